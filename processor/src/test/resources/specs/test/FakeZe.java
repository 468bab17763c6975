package test;

import dev.eventbind.spec.Bind;
import dev.eventbind.spec.Code;
import dev.eventbind.spec.Constant;
import dev.eventbind.spec.Descriptor;
import dev.eventbind.spec.EventBackend;
import dev.eventbind.spec.Field;
import dev.eventbind.spec.From;
import dev.eventbind.spec.Library;
import dev.eventbind.spec.Op;
import dev.eventbind.spec.PairedHostClock;
import dev.eventbind.spec.Rank;
import dev.eventbind.spec.Status;
import java.lang.foreign.MemorySegment;

/**
 * A Level Zero-shaped spec with no hand-written op, bound to the fake library the tests build (fake_ze_api.h):
 * a device, events from pools with descriptors, resets, ticks with a frequency, a paired host and device clock,
 * timeouts and list waits.
 */
@EventBackend(
        name = "FakeZe",
        rank = Rank.GPU,
        library = @Library(
                names = {"libfakeze.so"},
                overrideProperty = "eventbind.fakeze.library",
                overrideEnv = "EVENTBIND_FAKEZE_LIBRARY"),
        status = @Status(
                notReady = 1,
                poisoned = 0x70000001,
                codes = {
                    @Code(value = 0x70000001, name = "XX_RESULT_ERROR_DEVICE_LOST"),
                    @Code(value = 0x78000006, name = "XX_RESULT_ERROR_HANDLE_OBJECT_IN_USE"),
                    @Code(value = 0x7800001f, name = "XX_RESULT_ERROR_EVENT_NOT_RESET")
                }),
        header = "fake_ze_api.h")
public interface FakeZe {

    /** XX_STRUCTURE_TYPE_EVENT_POOL_DESC. */
    int POOL_DESC = 0x11;
    /** XX_STRUCTURE_TYPE_EVENT_DESC. */
    int EVENT_DESC = 0x12;
    /** XX_STRUCTURE_TYPE_COMMAND_QUEUE_DESC. */
    int QUEUE_DESC = 0x13;
    /** XX_EVENT_POOL_FLAG_HOST_VISIBLE | XX_EVENT_POOL_FLAG_KERNEL_TIMESTAMP. */
    int POOL_FLAGS = 0x1 | 0x8;
    /** Events a pool holds. */
    int POOL_SIZE = 4;
    /** XX_EVENT_SCOPE_FLAG_HOST. */
    int SCOPE_HOST = 0x4;

    @Bind(value = Op.INIT, symbol = "xxInit")
    int init(int flags);

    @Bind(value = Op.DEVICE_GET, symbol = "xxDeviceGet")
    int deviceGet(@Constant(0) int ordinal, MemorySegment device);

    @Bind(value = Op.DEVICE_RELEASE, symbol = "xxDeviceRelease")
    int deviceRelease(@From(Op.DEVICE_GET) MemorySegment device);

    @Bind(value = Op.TIMER_FREQUENCY, symbol = "xxDeviceGetTimerFrequency", critical = true)
    int timerFrequency(@From(Op.DEVICE_GET) MemorySegment device, MemorySegment hz);

    @Bind(value = Op.PAIRED_CLOCK, symbol = "xxDeviceGetGlobalTimestamps", critical = true,
            hostClock = PairedHostClock.CLOCK_MONOTONIC_RAW)
    int globalTimestamps(@From(Op.DEVICE_GET) MemorySegment device, MemorySegment host, MemorySegment deviceTicks);

    @Bind(value = Op.EVENT_POOL_CREATE, symbol = "xxEventPoolCreate")
    int eventPoolCreate(@From(Op.DEVICE_GET) MemorySegment device,
            @Descriptor(record = "xx_event_pool_desc_t", fields = {
                @Field(name = "stype", value = POOL_DESC),
                @Field(name = "flags", value = POOL_FLAGS),
                @Field(name = "count", value = POOL_SIZE)
            }, capacity = "count") MemorySegment desc,
            MemorySegment pool);

    @Bind(value = Op.EVENT_POOL_DESTROY, symbol = "xxEventPoolDestroy")
    int eventPoolDestroy(MemorySegment pool);

    @Bind(value = Op.EVENT_CREATE, symbol = "xxEventCreate")
    int eventCreate(@From(Op.EVENT_POOL_CREATE) MemorySegment pool,
            @Descriptor(record = "xx_event_desc_t", fields = {
                @Field(name = "stype", value = EVENT_DESC),
                @Field(name = "signal", value = SCOPE_HOST)
            }, slot = "index") MemorySegment desc,
            MemorySegment event);

    @Bind(value = Op.EVENT_DESTROY, symbol = "xxEventDestroy")
    int eventDestroy(MemorySegment event);

    @Bind(value = Op.EVENT_RESET, symbol = "xxEventHostReset")
    int eventReset(MemorySegment event);

    @Bind(value = Op.EVENT_WAIT, symbol = "xxEventHostSynchronize")
    int eventSynchronize(MemorySegment event, long timeout);

    @Bind(value = Op.EVENT_QUERY, symbol = "xxEventQueryStatus")
    int eventQuery(MemorySegment event);

    @Bind(value = Op.EVENT_TIMESTAMP, symbol = "xxEventQueryGlobalTimestamp", timestampBits = 32)
    int eventTimestamp(MemorySegment event, MemorySegment ticks);

    @Bind(value = Op.STREAM_CREATE, symbol = "xxCommandListCreateImmediate")
    int listCreate(@From(Op.DEVICE_GET) MemorySegment device,
            @Descriptor(record = "xx_command_queue_desc_t", fields = {
                @Field(name = "stype", value = QUEUE_DESC),
                @Field(name = "ordinal", value = 2)
            }) MemorySegment desc,
            MemorySegment list);

    @Bind(value = Op.STREAM_DESTROY, symbol = "xxCommandListDestroy")
    int listDestroy(MemorySegment list);

    @Bind(value = Op.EVENT_RECORD, symbol = "xxCommandListAppendSignalEvent")
    int appendSignal(MemorySegment list, MemorySegment event);

    @Bind(value = Op.STREAM_WAIT_EVENT, symbol = "xxCommandListAppendWaitOnEvents")
    int appendWait(MemorySegment list, int count, MemorySegment events);

    @Bind(value = Op.STREAM_SYNCHRONIZE, symbol = "xxCommandListHostSynchronize")
    int listSynchronize(MemorySegment list, long timeout);
}
