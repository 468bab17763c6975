package dev.eventbind.processor.header;

import java.util.Collection;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/** Finds the declared name a misspelt symbol most likely meant, by edit distance with transpositions. */
public final class Suggestions {

    private Suggestions() {
    }

    /**
     * The candidate nearest to {@code name}, when its distance is at most a third of the name's length (at least
     * two); ties go to the alphabetically first, so messages are stable.
     */
    public static Optional<String> nearest(String name, Collection<String> candidates) {
        int limit = Math.max(2, name.length() / 3);
        @Nullable String best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (String candidate : candidates) {
            if (Math.abs(candidate.length() - name.length()) > limit) {
                continue;
            }
            int distance = distance(name, candidate);
            boolean earlier = best != null && candidate.compareTo(best) < 0;
            if (distance < bestDistance || (distance == bestDistance && earlier)) {
                best = candidate;
                bestDistance = distance;
            }
        }
        return bestDistance <= limit ? Optional.ofNullable(best) : Optional.empty();
    }

    /**
     * Optimal string alignment distance: insertions, deletions, substitutions and swaps of two neighbours each
     * cost one, so "Recrod" is one step from "Record".
     */
    public static int distance(String a, String b) {
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) {
            d[i][0] = i;
        }
        for (int j = 0; j <= b.length(); j++) {
            d[0][j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
                }
            }
        }
        return d[a.length()][b.length()];
    }
}
