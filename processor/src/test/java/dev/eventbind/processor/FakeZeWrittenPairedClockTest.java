package dev.eventbind.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.api.DriverException;
import dev.eventbind.api.EventApi;
import dev.eventbind.api.PairedClock;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;

/**
 * The Level Zero-shaped spec with its paired clock written by hand ({@code @Implements(Op.PAIRED_CLOCK)}) over the
 * downcall of {@code xxDeviceGetGlobalTimestamps} and the bound frequency and timestamp reads, as an API does whose
 * paired read takes another handle than the backend's device: the generated backend is that clock, made once when it
 * opens, and passes the same checks as the bound one; a refused read is noted as the device's failure.
 */
@EnabledOnOs(OS.LINUX)
class FakeZeWrittenPairedClockTest extends PairedClockChecks {

    static final String BOUND = """
                @Bind(value = Op.PAIRED_CLOCK, symbol = "xxDeviceGetGlobalTimestamps", critical = true,
                        hostClock = PairedHostClock.CLOCK_MONOTONIC_RAW)
                int globalTimestamps(@From(Op.DEVICE_GET) MemorySegment device, MemorySegment host, MemorySegment deviceTicks);
            """;

    /** The paired read as a plain downcall, which the hand-written clock calls. */
    static final String DOWNCALL = """
                @dev.eventbind.spec.Downcall(symbol = "xxDeviceGetGlobalTimestamps", critical = true)
                int globalTimestamps(MemorySegment device, MemorySegment host, MemorySegment deviceTicks);
            """;

    static final String WRITTEN = DOWNCALL + """

                /** The paired read, the timestamp read and the frequency, over the generated downcalls. */
                @dev.eventbind.spec.Implements(Op.PAIRED_CLOCK)
                default dev.eventbind.api.PairedClock<MemorySegment> pairedClock(
                        dev.eventbind.binding.StatusConvention status, @From(Op.DEVICE_GET) MemorySegment device)
                        throws dev.eventbind.api.DriverException {
                    MemorySegment hz = java.lang.foreign.Arena.ofAuto().allocate(8, 8);
                    status.check("xxDeviceGetTimerFrequency", timerFrequency(device, hz));
                    long frequency = hz.get(java.lang.foreign.ValueLayout.JAVA_LONG, 0);
                    return new dev.eventbind.api.PairedClock<>() {
                        @Override
                        public HostClock pairedHostClock() {
                            return HostClock.CLOCK_MONOTONIC_RAW;
                        }

                        @Override
                        public Reading readPairedClock() throws dev.eventbind.api.DriverException {
                            MemorySegment stamps = java.lang.foreign.Arena.ofAuto().allocate(16, 8);
                            status.check("xxDeviceGetGlobalTimestamps", globalTimestamps(device, stamps,
                                    stamps.asSlice(8)));
                            return new Reading(stamps.get(java.lang.foreign.ValueLayout.JAVA_LONG, 0),
                                    stamps.get(java.lang.foreign.ValueLayout.JAVA_LONG, 8));
                        }

                        @Override
                        public boolean supportsEventDeviceTicks() {
                            return true;
                        }

                        @Override
                        public long eventDeviceTicks(MemorySegment event) throws dev.eventbind.api.DriverException {
                            MemorySegment ticks = java.lang.foreign.Arena.ofAuto().allocate(8, 8);
                            status.check("xxEventQueryGlobalTimestamp", eventTimestamp(event, ticks));
                            return ticks.get(java.lang.foreign.ValueLayout.JAVA_LONG, 0);
                        }

                        @Override
                        public long deviceNanosBetween(long earlierTicks, long laterTicks) {
                            return dev.eventbind.binding.DeviceTicks.elapsedNanos(earlierTicks, laterTicks, 32,
                                    frequency);
                        }
                    };
                }
            """;

    private static final FakeLibraryBackend BACKEND = FakeLibraryBackend.variant("fakeze-written-clock", "fakeze",
            "FakeZe", written(), Compilations.FAKE_ZE_CONTROL);

    /** The Level Zero-shaped spec whose paired clock is written by hand instead of bound. */
    static JavaFileObject written() {
        return ShapeCorpus.ze(BOUND, WRITTEN);
    }

    @Override
    EventApi<Object, Object> openBackend() {
        return BACKEND.open();
    }

    @Test
    void aRefusedPairedReadIsTheDevicesFailureNamingTheCall() throws Exception {
        EventApi<Object, Object> api = BACKEND.open();
        PairedClock<?> clock = (PairedClock<?>) api;
        BACKEND.control("failNext", 0x70000001);
        DriverException lost = assertThrows(DriverException.class, clock::readPairedClock);
        assertEquals("xxDeviceGetGlobalTimestamps", lost.function(), lost.getMessage());
        assertTrue(lost.getMessage().contains("XX_RESULT_ERROR_DEVICE_LOST"), lost.getMessage());
        DriverException poisoned = assertThrows(DriverException.class, api::streamCreateNonBlocking);
        assertTrue(poisoned.getMessage().contains("XX_RESULT_ERROR_DEVICE_LOST"), poisoned.getMessage());
    }
}
