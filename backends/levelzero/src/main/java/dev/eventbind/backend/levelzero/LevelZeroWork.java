package dev.eventbind.backend.levelzero;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_INT;

import dev.eventbind.api.DriverException;
import dev.eventbind.backend.levelzero.LevelZeroStructs.ze_host_mem_alloc_desc_t;
import dev.eventbind.binding.StatusConvention;
import dev.eventbind.ffm.Scratch;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;

/**
 * Real work to put on a command list: host memory the device can reach ({@code zeMemAllocHost}) that
 * {@link #fill} overwrites with {@code zeCommandListAppendMemoryFill}, standard calls every driver has. Tests and
 * the command line use it to give a profiling window something to measure.
 */
public final class LevelZeroWork implements AutoCloseable {

    private static final int PATTERN_BYTES = Integer.BYTES;
    private static final long ALIGNMENT = 64;
    private static final StatusConvention STATUS = LevelZeroEvents.statusConvention();

    private final LevelZero ze;
    private final LevelZeroEvents backend;
    private final MemorySegment context;
    private final MemorySegment memory;
    private final long bytes;
    private int fills;
    private boolean closed;

    private LevelZeroWork(LevelZero ze, LevelZeroEvents backend, MemorySegment context, MemorySegment memory,
            long bytes) {
        this.ze = ze;
        this.backend = backend;
        this.context = context;
        this.memory = memory;
        this.bytes = bytes;
    }

    /**
     * Allocates {@code bytes} of host memory in the context of {@code backend}, whose command lists fill it.
     *
     * @param backend the backend whose streams fill the memory; open until this is closed
     * @param bytes a positive multiple of 4 (the fill pattern is one {@code int})
     */
    public static LevelZeroWork allocate(LevelZeroEvents backend, long bytes) throws DriverException {
        if (bytes <= 0 || bytes % PATTERN_BYTES != 0) {
            throw new IllegalArgumentException("memory size must be a positive multiple of 4, got " + bytes);
        }
        LevelZero ze = LevelZeroFunctions.open();
        MemorySegment context = backend.context();
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment out = arena.allocate(ADDRESS);
            STATUS.check("zeMemAllocHost", ze.zeMemAllocHost(context, ze_host_mem_alloc_desc_t.allocate(arena)
                    .segment(), bytes, ALIGNMENT, out));
            return new LevelZeroWork(ze, backend, context, out.get(ADDRESS, 0), bytes);
        }
    }

    /**
     * Appends a fill of the whole memory to {@code list} and returns once it is appended (not run). Each fill
     * writes a new pattern, so no driver can skip one as a repeat.
     */
    public synchronized void fill(LevelZeroEvents.Stream list) throws DriverException {
        if (closed) {
            throw new IllegalStateException("Level Zero work memory used after close()");
        }
        MemorySegment pattern = Scratch.get(); // the driver copies the pattern before returning
        pattern.set(JAVA_INT, 0, ++fills);
        STATUS.check("zeCommandListAppendMemoryFill", ze.zeCommandListAppendMemoryFill(list.handle(), memory,
                pattern, PATTERN_BYTES, bytes, MemorySegment.NULL, 0, MemorySegment.NULL));
    }

    /**
     * Frees the memory; call it only once the fills that write it have completed. A second close does nothing.
     *
     * @throws IllegalStateException when the backend's close began first: its context, which the memory was
     *     allocated in, is then the backend's to destroy, and the driver is not called with it
     */
    @Override
    public synchronized void close() throws DriverException {
        if (!closed) {
            closed = true;
            try {
                backend.context();
            } catch (IllegalStateException closedFirst) {
                throw new IllegalStateException("Level Zero work memory closed after its backend's close() began:"
                        + " the memory is freed with the context it was allocated in, which that close destroys (at"
                        + " once, or once what lives in it is destroyed); close the work first", closedFirst);
            }
            STATUS.check("zeMemFree", ze.zeMemFree(context, memory));
        }
    }
}
