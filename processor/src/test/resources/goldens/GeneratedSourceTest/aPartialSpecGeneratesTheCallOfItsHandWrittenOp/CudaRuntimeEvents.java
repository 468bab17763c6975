package test;

import dev.eventbind.api.BackendUnavailableException;
import dev.eventbind.api.DriverException;
import dev.eventbind.api.EventApi;
import dev.eventbind.binding.BackendProbes;
import dev.eventbind.binding.BoundEventApi;
import dev.eventbind.binding.DeviceHandle;
import dev.eventbind.binding.NativeQueries;
import dev.eventbind.binding.StatusConvention;
import dev.eventbind.discovery.BackendProbe;
import dev.eventbind.ffm.Restricted;
import dev.eventbind.ffm.Scratch;
import dev.eventbind.spec.Rank;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.OptionalInt;
import javax.annotation.processing.Generated;

/**
 * The FakeCUDA backend: {@link EventApi} over the C functions {@link CudaRuntime} binds, linked with Panama FFM.
 * Any caller may use it: handles are checked, raw addresses never taken; the raw calls are
 * {@link CudaRuntimeFunctions}.
 */
@Generated(
        value = "dev.eventbind.processor.EventBindProcessor",
        comments = "from test.CudaRuntime"
)
public final class CudaRuntimeEvents extends BoundEventApi<CudaRuntimeFunctions, CudaRuntimeEvents.Event, CudaRuntimeEvents.Stream> {
    private static final String BACKEND = "FakeCUDA";

    private CudaRuntimeEvents(CudaRuntimeFunctions functions) {
        super(BACKEND, functions, statusConvention());
    }

    /**
     * Opens the backend; the library was linked when its functions class was loaded.
     *
     * @throws BackendUnavailableException when the library or a required symbol is missing, or the
     * installed fault plan names a function the spec does not bind or a status it does not know
     */
    public static CudaRuntimeEvents open() {
        return new CudaRuntimeEvents(CudaRuntimeFunctions.open());
    }

    /**
     * Ready only when a timed read works: a stream, two events recorded, the second waited for,
     * the span read, all released. Never throws: otherwise unavailable in the driver's words, with
     * the version when the library reports one (its version query needs no device).
     */
    public static BackendProbe probe() {
        return BackendProbes.probe(BACKEND, Rank.GPU, CudaRuntimeFunctions.library(),
                CudaRuntimeEvents::reportedVersion, CudaRuntimeEvents::open);
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
        return CudaRuntimeFunctions.statusConvention();
    }

    /**
     * Calls {@code cudaError_t cudaEventCreateWithFlags(cudaEvent_t *event, unsigned int flags)}.
     */
    @Override
    public Event eventCreate() throws DriverException {
        MemorySegment out = Scratch.get();
        health.verify(health.admit("cudaEventCreateWithFlags"), functions.eventCreate(out, CudaRuntime.EVENT_DEFAULT));
        return new Event(out.get(ValueLayout.ADDRESS, 0));
    }

    /**
     * Calls {@code cudaError_t cudaEventDestroy(cudaEvent_t event)}.
     */
    @Override
    public void eventDestroy(Event event) throws DriverException {
        health.verify("cudaEventDestroy", functions.eventDestroy(release(event)));
    }

    /**
     * Calls {@code cudaError_t cudaEventRecord(cudaEvent_t event, cudaStream_t stream)}.
     */
    @Override
    public void eventRecord(Event event, Stream stream) throws DriverException {
        health.verify(health.admit("cudaEventRecord"), functions.eventRecord(event.address(), stream.address()));
    }

    /**
     * Calls {@code cudaError_t cudaEventSynchronize(cudaEvent_t event)}.
     */
    @Override
    public void eventWait(Event event) throws DriverException {
        health.verify(health.admit("cudaEventSynchronize"), functions.eventSynchronize(event.address()));
    }

    /**
     * Calls {@code cudaError_t cudaStreamWaitEvent(cudaStream_t stream, cudaEvent_t event, unsigned int flags)}.
     */
    @Override
    public void streamWaitEvent(Stream stream, Event event) throws DriverException {
        health.verify(health.admit("cudaStreamWaitEvent"), functions.streamWaitEvent(stream.address(), event.address(), 0));
    }

    /**
     * Calls {@code cudaError_t cudaStreamSynchronize(cudaStream_t stream)}.
     */
    @Override
    public void streamSynchronize(Stream stream) throws DriverException {
        health.verify(health.admit("cudaStreamSynchronize"), functions.streamSynchronize(stream.address()));
    }

    /**
     * Calls {@code cudaError_t cudaStreamCreateWithFlags(cudaStream_t *pStream, unsigned int flags)}.
     */
    @Override
    public Stream streamCreateNonBlocking() throws DriverException {
        MemorySegment out = Scratch.get();
        health.verify(health.admit("cudaStreamCreateWithFlags"), functions.streamCreate(out, CudaRuntime.STREAM_NON_BLOCKING));
        return new Stream(out.get(ValueLayout.ADDRESS, 0), true);
    }

    /**
     * Calls {@code cudaError_t cudaStreamDestroy(cudaStream_t stream)}.
     */
    @Override
    public void streamDestroy(Stream stream) throws DriverException {
        MemorySegment handle = releaseStream(stream);
        // A borrowed stream is its creator's to destroy.
        if (stream.owned()) {
            health.verify("cudaStreamDestroy", functions.streamDestroy(handle));
        }
    }

    /**
     * Calls {@code cudaError_t cudaEventQuery(cudaEvent_t event)}.
     */
    @Override
    public boolean eventQuery(Event event) throws DriverException {
        return health.reached(health.admit("cudaEventQuery"), functions.eventQuery(event.address()));
    }

    /**
     * Calls {@link CudaRuntimeFunctions#elapsed}, written by hand in the spec.
     */
    @Override
    public long eventElapsedNanos(Event start, Event end) throws DriverException {
        health.check("elapsed");
        try {
            return functions.elapsed(statusConvention(), start.handle(), end.handle());
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
        return NativeQueries.version(statusConvention(), CudaRuntimeFunctions.library(), "cudaRuntimeGetVersion",
                CudaRuntimeFunctions.linked()::runtimeGetVersion);
    }

    /**
     * A FakeCUDA event: the driver's handle, from {@link CudaRuntimeEvents#eventCreate()}.
     */
    public static final class Event extends DeviceHandle {
        private Event(MemorySegment handle) {
            super(handle, true);
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
            return new Stream(foreign(handle, "CudaRuntimeEvents.Stream.adopt"), true);
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
            return new Stream(foreign(handle, "CudaRuntimeEvents.Stream.borrow"), false);
        }
    }
}
