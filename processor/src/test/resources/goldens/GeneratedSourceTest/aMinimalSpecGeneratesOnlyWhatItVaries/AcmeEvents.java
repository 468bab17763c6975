package test;

import dev.eventbind.api.BackendUnavailableException;
import dev.eventbind.api.DriverException;
import dev.eventbind.api.Elapsed;
import dev.eventbind.api.EventApi;
import dev.eventbind.binding.BackendProbes;
import dev.eventbind.binding.BoundEventApi;
import dev.eventbind.binding.DeviceHandle;
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
 * The acme backend: {@link EventApi} over the C functions {@link Acme} binds, linked with Panama FFM.
 * Any caller may use it: handles are checked, raw addresses never taken; the raw calls are
 * {@link AcmeFunctions}.
 */
@Generated(
        value = "dev.eventbind.processor.EventBindProcessor",
        comments = "from test.Acme"
)
public final class AcmeEvents extends BoundEventApi<AcmeFunctions, AcmeEvents.Event, AcmeEvents.Stream> {
    private static final String BACKEND = "acme";

    private AcmeEvents(AcmeFunctions functions) {
        super(BACKEND, functions, statusConvention());
    }

    /**
     * Opens the backend; the library was linked when its functions class was loaded.
     *
     * @throws BackendUnavailableException when the library or a required symbol is missing, or the
     * installed fault plan names a function the spec does not bind or a status it does not know
     */
    public static AcmeEvents open() {
        return new AcmeEvents(AcmeFunctions.open());
    }

    /**
     * Ready only when a timed read works: a stream, two events recorded, the second waited for,
     * the span read, all released. Never throws: otherwise unavailable in the driver's words, with
     * the version when the library reports one (its version query needs no device).
     */
    public static BackendProbe probe() {
        return BackendProbes.probe(BACKEND, Rank.PORTABLE, AcmeFunctions.library(),
                AcmeEvents::reportedVersion, AcmeEvents::open);
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
        return AcmeFunctions.statusConvention();
    }

    /**
     * Calls {@code int acmeEventCreate(void* event)}.
     */
    @Override
    public Event eventCreate() throws DriverException {
        MemorySegment out = Scratch.get();
        health.verify(health.admit("acmeEventCreate"), functions.acmeEventCreate(out));
        return new Event(out.get(ValueLayout.ADDRESS, 0));
    }

    /**
     * Calls {@code int acmeEventDestroy(void* event)}.
     */
    @Override
    public void eventDestroy(Event event) throws DriverException {
        health.verify("acmeEventDestroy", functions.acmeEventDestroy(release(event)));
    }

    /**
     * Calls {@code int acmeEventRecord(void* event, void* stream)}.
     */
    @Override
    public void eventRecord(Event event, Stream stream) throws DriverException {
        health.verify(health.admit("acmeEventRecord"), functions.acmeEventRecord(event.address(), stream.address()));
    }

    /**
     * Calls {@code int acmeEventWait(void* event)}.
     */
    @Override
    public void eventWait(Event event) throws DriverException {
        health.verify(health.admit("acmeEventWait"), functions.acmeEventWait(event.address()));
    }

    /**
     * Calls {@code int acmeEventElapsed(void* millis, void* start, void* end)}.
     */
    @Override
    public long eventElapsedNanos(Event start, Event end) throws DriverException {
        MemorySegment out = Scratch.get();
        health.verify(health.admit("acmeEventElapsed"), functions.acmeEventElapsed(out, start.address(), end.address()));
        return Elapsed.clampMillis(out.get(ValueLayout.JAVA_FLOAT, 0));
    }

    /**
     * Calls {@code int acmeStreamWait(void* stream, void* event)}.
     */
    @Override
    public void streamWaitEvent(Stream stream, Event event) throws DriverException {
        health.verify(health.admit("acmeStreamWait"), functions.acmeStreamWait(stream.address(), event.address()));
    }

    /**
     * Calls {@code int acmeStreamSynchronize(void* stream)}.
     */
    @Override
    public void streamSynchronize(Stream stream) throws DriverException {
        health.verify(health.admit("acmeStreamSynchronize"), functions.acmeStreamSynchronize(stream.address()));
    }

    /**
     * Calls {@code int acmeStreamCreate(void* stream)}.
     */
    @Override
    public Stream streamCreateNonBlocking() throws DriverException {
        MemorySegment out = Scratch.get();
        health.verify(health.admit("acmeStreamCreate"), functions.acmeStreamCreate(out));
        return new Stream(out.get(ValueLayout.ADDRESS, 0), true);
    }

    /**
     * Calls {@code int acmeStreamDestroy(void* stream)}.
     */
    @Override
    public void streamDestroy(Stream stream) throws DriverException {
        MemorySegment handle = releaseStream(stream);
        // A borrowed stream is its creator's to destroy.
        if (stream.owned()) {
            health.verify("acmeStreamDestroy", functions.acmeStreamDestroy(handle));
        }
    }

    /**
     * Empty: the spec binds no version function.
     */
    private static OptionalInt reportedVersion() {
        return OptionalInt.empty();
    }

    /**
     * An acme event: the driver's handle, from {@link AcmeEvents#eventCreate()}.
     */
    public static final class Event extends DeviceHandle {
        private Event(MemorySegment handle) {
            super(handle, true);
        }

        @Override
        protected String describe() {
            return "acme event";
        }
    }

    /**
     * An acme stream: the driver's handle, from {@link AcmeEvents#streamCreateNonBlocking()},
     * or adopted or borrowed.
     */
    public static final class Stream extends DeviceHandle {
        private Stream(MemorySegment handle, boolean owned) {
            super(handle, owned);
        }

        @Override
        protected String describe() {
            return "acme stream";
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
            return new Stream(foreign(handle, "AcmeEvents.Stream.adopt"), true);
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
            return new Stream(foreign(handle, "AcmeEvents.Stream.borrow"), false);
        }
    }
}
