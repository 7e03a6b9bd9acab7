// read_json_report: the reader of `merge` and `report`. Bad input is an error that names the file and where in it,
// never a crash.
#include "core/report/report.h"
#include "report_fixtures.h"

#include <doctest/doctest.h>

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
