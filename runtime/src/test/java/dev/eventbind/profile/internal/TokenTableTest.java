package dev.eventbind.profile.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.profile.ProfileError;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The token table finds, removes and marks exactly what a map would, through growth and collisions. */
class TokenTableTest {

    private final TokenTable<Object> table = new TokenTable<>();

    @Test
    void randomAddsAndRemovesAgreeWithAHashMap() {
        Map<Long, Window<Object>> expected = new HashMap<>();
        Random random = new Random(42);
        java.util.List<Long> issued = new java.util.ArrayList<>();
        for (int step = 0; step < 200_000; step++) {
            // Mostly adds early on, so the table grows past several sizes, then mostly removes.
            if (random.nextInt(100) < (step < 100_000 ? 60 : 40)) {
                Window<Object> window = window();
                long token = table.add(window);
                if (!issued.isEmpty()) {
                    assertTrue(token > issued.getLast(), "tokens only grow");
                }
                issued.add(token);
                expected.put(token, window);
            } else {
                int pick = random.nextInt(issued.size() + 1);
                long token = pick == issued.size() ? 0 : issued.get(pick);
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
        long last = 0;
        for (int i = 0; i < 40; i++) {
            last = table.add(window());
        }
        assertEquals(40, new HashSet<>(table.removeAll()).size());
        assertEquals(0, table.size());
        assertTrue(table.add(window()) > last, "tokens go on after removeAll");
    }

    @Test
    void aCollectedWindowForgetsItsReadFailureAndIsASpareAgain() {
        Window<Object> window = window();
        window.become(WindowState.STOPPED);
        window.readFailed(new IllegalStateException("old"));
        window.become(WindowState.SETTLED);
        assertFalse(window.measured());

        window.collected();
        assertEquals(WindowState.SPARE, window.state());
        assertTrue(window.measured());
    }

    @Test
    void aStoppedWindowIsClaimedByOneReaderAndOneTheLaneHeldIsLetGoOnceCopied() {
        Window<Object> window = window();
        window.become(WindowState.STOPPED);
        assertTrue(window.claim());
        assertFalse(window.claim(), "one reader at a time");
        window.unclaim();
        assertEquals(WindowState.STOPPED, window.state(), "given up unread");
        assertTrue(window.claim(), "claimed again once given up");

        window.become(WindowState.SETTLED);
        window.held();
        assertFalse(window.claim(), "held for its duration");
        window.collected();
        assertEquals(WindowState.DROPPED, window.state(), "the lane no longer has it to open");
        assertThrows(AssertionError.class, () -> window.become(WindowState.OPEN));
    }

    @Test
    void aWindowRefusesATransitionItsStateDoesNotList() {
        Window<Object> window = window();
        assertThrows(AssertionError.class, () -> window.become(WindowState.SETTLED), "open, never stopped");
        window.become(WindowState.DROPPED);
        assertThrows(AssertionError.class, () -> window.become(WindowState.OPEN), "dropped is for good");
        assertFalse(window.fail(new ProfileError.Unknown("late")), "only an open window fails");
    }

    @Test
    void tokensOfTwoTablesNeverMeetAndNoneIsZero() {
        TokenTable<Object> other = new TokenTable<>();
        java.util.Set<Long> mine = new HashSet<>();
        for (int i = 0; i < 1_000; i++) {
            long token = table.add(window());
            assertTrue(token != 0, "0 is never a token");
            mine.add(token);
        }
        for (int i = 0; i < 1_000; i++) {
            long token = other.add(window());
            assertTrue(!mine.contains(token), "token " + token + " issued by two tables");
            assertNull(table.remove(token), "another table's token found a window here");
        }
    }

    @Test
    void tablesMadePastTheOldLimitOfTwoToTheTwentyFourNeverReissueATokenOfAnEarlierOne() {
        // The old scheme gave each table a 24-bit namespace: the 2^24 + 1st table issued the tokens of the 1st.
        // Tables here take blocks from one counter, started as if 2^24 tables had taken one block each before.
        Tokens late = new Tokens(1);
        TokenTable<Object> first = new TokenTable<>(late);
        long firstToken = first.add(window());
        java.util.Set<Long> issued = new HashSet<>();
        issued.add(firstToken);
        Tokens pastTheOldLimit = new Tokens((1L << 24) - 2);
        for (int t = 0; t < 4; t++) {
            TokenTable<Object> table = new TokenTable<>(pastTheOldLimit);
            for (int i = 0; i < 2 * Tokens.BLOCK; i++) { // across a block boundary too
                long token = table.add(window());
                assertTrue(issued.add(token), "token " + token + " issued twice");
                table.remove(token);
            }
        }
        assertNull(new TokenTable<>(pastTheOldLimit).remove(firstToken));
        assertSame(null, new TokenTable<>(late).remove(firstToken), "a later table of the first counter");
    }

    @Test
    void anExhaustedCounterRefusesRatherThanWrapAndNeverIssuesZero() {
        long lastBlock = Long.MAX_VALUE / Tokens.BLOCK;
        TokenTable<Object> table = new TokenTable<>(new Tokens(lastBlock));
        long previous = 0;
        for (int i = 0; i < Tokens.BLOCK; i++) {
            long token = table.add(window());
            assertTrue(token > previous, "tokens only grow: " + token + " after " + previous);
            previous = token;
            table.remove(token);
        }
        assertEquals(Long.MAX_VALUE, previous, "the last token a long holds was issued");
        IllegalStateException exhausted = org.junit.jupiter.api.Assertions.assertThrows(IllegalStateException.class,
                () -> table.add(window()));
        assertTrue(exhausted.getMessage().contains("has been issued"), exhausted.getMessage());
        org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class, () -> new Tokens(0));
    }

    private static Window<Object> window() {
        Window<Object> window = new Window<>(null);
        window.open(null, Window.UNNAMED, Long.MIN_VALUE);
        return window;
    }
}
