package dev.eventbind.binding;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.api.DriverException;
import dev.eventbind.ffm.StatusTexts;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A convention named part by part, as generated backends state their spec's {@code @Status}. */
class StatusConventionBuilderTest {

    @Test
    void eachNamedPartIsTheConventions() {
        StatusConvention convention = StatusConvention.builder("T")
                .notReady(600, 601)
                .poisoned(700)
                .names(status -> status == 2 ? "tErrorMemoryAllocation" : null)
                .messages(status -> status == 2 ? "out of memory" : null)
                .table(Map.of(-5, new StatusTexts.Text("T_OUT_OF_RESOURCES", null, "0xfffffffb")))
                .build();
        assertEquals(0, convention.success());
        assertTrue(convention.notReady(600) && convention.notReady(601));
        assertTrue(convention.poisoned(700));
        assertFalse(convention.poisoned(600));
        DriverException named = convention.failure("tMalloc", 2);
        assertEquals("tErrorMemoryAllocation", named.statusName().orElseThrow());
        assertEquals("out of memory", named.statusMessage().orElseThrow());
        assertEquals("T_OUT_OF_RESOURCES", convention.failure("tLaunch", -5).statusName().orElseThrow());
        assertTrue(convention.knows(-5));
    }

    @Test
    void unsetPartsAreTheStatusAnnotationsDefaults() {
        StatusConvention convention = StatusConvention.builder("T").build();
        assertEquals(0, convention.success());
        assertFalse(convention.notReady(600));
        assertFalse(convention.poisoned(700));
        assertFalse(convention.knows(12345), "no name function, no table: nothing is known");
    }

    @Test
    void aSuccessOtherThanZeroIsNoFailureAndZeroThen() {
        StatusConvention convention = StatusConvention.builder("One").success(1).poisoned(0).build();
        assertTrue(convention.succeeded(1));
        assertFalse(convention.knows(1));
        assertTrue(convention.knows(0));
    }

    @Test
    void theArraysGivenAreCopied() {
        int[] notReady = {600};
        StatusConvention convention = StatusConvention.builder("T").notReady(notReady).build();
        notReady[0] = 1;
        assertTrue(convention.notReady(600));
    }
}
