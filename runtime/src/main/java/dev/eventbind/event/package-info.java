/**
 * Owned driver events: an {@link dev.eventbind.event.OwnedEvent} releases its event exactly once (closed, or
 * found unreachable and reported as a leak), and an {@link dev.eventbind.event.EventPool} reuses them.
 */
@NullMarked
package dev.eventbind.event;

import org.jspecify.annotations.NullMarked;
