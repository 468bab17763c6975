package dev.eventbind.backend.opencl.interop;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.api.BackendUnavailableException;
import dev.eventbind.backend.opencl.OpenClQueues;
import java.lang.foreign.MemorySegment;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Run in a JVM that grants no module native access and denies illegal native access (its own surefire
 * execution): a method that takes a raw queue address refuses such a caller, as the JDK's restricted methods do,
 * before anything reaches the driver.
 *
 * <p>It passes {@code NULL}, which a driver reached would refuse as an {@link IllegalArgumentException}: any other
 * outcome than a native-access refusal shows the address got through.
 */
@Tag("no-native-access")
class NativeAccessGateTest {

    @Test
    void takingARawQueueAddressWithoutNativeAccessIsRefusedBeforeTheDriver() {
        assertFalse(getClass().getModule().isNativeAccessEnabled(), "this JVM must run without native access");
        // On the class path the caller and eventbind share one unnamed module, so the JDK's own refusal of the
        // linker is what stops the call; in a named module eventbind's gate refuses the caller (the processor's
        // NativeAccessBoundaryJarTest). Either way it is a typed refusal that says how to grant access.
        RuntimeException refused = assertThrows(RuntimeException.class, () -> OpenClQueues.sharing(MemorySegment.NULL));
        assertTrue(refused instanceof IllegalCallerException || refused instanceof BackendUnavailableException,
                refused.toString());
        assertTrue(refused.getMessage().contains("--enable-native-access"), refused.getMessage());
    }
}
