/**
 * Writers of the generated sources (with JavaPoet): the backend class over FFM, its
 * {@code BackendProvider}, the typed downcall classes and the service registration.
 */
@NullMarked
package dev.eventbind.processor.writing;

import org.jspecify.annotations.NullMarked;
