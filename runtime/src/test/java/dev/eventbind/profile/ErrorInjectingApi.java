package dev.eventbind.profile;

import dev.eventbind.api.DriverException;
import dev.eventbind.api.EventApi;
import dev.eventbind.recording.RecordingEventApi;
import dev.eventbind.recording.RecordingEventApi.Event;
import dev.eventbind.recording.RecordingEventApi.Stream;

/**
 * The recording api with an {@link Error} armed at the n-th read-back call from now ({@code eventWait},
 * {@code eventQuery} or {@code eventElapsedNanos}): a backend that overflows its stack, say, at any step of a
 * read-back. Thrown before the call reaches the recording api, as a failing binding would.
 */
final class ErrorInjectingApi implements EventApi<Event, Stream> {

    final RecordingEventApi recording;
    private int callsLeft = -1;
    private Error armed;

    ErrorInjectingApi(RecordingEventApi recording) {
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
    public String backend() {
        return recording.backend();
    }

    @Override
    public Event eventCreate() throws DriverException {
        return recording.eventCreate();
    }

    @Override
    public void eventDestroy(Event event) throws DriverException {
        recording.eventDestroy(event);
    }

    @Override
    public void eventRecord(Event event, Stream stream) throws DriverException {
        recording.eventRecord(event, stream);
    }

    @Override
    public void eventWait(Event event) throws DriverException {
        readBackCall();
        recording.eventWait(event);
    }

    @Override
    public boolean supportsEventQuery() {
        return recording.supportsEventQuery();
    }

    @Override
    public boolean eventQuery(Event event) throws DriverException {
        readBackCall();
        return recording.eventQuery(event);
    }

    @Override
    public long eventElapsedNanos(Event start, Event end) throws DriverException {
        readBackCall();
        return recording.eventElapsedNanos(start, end);
    }

    @Override
    public void streamWaitEvent(Stream stream, Event event) throws DriverException {
        recording.streamWaitEvent(stream, event);
    }

    @Override
    public void streamSynchronize(Stream stream) throws DriverException {
        recording.streamSynchronize(stream);
    }

    @Override
    public Stream streamCreateNonBlocking() throws DriverException {
        return recording.streamCreateNonBlocking();
    }

    @Override
    public void streamDestroy(Stream stream) throws DriverException {
        recording.streamDestroy(stream);
    }
}
