// Adapter processes in any language (core/backends/adapter/python_adapter.h, process_manifest.h) in process: a
// manifest that starts a Python script with arguments and an environment, a JavaScript adapter that reads and writes
// host arrays with pread and pwrite and writes to stdout (which must never reach the protocol), semaphore values
// beyond the protocol's exact integers, manifests that are wrong, a process that never opens its channel.
#include "core/backends/adapter/process_manifest.h"
#include "core/backends/adapter/python_adapter.h"
#include "core/backends/registry.h"
#include "tests/adapters/adapter_checks.h"
#include "tests/common/skip.h"

#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <random>
#include <string>
#include <vector>

using namespace syncstress;
using namespace syncstress::testing;
using namespace std::chrono;
namespace process = syncstress::backends::process;
using adapter_checks::k_n;

namespace {

const std::string k_folder = SYNCSTRESS_SOURCE_DIR "/tests/adapters/";
const std::string k_python_manifest = k_folder + "python_cpu_adapter.json";
const std::string k_node_manifest = k_folder + "node_host_adapter.json";

process::Settings settings(milliseconds bound = seconds(30)) {
    process::Settings s = must(process::settings_from_environment());
    s.call_bound = bound;
    s.start_bound = std::max<milliseconds>(bound, seconds(30));
    return s;
}

// The adapter its manifest names, or nullptr after a skip where the manifest's program does not run here.
std::unique_ptr<sync::Backend> start(const std::string& manifest, const char* program,
                                     std::vector<std::pair<std::string, std::string>> options = {}) {
    sync::BackendOptions backend_options;
    backend_options.adapter_options = std::move(options);
    auto created = backends::create_manifest_adapter(manifest, backend_options, settings());
    if (!created && created.error().message.find("cannot run " + std::string(program)) != std::string::npos) {
        skip(nullptr, std::string(program) + " does not run here: " + created.error().message);
        return nullptr;
    }
    REQUIRE_MESSAGE(created.ok(), why(created));
    return std::move(*created);
}

// A folder of this test's own, removed at the end.
struct Scratch {
    std::filesystem::path path;
    Scratch() {
        std::random_device random;
        path = std::filesystem::temp_directory_path() / ("syncstress-manifest-test-" + std::to_string(random()));
        std::filesystem::create_directories(path);
    }
    ~Scratch() {
        std::error_code ec;
        std::filesystem::remove_all(path, ec);
    }
    std::string write(const std::string& name, const std::string& text) const {
        std::ofstream((path / name).string(), std::ios::binary) << text;
        return (path / name).string();
    }
};

}  // namespace

TEST_CASE("adapter process: a manifest starts a Python script with its arguments and environment, paths from its folder") {
    BackendRig rig{"manifest", start(k_python_manifest, "python3")};
    if (!rig.backend) return;
    const sync::BackendInfo& info = rig.backend->info();
    CHECK(info.name == "adapter:" + k_python_manifest);
    REQUIRE(info.adapter.has_value());
    CHECK(info.adapter->name == "python-cpu-by-manifest");  // the manifest's --name argument reached the script
    CHECK(std::filesystem::path(info.adapter->path) == std::filesystem::absolute(k_python_manifest));
    // The env value "../adapters/python_cpu_adapter.py" came as a path from the manifest's folder.
    const std::string expected = (std::filesystem::path(k_folder) / "../adapters/python_cpu_adapter.py").lexically_normal().string();
    CHECK(std::find(info.notes.begin(), info.notes.end(), expected) != info.notes.end());
    adapter_checks::upload_dispatch_download(rig);
}

TEST_CASE("adapter process: a JavaScript adapter by its manifest: pread and pwrite on the shared file, stdout noise kept out") {
    BackendRig rig{"node", start(k_node_manifest, "node", {{"noise", "yes"}})};
    if (!rig.backend) return;
    CHECK(rig.backend->info().adapter->name == "node-host");
    CHECK(rig.backend->info().kernels == 0u);
    const auto q = rig.queue(Side::device, "q");
    const auto a = rig.buffer(k_n, Memory::device, Side::device);
    const auto b = rig.buffer(k_n, Memory::device, Side::device);
    const auto in = rig.host_array(k_n);
    const auto out = rig.host_array(k_n);
    uint32_t* in_data = rig.backend->host_array_data(in);
    for (uint64_t i = 0; i < k_n; ++i) in_data[i] = static_cast<uint32_t>(i * 7 + 3);
    const auto done = rig.semaphore();
    rig.submit(q, sync::Batch{{},
                              {sync::UploadCmd{in, a, 0, 0, k_n}, sync::FillCmd{a, 100, 50, 0xdeadbeefu},
                               sync::CopyCmd{a, b, 0, 1, k_n - 1}, sync::DownloadCmd{b, out, 0, 0, k_n}},
                              {{done, 1}}});
    REQUIRE(rig.wait(done, 1));
    const auto expected = adapter_checks::expected_values([&](uint64_t i) -> uint32_t {
        if (i == 0) return 0;
        const uint64_t from = i - 1;
        return from >= 100 && from < 150 ? 0xdeadbeefu : static_cast<uint32_t>(from * 7 + 3);
    });
    CHECK_MESSAGE(adapter_checks::values(rig, out) == expected, first_difference(expected, adapter_checks::values(rig, out)));
    adapter_checks::wait_before_signal(rig);
}

TEST_CASE("adapter process: semaphore values and any other integer above 2^53 - 1 are refused before they are sent") {
    BackendRig rig{"manifest", start(k_python_manifest, "python3")};
    if (!rig.backend) return;
    constexpr uint64_t k_largest = backends::k_largest_exact_integer;
    const auto q = rig.queue(Side::device, "q");
    const auto s = rig.semaphore(k_largest - 1);
    CHECK(rig.value(s) == k_largest - 1);  // exact both ways
    const std::string says = "is above 2^53 - 1, the largest integer the adapter protocol carries exactly";
    auto refused = [&](const Status& status) {
        REQUIRE_FALSE(status.ok());
        CHECK_MESSAGE(status.error().message.find(says) != std::string::npos, status.error().message);
    };
    refused(rig.backend->create_semaphore(1, k_largest + 1));
    refused(rig.backend->host_signal(s, k_largest + 1));
    const sync::Batch batch{{{s, k_largest + 1}}, {}, {}};
    refused(rig.backend->submit(q, std::span<const sync::Batch>(&batch, 1), {}));
    auto wait = rig.backend->host_wait(s, uint64_t{1} << 60, milliseconds(1));
    REQUIRE_FALSE(wait.ok());
    CHECK(wait.error().message.find(says) != std::string::npos);
    // Any other integer of a request, by its JSON path.
    const Status huge = rig.backend->create_buffer(0, uint64_t{1} << 60, Memory::device, Side::device);
    REQUIRE_FALSE(huge.ok());
    CHECK(huge.error().message.find("create_buffer refused: integer create_buffer.elements = 1152921504606846976 is above 2^53 - 1") !=
          std::string::npos);
    // The largest is carried, and the adapter goes on.
    CHECK(rig.backend->host_signal(s, k_largest).ok());
    CHECK(rig.value(s) == k_largest);
}

TEST_CASE("adapter process: a bad manifest is bad input naming the file, the JSON path and the fix") {
    Scratch scratch;
    const std::string format = "\"format\": \"syncstress/adapter-process@1\"";
    struct Case {
        const char* name;
        std::string text;
        std::string says;
    };
    const std::vector<Case> cases = {
        {"not-json.json", "{\"format\": ", ": not JSON; an adapter manifest is a JSON object, e.g."},
        {"array.json", "[]", ": not a JSON object; e.g."},
        {"no-format.json", "{\"command\": [\"node\"]}", ": missing 'format'; add \"format\": \"syncstress/adapter-process@1\""},
        {"old-format.json", "{\"format\": \"syncstress/adapter-process@9\", \"command\": [\"node\"]}",
         ": format: unsupported format \"syncstress/adapter-process@9\"; this version reads \"syncstress/adapter-process@1\""},
        {"no-command.json", "{" + format + "}", ": missing 'command' (the program and its arguments, e.g."},
        {"string-command.json", "{" + format + ", \"command\": \"node a.mjs\"}", ": command: expected a non-empty array of strings"},
        {"number-word.json", "{" + format + ", \"command\": [\"node\", 3]}", ": command[1]: expected a non-empty string, not 3"},
        {"env-number.json", "{" + format + ", \"command\": [\"node\"], \"env\": {\"N\": 1}}", ": env.N: expected a string, not 1"},
        {"unknown.json", "{" + format + ", \"command\": [\"node\"], \"cwd\": \".\"}", ": cwd: unknown key; an adapter manifest has"},
    };
    for (const auto& c : cases) {
        const std::string file = scratch.write(c.name, c.text);
        auto read = backends::read_manifest(file);
        REQUIRE_FALSE(read.ok());
        CHECK(read.error().kind == ErrorKind::bad_input);
        CHECK_MESSAGE(read.error().message.rfind(file + c.says, 0) == 0, read.error().message);
        // The same where --backend is read, and the probe says it too.
        auto checked = backends::check_adapter_manifest("adapter:" + file);
        REQUIRE_FALSE(checked.ok());
        CHECK(checked.error().message == read.error().message);
        const auto* entry = backends::find_backend("adapter:" + file);
        REQUIRE(entry);
        CHECK_FALSE(entry->probe("").available);
    }
    CHECK(backends::check_adapter_manifest("adapter:" + k_node_manifest).ok());
    auto missing = backends::create_manifest_adapter((scratch.path / "missing.json").string(), {}, settings());
    REQUIRE_FALSE(missing.ok());
    CHECK(missing.error().message.find("cannot read the adapter manifest") != std::string::npos);
}

TEST_CASE("adapter process: a process that never opens its channel is killed at the start bound, one that ends is said to") {
    Scratch scratch;
    const std::string sleeper = scratch.write(
        "sleeper.json", R"j({"format": "syncstress/adapter-process@1", "command": ["python3", "-c", "import time; time.sleep(60)"]})j");
    const std::string quitter = scratch.write(
        "quitter.json",
        R"j({"format": "syncstress/adapter-process@1", "command": ["python3", "-c", "import sys; print('bye'); sys.exit(4)"]})j");
    process::Settings s = settings();
    s.start_bound = milliseconds(1500);
    const auto started = steady_clock::now();
    auto slept = backends::create_manifest_adapter(sleeper, {}, s);
    REQUIRE_FALSE(slept.ok());
    if (slept.error().message.find("cannot run python3") != std::string::npos) return skip(nullptr, "no python3 here");
    CHECK(steady_clock::now() - started < seconds(10));
    CHECK(slept.error().message ==
          "adapter process " + sleeper + " did not open its channel (SYNCSTRESS_ADAPTER_CHANNEL) within 1.5s and was killed");
    auto quit = backends::create_manifest_adapter(quitter, {}, settings());
    REQUIRE_FALSE(quit.ok());
    // Its stdout went to the output file the error quotes.
    CHECK(quit.error().message == "adapter process " + quitter + " ended during hello (exit code 4); its output ended with: \"bye\"");
}
