package dev.eventbind.binding;

import dev.eventbind.api.BackendUnavailableException;
import dev.eventbind.api.DriverException;
import dev.eventbind.ffm.FaultPlan;
import dev.eventbind.ffm.LinkedLibrary;
import dev.eventbind.ffm.StatusTexts;
import java.util.Arrays;
import java.util.Objects;

/**
 * How a generated backend turns a status other than success into a {@link DriverException}: the spec's
 * {@code @Status} not-ready and poisoned codes and the vendor's names for them. Only failure paths and the
 * non-blocking query read it; a success check is the generated {@code status != SUCCESS} itself.
 */
public final class StatusConvention {

    private final String backend;
    private final int[] notReady;
    private final int[] poisoned;
    private final StatusTexts texts;

    /**
     * @param backend the backend name
     * @param notReady the statuses that mean "not reached yet"
     * @param poisoned the sticky statuses after which the device is unusable
     * @param texts the vendor's names and messages
     */
    public StatusConvention(String backend, int[] notReady, int[] poisoned, StatusTexts texts) {
        this.backend = Objects.requireNonNull(backend, "backend");
        this.notReady = notReady.clone();
        this.poisoned = poisoned.clone();
        this.texts = Objects.requireNonNull(texts, "texts");
    }

    /** Whether {@code status} only means "not reached yet". */
    public boolean notReady(int status) {
        return contains(notReady, status);
    }

    /** Whether {@code status} poisons the device. */
    public boolean poisoned(int status) {
        return contains(poisoned, status);
    }

    /**
     * Whether the convention knows {@code status} as a failure: one of its not-ready or poisoned statuses, or one
     * its texts name (the spec's table, its header's constants, or the API's own name function answering with a
     * name). 0, the success of every C-family API served, is no failure.
     *
     * @param status a status a driver, or a fault plan, might return
     * @return whether it is a failure the convention knows
     */
    public boolean knows(int status) {
        if (status == 0) {
            return false;
        }
        if (notReady(status) || poisoned(status)) {
            return true;
        }
        return texts.names(status);
    }

    /**
     * Checks the installed {@link FaultPlan} as the backend of this convention opens on {@code library}: each of
     * its faults for this backend names a function the spec binds and a failure status {@link #knows}.
     *
     * @param library the backend's linked library
     * @throws BackendUnavailableException when the plan cannot be honoured, caused by a
     *     {@link dev.eventbind.ffm.FaultPlanException}
     */
    public void checkFaultPlan(LinkedLibrary library) {
        FaultPlan.check(library, this::knows);
    }

    /** The exception for {@code function} returning {@code status}: the one place statuses become errors. */
    public DriverException failure(String function, int status) {
        return failure(function, status, notReady(status));
    }

    /**
     * Throws {@link #failure} unless {@code status} is 0, the success of every C-family API served: for
     * hand-written calls (a partial spec's op, a backend's device choice) to report a status as generated ones do.
     */
    public void check(String function, int status) throws DriverException {
        if (status != 0) {
            throw failure(function, status);
        }
    }

    /**
     * The exception for {@code function} returning {@code status} about something whose wait is over (a command
     * found complete whose stamp is still missing): never flagged not ready, since waiting longer would not help,
     * even where {@code status} is the convention's not-ready status.
     */
    public DriverException settled(String function, int status) {
        return failure(function, status, false);
    }

    private DriverException failure(String function, int status, boolean notReady) {
        StatusTexts.Text text = texts.lookup(status);
        return new DriverException(backend, function, status, text.literal(), text.name(), text.message(),
                poisoned(status), notReady);
    }

    private static boolean contains(int[] codes, int status) {
        for (int code : codes) {
            if (code == status) {
                return true;
            }
        }
        return false;
    }

    @Override
    public String toString() {
        return backend + " statuses: not ready " + Arrays.toString(notReady) + ", poisoned "
                + Arrays.toString(poisoned);
    }
}
