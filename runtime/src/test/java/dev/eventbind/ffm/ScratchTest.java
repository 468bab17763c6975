package dev.eventbind.ffm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
    void threadsRacingThroughTheOneEntryCacheNeverGetAnothersSegment() throws InterruptedException {
        int threads = 4;
        java.util.Set<Long> firsts = java.util.concurrent.ConcurrentHashMap.newKeySet();
        java.util.concurrent.atomic.AtomicInteger foreign = new java.util.concurrent.atomic.AtomicInteger();
        java.util.concurrent.CountDownLatch start = new java.util.concurrent.CountDownLatch(1);
        java.util.List<Thread> started = new java.util.ArrayList<>();
        for (int t = 0; t < threads; t++) {
            started.add(Thread.ofPlatform().start(() -> {
                try {
                    start.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                }
                long mine = Scratch.get().address();
                firsts.add(mine);
                for (int i = 0; i < 100_000; i++) {
                    if (Scratch.get().address() != mine) {
                        foreign.incrementAndGet();
                    }
                }
            }));
        }
        start.countDown();
        for (Thread thread : started) {
            thread.join();
        }

        assertEquals(0, foreign.get(), "a thread was handed a segment that is not its own");
        assertEquals(threads, firsts.size(), "one segment per thread");
    }

    @Test
    void threadsAliveAtOnceHoldDistinctSegmentsAndEndedThreadsSegmentsAreHandedOutAgain() throws Exception {
        int perRound = 2_000;
        int rounds = 10;
        java.util.Set<Long> everSeen = java.util.concurrent.ConcurrentHashMap.newKeySet();
        for (int round = 0; round < rounds; round++) {
            java.util.Set<Long> live = java.util.concurrent.ConcurrentHashMap.newKeySet();
            java.util.concurrent.CountDownLatch holding = new java.util.concurrent.CountDownLatch(perRound);
            java.util.concurrent.CountDownLatch release = new java.util.concurrent.CountDownLatch(1);
            java.util.List<Thread> started = new java.util.ArrayList<>();
            for (int t = 0; t < perRound; t++) {
                started.add(Thread.ofVirtual().start(() -> {
                    MemorySegment mine = Scratch.get();
                    mine.set(java.lang.foreign.ValueLayout.JAVA_LONG, 0, Thread.currentThread().threadId());
                    live.add(mine.address());
                    holding.countDown();
                    try {
                        release.await();
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                    if (mine.get(java.lang.foreign.ValueLayout.JAVA_LONG, 0) != Thread.currentThread().threadId()) {
                        live.add(-1L); // another thread wrote into this one's segment
                    }
                }));
            }
            holding.await();
            release.countDown();
            for (Thread thread : started) {
                thread.join();
            }
            assertEquals(perRound, live.size(), "every live thread its own segment, none written by another");
            everSeen.addAll(live);
        }

        // Ten rounds of 2,000 threads: without reuse 20,000 segments; reused, a few times one round's.
        assertTrue(everSeen.size() <= 3 * perRound + Scratch.SLAB_CELLS,
                everSeen.size() + " segments for " + rounds + " rounds of " + perRound + " threads");
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
