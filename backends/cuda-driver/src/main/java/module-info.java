/**
 * The eventbind CUDA driver API backend (libcuda from the machine's NVIDIA driver).
 *
 * <p>Needs no native access of its own: it links through {@code dev.eventbind.runtime}.
 */
module dev.eventbind.backend.cuda.driver {
    requires transitive dev.eventbind.runtime;
    // The generated sources carry javax.annotation.processing.Generated (source retention only).
    requires static java.compiler;

    exports dev.eventbind.backend.cuda.driver;

    provides dev.eventbind.discovery.BackendProvider with dev.eventbind.backend.cuda.driver.CudaDriverProvider;
}
