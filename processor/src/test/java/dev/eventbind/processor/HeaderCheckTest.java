package dev.eventbind.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.google.testing.compile.Compilation;
import dev.eventbind.processor.validation.Rule;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/** Symbols are checked against the spec's C header: the real CUDA 13 header and the small test header. */
class HeaderCheckTest {

    private static final Path CUDA_HEADER = Path.of("/usr/local/cuda/include/cuda_runtime_api.h");
    private static final String FAKE_HEADER = "header = \"fake_cuda_runtime.h\"";
    private static final String REAL_HEADER = "header = \"cuda_runtime_api.h\"";
    private static final String LAST = """
                int eventQuery(MemorySegment event);
            """;

    private static JavaFileObject withMethod(String method) {
        return Compilations.cudaRuntimeWith(LAST, LAST + "\n" + method);
    }

    @Test
    void aMisspeltSymbolIsAnErrorSuggestingTheRealCudaName() {
        assumeTrue(Files.isRegularFile(CUDA_HEADER), "needs the CUDA toolkit headers");
        String text = Compilations.cudaRuntimeText().replace(FAKE_HEADER, REAL_HEADER)
                .replace("symbol = \"cudaEventRecord\"", "symbol = \"cudaEventRecrod\"");
        JavaFileObject spec = Compilations.source("CudaRuntime", text);

        Compilation compilation = Compilations.compile(spec);

        assertThat(compilation).hadErrorCount(1);
        assertThat(compilation).hadErrorContaining(Rule.UNDECLARED_SYMBOL.breach("cudaEventRecrod is not declared in "
                + CUDA_HEADER)).inFile(spec).onLineContaining("cudaEventRecrod");
        assertThat(compilation).hadErrorContaining("did you mean cudaEventRecord?");
    }

    @Test
    void theCudaRuntimeSpecMatchesTheRealCudaHeader() {
        assumeTrue(Files.isRegularFile(CUDA_HEADER), "needs the CUDA toolkit headers");
        JavaFileObject spec = Compilations.cudaRuntimeWith(FAKE_HEADER, REAL_HEADER);

        Compilation compilation = Compilations.compile(spec);

        assertThat(compilation).succeededWithoutWarnings();
        assertThat(compilation).generatedSourceFile("test.CudaRuntimeEvents").contentsAsUtf8String()
                .contains("{@code cudaError_t cudaEventRecord(cudaEvent_t event, cudaStream_t stream)}");
    }

    @Test
    void aMisspeltSymbolIsAnErrorSuggestingTheNameInTheTestHeader() {
        JavaFileObject spec = Compilations.cudaRuntimeWith("symbol = \"cudaEventSynchronize\"",
                "symbol = \"cudaEventSynchronise\"");

        assertThat(Compilations.compile(spec)).hadErrorContaining("cudaEventSynchronise is not declared in")
                .inFile(spec).onLineContaining("cudaEventSynchronise");
        assertThat(Compilations.compile(spec)).hadErrorContaining("did you mean cudaEventSynchronize?");
    }

    @Test
    void aSymbolFarFromEveryDeclarationGetsNoSuggestion() {
        JavaFileObject spec = withMethod("""
                    @Downcall(symbol = "completelyDifferent")
                    int other(int value);
                """);

        Compilation compilation = Compilations.compile(spec);

        assertThat(compilation).hadErrorContaining(Rule.UNDECLARED_SYMBOL.rule()).inFile(spec)
                .onLineContaining("completelyDifferent");
        String message = compilation.errors().getFirst().getMessage(Locale.ROOT);
        assertTrue(message.endsWith("or the headers it includes"), message);
    }

    @Test
    void aParameterOfAnotherKindIsAnErrorQuotingTheDeclaration() {
        JavaFileObject spec = withMethod("""
                    @Downcall(symbol = "fakeInit")
                    int init(MemorySegment flags);
                """);

        assertThat(Compilations.compile(spec)).hadErrorContaining(Rule.TYPE_MISMATCH.rule() + ": parameter 1"
                + " (flags) of init is MemorySegment, a pointer but fakeInit declares unsigned int flags, an integer"
                + " of 4 bytes: cudaError_t fakeInit(unsigned int flags); use int").inFile(spec)
                .onLineContaining("int init(MemorySegment flags)");
    }

    @Test
    void aDifferentParameterCountIsAnErrorQuotingTheDeclaration() {
        JavaFileObject spec = Compilations.cudaRuntimeWith("""
                @Bind(value = Op.EVENT_QUERY, symbol = "cudaEventQuery", critical = true)
                    int eventQuery(MemorySegment event)""", """
                @Downcall(symbol = "cudaEventQuery")
                    int eventQuery(MemorySegment event, int extra)""");

        assertThat(Compilations.compile(spec)).hadErrorContaining(Rule.HEADER_MISMATCH.breach("eventQuery has 2"
                + " parameters (pointer, integer) but cudaEventQuery is declared with 1 parameter (pointer):"
                + " cudaError_t cudaEventQuery(cudaEvent_t event)")).inFile(spec)
                .onLineContaining("int eventQuery(MemorySegment event, int extra)");
    }

    @Test
    void aFloatingParameterMustBeFloatingInJava() {
        JavaFileObject spec = Compilations.source("FakeControl", Compilations.text(Compilations.FAKE_CONTROL)
                .replace("int setElapsed(float millis)", "int setElapsed(int millis)"));

        assertThat(Compilations.compile(spec)).hadErrorContaining("parameter 1 (millis) of setElapsed is int, 4 bytes"
                + " but fakeSetElapsed declares float ms, a float").inFile(spec)
                .onLineContaining("int setElapsed(int millis)");
    }

    @Test
    void aMisspeltHeaderIsAnErrorNamingTheFoldersTriedAndTheNearestFile() {
        JavaFileObject spec = Compilations.cudaRuntimeWith(FAKE_HEADER, "header = \"fake_cuda_runtme.h\"");

        Compilation compilation = Compilations.compile(spec);

        assertThat(compilation).failed();
        assertThat(compilation).hadErrorContaining(Rule.HEADER_NOT_FOUND.breach("fake_cuda_runtme.h is in none of "
                + Compilations.HEADERS + ", /usr/local/cuda/include")).inFile(spec).onLineContaining("fake_cuda_runtme.h");
        assertThat(compilation).hadErrorContaining("/usr/include; did you mean \"fake_cuda_runtime.h\"?");
    }

    @Test
    void aHeaderThatIsNotCIsAnErrorQuotingTheFrontEndWithItsPosition() {
        JavaFileObject spec = Compilations.cudaRuntimeWith(FAKE_HEADER, "header = \"not_c.h\"");

        Compilation compilation = Compilations.compile(spec);

        assertThat(compilation).hadErrorCount(1);
        assertThat(compilation).hadErrorContaining(Rule.HEADER_NOT_C.tag()).inFile(spec).onLineContaining("not_c.h");
        assertThat(compilation).hadErrorContaining("not_c.h:4:1: error: unknown type name 'not_a_type'");
    }

    @Test
    void aBuildThatOptsOutIsWarnedAndGeneratesWithoutPrototypes() {
        JavaFileObject spec = Compilations.cudaRuntimeWith(FAKE_HEADER, "header = \"no_such_header.h\"");

        Compilation compilation = Compilations.compile(List.of("-A" + EventBindProcessor.HEADER_CHECKS + "=skip"),
                spec);

        assertThat(compilation).succeeded();
        assertThat(compilation).hadWarningContaining(Rule.HEADER_CHECKS_SKIPPED.tag()).inFile(spec)
                .onLineContaining("no_such_header.h");
        assertThat(compilation).generatedSourceFile("test.CudaRuntimeEvents").contentsAsUtf8String()
                .contains("{@code int cudaEventRecord(void* event, void* stream)}");
    }

    @Test
    void aLibraryThatIsNoLibclangIsAnErrorNamingItAndTheFix() {
        Path zlib = Path.of("/usr/lib/x86_64-linux-gnu/libz.so.1");
        assumeTrue(Files.exists(zlib), "needs zlib");

        Compilation compilation = Compilations.compile(List.of("-A" + EventBindProcessor.LIBCLANG + "=" + zlib),
                Compilations.CUDA_RUNTIME);

        assertThat(compilation).hadErrorCount(1);
        assertThat(compilation).hadErrorContaining(Rule.HEADER_UNCHECKABLE.breach("fake_cuda_runtime.h cannot be"
                + " checked: libclang, the C front end, was not found (tried " + zlib + " (not a libclang: it has no"
                + " clang_parseTranslationUnit2))")).inFile(Compilations.CUDA_RUNTIME)
                .onLineContaining("header = \"fake_cuda_runtime.h\"");
        assertThat(compilation).hadErrorContaining("-Aeventbind.headerChecks=skip");
    }
}
