package dev.eventbind.spec;

/**
 * The host clock an {@link Op#PAIRED_CLOCK} read stamps, as a spec names it ({@link Bind#hostClock()}); the
 * generated backend reports the {@code dev.eventbind.api.PairedClock.HostClock} of the same name (the annotations
 * depend on no other eventbind package, so the two enums are kept alike by a test).
 */
public enum PairedHostClock {
    /** {@code CLOCK_MONOTONIC}, what {@code System.nanoTime} reads on Linux. */
    CLOCK_MONOTONIC,
    /** {@code CLOCK_MONOTONIC_RAW}, as Level Zero's {@code zeDeviceGetGlobalTimestamps} stamps. */
    CLOCK_MONOTONIC_RAW
}
