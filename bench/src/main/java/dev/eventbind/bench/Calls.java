package dev.eventbind.bench;

/**
 * The status check every hand-written route performs after a call, so that all routes do the same work as
 * the generated backend (which turns a non-zero status into a {@code DriverException}).
 */
public final class Calls {

    private Calls() {
    }

    /** Throws when {@code status} is not the library's success value 0. */
    public static void check(int status, String function) {
        if (status != 0) {
            throw new IllegalStateException(function + " failed with status " + status);
        }
    }
}
