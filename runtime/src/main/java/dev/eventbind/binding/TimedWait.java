package dev.eventbind.binding;

import dev.eventbind.api.EventApi;

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
    // Thread.yield on a virtual thread unmounts it, so its carrier serves the others between two slices.
    @SuppressWarnings("ThreadPriorityCheck")
    public static int await(Call call, StatusConvention convention) {
        if (!Thread.currentThread().isVirtual()) {
            return call.call(NO_LIMIT);
        }
        int status = call.call(EventApi.VIRTUAL_THREAD_WAIT_NANOS);
        while (convention.notReady(status)) {
            Thread.yield();
            status = call.call(EventApi.VIRTUAL_THREAD_WAIT_NANOS);
        }
        return status;
    }
}
