// Reports for the tests of core/report: varied enough to exercise every field, and helpers for files.
#pragma once

#include "core/report/report.h"

#include "tests/support/os.h"
#include "tests/support/support.h"

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

namespace syncstress::report::testing {

inline ScenarioResult make_result(std::string scenario, std::string backend, std::string status) {
    ScenarioResult r;
    r.scenario = std::move(scenario);
    r.file = "scenarios/patterns/" + r.scenario + ".json";
    r.backend = std::move(backend);
    r.status = std::move(status);
    r.repro = "syncstress run " + r.file + " --backend " + r.backend + " --seed 1";
    return r;
}

// A mismatch with every optional field that a mismatch carries.
inline Finding stale_mismatch(uint64_t iteration) {
    Finding f;
    f.kind = "mismatch";
    f.message = "z_data holds the previous iteration's data";
    f.iteration = iteration;
    f.steps = {4, 7};
    f.object = "z_data";
    f.offset = 0;
    f.count = 1024;
    f.classification = "stale";
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
    report.host = {"Linux 6.1", "AMD EPYC 7B13", "ci-runner-7", 2,
                   {{"cpu", true, "", "host threads", "", ""},
                    {"vulkan", true, "", "llvmpipe (LLVM 15.0.6, 256 bits)", "Mesa 22.3.6", "1.3.230"},
                    {"cuda", false, "no CUDA driver (libcuda.so.1 not found)", "", "", ""}}};
    report.options = {{"iterations", 1000}, {"seed", 1}, {"backend", "all"}, {"inject", ""}};

    ScenarioResult pass = make_result("luisa-host-roundtrip", "cpu", "pass");
    pass.iterations = 1000;
    pass.timing.iteration_us = percentiles({12, 13, 11, 40, 12});
    pass.timing.ops["host_wait"] = percentiles({3, 4, 5});
    pass.timing.ops["read"] = percentiles({7.5});
    pass.duration_s = 0.5;

    ScenarioResult fail = make_result("slangpy-direct-read", "vulkan", "fail");
    fail.iterations = 300;
    fail.failures = 12;
    fail.findings = {stale_mismatch(17), stale_mismatch(40)};
    fail.findings_dropped = 10;
    fail.timing.iteration_us = percentiles({50, 60, 70});
    fail.duration_s = 1.25;

    ScenarioResult hang = make_result("double-sync-deadlock", "vulkan", "hang");
    hang.iterations = 3;
    hang.failures = 1;
    hang.hangs = 1;
    Finding timeline;
    timeline.kind = "timeline";
    timeline.message = "t signalled 2 after 3: a timeline going backwards";
    timeline.steps = {2, 5};
    timeline.object = "t";
    timeline.vuid = "VUID-VkSemaphoreSignalInfo-value-03258";
    Finding stuck;
    stuck.kind = "hang";
    stuck.message = "host_wait t >= 4 did not return in 2 s";
    stuck.iteration = 2;
    stuck.state = {"queue device: finished step 3, waits t >= 3", "semaphore t = 2, awaited 3, 4"};
    stuck.recovered = true;
    hang.findings = {timeline, stuck};

    ScenarioResult expected = make_result("broken-partial-copy", "cpu", "expected");
    expected.expect = "race";
    expected.reason = "the race the scenario documents was found";
    Finding race;
    race.kind = "race";
    race.expected = true;
    race.message = "step 1 (fill shared) and step 3 (copy into shared) are unordered";
    race.steps = {1, 3};
    race.object = "shared";
    race.offset = 256;
    race.count = 512;
    race.fix = "sync {queue: torch, after: device} before step 3";
    Finding oversync;
    oversync.kind = "oversync";
    oversync.warning = true;
    oversync.message = "step 5 waits for work it already follows — café";
    expected.findings = {race, oversync};
    expected.iterations = 100;

    ScenarioResult skip = make_result("luisa-host-roundtrip", "cuda", "skip");
    skip.reason = "no CUDA driver (libcuda.so.1 not found)";

    ScenarioResult error = make_result("luisa-host-roundtrip", "vulkan+cuda", "error");
    error.reason = "backend: vkCreateDevice failed: VK_ERROR_INITIALIZATION_FAILED";

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

inline void write_text(const std::filesystem::path& path, const std::string& text) {
    std::ofstream(path, std::ios::binary) << text;
}

// Runs a Python script (a repository path, or an absolute one) on ARGS: "EXIT_CODE\nOUTPUT".
inline std::string python(const std::vector<std::string>& script_and_args) {
    auto out = syncstress::test::run_python(script_and_args);
    return std::to_string(out.exit_code) + "\n" + out.output;
}

}  // namespace syncstress::report::testing
