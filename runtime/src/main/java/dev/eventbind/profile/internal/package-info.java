/**
 * The profiler's workings, not exported: what {@link dev.eventbind.profile.EventProfiler} and its public types
 * are built on.
 *
 * <p>A window's path: {@code start} finds its stream's {@link dev.eventbind.profile.internal.Lane} in the
 * {@link dev.eventbind.profile.internal.StreamLanes} table, takes the current
 * {@link dev.eventbind.profile.internal.Anchor} from the {@link dev.eventbind.profile.internal.AnchorSource}, and
 * the lane opens a spare (or new) {@link dev.eventbind.profile.internal.Window}: it records the start event, files
 * the window in its {@link dev.eventbind.profile.internal.TokenTable}, numbers it in its
 * {@link dev.eventbind.profile.internal.DeviceOrder} and holds its anchor in its
 * {@link dev.eventbind.profile.internal.AnchorHolds}. {@code stop} records the end and hands the window to a
 * duration or a batch. The read-back waits for the end, reads the device times outside any lock
 * ({@link dev.eventbind.profile.internal.DeviceSpan}), and the lane settles the window under its lock (device
 * order, causality, listeners, reuse through its {@link dev.eventbind.profile.internal.Recycler}) and returns it
 * as a {@link dev.eventbind.profile.internal.Settled} value; the reader copies it and gives the window back. A
 * window ended unmeasured is dropped by its lane. Each step is a transition of the window's
 * {@link dev.eventbind.profile.internal.WindowState}. A lane's state is one object, the lane, whose fields are
 * {@code @GuardedBy} its one lock, checked at compile time.
 */
@NullMarked
package dev.eventbind.profile.internal;

import org.jspecify.annotations.NullMarked;
