// What both implementations of pipe_child.h share: how the bytes read become lines.
#include "core/platform/pipe_child.h"

namespace syncstress::platform {

bool take_line(std::string& pending, std::string& line, size_t max_bytes) {
    const size_t end = pending.find('\n');
    if (end != std::string::npos && end <= max_bytes) {
        line.assign(pending, 0, end);
        pending.erase(0, end + 1);
        if (!line.empty() && line.back() == '\r') line.pop_back();
        return true;
    }
    if (pending.size() < max_bytes) return false;
    line.assign(pending, 0, max_bytes);
    pending.erase(0, max_bytes);
    return true;
}

}  // namespace syncstress::platform
