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

    record NewStream() implements Op { }

    record DestroyStream(int stream) implements Op { }

    record Mint(int stream) implements Op { }

    record WaitSync(int fence, Interrupt interrupt) implements Op { }

    record WaitAsync(int fence, int stream) implements Op { }

    record CloseFence(int fence) implements Op { }

    record Start(int profiler, int stream) implements Op { }

    record Stop(int profiler, TokenKind kind, int token, int stream) implements Op { }

    record Abandon(int profiler, TokenKind kind, int token) implements Op { }

    record Fail(int profiler) implements Op { }

    record Resolve(int duration, Interrupt interrupt) implements Op { }

    record CloseProfiler(int profiler) implements Op { }

    record Sleep(int stream, int micros) implements Op { }

    record WaitSyncWithin(int fence, int micros) implements Op { }

    record ResolveWithin(int duration, int micros) implements Op { }

    record RawCreate() implements Op { }

    record RawDestroy(int event) implements Op { }

    record RawRecord(int event, int stream) implements Op { }

    record RawWait(int event, Interrupt interrupt) implements Op { }

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
