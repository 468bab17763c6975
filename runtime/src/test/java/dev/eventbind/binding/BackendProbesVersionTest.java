package dev.eventbind.binding;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.eventbind.api.DriverException;
import dev.eventbind.discovery.BackendProbe;
import dev.eventbind.ffm.LibraryPlan;
import dev.eventbind.ffm.LinkedLibrary;
import dev.eventbind.ffm.NativeLinker;
import dev.eventbind.spec.Rank;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/** The probe of a backend whose library reports its version as a number, as generated backends pass it. */
class BackendProbesVersionTest {

    private static final LinkedLibrary LIBC = NativeLinker.load(new LibraryPlan("libc", "", List.of("libc.so.6"),
            List.of(), List.of(), List.of(), "eventbind.test.libc", "EVENTBIND_TEST_LIBC"), List.of(), List.of());

    @Test
    void aNumberedVersionIsReportedInDecimalEvenWhenTheOpenIsRefused() {
        BackendProbe probe = BackendProbes.probe("T", Rank.GPU, LIBC, () -> OptionalInt.of(12080), () -> {
            throw new DriverException("T", "tInit", 100, "tErrorNoDevice", null, false);
        });
        assertFalse(probe.ready());
        assertEquals(Optional.of("12080"), probe.version());
    }

    @Test
    void noNumberIsNoVersion() {
        BackendProbe probe = BackendProbes.probe("T", Rank.GPU, LIBC, OptionalInt::empty, () -> {
            throw new DriverException("T", "tInit", 100, "tErrorNoDevice", null, false);
        });
        assertEquals(Optional.empty(), probe.version());
    }
}
