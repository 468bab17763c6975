package dev.eventbind.profile;

import dev.eventbind.profile.internal.AnchorClock;
import dev.eventbind.profile.internal.Lane;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.locks.LockSupport;
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
        int readers = 4;
        List<List<ProfileResult>> seen = new ArrayList<>();
        List<Thread> threads = new ArrayList<>();
        for (int r = 0; r < readers; r++) {
            List<ProfileResult> results = new ArrayList<>();
            seen.add(results);
            boolean backwards = r % 2 == 1;
            threads.add(Thread.ofPlatform().start(() -> {
                for (int i = 0; i < durations.size(); i++) {
                    results.add(durations.get(backwards ? durations.size() - 1 - i : i).resolve());
                }
            }));
        }
        profiler.close(); // reads back, and holds for their durations, whatever no reader has claimed yet
        for (Thread thread : threads) {
            thread.join();
        }
        for (int r = 0; r < readers; r++) {
            List<ProfileResult> results = seen.get(r);
            assertEquals(durations.size(), results.size());
            for (int i = 0; i < durations.size(); i++) {
                ProfileResult result = results.get(r % 2 == 1 ? durations.size() - 1 - i : i);
                assertFalse(result.failed(), result.toString());
                assertEquals(durations.get(i).resolve(), result, "one result per duration, whoever read it");
            }
        }
        assertEquals(0, api.liveEvents(), "events left alive");
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
        List<ProfileResult[]> seen = new ArrayList<>();
        List<Thread> readers = new ArrayList<>();
        for (int r = 0; r < 4; r++) {
            ProfileResult[] results = new ProfileResult[durations.size()];
            seen.add(results);
            int offset = r * durations.size() / 4;
            readers.add(Thread.ofPlatform().start(() -> {
                for (int i = 0; i < durations.size(); i++) {
                    int at = (offset + i) % durations.size();
                    while (results[at] == null) {
                        try { // waits often run out, giving the claim up for the lane or another reader
                            results[at] = durations.get(at).resolve(Duration.ofNanos(50_000));
                        } catch (TimeoutException tooSoon) {
                            Thread.onSpinWait();
                        }
                    }
                }
            }));
        }
        for (int i = 0; i < 50; i++) { // stops past the unread limit read the oldest back early meanwhile
            profiler.stop(work, profiler.start(work));
        }
        profiler.close();
        for (Thread reader : readers) {
            reader.join();
        }
        closed.set(true);
        device.join();
        for (int i = 0; i < durations.size(); i++) {
            ProfileResult first = seen.get(0)[i];
            assertFalse(first.failed(), first.toString());
            for (ProfileResult[] results : seen) {
                assertEquals(first, results[i], "one result per duration, whoever read it");
            }
        }
        assertEquals(0, api.liveEvents(), "events left alive");
    }
}
