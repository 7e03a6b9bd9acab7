// The opaque kernels a cpu backend has resolved to memory. A job holds a pointer to one (a cell of the job queue has
// no room for 16 ranges), so each lives as long as the backend; one per distinct kernel (its id and its ranges'
// memory), so that a run of many iterations resolves the same few again and again without growing.
#pragma once

#include "core/common/opaque.h"

#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <tuple>
#include <vector>

namespace syncstress::backends::cpu {

struct ResolvedOpaque {
    uint32_t id = 0;
    std::vector<OpaqueRead> reads;
    std::vector<OpaqueWrite> writes;
    uint64_t longest = 0;  // the longest write range
};

class OpaqueStore {
public:
    // The kept kernel equal to `o`, kept now if it is the first. Safe from several host threads.
    const ResolvedOpaque* keep(ResolvedOpaque o) {
        std::vector<std::tuple<const void*, uint64_t>> key;
        for (const OpaqueRead& r : o.reads) key.emplace_back(r.data, r.count);
        key.emplace_back(nullptr, o.reads.size());  // where the reads end
        for (const OpaqueWrite& w : o.writes) key.emplace_back(w.data, w.count);
        std::lock_guard lock(mutex_);
        auto& kept = kept_[{o.id, std::move(key)}];
        if (!kept) kept = std::make_unique<ResolvedOpaque>(std::move(o));
        return kept.get();
    }

private:
    std::mutex mutex_;
    std::map<std::pair<uint32_t, std::vector<std::tuple<const void*, uint64_t>>>, std::unique_ptr<ResolvedOpaque>> kept_;
};

}  // namespace syncstress::backends::cpu
