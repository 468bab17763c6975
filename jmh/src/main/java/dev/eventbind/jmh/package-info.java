/**
 * Device time in JMH: a benchmark opens its profiling windows through {@link dev.eventbind.jmh.BenchWindows}, and
 * {@code -prof dev.eventbind.jmh.DeviceTimeProfiler} reports, for each iteration, the device time those windows
 * measured beside JMH's own host time.
 */
@NullMarked
package dev.eventbind.jmh;

import org.jspecify.annotations.NullMarked;
