package dev.eventbind.bench.jni;

/** A failed call through {@link NoopJni}, thrown from C. */
public final class NoopJniException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /** Called from C with "<function> failed with status <n>". */
    public NoopJniException(String message) {
        super(message);
    }
}
