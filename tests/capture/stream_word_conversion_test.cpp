// Host polling of words that streams write with cuStreamWriteValue (syncstress's own cuda backend builds its timelines
// this way): the subscriber's reads of such a word on a thread (cuda_word records, core/capture/cuda/cuda_words.cpp)
// become that thread's host waits for the stream's write of the value it saw.
#include "tests/capture/capture_log_text.h"

#include <doctest/doctest.h>

using namespace syncstress;
using syncstress::test::any_race_names;
using syncstress::test::races_in;

namespace {

// A stream downloads a kernel's result into pinned memory and writes 1 into a pinned word; `reads` (cuda_word
// records) come after, then the main thread frees the pinned result (the host's read of it is placed there).
std::string download_then_word(const std::string& reads) {
    return "0 t0 cuda_loaded\n1 t0 cuda_hello param_info=1\n2 t0 cuStreamCreate stream=500 flags=1\n"
           "3 t0 cuMemHostAlloc ptr=67108864 size=4096 stream=0\n4 t0 cuMemHostAlloc ptr=67112960 size=4096 stream=0\n"
           "5 t0 cuMemAlloc_v2 ptr=1048576 size=4096 stream=0\n6 t0 cuLaunchKernel function=77 stream=500 ptr=1048576\n"
           "7 t0 cuMemcpyDtoHAsync_v2 dst=67112960 src=1048576 size=4096 stream=500\n"
           "8 t0 cuStreamWriteValue64_v2 stream=500 addr=67108864 value=1 flags=0\n" +
           reads + "20 t0 cuMemFreeHost ptr=67112960\n";
}

scenario::Scenario scenario_of(const std::string& text) {
    auto log = test::read_log_text(text, "capture-word-test");
    REQUIRE(log.ok());
    return log->capture.scenario;
}

}  // namespace

TEST_CASE("stream words: a value the host read of a word a stream writes orders the thread after that write") {
    const scenario::Scenario sc = scenario_of(download_then_word("9 t0 cuda_word addr=67108864 value=1\n"));
    const auto& wait = std::get<scenario::HostWait>(sc.steps[3]);
    CHECK(wait.kind == scenario::HostWait::Kind::semaphore);
    CHECK(wait.value == 1);
    bool named = false;  // the wait's call site says what it was: no call of the program
    for (const auto& placed : sc.call_sites) named = named || (placed.step == 3 && placed.site.call == "host read of a word streams write");
    CHECK(named);
    CHECK(races_in(sc).empty());
}

TEST_CASE("stream words: without the read, or with it on another thread or of a value no stream wrote yet, the free races") {
    const std::string expected_first = "cuMemcpyDtoHAsync_v2 #7 on thread main", expected_second = "cuMemFreeHost #20 on thread main";
    CHECK(any_race_names(races_in(scenario_of(download_then_word(""))), expected_first, expected_second));
    CHECK(any_race_names(races_in(scenario_of(download_then_word("9 t1 cuda_word addr=67108864 value=1\n"))), expected_first,
                         expected_second));
    CHECK(any_race_names(races_in(scenario_of(download_then_word("9 t0 cuda_word addr=67108864 value=0\n"))), expected_first,
                         expected_second));
}

TEST_CASE("stream words: a larger value than any stream wrote is a wait for the largest written, and a repeated read adds none") {
    const scenario::Scenario sc =
        scenario_of(download_then_word("9 t0 cuda_word addr=67108864 value=7\n10 t0 cuda_word addr=67108864 value=7\n"));
    size_t waits = 0;
    for (const auto& step : sc.steps)
        if (const auto* wait = std::get_if<scenario::HostWait>(&step); wait && wait->kind == scenario::HostWait::Kind::semaphore) {
            ++waits;
            CHECK(wait->value == 1);
        }
    CHECK(waits == 1);
    CHECK(races_in(sc).empty());
}

TEST_CASE("stream words: a stream's wait for a value no stream writes (the host stored it) is left out, counted, not a deadlock") {
    // Stream 500 waits for the word at 2 (the host's store, unseen); stream 600 writes 1 only. Stream 600's wait for 1
    // is kept.
    auto log = test::read_log_text("0 t0 cuda_loaded\n1 t0 cuda_hello param_info=1\n2 t0 cuStreamCreate stream=500 flags=1\n"
                                   "3 t0 cuStreamCreate stream=600 flags=1\n4 t0 cuMemHostAlloc ptr=67108864 size=4096 stream=0\n"
                                   "5 t0 cuStreamWaitValue64_v2 stream=500 addr=67108864 value=2 flags=0\n"
                                   "6 t0 cuStreamWriteValue64_v2 stream=600 addr=67108864 value=1 flags=0\n"
                                   "7 t0 cuStreamWaitValue64_v2 stream=600 addr=67108864 value=1 flags=0\n"
                                   "8 t0 cuCtxSynchronize\n",
                                   "capture-word-test");
    REQUIRE(log.ok());
    CHECK(log->capture.not_modelled.at("cuStreamWaitValue64_v2") == 1);
    size_t waits = 0;
    for (const auto& step : log->capture.scenario.steps)
        if (const auto* submit = std::get_if<scenario::Submit>(&step))
            for (const auto& command : submit->commands)
                if (const auto* wait = std::get_if<scenario::Wait>(&command)) waits += wait->value == 1 ? 1 : 100;
    CHECK(waits == 1);
    for (const auto& finding : analysis::analyze(log->capture.scenario).findings) CHECK(finding.kind != analysis::FindingKind::deadlock);
}
