// What a backend leaves for the next backend of the same run: a device it opened (the Vulkan backend's instance,
// device and queues: NVIDIA takes ~0.1 s to make one, and a run makes one for the report's description and one per
// scenario). The run owns the store (engine::RunOptions, handed on in BackendOptions), so what is kept is seen by
// whoever holds the options and ends with the run, not at the process's exit.
#pragma once

#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <vector>

namespace syncstress::sync {

class KeptDevices {
public:
    // A kept thing; its deleter closes it (a Vulkan context: its device and instance).
    using Item = std::shared_ptr<void>;

    // Keeps `item` for a later take() by the same `owner` ("vulkan").
    void keep(std::string_view owner, Item item);
    // The first item of `owner` for which `fits` is true, taken out of the store; null when none fits.
    Item take(std::string_view owner, const std::function<bool(const void*)>& fits);

private:
    std::mutex mutex_;
    std::vector<std::pair<std::string, Item>> items_;
};

}  // namespace syncstress::sync
