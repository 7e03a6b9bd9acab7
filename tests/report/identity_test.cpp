// The run's identity in its report: times, CI job, labels; and @1 reports read and merged with @2.
#include "core/report/report.h"
#include "report_fixtures.h"

#include <doctest/doctest.h>

using namespace syncstress::report;
using namespace syncstress::report::testing;
using nlohmann::json;

namespace {

EnvLookup fake_env(std::map<std::string, std::string> variables) {
    return [variables = std::move(variables)](const char* name) -> std::optional<std::string> {
        auto it = variables.find(name);
        if (it == variables.end()) return std::nullopt;
        return it->second;
    };
}

}  // namespace

TEST_CASE("RFC 3339: whole seconds in UTC, read back, fractions read, anything else refused") {
    auto t = parse_rfc3339("2026-11-30T21:08:55Z");
    REQUIRE(t);
    CHECK(format_rfc3339(*t) == "2026-11-30T21:08:55Z");
    CHECK(std::chrono::duration_cast<std::chrono::seconds>(t->time_since_epoch()).count() == 1796072935);
    auto fraction = parse_rfc3339("2026-11-30T21:08:55.250Z");
    REQUIRE(fraction);
    CHECK(std::chrono::duration<double>(*fraction - *t).count() == doctest::Approx(0.25));
    CHECK(format_rfc3339(*parse_rfc3339("2024-02-29T00:00:00Z")) == "2024-02-29T00:00:00Z");
    for (const char* bad : {"", "2026-11-30", "2026-11-30T21:08:55", "2026-11-30T21:08:55+01:00", "2026-13-01T00:00:00Z",
                            "2025-02-29T00:00:00Z", "2026-11-30T24:00:00Z", "2026-11-30T21:08:55Zjunk", "2026-11-30 21:08:55Z"}) {
        CAPTURE(bad);
        CHECK_FALSE(parse_rfc3339(bad));
    }
}

TEST_CASE("start and stamp_finish: a random run id, the start, the wall time to the last write") {
    Report a, b;
    start(a, *parse_rfc3339("2026-11-30T21:00:00Z"));
    start(b);
    CHECK(a.run_id.size() == 16);
    CHECK(a.run_id.find_first_not_of("0123456789abcdef") == std::string::npos);
    CHECK(a.run_id != b.run_id);
    CHECK_FALSE(a.complete);
    stamp_finish(a, *parse_rfc3339("2026-11-30T21:01:30Z"));
    CHECK(a.duration_s == doctest::Approx(90));
    auto j = to_json(a);
    CHECK(j["started_at"] == "2026-11-30T21:00:00Z");
    CHECK(j["finished_at"] == "2026-11-30T21:01:30Z");
    CHECK(j["complete"] == false);
}

TEST_CASE("detect_ci: the job of each CI system from its variables, null outside CI") {
    CHECK_FALSE(detect_ci(fake_env({})));
    CHECK_FALSE(detect_ci(fake_env({{"GITHUB_SHA", "abc"}})));  // a variable alone is not a CI job

    auto github = detect_ci(fake_env({{"GITHUB_ACTIONS", "true"},
                                      {"GITHUB_SHA", "4e1d0c2"},
                                      {"GITHUB_REF_NAME", "main"},
                                      {"GITHUB_JOB", "stress"},
                                      {"GITHUB_SERVER_URL", "https://github.com"},
                                      {"GITHUB_REPOSITORY", "o/r"},
                                      {"GITHUB_RUN_ID", "42"}}));
    REQUIRE(github);
    CHECK(github->system == "github-actions");
    CHECK(github->commit == "4e1d0c2");
    CHECK(github->branch == "main");
    CHECK(github->job == "stress");
    CHECK(github->url == "https://github.com/o/r/actions/runs/42");
    // A pull request: the branch is the head's, not "7/merge"; without the run id there is no URL.
    auto pr = detect_ci(fake_env({{"GITHUB_ACTIONS", "true"}, {"GITHUB_REF_NAME", "7/merge"}, {"GITHUB_HEAD_REF", "fix-sync"}}));
    REQUIRE(pr);
    CHECK(pr->branch == "fix-sync");
    CHECK(pr->url == std::nullopt);
    CHECK(pr->commit == std::nullopt);

    auto gitlab = detect_ci(fake_env({{"GITLAB_CI", "true"},
                                      {"CI_COMMIT_SHA", "c0ffee"},
                                      {"CI_COMMIT_REF_NAME", "dev"},
                                      {"CI_JOB_NAME", "stress 1/4"},
                                      {"CI_JOB_URL", "https://gitlab.example/-/jobs/9"}}));
    REQUIRE(gitlab);
    CHECK(gitlab->system == "gitlab");
    CHECK(gitlab->job == "stress 1/4");
    CHECK(gitlab->url == "https://gitlab.example/-/jobs/9");

    auto jenkins = detect_ci(fake_env({{"JENKINS_URL", "https://ci/"},
                                       {"GIT_COMMIT", "beef"},
                                       {"BRANCH_NAME", "rel"},
                                       {"JOB_NAME", "nightly"},
                                       {"BUILD_URL", "https://ci/job/nightly/3/"}}));
    REQUIRE(jenkins);
    CHECK(jenkins->system == "jenkins");
    CHECK(jenkins->branch == "rel");
    CHECK(jenkins->url == "https://ci/job/nightly/3/");

    auto azure = detect_ci(fake_env({{"TF_BUILD", "True"},
                                     {"BUILD_SOURCEVERSION", "f00d"},
                                     {"BUILD_SOURCEBRANCHNAME", "main"},
                                     {"SYSTEM_JOBDISPLAYNAME", "Stress"},
                                     {"SYSTEM_COLLECTIONURI", "https://dev.azure.com/org/"},
                                     {"SYSTEM_TEAMPROJECT", "proj"},
                                     {"BUILD_BUILDID", "17"}}));
    REQUIRE(azure);
    CHECK(azure->system == "azure-pipelines");
    CHECK(azure->url == "https://dev.azure.com/org/proj/_build/results?buildId=17");

    auto buildkite = detect_ci(fake_env({{"BUILDKITE", "true"},
                                         {"BUILDKITE_COMMIT", "1234"},
                                         {"BUILDKITE_BRANCH", "main"},
                                         {"BUILDKITE_LABEL", ":gpu: stress"},
                                         {"BUILDKITE_BUILD_URL", "https://buildkite.com/o/p/builds/5"},
                                         {"BUILDKITE_JOB_ID", "j-1"}}));
    REQUIRE(buildkite);
    CHECK(buildkite->system == "buildkite");
    CHECK(buildkite->url == "https://buildkite.com/o/p/builds/5#j-1");
}

TEST_CASE("parse_labels: KEY=VALUE, each key once, a clear error otherwise") {
    auto good = parse_labels({"gpu=h200", "driver=580.1", "note=a=b", "empty=", "team/area=sync"});
    REQUIRE(good.ok());
    CHECK(*good ==
          std::map<std::string, std::string>{{"driver", "580.1"}, {"empty", ""}, {"gpu", "h200"}, {"note", "a=b"}, {"team/area", "sync"}});
    for (const char* bad : {"gpu", "=h200", "my gpu=h200", "gpu\t=x"}) {
        CAPTURE(bad);
        auto result = parse_labels({bad});
        REQUIRE_FALSE(result.ok());
        CHECK(result.error().message.find("KEY=VALUE") != std::string::npos);
        CHECK(result.error().message.find(bad) != std::string::npos);
    }
    auto twice = parse_labels({"gpu=h200", "gpu=a100"});
    REQUIRE_FALSE(twice.ok());
    CHECK(twice.error().message.find("twice") != std::string::npos);
}

TEST_CASE("@2 reports read back: identity, labels, ci, hosts and not_run") {
    Report report = sample_report();
    report.not_run = {{"later", "vulkan", "later.json"}};
    report.complete = false;
    auto back = from_json(json::parse(to_json(report).dump()), "r.json");
    REQUIRE_MESSAGE(back.ok(), back.error().message);
    CHECK(back->run_id == "0123456789abcdef");
    CHECK(format_rfc3339(*back->started_at) == "2026-11-30T21:08:55Z");
    CHECK(back->duration_s == 6.25);
    CHECK_FALSE(back->complete);
    CHECK(back->labels.at("gpu") == "h200");
    REQUIRE(back->ci);
    CHECK(back->ci->url == "https://github.com/o/r/actions/runs/1");
    REQUIRE(back->not_run.size() == 1);
    CHECK(back->not_run[0].file == "later.json");
    CHECK(json(to_json(*back)) == json(to_json(report)));

    json outside_ci = json::parse(to_json(report).dump());
    outside_ci["ci"] = nullptr;
    CHECK_FALSE(from_json(outside_ci, "r.json")->ci);
}

TEST_CASE("@2 reports: a missing identity member, a bad time or a host out of range is refused with its path") {
    json good = json::parse(to_json(sample_report()).dump());
    auto error_of = [](const json& document) {
        auto result = from_json(document, "bad.json");
        return result.ok() ? std::string("(accepted)") : result.error().message;
    };
    REQUIRE(error_of(good) == "(accepted)");
    json no_id = good, no_host = good, bad_time = good, far_host = good, other_machine = good;
    no_id.erase("run_id");
    no_host["results"][2].erase("host");
    bad_time["started_at"] = "yesterday";
    far_host["results"][1]["host"] = 1u;
    other_machine["hosts"][0]["hostname"] = "elsewhere";
    CHECK(error_of(no_id) == "bad.json: (top level): missing \"run_id\"");
    CHECK(error_of(no_host) == "bad.json: results[2]: missing \"host\"");
    CHECK(error_of(bad_time).rfind("bad.json: started_at: expected an RFC 3339", 0) == 0);
    CHECK(error_of(far_host).rfind("bad.json: results[1].host: host 1 is not an index into hosts", 0) == 0);
    CHECK(error_of(other_machine).rfind("bad.json: hosts: ", 0) == 0);
}

TEST_CASE("@1 reports are still read, as complete with one machine, and merge with @2 into a valid @2 report") {
    Report v2 = sample_report();
    v2.host.hostname = "runner-2";
    Report old_run = sample_report();
    old_run.results.resize(2);
    finalize(old_run);
    auto v1 = from_json(as_v1(old_run), "old.json");
    REQUIRE_MESSAGE(v1.ok(), v1.error().message);
    CHECK(v1->complete);
    CHECK(v1->run_id.empty());
    CHECK_FALSE(v1->started_at);
    CHECK(v1->other_hosts.empty());
    CHECK(v1->results[1].host == 0);
    CHECK(v1->results[1].failures == 12);

    auto merged = merge({*v1, v2});
    REQUIRE(merged.ok());
    CHECK(merged->complete);
    CHECK(format_rfc3339(*merged->started_at) == "2026-11-30T21:08:55Z");
    REQUIRE(merged->other_hosts.size() == 1);
    CHECK(merged->results.size() == 2 + 6);  // two machines: nothing combines
    CHECK(merged->options["merged_from"] == nlohmann::ordered_json({"old.json", "<report 2>"}));

    auto file = temp_dir() / "v1-and-v2.json";
    REQUIRE(write_json(*merged, file.string()).ok());
    const auto validated =
        python({"scripts/validate_report.py", std::string(SYNCSTRESS_SOURCE_DIR) + "/docs/report.schema.json", file.string()});
    CHECK_MESSAGE(validated.rfind("0\n", 0) == 0, validated);

    json unknown = as_v1(old_run);
    unknown["format"] = "syncstress/report@0";
    auto refused = from_json(unknown, "old.json");
    REQUIRE_FALSE(refused.ok());
    CHECK(refused.error().message.find("syncstress/report@1") != std::string::npos);
}
