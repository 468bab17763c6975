package test;

import dev.eventbind.api.BackendUnavailableException;
import dev.eventbind.api.DriverException;
import dev.eventbind.api.EventApi;
import dev.eventbind.binding.BackendProbes;
import dev.eventbind.binding.DeviceHandle;
import dev.eventbind.binding.DeviceHealth;
import dev.eventbind.binding.StatusConvention;
import dev.eventbind.discovery.BackendProbe;
import dev.eventbind.ffm.CStrings;
import dev.eventbind.ffm.NativeAccess;
import dev.eventbind.ffm.Restricted;
import dev.eventbind.ffm.Scratch;
import dev.eventbind.ffm.StatusTexts;
import dev.eventbind.spec.Rank;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.Map;
import java.util.OptionalInt;
import javax.annotation.processing.Generated;
import org.jspecify.annotations.Nullable;

/**
 * The FakeCUDA backend: {@link EventApi} over the C functions {@link CudaRuntime} binds, linked with Panama FFM.
 * Any caller may use it: handles are checked, raw addresses never taken; the raw calls are
 * {@link CudaRuntimeFunctions}.
 */
@Generated(
        value = "dev.eventbind.processor.EventBindProcessor",
        comments = "from test.CudaRuntime"
)
public final class CudaRuntimeEvents implements EventApi<CudaRuntimeEvents.Event, CudaRuntimeEvents.Stream> {
    private static final String BACKEND = "FakeCUDA";

    private static final Rank RANK = Rank.GPU;

    private static final StatusConvention STATUS = new StatusConvention(BACKEND, new int[] {600}, new int[] {214, 700},
            new StatusTexts(
                    CudaRuntimeEvents::statusName,
                    CudaRuntimeEvents::statusMessage,
                    Map.ofEntries(
                            Map.entry(35, new StatusTexts.Text("cudaErrorInsufficientDriver",
                                    "CUDA driver version is insufficient for CUDA runtime version")),
                            Map.entry(999, new StatusTexts.Text("cudaErrorUnknown")),
                            Map.entry(400, new StatusTexts.Text("cudaErrorInvalidResourceHandle")),
                            Map.entry(600, new StatusTexts.Text("cudaErrorNotReady")),
                            Map.entry(700, new StatusTexts.Text("cudaErrorIllegalAddress")),
                            Map.entry(719, new StatusTexts.Text("cudaErrorLaunchFailure", null,
                                    "0x2cf")))));

    private final CudaRuntimeFunctions functions;

    /**
     * The first status that poisoned this instance's device; later calls fail fast.
     */
    private final DeviceHealth health = new DeviceHealth();

    private CudaRuntimeEvents(CudaRuntimeFunctions functions) {
        this.functions = functions;
    }

    /**
     * Opens the backend; the library was linked when its functions class was loaded.
     *
     * @throws BackendUnavailableException when the library or a required symbol is missing, or the
     * installed fault plan names a function the spec does not bind or a status it does not know
     */
    public static CudaRuntimeEvents open() {
        CudaRuntimeFunctions functions = CudaRuntimeFunctions.open();
        STATUS.checkFaultPlan(CudaRuntimeFunctions.library());
        return new CudaRuntimeEvents(functions);
    }

    /**
     * Ready only when a timed read works: a stream, two events recorded, the second waited for,
     * the span read, all released. Never throws: otherwise unavailable in the driver's words, with
     * the version when the library reports one (its version query needs no device).
     */
    public static BackendProbe probe() {
        return BackendProbes.probe(BACKEND, RANK, CudaRuntimeFunctions.library(),
                        () -> reportedVersion().stream().mapToObj(Integer::toString).findFirst(), CudaRuntimeEvents::open);
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
     * The status convention the spec declares, as the event calls apply it: for calls to the
     * spec's other functions, so that their statuses read the same way (names, messages, the
     * codes that mean not ready and a poisoned device).
     */
    public static StatusConvention statusConvention() {
        return STATUS;
    }

    /**
     * Calls {@code cudaError_t cudaEventCreateWithFlags(cudaEvent_t *event, unsigned int flags)}.
     */
    @Override
    public Event eventCreate() throws DriverException {
        health.check("cudaEventCreateWithFlags");
        MemorySegment out = Scratch.get();
        int status = functions.eventCreate(out, CudaRuntime.EVENT_DEFAULT);
        if (status != 0) {
            throw health.note(STATUS.failure("cudaEventCreateWithFlags", status));
        }
        return new Event(out.get(ValueLayout.ADDRESS, 0));
    }

    /**
     * Calls {@code cudaError_t cudaEventDestroy(cudaEvent_t event)}.
     */
    @Override
    public void eventDestroy(Event event) throws DriverException {
        int status = functions.eventDestroy(event.release());
        if (status != 0) {
            throw health.note(STATUS.failure("cudaEventDestroy", status));
        }
    }

    /**
     * Calls {@code cudaError_t cudaEventRecord(cudaEvent_t event, cudaStream_t stream)}.
     */
    @Override
    public void eventRecord(Event event, Stream stream) throws DriverException {
        health.check("cudaEventRecord");
        int status = functions.eventRecord(event.handle(), stream.handle());
        if (status != 0) {
            throw health.note(STATUS.failure("cudaEventRecord", status));
        }
    }

    /**
     * Calls {@code cudaError_t cudaEventSynchronize(cudaEvent_t event)}.
     */
    @Override
    public void eventWait(Event event) throws DriverException {
        health.check("cudaEventSynchronize");
        int status = functions.eventSynchronize(event.handle());
        if (status != 0) {
            throw health.note(STATUS.failure("cudaEventSynchronize", status));
        }
    }

    /**
     * Calls {@code cudaError_t cudaStreamWaitEvent(cudaStream_t stream, cudaEvent_t event, unsigned int flags)}.
     */
    @Override
    public void streamWaitEvent(Stream stream, Event event) throws DriverException {
        health.check("cudaStreamWaitEvent");
        int status = functions.streamWaitEvent(stream.handle(), event.handle(), 0);
        if (status != 0) {
            throw health.note(STATUS.failure("cudaStreamWaitEvent", status));
        }
    }

    /**
     * Calls {@code cudaError_t cudaStreamSynchronize(cudaStream_t stream)}.
     */
    @Override
    public void streamSynchronize(Stream stream) throws DriverException {
        health.check("cudaStreamSynchronize");
        int status = functions.streamSynchronize(stream.handle());
        if (status != 0) {
            throw health.note(STATUS.failure("cudaStreamSynchronize", status));
        }
    }

    /**
     * Calls {@code cudaError_t cudaStreamCreateWithFlags(cudaStream_t *pStream, unsigned int flags)}.
     */
    @Override
    public Stream streamCreateNonBlocking() throws DriverException {
        health.check("cudaStreamCreateWithFlags");
        MemorySegment out = Scratch.get();
        int status = functions.streamCreate(out, CudaRuntime.STREAM_NON_BLOCKING);
        if (status != 0) {
            throw health.note(STATUS.failure("cudaStreamCreateWithFlags", status));
        }
        return new Stream(out.get(ValueLayout.ADDRESS, 0), true);
    }

    /**
     * Calls {@code cudaError_t cudaStreamDestroy(cudaStream_t stream)}.
     */
    @Override
    public void streamDestroy(Stream stream) throws DriverException {
        MemorySegment handle = stream.release();
        if (!stream.owned()) {
            // Borrowed: its creator destroys the driver's stream.
            return;
        }
        int status = functions.streamDestroy(handle);
        if (status != 0) {
            throw health.note(STATUS.failure("cudaStreamDestroy", status));
        }
    }

    /**
     * Calls {@code cudaError_t cudaEventQuery(cudaEvent_t event)}.
     */
    @Override
    public boolean eventQuery(Event event) throws DriverException {
        health.check("cudaEventQuery");
        int status = functions.eventQuery(event.handle());
        if (status == 0) {
            return true;
        }
        if (STATUS.notReady(status)) {
            return false;
        }
        throw health.note(STATUS.failure("cudaEventQuery", status));
    }

    /**
     * Calls {@link CudaRuntimeFunctions#elapsed}, written by hand in the spec.
     */
    @Override
    public long eventElapsedNanos(Event start, Event end) throws DriverException {
        health.check("elapsed");
        try {
            return functions.elapsed(STATUS, start.handle(), end.handle());
        } catch (DriverException failure) {
            throw health.note(failure);
        }
    }

    /**
     * {@code cudaEventQuery} is bound.
     */
    @Override
    public boolean supportsEventQuery() {
        return true;
    }

    /**
     * Calls {@code cudaRuntimeGetVersion}; static, so the probe reads it even when no instance opens.
     */
    private static OptionalInt reportedVersion() {
        if (!CudaRuntimeFunctions.library().has("cudaRuntimeGetVersion")) {
            return OptionalInt.empty();
        }
        MemorySegment reported = Scratch.get();
        int status;
        try {
            status = (int) CudaRuntimeFunctions.CudaRuntimeGetVersion.HANDLE.invokeExact(reported);
        } catch (Error | RuntimeException unchecked) {
            throw unchecked;
        } catch (Throwable impossible) {
            throw new AssertionError("should not reach here", impossible);
        }
        return status == 0 ? OptionalInt.of(reported.get(ValueLayout.JAVA_INT, 0)) : OptionalInt.empty();
    }

    /**
     * What {@code cudaGetErrorName} says about {@code status}, or {@code null}.
     */
    private static @Nullable String statusName(int status) {
        try {
            return CStrings.read((MemorySegment) CudaRuntimeFunctions.CudaGetErrorName.HANDLE.invokeExact(status));
        } catch (Error | RuntimeException unchecked) {
            throw unchecked;
        } catch (Throwable impossible) {
            throw new AssertionError("should not reach here", impossible);
        }
    }

    /**
     * What {@code cudaGetErrorString} says about {@code status}, or {@code null}.
     */
    private static @Nullable String statusMessage(int status) {
        try {
            return CStrings.read((MemorySegment) CudaRuntimeFunctions.CudaGetErrorString.HANDLE.invokeExact(status));
        } catch (Error | RuntimeException unchecked) {
            throw unchecked;
        } catch (Throwable impossible) {
            throw new AssertionError("should not reach here", impossible);
        }
    }

    /**
     * A FakeCUDA event: the driver's handle, from {@link CudaRuntimeEvents#eventCreate()}.
     */
    public static final class Event extends DeviceHandle {
        private Event(MemorySegment handle) {
            super(handle, true);
        }

        private MemorySegment release() {
            return releaseHandle();
        }

        @Override
        protected String describe() {
            return "FakeCUDA event";
        }
    }

    /**
     * A FakeCUDA stream: the driver's handle, from {@link CudaRuntimeEvents#streamCreateNonBlocking()},
     * or adopted or borrowed.
     */
    public static final class Stream extends DeviceHandle {
        private Stream(MemorySegment handle, boolean owned) {
            super(handle, owned);
        }

        private MemorySegment release() {
            return releaseHandle();
        }

        @Override
        protected String describe() {
            return "FakeCUDA stream";
        }

        /**
         * A stream created outside eventbind ({@code MemorySegment.NULL} is the default stream where the
         * API has one). Destroying it through the backend destroys the driver's stream.
         *
         * <p>Restricted: the address goes to the driver unchecked, so the caller's module needs native
         * access, as for a JDK restricted method.
         *
         * @throws IllegalCallerException when it has none and the JVM denies illegal native access
         */
        @Restricted
        public static Stream adopt(MemorySegment handle) {
            NativeAccess.checkCaller("CudaRuntimeEvents.Stream.adopt");
            return new Stream(handle, true);
        }

        /**
         * A stream created outside eventbind ({@code MemorySegment.NULL} is the default stream where the
         * API has one). The backend never destroys it: {@code streamDestroy} only forgets it,
         * and its creator destroys it afterwards.
         *
         * <p>Restricted: the address goes to the driver unchecked, so the caller's module needs native
         * access, as for a JDK restricted method.
         *
         * @throws IllegalCallerException when it has none and the JVM denies illegal native access
         */
        @Restricted
        public static Stream borrow(MemorySegment handle) {
            NativeAccess.checkCaller("CudaRuntimeEvents.Stream.borrow");
            return new Stream(handle, false);
        }
    }
}
