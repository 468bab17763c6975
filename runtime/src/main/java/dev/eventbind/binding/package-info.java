/**
 * Runtime code the generated backends call instead of generating it into every one, and the API a hand-written
 * op or backend may use on top of a spec's generated downcalls. Exported for generated code in any module;
 * applications do not call it.
 *
 * <ul>
 *   <li>{@link dev.eventbind.binding.DeviceHandle}: a driver handle that refuses use after destroy, and whether
 *       eventbind owns it;</li>
 *   <li>{@link dev.eventbind.binding.StatusConvention} and {@link dev.eventbind.binding.DeviceHealth}: a status
 *       to a {@link dev.eventbind.api.DriverException} in the vendor's words, and the first status that poisoned
 *       the device;</li>
 *   <li>{@link dev.eventbind.binding.BackendProbes}: the probe every backend runs;</li>
 *   <li>{@link dev.eventbind.binding.EventSlots} and {@link dev.eventbind.binding.ReusableEvent}: native events
 *       from pools, reset before they are signalled again, replaced while a stream wait may still reference
 *       their signal;</li>
 *   <li>{@link dev.eventbind.binding.ReturnedEvent}: the holder of the native event a record returns
 *       ({@code clEnqueueMarkerWithWaitList}), replaced on each record, the old one released once no read or
 *       wait uses it;</li>
 *   <li>{@link dev.eventbind.binding.DeviceTicks}: wrap-safe spans between two readings of a device timer with a
 *       frequency;</li>
 *   <li>{@link dev.eventbind.binding.TimedWait}: a host wait through a C call with its own timeout, in slices of
 *       at most 1 ms on a virtual thread;</li>
 *   <li>{@link dev.eventbind.binding.SubmitQueue}: the streams of a submit-based API on one device queue
 *       (Vulkan's): command buffers reused once their value was reached, a timeline per stream, ordered submits
 *       with waits on one submit thread, host waits that never pin a virtual thread's carrier, the destroy order
 *       and each event's latest signal, over the few native steps the backend supplies;</li>
 *   <li>{@link dev.eventbind.binding.ThreadContext}: a driver context made current on each calling thread once,
 *       before its first call;</li>
 *   <li>{@link dev.eventbind.binding.DeviceUse}: the calls passing a closeable backend's device in flight, which
 *       its {@code close()} waits out before it releases the device.</li>
 * </ul>
 */
@NullMarked
package dev.eventbind.binding;

import org.jspecify.annotations.NullMarked;
