// Figures measured once per device that only a perturbation needs (the Vulkan delay shader's speed, a queue's round
// trip, a cross-API hand-off): measured when first needed, once per process, and kept between runs in the user's
// cache folder, one file per scope and device: <user_cache_folder()>/syncstress/<scope>-<device>.txt. A file is
// trusted only when it names this device, this driver and this build of the tool; one that is corrupt or from
// another device, driver or build is ignored, with a note, and replaced at the next store. BackendOptions::cache
// false (--no-cache) neither reads nor writes it.
#pragma once

#include "core/common/result.h"

#include <filesystem>
#include <functional>
#include <map>
#include <mutex>
#include <optional>
#include <set>
#include <span>
#include <string>
#include <string_view>
#include <tuple>
#include <vector>

namespace syncstress::sync {

struct CalibrationKey {
    std::string scope;   // who measures what: "vulkan-delay", "aim-vulkan+cuda"
    std::string device;  // the device's UUID in hex; empty: no device identity, kept for the process only
    std::string driver;  // the driver's name and version, as the backend reports it
};

// A device's UUID as BackendInfo::device_uuid and the cache write it: lowercase hex.
std::string uuid_text(std::span<const uint8_t> uuid);

// <user_cache_folder()>/syncstress; empty where the environment names no cache folder.
std::filesystem::path calibration_folder();
// The file `key`'s figures live in under `folder`.
std::filesystem::path calibration_file(const std::filesystem::path& folder, const CalibrationKey& key);
// The build the cache records: core/build_info's version and commit.
std::string calibration_tool_version();

// Figure `name` of `key` from `folder`, if the file there is this device's, driver's and build's; why a file was
// ignored is appended to `notes`.
std::optional<double> load_calibration(const std::filesystem::path& folder, const CalibrationKey& key, std::string_view name,
                                       std::vector<std::string>& notes);
// Adds or replaces figure `name` of `key` (a positive, finite number); a folder or file that cannot be written is a
// note, never an error: the figure is measured again next time.
void store_calibration(const std::filesystem::path& folder, const CalibrationKey& key, std::string_view name, double value,
                       std::vector<std::string>& notes);

// The figures one run measured or read, and what the cache said meanwhile: made by whoever starts the run (the run
// command: one for all its scenarios and backends) and handed to the backends and the engine (BackendOptions,
// engine::RunOptions), never a global. Safe to use from several threads.
class Calibrations {
public:
    // Figure `name` of `key`: this run's, else the cache's (unless !use_cache), else measure()'s, which is kept for
    // the run and, unless !use_cache, in the cache. A key without a device is kept for the run only.
    Result<double> get(const CalibrationKey& key, std::string_view name, bool use_cache, const std::function<Result<double>()>& measure);
    // What the cache said since the last call (files ignored, and why), each once: the command line prints them.
    std::vector<std::string> take_notes();

private:
    void add_notes(std::vector<std::string>& notes);

    std::mutex mutex_;
    std::map<std::tuple<std::string, std::string, std::string, std::string>, double> measured_;
    std::vector<std::string> notes_;
    std::set<std::string> noted_;  // each note once per run
};

}  // namespace syncstress::sync
