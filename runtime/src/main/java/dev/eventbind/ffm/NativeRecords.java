package dev.eventbind.ffm;

import java.lang.foreign.MemorySegment;
import java.util.Objects;

/**
 * The record a native pointer points to, as native code hands one over: a callback's data, a query's answer. Such
 * a pointer arrives as a segment of size zero, and widening it is a restricted call, so it lives here with the other
 * restricted calls, and its caller is checked as a restricted method's is ({@link NativeAccess}). A generated
 * {@code <Spec>Structs} record class reaches it through {@code ofPointer}.
 */
// The restricted calls eventbind makes live in this package alone; javac flags any other (lint "restricted").
@SuppressWarnings("restricted")
public final class NativeRecords {

    private NativeRecords() {
    }

    /**
     * The {@code bytes} bytes at {@code pointer}, which the caller vouches hold a record of that size.
     *
     * @param pointer a pointer native code handed over (its size is usually zero)
     * @param bytes the record's size
     * @return a segment of the record's bytes, in the global scope, as the pointer's
     * @throws IllegalArgumentException for a NULL pointer or a negative size, before anything is read
     * @throws NullPointerException for a null {@code pointer}
     */
    @Restricted
    public static MemorySegment at(MemorySegment pointer, long bytes) {
        NativeAccess.checkCaller("NativeRecords.at");
        if (Objects.requireNonNull(pointer, "pointer").equals(MemorySegment.NULL)) {
            throw new IllegalArgumentException("a NULL pointer where a record of " + bytes + " bytes was expected");
        }
        if (bytes < 0) {
            throw new IllegalArgumentException("a record of " + bytes + " bytes");
        }
        return pointer.reinterpret(bytes);
    }
}
