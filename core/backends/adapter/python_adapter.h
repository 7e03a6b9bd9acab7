// Runtime adapters as processes, in any language: `--backend adapter:FILE.json` (a manifest: process_manifest.h) and
// `adapter:python:FILE.py` (a Python script run by the interpreter). A sync::Backend that runs the process and speaks
// docs/adapter-protocol.md with it, the calls of include/syncstress/adapter.h one for one. Host arrays live in one
// file that both processes map or read and write, so no element crosses the channel. Every call is bounded: a process
// that hangs, ends or answers nonsense is killed and every later call says what happened, naming FILE.
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
                                                             const process::Settings& settings);

// The backend named "adapter:FILE.json": the process its manifest names. A bad manifest is a bad_input error.
Result<std::unique_ptr<sync::Backend>> create_manifest_adapter(const std::string& manifest, const sync::BackendOptions& options);
Result<std::unique_ptr<sync::Backend>> create_manifest_adapter(const std::string& manifest, const sync::BackendOptions& options,
                                                               const process::Settings& settings);

// The largest integer the protocol carries: 2^53 - 1, below which a JSON number is exact in every language
// (JavaScript's numbers are doubles). A semaphore value above it is refused before it is sent.
inline constexpr uint64_t k_largest_exact_integer = (uint64_t{1} << 53) - 1;

}  // namespace syncstress::backends
