package dev.eventbind.reliability.faults;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.api.DriverException;
import dev.eventbind.backend.opencl.OpenCl;
import dev.eventbind.backend.opencl.OpenClEvents;
import dev.eventbind.backend.opencl.OpenClEvents.Event;
import dev.eventbind.backend.opencl.OpenClEvents.Stream;
import dev.eventbind.backend.opencl.OpenClWork;
import dev.eventbind.ffm.Fault;
import dev.eventbind.ffm.FaultSchedule;
import dev.eventbind.profile.EventProfiler;
import dev.eventbind.profile.ProfileException;
import dev.eventbind.profile.ProfileResult;
import dev.eventbind.reliability.support.Figures;
import dev.eventbind.reliability.support.ObservedApi;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * Real work on PoCL, four threads profiling 250 windows each through one profiler, with the driver failing a
 * record from the middle of the run on (the fault plan's, on {@code clEnqueueBarrierWithWaitList}): in one run
 * every seventh with CL_OUT_OF_RESOURCES, which the OpenCL spec does not mark poisoning, so the instance goes on; in
 * the other once with CL_DEVICE_NOT_AVAILABLE, which poisons it, so every later call of that instance fails fast
 * with that first failure. Either way every window is either placed, its span a real reading of its own work, or
 * failed, saying so; none reads a wrong span. Every event and stream the binding handed out comes back (a release
 * still reaches the driver on a poisoned instance), and a freshly opened backend measures work.
 */
class OpenClMidwayFaultTest {

    private static final int THREADS = 4;
    private static final int WINDOWS = 250;
    private static final Duration FAILED = Duration.ofSeconds(3600);
    private static final Fault RECORD = OpenClUnderFaults.fault("clEnqueueBarrierWithWaitList");

    @Test
    void aStatusInjectedMidwayLeavesEveryWindowPlacedOrFailedAndEveryEventReleased() throws Exception {
        AtomicLong placed = new AtomicLong();
        AtomicLong failed = new AtomicLong();
        ObservedApi<Event, Stream> api;
        try (OpenClEvents backend = OpenClEvents.open()) {
            api = new ObservedApi<>(backend);
            List<Stream> streams = new ArrayList<>();
            for (int t = 0; t < THREADS; t++) {
                streams.add(backend.streamCreateNonBlocking());
            }
            OpenClWork work = OpenClWork.allocate(streams.getFirst(), 1 << 20);
            EventProfiler<Event, Stream> profiler = new EventProfiler<>(api);
            // A window records twice; the anchor and the fills add a few: from about the middle of the run on.
            RECORD.arm(new FaultSchedule(THREADS * WINDOWS, 7, FaultSchedule.UNLIMITED));
            ExecutorService threads = Executors.newFixedThreadPool(THREADS);
            try {
                List<Future<Void>> done = new ArrayList<>();
                for (Stream stream : streams) {
                    done.add(threads.submit(windows(profiler, work, stream, placed, failed)));
                }
                for (Future<Void> thread : done) {
                    thread.get(5, TimeUnit.MINUTES);
                }
            } finally {
                RECORD.arm(FaultSchedule.standby());
                threads.shutdownNow();
                profiler.close();
            }
            work.close();
            for (Stream stream : streams) {
                backend.streamSynchronize(stream);
                backend.streamDestroy(stream);
            }
        }
        long fresh = freshBackendMeasures();
        Figures.report("OpenCL (PoCL) status injected mid-way: " + THREADS + " threads x " + WINDOWS + " windows, "
                + placed + " placed, " + failed + " failed, " + api.live() + " events or streams not released, "
                + api.doubleReleases() + " released twice; a fresh backend then measured " + fresh + " ns");
        assertAll(
                () -> assertEquals(THREADS * WINDOWS, placed.get() + failed.get(), "every window placed or failed"),
                () -> assertTrue(failed.get() > 0, "the injected status failed some window"),
                () -> assertTrue(placed.get() > THREADS * WINDOWS / 3, placed + " placed"),
                () -> assertEquals(0, api.live(), "events or streams the binding handed out and never got back"),
                () -> assertEquals(0, api.doubleReleases(), "released twice"));
    }

    private static Callable<Void> windows(EventProfiler<Event, Stream> profiler, OpenClWork work, Stream stream,
            AtomicLong placed, AtomicLong failed) {
        return () -> {
            for (int i = 0; i < WINDOWS; i++) {
                try {
                    long token = profiler.start(stream);
                    work.fill(stream);
                    ProfileResult result = profiler.stop(stream, token).resolve();
                    if (result.failed()) {
                        assertEquals(FAILED, result.duration(), "a failed window reads " + result);
                        failed.incrementAndGet();
                    } else {
                        assertTrue(result.duration().compareTo(Duration.ZERO) > 0
                                && result.duration().compareTo(Duration.ofSeconds(10)) < 0, "a placed window "
                                + "reads " + result);
                        placed.incrementAndGet();
                    }
                } catch (DriverException | ProfileException refused) {
                    failed.incrementAndGet();
                }
            }
            return null;
        };
    }

    /** A backend opened after the run measures a fill: nothing of the faulted instance stays with the driver. */
    @Test
    void aPoisoningStatusInjectedMidwayPoisonsTheInstanceWhileEveryWindowIsPlacedOrFailedAndEveryEventReleased()
            throws Exception {
        Fault poison = OpenClUnderFaults.POISONED_RECORD;
        AtomicLong injected = new AtomicLong();
        AtomicLong placed = new AtomicLong();
        AtomicLong failed = new AtomicLong();
        ObservedApi<Event, Stream> api;
        DriverException refused;
        try (OpenClEvents backend = OpenClEvents.open()) {
            api = new ObservedApi<>(backend);
            List<Stream> streams = new ArrayList<>();
            for (int t = 0; t < THREADS; t++) {
                streams.add(api.streamCreateNonBlocking());
            }
            OpenClWork work = OpenClWork.allocate(streams.getFirst(), 1 << 20);
            EventProfiler<Event, Stream> profiler = new EventProfiler<>(api);
            // A window records twice: the one failing record comes about half way through the 1,000 windows.
            poison.arm(new FaultSchedule(THREADS * WINDOWS, 1, 1));
            ExecutorService threads = Executors.newFixedThreadPool(THREADS);
            try {
                List<Future<Void>> done = new ArrayList<>();
                for (Stream stream : streams) {
                    done.add(threads.submit(windows(profiler, work, stream, placed, failed)));
                }
                for (Future<Void> thread : done) {
                    thread.get(5, TimeUnit.MINUTES);
                }
            } finally {
                injected.set(poison.injected()); // before the standby schedule resets the count
                poison.arm(FaultSchedule.standby());
                threads.shutdownNow();
                profiler.close();
            }
            work.close();
            // The instance refuses work from now on, with a typed error that carries the first failure.
            refused = assertThrows(DriverException.class, api::streamCreateNonBlocking);
            for (Stream stream : streams) {
                assertThrows(DriverException.class, () -> backend.streamSynchronize(stream));
                api.streamDestroy(stream);
            }
        }
        long fresh = freshBackendMeasures();
        Figures.report("OpenCL (PoCL) poisoning status injected mid-way: " + THREADS + " threads x " + WINDOWS
                + " windows, " + placed + " placed, " + failed + " failed, " + injected + " injected; the"
                + " instance then refused work (" + refused.getMessage() + "); " + api.live() + " events or streams"
                + " not released, " + api.doubleReleases() + " released twice; a fresh backend then measured " + fresh
                + " ns");
        assertAll(
                () -> assertEquals(1, injected.get(), "the poisoning status was injected once"),
                () -> assertEquals(THREADS * WINDOWS, placed.get() + failed.get(), "every window placed or failed"),
                () -> assertTrue(failed.get() > 0, "the poisoned instance failed the windows after it"),
                () -> assertTrue(placed.get() > 0, "windows before the poisoning were placed"),
                () -> assertTrue(refused.poisoned(), "a call after the poisoning is refused as poisoned: " + refused),
                () -> assertEquals(OpenCl.CL_DEVICE_NOT_AVAILABLE, refused.status(), refused.getMessage()),
                () -> assertInstanceOf(DriverException.class, refused.getCause(), "it carries the first failure"),
                () -> assertEquals(0, api.live(), "events or streams the binding handed out and never got back"),
                () -> assertEquals(0, api.doubleReleases(), "released twice"));
    }

    private static long freshBackendMeasures() throws DriverException {
        try (OpenClEvents backend = OpenClEvents.open()) {
            Stream stream = backend.streamCreateNonBlocking();
            Event start = backend.eventCreate();
            Event end = backend.eventCreate();
            try (OpenClWork work = OpenClWork.allocate(stream, 1 << 20)) {
                backend.eventRecord(start, stream);
                work.fill(stream);
                backend.eventRecord(end, stream);
                backend.eventWait(end);
                return backend.eventElapsedNanos(start, end);
            } finally {
                backend.eventDestroy(start);
                backend.eventDestroy(end);
                backend.streamDestroy(stream);
            }
        }
    }
}
