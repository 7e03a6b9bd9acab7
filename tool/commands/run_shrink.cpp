#include "tool/commands/run_shrink.h"

#include "core/report/format.h"
#include "core/scenario/writer.h"
#include "core/shrink/shrink.h"
#include "core/platform/process.h"
#include "tool/commands/run_jobs.h"
#include "tool/commands/shrink_progress.h"
#include "tool/commands/stops.h"
#include "tool/parallel.h"

#include <algorithm>
#include <exception>
#include <filesystem>
#include <memory>
#include <set>

namespace syncstress::tool {

namespace {

// The iterations of a try of the run oracle: the run's own count, at most this many (a try stops at its first failure;
// one that loses the finding runs them all).
constexpr uint64_t k_max_try_iterations = 200;

bool proved(report::FindingKind k) {
    return k == report::FindingKind::race || k == report::FindingKind::deadlock || k == report::FindingKind::timeline;
}

bool shrinks(report::ResultStatus s) {
    return s == report::ResultStatus::fail || s == report::ResultStatus::hang || s == report::ResultStatus::expected;
}

// The finding to keep: the one that failed `r`, or of an expected result the first one its scenario expects.
const report::Finding* finding_to_keep(const report::ScenarioResult& r) {
    if (r.status != report::ResultStatus::expected) return report::first_failure(r);
    for (const report::Finding& f : r.findings)
        if (f.expected && !f.warning) return &f;
    return nullptr;
}

// A try in a worker process (tool/parallel.h), as --isolate runs a job: the candidate written to a file of its own.
using Runner = std::function<report::ScenarioResult(const scenario::Scenario&, const engine::RunOptions&)>;
Runner in_worker(const ShrinkSettings& settings, const std::string& backend) {
    auto folder = std::make_shared<Result<platform::TempDir>>(platform::TempDir::create("syncstress-shrink"));
    return [folder, settings, backend](const scenario::Scenario& sc, const engine::RunOptions& o) {
        report::ScenarioResult r;
        r.status = report::ResultStatus::error;
        auto text = scenario::to_json(sc);
        if (!*folder || !text) return r;
        const std::string file = (std::filesystem::path((*folder)->path()) / "candidate.json").generic_string();
        if (!report::write_output(file, *text)) return r;
        WorkerOptions w;
        w.program = settings.worker_program;
        w.run = o;
        w.env = settings.worker_env;
        w.stop = &stop_requested();
        w.deadline = worker_deadline(o);
        auto done = run_in_workers({Job{sc.name, file, backend, sc.expect}}, w);
        if (done && !done->results.empty()) r = std::move(done->results.front());
        return r;
    };
}

// The oracle of the finding to keep.
Result<shrink::Chosen> oracle_for(const scenario::Scenario& sc, const report::ScenarioResult& r, const engine::RunOptions& o,
                                  const ShrinkSettings& settings) {
    const report::Finding* f = finding_to_keep(r);
    if (!f) return make_error("no finding to keep: the result failed with " + r.reason.value_or(to_string(r.status)), ErrorKind::bad_input);
    if (proved(f->kind)) {
        auto target = shrink::analysis_target(sc, f->message);
        if (!target) return target.error();
        return shrink::oracle_of(std::move(*target));
    }
    if (f->kind != report::FindingKind::mismatch && f->kind != report::FindingKind::hang)
        return make_error(std::string("shrink keeps races, deadlocks, timeline misuse, mismatches and hangs; the result failed with a ") +
                              to_string(f->kind) + " finding",
                          ErrorKind::bad_input);
    const uint64_t iterations = std::clamp<uint64_t>(r.iterations, 1, k_max_try_iterations);
    shrink::RunTarget target = shrink::run_target(sc, r, *f, iterations, o);
    if (!settings.worker_program.empty()) target.runner = in_worker(settings, r.backend);
    return shrink::oracle_of(std::move(target));
}

report::Shrunk shrink_one(const scenario::Scenario& sc, const report::ScenarioResult& r, const engine::RunOptions& o,
                          const ShrinkSettings& settings, const std::string& file) {
    report::Shrunk out;
    out.input_steps = sc.steps.size();
    const auto start = std::chrono::steady_clock::now();
    auto chosen = oracle_for(sc, r, o, settings);
    if (!chosen) {
        out.error = chosen.error().message;
        return out;
    }
    out.kept = chosen->kept;
    ShrinkProgress progress(sc.name + " on " + r.backend);
    const shrink::Outcome outcome = shrink::reduce(sc, chosen->keeps, shrink_options(progress, settings.budget));
    progress.clear();
    out.steps = outcome.result.scenario.steps.size();
    out.commands = shrink::command_count(outcome.result.scenario);
    out.tries = outcome.tries;
    out.out_of_budget = outcome.out_of_budget;
    out.duration_s = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    auto text = scenario::to_json(outcome.result.scenario);
    if (!text) {
        out.error = "the shrunk scenario could not be written as JSON: " + text.error().message;
        return out;
    }
    if (auto written = report::write_output(file, *text + "\n"); !written) {
        out.error = written.error().message;
        return out;
    }
    out.file = file;
    out.repro = engine::repro_line(file, r.backend, o);
    return out;
}

const scenario::Scenario* scenario_of(const std::vector<scenario::Scenario>& scenarios, const report::ScenarioResult& r) {
    for (const scenario::Scenario& sc : scenarios)
        if (sc.name == r.scenario && sc.file == r.file) return &sc;
    return nullptr;
}

// A file name not taken yet by this run: NAME.BACKEND.shrunk.json, else NAME.BACKEND.2.shrunk.json, ...
std::string free_path(const ShrinkSettings& settings, const report::ScenarioResult& r, std::set<std::string>& taken) {
    const std::filesystem::path folder(settings.folder);
    std::string base = shrunk_file_name(r.scenario, r.backend);
    std::string path = (folder / base).generic_string();
    const std::string stem = base.substr(0, base.size() - std::string(".shrunk.json").size());
    for (int n = 2; !taken.insert(path).second; ++n) path = (folder / (stem + "." + std::to_string(n) + ".shrunk.json")).generic_string();
    return path;
}

}  // namespace

std::string shrunk_file_name(const std::string& scenario, const std::string& backend) {
    auto safe = [](std::string text) {
        for (char& c : text)
            if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '.' || c == '_' || c == '-')) c = '-';
        return text;
    };
    return safe(scenario) + "." + safe(backend) + ".shrunk.json";
}

void shrink_failures(report::Report& rep, const std::vector<scenario::Scenario>& scenarios, const engine::RunOptions& options,
                     const ShrinkSettings& settings, std::ostream& out, const std::function<void()>& written) {
    std::set<std::string> taken;
    for (report::ScenarioResult& r : rep.results) {
        if (stop_requested().load()) return;
        if (!shrinks(r.status)) continue;
        const scenario::Scenario* sc = scenario_of(scenarios, r);
        if (!sc) continue;
        try {
            r.shrunk = shrink_one(*sc, r, options, settings, free_path(settings, r, taken));
        } catch (const std::exception& e) {
            r.shrunk = report::Shrunk{};
            r.shrunk->input_steps = sc->steps.size();
            r.shrunk->error = std::string("shrinking failed: ") + e.what();
        }
        out << r.scenario << " on " << r.backend << ":\n";
        report::print_shrunk(r, out);
        out.flush();
        written();
    }
}

}  // namespace syncstress::tool
