// read_json_report: the reader of `merge` and `report`. Bad input is an error that names the file and where in it,
// never a crash.
#include "core/report/report.h"
#include "report_fixtures.h"

#include <doctest/doctest.h>

#include <functional>

using namespace syncstress::report;
using namespace syncstress::report::testing;

namespace {

std::string error_of(const std::string& name, const std::string& content) {
    const auto file = temp_dir() / name;
    write_text(file, content);
    auto read = read_json_report(file.string());
    REQUIRE_FALSE(read.ok());
    return read.error().message;
}

}  // namespace

TEST_CASE("read_json_report: a report written and read back, @2 and @1") {
    const auto file = temp_dir() / "back.json";
    REQUIRE(write_json(sample_report(), file.string()).ok());
    auto read = read_json_report(file.string());
    REQUIRE(read.ok());
    CHECK(read->results.size() == 6);
    CHECK(read->source == file.string());
    write_text(temp_dir() / "v1.json", as_v1(sample_report()).dump());
    auto v1 = read_json_report((temp_dir() / "v1.json").string());
    REQUIRE(v1.ok());
    CHECK_FALSE(v1->started_at.has_value());
}

TEST_CASE("read_json_report: the error names the file and the JSON path, or the line and column") {
    nlohmann::json wrong = to_json(sample_report());
    wrong["results"][2]["iterations"] = "many";
    const auto file = (temp_dir() / "wrong.json").string();
    CHECK(error_of("wrong.json", wrong.dump()) == file + ": results[2].iterations: expected a non-negative integer, got string");
    CHECK(error_of("syntax.json", "{\n  \"format\": \"syncstress/report@2\",\n  oops\n}")
              .rfind((temp_dir() / "syntax.json").string() + ": not valid JSON: parse error at line 3, column 3: syntax error", 0) == 0);
    CHECK(error_of("empty.json", "").find("empty.json: not valid JSON: ") != std::string::npos);
    CHECK(error_of("array.json", "[1, 2]").find("array.json: (top level): expected an object, got array") != std::string::npos);
    auto missing = read_json_report((temp_dir() / "no-such.json").string());
    REQUIRE_FALSE(missing.ok());
    CHECK(missing.error().message == (temp_dir() / "no-such.json").string() + ": cannot open");
    auto folder = read_json_report(temp_dir().string());
    REQUIRE_FALSE(folder.ok());
    CHECK(folder.error().message.find("is a folder") != std::string::npos);
}

TEST_CASE("read_json_report: options nested a million levels deep are refused, not followed down the stack") {
    nlohmann::json report = to_json(sample_report());
    std::string text = report.dump();
    const std::string deep = std::string(1000000, '[') + std::string(1000000, ']');
    text.replace(text.find("\"options\":{") + 10, 1, "{\"deep\":" + deep + ",");
    CHECK(error_of("deep.json", text).find("nested deeper than 64 levels") != std::string::npos);
}

TEST_CASE("read_json_report: a report that breaks a rule of the schema is refused, naming the first violation's path") {
    const nlohmann::json good = to_json(sample_report());
    const auto file = (temp_dir() / "rule.json").string();
    struct Case {
        std::string path_and_what;
        std::function<void(nlohmann::json&)> edit;
    };
    const std::vector<Case> cases = {
        {"options.iterations: expected a non-negative integer, got true", [](auto& j) { j["options"]["iterations"] = true; }},
        {"options.seed: expected a non-negative integer, got -1", [](auto& j) { j["options"]["seed"] = -1; }},
        {"options.hang_timeout_s: expected a non-negative number of seconds, got \"2s\"",
         [](auto& j) { j["options"]["hang_timeout_s"] = "2s"; }},
        {"options.timeout_s: expected a non-negative number of seconds or null", [](auto& j) { j["options"]["timeout_s"] = -5; }},
        {"options.command: expected one of run, analyze, exec, got \"build\"", [](auto& j) { j["options"]["command"] = "build"; }},
        {"options.shard: expected a string K/N", [](auto& j) { j["options"]["shard"] = "1of2"; }},
        {"options.shrink_budget_s: expected a non-negative number of seconds, got -1",
         [](auto& j) { j["options"]["shrink_budget_s"] = -1; }},
        {"options.perturb.delay_s: expected a non-negative number",
         [](auto& j) {
             j["options"]["perturb"] = {{"delay_s", -1}, {"jitter_s", 0}};
         }},
        {"options.duration: an older option name that could not be read", [](auto& j) { j["options"]["duration"] = "forever"; }},
        {"duration_s: expected a non-negative number, got -1", [](auto& j) { j["duration_s"] = -1; }},
        {"results[1].duration_s: expected a non-negative number, got -0.5", [](auto& j) { j["results"][1]["duration_s"] = -0.5; }},
        {"results[0].timing.iteration_us.p50: expected a non-negative number",
         [](auto& j) { j["results"][0]["timing"]["iteration_us"]["p50"] = -2; }},
        {"summary.duration_s: expected a non-negative number", [](auto& j) { j["summary"]["duration_s"] = -3; }},
        {"summary.exit_code: expected one of 0, 1, 2, 3, 130, 143, got -3", [](auto& j) { j["summary"]["exit_code"] = -3; }},
        {"summary.exit_code: expected one of 0, 1, 2, 3, 130, 143, got 7", [](auto& j) { j["summary"]["exit_code"] = 7; }},
        {"results[0].colour: unknown key", [](auto& j) { j["results"][0]["colour"] = "green"; }},
        {"host.backends[1].colour: unknown key", [](auto& j) { j["host"]["backends"][1]["colour"] = "green"; }},
        {"extra: unknown key", [](auto& j) { j["extra"] = 1; }},
        {"run_id: expected 16 hex digits, got \"not-hex\"", [](auto& j) { j["run_id"] = "not-hex"; }},
        {"started_at: expected an RFC 3339 UTC time", [](auto& j) { j["started_at"] = "2026-11-30T21:08:55z"; }},
        // Beyond the clock's nanoseconds (1678 to 2261): the count overflowed (found by the report fuzz target).
        {"started_at: expected an RFC 3339 UTC time", [](auto& j) { j["started_at"] = "2426-12-07T13:09:55Z"; }},
        {"finished_at: expected an RFC 3339 UTC time", [](auto& j) { j["finished_at"] = "0001-01-01T00:00:00Z"; }},
        {"ci.system: expected one of github-actions",
         [](auto& j) {
             j["ci"] = {{"system", "travis"}, {"commit", nullptr}, {"branch", nullptr}, {"job", nullptr}, {"url", nullptr}};
         }},
        {"tool.name: expected \"syncstress\", got \"other\"", [](auto& j) { j["tool"]["name"] = "other"; }},
        {"tool.commit: expected 7 to 40 hex digits", [](auto& j) { j["tool"]["commit"] = "main"; }},
        {"tool.adapter_abi: expected MAJOR.MINOR", [](auto& j) { j["tool"]["adapter_abi"] = "2"; }},
    };
    for (const Case& c : cases) {
        nlohmann::json bad = good;
        c.edit(bad);
        INFO(c.path_and_what);
        const std::string message = error_of("rule.json", bad.dump());
        CHECK(message.rfind(file + ": " + c.path_and_what, 0) == 0);
        CHECK(message.size() < 300);
    }
    // Bytes after the document, behind a zero byte that nlohmann's reader takes for the end of the text.
    CHECK(error_of("rule.json", good.dump() + std::string(1, '\0') + "{\"summary\": 1}") ==
          file + ": not valid JSON: a zero byte at line 1, column " + std::to_string(good.dump().size() + 1) + " (a report is JSON text)");
    CHECK(error_of("rule.json", good.dump() + " {}").rfind(file + ": not valid JSON: parse error at line 1", 0) == 0);
}

TEST_CASE("read_json_report: every option docs/report.schema.json types is checked: a value of no option's type is refused") {
    const nlohmann::json schema =
        nlohmann::json::parse(read_text(std::filesystem::path(SYNCSTRESS_SOURCE_DIR) / "docs" / "report.schema.json"));
    const nlohmann::json good = to_json(sample_report());
    const auto file = (temp_dir() / "typed.json").string();
    for (const auto& [name, type] : schema["properties"]["options"]["properties"].items()) {
        if (type == false) continue;  // an older name: translated, or refused as one
        nlohmann::json bad = good;
        bad["options"][name] = {{"not", "an option's value"}};  // an object: perturb's type, without its members
        INFO(name);
        CHECK(error_of("typed.json", bad.dump()).rfind(file + ": options." + name + ": ", 0) == 0);
    }
}

TEST_CASE("read_json_report: an overflowing number and huge strings give a short message that names the file and the place") {
    nlohmann::json good = to_json(sample_report());
    const auto file = (temp_dir() / "hostile.json").string();
    std::string text = good.dump();
    text.replace(text.find("\"duration_s\":") + 13, 0, "1e400, \"x\": ");
    CHECK(error_of("hostile.json", text) ==
          file + ": not valid JSON: at line 1, column " + std::to_string(text.find("1e400") + 5) + ": number overflow parsing '1e400'");
    const std::string huge(50 << 20, 'x');
    const std::string shown = std::string(60, 'x') + "...";
    nlohmann::json format = good, key = good, status = good;
    format["format"] = huge;
    key["labels"][huge] = 1;
    status["results"][0]["status"] = huge;
    CHECK(error_of("hostile.json", format.dump()) ==
          file + ": format: expected \"syncstress/report@2\" (or \"syncstress/report@1\"), got \"" + shown + "\"");
    CHECK(error_of("hostile.json", key.dump()) == file + ": labels." + shown + ": expected a string, got number");
    CHECK(error_of("hostile.json", status.dump()).size() < 300);
    // Cut inside the string and an overflowing number as long: nlohmann's message quotes the token, excerpted.
    CHECK(error_of("hostile.json", "{\"format\": \"" + huge).size() < 400);
    CHECK(error_of("hostile.json", "{\"format\": 1" + std::string(1 << 20, '0') + "e400}").size() < 400);
}
