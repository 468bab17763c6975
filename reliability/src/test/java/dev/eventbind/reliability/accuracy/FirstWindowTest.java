package dev.eventbind.reliability.accuracy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.reliability.support.Figures;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The first window of a fresh JVM measures the quick start's work as the hundredth does: the backend and its work
 * helper link what a window calls when they are opened, so nothing is linked inside the first window. The figures
 * are reported, not held to a bound (a loaded machine can preempt any one window); what is checked is that every
 * window was measured and none came out shorter than the work it timed.
 */
class FirstWindowTest {

    @Test
    void theFirstAndTheHundredthWindowOfAFreshJvmAreReported() throws Exception {
        List<Long> nanos = run();

        assertEquals(QuickStartWindows.WINDOWS, nanos.size());
        long work = QuickStartWindows.WORK.toNanos();
        for (int i = 0; i < nanos.size(); i++) {
            assertTrue(nanos.get(i) >= work, "window " + (i + 1) + " measured " + nanos.get(i) + " ns of " + work);
        }
        long first = nanos.get(0);
        long hundredth = nanos.get(QuickStartWindows.WINDOWS - 1);
        Figures.report(String.format(Locale.ROOT, "quick start's work (%d ms sleep), fresh JVM: first window %.3f ms,"
                + " hundredth %.3f ms, apart %.3f ms", QuickStartWindows.WORK.toMillis(), first / 1e6,
                hundredth / 1e6, Math.abs(first - hundredth) / 1e6));
    }

    /** Runs {@link QuickStartWindows} in a JVM of its own and returns each window's nanoseconds, in order. */
    private static List<Long> run() throws IOException, InterruptedException {
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Process process = new ProcessBuilder(java.toString(), "--enable-native-access=ALL-UNNAMED", "-cp",
                System.getProperty("java.class.path"), QuickStartWindows.class.getName())
                .redirectError(ProcessBuilder.Redirect.INHERIT)
                .start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(60, TimeUnit.SECONDS), "the quick start's windows ran within a minute");
        assertEquals(0, process.exitValue(), output);
        List<Long> nanos = new ArrayList<>();
        for (String line : output.strip().split("\n")) {
            String[] fields = line.strip().split(" ");
            assertEquals(3, fields.length, "unexpected line: " + line);
            assertEquals(nanos.size() + 1, Integer.parseInt(fields[0]));
            assertFalse(Boolean.parseBoolean(fields[2]), "window " + fields[0] + " failed");
            nanos.add(Long.parseLong(fields[1]));
        }
        return nanos;
    }
}
