/**
 * JDK Flight Recorder events for device windows ({@code dev.eventbind.DeviceWindow}), emitted by the profiler
 * and by any code through {@link dev.eventbind.jfr.DeviceWindows}; nothing is loaded while no recording runs.
 */
@NullMarked
package dev.eventbind.jfr;

import org.jspecify.annotations.NullMarked;
