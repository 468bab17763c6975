package dev.eventbind.profile.internal;

import dev.eventbind.api.DriverException;
import dev.eventbind.api.EventApi;
import dev.eventbind.api.PairedClock;
import dev.eventbind.ffm.HostClocks;
import java.lang.System.Logger.Level;
import org.jspecify.annotations.Nullable;

/**
 * Places an anchor event on the host clock through a backend's {@link PairedClock}: after the event was reached,
 * one paired read gives a host time and the device timer together; the host time moves onto
 * {@code System.nanoTime}'s clock ({@link HostClocks}) and back by the device's distance from the event to the
 * read. The estimate's error is the clock mapping's plus one device tick, and it is kept only where it meets the
 * event's bracket (the host reads before its record and after its wait), which it usually narrows to a few
 * hundred nanoseconds. Where the estimate and the bracket do not meet, or a paired read is refused, the anchor rests on
 * its bracket alone.
 */
final class PairedPlacement {

    private static final System.Logger LOG = System.getLogger("dev.eventbind.profile.EventProfiler");

    private PairedPlacement() {
    }

    /** The backend's paired clock where it reads event times and this platform its host clocks; else null. */
    @SuppressWarnings("unchecked") // a backend's PairedClock is over its own event type, as its EventApi is
    static <E> @Nullable PairedClock<E> of(EventApi<E, ?> api) {
        return api instanceof PairedClock<?> paired && paired.supportsEventDeviceTicks() && HostClocks.available()
                ? (PairedClock<E>) paired : null;
    }

    /**
     * Writes into {@code bounds} the interval of host times the device reached {@code event} in, inside
     * {@code [before, after]}; false when the paired estimate and the bracket do not meet (the bracket then
     * stands alone), and when the driver refuses the event's time or the paired read (logged).
     */
    static <E> boolean place(EventApi<E, ?> api, PairedClock<E> clock, E event, long before, long after,
            long[] bounds) {
        long eventTicks;
        PairedClock.Reading reading;
        try {
            eventTicks = clock.eventDeviceTicks(event);
            reading = clock.readPairedClock();
        } catch (DriverException refused) {
            LOG.log(Level.WARNING, "Placing a " + api.backend() + " anchor through its paired clock failed, so it"
                    + " rests on its bracket: " + refused.getMessage(), refused);
            return false;
        }
        HostClocks.Offset offset = HostClocks.measure(clock.pairedHostClock());
        long host = reading.hostNanos() + offset.nanos()
                - clock.deviceNanosBetween(eventTicks, reading.deviceTicks());
        long error = offset.errorNanos() + clock.deviceNanosBetween(0, 1) + 1;
        long low = Math.max(before, host - error);
        long high = Math.min(after, host + error);
        if (low > high) {
            return false;
        }
        bounds[0] = low;
        bounds[1] = high;
        return true;
    }
}
