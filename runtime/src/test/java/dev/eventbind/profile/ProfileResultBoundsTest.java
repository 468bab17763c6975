package dev.eventbind.profile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.profile.ProfileResult.DurationOrder;
import java.time.Duration;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** A result's bounds, and the comparison that refuses to rank windows closer than their bounds. */
class ProfileResultBoundsTest {

    private static ProfileResult window(long lengthNanos, long durationBound, long resolution) {
        return new ProfileResult(new ProfileTicks(1_000, 1_000 + lengthNanos), TimingMethod.DEVICE, Optional.empty(),
                500, durationBound, resolution);
    }

    @Test
    void windowsApartByMoreThanTheirBoundsAreRanked() {
        assertEquals(DurationOrder.SHORTER, ProfileResult.compareDurations(window(10_000, 100, 1),
                window(10_500, 100, 1)));
        assertEquals(DurationOrder.LONGER, ProfileResult.compareDurations(window(10_500, 100, 1),
                window(10_000, 100, 1)));
    }

    @Test
    void windowsWithinTheirBoundsAreUndecidable() {
        assertEquals(DurationOrder.UNDECIDABLE, ProfileResult.compareDurations(window(10_000, 150, 1),
                window(10_300, 150, 1)));
    }

    /** A timer coarser than the work (a 65,536 ns quantum): every candidate reads alike, and none may win. */
    @Test
    void windowsWithinOneTimerResolutionAreUndecidable() {
        assertEquals(DurationOrder.UNDECIDABLE, ProfileResult.compareDurations(window(0, 0, 65_536),
                window(65_536, 0, 65_536)));
        assertEquals(DurationOrder.SHORTER, ProfileResult.compareDurations(window(0, 0, 65_536),
                window(131_072, 0, 65_536)));
    }

    @Test
    void failedOrUnboundedWindowsAreNeverRanked() {
        ProfileResult failed = new ProfileResult(new ProfileTicks(0, Duration.ofHours(1).toNanos()),
                TimingMethod.DEVICE, Optional.of(new ProfileError.NotRegistered(7)));
        assertEquals(DurationOrder.UNDECIDABLE, ProfileResult.compareDurations(failed, window(10, 1, 1)));
        ProfileResult unbounded = new ProfileResult(new ProfileTicks(0, 10), TimingMethod.SYSTEM);
        assertFalse(unbounded.bounded());
        assertEquals(DurationOrder.UNDECIDABLE, ProfileResult.compareDurations(unbounded, window(1_000_000, 1, 1)));
        assertTrue(window(1, 1, 1).bounded());
    }

    @Test
    void negativeBoundsAndAZeroResolutionAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> window(10, -1, 1));
        assertThrows(IllegalArgumentException.class, () -> window(10, 1, 0));
    }
}
