#include "tool/shard.h"

#include <doctest/doctest.h>

#include <map>
#include <set>

using namespace syncstress;

namespace {

tool::GetEnv env_of(std::map<std::string, std::string> vars) {
    return [vars = std::move(vars)](const char* name) -> std::optional<std::string> {
        auto it = vars.find(name);
        return it == vars.end() ? std::nullopt : std::optional(it->second);
    };
}

Result<tool::Shard> choose(std::map<std::string, std::string> vars, std::optional<std::string> flag = std::nullopt,
                           std::optional<uint64_t> count = std::nullopt) {
    return tool::choose_shard(flag, count, env_of(std::move(vars)));
}

}  // namespace

TEST_CASE("shard: --shard I/N is 1-based") {
    auto s = tool::parse_shard("2/4");
    REQUIRE(s.ok());
    CHECK(s->index == 1);
    CHECK(s->count == 4);
    CHECK(tool::to_string(*s) == "2/4");
    for (const char* bad : {"0/4", "5/4", "1/0", "x", "1/", "/4", "1/4/2", "-1/4", "1 /4"}) {
        INFO(bad);
        CHECK_FALSE(tool::parse_shard(bad).ok());
    }
}

TEST_CASE("shard: the shards of N are disjoint and cover every item, item k in shard k mod N") {
    for (uint64_t n = 1; n <= 5; ++n) {
        std::multiset<size_t> seen;
        for (uint64_t i = 0; i < n; ++i) {
            tool::Shard shard{i, n};
            for (size_t k : tool::shard_items(23, shard)) {
                CHECK(k % n == i);
                CHECK(tool::in_shard(k, shard));
                seen.insert(k);
            }
        }
        REQUIRE(seen.size() == 23);
        for (size_t k = 0; k < 23; ++k) CHECK(seen.count(k) == 1);
    }
    CHECK(tool::shard_items(2, {3, 4}).empty());  // more shards than items: some shards run nothing
}

TEST_CASE("shard: no flag and no variables is one shard") {
    auto s = choose({});
    REQUIRE(s.ok());
    CHECK_FALSE(s->sharded());
    CHECK(tool::shard_items(3, *s) == std::vector<size_t>{0, 1, 2});
}

TEST_CASE("shard: GoogleTest's variables count from 0, GitLab's from 1") {
    auto gtest = choose({{"GTEST_SHARD_INDEX", "0"}, {"GTEST_TOTAL_SHARDS", "3"}});
    REQUIRE(gtest.ok());
    CHECK(gtest->index == 0);
    CHECK(gtest->count == 3);
    CHECK(gtest->source == "GTEST_SHARD_INDEX/GTEST_TOTAL_SHARDS");

    auto gitlab = choose({{"CI_NODE_INDEX", "3"}, {"CI_NODE_TOTAL", "3"}});
    REQUIRE(gitlab.ok());
    CHECK(gitlab->index == 2);
    CHECK(gitlab->count == 3);

    CHECK_FALSE(choose({{"GTEST_SHARD_INDEX", "3"}, {"GTEST_TOTAL_SHARDS", "3"}}).ok());
    CHECK_FALSE(choose({{"CI_NODE_INDEX", "0"}, {"CI_NODE_TOTAL", "3"}}).ok());
    CHECK_FALSE(choose({{"CI_NODE_INDEX", "x"}, {"CI_NODE_TOTAL", "3"}}).ok());
    auto half = choose({{"GTEST_SHARD_INDEX", "1"}});
    REQUIRE_FALSE(half.ok());
    CHECK(half.error().message.find("GTEST_TOTAL_SHARDS") != std::string::npos);
}

TEST_CASE("shard: a Kubernetes Indexed Job gives JOB_COMPLETION_INDEX, --shard-count gives N") {
    auto k8s = choose({{"JOB_COMPLETION_INDEX", "4"}}, std::nullopt, 5);
    REQUIRE(k8s.ok());
    CHECK(k8s->index == 4);
    CHECK(k8s->count == 5);
    CHECK_FALSE(choose({{"JOB_COMPLETION_INDEX", "5"}}, std::nullopt, 5).ok());
    CHECK_FALSE(choose({}, std::nullopt, 5).ok());  // --shard-count with no index to go with it
    // The index alone is not a shard: an Indexed Job may use it for something else.
    auto alone = choose({{"JOB_COMPLETION_INDEX", "2"}});
    REQUIRE(alone.ok());
    CHECK_FALSE(alone->sharded());
}

TEST_CASE("shard: --shard wins over the variables, GoogleTest's over GitLab's") {
    std::map<std::string, std::string> both = {
        {"GTEST_SHARD_INDEX", "1"}, {"GTEST_TOTAL_SHARDS", "2"}, {"CI_NODE_INDEX", "1"}, {"CI_NODE_TOTAL", "4"}};
    auto flag = choose(both, "3/3");
    REQUIRE(flag.ok());
    CHECK(tool::to_string(*flag) == "3/3");
    auto env = choose(both);
    REQUIRE(env.ok());
    CHECK(tool::to_string(*env) == "2/2");
    CHECK_FALSE(choose({}, "1/2", 2).ok());  // --shard and --shard-count together
}
