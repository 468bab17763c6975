package dev.eventbind.cli;

import java.io.File;
import java.io.IOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The user's own jars and class folders ({@code --classpath}, then {@code EVENTBIND_CLASSPATH}) in a class loader
 * above the command's own, so {@link java.util.ServiceLoader} finds their backends and workloads beside the
 * built-in ones. Each entry is checked first: a typo is an error that says what the file system answered, where
 * the JVM's own class path would skip it without a word.
 */
final class UserJars implements AutoCloseable {

    /** The environment variable read for more entries, separated like {@code --classpath}. */
    static final String ENVIRONMENT = "EVENTBIND_CLASSPATH";

    private final List<Path> entries;
    private final ClassLoader loader;

    private UserJars(List<Path> entries, ClassLoader loader) {
        this.entries = List.copyOf(entries);
        this.loader = loader;
    }

    /**
     * A loader over {@code option}'s entries and the environment's, in that order, with {@code parent} asked
     * first; {@code parent} itself when there are none.
     *
     * @throws UsageException when an entry is missing or unreadable, saying which and why
     */
    static UserJars open(List<Path> option, Map<String, String> environment, ClassLoader parent)
            throws UsageException {
        List<Path> entries = new ArrayList<>(option);
        String variable = environment.getOrDefault(ENVIRONMENT, "");
        for (String entry : variable.split(File.pathSeparator, -1)) {
            if (!entry.isBlank()) {
                entries.add(path(entry));
            }
        }
        if (entries.isEmpty()) {
            return new UserJars(entries, parent);
        }
        List<URL> urls = new ArrayList<>();
        for (Path entry : entries) {
            urls.add(url(entry, option.contains(entry) ? "--classpath" : ENVIRONMENT));
        }
        return new UserJars(entries, new URLClassLoader("eventbind-user", urls.toArray(URL[]::new), parent));
    }

    private static Path path(String text) throws UsageException {
        try {
            return Path.of(text);
        } catch (InvalidPathException invalid) {
            throw new UsageException(ENVIRONMENT + " entry is not a usable file name: " + invalid.getMessage());
        }
    }

    private static URL url(Path entry, String source) throws UsageException {
        String problem = !Files.exists(entry) ? "No such file or directory"
                : !Files.isReadable(entry) ? "Permission denied" : null;
        if (problem != null) {
            throw new UsageException(source + " entry " + entry + ": " + problem);
        }
        try {
            return entry.toAbsolutePath().toUri().toURL();
        } catch (MalformedURLException malformed) {
            throw new UsageException(source + " entry " + entry + ": " + malformed.getMessage());
        }
    }

    /** The entries added, in search order. */
    List<Path> entries() {
        return entries;
    }

    /** Where backends and workloads are looked up. */
    ClassLoader loader() {
        return loader;
    }

    /** Closes the jars; the command's own loader is left alone. */
    @Override
    public void close() {
        if (loader instanceof URLClassLoader jars) {
            try {
                jars.close();
            } catch (IOException ignored) {
                // The run is over; an open jar handle is released when the process exits.
            }
        }
    }
}
