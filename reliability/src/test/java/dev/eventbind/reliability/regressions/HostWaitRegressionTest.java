package dev.eventbind.reliability.regressions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.api.WaitInterruptedException;
import dev.eventbind.backend.host.HostRuntimeEvents;
import dev.eventbind.backend.host.HostRuntimeEvents.Event;
import dev.eventbind.backend.host.HostRuntimeEvents.Stream;
import dev.eventbind.backend.host.HostWork;
import dev.eventbind.fence.EventFence;
import dev.eventbind.profile.EventProfiler;
import dev.eventbind.profile.ProfileDuration;
import dev.eventbind.profile.ProfileError;
import dev.eventbind.profile.ProfileException;
import dev.eventbind.profile.ProfileResult;
import dev.eventbind.reliability.support.HostCounts;
import dev.eventbind.reliability.support.HostLibrary;
import java.time.Duration;
import java.util.concurrent.TimeoutException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The runtime-safety cases about waits and streams, on the real host backend rather than a recording one: a
 * timed wait gives up at its deadline while the device is still busy, an interrupt ends a wait the device has not
 * finished, and a window stopped on another stream is refused while its own stream measures it right. Each ends
 * with the library's counters back where they were.
 */
class HostWaitRegressionTest {

    /** Work the device is busy with while the waits below give up; far longer than any bound asserted. */
    private static final Duration BUSY = Duration.ofSeconds(2);
    /** How long a wait that gives up may take, on a loaded machine: well under {@link #BUSY}. */
    private static final Duration PROMPT = Duration.ofMillis(1_000);
    private static final HostRuntimeEvents HOST = HostLibrary.events();
    private static final HostWork WORK = new HostWork();

    private HostCounts before;
    private Stream stream;

    @BeforeEach
    void createStream() throws Exception {
        before = HostCounts.now();
        stream = HOST.streamCreateNonBlocking();
    }

    @AfterEach
    void nothingLeft() throws Exception {
        Thread.interrupted();
        HOST.streamSynchronize(stream);
        HOST.streamDestroy(stream);
        HostCounts change = HostCounts.now().since(before);
        assertTrue(change.balanced(), () -> "the library's counters moved: " + change);
    }

    @Test
    void aTimedWaitSyncGivesUpAtItsDeadlineWhileTheDeviceIsBusy() throws Exception {
        WORK.sleep(stream, BUSY);
        EventFence<Event, Stream> fence = EventFence.mint(HOST, stream);
        long begin = System.nanoTime();
        boolean reached = fence.waitSync(Duration.ofMillis(20));
        Duration took = Duration.ofNanos(System.nanoTime() - begin);
        fence.close();
        assertFalse(reached, "the device was still busy");
        assertTrue(took.compareTo(PROMPT) < 0, () -> "gave up only after " + took);
    }

    @Test
    void aTimedResolveGivesUpAtItsDeadlineAndResolvesLater() throws Exception {
        try (EventProfiler<Event, Stream> profiler = new EventProfiler<>(HOST)) {
            long token = profiler.start(stream);
            WORK.sleep(stream, BUSY);
            ProfileDuration duration = profiler.stop(stream, token);
            long begin = System.nanoTime();
            assertThrows(TimeoutException.class, () -> duration.resolve(Duration.ofMillis(20)));
            Duration took = Duration.ofNanos(System.nanoTime() - begin);
            assertTrue(took.compareTo(PROMPT) < 0, () -> "gave up only after " + took);
            ProfileResult result = duration.resolve();
            assertFalse(result.failed(), () -> "the window was measured: " + result);
            assertTrue(result.duration().compareTo(BUSY) >= 0, () -> "measured " + result.duration());
        }
    }

    @Test
    void anInterruptEndsAWaitSyncTheDeviceHasNotFinishedAndKeepsItsStatus() throws Exception {
        WORK.sleep(stream, BUSY);
        EventFence<Event, Stream> fence = EventFence.mint(HOST, stream);
        Thread waiter = Thread.currentThread();
        Thread interrupter = Thread.ofPlatform().start(() -> {
            sleepQuietly(Duration.ofMillis(50));
            waiter.interrupt();
        });
        long begin = System.nanoTime();
        assertThrows(WaitInterruptedException.class, fence::waitSync);
        Duration took = Duration.ofNanos(System.nanoTime() - begin);
        boolean kept = Thread.interrupted(); // cleared before the join, which an interrupt would end at once
        fence.close();
        interrupter.join();
        assertTrue(kept, "the interrupt status is kept");
        assertTrue(took.compareTo(PROMPT) < 0, () -> "the interrupt was noticed only after " + took);
    }

    @Test
    void aStopOnAnotherStreamIsRefusedAndTheStartStreamMeasuresTheWork() throws Exception {
        Stream other = HOST.streamCreateNonBlocking();
        try (EventProfiler<Event, Stream> profiler = new EventProfiler<>(HOST)) {
            long token = profiler.start(stream);
            WORK.sleep(stream, Duration.ofMillis(50));
            ProfileException wrong = assertThrows(ProfileException.class, () -> profiler.stop(other, token));
            assertInstanceOf(ProfileError.WrongStream.class, wrong.error());
            assertEquals(1, profiler.openWindows(), "the window stays open");
            ProfileResult result = profiler.stop(stream, token).resolve();
            assertTrue(result.duration().compareTo(Duration.ofMillis(50)) >= 0, () -> "measured " + result);
        } finally {
            HOST.streamDestroy(other);
        }
    }

    @Test
    void aStoppedWindowNobodyResolvesHoldsNothingOnceTheProfilerIsClosed() throws Exception {
        EventProfiler<Event, Stream> profiler = new EventProfiler<>(HOST);
        long token = profiler.start(stream);
        ProfileDuration dropped = profiler.stop(stream, token);
        profiler.close();
        assertEquals(0, HostCounts.now().since(before).liveEvents(), "events held after close");
        assertTrue(dropped.isResolved() || !dropped.resolve().failed(), "the closed window still reads back");
    }

    private static void sleepQuietly(Duration duration) {
        try {
            Thread.sleep(duration);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
