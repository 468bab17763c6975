package dev.eventbind.spec;

/**
 * The operations a backend spec binds, with the C shape each accepts. {@code ptr} is a
 * {@link java.lang.foreign.MemorySegment} parameter, {@code int} a Java {@code int}; every op returns the
 * {@code int} status. Where two shapes are listed, the second passes {@link Bind#flags()}.
 */
public enum Op {
    /** {@code int f(ptr* event)} or {@code int f(ptr* event, int flags)}. */
    EVENT_CREATE(false),
    /** {@code int f(ptr event)}. */
    EVENT_DESTROY(false),
    /** {@code int f(ptr event, ptr stream)}. */
    EVENT_RECORD(false),
    /** {@code int f(ptr event)}; blocks the host. */
    EVENT_WAIT(true),
    /** {@code int f(float* millis, ptr start, ptr end)}. */
    EVENT_ELAPSED(false),
    /** {@code int f(ptr stream, ptr event)} or {@code int f(ptr stream, ptr event, int flags)}. */
    STREAM_WAIT_EVENT(false),
    /** {@code int f(ptr stream)}; blocks the host. */
    STREAM_SYNCHRONIZE(true),
    /** {@code int f(ptr* stream)} or {@code int f(ptr* stream, int flags)}. */
    STREAM_CREATE(false),
    /** {@code int f(ptr stream)}. */
    STREAM_DESTROY(false),
    /** Optional: {@code ptr f(int status)} returning a C string, or {@code int f(int status, ptr* string)}. */
    ERROR_NAME(false),
    /** Optional: the same shapes as {@link #ERROR_NAME}, for the description. */
    ERROR_MESSAGE(false),
    /** Optional: {@code int f(int* version)}, the runtime version, for listings. */
    VERSION(false),
    /** Optional: {@code int f(int flags)}, called once after loading (cuInit). */
    INIT(true);

    private final boolean blocking;

    Op(boolean blocking) {
        this.blocking = blocking;
    }

    /** {@return whether the call may block the host, which rules out {@link Bind#critical()}} */
    public boolean blocking() {
        return blocking;
    }

    /** {@return whether every spec must bind this op} */
    public boolean required() {
        return ordinal() <= STREAM_DESTROY.ordinal();
    }
}
