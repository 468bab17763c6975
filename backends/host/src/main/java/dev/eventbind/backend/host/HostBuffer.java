package dev.eventbind.backend.host;

import dev.eventbind.api.DriverException;
import java.lang.System.Logger.Level;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.Objects;

/**
 * A buffer of host-library memory, the host backend's device memory: written by work queued on a stream, read
 * back by copying.
 *
 * <p>Every range is checked against the buffer here, and again by the library. {@link #close()} frees the buffer
 * once: later use is refused with {@link IllegalStateException}, and the library keeps the memory until work
 * already queued on it has run, so closing early never lets queued work write freed memory. The check that the
 * buffer is open and the library call that uses its address happen under the buffer's monitor, which
 * {@link #close()} takes too: a fill or read racing a close either runs before the address is freed or is refused,
 * so it can never reach a buffer allocated later at the same address. Reading while a fill is still queued
 * returns whatever the bytes hold at that moment: synchronize the stream first.
 */
public final class HostBuffer implements AutoCloseable {

    private static final System.Logger LOG = System.getLogger(HostBuffer.class.getName());

    private final HostWork work;
    private final long address;
    private final long byteSize;
    private boolean closed; // guarded by this

    HostBuffer(HostWork work, long address, long byteSize) {
        this.work = work;
        this.address = address;
        this.byteSize = byteSize;
    }

    /** The base address, for tests that check what the library refuses. */
    long address() {
        return address;
    }

    /** The buffer's size in bytes. */
    public long byteSize() {
        return byteSize;
    }

    /** Whether {@link #close()} has been called. */
    public synchronized boolean isClosed() {
        return closed;
    }

    /**
     * Queues setting {@code bytes} bytes from {@code offset} to {@code value} (its low byte) on {@code stream}.
     *
     * @throws IndexOutOfBoundsException when the range does not lie inside the buffer
     * @throws IllegalStateException when the buffer is closed or the stream destroyed
     * @throws DriverException when the library refuses the work item
     */
    public void fill(HostRuntimeEvents.Stream stream, long offset, long bytes, int value) throws DriverException {
        Objects.requireNonNull(stream, "stream");
        Objects.checkFromIndexSize(offset, bytes, byteSize);
        // Only queues the item (the library keeps the memory until it has run): short enough to hold the monitor.
        synchronized (this) {
            ensureOpen();
            work.fill(stream, address + offset, bytes, value);
        }
    }

    /** {@link #fill(HostRuntimeEvents.Stream, long, long, int)} over the whole buffer. */
    public void fill(HostRuntimeEvents.Stream stream, int value) throws DriverException {
        fill(stream, 0, byteSize, value);
    }

    /**
     * Copies {@code length} bytes from {@code offset} into a new array, now, on the calling thread.
     *
     * @throws IndexOutOfBoundsException when the range does not lie inside the buffer
     * @throws IllegalStateException when the buffer is closed
     */
    public byte[] read(long offset, int length) throws DriverException {
        Objects.checkFromIndexSize(offset, length, byteSize);
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment copy = arena.allocate(Math.max(1, length));
            synchronized (this) {
                ensureOpen();
                work.copyToHost(copy, address + offset, length);
            }
            return copy.asSlice(0, length).toArray(ValueLayout.JAVA_BYTE);
        }
    }

    /** Frees the buffer the first time it is called; work already queued on it still runs. Failures are logged. */
    @Override
    public synchronized void close() {
        if (closed) {
            return;
        }
        closed = true;
        int status = work.free(address);
        if (status != 0) {
            LOG.log(Level.WARNING, "Failed to free a host buffer: " + work.failure("ebhFree", status).getMessage());
        }
    }

    private void ensureOpen() {
        if (closed) {
            throw new IllegalStateException("The host buffer was already closed");
        }
    }

    @Override
    public String toString() {
        return "host buffer of " + byteSize + " bytes" + (isClosed() ? " (closed)" : "");
    }
}
