// --version and the report's tool object: the same facts of the same build, each checked against its source.
#include "helpers.h"
#include "include/syncstress/adapter.h"
#include "tests/engine/e2e_support.h"

#include <doctest/doctest.h>

#include <algorithm>

#include <map>
#include <regex>
#include <sstream>

using namespace syncstress;
using namespace syncstress::test;

namespace {

// "key: value" lines after the first.
std::map<std::string, std::string> version_fields(const std::string& text) {
    std::map<std::string, std::string> out;
    std::istringstream in(text);
    std::string line;
    std::getline(in, line);
    while (std::getline(in, line)) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (auto colon = line.find(": "); colon != std::string::npos) out[line.substr(0, colon)] = line.substr(colon + 2);
    }
    return out;
}

// The backends `syncstress backends` does not call "built without": those compiled in.
std::string compiled_backends() {
    auto out = test::syncstress("backends --json");
    REQUIRE(out.exit_code == 0);
    std::string list;
    for (const auto& b : nlohmann::json::parse(out.output))
        if (b["reason"].get<std::string>().rfind("built without", 0) != 0)
            list += (list.empty() ? "" : ", ") + b["name"].get<std::string>();
    return list;
}

std::string json_list(const nlohmann::json& names) {
    std::string list;
    for (const auto& n : names) list += (list.empty() ? "" : ", ") + n.get<std::string>();
    return list;
}

}  // namespace

TEST_CASE("--version names the version, commit, build type, compiler, backends, adapter ABI and Python module") {
    auto out = test::syncstress("--version");
    REQUIRE(out.exit_code == 0);
    INFO(out.output);
    std::string text = out.output;  // a console on Windows ends lines with \r\n
    text.erase(std::remove(text.begin(), text.end(), '\r'), text.end());
    CHECK(text.rfind("syncstress version " SYNCSTRESS_TEST_VERSION "\n", 0) == 0);
    auto fields = version_fields(out.output);
    CHECK(std::regex_match(fields["commit"], std::regex("[0-9a-f]{12}(-dirty)?|unknown")));
    CHECK(fields["build"].rfind(std::string(SYNCSTRESS_TEST_BUILD_TYPE) + ", ", 0) == 0);
    CHECK(fields["build"].size() > std::string(SYNCSTRESS_TEST_BUILD_TYPE).size() + 2);  // and a compiler
    CHECK(fields["backends"] == compiled_backends());
    CHECK(fields["adapter ABI"] == std::to_string(SS_ADAPTER_ABI_MAJOR(SS_ADAPTER_ABI_VERSION)) + "." +
                                       std::to_string(SS_ADAPTER_ABI_MINOR(SS_ADAPTER_ABI_VERSION)));
    // A build's binary is no package: it imports the source tree's module (tests/package checks an unpacked one's).
    std::error_code ec;  // the same folder, however it is spelt (a cross build under Wine names it without its drive)
    CHECK(std::filesystem::equivalent(fields["python adapter module"], SYNCSTRESS_SOURCE_DIR "/python", ec));
}

TEST_CASE("a report's tool object says what --version says") {
    auto fields = version_fields(test::syncstress("--version").output);
    auto dir = scratch();
    const auto report = std::filesystem::path(dir.path()) / "tool.json";
    auto out = test::syncstress("run '" SYNCSTRESS_SOURCE_DIR "/scenarios/patterns/kernels.json' --backend cpu -n 1 -q --json '" +
                                report.string() + "'");
    REQUIRE_MESSAGE(out.exit_code == 0, out.output);
    const auto tool = e2e::read_json(report)["tool"];
    CHECK(tool["version"] == SYNCSTRESS_TEST_VERSION);
    CHECK(tool["commit"] == fields["commit"]);
    CHECK(tool["build_type"].get<std::string>() + ", " + tool["compiler"].get<std::string>() == fields["build"]);
    CHECK(json_list(tool["backends"]) == fields["backends"]);
    CHECK(tool["adapter_abi"] == fields["adapter ABI"]);
}
