package dev.eventbind.cli.profile;

/** Plain English around names and counts, so messages read "1 iteration" and "an OpenCL fence". */
public final class Words {

    private Words() {
    }

    /** {@code noun} with "a" or "an" before it, by its first letter ("an OpenCL", "a CUDA", "a host"). */
    public static String a(String noun) {
        return ("AEIOUaeiou".indexOf(noun.isEmpty() ? 'x' : noun.charAt(0)) >= 0 ? "an " : "a ") + noun;
    }

    /** {@code count} and {@code noun}, with an "s" unless the count is one ("1 iteration", "5 iterations"). */
    public static String count(long count, String noun) {
        return count + " " + (count == 1 ? noun : noun + "s");
    }
}
