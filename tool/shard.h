// Shards: CI fleets split one long hunt over N machines. Work item k (a scenario x backend job, or an
// exec run index) goes to shard k mod N, so shards are disjoint, cover everything, and need no coordination.
#pragma once

#include "core/common/result.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace syncstress::tool {

struct Shard {
    uint64_t index = 0;  // 0-based
    uint64_t count = 1;
    std::string source;  // where it came from: "--shard", "GTEST_SHARD_INDEX/GTEST_TOTAL_SHARDS", ...
    bool sharded() const { return count > 1; }
};

// "I/N", 1-based as people count: "1/4" .. "4/4".
Result<Shard> parse_shard(std::string_view text);
std::string to_string(const Shard& shard);  // "2/4", 1-based

// Reads an environment variable; nullopt when unset. Injected so that tests need not touch the real environment.
using GetEnv = std::function<std::optional<std::string>(const char* name)>;
GetEnv process_environment();

// The shard this process runs: --shard I/N if given, else the variables CI systems set:
// GTEST_SHARD_INDEX/GTEST_TOTAL_SHARDS (0-based), CI_NODE_INDEX/CI_NODE_TOTAL (GitLab parallel, 1-based),
// JOB_COMPLETION_INDEX (Kubernetes Indexed Job, 0-based) with shard_count (--shard-count N).
// No shard at all is {0, 1}. Half a pair, or an index out of range, is an error naming the variables.
Result<Shard> choose_shard(const std::optional<std::string>& flag, std::optional<uint64_t> shard_count, const GetEnv& env);

inline bool in_shard(uint64_t item, const Shard& shard) { return item % shard.count == shard.index; }

// The items of [0, items) this shard runs, in order.
std::vector<size_t> shard_items(size_t items, const Shard& shard);

}  // namespace syncstress::tool
