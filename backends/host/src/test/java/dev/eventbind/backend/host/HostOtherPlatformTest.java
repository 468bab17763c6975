package dev.eventbind.backend.host;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.api.BackendUnavailableException;
import dev.eventbind.discovery.BackendProbe;
import dev.eventbind.discovery.Backends;
import org.junit.jupiter.api.Test;

/**
 * Run by the build in its own JVM with {@code eventbind.platform=macos-aarch64}: the host backend looks for its
 * library in the jar's {@code macos-aarch64} folder, which it does not carry, and is a typed unavailable backend
 * that names the platform, never a crash.
 */
class HostOtherPlatformTest {

    @Test
    void theProbeSaysThereIsNoHostLibraryForThisPlatform() {
        assertEquals("macos-aarch64", System.getProperty("eventbind.platform"), "run by the other-platform execution");

        BackendProbe probe = new HostRuntimeEventsProvider().probe();

        assertFalse(probe.ready());
        assertEquals("no host library for macos-aarch64", probe.reason().orElseThrow());
        assertEquals("resource /dev/eventbind/backend/host/macos-aarch64/libeventbind_host.so -> not on the classpath",
                probe.attempts().getFirst());
        assertTrue(probe.library().isEmpty(), probe.toString());
    }

    @Test
    void usingTheBackendAnywayIsTheSameTypedFailure() {
        BackendUnavailableException failure = assertThrows(BackendUnavailableException.class,
                () -> new HostRuntimeEventsProvider().open().eventCreate());
        assertTrue(failure.getMessage().startsWith("host backend unavailable: no host library for macos-aarch64"),
                failure.getMessage());
    }

    @Test
    void discoveryListsHostAsUnavailableWithThatReason() {
        BackendProbe host = Backends.discover().probes().stream().filter(probe -> probe.backend().equals("host"))
                .findFirst().orElseThrow();
        assertFalse(host.ready());
        assertTrue(host.reason().orElseThrow().contains("no host library for macos-aarch64"), host.toString());
    }
}
