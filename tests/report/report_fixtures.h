// Reports for the tests of core/report: varied enough to exercise every field, and helpers for files.
#pragma once

#include "core/report/report.h"

#include "tests/common/report_names.h"
#include "tests/support/os.h"
#include "tests/support/support.h"

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

namespace syncstress::report::testing {

inline ScenarioResult make_result(std::string scenario, std::string backend, ResultStatus status) {
    ScenarioResult r;
    r.scenario = std::move(scenario);
    r.file = "scenarios/patterns/" + r.scenario + ".json";
    r.backend = std::move(backend);
    r.status = status;
    r.repro = "syncstress run " + r.file + " --backend " + r.backend + " --seed 1";
    return r;
}

// A mismatch with every optional field that a mismatch carries.
inline Finding stale_mismatch(uint64_t iteration) {
    Finding f;
    f.kind = FindingKind::mismatch;
    f.message = "z_data holds the previous iteration's data";
    f.iteration = iteration;
    f.steps = {4, 7};
    f.object = "z_data";
    f.offset = 0;
    f.count = 1024;
    f.classification = MismatchKind::stale;
    f.first_index = 3;
    f.wrong = 1000;
    f.checked = 1024;
    f.samples = {{3, 123, 122}, {4, 124, 123}, {5, 125, 124}, {6, 126, 125}};
    f.repro = "syncstress run x.json --backend cpu --seed 1 --iteration " + std::to_string(iteration);
    return f;
}

// One result of every status, findings of several kinds, timing with ops, a non-ASCII name.
inline Report sample_report() {
    Report report;
    report.tool_version = "0.1.0";
    report.host = {"Linux 6.1",
                   "AMD EPYC 7B13",
                   "ci-runner-7",
                   2,
                   {{"cpu", true, "", "host threads", "", ""},
                    {"vulkan", true, "", "llvmpipe (LLVM 15.0.6, 256 bits)", "Mesa 22.3.6", "1.3.230"},
                    {"cuda", false, "no CUDA driver (libcuda.so.1 not found)", "", "", ""}}};
    report.options = {{"iterations", 1000}, {"seed", 1}, {"backend", "all"}, {"inject", ""}};

    ScenarioResult pass = make_result("luisa-host-roundtrip", "cpu", ResultStatus::pass);
    pass.iterations = 1000;
    pass.timing.iteration_us = percentiles({12, 13, 11, 40, 12});
    pass.timing.ops["host_wait"] = percentiles({3, 4, 5});
    pass.timing.ops["read"] = percentiles({7.5});
    pass.duration_s = 0.5;

    ScenarioResult fail = make_result("slangpy-direct-read", "vulkan", ResultStatus::fail);
    fail.iterations = 300;
    fail.failures = 12;
    fail.findings = {stale_mismatch(17), stale_mismatch(40)};
    fail.findings_dropped = 10;
    fail.timing.iteration_us = percentiles({50, 60, 70});
    fail.duration_s = 1.25;

    ScenarioResult hang = make_result("double-sync-deadlock", "vulkan", ResultStatus::hang);
    hang.iterations = 3;
    hang.failures = 1;
    hang.hangs = 1;
    Finding timeline;
    timeline.kind = FindingKind::timeline;
    timeline.message = "t signalled 2 after 3: a timeline going backwards";
    timeline.steps = {2, 5};
    timeline.object = "t";
    timeline.vuid = "VUID-VkSemaphoreSignalInfo-value-03258";
    Finding stuck;
    stuck.kind = FindingKind::hang;
    stuck.message = "host_wait t >= 4 did not return in 2 s";
    stuck.iteration = 2;
    stuck.state = {"queue device: finished step 3, waits t >= 3", "semaphore t = 2, awaited 3, 4"};
    stuck.recovered = true;
    hang.findings = {timeline, stuck};

    ScenarioResult expected = make_result("broken-partial-copy", "cpu", ResultStatus::expected);
    expected.expect = Expect::race;
    expected.reason = "the race the scenario documents was found";
    Finding race;
    race.kind = FindingKind::race;
    race.expected = true;
    race.message = "step 1 (fill shared) and step 3 (copy into shared) are unordered";
    race.steps = {1, 3};
    race.object = "shared";
    race.offset = 256;
    race.count = 512;
    race.fix = "sync {queue: torch, after: device} before step 3";
    race.accesses = {{1, 0, "device", AccessKind::write, false}, {3, std::nullopt, "torch", AccessKind::read, true}};
    race.shown = Shown{37, 4};
    Finding unseen = race;  // a second race the device did not show
    unseen.object = "staging";
    unseen.shown.reset();
    unseen.not_shown = "not seen in 100 iterations";
    Finding oversync;
    oversync.kind = FindingKind::oversync;
    oversync.warning = true;
    oversync.message = "step 5 waits for work it already follows — café";
    expected.findings = {race, unseen, oversync};
    expected.iterations = 100;

    ScenarioResult skip = make_result("luisa-host-roundtrip", "cuda", ResultStatus::skip);
    skip.reason = "no CUDA driver (libcuda.so.1 not found)";

    ScenarioResult error = make_result("luisa-host-roundtrip", "vulkan+cuda", ResultStatus::error);
    mark_backend_error(
        error, syncstress::make_error("vkCreateDevice failed: VK_ERROR_INITIALIZATION_FAILED", syncstress::ErrorKind::backend_unavailable));

    report.results = {pass, fail, hang, expected, skip, error};
    report.summary.duration_s = 2.5;
    report.run_id = "0123456789abcdef";
    report.started_at = parse_rfc3339("2026-11-30T21:08:55Z");
    report.finished_at = parse_rfc3339("2026-11-30T21:09:01Z");
    report.duration_s = 6.25;
    report.labels = {{"gpu", "h200"}, {"suite", "nightly"}};
    report.ci = Ci{"github-actions", "4e1d0c2", "main", "stress", "https://github.com/o/r/actions/runs/1"};
    finalize(report);
    return report;
}

// N runs of sample_report, a day apart from 2026-11-01T02:00:00Z, each its own run_id and label night=I. The
// vulkan failure of slangpy-direct-read fails on even nights only (12 + I failures), passes on odd ones.
inline std::vector<Report> nightly_runs(size_t n) {
    std::vector<Report> runs;
    for (size_t i = 0; i < n; ++i) {
        Report run = sample_report();
        run.run_id = "00000000000000" + std::string(1, static_cast<char>('a' + i / 6)) + std::string(1, static_cast<char>('0' + i % 6));
        run.started_at = *parse_rfc3339("2026-11-01T02:00:00Z") + std::chrono::hours(24 * i);
        run.finished_at = *run.started_at + std::chrono::seconds(6);
        run.labels = {{"night", std::to_string(i)}};
        for (ScenarioResult& r : run.results) {
            if (r.scenario != "slangpy-direct-read") continue;
            r.failures = i % 2 ? 0 : 12 + i;
            r.status = i % 2 ? ResultStatus::pass : ResultStatus::fail;
            if (i % 2) r.findings.clear();
        }
        run.source = "night-" + std::to_string(i) + ".json";
        finalize(run);
        runs.push_back(std::move(run));
    }
    return runs;
}

// The report as an @1 report wrote it: no run identity, hosts, labels, CI or not_run, no result host.
inline nlohmann::json as_v1(const Report& report) {
    nlohmann::json j = nlohmann::json::parse(to_json(report).dump());
    j["format"] = k_format_v1;
    for (const char* key : {"run_id", "started_at", "finished_at", "duration_s", "complete", "labels", "ci", "hosts", "not_run"})
        j.erase(key);
    for (auto& result : j["results"]) result.erase("host");
    return j;
}

// A fresh folder for this test process's files, removed when the process exits.
inline std::filesystem::path temp_dir() {
    struct Folder {
        std::filesystem::path path =
            std::filesystem::temp_directory_path() / ("syncstress-report-tests-" + std::to_string(syncstress::test::current_pid()));
        Folder() { std::filesystem::create_directories(path); }
        ~Folder() {
            std::error_code ignored;
            std::filesystem::remove_all(path, ignored);
        }
    };
    static const Folder folder;
    return folder.path;
}

inline std::string read_text(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

inline void write_text(const std::filesystem::path& path, const std::string& text) { std::ofstream(path, std::ios::binary) << text; }

// Runs a Python script (a repository path, or an absolute one) on ARGS: "EXIT_CODE\nOUTPUT".
inline std::string python(const std::vector<std::string>& script_and_args) {
    auto out = syncstress::test::run_python(script_and_args);
    return std::to_string(out.exit_code) + "\n" + out.output;
}

}  // namespace syncstress::report::testing
