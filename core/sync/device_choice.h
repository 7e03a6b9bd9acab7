// --device SPEC: which of an API's devices a backend opens. SPEC is an index in the API's order (all digits), a
// prefix of a device's UUID (hex digits, dashes ignored, at least 4), or a case-insensitive part of its name. A
// spec that names no device, or several, is an error that lists them all.
#pragma once

#include "core/common/result.h"

#include <array>
#include <cstdint>
#include <map>
#include <mutex>
#include <string>
#include <string_view>
#include <vector>

namespace syncstress::sync {

struct DeviceEntry {
    std::string name;
    std::array<uint8_t, 16> uuid{};
    std::string why_not;  // not empty: the backend cannot use it (too old a Vulkan, no timeline semaphores)
};

// The index into `devices` that `spec` names. `api` names the list in errors ("Vulkan", "CUDA").
Result<size_t> choose_device(std::string_view spec, const std::vector<DeviceEntry>& devices, std::string_view api);
// "0: NVIDIA H100 80GB HBM3 (uuid 1f2e...)", one per device, for `backends` and for errors.
std::string device_line(size_t index, const DeviceEntry& device);

// What a backend's probe found for each --device spec, found once per process (several commands ask).
template <class Value>
class PerDevice {
public:
    template <class Make>
    Value get(std::string_view spec, Make&& make) {
        std::lock_guard lock(mutex_);
        auto it = found_.find(std::string(spec));
        if (it == found_.end()) it = found_.emplace(std::string(spec), make()).first;
        return it->second;
    }

private:
    std::mutex mutex_;
    std::map<std::string, Value, std::less<>> found_;
};

}  // namespace syncstress::sync
