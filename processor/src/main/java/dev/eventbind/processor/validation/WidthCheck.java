package dev.eventbind.processor.validation;

import dev.eventbind.processor.header.CScalar;
import dev.eventbind.processor.model.CType;

/**
 * Compares one Java type of a spec method with the C type its header declares at the same position: the class
 * (integer, floating, pointer, void) and, for integers and floating types, the width in bytes on the target's
 * data model. Signedness is not compared: Java has no unsigned types, and a same-width value passes unchanged.
 */
final class WidthCheck {

    /** The outcome for one position. */
    enum Outcome {
        /** The types agree. */
        FITS,
        /** The types agree on this target, but the C type is {@code long}, whose width is platform-bound. */
        FITS_ON_THIS_TARGET,
        /** The Java type passes something else than C expects. */
        DIFFERS
    }

    private WidthCheck() {
    }

    static Outcome compare(CScalar c, CType java) {
        boolean fits = switch (c.kind()) {
            case UNKNOWN, AGGREGATE, FUNCTION -> false;
            case VOID -> java == CType.VOID;
            case POINTER -> java == CType.POINTER;
            case INTEGER -> java.kind() == CType.Kind.INTEGER && bytes(java) == c.bytes();
            case FLOATING -> java.kind() == CType.Kind.FLOATING && bytes(java) == c.bytes();
        };
        if (!fits) {
            return Outcome.DIFFERS;
        }
        return c.platformLong() ? Outcome.FITS_ON_THIS_TARGET : Outcome.FITS;
    }

    /** The Java type as a message names it ("int, 4 bytes"). */
    static String describe(CType java) {
        return switch (java.kind()) {
            case INTEGER, FLOATING -> java.javaName() + ", " + bytes(java) + " bytes";
            case POINTER -> java.javaName() + ", a pointer";
            case NONE -> "void";
        };
    }

    /** The Java type that passes {@code c}, for the fix; empty when none does. */
    static String javaFor(CScalar c) {
        return switch (c.kind()) {
            case POINTER -> "MemorySegment";
            case VOID -> "void";
            case INTEGER -> switch (c.bytes()) {
                case 1 -> "byte";
                case 2 -> "short";
                case 4 -> "int";
                case 8 -> "long";
                default -> "";
            };
            case FLOATING -> c.bytes() == 4 ? "float" : c.bytes() == 8 ? "double" : "";
            case AGGREGATE, UNKNOWN, FUNCTION -> "";
        };
    }

    private static int bytes(CType java) {
        return switch (java) {
            case BYTE -> 1;
            case SHORT -> 2;
            case INT, FLOAT -> 4;
            case LONG, DOUBLE, POINTER -> 8;
            case VOID -> 0;
        };
    }
}
