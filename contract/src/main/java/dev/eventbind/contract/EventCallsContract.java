package dev.eventbind.contract;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.eventbind.api.DriverException;
import dev.eventbind.api.EventApi;
import dev.eventbind.api.ForwardingEventApi;
import dev.eventbind.fence.EventFence;
import dev.eventbind.ffm.Fault;
import dev.eventbind.ffm.FaultPlan;
import dev.eventbind.ffm.FaultSchedule;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * What every {@link EventApi} backend must do on its real native library: the event calls themselves.
 * Backends extend {@link EventApiContract}, which adds the fence and the profiler on top.
 *
 * <p>A backend's test says how
 * to open the backend, how to keep one of its streams busy for a while, how fine its timer is, and, where it can,
 * how to make a handle the driver rejects, and which C functions and statuses its fault rows inject through a
 * {@link FaultPlan} ({@link #faultRows()}). Which statuses mean "not ready" is the spec's {@code @Status(notReady)}
 * (or a hand-written backend's own {@link DriverException#notReady()}), never repeated here. Streams and events a
 * test makes are released after it.
 *
 * @param <E> the backend's event handle
 * @param <S> the backend's stream handle
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
public abstract class EventCallsContract<E, S> {

    /** For a backend's test class, which names the backend through {@link #api()} and its companions. */
    protected EventCallsContract() {
    }

    /** Work long enough that the host checks right after queueing it while the device is still busy. */
    private static final Duration LONG_WORK = Duration.ofMillis(300);
    /** Work an event must stay behind while the test reads it: long enough that a loaded machine never catches up. */
    private static final Duration PENDING_WORK = Duration.ofMillis(800);
    /** Work long enough to show up clearly in an elapsed reading. */
    private static final Duration SHORT_WORK = Duration.ofMillis(20);
    /**
     * Threads, and rounds each, of streams destroyed while other threads' streams wait on their events;
     * {@code eventbind.contract.threadRounds} sets the rounds, for a longer run.
     */
    private static final int THREADS = 4;
    private static final int ROUNDS = Integer.getInteger("eventbind.contract.threadRounds", 50);
    private static final int SHARED_EVENTS = 3;
    /** Far above any work a test queues, far below the 3600 s of a failed read-back. */
    private static final Duration IMPLAUSIBLE = Duration.ofSeconds(60);

    private EventApi<E, S> api;
    private Optional<FaultRows> faultRows = Optional.empty();
    private FaultPlan planBefore = FaultPlan.none();
    private final List<S> streams = new ArrayList<>();
    private final List<E> events = new ArrayList<>();

    /** Opens the backend under test against its real library; called once per test class. */
    protected abstract EventApi<E, S> openApi() throws Exception;

    /**
     * Queues work on {@code stream} that keeps it busy for about {@code duration} once it runs, and returns
     * without waiting for it. Events recorded after it on the stream are reached only when it is done.
     */
    protected abstract void enqueueWork(S stream, Duration duration) throws Exception;

    /** The finest step the backend's elapsed readings can show; the tolerance of every timing check. */
    protected abstract Duration timerResolution();

    /** A handle the driver itself rejects (not one this library already released), if the backend can make one. */
    protected Optional<E> driverRejectedEvent() {
        return Optional.empty();
    }

    /**
     * The C functions and statuses the fault rows inject through a {@link FaultPlan}: a refused stream, a
     * poisoning status, and, where a bad handle is undefined behaviour, a rejected one. The contract installs them
     * before it opens the backend; empty leaves those rows to the library's own hooks below, or skips them.
     */
    protected Optional<FaultRows> faultRows() {
        return Optional.empty();
    }

    /**
     * Makes the next event record of {@code fresh} (a backend opened for this alone with {@link #openApi()}) fail
     * with a status the spec marks as poisoning the device, if the backend's library has a hook for it; used where
     * {@link #faultRows()} has no poisoning fault.
     */
    protected Optional<ThrowingCall> poisonNextRecord() {
        return Optional.empty();
    }

    /**
     * Makes the next stream creation fail with a status that does not poison the device, if the backend's library
     * has a hook for it; used where {@link #faultRows()} has no refused-stream fault.
     */
    protected Optional<ThrowingCall> failNextStreamCreate() {
        return Optional.empty();
    }

    @BeforeAll
    final void openBackend() throws Exception {
        faultRows = faultRows();
        // Installed before the backend links, so the functions they name are wrapped as they link.
        faultRows.ifPresent(rows -> planBefore = FaultPlan.install(FaultPlan.installed()
                .and(rows.faults().toArray(Fault[]::new))));
        api = openApi();
    }

    @AfterEach
    final void releaseWhatTheTestMade() throws DriverException {
        for (S stream : streams) {
            api.streamSynchronize(stream);
        }
        for (E event : events) {
            api.eventDestroy(event);
        }
        for (S stream : streams) {
            api.streamDestroy(stream);
        }
        events.clear();
        streams.clear();
    }

    @AfterAll
    final void closeBackend() throws Exception {
        if (api instanceof AutoCloseable closeable) {
            closeable.close();
        }
        if (faultRows.isPresent()) {
            FaultPlan.install(planBefore);
        }
    }

    /** The backend under test. */
    protected final EventApi<E, S> api() {
        return api;
    }

    /** A fresh non-blocking stream, synchronized and destroyed after the test. */
    protected final S stream() throws DriverException {
        S stream = api.streamCreateNonBlocking();
        streams.add(stream);
        return stream;
    }

    /** A fresh event recorded on {@code stream}, destroyed after the test. */
    protected final E recordOn(S stream) throws DriverException {
        E event = event();
        api.eventRecord(event, stream);
        return event;
    }

    /**
     * {@code measured} is at least {@code expected}, less the timer's resolution, and a real reading: never near
     * the 3600 s a failed read-back reports, which a lower bound alone would pass.
     */
    protected final void assertAtLeast(Duration expected, Duration measured, String what) {
        assertTrue(measured.compareTo(expected.minus(timerResolution())) >= 0,
                what + ": expected at least " + expected + " but measured " + measured);
        assertTrue(measured.compareTo(IMPLAUSIBLE) < 0, what + ": measured " + measured
                + ", the reading of a failed read-back, not of the work");
    }

    @Test
    void eventsOnOneStreamAreReachedInTheOrderRecorded() throws Exception {
        S stream = stream();
        E first = recordOn(stream);
        enqueueWork(stream, SHORT_WORK);
        E second = recordOn(stream);
        enqueueWork(stream, SHORT_WORK);
        E third = recordOn(stream);

        api.eventWait(third);

        // Reaching the last event means the earlier ones were reached: none of these reads is "not ready".
        Duration firstToSecond = api.eventElapsed(first, second);
        Duration secondToThird = api.eventElapsed(second, third);
        assertAtLeast(SHORT_WORK, firstToSecond, "first to second");
        assertAtLeast(SHORT_WORK, secondToThird, "second to third");
        assertAtLeast(firstToSecond, api.eventElapsed(first, third), "first to third");
    }

    @Test
    void elapsedIsNeverNegativeAndSpansAddUp() throws Exception {
        S stream = stream();
        E a = recordOn(stream);
        enqueueWork(stream, SHORT_WORK);
        E b = recordOn(stream);
        enqueueWork(stream, SHORT_WORK);
        E c = recordOn(stream);
        api.streamSynchronize(stream);

        assertEquals(0L, api.eventElapsedNanos(c, a), "a reversed span reads as zero");
        assertEquals(0L, api.eventElapsedNanos(b, a), "a reversed span reads as zero");
        long whole = api.eventElapsedNanos(a, c);
        long parts = api.eventElapsedNanos(a, b) + api.eventElapsedNanos(b, c);
        assertTrue(Math.abs(whole - parts) <= 2 * timerResolution().toNanos(),
                "a->c = " + whole + " ns but a->b + b->c = " + parts + " ns");
    }

    @Test
    void streamWaitEventIsADeviceSideDependencyBetweenStreams() throws Exception {
        S producer = stream();
        S consumer = stream();
        E consumerReady = recordOn(consumer);
        api.eventWait(consumerReady);

        E beforeWork = recordOn(producer);
        enqueueWork(producer, LONG_WORK);
        E afterWork = recordOn(producer);
        api.streamWaitEvent(consumer, afterWork);
        E dependent = recordOn(consumer);

        // The consumer stream has nothing of its own to do, yet its event waits behind the producer's work.
        assertNotReady(() -> api.eventElapsedNanos(consumerReady, dependent));
        api.eventWait(dependent);
        assertAtLeast(LONG_WORK, api.eventElapsed(beforeWork, dependent), "producer work before the dependent");
    }

    /**
     * Threads, platform and virtual, each destroy their own streams while the streams of other threads wait on the
     * device for events last recorded there: every wait is released and no call stalls. A backend that keeps an
     * event's signal as its stream's (a timeline semaphore's value) must never leave a wait on a destroyed stream's
     * timeline; on a queue that all streams share, one such wait stalls every stream.
     */
    @Test
    void streamsDestroyedWhileOtherThreadsStreamsWaitOnTheirEventsReleaseEveryWait() throws Exception {
        S home = stream();
        ConcurrentLinkedQueue<E> shared = new ConcurrentLinkedQueue<>();
        for (int i = 0; i < SHARED_EVENTS; i++) {
            shared.add(recordOn(home));
        }
        api.streamSynchronize(home);
        ConcurrentLinkedQueue<Throwable> failures = new ConcurrentLinkedQueue<>();
        assertTimeoutPreemptively(Duration.ofSeconds(60), () -> {
            try (ExecutorService platform = Executors.newFixedThreadPool(THREADS / 2);
                    ExecutorService virtual = Executors.newVirtualThreadPerTaskExecutor()) {
                List<Future<?>> threads = new ArrayList<>();
                for (int t = 0; t < THREADS; t++) {
                    threads.add((t % 2 == 0 ? platform : virtual).submit(() -> {
                        for (int round = 0; round < ROUNDS; round++) {
                            try {
                                waitOnAnotherThreadsEventAndDestroy(shared);
                            } catch (Exception | AssertionError failed) {
                                failures.add(failed);
                            }
                        }
                        return null;
                    }));
                }
                for (Future<?> thread : threads) {
                    thread.get();
                }
            }
        }, "a wait or a destroy stalled");
        assertEquals(List.of(), List.copyOf(failures));
    }

    /**
     * One round: a stream of its own, made to wait for an event another thread may have recorded last on a stream
     * it is destroying, which it records again on its own; its own span read; its stream destroyed.
     */
    private void waitOnAnotherThreadsEventAndDestroy(ConcurrentLinkedQueue<E> shared) throws DriverException {
        S stream = api.streamCreateNonBlocking();
        E start = api.eventCreate();
        E end = api.eventCreate();
        try {
            api.eventRecord(start, stream);
            E other = shared.poll();
            if (other != null) {
                api.streamWaitEvent(stream, other);
                api.eventRecord(other, stream); // the next thread to take it waits on this stream, destroyed below
                shared.add(other);
            }
            api.eventRecord(end, stream);
            api.eventWait(end);
            assertTrue(api.eventElapsedNanos(start, end) >= 0);
        } finally {
            api.eventDestroy(start);
            api.eventDestroy(end);
            api.streamDestroy(stream);
        }
    }

    @Test
    void streamSynchronizeWaitsForEverythingQueued() throws Exception {
        S stream = stream();
        E start = recordOn(stream);
        enqueueWork(stream, LONG_WORK);
        E end = recordOn(stream);

        api.streamSynchronize(stream);

        assertAtLeast(LONG_WORK, assertDoesNotThrow(() -> api.eventElapsed(start, end)), "queued work");
    }

    @Test
    void unreachedEventReportsNotReady() throws Exception {
        S stream = stream();
        E reached = recordOn(stream);
        api.eventWait(reached);
        enqueueWork(stream, PENDING_WORK);
        E pending = recordOn(stream);

        assertNotReady(() -> api.eventElapsedNanos(reached, pending));
    }

    @Test
    void aSupportedEventQueryAnswersNotYetThenReachedWithoutBlocking() throws Exception {
        assumeTrue(api.supportsEventQuery(), "the backend has no non-blocking event query");
        S stream = stream();
        enqueueWork(stream, PENDING_WORK);
        E pending = recordOn(stream);

        assertFalse(api.eventQuery(pending), "queued behind " + PENDING_WORK + " of work");
        api.eventWait(pending);
        assertTrue(api.eventQuery(pending), "after the wait");
    }

    @Test
    void destroyedEventIsRefusedWithoutReachingTheDriver() throws Exception {
        S stream = stream();
        E event = api.eventCreate();
        api.eventDestroy(event);
        E live = recordOn(stream);

        assertThrows(IllegalStateException.class, () -> api.eventRecord(event, stream));
        assertThrows(IllegalStateException.class, () -> api.eventWait(event));
        assertThrows(IllegalStateException.class, () -> api.eventElapsedNanos(event, live));
        assertThrows(IllegalStateException.class, () -> api.eventElapsedNanos(live, event));
        assertThrows(IllegalStateException.class, () -> api.streamWaitEvent(stream, event));
        assertThrows(IllegalStateException.class, () -> api.eventDestroy(event));
    }

    /**
     * Whether recording hands the event's handle to the driver, so the driver can refuse it there. False where
     * events come back from enqueues (OpenCL): a record makes a new driver event, so only the wait can refuse.
     */
    protected boolean recordPassesTheEventToTheDriver() {
        return true;
    }

    @Test
    void handleTheDriverRejectsIsATypedDriverError() throws Exception {
        Optional<E> rejected = driverRejectedEvent();
        List<Fault> injected = faultRows.map(FaultRows::rejectedHandle).orElse(List.of());
        if (rejected.isEmpty() && !injected.isEmpty()) {
            rejectedHandleInjected(injected);
            return;
        }
        assumeTrue(rejected.isPresent(), "the backend cannot make a handle its driver rejects");
        S stream = stream();

        if (recordPassesTheEventToTheDriver()) {
            DriverException thrown = assertThrows(DriverException.class,
                    () -> api.eventRecord(rejected.get(), stream));
            assertEquals(api.backend(), thrown.backend());
        }
        DriverException waited = assertThrows(DriverException.class, () -> api.eventWait(rejected.get()));
        assertEquals(api.backend(), waited.backend());
    }

    /**
     * The rejected-handle row where a bad handle is undefined behaviour: the record and the wait report it, and a
     * wait for an event whose only record was refused returns at once.
     */
    private void rejectedHandleInjected(List<Fault> faults) throws Exception {
        S stream = stream();
        E event = event();
        if (faults.size() > 1 && recordPassesTheEventToTheDriver()) {
            DriverException thrown = injected(faults.getFirst(), () -> api.eventRecord(event, stream));
            assertEquals(api.backend(), thrown.backend());
            // The refused record enqueued nothing: the event answers as before it (never recorded, so reached),
            // never with a wait for a signal nothing will send.
            assertTimeoutPreemptively(Duration.ofSeconds(10), () -> api.eventWait(event),
                    "a wait for an event whose only record was refused");
            assertTrue(api.eventQuery(event), "a query of an event whose only record was refused");
        }
        Fault hostWait = faults.getLast();
        api.eventRecord(event, stream);
        DriverException waited = injected(hostWait, () -> api.eventWait(event));
        assertEquals(api.backend(), waited.backend());
        api.eventWait(event); // the handle is good: only the injected status refused it
    }

    /**
     * Arms {@code fault} for the next call of its function, runs {@code call}, and returns the driver error the
     * injected status became: the status itself, the function named, not flagged not ready.
     */
    private DriverException injected(Fault fault, ThrowingCall call) {
        fault.arm(FaultSchedule.next());
        @Nullable Throwable thrown;
        try {
            call.run();
            thrown = null;
        } catch (Throwable e) {
            thrown = e;
        } finally {
            fault.arm(FaultSchedule.standby());
        }
        if (fault.linked() == 0) {
            fail(fault.symbol() + " was linked before the contract installed its fault plan, so the fault " + fault
                    + " cannot fire: run the contract test in a JVM of its own (a surefire execution), or name the"
                    + " function in -D" + FaultPlan.PROPERTY);
        }
        DriverException failure = assertInstanceOf(DriverException.class, thrown, () -> "the fault " + fault
                + " did not become a DriverException (" + fault.injected() + " injected)");
        assertEquals(fault.status(), failure.status(), failure.getMessage());
        assertFalse(failure.notReady(), failure.getMessage());
        return failure;
    }

    @Test
    void aFenceWhoseRecordIsRefusedSynchronizesItsStreamInstead() throws Exception {
        S stream = stream();
        enqueueWork(stream, SHORT_WORK);
        E before = recordOn(stream);
        EventApi<E, S> refusing = new ForwardingEventApi<>(api) {
            @Override
            public void eventRecord(E event, S on) throws DriverException {
                throw new DriverException(backend(), "eventRecord", -1, null, "refused by the test", false);
            }
        };
        try (EventFence<E, S> fence = EventFence.mint(refusing, stream)) {
            assertTrue(fence.synchronizedAtMint(), "a refused record synchronizes the stream, as cubecl's fence does");
            assertFalse(fence.refused());
            if (api.supportsEventQuery()) {
                assertTrue(api.eventQuery(before), "the stream was synchronized: work before the fence is done");
            }
            assertTrue(fence.waitSync(Duration.ZERO), "the fence is already passed");
        }
    }

    @Test
    void aPoisoningStatusMakesLaterCallsFailFastWithTheFirstError() throws Exception {
        Optional<Fault> fault = faultRows.flatMap(FaultRows::poisonedRecord);
        Optional<ThrowingCall> poison = fault.isPresent() ? Optional.empty() : poisonNextRecord();
        assumeTrue(fault.isPresent() || poison.isPresent(), faultRows.flatMap(FaultRows::noPoisoning)
                .orElse("the backend cannot be made to return a poisoning status"));
        EventApi<E, S> fresh = openApi();
        S stream = fresh.streamCreateNonBlocking();
        E event = fresh.eventCreate();
        try {
            DriverException first;
            if (fault.isPresent()) {
                first = injected(fault.get(), () -> fresh.eventRecord(event, stream));
            } else {
                poison.get().run();
                first = assertThrows(DriverException.class, () -> fresh.eventRecord(event, stream));
            }
            assertTrue(first.poisoned(), "the injected status poisons: " + first.getMessage());
            DriverException later = assertThrows(DriverException.class, fresh::eventCreate);
            assertEquals(first.status(), later.status(), "later calls fail with the first poisoning status");
            assertSame(first, later.getCause(), "and carry the first failure as their cause");
            assertThrows(DriverException.class, () -> fresh.streamSynchronize(stream));
        } finally {
            fresh.eventDestroy(event); // a destroy still reaches the driver, so nothing leaks
            fresh.streamDestroy(stream);
            if (fresh instanceof AutoCloseable closeable) {
                closeable.close();
            }
        }
    }

    @Test
    void aStreamTheDriverRefusesToCreateIsATypedDriverError() throws Exception {
        Optional<Fault> fault = faultRows.flatMap(FaultRows::refusedStream);
        DriverException refused;
        if (fault.isPresent()) {
            refused = injected(fault.get(), api::streamCreateNonBlocking);
        } else {
            Optional<ThrowingCall> refuse = failNextStreamCreate();
            assumeTrue(refuse.isPresent(), "the backend cannot be made to refuse a stream");
            refuse.get().run();
            refused = assertThrows(DriverException.class, api::streamCreateNonBlocking);
        }
        assertFalse(refused.poisoned(), refused.getMessage());
        stream(); // the next one is created
    }

    /**
     * The question every failure of a re-recorded event ends with: an event whose signal latches (Level Zero,
     * Vulkan) must be reset before it is recorded again, or it keeps reading its first signal.
     */
    static final String NOT_RE_ARMED = "does the backend reset its events before re-recording?";

    /** The message of a re-recorded event that kept its old signal: what was seen, then the question. */
    static String notReArmed(String seen) {
        return "event recorded twice did not signal again: " + seen + "; " + NOT_RE_ARMED;
    }

    /** Fails with {@link #notReArmed} unless {@code holds}: a re-recorded event showed its new signal. */
    static void assertReArmed(boolean holds, Supplier<String> seen) {
        if (!holds) {
            fail(notReArmed(seen.get()));
        }
    }

    @Test
    void anEventRecordedTwiceMeasuresFromItsSecondRecord() throws Exception {
        S stream = stream();
        E start = event();
        E end = event();
        api.eventRecord(start, stream);
        api.eventWait(start); // the first signal is reached before the event is recorded again
        E beforeWork = recordOn(stream);
        enqueueWork(stream, LONG_WORK);
        api.eventRecord(start, stream);
        enqueueWork(stream, SHORT_WORK);
        api.eventRecord(end, stream);
        api.eventWait(end);

        Duration span = api.eventElapsed(start, end);
        // Against the stream's own time, not the requested durations: a busy machine may run the short work long,
        // and work sized on a busy machine runs short on an idle one. An event that kept its first signal spans at
        // least withWork; one re-armed spans withWork less the long work, which no machine runs in a twentieth of
        // its request.
        Duration withWork = api.eventElapsed(beforeWork, end);
        assertReArmed(span.plus(LONG_WORK.dividedBy(20)).compareTo(withWork) <= 0, () -> "the span from its second "
                + "record measured " + span + ", against " + withWork + " from a record before the " + LONG_WORK
                + " of work queued ahead of that record: it takes in that work");
        assertAtLeast(SHORT_WORK, span, "the span from an event's second record");
    }

    @Test
    void aWaitAfterASecondRecordWaitsForTheSecondSignal() throws Exception {
        S stream = stream();
        E event = recordOn(stream);
        api.eventWait(event);
        E before = recordOn(stream);
        enqueueWork(stream, LONG_WORK);
        api.eventRecord(event, stream);

        api.eventWait(event);
        long waited = elapsedOrNotReArmed(before, event, "a wait on it returned while the " + LONG_WORK
                + " of work queued before its second record was still running");
        assertReArmed(waited >= LONG_WORK.toNanos() - timerResolution().toNanos(), () -> "its signal came "
                + Duration.ofNanos(waited) + " after an event recorded before the " + LONG_WORK
                + " of work queued ahead of its second record");
    }

    @Test
    void aStreamWaitingOnTheFirstRecordIsReleasedByItWhileTheSecondIsStillAhead() throws Exception {
        S producer = stream();
        S consumer = stream();
        E consumerReady = recordOn(consumer);
        api.eventWait(consumerReady);
        E event = recordOn(producer);
        api.eventWait(event); // signalled once already: both records below are re-records
        E start = recordOn(producer);
        enqueueWork(producer, SHORT_WORK);
        api.eventRecord(event, producer);
        api.streamWaitEvent(consumer, event); // the consumer waits on this record...
        E released = recordOn(consumer);
        enqueueWork(producer, LONG_WORK);
        api.eventRecord(event, producer); // ...and still waits while the event is recorded once more

        api.eventWait(event);
        api.eventWait(released);
        long fromStart = elapsedOrNotReArmed(start, event, "a wait on it returned before the work queued ahead "
                + "of its last record was done");
        assertReArmed(fromStart >= SHORT_WORK.plus(LONG_WORK).toNanos() - timerResolution().toNanos(),
                () -> "its last signal came " + Duration.ofNanos(fromStart) + " after the producer's start, with "
                        + SHORT_WORK.plus(LONG_WORK) + " of work queued ahead of it, while another stream waited "
                        + "on an earlier record");
        assertAtLeast(SHORT_WORK, api.eventElapsed(start, released),
                "the waiting stream held until the record it waited on");
        long releasedToLast = api.eventElapsedNanos(released, event);
        // Released by the record it waited on, the consumer runs LONG_WORK ahead of the last signal, less however
        // long its queue took to wake (milliseconds on a loaded host); held until the later record, about none.
        assertTrue(releasedToLast >= LONG_WORK.toNanos() / 2, () -> "the stream that "
                + "waited on an event's earlier record was released " + Duration.ofNanos(releasedToLast)
                + " before its last signal, with " + LONG_WORK + " of work between them: the wait was held "
                + "until the later record instead");
    }

    /** The span between two reached events; a not-ready reading means the wait that reached {@code end} lied. */
    private long elapsedOrNotReArmed(E start, E end, String seen) throws DriverException {
        try {
            return api.eventElapsedNanos(start, end);
        } catch (DriverException e) {
            if (e.notReady()) {
                fail(notReArmed(seen), e);
            }
            throw e;
        }
    }

    /** A fresh event, not recorded yet, destroyed after the test. */
    protected final E event() throws DriverException {
        E event = api.eventCreate();
        events.add(event);
        return event;
    }

    /** The call is refused with one of the spec's not-ready statuses: flagged not ready, not poisoned. */
    protected final void assertNotReady(ThrowingCall call) {
        DriverException thrown = assertThrows(DriverException.class, call::run, "expected a not-ready status");
        assertTrue(thrown.notReady(), "a not-ready status not flagged notReady(): " + thrown.getMessage());
        assertFalse(thrown.poisoned(), "a not-ready status flagged poisoned: " + thrown.getMessage());
    }

    /** A driver call a test expects to be refused. */
    @FunctionalInterface
    protected interface ThrowingCall {
        void run() throws Exception;
    }

    /** Work the contract's own checks queue; subclasses may use them for their own checks. */
    protected static Duration shortWork() {
        return SHORT_WORK;
    }

    /** Work a subclass times to calibrate its {@link #enqueueWork}: see {@link #fastestNanos}. */
    @FunctionalInterface
    protected interface CalibratedWork<S> {
        /** Queues the work on {@code stream}; {@code run} is 0 for the untimed warm-up, then 1, 2, ... */
        void enqueue(S stream, int run) throws DriverException;
    }

    /**
     * The device time of the fastest of {@code runs} timed enqueues of {@code work}, for a subclass that calibrates
     * how much work fills a requested duration: on a stream of its own, {@code work} is queued once untimed
     * (iteration 0, a warm-up that touches every page), then {@code runs} times between two events (iterations 1 to
     * {@code runs}).
     *
     * @param api the backend
     * @param runs how many timed enqueues, at least one
     * @param work what to time; its iteration number tells the warm-up (0) from the timed runs
     * @return the shortest device time measured, at least 1 ns
     * @throws DriverException when the driver refuses a call
     */
    protected static <E, S> long fastestNanos(EventApi<E, S> api, int runs, CalibratedWork<S> work)
            throws DriverException {
        if (runs < 1) {
            throw new IllegalArgumentException("at least one timed run, not " + runs);
        }
        S stream = api.streamCreateNonBlocking();
        E start = api.eventCreate();
        E end = api.eventCreate();
        try {
            work.enqueue(stream, 0);
            long fastest = Long.MAX_VALUE;
            for (int run = 1; run <= runs; run++) {
                api.eventRecord(start, stream);
                work.enqueue(stream, run);
                api.eventRecord(end, stream);
                api.eventWait(end);
                fastest = Math.min(fastest, api.eventElapsedNanos(start, end));
            }
            return Math.max(1, fastest);
        } finally {
            api.eventDestroy(start);
            api.eventDestroy(end);
            api.streamDestroy(stream);
        }
    }
}
