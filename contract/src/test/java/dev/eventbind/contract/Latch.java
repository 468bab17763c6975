package dev.eventbind.contract;

import dev.eventbind.spec.Downcall;
import dev.eventbind.spec.Library;
import dev.eventbind.spec.NativeFunctions;
import java.lang.foreign.MemorySegment;

/**
 * The latch device's calls ({@code src/test/c/latch.h}): events that keep their first signal until they are
 * reset. {@link LatchEvents} is the event API over them, with or without the resets.
 */
@NativeFunctions(name = "latch",
        library = @Library(names = {"liblatch.so"}, overrideProperty = "eventbind.latch.library",
                overrideEnv = "EVENTBIND_LATCH_LIBRARY"),
        header = "latch.h")
interface Latch {

    @Downcall(symbol = "ltEventCreate")
    int ltEventCreate(MemorySegment event);

    @Downcall(symbol = "ltEventDestroy")
    int ltEventDestroy(MemorySegment event);

    @Downcall(symbol = "ltEventRecord")
    int ltEventRecord(MemorySegment event, MemorySegment stream);

    @Downcall(symbol = "ltEventReset")
    int ltEventReset(MemorySegment event);

    @Downcall(symbol = "ltEventQuery")
    int ltEventQuery(MemorySegment event);

    @Downcall(symbol = "ltEventSynchronize")
    int ltEventSynchronize(MemorySegment event);

    @Downcall(symbol = "ltEventElapsedNanos")
    int ltEventElapsedNanos(MemorySegment nanos, MemorySegment start, MemorySegment end);

    @Downcall(symbol = "ltStreamCreate")
    int ltStreamCreate(MemorySegment stream);

    @Downcall(symbol = "ltStreamDestroy")
    int ltStreamDestroy(MemorySegment stream);

    @Downcall(symbol = "ltStreamWaitEvent")
    int ltStreamWaitEvent(MemorySegment stream, MemorySegment event);

    @Downcall(symbol = "ltStreamSynchronize")
    int ltStreamSynchronize(MemorySegment stream);

    @Downcall(symbol = "ltEnqueueWork")
    int ltEnqueueWork(MemorySegment stream, long micros);
}
