/**
 * The no-op event library as backend specs (with and without critical), and the handles their benchmarks use.
 */
@NullMarked
package dev.eventbind.bench.spec;

import org.jspecify.annotations.NullMarked;
