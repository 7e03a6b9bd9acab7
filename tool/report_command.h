// `syncstress report REPORT.json...`: views for people of JSON reports (core/report/views.h): --html (a
// self-contained dashboard), --markdown, --csv, and --summary (the Markdown appended to $GITHUB_STEP_SUMMARY).
#pragma once

#include <functional>
#include <optional>

namespace CLI {
class App;
}

namespace syncstress::tool {

// Adds the command to APP. Once APP has parsed the command line, the returned function runs the command if it was
// the one given and returns its exit code (0 written, 2 bad input or usage), and returns nullopt otherwise.
std::function<std::optional<int>()> add_report_command(CLI::App& app);

}  // namespace syncstress::tool
