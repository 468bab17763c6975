/**
 * The eventbind annotation processor: for each {@code @EventBackend} or {@code @NativeFunctions} spec it
 * validates, builds the model and writes the generated backend, one stage per subpackage. Not an API: javac
 * runs it from {@code annotationProcessorPaths}.
 */
@NullMarked
package dev.eventbind.processor;

import org.jspecify.annotations.NullMarked;
