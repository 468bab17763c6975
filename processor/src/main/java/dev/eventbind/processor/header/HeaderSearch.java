package dev.eventbind.processor.header;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.stream.Stream;
import org.jspecify.annotations.Nullable;

/**
 * Where the processor looks for a spec's header: the folders of the processor option first, then the vendors'
 * usual install locations.
 *
 * @param directories the folders searched, in order
 */
public record HeaderSearch(List<Path> directories) {

    public HeaderSearch {
        directories = List.copyOf(directories);
    }

    /**
     * The search path for an option value (folders separated by the platform's path separator, may be null) and
     * an environment, followed by /usr/local/cuda/include, $CUDA_PATH/include, $ROCM_PATH/include,
     * /opt/rocm/include and /usr/include.
     */
    public static HeaderSearch of(@Nullable String option, Function<String, @Nullable String> environment) {
        LinkedHashSet<Path> folders = new LinkedHashSet<>();
        if (option != null) {
            for (String entry : option.split(java.io.File.pathSeparator, -1)) {
                if (!entry.isBlank()) {
                    folders.add(Path.of(entry.strip()));
                }
            }
        }
        folders.add(Path.of("/usr/local/cuda/include"));
        for (String home : List.of("CUDA_PATH", "ROCM_PATH")) {
            Optional.ofNullable(environment.apply(home)).filter(value -> !value.isBlank())
                    .ifPresent(value -> folders.add(Path.of(value, "include")));
        }
        folders.add(Path.of("/opt/rocm/include"));
        folders.add(Path.of("/usr/include"));
        return new HeaderSearch(new ArrayList<>(folders));
    }

    /** The search path with the system environment. */
    public static HeaderSearch of(@Nullable String option) {
        Map<String, String> environment = System.getenv();
        return of(option, environment::get);
    }

    /** The first folder's copy of {@code header}. */
    public Optional<Path> find(String header) {
        return directories.stream().map(dir -> dir.resolve(header)).filter(Files::isRegularFile)
                .map(Path::normalize).findFirst();
    }

    /** The first folder's entry {@code header} when it is a folder, not a file: a header name that is wrong. */
    public Optional<Path> findFolder(String header) {
        return directories.stream().map(dir -> dir.resolve(header)).filter(Files::isDirectory)
                .map(Path::normalize).findFirst();
    }

    /**
     * The file name in the searched folders closest to {@code header} (in the folder it names, for
     * {@code CL/cl.h}), when one is close enough to be a likely typo.
     */
    public Optional<String> nearest(String header) {
        Path relative = Path.of(header);
        Path parent = relative.getParent();
        Set<String> names = new TreeSet<>();
        for (Path directory : directories) {
            Path folder = parent == null ? directory : directory.resolve(parent);
            if (!Files.isDirectory(folder)) {
                continue;
            }
            try (Stream<Path> files = Files.list(folder)) {
                files.filter(Files::isRegularFile).limit(20_000).forEach(file -> names.add(parent == null
                        ? file.getFileName().toString() : parent.resolve(file.getFileName()).toString()));
            } catch (IOException | UncheckedIOException e) {
                // A folder that cannot be listed offers no suggestion.
            }
        }
        return Suggestions.nearest(header, names);
    }

    /** The folders as one line for a message. */
    public String describe() {
        return String.join(", ", directories.stream().map(Path::toString).toList());
    }
}
