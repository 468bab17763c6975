package dev.eventbind.backend.vulkan;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_LONG;

import dev.eventbind.api.DriverException;
import dev.eventbind.binding.StatusConvention;
import dev.eventbind.ffm.Scratch;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.locks.LockSupport;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import org.jspecify.annotations.Nullable;

/**
 * A stream: a command pool on the device's queue and a timeline semaphore whose value counts the stream's
 * submits. Each submit records one command buffer (reused once the semaphore passed its value), waits for the
 * values {@link #waitFor} collected and signals the next value. Every stream of a device submits to the same
 * queue, so work of two streams runs in submit order where the device has one queue (lavapipe): a stream wait
 * then costs nothing, and a synchronize waits for the stream's own submits only. Waits and submits hold the read
 * side of a lock whose write side {@link #destroy} takes, so the semaphore is never destroyed under a wait, and a
 * destroy first waits for the other streams' submits that wait on it. A stream destroyed while another stream is
 * submitting a wait on it races that submit: synchronize the waiting stream first.
 */
final class VulkanStream {

    /** Records a stream's commands into a command buffer in the recording state. */
    @FunctionalInterface
    interface Commands {
        void record(MemorySegment commandBuffer) throws DriverException;
    }

    /**
     * The semaphore value that signals an event's latest record.
     *
     * @param stream the stream it was recorded on; {@code null} for an event never recorded
     * @param value the value its submit signals
     */
    record Signal(@Nullable VulkanStream stream, long value) {
        static final Signal NONE = new Signal(null, 0);

        boolean reached(StatusConvention status) throws DriverException {
            return stream == null || stream.counter(status) >= value;
        }

        void await(StatusConvention status) throws DriverException {
            if (stream != null) {
                stream.await(status, value);
            }
        }
    }

    private record Pending(MemorySegment buffer, long value) {
    }

    static final long ALL_COMMANDS = 0x10000L;
    private static final long MEMORY_READ = 0x8000L;
    private static final long MEMORY_WRITE = 0x10000L;
    private static final int SEMAPHORE_SUBMIT_INFO = 1000314005;
    private static final long MAX_PAUSE_NANOS = 1_000_000;
    private static final long WAIT_SLICE_NANOS = 100_000_000;

    private final VulkanDevice owner;
    private final Vulkan vk;
    private final MemorySegment pool;
    private final MemorySegment semaphore;
    private final MemorySegment handle;
    private final ReentrantReadWriteLock life = new ReentrantReadWriteLock();
    private volatile boolean destroyed;
    private final ArrayDeque<MemorySegment> idle = new ArrayDeque<>();
    private final ArrayDeque<Pending> busy = new ArrayDeque<>();
    private final List<Signal> waits = new ArrayList<>();
    /** The submits of other streams that wait on this stream's semaphore. */
    private final List<Signal> waiters = new java.util.concurrent.CopyOnWriteArrayList<>();
    private long submitted;

    private VulkanStream(VulkanDevice owner, MemorySegment pool, MemorySegment semaphore, MemorySegment first) {
        this.owner = owner;
        this.vk = owner.vk;
        this.pool = pool;
        this.semaphore = semaphore;
        this.handle = first;
        idle.add(first);
    }

    static VulkanStream create(VulkanDevice owner, StatusConvention status) throws DriverException {
        Vulkan vk = owner.vk;
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment out = arena.allocate(ADDRESS);
            // VK_COMMAND_POOL_CREATE_RESET_COMMAND_BUFFER_BIT: a begin resets a buffer for its next submit.
            status.check("vkCreateCommandPool", vk.vkCreateCommandPool(owner.device,
                    Struct.of(arena, 24, 39).i(16, 0x2).i(20, owner.info.family()).segment(), MemorySegment.NULL,
                    out));
            MemorySegment pool = out.get(ADDRESS, 0);
            Struct timeline = Struct.of(arena, 32, 1000207002).i(16, 1); // VK_SEMAPHORE_TYPE_TIMELINE from 0
            int made = vk.vkCreateSemaphore(owner.device, Struct.of(arena, 24, 9).p(8, timeline.segment()).segment(),
                    MemorySegment.NULL, out);
            if (made != 0) {
                vk.vkDestroyCommandPool(owner.device, pool, MemorySegment.NULL);
                throw status.failure("vkCreateSemaphore", made);
            }
            MemorySegment semaphore = out.get(ADDRESS, 0);
            try {
                return new VulkanStream(owner, pool, semaphore, allocate(vk, owner.device, pool, status));
            } catch (DriverException e) {
                vk.vkDestroySemaphore(owner.device, semaphore, MemorySegment.NULL);
                vk.vkDestroyCommandPool(owner.device, pool, MemorySegment.NULL);
                throw e;
            }
        }
    }

    /** The stream's timeline semaphore. */
    MemorySegment semaphore() {
        return semaphore;
    }

    /** The device the stream submits to. */
    VulkanDevice device() {
        return owner;
    }

    /** The stream's handle: its first command buffer, a dispatchable handle and so unique in the process. */
    MemorySegment handle() {
        return handle;
    }

    /** Resets the event's query, writes a timestamp at {@code ALL_COMMANDS} and puts a barrier after it. */
    void record(StatusConvention status, MemorySegment event, VulkanDevice device) throws DriverException {
        long value = submit(status, buffer -> {
            vk.vkCmdResetQueryPool(buffer, event, 0, 1);
            vk.vkCmdWriteTimestamp2(buffer, ALL_COMMANDS, event, 0);
            try (Arena arena = Arena.ofConfined()) {
                // Later commands may start before a timestamp is written; the barrier holds them behind it.
                Struct barrier = Struct.of(arena, 48, 1000314000).l(16, ALL_COMMANDS).l(24, MEMORY_WRITE)
                        .l(32, ALL_COMMANDS).l(40, MEMORY_READ | MEMORY_WRITE);
                vk.vkCmdPipelineBarrier2(buffer, Struct.of(arena, 64, 1000314003).i(20, 1)
                        .p(24, barrier.segment()).segment());
            }
        });
        device.recorded(event, new Signal(this, value));
    }

    /**
     * Records {@code commands} into a command buffer and submits it after the values this stream waits for,
     * signalling the stream's next value, which it returns.
     */
    long submit(StatusConvention status, Commands commands) throws DriverException {
        life.readLock().lock();
        try {
            if (destroyed) {
                throw new IllegalStateException("Vulkan stream used after it was destroyed");
            }
            synchronized (this) {
                return submitLocked(status, commands);
            }
        } finally {
            life.readLock().unlock();
        }
    }

    // The submit's structs live until the submit thread has made it; that thread closes their arena.
    @SuppressWarnings("MustBeClosedChecker")
    private long submitLocked(StatusConvention status, Commands commands) throws DriverException {
        long reached = busy.isEmpty() ? 0 : counter(status);
        while (!busy.isEmpty() && busy.peek().value() <= reached) {
            idle.add(busy.poll().buffer());
        }
        MemorySegment buffer = idle.isEmpty() ? allocate(vk, owner.device, pool, status) : idle.poll();
        Arena arena = Arena.ofShared(); // closed by the submit thread once the submit is made
        try {
            // VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT
            status.check("vkBeginCommandBuffer", vk.vkBeginCommandBuffer(buffer,
                    Struct.of(arena, 32, 42).i(16, 1).segment()));
            try {
                commands.record(buffer);
            } catch (DriverException | RuntimeException e) {
                vk.vkEndCommandBuffer(buffer); // out of the recording state, so a later begin may reset it
                idle.add(buffer);
                throw e;
            }
            int ended = vk.vkEndCommandBuffer(buffer);
            if (ended != 0) {
                idle.add(buffer);
                throw status.failure("vkEndCommandBuffer", ended);
            }
            MemorySegment waitInfos = arena.allocate(48L * (waits.size() + 1), 8);
            int count = 0;
            // A stream is in order: each submit waits for the one before it. Vulkan orders a queue's batches only
            // through the commands' stages, and a batch held back by a semaphore wait lets later ones pass it.
            List<Signal> before = submitted == 0 ? waits : append(waits, new Signal(this, submitted));
            for (Signal wait : before) {
                VulkanStream source = wait.stream();
                if (source != null && !source.destroyed) { // a destroyed stream's values were all reached
                    Struct info = new Struct(waitInfos.asSlice(48L * count++, 48)).i(0, SEMAPHORE_SUBMIT_INFO);
                    info.p(16, source.semaphore).l(24, wait.value()).l(32, ALL_COMMANDS);
                    if (source != this) {
                        source.waiters.add(new Signal(this, submitted + 1)); // its destroy waits for this batch
                    }
                }
            }
            long value = submitted + 1;
            Struct signal = Struct.of(arena, 48, SEMAPHORE_SUBMIT_INFO).p(16, semaphore).l(24, value)
                    .l(32, ALL_COMMANDS);
            Struct buffers = Struct.of(arena, 32, 1000314006).p(16, buffer);
            MemorySegment submit = Struct.of(arena, 64, 1000314004).i(20, count).p(24, waitInfos).i(32, 1)
                    .p(40, buffers.segment()).i(48, 1).p(56, signal.segment()).segment();
            owner.submit(status, submit, arena);
            submitted = value;
            busy.add(new Pending(buffer, value));
            waits.clear();
            return value;
        } catch (DriverException | RuntimeException e) {
            arena.close();
            throw e;
        }
    }

    /** The stream's next submit waits on the device for {@code signal}. */
    synchronized void waitFor(Signal signal) {
        if (signal.stream() != null && signal.stream() != this) {
            waits.add(signal);
        }
    }

    void synchronize(StatusConvention status) throws DriverException {
        long last;
        synchronized (this) {
            last = submitted;
        }
        await(status, last);
    }

    /** The semaphore's value; past every value once the stream is destroyed (its destroy waited for them all). */
    long counter(StatusConvention status) throws DriverException {
        life.readLock().lock();
        try {
            if (destroyed) {
                return Long.MAX_VALUE;
            }
            MemorySegment value = Scratch.get(); // per thread: a read allocates nothing
            status.check("vkGetSemaphoreCounterValue", vk.vkGetSemaphoreCounterValue(owner.device, semaphore, value));
            return value.get(JAVA_LONG, 0);
        } finally {
            life.readLock().unlock();
        }
    }

    /**
     * Waits until the semaphore reaches {@code value}: {@code vkWaitSemaphores} on a platform thread, in slices of
     * 100 ms between which a failed submit is reported; on a virtual thread, which a blocking native call would pin to its carrier, polls
     * {@code vkGetSemaphoreCounterValue} and parks between polls (50 us, doubling up to 1 ms).
     */
    void await(StatusConvention status, long value) throws DriverException {
        if (Thread.currentThread().isVirtual()) {
            for (long pause = 50_000; counter(status) < value; pause = Math.min(2 * pause, MAX_PAUSE_NANOS)) {
                owner.checkSubmits();
                LockSupport.parkNanos(pause);
            }
            return;
        }
        life.readLock().lock();
        try (Arena arena = Arena.ofConfined()) {
            if (destroyed) {
                return;
            }
            Struct info = Struct.of(arena, 40, 1000207004).i(20, 1).p(24, arena.allocateFrom(ADDRESS, semaphore))
                    .p(32, arena.allocateFrom(JAVA_LONG, value));
            int waited;
            do { // in slices: a value whose submit failed is never signalled
                owner.checkSubmits();
                waited = vk.vkWaitSemaphores(owner.device, info.segment(), WAIT_SLICE_NANOS);
            } while (waited == Vulkan.VK_TIMEOUT);
            status.check("vkWaitSemaphores", waited);
        } finally {
            life.readLock().unlock();
        }
    }

    /** Waits for every submit, then destroys the semaphore and the pool with its command buffers. */
    void destroy(StatusConvention status) throws DriverException {
        synchronize(status);
        for (Signal waiter : waiters) { // Vulkan: no batch that waits on a semaphore may be pending at its destroy
            waiter.await(status);
        }
        life.writeLock().lock();
        try {
            if (destroyed) {
                return;
            }
            destroyed = true;
            vk.vkDestroySemaphore(owner.device, semaphore, MemorySegment.NULL);
            vk.vkDestroyCommandPool(owner.device, pool, MemorySegment.NULL);
        } finally {
            life.writeLock().unlock();
        }
        owner.forget(this);
    }

    private static List<Signal> append(List<Signal> waits, Signal previous) {
        List<Signal> all = new ArrayList<>(waits);
        all.add(previous);
        return all;
    }

    private static MemorySegment allocate(Vulkan vk, MemorySegment device, MemorySegment pool,
            StatusConvention status) throws DriverException {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment out = arena.allocate(ADDRESS);
            status.check("vkAllocateCommandBuffers", vk.vkAllocateCommandBuffers(device,
                    Struct.of(arena, 32, 40).p(16, pool).i(28, 1).segment(), out));
            return out.get(ADDRESS, 0);
        }
    }
}
