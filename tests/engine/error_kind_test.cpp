// Errors carry their kind from where they are made to the exit code and the report's "error", with no words
// matched on the way: a bad scenario or option is bad input (exit 2), a backend that is not there is unavailable
// (exit 3), a scenario file that cannot be read is an I/O error (exit 2).
#include "core/engine/engine.h"
#include "core/report/exit_codes.h"
#include "core/scenario/loader.h"
#include "tests/scenario/scenario_test_util.h"

#include <doctest/doctest.h>

#include <chrono>
#include <string>

using namespace syncstress;

TEST_CASE("error kinds: a bad scenario is bad input, exit 2") {
    for (const std::string& text : {std::string("{"), scenario::test::doc(R"("elements": 16, "buffers": {"x": 3})")}) {
        const scenario::LoadResult loaded = scenario::load_scenario_text(text, "bad.json");
        REQUIRE_FALSE(loaded.errors.empty());
        const Error error = loaded.errors.front().to_error();
        CHECK(error.kind == ErrorKind::bad_input);
        CHECK(error.message.rfind("bad.json: ", 0) == 0);
        CHECK(report::exit_code(error) == report::k_exit_usage);
    }
}

TEST_CASE("error kinds: a scenario file that cannot be read is an I/O error, exit 2") {
    const scenario::LoadResult folder = scenario::load_scenario_file(SYNCSTRESS_SOURCE_DIR);
    REQUIRE(folder.errors.size() == 1);
    CHECK(folder.errors[0].kind == ErrorKind::bad_input);  // a folder where a file belongs: the caller's mistake
    auto missing = scenario::find_scenario_files({"no-such-folder-of-scenarios"});
    REQUIRE_FALSE(missing.ok());
    CHECK(missing.error().kind == ErrorKind::io);
    CHECK(report::exit_code(missing.error()) == report::k_exit_usage);
}

TEST_CASE("error kinds: bad options are bad input, exit 2") {
    auto backend = engine::resolve_backends("no-such-backend");
    REQUIRE_FALSE(backend.ok());
    CHECK(backend.error().kind == ErrorKind::bad_input);
    auto perturb = engine::parse_perturbation("fast");
    REQUIRE_FALSE(perturb.ok());
    CHECK(perturb.error().kind == ErrorKind::bad_input);
    CHECK(report::exit_code(perturb.error()) == report::k_exit_usage);
}

TEST_CASE("error kinds: a run on an unknown backend is an error of kind backend_unavailable, exit 3") {
    const scenario::Scenario sc = scenario::test::load_ok(scenario::test::doc(
        R"("elements": 16, "queues": {"q": {}}, "buffers": {"b": {}}, "steps": [{"op": "fill", "queue": "q", "dst": "b", "value": 1}])"));
    engine::RunOptions options;
    options.backends = {{"no-such-backend"}, true};
    options.iterations = 1;
    report::Report rep;
    rep.results.push_back(engine::run_one(sc, "no-such-backend", options));
    const report::ScenarioResult& r = rep.results.front();
    CHECK(r.status == report::ResultStatus::error);
    CHECK(r.error == ErrorKind::backend_unavailable);
    CHECK(r.reason == "backend: unknown backend no-such-backend");
    report::finalize(rep);
    CHECK(rep.summary.exit_code == report::k_exit_backend);
    CHECK(report::to_json(rep)["results"][0]["error"] == "backend_unavailable");
}

TEST_CASE("error kinds: every kind has its exit code") {
    CHECK(report::exit_code(ErrorKind::bad_input) == 2);
    CHECK(report::exit_code(ErrorKind::io) == 2);
    CHECK(report::exit_code(ErrorKind::backend_unavailable) == 3);
    CHECK(report::exit_code(ErrorKind::backend_failed) == 3);
    CHECK(report::exit_code(ErrorKind::device_lost) == 3);
    CHECK(report::exit_code(ErrorKind::internal) == 1);
    CHECK(report::exit_code(make_error("syncstress failed", ErrorKind::internal)) == 1);
    CHECK(report::exit_code(Error{"made without make_error"}) == 1);  // internal unless said
    CHECK(in_context(make_error("lost", ErrorKind::device_lost), "submit to queue q: ").kind == ErrorKind::device_lost);
}
