package dev.eventbind.processor.header;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/** Parses each header once per compilation, however many specs name it. */
public final class HeaderCache {

    private final HeaderSearch search;
    private final Target target;
    private final FrontEnd frontEnd;
    private final boolean skip;
    private final Map<String, Optional<FrontEnd.Result>> byName = new HashMap<>();

    /**
     * Headers found on {@code search}, parsed by {@code frontEnd} for {@code target}; none at all when
     * {@code skip} (the build opted out of header checks).
     */
    public HeaderCache(HeaderSearch search, Target target, FrontEnd frontEnd, boolean skip) {
        this.search = search;
        this.target = target;
        this.frontEnd = frontEnd;
        this.skip = skip;
    }

    /** Whether the build opted out of header checks. */
    public boolean checksSkipped() {
        return skip;
    }

    /** The platform headers are read for. */
    public Target target() {
        return target;
    }

    /** Where headers are searched. */
    public HeaderSearch search() {
        return search;
    }

    /** What the front end made of {@code header}, or empty when it is not found on the search path. */
    public Optional<FrontEnd.Result> parse(String header) {
        return byName.computeIfAbsent(header, name -> search.find(name)
                .map(path -> frontEnd.parse(path, target, search.directories())));
    }
}
