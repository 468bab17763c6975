package dev.eventbind.backend.host;

/**
 * The host runtime's calls that a fault can be injected into, with their {@code EBH_CALL_*} numbers from
 * eventbind_host.h; see {@link HostRuntime#ebhInjectFault}.
 */
public enum HostCall {
    EVENT_CREATE(0),
    EVENT_DESTROY(1),
    EVENT_RECORD(2),
    EVENT_SYNCHRONIZE(3),
    EVENT_QUERY(4),
    EVENT_ELAPSED(5),
    STREAM_WAIT_EVENT(6),
    STREAM_SYNCHRONIZE(7),
    STREAM_CREATE(8),
    STREAM_DESTROY(9),
    ENQUEUE_SLEEP(10),
    ENQUEUE_FILL(11);

    private final int code;

    HostCall(int code) {
        this.code = code;
    }

    /** The {@code EBH_CALL_*} number. */
    public int code() {
        return code;
    }
}
