package dev.eventbind.binding;

import dev.eventbind.ffm.NativeAccess;
import java.lang.foreign.MemorySegment;
import java.util.Objects;

/**
 * The driver handle behind a generated backend's {@code Event} or {@code Stream}: it remembers being destroyed,
 * so a released handle is refused in Java and never reaches the driver, and whether eventbind owns it.
 *
 * @implNote The handle is kept as its address, and {@link #handle()} hands out a zero-length segment at that address
 * on each call. So the segment a driver call returned never escapes into the wrapper: where the wrapper is used
 * within one method (a fence minted, waited and destroyed) escape analysis removes both, and where the wrapper
 * lives on it costs its own 24 bytes and no segment beside it. The generated backends pass {@link #address()} to
 * their downcalls, never a segment: escape analysis would remove a segment made for a call only where the whole
 * downcall is inlined into the compiled caller, and a call deep in a caller's stack (a profiler's read-back, waiting
 * in a query loop) lies past the JIT's inlining depth, where each call made one. The fields are plain on
 * purpose. A handle reaches another thread only through a hand-off that already orders memory (a fence, a queue,
 * a lock), and that hand-off publishes the destroyed mark with it. It catches reuse after destroy; a destroy
 * racing a use on another thread is a bug of the caller that no flag could make safe, so a volatile read on every
 * call would buy nothing. A use the backend makes itself, on a handle its caller did not pass, is the exception: it
 * goes through {@link #whileLive}, which shares this handle's monitor with {@link #releaseHandleExclusively()}.
 */
public abstract class DeviceHandle {

    private final long address;
    private final boolean owned;
    private boolean destroyed;

    /**
     * A handle that says what it is through {@link #describe()}, which the subclass overrides.
     *
     * @param handle the driver's handle
     * @param owned whether destroying it through eventbind destroys the driver's object; {@code false} for one
     *        borrowed from other code, which stays its creator's to destroy
     */
    protected DeviceHandle(MemorySegment handle, boolean owned) {
        this.address = Objects.requireNonNull(handle, "handle").address();
        this.owned = owned;
    }

    /**
     * The driver's handle.
     *
     * @throws IllegalStateException once destroyed
     */
    public final MemorySegment handle() {
        return MemorySegment.ofAddress(address());
    }

    /**
     * The driver's handle as its address, which the generated backends pass to their downcalls: no segment is made
     * for a call, so a call allocates nothing however the JIT compiles its caller.
     *
     * @throws IllegalStateException once destroyed
     */
    public final long address() {
        if (destroyed) {
            throw new IllegalStateException(describe() + " already destroyed");
        }
        return address;
    }

    /**
     * The adoption helper of a handle type's restricted {@code adopt} and {@code borrow}: a handle made outside
     * eventbind reaches the driver unchecked, so the module of the code that called {@code what} must have native
     * access, as for a JDK restricted method ({@link NativeAccess}).
     *
     * @param handle the foreign handle
     * @param what the restricted entry that was called ({@code "CudaRuntimeEvents.Stream.adopt"}), for the message
     * @return {@code handle}, for the entry to wrap
     * @throws IllegalCallerException when that module has no native access and the JVM denies illegal native access
     * @throws IllegalArgumentException when {@code handle} is a heap segment: its address is an offset into a Java
     *     array, no native handle
     */
    protected static MemorySegment foreign(MemorySegment handle, String what) {
        // One helper, this method, stands between the entry and the check.
        NativeAccess.checkCaller(what, 1);
        if (!Objects.requireNonNull(handle, "handle").isNative()) {
            throw new IllegalArgumentException(what + ": a heap segment is no native handle: " + handle);
        }
        return handle;
    }

    /** Whether it was destroyed (or, when borrowed, given back). */
    public final boolean destroyed() {
        return destroyed;
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
        destroyed = true;
        return released;
    }

    /**
     * {@link #releaseHandle()} under this handle's monitor, for a stream: a {@link #whileLive} use of it that began
     * first has ended before this returns, and none begins after, so the driver's release that follows never runs
     * beside one.
     *
     * @throws IllegalStateException when already destroyed
     */
    protected final synchronized MemorySegment releaseHandleExclusively() {
        return releaseHandle();
    }

    /**
     * Runs {@code use} with the driver's handle unless this was destroyed, never beside the release of a destroy
     * ({@link #releaseHandleExclusively()}): for a driver call the backend makes on a handle its caller did not pass,
     * such as a flush of the stream an event was last recorded on, which another thread may be destroying. A
     * destroy's own release has done what the use would (a queue's release flushes it).
     *
     * @param use the call, given the handle's address
     * @param <X> what it throws
     * @return false, calling nothing, when this was destroyed
     * @throws X what {@code use} throws
     */
    public final synchronized <X extends Throwable> boolean whileLive(Use<X> use) throws X {
        if (destroyed) {
            return false;
        }
        use.accept(address);
        return true;
    }

    /**
     * A driver call on a live handle's address ({@link #whileLive}).
     *
     * @param <X> what it throws
     */
    @FunctionalInterface
    public interface Use<X extends Throwable> {
        /**
         * Makes the call.
         *
         * @param address the driver's handle
         * @throws X its failure
         */
        void accept(long address) throws X;
    }

    /**
     * What it is, for messages ("CUDA event"); the class's simple name unless the subclass says more. A description
     * is a method rather than a field: with a field, a handle would be 32 bytes where it is 24.
     */
    protected String describe() {
        return getClass().getSimpleName();
    }

    @Override
    public String toString() {
        return describe() + (destroyed ? " (destroyed)" : " 0x" + Long.toHexString(address))
                + (owned ? "" : " (borrowed)");
    }
}
