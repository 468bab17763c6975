package dev.eventbind.binding;

import dev.eventbind.api.DriverException;
import dev.eventbind.api.EventApi;
import java.lang.foreign.MemorySegment;
import java.util.Objects;

/**
 * The base of every generated {@code <Spec>Events} class: what each backend bound from a spec holds and does the
 * same way, so that the generated class holds only what its spec varies (the calls, how events are passed, the
 * nested {@code Event} and {@code Stream} types).
 *
 * <p>It holds the backend's name, which {@link #backend()} answers; the spec's raw calls ({@link #functions}, the
 * generated {@code <Spec>Functions}); and the opened instance's {@link #health}, made from the spec's status
 * convention, through which every call passes its status. A generated op reads:
 *
 * <pre>{@code
 * public void eventRecord(Event event, Stream stream) throws DriverException {
 *     health.verify(health.admit("cudaEventRecord"), functions.cudaEventRecord(event.address(), stream.address()));
 * }
 *
 * public void eventDestroy(Event event) throws DriverException {
 *     health.verify("cudaEventDestroy", functions.cudaEventDestroy(release(event)));
 * }
 * }</pre>
 *
 * <p>{@link DeviceHealth#admit} fails fast on a poisoned device before the driver is reached; a destroy is not
 * admitted, so a handle is released even then. {@link #release(DeviceHandle)} hands a generated class the handle
 * of its own {@code Event} or {@code Stream} for the last time, which {@link DeviceHandle} keeps from other code.
 *
 * @param <F> the spec's generated functions class
 * @param <E> the backend's event type
 * @param <S> the backend's stream type
 */
public abstract class BoundEventApi<F, E, S> implements EventApi<E, S> {

    private final String backend;

    /** The spec's raw calls: the generated {@code <Spec>Functions} the backend was opened with. */
    protected final F functions;

    /**
     * Checks each call's status; keeps the first that poisoned this instance's device, so later calls fail fast.
     */
    protected final DeviceHealth health;

    /**
     * A backend over {@code functions} whose calls' statuses read as {@code convention} says, its device healthy.
     *
     * @param backend the backend's name, as {@link #backend()} and its failures give it
     * @param functions the spec's raw calls
     * @param convention the spec's status convention
     */
    protected BoundEventApi(String backend, F functions, StatusConvention convention) {
        this.backend = Objects.requireNonNull(backend, "backend");
        this.functions = Objects.requireNonNull(functions, "functions");
        this.health = new DeviceHealth(convention);
    }

    @Override
    public final String backend() {
        return backend;
    }

    /**
     * The driver's handle of {@code handle}, for the last time, for a destroy to pass: {@code handle} is marked
     * destroyed before the driver is called, so it is refused afterwards even if the destroy fails.
     *
     * @param handle an {@code Event} or {@code Stream} of the generated class
     * @return its driver handle
     * @throws IllegalStateException when it was already destroyed; the driver is not reached
     */
    protected static MemorySegment release(DeviceHandle handle) {
        return handle.releaseHandle();
    }

    /**
     * {@link #release} of a stream, which the backend may also reach through an event recorded on it (a flush before
     * another stream waits on the event): the flush is made through {@link DeviceHandle#whileLive}, which never
     * runs beside this release, so a released queue is never flushed.
     *
     * @param stream a {@code Stream} of the generated class
     * @return its driver handle
     * @throws IllegalStateException when it was already destroyed; the driver is not reached
     */
    protected static MemorySegment releaseStream(DeviceHandle stream) {
        return stream.releaseHandleExclusively();
    }

    /**
     * The stream synchronize of an API that has none (Level Zero 1.4's immediate command lists): an event of this
     * backend's own, recorded on {@code stream}, waited for as {@link #eventWait} waits (in native slices on a
     * virtual thread), then destroyed. The first failure is thrown, a later one suppressed in it.
     *
     * @param stream the stream
     * @throws DriverException when the driver refuses the event's create, record, wait or destroy
     */
    protected final void synchronizeThroughEvent(S stream) throws DriverException {
        E marker = eventCreate();
        try {
            eventRecord(marker, stream);
            eventWait(marker);
        } catch (DriverException | RuntimeException | Error failed) {
            try {
                eventDestroy(marker);
            } catch (DriverException | RuntimeException destroying) {
                failed.addSuppressed(destroying);
            }
            throw failed;
        }
        eventDestroy(marker);
    }
}
