package test;

import dev.eventbind.api.BackendUnavailableException;
import dev.eventbind.binding.StatusConvention;
import dev.eventbind.ffm.CStrings;
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
import org.jspecify.annotations.Nullable;

/**
 * The FakeCUDA C functions {@link CudaRuntime} declares, linked with Panama FFM: raw downcalls that take any address.
 *
 * <p>Restricted: {@link #open()} refuses a caller whose module has no native access under
 * {@code --illegal-native-access=deny}, and warns once per module otherwise. The checked API is the
 * {@code EventApi} class of the spec, where it has one.
 */
@Generated(
        value = "dev.eventbind.processor.EventBindProcessor",
        comments = "from test.CudaRuntime"
)
public final class CudaRuntimeFunctions implements CudaRuntime {
    private static final LinkedLibrary LIBRARY = NativeLinker.load(
            new LibraryPlan(
                    "FakeCUDA",
                    "",
                    List.of("libfakecudart.so"),
                    List.of("FAKE_CUDA_PATH"),
                    List.of("/opt/fake-cuda"),
                    List.of("lib64", "lib", "bin"),
                    "eventbind.fakecuda.library",
                    "EVENTBIND_FAKECUDA_LIBRARY"),
            List.of(
                    "cudaEventCreateWithFlags", "cudaEventDestroy", "cudaEventRecord",
                            "cudaEventSynchronize", "cudaEventElapsedTime", "cudaStreamWaitEvent",
                            "cudaStreamSynchronize", "cudaStreamCreateWithFlags",
                            "cudaStreamDestroy", "cudaEventQuery"),
            List.of(
                    "cudaGetErrorName", "cudaGetErrorString", "cudaRuntimeGetVersion"));

    /**
     * The instance the static reads call: the vendor's status names, the version, initialization.
     */
    private static final CudaRuntimeFunctions LINKED = new CudaRuntimeFunctions();

    private static final String BACKEND = "FakeCUDA";

    private static final StatusConvention STATUS = StatusConvention.builder(BACKEND)
            .notReady(600)
            .poisoned(214, 700)
            .names(CudaRuntimeFunctions::statusName)
            .messages(CudaRuntimeFunctions::statusMessage)
            .table(Map.ofEntries(
                    Map.entry(35, new StatusTexts.Text("cudaErrorInsufficientDriver",
                            "CUDA driver version is insufficient for CUDA runtime version")),
                    Map.entry(999, new StatusTexts.Text("cudaErrorUnknown")),
                    Map.entry(400, new StatusTexts.Text("cudaErrorInvalidResourceHandle")),
                    Map.entry(600, new StatusTexts.Text("cudaErrorNotReady")),
                    Map.entry(700, new StatusTexts.Text("cudaErrorIllegalAddress")),
                    Map.entry(719, new StatusTexts.Text("cudaErrorLaunchFailure", null, "0x2cf"))))
            .build();

    private CudaRuntimeFunctions() {
    }

    /**
     * The functions, for a caller whose module has native access.
     *
     * @throws IllegalCallerException when the caller's module has no native access and the JVM denies illegal native access
     * @throws BackendUnavailableException when the library or a required symbol is missing, or the installed fault plan
     * names a function the spec does not bind or a status it does not know
     */
    @Restricted
    public static CudaRuntimeFunctions open() {
        NativeAccess.checkCaller("CudaRuntimeFunctions.open");
        LIBRARY.ensureReady();
        STATUS.checkFaultPlan(LIBRARY);
        return new CudaRuntimeFunctions();
    }

    /**
     * The functions for the static reads of the backend beside this class, which checks its own caller
     * when it opens; package-private, so no other code skips {@link #open()}'s check.
     */
    static CudaRuntimeFunctions linked() {
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
     * What {@code cudaGetErrorName} says about {@code status}, or {@code null}.
     */
    private static @Nullable String statusName(int status) {
        return CStrings.read(LINKED.errorName(status));
    }

    /**
     * What {@code cudaGetErrorString} says about {@code status}, or {@code null}.
     */
    private static @Nullable String statusMessage(int status) {
        return CStrings.read(LINKED.errorString(status));
    }

    /**
     * The linked library: its path, what was tried, and which optional symbols it has.
     */
    public static LinkedLibrary library() {
        return LIBRARY;
    }

    /**
     * {@code cudaError_t cudaEventCreateWithFlags(cudaEvent_t *event, unsigned int flags)}
     */
    @Override
    public int eventCreate(MemorySegment event, int flags) {
        try {
            return (int) CudaEventCreateWithFlags.HANDLE.invokeExact(event, flags);
        } catch (Error | RuntimeException unchecked) {
            throw unchecked;
        } catch (Throwable impossible) {
            throw new AssertionError("should not reach here", impossible);
        }
    }

    /**
     * {@code cudaError_t cudaEventDestroy(cudaEvent_t event)}
     */
    @Override
    public int eventDestroy(MemorySegment event) {
        try {
            return (int) CudaEventDestroy.HANDLE.invokeExact(event);
        } catch (Error | RuntimeException unchecked) {
            throw unchecked;
        } catch (Throwable impossible) {
            throw new AssertionError("should not reach here", impossible);
        }
    }

    /**
     * {@code cudaError_t cudaEventRecord(cudaEvent_t event, cudaStream_t stream)}
     */
    @Override
    public int eventRecord(MemorySegment event, MemorySegment stream) {
        return eventRecord(NativeLinker.address(event), NativeLinker.address(stream));
    }

    /**
     * {@code cudaError_t cudaEventRecord(cudaEvent_t event, cudaStream_t stream)}
     *
     * <p>Each handle as its address, as the backend passes it: no segment is made for the call.
     */
    int eventRecord(long event, long stream) {
        try {
            return (int) CudaEventRecord.HANDLE.invokeExact(event, stream);
        } catch (Error | RuntimeException unchecked) {
            throw unchecked;
        } catch (Throwable impossible) {
            throw new AssertionError("should not reach here", impossible);
        }
    }

    /**
     * {@code cudaError_t cudaEventSynchronize(cudaEvent_t event)}
     */
    @Override
    public int eventSynchronize(MemorySegment event) {
        return eventSynchronize(NativeLinker.address(event));
    }

    /**
     * {@code cudaError_t cudaEventSynchronize(cudaEvent_t event)}
     *
     * <p>Each handle as its address, as the backend passes it: no segment is made for the call.
     */
    int eventSynchronize(long event) {
        try {
            return (int) CudaEventSynchronize.HANDLE.invokeExact(event);
        } catch (Error | RuntimeException unchecked) {
            throw unchecked;
        } catch (Throwable impossible) {
            throw new AssertionError("should not reach here", impossible);
        }
    }

    /**
     * {@code cudaError_t cudaEventElapsedTime(float *ms, cudaEvent_t start, cudaEvent_t end)}
     */
    @Override
    public int eventElapsedTime(MemorySegment millis, MemorySegment start, MemorySegment end) {
        return eventElapsedTime(millis, NativeLinker.address(start), NativeLinker.address(end));
    }

    /**
     * {@code cudaError_t cudaEventElapsedTime(float *ms, cudaEvent_t start, cudaEvent_t end)}
     *
     * <p>Each handle as its address, as the backend passes it: no segment is made for the call.
     */
    int eventElapsedTime(MemorySegment millis, long start, long end) {
        try {
            return (int) CudaEventElapsedTime.HANDLE.invokeExact(millis, start, end);
        } catch (Error | RuntimeException unchecked) {
            throw unchecked;
        } catch (Throwable impossible) {
            throw new AssertionError("should not reach here", impossible);
        }
    }

    /**
     * {@code cudaError_t cudaStreamWaitEvent(cudaStream_t stream, cudaEvent_t event, unsigned int flags)}
     */
    @Override
    public int streamWaitEvent(MemorySegment stream, MemorySegment event, int flags) {
        return streamWaitEvent(NativeLinker.address(stream), NativeLinker.address(event), flags);
    }

    /**
     * {@code cudaError_t cudaStreamWaitEvent(cudaStream_t stream, cudaEvent_t event, unsigned int flags)}
     *
     * <p>Each handle as its address, as the backend passes it: no segment is made for the call.
     */
    int streamWaitEvent(long stream, long event, int flags) {
        try {
            return (int) CudaStreamWaitEvent.HANDLE.invokeExact(stream, event, flags);
        } catch (Error | RuntimeException unchecked) {
            throw unchecked;
        } catch (Throwable impossible) {
            throw new AssertionError("should not reach here", impossible);
        }
    }

    /**
     * {@code cudaError_t cudaStreamSynchronize(cudaStream_t stream)}
     */
    @Override
    public int streamSynchronize(MemorySegment stream) {
        return streamSynchronize(NativeLinker.address(stream));
    }

    /**
     * {@code cudaError_t cudaStreamSynchronize(cudaStream_t stream)}
     *
     * <p>Each handle as its address, as the backend passes it: no segment is made for the call.
     */
    int streamSynchronize(long stream) {
        try {
            return (int) CudaStreamSynchronize.HANDLE.invokeExact(stream);
        } catch (Error | RuntimeException unchecked) {
            throw unchecked;
        } catch (Throwable impossible) {
            throw new AssertionError("should not reach here", impossible);
        }
    }

    /**
     * {@code cudaError_t cudaStreamCreateWithFlags(cudaStream_t *pStream, unsigned int flags)}
     */
    @Override
    public int streamCreate(MemorySegment stream, int flags) {
        try {
            return (int) CudaStreamCreateWithFlags.HANDLE.invokeExact(stream, flags);
        } catch (Error | RuntimeException unchecked) {
            throw unchecked;
        } catch (Throwable impossible) {
            throw new AssertionError("should not reach here", impossible);
        }
    }

    /**
     * {@code cudaError_t cudaStreamDestroy(cudaStream_t stream)}
     */
    @Override
    public int streamDestroy(MemorySegment stream) {
        try {
            return (int) CudaStreamDestroy.HANDLE.invokeExact(stream);
        } catch (Error | RuntimeException unchecked) {
            throw unchecked;
        } catch (Throwable impossible) {
            throw new AssertionError("should not reach here", impossible);
        }
    }

    /**
     * {@code const char *cudaGetErrorName(cudaError_t error)}
     */
    @Override
    public MemorySegment errorName(int status) {
        try {
            return (MemorySegment) CudaGetErrorName.HANDLE.invokeExact(status);
        } catch (Error | RuntimeException unchecked) {
            throw unchecked;
        } catch (Throwable impossible) {
            throw new AssertionError("should not reach here", impossible);
        }
    }

    /**
     * {@code const char *cudaGetErrorString(cudaError_t error)}
     */
    @Override
    public MemorySegment errorString(int status) {
        try {
            return (MemorySegment) CudaGetErrorString.HANDLE.invokeExact(status);
        } catch (Error | RuntimeException unchecked) {
            throw unchecked;
        } catch (Throwable impossible) {
            throw new AssertionError("should not reach here", impossible);
        }
    }

    /**
     * {@code cudaError_t cudaRuntimeGetVersion(int *runtimeVersion)}
     */
    @Override
    public int runtimeGetVersion(MemorySegment version) {
        try {
            return (int) CudaRuntimeGetVersion.HANDLE.invokeExact(version);
        } catch (Error | RuntimeException unchecked) {
            throw unchecked;
        } catch (Throwable impossible) {
            throw new AssertionError("should not reach here", impossible);
        }
    }

    /**
     * {@code cudaError_t cudaEventQuery(cudaEvent_t event)}
     */
    @Override
    public int eventQuery(MemorySegment event) {
        return eventQuery(NativeLinker.address(event));
    }

    /**
     * {@code cudaError_t cudaEventQuery(cudaEvent_t event)}
     *
     * <p>Each handle as its address, as the backend passes it: no segment is made for the call.
     */
    int eventQuery(long event) {
        try {
            return (int) CudaEventQuery.HANDLE.invokeExact(event);
        } catch (Error | RuntimeException unchecked) {
            throw unchecked;
        } catch (Throwable impossible) {
            throw new AssertionError("should not reach here", impossible);
        }
    }

    /**
     * {@code cudaError_t cudaEventCreateWithFlags(cudaEvent_t *event, unsigned int flags)}
     */
    static final class CudaEventCreateWithFlags {
        static final FunctionDescriptor DESCRIPTOR = FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.ADDRESS, ValueLayout.JAVA_INT);

        static final MethodHandle HANDLE = LIBRARY.downcall("cudaEventCreateWithFlags", DESCRIPTOR, true);

        private CudaEventCreateWithFlags() {
        }
    }

    /**
     * {@code cudaError_t cudaEventDestroy(cudaEvent_t event)}
     */
    static final class CudaEventDestroy {
        static final FunctionDescriptor DESCRIPTOR = FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.ADDRESS);

        static final MethodHandle HANDLE = LIBRARY.downcall("cudaEventDestroy", DESCRIPTOR, true);

        private CudaEventDestroy() {
        }
    }

    /**
     * {@code cudaError_t cudaEventRecord(cudaEvent_t event, cudaStream_t stream)}
     */
    static final class CudaEventRecord {
        static final FunctionDescriptor DESCRIPTOR = FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.JAVA_LONG, ValueLayout.JAVA_LONG);

        static final MethodHandle HANDLE = LIBRARY.downcall("cudaEventRecord", DESCRIPTOR, false);

        private CudaEventRecord() {
        }
    }

    /**
     * {@code cudaError_t cudaEventSynchronize(cudaEvent_t event)}
     */
    static final class CudaEventSynchronize {
        static final FunctionDescriptor DESCRIPTOR = FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.JAVA_LONG);

        static final MethodHandle HANDLE = LIBRARY.downcall("cudaEventSynchronize", DESCRIPTOR, false);

        private CudaEventSynchronize() {
        }
    }

    /**
     * {@code cudaError_t cudaEventElapsedTime(float *ms, cudaEvent_t start, cudaEvent_t end)}
     */
    static final class CudaEventElapsedTime {
        static final FunctionDescriptor DESCRIPTOR = FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.ADDRESS, ValueLayout.JAVA_LONG, ValueLayout.JAVA_LONG);

        static final MethodHandle HANDLE = LIBRARY.downcall("cudaEventElapsedTime", DESCRIPTOR, true);

        private CudaEventElapsedTime() {
        }
    }

    /**
     * {@code cudaError_t cudaStreamWaitEvent(cudaStream_t stream, cudaEvent_t event, unsigned int flags)}
     */
    static final class CudaStreamWaitEvent {
        static final FunctionDescriptor DESCRIPTOR = FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.JAVA_LONG, ValueLayout.JAVA_LONG, ValueLayout.JAVA_INT);

        static final MethodHandle HANDLE = LIBRARY.downcall("cudaStreamWaitEvent", DESCRIPTOR, false);

        private CudaStreamWaitEvent() {
        }
    }

    /**
     * {@code cudaError_t cudaStreamSynchronize(cudaStream_t stream)}
     */
    static final class CudaStreamSynchronize {
        static final FunctionDescriptor DESCRIPTOR = FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.JAVA_LONG);

        static final MethodHandle HANDLE = LIBRARY.downcall("cudaStreamSynchronize", DESCRIPTOR, false);

        private CudaStreamSynchronize() {
        }
    }

    /**
     * {@code cudaError_t cudaStreamCreateWithFlags(cudaStream_t *pStream, unsigned int flags)}
     */
    static final class CudaStreamCreateWithFlags {
        static final FunctionDescriptor DESCRIPTOR = FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.ADDRESS, ValueLayout.JAVA_INT);

        static final MethodHandle HANDLE = LIBRARY.downcall("cudaStreamCreateWithFlags", DESCRIPTOR, false);

        private CudaStreamCreateWithFlags() {
        }
    }

    /**
     * {@code cudaError_t cudaStreamDestroy(cudaStream_t stream)}
     */
    static final class CudaStreamDestroy {
        static final FunctionDescriptor DESCRIPTOR = FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.ADDRESS);

        static final MethodHandle HANDLE = LIBRARY.downcall("cudaStreamDestroy", DESCRIPTOR, false);

        private CudaStreamDestroy() {
        }
    }

    /**
     * {@code const char *cudaGetErrorName(cudaError_t error)}
     */
    static final class CudaGetErrorName {
        static final FunctionDescriptor DESCRIPTOR = FunctionDescriptor.of(ValueLayout.ADDRESS, ValueLayout.JAVA_INT);

        static final MethodHandle HANDLE = LIBRARY.downcall("cudaGetErrorName", DESCRIPTOR, false);

        private CudaGetErrorName() {
        }
    }

    /**
     * {@code const char *cudaGetErrorString(cudaError_t error)}
     */
    static final class CudaGetErrorString {
        static final FunctionDescriptor DESCRIPTOR = FunctionDescriptor.of(ValueLayout.ADDRESS, ValueLayout.JAVA_INT);

        static final MethodHandle HANDLE = LIBRARY.downcall("cudaGetErrorString", DESCRIPTOR, false);

        private CudaGetErrorString() {
        }
    }

    /**
     * {@code cudaError_t cudaRuntimeGetVersion(int *runtimeVersion)}
     */
    static final class CudaRuntimeGetVersion {
        static final FunctionDescriptor DESCRIPTOR = FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.ADDRESS);

        static final MethodHandle HANDLE = LIBRARY.downcall("cudaRuntimeGetVersion", DESCRIPTOR, false);

        private CudaRuntimeGetVersion() {
        }
    }

    /**
     * {@code cudaError_t cudaEventQuery(cudaEvent_t event)}
     */
    static final class CudaEventQuery {
        static final FunctionDescriptor DESCRIPTOR = FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.JAVA_LONG);

        static final MethodHandle HANDLE = LIBRARY.downcall("cudaEventQuery", DESCRIPTOR, true);

        private CudaEventQuery() {
        }
    }
}
