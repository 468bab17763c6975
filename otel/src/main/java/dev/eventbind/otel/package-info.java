/**
 * OpenTelemetry spans for device windows: {@link dev.eventbind.otel.WindowSpans}, a listener to hand an
 * {@link dev.eventbind.profile.EventProfiler}, and the attribute names its spans carry
 * ({@link dev.eventbind.otel.WindowAttributes}).
 */
@NullMarked
package dev.eventbind.otel;

import org.jspecify.annotations.NullMarked;
