package dev.eventbind.cli.profile;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class WindowTableTest {

    private static Window window(String name, int depth, int iteration, long deviceNanos, long hostNanos) {
        return new Window(name, depth, "stream 1", 1, iteration, 100, 100 + deviceNanos, 50, 50 + hostNanos,
                "DEVICE");
    }

    @Test
    void oneRowPerWindowWithMediansOverIterationsAndNestedNamesIndented() {
        List<Window> windows = List.of(
                window("iteration", 0, 1, 4_000_000, 4_100_000),
                window("produce", 1, 1, 2_000_000, 2_050_000),
                window("iteration", 0, 2, 5_000_000, 5_300_000),
                window("produce", 1, 2, 2_200_000, 2_210_000),
                window("iteration", 0, 3, 4_500_000, 4_600_000),
                window("produce", 1, 3, 1_000_000, 1_900_000));
        assertEquals(List.of(
                List.of("iteration", "stream 1", "3", "4.500 ms", "4.600 ms", "0.100 ms"),
                List.of("  produce", "stream 1", "3", "2.000 ms", "2.050 ms", "0.050 ms")),
                WindowTable.rows(windows));
    }

    @Test
    void theDifferenceIsHostMedianMinusDeviceMedianSoTheRowAddsUp() {
        List<Window> windows = List.of(window("consume", 1, 1, 1_000_000, 2_000_000),
                window("consume", 1, 2, 2_000_000, 3_500_000), window("consume", 1, 3, 3_000_000, 3_100_000));
        assertEquals(List.of("  consume", "stream 1", "3", "2.000 ms", "3.100 ms", "1.100 ms"),
                WindowTable.rows(windows).getFirst());
    }

    @Test
    void anEvenCountTakesTheMeanOfTheMiddleTwo() {
        List<Window> windows = List.of(window("w", 0, 1, 1_000, 1_000), window("w", 0, 2, 3_000, 3_000));
        assertEquals("0.002 ms", WindowTable.rows(windows).getFirst().get(3));
    }
}
