package dev.eventbind.processor.header;

/** The class of a C type, which is what a spec's Java type must agree with before its width is compared. */
public enum CKind {
    /** Any pointer (to data, a handle's struct or a function); an array parameter is a pointer in C. */
    POINTER,
    /** Any integer type or enum. */
    INTEGER,
    /** {@code float}, {@code double}, {@code long double}. */
    FLOATING,
    /** {@code void}, as a return type or what a pointer points to. */
    VOID,
    /** A function type: only ever what a function pointer points to. */
    FUNCTION,
    /** A struct, union, vector or {@code _Complex} value passed by value; no spec signature can match it. */
    AGGREGATE,
    /** A type nothing in a downcall can pass (an atomic, a block pointer); it matches no Java type. */
    UNKNOWN;

    /** The lower-case word used in messages ("pointer"). */
    public String word() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
