package dev.eventbind.backend.vulkan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.api.EventApi;
import dev.eventbind.discovery.BackendProbe;
import dev.eventbind.discovery.BackendProvider;
import dev.eventbind.discovery.Backends;
import dev.eventbind.spec.Rank;
import org.junit.jupiter.api.Test;

/** Discovery on the machine's Vulkan driver (lavapipe: a CPU device). */
class VulkanProviderTest {

    @Test
    void discoveryFindsTheGeneratedProviderAndOpensIt() throws Exception {
        BackendProvider provider = Backends.discover().named("vulkan");
        assertEquals(VulkanEventsProvider.class, provider.getClass());
        assertEquals(Rank.GPU, provider.rank(), "before probing: the best rank a Vulkan device reaches");
        EventApi<?, ?> api = provider.open();
        assertEquals("Vulkan", api.backend());
    }

    @Test
    void lavapipesCpuDeviceRanksTheBackendPortableOnceProbed() throws Exception {
        Backends backends = Backends.discover();
        BackendProvider provider = backends.named("vulkan");
        BackendProbe probe = backends.probe(provider);
        assertTrue(probe.version().orElseThrow().endsWith(", CPU)"), "lavapipe: " + probe.version());
        assertEquals(Rank.PORTABLE, probe.rank());
        assertEquals(Rank.PORTABLE, VulkanEvents.open().deviceRank());
        assertEquals(Rank.PORTABLE, backends.probes().stream().filter(found -> found.backend().equals("Vulkan"))
                .findFirst().orElseThrow().rank());
    }

    @Test
    void theProbeIsReadyWithTheLoaderAndTheDevice() {
        BackendProbe probe = new VulkanEventsProvider().probe();
        assertTrue(probe.ready(), () -> probe.reason().orElse(""));
        assertTrue(probe.library().orElseThrow().endsWith("/libvulkan.so.1"), probe.library().orElseThrow());
        String version = probe.version().orElseThrow();
        assertTrue(version.matches(".+ \\(Vulkan 1\\.[3-9]\\.\\d+, (CPU|integrated GPU|discrete GPU|virtual GPU|other)\\)"),
                version);
    }
}
