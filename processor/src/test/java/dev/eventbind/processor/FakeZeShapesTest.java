package dev.eventbind.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.api.BackendUnavailableException;
import dev.eventbind.api.DriverException;
import dev.eventbind.api.EventApi;
import dev.eventbind.event.EventWait;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.lang.reflect.Method;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * What the Level Zero-shaped spec's generated backend does that a CUDA-shaped one never had to, on the fake
 * library that enforces the rules: events reset before they are signalled again and replaced while a wait may
 * still reference them, pools of the spec's size, descriptors filled at the header's offsets, ticks across the
 * timer's wrap, and, with the Vulkan-shaped fake ({@link ResettableEventChecks}), a host wait with a native
 * timeout and a fence and a profiler whose windows reuse events.
 */
class FakeZeShapesTest extends ResettableEventChecks {

    private static final FakeLibraryBackend FAKE = FakeLibraryBackend.LEVEL_ZERO;

    /** XX_RESULT_ERROR_EVENT_NOT_RESET. */
    private static final int NOT_RESET = 0x7800001f;
    /** XX_RESULT_ERROR_DEVICE_LOST. */
    private static final int DEVICE_LOST = 0x70000001;

    FakeZeShapesTest() {
        super(FAKE);
    }

    @Override
    Optional<Integer> misuses() {
        return Optional.empty(); // the library refuses such a signal: the call fails
    }

    private static MemorySegment handle(Object handle) {
        return FakeLibraryBackend.handle(handle);
    }

    @Test
    void anOpenWhoseTimerReadFailsGivesBackTheDeviceItRead() {
        int held = count("deviceReferences");
        fake.control("failTimerFrequency", DEVICE_LOST);

        BackendUnavailableException refused = assertThrows(BackendUnavailableException.class, fake::open);

        assertTrue(refused.getMessage().contains("xxDeviceGetTimerFrequency"), refused.getMessage());
        assertEquals(held, count("deviceReferences"), "the device xxDeviceGet gave the open is released");
    }

    @Test
    void closeGivesTheDeviceBackOnceAndANewStreamIsRefusedAfterIt() throws Exception {
        int held = count("deviceReferences");
        EventApi<Object, Object> opened = fake.open();
        assertEquals(held + 1, count("deviceReferences"));

        ((AutoCloseable) opened).close();
        ((AutoCloseable) opened).close();

        assertEquals(held, count("deviceReferences"), "released once, by the first close");
        assertThrows(IllegalStateException.class, opened::streamCreateNonBlocking);
    }

    @Test
    void closeDestroysThePoolsItMadeBeforeItReleasesTheDevice() throws Exception {
        int pools = count("livePools");
        EventApi<Object, Object> opened = fake.open();
        List<Object> events = new ArrayList<>();
        for (int i = 0; i < 5; i++) { // the spec's pools hold 4: two pools
            events.add(opened.eventCreate());
        }
        assertEquals(pools + 2, count("livePools"));
        for (Object event : events) {
            opened.eventDestroy(event);
        }

        ((AutoCloseable) opened).close();

        assertEquals(pools, count("livePools"), "close() destroys both pools with xxEventPoolDestroy");
        assertThrows(IllegalStateException.class, opened::eventCreate, "no slot is handed out after close()");
    }

    @Test
    void anEventWhoseRecordTheDriverRefusedGivesItsNativeEventBackAtOnce() throws Exception {
        Object raw = FAKE.type("test.FakeZeFunctions").getMethod("open").invoke(null);
        Object stream = api.streamCreateNonBlocking();
        assertEquals(0, raw.getClass().getMethod("listDestroy", MemorySegment.class).invoke(raw, handle(stream)),
                "the list destroyed behind the backend's back");
        int events = count("liveEvents");
        Object event = api.eventCreate();

        assertThrows(DriverException.class, () -> api.eventRecord(event, stream));
        api.eventDestroy(event);

        assertEquals(events, count("liveEvents"), "no signal is pending on it, so it is not kept for one");
    }

    @Test
    void anEventRecordedAgainAheadOfTheDeviceReusesTheNativeEventsTheDevicePassed() throws DriverException {
        Object stream = api.streamCreateNonBlocking();
        Object event = api.eventCreate();
        work(stream, Duration.ofMillis(50));
        for (int i = 0; i < 4; i++) {
            api.eventRecord(event, stream); // behind the work: each record needs another native event
        }
        assertEquals(4, FakeLibraryBackend.nativeEvents(event));
        api.streamSynchronize(stream);

        work(stream, Duration.ofMillis(50));
        for (int i = 0; i < 4; i++) {
            api.eventRecord(event, stream);
        }

        assertEquals(4, FakeLibraryBackend.nativeEvents(event), "the native events the device passed are reset and"
                + " reused: as many as signals in flight, not one more per record");
        api.streamSynchronize(stream);
        api.eventDestroy(event);
        api.streamDestroy(stream);
    }

    @Test
    void theLibraryRefusesASecondSignalWithoutAReset() throws Exception {
        Object raw = FAKE.type("test.FakeZeFunctions").getMethod("open").invoke(null);
        Method signal = raw.getClass().getMethod("appendSignal", MemorySegment.class, MemorySegment.class);
        Object stream = api.streamCreateNonBlocking();
        Object event = api.eventCreate();
        api.eventRecord(event, stream);
        api.eventWait(event);

        assertEquals(NOT_RESET, signal.invoke(raw, handle(stream), handle(event)),
                "a backend that never resets fails on the second signal");

        api.eventDestroy(event);
        api.streamDestroy(stream);
    }

    @Test
    void recordingAReachedEventAgainResetsItAndKeepsItsNativeEvent() throws DriverException {
        Object stream = api.streamCreateNonBlocking();
        Object event = api.eventCreate();
        api.eventRecord(event, stream);
        api.eventWait(event);
        MemorySegment first = handle(event);
        int resets = count("resets");

        api.eventRecord(event, stream);
        api.eventWait(event);

        assertEquals(resets + 1, count("resets"));
        assertEquals(first, handle(event));
        assertEquals(1, FakeLibraryBackend.nativeEvents(event));
        api.eventDestroy(event);
        api.streamDestroy(stream);
    }

    @Test
    void aDestroyedEventIsGivenBackOnlyOnceAStreamWaitingOnItHasPassedItsWait() throws DriverException {
        int underWait = count("destroyedUnderWait");
        int before = count("liveEvents");
        Object producer = api.streamCreateNonBlocking();
        Object waiting = api.streamCreateNonBlocking();
        Object signal = api.eventCreate();
        api.eventRecord(signal, producer);
        api.eventWait(signal); // reached: only the waiting stream's queued wait still names it
        work(waiting, Duration.ofMillis(200));
        api.streamWaitEvent(waiting, signal);
        Object passed = api.eventCreate();
        api.eventRecord(passed, waiting);

        api.eventDestroy(signal); // the waiting stream is still 200 ms before its wait
        Object later = api.eventCreate(); // an acquire gives back what may be given back by now
        api.eventWait(passed);
        Object last = api.eventCreate(); // and this one, once the stream has passed its wait
        for (Object event : new Object[] {passed, later, last}) {
            api.eventDestroy(event);
        }

        assertEquals(underWait, count("destroyedUnderWait"), "the waited-on event was destroyed while the stream's"
                + " wait still named it: its slot could hold a new event by the time the stream got there");
        assertEquals(before, count("liveEvents"), "every native event was given back, the wait's mark included");
        api.streamDestroy(producer);
        api.streamDestroy(waiting);
    }

    @Test
    void aReRecordWhileAStreamWaitsOnTheOldSignalTakesAFreshNativeEvent() throws DriverException {
        int before = count("liveEvents");
        Object busy = api.streamCreateNonBlocking();
        Object waiting = api.streamCreateNonBlocking();
        Object other = api.streamCreateNonBlocking();
        Object event = api.eventCreate();
        Object after = api.eventCreate();
        work(busy, Duration.ofMillis(200));
        api.eventRecord(event, busy);
        api.streamWaitEvent(waiting, event);
        api.eventRecord(after, waiting);
        MemorySegment old = handle(event);
        int resets = count("resets");
        int live = count("liveEvents");

        api.eventRecord(event, other);
        api.eventWait(event);

        assertNotEquals(old, handle(event), "the waited-on signal is never reset under the waiting stream");
        assertEquals(resets, count("resets"));
        assertEquals(live + 1, count("liveEvents"));
        assertEquals(2, FakeLibraryBackend.nativeEvents(event));
        assertFalse(api.eventQuery(after), "the waiting stream still waits for the old signal");
        api.eventWait(after);
        api.eventDestroy(event);
        api.eventDestroy(after);
        assertEquals(before, count("liveEvents"),
                "destroy gives back every native event the event used, and the one marking the waiting stream's wait");
        for (Object stream : new Object[] {busy, waiting, other}) {
            api.streamDestroy(stream);
        }
    }

    @Test
    void eventsComeFromPoolsOfTheSpecsCapacityAndFreedSlotsAreReused() throws DriverException {
        EventApi<Object, Object> fresh = FAKE.open();
        int pools = count("livePools");
        List<Object> events = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            events.add(fresh.eventCreate());
        }
        assertEquals(pools + 2, count("livePools"), "five events need two pools of four");
        assertEquals(4, count("lastPoolCount"), "the descriptor's count is the spec's POOL_SIZE");
        for (Object event : events) {
            fresh.eventDestroy(event);
        }
        for (int i = 0; i < 8; i++) {
            events.set(i % 5, fresh.eventCreate());
        }
        assertEquals(pools + 2, count("livePools"), "freed slots are reused before a pool is added");
    }

    @Test
    void aDescriptorReachesTheLibraryFilledAtTheHeadersOffsets() throws DriverException {
        Object stream = api.streamCreateNonBlocking();
        assertEquals(2, count("lastQueueOrdinal"), "xx_command_queue_desc_t.ordinal, after stype and pNext");
        api.streamDestroy(stream);
    }

    @Test
    void aSpanAcrossTheTimersWrapIsMeasured() throws Exception {
        Object raw = FAKE.type("test.FakeZeFunctions").getMethod("open").invoke(null);
        Method ticks = raw.getClass().getMethod("eventTimestamp", MemorySegment.class, MemorySegment.class);
        Object stream = api.streamCreateNonBlocking();
        Object start = api.eventCreate();
        Object end = api.eventCreate();
        // The fake's 32-bit counter wraps half a second after its first reading since a restart.
        FAKE.control("restartTimer");
        api.eventRecord(start, stream);
        work(stream, Duration.ofMillis(600));
        api.eventRecord(end, stream);
        api.eventWait(end);

        long nanos = api.eventElapsedNanos(start, end);

        try (Arena arena = Arena.ofConfined()) {
            MemorySegment first = arena.allocate(ValueLayout.JAVA_LONG);
            MemorySegment second = arena.allocate(ValueLayout.JAVA_LONG);
            assertEquals(0, ticks.invoke(raw, handle(start), first));
            assertEquals(0, ticks.invoke(raw, handle(end), second));
            assertTrue(second.get(ValueLayout.JAVA_LONG, 0) < first.get(ValueLayout.JAVA_LONG, 0),
                    "the counter wrapped between the two events");
        }
        assertTrue(nanos >= 600_000_000L && nanos < 5_000_000_000L, nanos + " ns");
        assertEquals(0, api.eventElapsedNanos(end, start), "a reversed span reads as zero");
        api.eventDestroy(start);
        api.eventDestroy(end);
        api.streamDestroy(stream);
    }

    @Test
    void eventWaitOnAPlatformThreadUsesTheNativeTimeoutInSlicesAndHonoursItsDeadline() throws Exception {
        assertTrue(api.supportsTimedEventWait());
        Object stream = api.streamCreateNonBlocking();
        Object event = api.eventCreate();
        work(stream, Duration.ofMillis(300));
        api.eventRecord(event, stream);

        assertFalse(EventWait.await(api, event, "test", 20_000_000L), "300 ms of work outlasts a 20 ms deadline");
        assertTrue(count("hostWaits") > 0);
        EventWait.await(api, event, "test");

        assertEquals(10_000_000L, FAKE.control("lastWaitTimeout"), "slices of 10 ms, so an interrupt is noticed");
        assertTrue(api.eventWaitFor(event, 0), "reached, asked without waiting");
        api.eventDestroy(event);
        api.streamDestroy(stream);
    }
}
