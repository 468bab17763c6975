package dev.eventbind.backend.hip;

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
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The generated HIP binding against the real HIP runtime of a machine without an AMD device (Debian's
 * libamdhip64-5): the library is found by its versioned name, every symbol binds, and every call reports that
 * there is no device, in the runtime's own words. Each failing call costs the runtime about 17 us, so each is
 * made once.
 */
class HipRealRuntimeTest {

    private static final Set<Integer> NO_DEVICE = Set.of(100, 101);
    private static final Set<String> NO_DEVICE_NAMES = Set.of("hipErrorNoDevice", "hipErrorInvalidDevice");

    /** Every symbol the spec binds. */
    private static final List<String> SYMBOLS = List.of(
            "hipEventCreateWithFlags", "hipEventDestroy", "hipEventRecord", "hipEventSynchronize",
            "hipEventElapsedTime", "hipStreamWaitEvent", "hipStreamSynchronize", "hipStreamCreateWithFlags",
            "hipStreamDestroy", "hipGetErrorName", "hipGetErrorString", "hipRuntimeGetVersion");

    private static HipRuntimeEvents hip;

    @BeforeAll
    static void link() {
        hip = HipRuntimeEvents.open();
    }

    @Test
    void theProbeFindsTheRealRuntimeAndReportsTheMissingDevice() {
        BackendProbe probe = HipRuntimeEvents.probe();
        assertFalse(probe.ready());
        assertTrue(probe.library().orElseThrow().contains("libamdhip64.so."), () -> "library " + probe.library());
        String reason = probe.reason().orElseThrow();
        assertTrue(NO_DEVICE_NAMES.stream().anyMatch(reason::contains), () -> "reason " + reason);
    }

    @Test
    void anEventCallFailsWithTheRuntimesOwnName() {
        DriverException refused = assertThrows(DriverException.class, hip::eventCreate);
        String name = CStrings.read(HipRuntimeFunctions.open().hipGetErrorName(refused.status()));
        String words = CStrings.read(HipRuntimeFunctions.open().hipGetErrorString(refused.status()));
        assertAll(
                () -> assertTrue(NO_DEVICE.contains(refused.status()), () -> "status " + refused.status()),
                () -> assertEquals("hipEventCreateWithFlags", refused.function()),
                () -> assertTrue(NO_DEVICE_NAMES.contains(name), name),
                () -> assertEquals(name, refused.statusName().orElseThrow()),
                () -> assertEquals(words, refused.statusMessage().orElseThrow()),
                () -> assertTrue(refused.getMessage().contains(name), refused::getMessage),
                () -> assertFalse(refused.poisoned()));
    }

    @Test
    void everySymbolTheSpecNamesIsBoundFromTheRealLibrary() {
        List<String> unbound = SYMBOLS.stream().filter(symbol -> !HipRuntimeFunctions.library().has(symbol)).toList();
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
                    () -> assertNoDevice(HipRuntimeFunctions.open().hipEventCreateWithFlags(out, 0)),
                    () -> assertNoDevice(HipRuntimeFunctions.open().hipEventDestroy(none)),
                    () -> assertNoDevice(HipRuntimeFunctions.open().hipEventRecord(none, none)),
                    () -> assertNoDevice(HipRuntimeFunctions.open().hipEventSynchronize(none)),
                    () -> assertNoDevice(HipRuntimeFunctions.open().hipEventElapsedTime(millis, none, none)),
                    () -> assertNoDevice(HipRuntimeFunctions.open().hipStreamWaitEvent(none, none, 0)),
                    () -> assertNoDevice(HipRuntimeFunctions.open().hipStreamSynchronize(none)),
                    () -> assertNoDevice(HipRuntimeFunctions.open().hipStreamCreateWithFlags(out, 1)),
                    () -> assertNoDevice(HipRuntimeFunctions.open().hipStreamDestroy(none)),
                    // The version query needs no device.
                    () -> assertEquals(0, HipRuntimeFunctions.open().hipRuntimeGetVersion(version)),
                    () -> assertTrue(version.get(ValueLayout.JAVA_INT, 0) > 0));
        }
    }

    private static void assertNoDevice(int status) {
        assertTrue(NO_DEVICE.contains(status), () -> "status " + status);
    }
}
