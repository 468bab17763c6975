/**
 * The annotations a backend spec is written with: {@link dev.eventbind.spec.EventBackend} on an interface whose
 * methods carry {@link dev.eventbind.spec.Bind} (an {@link dev.eventbind.spec.Op} of the seam) or
 * {@link dev.eventbind.spec.Downcall} (a plain typed downcall). The eventbind processor reads them at compile
 * time and generates the backend.
 */
@NullMarked
package dev.eventbind.spec;

import org.jspecify.annotations.NullMarked;
