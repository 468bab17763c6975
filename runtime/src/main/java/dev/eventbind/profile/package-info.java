/**
 * Device-timed profiling windows: {@link dev.eventbind.profile.EventProfiler} opens nestable windows on a
 * stream without stalling the host and resolves each to a {@link dev.eventbind.profile.ProfileDuration}, placed
 * on the {@code System.nanoTime} clock through an anchor event.
 */
package dev.eventbind.profile;
