package dev.eventbind.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** What a driver failure says: its message, its summary, and its poisoned and not-ready flags. */
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
    void aStatusTheHeaderWritesInHexadecimalIsShownSo() {
        DriverException e = new DriverException("Level Zero", "zeEventHostSynchronize", 0x70000001, "0x70000001",
                "ZE_RESULT_ERROR_DEVICE_LOST", null, true, false);
        assertEquals(0x70000001, e.status());
        assertEquals("ZE_RESULT_ERROR_DEVICE_LOST (0x70000001)", e.statusSummary());
        assertEquals("Level Zero: zeEventHostSynchronize failed with status 0x70000001 (ZE_RESULT_ERROR_DEVICE_LOST)"
                + " [device poisoned: later calls will fail too]", e.getMessage());
    }

    @Test
    void summaryWithoutVendorWordsShowsTheStatus() {
        DriverException e = new DriverException("OpenCL", "clFinish", -36, null, null, false);
        assertEquals("status (-36)", e.statusSummary());
        assertEquals("OpenCL: clFinish failed with status -36", e.getMessage());
    }

    @Test
    void aNotReadyStatusIsFlaggedAndSaysSo() {
        DriverException e = new DriverException("CUDA", "cudaEventQuery", 600, "cudaErrorNotReady",
                "device not ready", false, true);
        assertTrue(e.notReady());
        assertFalse(e.poisoned());
        assertEquals("CUDA: cudaEventQuery failed with status 600 (cudaErrorNotReady): device not ready "
                + "[not ready: not reached yet]", e.getMessage());
    }

    @Test
    void theConstructorWithoutTheFlagIsNeverNotReady() {
        DriverException e = new DriverException("CUDA", "cudaEventQuery", 600, "cudaErrorNotReady", null, false);
        assertFalse(e.notReady());
        assertFalse(e.getMessage().contains("not ready"), e.getMessage());
    }
}
