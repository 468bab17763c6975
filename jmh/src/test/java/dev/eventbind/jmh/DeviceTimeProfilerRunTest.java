package dev.eventbind.jmh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.runner.options.VerboseMode;

/** A real JMH run of {@link HostSleepBench} with the profiler, checked against the sleep each call queues. */
@SuppressWarnings("rawtypes") // JMH hands its results out as a raw Map<String, Result>
class DeviceTimeProfilerRunTest {

    private static final long SLEEP_NANOS = HostSleepBench.SLEEP.toNanos();

    /** Runs {@code benchmark} in this JVM, or in {@code forks} JVMs started as the docs say to start them. */
    private static RunResult run(String benchmark, int forks) throws RunnerException {
        Options options = new OptionsBuilder()
                .include(HostSleepBench.class.getName() + "." + benchmark + "$")
                .addProfiler(DeviceTimeProfiler.class)
                .forks(forks)
                .jvmArgsAppend("--illegal-native-access=deny", "--enable-native-access=ALL-UNNAMED",
                        "-Djmh.ignoreLock=true")
                .warmupIterations(1)
                .warmupTime(TimeValue.milliseconds(100))
                .measurementIterations(2)
                .measurementTime(TimeValue.milliseconds(200))
                .verbosity(VerboseMode.SILENT)
                .build();
        List<RunResult> results = List.copyOf(new Runner(options).run());
        assertEquals(1, results.size());
        return results.getFirst();
    }

    private static double score(Map<String, Result> secondary, String label) {
        Result result = secondary.get(label);
        assertTrue(result != null, () -> label + " missing from " + secondary.keySet());
        return result.getScore();
    }

    @Test
    void oneWindowPerCallReportsTheSleepAsDeviceTimePerOperation() throws RunnerException {
        // Forked, as JMH runs by default: the profiler is made and the windows timed in the fork, with native
        // access granted as the docs say and illegal access denied.
        RunResult result = run("sleepInWindow", 1);

        Map<String, Result> secondary = result.getSecondaryResults();
        double perOperation = score(secondary, DeviceTimeProfiler.TIME);
        double host = result.getPrimaryResult().getScore();
        assertTrue(perOperation >= SLEEP_NANOS,
                () -> "device " + perOperation + " ns/op for a sleep of " + SLEEP_NANOS);
        assertTrue(perOperation <= host,
                () -> "device " + perOperation + " ns/op within the host's " + host + " ns/op");
        assertEquals(1.0, score(secondary, DeviceTimeProfiler.WINDOWS), 1e-9);
        double p99 = score(secondary, DeviceTimeProfiler.P99);
        assertTrue(p99 >= SLEEP_NANOS && p99 <= host * 10, () -> "p99 " + p99);
        assertEquals("ns/op", secondary.get(DeviceTimeProfiler.TIME).getScoreUnit());
        assertTrue(!secondary.containsKey(DeviceTimeProfiler.FAILED), secondary::toString);
        double bound = score(secondary, DeviceTimeProfiler.BOUND);
        assertTrue(bound >= 0 && bound < Long.MAX_VALUE, () -> "the host backend's windows have a bound: " + bound);
    }

    @Test
    void twoWindowsPerCallAddUpPerOperation() throws RunnerException {
        RunResult result = run("twoWindows", 0);

        Map<String, Result> secondary = result.getSecondaryResults();
        assertEquals(2.0, score(secondary, DeviceTimeProfiler.WINDOWS), 1e-9);
        double perOperation = score(secondary, DeviceTimeProfiler.TIME);
        assertTrue(perOperation >= SLEEP_NANOS, () -> "two halves of the sleep: " + perOperation + " ns/op");
        assertTrue(perOperation <= result.getPrimaryResult().getScore());
        double p99 = score(secondary, DeviceTimeProfiler.P99);
        assertTrue(p99 >= SLEEP_NANOS / 2 && p99 < perOperation * 5, () -> "p99 of one half: " + p99);
    }

    @Test
    void aBenchmarkWithoutWindowsReportsNothing() throws RunnerException {
        RunResult result = run("sleepAlone", 0);

        assertTrue(result.getSecondaryResults().keySet().stream().noneMatch(label -> label.startsWith("device.")),
                () -> "no device rows: " + result.getSecondaryResults().keySet());
        assertTrue(result.getPrimaryResult().getScore() >= SLEEP_NANOS);
    }
}
