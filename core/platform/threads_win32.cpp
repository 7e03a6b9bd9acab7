#include "core/platform/threads.h"

#include "core/platform/text_win32.h"

namespace syncstress::platform {

// FlushProcessWriteBuffers is documented to make every running thread of the process pass a full barrier. Under Wine
// it is an emulation of that (a page's protection changed to make the kernel interrupt the other cores) whose strength
// this code does not take on trust: there the frequent side uses full fences after all.
bool heavy_barrier_available() {
    static const bool windows = wine_version() == nullptr;
    return windows;
}

void heavy_barrier() { FlushProcessWriteBuffers(); }

}  // namespace syncstress::platform
