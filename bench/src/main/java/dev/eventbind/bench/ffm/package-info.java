/**
 * A hand-written FFM binding of the no-op event library in jextract's style, and the handles its benchmarks
 * reuse.
 */
@NullMarked
package dev.eventbind.bench.ffm;

import org.jspecify.annotations.NullMarked;
