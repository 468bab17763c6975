package dev.eventbind.binding;

import java.lang.foreign.MemorySegment;
import java.util.Objects;

/**
 * The driver handle behind a generated backend's {@code Event} or {@code Stream}: it remembers being destroyed,
 * so a released handle is refused in Java and never reaches the driver, and whether eventbind owns it.
 *
 * @implNote Destroying clears the handle field, so "destroyed" and the handle are one load on the hot path. The
 * field is plain on purpose. A handle reaches another thread only through a hand-off that already orders memory (a fence,
 * a queue, a lock), and that hand-off publishes the cleared field with it. It catches reuse after destroy; a
 * destroy racing a use on another thread is a bug of the caller that no flag could make safe, so a volatile read
 * on every call would buy nothing.
 */
public abstract class DeviceHandle {

    private MemorySegment handle;
    private final boolean owned;

    /**
     * @param handle the driver's handle
     * @param owned whether destroying it through eventbind destroys the driver's object; {@code false} for one
     *        borrowed from other code, which stays its creator's to destroy
     */
    protected DeviceHandle(MemorySegment handle, boolean owned) {
        this.handle = Objects.requireNonNull(handle, "handle");
        this.owned = owned;
    }

    /**
     * The driver's handle.
     *
     * @throws IllegalStateException once destroyed
     */
    public final MemorySegment handle() {
        MemorySegment live = handle;
        if (live == null) {
            throw new IllegalStateException(describe() + " already destroyed");
        }
        return live;
    }

    /** Whether it was destroyed (or, when borrowed, given back). */
    public final boolean destroyed() {
        return handle == null;
    }

    /** Whether destroying it destroys the driver's object: false for a handle borrowed from other code. */
    public final boolean owned() {
        return owned;
    }

    /**
     * The handle, for the last time: marks this destroyed before the driver is called, so it is refused
     * afterwards even if the call fails.
     *
     * @throws IllegalStateException when already destroyed
     */
    protected final MemorySegment releaseHandle() {
        MemorySegment released = handle();
        handle = null;
        return released;
    }

    /** What it is, for messages ("CUDA event"). */
    protected abstract String describe();

    @Override
    public String toString() {
        MemorySegment live = handle;
        return describe() + (live == null ? " (destroyed)" : " 0x" + Long.toHexString(live.address()))
                + (owned ? "" : " (borrowed)");
    }
}
