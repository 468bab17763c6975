package dev.eventbind.processor;

import dev.eventbind.discovery.BackendProvider;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.SortedSet;
import java.util.TreeSet;
import javax.annotation.processing.Filer;
import javax.lang.model.element.Element;
import javax.tools.FileObject;
import javax.tools.StandardLocation;

/**
 * The {@code META-INF/services} registration of every generated provider: collected over all rounds and written
 * once when processing is over, merged with the entries an earlier (incremental) compilation left there.
 */
final class ServicesFile {

    static final String PATH = "META-INF/services/" + BackendProvider.class.getName();

    private final SortedSet<String> providers = new TreeSet<>();
    private final List<Element> origins = new ArrayList<>();

    void add(String provider, Element origin) {
        providers.add(provider);
        origins.add(origin);
    }

    boolean isEmpty() {
        return providers.isEmpty();
    }

    void write(Filer filer) throws IOException {
        SortedSet<String> all = new TreeSet<>(providers);
        all.addAll(existing(filer));
        FileObject file = filer.createResource(StandardLocation.CLASS_OUTPUT, "", PATH,
                origins.toArray(Element[]::new));
        try (Writer writer = new OutputStreamWriter(file.openOutputStream(), StandardCharsets.UTF_8)) {
            for (String provider : all) {
                writer.write(provider);
                writer.write('\n');
            }
        }
    }

    /** The entries already in the output folder; none when there is no such file yet. */
    private static List<String> existing(Filer filer) {
        List<String> entries = new ArrayList<>();
        try {
            FileObject file = filer.getResource(StandardLocation.CLASS_OUTPUT, "", PATH);
            try (BufferedReader reader = new BufferedReader(new InputStreamReader(file.openInputStream(),
                    StandardCharsets.UTF_8))) {
                reader.lines().map(line -> line.replaceFirst("#.*", "").strip()).filter(line -> !line.isEmpty())
                        .forEach(entries::add);
            }
        } catch (IOException | IllegalArgumentException e) {
            // No earlier file (the usual case) or a file manager that cannot read its output: nothing to merge.
        }
        return entries;
    }
}
