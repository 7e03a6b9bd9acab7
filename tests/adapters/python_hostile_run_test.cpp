// A hostile Python adapter under `syncstress run`, through the real binary (tests/adapters/
// python_misbehaving_adapter.py): a reply nested 100,000 levels deep, and an error written to fool a terminal. The
// first must be the adapter's error (exit 3) in a complete report, in-process, under --isolate and under -j, with
// the adapter's private folder removed; the text output must show the adapter's text as text, the JSON keep it. A
// grandchild of the adapter that left its session or process group must end with the run.
#include "tests/common/skip.h"
#include "tests/engine/e2e_support.h"

#include <doctest/doctest.h>

#include <csignal>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

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

// Whether process `pid` still runs (a zombie does not: it waits for init to reap it).
bool running(int pid) {
    std::ifstream stat("/proc/" + std::to_string(pid) + "/stat");
    std::string line;
    if (!std::getline(stat, line)) return false;
    const size_t state = line.rfind(')');
    return state != std::string::npos && state + 2 < line.size() && line[state + 2] != 'Z';
}

std::vector<int> pids_in(const std::filesystem::path& file) {
    std::ifstream in(file);
    std::vector<int> pids;
    for (int pid = 0; in >> pid;) pids.push_back(pid);
    return pids;
}

// Checks that every grandchild listed in `pids_file` has ended once the run has; kills any that has not, so that a
// failure leaves nothing running either.
void check_grandchildren_ended(const std::filesystem::path& pids_file) {
    const auto pids = pids_in(pids_file);
    REQUIRE_FALSE(pids.empty());  // the adapter started one (at create)
    for (int pid : pids) {
        CAPTURE(pid);
        CHECK_FALSE(running(pid));
        if (running(pid)) ::kill(pid, SIGKILL);
    }
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

TEST_CASE("python adapter run: a grandchild that left the adapter's session or process group ends with the run, on exit 0 and 3") {
    // The adapter forks, at create, a process that calls setsid() (or setpgid(0, 0)) and sleeps an hour holding the
    // channel: killing the adapter's process group did not reach it, and it outlived the run.
    struct Case {
        std::string how, args, behave;
        int exit_code;
    };
    const std::vector<Case> cases = {{"setsid", "", "", 0},          {"setsid", "", "behave=error_in_submit", 3},
                                     {"setsid", "--isolate", "", 0}, {"setsid", "-j 2", "behave=error_in_submit", 3},
                                     {"setpgid", "", "", 0},         {"setpgid", "--isolate", "behave=error_in_submit", 3}};
    for (const auto& c : cases) {
        CAPTURE(c.how);
        CAPTURE(c.args);
        CAPTURE(c.behave);
        auto dir = e2e::temp_dir("hostile-grandchild");
        std::string options =
            "--adapter-option grandchild=" + c.how + " --adapter-option " + quoted("grandchild_pids=" + (dir / "pids").string());
        if (!c.behave.empty()) options += " --adapter-option " + c.behave;
        auto out = run(dir, options, c.args);
        INFO(out.output);
        if (no_python(out)) return;
        CHECK(out.exit_code == c.exit_code);
        check_grandchildren_ended(dir / "pids");
    }
}

TEST_CASE("adapter process run: a grandchild that left the adapter's session ends with the run, on exit 0 and 3") {
    for (const std::string behave : {"", "behave=error_in_submit"}) {
        CAPTURE(behave);
        auto dir = e2e::temp_dir("hostile-grandchild-manifest");
        const auto manifest = dir / "adapter.json";
        std::ofstream(manifest) << nlohmann::json{{"format", "syncstress/adapter-process@1"}, {"command", {"python3", k_adapter}}}.dump();
        std::string options = "--adapter-option grandchild=setsid --adapter-option " + quoted("grandchild_pids=" + (dir / "pids").string());
        if (!behave.empty()) options += " --adapter-option " + behave;
        auto out = e2e::syncstress("run " + quoted(e2e::source("scenarios/patterns/transfers-and-ranges.json")) + " --backend " +
                                   quoted("adapter:" + manifest.string()) + " -n 2 " + options);
        INFO(out.output);
        if (out.output.find("cannot run python3") != std::string::npos) {
            syncstress::testing::skip(nullptr, "python3 does not run here: " + out.output);
            return;
        }
        CHECK(out.exit_code == (behave.empty() ? 0 : 3));
        check_grandchildren_ended(dir / "pids");
    }
}
