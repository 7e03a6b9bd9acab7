// Writing report files: the one part of core/report that knows the OS (file_output_posix.cpp,
// file_output_win32.cpp; CMake picks one). Everything else goes through these functions.
#pragma once

#include "core/common/result.h"

#include <cstddef>
#include <string>

namespace syncstress::report {

// DIGITS random hex digits from the OS's random source (report.cpp): temporary names and run ids.
std::string random_hex(size_t digits);

// Whether two report paths name one file: equal, or equal once made absolute and resolved (., .., symlinks of the
// parts that exist), so that `--json r.json --junit ./r.json` is refused before a run rather than lost after it.
bool same_file(const std::string& a, const std::string& b);

// True when PATH exists and is not a regular file or a folder (a pipe, a terminal, a device; also through
// a symlink). Such a target is written in place, once, instead of being replaced.
bool is_special_file(const std::string& path);

// Checks, before a run, that a report can be written to PATH: a temporary file with a random name is
// created beside it and removed again (a special file is checked for write permission, not opened: a pipe's
// reader would see its end). The error names the path and the reason.
Status check_writable(const std::string& path);

// Writes CONTENT to PATH so that a reader never sees half of it: into a new file with a random name beside
// PATH (created exclusively, never through a symlink), flushed to disk, then renamed over PATH (a symlink at
// PATH is replaced, not followed). A special file is written directly.
Status write_atomically(const std::string& path, const std::string& content);

// Writes CONTENT to stdout byte for byte and flushes it (Windows: not through the C runtime's text mode, which
// would turn each LF into CR LF, and the CR LF of CSV into CR CR LF).
Status write_stdout(const std::string& content);

}  // namespace syncstress::report
