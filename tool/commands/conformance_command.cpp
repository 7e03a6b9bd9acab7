#include "tool/commands/conformance_command.h"

#include "core/report/terminal_text.h"
#include "core/backends/registry.h"
#include "core/conformance/conformance.h"
#include "core/report/file_output.h"
#include "core/report/report.h"
#include "tool/adapter_options.h"
#include "tool/commands/report_output.h"
#include "tool/commands/shared_options.h"
#include "tool/fail.h"

#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <iomanip>
#include <iostream>
#include <memory>
#include <sstream>

namespace syncstress::tool {

namespace {

struct ConformanceFlags {
    std::string backend;
    std::vector<std::string> adapter_options;  // KEY=VALUE
    std::string device;
    std::string check;  // a substring of the checks' names
    std::string json;
    bool quiet = false;
};

std::string known_backends() {
    std::string names;
    for (const auto& entry : backends::all_backends()) names += entry.name + ", ";
    return names + "or a runtime adapter: adapter:PATH, adapter:FILE.json, adapter:python:FILE.py";
}

const char* side_word(const conformance::CheckInfo& info) {
    if (!info.side) return "-";
    return *info.side == Side::cuda ? "cuda" : "device";
}

const char* result_word(conformance::Outcome outcome) {
    switch (outcome) {
    case conformance::Outcome::pass: return "pass";
    case conformance::Outcome::fail: return "FAIL";
    case conformance::Outcome::not_applicable: return "n/a";
    }
    return "?";
}

double seconds(std::chrono::nanoseconds time) { return std::chrono::duration<double>(time).count(); }

// One row: result, time, side, name, and the first message of a failure or the reason a check does not apply.
void print_row(const conformance::CheckResult& r, std::ostream& out) {
    std::ostringstream time;
    time << std::fixed << std::setprecision(2) << seconds(r.time) << "s";
    out << std::left << std::setw(6) << result_word(r.outcome) << std::right << std::setw(7) << time.str() << "  " << std::left
        << std::setw(8) << side_word(r.check->info) << r.check->info.name;
    // A failure's message may quote the adapter under test.
    if (r.outcome == conformance::Outcome::fail && !r.messages.empty()) out << ": " << report::terminal_text(r.messages.front());
    if (r.outcome == conformance::Outcome::not_applicable) out << ": " << report::terminal_text(r.reason);
    out << std::endl;  // a row as soon as its check ends: checks take seconds
}

nlohmann::ordered_json to_json(const std::string& backend, const sync::BackendInfo& info,
                               const std::vector<conformance::CheckResult>& results) {
    nlohmann::ordered_json checks = nlohmann::ordered_json::array();
    size_t counts[3] = {};
    for (const auto& r : results) {
        ++counts[static_cast<size_t>(r.outcome)];
        nlohmann::ordered_json check = {{"name", r.check->info.name},
                                        {"side", side_word(r.check->info)},
                                        {"result", conformance::to_string(r.outcome)},
                                        {"time_s", seconds(r.time)}};
        if (!r.messages.empty()) check["messages"] = r.messages;
        if (!r.reason.empty()) check["reason"] = r.reason;
        if (!r.notes.empty()) check["notes"] = r.notes;
        checks.push_back(std::move(check));
    }
    return {{"schema", "syncstress/conformance@1"},
            {"backend", backend},
            {"device", info.device},
            {"driver", info.driver},
            {"api_version", info.api_version},
            {"checks", std::move(checks)},
            {"summary", {{"passed", counts[0]}, {"failed", counts[1]}, {"not_applicable", counts[2]}}}};
}

// The backend as the checks will make it, or the exit code and its sentence: its info heads the output.
std::optional<sync::BackendInfo> open_backend(const std::string& name, const sync::BackendOptions& options, int& code) {
    const backends::BackendEntry* entry = backends::find_backend(name);
    if (entry == nullptr) {
        code = fail("--backend " + name + ": no such backend; the backends are " + known_backends(), k_exit_usage);
        return std::nullopt;
    }
    if (auto manifest = backends::check_adapter_manifest(name); !manifest) {
        code = fail(manifest.error().message, k_exit_usage);
        return std::nullopt;
    }
    const sync::Availability availability = entry->probe(options.device);
    if (!availability.available) {
        code = fail("backend " + name + " is unavailable here: " + availability.reason, k_exit_backend);
        return std::nullopt;
    }
    auto created = entry->create(options);
    if (!created || !*created) {
        code = fail("backend " + name + " could not be created: " + (created ? "no backend returned" : created.error().message),
                    k_exit_backend);
        return std::nullopt;
    }
    return (*created)->info();
}

int run_conformance(const ConformanceFlags& f) {
    sync::BackendOptions options;
    auto adapter_options = parse_adapter_options(f.adapter_options);
    if (!adapter_options) return fail(adapter_options.error());
    options.adapter_options = std::move(*adapter_options);
    options.device = f.device;
    const auto checks = conformance::select_checks(f.check);
    if (checks.empty())
        return fail("--check '" + f.check + "' names no check ('syncstress conformance --backend cpu' lists them)", k_exit_usage);
    const bool json_to_stdout = f.json == report::k_stdout_path;
    if (auto problem = check_output_files({{"--json", f.json}})) return fail(*problem);
    int code = k_exit_ok;
    const auto info = open_backend(f.backend, options, code);
    if (!info) return code;

    std::ostream& out = json_to_stdout ? std::cerr : std::cout;
    if (!f.quiet)
        out << "conformance of " << f.backend << ": "
            << report::terminal_text(info->device + ", " + info->driver + ", " + info->api_version) << " (" << checks.size()
            << (checks.size() == 1 ? " check)\n" : " checks)\n");
    std::vector<conformance::CheckResult> results;
    bool abandoned = false;
    for (const conformance::Check* check : checks) {
        // What does not apply is known from the backend's info: a runtime adapter takes seconds to start.
        if (std::string reason = conformance::not_applicable(*check, *info, f.backend); !reason.empty())
            results.push_back({check, conformance::Outcome::not_applicable, {}, std::move(reason)});
        else
            results.push_back(conformance::run_check(*check, f.backend, options));
        abandoned = abandoned || results.back().abandoned;
        if (!f.quiet || results.back().outcome == conformance::Outcome::fail) print_row(results.back(), out);
    }
    size_t counts[3] = {};
    for (const auto& r : results) ++counts[static_cast<size_t>(r.outcome)];
    out << counts[0] << " passed, " << counts[1] << " failed, " << counts[2] << " not applicable" << std::endl;
    code = counts[1] != 0 ? k_exit_findings : k_exit_ok;
    if (!f.json.empty())
        if (auto written = report::write_output(f.json, to_json(f.backend, *info, results).dump(2) + "\n"); !written)
            code = fail(written.error());
    if (abandoned) {
        // A check's thread still runs inside the backend: static destructors must not run under it.
        std::cout.flush();
        std::cerr.flush();
        std::fflush(nullptr);
        std::_Exit(code);
    }
    return code;
}

}  // namespace

CommandRunner add_conformance_command(CLI::App& app) {
    auto flags = std::make_shared<ConformanceFlags>();
    CLI::App* command =
        app.add_subcommand("conformance", "Check that a backend (built-in or a runtime adapter) does what the sync core needs of it");
    add_backend_option(command, flags->backend,
                       "cpu, vulkan, cuda, vulkan+cuda, or a runtime adapter: adapter:PATH (a shared library), adapter:FILE.json (an "
                       "adapter process's manifest), adapter:python:FILE.py")
        ->required();
    add_adapter_option(command, flags->adapter_options, "KEY=VALUE handed to a runtime adapter (repeatable, in order)");
    add_device_option(command, flags->device);
    command->add_option("--check", flags->check, "Only the checks whose name contains this");
    add_json_option(command, flags->json, "Write the results as JSON to this file (- for stdout; the table then goes to stderr)");
    add_quiet_flag(command, flags->quiet, "Print only failing checks and the summary");
    command->footer("Each check runs on a fresh backend, bounded in time; a check of something the backend does not declare\n"
                    "(BackendInfo: a side, a command, a kernel, a host op of its own) is not applicable, with the reason.\n"
                    "Exit codes: 0 every applicable check passed, 1 one failed, 2 bad usage, 3 the backend is unavailable\n"
                    "or cannot be created.\n"
                    "  syncstress conformance --backend adapter:./libmyruntime_adapter.so --adapter-option device=1");
    return run_when_given(command, [flags] { return run_conformance(*flags); });
}

}  // namespace syncstress::tool
