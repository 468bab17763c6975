package dev.eventbind.backend.levelzero;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.eventbind.api.BackendUnavailableException;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * A device the backend cannot time on: the project driver's properties report no kernel timestamps
 * ({@code kernelTimestampValidBits} 0, execution {@code no-kernel-timestamps}) or a timer of 0 cycles per second
 * (execution {@code no-timer}), or its driver implements Level Zero 1.1 (execution {@code api-1-1}), which gives the
 * timer's resolution in nanoseconds per tick, rounded. The open is refused with a typed error naming the call and
 * the value, or the version, and the context it made is destroyed.
 */
@Tag("untimed")
class UntimedDeviceTest {

    @Test
    void theOpenIsRefusedNamingWhatThePropertiesReportedAndLeavesNoContext() throws Throwable {
        TestDriver driver = TestDriver.get().orElse(null);
        assumeTrue(driver != null, TestDriver::skipReason);
        boolean noTimer = "0".equals(System.getenv("EVENTBIND_ZE_TEST_REPORTED_RESOLUTION"));
        boolean oldDriver = System.getenv("EVENTBIND_ZE_TEST_API_VERSION") != null;
        assumeTrue(noTimer || oldDriver || "0".equals(System.getenv("EVENTBIND_ZE_TEST_REPORTED_KERNEL_BITS")),
                "runs in the executions whose driver reports no timer, no kernel timestamps or Level Zero 1.1");
        long contexts = driver.live(TestDriver.CONTEXTS);

        BackendUnavailableException refused = assertThrows(BackendUnavailableException.class, LevelZeroEvents::open);

        assertTrue(refused.getMessage().contains(noTimer ? "zeDeviceGetProperties reported a timer of 0 ticks per"
                + " second" : oldDriver ? "driver implements Level Zero 1.1, before 1.2, whose zeDeviceGetProperties"
                + " gives the timer's resolution in cycles per second"
                : "zeDeviceGetProperties reported 0 valid timestamp bits"), refused.getMessage());
        assertEquals(contexts, driver.live(TestDriver.CONTEXTS), "the context the open made is destroyed");
    }
}
