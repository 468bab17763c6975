package dev.eventbind.processor.header;

/** The class of a C type, which is what a spec's Java type must agree with before its width is compared. */
public enum CKind {
    /** Any pointer, array, function pointer, or typedef'd handle ({@code cudaEvent_t}). */
    POINTER,
    /** Any integer type or enum. */
    INTEGER,
    /** {@code float} or {@code double}. */
    FLOATING,
    /** {@code void}, as a return type. */
    VOID,
    /** A struct or union passed by value; no spec signature can match it. */
    AGGREGATE,
    /** A type name the reader could not resolve; it matches any Java type rather than report a false error. */
    UNKNOWN;

    /** The lower-case word used in messages ("pointer"). */
    public String word() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
