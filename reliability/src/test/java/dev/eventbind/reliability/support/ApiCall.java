package dev.eventbind.reliability.support;

import dev.eventbind.backend.host.HostCall;

/**
 * The {@link dev.eventbind.api.EventApi} calls as {@link ObservedApi} counts them: the nine of the seam, and the
 * optional non-blocking query (counted per wait), each with the host library call behind it (where a fault is
 * injected).
 */
public enum ApiCall {
    EVENT_CREATE(HostCall.EVENT_CREATE),
    EVENT_DESTROY(HostCall.EVENT_DESTROY),
    EVENT_RECORD(HostCall.EVENT_RECORD),
    EVENT_WAIT(HostCall.EVENT_SYNCHRONIZE),
    EVENT_QUERY(HostCall.EVENT_QUERY),
    EVENT_ELAPSED(HostCall.EVENT_ELAPSED),
    STREAM_WAIT_EVENT(HostCall.STREAM_WAIT_EVENT),
    STREAM_SYNCHRONIZE(HostCall.STREAM_SYNCHRONIZE),
    STREAM_CREATE(HostCall.STREAM_CREATE),
    STREAM_DESTROY(HostCall.STREAM_DESTROY);

    private final HostCall host;

    ApiCall(HostCall host) {
        this.host = host;
    }

    /** The host library call that answers this one. */
    public HostCall host() {
        return host;
    }
}
