// End-to-end: where the real binary writes its reports (atomically, to pipes, to stdout), and what it
// refuses before a run starts.
#include "e2e_support.h"

#include <doctest/doctest.h>

#include <fcntl.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <thread>

namespace fs = std::filesystem;

namespace {

struct Split {
    int exit_code = -1;
    std::string out, err;
};

std::string read_text(const fs::path& file) {
    std::ifstream in(file, std::ios::binary);
    return std::string((std::istreambuf_iterator<char>(in)), {});
}

// Runs a shell command; output is what it writes to stdout.
e2e::Outcome run_shell(const std::string& command) {
    e2e::Outcome o;
    FILE* pipe = popen(command.c_str(), "r");
    if (!pipe) return o;
    char buffer[4096];
    size_t n;
    while ((n = fread(buffer, 1, sizeof buffer, pipe)) > 0) o.output.append(buffer, n);
    const int status = pclose(pipe);
    o.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    return o;
}

// Runs `ENV syncstress ARGS` with stdout and stderr apart.
Split run_split(const std::string& args, const fs::path& dir, const std::string& env = "") {
    const fs::path err = dir / "stderr.txt";
    auto o = run_shell(env + " " + std::string(SYNCSTRESS_BINARY) + " " + args + " 2>" + err.string());
    return {o.exit_code, o.output, read_text(err)};
}

const std::string k_scenario = e2e::source("scenarios/seeds/luisa-host-roundtrip-split.json");

bool ran(const std::string& output) { return output.find("results:") != std::string::npos || output.find("PASS") != std::string::npos; }

}  // namespace

TEST_CASE("report output: symlinks at would-be temporary names are never followed, and nothing is left beside the report") {
    auto dir = e2e::temp_dir("planted");
    const fs::path victim = dir / "victim.txt", reports = dir / "reports";
    fs::create_directories(reports);
    std::ofstream(victim) << "untouched";
    const std::vector<std::string> planted = {"r.json.tmp", ".r.json.tmp", "r.xml.tmp", ".r.xml.tmp", "r.json~"};
    for (const auto& name : planted) fs::create_symlink(victim, reports / name);
    auto out = e2e::syncstress("run " + k_scenario + " --backend cpu -n 3 --json " + (reports / "r.json").string() + " --junit " +
                               (reports / "r.xml").string());
    INFO(out.output);
    CHECK(out.exit_code == 0);
    CHECK(read_text(victim) == "untouched");
    for (const auto& name : planted) {
        CHECK(fs::is_symlink(reports / name));
        CHECK(fs::read_symlink(reports / name) == victim);
    }
    CHECK(e2e::read_json(reports / "r.json").is_object());
    size_t files = 0;
    for ([[maybe_unused]] const auto& entry : fs::directory_iterator(reports)) ++files;
    CHECK(files == planted.size() + 2);
}

TEST_CASE("report output: --json to a symlink to a FIFO writes the report once through it, link and FIFO stay") {
    auto dir = e2e::temp_dir("fifo");
    const fs::path fifo = dir / "pipe", link = dir / "report-link.json";
    REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
    fs::create_symlink(fifo, link);
    std::string received;
    std::thread reader([&] {
        std::ifstream in(fifo, std::ios::binary);  // blocks until the writer opens it
        received.assign(std::istreambuf_iterator<char>(in), {});
    });
    // Two results: an incremental rewrite into the pipe would show as two documents, or end the reader early.
    auto out = e2e::syncstress("run " + k_scenario + " " + e2e::source("scenarios/seeds/slangpy-direct-read-after-sync.json") +
                               " --backend cpu -n 3 --json " + link.string());
    // If the binary never opened the pipe, open it here so that the reader sees its end and the test ends.
    if (int fd = ::open(fifo.c_str(), O_WRONLY | O_NONBLOCK); fd >= 0) ::close(fd);
    reader.join();
    INFO(out.output);
    CHECK(out.exit_code == 0);
    auto report = nlohmann::json::parse(received, nullptr, false);
    REQUIRE(report.is_object());
    CHECK(report["results"].size() == 2);
    CHECK(fs::is_symlink(link));
    CHECK(fs::read_symlink(link) == fifo);
    CHECK(fs::is_fifo(fifo));
}

TEST_CASE("report output: an unwritable report path exits 2 before anything runs, naming the option and the path") {
    auto dir = e2e::temp_dir("unwritable");
    std::ofstream(dir / "somefile") << "a regular file, not a folder";
    const std::string bad = (dir / "somefile" / "x.json").string();
    for (const std::string option : {"--json", "--junit"}) {
        CAPTURE(option);
        auto out = e2e::syncstress("run " + k_scenario + " --backend cpu -n 3 " + option + " " + bad);
        INFO(out.output);
        CHECK(out.exit_code == 2);
        CHECK(out.output.find(option + ": ") != std::string::npos);
        CHECK(out.output.find(bad) != std::string::npos);
        CHECK_FALSE(ran(out.output));
    }
    auto missing_folder = e2e::syncstress("analyze " + k_scenario + " --json " + (dir / "no" / "such" / "a.json").string());
    CHECK(missing_folder.exit_code == 2);
    CHECK_FALSE(ran(missing_folder.output));
    auto folder = e2e::syncstress("run " + k_scenario + " --backend cpu -n 3 --json " + dir.string());
    CHECK(folder.exit_code == 2);
    CHECK(folder.output.find("folder") != std::string::npos);
    CHECK(fs::is_directory(dir));
}

TEST_CASE("report output: the same file for --json and --junit exits 2 before anything runs") {
    auto dir = e2e::temp_dir("same-path");
    const fs::path file = dir / "r.out";
    for (const std::string& second : {file.string(), (dir / "." / "r.out").string(), std::string("-")}) {
        const std::string first = second == "-" ? "-" : file.string();
        auto out = e2e::syncstress("run " + k_scenario + " --backend cpu -n 2 --json " + first + " --junit " + second);
        INFO(out.output);
        CHECK(out.exit_code == 2);
        CHECK(out.output.find("--json and --junit") != std::string::npos);
        CHECK_FALSE(ran(out.output));
        CHECK_FALSE(fs::exists(file));
    }
}

TEST_CASE("report output: --json - writes the report alone to stdout, the text goes to stderr") {
    auto dir = e2e::temp_dir("stdout");
    auto out = run_split("run " + k_scenario + " --backend cpu -n 3 --json -", dir);
    INFO(out.err);
    CHECK(out.exit_code == 0);
    auto report = nlohmann::json::parse(out.out, nullptr, false);
    REQUIRE(report.is_object());
    CHECK(report["results"].size() == 1);
    CHECK(ran(out.err));
    CHECK_FALSE(fs::exists("-"));

    auto junit = run_split("run " + k_scenario + " --backend cpu -n 3 --junit - --json " + (dir / "r.json").string(), dir);
    CHECK(junit.exit_code == 0);
    CHECK(junit.out.rfind("<?xml", 0) == 0);
    CHECK(junit.out.find("</testsuites>") != std::string::npos);
    CHECK(ran(junit.err));
    CHECK(e2e::read_json(dir / "r.json").is_object());
}

namespace {

// Starts `syncstress ARGS` (output discarded) as our own child, so that its exit code can be read.
pid_t spawn(const std::string& args) {
    const std::string command = "exec " + std::string(SYNCSTRESS_BINARY) + " " + args + " >/dev/null 2>&1";
    const pid_t pid = ::fork();
    if (pid == 0) {
        ::execl("/bin/sh", "sh", "-c", command.c_str(), static_cast<char*>(nullptr));
        ::_exit(127);
    }
    return pid;
}

int exit_code_of(pid_t pid) {
    int status = 0;
    if (::waitpid(pid, &status, 0) != pid) return -1;
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

// Every CI system's marker unset: the environment of a run outside CI, whatever runs these tests.
const std::string k_outside_ci = "env -u GITHUB_ACTIONS -u GITLAB_CI -u BUILDKITE -u TF_BUILD -u CIRCLECI -u JENKINS_URL";

}  // namespace

TEST_CASE("report@2 from a run: identity, labels, the CI job from the environment, one machine, complete, schema-valid") {
    auto dir = e2e::temp_dir("identity");
    const auto json = dir / "r.json", xml = dir / "r.xml";
    const std::string github = k_outside_ci + " GITHUB_ACTIONS=true GITHUB_SHA=4e1d0c2 GITHUB_REF_NAME=main GITHUB_JOB=stress "
                                              "GITHUB_SERVER_URL=https://github.com GITHUB_REPOSITORY=o/r GITHUB_RUN_ID=42";
    auto out = run_split("run " + k_scenario + " --backend cpu -n 3 --label gpu=h200 --label suite=nightly --json " + json.string() +
                             " --junit " + xml.string(),
                         dir, github);
    INFO(out.err);
    CHECK(out.exit_code == 0);
    auto report = e2e::read_json(json);
    REQUIRE(report.is_object());
    CHECK(e2e::schema_errors(json) == "");
    CHECK(report["format"] == "syncstress/report@2");
    CHECK(report["complete"] == true);
    CHECK(report["not_run"].empty());
    CHECK(report["run_id"].get<std::string>().size() == 16);
    CHECK(report["started_at"].get<std::string>() <= report["finished_at"].get<std::string>());
    CHECK(report["finished_at"].get<std::string>().back() == 'Z');
    CHECK(report["labels"] == nlohmann::json({{"gpu", "h200"}, {"suite", "nightly"}}));
    CHECK(report["ci"] == nlohmann::json({{"system", "github-actions"},
                                          {"commit", "4e1d0c2"},
                                          {"branch", "main"},
                                          {"job", "stress"},
                                          {"url", "https://github.com/o/r/actions/runs/42"}}));
    CHECK(report["hosts"].size() == 1);
    CHECK(report["hosts"][0] == report["host"]);
    CHECK(report["results"][0]["host"] == 0);
    const std::string junit = read_text(xml);
    CHECK(junit.find("<property name=\"complete\" value=\"true\"/>") != std::string::npos);
    CHECK(junit.find("<property name=\"label.gpu\" value=\"h200\"/>") != std::string::npos);

    // Outside CI, ci is null; a second run has another id.
    auto plain = run_split("analyze " + k_scenario + " --json " + json.string(), dir, k_outside_ci);
    CHECK(plain.exit_code == 0);
    auto second = e2e::read_json(json);
    CHECK(second["ci"].is_null());
    CHECK(second["run_id"] != report["run_id"]);
    CHECK(e2e::schema_errors(json) == "");
}

TEST_CASE("--label with bad syntax exits 2 before anything runs, naming the label") {
    auto dir = e2e::temp_dir("labels");
    for (const std::string& bad : {std::string("nokey"), std::string("=v"), std::string("a=1 --label a=2")}) {
        CAPTURE(bad);
        auto out = e2e::syncstress("run " + k_scenario + " --backend cpu -n 2 --label " + bad + " --json " + (dir / "r.json").string());
        INFO(out.output);
        CHECK(out.exit_code == 2);
        CHECK(out.output.find("--label") != std::string::npos);
        CHECK_FALSE(ran(out.output));
        CHECK_FALSE(fs::exists(dir / "r.json"));
    }
    CHECK(e2e::syncstress("exec --runs 1 --label x --json " + (dir / "e.json").string() + " -- true").exit_code == 2);
    CHECK(e2e::syncstress("exec --runs 1 --label os=linux --json " + (dir / "e.json").string() + " -- true").exit_code == 0);
    CHECK(e2e::read_json(dir / "e.json")["labels"]["os"] == "linux");
}

TEST_CASE("while a run goes on its report says complete: false and lists the jobs not yet run") {
    auto dir = e2e::temp_dir("incomplete");
    const auto json = dir / "r.json";
    // The first job fails at once (stage-at-submit breaks it every iteration) and stops there, the second
    // has a million iterations: the report written after the first is looked at.
    const std::string short_job = k_scenario, long_job = e2e::source("scenarios/seeds/slangpy-direct-read-after-sync.json");
    const pid_t pid = spawn("run " + short_job + " " + long_job +
                            " --backend cpu -n 1000000 --until-fail --inject stage-at-submit --json " + json.string());
    REQUIRE(pid > 0);
    nlohmann::json seen;
    for (int i = 0; i < 200; ++i) {
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
        seen = e2e::read_json(json);
        if (seen.is_object() && !seen["results"].empty()) break;
    }
    ::kill(pid, SIGTERM);
    CHECK(exit_code_of(pid) == 143);
    REQUIRE(seen.is_object());
    CHECK(seen["complete"] == false);
    REQUIRE(seen["results"].size() == 1);
    REQUIRE(seen["not_run"].size() == 1);
    CHECK(seen["not_run"][0]["scenario"] == "slangpy-direct-read-after-sync");
    CHECK(seen["not_run"][0]["backend"] == "cpu");
    CHECK(seen["not_run"][0]["file"] == long_job);
    const auto snapshot = dir / "snapshot.json";
    std::ofstream(snapshot) << seen.dump();
    CHECK(e2e::schema_errors(snapshot) == "");
}

TEST_CASE("a run stopped by SIGINT or SIGTERM exits 130 or 143, its report complete and interrupted, unrun jobs skipped") {
    for (const auto& [signal_number, code] : {std::pair{SIGINT, 130}, std::pair{SIGTERM, 143}}) {
        CAPTURE(code);
        auto dir = e2e::temp_dir("stopped-" + std::to_string(code));
        const auto json = dir / "r.json", xml = dir / "r.xml";
        // The first job fails at once and ends; the second runs until stopped; the third never starts.
        const pid_t pid =
            spawn("run " + k_scenario + " " + e2e::source("scenarios/seeds/slangpy-direct-read-after-sync.json") + " " +
                  e2e::source("scenarios/seeds/slangpy-timeline-ordered-signals.json") +
                  " --backend cpu -n 1000000 --until-fail --inject stage-at-submit --json " + json.string() + " --junit " + xml.string());
        REQUIRE(pid > 0);
        for (int i = 0; i < 200; ++i) {
            std::this_thread::sleep_for(std::chrono::milliseconds(50));
            auto seen = e2e::read_json(json);
            if (seen.is_object() && !seen["results"].empty()) break;
        }
        // Well into the second job (1,000,000 iterations take seconds), also on a loaded machine.
        std::this_thread::sleep_for(std::chrono::milliseconds(1000));
        ::kill(pid, signal_number);
        CHECK(exit_code_of(pid) == code);
        auto report = e2e::read_json(json);
        REQUIRE(report.is_object());
        CHECK(e2e::schema_errors(json) == "");
        CHECK(report["complete"] == true);
        CHECK(report["summary"]["interrupted"] == true);
        CHECK(report["summary"]["exit_code"] == code);
        CHECK(report["not_run"].empty());
        REQUIRE(report["results"].size() == 3);
        CHECK(report["results"][0]["status"] == "fail");
        CHECK(report["results"][1]["iterations"].get<int>() > 0);
        CHECK(report["results"][1]["iterations"].get<int>() < 1000000);
        CHECK(report["results"][2]["scenario"] == "slangpy-timeline-ordered-signals");
        CHECK(report["results"][2]["status"] == "skip");
        CHECK(report["results"][2]["reason"] == "interrupted");
        CHECK(report["results"][2]["iterations"] == 0);
        const std::string junit = read_text(xml);
        CHECK(junit.find("<property name=\"complete\" value=\"true\"/>") != std::string::npos);
        CHECK(junit.find("<property name=\"interrupted\" value=\"true\"/>") != std::string::npos);
        // The job it never reached is an error (the strict Ant schema has no <skipped>): the run proved nothing of it.
        CHECK(junit.find("<testcase classname=\"slangpy-timeline-ordered-signals\" name=\"cpu\" time=\"0.000\">\n      <error "
                         "message=\"not run: the run was interrupted before this job\" type=\"interrupted\">") != std::string::npos);
    }
}

TEST_CASE("merge: an @1 report and an @2 report of another machine give a valid @2 report that keeps both machines") {
    auto dir = e2e::temp_dir("merge-v1");
    const auto fresh = dir / "new.json", old = dir / "old.json", merged = dir / "merged.json";
    auto run = e2e::syncstress("run " + k_scenario + " --backend cpu -n 4 --label gpu=h200 --json " + fresh.string());
    REQUIRE(run.exit_code == 0);
    // What an @1 writer on another machine wrote: no run identity, hosts, not_run or result host.
    auto v1 = e2e::read_json(fresh);
    v1["format"] = "syncstress/report@1";
    for (const char* key : {"run_id", "started_at", "finished_at", "duration_s", "complete", "labels", "ci", "hosts", "not_run"})
        v1.erase(key);
    v1["host"]["hostname"] = "old-runner";
    for (auto& r : v1["results"]) r.erase("host");
    std::ofstream(old) << v1.dump();

    auto out = e2e::syncstress("merge " + old.string() + " " + fresh.string() + " --json " + merged.string());
    INFO(out.output);
    CHECK(out.exit_code == 0);
    CHECK(e2e::schema_errors(merged) == "");
    auto m = e2e::read_json(merged);
    CHECK(m["format"] == "syncstress/report@2");
    CHECK(m["complete"] == true);
    REQUIRE(m["hosts"].size() == 2);
    CHECK(m["hosts"][0]["hostname"] == "old-runner");
    REQUIRE(m["results"].size() == 2);
    CHECK(m["results"][0]["host"] == 0);
    CHECK(m["results"][1]["host"] == 1);
    CHECK(m["results"][0]["iterations"] == 4);
    CHECK(m["labels"]["gpu"] == "h200");
    CHECK(m["summary"]["iterations"] == 8);
}
