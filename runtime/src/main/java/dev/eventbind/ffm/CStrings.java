package dev.eventbind.ffm;

import java.lang.foreign.MemorySegment;
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

    /** {@link #read} for this package's own calls. */
    static @Nullable String readTrusted(MemorySegment cString) {
        if (cString == null || cString.equals(MemorySegment.NULL)) {
            return null;
        }
        return cString.reinterpret(Long.MAX_VALUE).getString(0);
    }
}
