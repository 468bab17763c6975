/**
 * A profiler window with and without each adapter (OpenTelemetry spans, the JMH profiler's windows), on the no-op
 * library and the host backend. Not part of {@code run-benchmarks.sh}'s runs: run {@code AdapterBench} by name.
 */
@NullMarked
package dev.eventbind.bench.adapters;

import org.jspecify.annotations.NullMarked;
