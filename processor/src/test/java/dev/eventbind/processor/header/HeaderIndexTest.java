package dev.eventbind.processor.header;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The header reader on the test headers, on hand-written C, and on the real CUDA 13 header. */
class HeaderIndexTest {

    private static final Path TEST_HEADERS = Path.of(System.getProperty("eventbind.test.headers",
            "src/test/resources/headers"));
    private static final Path CUDA_INCLUDE = Path.of("/usr/local/cuda/include");

    @TempDir
    Path folder;

    private static List<CKind> kinds(HeaderIndex index, String symbol) {
        return index.function(symbol).orElseThrow().parameters().stream().map(CParameter::kind).toList();
    }

    private HeaderIndex read(String text) throws IOException {
        Path header = folder.resolve("api.h");
        Files.writeString(header, text);
        return HeaderIndex.read(header, List.of(folder));
    }

    @Test
    void defaultArgumentMacrosAndCommentsAreNotParameters() throws IOException {
        HeaderIndex index = HeaderIndex.read(TEST_HEADERS.resolve("fake_cuda_runtime.h"), List.of());

        assertEquals(List.of(CKind.POINTER, CKind.POINTER, CKind.INTEGER), kinds(index, "cudaStreamWaitEvent"));
        assertEquals(List.of(CKind.POINTER, CKind.POINTER, CKind.POINTER), kinds(index, "cudaEventElapsedTime"));
        assertEquals("cudaError_t cudaEventElapsedTime(float *ms, cudaEvent_t start, cudaEvent_t end)",
                index.function("cudaEventElapsedTime").orElseThrow().declaration());
    }

    @Test
    void typedefsAreResolvedThroughIncludedHeaders() throws IOException {
        HeaderIndex index = HeaderIndex.read(TEST_HEADERS.resolve("fake_cuda_runtime.h"), List.of());

        assertEquals(List.of(CKind.INTEGER), kinds(index, "cudaGetErrorName"), "cudaError_t is an enum");
        assertEquals(List.of(CKind.POINTER), kinds(index, "cudaEventDestroy"), "cudaEvent_t is struct pointer");
    }

    @Test
    void voidParameterListsHaveNoParameters() throws IOException {
        HeaderIndex index = HeaderIndex.read(TEST_HEADERS.resolve("fake_control.h"), List.of());

        assertEquals(List.of(), kinds(index, "fakeCalls"));
        assertEquals("int fakeCalls(void)", index.function("fakeCalls").orElseThrow().declaration());
    }

    @Test
    void callsInsideInlineFunctionBodiesAreNotDeclarations() throws IOException {
        HeaderIndex index = read("""
                static inline int helper(int x) { return hidden(x, 1); }
                int visible(long y);
                """);

        assertEquals(Optional.empty(), index.function("hidden"));
        assertEquals(List.of(CKind.INTEGER), kinds(index, "visible"));
    }

    @Test
    void functionPointersStructsByValueAndUnknownTypesAreClassified() throws IOException {
        HeaderIndex index = read("""
                typedef void (*callback_t)(void *data);
                struct big { int a; double b; };
                typedef double seconds_t;
                int take(callback_t cb, struct big value, mystery_t what, seconds_t s, const char names[]);
                """);

        assertEquals(List.of(CKind.POINTER, CKind.AGGREGATE, CKind.UNKNOWN, CKind.FLOATING, CKind.POINTER),
                kinds(index, "take"));
    }

    @Test
    void aRenamedExportFindsTheDeclarationItRenames() throws IOException {
        HeaderIndex index = read("""
                #define cuEventDestroy cuEventDestroy_v2
                int cuEventDestroy(void *event);
                int cudaEventRecord(void *event, void *stream);
                """);

        assertTrue(index.function("cuEventDestroy_v2").isPresent());
        assertTrue(index.function("cudaEventRecord_ptsz").isPresent());
    }

    @Test
    void theRealCudaHeaderDeclaresTheEventFunctions() throws IOException {
        assumeTrue(Files.isRegularFile(CUDA_INCLUDE.resolve("cuda_runtime_api.h")), "needs the CUDA headers");
        HeaderIndex index = HeaderIndex.read(CUDA_INCLUDE.resolve("cuda_runtime_api.h"), List.of(CUDA_INCLUDE));

        assertEquals(List.of(CKind.POINTER, CKind.POINTER), kinds(index, "cudaEventRecord"));
        assertEquals(List.of(CKind.POINTER, CKind.INTEGER), kinds(index, "cudaEventCreateWithFlags"));
        assertEquals(List.of(CKind.POINTER, CKind.POINTER, CKind.POINTER), kinds(index, "cudaEventElapsedTime"));
        assertEquals(List.of(CKind.INTEGER), kinds(index, "cudaGetErrorName"));
        assertEquals(List.of(CKind.POINTER, CKind.POINTER), kinds(index, "cudaEventRecord_ptsz"));
        assertEquals(Optional.of("cudaEventRecord"), index.nearest("cudaEventRecrod"));
    }

    @Test
    void theRealOpenClHeaderDeclaresTheMarkerAndProfilingFunctions() throws IOException {
        Path include = Path.of("/usr/include");
        assumeTrue(Files.isRegularFile(include.resolve("CL/cl.h")), "needs the OpenCL headers");
        HeaderIndex index = HeaderIndex.read(include.resolve("CL/cl.h"), List.of(include));

        assertEquals(List.of(CKind.POINTER, CKind.INTEGER, CKind.POINTER, CKind.POINTER),
                kinds(index, "clEnqueueMarkerWithWaitList"));
        assertEquals(List.of(CKind.POINTER, CKind.INTEGER, CKind.INTEGER, CKind.POINTER, CKind.POINTER),
                kinds(index, "clGetEventProfilingInfo"));
        assertEquals(List.of(CKind.INTEGER, CKind.POINTER), kinds(index, "clWaitForEvents"));
    }

    @Test
    void aSwapOfNeighboursIsOneEdit() {
        assertEquals(1, Suggestions.distance("cudaEventRecrod", "cudaEventRecord"));
        assertEquals(3, Suggestions.distance("kitten", "sitting"));
        assertEquals(Optional.empty(), Suggestions.nearest("cudaMalloc", List.of("clFinish", "hipFree")));
    }
}
