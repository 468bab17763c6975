/**
 * Writes BENCHMARKS.md from JMH's results and the C floor driver's output.
 */
@NullMarked
package dev.eventbind.bench.report;

import org.jspecify.annotations.NullMarked;
