package dev.eventbind.reliability.properties;

import static net.jqwik.api.Tuple.of;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;

/**
 * One step of a random sequence a caller might make against the host backend, the fence and two profilers.
 * Indices name earlier results (streams, fences, windows, durations, raw events) and are taken modulo how many
 * there are, so every generated sequence means something and a shrunk one stays readable. A stream index of
 * {@link #NULL} passes {@code null}.
 */
sealed interface Op {

    /** The stream index that passes {@code null}. */
    int NULL = -1;

    /** How a token is chosen. */
    enum TokenKind {
        /** One this profiler issued: open, stopped, abandoned or failed by now. */
        OWN,
        /** One the other profiler issued. */
        FOREIGN,
        /** One nobody issued. */
        MADE_UP
    }

    /** Whether the call is made with the thread's interrupt status set. */
    enum Interrupt {
        NO,
        YES
    }

    /** Creates a stream. */
    record NewStream() implements Op { }

    /** Destroys a stream, perhaps again. */
    record DestroyStream(int stream) implements Op { }

    /** Mints a fence on a stream, live, destroyed or null. */
    record Mint(int stream) implements Op { }

    /** Waits for a fence on the host, perhaps used already. */
    record WaitSync(int fence, Interrupt interrupt) implements Op { }

    /** Makes a stream wait for a fence on the device. */
    record WaitAsync(int fence, int stream) implements Op { }

    /** Closes a fence, perhaps again. */
    record CloseFence(int fence) implements Op { }

    /** Starts a window, perhaps on a closed profiler. */
    record Start(int profiler, int stream) implements Op { }

    /** Stops a window by a token of some kind, on some stream. */
    record Stop(int profiler, TokenKind kind, int token, int stream) implements Op { }

    /** Abandons a window by a token of some kind. */
    record Abandon(int profiler, TokenKind kind, int token) implements Op { }

    /** Fails every open window of a profiler. */
    record Fail(int profiler) implements Op { }

    /** Resolves a duration, perhaps again. */
    record Resolve(int duration, Interrupt interrupt) implements Op { }

    /** Closes a profiler, perhaps again. */
    record CloseProfiler(int profiler) implements Op { }

    /** Puts work on a stream, so waits have something to wait for. */
    record Sleep(int stream, int micros) implements Op { }

    /** Waits for a fence at most so long. */
    record WaitSyncWithin(int fence, int micros) implements Op { }

    /** Resolves a duration waiting at most so long. */
    record ResolveWithin(int duration, int micros) implements Op { }

    /** Creates an event through the backend directly. */
    record RawCreate() implements Op { }

    /** Destroys a raw event, perhaps again. */
    record RawDestroy(int event) implements Op { }

    /** Records a raw event on a stream. */
    record RawRecord(int event, int stream) implements Op { }

    /** Waits for a raw event. */
    record RawWait(int event, Interrupt interrupt) implements Op { }

    /** Reads the time between two raw events. */
    record RawElapsed(int start, int end) implements Op { }

    /** Any one step, the common ones more often. */
    static Arbitrary<Op> any() {
        Arbitrary<Integer> index = Arbitraries.integers().between(0, 7);
        Arbitrary<Integer> stream = Arbitraries.frequencyOf(of(9, index), of(1, Arbitraries.just(NULL)));
        Arbitrary<Integer> profiler = Arbitraries.integers().between(0, 1);
        Arbitrary<TokenKind> kind = Arbitraries.of(TokenKind.class);
        Arbitrary<Integer> micros = Arbitraries.integers().between(0, 2_000);
        Arbitrary<Interrupt> interrupt = Arbitraries.frequencyOf(
                of(4, Arbitraries.just(Interrupt.NO)),
                of(1, Arbitraries.just(Interrupt.YES)));
        return Arbitraries.frequencyOf(
                of(3, Arbitraries.just(new NewStream())),
                of(1, index.map(DestroyStream::new)),
                of(3, stream.map(Mint::new)),
                of(2, Combinators.combine(index, interrupt).as(WaitSync::new)),
                of(2, Combinators.combine(index, stream).as(WaitAsync::new)),
                of(1, index.map(CloseFence::new)),
                of(5, Combinators.combine(profiler, stream).as(Start::new)),
                of(5, Combinators.combine(profiler, kind, index, stream)
                        .as(Stop::new)),
                of(2, Combinators.combine(profiler, kind, index).as(Abandon::new)),
                of(1, profiler.map(Fail::new)),
                of(3, Combinators.combine(index, interrupt).as(Resolve::new)),
                of(1, profiler.map(CloseProfiler::new)),
                of(2, Combinators.combine(index, micros).as(Sleep::new)),
                of(1, Combinators.combine(index, micros).as(WaitSyncWithin::new)),
                of(1, Combinators.combine(index, micros).as(ResolveWithin::new)),
                of(2, Arbitraries.just(new RawCreate())),
                of(1, index.map(RawDestroy::new)),
                of(2, Combinators.combine(index, stream).as(RawRecord::new)),
                of(1, Combinators.combine(index, interrupt).as(RawWait::new)),
                of(1, Combinators.combine(index, index).as(RawElapsed::new)));
    }
}
