package dev.eventbind.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.api.BackendUnavailableException;
import dev.eventbind.api.EventApi;
import dev.eventbind.api.PairedClock;
import dev.eventbind.binding.DeviceTicks;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.time.Duration;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;

/**
 * The Level Zero-shaped spec whose values are fields of records the calls write ({@code @Descriptor(read = ...)}),
 * as Level Zero's are: the timer's frequency and the kernel timestamps' valid bits from the device's properties
 * ({@code xxDeviceGetProperties}, one C function bound by two ops, read once when the backend opens), an event's
 * ticks from the global end of its barrier's timestamps ({@code xxEventQueryKernelTimestamp}'s
 * {@code global.kernelEnd}, a field of a nested record). The fake writes the other timestamps differently and
 * keeps 40 valid bits in the global timer against 32 in the kernel timestamps, so a wrong field or the wrong bits
 * show in the spans and the paired clock, which are compared with the ticks the plain timestamp call reads.
 */
@EnabledOnOs(OS.LINUX)
class FakeZeRecordReadTest extends PairedClockChecks {

    /** The bound frequency read, which the variant replaces with two reads of the device's properties. */
    static final String FREQUENCY = """
                @Bind(value = Op.TIMER_FREQUENCY, symbol = "xxDeviceGetTimerFrequency", critical = true)
                int timerFrequency(@From(Op.DEVICE_GET) MemorySegment device, MemorySegment hz);
            """;

    static final String PROPERTIES = """
                @Bind(value = Op.TIMER_FREQUENCY, symbol = "xxDeviceGetProperties")
                int deviceProperties(@From(Op.DEVICE_GET) MemorySegment device,
                        @Descriptor(record = "xx_device_properties_t",
                                fields = @Field(name = "stype", value = DEVICE_PROPERTIES),
                                read = "timerResolution") MemorySegment properties);

                @Bind(value = Op.TIMESTAMP_BITS, symbol = "xxDeviceGetProperties")
                int kernelTimestampBits(@From(Op.DEVICE_GET) MemorySegment device,
                        @Descriptor(record = "xx_device_properties_t",
                                fields = @Field(name = "stype", value = DEVICE_PROPERTIES),
                                read = "kernelTimestampValidBits") MemorySegment properties);
            """;

    /** The bound timestamp read, which the variant replaces with the kernel timestamp's nested field. */
    static final String TIMESTAMP = """
                @Bind(value = Op.EVENT_TIMESTAMP, symbol = "xxEventQueryGlobalTimestamp", timestampBits = 32)
                int eventTimestamp(MemorySegment event, MemorySegment ticks);
            """;

    static final String KERNEL_TIMESTAMP = """
                @Bind(value = Op.EVENT_TIMESTAMP, symbol = "xxEventQueryKernelTimestamp")
                int kernelTimestamp(MemorySegment event,
                        @Descriptor(record = "xx_kernel_timestamp_result_t", read = "global.kernelEnd")
                        MemorySegment result);

                /** The plain timestamp read, the ticks the tests compare with. */
                @dev.eventbind.spec.Downcall(symbol = "xxEventQueryGlobalTimestamp")
                int eventTicks(MemorySegment event, MemorySegment ticks);
            """;

    private static final String CONSTANT = "    /** Events a pool holds. */";

    private static final FakeLibraryBackend FAKE = FakeLibraryBackend.variant("fakeze-record-read", "fakeze",
            "FakeZe", spec(), Compilations.FAKE_ZE_CONTROL);

    /** The fake's timer: 19.2 MHz, of which 32 bits are valid in a kernel timestamp. */
    private static final long HZ = 19_200_000L;

    /** The variant, with more pairs of texts replaced for a case of its own. */
    static JavaFileObject spec(String... pairs) {
        String[] all = new String[pairs.length + 6];
        all[0] = FREQUENCY;
        all[1] = PROPERTIES;
        all[2] = TIMESTAMP;
        all[3] = KERNEL_TIMESTAMP;
        all[4] = CONSTANT;
        all[5] = "    /** XX_STRUCTURE_TYPE_DEVICE_PROPERTIES. */\n    int DEVICE_PROPERTIES = 0x14;\n" + CONSTANT;
        System.arraycopy(pairs, 0, all, 6, pairs.length);
        return OpShapeCorpus.zeAll(all);
    }

    @Override
    EventApi<Object, Object> openBackend() {
        return FAKE.open();
    }

    @Test
    @SuppressWarnings("unchecked")
    void aSpanIsTheGlobalEndsDistanceModuloTheKernelTimestampsValidBits() throws Exception {
        EventApi<Object, Object> api = FAKE.open();
        Object stream = api.streamCreateNonBlocking();
        Object start = api.eventCreate();
        Object end = api.eventCreate();
        // The fake's 32-bit counter wraps half a second after its first reading since a restart; its global timer
        // keeps 40 bits, which would read the wrapped span as a reversed one.
        FAKE.control("restartTimer");
        api.eventRecord(start, stream);
        FAKE.control("appendSleep", FakeLibraryBackend.handle(stream), Duration.ofMillis(600).toNanos());
        api.eventRecord(end, stream);
        api.eventWait(end);

        long first = ticks(start);
        long second = ticks(end);

        assertTrue(second < first, "the counter wrapped between the two events");
        assertEquals(DeviceTicks.elapsedNanos(first, second, 32, HZ), api.eventElapsedNanos(start, end));
        assertTrue(api.eventElapsedNanos(start, end) >= 600_000_000L, api.eventElapsedNanos(start, end) + " ns");
        assertEquals(second, ((PairedClock<Object>) (PairedClock<?>) api).eventDeviceTicks(end),
                "an event's ticks are its barrier's global end");
        api.eventDestroy(start);
        api.eventDestroy(end);
        api.streamDestroy(stream);
    }

    @Test
    @SuppressWarnings("unchecked")
    void thePairedClockConvertsWithTheFrequencyAndTheValidBitsReadAtOpen() {
        PairedClock<Object> clock = (PairedClock<Object>) (PairedClock<?>) FAKE.open();

        assertEquals(1_000_000_000L, clock.deviceNanosBetween(5, 5 + HZ));
        // 0x200 ticks across the 32-bit wrap: 26,666 ns; modulo 2^40 it would read as reversed, so 0.
        assertEquals(26_666L, clock.deviceNanosBetween(0xffff_ff00L, 0x100L));
    }

    @Test
    @SuppressWarnings("unchecked")
    void aFrequencyAboveTwoToTheThirtyOneIsReadUnsigned() {
        try {
            FAKE.control("setDeviceProperties", (int) 3_000_000_000L, 32);
            PairedClock<Object> clock = (PairedClock<Object>) (PairedClock<?>) FAKE.open();

            assertEquals(100_000_000L, clock.deviceNanosBetween(0, 300_000_000L),
                    "a uint32_t timerResolution of 3 GHz, not a negative one");
        } finally {
            FAKE.control("setDeviceProperties", (int) HZ, 32);
        }
    }

    @Test
    void aDeviceWithoutKernelTimestampsOrATimerIsUnavailableAndGivesTheDeviceBack() {
        int held = (int) FAKE.control("deviceReferences");
        try {
            FAKE.control("setDeviceProperties", (int) HZ, 0);
            BackendUnavailableException noBits = assertThrows(BackendUnavailableException.class, FAKE::open);
            assertTrue(noBits.getMessage().contains("xxDeviceGetProperties reported 0 valid timestamp bits"),
                    noBits.getMessage());
            assertEquals(held, (int) FAKE.control("deviceReferences"), "the device the open read is released");

            FAKE.control("setDeviceProperties", 0, 32);
            BackendUnavailableException noTimer = assertThrows(BackendUnavailableException.class, FAKE::open);
            assertTrue(noTimer.getMessage().contains("xxDeviceGetProperties reported a timer of 0 ticks per"
                    + " second"), noTimer.getMessage());
            assertEquals(held, (int) FAKE.control("deviceReferences"), "the device the open read is released");
        } finally {
            FAKE.control("setDeviceProperties", (int) HZ, 32);
        }
    }

    /** The ticks the plain timestamp call reads for an event of the backend. */
    private static long ticks(Object event) throws Exception {
        Object raw = FAKE.type("test.FakeZeFunctions").getMethod("open").invoke(null);
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment ticks = arena.allocate(ValueLayout.JAVA_LONG);
            assertEquals(0, raw.getClass().getMethod("eventTicks", MemorySegment.class, MemorySegment.class)
                    .invoke(raw, FakeLibraryBackend.handle(event), ticks));
            return ticks.get(ValueLayout.JAVA_LONG, 0);
        }
    }
}
