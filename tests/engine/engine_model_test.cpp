// Where the reference model runs: a model run that writes many elements goes to a thread of its own while the host
// submits and the device works, and is waited for at the first check (core/engine/engine.cpp,
// k_model_beside_elements); a small one runs in the iteration's first wait (k_model_in_wait_elements); between the
// two, inline. Wherever it runs, what it says must be the same: the same passes, the same mismatches, classified
// alike.
#include "core/engine/engine.h"
#include "tests/common/report_names.h"
#include "tests/scenario/scenario_test_util.h"

#include <doctest/doctest.h>

#include <chrono>
#include <optional>
#include <string>
#include <vector>

using namespace syncstress;

namespace {

// The host fills src and then lets the queue upload it: the upload waits for the host's signal. Under the
// stage_at_submit fault the upload copies src when submitted, before the host wrote this iteration's values: a
// mismatch in every iteration (zeros in the first, the last iteration's values after). The upload and the read are
// `elements` long: 64 leaves the model to the read's wait, 1,024 keeps it inline, 262,144 sends it beside.
scenario::Scenario gated_upload(uint64_t elements) {
    return scenario::test::load_ok(scenario::test::doc(R"("elements": )" + std::to_string(elements) + R"(,
        "queues": {"q": {}}, "buffers": {"b": {}}, "host": {"src": {}, "h": {}}, "semaphores": {"go": {}}, "steps": [
        {"op": "submit", "queue": "q", "commands": [
            {"op": "wait", "semaphore": "go", "value": 1},
            {"op": "upload", "src": "src", "dst": "b"},
            {"op": "dispatch", "kernel": "inc", "dst": "b", "k": 3}]},
        {"op": "host_fill", "dst": "src", "seq": ["$iteration", 2]},
        {"op": "host_signal", "semaphore": "go", "value": 1},
        {"op": "read", "queue": "q", "src": "b", "dst": "h"},
        {"op": "check", "host": "h", "expect": {"seq": ["$iteration+3", 2]}}])"));
}

report::ScenarioResult run(uint64_t elements, bool faulty) {
    engine::RunOptions options;
    options.backends = {{"cpu"}, true};
    options.iterations = 4;
    options.hang_timeout = std::chrono::seconds(10);
    if (faulty) options.faults.add(sync::Fault::stage_at_submit);
    return engine::run_one(gated_upload(elements), "cpu", options);
}

struct Seen {
    uint64_t iteration;
    std::optional<MismatchKind> classification;
    uint64_t wrong, checked;
    bool operator==(const Seen&) const = default;
};

std::vector<Seen> mismatches(const report::ScenarioResult& r) {
    std::vector<Seen> out;
    for (const auto& f : r.findings)
        if (f.kind == report::FindingKind::mismatch)
            out.push_back({f.iteration.value_or(0), f.classification, f.wrong.value_or(0), f.checked.value_or(0)});
    return out;
}

}  // namespace

TEST_CASE("engine: a model run beside the device or in a wait says what one run inline says") {
    constexpr uint64_t k_tiny = 64, k_small = 1024, k_large = 256 * 1024;
    for (uint64_t elements : {k_tiny, k_small, k_large}) {
        CAPTURE(elements);
        const report::ScenarioResult r = run(elements, false);
        INFO(r.reason.value_or(""));
        CHECK(r.status == report::ResultStatus::pass);
        CHECK(r.iterations == 4);
        CHECK(r.failures == 0);
    }

    const report::ScenarioResult tiny = run(k_tiny, true), small = run(k_small, true), large = run(k_large, true);
    CHECK(tiny.status == report::ResultStatus::fail);
    CHECK(small.status == report::ResultStatus::fail);
    CHECK(large.status == report::ResultStatus::fail);
    CHECK(tiny.failures == 4);
    CHECK(small.failures == 4);
    CHECK(large.failures == 4);
    const auto w = mismatches(tiny), a = mismatches(small), b = mismatches(large);
    REQUIRE(w.size() == 4);
    REQUIRE(a.size() == 4);
    REQUIRE(b.size() == 4);
    for (size_t i = 0; i < a.size(); ++i) {
        CAPTURE(i);
        CHECK(w[i].iteration == i);
        CHECK(a[i].iteration == i);
        CHECK(b[i].iteration == i);
        CHECK(w[i].classification == a[i].classification);
        CHECK(a[i].classification == b[i].classification);
        // The upload brought the last iteration's src (3 + 2j after the inc, where 3 + it + 2j is expected): every
        // element wrong; in the first, src's zeros (3 after the inc): all but element 0.
        CHECK(w[i].wrong == (i == 0 ? k_tiny - 1 : k_tiny));
        CHECK(a[i].wrong == (i == 0 ? k_small - 1 : k_small));
        CHECK(b[i].wrong == (i == 0 ? k_large - 1 : k_large));
        CHECK(w[i].checked == k_tiny);
        CHECK(a[i].checked == k_small);
        CHECK(b[i].checked == k_large);
    }
}

// A model left for the iteration's first wait, in an iteration whose check comes before any wait: the engine runs it
// at the check, every iteration ($iteration makes a stale expectation wrong from the second on).
TEST_CASE("engine: a check no wait precedes is compared with this iteration's model") {
    const scenario::Scenario sc = scenario::test::load_ok(scenario::test::doc(R"("elements": 16,
        "queues": {"q": {}}, "buffers": {"b": {}}, "host": {"h": {}}, "steps": [
        {"op": "host_fill", "dst": "h", "seq": ["$iteration", 3]},
        {"op": "check", "host": "h", "expect": {"seq": ["$iteration", 3]}},
        {"op": "fill", "queue": "q", "dst": "b", "value": "$iteration"},
        {"op": "read", "queue": "q", "src": "b", "dst": "h"},
        {"op": "check", "host": "h", "expect": {"fill": "$iteration"}}])"));
    engine::RunOptions options;
    options.backends = {{"cpu"}, true};
    options.iterations = 5;
    options.hang_timeout = std::chrono::seconds(10);
    const report::ScenarioResult r = engine::run_one(sc, "cpu", options);
    INFO(r.reason.value_or(""));
    CHECK(r.status == report::ResultStatus::pass);
    CHECK(r.iterations == 5);
    CHECK(r.failures == 0);
    CHECK(mismatches(r).empty());
}
