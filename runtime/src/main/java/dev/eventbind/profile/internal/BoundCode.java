package dev.eventbind.profile.internal;

/**
 * A placement bound as sixteen bits: under 2,048 ns the bound itself; above, a mantissa of eleven bits (1,024 to
 * 2,047) in the low bits and its shift in the top five, rounded up so that the bound read back is never narrower
 * than the one given (by less than 0.1%). {@link #UNKNOWN} stands for an unknown bound and for one the largest
 * shift cannot hold (73 minutes and over).
 *
 * <p>Every view of a window reports its bound {@linkplain #rounded rounded} so: its listeners, its batch, and the
 * duration that holds the bound in sixteen bits, so one window never shows two bounds.
 */
public final class BoundCode {

    /** The code of an unknown bound. */
    public static final long UNKNOWN = 0xFFFF;
    private static final int MANTISSA_BITS = 11;
    private static final long MANTISSA_MASK = (1L << MANTISSA_BITS) - 1;

    private BoundCode() {
    }

    /** {@return the code of {@code bound}, in nanoseconds; a negative one (an overflowed sum) is unknown} */
    public static long encode(long bound) {
        if (bound < 0) {
            return UNKNOWN;
        }
        if (bound <= MANTISSA_MASK) {
            return bound;
        }
        int shift = Long.SIZE - Long.numberOfLeadingZeros(bound) - MANTISSA_BITS;
        long mantissa = ((bound - 1) >>> shift) + 1; // rounded up; at most 2^11, which renormalises below
        if (mantissa > MANTISSA_MASK) {
            mantissa >>>= 1;
            shift++;
        }
        long code = (long) shift << MANTISSA_BITS | mantissa;
        return code >= UNKNOWN ? UNKNOWN : code;
    }

    /** {@return the bound the low sixteen bits of {@code field} hold, {@link Long#MAX_VALUE} when unknown} */
    public static long decode(long field) {
        long code = field & UNKNOWN;
        return code == UNKNOWN ? Long.MAX_VALUE : (code & MANTISSA_MASK) << (code >>> MANTISSA_BITS);
    }

    /** {@return {@code bound} as its code reads back: the same under 2,048 ns, rounded up above} */
    public static long rounded(long bound) {
        return decode(encode(bound));
    }
}
