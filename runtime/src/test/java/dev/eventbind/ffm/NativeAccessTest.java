package dev.eventbind.ffm;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * How the boundary reads the JVM's illegal-native-access mode, and that a caller granted native access passes.
 * The refusal of a module without access is run in its own JVM by the host backend's boundary test.
 */
class NativeAccessTest {

    @Test
    void withoutTheOptionTheModeIsTheJdksDefaultWarn() {
        assertEquals(NativeAccess.Mode.WARN, NativeAccess.modeOf(List.of("-Xmx1g", "--enable-native-access=X")));
    }

    @Test
    void theLastSettingWinsAsItDoesForTheJvm() {
        assertEquals(NativeAccess.Mode.ALLOW, NativeAccess.modeOf(List.of("--illegal-native-access=deny",
                "--illegal-native-access=allow")));
        assertEquals(NativeAccess.Mode.DENY, NativeAccess.modeOf(List.of("--illegal-native-access=allow",
                "--illegal-native-access", "deny")));
    }

    @Test
    void theSystemPropertyTheLauncherUsesIsReadToo() {
        assertEquals(NativeAccess.Mode.DENY,
                NativeAccess.modeOf(List.of("-Djdk.module.illegal.native.access=deny")));
    }

    @Test
    void thisJvmsModeIsReadFromItsOwnArguments() {
        // The build runs the tests without the option: the JDK's default.
        assertEquals(NativeAccess.Mode.WARN, NativeAccess.mode());
    }

    @Test
    void aCallerWhoseModuleHasNativeAccessPasses() {
        assertTrue(NativeAccessTest.class.getModule().isNativeAccessEnabled(), "the build grants ALL-UNNAMED");
        assertDoesNotThrow(() -> NativeAccess.checkCaller("NativeAccessTest"));
        assertTrue(NativeAccess.enabled(NativeAccessTest.class));
    }

    @Test
    void aCallerCheckedThroughAHelperPassesAndANegativeHelperCountIsRefused() {
        assertDoesNotThrow(() -> helper("NativeAccessTest.helper"));
        assertThrows(IllegalArgumentException.class, () -> NativeAccess.checkCaller("NativeAccessTest", -1));
    }

    /** An entry's helper: the check looks past it and the entry that called it. */
    private static void helper(String what) {
        NativeAccess.checkCaller(what, 1);
    }
}
