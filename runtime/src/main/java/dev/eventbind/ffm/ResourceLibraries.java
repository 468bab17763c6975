package dev.eventbind.ffm;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Libraries shipped inside a jar: the system loader opens only files, so each resource is copied once per
 * process into a private temporary folder (removed at exit) and loaded from there.
 */
final class ResourceLibraries {

    private static final Map<String, Path> EXTRACTED = new ConcurrentHashMap<>();

    private ResourceLibraries() {
    }

    /** Where {@code resource} is on the classpath, or empty when no class loader in reach has it. */
    static Optional<URL> locate(String resource) {
        String name = resource.startsWith("/") ? resource.substring(1) : resource;
        ClassLoader context = Thread.currentThread().getContextClassLoader();
        URL url = context == null ? null : context.getResource(name);
        if (url == null) {
            url = ResourceLibraries.class.getClassLoader().getResource(name);
        }
        return Optional.ofNullable(url);
    }

    /** The extracted file for {@code resource} found at {@code url}, copying it on the first call only. */
    static Path extract(String resource, URL url) throws IOException {
        Path done = EXTRACTED.get(resource);
        if (done != null) {
            return done;
        }
        synchronized (EXTRACTED) {
            done = EXTRACTED.get(resource);
            if (done == null) {
                done = copy(resource, url);
                EXTRACTED.put(resource, done);
            }
            return done;
        }
    }

    private static Path copy(String resource, URL url) throws IOException {
        Path folder = Files.createTempDirectory("eventbind-");
        folder.toFile().deleteOnExit();
        Path file = folder.resolve(resource.substring(resource.lastIndexOf('/') + 1));
        // Registered after its folder, so it is deleted first.
        file.toFile().deleteOnExit();
        try (InputStream in = url.openStream()) {
            Files.copy(in, file, StandardCopyOption.REPLACE_EXISTING);
        }
        return file;
    }
}
