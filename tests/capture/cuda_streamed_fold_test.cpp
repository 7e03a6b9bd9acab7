// A CUDA program of one thread whose steps repeat, folded as its log is read (read_capture's streamed conversion): the
// same scenario and the same analysis as the whole log converted and folded, what follows the repetitions as its
// teardown, and the whole conversion where the program cannot be folded so (host functions, several threads), said
// in the summary.
#include "core/capture/fold.h"
#include "tests/capture/cuda_log_support.h"

#include <doctest/doctest.h>

#include <algorithm>

using namespace syncstress;
using namespace syncstress::capture;
using namespace syncstress::capture::cuda_log;
using syncstress::test::json_of;

namespace {

constexpr int k_loops = 2000;  // 4 steps each: past the folding's first 4,096 steps, each later one dropped as it comes

// A loop of two kernels on stream 500 that take the two halves of one allocation, a download of the first half into
// pinned memory and a wait for the context. `racy`: the download is on stream 600, with no order with the kernels.
// `break_at`: the loop that also fills the allocation (the repetition breaks there).
std::string loop_log(bool racy, int break_at = -1) {
    std::string log = std::string(k_head) +
                      "2 t0 cuStreamCreate stream=500 flags=1\n3 t0 cuStreamCreate stream=600 flags=1\n"
                      "4 t0 cuMemAlloc_v2 ptr=1048576 size=4096 stream=0\n5 t0 cuMemAllocHost_v2 ptr=67108864 size=4096 stream=0\n";
    uint64_t index = 6;
    auto line = [&](const std::string& text) { log += std::to_string(index++) + " t0 " + text + "\n"; };
    for (int i = 0; i < k_loops; ++i) {
        line("cuLaunchKernel function=77 stream=500 ptr=1048576");
        line("cuLaunchKernel function=78 stream=500 ptr=1050624");
        if (i == break_at) line("cuMemsetD32Async dst=1048576 size=1024 value=0 stream=500");
        line(std::string("cuMemcpyDtoHAsync_v2 dst=67108864 src=1048576 size=2048 stream=") + (racy ? "600" : "500"));
        line("cuCtxSynchronize");
    }
    return log;
}

CaptureLog read(const std::string& log, bool fold) {
    auto read = read_text(log, KernelRanges::slices, fold);
    REQUIRE(read.ok());
    return std::move(*read);
}

std::vector<std::string> race_messages(const scenario::Scenario& sc) {
    std::vector<std::string> out;
    for (const auto& race : races_in(sc)) out.push_back(race.message);
    return out;
}

}  // namespace

TEST_CASE("cuda capture: a launch, download and sync loop folds as its log is read, as the whole log folds") {
    for (const bool racy : {false, true}) {
        CAPTURE(racy);
        const CaptureLog streamed = read(loop_log(racy), true);
        CHECK(streamed.converted_whole.empty());
        CaptureLog whole = read(loop_log(racy), false);
        const Folding folded = fold_repetitions(whole.capture.scenario);
        CHECK(folded.repetitions == k_loops);
        CHECK(streamed.capture.folded.repetitions == k_loops);
        CHECK(streamed.capture.folded.steps == 4);
        CHECK(json_of(streamed.capture.scenario) == json_of(whole.capture.scenario));
        CHECK(race_messages(streamed.capture.scenario) == race_messages(whole.capture.scenario));
        CHECK(race_messages(streamed.capture.scenario).empty() == !racy);
        // The first kernel's range ends where the second's begins: its slice, known only once the log was read.
        const auto& kernel = std::get<scenario::OpaqueDispatch>(std::get<scenario::Submit>(streamed.capture.scenario.steps[0]).commands[0]);
        REQUIRE(kernel.writes.size() == 1);
        CHECK(kernel.writes[0].range.count == 512);
    }
}

TEST_CASE("cuda capture: a graph launched and waited for in a loop folds as its log is read, as the whole log folds") {
    // An upload, a kernel after it and a download after the kernel, made node by node, launched k_loops times: one
    // lane, which signals once a launch, as the launch stream does.
    std::string log = std::string(k_head) +
                      "2 t0 cuStreamCreate stream=500 flags=1\n3 t0 cuMemAlloc_v2 ptr=1048576 size=4096 stream=0\n"
                      "4 t0 cuMemAllocHost_v2 ptr=67108864 size=4096 stream=0\n"
                      "5 t0 cuGraphAddMemcpyNode graph=7000 node=1 type=1 dst=1048576 src=67108864 size=4096 src_host=1\n"
                      "6 t0 cuGraphAddKernelNode_v2 graph=7000 node=2 type=0 dep=1 function=77 ptr=1048576\n"
                      "7 t0 cuGraphAddMemcpyNode graph=7000 node=3 type=1 dep=2 dst=67108864 src=1048576 size=4096 dst_host=1\n"
                      "8 t0 cuGraphInstantiate_v2 exec=8000 graph=7000\n";
    for (int i = 0; i < k_loops; ++i)
        log += std::to_string(9 + 2 * i) + " t0 cuGraphLaunch exec=8000 stream=500\n" + std::to_string(10 + 2 * i) +
               " t0 cuStreamSynchronize stream=500\n";
    const CaptureLog streamed = read(log, true);
    CHECK(streamed.converted_whole.empty());
    CaptureLog whole = read(log, false);
    CHECK(fold_repetitions(whole.capture.scenario).repetitions == k_loops);
    CHECK(streamed.capture.folded.repetitions == k_loops);
    CHECK(json_of(streamed.capture.scenario) == json_of(whole.capture.scenario));
    CHECK(race_messages(streamed.capture.scenario).empty());
}

TEST_CASE("cuda capture: a CUDA loop whose repetition breaks after the folding began has the rest as its teardown") {
    const CaptureLog streamed = read(loop_log(false, 1500), true);
    CHECK(streamed.converted_whole.empty());
    CaptureLog whole = read(loop_log(false, 1500), false);
    CHECK(fold_repetitions(whole.capture.scenario).repetitions == 1500);
    CHECK(streamed.capture.folded.repetitions == 1500);
    CHECK(json_of(streamed.capture.scenario) == json_of(whole.capture.scenario));
}

TEST_CASE("cuda capture: host functions and a program of several threads are converted whole, and the summary says why") {
    auto says = [](const CaptureLog& log, const std::string& why) {
        const std::vector<std::string> lines = summary_lines(log);
        return std::any_of(lines.begin(), lines.end(), [&](const std::string& line) {
            return line.starts_with("the log was converted whole") && line.find(why) != std::string::npos;
        });
    };
    const std::string stream = std::string(k_head) + "2 t0 cuStreamCreate stream=500 flags=1\n";
    const CaptureLog functions = read(stream + "3 t0 cuLaunchHostFunc stream=500 data=0\n4 t0 cuCtxSynchronize\n", true);
    CHECK(says(functions, "CUDA host functions run on threads of their own"));
    const CaptureLog threads = read(stream + "3 t1 cuStreamSynchronize stream=500\n", true);
    CHECK(says(threads, "several threads"));
    const CaptureLog one = read(loop_log(false), true);
    CHECK_FALSE(says(one, ""));
}
