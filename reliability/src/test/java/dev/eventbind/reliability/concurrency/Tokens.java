package dev.eventbind.reliability.concurrency;

import java.util.Arrays;

/** The tokens one thread was issued, kept unboxed: a million-window run would otherwise box a million longs. */
final class Tokens {

    private long[] issued = new long[1024];
    private int size;

    void add(long token) {
        if (size == issued.length) {
            issued = Arrays.copyOf(issued, size * 2);
        }
        issued[size++] = token;
    }

    int size() {
        return size;
    }

    /** How many tokens occur more than once across {@code all}. */
    static long duplicates(Iterable<Tokens> all) {
        int total = 0;
        for (Tokens tokens : all) {
            total += tokens.size;
        }
        long[] merged = new long[total];
        int at = 0;
        for (Tokens tokens : all) {
            System.arraycopy(tokens.issued, 0, merged, at, tokens.size);
            at += tokens.size;
        }
        Arrays.sort(merged);
        long duplicates = 0;
        for (int i = 1; i < merged.length; i++) {
            if (merged[i] == merged[i - 1]) {
                duplicates++;
            }
        }
        return duplicates;
    }
}
