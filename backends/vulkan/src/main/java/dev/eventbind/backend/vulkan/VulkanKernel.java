package dev.eventbind.backend.vulkan;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_LONG;

import dev.eventbind.api.DriverException;
import dev.eventbind.binding.StatusConvention;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;

/**
 * The compute kernel of {@link VulkanWork}, bound to its buffer: a pipeline whose shader ({@code lcg.spv}, SPIR-V
 * 1.0: {@code glslangValidator -V} of the GLSL below, then {@code spirv-opt --strip-debug -O}) advances each
 * {@code uint} of a storage buffer {@code iterations} steps of a linear congruential generator, one invocation per
 * {@code uint}, {@value #LOCAL_SIZE} to a workgroup; one descriptor set holds the buffer.
 *
 * <pre>{@code
 * #version 450
 * layout(local_size_x = 64) in;
 * layout(std430, binding = 0) buffer Data { uint values[]; };
 * layout(push_constant) uniform Push { uint iterations; };
 * void main() {
 *     uint i = gl_GlobalInvocationID.x;
 *     uint v = values[i];
 *     for (uint k = 0u; k < iterations; k++) {
 *         v = v * 1664525u + 1013904223u;
 *     }
 *     values[i] = v;
 * }
 * }</pre>
 *
 * <p>The structs are laid out at {@code vulkan_core.h}'s offsets, the same on LP64 and LLP64.
 */
final class VulkanKernel {

    /** Invocations in a workgroup, the shader's {@code local_size_x}. */
    static final int LOCAL_SIZE = 64;
    /** The workgroups of one dispatch: the least {@code maxComputeWorkGroupCount[0]} the specification allows. */
    static final int MAX_GROUPS = 65_535;
    private static final StatusConvention STATUS = VulkanEvents.statusConvention();
    private static final int COMPUTE_STAGE = 0x20; // VK_SHADER_STAGE_COMPUTE_BIT
    private static final int BIND_COMPUTE = 1; // VK_PIPELINE_BIND_POINT_COMPUTE
    private static final int STORAGE_BUFFER = 7; // VK_DESCRIPTOR_TYPE_STORAGE_BUFFER

    private final Vulkan vk;
    private final MemorySegment device;
    // Each VK_NULL_HANDLE until made; destroying VK_NULL_HANDLE is no call's error in Vulkan.
    private MemorySegment setLayout = MemorySegment.NULL;
    private MemorySegment layout = MemorySegment.NULL;
    private MemorySegment pipeline = MemorySegment.NULL;
    private MemorySegment pool = MemorySegment.NULL;
    private MemorySegment set = MemorySegment.NULL;

    private VulkanKernel(Vulkan vk, MemorySegment device) {
        this.vk = vk;
        this.device = device;
    }

    /** The kernel on {@code buffer}, a storage buffer of {@code device}; what was made is destroyed on any failure. */
    static VulkanKernel create(Vulkan vk, MemorySegment device, MemorySegment buffer) throws DriverException {
        VulkanKernel kernel = new VulkanKernel(vk, device);
        try {
            kernel.build(buffer);
            return kernel;
        } catch (Throwable failed) { // an Error too: nothing made is left behind
            kernel.destroy();
            throw failed;
        }
    }

    private void build(MemorySegment buffer) throws DriverException {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment out = arena.allocate(ADDRESS);
            MemorySegment binding = arena.allocate(24, 8); // binding 0: one storage buffer, to the compute stage
            binding.set(JAVA_INT, 4, STORAGE_BUFFER);
            binding.set(JAVA_INT, 8, 1);
            binding.set(JAVA_INT, 12, COMPUTE_STAGE);
            STATUS.check("vkCreateDescriptorSetLayout", vk.vkCreateDescriptorSetLayout(device,
                    Struct.of(arena, 32, 32).i(20, 1).p(24, binding).segment(), MemorySegment.NULL, out));
            setLayout = out.get(ADDRESS, 0);
            MemorySegment setLayouts = arena.allocateFrom(ADDRESS, setLayout);
            MemorySegment push = arena.allocate(12, 4); // the iterations, a uint at offset 0
            push.set(JAVA_INT, 0, COMPUTE_STAGE);
            push.set(JAVA_INT, 8, Integer.BYTES);
            STATUS.check("vkCreatePipelineLayout", vk.vkCreatePipelineLayout(device, Struct.of(arena, 48, 30)
                    .i(20, 1).p(24, setLayouts).i(32, 1).p(40, push).segment(), MemorySegment.NULL, out));
            layout = out.get(ADDRESS, 0);
            pipeline = pipeline(arena, out);
            MemorySegment poolSize = arena.allocate(8, 4);
            poolSize.set(JAVA_INT, 0, STORAGE_BUFFER);
            poolSize.set(JAVA_INT, 4, 1);
            STATUS.check("vkCreateDescriptorPool", vk.vkCreateDescriptorPool(device, Struct.of(arena, 40, 33)
                    .i(20, 1).i(24, 1).p(32, poolSize).segment(), MemorySegment.NULL, out));
            pool = out.get(ADDRESS, 0);
            STATUS.check("vkAllocateDescriptorSets", vk.vkAllocateDescriptorSets(device, Struct.of(arena, 40, 34)
                    .p(16, pool).i(24, 1).p(32, setLayouts).segment(), out));
            set = out.get(ADDRESS, 0);
            MemorySegment whole = arena.allocate(24, 8); // VkDescriptorBufferInfo: the buffer, offset 0, WHOLE_SIZE
            whole.set(ADDRESS, 0, buffer);
            whole.set(JAVA_LONG, 16, -1L);
            vk.vkUpdateDescriptorSets(device, 1, Struct.of(arena, 64, 35).p(16, set).i(32, 1).i(36, STORAGE_BUFFER)
                    .p(48, whole).segment(), 0, MemorySegment.NULL);
        }
    }

    /** The compute pipeline, from a shader module made for it and destroyed once it is made. */
    private MemorySegment pipeline(Arena arena, MemorySegment out) throws DriverException {
        byte[] words = spirv();
        MemorySegment code = arena.allocate(words.length, 4).copyFrom(MemorySegment.ofArray(words));
        STATUS.check("vkCreateShaderModule", vk.vkCreateShaderModule(device, Struct.of(arena, 40, 16)
                .l(24, words.length).p(32, code).segment(), MemorySegment.NULL, out));
        MemorySegment shader = out.get(ADDRESS, 0);
        try {
            Struct info = Struct.of(arena, 96, 29).p(72, layout);
            new Struct(info.segment().asSlice(24, 48)).i(0, 18).i(20, COMPUTE_STAGE).p(24, shader)
                    .p(32, arena.allocateFrom("main")); // its VkPipelineShaderStageCreateInfo
            STATUS.check("vkCreateComputePipelines", vk.vkCreateComputePipelines(device, MemorySegment.NULL, 1,
                    info.segment(), MemorySegment.NULL, out));
            return out.get(ADDRESS, 0);
        } finally {
            vk.vkDestroyShaderModule(device, shader, MemorySegment.NULL);
        }
    }

    private static byte[] spirv() {
        try (InputStream in = VulkanKernel.class.getResourceAsStream("lcg.spv")) {
            if (in == null) {
                throw new IllegalStateException("lcg.spv is missing from the Vulkan backend's jar");
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Records a barrier behind every earlier write, then {@code groups} workgroups of {@code iterations} steps each.
     */
    void record(MemorySegment commands, int groups, int iterations) {
        try (Arena arena = Arena.ofConfined()) {
            vk.vkCmdPipelineBarrier2(commands, VulkanStream.ALL_WRITES_BEFORE);
            vk.vkCmdBindPipeline(commands, BIND_COMPUTE, pipeline);
            vk.vkCmdBindDescriptorSets(commands, BIND_COMPUTE, layout, 0, 1, arena.allocateFrom(ADDRESS, set), 0,
                    MemorySegment.NULL);
            vk.vkCmdPushConstants(commands, layout, COMPUTE_STAGE, 0, Integer.BYTES,
                    arena.allocateFrom(JAVA_INT, iterations));
            vk.vkCmdDispatch(commands, groups, 1, 1);
        }
    }

    /** Destroys what was made, the set with its pool; no dispatch of the kernel may be pending. */
    void destroy() {
        vk.vkDestroyDescriptorPool(device, pool, MemorySegment.NULL);
        vk.vkDestroyPipeline(device, pipeline, MemorySegment.NULL);
        vk.vkDestroyPipelineLayout(device, layout, MemorySegment.NULL);
        vk.vkDestroyDescriptorSetLayout(device, setLayout, MemorySegment.NULL);
    }
}
