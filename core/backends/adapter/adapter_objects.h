// What an adapter backend has created, so that it refuses a submission naming an object that does not exist or a
// range outside one before the runtime sees it (sync::Backend's contract: a bad submission is refused whole), whatever
// the adapter itself checks.
#pragma once

#include "core/common/types.h"
#include "core/sync/commands.h"

#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace syncstress::backends {

struct AdapterObjects {
    std::vector<Side> queues;                    // by id
    std::vector<uint64_t> buffers, host_arrays;  // elements, by id
    uint32_t semaphores = 0;

    // Why `batches` cannot be submitted to `queue`, naming the command; "" when they can.
    std::string refusal(sync::QueueId queue, std::span<const sync::Batch> batches) const;
    // Why `command` names an unknown object or a range outside one; "" when it does not.
    std::string refusal(const sync::Command& command) const;
};

}  // namespace syncstress::backends
