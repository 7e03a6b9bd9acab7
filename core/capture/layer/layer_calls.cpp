// The hooked device functions: each records its call (capture_log.h) and calls the next in the chain. Waits are
// recorded once they return, with their result; everything else before it runs, so that the log's order is one the
// program's threads could have seen (a submit is in the log before a wait that its completion ends).
#include "core/capture/layer/capture_log.h"
#include "core/capture/layer/layer_dispatch.h"
#include "core/capture/layer/layer_export.h"
#include "core/capture/layer/host_tracking.h"
#include "core/capture/layer/layer_spirv.h"

#include <string_view>

namespace syncstress::capture_layer {
namespace {

#define SYNCSTRESS_CAPTURE_NEXT(name, dispatchable) next<PFN_##name>(Hook::name, dispatchable)

// A wait is a sync point on both sides: what the host did before it is recorded first, and what the device wrote
// meanwhile comes into the guarded copies once it returns (host_tracking.h).
template <class Call>
VkResult waited(Call call) {
    sync_mappings(false);
    const VkResult result = call();
    sync_mappings(true);
    return result;
}

VKAPI_ATTR void VKAPI_CALL capture_vkDestroyDevice(VkDevice device, const VkAllocationCallbacks* allocator) {
    Record("vkDestroyDevice").u64("device", handle_id(device)).write(true);
    auto destroy = SYNCSTRESS_CAPTURE_NEXT(vkDestroyDevice, device);
    forget_device(device);
    destroy(device, allocator);
}

void record_queue(const char* call, VkDevice device, uint32_t family, uint32_t index, VkQueue queue) {
    Record(call).u64("device", handle_id(device)).u64("family", family).u64("index", index).u64("queue", handle_id(queue)).write();
}

VKAPI_ATTR void VKAPI_CALL capture_vkGetDeviceQueue(VkDevice device, uint32_t family, uint32_t index, VkQueue* queue) {
    SYNCSTRESS_CAPTURE_NEXT(vkGetDeviceQueue, device)(device, family, index, queue);
    record_queue("vkGetDeviceQueue", device, family, index, *queue);
}

VKAPI_ATTR void VKAPI_CALL capture_vkGetDeviceQueue2(VkDevice device, const VkDeviceQueueInfo2* info, VkQueue* queue) {
    SYNCSTRESS_CAPTURE_NEXT(vkGetDeviceQueue2, device)(device, info, queue);
    record_queue("vkGetDeviceQueue2", device, info->queueFamilyIndex, info->queueIndex, *queue);
}

VKAPI_ATTR VkResult VKAPI_CALL capture_vkCreateBuffer(VkDevice device, const VkBufferCreateInfo* info,
                                                      const VkAllocationCallbacks* allocator, VkBuffer* buffer) {
    const VkResult result = SYNCSTRESS_CAPTURE_NEXT(vkCreateBuffer, device)(device, info, allocator, buffer);
    if (result == VK_SUCCESS) Record("vkCreateBuffer").u64("buffer", handle_id(*buffer)).u64("size", info->size).write();
    return result;
}

VKAPI_ATTR void VKAPI_CALL capture_vkDestroyBuffer(VkDevice device, VkBuffer buffer, const VkAllocationCallbacks* allocator) {
    if (buffer != VK_NULL_HANDLE) Record("vkDestroyBuffer").u64("buffer", handle_id(buffer)).write();
    SYNCSTRESS_CAPTURE_NEXT(vkDestroyBuffer, device)(device, buffer, allocator);
}

VKAPI_ATTR VkResult VKAPI_CALL capture_vkAllocateMemory(VkDevice device, const VkMemoryAllocateInfo* info,
                                                        const VkAllocationCallbacks* allocator, VkDeviceMemory* memory) {
    const VkResult result = SYNCSTRESS_CAPTURE_NEXT(vkAllocateMemory, device)(device, info, allocator, memory);
    if (result == VK_SUCCESS) note_memory(handle_id(*memory), info->allocationSize);
    if (result == VK_SUCCESS)
        Record("vkAllocateMemory")
            .u64("memory", handle_id(*memory))
            .u64("size", info->allocationSize)
            .u64("flags", memory_type_flags(device, info->memoryTypeIndex))
            .u64("export", memory_export_types(info->pNext))
            .write();
    return result;
}

VKAPI_ATTR void VKAPI_CALL capture_vkFreeMemory(VkDevice device, VkDeviceMemory memory, const VkAllocationCallbacks* allocator) {
    if (memory != VK_NULL_HANDLE) untrack_mapping(handle_id(memory), true);
    if (memory != VK_NULL_HANDLE) Record("vkFreeMemory").u64("memory", handle_id(memory)).write();
    SYNCSTRESS_CAPTURE_NEXT(vkFreeMemory, device)(device, memory, allocator);
}

VKAPI_ATTR VkResult VKAPI_CALL capture_vkBindBufferMemory(VkDevice device, VkBuffer buffer, VkDeviceMemory memory, VkDeviceSize offset) {
    Record("vkBindBufferMemory").parts("bind", {handle_id(buffer), handle_id(memory), offset}).write();
    return SYNCSTRESS_CAPTURE_NEXT(vkBindBufferMemory, device)(device, buffer, memory, offset);
}

VKAPI_ATTR VkResult VKAPI_CALL capture_vkBindBufferMemory2(VkDevice device, uint32_t count, const VkBindBufferMemoryInfo* infos) {
    Record record("vkBindBufferMemory2");
    for (uint32_t i = 0; i < count; ++i)
        record.parts("bind", {handle_id(infos[i].buffer), handle_id(infos[i].memory), infos[i].memoryOffset});
    record.write();
    return SYNCSTRESS_CAPTURE_NEXT(vkBindBufferMemory2, device)(device, count, infos);
}

VKAPI_ATTR VkResult VKAPI_CALL capture_vkMapMemory(VkDevice device, VkDeviceMemory memory, VkDeviceSize offset, VkDeviceSize size,
                                                   VkMemoryMapFlags flags, void** data) {
    const VkResult result = SYNCSTRESS_CAPTURE_NEXT(vkMapMemory, device)(device, memory, offset, size, flags, data);
    if (result != VK_SUCCESS) return result;
    *data = track_mapping(handle_id(memory), *data, offset, size);
    Record("vkMapMemory").parts("range", {handle_id(memory), offset, size}).u64("ptr", handle_id(*data)).write();
    return result;
}

VKAPI_ATTR void VKAPI_CALL capture_vkUnmapMemory(VkDevice device, VkDeviceMemory memory) {
    untrack_mapping(handle_id(memory), false);
    Record("vkUnmapMemory").u64("memory", handle_id(memory)).write();
    SYNCSTRESS_CAPTURE_NEXT(vkUnmapMemory, device)(device, memory);
}

void record_ranges(const char* call, uint32_t count, const VkMappedMemoryRange* ranges) {
    sync_mappings(std::string_view(call) == "vkInvalidateMappedMemoryRanges");
    Record record(call);
    for (uint32_t i = 0; i < count; ++i) record.parts("range", {handle_id(ranges[i].memory), ranges[i].offset, ranges[i].size});
    record.write();
}

VKAPI_ATTR VkResult VKAPI_CALL capture_vkFlushMappedMemoryRanges(VkDevice device, uint32_t count, const VkMappedMemoryRange* ranges) {
    record_ranges("vkFlushMappedMemoryRanges", count, ranges);
    return SYNCSTRESS_CAPTURE_NEXT(vkFlushMappedMemoryRanges, device)(device, count, ranges);
}

VKAPI_ATTR VkResult VKAPI_CALL capture_vkInvalidateMappedMemoryRanges(VkDevice device, uint32_t count, const VkMappedMemoryRange* ranges) {
    record_ranges("vkInvalidateMappedMemoryRanges", count, ranges);
    return SYNCSTRESS_CAPTURE_NEXT(vkInvalidateMappedMemoryRanges, device)(device, count, ranges);
}

VKAPI_ATTR VkResult VKAPI_CALL capture_vkBeginCommandBuffer(VkCommandBuffer cb, const VkCommandBufferBeginInfo* info) {
    Record("vkBeginCommandBuffer").u64("cb", handle_id(cb)).write();
    return SYNCSTRESS_CAPTURE_NEXT(vkBeginCommandBuffer, cb)(cb, info);
}

VKAPI_ATTR void VKAPI_CALL capture_vkCmdCopyBuffer(VkCommandBuffer cb, VkBuffer src, VkBuffer dst, uint32_t count,
                                                   const VkBufferCopy* regions) {
    Record record("vkCmdCopyBuffer");
    record.u64("cb", handle_id(cb)).u64("src", handle_id(src)).u64("dst", handle_id(dst));
    for (uint32_t i = 0; i < count; ++i) record.parts("region", {regions[i].srcOffset, regions[i].dstOffset, regions[i].size});
    record.write();
    SYNCSTRESS_CAPTURE_NEXT(vkCmdCopyBuffer, cb)(cb, src, dst, count, regions);
}

VKAPI_ATTR void VKAPI_CALL capture_vkCmdFillBuffer(VkCommandBuffer cb, VkBuffer dst, VkDeviceSize offset, VkDeviceSize size,
                                                   uint32_t data) {
    Record("vkCmdFillBuffer")
        .u64("cb", handle_id(cb))
        .u64("dst", handle_id(dst))
        .u64("offset", offset)
        .u64("size", size)
        .u64("data", data)
        .write();
    SYNCSTRESS_CAPTURE_NEXT(vkCmdFillBuffer, cb)(cb, dst, offset, size, data);
}

VKAPI_ATTR void VKAPI_CALL capture_vkCmdUpdateBuffer(VkCommandBuffer cb, VkBuffer dst, VkDeviceSize offset, VkDeviceSize size,
                                                     const void* data) {
    Record("vkCmdUpdateBuffer").u64("cb", handle_id(cb)).u64("dst", handle_id(dst)).u64("offset", offset).u64("size", size).write();
    SYNCSTRESS_CAPTURE_NEXT(vkCmdUpdateBuffer, cb)(cb, dst, offset, size, data);
}

VKAPI_ATTR void VKAPI_CALL capture_vkCmdDispatch(VkCommandBuffer cb, uint32_t x, uint32_t y, uint32_t z) {
    Record("vkCmdDispatch").u64("cb", handle_id(cb)).parts("groups", {x, y, z}).write();
    SYNCSTRESS_CAPTURE_NEXT(vkCmdDispatch, cb)(cb, x, y, z);
}

VKAPI_ATTR void VKAPI_CALL capture_vkCmdDispatchIndirect(VkCommandBuffer cb, VkBuffer buffer, VkDeviceSize offset) {
    Record("vkCmdDispatchIndirect").u64("cb", handle_id(cb)).u64("buffer", handle_id(buffer)).u64("offset", offset).write();
    SYNCSTRESS_CAPTURE_NEXT(vkCmdDispatchIndirect, cb)(cb, buffer, offset);
}

// A barrier's fields, as vkCmdPipelineBarrier and vkCmdWaitEvents give them: src=stages dst=stages,
// memory=src_access:dst_access, buffer=buffer:src_access:dst_access:offset:size, images=count.
void barrier_fields(Record& record, VkPipelineStageFlags src, VkPipelineStageFlags dst, uint32_t memory_count,
                    const VkMemoryBarrier* memory, uint32_t buffer_count, const VkBufferMemoryBarrier* buffers, uint32_t image_count) {
    record.u64("src", src).u64("dst", dst);
    for (uint32_t i = 0; i < memory_count; ++i) record.parts("memory", {memory[i].srcAccessMask, memory[i].dstAccessMask});
    for (uint32_t i = 0; i < buffer_count; ++i)
        record.parts("buffer", {handle_id(buffers[i].buffer), buffers[i].srcAccessMask, buffers[i].dstAccessMask, buffers[i].offset,
                                buffers[i].size});
    record.u64("images", image_count);
}

VKAPI_ATTR void VKAPI_CALL capture_vkCmdPipelineBarrier(VkCommandBuffer cb, VkPipelineStageFlags src, VkPipelineStageFlags dst,
                                                        VkDependencyFlags flags, uint32_t memory_count, const VkMemoryBarrier* memory,
                                                        uint32_t buffer_count, const VkBufferMemoryBarrier* buffers, uint32_t image_count,
                                                        const VkImageMemoryBarrier* images) {
    Record record("vkCmdPipelineBarrier");
    record.u64("cb", handle_id(cb));
    barrier_fields(record, src, dst, memory_count, memory, buffer_count, buffers, image_count);
    record.write();
    SYNCSTRESS_CAPTURE_NEXT(vkCmdPipelineBarrier, cb)
    (cb, src, dst, flags, memory_count, memory, buffer_count, buffers, image_count, images);
}

VKAPI_ATTR void VKAPI_CALL capture_vkCmdSetEvent(VkCommandBuffer cb, VkEvent event, VkPipelineStageFlags stages) {
    Record("vkCmdSetEvent").u64("cb", handle_id(cb)).u64("event", handle_id(event)).u64("src", stages).write();
    SYNCSTRESS_CAPTURE_NEXT(vkCmdSetEvent, cb)(cb, event, stages);
}

// The wait for events, with the barrier it makes once they are set (event=handle, one per event).
VKAPI_ATTR void VKAPI_CALL capture_vkCmdWaitEvents(VkCommandBuffer cb, uint32_t event_count, const VkEvent* events,
                                                   VkPipelineStageFlags src, VkPipelineStageFlags dst, uint32_t memory_count,
                                                   const VkMemoryBarrier* memory, uint32_t buffer_count,
                                                   const VkBufferMemoryBarrier* buffers, uint32_t image_count,
                                                   const VkImageMemoryBarrier* images) {
    Record record("vkCmdWaitEvents");
    record.u64("cb", handle_id(cb));
    for (uint32_t i = 0; i < event_count; ++i) record.u64("event", handle_id(events[i]));
    barrier_fields(record, src, dst, memory_count, memory, buffer_count, buffers, image_count);
    record.write();
    SYNCSTRESS_CAPTURE_NEXT(vkCmdWaitEvents, cb)
    (cb, event_count, events, src, dst, memory_count, memory, buffer_count, buffers, image_count, images);
}

VKAPI_ATTR void VKAPI_CALL capture_vkCmdExecuteCommands(VkCommandBuffer cb, uint32_t count, const VkCommandBuffer* secondaries) {
    Record record("vkCmdExecuteCommands");
    record.u64("cb", handle_id(cb));
    for (uint32_t i = 0; i < count; ++i) record.u64("secondary", handle_id(secondaries[i]));
    record.write();
    SYNCSTRESS_CAPTURE_NEXT(vkCmdExecuteCommands, cb)(cb, count, secondaries);
}

const VkTimelineSemaphoreSubmitInfo* timeline_values(const void* chain) {
    for (auto* info = static_cast<const VkBaseInStructure*>(chain); info; info = info->pNext)
        if (info->sType == VK_STRUCTURE_TYPE_TIMELINE_SEMAPHORE_SUBMIT_INFO)
            return reinterpret_cast<const VkTimelineSemaphoreSubmitInfo*>(info);
    return nullptr;
}

void record_batch(Record& record, uint32_t index, const VkSubmitInfo& batch) {
    const VkTimelineSemaphoreSubmitInfo* values = timeline_values(batch.pNext);
    auto value = [](const uint64_t* list, uint32_t count, uint32_t i) { return list && i < count ? list[i] : 0; };
    record.u64("batch", index);
    for (uint32_t i = 0; i < batch.waitSemaphoreCount; ++i)
        record.parts("wait", {handle_id(batch.pWaitSemaphores[i]),
                              values ? value(values->pWaitSemaphoreValues, values->waitSemaphoreValueCount, i) : 0});
    for (uint32_t i = 0; i < batch.commandBufferCount; ++i) record.u64("cb", handle_id(batch.pCommandBuffers[i]));
    for (uint32_t i = 0; i < batch.signalSemaphoreCount; ++i)
        record.parts("signal", {handle_id(batch.pSignalSemaphores[i]),
                                values ? value(values->pSignalSemaphoreValues, values->signalSemaphoreValueCount, i) : 0});
}

VKAPI_ATTR VkResult VKAPI_CALL capture_vkQueueSubmit(VkQueue queue, uint32_t count, const VkSubmitInfo* batches, VkFence fence) {
    sync_mappings(false);
    Record record("vkQueueSubmit");
    record.u64("queue", handle_id(queue)).u64("fence", handle_id(fence));
    for (uint32_t i = 0; i < count; ++i) record_batch(record, i, batches[i]);
    record.write(true);
    return SYNCSTRESS_CAPTURE_NEXT(vkQueueSubmit, queue)(queue, count, batches, fence);
}

VKAPI_ATTR VkResult VKAPI_CALL capture_vkCreateFence(VkDevice device, const VkFenceCreateInfo* info, const VkAllocationCallbacks* allocator,
                                                     VkFence* fence) {
    const VkResult result = SYNCSTRESS_CAPTURE_NEXT(vkCreateFence, device)(device, info, allocator, fence);
    if (result == VK_SUCCESS)
        Record("vkCreateFence")
            .u64("fence", handle_id(*fence))
            .u64("signaled", (info->flags & VK_FENCE_CREATE_SIGNALED_BIT) ? 1 : 0)
            .write();
    return result;
}

VKAPI_ATTR VkResult VKAPI_CALL capture_vkWaitForFences(VkDevice device, uint32_t count, const VkFence* fences, VkBool32 all,
                                                       uint64_t timeout) {
    const VkResult result = waited([&] { return SYNCSTRESS_CAPTURE_NEXT(vkWaitForFences, device)(device, count, fences, all, timeout); });
    Record record("vkWaitForFences");
    record.i64("result", result).u64("all", all ? 1 : 0);
    for (uint32_t i = 0; i < count; ++i) record.u64("fence", handle_id(fences[i]));
    record.write(true);
    return result;
}

VKAPI_ATTR VkResult VKAPI_CALL capture_vkGetFenceStatus(VkDevice device, VkFence fence) {
    const VkResult result = waited([&] { return SYNCSTRESS_CAPTURE_NEXT(vkGetFenceStatus, device)(device, fence); });
    Record("vkGetFenceStatus").i64("result", result).u64("fence", handle_id(fence)).write(true);
    return result;
}

const VkSemaphoreTypeCreateInfo* semaphore_type(const void* chain) {
    for (auto* info = static_cast<const VkBaseInStructure*>(chain); info; info = info->pNext)
        if (info->sType == VK_STRUCTURE_TYPE_SEMAPHORE_TYPE_CREATE_INFO) return reinterpret_cast<const VkSemaphoreTypeCreateInfo*>(info);
    return nullptr;
}

VKAPI_ATTR VkResult VKAPI_CALL capture_vkCreateSemaphore(VkDevice device, const VkSemaphoreCreateInfo* info,
                                                         const VkAllocationCallbacks* allocator, VkSemaphore* semaphore) {
    const VkResult result = SYNCSTRESS_CAPTURE_NEXT(vkCreateSemaphore, device)(device, info, allocator, semaphore);
    const VkSemaphoreTypeCreateInfo* type = semaphore_type(info->pNext);
    const bool timeline = type && type->semaphoreType == VK_SEMAPHORE_TYPE_TIMELINE;
    if (result == VK_SUCCESS)
        Record("vkCreateSemaphore")
            .u64("semaphore", handle_id(*semaphore))
            .u64("timeline", timeline ? 1 : 0)
            .u64("initial", timeline ? type->initialValue : 0)
            .u64("export", semaphore_export_types(info->pNext))
            .write();
    return result;
}

// A value read is a point the semaphore has reached: what follows is ordered after its signal, as after a wait.
template <Hook hook>
VKAPI_ATTR VkResult VKAPI_CALL get_semaphore_counter_value(VkDevice device, VkSemaphore semaphore, uint64_t* value) {
    const VkResult result = waited([&] { return next<PFN_vkGetSemaphoreCounterValue>(hook, device)(device, semaphore, value); });
    Record(hook_name(hook)).i64("result", result).parts("wait", {handle_id(semaphore), result == VK_SUCCESS ? *value : 0}).write(true);
    return result;
}
constexpr PFN_vkGetSemaphoreCounterValue capture_vkGetSemaphoreCounterValue =
    &get_semaphore_counter_value<Hook::vkGetSemaphoreCounterValue>;
constexpr PFN_vkGetSemaphoreCounterValue capture_vkGetSemaphoreCounterValueKHR =
    &get_semaphore_counter_value<Hook::vkGetSemaphoreCounterValueKHR>;

VKAPI_ATTR VkResult VKAPI_CALL capture_vkWaitSemaphores(VkDevice device, const VkSemaphoreWaitInfo* info, uint64_t timeout) {
    const VkResult result = waited([&] { return SYNCSTRESS_CAPTURE_NEXT(vkWaitSemaphores, device)(device, info, timeout); });
    Record record("vkWaitSemaphores");
    record.i64("result", result).u64("any", (info->flags & VK_SEMAPHORE_WAIT_ANY_BIT) ? 1 : 0);
    for (uint32_t i = 0; i < info->semaphoreCount; ++i) record.parts("wait", {handle_id(info->pSemaphores[i]), info->pValues[i]});
    record.write(true);
    return result;
}

VKAPI_ATTR VkResult VKAPI_CALL capture_vkSignalSemaphore(VkDevice device, const VkSemaphoreSignalInfo* info) {
    sync_mappings(false);
    Record("vkSignalSemaphore").parts("signal", {handle_id(info->semaphore), info->value}).write(true);
    return SYNCSTRESS_CAPTURE_NEXT(vkSignalSemaphore, device)(device, info);
}

VKAPI_ATTR VkResult VKAPI_CALL capture_vkQueueWaitIdle(VkQueue queue) {
    const VkResult result = waited([&] { return SYNCSTRESS_CAPTURE_NEXT(vkQueueWaitIdle, queue)(queue); });
    Record("vkQueueWaitIdle").i64("result", result).u64("queue", handle_id(queue)).write(true);
    return result;
}

VKAPI_ATTR VkResult VKAPI_CALL capture_vkDeviceWaitIdle(VkDevice device) {
    const VkResult result = waited([&] { return SYNCSTRESS_CAPTURE_NEXT(vkDeviceWaitIdle, device)(device); });
    Record("vkDeviceWaitIdle").i64("result", result).u64("device", handle_id(device)).write(true);
    return result;
}

VKAPI_ATTR VkResult VKAPI_CALL capture_vkCreateShaderModule(VkDevice device, const VkShaderModuleCreateInfo* info,
                                                            const VkAllocationCallbacks* allocator, VkShaderModule* module) {
    const VkResult result = SYNCSTRESS_CAPTURE_NEXT(vkCreateShaderModule, device)(device, info, allocator, module);
    if (result != VK_SUCCESS) return result;
    Record record("vkCreateShaderModule");
    record.u64("module", handle_id(*module));
    for (const ShaderBinding& b : shader_buffer_bindings(info->pCode, info->codeSize / 4))
        record.parts("binding", {b.set, b.binding, b.read ? 1u : 0u, b.write ? 1u : 0u});
    record.write();
    return result;
}

VKAPI_ATTR VkResult VKAPI_CALL capture_vkCreateComputePipelines(VkDevice device, VkPipelineCache cache, uint32_t count,
                                                                const VkComputePipelineCreateInfo* infos,
                                                                const VkAllocationCallbacks* allocator, VkPipeline* pipelines) {
    const VkResult result = SYNCSTRESS_CAPTURE_NEXT(vkCreateComputePipelines, device)(device, cache, count, infos, allocator, pipelines);
    Record record("vkCreateComputePipelines");
    for (uint32_t i = 0; i < count; ++i)
        if (pipelines[i] != VK_NULL_HANDLE) record.parts("pipeline", {handle_id(pipelines[i]), handle_id(infos[i].stage.module)});
    record.write();
    return result;
}

VKAPI_ATTR void VKAPI_CALL capture_vkCmdBindPipeline(VkCommandBuffer cb, VkPipelineBindPoint point, VkPipeline pipeline) {
    if (point == VK_PIPELINE_BIND_POINT_COMPUTE)
        Record("vkCmdBindPipeline").u64("cb", handle_id(cb)).u64("pipeline", handle_id(pipeline)).write();
    SYNCSTRESS_CAPTURE_NEXT(vkCmdBindPipeline, cb)(cb, point, pipeline);
}

VKAPI_ATTR void VKAPI_CALL capture_vkCmdBindDescriptorSets(VkCommandBuffer cb, VkPipelineBindPoint point, VkPipelineLayout layout,
                                                           uint32_t first, uint32_t count, const VkDescriptorSet* sets,
                                                           uint32_t dynamic_count, const uint32_t* dynamic_offsets) {
    if (point == VK_PIPELINE_BIND_POINT_COMPUTE) {
        Record record("vkCmdBindDescriptorSets");
        record.u64("cb", handle_id(cb)).u64("first", first);
        for (uint32_t i = 0; i < count; ++i) record.u64("set", handle_id(sets[i]));
        for (uint32_t i = 0; i < dynamic_count; ++i) record.u64("dynamic", dynamic_offsets[i]);
        record.write();
    }
    SYNCSTRESS_CAPTURE_NEXT(vkCmdBindDescriptorSets, cb)(cb, point, layout, first, count, sets, dynamic_count, dynamic_offsets);
}

bool is_buffer_descriptor(VkDescriptorType type) {
    return type == VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER || type == VK_DESCRIPTOR_TYPE_STORAGE_BUFFER ||
           type == VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER_DYNAMIC || type == VK_DESCRIPTOR_TYPE_STORAGE_BUFFER_DYNAMIC;
}

VKAPI_ATTR void VKAPI_CALL capture_vkUpdateDescriptorSets(VkDevice device, uint32_t write_count, const VkWriteDescriptorSet* writes,
                                                          uint32_t copy_count, const VkCopyDescriptorSet* copies) {
    Record record("vkUpdateDescriptorSets");
    for (uint32_t w = 0; w < write_count; ++w) {
        const VkWriteDescriptorSet& write = writes[w];
        if (!is_buffer_descriptor(write.descriptorType) || !write.pBufferInfo) continue;
        for (uint32_t i = 0; i < write.descriptorCount; ++i)
            record.parts("write",
                         {handle_id(write.dstSet), write.dstBinding, write.dstArrayElement + i, static_cast<uint64_t>(write.descriptorType),
                          handle_id(write.pBufferInfo[i].buffer), write.pBufferInfo[i].offset, write.pBufferInfo[i].range});
    }
    record.u64("copies", copy_count).write();
    SYNCSTRESS_CAPTURE_NEXT(vkUpdateDescriptorSets, device)(device, write_count, writes, copy_count, copies);
}

template <Hook hook>
VKAPI_ATTR void VKAPI_CALL copy_buffer2(VkCommandBuffer cb, const VkCopyBufferInfo2* info) {
    Record record(hook_name(hook));
    record.u64("cb", handle_id(cb)).u64("src", handle_id(info->srcBuffer)).u64("dst", handle_id(info->dstBuffer));
    for (uint32_t i = 0; i < info->regionCount; ++i)
        record.parts("region", {info->pRegions[i].srcOffset, info->pRegions[i].dstOffset, info->pRegions[i].size});
    record.write();
    next<PFN_vkCmdCopyBuffer2>(hook, cb)(cb, info);
}
constexpr PFN_vkCmdCopyBuffer2 capture_vkCmdCopyBuffer2 = &copy_buffer2<Hook::vkCmdCopyBuffer2>;
constexpr PFN_vkCmdCopyBuffer2 capture_vkCmdCopyBuffer2KHR = &copy_buffer2<Hook::vkCmdCopyBuffer2KHR>;

// Each barrier of a VkDependencyInfo has its own stages: memory=src_stage:src_access:dst_stage:dst_access,
// buffer=buffer:src_stage:src_access:dst_stage:dst_access:offset:size, image=src_stage:dst_stage.
void dependency_fields(Record& record, const VkDependencyInfo* info) {
    for (uint32_t i = 0; i < info->memoryBarrierCount; ++i) {
        const VkMemoryBarrier2& b = info->pMemoryBarriers[i];
        record.parts("memory", {b.srcStageMask, b.srcAccessMask, b.dstStageMask, b.dstAccessMask});
    }
    for (uint32_t i = 0; i < info->bufferMemoryBarrierCount; ++i) {
        const VkBufferMemoryBarrier2& b = info->pBufferMemoryBarriers[i];
        record.parts("buffer", {handle_id(b.buffer), b.srcStageMask, b.srcAccessMask, b.dstStageMask, b.dstAccessMask, b.offset, b.size});
    }
    for (uint32_t i = 0; i < info->imageMemoryBarrierCount; ++i)
        record.parts("image", {info->pImageMemoryBarriers[i].srcStageMask, info->pImageMemoryBarriers[i].dstStageMask});
}

template <Hook hook>
VKAPI_ATTR void VKAPI_CALL pipeline_barrier2(VkCommandBuffer cb, const VkDependencyInfo* info) {
    Record record(hook_name(hook));
    record.u64("cb", handle_id(cb));
    dependency_fields(record, info);
    record.write();
    next<PFN_vkCmdPipelineBarrier2>(hook, cb)(cb, info);
}
constexpr PFN_vkCmdPipelineBarrier2 capture_vkCmdPipelineBarrier2 = &pipeline_barrier2<Hook::vkCmdPipelineBarrier2>;
constexpr PFN_vkCmdPipelineBarrier2 capture_vkCmdPipelineBarrier2KHR = &pipeline_barrier2<Hook::vkCmdPipelineBarrier2KHR>;

// Synchronization2's set: the event's first scope is its dependency's source stages.
template <Hook hook>
VKAPI_ATTR void VKAPI_CALL set_event2(VkCommandBuffer cb, VkEvent event, const VkDependencyInfo* info) {
    Record record(hook_name(hook));
    record.u64("cb", handle_id(cb)).u64("event", handle_id(event));
    dependency_fields(record, info);
    record.write();
    next<PFN_vkCmdSetEvent2>(hook, cb)(cb, event, info);
}
constexpr PFN_vkCmdSetEvent2 capture_vkCmdSetEvent2 = &set_event2<Hook::vkCmdSetEvent2>;
constexpr PFN_vkCmdSetEvent2 capture_vkCmdSetEvent2KHR = &set_event2<Hook::vkCmdSetEvent2KHR>;

// Synchronization2's wait: one dependency per event, each written as a pipeline barrier's.
template <Hook hook>
VKAPI_ATTR void VKAPI_CALL wait_events2(VkCommandBuffer cb, uint32_t count, const VkEvent* events, const VkDependencyInfo* infos) {
    Record record(hook_name(hook));
    record.u64("cb", handle_id(cb));
    for (uint32_t i = 0; i < count; ++i) {
        record.u64("event", handle_id(events[i]));
        dependency_fields(record, &infos[i]);
    }
    record.write();
    next<PFN_vkCmdWaitEvents2>(hook, cb)(cb, count, events, infos);
}
constexpr PFN_vkCmdWaitEvents2 capture_vkCmdWaitEvents2 = &wait_events2<Hook::vkCmdWaitEvents2>;
constexpr PFN_vkCmdWaitEvents2 capture_vkCmdWaitEvents2KHR = &wait_events2<Hook::vkCmdWaitEvents2KHR>;

template <Hook hook>
VKAPI_ATTR VkResult VKAPI_CALL queue_submit2(VkQueue queue, uint32_t count, const VkSubmitInfo2* batches, VkFence fence) {
    sync_mappings(false);
    Record record(hook_name(hook));
    record.u64("queue", handle_id(queue)).u64("fence", handle_id(fence));
    for (uint32_t b = 0; b < count; ++b) {
        const VkSubmitInfo2& batch = batches[b];
        record.u64("batch", b);
        for (uint32_t i = 0; i < batch.waitSemaphoreInfoCount; ++i)
            record.parts("wait", {handle_id(batch.pWaitSemaphoreInfos[i].semaphore), batch.pWaitSemaphoreInfos[i].value});
        for (uint32_t i = 0; i < batch.commandBufferInfoCount; ++i) record.u64("cb", handle_id(batch.pCommandBufferInfos[i].commandBuffer));
        for (uint32_t i = 0; i < batch.signalSemaphoreInfoCount; ++i)
            record.parts("signal", {handle_id(batch.pSignalSemaphoreInfos[i].semaphore), batch.pSignalSemaphoreInfos[i].value});
    }
    record.write(true);
    return next<PFN_vkQueueSubmit2>(hook, queue)(queue, count, batches, fence);
}
constexpr PFN_vkQueueSubmit2 capture_vkQueueSubmit2 = &queue_submit2<Hook::vkQueueSubmit2>;
constexpr PFN_vkQueueSubmit2 capture_vkQueueSubmit2KHR = &queue_submit2<Hook::vkQueueSubmit2KHR>;

// A function that is counted, not modelled: its name goes to the log, then the call goes on unchanged.
template <Hook H, class Pfn>
struct Counted;
template <Hook H, class R, class First, class... Rest>
struct Counted<H, R(VKAPI_PTR*)(First, Rest...)> {
    static VKAPI_ATTR R VKAPI_CALL call(First first, Rest... rest) {
        Record(hook_name(H)).u64("not_modelled", 1).write();
        return next<R(VKAPI_PTR*)(First, Rest...)>(H, first)(first, rest...);
    }
};

#define SYNCSTRESS_CAPTURE_NAME_ROW(name) #name,
constexpr const char* k_hook_names[] = {SYNCSTRESS_CAPTURE_RECORDED(SYNCSTRESS_CAPTURE_NAME_ROW)
                                            SYNCSTRESS_CAPTURE_COUNTED(SYNCSTRESS_CAPTURE_NAME_ROW)};
#undef SYNCSTRESS_CAPTURE_NAME_ROW
static_assert(std::size(k_hook_names) == k_hook_count);

#define SYNCSTRESS_CAPTURE_RECORDED_ROW(name) reinterpret_cast<PFN_vkVoidFunction>(capture_##name),
#define SYNCSTRESS_CAPTURE_COUNTED_ROW(name) reinterpret_cast<PFN_vkVoidFunction>(&Counted<Hook::name, PFN_##name>::call),
const PFN_vkVoidFunction k_hook_functions[] = {SYNCSTRESS_CAPTURE_RECORDED(SYNCSTRESS_CAPTURE_RECORDED_ROW)
                                                   SYNCSTRESS_CAPTURE_COUNTED(SYNCSTRESS_CAPTURE_COUNTED_ROW)};
#undef SYNCSTRESS_CAPTURE_RECORDED_ROW
#undef SYNCSTRESS_CAPTURE_COUNTED_ROW

}  // namespace

const char* hook_name(Hook hook) { return k_hook_names[static_cast<size_t>(hook)]; }
PFN_vkVoidFunction hook_function(Hook hook) { return k_hook_functions[static_cast<size_t>(hook)]; }

}  // namespace syncstress::capture_layer
