package dev.eventbind.fence;

import dev.eventbind.api.DriverException;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * What {@link EventFence#waitAsync} did: whether the other stream now waits for the fence on the device.
 *
 * <p>{@code waitAsync} never throws for a driver or usage error; it returns this instead, so a caller that relies
 * on the dependency can tell it was never enforced (and, for example, fall back to {@code waitSync}).
 */
public sealed interface AsyncWait {

    /** The device-side wait is enqueued; the returned instance is {@link #ENQUEUED}. */
    AsyncWait ENQUEUED = new Enqueued();

    /** {@return whether the device-side wait was enqueued} */
    boolean enqueued();

    /** The other stream waits for the fence on the device. */
    record Enqueued() implements AsyncWait {
        @Override
        public boolean enqueued() {
            return true;
        }
    }

    /**
     * The device-side wait was not enqueued: the other stream does not wait for the fence.
     *
     * @param reason why, as a value a switch can inspect
     * @param cause what the driver or the backend reported; null for {@link Reason#ALREADY_USED}
     */
    record NotEnqueued(Reason reason, @Nullable Throwable cause) implements AsyncWait {
        /** Requires the reason. */
        public NotEnqueued {
            Objects.requireNonNull(reason, "reason");
        }

        @Override
        public boolean enqueued() {
            return false;
        }

        /** {@return whether the driver reported the device unusable (a sticky fault); false for a usage error} */
        public boolean devicePoisoned() {
            return cause instanceof DriverException driver && driver.poisoned();
        }
    }

    /** Why a device-side wait was not enqueued. */
    enum Reason {
        /** The fence was refused when it was minted and holds no event; the cause is that refusal. */
        REFUSED_AT_MINT,
        /** The driver refused the stream wait (a poisoned device, or a usage error such as queues of two contexts). */
        REFUSED,
        /** The backend rejected an argument before calling the driver (a destroyed or foreign stream). */
        INVALID_ARGUMENT,
        /** The fence was already waited or closed: nothing was asked of the driver. */
        ALREADY_USED
    }
}
