// The protocol's vocabulary (docs/adapter-protocol.md) in and out of the sync core's types: a submission's commands
// as JSON, and what an adapter says of itself as a BackendInfo.
#pragma once

#include "core/common/result.h"
#include "core/sync/backend.h"

#include <nlohmann/json.hpp>

#include <span>
#include <string>
#include <vector>

namespace syncstress::backends::python {

// One submission's batches as the protocol's command list: each batch's waits, then its commands, then its signals
// (in a queue that runs in order, that is the batch). Barriers only with `barriers` (an adapter that declares them,
// on an unordered submission); else they are left out.
nlohmann::json commands_json(std::span<const sync::Batch> batches, bool barriers = true);
// One barrier as the protocol gives it: stages and access classes by name, `buffer` only for a buffer barrier.
nlohmann::json barrier_json(const sync::BarrierCmd& barrier);
nlohmann::json transfer_json(uint32_t src, uint32_t dst, uint64_t src_offset, uint64_t dst_offset, uint64_t count);

// create's "info": device, driver, api_version, and what it runs by name (sides, commands, kernels, memories,
// host_ops, weaker, capabilities; each list left out means all, or none for host_ops, weaker and capabilities),
// max_queues, hardware_queues, notes. The barrier command comes with the capability "barriers" alone (protocol 1.1),
// whatever `commands` says. An error names the field that is wrong.
Result<sync::BackendInfo> info_from_json(const nlohmann::json& info);

// hello's answer: the adapter's ABI version, name and version.
struct Hello {
    uint64_t abi_version = 0;
    std::string name;
    std::string version;
};
// An error when one is missing or of another type, quoting at most 200 bytes of the answer.
Result<Hello> hello_from_json(const nlohmann::json& body);
// semaphore_value's answer: its non-negative integer `value`.
Result<uint64_t> semaphore_value_from_json(const nlohmann::json& body);

}  // namespace syncstress::backends::python
