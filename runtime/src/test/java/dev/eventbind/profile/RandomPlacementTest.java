package dev.eventbind.profile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.recording.RecordingEventApi;
import dev.eventbind.recording.RecordingEventApi.Event;
import dev.eventbind.recording.RecordingEventApi.Stream;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Random scripts of nested and consecutive windows on one stream, with every device reading off by up to two and
 * a half records' worth and the windows read back in random order, by durations and by a batch, while others are
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

    /** One window of the script: its device order is where its two points sit in {@code order}. */
    private static final class Script {
        final List<long[]> placed = new ArrayList<>(); // by window id: {start, end}
        final List<int[]> order = new ArrayList<>(); // device order: {window id, 0 start / 1 end}
    }

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8})
    void placedPointsFollowTheDeviceOrder(long seed) throws Exception {
        Random random = new Random(seed);
        RecordingEventApi api = new RecordingEventApi().readingError(() -> random.nextLong(-2_500, 2_501));
        Script script = new Script();
        try (EventProfiler<Event, Stream> profiler = new EventProfiler<>(api, () -> 50 * SECOND, SECOND)) {
            run(profiler, api.workingStream(), random, script);
        }
        assertEquals(0, api.liveEvents(), "events left alive");

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
        assertTrue(script.order.size() == 2 * WINDOWS, "every window placed");
    }

    private static void run(EventProfiler<Event, Stream> profiler, Stream stream, Random random, Script script)
            throws Exception {
        Deque<long[]> open = new ArrayDeque<>(); // {window id, token}
        List<Object[]> unread = new ArrayList<>(); // {window id, duration}
        WindowBatch<Event> batch = profiler.newBatch(BATCH);
        List<Integer> inBatch = new ArrayList<>();
        int started = 0;
        while (started < WINDOWS || !open.isEmpty()) {
            double dice = random.nextDouble();
            if (started < WINDOWS && open.size() < MAX_DEPTH && dice < 0.45) {
                int id = started++;
                script.placed.add(new long[2]);
                open.push(new long[] {id, profiler.start(stream)});
                script.order.add(new int[] {id, 0});
            } else if (!open.isEmpty() && dice < 0.9) {
                long[] top = open.pop();
                int id = (int) top[0];
                if (random.nextInt(3) == 0 && inBatch.size() < BATCH) {
                    profiler.stop(stream, top[1], batch);
                    inBatch.add(id);
                } else {
                    unread.add(new Object[] {id, profiler.stop(stream, top[1])});
                }
                script.order.add(new int[] {id, 1});
            } else {
                readOne(unread, random, script);
            }
            if (unread.size() > MAX_UNREAD) {
                readOne(unread, random, script);
            }
            if (inBatch.size() == BATCH || (!inBatch.isEmpty() && dice > 0.98)) {
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
