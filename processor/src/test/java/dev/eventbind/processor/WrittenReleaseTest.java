package dev.eventbind.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import java.lang.reflect.InvocationTargetException;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicInteger;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A spec that gives its device back by hand ({@code @Implements(Op.DEVICE_RELEASE)}), as one whose device is no
 * handle the driver counts would (a device kept for the process, or one borrowed from its lender): the generated
 * backend is {@code AutoCloseable}, its {@code close()} calls the hand-written release once with the device, after
 * the calls passing the device are out, and refuses them from then on. Run on PoCL with the OpenCL spec, its
 * {@code clReleaseContext} moved from the bound op into the hand-written one, which counts its calls.
 */
class WrittenReleaseTest {

    private static final String BOUND = """
                @Bind(value = Op.DEVICE_RELEASE, symbol = "clReleaseContext")
                int releaseContext(@From(Op.DEVICE_GET) MemorySegment context);
            """;

    /** The hand-written release, and the count of its calls it keeps. */
    static final String WRITTEN = """
                /** How many times the hand-written release ran. */
                AtomicInteger RELEASED = new AtomicInteger();

                /** Releases the context with the spec's downcall, counting. */
                @Implements(Op.DEVICE_RELEASE)
                default void releaseDevice(StatusConvention status, @From(Op.DEVICE_GET) MemorySegment context) throws DriverException {
                    RELEASED.incrementAndGet();
                    status.check("clReleaseContext", releaseContext(context));
                }
            """;

    /** The OpenCL spec with its release written by hand. */
    static JavaFileObject written() {
        String text = Compilations.text(Compilations.OPEN_CL);
        String imports = "import java.lang.foreign.Arena;\n";
        if (!text.contains(BOUND) || !text.contains(imports)) {
            throw new IllegalArgumentException("the OpenCL spec changed");
        }
        return Compilations.source("OpenCl", text.replace(imports, imports
                + "import java.util.concurrent.atomic.AtomicInteger;\n").replace(BOUND, """
                    @Downcall(symbol = "clReleaseContext")
                    int releaseContext(MemorySegment context);

                """ + WRITTEN));
    }

    @Test
    void closeCallsTheHandWrittenReleaseOnceAndRefusesCallsAfterIt(@TempDir Path classes) throws Exception {
        Compilation compilation = Compilations.compile(written());
        assertThat(compilation).succeededWithoutWarnings();
        String events = Compilations.generated(compilation, "test.OpenClEvents");
        assertTrue(events.contains("functions.releaseDevice(statusConvention(), "), events);
        ClassLoader loader = GeneratedClasses.load(compilation, classes);
        Class<?> type = loader.loadClass("test.OpenClEvents");
        AtomicInteger released = (AtomicInteger) loader.loadClass("test.OpenCl").getField("RELEASED").get(null);

        AutoCloseable backend = (AutoCloseable) type.getMethod("open").invoke(null);
        Object stream = type.getMethod("streamCreateNonBlocking").invoke(backend);
        type.getMethod("streamSynchronize", stream.getClass()).invoke(backend, stream);
        type.getMethod("streamDestroy", stream.getClass()).invoke(backend, stream);
        assertEquals(0, released.get(), "nothing released while the backend is open");

        backend.close();
        backend.close();
        assertEquals(1, released.get(), "two closes release the context once");
        InvocationTargetException refused = assertThrows(InvocationTargetException.class,
                () -> type.getMethod("streamCreateNonBlocking").invoke(backend));
        assertTrue(refused.getCause() instanceof IllegalStateException
                && refused.getCause().getMessage().contains("after close()"), refused.getCause().toString());
        assertEquals(1, released.get());
    }
}
