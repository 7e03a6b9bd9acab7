#include "core/platform/external_handle.h"

#include <unistd.h>

namespace syncstress::platform {

ExternalHandleType external_handle_type() { return ExternalHandleType::opaque_fd; }

void release_after_import(ExternalHandle& handle, bool imported) {
    if (!imported && handle.fd >= 0) close(handle.fd);
    handle.fd = -1;
}

}  // namespace syncstress::platform
