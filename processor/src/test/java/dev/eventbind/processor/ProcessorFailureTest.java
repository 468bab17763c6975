package dev.eventbind.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.eventbind.processor.validation.Rule;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** The processor never surprises javac: an internal failure is an error on the spec, never a crash. */
class ProcessorFailureTest {

    @Test
    void aRuntimeExceptionInsideTheProcessorIsAnErrorOnTheSpecAndLeavesNoGeneratedClass() {
        Compilation compilation = Compilations.compile(List.of("-A" + EventBindProcessor.FAIL_ON + "=CudaRuntime"),
                Compilations.CUDA_RUNTIME, Compilations.FAKE_CONTROL);

        // The hook fails once the events class is rendered: written alone, it would be a second error (its
        // functions class missing).
        assertThat(compilation).hadErrorCount(1);
        assertThat(compilation).hadErrorContaining(Rule.PROCESSOR_FAILURE.breach(
                "java.lang.IllegalStateException: failure requested by -Aeventbind.internal.failOn"))
                .inFile(Compilations.CUDA_RUNTIME).onLineContaining("public interface CudaRuntime");
        String message = compilation.errors().getFirst().getMessage(Locale.ROOT);
        assertTrue(message.contains("at dev.eventbind.processor.EventBindProcessor.processSafely("), message);
    }

    @Test
    void generatedSourcesNameTheProcessorThatWroteThem() {
        Compilation compilation = Compilations.compile(Compilations.CUDA_RUNTIME);

        assertThat(compilation).generatedSourceFile("test.CudaRuntimeEvents").contentsAsUtf8String()
                .contains("value = \"" + EventBindProcessor.class.getName() + "\"");
    }
}
