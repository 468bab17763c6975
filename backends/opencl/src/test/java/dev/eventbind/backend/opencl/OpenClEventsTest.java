package dev.eventbind.backend.opencl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.api.DriverException;
import dev.eventbind.backend.opencl.OpenClEvents.Event;
import dev.eventbind.backend.opencl.OpenClEvents.Stream;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The OpenCL spellings of the event calls, on PoCL: what the contract suite cannot see from outside. */
class OpenClEventsTest {

    /** 64 MiB: a few milliseconds of work on PoCL, long enough to catch a marker before it is reached. */
    private static final long WORK_BYTES = 64L << 20;

    private static OpenClEvents backend;
    /** Where the work buffer is made: the backend's context. */
    private static Stream home;
    private static OpenClWork work;
    private final List<Event> events = new ArrayList<>();
    private Stream queue;

    @BeforeAll
    static void open() throws DriverException {
        backend = OpenClEvents.open();
        home = backend.streamCreateNonBlocking();
        work = OpenClWork.allocate(home, WORK_BYTES);
    }

    @AfterAll
    static void close() throws DriverException {
        work.close();
        backend.streamDestroy(home);
        backend.close();
    }

    @BeforeEach
    void createQueue() throws DriverException {
        queue = backend.streamCreateNonBlocking();
    }

    @AfterEach
    void destroyQueue() throws DriverException {
        backend.streamSynchronize(queue);
        backend.streamDestroy(queue);
        for (Event event : events) {
            backend.eventDestroy(event);
        }
    }

    @Test
    void elapsedToAMarkerNotYetReachedIsProfilingInfoNotAvailable() throws DriverException {
        Event start = recorded();
        backend.eventWait(start);
        for (int i = 0; i < 4; i++) {
            work.fill(queue);
        }
        Event end = recorded();
        DriverException notReady = assertThrows(DriverException.class, () -> backend.eventElapsedNanos(start, end));
        assertEquals(-7, notReady.status());
        assertEquals("CL_PROFILING_INFO_NOT_AVAILABLE", notReady.statusName().orElseThrow());
        assertTrue(notReady.notReady(), "the marker is merely not complete: " + notReady.getMessage());
        backend.eventWait(end);
        assertTrue(backend.eventElapsedNanos(start, end) > 0, "the work took time once reached");
    }

    @Test
    void aCompleteCommandWithoutProfilingInfoIsNotFlaggedNotReady() throws DriverException {
        Event recorded = recorded();
        backend.eventWait(recorded);
        Event complete = UserEvents.completed(backend, queue);
        events.add(complete);

        DriverException unavailable = assertThrows(DriverException.class,
                () -> backend.eventElapsedNanos(recorded, complete));

        assertEquals(OpenCl.CL_PROFILING_INFO_NOT_AVAILABLE, unavailable.status());
        assertFalse(unavailable.notReady(), "waiting longer would not help: " + unavailable.getMessage());
    }

    @Test
    void elapsedOfAnEventNeverRecordedIsRefusedBeforeTheDriver() throws DriverException {
        Event recorded = recorded();
        backend.eventWait(recorded);
        Event fresh = created();
        IllegalStateException refused = assertThrows(IllegalStateException.class,
                () -> backend.eventElapsedNanos(recorded, fresh));
        assertTrue(refused.getMessage().contains("never recorded"), refused.getMessage());
    }

    @Test
    void elapsedOfAFailedCommandReportsTheCommandsOwnError() throws DriverException {
        Event reached = recorded();
        backend.eventWait(reached);
        Event failed = UserEvents.failedWith(backend, queue, UserEvents.OUT_OF_RESOURCES);
        events.add(failed);
        DriverException error = assertThrows(DriverException.class, () -> backend.eventElapsedNanos(reached, failed));
        assertEquals("CL_OUT_OF_RESOURCES", error.statusName().orElseThrow(), error.getMessage());
        DriverException waited = assertThrows(DriverException.class, () -> backend.eventWait(failed));
        assertEquals("CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST", waited.statusName().orElseThrow());
    }

    @Test
    void aClosedBackendMakesNoQueueWhileOneMadeBeforeKeepsWorking() throws DriverException {
        OpenClEvents closed = OpenClEvents.open();
        Stream before = closed.streamCreateNonBlocking();
        closed.close();
        assertThrows(IllegalStateException.class, closed::streamCreateNonBlocking);
        closed.close();
        Event event = closed.eventCreate();
        closed.eventRecord(event, before);
        closed.eventWait(event);
        closed.eventDestroy(event);
        try (OpenClWork buffer = OpenClWork.allocate(before, 4)) {
            buffer.fill(before);
            closed.streamSynchronize(before);
        }
        closed.streamDestroy(before);
    }

    /**
     * Queues made while another thread closes the backend: each create either gets a queue on the live context,
     * which keeps working after the close (OpenCL counts the context's references), or is refused before the driver
     * sees the released context.
     */
    @Test
    void aCloseRacingQueueCreatesEitherMakesAWorkingQueueOrRefuses() throws Exception {
        ExecutorService threads = Executors.newFixedThreadPool(4);
        try {
            int made = 0;
            int refused = 0;
            for (int round = 0; round < 20; round++) {
                OpenClEvents racing = OpenClEvents.open();
                List<Future<Stream>> creates = new ArrayList<>();
                for (int i = 0; i < 4; i++) {
                    creates.add(threads.submit(() -> {
                        try {
                            return racing.streamCreateNonBlocking();
                        } catch (IllegalStateException closed) {
                            return null;
                        }
                    }));
                }
                racing.close();
                for (Future<Stream> create : creates) {
                    Stream queue = create.get(30, TimeUnit.SECONDS);
                    if (queue == null) {
                        refused++;
                        continue;
                    }
                    Event event = racing.eventCreate();
                    racing.eventRecord(event, queue);
                    racing.eventWait(event);
                    racing.eventDestroy(event);
                    racing.streamDestroy(queue);
                    made++;
                }
            }
            assertEquals(80, made + refused);
            System.out.printf("close racing queue creates: %d made and working, %d refused%n", made, refused);
        } finally {
            threads.shutdownNow();
        }
    }

    @Test
    void recordingAgainReplacesTheMarkerTheEventHeld() throws DriverException {
        Event start = recorded();
        Event end = recorded();
        backend.eventWait(end);
        long before = backend.eventElapsedNanos(start, end);
        work.fill(queue);
        backend.eventRecord(end, queue);
        backend.eventWait(end);
        long after = backend.eventElapsedNanos(start, end);
        assertTrue(after > before, "re-recorded after work: " + after + " ns vs " + before + " ns before");
    }

    @Test
    void aDestroyedQueueNeverReachesTheDriver() throws DriverException {
        Stream gone = backend.streamCreateNonBlocking();
        backend.streamDestroy(gone);
        Event event = recorded();
        assertThrows(IllegalStateException.class, () -> backend.eventRecord(event, gone));
        assertThrows(IllegalStateException.class, () -> backend.streamWaitEvent(gone, event));
        assertThrows(IllegalStateException.class, () -> backend.streamSynchronize(gone));
        assertThrows(IllegalStateException.class, () -> work.fill(gone));
        assertThrows(IllegalStateException.class, () -> backend.streamDestroy(gone));
    }

    @Test
    void waitingOnAnEventNeverRecordedReturnsAtOnce() throws DriverException {
        Event fresh = created();
        backend.eventWait(fresh);
        backend.streamWaitEvent(queue, fresh);
        Event after = recorded();
        backend.eventWait(after);
        assertEquals(0L, backend.eventElapsedNanos(after, after));
    }

    @Test
    void aQueryIsFalseWhileTheMarkerIsQueuedAndTurnsTrueByPollingAlone() throws Exception {
        assertTrue(backend.supportsEventQuery());
        for (int i = 0; i < 4; i++) {
            work.fill(queue);
        }
        Event marker = recorded();
        assertFalse(backend.eventQuery(marker), "behind about 25 ms of fills");
        // No wait and no finish: the query itself must get the unflushed marker submitted.
        long deadline = System.nanoTime() + 30_000_000_000L;
        while (!backend.eventQuery(marker)) {
            assertTrue(System.nanoTime() < deadline, "the marker never completed under polling");
            Thread.sleep(1);
        }
        assertTrue(backend.eventElapsedNanos(marker, marker) == 0L, "a reached marker has its timestamps");
    }

    @Test
    void aQueryOfAFailedCommandIsTheCommandsOwnError() throws DriverException {
        Event failed = UserEvents.failedWith(backend, queue, UserEvents.OUT_OF_RESOURCES);
        events.add(failed);
        DriverException error = assertThrows(DriverException.class, () -> backend.eventQuery(failed));
        assertEquals("CL_OUT_OF_RESOURCES", error.statusName().orElseThrow(), error.getMessage());
        assertFalse(error.notReady());
    }

    @Test
    void aQueryOfAnEventNeverRecordedIsComplete() throws DriverException {
        assertTrue(backend.eventQuery(created()));
        Event complete = UserEvents.completed(backend, queue);
        events.add(complete);
        assertTrue(backend.eventQuery(complete));
    }

    @Test
    void aDestroyedEventNeverReachesTheDriver() throws DriverException {
        Event gone = backend.eventCreate();
        backend.eventRecord(gone, queue);
        backend.eventDestroy(gone);
        Event live = recorded();
        backend.eventWait(live);
        assertThrows(IllegalStateException.class, () -> backend.eventQuery(gone));
        assertThrows(IllegalStateException.class, () -> backend.eventWait(gone));
        assertThrows(IllegalStateException.class, () -> backend.eventRecord(gone, queue));
        assertThrows(IllegalStateException.class, () -> backend.streamWaitEvent(queue, gone));
        assertThrows(IllegalStateException.class, () -> backend.eventElapsedNanos(live, gone));
        assertThrows(IllegalStateException.class, () -> backend.eventElapsedNanos(gone, live));
        assertThrows(IllegalStateException.class, () -> backend.eventDestroy(gone));
    }

    @Test
    void aWorkBufferIsAWholeNumberOfFillPatterns() {
        assertThrows(IllegalArgumentException.class, () -> OpenClWork.allocate(queue, 6));
        assertThrows(IllegalArgumentException.class, () -> OpenClWork.allocate(queue, 0));
    }

    private Event recorded() throws DriverException {
        Event event = created();
        backend.eventRecord(event, queue);
        return event;
    }

    /** An event this test owns; destroyed after it. */
    private Event created() throws DriverException {
        Event event = backend.eventCreate();
        events.add(event);
        return event;
    }
}
