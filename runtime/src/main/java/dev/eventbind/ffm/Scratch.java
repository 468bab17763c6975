package dev.eventbind.ffm;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.util.Iterator;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A per-thread segment for out-parameters ({@code cudaEvent_t*}, {@code float*}), so a call never allocates:
 * a fresh {@link Arena} per call would cost more than the call itself.
 *
 * <p>The segment is 64 bytes, 8-byte aligned, and belongs to the calling thread: read what a call wrote
 * before the next call on the same thread reuses it. Once its thread has ended it goes to another thread.
 *
 * @implNote Segments are cut from slabs of {@value #SLAB_CELLS} that live as long as the class, and a thread gets
 * one the first time it asks (kept in a thread-local). A thread's first call therefore costs a few atomic operations
 * and, once per slab, one allocation: no arena, no cleaner and nothing for the collector to process per thread. That matters for
 * virtual threads, where ten thousand short-lived threads each making one create would otherwise each allocate
 * and register a segment of their own (about 20 us apiece on two cores, during which the carrier runs nothing
 * else). A segment whose owner has ended is handed out again; ended owners are looked for only when the free
 * segments run out and the segments out have doubled since the last look, so the look costs O(1) a thread over
 * time, and what is kept is at most about twice the most threads that held a segment at once.
 *
 * <p>Finding it is on the hot path of every create and elapsed call, so a one-entry cache sits in front of the
 * thread-local lookup: the last thread's cell, compared with {@link Thread#currentThread()}. A cell is immutable
 * and belongs to one thread for its life, so a stale or racing read only misses, never hands out another
 * thread's segment; a miss costs the lookup and one field write, never an allocation. The cache keeps the last
 * caller's cell reachable until another thread calls. (A cell whose owner has ended holds that owner, not a
 * live thread, so it can match no caller.)
 */
public final class Scratch {

    /** Bytes in each thread's segment: room for several pointers or 64-bit values. */
    public static final long SIZE = 64;
    /** Segments cut from one native allocation. */
    static final int SLAB_CELLS = 256;

    /** One thread's segment, tagged with its owner; final fields, so it is safely published by a plain write. */
    private static final class Cell {
        final Thread owner;
        final MemorySegment segment;

        Cell(Thread owner, MemorySegment segment) {
            this.owner = owner;
            this.segment = segment;
        }
    }

    /**
     * The segments: those out, with their owners, and those free. Lock-free: ten thousand virtual threads taking
     * their first segment at once on two carriers would otherwise contend for a monitor, and a virtual thread
     * blocked on one is unmounted and handed to another thread to be mounted again.
     */
    private static final class Cells {
        private final ConcurrentLinkedQueue<Cell> out = new ConcurrentLinkedQueue<>();
        private final ConcurrentLinkedQueue<MemorySegment> free = new ConcurrentLinkedQueue<>();
        private final AtomicInteger outCount = new AtomicInteger();
        private final AtomicBoolean reclaiming = new AtomicBoolean();
        private volatile int lookAt = SLAB_CELLS;

        Cell take(Thread owner) {
            MemorySegment segment = free.poll();
            if (segment == null && outCount.get() >= lookAt && !reclaiming.getAndSet(true)) {
                try {
                    reclaim();
                } finally {
                    reclaiming.set(false);
                }
                segment = free.poll();
            }
            if (segment == null) {
                // Two threads finding none at once each cut a slab: one too many, never one too few.
                MemorySegment slab = Arena.global().allocate(SIZE * SLAB_CELLS, Long.BYTES);
                segment = slab.asSlice(0, SIZE);
                for (int i = 1; i < SLAB_CELLS; i++) {
                    free.add(slab.asSlice(i * SIZE, SIZE));
                }
            }
            Cell cell = new Cell(owner, segment);
            out.add(cell);
            outCount.incrementAndGet();
            return cell;
        }

        // Frees the segments of ended owners (an ended thread never calls again); the next look waits until twice
        // as many segments are out as are kept now.
        private void reclaim() {
            int kept = 0;
            for (Iterator<Cell> cells = out.iterator(); cells.hasNext(); ) {
                Cell cell = cells.next();
                if (cell.owner.isAlive()) {
                    kept++;
                } else {
                    cells.remove();
                    outCount.decrementAndGet();
                    free.add(cell.segment.fill((byte) 0));
                }
            }
            lookAt = Math.max(SLAB_CELLS, 2 * kept);
        }
    }

    private static final Cells POOL = new Cells();
    private static final ThreadLocal<Cell> CELLS = ThreadLocal.withInitial(() -> POOL.take(Thread.currentThread()));

    /** The last caller's cell; a plain field on purpose (see the class comment). */
    private static Cell last = CELLS.get();

    private Scratch() {
    }

    /** {@return this thread's scratch segment; the same segment on every call from this thread} */
    public static MemorySegment get() {
        Cell cached = last;
        if (cached.owner == Thread.currentThread()) {
            return cached.segment;
        }
        Cell mine = CELLS.get();
        last = mine;
        return mine.segment;
    }
}
