package dev.eventbind.bench.peers;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_LONG;

import dev.eventbind.backend.opencl.OpenClEvents;
import dev.eventbind.backend.opencl.OpenClEvents.Stream;
import dev.eventbind.bench.BenchDefaults;
import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.SymbolLookup;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * The floor under eventbind's two profiling reads on PoCL: the same two {@code clGetEventProfilingInfo} calls through
 * bare downcall handles, linked {@code critical} as the generated backend links them, each inside one uncontended lock
 * section (a compare-and-set and a release store on a word no other thread takes). That section is the least a binding
 * must do to keep an event another thread may release at any moment from reaching the driver once released, which
 * eventbind promises and a bare binding (LWJGL's, JOCL's) leaves to its caller; nothing else is added. The events are
 * completed markers on a profiling queue of eventbind's OpenCL backend, made and read here through the bare handles.
 */
@State(Scope.Thread)
@SuppressWarnings("restricted") // a benchmark of bare downcalls, run with native access enabled
public class PeerFloorBench extends BenchDefaults {

    private static final int CL_PROFILING_COMMAND_END = 0x1283;
    private static final VarHandle LOCK_WORD;
    private static final Linker LINKER = Linker.nativeLinker();
    // Static and final, as the generated backend keeps its handles, so that the compiler inlines each call's stub.
    private static final SymbolLookup OPENCL = SymbolLookup.libraryLookup("libOpenCL.so.1", Arena.global());
    private static final MethodHandle PROFILING_INFO = LINKER.downcallHandle(
            OPENCL.findOrThrow("clGetEventProfilingInfo"),
            FunctionDescriptor.of(JAVA_INT, ADDRESS, JAVA_INT, JAVA_LONG, ADDRESS, ADDRESS),
            Linker.Option.critical(false));
    private static final MethodHandle RELEASE = LINKER.downcallHandle(OPENCL.findOrThrow("clReleaseEvent"),
            FunctionDescriptor.of(JAVA_INT, ADDRESS));
    private static final MethodHandle MARKER = LINKER.downcallHandle(
            OPENCL.findOrThrow("clEnqueueMarkerWithWaitList"),
            FunctionDescriptor.of(JAVA_INT, ADDRESS, JAVA_INT, ADDRESS, ADDRESS));
    private static final MethodHandle WAIT = LINKER.downcallHandle(OPENCL.findOrThrow("clWaitForEvents"),
            FunctionDescriptor.of(JAVA_INT, JAVA_INT, ADDRESS));

    static {
        try {
            LOCK_WORD = MethodHandles.lookup().findVarHandle(PeerFloorBench.class, "lockWord", long.class);
        } catch (ReflectiveOperationException impossible) {
            throw new ExceptionInInitializerError(impossible);
        }
    }

    private OpenClEvents api;
    private Stream stream;
    private MemorySegment doneA;
    private MemorySegment doneB;
    private MemorySegment value;
    @SuppressWarnings("unused") // through LOCK_WORD: 0 when free
    private volatile long lockWord;

    /** eventbind's profiling queue and two markers enqueued on it through the bare handles, then waited for. */
    @Setup(Level.Trial)
    public void open() throws Throwable {
        api = OpenClEvents.open();
        stream = api.streamCreateNonBlocking();
        // The out-cells in the global arena, as the backend's per-thread cells are: a downcall given a segment of a
        // closeable shared arena would count a use of that arena around each call, which eventbind does not pay.
        MemorySegment out = Arena.global().allocate(ADDRESS);
        check((int) MARKER.invokeExact(stream.handle(), 0, MemorySegment.NULL, out));
        doneA = out.get(ADDRESS, 0);
        check((int) MARKER.invokeExact(stream.handle(), 0, MemorySegment.NULL, out));
        doneB = out.get(ADDRESS, 0);
        check((int) WAIT.invokeExact(1, out));
        value = Arena.global().allocate(JAVA_LONG);
    }

    @TearDown(Level.Trial)
    public void close() throws Throwable {
        check((int) RELEASE.invokeExact(doneA));
        check((int) RELEASE.invokeExact(doneB));
        api.streamDestroy(stream);
        api.close();
    }

    /** The two profiling reads of completed markers, each in its lock section. */
    @Benchmark
    public long elapsed() throws Throwable {
        long to = read(doneB);
        return to - read(doneA);
    }

    private long read(MemorySegment event) throws Throwable {
        if (!LOCK_WORD.compareAndSet(this, 0L, Thread.currentThread().threadId())) {
            throw new IllegalStateException("the floor's lock word is taken: a state is used from one thread");
        }
        try {
            check((int) PROFILING_INFO.invokeExact(event, CL_PROFILING_COMMAND_END, 8L, value, MemorySegment.NULL));
            return value.get(JAVA_LONG, 0);
        } finally {
            LOCK_WORD.setRelease(this, 0L);
        }
    }

    private static void check(int status) {
        if (status != 0) {
            throw new IllegalStateException("OpenCL call failed with " + status);
        }
    }
}
