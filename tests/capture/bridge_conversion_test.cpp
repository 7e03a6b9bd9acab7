// The bridge in one log: the Vulkan layer's exports of memory and semaphores and the CUDA subscriber's imports of the
// same handles, lowered to one buffer and one semaphore that both sides use, and what the analysis finds. The logs are
// written as the layer (core/capture/layer/layer_export.cpp) and the subscriber (core/capture/cuda/cuda_external.cpp)
// write them: Vulkan handles below 1000, CUDA's mapped pointers at 0x100000 and up.
#include "core/scenario/loader.h"
#include "core/scenario/writer.h"
#include "tests/capture/capture_log_text.h"

#include <doctest/doctest.h>

using namespace syncstress;
using namespace syncstress::capture;
using syncstress::test::any_race_names;
using syncstress::test::races_in;

namespace {

// Both recorders loaded; a queue; buffer 100 bound at byte 4096 of exportable memory 200, buffer 101 in memory 201;
// an exportable timeline semaphore 300; a non-blocking stream 600.
constexpr const char* k_head =
    "0 t0 loaded\n1 t0 hello version=1\n2 t0 cuda_loaded\n3 t0 cuda_hello param_info=1\n"
    "4 t0 vkGetDeviceQueue device=1 family=0 index=0 queue=50\n5 t0 vkCreateBuffer buffer=100 size=4096\n"
    "6 t0 vkAllocateMemory memory=200 size=8192 flags=1 export=1\n7 t0 vkBindBufferMemory bind=100:200:4096\n"
    "8 t0 vkCreateBuffer buffer=101 size=4096\n9 t0 vkAllocateMemory memory=201 size=4096 flags=1 export=0\n"
    "10 t0 vkBindBufferMemory bind=101:201:0\n11 t0 vkCreateSemaphore semaphore=300 timeline=1 initial=0 export=1\n"
    "12 t0 cuStreamCreate stream=600 flags=1\n";

// Memory 200 and semaphore 300 exported (fds 7 and 8) and imported into CUDA; the whole memory mapped at 0x100000.
constexpr const char* k_shared = "13 t0 vkGetMemoryFdKHR memory=200 type=1 fd=7\n14 t0 vkGetSemaphoreFdKHR semaphore=300 type=1 fd=8\n"
                                 "15 t0 cuImportExternalMemory external=400 type=1 fd=7 size=8192\n"
                                 "16 t0 cuExternalMemoryGetMappedBuffer external=400 ptr=1048576 offset=0 size=8192\n"
                                 "17 t0 cuImportExternalSemaphore external=500 type=9 fd=8\n";

CaptureLog log_of(const std::string& text) {
    auto log = test::read_log_text(text, "capture-bridge-test");
    REQUIRE(log.ok());
    return *log;
}

bool summary_has(const CaptureLog& log, const std::string& part) {
    for (const std::string& line : summary_lines(log))
        if (line.find(part) != std::string::npos) return true;
    return false;
}

// slangpy's protocol: the device fills the shared buffer and signals the timeline at 1 (sync_to_device); with `wait`
// the stream waits for 1 before its kernel reads the buffer through an interior pointer of the mapping.
std::string slangpy_protocol(bool wait) {
    std::string log = std::string(k_head) + k_shared +
                      "18 t0 vkBeginCommandBuffer cb=700\n19 t0 vkCmdFillBuffer cb=700 dst=100 offset=0 size=4096 data=42\n"
                      "20 t0 vkQueueSubmit queue=50 fence=0 batch=0 cb=700 signal=300:1\n";
    if (wait) log += "21 t0 cuWaitExternalSemaphoresAsync stream=600 sem=500:1\n";
    return log + "22 t0 cuLaunchKernel function=77 stream=600 ptr=1052736\n23 t0 cuStreamSynchronize stream=600\n"
                 "24 t0 vkQueueWaitIdle result=0 queue=50\n";
}

}  // namespace

TEST_CASE("bridge: exported Vulkan memory imported into CUDA is one shared buffer, the exported timeline one semaphore") {
    const CaptureLog log = log_of(slangpy_protocol(true));
    const scenario::Scenario& sc = log.capture.scenario;
    REQUIRE(sc.buffers.size() == 1);
    CHECK(sc.buffers[0].name == "buffer0");
    CHECK(sc.buffers[0].memory == Memory::shared);
    CHECK(sc.semaphores.size() == 1);
    const auto& wait = std::get<scenario::Submit>(sc.steps[1]);
    CHECK(sc.queues[wait.queue].side == Side::cuda);
    CHECK(std::get<scenario::Wait>(wait.commands[0]) == scenario::Wait{0, 1});
    // The kernel's pointer is 64 bytes into the buffer (4096 + 64 into the mapping): it reaches from element 16 on.
    const auto& kernel = std::get<scenario::OpaqueDispatch>(std::get<scenario::Submit>(sc.steps[2]).commands[0]);
    REQUIRE(kernel.reads.size() == 1);
    CHECK(kernel.reads[0].buffer == 0);
    CHECK(kernel.reads[0].range.offset == 16);
    CHECK(summary_has(log, "Vulkan and CUDA joined: 1 memory import(s) and 1 semaphore import(s)"));
    CHECK(log.capture.not_modelled.empty());
    CHECK(races_in(sc).empty());
}

TEST_CASE("bridge: without the stream's wait for the timeline, the kernel races the device's fill, both named by their calls") {
    const auto races = races_in(log_of(slangpy_protocol(false)).capture.scenario);
    REQUIRE_FALSE(races.empty());
    CHECK(any_race_names(races, "vkCmdFillBuffer #19 on thread main", "cuLaunchKernel #22 on thread main"));
}

TEST_CASE("bridge: the captured scenario writes and loads back, its shared buffer used by both sides") {
    const scenario::Scenario sc = log_of(slangpy_protocol(true)).capture.scenario;
    auto text = scenario::to_json(sc);
    REQUIRE(text.ok());
    auto loaded = scenario::load_scenario_text(*text, "capture-bridge-test.json");
    INFO(*text);
    REQUIRE(loaded.errors.empty());
    CHECK(loaded.scenario->steps == sc.steps);
}

// A CUDA fill through the mapping at byte 4096 + 256 (the buffer's bytes 256..511) and a device copy that reads the
// buffer's bytes from `read_at`, neither waiting for the other.
std::string fill_and_copy(uint64_t read_at) {
    return std::string(k_head) + k_shared +
           "18 t0 cuMemsetD32Async ptds=0 dst=1052928 size=256 value=5 element=4 stream=600\n"
           "19 t0 vkBeginCommandBuffer cb=700\n20 t0 vkCmdCopyBuffer cb=700 src=100 dst=101 region=" +
           std::to_string(read_at) +
           ":0:256\n21 t0 vkQueueSubmit queue=50 fence=0 batch=0 cb=700\n22 t0 vkQueueWaitIdle result=0 queue=50\n"
           "23 t0 cuStreamSynchronize stream=600\n";
}

TEST_CASE("bridge: a CUDA write through the mapped pointer at an offset races the device's read of the same range only") {
    const auto races = races_in(log_of(fill_and_copy(256)).capture.scenario);
    REQUIRE_FALSE(races.empty());
    CHECK(any_race_names(races, "cuMemsetD32Async #18 on thread main", "vkCmdCopyBuffer #20 on thread main"));
    CHECK(races_in(log_of(fill_and_copy(1024)).capture.scenario).empty());
}

TEST_CASE("bridge: a reused fd joins the latest export before the import, and an fd used up by an import joins nothing again") {
    // fd 7 is memory 201's first, imported (CUDA takes it over and closes it); then memory 200's, imported again.
    const std::string log_text = std::string(k_head) +
                                 "13 t0 vkGetMemoryFdKHR memory=201 type=1 fd=7\n"
                                 "14 t0 cuImportExternalMemory external=400 type=1 fd=7 size=4096\n"
                                 "15 t0 vkGetMemoryFdKHR memory=200 type=1 fd=7\n"
                                 "16 t0 cuImportExternalMemory external=401 type=1 fd=7 size=8192\n"
                                 "17 t0 cuExternalMemoryGetMappedBuffer external=401 ptr=1048576 offset=4096 size=4096\n"
                                 "18 t0 cuImportExternalMemory external=402 type=1 fd=7 size=8192\n"
                                 "19 t0 cuExternalMemoryGetMappedBuffer external=402 ptr=2097152 offset=0 size=8192\n"
                                 "20 t0 cuMemsetD32Async dst=1048576 size=4096 value=5 element=4 stream=600\n"
                                 "21 t0 cuMemsetD32Async dst=2097152 size=4096 value=5 element=4 stream=600\n"
                                 "22 t0 cuStreamSynchronize stream=600\n";
    const CaptureLog log = log_of(log_text);
    const scenario::Scenario& sc = log.capture.scenario;
    // The first fill is buffer 100's (ordinal 0, memory 200), the second a CUDA buffer of its own (the third import
    // found fd 7 used up).
    REQUIRE(sc.buffers.size() == 2);
    CHECK(sc.buffers[0].name == "buffer0");
    CHECK(sc.buffers[0].memory == Memory::shared);
    CHECK(sc.buffers[1].side == Side::cuda);
    CHECK(log.capture.not_modelled.at("cuImportExternalMemory of fd 7") == 1);
    CHECK(summary_has(log, "cuImportExternalMemory of fd 7 x1: no Vulkan call before it in this process exported that handle"));
    CHECK(summary_has(log, "2 memory import(s) and 0 semaphore import(s)"));
}

TEST_CASE("bridge: an exported binary semaphore that CUDA signals orders the device's submit that waits for it") {
    auto log_text = [](bool wait) {
        return std::string(k_head) +
               "13 t0 vkCreateSemaphore semaphore=301 timeline=0 initial=0 export=1\n"
               "14 t0 vkGetMemoryFdKHR memory=200 type=1 fd=7\n15 t0 vkGetSemaphoreFdKHR semaphore=301 type=1 fd=8\n"
               "16 t0 cuImportExternalMemory external=400 type=1 fd=7 size=8192\n"
               "17 t0 cuExternalMemoryGetMappedBuffer external=400 ptr=1048576 offset=0 size=8192\n"
               "18 t0 cuImportExternalSemaphore external=500 type=1 fd=8\n"
               "19 t0 cuMemsetD32Async dst=1052672 size=4096 value=5 element=4 stream=600\n"
               "20 t0 cuSignalExternalSemaphoresAsync stream=600 sem=500:0\n"
               "21 t0 vkBeginCommandBuffer cb=700\n22 t0 vkCmdCopyBuffer cb=700 src=100 dst=101 region=0:0:4096\n"
               "23 t0 vkQueueSubmit queue=50 fence=0 batch=0 " +
               std::string(wait ? "wait=301:0 " : "") +
               "cb=700\n24 t0 vkQueueWaitIdle result=0 queue=50\n25 t0 cuStreamSynchronize stream=600\n";
    };
    CHECK(races_in(log_of(log_text(true)).capture.scenario).empty());
    CHECK(any_race_names(races_in(log_of(log_text(false)).capture.scenario), "cuMemsetD32Async #19", "vkCmdCopyBuffer #22"));
}

TEST_CASE("bridge: a semaphore imported from no export this log holds is named, and its signals and waits left out") {
    const CaptureLog log = log_of(std::string(k_head) + "13 t0 cuImportExternalSemaphore external=500 type=9 fd=11\n"
                                                        "14 t0 cuWaitExternalSemaphoresAsync stream=600 sem=500:3\n");
    CHECK(log.capture.not_modelled_reason.at("cuImportExternalSemaphore of fd 11").find("signals and waits of it are left out") !=
          std::string::npos);
    CHECK(log.capture.not_modelled.at("cuWaitExternalSemaphoresAsync") == 1);
    CHECK(summary_has(log, "cuImportExternalSemaphore of fd 11 x1"));
}

// Memory 202 is host visible and mapped at 0x20000000000 (the host tracked by page); CUDA registers the mapping and
// uploads its bytes 256..511 to a device allocation; the host then writes them, with `sync` after a stream sync.
std::string registered_upload(bool sync) {
    return "0 t0 loaded\n1 t0 hello version=1 host_tracking=1\n2 t0 cuda_loaded\n3 t0 cuda_hello param_info=1\n"
           "4 t0 vkCreateBuffer buffer=102 size=4096\n5 t0 vkAllocateMemory memory=202 size=4096 flags=6 export=0\n"
           "6 t0 vkBindBufferMemory bind=102:202:0\n7 t0 vkMapMemory range=202:0:18446744073709551615 ptr=2199023255552\n"
           "8 t0 cuMemHostRegister_v2 ptr=2199023255552 size=4096 stream=0\n9 t0 cuStreamCreate stream=600 flags=1\n"
           "10 t0 cuMemAlloc_v2 ptr=1048576 size=4096 stream=0\n"
           "11 t0 cuMemcpyHtoDAsync_v2 dst=1048576 src=2199023255808 size=256 stream=600\n" +
           std::string(sync ? "12 t0 cuStreamSynchronize stream=600\n" : "") +
           "13 t0 host memory=202 range=0:4096 read=0 write=1\n14 t0 vkQueueWaitIdle result=0 queue=50\n";
}

TEST_CASE("bridge: CUDA's registration of a vkMapMemory mapping is that Vulkan host array, its copies the host's to order") {
    const CaptureLog log = log_of(registered_upload(true));
    const scenario::Scenario& sc = log.capture.scenario;
    REQUIRE(sc.host_arrays.size() == 1);  // the mapped Vulkan buffer, not a pinned array of its own
    CHECK(sc.host_arrays[0].name == "buffer0");
    const auto& upload = std::get<scenario::Upload>(std::get<scenario::Submit>(sc.steps[0]).commands[0]);
    CHECK(upload.src_host == 0);
    CHECK(upload.src_offset == 64);
    CHECK(races_in(sc).empty());
    CHECK(any_race_names(races_in(log_of(registered_upload(false)).capture.scenario), "cuMemcpyHtoDAsync_v2 #11",
                         "host write of mapped memory"));
}

// A kernel writes the shared buffer through the mapping and the stream signals the timeline at 1; with `poll` the host
// reads the counter at 1 (vkGetSemaphoreCounterValue, as the vulkan+cuda backend's host waits do) before it submits a
// device copy that reads the buffer with no semaphore wait.
std::string host_poll_then_submit(bool poll) {
    return std::string(k_head) + k_shared + "18 t0 cuLaunchKernel function=77 stream=600 ptr=1052672\n" +
           "19 t0 cuSignalExternalSemaphoresAsync stream=600 sem=500:1\n" +
           (poll ? "20 t0 vkGetSemaphoreCounterValue result=0 wait=300:1\n" : "") +
           "21 t0 vkBeginCommandBuffer cb=700\n22 t0 vkCmdCopyBuffer cb=700 src=100 dst=101 region=0:0:4096\n"
           "23 t0 vkQueueSubmit queue=50 fence=0 batch=0 cb=700\n24 t0 vkQueueWaitIdle result=0 queue=50\n"
           "25 t0 cuStreamSynchronize stream=600\n";
}

TEST_CASE("bridge: the host's read of a timeline that a stream signaled orders the device work it submits next") {
    CHECK(races_in(log_of(host_poll_then_submit(true)).capture.scenario).empty());
    CHECK(any_race_names(races_in(log_of(host_poll_then_submit(false)).capture.scenario), "cuLaunchKernel #18", "vkCmdCopyBuffer #22"));
}

TEST_CASE("bridge: a Windows handle joins by its value and, still the program's after an import, joins a second import too") {
    const CaptureLog log = log_of(std::string(k_head) + "13 t0 vkGetMemoryWin32HandleKHR memory=200 type=2 handle=3344\n"
                                                        "14 t0 cuImportExternalMemory external=400 type=2 handle=3344 size=8192\n"
                                                        "15 t0 cuImportExternalMemory external=401 type=2 handle=3344 size=8192\n"
                                                        "16 t0 cuImportExternalMemory external=402 type=1 fd=3344 size=8192\n");
    CHECK(summary_has(log, "2 memory import(s) and 0 semaphore import(s)"));
    CHECK(log.capture.not_modelled.at("cuImportExternalMemory of fd 3344") == 1);  // an fd of that number is another handle
}
