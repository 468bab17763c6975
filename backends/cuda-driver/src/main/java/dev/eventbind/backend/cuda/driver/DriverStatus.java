package dev.eventbind.backend.cuda.driver;

import dev.eventbind.api.DriverException;
import dev.eventbind.ffm.CStrings;
import dev.eventbind.ffm.Scratch;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import org.jspecify.annotations.Nullable;

/**
 * Turns the status of a hand-written driver call (context set-up, outside the generated event calls) into the
 * same {@link DriverException} the generated code throws, named by the driver's own {@code cuGetErrorName}.
 */
final class DriverStatus {

    static final String BACKEND = "CUDA driver";

    private DriverStatus() {
    }

    /** Returns normally on CUDA_SUCCESS; otherwise throws naming {@code function} and the driver's words. */
    static void check(CudaDriver driver, String function, int status) throws DriverException {
        if (status != 0) {
            throw new DriverException(BACKEND, function, status, name(driver, status), message(driver, status),
                    false);
        }
    }

    private static @Nullable String name(CudaDriver driver, int status) {
        MemorySegment out = Scratch.get();
        return driver.cuGetErrorName(status, out) == 0 ? CStrings.read(out.get(ValueLayout.ADDRESS, 0)) : null;
    }

    private static @Nullable String message(CudaDriver driver, int status) {
        MemorySegment out = Scratch.get();
        return driver.cuGetErrorString(status, out) == 0 ? CStrings.read(out.get(ValueLayout.ADDRESS, 0)) : null;
    }
}
