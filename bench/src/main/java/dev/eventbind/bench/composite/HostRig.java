package dev.eventbind.bench.composite;

import dev.eventbind.api.DriverException;
import dev.eventbind.backend.host.HostRuntimeEvents;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * The composites on the host backend, whose streams are worker threads: a host wait there is a real
 * cross-thread hand-off, so these numbers are dominated by the backend, not the binding.
 */
@State(Scope.Thread)
public class HostRig {

    /** The rig. */
    public CompositeRig<HostRuntimeEvents.Event, HostRuntimeEvents.Stream> rig;

    /** Links the host backend (its library ships in its jar) and builds the rig. */
    @Setup(Level.Trial)
    public void open() throws DriverException {
        rig = new CompositeRig<>(HostRuntimeEvents.open());
    }

    /** Releases the rig. */
    @TearDown(Level.Trial)
    public void close() throws DriverException {
        rig.close();
    }
}
