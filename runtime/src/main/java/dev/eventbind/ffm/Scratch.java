package dev.eventbind.ffm;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;

/**
 * A per-thread segment for out-parameters ({@code cudaEvent_t*}, {@code float*}), so a call never allocates:
 * a fresh {@link Arena} per call would cost more than the call itself.
 *
 * <p>The segment is 64 bytes, 8-byte aligned, and belongs to the calling thread: read what a call wrote
 * before the next call on the same thread reuses it. It is freed when its thread is gone.
 */
public final class Scratch {

    /** Bytes in each thread's segment: room for several pointers or 64-bit values. */
    public static final long SIZE = 64;

    private static final ThreadLocal<MemorySegment> SEGMENT =
            ThreadLocal.withInitial(() -> Arena.ofAuto().allocate(SIZE, Long.BYTES));

    private Scratch() {
    }

    /** {@return this thread's scratch segment; the same segment on every call from this thread} */
    public static MemorySegment get() {
        return SEGMENT.get();
    }
}
