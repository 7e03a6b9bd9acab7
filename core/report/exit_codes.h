// The process's exit codes (README "Exit codes"), and the one an error gives: what the tool returns for an Error
// that ends a command, and what a result with status error adds to a run's (Summary::exit_code, the highest wins).
#pragma once

#include "core/common/result.h"

namespace syncstress::report {

inline constexpr int k_exit_ok = 0;
inline constexpr int k_exit_findings = 1;  // findings not expected, or syncstress itself failed
inline constexpr int k_exit_usage = 2;     // bad input or usage
inline constexpr int k_exit_backend = 3;   // a backend asked for by name is unavailable or broke

constexpr int exit_code(ErrorKind kind) {
    switch (kind) {
    case ErrorKind::bad_input:
    case ErrorKind::io: return k_exit_usage;
    case ErrorKind::backend_unavailable:
    case ErrorKind::backend_failed:
    case ErrorKind::device_lost: return k_exit_backend;
    case ErrorKind::internal: return k_exit_findings;
    }
    return k_exit_findings;
}
constexpr int exit_code(const Error& error) { return exit_code(error.kind); }

}  // namespace syncstress::report
