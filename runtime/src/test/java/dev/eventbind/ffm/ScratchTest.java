package dev.eventbind.ffm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/** The per-thread out-parameter segment and C string reads. */
class ScratchTest {

    @Test
    void aThreadGetsTheSameSixtyFourByteAlignedSegmentEveryTime() {
        MemorySegment first = Scratch.get();

        assertSame(first, Scratch.get());
        assertEquals(64, first.byteSize());
        assertEquals(0, first.address() % 8);
    }

    @Test
    void eachThreadGetsItsOwnSegment() throws InterruptedException {
        AtomicReference<MemorySegment> other = new AtomicReference<>();
        Thread thread = Thread.ofPlatform().start(() -> other.set(Scratch.get()));
        thread.join();

        assertNotEquals(Scratch.get().address(), other.get().address());
    }

    @Test
    void aCStringIsReadUpToItsTerminator() {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment text = arena.allocateFrom("cudaErrorNotReady");
            // A pointer from C has no size: read it the way a returned pointer arrives.
            MemorySegment pointer = MemorySegment.ofAddress(text.address());

            assertEquals("cudaErrorNotReady", CStrings.read(pointer));
        }
    }

    @Test
    void aNullPointerReadsAsNull() {
        assertNull(CStrings.read(MemorySegment.NULL));
        assertNull(CStrings.read(null));
    }
}
