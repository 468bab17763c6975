package dev.eventbind.cli;

/** The arguments do not form a command; the message says which part and how to fix it. */
final class UsageException extends Exception {

    private static final long serialVersionUID = 1L;

    UsageException(String message) {
        super(message);
    }
}
