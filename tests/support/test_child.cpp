// The child program of the process tests, in place of sh scripts, so that the same tests run on Linux and on
// Windows. `syncstress_test_child MODE ARGS...`; modes that take a mode after them chain (ignore-stop sleep 30).
#include "tests/support/os.h"

#include <nlohmann/json.hpp>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <string>
#include <thread>
#include <vector>

namespace {

using namespace syncstress::test;
using Args = std::vector<std::string>;

std::string self;

int index_of_run() {
    const char* index = std::getenv("SYNCSTRESS_RUN_INDEX");
    return index ? std::atoi(index) : 0;
}

void sleep_seconds(double s) { std::this_thread::sleep_for(std::chrono::duration<double>(s)); }

int64_t grandchild_to(const std::string& pid_file, bool detach) {
    const int64_t pid = start_grandchild({self, "sleep", "300"}, detach);
    std::ofstream(pid_file) << pid;
    std::cout << "started grandchild " << pid << std::endl;
    return pid;
}

// Stands in for `syncstress run FILE... --backend B ... --json OUT -q` in the worker tests, running its files in
// order. Each FILE names what to do: *crash*: crash; *hang*: never end; *noreport*: exit 1 with no result for it;
// otherwise FILE is a report whose results are added to OUT, rewritten after each file as the real worker does,
// after sleeping FILE.sleep seconds if that file exists.
int fake_worker(const Args& a) {
    std::vector<std::string> files;
    for (size_t i = 1; i < a.size() && a[i].rfind("--", 0) != 0; ++i) files.push_back(a[i]);
    std::string out;
    for (size_t i = 0; i + 1 < a.size(); ++i)
        if (a[i] == "--json") out = a[i + 1];
    nlohmann::json report;
    for (const std::string& file : files) {
        std::cout << "fake worker for " << file << std::endl;
        if (file.find("crash") != std::string::npos) {
            volatile int* nowhere = nullptr;
            *nowhere = 1;
        }
        if (file.find("hang") != std::string::npos) sleep_seconds(300);
        if (file.find("noreport") != std::string::npos) {
            std::cerr << "no report today" << std::endl;
            return 1;
        }
        if (std::ifstream sleep(file + ".sleep"); sleep) {
            double s = 0;
            sleep >> s;
            sleep_seconds(s);
        }
        const auto prepared = nlohmann::json::parse(std::ifstream(file));
        if (report.is_null()) {
            report = prepared;
        } else {
            for (const auto& r : prepared["results"]) report["results"].push_back(r);
            // The summary counts the results (core/report's reader checks it): the counts of both, added up.
            for (const char* key : {"results", "iterations", "failures", "hangs"})
                report["summary"][key] = report["summary"][key].get<uint64_t>() + prepared["summary"][key].get<uint64_t>();
        }
        std::ofstream(out + ".tmp") << report.dump();
        std::filesystem::rename(out + ".tmp", out);
    }
    return 0;
}

int run_mode(const Args& a) {
    if (a.empty()) {
        std::cerr << "usage: syncstress_test_child MODE ARGS..." << std::endl;
        return 2;
    }
    const std::string& mode = a[0];
    const Args rest(a.begin() + 1, a.end());
    if (mode == "exit") return std::atoi(rest.at(0).c_str());
    if (mode == "crash") {
        volatile int* nowhere = nullptr;
        *nowhere = 1;
        return 0;
    }
    if (mode == "sleep") {
        sleep_seconds(std::atof(rest.at(0).c_str()));
        return rest.size() > 1 ? std::atoi(rest[1].c_str()) : 0;
    }
    if (mode == "spin") {  // spin SECONDS: keeps a core busy that long
        const auto end = std::chrono::steady_clock::now() + std::chrono::duration<double>(std::atof(rest.at(0).c_str()));
        volatile uint64_t x = 1;
        while (std::chrono::steady_clock::now() < end)
            for (int i = 0; i < 100000; ++i) x = x * 6364136223846793005ull + 1;
        return 0;
    }
    if (mode == "until-file") {  // until-file PATH SECONDS: exits 0 once PATH exists, 1 when SECONDS pass first
        const auto end = std::chrono::steady_clock::now() + std::chrono::duration<double>(std::atof(rest.at(1).c_str()));
        while (!std::filesystem::exists(rest.at(0)))
            if (std::chrono::steady_clock::now() > end)
                return 1;
            else
                sleep_seconds(0.01);
        return 0;
    }
    if (mode == "echo" || mode == "echo-err") {
        std::string line;
        for (const auto& w : rest) line += (line.empty() ? "" : " ") + w;
        (mode == "echo" ? std::cout : std::cerr) << line << std::endl;
        return 0;
    }
    if (mode == "args") {  // each argument, then '|': what the command line became
        for (const auto& w : rest) std::cout << w << "|";
        return 0;
    }
    if (mode == "env") {  // exit 0 when variable rest[0] is rest[1] and PATH is set
        const char* value = std::getenv(rest.at(0).c_str());
        const char* path = std::getenv("PATH");
        return value && rest.at(1) == value && path && *path ? 0 : 1;
    }
    if (mode == "run-info") {  // prints "INDEX SEED" of its run, then fails
        const char* seed = std::getenv("SYNCSTRESS_SEED");
        std::cout << index_of_run() << " " << (seed ? seed : "") << std::endl;
        return 1;
    }
    if (mode == "pass-first") {  // runs below rest[0] pass at once; the others sleep rest[1] seconds
        if (index_of_run() < std::atoi(rest.at(0).c_str())) return 0;
        sleep_seconds(std::atof(rest.at(1).c_str()));
        return 0;
    }
    if (mode == "cat") {  // copies stdin (empty for a child of ours), then "end"
        std::cout << "out" << std::endl;
        std::cerr << "err" << std::endl;
        std::string line;
        while (std::getline(std::cin, line)) std::cout << line << std::endl;
        std::cout << "end" << std::endl;
        return 0;
    }
    if (mode == "flaky") {  // fails on every fourth run: a known failure rate of 25%
        const int i = index_of_run();
        const char* seed = std::getenv("SYNCSTRESS_SEED");
        std::cout << "run " << i << " seed " << (seed ? seed : "") << std::endl;
        if (i % 4 == 0) {
            std::cerr << "assertion failed in run " << i << std::endl;
            return 1;
        }
        return 0;
    }
    if (mode == "outputs") {  // run i % 3 == 0: an error printed, exit 0; 1: a "network" failure; 2: passes
        switch (index_of_run() % 3) {
        case 0: std::cout << "ERROR: buffer mismatch at [12]" << std::endl; return 0;
        case 1: std::cout << "connection refused: flaky network" << std::endl; return 1;
        default: std::cout << "all good" << std::endl; return 0;
        }
    }
    if (mode == "spew") {  // BYTES of output in lines of LINE bytes (0: one line without a newline)
        const uint64_t bytes = std::stoull(rest.at(0));
        const uint64_t line = rest.size() > 1 ? std::stoull(rest[1]) : 0;
        std::string block(1 << 16, 'x');
        for (uint64_t written = 0; written < bytes;) {
            uint64_t n = std::min<uint64_t>(block.size(), bytes - written);
            if (line) n = std::min<uint64_t>(n, line - written % line);
            std::fwrite(block.data(), 1, n, stdout);
            written += n;
            if (line && written % line == 0) std::fputc('\n', stdout);
        }
        return 0;
    }
    if (mode == "spew-then") {  // spew-then BYTES TEXT LINE...: BYTES 'x' then TEXT on one line, then each LINE on its own
        std::cout << std::string(std::stoull(rest.at(0)), 'x') << rest.at(1) << "\n";
        for (size_t i = 2; i < rest.size(); ++i) std::cout << rest[i] << "\n";
        return 0;
    }
    if (mode == "hang-with-child") {  // leaves a grandchild (pid to rest[0]), then hangs: a timeout must end both
        grandchild_to(rest.at(0), rest.size() > 1 && rest[1] == "--detach");
        sleep_seconds(300);
        return 0;
    }
    if (mode == "leave-child") {  // exits at once, leaving a grandchild (pid to rest[0]) behind
        grandchild_to(rest.at(0), rest.size() > 1 && rest[1] == "--detach");
        return 0;
    }
    if (mode == "ignore-stop") {
        ignore_stop_requests();
        return run_mode(rest);
    }
    if (mode == "trap-stop") {  // trap-stop CODE MODE...: a stop request ends it with CODE
        exit_on_stop_request(std::atoi(rest.at(0).c_str()));
        return run_mode(Args(rest.begin() + 1, rest.end()));
    }
    if (mode == "pid") {  // writes its pid to rest[0], then goes on with the mode after it
        std::ofstream(rest.at(0)) << current_pid();
        return run_mode(Args(rest.begin() + 1, rest.end()));
    }
    if (mode == "tick") {  // tick PREFIX: every 50 ms, for 30 s, PREFIX-INDEX holds the milliseconds it has run so far,
                           // and a line "tick INDEX MS" goes to stdout
        const std::string file = rest.at(0) + "-" + std::to_string(index_of_run());
        const auto start = std::chrono::steady_clock::now();
        for (int i = 0; i < 600; ++i) {
            const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start).count();
            std::cout << "tick " << index_of_run() << " " << ms << std::endl;
            std::ofstream(file + ".tmp") << ms;
            std::filesystem::rename(file + ".tmp", file);
            sleep_seconds(0.05);
        }
        return 0;
    }
    if (mode == "run") return fake_worker(a);
    std::cerr << "syncstress_test_child: unknown mode " << mode << std::endl;
    return 2;
}

}  // namespace

int main(int argc, char** argv) {
    self = std::filesystem::absolute(argv[0]).string();
    binary_output();
    default_stop_behaviour();
    return run_mode(Args(argv + 1, argv + argc));
}
