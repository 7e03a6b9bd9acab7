// A hostile Python adapter under `syncstress run`, through the real binary (tests/adapters/
// python_misbehaving_adapter.py): a reply nested 100,000 levels deep, and an error written to fool a terminal. The
// first must be the adapter's error (exit 3) in a complete report, in-process, under --isolate and under -j, with
// the adapter's private folder removed; the text output must show the adapter's text as text, the JSON keep it.
#include "tests/common/skip.h"
#include "tests/engine/e2e_support.h"

#include <doctest/doctest.h>

#include <fstream>
#include <string>

namespace {

const std::string k_adapter = e2e::source("tests/adapters/python_misbehaving_adapter.py");

std::string quoted(const std::string& s) { return "'" + s + "'"; }

// `syncstress run` of two scenarios on the misbehaving adapter with `options`, its JSON report in `dir`/r.json.
e2e::Outcome run(const std::filesystem::path& dir, const std::string& options, const std::string& args,
                 const syncstress::test::Env& env = {}) {
    return e2e::syncstress("run " + quoted(e2e::source("scenarios/patterns/kernels.json")) + " " +
                               quoted(e2e::source("scenarios/patterns/transfers-and-ranges.json")) + " --backend " +
                               quoted("adapter:python:" + k_adapter) + " " + options + " -n 2 " + args + " --json " +
                               quoted((dir / "r.json").string()),
                           env);
}

// Skips (true) where no Python interpreter runs here.
bool no_python(const e2e::Outcome& out) {
    if (out.output.find("(SYNCSTRESS_PYTHON names the interpreter)") == std::string::npos) return false;
    syncstress::testing::skip(nullptr, "no Python interpreter here: " + out.output);
    return true;
}

std::string read_text(const std::filesystem::path& file) {
    std::ifstream in(file, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), {});
}

}  // namespace

TEST_CASE("python adapter run: a reply nested 100,000 levels deep is exit 3 with a complete report, its folder removed") {
    // The adapter answers hello 100,000 levels deep: printing that answer in the error overflowed the stack (exit 139,
    // no report, the folder left in /dev/shm).
    for (const std::string args : {"", "--isolate", "-j 2"}) {
        CAPTURE(args);
        auto dir = e2e::temp_dir("hostile-deep");
        auto out = run(dir, "", args, {{"SYNCSTRESS_TEST_DEEP_HELLO", (dir / "folder.txt").string()}});
        INFO(out.output);
        if (no_python(out)) return;
        CHECK(out.exit_code == 3);
        const std::string says = "adapter process " + k_adapter + " answered hello with a line nested more than 64 levels deep";
        CHECK(out.output.find(says) != std::string::npos);
        const auto report = e2e::read_json(dir / "r.json");
        REQUIRE(report.is_object());
        CHECK(report["complete"] == true);
        CHECK(report["summary"]["exit_code"] == 3);
        const std::string folder = read_text(dir / "folder.txt");
        REQUIRE_FALSE(folder.empty());
        CHECK_FALSE(std::filesystem::exists(folder));
        CHECK(e2e::schema_errors(dir / "r.json") == "");
    }
    // In a call of a run: the result's error, the run going on to the next scenario.
    auto dir = e2e::temp_dir("hostile-deep-submit");
    auto out = run(dir, "--adapter-option behave=deep_in_submit", "");
    INFO(out.output);
    CHECK(out.exit_code == 3);
    const auto report = e2e::read_json(dir / "r.json");
    REQUIRE(report["results"].size() == 2);
    for (const auto& r : report["results"]) {
        CHECK(r["status"] == "error");
        CHECK(r["reason"].get<std::string>().find("answered submit with a line nested more than 64 levels deep") != std::string::npos);
    }
}

TEST_CASE("python adapter run: an adapter's error cannot colour, clear or add a line to the text output, and the JSON keeps it") {
    auto dir = e2e::temp_dir("hostile-text");
    auto out = run(dir, "--adapter-option behave=fooling_error_in_submit", "");
    INFO(out.output);
    if (no_python(out)) return;
    CHECK(out.exit_code == 3);
    CHECK(out.output.find('\x1b') == std::string::npos);
    CHECK(out.output.find('\r') == std::string::npos);
    CHECK(out.output.find("\xc2\x9b") == std::string::npos);
    CHECK(out.output.find("\nPASS      fake-scenario") == std::string::npos);
    CHECK(out.output.find("ValueError: \\x1b[31mred\\x1b[0m\\x1b[2J\\r\\nPASS      fake-scenario\\n\\xc2\\x9b2J caf\xc3\xa9") !=
          std::string::npos);
    const auto report = e2e::read_json(dir / "r.json");
    REQUIRE(report["results"].size() == 2);
    CHECK(
        report["results"][0]["reason"].get<std::string>().find("ValueError: \x1b[31mred\x1b[0m\x1b[2J\r\nPASS      fake-scenario\n\xc2\x9b"
                                                               "2J caf\xc3\xa9") != std::string::npos);
}
