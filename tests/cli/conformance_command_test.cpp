// `syncstress conformance` through the binary: every check on the cpu backend, --check, --json, and the exit codes of
// bad usage and of a backend that cannot run here.
#include "core/backends/registry.h"
#include "core/conformance/conformance.h"
#include "tests/engine/e2e_support.h"
#include "tool/adapter_options.h"

#include <doctest/doctest.h>

#include <regex>
#include <string>

using namespace syncstress;
using namespace syncstress::test;

namespace {

// The numbers of the summary line, or {-1, -1, -1} when there is none.
struct Summary {
    long passed = -1, failed = -1, not_applicable = -1;
};
Summary summary_of(const std::string& output) {
    std::smatch m;
    if (!std::regex_search(output, m, std::regex("(?:^|\n)([0-9]+) passed, ([0-9]+) failed, ([0-9]+) not applicable\r?\n"))) return {};
    return {std::stol(m[1]), std::stol(m[2]), std::stol(m[3])};
}

bool has_row(const std::string& output, const std::string& name) { return output.find("  " + name) != std::string::npos; }

}  // namespace

TEST_CASE("cli conformance: every check passes on cpu or does not apply, one row each, and the summary") {
    auto out = e2e::syncstress("conformance --backend cpu");
    INFO(out.output);
    CHECK(out.exit_code == 0);
    for (const conformance::Check& check : conformance::all_checks()) CHECK_MESSAGE(has_row(out.output, check.info.name), check.info.name);
    const Summary s = summary_of(out.output);
    CHECK(s.failed == 0);
    CHECK(s.passed > 0);
    CHECK(s.passed + s.not_applicable == static_cast<long>(conformance::all_checks().size()));
    // cpu has no read of its own: the check of one is listed, with the reason.
    CHECK(out.output.find("n/a") != std::string::npos);
    CHECK(out.output.find("cpu has no read of its own") != std::string::npos);
}

TEST_CASE("cli conformance: --check runs only the checks whose name contains it, and --json writes them") {
    auto dir = scratch();
    const std::string json = dir.path() + "/c.json", filter = "a prepared submission runs again";
    auto out = e2e::syncstress("conformance --backend cpu -q --check '" + filter + "' --json " + json);
    INFO(out.output);
    CHECK(out.exit_code == 0);
    long selected = 0;
    for (const conformance::Check& check : conformance::all_checks())
        if (check.info.name.find(filter) != std::string::npos) ++selected;
    REQUIRE(selected == 2);
    const Summary s = summary_of(out.output);
    CHECK(s.passed == selected);
    CHECK(s.failed == 0);
    CHECK_FALSE(has_row(out.output, "buffers start zero in every memory (device-side queues)"));
    const auto j = e2e::read_json(json);
    CHECK(j["schema"] == "syncstress/conformance@1");
    CHECK(j["backend"] == "cpu");
    REQUIRE(j["checks"].size() == 2);
    for (const auto& check : j["checks"]) {
        CHECK(check["result"] == "pass");
        CHECK(check["name"].get<std::string>().find(filter) != std::string::npos);
    }
    CHECK(j["summary"]["passed"] == 2);
}

TEST_CASE("cli conformance: an unknown backend, a --check that names nothing and a bad --adapter-option are usage errors") {
    auto out = e2e::syncstress("conformance --backend nosuch");
    CHECK(out.exit_code == 2);
    CHECK(out.output.find("--backend nosuch: no such backend; the backends are cpu, vulkan") != std::string::npos);
    out = e2e::syncstress("conformance --backend cpu --check 'no check is named so'");
    CHECK(out.exit_code == 2);
    CHECK(out.output.find("names no check") != std::string::npos);
    out = e2e::syncstress("conformance --backend cpu --adapter-option device");
    CHECK(out.exit_code == 2);
    CHECK(out.output.find("--adapter-option 'device': expected KEY=VALUE") != std::string::npos);
    out = e2e::syncstress("conformance");
    CHECK(out.exit_code == 2);
}

TEST_CASE("cli conformance: a backend unavailable here exits 3 with its reason") {
    for (const auto& entry : backends::all_backends()) {
        const sync::Availability availability = entry.probe({});
        if (availability.available) continue;
        auto out = e2e::syncstress("conformance --backend " + entry.name);
        INFO(out.output);
        CHECK(out.exit_code == 3);
        CHECK(out.output.find("syncstress: backend " + entry.name + " is unavailable here: " + availability.reason) != std::string::npos);
        return;
    }
    MESSAGE("every backend is available here: nothing to check");
}

TEST_CASE("cli conformance: --adapter-option keeps the order given, an empty value, and refuses a key given twice") {
    auto options = tool::parse_adapter_options({"device=1", "path=", "mode=a=b"});
    REQUIRE(options.ok());
    CHECK(*options == std::vector<std::pair<std::string, std::string>>{{"device", "1"}, {"path", ""}, {"mode", "a=b"}});
    auto twice = tool::parse_adapter_options({"device=1", "device=2"});
    REQUIRE_FALSE(twice.ok());
    CHECK(twice.error().message == "--adapter-option device is given twice; give each key once");
    CHECK_FALSE(tool::parse_adapter_options({"=1"}).ok());
}
