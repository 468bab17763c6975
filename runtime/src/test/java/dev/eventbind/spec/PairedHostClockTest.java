package dev.eventbind.spec;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.eventbind.api.PairedClock;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** A spec's host clock names the same clocks, in the same order, as the one a generated backend reports. */
class PairedHostClockTest {

    @Test
    void theSpecsHostClocksAreTheRuntimes() {
        assertEquals(Arrays.stream(PairedClock.HostClock.values()).map(Enum::name).toList(),
                Arrays.stream(PairedHostClock.values()).map(Enum::name).toList());
    }
}
