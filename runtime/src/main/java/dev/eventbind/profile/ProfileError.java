package dev.eventbind.profile;

import dev.eventbind.api.DriverException;
import java.util.Objects;

/** Why a profiling window has no measurement. */
public sealed interface ProfileError {

    /** {@return one line for a log or an exception message} */
    String message();

    /**
     * The token names no open window: it was never issued, is already stopped, was abandoned, or its
     * profiler is closed.
     *
     * @param token the token that was given
     */
    record NotRegistered(long token) implements ProfileError {
        @Override
        public String message() {
            return "No open profiling window has token " + token;
        }
    }

    /**
     * The driver refused a call the window needed.
     *
     * @param cause the driver's refusal
     */
    record DriverFailure(DriverException cause) implements ProfileError {
        /** Requires the refusal: it is the whole point of this error. */
        public DriverFailure {
            Objects.requireNonNull(cause, "cause");
        }

        @Override
        public String message() {
            return cause.getMessage();
        }
    }

    /**
     * A failure reported from outside the profiler, for example a launch that failed inside the window.
     *
     * @param message what failed
     */
    record Unknown(String message) implements ProfileError {
        /** Requires a description. */
        public Unknown {
            Objects.requireNonNull(message, "message");
        }
    }
}
