// The CUDA subscriber's tracking of pinned memory (core/capture/cuda/cuda_pinned.cpp), driven as CUPTI drives it, by
// hand: the entry and exit callbacks of allocations, frees and other calls, with page-aligned memory of this process
// standing in for the driver's pinned memory (the subscriber guards it where it is, whatever made it). No device is
// used: whether NVIDIA's pinned memory takes the guard is the GPU run's to show (scripts/gpu-suite.sh, cudacapture).
#include "core/capture/cuda/cuda_calls.h"
#include "core/capture/layer/capture_log.h"
#include "core/platform/guarded_memory.h"
#include "core/platform/guarded_memory_os.h"
#include "core/platform/process.h"
#include "tests/capture/cuda/log_lines.h"

#include <doctest/doctest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <thread>
#include <vector>

using namespace syncstress;
using namespace syncstress::capture_cuda;

namespace {

CUresult g_success = CUDA_SUCCESS;

CUpti_CallbackData at(CUpti_ApiCallbackSite site, const char* name, const void* params) {
    CUpti_CallbackData data{};
    data.callbackSite = site;
    data.functionName = name;
    data.functionParams = params;
    data.functionReturnValue = &g_success;
    return data;
}

// A driver call with no parameters the subscriber reads, entered and left; `during` runs in between (the driver's).
template <class During>
void call(During during) {
    guarded_at_entry(CUPTI_DRIVER_TRACE_CBID_cuCtxSynchronize, at(CUPTI_API_ENTER, "cuCtxSynchronize", nullptr));
    during();
    guarded_at_exit(CUPTI_DRIVER_TRACE_CBID_cuCtxSynchronize, at(CUPTI_API_EXIT, "cuCtxSynchronize", nullptr));
}

}  // namespace

// One test case: doctest puts a fault handler of its own in place for each test case, and the guard handler is
// chained in front of the one of the test case that first guards.
TEST_CASE("cuda capture: pinned memory is guarded where it is: the host's accesses between calls recorded by thread, the "
          "driver's own dropped, freed memory opened, memory it cannot own untracked") {
    auto dir = platform::TempDir::create("syncstress-pinned");
    REQUIRE(dir.ok());
    const auto file = std::filesystem::path(dir->path()) / "capture.log";
    REQUIRE(setenv("SYNCSTRESS_CAPTURE_LOG", file.c_str(), 1) == 0);
    REQUIRE(setenv("SYNCSTRESS_CAPTURE_PINNED", "1", 1) == 0);  // opt-in
    REQUIRE(unsetenv("SYNCSTRESS_CAPTURE_HOST") == 0);
    REQUIRE(unsetenv("SYNCSTRESS_CAPTURE_TRAMPOLINE") == 0);
    capture_layer::Record("start").write(true);  // the test's thread is t0
    REQUIRE(pinned_tracking());

    const size_t page = platform::guard_os::page_size();
    auto* memory = static_cast<char*>(platform::guard_os::allocate(4 * page));
    REQUIRE(memory);
    const std::string base = std::to_string(reinterpret_cast<uintptr_t>(memory));
    volatile char* pinned = memory;

    void* made = memory;
    cuMemHostAlloc_params alloc{&made, 3 * page, 0};
    guarded_at_exit(CUPTI_DRIVER_TRACE_CBID_cuMemHostAlloc, at(CUPTI_API_EXIT, "cuMemHostAlloc", &alloc));
    pinned[page + 3] = 1;                                // the program writes page 1
    call([&] { CHECK(pinned[2 * page] == 0); });         // the driver reads page 2 during a call: not the program's
    std::thread([&] { CHECK(pinned[5] == 0); }).join();  // another thread reads page 0
    call([] {});
    // Freed: recorded and opened again before the driver frees it.
    pinned[2 * page + 1] = 2;
    cuMemFreeHost_params freed{memory};
    guarded_at_entry(CUPTI_DRIVER_TRACE_CBID_cuMemFreeHost, at(CUPTI_API_ENTER, "cuMemFreeHost", &freed));
    const uint64_t touched = platform::touches();
    pinned[0] = 3;
    CHECK(platform::touches() == touched);

    // A registration that does not start on a page, and one whose last page is not all its own: untracked.
    cuMemHostRegister_v2_params inside{memory + 100, page, 0};
    guarded_at_exit(CUPTI_DRIVER_TRACE_CBID_cuMemHostRegister_v2, at(CUPTI_API_EXIT, "cuMemHostRegister_v2", &inside));
    cuMemHostRegister_v2_params ragged{memory, page + 10, 0};
    guarded_at_exit(CUPTI_DRIVER_TRACE_CBID_cuMemHostRegister_v2, at(CUPTI_API_EXIT, "cuMemHostRegister_v2", &ragged));
    // A registration of whole pages, tracked until a stream is given a word in it to write (the subscriber reads such
    // words itself at every call).
    cuMemHostRegister_v2_params whole{memory, 2 * page, 0};
    guarded_at_exit(CUPTI_DRIVER_TRACE_CBID_cuMemHostRegister_v2, at(CUPTI_API_EXIT, "cuMemHostRegister_v2", &whole));
    pinned[page] = 4;
    cuStreamWriteValue32_v2_params word{nullptr, reinterpret_cast<CUdeviceptr>(memory + page + 8), 1, 0};
    guarded_at_entry(CUPTI_DRIVER_TRACE_CBID_cuStreamWriteValue32_v2, at(CUPTI_API_ENTER, "cuStreamWriteValue32_v2", &word));
    guarded_at_exit(CUPTI_DRIVER_TRACE_CBID_cuStreamWriteValue32_v2, at(CUPTI_API_EXIT, "cuStreamWriteValue32_v2", &word));
    const uint64_t after = platform::touches();
    pinned[page + 8] = 5;
    CHECK(platform::touches() == after);

    // The layer's guarded copy of a mapping, registered: refused, as the call begins.
    std::vector<char> mapping(page, 0);
    platform::GuardedRegion* copy = platform::guard(mapping.data(), page, &capture_layer::this_thread);
    REQUIRE(copy);
    cuMemHostRegister_v2_params copied{platform::guarded_data(copy), page, 0};
    guarded_at_entry(CUPTI_DRIVER_TRACE_CBID_cuMemHostRegister_v2, at(CUPTI_API_ENTER, "cuMemHostRegister_v2", &copied));
    CHECK(copied.p == nullptr);
    const std::string refused = std::to_string(reinterpret_cast<uintptr_t>(platform::guarded_data(copy)));
    platform::release(copy);

    // A word a stream writes (its allocation untracked), polled by the program before it reads a tracked result: at the
    // next call's entry the word's value comes before the read, which it orders.
    auto* words = static_cast<char*>(platform::guard_os::allocate(page));
    auto* result = static_cast<char*>(platform::guard_os::allocate(page));
    REQUIRE(words);
    REQUIRE(result);
    // The subscriber's order: the words watched, then (at the exit) the call recorded, the words read, the memory guarded.
    auto driver = [](CUpti_CallbackId id, CUpti_ApiCallbackSite site, const char* name, const void* params) {
        const CUpti_CallbackData data = at(site, name, params);
        watch_pinned_words(id, data);
        if (site == CUPTI_API_ENTER) return guarded_at_entry(id, data);
        read_pinned_words();
        guarded_at_exit(id, data);
    };
    void* made_words = words;
    void* made_result = result;
    cuMemHostAlloc_params alloc_words{&made_words, page, 0}, alloc_result{&made_result, page, 0};
    driver(CUPTI_DRIVER_TRACE_CBID_cuMemHostAlloc, CUPTI_API_EXIT, "cuMemHostAlloc", &alloc_words);
    driver(CUPTI_DRIVER_TRACE_CBID_cuMemHostAlloc, CUPTI_API_EXIT, "cuMemHostAlloc", &alloc_result);
    cuStreamWriteValue32_v2_params timeline{nullptr, reinterpret_cast<CUdeviceptr>(words), 2, 0};
    driver(CUPTI_DRIVER_TRACE_CBID_cuStreamWriteValue32_v2, CUPTI_API_ENTER, "cuStreamWriteValue32_v2", &timeline);
    driver(CUPTI_DRIVER_TRACE_CBID_cuStreamWriteValue32_v2, CUPTI_API_EXIT, "cuStreamWriteValue32_v2", &timeline);
    *reinterpret_cast<volatile uint32_t*>(words) = 2;  // the stream writes it
    while (*reinterpret_cast<volatile uint32_t*>(words) != 2) {}
    CHECK(static_cast<volatile char*>(result)[0] == 0);  // the program reads what the stream wrote
    driver(CUPTI_DRIVER_TRACE_CBID_cuCtxSynchronize, CUPTI_API_ENTER, "cuCtxSynchronize", nullptr);
    const std::string w = std::to_string(reinterpret_cast<uintptr_t>(words)), r = std::to_string(reinterpret_cast<uintptr_t>(result));

    const std::string p = std::to_string(page);
    const std::vector<std::string> expected = {
        "t0 start",
        "t0 cuda_pinned_tracked ptr=" + base,
        "t0 cuda_host ptr=" + base + " range=" + p + ":" + p + " read=0 write=1",                         // at the call's entry
        "t1 cuda_host ptr=" + base + " range=0:" + p + " read=1 write=0",                                 // the other thread's, at the next
        "t0 cuda_host ptr=" + base + " range=" + std::to_string(2 * page) + ":" + p + " read=0 write=1",  // at the free
        "t0 cuda_pinned_untracked ptr=" + std::to_string(reinterpret_cast<uintptr_t>(memory + 100)),
        "t0 cuda_pinned_untracked ptr=" + base,
        "t0 cuda_pinned_tracked ptr=" + base,
        "t0 cuda_host ptr=" + base + " range=" + p + ":" + p + " read=0 write=1",
        "t0 cuda_pinned_untracked ptr=" + base + " words=1",
        "t0 cuda_register_refused ptr=" + refused + " size=" + p,
        "t0 cuda_pinned_tracked ptr=" + w,
        "t0 cuda_pinned_tracked ptr=" + r,
        "t0 cuda_pinned_untracked ptr=" + w + " words=1",  // as the call that gives the stream the word begins
        "t0 cuda_word addr=" + w + " value=0",             // read at its exit
        "t0 cuda_word addr=" + w + " value=2",             // at the next call's entry, before the read it orders
        "t0 cuda_host ptr=" + r + " range=0:" + p + " read=1 write=0",
        "t0 end"};
    capture_layer::Record("end").write(true);  // flushes the lines before it
    const std::vector<std::string> got = test::log_lines(file);
    std::string shown;
    for (const std::string& line : got) shown += line + "\n";
    INFO(shown);
    CHECK(got == expected);
    platform::guard_os::free(memory, 4 * page);
    platform::guard_os::free(words, page);
}
