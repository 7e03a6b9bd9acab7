// syncstress: the command line. The only place that prints to the user, installs signal handlers and exits.
#include "core/backends/registry.h"
#include "core/engine/engine.h"
#include "core/report/progress.h"
#include "core/report/report.h"
#include "core/scenario/loader.h"

#include <CLI/CLI.hpp>

#include <algorithm>
#include <atomic>
#include <csignal>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <map>
#include <set>

#ifndef _WIN32
#include <unistd.h>
#endif

namespace {

using namespace syncstress;

constexpr int k_exit_ok = 0;
constexpr int k_exit_usage = 2;

std::atomic<bool> g_stop{false};
std::atomic<int> g_interrupts{0};

extern "C" void on_interrupt(int) {
    // First Ctrl-C: finish the iteration, write the report, exit. Second: abort at once.
    if (g_interrupts.fetch_add(1) >= 1) {
        static const char msg[] = "\nsyncstress: interrupted twice, aborting\n";
#ifndef _WIN32
        (void)!write(2, msg, sizeof msg - 1);
        _exit(130);
#else
        std::_Exit(130);
#endif
    }
    g_stop.store(true);
}

struct CommonOptions {
    std::vector<std::string> paths;
    std::vector<std::string> tags;
    std::string json, junit;
    bool quiet = false, verbose = false;
    report::Verbosity verbosity() const {
        return quiet ? report::Verbosity::quiet : verbose ? report::Verbosity::verbose : report::Verbosity::normal;
    }
};

struct RunFlags {
    std::string backend = "all";
    uint64_t iterations = 100;
    std::string duration;
    bool until_fail = false;
    uint64_t seed = 1;
    std::string perturb;
    std::vector<std::string> inject;
    std::string hang_timeout = "2s";
    bool validate = false;
};

void usage_error(const std::string& message) { std::cerr << "syncstress: " << message << "\n"; }

// Loads every scenario under PATHs; on any error prints them all and returns nullopt (exit 2).
std::optional<std::vector<scenario::Scenario>> load_all(const CommonOptions& c) {
    auto files = scenario::find_scenario_files(c.paths);
    if (!files) {
        usage_error(files.error().message);
        return std::nullopt;
    }
    std::vector<scenario::Scenario> out;
    bool failed = false;
    std::map<std::string, std::string> names;
    for (const auto& file : *files) {
        auto loaded = scenario::load_scenario_file(file);
        for (const auto& e : loaded.errors) std::cerr << e.to_string() << "\n";
        if (!loaded.scenario) {
            failed = true;
            continue;
        }
        auto& sc = *loaded.scenario;
        if (auto [it, fresh] = names.emplace(sc.name, file); !fresh) {
            std::cerr << file << ": name: scenario name '" << sc.name << "' is also used by " << it->second
                      << "; names must be unique within a run\n";
            failed = true;
            continue;
        }
        if (!c.tags.empty()) {
            bool match = false;
            for (const auto& t : sc.tags) match = match || std::find(c.tags.begin(), c.tags.end(), t) != c.tags.end();
            if (!match) continue;
        }
        out.push_back(std::move(sc));
    }
    if (failed) {
        std::cerr << "syncstress: fix the scenario errors above (SCENARIO-FORMAT.md describes the format)\n";
        return std::nullopt;
    }
    if (out.empty()) {
        usage_error(c.tags.empty() ? "no scenario files (*.json) found under the given paths"
                                   : "no scenario matches the given --tag");
        return std::nullopt;
    }
    return out;
}

bool write_reports(const report::Report& rep, const CommonOptions& c) {
    bool ok = true;
    if (!c.json.empty())
        if (auto s = report::write_json(rep, c.json); !s) {
            std::cerr << "syncstress: " << s.error().message << "\n";
            ok = false;
        }
    if (!c.junit.empty())
        if (auto s = report::write_junit(rep, c.junit); !s) {
            std::cerr << "syncstress: " << s.error().message << "\n";
            ok = false;
        }
    return ok;
}

// The closing line of run and analyze, after the per-result lines printed as they came.
void print_summary(const report::Report& rep) {
    const auto& s = rep.summary;
    std::cout << "\n" << s.results << " results: " << s.pass << " pass, " << s.fail << " fail, " << s.hang << " hang, "
              << s.expected << " expected, " << s.skip << " skip, " << s.error << " error; " << s.iterations
              << " iterations, " << s.failures << " failing; " << s.duration_s << " s"
              << (s.interrupted ? " (interrupted)" : "") << "\n";
}

void add_common(CLI::App* cmd, CommonOptions& c, bool with_reports) {
    cmd->add_option("paths", c.paths, "Scenario files, or folders searched recursively for *.json")->required();
    cmd->add_option("--tag", c.tags, "Only scenarios with this tag (repeatable)");
    if (with_reports) {
        cmd->add_option("--json", c.json, "Write the report as JSON (syncstress/report@1) to this file");
        cmd->add_option("--junit", c.junit, "Write a JUnit XML report to this file");
    }
    cmd->add_flag("-q,--quiet", c.quiet, "Print only failures and the summary");
    cmd->add_flag("-v,--verbose", c.verbose, "Print every finding in full");
}

int cmd_run(const CommonOptions& c, const RunFlags& f, const std::vector<std::string>& argv) {
    engine::RunOptions o;
    auto backends = engine::resolve_backends(f.backend);
    if (!backends) return usage_error(backends.error().message), k_exit_usage;
    o.backends = *backends;
    o.iterations = f.iterations;
    o.until_fail = f.until_fail;
    o.seed = f.seed;
    if (!f.duration.empty()) {
        auto d = engine::parse_duration(f.duration);
        if (!d) return usage_error("--duration: " + d.error().message), k_exit_usage;
        o.duration = *d;
    } else if (f.until_fail && f.iterations == RunFlags{}.iterations) {
        o.iterations = UINT64_MAX;  // --until-fail alone loops until a failure or Ctrl-C
    }
    if (!f.perturb.empty()) {
        auto p = engine::parse_perturbation(f.perturb);
        if (!p) return usage_error(p.error().message), k_exit_usage;
        o.perturb = *p;
    }
    for (const auto& list : f.inject) {
        size_t start = 0;
        while (start <= list.size()) {
            size_t end = list.find(',', start);
            std::string name = list.substr(start, end == std::string::npos ? std::string::npos : end - start);
            auto fault = sync::parse_fault(name);
            if (!fault) {
                std::string known;
                for (auto k : sync::all_faults()) known += (known.empty() ? "" : ", ") + std::string(sync::to_string(k));
                return usage_error("--inject: unknown fault '" + name + "'; the faults are " + known), k_exit_usage;
            }
            o.faults.add(*fault);
            if (end == std::string::npos) break;
            start = end + 1;
        }
    }
    auto timeout = engine::parse_duration(f.hang_timeout);
    if (!timeout) return usage_error("--hang-timeout: " + timeout.error().message), k_exit_usage;
    o.hang_timeout = *timeout;
    o.validate = f.validate;

    auto scenarios = load_all(c);
    if (!scenarios) return k_exit_usage;

    report::Report rep = engine::new_report(o, argv);
    report::ProgressLine progress(stderr);
    if (progress.enabled() && !c.quiet) o.on_progress = [&](const report::Progress& p) { progress.update(p); };
    o.stop = &g_stop;
    o.on_result = [&](const report::ScenarioResult& r) {
        progress.clear();
        report::print_result_line(r, std::cout, c.verbosity());
        std::cout.flush();
        // Rewrite the report after every result, so that a crash or a kill still leaves one on disk.
        rep.results.push_back(r);
        report::finalize(rep);
        write_reports(rep, c);
    };
    std::signal(SIGINT, on_interrupt);
    std::signal(SIGTERM, on_interrupt);
    const auto done = engine::run(*scenarios, o);
    progress.clear();
    rep.summary.interrupted = done.summary.interrupted;
    report::finalize(rep);
    if (!write_reports(rep, c)) return k_exit_usage;
    print_summary(rep);
    return rep.summary.exit_code;
}

int cmd_analyze(const CommonOptions& c, const std::vector<std::string>& argv) {
    auto scenarios = load_all(c);
    if (!scenarios) return k_exit_usage;
    engine::RunOptions o;
    report::Report rep = engine::new_report(o, argv);
    rep.options["backends"] = nlohmann::ordered_json::array();
    for (const auto& sc : *scenarios) {
        report::ScenarioResult r;
        r.scenario = sc.name;
        r.file = sc.file;
        r.backend = "analysis";
        r.expect = scenario::to_string(sc.expect);
        r.findings = engine::analysis_findings(sc);
        bool found_expected = false, unexpected = false;
        for (const auto& f : r.findings) {
            found_expected = found_expected || f.expected;
            unexpected = unexpected || (!f.expected && !f.warning);
        }
        if (sc.expect == scenario::Expect::pass) {
            r.status = unexpected ? "fail" : "pass";
        } else {
            r.status = found_expected ? "expected" : "fail";
            r.reason = found_expected ? "the analysis found the " + r.expect + " the scenario expects"
                                      : "expect: " + r.expect + ", but the analysis found none";
        }
        report::print_result_line(r, std::cout, c.verbosity());
        rep.results.push_back(std::move(r));
    }
    report::finalize(rep);
    if (!write_reports(rep, c)) return k_exit_usage;
    print_summary(rep);
    return rep.summary.exit_code;
}

int cmd_list(const CommonOptions& c) {
    auto scenarios = load_all(c);
    if (!scenarios) return k_exit_usage;
    for (const auto& sc : *scenarios) {
        std::string sides;
        std::set<std::string> seen;
        for (const auto& q : sc.queues)
            if (seen.insert(to_string(q.side)).second) sides += (sides.empty() ? "" : "+") + std::string(to_string(q.side));
        std::cout << sc.name << "  expect=" << scenario::to_string(sc.expect) << "  queues=" << sc.queues.size() << " (" << sides
                  << ")  steps=" << sc.steps.size();
        if (!sc.tags.empty()) {
            std::cout << "  tags=";
            for (size_t i = 0; i < sc.tags.size(); ++i) std::cout << (i ? "," : "") << sc.tags[i];
        }
        std::cout << "  " << sc.file << "\n";
        if (c.verbose && !sc.description.empty()) std::cout << "    " << sc.description << "\n";
    }
    return k_exit_ok;
}

int cmd_backends(bool json) {
    nlohmann::ordered_json out = nlohmann::ordered_json::array();
    for (const auto& entry : backends::all_backends()) {
        const auto a = entry.probe();
        std::unique_ptr<sync::Backend> backend;
        if (a.available)
            if (auto created = entry.create(sync::BackendOptions{}); created) backend = std::move(*created);
        if (json) {
            nlohmann::ordered_json b = {{"name", entry.name}, {"available", a.available}, {"reason", a.reason},
                                        {"device", a.device}, {"driver", a.driver}, {"api_version", a.api_version}};
            if (backend) {
                b["queue_mapping"] = backend->info().queue_mapping;
                b["notes"] = backend->info().notes;
            }
            out.push_back(b);
            continue;
        }
        std::cout << entry.name << ": " << (a.available ? "available" : "unavailable") << "\n";
        if (!a.available) std::cout << "  why: " << a.reason << "\n";
        if (!a.device.empty()) std::cout << "  device: " << a.device << "\n";
        if (!a.driver.empty()) std::cout << "  driver: " << a.driver << "\n";
        if (!a.api_version.empty()) std::cout << "  api: " << a.api_version << "\n";
        if (backend) {
            const auto& info = backend->info();
            std::cout << "  sides: " << (info.device_side ? "device" : "") << (info.device_side && info.cuda_side ? "+" : "")
                      << (info.cuda_side ? "cuda" : "") << "\n";
            if (!info.queue_mapping.empty()) std::cout << "  queues: " << info.queue_mapping << "\n";
            for (const auto& n : info.notes) std::cout << "  note: " << n << "\n";
        }
    }
    if (json) std::cout << out.dump(2) << "\n";
    return k_exit_ok;
}

int cmd_merge(const std::vector<std::string>& inputs, const CommonOptions& c) {
    std::vector<report::Report> reports;
    for (const auto& file : inputs) {
        std::ifstream in(file);
        if (!in) return usage_error(file + ": cannot open"), k_exit_usage;
        auto j = nlohmann::json::parse(in, nullptr, false);
        if (j.is_discarded()) return usage_error(file + ": not valid JSON"), k_exit_usage;
        auto r = report::from_json(j, file);
        if (!r) return usage_error(r.error().message), k_exit_usage;
        reports.push_back(std::move(*r));
    }
    auto merged = report::merge(reports);
    if (!merged) return usage_error(merged.error().message), k_exit_usage;
    if (!write_reports(*merged, c)) return k_exit_usage;
    report::print_text(*merged, std::cout, c.verbosity());
    return merged->summary.exit_code;
}

}  // namespace

int main(int argc, char** argv) {
    std::vector<std::string> args(argv, argv + argc);
    CLI::App app{"syncstress: finds synchronization bugs between a host, GPU queues and CUDA streams.\n"
                 "Scenarios (JSON, SCENARIO-FORMAT.md) are proven race- and deadlock-free by analysis, then run\n"
                 "thousands of times on the cpu, vulkan, cuda and vulkan+cuda backends and checked against a model.\n"
                 "Exit codes: 0 all as expected, 1 findings, 2 bad input or usage, 3 a named backend unavailable or broken.",
                 "syncstress"};
    app.set_version_flag("--version", SYNCSTRESS_VERSION);
    app.require_subcommand(1);

    CommonOptions common;
    RunFlags flags;
    auto* run = app.add_subcommand("run", "Analyse, then stress-run scenarios on backends and compare with the model");
    add_common(run, common, true);
    run->add_option("--backend", flags.backend, "cpu, vulkan, cuda, vulkan+cuda, a comma list, all (every available one; others skipped) or auto (the most capable available)")
        ->capture_default_str();
    run->add_option("--iterations,-n", flags.iterations, "Iterations per scenario x backend")->capture_default_str();
    run->add_option("--duration", flags.duration, "Time budget per scenario x backend instead of --iterations (e.g. 30s, 10m)");
    run->add_flag("--until-fail", flags.until_fail, "Stop a scenario x backend at its first failing iteration (alone: loop until one fails)");
    run->add_option("--seed", flags.seed, "Seed of the perturbation and of $iteration-free randomness")->capture_default_str();
    run->add_option("--perturb", flags.perturb, "DELAY[,JITTER]: random device-side delays up to DELAY before queue ops (about half of them), host sleeps up to JITTER between host ops (e.g. 1ms,200us)");
    run->add_option("--inject", flags.inject, "Switch off one rule of the sync core to see a real bug: deferred-sync, stage-at-submit, drop-wait, early-signal, no-barrier, lost-signal (comma list or repeated)");
    run->add_option("--hang-timeout", flags.hang_timeout, "Watchdog bound of every blocking host op (e.g. 500ms, 2s)")->capture_default_str();
    run->add_flag("--validate", flags.validate, "Vulkan: run with the Khronos validation layer, synchronization validation on; messages become findings");

    CommonOptions analyze_opts;
    auto* analyze = app.add_subcommand("analyze", "Prove scenarios race- and deadlock-free with no device, or name the bug");
    add_common(analyze, analyze_opts, true);

    CommonOptions list_opts;
    auto* list = app.add_subcommand("list", "List the scenarios found under PATHs");
    add_common(list, list_opts, false);

    bool backends_json = false;
    auto* backends_cmd = app.add_subcommand("backends", "Say which backends are available here, and why not");
    backends_cmd->add_flag("--json", backends_json, "Print as JSON");

    std::vector<std::string> merge_inputs;
    CommonOptions merge_opts;
    auto* merge = app.add_subcommand("merge", "Join JSON reports of shards or machines into one report");
    merge->add_option("reports", merge_inputs, "JSON reports written by run --json")->required()->check(CLI::ExistingFile);
    merge->add_option("--json", merge_opts.json, "Write the merged JSON report here");
    merge->add_option("--junit", merge_opts.junit, "Write the merged JUnit XML report here");
    merge->add_flag("-q,--quiet", merge_opts.quiet, "Print only failures and the summary");


    try {
        app.parse(argc, argv);
    } catch (const CLI::CallForHelp& e) {
        return app.exit(e);
    } catch (const CLI::CallForAllHelp& e) {
        return app.exit(e);
    } catch (const CLI::CallForVersion& e) {
        return app.exit(e);
    } catch (const CLI::ParseError& e) {
        std::cerr << "syncstress: " << e.what() << "\nRun 'syncstress --help' or 'syncstress COMMAND --help'.\n";
        return k_exit_usage;
    }

    try {
        if (run->parsed()) return cmd_run(common, flags, args);
        if (analyze->parsed()) return cmd_analyze(analyze_opts, args);
        if (list->parsed()) return cmd_list(list_opts);
        if (backends_cmd->parsed()) return cmd_backends(backends_json);
        if (merge->parsed()) return cmd_merge(merge_inputs, merge_opts);
    } catch (const std::exception& e) {
        std::cerr << "syncstress: internal error: " << e.what() << "\n";
        return k_exit_usage;
    }
    return k_exit_usage;
}
