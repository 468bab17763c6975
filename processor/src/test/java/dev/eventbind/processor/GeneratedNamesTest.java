package dev.eventbind.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import java.util.ArrayList;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * What a spec's package and names hold never changes what the generated code means: every type it uses is
 * written so that a type of the spec's package cannot take its place, and names that reach Javadoc or strings
 * are escaped.
 */
class GeneratedNamesTest {

    /** Types of the JDK (java.lang's among them) that generated code uses, and that a package may declare too. */
    private static final List<String> JDK_NAMES = List.of("Error", "Exception", "RuntimeException", "Throwable",
            "AssertionError", "IllegalStateException", "IllegalArgumentException", "Override", "Object",
            "String", "Integer", "Long", "Float", "Math", "System", "Thread", "Optional", "OptionalInt", "Map",
            "List", "MemorySegment", "Arena", "ValueLayout", "MethodHandle", "FunctionDescriptor", "Linker",
            "Generated", "SuppressWarnings", "Deprecated", "ThreadLocal");

    @Test
    void aSpecPackageHoldingTypesNamedAsTheJdksChangesNothing() {
        List<JavaFileObject> sources = new ArrayList<>(List.of(Compilations.CUDA_RUNTIME,
                Compilations.FAKE_CONTROL));
        for (String name : JDK_NAMES) {
            // Each class is unusable as what the JDK's would be used for, so any use of it fails to compile.
            sources.add(Compilations.source(name, "package test;\n\nfinal class " + name + " {\n    private "
                    + name + "() {\n    }\n}\n"));
        }

        Compilation compilation = Compilations.compile(sources.toArray(JavaFileObject[]::new));

        assertThat(compilation).succeededWithoutWarnings();
    }

    /**
     * A backend name holding the end of a comment, written plainly and as a Unicode escape, Javadoc markup and a
     * quote, as it stands between the quotes of the spec's source (and of a Java string holding it).
     */
    private static final String HOSTILE = "Fake */ \\\\u002a/ {@code x} @see <b>&amp; \\\"";

    @Test
    void aSpecOverloadWithTheTypesOfAnAddressTwinLeavesTheTwinANameOfItsOwn() throws Exception {
        JavaFileObject spec = Compilations.source("CudaRuntime", Compilations.cudaRuntimeText()
                .replace("header = \"fake_cuda_runtime.h\")", "header = \"fake_cuda_overload.h\")")
                .replace("    int eventQuery(MemorySegment event);", """
                    int eventQuery(MemorySegment event);

                    @Downcall(symbol = "fakeQueryByNumber", optional = true)
                    int eventQuery(long number);"""));

        Compilation compilation = Compilations.compile(spec, Compilations.FAKE_CONTROL);

        assertThat(compilation).succeededWithoutWarnings();
        String functions = Compilations.generated(compilation, "test.CudaRuntimeFunctions");
        assertTrue(functions.contains("    int eventQueryByAddress(long event) {"), functions);
        assertTrue(functions.contains("return eventQueryByAddress(NativeLinker.address(event));"), functions);
        assertTrue(functions.contains("    public int eventQuery(long number) {"), functions);
        assertTrue(Compilations.generated(compilation, "test.CudaRuntimeEvents")
                .contains("functions.eventQueryByAddress(event.address())"));
    }

    @Test
    void twoOverloadsWhoseAddressTwinsWouldShareASignatureGetOneNameEach() throws Exception {
        JavaFileObject spec = Compilations.source("FakeZe", Compilations.text(Compilations.FAKE_ZE)
                .replace("int eventSynchronize(MemorySegment event, long timeout)", "int call(MemorySegment event,"
                        + " long timeout)")
                .replace("int appendSignal(MemorySegment list, MemorySegment event)", "int call(MemorySegment list,"
                        + " MemorySegment event)"));

        Compilation compilation = Compilations.compile(spec, Compilations.FAKE_ZE_CONTROL);

        // Both twins take (long, long): the second is renamed, or the functions class would not compile.
        assertThat(compilation).succeeded();
        String functions = Compilations.generated(compilation, "test.FakeZeFunctions");
        assertTrue(functions.contains("int call(long event, long timeout) {")
                ^ functions.contains("int call(long list, long event) {"), functions);
        assertTrue(functions.contains("int callByAddress(long "), functions);
    }

    @Test
    void aBackendNameReachesJavadocEscapedAndStringsAsWritten() throws Exception {
        JavaFileObject spec = Compilations.cudaRuntimeWith("name = \"FakeCUDA\"", "name = \"" + HOSTILE + "\"");

        Compilation compilation = Compilations.compile(spec, Compilations.FAKE_CONTROL);

        // Compiling is the first check: a comment ended early, or a Unicode escape read, would not compile.
        assertThat(compilation).succeededWithoutWarnings();
        String events = Compilations.generated(compilation, "test.CudaRuntimeEvents");
        // As a string: the name exactly as the spec's annotation holds it.
        assertTrue(events.contains("BACKEND = \"" + HOSTILE + "\";"), events);
        // In Javadoc: every character that could act is an entity.
        String escaped = "Fake *&#47; &#92;u002a/ &#123;&#64;code x&#125; &#64;see &lt;b&gt;&amp;amp; \"";
        assertTrue(events.contains(" * The " + escaped + " backend:"), events);
        for (String file : List.of("test.CudaRuntimeFunctions", "test.CudaRuntimeEventsProvider")) {
            String text = Compilations.generated(compilation, file);
            assertTrue(text.contains(escaped), text);
        }
    }
}
