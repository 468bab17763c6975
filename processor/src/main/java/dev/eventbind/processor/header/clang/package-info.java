/**
 * The C front end's own process: libclang through FFM, a walk of the translation unit, and the lines it writes
 * back. Nothing else in the processor loads or calls it.
 */
@NullMarked
package dev.eventbind.processor.header.clang;

import org.jspecify.annotations.NullMarked;
