package dev.eventbind.fence;

import com.google.errorprone.annotations.concurrent.GuardedBy;
import dev.eventbind.api.DriverException;
import dev.eventbind.api.EventApi;
import dev.eventbind.api.WaitInterruptedException;
import dev.eventbind.event.EventWait;
import dev.eventbind.event.LeakTracker;
import dev.eventbind.event.OwnedEvent;
import java.lang.System.Logger.Level;
import java.time.Duration;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * A point in a stream, handed to a caller who waits for it outside any lock the minting code holds.
 *
 * <p>{@link #mint} never throws for anything but a null argument: it creates an event and records it. When the
 * backend refuses either, the fence synchronizes its stream on the spot instead, as cubecl does, and is then
 * already passed; the refusal (a driver error, or an unchecked exception from the backend such as a destroyed
 * stream) is kept and reported by {@link #waitSync()} only when that synchronization fails too. A fence is used once: {@link #waitSync()} blocks the host, {@link #waitAsync}
 * makes another stream wait on the device and says whether it could, and {@link #close()} drops it unwaited.
 * Whichever comes first destroys the event, exactly once; destroy failures are logged at WARN and never thrown.
 * A host wait that is interrupted or runs out of time leaves the fence unwaited, to be waited again or closed.
 *
 * <p>A fence is one small object beside its driver event, with no cleaner registration of its own, and it is
 * handed to nothing: minted, waited and closed in one method, it is removed by C2's escape analysis with its
 * monitor. Leaks are found by sampling ({@link LeakTracker}): one fence in {@link LeakTracker#interval()} is
 * tracked, and one that becomes unreachable unwaited and unclosed is released by the cleaner and reported at
 * WARN.
 *
 * @param <E> the backend's event handle
 * @param <S> the backend's stream handle
 */
public final class EventFence<E, S> implements AutoCloseable {

    private static final System.Logger LOG = System.getLogger(EventFence.class.getName());
    private static final byte UNUSED = 0;
    private static final byte WAITING = 1;
    private static final byte WAITING_CLOSE_REQUESTED = 2;
    private static final byte DONE = 3;

    // What a fence holds, one of three: its recorded event, the leak tracker's release of it (a sampled fence),
    // or the refusal met when minting (a DriverException, RuntimeException or Error).
    private static final byte RECORDED = 0;
    private static final byte TRACKED = 1;
    private static final byte REFUSED = 2;
    // Refused, but the stream was synchronized instead: the point is behind the host already.
    private static final byte PASSED = 3;

    private final EventApi<E, S> api;
    // One field for the three, so that a fence is 24 bytes and its constructor stores two references.
    private final Object held;
    private final byte kind;
    @GuardedBy("this")
    private byte state;

    private EventFence(EventApi<E, S> api, Object held, byte kind) {
        this.api = api;
        this.held = held;
        this.kind = kind;
    }

    /**
     * Creates an event and records it on {@code stream}. Never throws for a refusal: it is stored and reported by
     * {@link #waitSync()}, and an event created before the refusal is destroyed at once.
     *
     * @param <E> the backend's event handle
     * @param <S> the backend's stream handle
     * @param api the backend
     * @param stream the stream whose current point the fence marks; it must not be recording a graph
     * @return the fence, refused or holding its recorded event
     * @throws NullPointerException when {@code api} or {@code stream} is null, before anything is created
     */
    public static <E, S> EventFence<E, S> mint(EventApi<E, S> api, S stream) {
        Objects.requireNonNull(api, "api");
        Objects.requireNonNull(stream, "stream");
        Object held;
        byte kind;
        try {
            E created = createRecorded(api, stream);
            LeakTracker.Tracked<E> tracked = LeakTracker.sample(api, created, "fence");
            held = tracked != null ? tracked : created;
            kind = tracked != null ? TRACKED : RECORDED;
        } catch (Throwable refused) {
            held = refused;
            kind = synchronizedInstead(api, stream, refused) ? PASSED : REFUSED;
        }
        // One allocation site, and the fence is handed to nothing: one used within one method is removed by
        // escape analysis. (The sampled branch hands the event on, so its wrapper is allocated.) That needs mint
        // inlined into its caller, and C2 inlines a method it has already compiled on its own only while its
        // machine code is under InlineSmallCode (2.5 KB). Hence two reference fields and a small sampling path: on
        // the no-op library mint compiles to about 2.2 KB with both downcalls, 5.2 KB in the compiles (about one in
        // five) where C2 also inlines the rare tracked registration.
        return new EventFence<>(api, held, kind);
    }

    // cubecl 0.11.3: a refused create or record synchronizes the stream instead; the refusal stands only if that
    // fails too (its failure then rides along, suppressed).
    private static <E, S> boolean synchronizedInstead(EventApi<E, S> api, S stream, Throwable refused) {
        try {
            api.streamSynchronize(stream);
            return true;
        } catch (Throwable alsoFailed) {
            refused.addSuppressed(alsoFailed);
            return false;
        }
    }

    // Destroys the event it created when the record is refused, and rethrows.
    private static <E, S> E createRecorded(EventApi<E, S> api, S stream) throws DriverException {
        E created = api.eventCreate();
        try {
            api.eventRecord(created, stream);
        } catch (Throwable refused) {
            OwnedEvent.destroy(api, created);
            throw refused;
        }
        return created;
    }

    private E event() {
        @SuppressWarnings("unchecked")
        E event = kind == TRACKED ? ((LeakTracker.Tracked<E>) held).handle() : (E) held;
        return event;
    }

    /**
     * Blocks until the device has passed the fence, then releases it.
     *
     * @throws DriverException the driver refusal stored when minting (the driver is not called again), or the
     *     fault the wait revealed on the stream
     * @throws IllegalStateException when the fence was already waited or closed
     * @throws WaitInterruptedException when the thread is interrupted; the fence stays unwaited
     */
    public void waitSync() throws DriverException {
        waitSync(false, 0);
    }

    /**
     * {@link #waitSync()} for at most {@code timeout}.
     *
     * @param timeout the longest wait
     * @return true once the device has passed the fence (it is released); false when the time ran out first, and
     *     the fence stays unwaited
     * @throws DriverException the driver refusal stored when minting, or the fault the wait revealed on the stream
     */
    public boolean waitSync(Duration timeout) throws DriverException {
        long nanos = EventWait.timeoutNanos(Objects.requireNonNull(timeout, "timeout"));
        return waitSync(nanos != EventWait.NO_DEADLINE, nanos);
    }

    private boolean waitSync(boolean timed, long timeoutNanos) throws DriverException {
        if (!takeForWait()) {
            throw used(api);
        }
        if (kind == REFUSED) {
            settle(true);
            throw rethrowable((Throwable) held);
        }
        if (kind == PASSED) {
            settle(true);
            return true;
        }
        boolean usedUp = true; // a fault the wait revealed ends the fence too: waiting again would repeat it
        try {
            E event = event();
            boolean reached = timed ? EventWait.await(api, event, "fence", timeoutNanos) : awaitForever(api, event);
            usedUp = reached;
            return reached;
        } catch (WaitInterruptedException interrupted) {
            usedUp = false;
            throw interrupted;
        } finally {
            if (settle(usedUp)) {
                release();
            }
        }
    }

    private static <E> boolean awaitForever(EventApi<E, ?> api, E event) throws DriverException {
        EventWait.await(api, event, "fence");
        return true;
    }

    /**
     * Makes {@code other} wait on the device for the fence, without blocking the host, then releases it. Never
     * throws for anything but a null {@code other}: the outcome says whether the wait was enqueued. A poisoned
     * device is logged at ERROR; a refusal that is a usage error (another context's queue, a destroyed stream),
     * a stored refusal that is not a device fault and a reused fence are logged at WARN.
     *
     * @param other the stream that waits for the fence
     * @return whether the wait was enqueued, and why not
     * @throws NullPointerException when {@code other} is null; the fence is left as it was
     */
    public AsyncWait waitAsync(S other) {
        Objects.requireNonNull(other, "other");
        if (!takeForWait()) {
            return report(api, new AsyncWait.NotEnqueued(AsyncWait.Reason.ALREADY_USED, null));
        }
        settle(true);
        if (kind == REFUSED) {
            return report(api, new AsyncWait.NotEnqueued(AsyncWait.Reason.REFUSED_AT_MINT, (Throwable) held));
        }
        if (kind == PASSED) {
            // The host saw the stream reach the point at mint: whatever other runs next already follows it.
            return AsyncWait.ENQUEUED;
        }
        try {
            api.streamWaitEvent(other, event());
            return AsyncWait.ENQUEUED;
        } catch (DriverException refused) {
            return report(api, new AsyncWait.NotEnqueued(AsyncWait.Reason.REFUSED, refused));
        } catch (Throwable rejected) {
            return report(api, new AsyncWait.NotEnqueued(AsyncWait.Reason.INVALID_ARGUMENT, rejected));
        } finally {
            release();
        }
    }

    /**
     * {@return whether the fence was refused when it was minted and its stream could not be synchronized instead;
     * such a fence holds no event}
     */
    public boolean refused() {
        return kind == REFUSED;
    }

    /**
     * {@return whether the backend refused the fence's event and its stream was synchronized instead: the fence is
     * already passed, {@link #waitSync()} returns at once and {@link #waitAsync} has nothing to enqueue}
     */
    public boolean synchronizedAtMint() {
        return kind == PASSED;
    }

    /**
     * Releases an unwaited fence; does nothing after a wait or an earlier close. During a host wait on another
     * thread, the fence is released when that wait ends.
     */
    @Override
    public void close() {
        if (takeForClose()) {
            release();
        }
    }

    /** Moves an unused fence to waiting; false when it is not unused. */
    private synchronized boolean takeForWait() {
        if (state == UNUSED) {
            state = WAITING;
            return true;
        }
        return false;
    }

    /**
     * Moves an unused fence to done; false when it is not unused (a close during a wait is noted).
     *
     * <p>Not one method with {@link #takeForWait()}: a close mostly follows a wait, in code the compiler builds
     * while thousands of threads are parked in that wait. A test shared by both would carry the profile of the
     * waits alone (always unused) once the shared method is compiled on its own, since compiled code profiles no
     * more; inlined into the closing code, the other outcome would be a trap, and every waking thread would
     * deoptimize on it. The close's test has a profile of closes only.
     */
    private synchronized boolean takeForClose() {
        byte current = state;
        if (current == UNUSED) {
            state = DONE;
            return true;
        }
        if (current == WAITING) {
            state = WAITING_CLOSE_REQUESTED;
        }
        return false;
    }

    /**
     * Ends a wait: one that used the fence up, or one interrupted or timed out after a close was asked for, leaves
     * it done and returns true (release the event); any other leaves it unwaited again.
     */
    private synchronized boolean settle(boolean usedUp) {
        if (usedUp || state == WAITING_CLOSE_REQUESTED) {
            state = DONE;
            return true;
        }
        state = UNUSED;
        return false;
    }

    // Kept small enough to be inlined on every path, like the takes and settle: a call the JIT does not inline would
    // be handed the fence, and a fence handed anywhere is no longer removed by escape analysis.
    private void release() {
        if (kind == TRACKED) {
            ((LeakTracker.Tracked<?>) held).release();
        } else if (kind == RECORDED) {
            @SuppressWarnings("unchecked")
            E event = (E) held;
            OwnedEvent.destroy(api, event);
        }
    }

    private static IllegalStateException used(EventApi<?, ?> api) {
        return new IllegalStateException("waitSync on a " + api.backend() + " fence already waited or closed");
    }

    // Every reason but ALREADY_USED, which reads no message, carries a cause.
    private static @Nullable String messageOf(@Nullable Throwable cause) {
        return cause == null ? null : cause.getMessage();
    }

    private static AsyncWait report(EventApi<?, ?> api, AsyncWait.NotEnqueued outcome) {
        Level level = outcome.devicePoisoned() ? Level.ERROR : Level.WARNING;
        String why = switch (outcome.reason()) {
            case ALREADY_USED -> "the fence was already waited or closed";
            case REFUSED_AT_MINT -> "the fence was refused when minted: " + messageOf(outcome.cause());
            case REFUSED -> (outcome.devicePoisoned() ? "the device is poisoned: " : "usage error: ")
                    + messageOf(outcome.cause());
            case INVALID_ARGUMENT -> "usage error: " + outcome.cause();
        };
        LOG.log(level, "A device-side wait on a " + api.backend() + " fence was not enqueued; " + why,
                outcome.cause());
        return outcome;
    }

    /** The stored refusal as something {@code waitSync} can throw as it is. */
    private static DriverException rethrowable(Throwable refusal) {
        if (refusal instanceof DriverException driver) {
            return driver;
        }
        if (refusal instanceof RuntimeException unchecked) {
            throw unchecked;
        }
        throw (Error) refusal;
    }
}
