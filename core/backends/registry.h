// Every backend the binary knows, in the order `auto` prefers them last to first.
#pragma once

#include "core/common/result.h"
#include "core/sync/backend.h"
#include "core/sync/device_choice.h"

#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace syncstress::backends {

struct BackendEntry {
    std::string name;  // "cpu", "vulkan", "cuda", "vulkan+cuda"
    // Runs queues of side `cuda` (every backend runs device-side ones): what `--backend auto` picks by, before any
    // backend is created. The created backend's info().cuda_side says the same (tested).
    bool cuda_side = false;
    // Its queues are host threads (cpu): under -j its jobs spread over the workers. Otherwise its device is one GPU
    // (or a runtime's device), which the driver time-slices between processes: its jobs go to one worker, which keeps
    // the device across them (on an H200, four workers on one GPU made each job 2-5x slower and the run slower than one).
    bool host_queues = false;
    // Whether it runs here, on the device --device names (empty: the backend's choice; cpu and adapters ignore it).
    std::function<sync::Availability(std::string_view device)> probe;
    // Every device it can open, in the order --device's indices count (null: it has no choice of device).
    std::function<Result<std::vector<sync::DeviceEntry>>()> devices;
    std::function<Result<std::unique_ptr<sync::Backend>>(const sync::BackendOptions&)> create;
};

std::span<const BackendEntry> all_backends();  // cpu, vulkan, cuda, vulkan+cuda
// A built-in backend by name, or a runtime adapter: "adapter:PATH" (a shared library, include/syncstress/adapter.h;
// PATH may hold colons, as C:\...), "adapter:FILE.json" (an adapter process its manifest names) or
// "adapter:python:FILE.py" (a Python adapter process; docs/adapter-protocol.md). An adapter's entry is made on first
// use and lives as long as the process. Null for an unknown name.
const BackendEntry* find_backend(std::string_view name);
// Before the first probe or backend: what the process's runs need at most (none: unknown), for what must be fixed
// before a runtime starts (CUDA reads CUDA_DEVICE_MAX_CONNECTIONS once).
void plan_queues(const std::optional<sync::QueueNeeds>& needs);
// The folder of the Python adapter module (syncstress_adapter.py) that adapter processes import: the one a package
// laid out beside this executable, else the source tree's python/ (a build).
std::string python_module_folder();
// Whether `name` names a runtime adapter (starts with "adapter:").
bool is_adapter(std::string_view name);
// A manifest adapter's manifest read and checked: a bad_input error (file, JSON path, fix) when it is wrong; nothing
// for every other name, and for a manifest that is not there (its probe says so).
Status check_adapter_manifest(std::string_view name);
// The variables of ours a run of backend `name` depends on that a repro line must set again, where they are set:
// SYNCSTRESS_PYTHON for a Python adapter, SYNCSTRESS_PYTHON_CALL_TIMEOUT for every adapter process.
std::vector<std::pair<std::string, std::string>> environment_to_repeat(std::string_view name);

}  // namespace syncstress::backends
