/**
 * Device-timed profiling windows: {@link dev.eventbind.profile.EventProfiler} opens nestable windows on a
 * stream without stalling the host and resolves each to a {@link dev.eventbind.profile.ProfileDuration} (or many
 * at once through a {@link dev.eventbind.profile.WindowBatch}), placed on the {@code System.nanoTime} clock
 * through an anchor event; a {@link dev.eventbind.profile.WindowListener} is told of every window. The workings
 * are in {@code dev.eventbind.profile.internal}, which the module does not export.
 */
@NullMarked
package dev.eventbind.profile;

import org.jspecify.annotations.NullMarked;
