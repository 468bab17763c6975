package dev.eventbind.backend.cuda.driver;

import dev.eventbind.api.DriverException;
import dev.eventbind.ffm.Scratch;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;

/**
 * A device's primary context, retained once and made current on each thread that calls the driver.
 *
 * <p>The driver API acts on the calling thread's current context, and a new thread has none. The primary context
 * is the one the CUDA runtime shares, so work queued through either API lands in the same address space. It is
 * retained for the life of the process, as the runtime does: releasing it while any stream or event of it lives
 * would invalidate them.
 *
 * <p>{@link #ensureCurrent()} is on the hot path of every call, so it costs one thread-local read once a thread
 * is set up. It trusts that nothing else on that thread switches contexts afterwards; code that does must call
 * {@link #makeCurrent()} again.
 */
public final class PrimaryContext {

    private final CudaDriver driver;
    private final int device;
    private final MemorySegment context;
    private final ThreadLocal<Boolean> currentHere = new ThreadLocal<>();

    private PrimaryContext(CudaDriver driver, int device, MemorySegment context) {
        this.driver = driver;
        this.device = device;
        this.context = context;
    }

    /** Retains the primary context of device {@code ordinal}; {@code cuInit} must have succeeded. */
    static PrimaryContext retain(CudaDriver driver, int ordinal) throws DriverException {
        MemorySegment out = Scratch.get();
        DriverStatus.check(driver, "cuDeviceGet", driver.cuDeviceGet(out, ordinal));
        int device = out.get(ValueLayout.JAVA_INT, 0);
        DriverStatus.check(driver, "cuDevicePrimaryCtxRetain", driver.cuDevicePrimaryCtxRetain(out, device));
        return new PrimaryContext(driver, device, out.get(ValueLayout.ADDRESS, 0));
    }

    /** Makes the context current on the calling thread unless this object already did so on it. */
    public void ensureCurrent() throws DriverException {
        if (currentHere.get() == null) {
            makeCurrent();
        }
    }

    /** Makes the context current on the calling thread, unconditionally. */
    public void makeCurrent() throws DriverException {
        DriverStatus.check(driver, "cuCtxSetCurrent", driver.cuCtxSetCurrent(context));
        currentHere.set(Boolean.TRUE);
    }

    /** The device ordinal's {@code CUdevice} handle. */
    public int device() {
        return device;
    }

    /** The {@code CUcontext} handle. */
    public MemorySegment handle() {
        return context;
    }
}
