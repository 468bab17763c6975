package dev.eventbind.bench.jni;

import dev.eventbind.bench.NativeLibs;

/**
 * A hand-written JNI binding of the no-op event library ({@code noop_jni.c}): handles are {@code long}
 * addresses, the C side checks each status and throws {@link NoopJniException}.
 */
// The JNI route the benchmarks compare eventbind with loads its library itself (lint "restricted").
@SuppressWarnings("restricted")
public final class NoopJni {

    static {
        System.load(NativeLibs.noopJni().toString());
    }

    private NoopJni() {
    }

    /** Creates an event with the given flags; returns its handle. */
    public static native long eventCreate(int flags);

    /** Destroys an event. */
    public static native void eventDestroy(long event);

    /** Records an event on a stream. */
    public static native void eventRecord(long event, long stream);

    /** Waits on the host for an event. */
    public static native void eventWait(long event);

    /** Elapsed milliseconds from start to end. */
    public static native float eventElapsedMillis(long start, long end);

    /** Makes a stream wait for an event. */
    public static native void streamWaitEvent(long stream, long event);

    /** Waits on the host for a stream. */
    public static native void streamSynchronize(long stream);

    /** Creates a stream with the given flags; returns its handle. */
    public static native long streamCreate(int flags);
}
