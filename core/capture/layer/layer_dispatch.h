// The capture layer's place in the loader's chains: the device functions it hooks, and for each device the next
// layer's (or the driver's) function of each, found through the dispatchable handle a call is made on.
#pragma once

#include <vulkan/vk_layer.h>
#include <vulkan/vulkan.h>

#include <cstddef>
#include <cstdint>

// The device functions recorded one by one (layer_calls.cpp).
#define SYNCSTRESS_CAPTURE_RECORDED(X)                                                                                                     \
    X(vkDestroyDevice)                                                                                                                     \
    X(vkGetDeviceQueue)                                                                                                                    \
    X(vkGetDeviceQueue2)                                                                                                                   \
    X(vkCreateBuffer)                                                                                                                      \
    X(vkDestroyBuffer)                                                                                                                     \
    X(vkAllocateMemory)                                                                                                                    \
    X(vkFreeMemory)                                                                                                                        \
    X(vkBindBufferMemory)                                                                                                                  \
    X(vkBindBufferMemory2)                                                                                                                 \
    X(vkMapMemory)                                                                                                                         \
    X(vkUnmapMemory)                                                                                                                       \
    X(vkFlushMappedMemoryRanges)                                                                                                           \
    X(vkInvalidateMappedMemoryRanges)                                                                                                      \
    X(vkBeginCommandBuffer)                                                                                                                \
    X(vkCmdCopyBuffer)                                                                                                                     \
    X(vkCmdFillBuffer)                                                                                                                     \
    X(vkCmdUpdateBuffer)                                                                                                                   \
    X(vkCmdDispatch)                                                                                                                       \
    X(vkCmdDispatchIndirect)                                                                                                               \
    X(vkCmdPipelineBarrier)                                                                                                                \
    X(vkCmdExecuteCommands)                                                                                                                \
    X(vkQueueSubmit)                                                                                                                       \
    X(vkCreateFence)                                                                                                                       \
    X(vkWaitForFences)                                                                                                                     \
    X(vkGetFenceStatus)                                                                                                                    \
    X(vkCreateSemaphore)                                                                                                                   \
    X(vkWaitSemaphores)                                                                                                                    \
    X(vkSignalSemaphore)                                                                                                                   \
    X(vkQueueWaitIdle)                                                                                                                     \
    X(vkDeviceWaitIdle)                                                                                                                    \
    X(vkCreateShaderModule)                                                                                                                \
    X(vkCreateComputePipelines)                                                                                                            \
    X(vkCmdBindPipeline)                                                                                                                   \
    X(vkCmdBindDescriptorSets)                                                                                                             \
    X(vkUpdateDescriptorSets)                                                                                                              \
    X(vkCmdCopyBuffer2)                                                                                                                    \
    X(vkCmdCopyBuffer2KHR)                                                                                                                 \
    X(vkCmdPipelineBarrier2)                                                                                                               \
    X(vkCmdPipelineBarrier2KHR)                                                                                                            \
    X(vkQueueSubmit2)                                                                                                                      \
    X(vkQueueSubmit2KHR)                                                                                                                   \
    X(vkGetSemaphoreCounterValue)                                                                                                          \
    X(vkGetSemaphoreCounterValueKHR)                                                                                                       \
    X(vkCmdSetEvent)                                                                                                                       \
    X(vkCmdWaitEvents)                                                                                                                     \
    X(vkCmdSetEvent2)                                                                                                                      \
    X(vkCmdSetEvent2KHR)                                                                                                                   \
    X(vkCmdWaitEvents2)                                                                                                                    \
    X(vkCmdWaitEvents2KHR)                                                                                                                 \
    X(vkGetMemoryFdKHR)                                                                                                                    \
    X(vkGetSemaphoreFdKHR)                                                                                                                 \
    X(vkGetMemoryWin32HandleKHR)                                                                                                           \
    X(vkGetSemaphoreWin32HandleKHR)

// Device functions that touch queues or memory in ways the scenario format does not model: each call is recorded
// by name alone, and the summary lists how many there were.
#define SYNCSTRESS_CAPTURE_COUNTED(X)                                                                                                      \
    X(vkCreateImage)                                                                                                                       \
    X(vkBindImageMemory)                                                                                                                   \
    X(vkCmdDispatchBase)                                                                                                                   \
    X(vkCmdCopyImage)                                                                                                                      \
    X(vkCmdCopyBufferToImage)                                                                                                              \
    X(vkCmdCopyImageToBuffer)                                                                                                              \
    X(vkCmdBlitImage)                                                                                                                      \
    X(vkCmdResolveImage)                                                                                                                   \
    X(vkCmdClearColorImage)                                                                                                                \
    X(vkCmdClearDepthStencilImage)                                                                                                         \
    X(vkCmdBeginRenderPass)                                                                                                                \
    X(vkCmdBeginRendering)                                                                                                                 \
    X(vkCmdDraw)                                                                                                                           \
    X(vkCmdDrawIndexed)                                                                                                                    \
    X(vkCmdDrawIndirect)                                                                                                                   \
    X(vkCmdDrawIndexedIndirect)                                                                                                            \
    X(vkCmdResetEvent)                                                                                                                     \
    X(vkSetEvent)                                                                                                                          \
    X(vkResetEvent)                                                                                                                        \
    X(vkGetEventStatus)                                                                                                                    \
    X(vkCmdWriteTimestamp)                                                                                                                 \
    X(vkCmdCopyQueryPoolResults)                                                                                                           \
    X(vkQueueBindSparse)                                                                                                                   \
    X(vkQueuePresentKHR)                                                                                                                   \
    X(vkAcquireNextImageKHR)                                                                                                               \
    X(vkUpdateDescriptorSetWithTemplate)                                                                                                   \
    X(vkCmdPushDescriptorSetKHR)                                                                                                           \
    X(vkCmdCopyImage2)                                                                                                                     \
    X(vkCmdCopyBufferToImage2)                                                                                                             \
    X(vkCmdCopyImageToBuffer2)                                                                                                             \
    X(vkCmdBlitImage2)                                                                                                                     \
    X(vkCmdResolveImage2)                                                                                                                  \
    X(vkCmdClearAttachments)                                                                                                               \
    X(vkCmdBeginRenderPass2)                                                                                                               \
    X(vkCmdDrawIndirectCount)                                                                                                              \
    X(vkCmdDrawIndexedIndirectCount)                                                                                                       \
    X(vkCmdResetEvent2)                                                                                                                    \
    X(vkCmdWriteTimestamp2)                                                                                                                \
    X(vkCmdBeginQuery)                                                                                                                     \
    X(vkCmdResetQueryPool)

namespace syncstress::capture_layer {

#define SYNCSTRESS_CAPTURE_ENUM_ROW(name) name,
enum class Hook : uint32_t {
    SYNCSTRESS_CAPTURE_RECORDED(SYNCSTRESS_CAPTURE_ENUM_ROW) SYNCSTRESS_CAPTURE_COUNTED(SYNCSTRESS_CAPTURE_ENUM_ROW) count
};
#undef SYNCSTRESS_CAPTURE_ENUM_ROW
constexpr size_t k_hook_count = static_cast<size_t>(Hook::count);

const char* hook_name(Hook hook);
// The layer's own function for `hook` (layer_calls.cpp).
PFN_vkVoidFunction hook_function(Hook hook);

// The function that comes after the layer for `hook` on the device that `dispatchable` (a VkDevice, VkQueue or
// VkCommandBuffer) belongs to.
PFN_vkVoidFunction next_function(Hook hook, const void* dispatchable);
template <class Pfn, class Dispatchable>
Pfn next(Hook hook, Dispatchable dispatchable) {
    return reinterpret_cast<Pfn>(next_function(hook, dispatchable));
}
// The device's memory types' property flags (VkMemoryPropertyFlags), by index.
VkMemoryPropertyFlags memory_type_flags(VkDevice device, uint32_t type_index);
// Drops the device's chain (vkDestroyDevice, after the next layer's).
void forget_device(VkDevice device);

}  // namespace syncstress::capture_layer
