// `syncstress report REPORT.json...`: views for people of JSON reports (core/report/views.h): --html (a
// self-contained dashboard), --markdown, --csv, and --summary (the Markdown appended to $GITHUB_STEP_SUMMARY).
#pragma once

#include "tool/commands/command.h"

namespace syncstress::tool {

// Exit codes: 0 written, 2 bad input or usage.
CommandRunner add_report_command(CLI::App& app);

}  // namespace syncstress::tool
