/**
 * The eventbind OpenCL backend (libOpenCL, the ICD loader, and the machine's OpenCL drivers).
 *
 * <p>Needs no native access of its own: it links through {@code dev.eventbind.runtime}.
 */
module dev.eventbind.backend.opencl {
    requires transitive dev.eventbind.runtime;
    // The generated sources carry javax.annotation.processing.Generated (source retention only).
    requires static java.compiler;

    exports dev.eventbind.backend.opencl;

    provides dev.eventbind.discovery.BackendProvider with dev.eventbind.backend.opencl.OpenClProvider;
}
