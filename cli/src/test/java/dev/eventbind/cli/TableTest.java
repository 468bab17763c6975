package dev.eventbind.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class TableTest {

    @Test
    void columnsArePaddedToTheWidestCellAndNumericOnesRightAligned() {
        String text = Table.of("name", "time").rightAlign(1)
                .row("produce", "2.000 ms")
                .row("side", "12.500 ms")
                .render();
        assertEquals(List.of(
                "name          time",
                "-------  ---------",
                "produce   2.000 ms",
                "side     12.500 ms"), text.lines().toList());
    }

    @Test
    void aMultiLineCellGrowsItsRowDownwards() {
        String text = Table.of("backend", "library", "state")
                .row("HIP", "libamdhip64.so.7: not found\nlibamdhip64.so.6: not found", "unavailable")
                .render();
        assertEquals(List.of(
                "backend  library                      state",
                "-------  ---------------------------  -----------",
                "HIP      libamdhip64.so.7: not found  unavailable",
                "         libamdhip64.so.6: not found"), text.lines().toList());
    }

    @Test
    void aRowWithTheWrongNumberOfCellsIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> Table.of("a", "b").row("only one"));
    }

    @Test
    void wrapBreaksAtSpacesWithinTheWidth() {
        assertEquals("PoCL 3.1+debian\nLinux, None+Asserts,\nLLVM 15.0.6",
                Table.wrap("PoCL 3.1+debian  Linux, None+Asserts, LLVM 15.0.6", 20));
    }

    @Test
    void aWordLongerThanTheWidthIsCutAfterASlashWhereOneFitsElseAtTheWidth() {
        assertEquals("a\nvery-\nlong-\nword\nb", Table.wrap("a very-long-word b", 5));
        assertEquals("trace:\n/tmp/some/\nfolder/\neventbind-\ntrace.json",
                Table.wrap("trace: /tmp/some/folder/eventbind-trace.json", 10));
        for (String line : Table.wrap("trace: /tmp/some/folder/eventbind-trace.json (4 windows)", 12).split("\n")) {
            assertTrue(line.length() <= 12, line);
        }
    }
}
