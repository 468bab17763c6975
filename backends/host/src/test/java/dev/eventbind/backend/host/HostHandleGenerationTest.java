package dev.eventbind.backend.host;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * A handle has 20 bits of generation, and the library reuses the slot freed last first, so one slot goes through
 * every generation in 2^20 create and destroy cycles. A stale handle kept from the first cycle must still be
 * refused after them, and must never destroy the event that holds the slot then.
 */
class HostHandleGenerationTest {

    private static final int INVALID_HANDLE = 400;
    private static final int GENERATIONS = 1 << 20;

    @Test
    void aStaleHandleNeverNamesALaterEventEvenAfterEveryGenerationOfItsSlot() {
        HostRuntimeFunctions raw = HostRuntimeFunctions.open();
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment out = arena.allocate(ValueLayout.ADDRESS);
            assertEquals(0, raw.ebhEventCreateWithFlags(out, HostRuntime.EVENT_DEFAULT));
            MemorySegment stale = out.get(ValueLayout.ADDRESS, 0);
            assertEquals(0, raw.ebhEventDestroy(stale));
            Set<Long> seen = new HashSet<>();
            seen.add(stale.address());
            for (int i = 0; i < GENERATIONS + 2; i++) {
                assertEquals(0, raw.ebhEventCreateWithFlags(out, HostRuntime.EVENT_DEFAULT));
                MemorySegment current = out.get(ValueLayout.ADDRESS, 0);
                if (!seen.add(current.address())) {
                    throw new AssertionError("handle 0x" + Long.toHexString(current.address())
                            + " handed out twice, at cycle " + i);
                }
                if (i == GENERATIONS + 1) {
                    assertEquals(INVALID_HANDLE, raw.ebhEventDestroy(stale), "the stale handle is refused");
                    assertEquals(0, raw.ebhEventQuery(current), "the live event is untouched");
                }
                assertEquals(0, raw.ebhEventDestroy(current));
            }
        }
    }
}
