package dev.eventbind.spec;

/**
 * The operations a backend spec binds, with the C shape each accepts. {@code ptr} is a
 * {@link java.lang.foreign.MemorySegment} parameter, {@code int} a Java {@code int}; every op but the string
 * form of {@link #ERROR_NAME} and the {@code void} shapes returns the {@code int} status (a {@code void} C function,
 * as Vulkan's commands are, cannot fail). Where two shapes are listed, the second passes
 * {@link Bind#flags()}. The processor holds the same shapes; a test checks that this text agrees with them.
 */
public enum Op {
    /**
     * {@code int f(ptr* event)} or {@code int f(ptr* event, int flags)}; not bound where {@link #EVENT_RECORD}
     * returns a new event (then {@code eventCreate} makes an empty holder).
     */
    EVENT_CREATE(true, false),
    /** {@code int f(ptr event)} or {@code void f(ptr event)}. */
    EVENT_DESTROY(true, false),
    /**
     * {@code int f(ptr event, ptr stream)}, {@code int f(ptr stream, ptr event)} or
     * {@code int f(ptr stream, ptr* event)}, the header telling which (the last returns a new event each time,
     * clEnqueueMarkerWithWaitList), or {@code void f(ptr stream, ptr event)}.
     */
    EVENT_RECORD(true, false),
    /**
     * {@code int f(ptr event)}, {@code int f(ptr event, long timeout)} or {@code int f(int count, ptr events)};
     * blocks the host.
     */
    EVENT_WAIT(true, true),
    /**
     * {@code int f(float* millis, ptr start, ptr end)}; required unless {@link #EVENT_TIMESTAMP} with
     * {@link #TIMER_FREQUENCY} is bound instead.
     */
    EVENT_ELAPSED(false, false),
    /**
     * {@code int f(ptr stream, ptr event)}, {@code int f(ptr stream, ptr event, int flags)},
     * {@code int f(ptr stream, int count, ptr events)} or {@code void f(ptr stream, int count, ptr events)}.
     */
    STREAM_WAIT_EVENT(true, false),
    /**
     * {@code int f(ptr stream)} or {@code int f(ptr stream, long timeout)}; blocks the host. Where the API has no
     * such call (Level Zero 1.4's immediate command lists), leave it unbound: the generated backend records an event
     * of its own on the stream and waits for it as {@link #EVENT_WAIT} does.
     */
    STREAM_SYNCHRONIZE(false, true),
    /** {@code int f(ptr* stream)} or {@code int f(ptr* stream, int flags)}. */
    STREAM_CREATE(true, false),
    /**
     * {@code int f(ptr stream)} or {@code void f(ptr streams)}, the stream as an array of one whose count is a
     * {@link Constant} 1 ({@code vkFreeCommandBuffers}).
     */
    STREAM_DESTROY(true, false),
    /** Optional: {@code ptr f(int status)} returning a C string, or {@code int f(int status, ptr* string)}. */
    ERROR_NAME(false, false),
    /** Optional, for the description: {@code ptr f(int status)} or {@code int f(int status, ptr* string)}. */
    ERROR_MESSAGE(false, false),
    /**
     * Optional: {@code int f(int* version)}, the runtime version, for listings; or written by hand
     * ({@link Implements}) where the version is a text (OpenCL's platform version), a default method that takes the
     * status convention and returns it.
     */
    VERSION(false, false),
    /** Optional: {@code int f(int flags)}, called once after loading (cuInit); may block the host. */
    INIT(false, true),
    /**
     * Optional: {@code int f(ptr event)}, the non-blocking query (cudaEventQuery): success means reached, a
     * {@link Status#notReady()} status means not yet; or {@code int f(ptr event, int* execution)}, an info call
     * writing the command's execution status (clGetEventInfo): 0 reached, positive not yet, negative the
     * command's error. It implements {@code EventApi.eventQuery}.
     */
    EVENT_QUERY(false, false),
    /**
     * Optional: {@code int f(ptr* device)}, called once when the backend opens; other ops take the device it
     * writes through {@link From}. Where no shape fits (a device chosen among several, then a context made on it),
     * a partial spec writes it by hand ({@link Implements}): a default method that takes the status convention
     * and returns the handle.
     */
    DEVICE_GET(false, false),
    /**
     * Optional: {@code int f()}, its one argument what {@link #DEVICE_GET} wrote ({@link From}), releasing it
     * ({@code clReleaseContext} where the device is a context); with it bound the backend is {@link AutoCloseable},
     * its {@code close()} calls it once, last, and it also opens on a device handle made elsewhere. Where the device
     * is no handle the driver counts (one the backend keeps for the process, or one it borrowed and must give back
     * to its lender), a partial spec writes it by hand ({@link Implements}): a default {@code void} method that
     * takes the status convention and the device ({@code @From(DEVICE_GET) MemorySegment}), which {@code close()}
     * calls once, last, and an open that fails after reading the device calls to give it back.
     */
    DEVICE_RELEASE(false, false),
    /**
     * Optional: {@code int f(ptr* pool)}, creates a pool of events; {@link #EVENT_CREATE} then takes a pool and
     * an index in it ({@link From}, {@link Descriptor#slot()}). Its {@link Descriptor#capacity()} field says how
     * many events a pool holds. Pools live as long as the backend: an event destroyed gives its slot back for
     * the next; {@link #EVENT_POOL_DESTROY} destroys them on {@code close()}.
     */
    EVENT_POOL_CREATE(false, false),
    /**
     * Optional: {@code int f(ptr event)} or {@code void f(ptr event)}, returns a signalled event to the unsignalled state; with it bound, an
     * event is reset before it is recorded again, or takes a fresh one while a wait may still reference its
     * signal. Needs {@link #EVENT_QUERY}.
     */
    EVENT_RESET(false, false),
    /**
     * Optional: {@code int f(ptr event, long* ticks)}, the device timer's ticks when the event was reached; with
     * {@link #TIMER_FREQUENCY}, or as nanoseconds ({@link Bind#nanoseconds()}), it replaces {@link #EVENT_ELAPSED}.
     * {@link Bind#timestampBits()} says how many low bits are valid, or {@link #TIMESTAMP_BITS} reads them. The
     * ticks may be a field of a record the call writes ({@link Descriptor#read()}).
     */
    EVENT_TIMESTAMP(false, false),
    /**
     * Optional: {@code int f(long* hz)}, the device timer's ticks per second, read once when the backend opens, or a
     * field of a record the call writes ({@link Descriptor#read()}); a frequency of 0 or less makes the backend
     * unavailable.
     */
    TIMER_FREQUENCY(false, false),
    /**
     * Optional: {@code int f()}, its one argument the context {@link #DEVICE_GET} wrote ({@link From}), made
     * current on the calling thread (cuCtxSetCurrent); the generated backend calls it once on each thread, before
     * that thread's first op.
     */
    CONTEXT_CURRENT(false, false),
    /**
     * Optional: {@code int f(long* host, long* deviceTicks)}, a host time and the device timer read together
     * ({@code zeDeviceGetGlobalTimestamps}), or {@code int f(long* stamps, long* deviation)}, an array of the
     * two stamps, the host's first, as the array of records before it asks them
     * ({@code vkGetCalibratedTimestampsEXT}, {@link Descriptor#elements()}); {@link Bind#hostClock()} names the
     * host clock it stamps. With it
     * bound the backend implements {@code dev.eventbind.api.PairedClock}, which the profiler's anchor uses. Needs
     * {@link #TIMER_FREQUENCY}.
     */
    PAIRED_CLOCK(false, false),
    /**
     * Optional: {@code ptr f(ptr name)} or {@code int f(ptr name, ptr* function)}, the API's own resolver of
     * function addresses ({@code vkGetDeviceProcAddr}, {@code cuGetProcAddress}), called once per
     * {@link Bind#resolved()} function when the backend opens, after {@link #DEVICE_GET}.
     */
    PROC_ADDRESS(false, false),
    /**
     * Optional: {@code int f(ptr stream)}, submits the commands queued on a stream (clFlush). With a record that
     * returns its event, the stream an event was recorded on is flushed once before another stream waits on that
     * event or a query polls it: OpenCL promises a cross-queue wait only on flushed commands, and a poll only sees
     * progress of submitted ones.
     */
    STREAM_FLUSH(false, false),
    /**
     * Optional, written by hand only ({@link Implements}; no C function has this shape): the {@link Rank} of the
     * device the backend opened, a default method that takes the status convention, optionally the device
     * ({@link From} {@link #DEVICE_GET}) last, and returns it ({@code GPU} for a discrete or integrated GPU,
     * {@code PORTABLE} for a CPU device). The generated backend's {@code deviceRank()} calls it, capped at
     * {@link EventBackend#rank()}, and its probe reports that rank; the spec's rank is then the best its devices
     * reach, which discovery orders by before it probes.
     */
    DEVICE_RANK(false, false),
    /**
     * Optional: {@code int f(ptr pool)} or {@code void f(ptr pool)}, destroys a pool {@link #EVENT_POOL_CREATE}
     * made ({@code zeEventPoolDestroy}); needs {@link #EVENT_POOL_CREATE}. {@code close()} destroys every pool
     * whose events were all given back before it destroys the context ({@link #CONTEXT_RELEASE}) or releases the
     * device ({@link #DEVICE_RELEASE}): a context destroyed while pools made in it live may be refused, or freed
     * under them.
     */
    EVENT_POOL_DESTROY(false, false),
    /**
     * Optional: {@code int f(ptr* context)}, its other arguments bound, the device among them ({@link From}
     * {@link #DEVICE_GET}): the second setup handle real APIs need, a context made on the device once the backend
     * opened it ({@code zeContextCreate}, {@code clCreateContext}, {@code cuCtxCreate}); or written by hand
     * ({@link Implements}) where the call takes what the device came from (Level Zero's driver), a default method that
     * takes the status convention, optionally the device last, and returns the context. Other ops take it through
     * {@link From} (a hand-written op last, after the device where it takes both); a context is never passed where
     * the device is declared, nor the device where the context is.
     */
    CONTEXT_CREATE(false, false),
    /**
     * Optional: {@code int f()}, its one argument the context {@link #CONTEXT_CREATE} made ({@link From}),
     * destroying it ({@code zeContextDestroy}); with it bound the backend is {@link AutoCloseable} and its
     * {@code close()} destroys the pools ({@link #EVENT_POOL_DESTROY}), then the context, then releases the device
     * ({@link #DEVICE_RELEASE}) once the context is destroyed. With pooled events it does not destroy the context
     * while a stream the backend made or a pool lives: it throws an {@code IllegalStateException} naming them before
     * the driver is called, since a driver may free a context under them instead of refusing (Intel's does), and a
     * later {@code close()} finishes.
     */
    CONTEXT_RELEASE(false, false),
    /**
     * Optional: {@code int f(int* bits)}, how many low bits of the {@link #EVENT_TIMESTAMP} ticks are valid, read
     * once when the backend opens in place of {@link Bind#timestampBits()}; typically a field of a properties
     * record ({@link Descriptor#read()}, Level Zero's {@code kernelTimestampValidBits}). A value outside 1 to 64
     * makes the backend unavailable: the device keeps no timestamps. Needs {@link #EVENT_TIMESTAMP}.
     */
    TIMESTAMP_BITS(false, false),
    /**
     * Optional, written by hand only ({@link Implements}: finding it is a search, not one call): the index of the
     * queue family (Vulkan) or command queue group (Level Zero) of the device the backend opened on which its
     * streams are made, a default method that takes the status convention, optionally the device ({@link From}
     * {@link #DEVICE_GET}) and the context ({@link From} {@link #CONTEXT_CREATE}) last, and returns it. Read once
     * when the backend opens, after the context; a negative index makes the backend unavailable. A descriptor
     * field takes it with {@link Field#from()}.
     */
    QUEUE_FAMILY(false, false);

    private final boolean required;
    private final boolean blocking;

    Op(boolean required, boolean blocking) {
        this.required = required;
        this.blocking = blocking;
    }

    /** Whether the call may block the host, which rules out {@link Bind#critical()}. */
    public boolean blocking() {
        return blocking;
    }

    /** Whether every spec must bind this op: the ones {@code EventApi} cannot do without. */
    public boolean required() {
        return required;
    }
}
