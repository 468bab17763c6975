package dev.eventbind.backend.cuda;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.api.DriverException;
import dev.eventbind.discovery.BackendProbe;
import dev.eventbind.ffm.CStrings;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The generated CUDA binding against the real CUDA 13 runtime of a machine without a driver: the library is
 * found under /usr/local/cuda, every symbol binds, and every call reports cudaErrorInsufficientDriver (35) in
 * the runtime's own words.
 */
class CudaRealRuntimeTest {

    private static final int INSUFFICIENT_DRIVER = 35;
    private static final String INSUFFICIENT_DRIVER_NAME = "cudaErrorInsufficientDriver";

    /** Every symbol the spec binds. */
    private static final List<String> SYMBOLS = List.of(
            "cudaEventCreateWithFlags", "cudaEventDestroy", "cudaEventRecord", "cudaEventSynchronize",
            "cudaEventElapsedTime", "cudaStreamWaitEvent", "cudaStreamSynchronize", "cudaStreamCreateWithFlags",
            "cudaStreamDestroy", "cudaGetErrorName", "cudaGetErrorString", "cudaRuntimeGetVersion");

    private static CudaRuntimeEvents cuda;

    @BeforeAll
    static void link() {
        cuda = CudaRuntimeEvents.open();
    }

    @Test
    void theProbeFindsTheRealRuntimeAndReportsTheMissingDriver() {
        BackendProbe probe = CudaRuntimeEvents.probe();
        assertFalse(probe.ready());
        assertTrue(probe.library().orElseThrow().endsWith("libcudart.so.13"), () -> "library " + probe.library());
        assertTrue(probe.reason().orElseThrow().contains(INSUFFICIENT_DRIVER_NAME), () -> "reason " + probe.reason());
    }

    @Test
    void theProbeOfTheRuntimeWithoutADriverStillReportsItsVersion() {
        BackendProbe probe = CudaRuntimeEvents.probe();

        assertFalse(probe.ready());
        // cudaRuntimeGetVersion needs no driver; the number is read, only its presence and sign are pinned.
        int version = Integer.parseInt(probe.version().orElseThrow(() -> new AssertionError("no version: " + probe)));
        assertTrue(version > 0, () -> "version " + version);
        assertEquals(cuda.version().orElseThrow(), version, "the probe reports what version() reads");
    }

    @Test
    void anEventCallFailsWithTheRuntimesOwnNameAndWords() {
        DriverException refused = assertThrows(DriverException.class, cuda::eventCreate);
        String words = CStrings.read(CudaRuntimeFunctions.open().cudaGetErrorString(INSUFFICIENT_DRIVER));
        assertAll(
                () -> assertEquals(INSUFFICIENT_DRIVER, refused.status()),
                () -> assertEquals("cudaEventCreateWithFlags", refused.function()),
                () -> assertEquals(INSUFFICIENT_DRIVER_NAME, refused.statusName().orElseThrow()),
                () -> assertTrue(words.contains("insufficient"), words),
                () -> assertEquals(words, refused.statusMessage().orElseThrow()),
                () -> assertTrue(refused.getMessage().contains(INSUFFICIENT_DRIVER_NAME), refused::getMessage),
                () -> assertTrue(refused.getMessage().contains(words), refused::getMessage),
                () -> assertFalse(refused.poisoned()));
    }

    @Test
    void aStreamCallFailsTheSameWay() {
        DriverException refused = assertThrows(DriverException.class, cuda::streamCreateNonBlocking);
        assertEquals(INSUFFICIENT_DRIVER, refused.status());
        assertEquals("cudaStreamCreateWithFlags", refused.function());
    }

    @Test
    void everySymbolTheSpecNamesIsBoundFromTheRealLibrary() {
        List<String> unbound = SYMBOLS.stream().filter(symbol -> !CudaRuntimeFunctions.library().has(symbol)).toList();
        assertTrue(unbound.isEmpty(), () -> "not bound: " + unbound);
    }

    @Test
    void everyBoundSymbolReachesTheRealRuntime() {
        MemorySegment none = MemorySegment.NULL;
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment out = arena.allocate(ValueLayout.ADDRESS);
            MemorySegment millis = arena.allocate(ValueLayout.JAVA_FLOAT);
            MemorySegment version = arena.allocate(ValueLayout.JAVA_INT);
            assertAll(
                    () -> assertEquals(INSUFFICIENT_DRIVER, CudaRuntimeFunctions.open().cudaEventCreateWithFlags(out, 0)),
                    () -> assertEquals(INSUFFICIENT_DRIVER, CudaRuntimeFunctions.open().cudaEventDestroy(none)),
                    () -> assertEquals(INSUFFICIENT_DRIVER, CudaRuntimeFunctions.open().cudaEventRecord(none, none)),
                    () -> assertEquals(INSUFFICIENT_DRIVER, CudaRuntimeFunctions.open().cudaEventSynchronize(none)),
                    () -> assertEquals(INSUFFICIENT_DRIVER, CudaRuntimeFunctions.open().cudaEventElapsedTime(millis, none, none)),
                    () -> assertEquals(INSUFFICIENT_DRIVER, CudaRuntimeFunctions.open().cudaStreamWaitEvent(none, none, 0)),
                    () -> assertEquals(INSUFFICIENT_DRIVER, CudaRuntimeFunctions.open().cudaStreamSynchronize(none)),
                    () -> assertEquals(INSUFFICIENT_DRIVER, CudaRuntimeFunctions.open().cudaStreamCreateWithFlags(out, 1)),
                    () -> assertEquals(INSUFFICIENT_DRIVER, CudaRuntimeFunctions.open().cudaStreamDestroy(none)),
                    () -> assertEquals(INSUFFICIENT_DRIVER_NAME,
                            CStrings.read(CudaRuntimeFunctions.open().cudaGetErrorName(INSUFFICIENT_DRIVER))),
                    // The version query needs no driver: CUDA 13.x reports 13000 and up.
                    () -> assertEquals(0, CudaRuntimeFunctions.open().cudaRuntimeGetVersion(version)),
                    () -> assertEquals(13, version.get(ValueLayout.JAVA_INT, 0) / 1000));
        }
    }
}
