package dev.eventbind.backend.cuda.driver;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.eventbind.api.BackendUnavailableException;
import dev.eventbind.discovery.BackendProbe;
import dev.eventbind.discovery.BackendProvider;
import dev.eventbind.discovery.Backends;
import java.lang.foreign.Arena;
import java.lang.foreign.SymbolLookup;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * On a machine without NVIDIA's driver (every CI machine): the backend is an ordinary typed unavailable error
 * naming libcuda.so.1 and everything tried, never a crash, and discovery lists it once, unavailable.
 */
class CudaDriverWithoutDriverTest {

    @BeforeAll
    @SuppressWarnings("restricted") // looking for the driver the way the system loader would, outside eventbind
    static void requireNoDriver() {
        boolean installed;
        try (Arena arena = Arena.ofConfined()) {
            SymbolLookup.libraryLookup("libcuda.so.1", arena);
            installed = true;
        } catch (IllegalArgumentException notFound) {
            installed = false;
        }
        assumeFalse(installed, "a CUDA driver (libcuda.so.1) is installed here");
    }

    @Test
    void openingIsTheTypedUnavailableErrorNamingLibcuda() {
        BackendUnavailableException thrown = assertThrows(BackendUnavailableException.class, CudaDriverEvents::open);

        assertAll(
                () -> assertEquals("CUDA driver", thrown.backend()),
                () -> assertTrue(thrown.getMessage().contains("libcuda.so.1"), thrown::getMessage),
                () -> assertTrue(mentions(thrown.attempts(), "libcuda.so.1"), () -> "attempts " + thrown.attempts()));
    }

    @Test
    void theProbeIsUnavailableAndListsEveryCandidateTried() {
        BackendProbe probe = new CudaDriverEventsProvider().probe();

        assertAll(
                () -> assertFalse(probe.ready()),
                () -> assertEquals("CUDA driver", probe.backend()),
                () -> assertTrue(probe.library().isEmpty(), () -> "library " + probe.library()),
                () -> assertTrue(mentions(probe.attempts(), "libcuda.so.1"), () -> "attempts " + probe.attempts()),
                () -> assertTrue(mentions(probe.attempts(), "libcuda.so"), () -> "attempts " + probe.attempts()));
    }

    @Test
    void theCandidatesAreTheContainerAndWslDriverFoldersThenTheSearchPathWithNoWindowsName() {
        assumeTrue(System.getenv("EVENTBIND_CUDA_DRIVER_LIBRARY") == null
                && System.getProperty("eventbind.cuda-driver.library") == null, "an override is set");

        List<String> tried = CudaDriverFunctions.library().attempts().stream()
                .map(attempt -> attempt.substring(0, attempt.indexOf(" -> "))).toList();

        assertEquals(List.of("/usr/local/nvidia/lib64/libcuda.so.1", "/usr/local/nvidia/lib64/libcuda.so",
                "/usr/lib/wsl/lib/libcuda.so.1", "/usr/lib/wsl/lib/libcuda.so", "libcuda.so.1", "libcuda.so"), tried);
    }

    @Test
    void discoveryListsTheDriverBackendOnceWithTheGeneratedProvider() {
        List<BackendProvider> drivers = Backends.discover().providers().stream()
                .filter(provider -> provider.name().equals("CUDA driver")).toList();

        assertEquals(1, drivers.size(), () -> "providers named CUDA driver: " + drivers);
        assertInstanceOf(CudaDriverEventsProvider.class, drivers.getFirst());
        assertThrows(BackendUnavailableException.class, drivers.getFirst()::open);
    }

    private static boolean mentions(List<String> attempts, String name) {
        return attempts.stream().anyMatch(attempt -> attempt.contains(name));
    }
}
