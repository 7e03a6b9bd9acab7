// The JSON report's members (docs/report.schema.json), shared by its writer (json_writer.cpp) and its reader
// (json_reader.cpp): each struct's members are listed once, in the order written, and both walk that list, so the
// two cannot drift apart.
#pragma once

#include "core/report/report.h"

#include <concepts>
#include <type_traits>

namespace syncstress::report::json_members {

constexpr const char* k_histogram_unit = "ns";  // what a bucket index counts

// always: written every time (an unset optional as null); when_set: written only when it holds something;
// since_v2: written every time, absent from @1 reports (read as the default).
enum class Presence { always, when_set, since_v2 };

template <class S, class T>
concept of_type = std::same_as<std::remove_const_t<S>, T>;

template <of_type<Percentiles> S, class Visit>
void members(S& p, Visit&& visit) {
    visit("p50", p.p50, Presence::always);
    visit("p90", p.p90, Presence::always);
    visit("p99", p.p99, Presence::always);
    visit("max", p.max, Presence::always);
    visit("count", p.count, Presence::always);
    visit("histogram", p.histogram, Presence::when_set);
}

template <of_type<Sample> S, class Visit>
void members(S& s, Visit&& visit) {
    visit("index", s.index, Presence::always);
    visit("expected", s.expected, Presence::always);
    visit("actual", s.actual, Presence::always);
}

template <of_type<CallSite> S, class Visit>
void members(S& c, Visit&& visit) {
    visit("call", c.call, Presence::always);
    visit("index", c.index, Presence::when_set);
    visit("thread", c.thread, Presence::when_set);
    visit("file", c.file, Presence::when_set);
    visit("line", c.line, Presence::when_set);
}

template <of_type<Access> S, class Visit>
void members(S& a, Visit&& visit) {
    visit("step", a.step, Presence::always);
    visit("command", a.command, Presence::when_set);
    visit("queue", a.queue, Presence::when_set);
    visit("access", a.access, Presence::always);
    visit("next_iteration", a.next_iteration, Presence::when_set);
    visit("call_site", a.call_site, Presence::when_set);
}

template <of_type<SyncSite> S, class Visit>
void members(S& a, Visit&& visit) {
    visit("step", a.step, Presence::always);
    visit("command", a.command, Presence::when_set);
    visit("queue", a.queue, Presence::when_set);
    visit("value", a.value, Presence::always);
    visit("next_iteration", a.next_iteration, Presence::when_set);
    visit("call_site", a.call_site, Presence::when_set);
}

template <of_type<Order> S, class Visit>
void members(S& o, Visit&& visit) {
    visit("early", o.early, Presence::when_set);
    visit("late", o.late, Presence::always);
    visit("waiter", o.waiter, Presence::when_set);
}

template <of_type<Shown> S, class Visit>
void members(S& s, Visit&& visit) {
    visit("iterations", s.iterations, Presence::always);
    visit("first", s.first, Presence::when_set);
}

template <of_type<Finding> S, class Visit>
void members(S& f, Visit&& visit) {
    visit("kind", f.kind, Presence::always);
    visit("expected", f.expected, Presence::always);
    visit("warning", f.warning, Presence::always);
    visit("message", f.message, Presence::always);
    visit("iteration", f.iteration, Presence::when_set);
    visit("steps", f.steps, Presence::when_set);
    visit("step_paths", f.step_paths, Presence::when_set);
    visit("object", f.object, Presence::when_set);
    visit("offset", f.offset, Presence::when_set);
    visit("count", f.count, Presence::when_set);
    visit("classification", f.classification, Presence::when_set);
    visit("first_index", f.first_index, Presence::when_set);
    visit("wrong", f.wrong, Presence::when_set);
    visit("checked", f.checked, Presence::when_set);
    visit("samples", f.samples, Presence::when_set);
    visit("state", f.state, Presence::when_set);
    visit("recovered", f.recovered, Presence::when_set);
    visit("fix", f.fix, Presence::when_set);
    visit("accesses", f.accesses, Presence::when_set);
    visit("hazard", f.hazard, Presence::when_set);
    visit("certain", f.certain, Presence::when_set);
    visit("order", f.order, Presence::when_set);
    // "shown": null when it was looked for and not seen (not_shown says why); absent when not looked for.
    visit("shown", f.shown, f.not_shown.empty() ? Presence::when_set : Presence::always);
    visit("not_shown", f.not_shown, Presence::when_set);
    visit("perturbation", f.perturbation, Presence::when_set);
    visit("vuid", f.vuid, Presence::when_set);
    visit("repro", f.repro, Presence::when_set);
}

template <of_type<Timing> S, class Visit>
void members(S& t, Visit&& visit) {
    visit("iteration_us", t.iteration_us, Presence::always);
    visit("device_us", t.device_us, Presence::when_set);
    visit("engine_us", t.engine_us, Presence::when_set);
    visit("ops", t.ops, Presence::always);
}

template <of_type<Shrunk> S, class Visit>
void members(S& s, Visit&& visit) {
    visit("file", s.file, Presence::when_set);
    visit("kept", s.kept, Presence::when_set);
    visit("steps", s.steps, Presence::always);
    visit("commands", s.commands, Presence::always);
    visit("input_steps", s.input_steps, Presence::always);
    visit("tries", s.tries, Presence::always);
    visit("duration_s", s.duration_s, Presence::always);
    visit("out_of_budget", s.out_of_budget, Presence::always);
    visit("repro", s.repro, Presence::when_set);
    visit("error", s.error, Presence::when_set);
}

template <of_type<ScenarioResult> S, class Visit>
void members(S& r, Visit&& visit) {
    visit("scenario", r.scenario, Presence::always);
    visit("file", r.file, Presence::always);
    visit("backend", r.backend, Presence::always);
    visit("status", r.status, Presence::always);
    visit("reason", r.reason, Presence::always);
    visit("error", r.error, Presence::when_set);  // status error; absent from older reports (from_json says what then)
    visit("expect", r.expect, Presence::always);
    visit("iterations", r.iterations, Presence::always);
    visit("failures", r.failures, Presence::always);
    visit("hangs", r.hangs, Presence::always);
    visit("failure_rate", r.failure_rate, Presence::always);
    visit("failure_rate_ci95", r.failure_rate_ci95, Presence::always);
    visit("findings", r.findings, Presence::always);
    visit("findings_dropped", r.findings_dropped, Presence::always);
    visit("timing", r.timing, Presence::always);
    visit("duration_s", r.duration_s, Presence::always);
    visit("repro", r.repro, Presence::always);
    visit("host", r.host, Presence::since_v2);
    visit("shrunk", r.shrunk, Presence::when_set);
}

template <of_type<JobRef> S, class Visit>
void members(S& j, Visit&& visit) {
    visit("scenario", j.scenario, Presence::always);
    visit("backend", j.backend, Presence::always);
    visit("file", j.file, Presence::always);
}

template <of_type<Ci> S, class Visit>
void members(S& c, Visit&& visit) {
    visit("system", c.system, Presence::always);
    visit("commit", c.commit, Presence::always);
    visit("branch", c.branch, Presence::always);
    visit("job", c.job, Presence::always);
    visit("url", c.url, Presence::always);
}

template <of_type<ToolBuild> S, class Visit>
void members(S& t, Visit&& visit) {
    visit("commit", t.commit, Presence::when_set);
    visit("build_type", t.build_type, Presence::when_set);
    visit("compiler", t.compiler, Presence::when_set);
    visit("backends", t.backends, Presence::when_set);
    visit("adapter_abi", t.adapter_abi, Presence::when_set);
}

template <of_type<AdapterIdentity> S, class Visit>
void members(S& a, Visit&& visit) {
    visit("name", a.name, Presence::always);
    visit("version", a.version, Presence::always);
    visit("path", a.path, Presence::always);
}

template <of_type<DeviceListing> S, class Visit>
void members(S& d, Visit&& visit) {
    visit("index", d.index, Presence::always);
    visit("name", d.name, Presence::always);
    visit("uuid", d.uuid, Presence::always);
    visit("unusable", d.unusable, Presence::when_set);
}

template <of_type<BackendStatus> S, class Visit>
void members(S& b, Visit&& visit) {
    visit("name", b.name, Presence::always);
    visit("available", b.available, Presence::always);
    visit("reason", b.reason, Presence::always);
    visit("device", b.device, Presence::always);
    visit("driver", b.driver, Presence::always);
    visit("api_version", b.api_version, Presence::always);
    visit("queue_mapping", b.queue_mapping, Presence::when_set);
    visit("notes", b.notes, Presence::when_set);
    visit("probed", b.probed, Presence::when_set);
    visit("adapter", b.adapter, Presence::when_set);
    visit("devices", b.devices, Presence::when_set);
}

template <of_type<Host> S, class Visit>
void members(S& h, Visit&& visit) {
    visit("os", h.os, Presence::always);
    visit("cpu", h.cpu, Presence::always);
    visit("hostname", h.hostname, Presence::always);
    visit("cores", h.cores, Presence::always);
    visit("backends", h.backends, Presence::always);
}

template <of_type<Summary> S, class Visit>
void members(S& s, Visit&& visit) {
    visit("results", s.results, Presence::always);
    visit("pass", s.pass, Presence::always);
    visit("fail", s.fail, Presence::always);
    visit("hang", s.hang, Presence::always);
    visit("skip", s.skip, Presence::always);
    visit("error", s.error, Presence::always);
    visit("expected", s.expected, Presence::always);
    visit("iterations", s.iterations, Presence::always);
    visit("failures", s.failures, Presence::always);
    visit("hangs", s.hangs, Presence::always);
    visit("duration_s", s.duration_s, Presence::always);
    visit("jobs_duration_s", s.jobs_duration_s, Presence::when_set);  // always written; absent from older reports
    visit("exit_code", s.exit_code, Presence::always);
    visit("interrupted", s.interrupted, Presence::always);
}

template <class T>
concept has_members = requires(const T& value) {
    members(value, [](const char*, const auto&, Presence) {});
};

}  // namespace syncstress::report::json_members
