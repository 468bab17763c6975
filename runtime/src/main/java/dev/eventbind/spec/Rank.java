package dev.eventbind.spec;

/** How discovery ranks a backend when the user names none: GPUs first, then portable drivers, then the host. */
public enum Rank {
    /** A vendor GPU runtime (CUDA, HIP). */
    GPU,
    /** A portable driver that may sit on any device (OpenCL). */
    PORTABLE,
    /** The host (CPU) backend: always last, always there. */
    HOST
}
