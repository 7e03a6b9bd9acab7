// The host's own reads and writes of pinned memory as the subscriber records them by page (cuda_pinned_tracked,
// cuda_host; core/capture/cuda/cuda_pinned.cpp), lowered to a scenario: each access where it was made, on the thread
// that made it, and no longer guessed at the free and the exit; an untracked allocation keeps the guess. Logs written
// as the subscriber writes them (device memory at 0x100000, pinned memory at 0x4000000).
#include "tests/capture/cuda_log_support.h"

#include <doctest/doctest.h>

using namespace syncstress;
using namespace syncstress::capture;
using namespace syncstress::capture::cuda_log;

namespace {

// A download into pinned memory on a non-blocking stream, the host's read of its result (page 0), the stream's sync
// after the read (`read_first`) or before it, and the free.
std::string download_then_read(bool read_first, bool tracked) {
    std::string log = std::string(k_head) +
                      "2 t0 cuStreamCreate stream=500 flags=1\n3 t0 cuMemHostAlloc ptr=67108864 size=8192 stream=0\n" +
                      (tracked ? "4 t0 cuda_pinned_tracked ptr=67108864\n" : "4 t0 cuda_pinned_untracked ptr=67108864\n") +
                      "5 t0 cuMemAlloc_v2 ptr=1048576 size=8192 stream=0\n"
                      "6 t0 cuMemcpyDtoHAsync_v2 dst=67108864 src=1048576 size=8192 stream=500\n";
    // Untracked, the read is no line of the log.
    const std::string read = tracked ? "t0 cuda_host ptr=67108864 range=0:4096 read=1 write=0\n" : "";
    const std::string sync = "t0 cuStreamSynchronize stream=500\n";
    log += read_first ? (read.empty() ? "" : "7 " + read) + "8 " + sync : "7 " + sync + (read.empty() ? "" : "8 " + read);
    return log + "9 t0 cuMemFreeHost ptr=67108864\n10 t0 cuda_exit\n";
}

}  // namespace

TEST_CASE("cuda capture: a tracked read of pinned memory before the stream sync races the download, after it does not") {
    const auto found = races_in(scenario_of(download_then_read(true, true)));
    CHECK(any_race_names(found, "host read of pinned memory", "cuMemcpyDtoHAsync_v2 #6"));
    CHECK(races_in(scenario_of(download_then_read(false, true))).empty());
    // The tracked read is the page it touched, not the allocation: the second page is not read.
    const scenario::Scenario sc = scenario_of(download_then_read(false, true));
    size_t checks = 0;
    for (const auto& step : sc.steps)
        if (const auto* check = std::get_if<scenario::Check>(&step)) {
            ++checks;
            CHECK(check->range.count == 1024);  // 4096 bytes of 4-byte elements
        }
    CHECK(checks == 1);
}

TEST_CASE("cuda capture: untracked pinned memory is taken as read and written at its free, and the summary says which") {
    // Untracked, the read is not seen where it was: the free's guess finds the race only where the free itself comes
    // before the sync; here it comes after, so the early read goes unseen.
    CHECK(races_in(scenario_of(download_then_read(false, false))).empty());
    auto tracked = read_text(download_then_read(false, true));
    REQUIRE(tracked.ok());
    CHECK(tracked->pinned_tracked == 1);
    CHECK(tracked->pinned_untracked == 0);
    auto untracked = read_text(download_then_read(false, false));
    REQUIRE(untracked.ok());
    CHECK(untracked->pinned_tracked == 0);
    CHECK(untracked->pinned_untracked == 1);
}

TEST_CASE("cuda capture: what a host function touches of tracked pinned memory is its own, after the stream's earlier work") {
    // The stream downloads into the pinned memory, then runs a host function that reads it (recorded on CUDA's thread
    // t2 between the run's begin and end); the main thread reads it only after the stream's sync.
    const std::string log = std::string(k_head) +
                            "2 t0 cuStreamCreate stream=500 flags=1\n3 t0 cuMemHostAlloc ptr=67108864 size=4096 stream=0\n"
                            "4 t0 cuda_pinned_tracked ptr=67108864\n5 t0 cuMemAlloc_v2 ptr=1048576 size=4096 stream=0\n"
                            "6 t0 cuMemcpyDtoHAsync_v2 dst=67108864 src=1048576 size=4096 stream=500\n"
                            "7 t0 cuLaunchHostFunc stream=500 data=67108864 function=0\n"
                            "8 t2 cuda_host_function_begin function=0\n"
                            "9 t2 cuda_host ptr=67108864 range=0:4096 read=1 write=1\n"
                            "10 t2 cuda_host_function_end function=0\n11 t0 cuStreamSynchronize stream=500\n"
                            "12 t0 cuda_host ptr=67108864 range=0:4096 read=1 write=0\n13 t0 cuMemFreeHost ptr=67108864\n";
    CHECK(races_in(scenario_of(log)).empty());
    // Where the function's run was not recorded (no trampoline), what CUDA's thread touched is a thread's that nothing
    // orders: its write races the download.
    const std::string unrecorded = std::string(k_head) +
                                   "2 t0 cuStreamCreate stream=500 flags=1\n3 t0 cuMemHostAlloc ptr=67108864 size=4096 stream=0\n"
                                   "4 t0 cuda_pinned_tracked ptr=67108864\n5 t0 cuMemAlloc_v2 ptr=1048576 size=4096 stream=0\n"
                                   "6 t0 cuMemcpyDtoHAsync_v2 dst=67108864 src=1048576 size=4096 stream=500\n"
                                   "7 t0 cuLaunchHostFunc stream=500 data=67108864\n"
                                   "9 t2 cuda_host ptr=67108864 range=0:4096 read=1 write=1\n"
                                   "11 t0 cuStreamSynchronize stream=500\n13 t0 cuMemFreeHost ptr=67108864\n";
    CHECK(any_race_names(races_in(scenario_of(unrecorded)), "host write of pinned memory", "cuMemcpyDtoHAsync_v2 #6"));
}

TEST_CASE("cuda capture: a registration of the layer's guarded copy, refused, is counted as not modelled with why") {
    auto log = read_text(std::string(k_head) + "2 t0 cuda_register_refused ptr=140000000000000 size=4096\n");
    REQUIRE(log.ok());
    CHECK(log->capture.not_modelled.at("cuMemHostRegister") == 1);
    CHECK(log->capture.not_modelled_reason.at("cuMemHostRegister").find("--no-host-tracking") != std::string::npos);
}
