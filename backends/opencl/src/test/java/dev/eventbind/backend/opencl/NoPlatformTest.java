package dev.eventbind.backend.opencl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.api.BackendUnavailableException;
import dev.eventbind.discovery.BackendProbe;
import dev.eventbind.discovery.Backends;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * A machine with the OpenCL loader but no driver. Runs in its own JVM (surefire execution {@code no-platform})
 * whose {@code OCL_ICD_VENDORS} names a folder without any {@code .icd} file, so the real ICD loader finds no
 * platform and answers {@code CL_PLATFORM_NOT_FOUND_KHR}.
 */
@Tag("no-platform")
class NoPlatformTest {

    @BeforeAll
    static void theLoaderSeesNoDriver() throws IOException {
        String vendors = System.getenv("OCL_ICD_VENDORS");
        assertNotNull(vendors, "this test runs in the surefire execution that sets OCL_ICD_VENDORS");
        Path folder = Path.of(vendors);
        if (Files.isDirectory(folder)) {
            try (Stream<Path> files = Files.list(folder)) {
                assertFalse(files.anyMatch(file -> file.toString().endsWith(".icd")), "no driver listed");
            }
        }
    }

    @Test
    void theProbeSaysUnavailableNamingTheStatusInsteadOfThrowing() {
        BackendProbe probe = new OpenClEventsProvider().probe();
        assertFalse(probe.ready());
        String reason = probe.reason().orElseThrow();
        assertTrue(reason.contains("CL_PLATFORM_NOT_FOUND_KHR") && reason.contains("-1001"), reason);
        assertTrue(probe.library().isPresent(), "the loader itself was found");
    }

    @Test
    void openingIsTheTypedUnavailableError() {
        BackendUnavailableException error = assertThrows(BackendUnavailableException.class, OpenClEvents::open);
        assertEquals("OpenCL", error.backend());
        assertTrue(error.getMessage().contains("clGetPlatformIDs returned -1001 (CL_PLATFORM_NOT_FOUND_KHR)"),
                error.getMessage());
        assertTrue(error.attempts().stream().anyMatch(line -> line.contains("OCL_ICD_VENDORS=")), "says where");
    }

    @Test
    void theProviderOpensWithTheSameTypedError() {
        assertThrows(BackendUnavailableException.class, () -> new OpenClEventsProvider().open());
    }

    @Test
    void discoveryReportsOpenClUnavailableWithTheReason() {
        BackendUnavailableException error = assertThrows(BackendUnavailableException.class,
                () -> Backends.discover().named("OpenCL"));
        assertTrue(error.getMessage().contains("CL_PLATFORM_NOT_FOUND_KHR"), error.getMessage());
    }
}
