package dev.eventbind.processor.validation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.eventbind.processor.header.CHeader;
import dev.eventbind.processor.header.FrontEnd;
import dev.eventbind.processor.header.Target;
import dev.eventbind.processor.model.StatusModel.StatusCode;
import dev.eventbind.spec.Status.Sign;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The status tables a {@code @Status(prefix)} reads from the real vendor headers: the status enum's constants or
 * the macros of the admitted sign, each value named as the vendor names it, by the first constant the header
 * declares with it, and hexadecimal kept where the header writes it; a 32-bit enum's whole range kept.
 */
class HeaderStatusesTest {

    private static final Target LINUX = Target.of("x86_64-linux-gnu", null, null);

    private static CHeader parse(Path header, Path... include) {
        assumeTrue(Files.isRegularFile(header), "needs " + header);
        FrontEnd.Result result = new FrontEnd(null).parse(header, LINUX, List.of(include));
        assertTrue(result instanceof FrontEnd.Parsed, result.toString());
        return ((FrontEnd.Parsed) result).header();
    }

    private static Map<Integer, StatusCode> table(Path header, String prefix, Path... include) {
        return table(parse(header, include), prefix, Sign.ANY, List.of(), List.of());
    }

    private static Map<Integer, StatusCode> table(CHeader header, String prefix, Sign sign, List<String> include,
            List<String> exclude) {
        HeaderStatuses.Selection selection = HeaderStatuses.select(header, prefix, sign, include, exclude);
        assertEquals(List.of(), selection.unknownIncludes());
        assertEquals(List.of(), selection.unknownExcludes());
        List<StatusCode> rows = selection.rows();
        System.out.printf("%s, prefix %s: %d statuses%n", header.header(), prefix, rows.size());
        return rows.stream().collect(Collectors.toMap(StatusCode::value, Function.identity()));
    }

    private static void named(Map<Integer, StatusCode> table, int value, String name, String literal) {
        StatusCode row = table.get(value);
        assertEquals(name, row == null ? null : row.name(), "status " + value);
        assertEquals(literal, row.literal(), name);
    }

    @Test
    void openClStatusesAreTheClDefinesOfSuccessAndTheErrorsEachNamedByItsErrorCode() {
        CHeader header = parse(Path.of("/usr/include/CL/cl.h"));
        Map<Integer, StatusCode> cl = table(header, "CL_", Sign.NON_POSITIVE, List.of(), List.of());

        named(cl, 0, "CL_SUCCESS", ""); // not CL_FALSE, defined later with the same value
        named(cl, -1, "CL_DEVICE_NOT_FOUND", "");
        named(cl, -5, "CL_OUT_OF_RESOURCES", "");
        named(cl, -58, "CL_INVALID_EVENT", "");
        named(cl, -59, "CL_INVALID_OPERATION", "");
        // Device types, info queries and flags are not statuses: CL_COMPLETE's 0 is taken, CL_QUEUED's 3 is not.
        assertEquals(List.of(), cl.values().stream().filter(row -> row.value() > 0).map(StatusCode::name).toList());
        named(cl, -1021, "CL_DBL_MIN_EXP", ""); // a float limit of cl_platform.h: the spec's exclude is for it
        assertTrue(table(header, "CL_", Sign.ANY, List.of(), List.of()).containsKey(0x0900)); // CL_PLATFORM_PROFILE
    }

    @Test
    void excludeLeavesOutARowAndIncludeAddsAConstantThePrefixDoesNotName() {
        CHeader header = parse(Path.of("/usr/include/CL/cl.h"));
        Map<Integer, StatusCode> cl = table(header, "CL_", Sign.NON_POSITIVE, List.of("CL_QUEUED"),
                List.of("CL_INVALID_EVENT"));

        named(cl, 3, "CL_QUEUED", "0x3");
        assertEquals(null, cl.get(-58));
        HeaderStatuses.Selection wrong = HeaderStatuses.select(header, "CL_", Sign.NON_POSITIVE,
                List.of("CL_NO_SUCH_STATUS"), List.of("CL_QUEUED", "CL_NO_SUCH_STATUS"));
        assertEquals(List.of("CL_NO_SUCH_STATUS"), wrong.unknownIncludes());
        assertEquals(List.of("CL_QUEUED", "CL_NO_SUCH_STATUS"), wrong.unknownExcludes());
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
        named(ze, 0x7ffffffe, "ZE_RESULT_ERROR_UNKNOWN", "0x7ffffffe");
    }

    @Test
    void aStatusEnumOf32BitsKeepsItsWholeRangeAndItsMacrosOfThePrefixAreNotStatuses(@TempDir Path dir)
            throws IOException {
        Path header = dir.resolve("wide.h");
        Files.writeString(header, """
                typedef enum wide_result {
                    WIDE_SUCCESS = 0,
                    WIDE_ERROR_UNKNOWN = 0x7ffffffe,
                    WIDE_FORCE_INT32 = 0x7fffffff,
                    WIDE_ERROR_HIGH = 0x80000000u,
                    WIDE_ERROR_TOP = 0xfffffffe
                } wide_result;
                typedef enum wide_other { WIDE_OTHER = 5 } wide_other;
                typedef enum big_flags { BIG_LOW = 1, BIG_HIGH = 0x100000000 } big_flags;
                #define WIDE_VERSION 3
                wide_result wideFlush(void);
                """);
        CHeader parsed = parse(header);
        Map<Integer, StatusCode> wide = table(parsed, "WIDE_", Sign.ANY, List.of(), List.of("WIDE_FORCE_INT32"));

        assertEquals(4, wide.size(), wide.toString());
        named(wide, 0, "WIDE_SUCCESS", "");
        named(wide, 0x7ffffffe, "WIDE_ERROR_UNKNOWN", "0x7ffffffe");
        named(wide, 0x80000000, "WIDE_ERROR_HIGH", "0x80000000");
        named(wide, 0xfffffffe, "WIDE_ERROR_TOP", "0xfffffffe");
        assertEquals(Integer.MIN_VALUE, wide.get(0x80000000).value());
        // An enum of 64 bits keeps only what an int holds.
        assertEquals(List.of("BIG_LOW"), table(parsed, "BIG_", Sign.ANY, List.of(), List.of()).values().stream()
                .map(StatusCode::name).toList());
    }
}
