package dev.eventbind.ffm;

import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import org.jspecify.annotations.Nullable;

/**
 * Reads NUL-terminated C strings returned by drivers ({@code cudaGetErrorName}, {@code dlerror}). Widening a
 * returned pointer is a restricted call, so it lives here with the other restricted calls, and its caller is
 * checked as a restricted method's is ({@link NativeAccess}): reading an arbitrary address must not be open to a
 * module without native access. Generated code reads a status text once per code, so the check is off the hot path.
 */
// The restricted calls eventbind makes live in this package alone; javac flags any other (lint "restricted").
@SuppressWarnings("restricted")
public final class CStrings {

    private CStrings() {
    }

    /**
     * The UTF-8 text at {@code cString} up to its NUL, or null for a NULL pointer.
     *
     * @param cString a pointer returned by native code (its size is usually zero)
     * @return the text, or null for NULL
     */
    @Restricted
    public static @Nullable String read(MemorySegment cString) {
        NativeAccess.checkCaller("CStrings.read");
        return readTrusted(cString);
    }

    /**
     * The C string a pointer field of a driver's struct points to: the pointer at {@code offset} in the struct at
     * {@code struct}, read as {@link #read} does (a callback's {@code const char *pMessage} member).
     *
     * @param struct a pointer to the struct, as native code handed it (its size is usually zero)
     * @param offset the field's offset in the struct, in bytes
     * @return the text, or null for a NULL struct or field
     */
    @Restricted
    public static @Nullable String readField(MemorySegment struct, long offset) {
        NativeAccess.checkCaller("CStrings.readField");
        if (struct == null || struct.equals(MemorySegment.NULL) || offset < 0) {
            return null;
        }
        return readTrusted(struct.reinterpret(offset + ValueLayout.ADDRESS.byteSize())
                .get(ValueLayout.ADDRESS, offset));
    }

    /** {@link #read} for this package's own calls. */
    static @Nullable String readTrusted(MemorySegment cString) {
        if (cString == null || cString.equals(MemorySegment.NULL)) {
            return null;
        }
        return cString.reinterpret(Long.MAX_VALUE).getString(0);
    }
}
