package dev.eventbind.binding;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;

/** The calls passing a closeable backend's device in flight, and the close that waits them out. */
class DeviceUseTest {

    @Test
    void closeWaitsForTheUseInFlightAndRefusesEveryLaterOne() throws Exception {
        DeviceUse use = new DeviceUse("Test");
        use.enter();
        AtomicBoolean closed = new AtomicBoolean();
        CountDownLatch closing = new CountDownLatch(1);
        Thread closer = Thread.ofPlatform().start(() -> {
            closing.countDown();
            closed.set(use.close());
        });
        closing.await();
        Thread.sleep(50);

        assertFalse(closed.get(), "the release waits while a use is in flight");
        IllegalStateException refused = assertThrows(IllegalStateException.class, use::enter);
        assertEquals("Test backend used after close()", refused.getMessage());
        use.exit();
        closer.join(TimeUnit.SECONDS.toMillis(10));
        assertTrue(closed.get(), "the first close goes on to the release once no use is in flight");
        assertEquals(0, use.inFlight(), "a refused entry leaves nothing counted");
        assertFalse(use.close(), "a second close does not release again");
    }

    @Test
    void usesOnManyThreadsNeverWaitForEachOther() throws Exception {
        DeviceUse use = new DeviceUse("Test");
        use.enter(); // a long use, as a host wait would be, held while others come and go
        Thread[] threads = new Thread[8];
        for (int t = 0; t < threads.length; t++) {
            threads[t] = Thread.ofPlatform().start(() -> {
                for (int i = 0; i < 10_000; i++) {
                    use.enter();
                    use.exit();
                }
            });
        }
        for (Thread thread : threads) {
            thread.join(TimeUnit.SECONDS.toMillis(30));
            assertFalse(thread.isAlive(), "no use waited for the one in flight");
        }
        assertEquals(1, use.inFlight());
        use.exit();
        assertTrue(use.close());
    }
}
