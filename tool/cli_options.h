// The command line's option types that CLI11 does not know, each read once into its typed value: durations
// (core/common/duration.h), read the same way by every option that takes one, each with its own resolution,
// largest value and rule for zero; and any other value a parser of the core reads (a perturbation, a fault set).
#pragma once

#include "core/common/duration.h"

#include <CLI/CLI.hpp>

#include <chrono>
#include <optional>
#include <string>
#include <utility>

namespace syncstress::tool {

// An option whose text `parse` (std::string -> Result<T>) turns into `target`. A text it refuses is CLI11's
// validation error, "NAME: MESSAGE", as a check's would be.
template <class T, class Parse>
CLI::Option* add_parsed_option(CLI::App* app, const std::string& name, T& target, Parse parse, const std::string& help) {
    return app->add_option_function<std::string>(
        name,
        [&target, parse, name](const std::string& text) {
            auto parsed = parse(text);
            if (!parsed) throw CLI::ValidationError(name, parsed.error().message);
            target = std::move(*parsed);
        },
        help);
}

// A duration option into `target`; its help shows the current value of `target` as the default.
inline CLI::Option* add_duration(CLI::App* app, const std::string& name, std::chrono::nanoseconds& target, const DurationRules& rules,
                                 const std::string& help) {
    auto parse = [rules](const std::string& text) { return parse_duration(text, rules); };
    return add_parsed_option(app, name, target, parse, help)->default_str(format_duration(target))->type_name("DURATION");
}

// The same, for an option without a default: unset unless given.
inline CLI::Option* add_duration(CLI::App* app, const std::string& name, std::optional<std::chrono::nanoseconds>& target,
                                 const DurationRules& rules, const std::string& help) {
    auto parse = [rules](const std::string& text) { return parse_duration(text, rules); };
    return add_parsed_option(app, name, target, parse, help)->type_name("DURATION");
}

}  // namespace syncstress::tool
