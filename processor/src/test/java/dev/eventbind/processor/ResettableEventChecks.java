package dev.eventbind.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.api.EventApi;
import dev.eventbind.fence.EventFence;
import dev.eventbind.profile.EventProfiler;
import dev.eventbind.profile.ProfileDuration;
import dev.eventbind.profile.ProfileResult;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * What a generated backend over events that must be reset before they are signalled again does the same on either
 * fake library that enforces it (Level Zero's events, Vulkan's timestamp queries): a host wait with a native
 * timeout, in one call on a platform thread and in slices of at most 1 ms on a virtual one, and fences and a
 * profiler whose windows reuse their events, each reset before it is recorded again. Each fake counts its host
 * waits and resets and reports the last wait's timeout through its test controls.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class ResettableEventChecks {

    /** The fake library whose generated backend is checked. */
    final FakeLibraryBackend fake;
    /** Its generated backend, opened once for the class. */
    EventApi<Object, Object> api;

    ResettableEventChecks(FakeLibraryBackend fake) {
        this.fake = fake;
    }

    /**
     * What the fake reports of an event signalled again without a reset, to compare before and after, where it
     * counts such a misuse instead of refusing the call (Vulkan's validation errors); empty where the call fails.
     */
    abstract Optional<Integer> misuses();

    @BeforeAll
    void open() {
        api = fake.open();
    }

    /** Releases the backend's device where its spec binds a release. */
    @AfterAll
    void close() throws Exception {
        if (api instanceof AutoCloseable closable) {
            closable.close();
        }
    }

    int count(String counter) {
        return (int) fake.control(counter);
    }

    /** Queues {@code duration} of work on {@code stream}. */
    void work(Object stream, Duration duration) {
        fake.control("appendSleep", FakeLibraryBackend.handle(stream), duration.toNanos());
    }

    @Test
    void aNeverRecordedEventIsReachedForAHostWaitAQueryAndAStreamWait() throws Exception {
        Object stream = api.streamCreateNonBlocking();
        Object event = api.eventCreate();
        int before = count("hostWaits");

        // The native event has no signal: a wait that reached the driver would never return.
        assertTimeoutPreemptively(Duration.ofSeconds(10), () -> {
            api.eventWait(event);
            assertTrue(api.eventWaitFor(event, Duration.ofSeconds(1).toNanos()));
            assertTrue(api.eventQuery(event));
            api.streamWaitEvent(stream, event);
            api.streamSynchronize(stream);
        });

        assertEquals(before, count("hostWaits"), "no wait reached the driver");
        api.eventDestroy(event);
        api.streamDestroy(stream);
    }

    @Test
    void aPlatformThreadWaitsInOneNativeCallAndAVirtualThreadInSlices() throws Exception {
        Object stream = api.streamCreateNonBlocking();
        Object event = api.eventCreate();
        work(stream, Duration.ofMillis(50));
        api.eventRecord(event, stream);
        int before = count("hostWaits");
        api.eventWait(event);
        assertEquals(before + 1, count("hostWaits"), "one call");
        assertEquals(-1L, fake.control("lastWaitTimeout"), "with no limit: UINT64_MAX");

        // Long enough that a busy machine still starts the virtual thread before the work is done.
        work(stream, Duration.ofMillis(200));
        api.eventRecord(event, stream);
        int sliced = count("hostWaits");
        AtomicReference<Throwable> failure = new AtomicReference<>();
        Thread.ofVirtual().start(() -> {
            try {
                api.eventWait(event);
            } catch (Throwable t) {
                failure.set(t);
            }
        }).join();

        assertEquals(null, failure.get());
        assertTrue(count("hostWaits") - sliced >= 2, "200 ms in slices: " + (count("hostWaits") - sliced)
                + " calls, each ending in a timeout but the last");
        assertEquals(1_000_000L, fake.control("lastWaitTimeout"), "each at most 1 ms");
        api.eventDestroy(event);
        api.streamDestroy(stream);
    }

    @Test
    void fencesAndAProfilerWhoseWindowsReuseEventsWorkOnResettableEvents() throws Exception {
        Object first = api.streamCreateNonBlocking();
        Object second = api.streamCreateNonBlocking();
        int resets = count("resets");
        Optional<Integer> misused = misuses();
        List<ProfileDuration> windows = new ArrayList<>();
        try (EventProfiler<Object, Object> profiler = new EventProfiler<>(api)) {
            for (int round = 0; round < 3; round++) {
                for (int i = 0; i < 8; i++) {
                    long token = profiler.start(first);
                    work(first, Duration.ofMillis(2));
                    windows.add(profiler.stop(first, token));
                }
                EventFence.mint(api, first).waitAsync(second);
                EventFence.mint(api, second).waitSync();
                // Resolved windows give their events back, so the next round records them again.
                for (ProfileDuration window : windows) {
                    ProfileResult result = window.resolve();
                    assertTrue(result.duration().compareTo(Duration.ofMillis(2)) >= 0, result.toString());
                }
                windows.clear();
            }
        }
        assertTrue(count("resets") > resets, "the windows' events were recorded again, each after a reset");
        misused.ifPresent(before -> assertEquals(before, misuses().orElseThrow(),
                "no event was signalled twice without a reset"));
        api.streamDestroy(first);
        api.streamDestroy(second);
    }
}
