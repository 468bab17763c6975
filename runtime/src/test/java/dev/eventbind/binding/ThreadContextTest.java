package dev.eventbind.binding;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.eventbind.api.DriverException;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * A context made current once per platform thread, before every call of a virtual one, and again after a refused
 * attempt.
 */
class ThreadContextTest {

    @Test
    void eachThreadMakesItCurrentOnceForAllItsCalls() throws Exception {
        AtomicInteger calls = new AtomicInteger();
        ThreadContext context = new ThreadContext(calls::incrementAndGet);

        for (int i = 0; i < 5; i++) {
            context.ensureCurrent();
        }
        Thread other = Thread.ofPlatform().start(() -> {
            try {
                context.ensureCurrent();
                context.ensureCurrent();
            } catch (DriverException e) {
                throw new AssertionError(e);
            }
        });
        other.join();

        assertEquals(2, calls.get(), "once on this thread, once on the other");
    }

    @Test
    void aVirtualThreadMakesItCurrentBeforeEveryCallSinceItsCarrierMayChange() throws Exception {
        AtomicInteger calls = new AtomicInteger();
        ThreadContext context = new ThreadContext(calls::incrementAndGet);

        Thread virtual = Thread.ofVirtual().start(() -> {
            try {
                for (int i = 0; i < 3; i++) {
                    context.ensureCurrent();
                    Thread.yield(); // may move it to another carrier
                }
            } catch (DriverException e) {
                throw new AssertionError(e);
            }
        });
        virtual.join();

        assertEquals(3, calls.get(), "a virtual thread's carrier is not known to hold the context");
    }

    @Test
    void aRefusedAttemptIsThrownAndTriedAgainOnTheNextCall() throws DriverException {
        DriverException refused = new DriverException("test", "cuCtxSetCurrent", 201, "CUDA_ERROR_INVALID_CONTEXT",
                "invalid device context", false);
        AtomicInteger calls = new AtomicInteger();
        ThreadContext context = new ThreadContext(() -> {
            if (calls.incrementAndGet() == 1) {
                throw refused;
            }
        });

        assertSame(refused, assertThrows(DriverException.class, context::ensureCurrent));
        context.ensureCurrent();
        context.ensureCurrent();

        assertEquals(2, calls.get());
    }
}
