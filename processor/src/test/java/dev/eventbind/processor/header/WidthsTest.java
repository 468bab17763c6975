package dev.eventbind.processor.header;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** C types resolved to their width on the target's data model: the test header and the real CUDA 13 headers. */
class WidthsTest {

    private static final Path TEST_HEADERS = Path.of(System.getProperty("eventbind.test.headers",
            "src/test/resources/headers"));
    private static final Path CUDA_INCLUDE = Path.of("/usr/local/cuda/include");

    private static HeaderIndex widths(String os) throws IOException {
        return HeaderIndex.read(TEST_HEADERS.resolve("widths.h"), List.of(), Target.of(os, null));
    }

    private static CScalar parameter(HeaderIndex index, String symbol) {
        return index.function(symbol).orElseThrow().parameters().getFirst().type();
    }

    private static CScalar returns(HeaderIndex index, String symbol) {
        return index.function(symbol).orElseThrow().returns();
    }

    @Test
    void aCLongIsEightBytesOnLp64AndFourOnLlp64AndSaysItIsPlatformBound() throws IOException {
        assertEquals(new CScalar(CKind.INTEGER, 8, true), parameter(widths("linux"), "wLong"));
        assertEquals(new CScalar(CKind.INTEGER, 4, true), parameter(widths("windows"), "wLong"));
        assertEquals(new CScalar(CKind.INTEGER, 8, true), parameter(widths("macos"), "wULong"));
    }

    @Test
    void fixedWidthAndPointerSizedNamesKeepTheirWidthEverywhere() throws IOException {
        for (String os : List.of("linux", "windows")) {
            HeaderIndex index = widths(os);
            assertEquals(CScalar.integer(8), parameter(index, "wSize"));
            assertEquals(CScalar.integer(8), parameter(index, "wInt64"));
            assertEquals(CScalar.integer(8), returns(index, "wU64"));
            assertEquals(CScalar.integer(2), parameter(index, "wShort"));
            assertEquals(CScalar.integer(1), parameter(index, "wByte"));
        }
    }

    @Test
    void enumsAliasesFloatsStructsAndVoidResolve() throws IOException {
        HeaderIndex index = widths("linux");

        assertEquals(CScalar.integer(4), returns(index, "wStatus"));
        assertEquals(CScalar.integer(4), parameter(index, "wAlias"));
        assertEquals(CScalar.floating(8), parameter(index, "wDouble"));
        assertEquals(CScalar.floating(4), returns(index, "wFloat"));
        assertEquals(CScalar.AGGREGATE, parameter(index, "wPair"));
        assertEquals(CScalar.VOID, returns(index, "wVoid"));
        assertEquals(CScalar.POINTER, parameter(index, "wCallback"));
        assertEquals(CScalar.POINTER, returns(index, "wPointer"));
    }

    @Test
    void aVariadicFunctionKeepsOnlyItsFixedParameters() throws IOException {
        CFunction printf = widths("linux").function("wPrintf").orElseThrow();

        assertTrue(printf.variadic());
        assertEquals(1, printf.parameters().size());
        assertEquals("int wPrintf(const char *format, ...)", printf.declaration());
    }

    @Test
    void theRealCudaRuntimeHeaderResolvesToItsWidths() throws IOException {
        assumeTrue(Files.isRegularFile(CUDA_INCLUDE.resolve("cuda_runtime_api.h")), "needs the CUDA headers");
        HeaderIndex index = HeaderIndex.read(CUDA_INCLUDE.resolve("cuda_runtime_api.h"), List.of(CUDA_INCLUDE),
                Target.of("linux", null));

        assertEquals(CScalar.integer(4), returns(index, "cudaEventRecord"));
        assertEquals(CScalar.integer(4), index.function("cudaStreamWaitEvent").orElseThrow().parameters().get(2)
                .type());
        assertEquals(CScalar.POINTER, returns(index, "cudaGetErrorName"));
        assertEquals(CScalar.integer(4), parameter(index, "cudaGetErrorName"));
        assertEquals(CScalar.integer(8), index.function("cudaMemsetAsync").orElseThrow().parameters().get(2)
                .type());
        assertEquals(CScalar.POINTER, parameter(index, "cudaEventElapsedTime"));
    }

    @Test
    void theRealCudaDriverHeaderResolvesItsRenamedExports() throws IOException {
        assumeTrue(Files.isRegularFile(CUDA_INCLUDE.resolve("cuda.h")), "needs the CUDA headers");
        HeaderIndex index = HeaderIndex.read(CUDA_INCLUDE.resolve("cuda.h"), List.of(CUDA_INCLUDE),
                Target.of("linux", null));

        assertEquals(CScalar.POINTER, parameter(index, "cuEventDestroy_v2"));
        assertEquals(CScalar.integer(4), returns(index, "cuInit"));
        assertEquals(CScalar.integer(4), index.function("cuDeviceGet").orElseThrow().parameters().get(1).type());
        assertEquals(CScalar.integer(4), index.function("cuDevicePrimaryCtxRetain").orElseThrow().parameters()
                .get(1).type());
    }
}
