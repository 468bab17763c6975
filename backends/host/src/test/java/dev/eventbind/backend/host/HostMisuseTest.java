package dev.eventbind.backend.host;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.api.DriverException;
import dev.eventbind.api.WaitInterruptedException;
import dev.eventbind.backend.host.HostRuntimeEvents.Event;
import dev.eventbind.backend.host.HostRuntimeEvents.Stream;
import dev.eventbind.fence.AsyncWait;
import dev.eventbind.fence.EventFence;
import dev.eventbind.profile.EventProfiler;
import dev.eventbind.profile.ProfileDuration;
import dev.eventbind.profile.ProfileError;
import dev.eventbind.profile.ProfileException;
import dev.eventbind.profile.ProfileResult;
import java.time.Duration;
import java.util.concurrent.TimeoutException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The fence and profiler misused on the real host library: destroyed and wrong streams, confused tokens, a failed
 * read-back, interrupts and deadlines. After each test the library's live event count is back where it was.
 */
class HostMisuseTest {

    private static final int INVALID_VALUE = 1;

    private static QueryingHostEvents api;
    private static HostRuntimeEvents host;
    private static HostWork work;
    private long liveEventsBefore;
    private Stream stream;

    @BeforeAll
    static void open() {
        api = new QueryingHostEvents(true);
        host = api.host();
        work = new HostWork();
    }

    @BeforeEach
    void countAndCreate() throws DriverException {
        liveEventsBefore = HostRuntimeFunctions.open().ebhCount(HostCounter.LIVE_EVENTS.code());
        stream = host.streamCreateNonBlocking();
    }

    @AfterEach
    void nothingLeaked() throws DriverException {
        Thread.interrupted();
        HostRuntimeFunctions.open().ebhClearFaults();
        if (!stream.destroyed()) {
            host.streamSynchronize(stream);
            host.streamDestroy(stream);
        }
        assertEquals(liveEventsBefore, HostRuntimeFunctions.open().ebhCount(HostCounter.LIVE_EVENTS.code()), "host events leaked");
    }

    @Test
    void stopOnADestroyedStreamKeepsTheWindowOpenAndCloseReleasesEverything() throws Exception {
        Stream doomed = host.streamCreateNonBlocking();
        try (EventProfiler<Event, Stream> profiler = new EventProfiler<>(api)) {
            long token = profiler.start(doomed);
            host.streamDestroy(doomed);

            assertThrows(IllegalStateException.class, () -> profiler.stop(doomed, token));
            assertThrows(NullPointerException.class, () -> profiler.stop(null, token));
            assertEquals(1, profiler.openWindows(), "the window did not leave the table");
        }
    }

    @Test
    void tokensOfAnotherProfilerAFailedStartAndAWrongStreamAreTypedErrors() throws Exception {
        Stream other = host.streamCreateNonBlocking();
        try (EventProfiler<Event, Stream> first = new EventProfiler<>(api);
                EventProfiler<Event, Stream> second = new EventProfiler<>(api)) {
            long mine = first.start(stream);
            long theirs = second.start(stream);
            assertEquals(new ProfileError.NotRegistered(theirs),
                    assertThrows(ProfileException.class, () -> first.stop(stream, theirs)).error());
            assertEquals(new ProfileError.NotRegistered(0),
                    assertThrows(ProfileException.class, () -> first.stop(stream, 0)).error());
            assertInstanceOf(ProfileError.WrongStream.class,
                    assertThrows(ProfileException.class, () -> first.stop(other, mine)).error());

            work.sleep(stream, Duration.ofMillis(20));
            ProfileResult measured = first.stop(stream, mine).resolve();
            assertFalse(measured.failed());
            assertTrue(measured.duration().toMillis() >= 19, measured.toString());
            assertFalse(second.stop(stream, theirs).resolve().failed());
        } finally {
            host.streamDestroy(other);
        }
    }

    @Test
    void aFailedReadBackKeepsItsHourAndSaysWhy() throws Exception {
        try (EventProfiler<Event, Stream> profiler = new EventProfiler<>(api)) {
            ProfileDuration duration = profiler.stop(stream, profiler.start(stream));
            host.streamSynchronize(stream);
            HostRuntimeFunctions.open().ebhInjectFault(HostCall.EVENT_ELAPSED.code(), INVALID_VALUE, 1);

            ProfileResult result = duration.resolve();

            assertEquals(Duration.ofHours(1), result.duration());
            ProfileError.ReadBackFailed failed = assertInstanceOf(ProfileError.ReadBackFailed.class,
                    result.failure().orElseThrow());
            assertEquals("ebhEventElapsedTime", assertInstanceOf(DriverException.class, failed.cause()).function());
        }
    }

    @Test
    void anInterruptedOrTimedOutWaitLeavesFenceAndWindowToBeWaitedAgain() throws Exception {
        try (EventProfiler<Event, Stream> profiler = new EventProfiler<>(api)) {
            long token = profiler.start(stream);
            work.sleep(stream, Duration.ofMillis(300));
            EventFence<Event, Stream> fence = EventFence.mint(api, stream);
            ProfileDuration window = profiler.stop(stream, token);

            assertFalse(fence.waitSync(Duration.ofMillis(20)), "the sleep is still running");
            assertThrows(TimeoutException.class, () -> window.resolve(Duration.ofMillis(20)));
            Thread.currentThread().interrupt();
            assertThrows(WaitInterruptedException.class, fence::waitSync);
            assertThrows(WaitInterruptedException.class, window::resolve);
            assertTrue(Thread.interrupted(), "the interrupt status is kept");

            fence.waitSync();
            assertTrue(window.resolve().duration().toMillis() >= 290);
        }
    }

    @Test
    void waitAsyncOnADestroyedStreamSaysItWasNotEnqueued() throws Exception {
        Stream doomed = host.streamCreateNonBlocking();
        host.streamDestroy(doomed);
        AsyncWait outcome = EventFence.mint(api, stream).waitAsync(doomed);
        AsyncWait.NotEnqueued refused = assertInstanceOf(AsyncWait.NotEnqueued.class, outcome);
        assertEquals(AsyncWait.Reason.INVALID_ARGUMENT, refused.reason());
        assertFalse(refused.devicePoisoned());

        EventFence<Event, Stream> refusedAtMint = EventFence.mint(api, doomed);
        assertTrue(refusedAtMint.refused());
        assertEquals(AsyncWait.Reason.REFUSED_AT_MINT,
                assertInstanceOf(AsyncWait.NotEnqueued.class, refusedAtMint.waitAsync(stream)).reason());
        assertTrue(EventFence.mint(api, stream).waitAsync(stream).enqueued());
    }
}
