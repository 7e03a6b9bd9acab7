// CUDA graphs captured: made by stream capture or node by node, instantiated and launched; each launch's nodes run on
// lanes of the launch stream in the order their dependencies give, after the stream's earlier work and before its
// later work.
#include "tests/capture/cuda_log_support.h"

#include <doctest/doctest.h>

#include <algorithm>

using namespace syncstress;
using namespace syncstress::capture;
using namespace syncstress::capture::cuda_log;

namespace {

// Streams 500 (launch), 600 (capturing), 700 and 800 (forked from it); device memory at 1048576 and 2097152, pinned
// memory at 67108864; events 900, 901, 902.
constexpr const char* k_objects =
    "2 t0 cuStreamCreate stream=500 flags=1\n3 t0 cuStreamCreate stream=600 flags=1\n4 t0 cuStreamCreate stream=700 flags=1\n"
    "5 t0 cuStreamCreate stream=800 flags=1\n6 t0 cuMemAlloc_v2 ptr=1048576 size=4096 stream=0\n"
    "7 t0 cuMemAlloc_v2 ptr=2097152 size=4096 stream=0\n8 t0 cuMemAllocHost_v2 ptr=67108864 size=4096 stream=0\n"
    "9 t0 cuEventCreate event=900 flags=2\n10 t0 cuEventCreate event=901 flags=2\n11 t0 cuEventCreate event=902 flags=2\n";

// simpleCudaGraphs' capture: the capturing stream forks two streams with an event; one uploads, one clears the other
// buffer; both join back (with `join`), then a kernel reads both and writes the first, a download and a host
// function follow. The graph is launched twice on stream 500, each launch waited for; then the host frees the memory.
std::string captured_graph(bool join) {
    std::string log = std::string(k_head) + k_objects +
                      "12 t0 cuStreamBeginCapture_v2 stream=600\n13 t0 cuEventRecord event=900 stream=600\n"
                      "14 t0 cuStreamWaitEvent stream=700 event=900\n15 t0 cuStreamWaitEvent stream=800 event=900\n"
                      "16 t0 cuMemcpyHtoDAsync_v2 dst=1048576 src=67108864 size=4096 stream=700\n"
                      "17 t0 cuMemsetD32Async dst=2097152 size=4096 value=0 element=4 stream=800\n"
                      "18 t0 cuEventRecord event=901 stream=700\n19 t0 cuEventRecord event=902 stream=800\n";
    if (join) log += "20 t0 cuStreamWaitEvent stream=600 event=901\n21 t0 cuStreamWaitEvent stream=600 event=902\n";
    log += "22 t0 cuLaunchKernel function=77 stream=600 ptr=1048576 ptr=2097152\n"
           "23 t0 cuMemcpyDtoHAsync_v2 dst=67108864 src=1048576 size=4096 stream=600\n"
           "24 t0 cuLaunchHostFunc stream=600 data=0\n";
    if (!join) log += "25 t0 cuStreamWaitEvent stream=600 event=901\n26 t0 cuStreamWaitEvent stream=600 event=902\n";
    return log + "27 t0 cuStreamEndCapture stream=600 graph=7000\n28 t0 cuGraphInstantiateWithFlags exec=8000 graph=7000\n"
                 "29 t0 cuGraphLaunch exec=8000 stream=500\n30 t0 cuStreamSynchronize stream=500\n"
                 "31 t0 cuGraphLaunch exec=8000 stream=500\n32 t0 cuStreamSynchronize stream=500\n"
                 "33 t0 cuMemFreeHost ptr=67108864\n";
}

// A graph made node by node (simpleCudaGraphs' first half): an upload, a kernel after it, a download after the kernel
// (with `edge`; else added by cuGraphAddDependencies where `added`), a host node after the download.
std::string built_graph(bool edge, bool added) {
    std::string log = std::string(k_head) + k_objects +
                      "12 t0 cuGraphAddMemcpyNode graph=7000 node=1 type=1 dst=1048576 src=67108864 size=4096 src_host=1\n"
                      "13 t0 cuGraphAddKernelNode_v2 graph=7000 node=2 type=0 dep=1 function=77 ptr=1048576\n"
                      "14 t0 cuGraphAddMemcpyNode graph=7000 node=3 type=1 " +
                      std::string(edge ? "dep=2 " : "") + "dst=67108864 src=1048576 size=4096 dst_host=1\n";
    if (added) log += "15 t0 cuGraphAddDependencies graph=7000 from=2 to=3\n";
    return log + "16 t0 cuGraphAddHostNode graph=7000 node=4 type=3 dep=3 data=67108864\n"
                 "17 t0 cuGraphClone graph=7000 clone=7001\n18 t0 cuGraphInstantiate_v2 exec=8000 graph=7001\n"
                 "19 t0 cuGraphLaunch_ptsz exec=8000 stream=500\n20 t0 cuStreamSynchronize stream=500\n"
                 "21 t0 cuMemFreeHost ptr=67108864\n";
}

size_t kernels_in(const scenario::Scenario& sc) {
    size_t n = 0;
    for (const auto& step : sc.steps)
        if (const auto* submit = std::get_if<scenario::Submit>(&step))
            n += std::count_if(submit->commands.begin(), submit->commands.end(),
                               [](const auto& c) { return std::holds_alternative<scenario::OpaqueDispatch>(c); });
    return n;
}

}  // namespace

TEST_CASE("cuda capture: a graph made by stream capture runs at each launch, its forked streams' nodes on lanes") {
    auto log = read_text(captured_graph(true));
    REQUIRE(log.ok());
    CHECK(log->capture.not_modelled.empty());
    const scenario::Scenario& sc = log->capture.scenario;
    CHECK(kernels_in(sc) == 2);  // once per launch
    // Stream 500 is the first stream made ("stream1"): its lanes are stream1-graph0 and stream1-graph1 (the fork).
    CHECK(std::any_of(sc.queues.begin(), sc.queues.end(), [](const auto& q) { return q.name == "stream1-graph1"; }));
    CHECK(std::any_of(sc.threads.begin(), sc.threads.end(),
                      [](const auto& t) { return t.name.starts_with("host-functions-stream1-graph"); }));
    CHECK(races_in(sc).empty());
}

TEST_CASE("cuda capture: nodes of a captured graph that no dependency orders race, named by the calls that made them") {
    const auto found = races_in(scenario_of(captured_graph(false)));
    REQUIRE_FALSE(found.empty());
    // The kernel reads the buffer the forked stream's memset writes, with no join before it.
    CHECK(any_race_names(found, "cuMemsetD32Async #17 on thread main", "cuLaunchKernel #22 on thread main"));
}

TEST_CASE("cuda capture: a graph made node by node runs its nodes in their dependencies' order, a clone as the original") {
    auto log = read_text(built_graph(true, false));
    REQUIRE(log.ok());
    CHECK(log->capture.not_modelled.empty());
    CHECK(kernels_in(log->capture.scenario) == 1);
    CHECK(races_in(log->capture.scenario).empty());
    CHECK(races_in(scenario_of(built_graph(false, true))).empty());  // the edge added afterwards
    const auto found = races_in(scenario_of(built_graph(false, false)));
    REQUIRE_FALSE(found.empty());
    CHECK(any_race_names(found, "cuGraphAddKernelNode_v2 #13 on thread main", "cuGraphAddMemcpyNode #14 on thread main"));
}

TEST_CASE("cuda capture: work of another stream that does not wait for a graph launch races its nodes") {
    for (const bool wait : {true, false}) {
        CAPTURE(wait);
        std::string log = built_graph(true, false);
        log.resize(log.find("20 t0"));
        log += "20 t0 cuEventRecord event=900 stream=500\n";
        if (wait) log += "21 t0 cuStreamWaitEvent stream=600 event=900\n";
        log += "22 t0 cuMemcpyDtoDAsync_v2 dst=2097152 src=1048576 size=4096 stream=600\n23 t0 cuCtxSynchronize\n";
        const auto found = races_in(scenario_of(log));
        CHECK(found.empty() == wait);
        if (!wait) CHECK(any_race_names(found, "cuGraphAddKernelNode_v2 #13 on thread main", "cuMemcpyDtoDAsync_v2 #22 on thread main"));
    }
}

TEST_CASE("cuda capture: graph nodes and changes the scenario cannot hold are counted by name, their edges kept") {
    const std::string log = std::string(k_head) + k_objects +
                            "12 t0 cuGraphAddKernelNode_v2 graph=7000 node=1 type=0 function=77 ptr=1048576\n"
                            "13 t0 cuGraphAddChildGraphNode graph=7000 node=2 type=4 dep=1\n"
                            "14 t0 cuGraphAddMemcpyNode graph=7000 node=3 type=1 dep=2 shape=1\n"
                            "15 t0 cuGraphAddKernelNode_v2 graph=7000 node=4 type=0 dep=3 function=78 ptr=1048576\n"
                            "16 t0 cuGraphInstantiateWithFlags exec=8000 graph=7000\n17 t0 cuGraphExecUpdate not_modelled=1\n"
                            "18 t0 cuGraphLaunch exec=8000 stream=500\n19 t0 cuGraphLaunch exec=8001 stream=500\n"
                            "20 t0 cuStreamSynchronize stream=500\n";
    auto read = read_text(log);
    REQUIRE(read.ok());
    const auto& counted = read->capture.not_modelled;
    CHECK(counted.at("cuGraphAddChildGraphNode") == 1);
    CHECK(counted.at("cuGraphAddMemcpyNode") == 1);
    CHECK(counted.at("cuGraphExecUpdate") == 1);
    CHECK(counted.at("cuGraphLaunch") == 1);  // 8001: instantiated before the subscriber recorded
    // The two kernels stay ordered through the nodes left out.
    CHECK(kernels_in(read->capture.scenario) == 2);
    CHECK(races_in(read->capture.scenario).empty());
}

TEST_CASE("cuda capture: a scenario of graph launches and host functions is analyzed and runs on the cpu backend") {
    check_analyzed_and_run_on_cpu(scenario_of(captured_graph(true) + "34 t0 cuda_exit\n"));
}

TEST_CASE("cuda capture: a graph's memory allocation node makes a buffer that the graph's kernels are seen to use") {
    const std::string log = std::string(k_head) + k_objects +
                            "12 t0 cuGraphAddMemAllocNode graph=7000 node=1 type=10 ptr=9437184 size=4096\n"
                            "13 t0 cuGraphAddKernelNode_v2 graph=7000 node=2 type=0 dep=1 function=77 ptr=9437184\n"
                            "14 t0 cuGraphAddKernelNode_v2 graph=7000 node=3 type=0 dep=1 function=78 ptr=9437184\n"
                            "15 t0 cuGraphInstantiateWithFlags exec=8000 graph=7000\n"
                            "16 t0 cuGraphLaunch exec=8000 stream=500\n17 t0 cuStreamSynchronize stream=500\n";
    auto read = read_text(log);
    REQUIRE(read.ok());
    CHECK(read->capture.not_modelled.at("cuGraphAddMemAllocNode") == 1);
    // The two kernels both follow the allocation and nothing orders them with each other.
    CHECK(kernels_in(read->capture.scenario) == 2);
    CHECK(any_race_names(races_in(read->capture.scenario), "cuGraphAddKernelNode_v2 #13", "cuGraphAddKernelNode_v2 #14"));
}

TEST_CASE("cuda capture: a memset node is a fill of its bytes, its value repeated, before the nodes that depend on it") {
    const std::string log = std::string(k_head) + k_objects +
                            "12 t0 cuGraphAddMemsetNode graph=7000 node=1 type=2 dst=1049600 size=1024 value=1 element=1\n"
                            "13 t0 cuGraphAddKernelNode_v2 graph=7000 node=2 type=0 dep=1 function=77 ptr=1049600\n"
                            "14 t0 cuGraphInstantiateWithFlags exec=8000 graph=7000\n"
                            "15 t0 cuGraphLaunch exec=8000 stream=500\n16 t0 cuStreamSynchronize stream=500\n";
    const scenario::Scenario sc = scenario_of(log);
    const scenario::Fill* fill = nullptr;
    for (const auto& step : sc.steps)
        if (const auto* submit = std::get_if<scenario::Submit>(&step))
            for (const auto& command : submit->commands)
                if (const auto* f = std::get_if<scenario::Fill>(&command)) fill = f;
    REQUIRE(fill != nullptr);
    CHECK(fill->range.offset == 256);
    CHECK(fill->range.count == 256);
    CHECK(fill->value.k == 0x01010101u);
    CHECK(races_in(sc).empty());
}

TEST_CASE("cuda capture: a capture whose end failed ends there, and what the stream is given after it runs") {
    const std::string log = std::string(k_head) + k_objects +
                            "12 t0 cuStreamBeginCapture_v2 stream=600\n13 t0 cuLaunchKernel function=77 stream=600 ptr=1048576\n"
                            "14 t0 cuStreamEndCapture stream=600 result=901\n15 t0 cuLaunchKernel function=78 stream=600 ptr=1048576\n"
                            "16 t0 cuStreamSynchronize stream=600\n";
    const scenario::Scenario sc = scenario_of(log);
    CHECK(kernels_in(sc) == 1);  // #15 only: #13 was captured into a graph that was never made
    CHECK(scenario::call_site(sc, 0)->index == 15);
}
