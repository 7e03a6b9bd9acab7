#include "core/backends/registry.h"

#include "core/backends/adapter/c_adapter.h"
#include "core/backends/adapter/process_manifest.h"
#include "core/backends/adapter/python_adapter.h"
#include "core/backends/cpu/cpu_backend.h"
#include "core/backends/cuda/cuda_backend.h"
#include "core/backends/interop/vulkan_cuda_backend.h"
#include "core/backends/vulkan/vulkan_backend.h"
#include "core/common/startup_trace.h"
#include "core/platform/library.h"

#include <array>
#include <cstdlib>
#include <deque>
#include <mutex>
#include <optional>

namespace syncstress::backends {

namespace {

// A built-in backend's entry, its probe and creation marked in the start-up trace (core/common/startup_trace.h).
template <const char* Name>
BackendEntry traced(bool cuda_side, bool host_queues, sync::Availability (*probe)(std::string_view device),
                    Result<std::unique_ptr<sync::Backend>> (*create)(const sync::BackendOptions&)) {
    static const std::string probe_begin = std::string("probe ") + Name, probe_end = probe_begin + " done";
    static const std::string create_begin = std::string("create ") + Name, create_end = create_begin + " done";
    BackendEntry entry{Name, cuda_side, host_queues, nullptr, nullptr, nullptr};
    entry.probe = [probe](std::string_view device) {
        startup_trace::mark(probe_begin.c_str());
        sync::Availability a = probe(device);
        startup_trace::mark(probe_end.c_str());
        return a;
    };
    entry.create = [create](const sync::BackendOptions& options) {
        startup_trace::mark(create_begin.c_str());
        auto backend = create(options);
        startup_trace::mark(create_end.c_str());
        return backend;
    };
    return entry;
}

constexpr char k_cpu[] = "cpu", k_vulkan[] = "vulkan", k_cuda[] = "cuda", k_vulkan_cuda[] = "vulkan+cuda";

// vulkan+cuda opens the Vulkan device --device names, and the CUDA device of its UUID.
BackendEntry choosing(BackendEntry entry, Result<std::vector<sync::DeviceEntry>> (*devices)()) {
    entry.devices = devices;
    return entry;
}

}  // namespace

std::span<const BackendEntry> all_backends() {
    static const std::array<BackendEntry, 4> entries = {{
        traced<k_cpu>(
            true, true, [](std::string_view) { return probe_cpu(); }, create_cpu_backend),
        choosing(traced<k_vulkan>(false, false, probe_vulkan, create_vulkan_backend), vulkan_devices),
        choosing(traced<k_cuda>(true, false, probe_cuda, create_cuda_backend), cuda_devices),
        choosing(traced<k_vulkan_cuda>(true, false, probe_vulkan_cuda, create_vulkan_cuda_backend), vulkan_devices),
    }};
    return entries;
}

namespace {

constexpr std::string_view k_adapter_prefix = "adapter:";
constexpr std::string_view k_python_prefix = "python:";

// The file after "adapter:python:", or nullopt when `path` is not of that form.
std::optional<std::string> python_file(std::string_view path) {
    if (path.substr(0, k_python_prefix.size()) != k_python_prefix) return std::nullopt;
    return std::string(path.substr(k_python_prefix.size()));
}

// An adapter process's probe: its file (the script, the manifest) must exist, and a manifest must read.
sync::Availability probe_process_file(const std::string& file, bool manifest) {
    if (!platform::file_exists(file)) return {false, "adapter process " + file + ": no such file", "", "", ""};
    if (manifest)
        if (auto read = read_manifest(file); !read) return {false, read.error().message, "", "", ""};
    return {true, "", "", "", ""};
}

// An adapter's entry. Its probe is cheap and creates nothing (a library is loaded and checked; an adapter process's
// file must exist): create() starts the runtime, and says why when it cannot. Its cuda_side is false: which sides an
// adapter runs is known only once it runs (BackendInfo says).
BackendEntry adapter_entry(std::string name) {
    const std::string path = name.substr(k_adapter_prefix.size());
    BackendEntry entry{name, false, false, nullptr, nullptr, nullptr};
    if (auto file = python_file(path)) {
        entry.probe = [file = *file](std::string_view) { return probe_process_file(file, false); };
        entry.create = [file = *file](const sync::BackendOptions& options) { return create_python_adapter(file, options); };
        return entry;
    }
    if (is_manifest_path(path)) {
        entry.probe = [path](std::string_view) { return probe_process_file(path, true); };
        entry.create = [path](const sync::BackendOptions& options) { return create_manifest_adapter(path, options); };
        return entry;
    }
    entry.probe = [path](std::string_view) { return probe_c_adapter(path); };
    entry.create = [name, path](const sync::BackendOptions& options) { return create_c_adapter(name, path, options); };
    return entry;
}

}  // namespace

void plan_queues(const std::optional<sync::QueueNeeds>& needs) {
    // The cuda backend runs every queue on a stream; the setup stream is one more.
    if (needs) plan_cuda_streams(needs->device + needs->cuda + needs->lanes + 1);
}

bool is_adapter(std::string_view name) { return name.substr(0, k_adapter_prefix.size()) == k_adapter_prefix; }

Status check_adapter_manifest(std::string_view name) {
    if (!is_adapter(name)) return {};
    const std::string path(name.substr(k_adapter_prefix.size()));
    if (python_file(path) || !is_manifest_path(path) || !platform::file_exists(path)) return {};
    auto read = read_manifest(path);
    if (!read) return read.error();
    return {};
}

std::vector<std::pair<std::string, std::string>> environment_to_repeat(std::string_view name) {
    std::vector<std::pair<std::string, std::string>> out;
    if (!is_adapter(name)) return out;
    const std::string_view path = name.substr(k_adapter_prefix.size());
    const bool python = python_file(path).has_value();
    if (!python && !is_manifest_path(path)) return out;
    const auto repeat = [&](const char* variable) {
        if (const char* value = std::getenv(variable); value && *value) out.emplace_back(variable, value);
    };
    if (python) repeat("SYNCSTRESS_PYTHON");
    repeat("SYNCSTRESS_PYTHON_CALL_TIMEOUT");  // the call bound of every adapter process
    return out;
}

const BackendEntry* find_backend(std::string_view name) {
    for (const auto& entry : all_backends())
        if (entry.name == name) return &entry;
    if (!is_adapter(name) || name.size() == k_adapter_prefix.size()) return nullptr;
    // Entries stay where they are (a deque), so that the pointers handed out stay valid.
    static std::mutex mutex;
    static std::deque<BackendEntry> adapters;
    std::lock_guard lock(mutex);
    for (const auto& entry : adapters)
        if (entry.name == name) return &entry;
    return &adapters.emplace_back(adapter_entry(std::string(name)));
}

}  // namespace syncstress::backends
