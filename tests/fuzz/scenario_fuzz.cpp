// libFuzzer target: any bytes through the loader and the check of its `expect` patterns against the model, and what
// loads through the analysis and two iterations of the reference model, under AddressSanitizer and
// UndefinedBehaviorSanitizer. A crash, a sanitizer report or a timeout is a finding; a refused input is not. Built by
// tests/fuzz/CMakeLists.txt with clang (-DSYNCSTRESS_FUZZ=ON); scripts/fuzz runs it, seeded from scenarios/, with
// the library built with -fsanitize=fuzzer-no-link so that its branches guide the fuzzer.
#include "core/analysis/analysis.h"
#include "core/model/expect_check.h"
#include "core/model/model.h"
#include "core/scenario/loader.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    using namespace syncstress::analysis;
    using namespace syncstress::scenario;
    using namespace syncstress::model;
    LoadLimits limits;
    limits.max_total_bytes = 1 << 20;  // a fuzzer's scenario needs no more; larger ones are refused, not run
    auto loaded = load_scenario_text(std::string_view(reinterpret_cast<const char*>(data), size), "fuzz.json", limits);
    check_expectations(loaded);
    if (!loaded.scenario) return 0;
    (void)analyze(*loaded.scenario);
    Model model(*loaded.scenario);
    for (uint64_t i = 0; i < 2; ++i)
        if (model.run_iteration(i)) break;  // a deadlock is an answer, not a crash
    return 0;
}
