package dev.eventbind.event;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.recording.LogCapture;
import dev.eventbind.recording.RecordingEventApi;
import dev.eventbind.recording.RecordingEventApi.Call;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.logging.Level;
import org.junit.jupiter.api.Test;

class OwnedEventTest {

    private final RecordingEventApi api = new RecordingEventApi();

    @Test
    void closingTwiceDestroysOnce() throws Exception {
        OwnedEvent<RecordingEventApi.Event> event = OwnedEvent.create(api);
        event.close();
        event.close();

        assertEquals(1, api.log(Call.DESTROY).size());
        assertEquals(0, api.liveEvents());
        assertEquals(0, api.doubleDestroys());
    }

    @Test
    void concurrentClosesDestroyOnce() throws Exception {
        ExecutorService threads = Executors.newFixedThreadPool(4);
        try {
            for (int round = 0; round < 200; round++) {
                OwnedEvent<RecordingEventApi.Event> event = OwnedEvent.create(api);
                CountDownLatch go = new CountDownLatch(1);
                List<Future<?>> closes = java.util.stream.IntStream.range(0, 4)
                        .<Future<?>>mapToObj(i -> threads.submit(() -> {
                            go.await();
                            event.close();
                            return null;
                        }))
                        .toList();
                go.countDown();
                for (Future<?> close : closes) {
                    close.get();
                }
            }
        } finally {
            threads.shutdownNow();
        }
        assertEquals(200, api.log(Call.DESTROY).size());
        assertEquals(0, api.doubleDestroys());
        assertEquals(0, api.liveEvents());
    }

    @Test
    void closedEventUsedAgainThrowsAndNeverReachesTheDriver() throws Exception {
        OwnedEvent<RecordingEventApi.Event> event = OwnedEvent.create(api);
        event.close();
        int callsBefore = api.log().size();

        assertThrows(IllegalStateException.class, event::handle);
        assertTrue(event.isClosed());
        assertEquals(callsBefore, api.log().size());
        assertEquals(0, api.reachedAfterDestroy());
    }

    @Test
    void destroyFailureIsLoggedAtWarnAndNeverThrown() throws Exception {
        OwnedEvent<RecordingEventApi.Event> event = OwnedEvent.create(api);
        api.fail(Call.DESTROY, 1);
        try (LogCapture logs = LogCapture.of(OwnedEvent.class)) {
            event.close();

            List<String> warnings = logs.at(Level.WARNING);
            assertEquals(1, warnings.size());
            assertTrue(warnings.getFirst().startsWith("Failed to release a REC event: "), warnings.getFirst());
        }
    }

    @Test
    void eventNeverClosedIsReleasedByTheCleanerAndReportedAsALeak() throws Exception {
        try (LogCapture logs = LogCapture.of(OwnedEvent.class)) {
            createAndDrop();
            long deadline = System.nanoTime() + 10_000_000_000L;
            while (api.liveEvents() > 0 && System.nanoTime() < deadline) {
                System.gc();
                Thread.sleep(20);
            }
            assertEquals(0, api.liveEvents(), "the cleaner did not release the dropped event within 10 s");
            assertEquals(1, api.log(Call.DESTROY).size());
            String line = awaitLine(logs);
            assertTrue(line.contains("never closed") && line.contains("leak"), line);
        }
    }

    private void createAndDrop() throws Exception {
        OwnedEvent.create(api).handle();
    }

    /** The leak line is written by the cleaner thread just before it destroys: wait for it briefly. */
    private static String awaitLine(LogCapture logs) throws InterruptedException {
        for (int i = 0; i < 100 && logs.at(Level.WARNING).isEmpty(); i++) {
            Thread.sleep(10);
        }
        return logs.at(Level.WARNING).getFirst();
    }
}
