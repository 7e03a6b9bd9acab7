// The compute kernels (shaders/*.comp, embedded as SPIR-V): pipelines, descriptor sets, and recording.
#pragma once

#include "core/backends/vulkan/vulkan_device.h"
#include "core/common/types.h"

#include <array>
#include <cstdint>
#include <vector>

namespace syncstress::backends::vk {

struct Kernels {
    VkDescriptorSetLayout set_layout = VK_NULL_HANDLE;     // bindings 0, 1, 2: dst, a, b (storage buffers)
    VkPipelineLayout layout = VK_NULL_HANDLE;              // plus 16 bytes of push constants
    std::array<VkPipeline, k_kernel_count> elementwise{};  // indexed by Kernel
    VkPipeline delay = VK_NULL_HANDLE;                     // binding 0: a sink for its result, never read
    std::vector<VkDescriptorPool> pools;
    uint32_t sets_left = 0;  // in pools.back()
    // opaque.comp: its own layouts (17 storage buffers: 8 read ranges, 8 write ranges, the table; 8 bytes of push
    // constants), made on first use, and pools of its sets.
    VkDescriptorSetLayout opaque_set_layout = VK_NULL_HANDLE;
    VkPipelineLayout opaque_layout = VK_NULL_HANDLE;
    VkPipeline opaque = VK_NULL_HANDLE;
    std::vector<VkDescriptorPool> opaque_pools;
    uint32_t opaque_sets_left = 0;
    uint32_t max_groups = 0;  // maxComputeWorkGroupCount[0]
};

// The layouts, and the pipelines of the kernels in `wanted` (bits 1u << Kernel; 1u << k_kernel_count: opaque.comp) and, with `delay`, the delay's. The
// others are created on first use (ensure_*): a pipeline is a shader compile, which a run that dispatches no kernel
// should not pay for (lavapipe: LLVM; NVIDIA: SPIR-V to machine code).
Status create_kernels(const Context& context, Kernels& kernels, uint32_t wanted = ~0u, bool delay = true);
Status ensure_kernel(const Context& context, Kernels& kernels, Kernel kernel);
Status ensure_delay_kernel(const Context& context, Kernels& kernels);
void destroy_kernels(const Context& context, Kernels& kernels);

// A set binding whole buffers dst, a, b. Sets are never rewritten nor freed before destroy_kernels,
// so callers cache one per buffer triple instead of allocating per submission.
Result<VkDescriptorSet> allocate_descriptor_set(const Context& context, Kernels& kernels, VkBuffer dst, VkBuffer a, VkBuffer b);

// kernel_element() over elements [offset, offset + count), in chunks of at most max_groups workgroups.
void record_dispatch(const Context& context, const Kernels& kernels, VkCommandBuffer cb, Kernel kernel, VkDescriptorSet set,
                     uint32_t offset, uint32_t count, uint32_t p0, uint32_t p1);
// An opaque kernel's table, binding 16 of its set (opaque.comp's Table): the id, how many ranges of each list, and
// each range's first element and count. Unused entries are 0.
struct OpaqueTable {
    uint32_t id = 0, reads = 0, writes = 0, unused = 0;
    uint32_t read_offset[k_opaque_max_ranges] = {}, read_count[k_opaque_max_ranges] = {};
    uint32_t write_offset[k_opaque_max_ranges] = {}, write_count[k_opaque_max_ranges] = {};
};
inline constexpr uint32_t k_opaque_bindings = 2 * k_opaque_max_ranges + 1;
Status ensure_opaque_kernel(const Context& context, Kernels& kernels);
// A set binding `buffers` whole: the read ranges' buffers, the write ranges', then the table's. Never freed before
// destroy_kernels: callers cache one per distinct opaque command.
Result<VkDescriptorSet> allocate_opaque_set(const Context& context, Kernels& kernels,
                                            const std::array<VkBuffer, k_opaque_bindings>& buffers);
// Indices [0, longest) of the ranges, in chunks of at most max_groups workgroups.
void record_opaque(const Context& context, const Kernels& kernels, VkCommandBuffer cb, VkDescriptorSet set, uint32_t longest);

// Loop iterations of delay.comp per dispatch: a longer delay is several dispatches, with a compute barrier between
// them so that they run one after another.
uint64_t delay_iterations_per_dispatch();
// One invocation spinning `iterations` of 64 dependent steps, in as many dispatches as needed (the backend
// calibrates iterations per microsecond), storing its result to element `slot` of the sink.
void record_delay(const Context& context, const Kernels& kernels, VkCommandBuffer cb, VkDescriptorSet sink, uint64_t iterations,
                  uint32_t slot);

}  // namespace syncstress::backends::vk
