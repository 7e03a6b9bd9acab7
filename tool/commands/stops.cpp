#include "tool/commands/stops.h"

#include "tool/process.h"
#include "tool/stacks.h"
#include "tool/stop.h"

namespace syncstress::tool {

std::atomic<bool>& stop_requested() {
    static std::atomic<bool> stop{false};
    return stop;
}

void handle_stops() {
    install_stop_handlers(stop_requested());
    dump_stacks_on_quit();
    watch_parent_stop(stop_requested());
    contain_descendants();
}

}  // namespace syncstress::tool
