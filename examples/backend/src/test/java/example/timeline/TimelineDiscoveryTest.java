package example.timeline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.discovery.BackendProbe;
import dev.eventbind.discovery.Backends;
import org.junit.jupiter.api.Test;

/** Discovery finds the backend through the service entry the processor wrote, ready from its own jar. */
class TimelineDiscoveryTest {

    @Test
    void theBackendIsDiscoveredAndReady() {
        Backends backends = Backends.discover();
        BackendProbe probe = backends.probe(backends.named("timeline"));

        assertTrue(probe.ready(), probe.toString());
        assertEquals("1", probe.version().orElseThrow());
        assertTrue(probe.library().orElseThrow().endsWith("libtimeline.so"), probe.toString());
    }
}
