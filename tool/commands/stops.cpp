#include "tool/commands/stops.h"

#include "core/platform/process.h"
#include "core/platform/stacks.h"
#include "core/platform/stop.h"

namespace syncstress::tool {

std::atomic<bool>& stop_requested() {
    static std::atomic<bool> stop{false};
    return stop;
}

void handle_stops() {
    platform::install_stop_handlers(stop_requested());
    platform::dump_stacks_on_quit();
    platform::watch_parent_stop(stop_requested());
    platform::contain_descendants();
}

}  // namespace syncstress::tool
