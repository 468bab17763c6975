package dev.eventbind.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import dev.eventbind.processor.validation.Rule;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Specs that extend specs: an override replaces the inherited binding; two inherited bindings are one error. */
class ExtendingSpecTest {

    private static JavaFileObject extending(String parents, String declarations) {
        return Compilations.source("CudaRuntime", Compilations.cudaRuntimeText()
                .replace("public interface CudaRuntime {", "public interface CudaRuntime extends " + parents + " {")
                + declarations);
    }

    @Test
    void anOverridingBindingReplacesTheInheritedOne() {
        JavaFileObject spec = extending("Base", """

                interface Base {
                    @Bind(value = Op.EVENT_QUERY, symbol = "cudaEventSynchronize")
                    int eventQuery(MemorySegment event);
                }
                """);

        Compilation compilation = Compilations.compile(spec);

        assertThat(compilation).succeeded();
        assertThat(compilation).hadErrorCount(0);
        assertThat(compilation).generatedSourceFile("test.CudaRuntimeFunctions").contentsAsUtf8String()
                .contains("\"cudaEventQuery\"");
    }

    @ParameterizedTest(name = "left parameter {0}")
    @ValueSource(strings = {"MemorySegment event", "@org.jspecify.annotations.Nullable MemorySegment event"})
    void aDiamondWithTwoSymbolsIsOneErrorOnTheChild(String leftParameter) {
        // With @Nullable on one side, a signature compared as text would keep both, which would not compile.
        JavaFileObject spec = extending("Left, Right", """

                interface Left {
                    @Downcall(symbol = "fakeWaitByPointer")
                    int extra(%s);
                }

                interface Right {
                    @Downcall(symbol = "fakeInit")
                    int extra(MemorySegment event);
                }
                """.formatted(leftParameter));

        Compilation compilation = Compilations.compile(spec);

        assertThat(compilation).hadErrorCount(1);
        assertThat(compilation).hadErrorContaining(Rule.DIAMOND_BINDING.breach("extra is bound as @Downcall"
                + " fakeWaitByPointer by test.Left and as @Downcall fakeInit by test.Right; override it in"
                + " CudaRuntime")).inFile(spec).onLineContaining("public interface CudaRuntime extends Left, Right");
    }

    @Test
    void aDiamondWhoseTwoSidesBindTheSameSymbolIsOneMethod() {
        JavaFileObject spec = extending("Left, Right", """

                interface Left {
                    @Downcall(symbol = "fakeInit")
                    int extra(int flags);
                }

                interface Right {
                    @Downcall(symbol = "fakeInit")
                    int extra(int flags);
                }
                """);

        Compilation compilation = Compilations.compile(spec);

        assertThat(compilation).succeededWithoutWarnings();
        assertThat(compilation).generatedSourceFile("test.CudaRuntimeFunctions").contentsAsUtf8String()
                .containsMatch("(?s)public int extra\\(int flags\\)(?!.*public int extra\\()");
    }

    @Test
    void anOverrideInTheChildSettlesADiamond() {
        JavaFileObject spec = extending("Left, Right", """

                interface Left {
                    @Downcall(symbol = "fakeWaitByPointer")
                    int extra(MemorySegment event);
                }

                interface Right {
                    @Downcall(symbol = "fakeInit")
                    int extra(MemorySegment event);
                }
                """);
        JavaFileObject settled = Compilations.source("CudaRuntime", Compilations.text(spec).replace(
                "public interface CudaRuntime extends Left, Right {", """
                public interface CudaRuntime extends Left, Right {

                    @Override
                    @Downcall(symbol = "fakeWaitByPointer")
                    int extra(MemorySegment event);
                """));

        Compilation compilation = Compilations.compile(settled);

        assertThat(compilation).succeededWithoutWarnings();
        assertThat(compilation).generatedSourceFile("test.CudaRuntimeFunctions").contentsAsUtf8String()
                .contains("\"fakeWaitByPointer\"");
    }
}
