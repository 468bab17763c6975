package dev.eventbind.spec;

/**
 * How discovery ranks a backend when the user names none: GPUs first, then portable drivers, then the host. A spec's
 * {@link EventBackend#rank()} is the best its devices reach; where the spec ranks the device it opened
 * ({@link Op#DEVICE_RANK}), the probe reports that rank, which may be lower (a GPU API on a CPU device).
 */
public enum Rank {
    /** A vendor GPU runtime (CUDA, HIP). */
    GPU,
    /** A portable driver that may sit on any device (OpenCL). */
    PORTABLE,
    /** The host (CPU) backend: always last, always there. */
    HOST;

    /**
     * This rank, or {@code best} where this one ranks before it: a device's rank never raises its backend above
     * the rank the backend declares, which discovery orders by before it probes.
     *
     * @param best the best rank allowed
     * @return the later of the two in discovery order
     */
    public Rank cappedAt(Rank best) {
        return compareTo(best) < 0 ? best : this;
    }
}
