package dev.eventbind.profile;

import dev.eventbind.profile.internal.DeviceOrder;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.eventbind.recording.RecordingEventApi;
import dev.eventbind.recording.RecordingEventApi.Event;
import dev.eventbind.recording.RecordingEventApi.Stream;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Random scripts of nested and consecutive windows on one stream, with every device reading off by up to ten
 * records' worth and the windows read back in random order, by durations and by a batch, while others are
 * still open: each stream's placed points follow its device order, so no two windows partially overlap and every
 * nested window lies inside its parent. Up to a few hundred windows wait to be placed at once, more than the
 * lane's table of recent points holds, so windows are bounded both ways the lane keeps them.
 */
class RandomPlacementTest {

    private static final long SECOND = 1_000_000_000L;
    private static final int WINDOWS = 3_000;
    private static final int MAX_DEPTH = 5;
    private static final int MAX_UNREAD = 180;
    private static final int BATCH = 48;
    private static final int LAGGING = 200;
    /** How far a reading can be off: ten records' worth. */
    private static final long ERROR = 10_000;

    /** One window of the script: its device order is where its two points sit in {@code order}. */
    private static final class Script {
        final List<long[]> placed = new ArrayList<>(); // by window id: {start, end}
        final List<int[]> order = new ArrayList<>(); // device order: {window id, 0 start / 1 end}
    }

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8})
    void placedPointsFollowTheDeviceOrder(long seed) throws Exception {
        assertInDeviceOrder(scripted(seed, WINDOWS, 0.1), seed, WINDOWS);
    }

    /**
     * A reader that lags: {@value #LAGGING} windows are all stopped before the first is read back, in random
     * order. The oldest starts leave the lane's table of recent points unbounded, and are passed only later.
     */
    @ParameterizedTest
    @ValueSource(longs = {11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22})
    void aReaderLaggingFarBehindKeepsTheDeviceOrder(long seed) throws Exception {
        assertInDeviceOrder(scripted(seed, LAGGING, 0.0), seed, LAGGING);
    }

    /** Runs a random script of {@code windows} windows on one stream of a fresh profiler, which it then closes. */
    private static Script scripted(long seed, int windows, double reads) throws Exception {
        Random random = new Random(seed);
        RecordingEventApi api = new RecordingEventApi().readingError(() -> random.nextLong(-ERROR, ERROR + 1));
        Script script = new Script();
        try (EventProfiler<Event, Stream> profiler = new EventProfiler<>(api, () -> 50 * SECOND, SECOND)) {
            run(profiler, api.workingStream(), random, script, windows, reads);
        }
        assertEquals(0, api.liveEvents(), "events left alive");
        return script;
    }

    /**
     * A window whose start left the table of recent points before anything was placed, passed later by a window
     * read back after its predecessor: it is held after that predecessor, placed before it was passed.
     */
    @Test
    void aWindowBoundedLateIsHeldAfterWhatWasPlacedBeforeIt() throws Exception {
        Deque<Long> errors = new ArrayDeque<>();
        RecordingEventApi api = new RecordingEventApi().readingError(() -> errors.isEmpty() ? 0 : errors.poll());
        Stream stream = api.workingStream();
        try (EventProfiler<Event, Stream> profiler = new EventProfiler<>(api, () -> 50 * SECOND, SECOND)) {
            ProfileDuration first = profiler.stop(stream, profiler.start(stream));
            ProfileDuration second = profiler.stop(stream, profiler.start(stream));
            ProfileDuration last = null;
            for (int i = 0; i < DeviceOrder.RECENT; i++) {
                last = profiler.stop(stream, profiler.start(stream));
            }
            ProfileTicks firstTicks = first.resolve().ticks();
            last.resolve();
            errors.add(-5_000L); // the second's start read 5 us early: before the first ended
            ProfileTicks secondTicks = second.resolve().ticks();
            assertEquals(firstTicks.endNanos(), secondTicks.startNanos(), "held at the end of the first");
        }
    }

    private static void assertInDeviceOrder(Script script, long seed, int windows) {

        long previous = Long.MIN_VALUE;
        for (int i = 0; i < script.order.size(); i++) {
            int[] point = script.order.get(i);
            long value = script.placed.get(point[0])[point[1]];
            if (value < previous) {
                throw new AssertionError("seed " + seed + ": device point " + i + " (window " + point[0]
                        + (point[1] == 0 ? " start" : " end") + ") placed at " + value + ", before the point ahead"
                        + " of it at " + previous);
            }
            previous = value;
        }
        assertEquals(2 * windows, script.order.size(), "every window placed");
    }

    /** Starts {@code windows} windows; at each step a stopped one is read back with probability {@code reads}. */
    private static void run(EventProfiler<Event, Stream> profiler, Stream stream, Random random, Script script,
            int windows, double reads) throws Exception {
        Deque<long[]> open = new ArrayDeque<>(); // {window id, token}
        List<Object[]> unread = new ArrayList<>(); // {window id, duration}
        WindowBatch<Event> batch = profiler.newBatch(BATCH);
        List<Integer> inBatch = new ArrayList<>();
        int started = 0;
        while (started < windows || !open.isEmpty()) {
            double dice = random.nextDouble();
            if (started < windows && open.size() < MAX_DEPTH && dice < 0.45) {
                int id = started++;
                script.placed.add(new long[2]);
                open.push(new long[] {id, profiler.start(stream)});
                script.order.add(new int[] {id, 0});
            } else if (!open.isEmpty() && dice < 1 - reads) {
                long[] top = open.pop();
                int id = (int) top[0];
                if (random.nextInt(3) == 0 && inBatch.size() < BATCH) {
                    profiler.stop(stream, top[1], batch);
                    inBatch.add(id);
                } else {
                    unread.add(new Object[] {id, profiler.stop(stream, top[1])});
                }
                script.order.add(new int[] {id, 1});
            } else if (reads > 0) {
                readOne(unread, random, script);
            }
            if (reads > 0 && unread.size() > MAX_UNREAD) {
                readOne(unread, random, script);
            }
            if (reads > 0 && (inBatch.size() == BATCH || (!inBatch.isEmpty() && dice > 0.98))) {
                readBatch(batch, inBatch, script);
            }
        }
        while (!unread.isEmpty() || !inBatch.isEmpty()) {
            if (!inBatch.isEmpty() && random.nextInt(unread.size() + 1) == 0) {
                readBatch(batch, inBatch, script);
            } else {
                readOne(unread, random, script);
            }
        }
    }

    private static void readOne(List<Object[]> unread, Random random, Script script) throws Exception {
        if (unread.isEmpty()) {
            return;
        }
        Object[] taken = unread.remove(random.nextInt(unread.size()));
        ProfileTicks ticks = ((ProfileDuration) taken[1]).resolve().ticks();
        long[] placed = script.placed.get((Integer) taken[0]);
        placed[0] = ticks.startNanos();
        placed[1] = ticks.endNanos();
    }

    private static void readBatch(WindowBatch<Event> batch, List<Integer> inBatch, Script script) {
        batch.resolve();
        for (int i = 0; i < inBatch.size(); i++) {
            long[] placed = script.placed.get(inBatch.get(i));
            placed[0] = batch.startNanos(i);
            placed[1] = batch.endNanos(i);
        }
        batch.clear();
        inBatch.clear();
    }
}
