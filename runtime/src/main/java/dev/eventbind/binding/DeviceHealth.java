package dev.eventbind.binding;

import dev.eventbind.api.DriverException;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.Objects;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * Whether an opened backend has met a status that poisons its device (a sticky fault such as CUDA's illegal address,
 * after which the driver answers every call with an error), as cubecl marks a poisoned device: the first poisoning
 * failure is kept, and every later call fails fast with a {@link DriverException} of the same status whose cause is
 * that first failure, without reaching the driver. Destroys still reach it, so handles are released.
 *
 * <p>Generated backends hold one per opened instance, made with their {@link StatusConvention}: a backend opened
 * again asks the driver afresh. Each call is checked in two steps, {@link #check(String)} before the driver is
 * reached and {@link #verify(String, int)} (or {@link #reached(String, int)} for a query) on the status it returned;
 * {@link #admit(String)} is the first step as an expression, so that one statement takes both:
 * {@code health.verify(health.admit("cudaEventRecord"), functions.eventRecord(event.handle(), stream.handle()))}.
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

    private final @Nullable StatusConvention convention;

    /** A healthy device, whose failures are made elsewhere and handed to {@link #note}. */
    public DeviceHealth() {
        this.convention = null;
    }

    /**
     * A healthy device whose calls' statuses read as {@code convention} says.
     *
     * @param convention the backend's status convention, for {@link #verify} and {@link #reached}
     */
    public DeviceHealth(StatusConvention convention) {
        this.convention = Objects.requireNonNull(convention, "convention");
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
     * {@link #check(String)} as the name of the call it admits: fails fast when the device was poisoned by an earlier
     * call, otherwise returns {@code function} unchanged, for the {@link #verify} or {@link #reached} of that call.
     * Passed as their first argument, it runs before the call that is their second: Java evaluates a method's
     * arguments from left to right (JLS 15.7.4), so a poisoned device fails without reaching the driver. It allocates
     * nothing on a healthy device.
     *
     * @param function the C function about to be called
     * @return {@code function}
     * @throws DriverException the first poisoning status again, for {@code function}, with the first failure as cause
     */
    public String admit(String function) throws DriverException {
        check(function);
        return function;
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

    /**
     * Checks the status a call returned: nothing happens on success; any other status becomes the convention's
     * {@link DriverException}, {@linkplain #note noted} (so a poisoning one makes later calls fail fast) and thrown.
     *
     * @param function the C function that returned {@code status}, for the message
     * @param status what it returned
     * @throws DriverException for any status but success
     * @throws IllegalStateException when this health was made without a convention
     */
    public void verify(String function, int status) throws DriverException {
        StatusConvention statuses = convention();
        if (!statuses.succeeded(status)) {
            throw note(statuses.failure(function, status));
        }
    }

    /**
     * The answer of a call that asks whether the device has reached something (a query, a timed wait): {@code true}
     * on success, {@code false} for a not-ready status, and for any other the noted failure.
     *
     * @param function the C function that returned {@code status}, for the message
     * @param status what it returned
     * @return whether it was reached
     * @throws DriverException for a status that is neither success nor not ready
     * @throws IllegalStateException when this health was made without a convention
     */
    public boolean reached(String function, int status) throws DriverException {
        StatusConvention statuses = convention();
        if (statuses.succeeded(status)) {
            return true;
        }
        if (statuses.notReady(status)) {
            return false;
        }
        throw note(statuses.failure(function, status));
    }

    /** {@return the first poisoning failure, or empty while the device is healthy} */
    public Optional<DriverException> poisoning() {
        return Optional.ofNullable(poisoned);
    }

    private StatusConvention convention() {
        StatusConvention statuses = convention;
        if (statuses == null) {
            throw new IllegalStateException("a DeviceHealth made without a status convention reads no status");
        }
        return statuses;
    }

    private static DriverException failFast(DriverException first, String function) {
        DriverException again = new DriverException(first.backend(), function, first.status(),
                first.statusName().orElse(null), "not called: the device was poisoned by " + first.function()
                        + " earlier" + first.statusMessage().map(message -> " (" + message + ")").orElse(""), true);
        again.initCause(first);
        return again;
    }
}
