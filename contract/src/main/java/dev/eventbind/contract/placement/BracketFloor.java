package dev.eventbind.contract.placement;

import dev.eventbind.api.DriverException;
import dev.eventbind.api.EventApi;
import java.util.Arrays;
import java.util.Locale;

/**
 * What bounds a bracketed anchor on a backend, measured as the profiler's anchor measures: an event recorded on an
 * idle stream and waited for, between two host clock reads, against where the device really stamped it. The stamp
 * comes some time after the read before the record (the device's delay) and the read after the wait some time after
 * the stamp (the waiting thread's wake-up). Intersecting brackets can at best keep the least of each, so no bracketed
 * anchor can honestly claim a bound narrower than half their sum ({@link #boundNanos()}), and its middle lies half
 * their difference from the truth ({@link #middleOffNanos()}): a placement target below those is below the floor.
 *
 * @param tries how many brackets were taken
 * @param outside how many stamps lay outside their bracket: a device clock that is not the host's
 * @param earliestNanos the least time from the read before a record to its stamp
 * @param earlyP50Nanos the median of that time
 * @param latestNanos the least time from a stamp to the read after its wait
 * @param lateP50Nanos the median of that time
 */
public record BracketFloor(int tries, int outside, long earliestNanos, long earlyP50Nanos, long latestNanos,
        long lateP50Nanos) {

    /**
     * Takes {@code tries} brackets of an event recorded on {@code stream}, which nothing else may use meanwhile.
     *
     * @param truth where the device reached the event, on the {@link System#nanoTime()} clock
     * @throws DriverException when the backend refuses a call
     * @throws IllegalArgumentException when {@code tries} is not positive
     */
    public static <E, S> BracketFloor measure(EventApi<E, S> api, S stream, PlacementRun.Truth<E> truth, int tries)
            throws DriverException {
        if (tries <= 0) {
            throw new IllegalArgumentException("tries must be positive: " + tries);
        }
        long[] early = new long[tries];
        long[] late = new long[tries];
        int outside = 0;
        E event = api.eventCreate();
        try {
            for (int i = 0; i < tries; i++) {
                long before = System.nanoTime();
                api.eventRecord(event, stream);
                api.eventWait(event);
                long after = System.nanoTime();
                long stamp = truth.stampNanos(event);
                outside += stamp < before || stamp > after ? 1 : 0;
                early[i] = stamp - before;
                late[i] = after - stamp;
            }
        } finally {
            api.eventDestroy(event);
        }
        Arrays.sort(early);
        Arrays.sort(late);
        return new BracketFloor(tries, outside, early[0], early[tries / 2], late[0], late[tries / 2]);
    }

    /** The narrowest bound a bracketed anchor can claim: half the least early and late times together. */
    public long boundNanos() {
        return (earliestNanos + latestNanos + 1) / 2;
    }

    /** How far the middle of the narrowest intersected bracket lies from the truth. */
    public long middleOffNanos() {
        return Math.abs(earliestNanos - latestNanos) / 2;
    }

    @Override
    public String toString() {
        return String.format(Locale.ROOT, "a record and its wait on an idle stream, %,d tries: the stamp at least %.1f"
                + " us after the read before the record (p50 %.1f), the read after the wait at least %.1f us after"
                + " the stamp (p50 %.1f); so a bracketed anchor's bound is at least %.1f us, its middle %.1f us off"
                + "%s", tries, earliestNanos / 1e3, earlyP50Nanos / 1e3, latestNanos / 1e3, lateP50Nanos / 1e3,
                boundNanos() / 1e3, middleOffNanos() / 1e3, outside == 0 ? "" : "; " + outside
                        + " stamps outside their bracket");
    }
}
