package dev.eventbind.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import java.io.IOException;
import org.junit.jupiter.api.Test;

/**
 * A spec whose calls act on the thread's current context and whose host waits take a native timeout: a virtual
 * thread waits in 1 ms slices, yielding between them, and may resume on another carrier, so the generated wait
 * hands the context to {@code TimedWait.await}, which makes it current again before each later slice. Without a
 * context the wait is the plain form.
 */
class ContextBoundWaitTest {

    private static final String MAKE_CURRENT = """
                @Bind(value = Op.CONTEXT_CURRENT, symbol = "xxDeviceMakeCurrentFAKE")
                int makeCurrent(@From(Op.DEVICE_GET) MemorySegment device);

                @Bind(value = Op.EVENT_WAIT, symbol = "xxEventHostSynchronize")
            """;

    @Test
    void aContextBoundTimedWaitMakesTheContextCurrentAgainBetweenSlices() throws IOException {
        String spec = Compilations.text(Compilations.FAKE_ZE);
        String bound = "    @Bind(value = Op.EVENT_WAIT, symbol = \"xxEventHostSynchronize\")\n";
        assertTrue(spec.contains(bound), "the Level Zero-shaped spec binds its wait so");
        Compilation compilation = Compilations.compile(Compilations.source("FakeZe", spec.replace(bound,
                MAKE_CURRENT.stripTrailing() + "\n")));

        assertThat(compilation).succeeded();
        String events = Compilations.generated(compilation, "test.FakeZeEvents");
        assertTrue(events.contains("TimedWait.await(timeout -> functions.eventSynchronize(handle, timeout),"
                + " statusConvention(), context)"), events);
    }

    @Test
    void withoutAContextTheWaitIsThePlainForm() throws IOException {
        String events = Compilations.generated(Compilations.compile(Compilations.FAKE_ZE), "test.FakeZeEvents");

        assertTrue(events.contains("TimedWait.await(timeout -> functions.eventSynchronize(handle, timeout),"
                + " statusConvention())"), events);
        assertFalse(events.contains("statusConvention(), context)"), events);
    }
}
