package dev.eventbind.backend.host;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Device waits on virtual threads do not hold the carrier: with one carrier, two threads waiting for 1.5 s of
 * device work do not hold up a third. Each run is its own JVM ({@link CarrierProbe}) with
 * {@code -Djdk.virtualThreadScheduler.parallelism=1}; the control run, without the query, shows the third thread
 * held up, so the measurement can tell the two apart.
 */
class CarrierPinningTest {

    private static final Pattern LINE = Pattern.compile("third-ms=(\\d+) first-wait-end-ms=(-?\\d+) waits-ms=(\\d+) window-ms=(\\d+)");

    @Test
    void twoWaitingVirtualThreadsDoNotHoldUpAThirdOnOneCarrier() throws Exception {
        Matcher polled = probe("poll");
        long third = Long.parseLong(polled.group(1));
        long firstWaitEnd = Long.parseLong(polled.group(2));
        // Generous for a loaded machine: the waits take 1.5 s, a free carrier runs the third within milliseconds.
        assertTrue(third < 700, "the third virtual thread waited " + third + " ms behind the device waits");
        assertTrue(third < firstWaitEnd, "the third ran only after a wait returned (" + third + " ms, first wait "
                + firstWaitEnd + " ms)");
        assertTrue(Long.parseLong(polled.group(3)) >= 1_400, "the waits returned before the work was done");
        assertTrue(Long.parseLong(polled.group(4)) >= 1_400, "the window measured " + polled.group(4) + " ms");
    }

    @Test
    void withoutTheQueryTheBlockingWaitsHoldTheOnlyCarrier() throws Exception {
        Matcher blocked = probe("block");
        long third = Long.parseLong(blocked.group(1));
        long firstWaitEnd = Long.parseLong(blocked.group(2));
        // The third can run only once a blocking wait gives the carrier back; how long after its launch that is
        // depends on the machine's load, so it is compared with the first wait's return, not a fixed figure.
        assertTrue(firstWaitEnd >= 200, "the waits ended " + firstWaitEnd + " ms after the launch: too early to tell");
        assertTrue(third + 50 >= firstWaitEnd, "the control run did not hold the carrier (third " + third
                + " ms, first wait " + firstWaitEnd + " ms), so the measurement above proves nothing");
    }

    private static Matcher probe(String mode) throws IOException, InterruptedException {
        List<String> command = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Djdk.virtualThreadScheduler.parallelism=1", "-Djdk.virtualThreadScheduler.maxPoolSize=1",
                "--enable-native-access=ALL-UNNAMED", "-cp", System.getProperty("java.class.path"),
                CarrierProbe.class.getName(), mode);
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        boolean exited = process.waitFor(60, TimeUnit.SECONDS);
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!exited) {
            process.destroyForcibly();
        }
        assertTrue(exited, "the probe did not finish: " + output);
        assertEquals(0, process.exitValue(), output);
        System.out.println("CarrierProbe " + mode + ": " + output.strip());
        Matcher matcher = LINE.matcher(output);
        assertTrue(matcher.find(), output);
        return matcher;
    }
}
