// The scenario's objects and steps as the sync core takes them: the resources the device created for it, its commands
// translated into the core's ops, and the submissions the device prepared once. Internal to core/engine.
#pragma once

#include "core/common/result.h"
#include "core/engine/watched_device.h"
#include "core/scenario/scenario.h"
#include "core/sync/commands.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

namespace syncstress::engine {

// The device's ids of the scenario's queues, buffers, host arrays and semaphores, by the scenario's indices.
struct Resources {
    std::vector<sync::QueueId> queues;
    std::vector<sync::BufferId> buffers;
    std::vector<sync::HostArrayId> hosts;
    std::vector<sync::SemaphoreId> semaphores;
};

// Creates every resource of `scenario` on `device`, the host arrays filled with their initial pattern.
Status create_resources(WatchedDevice& device, const scenario::Scenario& scenario, Resources& resources);

// Command `command` of step `step` in iteration `it`, as the sync core's op.
sync::QueueOp to_op(const scenario::Scenario& scenario, const Resources& resources, size_t step, const scenario::Command& command,
                    uint64_t it);
// The copy of a write or a read.
sync::UploadCmd copy_of(const Resources& resources, const scenario::Write& write);
sync::DownloadCmd copy_of(const Resources& resources, const scenario::Read& read);

// A value of a prepared step's submission that follows $iteration: a fill's, a dispatch's p0 or p1 (`iter`), or a
// semaphore value (`semaphore`: its value at iteration 0; `raised`: whether it rises with the iterations, as all do but
// teardown's of a semaphore no iterated step names).
struct Varying {
    const scenario::IterValue* iter = nullptr;
    uint64_t semaphore = 0;
    bool raised = true;
};
// A submit, read or write step the device prepared once (Device::prepare): each iteration gives its values only.
struct PreparedStep {
    sync::PreparedId id;
    std::vector<Varying> varying;
};

// Every submit, read and write, prepared, by step; none when a fault is on (the device prepares nothing then).
Result<std::vector<std::optional<PreparedStep>>> prepare_steps(WatchedDevice& device, const scenario::Scenario& scenario,
                                                               const Resources& resources);
// Iteration `it`'s values of a prepared step, into `values`.
std::span<const uint64_t> values_of(const scenario::Scenario& scenario, const PreparedStep& step, uint64_t it,
                                    std::vector<uint64_t>& values);

}  // namespace syncstress::engine
