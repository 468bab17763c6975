package dev.eventbind.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import javax.tools.StandardLocation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInfo;

/** Pins the exact text the processor generates for a CUDA-runtime-shaped spec and a set of plain functions. */
class GeneratedSourceTest {

    @Test
    void cudaRuntimeSpecGeneratesThePinnedSources(TestInfo test) {
        Compilation compilation = Compilations.compile(Compilations.CUDA_RUNTIME, Compilations.FAKE_CONTROL);

        assertThat(compilation).succeededWithoutWarnings();
        Goldens.check(compilation, test, "test.CudaRuntimeEvents");
        Goldens.check(compilation, test, "test.CudaRuntimeEventsProvider");
        Goldens.check(compilation, test, "test.FakeControlFunctions");
    }

    @Test
    void specNamesNeverCollideWithGeneratedMembers() {
        String collisions = """
                    int runtimeGetVersion(MemorySegment version);

                    @Downcall(symbol = "failure")
                    int failure(int LIBRARY, int BACKEND);

                    @Downcall(symbol = "unexpected")
                    MemorySegment unexpected(MemorySegment thrown, long STATUS_TEXTS);

                    @Downcall(symbol = "reason")
                    void reason(double CUDA_EVENT_RECORD, float JAVA_INT, short status, byte ADDRESS);
                """;
        Compilation compilation = Compilations.compile(Compilations.source("CudaRuntime",
                Compilations.cudaRuntimeText().replace("header = \"fake_cuda_runtime.h\"", "header = \"\"")
                        .replace("    int runtimeGetVersion(MemorySegment version);\n", collisions)));

        assertThat(compilation).succeededWithoutWarnings();
        assertThat(compilation).generatedSourceFile("test.CudaRuntimeEvents").contentsAsUtf8String()
                .contains("private static DriverException failure_(String function, int status)");
    }

    @Test
    void everyProviderIsRegisteredForTheServiceLoader() {
        Compilation compilation = Compilations.compile(Compilations.CUDA_RUNTIME, Compilations.FAKE_CONTROL);

        assertThat(compilation).generatedFile(StandardLocation.CLASS_OUTPUT, ServicesFile.PATH)
                .contentsAsUtf8String().isEqualTo("test.CudaRuntimeEventsProvider\n");
    }
}
