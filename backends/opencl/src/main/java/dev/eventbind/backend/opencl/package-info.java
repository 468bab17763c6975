/**
 * The OpenCL backend: {@link dev.eventbind.api.EventApi} over any OpenCL 2.0 or newer platform, PoCL on a CPU
 * included.
 *
 * <p>{@link dev.eventbind.backend.opencl.OpenCl} is its spec; the eventbind processor generates the backend
 * ({@code OpenClEvents}: a record enqueues a barrier and keeps the event it returns, a device wait is a barrier on
 * the event, elapsed time the difference of the two commands' {@code CL_PROFILING_COMMAND_END} counters), its
 * typed downcalls ({@code OpenClFunctions}) and its provider ({@code OpenClEventsProvider}). Written by hand: the
 * device choice ({@code Devices}), queues made elsewhere ({@link dev.eventbind.backend.opencl.OpenClQueues}) and
 * work to time ({@link dev.eventbind.backend.opencl.OpenClWork}).
 *
 * <p>Settings: the library with system property {@code eventbind.opencl.library} or environment variable
 * {@code EVENTBIND_OPENCL_LIBRARY} (default: {@code libOpenCL.so.1}, the ICD loader); the device by part of
 * its device or platform name with {@code eventbind.opencl.device} or {@code EVENTBIND_OPENCL_DEVICE}
 * (default: the first GPU, else the first CPU).
 */
@NullMarked
package dev.eventbind.backend.opencl;

import org.jspecify.annotations.NullMarked;
