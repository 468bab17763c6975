package dev.eventbind.profile;

import dev.eventbind.event.EventPool;
import dev.eventbind.event.OwnedEvent;

/** A started profiling window, before {@code stop}: open with its start event, or failed with an error. */
sealed interface Window<E> {

    /**
     * A window measuring: its start event was recorded under {@code anchor}.
     *
     * @param start the pooled event recorded on the working stream
     * @param anchor the anchor the window opened under, held until the window is done
     */
    record Open<E>(OwnedEvent<E> start, Anchor<E> anchor) implements Window<E> {

        /** Hands the start event back to the pool and lets go of the anchor. */
        void release(EventPool<E> pool) {
            pool.release(start);
            anchor.release();
        }
    }

    /**
     * A window that {@code failure(error)} turned into an error; its events are already back in the pool.
     *
     * @param error what {@code stop} reports for it
     */
    record Failed<E>(ProfileError error) implements Window<E> {
    }
}
