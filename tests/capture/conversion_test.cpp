// The capture log's lines read back, and a log lowered to a scenario: the objects, steps and call sites it makes,
// and what the analysis finds in it. The logs are written as the layer writes them (core/capture/layer).
#include "core/platform/process.h"
#include "core/analysis/analysis.h"
#include "core/capture/capture.h"
#include "core/capture/from_log.h"
#include "core/scenario/loader.h"
#include "core/scenario/writer.h"
#include "tests/capture/capture_log_text.h"

#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

using namespace syncstress;
using namespace syncstress::capture;

namespace {

// A staging upload: the host writes buffer 10 (mapped), a copy to buffer 20 (never mapped), a barrier, a copy to
// buffer 30 (mapped), a submit with fence 50, the host waits for it and reads buffer 30.
std::string staging_log(bool barrier, bool fence_wait) {
    std::string log =
        "0 t0 loaded\n1 t0 hello version=1\n2 t0 vkCreateInstance result=0\n3 t0 vkCreateDevice result=0 device=1 queues=0:1\n"
        "4 t0 vkGetDeviceQueue device=1 family=0 index=0 queue=2\n";
    for (int b : {1, 2, 3})
        log += std::to_string(10 * b) + " t0 vkCreateBuffer buffer=" + std::to_string(10 * b) + " size=4096\n" +
               std::to_string(10 * b + 1) + " t0 vkAllocateMemory memory=" + std::to_string(100 * b) + " size=4096 flags=15\n" +
               std::to_string(10 * b + 2) + " t0 vkBindBufferMemory bind=" + std::to_string(10 * b) + ":" + std::to_string(100 * b) +
               ":0\n";
    log += "40 t0 vkMapMemory range=100:0:18446744073709551615\n41 t0 vkUnmapMemory memory=100\n42 t0 vkBeginCommandBuffer cb=7\n"
           "43 t0 vkCmdCopyBuffer cb=7 src=10 dst=20 region=0:0:4096\n";
    if (barrier) log += "44 t0 vkCmdPipelineBarrier cb=7 src=4096 dst=4096 buffer=20:4096:2048:0:18446744073709551615 images=0\n";
    log += "45 t0 vkCmdCopyBuffer cb=7 src=20 dst=30 region=0:0:4096\n46 t0 vkCreateFence fence=50 signaled=0\n"
           "47 t0 vkQueueSubmit queue=2 fence=50 batch=0 cb=7\n";
    if (fence_wait) log += "48 t0 vkWaitForFences result=0 all=1 fence=50\n";
    log += "49 t0 vkMapMemory range=300:0:4096\n50 t0 vkUnmapMemory memory=300\n51 t0 vkCmdDispatch cb=7 groups=1:1:1\n";
    return log;
}

CaptureLog convert(const std::string& text) {
    ProgramBuilder builder;
    std::istringstream lines(text);
    std::string line;
    for (size_t n = 1; std::getline(lines, line); ++n) {
        auto record = parse_log_line(line, "test.log", n);
        REQUIRE(record.ok());
        builder.add(*record);
    }
    CaptureLog out;
    out.records = builder.program().records;
    out.hello = builder.program().hello;
    out.capture = to_scenario(builder.program(), "capture-test");
    return out;
}

std::vector<analysis::Finding> races(const scenario::Scenario& sc) {
    std::vector<analysis::Finding> out;
    for (auto& f : analysis::analyze(sc).findings)
        if (f.kind == analysis::FindingKind::race) out.push_back(f);
    return out;
}

}  // namespace

TEST_CASE("capture log: a line is a call index, a thread, a call and its numbers") {
    auto record = parse_log_line("412 t3 vkCmdCopyBuffer cb=7 src=10 dst=20 region=0:16:4096", "x.log", 9);
    REQUIRE(record.ok());
    CHECK(record->index == 412);
    CHECK(record->thread == 3);
    CHECK(record->call == "vkCmdCopyBuffer");
    CHECK(record->get("dst") == 20);
    REQUIRE(record->all("region").size() == 1);
    CHECK(record->all("region")[0]->values == std::vector<uint64_t>{0, 16, 4096});
}

TEST_CASE("capture log: a line that is not a record is an error naming the file and the line") {
    for (const char* bad : {"x t0 vkQueueSubmit", "1 main vkQueueSubmit", "1 t0", "1 t0 vkQueueSubmit queue=q", "1 t0 vkQueueSubmit =3"}) {
        CAPTURE(bad);
        auto record = parse_log_line(bad, "x.log", 9);
        REQUIRE_FALSE(record.ok());
        CHECK(record.error().message.rfind("x.log:9: ", 0) == 0);
        CHECK(record.error().kind == ErrorKind::bad_input);
    }
}

TEST_CASE("capture conversion: mapped buffers become host arrays, copies uploads and downloads, the fence a semaphore the host waits for") {
    const CaptureLog log = convert(staging_log(true, true));
    const scenario::Scenario& sc = log.capture.scenario;
    REQUIRE(sc.queues.size() == 1);
    CHECK_FALSE(sc.queues[0].ordered);
    REQUIRE(sc.buffers.size() == 1);  // buffer 20, never mapped
    CHECK(sc.buffers[0].elements == 1024);
    CHECK(sc.host_arrays.size() == 2);  // 10 and 30
    REQUIRE(sc.steps.size() == 7);      // unmap (check, host_fill), submit, host_wait, unmap (check, host_fill), the end's wait
    const auto& submit = std::get<scenario::Submit>(sc.steps[2]);
    REQUIRE(submit.commands.size() == 4);
    CHECK(std::holds_alternative<scenario::Upload>(submit.commands[0]));
    CHECK(std::holds_alternative<scenario::Barrier>(submit.commands[1]));
    CHECK(std::holds_alternative<scenario::Download>(submit.commands[2]));
    CHECK(std::get<scenario::Signal>(submit.commands[3]).value == 1);
    CHECK(std::get<scenario::HostWait>(sc.steps[3]).value == 1);
    CHECK(std::get<scenario::HostWait>(sc.steps[6]).kind == scenario::HostWait::Kind::all);
    const CallSite* copy = scenario::call_site(sc, 2, 2);
    REQUIRE(copy);
    CHECK(call_site_text(*copy) == "vkCmdCopyBuffer #45 on thread main");
    CHECK(log.capture.not_modelled.at("vkCmdDispatch") == 1);
    CHECK(races(sc).empty());
}

TEST_CASE("capture conversion: the scenario writes and loads back as it was") {
    const CaptureLog log = convert(staging_log(true, true));
    auto text = scenario::to_json(log.capture.scenario);
    REQUIRE(text.ok());
    auto loaded = scenario::load_scenario_text(*text, "capture-test.json");
    REQUIRE(loaded.errors.empty());
    CHECK(loaded.scenario->steps == log.capture.scenario.steps);
    CHECK(loaded.scenario->call_sites == log.capture.scenario.call_sites);
}

TEST_CASE("capture conversion: without the barrier, the download races the upload's write, named by their calls") {
    const CaptureLog log = convert(staging_log(false, true));
    const auto found = races(log.capture.scenario);
    REQUIRE(found.size() == 1);
    CHECK(found[0].object == "buffer1");
    CHECK(found[0].message.find("vkCmdCopyBuffer #43 on thread main") != std::string::npos);
    CHECK(found[0].message.find("vkCmdCopyBuffer #45 on thread main") != std::string::npos);
}

TEST_CASE("capture conversion: without the fence wait, the host's read of the mapped buffer races the download") {
    const CaptureLog log = convert(staging_log(true, false));
    const auto found = races(log.capture.scenario);
    REQUIRE_FALSE(found.empty());
    for (const auto& race : found) {
        INFO(race.message);
        CHECK(race.object == "buffer2");
        CHECK(race.message.find("vkUnmapMemory #50 on thread main") != std::string::npos);
        CHECK(race.message.find("vkCmdCopyBuffer #45 on thread main") != std::string::npos);
    }
}

TEST_CASE("capture conversion: synchronization2's barrier and submit are read as the first ones are") {
    std::string log = staging_log(true, true);
    const std::string barrier1 = "44 t0 vkCmdPipelineBarrier cb=7 src=4096 dst=4096 buffer=20:4096:2048:0:18446744073709551615 images=0";
    const std::string barrier2 = "44 t0 vkCmdPipelineBarrier2 cb=7 buffer=20:4294967296:4096:4294967296:2048:0:18446744073709551615";
    log.replace(log.find(barrier1), barrier1.size(), barrier2);
    const std::string submit1 = "47 t0 vkQueueSubmit queue=2";
    log.replace(log.find(submit1), submit1.size(), "47 t0 vkQueueSubmit2KHR queue=2");
    const CaptureLog converted = convert(log);
    const scenario::Scenario& sc = converted.capture.scenario;
    const auto& submit = std::get<scenario::Submit>(sc.steps[2]);
    REQUIRE(submit.commands.size() == 4);
    const auto& barrier = std::get<scenario::Barrier>(submit.commands[1]);
    CHECK(barrier.src == stage_bit(Stage::transfer));
    CHECK(barrier.src_access == access_bit(Stage::transfer, true));
    CHECK(barrier.dst_access == access_bit(Stage::transfer, false));
    CHECK(barrier.buffer == 0);
    CHECK(scenario::call_site(sc, 2)->call == "vkQueueSubmit2KHR");
    CHECK(races(sc).empty());
}

TEST_CASE("capture conversion: with the host tracked, its accesses are the layer's host lines, and unmaps place none") {
    std::string log = staging_log(true, false);
    log.replace(log.find("1 t0 hello version=1"), std::string("1 t0 hello version=1").size(), "1 t0 hello version=1 host_tracking=1");
    log.replace(log.find("41 t0 vkUnmapMemory"), 2, "39 t0 host memory=100 range=0:4096 read=0 write=1\n41");
    log.replace(log.find("50 t0 vkUnmapMemory"), 2, "49 t0 host memory=300 range=0:4096 read=1 write=0\n50");
    const CaptureLog converted = convert(log);
    const scenario::Scenario& sc = converted.capture.scenario;
    REQUIRE(sc.steps.size() == 4);  // the write, the submit, the read, the end's wait
    CHECK(std::holds_alternative<scenario::HostFill>(sc.steps[0]));
    CHECK(std::holds_alternative<scenario::Check>(sc.steps[2]));
    CHECK(scenario::call_site(sc, 2)->call == "host read of mapped memory");
    const auto found = races(sc);
    REQUIRE(found.size() == 1);
    CHECK(found[0].message.find("host read of mapped memory #49 on thread main") != std::string::npos);
}

TEST_CASE("capture conversion: each program thread that calls Vulkan is a thread of the scenario, its steps its own") {
    std::string log = staging_log(true, true);
    // The submit and the fence wait move to a second thread; the main thread reads the readback with no wait of its own.
    for (const char* moved : {"47 t0 vkQueueSubmit", "48 t0 vkWaitForFences"}) {
        const size_t at = log.find(moved);
        log.replace(at, 5, std::string(moved).substr(0, 3) + "t1");
    }
    const CaptureLog converted = convert(log);
    const scenario::Scenario& sc = converted.capture.scenario;
    REQUIRE(sc.threads.size() == 2);
    CHECK(sc.threads[0].name == "main");
    CHECK(sc.threads[1].name == "thread-1");
    CHECK(sc.threads[1].count == 3);  // the submit, the fence wait, the end's wait
    CHECK(std::holds_alternative<scenario::Submit>(sc.steps[sc.threads[1].first]));
    const auto found = races(sc);
    REQUIRE_FALSE(found.empty());
    bool read_against_download = false;  // main's read of the readback, unordered with the download thread-1 submitted
    for (const auto& race : found)
        read_against_download = read_against_download || (race.message.find("vkUnmapMemory #50 on thread main") != std::string::npos &&
                                                          race.message.find("vkCmdCopyBuffer #45 on thread main") != std::string::npos);
    CHECK(read_against_download);
}

// The staging log's submit and fence wait on thread 1, ordered after main's write of the staging buffer, and main's
// read of the readback after an "order" record: the program's own synchronisation ordered main after thread 1's
// records up to `after`.
std::string ordered_thread_log(uint64_t after) {
    std::string log = staging_log(true, true);
    for (const char* moved : {"47 t0 vkQueueSubmit", "48 t0 vkWaitForFences"})
        log.replace(log.find(moved), 5, std::string(moved).substr(0, 3) + "t1");
    log.replace(log.find("47 t1 vkQueueSubmit"), 0, "46 t1 order after=0:46\n");
    const std::string read = "49 t0 vkMapMemory range=300:0:4096\n50 t0 vkUnmapMemory memory=300\n";
    log.replace(log.find(read), read.size(),
                "49 t0 order after=1:" + std::to_string(after) + "\n50 t0 vkMapMemory range=300:0:4096\n52 t0 vkUnmapMemory memory=300\n");
    return log;
}

TEST_CASE("capture conversion: a thread the program orders after another's fence wait waits for that thread's signal after it") {
    const CaptureLog converted = convert(ordered_thread_log(48));
    const scenario::Scenario& sc = converted.capture.scenario;
    REQUIRE(sc.threads.size() == 2);
    const auto semaphore =
        std::find_if(sc.semaphores.begin(), sc.semaphores.end(), [](const auto& s) { return s.name == "after-thread-1"; });
    REQUIRE(semaphore != sc.semaphores.end());
    const auto after = static_cast<uint32_t>(semaphore - sc.semaphores.begin());
    // thread-1: its wait for main, the submit, the fence wait, its signal after them (its third step), the end's wait.
    REQUIRE(sc.threads[1].count == 5);
    CHECK(sc.steps[sc.threads[1].first + 3] == scenario::Step{scenario::HostSignal{after, 3}});
    bool waits = false;  // main waits for it before its read of the readback
    for (size_t i = 0; i < sc.threads[0].count; ++i)
        waits = waits || sc.steps[i] == scenario::Step{scenario::HostWait{scenario::HostWait::Kind::semaphore, after, 3}};
    CHECK(waits);
    CHECK(races(sc).empty());
}

TEST_CASE("capture conversion: ordered after the other thread's records before its submit, the read still races the download") {
    const CaptureLog converted = convert(ordered_thread_log(46));  // thread 1 had recorded no step by then
    const scenario::Scenario& sc = converted.capture.scenario;
    const auto found = races(sc);
    REQUIRE(found.size() == 1);
    CHECK(found[0].message.find("vkUnmapMemory #52 on thread main") != std::string::npos);
    CHECK(found[0].message.find("vkCmdCopyBuffer #45 on thread main") != std::string::npos);
}

TEST_CASE("capture log: a last line cut short by the program's end is left out, a bad line before it is an error") {
    auto dir = platform::TempDir::create("syncstress-capture-log-test");
    REQUIRE(dir.ok());
    const auto file = (std::filesystem::path(dir->path()) / "capture.log").string();
    auto records_of = [&](const std::string& text) {
        std::ofstream(file, std::ios::binary) << text;
        std::vector<std::string> calls;
        auto read = read_log(file, [&](const LogRecord& r) -> Status {
            calls.push_back(r.call);
            return {};
        });
        return std::make_pair(read.ok(), calls);
    };
    CHECK(records_of("0 t0 loaded\n1 t0 hello version=1\n2 t0 vkQueueSub") ==
          std::make_pair(true, std::vector<std::string>{"loaded", "hello"}));
    CHECK_FALSE(records_of("0 t0 loaded\n1 t0 hello version=one\n2 t0 vkQueueWaitIdle queue=1\n").first);
}

TEST_CASE("capture conversion: a dispatch is an opaque kernel of its pipeline, reading and writing its bound buffers") {
    std::string log =
        "0 t0 loaded\n1 t0 hello version=1\n2 t0 vkGetDeviceQueue device=1 family=0 index=0 queue=2\n"
        "3 t0 vkCreateBuffer buffer=10 size=4096\n4 t0 vkCreateBuffer buffer=20 size=4096\n"
        // binding 0 read only (NonWritable), binding 1 read and written
        "5 t0 vkCreateShaderModule module=30 binding=0:0:1:0 binding=0:1:1:1\n6 t0 vkCreateComputePipelines pipeline=31:30\n"
        // set 40: binding 0 = buffer 10 bytes 0..1023, binding 1 = buffer 20 whole (storage buffers, type 7)
        "7 t0 vkUpdateDescriptorSets write=40:0:0:7:10:0:1024 write=40:1:0:7:20:0:18446744073709551615 copies=0\n"
        "8 t0 vkBeginCommandBuffer cb=7\n9 t0 vkCmdBindPipeline cb=7 pipeline=31\n10 t0 vkCmdBindDescriptorSets cb=7 first=0 set=40\n"
        "11 t0 vkCmdDispatch cb=7 groups=4:1:1\n12 t0 vkCmdFillBuffer cb=7 dst=20 offset=0 size=4096 data=0\n"
        "13 t0 vkQueueSubmit queue=2 fence=0 batch=0 cb=7\n";
    const CaptureLog converted = convert(log);
    const scenario::Scenario& sc = converted.capture.scenario;
    CHECK(converted.capture.not_modelled.empty());
    const auto& submit = std::get<scenario::Submit>(sc.steps[0]);
    REQUIRE(submit.commands.size() == 2);
    const auto& kernel = std::get<scenario::OpaqueDispatch>(submit.commands[0]);
    CHECK(kernel.id == 0);
    REQUIRE(kernel.reads.size() == 2);
    REQUIRE(kernel.writes.size() == 1);
    CHECK(sc.buffers[kernel.reads[0].buffer].name == "buffer0");
    CHECK(kernel.reads[0].range.count == 256);
    CHECK(sc.buffers[kernel.writes[0].buffer].name == "buffer1");
    CHECK(kernel.writes[0].range.count == 1024);
    CHECK(scenario::call_site(sc, 0, 0)->call == "vkCmdDispatch");
    // The fill after it, with no barrier, races the kernel's write of buffer1, named by both calls.
    const auto found = races(sc);
    REQUIRE_FALSE(found.empty());
    CHECK(found[0].message.find("vkCmdDispatch #11 on thread main") != std::string::npos);
    CHECK(found[0].message.find("vkCmdFillBuffer #12 on thread main") != std::string::npos);
}

TEST_CASE("capture conversion: a dispatch's read of a buffer the host maps is left out of its kernel, counted, and a write leaves the "
          "dispatch out") {
    auto log_with = [](const std::string& access) {
        return "0 t0 loaded\n1 t0 hello version=1\n2 t0 vkGetDeviceQueue device=1 family=0 index=0 queue=2\n"
               "3 t0 vkCreateBuffer buffer=10 size=4096\n4 t0 vkCreateBuffer buffer=20 size=4096\n"
               "5 t0 vkAllocateMemory memory=100 size=4096 flags=15\n6 t0 vkBindBufferMemory bind=10:100:0\n"
               "7 t0 vkMapMemory range=100:0:4096\n"
               "8 t0 vkCreateShaderModule module=30 binding=0:0:" +
               access +
               " binding=0:1:1:1\n9 t0 vkCreateComputePipelines pipeline=31:30\n"
               "10 t0 vkUpdateDescriptorSets write=40:0:0:7:10:0:4096 write=40:1:0:7:20:0:4096 copies=0\n"
               "11 t0 vkBeginCommandBuffer cb=7\n12 t0 vkCmdBindPipeline cb=7 pipeline=31\n13 t0 vkCmdBindDescriptorSets cb=7 first=0 "
               "set=40\n"
               "14 t0 vkCmdDispatch cb=7 groups=4:1:1\n15 t0 vkQueueSubmit queue=2 fence=0 batch=0 cb=7\n";
    };
    // Binding 0 (the mapped buffer) read only: the kernel keeps its read and write of buffer 20 (binding 1) alone and says
    // what it left out.
    const CaptureLog read = convert(log_with("1:0"));
    const auto& steps = read.capture.scenario.steps;
    const auto at =
        std::find_if(steps.begin(), steps.end(), [](const scenario::Step& st) { return std::holds_alternative<scenario::Submit>(st); });
    REQUIRE(at != steps.end());
    const auto& submit = std::get<scenario::Submit>(*at);
    REQUIRE(submit.commands.size() == 1);
    const auto& kernel = std::get<scenario::OpaqueDispatch>(submit.commands[0]);
    REQUIRE(kernel.reads.size() == 1);
    REQUIRE(kernel.writes.size() == 1);
    CHECK(kernel.reads[0].buffer == kernel.writes[0].buffer);
    CHECK(read.capture.scenario.buffers.size() == 1);  // buffer 20: the mapped buffer 10 is in no kernel's ranges
    REQUIRE(read.capture.not_modelled_reason.size() == 1);
    CHECK(read.capture.not_modelled_reason.begin()->second.find("read of a buffer the host maps") != std::string::npos);
    // Binding 0 read and written: the dispatch is left out, counted.
    const CaptureLog written = convert(log_with("1:1"));
    REQUIRE(written.capture.not_modelled_reason.size() == 1);
    CHECK(written.capture.not_modelled_reason.begin()->second.find("writes a buffer the host maps") != std::string::npos);
}

namespace {

// The staging log with its barrier made the wait for event 60: set after the first copy (or, `early`, before it).
std::string event_log(bool early) {
    std::string log = staging_log(true, true);
    const std::string barrier = "44 t0 vkCmdPipelineBarrier cb=7 src=4096";
    log.replace(log.find(barrier), barrier.size(), "44 t0 vkCmdWaitEvents cb=7 event=60 src=4096");
    const std::string set = "t0 vkCmdSetEvent cb=7 event=60 src=4096\n";
    const std::string copy = "43 t0 vkCmdCopyBuffer";
    if (early) return log.insert(log.find(copy), "42 " + set);
    return log.insert(log.find("44 t0 vkCmdWaitEvents"), "43 " + set);
}

}  // namespace

TEST_CASE("capture conversion: a wait for an event set just before it is the barrier it says") {
    const CaptureLog log = convert(event_log(false));
    const scenario::Scenario& sc = log.capture.scenario;
    const auto& submit = std::get<scenario::Submit>(sc.steps[2]);
    REQUIRE(submit.commands.size() == 4);
    const auto& barrier = std::get<scenario::Barrier>(submit.commands[1]);
    CHECK(barrier.src == stage_bit(Stage::transfer));
    CHECK(barrier.buffer == 0);
    CHECK(scenario::call_site(sc, 2, 1)->call == "vkCmdWaitEvents");
    CHECK(log.capture.not_modelled.count("vkCmdWaitEvents") == 0);
    CHECK(races(sc).empty());
}

TEST_CASE("capture conversion: an event set before the copy it should order is no barrier: counted, and the race found") {
    const CaptureLog log = convert(event_log(true));
    CHECK(log.capture.not_modelled.at("vkCmdWaitEvents") == 1);
    CHECK(log.capture.not_modelled_reason.at("vkCmdWaitEvents").find("commands recorded between its set and the wait") !=
          std::string::npos);
    const auto found = races(log.capture.scenario);
    REQUIRE(found.size() == 1);
    CHECK(found[0].message.find("vkCmdCopyBuffer #43 on thread main") != std::string::npos);
}

TEST_CASE("capture conversion: a timeline semaphore's value read by the host orders what follows as a wait for it") {
    std::string log = staging_log(true, false);
    const std::string submit = "47 t0 vkQueueSubmit queue=2 fence=50 batch=0 cb=7\n";
    log.replace(log.find(submit), submit.size(),
                "46 t0 vkCreateSemaphore semaphore=70 timeline=1 initial=0\n47 t0 vkQueueSubmit queue=2 fence=50 batch=0 cb=7 "
                "signal=70:1\n48 t0 vkGetSemaphoreCounterValue result=0 wait=70:0\n"
                "48 t0 vkGetSemaphoreCounterValue result=0 wait=70:1\n48 t0 vkGetSemaphoreCounterValue result=0 wait=70:1\n");
    const CaptureLog polled = convert(log);
    const scenario::Scenario& sc = polled.capture.scenario;
    size_t waits = 0;
    for (const auto& step : sc.steps)
        if (const auto* wait = std::get_if<scenario::HostWait>(&step); wait && wait->kind == scenario::HostWait::Kind::semaphore) {
            ++waits;
            CHECK(wait->value == 1);
        }
    CHECK(waits == 1);  // the read of 0 orders nothing; the second read of 1 adds nothing
    CHECK(races(sc).empty());
    // The same program whose poll never saw the value: the race of the read with the download.
    std::string unseen = log;
    for (size_t at; (at = unseen.find("wait=70:1")) != std::string::npos;) unseen.replace(at, 9, "wait=70:0");
    CHECK_FALSE(races(convert(unseen).capture.scenario).empty());
}

TEST_CASE("capture conversion: a tracked access of a page that several buffers share is a possible access of each, and says so") {
    std::string log = staging_log(true, false);
    log.replace(log.find("1 t0 hello version=1"), std::string("1 t0 hello version=1").size(), "1 t0 hello version=1 host_tracking=1");
    // Buffer 35 (1 KiB) is bound to the readback's memory too, on the page of buffer 30's last KiB.
    log.replace(log.find("40 t0 vkMapMemory"), 2,
                "35 t0 vkCreateBuffer buffer=35 size=1024\n36 t0 vkBindBufferMemory bind=35:300:3072\n40");
    log.replace(log.find("50 t0 vkUnmapMemory"), 2, "49 t0 host memory=300 range=0:4096 read=1 write=0\n50");
    const CaptureLog converted = convert(log);
    const scenario::Scenario& sc = converted.capture.scenario;
    size_t possible = 0;
    for (const auto& site : sc.call_sites)
        possible += site.site.call.rfind("possible host read of mapped memory (known only by page, which buffer", 0) == 0;
    CHECK(possible == 2);  // the read of buffer 30 and of buffer 35, each possible
    const auto found = races(sc);
    REQUIRE(found.size() == 1);
    CHECK(found[0].message.find("possible host read of mapped memory (known only by page, which buffer3 shares) #49 on thread main") !=
          std::string::npos);
}

namespace {

// Mapped buffer 10 (memory 100), buffer 20 (memory 200) and command buffer 7, which copies the first to the second.
constexpr const char* k_two_buffers =
    "0 t0 loaded\n1 t0 hello version=1 host_tracking=1\n2 t0 vkCreateInstance result=0\n"
    "4 t0 vkGetDeviceQueue device=1 family=0 index=0 queue=2\n5 t0 vkCreateBuffer buffer=10 size=4096\n"
    "6 t0 vkAllocateMemory memory=100 size=4096 flags=15\n7 t0 vkBindBufferMemory bind=10:100:0\n8 t0 vkCreateBuffer buffer=20 "
    "size=4096\n9 t0 vkAllocateMemory memory=200 size=4096 flags=1\n10 t0 vkBindBufferMemory bind=20:200:0\n"
    "11 t0 vkMapMemory range=100:0:18446744073709551615\n12 t0 vkBeginCommandBuffer cb=7\n"
    "13 t0 vkCmdCopyBuffer cb=7 src=10 dst=20 region=0:0:4096\n";

// A loop of `repetitions`: the host writes mapped buffer 10, a submit uploads it to buffer 20 and signals fence 50;
// `wait_each`: the host waits for that fence before the next write, else only once at the end.
std::string loop_log(int repetitions, bool wait_each) {
    std::string log = std::string(k_two_buffers) + "14 t0 vkCreateFence fence=50 signaled=0\n";
    for (int i = 0, at = 20; i < repetitions; ++i, at += 3) {
        log += std::to_string(at) + " t0 host memory=100 range=0:4096 read=0 write=1\n";
        log += std::to_string(at + 1) + " t0 vkQueueSubmit queue=2 fence=50 batch=0 cb=7\n";
        if (wait_each) log += std::to_string(at + 2) + " t0 vkWaitForFences result=0 all=1 fence=50\n";
    }
    return log + "90 t0 vkDeviceWaitIdle result=0 device=1\n";
}

}  // namespace

TEST_CASE("capture conversion: a loop that does the same steps each time folds into the scenario's iterations") {
    CaptureLog log = convert(loop_log(5, true));
    scenario::Scenario& sc = log.capture.scenario;
    REQUIRE(sc.steps.size() == 17);  // 5 x (write, submit, wait), the program's wait for the device, the scenario's own
    const Folding folded = fold_repetitions(sc);
    CHECK(folded.repetitions == 5);
    CHECK(folded.steps == 3);
    REQUIRE(sc.steps.size() == 3);
    CHECK(sc.threads[0].count == 3);
    CHECK(sc.semaphore_stride == 1);
    CHECK(std::get<scenario::HostWait>(sc.steps[2]).value == 1);  // the first repetition's value; iteration k waits for 1 + k
    CHECK(scenario::call_site(sc, 1)->index == 21);               // the first repetition's call
    CHECK(races(sc).empty());
    auto text = scenario::to_json(sc);
    REQUIRE(text.ok());
    CHECK(scenario::load_scenario_text(*text, "folded.json").errors.empty());
}

TEST_CASE("capture conversion: folded, a loop that writes before the last repetition's upload is done still races it") {
    CaptureLog log = convert(loop_log(4, false));
    REQUIRE_FALSE(races(log.capture.scenario).empty());  // the second write races the first upload
    const Folding folded = fold_repetitions(log.capture.scenario);
    CHECK(folded.repetitions == 4);
    REQUIRE(log.capture.scenario.steps.size() == 2);
    const auto found = races(log.capture.scenario);  // one iteration's write against the one before's upload
    REQUIRE_FALSE(found.empty());
    CHECK(found[0].message.find("host write of mapped memory #20") != std::string::npos);
}

TEST_CASE("capture conversion: a loop whose last time differs folds, that time its teardown with the last iteration's values") {
    std::string log = loop_log(3, true);
    const std::string third = "26 t0 host memory=100 range=0:4096 read=0 write=1\n";
    log.replace(log.find(third), third.size(), "");  // the third repetition writes nothing
    CaptureLog converted = convert(log);
    scenario::Scenario& sc = converted.capture.scenario;
    const Folding folded = fold_repetitions(sc);
    CHECK(folded.repetitions == 2);
    CHECK(folded.setup == 0);
    CHECK(folded.teardown == 4);  // the third submit and its wait, the program's wait for the device, the scenario's own
    REQUIRE(sc.steps.size() == 7);
    CHECK(sc.threads[0].teardown == 4);
    // The third submit signals fence value 3: in the last of 2 iterations, 2 + 1 x the stride.
    CHECK(std::get<scenario::Signal>(std::get<scenario::Submit>(sc.steps[3]).commands[1]).value == 2);
    CHECK(std::get<scenario::HostWait>(sc.steps[4]).value == 2);
    CHECK(scenario::call_site(sc, 3)->index == 27);  // the teardown keeps its own calls
    CHECK(races(sc).empty());
    auto text = scenario::to_json(sc);
    REQUIRE(text.ok());
    CHECK(scenario::load_scenario_text(*text, "folded.json").errors.empty());
}

TEST_CASE("capture conversion: steps that do not repeat are not folded") {
    for (const int repetitions : {1, 2}) {
        std::string log = loop_log(repetitions, true);
        const std::string second = "23 t0 host memory=100 range=0:4096";
        if (repetitions == 2) log.replace(log.find(second), second.size(), "23 t0 host memory=100 range=0:2048");  // half as much
        CAPTURE(log);
        CaptureLog converted = convert(log);
        const size_t before = converted.capture.scenario.steps.size();
        CHECK(fold_repetitions(converted.capture.scenario).repetitions == 0);
        CHECK(converted.capture.scenario.steps.size() == before);
    }
}

namespace {

// The log read back through read_capture, folding as `syncstress capture` does, from a folder of its own.
CaptureLog read_folded(const std::string& text) {
    auto log = test::read_log_text(text, "capture-test", KernelRanges::slices, true);
    REQUIRE(log.ok());
    return std::move(*log);
}

using test::json_of;

// The log folded as it is read and folded whole: the same scenario. The folding as it is read.
Folding folds_alike(const std::string& log) {
    const CaptureLog streamed = read_folded(log);
    CaptureLog whole = convert(log);
    const Folding folded = fold_repetitions(whole.capture.scenario);
    CHECK(folded.repetitions == streamed.capture.folded.repetitions);
    CHECK(json_of(streamed.capture.scenario) == json_of(whole.capture.scenario));
    return streamed.capture.folded;
}

}  // namespace

TEST_CASE("capture conversion: a loop longer than the folding's prefix folds as its log is read, as folding it whole does") {
    const Folding folded = folds_alike(loop_log(2000, true));  // 6,000 steps: past the first 4,096, each later one dropped as it comes
    CHECK(folded.repetitions == 2000);
    CHECK(folded.steps == 3);
}

TEST_CASE("capture conversion: a long loop whose repetition breaks after the folding began keeps what follows as its teardown") {
    std::string log = loop_log(2000, true);
    const std::string broken = std::to_string(20 + 3 * 1800) + " t0 host memory=100 range=0:4096 read=0 write=1\n";
    log.replace(log.find(broken), broken.size(), "");  // repetition 1800 writes nothing
    const Folding folded = folds_alike(log);
    CHECK(folded.repetitions == 1800);
    CHECK(folded.teardown == 3 * 200 - 1 + 2);  // and the program's wait, the scenario's own
    // Broken at 500, before the steps the folding searches end, and again the same steps after: the repetitions after
    // the break begin past the longest setup searched, and those before it are fewer than the steps after them.
    std::string early = loop_log(2000, true);
    const std::string at_500 = std::to_string(20 + 3 * 500) + " t0 host memory=100 range=0:4096 read=0 write=1\n";
    early.replace(early.find(at_500), at_500.size(), "");
    const CaptureLog unfolded = read_folded(early);
    CHECK(unfolded.capture.folded.repetitions == 0);
    CHECK(unfolded.capture.scenario.steps.size() == 3 * 2000 - 1 + 2);
}

TEST_CASE("capture conversion: a program whose stream waits for a word only the host wrote is converted whole when folding") {
    // Vulkan repetitions, then CUDA: a stream's wait for a word's value no stream writes, which the CUDA conversion
    // takes out once the whole log is read (CudaRecords::finish), after the steps were handed on, and a wait it keeps.
    const std::string log = loop_log(3, true) +
                            "100 t0 cuda_loaded\n101 t0 cuda_hello param_info=1\n102 t0 cuStreamCreate stream=500 flags=1\n"
                            "103 t0 cuStreamCreate stream=600 flags=1\n104 t0 cuMemHostAlloc ptr=67108864 size=4096 stream=0\n"
                            "105 t0 cuStreamWaitValue64_v2 stream=500 addr=67108864 value=2 flags=0\n"
                            "106 t0 cuStreamWriteValue64_v2 stream=600 addr=67108864 value=1 flags=0\n"
                            "107 t0 cuStreamWaitValue64_v2 stream=600 addr=67108864 value=1 flags=0\n108 t0 cuCtxSynchronize\n";
    const CaptureLog folded = read_folded(log);
    auto dir = platform::TempDir::create("syncstress-capture-conversion");
    REQUIRE(dir.ok());
    const auto file = std::filesystem::path(dir->path()) / "capture.log";
    std::ofstream(file, std::ios::binary) << log;
    auto whole = read_capture(file.string(), "capture-test", false);
    REQUIRE(whole.ok());
    // Its three Vulkan repetitions fold, the CUDA steps after them its teardown, the log read again whole.
    CHECK(folded.capture.folded.repetitions == 3);
    CHECK(folded.converted_whole.find("left out at the log's end") != std::string::npos);
    CHECK(folded.capture.not_modelled.at("cuStreamWaitValue64_v2") == 1);
    CHECK(fold_repetitions(whole->capture.scenario).repetitions == 3);
    CHECK(json_of(folded.capture.scenario) == json_of(whole->capture.scenario));
}

namespace {

// A program that uploads mapped buffer 10 to buffer 20 once (fence 60), fills buffer 20 `repetitions` times (fence 50,
// waited each time), then copies it back to buffer 10 once (fence 60 again) and reads the mapping; `wait_readback`:
// after waiting for that copy.
std::string staged_log(int repetitions, bool wait_readback) {
    std::string log = std::string(k_two_buffers) +
                      "14 t0 vkBeginCommandBuffer cb=8\n"
                      "15 t0 vkCmdFillBuffer cb=8 dst=20 offset=0 size=4096 data=7\n16 t0 vkBeginCommandBuffer cb=9\n"
                      "17 t0 vkCmdCopyBuffer cb=9 src=20 dst=10 region=0:0:4096\n18 t0 vkCreateFence fence=50 signaled=0\n"
                      "19 t0 vkCreateFence fence=60 signaled=0\n"
                      "20 t0 host memory=100 range=0:4096 read=0 write=1\n21 t0 vkQueueSubmit queue=2 fence=60 batch=0 cb=7\n"
                      "22 t0 vkWaitForFences result=0 all=1 fence=60\n";
    uint64_t at = 30;
    for (int i = 0; i < repetitions; ++i, at += 2) {
        log += std::to_string(at) + " t0 vkQueueSubmit queue=2 fence=50 batch=0 cb=8\n";
        log += std::to_string(at + 1) + " t0 vkWaitForFences result=0 all=1 fence=50\n";
    }
    log += std::to_string(at) + " t0 vkQueueSubmit queue=2 fence=60 batch=0 cb=9\n";
    if (wait_readback) log += std::to_string(at + 1) + " t0 vkWaitForFences result=0 all=1 fence=60\n";
    log += std::to_string(at + 2) + " t0 host memory=100 range=0:4096 read=1 write=0\n";
    return log + std::to_string(at + 3) + " t0 vkDeviceWaitIdle result=0 device=1\n";
}

}  // namespace

TEST_CASE("capture conversion: a loop with an upload before it and a readback after folds into setup, iterations and teardown") {
    CaptureLog log = convert(staged_log(5, true));
    scenario::Scenario& sc = log.capture.scenario;
    const Folding folded = fold_repetitions(sc);
    CHECK(folded.repetitions == 5);
    CHECK(folded.steps == 2);
    CHECK(folded.setup == 3);     // the host's write, the upload, its wait
    CHECK(folded.teardown == 5);  // the readback, its wait, the host's read, the program's wait for the device, the scenario's own
    REQUIRE(sc.steps.size() == 10);
    CHECK(scenario::step_path(sc, 3) == "steps[0]");
    CHECK(scenario::step_path(sc, 5) == "teardown[0]");
    CHECK(sc.semaphore_stride == 1);
    // Fence 60, which the loop does not name, keeps the program's values: 1 in the setup, 2 in the teardown.
    CHECK(std::get<scenario::HostWait>(sc.steps[2]).value == 1);
    CHECK(std::get<scenario::HostWait>(sc.steps[6]).value == 2);
    CHECK(scenario::call_site(sc, 5)->index == 40);  // the readback's own call
    CHECK(races(sc).empty());
    auto text = scenario::to_json(sc);
    REQUIRE(text.ok());
    const scenario::LoadResult again = scenario::load_scenario_text(*text, "folded.json");
    REQUIRE(again.scenario);
    CHECK(again.scenario->semaphore_stride == 1);
    CHECK(again.scenario->threads[0].setup == 3);
}

TEST_CASE("capture conversion: folded, a readback the host reads before waiting for it races in the teardown") {
    CaptureLog log = convert(staged_log(5, false));
    scenario::Scenario& sc = log.capture.scenario;
    CHECK(fold_repetitions(sc).teardown == 4);
    const auto found = races(sc);
    REQUIRE(found.size() == 1);
    CHECK(found[0].message.find("teardown[1] (check") != std::string::npos);
    CHECK(found[0].message.find("teardown[0]") != std::string::npos);
}

TEST_CASE("capture conversion: a long loop with setup and teardown folds as its log is read, as folding it whole does") {
    const Folding folded = folds_alike(staged_log(3000, true));  // 6,000 repetition steps: past the first 4,096
    CHECK(folded.repetitions == 3000);
    CHECK(folded.setup == 3);
    CHECK(folded.teardown == 5);
}
