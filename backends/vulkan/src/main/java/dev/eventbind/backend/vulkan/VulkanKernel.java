package dev.eventbind.backend.vulkan;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_LONG;

import dev.eventbind.api.DriverException;
import dev.eventbind.backend.vulkan.VulkanStructs.VkComputePipelineCreateInfo;
import dev.eventbind.backend.vulkan.VulkanStructs.VkDescriptorBufferInfo;
import dev.eventbind.backend.vulkan.VulkanStructs.VkDescriptorPoolCreateInfo;
import dev.eventbind.backend.vulkan.VulkanStructs.VkDescriptorPoolSize;
import dev.eventbind.backend.vulkan.VulkanStructs.VkDescriptorSetAllocateInfo;
import dev.eventbind.backend.vulkan.VulkanStructs.VkDescriptorSetLayoutBinding;
import dev.eventbind.backend.vulkan.VulkanStructs.VkDescriptorSetLayoutCreateInfo;
import dev.eventbind.backend.vulkan.VulkanStructs.VkPipelineLayoutCreateInfo;
import dev.eventbind.backend.vulkan.VulkanStructs.VkPushConstantRange;
import dev.eventbind.backend.vulkan.VulkanStructs.VkShaderModuleCreateInfo;
import dev.eventbind.backend.vulkan.VulkanStructs.VkWriteDescriptorSet;
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
            VkDescriptorSetLayoutBinding binding = VkDescriptorSetLayoutBinding.allocate(arena) // binding 0
                    .descriptorType(STORAGE_BUFFER).descriptorCount(1).stageFlags(COMPUTE_STAGE);
            STATUS.check("vkCreateDescriptorSetLayout", vk.vkCreateDescriptorSetLayout(device,
                    VkDescriptorSetLayoutCreateInfo.allocate(arena).bindingCount(1).pBindings(binding.segment())
                            .segment(), MemorySegment.NULL, out));
            setLayout = out.get(ADDRESS, 0);
            MemorySegment setLayouts = arena.allocateFrom(ADDRESS, setLayout);
            VkPushConstantRange push = VkPushConstantRange.allocate(arena).stageFlags(COMPUTE_STAGE)
                    .size(Integer.BYTES); // the iterations, a uint at offset 0
            STATUS.check("vkCreatePipelineLayout", vk.vkCreatePipelineLayout(device, VkPipelineLayoutCreateInfo
                    .allocate(arena).setLayoutCount(1).pSetLayouts(setLayouts).pushConstantRangeCount(1)
                    .pPushConstantRanges(push.segment()).segment(), MemorySegment.NULL, out));
            layout = out.get(ADDRESS, 0);
            pipeline = pipeline(arena, out);
            VkDescriptorPoolSize poolSize = VkDescriptorPoolSize.allocate(arena).type(STORAGE_BUFFER)
                    .descriptorCount(1);
            STATUS.check("vkCreateDescriptorPool", vk.vkCreateDescriptorPool(device, VkDescriptorPoolCreateInfo
                    .allocate(arena).maxSets(1).poolSizeCount(1).pPoolSizes(poolSize.segment()).segment(),
                    MemorySegment.NULL, out));
            pool = out.get(ADDRESS, 0);
            STATUS.check("vkAllocateDescriptorSets", vk.vkAllocateDescriptorSets(device, VkDescriptorSetAllocateInfo
                    .allocate(arena).descriptorPool(pool).descriptorSetCount(1).pSetLayouts(setLayouts).segment(),
                    out));
            set = out.get(ADDRESS, 0);
            VkDescriptorBufferInfo whole = VkDescriptorBufferInfo.allocate(arena).buffer(buffer)
                    .range(-1L); // VK_WHOLE_SIZE
            vk.vkUpdateDescriptorSets(device, 1, VkWriteDescriptorSet.allocate(arena).dstSet(set).descriptorCount(1)
                    .descriptorType(STORAGE_BUFFER).pBufferInfo(whole.segment()).segment(), 0, MemorySegment.NULL);
        }
    }

    /** The compute pipeline, from a shader module made for it and destroyed once it is made. */
    private MemorySegment pipeline(Arena arena, MemorySegment out) throws DriverException {
        byte[] words = spirv();
        MemorySegment code = arena.allocate(words.length, 4).copyFrom(MemorySegment.ofArray(words));
        STATUS.check("vkCreateShaderModule", vk.vkCreateShaderModule(device, VkShaderModuleCreateInfo.allocate(arena)
                .codeSize(words.length).pCode(code).segment(), MemorySegment.NULL, out));
        MemorySegment shader = out.get(ADDRESS, 0);
        try {
            VkComputePipelineCreateInfo info = VkComputePipelineCreateInfo.allocate(arena).layout(layout)
                    .stageSType(18 /* VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO */).stageStage(COMPUTE_STAGE)
                    .stageModule(shader).stagePName(arena.allocateFrom("main"));
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
