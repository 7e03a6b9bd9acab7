// The JSON form of a report, format syncstress/report@2 (docs/report.schema.json), written from the member lists
// of json_members.h. Dashboards key on these names: @2 only added to @1.
#include "core/report/json_members.h"
#include "core/report/report.h"

#include <map>
#include <optional>
#include <type_traits>
#include <vector>

namespace syncstress::report {

using nlohmann::ordered_json;
using namespace json_members;

namespace {

template <class T>
bool is_set(const T& value) {
    if constexpr (std::is_same_v<T, bool>)
        return value;
    else if constexpr (requires { value.has_value(); })
        return value.has_value();
    else if constexpr (requires { value.empty(); })
        return !value.empty();
    else
        return true;
}

// {"unit": "ns", "sub_buckets": 128, "min_us", "max_us", "sum_us", "counts": [[bucket, count], ...]}: the
// buckets that hold samples, whose bounds unit and sub_buckets define (core/report/histogram.h).
ordered_json value_json(const Histogram& h) {
    ordered_json counts = ordered_json::array();
    for (const auto& [bucket, count] : h.buckets()) counts.push_back({bucket, count});
    return {{"unit", k_histogram_unit}, {"sub_buckets", Histogram::k_sub_buckets},
            {"min_us", h.min()},        {"max_us", h.max()},
            {"sum_us", h.sum()},        {"counts", std::move(counts)}};
}

template <class T>
ordered_json value_json(const T& value);

template <class T>
ordered_json value_json(const std::optional<T>& value) {
    return value ? value_json(*value) : ordered_json(nullptr);
}

template <class T>
ordered_json value_json(const std::vector<T>& values) {
    ordered_json array = ordered_json::array();
    for (const T& value : values) array.push_back(value_json(value));
    return array;
}

template <class T>
ordered_json value_json(const std::map<std::string, T>& values) {
    ordered_json object = ordered_json::object();
    for (const auto& [key, value] : values) object[key] = value_json(value);
    return object;
}

template <class T>
ordered_json value_json(const T& value) {
    if constexpr (has_members<T>) {
        ordered_json object = ordered_json::object();
        members(value, [&](const char* key, const auto& field, Presence presence) {
            if (presence != Presence::when_set || is_set(field)) object[key] = value_json(field);
        });
        return object;
    } else if constexpr (is_named_enum<T>) {
        return to_string(value);
    } else {
        return value;
    }
}

ordered_json time_json(const std::optional<Clock::time_point>& time) {
    return time ? ordered_json(format_rfc3339(*time)) : ordered_json(nullptr);
}

ordered_json hosts_json(const Report& report) {
    ordered_json hosts = ordered_json::array({value_json(report.host)});
    for (const Host& host : report.other_hosts) hosts.push_back(value_json(host));
    return hosts;
}

}  // namespace

ordered_json to_json(const Report& report) {
    ordered_json tool = {{"name", "syncstress"}, {"version", report.tool_version}};
    tool.update(value_json(report.tool_build));
    return {{"format", k_format},
            {"tool", std::move(tool)},
            {"run_id", report.run_id},
            {"started_at", time_json(report.started_at)},
            {"finished_at", time_json(report.finished_at)},
            {"duration_s", report.duration_s},
            {"complete", report.complete},
            {"labels", value_json(report.labels)},
            {"ci", value_json(report.ci)},
            {"host", value_json(report.host)},
            {"hosts", hosts_json(report)},
            {"options", report.options.is_object() ? report.options : ordered_json::object()},
            {"results", value_json(report.results)},
            {"not_run", value_json(report.not_run)},
            {"summary", value_json(report.summary)}};
}

ordered_json to_json(const std::vector<BackendStatus>& backends) { return value_json(backends); }

}  // namespace syncstress::report
