package dev.eventbind.backend.opencl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.api.DriverException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The status table against the installed {@code CL/cl.h}: every error code the header defines, by its name. */
class ClStatusTest {

    private static final Path HEADER = Path.of("/usr/include/CL/cl.h");
    private static final Pattern DEFINE = Pattern.compile("^#define (CL_\\w+)\\s+(-?\\d+)\\s*$");
    /** Program build states share the values -1 to -3 with status codes but are not statuses. */
    private static final Set<String> BUILD_STATES = Set.of("CL_BUILD_NONE", "CL_BUILD_ERROR", "CL_BUILD_IN_PROGRESS");

    @Test
    void everyErrorCodeOfTheHeaderHasItsHeaderName() throws IOException {
        Map<Integer, String> header = headerStatuses();
        assertEquals(63, header.size(), "CL_SUCCESS and the 62 error codes of OpenCL 3.0 (-1 to -72)");
        header.forEach((code, name) -> assertEquals(name, ClStatus.nameOf(code), "status " + code));
    }

    @Test
    void codesTheHeaderLeavesUnassignedHaveNoName() {
        for (int code = -20; code >= -29; code--) {
            assertNull(ClStatus.nameOf(code), "status " + code);
        }
        assertNull(ClStatus.nameOf(1));
        assertNull(ClStatus.nameOf(-73));
        assertNull(ClStatus.nameOf(Integer.MIN_VALUE));
    }

    @Test
    void theIcdLoadersNoPlatformStatusIsNamed() {
        assertEquals("CL_PLATFORM_NOT_FOUND_KHR", ClStatus.nameOf(-1001));
    }

    @Test
    void aDriverErrorCarriesTheFunctionTheStatusAndItsName() {
        DriverException error = ClStatus.error("clGetEventProfilingInfo", -7);
        assertEquals("OpenCL", error.backend());
        assertEquals("clGetEventProfilingInfo", error.function());
        assertEquals(-7, error.status());
        assertEquals("CL_PROFILING_INFO_NOT_AVAILABLE", error.statusName().orElseThrow());
        assertFalse(error.poisoned());
        assertTrue(error.getMessage().contains("clGetEventProfilingInfo failed with status -7"), error.getMessage());
        assertFalse(error.notReady());
    }

    @Test
    void aNotReadyErrorIsFlaggedAndNamed() {
        DriverException notReady = ClStatus.notReady("clGetEventProfilingInfo", -7);
        assertTrue(notReady.notReady());
        assertFalse(notReady.poisoned());
        assertEquals("CL_PROFILING_INFO_NOT_AVAILABLE", notReady.statusName().orElseThrow());
    }

    /** Status codes are the negative integer defines, less the program build states, and CL_SUCCESS. */
    private static Map<Integer, String> headerStatuses() throws IOException {
        Map<Integer, String> statuses = new LinkedHashMap<>();
        for (String line : Files.readAllLines(HEADER)) {
            Matcher define = DEFINE.matcher(line);
            if (define.matches() && !BUILD_STATES.contains(define.group(1))) {
                int value = Integer.parseInt(define.group(2));
                if (value < 0 || define.group(1).equals("CL_SUCCESS")) {
                    statuses.put(value, define.group(1));
                }
            }
        }
        return statuses;
    }
}
