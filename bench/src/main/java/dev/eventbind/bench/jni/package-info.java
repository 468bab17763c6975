/**
 * A hand-written JNI binding of the no-op event library.
 */
@NullMarked
package dev.eventbind.bench.jni;

import org.jspecify.annotations.NullMarked;
