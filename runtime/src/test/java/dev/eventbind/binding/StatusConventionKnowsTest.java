package dev.eventbind.binding;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.ffm.StatusTexts;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Which statuses a convention knows as failures: those a fault plan may inject. */
class StatusConventionKnowsTest {

    /** A name function like cudaGetErrorName: a name for 2, a sentence for codes it does not know. */
    private final StatusConvention convention = new StatusConvention("T", new int[] {600}, new int[] {719},
            new StatusTexts(status -> status == 2 ? "tErrorMemoryAllocation" : "unrecognized error code",
                    status -> null, Map.of(-5, new StatusTexts.Text("T_OUT_OF_RESOURCES", null))));

    @Test
    void notReadyPoisonedTabledAndNamedStatusesAreKnown() {
        assertTrue(convention.knows(600), "not ready");
        assertTrue(convention.knows(719), "poisoned");
        assertTrue(convention.knows(-5), "a row of the table");
        assertTrue(convention.knows(2), "named by the API's own function");
    }

    @Test
    void successAndAStatusAnsweredWithASentenceAreNot() {
        assertFalse(convention.knows(0), "success is no failure");
        assertFalse(convention.knows(12345), "\"unrecognized error code\" is no name");
    }
}
