package dev.eventbind.backend.opencl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.api.DriverException;
import dev.eventbind.binding.StatusConvention;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The status convention the processor generates from the installed {@code CL/cl.h}: every error code the header
 * defines, by its name, the ICD loader's code the spec adds, and the one not-ready status; none of the header's
 * other {@code CL_} constants.
 */
class OpenClStatusTest {

    private static final Path HEADER = Path.of("/usr/include/CL/cl.h");
    private static final Pattern DEFINE = Pattern.compile("^#define (CL_\\w+)\\s+(-?\\d+)\\s*$");
    /** Program build states share the values -1 to -3 with status codes but are not statuses. */
    private static final Set<String> BUILD_STATES = Set.of("CL_BUILD_NONE", "CL_BUILD_ERROR", "CL_BUILD_IN_PROGRESS");

    private static final StatusConvention STATUS = OpenClEvents.statusConvention();

    private static Optional<String> nameOf(int status) {
        return STATUS.failure("clTest", status).statusName();
    }

    @Test
    void everyErrorCodeOfTheHeaderHasItsHeaderName() throws IOException {
        Map<Integer, String> header = headerStatuses();
        assertEquals(63, header.size(), "CL_SUCCESS and the 62 error codes of OpenCL 3.0 (-1 to -72)");
        header.forEach((code, name) -> assertEquals(Optional.of(name), nameOf(code), "status " + code));
        assertEquals(Optional.of("CL_INVALID_EVENT"), nameOf(-58));
        assertEquals(Optional.of("CL_PROFILING_INFO_NOT_AVAILABLE"), nameOf(-7));
    }

    @Test
    void codesTheHeaderLeavesUnassignedHaveNoName() {
        for (int code = -20; code >= -29; code--) {
            assertEquals(Optional.empty(), nameOf(code), "status " + code);
        }
        assertEquals(Optional.empty(), nameOf(-73));
        assertEquals(Optional.empty(), nameOf(Integer.MIN_VALUE));
    }

    @Test
    void constantsOfTheHeaderThatAreNotStatusesAreNotInTheTable() {
        assertEquals(Optional.empty(), nameOf(1), "CL_TRUE");
        assertEquals(Optional.empty(), nameOf(3), "CL_QUEUED, an execution status");
        assertEquals(Optional.empty(), nameOf(0x0900), "CL_PLATFORM_PROFILE, an info query");
        assertEquals(Optional.empty(), nameOf(-1021), "CL_DBL_MIN_EXP, a float limit of cl_platform.h");
        assertEquals(Optional.empty(), nameOf(-125), "CL_FLT_MIN_EXP");
    }

    @Test
    void theIcdLoadersNoPlatformStatusIsNamed() {
        assertEquals(Optional.of("CL_PLATFORM_NOT_FOUND_KHR"), nameOf(-1001));
    }

    @Test
    void aDriverErrorCarriesTheFunctionTheStatusAndItsName() {
        DriverException error = STATUS.failure("clEnqueueMarkerWithWaitList", -58);
        assertEquals("OpenCL", error.backend());
        assertEquals("clEnqueueMarkerWithWaitList", error.function());
        assertEquals(-58, error.status());
        assertFalse(error.poisoned());
        assertFalse(error.notReady());
        assertEquals("OpenCL: clEnqueueMarkerWithWaitList failed with status -58 (CL_INVALID_EVENT)",
                error.getMessage());
    }

    @Test
    void profilingInfoNotAvailableIsTheNotReadyStatus() {
        DriverException notReady = STATUS.failure("clGetEventProfilingInfo", -7);
        assertTrue(notReady.notReady());
        assertTrue(STATUS.notReady(-7));
        assertFalse(STATUS.notReady(-58));
        assertFalse(notReady.poisoned());
        assertEquals("CL_PROFILING_INFO_NOT_AVAILABLE", notReady.statusName().orElseThrow());
    }

    @Test
    void aDeviceNoLongerAvailableAndATerminatedContextPoisonTheInstanceAndNothingElseDoes() {
        DriverException lost = STATUS.failure("clEnqueueBarrierWithWaitList", -2);
        assertTrue(lost.poisoned(), lost.getMessage());
        assertEquals("CL_DEVICE_NOT_AVAILABLE", lost.statusName().orElseThrow());
        DriverException terminated = STATUS.failure("clEnqueueBarrierWithWaitList", -1121);
        assertTrue(terminated.poisoned(), terminated.getMessage());
        assertEquals("CL_CONTEXT_TERMINATED_KHR", terminated.statusName().orElseThrow());
        // Transient allocation failures, and a failed command's status, which a user event failed by its own
        // application reports as well: none of them says the context is gone.
        assertFalse(STATUS.poisoned(-5), "CL_OUT_OF_RESOURCES");
        assertFalse(STATUS.poisoned(-6), "CL_OUT_OF_HOST_MEMORY");
        assertFalse(STATUS.poisoned(-14), "CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST");
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
