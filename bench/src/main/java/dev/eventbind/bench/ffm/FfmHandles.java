package dev.eventbind.bench.ffm;

import static dev.eventbind.bench.Calls.check;
import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_FLOAT;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * Two events, a stream and the out-parameter cells a hand-written FFM caller allocates once and reuses, as
 * a careful user of a jextract binding would (a fresh arena per call would cost more than the call).
 */
@State(Scope.Thread)
public class FfmHandles {

    /** The first event. */
    public MemorySegment start;
    /** The second event. */
    public MemorySegment end;
    /** A non-blocking stream. */
    public MemorySegment stream;
    /** Out-parameter for a created handle. */
    public MemorySegment handleOut;
    /** Out-parameter for elapsed milliseconds. */
    public MemorySegment millisOut;

    private Arena arena;

    /** Creates the events and the stream. */
    @Setup(Level.Trial)
    @SuppressWarnings("MustBeClosedChecker") // the arena lives for the trial: @TearDown closes it
    public void open() {
        arena = Arena.ofConfined();
        handleOut = arena.allocate(ADDRESS);
        millisOut = arena.allocate(JAVA_FLOAT);
        start = createEvent();
        end = createEvent();
        check(NoopFfm.streamCreateWithFlags(handleOut, 1), "noopStreamCreateWithFlags");
        stream = handleOut.get(ADDRESS, 0);
    }

    private MemorySegment createEvent() {
        check(NoopFfm.eventCreateWithFlags(handleOut, 0), "noopEventCreateWithFlags");
        return handleOut.get(ADDRESS, 0);
    }

    /** Destroys the events and releases the out-parameter cells. */
    @TearDown(Level.Trial)
    public void close() {
        check(NoopFfm.eventDestroy(start), "noopEventDestroy");
        check(NoopFfm.eventDestroy(end), "noopEventDestroy");
        arena.close();
    }
}
