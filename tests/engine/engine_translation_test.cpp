// The engine's translation of each scenario op into the sync core's commands, seen through runs on the cpu
// backend: every op moves data between distinct ranges (src_offset != dst_offset, offset != count, a, b and dst
// distinct, p0 != p1), values follow $iteration so that stale data shows, and every check states its values as a
// pattern, which the loader holds against the model. A field the engine drops, swaps or takes from the wrong
// operand shows as a mismatch or a hang.
#include "core/engine/engine.h"
#include "tests/common/report_names.h"
#include "tests/scenario/scenario_test_util.h"

#include <doctest/doctest.h>

#include <chrono>
#include <string>

using namespace syncstress;

namespace {

constexpr uint64_t k_iterations = 3;

// Runs a scenario of 16-element objects for a few iterations on the cpu backend. Without a perturbation the engine
// submits prepared submissions (their values set per iteration); with one, the steps it perturbs are translated anew
// each iteration.
report::ScenarioResult run_on_cpu(const std::string& objects_and_steps, engine::Perturbation perturb = {}) {
    const scenario::Scenario sc = scenario::test::load_ok(scenario::test::doc(R"("elements": 16, )" + objects_and_steps));
    engine::RunOptions options;
    options.backends = {{"cpu"}, true};
    options.iterations = k_iterations;
    options.perturb = perturb;
    options.hang_timeout = std::chrono::seconds(5);
    return engine::run_one(sc, "cpu", options);
}

std::string findings_of(const report::ScenarioResult& r) {
    std::string out = r.reason.value_or("");
    for (const auto& f : r.findings)
        out += "\n" + std::string(to_string(f.kind)) + " " + (f.classification ? to_string(*f.classification) : "") + ": " + f.message;
    return out;
}

void check_passes(const std::string& objects_and_steps, engine::Perturbation perturb = {}) {
    const report::ScenarioResult r = run_on_cpu(objects_and_steps, perturb);
    INFO(findings_of(r));
    CHECK(r.status == report::ResultStatus::pass);
    CHECK(r.iterations == k_iterations);
    CHECK(r.failures == 0);
}

// h[9, 13) holds $iteration+100 + 2.. : a seq that starts 7 lower at index 0; the rest of h stays as the model says.
const std::string k_check_moved = R"(
    {"op": "check", "host": "h", "offset": 9, "count": 4, "expect": {"seq": ["$iteration+93", 1]}},
    {"op": "check", "host": "h"})";

}  // namespace

TEST_CASE("engine: fill keeps its offset, count and value") {
    check_passes(R"("queues": {"q": {}}, "buffers": {"b": {}}, "host": {"h": {}}, "steps": [
        {"op": "fill", "queue": "q", "dst": "b", "offset": 3, "count": 4, "value": "$iteration+9"},
        {"op": "read", "queue": "q", "src": "b", "dst": "h"},
        {"op": "check", "host": "h", "offset": 3, "count": 4, "expect": {"fill": "$iteration+9"}},
        {"op": "check", "host": "h"}])");
}

TEST_CASE("engine: copy, upload, download, write and read keep source and destination offsets apart") {
    const std::string objects = R"("queues": {"q": {}}, "buffers": {"a": {}, "b": {}}, "host": {"src": {}, "h": {}}, "steps": [)";
    const std::string seq_in_a = R"({"op": "dispatch", "queue": "q", "kernel": "seq", "dst": "a", "base": "$iteration+100", "stride": 1},)";
    const std::string seq_in_src = R"({"op": "host_fill", "dst": "src", "seq": ["$iteration+100", 1]},)";
    const std::string read_b = R"({"op": "read", "queue": "q", "src": "b", "dst": "h"},)";
    SUBCASE("copy") {
        check_passes(objects + seq_in_a +
                     R"({"op": "copy", "queue": "q", "src": "a", "dst": "b", "src_offset": 2, "dst_offset": 9, "count": 4},)" + read_b +
                     k_check_moved + "]");
    }
    SUBCASE("upload") {
        check_passes(objects + seq_in_src +
                     R"({"op": "upload", "queue": "q", "src": "src", "dst": "b", "src_offset": 2, "dst_offset": 9, "count": 4},)" + read_b +
                     k_check_moved + "]");
    }
    SUBCASE("download") {
        check_passes(objects + seq_in_a +
                     R"({"op": "download", "queue": "q", "src": "a", "dst": "h", "src_offset": 2, "dst_offset": 9, "count": 4},
            {"op": "host_wait", "all": true},)" +
                     k_check_moved + "]");
    }
    SUBCASE("write") {
        check_passes(objects + seq_in_src +
                     R"({"op": "write", "queue": "q", "src": "src", "dst": "b", "src_offset": 2, "dst_offset": 9, "count": 4},)" + read_b +
                     k_check_moved + "]");
    }
    SUBCASE("read") {
        check_passes(objects + seq_in_a +
                     R"({"op": "read", "queue": "q", "src": "a", "dst": "h", "src_offset": 2, "dst_offset": 9, "count": 4},)" +
                     k_check_moved + "]");
    }
}

TEST_CASE("engine: every kernel keeps its operands, range and parameters") {
    // a = 100+it+i and b = 1000+10i everywhere; c is written over [5, 8) only.
    const std::string setup = R"("queues": {"q": {}}, "buffers": {"a": {}, "b": {}, "c": {}}, "host": {"h": {}}, "steps": [
        {"op": "dispatch", "queue": "q", "kernel": "seq", "dst": "a", "base": "$iteration+100", "stride": 1},
        {"op": "dispatch", "queue": "q", "kernel": "seq", "dst": "b", "base": 1000, "stride": 10},
        {"op": "fill", "queue": "q", "dst": "c", "value": "$iteration"},)";
    struct Case {
        const char* kernel;
        const char* dispatch;  // the fields after kernel, queue and range
        const char* expect;    // pattern of c[5, 8)
    };
    const Case cases[] = {
        {"seq", R"("dst": "c", "base": "$iteration+1000", "stride": 7)", R"({"seq": ["$iteration+1000", 7]})"},
        {"hash", R"("dst": "c", "seed": "$iteration+9")", R"({"hash": "$iteration+9"})"},
        {"add", R"("a": "a", "b": "b", "dst": "c")", R"({"seq": ["$iteration+1100", 11]})"},
        {"scale", R"("src": "b", "dst": "c", "k": 3)", R"({"seq": [3000, 30]})"},
        {"inc", R"("dst": "c", "k": 5)", R"({"fill": "$iteration+5"})"},
        {"copy", R"("src": "a", "dst": "c")", R"({"seq": ["$iteration+100", 1]})"},
    };
    for (const Case& c : cases) {
        CAPTURE(c.kernel);
        check_passes(setup + R"({"op": "dispatch", "queue": "q", "kernel": ")" + c.kernel + R"(", "offset": 5, "count": 3, )" + c.dispatch +
                     R"(},
            {"op": "read", "queue": "q", "src": "c", "dst": "h"},
            {"op": "check", "host": "h", "offset": 5, "count": 3, "expect": )" +
                     c.expect + R"(},
            {"op": "check", "host": "h"}])");
    }
}

TEST_CASE("engine: signal and wait values rise with the iteration, in prepared submissions and in those translated anew") {
    // Were the values not raised, iteration 1's wait would already be met and the copy would read b before the
    // delayed fill (stale data), or its signal would not raise t and the wait would hang. Random delays (2 ms, no
    // host jitter) make the engine translate the steps it delays each iteration rather than submit prepared ones.
    const auto random_delays = engine::parse_perturbation("2ms,0");
    REQUIRE(random_delays.ok());
    for (const engine::Perturbation perturb : {engine::Perturbation{}, *random_delays}) {
        CAPTURE(engine::to_string(perturb));
        check_passes(R"("queues": {"p": {}, "c": {}}, "buffers": {"b": {}, "d": {}}, "host": {"h": {}}, "semaphores": {"t": {}}, "steps": [
            {"op": "submit", "queue": "p", "commands": [{"op": "delay", "us": 20000}, {"op": "fill", "dst": "b", "value": "$iteration+1"},
                                                      {"op": "signal", "semaphore": "t", "value": 1}]},
            {"op": "submit", "queue": "c", "commands": [{"op": "wait", "semaphore": "t", "value": 1}, {"op": "copy", "src": "b", "dst": "d"}]},
            {"op": "read", "queue": "c", "src": "d", "dst": "h"},
            {"op": "check", "host": "h", "expect": {"fill": "$iteration+1"}}])",
                     perturb);
    }
}

TEST_CASE("engine: the commands of one submission keep their offsets apart: upload, copy, download in a chain") {
    // src[1, 5) -> a[6, 10) -> b[11, 15) -> h[0, 4): h starts with src's values from index 1 on, $iteration+101, ...
    check_passes(R"("queues": {"q": {}}, "buffers": {"a": {}, "b": {}}, "host": {"src": {}, "h": {}}, "steps": [
        {"op": "host_fill", "dst": "src", "seq": ["$iteration+100", 1]},
        {"op": "submit", "queue": "q", "commands": [
            {"op": "upload", "src": "src", "dst": "a", "src_offset": 1, "dst_offset": 6, "count": 4},
            {"op": "copy", "src": "a", "dst": "b", "src_offset": 6, "dst_offset": 11, "count": 4},
            {"op": "download", "src": "b", "dst": "h", "src_offset": 11, "dst_offset": 0, "count": 4}]},
        {"op": "host_wait", "all": true},
        {"op": "check", "host": "h", "count": 4, "expect": {"seq": ["$iteration+101", 1]}},
        {"op": "check", "host": "h"}])");
}

// The model's expectation of a check is taken at the check: a download into the checked array that waits (for a
// semaphore the host signals after the check) or that a later step submits must not show in it. On the device the
// check sees the array before either download: the runs pass only if the model expects the same.
TEST_CASE("engine: a check before downloads into its array, one held by a wait and one submitted later, passes") {
    // Held by a wait: nothing after the check but the download itself writes h.
    check_passes(R"("queues": {"q": {}}, "buffers": {"b": {}}, "host": {"h": {}}, "semaphores": {"go": {}}, "steps": [
        {"op": "host_fill", "dst": "h", "fill": "$iteration+10"},
        {"op": "submit", "queue": "q", "commands": [{"op": "wait", "semaphore": "go", "value": 1},
                                                    {"op": "fill", "dst": "b", "value": "$iteration+500"},
                                                    {"op": "download", "src": "b", "dst": "h"}]},
        {"op": "check", "host": "h", "expect": {"fill": "$iteration+10"}},
        {"op": "host_signal", "semaphore": "go", "value": 1},
        {"op": "host_wait", "queue": "q"},
        {"op": "check", "host": "h", "offset": 2, "count": 3, "expect": {"fill": "$iteration+500"}}])");
    // Written by later steps: a host_fill, then a download submitted after the check.
    check_passes(R"("queues": {"q": {}}, "buffers": {"b": {}}, "host": {"h": {}}, "steps": [
        {"op": "submit", "queue": "q", "commands": [{"op": "fill", "dst": "b", "value": "$iteration+500"}]},
        {"op": "host_fill", "dst": "h", "fill": "$iteration+10"},
        {"op": "check", "host": "h", "expect": {"fill": "$iteration+10"}},
        {"op": "host_fill", "dst": "h", "fill": 3},
        {"op": "check", "host": "h", "expect": {"fill": 3}},
        {"op": "submit", "queue": "q", "commands": [{"op": "download", "src": "b", "dst": "h", "count": 8}]},
        {"op": "host_wait", "queue": "q"},
        {"op": "check", "host": "h", "count": 8, "expect": {"fill": "$iteration+500"}}])");
}
