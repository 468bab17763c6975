package dev.eventbind.bench.jna;

import com.sun.jna.Native;
import com.sun.jna.NativeLibrary;
import com.sun.jna.Pointer;
import dev.eventbind.bench.NativeLibs;

/**
 * The no-op event library through JNA direct mapping: {@code static native} methods registered with
 * {@link Native#register}, JNA's faster route that skips the interface proxy.
 */
public final class NoopJnaDirect {

    static {
        Native.register(NativeLibrary.getInstance(NativeLibs.noopEvents().toString()));
    }

    private NoopJnaDirect() {
    }

    /** {@code int noopEventCreateWithFlags(noopEvent_t *event, unsigned int flags)}. */
    public static native int noopEventCreateWithFlags(Pointer event, int flags);

    /** {@code int noopEventDestroy(noopEvent_t event)}. */
    public static native int noopEventDestroy(Pointer event);

    /** {@code int noopEventRecord(noopEvent_t event, noopStream_t stream)}. */
    public static native int noopEventRecord(Pointer event, Pointer stream);

    /** {@code int noopEventSynchronize(noopEvent_t event)}. */
    public static native int noopEventSynchronize(Pointer event);

    /** {@code int noopEventElapsedTime(float *ms, noopEvent_t start, noopEvent_t end)}. */
    public static native int noopEventElapsedTime(Pointer ms, Pointer start, Pointer end);

    /** {@code int noopStreamWaitEvent(noopStream_t stream, noopEvent_t event, unsigned int flags)}. */
    public static native int noopStreamWaitEvent(Pointer stream, Pointer event, int flags);

    /** {@code int noopStreamSynchronize(noopStream_t stream)}. */
    public static native int noopStreamSynchronize(Pointer stream);

    /** {@code int noopStreamCreateWithFlags(noopStream_t *stream, unsigned int flags)}. */
    public static native int noopStreamCreateWithFlags(Pointer stream, int flags);
}
