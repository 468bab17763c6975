package dev.eventbind.binding;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.foreign.MemorySegment;
import org.junit.jupiter.api.Test;

/** What a handle that describes itself says in messages, and its refusal once released. */
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
