package dev.eventbind.reliability.support;

import dev.eventbind.backend.host.HostCall;
import dev.eventbind.backend.host.HostRuntime;
import dev.eventbind.backend.host.HostRuntimeEvents;
import dev.eventbind.backend.host.HostRuntimeFunctions;

/**
 * The one place the reliability tests reach the host library: its typed {@link HostRuntimeEvents}, shared by
 * every test of the run, and its test hooks (counters, fault injection), which are process-wide anyway.
 */
public final class HostLibrary {

    private static final HostRuntimeEvents EVENTS = HostRuntimeEvents.open();
    private static final HostRuntime HOOKS = HostRuntimeFunctions.open();

    private HostLibrary() {
    }

    /** The host backend's {@link dev.eventbind.api.EventApi}. */
    public static HostRuntimeEvents events() {
        return EVENTS;
    }

    /** The library's raw calls: its counters and its fault injection. */
    static HostRuntime hooks() {
        return HOOKS;
    }

    /**
     * Makes the next {@code times} calls of {@code call} answer {@code status} ({@code times < 0}: every call until
     * {@link #clearFaults()}).
     */
    public static void injectFault(HostCall call, int status, int times) {
        int answer = hooks().ebhInjectFault(call.code(), status, times);
        if (answer != 0) {
            throw new IllegalStateException("ebhInjectFault answered " + answer);
        }
    }

    /** Clears every injected fault. */
    public static void clearFaults() {
        hooks().ebhClearFaults();
    }
}
