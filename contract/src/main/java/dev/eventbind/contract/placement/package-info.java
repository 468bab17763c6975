/**
 * Where the profiler places windows on a real backend: {@link dev.eventbind.contract.placement.PlacementRun}
 * profiles nested windows on two streams and reports overlaps, escapes from a parent and, where the backend can
 * tell, the error against the device's own timestamps; {@link dev.eventbind.contract.placement.BracketFloor}
 * measures what bounds a bracketed anchor on the backend, the floor under those errors and bounds;
 * {@link dev.eventbind.contract.placement.Burners} keeps every core busy meanwhile.
 */
@NullMarked
package dev.eventbind.contract.placement;

import org.jspecify.annotations.NullMarked;
