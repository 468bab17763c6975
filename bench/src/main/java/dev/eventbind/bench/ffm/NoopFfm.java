package dev.eventbind.bench.ffm;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_INT;

import dev.eventbind.bench.NativeLibs;
import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.SymbolLookup;
import java.lang.invoke.MethodHandle;

/**
 * A hand-written FFM binding of the no-op event library in jextract's style: one holder per C function with
 * its descriptor and {@code static final} handles, wrappers that call {@code invokeExact} with exact casts and
 * return the C status. Each function the generated backend may link {@code critical} is linked twice: with the
 * options the generated critical backend uses ({@code Linker.Option.critical(false)}) and with none, the plain
 * variant. The rest are linked once, without it, as the processor requires: the host waits, which block, and the
 * enqueues (record, stream wait), which a real driver may block on while its queue is full.
 */
// The raw FFM route the benchmarks compare eventbind with: restricted calls on purpose (lint "restricted").
@SuppressWarnings("restricted")
public final class NoopFfm {

    private static final Linker LINKER = Linker.nativeLinker();
    private static final SymbolLookup LOOKUP = SymbolLookup.libraryLookup(NativeLibs.noopEvents(), Arena.global());
    private static final Linker.Option[] CRITICAL = {Linker.Option.critical(false)};
    private static final Linker.Option[] NONE = {};

    private NoopFfm() {
    }

    private static MethodHandle link(String symbol, FunctionDescriptor descriptor, Linker.Option... options) {
        return LINKER.downcallHandle(LOOKUP.findOrThrow(symbol), descriptor, options);
    }

    private static final class noopEventCreateWithFlags {
        static final FunctionDescriptor DESC = FunctionDescriptor.of(JAVA_INT, ADDRESS, JAVA_INT);
        static final MethodHandle CRITICAL_HANDLE = link("noopEventCreateWithFlags", DESC, CRITICAL);
        static final MethodHandle PLAIN_HANDLE = link("noopEventCreateWithFlags", DESC, NONE);
    }

    private static final class noopEventDestroy {
        static final FunctionDescriptor DESC = FunctionDescriptor.of(JAVA_INT, ADDRESS);
        static final MethodHandle CRITICAL_HANDLE = link("noopEventDestroy", DESC, CRITICAL);
        static final MethodHandle PLAIN_HANDLE = link("noopEventDestroy", DESC, NONE);
    }

    /** An enqueue, which a real driver may block on: never critical. */
    private static final class noopEventRecord {
        static final MethodHandle HANDLE = link("noopEventRecord", FunctionDescriptor.of(JAVA_INT, ADDRESS, ADDRESS));
    }

    private static final class noopEventElapsedTime {
        static final FunctionDescriptor DESC = FunctionDescriptor.of(JAVA_INT, ADDRESS, ADDRESS, ADDRESS);
        static final MethodHandle CRITICAL_HANDLE = link("noopEventElapsedTime", DESC, CRITICAL);
        static final MethodHandle PLAIN_HANDLE = link("noopEventElapsedTime", DESC, NONE);
    }

    /** An enqueue, which a real driver may block on: never critical. */
    private static final class noopStreamWaitEvent {
        static final MethodHandle HANDLE = link("noopStreamWaitEvent", FunctionDescriptor.of(JAVA_INT, ADDRESS, ADDRESS, JAVA_INT));
    }

    /** Blocking in a real driver: never critical. */
    private static final class noopEventSynchronize {
        static final MethodHandle HANDLE = link("noopEventSynchronize", FunctionDescriptor.of(JAVA_INT, ADDRESS));
    }

    /** Blocking in a real driver: never critical. */
    private static final class noopStreamSynchronize {
        static final MethodHandle HANDLE = link("noopStreamSynchronize", FunctionDescriptor.of(JAVA_INT, ADDRESS));
    }

    private static final class noopStreamCreateWithFlags {
        static final MethodHandle HANDLE =
                link("noopStreamCreateWithFlags", FunctionDescriptor.of(JAVA_INT, ADDRESS, JAVA_INT), CRITICAL);
    }

    /** {@code int noopEventCreateWithFlags(noopEvent_t *event, unsigned int flags)}, critical. */
    public static int eventCreateWithFlags(MemorySegment event, int flags) {
        try {
            return (int) noopEventCreateWithFlags.CRITICAL_HANDLE.invokeExact(event, flags);
        } catch (Throwable ex) {
            throw new AssertionError("should not reach here", ex);
        }
    }

    /** {@code int noopEventCreateWithFlags(noopEvent_t *event, unsigned int flags)}, plain. */
    public static int eventCreateWithFlagsPlain(MemorySegment event, int flags) {
        try {
            return (int) noopEventCreateWithFlags.PLAIN_HANDLE.invokeExact(event, flags);
        } catch (Throwable ex) {
            throw new AssertionError("should not reach here", ex);
        }
    }

    /** {@code int noopEventDestroy(noopEvent_t event)}, critical. */
    public static int eventDestroy(MemorySegment event) {
        try {
            return (int) noopEventDestroy.CRITICAL_HANDLE.invokeExact(event);
        } catch (Throwable ex) {
            throw new AssertionError("should not reach here", ex);
        }
    }

    /** {@code int noopEventDestroy(noopEvent_t event)}, plain. */
    public static int eventDestroyPlain(MemorySegment event) {
        try {
            return (int) noopEventDestroy.PLAIN_HANDLE.invokeExact(event);
        } catch (Throwable ex) {
            throw new AssertionError("should not reach here", ex);
        }
    }

    /** {@code int noopEventRecord(noopEvent_t event, noopStream_t stream)}: an enqueue, never critical. */
    public static int eventRecord(MemorySegment event, MemorySegment stream) {
        try {
            return (int) noopEventRecord.HANDLE.invokeExact(event, stream);
        } catch (Throwable ex) {
            throw new AssertionError("should not reach here", ex);
        }
    }

    /** {@code int noopEventElapsedTime(float *ms, noopEvent_t start, noopEvent_t end)}, critical. */
    public static int eventElapsedTime(MemorySegment ms, MemorySegment start, MemorySegment end) {
        try {
            return (int) noopEventElapsedTime.CRITICAL_HANDLE.invokeExact(ms, start, end);
        } catch (Throwable ex) {
            throw new AssertionError("should not reach here", ex);
        }
    }

    /** {@code int noopEventElapsedTime(float *ms, noopEvent_t start, noopEvent_t end)}, plain. */
    public static int eventElapsedTimePlain(MemorySegment ms, MemorySegment start, MemorySegment end) {
        try {
            return (int) noopEventElapsedTime.PLAIN_HANDLE.invokeExact(ms, start, end);
        } catch (Throwable ex) {
            throw new AssertionError("should not reach here", ex);
        }
    }

    /** {@code int noopStreamWaitEvent(noopStream_t stream, noopEvent_t event, unsigned int flags)}: an enqueue. */
    public static int streamWaitEvent(MemorySegment stream, MemorySegment event, int flags) {
        try {
            return (int) noopStreamWaitEvent.HANDLE.invokeExact(stream, event, flags);
        } catch (Throwable ex) {
            throw new AssertionError("should not reach here", ex);
        }
    }

    /** {@code int noopEventSynchronize(noopEvent_t event)}. */
    public static int eventSynchronize(MemorySegment event) {
        try {
            return (int) noopEventSynchronize.HANDLE.invokeExact(event);
        } catch (Throwable ex) {
            throw new AssertionError("should not reach here", ex);
        }
    }

    /** {@code int noopStreamSynchronize(noopStream_t stream)}. */
    public static int streamSynchronize(MemorySegment stream) {
        try {
            return (int) noopStreamSynchronize.HANDLE.invokeExact(stream);
        } catch (Throwable ex) {
            throw new AssertionError("should not reach here", ex);
        }
    }

    /** {@code int noopStreamCreateWithFlags(noopStream_t *stream, unsigned int flags)}, critical. */
    public static int streamCreateWithFlags(MemorySegment stream, int flags) {
        try {
            return (int) noopStreamCreateWithFlags.HANDLE.invokeExact(stream, flags);
        } catch (Throwable ex) {
            throw new AssertionError("should not reach here", ex);
        }
    }
}
