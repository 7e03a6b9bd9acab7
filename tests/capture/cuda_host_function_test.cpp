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

// simpleCallback's shape (tests/capture/third_party/cuda-samples, 0_Introduction/simpleCallback): a thread (t1)
// uploads the pinned data, runs a kernel, downloads into the pinned data and adds a callback given its workload (heap
// memory); the callback starts a thread (t3) that frees the device and pinned memory and the stream; main waits for it
// at a barrier. `recorded`: as the subscriber writes it with the host function's run (function=0 on the call, its
// begin and end on CUDA's thread t2, and t3 ordered after the begin by its start); without it, as before the run was
// recorded: t3 is ordered after nothing. `download_after`: the stream downloads into the pinned data again after the
// callback (a race of the freeing thread that the program would have).
std::string simple_callback(bool recorded, bool download_after) {
    std::string log = std::string(k_head) +
                      "2 t1 order after=0:1\n3 t1 cuStreamCreate stream=500 flags=0\n4 t1 cuMemAlloc_v2 ptr=1048576 size=4096 stream=0\n"
                      "5 t1 cuMemHostAlloc ptr=67108864 size=4096 stream=0\n"
                      "6 t1 cuMemcpyHtoDAsync_v2 dst=1048576 src=67108864 size=4096 stream=500\n"
                      "7 t1 cuLaunchKernel function=77 stream=500 ptr=1048576\n"
                      "8 t1 cuMemcpyDtoHAsync_v2 dst=67108864 src=1048576 size=4096 stream=500\n"
                      "9 t1 cuStreamAddCallback stream=500 data=99999744" +
                      std::string(recorded ? " function=0" : "") + "\n";
    if (download_after) log += "10 t1 cuMemcpyDtoHAsync_v2 dst=67108864 src=1048576 size=4096 stream=500\n";
    if (recorded) log += "11 t2 cuda_host_function_begin function=0\n12 t2 cuda_host_function_end function=0\n13 t3 order after=2:11\n";
    return log + "14 t3 cuMemFree_v2 ptr=1048576\n15 t3 cuMemFreeHost ptr=67108864\n16 t3 cuStreamDestroy_v2 stream=500\n"
                 "17 t0 order after=3:16\n18 t0 cuda_exit\n";
}

const scenario::Thread& host_function_thread(const scenario::Scenario& sc) {
    const auto thread =
        std::find_if(sc.threads.begin(), sc.threads.end(), [](const auto& t) { return t.name == "host-functions-stream1"; });
    REQUIRE(thread != sc.threads.end());
    return *thread;
}

}  // namespace

TEST_CASE("cuda capture: simpleCallback's freeing thread, started by its host function, is ordered after the download") {
    // Without the function's run in the log, the thread it starts is ordered after nothing: its free of the pinned data
    // races the download before the function (a race the program does not have).
    const auto before = races_in(scenario_of(simple_callback(false, false)));
    CHECK(any_race_names(before, "cuMemFreeHost #15 on thread thread-3", "cuMemcpyDtoHAsync_v2 #8 on thread thread-1"));
    // With it, the start is inside the function, on its thread, after its wait for the stream.
    const scenario::Scenario sc = scenario_of(simple_callback(true, false));
    CHECK(races_in(sc).empty());
    const auto after =
        std::find_if(sc.semaphores.begin(), sc.semaphores.end(), [](const auto& s) { return s.name == "after-host-functions-stream1"; });
    REQUIRE(after != sc.semaphores.end());
    // Its wait for the stream, the signal that the started thread waits for, its return, and its iteration's end.
    const scenario::Thread& thread = host_function_thread(sc);
    REQUIRE(thread.count == 4);
    CHECK(std::get<scenario::HostWait>(sc.steps[thread.first]).value == 1);
    CHECK(std::get<scenario::HostSignal>(sc.steps[thread.first + 1]).semaphore == static_cast<uint32_t>(after - sc.semaphores.begin()));
    CHECK(std::get<scenario::HostSignal>(sc.steps[thread.first + 2]).value == 2);
    check_analyzed_and_run_on_cpu(sc);
}

TEST_CASE("cuda capture: a thread a host function starts still races the stream's work after the function") {
    const auto found = races_in(scenario_of(simple_callback(true, true)));
    CHECK(any_race_names(found, "cuMemFreeHost #15 on thread thread-3", "cuMemcpyDtoHAsync_v2 #10 on thread thread-1"));
    CHECK_FALSE(any_race_names(found, "cuMemFreeHost #15", "cuMemcpyDtoHAsync_v2 #8 "));
}

TEST_CASE("cuda capture: a host function whose run is recorded before its call ran unrecorded, and later ones keep their order") {
    // Two host functions on one stream: the first's run is in the log before its call (the subscriber's wait for the
    // call's record ran out), so it is taken as run at once when the second begins; the second's run orders the
    // thread it starts.
    const std::string log = std::string(k_head) +
                            "2 t1 cuStreamCreate stream=500 flags=0\n3 t1 cuMemAlloc_v2 ptr=1048576 size=4096 stream=0\n"
                            "4 t1 cuMemHostAlloc ptr=67108864 size=4096 stream=0\n"
                            "5 t1 cuMemcpyDtoHAsync_v2 dst=67108864 src=1048576 size=4096 stream=500\n"
                            "6 t2 cuda_host_function_begin function=7\n7 t2 cuda_host_function_end function=7\n"
                            "8 t1 cuLaunchHostFunc stream=500 data=67108864 function=7\n"
                            "9 t1 cuStreamAddCallback stream=500 data=99999744 function=8\n"
                            "10 t2 cuda_host_function_begin function=8\n11 t2 cuda_host_function_end function=8\n"
                            "12 t3 order after=2:10\n13 t3 cuMemFreeHost ptr=67108864\n14 t0 order after=3:13\n";
    const scenario::Scenario sc = scenario_of(log);
    // The first: wait 1, its pinned data read and written, signal 2; the second: wait 3, the started thread's signal,
    // signal 4; the end.
    const scenario::Thread& thread = host_function_thread(sc);
    REQUIRE(thread.count == 8);
    CHECK(std::get<scenario::HostWait>(sc.steps[thread.first]).value == 1);
    CHECK(std::get<scenario::HostSignal>(sc.steps[thread.first + 3]).value == 2);
    CHECK(std::get<scenario::HostWait>(sc.steps[thread.first + 4]).value == 3);
    CHECK(sc.semaphores.at(std::get<scenario::HostSignal>(sc.steps[thread.first + 5]).semaphore).name == "after-host-functions-stream1");
    CHECK(std::get<scenario::HostSignal>(sc.steps[thread.first + 6]).value == 4);
    CHECK(races_in(sc).empty());
}

TEST_CASE("cuda capture: a host function whose run never begins in the log returns at its end") {
    std::string log = simple_callback(true, false);
    log.erase(log.find("11 t2"), log.find("14 t3") - log.find("11 t2"));
    const scenario::Scenario sc = scenario_of(log);
    const scenario::Thread& thread = host_function_thread(sc);
    REQUIRE(thread.count == 3);  // wait, signal, the end
    CHECK(std::get<scenario::HostSignal>(sc.steps[thread.first + 1]).value == 2);
}

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
