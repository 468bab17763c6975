package dev.eventbind.backend.levelzero;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.api.BackendUnavailableException;
import dev.eventbind.discovery.BackendProbe;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * A machine with the loader and no driver: {@code ZE_ENABLE_ALT_DRIVERS} names a file that does not exist (this
 * execution's environment), so {@code zeInit} finds nothing to initialize.
 */
@Tag("no-driver")
class NoDriverTest {

    @Test
    void openingWithoutADriverIsUnavailableNamingTheLoaderTheCallAndTheStatus() {
        BackendUnavailableException thrown = assertThrows(BackendUnavailableException.class, LevelZeroEvents::open);
        String said = thrown.getMessage() + " " + String.join(" ", thrown.attempts());
        assertTrue(said.contains("zeInit returned ZE_RESULT_ERROR_UNINITIALIZED"), said);
        assertTrue(said.contains("libze_loader.so.1") && said.contains("ZE_ENABLE_ALT_DRIVERS="
                + System.getenv("ZE_ENABLE_ALT_DRIVERS")), said);
    }

    @Test
    void theProbeSaysWhyInsteadOfThrowing() {
        BackendProbe probe = LevelZeroEvents.probe();
        assertFalse(probe.ready(), probe::toString);
        assertTrue(probe.reason().orElse("").contains("no Level Zero driver: zeInit returned"), probe::toString);
    }
}
