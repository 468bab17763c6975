/** A Vulkan program that lends its queue to eventbind: it reads LWJGL's Vulkan bindings and eventbind's backend. */
module example.vulkan {
    requires dev.eventbind.backend.vulkan;
    requires org.lwjgl;
    requires org.lwjgl.vulkan;
}
