package dev.eventbind.backend.host;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.api.DriverException;
import dev.eventbind.backend.host.HostRuntimeEvents.Stream;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.time.Duration;
import java.util.Arrays;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The checked work API and the library's own checks: memory handed to work is bounds-checked and kept alive,
 * and no address the library did not hand out is ever written. Every refusal here used to be a write through a
 * raw address, which killed the process (exit 139) on an overflow or a use after free.
 */
class HostWorkTest {

    private static final int EBH_ERROR_INVALID_VALUE = 1;
    private static final int BYTES = 4096;

    private static HostRuntimeEvents host;
    private static HostWork work;
    private Stream stream;

    @BeforeAll
    static void open() {
        host = HostRuntimeEvents.open();
        work = new HostWork();
    }

    @BeforeEach
    void createStream() throws DriverException {
        stream = host.streamCreateNonBlocking();
    }

    @AfterEach
    void destroyStream() throws DriverException {
        if (!stream.destroyed()) {
            host.streamSynchronize(stream);
            host.streamDestroy(stream);
        }
    }

    @Test
    void aFillWritesItsRangeOfTheBufferOnTheStream() throws DriverException {
        try (HostBuffer buffer = work.allocate(BYTES)) {
            buffer.fill(stream, 100, 50, 0x5A);
            host.streamSynchronize(stream);

            byte[] expected = new byte[BYTES];
            Arrays.fill(expected, 100, 150, (byte) 0x5A);
            assertArrayEquals(expected, buffer.read(0, BYTES));
        }
    }

    @Test
    void aRangeOutsideTheBufferIsRefusedBeforeTheLibrary() throws DriverException {
        try (HostBuffer buffer = work.allocate(BYTES)) {
            assertThrows(IndexOutOfBoundsException.class, () -> buffer.fill(stream, BYTES - 10, 11, 1));
            assertThrows(IndexOutOfBoundsException.class, () -> buffer.fill(stream, -1, 10, 1));
            assertThrows(IndexOutOfBoundsException.class, () -> buffer.fill(stream, 0, -1, 1));
            assertThrows(IndexOutOfBoundsException.class, () -> buffer.fill(stream, Long.MAX_VALUE, 2, 1));
            assertThrows(IndexOutOfBoundsException.class, () -> buffer.read(BYTES, 1));
            assertThrows(IllegalArgumentException.class, () -> work.allocate(0));
        }
    }

    @Test
    void theLibraryRefusesEveryAddressItDidNotHandOutAndEveryRangePastABuffersEnd() throws DriverException {
        try (HostBuffer buffer = work.allocate(BYTES); Arena arena = Arena.ofConfined()) {
            MemorySegment javaMemory = arena.allocate(BYTES);
            assertEquals(EBH_ERROR_INVALID_VALUE, HostRuntimeFunctions.open().ebhEnqueueFill(stream.handle(), MemorySegment.ofAddress(8),
                    64, 0), "a made-up address");
            assertEquals(EBH_ERROR_INVALID_VALUE, HostRuntimeFunctions.open().ebhEnqueueFill(stream.handle(), javaMemory, BYTES, 0),
                    "memory the library does not own");
            assertEquals(EBH_ERROR_INVALID_VALUE, HostRuntimeFunctions.open().ebhEnqueueFill(stream.handle(),
                    MemorySegment.ofAddress(buffer.address() + BYTES - 8), 9, 0), "one byte past the end");
            assertEquals(EBH_ERROR_INVALID_VALUE, HostRuntimeFunctions.open().ebhEnqueueFill(stream.handle(),
                    MemorySegment.ofAddress(buffer.address() + 8), Long.MAX_VALUE, 0), "a length that wraps");
            assertEquals(0, HostRuntimeFunctions.open().ebhEnqueueFill(stream.handle(),
                    MemorySegment.ofAddress(buffer.address() + BYTES - 8), 8, 7), "the last eight bytes");

            HostRuntimeFunctions raw = HostRuntimeFunctions.open();
            assertEquals(EBH_ERROR_INVALID_VALUE, raw.ebhMemcpyToHost(javaMemory, MemorySegment.ofAddress(8), 8));
            assertEquals(EBH_ERROR_INVALID_VALUE, raw.ebhFree(javaMemory));
            assertEquals(EBH_ERROR_INVALID_VALUE, raw.ebhFree(MemorySegment.ofAddress(buffer.address() + 1)));
            host.streamSynchronize(stream);
            assertEquals(7, buffer.read(BYTES - 1, 1)[0]);
        }
    }

    @Test
    void aBufferClosedWithWorkQueuedKeepsItsMemoryUntilTheWorkHasRun() throws DriverException {
        long liveBefore = HostRuntimeFunctions.open().ebhCount(HostCounter.LIVE_BUFFERS.code());
        HostBuffer buffer = work.allocate(BYTES);
        work.sleep(stream, Duration.ofMillis(200));
        buffer.fill(stream, 0x11);
        buffer.close();

        assertEquals(liveBefore + 1, HostRuntimeFunctions.open().ebhCount(HostCounter.LIVE_BUFFERS.code()),
                "the queued fill keeps the memory");
        assertEquals(EBH_ERROR_INVALID_VALUE, HostRuntimeFunctions.open().ebhEnqueueFill(stream.handle(),
                MemorySegment.ofAddress(buffer.address()), 1, 0), "a closed buffer takes no new work");
        assertThrows(IllegalStateException.class, () -> buffer.fill(stream, 0));
        assertThrows(IllegalStateException.class, () -> buffer.read(0, 1));

        host.streamSynchronize(stream);
        assertEquals(liveBefore, HostRuntimeFunctions.open().ebhCount(HostCounter.LIVE_BUFFERS.code()), "freed once the fill ran");
        buffer.close(); // a second close does nothing
    }

    @Test
    void aDestroyedStreamIsRefusedBeforeTheLibrary() throws DriverException {
        assertThrows(IllegalArgumentException.class, () -> work.sleep(stream, Duration.ofMillis(-1)));
        try (HostBuffer buffer = work.allocate(BYTES)) {
            host.streamDestroy(stream);
            assertThrows(IllegalStateException.class, () -> buffer.fill(stream, 0));
            assertThrows(IllegalStateException.class, () -> work.sleep(stream, Duration.ofMillis(1)));
            assertThrows(NullPointerException.class, () -> buffer.fill(null, 0));
        }
    }

    @Test
    void aRefusedFillIsADriverExceptionNamingTheCall() throws DriverException {
        try (HostBuffer buffer = work.allocate(BYTES)) {
            HostRuntimeFunctions.open().ebhInjectFault(HostCall.ENQUEUE_FILL.code(), 2, 1);
            DriverException refused = assertThrows(DriverException.class, () -> buffer.fill(stream, 0));
            assertEquals("ebhEnqueueFill", refused.function());
            assertEquals(2, refused.status());
            assertTrue(refused.statusName().orElseThrow().contains("MemoryAllocation"));
        } finally {
            HostRuntimeFunctions.open().ebhClearFaults();
        }
    }

    @Test
    void aRefusedFillReadsItsStatusAsTheSpecDeclaresIt() throws DriverException {
        try (HostBuffer buffer = work.allocate(BYTES)) {
            HostRuntimeFunctions.open().ebhInjectFault(HostCall.ENQUEUE_FILL.code(), 700, 1);
            DriverException poisoned = assertThrows(DriverException.class, () -> buffer.fill(stream, 0));
            assertTrue(poisoned.poisoned(), "700 is among the spec's poisoned codes");
            assertEquals(HostRuntimeEvents.statusConvention().failure("ebhEnqueueFill", 700).statusName(),
                    poisoned.statusName());
            HostRuntimeFunctions.open().ebhInjectFault(HostCall.ENQUEUE_FILL.code(), 2, 1);
            DriverException refused = assertThrows(DriverException.class, () -> buffer.fill(stream, 0));
            assertTrue(!refused.poisoned(), "2 is not");
        } finally {
            HostRuntimeFunctions.open().ebhClearFaults();
        }
    }
}
