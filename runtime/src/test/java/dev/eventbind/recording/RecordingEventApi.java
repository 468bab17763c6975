package dev.eventbind.recording;

import dev.eventbind.api.DriverException;
import dev.eventbind.api.Elapsed;
import dev.eventbind.api.EventApi;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;

/**
 * An {@link EventApi} for the runtime's own unit tests: it keeps a log of every call, fails chosen calls on
 * demand, stamps events from a device clock the test moves, and counts live events so a leak, a double
 * destroy or a released handle reaching it shows up as a number.
 *
 * <p>Every recorded event counts as reached at once; time passes on the device only when the test says so.
 */
public final class RecordingEventApi implements EventApi<RecordingEventApi.Event, RecordingEventApi.Stream> {

    /** The backend name log lines use. */
    public static final String BACKEND = "REC";
    /** The status of an injected failure. */
    public static final int FAULT = 999;
    /** The status for an elapsed read on an unrecorded event. */
    public static final int NOT_READY = 600;

    /** The calls the log tells apart. */
    public enum Call {
        CREATE, DESTROY, RECORD, WAIT, ELAPSED, STREAM_WAIT, SYNCHRONIZE, STREAM_CREATE, STREAM_DESTROY, QUERY
    }

    /** One logged call; {@code event}, {@code other} and {@code stream} are ids, -1 where the call has none. */
    public record Entry(Call call, int event, int other, int stream) {
    }

    /** A fake driver event; {@code stamp} is the device time it was reached, -1 before it is recorded. */
    public static final class Event {
        final int id;
        volatile long stamp = -1;
        volatile int stream = -1;
        volatile boolean destroyed;

        Event(int id) {
            this.id = id;
        }

        public int id() {
            return id;
        }

        /** The stream the event was last recorded on, -1 if never. */
        public int stream() {
            return stream;
        }

        @Override
        public String toString() {
            return "ev" + id;
        }
    }

    /** A fake stream. */
    public record Stream(int id) {
    }

    private final AtomicInteger nextEvent = new AtomicInteger();
    private final AtomicInteger nextStream = new AtomicInteger(100);
    private final AtomicLong deviceClock = new AtomicLong(1_000_000);
    private final AtomicLong recordTick = new AtomicLong(1_000);
    private final Set<Integer> live = ConcurrentHashMap.newKeySet();
    private final Set<Integer> createdStreams = ConcurrentHashMap.newKeySet();
    private final AtomicInteger doubleDestroys = new AtomicInteger();
    private final AtomicInteger reachedAfterDestroy = new AtomicInteger();
    private final Map<Call, AtomicInteger> failuresLeft = new EnumMap<>(Call.class);
    private final ConcurrentLinkedQueue<Float> elapsedReadings = new ConcurrentLinkedQueue<>();
    private volatile LongSupplier readingError = () -> 0L;
    private final ConcurrentLinkedQueue<Entry> log = new ConcurrentLinkedQueue<>();
    private volatile boolean logging = true;
    private volatile boolean poisonFaults;
    private volatile RuntimeException uncheckedFault;
    private volatile Error errorFault;
    private volatile Call uncheckedCall;
    private volatile boolean queryable;
    private final Set<Integer> pending = ConcurrentHashMap.newKeySet();

    public RecordingEventApi() {
        for (Call call : Call.values()) {
            failuresLeft.put(call, new AtomicInteger());
        }
    }

    // ---- test controls ----

    /** The next {@code times} calls of {@code call} fail with {@link #FAULT}. */
    public RecordingEventApi fail(Call call, int times) {
        failuresLeft.get(call).set(times);
        return this;
    }

    /** Whether injected failures report a poisoned device (a sticky fault) rather than a plain refusal. */
    public RecordingEventApi poisonFaults(boolean poisoned) {
        poisonFaults = poisoned;
        return this;
    }

    /** The next call of {@code call} throws {@code thrown}, as a backend's own unchecked exception would. */
    public RecordingEventApi throwOnce(Call call, RuntimeException thrown) {
        uncheckedCall = call;
        uncheckedFault = thrown;
        return this;
    }

    /** The next call of {@code call} throws {@code thrown}, an {@link Error} from the backend. */
    public RecordingEventApi throwOnce(Call call, Error thrown) {
        uncheckedCall = call;
        errorFault = thrown;
        return this;
    }

    /**
     * Makes the api answer {@link #eventQuery}: from now on a recorded event stays unreached until the test
     * calls {@link #reachAll()} (a blocking {@link #eventWait} still returns at once and reaches it).
     */
    public RecordingEventApi queryable() {
        queryable = true;
        return this;
    }

    /** Marks every recorded event reached (for a {@link #queryable()} api). */
    public void reachAll() {
        pending.clear();
    }

    /** The next elapsed read reports {@code millis} as a driver's float reading, through the shared clamp. */
    public void nextElapsedReadsMillis(float millis) {
        elapsedReadings.add(millis);
    }

    /**
     * Every elapsed read not injected by {@link #nextElapsedReadsMillis} is off by what {@code error} returns, in
     * nanoseconds, as a driver's rounding and clock jitter would make it (clamped at 0 like a real reading).
     */
    public RecordingEventApi readingError(LongSupplier error) {
        readingError = error;
        return this;
    }

    /** Work on the device: moves its clock on by {@code nanos}. */
    public void advanceDevice(long nanos) {
        deviceClock.addAndGet(nanos);
    }

    /** How far the device clock moves with each record. */
    public void recordTick(long nanos) {
        recordTick.set(nanos);
    }

    /** A stream the test works on, as if the caller created it outside the api under test. */
    public Stream workingStream() {
        return new Stream(nextStream.getAndIncrement());
    }

    /** Stops logging calls, for runs too long to keep a log of; the counters keep counting. */
    public void stopLogging() {
        logging = false;
    }

    // ---- what the test reads ----

    public List<Entry> log() {
        return new ArrayList<>(log);
    }

    public List<Entry> log(Call call) {
        return log.stream().filter(e -> e.call() == call).toList();
    }

    public int liveEvents() {
        return live.size();
    }

    public int eventsCreated() {
        return nextEvent.get();
    }

    public int doubleDestroys() {
        return doubleDestroys.get();
    }

    public int reachedAfterDestroy() {
        return reachedAfterDestroy.get();
    }

    /** Ids of the streams created through {@link #streamCreateNonBlocking()}. */
    public Set<Integer> createdStreams() {
        return Set.copyOf(createdStreams);
    }

    // ---- EventApi ----

    @Override
    public String backend() {
        return BACKEND;
    }

    @Override
    public Event eventCreate() throws DriverException {
        Event event = new Event(nextEvent.getAndIncrement());
        note(Call.CREATE, event.id, -1, -1);
        live.add(event.id);
        return event;
    }

    @Override
    public void eventDestroy(Event event) throws DriverException {
        if (event.destroyed) {
            doubleDestroys.incrementAndGet();
            throw new IllegalStateException(event + " destroyed twice");
        }
        event.destroyed = true;
        live.remove(event.id);
        note(Call.DESTROY, event.id, -1, -1);
    }

    @Override
    public void eventRecord(Event event, Stream stream) throws DriverException {
        usable(event);
        note(Call.RECORD, event.id, -1, stream.id());
        if (queryable) {
            pending.add(event.id);
        }
        event.stamp = deviceClock.getAndAdd(recordTick.get());
        event.stream = stream.id();
    }

    @Override
    public void eventWait(Event event) throws DriverException {
        usable(event);
        note(Call.WAIT, event.id, -1, -1);
        pending.remove(event.id);
    }

    @Override
    public boolean supportsEventQuery() {
        return queryable;
    }

    @Override
    public boolean eventQuery(Event event) throws DriverException {
        if (!queryable) {
            return EventApi.super.eventQuery(event);
        }
        usable(event);
        note(Call.QUERY, event.id, -1, -1);
        return !pending.contains(event.id);
    }

    @Override
    public long eventElapsedNanos(Event start, Event end) throws DriverException {
        usable(start);
        usable(end);
        note(Call.ELAPSED, start.id, end.id, -1);
        if (start.stamp < 0 || end.stamp < 0) {
            throw refusal("eventElapsed", NOT_READY);
        }
        Float reading = elapsedReadings.poll();
        return reading != null ? Elapsed.clampMillis(reading)
                : Elapsed.clampNanos(end.stamp - start.stamp + readingError.getAsLong());
    }

    @Override
    public void streamWaitEvent(Stream stream, Event event) throws DriverException {
        usable(event);
        note(Call.STREAM_WAIT, event.id, -1, stream.id());
    }

    @Override
    public void streamSynchronize(Stream stream) throws DriverException {
        note(Call.SYNCHRONIZE, -1, -1, stream.id());
    }

    @Override
    public Stream streamCreateNonBlocking() throws DriverException {
        Stream stream = new Stream(nextStream.getAndIncrement());
        note(Call.STREAM_CREATE, -1, -1, stream.id());
        createdStreams.add(stream.id());
        return stream;
    }

    @Override
    public void streamDestroy(Stream stream) throws DriverException {
        note(Call.STREAM_DESTROY, -1, -1, stream.id());
        createdStreams.remove(stream.id());
    }

    /** Logs the call, then fails it if the test asked for that: a refused call is still a call made. */
    private void note(Call call, int event, int other, int stream) throws DriverException {
        if (logging) {
            log.add(new Entry(call, event, other, stream));
        }
        if (uncheckedCall == call) {
            uncheckedCall = null;
            RuntimeException unchecked = uncheckedFault;
            Error error = errorFault;
            uncheckedFault = null;
            errorFault = null;
            if (error != null) {
                throw error;
            }
            throw unchecked;
        }
        AtomicInteger left = failuresLeft.get(call);
        if (left.get() > 0 && left.getAndDecrement() > 0) {
            throw new DriverException(BACKEND, call.name(), FAULT, "recStatus" + FAULT, "injected by the test",
                    poisonFaults);
        }
    }

    private void usable(Event event) {
        if (event.destroyed) {
            reachedAfterDestroy.incrementAndGet();
            throw new IllegalStateException(event + " used after destroy");
        }
    }

    private static DriverException refusal(String function, int status) {
        return new DriverException(BACKEND, function, status, "recStatus" + status, "injected by the test", false);
    }
}
