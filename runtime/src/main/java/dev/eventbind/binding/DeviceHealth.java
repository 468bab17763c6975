package dev.eventbind.binding;

import dev.eventbind.api.DriverException;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * Whether an opened backend has met a status that poisons its device (a sticky fault such as CUDA's illegal address,
 * after which the driver answers every call with an error), as cubecl marks a poisoned device: the first poisoning
 * failure is kept, and every later call fails fast with a {@link DriverException} of the same status whose cause is
 * that first failure, without reaching the driver. Destroys still reach it, so handles are released.
 *
 * <p>Generated backends hold one per opened instance: a backend opened again asks the driver afresh.
 */
public final class DeviceHealth {

    private static final VarHandle POISONED;

    static {
        try {
            POISONED = MethodHandles.lookup().findVarHandle(DeviceHealth.class, "poisoned", DriverException.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    @SuppressWarnings("unused") // through POISONED
    private volatile @Nullable DriverException poisoned;

    /** A healthy device. */
    public DeviceHealth() {
    }

    /**
     * Fails fast when the device was poisoned by an earlier call; otherwise does nothing.
     *
     * @param function the C function about to be called, for the message
     * @throws DriverException the first poisoning status again, for {@code function}, with the first failure as cause
     */
    public void check(String function) throws DriverException {
        DriverException first = poisoned;
        if (first != null) {
            throw failFast(first, function);
        }
    }

    /**
     * Keeps {@code failure} as the poisoning one when it poisons the device and is the first to.
     *
     * @param failure a failed call's exception
     * @return {@code failure}, to be thrown
     */
    public DriverException note(DriverException failure) {
        if (failure.poisoned()) {
            POISONED.compareAndSet(this, null, failure);
        }
        return failure;
    }

    /** {@return the first poisoning failure, or empty while the device is healthy} */
    public Optional<DriverException> poisoning() {
        return Optional.ofNullable(poisoned);
    }

    private static DriverException failFast(DriverException first, String function) {
        DriverException again = new DriverException(first.backend(), function, first.status(),
                first.statusName().orElse(null), "not called: the device was poisoned by " + first.function()
                        + " earlier" + first.statusMessage().map(message -> " (" + message + ")").orElse(""), true);
        again.initCause(first);
        return again;
    }
}
