package dev.eventbind.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import com.google.testing.compile.Compilation;
import dev.eventbind.processor.validation.Rule;
import java.util.List;
import java.util.Locale;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Good input is accepted, and what is accepted compiles: each spec here is compiled together with the sources
 * generated for it, so a spec the processor accepts but cannot turn into working code fails the build here.
 */
class AcceptedSpecsTest {

    private static final String LINUX = "-A" + EventBindProcessor.TARGET + "=linux";
    private static final String WINDOWS = "-A" + EventBindProcessor.TARGET + "=windows";

    private static Compilation compile(List<String> options, JavaFileObject... sources) {
        Compilation compilation = Compilations.compile(options, sources);
        assertThat(compilation).succeeded();
        assertFalse(compilation.generatedSourceFiles().isEmpty(), "generated nothing");
        return compilation;
    }

    private static List<String> tags(Compilation compilation, Diagnostic.Kind kind) {
        return compilation.diagnostics().stream().filter(d -> d.getKind() == kind)
                .map(d -> d.getMessage(Locale.ROOT)).filter(m -> m.startsWith("[EventBind"))
                .map(m -> m.substring(0, m.indexOf(']') + 1)).toList();
    }

    @Test
    void theCudaRuntimeSpecAndItsControlFunctionsCompileWithTheirGeneratedSources() {
        Compilation compilation = compile(List.of(), Compilations.CUDA_RUNTIME, Compilations.FAKE_CONTROL);

        assertEquals(List.of(), tags(compilation, Diagnostic.Kind.WARNING));
        assertThat(compilation).hadNoteContaining(Rule.HEADER_CHECKED.rule() + ": checked 7 symbols against")
                .inFile(Compilations.FAKE_CONTROL).onLineContaining("header = \"fake_control.h\"");
    }

    @Test
    void typeUseAnnotatedParametersAreAccepted() {
        JavaFileObject nonNull = Compilations.source("NonNull", """
                package test;

                import java.lang.annotation.ElementType;
                import java.lang.annotation.Target;

                @Target(ElementType.TYPE_USE)
                public @interface NonNull {
                }
                """);
        JavaFileObject spec = Compilations.cudaRuntimeWith("int eventRecord(MemorySegment event, MemorySegment"
                + " stream)", "int eventRecord(@NonNull MemorySegment event, @NonNull MemorySegment stream)");

        compile(List.of(), nonNull, spec);
    }

    @Test
    void everyWidthOfTheTestHeaderBoundRightForLp64IsAcceptedWithoutAWarning() {
        Compilation compilation = compile(List.of(LINUX), CorpusCase.WIDTHS);

        assertEquals(List.of(), tags(compilation, Diagnostic.Kind.WARNING));
        assertThat(compilation).hadNoteContaining("checked 13 symbols against").inFile(CorpusCase.WIDTHS)
                .onLineContaining("header = \"widths.h\"");
    }

    @Test
    void theWindowsDeclarationCountsOnWindowsAndALongIsFourBytesThere() {
        JavaFileObject spec = CorpusCase.widths("int platform(int first);", """
                int platform(int first, int second);

                    @Downcall(symbol = "wLong")
                    int longValue(int value);

                    @Downcall(symbol = "wWindowsOnly")
                    int windowsOnly(int value);
                """);

        Compilation compilation = compile(List.of(WINDOWS), spec);

        // Its parameter and its return: each a C long, right for LLP64 only.
        assertEquals(List.of(Rule.PLATFORM_LONG.tag(), Rule.PLATFORM_LONG.tag()),
                tags(compilation, Diagnostic.Kind.WARNING));
    }

    @Test
    void aDefineOptionTurnsOnTheFeatureBranchItGuards() {
        JavaFileObject spec = CorpusCase.widthsPlus("""
                    @Downcall(symbol = "wFeature")
                    int feature(int value);
                """);

        Compilation compilation = compile(List.of("-A" + EventBindProcessor.DEFINE + "=W_FEATURE=2"), spec);

        assertEquals(List.of(), tags(compilation, Diagnostic.Kind.WARNING));
    }

    @Test
    void aPlatformLongIsAWarningAndTheSpecStillGenerates() {
        JavaFileObject spec = CorpusCase.widthsPlus("""
                    @Downcall(symbol = "wLong")
                    long longValue(long value);
                """);

        Compilation compilation = compile(List.of(LINUX), spec);

        assertEquals(List.of(Rule.PLATFORM_LONG.tag(), Rule.PLATFORM_LONG.tag()),
                tags(compilation, Diagnostic.Kind.WARNING));
    }
}
