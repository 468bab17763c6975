package dev.eventbind.api;

/**
 * A wait for the device was given up because the waiting thread was interrupted.
 *
 * <p>Unchecked, so that waits which never declared {@link InterruptedException} ({@code resolve()}) can honour
 * an interrupt too. Unlike {@code InterruptedException} it leaves the thread's interrupt status set: the code
 * further up that owns the thread still sees the interrupt. Whatever was being waited for is left as it was
 * (a fence stays unwaited, a duration unresolved), so the wait can be repeated or the object closed.
 */
public final class WaitInterruptedException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /** @param what what the thread was waiting for ("a host fence") */
    public WaitInterruptedException(String what) {
        super("Interrupted while waiting for " + what + "; the interrupt status is kept");
    }
}
