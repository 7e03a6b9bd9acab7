// Loads and validates scenario files (SCENARIO-FORMAT.md, versions 1 and 2). Never throws, never aborts:
// every violation becomes a LoadError naming the file, the JSON path and what was expected. Hand-written `expect`
// patterns are checked against the reference model afterwards, by model::check_expectations (core/model/expect_check.h).
#pragma once

#include "core/common/result.h"
#include "core/scenario/scenario.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace syncstress::scenario {

struct LoadError {
    std::string file;
    std::string path;                       // JSON path: "steps[3].dst", "buffers.x.elements", "" for the whole document
    std::string message;                    // what was expected and, where it helps, how to fix it
    ErrorKind kind = ErrorKind::bad_input;  // io: the file could not be read; internal: the loader itself failed
    std::string to_string() const;          // "file: steps[3].dst: unknown buffer 'q'; the buffers are x, y"
    Error to_error() const { return make_error(to_string(), kind); }
};

struct LoadLimits {
    // Refuse scenarios whose buffers and host arrays together exceed this many bytes, before allocating.
    uint64_t max_total_bytes = 0;  // 0: a quarter of the machine's physical memory
};

struct LoadResult {
    std::optional<Scenario> scenario;  // set only when errors is empty
    std::vector<LoadError> errors;
};

LoadResult load_scenario_text(std::string_view text, const std::string& file, const LoadLimits& limits = {});
LoadResult load_scenario_file(const std::string& file, const LoadLimits& limits = {});

// A PATH is a scenario file or a folder searched recursively for *.json; the result is sorted and unique.
// Symbolic links to folders inside a searched folder are not followed (a link can make a loop): they go to
// `skipped_links`, for the caller to name.
Result<std::vector<std::string>> find_scenario_files(const std::vector<std::string>& paths,
                                                     std::vector<std::string>* skipped_links = nullptr);

}  // namespace syncstress::scenario
