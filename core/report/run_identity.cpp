// What identifies a run in its report: when (RFC 3339 UTC), which run (a random id), which CI job, and the
// user's labels.
#include "core/report/file_output.h"
#include "core/report/report.h"

#include <algorithm>
#include <cstdio>
#include <cstring>

namespace syncstress::report {

namespace {

// One CI system: the variable that says it is running, and where it keeps each fact. A fact may be
// looked up in several variables, the first set wins.
struct CiSystem {
    const char* name;
    const char* marker;
    std::vector<const char*> commit, branch, job;
    std::optional<std::string> (*url)(const EnvLookup& env);
};

std::optional<std::string> first_set(const EnvLookup& env, const std::vector<const char*>& names) {
    for (const char* name : names)
        if (auto value = env(name); value && !value->empty()) return value;
    return std::nullopt;
}

// The URL made of several variables, or nullopt when one is missing.
std::optional<std::string> joined(const EnvLookup& env, std::initializer_list<std::pair<const char*, const char*>> parts) {
    std::string url;
    for (const auto& [prefix, name] : parts) {
        auto value = env(name);
        if (!value || value->empty()) return std::nullopt;
        url += prefix + *value;
    }
    return url;
}

const std::vector<CiSystem>& ci_systems() {
    static const std::vector<CiSystem> systems = {
        // GITHUB_HEAD_REF is the branch of a pull request, whose GITHUB_REF_NAME is "123/merge".
        {"github-actions",
         "GITHUB_ACTIONS",
         {"GITHUB_SHA"},
         {"GITHUB_HEAD_REF", "GITHUB_REF_NAME"},
         {"GITHUB_JOB"},
         [](const EnvLookup& env) {
             return joined(env, {{"", "GITHUB_SERVER_URL"}, {"/", "GITHUB_REPOSITORY"}, {"/actions/runs/", "GITHUB_RUN_ID"}});
         }},
        {"gitlab",
         "GITLAB_CI",
         {"CI_COMMIT_SHA"},
         {"CI_COMMIT_REF_NAME"},
         {"CI_JOB_NAME"},
         [](const EnvLookup& env) { return first_set(env, {"CI_JOB_URL"}); }},
        {"buildkite",
         "BUILDKITE",
         {"BUILDKITE_COMMIT"},
         {"BUILDKITE_BRANCH"},
         {"BUILDKITE_LABEL", "BUILDKITE_PIPELINE_SLUG"},
         [](const EnvLookup& env) {
             auto job = joined(env, {{"", "BUILDKITE_BUILD_URL"}, {"#", "BUILDKITE_JOB_ID"}});
             return job ? job : first_set(env, {"BUILDKITE_BUILD_URL"});
         }},
        {"azure-pipelines",
         "TF_BUILD",
         {"BUILD_SOURCEVERSION"},
         {"BUILD_SOURCEBRANCHNAME"},
         {"SYSTEM_JOBDISPLAYNAME", "AGENT_JOBNAME"},
         [](const EnvLookup& env) {
             return joined(env, {{"", "SYSTEM_COLLECTIONURI"}, {"", "SYSTEM_TEAMPROJECT"}, {"/_build/results?buildId=", "BUILD_BUILDID"}});
         }},
        {"circleci",
         "CIRCLECI",
         {"CIRCLE_SHA1"},
         {"CIRCLE_BRANCH"},
         {"CIRCLE_JOB"},
         [](const EnvLookup& env) { return first_set(env, {"CIRCLE_BUILD_URL"}); }},
        // Last: other systems (and Jenkins plugins) also set GIT_COMMIT.
        {"jenkins",
         "JENKINS_URL",
         {"GIT_COMMIT"},
         {"BRANCH_NAME", "GIT_BRANCH"},
         {"JOB_NAME"},
         [](const EnvLookup& env) { return first_set(env, {"BUILD_URL"}); }},
    };
    return systems;
}

bool label_key_char(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || std::strchr("._-/", c); }

}  // namespace

bool same_machine(const Host& a, const Host& b) { return a.hostname == b.hostname && a.os == b.os && a.cpu == b.cpu && a.cores == b.cores; }

void start(Report& report, Clock::time_point now) {
    report.run_id = random_hex(k_run_id_digits);
    report.started_at = now;
    report.finished_at.reset();
    report.duration_s = 0;
    report.complete = false;
}

void stamp_finish(Report& report, Clock::time_point now) {
    report.finished_at = now;
    if (report.started_at) report.duration_s = std::max(0.0, std::chrono::duration<double>(now - *report.started_at).count());
}

std::string format_rfc3339(Clock::time_point time) {
    using namespace std::chrono;
    const auto second = floor<seconds>(time);
    const auto day = floor<days>(second);
    const year_month_day date{day};
    const hh_mm_ss clock{second - day};
    char text[32];
    std::snprintf(text, sizeof text, "%04d-%02u-%02uT%02d:%02d:%02dZ", static_cast<int>(date.year()), static_cast<unsigned>(date.month()),
                  static_cast<unsigned>(date.day()), static_cast<int>(clock.hours().count()), static_cast<int>(clock.minutes().count()),
                  static_cast<int>(clock.seconds().count()));
    return text;
}

std::optional<Clock::time_point> parse_rfc3339(const std::string& text) {
    using namespace std::chrono;
    int y = 0, consumed = 0;
    unsigned mo = 0, d = 0, h = 0, mi = 0, s = 0;
    if (std::sscanf(text.c_str(), "%4d-%2u-%2uT%2u:%2u:%2u%n", &y, &mo, &d, &h, &mi, &s, &consumed) != 6 || consumed != 19)
        return std::nullopt;
    const year_month_day date{year{y}, month{mo}, day{d}};
    if (!date.ok() || h > 23 || mi > 59 || s > 60) return std::nullopt;
    nanoseconds fraction{0};
    size_t i = 19;
    if (i < text.size() && text[i] == '.') {
        long long scale = 100'000'000;
        for (++i; i < text.size() && text[i] >= '0' && text[i] <= '9'; ++i, scale /= 10) fraction += nanoseconds((text[i] - '0') * scale);
    }
    if (i + 1 != text.size() || (text[i] != 'Z' && text[i] != 'z')) return std::nullopt;
    // Counted in seconds first: the clock's nanoseconds reach only the years 1678 to 2261, and a time beyond them
    // would overflow its count.
    const sys_seconds at = sys_days{date} + hours{h} + minutes{mi} + seconds{s};
    const auto limit = floor<seconds>(Clock::duration::max()) - seconds(1);
    if (at.time_since_epoch() > limit || at.time_since_epoch() < -limit) return std::nullopt;
    return time_point_cast<Clock::duration>(at + fraction);
}

std::optional<Ci> detect_ci(const EnvLookup& env) {
    for (const CiSystem& system : ci_systems()) {
        auto marker = env(system.marker);
        if (!marker || marker->empty()) continue;
        Ci ci;
        ci.system = system.name;
        ci.commit = first_set(env, system.commit);
        ci.branch = first_set(env, system.branch);
        ci.job = first_set(env, system.job);
        ci.url = system.url(env);
        return ci;
    }
    return std::nullopt;
}

Result<std::map<std::string, std::string>> parse_labels(const std::vector<std::string>& labels) {
    std::map<std::string, std::string> out;
    for (const std::string& label : labels) {
        const auto equals = label.find('=');
        const std::string key = label.substr(0, equals);
        bool good_key = equals != std::string::npos && !key.empty();
        for (char c : key) good_key = good_key && label_key_char(c);
        if (!good_key)
            return make_error("--label '" + label + "': expected KEY=VALUE with a KEY of letters, digits and ._-/ (e.g. --label gpu=h200)",
                              ErrorKind::bad_input);
        if (out.count(key)) return make_error("--label " + key + " is given twice; give each key once", ErrorKind::bad_input);
        out[key] = label.substr(equals + 1);
    }
    return out;
}

}  // namespace syncstress::report
