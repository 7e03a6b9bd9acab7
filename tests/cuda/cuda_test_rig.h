// A raw sync::Backend with the core's dense ids handed out in order, for tests that drive the cuda and
// vulkan+cuda backends directly. open_rig() skips (with the probe's reason) when the backend cannot run here, and
// fails instead where SYNCSTRESS_REQUIRE_CUDA=1 (scripts/gpu-suite.sh).
#pragma once

#include "core/backends/cuda/cuda_backend.h"
#include "core/backends/interop/vulkan_cuda_backend.h"
#include "tests/common/backend_rig.h"
#include "tests/common/skip.h"

#include <doctest/doctest.h>

#include <atomic>
#include <chrono>
#include <initializer_list>
#include <optional>
#include <span>
#include <string>

namespace syncstress::test {

using namespace std::chrono_literals;

using testing::why;
using Rig = testing::BackendRig;

inline sync::Availability probe(const std::string& name) {
    return name == "cuda" ? backends::probe_cuda({}) : backends::probe_vulkan_cuda({});
}

inline std::optional<Rig> open_rig(const std::string& name) {
    const sync::Availability availability = probe(name);
    if (!availability.available) {
        testing::skip(testing::k_require_cuda, name + " is unavailable here: " + availability.reason);
        return std::nullopt;
    }
    auto backend = name == "cuda" ? backends::create_cuda_backend({}) : backends::create_vulkan_cuda_backend({});
    REQUIRE_MESSAGE(backend.ok(), why(backend));
    return Rig{name, std::move(*backend)};
}

// Runs body(name, rig) on each named backend that can run here; skips (the whole case) for each one that cannot.
template <class Body>
void on_each_backend(std::initializer_list<const char*> names, Body&& body) {
    for (const std::string name : names) {
        CAPTURE(name);
        if (auto rig = open_rig(name)) body(name, *rig);
    }
}

// Reads host memory that a queue may be writing right now.
inline uint32_t racy_load(const uint32_t* p) {
    return std::atomic_ref<uint32_t>(*const_cast<uint32_t*>(p)).load(std::memory_order_acquire);
}

}  // namespace syncstress::test
