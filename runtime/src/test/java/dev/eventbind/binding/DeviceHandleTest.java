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
    }

    @Test
    void aBorrowedHandleSaysSo() {
        assertEquals("T event 0x10 (borrowed)", new Described(0x10, false).toString());
    }
}
