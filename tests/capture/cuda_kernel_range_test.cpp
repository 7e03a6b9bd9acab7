// How far a captured CUDA kernel's pointer arguments reach (core/capture/kernel_ranges.h): to the end of the slice the
// program cut its allocation into (the default), or to the end of the allocation (--kernel-ranges whole).
#include "tests/capture/cuda_log_support.h"

#include <doctest/doctest.h>

#include <algorithm>

using namespace syncstress;
using namespace syncstress::capture;
using namespace syncstress::capture::cuda_log;

namespace {

// simpleStreams' shape: one device allocation cut into `streams` slices, each stream a kernel on its slice (given the
// slice and a shared `factor` word) and a download of that slice into its slice of pinned memory; the host waits for
// the whole context before it frees the pinned memory.
std::string sliced_streams(int streams) {
    std::string log = std::string(k_head) + "2 t0 cuMemAlloc_v2 ptr=1048576 size=4096 stream=0\n" +
                      "3 t0 cuMemAlloc_v2 ptr=2097152 size=4 stream=0\n4 t0 cuMemAllocHost_v2 ptr=67108864 size=4096 stream=0\n" +
                      "5 t0 cuMemcpyHtoD_v2 dst=2097152 src=67108864 size=4 stream=0\n";
    int index = 6;
    for (int s = 0; s < streams; ++s)
        log += std::to_string(index++) + " t0 cuStreamCreate stream=" + std::to_string(500 + s) + " flags=0\n";
    const uint64_t slice = 4096 / static_cast<uint64_t>(streams);
    for (int s = 0; s < streams; ++s) {
        const std::string stream = std::to_string(500 + s);
        log += std::to_string(index++) + " t0 cuLaunchKernel function=77 stream=" + stream + " ptr=" + std::to_string(1048576 + s * slice) +
               " ptr=2097152 ptr=50\n";
        log += std::to_string(index++) + " t0 cuMemcpyDtoHAsync_v2 dst=" + std::to_string(67108864 + s * slice) +
               " src=" + std::to_string(1048576 + s * slice) + " size=" + std::to_string(slice) + " stream=" + stream + "\n";
    }
    return log + std::to_string(index) + " t0 cuCtxSynchronize\n" + std::to_string(index + 1) + " t0 cuMemFreeHost ptr=67108864\n";
}

// A device allocation (1048576), two non-blocking streams (500, 600) and pinned memory (67108864), then `work` (its
// records numbered from 6), then a wait for the whole context.
std::string two_streams(const std::string& work) {
    return std::string(k_head) +
           "2 t0 cuMemAlloc_v2 ptr=1048576 size=4096 stream=0\n3 t0 cuStreamCreate stream=500 flags=1\n"
           "4 t0 cuStreamCreate stream=600 flags=1\n5 t0 cuMemAllocHost_v2 ptr=67108864 size=4096 stream=0\n" +
           work + "99 t0 cuCtxSynchronize\n";
}

// The scenario's nth kernel, in the order of its steps.
const scenario::OpaqueDispatch& kernel_at(const scenario::Scenario& sc, size_t nth) {
    for (const auto& step : sc.steps)
        if (const auto* submit = std::get_if<scenario::Submit>(&step))
            for (const auto& command : submit->commands)
                if (const auto* kernel = std::get_if<scenario::OpaqueDispatch>(&command); kernel && nth-- == 0) return *kernel;
    FAIL("the scenario has fewer kernels");
    throw;
}

}  // namespace

TEST_CASE("cuda capture: kernels and copies of several streams on their own slices of one allocation do not race") {
    const scenario::Scenario sc = scenario_of(sliced_streams(4));
    CHECK(races_in(sc).empty());
    // The first stream's kernel (after the upload of `factor`): the first quarter of the allocation, read and written,
    // and the shared `factor` word, given to the same kernel on four streams, read only.
    const auto& kernel = kernel_at(sc, 0);
    REQUIRE(kernel.writes.size() == 1);
    CHECK(kernel.writes[0].range.offset == 0);
    CHECK(kernel.writes[0].range.count == 256);
    REQUIRE(kernel.reads.size() == 2);
    CHECK(kernel.reads[1].range.count == 1);
}

TEST_CASE("cuda capture: with --kernel-ranges whole, each kernel reaches the end of its allocation and the slices race") {
    const auto found = races_in(scenario_of(sliced_streams(4), KernelRanges::whole));
    REQUIRE_FALSE(found.empty());
    CHECK(any_race_names(found, "cuLaunchKernel #10 on thread main", "cuLaunchKernel #12 on thread main"));
}

TEST_CASE("cuda capture: a slice ends at the next pointer into the allocation a kernel was given, a later kernel's too") {
    // The kernel on the first stream is given the allocation's start; only a kernel launched after it, on a stream
    // ordered after it, is given the pointer 2048 bytes in: the first kernel's range still ends there.
    const std::string log =
        two_streams("6 t0 cuLaunchKernel function=77 stream=500 ptr=1048576\n7 t0 cuLaunchKernel function=78 stream=600 ptr=1050624\n");
    const scenario::Scenario sc = scenario_of(log);
    CHECK(kernel_at(sc, 0).writes.at(0).range.count == 512);
    CHECK(races_in(sc).empty());
    CHECK_FALSE(races_in(scenario_of(log, KernelRanges::whole)).empty());
}

TEST_CASE("cuda capture: a copy's pointer into an allocation does not cut a kernel's slice") {
    // A copy into the allocation's second half on another stream, unordered with a kernel given its start.
    const std::string log = two_streams("6 t0 cuLaunchKernel function=77 stream=500 ptr=1048576\n"
                                        "7 t0 cuMemcpyHtoDAsync_v2 dst=1050624 src=67108864 size=2048 stream=600\n");
    const auto found = races_in(scenario_of(log));
    REQUIRE_FALSE(found.empty());
    CHECK(any_race_names(found, "cuLaunchKernel #6 on thread main", "cuMemcpyHtoDAsync_v2 #7 on thread main"));
}

TEST_CASE("cuda capture: two kernels on overlapping slices of one allocation in two unordered streams race") {
    // The first kernel is given pointers 0 and 2048 bytes in (an input and an output slice, say): its range runs
    // through the slice of its highest pointer, over the second kernel's slice at 1024.
    const std::string log = two_streams(
        "6 t0 cuLaunchKernel function=77 stream=500 ptr=1048576 ptr=1050624\n7 t0 cuLaunchKernel function=78 stream=600 ptr=1049600\n");
    const scenario::Scenario sc = scenario_of(log);
    CHECK(kernel_at(sc, 0).writes.at(0).range.count == 1024);  // bytes 0 to 4096: elements 0 to 1024
    const auto found = races_in(sc);
    REQUIRE_FALSE(found.empty());
    CHECK(any_race_names(found, "cuLaunchKernel #6 on thread main", "cuLaunchKernel #7 on thread main"));
}

TEST_CASE("cuda capture: a pointer one kernel is given on one stream only is still written") {
    // The same kernel twice on one stream with the same pointer, and a copy from it on another stream, unordered.
    const auto found = races_in(scenario_of(
        two_streams("6 t0 cuMemAlloc_v2 ptr=2097152 size=4096 stream=0\n7 t0 cuLaunchKernel function=77 stream=500 ptr=1048576\n"
                    "8 t0 cuLaunchKernel function=77 stream=500 ptr=1048576\n9 t0 cuMemcpyDtoDAsync_v2 dst=2097152 src=1048576 size=4096 "
                    "stream=600\n")));
    REQUIRE_FALSE(found.empty());
    CHECK(any_race_names(found, "cuLaunchKernel #8 on thread main", "cuMemcpyDtoDAsync_v2 #9 on thread main"));
}

TEST_CASE("cuda capture: one kernel given the same pointers on two streams, with no slices of its own, still writes them") {
    // syncstress's own cuda backend passes every buffer's start and its range as integers: two streams' launches of
    // its kernel with one destination are a write on each, unordered.
    const auto found = races_in(
        scenario_of(two_streams("6 t0 cuMemAlloc_v2 ptr=2097152 size=4096 stream=0\n7 t0 cuMemAlloc_v2 ptr=3145728 size=4096 stream=0\n"
                                "8 t0 cuLaunchKernel function=77 stream=500 ptr=1048576 ptr=2097152\n"
                                "9 t0 cuLaunchKernel function=77 stream=600 ptr=1048576 ptr=3145728\n")));
    REQUIRE_FALSE(found.empty());
    CHECK(any_race_names(found, "cuLaunchKernel #8 on thread main", "cuLaunchKernel #9 on thread main"));
}

TEST_CASE("cuda capture: the summary says how far kernels' pointers were taken to reach") {
    for (const KernelRanges ranges : {KernelRanges::slices, KernelRanges::whole}) {
        auto log = read_text(sliced_streams(2), ranges);
        REQUIRE(log.ok());
        const std::vector<std::string> lines = summary_lines(*log);
        const std::string said = ranges == KernelRanges::slices ? "(--kernel-ranges slices)" : "(--kernel-ranges whole)";
        CHECK(std::any_of(lines.begin(), lines.end(), [&](const std::string& line) { return line.find(said) != std::string::npos; }));
    }
}

TEST_CASE("cuda capture: a pointer to const (ptr=WORD:1) is read only: two kernels reading one input on two streams do not race") {
    // graphMemoryNodes' shape: negateArray(const float* input, float* output) on two unordered streams, each with an
    // output of its own and the same input.
    const std::string kernels = "6 t0 cuMemAlloc_v2 ptr=2097152 size=4096 stream=0\n7 t0 cuMemAlloc_v2 ptr=3145728 size=4096 stream=0\n"
                                "8 t0 cuLaunchKernel function=77 stream=500 ptr=1048576:1 ptr=2097152\n"
                                "9 t0 cuLaunchKernel function=77 stream=600 ptr=1048576:1 ptr=3145728\n";
    const scenario::Scenario sc = scenario_of(two_streams(kernels));
    CHECK(races_in(sc).empty());
    const auto& kernel = kernel_at(sc, 0);
    REQUIRE(kernel.writes.size() == 1);
    CHECK(kernel.writes[0].buffer != kernel.reads.at(0).buffer);
    // Without the mark (a name that said nothing), the input is written by both: the race.
    std::string unmarked = kernels;
    for (size_t at; (at = unmarked.find(":1 ")) != std::string::npos;) unmarked.erase(at, 2);
    const auto found = races_in(scenario_of(two_streams(unmarked)));
    REQUIRE_FALSE(found.empty());
    CHECK(any_race_names(found, "cuLaunchKernel #8 on thread main", "cuLaunchKernel #9 on thread main"));
}

TEST_CASE("cuda capture: a kernel reading a pointer to const still races with a copy into it on another stream") {
    const auto found = races_in(scenario_of(two_streams("6 t0 cuMemAlloc_v2 ptr=2097152 size=4096 stream=0\n"
                                                        "7 t0 cuLaunchKernel function=77 stream=500 ptr=1048576:1 ptr=2097152\n"
                                                        "8 t0 cuMemcpyHtoDAsync_v2 dst=1048576 src=67108864 size=4096 stream=600\n")));
    REQUIRE_FALSE(found.empty());
    CHECK(any_race_names(found, "cuLaunchKernel #7 on thread main", "cuMemcpyHtoDAsync_v2 #8 on thread main"));
}

TEST_CASE("cuda capture: a kernel whose every pointer is to const is taken to write them all") {
    // It writes where its pointers do not show (a global, say): its input is written, as with no mark, and two such
    // kernels on two streams race.
    const std::string log = two_streams("6 t0 cuLaunchKernel function=77 stream=500 ptr=1048576:1\n"
                                        "7 t0 cuLaunchKernel function=77 stream=600 ptr=1048576:1\n");
    const scenario::Scenario sc = scenario_of(log);
    CHECK(kernel_at(sc, 0).writes.size() == 1);
    CHECK_FALSE(races_in(sc).empty());
}

TEST_CASE("cuda capture: the summary says how many kernel pointers were to const, or that the driver names no kernels") {
    auto has = [](const std::vector<std::string>& lines, const std::string& said) {
        return std::any_of(lines.begin(), lines.end(), [&](const std::string& line) { return line.find(said) != std::string::npos; });
    };
    std::string log = two_streams("6 t0 cuMemAlloc_v2 ptr=2097152 size=4096 stream=0\n"
                                  "7 t0 cuLaunchKernel function=77 stream=500 ptr=1048576:1 ptr=2097152\n");
    auto unnamed = read_text(log);
    REQUIRE(unnamed.ok());
    CHECK(has(summary_lines(*unnamed), "the driver names no kernels"));
    log.replace(log.find("param_info=1"), 12, "param_info=1 kernel_names=1");
    auto named = read_text(log);
    REQUIRE(named.ok());
    CHECK(has(summary_lines(*named), "; 1 pointer(s) the launches gave were to const, and only read"));
}
