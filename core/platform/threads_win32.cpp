#include "core/platform/threads.h"

#include <windows.h>

namespace syncstress::platform {

bool heavy_barrier_available() { return true; }

void heavy_barrier() { FlushProcessWriteBuffers(); }

}  // namespace syncstress::platform
