package dev.eventbind.profile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The token table finds, removes and marks exactly what a map would, through growth and collisions. */
class WindowTableTest {

    private final WindowTable<Object> table = new WindowTable<>();

    @Test
    void randomAddsAndRemovesAgreeWithAHashMap() {
        Map<Long, Window<Object>> expected = new HashMap<>();
        Random random = new Random(42);
        long issued = 0;
        for (int step = 0; step < 200_000; step++) {
            // Mostly adds early on, so the table grows past several sizes, then mostly removes.
            if (random.nextInt(100) < (step < 100_000 ? 60 : 40)) {
                Window<Object> window = window();
                assertEquals(issued, table.add(window), "tokens are issued in order");
                expected.put(issued++, window);
            } else {
                long token = (long) random.nextInt((int) issued + 1);
                assertSame(expected.remove(token), table.remove(token), "token " + token);
            }
            if (step % 1_000 == 0) {
                assertEquals(expected.size(), table.size());
            }
        }
        for (Map.Entry<Long, Window<Object>> entry : expected.entrySet()) {
            assertSame(entry.getValue(), table.remove(entry.getKey()));
        }
        assertEquals(0, table.size());
    }

    @Test
    void removingAnUnknownOrRemovedTokenFindsNothing() {
        long token = table.add(window());
        assertNull(table.remove(token + 1));
        table.remove(token);
        assertNull(table.remove(token));
    }

    @Test
    void failMarksOnlyOpenWindowsAndKeepsThemFiled() {
        Window<Object> first = window();
        Window<Object> second = window();
        table.add(first);
        long secondToken = table.add(second);
        ProfileError earlier = new ProfileError.Unknown("earlier");
        second.fail(earlier);

        ProfileError error = new ProfileError.Unknown("now");
        assertEquals(java.util.List.of(first), table.fail(error));
        assertEquals(error, first.failure());
        assertEquals(earlier, table.remove(secondToken).failure(), "a failed window keeps its first error");
        assertEquals(1, table.size());
    }

    @Test
    void removeAllEmptiesTheTableAndTokensGoOn() {
        for (int i = 0; i < 40; i++) {
            table.add(window());
        }
        assertEquals(40, new HashSet<>(table.removeAll()).size());
        assertEquals(0, table.size());
        assertEquals(40, table.add(window()));
    }

    @Test
    void aRecycledWindowIsTheSpareOfExactlyOneTake() {
        assertNull(table.takeSpare());
        Window<Object> readBack = window();
        table.recycle(readBack);

        assertSame(readBack, table.takeSpare());
        assertNull(table.takeSpare(), "a spare is handed out once");
    }

    @Test
    void aReopenedWindowForgetsItsEndAndFailure() {
        Window<Object> window = window();
        window.fail(new ProfileError.Unknown("old"));
        window.stopped(null);

        window.open(null, null);
        assertNull(window.failure());
        assertNull(window.end());
    }

    private static Window<Object> window() {
        return new Window<Object>(null).open(null, null);
    }
}
