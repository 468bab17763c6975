package dev.eventbind.spec;

/**
 * The operations a backend spec binds, with the C shape each accepts. {@code ptr} is a
 * {@link java.lang.foreign.MemorySegment} parameter, {@code int} a Java {@code int}; every op but the string
 * form of {@link #ERROR_NAME} returns the {@code int} status. Where two shapes are listed, the second passes
 * {@link Bind#flags()}. The processor holds the same shapes; a test checks that this text agrees with them.
 */
public enum Op {
    /** {@code int f(ptr* event)} or {@code int f(ptr* event, int flags)}. */
    EVENT_CREATE(true, false),
    /** {@code int f(ptr event)}. */
    EVENT_DESTROY(true, false),
    /** {@code int f(ptr event, ptr stream)}. */
    EVENT_RECORD(true, false),
    /** {@code int f(ptr event)}; blocks the host. */
    EVENT_WAIT(true, true),
    /** {@code int f(float* millis, ptr start, ptr end)}. */
    EVENT_ELAPSED(true, false),
    /** {@code int f(ptr stream, ptr event)} or {@code int f(ptr stream, ptr event, int flags)}. */
    STREAM_WAIT_EVENT(true, false),
    /** {@code int f(ptr stream)}; blocks the host. */
    STREAM_SYNCHRONIZE(true, true),
    /** {@code int f(ptr* stream)} or {@code int f(ptr* stream, int flags)}. */
    STREAM_CREATE(true, false),
    /** {@code int f(ptr stream)}. */
    STREAM_DESTROY(true, false),
    /** Optional: {@code ptr f(int status)} returning a C string, or {@code int f(int status, ptr* string)}. */
    ERROR_NAME(false, false),
    /** Optional, for the description: {@code ptr f(int status)} or {@code int f(int status, ptr* string)}. */
    ERROR_MESSAGE(false, false),
    /** Optional: {@code int f(int* version)}, the runtime version, for listings. */
    VERSION(false, false),
    /** Optional: {@code int f(int flags)}, called once after loading (cuInit); may block the host. */
    INIT(false, true),
    /**
     * Optional: {@code int f(ptr event)}, the non-blocking query (cudaEventQuery): success means reached, a
     * {@link Status#notReady()} status means not yet; it implements {@code EventApi.eventQuery}.
     */
    EVENT_QUERY(false, false);

    private final boolean required;
    private final boolean blocking;

    Op(boolean required, boolean blocking) {
        this.required = required;
        this.blocking = blocking;
    }

    /** Whether the call may block the host, which rules out {@link Bind#critical()}. */
    public boolean blocking() {
        return blocking;
    }

    /** Whether every spec must bind this op: the ones {@code EventApi} cannot do without. */
    public boolean required() {
        return required;
    }
}
