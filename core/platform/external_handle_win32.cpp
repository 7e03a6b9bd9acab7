#include "core/platform/external_handle.h"

#include <windows.h>

namespace syncstress::platform {

ExternalHandleType external_handle_type() { return ExternalHandleType::opaque_win32; }

void release_after_import(ExternalHandle& handle, bool) {
    // CUDA duplicates NT handles: the exporter's stays ours to close, imported or not.
    if (handle.handle) CloseHandle(static_cast<HANDLE>(handle.handle));
    handle.handle = nullptr;
}

}  // namespace syncstress::platform
