#include "tool/stacks.h"

namespace syncstress::tool {

void dump_stacks_on_quit() {}

}  // namespace syncstress::tool
