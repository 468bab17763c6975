package dev.eventbind.backend.levelzero;

import dev.eventbind.api.DriverException;
import dev.eventbind.binding.StatusConvention;
import dev.eventbind.spec.Bind;
import dev.eventbind.spec.Constant;
import dev.eventbind.spec.Descriptor;
import dev.eventbind.spec.Downcall;
import dev.eventbind.spec.EventBackend;
import dev.eventbind.spec.Field;
import dev.eventbind.spec.From;
import dev.eventbind.spec.Implements;
import dev.eventbind.spec.Library;
import dev.eventbind.spec.Op;
import dev.eventbind.spec.PairedHostClock;
import dev.eventbind.spec.Rank;
import dev.eventbind.spec.Status;
import dev.eventbind.spec.Struct;
import dev.eventbind.spec.Structs;
import java.lang.foreign.MemorySegment;

/**
 * The Level Zero backend as a spec over {@code level_zero/ze_api.h} (API 1.4), linked to the loader
 * {@code libze_loader.so.1}; the processor generates {@code LevelZeroEvents} (the {@code EventApi}),
 * {@code LevelZeroFunctions} (the typed downcalls) and {@code LevelZeroEventsProvider}.
 *
 * <p>A stream is an immediate command list on the device's first compute queue group. Events come from
 * host-visible {@code KERNEL_TIMESTAMP} pools; a record appends a barrier that signals the event: with no wait list
 * a barrier starts only once every command before it has completed and holds back every command after it, so its
 * timestamp lies between the two, which a bare timestamp write does not promise without barriers around it. The
 * event's time is the barrier's global {@code kernelEnd} (never the context time, which leaves out the time other
 * contexts ran), the field {@code global.kernelEnd} of the {@code ze_kernel_timestamp_result_t}
 * {@code zeEventQueryKernelTimestamp} writes; elapsed time is the difference modulo
 * {@code 2^kernelTimestampValidBits} times the tick period, both read from {@code ze_device_properties_t} when the
 * backend opens. The profiler's paired clock is {@code zeDeviceGetGlobalTimestamps} on the device. A host wait is
 * {@code zeEventHostSynchronize} with its native timeout, polled on a virtual thread; a query is
 * {@code zeEventQueryStatus}. An event is reset with
 * {@code zeEventHostReset} before it is recorded again, or replaced while a wait may still name it.
 *
 * <p>The backend holds two setup handles: the device and a context made on it ({@code Op.CONTEXT_CREATE}), which the
 * pools and the lists are made in and which {@code close()} destroys after the pools ({@code zeContextDestroy}).
 * API 1.4 has no {@code zeCommandListHostSynchronize}, so {@code STREAM_SYNCHRONIZE} is left unbound: the generated
 * backend records an event of its own and waits for it on the host. Written by hand ({@link Devices}): the device
 * choice, the context's create (it takes the device's driver, which the backend does not hold) and the list's
 * create on the device's compute queue group. C types map as: handles and pointers to {@link MemorySegment},
 * {@code ze_result_t}, {@code uint32_t} and the flag and enum types to {@code int}, {@code uint64_t} and
 * {@code size_t} to {@code long}.
 */
@EventBackend(
        name = "Level Zero",
        rank = Rank.GPU,
        library = @Library(names = {"libze_loader.so.1", "libze_loader.so", "ze_loader.dll"},
                overrideProperty = "eventbind.levelzero.library", overrideEnv = "EVENTBIND_LEVELZERO_LIBRARY",
                loadsByName = {"libze_intel_gpu.so.1", "libze_intel_vpu.so.1", "libze_validation_layer.so.1",
                    "libze_tracing_layer.so.1"}),
        header = "level_zero/ze_api.h",
        // ZE_RESULT_FORCE_UINT32 only sizes the enum.
        status = @Status(prefix = "ZE_RESULT_", exclude = "ZE_RESULT_FORCE_UINT32",
                notReady = LevelZero.ZE_RESULT_NOT_READY, poisoned = LevelZero.ZE_RESULT_ERROR_DEVICE_LOST))
@Structs({
    @Struct(value = "ze_context_desc_t", type = "ZE_STRUCTURE_TYPE_CONTEXT_DESC"),
    @Struct(value = "ze_device_properties_t", type = "ZE_STRUCTURE_TYPE_DEVICE_PROPERTIES_1_2",
            fields = {"type", "name"}),
    @Struct(value = "ze_command_queue_group_properties_t", type = "ZE_STRUCTURE_TYPE_COMMAND_QUEUE_GROUP_PROPERTIES",
            fields = {"flags"}),
    @Struct(value = "ze_host_mem_alloc_desc_t", type = "ZE_STRUCTURE_TYPE_HOST_MEM_ALLOC_DESC")
})
public interface LevelZero {

    /** ZE_RESULT_NOT_READY: an event not signalled yet, or a wait that timed out. */
    int ZE_RESULT_NOT_READY = 1;
    /** ZE_RESULT_ERROR_DEVICE_LOST: the device hung or was removed; the instance is poisoned. */
    int ZE_RESULT_ERROR_DEVICE_LOST = 0x70000001;
    /** ZE_RESULT_ERROR_UNINITIALIZED: the loader found no driver. */
    int ZE_RESULT_ERROR_UNINITIALIZED = 0x78000001;
    /** ZE_STRUCTURE_TYPE_DEVICE_PROPERTIES_1_2: {@code timerResolution} in cycles per second. */
    int DEVICE_PROPERTIES_1_2 = 0x00020006;
    /** ZE_STRUCTURE_TYPE_COMMAND_QUEUE_GROUP_PROPERTIES. */
    int QUEUE_GROUP_PROPERTIES = 0x6;
    /** ZE_STRUCTURE_TYPE_CONTEXT_DESC. */
    int CONTEXT_DESC = 0xd;
    /** ZE_STRUCTURE_TYPE_COMMAND_QUEUE_DESC. */
    int QUEUE_DESC = 0xe;
    /** ZE_STRUCTURE_TYPE_EVENT_POOL_DESC. */
    int POOL_DESC = 0x10;
    /** ZE_STRUCTURE_TYPE_EVENT_DESC. */
    int EVENT_DESC = 0x11;
    /** ZE_STRUCTURE_TYPE_HOST_MEM_ALLOC_DESC. */
    int HOST_MEM_ALLOC_DESC = 0x16;
    /** ZE_EVENT_POOL_FLAG_HOST_VISIBLE. */
    int POOL_HOST_VISIBLE = 0x1;
    /** ZE_EVENT_POOL_FLAG_KERNEL_TIMESTAMP. */
    int POOL_KERNEL_TIMESTAMP = 0x4;
    /** Events a pool holds. */
    int POOL_SIZE = 64;
    /** ZE_EVENT_SCOPE_FLAG_HOST: the event's signal and waits are visible to the host. */
    int SCOPE_HOST = 0x4;
    /** ZE_COMMAND_QUEUE_GROUP_PROPERTY_FLAG_COMPUTE. */
    int GROUP_COMPUTE = 0x1;
    /** ZE_COMMAND_QUEUE_MODE_ASYNCHRONOUS. */
    int MODE_ASYNCHRONOUS = 2;
    /** ZE_DEVICE_TYPE_GPU. */
    int DEVICE_TYPE_GPU = 1;

    /** {@code zeEventPoolCreate(context, &desc, 0, NULL, &pool)}: a pool every device of the context sees. */
    @Bind(value = Op.EVENT_POOL_CREATE, symbol = "zeEventPoolCreate")
    int eventPoolCreate(@From(Op.CONTEXT_CREATE) MemorySegment context,
            @Descriptor(record = "ze_event_pool_desc_t", fields = {
                @Field(name = "stype", value = POOL_DESC),
                @Field(name = "flags", value = POOL_HOST_VISIBLE | POOL_KERNEL_TIMESTAMP),
                @Field(name = "count", value = POOL_SIZE)
            }, capacity = "count") MemorySegment desc,
            @Constant(0) int deviceCount, @Constant(0) MemorySegment devices, MemorySegment pool);

    /**
     * {@code ze_result_t zeEventPoolDestroy(ze_event_pool_handle_t hEventPool)}: {@code close()} destroys the pools
     * before the context, which a driver may refuse to destroy while they live.
     */
    @Bind(value = Op.EVENT_POOL_DESTROY, symbol = "zeEventPoolDestroy")
    int eventPoolDestroy(MemorySegment pool);

    /** {@code zeEventCreate(pool, &desc, &event)}, the slot's index in the descriptor. */
    @Bind(value = Op.EVENT_CREATE, symbol = "zeEventCreate")
    int eventCreate(@From(Op.EVENT_POOL_CREATE) MemorySegment pool,
            @Descriptor(record = "ze_event_desc_t", fields = {
                @Field(name = "stype", value = EVENT_DESC),
                @Field(name = "signal", value = SCOPE_HOST),
                @Field(name = "wait", value = SCOPE_HOST)
            }, slot = "index") MemorySegment desc,
            MemorySegment event);

    /** {@code ze_result_t zeEventDestroy(ze_event_handle_t hEvent)} */
    @Bind(value = Op.EVENT_DESTROY, symbol = "zeEventDestroy")
    int eventDestroy(MemorySegment event);

    /** {@code ze_result_t zeEventHostReset(ze_event_handle_t hEvent)}; the timestamps stay. */
    @Bind(value = Op.EVENT_RESET, symbol = "zeEventHostReset")
    int eventReset(MemorySegment event);

    /** {@code ze_result_t zeEventHostSynchronize(ze_event_handle_t hEvent, uint64_t timeout)}; blocks. */
    @Bind(value = Op.EVENT_WAIT, symbol = "zeEventHostSynchronize")
    int eventHostSynchronize(MemorySegment event, long timeout);

    /** {@code ze_result_t zeEventQueryStatus(ze_event_handle_t hEvent)} */
    @Bind(value = Op.EVENT_QUERY, symbol = "zeEventQueryStatus")
    int eventQueryStatus(MemorySegment event);

    /**
     * {@code zeDeviceGetProperties(device, &properties)} with the 1.2 structure type, whose {@code timerResolution} is
     * the timer's cycles per second (with 1.0, rounded nanoseconds per tick), read once when the backend opens;
     * {@link Devices} calls it too, for each device's name and type.
     */
    @Bind(value = Op.TIMER_FREQUENCY, symbol = "zeDeviceGetProperties")
    int deviceProperties(@From(Op.DEVICE_GET) MemorySegment device,
            @Descriptor(record = "ze_device_properties_t",
                    fields = @Field(name = "stype", value = DEVICE_PROPERTIES_1_2),
                    read = "timerResolution") MemorySegment properties);

    /**
     * {@code zeDeviceGetProperties(device, &properties)} again, read once when the backend opens: the valid bits of a
     * kernel timestamp, the low bits of the global timer it keeps. A span is taken modulo {@code 2^} these, which
     * assumes they are no more than {@code timestampValidBits}, the global timer's, as on Intel's GPUs (32 against
     * 36 or 64). A device that keeps no kernel timestamps reports 0, and the backend is unavailable on it.
     */
    @Bind(value = Op.TIMESTAMP_BITS, symbol = "zeDeviceGetProperties")
    int kernelTimestampBits(@From(Op.DEVICE_GET) MemorySegment device,
            @Descriptor(record = "ze_device_properties_t",
                    fields = @Field(name = "stype", value = DEVICE_PROPERTIES_1_2),
                    read = "kernelTimestampValidBits") MemorySegment properties);

    /**
     * {@code zeEventQueryKernelTimestamp(event, &result)}: an event's time is its barrier's global end, never the
     * context's.
     */
    @Bind(value = Op.EVENT_TIMESTAMP, symbol = "zeEventQueryKernelTimestamp")
    int kernelTimestamp(MemorySegment event,
            @Descriptor(record = "ze_kernel_timestamp_result_t", read = "global.kernelEnd") MemorySegment result);

    /**
     * {@code ze_result_t zeDeviceGetGlobalTimestamps(ze_device_handle_t hDevice, uint64_t *hostTimestamp,
     * uint64_t *deviceTimestamp)} on the chosen device, the profiler's anchor: its host stamp is
     * {@code CLOCK_MONOTONIC_RAW}, as Intel's Linux driver reads it.
     */
    @Bind(value = Op.PAIRED_CLOCK, symbol = "zeDeviceGetGlobalTimestamps",
            hostClock = PairedHostClock.CLOCK_MONOTONIC_RAW)
    int globalTimestamps(@From(Op.DEVICE_GET) MemorySegment device, MemorySegment host, MemorySegment deviceTicks);

    /** {@code zeCommandListAppendBarrier(list, event, 0, NULL)}: the barrier signals the recorded event. */
    @Bind(value = Op.EVENT_RECORD, symbol = "zeCommandListAppendBarrier")
    int appendBarrier(MemorySegment list, MemorySegment event, @Constant(0) int waitCount,
            @Constant(0) MemorySegment waitEvents);

    /**
     * {@code ze_result_t zeCommandListAppendWaitOnEvents(ze_command_list_handle_t hCommandList, uint32_t numEvents,
     * ze_event_handle_t *phEvents)}: the generated backend records an event of its own after the wait, so the
     * waited-on event's slot is kept until the list has passed it.
     */
    @Bind(value = Op.STREAM_WAIT_EVENT, symbol = "zeCommandListAppendWaitOnEvents")
    int appendWaitOnEvents(MemorySegment list, int count, MemorySegment events);

    /** {@code ze_result_t zeCommandListDestroy(ze_command_list_handle_t hCommandList)} */
    @Bind(value = Op.STREAM_DESTROY, symbol = "zeCommandListDestroy")
    int commandListDestroy(MemorySegment list);

    /**
     * {@code ze_result_t zeContextDestroy(ze_context_handle_t hContext)}, the backend's context, on close, after its
     * pools.
     */
    @Bind(value = Op.CONTEXT_RELEASE, symbol = "zeContextDestroy")
    int contextDestroy(@From(Op.CONTEXT_CREATE) MemorySegment context);

    /** The device {@link Devices} chooses when the backend opens. */
    @Implements(Op.DEVICE_GET)
    default MemorySegment device(StatusConvention status) throws DriverException {
        return Devices.open(this, status);
    }

    /** {@code zeContextCreate(driver, &desc, &context)} on the chosen device's driver, which the call takes. */
    @Implements(Op.CONTEXT_CREATE)
    default MemorySegment context(StatusConvention status, @From(Op.DEVICE_GET) MemorySegment device)
            throws DriverException {
        return Devices.context(this, status, device);
    }

    /** The chosen device's compute queue group, which its streams are made in; read once when the backend opens. */
    @Implements(Op.QUEUE_FAMILY)
    default int computeGroup(StatusConvention status, @From(Op.DEVICE_GET) MemorySegment device)
            throws DriverException {
        return Devices.opened(device).computeGroup();
    }

    /** {@code ze_result_t zeInit(ze_init_flags_t flags)} */
    @Downcall(symbol = "zeInit")
    int zeInit(int flags);

    /** {@code ze_result_t zeDriverGet(uint32_t *pCount, ze_driver_handle_t *phDrivers)} */
    @Downcall(symbol = "zeDriverGet")
    int zeDriverGet(MemorySegment count, MemorySegment drivers);

    /** {@code ze_result_t zeDeviceGet(ze_driver_handle_t hDriver, uint32_t *pCount, ze_device_handle_t *phDevices)} */
    @Downcall(symbol = "zeDeviceGet")
    int zeDeviceGet(MemorySegment driver, MemorySegment count, MemorySegment devices);

    /** {@code ze_result_t zeDriverGetApiVersion(ze_driver_handle_t hDriver, ze_api_version_t *version)} */
    @Downcall(symbol = "zeDriverGetApiVersion")
    int zeDriverGetApiVersion(MemorySegment driver, MemorySegment version);

    /**
     * {@code ze_result_t zeDeviceGetCommandQueueGroupProperties(ze_device_handle_t hDevice, uint32_t *pCount,
     * ze_command_queue_group_properties_t *pCommandQueueGroupProperties)}
     */
    @Downcall(symbol = "zeDeviceGetCommandQueueGroupProperties")
    int zeDeviceGetCommandQueueGroupProperties(MemorySegment device, MemorySegment count, MemorySegment groups);

    /**
     * {@code ze_result_t zeContextCreate(ze_driver_handle_t hDriver, const ze_context_desc_t *desc,
     * ze_context_handle_t *phContext)}
     */
    @Downcall(symbol = "zeContextCreate")
    int zeContextCreate(MemorySegment driver, MemorySegment desc, MemorySegment context);

    /**
     * {@code ze_result_t zeCommandListCreateImmediate(ze_context_handle_t hContext, ze_device_handle_t hDevice,
     * const ze_command_queue_desc_t *altdesc, ze_command_list_handle_t *phCommandList)}: a stream is an
     * asynchronous immediate command list in the context, in the device's compute queue group.
     */
    @Bind(value = Op.STREAM_CREATE, symbol = "zeCommandListCreateImmediate")
    int zeCommandListCreateImmediate(@From(Op.CONTEXT_CREATE) MemorySegment context,
            @From(Op.DEVICE_GET) MemorySegment device,
            @Descriptor(record = "ze_command_queue_desc_t", fields = {
                @Field(name = "stype", value = QUEUE_DESC),
                @Field(name = "ordinal", from = Op.QUEUE_FAMILY),
                @Field(name = "mode", value = MODE_ASYNCHRONOUS)
            }) MemorySegment desc,
            MemorySegment list);

    /**
     * {@code ze_result_t zeMemAllocHost(ze_context_handle_t hContext, const ze_host_mem_alloc_desc_t *host_desc,
     * size_t size, size_t alignment, void **pptr)}
     */
    @Downcall(symbol = "zeMemAllocHost")
    int zeMemAllocHost(MemorySegment context, MemorySegment desc, long size, long alignment, MemorySegment pointer);

    /** {@code ze_result_t zeMemFree(ze_context_handle_t hContext, void *ptr)} */
    @Downcall(symbol = "zeMemFree")
    int zeMemFree(MemorySegment context, MemorySegment pointer);

    /**
     * {@code ze_result_t zeCommandListAppendMemoryFill(ze_command_list_handle_t hCommandList, void *ptr,
     * const void *pattern, size_t pattern_size, size_t size, ze_event_handle_t hSignalEvent, uint32_t numWaitEvents,
     * ze_event_handle_t *phWaitEvents)}
     */
    @Downcall(symbol = "zeCommandListAppendMemoryFill")
    int zeCommandListAppendMemoryFill(MemorySegment list, MemorySegment pointer, MemorySegment pattern,
            long patternSize, long size, MemorySegment signalEvent, int waitCount, MemorySegment waitEvents);
}
