package dev.eventbind.contract;

import java.lang.foreign.MemorySegment;

/**
 * The latch device's calls ({@code src/test/c/latch.h}): events that keep their first signal until they are
 * reset. {@link LatchEvents} is the event API over them, with or without the resets.
 */
interface Latch {

    int ltEventCreate(MemorySegment event);

    int ltEventDestroy(MemorySegment event);

    int ltEventRecord(MemorySegment event, MemorySegment stream);

    int ltEventReset(MemorySegment event);

    int ltEventQuery(MemorySegment event);

    int ltEventSynchronize(MemorySegment event);

    int ltEventElapsedNanos(MemorySegment nanos, MemorySegment start, MemorySegment end);

    int ltStreamCreate(MemorySegment stream);

    int ltStreamDestroy(MemorySegment stream);

    int ltStreamWaitEvent(MemorySegment stream, MemorySegment event);

    int ltStreamSynchronize(MemorySegment stream);

    int ltEnqueueWork(MemorySegment stream, long micros);
}
