package dev.eventbind.reliability.concurrency;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.reliability.support.Figures;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * A herd of ten thousand waiters as an application's first ({@link FirstHerd}): each kind in a JVM of its own that
 * ran nothing before it, with the JVM's defaults, rounds of the four kinds in turn (three, or {@code eventbind.firstHerd.rounds}). The JVM then
 * compiles the code its threads run while they run it, and that compiling counts in the process CPU: the latch's
 * own first herd costs two to four times its later ones. The fences are measured beside three floors: the latch; the
 * driver calls a fence waiter makes, with the latch's wait, through bare downcall handles (the least any fence
 * built on those calls can cost there, whatever binds them); and the same calls through the generated backend. The
 * figures (median of the rounds) are printed with the targets against the latch, and whether the raw calls
 * alone already cross them.
 *
 * <p>What is asserted: every waiter of every herd returned, and, with margins a shared two-core machine does not
 * cross, the fences' CPU at most {@value #CPU_OVER_CALLS_LIMIT} times the calls' floor and their gap at most
 * {@value #EXTRA_GAP_LIMIT_MILLIS} ms over it: what waiters spinning, polling on their own or blocking their
 * carriers would cross.
 */
class FirstHerdTest {

    /** Three in CI; {@code -Deventbind.firstHerd.rounds=N} for a closer median. */
    private static final int ROUNDS = Integer.getInteger("eventbind.firstHerd.rounds", 3);
    private static final List<String> KINDS = List.of("latch", "raw", "calls", "fences");
    private static final double CPU_OVER_CALLS_LIMIT = 4.0;
    private static final double EXTRA_GAP_LIMIT_MILLIS = 1_500;

    /** One herd's figures: process CPU and the ticker's worst gap. */
    private record Herd(double cpuSeconds, double gapMillis) {
        @Override
        public String toString() {
            return String.format(Locale.ROOT, "%.2f s / %.1f ms", cpuSeconds, gapMillis);
        }
    }

    @Test
    void anApplicationsFirstHerdOfFencesIsMeasuredBesideTheCostOfItsDriverCalls() throws Exception {
        Map<String, List<Herd>> runs = new LinkedHashMap<>();
        for (int round = 0; round < ROUNDS; round++) {
            for (int k = 0; k < KINDS.size(); k++) {
                String kind = KINDS.get((k + round) % KINDS.size()); // each kind first in one round
                runs.computeIfAbsent(kind, x -> new ArrayList<>()).add(run(kind));
            }
        }
        Herd latch = median(runs.get("latch"));
        Herd raw = median(runs.get("raw"));
        Herd calls = median(runs.get("calls"));
        Herd fences = median(runs.get("fences"));
        Figures.report(String.format(Locale.ROOT, "an application's first herd, %,d virtual threads waiting %.1f s,"
                + " each kind in a fresh JVM (median of %d), process CPU and worst ticker gap, and against the latch"
                + " (targets 1.5x, +10 ms): latch %s; the fence's driver calls through bare downcalls (raw) %s;"
                + " the same calls through the generated backend %s; fences %s. The CPU target lies %s, the gap"
                + " target %s; fences over the calls %.2fx, %+.1f ms; runs: %s", FirstHerd.WAITERS,
                FirstHerd.WORK.toMillis() / 1e3, ROUNDS, latch, against(raw, latch), against(calls, latch),
                against(fences, latch), side(raw.cpuSeconds() / latch.cpuSeconds() > 1.5),
                side(raw.gapMillis() - latch.gapMillis() > 10), fences.cpuSeconds() / calls.cpuSeconds(),
                fences.gapMillis() - calls.gapMillis(), runs));
        assertAll(
                () -> assertTrue(fences.cpuSeconds() <= CPU_OVER_CALLS_LIMIT * calls.cpuSeconds(), String.format(
                        Locale.ROOT, "fences' first herd cost %.2f s of CPU, over %.1fx their driver calls' %.2f s",
                        fences.cpuSeconds(), CPU_OVER_CALLS_LIMIT, calls.cpuSeconds())),
                () -> assertTrue(fences.gapMillis() - calls.gapMillis() <= EXTRA_GAP_LIMIT_MILLIS, String.format(
                        Locale.ROOT, "fences' first herd held the ticker %.1f ms, their driver calls' %.1f ms",
                        fences.gapMillis(), calls.gapMillis())));
    }

    private static String side(boolean belowTheRawCalls) {
        return belowTheRawCalls ? "below the raw calls' floor" : "above the raw calls' floor";
    }

    private static String against(Herd herd, Herd latch) {
        return String.format(Locale.ROOT, "%s (%.2fx, %+.1f ms)", herd, herd.cpuSeconds() / latch.cpuSeconds(),
                herd.gapMillis() - latch.gapMillis());
    }

    /** Runs one herd of {@code kind} in a JVM of its own. */
    private static Herd run(String kind) throws IOException, InterruptedException {
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Process process = new ProcessBuilder(java.toString(), "--enable-native-access=ALL-UNNAMED", "-cp",
                System.getProperty("java.class.path"), FirstHerd.class.getName(), kind)
                .redirectErrorStream(true)
                .start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(60, TimeUnit.SECONDS), "a " + kind + " herd ran within a minute");
        assertEquals(0, process.exitValue(), output);
        String line = output.lines().filter(l -> l.startsWith("herd ")).reduce((a, b) -> b)
                .orElseThrow(() -> new AssertionError("no figures from the " + kind + " herd: " + output));
        String[] fields = line.split(" ");
        assertEquals(kind, fields[1], line);
        assertEquals(FirstHerd.WAITERS, Integer.parseInt(fields[4]), "waiters returned from the " + kind + " herd");
        return new Herd(Long.parseLong(fields[2]) / 1e9, Long.parseLong(fields[3]) / 1e6);
    }

    private static Herd median(List<Herd> herds) {
        double[] cpu = herds.stream().mapToDouble(Herd::cpuSeconds).sorted().toArray();
        double[] gap = herds.stream().mapToDouble(Herd::gapMillis).sorted().toArray();
        return new Herd(cpu[cpu.length / 2], gap[gap.length / 2]);
    }
}
