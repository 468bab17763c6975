package dev.eventbind.api;

import java.util.Objects;
import java.util.Optional;

/**
 * A driver call returned a status other than success.
 *
 * <p>Carries the C function, the raw status, the vendor's name and message for it when the API can tell them,
 * and whether the status <em>poisons</em> the device: a sticky fault after which every later call fails too.
 */
public final class DriverException extends Exception {

    private static final long serialVersionUID = 1L;

    private final String backend;
    private final String function;
    private final int status;
    private final String statusName;
    private final String statusMessage;
    private final boolean poisoned;

    /**
     * @param backend the backend name ("CUDA")
     * @param function the C function that failed ("cudaEventRecord")
     * @param status the raw status it returned
     * @param statusName the vendor's name for the status, or {@code null} when unknown
     * @param statusMessage the vendor's description, or {@code null} when unknown
     * @param poisoned whether the status leaves the device unusable
     */
    public DriverException(String backend, String function, int status, String statusName, String statusMessage,
            boolean poisoned) {
        super(describe(backend, function, status, statusName, statusMessage, poisoned));
        this.backend = Objects.requireNonNull(backend, "backend");
        this.function = Objects.requireNonNull(function, "function");
        this.status = status;
        this.statusName = statusName;
        this.statusMessage = statusMessage;
        this.poisoned = poisoned;
    }

    private static String describe(String backend, String function, int status, String name, String message,
            boolean poisoned) {
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
        return text.toString();
    }

    /** The backend whose driver refused the call. */
    public String backend() {
        return backend;
    }

    /** The C function that returned the status. */
    public String function() {
        return function;
    }

    /** The raw status code. */
    public int status() {
        return status;
    }

    /** The vendor's name for the status ("cudaErrorNotReady"), when known. */
    public Optional<String> statusName() {
        return Optional.ofNullable(statusName);
    }

    /** The vendor's description of the status, when known. */
    public Optional<String> statusMessage() {
        return Optional.ofNullable(statusMessage);
    }

    /**
     * The status as one short reason: "vendorName (status): message", the message left out when the vendor
     * has none or it only repeats the name ("hipErrorInvalidDevice (101)").
     */
    public String statusSummary() {
        StringBuilder text = new StringBuilder(statusName == null ? "status" : statusName)
                .append(" (").append(status).append(')');
        if (statusMessage != null && !statusMessage.equals(statusName)) {
            text.append(": ").append(statusMessage);
        }
        return text.toString();
    }

    /** Whether the status is a sticky fault that leaves the device unusable. */
    public boolean poisoned() {
        return poisoned;
    }
}
