package dev.eventbind.backend.host;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.api.DriverException;
import dev.eventbind.backend.host.HostRuntimeEvents.Event;
import dev.eventbind.backend.host.HostRuntimeEvents.Stream;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** What the host runtime adds to the contract: real dependencies between workers, its test hooks, its names. */
class HostRuntimeTest {

    private static final long WORK_MICROS = 30_000;
    private static final int BYTES = 256;
    private static final byte MARK = 0x5A;

    private static HostRuntimeEvents host;
    private static HostWork work;

    @BeforeAll
    static void open() {
        host = HostRuntimeEvents.open();
        work = new HostWork();
    }

    @AfterEach
    void clearFaults() {
        HostRuntimeFunctions.open().ebhClearFaults();
    }

    @Test
    void aStreamWaitHoldsTheOtherWorkerUntilTheFirstHasDoneItsWork() throws DriverException {
        Stream producer = host.streamCreateNonBlocking();
        Stream consumer = host.streamCreateNonBlocking();
        Event produced = host.eventCreate();
        Event consumed = host.eventCreate();
        HostBuffer buffer = work.allocate(BYTES);
        try (buffer) {
            assertEquals(0, HostRuntimeFunctions.open().ebhEnqueueSleep(producer.handle(), WORK_MICROS));
            buffer.fill(producer, MARK);
            host.eventRecord(produced, producer);
            host.streamWaitEvent(consumer, produced);
            host.eventRecord(consumed, consumer);

            host.eventWait(consumed); // the producer itself is never waited on

            assertArrayEquals(marks(), buffer.read(0, BYTES),
                    "the consumer passed its wait before the producer's fill ran");
            host.streamSynchronize(producer);
        } finally {
            release(produced, consumed);
            host.streamDestroy(producer);
            host.streamDestroy(consumer);
        }
    }

    @Test
    void aDestroyedStreamStillRunsWhatWasQueuedOnIt() throws DriverException {
        Stream stream = host.streamCreateNonBlocking();
        Event done = host.eventCreate();
        HostBuffer buffer = work.allocate(BYTES);
        try (buffer) {
            assertEquals(0, HostRuntimeFunctions.open().ebhEnqueueSleep(stream.handle(), WORK_MICROS));
            buffer.fill(stream, MARK);
            host.eventRecord(done, stream);
            host.streamDestroy(stream);

            host.eventWait(done);

            assertArrayEquals(marks(), buffer.read(0, BYTES));
        } finally {
            host.eventDestroy(done);
        }
    }

    @Test
    void negativeAndNanReadingsReachTheCallerAsZero() throws DriverException {
        Stream stream = host.streamCreateNonBlocking();
        Event start = host.eventCreate();
        Event end = host.eventCreate();
        try (Arena arena = Arena.ofConfined()) {
            host.eventRecord(start, stream);
            assertEquals(0, HostRuntimeFunctions.open().ebhEnqueueSleep(stream.handle(), 1_000));
            host.eventRecord(end, stream);
            host.streamSynchronize(stream);
            assertTrue(host.eventElapsedNanos(start, end) >= 1_000_000, "measured as it is");

            MemorySegment millis = arena.allocate(ValueLayout.JAVA_FLOAT);
            assertEquals(0, HostRuntimeFunctions.open().ebhInjectElapsed(1));
            assertEquals(0, HostRuntimeFunctions.open().ebhEventElapsedTime(millis, start.handle(), end.handle()));
            assertTrue(millis.get(ValueLayout.JAVA_FLOAT, 0) < 0f, "the library reads negative");
            assertEquals(0L, host.eventElapsedNanos(start, end));

            assertEquals(0, HostRuntimeFunctions.open().ebhInjectElapsed(2));
            assertEquals(0, HostRuntimeFunctions.open().ebhEventElapsedTime(millis, start.handle(), end.handle()));
            assertTrue(Float.isNaN(millis.get(ValueLayout.JAVA_FLOAT, 0)), "the library reads NaN");
            assertEquals(0L, host.eventElapsedNanos(start, end));
        } finally {
            release(start, end);
            host.streamDestroy(stream);
        }
    }

    @Test
    void aFailedCallCarriesTheRuntimesNameWordsAndPoisonFlag() throws DriverException {
        // An instance of its own: the poisoning status below marks it, and every later call on it fails fast.
        HostRuntimeEvents poisonable = HostRuntimeEvents.open();
        Stream stream = poisonable.streamCreateNonBlocking();
        Event event = poisonable.eventCreate();
        HostRuntimeFunctions raw = HostRuntimeFunctions.open();
        try {
            assertEquals(0, raw.ebhInjectFault(HostCall.EVENT_RECORD.code(), 1, 1));
            DriverException invalid = assertThrows(DriverException.class, () -> poisonable.eventRecord(event, stream));
            poisonable.eventRecord(event, stream); // not poisoning: the next call reaches the driver and succeeds
            assertEquals(0, raw.ebhInjectFault(HostCall.EVENT_RECORD.code(), 719, 1));
            DriverException poisoned = assertThrows(DriverException.class, () -> poisonable.eventRecord(event, stream));
            long created = raw.ebhCount(HostCounter.EVENTS_CREATED.code());
            DriverException fast = assertThrows(DriverException.class, poisonable::eventCreate);
            assertAll(
                    () -> assertEquals("host", poisoned.backend()),
                    () -> assertEquals("ebhEventRecord", poisoned.function()),
                    () -> assertEquals(719, poisoned.status()),
                    () -> assertEquals("ebhErrorLaunchFailure", poisoned.statusName().orElseThrow()),
                    () -> assertEquals("unspecified launch failure", poisoned.statusMessage().orElseThrow()),
                    () -> assertTrue(poisoned.poisoned()),
                    () -> assertEquals("ebhErrorInvalidValue", invalid.statusName().orElseThrow()),
                    () -> assertFalse(invalid.poisoned()),
                    () -> assertEquals(719, fast.status(), "later calls fail fast with the first poisoning status"),
                    () -> assertEquals("ebhEventCreateWithFlags", fast.function()),
                    () -> assertSame(poisoned, fast.getCause()),
                    () -> assertEquals(created, raw.ebhCount(HostCounter.EVENTS_CREATED.code()),
                            "the failed-fast create never reached the library"),
                    () -> assertThrows(DriverException.class, () -> poisonable.streamSynchronize(stream)));
        } finally {
            raw.ebhClearFaults();
            poisonable.eventDestroy(event); // destroys still reach the driver, so nothing leaks
            poisonable.streamDestroy(stream);
        }
    }

    @Test
    void aStreamTheDriverRefusesToCreateIsATypedDriverError() {
        HostRuntimeFunctions raw = HostRuntimeFunctions.open();
        assertEquals(0, raw.ebhInjectFault(HostCall.STREAM_CREATE.code(), 2, 1));
        try {
            DriverException refused = assertThrows(DriverException.class, host::streamCreateNonBlocking);
            assertEquals("ebhStreamCreateWithFlags", refused.function());
            assertEquals("ebhErrorMemoryAllocation", refused.statusName().orElseThrow());
            assertFalse(refused.poisoned());
        } finally {
            raw.ebhClearFaults();
        }
    }

    @Test
    void handlesTheLibraryNeverIssuedOrAlreadyReleasedAreRefusedWith400() throws DriverException {
        HostCounts before = HostCounts.of(HostRuntimeFunctions.open());
        Stream stream = host.streamCreateNonBlocking();
        Event released = host.eventCreate();
        MemorySegment stale = released.handle();
        host.eventDestroy(released);
        try {
            assertAll(
                    () -> assertEquals(400, HostRuntimeFunctions.open().ebhEventRecord(MemorySegment.ofAddress(0x1234), stream.handle())),
                    () -> assertEquals(400, HostRuntimeFunctions.open().ebhEventRecord(stale, stream.handle())),
                    () -> assertEquals(400, HostRuntimeFunctions.open().ebhEventSynchronize(stream.handle())),
                    () -> assertEquals(400, HostRuntimeFunctions.open().ebhStreamSynchronize(stale)),
                    () -> assertEquals(400, HostRuntimeFunctions.open().ebhEventDestroy(stale)));
            assertEquals(5, HostCounts.of(HostRuntimeFunctions.open()).invalidHandlesSince(before));
        } finally {
            host.streamDestroy(stream);
        }
    }

    @Test
    void liveCountsFollowCreationAndRelease() throws DriverException {
        HostCounts before = HostCounts.of(HostRuntimeFunctions.open());
        Stream stream = host.streamCreateNonBlocking();
        Event first = host.eventCreate();
        Event second = host.eventCreate();
        HostCounts during = HostCounts.of(HostRuntimeFunctions.open());
        release(first, second);
        host.streamDestroy(stream);
        HostCounts after = HostCounts.of(HostRuntimeFunctions.open());

        assertEquals(before.liveEvents() + 2, during.liveEvents());
        assertEquals(before.liveStreams() + 1, during.liveStreams());
        assertEquals(before.liveEvents(), after.liveEvents());
        assertEquals(before.liveStreams(), after.liveStreams());
    }

    @Test
    void theProbeFindsTheLibraryReady() {
        var probe = HostRuntimeEvents.probe();
        assertTrue(probe.ready(), () -> "reason " + probe.reason());
        assertTrue(probe.library().orElseThrow().endsWith("libeventbind_host.so"), () -> "library " + probe.library());
    }

    private static void release(Event... events) throws DriverException {
        for (Event event : events) {
            host.eventDestroy(event);
        }
    }

    private static byte[] marks() {
        byte[] marks = new byte[BYTES];
        java.util.Arrays.fill(marks, MARK);
        return marks;
    }
}
