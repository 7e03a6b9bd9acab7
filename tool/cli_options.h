// The command line's option types that CLI11 does not know: durations (core/common/duration.h), read the same way
// by every option that takes one, each with its own resolution, largest value and rule for zero.
#pragma once

#include "core/common/duration.h"

#include <CLI/CLI.hpp>

#include <chrono>
#include <optional>
#include <string>

namespace syncstress::tool {

// Refuses what parse_duration refuses under `rules`, with its message (CLI11 prefixes the option's name).
inline CLI::Validator duration_validator(const DurationRules& rules) {
    return CLI::Validator(
        [rules](std::string& text) {
            auto parsed = parse_duration(text, rules);
            return parsed ? std::string() : parsed.error().message;
        },
        "", "duration");  // the help shows the option's type name, DURATION
}

// A duration option into `target`; its help shows the current value of `target` as the default.
inline CLI::Option* add_duration(CLI::App* app, const std::string& name, std::chrono::nanoseconds& target,
                                 const DurationRules& rules, const std::string& help) {
    auto* option = app->add_option_function<std::string>(
        name, [&target, rules](const std::string& text) { target = *parse_duration(text, rules); }, help);
    option->check(duration_validator(rules))->default_str(format_duration(target))->type_name("DURATION");
    return option;
}

// The same, for an option without a default: unset unless given.
inline CLI::Option* add_duration(CLI::App* app, const std::string& name, std::optional<std::chrono::nanoseconds>& target,
                                 const DurationRules& rules, const std::string& help) {
    auto* option = app->add_option_function<std::string>(
        name, [&target, rules](const std::string& text) { target = *parse_duration(text, rules); }, help);
    option->check(duration_validator(rules))->type_name("DURATION");
    return option;
}

}  // namespace syncstress::tool
