package test;

import dev.eventbind.api.BackendUnavailableException;
import dev.eventbind.binding.StatusConvention;
import dev.eventbind.ffm.LibraryPlan;
import dev.eventbind.ffm.LinkedLibrary;
import dev.eventbind.ffm.NativeAccess;
import dev.eventbind.ffm.NativeLinker;
import dev.eventbind.ffm.Restricted;
import dev.eventbind.ffm.StatusTexts;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;
import java.util.List;
import java.util.Map;
import javax.annotation.processing.Generated;

/**
 * The FakeZe C functions {@link FakeZe} declares, linked with Panama FFM: raw downcalls that take any address.
 *
 * <p>Restricted: {@link #open()} refuses a caller whose module has no native access under
 * {@code --illegal-native-access=deny}, and warns once per module otherwise. The checked API is the
 * {@code EventApi} class of the spec, where it has one.
 */
@Generated(
        value = "dev.eventbind.processor.EventBindProcessor",
        comments = "from test.FakeZe"
)
public final class FakeZeFunctions implements FakeZe {
    private static final LinkedLibrary LIBRARY = NativeLinker.load(
            new LibraryPlan(
                    "FakeZe",
                    "",
                    List.of("libfakeze.so"),
                    List.of(),
                    List.of(),
                    List.of("lib64", "lib", "bin"),
                    "eventbind.fakeze.library",
                    "EVENTBIND_FAKEZE_LIBRARY"),
            List.of(
                    "xxInit", "xxDeviceGet", "xxDeviceRelease", "xxDeviceGetProperties",
                            "xxDeviceGetGlobalTimestamps", "xxEventPoolCreate",
                            "xxEventPoolDestroy", "xxEventCreate", "xxEventDestroy",
                            "xxEventHostReset", "xxEventHostSynchronize", "xxEventQueryStatus",
                            "xxEventQueryKernelTimestamp", "xxEventQueryGlobalTimestamp",
                            "xxCommandListCreateImmediate", "xxCommandListDestroy",
                            "xxCommandListAppendSignalEvent", "xxCommandListAppendWaitOnEvents",
                            "xxCommandListHostSynchronize"),
            List.of());

    /**
     * The instance the static reads call: the vendor's status names, the version, initialization.
     */
    private static final FakeZeFunctions LINKED = new FakeZeFunctions();

    private static final String BACKEND = "FakeZe";

    private static final StatusConvention STATUS = StatusConvention.builder(BACKEND)
            .notReady(1)
            .poisoned(1879048193)
            .table(Map.ofEntries(
                    Map.entry(1879048193, new StatusTexts.Text("XX_RESULT_ERROR_DEVICE_LOST")),
                    Map.entry(2013265926,
                            new StatusTexts.Text("XX_RESULT_ERROR_HANDLE_OBJECT_IN_USE")),
                    Map.entry(2013265951, new StatusTexts.Text("XX_RESULT_ERROR_EVENT_NOT_RESET"))))
            .build();

    private FakeZeFunctions() {
    }

    /**
     * The functions, for a caller whose module has native access.
     *
     * @throws IllegalCallerException when the caller's module has no native access and the JVM denies illegal native access
     * @throws BackendUnavailableException when the library or a required symbol is missing, or the installed fault plan
     * names a function the spec does not bind or a status it does not know
     */
    @Restricted
    public static FakeZeFunctions open() {
        NativeAccess.checkCaller("FakeZeFunctions.open");
        LIBRARY.ensureReady();
        STATUS.checkFaultPlan(LIBRARY);
        return new FakeZeFunctions();
    }

    /**
     * The functions for the static reads of the backend beside this class, which checks its own caller
     * when it opens; package-private, so no other code skips {@link #open()}'s check.
     */
    static FakeZeFunctions linked() {
        return LINKED;
    }

    /**
     * The status convention the spec declares, as the event calls apply it: for calls to the
     * spec's other functions, so that their statuses read the same way (names, messages, the
     * codes that mean not ready and a poisoned device).
     */
    public static StatusConvention statusConvention() {
        return STATUS;
    }

    /**
     * The linked library: its path, what was tried, and which optional symbols it has.
     */
    public static LinkedLibrary library() {
        return LIBRARY;
    }

    /**
     * {@code xx_result_t xxInit(uint32_t flags)}
     */
    @Override
    public int init(int flags) {
        try {
            return (int) XxInit.HANDLE.invokeExact(flags);
        } catch (Error | RuntimeException unchecked) {
            throw unchecked;
        } catch (Throwable impossible) {
            throw new AssertionError("should not reach here", impossible);
        }
    }

    /**
     * {@code xx_result_t xxDeviceGet(uint32_t ordinal, xx_device_handle_t *phDevice)}
     */
    @Override
    public int deviceGet(int ordinal, MemorySegment device) {
        try {
            return (int) XxDeviceGet.HANDLE.invokeExact(ordinal, device);
        } catch (Error | RuntimeException unchecked) {
            throw unchecked;
        } catch (Throwable impossible) {
            throw new AssertionError("should not reach here", impossible);
        }
    }

    /**
     * {@code xx_result_t xxDeviceRelease(xx_device_handle_t hDevice)}
     */
    @Override
    public int deviceRelease(MemorySegment device) {
        try {
            return (int) XxDeviceRelease.HANDLE.invokeExact(device);
        } catch (Error | RuntimeException unchecked) {
            throw unchecked;
        } catch (Throwable impossible) {
            throw new AssertionError("should not reach here", impossible);
        }
    }

    /**
     * {@code xx_result_t xxDeviceGetProperties(xx_device_handle_t hDevice, xx_device_properties_t *pProperties)}
     */
    @Override
    public int deviceProperties(MemorySegment device, MemorySegment properties) {
        try {
            return (int) XxDeviceGetProperties.HANDLE.invokeExact(device, properties);
        } catch (Error | RuntimeException unchecked) {
            throw unchecked;
        } catch (Throwable impossible) {
            throw new AssertionError("should not reach here", impossible);
        }
    }

    /**
     * {@code xx_result_t xxDeviceGetProperties(xx_device_handle_t hDevice, xx_device_properties_t *pProperties)}
     */
    @Override
    public int kernelTimestampBits(MemorySegment device, MemorySegment properties) {
        try {
            return (int) XxDeviceGetProperties.HANDLE.invokeExact(device, properties);
        } catch (Error | RuntimeException unchecked) {
            throw unchecked;
        } catch (Throwable impossible) {
            throw new AssertionError("should not reach here", impossible);
        }
    }

    /**
     * {@code xx_result_t xxDeviceGetGlobalTimestamps(xx_device_handle_t hDevice, uint64_t *hostTimestamp, uint64_t *deviceTimestamp)}
     */
    @Override
    public int globalTimestamps(MemorySegment device, MemorySegment host,
            MemorySegment deviceTicks) {
        try {
            return (int) XxDeviceGetGlobalTimestamps.HANDLE.invokeExact(device, host, deviceTicks);
        } catch (Error | RuntimeException unchecked) {
            throw unchecked;
        } catch (Throwable impossible) {
            throw new AssertionError("should not reach here", impossible);
        }
    }

    /**
     * {@code xx_result_t xxEventPoolCreate(xx_device_handle_t hDevice, const xx_event_pool_desc_t *desc, xx_event_pool_handle_t *phEventPool)}
     */
    @Override
    public int eventPoolCreate(MemorySegment device, MemorySegment desc, MemorySegment pool) {
        try {
            return (int) XxEventPoolCreate.HANDLE.invokeExact(device, desc, pool);
        } catch (Error | RuntimeException unchecked) {
            throw unchecked;
        } catch (Throwable impossible) {
            throw new AssertionError("should not reach here", impossible);
        }
    }

    /**
     * {@code xx_result_t xxEventPoolDestroy(xx_event_pool_handle_t hEventPool)}
     */
    @Override
    public int eventPoolDestroy(MemorySegment pool) {
        try {
            return (int) XxEventPoolDestroy.HANDLE.invokeExact(pool);
        } catch (Error | RuntimeException unchecked) {
            throw unchecked;
        } catch (Throwable impossible) {
            throw new AssertionError("should not reach here", impossible);
        }
    }

    /**
     * {@code xx_result_t xxEventCreate(xx_event_pool_handle_t hEventPool, const xx_event_desc_t *desc, xx_event_handle_t *phEvent)}
     */
    @Override
    public int eventCreate(MemorySegment pool, MemorySegment desc, MemorySegment event) {
        try {
            return (int) XxEventCreate.HANDLE.invokeExact(pool, desc, event);
        } catch (Error | RuntimeException unchecked) {
            throw unchecked;
        } catch (Throwable impossible) {
            throw new AssertionError("should not reach here", impossible);
        }
    }

    /**
     * {@code xx_result_t xxEventDestroy(xx_event_handle_t hEvent)}
     */
    @Override
    public int eventDestroy(MemorySegment event) {
        try {
            return (int) XxEventDestroy.HANDLE.invokeExact(event);
        } catch (Error | RuntimeException unchecked) {
            throw unchecked;
        } catch (Throwable impossible) {
            throw new AssertionError("should not reach here", impossible);
        }
    }

    /**
     * {@code xx_result_t xxEventHostReset(xx_event_handle_t hEvent)}
     */
    @Override
    public int eventReset(MemorySegment event) {
        return eventReset(NativeLinker.address(event));
    }

    /**
     * {@code xx_result_t xxEventHostReset(xx_event_handle_t hEvent)}
     *
     * <p>Each handle as its address, as the backend passes it: no segment is made for the call.
     */
    int eventReset(long event) {
        try {
            return (int) XxEventHostReset.HANDLE.invokeExact(event);
        } catch (Error | RuntimeException unchecked) {
            throw unchecked;
        } catch (Throwable impossible) {
            throw new AssertionError("should not reach here", impossible);
        }
    }

    /**
     * {@code xx_result_t xxEventHostSynchronize(xx_event_handle_t hEvent, uint64_t timeout)}
     */
    @Override
    public int eventSynchronize(MemorySegment event, long timeout) {
        return eventSynchronize(NativeLinker.address(event), timeout);
    }

    /**
     * {@code xx_result_t xxEventHostSynchronize(xx_event_handle_t hEvent, uint64_t timeout)}
     *
     * <p>Each handle as its address, as the backend passes it: no segment is made for the call.
     */
    int eventSynchronize(long event, long timeout) {
        try {
            return (int) XxEventHostSynchronize.HANDLE.invokeExact(event, timeout);
        } catch (Error | RuntimeException unchecked) {
            throw unchecked;
        } catch (Throwable impossible) {
            throw new AssertionError("should not reach here", impossible);
        }
    }

    /**
     * {@code xx_result_t xxEventQueryStatus(xx_event_handle_t hEvent)}
     */
    @Override
    public int eventQuery(MemorySegment event) {
        return eventQuery(NativeLinker.address(event));
    }

    /**
     * {@code xx_result_t xxEventQueryStatus(xx_event_handle_t hEvent)}
     *
     * <p>Each handle as its address, as the backend passes it: no segment is made for the call.
     */
    int eventQuery(long event) {
        try {
            return (int) XxEventQueryStatus.HANDLE.invokeExact(event);
        } catch (Error | RuntimeException unchecked) {
            throw unchecked;
        } catch (Throwable impossible) {
            throw new AssertionError("should not reach here", impossible);
        }
    }

    /**
     * {@code xx_result_t xxEventQueryKernelTimestamp(xx_event_handle_t hEvent, xx_kernel_timestamp_result_t *dstptr)}
     */
    @Override
    public int kernelTimestamp(MemorySegment event, MemorySegment result) {
        return kernelTimestamp(NativeLinker.address(event), result);
    }

    /**
     * {@code xx_result_t xxEventQueryKernelTimestamp(xx_event_handle_t hEvent, xx_kernel_timestamp_result_t *dstptr)}
     *
     * <p>Each handle as its address, as the backend passes it: no segment is made for the call.
     */
    int kernelTimestamp(long event, MemorySegment result) {
        try {
            return (int) XxEventQueryKernelTimestamp.HANDLE.invokeExact(event, result);
        } catch (Error | RuntimeException unchecked) {
            throw unchecked;
        } catch (Throwable impossible) {
            throw new AssertionError("should not reach here", impossible);
        }
    }

    /**
     * {@code xx_result_t xxEventQueryGlobalTimestamp(xx_event_handle_t hEvent, uint64_t *pTicks)}
     */
    @Override
    public int eventTicks(MemorySegment event, MemorySegment ticks) {
        try {
            return (int) XxEventQueryGlobalTimestamp.HANDLE.invokeExact(event, ticks);
        } catch (Error | RuntimeException unchecked) {
            throw unchecked;
        } catch (Throwable impossible) {
            throw new AssertionError("should not reach here", impossible);
        }
    }

    /**
     * {@code xx_result_t xxCommandListCreateImmediate(xx_device_handle_t hDevice, const xx_command_queue_desc_t *desc, xx_command_list_handle_t *phCommandList)}
     */
    @Override
    public int listCreate(MemorySegment device, MemorySegment desc, MemorySegment list) {
        try {
            return (int) XxCommandListCreateImmediate.HANDLE.invokeExact(device, desc, list);
        } catch (Error | RuntimeException unchecked) {
            throw unchecked;
        } catch (Throwable impossible) {
            throw new AssertionError("should not reach here", impossible);
        }
    }

    /**
     * {@code xx_result_t xxCommandListDestroy(xx_command_list_handle_t hCommandList)}
     */
    @Override
    public int listDestroy(MemorySegment list) {
        try {
            return (int) XxCommandListDestroy.HANDLE.invokeExact(list);
        } catch (Error | RuntimeException unchecked) {
            throw unchecked;
        } catch (Throwable impossible) {
            throw new AssertionError("should not reach here", impossible);
        }
    }

    /**
     * {@code xx_result_t xxCommandListAppendSignalEvent(xx_command_list_handle_t hCommandList, xx_event_handle_t hEvent)}
     */
    @Override
    public int appendSignal(MemorySegment list, MemorySegment event) {
        return appendSignal(NativeLinker.address(list), NativeLinker.address(event));
    }

    /**
     * {@code xx_result_t xxCommandListAppendSignalEvent(xx_command_list_handle_t hCommandList, xx_event_handle_t hEvent)}
     *
     * <p>Each handle as its address, as the backend passes it: no segment is made for the call.
     */
    int appendSignal(long list, long event) {
        try {
            return (int) XxCommandListAppendSignalEvent.HANDLE.invokeExact(list, event);
        } catch (Error | RuntimeException unchecked) {
            throw unchecked;
        } catch (Throwable impossible) {
            throw new AssertionError("should not reach here", impossible);
        }
    }

    /**
     * {@code xx_result_t xxCommandListAppendWaitOnEvents(xx_command_list_handle_t hCommandList, uint32_t numEvents, xx_event_handle_t *phEvents)}
     */
    @Override
    public int appendWait(MemorySegment list, int count, MemorySegment events) {
        return appendWait(NativeLinker.address(list), count, events);
    }

    /**
     * {@code xx_result_t xxCommandListAppendWaitOnEvents(xx_command_list_handle_t hCommandList, uint32_t numEvents, xx_event_handle_t *phEvents)}
     *
     * <p>Each handle as its address, as the backend passes it: no segment is made for the call.
     */
    int appendWait(long list, int count, MemorySegment events) {
        try {
            return (int) XxCommandListAppendWaitOnEvents.HANDLE.invokeExact(list, count, events);
        } catch (Error | RuntimeException unchecked) {
            throw unchecked;
        } catch (Throwable impossible) {
            throw new AssertionError("should not reach here", impossible);
        }
    }

    /**
     * {@code xx_result_t xxCommandListHostSynchronize(xx_command_list_handle_t hCommandList, uint64_t timeout)}
     */
    @Override
    public int listSynchronize(MemorySegment list, long timeout) {
        return listSynchronize(NativeLinker.address(list), timeout);
    }

    /**
     * {@code xx_result_t xxCommandListHostSynchronize(xx_command_list_handle_t hCommandList, uint64_t timeout)}
     *
     * <p>Each handle as its address, as the backend passes it: no segment is made for the call.
     */
    int listSynchronize(long list, long timeout) {
        try {
            return (int) XxCommandListHostSynchronize.HANDLE.invokeExact(list, timeout);
        } catch (Error | RuntimeException unchecked) {
            throw unchecked;
        } catch (Throwable impossible) {
            throw new AssertionError("should not reach here", impossible);
        }
    }

    /**
     * {@code xx_result_t xxInit(uint32_t flags)}
     */
    static final class XxInit {
        static final FunctionDescriptor DESCRIPTOR = FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.JAVA_INT);

        static final MethodHandle HANDLE = LIBRARY.downcall("xxInit", DESCRIPTOR, false);

        private XxInit() {
        }
    }

    /**
     * {@code xx_result_t xxDeviceGet(uint32_t ordinal, xx_device_handle_t *phDevice)}
     */
    static final class XxDeviceGet {
        static final FunctionDescriptor DESCRIPTOR = FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.JAVA_INT, ValueLayout.ADDRESS);

        static final MethodHandle HANDLE = LIBRARY.downcall("xxDeviceGet", DESCRIPTOR, false);

        private XxDeviceGet() {
        }
    }

    /**
     * {@code xx_result_t xxDeviceRelease(xx_device_handle_t hDevice)}
     */
    static final class XxDeviceRelease {
        static final FunctionDescriptor DESCRIPTOR = FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.ADDRESS);

        static final MethodHandle HANDLE = LIBRARY.downcall("xxDeviceRelease", DESCRIPTOR, false);

        private XxDeviceRelease() {
        }
    }

    /**
     * {@code xx_result_t xxDeviceGetProperties(xx_device_handle_t hDevice, xx_device_properties_t *pProperties)}
     */
    static final class XxDeviceGetProperties {
        static final FunctionDescriptor DESCRIPTOR = FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.ADDRESS, ValueLayout.ADDRESS);

        static final MethodHandle HANDLE = LIBRARY.downcall("xxDeviceGetProperties", DESCRIPTOR, false);

        private XxDeviceGetProperties() {
        }
    }

    /**
     * {@code xx_result_t xxDeviceGetGlobalTimestamps(xx_device_handle_t hDevice, uint64_t *hostTimestamp, uint64_t *deviceTimestamp)}
     */
    static final class XxDeviceGetGlobalTimestamps {
        static final FunctionDescriptor DESCRIPTOR = FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.ADDRESS, ValueLayout.ADDRESS, ValueLayout.ADDRESS);

        static final MethodHandle HANDLE = LIBRARY.downcall("xxDeviceGetGlobalTimestamps", DESCRIPTOR, true);

        private XxDeviceGetGlobalTimestamps() {
        }
    }

    /**
     * {@code xx_result_t xxEventPoolCreate(xx_device_handle_t hDevice, const xx_event_pool_desc_t *desc, xx_event_pool_handle_t *phEventPool)}
     */
    static final class XxEventPoolCreate {
        static final FunctionDescriptor DESCRIPTOR = FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.ADDRESS, ValueLayout.ADDRESS, ValueLayout.ADDRESS);

        static final MethodHandle HANDLE = LIBRARY.downcall("xxEventPoolCreate", DESCRIPTOR, false);

        private XxEventPoolCreate() {
        }
    }

    /**
     * {@code xx_result_t xxEventPoolDestroy(xx_event_pool_handle_t hEventPool)}
     */
    static final class XxEventPoolDestroy {
        static final FunctionDescriptor DESCRIPTOR = FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.ADDRESS);

        static final MethodHandle HANDLE = LIBRARY.downcall("xxEventPoolDestroy", DESCRIPTOR, false);

        private XxEventPoolDestroy() {
        }
    }

    /**
     * {@code xx_result_t xxEventCreate(xx_event_pool_handle_t hEventPool, const xx_event_desc_t *desc, xx_event_handle_t *phEvent)}
     */
    static final class XxEventCreate {
        static final FunctionDescriptor DESCRIPTOR = FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.ADDRESS, ValueLayout.ADDRESS, ValueLayout.ADDRESS);

        static final MethodHandle HANDLE = LIBRARY.downcall("xxEventCreate", DESCRIPTOR, false);

        private XxEventCreate() {
        }
    }

    /**
     * {@code xx_result_t xxEventDestroy(xx_event_handle_t hEvent)}
     */
    static final class XxEventDestroy {
        static final FunctionDescriptor DESCRIPTOR = FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.ADDRESS);

        static final MethodHandle HANDLE = LIBRARY.downcall("xxEventDestroy", DESCRIPTOR, false);

        private XxEventDestroy() {
        }
    }

    /**
     * {@code xx_result_t xxEventHostReset(xx_event_handle_t hEvent)}
     */
    static final class XxEventHostReset {
        static final FunctionDescriptor DESCRIPTOR = FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.JAVA_LONG);

        static final MethodHandle HANDLE = LIBRARY.downcall("xxEventHostReset", DESCRIPTOR, false);

        private XxEventHostReset() {
        }
    }

    /**
     * {@code xx_result_t xxEventHostSynchronize(xx_event_handle_t hEvent, uint64_t timeout)}
     */
    static final class XxEventHostSynchronize {
        static final FunctionDescriptor DESCRIPTOR = FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.JAVA_LONG, ValueLayout.JAVA_LONG);

        static final MethodHandle HANDLE = LIBRARY.downcall("xxEventHostSynchronize", DESCRIPTOR, false);

        private XxEventHostSynchronize() {
        }
    }

    /**
     * {@code xx_result_t xxEventQueryStatus(xx_event_handle_t hEvent)}
     */
    static final class XxEventQueryStatus {
        static final FunctionDescriptor DESCRIPTOR = FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.JAVA_LONG);

        static final MethodHandle HANDLE = LIBRARY.downcall("xxEventQueryStatus", DESCRIPTOR, false);

        private XxEventQueryStatus() {
        }
    }

    /**
     * {@code xx_result_t xxEventQueryKernelTimestamp(xx_event_handle_t hEvent, xx_kernel_timestamp_result_t *dstptr)}
     */
    static final class XxEventQueryKernelTimestamp {
        static final FunctionDescriptor DESCRIPTOR = FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.JAVA_LONG, ValueLayout.ADDRESS);

        static final MethodHandle HANDLE = LIBRARY.downcall("xxEventQueryKernelTimestamp", DESCRIPTOR, false);

        private XxEventQueryKernelTimestamp() {
        }
    }

    /**
     * {@code xx_result_t xxEventQueryGlobalTimestamp(xx_event_handle_t hEvent, uint64_t *pTicks)}
     */
    static final class XxEventQueryGlobalTimestamp {
        static final FunctionDescriptor DESCRIPTOR = FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.ADDRESS, ValueLayout.ADDRESS);

        static final MethodHandle HANDLE = LIBRARY.downcall("xxEventQueryGlobalTimestamp", DESCRIPTOR, false);

        private XxEventQueryGlobalTimestamp() {
        }
    }

    /**
     * {@code xx_result_t xxCommandListCreateImmediate(xx_device_handle_t hDevice, const xx_command_queue_desc_t *desc, xx_command_list_handle_t *phCommandList)}
     */
    static final class XxCommandListCreateImmediate {
        static final FunctionDescriptor DESCRIPTOR = FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.ADDRESS, ValueLayout.ADDRESS, ValueLayout.ADDRESS);

        static final MethodHandle HANDLE = LIBRARY.downcall("xxCommandListCreateImmediate", DESCRIPTOR, false);

        private XxCommandListCreateImmediate() {
        }
    }

    /**
     * {@code xx_result_t xxCommandListDestroy(xx_command_list_handle_t hCommandList)}
     */
    static final class XxCommandListDestroy {
        static final FunctionDescriptor DESCRIPTOR = FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.ADDRESS);

        static final MethodHandle HANDLE = LIBRARY.downcall("xxCommandListDestroy", DESCRIPTOR, false);

        private XxCommandListDestroy() {
        }
    }

    /**
     * {@code xx_result_t xxCommandListAppendSignalEvent(xx_command_list_handle_t hCommandList, xx_event_handle_t hEvent)}
     */
    static final class XxCommandListAppendSignalEvent {
        static final FunctionDescriptor DESCRIPTOR = FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.JAVA_LONG, ValueLayout.JAVA_LONG);

        static final MethodHandle HANDLE = LIBRARY.downcall("xxCommandListAppendSignalEvent", DESCRIPTOR, false);

        private XxCommandListAppendSignalEvent() {
        }
    }

    /**
     * {@code xx_result_t xxCommandListAppendWaitOnEvents(xx_command_list_handle_t hCommandList, uint32_t numEvents, xx_event_handle_t *phEvents)}
     */
    static final class XxCommandListAppendWaitOnEvents {
        static final FunctionDescriptor DESCRIPTOR = FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.JAVA_LONG, ValueLayout.JAVA_INT, ValueLayout.ADDRESS);

        static final MethodHandle HANDLE = LIBRARY.downcall("xxCommandListAppendWaitOnEvents", DESCRIPTOR, false);

        private XxCommandListAppendWaitOnEvents() {
        }
    }

    /**
     * {@code xx_result_t xxCommandListHostSynchronize(xx_command_list_handle_t hCommandList, uint64_t timeout)}
     */
    static final class XxCommandListHostSynchronize {
        static final FunctionDescriptor DESCRIPTOR = FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.JAVA_LONG, ValueLayout.JAVA_LONG);

        static final MethodHandle HANDLE = LIBRARY.downcall("xxCommandListHostSynchronize", DESCRIPTOR, false);

        private XxCommandListHostSynchronize() {
        }
    }
}
