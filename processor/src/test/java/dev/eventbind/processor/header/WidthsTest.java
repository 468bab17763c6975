package dev.eventbind.processor.header;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** C types as the front end resolves them on each target: the test header and the real CUDA 13 headers. */
class WidthsTest {

    private static final Path TEST_HEADERS = Path.of(System.getProperty("eventbind.test.headers",
            "src/test/resources/headers"));
    private static final Path CUDA_INCLUDE = Path.of("/usr/local/cuda/include");

    static CHeader parse(Path header, Target target, List<Path> includePath) {
        FrontEnd.Result result = new FrontEnd(null).parse(header, target, includePath);
        if (result instanceof FrontEnd.Failed failed) {
            throw new AssertionError(failed.reason() + "; " + failed.fix());
        }
        CHeader parsed = ((FrontEnd.Parsed) result).header();
        assertEquals(List.of(), parsed.errors(), "errors reading " + header);
        return parsed;
    }

    private static CHeader widths(String target) {
        return parse(TEST_HEADERS.resolve("widths.h"), Target.of(target, null, null), List.of());
    }

    private static CScalar parameter(CHeader header, String symbol) {
        return header.function(symbol).orElseThrow().parameters().getFirst().type();
    }

    private static CScalar returns(CHeader header, String symbol) {
        return header.function(symbol).orElseThrow().returns();
    }

    private static void integer(int bytes, boolean signed, boolean platformLong, CScalar type) {
        assertEquals(CKind.INTEGER, type.kind(), type.toString());
        assertEquals(bytes, type.bytes(), type.toString());
        assertEquals(signed, type.signed(), type.toString());
        assertEquals(platformLong, type.platformLong(), type.toString());
    }

    @Test
    void aCLongIsEightBytesOnLp64AndFourOnLlp64AndSaysItIsPlatformBound() {
        integer(8, true, true, parameter(widths("x86_64-linux-gnu"), "wLong"));
        integer(4, true, true, parameter(widths("x86_64-pc-windows-msvc"), "wLong"));
        integer(8, false, true, parameter(widths("arm64-apple-macos"), "wULong"));
        integer(8, true, true, parameter(widths("aarch64-linux-gnu"), "wLong"));
    }

    @Test
    void fixedWidthAndPointerSizedNamesKeepTheirWidthEverywhere() {
        for (String target : List.of("x86_64-linux-gnu", "aarch64-linux-gnu", "x86_64-pc-windows-msvc",
                "arm64-apple-macos")) {
            CHeader header = widths(target);
            integer(8, false, false, parameter(header, "wSize"));
            integer(8, true, false, parameter(header, "wInt64"));
            integer(8, false, false, returns(header, "wU64"));
            integer(2, true, false, parameter(header, "wShort"));
            integer(1, true, false, parameter(header, "wByte"));
        }
    }

    @Test
    void enumsAliasesFloatsStructsAndVoidResolve() {
        CHeader header = widths("x86_64-linux-gnu");

        integer(4, false, false, returns(header, "wStatus"));
        assertEquals("w_status", returns(header, "wStatus").typedef());
        integer(4, true, false, parameter(header, "wAlias"));
        assertEquals(CKind.FLOATING, parameter(header, "wDouble").kind());
        assertEquals(8, parameter(header, "wDouble").bytes());
        assertEquals(4, returns(header, "wFloat").bytes());
        assertEquals(CKind.AGGREGATE, parameter(header, "wPair").kind());
        assertEquals(CKind.VOID, returns(header, "wVoid").kind());
        CScalar callback = parameter(header, "wCallback");
        assertEquals(CKind.POINTER, callback.kind());
        assertEquals(CKind.FUNCTION, callback.pointee().orElseThrow().kind());
        assertEquals(CKind.POINTER, returns(header, "wPointer").kind());
        assertEquals(CKind.VOID, returns(header, "wPointer").pointee().orElseThrow().kind());
    }

    @Test
    void aVariadicFunctionKeepsOnlyItsFixedParameters() {
        CFunction printf = widths("x86_64-linux-gnu").function("wPrintf").orElseThrow();

        assertTrue(printf.variadic());
        assertEquals(1, printf.parameters().size());
        assertEquals("int wPrintf(const char *format, ...)", printf.declaration());
    }

    @Test
    void eachTargetGetsItsOwnBranchAndAFalseBranchDeclaresNothing() {
        assertEquals(1, widths("x86_64-linux-gnu").function("wPlatform").orElseThrow().parameters().size());
        assertEquals(2, widths("x86_64-pc-windows-msvc").function("wPlatform").orElseThrow().parameters().size());
        assertFalse(widths("x86_64-linux-gnu").function("wWindowsOnly").isPresent());
        assertTrue(widths("x86_64-pc-windows-msvc").function("wWindowsOnly").isPresent());
    }

    @Test
    void theRealCudaRuntimeHeaderResolvesToItsWidths() {
        assumeTrue(Files.isRegularFile(CUDA_INCLUDE.resolve("cuda_runtime_api.h")), "needs the CUDA headers");
        CHeader header = parse(CUDA_INCLUDE.resolve("cuda_runtime_api.h"), Target.of("x86_64-linux-gnu", null,
                null), List.of(CUDA_INCLUDE));

        integer(4, false, false, returns(header, "cudaEventRecord"));
        integer(4, false, false, header.function("cudaStreamWaitEvent").orElseThrow().parameters().get(2).type());
        assertEquals(CKind.POINTER, returns(header, "cudaGetErrorName").kind());
        integer(8, false, false, header.function("cudaMemsetAsync").orElseThrow().parameters().get(2).type());
        CScalar elapsed = parameter(header, "cudaEventElapsedTime");
        assertEquals("float", elapsed.pointee().orElseThrow().spelling());
        // The callbacks of cudaLaunchHostFunc and cudaStreamAddCallback are function pointers, whatever the
        // calling-convention macro in their typedefs.
        assertEquals(CKind.FUNCTION, header.function("cudaLaunchHostFunc").orElseThrow().parameters().get(1).type()
                .pointee().orElseThrow().kind());
        assertEquals(CKind.FUNCTION, header.function("cudaStreamAddCallback").orElseThrow().parameters().get(1)
                .type().pointee().orElseThrow().kind());
        assertEquals("cudaError_t cudaEventRecord(cudaEvent_t event, cudaStream_t stream)",
                header.function("cudaEventRecord").orElseThrow().declaration());
    }

    @Test
    void theRealCudaDriverHeaderDeclaresItsRenamedExports() {
        assumeTrue(Files.isRegularFile(CUDA_INCLUDE.resolve("cuda.h")), "needs the CUDA headers");
        CHeader header = parse(CUDA_INCLUDE.resolve("cuda.h"), Target.of("x86_64-linux-gnu", null, null),
                List.of(CUDA_INCLUDE));

        assertEquals(CKind.POINTER, parameter(header, "cuEventDestroy_v2").kind());
        assertEquals("cuEventDestroy_v2", header.macro("cuEventDestroy").orElseThrow().alias().orElseThrow());
        assertFalse(header.function("cuEventDestroy").isPresent());
        integer(4, false, false, returns(header, "cuInit"));
        integer(4, true, false, header.function("cuDeviceGet").orElseThrow().parameters().get(1).type());
    }
}
