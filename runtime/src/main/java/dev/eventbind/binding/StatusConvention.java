package dev.eventbind.binding;

import dev.eventbind.api.BackendUnavailableException;
import dev.eventbind.api.DriverException;
import dev.eventbind.ffm.FaultPlan;
import dev.eventbind.ffm.LinkedLibrary;
import dev.eventbind.ffm.StatusTexts;
import java.util.Arrays;
import java.util.Map;
import java.util.Objects;
import java.util.function.IntFunction;
import org.jspecify.annotations.Nullable;

/**
 * How a generated backend turns a status other than success into a {@link DriverException}: the spec's
 * {@code @Status} success value, not-ready and poisoned codes and the vendor's names for them. A generated backend
 * builds its convention with {@link #builder(String)}, naming each part, and checks its calls through a
 * {@link DeviceHealth} holding it.
 */
public final class StatusConvention {

    private final String backend;
    private final int success;
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
        this(backend, 0, notReady, poisoned, texts);
    }

    private StatusConvention(String backend, int success, int[] notReady, int[] poisoned, StatusTexts texts) {
        this.backend = Objects.requireNonNull(backend, "backend");
        this.success = success;
        this.notReady = notReady.clone();
        this.poisoned = poisoned.clone();
        this.texts = Objects.requireNonNull(texts, "texts");
    }

    /**
     * A convention named part by part: {@code builder("CUDA").notReady(600).poisoned(214, 700).build()}. Unset
     * parts are the defaults of {@code @Status}: success 0, no not-ready or poisoned code, no names.
     *
     * @param backend the backend name, as failures report it
     * @return a builder
     */
    public static Builder builder(String backend) {
        return new Builder(backend);
    }

    /** {@return the status that means success} */
    public int success() {
        return success;
    }

    /** Whether {@code status} is the convention's success. */
    public boolean succeeded(int status) {
        return status == success;
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
     * name). The success status is no failure.
     *
     * @param status a status a driver, or a fault plan, might return
     * @return whether it is a failure the convention knows
     */
    public boolean knows(int status) {
        if (status == success) {
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
     * Throws {@link #failure} unless {@code status} is the success status: for hand-written calls (a partial spec's
     * op, a backend's device choice) to report a status as generated ones do.
     */
    public void check(String function, int status) throws DriverException {
        if (status != success) {
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
        return backend + " statuses: success " + success + ", not ready " + Arrays.toString(notReady)
                + ", poisoned " + Arrays.toString(poisoned);
    }

    /**
     * Names the parts of a {@link StatusConvention} one by one, as a generated backend states its spec's
     * {@code @Status}; each part may be set once, the last setting winning.
     */
    public static final class Builder {

        private final String backend;
        private int success;
        private int[] notReady = {};
        private int[] poisoned = {};
        private IntFunction<@Nullable String> names = status -> null;
        private IntFunction<@Nullable String> messages = status -> null;
        private Map<Integer, StatusTexts.Text> table = Map.of();

        private Builder(String backend) {
            this.backend = Objects.requireNonNull(backend, "backend");
        }

        /** The status that means success (0 unless set). */
        public Builder success(int status) {
            this.success = status;
            return this;
        }

        /** The statuses that mean "not reached yet". */
        public Builder notReady(int... statuses) {
            this.notReady = statuses.clone();
            return this;
        }

        /** The sticky statuses after which the device is unusable. */
        public Builder poisoned(int... statuses) {
            this.poisoned = statuses.clone();
            return this;
        }

        /** The vendor's name function ({@code cudaGetErrorName}); answers {@code null} where it has no name. */
        public Builder names(IntFunction<@Nullable String> function) {
            this.names = Objects.requireNonNull(function, "function");
            return this;
        }

        /** The vendor's message function ({@code cudaGetErrorString}); answers {@code null} where it has none. */
        public Builder messages(IntFunction<@Nullable String> function) {
            this.messages = Objects.requireNonNull(function, "function");
            return this;
        }

        /** The spec's and the header's names, by status: asked when the vendor's functions have no answer. */
        public Builder table(Map<Integer, StatusTexts.Text> rows) {
            this.table = Map.copyOf(rows);
            return this;
        }

        /** {@return the convention} */
        public StatusConvention build() {
            return new StatusConvention(backend, success, notReady, poisoned,
                    new StatusTexts(names, messages, table));
        }
    }
}
