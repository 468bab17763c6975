/**
 * The runtime's one lock of its own, {@link dev.eventbind.sync.SpinLock}, not exported: the lock of a profiler's
 * stream lane and of a returned event's holder. Beside it the runtime uses only monitors and compare-and-set state
 * (see the architecture page's "Synchronization").
 */
@NullMarked
package dev.eventbind.sync;

import org.jspecify.annotations.NullMarked;
