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
import java.util.zip.ZipFile;

/**
 * The user's own jars and class folders ({@code --classpath}, then {@code EVENTBIND_CLASSPATH}) in a class loader
 * above the command's own, so {@link java.util.ServiceLoader} finds their backends and workloads beside the
 * built-in ones. Each entry is checked first: a typo, or a file that is neither a folder nor a zip archive, is an
 * error that names it, where the JVM's own class path would skip it without a word.
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
                : !Files.isReadable(entry) ? "Permission denied"
                : Files.isDirectory(entry) ? null
                : !Files.isRegularFile(entry) ? "not a jar or a folder"
                : !isZip(entry) ? "not a jar (zip) or a folder" : null;
        if (problem != null) {
            throw new UsageException(source + " entry " + entry + ": " + problem);
        }
        try {
            return entry.toAbsolutePath().toUri().toURL();
        } catch (MalformedURLException malformed) {
            throw new UsageException(source + " entry " + entry + ": " + malformed.getMessage());
        }
    }

    /** Whether {@code file} opens as a zip archive, as a jar on a class path must (whatever its name ends with). */
    private static boolean isZip(Path file) {
        try (ZipFile _ = new ZipFile(file.toFile())) {
            return true;
        } catch (IOException notAZip) {
            return false;
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
