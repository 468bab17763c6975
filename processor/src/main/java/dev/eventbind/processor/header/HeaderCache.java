package dev.eventbind.processor.header;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/** Reads each header once per compilation, however many specs name it. */
public final class HeaderCache {

    private final HeaderSearch search;
    private final Target target;
    private final Map<String, Optional<HeaderIndex>> byName = new HashMap<>();

    /** Headers read for {@code target}. */
    public HeaderCache(HeaderSearch search, Target target) {
        this.search = search;
        this.target = target;
    }

    /** Headers read for the platform javac runs on. */
    public HeaderCache(HeaderSearch search) {
        this(search, Target.current());
    }

    /** The platform headers are read for. */
    public Target target() {
        return target;
    }

    /** Where headers are searched. */
    public HeaderSearch search() {
        return search;
    }

    /**
     * The index of {@code header}, or empty when it is not found on the search path.
     *
     * @throws UncheckedIOException when the header exists but cannot be read
     */
    public Optional<HeaderIndex> index(String header) {
        return byName.computeIfAbsent(header, name -> search.find(name).map(this::read));
    }

    private HeaderIndex read(Path path) {
        try {
            return HeaderIndex.read(path, search.directories(), target);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + path, e);
        }
    }
}
