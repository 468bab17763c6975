package dev.eventbind.backend.levelzero;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.eventbind.api.DriverException;
import dev.eventbind.backend.levelzero.LevelZeroEvents.Event;
import dev.eventbind.backend.levelzero.LevelZeroEvents.Stream;
import java.util.Set;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * A device lost while work runs ({@code ZE_RESULT_ERROR_DEVICE_LOST}, through the project driver's fault hook): the
 * wait reports it, and the backend instance is poisoned. In a JVM of its own (execution {@code device-lost}), since
 * the driver stays lost for the rest of the process.
 */
@Tag("device-lost")
class DeviceLostTest {

    @Test
    void aDeviceLostWhileWorkRunsFailsTheWaitAndPoisonsTheInstance() throws Throwable {
        TestDriver driver = TestDriver.get().orElse(null);
        assumeTrue(driver != null, TestDriver::skipReason);
        LevelZeroEvents backend = LevelZeroEvents.open();
        Stream list = backend.streamCreateNonBlocking();
        LevelZeroWork work = LevelZeroWork.allocate(backend, 1L << 20);
        Event event = backend.eventCreate();
        driver.fault(TestDriver.LOSE_AT_NEXT_COMMAND);
        work.fill(list);
        // The device is lost once the fill starts: the record after it, or the wait, is the first call to see it.
        DriverException lost = assertThrows(DriverException.class, () -> {
            backend.eventRecord(event, list);
            backend.eventWait(event);
        });
        assertEquals(LevelZero.ZE_RESULT_ERROR_DEVICE_LOST, lost.status());
        assertTrue(Set.of("zeCommandListAppendBarrier", "zeEventHostSynchronize").contains(lost.function()),
                lost::getMessage);
        assertEquals("ZE_RESULT_ERROR_DEVICE_LOST", lost.statusName().orElseThrow());
        // Poisoned: later calls fail fast with the first error, without reaching the driver.
        DriverException later = assertThrows(DriverException.class, backend::streamCreateNonBlocking);
        assertEquals(LevelZero.ZE_RESULT_ERROR_DEVICE_LOST, later.status());
        assertThrows(DriverException.class, () -> backend.eventRecord(event, list));
    }
}
