package dev.eventbind.backend.opencl.interop;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.backend.opencl.OpenClEvents;
import java.lang.foreign.MemorySegment;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Run in a JVM that grants no module native access (its own surefire execution): a method that takes a raw queue
 * address refuses such a caller, as the JDK's restricted methods do, before anything reaches the driver.
 *
 * <p>It must be the first native step of its JVM: in the JDK's default "warn" mode the first restricted call from
 * a module (here any class path code, eventbind's linker included) grants that module native access from then on.
 * So it passes {@code NULL}, which without the gate would be refused as an {@link IllegalArgumentException}.
 */
@Tag("no-native-access")
class NativeAccessGateTest {

    @Test
    void takingARawQueueAddressNeedsTheCallersNativeAccess() {
        assertFalse(getClass().getModule().isNativeAccessEnabled(), "this JVM must run without native access");
        IllegalCallerException refused = assertThrows(IllegalCallerException.class,
                () -> OpenClEvents.sharing(MemorySegment.NULL));
        assertTrue(refused.getMessage().contains("--enable-native-access=ALL-UNNAMED"), refused.getMessage());
    }
}
