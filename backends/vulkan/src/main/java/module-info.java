/**
 * The eventbind Vulkan backend (libvulkan, the Vulkan loader, and the machine's Vulkan drivers).
 *
 * <p>Needs native access, as {@code dev.eventbind.runtime} does: its generated code links its library.
 */
module dev.eventbind.backend.vulkan {
    requires transitive dev.eventbind.runtime;
    // JSpecify's @NullMarked and @Nullable, for the build's NullAway: compile time only.
    requires static org.jspecify;
    // The generated sources carry javax.annotation.processing.Generated (source retention only).
    requires static transitive java.compiler;

    exports dev.eventbind.backend.vulkan;

    provides dev.eventbind.discovery.BackendProvider with dev.eventbind.backend.vulkan.VulkanEventsProvider;
}
