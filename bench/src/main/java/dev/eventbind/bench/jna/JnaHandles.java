package dev.eventbind.bench.jna;

import static dev.eventbind.bench.Calls.check;

import com.sun.jna.Memory;
import com.sun.jna.Native;
import com.sun.jna.Pointer;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Two events, a stream and reusable out-parameter memory for the JNA routes, created through the direct
 * mapping (both JNA routes call the same library, so the handles are interchangeable).
 */
@State(Scope.Thread)
public class JnaHandles {

    /** The first event. */
    public Pointer start;
    /** The second event. */
    public Pointer end;
    /** A non-blocking stream. */
    public Pointer stream;
    /** Out-parameter for a created handle. */
    public Memory handleOut;
    /** Out-parameter for elapsed milliseconds. */
    public Memory millisOut;

    /** Creates the events and the stream. */
    @Setup(Level.Trial)
    public void open() {
        handleOut = new Memory(Native.POINTER_SIZE);
        millisOut = new Memory(Float.BYTES);
        start = create(NoopJnaDirect.noopEventCreateWithFlags(handleOut, 0), "noopEventCreateWithFlags");
        end = create(NoopJnaDirect.noopEventCreateWithFlags(handleOut, 0), "noopEventCreateWithFlags");
        stream = create(NoopJnaDirect.noopStreamCreateWithFlags(handleOut, 1), "noopStreamCreateWithFlags");
    }

    private Pointer create(int status, String function) {
        check(status, function);
        return handleOut.getPointer(0);
    }
}
