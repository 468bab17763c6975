package dev.eventbind.processor.header;

/** Whether a declaration is compiled for the target, as far as its {@code #if} conditions can be evaluated. */
public enum Presence {
    /** Every enclosing condition holds for the target. */
    ACTIVE,
    /** Some enclosing condition could not be evaluated, and none is known to be false. */
    UNCERTAIN,
    /** An enclosing condition is false for the target: another platform's or configuration's declaration. */
    INACTIVE;

    /** The weaker of two. */
    Presence and(Presence other) {
        return compareTo(other) >= 0 ? this : other;
    }
}
