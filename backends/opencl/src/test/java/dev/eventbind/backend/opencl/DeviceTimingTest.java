package dev.eventbind.backend.opencl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.api.DriverException;
import dev.eventbind.backend.opencl.OpenClEvents.Event;
import dev.eventbind.backend.opencl.OpenClEvents.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Device timestamps against the world: a window around real work reads what a host clock reads, and a barrier
 * on one queue really holds it behind another queue's work.
 */
class DeviceTimingTest {

    /**
     * 256 MiB, filled {@link #FILLS} times: about 130 ms of work on PoCL on an idle machine once the pages are
     * touched (more on a busy one), long enough that the host's few milliseconds of wake-up latency stay well
     * inside the 5%.
     */
    private static final long WORK_BYTES = 256L << 20;
    private static final int FILLS = 6;
    private static final double TOLERANCE = 0.05;
    /** Below this a 5% agreement would be within the host's own wake-up jitter and prove nothing. */
    private static final long MEANINGFUL_NANOS = 40_000_000L;
    private static final int ATTEMPTS = 3;

    private static OpenClEvents backend;
    private static OpenClWork work;
    private static Stream first;
    private static Stream second;

    @BeforeAll
    static void open() throws DriverException {
        backend = OpenClEvents.open();
        first = backend.streamCreateNonBlocking();
        second = backend.streamCreateNonBlocking();
        work = OpenClWork.allocate(first, WORK_BYTES);
        work.fill(first); // warm-up: the first fill pays for touching every page of the buffer
        backend.streamSynchronize(first);
    }

    @AfterAll
    static void close() throws DriverException {
        backend.streamDestroy(first);
        backend.streamDestroy(second);
        work.close();
        backend.close();
    }

    @Test
    void aWindowAroundRealWorkAgreesWithHostWallTimeWithinFivePercent() throws DriverException {
        double ratio = Double.NaN;
        long host = 0;
        for (int attempt = 1; attempt <= ATTEMPTS; attempt++) {
            Event start = backend.eventCreate();
            Event end = backend.eventCreate();
            long before = System.nanoTime();
            backend.eventRecord(start, first);
            fillAll(first);
            backend.eventRecord(end, first);
            backend.streamSynchronize(first);
            host = System.nanoTime() - before;
            long device = backend.eventElapsedNanos(start, end);
            backend.eventDestroy(start);
            backend.eventDestroy(end);
            ratio = (double) device / host;
            System.out.printf("OpenCL window, attempt %d: device %.3f ms, host %.3f ms, ratio %.4f%n", attempt,
                    device / 1e6, host / 1e6, ratio);
            if (Math.abs(ratio - 1) <= TOLERANCE) {
                break;
            }
        }
        assertTrue(host >= MEANINGFUL_NANOS, "work too short for a 5% check: " + host + " ns");
        assertTrue(Math.abs(ratio - 1) <= TOLERANCE, "device / host = " + ratio);
    }

    @Test
    void aBarrierOnQueueTwoHoldsItBackUntilQueueOnesWorkIsDone() throws DriverException {
        Spans spans = acrossQueues(true);
        assertEquals(0L, backend.eventElapsedNanos(spans.released, spans.workDone),
                "queue 2's marker ended before queue 1's work");
        assertTrue(backend.eventElapsedNanos(spans.workStart, spans.released)
                >= backend.eventElapsedNanos(spans.workStart, spans.workDone));
        spans.destroy();
    }

    /** The control for the test above: without the barrier the idle queue runs ahead, so the check can fail. */
    @Test
    void withoutTheBarrierQueueTwoRunsAhead() throws DriverException {
        Spans spans = acrossQueues(false);
        long work = backend.eventElapsedNanos(spans.workStart, spans.workDone);
        long ahead = backend.eventElapsedNanos(spans.released, spans.workDone);
        assertTrue(ahead > work / 2, "queue 2 ended " + ahead + " ns before queue 1's " + work + " ns of work");
        spans.destroy();
    }

    /** Queue 1 runs the work between two markers; queue 2, idle, records one marker (after a barrier or not). */
    private static Spans acrossQueues(boolean barrier) throws DriverException {
        Spans spans = new Spans(backend.eventCreate(), backend.eventCreate(), backend.eventCreate());
        backend.eventRecord(spans.workStart, first);
        fillAll(first);
        backend.eventRecord(spans.workDone, first);
        if (barrier) {
            backend.streamWaitEvent(second, spans.workDone);
        }
        backend.eventRecord(spans.released, second);
        backend.eventWait(spans.released);
        backend.streamSynchronize(first);
        return spans;
    }

    private static void fillAll(Stream queue) throws DriverException {
        for (int i = 0; i < FILLS; i++) {
            work.fill(queue);
        }
    }

    /** The three markers of a cross-queue run. */
    private record Spans(Event workStart, Event workDone, Event released) {
        void destroy() throws DriverException {
            backend.eventDestroy(workStart);
            backend.eventDestroy(workDone);
            backend.eventDestroy(released);
        }
    }
}
