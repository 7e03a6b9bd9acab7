// Runtime adapters written in Python (`--backend adapter:python:FILE.py`): a sync::Backend that runs FILE.py as a
// child process and speaks docs/adapter-protocol.md with it, the calls of include/syncstress/adapter.h one for one.
// Host arrays live in one file that both processes map, so no element crosses the pipe. Every call is bounded: a
// child that hangs, ends or answers nonsense is killed and every later call says what happened, naming FILE.
#pragma once

#include "core/backends/adapter/python_channel.h"
#include "core/common/result.h"
#include "core/sync/backend.h"

#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace syncstress::backends {

// Starts the adapter, opens its runtime with `options` and closes it again: available, with its device, driver and
// API version, or why not (no interpreter, the script failed, the runtime is missing).
sync::Availability probe_python_adapter(const std::string& file, const std::vector<std::pair<std::string, std::string>>& options);

// The backend named "adapter:python:FILE", FILE as given; options.adapter_options go to the adapter's create.
Result<std::unique_ptr<sync::Backend>> create_python_adapter(const std::string& file, const sync::BackendOptions& options);
// The same with settings of the caller's rather than the environment's (tests: short bounds, an interpreter).
Result<std::unique_ptr<sync::Backend>> create_python_adapter(const std::string& file, const sync::BackendOptions& options,
                                                             const python::Settings& settings);

}  // namespace syncstress::backends
