package dev.eventbind.processor.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import org.junit.jupiter.api.Test;

class ExampleExcerptTest {

    private static final List<String> SOURCE = List.of(
            "package p;",
            "",
            "interface Spec {",
            "    int a();",
            "",
            "    int b();",
            "    int c();",
            "}");

    @Test
    void linesInTheSourcesOrderWithOtherIndentationAndBlankLinesAreAnExcerpt() {
        assertNull(ExampleExcerpt.mismatch(List.of("interface Spec {", "int a();", "int b();"), SOURCE));
    }

    @Test
    void aGapIsAllowedOnlyWhereTheExcerptMarksIt() {
        assertNull(ExampleExcerpt.mismatch(List.of("interface Spec {", "    // ...", "int c();", "}"), SOURCE));
        assertEquals("\"int c();\" does not come next in the source (a line // ... marks a gap)",
                ExampleExcerpt.mismatch(List.of("interface Spec {", "int c();"), SOURCE));
    }

    @Test
    void aLineTheSourceLacksIsNamed() {
        assertEquals("no line of the source is \"int d();\"",
                ExampleExcerpt.mismatch(List.of("int a();", "int d();"), SOURCE));
    }
}
