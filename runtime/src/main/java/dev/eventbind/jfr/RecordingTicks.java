package dev.eventbind.jfr;

import java.lang.management.ManagementFactory;
import java.lang.management.RuntimeMXBean;

/**
 * Turns {@link System#nanoTime()} readings into the ticks Flight Recorder stamps its events with, so a
 * {@code @Timestamp(TICKS)} field lands on the recording's timeline where the moment happened.
 *
 * <p>Flight Recorder offers no public way to back-date an event or read its tick counter. On HotSpot its ticks are
 * the JVM's elapsed counter: {@code nanoTime} minus the reading taken when the JVM started, at one tick per
 * nanosecond, and the JVM's uptime is that same counter in whole milliseconds. So the offset is found once, by
 * reading {@code nanoTime} on either side of the moment the uptime moves to its next millisecond: that moment is
 * a whole number of milliseconds of ticks, and the reads around it bound it to about 0.2 us. The tightest of
 * {@value #ROUNDS} such moments is kept. The test that reads a recording back checks the result against the
 * events' own times.
 */
final class RecordingTicks {

    static final int ROUNDS = 3;
    private static final long NANOS_PER_MILLI = 1_000_000L;
    private static final long OFFSET = measureOffset();

    private RecordingTicks() {
    }

    /** The Flight Recorder tick count at host-clock time {@code nanoTime}. */
    static long ticks(long nanoTime) {
        return nanoTime - OFFSET;
    }

    private static long measureOffset() {
        RuntimeMXBean runtime = ManagementFactory.getRuntimeMXBean();
        long best = 0;
        long bestWidth = Long.MAX_VALUE;
        for (int round = 0; round < ROUNDS; round++) {
            long millis = runtime.getUptime();
            long earlier = System.nanoTime();
            long before = earlier;
            long after;
            long now;
            do {
                earlier = before;
                before = System.nanoTime();
                now = runtime.getUptime();
                after = System.nanoTime();
            } while (now == millis);
            // The uptime turned to `now` milliseconds after the last read that still saw the old value (which
            // began after `earlier`) and before the read that saw the new one returned (before `after`).
            if (after - earlier < bestWidth) {
                bestWidth = after - earlier;
                best = earlier + (after - earlier) / 2 - now * NANOS_PER_MILLI;
            }
        }
        return best;
    }
}
