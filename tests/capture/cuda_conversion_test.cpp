// The CUDA subscriber's records lowered to a scenario: streams, allocations, copies, fills, kernels, events, stream
// memory operations and the host's waits, with the rules of CUDA's "API synchronization behavior" page, and what the
// analysis finds in each. The logs are written as the subscriber writes them (core/capture/cuda/cuda_calls.cpp):
// device allocations at 0x100000 and up, pinned host memory at 0x4000000 and up, pageable memory anywhere else.
#include "core/scenario/loader.h"
#include "tests/capture/cuda_log_support.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>

using namespace syncstress;
using namespace syncstress::capture;
using namespace syncstress::capture::cuda_log;

namespace {

// An upload from pinned memory, a kernel and a download into pinned memory on one non-blocking stream; with `sync`
// the host waits for the stream before it frees (and so has read) the pinned memory.
std::string upload_kernel_download(bool sync) {
    std::string log = std::string(k_head) +
                      "2 t0 cuStreamCreate stream=500 flags=1\n3 t0 cuMemAllocHost_v2 ptr=67108864 size=4096 stream=0\n"
                      "4 t0 cuMemAllocHost_v2 ptr=67112960 size=4096 stream=0\n5 t0 cuMemAlloc_v2 ptr=1048576 size=4096 stream=0\n"
                      "6 t0 cuMemcpyHtoDAsync_v2 dst=1048576 src=67108864 size=4096 stream=500\n"
                      "7 t0 cuLaunchKernel function=77 stream=500 ptr=1048576 ptr=5\n"
                      "8 t0 cuMemcpyDtoHAsync_v2 dst=67112960 src=1048576 size=4096 stream=500\n";
    if (sync) log += "9 t0 cuStreamSynchronize stream=500\n";
    return log + "10 t0 cuMemFreeHost ptr=67112960\n11 t0 cuMemFreeHost ptr=67108864\n12 t0 cuMemFree_v2 ptr=1048576\n";
}

// Two streams: the first's kernel writes a buffer and records an event; with `wait` the second waits for the event
// before its kernel reads the buffer.
std::string event_handoff(bool wait) {
    std::string log = std::string(k_head) +
                      "2 t0 cuStreamCreate stream=500 flags=1\n3 t0 cuStreamCreate stream=600 flags=1\n"
                      "4 t0 cuEventCreate event=900 flags=2\n5 t0 cuMemAlloc_v2 ptr=1048576 size=4096 stream=0\n"
                      "6 t0 cuLaunchKernel function=77 stream=500 ptr=1048576\n7 t0 cuEventRecord event=900 stream=500\n";
    if (wait) log += "8 t0 cuStreamWaitEvent stream=600 event=900\n";
    return log + "9 t0 cuLaunchKernel function=78 stream=600 ptr=1049600\n10 t0 cuCtxSynchronize\n";
}

}  // namespace

TEST_CASE("cuda capture: a stream is an ordered cuda-side queue, device memory a buffer, pinned memory host arrays") {
    const scenario::Scenario sc = scenario_of(upload_kernel_download(true));
    REQUIRE(sc.queues.size() == 1);
    CHECK(sc.queues[0].name == "stream1");
    CHECK(sc.queues[0].side == Side::cuda);
    CHECK(sc.queues[0].ordered);
    REQUIRE(sc.buffers.size() == 1);
    CHECK(sc.buffers[0].side == Side::cuda);
    CHECK(sc.buffers[0].elements == 1024);
    REQUIRE(sc.host_arrays.size() == 2);
    CHECK(sc.host_arrays[0].name == "pinned0");
    CHECK(std::holds_alternative<scenario::Upload>(std::get<scenario::Submit>(sc.steps[0]).commands[0]));
    const auto& kernel = std::get<scenario::OpaqueDispatch>(std::get<scenario::Submit>(sc.steps[1]).commands[0]);
    CHECK(kernel.reads.size() == 1);
    CHECK(kernel.writes.size() == 1);  // the word 5 points nowhere: only the allocation is an argument
    CHECK(std::holds_alternative<scenario::Download>(std::get<scenario::Submit>(sc.steps[2]).commands[0]));
    CHECK(std::get<scenario::HostWait>(sc.steps[3]).kind == scenario::HostWait::Kind::queue);
    CHECK(races_in(sc).empty());
}

TEST_CASE("cuda capture: without the stream sync, the host's use of the pinned result races the download, named by its calls") {
    const auto found = races_in(scenario_of(upload_kernel_download(false)));
    REQUIRE_FALSE(found.empty());
    CHECK(any_race_names(found, "cuMemcpyDtoHAsync_v2 #8 on thread main", "cuMemFreeHost #10 on thread main"));
}

TEST_CASE("cuda capture: the scenario writes, loads back as it was, and its streams' side is one the cpu backend runs") {
    const scenario::Scenario sc = scenario_of(upload_kernel_download(true));
    auto text = scenario::to_json(sc);
    REQUIRE(text.ok());
    auto loaded = scenario::load_scenario_text(*text, "capture-cuda-test.json");
    REQUIRE(loaded.errors.empty());
    CHECK(loaded.scenario->steps == sc.steps);
    CHECK(loaded.scenario->queues == sc.queues);
}

TEST_CASE("cuda capture: a pure-CUDA capture is analyzed and runs on the cpu backend, whose queues take both sides") {
    check_analyzed_and_run_on_cpu(scenario_of(upload_kernel_download(true) + "13 t0 cuda_exit\n"));
}

TEST_CASE("cuda capture: an event recorded on one stream and waited for on another orders their kernels") {
    const scenario::Scenario sc = scenario_of(event_handoff(true));
    CHECK(sc.semaphores.at(0).name == "event0");
    CHECK(races_in(sc).empty());
    // An interior pointer (1049600 is 1024 bytes in) is the same allocation: to its end, it meets the first kernel's.
    const auto found = races_in(scenario_of(event_handoff(false), KernelRanges::whole));
    REQUIRE_FALSE(found.empty());
    CHECK(any_race_names(found, "cuLaunchKernel #6 on thread main", "cuLaunchKernel #9 on thread main"));
}

TEST_CASE("cuda capture: the legacy default stream waits for blocking streams, not for non-blocking ones") {
    for (const bool blocking : {true, false}) {
        CAPTURE(blocking);
        const std::string log = std::string(k_head) + "2 t0 cuStreamCreate stream=500 flags=" + (blocking ? "0" : "1") +
                                "\n3 t0 cuMemAlloc_v2 ptr=1048576 size=4096 stream=0\n4 t0 cuMemAlloc_v2 ptr=2097152 size=4096 stream=0\n"
                                "5 t0 cuLaunchKernel function=77 stream=500 ptr=1048576\n"
                                "6 t0 cuMemcpyDtoD_v2 dst=2097152 src=1048576 size=4096 stream=0\n7 t0 cuCtxSynchronize\n";
        const scenario::Scenario sc = scenario_of(log);
        CHECK(sc.queues.size() == 2);
        const bool synced = std::holds_alternative<scenario::Sync>(sc.steps[1]);
        CHECK(synced == blocking);
        CHECK(races_in(sc).empty() == blocking);
    }
}

TEST_CASE("cuda capture: a blocking stream waits for the legacy default stream's earlier work") {
    const std::string log = std::string(k_head) +
                            "2 t0 cuStreamCreate stream=500 flags=0\n3 t0 cuMemAlloc_v2 ptr=1048576 size=4096 stream=0\n"
                            "4 t0 cuMemsetD32_v2 dst=1048576 size=4096 value=7 element=4 stream=0\n"
                            "5 t0 cuLaunchKernel function=77 stream=500 ptr=1048576\n6 t0 cuCtxSynchronize\n";
    const scenario::Scenario sc = scenario_of(log);
    const auto& fill = std::get<scenario::Fill>(std::get<scenario::Submit>(sc.steps[0]).commands[0]);
    CHECK(fill.value.k == 7);
    CHECK(std::get<scenario::Sync>(sc.steps[1]) == scenario::Sync{0, 1});  // stream1 (queue 0) after the legacy stream
    CHECK(races_in(sc).empty());
}

TEST_CASE("cuda capture: a per-thread default stream variant's stream 0 is the calling thread's own stream") {
    const std::string log = std::string(k_head) + "2 t0 cuMemAlloc_v2 ptr=1048576 size=4096 stream=0\n"
                                                  "3 t1 cuMemsetD32Async_ptsz ptds=1 dst=1048576 size=4096 value=1 element=4 stream=0\n"
                                                  "4 t0 cuMemsetD8Async dst=1048576 size=4096 value=2 element=1 stream=0\n";
    const scenario::Scenario sc = scenario_of(log);
    REQUIRE(sc.queues.size() == 2);
    CHECK(sc.queues[0].name == "default-stream-thread-1");
    CHECK(sc.queues[1].name == "default-stream");
    // The legacy stream's fill waits for the other thread's default stream: it is a blocking stream.
    CHECK(std::get<scenario::Sync>(sc.steps[0]) == scenario::Sync{1, 0});
    CHECK(std::get<scenario::Fill>(std::get<scenario::Submit>(sc.steps[1]).commands[0]).value.k == 0x02020202u);
}

// API synchronization behavior, synchronous memcpy: "For transfers from pageable host memory to device memory, a
// stream sync is performed before the copy is initiated. The function will return once the pageable buffer has been
// copied to the staging memory for DMA transfer to device memory, but the DMA to final destination may not have
// completed." "For transfers from pinned host memory to device memory, the function is synchronous with respect to the
// host." "For transfers from device to either pageable or pinned host memory, the function returns only once the copy
// has completed." "For transfers from device memory to device memory, no host-side synchronization is performed."
TEST_CASE("cuda capture: synchronous copies wait on the host as the API synchronization behavior page says") {
    const std::string head = std::string(k_head) + "2 t0 cuMemAlloc_v2 ptr=1048576 size=4096 stream=0\n"
                                                   "3 t0 cuMemAlloc_v2 ptr=2097152 size=4096 stream=0\n"
                                                   "4 t0 cuMemAllocHost_v2 ptr=67108864 size=4096 stream=0\n";
    auto kinds = [&](const std::string& copy) {
        std::vector<std::string> out;
        const scenario::Scenario sc = scenario_of(head + copy);
        for (size_t i = 0; i + 1 < sc.steps.size(); ++i) {  // the end's wait for all left out
            const auto& step = sc.steps[i];
            out.push_back(std::holds_alternative<scenario::Submit>(step) ? scenario::op_name(std::get<scenario::Submit>(step).commands[0])
                                                                         : scenario::op_name(step));
        }
        return out;
    };
    using Ops = std::vector<std::string>;
    // Pageable to device: the stream sync, the host's read of the pageable bytes into the stream's staging memory, and
    // the stream's copy from there.
    CHECK(kinds("5 t0 cuMemcpyHtoD_v2 dst=1048576 src=123456 size=64\n") == Ops{"host_wait", "check", "host_fill", "upload"});
    CHECK(kinds("5 t0 cuMemcpyHtoD_v2 dst=1048576 src=67108864 size=64\n") == Ops{"upload", "host_wait"});
    CHECK(kinds("5 t0 cuMemcpyDtoH_v2 dst=123456 src=1048576 size=64\n") == Ops{"download", "host_wait"});
    CHECK(kinds("5 t0 cuMemcpyDtoH_v2 dst=67108864 src=1048576 size=64\n") == Ops{"download", "host_wait"});
    CHECK(kinds("5 t0 cuMemcpyDtoD_v2 dst=2097152 src=1048576 size=64\n") == Ops{"copy"});
    // cuMemcpy says no direction: the pointers do. Host to host: "fully synchronous with respect to the host".
    CHECK(kinds("5 t0 cuMemcpy dst=123456 src=1048576 size=64\n") == Ops{"download", "host_wait"});
    CHECK(kinds("5 t0 cuMemcpy dst=123456 src=67108864 size=64\n") == Ops{"check", "host_fill"});
}

// The pageable bytes are in the staging memory once the call returns: a later download into them (graphMemoryNodes
// reuses its host input for the result) does not race the upload; the upload's write of the device memory is still in
// flight, and a kernel on a non-blocking stream that reads it races it (StreamPriorities).
TEST_CASE("cuda capture: a synchronous copy from pageable memory is done with its source when it returns, not with its destination") {
    const std::string head = std::string(k_head) + "2 t0 cuStreamCreate stream=500 flags=1\n"
                                                   "3 t0 cuMemAlloc_v2 ptr=1048576 size=4096 stream=0\n"
                                                   "4 t0 cuMemcpyHtoD_v2 dst=1048576 src=123456 size=4096\n";
    const scenario::Scenario reused = scenario_of(head + "5 t0 cuStreamSynchronize stream=0\n"
                                                         "6 t0 cuMemcpyDtoHAsync_v2 dst=123456 src=1048576 size=4096 stream=500\n"
                                                         "7 t0 cuStreamSynchronize stream=500\n");
    CHECK(races_in(reused).empty());
    REQUIRE(reused.host_arrays.size() == 2);
    CHECK(reused.host_arrays[1].name == "staging2");
    const auto found = races_in(scenario_of(head + "5 t0 cuLaunchKernel function=77 stream=500 ptr=1048576\n6 t0 cuCtxSynchronize\n"));
    CHECK(any_race_names(found, "cuMemcpyHtoD_v2 #4", "cuLaunchKernel #5"));
}

// Asynchronous memcpy: "For transfers between device memory and pageable host memory, the function might be
// synchronous with respect to host." (taken as asynchronous) "For transfers from any host memory to any host memory,
// the function is fully synchronous with respect to the host." "For all other transfers, the function should be fully
// asynchronous."
TEST_CASE("cuda capture: asynchronous copies do not wait, and host to host copies are the host's read and write") {
    const std::string head = std::string(k_head) + "2 t0 cuStreamCreate stream=500 flags=1\n"
                                                   "3 t0 cuMemAlloc_v2 ptr=1048576 size=4096 stream=0\n"
                                                   "4 t0 cuMemAllocHost_v2 ptr=67108864 size=4096 stream=0\n";
    const scenario::Scenario pageable = scenario_of(head + "5 t0 cuMemcpyHtoDAsync_v2 dst=1048576 src=123456 size=64 stream=500\n");
    CHECK(pageable.steps.size() == 2);  // the upload and the end's wait
    CHECK(pageable.host_arrays.at(0).name == "pageable2");
    const scenario::Scenario host = scenario_of(head + "5 t0 cuMemcpyAsync dst=123456 src=67108864 size=64 stream=500\n");
    REQUIRE(host.steps.size() == 3);
    CHECK(std::holds_alternative<scenario::Check>(host.steps[0]));
    CHECK(std::holds_alternative<scenario::HostFill>(host.steps[1]));
}

TEST_CASE("cuda capture: a pinned source freed after an asynchronous upload races it, after a synchronous one it does not") {
    const std::string head = std::string(k_head) + "2 t0 cuMemAlloc_v2 ptr=1048576 size=4096 stream=0\n"
                                                   "3 t0 cuMemAllocHost_v2 ptr=67108864 size=4096 stream=0\n";
    const std::string free_host = "6 t0 cuMemFreeHost ptr=67108864\n";
    CHECK(races_in(scenario_of(head + "5 t0 cuMemcpyHtoD_v2 dst=1048576 src=67108864 size=4096\n" + free_host)).empty());
    const auto found = races_in(scenario_of(head + "5 t0 cuMemcpyHtoDAsync_v2 dst=1048576 src=67108864 size=4096 stream=0\n" + free_host));
    CHECK(any_race_names(found, "cuMemcpyHtoDAsync_v2 #5", "cuMemFreeHost #6"));
}

// Memset: "The synchronous memset functions are asynchronous with respect to the host except when the target is
// pinned host memory or a Unified Memory region, in which case they are fully synchronous. The Async versions are
// always asynchronous with respect to the host."
TEST_CASE("cuda capture: a fill of device memory does not wait on the host, of pinned memory it is the host's write") {
    const std::string head = std::string(k_head) + "2 t0 cuMemAlloc_v2 ptr=1048576 size=4096 stream=0\n"
                                                   "3 t0 cuMemAllocHost_v2 ptr=67108864 size=4096 stream=0\n";
    const scenario::Scenario device = scenario_of(head + "5 t0 cuMemsetD32_v2 dst=1048576 size=64 value=1 element=4 stream=0\n");
    CHECK(device.steps.size() == 2);
    const scenario::Scenario pinned = scenario_of(head + "5 t0 cuMemsetD8_v2 dst=67108864 size=64 value=1 element=1 stream=0\n");
    REQUIRE(pinned.steps.size() == 3);
    CHECK(std::holds_alternative<scenario::HostWait>(pinned.steps[0]));
    CHECK(std::holds_alternative<scenario::HostFill>(pinned.steps[1]));
    auto log = read_text(head + "5 t0 cuMemsetD8Async dst=67108864 size=64 value=1 element=1 stream=0\n");
    REQUIRE(log.ok());
    CHECK(log->capture.not_modelled.at("cuMemsetD8Async") == 1);
}

TEST_CASE("cuda capture: event synchronize and a successful query are host waits, a query not ready is none") {
    const std::string head = std::string(k_head) +
                             "2 t0 cuMemAlloc_v2 ptr=1048576 size=4096 stream=0\n"
                             "3 t0 cuMemAllocHost_v2 ptr=67108864 size=4096 stream=0\n4 t0 cuEventCreate event=900 flags=0\n"
                             "5 t0 cuMemcpyDtoHAsync_v2 dst=67108864 src=1048576 size=4096 stream=0\n"
                             "6 t0 cuEventRecord event=900 stream=0\n";
    const std::string free_host = "8 t0 cuMemFreeHost ptr=67108864\n";
    CHECK(races_in(scenario_of(head + "7 t0 cuEventSynchronize event=900\n" + free_host)).empty());
    CHECK(races_in(scenario_of(head + "7 t0 cuEventQuery event=900 result=0\n" + free_host)).empty());
    CHECK_FALSE(races_in(scenario_of(head + "7 t0 cuEventQuery event=900 result=600\n" + free_host)).empty());
}

TEST_CASE("cuda capture: stream memory operations are a semaphore's signal and wait") {
    auto handoff = [](const char* wait_flags) {
        return std::string(k_head) +
               "2 t0 cuStreamCreate stream=500 flags=1\n3 t0 cuStreamCreate stream=600 flags=1\n"
               "4 t0 cuMemAlloc_v2 ptr=1048576 size=4096 stream=0\n5 t0 cuLaunchKernel function=77 stream=500 ptr=1048576\n"
               "6 t0 cuStreamWriteValue32_v2 stream=500 addr=2097152 value=1 flags=0\n"
               "7 t0 cuStreamWaitValue32_v2 stream=600 addr=2097152 value=1 flags=" +
               wait_flags + "\n8 t0 cuLaunchKernel function=78 stream=600 ptr=1048576\n";
    };
    const scenario::Scenario geq = scenario_of(handoff("0"));
    CHECK(geq.semaphores.at(0).name == "word0");
    CHECK(races_in(geq).empty());
    auto log = read_text(handoff("2"));  // AND: a wait for bits, not for a value
    REQUIRE(log.ok());
    CHECK(log->capture.not_modelled.at("cuStreamWaitValue32_v2") == 1);
    CHECK_FALSE(races_in(log->capture.scenario).empty());
}

TEST_CASE("cuda capture: calls the scenario cannot say are counted by name, with why") {
    const std::string log = std::string(k_head) +
                            "2 t0 cuGraphExecUpdate not_modelled=1\n3 t0 cuMemAllocManaged ptr=1048576 size=4096 stream=0\n"
                            "4 t0 cuLaunchKernel function=77 stream=0 unknown_params=1\n"
                            "6 t0 cuMemcpyAsync dst=1048576 src=123456 size=64 stream=0\n";
    auto read = read_text(log);
    REQUIRE(read.ok());
    const auto& counted = read->capture.not_modelled;
    CHECK(counted.at("cuGraphExecUpdate") == 1);
    CHECK(read->capture.not_modelled_reason.at("cuGraphExecUpdate").find("graph") != std::string::npos);
    CHECK(counted.at("cuMemAllocManaged") == 1);
    CHECK(counted.at("cuMemcpyAsync") == 1);  // into managed memory
    CHECK(counted.at("cuLaunchKernel") == 1);
    CHECK(read->cuda_hello);
    const std::vector<std::string> summary = summary_lines(*read);
    CHECK(summary.at(0).find("host array(s) (mapped, pinned or pageable memory)") != std::string::npos);
    CHECK(std::find(summary.begin(), summary.end(),
                    "  cuGraphExecUpdate x1: " + read->capture.not_modelled_reason.at("cuGraphExecUpdate")) != summary.end());
}

TEST_CASE("cuda capture: what a stream under stream capture is given goes into a graph and does not run") {
    const std::string log = std::string(k_head) +
                            "2 t0 cuStreamCreate stream=500 flags=1\n3 t0 cuStreamCreate stream=600 flags=1\n"
                            "4 t0 cuMemAlloc_v2 ptr=1048576 size=4096 stream=0\n5 t0 cuEventCreate event=900 flags=2\n"
                            "6 t0 cuStreamBeginCapture_v2 stream=500\n7 t0 cuLaunchKernel function=77 stream=500 ptr=1048576\n"
                            "8 t0 cuEventRecord event=900 stream=500\n9 t0 cuStreamWaitEvent stream=600 event=900\n"
                            "10 t0 cuLaunchKernel function=78 stream=600 ptr=1048576\n11 t0 cuStreamEndCapture stream=500\n"
                            "12 t0 cuGraphLaunch not_modelled=1\n13 t0 cuLaunchKernel function=79 stream=600 ptr=1048576\n";
    auto read = read_text(log);
    REQUIRE(read.ok());
    CHECK(read->capture.not_modelled.count("cuLaunchKernel") == 0);  // #7 and #10 are nodes of the graph, not counted
    const scenario::Scenario& sc = read->capture.scenario;
    REQUIRE(sc.steps.size() == 2);  // #13, after the capture ended, and the end's wait
    CHECK(scenario::call_site(sc, 0)->index == 13);
}

TEST_CASE("cuda capture: a subscriber that CUPTI refused is an error that says another tool holds CUPTI") {
    auto read = read_text("0 t0 cuda_loaded\n1 t0 cuda_subscribe_failed result=39\n");
    REQUIRE_FALSE(read.ok());
    CHECK(read.error().kind == ErrorKind::backend_unavailable);
    CHECK(read.error().message.find("another CUPTI subscriber") != std::string::npos);
}

TEST_CASE("cuda capture: pinned memory still there at exit is read and written by the host then") {
    std::string log = upload_kernel_download(false);
    log.resize(log.find("10 t0"));
    const auto found = races_in(scenario_of(log + "10 t0 cuda_exit\n"));
    CHECK(any_race_names(found, "cuMemcpyDtoHAsync_v2 #8", "host read of pinned memory at exit #10"));
}
