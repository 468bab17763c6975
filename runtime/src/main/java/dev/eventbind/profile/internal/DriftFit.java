package dev.eventbind.profile.internal;

/**
 * The device clock's rate against the host clock, fitted over the brackets of the last {@value #HISTORY} anchors.
 *
 * <p>Each anchor is a device time {@code d} (its distance, on the device clock, from the first anchor kept) and a
 * host-clock bracket {@code [low, high]} the device certainly reached it in. A line {@code host = a + s * d}
 * passes through every bracket exactly when, for every pair {@code i < j},
 * {@code (low_j - high_i) / (d_j - d_i) <= s <= (high_j - low_i) / (d_j - d_i)}: eliminating {@code a} leaves only
 * these pairwise conditions. So the slopes of every line the brackets allow form one interval, found exactly in
 * one pass over the pairs. Its middle is the fitted rate, and its half-width bounds how wrong that rate can be.
 *
 * <p>This is robust in the way that matters here: a bracket that a preempted thread stretched still holds the
 * truth, so it only loosens the interval, never shifts it. Brackets that allow no common line at all mean the
 * device clock jumped (a reset, an undeclared wrap) or its rate moved: the fit starts again from the newest anchor
 * alone, whose rate is none and its uncertainty {@link #PRIOR}, so the windows placed under it carry bounds that
 * say the rate is not known.
 *
 * <p>Not thread safe: its {@link AnchorClock} calls it under its monitor.
 */
final class DriftFit {

    /** How many anchors the fit spans; at one anchor a second, about a quarter of a minute. */
    static final int HISTORY = 16;
    /**
     * How far apart the two clocks' rates may be while nothing has been fitted: 500 ppm, ten times what GPU
     * crystals are specified to (20 to 50 ppm).
     */
    static final double PRIOR = 500e-6;
    /**
     * How far one elapsed read can be off, relative to its length: drivers that report float milliseconds (CUDA,
     * HIP, the host backend) keep 24 bits of it, so every device interval is taken as exact to 2^-23 of itself.
     */
    static final double READ_PRECISION = 0x1p-23;
    /** {@link #READ_PRECISION} as a shift: it is a power of two. */
    private static final int READ_SHIFT = -Math.getExponent(READ_PRECISION);

    /**
     * {@return how far an elapsed read of {@code deviceNanos} (not negative) can be off through its format}: the
     * ceiling of {@code deviceNanos * }{@link #READ_PRECISION}, in integer arithmetic (an arithmetic shift floors,
     * so the negated shift of the negated length is its ceiling), as every window reads it three times.
     */
    static long readError(long deviceNanos) {
        return -(-deviceNanos >> READ_SHIFT);
    }

    // Oldest first; count entries in use.
    private final long[] device = new long[HISTORY];
    private final long[] low = new long[HISTORY];
    private final long[] high = new long[HISTORY];
    private int count;
    private double rate;
    private double uncertainty = PRIOR;
    // The slopes (host nanoseconds per device nanosecond) the brackets allow, without the prior; NaN before two.
    private double slowestSlope = Double.NaN;
    private double fastestSlope = Double.NaN;

    /**
     * Adds an anchor's bracket and fits again.
     *
     * @param deviceNanos the anchor's device time, after every anchor added before (else the history restarts)
     * @param lowNanos the earliest host time the device can have reached the anchor at
     * @param highNanos the latest
     * @param slackNanos how far a device reading can be off (the timer's resolution): widens every bracket
     */
    void add(long deviceNanos, long lowNanos, long highNanos, long slackNanos) {
        if (count > 0 && deviceNanos <= device[count - 1]) {
            count = 0; // the device clock went back: nothing before it can be joined to it
        }
        if (count == HISTORY) {
            dropOldest();
        }
        device[count] = deviceNanos;
        low[count] = lowNanos - slackNanos;
        high[count] = highNanos + slackNanos;
        count++;
        if (!fit()) {
            // No line passes them all: the clock jumped, or its rate changed more than the brackets allow. Two
            // brackets always agree, so dropping the oldest until the rest do would read a jump as a rate; the fit
            // starts again from this anchor instead, and its bounds say the rate is unknown until the next.
            device[0] = device[count - 1];
            low[0] = low[count - 1];
            high[0] = high[count - 1];
            count = 1;
            fit();
        }
    }

    /** The fitted rate: a device nanosecond lasts {@code 1 + rate()} host nanoseconds. */
    double rate() {
        return rate;
    }

    /** How far the true rate can be from {@link #rate()}: half the width of the slopes the brackets allow. */
    double uncertainty() {
        return uncertainty;
    }

    /**
     * Narrows the newest anchor's bracket by every older one carried forward along the slopes the brackets allow:
     * each older bracket, moved to the newest anchor's device time at the slowest and the fastest slope, still holds
     * where the device reached it. Writes the narrowed {@code [low, high]} into {@code bounds}; with fewer than two
     * anchors, or brackets that do not meet, the newest anchor's own.
     *
     * @param bounds two slots: the newest anchor's bracket on entry, the narrowed one on return
     */
    void narrow(long[] bounds) {
        if (count < 2 || Double.isNaN(slowestSlope)) {
            return;
        }
        long newest = device[count - 1];
        long from = bounds[0];
        long to = bounds[1];
        for (int i = 0; i < count - 1; i++) {
            from = Math.max(from, carriedLow(low[i], newest - device[i]));
            to = Math.min(to, carriedHigh(high[i], newest - device[i]));
        }
        if (from <= to) {
            bounds[0] = from;
            bounds[1] = to;
        }
    }

    /**
     * Narrows the newest anchor's bracket, as {@link #narrow(long[])} does, by an estimate of where the device reached
     * an older point of the fit's timeline: host time {@code [lowNanos, highNanos]} at device time
     * {@code deviceNanos}, carried forward along the slopes the brackets allow. An anchor placed within its error
     * is such an estimate, and it may be tighter than its own bracket: it carries what the anchors before it knew.
     * Nothing changes with fewer than two anchors, for a point older than the fit, or when the two do not meet.
     *
     * @param bounds two slots: the newest anchor's bracket on entry, the narrowed one on return
     */
    void narrow(long[] bounds, long deviceNanos, long lowNanos, long highNanos) {
        if (count < 2 || Double.isNaN(slowestSlope) || deviceNanos < device[0]) {
            return;
        }
        long span = device[count - 1] - deviceNanos;
        long from = Math.max(bounds[0], carriedLow(lowNanos, span));
        long to = Math.min(bounds[1], carriedHigh(highNanos, span));
        if (from <= to) {
            bounds[0] = from;
            bounds[1] = to;
        }
    }

    /** The earliest host time a point at or after {@code lowNanos} lies at {@code span} device nanoseconds later. */
    private long carriedLow(long lowNanos, long span) {
        return lowNanos + (long) Math.floor(span * slowestSlope) - 1;
    }

    /** The latest host time a point at or before {@code highNanos} lies at {@code span} device nanoseconds later. */
    private long carriedHigh(long highNanos, long span) {
        return highNanos + (long) Math.ceil(span * fastestSlope) + 1;
    }

    /** {@return the width of the newest anchor's bracket, with its slack; 0 before the first} */
    long newestWidth() {
        return count == 0 ? 0 : high[count - 1] - low[count - 1];
    }

    /** How many anchors the current fit rests on. */
    int anchors() {
        return count;
    }

    /** Forgets every anchor: the next fit starts again from the prior. */
    void reset() {
        count = 0;
        rate = 0;
        uncertainty = PRIOR;
        slowestSlope = Double.NaN;
        fastestSlope = Double.NaN;
    }

    private void dropOldest() {
        System.arraycopy(device, 1, device, 0, count - 1);
        System.arraycopy(low, 1, low, 0, count - 1);
        System.arraycopy(high, 1, high, 0, count - 1);
        count--;
    }

    /** Fits the slope interval; false when the brackets allow no common line. */
    private boolean fit() {
        if (count < 2) {
            rate = 0;
            uncertainty = PRIOR;
            slowestSlope = Double.NaN;
            fastestSlope = Double.NaN;
            return true;
        }
        double slowest = Double.NEGATIVE_INFINITY; // of the slopes host / device the brackets allow
        double fastest = Double.POSITIVE_INFINITY;
        for (int j = 1; j < count; j++) {
            for (int i = 0; i < j; i++) {
                double span = device[j] - device[i];
                slowest = Math.max(slowest, (low[j] - high[i]) / span);
                fastest = Math.min(fastest, (high[j] - low[i]) / span);
            }
        }
        if (slowest > fastest) {
            return false;
        }
        // Each device interval is a sum of elapsed reads, each exact to READ_PRECISION of itself.
        slowest -= READ_PRECISION;
        fastest += READ_PRECISION;
        slowestSlope = slowest;
        fastestSlope = fastest;
        // Within the prior where the brackets allow it; brackets that rule the prior out are knowledge, it is not.
        double from = Math.max(slowest, 1 - PRIOR);
        double to = Math.min(fastest, 1 + PRIOR);
        if (from > to) {
            from = slowest;
            to = fastest;
        }
        rate = (from + to) / 2 - 1;
        uncertainty = (to - from) / 2;
        return true;
    }
}
