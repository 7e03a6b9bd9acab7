// The exit codes every command returns (core/report/exit_codes.h, the one list of them), and the one way a command
// ends with an error: its sentence on stderr.
#pragma once

#include "core/report/exit_codes.h"

#include <string>

namespace syncstress::tool {

using report::k_exit_backend;
using report::k_exit_findings;
using report::k_exit_ok;
using report::k_exit_usage;

// Prints "syncstress: MESSAGE" on stderr and returns CODE.
int fail(const std::string& message, int code = k_exit_usage);
// Prints the error's message the same way and returns the exit code of its kind (report::exit_code).
int fail(const Error& error);

}  // namespace syncstress::tool
