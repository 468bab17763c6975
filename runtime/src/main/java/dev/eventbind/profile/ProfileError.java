package dev.eventbind.profile;

import dev.eventbind.api.DriverException;
import java.time.Duration;
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
            String message = cause.getMessage();
            return message != null ? message : cause.toString();
        }
    }

    /**
     * {@code stop} was given a stream other than the one the window started on. Two streams' events share no
     * order, so such a span would measure nothing meaningful; the window stays open, to be stopped on its start
     * stream or abandoned.
     *
     * @param token the window
     * @param started the stream it started on, as the backend prints it
     * @param given the stream {@code stop} was given
     */
    record WrongStream(long token, String started, String given) implements ProfileError {
        /** Requires both streams. */
        public WrongStream {
            Objects.requireNonNull(started, "started");
            Objects.requireNonNull(given, "given");
        }

        @Override
        public String message() {
            return "Profiling window " + token + " started on stream " + started + " and cannot be stopped on "
                    + given + "; stop it on its start stream";
        }
    }

    /**
     * Reading a stopped window back failed: waiting for its events or reading their times. The result of such a
     * window reports {@code reported}, a placeholder so long that the window never wins an autotune.
     *
     * @param cause the driver's refusal ({@link DriverException}) or whatever else the backend threw, an
     *     {@link Error} included
     * @param reported the placeholder length the result's ticks span
     */
    record ReadBackFailed(Throwable cause, Duration reported) implements ProfileError {
        /** Requires the cause and the placeholder. */
        public ReadBackFailed {
            Objects.requireNonNull(cause, "cause");
            Objects.requireNonNull(reported, "reported");
        }

        @Override
        public String message() {
            return "Reading back the profiling window failed (reported as " + reported.toSeconds()
                    + " s, not measured): " + cause.getMessage();
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
