#include "tool/shard.h"

#include <charconv>
#include <tuple>
#include <cstdlib>

namespace syncstress::tool {

namespace {

std::optional<uint64_t> parse_count(std::string_view text) {
    uint64_t value = 0;
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size() || text.empty()) return std::nullopt;
    return value;
}

// A pair of variables, both set or both unset. `one_based`: the index variable counts from 1.
Result<std::optional<Shard>> from_pair(const GetEnv& env, const char* index_name, const char* total_name, bool one_based) {
    auto index_text = env(index_name), total_text = env(total_name);
    const std::string names = std::string(index_name) + "/" + total_name;
    if (!index_text && !total_text) return std::optional<Shard>{};
    if (!index_text || !total_text)
        return make_error(std::string(index_text ? index_name : total_name) + " is set but " + (index_text ? total_name : index_name) +
                              " is not; set both or neither",
                          ErrorKind::bad_input);
    auto index = parse_count(*index_text), total = parse_count(*total_text);
    if (!index || !total || *total == 0)
        return make_error(names + " = " + *index_text + "/" + *total_text + ": expected two whole numbers, the total at least 1",
                          ErrorKind::bad_input);
    const uint64_t first = one_based ? 1 : 0;
    if (*index < first || *index - first >= *total)
        return make_error(names + " = " + *index_text + "/" + *total_text + ": the index must be in [" + std::to_string(first) + ", " +
                              std::to_string(*total - 1 + first) + "]",
                          ErrorKind::bad_input);
    return std::optional<Shard>(Shard{*index - first, *total, names});
}

}  // namespace

Result<Shard> parse_shard(std::string_view text) {
    const auto slash = text.find('/');
    auto index = slash == std::string_view::npos ? std::nullopt : parse_count(text.substr(0, slash));
    auto count = slash == std::string_view::npos ? std::nullopt : parse_count(text.substr(slash + 1));
    if (!index || !count || *count == 0)
        return make_error("--shard " + std::string(text) + ": expected I/N, e.g. 2/4 (the second of four shards)", ErrorKind::bad_input);
    if (*index < 1 || *index > *count)
        return make_error("--shard " + std::string(text) + ": I counts from 1 to N (" + std::to_string(*count) + ")", ErrorKind::bad_input);
    return Shard{*index - 1, *count, "--shard"};
}

std::string to_string(const Shard& shard) { return std::to_string(shard.index + 1) + "/" + std::to_string(shard.count); }

GetEnv process_environment() {
    return [](const char* name) -> std::optional<std::string> {
        const char* value = std::getenv(name);
        return value ? std::optional<std::string>(value) : std::nullopt;
    };
}

Result<Shard> choose_shard(const std::optional<std::string>& flag, std::optional<uint64_t> shard_count, const GetEnv& env) {
    if (flag) {
        if (shard_count)
            return make_error("--shard and --shard-count: give one of them (--shard-count goes with JOB_COMPLETION_INDEX)",
                              ErrorKind::bad_input);
        return parse_shard(*flag);
    }
    if (shard_count) {
        if (*shard_count == 0) return make_error("--shard-count must be at least 1", ErrorKind::bad_input);
        auto text = env("JOB_COMPLETION_INDEX");
        if (!text)
            return make_error("--shard-count needs JOB_COMPLETION_INDEX (set by a Kubernetes Indexed Job); elsewhere use --shard I/N",
                              ErrorKind::bad_input);
        auto index = parse_count(*text);
        if (!index || *index >= *shard_count)
            return make_error("JOB_COMPLETION_INDEX = " + *text + " with --shard-count " + std::to_string(*shard_count) +
                                  ": the index must be in [0, " + std::to_string(*shard_count - 1) + "]",
                              ErrorKind::bad_input);
        return Shard{*index, *shard_count, "JOB_COMPLETION_INDEX/--shard-count"};
    }
    for (auto [index, total, one_based] :
         {std::tuple{"GTEST_SHARD_INDEX", "GTEST_TOTAL_SHARDS", false}, std::tuple{"CI_NODE_INDEX", "CI_NODE_TOTAL", true}}) {
        auto shard = from_pair(env, index, total, one_based);
        if (!shard) return shard.error();
        if (*shard) return **shard;
    }
    return Shard{};
}

std::vector<size_t> shard_items(size_t items, const Shard& shard) {
    std::vector<size_t> out;
    for (size_t k = shard.index; k < items; k += shard.count) out.push_back(k);
    return out;
}

}  // namespace syncstress::tool
