// Python adapters through sync::Backend: every op of the protocol against a runtime written in Python
// (python_cpu_adapter.py), and adapters that crash, hang, exit, answer nonsense or speak another ABI
// (python_misbehaving_adapter.py and two small scripts): each must end in one clear error, in bounded time.
// Expected values come from core/conformance/independent_kernels.h. Without a Python interpreter (Wine has none) every
// case skips, saying so.
#include "core/backends/adapter/python_adapter.h"
#include "core/backends/adapter/python_messages.h"
#include "core/common/duration.h"
#include "core/platform/os.h"
#include "tests/adapters/adapter_checks.h"
#include "tests/common/skip.h"

#include <doctest/doctest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <optional>
#include <string>
#include <vector>

using namespace syncstress;
using namespace syncstress::testing;
using namespace std::chrono;
using sync::Batch;
namespace python = syncstress::backends::python;
namespace process = syncstress::backends::process;

namespace {

const std::string k_folder = SYNCSTRESS_SOURCE_DIR "/tests/adapters/";
const std::string k_cpu = k_folder + "python_cpu_adapter.py";
const std::string k_misbehaving = k_folder + "python_misbehaving_adapter.py";
using adapter_checks::k_n;
// A misbehaving adapter's calls are bounded by this; each case checks that its error came within it and a margin.
constexpr auto k_bound = milliseconds(2000);
const std::string k_bound_text = format_duration(k_bound);
constexpr auto k_margin = seconds(4);

// `start_bound` is longer by default: the start of an interpreter on a loaded machine is not what is tested.
process::Settings settings(milliseconds bound = seconds(30), milliseconds start_bound = seconds(30)) {
    process::Settings s = must(process::settings_from_environment());
    s.call_bound = bound;
    s.start_bound = start_bound;
    return s;
}

// The adapter created, or nullptr after a skip where no interpreter runs here.
std::unique_ptr<sync::Backend> start(const std::string& file, std::vector<std::pair<std::string, std::string>> options = {},
                                     const process::Settings& s = settings()) {
    sync::BackendOptions backend_options;
    backend_options.adapter_options = std::move(options);
    auto created = backends::create_python_adapter(file, backend_options, s);
    if (!created && created.error().message.find("cannot run " + s.interpreter) != std::string::npos) {
        skip(nullptr, "no Python interpreter here: " + created.error().message);
        return nullptr;
    }
    REQUIRE_MESSAGE(created.ok(), why(created));
    return std::move(*created);
}

// A rig on the misbehaving adapter, with a queue, a buffer and a semaphore made before the misbehaviour.
struct Misbehaving : BackendRig {
    sync::QueueId q = 0;
    sync::BufferId b = 0;
    sync::SemaphoreId s = 0;
    bool ready = false;
    explicit Misbehaving(const std::string& behave) {
        name = behave;
        backend = start(k_misbehaving, {{"behave", behave}}, settings(k_bound));
        if (!backend) return;
        q = queue(Side::device, "q");
        b = buffer(k_n, Memory::device, Side::device);
        s = semaphore();
        ready = true;
    }
    Status fill() {
        const Batch batch{{}, {sync::FillCmd{b, 0, k_n, 7}}, {{s, 1}}};
        return backend->submit(q, std::span<const Batch>(&batch, 1), {});
    }
};

// Runs `call`, which must fail within the bound and the margin with an error holding every one of `words`.
template <class Call>
std::string fails_in_time(Call call, std::initializer_list<std::string> words, nanoseconds bound = k_bound) {
    const auto start = steady_clock::now();
    const auto result = call();
    const auto took = steady_clock::now() - start;
    REQUIRE_FALSE(result.ok());
    CHECK(took < bound + k_margin);
    const std::string message = result.error().message;
    for (const auto& w : words) CHECK_MESSAGE(message.find(w) != std::string::npos, "\"" << w << "\" is not in: " << message);
    return message;
}

}  // namespace

TEST_CASE("python adapter: info says what hello and create said") {
    auto backend = start(k_cpu);
    if (!backend) return;
    const sync::BackendInfo& info = backend->info();
    CHECK(info.name == "adapter:python:" + k_cpu);
    REQUIRE(info.adapter.has_value());
    CHECK(info.adapter->name == "python-cpu");
    CHECK(info.adapter->version == "1.0");
    CHECK(std::filesystem::path(info.adapter->path).is_absolute());
    CHECK(info.device == "python threads");
    CHECK(info.driver.rfind("CPython 3.", 0) == 0);
    CHECK(info.device_side);
    CHECK_FALSE(info.cuda_side);
    // The eight commands by name, at their rows of SYNCSTRESS_QUEUE_COMMANDS; the barrier and the opaque kernel only with
    // their capabilities.
    const uint32_t barrier_row = 1u << sync::QueueOp(sync::BarrierCmd{}).index();
    const uint32_t opaque_row = 1u << sync::QueueOp(sync::OpaqueCmd{}).index();
    CHECK(info.commands == (((1u << std::variant_size_v<sync::QueueOp>)-1) & ~barrier_row & ~opaque_row));
    CHECK_FALSE(info.barriers);
    CHECK_FALSE(info.opaque_kernels);
    CHECK(info.kernels == (1u << k_kernel_count) - 1);
    CHECK(info.memories == 7u);
    CHECK(info.native.read);
    CHECK(info.native.write);
    CHECK(info.native.sync);
    CHECK(info.weaker == 0u);
    REQUIRE(info.notes.size() == 2);
    CHECK(info.notes[0] == "a test runtime: one thread per queue");
    CHECK(info.notes[1].find("does not declare the capability \"barriers\"") != std::string::npos);

    auto without = start(k_cpu, {{"host_ops", "none"}});
    REQUIRE(without);
    CHECK_FALSE(without->info().native.read);
    CHECK_FALSE(without->info().native.sync);
}

// A rig on the test runtime, or none after a skip.
#define ON_TEST_RUNTIME(check)                                                                                                             \
    BackendRig rig{"python", start(k_cpu)};                                                                                                \
    if (rig.backend) adapter_checks::check(rig)

TEST_CASE("python adapter: uploads, dispatches and downloads through shared host memory") { ON_TEST_RUNTIME(upload_dispatch_download); }
TEST_CASE("python adapter: every kernel, fill and copy give the independent values") { ON_TEST_RUNTIME(kernels_fill_copy); }
TEST_CASE("python adapter: a wait submitted before its signal, host waits that time out, semaphore values") {
    ON_TEST_RUNTIME(wait_before_signal);
}
TEST_CASE("python adapter: the runtime's own read, write and sync") { ON_TEST_RUNTIME(native_host_ops); }

TEST_CASE("python adapter: a barrier in the protocol's words: stages and access classes by name, the buffer only for a range") {
    const sync::BarrierCmd ranged{stage_bit(Stage::compute),
                                  stage_bit(Stage::transfer),
                                  access_bit(Stage::compute, true),
                                  access_bit(Stage::transfer, false),
                                  3,
                                  10,
                                  20};
    CHECK(python::barrier_json(ranged) == nlohmann::json::parse(R"({"op": "barrier", "src": ["compute"], "dst": ["transfer"],
        "src_access": ["compute_write"], "dst_access": ["transfer_read"], "buffer": 3, "offset": 10, "count": 20})"));
    CHECK(python::barrier_json(sync::full_barrier()) == nlohmann::json::parse(R"({"op": "barrier", "src": ["transfer", "compute"],
        "dst": ["transfer", "compute"], "src_access": ["transfer_write", "compute_write"],
        "dst_access": ["transfer_read", "transfer_write", "compute_read", "compute_write"]})"));
    const std::vector<Batch> batches{{{{1, 5}}, {sync::FillCmd{0, 0, 4, 1}, ranged, sync::DelayCmd{3}}, {{2, 6}}}};
    const auto with = python::commands_json(batches);
    REQUIRE(with.size() == 5);
    CHECK(with[0]["op"] == "wait");
    CHECK(with[2]["op"] == "barrier");
    CHECK(with[4]["op"] == "signal");
    // For an adapter that does not declare barriers they are left out.
    const auto without = python::commands_json(batches, false);
    REQUIRE(without.size() == 4);
    CHECK(without[2]["op"] == "delay");
}

TEST_CASE("python adapter: an adapter that declares barriers gets them and unordered_queue, one that does not gets neither") {
    const auto log = std::filesystem::temp_directory_path() /
                     ("syncstress-barrier-log-" + std::to_string(steady_clock::now().time_since_epoch().count()) + ".txt");
    std::filesystem::remove(log);
    BackendRig rig{"python", start(k_cpu, {{"barriers", "yes"}, {"log", log.string()}})};
    if (!rig.backend) return;
    const sync::BackendInfo& info = rig.backend->info();
    CHECK(info.barriers);
    CHECK(info.unordered_serial.find("serial_unordered") != std::string::npos);
    CHECK((info.commands >> sync::QueueOp(sync::BarrierCmd{}).index() & 1u) == 1u);
    const auto q = rig.queue(Side::device, "q");
    const auto y = rig.buffer(k_n, Memory::device, Side::device);
    const auto out = rig.host_array(k_n);
    const auto done = rig.semaphore();
    const sync::BarrierCmd barrier{stage_bit(Stage::compute),
                                   stage_bit(Stage::transfer),
                                   access_bit(Stage::compute, true),
                                   access_bit(Stage::transfer, false),
                                   y,
                                   0,
                                   k_n};
    const Batch batch{
        {}, {sync::DispatchCmd{Kernel::seq, y, 0, 0, 0, k_n, 1, 1}, barrier, sync::DownloadCmd{y, out, 0, 0, k_n}}, {{done, 1}}};
    must(rig.backend->submit(q, std::span<const Batch>(&batch, 1), sync::SubmitFlags{false, false}));
    REQUIRE(rig.wait(done, 1));
    CHECK(adapter_checks::values(rig, out) == adapter_checks::expected_values([](uint64_t i) { return static_cast<uint32_t>(1 + i); }));

    BackendRig old{"python", start(k_cpu, {{"log", log.string()}})};
    REQUIRE(old.backend);
    CHECK_FALSE(old.backend->info().barriers);
    const auto q0 = old.queue(Side::device, "q");
    const auto y0 = old.buffer(k_n, Memory::device, Side::device);
    const auto out0 = old.host_array(k_n);
    const auto done0 = old.semaphore();
    // The barrier names buffer 0 of this adapter; the adapter raises if it gets one.
    Batch left_out = batch;
    left_out.commands = {sync::DispatchCmd{Kernel::seq, y0, 0, 0, 0, k_n, 1, 1},
                         sync::BarrierCmd{barrier.src, barrier.dst, 0, 0, y0, 0, k_n}, sync::DownloadCmd{y0, out0, 0, 0, k_n}};
    left_out.signals = {{done0, 1}};
    must(old.backend->submit(q0, std::span<const Batch>(&left_out, 1), sync::SubmitFlags{false, false}));
    REQUIRE(old.wait(done0, 1));
    rig.backend.reset();
    old.backend.reset();

    std::ifstream in(log);
    std::vector<std::string> lines;
    for (std::string line; std::getline(in, line);) lines.push_back(line);
    std::filesystem::remove(log);
    REQUIRE(lines.size() == 2);
    CHECK(lines[0] == "[Barrier(src=['compute'], dst=['transfer'], src_access=['compute_write'], dst_access=['transfer_read'], buffer=0, "
                      "offset=0, count=1031)] unordered=True unordered_queue=True");
    CHECK(lines[1] == "[] unordered=True unordered_queue=False");
}

TEST_CASE("python adapter: an opaque kernel in the protocol's words, run by an adapter that declares opaque_kernels") {
    CHECK(python::commands_json(std::vector<Batch>{{{}, {sync::OpaqueCmd{7, {{1, 2, 3}}, {{0, 0, 4}}}}, {}}}) ==
          nlohmann::json::parse(R"([{"op": "opaque", "id": 7, "reads": [{"buffer": 1, "offset": 2, "count": 3}],
              "writes": [{"buffer": 0, "offset": 0, "count": 4}]}])"));
    BackendRig rig{"python", start(k_cpu, {{"opaque", "yes"}})};
    if (!rig.backend) return;
    CHECK((rig.backend->info().commands >> sync::QueueOp(sync::OpaqueCmd{}).index() & 1u) == 1u);
    adapter_checks::opaque_kernels(rig);
}

TEST_CASE("python adapter: errors the adapter reports, and ones before it runs") {
    if (!start(k_cpu)) return;
    auto unknown = backends::create_python_adapter(k_cpu, {false, {{"colour", "blue"}}}, settings());
    REQUIRE_FALSE(unknown.ok());
    CHECK(unknown.error().message == "adapter process " + k_cpu + ": create is not supported: unknown option colour");

    auto missing = backends::create_python_adapter(k_folder + "no_such_adapter.py", {}, settings());
    REQUIRE_FALSE(missing.ok());
    CHECK(missing.error().message == "adapter process " + k_folder + "no_such_adapter.py: no such file");

    process::Settings nowhere = settings();
    nowhere.interpreter = "syncstress-no-such-python";
    auto no_interpreter = backends::create_python_adapter(k_cpu, {}, nowhere);
    REQUIRE_FALSE(no_interpreter.ok());
    CHECK(no_interpreter.error().message.find("cannot run syncstress-no-such-python") != std::string::npos);

    const sync::Availability available = backends::probe_python_adapter(k_cpu, {});
    CHECK(available.available);
    CHECK(available.device == "python threads");
    const sync::Availability refused = backends::probe_python_adapter(k_cpu, {{"colour", "blue"}});
    CHECK_FALSE(refused.available);
    CHECK(refused.reason.find("unknown option colour") != std::string::npos);
}

TEST_CASE("python adapter: an exception in a call is an error of that call, and the adapter goes on") {
    Misbehaving rig("error_in_submit");
    if (!rig.ready) return;
    const std::string message = fails_in_time([&] { return rig.fill(); }, {"submit: ValueError: the test runtime refuses this submission"});
    CHECK(message == "adapter process " + k_misbehaving + ": submit: ValueError: the test runtime refuses this submission");
    CHECK(rig.value(rig.s) == 0);
}

TEST_CASE("python adapter: stray prints of the adapter do not reach the protocol") {
    Misbehaving rig("prints_in_submit");
    if (!rig.ready) return;
    must(rig.fill());
    CHECK(rig.wait(rig.s, 1));
}

TEST_CASE("python adapter: an adapter that aborts in submit") {
    Misbehaving rig("abort_in_submit");
    if (!rig.ready) return;
    const std::string message = fails_in_time([&] { return rig.fill(); }, {k_misbehaving, "ended during submit", "aborting in submit"});
    if constexpr (!platform::k_windows) CHECK(message.find("SIGABRT") != std::string::npos);
    // Every later call says the same.
    auto later = rig.backend->semaphore_value(rig.s);
    REQUIRE_FALSE(later.ok());
    CHECK(later.error().message == message);
}

TEST_CASE("python adapter: an adapter that exits in submit") {
    Misbehaving rig("exit_in_submit");
    if (!rig.ready) return;
    fails_in_time([&] { return rig.fill(); }, {k_misbehaving, "ended during submit (exit code 7)"});
}

TEST_CASE("python adapter: an adapter that hangs in submit is killed at the bound") {
    Misbehaving rig("hang_in_submit");
    if (!rig.ready) return;
    const std::string message =
        fails_in_time([&] { return rig.fill(); }, {k_misbehaving, "did not answer submit within " + k_bound_text + " and was killed"});
    CHECK(rig.backend->host_signal(rig.s, 1).error().message == message);
}

TEST_CASE("python adapter: an adapter that hangs in host_wait is killed at its timeout and the bound") {
    Misbehaving rig("hang_in_host_wait");
    if (!rig.ready) return;
    const auto timeout = milliseconds(500);
    const auto start = steady_clock::now();
    fails_in_time([&] { return rig.backend->host_wait(rig.s, 1, timeout); },
                  {"did not answer host_wait within " + format_duration(timeout + k_bound) + " and was killed"}, timeout + k_bound);
    CHECK(steady_clock::now() - start >= timeout + k_bound);
}

TEST_CASE("python adapter: an adapter that hangs in create or create_queue") {
    if (!start(k_cpu)) return;
    fails_in_time(
        [] {
            return backends::create_python_adapter(k_misbehaving, {false, {{"behave", "hang_in_create"}}}, settings(k_bound, k_bound));
        },
        {"did not answer create within " + k_bound_text});
    auto backend = start(k_misbehaving, {{"behave", "hang_in_create_queue"}}, settings(k_bound));
    fails_in_time([&] { return backend->create_queue(0, Side::device, "q"); }, {"did not answer create_queue within " + k_bound_text});
}

TEST_CASE("python adapter: an adapter that writes garbage or another request's id") {
    Misbehaving garbage("garbage_in_submit");
    if (!garbage.ready) return;
    fails_in_time([&] { return garbage.fill(); },
                  {k_misbehaving, "answered submit with a line that is not a JSON object: \"this is not JSON at all\"; it was stopped"});
    Misbehaving wrong_id("wrong_id_in_submit");
    fails_in_time([&] { return wrong_id.fill(); },
                  {"answered submit with a response whose id is not", "{\\\"id\\\":999999,\\\"ok\\\":true}"});
}

TEST_CASE("python adapter: an answer is read without a process, and an error quotes at most an excerpt of it") {
    // The readers the adapter protocol's fuzz target (tests/fuzz/adapter_fuzz.cpp) drives; they need no Python.
    auto ok = process::read_reply(R"({"id":4,"ok":true,"value":7})", "semaphore_value", 4);
    REQUIRE(ok);
    CHECK(ok->status == process::Reply::Status::ok);
    CHECK(python::semaphore_value_from_json(ok->body).value() == 7);
    auto failed = process::read_reply(R"({"id":2,"ok":false,"status":"device_lost","error":"gone"})", "submit", 2);
    REQUIRE(failed);
    CHECK(failed->status == process::Reply::Status::device_lost);
    CHECK(failed->error == "gone");
    CHECK(process::read_reply(R"({"id":3,"ok":true})", "submit", 2).error().message ==
          "answered submit with a response whose id is not 2: \"{\\\"id\\\":3,\\\"ok\\\":true}\"");
    // A line of a megabyte, of control bytes (each escaped as six characters): the quote is 200 bytes of it.
    const std::string huge(1 << 20, '\x01');
    const std::string error = process::read_reply(huge, "hello", 1).error().message;
    CHECK(error.rfind("answered hello with a line that is not a JSON object: \"\\u0001", 0) == 0);
    CHECK(error.size() < 6 * 200 + 100);
    // hello's answer without its version, and semaphore_value's without a value: a megabyte name quoted cut.
    const nlohmann::json body = {{"id", 1}, {"ok", true}, {"abi_version", 65537}, {"name", std::string(1 << 20, 'n')}};
    const std::string hello = python::hello_from_json(body).error().message;
    CHECK(hello.rfind("hello's answer lacks abi_version, name or version: {", 0) == 0);
    CHECK(hello.size() < 300);
    CHECK(python::semaphore_value_from_json(body).error().message.size() < 300);
    CHECK(python::hello_from_json({{"abi_version", 65537u}, {"name", "a"}, {"version", "1.0"}}).value().name == "a");
}

TEST_CASE("python adapter: a reply nested 100,000 levels deep is the adapter's error, not a stack overflow") {
    Misbehaving rig("deep_in_submit");
    if (!rig.ready) return;
    const std::string message =
        fails_in_time([&] { return rig.fill(); }, {k_misbehaving, "answered submit with a line nested more than 64 levels deep", "[[[["});
    CHECK(rig.backend->host_signal(rig.s, 1).error().message == message);
    // An answer without the field asked for is quoted in the error: printing this one overflowed the stack.
    Misbehaving quoted("deep_in_semaphore_value");
    fails_in_time([&] { return quoted.backend->semaphore_value(quoted.s); },
                  {"answered semaphore_value with a line nested more than 64 levels deep"});
}

TEST_CASE("python adapter: an adapter that truncates the shared host-array file cannot pull memory from under syncstress") {
    Misbehaving rig("truncate_in_submit");
    if (!rig.ready) return;
    const auto h = rig.host_array(k_n);
    const Status truncated = rig.fill();
    if (platform::k_windows) {
        // A file with a view mapped cannot be shortened on Windows.
        CHECK_FALSE(truncated.ok());
    } else {
        // Linux seals the memory against shrinking: the adapter's ftruncate fails, in the adapter.
        REQUIRE_FALSE(truncated.ok());
        CHECK(truncated.error().message.find("submit: PermissionError") != std::string::npos);
    }
    // Before the seal, this read died of SIGBUS.
    for (uint32_t x : rig.data(h, k_n)) REQUIRE(x == 0u);
    rig.data(h, k_n)[k_n - 1] = 5;
}

TEST_CASE("python adapter: a lost device refuses every later call") {
    Misbehaving rig("lose_device_in_submit");
    if (!rig.ready) return;
    fails_in_time([&] { return rig.fill(); }, {"lost its device during submit: the test runtime fell over"});
    auto later = rig.backend->semaphore_value(rig.s);
    REQUIRE_FALSE(later.ok());
    CHECK(later.error().message.find("no call is made to it any more") != std::string::npos);
}

TEST_CASE("python adapter: an adapter that exits at once, and one of another ABI") {
    if (!start(k_cpu)) return;
    fails_in_time([] { return backends::create_python_adapter(k_folder + "python_exit_adapter.py", {}, settings(k_bound)); },
                  {"python_exit_adapter.py ended during hello (exit code 3)", "cannot start: the runtime is missing"});
    const std::string abi =
        fails_in_time([] { return backends::create_python_adapter(k_folder + "python_wrong_abi_adapter.py", {}, settings(k_bound)); }, {});
    CHECK(abi == "adapter process " + k_folder + "python_wrong_abi_adapter.py: speaks adapter ABI 2.0; this syncstress speaks 1.1");
}

TEST_CASE("python adapter: destroying or abandoning a hung adapter takes bounded time") {
    for (const bool abandon : {false, true}) {
        Misbehaving rig("hang_in_host_wait");
        if (!rig.ready) return;
        must(rig.fill());
        const auto start = steady_clock::now();
        if (abandon) CHECK(rig.backend->abandon().find("was killed") != std::string::npos);
        rig.backend.reset();  // destroy is answered: the hang is only in host_wait
        CHECK(steady_clock::now() - start < k_margin);
    }
    Misbehaving hung("hang_in_submit");
    const auto start = steady_clock::now();
    CHECK_FALSE(hung.fill().ok());
    hung.backend.reset();
    CHECK(steady_clock::now() - start < k_bound + k_margin);
}

TEST_CASE("python adapter: bad ids and ranges are refused before anything reaches the adapter") {
    BackendRig rig{"python", start(k_cpu)};
    if (!rig.backend) return;
    const auto q = rig.queue(Side::device, "q");
    const auto b = rig.buffer(k_n, Memory::device, Side::device);
    const auto s = rig.semaphore();
    const std::string prefix = "adapter process " + k_cpu + ": ";
    // The second batch is bad: nothing of the first may run either.
    const std::vector<Batch> batches{{{}, {sync::FillCmd{b, 0, k_n, 1}}, {{s, 1}}}, {{}, {sync::FillCmd{b, 1000, 100, 2}}, {{s, 2}}}};
    const Status refused = rig.backend->submit(q, batches, {});
    REQUIRE_FALSE(refused.ok());
    CHECK(refused.error().message ==
          prefix + "submit refused: submit to queue 0, batch 1: command 0 (fill) reaches outside buffer 0 of 1031 elements");
    CHECK_FALSE(rig.wait(s, 1, milliseconds(200)));
    const Batch unknown{{{7, 1}}, {}, {}};
    CHECK(rig.backend->submit(q, std::span<const Batch>(&unknown, 1), {}).error().message ==
          prefix + "submit refused: submit to queue 0, batch 0: a wait names unknown semaphore 7");
    CHECK(rig.backend->create_queue(1, Side::cuda, "stream").error().message ==
          prefix + "runs no cuda-side queues (its info does not declare that side)");
    CHECK(rig.backend->read(5, sync::DownloadCmd{b, 0, 0, 0, 1}, seconds(1)).error().message == prefix + "refused: unknown queue 5");
    rig.submit(q, batches[0]);  // the adapter goes on
    CHECK(rig.wait(s, 1));
}

namespace {

void set_variable(const char* name, const char* value) {
#ifdef _WIN32
    _putenv_s(name, value ? value : "");
#else
    if (value)
        setenv(name, value, 1);
    else
        unsetenv(name);
#endif
}

}  // namespace

// Sets variables for a test case and puts back what was there.
struct Variables {
    std::vector<std::pair<std::string, std::optional<std::string>>> saved;
    void set(const char* name, const char* value) {
        const char* old = std::getenv(name);
        saved.emplace_back(name, old ? std::optional<std::string>(old) : std::nullopt);
        set_variable(name, value);
    }
    ~Variables() {
        for (auto it = saved.rbegin(); it != saved.rend(); ++it)
            set_variable(it->first.c_str(), it->second ? it->second->c_str() : nullptr);
    }
};

TEST_CASE("python adapter: SYNCSTRESS_PYTHON and SYNCSTRESS_PYTHON_CALL_TIMEOUT") {
    Variables variables;
    const auto set_variable = [&](const char* name, const char* value) { variables.set(name, value); };
    set_variable("SYNCSTRESS_PYTHON", "my-python");
    set_variable("SYNCSTRESS_PYTHON_CALL_TIMEOUT", "2500ms");
    const auto set = process::settings_from_environment();
    set_variable("SYNCSTRESS_PYTHON_CALL_TIMEOUT", "soon");
    const auto bad = process::settings_from_environment();
    set_variable("SYNCSTRESS_PYTHON", nullptr);
    set_variable("SYNCSTRESS_PYTHON_CALL_TIMEOUT", nullptr);
    REQUIRE(set.ok());
    CHECK(set->interpreter == "my-python");
    CHECK(set->call_bound == milliseconds(2500));
    CHECK(set->start_bound == milliseconds(2500));
    REQUIRE_FALSE(bad.ok());
    CHECK(bad.error().message.rfind("SYNCSTRESS_PYTHON_CALL_TIMEOUT: ", 0) == 0);
    const auto defaults = process::settings_from_environment();
    REQUIRE(defaults.ok());
    CHECK(defaults->interpreter == (platform::k_windows ? "python.exe" : "python3"));
    CHECK(defaults->call_bound == seconds(30));
    CHECK(defaults->start_bound == seconds(120));
}
