/**
 * Native linking for generated and hand-written backends: finding a library (resources in a jar, home
 * folders, the system search path, an override), binding its symbols as downcall handles, and the small
 * helpers generated code calls per call (a per-thread scratch segment, C strings, status texts).
 *
 * <p>Every restricted FFM call of eventbind is made here, so an application grants native access to the one
 * module {@code dev.eventbind.runtime}. This package is exported because the generated code of any backend,
 * eventbind's or a third party's, links through it; applications do not call it.
 */
@NullMarked
package dev.eventbind.ffm;

import org.jspecify.annotations.NullMarked;
