// The shipped OpenCL adapters under `syncstress run`, on whatever OpenCL is here (pocl in CI): the seeds and patterns
// OpenCL can express pass with the aimed perturbation (no false finding), each broken scenario it can express is
// shown, and the rest are skipped with the reason. Without an OpenCL platform each case skips, unless
// SYNCSTRESS_REQUIRE_OPENCL=1 (scripts/test sets it where pocl is installed).
#include "tests/common/skip.h"
#include "tests/engine/e2e_support.h"

#include <doctest/doctest.h>

#include <string>

namespace {

constexpr const char* k_require_opencl = "SYNCSTRESS_REQUIRE_OPENCL";

std::string quoted(const std::string& s) { return "'" + s + "'"; }

// Whether the scenario file holds `tag` among its tags.
bool tagged(const std::string& file, const std::string& tag) {
    const auto scenario = e2e::read_json(file);
    if (!scenario.contains("tags")) return false;
    for (const auto& t : scenario["tags"])
        if (t == tag) return true;
    return false;
}

// Runs the shipped scenarios on `backend`; false (the case skipped) where it cannot start here.
bool run_suite(const std::string& backend, const std::string& name) {
    auto dir = e2e::temp_dir(name);
    const auto json = dir / "r.json";
    const std::string scenarios = quoted(e2e::source("scenarios/seeds")) + " " + quoted(e2e::source("scenarios/patterns")) + " " +
                                  quoted(e2e::source("scenarios/broken"));
    auto out =
        e2e::syncstress("run " + scenarios + " --backend " + quoted(backend) + " -n 100 --hang-timeout 1s --json " + quoted(json.string()));
    INFO(out.output);
    if (out.exit_code == 3) {
        ::syncstress::testing::skip(k_require_opencl, backend + " cannot start here:\n" + out.output);
        return false;
    }
    CHECK(out.exit_code == 0);
    const auto report = e2e::read_json(json);
    size_t passed = 0, expected = 0, cuda_skips = 0;
    for (const auto& r : report["results"]) {
        CAPTURE(r["scenario"]);
        CAPTURE(r["reason"]);
        if (r["status"] == "pass") ++passed;
        if (r["status"] == "skip") {
            CHECK(r["reason"].get<std::string>().find("cuda-side queues") != std::string::npos);
            ++cuda_skips;
        }
        if (r["status"] != "expected") continue;
        ++expected;
        bool shown = false;
        for (const auto& f : r["findings"]) shown = shown || (f.contains("shown") && !f["shown"].is_null() && f["shown"]["iterations"] > 0);
        // Both adapters run an unordered queue on an in-order OpenCL queue (SS_CAP_SERIAL_UNORDERED): a race between its
        // commands, which the barrier scenarios are about, cannot show there.
        if (tagged(r["file"].get<std::string>(), "barriers")) continue;
        // A free changes no data: its race is the analysis's alone.
        if (tagged(r["file"].get<std::string>(), "lifetime")) continue;
        CHECK(shown);
    }
    // Device-side queues alone: seventeen seeds and patterns; twelve broken scenarios: ten races (two of LuisaCompute, one
    // between host threads, three of an unordered queue's barriers, one of an opaque kernel, two of memory freed in use,
    // one of a setup's upload) and two deadlocks; the rest need a cuda side.
    CHECK(passed == 17);
    CHECK(expected == 12);
    CHECK(passed + expected + cuda_skips == report["results"].size());
    CHECK(e2e::schema_errors(json) == "");
    return true;
}

}  // namespace

#ifdef SYNCSTRESS_OPENCL_ADAPTER_PATH
TEST_CASE("opencl adapter: the shipped scenarios pass or are shown, the rest skipped with the reason") {
    run_suite("adapter:" + std::string(SYNCSTRESS_OPENCL_ADAPTER_PATH), "opencl-run");
}
#endif

TEST_CASE("pyopencl adapter: the shipped scenarios pass or are shown, the rest skipped with the reason") {
    run_suite("adapter:python:" + e2e::source("adapters/pyopencl/pyopencl_adapter.py"), "pyopencl-run");
}
