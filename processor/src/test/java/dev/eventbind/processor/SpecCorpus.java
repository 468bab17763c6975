package dev.eventbind.processor;

import static dev.eventbind.processor.CorpusCase.cuda;
import static dev.eventbind.processor.CorpusCase.cudaPlus;
import static dev.eventbind.processor.CorpusCase.of;

import dev.eventbind.processor.validation.Rule;
import java.util.List;
import javax.tools.JavaFileObject;

/** The malformed specs whose mistake is in the spec itself: its type, annotations, methods and Java types. */
final class SpecCorpus {

    private static final String RECORD = """
                @Bind(value = Op.EVENT_RECORD, symbol = "cudaEventRecord")
                int eventRecord(MemorySegment event, MemorySegment stream);
            """;
    private static final String WAIT = "@Bind(value = Op.EVENT_WAIT, symbol = \"cudaEventSynchronize\")";
    private static final String LIBRARY = "library = @Library(";
    private static final String STATUS = "status = @Status(";
    private static final String FUNCTIONS = "@NativeFunctions(name = \"Plain\", library = @Library(names ="
            + " \"libc.so.6\", overrideProperty = \"p\", overrideEnv = \"E\"))";

    /** A class taking the name generated for the CUDA-runtime-shaped spec. */
    private static final JavaFileObject CLASH = Compilations.source("CudaRuntimeEvents",
            "package test;\n\npublic class CudaRuntimeEvents {\n}\n");

    /** A nested spec whose generated name is also a top-level spec's. */
    private static final JavaFileObject NESTED = plain("Outer", "public class Outer {", "    " + FUNCTIONS
            + "\n    public interface Spec {\n    }\n}");

    /** A second backend, a copy of the CUDA-runtime-shaped one. */
    private static final JavaFileObject OTHER = Compilations.source("OtherRuntime", Compilations.cudaRuntimeText()
            .replace("interface CudaRuntime", "interface OtherRuntime"));

    private SpecCorpus() {
    }

    static List<CorpusCase> cases() {
        List<CorpusCase> cases = new java.util.ArrayList<>();
        cases.addAll(typeCases());
        cases.addAll(annotationCases());
        cases.addAll(methodCases());
        cases.add(NativeFunctionsProviderTest.corpusCase());
        return cases;
    }

    private static JavaFileObject plain(String name, String head, String body) {
        return Compilations.source(name, """
                package test;

                import dev.eventbind.spec.*;
                import java.lang.foreign.MemorySegment;

                """ + head + "\n" + body + "\n");
    }

    private static List<CorpusCase> typeCases() {
        List<CorpusCase> cases = new java.util.ArrayList<>();
        cases.addAll(typeCases1());
        cases.addAll(typeCases2());
        return cases;
    }

    private static List<CorpusCase> typeCases1() {
        return List.of(
                of("a class", Rule.NOT_INTERFACE, "test.Plain is a class",
                        plain("Plain", FUNCTIONS, "public abstract class Plain {\n}"), "name = \"Plain\""),
                of("an enum", Rule.NOT_INTERFACE, "test.Plain is an enum",
                        plain("Plain", FUNCTIONS, "public enum Plain {\n}"), "name = \"Plain\""),
                of("an annotation type", Rule.NOT_INTERFACE, "test.Plain is an annotation type",
                        plain("Plain", FUNCTIONS, "public @interface Plain {\n}"), "name = \"Plain\""),
                of("a generic spec", Rule.GENERIC_SPEC, "test.CudaRuntime",
                        cuda("interface CudaRuntime {", "interface CudaRuntime<T> {"), "interface CudaRuntime<T>"),
                of("a generic method", Rule.GENERIC_SPEC, "pick", cudaPlus("""
                            @Downcall(symbol = "fakeCalls")
                            <T> int pick();
                        """), "<T> int pick()"),
                of("a private nested spec", Rule.PRIVATE_SPEC, "test.Outer.Hidden is private",
                        plain("Outer", "public class Outer {", "    " + FUNCTIONS
                                + "\n    private interface Hidden {\n    }\n}"), "private interface Hidden"),
                of("a sealed spec", Rule.SEALED_SPEC, "test.CudaRuntime is sealed",
                        cuda("public interface CudaRuntime {", "public sealed interface CudaRuntime permits"
                                + " CudaRuntime.Sub {\n    non-sealed interface Sub extends CudaRuntime {\n    }\n"),
                        "sealed interface CudaRuntime"),
                of("both kinds", Rule.TWO_KINDS, "CudaRuntime",
                        cuda("public interface CudaRuntime {", FUNCTIONS.replace("\"Plain\"", "\"Both\"")
                                .replace("@", "@dev.eventbind.spec.") + "\npublic interface CudaRuntime {"),
                        "name = \"FakeCUDA\""),
                of("an inherited unannotated method", Rule.INHERITED_METHOD, "helper is inherited from test.Base without @Bind",
                        inheriting("    int helper(int value);\n"), "public interface CudaRuntime"),
                of("a generated name taken by a class", Rule.GENERATED_NAME_CLASH, "test.CudaRuntimeEvents,"
                        + " generated for test.CudaRuntime, is already a type", Compilations.CUDA_RUNTIME,
                        "public interface CudaRuntime").alongside(CLASH));
    }

    private static List<CorpusCase> typeCases2() {
        return List.of(
                of("a generated name two specs share", Rule.GENERATED_NAME_CLASH, "test.Outer_SpecFunctions would"
                        + " be generated for test.Outer_Spec and for test.Outer.Spec",
                        plain("Outer_Spec", FUNCTIONS.replace("\"Plain\"", "\"Other\""),
                                "public interface Outer_Spec {\n}"), "public interface Outer_Spec")
                        .alongside(NESTED));
    }

    /** The spec extending an interface {@code Base} with {@code members}, declared after it in its file. */
    private static JavaFileObject inheriting(String members) {
        return Compilations.source("CudaRuntime", Compilations.cudaRuntimeText()
                .replace("public interface CudaRuntime {", "public interface CudaRuntime extends Base {")
                + "\ninterface Base {\n" + members + "}\n");
    }

    private static List<CorpusCase> annotationCases() {
        List<CorpusCase> cases = new java.util.ArrayList<>();
        cases.addAll(annotationCases1());
        cases.addAll(annotationCases2());
        return cases;
    }

    private static List<CorpusCase> annotationCases1() {
        return List.of(
                of("a blank backend name", Rule.BLANK_NAME, "CudaRuntime",
                        cuda("name = \"FakeCUDA\"", "name = \"\""), "name = \"\""),
                of("a blank functions name", Rule.BLANK_NAME, "Plain",
                        plain("Plain", FUNCTIONS.replace("\"Plain\"", "\"  \""), "public interface Plain {\n}"),
                        "name = \"  \""),
                of("a backend name with a line feed", Rule.NAME_CHARACTERS,
                        "\"Mi\\\"ni\\u000a\" has \\u000a at index 5",
                        cuda("name = \"FakeCUDA\"", "name = \"Mi\\\"ni\\n\""), "name = \"Mi\\\"ni\\n\""),
                of("a functions name with a tab and a C1 control", Rule.NAME_CHARACTERS,
                        "\"Pl\\u0009ain\\u0085\" has \\u0009 at index 2, \\u0085 at index 6",
                        plain("Plain", FUNCTIONS.replace("\"Plain\"", "\"Pl\\tain\\u0085\""),
                                "public interface Plain {\n}"), "name = \"Pl\\tain"),
                of("a backend name twice", Rule.DUPLICATE_BACKEND, "\"FakeCUDA\" is also the name of"
                        + " test.CudaRuntime", OTHER, "name = \"FakeCUDA\"").alongside(Compilations.CUDA_RUNTIME),
                of("a backend name differing in case", Rule.DUPLICATE_BACKEND, "\"fakecuda\" is also the name of"
                        + " test.CudaRuntime (\"FakeCUDA\")", rename(OTHER, "fakecuda"), "name = \"fakecuda\"")
                        .alongside(Compilations.CUDA_RUNTIME),
                of("a backend name with spaces around", Rule.DUPLICATE_BACKEND, "\" FakeCUDA \" is also the name",
                        rename(OTHER, " FakeCUDA "), "name = \" FakeCUDA \"").alongside(Compilations.CUDA_RUNTIME),
                of("no library names", Rule.EMPTY_LIBRARY, "names is empty",
                        cuda("names = {\"libfakecudart.so\"},", "names = {},"), LIBRARY),
                of("a blank library name", Rule.EMPTY_LIBRARY, "a candidate name is blank",
                        cuda("names = {\"libfakecudart.so\"},", "names = {\"libfakecudart.so\", \" \"},"), LIBRARY),
                of("a blank override variable", Rule.BLANK_OVERRIDE, "overrideProperty=\"eventbind.fakecuda.library\","
                        + " overrideEnv=\"\"",
                        cuda("overrideEnv = \"EVENTBIND_FAKECUDA_LIBRARY\"", "overrideEnv = \"\""), LIBRARY),
                of("a blank override property", Rule.BLANK_OVERRIDE, "overrideProperty=\"\"",
                        cuda("overrideProperty = \"eventbind.fakecuda.library\"", "overrideProperty = \"\""),
                        LIBRARY),
                of("an override property with a space", Rule.BAD_OVERRIDE, "the system property"
                        + " \"eventbind fakecuda\"", cuda("overrideProperty = \"eventbind.fakecuda.library\"",
                                "overrideProperty = \"eventbind fakecuda\""), LIBRARY),
                of("an override variable with =", Rule.BAD_OVERRIDE, "the environment variable \"CUDA=1\"",
                        cuda("overrideEnv = \"EVENTBIND_FAKECUDA_LIBRARY\"", "overrideEnv = \"CUDA=1\""), LIBRARY),
                of("an override property two backends share", Rule.DUPLICATE_OVERRIDE, "the system property"
                        + " \"eventbind.fakecuda.library\" is also the override of test.CudaRuntime",
                        otherLibrary(OTHER, "\"EVENTBIND_OTHER_LIBRARY\""), LIBRARY)
                        .alongside(Compilations.CUDA_RUNTIME));
    }

    private static List<CorpusCase> annotationCases2() {
        return List.of(
                of("an override variable two backends share", Rule.DUPLICATE_OVERRIDE, "the environment variable"
                        + " \"EVENTBIND_FAKECUDA_LIBRARY\" is also the override of test.CudaRuntime",
                        otherLibrary(Compilations.source("OtherRuntime", Compilations.text(OTHER).replace(
                                "\"eventbind.fakecuda.library\"", "\"eventbind.OTHER.library\"")),
                                "\"EVENTBIND_FAKECUDA_LIBRARY\""), LIBRARY).alongside(Compilations.CUDA_RUNTIME),
                of("success is not-ready", Rule.STATUS_CONFLICT, "success is 0",
                        cuda("notReady = 600,", "notReady = {600, 0},"), STATUS),
                of("success is poisoned", Rule.STATUS_CONFLICT, "success is 0",
                        cuda("poisoned = {214, 700},", "poisoned = {0, 214, 700},"), STATUS),
                of("a not-ready status twice", Rule.DUPLICATE_STATUS, "600 is listed twice",
                        cuda("notReady = 600,", "notReady = {600, 600},"), STATUS),
                of("a poisoned status twice", Rule.DUPLICATE_STATUS, "214 is listed twice",
                        cuda("poisoned = {214, 700},", "poisoned = {214, 700, 214},"), STATUS),
                of("a status both not-ready and poisoned", Rule.DUPLICATE_STATUS, "600 is both not-ready and"
                        + " poisoned", cuda("poisoned = {214, 700},", "poisoned = {214, 700, 600},"), STATUS),
                of("a status prefix no constant of the header starts with", Rule.STATUS_NAMES,
                        "no enum constant or integer #define starts with \"cudaErr_\" in ",
                        cuda("prefix = \"cudaError\"", "prefix = \"cudaErr_\""), "prefix = \"cudaErr_\""),
                of("a status prefix in the wrong case", Rule.STATUS_NAMES, "no enum constant or integer #define"
                        + " starts with \"CUDAERROR\" in ", cuda("prefix = \"cudaError\"", "prefix = \"CUDAERROR\""),
                        "prefix = \"CUDAERROR\""),
                of("a status prefix without a header", Rule.STATUS_NAMES, "prefix \"cudaError\" has no header to"
                        + " read the statuses from",
                        cuda("prefix = \"cudaError\"),\n        header = \"fake_cuda_runtime.h\")",
                                "prefix = \"cudaError\"))"), "prefix = \"cudaError\"))"),
                of("a functions spec's status prefix no constant of the header starts with", Rule.STATUS_NAMES,
                        "no enum constant or integer #define starts with \"fakeNo_\" in ",
                        Compilations.source("FakeControl", Compilations.text(Compilations.FAKE_CONTROL).replace(
                                "header = \"fake_control.h\")", "header = \"fake_control.h\",\n        status ="
                                        + " @dev.eventbind.spec.Status(prefix = \"fakeNo_\"))")),
                        "prefix = \"fakeNo_\""),
                of("a status include naming no constant of the header", Rule.STATUS_SELECTION,
                        "include names \"cudaErrorNotRedy\", which is not an enum constant or integer #define of ",
                        cuda("prefix = \"cudaError\"", "prefix = \"cudaError\",\n                include ="
                                + " \"cudaErrorNotRedy\""), "include = \"cudaErrorNotRedy\""),
                of("a status exclude naming a constant the prefix does not admit", Rule.STATUS_SELECTION,
                        "exclude names \"cudaSuccess\", which is not among the statuses the prefix \"cudaError\""
                                + " admits", cuda("prefix = \"cudaError\"", "prefix = \"cudaError\",\n"
                                + "                exclude = {\"cudaErrorNotReady\", \"cudaSuccess\"}"),
                        "exclude = {\"cudaErrorNotReady\", \"cudaSuccess\"}"),
                of("a status sign without a prefix", Rule.STATUS_SELECTION, "sign = NON_POSITIVE has no prefix to"
                        + " apply to", cuda("prefix = \"cudaError\"", "sign = Status.Sign.NON_POSITIVE"),
                        "sign = Status.Sign.NON_POSITIVE"),
                of("two codes with one value", Rule.DUPLICATE_CODE, "35 has two @Code entries",
                        cuda("@Code(value = 999, name = \"cudaErrorUnknown\")",
                                "@Code(value = 35, name = \"cudaErrorUnknown\")"), STATUS));
    }

    private static JavaFileObject rename(JavaFileObject spec, String name) {
        return Compilations.source("OtherRuntime", Compilations.text(spec).replace("name = \"FakeCUDA\"",
                "name = \"" + name + "\"").replace("name = \"FakeCUDA\"", "name = \"" + name + "\""));
    }

    /** Another backend loading another library, with the override variable {@code env}. */
    private static JavaFileObject otherLibrary(JavaFileObject spec, String env) {
        return Compilations.source("OtherRuntime", Compilations.text(spec).replace("\"FakeCUDA\"", "\"Other\"")
                .replace("\"libfakecudart.so\"", "\"libother.so\"")
                .replace("\"EVENTBIND_FAKECUDA_LIBRARY\"", env));
    }

    private static List<CorpusCase> methodCases() {
        List<CorpusCase> cases = new java.util.ArrayList<>();
        cases.addAll(methodCases1());
        cases.addAll(methodCases2());
        cases.addAll(methodCases3());
        return cases;
    }

    private static List<CorpusCase> methodCases1() {
        return List.of(
                of("a required op unbound", Rule.MISSING_OP, "EVENT_RECORD is not bound", cuda(RECORD, ""),
                        "public interface CudaRuntime"),
                of("an op bound twice", Rule.DUPLICATE_OP, "EVENT_RECORD is already bound by eventRecord",
                        cudaPlus("""
                                    @Bind(value = Op.EVENT_RECORD, symbol = "cudaEventQuery")
                                    int recordAgain(MemorySegment event, MemorySegment stream);
                                """), "symbol = \"cudaEventQuery\")"),
                of("a symbol bound twice", Rule.DUPLICATE_SYMBOL, "cudaEventRecord is already bound by eventRecord",
                        cudaPlus("""
                                    @Downcall(symbol = "cudaEventRecord")
                                    int recordAgain(MemorySegment event, MemorySegment stream);
                                """), "@Downcall(symbol = \"cudaEventRecord\")"),
                of("a symbol with a dash", Rule.BAD_SYMBOL, "\"cuda-EventRecord\"",
                        cuda("symbol = \"cudaEventRecord\"", "symbol = \"cuda-EventRecord\""), "\"cuda-EventRecord\""),
                of("a symbol with a space", Rule.BAD_SYMBOL, "\"cuda EventQuery\"",
                        cuda("symbol = \"cudaEventQuery\"", "symbol = \"cuda EventQuery\""),
                        "symbol = \"cuda EventQuery\""),
                of("a C keyword as symbol", Rule.BAD_SYMBOL, "\"register\" is a C keyword",
                        cuda("symbol = \"cudaEventQuery\"", "symbol = \"register\""), "symbol = \"register\""),
                of("a record with one parameter", Rule.OP_SHAPE, "EVENT_RECORD is\n      int f(MemorySegment event,"
                        + " MemorySegment stream), as cudaError_t cudaEventRecord(cudaEvent_t event, cudaStream_t"
                        + " stream) or\n      int f(MemorySegment stream, MemorySegment event), as ze_result_t"
                        + " zeCommandListAppendSignalEvent(ze_command_list_handle_t hCommandList, ze_event_handle_t"
                        + " hEvent) or\n"
                        + "      int f(MemorySegment stream, MemorySegment event*), as cl_int clEnqueueMarkerWithWaitList("
                        + "cl_command_queue command_queue, cl_uint num_events_in_wait_list, const cl_event"
                        + " *event_wait_list, cl_event *event) with the wait list a @Constant or\n"
                        + "      void f(MemorySegment stream, MemorySegment event), as void"
                        + " vkCmdWriteTimestamp(VkCommandBuffer commandBuffer, VkPipelineStageFlagBits pipelineStage,"
                        + " VkQueryPool queryPool, uint32_t query) with pipelineStage and query a @Constant\n    and not"
                        + " int eventRecord(MemorySegment)",
                        cuda("int eventRecord(MemorySegment event, MemorySegment stream)",
                                "int eventRecord(MemorySegment event)"), "int eventRecord(MemorySegment event);"),
                of("an error name returning long", Rule.OP_SHAPE, "ERROR_NAME is",
                        cuda("MemorySegment errorName(int status)", "long errorName(int status)"),
                        "long errorName(int status)"),
                of("elapsed time into a float", Rule.OP_SHAPE, "EVENT_ELAPSED is",
                        cuda("int eventElapsedTime(MemorySegment millis,", "int eventElapsedTime(float millis,"),
                        "int eventElapsedTime(float millis"),
                of("a critical event wait", Rule.CRITICAL_BLOCKING, "EVENT_WAIT blocks the host",
                        cuda(WAIT, WAIT.replace("\")", "\", critical = true)")),
                        "\"cudaEventSynchronize\", critical = true"),
                of("a critical stream synchronize", Rule.CRITICAL_BLOCKING, "STREAM_SYNCHRONIZE blocks the host",
                        cuda("symbol = \"cudaStreamSynchronize\")", "symbol = \"cudaStreamSynchronize\","
                                + " critical = true)"), "\"cudaStreamSynchronize\", critical = true"),
                of("a critical record", Rule.CRITICAL_ENQUEUE, "EVENT_RECORD enqueues",
                        cuda("symbol = \"cudaEventRecord\")", "symbol = \"cudaEventRecord\", critical = true)"),
                        "\"cudaEventRecord\", critical = true"),
                of("a critical stream wait", Rule.CRITICAL_ENQUEUE, "STREAM_WAIT_EVENT enqueues",
                        cuda("symbol = \"cudaStreamWaitEvent\", flags = 0)", "symbol = \"cudaStreamWaitEvent\","
                                + " flags = 0, critical = true)"), "flags = 0, critical = true"));
    }

    private static List<CorpusCase> methodCases2() {
        return List.of(
                of("an optional required op", Rule.REQUIRED_OPTIONAL, "EVENT_RECORD is needed",
                        cuda("symbol = \"cudaEventRecord\"", "symbol = \"cudaEventRecord\", optional = true"),
                        "\"cudaEventRecord\", optional = true"),
                of("flags on an op without them", Rule.IGNORED_FLAGS, "eventRecord is int f(MemorySegment event,"
                        + " MemorySegment stream)", cuda("symbol = \"cudaEventRecord\"",
                                "symbol = \"cudaEventRecord\", flags = 4"), "flags = 4"),
                of("flags on a short create", Rule.IGNORED_FLAGS, "streamDestroy is",
                        cuda("symbol = \"cudaStreamDestroy\")", "symbol = \"cudaStreamDestroy\", flags = 1)"),
                        "\"cudaStreamDestroy\", flags = 1"),
                of("a String parameter", Rule.UNSUPPORTED_TYPE, "parameter text is java.lang.String", cudaPlus("""
                            @Downcall(symbol = "strlen")
                            long length(String text);
                        """), "long length(String text)"),
                of("a boolean return", Rule.UNSUPPORTED_TYPE, "isTerminal returns boolean", cudaPlus("""
                            @Downcall(symbol = "isatty")
                            boolean isTerminal(int descriptor);
                        """), "boolean isTerminal(int descriptor)"),
                of("an array parameter", Rule.UNSUPPORTED_TYPE, "parameter values is int[]", cudaPlus("""
                            @Downcall(symbol = "fakeSum")
                            int sum(int[] values);
                        """), "int sum(int[] values)"),
                of("a char parameter", Rule.UNSUPPORTED_TYPE, "parameter letter is char", cudaPlus("""
                            @Downcall(symbol = "fakeLetter")
                            int letter(char letter);
                        """), "int letter(char letter)"),
                of("an unannotated method", Rule.UNANNOTATED_METHOD, "helper",
                        cudaPlus("    int helper(int value);\n"), "int helper(int value)"),
                of("bind and downcall", Rule.BIND_AND_DOWNCALL, "eventSynchronize",
                        cuda(WAIT, WAIT + " @Downcall(symbol = \"sync\")"),
                        "int eventSynchronize(MemorySegment event)"),
                of("bind outside a backend", Rule.BIND_OUTSIDE_BACKEND, "waitForIt", plain("Plain", FUNCTIONS,
                        "public interface Plain {\n    @Bind(value = Op.EVENT_WAIT, symbol = \"waitForIt\")\n"
                                + "    int waitForIt(MemorySegment event);\n}"), "Op.EVENT_WAIT"));
    }

    private static List<CorpusCase> methodCases3() {
        return List.of(
                of("a default method", Rule.NOT_ABSTRACT, "processId has a body", cudaPlus("""
                            @Downcall(symbol = "getpid")
                            default int processId() {
                                return 0;
                            }
                        """), "@Downcall(symbol = \"getpid\")"),
                of("a static method", Rule.NOT_ABSTRACT, "processId has a body", cudaPlus("""
                            @Downcall(symbol = "getpid")
                            static int processId() {
                                return 0;
                            }
                        """), "@Downcall(symbol = \"getpid\")"),
                of("a generated version()", Rule.RESERVED_NAME, "version() is declared by the generated class",
                        cudaPlus("""
                                    @Downcall(symbol = "fakeCalls")
                                    int version();
                                """), "int version();"),
                of("a generated hashCode()", Rule.RESERVED_NAME, "hashCode() is declared by the generated class",
                        cudaPlus("""
                                    @Downcall(symbol = "fakeCalls")
                                    int hashCode();
                                """), "int hashCode();"),
                of("an EventApi method's signature", Rule.RESERVED_NAME, "supportsEventQuery() is declared by"
                        + " the generated class", cudaPlus("""
                                    @Downcall(symbol = "fakeCalls")
                                    int supportsEventQuery();
                                """), "int supportsEventQuery();"),
                of("a default helper with the functions class's library()", Rule.RESERVED_NAME, "library() is"
                        + " declared by the generated class", cudaPlus("""
                                    default String library() {
                                        return "fake";
                                    }
                                """), "default String library()"),
                of("a generated linked()", Rule.RESERVED_NAME, "linked() is declared by the generated class",
                        cudaPlus("""
                                    @Downcall(symbol = "fakeCalls")
                                    int linked();
                                """), "int linked();"),
                of("a generated probe()", Rule.RESERVED_NAME, "probe() is declared by the generated class",
                        cudaPlus("""
                                    @Downcall(symbol = "fakeCalls")
                                    MemorySegment probe();
                                """), "MemorySegment probe();"),
                of("a processor failure", Rule.PROCESSOR_FAILURE, "java.lang.IllegalStateException: failure"
                        + " requested by -Aeventbind.internal.failOn", Compilations.CUDA_RUNTIME,
                        "public interface CudaRuntime").options("-A" + EventBindProcessor.FAIL_ON + "=CudaRuntime"),
                new CorpusCase("an unknown target", Rule.BAD_OPTION, "-Aeventbind.target: unknown target"
                        + " \"solaris\"", List.of(Compilations.CUDA_RUNTIME), null, "",
                        List.of("-A" + EventBindProcessor.TARGET + "=solaris")));
    }
}
