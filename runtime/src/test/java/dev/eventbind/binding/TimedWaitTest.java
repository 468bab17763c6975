package dev.eventbind.binding;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.api.EventApi;
import dev.eventbind.ffm.StatusTexts;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * One unlimited native wait on a platform thread; on a virtual thread calls of at most 1 ms until the status is no
 * longer "not ready", with the context made current again before each call after the first.
 */
class TimedWaitTest {

    private static final int SUCCESS = 0;
    private static final int NOT_READY = 7;
    private static final StatusConvention CONVENTION = new StatusConvention("test", new int[] {NOT_READY},
            new int[0], StatusTexts.fromTable(Map.of()));

    /** A native wait that times out {@code timeouts} times before it succeeds, noting each timeout it is given. */
    private static final class Wait implements TimedWait.Call {
        final List<Long> given = new CopyOnWriteArrayList<>();
        private final AtomicInteger timeouts;

        Wait(int timeouts) {
            this.timeouts = new AtomicInteger(timeouts);
        }

        @Override
        public int call(long timeoutNanos) {
            given.add(timeoutNanos);
            return timeouts.getAndDecrement() > 0 ? NOT_READY : SUCCESS;
        }
    }

    @Test
    void aPlatformThreadMakesOneCallWithoutALimit() {
        Wait wait = new Wait(0);

        assertEquals(SUCCESS, TimedWait.await(wait, CONVENTION));

        assertEquals(List.of(TimedWait.NO_LIMIT), wait.given);
    }

    @Test
    void aVirtualThreadWaitsInSlicesAndMakesTheContextCurrentBeforeEachLaterOne() throws Exception {
        Wait wait = new Wait(3);
        AtomicInteger madeCurrent = new AtomicInteger();
        ThreadContext context = new ThreadContext(madeCurrent::incrementAndGet);
        int[] status = new int[1];

        Thread virtual = Thread.ofVirtual().start(() -> {
            try {
                status[0] = TimedWait.await(wait, CONVENTION, context);
            } catch (Exception e) {
                throw new AssertionError(e);
            }
        });
        virtual.join();

        assertEquals(SUCCESS, status[0]);
        assertEquals(4, wait.given.size(), wait.given.toString());
        assertTrue(wait.given.stream().allMatch(t -> t == EventApi.VIRTUAL_THREAD_WAIT_NANOS), wait.given.toString());
        assertEquals(3, madeCurrent.get(), "once before each call after a yield, which may change the carrier");
    }

    @Test
    void theLimitOfOneCallIsClampedOnAVirtualThreadOnly() throws Exception {
        assertEquals(5_000_000_000L, TimedWait.limit(5_000_000_000L));
        assertEquals(0, TimedWait.limit(-3));
        long[] onVirtual = new long[1];
        Thread virtual = Thread.ofVirtual().start(() -> onVirtual[0] = TimedWait.limit(5_000_000_000L));
        virtual.join();
        assertEquals(EventApi.VIRTUAL_THREAD_WAIT_NANOS, onVirtual[0]);
    }
}
