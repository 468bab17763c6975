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
    void everyProviderIsRegisteredForTheServiceLoader() {
        Compilation compilation = Compilations.compile(Compilations.CUDA_RUNTIME, Compilations.FAKE_CONTROL);

        assertThat(compilation).generatedFile(StandardLocation.CLASS_OUTPUT, ServicesFile.PATH)
                .contentsAsUtf8String().isEqualTo("test.CudaRuntimeEventsProvider\n");
    }
}
