package dev.eventbind.backend.opencl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.api.BackendUnavailableException;
import dev.eventbind.api.DriverException;
import dev.eventbind.api.EventApi;
import dev.eventbind.backend.opencl.OpenClEvents.Stream;
import dev.eventbind.discovery.BackendProbe;
import dev.eventbind.discovery.BackendProvider;
import dev.eventbind.discovery.Backends;
import dev.eventbind.spec.Rank;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Discovery and device choice on PoCL, the one OpenCL platform of this machine (a CPU device, no GPU). */
class OpenClProviderTest {

    @AfterEach
    void clearTheChoice() {
        System.clearProperty(Devices.DEVICE_PROPERTY);
    }

    @Test
    void discoveryFindsTheGeneratedProviderRankedGpuBeforeProbingAndOpensIt() throws Exception {
        BackendProvider provider = Backends.discover().named("opencl");
        assertEquals(OpenClEventsProvider.class, provider.getClass());
        assertEquals(Rank.GPU, provider.rank(), "before probing: the best rank an OpenCL device reaches");
        EventApi<?, ?> api = provider.open();
        assertEquals("OpenCL", api.backend());
        ((AutoCloseable) api).close();
    }

    @Test
    void poclsCpuDeviceRanksTheBackendPortableOnceProbed() throws Exception {
        Backends backends = Backends.discover();
        BackendProbe probe = backends.probe(backends.named("opencl"));
        assertTrue(probe.ready(), () -> probe.reason().orElse(""));
        assertEquals(Rank.PORTABLE, probe.rank(), "PoCL's device is a CPU");
        try (OpenClEvents backend = OpenClEvents.open()) {
            assertEquals(Rank.PORTABLE, backend.deviceRank());
        }
        assertEquals(Rank.PORTABLE, backends.probes().stream().filter(found -> found.backend().equals("OpenCL"))
                .findFirst().orElseThrow().rank(), "discovery lists it by the probed rank");
    }

    @Test
    void aGpuOrAnAcceleratorRanksGpuAndACpuPortable() {
        assertEquals(Rank.GPU, withType(1L << 2).rank());
        assertEquals(Rank.GPU, withType(1L << 3).rank());
        assertEquals(Rank.PORTABLE, withType(1L << 1).rank());
        assertEquals(Rank.PORTABLE, withType(1L << 4).rank(), "CL_DEVICE_TYPE_CUSTOM");
    }

    private static OpenClDevice withType(long type) {
        return new OpenClDevice(java.lang.foreign.MemorySegment.NULL, java.lang.foreign.MemorySegment.NULL,
                "platform", "OpenCL 3.0", "device", type, 1);
    }

    @Test
    void theProbeIsReadyWithTheLoaderAndThePlatformVersion() {
        BackendProbe probe = new OpenClEventsProvider().probe();
        assertTrue(probe.ready(), () -> probe.reason().orElse(""));
        // The loader's versioned soname, which exists where the unversioned -dev link does not.
        assertTrue(probe.library().orElseThrow().endsWith("/libOpenCL.so.1"), probe.library().orElseThrow());
        String version = probe.version().orElseThrow();
        assertTrue(version.startsWith("Portable Computing Language OpenCL 3.0 PoCL"), version);
    }

    @Test
    void withoutAGpuTheFirstCpuIsChosen() throws DriverException {
        OpenClDevice device = deviceOfANewBackend();
        assertTrue(device.isCpu(), device.describe());
        assertTrue(device.platformVersion().startsWith("OpenCL 3.0 PoCL"), device.platformVersion());
    }

    @Test
    void aDeviceIsChosenByPartOfItsPlatformName() throws DriverException {
        System.setProperty(Devices.DEVICE_PROPERTY, "portable computing");
        assertEquals("Portable Computing Language", deviceOfANewBackend().platformName());
    }

    @Test
    void aDeviceNameThatMatchesNothingIsAnErrorListingTheDevicesFound() {
        System.setProperty(Devices.DEVICE_PROPERTY, "no such accelerator");
        BackendUnavailableException error = assertThrows(BackendUnavailableException.class, OpenClEvents::open);
        assertTrue(error.getMessage().contains("eventbind.opencl.device=no such accelerator"), error.getMessage());
        assertTrue(error.attempts().stream().anyMatch(line -> line.contains("Portable Computing Language")),
                error.attempts().toString());
    }

    /** The device the queues of a backend opened now run on. */
    private static OpenClDevice deviceOfANewBackend() throws DriverException {
        try (OpenClEvents backend = OpenClEvents.open()) {
            Stream queue = backend.streamCreateNonBlocking();
            try {
                return OpenClQueues.device(queue);
            } finally {
                backend.streamDestroy(queue);
            }
        }
    }
}
