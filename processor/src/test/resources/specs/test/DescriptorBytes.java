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
 * The Level Zero-shaped spec with its four descriptors in the layouts of descriptor_bytes.h: a pool descriptor
 * defined inside another record, an event descriptor whose fields and slot lie in anonymous members, a packed
 * queue descriptor and a wait descriptor holding a C bool. Every field of each is given a value.
 */
@EventBackend(
        name = "DescriptorBytes",
        rank = Rank.GPU,
        library = @Library(
                names = {"libdescriptorbytes.so"},
                overrideProperty = "eventbind.descriptorbytes.library",
                overrideEnv = "EVENTBIND_DESCRIPTORBYTES_LIBRARY"),
        status = @Status(
                notReady = 1,
                poisoned = 0x70000001,
                codes = {
                    @Code(value = 0x70000001, name = "XX_RESULT_ERROR_DEVICE_LOST"),
                    @Code(value = 0x78000004, name = "XX_RESULT_ERROR_INVALID_ARGUMENT")
                }),
        header = "descriptor_bytes.h")
public interface DescriptorBytes {

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

    @Bind(value = Op.EVENT_POOL_CREATE, symbol = "dbEventPoolCreate")
    int eventPoolCreate(@From(Op.DEVICE_GET) MemorySegment device,
            @Descriptor(record = "db_pool_desc_t", fields = {
                @Field(name = "stype", value = POOL_DESC),
                @Field(name = "flags", value = POOL_FLAGS),
                @Field(name = "count", value = POOL_SIZE),
                @Field(name = "tail", value = 0x1122334455667788L)
            }, capacity = "count") MemorySegment desc,
            MemorySegment pool);

    @Bind(value = Op.EVENT_CREATE, symbol = "dbEventCreate")
    int eventCreate(@From(Op.EVENT_POOL_CREATE) MemorySegment pool,
            @Descriptor(record = "db_event_desc_t", fields = {
                @Field(name = "stype", value = EVENT_DESC),
                @Field(name = "signal", value = SCOPE_HOST),
                @Field(name = "tag", value = 0xa5),
                @Field(name = "wait", value = 0x0102030405060708L),
                @Field(name = "last", value = 0xdeadbeefL)
            }, slot = "index") MemorySegment desc,
            MemorySegment event);

    @Bind(value = Op.EVENT_DESTROY, symbol = "xxEventDestroy")
    int eventDestroy(MemorySegment event);

    @Bind(value = Op.EVENT_RESET, symbol = "xxEventHostReset")
    int eventReset(MemorySegment event);

    @Bind(value = Op.EVENT_WAIT, symbol = "dbEventHostSynchronize")
    int eventSynchronize(MemorySegment event,
            @Descriptor(record = "db_wait_desc_t", fields = {
                @Field(name = "stype", value = 0x14),
                @Field(name = "before", value = 0xff),
                @Field(name = "host", value = 1),
                @Field(name = "after", value = 0x7e),
                @Field(name = "flags", value = 3)
            }) MemorySegment desc,
            long timeout);

    @Bind(value = Op.EVENT_QUERY, symbol = "xxEventQueryStatus")
    int eventQuery(MemorySegment event);

    @Bind(value = Op.EVENT_TIMESTAMP, symbol = "xxEventQueryGlobalTimestamp", timestampBits = 32)
    int eventTimestamp(MemorySegment event, MemorySegment ticks);

    @Bind(value = Op.STREAM_CREATE, symbol = "dbCommandListCreateImmediate")
    int listCreate(@From(Op.DEVICE_GET) MemorySegment device,
            @Descriptor(record = "db_queue_desc_t", fields = {
                @Field(name = "tag", value = 7),
                @Field(name = "stype", value = QUEUE_DESC),
                @Field(name = "ordinal", value = 2),
                @Field(name = "value", value = 0x0807060504030201L),
                @Field(name = "priority", value = -3)
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
