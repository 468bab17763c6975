package dev.eventbind.binding;

import dev.eventbind.api.DriverException;

/**
 * A driver context made current on each thread before that thread's first call, for APIs whose calls act on the
 * calling thread's current context (the CUDA driver's {@code cuCtxSetCurrent}). A platform thread that has made
 * it current pays one thread-local read per call afterwards. A virtual thread makes it current before every call:
 * the driver's current context belongs to the carrier (an OS thread), and a virtual thread moves between carriers
 * whenever it parks, so what it made current on one carrier says nothing of the next.
 *
 * <p>It trusts that nothing else on the thread switches contexts afterwards: code that does must make it current
 * again through its own call.
 */
public final class ThreadContext {

    /** The C call that makes the context current on the calling thread, throwing on a failed status. */
    @FunctionalInterface
    public interface MakeCurrent {
        /**
         * Makes the context current on the calling thread.
         *
         * @throws DriverException when the driver refuses
         */
        void run() throws DriverException;
    }

    private final ThreadLocal<Boolean> currentHere = new ThreadLocal<>();
    private final MakeCurrent makeCurrent;

    /**
     * A context not yet current on any thread.
     *
     * @param makeCurrent the call that makes it current on the calling thread
     */
    public ThreadContext(MakeCurrent makeCurrent) {
        this.makeCurrent = makeCurrent;
    }

    /**
     * Makes the context current on the calling thread unless this platform thread already made it current through
     * this object (a virtual thread always does); a failure is thrown and tried again on the thread's next call.
     *
     * @throws DriverException when the driver refuses to make it current
     */
    public void ensureCurrent() throws DriverException {
        if (Thread.currentThread().isVirtual()) {
            makeCurrent.run();
        } else if (currentHere.get() == null) {
            makeCurrent.run();
            currentHere.set(Boolean.TRUE);
        }
    }
}
