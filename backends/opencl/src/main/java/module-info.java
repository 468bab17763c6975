/**
 * The eventbind OpenCL backend (libOpenCL, the ICD loader, and the machine's OpenCL drivers).
 *
 * <p>Needs native access, as {@code dev.eventbind.runtime} does: its generated code links its library.
 */
module dev.eventbind.backend.opencl {
    requires transitive dev.eventbind.runtime;
    // JSpecify's @NullMarked and @Nullable, for the build's NullAway: compile time only.
    requires static org.jspecify;
    // The generated sources carry javax.annotation.processing.Generated (source retention only): static, so
    // nothing at run time; transitive, because javac asks that an annotation on a public type be readable by
    // its users (lint "exports").
    requires static transitive java.compiler;

    exports dev.eventbind.backend.opencl;

    provides dev.eventbind.discovery.BackendProvider with dev.eventbind.backend.opencl.OpenClEventsProvider;
}
