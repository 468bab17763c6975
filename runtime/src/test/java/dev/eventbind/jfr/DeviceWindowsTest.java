package dev.eventbind.jfr;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class DeviceWindowsTest {

    @Test
    void withFlightRecorderNeverStartedTheEventClassIsNotEvenLoaded() throws IOException, InterruptedException {
        assertNothingOfFlightRecorderLoaded(EmitOnce.class);
    }

    @Test
    void withFlightRecorderNeverStartedAProfilerLoadsNoEventClassEither() throws IOException, InterruptedException {
        assertNothingOfFlightRecorderLoaded(ProfileOnce.class);
    }

    private static void assertNothingOfFlightRecorderLoaded(Class<?> main) throws IOException, InterruptedException {
        Process process = new ProcessBuilder(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xlog:class+load=info", "-cp", System.getProperty("java.class.path"), main.getName()))
                .redirectErrorStream(true)
                .start();
        String log = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(1, TimeUnit.MINUTES));
        assertEquals(0, process.exitValue(), log);
        assertTrue(log.contains(" dev.eventbind.jfr.DeviceWindows "), "the emitter ran");
        assertFalse(log.contains(" dev.eventbind.jfr.DeviceWindowEvent "), "the event class stayed unloaded");
        assertFalse(log.contains(" jdk.jfr.Event "), "Flight Recorder stayed unloaded");
    }
}
