package dev.eventbind.api;

import java.util.Objects;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * A driver call returned a status other than success.
 *
 * <p>Carries the C function, the raw status, the vendor's name and message for it when the API can tell them,
 * whether the status <em>poisons</em> the device (a sticky fault after which every later call fails too), and
 * whether it only means <em>not ready</em>: the event or work has not been reached yet, and asking again later
 * may succeed.
 *
 * @serial exclude
 */
public final class DriverException extends Exception {

    private static final long serialVersionUID = 1L;

    private final String backend;
    private final String function;
    private final int status;
    private final @Nullable String statusName;
    private final @Nullable String statusMessage;
    private final boolean poisoned;
    private final boolean notReady;
    private final @Nullable String statusLiteral;

    /**
     * A failure that is not a not-ready status.
     *
     * @param backend the backend name ("CUDA")
     * @param function the C function that failed ("cudaEventRecord")
     * @param status the raw status it returned
     * @param statusName the vendor's name for the status, or {@code null} when unknown
     * @param statusMessage the vendor's description, or {@code null} when unknown
     * @param poisoned whether the status leaves the device unusable
     */
    public DriverException(String backend, String function, int status, @Nullable String statusName,
            @Nullable String statusMessage, boolean poisoned) {
        this(backend, function, status, statusName, statusMessage, poisoned, false);
    }

    /**
     * A refused driver call, not-ready statuses included.
     *
     * @param backend the backend name ("CUDA")
     * @param function the C function that failed ("cudaEventQuery")
     * @param status the raw status it returned
     * @param statusName the vendor's name for the status, or {@code null} when unknown
     * @param statusMessage the vendor's description, or {@code null} when unknown
     * @param poisoned whether the status leaves the device unusable
     * @param notReady whether the status only means "not reached yet" (cudaErrorNotReady)
     */
    public DriverException(String backend, String function, int status, @Nullable String statusName,
            @Nullable String statusMessage,
            boolean poisoned, boolean notReady) {
        this(backend, function, status, null, statusName, statusMessage, poisoned, notReady);
    }

    /**
     * A refused driver call whose status the vendor's header writes in hexadecimal
     * ({@code ZE_RESULT_ERROR_DEVICE_LOST = 0x70000001}): messages show it as written there.
     *
     * @param backend the backend name ("Level Zero")
     * @param function the C function that failed ("zeEventHostSynchronize")
     * @param status the raw status it returned
     * @param statusLiteral the status as the header writes it ("0x70000001"), or {@code null} to show it in decimal
     * @param statusName the vendor's name for the status, or {@code null} when unknown
     * @param statusMessage the vendor's description, or {@code null} when unknown
     * @param poisoned whether the status leaves the device unusable
     * @param notReady whether the status only means "not reached yet"
     */
    public DriverException(String backend, String function, int status, @Nullable String statusLiteral,
            @Nullable String statusName, @Nullable String statusMessage, boolean poisoned, boolean notReady) {
        super(describe(backend, function, shown(status, statusLiteral), statusName, statusMessage, poisoned,
                notReady));
        this.statusLiteral = statusLiteral;
        this.backend = Objects.requireNonNull(backend, "backend");
        this.function = Objects.requireNonNull(function, "function");
        this.status = status;
        this.statusName = statusName;
        this.statusMessage = statusMessage;
        this.poisoned = poisoned;
        this.notReady = notReady;
    }

    /** The status as messages show it: as the header writes it when that is given, else in decimal. */
    private static String shown(int status, @Nullable String literal) {
        return literal == null || literal.isBlank() ? Integer.toString(status) : literal;
    }

    private static String describe(String backend, String function, String status, @Nullable String name,
            @Nullable String message,
            boolean poisoned, boolean notReady) {
        StringBuilder text = new StringBuilder(96)
                .append(backend).append(": ").append(function).append(" failed with status ").append(status);
        if (name != null) {
            text.append(" (").append(name).append(')');
        }
        if (message != null && !message.equals(name)) {
            text.append(": ").append(message);
        }
        if (poisoned) {
            text.append(" [device poisoned: later calls will fail too]");
        }
        if (notReady) {
            text.append(" [not ready: not reached yet]");
        }
        return text.toString();
    }

    /** {@return the backend whose driver refused the call} */
    public String backend() {
        return backend;
    }

    /** {@return the C function that returned the status} */
    public String function() {
        return function;
    }

    /** {@return the raw status code} */
    public int status() {
        return status;
    }

    /** {@return the vendor's name for the status ("cudaErrorNotReady"), when known} */
    public Optional<String> statusName() {
        return Optional.ofNullable(statusName);
    }

    /** {@return the vendor's description of the status, when known} */
    public Optional<String> statusMessage() {
        return Optional.ofNullable(statusMessage);
    }

    /**
     * The status as one short reason: "vendorName (status): message", the message left out when the vendor
     * has none or it only repeats the name ("hipErrorInvalidDevice (101)").
     *
     * @return the one-line reason
     */
    public String statusSummary() {
        StringBuilder text = new StringBuilder(statusName == null ? "status" : statusName)
                .append(" (").append(shown(status, statusLiteral)).append(')');
        if (statusMessage != null && !statusMessage.equals(statusName)) {
            text.append(": ").append(statusMessage);
        }
        return text.toString();
    }

    /** {@return whether the status is a sticky fault that leaves the device unusable} */
    public boolean poisoned() {
        return poisoned;
    }

    /**
     * Whether the status only means "not reached yet" (the backend's not-ready status, such as
     * cudaErrorNotReady): nothing failed, and the same call may succeed once the device gets there.
     *
     * @return whether the status is the backend's not-ready status
     */
    public boolean notReady() {
        return notReady;
    }
}
