// Recording a batch's commands into a command buffer: one function per command, each checking the ranges it touches.
#include "core/backends/vulkan/vulkan_backend_impl.h"

#include <algorithm>
#include <cmath>
#include <cstring>

namespace syncstress::backends::vk {

Result<const Allocation*> VulkanBackend::buffer_range(sync::BufferId id, uint64_t offset, uint64_t count, const char* role,
                                                      const std::string& op) {
    if (id >= buffers_.size() || !buffers_[id])
        return make_error("vulkan: " + op + ": " + role + " buffer " + std::to_string(id) + " does not exist", ErrorKind::backend_failed);
    const Allocation& a = *buffers_[id];
    if (offset > a.elements || count > a.elements - offset)
        return make_error("vulkan: " + op + ": " + role + " range " + range_text(offset, count) + " is outside buffer " +
                              std::to_string(id) + " of " + std::to_string(a.elements) + " elements",
                          ErrorKind::backend_failed);
    return &a;
}

Result<const Allocation*> VulkanBackend::host_range(sync::HostArrayId id, uint64_t offset, uint64_t count, const std::string& op) {
    if (id >= host_arrays_.size() || !host_arrays_[id])
        return make_error("vulkan: " + op + ": host array " + std::to_string(id) + " does not exist", ErrorKind::backend_failed);
    const Allocation& a = *host_arrays_[id];
    if (offset > a.elements || count > a.elements - offset)
        return make_error("vulkan: " + op + ": range " + range_text(offset, count) + " is outside host array " + std::to_string(id) +
                              " of " + std::to_string(a.elements) + " elements",
                          ErrorKind::backend_failed);
    return &a;
}

void VulkanBackend::copy_region(VkCommandBuffer cb, VkBuffer src, VkBuffer dst, uint64_t src_offset, uint64_t dst_offset, uint64_t count) {
    VkBufferCopy region{src_offset * sizeof(uint32_t), dst_offset * sizeof(uint32_t), count * sizeof(uint32_t)};
    c_.api.vkCmdCopyBuffer(cb, src, dst, 1, &region);
}

Status VulkanBackend::record(Recording& r, const sync::FillCmd& cmd) {
    auto dst = buffer_range(cmd.dst, cmd.offset, cmd.count, "fill", r.op);
    if (!dst) return dst.error();
    if (cmd.count > 0) c_.api.vkCmdFillBuffer(r.cb, (*dst)->buffer, cmd.offset * sizeof(uint32_t), cmd.count * sizeof(uint32_t), cmd.value);
    return {};
}

Status VulkanBackend::record(Recording& r, const sync::CopyCmd& cmd) {
    auto src = buffer_range(cmd.src, cmd.src_offset, cmd.count, "copy source", r.op);
    if (!src) return src.error();
    auto dst = buffer_range(cmd.dst, cmd.dst_offset, cmd.count, "copy destination", r.op);
    if (!dst) return dst.error();
    if (cmd.count == 0 || (cmd.src == cmd.dst && cmd.src_offset == cmd.dst_offset)) return {};
    const bool overlap = cmd.src == cmd.dst && cmd.src_offset < cmd.dst_offset + cmd.count && cmd.dst_offset < cmd.src_offset + cmd.count;
    if (!overlap) {
        copy_region(r.cb, (*src)->buffer, (*dst)->buffer, cmd.src_offset, cmd.dst_offset, cmd.count);
        return {};
    }
    // vkCmdCopyBuffer forbids overlapping regions: go through this hardware queue's scratch (memmove semantics).
    Allocation& scratch = per_hw_[r.hw].scratch;
    if (scratch.elements < cmd.count) {
        auto grown = allocate(cmd.count, Placement::device_local, false, r.op + " (copy scratch)");
        if (!grown) return grown.error();
        if (scratch.buffer != VK_NULL_HANDLE) retired_.push_back(scratch);
        scratch = *grown;
    }
    // On an unordered queue another such copy may still read the scratch (earlier in this submission or in one before):
    // the write into it waits for every earlier transfer. Both barriers order the transfer commands around this copy
    // too (the backend's notes say so): Vulkan has no execution dependency narrower than a stage within a queue.
    if (r.unordered) barrier(c_, r.cb, VK_PIPELINE_STAGE_TRANSFER_BIT, 0, VK_PIPELINE_STAGE_TRANSFER_BIT, 0);
    copy_region(r.cb, (*src)->buffer, scratch.buffer, cmd.src_offset, 0, cmd.count);
    barrier(c_, r.cb, VK_PIPELINE_STAGE_TRANSFER_BIT, VK_ACCESS_TRANSFER_WRITE_BIT, VK_PIPELINE_STAGE_TRANSFER_BIT,
            VK_ACCESS_TRANSFER_READ_BIT | VK_ACCESS_TRANSFER_WRITE_BIT);
    copy_region(r.cb, scratch.buffer, (*dst)->buffer, 0, cmd.dst_offset, cmd.count);
    return {};
}

Status VulkanBackend::record(Recording& r, const sync::UploadCmd& cmd) {
    auto src = host_range(cmd.src, cmd.src_offset, cmd.count, r.op);
    if (!src) return src.error();
    auto dst = buffer_range(cmd.dst, cmd.dst_offset, cmd.count, "upload destination", r.op);
    if (!dst) return dst.error();
    if (cmd.count > 0) copy_region(r.cb, (*src)->buffer, (*dst)->buffer, cmd.src_offset, cmd.dst_offset, cmd.count);
    return {};
}

Status VulkanBackend::record(Recording& r, const sync::DownloadCmd& cmd) {
    auto src = buffer_range(cmd.src, cmd.src_offset, cmd.count, "download source", r.op);
    if (!src) return src.error();
    auto dst = host_range(cmd.dst, cmd.dst_offset, cmd.count, r.op);
    if (!dst) return dst.error();
    if (cmd.count > 0) copy_region(r.cb, (*src)->buffer, (*dst)->buffer, cmd.src_offset, cmd.dst_offset, cmd.count);
    r.downloads = true;
    return {};
}

Result<VkDescriptorSet> VulkanBackend::descriptor_set(sync::BufferId dst, sync::BufferId a, sync::BufferId b, const std::string& op) {
    const std::array<sync::BufferId, 3> key{dst, a, b};
    if (auto it = sets_.find(key); it != sets_.end()) return it->second;
    auto set = allocate_descriptor_set(c_, kernels_, buffers_[dst]->buffer, buffers_[a]->buffer, buffers_[b]->buffer);
    if (!set) return in_context(set.error(), "", " (" + op + ")");
    sets_.emplace(key, *set);
    return *set;
}

Status VulkanBackend::record(Recording& r, const sync::DispatchCmd& cmd) {
    const std::string what = std::string("dispatch ") + to_string(cmd.kernel);
    auto dst = buffer_range(cmd.dst, cmd.offset, cmd.count, (what + " destination").c_str(), r.op);
    if (!dst) return dst.error();
    // Inputs a kernel does not read are bound to dst, so that they touch nothing else.
    const bool reads_a = sync::kernel_reads_a(cmd.kernel);
    const bool reads_b = sync::kernel_reads_b(cmd.kernel);
    const sync::BufferId a = reads_a ? cmd.a : cmd.dst;
    const sync::BufferId b = reads_b ? cmd.b : cmd.dst;
    if (reads_a) {
        auto checked = buffer_range(a, cmd.offset, cmd.count, (what + " source a").c_str(), r.op);
        if (!checked) return checked.error();
    }
    if (reads_b) {
        auto checked = buffer_range(b, cmd.offset, cmd.count, (what + " source b").c_str(), r.op);
        if (!checked) return checked.error();
    }
    if (cmd.offset + cmd.count > (uint64_t{1} << 32))
        return make_error("vulkan: " + r.op + ": " + what + " range " + range_text(cmd.offset, cmd.count) +
                              " goes past element 2^32, beyond u32 indices",
                          ErrorKind::backend_failed);
    if (cmd.count == 0) return {};
    auto set = descriptor_set(cmd.dst, a, b, r.op);
    if (!set) return set.error();
    SYNCSTRESS_TRY(ensure_kernel(c_, kernels_, cmd.kernel));
    record_dispatch(c_, kernels_, r.cb, cmd.kernel, *set, static_cast<uint32_t>(cmd.offset), static_cast<uint32_t>(cmd.count), cmd.p0,
                    cmd.p1);
    return {};
}

Result<VkDescriptorSet> VulkanBackend::opaque_set(const sync::OpaqueCmd& cmd, const std::string& op) {
    std::vector<uint64_t> key{cmd.id, cmd.reads.size()};
    for (const auto* list : {&cmd.reads, &cmd.writes})
        for (const sync::OpaqueRange& x : *list) key.insert(key.end(), {x.buffer, x.offset, x.count});
    if (auto it = opaque_sets_.find(key); it != opaque_sets_.end()) return it->second.set;
    SYNCSTRESS_TRY(ensure_opaque_kernel(c_, kernels_));
    OpaqueTable table;
    table.id = cmd.id;
    table.reads = static_cast<uint32_t>(cmd.reads.size());
    table.writes = static_cast<uint32_t>(cmd.writes.size());
    auto allocation = allocate((sizeof(OpaqueTable) + 3) / 4, Placement::host_array, false, op + " (opaque kernel table)", false);
    if (!allocation) return allocation.error();
    std::array<VkBuffer, k_opaque_bindings> buffers;
    buffers.fill(allocation->buffer);  // an unused binding: never read
    for (uint32_t r = 0; r < table.reads; ++r) {
        table.read_offset[r] = static_cast<uint32_t>(cmd.reads[r].offset);
        table.read_count[r] = static_cast<uint32_t>(cmd.reads[r].count);
        buffers[r] = buffers_[cmd.reads[r].buffer]->buffer;
    }
    for (uint32_t w = 0; w < table.writes; ++w) {
        table.write_offset[w] = static_cast<uint32_t>(cmd.writes[w].offset);
        table.write_count[w] = static_cast<uint32_t>(cmd.writes[w].count);
        buffers[k_opaque_max_ranges + w] = buffers_[cmd.writes[w].buffer]->buffer;
    }
    std::memcpy(allocation->mapped, &table, sizeof table);
    auto set = allocate_opaque_set(c_, kernels_, buffers);
    if (!set) {
        release(*allocation);
        return in_context(set.error(), "", " (" + op + ")");
    }
    opaque_sets_.emplace(std::move(key), OpaqueSet{*set, *allocation});
    return *set;
}

Status VulkanBackend::record(Recording& r, const sync::OpaqueCmd& cmd) {
    const std::string what = "opaque kernel " + std::to_string(cmd.id);
    if (cmd.reads.size() > k_opaque_max_ranges || cmd.writes.size() > k_opaque_max_ranges)
        return make_error("vulkan: " + r.op + ": " + what + " has more than " + std::to_string(k_opaque_max_ranges) + " ranges a list",
                          ErrorKind::backend_failed);
    uint64_t longest = 0;
    for (const auto* list : {&cmd.reads, &cmd.writes})
        for (const sync::OpaqueRange& x : *list) {
            auto checked = buffer_range(x.buffer, x.offset, x.count, (what + (list == &cmd.reads ? " read" : " write")).c_str(), r.op);
            if (!checked) return checked.error();
            if (x.offset + x.count > UINT32_MAX)
                return make_error("vulkan: " + r.op + ": " + what + " range " + range_text(x.offset, x.count) +
                                      " goes past element 2^32 - 1, beyond u32 indices",
                                  ErrorKind::backend_failed);
            if (list == &cmd.writes) longest = std::max(longest, x.count);
        }
    if (longest == 0) return {};
    auto set = opaque_set(cmd, r.op);
    if (!set) return set.error();
    record_opaque(c_, kernels_, r.cb, *set, static_cast<uint32_t>(longest));
    return {};
}

Status VulkanBackend::record(Recording& r, const sync::DelayCmd& cmd) {
    if (cmd.us == 0) return {};
    if (cmd.us > k_max_delay_us)
        return make_error("vulkan: " + r.op + ": delay of " + std::to_string(cmd.us) + " us is longer than the " +
                              std::to_string(k_max_delay_us / 1'000'000) + " s this backend allows",
                          ErrorKind::backend_failed);
    if (delay_iterations_per_us_ == 0) {
        // Created without BackendOptions::delays: calibrated now, from the cache where it can be.
        SYNCSTRESS_TRY(calibrate_delay());
        describe_delay("calibrated");
    }
    auto sink = sink_set(r.hw, r.op);
    if (!sink) return sink.error();
    const auto iterations = static_cast<uint64_t>(std::llround(static_cast<double>(cmd.us) * delay_iterations_per_us_));
    uint32_t& slot = per_hw_[r.hw].next_sink_slot;
    record_delay(c_, kernels_, r.cb, *sink, std::max<uint64_t>(iterations, 1), slot);
    slot = slot + 1 < k_sink_slots ? slot + 1 : 1;
    return {};
}

// A scenario barrier, recorded as it is on an unordered submission (Recording::unordered); on an ordered one every
// command is already ordered after the one before it, and it records nothing. Its scopes are masked to its stages, as
// the scenario format requires them to be (a loader that let one through would otherwise record an invalid barrier).
Status VulkanBackend::record(Recording& r, const sync::BarrierCmd& cmd) {
    const Allocation* range = nullptr;
    if (cmd.buffer != sync::BarrierCmd::k_all_memory) {
        auto checked = buffer_range(cmd.buffer, cmd.offset, cmd.count, "barrier", r.op);
        if (!checked) return checked.error();
        range = *checked;
    }
    if (!r.unordered) return {};
    const VkPipelineStageFlags src = vk_stages(cmd.src), dst = vk_stages(cmd.dst);
    const VkAccessFlags src_access = vk_access(cmd.src_access & access_bits(cmd.src, true, true));
    const VkAccessFlags dst_access = vk_access(cmd.dst_access & access_bits(cmd.dst, true, true));
    // No stage in a scope: nothing waits, or nothing is waited for (TOP_OF_PIPE, BOTTOM_OF_PIPE take no access).
    const VkPipelineStageFlags src_stages = src ? src : VkPipelineStageFlags{VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT};
    const VkPipelineStageFlags dst_stages = dst ? dst : VkPipelineStageFlags{VK_PIPELINE_STAGE_BOTTOM_OF_PIPE_BIT};
    const bool memory = (src_access | dst_access) != 0 && src != 0 && dst != 0;
    if (range == nullptr) {
        VkMemoryBarrier global{VK_STRUCTURE_TYPE_MEMORY_BARRIER};
        global.srcAccessMask = src_access;
        global.dstAccessMask = dst_access;
        c_.api.vkCmdPipelineBarrier(r.cb, src_stages, dst_stages, 0, memory ? 1 : 0, &global, 0, nullptr, 0, nullptr);
        return {};
    }
    // A buffer barrier of no element is an execution dependency only (VkBufferMemoryBarrier::size must not be 0).
    VkBufferMemoryBarrier buffer{VK_STRUCTURE_TYPE_BUFFER_MEMORY_BARRIER};
    buffer.srcAccessMask = src_access;
    buffer.dstAccessMask = dst_access;
    buffer.srcQueueFamilyIndex = VK_QUEUE_FAMILY_IGNORED;
    buffer.dstQueueFamilyIndex = VK_QUEUE_FAMILY_IGNORED;
    buffer.buffer = range->buffer;
    buffer.offset = cmd.offset * sizeof(uint32_t);
    buffer.size = cmd.count * sizeof(uint32_t);
    const bool any = memory && cmd.count > 0;
    c_.api.vkCmdPipelineBarrier(r.cb, src_stages, dst_stages, 0, 0, nullptr, any ? 1 : 0, &buffer, 0, nullptr);
    return {};
}

}  // namespace syncstress::backends::vk
