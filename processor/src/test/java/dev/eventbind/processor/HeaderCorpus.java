package dev.eventbind.processor;

import static dev.eventbind.processor.CorpusCase.cuda;
import static dev.eventbind.processor.CorpusCase.cudaPlus;
import static dev.eventbind.processor.CorpusCase.of;
import static dev.eventbind.processor.CorpusCase.widths;
import static dev.eventbind.processor.CorpusCase.widthsPlus;

import dev.eventbind.processor.validation.Rule;
import java.util.List;

/**
 * The malformed specs whose mistake shows against their C header: symbols, parameter counts, classes and widths
 * of types on the target's data model, variadic functions, other platforms' declarations and the header itself.
 */
final class HeaderCorpus {

    private static final String WINDOWS = "-A" + EventBindProcessor.TARGET + "=windows";
    private static final String LINUX = "-A" + EventBindProcessor.TARGET + "=linux";

    private HeaderCorpus() {
    }

    static List<CorpusCase> cases() {
        List<CorpusCase> cases = new java.util.ArrayList<>(symbolCases());
        cases.addAll(roleCases());
        cases.addAll(widthCases());
        return cases;
    }

    private static List<CorpusCase> symbolCases() {
        List<CorpusCase> cases = new java.util.ArrayList<>();
        cases.addAll(symbolCases1());
        cases.addAll(symbolCases2());
        return cases;
    }

    private static List<CorpusCase> symbolCases1() {
        return List.of(
                of("a misspelt symbol", Rule.UNDECLARED_SYMBOL, "cudaEventSynchronise is not declared in",
                        cuda("symbol = \"cudaEventSynchronize\"", "symbol = \"cudaEventSynchronise\""),
                        "cudaEventSynchronise"),
                of("a symbol far from every name", Rule.UNDECLARED_SYMBOL, "completelyDifferent is not declared",
                        cudaPlus("""
                                    @Downcall(symbol = "completelyDifferent")
                                    int other(int value);
                                """), "completelyDifferent"),
                of("the wrong header", Rule.NO_SYMBOL_DECLARED, "none of the 13 symbols (cudaEventCreateWithFlags,",
                        cuda("header = \"fake_cuda_runtime.h\"", "header = \"fake_control.h\""),
                        "header = \"fake_control.h\""),
                of("a header not on the path", Rule.HEADER_NOT_FOUND, "no_such_header.h is in none of",
                        cuda("header = \"fake_cuda_runtime.h\"", "header = \"no_such_header.h\""), "no_such_header.h"),
                of("a misspelt header", Rule.HEADER_NOT_FOUND, "fake_cuda_runtme.h is in none of",
                        cuda("header = \"fake_cuda_runtime.h\"", "header = \"fake_cuda_runtme.h\""),
                        "fake_cuda_runtme.h"),
                of("a header that is not C", Rule.HEADER_NOT_C, "not_c.h is not valid C for x86_64-linux-gnu,"
                        + " gnu17, LP64; ", cuda("header = \"fake_cuda_runtime.h\"", "header = \"not_c.h\""),
                        "not_c.h"),
                of("a header with no front end", Rule.HEADER_UNCHECKABLE, "fake_cuda_runtime.h cannot be"
                        + " checked: libclang, the C front end, was not found (tried /nonexistent/libclang.so (no such"
                        + " file))", Compilations.CUDA_RUNTIME,
                        "header = \"fake_cuda_runtime.h\"").options("-A" + EventBindProcessor.LIBCLANG
                                + "=/nonexistent/libclang.so"),
                of("header checks skipped", Rule.HEADER_CHECKS_SKIPPED, "the symbols are not checked against"
                        + " fake_cuda_runtime.h", Compilations.CUDA_RUNTIME, "header = \"fake_cuda_runtime.h\"")
                        .options("-A" + EventBindProcessor.HEADER_CHECKS + "=skip"),
                of("a symbol the header renames", Rule.RENAMED_SYMBOL, "widths.h:36 has #define wRenamed wRenamed_v2", widthsPlus("""
                                    @Downcall(symbol = "wRenamed")
                                    int renamed(int value);
                                """), "symbol = \"wRenamed\""),
                of("a static inline function", Rule.LOCAL_FUNCTION, "wInline is defined static or inline in"
                        + " widths.h:", widthsPlus("""
                                    @Downcall(symbol = "wInline")
                                    int inline(int value);
                                """), "symbol = \"wInline\""),
                of("a deprecated function", Rule.DEPRECATED_SYMBOL, "wOld is declared deprecated in widths.h:",
                        widthsPlus("""
                                    @Downcall(symbol = "wOld")
                                    int old(int value);
                                """), "symbol = \"wOld\""),
                of("a folder named as header", Rule.HEADER_NOT_FOUND, "vendor is a folder (",
                        cuda("header = \"fake_cuda_runtime.h\"", "header = \"vendor\""), "header = \"vendor\""),
                of("what was checked", Rule.HEADER_CHECKED, "checked 13 symbols against",
                        Compilations.CUDA_RUNTIME, "header = \"fake_cuda_runtime.h\""),
                of("a Windows-only symbol on Linux", Rule.UNDECLARED_SYMBOL, "wWindowsOnly is not declared in",
                        widthsPlus("""
                                    @Downcall(symbol = "wWindowsOnly")
                                    int windowsOnly(int value);
                                """), "symbol = \"wWindowsOnly\"").options(LINUX),
                of("a symbol behind an undefined feature macro", Rule.UNDECLARED_SYMBOL, "wFeature is not declared"
                        + " in", widthsPlus("""
                                    @Downcall(symbol = "wFeature")
                                    int feature(int value);
                                """), "symbol = \"wFeature\""),
                of("a variadic function", Rule.VARIADIC, "wPrintf is declared int wPrintf(const char *format, ...)",
                        widthsPlus("""
                                    @Downcall(symbol = "wPrintf")
                                    int print(MemorySegment format, int value);
                                """), "symbol = \"wPrintf\""));
    }

    private static CorpusCase role(String name, Rule rule, String particulars, String symbol, String to,
            String line) {
        return of(name, rule, particulars, cuda("symbol = \"" + symbol + "\"", "symbol = \"" + to + "\""), line);
    }

    private static List<CorpusCase> roleCases() {
        return List.of(
                of("a diamond with two symbols", Rule.DIAMOND_BINDING, "extra is bound as @Downcall"
                        + " fakeWaitByPointer by test.Left and as @Downcall fakeInit by test.Right",
                        Compilations.source("CudaRuntime", Compilations.cudaRuntimeText().replace(
                                "public interface CudaRuntime {", "public interface CudaRuntime extends Left, Right {")
                                + "\ninterface Left {\n    @Downcall(symbol = \"fakeWaitByPointer\")\n"
                                + "    int extra(MemorySegment event);\n}\n\ninterface Right {\n"
                                + "    @Downcall(symbol = \"fakeInit\")\n    int extra(MemorySegment event);\n}\n"),
                        "public interface CudaRuntime extends Left, Right"),
                role("an elapsed time written as uint64 ticks", Rule.OUT_POINTEE, "parameter 1 of fakeElapsedTicks"
                        + " (unsigned long long *ticks) is an out-pointer to a float time for Op.EVENT_ELAPSED, but"
                        + " it points to unsigned long long (an integer of 8 bytes), not to float",
                        "cudaEventElapsedTime", "fakeElapsedTicks", "MemorySegment millis"),
                role("an elapsed time written as a double", Rule.OUT_POINTEE, "parameter 1 of fakeElapsedDouble"
                        + " (double *ms) is an out-pointer to a float time for Op.EVENT_ELAPSED, but it points to"
                        + " double (a double), not to float", "cudaEventElapsedTime", "fakeElapsedDouble",
                        "MemorySegment millis"),
                role("an elapsed time with its out-pointer last", Rule.ARGUMENT_ORDER, "fakeElapsedLast takes the"
                        + " event handle as parameter 1 (cudaEvent_t start) and an out-pointer to a float time as"
                        + " parameter 3 (float *ms)", "cudaEventElapsedTime", "fakeElapsedLast", "fakeElapsedLast"),
                role("a create taking the handle by value", Rule.HANDLE_TYPE, "parameter 1 of"
                        + " fakeEventCreateByValue (cudaEvent_t event) is an out-pointer to a new event handle for"
                        + " Op.EVENT_CREATE, but it takes cudaEvent_t by value", "cudaEventCreateWithFlags",
                        "fakeEventCreateByValue", "int eventCreate(MemorySegment event, int flags)"),
                role("a wait taking a pointer to the handle", Rule.HANDLE_TYPE, "parameter 1 of fakeWaitByPointer"
                        + " (cudaEvent_t *event) is the event handle for Op.EVENT_WAIT, but it takes a pointer to"
                        + " the handle (cudaEvent_t *); the op passes the event handle cudaEvent_t by value",
                        "cudaEventSynchronize", "fakeWaitByPointer", "int eventSynchronize(MemorySegment event)"),
                role("a record whose stream is an event", Rule.HANDLE_TYPE, "parameter 2 of fakeRecordOnEvents"
                        + " (cudaEvent_t other) is the stream handle for Op.EVENT_RECORD, but it is cudaEvent_t, not"
                        + " the stream handle type cudaStream_t (struct CUstream_st *)", "cudaEventRecord",
                        "fakeRecordOnEvents", "int eventRecord(MemorySegment event, MemorySegment stream)"));
    }

    private static List<CorpusCase> symbolCases2() {
        return List.of(
                of("one parameter too few", Rule.HEADER_MISMATCH, "eventCreate has 1 parameter (pointer)"
                        + " but cudaEventCreateWithFlags is declared with 2 parameters (pointer, integer)",
                        cuda("flags = EVENT_DEFAULT, critical = true)\n    int eventCreate(MemorySegment event, int flags)",
                                "critical = true)\n    int eventCreate(MemorySegment event)"),
                        "int eventCreate(MemorySegment event)"),
                of("the Linux declaration on Windows", Rule.HEADER_MISMATCH, "platform has 1 parameter (integer)"
                        + " but wPlatform is declared with 2 parameters", CorpusCase.WIDTHS,
                        "int platform(int first)").options(WINDOWS));
    }

    private static CorpusCase width(String name, String particulars, String from, String to) {
        return of(name, Rule.TYPE_MISMATCH, particulars, widths(from, to), to);
    }

    private static List<CorpusCase> widthCases() {
        List<CorpusCase> cases = new java.util.ArrayList<>();
        cases.addAll(widthCases1());
        cases.addAll(widthCases2());
        cases.addAll(widthCases3());
        return cases;
    }

    private static List<CorpusCase> widthCases1() {
        return List.of(
                width("int64_t as int", "parameter 1 (value) of int64 is int, 4 bytes but wInt64 declares int64_t"
                        + " value, an integer of 8 bytes", "long int64(long value)", "long int64(int value)"),
                width("size_t as byte", "parameter 1 (bytes) of size is byte, 1 bytes but wSize declares size_t"
                        + " bytes, an integer of 8 bytes", "long size(long bytes)", "long size(byte bytes)"),
                width("unsigned long long as short", "parameter 1 (value) of u64 is short, 2 bytes but wU64"
                        + " declares unsigned long long value", "long u64(long value)", "long u64(short value)"),
                width("a typedef'd 64-bit return as int", "the return of u64 is int, 4 bytes but wU64 returns"
                        + " w_u64, an integer of 8 bytes", "long u64(long value)", "int u64(long value)"),
                width("double as float", "parameter 1 (value) of doubleValue is float, 4 bytes but wDouble"
                        + " declares double value, a double", "double doubleValue(double value)",
                        "double doubleValue(float value)"),
                width("float as double", "the return of floatValue is double, 8 bytes but wFloat returns float,"
                        + " a float", "float floatValue(float value)", "double floatValue(float value)"),
                width("a pointer as long", "parameter 1 (pointer) of pointer is long, 8 bytes but wPointer declares"
                        + " void *pointer, a pointer", "MemorySegment pointer(MemorySegment pointer,",
                        "MemorySegment pointer(long pointer,"),
                width("an int return as a pointer", "the return of status is MemorySegment, a pointer but wStatus"
                        + " returns w_status, an integer of 4 bytes", "int status(int code)",
                        "MemorySegment status(int code)"),
                width("a void return as int", "the return of voidValue is int, 4 bytes but wVoid returns void",
                        "void voidValue(int value)", "int voidValue(int value)"),
                width("a value return as void", "the return of alias is void but wAlias returns int,"
                        + " an integer of 4 bytes", "int alias(int value)", "void alias(int value)"),
                width("a #define alias as long", "parameter 1 (value) of alias is long, 8 bytes but wAlias declares"
                        + " int value, an integer of 4 bytes", "int alias(int value)", "int alias(long value)"),
                width("short as int", "parameter 1 (value) of shortValue is int, 4 bytes but wShort declares short"
                        + " value, an integer of 2 bytes", "short shortValue(short value)",
                        "short shortValue(int value)"),
                width("signed char as int", "the return of byteValue is int, 4 bytes but wByte returns signed"
                        + " char, an integer of 1 bytes", "byte byteValue(byte value)", "int byteValue(byte value)"),
                width("a function pointer as int", "parameter 1 (callback) of callback is int, 4 bytes but wCallback"
                        + " declares void (*callback)(int), a pointer", "int callback(MemorySegment callback)",
                        "int callback(int callback)"));
    }

    private static List<CorpusCase> widthCases2() {
        return List.of(
                of("a struct by value", Rule.TYPE_MISMATCH, "parameter 1 (pair) of pair is long, 8 bytes but wPair"
                        + " declares w_pair pair, a struct, union, vector or complex value passed by value", widthsPlus("""
                                    @Downcall(symbol = "wPair")
                                    int pair(long pair);
                                """), "int pair(long pair)"),
                of("C long as int on Linux", Rule.TYPE_MISMATCH, "parameter 1 (value) of longValue is int, 4 bytes"
                        + " but wLong declares long value, an integer of 8 bytes (a C long)", widthsPlus("""
                                    @Downcall(symbol = "wLong")
                                    long longValue(int value);
                                """), "long longValue(int value)").options(LINUX),
                of("C long as long on Windows", Rule.TYPE_MISMATCH, "parameter 1 (value) of longValue is long,"
                        + " 8 bytes but wLong declares long value, an integer of 4 bytes (a C long)", widthsPlus("""
                                    @Downcall(symbol = "wLong")
                                    int longValue(long value);
                                """), "int longValue(long value)").options(WINDOWS),
                of("C long bound for LP64", Rule.PLATFORM_LONG, "parameter 1 (value) of longValue is long, 8 bytes"
                        + " and wLong declares long value, a C long (8 bytes on LP64, 4 on LLP64): this fits LP64"
                        + " (Linux) only", widthsPlus("""
                                    @Downcall(symbol = "wLong")
                                    long longValue(long value);
                                """), "long longValue(long value)").options(LINUX),
                of("a typedef of unsigned long", Rule.PLATFORM_LONG, "parameter 1 (value) of ulongValue is long,"
                        + " 8 bytes and wULong declares w_ulong value, a C long", widthsPlus("""
                                    @Downcall(symbol = "wULong")
                                    long ulongValue(long value);
                                """), "long ulongValue(long value)").options(LINUX),
                of("a feature's other branch", Rule.TYPE_MISMATCH, "the return of feature is int, 4 bytes but"
                        + " wFeature returns long long, an integer of 8 bytes", widthsPlus("""
                                    @Downcall(symbol = "wFeature")
                                    int feature(int value);
                                """), "int feature(int value)").options("-A" + EventBindProcessor.DEFINE
                                + "=W_FEATURE=1"));
    }

    private static List<CorpusCase> widthCases3() {
        return List.of(
                of("an unsigned int as long", Rule.TYPE_MISMATCH, "parameter 1 (flags) of init is long, 8 bytes"
                        + " but fakeInit declares unsigned int flags, an integer of 4 bytes", cudaPlus("""
                                    @Downcall(symbol = "fakeInit")
                                    int init(long flags);
                                """), "int init(long flags)"));
    }
}
