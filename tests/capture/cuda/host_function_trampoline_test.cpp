// The CUDA subscriber's host-function trampoline (core/capture/cuda/cuda_host_functions.cpp), driven as the driver and
// CUPTI drive it, by hand: the entry callback's data of a cuLaunchHostFunc or cuStreamAddCallback, the function run
// from the arguments as the entry callback left them, on a thread of its own. No device is used: whether a driver
// runs the function from the changed arguments is the GPU run's to show (scripts/gpu-suite.sh, PART=cudacapture).
#include "core/capture/cuda/cuda_calls.h"
#include "core/platform/process.h"
#include "tests/capture/cuda/log_lines.h"

#include <doctest/doctest.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <thread>
#include <vector>

using namespace syncstress;
using namespace syncstress::capture_cuda;

namespace {

int g_calls = 0;
void* g_data = nullptr;
CUstream g_stream = nullptr;
CUresult g_status = CUDA_SUCCESS;

CUpti_CallbackData entry(const char* name, void* params, uint64_t& correlation) {
    CUpti_CallbackData data{};
    data.callbackSite = CUPTI_API_ENTER;
    data.functionName = name;
    data.functionParams = params;
    correlation = 0xdead;  // what an earlier call left there
    data.correlationData = &correlation;
    return data;
}

}  // namespace

TEST_CASE("cuda capture: the host function trampoline records its run around the program's function, after the call's record") {
    auto dir = platform::TempDir::create("syncstress-trampoline");
    REQUIRE(dir.ok());
    const auto file = std::filesystem::path(dir->path()) / "capture.log";
    REQUIRE(setenv("SYNCSTRESS_CAPTURE_LOG", file.c_str(), 1) == 0);
    REQUIRE(unsetenv("SYNCSTRESS_CAPTURE_TRAMPOLINE") == 0);  // on by default
    capture_layer::Record("start").write(true);               // the test's thread is t0

    int data = 0;
    auto function = [](void* user) {
        ++g_calls;
        g_data = user;
    };
    cuLaunchHostFunc_params launch{reinterpret_cast<CUstream>(0x500), function, &data};
    uint64_t correlation = 0;
    CUpti_CallbackData call = entry("cuLaunchHostFunc", &launch, correlation);
    wrap_host_function(CUPTI_DRIVER_TRACE_CBID_cuLaunchHostFunc, call);
    const bool replaced = launch.fn != static_cast<CUhostFn>(function);
    CHECK(replaced);
    CHECK(launch.userData != &data);
    const auto wrapped = wrapped_host_function(CUPTI_DRIVER_TRACE_CBID_cuLaunchHostFunc, call);
    REQUIRE(wrapped);
    CHECK(wrapped->data == reinterpret_cast<uint64_t>(&data));
    // The driver runs it on a thread of its own, here before the call's exit: its begin waits for the call's record.
    std::thread runner([&] { launch.fn(launch.userData); });
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
    capture_layer::Record("cuLaunchHostFunc").u64("function", wrapped->index).write(true);
    host_function_recorded(CUPTI_DRIVER_TRACE_CBID_cuLaunchHostFunc, call, true);
    runner.join();
    CHECK(g_calls == 1);
    CHECK(g_data == &data);

    // cuStreamAddCallback: the stream and the status reach the program's callback.
    auto callback = [](CUstream stream, CUresult status, void* user) {
        ++g_calls;
        g_stream = stream;
        g_status = status;
        g_data = user;
    };
    cuStreamAddCallback_params add{reinterpret_cast<CUstream>(0x600), callback, &data, 0};
    call = entry("cuStreamAddCallback", &add, correlation);
    wrap_host_function(CUPTI_DRIVER_TRACE_CBID_cuStreamAddCallback, call);
    const auto added = wrapped_host_function(CUPTI_DRIVER_TRACE_CBID_cuStreamAddCallback, call);
    REQUIRE(added);
    CHECK(added->index == wrapped->index + 1);
    host_function_recorded(CUPTI_DRIVER_TRACE_CBID_cuStreamAddCallback, call, true);
    std::thread([&] { add.callback(add.hStream, CUDA_ERROR_LAUNCH_FAILED, add.userData); }).join();
    CHECK(g_calls == 2);
    CHECK(g_stream == reinterpret_cast<CUstream>(0x600));
    CHECK(g_status == CUDA_ERROR_LAUNCH_FAILED);
    CHECK(g_data == &data);

    // A call without a function is left as it is, and its exit finds nothing wrapped.
    cuLaunchHostFunc_params empty{nullptr, nullptr, &data};
    call = entry("cuLaunchHostFunc", &empty, correlation);
    wrap_host_function(CUPTI_DRIVER_TRACE_CBID_cuLaunchHostFunc, call);
    const bool kept = empty.fn == nullptr;
    CHECK(kept);
    CHECK(empty.userData == &data);
    CHECK_FALSE(wrapped_host_function(CUPTI_DRIVER_TRACE_CBID_cuLaunchHostFunc, call));
    // With SYNCSTRESS_CAPTURE_TRAMPOLINE=0: neither is any other.
    REQUIRE(setenv("SYNCSTRESS_CAPTURE_TRAMPOLINE", "0", 1) == 0);
    cuLaunchHostFunc_params plain{nullptr, function, &data};
    call = entry("cuLaunchHostFunc", &plain, correlation);
    wrap_host_function(CUPTI_DRIVER_TRACE_CBID_cuLaunchHostFunc, call);
    const bool untouched = plain.fn == static_cast<CUhostFn>(function) && plain.userData == &data;
    CHECK(untouched);
    CHECK_FALSE(wrapped_host_function(CUPTI_DRIVER_TRACE_CBID_cuLaunchHostFunc, call));
    REQUIRE(unsetenv("SYNCSTRESS_CAPTURE_TRAMPOLINE") == 0);

    const std::string first = std::to_string(wrapped->index), second = std::to_string(added->index);
    const std::vector<std::string> expected = {"t0 start",
                                               "t0 cuLaunchHostFunc function=" + first,
                                               "t1 cuda_host_function_begin function=" + first,
                                               "t1 cuda_host_function_end function=" + first,
                                               "t2 cuda_host_function_begin function=" + second,
                                               "t2 cuda_host_function_end function=" + second};
    CHECK(test::log_lines(file) == expected);
}
