package dev.eventbind.bench.composite;

import dev.eventbind.api.DriverException;
import dev.eventbind.bench.spec.NoopLibrary;
import dev.eventbind.bench.spec.NoopRuntimeEvents;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/** The composites on the generated critical backend of the no-op library. */
@State(Scope.Thread)
public class NoopRig {

    /** The rig. */
    public CompositeRig<NoopRuntimeEvents.Event, NoopRuntimeEvents.Stream> rig;

    /** Links the backend and builds the rig. */
    @Setup(Level.Trial)
    public void open() throws DriverException {
        NoopLibrary.select();
        rig = new CompositeRig<>(NoopRuntimeEvents.open());
    }

    /** Releases the rig. */
    @TearDown(Level.Trial)
    public void close() throws DriverException {
        rig.close();
    }
}
