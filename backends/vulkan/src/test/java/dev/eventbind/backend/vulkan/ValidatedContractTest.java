package dev.eventbind.backend.vulkan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The contract suite once more with the Khronos validation layer (surefire execution {@code validation}, which
 * runs it in a JVM of its own with {@code -Deventbind.vulkan.validation=true}): the layer checks every call the
 * backend and its tests make, and a messenger collects what it reports. Zero errors is the pass.
 */
@Tag("validation")
class ValidatedContractTest extends VulkanContractTest {

    @BeforeAll
    static void theLayerIsOn() {
        assertTrue(VulkanValidation.enabled(), "runs in the surefire execution that sets "
                + VulkanValidation.PROPERTY);
    }

    @AfterAll
    void theLayerReportedNoError() {
        assertEquals(List.of(), VulkanValidation.errors(), "validation errors");
    }

    /**
     * The messenger hears the layer: a warning handed to {@code vkSubmitDebugUtilsMessageEXT}, the extension's own
     * way to send one, comes back through the upcall.
     */
    @Test
    @SuppressWarnings("restricted")
    void theMessengerReceivesWhatTheLayerSends() throws Throwable {
        VulkanDevice device = VulkanDevice.ofStream(stream().handle());
        String text = "eventbind messenger check " + System.nanoTime();
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment submit = device.vk.vkGetInstanceProcAddr(device.instance,
                    arena.allocateFrom("vkSubmitDebugUtilsMessageEXT"));
            assertTrue(submit.address() != 0, "the layer offers vkSubmitDebugUtilsMessageEXT");
            MethodHandle call = Linker.nativeLinker().downcallHandle(submit, FunctionDescriptor.ofVoid(
                    ValueLayout.ADDRESS, ValueLayout.JAVA_INT, ValueLayout.JAVA_INT, ValueLayout.ADDRESS));
            // VkDebugUtilsMessengerCallbackDataEXT with pMessage; WARNING severity, GENERAL type
            MemorySegment data = VulkanStructs.VkDebugUtilsMessengerCallbackDataEXT.allocate(arena)
                    .pMessage(arena.allocateFrom(text)).segment();
            call.invokeExact(device.instance, 0x100, 0x1, data);
        }
        assertTrue(VulkanValidation.warnings().contains(text), VulkanValidation.warnings().toString());
    }
}
