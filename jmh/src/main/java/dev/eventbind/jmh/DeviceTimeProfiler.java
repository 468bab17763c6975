package dev.eventbind.jmh;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.profile.InternalProfiler;
import org.openjdk.jmh.results.AggregationPolicy;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.ScalarResult;

/**
 * A JMH profiler that reports the device time of the windows a benchmark opens through {@link BenchWindows}:
 * {@code -prof dev.eventbind.jmh.DeviceTimeProfiler} on JMH's command line, or
 * {@code addProfiler(DeviceTimeProfiler.class)} on its {@code OptionsBuilder}; {@code -lprof} lists it.
 *
 * <p>For each iteration with windows it adds these secondary results (each window belongs to the iteration it
 * started in, and is read back after the iteration, outside JMH's measurement):
 * <ul>
 *   <li>{@value #TIME}: the windows' device time per operation, in ns/op (their total over JMH's operation count);
 *   <li>{@value #P99}: the 99th percentile of one window's device time, in ns;
 *   <li>{@value #WINDOWS}: windows per operation;
 *   <li>{@value #BOUND}: the largest placement bound among the windows, in ns (how far a window's placed start
 *       and end can each be from the device's), when the profiler knew each window's;
 *   <li>{@value #DURATION_BOUND}: the largest bound of one window's length, in ns (how far its device time can
 *       be from the device's: what comparing two benchmarks' {@value #P99} needs), when the profiler knew each;
 *   <li>{@value #FAILED}: windows that ended without a measurement, only when there were any.
 * </ul>
 * An iteration without windows adds nothing, so a benchmark that opens none shows no device rows at all. When a
 * window's mean device time is under the device timer's resolution (the coarsest of the windows'), the number is
 * mostly the timer's rounding: that is said once per benchmark. When an iteration had no window, the benchmark holds
 * no {@link BenchWindows}, how to get device rows is said once per benchmark, without probing any backend.
 */
public final class DeviceTimeProfiler implements InternalProfiler {

    /** The label of the device time per operation. */
    public static final String TIME = "device.time";
    /** The label of the 99th percentile of one window. */
    public static final String P99 = "device.p99";
    /** The label of the windows per operation. */
    public static final String WINDOWS = "device.windows";
    /** The label of the largest placement bound. */
    public static final String BOUND = "device.bound";
    /** The label of the largest bound of one window's length. */
    public static final String DURATION_BOUND = "device.duration_bound";
    /** The label of the count of failed windows. */
    public static final String FAILED = "device.failed";

    private final PrintStream out;
    // JMH makes a profiler for each benchmark it runs (in the fork that runs it): "once" is once per benchmark.
    private boolean noWindowsSaid;
    private boolean resolutionWarned;

    /** The profiler as JMH makes it, once in each forked JVM. */
    public DeviceTimeProfiler() {
        this(System.out);
    }

    /** With a chosen stream to say things on, for tests. */
    DeviceTimeProfiler(PrintStream out) {
        this.out = out;
    }

    @Override
    public String getDescription() {
        return "eventbind: device time of the profiling windows a benchmark opens through BenchWindows";
    }

    @Override
    public void beforeIteration(BenchmarkParams benchmarkParams, IterationParams iterationParams) {
        IterationRecorder.begin();
    }

    @Override
    public List<? extends Result<?>> afterIteration(BenchmarkParams benchmarkParams,
            IterationParams iterationParams, IterationResult iterationResult) {
        IterationWindows.Summary windows = IterationRecorder.end();
        if (windows.windows() == 0 && windows.failed() == 0) {
            sayWhenNoWindowIsOpen();
            return List.of();
        }
        long operations = Math.max(1, iterationResult.getMetadata().getAllOps());
        List<Result<?>> results = new ArrayList<>();
        if (windows.windows() > 0) {
            double perOperation = (double) windows.totalNanos() / operations;
            results.add(new ScalarResult(TIME, perOperation, "ns/op", AggregationPolicy.AVG));
            results.add(new ScalarResult(P99, windows.p99Nanos(), "ns", AggregationPolicy.AVG));
            results.add(new ScalarResult(WINDOWS, (double) windows.windows() / operations, "windows/op",
                    AggregationPolicy.AVG));
            if (windows.largestBoundNanos() != Long.MAX_VALUE) { // each window had one
                results.add(new ScalarResult(BOUND, windows.largestBoundNanos(), "ns", AggregationPolicy.MAX));
            }
            if (windows.largestDurationBoundNanos() != Long.MAX_VALUE) {
                results.add(new ScalarResult(DURATION_BOUND, windows.largestDurationBoundNanos(), "ns",
                        AggregationPolicy.MAX));
            }
            warnUnderResolution((double) windows.totalNanos() / windows.windows(), windows.resolutionNanos());
        }
        if (windows.failed() > 0) {
            results.add(new ScalarResult(FAILED, windows.failed(), "windows", AggregationPolicy.SUM));
        }
        return results;
    }

    /**
     * Says once when a window's mean device time is under the timer's resolution: each window is rounded to the
     * timer, whatever the operation count divides the total by.
     */
    private void warnUnderResolution(double perWindow, long resolution) {
        if (perWindow >= resolution || resolutionWarned) {
            return;
        }
        resolutionWarned = true;
        out.printf("%n# eventbind: the device time per window, %.1f ns on average, is under the device timer's"
                + " resolution (%d ns): it is mostly the timer's rounding. Put more work in each window.%n",
                perWindow, resolution);
    }

    /**
     * Says once, when an iteration had no window and the benchmark holds no {@link BenchWindows}, how a benchmark
     * gets device rows. It probes no backend: a benchmark that never used eventbind would otherwise load every
     * driver library in its fork, mid-run (PoCL's, whose signal handlers can end a JVM not started with
     * {@code libjsig}); a set-up that found no backend has already said why, in the exception it threw.
     */
    private void sayWhenNoWindowIsOpen() {
        if (noWindowsSaid || IterationRecorder.anyOpen()) {
            return;
        }
        noWindowsSaid = true;
        out.printf("%n# eventbind: this benchmark timed no device window: its set-up opens BenchWindows.on(api) on a"
                + " backend to time its device work (the command's \"eventbind backends\" lists those ready here)%n");
    }
}
