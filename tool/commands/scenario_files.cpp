#include "tool/commands/scenario_files.h"

#include "core/model/expect_check.h"
#include "core/scenario/loader.h"
#include "tool/fail.h"

#include <algorithm>
#include <iostream>
#include <map>
#include <string>

namespace syncstress::tool {

namespace {

bool has_tag(const scenario::Scenario& sc, const std::vector<std::string>& tags) {
    if (tags.empty()) return true;
    return std::any_of(sc.tags.begin(), sc.tags.end(), [&](const auto& t) { return std::find(tags.begin(), tags.end(), t) != tags.end(); });
}

}  // namespace

std::optional<std::vector<scenario::Scenario>> load_scenarios(const ScenarioSelection& selection) {
    std::vector<std::string> links;
    auto files = scenario::find_scenario_files(selection.paths, &links);
    for (const auto& link : links)
        std::cerr << "syncstress: warning: " << link << " is a symbolic link to a folder, not followed (a link can make a loop): "
                  << "name it on the command line to include its scenarios\n";
    if (!files) return fail(files.error()), std::nullopt;
    std::vector<scenario::Scenario> out;
    bool failed = false;
    std::map<std::string, std::string> names;
    for (const auto& file : *files) {
        auto loaded = scenario::load_scenario_file(file);
        model::check_expectations(loaded);
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
        if (has_tag(sc, selection.tags)) out.push_back(std::move(sc));
    }
    if (failed) {
        std::cerr << "syncstress: fix the scenario errors above (SCENARIO-FORMAT.md describes the format)\n";
        return std::nullopt;
    }
    if (out.empty())
        return fail(selection.tags.empty() ? "no scenario files (*.json) found under the given paths"
                                           : "no scenario matches the given --tag"),
               std::nullopt;
    return out;
}

}  // namespace syncstress::tool
