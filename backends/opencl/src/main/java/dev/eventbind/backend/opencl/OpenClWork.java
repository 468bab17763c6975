package dev.eventbind.backend.opencl;

import static java.lang.foreign.ValueLayout.JAVA_INT;

import dev.eventbind.api.DriverException;
import dev.eventbind.binding.StatusConvention;
import dev.eventbind.ffm.Scratch;
import java.lang.foreign.MemorySegment;

/**
 * Real work to put on a queue: a device buffer that {@link #fill} overwrites with {@code clEnqueueFillBuffer}.
 * Tests and the command line use it to give a profiling window something to measure; its cost grows with the
 * buffer's size (on PoCL about 0.1 ms per MiB on one core once the pages are touched).
 */
public final class OpenClWork implements AutoCloseable {

    private static final int PATTERN_BYTES = Integer.BYTES;
    private static final StatusConvention STATUS = OpenClEvents.statusConvention();

    private final OpenCl cl;
    private final MemorySegment buffer;
    private final long bytes;
    private int fills;
    private boolean closed;

    private OpenClWork(OpenCl cl, MemorySegment buffer, long bytes) {
        this.cl = cl;
        this.buffer = buffer;
        this.bytes = bytes;
    }

    /**
     * Creates a read-write buffer of {@code bytes} on the context of {@code queue}, where it is filled.
     *
     * @param bytes a positive multiple of 4 (the fill pattern is one {@code int})
     */
    public static OpenClWork allocate(OpenClEvents.Stream queue, long bytes) throws DriverException {
        if (bytes <= 0 || bytes % PATTERN_BYTES != 0) {
            throw new IllegalArgumentException("buffer size must be a positive multiple of 4, got " + bytes);
        }
        OpenCl cl = OpenClFunctions.open();
        MemorySegment errcode = Scratch.get();
        MemorySegment buffer = cl.clCreateBuffer(OpenClQueues.context(queue), OpenCl.CL_MEM_READ_WRITE, bytes,
                MemorySegment.NULL, errcode);
        STATUS.check("clCreateBuffer", errcode.get(JAVA_INT, 0));
        return new OpenClWork(cl, buffer, bytes);
    }

    /**
     * Enqueues a fill of the whole buffer on {@code queue} and returns once it is queued (not run). Each fill
     * writes a new pattern, so no driver can skip one as a repeat.
     */
    public synchronized void fill(OpenClEvents.Stream queue) throws DriverException {
        if (closed) {
            throw new IllegalStateException("OpenCL work buffer used after close()");
        }
        MemorySegment pattern = Scratch.get(); // the driver copies the pattern before returning
        pattern.set(JAVA_INT, 0, ++fills);
        STATUS.check("clEnqueueFillBuffer", cl.clEnqueueFillBuffer(queue.handle(), buffer, pattern,
                PATTERN_BYTES, 0, bytes, 0, MemorySegment.NULL, MemorySegment.NULL));
    }

    /** Releases the buffer; fills already queued keep it alive until they complete. A second close does nothing. */
    @Override
    public synchronized void close() throws DriverException {
        if (!closed) {
            closed = true;
            STATUS.check("clReleaseMemObject", cl.clReleaseMemObject(buffer));
        }
    }
}
