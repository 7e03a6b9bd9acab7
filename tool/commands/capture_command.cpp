#include "tool/commands/capture_command.h"

#include "core/capture/capture.h"
#include "core/platform/library.h"
#include "core/platform/process.h"
#include "core/scenario/loader.h"
#include "core/scenario/writer.h"
#include "tool/commands/analyze_command.h"
#include "tool/commands/report_output.h"
#include "tool/commands/shared_options.h"
#include "tool/fail.h"

#include <CLI/CLI.hpp>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>

namespace syncstress::tool {

namespace {

constexpr const char* k_layer_name = "VK_LAYER_SYNCSTRESS_capture";
constexpr const char* k_layer_manifest = "VkLayer_syncstress_capture.json";

struct CaptureFlags {
    std::vector<std::string> command;
    std::string output;  // empty: NAME.json in the working folder
    bool untracked_host = false;
    bool no_host_sync = false;
    bool no_fold = false;
    std::string kernel_ranges = "slices";
    ReportOptions report;
};

// The folder of the layer's manifest and library: where the packages install it relative to the binary, else the
// build tree's (a binary run where it was built).
std::optional<std::string> find_layer(const std::string& argv0, std::string& looked) {
    namespace fs = std::filesystem;
    const fs::path binary_dir = fs::path(platform::self_path(argv0)).parent_path();
    for (const fs::path& dir : {binary_dir / SYNCSTRESS_CAPTURE_LAYER_FROM_BINARY, fs::path(SYNCSTRESS_CAPTURE_LAYER_BUILD_DIR)}) {
        if (dir.empty()) continue;
        looked += (looked.empty() ? "" : ", ") + dir.lexically_normal().string();
        std::error_code ec;
        // Absolute: the program may run elsewhere, and a Windows path without its drive is the current drive's.
        if (fs::exists(dir / k_layer_manifest, ec)) return fs::absolute(dir, ec).lexically_normal().string();
    }
    return std::nullopt;
}

// The layer loads in this process as the Vulkan loader would load it in the program; a failure here is one there.
std::optional<std::string> layer_load_error(const std::string& dir) {
    const std::string library = (std::filesystem::path(dir) / SYNCSTRESS_CAPTURE_LAYER_FILE).string();
    std::string error;
    const platform::Library loaded = platform::load_library(library, error);
    if (!loaded.handle) return library + ": " + error;
    if (!platform::library_symbol(loaded, "vkNegotiateLoaderLayerInterfaceVersion"))
        return library + " has no vkNegotiateLoaderLayerInterfaceVersion";
    return std::nullopt;
}

// The CUDA subscriber beside the layer, if this build has one and it loads here as the CUDA driver would load it in
// the program (it needs libcupti beside it or on the library path). Without it a program's CUDA calls go unrecorded
// and `note` says why.
std::optional<std::string> cuda_subscriber(const std::string& dir, std::string& note) {
    if (std::string(SYNCSTRESS_CAPTURE_CUDA_FILE).empty()) {
        note = "this build has no CUDA subscriber (it was built without the CUDA Toolkit's CUPTI)";
        return std::nullopt;
    }
    const std::string library = (std::filesystem::path(dir) / SYNCSTRESS_CAPTURE_CUDA_FILE).string();
    std::string error;
    const platform::Library loaded = platform::load_library(library, error);
    if (!loaded.handle)
        note = "the CUDA subscriber cannot load: " + library + ": " + error;
    else if (!platform::library_symbol(loaded, "InitializeInjection"))
        note = library + " has no InitializeInjection";
    else
        return library;
    return std::nullopt;
}

// Our environment's value of `name`, after `first` and a separator: the program's own layers stay in.
std::string prepended(const char* name, const std::string& first, char separator) {
    const char* ours = std::getenv(name);
    return ours && *ours ? first + separator + ours : first;
}

platform::ProcessSpec program_spec(const CaptureFlags& f, const std::string& layer_dir, const std::optional<std::string>& cuda,
                                   const std::string& log) {
    platform::ProcessSpec spec;
    spec.argv = f.command;
    spec.inherits_output = true;
    const char list_separator = std::filesystem::path::preferred_separator == '\\' ? ';' : ':';
    spec.env = {{"VK_ADD_LAYER_PATH", prepended("VK_ADD_LAYER_PATH", layer_dir, list_separator)},
                {"VK_INSTANCE_LAYERS", prepended("VK_INSTANCE_LAYERS", k_layer_name, list_separator)},
                {"SYNCSTRESS_CAPTURE_LOG", log},
                {"SYNCSTRESS_CAPTURE_HOST", f.untracked_host ? "0" : "1"}};
    // The CUDA driver loads one injection library at cuInit: ours replaces one the environment names.
    if (cuda) spec.env.push_back({"CUDA_INJECTION64_PATH", *cuda});
    // The program's own mutexes, thread starts and joins (core/capture/layer/host_sync_preload.cpp), in front of the
    // libraries the environment preloads.
    const auto preload = std::filesystem::path(layer_dir) / SYNCSTRESS_CAPTURE_HOST_FILE;
    std::error_code ec;
    if (!f.no_host_sync && !std::string(SYNCSTRESS_CAPTURE_HOST_FILE).empty() && std::filesystem::exists(preload, ec))
        spec.env.push_back({"LD_PRELOAD", prepended("LD_PRELOAD", preload.string(), ':')});
    return spec;
}

int no_instance(const CaptureFlags& f, const capture::CaptureLog& log, const platform::ProcessOutcome& outcome) {
    const std::string program = f.command.front() + " (" + platform::exit_description(outcome) + ")";
    if (log.cuda_loaded)
        return fail(program + " loaded the CUDA subscriber but CUPTI gave it no callbacks: nothing was captured", k_exit_backend);
    if (log.layer_loaded)
        return fail(program + " loaded the capture layer but created no Vulkan instance through it: nothing was captured", k_exit_backend);
    return fail(program + " ended without creating a Vulkan instance under the capture layer or initialising CUDA under the subscriber: "
                          "either it used neither API, or the Vulkan loader did not load the layer (run it with VK_LOADER_DEBUG=layer to "
                          "see which) and the CUDA driver not the subscriber; nothing was captured",
                k_exit_backend);
}

// The scenario, written and read back: what is analyzed is what the file says.
Result<scenario::Scenario> write_scenario(const scenario::Scenario& sc, const std::string& file) {
    auto text = scenario::to_json(sc);
    if (!text) return in_context(text.error(), "the captured scenario cannot be written: ");
    std::ofstream out(file, std::ios::binary);
    out << *text;
    out.close();
    if (!out) return make_error("cannot write " + file, ErrorKind::io);
    auto loaded = scenario::load_scenario_file(file);
    if (!loaded.scenario) return loaded.errors.front().to_error();
    return std::move(*loaded.scenario);
}

// The log of each process that loaded the layer: `log` (the first), then `log`.PID (the others: the program's
// children, which inherit its environment), each with its own scenario file and name (".PID", "-PID").
struct ProcessLog {
    std::string file, pid;  // pid empty: the first process's
};

std::vector<ProcessLog> process_logs(const std::string& log) {
    namespace fs = std::filesystem;
    std::vector<ProcessLog> out{{log, ""}};
    const std::string prefix = fs::path(log).filename().string() + ".";
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(fs::path(log).parent_path(), ec)) {
        const std::string name = entry.path().filename().string();
        const std::string pid = name.rfind(prefix, 0) == 0 ? name.substr(prefix.size()) : "";
        if (!pid.empty() && pid.size() < 20 && std::all_of(pid.begin(), pid.end(), [](char c) { return c >= '0' && c <= '9'; }))
            out.push_back({entry.path().string(), pid});
    }
    std::sort(out.begin() + 1, out.end(), [](const ProcessLog& a, const ProcessLog& b) { return std::stoull(a.pid) < std::stoull(b.pid); });
    return out;
}

// "capture-x.json" -> "capture-x.PID.json": a child process's scenario beside the program's.
std::string child_file(const std::string& file, const std::string& pid) {
    const std::filesystem::path path(file);
    return (path.parent_path() / (path.stem().string() + "." + pid + path.extension().string())).string();
}

// Each process's capture converted, written and read back, its summary printed; the scenarios to analyze.
Result<std::vector<scenario::Scenario>> write_captures(const CaptureFlags& f, const std::string& name,
                                                       std::vector<capture::CaptureLog>& logs, const std::vector<ProcessLog>& processes,
                                                       std::ostream& out) {
    std::vector<scenario::Scenario> written;
    const std::string file = f.output.empty() ? name + ".json" : f.output;
    for (size_t i = 0; i < logs.size(); ++i) {
        const std::string& pid = processes[i].pid;
        if (!logs[i].hello && !logs[i].cuda_hello) {
            if (logs[i].records > 0)
                out << "syncstress: process " << pid
                    << " loaded the capture layer or subscriber and made no Vulkan instance and no CUDA "
                       "context under them: nothing captured\n";
            continue;
        }
        const std::string this_file = pid.empty() ? file : child_file(file, pid);
        logs[i].capture.scenario.file = this_file;
        if (!pid.empty()) logs[i].capture.scenario.name += "-" + pid;
        auto scenario = write_scenario(logs[i].capture.scenario, this_file);
        if (!scenario) return scenario.error();
        written.push_back(std::move(*scenario));
        out << "captured " << this_file << (pid.empty() ? "" : " (process " + pid + ", started by the program)") << ": ";
        for (const std::string& line : capture::summary_lines(logs[i])) out << line << "\n";
    }
    return written;
}

int program_exit(const platform::ProcessOutcome& outcome) {
    if (outcome.signal != 0) return 128 + outcome.signal;
    return outcome.exit_code;
}

int capture(const CaptureFlags& f, const std::vector<std::string>& argv) {
    if (!check_report_options(f.report)) return k_exit_usage;
    std::string looked;
    const auto layer_dir = find_layer(argv.empty() ? "syncstress" : argv.front(), looked);
    if (!layer_dir)
        return fail("the capture layer is not there (" + std::string(k_layer_manifest) + ", looked in " + looked + ")", k_exit_backend);
    if (auto error = layer_load_error(*layer_dir)) return fail("the capture layer cannot load: " + *error, k_exit_backend);
    std::string cuda_note;
    const auto cuda = cuda_subscriber(*layer_dir, cuda_note);
    auto temp = platform::TempDir::create("syncstress-capture");
    if (!temp) return fail(temp.error());
    const std::string log_file = (std::filesystem::path(temp->path()) / "capture.log").string();
    auto outcome = platform::run_process(program_spec(f, *layer_dir, cuda, log_file));
    if (!outcome) return fail(outcome.error());
    const std::string name = capture::capture_name(f.command.front());
    const std::vector<ProcessLog> processes = process_logs(log_file);
    std::vector<capture::CaptureLog> logs;
    for (const ProcessLog& process : processes) {
        auto log = capture::read_capture(process.file, name, !f.no_fold,
                                         f.kernel_ranges == "whole" ? capture::KernelRanges::whole : capture::KernelRanges::slices);
        if (!log) return fail(log.error());
        logs.push_back(std::move(*log));
    }
    if (std::none_of(logs.begin(), logs.end(), [](const capture::CaptureLog& log) { return log.hello || log.cuda_hello; }))
        return no_instance(f, logs.front(), *outcome);
    std::ostream& out = text_out(f.report);
    if (!cuda) out << "syncstress: CUDA calls were not recorded: " << cuda_note << "\n";
    if (!outcome->succeeded())
        out << "syncstress: " << f.command.front() << " ended with " << platform::exit_description(*outcome)
            << "; the scenario holds what it did until then\n";
    auto written = write_captures(f, name, logs, processes, out);
    if (!written) return fail(written.error());
    const int analysis = print_analysis(*written, f.report, argv);
    return outcome->succeeded() ? analysis : program_exit(*outcome);
}

}  // namespace

CommandRunner add_capture_command(CLI::App& app, const std::vector<std::string>& argv) {
    auto flags = std::make_shared<CaptureFlags>();
    CLI::App* command = app.add_subcommand("capture", "Run a Vulkan or CUDA program under syncstress's recorders, write what it did as a "
                                                      "scenario and analyze it");
    command->add_option("command", flags->command, "The program and its arguments, after --")->required();
    command->add_option("-o,--output", flags->output, "Write the scenario to this file (default: capture-PROGRAM.json here)");
    command->add_flag("--no-host-tracking", flags->untracked_host,
                      "Leave the program's own reads and writes of mapped and pinned memory untracked, placed at its unmaps, "
                      "flushes and invalidates (pinned memory: its frees) instead (for a program that polls mapped memory the "
                      "device writes: the tracking's copy of it changes only at the program's sync points)");
    command->add_flag("--no-host-sync", flags->no_host_sync,
                      "Leave the program's own thread synchronisation unseen (its mutexes, read-write locks, condition variables, "
                      "thread starts and joins, seen through a preloaded library by default): only Vulkan and CUDA calls order "
                      "its threads");
    command->add_flag("--no-fold", flags->no_fold,
                      "Keep every repetition in the scenario where the program did the same steps over and over (by default "
                      "they are folded into the scenario's iterations)");
    command
        ->add_option("--kernel-ranges", flags->kernel_ranges,
                     "How far a CUDA kernel's pointer argument reaches into its allocation: slices (to where the next pointer "
                     "into it that the program gave a kernel begins, and a pointer shared by one kernel's launches on several "
                     "streams beside their own slices is read only; it misses a kernel that runs past its slice) or whole (to "
                     "the allocation's end, read and written)")
        ->check(CLI::IsMember({"slices", "whole"}))
        ->capture_default_str();
    add_report_options(command, flags->report, "gpu=h200");
    command->footer("The program runs unchanged, its output and exit code its own, with syncstress's Vulkan layer added through\n"
                    "the loader's environment (Linux and Windows) and its CUDA subscriber through CUDA_INJECTION64_PATH (CUPTI; Linux);\n"
                    "docs/capture.md says what is recorded and what is not modelled.\n"
                    "Exit codes: the program's own when it failed; else 0 no finding, 1 findings, 2 bad usage or a program that\n"
                    "cannot start, 3 the layer cannot load, the program used neither Vulkan nor CUDA under them, or CUPTI\n"
                    "refused the subscriber (another profiler holds it).\n"
                    "  syncstress capture -o upload.json -- ./build/upload_test --frames 3\n"
                    "  syncstress capture -o train.json -- python train.py");
    return run_when_given(command, [flags, &argv] { return capture(*flags, argv); });
}

}  // namespace syncstress::tool
