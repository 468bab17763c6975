package dev.eventbind.ffm;

import java.lang.foreign.MemorySegment;

/**
 * Reads NUL-terminated C strings returned by drivers ({@code cudaGetErrorName}, {@code dlerror}). Widening a
 * returned pointer is a restricted call, so it lives here with the other restricted calls.
 */
public final class CStrings {

    private CStrings() {
    }

    /**
     * The UTF-8 text at {@code cString} up to its NUL, or null for a NULL pointer.
     *
     * @param cString a pointer returned by native code (its size is usually zero)
     * @return the text, or null for NULL
     */
    public static String read(MemorySegment cString) {
        if (cString == null || cString.equals(MemorySegment.NULL)) {
            return null;
        }
        return cString.reinterpret(Long.MAX_VALUE).getString(0);
    }
}
