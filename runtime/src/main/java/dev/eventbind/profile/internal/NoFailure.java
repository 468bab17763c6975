package dev.eventbind.profile.internal;

/** The type of {@link Window#NO_FAILURE}, a window's read failure until one happens: no stack, never thrown. */
final class NoFailure extends Throwable {

    private static final long serialVersionUID = 1L;

    NoFailure() {
        super("no failure", null, false, false);
    }
}
