package dev.eventbind.backend.host;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.discovery.BackendProbe;
import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import org.junit.jupiter.api.Test;

/**
 * Run by the build against the packaged jar instead of the class folder: the jar carries the host library
 * for linux-x86_64 and linux-aarch64, each an ELF shared object for its folder's machine, and the backend loads
 * this machine's one from it.
 */
class HostLibraryJarTest {

    private static final String FOLDER = "dev/eventbind/backend/host/";
    private static final String LIBRARY = "/libeventbind_host.so";
    private static final short EM_X86_64 = 62;
    private static final short EM_AARCH64 = 183;

    @Test
    void theBackendLoadsTheLibraryItsJarCarries() throws Exception {
        String platform = thisPlatform();
        byte[] shipped = readFromJar(FOLDER + platform + LIBRARY);
        assertNotNull(shipped, "the jar carries no " + FOLDER + platform + LIBRARY);

        BackendProbe probe = HostRuntimeEvents.probe();

        assertTrue(probe.ready(), () -> "reason " + probe.reason());
        Path loaded = Path.of(probe.library().orElseThrow());
        assertArrayEquals(shipped, Files.readAllBytes(loaded), "loaded " + loaded);
    }

    @Test
    void eachLinuxFolderHoldsALibraryForItsMachine() throws Exception {
        // The other architecture's library may be missing only from a local build without its cross compiler.
        boolean crossRequired = "required".equals(System.getProperty("eventbind.host.cross"))
                || "true".equals(System.getenv("CI"));
        assertMachine("linux-x86_64", EM_X86_64, crossRequired || thisPlatform().equals("linux-x86_64"));
        assertMachine("linux-aarch64", EM_AARCH64, crossRequired || thisPlatform().equals("linux-aarch64"));
    }

    private static String thisPlatform() {
        return switch (System.getProperty("os.arch")) {
            case "amd64", "x86_64" -> "linux-x86_64";
            case "aarch64" -> "linux-aarch64";
            default -> throw new AssertionError("the host library is built for x86_64 and aarch64 only, not "
                    + System.getProperty("os.arch"));
        };
    }

    private static void assertMachine(String platform, short machine, boolean required) throws Exception {
        String resource = FOLDER + platform + LIBRARY;
        byte[] library = readFromJar(resource);
        if (library == null) {
            assertFalse(required, "the jar carries no " + resource);
            return;
        }
        ByteBuffer header = ByteBuffer.wrap(library).order(ByteOrder.LITTLE_ENDIAN);
        assertTrue(library.length > 64 && header.getInt(0) == 0x464c457f, resource + " is no ELF file");
        assertEquals(2, header.get(4), resource + ": ELF class (2: 64-bit)");
        assertEquals(1, header.get(5), resource + ": byte order (1: little-endian)");
        assertEquals(3, header.getShort(16), resource + ": ELF type (3: shared object)");
        assertEquals(machine, header.getShort(18), resource + ": ELF machine");
    }

    /** The entry's bytes from the jar the backend's classes come from, or null when it has no such entry. */
    private static byte[] readFromJar(String resource) throws IOException, URISyntaxException {
        Path jarFile = Path.of(HostRuntimeEvents.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        assertTrue(jarFile.toString().endsWith(".jar"), () -> "classes come from " + jarFile);
        try (JarFile jar = new JarFile(jarFile.toFile())) {
            JarEntry entry = jar.getJarEntry(resource);
            if (entry == null) {
                return null;
            }
            try (InputStream in = jar.getInputStream(entry)) {
                return in.readAllBytes();
            }
        }
    }
}
