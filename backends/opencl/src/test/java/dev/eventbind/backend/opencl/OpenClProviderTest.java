package dev.eventbind.backend.opencl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.api.BackendUnavailableException;
import dev.eventbind.api.DriverException;
import dev.eventbind.api.EventApi;
import dev.eventbind.discovery.BackendProbe;
import dev.eventbind.discovery.BackendProvider;
import dev.eventbind.discovery.Backends;
import dev.eventbind.spec.Rank;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Discovery and device choice on PoCL, the one OpenCL platform of this machine (a CPU device, no GPU). */
class OpenClProviderTest {

    @Test
    void discoveryFindsTheProviderRankedPortableAndOpensIt() throws Exception {
        BackendProvider provider = Backends.discover().named("opencl");
        assertEquals(OpenClProvider.class, provider.getClass());
        assertEquals(Rank.PORTABLE, provider.rank());
        EventApi<?, ?> api = provider.open();
        assertEquals("OpenCL", api.backend());
        ((AutoCloseable) api).close();
    }

    @Test
    void theProbeIsReadyWithTheLoaderAndThePlatformVersion() {
        BackendProbe probe = new OpenClProvider().probe();
        assertTrue(probe.ready(), () -> probe.reason().orElse(""));
        // The loader's versioned soname, which exists where the unversioned -dev link does not.
        assertTrue(probe.library().orElseThrow().endsWith("/libOpenCL.so.1"), probe.library().orElseThrow());
        String version = probe.version().orElseThrow();
        assertTrue(version.startsWith("Portable Computing Language OpenCL 3.0 PoCL"), version);
    }

    @Test
    void withoutAGpuTheFirstCpuIsChosen() throws DriverException {
        try (OpenClEvents backend = OpenClEvents.open(OpenClFunctions.open(), Optional.empty())) {
            assertTrue(backend.device().isCpu(), backend.device().describe());
        }
    }

    @Test
    void aDeviceIsChosenByPartOfItsPlatformName() throws DriverException {
        try (OpenClEvents backend = OpenClEvents.open(OpenClFunctions.open(), Optional.of("portable computing"))) {
            assertEquals("Portable Computing Language", backend.device().platformName());
        }
    }

    @Test
    void theDevicePropertyNamesTheDeviceOpenUses() throws DriverException {
        System.setProperty("eventbind.opencl.device", "no such accelerator");
        try {
            assertThrows(BackendUnavailableException.class, OpenClEvents::open);
        } finally {
            System.clearProperty("eventbind.opencl.device");
        }
        try (OpenClEvents backend = OpenClEvents.open()) {
            assertTrue(backend.device().isCpu());
        }
    }

    @Test
    void aDeviceNameThatMatchesNothingIsAnErrorListingTheDevicesFound() {
        BackendUnavailableException error = assertThrows(BackendUnavailableException.class,
                () -> OpenClEvents.open(OpenClFunctions.open(), Optional.of("no such accelerator")));
        assertTrue(error.getMessage().contains("eventbind.opencl.device=no such accelerator"), error.getMessage());
        assertTrue(error.attempts().stream().anyMatch(line -> line.contains("Portable Computing Language")),
                error.attempts().toString());
    }
}
