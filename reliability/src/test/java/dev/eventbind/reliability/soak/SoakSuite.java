package dev.eventbind.reliability.soak;

import dev.eventbind.api.EventApi;
import dev.eventbind.profile.EventProfiler;
import dev.eventbind.reliability.support.Soak;
import dev.eventbind.reliability.support.SoakCycles;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The two soaks every backend runs: fence cycles, and nested windows on one profiler, each on two streams the
 * suite creates and destroys around it. A backend's subclass says how it is reached and how it counts what was
 * left behind.
 *
 * @param <E> the backend's event handle
 * @param <S> the backend's stream handle
 */
abstract class SoakSuite<E, S> {

    private S work;
    private S other;

    /** The backend for this test, ready before the suite creates its streams. */
    abstract EventApi<E, S> api();

    /** The backend as the figures name it. */
    abstract String name();

    /** Fence cycles; half as many cycles of two nested windows. */
    abstract int cycles();

    /** Fails unless the run left nothing behind but the suite's two streams, and the soak stayed flat. */
    abstract void assertLeftNothing(Soak.Result soak);

    @BeforeEach
    void streams() throws Exception {
        work = api().streamCreateNonBlocking();
        other = api().streamCreateNonBlocking();
    }

    @AfterEach
    void release() throws Exception {
        api().streamDestroy(work);
        api().streamDestroy(other);
    }

    @Test
    void fenceCyclesLeaveNoEventBehindAndTheHeapFlat() throws Exception {
        Soak.Result soak = Soak.run(name() + " fences (waitSync / waitAsync / close in turn)", cycles(),
                new SoakCycles<>(api(), work, other)::fence);
        api().streamSynchronize(other);
        assertLeftNothing(soak);
    }

    @Test
    @SuppressWarnings("try") // closed before the check on purpose; the try closes it only if the soak threw
    void nestedWindowsLeaveNoEventBehindAndTheHeapFlat() throws Exception {
        try (EventProfiler<E, S> profiler = new EventProfiler<>(api())) {
            SoakCycles<E, S> cycles = new SoakCycles<>(api(), work, other);
            Soak.Result soak = Soak.run(name() + " nested windows (outer + inner, both resolved)", cycles() / 2,
                    i -> cycles.nestedWindows(profiler));
            profiler.close();
            assertLeftNothing(soak);
        }
    }
}
