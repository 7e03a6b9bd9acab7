#include "core/sync/device_choice.h"

#include "core/sync/calibration_cache.h"

#include <algorithm>
#include <cctype>

namespace syncstress::sync {

namespace {

std::string lower(std::string_view text) {
    std::string out(text);
    std::transform(out.begin(), out.end(), out.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return out;
}

bool all_digits(std::string_view text) {
    return !text.empty() && std::all_of(text.begin(), text.end(), [](unsigned char c) { return std::isdigit(c) != 0; });
}

// The spec as a UUID prefix: its hex digits, lowercase, dashes left out; empty when it is not one.
std::string uuid_prefix(std::string_view spec) {
    std::string hex;
    for (unsigned char c : spec) {
        if (c == '-') continue;
        if (!std::isxdigit(c)) return {};
        hex.push_back(static_cast<char>(std::tolower(c)));
    }
    return hex.size() >= 4 ? hex : std::string();
}

std::string listing(const std::vector<DeviceEntry>& devices) {
    std::string text;
    for (size_t i = 0; i < devices.size(); ++i) text += (i ? "; " : "") + device_line(i, devices[i]);
    return text;
}

}  // namespace

std::string device_line(size_t index, const DeviceEntry& device) {
    std::string line = std::to_string(index) + ": " + device.name + " (uuid " + uuid_text(device.uuid) + ")";
    if (!device.why_not.empty()) line += ", not usable: " + device.why_not;
    return line;
}

Result<size_t> choose_device(std::string_view spec, const std::vector<DeviceEntry>& devices, std::string_view api) {
    const std::string known = devices.empty() ? "there is none" : "the devices are " + listing(devices);
    const auto refuse = [&](const std::string& why) {
        return make_error("--device " + std::string(spec) + ": " + why + " (" + std::string(api) + ": " + known + ")",
                          ErrorKind::backend_unavailable);
    };
    std::vector<size_t> matches;
    if (all_digits(spec)) {
        const unsigned long index = spec.size() > 6 ? devices.size() : std::stoul(std::string(spec));
        if (index < devices.size()) matches.push_back(index);
    } else {
        const std::string hex = uuid_prefix(spec), part = lower(spec);
        for (size_t i = 0; i < devices.size(); ++i) {
            const bool by_uuid = !hex.empty() && uuid_text(devices[i].uuid).rfind(hex, 0) == 0;
            if (by_uuid || lower(devices[i].name).find(part) != std::string::npos) matches.push_back(i);
        }
    }
    if (matches.empty()) return refuse("names no " + std::string(api) + " device: give an index, a UUID prefix or a part of a name");
    if (matches.size() > 1) return refuse("names " + std::to_string(matches.size()) + " devices: give an index or a UUID prefix");
    if (!devices[matches[0]].why_not.empty()) return refuse("names a device the backend cannot use");
    return matches[0];
}

}  // namespace syncstress::sync
