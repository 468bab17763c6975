package dev.eventbind.backend.vulkan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.backend.vulkan.VulkanEvents.Event;
import dev.eventbind.backend.vulkan.VulkanEvents.Stream;
import dev.eventbind.fence.EventFence;
import dev.eventbind.profile.EventProfiler;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Many threads, platform and virtual, on one device's streams at once: each makes a stream, waits on the device for
 * an event another thread recorded last (and records it again on its own stream), times its work between two events
 * and destroys its stream, while the others do the same. Every stream shares lavapipe's one queue, so a batch left
 * waiting on a timeline that a racing destroy removed stalls the queue for good: every later wait and query read
 * hangs. Mixed in: profiler windows, fences, the queue taken with {@code withQueue}, and streams destroyed by their own
 * submit's commands.
 */
class VulkanThreadsTest {

    private static final int THREADS = 8;
    private static final int ROUNDS = 100;
    private static final int SHARED_EVENTS = 6;

    @Test
    void streamsDestroyedWhileOtherThreadsStreamsWaitOnTheirEventsNeverStallTheQueue() throws Exception {
        VulkanEvents vk = VulkanEvents.open();
        Stream home = vk.streamCreateNonBlocking();
        ConcurrentLinkedQueue<Event> shared = new ConcurrentLinkedQueue<>();
        for (int i = 0; i < SHARED_EVENTS; i++) {
            Event event = vk.eventCreate();
            vk.eventRecord(event, home);
            shared.add(event);
        }
        ConcurrentLinkedQueue<Throwable> failures = new ConcurrentLinkedQueue<>();
        int[] rounds = new int[THREADS];
        assertTimeoutPreemptively(Duration.ofSeconds(60), () -> {
            try (EventProfiler<Event, Stream> profiler = new EventProfiler<>(vk);
                    ExecutorService platform = Executors.newFixedThreadPool(THREADS / 2);
                    ExecutorService virtual = Executors.newVirtualThreadPerTaskExecutor()) {
                List<Future<?>> threads = new ArrayList<>();
                for (int t = 0; t < THREADS; t++) {
                    int thread = t;
                    threads.add((t % 2 == 0 ? platform : virtual).submit(() -> {
                        for (int round = 0; round < ROUNDS; round++) {
                            try {
                                round(vk, profiler, shared);
                                rounds[thread]++;
                            } catch (Throwable failed) {
                                failures.add(failed);
                            }
                        }
                        return null;
                    }));
                }
                for (Future<?> thread : threads) {
                    thread.get(50, TimeUnit.SECONDS);
                }
            }
        });
        assertEquals(List.of(), List.copyOf(failures));
        for (int done : rounds) {
            assertEquals(ROUNDS, done);
        }
        for (Event event : shared) {
            vk.eventWait(event);
            vk.eventDestroy(event);
        }
        vk.streamDestroy(home);
    }

    private static void round(VulkanEvents vk, EventProfiler<Event, Stream> profiler,
            ConcurrentLinkedQueue<Event> shared) throws Exception {
        ThreadLocalRandom random = ThreadLocalRandom.current();
        Stream stream = vk.streamCreateNonBlocking();
        Event start = vk.eventCreate();
        Event end = vk.eventCreate();
        vk.eventRecord(start, stream);
        Event other = shared.poll();
        if (other != null) {
            vk.streamWaitEvent(stream, other); // last recorded, maybe, on a stream another thread destroys now
            if (random.nextBoolean()) {
                vk.eventRecord(other, stream); // and its next waiter waits on this one, destroyed below
            }
            shared.add(other);
        }
        boolean destroyedBySubmit = false;
        switch (random.nextInt(4)) {
            case 0 -> VulkanQueues.withQueue(stream, () -> vk.eventQuery(start));
            case 1 -> {
                long token = profiler.start(stream, "round");
                assertTrue(profiler.stop(stream, token).durationNanos() >= 0);
            }
            case 2 -> {
                try (EventFence<Event, Stream> fence = EventFence.mint(vk, stream)) {
                    fence.waitSync();
                }
            }
            default -> {
                destroyedBySubmit = random.nextBoolean();
                boolean destroy = destroyedBySubmit;
                VulkanQueues.submit(stream, commands -> {
                    if (destroy) {
                        vk.streamDestroy(stream);
                    }
                });
            }
        }
        if (!destroyedBySubmit) {
            vk.eventRecord(end, stream);
            vk.eventWait(end);
            assertTrue(vk.eventElapsedNanos(start, end) >= 0);
            vk.streamDestroy(stream);
        }
        vk.eventDestroy(start);
        vk.eventDestroy(end);
    }
}
