package dev.eventbind.binding;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.api.DriverException;
import dev.eventbind.binding.SubmitQueue.Batch;
import dev.eventbind.binding.SubmitQueue.Stream;
import java.lang.foreign.MemorySegment;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The streams of a submit queue over a device of the test's own: batches reach it through {@link Batch}, and it
 * runs them when the test says, any batch whose waits are reached and the newest first, so only the waits a batch
 * carries keep a stream in order. Each timeline notes what the queue must never do: begin a buffer whose batch is
 * still pending, call the native wait on a virtual thread, lower a timeline, or destroy a timeline a pending batch
 * signals or waits on.
 */
class SubmitQueueTest {

    private static final AtomicLong ADDRESSES = new AtomicLong(0x1000);
    /** Rounds of a destroy racing a submit that waits on the destroyed stream. */
    private static final int ROUNDS_OF_RACES = 3_000;

    private final Device device = new Device();
    private final SubmitQueue queue = new SubmitQueue("test-submit");
    private final ExecutorService platform = Executors.newCachedThreadPool();
    private final ExecutorService virtual = Executors.newVirtualThreadPerTaskExecutor();

    @AfterEach
    void noRuleWasBroken() {
        platform.shutdownNow();
        virtual.shutdownNow();
        assertEquals(List.of(), device.violations);
    }

    /** A device: its pending batches, and the value of each timeline. */
    private static final class Device {
        final List<String> violations = new CopyOnWriteArrayList<>();
        final List<Batch> pending = new ArrayList<>();
        final Map<Long, Timeline> timelines = new HashMap<>();
        final List<String> submitThreads = new CopyOnWriteArrayList<>();
        final List<Long> ran = new ArrayList<>();
        volatile @Nullable DriverException refuse;
        volatile @Nullable Error crash;

        synchronized void queued(Batch batch) throws DriverException {
            submitThreads.add(Thread.currentThread().getName());
            DriverException refused = refuse;
            if (refused != null) {
                throw refused;
            }
            Error crashed = crash;
            if (crashed != null) {
                throw crashed;
            }
            for (int i = 0; i < batch.waits(); i++) {
                Timeline waitedOn = timelines.get(batch.waitTimeline(i).address());
                if (waitedOn.destroys.get() > 0) {
                    violations.add("a batch waits on a destroyed timeline (" + waitedOn.handle + ")");
                }
            }
            pending.add(batch);
            notifyAll();
        }

        /** Waits until {@code count} batches are pending. */
        synchronized void awaitPending(int count) throws InterruptedException {
            long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
            while (pending.size() < count && System.nanoTime() < end) {
                wait(10);
            }
            assertEquals(count, pending.size(), "batches that reached the device");
        }

        /** Runs ready batches, newest first, up to {@code most}; returns how many ran. */
        synchronized int run(int most) {
            int done = 0;
            boolean progress = true;
            while (done < most && progress) {
                progress = false;
                for (int i = pending.size() - 1; i >= 0; i--) {
                    Batch batch = pending.get(i);
                    if (ready(batch)) {
                        pending.remove(i);
                        Timeline timeline = timelines.get(batch.timeline().address());
                        if (batch.value() <= timeline.value.get()) {
                            violations.add("timeline lowered from " + timeline.value.get() + " to " + batch.value());
                        }
                        timeline.value.set(batch.value());
                        ran.add(batch.value());
                        done++;
                        progress = true;
                        notifyAll();
                        break;
                    }
                }
            }
            return done;
        }

        int runAll() {
            return run(Integer.MAX_VALUE);
        }

        private boolean ready(Batch batch) {
            for (int i = 0; i < batch.waits(); i++) {
                if (timelines.get(batch.waitTimeline(i).address()).value.get() < batch.waitValue(i)) {
                    return false;
                }
            }
            return true;
        }

        synchronized boolean uses(MemorySegment timeline) {
            for (Batch batch : pending) {
                if (batch.timeline().equals(timeline)) {
                    return true;
                }
                for (int i = 0; i < batch.waits(); i++) {
                    if (batch.waitTimeline(i).equals(timeline)) {
                        return true;
                    }
                }
            }
            return false;
        }

        synchronized boolean holds(MemorySegment buffer) {
            return pending.stream().anyMatch(batch -> batch.buffer().equals(buffer));
        }
    }

    /** One stream's native steps on the test's device. */
    private static final class Timeline implements SubmitQueue.Calls {
        final Device device;
        final MemorySegment handle = MemorySegment.ofAddress(ADDRESSES.addAndGet(0x10));
        final AtomicLong value = new AtomicLong();
        final List<MemorySegment> allocated = new CopyOnWriteArrayList<>();
        final List<MemorySegment> ended = new CopyOnWriteArrayList<>();
        final List<Long> nativeWaits = new CopyOnWriteArrayList<>();
        final AtomicInteger reads = new AtomicInteger();
        final AtomicInteger virtualReads = new AtomicInteger();
        final AtomicInteger pollerReads = new AtomicInteger();
        final AtomicInteger destroys = new AtomicInteger();
        @Nullable DriverException failAllocate;
        @Nullable DriverException failBegin;
        /** Thrown by every read and native wait of the timeline, as a lost device's are. */
        @Nullable DriverException failWait;
        /** The address the next allocate hands out, as a driver reusing freed memory does; null for a new one. */
        @Nullable MemorySegment reuse;
        /** Runs as the native destroy frees the stream's memory, as another thread might at that moment. */
        @Nullable Runnable whileDestroying;

        Timeline(Device device) {
            this.device = device;
            synchronized (device) {
                device.timelines.put(handle.address(), this);
            }
        }

        @Override
        public MemorySegment timeline() {
            return handle;
        }

        @Override
        public MemorySegment allocate() throws DriverException {
            if (failAllocate != null) {
                throw failAllocate;
            }
            MemorySegment buffer = reuse != null ? reuse : MemorySegment.ofAddress(ADDRESSES.addAndGet(0x10));
            reuse = null;
            allocated.add(buffer);
            return buffer;
        }

        @Override
        public void begin(MemorySegment buffer) throws DriverException {
            if (device.holds(buffer)) {
                device.violations.add("began " + buffer + " while its batch was pending");
            }
            if (failBegin != null) {
                throw failBegin;
            }
        }

        @Override
        public void end(MemorySegment buffer) {
            ended.add(buffer);
        }

        @Override
        public void submit(Batch batch) throws DriverException {
            device.queued(batch);
        }

        @Override
        public long reached() throws DriverException {
            check("read");
            if (failWait != null) {
                throw failWait;
            }
            reads.incrementAndGet();
            if (Thread.currentThread().isVirtual()) {
                virtualReads.incrementAndGet();
            } else if (Thread.currentThread().getName().equals("eventbind-event-poller")) {
                pollerReads.incrementAndGet();
            }
            return value.get();
        }

        @Override
        public boolean await(long wanted, long timeoutNanos) throws DriverException {
            check("native wait");
            if (failWait != null) {
                throw failWait;
            }
            if (Thread.currentThread().isVirtual()) {
                device.violations.add("a native wait on a virtual thread, which pins its carrier");
            }
            nativeWaits.add(timeoutNanos);
            long end = System.nanoTime() + timeoutNanos;
            synchronized (device) {
                while (value.get() < wanted) {
                    long left = end - System.nanoTime();
                    if (left <= 0) {
                        return false;
                    }
                    try {
                        TimeUnit.NANOSECONDS.timedWait(device, left);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                        return false;
                    }
                }
            }
            return true;
        }

        @Override
        public void destroy() {
            if (destroys.incrementAndGet() > 1) {
                device.violations.add("destroyed twice");
            }
            if (device.uses(handle)) {
                device.violations.add("destroyed while a pending batch signals or waits on it");
            }
            Runnable meanwhile = whileDestroying;
            if (meanwhile != null) {
                meanwhile.run();
            }
        }

        private void check(String what) {
            if (destroys.get() > 0) {
                device.violations.add("a " + what + " after destroy");
            }
        }
    }

    private Timeline timeline() {
        return new Timeline(device);
    }

    private static DriverException failure(String function) {
        return new DriverException("test", function, -4, "TEST_LOST", null, false);
    }

    private static void nothing(MemorySegment buffer) {
    }

    /** The device, on a thread of its own: runs each batch as soon as it is ready, until {@code running} is unset. */
    private Future<?> runBatchesAsTheyAreReady(AtomicBoolean running) {
        return platform.submit(() -> {
            while (running.get()) {
                if (device.runAll() == 0) {
                    Thread.onSpinWait();
                }
            }
            return null;
        });
    }

    private static <T> T done(Future<T> future) throws Exception {
        return future.get(10, TimeUnit.SECONDS);
    }

    private static void stillWaiting(Future<?> future) throws Exception {
        assertThrows(TimeoutException.class, () -> future.get(50, TimeUnit.MILLISECONDS));
    }

    @Test
    void aStreamsSubmitsRunInOrderThoughTheDeviceRunsTheNewestReadyBatchFirst() throws Exception {
        Timeline calls = timeline();
        Stream stream = queue.open(calls);

        assertEquals(List.of(1L, 2L, 3L), List.of(stream.submit(SubmitQueueTest::nothing),
                stream.submit(SubmitQueueTest::nothing), stream.submit(SubmitQueueTest::nothing)));
        device.awaitPending(3);

        synchronized (device) {
            assertEquals(0, device.pending.get(0).waits(), "the first submit waits for nothing");
            Batch third = device.pending.get(2);
            assertEquals(1, third.waits());
            assertEquals(calls.handle, third.waitTimeline(0));
            assertEquals(2, third.waitValue(0), "each submit waits for the stream's previous value");
            assertThrows(IndexOutOfBoundsException.class, () -> third.waitValue(1));
        }
        assertEquals(3, device.runAll());
        assertEquals(List.of(1L, 2L, 3L), device.ran);
        assertEquals(List.of("test-submit", "test-submit", "test-submit"), device.submitThreads,
                "every submit is made on the queue's one submit thread");
        stream.synchronize();
        assertEquals(3, stream.reached());
    }

    @Test
    void anExclusiveAccessRunsOnItsCallerAfterTheSubmitsQueuedBeforeItAndBeforeThoseQueuedDuringIt()
            throws Exception {
        Stream stream = queue.open(timeline());
        stream.submit(SubmitQueueTest::nothing);
        stream.submit(SubmitQueueTest::nothing);
        Thread caller = Thread.currentThread();

        String ran = queue.exclusive(() -> {
            assertSame(caller, Thread.currentThread(), "the access runs on its caller's thread");
            synchronized (device) {
                assertEquals(2, device.pending.size(), "the submits queued before it were made first");
            }
            assertEquals(3, stream.submit(SubmitQueueTest::nothing), "a submit during it is queued");
            Thread.sleep(50);
            synchronized (device) {
                assertEquals(2, device.pending.size(), "the submit queued during it waits for it to end");
            }
            return "ran";
        });

        assertEquals("ran", ran);
        device.awaitPending(3);
        assertEquals(3, device.runAll());
        stream.synchronize();
    }

    @Test
    void insideAnExclusiveAccessAWaitThatCouldNeverEndIsRefusedAndOneAlreadyReachedReturns() throws Exception {
        Stream stream = queue.open(timeline());
        stream.submit(SubmitQueueTest::nothing);
        device.awaitPending(1);
        device.runAll();

        Future<String> second = queue.exclusive(() -> {
            stream.await(1); // reached before: returns
            long queued = stream.submit(SubmitQueueTest::nothing);
            IllegalStateException refused = assertThrows(IllegalStateException.class, () -> stream.await(queued));
            assertTrue(refused.getMessage().contains("inside an exclusive access"), refused.getMessage());
            assertThrows(IllegalStateException.class, stream::synchronize);
            assertEquals("nested", queue.exclusive(() -> "nested"), "an access asked for again inside runs at once");
            Future<String> other = virtual.submit(() -> queue.exclusive(() -> "second"));
            stillWaiting(other); // another thread's access waits for this one to end
            return other;
        });

        assertEquals("second", done(second), "the other thread's access runs once this one ended");
        device.awaitPending(1); // the first ran already
        device.runAll();
        stream.synchronize();
    }

    @Test
    void anExclusiveAccessThrowsWhatItsCodeThrowsAndKeepsAnInterrupt() throws Exception {
        Stream stream = queue.open(timeline());
        stream.submit(SubmitQueueTest::nothing);
        DriverException failed = failure("vkQueueSubmit");

        assertSame(failed, assertThrows(DriverException.class, () -> queue.exclusive(() -> {
            throw failed;
        })));
        Thread.currentThread().interrupt();
        try {
            assertTrue(queue.exclusive(() -> Thread.currentThread().isInterrupted()),
                    "the interrupt is set again before the access runs");
        } finally {
            Thread.interrupted();
        }
        stream.submit(SubmitQueueTest::nothing);
        device.awaitPending(2);
        device.runAll();
        stream.synchronize();
    }

    @Test
    void aStreamWaitMakesOnlyTheNextSubmitWaitForTheOtherStreamsSignal() throws Exception {
        Timeline first = timeline();
        Timeline second = timeline();
        Stream a = queue.open(first);
        Stream b = queue.open(second);
        MemorySegment event = MemorySegment.ofAddress(0x77);
        assertSame(SubmitQueue.Signal.NONE, queue.signal(event), "an event never recorded");
        a.record(event, SubmitQueueTest::nothing);

        b.waitFor(queue.signal(event));
        b.waitFor(SubmitQueue.Signal.NONE);
        b.waitFor(new SubmitQueue.Signal(b, 5)); // its own: order already holds
        b.submit(SubmitQueueTest::nothing);
        b.submit(SubmitQueueTest::nothing);
        device.awaitPending(3);

        synchronized (device) {
            Batch waiting = device.pending.get(1);
            assertEquals(1, waiting.waits(), "one wait: the other stream's signal");
            assertEquals(first.handle, waiting.waitTimeline(0));
            assertEquals(1, waiting.waitValue(0));
            Batch after = device.pending.get(2);
            assertEquals(1, after.waits(), "the next submit waits only for its stream's previous value");
            assertEquals(second.handle, after.waitTimeline(0));
        }
        assertFalse(queue.recordReached(event));
        assertEquals(3, device.runAll());
        assertEquals(List.of(1L, 1L, 2L), device.ran, "the event's record, then the stream that waited on it");
        assertTrue(queue.recordReached(event));

        SubmitQueue other = new SubmitQueue("test-other");
        Stream foreign = other.open(timeline());
        assertThrows(IllegalArgumentException.class, () -> foreign.waitFor(queue.signal(event)),
                "a signal of another queue's stream");
    }

    @Test
    void aCommandBufferIsBegunAgainOnlyOnceItsSubmitsValueWasReached() throws Exception {
        Timeline calls = timeline();
        Stream stream = queue.open(calls);
        assertEquals(List.of(stream.handle()), calls.allocated, "the handle is the first buffer");

        stream.submit(SubmitQueueTest::nothing);
        stream.submit(SubmitQueueTest::nothing);
        device.awaitPending(2);
        assertEquals(2, calls.allocated.size(), "a second buffer while the first is pending");
        assertEquals(1, device.run(1));

        stream.submit(SubmitQueueTest::nothing);
        device.awaitPending(2);
        assertEquals(2, calls.allocated.size(), "the first buffer again, its value reached");
        synchronized (device) {
            assertEquals(stream.handle(), device.pending.get(1).buffer());
        }
        stream.submit(SubmitQueueTest::nothing);
        assertEquals(3, calls.allocated.size(), "none reached since: a third buffer");
        device.awaitPending(3);
        device.runAll();
        stream.synchronize();
    }

    @Test
    void aFailedRecordingEndsItsBufferAndKeepsItWithoutSubmitting() throws Exception {
        Timeline calls = timeline();
        Stream stream = queue.open(calls);
        DriverException refused = failure("vkCmdSomething");

        assertSame(refused, assertThrows(DriverException.class, () -> stream.submit(buffer -> {
            throw refused;
        })));
        assertEquals(List.of(stream.handle()), calls.ended, "ended, out of the recording state");
        calls.failBegin = failure("vkBeginCommandBuffer");
        assertThrows(DriverException.class, () -> stream.submit(SubmitQueueTest::nothing));
        assertEquals(1, calls.ended.size(), "a buffer whose begin failed is not ended");

        calls.failBegin = null;
        assertEquals(1, stream.submit(SubmitQueueTest::nothing), "nothing was submitted before");
        assertEquals(1, calls.allocated.size(), "the same buffer, begun again");
        device.awaitPending(1);
        device.runAll();
        stream.synchronize();
    }

    @Test
    void aStreamWhoseFirstBufferCannotBeMadeReleasesItsTimelineAndPool() {
        Timeline calls = timeline();
        calls.failAllocate = failure("vkAllocateCommandBuffers");

        assertSame(calls.failAllocate, assertThrows(DriverException.class, () -> queue.open(calls)));
        assertEquals(1, calls.destroys.get());
    }

    @Test
    void aVirtualThreadReadsTheTimelineOnceThenParksWhileTheSharedPollerReadsItNeverWaitingNatively()
            throws Exception {
        Timeline calls = timeline();
        Stream stream = queue.open(calls);
        stream.submit(SubmitQueueTest::nothing);
        device.awaitPending(1);

        Future<Boolean> waited = virtual.submit(() -> {
            stream.synchronize();
            return Thread.currentThread().isVirtual();
        });
        stillWaiting(waited);
        device.runAll();

        assertTrue(done(waited));
        assertEquals(1, calls.virtualReads.get(), "reads on the waiting virtual thread");
        assertTrue(calls.pollerReads.get() >= 1, "the shared poller read the timeline: " + calls.pollerReads.get());
        assertEquals(List.of(), calls.nativeWaits);
    }

    @Test
    void aThousandVirtualThreadsWaitingOnATimelineReadItOnceEachAndAllGoOnWhenItIsReached() throws Exception {
        Timeline calls = timeline();
        Stream stream = queue.open(calls);
        stream.submit(SubmitQueueTest::nothing);
        device.awaitPending(1);
        List<Future<Boolean>> waiters = new ArrayList<>();
        for (int i = 0; i < 1_000; i++) {
            waiters.add(virtual.submit(() -> {
                stream.synchronize();
                return true;
            }));
        }
        stillWaiting(waiters.getLast());
        assertTrue(waiters.stream().noneMatch(Future::isDone), "a waiter went on before the timeline was reached");

        device.runAll();

        for (Future<Boolean> waiter : waiters) {
            assertTrue(done(waiter));
        }
        assertEquals(1_000, calls.virtualReads.get(), "one read of its own per waiting virtual thread");
        assertEquals(List.of(), calls.nativeWaits);
    }

    @Test
    void aPlatformThreadWaitsNativelyInSlices() throws Exception {
        Timeline calls = timeline();
        Stream stream = queue.open(calls);
        stream.submit(SubmitQueueTest::nothing);
        device.awaitPending(1);

        Future<?> waited = platform.submit(() -> {
            stream.await(1);
            return null;
        });
        long past = System.nanoTime() + SubmitQueue.WAIT_SLICE_NANOS + 20_000_000;
        while (System.nanoTime() < past) {
            stillWaiting(waited);
        }
        device.runAll();

        done(waited);
        assertTrue(calls.nativeWaits.size() >= 2, "a slice ran out and another began: " + calls.nativeWaits);
        assertTrue(calls.nativeWaits.stream().allMatch(slice -> slice == SubmitQueue.WAIT_SLICE_NANOS));
    }

    @Test
    void aRefusedSubmitIsThrownByLaterWaitsAndSubmits() throws Exception {
        Stream stream = queue.open(timeline());
        DriverException lost = failure("vkQueueSubmit2");
        device.refuse = lost;
        assertEquals(1, stream.submit(SubmitQueueTest::nothing), "a submit returns once queued");

        ExecutionException onPlatform = assertThrows(ExecutionException.class, () -> done(platform.submit(() -> {
            stream.synchronize();
            return null;
        })));
        assertSame(lost, onPlatform.getCause(), "between two slices of its native wait");
        ExecutionException onVirtual = assertThrows(ExecutionException.class, () -> done(virtual.submit(() -> {
            stream.synchronize();
            return null;
        })));
        assertSame(lost, onVirtual.getCause(), "between two reads");
        int[] recorded = {0};
        assertSame(lost, assertThrows(DriverException.class, () -> stream.submit(buffer -> recorded[0]++)));
        assertEquals(0, recorded[0], "nothing recorded behind a refused submit");
    }

    @Test
    void anErrorThrownByTheNativeSubmitIsThrownByLaterWaitsAndSubmitsRatherThanLeavingThemWaiting() throws Exception {
        Stream stream = queue.open(timeline());
        AssertionError crashed = new AssertionError("thrown inside the driver's submit");
        device.crash = crashed;
        assertEquals(1, stream.submit(SubmitQueueTest::nothing), "a submit returns once queued");

        for (ExecutorService waiter : List.of(platform, virtual)) {
            ExecutionException failed = assertThrows(ExecutionException.class, () -> done(waiter.submit(() -> {
                stream.synchronize();
                return null;
            })));
            assertSame(crashed, failed.getCause().getCause(), "the wait fails with the Error as its cause");
        }
        IllegalStateException later = assertThrows(IllegalStateException.class,
                () -> stream.submit(SubmitQueueTest::nothing));
        assertSame(crashed, later.getCause());
    }

    @Test
    void anInterruptedVirtualThreadWaitsToTheEndByParksAndKeepsItsInterrupt() throws Exception {
        Timeline calls = timeline();
        Stream stream = queue.open(calls);
        stream.submit(SubmitQueueTest::nothing);
        device.awaitPending(1);

        Future<Boolean> waited = virtual.submit(() -> {
            Thread.currentThread().interrupt();
            stream.synchronize();
            return Thread.currentThread().isInterrupted();
        });
        long past = System.nanoTime() + 100_000_000;
        while (System.nanoTime() < past) {
            stillWaiting(waited);
        }
        int reads = calls.reads.get();
        device.runAll();

        assertTrue(done(waited), "the interrupt is kept for the caller");
        // Parks of at most 1 ms allow about a hundred reads in 100 ms; a wait spinning on its interrupt makes
        // tens of thousands.
        assertTrue(reads < 1_000, "reads while the interrupted thread waited 100 ms: " + reads);
    }

    @Test
    void destroyAllDestroysEveryLiveStreamAfterItsWorkAndReportsTheFirstFailureHavingTriedEveryOne()
            throws Exception {
        Timeline busy = timeline();
        Timeline idle = timeline();
        Timeline gone = timeline();
        Stream a = queue.open(busy);
        queue.open(idle);
        queue.open(gone).destroy();
        a.submit(SubmitQueueTest::nothing);
        device.awaitPending(1);

        Future<?> destroyed = platform.submit(() -> {
            queue.destroyAll();
            return null;
        });
        stillWaiting(destroyed);
        assertEquals(0, busy.destroys.get(), "not before the stream's work ran");
        device.runAll();
        done(destroyed);
        assertEquals(List.of(1, 1, 1), List.of(busy.destroys.get(), idle.destroys.get(), gone.destroys.get()),
                "every live stream destroyed once; the one destroyed before, not again");
        assertThrows(IllegalArgumentException.class, () -> queue.stream(a.handle()));

        Timeline lost = timeline();
        Timeline other = timeline();
        Timeline third = timeline();
        List<Stream> failing = List.of(queue.open(lost), queue.open(other), queue.open(third));
        for (Stream stream : failing) {
            stream.submit(SubmitQueueTest::nothing);
        }
        device.awaitPending(3);
        lost.failWait = failure("vkWaitSemaphores");
        third.failWait = failure("vkGetSemaphoreCounterValue");
        device.runAll();

        DriverException first = assertThrows(DriverException.class, queue::destroyAll);
        assertTrue(List.of("vkWaitSemaphores", "vkGetSemaphoreCounterValue").contains(first.function()),
                first.function());
        assertEquals(1, first.getSuppressed().length, "the other refusal, kept");
        assertEquals(1, other.destroys.get(), "the stream between them destroyed all the same");
    }

    @Test
    void destroyAllAfterARefusedSubmitThrowsTheRefusalOnceThoughEveryStreamsWaitThrowsIt() throws Exception {
        Stream a = queue.open(timeline());
        Stream b = queue.open(timeline());
        DriverException lost = failure("vkQueueSubmit2");
        device.refuse = lost;
        a.submit(SubmitQueueTest::nothing);
        assertSame(lost, assertThrows(DriverException.class, a::synchronize), "the refusal, seen");
        assertSame(lost, assertThrows(DriverException.class, () -> b.submit(SubmitQueueTest::nothing)));

        // Each stream's wait throws the one refusal; it is reported, not suppressed in itself (which Java refuses).
        assertSame(lost, assertThrows(DriverException.class, queue::destroyAll));
        assertEquals(0, lost.getSuppressed().length);
    }

    @Test
    void aDestroyAlsoWaitsForASubmitMadeWhileItWaitedForTheStreamsWork() throws Exception {
        Timeline timeline = timeline();
        Stream a = queue.open(timeline);
        a.submit(SubmitQueueTest::nothing);
        device.awaitPending(1);
        Future<?> destroyed = platform.submit(() -> {
            a.destroy();
            return null;
        });
        stillWaiting(destroyed);
        a.submit(SubmitQueueTest::nothing); // another thread's submit, while the destroy waits for the first
        device.awaitPending(2);

        assertEquals(1, device.run(1));
        stillWaiting(destroyed);
        assertEquals(0, timeline.destroys.get(), "the pool and timeline of a batch still pending are kept");
        assertEquals(1, device.runAll());
        done(destroyed);
        assertEquals(1, timeline.destroys.get());
    }

    @Test
    void aDestroyWaitsForItsStreamAndForTheBatchesThatWaitOnItsTimeline() throws Exception {
        Timeline first = timeline();
        Timeline second = timeline();
        Stream a = queue.open(first);
        Stream b = queue.open(second);
        MemorySegment event = MemorySegment.ofAddress(0x99);
        a.record(event, SubmitQueueTest::nothing);
        b.waitFor(queue.signal(event));
        b.submit(SubmitQueueTest::nothing);
        device.awaitPending(2);

        Future<?> destroyed = platform.submit(() -> {
            a.destroy();
            return null;
        });
        stillWaiting(destroyed);
        assertEquals(1, device.run(1), "the stream's own batch");
        stillWaiting(destroyed);
        assertEquals(0, first.destroys.get(), "a batch of the other stream still waits on its timeline");
        assertEquals(1, device.runAll());
        done(destroyed);
        assertEquals(1, first.destroys.get());

        assertEquals(Long.MAX_VALUE, a.reached(), "a destroyed stream's values were all reached");
        assertTrue(queue.recordReached(event));
        assertThrows(IllegalStateException.class, () -> a.submit(SubmitQueueTest::nothing));
        assertThrows(IllegalArgumentException.class, () -> queue.stream(a.handle()));
        a.destroy();
        assertEquals(1, first.destroys.get(), "a second destroy does nothing");

        assertNextSubmitWaitsOnlyForItsOwn(b, event, first, "no wait on a destroyed stream's timeline");
        b.destroy();
    }

    /** Submits on {@code b} after a wait for {@code event}: the batch waits only for b's own previous value. */
    private void assertNextSubmitWaitsOnlyForItsOwn(Stream b, MemorySegment event, Timeline notWaitedOn, String why)
            throws Exception {
        b.waitFor(queue.signal(event));
        b.submit(SubmitQueueTest::nothing);
        device.awaitPending(1);
        synchronized (device) {
            Batch batch = device.pending.get(0);
            assertEquals(1, batch.waits(), why);
            assertNotEquals(notWaitedOn.handle, batch.waitTimeline(0), why);
        }
        device.runAll();
    }

    @Test
    void aStreamDestroyedWhileRecordingOneOfItsOwnSubmitsIsDestroyedOnceTheOutermostSubmitWasMade() throws Exception {
        Timeline calls = timeline();
        Stream stream = queue.open(calls);
        long[] inside = new long[2];

        Future<Long> submitted = platform.submit(() -> stream.submit(buffer -> {
            stream.destroy(); // it would wait for this very submit, which is made only once this code returns
            inside[0] = stream.submit(SubmitQueueTest::nothing); // the stream is not destroyed yet
            inside[1] = calls.destroys.get();
        }));
        device.awaitPending(2);
        assertEquals(1, inside[0], "the nested submit was made first");
        assertEquals(0, inside[1], "not destroyed by the nested submit, which returned inside the outer one");
        stillWaiting(submitted); // the destroy waits for the stream's work, as any destroy does
        assertEquals(0, calls.destroys.get());
        assertEquals(2, device.runAll());

        assertEquals(2, done(submitted));
        assertEquals(1, calls.destroys.get());
        assertEquals(Long.MAX_VALUE, stream.reached(), "destroyed");
        assertThrows(IllegalStateException.class, () -> stream.submit(SubmitQueueTest::nothing));
    }

    @Test
    void aDestroyAskedForInsideAFailedRecordingIsStillCarriedOut() throws Exception {
        Timeline calls = timeline();
        Stream stream = queue.open(calls);
        DriverException failed = failure("vkCmdSomething");

        Future<DriverException> submitted = platform.submit(() -> assertThrows(DriverException.class,
                () -> stream.submit(buffer -> {
                    stream.destroy();
                    throw failed;
                })));

        assertSame(failed, done(submitted));
        assertEquals(1, calls.destroys.get(), "nothing was submitted, so the destroy waited for nothing");
        assertThrows(IllegalStateException.class, () -> stream.submit(SubmitQueueTest::nothing));
    }

    @Test
    void aStreamDestroyedWhileAnotherStreamSubmitsAWaitOnItNeverLeavesThatBatchWaitingOnItsDestroyedTimeline()
            throws Exception {
        AtomicBoolean running = new AtomicBoolean(true);
        Future<?> runner = runBatchesAsTheyAreReady(running);
        MemorySegment event = MemorySegment.ofAddress(0x77);
        for (int round = 0; round < ROUNDS_OF_RACES && device.violations.isEmpty(); round++) {
            Stream a = queue.open(timeline());
            Stream b = queue.open(timeline());
            a.record(event, SubmitQueueTest::nothing);
            b.waitFor(queue.signal(event)); // b's next submit waits for a's record, unless a is destroyed first
            CyclicBarrier start = new CyclicBarrier(2);
            Future<?> destroyed = platform.submit(() -> {
                start.await();
                a.destroy();
                return null;
            });
            start.await();
            b.submit(SubmitQueueTest::nothing);
            done(destroyed);
            b.destroy();
        }
        running.set(false);
        done(runner);
    }

    @Test
    void aBatchPutsNoWaitOnTheDeviceForAValueAHostWaitSawReached() throws Exception {
        Timeline first = timeline();
        Stream a = queue.open(first);
        Stream b = queue.open(timeline());
        MemorySegment event = MemorySegment.ofAddress(0x79);
        a.record(event, SubmitQueueTest::nothing);
        b.waitFor(queue.signal(event));
        b.submit(SubmitQueueTest::nothing);
        device.awaitPending(2);
        synchronized (device) {
            assertEquals(first.handle, device.pending.get(1).waitTimeline(0),
                    "not known reached yet: the batch waits on the device");
        }
        device.runAll();

        a.synchronize(); // a host wait sees the record's value reached
        assertNextSubmitWaitsOnlyForItsOwn(b, event, first, "a value a host wait saw reached needs no wait");
        b.destroy();
        a.destroy();
        assertEquals(1, first.destroys.get());
    }

    @Test
    void aDestroyEndsThoughAnotherStreamKeepsSubmittingWaitsOnItsEventsAlreadyReached() throws Exception {
        AtomicBoolean running = new AtomicBoolean(true);
        Future<?> runner = runBatchesAsTheyAreReady(running);
        Stream a = queue.open(timeline());
        Stream b = queue.open(timeline());
        MemorySegment event = MemorySegment.ofAddress(0x78);
        a.record(event, SubmitQueueTest::nothing);
        a.synchronize();
        AtomicLong waits = new AtomicLong();
        AtomicBoolean submitting = new AtomicBoolean(true);
        Future<?> waiter = platform.submit(() -> { // without end: each batch of b waits for a's record, reached
            while (submitting.get()) {
                b.waitFor(queue.signal(event));
                b.submit(SubmitQueueTest::nothing);
                waits.incrementAndGet();
            }
            return null;
        });
        while (waits.get() < 100) {
            Thread.onSpinWait();
        }

        Future<?> destroyed = platform.submit(() -> {
            a.destroy();
            return null;
        });
        try {
            done(destroyed); // b's waits for a value the destroy saw reached are not noted, and send it round no more
        } finally {
            submitting.set(false);
            done(waiter);
        }
        b.synchronize();
        b.destroy();
        running.set(false);
        done(runner);
    }

    @Test
    void aStreamMadeAtTheAddressADestroyedStreamFreedIsFoundByItsHandle() throws Exception {
        Timeline freed = timeline();
        Stream old = queue.open(freed);
        MemorySegment handle = old.handle();
        Timeline next = timeline();
        next.reuse = handle; // the driver hands the freed command buffer's address out again
        List<Stream> made = new ArrayList<>();
        freed.whileDestroying = () -> {
            try {
                made.add(queue.open(next));
            } catch (DriverException e) {
                throw new AssertionError(e);
            }
        };

        old.destroy();

        assertEquals(1, made.size());
        assertSame(made.getFirst(), queue.stream(handle), "the stream made as the destroyed one's memory was freed");
        made.getFirst().submit(SubmitQueueTest::nothing);
        device.awaitPending(1);
        device.runAll();
        made.getFirst().destroy();
    }

    @Test
    void releasingAnEventWaitsForItsLatestRecord() throws Exception {
        Stream stream = queue.open(timeline());
        MemorySegment event = MemorySegment.ofAddress(0x55);
        stream.record(event, SubmitQueueTest::nothing);
        device.awaitPending(1);

        Future<?> released = platform.submit(() -> {
            queue.release(event);
            return null;
        });
        stillWaiting(released);
        device.runAll();
        done(released);
        assertSame(SubmitQueue.Signal.NONE, queue.signal(event), "forgotten once released");
        assertFalse(queue.recordReached(event));
    }
}
