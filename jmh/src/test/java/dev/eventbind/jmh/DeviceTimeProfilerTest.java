package dev.eventbind.jmh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.backend.host.HostRuntimeEvents;
import dev.eventbind.backend.host.HostRuntimeEvents.Event;
import dev.eventbind.backend.host.HostRuntimeEvents.Stream;
import dev.eventbind.profile.ProfileError;
import dev.eventbind.profile.ProfileException;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.ServiceLoader;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.profile.Profiler;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.IterationResultMetaData;
import org.openjdk.jmh.results.Result;

/** The profiler's iterations driven by hand, without JMH's runner. */
class DeviceTimeProfilerTest {

    private final ByteArrayOutputStream said = new ByteArrayOutputStream();
    private final PrintStream out = new PrintStream(said, true, StandardCharsets.UTF_8);

    private static IterationResult operations(long count) {
        return new IterationResult(null, null, new IterationResultMetaData(count, count));
    }

    @Test
    void jmhFindsTheProfilerAsAService() {
        assertTrue(ServiceLoader.load(Profiler.class).stream()
                .anyMatch(provider -> provider.type() == DeviceTimeProfiler.class));
    }

    /** A benchmark that never used eventbind: a hint, once, and no backend probed (no driver loaded mid-run). */
    @Test
    void aBenchmarkWithNoWindowIsToldOnceHowToGetDeviceRowsAndNothingIsReported() {
        DeviceTimeProfiler profiler = new DeviceTimeProfiler(out);
        for (int iteration = 0; iteration < 3; iteration++) {
            profiler.beforeIteration(null, null);
            assertEquals(List.of(), profiler.afterIteration(null, null, operations(10)));
        }

        String text = said.toString(StandardCharsets.UTF_8);
        assertTrue(text.contains("this benchmark timed no device window: its set-up opens BenchWindows.on(api)"),
                text);
        assertEquals(text.indexOf("no device window"), text.lastIndexOf("no device window"),
                () -> "said once: " + text);
    }

    @Test
    void deviceTimeUnderTheTimersResolutionIsSaidOnceBesideTheLargestBound() {
        DeviceTimeProfiler profiler = new DeviceTimeProfiler(out);
        for (int iteration = 0; iteration < 2; iteration++) {
            profiler.beforeIteration(null, null);
            IterationWindows windows = IterationRecorder.current();
            windows.placed(100, 40, 6, 1_000);
            windows.placed(300, 25, 9, 1_000);
            List<? extends Result<?>> results = profiler.afterIteration(null, null, operations(1_000));

            assertEquals(0.4, score(results, DeviceTimeProfiler.TIME), 1e-12);
            assertEquals(40, score(results, DeviceTimeProfiler.BOUND));
            assertEquals(9, score(results, DeviceTimeProfiler.DURATION_BOUND));
            assertEquals(300, score(results, DeviceTimeProfiler.P99));
            assertEquals(0.002, score(results, DeviceTimeProfiler.WINDOWS), 1e-12);
        }

        String text = said.toString(StandardCharsets.UTF_8);
        assertTrue(text.contains("per window, 200.0 ns on average, is under the device timer's resolution"
                + " (1000 ns)"), text);
        assertEquals(text.indexOf("resolution"), text.lastIndexOf("resolution"), () -> "said once: " + text);
    }

    /** One window over many operations: 50 ns an operation, but each window is 50 us, far above the timer. */
    @Test
    void aWindowOverManyOperationsIsNotUnderTheResolutionThoughAnOperationIs() {
        DeviceTimeProfiler profiler = new DeviceTimeProfiler(out);
        profiler.beforeIteration(null, null);
        IterationRecorder.current().placed(50_000, 40, 6, 1_000);
        List<? extends Result<?>> results = profiler.afterIteration(null, null, operations(1_000));

        assertEquals(50, score(results, DeviceTimeProfiler.TIME), 1e-12);
        String text = said.toString(StandardCharsets.UTF_8);
        assertFalse(text.contains("resolution"), text);
    }

    private static double score(List<? extends Result<?>> results, String label) {
        return results.stream().filter(result -> result.getLabel().equals(label)).findFirst()
                .orElseThrow(() -> new AssertionError(label + " missing from " + results)).getScore();
    }

    @Test
    void failedWindowsAreCountedAndNotTimed() throws Exception {
        DeviceTimeProfiler profiler = new DeviceTimeProfiler(out);
        HostRuntimeEvents host = HostRuntimeEvents.open();
        Stream stream = host.streamCreateNonBlocking();
        try (BenchWindows<Event, Stream> windows = BenchWindows.on(host)) {
            profiler.beforeIteration(null, null);
            long token = windows.start(stream, "launch");
            windows.profiler().failure(new ProfileError.Unknown("the launch failed"));
            assertThrows(ProfileException.class, () -> windows.stop(stream, token));
            List<? extends Result<?>> results = profiler.afterIteration(null, null, operations(1));

            assertEquals(1, results.size(), results::toString);
            assertEquals(DeviceTimeProfiler.FAILED, results.getFirst().getLabel());
            assertEquals(1.0, results.getFirst().getScore());
        } finally {
            host.streamDestroy(stream);
        }
        assertEquals("", said.toString(StandardCharsets.UTF_8));
    }

    @Test
    void windowsStartedOutsideAnIterationAreNotReported() throws Exception {
        DeviceTimeProfiler profiler = new DeviceTimeProfiler(out);
        HostRuntimeEvents host = HostRuntimeEvents.open();
        Stream stream = host.streamCreateNonBlocking();
        try (BenchWindows<Event, Stream> windows = BenchWindows.on(host)) {
            long setup = windows.start(stream, "setup");
            profiler.beforeIteration(null, null);
            windows.stop(stream, setup);
            assertEquals(List.of(), profiler.afterIteration(null, null, operations(1)));
        } finally {
            host.streamDestroy(stream);
        }
    }
}
