// What the CUDA conversion tests share: a log, written as the CUDA subscriber writes it
// (core/capture/cuda/cuda_calls.cpp), read back through read_capture as `syncstress capture` reads it
// (capture_log_text.h), the races the analysis finds in its scenario, and the scenario analyzed and run.
#pragma once

#include "core/scenario/writer.h"
#include "tests/capture/capture_log_text.h"
#include "tests/support/support.h"

#include <doctest/doctest.h>

#include <filesystem>
#include <string>

namespace syncstress::capture::cuda_log {

using test::any_race_names;
using test::races_in;

inline constexpr const char* k_head = "0 t0 cuda_loaded\n1 t0 cuda_hello param_info=1\n";

inline Result<CaptureLog> read_text(const std::string& text, KernelRanges kernel_ranges = KernelRanges::slices, bool fold = false) {
    return test::read_log_text(text, "capture-cuda-test", kernel_ranges, fold);
}

inline scenario::Scenario scenario_of(const std::string& text, KernelRanges kernel_ranges = KernelRanges::slices) {
    auto log = read_text(text, kernel_ranges);
    REQUIRE(log.ok());
    return log->capture.scenario;
}

// The scenario written to a file, analyzed without a finding, and run 5 times on the cpu backend without a failure.
inline void check_analyzed_and_run_on_cpu(const scenario::Scenario& sc) {
    auto text = scenario::to_json(sc);
    REQUIRE(text.ok());
    const auto dir = test::scratch();
    const auto file = std::filesystem::path(dir.path()) / (sc.name + ".json");
    test::write_text(file, *text);
    const test::Outcome analyzed = test::syncstress("analyze '" + file.string() + "'");
    INFO(analyzed.output);
    CHECK(analyzed.exit_code == 0);
    const test::Outcome ran = test::syncstress("run --backend cpu -n 5 --hang-timeout 10s '" + file.string() + "'");
    INFO(ran.output);
    CHECK(ran.exit_code == 0);
}

}  // namespace syncstress::capture::cuda_log
