#include "core/capture/log_reader.h"

#include <charconv>
#include <fstream>

namespace syncstress::capture {
namespace {

bool parse_number(std::string_view text, uint64_t& out) {
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), out);
    return error == std::errc() && end == text.data() + text.size();
}

std::string_view next_word(std::string_view& text) {
    const size_t start = text.find_first_not_of(' ');
    if (start == std::string_view::npos) return text = {};
    const size_t end = text.find(' ', start);
    const std::string_view word = text.substr(start, end == std::string_view::npos ? std::string_view::npos : end - start);
    text = end == std::string_view::npos ? std::string_view{} : text.substr(end);
    return word;
}

bool parse_field(std::string_view word, LogField& field) {
    const size_t equals = word.find('=');
    if (equals == std::string_view::npos || equals == 0) return false;
    field.key = std::string(word.substr(0, equals));
    std::string_view rest = word.substr(equals + 1);
    while (true) {
        const size_t colon = rest.find(':');
        uint64_t value = 0;
        if (!parse_number(rest.substr(0, colon), value)) return false;
        field.values.push_back(value);
        if (colon == std::string_view::npos) return true;
        rest = rest.substr(colon + 1);
    }
}

}  // namespace

uint64_t LogRecord::get(std::string_view key, uint64_t fallback) const { return find(key).value_or(fallback); }

std::optional<uint64_t> LogRecord::find(std::string_view key) const {
    for (const auto& field : fields)
        if (field.key == key && !field.values.empty()) return field.values[0];
    return std::nullopt;
}

std::vector<const LogField*> LogRecord::all(std::string_view key) const {
    std::vector<const LogField*> out;
    for (const auto& field : fields)
        if (field.key == key) out.push_back(&field);
    return out;
}

Result<LogRecord> parse_log_line(std::string_view text, const std::string& file, size_t line) {
    auto bad = [&](const std::string& what) {
        return make_error(file + ":" + std::to_string(line) + ": " + what +
                              "; the capture log is written by the capture layer, not by hand",
                          ErrorKind::bad_input);
    };
    LogRecord record;
    record.line = line;
    uint64_t thread = 0;
    const std::string_view index = next_word(text), thread_word = next_word(text), call = next_word(text);
    if (!parse_number(index, record.index)) return bad("expected a call index, found '" + std::string(index) + "'");
    if (thread_word.size() < 2 || thread_word[0] != 't' || !parse_number(thread_word.substr(1), thread) || thread > UINT32_MAX)
        return bad("expected a thread as t<number>, found '" + std::string(thread_word) + "'");
    if (call.empty()) return bad("expected the name of a call");
    record.thread = static_cast<uint32_t>(thread);
    record.call = std::string(call);
    for (std::string_view word = next_word(text); !word.empty(); word = next_word(text)) {
        LogField field;
        if (!parse_field(word, field)) return bad("expected key=number[:number...], found '" + std::string(word) + "'");
        record.fields.push_back(std::move(field));
    }
    return record;
}

Status read_log(const std::string& file, const std::function<Status(const LogRecord&)>& each) {
    std::ifstream in(file, std::ios::binary);
    if (!in) return make_error("cannot read the capture log " + file, ErrorKind::io);
    std::string text;
    for (size_t line = 1; std::getline(in, text); ++line) {
        // A last line without its newline is one the program's end cut short (it exited or was killed mid-write).
        if (text.empty() || in.eof()) continue;
        auto record = parse_log_line(text, file, line);
        if (!record) return record.error();
        if (auto status = each(*record); !status) return status;
    }
    return {};
}

}  // namespace syncstress::capture
