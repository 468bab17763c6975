package dev.eventbind.backend.cuda;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.api.BackendUnavailableException;
import dev.eventbind.discovery.BackendProbe;
import org.junit.jupiter.api.Test;

/**
 * With the override naming a library that does not exist (set by the build for this test run), the CUDA
 * binding is unavailable with a typed error that lists what was tried, and never falls back to the real runtime.
 */
class CudaMissingLibraryTest {

    private static final String OVERRIDE = System.getProperty("eventbind.cuda.library");

    @Test
    void constructingTheBindingThrowsTheTypedErrorListingTheOverride() {
        BackendUnavailableException missing = assertThrows(BackendUnavailableException.class,
                CudaRuntimeEvents::open);
        assertEquals("CUDA", missing.backend());
        assertTrue(missing.attempts().stream().anyMatch(attempt -> attempt.contains(OVERRIDE)),
                () -> "attempts: " + missing.attempts());
        assertTrue(missing.getMessage().contains(OVERRIDE), missing::getMessage);
    }

    @Test
    void theProbeSaysWhyWithoutThrowingAndLoadsNothingElse() {
        BackendProbe probe = CudaRuntimeEvents.probe();
        assertFalse(probe.ready());
        assertTrue(probe.library().isEmpty(), () -> "loaded " + probe.library());
        assertTrue(probe.attempts().stream().anyMatch(attempt -> attempt.contains(OVERRIDE)),
                () -> "attempts: " + probe.attempts());
        assertTrue(probe.attempts().stream().noneMatch(attempt -> attempt.contains("libcudart.so.12")),
                () -> "fell back: " + probe.attempts());
    }
}
