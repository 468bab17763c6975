package dev.eventbind.binding;

import dev.eventbind.api.DriverException;
import dev.eventbind.event.EventWait;
import java.lang.foreign.MemorySegment;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import org.jspecify.annotations.Nullable;

/**
 * The streams of a submit-based API on one device queue (Vulkan's {@code vkQueueSubmit2}; D3D12's and Metal's
 * command lists and fences work the same way): each stream records commands into command buffers it reuses and
 * submits each with a signal of its own timeline (a counter the device raises as batches finish: Vulkan's timeline
 * semaphore), and a host wait is a wait for a timeline value. This class keeps what every such API needs and none
 * of them keeps itself; a backend supplies only the native steps, through {@link Calls}. For generated and
 * hand-written backend code; applications do not call it.
 *
 * <ul>
 *   <li><b>Order.</b> A stream's submits are in order: each waits for the stream's previous value, since an API
 *       may order a queue's batches only through their commands' stages and let a batch held by a wait be passed.
 *       A stream's next submit also waits for the signals {@link Stream#waitFor} collected (a stream wait).</li>
 *   <li><b>One submit thread.</b> Submits are made, in the order given, on one platform thread per queue (started
 *       with the first submit, ended after a second without one): a submit returns once queued, also on a driver
 *       that runs a batch's commands inside its submit call, and the queue's submits are externally synchronized as
 *       Vulkan asks. The first submit the driver refuses (or that throws, an {@link Error} included) is thrown by every
 *       later submit or wait on the queue
 *       ({@link #check}): the values it would have signalled never come.</li>
 *   <li><b>Exclusive access.</b> A caller that submits to the native queue itself does so inside
 *       {@link #exclusive}, in its place among the submit thread's submits and never beside one.</li>
 *   <li><b>Buffer reuse.</b> A command buffer is begun again only once its submit's value was reached.</li>
 *   <li><b>Host waits.</b> On a platform thread the native wait with a timeout, in slices of
 *       {@value #WAIT_SLICE_NANOS} ns between which a refused submit is reported; on a virtual thread, which a
 *       blocking native call would pin to its carrier, one read of the timeline, then a park while the shared
 *       poller reads it ({@link EventWait#awaitPolled}), as the backends' event waits do. Either runs to its end; an
 *       interrupt is kept for the caller.</li>
 *   <li><b>Destroy order.</b> A stream's timeline is never destroyed under a wait on it (waits and submits hold
 *       the read side of a lock its destroy takes), nor while a batch of another stream that waits on it is
 *       pending: a destroy waits for the stream's last value and for those batches first.</li>
 *   <li><b>Each event's latest signal</b> ({@link Stream#record}): where a record left it, for the event's waits,
 *       queries and reads.</li>
 * </ul>
 *
 * <p>A stream may be destroyed while another stream submits a wait on it: the batch then either waits on it, and
 * the destroy waits for that batch, or does not wait on it at all, its values having all been reached.
 */
public final class SubmitQueue {

    /** The longest one native host wait on a platform thread: between slices a refused submit is reported. */
    public static final long WAIT_SLICE_NANOS = 100_000_000;
    private static final int SPINS_BEFORE_PARKING = 64;
    private static final long PARK_NANOS = 10_000;

    /**
     * The native steps of one stream: its command buffers (made from its pool), its timeline and the queue's submit.
     * Each step but {@link #submit} runs on the caller's thread; command-buffer steps of a stream never run
     * concurrently.
     */
    public interface Calls {
        /** The stream's native timeline ({@code VkSemaphore} of type timeline), for the submits that wait on it. */
        MemorySegment timeline();

        /** Allocates a command buffer from the stream's pool ({@code vkAllocateCommandBuffers}). */
        MemorySegment allocate() throws DriverException;

        /**
         * Begins recording into {@code buffer} ({@code vkBeginCommandBuffer}); the buffer is new, or its last
         * submit's value was reached, or its last recording failed: the begin resets it.
         */
        void begin(MemorySegment buffer) throws DriverException;

        /** Ends recording into {@code buffer} ({@code vkEndCommandBuffer}). */
        void end(MemorySegment buffer) throws DriverException;

        /**
         * Submits a batch to the queue ({@code vkQueueSubmit2}): its buffer, after its waits, signalling its value on
         * the stream's timeline. Runs on the queue's submit thread, one batch at a time.
         */
        void submit(Batch batch) throws DriverException;

        /** The timeline's value now ({@code vkGetSemaphoreCounterValue}); never blocks. */
        long reached() throws DriverException;

        /**
         * Waits up to {@code timeoutNanos} for the timeline to reach {@code value} ({@code vkWaitSemaphores});
         * only ever called on a platform thread.
         *
         * @return true when reached, false when the timeout ran out
         */
        boolean await(long value, long timeoutNanos) throws DriverException;

        /**
         * Destroys the timeline and the pool with its command buffers; called once, when no wait or pending batch
         * uses them, or when the stream's first buffer could not be made.
         */
        void destroy();
    }

    /** Records a stream's commands into a command buffer in the recording state. */
    @FunctionalInterface
    public interface Commands {
        /**
         * Records the commands.
         *
         * @param buffer the command buffer
         * @throws DriverException when a call made to record them fails
         */
        void record(MemorySegment buffer) throws DriverException;
    }

    /**
     * Code that uses the queue itself while it has it to itself ({@link #exclusive}): a caller's own submits.
     *
     * @param <T> what it returns
     * @param <X> what it throws
     */
    @FunctionalInterface
    public interface Exclusive<T, X extends Exception> {
        /**
         * Uses the queue.
         *
         * @return its result
         * @throws X its failure, thrown on to {@link #exclusive}'s caller
         */
        T run() throws X;
    }

    /**
     * A timeline value that a submit signals: an event's latest record, or a stream's submit.
     *
     * @param stream the stream whose timeline it is; {@code null} for an event never recorded
     * @param value the value
     */
    public record Signal(@Nullable Stream stream, long value) {
        /** The signal of an event never recorded: reached from the start. */
        public static final Signal NONE = new Signal(null, 0);

        /** Whether the device reached it. */
        public boolean reached() throws DriverException {
            return stream == null || stream.reached() >= value;
        }

        /** Waits until the device reached it. */
        public void await() throws DriverException {
            if (stream != null) {
                stream.await(value);
            }
        }
    }

    /** One submit: a command buffer, the timeline values it waits for, and the value it signals. */
    public static final class Batch {
        private static final MemorySegment[] NO_TIMELINES = {};
        private static final long[] NO_VALUES = {};

        private final MemorySegment buffer;
        private final MemorySegment timeline;
        private final long value;
        private final long previous;
        private final MemorySegment[] waitTimelines;
        private final long[] waitValues;

        Batch(MemorySegment buffer, MemorySegment timeline, long value, MemorySegment[] waitTimelines,
                long[] waitValues) {
            this.buffer = buffer;
            this.timeline = timeline;
            this.value = value;
            this.previous = value - 1;
            this.waitTimelines = waitTimelines;
            this.waitValues = waitValues;
        }

        /** The command buffer. */
        public MemorySegment buffer() {
            return buffer;
        }

        /** The stream's timeline, which the batch signals. */
        public MemorySegment timeline() {
            return timeline;
        }

        /** The value the batch signals on {@link #timeline()}. */
        public long value() {
            return value;
        }

        /** How many timeline values the batch waits for before it runs. */
        public int waits() {
            return waitTimelines.length + (previous > 0 ? 1 : 0);
        }

        /** The timeline of wait {@code index}: another stream's, then the stream's own previous value. */
        public MemorySegment waitTimeline(int index) {
            if (index < waitTimelines.length) {
                return waitTimelines[index];
            }
            checkOwn(index);
            return timeline;
        }

        /** The value wait {@code index} waits for. */
        public long waitValue(int index) {
            if (index < waitValues.length) {
                return waitValues[index];
            }
            checkOwn(index);
            return previous;
        }

        private void checkOwn(int index) {
            if (index != waitTimelines.length || previous == 0) {
                throw new IndexOutOfBoundsException("wait " + index + " of " + waits());
            }
        }
    }

    private final ExecutorService submitter;
    private volatile @Nullable Throwable refused;
    /** The thread inside {@link #exclusive}, while one is; null otherwise. */
    private volatile @Nullable Thread holder;
    private final Map<Long, Stream> streams = new ConcurrentHashMap<>();
    private final Map<Long, Signal> signals = new ConcurrentHashMap<>();

    /**
     * A queue with no streams yet.
     *
     * @param threadName the name of its submit thread
     */
    public SubmitQueue(String threadName) {
        this.submitter = new ThreadPoolExecutor(0, 1, 1, TimeUnit.SECONDS, new LinkedBlockingQueue<>(),
                Thread.ofPlatform().daemon().name(threadName).factory());
    }

    /**
     * A new stream over {@code calls}, which made its timeline and pool; its handle is its first command buffer,
     * allocated here. When that allocation fails, {@code calls.destroy()} releases what was made.
     *
     * @throws DriverException when the first command buffer cannot be allocated
     */
    public Stream open(Calls calls) throws DriverException {
        MemorySegment first;
        try {
            first = calls.allocate();
        } catch (DriverException | RuntimeException e) {
            calls.destroy();
            throw e;
        }
        Stream stream = new Stream(calls, first);
        streams.put(first.address(), stream);
        return stream;
    }

    /**
     * The stream whose handle this is.
     *
     * @throws IllegalArgumentException when it is no live stream of this queue
     */
    public Stream stream(MemorySegment handle) {
        Stream stream = streams.get(handle.address());
        if (stream == null) {
            throw new IllegalArgumentException("not a live stream of this queue: " + handle);
        }
        return stream;
    }

    /**
     * Destroys every stream still live, each as {@link Stream#destroy} does: for the owner of a queue it gives back,
     * whose streams no caller can reach any more. Every stream is tried.
     *
     * @throws DriverException the first destroy the driver refused (a wait for its work included), the others'
     *     failures suppressed in it
     */
    @SuppressWarnings("ReferenceEquality") // the very exception: a throwable cannot suppress itself
    public void destroyAll() throws DriverException {
        Throwable first = null;
        for (Stream stream : List.copyOf(streams.values())) {
            try {
                stream.destroy();
            } catch (DriverException | RuntimeException failure) {
                if (first == null) {
                    first = failure;
                } else if (failure != first) { // a refused submit fails every stream's wait with one exception
                    first.addSuppressed(failure);
                }
            }
        }
        if (first instanceof DriverException driver) {
            throw driver;
        }
        if (first instanceof RuntimeException runtime) {
            throw runtime;
        }
    }

    /** Whether {@code handle} is a live stream of this queue. */
    public boolean has(MemorySegment handle) {
        return streams.containsKey(handle.address());
    }

    /** Throws the first submit the driver refused: the values it would have signalled never come. */
    public void check() throws DriverException {
        Throwable failed = refused;
        if (failed instanceof DriverException driver) {
            throw driver;
        }
        if (failed != null) {
            throw new IllegalStateException("a submit to the queue failed", failed);
        }
    }

    /** The signal of the event's latest record; {@link Signal#NONE} before its first. */
    public Signal signal(MemorySegment event) {
        return signals.getOrDefault(event.address(), Signal.NONE);
    }

    /** Whether the event was recorded and the device reached its latest record's signal. */
    public boolean recordReached(MemorySegment event) throws DriverException {
        Signal last = signals.get(event.address());
        return last != null && last.reached();
    }

    /**
     * Waits for the event's latest record (its pending commands may use the native event), then forgets it; the
     * caller destroys the native event after.
     */
    public void release(MemorySegment event) throws DriverException {
        Signal last = signals.remove(event.address());
        if (last != null) {
            last.await();
        }
    }

    /**
     * Runs {@code access} on the calling thread with the queue to itself: after every submit queued before, and
     * before any queued from now on, which wait for it to return. For a caller's own submits to the native queue
     * ({@code vkQueueSubmit} of its own batches), which the API asks to be externally synchronized with the submit
     * thread's, and which then take their place among the streams' submits in submission order. Inside
     * {@code access} a record or submit on a stream of this queue is queued as usual (it is submitted after), and a
     * host wait for a value not yet reached is refused, since it could never end; {@code exclusive} called again
     * from {@code access} runs it at once. A submit the driver refused earlier does not stop it.
     *
     * <p>An interrupt while the earlier submits are made does not end the wait for them; it is set again before
     * {@code access} runs.
     *
     * @throws X what {@code access} throws
     */
    public <T, X extends Exception> T exclusive(Exclusive<T, X> access) throws X {
        Thread caller = Thread.currentThread();
        if (holder == caller) {
            return access.run();
        }
        CountDownLatch reached = new CountDownLatch(1);
        CountDownLatch finished = new CountDownLatch(1);
        submitter.execute(() -> {
            reached.countDown();
            awaitUninterruptibly(finished);
        });
        awaitUninterruptibly(reached);
        holder = caller;
        try {
            return access.run();
        } finally {
            holder = null;
            finished.countDown();
        }
    }

    private static void awaitUninterruptibly(CountDownLatch latch) {
        boolean interrupted = false;
        while (true) {
            try {
                latch.await();
                break;
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    /** Refuses a host wait for a value not reached yet inside {@link #exclusive}: its submit waits for the wait. */
    private void checkNotHolding(Stream stream, long value) throws DriverException {
        if (holder == Thread.currentThread() && stream.reached() < value) {
            throw new IllegalStateException("a host wait for a stream's work not reached yet, inside an exclusive"
                    + " access to its queue (VulkanQueues.withQueue): that work is submitted only once the access"
                    + " returns, so the wait would never end");
        }
    }

    private void enqueue(Calls calls, Batch batch) {
        submitter.execute(() -> {
            try {
                calls.submit(batch);
            } catch (Throwable e) { // an Error too: the values the batch would have signalled never come either
                if (refused == null) {
                    refused = e;
                }
                if (e instanceof Error error) {
                    throw error;
                }
            }
        });
    }

    /**
     * A stream: command buffers from its pool, reused once their value was reached, and a timeline whose value
     * counts its submits. Safe for any thread.
     */
    public final class Stream {
        private final Calls calls;
        private final MemorySegment handle;
        private final ReentrantReadWriteLock life = new ReentrantReadWriteLock();
        private volatile boolean destroyed;
        /**
         * A value a host wait saw the timeline reach. Written without a lock: two racing waits may leave the lower of
         * their values, which was reached all the same.
         */
        private volatile long knownReached;
        private final ArrayDeque<MemorySegment> idle = new ArrayDeque<>();
        private final ArrayDeque<Batch> busy = new ArrayDeque<>();
        private final List<Signal> waits = new ArrayList<>();
        /** Streams with batches that wait on this one's timeline, each with the value of its latest such batch. */
        private final Map<Stream, Long> waiters = new ConcurrentHashMap<>();
        private long submitted;
        /** A {@link #destroy} called while recording one of the stream's own submits: done once it was made. */
        private boolean destroyWhenRecorded;

        private Stream(Calls calls, MemorySegment first) {
            this.calls = calls;
            this.handle = first;
            idle.add(first);
        }

        /** The stream's handle: its first command buffer. */
        public MemorySegment handle() {
            return handle;
        }

        /** The queue it submits to. */
        public SubmitQueue queue() {
            return SubmitQueue.this;
        }

        /**
         * Records {@code commands} and submits them, after the signals this stream waits for and its own previous
         * value; returns the value the submit signals once it is queued. A buffer whose recording failed is ended
         * and kept for a later begin, which resets it.
         *
         * @throws IllegalStateException when the stream was destroyed
         * @throws DriverException when a step fails, or a submit to the queue was refused before
         */
        public long submit(Commands commands) throws DriverException {
            long value;
            try {
                value = submitUnderLock(commands);
            } catch (DriverException | RuntimeException | Error failed) {
                destroyIfAskedWhileRecording(failed);
                throw failed;
            }
            destroyIfAskedWhileRecording(null);
            return value;
        }

        private long submitUnderLock(Commands commands) throws DriverException {
            life.readLock().lock();
            try {
                if (destroyed) {
                    throw new IllegalStateException("stream used after it was destroyed");
                }
                synchronized (this) {
                    return submitLocked(commands);
                }
            } finally {
                life.readLock().unlock();
            }
        }

        /**
         * Carries out a {@link #destroy} called while this thread recorded commands for one of the stream's own
         * submits, once the outermost such submit has been made; a failure of the destroy is suppressed in
         * {@code failed}, the submit's own, when there is one.
         */
        private void destroyIfAskedWhileRecording(@Nullable Throwable failed) throws DriverException {
            if (life.getReadHoldCount() > 0) {
                return; // a submit nested in one of its own commands: the outermost carries the destroy out
            }
            synchronized (this) {
                if (!destroyWhenRecorded) {
                    return;
                }
                destroyWhenRecorded = false;
            }
            try {
                destroy();
            } catch (DriverException | RuntimeException destroying) {
                if (failed == null) {
                    throw destroying;
                }
                failed.addSuppressed(destroying);
            }
        }

        /** Records as {@link #submit} does, and makes the submit's signal the event's latest. */
        public void record(MemorySegment event, Commands commands) throws DriverException {
            signals.put(event.address(), new Signal(this, submit(commands)));
        }

        private long submitLocked(Commands commands) throws DriverException {
            check();
            long now = busy.isEmpty() ? 0 : calls.reached();
            while (!busy.isEmpty() && busy.getFirst().value() <= now) {
                idle.add(busy.removeFirst().buffer());
            }
            MemorySegment buffer = idle.isEmpty() ? calls.allocate() : idle.removeFirst();
            boolean recording = false;
            try {
                calls.begin(buffer);
                recording = true;
                commands.record(buffer);
                recording = false;
                calls.end(buffer);
            } catch (DriverException | RuntimeException e) {
                if (recording) {
                    try {
                        calls.end(buffer); // out of the recording state, so a later begin may reset it
                    } catch (DriverException | RuntimeException again) {
                        e.addSuppressed(again);
                    }
                }
                idle.add(buffer);
                throw e;
            }
            long value = submitted + 1;
            Batch batch = waits.isEmpty() ? new Batch(buffer, calls.timeline(), value, Batch.NO_TIMELINES,
                    Batch.NO_VALUES) : batchAfterWaits(buffer, value);
            enqueue(calls, batch);
            submitted = value;
            busy.addLast(batch);
            waits.clear();
            return value;
        }

        private Batch batchAfterWaits(MemorySegment buffer, long value) {
            List<Signal> live = new ArrayList<>(waits.size());
            for (Signal wait : waits) {
                Stream source = wait.stream();
                if (source != null && source.noteWaiter(this, value, wait.value())) {
                    live.add(wait);
                }
            }
            MemorySegment[] timelines = new MemorySegment[live.size()];
            long[] values = new long[live.size()];
            for (int i = 0; i < timelines.length; i++) {
                Signal wait = live.get(i);
                timelines[i] = Objects.requireNonNull(wait.stream()).calls.timeline();
                values[i] = wait.value();
            }
            return new Batch(buffer, calls.timeline(), value, timelines, values);
        }

        /**
         * Notes that {@code waiter}'s batch {@code value}, about to be submitted, waits on this stream's timeline for
         * {@code wanted}, so that a destroy waits for it; false, noting nothing, once this stream is destroyed (its
         * values were all reached) or a host wait saw {@code wanted} reached: the batch need not wait then, and a
         * destroy that awaited this stream's work is not sent round again by waits for values it saw reached, however
         * many other streams keep submitting. Under the read side of the lock the destroy takes for its last
         * step, which checks the notes again: a destroy either sees the note or has destroyed the timeline before
         * it. Taken without waiting behind a destroy queued for that lock, which waits for this stream's own submits
         * and waits: one of those may be noting a wait on {@code waiter} the same way.
         */
        private boolean noteWaiter(Stream waiter, long value, long wanted) {
            for (int tries = 0; !life.readLock().tryLock(); tries++) { // held for writing by a destroy's last step
                if (tries < SPINS_BEFORE_PARKING) {
                    Thread.onSpinWait();
                } else {
                    LockSupport.parkNanos(PARK_NANOS);
                }
            }
            try {
                if (destroyed || wanted <= knownReached) {
                    return false;
                }
                waiters.merge(waiter, value, Math::max);
                return true;
            } finally {
                life.readLock().unlock();
            }
        }

        /**
         * The stream's next submit waits on the device for {@code signal}; one of the stream's own, or of no
         * stream, needs no wait.
         *
         * @throws IllegalArgumentException when the signal is of another queue's stream
         */
        public synchronized void waitFor(Signal signal) {
            Stream source = signal.stream();
            if (source != null && source.queue() != queue()) {
                throw new IllegalArgumentException("a signal of another queue's stream: " + source.handle());
            }
            if (source != null && source != this) {
                waits.add(signal);
            }
        }

        /** The value of the stream's last submit; 0 before its first. */
        public synchronized long submitted() {
            return submitted;
        }

        /** Waits for the stream's last submit. */
        public void synchronize() throws DriverException {
            await(submitted());
        }

        /** The timeline's value; past every value once the stream is destroyed (its destroy waited for them all). */
        public long reached() throws DriverException {
            life.readLock().lock();
            try {
                return destroyed ? Long.MAX_VALUE : calls.reached();
            } finally {
                life.readLock().unlock();
            }
        }

        /**
         * Whether the timeline has reached {@code value}, never waiting for the stream's lock: the shared poller asks
         * on behalf of every waiting thread, so a destroy under way answers "not yet" and is asked again next round.
         */
        private boolean reachedNow(long value) throws DriverException {
            check();
            if (!life.readLock().tryLock()) {
                return false;
            }
            try {
                return destroyed || calls.reached() >= value;
            } finally {
                life.readLock().unlock();
            }
        }

        /**
         * Waits until the timeline reaches {@code value}: natively in slices on a platform thread, parked on the
         * shared poller on a virtual thread.
         *
         * @throws DriverException when the wait or a read fails, or a submit to the queue was refused
         */
        public void await(long value) throws DriverException {
            checkNotHolding(this, value);
            if (Thread.currentThread().isVirtual()) {
                // Read by the shared poller: the carrier is free, and ten thousand waiters make one thread's rounds.
                EventWait.awaitPolled(() -> reachedNow(value));
                sawReached(value);
                return;
            }
            life.readLock().lock();
            try {
                if (destroyed) {
                    return;
                }
                do { // in slices: a value whose submit was refused never comes
                    check();
                } while (!calls.await(value, WAIT_SLICE_NANOS));
                sawReached(value);
            } finally {
                life.readLock().unlock();
            }
        }

        private void sawReached(long value) {
            if (value > knownReached) {
                knownReached = value;
            }
        }

        /**
         * Waits for the stream's last submit and for the pending batches of other streams that wait on its
         * timeline, then destroys it ({@link Calls#destroy}); a second destroy does nothing. Called while this thread
         * records commands for one of the stream's own submits (from its {@link Commands}), it returns at once and
         * the submit destroys the stream once it has been made: waiting here for that submit would never end.
         */
        public void destroy() throws DriverException {
            if (life.getReadHoldCount() > 0) { // only a submit holds the read lock while code of its caller's runs
                synchronized (this) {
                    destroyWhenRecorded = true;
                }
                return;
            }
            while (true) {
                long last = submitted();
                await(last);
                Map<Stream, Long> awaited = Map.copyOf(waiters);
                for (Map.Entry<Stream, Long> waiter : awaited.entrySet()) {
                    waiter.getKey().await(waiter.getValue());
                }
                life.writeLock().lock();
                try {
                    if (destroyed) {
                        return;
                    }
                    // Nothing submitted since the wait, and no wait on this timeline noted since: submits and
                    // noteWaiter need the read side, so neither changes from here on.
                    if (submitted() == last && waiters.equals(awaited)) {
                        destroyed = true;
                        // Forgotten before the native destroy frees the handle's memory: a stream made next may
                        // get the same address, and this one must not take its entry out.
                        streams.remove(handle.address(), this);
                        calls.destroy();
                        break;
                    }
                } finally {
                    life.writeLock().unlock();
                }
                // A submit made while the stream's work was awaited, or another stream's batch that noted a wait on
                // this timeline meanwhile: await that too.
            }
            waiters.clear();
            for (Stream other : streams.values()) { // its batches are done: no destroy need wait for them
                other.waiters.remove(this);
            }
        }
    }
}
