package dev.eventbind.backend.host;

/**
 * The host runtime's counters, with their {@code EBH_COUNT_*} numbers from eventbind_host.h; see
 * {@link HostRuntime#ebhCount}. A destroyed handle stops counting as live at once, even with work still queued.
 */
public enum HostCounter {
    LIVE_EVENTS(0),
    LIVE_STREAMS(1),
    EVENTS_CREATED(2),
    EVENTS_DESTROYED(3),
    STREAMS_CREATED(4),
    STREAMS_DESTROYED(5),
    /** Calls refused because a handle was destroyed, of the wrong kind, or never issued. */
    INVALID_HANDLES(6),
    /** Host buffers whose memory is still allocated: freed ones count until their queued work has run. */
    LIVE_BUFFERS(7);

    private final int code;

    HostCounter(int code) {
        this.code = code;
    }

    /** The {@code EBH_COUNT_*} number. */
    public int code() {
        return code;
    }
}
