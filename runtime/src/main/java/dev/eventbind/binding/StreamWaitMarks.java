package dev.eventbind.binding;

import dev.eventbind.api.DriverException;
import dev.eventbind.api.EventApi;
import java.lang.foreign.MemorySegment;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Stream waits still ahead on the device, by the native event they wait on: {@link EventSlots} hands a given-back
 * event's slot out again only once the device has reached the event's signal <em>and</em> every stream that waits on
 * it has passed its wait. Reaching the signal is not enough: a stream still behind its wait reads the slot when it
 * gets there, and by then a new event made in the slot (unsignalled, or signalled by something else) would hold it
 * or let it go at the wrong time.
 *
 * <p>A backend that can tell when a stream has passed a wait registers a {@link Mark} after enqueueing the wait;
 * a generated backend whose events are resettable slots records an event of its own on the stream right after the
 * wait ({@link #recordAfter}), whose signal says the stream got past it. A backend that registers none keeps the rule
 * "released once its signal is reached". Safe for any thread.
 */
public final class StreamWaitMarks {

    /** Where one stream wait is: passed or not, and what to free once it is. */
    public interface Mark {
        /**
         * Whether the stream has passed the wait; once it answers {@code true} (or throws) it is never asked again.
         *
         * @throws DriverException when the driver refuses the query; the device is then taken as having nothing
         *     pending any more, as {@link EventSlots} does for a refused query of a signal
         */
        boolean passed() throws DriverException;

        /** Frees what the mark holds (its own native event); called once, after it passed or failed. */
        void release();
    }

    private static final Map<Long, List<Mark>> PENDING = new ConcurrentHashMap<>();

    private StreamWaitMarks() {
    }

    /**
     * Records that a stream wait on {@code event} was enqueued, passed when {@code mark} says so.
     *
     * @param event the native event the stream waits on
     * @param mark where the wait is
     */
    public static void add(MemorySegment event, Mark mark) {
        PENDING.compute(event.address(), (address, marks) -> {
            List<Mark> list = marks == null ? new ArrayList<>() : marks;
            list.add(mark);
            return list;
        });
    }

    /**
     * Registers, for a wait on {@code waited} just enqueued on {@code stream}, an event of {@code api}'s own recorded
     * on the stream after it: the stream has passed the wait once the device reaches that event, which is then
     * destroyed. An event that cannot be made or recorded is given back and its failure thrown; the wait is then
     * covered as far as its signal only.
     *
     * @param api the backend the stream belongs to
     * @param stream the stream that waits
     * @param waited the native event it waits on
     * @param <E> the backend's event type
     * @param <S> the backend's stream type
     * @throws DriverException when the driver refuses the event's create or record
     */
    public static <E, S> void recordAfter(EventApi<E, S> api, S stream, MemorySegment waited)
            throws DriverException {
        E mark = api.eventCreate();
        try {
            api.eventRecord(mark, stream);
        } catch (DriverException | RuntimeException | Error refused) {
            new RecordedMark<>(api, mark).release();
            throw refused;
        }
        add(waited, new RecordedMark<>(api, mark));
    }

    /**
     * Whether every stream wait registered on {@code event} has been passed; the passed marks are released and
     * forgotten.
     *
     * @param event a native event
     * @return true when no wait on it is still ahead of a stream
     */
    public static boolean passed(MemorySegment event) {
        List<Mark> finished = new ArrayList<>();
        boolean passed = passed(event, finished);
        finished.forEach(Mark::release);
        return passed;
    }

    /**
     * {@link #passed(MemorySegment)} for a caller holding a lock that a mark's release may take: the passed marks
     * are forgotten and added to {@code finished}, which the caller releases once it let go of its lock.
     *
     * @param event a native event
     * @param finished where the passed marks go
     * @return true when no wait on it is still ahead of a stream
     */
    static boolean passed(MemorySegment event, List<Mark> finished) {
        List<Mark> left = PENDING.computeIfPresent(event.address(), (address, marks) -> {
            marks.removeIf(mark -> {
                boolean done;
                try {
                    done = mark.passed();
                } catch (DriverException gone) {
                    done = true; // the device refused: nothing is pending on it any more
                }
                if (done) {
                    finished.add(mark);
                }
                return done;
            });
            return marks.isEmpty() ? null : marks;
        });
        return left == null;
    }

    /** How many waits on {@code event} are registered and not yet seen passed, for tests. */
    public static int pending(MemorySegment event) {
        List<Mark> marks = PENDING.get(event.address());
        return marks == null ? 0 : marks.size();
    }

    /** A mark that is an event of the backend's own, recorded after the wait. */
    private record RecordedMark<E>(EventApi<E, ?> api, E event) implements Mark {

        @Override
        public boolean passed() throws DriverException {
            return api.eventQuery(event);
        }

        /** Destroys the event; its status can only be dropped, as the device may be gone by now. */
        @Override
        public void release() {
            try {
                api.eventDestroy(event);
            } catch (DriverException | RuntimeException dropped) {
                // Nothing holds the event any more: a refused destroy leaves nothing to retry.
            }
        }
    }
}
