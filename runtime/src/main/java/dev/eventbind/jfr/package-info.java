/**
 * JDK Flight Recorder events for device windows ({@code dev.eventbind.DeviceWindow}), emitted by the profiler
 * and by any code through {@link dev.eventbind.jfr.DeviceWindows}; nothing is loaded while no recording runs.
 */
package dev.eventbind.jfr;
