// Reads the capture layer's log (core/capture/layer/capture_log.h): one record per line, "<index> t<thread> <call>
// key=value ...", every value a decimal number or numbers joined by ':'. The lines are read one at a time, so a long
// capture costs the memory of its conversion, not of its text.
#pragma once

#include "core/common/result.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace syncstress::capture {

struct LogField {
    std::string key;
    std::vector<uint64_t> values;  // one, or the parts of "a:b:c"
};

struct LogRecord {
    uint64_t index = 0;   // the call's ordinal in the captured process
    uint32_t thread = 0;  // 0: the first thread that called into the layer
    std::string call;     // "vkCmdCopyBuffer"; "loaded" and "hello" are the layer's own
    std::vector<LogField> fields;
    size_t line = 0;  // in the log, from 1

    // The first field `key`'s first value; `fallback` where there is none.
    uint64_t get(std::string_view key, uint64_t fallback = 0) const;
    std::optional<uint64_t> find(std::string_view key) const;
    // Every field `key`, in order (a submit's "cb", a barrier's "buffer").
    std::vector<const LogField*> all(std::string_view key) const;
};

// One line (without its newline) as a record; a line that is not one is an error naming `file`:`line`.
Result<LogRecord> parse_log_line(std::string_view text, const std::string& file, size_t line);
// Calls `each` with every record of the log, in order; stops at the first line that is not a record, or where `each`
// returns an error. A last line without its newline (the program ended while the layer wrote it) is left out.
Status read_log(const std::string& file, const std::function<Status(const LogRecord&)>& each);

}  // namespace syncstress::capture
