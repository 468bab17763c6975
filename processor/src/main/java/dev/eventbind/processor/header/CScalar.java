package dev.eventbind.processor.header;

import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * A C type as the front end resolved it on the target: what a downcall passes, and what a check by role needs
 * to know about it (the typedef it was written with, what a pointer points to).
 *
 * @param kind its class
 * @param bytes its size in bytes on the target (8 for a pointer on a 64-bit target); 0 for void and functions
 * @param signed whether an integer is signed
 * @param platformLong whether it is C {@code long} written directly or through typedefs of the header's own (not
 *     a fixed-width one such as {@code int64_t} or {@code size_t}), whose width differs between LP64 and LLP64
 * @param spelling the type as declared ({@code cudaEvent_t}, {@code float *})
 * @param canonical the type with every typedef resolved ({@code struct CUevent_st *})
 * @param typedef the typedef it is written with, empty when none ({@code cudaEvent_t})
 * @param target what a pointer points to; null otherwise
 */
public record CScalar(CKind kind, int bytes, boolean signed, boolean platformLong, String spelling,
        String canonical, String typedef, @Nullable CScalar target) {

    /** What a pointer points to; empty for anything else. */
    public Optional<CScalar> pointee() {
        return Optional.ofNullable(target);
    }

    /** How a message describes it ("an integer of 4 bytes", "a pointer"). */
    public String describe() {
        return switch (kind) {
            case INTEGER -> "an integer of " + bytes + " bytes" + (platformLong ? " (a C long)" : "");
            case FLOATING -> bytes == 4 ? "a float" : bytes == 8 ? "a double" : "a floating type of " + bytes
                    + " bytes";
            case POINTER -> "a pointer";
            case VOID -> "void";
            case FUNCTION -> "a function";
            case AGGREGATE -> "a struct, union, vector or complex value passed by value";
            case UNKNOWN -> "a type the front end cannot pass (" + canonical + ")";
        };
    }
}
