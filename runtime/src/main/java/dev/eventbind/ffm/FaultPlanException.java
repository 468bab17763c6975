package dev.eventbind.ffm;

/**
 * A fault plan a binding cannot honour: malformed, naming a C function the spec does not bind or one that returns
 * no status, or a status the spec's convention does not know. A backend that links under such a plan is
 * unavailable, its {@link dev.eventbind.api.BackendUnavailableException} caused by this; never a silent no-op.
 */
public final class FaultPlanException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    /**
     * @param message what is wrong with the plan, naming the fault
     */
    public FaultPlanException(String message) {
        super(message);
    }
}
