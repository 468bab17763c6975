package dev.eventbind.backend.cuda.driver;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.api.DriverException;
import dev.eventbind.backend.cuda.driver.CudaDriverEvents.Event;
import dev.eventbind.backend.cuda.driver.CudaDriverEvents.Stream;
import dev.eventbind.discovery.BackendProbe;
import dev.eventbind.fence.EventFence;
import dev.eventbind.ffm.Scratch;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The per-thread context rule of the driver API, on the driver-shaped library that enforces it: a raw call is
 * refused on a fresh thread, the generated backend makes the primary context current on each thread once (and
 * for code making its own calls when asked), and events cross threads.
 */
class CudaDriverContextOnDriverShapedLibraryTest {

    private static final int INVALID_CONTEXT = 201;

    private static CudaDriverEvents backend;
    private static final DriverCounters COUNTERS = DriverCountersFunctions.open();

    @BeforeAll
    static void open() throws DriverException {
        backend = CudaDriverEvents.open();
    }

    @Test
    void aRawCallIsRefusedOnAThreadWithoutAContext() throws Exception {
        CudaDriver raw = CudaDriverFunctions.open();
        long refusedBefore = COUNTERS.cuhRefusedWithoutContext();

        int status = onFreshThreadValue(() -> raw.cuEventCreate(Scratch.get(), CudaDriver.CU_EVENT_DEFAULT));

        assertAll(
                () -> assertEquals(INVALID_CONTEXT, status),
                () -> assertEquals("CUDA_ERROR_INVALID_CONTEXT",
                        CudaDriverEvents.statusConvention().failure("cuEventCreate", status).statusName()
                                .orElseThrow()),
                () -> assertEquals(refusedBefore + 1, COUNTERS.cuhRefusedWithoutContext()));
    }

    @Test
    void ownCallsGoThroughOnAFreshThreadOnceTheBackendMadeItsContextCurrent() throws Exception {
        CudaDriver raw = CudaDriverFunctions.open();
        long refusedBefore = COUNTERS.cuhRefusedWithoutContext();

        int[] statuses = onFreshThreadValue(() -> {
            backend.ensureContextCurrent();
            MemorySegment out = Scratch.get();
            int created = raw.cuEventCreate(out, CudaDriver.CU_EVENT_DEFAULT);
            return new int[] {created, raw.cuEventDestroy(out.get(ValueLayout.ADDRESS, 0))};
        });

        assertArrayEquals(new int[] {0, 0}, statuses);
        assertEquals(refusedBefore, COUNTERS.cuhRefusedWithoutContext(), "calls refused for want of a context");
    }

    @Test
    void theBackendWorksOnAThreadThatNeverCalledTheDriver() throws Exception {
        long refusedBefore = COUNTERS.cuhRefusedWithoutContext();

        long elapsed = onFreshThreadValue(() -> {
            Stream stream = backend.streamCreateNonBlocking();
            Event start = backend.eventCreate();
            Event end = backend.eventCreate();
            backend.eventRecord(start, stream);
            backend.eventRecord(end, stream);
            backend.eventWait(end);
            long nanos = backend.eventElapsedNanos(start, end);
            backend.eventDestroy(start);
            backend.eventDestroy(end);
            backend.streamDestroy(stream);
            return nanos;
        });

        assertTrue(elapsed >= 0, "elapsed " + elapsed);
        assertEquals(refusedBefore, COUNTERS.cuhRefusedWithoutContext(), "calls refused for want of a context");
    }

    @Test
    void eachThreadMakesTheContextCurrentOnceForAllItsCalls() throws Exception {
        long before = COUNTERS.cuhSetCurrentCalls();

        onFreshThreadValue(() -> {
            for (int i = 0; i < 50; i++) {
                backend.eventDestroy(backend.eventCreate());
            }
            return null;
        });

        assertEquals(before + 1, COUNTERS.cuhSetCurrentCalls());
    }

    @Test
    void aFenceMintedOnOneThreadIsWaitedOnAnother() throws Exception {
        Stream stream = backend.streamCreateNonBlocking();
        EventFence<Event, Stream> fence = EventFence.mint(backend, stream);
        long refusedBefore = COUNTERS.cuhRefusedWithoutContext();

        onFreshThreadValue(() -> {
            fence.waitSync();
            return null;
        });

        backend.streamDestroy(stream);
        assertEquals(refusedBefore, COUNTERS.cuhRefusedWithoutContext(), "calls refused for want of a context");
    }

    @Test
    void theProviderProbesReadyThroughTheContextOnTheOverriddenLibrary() {
        BackendProbe probe = new CudaDriverEventsProvider().probe();

        assertTrue(probe.ready(), () -> "reason " + probe.reason());
        assertEquals(Path.of(System.getProperty("eventbind.cuda-driver.library")).toAbsolutePath().normalize(),
                Path.of(probe.library().orElseThrow()).toAbsolutePath().normalize());
        // cuDriverGetVersion's own number: 1000 * major + 10 * minor.
        assertEquals("13000", probe.version().orElseThrow());
    }

    private static <T> T onFreshThreadValue(Callable<T> work) throws Exception {
        try {
            return onNewThread(work);
        } catch (ExecutionException e) {
            throw new AssertionError("the call on another thread failed", e.getCause());
        }
    }

    /** Runs {@code work} on a thread made for it, which has never called the driver. */
    private static <T> T onNewThread(Callable<T> work) throws ExecutionException, InterruptedException {
        FutureTask<T> task = new FutureTask<>(work);
        Thread thread = new Thread(task, "fresh driver caller");
        thread.start();
        return task.get();
    }
}
