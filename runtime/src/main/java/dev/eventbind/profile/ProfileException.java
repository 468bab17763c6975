package dev.eventbind.profile;

import java.util.Objects;

/** A profiling window could not be measured; {@link #error()} says why, as a value a switch can inspect. */
public final class ProfileException extends Exception {

    private static final long serialVersionUID = 1L;

    private final transient ProfileError error;

    /**
     * A window without a measurement.
     *
     * @param error why the window has no measurement
     */
    public ProfileException(ProfileError error) {
        super(Objects.requireNonNull(error, "error").message(),
                error instanceof ProfileError.DriverFailure failure ? failure.cause() : null);
        this.error = error;
    }

    /** {@return why the window has no measurement} */
    public ProfileError error() {
        return error;
    }
}
