package dev.eventbind.sync;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The runtime's spin lock: exclusive across threads, reentrant on one, and only {@code lock()}/{@code unlock()}. */
class SpinLockTest {

    private final SpinLock lock = new SpinLock();
    private long counter; // guarded by lock, in the test's threads

    @Test
    void threadsTakingItInTurnLoseNoIncrement() throws Exception {
        int threads = 8;
        int rounds = 20_000;
        CountDownLatch start = new CountDownLatch(1);
        List<Thread> started = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            started.add(Thread.ofPlatform().start(() -> {
                try {
                    start.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                }
                for (int i = 0; i < rounds; i++) {
                    lock.lock();
                    try {
                        counter++; // a read and a write: a lost update shows as a short count
                    } finally {
                        lock.unlock();
                    }
                }
            }));
        }
        start.countDown();
        for (Thread thread : started) {
            thread.join(TimeUnit.SECONDS.toMillis(60));
        }
        assertEquals((long) threads * rounds, counter);
        assertFalse(lock.heldByCurrentThread());
    }

    @Test
    void theOwnerTakesItAgainAndHoldsItUntilItsLastUnlock() throws Exception {
        lock.lock();
        lock.lock();
        assertTrue(lock.heldByCurrentThread());
        lock.unlock();
        assertTrue(lock.heldByCurrentThread(), "held until the outer unlock");
        boolean[] otherHeldIt = new boolean[1];
        Thread other = Thread.ofPlatform().start(() -> otherHeldIt[0] = lock.heldByCurrentThread());
        other.join();
        assertFalse(otherHeldIt[0], "another thread does not hold it");
        lock.unlock();
        assertFalse(lock.heldByCurrentThread());
    }

    @Test
    void aWaiterGetsItOnceTheOwnerLetsGo() throws Exception {
        lock.lock();
        CountDownLatch taken = new CountDownLatch(1);
        Thread waiter = Thread.ofPlatform().start(() -> {
            lock.lock();
            try {
                taken.countDown();
            } finally {
                lock.unlock();
            }
        });
        assertFalse(taken.await(50, TimeUnit.MILLISECONDS), "taken while held");
        lock.unlock();
        assertTrue(taken.await(10, TimeUnit.SECONDS), "the waiter never took it");
        waiter.join();
    }

    @Test
    void onlyLockAndUnlockAreSupported() {
        assertThrows(UnsupportedOperationException.class, lock::tryLock);
        assertThrows(UnsupportedOperationException.class, () -> lock.tryLock(1, TimeUnit.SECONDS));
        assertThrows(UnsupportedOperationException.class, lock::lockInterruptibly);
        assertThrows(UnsupportedOperationException.class, lock::newCondition);
    }
}
