package dev.eventbind.profile;

import dev.eventbind.api.DriverException;
import dev.eventbind.api.EventApi;
import dev.eventbind.event.EventPool;
import dev.eventbind.profile.internal.AnchorClock;
import dev.eventbind.profile.internal.AnchorSource;
import dev.eventbind.profile.internal.Closing;
import dev.eventbind.profile.internal.DeviceSpan;
import dev.eventbind.profile.internal.Lane;
import dev.eventbind.profile.internal.LaneContext;
import dev.eventbind.profile.internal.ReadBack;
import dev.eventbind.profile.internal.StreamLanes;
import dev.eventbind.profile.internal.Window;
import dev.eventbind.profile.internal.WindowEvents;
import java.lang.System.Logger.Level;
import java.util.Arrays;
import java.util.Objects;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.function.LongSupplier;
import org.jspecify.annotations.Nullable;

/**
 * Device-timed profiling windows: nestable, on any stream, without stalling the host.
 *
 * <p>{@link #start} records a pooled event on the working stream and issues a token; {@link #stop} records the
 * end event and returns at once with a {@link ProfileDuration} that is read back later. Device timestamps are
 * placed on the host clock through an <em>anchor</em>: events recorded on the profiler's own non-blocking
 * stream, each bracketed by {@link System#nanoTime()} reads, which bound where the device clock lies on the
 * host's. Only the anchor stream is ever waited on, so a working stream is never drained. The anchor is
 * refreshed when a window starts and it is older than one second, carrying the old mapping on unless the new
 * measurement disagrees; open windows keep the anchor they opened under. The windows of each stream are placed
 * in device order: nested windows lie inside their parents and consecutive ones never overlap. A placed window
 * never ends after the host saw it complete, nor starts before the anchor it opened under was taken. Each
 * stream's windows are kept under that stream's own lock, taken once to open a window, once to stop it and once
 * to settle it: threads on different streams never meet. A {@link WindowListener} is told of every window;
 * placed windows are committed as {@code dev.eventbind.DeviceWindow} Flight Recorder events while a recording
 * has that event enabled ({@link #start(Object, String)} names them). {@link #stop(Object, long, WindowBatch)}
 * and {@link WindowBatch} read many windows back without allocating.
 *
 * <p>Nothing is created before the first window starts. Finished windows are kept with their events for the
 * next windows of their stream, and events of failed and abandoned ones go back to their stream's LIFO stack of
 * idle events; what a stream's high-water mark of windows in flight no longer needs is destroyed after a few idle
 * points, the rest when the profiler is closed. A stopped window whose duration is not resolved holds its events
 * until it is resolved, the stream has more than {@value Lane#UNREAD_LIMIT} such windows and the device has passed
 * it, or the profiler is closed. Safe for many threads opening and closing windows at once.
 *
 * <p>Tokens are unique in the process and never 0, so a token of another profiler, a stale one and the 0 left
 * in a variable by a failed {@code start} are all {@link ProfileError.NotRegistered}; {@code stop} accepts only
 * the window's start stream ({@link ProfileError.WrongStream} otherwise). Every call releases what it took on
 * every path, also when the backend throws an unchecked exception or an error.
 *
 * <p>The caller must not start a window on a stream that is recording a graph: the events would become graph
 * nodes. The profiler does not check.
 *
 * @param <E> the backend's event handle
 * @param <S> the backend's stream handle
 */
public final class EventProfiler<E, S> implements AutoCloseable {

    private static final System.Logger LOG = System.getLogger(EventProfiler.class.getName());
    private static final long ANCHOR_MAX_AGE_NANOS = TimeUnit.SECONDS.toNanos(1);
    private static final LongSupplier SYSTEM_CLOCK = System::nanoTime; // the one a paired clock maps onto
    private static final Function<ReadBack, ProfileDuration> DURATIONS = ProfileDuration::readBy;

    private final EventApi<E, S> api;
    private final EventPool<E> anchorEvents;
    private final LaneContext<E> context;
    private final AnchorSource<E> clock;
    private final StreamLanes<E> lanes;
    /** Reads back the oldest of too many unread windows once the device passed it; one object for every stop. */
    private final Runnable readEarly = this::readingOldestBack;
    private volatile boolean closed;
    private volatile boolean readEarlyReported;

    /**
     * A profiler over {@code api}; it creates nothing until the first window starts.
     *
     * @param api the backend whose streams the windows are on
     */
    public EventProfiler(EventApi<E, S> api) {
        this(api, WindowListener.NONE);
    }

    /**
     * A profiler over {@code api} whose windows {@code listener} is told of, beside its Flight Recorder events.
     *
     * @param api the backend whose streams the windows are on
     * @param listener told of each window's start, stop, placement or failure
     */
    public EventProfiler(EventApi<E, S> api, WindowListener listener) {
        this(api, listener, SYSTEM_CLOCK, ANCHOR_MAX_AGE_NANOS, false, true);
    }

    /** A test's host clock, read for the anchor's age on every start; no causality ceiling (a test's device). */
    EventProfiler(EventApi<E, S> api, LongSupplier hostClock, long anchorMaxAgeNanos) {
        this(api, WindowListener.NONE, hostClock, anchorMaxAgeNanos, true, false);
    }

    /**
     * With a chosen host clock and anchor lifetime; {@code clockAged} as {@link AnchorClock} takes it, and
     * {@code causal} whether settling a window reads {@code hostClock} for its causality ceiling.
     */
    @SuppressWarnings("ReferenceEquality") // the very clock the public constructors pass, not an equal one
    EventProfiler(EventApi<E, S> api, WindowListener listener, LongSupplier hostClock, long anchorMaxAgeNanos,
            boolean clockAged, boolean causal) {
        this.api = Objects.requireNonNull(api, "api");
        this.anchorEvents = new EventPool<>(api);
        this.context = new LaneContext<>(api.backend(), new DeviceSpan<>(api),
                new WindowEvents(Objects.requireNonNull(listener, "listener")),
                Objects.requireNonNull(hostClock, "hostClock"), causal);
        this.lanes = new StreamLanes<>(context);
        this.clock = new AnchorClock<>(api, anchorEvents, hostClock, anchorMaxAgeNanos, clockAged,
                hostClock == SYSTEM_CLOCK);
    }

    /** Whether the current (or first) anchor is placed through the backend's {@code PairedClock}, not bracketed. */
    public boolean anchoredByPairedClock() {
        return clock.pairedClock();
    }

    /**
     * Opens a window on {@code stream}: records one pooled event there and issues a token no other window of this
     * process has (never 0). A refused start issues no token and holds nothing.
     *
     * @param stream the stream the window is on
     * @return the window's token, for {@link #stop}
     * @throws DriverException when the driver refuses the anchor stream, an anchor or the start event
     * @throws IllegalStateException when the profiler is closed
     * @throws NullPointerException when {@code stream} is null, before anything is recorded
     */
    public long start(S stream) throws DriverException {
        return start(stream, Window.UNNAMED);
    }

    /**
     * {@link #start(Object)} for a window named {@code name} (null: unnamed), the name listeners and its Flight
     * Recorder event see; it throws as {@link #start(Object)} does.
     */
    public long start(S stream, @Nullable String name) throws DriverException {
        Objects.requireNonNull(stream, "stream");
        String named = name != null ? name : Window.UNNAMED;
        for (;;) {
            // A closed profiler is refused by the lane (or, for a new stream, the lane list, or the clock).
            long token = lanes.of(stream).open(api, stream, clock.current(), named);
            if (token != Lane.RETRY) {
                return token;
            }
        }
    }

    /**
     * Names {@code stream} as the Flight Recorder events of its windows show it (by default "stream N"). The name
     * is kept as long as the stream object is reachable; it keeps neither the stream's lane nor its events alive.
     */
    public void nameStream(S stream, String name) {
        lanes.name(Objects.requireNonNull(stream, "stream"), Objects.requireNonNull(name, "name"));
    }

    /**
     * Closes window {@code token}: records one end event on {@code stream} and returns at once, never waiting;
     * the duration is read back when it is resolved. A duration dropped unresolved does not hold its events for
     * long: once more than {@value Lane#UNREAD_LIMIT} windows of a stream wait unread, each {@code stop} on it reads
     * the oldest back if the device has passed it (on a backend that can query an event without waiting), and the
     * first time is logged. The window leaves the table only once its end is recorded:
     * a stop that fails for a wrong, destroyed or foreign stream leaves it open and holds nothing else.
     *
     * @param stream the stream the window is on, as passed to {@link #start}
     * @param token the token {@link #start} returned
     * @return the window's duration, read back when resolved
     * @throws ProfileException {@link ProfileError.NotRegistered} for a token that is unknown here (another
     *     profiler's, never issued, 0), already stopped or abandoned; {@link ProfileError.WrongStream} when
     *     {@code stream} is not the window's start stream; the error {@link #failure} stored for the window; or
     *     the driver's refusal of the end event, which ends the window
     * @throws NullPointerException when {@code stream} is null; the window stays open
     */
    public ProfileDuration stop(S stream, long token) throws ProfileException {
        Objects.requireNonNull(stream, "stream");
        Lane<E> lane = lanes.find(stream);
        ProfileDuration duration = lane != null
                ? lane.stopForDuration(api, stream, token, DURATIONS, readEarly) : null;
        if (lane == null || duration == null) {
            throw notStopped(stream, token, lane);
        }
        return duration;
    }

    /**
     * {@link #stop(Object, long)} into {@code batch} instead of a duration: the allocation-free path, for code
     * that times many windows and reads them back together.
     *
     * @return the window's index in the batch
     * @throws ProfileException as {@link #stop(Object, long)} does
     * @throws IllegalArgumentException when {@code batch} belongs to another profiler; the window stays open
     * @throws IllegalStateException when {@code batch} is full; the window stays open
     */
    public int stop(S stream, long token, WindowBatch<E> batch) throws ProfileException {
        Objects.requireNonNull(stream, "stream");
        batch.checkRoom(context);
        Lane<E> lane = lanes.find(stream);
        Window<E> window = lane != null ? lane.stopForBatch(api, stream, token) : null;
        if (lane == null || window == null) {
            throw notStopped(stream, token, lane);
        }
        return batch.add(window);
    }

    /**
     * Opens a window on {@code stream} held by {@code batch} rather than under a token: the batch's short path, one
     * lookup of the stream, no token to file or find. {@link #stop(WindowBatch, int)} stops it by the index
     * returned; the batch then reads it back with the windows stopped into it. {@link #failure} reaches the window
     * while it is open (its stop reports the error), {@link #close()} drops it, and {@link WindowBatch#clear()}
     * drops it when it was never stopped.
     *
     * @param stream the stream the window is on
     * @param name what listeners and its Flight Recorder event call it; null: unnamed
     * @param batch the batch that holds it, this profiler's
     * @return the window's index in the batch
     * @throws DriverException when the driver refuses the anchor stream, an anchor or the start event
     * @throws IllegalStateException when the profiler is closed or {@code batch} is full, before anything is recorded
     * @throws IllegalArgumentException when {@code batch} belongs to another profiler
     */
    public int start(S stream, @Nullable String name, WindowBatch<E> batch) throws DriverException {
        Objects.requireNonNull(stream, "stream");
        batch.checkRoom(context);
        String named = name != null ? name : Window.UNNAMED;
        for (;;) {
            Window<E> window = lanes.of(stream).openInBatch(api, stream, clock.current(), named);
            if (window != null) {
                return batch.addOpen(window);
            }
        }
    }

    /**
     * Stops window {@code index} of {@code batch}, started by {@link #start(Object, String, WindowBatch)}, on the
     * stream it started on. The batch reads it back on {@link WindowBatch#resolve()}.
     *
     * @param batch the batch that holds the window
     * @param index the index its start returned
     * @throws ProfileException {@link ProfileError.NotRegistered} for an index that holds no open window started
     *     in the batch (stopped already, dropped, out of range) or a window its profiler's close dropped; the
     *     error {@link #failure} stored for the window; or the driver's refusal of the end event. Each but the
     *     first ends the window: it reads as not measured
     * @throws IllegalArgumentException when {@code batch} belongs to another profiler
     */
    public void stop(WindowBatch<E> batch, int index) throws ProfileException {
        Window<E> window = batch.openAt(context, index);
        try {
            window.lane().stopInBatch(api, window);
        } catch (ProfileException ended) {
            batch.stopped(index, false);
            throw ended;
        }
        batch.stopped(index, true);
    }

    /** A batch for up to {@code capacity} windows of this profiler, to be reused from one thread. */
    public WindowBatch<E> newBatch(int capacity) {
        return new WindowBatch<>(context, capacity);
    }

    /** Why window {@code token} is not in the lane of {@code stream}: filed on another stream, or nowhere. */
    private ProfileException notStopped(S stream, long token, @Nullable Lane<E> lane) {
        for (Lane<E> other : lanes.all()) {
            if (other != lane && other.has(token)) {
                return new ProfileException(new ProfileError.WrongStream(token, String.valueOf(other.stream()),
                        String.valueOf(stream)));
            }
        }
        return new ProfileException(new ProfileError.NotRegistered(token));
    }

    /**
     * Told before a lane with more than {@link Lane#UNREAD_LIMIT} unread windows reads back the oldest, which the
     * device has passed: a duration dropped unresolved gives its events back this way instead of holding them until
     * {@code close()}. The lane never waits for the device; the first time is logged, once per profiler.
     */
    private void readingOldestBack() {
        if (!readEarlyReported) {
            readEarlyReported = true;
            LOG.log(Level.WARNING, "More than " + Lane.UNREAD_LIMIT + " windows of a " + api.backend() + " stream are"
                    + " stopped, not resolved: the oldest are read back once reached, freeing events (said once)");
        }
    }

    /**
     * Turns every open window into {@code error}: stopping one reports it. Their events go back to their streams'
     * idle events at once. With no window open this does nothing. Each is marked under its lane's lock, atomic
     * against a concurrent stop: exactly one of them gets each open window.
     *
     * @param error what stopping each open window reports
     */
    public void failure(ProfileError error) {
        Objects.requireNonNull(error, "error");
        for (Lane<E> lane : lanes.all()) {
            lane.fail(error);
        }
    }

    /**
     * Drops window {@code token} unmeasured and returns its event to its stream's idle events.
     *
     * @param token the token {@link #start} returned
     * @return whether a window with that token was started and not yet stopped or abandoned
     */
    public boolean abandon(long token) {
        for (Lane<E> lane : lanes.all()) {
            if (lane.abandon(token)) {
                return true;
            }
        }
        return false;
    }

    /** {@return how many windows are started and not yet stopped or abandoned} */
    public int openWindows() {
        return Arrays.stream(lanes.all()).mapToInt(Lane::openWindows).sum();
    }

    /**
     * Abandons every open window, reads back every stopped one not yet resolved (their durations keep the
     * result), destroys the anchor stream (a failure is logged at WARN) and every idle event, so no event or
     * anchor outlives the profiler. Idempotent. If the thread is interrupted during the read-backs, the rest
     * are left to their durations, which release their events when resolved, and the interrupt status is kept.
     * A backend's failure while reading a window back becomes that window's result ({@code ReadBackFailed}, 3600
     * s); anything else thrown on the way does not stop the rest of the close: the first such throwable is
     * rethrown once everything is released, later ones suppressed in it.
     */
    @Override
    public void close() {
        synchronized (lanes) {
            if (closed) {
                return;
            }
            closed = true;
        }
        Closing.close(api.backend(), lanes, clock, anchorEvents);
    }
}
