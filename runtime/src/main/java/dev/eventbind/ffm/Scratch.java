package dev.eventbind.ffm;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;

/**
 * A per-thread segment for out-parameters ({@code cudaEvent_t*}, {@code float*}), so a call never allocates:
 * a fresh {@link Arena} per call would cost more than the call itself.
 *
 * <p>The segment is 64 bytes, 8-byte aligned, and belongs to the calling thread: read what a call wrote
 * before the next call on the same thread reuses it. It is freed when its thread is gone.
 *
 * @implNote Finding it is on the hot path of every create and elapsed call, so a one-entry cache sits in front of the
 * thread-local lookup: the last thread's cell, compared with {@link Thread#currentThread()}. A cell is immutable
 * and belongs to one thread for its life, so a stale or racing read only misses, never hands out another
 * thread's segment; a miss costs the lookup and one field write, never an allocation. The cache keeps the last
 * caller's cell reachable until another thread calls.
 */
public final class Scratch {

    /** Bytes in each thread's segment: room for several pointers or 64-bit values. */
    public static final long SIZE = 64;

    /** One thread's segment, tagged with its owner; final fields, so it is safely published by a plain write. */
    private static final class Cell {
        final Thread owner;
        final MemorySegment segment;

        Cell(Thread owner, MemorySegment segment) {
            this.owner = owner;
            this.segment = segment;
        }
    }

    private static final ThreadLocal<Cell> CELLS =
            ThreadLocal.withInitial(() -> new Cell(Thread.currentThread(), Arena.ofAuto().allocate(SIZE, Long.BYTES)));

    /** The last caller's cell; a plain field on purpose (see the class comment). */
    private static Cell last = CELLS.get();

    private Scratch() {
    }

    /** This thread's scratch segment; the same segment on every call from this thread. */
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
