// CUDA host functions (cuLaunchHostFunc, cuStreamAddCallback) captured: each stream's run on a thread of their own,
// after the stream's earlier work and before its later work, touching the pinned memory their user data points into.
#include "tests/capture/cuda_log_support.h"

#include <doctest/doctest.h>

#include <algorithm>

using namespace syncstress;
using namespace syncstress::capture;
using namespace syncstress::capture::cuda_log;

namespace {

// A stream uploads pinned memory, runs a kernel, downloads into the same pinned memory and adds a host function given
// it (simpleCallback's workload), then downloads into it again; the host waits for the context before it frees it.
std::string callback_workload(const std::string& call) {
    return std::string(k_head) +
           "2 t0 cuStreamCreate stream=500 flags=1\n3 t0 cuMemAllocHost_v2 ptr=67108864 size=4096 stream=0\n"
           "4 t0 cuMemAlloc_v2 ptr=1048576 size=4096 stream=0\n"
           "5 t0 cuMemcpyHtoDAsync_v2 dst=1048576 src=67108864 size=4096 stream=500\n"
           "6 t0 cuLaunchKernel function=77 stream=500 ptr=1048576\n"
           "7 t0 cuMemcpyDtoHAsync_v2 dst=67108864 src=1048576 size=4096 stream=500\n8 t0 " +
           call +
           " stream=500 data=67108864\n"
           "9 t0 cuMemcpyDtoHAsync_v2 dst=67108864 src=1048576 size=4096 stream=500\n"
           "10 t0 cuCtxSynchronize\n11 t0 cuMemFreeHost ptr=67108864\n";
}

// Two streams: the first downloads into pinned memory and adds a host function given it; the second downloads into
// the same memory, after waiting for an event the first records after the host function where `wait`.
std::string two_streams(bool wait) {
    std::string log = std::string(k_head) +
                      "2 t0 cuStreamCreate stream=500 flags=1\n3 t0 cuStreamCreate stream=600 flags=1\n"
                      "4 t0 cuMemAllocHost_v2 ptr=67108864 size=4096 stream=0\n5 t0 cuMemAlloc_v2 ptr=1048576 size=4096 stream=0\n"
                      "6 t0 cuEventCreate event=900 flags=2\n"
                      "7 t0 cuMemcpyDtoHAsync_v2 dst=67108864 src=1048576 size=4096 stream=500\n"
                      "8 t0 cuLaunchHostFunc stream=500 data=67108864\n9 t0 cuEventRecord event=900 stream=500\n";
    if (wait) log += "10 t0 cuStreamWaitEvent stream=600 event=900\n";
    return log + "11 t0 cuMemcpyDtoHAsync_v2 dst=67108864 src=1048576 size=4096 stream=600\n12 t0 cuCtxSynchronize\n";
}

}  // namespace

TEST_CASE("cuda capture: a host function runs on a thread of its stream's, between the stream's earlier and later work") {
    for (const std::string call : {"cuStreamAddCallback", "cuLaunchHostFunc_ptsz"}) {
        CAPTURE(call);
        auto log = read_text(callback_workload(call));
        REQUIRE(log.ok());
        CHECK(log->capture.not_modelled.empty());
        const scenario::Scenario& sc = log->capture.scenario;
        REQUIRE(sc.threads.size() == 2);
        CHECK(sc.threads[1].name == "host-functions-stream1");
        CHECK(std::any_of(sc.semaphores.begin(), sc.semaphores.end(), [](const auto& s) { return s.name == "host-function0"; }));
        // The thread waits for the stream, reads and writes the pinned memory, signals: then ends its iteration.
        REQUIRE(sc.threads[1].count == 5);
        const size_t first = sc.threads[1].first;
        CHECK(std::get<scenario::HostWait>(sc.steps[first]).value == 1);
        CHECK(std::holds_alternative<scenario::Check>(sc.steps[first + 1]));
        CHECK(std::holds_alternative<scenario::HostFill>(sc.steps[first + 2]));
        CHECK(std::get<scenario::HostSignal>(sc.steps[first + 3]).value == 2);
        CHECK(races_in(sc).empty());
    }
}

TEST_CASE("cuda capture: a host function that another stream's copy overwrites without order races it, named by its calls") {
    CHECK(races_in(scenario_of(two_streams(true))).empty());
    const auto found = races_in(scenario_of(two_streams(false)));
    REQUIRE_FALSE(found.empty());
    CHECK(any_race_names(found, "cuLaunchHostFunc #8 on thread main", "cuMemcpyDtoHAsync_v2 #11 on thread main"));
}

TEST_CASE("cuda capture: a host function's stream waits for it to return, and one given no pinned pointer touches nothing") {
    // The host function is given a pointer to pageable memory: it is not taken to touch it, and nothing races.
    std::string log = two_streams(true);
    log.replace(log.find("cuLaunchHostFunc stream=500 data=67108864"), 41, "cuLaunchHostFunc stream=500 data=12345678");
    const scenario::Scenario sc = scenario_of(log);
    const auto& thread = sc.threads.at(1);
    CHECK(thread.count == 3);  // wait, signal, and the iteration's end
    CHECK(races_in(sc).empty());
    // The stream's next operation waits for the function's return: its signal of 2.
    bool waited = false;
    for (const auto& step : sc.steps)
        if (const auto* submit = std::get_if<scenario::Submit>(&step))
            for (const auto& command : submit->commands)
                if (const auto* w = std::get_if<scenario::Wait>(&command)) waited = waited || w->value == 2;
    CHECK(waited);
}

TEST_CASE("cuda capture: a scenario with host functions is analyzed and runs on the cpu backend") {
    check_analyzed_and_run_on_cpu(scenario_of(callback_workload("cuLaunchHostFunc") + "12 t0 cuda_exit\n"));
}

TEST_CASE("cuda capture: host functions of more streams than a scenario has threads for are counted, not run") {
    std::string log = std::string(k_head);
    for (int s = 0; s < 70; ++s) {
        const std::string stream = std::to_string(500 + s);
        log += std::to_string(2 + 2 * s) + " t0 cuStreamCreate stream=" + stream + " flags=1\n" + std::to_string(3 + 2 * s) +
               " t0 cuLaunchHostFunc stream=" + stream + " data=0\n";
    }
    auto read = read_text(log + "200 t0 cuCtxSynchronize\n");
    REQUIRE(read.ok());
    CHECK(read->capture.scenario.threads.size() == 64);
    CHECK(read->capture.not_modelled.at("cuLaunchHostFunc") == 7);
}
