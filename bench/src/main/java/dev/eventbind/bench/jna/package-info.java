/**
 * The no-op event library through JNA, by direct mapping and by interface mapping.
 */
@NullMarked
package dev.eventbind.bench.jna;

import org.jspecify.annotations.NullMarked;
