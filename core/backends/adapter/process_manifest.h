// An adapter manifest (`--backend adapter:FILE.json`, docs/adapter-protocol.md "Manifests"): how to start an adapter
// process written in any language, as a small JSON file, so that no command is quoted inside --backend's comma list.
//   {"format": "syncstress/adapter-process@1", "command": ["node", "./webgpu_adapter.mjs"], "env": {"A": "1"}}
// A word of `command` or a value of `env` that starts with ./ or ../ is a path relative to the manifest's folder.
#pragma once

#include "core/backends/adapter/python_channel.h"
#include "core/common/result.h"

#include <string>
#include <string_view>

namespace syncstress::backends {

inline constexpr std::string_view k_manifest_format = "syncstress/adapter-process@1";

// Whether an adapter's path names a manifest (it ends in .json) rather than a shared library.
bool is_manifest_path(std::string_view path);

// The manifest's command and environment, paths resolved. A bad manifest is a bad_input error naming the file, the
// JSON path and the fix.
Result<process::Launch> read_manifest(const std::string& path);

}  // namespace syncstress::backends
