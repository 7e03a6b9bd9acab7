// `syncstress capture` of real CUDA programs (upload_kernel_download.cu, event_handoff.cu) under the CUDA subscriber,
// on the machine's CUDA driver: each correct program is captured with no race, and each with its synchronisation
// removed shows the race, naming the program's calls. Skips where the programs find no CUDA device.
#include "core/scenario/loader.h"
#include "tests/common/skip.h"
#include "tests/support/support.h"

#include <doctest/doctest.h>

#include <cstdlib>
#include <filesystem>

using namespace syncstress;
using namespace syncstress::test;

namespace {

// Whether `program` finds a CUDA device at all (without the subscriber); skips the test where it does not.
bool cuda_here(const std::string& program) { return runs_here(program, testing::k_require_cuda, program); }

struct Captured {
    Outcome outcome;
    std::string file;
};

Captured capture(const platform::TempDir& dir, const std::string& program, const std::string& args) {
    const std::string file = (std::filesystem::path(dir.path()) / "captured.json").string();
    return {test::syncstress("capture -o '" + file + "' -- '" + program + "' " + args), file};
}

void check_clean(const std::string& program, const std::string& args) {
    const auto dir = scratch();
    const Captured c = capture(dir, program, args);
    INFO(c.outcome.output);
    CHECK(c.outcome.exit_code == 0);
    CHECK(has(c.outcome.output, "CUDA: each stream is an ordered queue"));
    auto loaded = scenario::load_scenario_file(c.file);
    REQUIRE(loaded.errors.empty());
    CHECK_FALSE(loaded.scenario->call_sites.empty());
    CHECK_FALSE(has(c.outcome.output, "race:"));
}

void check_race(const std::string& program, const std::string& args, const std::string& first, const std::string& second) {
    const auto dir = scratch();
    const Captured c = capture(dir, program, args);
    INFO(c.outcome.output);
    CHECK(c.outcome.exit_code == 1);
    CHECK(has(c.outcome.output, "race:"));
    CHECK(has(c.outcome.output, first));
    CHECK(has(c.outcome.output, second));
}

}  // namespace

TEST_CASE("cuda capture: an upload, a kernel and a download with their stream sync have no race") {
    if (cuda_here(SYNCSTRESS_CAPTURE_UPLOAD)) check_clean(SYNCSTRESS_CAPTURE_UPLOAD, "");
}

TEST_CASE("cuda capture: without the stream sync, the download races the host's read at cudaFreeHost") {
    if (cuda_here(SYNCSTRESS_CAPTURE_UPLOAD)) check_race(SYNCSTRESS_CAPTURE_UPLOAD, "--no-sync", "cuMemcpy", "cuMemFreeHost");
}

TEST_CASE("cuda capture: with pinned memory tracked by page, the download races the host's read of its result where it reads") {
    if (!cuda_here(SYNCSTRESS_CAPTURE_UPLOAD)) return;
    REQUIRE(setenv("SYNCSTRESS_CAPTURE_PINNED", "1", 1) == 0);  // the program's environment: opt-in
    check_race(SYNCSTRESS_CAPTURE_UPLOAD, "--no-sync", "cuMemcpyDtoHAsync", "host read of pinned memory");
    check_clean(SYNCSTRESS_CAPTURE_UPLOAD, "");
    REQUIRE(unsetenv("SYNCSTRESS_CAPTURE_PINNED") == 0);
}

TEST_CASE("cuda capture: two streams handing a buffer over through an event have no race") {
    if (cuda_here(SYNCSTRESS_CAPTURE_HANDOFF)) check_clean(SYNCSTRESS_CAPTURE_HANDOFF, "");
}

TEST_CASE("cuda capture: without the stream's wait for the event, the two kernels race") {
    if (cuda_here(SYNCSTRESS_CAPTURE_HANDOFF)) check_race(SYNCSTRESS_CAPTURE_HANDOFF, "--no-wait", "cuLaunchKernel", "cuLaunchKernel");
}

// NVIDIA's samples, run unchanged: no race; the -broken ones (one synchronisation removed by a patch): the race between
// the device-to-host copy and the host's use of its result. StreamPriorities' and graphMemoryNodes' races are CUDA's
// documented rule: a synchronous copy from pageable memory may return before it lands, and a kernel on a non-blocking
// stream reads it with nothing between that waits for the legacy default stream.
TEST_CASE("cuda capture: NVIDIA's cuda-samples are captured, the correct ones with no race, the broken ones with theirs") {
    const std::filesystem::path dir = SYNCSTRESS_CUDA_SAMPLES;
    if (!cuda_here(SYNCSTRESS_CAPTURE_UPLOAD)) return;
    std::string names = SYNCSTRESS_CUDA_SAMPLE_NAMES;
    for (size_t start = 0; start < names.size();) {
        const size_t end = std::min(names.find(',', start), names.size());
        const std::string name = names.substr(start, end - start);
        start = end + 1;
        CAPTURE(name);
        const std::string program = (dir / name).string();
        if (name.ends_with("-broken"))
            check_race(program, "", "cuMemcpy", "race:");
        else if (name == "StreamPriorities" || name == "graphMemoryNodes")  // real by CUDA's rule (above)
            check_race(program, "", "cuMemcpyHtoD", "cuLaunchKernel");
        else
            check_clean(program, "");
    }
}
