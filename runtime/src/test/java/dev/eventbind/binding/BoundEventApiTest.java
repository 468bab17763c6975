package dev.eventbind.binding;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.api.DriverException;
import java.lang.foreign.MemorySegment;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What a backend bound from a spec inherits: its name, its health checked before a call and on its status, and the
 * last use of a handle for a destroy. The ops below are written as the processor writes them.
 */
class BoundEventApiTest {

    private static final int POISONED = 700;
    private static final StatusConvention CONVENTION = StatusConvention.builder("T").notReady(600)
            .poisoned(POISONED).build();

    /** The raw calls of a spec: each answers the status it is given and says which handles it was passed. */
    private static final class Calls {
        final List<String> reached = new ArrayList<>();
        int status;
        int waitStatus;
        int destroyStatus;

        int create() {
            reached.add("tCreate");
            return 0;
        }

        int waitFor(MemorySegment event) {
            reached.add("tWait 0x" + Long.toHexString(event.address()));
            return waitStatus;
        }

        int record(MemorySegment event, MemorySegment stream) {
            reached.add("tRecord 0x" + Long.toHexString(event.address()) + " 0x" + Long.toHexString(stream.address()));
            return status;
        }

        int query(MemorySegment event) {
            reached.add("tQuery 0x" + Long.toHexString(event.address()));
            return status;
        }

        int destroy(MemorySegment handle) {
            reached.add("tDestroy 0x" + Long.toHexString(handle.address()));
            return status != 0 ? status : destroyStatus;
        }
    }

    private static final class Handle extends DeviceHandle {
        Handle(long address) {
            super(MemorySegment.ofAddress(address), true);
        }

        @Override
        protected String describe() {
            return "T handle";
        }
    }

    private static class TEvents extends BoundEventApi<Calls, Handle, Handle> {
        TEvents(Calls calls) {
            super("T", calls, CONVENTION);
        }

        @Override
        public void eventRecord(Handle event, Handle stream) throws DriverException {
            health.verify(health.admit("tRecord"), functions.record(event.handle(), stream.handle()));
        }

        @Override
        public boolean eventQuery(Handle event) throws DriverException {
            return health.reached(health.admit("tQuery"), functions.query(event.handle()));
        }

        @Override
        public void eventDestroy(Handle event) throws DriverException {
            health.verify("tDestroy", functions.destroy(release(event)));
        }

        @Override
        public Handle eventCreate() throws DriverException {
            health.verify(health.admit("tCreate"), functions.create());
            return new Handle(0x70);
        }

        @Override
        public void eventWait(Handle event) throws DriverException {
            health.verify(health.admit("tWait"), functions.waitFor(event.handle()));
        }

        @Override
        public long eventElapsedNanos(Handle start, Handle end) {
            throw new UnsupportedOperationException();
        }

        @Override
        public void streamWaitEvent(Handle stream, Handle event) {
            throw new UnsupportedOperationException();
        }

        @Override
        public void streamSynchronize(Handle stream) {
            throw new UnsupportedOperationException();
        }

        @Override
        public Handle streamCreateNonBlocking() {
            throw new UnsupportedOperationException();
        }

        @Override
        public void streamDestroy(Handle stream) {
            throw new UnsupportedOperationException();
        }
    }

    @Test
    void theBackendIsNamedAsItWasMadeAndHoldsItsCalls() {
        Calls calls = new Calls();
        TEvents events = new TEvents(calls);
        assertEquals("T", events.backend());
        assertSame(calls, events.functions);
        assertTrue(events.health.poisoning().isEmpty());
    }

    @Test
    void aCallOnAHealthyDeviceReachesTheDriverWithItsHandles() throws DriverException {
        Calls calls = new Calls();
        TEvents events = new TEvents(calls);
        events.eventRecord(new Handle(0x10), new Handle(0x20));
        calls.status = 600;
        assertFalse(events.eventQuery(new Handle(0x10)));
        assertEquals(List.of("tRecord 0x10 0x20", "tQuery 0x10"), calls.reached);
    }

    @Test
    void aPoisonedDeviceRefusesACallBeforeTheDriverIsReached() {
        Calls calls = new Calls();
        TEvents events = new TEvents(calls);
        calls.status = POISONED;
        DriverException first = assertThrows(DriverException.class,
                () -> events.eventRecord(new Handle(0x10), new Handle(0x20)));
        assertTrue(first.poisoned());
        assertEquals(1, calls.reached.size());
        calls.status = 0;

        DriverException record = assertThrows(DriverException.class,
                () -> events.eventRecord(new Handle(0x10), new Handle(0x20)));
        DriverException query = assertThrows(DriverException.class, () -> events.eventQuery(new Handle(0x10)));

        assertEquals(1, calls.reached.size(), "neither call reached the driver: " + calls.reached);
        assertEquals("tRecord", record.function());
        assertEquals("tQuery", query.function());
        assertSame(first, record.getCause());
        assertSame(first, query.getCause());
    }

    @Test
    void aDestroyReachesTheDriverOnAPoisonedDeviceSoTheHandleIsReleased() throws DriverException {
        Calls calls = new Calls();
        TEvents events = new TEvents(calls);
        calls.status = POISONED;
        assertThrows(DriverException.class, () -> events.eventRecord(new Handle(0x10), new Handle(0x20)));
        calls.status = 0;
        Handle event = new Handle(0x30);

        events.eventDestroy(event);

        assertEquals("tDestroy 0x30", calls.reached.getLast());
        assertTrue(event.destroyed());
    }

    @Test
    void releaseMarksTheHandleDestroyedAndASecondReleaseIsRefused() {
        Handle handle = new Handle(0x40);

        MemorySegment released = BoundEventApi.release(handle);

        assertEquals(0x40, released.address());
        assertTrue(handle.destroyed());
        IllegalStateException again = assertThrows(IllegalStateException.class, () -> BoundEventApi.release(handle));
        assertEquals("T handle already destroyed", again.getMessage());
        assertThrows(IllegalStateException.class, handle::handle);
    }

    @Test
    void aReleasedHandleNeverReachesTheDriverAgain() throws DriverException {
        Calls calls = new Calls();
        TEvents events = new TEvents(calls);
        Handle event = new Handle(0x50);
        events.eventDestroy(event);

        assertThrows(IllegalStateException.class, () -> events.eventDestroy(event));
        assertThrows(IllegalStateException.class, () -> events.eventQuery(event));

        assertEquals(List.of("tDestroy 0x50"), calls.reached);
    }

    @Test
    void aFailedDestroyStillLeavesTheHandleReleased() {
        Calls calls = new Calls();
        TEvents events = new TEvents(calls);
        calls.status = 400;
        Handle event = new Handle(0x60);

        DriverException failure = assertThrows(DriverException.class, () -> events.eventDestroy(event));

        assertEquals(400, failure.status());
        assertEquals("T", failure.backend());
        assertTrue(event.destroyed());
    }

    @Test
    void aStreamSynchronizeThroughAnEventRecordsItWaitsForItAndDestroysIt() throws DriverException {
        Calls calls = new Calls();
        TEvents events = new TEvents(calls);

        events.synchronizeThroughEvent(new Handle(0x20));

        assertEquals(List.of("tCreate", "tRecord 0x70 0x20", "tWait 0x70", "tDestroy 0x70"), calls.reached);
    }

    @Test
    void aStreamSynchronizeWhoseWaitFailsStillDestroysItsEventAndKeepsBothFailures() {
        Calls calls = new Calls();
        TEvents events = new TEvents(calls);
        calls.waitStatus = 400;
        calls.destroyStatus = 401;

        DriverException failure = assertThrows(DriverException.class,
                () -> events.synchronizeThroughEvent(new Handle(0x20)));

        assertEquals("tWait", failure.function());
        assertEquals("tDestroy 0x70", calls.reached.getLast());
        assertEquals(1, failure.getSuppressed().length);
        assertEquals(401, ((DriverException) failure.getSuppressed()[0]).status());
    }

    @Test
    void aStreamWaitIsPassedOnceTheEventRecordedAfterItIsReachedWhichIsThenDestroyed() throws DriverException {
        Calls calls = new Calls();
        TEvents events = new TEvents(calls);
        MemorySegment waited = MemorySegment.ofAddress(0x1_0000_0080L);

        StreamWaitMarks.recordAfter(events, new Handle(0x20), waited);
        calls.status = 600; // not ready
        boolean early = StreamWaitMarks.passed(waited);
        calls.status = 0;

        assertFalse(early);
        assertTrue(StreamWaitMarks.passed(waited));
        assertEquals(0, StreamWaitMarks.pending(waited));
        assertEquals(List.of("tCreate", "tRecord 0x70 0x20", "tQuery 0x70", "tQuery 0x70", "tDestroy 0x70"),
                calls.reached);
    }

    @Test
    void aStreamWaitMarkWhoseRecordIsRefusedIsDestroyedAndNotKept() {
        Calls calls = new Calls();
        MemorySegment waited = MemorySegment.ofAddress(0x1_0000_0090L);
        TEvents refusing = new TEvents(calls) {
            @Override
            public void eventRecord(Handle event, Handle stream) throws DriverException {
                health.verify("tRecord", 400);
            }
        };

        DriverException failure = assertThrows(DriverException.class,
                () -> StreamWaitMarks.recordAfter(refusing, new Handle(0x20), waited));

        assertEquals("tRecord", failure.function());
        assertEquals(List.of("tCreate", "tDestroy 0x70"), calls.reached);
        assertEquals(0, StreamWaitMarks.pending(waited));
    }

    @Test
    void aStreamWaitMarkWhoseRecordThrowsAnErrorIsDestroyedAndNotKept() {
        Calls calls = new Calls();
        MemorySegment waited = MemorySegment.ofAddress(0x1_0000_00a0L);
        TEvents failing = new TEvents(calls) {
            @Override
            public void eventRecord(Handle event, Handle stream) {
                throw new Error("the native record failed");
            }
        };

        Error thrown = assertThrows(Error.class,
                () -> StreamWaitMarks.recordAfter(failing, new Handle(0x20), waited));

        assertEquals("the native record failed", thrown.getMessage());
        assertEquals(List.of("tCreate", "tDestroy 0x70"), calls.reached);
        assertEquals(0, StreamWaitMarks.pending(waited));
    }
}
