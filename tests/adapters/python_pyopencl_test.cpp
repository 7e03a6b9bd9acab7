// The shipped PyOpenCL adapter (adapters/pyopencl/pyopencl_adapter.py) through sync::Backend, on whatever OpenCL
// platform is here (pocl on the CI machines): the checks of adapter_checks.h, waits across queues, the delay's
// calibration, and an end that does not wait for queues held forever. Skips, saying why, where no interpreter has
// PyOpenCL or no platform has a device; SYNCSTRESS_REQUIRE_OPENCL=1 makes that a failure.
#include "core/backends/adapter/python_adapter.h"
#include "core/platform/os.h"
#include "tests/adapters/adapter_checks.h"
#include "tests/common/skip.h"

#include <doctest/doctest.h>

#include <cstdlib>
#include <string>
#include <vector>

using namespace syncstress;
using namespace syncstress::testing;
using namespace std::chrono;
using sync::Batch;
namespace process = syncstress::backends::process;
using adapter_checks::k_n;

namespace {

constexpr const char* k_require_opencl = "SYNCSTRESS_REQUIRE_OPENCL";
const std::string k_adapter = SYNCSTRESS_SOURCE_DIR "/adapters/pyopencl/pyopencl_adapter.py";

// The interpreters tried, in order: the one syncstress would run, then the system's (PyOpenCL often comes from the
// OS's packages while `python3` on PATH is another installation).
std::vector<std::string> interpreters() {
    std::vector<std::string> out{must(process::settings_from_environment()).interpreter};
    if constexpr (!platform::k_windows) out.push_back("/usr/bin/python3");
    return out;
}

// The first interpreter that can open the adapter here, or "" with the reasons the others gave.
const std::string& interpreter(std::string& reasons) {
    static std::string found, why;
    static bool searched = false;
    if (!searched) {
        searched = true;
        for (const auto& candidate : interpreters()) {
            process::Settings s = must(process::settings_from_environment());
            s.interpreter = candidate;
            auto created = backends::create_python_adapter(k_adapter, {}, s);
            if (created) {
                found = candidate;
                break;
            }
            why += (why.empty() ? "" : "; ") + created.error().message;
        }
    }
    reasons = why;
    return found;
}

std::unique_ptr<sync::Backend> start(std::vector<std::pair<std::string, std::string>> options = {}) {
    std::string reasons;
    const std::string& found = interpreter(reasons);
    if (found.empty()) {
        skip(k_require_opencl, "the PyOpenCL adapter cannot run here: " + reasons);
        return nullptr;
    }
    process::Settings s = must(process::settings_from_environment());
    s.interpreter = found;
    sync::BackendOptions backend_options;
    backend_options.adapter_options = std::move(options);
    return must(backends::create_python_adapter(k_adapter, backend_options, s));
}

#define ON_PYOPENCL(check)                                                                                                                 \
    BackendRig rig{"pyopencl", start()};                                                                                                   \
    if (rig.backend) adapter_checks::check(rig)

}  // namespace

TEST_CASE("pyopencl adapter: info") {
    auto backend = start();
    if (!backend) return;
    const sync::BackendInfo& info = backend->info();
    CHECK(info.name == "adapter:python:" + k_adapter);
    REQUIRE(info.adapter.has_value());
    CHECK(info.adapter->name == "pyopencl");
    CHECK_FALSE(info.device.empty());
    CHECK(info.api_version.rfind("OpenCL ", 0) == 0);
    CHECK(info.device_side);
    CHECK_FALSE(info.cuda_side);
    CHECK(info.memories == 3u);  // device, host_visible
    CHECK(info.kernels == (1u << k_kernel_count) - 1);
    CHECK(info.weaker == (sync::k_weaker_upload_reads_until_complete | sync::k_weaker_download_writes_until_complete));
    CHECK((info.native.read && info.native.write && info.native.sync));
}

TEST_CASE("pyopencl adapter: uploads, dispatches and downloads through shared host memory") { ON_PYOPENCL(upload_dispatch_download); }
TEST_CASE("pyopencl adapter: every kernel, fill and copy give the independent values") { ON_PYOPENCL(kernels_fill_copy); }
TEST_CASE("pyopencl adapter: a wait submitted before its signal, host waits that time out") { ON_PYOPENCL(wait_before_signal); }
TEST_CASE("pyopencl adapter: the runtime's own read, write and sync") { ON_PYOPENCL(native_host_ops); }

TEST_CASE("pyopencl adapter: a queue waits for another's signal submitted after the wait") {
    BackendRig rig{"pyopencl", start()};
    if (!rig.backend) return;
    const auto consumer = rig.queue(Side::device, "consumer");
    const auto producer = rig.queue(Side::device, "producer");
    const auto buffer = rig.buffer(k_n, Memory::device, Side::device);
    const auto host = rig.host_array(k_n);
    const auto ready = rig.semaphore();
    const auto done = rig.semaphore();
    rig.submit(consumer, Batch{{{ready, 1}}, {sync::DownloadCmd{buffer, host, 0, 0, k_n}}, {{done, 1}}});
    CHECK_FALSE(rig.wait(done, 1, milliseconds(100)));
    rig.submit(producer, Batch{{}, {sync::DelayCmd{20000}, sync::FillCmd{buffer, 0, k_n, 0x5eedu}}, {{ready, 1}}});
    REQUIRE(rig.wait(done, 1));
    CHECK(rig.value(ready) == 1);
    const auto expected = adapter_checks::expected_values([](uint64_t) { return 0x5eedu; });
    CHECK_MESSAGE(adapter_checks::values(rig, host) == expected, first_difference(expected, adapter_checks::values(rig, host)));
}

TEST_CASE("pyopencl adapter: a delay holds its queue about as long as it says") {
    BackendRig rig{"pyopencl", start()};
    if (!rig.backend) return;
    const auto q = rig.queue(Side::device, "q");
    const auto done = rig.semaphore();
    const auto start_time = steady_clock::now();
    rig.submit(q, Batch{{}, {sync::DelayCmd{200000}}, {{done, 1}}});
    CHECK_FALSE(rig.wait(done, 1, milliseconds(50)));
    REQUIRE(rig.wait(done, 1));
    // The calibration runs on the same device: a delay shorter than half of what was asked would be a wrong one.
    CHECK(steady_clock::now() - start_time >= milliseconds(100));
}

TEST_CASE("pyopencl adapter: options it does not know and devices that are not there are refused") {
    if (!start()) return;
    std::string reasons;
    process::Settings s = must(process::settings_from_environment());
    s.interpreter = interpreter(reasons);
    auto unknown = backends::create_python_adapter(k_adapter, {false, {{"colour", "blue"}}}, s);
    REQUIRE_FALSE(unknown.ok());
    CHECK(unknown.error().message.find("unknown option colour") != std::string::npos);
    auto no_device = backends::create_python_adapter(k_adapter, {false, {{"device", "99"}}}, s);
    REQUIRE_FALSE(no_device.ok());
    CHECK(no_device.error().message.find("device=99") != std::string::npos);
    auto no_platform = backends::create_python_adapter(k_adapter, {false, {{"platform", "no-such-platform"}}}, s);
    REQUIRE_FALSE(no_platform.ok());
    CHECK(no_platform.error().message.find("no OpenCL platform's name holds 'no-such-platform'") != std::string::npos);
}

TEST_CASE("pyopencl adapter: destroyed in bounded time with a queue held on a wait never met") {
    BackendRig rig{"pyopencl", start()};
    if (!rig.backend) return;
    const auto q = rig.queue(Side::device, "q");
    const auto never = rig.semaphore();
    const auto done = rig.semaphore();
    rig.submit(q, Batch{{{never, 1}}, {sync::DelayCmd{1000}}, {{done, 1}}});
    CHECK_FALSE(rig.wait(done, 1, milliseconds(50)));
    const auto start_time = steady_clock::now();
    rig.backend.reset();
    CHECK(steady_clock::now() - start_time < seconds(10));
}
