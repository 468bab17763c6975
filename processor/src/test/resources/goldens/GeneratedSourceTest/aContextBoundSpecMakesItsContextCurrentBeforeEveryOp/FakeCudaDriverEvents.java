package test;

import dev.eventbind.api.BackendUnavailableException;
import dev.eventbind.api.DriverException;
import dev.eventbind.api.Elapsed;
import dev.eventbind.api.EventApi;
import dev.eventbind.binding.BackendProbes;
import dev.eventbind.binding.BoundEventApi;
import dev.eventbind.binding.DeviceHandle;
import dev.eventbind.binding.StatusConvention;
import dev.eventbind.binding.ThreadContext;
import dev.eventbind.discovery.BackendProbe;
import dev.eventbind.ffm.Restricted;
import dev.eventbind.ffm.Scratch;
import dev.eventbind.spec.Rank;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.List;
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
public final class FakeCudaDriverEvents extends BoundEventApi<FakeCudaDriverFunctions, FakeCudaDriverEvents.Event, FakeCudaDriverEvents.Stream> {
    private static final String BACKEND = "FakeCudaDriver";

    private static final @Nullable DriverException INIT_FAILURE = initialize();

    /**
     * What {@code cuDevicePrimaryCtxRetain} wrote when the backend opened.
     */
    private final MemorySegment device_;

    /**
     * The context made current on each calling thread, by {@code cuCtxSetCurrent}.
     */
    private final ThreadContext context_;

    private FakeCudaDriverEvents(FakeCudaDriverFunctions functions, MemorySegment device_) {
        super(BACKEND, functions, statusConvention());
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
        return BackendProbes.probe(BACKEND, Rank.GPU, FakeCudaDriverFunctions.library(),
                FakeCudaDriverEvents::reportedVersion, FakeCudaDriverEvents::open);
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
        return FakeCudaDriverFunctions.statusConvention();
    }

    /**
     * Calls {@code CUresult cuEventCreate(CUevent *phEvent, unsigned int Flags)}.
     */
    @Override
    public Event eventCreate() throws DriverException {
        context_.ensureCurrent();
        MemorySegment out = Scratch.get();
        health.verify(health.admit("cuEventCreate"), functions.cuEventCreate(out, 0));
        return new Event(out.get(ValueLayout.ADDRESS, 0));
    }

    /**
     * Calls {@code CUresult cuEventDestroy_v2(CUevent hEvent)}.
     */
    @Override
    public void eventDestroy(Event event) throws DriverException {
        context_.ensureCurrent();
        health.verify("cuEventDestroy_v2", functions.cuEventDestroy(release(event)));
    }

    /**
     * Calls {@code CUresult cuEventRecord(CUevent hEvent, CUstream hStream)}.
     */
    @Override
    public void eventRecord(Event event, Stream stream) throws DriverException {
        context_.ensureCurrent();
        health.verify(health.admit("cuEventRecord"), functions.cuEventRecord(event.address(), stream.address()));
    }

    /**
     * Calls {@code CUresult cuEventSynchronize(CUevent hEvent)}.
     */
    @Override
    public void eventWait(Event event) throws DriverException {
        context_.ensureCurrent();
        health.verify(health.admit("cuEventSynchronize"), functions.cuEventSynchronize(event.address()));
    }

    /**
     * Calls {@code CUresult cuEventElapsedTime(float *pMilliseconds, CUevent hStart, CUevent hEnd)}.
     */
    @Override
    public long eventElapsedNanos(Event start, Event end) throws DriverException {
        context_.ensureCurrent();
        MemorySegment out = Scratch.get();
        health.verify(health.admit("cuEventElapsedTime"), functions.cuEventElapsedTime(out, start.address(), end.address()));
        return Elapsed.clampMillis(out.get(ValueLayout.JAVA_FLOAT, 0));
    }

    /**
     * Calls {@code CUresult cuStreamWaitEvent(CUstream hStream, CUevent hEvent, unsigned int Flags)}.
     */
    @Override
    public void streamWaitEvent(Stream stream, Event event) throws DriverException {
        context_.ensureCurrent();
        health.verify(health.admit("cuStreamWaitEvent"), functions.cuStreamWaitEvent(stream.address(), event.address(), 0));
    }

    /**
     * Calls {@code CUresult cuStreamSynchronize(CUstream hStream)}.
     */
    @Override
    public void streamSynchronize(Stream stream) throws DriverException {
        context_.ensureCurrent();
        health.verify(health.admit("cuStreamSynchronize"), functions.cuStreamSynchronize(stream.address()));
    }

    /**
     * Calls {@code CUresult cuStreamCreate(CUstream *phStream, unsigned int Flags)}.
     */
    @Override
    public Stream streamCreateNonBlocking() throws DriverException {
        context_.ensureCurrent();
        MemorySegment out = Scratch.get();
        health.verify(health.admit("cuStreamCreate"), functions.cuStreamCreate(out, 1));
        return new Stream(out.get(ValueLayout.ADDRESS, 0), true);
    }

    /**
     * Calls {@code CUresult cuStreamDestroy_v2(CUstream hStream)}.
     */
    @Override
    public void streamDestroy(Stream stream) throws DriverException {
        context_.ensureCurrent();
        MemorySegment handle = releaseStream(stream);
        // A borrowed stream is its creator's to destroy.
        if (stream.owned()) {
            health.verify("cuStreamDestroy_v2", functions.cuStreamDestroy(handle));
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
            throw statusConvention().failure("cuDevicePrimaryCtxRetain", status);
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
        health.verify("cuCtxSetCurrent", functions.cuCtxSetCurrent(device_));
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
        int status = FakeCudaDriverFunctions.linked().cuInit(0);
        return status == 0 ? null : statusConvention().failure("cuInit", status);
    }

    /**
     * A FakeCudaDriver event: the driver's handle, from {@link FakeCudaDriverEvents#eventCreate()}.
     */
    public static final class Event extends DeviceHandle {
        private Event(MemorySegment handle) {
            super(handle, true);
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
            return new Stream(foreign(handle, "FakeCudaDriverEvents.Stream.adopt"), true);
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
            return new Stream(foreign(handle, "FakeCudaDriverEvents.Stream.borrow"), false);
        }
    }
}
