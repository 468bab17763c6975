package dev.eventbind.processor.header;

/**
 * A C type resolved through typedefs, enums and {@code #define} aliases to what a downcall passes, on the
 * target's data model.
 *
 * @param kind its class
 * @param bytes its size in bytes for integers and floating types; 8 for pointers; 0 otherwise
 * @param platformLong whether it is (or is a typedef of) C {@code long}, whose width differs between LP64 and
 *     LLP64
 */
public record CScalar(CKind kind, int bytes, boolean platformLong) {

    static final CScalar POINTER = new CScalar(CKind.POINTER, 8, false);
    static final CScalar VOID = new CScalar(CKind.VOID, 0, false);
    static final CScalar AGGREGATE = new CScalar(CKind.AGGREGATE, 0, false);
    static final CScalar UNKNOWN = new CScalar(CKind.UNKNOWN, 0, false);

    static CScalar integer(int bytes) {
        return new CScalar(CKind.INTEGER, bytes, false);
    }

    static CScalar floating(int bytes) {
        return new CScalar(CKind.FLOATING, bytes, false);
    }

    /** How a message describes it ("an integer of 4 bytes", "a pointer"). */
    public String describe() {
        return switch (kind) {
            case INTEGER -> "an integer of " + bytes + " bytes" + (platformLong ? " (a C long)" : "");
            case FLOATING -> bytes == 4 ? "a float" : bytes == 8 ? "a double" : "a floating type of " + bytes
                    + " bytes";
            case POINTER -> "a pointer";
            case VOID -> "void";
            case AGGREGATE -> "a struct or union passed by value";
            case UNKNOWN -> "a type this reader cannot resolve";
        };
    }
}
