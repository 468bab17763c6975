package dev.eventbind.binding;

import dev.eventbind.api.DriverException;
import dev.eventbind.api.EventApi;
import org.jspecify.annotations.Nullable;

/**
 * A host wait through a C call that takes its own timeout ({@code zeEventHostSynchronize(event, timeout)}). On a
 * platform thread it is one call with no limit ({@code UINT64_MAX}). A virtual thread must not stay in a native
 * call for long, because the call pins its carrier: there it calls with a timeout of at most
 * {@value EventApi#VIRTUAL_THREAD_WAIT_NANOS} ns and yields between calls until the status is no longer "not ready".
 */
public final class TimedWait {

    /** C's {@code UINT64_MAX} as a Java {@code long}: no limit. */
    public static final long NO_LIMIT = -1L;

    /** One native wait: the status of the C call given a timeout in nanoseconds. */
    @FunctionalInterface
    public interface Call {
        /**
         * Calls the native wait.
         *
         * @param timeoutNanos the timeout passed to C; {@link #NO_LIMIT} for none
         * @return the C status
         */
        int call(long timeoutNanos);
    }

    private TimedWait() {
    }

    /**
     * The timeout one native call of {@code EventApi.eventWaitFor(event, timeoutNanos)} gets: at least 0, and at most
     * {@value EventApi#VIRTUAL_THREAD_WAIT_NANOS} ns on a virtual thread.
     *
     * @param timeoutNanos what the caller asked for
     * @return the timeout passed to C
     */
    public static long limit(long timeoutNanos) {
        long limit = Math.max(0, timeoutNanos);
        return Thread.currentThread().isVirtual() ? Math.min(limit, EventApi.VIRTUAL_THREAD_WAIT_NANOS) : limit;
    }

    /**
     * Waits until {@code call} returns something other than the convention's "not ready".
     *
     * @param call the native wait
     * @param convention says which statuses mean "not ready" (a timeout that ran out)
     * @return the last status: success, or the failure to report
     */
    public static int await(Call call, StatusConvention convention) {
        try {
            return await(call, convention, null);
        } catch (DriverException e) {
            throw new AssertionError("no context to make current", e);
        }
    }

    /**
     * Waits as {@link #await(Call, StatusConvention)} does, for an API whose calls act on the thread's current
     * context: the caller made it current before, and a virtual thread makes it current again before each later
     * call, since it may resume on another carrier after it yields.
     *
     * @param call the native wait
     * @param convention says which statuses mean "not ready" (a timeout that ran out)
     * @param context the context the call needs current, or {@code null} for none
     * @return the last status: success, or the failure to report
     * @throws DriverException when the context cannot be made current again
     */
    // Thread.yield on a virtual thread unmounts it, so its carrier serves the others between two slices.
    @SuppressWarnings("ThreadPriorityCheck")
    public static int await(Call call, StatusConvention convention, @Nullable ThreadContext context)
            throws DriverException {
        if (!Thread.currentThread().isVirtual()) {
            return call.call(NO_LIMIT);
        }
        int status = call.call(EventApi.VIRTUAL_THREAD_WAIT_NANOS);
        while (convention.notReady(status)) {
            Thread.yield();
            if (context != null) {
                context.ensureCurrent();
            }
            status = call.call(EventApi.VIRTUAL_THREAD_WAIT_NANOS);
        }
        return status;
    }
}
