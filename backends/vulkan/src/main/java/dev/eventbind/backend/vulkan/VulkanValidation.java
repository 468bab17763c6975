package dev.eventbind.backend.vulkan;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_INT;

import dev.eventbind.api.BackendUnavailableException;
import dev.eventbind.api.DriverException;
import dev.eventbind.backend.vulkan.VulkanStructs.VkDebugUtilsMessengerCallbackDataEXT;
import dev.eventbind.backend.vulkan.VulkanStructs.VkDebugUtilsMessengerCreateInfoEXT;
import dev.eventbind.backend.vulkan.VulkanStructs.VkInstanceCreateInfo;
import dev.eventbind.binding.StatusConvention;
import dev.eventbind.ffm.CStrings;
import dev.eventbind.ffm.ProcAddresses;
import dev.eventbind.ffm.Upcalls;
import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.MemorySegment;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * The Khronos validation layer on the backend's own instance, with system property {@value #PROPERTY}{@code =true}:
 * the instance enables {@code VK_LAYER_KHRONOS_validation} and {@code VK_EXT_debug_utils}, and a messenger logs
 * each warning and error the layer reports (at WARNING and ERROR) and keeps the errors. The messenger is an upcall
 * that never throws: a failure inside it is dropped, since an exception cannot cross back into the driver.
 */
// The messenger is linked and called back by hand: the backend module has native access, as the runtime does.
@SuppressWarnings("restricted")
final class VulkanValidation {

    static final String PROPERTY = "eventbind.vulkan.validation";
    private static final System.Logger LOG = System.getLogger("dev.eventbind.backend.vulkan");
    private static final int SEVERITY_WARNING = 0x100;
    private static final int SEVERITY_ERROR = 0x1000;
    private static final List<String> ERRORS = new CopyOnWriteArrayList<>();
    private static final List<String> WARNINGS = new CopyOnWriteArrayList<>();

    private VulkanValidation() {
    }

    static boolean enabled() {
        return Boolean.getBoolean(PROPERTY);
    }

    /** The errors the layer reported so far, in order. */
    static List<String> errors() {
        return List.copyOf(ERRORS);
    }

    /** The warnings the layer reported so far, in order. */
    static List<String> warnings() {
        return List.copyOf(WARNINGS);
    }

    /**
     * Fills the instance's create info with the layer and a messenger for the create itself; returns the extension
     * the instance must also enable for the messenger.
     */
    static String enable(Arena arena, VkInstanceCreateInfo instanceInfo) {
        instanceInfo.pNext(messengerInfo(arena).segment()).enabledLayerCount(1)
                .ppEnabledLayerNames(arena.allocateFrom(ADDRESS, arena.allocateFrom("VK_LAYER_KHRONOS_validation")));
        return "VK_EXT_debug_utils";
    }

    /**
     * Installs the messenger on {@code instance} for everything after its create; it lives as long as the instance,
     * which the process keeps unless its open fails ({@link #remove}).
     *
     * @return the {@code VkDebugUtilsMessengerEXT}
     */
    static MemorySegment install(Vulkan vk, StatusConvention status, MemorySegment instance) throws DriverException {
        MethodHandle call;
        try {
            call = resolve(vk, instance, "vkCreateDebugUtilsMessengerEXT",
                    FunctionDescriptor.of(JAVA_INT, ADDRESS, ADDRESS, ADDRESS, ADDRESS));
        } catch (BackendUnavailableException unresolved) {
            throw status.failure("vkGetInstanceProcAddr(vkCreateDebugUtilsMessengerEXT)", -7);
        }
        MemorySegment messenger = Arena.global().allocate(ADDRESS);
        try {
            status.check("vkCreateDebugUtilsMessengerEXT", (int) call.invokeExact(instance,
                    messengerInfo(Arena.global()).segment(), MemorySegment.NULL, messenger));
            return messenger.get(ADDRESS, 0);
        } catch (Error | RuntimeException | DriverException e) {
            throw e;
        } catch (Throwable impossible) {
            throw new AssertionError("should not reach here", impossible);
        }
    }

    /** Destroys a messenger {@link #install} made, before its instance is destroyed. */
    static void remove(Vulkan vk, MemorySegment instance, MemorySegment messenger) {
        try {
            MethodHandle destroy = resolve(vk, instance, "vkDestroyDebugUtilsMessengerEXT",
                    FunctionDescriptor.ofVoid(ADDRESS, ADDRESS, ADDRESS));
            destroy.invokeExact(instance, messenger, MemorySegment.NULL);
        } catch (BackendUnavailableException unresolved) {
            LOG.log(System.Logger.Level.WARNING, "the validation messenger of a failed open is left: " + unresolved);
        } catch (Error | RuntimeException e) {
            throw e;
        } catch (Throwable impossible) {
            throw new AssertionError("should not reach here", impossible);
        }
    }

    private static MethodHandle resolve(Vulkan vk, MemorySegment instance, String name, FunctionDescriptor type)
            throws BackendUnavailableException {
        return new ProcAddresses("Vulkan", "vkGetInstanceProcAddr(instance, %s)",
                function -> vk.vkGetInstanceProcAddr(instance, function)).downcall(name, type, false);
    }

    private static VkDebugUtilsMessengerCreateInfoEXT messengerInfo(Arena arena) {
        return VkDebugUtilsMessengerCreateInfoEXT.allocate(arena).messageSeverity(SEVERITY_WARNING | SEVERITY_ERROR)
                .messageType(0x1 | 0x2 | 0x4).pfnUserCallback(Callback.STUB);
    }

    /** The upcall, made once. */
    private static final class Callback {
        static final MemorySegment STUB;

        static {
            try {
                MethodHandle message = MethodHandles.lookup().findStatic(Callback.class, "message",
                        MethodType.methodType(int.class, int.class, int.class, MemorySegment.class,
                                MemorySegment.class));
                STUB = Upcalls.stub(message, FunctionDescriptor.of(JAVA_INT, JAVA_INT, JAVA_INT, ADDRESS, ADDRESS),
                        Arena.global());
            } catch (ReflectiveOperationException e) {
                throw new ExceptionInInitializerError(e);
            }
        }

        /** {@code VkBool32 callback(severity, types, const VkDebugUtilsMessengerCallbackDataEXT *data, void *user)} */
        @SuppressWarnings("unused") // called from C
        static int message(int severity, int types, MemorySegment data, MemorySegment user) {
            try {
                String text = data.equals(MemorySegment.NULL) ? "(no message)" : String.valueOf(CStrings.read(
                        VkDebugUtilsMessengerCallbackDataEXT.ofPointer(data).pMessage()));
                boolean error = (severity & SEVERITY_ERROR) != 0;
                (error ? ERRORS : WARNINGS).add(text);
                LOG.log(error ? System.Logger.Level.ERROR : System.Logger.Level.WARNING, "Vulkan validation: {0}",
                        text);
            } catch (Throwable dropped) {
                // Nothing may cross back into the driver; the message is lost.
            }
            return 0; // VK_FALSE: the call that reported it goes on
        }
    }
}
