package dev.eventbind.recording;

/** An {@link Error} a test makes the backend throw, to check that nothing is held after one. */
public final class InjectedError extends Error {

    private static final long serialVersionUID = 1L;

    public InjectedError(String where) {
        super("injected by the test in " + where);
    }
}
