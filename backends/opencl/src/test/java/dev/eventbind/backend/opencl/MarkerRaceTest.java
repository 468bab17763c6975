package dev.eventbind.backend.opencl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.api.DriverException;
import dev.eventbind.backend.opencl.OpenClEvents.Event;
import dev.eventbind.backend.opencl.OpenClEvents.Stream;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;

/**
 * Readers of an event's marker racing writers that replace and release it, on PoCL: a reader gets a timestamp, a
 * not-ready status or (once the event is destroyed) {@link IllegalStateException}, and never passes a released
 * {@code cl_event} to the driver (which would read freed memory).
 */
class MarkerRaceTest {

    private static final int RECORDS = 2_000;
    private static final int READERS = 2;

    @Test
    void readsRacingRecordsAndADestroySeeATimestampNotReadyOrRefusal() throws Exception {
        try (OpenClEvents backend = OpenClEvents.open()) {
            Stream queue = backend.streamCreateNonBlocking();
            Event start = backend.eventCreate();
            Event moving = backend.eventCreate();
            backend.eventRecord(start, queue);
            backend.eventRecord(moving, queue);
            backend.eventWait(moving);
            AtomicBoolean destroyed = new AtomicBoolean();
            ExecutorService pool = Executors.newFixedThreadPool(READERS + 1);
            try {
                List<Future<Long>> readers = new ArrayList<>();
                for (int i = 0; i < READERS; i++) {
                    readers.add(pool.submit(reader(backend, start, moving, destroyed)));
                }
                Future<?> writer = pool.submit(() -> {
                    for (int i = 0; i < RECORDS; i++) {
                        backend.eventRecord(moving, queue);
                        if (i % 64 == 0) {
                            backend.eventQuery(moving);
                        }
                    }
                    backend.streamSynchronize(queue);
                    backend.eventDestroy(moving);
                    destroyed.set(true);
                    return null;
                });
                writer.get(120, TimeUnit.SECONDS);
                for (Future<Long> reader : readers) {
                    assertTrue(reader.get(120, TimeUnit.SECONDS) > 0, "every reader read some timestamps");
                }
            } finally {
                pool.shutdownNow();
            }
            backend.eventDestroy(start);
            backend.streamDestroy(queue);
        }
    }

    /** Reads until it sees the event refused after the writer destroyed it; returns how many reads succeeded. */
    private static Callable<Long> reader(OpenClEvents backend, Event start, Event moving, AtomicBoolean destroyed) {
        return () -> {
            long reads = 0;
            while (true) {
                boolean wasDestroyed = destroyed.get();
                try {
                    backend.eventElapsedNanos(start, moving);
                    reads++;
                } catch (DriverException notYet) {
                    assertTrue(notYet.notReady(), notYet.getMessage());
                } catch (IllegalStateException refused) {
                    assertEquals("OpenCL event already destroyed", refused.getMessage());
                    return reads;
                }
                if (wasDestroyed) {
                    throw new AssertionError("a destroyed event was read");
                }
            }
        };
    }
}
