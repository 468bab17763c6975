package dev.eventbind.backend.levelzero;

import static dev.eventbind.backend.levelzero.LevelZero.EVENT_DESC;
import static dev.eventbind.backend.levelzero.LevelZero.POOL_DESC;
import static dev.eventbind.backend.levelzero.LevelZero.POOL_HOST_VISIBLE;
import static dev.eventbind.backend.levelzero.LevelZero.SCOPE_HOST;
import static dev.eventbind.backend.levelzero.LevelZero.ZE_RESULT_NOT_READY;
import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_INT;

import dev.eventbind.api.DriverException;
import dev.eventbind.binding.StatusConvention;
import dev.eventbind.binding.StreamWaitMarks;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;

/**
 * A point in a command list: a barrier after everything appended so far, signalling a host-visible event of a pool of
 * its own. A stream synchronize waits for it on the host; after a stream wait it tells the backend's event slots when
 * the list has passed the wait ({@link StreamWaitMarks}), so the waited-on event's slot is not reused before.
 */
record Marker(LevelZero ze, StatusConvention status, MemorySegment pool, MemorySegment event)
        implements StreamWaitMarks.Mark {

    /** Appends the barrier to {@code list}, with its event and pool made in {@code context}. */
    static Marker append(LevelZero ze, StatusConvention status, MemorySegment list, MemorySegment context)
            throws DriverException {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment poolDesc = arena.allocate(24, 8);
            poolDesc.set(JAVA_INT, 0, POOL_DESC);
            poolDesc.set(JAVA_INT, 16, POOL_HOST_VISIBLE); // flags
            poolDesc.set(JAVA_INT, 20, 1); // count
            MemorySegment out = arena.allocate(ADDRESS, 2);
            status.check("zeEventPoolCreate", ze.eventPoolCreate(context, poolDesc, 0, MemorySegment.NULL, out));
            MemorySegment pool = out.get(ADDRESS, 0);
            MemorySegment event = MemorySegment.NULL;
            try {
                MemorySegment eventDesc = arena.allocate(32, 8);
                eventDesc.set(JAVA_INT, 0, EVENT_DESC);
                eventDesc.set(JAVA_INT, 20, SCOPE_HOST); // signal
                eventDesc.set(JAVA_INT, 24, SCOPE_HOST); // wait
                status.check("zeEventCreate", ze.eventCreate(pool, eventDesc, out.asSlice(ADDRESS.byteSize())));
                event = out.getAtIndex(ADDRESS, 1);
                status.check("zeCommandListAppendBarrier", ze.appendBarrier(list, event, 0, MemorySegment.NULL));
                return new Marker(ze, status, pool, event);
            } catch (DriverException | RuntimeException failed) {
                new Marker(ze, status, pool, event).release();
                throw failed;
            }
        }
    }

    /** Whether the list has reached the barrier: {@code zeEventQueryStatus}. */
    @Override
    public boolean passed() throws DriverException {
        int answer = ze.eventQueryStatus(event);
        if (answer == ZE_RESULT_NOT_READY) {
            return false;
        }
        status.check("zeEventQueryStatus", answer);
        return true;
    }

    /** Destroys the event and its pool; their statuses can only be dropped. */
    @Override
    public void release() {
        if (!event.equals(MemorySegment.NULL)) {
            ze.eventDestroy(event);
        }
        ze.eventPoolDestroy(pool);
    }
}
