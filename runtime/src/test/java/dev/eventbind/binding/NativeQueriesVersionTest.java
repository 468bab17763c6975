package dev.eventbind.binding;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.ffm.LibraryPlan;
import dev.eventbind.ffm.LinkedLibrary;
import dev.eventbind.ffm.NativeLinker;
import java.lang.foreign.ValueLayout;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/** The version a generated backend reads through an optional {@code int *} query, before anything opens. */
class NativeQueriesVersionTest {

    /** The C library, which has {@code abs} and no version query of any GPU API. */
    private static final LinkedLibrary LIBC = NativeLinker.load(new LibraryPlan("libc", "", List.of("libc.so.6"),
            List.of(), List.of(), List.of(), "eventbind.test.libc", "EVENTBIND_TEST_LIBC"), List.of(),
            List.of("abs"));

    private static final StatusConvention STATUS = StatusConvention.builder("T").build();

    @Test
    void theWrittenIntIsTheVersionWhenTheCallSucceeds() {
        assertTrue(LIBC.ready(), String.valueOf(LIBC.failure()));
        OptionalInt version = NativeQueries.version(STATUS, LIBC, "abs", out -> {
            out.set(ValueLayout.JAVA_INT, 0, 12080);
            return 0;
        });
        assertEquals(OptionalInt.of(12080), version);
    }

    @Test
    void aFailedCallIsNoVersion() {
        assertEquals(OptionalInt.empty(), NativeQueries.version(STATUS, LIBC, "abs", out -> 35));
    }

    @Test
    void aFunctionTheLibraryLacksIsNeverCalled() {
        assertEquals(OptionalInt.empty(), NativeQueries.version(STATUS, LIBC, "cudaRuntimeGetVersion", out -> {
            throw new AssertionError("called a function the library lacks");
        }));
    }
}
