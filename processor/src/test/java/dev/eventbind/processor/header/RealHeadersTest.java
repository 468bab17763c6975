package dev.eventbind.processor.header;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The real headers of every backend (and Level Zero's), parsed for x86_64 Linux without an error, with the
 * event functions each backend binds declared as the backend binds them: parameter count, and each parameter's
 * class and width. The backends' own builds check every bound symbol of their specs against the same headers.
 */
class RealHeadersTest {

    private static final Target LINUX = Target.of("x86_64-linux-gnu", null, null);

    private static CHeader parse(Path header, Target target, Path... include) {
        assumeTrue(Files.isRegularFile(header), "needs " + header);
        long start = System.nanoTime();
        CHeader parsed = WidthsTest.parse(header, target, List.of(include));
        System.out.printf("front end: %s, %d functions, %d files, %d ms%n", header, parsed.functionCount(),
                parsed.files().size(), (System.nanoTime() - start) / 1_000_000);
        return parsed;
    }

    /** Each symbol's parameters as "p" (pointer) or the integer/floating width ("i4", "f4"). */
    private static void declares(CHeader header, Map<String, String> shapes) {
        shapes.forEach((symbol, shape) -> {
            CFunction function = header.function(symbol).orElseThrow(() -> new AssertionError(symbol
                    + " not declared in " + header.header()));
            StringBuilder actual = new StringBuilder();
            for (CParameter parameter : function.parameters()) {
                actual.append(switch (parameter.kind()) {
                    case POINTER -> "p";
                    case INTEGER -> "i" + parameter.type().bytes();
                    case FLOATING -> "f" + parameter.type().bytes();
                    default -> "?";
                });
            }
            assertEquals(shape, actual.toString(), function.declaration());
            assertTrue(!function.local() && !function.variadic(), function.declaration());
        });
    }

    @Test
    void theCudaRuntimeHeader() {
        Path include = Path.of("/usr/local/cuda/include");
        CHeader header = parse(include.resolve("cuda_runtime_api.h"), LINUX, include);
        declares(header, Map.of("cudaEventCreateWithFlags", "pi4", "cudaEventRecord", "pp",
                "cudaEventElapsedTime", "ppp", "cudaStreamWaitEvent", "ppi4", "cudaStreamCreateWithFlags", "pi4",
                "cudaGetErrorName", "i4", "cudaRuntimeGetVersion", "p"));
        assertEquals("float", header.function("cudaEventElapsedTime").orElseThrow().parameters().getFirst().type()
                .pointee().orElseThrow().spelling());
    }

    @Test
    void theCudaDriverHeader() {
        Path include = Path.of("/usr/local/cuda/include");
        CHeader header = parse(include.resolve("cuda.h"), LINUX, include);
        declares(header, Map.of("cuInit", "i4", "cuEventCreate", "pi4", "cuEventDestroy_v2", "p", "cuEventRecord",
                "pp", "cuEventElapsedTime_v2", "ppp", "cuStreamWaitEvent", "ppi4", "cuStreamDestroy_v2", "p",
                "cuDevicePrimaryCtxRetain", "pi4"));
        assertEquals("cuStreamDestroy_v2", header.macro("cuStreamDestroy").orElseThrow().alias().orElseThrow());
    }

    @Test
    void theHipHeader() {
        Target amd = Target.of("x86_64-linux-gnu", null, "__HIP_PLATFORM_AMD__");
        CHeader header = parse(Path.of("/usr/include/hip/hip_runtime_api.h"), amd);
        declares(header, Map.of("hipEventCreateWithFlags", "pi4", "hipEventRecord", "pp", "hipEventElapsedTime",
                "ppp", "hipStreamWaitEvent", "ppi4", "hipEventDestroy", "p", "hipGetErrorName", "i4"));
    }

    @Test
    void theOpenClHeader() {
        CHeader header = parse(Path.of("/usr/include/CL/cl.h"), LINUX);
        declares(header, Map.of("clEnqueueMarkerWithWaitList", "pi4pp", "clGetEventProfilingInfo", "pi4i8pp",
                "clWaitForEvents", "i4p", "clReleaseEvent", "p", "clFinish", "p"));
        assertTrue(header.macro("CL_SUCCESS").isPresent());
        assertEquals(List.of("-", "5"), header.macro("CL_OUT_OF_RESOURCES").orElseThrow().body());
        List<CEnum.Constant> statuses = header.constants("CL_");
        assertTrue(statuses.contains(new CEnum.Constant("CL_OUT_OF_RESOURCES", -5, "-5")), statuses.toString());
        assertTrue(statuses.contains(new CEnum.Constant("CL_SUCCESS", 0, "0")));
        assertTrue(statuses.contains(new CEnum.Constant("CL_INVALID_VALUE", -30, "-30")));
    }

    @Test
    void theLevelZeroHeader() {
        CHeader header = parse(Path.of("/usr/include/level_zero/ze_api.h"), LINUX);
        declares(header, Map.of("zeEventHostSynchronize", "pi8", "zeEventHostReset", "p", "zeEventCreate", "ppp",
                "zeEventQueryKernelTimestamp", "pp", "zeCommandListAppendWaitOnEvents", "pi4p"));
        CEnum result = header.enums().stream().filter(e -> e.name().equals("_ze_result_t")).findFirst()
                .orElseThrow();
        CEnum.Constant lost = result.constants().stream().filter(c -> c.name().equals("ZE_RESULT_ERROR_DEVICE_LOST"))
                .findFirst().orElseThrow();
        assertEquals(0x70000001L, lost.value());
        assertEquals("0x70000001", lost.written());
        assertTrue(header.constants("ZE_RESULT_").contains(lost));
        CRecord desc = header.record("struct _ze_event_desc_t").orElseThrow();
        assertEquals(List.of("stype", "pNext", "index", "signal", "wait"), desc.fields().stream()
                .map(CRecord.Field::name).toList());
        assertEquals(List.of(0L, 64L, 128L, 160L, 192L), desc.fields().stream().map(CRecord.Field::offsetBits)
                .toList());
    }
}
