package dev.eventbind.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.eventbind.api.DriverException;
import dev.eventbind.api.EventApi;
import dev.eventbind.discovery.BackendProvider;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ServiceLoader;
import javax.tools.JavaFileObject;
import javax.tools.StandardLocation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A partial spec: an op no shape fits is a default method of the spec written over its generated downcalls,
 * while the provider, the services entry, the probe, the statuses and every other op stay generated. Run on the
 * fake CUDA runtime.
 */
class PartialSpecTest {

    /** The CUDA-runtime-shaped spec whose span is read through a plain downcall and converted by hand. */
    static JavaFileObject partial() {
        return Compilations.cudaRuntimeWith("""
                    @Bind(value = Op.EVENT_ELAPSED, symbol = "cudaEventElapsedTime", critical = true)
                    int eventElapsedTime(MemorySegment millis, MemorySegment start, MemorySegment end);
                """, """
                    @Downcall(symbol = "cudaEventElapsedTime", critical = true)
                    int rawElapsed(MemorySegment millis, MemorySegment start, MemorySegment end);

                    /** Microseconds, rounded down, read through the raw downcall. */
                    @dev.eventbind.spec.Implements(Op.EVENT_ELAPSED)
                    default long elapsed(dev.eventbind.binding.StatusConvention status, MemorySegment start,
                            MemorySegment end) throws dev.eventbind.api.DriverException {
                        try (java.lang.foreign.Arena arena = java.lang.foreign.Arena.ofConfined()) {
                            MemorySegment millis = arena.allocate(java.lang.foreign.ValueLayout.JAVA_FLOAT);
                            int code = rawElapsed(millis, start, end);
                            if (code != 0) {
                                throw status.failure("cudaEventElapsedTime", code);
                            }
                            return (long) (millis.get(java.lang.foreign.ValueLayout.JAVA_FLOAT, 0) * 1000) * 1000;
                        }
                    }
                """);
    }

    @Test
    void aHandWrittenOpRunsOverTheGeneratedDowncallsAndEverythingElseStaysGenerated(@TempDir Path classes)
            throws Exception {
        System.setProperty("eventbind.fakecuda.library", GeneratedBackendTest.LIBRARY.toString());
        Compilation compilation = Compilations.compile(partial(), Compilations.FAKE_CONTROL);
        assertThat(compilation).succeeded();
        assertTrue(compilation.generatedFile(StandardLocation.CLASS_OUTPUT,
                "META-INF/services/dev.eventbind.discovery.BackendProvider").isPresent(), "the services entry");
        ClassLoader loader = GeneratedClasses.load(compilation, classes);
        BackendProvider provider = ServiceLoader.load(BackendProvider.class, loader).stream()
                .map(ServiceLoader.Provider::get).filter(p -> p.getClass().getName().equals(
                        "test.CudaRuntimeEventsProvider")).findFirst().orElseThrow();
        assertTrue(provider.probe().ready(), provider.probe().toString());
        Object control = loader.loadClass("test.FakeControlFunctions").getMethod("open").invoke(null);
        @SuppressWarnings("unchecked")
        EventApi<Object, Object> events = (EventApi<Object, Object>) loader.loadClass("test.CudaRuntimeEvents")
                .getMethod("open").invoke(null);
        Object stream = events.streamCreateNonBlocking();
        Object start = events.eventCreate();
        Object end = events.eventCreate();
        events.eventRecord(start, stream);
        events.eventRecord(end, stream);
        events.eventWait(end);
        GeneratedBackendTest.control(control, "setElapsed", 2.0004f);

        assertEquals(2_000_000L, events.eventElapsedNanos(start, end), "the hand-written microseconds");
        GeneratedBackendTest.control(control, "failNext", 999);
        DriverException failure = assertThrows(DriverException.class, () -> events.eventElapsedNanos(start, end));
        assertTrue(failure.getMessage().contains("cudaEventElapsedTime"), failure.getMessage());
        events.eventDestroy(start);
        events.eventDestroy(end);
        events.streamDestroy(stream);
        assertTrue(Files.isDirectory(classes));
    }
}
