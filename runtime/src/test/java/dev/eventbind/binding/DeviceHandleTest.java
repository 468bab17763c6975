package dev.eventbind.binding;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.foreign.MemorySegment;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.junit.jupiter.api.Test;

/**
 * What a handle that describes itself says in messages, its refusal once released, and a use by the backend
 * itself that never runs beside a stream's release.
 */
class DeviceHandleTest {

    private static final class Described extends DeviceHandle {
        Described(long address, boolean owned) {
            super(MemorySegment.ofAddress(address), owned);
        }

        @Override
        protected String describe() {
            return "T event";
        }

        MemorySegment release() {
            return releaseHandle();
        }

        MemorySegment releaseExclusively() {
            return releaseHandleExclusively();
        }

        static Described adopt(MemorySegment handle) {
            return new Described(foreign(handle, "T.adopt").address(), true);
        }
    }

    @Test
    void theDescriptionNamesItInMessages() {
        Described handle = new Described(0x2a, true);
        assertEquals("T event 0x2a", handle.toString());
        assertEquals(0x2a, handle.release().address());
        assertTrue(handle.destroyed());
        assertEquals("T event (destroyed)", handle.toString());
        IllegalStateException refused = assertThrows(IllegalStateException.class, handle::handle);
        assertEquals("T event already destroyed", refused.getMessage());
        assertEquals("T event already destroyed",
                assertThrows(IllegalStateException.class, handle::address).getMessage());
    }

    @Test
    void aUseWhileLiveRunsOnlyBeforeTheReleaseAndTheReleaseWaitsForOneUnderWay() throws Exception {
        Described stream = new Described(0x40, true);
        CountDownLatch using = new CountDownLatch(1);
        CountDownLatch finish = new CountDownLatch(1);
        List<Long> used = new CopyOnWriteArrayList<>();
        try (ExecutorService threads = Executors.newFixedThreadPool(2)) {
            Future<Boolean> use = threads.submit(() -> stream.whileLive(address -> {
                used.add(address);
                using.countDown();
                finish.await(); // a flush the driver is still making
            }));
            using.await();
            Future<MemorySegment> released = threads.submit(stream::releaseExclusively);
            assertThrows(TimeoutException.class, () -> released.get(100, TimeUnit.MILLISECONDS),
                    "the release waits for the use under way");
            finish.countDown();

            assertTrue(use.get(10, TimeUnit.SECONDS));
            assertEquals(0x40, released.get(10, TimeUnit.SECONDS).address());
        }
        assertEquals(List.of(0x40L), used);
        assertFalse(stream.whileLive(used::add), "nothing runs once released");
        assertEquals(List.of(0x40L), used);
        assertThrows(IllegalStateException.class, stream::releaseExclusively);
    }

    @Test
    void theAddressIsTheHandlesWithNoSegment() {
        assertEquals(0x2a, new Described(0x2a, true).address());
    }

    @Test
    void aHeapSegmentIsNoForeignHandle() {
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> Described.adopt(MemorySegment.ofArray(new byte[8])));
        assertTrue(refused.getMessage().startsWith("T.adopt: a heap segment is no native handle"),
                refused.getMessage());
        assertEquals(0x30, Described.adopt(MemorySegment.ofAddress(0x30)).address());
    }

    @Test
    void aBorrowedHandleSaysSo() {
        assertEquals("T event 0x10 (borrowed)", new Described(0x10, false).toString());
    }
}
