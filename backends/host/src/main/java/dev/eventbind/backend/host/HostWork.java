package dev.eventbind.backend.host;

import dev.eventbind.api.DriverException;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.time.Duration;
import java.util.Objects;

/**
 * Work for the host backend's streams, checked before anything reaches the library: the safe route to the
 * library's work items for demos, the command and tests.
 *
 * <p>Memory that work writes is a {@link HostBuffer}, owned by the library as device memory is by a GPU driver:
 * a fill is checked against the buffer's bounds here ({@link IndexOutOfBoundsException}) and again by the
 * library, which refuses any range that is not inside one live buffer of its own and keeps a buffer's memory
 * until the work queued on it has run, even after {@link HostBuffer#close()}. A stream that was destroyed is
 * refused with {@link IllegalStateException} before the library is called; a status the library returns is a
 * {@link DriverException}. Nothing here can make the library write outside its own memory.
 */
public final class HostWork {

    private final HostRuntimeFunctions calls;

    /**
     * Opens the work API on the host library.
     *
     * @throws dev.eventbind.api.BackendUnavailableException when the library cannot be loaded
     */
    public HostWork() {
        this.calls = HostRuntimeFunctions.open();
        // Link the sleep now, not inside the first profiling window that queues one: linking a downcall takes
        // milliseconds, during which the stream would sit idle inside the window. A negative sleep is refused
        // before the library looks at the stream, so this call queues nothing and touches no handle.
        calls.ebhEnqueueSleep(MemorySegment.NULL, -1);
    }

    /** Queues a sleep of {@code duration} (whole microseconds) on {@code stream}: device time a window can measure. */
    public void sleep(HostRuntimeEvents.Stream stream, Duration duration) throws DriverException {
        Objects.requireNonNull(stream, "stream");
        Objects.requireNonNull(duration, "duration");
        if (duration.isNegative()) {
            throw new IllegalArgumentException("a sleep cannot be negative: " + duration);
        }
        long micros = duration.compareTo(Duration.ofDays(365)) > 0 ? Long.MAX_VALUE / 2 : duration.toNanos() / 1_000;
        check("ebhEnqueueSleep", calls.ebhEnqueueSleep(stream.handle(), micros));
    }

    /**
     * Allocates a zeroed buffer of {@code bytes} bytes owned by the library.
     *
     * @throws IllegalArgumentException when {@code bytes} is not positive
     * @throws DriverException when the library has no memory for it
     */
    public HostBuffer allocate(long bytes) throws DriverException {
        if (bytes <= 0) {
            throw new IllegalArgumentException("a host buffer has at least one byte, not " + bytes);
        }
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment out = arena.allocate(ValueLayout.ADDRESS);
            check("ebhMalloc", calls.ebhMalloc(out, bytes));
            return new HostBuffer(this, out.get(ValueLayout.ADDRESS, 0).address(), bytes);
        }
    }

    void fill(HostRuntimeEvents.Stream stream, long address, long bytes, int value) throws DriverException {
        check("ebhEnqueueFill", calls.ebhEnqueueFill(stream.handle(), MemorySegment.ofAddress(address), bytes, value));
    }

    void copyToHost(MemorySegment dst, long address, long bytes) throws DriverException {
        check("ebhMemcpyToHost", calls.ebhMemcpyToHost(dst, MemorySegment.ofAddress(address), bytes));
    }

    /** Frees a buffer; a failure can only be reported by the caller's close, which logs it. */
    int free(long address) {
        return calls.ebhFree(MemorySegment.ofAddress(address));
    }

    private void check(String function, int status) throws DriverException {
        if (status != 0) {
            throw failure(function, status);
        }
    }

    /** The status read as the generated backend reads its own: the spec's names, messages and poisoned codes. */
    DriverException failure(String function, int status) {
        return HostRuntimeEvents.statusConvention().failure(function, status);
    }
}
