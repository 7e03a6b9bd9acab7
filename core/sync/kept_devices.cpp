#include "core/sync/kept_devices.h"

namespace syncstress::sync {

void KeptDevices::keep(std::string_view owner, Item item) {
    std::lock_guard lock(mutex_);
    items_.emplace_back(std::string(owner), std::move(item));
}

KeptDevices::Item KeptDevices::take(std::string_view owner, const std::function<bool(const void*)>& fits) {
    std::lock_guard lock(mutex_);
    for (auto it = items_.begin(); it != items_.end(); ++it) {
        if (it->first != owner || !fits(it->second.get())) continue;
        Item item = std::move(it->second);
        items_.erase(it);
        return item;
    }
    return nullptr;
}

}  // namespace syncstress::sync
