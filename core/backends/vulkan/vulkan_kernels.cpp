#include "core/backends/vulkan/vulkan_kernels.h"

#include "core/backends/vulkan/vulkan_spirv.h"

#include <algorithm>
#include <span>

namespace syncstress::backends::vk {
namespace {

constexpr uint32_t k_local_size = 64;     // local_size_x of elementwise.comp
constexpr uint32_t k_sets_per_pool = 64;  // descriptor pools grow by this many sets
constexpr uint32_t k_push_bytes = 4 * sizeof(uint32_t);
constexpr uint32_t k_opaque_push_bytes = 2 * sizeof(uint32_t);  // opaque.comp's Chunk: first, count
// Loop iterations of delay.comp per dispatch: under the 65535 that llvmpipe allows a shader in all.
constexpr uint64_t k_delay_iterations = 60000;

struct Push {
    uint32_t x0, x1, x2, x3;  // elementwise: offset, count, p0, p1 · delay: iterations, seed, slot, unused
};

Result<VkPipeline> create_pipeline(const Context& c, VkPipelineLayout layout, std::span<const uint32_t> code, const char* name) {
    VkShaderModuleCreateInfo module_info{VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO};
    module_info.codeSize = code.size_bytes();
    module_info.pCode = code.data();
    VkShaderModule module = VK_NULL_HANDLE;
    VkResult r = c.api.vkCreateShaderModule(c.device, &module_info, nullptr, &module);
    if (r != VK_SUCCESS) return vk_error("vkCreateShaderModule", r, std::string("kernel ") + name);
    VkComputePipelineCreateInfo info{VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO};
    info.stage = {VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO};
    info.stage.stage = VK_SHADER_STAGE_COMPUTE_BIT;
    info.stage.module = module;
    info.stage.pName = "main";
    info.layout = layout;
    VkPipeline pipeline = VK_NULL_HANDLE;
    r = c.api.vkCreateComputePipelines(c.device, VK_NULL_HANDLE, 1, &info, nullptr, &pipeline);
    c.api.vkDestroyShaderModule(c.device, module, nullptr);
    if (r != VK_SUCCESS) return vk_error("vkCreateComputePipelines", r, std::string("kernel ") + name);
    return pipeline;
}

// One module per kernel of the table (CMake builds them from elementwise.comp, KERNEL_<NAME> defined).
std::span<const uint32_t> kernel_code(Kernel kernel) {
    switch (kernel) {
#define SYNCSTRESS_KERNEL_SOURCE(name, ...)                                                                                                \
    case Kernel::name: return spirv::k_##name;
        SYNCSTRESS_KERNELS(SYNCSTRESS_KERNEL_SOURCE)
#undef SYNCSTRESS_KERNEL_SOURCE
    }
    return {};
}

Result<VkDescriptorSetLayout> storage_set_layout(const Context& c, uint32_t count) {
    std::array<VkDescriptorSetLayoutBinding, k_opaque_bindings> bindings{};
    for (uint32_t b = 0; b < count; ++b) {
        bindings[b].binding = b;
        bindings[b].descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
        bindings[b].descriptorCount = 1;
        bindings[b].stageFlags = VK_SHADER_STAGE_COMPUTE_BIT;
    }
    VkDescriptorSetLayoutCreateInfo set_info{VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO};
    set_info.bindingCount = count;
    set_info.pBindings = bindings.data();
    VkDescriptorSetLayout layout = VK_NULL_HANDLE;
    VkResult r = c.api.vkCreateDescriptorSetLayout(c.device, &set_info, nullptr, &layout);
    if (r != VK_SUCCESS) return vk_error("vkCreateDescriptorSetLayout", r, "kernel setup");
    return layout;
}

Result<VkPipelineLayout> pipeline_layout(const Context& c, VkDescriptorSetLayout set_layout, uint32_t push_bytes) {
    VkPushConstantRange push{VK_SHADER_STAGE_COMPUTE_BIT, 0, push_bytes};
    VkPipelineLayoutCreateInfo layout_info{VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO};
    layout_info.setLayoutCount = 1;
    layout_info.pSetLayouts = &set_layout;
    layout_info.pushConstantRangeCount = 1;
    layout_info.pPushConstantRanges = &push;
    VkPipelineLayout layout = VK_NULL_HANDLE;
    VkResult r = c.api.vkCreatePipelineLayout(c.device, &layout_info, nullptr, &layout);
    if (r != VK_SUCCESS) return vk_error("vkCreatePipelineLayout", r, "kernel setup");
    return layout;
}

// A set of `layout` binding `buffers` whole, from `pools` (grown by k_sets_per_pool sets as needed).
Result<VkDescriptorSet> allocate_set(const Context& c, std::vector<VkDescriptorPool>& pools, uint32_t& sets_left,
                                     VkDescriptorSetLayout layout, std::span<const VkBuffer> buffers) {
    const auto count = static_cast<uint32_t>(buffers.size());
    if (sets_left == 0) {
        VkDescriptorPoolSize size{VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, count * k_sets_per_pool};
        VkDescriptorPoolCreateInfo info{VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO};
        info.maxSets = k_sets_per_pool;
        info.poolSizeCount = 1;
        info.pPoolSizes = &size;
        VkDescriptorPool pool = VK_NULL_HANDLE;
        VkResult r = c.api.vkCreateDescriptorPool(c.device, &info, nullptr, &pool);
        if (r != VK_SUCCESS) return vk_error("vkCreateDescriptorPool", r, "dispatch");
        pools.push_back(pool);
        sets_left = k_sets_per_pool;
    }
    VkDescriptorSetAllocateInfo info{VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO};
    info.descriptorPool = pools.back();
    info.descriptorSetCount = 1;
    info.pSetLayouts = &layout;
    VkDescriptorSet set = VK_NULL_HANDLE;
    VkResult r = c.api.vkAllocateDescriptorSets(c.device, &info, &set);
    if (r != VK_SUCCESS) return vk_error("vkAllocateDescriptorSets", r, "dispatch");
    --sets_left;

    std::array<VkDescriptorBufferInfo, k_opaque_bindings> infos;
    std::array<VkWriteDescriptorSet, k_opaque_bindings> writes;
    for (uint32_t i = 0; i < count; ++i) {
        infos[i] = {buffers[i], 0, VK_WHOLE_SIZE};
        writes[i] = {VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET};
        writes[i].dstSet = set;
        writes[i].dstBinding = i;
        writes[i].descriptorCount = 1;
        writes[i].descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
        writes[i].pBufferInfo = &infos[i];
    }
    c.api.vkUpdateDescriptorSets(c.device, count, writes.data(), 0, nullptr);
    return set;
}

void destroy_pools(const Context& c, std::vector<VkDescriptorPool>& pools) {
    for (VkDescriptorPool pool : pools) c.api.vkDestroyDescriptorPool(c.device, pool, nullptr);
    pools.clear();
}

}  // namespace

Status create_kernels(const Context& c, Kernels& k, uint32_t wanted, bool delay) {
    k.max_groups = std::max(1u, c.properties.limits.maxComputeWorkGroupCount[0]);
    auto set_layout = storage_set_layout(c, 3);
    if (!set_layout) return set_layout.error();
    k.set_layout = *set_layout;
    auto layout = pipeline_layout(c, k.set_layout, k_push_bytes);
    if (!layout) return layout.error();
    k.layout = *layout;

    for (size_t kernel = 0; kernel < k_kernel_count; ++kernel)
        if (wanted & (1u << kernel)) SYNCSTRESS_TRY(ensure_kernel(c, k, static_cast<Kernel>(kernel)));
    if (delay) SYNCSTRESS_TRY(ensure_delay_kernel(c, k));
    if (wanted & (1u << k_kernel_count)) SYNCSTRESS_TRY(ensure_opaque_kernel(c, k));
    return {};
}

Status ensure_kernel(const Context& c, Kernels& k, Kernel kernel) {
    VkPipeline& pipeline = k.elementwise[static_cast<size_t>(kernel)];
    if (pipeline != VK_NULL_HANDLE) return {};
    auto created = create_pipeline(c, k.layout, kernel_code(kernel), to_string(kernel));
    if (!created) return created.error();
    pipeline = *created;
    return {};
}

Status ensure_delay_kernel(const Context& c, Kernels& k) {
    if (k.delay != VK_NULL_HANDLE) return {};
    auto delay = create_pipeline(c, k.layout, spirv::k_delay, "delay");
    if (!delay) return delay.error();
    k.delay = *delay;
    return {};
}

Status ensure_opaque_kernel(const Context& c, Kernels& k) {
    if (k.opaque != VK_NULL_HANDLE) return {};
    if (k.opaque_set_layout == VK_NULL_HANDLE) {
        auto set_layout = storage_set_layout(c, k_opaque_bindings);
        if (!set_layout) return set_layout.error();
        k.opaque_set_layout = *set_layout;
    }
    if (k.opaque_layout == VK_NULL_HANDLE) {
        auto layout = pipeline_layout(c, k.opaque_set_layout, k_opaque_push_bytes);
        if (!layout) return layout.error();
        k.opaque_layout = *layout;
    }
    auto opaque = create_pipeline(c, k.opaque_layout, spirv::k_opaque, "opaque");
    if (!opaque) return opaque.error();
    k.opaque = *opaque;
    return {};
}

void destroy_kernels(const Context& c, Kernels& k) {
    destroy_pools(c, k.pools);
    destroy_pools(c, k.opaque_pools);
    for (VkPipeline& pipeline : k.elementwise) {
        if (pipeline != VK_NULL_HANDLE) c.api.vkDestroyPipeline(c.device, pipeline, nullptr);
        pipeline = VK_NULL_HANDLE;
    }
    for (VkPipeline* pipeline : {&k.delay, &k.opaque}) {
        if (*pipeline != VK_NULL_HANDLE) c.api.vkDestroyPipeline(c.device, *pipeline, nullptr);
        *pipeline = VK_NULL_HANDLE;
    }
    for (VkPipelineLayout* layout : {&k.layout, &k.opaque_layout}) {
        if (*layout != VK_NULL_HANDLE) c.api.vkDestroyPipelineLayout(c.device, *layout, nullptr);
        *layout = VK_NULL_HANDLE;
    }
    for (VkDescriptorSetLayout* layout : {&k.set_layout, &k.opaque_set_layout}) {
        if (*layout != VK_NULL_HANDLE) c.api.vkDestroyDescriptorSetLayout(c.device, *layout, nullptr);
        *layout = VK_NULL_HANDLE;
    }
}

Result<VkDescriptorSet> allocate_descriptor_set(const Context& c, Kernels& k, VkBuffer dst, VkBuffer a, VkBuffer b) {
    const std::array<VkBuffer, 3> buffers{dst, a, b};
    return allocate_set(c, k.pools, k.sets_left, k.set_layout, buffers);
}

Result<VkDescriptorSet> allocate_opaque_set(const Context& c, Kernels& k, const std::array<VkBuffer, k_opaque_bindings>& buffers) {
    return allocate_set(c, k.opaque_pools, k.opaque_sets_left, k.opaque_set_layout, buffers);
}

void record_opaque(const Context& c, const Kernels& k, VkCommandBuffer cb, VkDescriptorSet set, uint32_t longest) {
    c.api.vkCmdBindPipeline(cb, VK_PIPELINE_BIND_POINT_COMPUTE, k.opaque);
    c.api.vkCmdBindDescriptorSets(cb, VK_PIPELINE_BIND_POINT_COMPUTE, k.opaque_layout, 0, 1, &set, 0, nullptr);
    const uint64_t chunk = uint64_t{k.max_groups} * k_local_size;
    for (uint64_t done = 0; done < longest;) {
        const uint32_t n = static_cast<uint32_t>(std::min<uint64_t>(chunk, longest - done));
        const uint32_t push[2] = {static_cast<uint32_t>(done), n};
        c.api.vkCmdPushConstants(cb, k.opaque_layout, VK_SHADER_STAGE_COMPUTE_BIT, 0, k_opaque_push_bytes, push);
        c.api.vkCmdDispatch(cb, (n + k_local_size - 1) / k_local_size, 1, 1);
        done += n;
    }
}

void record_dispatch(const Context& c, const Kernels& k, VkCommandBuffer cb, Kernel kernel, VkDescriptorSet set, uint32_t offset,
                     uint32_t count, uint32_t p0, uint32_t p1) {
    c.api.vkCmdBindPipeline(cb, VK_PIPELINE_BIND_POINT_COMPUTE, k.elementwise[static_cast<size_t>(kernel)]);
    c.api.vkCmdBindDescriptorSets(cb, VK_PIPELINE_BIND_POINT_COMPUTE, k.layout, 0, 1, &set, 0, nullptr);
    const uint64_t chunk = uint64_t{k.max_groups} * k_local_size;
    for (uint64_t done = 0; done < count;) {
        const uint32_t n = static_cast<uint32_t>(std::min<uint64_t>(chunk, count - done));
        const Push push{offset + static_cast<uint32_t>(done), n, p0, p1};
        c.api.vkCmdPushConstants(cb, k.layout, VK_SHADER_STAGE_COMPUTE_BIT, 0, k_push_bytes, &push);
        c.api.vkCmdDispatch(cb, (n + k_local_size - 1) / k_local_size, 1, 1);
        done += n;
    }
}

uint64_t delay_iterations_per_dispatch() { return k_delay_iterations; }

void record_delay(const Context& c, const Kernels& k, VkCommandBuffer cb, VkDescriptorSet sink, uint64_t iterations, uint32_t slot) {
    c.api.vkCmdBindPipeline(cb, VK_PIPELINE_BIND_POINT_COMPUTE, k.delay);
    c.api.vkCmdBindDescriptorSets(cb, VK_PIPELINE_BIND_POINT_COMPUTE, k.layout, 0, 1, &sink, 0, nullptr);
    uint64_t left = iterations;
    do {
        // The chunks of one delay run one after another, as one long spin would.
        if (left != iterations) {
            VkMemoryBarrier barrier{VK_STRUCTURE_TYPE_MEMORY_BARRIER, nullptr, VK_ACCESS_SHADER_WRITE_BIT,
                                    VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_SHADER_WRITE_BIT};
            c.api.vkCmdPipelineBarrier(cb, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, 0, 1, &barrier, 0,
                                       nullptr, 0, nullptr);
        }
        const auto n = static_cast<uint32_t>(std::min(k_delay_iterations, left));
        const Push push{n, 0x9e3779b9u, slot, 0u};
        c.api.vkCmdPushConstants(cb, k.layout, VK_SHADER_STAGE_COMPUTE_BIT, 0, k_push_bytes, &push);
        c.api.vkCmdDispatch(cb, 1, 1, 1);
        left -= n;
    } while (left > 0);
}

}  // namespace syncstress::backends::vk
