package dev.eventbind.profile;

/** How a profiled duration was measured, so a reader knows what the number includes. */
public enum TimingMethod {
    /** Between two device events: only the device work between them, no host stall. */
    DEVICE,
    /** Host clock around a full synchronization: includes launch and synchronization overhead. */
    SYSTEM
}
