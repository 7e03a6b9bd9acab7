#include "core/backends/registry.h"

#include "core/backends/cpu/cpu_backend.h"
#include "core/backends/cuda/cuda_backend.h"
#include "core/backends/interop/vulkan_cuda_backend.h"
#include "core/backends/vulkan/vulkan_backend.h"

#include <array>

namespace syncstress::backends {

std::span<const BackendEntry> all_backends() {
    static const std::array<BackendEntry, 4> entries = {{
        {"cpu", true, probe_cpu, create_cpu_backend},
        {"vulkan", false, probe_vulkan, create_vulkan_backend},
        {"cuda", true, probe_cuda, create_cuda_backend},
        {"vulkan+cuda", true, probe_vulkan_cuda, create_vulkan_cuda_backend},
    }};
    return entries;
}

const BackendEntry* find_backend(std::string_view name) {
    for (const auto& entry : all_backends())
        if (entry.name == name) return &entry;
    return nullptr;
}

}  // namespace syncstress::backends
