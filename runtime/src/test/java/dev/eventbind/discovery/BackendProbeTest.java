package dev.eventbind.discovery;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.eventbind.spec.Rank;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** What a probe may carry: a reason exactly when unavailable, and a version either way. */
class BackendProbeTest {

    @Test
    void anUnavailableProbeCarriesTheVersionItWasGiven() {
        BackendProbe probe = BackendProbe.unavailable("CUDA", Rank.GPU, Optional.of("/lib/libcudart.so.13"),
                Optional.of("13000"), "cudaErrorInsufficientDriver (35)", List.of());

        assertFalse(probe.ready());
        assertEquals(Optional.of("13000"), probe.version());
        assertEquals(Optional.of("cudaErrorInsufficientDriver (35)"), probe.reason());
    }

    @Test
    void anUnavailableProbeWithoutAVersionHasNone() {
        BackendProbe probe = BackendProbe.unavailable("HIP", Rank.GPU, Optional.empty(), "no library",
                List.of("libamdhip64.so.7: not found"));

        assertEquals(Optional.empty(), probe.version());
        assertEquals(List.of("libamdhip64.so.7: not found"), probe.attempts());
    }

    @Test
    void aProbeHasAReasonExactlyWhenItIsUnavailable() {
        assertThrows(IllegalArgumentException.class, () -> new BackendProbe("Host", Rank.HOST, true,
                Optional.empty(), Optional.empty(), Optional.of("why"), List.of()));
        assertThrows(IllegalArgumentException.class, () -> new BackendProbe("Host", Rank.HOST, false,
                Optional.empty(), Optional.of("1"), Optional.empty(), List.of()));
    }
}
