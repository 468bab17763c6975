package dev.eventbind.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import dev.eventbind.processor.validation.Rule;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Every spec mistake is a javac error with its rule's tag, on the line of the offending element or value. Each
 * fixture is the valid CUDA-runtime-shaped spec with one change, so the error can only come from that change.
 */
class SpecErrorsTest {

    private static final String RECORD = """
                @Bind(value = Op.EVENT_RECORD, symbol = "cudaEventRecord")
                int eventRecord(MemorySegment event, MemorySegment stream);
            """;
    private static final String WAIT = "@Bind(value = Op.EVENT_WAIT, symbol = \"cudaEventSynchronize\")";
    private static final String LAST = """
                int runtimeGetVersion(MemorySegment version);
            """;

    /** The spec with {@code method} added after its last method. */
    private static JavaFileObject withMethod(String method) {
        return Compilations.cudaRuntimeWith(LAST, LAST + "\n" + method);
    }

    private static void assertError(JavaFileObject spec, String rule, String line) {
        Compilation compilation = Compilations.compile(spec);
        assertThat(compilation).failed();
        assertThat(compilation).hadErrorContaining(rule).inFile(spec).onLineContaining(line);
    }

    @Test
    void everyRequiredOpIsBound() {
        JavaFileObject spec = Compilations.cudaRuntimeWith(RECORD, "");

        assertError(spec, Rule.MISSING_OP.breach("EVENT_RECORD is not bound"),
                "public interface CudaRuntime");
    }

    @Test
    void anOpIsBoundOnce() {
        JavaFileObject spec = withMethod("""
                    @Bind(value = Op.EVENT_RECORD, symbol = "cudaEventRecordWithFlags")
                    int recordAgain(MemorySegment event, MemorySegment stream);
                """);

        assertError(spec, Rule.DUPLICATE_OP.breach("EVENT_RECORD is already bound by eventRecord"),
                "symbol = \"cudaEventRecordWithFlags\"");
    }

    @Test
    void aSymbolIsBoundByOneMethod() {
        JavaFileObject spec = withMethod("""
                    @Downcall(symbol = "cudaEventRecord")
                    int recordAgain(MemorySegment event, MemorySegment stream);
                """);

        assertError(spec, Rule.DUPLICATE_SYMBOL.rule(), "@Downcall(symbol = \"cudaEventRecord\")");
    }

    @Test
    void aSymbolIsACIdentifier() {
        JavaFileObject spec = Compilations.cudaRuntimeWith("symbol = \"cudaEventRecord\"",
                "symbol = \"cuda-EventRecord\"");

        assertError(spec, Rule.BAD_SYMBOL.breach("\"cuda-EventRecord\""), "\"cuda-EventRecord\"");
    }

    @Test
    void aBindMethodHasItsOpsShape() {
        JavaFileObject spec = Compilations.cudaRuntimeWith("int eventRecord(MemorySegment event, MemorySegment stream)",
                "int eventRecord(MemorySegment event)");

        assertError(spec, Rule.OP_SHAPE.breach("EVENT_RECORD is\n"
                + "      int f(MemorySegment event, MemorySegment stream), as cudaError_t cudaEventRecord(cudaEvent_t event,"
                + " cudaStream_t stream) or\n"
                + "      int f(MemorySegment stream, MemorySegment event), as ze_result_t zeCommandListAppendSignalEvent("
                + "ze_command_list_handle_t hCommandList, ze_event_handle_t hEvent) or\n"
                + "      int f(MemorySegment stream, MemorySegment event*), as cl_int clEnqueueMarkerWithWaitList("
                + "cl_command_queue command_queue, cl_uint num_events_in_wait_list, const cl_event *event_wait_list,"
                + " cl_event *event) with the wait list a @Constant or\n"
                + "      void f(MemorySegment stream, MemorySegment event), as void vkCmdWriteTimestamp(VkCommandBuffer"
                + " commandBuffer, VkPipelineStageFlagBits pipelineStage, VkQueryPool queryPool, uint32_t query) with"
                + " pipelineStage and query a @Constant\n"
                + "    and not int eventRecord(MemorySegment)"), "int eventRecord(MemorySegment event);");
    }

    @Test
    void anErrorNameFunctionReturnsAStringOrWritesOne() {
        JavaFileObject spec = Compilations.cudaRuntimeWith("MemorySegment errorName(int status)",
                "long errorName(int status)");

        assertError(spec, Rule.OP_SHAPE.rule(), "long errorName(int status)");
    }

    @Test
    void criticalIsOnlyForOpsThatNeverBlock() {
        JavaFileObject spec = Compilations.cudaRuntimeWith(WAIT,
                "@Bind(value = Op.EVENT_WAIT, symbol = \"cudaEventSynchronize\", critical = true)");

        assertError(spec, Rule.CRITICAL_BLOCKING.breach("EVENT_WAIT blocks the host"),
                "\"cudaEventSynchronize\", critical = true");
    }

    @Test
    void aSpecIsAnInterface() {
        JavaFileObject spec = Compilations.source("NotASpec", """
                package test;

                import dev.eventbind.spec.EventBackend;
                import dev.eventbind.spec.Library;
                import dev.eventbind.spec.Rank;

                @EventBackend(name = "NotASpec", rank = Rank.HOST,
                        library = @Library(names = "libc.so.6", overrideProperty = "p", overrideEnv = "E"))
                public abstract class NotASpec {
                }
                """);

        assertError(spec, Rule.NOT_INTERFACE.breach("test.NotASpec is a class"), "name = \"NotASpec\"");
    }

    @Test
    void aSpecHasNoTypeParameters() {
        JavaFileObject spec = Compilations.cudaRuntimeWith("interface CudaRuntime {", "interface CudaRuntime<T> {");

        assertError(spec, Rule.GENERIC_SPEC.rule(), "interface CudaRuntime<T>");
    }

    @Test
    void aLibraryNamesACandidate() {
        JavaFileObject spec = Compilations.cudaRuntimeWith("names = {\"libfakecudart.so\"},", "names = {},");

        assertError(spec, Rule.EMPTY_LIBRARY.rule(), "library = @Library(");
    }

    @Test
    void aLibraryNamesItsOverrides() {
        JavaFileObject spec = Compilations.cudaRuntimeWith("overrideEnv = \"EVENTBIND_FAKECUDA_LIBRARY\"",
                "overrideEnv = \"\"");

        assertError(spec, Rule.BLANK_OVERRIDE.rule(), "library = @Library(");
    }

    @Test
    void successIsNeitherNotReadyNorPoisoned() {
        JavaFileObject spec = Compilations.cudaRuntimeWith("notReady = 600,", "notReady = {600, 0},");

        assertError(spec, Rule.STATUS_CONFLICT.rule(), "status = @Status(");
    }

    @Test
    void aBackendNameBelongsToOneSpec() {
        JavaFileObject second = Compilations.source("OtherRuntime", Compilations.cudaRuntimeText()
                .replace("interface CudaRuntime", "interface OtherRuntime"));

        Compilation compilation = Compilations.compile(Compilations.CUDA_RUNTIME, second);

        assertThat(compilation).hadErrorContaining(Rule.DUPLICATE_BACKEND.breach(
                "\"FakeCUDA\" is also the name of test.CudaRuntime")).inFile(second)
                .onLineContaining("name = \"FakeCUDA\"");
    }

    @Test
    void downcallParametersArePrimitivesOrMemorySegments() {
        JavaFileObject spec = withMethod("""
                    @Downcall(symbol = "strlen")
                    long length(String text);
                """);

        assertError(spec, Rule.UNSUPPORTED_TYPE.breach("parameter text is java.lang.String"),
                "long length(String text)");
    }

    @Test
    void downcallsReturnPrimitivesMemorySegmentsOrVoid() {
        JavaFileObject spec = withMethod("""
                    @Downcall(symbol = "isatty")
                    boolean isTerminal(int descriptor);
                """);

        assertError(spec, Rule.UNSUPPORTED_TYPE.rule(), "boolean isTerminal(int descriptor)");
    }

    @Test
    void everyAbstractSpecMethodIsAnnotated() {
        JavaFileObject spec = withMethod("    int helper(int value);\n");

        assertError(spec, Rule.UNANNOTATED_METHOD.breach("helper"), "int helper(int value)");
    }

    @Test
    void anAnnotatedSpecMethodIsAbstract() {
        JavaFileObject spec = withMethod("""
                    @Downcall(symbol = "getpid")
                    default int processId() {
                        return 0;
                    }
                """);

        assertError(spec, Rule.NOT_ABSTRACT.rule(), "@Downcall(symbol = \"getpid\")");
    }

    @Test
    void aMethodIsNotBothBindAndDowncall() {
        JavaFileObject spec = Compilations.cudaRuntimeWith(WAIT, WAIT + " @Downcall(symbol = \"sync\")");

        assertError(spec, Rule.BIND_AND_DOWNCALL.rule(), "int eventSynchronize(MemorySegment event)");
    }

    @Test
    void bindBelongsInAnEventBackend() {
        JavaFileObject spec = Compilations.source("Plain", """
                package test;

                import dev.eventbind.spec.Bind;
                import dev.eventbind.spec.Library;
                import dev.eventbind.spec.NativeFunctions;
                import dev.eventbind.spec.Op;
                import java.lang.foreign.MemorySegment;

                @NativeFunctions(name = "Plain",
                        library = @Library(names = "libc.so.6", overrideProperty = "p", overrideEnv = "E"))
                public interface Plain {
                    @Bind(value = Op.EVENT_WAIT, symbol = "waitForIt")
                    int waitForIt(MemorySegment event);
                }
                """);

        assertError(spec, Rule.BIND_OUTSIDE_BACKEND.rule(), "Op.EVENT_WAIT");
    }

    @Test
    void aSpecMethodDoesNotTakeAGeneratedSignature() {
        JavaFileObject spec = withMethod("""
                    @Downcall(symbol = "fakeCalls")
                    int version();
                """);

        assertError(spec, Rule.RESERVED_NAME.breach("version() is declared by the generated class"),
                "int version();");
    }

    @Test
    void aNestedSpecIsNotPrivate() {
        JavaFileObject spec = Compilations.source("Outer", """
                package test;

                import dev.eventbind.spec.Library;
                import dev.eventbind.spec.NativeFunctions;

                public class Outer {
                    @NativeFunctions(name = "Hidden",
                            library = @Library(names = "libc.so.6", overrideProperty = "p", overrideEnv = "E"))
                    private interface Hidden {
                    }
                }
                """);

        assertError(spec, Rule.PRIVATE_SPEC.rule(), "private interface Hidden");
    }

    @Test
    void twoIndependentMistakesAreBothReported() {
        String text = Compilations.cudaRuntimeText()
                .replace("symbol = \"cudaEventDestroy\"", "symbol = \"cuda EventDestroy\"")
                .replace(WAIT, "@Bind(value = Op.EVENT_WAIT, symbol = \"cudaEventSynchronize\", critical = true)");
        JavaFileObject spec = Compilations.source("CudaRuntime", text);

        Compilation compilation = Compilations.compile(spec);

        assertThat(compilation).hadErrorCount(2);
        assertThat(compilation).hadErrorContaining(Rule.BAD_SYMBOL.rule()).inFile(spec)
                .onLineContaining("\"cuda EventDestroy\"");
        assertThat(compilation).hadErrorContaining(Rule.CRITICAL_BLOCKING.rule()).inFile(spec)
                .onLineContaining("\"cudaEventSynchronize\", critical = true");
    }

    @Test
    void aBrokenSpecDoesNotStopTheChecksOfTheOthers() {
        JavaFileObject broken = Compilations.cudaRuntimeWith(RECORD, "");
        JavaFileObject alsoBroken = Compilations.source("FakeControl", Compilations.text(Compilations.FAKE_CONTROL)
                .replace("symbol = \"fakeCalls\"", "symbol = \"fake.calls\""));

        Compilation compilation = Compilations.compile(List.of(), broken, alsoBroken);

        assertThat(compilation).hadErrorContaining(Rule.MISSING_OP.rule()).inFile(broken)
                .onLineContaining("public interface CudaRuntime");
        assertThat(compilation).hadErrorContaining(Rule.BAD_SYMBOL.rule()).inFile(alsoBroken)
                .onLineContaining("\"fake.calls\"");
    }
}
