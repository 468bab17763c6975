package dev.eventbind.reliability.properties;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.eventbind.backend.host.HostRuntimeEvents;
import dev.eventbind.reliability.support.HostLibrary;
import java.util.List;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Random sequences of what a careless or hostile caller does with the host backend, the fence and two
 * profilers: use after close, double close, stale, foreign and made-up tokens, null and destroyed streams and
 * events, calls made with the thread interrupted. Whatever the sequence, only typed exceptions come out, no
 * released handle reaches the library (its invalid-handle counter stays where it was), no token reaches a window
 * it does not name, and once everything is released the library has every event and stream back.
 */
class RandomOperationsProperties {

    private static final HostRuntimeEvents HOST = HostLibrary.events();

    @Property
    void anySequenceOfCallsFailsOnlyWithTypedErrorsAndLeavesNothingBehind(
            @ForAll("sequences") List<Op> sequence) {
        assertEquals(List.of(), run(sequence));
    }

    // Counterexamples the property found and shrank, kept so they run every time.

    @Example
    void mintOnANullStreamFailsBeforeCreatingAnything() {
        assertEquals(List.of(), run(List.of(new Op.Mint(Op.NULL))));
    }

    @Example
    void mintOnADestroyedStreamKeepsItsNeverThrowPromiseAndLeaksNothing() {
        assertEquals(List.of(), run(List.of(new Op.DestroyStream(0), new Op.Mint(0))));
    }

    @Example
    void twoProfilersNeverIssueTheSameToken() {
        assertEquals(List.of(), run(List.of(new Op.Start(0, 0), new Op.Start(1, 0))));
    }

    @Example
    void aForeignTokenStopsNothingOfTheOtherProfiler() {
        assertEquals(List.of(), run(List.of(new Op.Start(0, 0), new Op.Start(1, 0),
                new Op.Stop(1, Op.TokenKind.FOREIGN, 0, 0), new Op.Abandon(0, Op.TokenKind.FOREIGN, 0))));
    }

    @Example
    void stopOnADestroyedStreamLeaksNothing() {
        assertEquals(List.of(), run(List.of(new Op.NewStream(), new Op.Start(0, 1), new Op.DestroyStream(1),
                new Op.Stop(0, Op.TokenKind.OWN, 0, 1))));
    }

    @Example
    void stopOnANullStreamLeaksNothing() {
        assertEquals(List.of(), run(List.of(new Op.Start(0, 0), new Op.Stop(0, Op.TokenKind.OWN, 0, Op.NULL))));
    }

    @Example
    void aFailedWindowStoppedOnAnotherStreamIsAWrongStreamAndStaysFailed() {
        assertEquals(List.of(), run(List.of(new Op.Start(1, 0), new Op.NewStream(), new Op.Fail(1),
                new Op.Stop(1, Op.TokenKind.OWN, 0, 1), new Op.Stop(1, Op.TokenKind.OWN, 0, 0))));
    }

    @Provide
    Arbitrary<List<Op>> sequences() {
        return Op.any().list().ofMaxSize(40);
    }

    /** Runs {@code sequence} in a fresh world and returns what it broke. */
    static List<String> run(List<Op> sequence) {
        World world = new World(HOST);
        for (Op op : sequence) {
            Steps.run(world, op);
        }
        world.finish();
        return world.violations;
    }
}
