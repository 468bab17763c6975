package dev.eventbind.contract;

import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.SymbolLookup;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;
import java.nio.file.Path;

/**
 * The latch device's functions, linked by hand from the library the build compiles ({@code eventbind.latch.library}).
 * The contract module sits below the processor in the build, so its own test device cannot be a generated spec.
 */
// Linking a test library by hand is what the restricted methods are for; the tests run with native access.
@SuppressWarnings("restricted")
final class LatchFunctions implements Latch {

    private static final Linker LINKER = Linker.nativeLinker();
    private static final FunctionDescriptor ONE_POINTER = FunctionDescriptor.of(ValueLayout.JAVA_INT,
            ValueLayout.ADDRESS);
    private static final FunctionDescriptor TWO_POINTERS = FunctionDescriptor.of(ValueLayout.JAVA_INT,
            ValueLayout.ADDRESS, ValueLayout.ADDRESS);
    private static final FunctionDescriptor THREE_POINTERS = FunctionDescriptor.of(ValueLayout.JAVA_INT,
            ValueLayout.ADDRESS, ValueLayout.ADDRESS, ValueLayout.ADDRESS);

    private final SymbolLookup library;
    private final MethodHandle eventCreate;
    private final MethodHandle eventDestroy;
    private final MethodHandle eventRecord;
    private final MethodHandle eventReset;
    private final MethodHandle eventQuery;
    private final MethodHandle eventSynchronize;
    private final MethodHandle eventElapsedNanos;
    private final MethodHandle streamCreate;
    private final MethodHandle streamDestroy;
    private final MethodHandle streamWaitEvent;
    private final MethodHandle streamSynchronize;
    private final MethodHandle enqueueWork;

    private LatchFunctions(Path path) {
        library = SymbolLookup.libraryLookup(path, Arena.global());
        eventCreate = link("ltEventCreate", ONE_POINTER);
        eventDestroy = link("ltEventDestroy", ONE_POINTER);
        eventRecord = link("ltEventRecord", TWO_POINTERS);
        eventReset = link("ltEventReset", ONE_POINTER);
        eventQuery = link("ltEventQuery", ONE_POINTER);
        eventSynchronize = link("ltEventSynchronize", ONE_POINTER);
        eventElapsedNanos = link("ltEventElapsedNanos", THREE_POINTERS);
        streamCreate = link("ltStreamCreate", ONE_POINTER);
        streamDestroy = link("ltStreamDestroy", ONE_POINTER);
        streamWaitEvent = link("ltStreamWaitEvent", TWO_POINTERS);
        streamSynchronize = link("ltStreamSynchronize", ONE_POINTER);
        enqueueWork = link("ltEnqueueWork", FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.ADDRESS,
                ValueLayout.JAVA_LONG));
    }

    /** The latch library the build compiled. */
    static Latch open() {
        String path = System.getProperty("eventbind.latch.library");
        if (path == null || path.isBlank()) {
            throw new IllegalStateException("eventbind.latch.library names no library: the build sets it to the "
                    + "latch device it compiles from src/test/c");
        }
        return new LatchFunctions(Path.of(path));
    }

    private MethodHandle link(String symbol, FunctionDescriptor descriptor) {
        MemorySegment address = library.find(symbol)
                .orElseThrow(() -> new IllegalStateException("the latch library has no " + symbol));
        return LINKER.downcallHandle(address, descriptor);
    }

    private static int call(MethodHandle handle, Object... arguments) {
        try {
            return (int) handle.invokeWithArguments(arguments);
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable t) {
            throw new IllegalStateException(t);
        }
    }

    @Override
    public int ltEventCreate(MemorySegment event) {
        return call(eventCreate, event);
    }

    @Override
    public int ltEventDestroy(MemorySegment event) {
        return call(eventDestroy, event);
    }

    @Override
    public int ltEventRecord(MemorySegment event, MemorySegment stream) {
        return call(eventRecord, event, stream);
    }

    @Override
    public int ltEventReset(MemorySegment event) {
        return call(eventReset, event);
    }

    @Override
    public int ltEventQuery(MemorySegment event) {
        return call(eventQuery, event);
    }

    @Override
    public int ltEventSynchronize(MemorySegment event) {
        return call(eventSynchronize, event);
    }

    @Override
    public int ltEventElapsedNanos(MemorySegment nanos, MemorySegment start, MemorySegment end) {
        return call(eventElapsedNanos, nanos, start, end);
    }

    @Override
    public int ltStreamCreate(MemorySegment stream) {
        return call(streamCreate, stream);
    }

    @Override
    public int ltStreamDestroy(MemorySegment stream) {
        return call(streamDestroy, stream);
    }

    @Override
    public int ltStreamWaitEvent(MemorySegment stream, MemorySegment event) {
        return call(streamWaitEvent, stream, event);
    }

    @Override
    public int ltStreamSynchronize(MemorySegment stream) {
        return call(streamSynchronize, stream);
    }

    @Override
    public int ltEnqueueWork(MemorySegment stream, long micros) {
        return call(enqueueWork, stream, micros);
    }
}
