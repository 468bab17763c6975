/**
 * The OpenCL backend: {@link dev.eventbind.api.EventApi} over any OpenCL 2.0 or newer platform, PoCL on a CPU
 * included.
 *
 * <p>{@link dev.eventbind.backend.opencl.OpenCl} names the C functions; the eventbind processor generates their typed
 * downcalls ({@code OpenClFunctions}). {@link dev.eventbind.backend.opencl.OpenClEvents} spells the event calls on them:
 * a record enqueues a marker, a device wait a barrier on the event, and elapsed time is the difference of the
 * two markers' {@code CL_PROFILING_COMMAND_END} counters. {@link dev.eventbind.backend.opencl.OpenClProvider} makes it
 * discoverable.
 *
 * <p>Settings: the library with system property {@code eventbind.opencl.library} or environment variable
 * {@code EVENTBIND_OPENCL_LIBRARY} (default: {@code libOpenCL.so.1}, the ICD loader); the device by part of
 * its device or platform name with {@code eventbind.opencl.device} or {@code EVENTBIND_OPENCL_DEVICE}
 * (default: the first GPU, else the first CPU).
 */
@NullMarked
package dev.eventbind.backend.opencl;

import org.jspecify.annotations.NullMarked;
