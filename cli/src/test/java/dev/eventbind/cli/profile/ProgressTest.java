package dev.eventbind.cli.profile;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class ProgressTest {

    private static final long MILLI = 1_000_000L;

    private final AtomicLong now = new AtomicLong(5_000 * MILLI);
    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    private final PrintStream err = new PrintStream(bytes, true, StandardCharsets.UTF_8);

    private String printed() {
        return bytes.toString(StandardCharsets.UTF_8);
    }

    @Test
    void aRunShorterThanASecondPrintsNothing() {
        Progress progress = new Progress(err, 3, true, now::get);
        for (int done = 1; done <= 3; done++) {
            now.addAndGet(300 * MILLI);
            progress.accept(done);
        }
        progress.finish();
        assertEquals("", printed());
    }

    @Test
    void aLongRunLogsAboutOnceASecondAndAlwaysTheLastStep() {
        Progress progress = new Progress(err, 40, false, now::get);
        for (int done = 1; done <= 40; done++) {
            now.addAndGet(100 * MILLI);
            progress.accept(done);
        }
        progress.finish();
        assertEquals(String.join(System.lineSeparator(),
                "profiling: 10/40 iterations (1 s)",
                "profiling: 20/40 iterations (2 s)",
                "profiling: 30/40 iterations (3 s)",
                "profiling: 40/40 iterations (4 s)", ""), printed());
    }

    @Test
    void onATerminalTheLineIsRedrawnInPlaceAndEndedOnce() {
        Progress progress = new Progress(err, 12, true, now::get);
        for (int done = 1; done <= 12; done++) {
            now.addAndGet(100 * MILLI);
            progress.accept(done);
        }
        progress.finish();
        assertEquals("\rprofiling: 10/12 iterations (1 s)\rprofiling: 12/12 iterations (1 s)"
                + System.lineSeparator(), printed());
    }
}
