#include "core/sync/calibration_cache.h"

#include "core/build_info/build_info.h"
#include "core/platform/cache_folder.h"

#include <atomic>
#include <charconv>
#include <chrono>
#include <cmath>
#include <fstream>
#include <map>
#include <mutex>
#include <set>
#include <thread>
#include <tuple>

namespace syncstress::sync {

namespace {

constexpr std::string_view k_header = "syncstress calibration 1";

// A file name's part: what a scope or UUID holds, anything else as '_'.
std::string file_part(std::string_view text) {
    std::string out;
    for (char c : text) {
        const bool plain =
            (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '.' || c == '-' || c == '+' || c == '_';
        out += plain ? c : '_';
    }
    return out.empty() ? "none" : out;
}

std::string format_value(double value) {
    char text[64];
    const auto r = std::to_chars(text, text + sizeof text, value);
    return std::string(text, r.ptr);
}

std::optional<double> parse_value(std::string_view text) {
    double value = 0;
    const auto r = std::from_chars(text.data(), text.data() + text.size(), value);
    if (r.ec != std::errc() || r.ptr != text.data() + text.size() || !std::isfinite(value) || value <= 0) return std::nullopt;
    return value;
}

struct CacheFile {
    std::string tool, device, driver;
    std::vector<std::pair<std::string, double>> figures;
};

// The file's contents, or why it is not a cache file (empty file: absent).
Result<std::optional<CacheFile>> read_file(const std::filesystem::path& path) {
    std::error_code ec;
    if (!std::filesystem::exists(path, ec)) return std::optional<CacheFile>();
    std::ifstream in(path, std::ios::binary);
    if (!in) return make_error("cannot be read", ErrorKind::io);
    std::vector<std::string> lines;
    for (std::string line; std::getline(in, line);) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        lines.push_back(std::move(line));
    }
    auto field = [&](size_t i, std::string_view name) -> std::optional<std::string> {
        if (i >= lines.size() || lines[i].compare(0, name.size() + 1, std::string(name) + " ") != 0) return std::nullopt;
        return lines[i].substr(name.size() + 1);
    };
    CacheFile file;
    const auto tool = field(1, "tool"), device = field(2, "device"), driver = field(3, "driver");
    if (lines.empty() || lines[0] != k_header || !tool || !device || !driver)
        return make_error("is corrupt (not a calibration cache)", ErrorKind::bad_input);
    file.tool = *tool;
    file.device = *device;
    file.driver = *driver;
    for (size_t i = 4; i < lines.size(); ++i) {
        const size_t space = lines[i].find(' ');
        const auto value = space == std::string::npos ? std::nullopt : parse_value(std::string_view(lines[i]).substr(0, space));
        if (!value || space + 1 >= lines[i].size())
            return make_error("is corrupt (line " + std::to_string(i + 1) + ")", ErrorKind::bad_input);
        file.figures.emplace_back(lines[i].substr(space + 1), *value);
    }
    return std::optional(std::move(file));
}

// Why `file` is not `key`'s under this build, or nothing.
std::optional<std::string> mismatch(const CacheFile& file, const CalibrationKey& key) {
    if (file.device != key.device) return "is from another device (" + file.device + ")";
    if (file.driver != key.driver) return "is from another driver (" + file.driver + "; this one: " + key.driver + ")";
    if (file.tool != calibration_tool_version())
        return "is from another build of syncstress (" + file.tool + "; this one: " + calibration_tool_version() + ")";
    return std::nullopt;
}

std::string note(const std::filesystem::path& path, const std::string& why, const char* then) {
    const auto utf8 = path.u8string();
    return "calibration cache " + std::string(utf8.begin(), utf8.end()) + " " + why + ": " + then;
}

// The file of `key`, if it is this device's, driver's and build's; notes say why not.
std::optional<CacheFile> trusted_file(const std::filesystem::path& path, const CalibrationKey& key, std::vector<std::string>& notes) {
    auto file = read_file(path);
    if (!file) {
        notes.push_back(note(path, file.error().message, "ignored, measured again"));
        return std::nullopt;
    }
    if (!*file) return std::nullopt;
    if (auto why = mismatch(**file, key)) {
        notes.push_back(note(path, *why, "ignored, measured again"));
        return std::nullopt;
    }
    return std::move(**file);
}

}  // namespace

std::string uuid_text(std::span<const uint8_t> uuid) {
    static const char* k_hex = "0123456789abcdef";
    std::string text;
    for (uint8_t byte : uuid) {
        text += k_hex[byte >> 4];
        text += k_hex[byte & 15];
    }
    return text;
}

std::filesystem::path calibration_folder() {
    const auto folder = platform::user_cache_folder();
    return folder.empty() ? folder : folder / "syncstress";
}

std::filesystem::path calibration_file(const std::filesystem::path& folder, const CalibrationKey& key) {
    return folder / (file_part(key.scope) + "-" + file_part(key.device) + ".txt");
}

std::string calibration_tool_version() {
    const BuildInfo& b = build_info();
    return b.version + " " + b.commit;
}

std::optional<double> load_calibration(const std::filesystem::path& folder, const CalibrationKey& key, std::string_view name,
                                       std::vector<std::string>& notes) {
    if (folder.empty() || key.device.empty()) return std::nullopt;
    const auto file = trusted_file(calibration_file(folder, key), key, notes);
    if (!file) return std::nullopt;
    for (const auto& [figure, value] : file->figures)
        if (figure == name) return value;
    return std::nullopt;
}

void store_calibration(const std::filesystem::path& folder, const CalibrationKey& key, std::string_view name, double value,
                       std::vector<std::string>& notes) {
    if (folder.empty() || key.device.empty() || !std::isfinite(value) || value <= 0 || name.empty() ||
        name.find('\n') != std::string_view::npos)
        return;
    const auto path = calibration_file(folder, key);
    std::vector<std::string> ignored;  // said by the load that came first
    CacheFile file = trusted_file(path, key, ignored).value_or(CacheFile{});
    file.tool = calibration_tool_version();
    file.device = key.device;
    file.driver = key.driver;
    bool replaced = false;
    for (auto& [figure, v] : file.figures)
        if (figure == name) v = value, replaced = true;
    if (!replaced) file.figures.emplace_back(std::string(name), value);

    // Written whole to a file of its own, then renamed over the old one: a reader sees the old file or the new.
    std::error_code ec;
    std::filesystem::create_directories(folder, ec);
    if (ec) {
        notes.push_back(note(folder, "cannot be created (" + ec.message() + ")", "figures kept for this run only"));
        return;
    }
    static std::atomic<uint64_t> counter{0};
    const auto unique = std::to_string(std::chrono::steady_clock::now().time_since_epoch().count()) + "-" +
                        std::to_string(std::hash<std::thread::id>{}(std::this_thread::get_id()) % 1000000) + "-" +
                        std::to_string(counter++);
    auto temporary = path;
    temporary += ".tmp-" + unique;
    {
        std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
        out << k_header << "\ntool " << file.tool << "\ndevice " << file.device << "\ndriver " << file.driver << "\n";
        for (const auto& [figure, v] : file.figures) out << format_value(v) << " " << figure << "\n";
        out.close();
        if (!out) {
            std::filesystem::remove(temporary, ec);
            notes.push_back(note(path, "cannot be written", "figures kept for this run only"));
            return;
        }
    }
    std::filesystem::rename(temporary, path, ec);
    if (ec) {
        // A runtime whose rename does not replace a file (some Windows C runtimes): the old one goes first.
        std::filesystem::remove(path, ec);
        std::filesystem::rename(temporary, path, ec);
    }
    if (ec) {
        std::filesystem::remove(temporary, ec);
        notes.push_back(note(path, "cannot be replaced", "figures kept for this run only"));
    }
}

void Calibrations::add_notes(std::vector<std::string>& notes) {
    for (auto& n : notes)
        if (noted_.insert(n).second) notes_.push_back(std::move(n));
}

Result<double> Calibrations::get(const CalibrationKey& key, std::string_view name, bool use_cache,
                                 const std::function<Result<double>()>& measure) {
    const auto id = std::make_tuple(key.scope, key.device, key.driver, std::string(name));
    const auto folder = use_cache ? calibration_folder() : std::filesystem::path();
    {
        std::lock_guard lock(mutex_);
        if (auto it = measured_.find(id); it != measured_.end()) return it->second;
        std::vector<std::string> notes;
        const auto cached = load_calibration(folder, key, name, notes);
        add_notes(notes);
        if (cached) return measured_[id] = *cached;
    }
    // Measured without the lock: a measurement takes milliseconds and may itself ask for another figure.
    auto measured = measure();
    if (!measured) return measured.error();
    std::lock_guard lock(mutex_);
    std::vector<std::string> notes;
    store_calibration(folder, key, name, *measured, notes);
    add_notes(notes);
    return measured_[id] = *measured;
}

std::vector<std::string> Calibrations::take_notes() {
    std::lock_guard lock(mutex_);
    return std::exchange(notes_, {});
}

}  // namespace syncstress::sync
