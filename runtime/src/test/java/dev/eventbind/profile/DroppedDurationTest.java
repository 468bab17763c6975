package dev.eventbind.profile;

import dev.eventbind.profile.internal.AnchorClock;
import dev.eventbind.profile.internal.Lane;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * Durations dropped unresolved give their events back while the profiler is in use: once more than
 * {@link Lane#UNREAD_LIMIT} windows of a stream wait unread, a stop reads the oldest back if the device has passed
 * it, never waiting for one it has not.
 */
class DroppedDurationTest extends ProfilerFixture {

    @Test
    void a100kDroppedDurationsKeepNoMoreEventsThanTheLimitAllows() throws Exception {
        api.queryable();
        ProfileDuration kept = profiler.stop(work, profiler.start(work));
        for (int i = 0; i < 100_000; i++) {
            profiler.stop(work, profiler.start(work)); // dropped unresolved
            if (i % 100 == 0) {
                api.reachAll(); // the device moves on
            }
        }
        int bound = 2 * (Lane.UNREAD_LIMIT + 100 + 2) + AnchorClock.MAX_SAMPLES;
        assertTrue(api.liveEvents() <= bound, api.liveEvents() + " events live, more than " + bound);

        assertTrue(kept.isResolved(), "the oldest was read back early");
        ProfileResult result = kept.resolve();
        assertFalse(result.failed());
        assertTrue(result.ticks().endNanos() >= result.ticks().startNanos());
        api.reachAll(); // for the close's read-backs
    }

    @Test
    void aStopNeverReadsBackAWindowTheDeviceHasNotPassed() throws Exception {
        api.queryable();
        List<ProfileDuration> unread = new ArrayList<>();
        for (int i = 0; i < Lane.UNREAD_LIMIT + 50; i++) {
            unread.add(profiler.stop(work, profiler.start(work)));
        }
        for (ProfileDuration duration : unread) {
            assertFalse(duration.isResolved(), "nothing is reached, so nothing is read back");
        }
        api.reachAll();
        profiler.stop(work, profiler.start(work));
        assertTrue(unread.get(0).isResolved(), "reached now: the next stop read the oldest back");
        assertFalse(unread.get(1).isResolved(), "one per stop");
        assertEquals(0, profiler.openWindows());
        api.reachAll(); // for the close's read-backs
    }

    @Test
    void durationsResolvedWhileTheLaneReadsThemBackGetOneResultEachAndLeakNothing() throws Exception {
        api.queryable();
        List<ProfileDuration> durations = new ArrayList<>();
        for (int i = 0; i < 3 * Lane.UNREAD_LIMIT; i++) {
            durations.add(profiler.stop(work, profiler.start(work)));
            if (i % 7 == 0) {
                api.reachAll(); // the later stops read some of the oldest back early
            }
        }
        api.reachAll();
        ProfileResult[][] seen = new ProfileResult[READERS][durations.size()];
        List<Thread> readers = startReaders(durations, seen, ProfileDuration::resolve);
        profiler.close(); // reads back, and holds for their durations, whatever no reader has claimed yet
        for (Thread reader : readers) {
            reader.join();
        }
        assertOneMeasuredResultEach(durations, seen);
    }

    @Test
    void timedResolvesThatGiveUpRaceTheLaneAndTheCloseAndEachDurationStillGetsOneResult() throws Exception {
        api.queryable();
        List<ProfileDuration> durations = new ArrayList<>();
        for (int i = 0; i < 2 * Lane.UNREAD_LIMIT; i++) {
            durations.add(profiler.stop(work, profiler.start(work)));
        }
        AtomicBoolean closed = new AtomicBoolean();
        Thread device = Thread.ofPlatform().start(() -> {
            while (!closed.get()) { // the device reaches what was recorded, now and then
                LockSupport.parkNanos(200_000);
                api.reachAll();
            }
        });
        ProfileResult[][] seen = new ProfileResult[READERS][durations.size()];
        List<Thread> readers = startReaders(durations, seen, duration -> {
            while (true) {
                try { // waits often run out, giving the claim up for the lane or another reader
                    return duration.resolve(Duration.ofNanos(50_000));
                } catch (TimeoutException tooSoon) {
                    Thread.onSpinWait();
                }
            }
        });
        for (int i = 0; i < 50; i++) { // stops past the unread limit read the oldest back early meanwhile
            profiler.stop(work, profiler.start(work));
        }
        profiler.close();
        for (Thread reader : readers) {
            reader.join();
        }
        closed.set(true);
        device.join();
        assertOneMeasuredResultEach(durations, seen);
    }

    /** Threads resolving the same durations at once in the race tests. */
    private static final int READERS = 4;

    /**
     * Starts {@value #READERS} threads, each resolving every duration with {@code resolving} into its row of
     * {@code seen} (by the duration's index), reader {@code r} from a {@code r}th of the way along, so that they
     * meet on every window.
     */
    private static List<Thread> startReaders(List<ProfileDuration> durations, ProfileResult[][] seen,
            Function<ProfileDuration, ProfileResult> resolving) {
        List<Thread> readers = new ArrayList<>();
        for (int r = 0; r < READERS; r++) {
            ProfileResult[] results = seen[r];
            int offset = r * durations.size() / READERS;
            readers.add(Thread.ofPlatform().start(() -> {
                for (int i = 0; i < durations.size(); i++) {
                    int at = (offset + i) % durations.size();
                    results[at] = resolving.apply(durations.get(at));
                }
            }));
        }
        return readers;
    }

    /** Every duration measured, with the same result for every reader and for a resolve now; no event alive. */
    private void assertOneMeasuredResultEach(List<ProfileDuration> durations, ProfileResult[][] seen) {
        for (int i = 0; i < durations.size(); i++) {
            ProfileResult first = seen[0][i];
            assertNotNull(first, "reader 0 resolved duration " + i);
            assertFalse(first.failed(), first.toString());
            for (ProfileResult[] results : seen) {
                assertEquals(first, results[i], "one result per duration, whoever read it");
            }
            assertEquals(first, durations.get(i).resolve(), "the duration's own result");
        }
        assertEquals(0, api.liveEvents(), "events left alive");
    }
}
