// A runtime adapter loaded from a shared library (include/syncstress/adapter.h) as a sync::Backend:
// `--backend adapter:PATH`.
#pragma once

#include "core/common/result.h"
#include "core/sync/backend.h"

#include <memory>
#include <string>

namespace syncstress::backends {

// Loads the library and checks its entry point and ABI version; creates nothing. `name` is the backend's name as
// given ("adapter:PATH").
sync::Availability probe_c_adapter(const std::string& path);
Result<std::unique_ptr<sync::Backend>> create_c_adapter(const std::string& name, const std::string& path,
                                                        const sync::BackendOptions& options);

}  // namespace syncstress::backends
