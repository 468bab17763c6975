package dev.eventbind.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class DriverExceptionTest {

    @Test
    void messageNamesTheBackendFunctionStatusAndVendorWords() {
        DriverException e = new DriverException("CUDA", "cudaEventRecord", 400, "cudaErrorInvalidResourceHandle",
                "invalid resource handle", false);
        assertEquals("CUDA: cudaEventRecord failed with status 400 (cudaErrorInvalidResourceHandle): "
                + "invalid resource handle", e.getMessage());
    }

    @Test
    void poisonedStatusSaysLaterCallsFailToo() {
        DriverException e = new DriverException("CUDA", "cudaEventSynchronize", 700, "cudaErrorIllegalAddress",
                null, true);
        assertTrue(e.poisoned());
        assertTrue(e.getMessage().endsWith("[device poisoned: later calls will fail too]"), e.getMessage());
    }

    @Test
    void summaryLeavesOutAMessageThatOnlyRepeatsTheName() {
        DriverException e = new DriverException("HIP", "hipEventCreateWithFlags", 101, "hipErrorInvalidDevice",
                "hipErrorInvalidDevice", false);
        assertEquals("hipErrorInvalidDevice (101)", e.statusSummary());
    }

    @Test
    void summaryWithoutVendorWordsShowsTheStatus() {
        DriverException e = new DriverException("OpenCL", "clFinish", -36, null, null, false);
        assertEquals("status (-36)", e.statusSummary());
        assertEquals("OpenCL: clFinish failed with status -36", e.getMessage());
    }
}
