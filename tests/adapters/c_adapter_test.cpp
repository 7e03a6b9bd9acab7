// Runtime adapters loaded from a shared library (--backend adapter:PATH), through the real binary and the test
// adapters of this folder: what a run through one shows and reports, and the one sentence each broken adapter gets.
#include "tests/common/skip.h"
#include "tests/engine/e2e_support.h"

#include <doctest/doctest.h>

#include <string>

namespace {

const std::string k_adapter = SYNCSTRESS_TEST_ADAPTER;
const std::string k_backend = "adapter:" + k_adapter;

std::string quoted(const std::string& s) { return "'" + s + "'"; }

// `syncstress run SCENARIOS --backend adapter:LIB ARGS` with a JSON report in `dir`.
std::pair<e2e::Outcome, nlohmann::json> run(const std::filesystem::path& dir, const std::string& scenarios, const std::string& args) {
    const auto json = dir / "r.json";
    auto out = e2e::syncstress("run " + scenarios + " --backend " + quoted(k_backend) + " " + args + " --json " + quoted(json.string()));
    return {out, e2e::read_json(json)};
}

}  // namespace

TEST_CASE("adapter: the shipped seeds and patterns pass through the host adapter and the report names it") {
    auto dir = e2e::temp_dir("adapter-pass");
    auto [out, report] = run(dir, quoted(e2e::source("scenarios/seeds")) + " " + quoted(e2e::source("scenarios/patterns")), "-n 200");
    INFO(out.output);
    CHECK(out.exit_code == 0);
    size_t passed = 0, skipped = 0;
    for (const auto& r : report["results"]) {
        CHECK(r["backend"] == k_backend);
        CHECK(r["repro"].get<std::string>().find("--backend " + k_backend) != std::string::npos);
        if (r["status"] == "pass") ++passed;
        if (r["status"] == "skip") {
            ++skipped;
            // The host adapter runs no cuda side: those scenarios say so.
            CHECK(r["reason"].get<std::string>().find("cuda-side queues") != std::string::npos);
        }
    }
    CHECK(passed >= 8);
    CHECK(passed + skipped == report["results"].size());
    bool named = false;
    for (const auto& b : report["host"]["backends"])
        if (b["name"] == k_backend)
            named = b["adapter"]["name"] == "host-test" && b["adapter"]["version"] == "1.0.0" && b["adapter"]["path"] == k_adapter &&
                    b["device"] == "host threads";
    CHECK(named);
    CHECK(e2e::schema_errors(dir / "r.json") == "");
}

TEST_CASE("adapter: the runtime's own read, write and sync run the seeds that use them") {
    auto dir = e2e::temp_dir("adapter-native");
    auto [out, report] = run(dir, quoted(e2e::source("scenarios/seeds")), "-n 100 --adapter-option host_ops=read,write,sync");
    INFO(out.output);
    CHECK(out.exit_code == 0);
    // The option travels in the repro line (quoted as this platform's shell wants), so that it runs the same adapter
    // the same way.
    for (const auto& r : report["results"]) {
        const std::string repro = r["repro"].get<std::string>();
        CHECK(repro.find("--adapter-option") != std::string::npos);
        CHECK(repro.find("host_ops=read,write,sync") != std::string::npos);
    }
}

TEST_CASE("adapter: the broken scenarios it can express are shown, deadlocks recovered and the run goes on") {
    auto dir = e2e::temp_dir("adapter-broken");
    auto [out, report] = run(dir, quoted(e2e::source("scenarios/broken")), "-n 200 --hang-timeout 300ms");
    INFO(out.output);
    CHECK(out.exit_code == 0);
    size_t expected = 0, deadlocks_shown = 0;
    for (const auto& r : report["results"]) {
        CAPTURE(r["scenario"]);
        CHECK((r["status"] == "expected" || r["status"] == "skip"));
        if (r["status"] != "expected") continue;
        ++expected;
        // Shown, not only proved: the run saw the race's wrong data or the deadlock's hang.
        bool shown = false;
        for (const auto& f : r["findings"]) {
            const bool seen = f.contains("shown") && !f["shown"].is_null() && f["shown"]["iterations"] > 0;
            shown = shown || seen;
            if (seen && f["kind"] == "deadlock") ++deadlocks_shown;
        }
        // A barrier of the wrong range misses a memory dependency only: its execution dependency holds, and the test
        // runtime's memory is coherent host memory, so nothing can show it there.
        if (r["scenario"] == "vulkan-barrier-wrong-range") continue;
        // A free changes no data: its race is the analysis's alone.
        if (r["scenario"] == "pytorch-tensor-freed-without-record-stream" || r["scenario"] == "vulkan-staging-freed-in-flight") continue;
        CHECK(shown);
    }
    // The broken scenarios of device-side queues alone (the others need a cuda side): ten races (two of LuisaCompute, one
    // between host threads, three of an unordered queue's barriers, one of an opaque kernel, which the test runtime
    // runs: ABI 1.1, two of memory freed in use, and one of a setup's upload) and two deadlocks.
    CHECK(expected == 12);
    CHECK(deadlocks_shown == 2);
}

TEST_CASE("adapter: one of ABI 1.0 skips a scenario with an unordered queue saying why, one of 1.1 that declares barriers runs it") {
    auto dir = e2e::temp_dir("adapter-barriers");
    const std::string scenario = quoted(e2e::source("scenarios/patterns/dispatch-then-download-barrier.json"));
    const std::string old_backend = "adapter:" + std::string(SYNCSTRESS_TEST_ADAPTER_ABI_1_0);
    const auto json = dir / "r.json";
    auto out = e2e::syncstress("run " + scenario + " --backend " + quoted(old_backend) + "," + quoted(k_backend) + " -n 50 --json " +
                               quoted(json.string()));
    INFO(out.output);
    CHECK(out.exit_code == 0);
    const auto report = e2e::read_json(json);
    REQUIRE(report["results"].size() == 2);
    for (const auto& r : report["results"]) {
        CAPTURE(r["backend"]);
        if (r["backend"] == old_backend) {
            CHECK(r["status"] == "skip");
            CHECK(r["reason"] == "the " + old_backend +
                                     " backend does not declare barriers (adapter ABI 1.1 capability SS_CAP_BARRIERS, \"barriers\" in an "
                                     "adapter process's info); an unordered queue needs them (queue gfx)");
        } else {
            CHECK(r["status"] == "pass");
        }
    }
}

TEST_CASE("adapter: syncstress backends describes an adapter as it describes the built-in backends") {
    auto out = e2e::syncstress("backends --backend " + quoted(k_backend));
    INFO(out.output);
    CHECK(out.exit_code == 0);
    CHECK(out.output.find(k_backend + ": available") != std::string::npos);
    CHECK(out.output.find("adapter: host-test 1.0.0 (" + k_adapter + ")") != std::string::npos);
    CHECK(out.output.find("device: host threads") != std::string::npos);
}

TEST_CASE("adapter: a library that cannot serve is exit 3 with one sentence naming it") {
    const std::string scenario = quoted(e2e::source("scenarios/patterns/kernels.json"));
    struct Case {
        std::string backend, options, says;
    };
    const Case cases[] = {
        {"adapter:" + e2e::source("no-such-adapter.so"), "", "no-such-adapter.so: no such file"},
        {"adapter:" + e2e::source("CMakeLists.txt"), "", "cannot be loaded"},
        {"adapter:" + std::string(SYNCSTRESS_TEST_ADAPTER_NO_ENTRY), "", "exports no syncstress_adapter() entry point"},
        {"adapter:" + std::string(SYNCSTRESS_TEST_ADAPTER_ABI2), "", "was built for adapter ABI 2.0; this syncstress speaks 1.1"},
        {k_backend, "--adapter-option fail=create", "could not start: the test adapter was asked to fail"},
        {k_backend, "--adapter-option colour=blue", "unknown option 'colour'"},
    };
    for (const auto& c : cases) {
        CAPTURE(c.backend);
        auto out = e2e::syncstress("run " + scenario + " --backend " + quoted(c.backend) + " " + c.options + " -n 2");
        INFO(out.output);
        CHECK(out.exit_code == 3);
        CHECK(out.output.find(c.says) != std::string::npos);
    }
    auto bad = e2e::syncstress("run " + scenario + " --backend " + quoted(k_backend) + " --adapter-option novalue -n 2");
    CHECK(bad.exit_code == 2);
    CHECK(bad.output.find("--adapter-option 'novalue': expected KEY=VALUE") != std::string::npos);
}

TEST_CASE("adapter: a lost device is an error of kind device_lost, exit 3") {
    auto dir = e2e::temp_dir("adapter-lost");
    auto [out, report] = run(dir, quoted(e2e::source("scenarios/patterns/kernels.json")), "-n 3 --adapter-option lose=submit");
    INFO(out.output);
    CHECK(out.exit_code == 3);
    REQUIRE(report["results"].size() == 1);
    const auto& r = report["results"][0];
    CHECK(r["status"] == "error");
    CHECK(r["error"] == "device_lost");
    CHECK(r["reason"].get<std::string>().find("the device fell off the bus (lose=submit) (device lost)") != std::string::npos);
    CHECK(report["summary"]["exit_code"] == 3);
    CHECK(e2e::schema_errors(dir / "r.json") == "");
}

TEST_CASE("adapter: one that crashes under --isolate is an error naming it, and the report is complete") {
    auto dir = e2e::temp_dir("adapter-crash");
    auto [out, report] = run(dir,
                             quoted(e2e::source("scenarios/patterns/kernels.json")) + " " +
                                 quoted(e2e::source("scenarios/patterns/transfers-and-ranges.json")),
                             "-n 5 --isolate --adapter-option crash=submit");
    INFO(out.output);
    CHECK(out.exit_code == 1);
    REQUIRE(report["results"].size() == 2);
    for (const auto& r : report["results"]) {
        CHECK(r["status"] == "error");
        CHECK(r["error"] == "internal");
        CHECK(r["reason"].get<std::string>().find("the worker running " + k_backend + " crashed") != std::string::npos);
    }
    CHECK(e2e::schema_errors(dir / "r.json") == "");
}

// Under --isolate the availability check runs in a worker: an adapter that crashes as it opens costs that check, and
// the run reports the backend unavailable, saying how the check ended (exit 3, as for any named backend that is).
TEST_CASE("adapter: one that crashes as it opens under --isolate is unavailable, saying so, and the report is complete") {
    auto dir = e2e::temp_dir("adapter-crash-create");
    auto [out, report] = run(dir, quoted(e2e::source("scenarios/patterns/kernels.json")), "-n 2 --isolate --adapter-option crash=create");
    INFO(out.output);
    CHECK(out.exit_code == 3);
    REQUIRE(report["results"].size() == 1);
    const std::string reason = report["results"][0]["reason"];
    CHECK(reason.find("unavailable: its availability check in a worker ended: ") != std::string::npos);
    bool described = false;
    for (const auto& b : report["host"]["backends"])
        described = described || (b["name"] == k_backend && b["available"] == false &&
                                  b["reason"].get<std::string>().find("its availability check in a worker ended") != std::string::npos);
    CHECK(described);
    CHECK(e2e::schema_errors(dir / "r.json") == "");
}

TEST_CASE("adapter: a table shorter than recover has no recover, and a hang is recovered without calling the slot") {
    // The short table's recover slot, past its struct_size, holds a garbage pointer: calling it crashed the run.
    const std::string backend = "adapter:" + std::string(SYNCSTRESS_TEST_ADAPTER_SHORT_TABLE);
    auto dir = e2e::temp_dir("adapter-short-table");
    const auto json = dir / "r.json";
    auto out = e2e::syncstress("run " + quoted(e2e::source("scenarios/broken")) + " --backend " + quoted(backend) +
                               " -n 50 --hang-timeout 300ms --json " + quoted(json.string()));
    INFO(out.output);
    CHECK(out.exit_code == 0);
    const auto report = e2e::read_json(json);
    bool deadlock = false;
    for (const auto& r : report["results"])
        for (const auto& f : r["findings"]) deadlock = deadlock || f["kind"] == "deadlock";
    CHECK(deadlock);
}

TEST_CASE("adapter: a library that calls exit(0) as it loads is exit 3 naming it, never a silent success") {
    const std::string library = SYNCSTRESS_TEST_ADAPTER_EXIT_ON_LOAD;
    const std::string says = "adapter " + library + " ended the process while it was loading or starting (it called exit())";
    const std::string scenario = quoted(e2e::source("scenarios/patterns/kernels.json"));
    for (const std::string& command : {"run " + scenario + " -n 2", "run " + scenario + " -n 2 --isolate", std::string("backends")}) {
        CAPTURE(command);
        auto out = e2e::syncstress(command + " --backend " + quoted("adapter:" + library));
        INFO(out.output);
        CHECK(out.exit_code == 3);
        CHECK(out.output.find(says) != std::string::npos);
    }
}
