/**
 * A fence and a profiler window next to the raw event calls they consist of, on the host backend and on the
 * generated no-op backend.
 */
@NullMarked
package dev.eventbind.bench.composite;

import org.jspecify.annotations.NullMarked;
