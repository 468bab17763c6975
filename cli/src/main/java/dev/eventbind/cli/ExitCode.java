package dev.eventbind.cli;

/**
 * The process exit status of the {@code eventbind} command, one per kind of outcome, so scripts can tell a typo
 * from a machine without a usable backend.
 */
public enum ExitCode {
    /** The command did what was asked. */
    OK(0),
    /** A driver call failed while the command was working. */
    DRIVER_FAILURE(1),
    /** The arguments could not be understood; usage was printed. */
    USAGE(2),
    /** {@code --backend} named a backend that no jar on the classpath provides. */
    UNKNOWN_BACKEND(3),
    /** No backend (or not the one asked for) is ready on this machine. */
    NO_READY_BACKEND(4);

    private final int status;

    ExitCode(int status) {
        this.status = status;
    }

    /** The number the process exits with. */
    public int status() {
        return status;
    }
}
