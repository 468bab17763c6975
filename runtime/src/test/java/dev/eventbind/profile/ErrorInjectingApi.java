package dev.eventbind.profile;

import dev.eventbind.api.DriverException;
import dev.eventbind.api.ForwardingEventApi;
import dev.eventbind.recording.RecordingEventApi;
import dev.eventbind.recording.RecordingEventApi.Event;
import dev.eventbind.recording.RecordingEventApi.Stream;

/**
 * The recording api with an {@link Error} armed at the n-th read-back call from now ({@code eventWait},
 * {@code eventWaitFor}, {@code eventQuery} or {@code eventElapsedNanos}): a backend that overflows its stack, say,
 * at any step of a read-back. Thrown before the call reaches the recording api, as a failing binding would.
 */
final class ErrorInjectingApi extends ForwardingEventApi<Event, Stream> {

    final RecordingEventApi recording;
    private int callsLeft = -1;
    private Error armed;

    ErrorInjectingApi(RecordingEventApi recording) {
        super(recording);
        this.recording = recording;
    }

    /** The read-back call {@code calls} calls from now (0: the next) throws {@code error}. */
    synchronized void armAt(int calls, Error error) {
        callsLeft = calls;
        armed = error;
    }

    /** Whether the armed error was thrown (or none was armed). */
    synchronized boolean fired() {
        return armed == null;
    }

    private synchronized void readBackCall() {
        if (armed != null && callsLeft-- == 0) {
            Error thrown = armed;
            armed = null;
            throw thrown;
        }
    }

    @Override
    public void eventWait(Event event) throws DriverException {
        readBackCall();
        super.eventWait(event);
    }

    @Override
    public boolean eventWaitFor(Event event, long timeoutNanos) throws DriverException {
        readBackCall();
        return super.eventWaitFor(event, timeoutNanos);
    }

    @Override
    public boolean eventQuery(Event event) throws DriverException {
        readBackCall();
        return super.eventQuery(event);
    }

    @Override
    public long eventElapsedNanos(Event start, Event end) throws DriverException {
        readBackCall();
        return super.eventElapsedNanos(start, end);
    }
}
