/**
 * Finding backends: every {@link dev.eventbind.discovery.BackendProvider} on the class path or module path
 * (through {@link java.util.ServiceLoader}), probed and ranked, so an application asks for the best ready one
 * or one by name and learns why each other one cannot be used.
 */
@NullMarked
package dev.eventbind.discovery;

import org.jspecify.annotations.NullMarked;
