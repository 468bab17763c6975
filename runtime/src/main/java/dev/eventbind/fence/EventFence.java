package dev.eventbind.fence;

import dev.eventbind.api.DriverException;
import dev.eventbind.api.EventApi;
import dev.eventbind.event.OwnedEvent;
import java.lang.System.Logger.Level;
import java.util.Objects;

/**
 * A point in a stream, handed to a caller who waits for it outside any lock the minting code holds.
 *
 * <p>{@link #mint} never throws: it creates an event and records it, and a driver refusal is kept and reported
 * by {@link #waitSync()}. A fence is used once: {@link #waitSync()} blocks the host, {@link #waitAsync} makes
 * another stream wait on the device, and {@link #close()} drops it unwaited. Whichever comes first destroys the
 * event, exactly once; destroy failures are logged at WARN and never thrown.
 *
 * <p>Which of them comes first is decided under the fence's own monitor, not through an atomic flag object:
 * when a fence is minted, waited and closed in one method, C2 removes the fence object and its uncontended lock
 * (what remains is its owned event). Code that synchronizes on a fence only delays it.
 *
 * @param <E> the backend's event handle
 * @param <S> the backend's stream handle
 */
public final class EventFence<E, S> implements AutoCloseable {

    private static final System.Logger LOG = System.getLogger(EventFence.class.getName());

    private final EventApi<E, S> api;
    private final OwnedEvent<E> event;
    private final DriverException refusal;
    private boolean used; // guarded by this

    private EventFence(EventApi<E, S> api, OwnedEvent<E> event, DriverException refusal) {
        this.api = api;
        this.event = event;
        this.refusal = refusal;
    }

    /**
     * Creates an event and records it on {@code stream}. Never throws a driver error: a refusal is stored and
     * reported by {@link #waitSync()}. When the record is refused, the created event is destroyed at once.
     *
     * @param <E> the backend's event handle
     * @param <S> the backend's stream handle
     * @param api the backend
     * @param stream the stream whose current point the fence marks; it must not be recording a graph
     * @return the fence, refused or holding its recorded event
     */
    public static <E, S> EventFence<E, S> mint(EventApi<E, S> api, S stream) {
        Objects.requireNonNull(api, "api");
        OwnedEvent<E> event;
        try {
            event = OwnedEvent.create(api);
        } catch (DriverException refused) {
            return new EventFence<>(api, null, refused);
        }
        try {
            api.eventRecord(event.handle(), stream);
            return new EventFence<>(api, event, null);
        } catch (DriverException refused) {
            event.close();
            return new EventFence<>(api, null, refused);
        }
    }

    /**
     * Blocks until the device has passed the fence, then releases it.
     *
     * @throws DriverException the refusal stored when minting (the driver is not called), or the fault the
     *     wait revealed on the stream
     * @throws IllegalStateException when the fence was already waited or closed
     */
    public void waitSync() throws DriverException {
        claim("waitSync");
        if (refusal != null) {
            throw refusal;
        }
        try {
            api.eventWait(event.handle());
        } finally {
            event.close();
        }
    }

    /**
     * Makes {@code other} wait on the device for the fence, without blocking the host, then releases it. Any
     * error, stored or new, is logged at ERROR and not thrown: the driver refuses only on a poisoned device,
     * which every later call reports.
     *
     * @param other the stream that waits for the fence
     * @throws IllegalStateException when the fence was already waited or closed
     */
    public void waitAsync(S other) {
        claim("waitAsync");
        if (refusal != null) {
            logAsyncFailure(refusal);
            return;
        }
        try {
            api.streamWaitEvent(other, event.handle());
        } catch (DriverException failed) {
            logAsyncFailure(failed);
        } finally {
            event.close();
        }
    }

    /** {@return whether the driver refused the fence when it was minted; such a fence holds no event} */
    public boolean refused() {
        return refusal != null;
    }

    /** Releases an unwaited fence; does nothing after a wait or an earlier close. */
    @Override
    public void close() {
        if (take() && event != null) {
            event.close();
        }
    }

    /** Marks the fence used; false when a wait or close already did. */
    private synchronized boolean take() {
        if (used) {
            return false;
        }
        used = true;
        return true;
    }

    private void claim(String operation) {
        if (!take()) {
            throw new IllegalStateException(operation + " on a " + api.backend() + " fence already waited or closed");
        }
    }

    private void logAsyncFailure(DriverException failure) {
        LOG.log(Level.ERROR, "A device-side wait on a " + api.backend() + " fence failed: " + failure.getMessage(),
                failure);
    }
}
