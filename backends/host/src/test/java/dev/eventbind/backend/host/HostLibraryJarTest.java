package dev.eventbind.backend.host;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.discovery.BackendProbe;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import org.junit.jupiter.api.Test;

/**
 * Run by the build against the packaged jar instead of the class folder: the jar carries the host library
 * for linux-x86_64, and the backend loads that very library from it.
 */
class HostLibraryJarTest {

    private static final String RESOURCE = "dev/eventbind/backend/host/linux-x86_64/libeventbind_host.so";

    @Test
    void theBackendLoadsTheLibraryItsJarCarries() throws Exception {
        Path jarFile = Path.of(HostRuntimeEvents.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        assertTrue(jarFile.toString().endsWith(".jar"), () -> "classes come from " + jarFile);
        byte[] shipped;
        try (JarFile jar = new JarFile(jarFile.toFile())) {
            JarEntry entry = jar.getJarEntry(RESOURCE);
            assertNotNull(entry, "the jar carries no " + RESOURCE);
            try (InputStream in = jar.getInputStream(entry)) {
                shipped = in.readAllBytes();
            }
        }

        BackendProbe probe = HostRuntimeEvents.probe();

        assertTrue(probe.ready(), () -> "reason " + probe.reason());
        Path loaded = Path.of(probe.library().orElseThrow());
        assertArrayEquals(shipped, Files.readAllBytes(loaded), "loaded " + loaded);
    }
}
