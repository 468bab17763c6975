package dev.eventbind.bench.spec;

import dev.eventbind.api.DriverException;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/** The generated plain (no critical) backend of the no-op library with two events and a stream. */
@State(Scope.Thread)
public class NoopPlainHandles {

    /** The backend. */
    public NoopRuntimePlainEvents api;
    /** The first event. */
    public NoopRuntimePlainEvents.Event start;
    /** The second event. */
    public NoopRuntimePlainEvents.Event end;
    /** A non-blocking stream. */
    public NoopRuntimePlainEvents.Stream stream;

    /** Links the backend and creates the handles. */
    @Setup(Level.Trial)
    public void open() throws DriverException {
        NoopLibrary.select();
        api = NoopRuntimePlainEvents.open();
        start = api.eventCreate();
        end = api.eventCreate();
        stream = api.streamCreateNonBlocking();
    }

    /** Destroys the handles. */
    @TearDown(Level.Trial)
    public void close() throws DriverException {
        api.eventDestroy(start);
        api.eventDestroy(end);
        api.streamDestroy(stream);
    }
}
