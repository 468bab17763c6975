package test;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_FLOAT;
import static java.lang.foreign.ValueLayout.JAVA_INT;

import dev.eventbind.api.BackendUnavailableException;
import dev.eventbind.api.DriverException;
import dev.eventbind.api.Elapsed;
import dev.eventbind.api.EventApi;
import dev.eventbind.discovery.BackendProbe;
import dev.eventbind.ffm.CStrings;
import dev.eventbind.ffm.LibraryPlan;
import dev.eventbind.ffm.LinkedLibrary;
import dev.eventbind.ffm.NativeLinker;
import dev.eventbind.ffm.NativeSymbol;
import dev.eventbind.ffm.Scratch;
import dev.eventbind.ffm.StatusTexts;
import dev.eventbind.spec.Rank;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.MemorySegment;
import java.lang.invoke.MethodHandle;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import javax.annotation.processing.Generated;

/**
 * The FakeCUDA backend: {@link EventApi} over the C functions {@link CudaRuntime} binds, linked with Panama FFM.
 */
@Generated(
        value = "dev.eventbind.processor.EventBindProcessor",
        comments = "from test.CudaRuntime"
)
public final class CudaRuntimeEvents implements EventApi<CudaRuntimeEvents.Event, CudaRuntimeEvents.Stream>, CudaRuntime {
    private static final String BACKEND = "FakeCUDA";

    private static final Rank RANK = Rank.GPU;

    private static final LinkedLibrary LIBRARY = NativeLinker.link(
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
                    new NativeSymbol("cudaEventCreateWithFlags",
                            FunctionDescriptor.of(JAVA_INT, ADDRESS, JAVA_INT), true, false),
                    new NativeSymbol("cudaEventDestroy",
                            FunctionDescriptor.of(JAVA_INT, ADDRESS), true, false),
                    new NativeSymbol("cudaEventRecord",
                            FunctionDescriptor.of(JAVA_INT, ADDRESS, ADDRESS), true, false),
                    new NativeSymbol("cudaEventSynchronize",
                            FunctionDescriptor.of(JAVA_INT, ADDRESS), false, false),
                    new NativeSymbol("cudaEventElapsedTime",
                            FunctionDescriptor.of(JAVA_INT, ADDRESS, ADDRESS, ADDRESS), true, false),
                    new NativeSymbol("cudaStreamWaitEvent",
                            FunctionDescriptor.of(JAVA_INT, ADDRESS, ADDRESS, JAVA_INT), true, false),
                    new NativeSymbol("cudaStreamSynchronize",
                            FunctionDescriptor.of(JAVA_INT, ADDRESS), false, false),
                    new NativeSymbol("cudaStreamCreateWithFlags",
                            FunctionDescriptor.of(JAVA_INT, ADDRESS, JAVA_INT), false, false),
                    new NativeSymbol("cudaStreamDestroy",
                            FunctionDescriptor.of(JAVA_INT, ADDRESS), false, false),
                    new NativeSymbol("cudaGetErrorName",
                            FunctionDescriptor.of(ADDRESS, JAVA_INT), false, true),
                    new NativeSymbol("cudaGetErrorString",
                            FunctionDescriptor.of(ADDRESS, JAVA_INT), false, true),
                    new NativeSymbol("cudaRuntimeGetVersion",
                            FunctionDescriptor.of(JAVA_INT, ADDRESS), false, true),
                    new NativeSymbol("cudaEventQuery",
                            FunctionDescriptor.of(JAVA_INT, ADDRESS), true, false)));

    private static final MethodHandle CUDA_EVENT_CREATE_WITH_FLAGS = LIBRARY.handle("cudaEventCreateWithFlags");

    private static final MethodHandle CUDA_EVENT_DESTROY = LIBRARY.handle("cudaEventDestroy");

    private static final MethodHandle CUDA_EVENT_RECORD = LIBRARY.handle("cudaEventRecord");

    private static final MethodHandle CUDA_EVENT_SYNCHRONIZE = LIBRARY.handle("cudaEventSynchronize");

    private static final MethodHandle CUDA_EVENT_ELAPSED_TIME = LIBRARY.handle("cudaEventElapsedTime");

    private static final MethodHandle CUDA_STREAM_WAIT_EVENT = LIBRARY.handle("cudaStreamWaitEvent");

    private static final MethodHandle CUDA_STREAM_SYNCHRONIZE = LIBRARY.handle("cudaStreamSynchronize");

    private static final MethodHandle CUDA_STREAM_CREATE_WITH_FLAGS = LIBRARY.handle("cudaStreamCreateWithFlags");

    private static final MethodHandle CUDA_STREAM_DESTROY = LIBRARY.handle("cudaStreamDestroy");

    private static final MethodHandle CUDA_GET_ERROR_NAME = LIBRARY.handle("cudaGetErrorName");

    private static final MethodHandle CUDA_GET_ERROR_STRING = LIBRARY.handle("cudaGetErrorString");

    private static final MethodHandle CUDA_RUNTIME_GET_VERSION = LIBRARY.handle("cudaRuntimeGetVersion");

    private static final MethodHandle CUDA_EVENT_QUERY = LIBRARY.handle("cudaEventQuery");

    private static final StatusTexts STATUS_TEXTS = new StatusTexts(
            CudaRuntimeEvents::statusName,
            CudaRuntimeEvents::statusMessage,
            Map.ofEntries(
                    Map.entry(35, new StatusTexts.Text("cudaErrorInsufficientDriver",
                            "CUDA driver version is insufficient for CUDA runtime version")),
                    Map.entry(999, new StatusTexts.Text("cudaErrorUnknown", null))));

    /**
     * Opens the backend; the library was linked when this class was loaded.
     *
     * @throws BackendUnavailableException when the library or a required symbol is missing
     */
    public CudaRuntimeEvents() {
        LIBRARY.ensureReady();
    }

    /**
     * Links the library, then creates and destroys one event to learn whether a device answers.
     * Never throws: every failure is an unavailable probe that says why, with the version when the
     * library reports one (its version query needs no device).
     */
    public static BackendProbe probe() {
        if (LIBRARY.failure().isPresent()) {
            BackendUnavailableException failure = LIBRARY.failure().get();
            return BackendProbe.unavailable(BACKEND, RANK, LIBRARY.path(),
                    failure.getMessage().lines().findFirst().orElse("unavailable"), failure.attempts());
        }
        Optional<String> version = Optional.empty();
        try {
            // Asked first: the version query needs no device, so a refusal below still reports it.
            version = reportedVersion().stream().mapToObj(Integer::toString).findFirst();
            CudaRuntimeEvents events = new CudaRuntimeEvents();
            events.eventDestroy(events.eventCreate());
            return BackendProbe.ready(BACKEND, RANK, LIBRARY.path().orElse(null), version);
        } catch (DriverException e) {
            return BackendProbe.unavailable(BACKEND, RANK, LIBRARY.path(), version, e.statusSummary(), List.of());
        } catch (RuntimeException e) {
            return BackendProbe.unavailable(BACKEND, RANK, LIBRARY.path(), version, String.valueOf(e), List.of());
        }
    }

    /**
     * The linked library: its path, what was tried, and which optional symbols it has.
     */
    public static LinkedLibrary library() {
        return LIBRARY;
    }

    @Override
    public String backend() {
        return BACKEND;
    }

    /**
     * The version {@code cudaRuntimeGetVersion} reports; empty when the library lacks it or it fails.
     */
    public OptionalInt version() {
        return reportedVersion();
    }

    /**
     * Calls {@code cudaError_t cudaEventCreateWithFlags(cudaEvent_t *event, unsigned int flags)}.
     */
    @Override
    public Event eventCreate() throws DriverException {
        MemorySegment created = Scratch.get();
        int status = eventCreate(created, 0);
        if (status != 0) {
            throw failure("cudaEventCreateWithFlags", status);
        }
        return new Event(created.get(ADDRESS, 0));
    }

    /**
     * {@code cudaError_t cudaEventCreateWithFlags(cudaEvent_t *event, unsigned int flags)}
     */
    @Override
    public int eventCreate(MemorySegment event, int flags) {
        try {
            return (int) CUDA_EVENT_CREATE_WITH_FLAGS.invokeExact(event, flags);
        } catch (Throwable thrown) {
            throw unexpected("cudaEventCreateWithFlags", thrown);
        }
    }

    /**
     * Calls {@code cudaError_t cudaEventDestroy(cudaEvent_t event)}.
     */
    @Override
    public void eventDestroy(Event event) throws DriverException {
        int status = eventDestroy(event.release());
        if (status != 0) {
            throw failure("cudaEventDestroy", status);
        }
    }

    /**
     * {@code cudaError_t cudaEventDestroy(cudaEvent_t event)}
     */
    @Override
    public int eventDestroy(MemorySegment event) {
        try {
            return (int) CUDA_EVENT_DESTROY.invokeExact(event);
        } catch (Throwable thrown) {
            throw unexpected("cudaEventDestroy", thrown);
        }
    }

    /**
     * Calls {@code cudaError_t cudaEventRecord(cudaEvent_t event, cudaStream_t stream)}.
     */
    @Override
    public void eventRecord(Event event, Stream stream) throws DriverException {
        int status = eventRecord(event.handle(), stream.handle());
        if (status != 0) {
            throw failure("cudaEventRecord", status);
        }
    }

    /**
     * {@code cudaError_t cudaEventRecord(cudaEvent_t event, cudaStream_t stream)}
     */
    @Override
    public int eventRecord(MemorySegment event, MemorySegment stream) {
        try {
            return (int) CUDA_EVENT_RECORD.invokeExact(event, stream);
        } catch (Throwable thrown) {
            throw unexpected("cudaEventRecord", thrown);
        }
    }

    /**
     * Calls {@code cudaError_t cudaEventSynchronize(cudaEvent_t event)}.
     */
    @Override
    public void eventWait(Event event) throws DriverException {
        int status = eventSynchronize(event.handle());
        if (status != 0) {
            throw failure("cudaEventSynchronize", status);
        }
    }

    /**
     * {@code cudaError_t cudaEventSynchronize(cudaEvent_t event)}
     */
    @Override
    public int eventSynchronize(MemorySegment event) {
        try {
            return (int) CUDA_EVENT_SYNCHRONIZE.invokeExact(event);
        } catch (Throwable thrown) {
            throw unexpected("cudaEventSynchronize", thrown);
        }
    }

    /**
     * Calls {@code cudaError_t cudaEventElapsedTime(float *ms, cudaEvent_t start, cudaEvent_t end)}.
     */
    @Override
    public long eventElapsedNanos(Event start, Event end) throws DriverException {
        MemorySegment millis = Scratch.get();
        int status = eventElapsedTime(millis, start.handle(), end.handle());
        if (status != 0) {
            throw failure("cudaEventElapsedTime", status);
        }
        return Elapsed.clampMillis(millis.get(JAVA_FLOAT, 0));
    }

    /**
     * {@code cudaError_t cudaEventElapsedTime(float *ms, cudaEvent_t start, cudaEvent_t end)}
     */
    @Override
    public int eventElapsedTime(MemorySegment millis, MemorySegment start, MemorySegment end) {
        try {
            return (int) CUDA_EVENT_ELAPSED_TIME.invokeExact(millis, start, end);
        } catch (Throwable thrown) {
            throw unexpected("cudaEventElapsedTime", thrown);
        }
    }

    /**
     * Calls {@code cudaError_t cudaStreamWaitEvent(cudaStream_t stream, cudaEvent_t event, unsigned int flags)}.
     */
    @Override
    public void streamWaitEvent(Stream stream, Event event) throws DriverException {
        int status = streamWaitEvent(stream.handle(), event.handle(), 0);
        if (status != 0) {
            throw failure("cudaStreamWaitEvent", status);
        }
    }

    /**
     * {@code cudaError_t cudaStreamWaitEvent(cudaStream_t stream, cudaEvent_t event, unsigned int flags)}
     */
    @Override
    public int streamWaitEvent(MemorySegment stream, MemorySegment event, int flags) {
        try {
            return (int) CUDA_STREAM_WAIT_EVENT.invokeExact(stream, event, flags);
        } catch (Throwable thrown) {
            throw unexpected("cudaStreamWaitEvent", thrown);
        }
    }

    /**
     * Calls {@code cudaError_t cudaStreamSynchronize(cudaStream_t stream)}.
     */
    @Override
    public void streamSynchronize(Stream stream) throws DriverException {
        int status = streamSynchronize(stream.handle());
        if (status != 0) {
            throw failure("cudaStreamSynchronize", status);
        }
    }

    /**
     * {@code cudaError_t cudaStreamSynchronize(cudaStream_t stream)}
     */
    @Override
    public int streamSynchronize(MemorySegment stream) {
        try {
            return (int) CUDA_STREAM_SYNCHRONIZE.invokeExact(stream);
        } catch (Throwable thrown) {
            throw unexpected("cudaStreamSynchronize", thrown);
        }
    }

    /**
     * Calls {@code cudaError_t cudaStreamCreateWithFlags(cudaStream_t *pStream, unsigned int flags)}.
     */
    @Override
    public Stream streamCreateNonBlocking() throws DriverException {
        MemorySegment created = Scratch.get();
        int status = streamCreate(created, 1);
        if (status != 0) {
            throw failure("cudaStreamCreateWithFlags", status);
        }
        return new Stream(created.get(ADDRESS, 0));
    }

    /**
     * {@code cudaError_t cudaStreamCreateWithFlags(cudaStream_t *pStream, unsigned int flags)}
     */
    @Override
    public int streamCreate(MemorySegment stream, int flags) {
        try {
            return (int) CUDA_STREAM_CREATE_WITH_FLAGS.invokeExact(stream, flags);
        } catch (Throwable thrown) {
            throw unexpected("cudaStreamCreateWithFlags", thrown);
        }
    }

    /**
     * Calls {@code cudaError_t cudaStreamDestroy(cudaStream_t stream)}.
     */
    @Override
    public void streamDestroy(Stream stream) throws DriverException {
        int status = streamDestroy(stream.release());
        if (status != 0) {
            throw failure("cudaStreamDestroy", status);
        }
    }

    /**
     * {@code cudaError_t cudaStreamDestroy(cudaStream_t stream)}
     */
    @Override
    public int streamDestroy(MemorySegment stream) {
        try {
            return (int) CUDA_STREAM_DESTROY.invokeExact(stream);
        } catch (Throwable thrown) {
            throw unexpected("cudaStreamDestroy", thrown);
        }
    }

    /**
     * {@code const char *cudaGetErrorName(cudaError_t error)}
     */
    @Override
    public MemorySegment errorName(int status) {
        try {
            return (MemorySegment) CUDA_GET_ERROR_NAME.invokeExact(status);
        } catch (Throwable thrown) {
            throw unexpected("cudaGetErrorName", thrown);
        }
    }

    /**
     * {@code const char *cudaGetErrorString(cudaError_t error)}
     */
    @Override
    public MemorySegment errorString(int status) {
        try {
            return (MemorySegment) CUDA_GET_ERROR_STRING.invokeExact(status);
        } catch (Throwable thrown) {
            throw unexpected("cudaGetErrorString", thrown);
        }
    }

    /**
     * {@code cudaError_t cudaRuntimeGetVersion(int *runtimeVersion)}
     */
    @Override
    public int runtimeGetVersion(MemorySegment version) {
        try {
            return (int) CUDA_RUNTIME_GET_VERSION.invokeExact(version);
        } catch (Throwable thrown) {
            throw unexpected("cudaRuntimeGetVersion", thrown);
        }
    }

    /**
     * {@code cudaError_t cudaEventQuery(cudaEvent_t event)}
     */
    @Override
    public int eventQuery(MemorySegment event) {
        try {
            return (int) CUDA_EVENT_QUERY.invokeExact(event);
        } catch (Throwable thrown) {
            throw unexpected("cudaEventQuery", thrown);
        }
    }

    /**
     * Calls {@code cudaRuntimeGetVersion}; static, so the probe reads it even when no instance opens.
     */
    private static OptionalInt reportedVersion() {
        if (!LIBRARY.has("cudaRuntimeGetVersion")) {
            return OptionalInt.empty();
        }
        MemorySegment reported = Scratch.get();
        int status;
        try {
            status = (int) CUDA_RUNTIME_GET_VERSION.invokeExact(reported);
        } catch (Throwable thrown) {
            throw unexpected("cudaRuntimeGetVersion", thrown);
        }
        return status == 0 ? OptionalInt.of(reported.get(JAVA_INT, 0)) : OptionalInt.empty();
    }

    /**
     * The exception for a call that returned {@code status}: the one place statuses become errors.
     */
    private static DriverException failure(String function, int status) {
        StatusTexts.Text text = STATUS_TEXTS.lookup(status);
        boolean poisoned = switch (status) {
            case 214, 700 -> true;
            default -> false;
        };
        boolean notReady = switch (status) {
            case 600 -> true;
            default -> false;
        };
        return new DriverException(BACKEND, function, status, text.name(), text.message(), poisoned, notReady);
    }

    /**
     * What {@code cudaGetErrorName} says about {@code status}, or {@code null}.
     */
    private static String statusName(int status) {
        try {
            return CStrings.read((MemorySegment) CUDA_GET_ERROR_NAME.invokeExact(status));
        } catch (Throwable thrown) {
            throw unexpected("cudaGetErrorName", thrown);
        }
    }

    /**
     * What {@code cudaGetErrorString} says about {@code status}, or {@code null}.
     */
    private static String statusMessage(int status) {
        try {
            return CStrings.read((MemorySegment) CUDA_GET_ERROR_STRING.invokeExact(status));
        } catch (Throwable thrown) {
            throw unexpected("cudaGetErrorString", thrown);
        }
    }

    /**
     * What a downcall threw: runtime exceptions and errors unchanged, anything else wrapped.
     */
    private static RuntimeException unexpected(String function, Throwable thrown) {
        if (thrown instanceof RuntimeException e) {
            return e;
        }
        if (thrown instanceof Error e) {
            throw e;
        }
        return new IllegalStateException(function + " failed unexpectedly", thrown);
    }

    /**
     * A FakeCUDA event: the driver's handle, read once when
     * {@link CudaRuntimeEvents#eventCreate()} created it.
     *
     * <p>Destroying clears the handle field, so "destroyed" and the handle are one load on the hot path.
     * The field is plain on purpose. A handle reaches another thread only through a hand-off that already
     * orders memory (a fence, a queue, a lock), and that hand-off publishes the cleared field with it. It
     * catches reuse after destroy; a destroy racing a use on another thread is a bug of the caller that no
     * flag could make safe, so a volatile read on every call would buy nothing.
     */
    public static final class Event {
        private MemorySegment handle;

        private Event(MemorySegment handle) {
            this.handle = Objects.requireNonNull(handle, "handle");
        }

        /**
         * The driver's handle.
         *
         * @throws IllegalStateException after {@link CudaRuntimeEvents#eventDestroy}
         */
        public MemorySegment handle() {
            MemorySegment live = handle;
            if (live == null) {
                throw new IllegalStateException("FakeCUDA event already destroyed");
            }
            return live;
        }

        /**
         * Whether {@link CudaRuntimeEvents#eventDestroy} was called with this event.
         */
        public boolean destroyed() {
            return handle == null;
        }

        /**
         * The handle, for the last time: marks this event destroyed before the driver is called,
         * so it is refused afterwards even if the call fails.
         */
        private MemorySegment release() {
            MemorySegment released = handle();
            handle = null;
            return released;
        }
    }

    /**
     * A FakeCUDA stream: the driver's handle, read once when
     * {@link CudaRuntimeEvents#streamCreateNonBlocking()} created it.
     *
     * <p>Destroying clears the handle field, so "destroyed" and the handle are one load on the hot path.
     * The field is plain on purpose. A handle reaches another thread only through a hand-off that already
     * orders memory (a fence, a queue, a lock), and that hand-off publishes the cleared field with it. It
     * catches reuse after destroy; a destroy racing a use on another thread is a bug of the caller that no
     * flag could make safe, so a volatile read on every call would buy nothing.
     */
    public static final class Stream {
        private MemorySegment handle;

        private Stream(MemorySegment handle) {
            this.handle = Objects.requireNonNull(handle, "handle");
        }

        /**
         * The driver's handle.
         *
         * @throws IllegalStateException after {@link CudaRuntimeEvents#streamDestroy}
         */
        public MemorySegment handle() {
            MemorySegment live = handle;
            if (live == null) {
                throw new IllegalStateException("FakeCUDA stream already destroyed");
            }
            return live;
        }

        /**
         * Whether {@link CudaRuntimeEvents#streamDestroy} was called with this stream.
         */
        public boolean destroyed() {
            return handle == null;
        }

        /**
         * The handle, for the last time: marks this stream destroyed before the driver is called,
         * so it is refused afterwards even if the call fails.
         */
        private MemorySegment release() {
            MemorySegment released = handle();
            handle = null;
            return released;
        }

        /**
         * A stream created outside this class ({@code MemorySegment.NULL} is the default stream
         * where the API has one). Destroying it through this class destroys the driver's stream.
         */
        public static Stream wrap(MemorySegment handle) {
            return new Stream(handle);
        }
    }
}
