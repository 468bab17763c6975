package dev.eventbind.processor.validation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.eventbind.processor.header.CHeader;
import dev.eventbind.processor.header.FrontEnd;
import dev.eventbind.processor.header.Target;
import dev.eventbind.processor.model.StatusModel.StatusCode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The status tables a {@code @Status(prefix)} reads from the real vendor headers: each value named as the vendor
 * names it, by the first constant the header declares with it, and hexadecimal kept where the header writes it.
 */
class HeaderStatusesTest {

    private static final Target LINUX = Target.of("x86_64-linux-gnu", null, null);

    private static Map<Integer, StatusCode> table(Path header, String prefix, Path... include) {
        assumeTrue(Files.isRegularFile(header), "needs " + header);
        FrontEnd.Result result = new FrontEnd(null).parse(header, LINUX, List.of(include));
        assertTrue(result instanceof FrontEnd.Parsed, result.toString());
        CHeader parsed = ((FrontEnd.Parsed) result).header();
        List<StatusCode> rows = HeaderStatuses.rows(parsed.constants(prefix));
        System.out.printf("%s, prefix %s: %d statuses%n", header, prefix, rows.size());
        return rows.stream().collect(Collectors.toMap(StatusCode::value, Function.identity()));
    }

    private static void named(Map<Integer, StatusCode> table, int value, String name, String literal) {
        StatusCode row = table.get(value);
        assertEquals(name, row == null ? null : row.name(), "status " + value);
        assertEquals(literal, row.literal(), name);
    }

    @Test
    void openClStatusesAreTheClDefinesAndEachValueIsNamedByItsErrorCode() {
        Map<Integer, StatusCode> cl = table(Path.of("/usr/include/CL/cl.h"), "CL_");

        named(cl, 0, "CL_SUCCESS", ""); // not CL_FALSE, defined later with the same value
        named(cl, -1, "CL_DEVICE_NOT_FOUND", "");
        named(cl, -5, "CL_OUT_OF_RESOURCES", "");
        named(cl, -58, "CL_INVALID_EVENT", "");
        named(cl, -59, "CL_INVALID_OPERATION", "");
        // A mask too wide for a status is left out, so it cannot take a status's value (CL_DEVICE_TYPE_ALL).
        assertTrue(cl.values().stream().noneMatch(row -> row.name().equals("CL_DEVICE_TYPE_ALL")));
    }

    @Test
    void cudaRuntimeStatusesAreTheCudaErrorEnum() {
        Path include = Path.of("/usr/local/cuda/include");
        Map<Integer, StatusCode> cuda = table(include.resolve("cuda_runtime_api.h"), "cudaError", include);

        named(cuda, 600, "cudaErrorNotReady", "");
        named(cuda, 700, "cudaErrorIllegalAddress", "");
        named(cuda, 719, "cudaErrorLaunchFailure", "");
        named(cuda, 999, "cudaErrorUnknown", "");
    }

    @Test
    void levelZeroStatusesKeepTheHexadecimalTheHeaderWrites() {
        Map<Integer, StatusCode> ze = table(Path.of("/usr/include/level_zero/ze_api.h"), "ZE_RESULT_");

        named(ze, 0, "ZE_RESULT_SUCCESS", "");
        named(ze, 0x70000001, "ZE_RESULT_ERROR_DEVICE_LOST", "0x70000001");
        named(ze, 0x78000004, "ZE_RESULT_ERROR_INVALID_ARGUMENT", "0x78000004");
    }
}
