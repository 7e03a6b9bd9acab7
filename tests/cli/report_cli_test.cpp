// What the binary prints and writes, end to end: durations on every option, the heartbeat in a CI log, the text
// summary (the formatter's), JUnit against the strict Ant schema's rules, exec as Go's stress, --backend auto per
// scenario, one vocabulary of options, repro lines under --duration, merge refusing inconsistent input.
#include "core/common/shell.h"
#include "core/platform/os.h"
#include "core/report/report.h"
#include "core/scenario/loader.h"
#include "helpers.h"
#include "tests/common/report_names.h"
#include "tests/common/skip.h"
#include "tests/engine/e2e_support.h"
#include "tests/support/junit_rules.h"
#include "tests/support/os.h"

#include <doctest/doctest.h>

#include <fstream>

#include <algorithm>
#include <filesystem>
#include <regex>
#include <thread>

using namespace syncstress;
using namespace syncstress::test;
using namespace std::chrono_literals;
namespace fs = std::filesystem;

namespace {

std::string shipped(const std::string& relative) { return e2e::source("scenarios/" + relative); }

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

// `line` is a whole line of `text` (which may end its lines with \r\n: the Windows console's text mode).
bool has_line(const std::string& text, const std::string& line) {
    for (size_t at = text.find(line); at != std::string::npos; at = text.find(line, at + 1)) {
        const size_t end = at + line.size();
        if ((at == 0 || text[at - 1] == '\n') && (end == text.size() || text[end] == '\n' || text[end] == '\r')) return true;
    }
    return false;
}

size_t count_of(const std::string& text, const std::string& part) {
    size_t n = 0;
    for (size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) ++n;
    return n;
}

report::Report read_report(const fs::path& file) {
    auto j = e2e::read_json(file);
    REQUIRE(j.is_object());
    auto r = report::from_json(j, file.string());
    REQUIRE_MESSAGE(r.ok(), (r.ok() ? "" : r.error().message));
    return *r;
}

// The JUnit file checked against the strict Ant schema's rules, read back.
nlohmann::json junit(const std::string& path) {
    std::string problems;
    auto json = checked_junit(path, problems);
    INFO(read_text(path));
    CHECK_MESSAGE(problems.empty(), problems);
    REQUIRE(json.is_object());
    return json;
}

std::vector<nlohmann::json> cases_of(const nlohmann::json& junit) {
    std::vector<nlohmann::json> cases;
    for (const auto& suite : junit["suites"])
        for (const auto& c : suite["cases"]) cases.push_back(c);
    return cases;
}

bool needs_cuda_side(const std::string& file) {
    auto j = e2e::read_json(file);
    for (const auto& [name, queue] : j["queues"].items())
        if (queue.value("side", "device") == "cuda") return true;
    return false;
}

}  // namespace

TEST_CASE("cli durations: decimals and compounds on every option, sub-resolution, overflow and a senseless zero refused") {
    auto dir = scratch();
    const std::string one = shipped("seeds/luisa-host-roundtrip-split.json");
    const std::string json = dir.path() + "/r.json";
    auto ok = e2e::syncstress("run " + one +
                              " --backend cpu -n 2 --hang-timeout 1m30s --perturb 1.5ms,250us --progress-interval 2.5s --json " + json);
    INFO(ok.output);
    CHECK(ok.exit_code == 0);
    auto j = e2e::read_json(json);
    CHECK(j["options"]["hang_timeout_s"] == 90.0);
    CHECK(j["options"]["perturb"]["delay_s"] == 0.0015);
    CHECK(j["options"]["perturb"]["jitter_s"] == 0.00025);
    // Quoted as this platform's shell needs (cmd.exe takes a comma for a separator).
    CHECK(contains(j["results"][0]["repro"], "--perturb " + shell_quote("1.5ms,250us") + " --hang-timeout 1m30s"));
    CHECK(e2e::schema_errors(json) == "");

    struct Refused {
        std::string args, message;
    };
    const std::string exec_child = " -- " + child_command({"exit", "0"});
    for (const Refused& r : std::vector<Refused>{
             {"run " + one + " --perturb 500ns", "--perturb: delay: '500ns' is finer than this option's resolution, 1us"},
             {"run " + one + " --perturb 1ms,1500ns", "--perturb: jitter: '1500ns' is finer than this option's resolution, 1us"},
             {"run " + one + " --perturb 2h", "--perturb: delay: '2h' is above the largest value this option takes, 10m"},
             {"run " + one + " --hang-timeout 0s", "--hang-timeout: '0s': the watchdog needs a bound above zero"},
             {"run " + one + " --hang-timeout 99999999999h", "--hang-timeout: '99999999999h' is too large"},
             {"run " + one + " --duration 0", "--duration: '0': a time budget must be above zero"},
             {"run " + one + " --duration 1.5", "--duration: '1.5' has no unit"},
             {"run " + one + " --duration 5sec", "--duration: '5sec' has an unknown unit 'sec'"},
             {"run " + one + " --progress-interval 0s", "--progress-interval: '0s': a heartbeat needs an interval above zero"},
             {"exec --timeout 1500us" + exec_child, "--timeout: '1500us' is finer than this option's resolution, 1ms"},
             {"exec --kill-after 0.5ms" + exec_child, "--kill-after: '0.5ms' is finer than this option's resolution, 1ms"},
             {"exec --duration 0s" + exec_child, "--duration: '0s': a time budget must be above zero"},
             {"exec --timeout 5" + exec_child, "--timeout: '5' has no unit"}}) {
        CAPTURE(r.args);
        auto out = e2e::syncstress(r.args);
        INFO(out.output);
        CHECK(out.exit_code == 2);
        CHECK(contains(out.output, r.message));
    }

    // Zero where it means something: exec --timeout 0 is no limit (null), --kill-after 0 is at once, --perturb 0 none.
    const std::string exec_json = dir.path() + "/e.json";
    auto exec = e2e::syncstress("exec --runs 1 --timeout 0 --kill-after 0s --json " + exec_json + exec_child);
    INFO(exec.output);
    CHECK(exec.exit_code == 0);
    auto e = e2e::read_json(exec_json);
    CHECK(e["options"]["timeout_s"].is_null());
    CHECK(e["options"]["kill_after_s"] == 0.0);
    CHECK(e2e::schema_errors(exec_json) == "");
    CHECK(e2e::syncstress("run " + one + " --backend cpu -n 1 --perturb 0,0").exit_code == 0);
}

TEST_CASE("cli progress: with the output not a terminal, a heartbeat line every interval during the run, none when off or quiet") {
    const std::string trivial = shipped("bench/cpu-trivial.json");
    const auto started = std::chrono::steady_clock::now();
    auto out = e2e::syncstress("run " + trivial + " --backend cpu --duration 2500ms --progress-interval 500ms");
    const double elapsed = seconds_since(started);
    INFO(out.output);
    CHECK(out.exit_code == 0);
    // auto is lines here (the test reads a pipe): one line each 500 ms of a run of about 2.5 s.
    const size_t lines = count_of(out.output, "progress at ");
    CHECK(lines >= 3);
    CHECK(static_cast<double>(lines) <= elapsed / 0.5 + 1);
    CHECK(contains(out.output, "progress at 0:01: [1/1] bench-trivial on cpu: "));
    CHECK(contains(out.output, "it, 0 failures"));
    // They were printed while the run went: at least three before its result line.
    CHECK(count_of(out.output.substr(0, out.output.find("PASS      bench-trivial")), "progress at ") >= 3);

    for (const std::string quiet : {" --progress off", " -q", " --progress tty"}) {
        CAPTURE(quiet);
        auto silent = e2e::syncstress("run " + trivial + " --backend cpu --duration 1200ms --progress-interval 200ms" + quiet);
        INFO(silent.output);
        CHECK(silent.exit_code == 0);
        CHECK_FALSE(contains(silent.output, "progress at "));
    }
    auto quiet_but_asked =
        e2e::syncstress("run " + trivial + " --backend cpu --duration 1200ms --progress-interval 200ms -q --progress lines");
    CHECK(count_of(quiet_but_asked.output, "progress at ") >= 3);
    // With workers (-j) the parent keeps the heartbeat; the workers print none into their logs (--progress off).
    auto workers = e2e::syncstress("run " + trivial + " " + shipped("seeds/luisa-host-roundtrip-split.json") +
                                   " --backend cpu --duration 1200ms -j 2 --progress-interval 200ms");
    INFO(workers.output);
    CHECK(workers.exit_code == 0);
    CHECK(count_of(workers.output, "progress at ") >= 3);

    // exec: a run that takes a while still gets its heartbeat (the line does not wait for a run to end).
    auto exec = e2e::syncstress("exec --runs 1 --progress-interval 300ms -- " + child_command({"sleep", "1.5"}));
    INFO(exec.output);
    CHECK(exec.exit_code == 0);
    CHECK(count_of(exec.output, "progress at ") >= 3);
    CHECK(contains(exec.output, "progress at 0:00: starting"));
    CHECK(contains(exec.output, "progress at 0:01: starting"));
    CHECK(e2e::syncstress("exec --progress sometimes -- X").exit_code == 2);
}

TEST_CASE("cli text: the summary is the formatter's, said so it cannot be misread, skips folded, no raw seconds") {
    auto dir = scratch();
    const std::string json = dir.path() + "/r.json";
    // Seeds pass; the broken scenarios are expected, and their failing iterations are inside expected results.
    auto out = e2e::syncstress("run " + shipped("seeds") + " " + shipped("broken") + " --backend all -n 6 --json " + json);
    INFO(out.output);
    CHECK(out.exit_code == 0);
    const auto rep = read_report(json);
    const std::string summary = report::summary_line(rep);
    CHECK(has_line(out.output, summary));
    CHECK(std::regex_search(summary, std::regex("^[0-9]+ passed, [0-9]+ expected(, [0-9]+ skipped)?; [0-9]+ of [0-9]+ iterations failed "
                                                "inside expected results; [0-9][0-9. a-z]* wall$")));
    // No number in scientific notation anywhere (3.341e-05 s).
    CHECK_FALSE(std::regex_search(out.output, std::regex("[0-9]e[-+][0-9]")));
    // A backend that is not here: one line for all its scenarios, not one per scenario.
    for (const auto& b : rep.host.backends) {
        if (b.available) continue;
        CAPTURE(b.name);
        const size_t skipped = std::count_if(rep.results.begin(), rep.results.end(), [&](const auto& r) { return r.backend == b.name; });
        CHECK(contains(out.output,
                       "SKIP      " + b.name + ": " + std::to_string(skipped) + " scenarios skipped: " + b.name + " unavailable"));
        CHECK(count_of(out.output, "SKIP      ") <= 3);
    }
}

TEST_CASE("cli junit: run, exec, merge and an interrupted run all meet the strict Ant schema's rules") {
    auto dir = scratch();
    const std::string d = dir.path();

    // A run with failures (stage-at-submit fails the host round trips), skips (backends not here) and passes.
    auto run =
        e2e::syncstress("run " + shipped("seeds") + " --backend all -n 5 --inject stage-at-submit --seed 3 --label team=gpu --json " + d +
                        "/run.json --junit " + d + "/run.xml");
    INFO(run.output);
    CHECK(run.exit_code == 1);
    auto x = junit(d + "/run.xml");
    REQUIRE(x["suites"].size() == 1);
    const auto& suite = x["suites"][0];
    const auto rep = read_report(d + "/run.json");
    CHECK(suite["attributes"]["hostname"] == (rep.host.hostname.empty() ? "localhost" : rep.host.hostname));
    CHECK(suite["attributes"]["timestamp"] == report::format_rfc3339(*rep.started_at).substr(0, 19));
    const auto& p = suite["properties"];
    CHECK(p["seed"] == "3");
    CHECK(p["run_id"] == rep.run_id);
    CHECK(p["complete"] == "true");
    CHECK(p["label.team"] == "gpu");
    CHECK(contains(p["backend"], "cpu"));
    CHECK(p.contains("driver.cpu"));
    size_t testcases = 0, failures = 0;
    for (const auto& r : rep.results) testcases += r.status != report::ResultStatus::skip;
    for (const auto& c : cases_of(x)) {
        if (c["outcome"] != "failure") continue;
        ++failures;
        CAPTURE(c["classname"]);
        // The repro first, and the finding that failed the result (never an oversync warning) in the message.
        CHECK(c["text"].get<std::string>().rfind("repro: syncstress run ", 0) == 0);
        CHECK(c["type"] == "mismatch");
        CHECK_FALSE(contains(c["message"], "oversync"));
    }
    CHECK(suite["cases"].size() == testcases);
    CHECK(failures > 0);
    CHECK(failures == rep.summary.fail);
    for (const auto& r : rep.results)
        if (r.status != report::ResultStatus::skip)
            CHECK(contains(suite["system_out"], r.scenario + " " + r.backend + ": " + to_string(r.status) + " (" + r.file + ")"));

    // exec: its testcase is named after the command.
    auto exec = e2e::syncstress("exec --runs 8 --json " + d + "/exec.json --junit " + d + "/exec.xml -- " + child_command({"flaky"}));
    CHECK(exec.exit_code == 1);
    auto ex = junit(d + "/exec.xml");
    auto exec_cases = cases_of(ex);
    REQUIRE(exec_cases.size() == 1);
    CHECK(exec_cases[0]["classname"] == "exec");
    CHECK(exec_cases[0]["name"] == child_command({"flaky"}));
    CHECK(contains(exec_cases[0]["text"], "SYNCSTRESS_RUN_INDEX=0"));

    // merge of two shards: each scenario x backend once.
    for (int i = 1; i <= 2; ++i)
        e2e::syncstress("run " + shipped("seeds") + " --backend cpu -n 3 --shard " + std::to_string(i) + "/2 --json " + d + "/shard-" +
                        std::to_string(i) + ".json");
    auto merged = e2e::syncstress("merge " + d + "/shard-1.json " + d + "/shard-2.json " + d + "/run.json --junit " + d + "/merged.xml");
    INFO(merged.output);
    auto mx = junit(d + "/merged.xml");
    CHECK(cases_of(mx).size() == testcases);  // the shards' cpu results joined with the run's: one testcase each

    // An interrupted run: complete, interrupted, and the jobs never reached are errors, not passes.
    auto background = syncstress_background("run " + shipped("seeds") + " --backend cpu --iterations 100000000 --junit " + d + "/cut.xml");
    std::this_thread::sleep_for(1500ms);
    REQUIRE(background.interrupt());
    auto cut = background.wait();
    CHECK(cut.exit_code == 130);
    auto cx = junit(d + "/cut.xml");
    CHECK(cx["suites"][0]["properties"]["interrupted"] == "true");
    CHECK(cx["suites"][0]["properties"]["complete"] == "true");
    size_t interrupted = 0;
    for (const auto& c : cases_of(cx)) interrupted += c["type"] == "interrupted";
    CHECK(interrupted > 0);
    CHECK(cx["suites"][0]["attributes"]["errors"] == std::to_string(interrupted));
}

TEST_CASE("cli exec --failure as Go's stress, --fail-on-output the old meaning, --ignore") {
    const std::string outputs = child_command({"outputs"});  // run i % 3: 0 ERROR + exit 0, 1 "connection refused" + exit 1, 2 passes
    auto exec = [&](const std::string& options) {
        auto out = e2e::syncstress("exec --runs 6 " + options + " -- " + outputs);
        INFO(options);
        INFO(out.output);
        return out;
    };
    auto go = exec("--failure 'connection refused'");
    CHECK(go.exit_code == 1);
    CHECK(contains(go.output, report::confidence_sentence(2, 6)));
    auto unmatched = exec("--failure 'segmentation fault'");
    CHECK(unmatched.exit_code == 0);
    CHECK(contains(unmatched.output, "2 failing runs not counted: the output did not match --failure"));
    auto on_output = exec("--fail-on-output ^ERROR:");
    CHECK(on_output.exit_code == 1);
    CHECK(contains(on_output.output, report::confidence_sentence(4, 6)));
    CHECK(contains(on_output.output, "exit code 0, but the output matched --fail-on-output: ERROR: buffer mismatch at [12]"));
    auto ignored = exec("--fail-on-output ^ERROR: --ignore refused");
    CHECK(contains(ignored.output, report::confidence_sentence(2, 6)));
    CHECK(contains(ignored.output, "2 failing runs not counted: the output matched --ignore"));
}

TEST_CASE("cli exec --keep-hung: the first hung run is left running with its pid printed, the next one is killed") {
    auto dir = scratch();
    const std::string json = dir.path() + "/r.json", ticks = dir.path() + "/ticks";
    // Each run writes how long it has run into ticks-INDEX every 50 ms: run 0 is kept past its 300 ms timeout and
    // goes on while run 1 runs its 300 ms and is killed.
    auto out = e2e::syncstress("exec --runs 2 --timeout 300ms --kill-after 0s --keep-hung --json " + json + " -- " +
                               child_command({"tick", ticks}));
    INFO(out.output);
    CHECK(out.exit_code == 1);
    std::smatch m;
    REQUIRE(
        std::regex_search(out.output, m, std::regex("left running for a debugger \\(neither asked to stop nor killed\\): pid ([0-9]+)")));
    const int64_t pid = std::stoll(m[1]);
    // `started`: the run must have ticked; else no ticks mean it was killed before its first (a start slower than
    // its timeout, as a loaded machine under Wine gives) and count as 0 ms.
    auto ran_ms = [&](int index, bool started) {
        for (int attempt = 0; attempt < 20; ++attempt) {  // a read may meet the rename that replaces the file
            const std::string text = read_text(ticks + "-" + std::to_string(index));
            if (!text.empty()) return std::stol(text);
            std::this_thread::sleep_for(10ms);
        }
        if (started) FAIL("no ticks from run " << index);
        return 0L;
    };
    // Each child's own clock starts when it does, after syncstress's for it: killed at its 300 ms timeout, run 1 cannot
    // have run 450 ms; run 0, kept, ticked past its timeout (a tick at 350 ms or later), on through run 1's 300 ms
    // where the machine is not loaded (on Windows until syncstress's end, see below).
    const long killed = ran_ms(1, false);
    CHECK(killed < 450);
    std::this_thread::sleep_for(300ms);
    const long kept = ran_ms(0, true);
    CHECK(kept >= 350);  // not stopped, not killed at its timeout
    if (!platform::k_windows) {
        // After syncstress has ended too. (Windows: the kept process stays in the job object of whoever started
        // syncstress, here the test's, which ends it with that job; README says so.)
        CHECK(process_alive(pid));
        std::this_thread::sleep_for(200ms);
        CHECK(ran_ms(0, true) > kept);
    }
    kill_process(pid);
    CHECK(process_gone(pid));
    auto rep = read_report(json);
    const auto& r = rep.results.at(0);
    CHECK(r.hangs == 2);
    REQUIRE(r.findings.size() == 2);
    CHECK(contains(r.findings[0].message, "pid " + std::to_string(pid)));
    CHECK(r.findings[1].message == "run 1: timed out after 300ms; its process tree was killed");
    // Run 0 went on printing while run 1 ran: into its own output file, not into run 1's.
    REQUIRE_FALSE(r.findings[1].state.empty());
    for (const auto& line : r.findings[1].state) CHECK(line.rfind("tick 1 ", 0) == 0);
    CHECK(rep.options["keep_hung"] == true);
}

TEST_CASE("cli run --backend auto: each scenario on the most capable backend that runs it, none of the shipped ones skipped") {
    auto dir = scratch();
    const std::string json = dir.path() + "/r.json";
    auto out = e2e::syncstress("run " + e2e::source("scenarios") + " --backend auto -n 2 --json " + json);
    INFO(out.output);
    auto rep = read_report(json);
    auto files = scenario::find_scenario_files({e2e::source("scenarios")});
    REQUIRE(files.ok());
    CHECK(rep.results.size() == files->size());  // one result per scenario
    auto available = [&](const std::string& name) {
        for (const auto& b : rep.host.backends)
            if (b.name == name) return b.available;
        return false;
    };
    for (const auto& r : rep.results) {
        CAPTURE(r.scenario);
        CHECK(r.status != report::ResultStatus::skip);
        // The first available of vulkan+cuda, cuda, vulkan, cpu that runs the scenario's sides.
        const bool cuda_side = needs_cuda_side(r.file);
        std::string expected;
        for (const char* name : {"vulkan+cuda", "cuda", "vulkan", "cpu"})
            if (expected.empty() && available(name) && !(cuda_side && std::string(name) == "vulkan")) expected = name;
        CHECK(r.backend == expected);
    }
    CHECK(rep.options["backend_auto"] == true);
    CHECK(e2e::schema_errors(json) == "");
}

TEST_CASE("cli run: under --duration the repro line says the count that ran, in the text and the report") {
    auto dir = scratch();
    const std::string json = dir.path() + "/r.json";
    auto out = e2e::syncstress("run " + shipped("seeds/luisa-host-roundtrip-in-one-list.json") +
                               " --backend cpu --inject stage-at-submit --duration 700ms --json " + json);
    INFO(out.output);
    CHECK(out.exit_code == 1);
    auto rep = read_report(json);
    const auto& r = rep.results.at(0);
    CHECK(r.iterations > 1);
    CHECK(contains(r.repro, " --iterations " + std::to_string(r.iterations) + " "));
    CHECK_FALSE(contains(r.repro, "--iterations 100 "));
    CHECK(rep.options["duration_s"] == 0.7);
}

TEST_CASE("cli merge: inconsistent input is refused with the file, the path and what does not add up") {
    auto dir = scratch();
    const std::string good = dir.path() + "/good.json";
    REQUIRE(e2e::syncstress("run " + shipped("seeds") + " --backend cpu -n 3 --json " + good).exit_code == 0);
    auto edit = [&](const std::string& name, auto change) {
        auto j = e2e::read_json(good);
        change(j);
        const std::string path = dir.path() + "/" + name + ".json";
        write_text(path, j.dump(2));
        return path;
    };
    const auto more_failures = edit("more-failures", [](nlohmann::json& j) { j["results"][2]["failures"] = 30; });
    const auto rate = edit("rate", [](nlohmann::json& j) { j["results"][0]["failure_rate"] = 10.0; });
    const auto hangs = edit("hangs", [](nlohmann::json& j) { j["results"][1]["hangs"] = 2; });
    const auto summary = edit("summary", [](nlohmann::json& j) { j["summary"]["iterations"] = 1; });
    for (const auto& [file, message] : std::vector<std::pair<std::string, std::string>>{
             {more_failures, "more-failures.json: results[2]: inconsistent counts: 30 failures in 3 iterations"},
             {rate, "rate.json: results[0].failure_rate: is 10.000000, but failures / iterations is 0.000000"},
             {hangs, "hangs.json: results[1]: inconsistent counts: 2 hangs but 0 failing iterations"},
             {summary, "summary.json: summary.iterations: inconsistent with the results: says 1"}}) {
        auto out = e2e::syncstress("merge " + good + " " + file + " --json " + dir.path() + "/m.json");
        INFO(out.output);
        CHECK(out.exit_code == 2);
        CHECK(contains(out.output, message));
    }
    // Input that is not JSON says where it breaks, as `report` says it (one reader: report::read_json_report); a
    // missing file or a folder is refused by the command line's check before.
    const std::string cut = dir.path() + "/cut.json";
    { std::ofstream(cut) << "{\"format\": \"syncstress/report@2\",\n  \"results\": ["; }
    for (const auto& [file, message] :
         std::vector<std::pair<std::string, std::string>>{{cut, "cut.json: not valid JSON: parse error at line 2"}}) {
        auto out = e2e::syncstress("merge " + good + " " + file + " --json " + dir.path() + "/m.json");
        INFO(out.output);
        CHECK(out.exit_code == 2);
        CHECK(contains(out.output, message));
    }
}

TEST_CASE("cli merge and report: a hostile report is refused (exit 2) with its file and path, in a short message") {
    auto dir = scratch();
    const std::string good = dir.path() + "/good.json";
    REQUIRE(e2e::syncstress("run " + shipped("seeds") + " --backend cpu -n 2 --json " + good).exit_code == 0);
    auto edit = [&](const std::string& name, auto change) {
        std::string text = e2e::read_json(good).dump();
        change(text);
        const std::string path = dir.path() + "/" + name + ".json";
        write_text(path, text);
        return path;
    };
    auto set = [](const char* object, const char* member, const std::string& value) {
        return [=](std::string& text) {
            nlohmann::json j = nlohmann::json::parse(text);
            j[object][member] = nlohmann::json::parse(value);
            text = j.dump();
        };
    };
    const std::string huge(50 << 20, 'x');
    const auto overflow = edit("overflow", [](std::string& t) { t.replace(t.find("\"duration_s\":") + 13, 0, "1e400, \"x\": "); });
    const auto exit_code = edit("exit-code", set("summary", "exit_code", "-3"));
    const auto negative = edit("negative", set("summary", "duration_s", "-1"));
    const auto options = edit("options", set("options", "iterations", "true"));
    const auto trailing = edit("trailing", [](std::string& t) { t += std::string(1, '\0') + "{}"; });
    const auto long_string = edit("long", [&](std::string& t) { t.replace(t.find("\"syncstress/report@2\""), 21, "\"" + huge + "\""); });
    for (const auto& [file, message] : std::vector<std::pair<std::string, std::string>>{
             {overflow, "overflow.json: not valid JSON: at line 1, column"},
             {exit_code, "exit-code.json: summary.exit_code: expected one of 0, 1, 2, 3, 130, 143, got -3"},
             {negative, "negative.json: summary.duration_s: expected a non-negative number, got -1"},
             {options, "options.json: options.iterations: expected a non-negative integer, got true"},
             {trailing, "trailing.json: not valid JSON: a zero byte at line 1"},
             {long_string, "long.json: format: expected \"syncstress/report@2\" (or \"syncstress/report@1\"), got \"xxx"}}) {
        for (const std::string command :
             {"merge " + good + " " + file + " --json " + dir.path() + "/m.json", "report " + file + " --csv -"}) {
            auto out = e2e::syncstress(command);
            INFO(command.substr(0, 200));
            INFO(out.output.substr(0, 2000));
            CHECK(out.exit_code == 2);
            CHECK(contains(out.output, message));
            CHECK_FALSE(contains(out.output, "internal error"));
            CHECK_FALSE(contains(out.output, "json.exception"));
            CHECK(out.output.size() < 1000);
        }
    }
    CHECK_FALSE(std::filesystem::exists(dir.path() + "/m.json"));
}

TEST_CASE("cli merge: a report with the older option names and types merges into today's vocabulary") {
    auto dir = scratch();
    const std::string current = dir.path() + "/now.json", older = dir.path() + "/older.json", merged = dir.path() + "/m.json";
    REQUIRE(
        e2e::syncstress("run " + shipped("seeds/luisa-host-roundtrip-split.json") + " --backend cpu -n 2 --json " + current).exit_code ==
        0);
    auto j = e2e::read_json(current);
    // As this tool wrote them before report@2 settled its vocabulary.
    j["options"] = {
        {"argv", {"syncstress", "run"}}, {"command", "exec"}, {"exec", {"pytest"}},  {"duration", "1m30s"},
        {"hang_timeout", "2s"},          {"timeout", "none"}, {"kill_after", "10s"}, {"perturb", {{"delay_us", 1000}, {"jitter_us", 200}}}};
    write_text(older, j.dump());
    auto out = e2e::syncstress("merge " + older + " " + current + " --json " + merged);
    INFO(out.output);
    CHECK(out.exit_code == 0);
    CHECK(e2e::schema_errors(merged) == "");
    auto m = e2e::read_json(merged);
    const auto& o = m["options"];
    CHECK(o["command_line"] == nlohmann::json({"syncstress", "run"}));
    CHECK(o["exec_command"] == nlohmann::json({"pytest"}));
    CHECK(o["duration_s"] == 90.0);
    CHECK(o["hang_timeout_s"] == 2.0);
    CHECK(o["timeout_s"].is_null());
    CHECK(o["kill_after_s"] == 10.0);
    CHECK(o["perturb"]["delay_s"] == 0.001);
    CHECK(o["perturb"]["jitter_s"] == 0.0002);
    for (const char* gone : {"argv", "exec", "duration", "hang_timeout", "timeout", "kill_after"}) CHECK_FALSE(o.contains(gone));
}
