package test;

import dev.eventbind.api.BackendUnavailableException;
import dev.eventbind.api.DriverException;
import dev.eventbind.api.Elapsed;
import dev.eventbind.api.EventApi;
import dev.eventbind.binding.BackendProbes;
import dev.eventbind.binding.DeviceHandle;
import dev.eventbind.binding.DeviceHealth;
import dev.eventbind.binding.StatusConvention;
import dev.eventbind.binding.ThreadContext;
import dev.eventbind.discovery.BackendProbe;
import dev.eventbind.ffm.NativeAccess;
import dev.eventbind.ffm.Restricted;
import dev.eventbind.ffm.Scratch;
import dev.eventbind.ffm.StatusTexts;
import dev.eventbind.spec.Rank;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import javax.annotation.processing.Generated;
import org.jspecify.annotations.Nullable;

/**
 * The FakeCudaDriver backend: {@link EventApi} over the C functions {@link FakeCudaDriver} binds, linked with Panama FFM.
 * Any caller may use it: handles are checked, raw addresses never taken; the raw calls are
 * {@link FakeCudaDriverFunctions}.
 */
@Generated(
        value = "dev.eventbind.processor.EventBindProcessor",
        comments = "from test.FakeCudaDriver"
)
public final class FakeCudaDriverEvents implements EventApi<FakeCudaDriverEvents.Event, FakeCudaDriverEvents.Stream> {
    private static final String BACKEND = "FakeCudaDriver";

    private static final Rank RANK = Rank.GPU;

    private static final StatusConvention STATUS = new StatusConvention(BACKEND, new int[] {600}, new int[] {},
            StatusTexts.fromTable(Map.ofEntries(
                    Map.entry(0, new StatusTexts.Text("CUDA_SUCCESS")),
                    Map.entry(201, new StatusTexts.Text("CUDA_ERROR_INVALID_CONTEXT")),
                    Map.entry(600, new StatusTexts.Text("CUDA_ERROR_NOT_READY")))));

    private static final @Nullable DriverException INIT_FAILURE = initialize();

    private final FakeCudaDriverFunctions functions;

    /**
     * The first status that poisoned this instance's device; later calls fail fast.
     */
    private final DeviceHealth health = new DeviceHealth();

    /**
     * What {@code cuDevicePrimaryCtxRetain} wrote when the backend opened.
     */
    private final MemorySegment device_;

    /**
     * The context made current on each calling thread, by {@code cuCtxSetCurrent}.
     */
    private final ThreadContext context_;

    private FakeCudaDriverEvents(FakeCudaDriverFunctions functions, MemorySegment device_) {
        this.functions = functions;
        this.device_ = device_;
        this.context_ = new ThreadContext(this::makeContextCurrent);
    }

    /**
     * Opens the backend; the library was linked when its functions class was loaded.
     *
     * @throws BackendUnavailableException when the library or a required symbol is missing, or the
     * installed fault plan names a function the spec does not bind or a status it does not know, or initialization failed
     */
    public static FakeCudaDriverEvents open() {
        FakeCudaDriverFunctions functions = FakeCudaDriverFunctions.open();
        STATUS.checkFaultPlan(FakeCudaDriverFunctions.library());
        if (INIT_FAILURE != null) {
            throw new BackendUnavailableException(BACKEND, "cuInit failed: " + INIT_FAILURE.statusSummary(), List.of(), INIT_FAILURE);
        }
        MemorySegment device_;
        try {
            device_ = readDevice(functions);
        } catch (DriverException failure) {
            throw new BackendUnavailableException(BACKEND, failure.function() + " failed: " + failure.statusSummary(), List.of(), failure);
        }
        return new FakeCudaDriverEvents(functions, device_);
    }

    /**
     * Ready only when a timed read works: a stream, two events recorded, the second waited for,
     * the span read, all released. Never throws: otherwise unavailable in the driver's words, with
     * the version when the library reports one (its version query needs no device).
     */
    public static BackendProbe probe() {
        return BackendProbes.probe(BACKEND, RANK, FakeCudaDriverFunctions.library(),
                        () -> reportedVersion().stream().mapToObj(Integer::toString).findFirst(), FakeCudaDriverEvents::open);
    }

    @Override
    public String backend() {
        return BACKEND;
    }

    /**
     * Empty: the spec binds no version function.
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
     * Calls {@code CUresult cuEventCreate(CUevent *phEvent, unsigned int Flags)}.
     */
    @Override
    public Event eventCreate() throws DriverException {
        context_.ensureCurrent();
        health.check("cuEventCreate");
        MemorySegment out = Scratch.get();
        int status = functions.cuEventCreate(out, 0);
        if (status != 0) {
            throw health.note(STATUS.failure("cuEventCreate", status));
        }
        return new Event(out.get(ValueLayout.ADDRESS, 0));
    }

    /**
     * Calls {@code CUresult cuEventDestroy_v2(CUevent hEvent)}.
     */
    @Override
    public void eventDestroy(Event event) throws DriverException {
        context_.ensureCurrent();
        int status = functions.cuEventDestroy(event.release());
        if (status != 0) {
            throw health.note(STATUS.failure("cuEventDestroy_v2", status));
        }
    }

    /**
     * Calls {@code CUresult cuEventRecord(CUevent hEvent, CUstream hStream)}.
     */
    @Override
    public void eventRecord(Event event, Stream stream) throws DriverException {
        context_.ensureCurrent();
        health.check("cuEventRecord");
        int status = functions.cuEventRecord(event.handle(), stream.handle());
        if (status != 0) {
            throw health.note(STATUS.failure("cuEventRecord", status));
        }
    }

    /**
     * Calls {@code CUresult cuEventSynchronize(CUevent hEvent)}.
     */
    @Override
    public void eventWait(Event event) throws DriverException {
        context_.ensureCurrent();
        health.check("cuEventSynchronize");
        int status = functions.cuEventSynchronize(event.handle());
        if (status != 0) {
            throw health.note(STATUS.failure("cuEventSynchronize", status));
        }
    }

    /**
     * Calls {@code CUresult cuEventElapsedTime(float *pMilliseconds, CUevent hStart, CUevent hEnd)}.
     */
    @Override
    public long eventElapsedNanos(Event start, Event end) throws DriverException {
        context_.ensureCurrent();
        health.check("cuEventElapsedTime");
        MemorySegment out = Scratch.get();
        int status = functions.cuEventElapsedTime(out, start.handle(), end.handle());
        if (status != 0) {
            throw health.note(STATUS.failure("cuEventElapsedTime", status));
        }
        return Elapsed.clampMillis(out.get(ValueLayout.JAVA_FLOAT, 0));
    }

    /**
     * Calls {@code CUresult cuStreamWaitEvent(CUstream hStream, CUevent hEvent, unsigned int Flags)}.
     */
    @Override
    public void streamWaitEvent(Stream stream, Event event) throws DriverException {
        context_.ensureCurrent();
        health.check("cuStreamWaitEvent");
        int status = functions.cuStreamWaitEvent(stream.handle(), event.handle(), 0);
        if (status != 0) {
            throw health.note(STATUS.failure("cuStreamWaitEvent", status));
        }
    }

    /**
     * Calls {@code CUresult cuStreamSynchronize(CUstream hStream)}.
     */
    @Override
    public void streamSynchronize(Stream stream) throws DriverException {
        context_.ensureCurrent();
        health.check("cuStreamSynchronize");
        int status = functions.cuStreamSynchronize(stream.handle());
        if (status != 0) {
            throw health.note(STATUS.failure("cuStreamSynchronize", status));
        }
    }

    /**
     * Calls {@code CUresult cuStreamCreate(CUstream *phStream, unsigned int Flags)}.
     */
    @Override
    public Stream streamCreateNonBlocking() throws DriverException {
        context_.ensureCurrent();
        health.check("cuStreamCreate");
        MemorySegment out = Scratch.get();
        int status = functions.cuStreamCreate(out, 1);
        if (status != 0) {
            throw health.note(STATUS.failure("cuStreamCreate", status));
        }
        return new Stream(out.get(ValueLayout.ADDRESS, 0), true);
    }

    /**
     * Calls {@code CUresult cuStreamDestroy_v2(CUstream hStream)}.
     */
    @Override
    public void streamDestroy(Stream stream) throws DriverException {
        context_.ensureCurrent();
        MemorySegment handle = stream.release();
        if (!stream.owned()) {
            // Borrowed: its creator destroys the driver's stream.
            return;
        }
        int status = functions.cuStreamDestroy(handle);
        if (status != 0) {
            throw health.note(STATUS.failure("cuStreamDestroy_v2", status));
        }
    }

    /**
     * Calls {@code CUresult cuDevicePrimaryCtxRetain(CUcontext *pctx, CUdevice dev)} once, when the backend opens.
     */
    private static MemorySegment readDevice(FakeCudaDriverFunctions functions) throws
            DriverException {
        MemorySegment out = Scratch.get();
        int status = functions.cuDevicePrimaryCtxRetain(out, 0);
        if (!(status == 0)) {
            throw STATUS.failure("cuDevicePrimaryCtxRetain", status);
        }
        return out.get(ValueLayout.ADDRESS, 0);
    }

    /**
     * Makes this backend's context current on the calling thread, once per thread, as every op
     * does first: for code that makes its own driver calls (memory, launches) next to the
     * backend's.
     *
     * @throws DriverException when {@code cuCtxSetCurrent} fails
     */
    public void ensureContextCurrent() throws DriverException {
        context_.ensureCurrent();
    }

    /**
     * Calls {@code CUresult cuCtxSetCurrent(CUcontext ctx)} on the calling thread.
     */
    private void makeContextCurrent() throws DriverException {
        int status = functions.cuCtxSetCurrent(device_);
        if (status != 0) {
            throw health.note(STATUS.failure("cuCtxSetCurrent", status));
        }
    }

    /**
     * Empty: the spec binds no version function.
     */
    private static OptionalInt reportedVersion() {
        return OptionalInt.empty();
    }

    /**
     * Calls {@code cuInit} once; the failure, or {@code null} when it succeeded or the library is missing.
     */
    private static @Nullable DriverException initialize() {
        if (!FakeCudaDriverFunctions.library().has("cuInit")) {
            return null;
        }
        int status;
        try {
            status = (int) FakeCudaDriverFunctions.CuInit.HANDLE.invokeExact(0);
        } catch (Error | RuntimeException unchecked) {
            throw unchecked;
        } catch (Throwable impossible) {
            throw new AssertionError("should not reach here", impossible);
        }
        return status == 0 ? null : STATUS.failure("cuInit", status);
    }

    /**
     * A FakeCudaDriver event: the driver's handle, from {@link FakeCudaDriverEvents#eventCreate()}.
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
            return "FakeCudaDriver event";
        }
    }

    /**
     * A FakeCudaDriver stream: the driver's handle, from {@link FakeCudaDriverEvents#streamCreateNonBlocking()},
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
            return "FakeCudaDriver stream";
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
            NativeAccess.checkCaller("FakeCudaDriverEvents.Stream.adopt");
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
            NativeAccess.checkCaller("FakeCudaDriverEvents.Stream.borrow");
            return new Stream(handle, false);
        }
    }
}
