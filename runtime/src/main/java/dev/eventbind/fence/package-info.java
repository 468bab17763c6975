/**
 * {@link dev.eventbind.fence.EventFence}: a point in a stream that the host can wait for, or another stream
 * can wait for on the device, written once above the {@link dev.eventbind.api.EventApi} seam for every backend.
 */
@NullMarked
package dev.eventbind.fence;

import org.jspecify.annotations.NullMarked;
