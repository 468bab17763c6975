package dev.eventbind.event;

import dev.eventbind.api.DriverException;
import dev.eventbind.api.EventApi;
import java.lang.System.Logger.Level;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.lang.ref.Cleaner;
import java.util.Objects;

/**
 * A device event together with the {@link EventApi} that created it, released exactly once.
 *
 * <p>{@link #close()} destroys the event the first time it is called, from any thread; later calls do nothing.
 * A destroy failure can only be logged (at WARN, "Failed to release a CUDA event: ..."), never thrown: close
 * runs where nobody could act on the error. An event that is never closed is released by a shared
 * {@link Cleaner} once it becomes unreachable, and the leak is logged at WARN so it gets fixed.
 *
 * <p>{@link #handle()} is the only way to the driver handle, and it refuses a closed event with
 * {@link IllegalStateException}: a released handle never reaches the driver. The handle stays valid until
 * {@code close()}; closing an event while another thread is still passing its handle to the driver is the
 * caller's error.
 *
 * @param <E> the backend's event handle
 */
public final class OwnedEvent<E> implements AutoCloseable {

    private static final System.Logger LOG = System.getLogger(OwnedEvent.class.getName());
    private static final VarHandle CLOSED;

    static {
        try {
            CLOSED = MethodHandles.lookup().findVarHandle(OwnedEvent.class, "closed", boolean.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    /** One daemon thread for every event in the process: a cleaner per event would cost a thread each. */
    static final Cleaner CLEANER = Cleaner.create(task -> {
        Thread thread = new Thread(task, "eventbind-event-cleaner");
        thread.setDaemon(true);
        return thread;
    });

    private final E handle;
    private final String backend;
    private final Release<E> release;
    private final Cleaner.Cleanable cleanable;
    // A flag set by compare-and-set through CLOSED rather than an AtomicBoolean: one object less per event.
    private volatile boolean closed;
    /** Whether the event waits idle in an {@link EventPool}; guarded by that pool's lock. */
    boolean idle;
    /** The number of the {@link EventPool.Lease} that holds it (64-bit: never wraps); guarded by the pool's lock. */
    long leases;

    /**
     * Takes ownership of {@code handle}, which {@code api} created and nobody else will destroy.
     *
     * @param api the backend that created the handle and will destroy it
     * @param handle the driver handle
     */
    public OwnedEvent(EventApi<E, ?> api, E handle) {
        Objects.requireNonNull(api, "api");
        this.handle = Objects.requireNonNull(handle, "handle");
        this.backend = api.backend();
        this.release = new Release<>(api, handle);
        this.cleanable = CLEANER.register(this, release);
    }

    /**
     * Creates a timing-enabled event through {@code api} and takes ownership of it.
     *
     * @param <E> the backend's event handle
     * @param api the backend
     * @return the owned event
     * @throws DriverException when the driver refuses the event
     */
    public static <E> OwnedEvent<E> create(EventApi<E, ?> api) throws DriverException {
        return new OwnedEvent<>(api, api.eventCreate());
    }

    /**
     * The driver handle, valid until {@link #close()}.
     *
     * @return the driver's handle
     * @throws IllegalStateException when the event has been closed
     */
    public E handle() {
        if (closed) {
            throw new IllegalStateException("The " + backend + " event was already released");
        }
        return handle;
    }

    /** {@return the backend that owns the event, as log lines name it} */
    public String backend() {
        return backend;
    }

    /** {@return whether {@link #close()} has been called} */
    public boolean isClosed() {
        return closed;
    }

    /** Destroys the event the first time it is called; a destroy failure is logged, never thrown. */
    @Override
    public void close() {
        if (CLOSED.compareAndSet(this, false, true)) {
            release.closedByOwner = true;
            cleanable.clean();
        }
    }

    @Override
    public String toString() {
        return backend + " event " + handle + (closed ? " (released)" : "");
    }

    /**
     * The release action, shared by {@link #close()} and the cleaner. It must not refer to the event object,
     * or the cleaner would never see it become unreachable.
     */
    private static final class Release<E> implements Runnable {

        private final EventApi<E, ?> api;
        private final E handle;
        volatile boolean closedByOwner;

        Release(EventApi<E, ?> api, E handle) {
            this.api = api;
            this.handle = handle;
        }

        @Override
        public void run() {
            if (!closedByOwner) {
                LOG.log(Level.WARNING, "A {0} event was never closed; the cleaner released it (leak): {1}",
                        api.backend(), handle);
            }
            destroy(api, handle);
        }
    }

    /**
     * Destroys {@code handle} through {@code api}, logging a failure (a {@link DriverException} or an unchecked
     * exception from the backend) at WARN instead of throwing it: for owners that release where nobody could act.
     *
     * @param <E> the backend's event handle
     * @param api the backend
     * @param handle the driver's event handle
     */
    public static <E> void destroy(EventApi<E, ?> api, E handle) {
        try {
            api.eventDestroy(handle);
        } catch (DriverException | RuntimeException | Error e) {
            destroyFailed(api, e);
        }
    }

    // Out of line, so that destroy stays small enough to be inlined even where it is rarely called: an event
    // handed to a call that is not inlined escapes, and escape analysis could no longer remove its wrapper.
    private static void destroyFailed(EventApi<?, ?> api, Throwable failure) {
        LOG.log(Level.WARNING, "Failed to release a " + api.backend() + " event: " + failure.getMessage(), failure);
    }
}
