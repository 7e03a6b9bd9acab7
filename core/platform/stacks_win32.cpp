#include "core/platform/stacks.h"

namespace syncstress::platform {

void dump_stacks_on_quit() {}

}  // namespace syncstress::platform
