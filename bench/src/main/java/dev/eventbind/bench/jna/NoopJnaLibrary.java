package dev.eventbind.bench.jna;

import com.sun.jna.Library;
import com.sun.jna.Native;
import com.sun.jna.Pointer;
import dev.eventbind.bench.NativeLibs;

/**
 * The no-op event library through JNA interface mapping, the way most JNA users bind a C API: a
 * {@link Library} interface whose proxy converts arguments on every call.
 */
public interface NoopJnaLibrary extends Library {

    /** The loaded binding. */
    NoopJnaLibrary INSTANCE = Native.load(NativeLibs.noopEvents().toString(), NoopJnaLibrary.class);

    /** {@code int noopEventCreateWithFlags(noopEvent_t *event, unsigned int flags)}. */
    int noopEventCreateWithFlags(Pointer event, int flags);

    /** {@code int noopEventDestroy(noopEvent_t event)}. */
    int noopEventDestroy(Pointer event);

    /** {@code int noopEventRecord(noopEvent_t event, noopStream_t stream)}. */
    int noopEventRecord(Pointer event, Pointer stream);

    /** {@code int noopEventSynchronize(noopEvent_t event)}. */
    int noopEventSynchronize(Pointer event);

    /** {@code int noopEventElapsedTime(float *ms, noopEvent_t start, noopEvent_t end)}. */
    int noopEventElapsedTime(Pointer ms, Pointer start, Pointer end);

    /** {@code int noopStreamWaitEvent(noopStream_t stream, noopEvent_t event, unsigned int flags)}. */
    int noopStreamWaitEvent(Pointer stream, Pointer event, int flags);

    /** {@code int noopStreamSynchronize(noopStream_t stream)}. */
    int noopStreamSynchronize(Pointer stream);

    /** {@code int noopStreamCreateWithFlags(noopStream_t *stream, unsigned int flags)}. */
    int noopStreamCreateWithFlags(Pointer stream, int flags);
}
