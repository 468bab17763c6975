package dev.eventbind.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.eventbind.api.BackendUnavailableException;
import dev.eventbind.api.DriverException;
import dev.eventbind.discovery.BackendProbe;
import java.lang.reflect.InvocationTargetException;
import java.nio.file.Path;
import java.util.Optional;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** How generated backends load: INIT once after linking, and a library that cannot be found. */
class GeneratedLoadingTest {

    private static final String INIT = """
            public interface CudaRuntime {

                @Bind(value = Op.INIT, symbol = "fakeInit", flags = 0)
                int init(int flags);
            """;

    @TempDir
    Path classes;

    private ClassLoader compileAndLoad(String text, String replacement) {
        System.setProperty("eventbind.fakecuda.library", GeneratedBackendTest.LIBRARY.toString());
        Compilation compilation = Compilations.compile(Compilations.cudaRuntimeWith(text, replacement),
                Compilations.FAKE_CONTROL);
        assertThat(compilation).succeededWithoutWarnings();
        return GeneratedClasses.load(compilation, classes);
    }

    private static Object newInstance(ClassLoader loader, String name) throws ReflectiveOperationException {
        try {
            return loader.loadClass(name).getMethod("open").invoke(null);
        } catch (InvocationTargetException e) {
            if (e.getCause() instanceof RuntimeException runtime) {
                throw runtime;
            }
            throw e;
        }
    }

    private static BackendProbe probe(ClassLoader loader) throws ReflectiveOperationException {
        return (BackendProbe) loader.loadClass("test.CudaRuntimeEvents").getMethod("probe").invoke(null);
    }

    @Test
    void initIsCalledOnceWhenTheClassLoads() throws ReflectiveOperationException {
        ClassLoader loader = compileAndLoad("public interface CudaRuntime {", INIT);
        Object control = newInstance(loader, "test.FakeControlFunctions");
        GeneratedBackendTest.control(control, "setInitStatus", 0);
        int before = GeneratedBackendTest.control(control, "initCalls");

        newInstance(loader, "test.CudaRuntimeEvents");
        newInstance(loader, "test.CudaRuntimeEvents");

        assertEquals(before + 1, GeneratedBackendTest.control(control, "initCalls"));
        assertTrue(probe(loader).ready());
    }

    @Test
    void aFailedInitMakesTheBackendUnavailableWithTheVendorsName() throws ReflectiveOperationException {
        ClassLoader loader = compileAndLoad("public interface CudaRuntime {", INIT);
        GeneratedBackendTest.control(newInstance(loader, "test.FakeControlFunctions"), "setInitStatus", 35);
        try {
            BackendUnavailableException failure = assertThrows(BackendUnavailableException.class,
                    () -> newInstance(loader, "test.CudaRuntimeEvents"));
            BackendProbe probe = probe(loader);

            assertInstanceOf(DriverException.class, failure.getCause());
            assertTrue(failure.getMessage().contains("fakeInit failed: cudaErrorInsufficientDriver (35)"),
                    failure::getMessage);
            assertFalse(probe.ready());
            assertTrue(probe.reason().orElseThrow().startsWith("cudaErrorInsufficientDriver (35)"), probe::toString);
            assertEquals(Optional.of("13000"), probe.version(), "the version query runs without INIT");
        } finally {
            GeneratedBackendTest.control(newInstance(loader, "test.FakeControlFunctions"), "setInitStatus", 0);
        }
    }

    @Test
    void aStatusNameWrittenToAnOutParameterIsReadThroughTheScratchSegment() throws ReflectiveOperationException {
        ClassLoader loader = compileAndLoad("""
                    @Bind(value = Op.ERROR_NAME, symbol = "cudaGetErrorName", optional = true)
                    MemorySegment errorName(int status);
                """, """
                    @Bind(value = Op.ERROR_NAME, symbol = "fakeGetErrorName")
                    int errorName(int status, MemorySegment name);
                """);
        var events = GeneratedBackendTest.eventApi(newInstance(loader, "test.CudaRuntimeEvents"));
        Object control = newInstance(loader, "test.FakeControlFunctions");

        // The status that does not poison first: after 700 this instance fails fast without calling the library.
        GeneratedBackendTest.control(control, "failNext", 35);
        DriverException fromTable = assertThrows(DriverException.class, events::streamCreateNonBlocking);
        GeneratedBackendTest.control(control, "failNext", 700);
        DriverException named = assertThrows(DriverException.class, events::eventCreate);

        assertEquals(Optional.of("cudaErrorIllegalAddress"), named.statusName());
        assertEquals(Optional.of("an illegal memory access was encountered"), named.statusMessage());
        assertEquals(Optional.of("cudaErrorInsufficientDriver"), fromTable.statusName(), "the function failed");
    }

    @Test
    void everySupportedJavaTypeCrossesADowncall() throws ReflectiveOperationException {
        JavaFileObject spec = Compilations.source("Mixed", """
                package test;

                import dev.eventbind.spec.Downcall;
                import dev.eventbind.spec.Library;
                import dev.eventbind.spec.NativeFunctions;

                @NativeFunctions(name = "Mixed", header = "fake_control.h", library = @Library(
                        names = "libfakecudart.so", overrideProperty = "eventbind.fakecuda.library",
                        overrideEnv = "EVENTBIND_FAKECUDA_LIBRARY"))
                public interface Mixed {
                    @Downcall(symbol = "fakeMix")
                    double mix(long a, double b, short c, byte d, float e);

                    @Downcall(symbol = "fakeTouch")
                    void touch(int value);

                    @Downcall(symbol = "fakeTouched", critical = true)
                    int touched();
                }
                """);
        System.setProperty("eventbind.fakecuda.library", GeneratedBackendTest.LIBRARY.toString());
        Compilation compilation = Compilations.compile(spec);
        assertThat(compilation).succeededWithoutWarnings();
        Object mixed = newInstance(GeneratedClasses.load(compilation, classes), "test.MixedFunctions");
        Class<?> type = mixed.getClass();

        double sum = (double) type.getMethod("mix", long.class, double.class, short.class, byte.class, float.class)
                .invoke(mixed, 1L << 40, 0.5, (short) -3, (byte) -2, 0.25f);
        type.getMethod("touch", int.class).invoke(mixed, 7);

        assertEquals((double) (1L << 40) + 0.5 - 3 - 2 + 0.25, sum);
        assertEquals(7, type.getMethod("touched").invoke(mixed));
    }

    @Test
    void aMissingLibraryIsAnUnavailableProbeListingWhatWasTried() throws ReflectiveOperationException {
        System.setProperty("eventbind.fakecuda.nowhere", "/nonexistent/libfakecudart.so");
        ClassLoader loader = compileAndLoad("\"eventbind.fakecuda.library\"", "\"eventbind.fakecuda.nowhere\"");

        BackendProbe probe = probe(loader);

        assertFalse(probe.ready());
        assertEquals(Optional.empty(), probe.library());
        assertEquals(Optional.empty(), probe.version(), "nothing was loaded to ask");
        assertFalse(probe.attempts().isEmpty());
        assertTrue(String.join("\n", probe.attempts()).contains("/nonexistent/libfakecudart.so"), probe::toString);
        assertThrows(BackendUnavailableException.class, () -> newInstance(loader, "test.CudaRuntimeEvents"));
    }
}
