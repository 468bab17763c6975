package dev.eventbind.binding;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.api.DriverException;
import dev.eventbind.ffm.StatusTexts;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The one call a generated op makes on the status its C function returned, and the health it keeps. */
class DeviceHealthTest {

    private static final StatusConvention CONVENTION = StatusConvention.builder("T")
            .notReady(600)
            .poisoned(700)
            .table(Map.of(400, new StatusTexts.Text("tErrorInvalidHandle", "invalid handle")))
            .build();

    @Test
    void successPassesAndLeavesTheDeviceHealthy() throws DriverException {
        DeviceHealth health = new DeviceHealth(CONVENTION);
        health.verify("tRecord", 0);
        assertTrue(health.poisoning().isEmpty());
        assertDoesNotThrow(() -> health.check("tRecord"));
    }

    @Test
    void aFailureIsThrownInTheConventionsWords() {
        DeviceHealth health = new DeviceHealth(CONVENTION);
        DriverException failure = assertThrows(DriverException.class, () -> health.verify("tRecord", 400));
        assertEquals("T", failure.backend());
        assertEquals("tRecord", failure.function());
        assertEquals(400, failure.status());
        assertEquals("tErrorInvalidHandle", failure.statusName().orElseThrow());
        assertFalse(failure.poisoned());
        assertTrue(health.poisoning().isEmpty(), "an ordinary failure does not poison the device");
    }

    @Test
    void aPoisoningFailureMakesLaterCallsFailFastWithItAsCause() {
        DeviceHealth health = new DeviceHealth(CONVENTION);
        DriverException first = assertThrows(DriverException.class, () -> health.verify("tSynchronize", 700));
        assertSame(first, health.poisoning().orElseThrow());
        DriverException again = assertThrows(DriverException.class, () -> health.check("tRecord"));
        assertEquals("tRecord", again.function());
        assertEquals(700, again.status());
        assertSame(first, again.getCause());
    }

    @Test
    void reachedIsTrueOnSuccessFalseWhenNotReadyAndThrowsOtherwise() throws DriverException {
        DeviceHealth health = new DeviceHealth(CONVENTION);
        assertTrue(health.reached("tQuery", 0));
        assertFalse(health.reached("tQuery", 600));
        DriverException failure = assertThrows(DriverException.class, () -> health.reached("tQuery", 700));
        assertTrue(failure.poisoned());
        assertSame(failure, health.poisoning().orElseThrow());
    }

    @Test
    void theSuccessStatusIsTheConventions() throws DriverException {
        DeviceHealth health = new DeviceHealth(StatusConvention.builder("One").success(1).build());
        health.verify("oneCall", 1);
        assertThrows(DriverException.class, () -> health.verify("oneCall", 0));
        assertTrue(health.reached("oneQuery", 1));
    }

    @Test
    void aHealthMadeWithoutAConventionReadsNoStatus() {
        DeviceHealth health = new DeviceHealth();
        assertThrows(IllegalStateException.class, () -> health.verify("tRecord", 0));
    }

    @Test
    void admitNamesTheCallOnAHealthyDevice() throws DriverException {
        DeviceHealth health = new DeviceHealth(CONVENTION);
        String function = "tRecord";
        assertSame(function, health.admit(function));
        assertEquals("tRecord", health.admit("tRecord"));
    }

    @Test
    void admitFailsFastOnAPoisonedDeviceWithTheFirstFailureAsCause() {
        DeviceHealth health = new DeviceHealth(CONVENTION);
        DriverException first = assertThrows(DriverException.class, () -> health.verify("tSynchronize", 700));
        DriverException again = assertThrows(DriverException.class, () -> health.admit("tRecord"));
        assertEquals("tRecord", again.function());
        assertEquals(700, again.status());
        assertTrue(again.poisoned());
        assertSame(first, again.getCause());
    }
}
