// The tool object's build fields (commit, build type, compiler, backends, adapter ABI): written after name and
// version when known, read back, and absent from the reports of older versions, which are still read.
#include "core/report/report.h"
#include "report_fixtures.h"

#include <doctest/doctest.h>

using namespace syncstress::report;
using namespace syncstress::report::testing;
using nlohmann::json;

namespace {

Report built_report() {
    Report report = sample_report();
    report.tool_build = {"8b45bc8c2e5f-dirty", "RelWithDebInfo", "GCC 12.2.0", "1.0", {"cpu", "vulkan"}};
    return report;
}

}  // namespace

TEST_CASE("the tool object carries how the binary was built, after its name and version") {
    const auto tool = to_json(built_report())["tool"];
    CHECK(tool == nlohmann::ordered_json({{"name", "syncstress"},
                                          {"version", "0.1.0"},
                                          {"commit", "8b45bc8c2e5f-dirty"},
                                          {"build_type", "RelWithDebInfo"},
                                          {"compiler", "GCC 12.2.0"},
                                          {"backends", {"cpu", "vulkan"}},
                                          {"adapter_abi", "1.0"}}));
    auto back = from_json(json::parse(to_json(built_report()).dump()), "built.json");
    REQUIRE(back.ok());
    CHECK(back->tool_build.commit == "8b45bc8c2e5f-dirty");
    CHECK(back->tool_build.build_type == "RelWithDebInfo");
    CHECK(back->tool_build.compiler == "GCC 12.2.0");
    CHECK(back->tool_build.backends == std::vector<std::string>{"cpu", "vulkan"});
    CHECK(back->tool_build.adapter_abi == "1.0");
}

TEST_CASE("a report without the build fields (older versions) is read, and a wrong one refused by path") {
    auto old = from_json(json::parse(to_json(sample_report()).dump()), "old.json");
    REQUIRE(old.ok());
    CHECK(old->tool_version == "0.1.0");
    CHECK(old->tool_build.commit.empty());
    CHECK(old->tool_build.backends.empty());
    json wrong = json::parse(to_json(built_report()).dump());
    wrong["tool"]["backends"] = "cpu,vulkan";
    auto refused = from_json(wrong, "wrong.json");
    REQUIRE_FALSE(refused.ok());
    CHECK(refused.error().message == "wrong.json: tool.backends: expected an array, got string");
}

TEST_CASE("merge keeps the first report's build fields, as it keeps its version") {
    auto merged = merge({built_report(), sample_report()});
    REQUIRE(merged.ok());
    CHECK(merged->tool_build.commit == "8b45bc8c2e5f-dirty");
    CHECK(to_json(*merged)["tool"]["adapter_abi"] == "1.0");
}

TEST_CASE("the schema takes the build fields and refuses unknown ones in the tool object") {
    const auto dir = temp_dir();
    json good = json::parse(to_json(built_report()).dump()), bad = good;
    bad["tool"]["linker"] = "ld";
    write_text(dir / "tool-good.json", good.dump());
    write_text(dir / "tool-bad.json", bad.dump());
    const std::string schema = std::string(SYNCSTRESS_SOURCE_DIR) + "/docs/report.schema.json";
    std::string output = python({"scripts/validate_report.py", schema, (dir / "tool-good.json").string()});
    CHECK_MESSAGE(output.rfind("0\n", 0) == 0, output);
    output = python({"scripts/validate_report.py", schema, (dir / "tool-bad.json").string()});
    CHECK_MESSAGE(output.rfind("1\n", 0) == 0, output);
    CHECK_MESSAGE(output.find("tool") != std::string::npos, output);
}
