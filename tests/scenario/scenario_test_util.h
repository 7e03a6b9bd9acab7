// Helpers shared by the scenario tests: scenario text from a fragment, and error lookup.
#pragma once

#include "core/model/expect_check.h"
#include "core/scenario/loader.h"

#include <doctest/doctest.h>

#include <initializer_list>
#include <string>

namespace syncstress::scenario::test {

// A complete scenario document around `body` (the keys after format and name).
inline std::string doc(const std::string& body) { return R"({"format": "syncstress/scenario@1", "name": "t", )" + body + "}"; }

// As run and analyze load a scenario: the loader, then its `expect` patterns against the model.
inline LoadResult load(const std::string& text, const LoadLimits& limits = {}) {
    LoadResult r = load_scenario_text(text, "t.json", limits);
    model::check_expectations(r);
    return r;
}

inline std::string all_errors(const LoadResult& r) {
    std::string out;
    for (const auto& e : r.errors) out += e.to_string() + "\n";
    return out;
}

// True when some error is at `path` and its message holds every word.
inline bool has_error(const LoadResult& r, const std::string& path, std::initializer_list<std::string> words) {
    for (const auto& e : r.errors) {
        if (e.path != path) continue;
        bool all = true;
        for (const auto& w : words) all = all && e.message.find(w) != std::string::npos;
        if (all) return true;
    }
    return false;
}

inline Scenario load_ok(const std::string& text) {
    LoadResult r = load(text);
    INFO(all_errors(r));
    REQUIRE(r.errors.empty());
    REQUIRE(r.scenario.has_value());
    return *r.scenario;
}

}  // namespace syncstress::scenario::test

#define CHECK_ERROR(result, path, ...)                                                                                                     \
    do {                                                                                                                                   \
        INFO(::syncstress::scenario::test::all_errors(result));                                                                            \
        CHECK(::syncstress::scenario::test::has_error((result), (path), {__VA_ARGS__}));                                                   \
        CHECK_FALSE((result).scenario.has_value());                                                                                        \
    } while (0)
