#!/usr/bin/env bash
# Capture beside Khronos' synchronization validation (`scripts/bench capture-vs-syncval [BUILD]`): each program the
# capture tests capture (computeheadless and its patches, the staging probe's cases, host_threads' cases) runs once
# under VK_LAYER_KHRONOS_validation with synchronization validation on (VK_LAYER_ENABLES), and once under
# `syncstress capture`. One row a program: the hazards syncval reported (SYNC-HAZARD-* messages, by kind), the races
# and deadlocks capture's analysis found, and whether they agree (both something or both nothing). BUILD is a build
# with the tests (default build/); TOOL and PROGRAMS (the folder of the programs) where given: the GPU bundle's.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build="${1:-$root/build}"
tool="$(realpath -m "${TOOL:-$build/tool/syncstress}")"
programs="$(realpath -m "${PROGRAMS:-$build/tests/capture}")"
[ -x "$tool" ] || { echo "capture-vs-syncval: $tool is not built"; exit 2; }
# The validation layer must be there: without it the loader runs the program with no layer and no word.
layer_found=""
add="${VK_ADD_LAYER_PATH:-}" paths="${VK_LAYER_PATH:-}"
for d in ${add//:/ } ${paths//:/ } /usr/share/vulkan/explicit_layer.d /usr/local/share/vulkan/explicit_layer.d; do
  [ -f "$d/VkLayer_khronos_validation.json" ] && layer_found="$d" && break
done
[ -n "$layer_found" ] || { echo "capture-vs-syncval: no VkLayer_khronos_validation.json (Debian: vulkan-validationlayers, scripts/setup --test)"; exit 2; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cd "$work"

echo "== capture beside syncval (validation layer in $layer_found)"
echo "| program | syncval's hazards | capture's findings | agree |"
echo "|---|---|---|---|"
while read -r program args; do
  name="$program${args:+ $args}"
  [ -x "$programs/$program" ] || { echo "| \`$name\` | not built | | |"; continue; }
  # shellcheck disable=SC2086 # args is a list of the program's arguments
  VK_INSTANCE_LAYERS=VK_LAYER_KHRONOS_validation VK_LAYER_ENABLES=VK_VALIDATION_FEATURE_ENABLE_SYNCHRONIZATION_VALIDATION_EXT \
    timeout 120 "$programs/$program" $args </dev/null >"$work/syncval.txt" 2>&1 || true
  hazards="$({ grep -oE '\[ SYNC-HAZARD-[A-Z_-]+ \]' "$work/syncval.txt" || true; } | tr -d '[] ' | sort | uniq -c | awk '{printf "%s%s x%s", (NR > 1 ? ", " : ""), $2, $1}')"
  # shellcheck disable=SC2086
  "$tool" capture -o "$work/capture.json" -- "$programs/$program" $args </dev/null >"$work/capture.txt" 2>&1 || true
  findings="$(grep -cE '^    (race|deadlock)' "$work/capture.txt" || true)"
  seen_by_syncval=$([ -n "$hazards" ] && echo 1 || echo 0) seen_by_capture=$([ "$findings" -gt 0 ] && echo 1 || echo 0)
  agree="yes"
  [ "$seen_by_syncval$seen_by_capture" = 01 ] && agree="no: capture alone"
  [ "$seen_by_syncval$seen_by_capture" = 10 ] && agree="no: syncval alone"
  echo "| \`$name\` | ${hazards:-none} | $([ "$findings" -gt 0 ] && echo "$findings race(s)" || echo none) | $agree |"
done <<'PROGRAMS'
computeheadless
computeheadless-no-readback-barrier
computeheadless-no-fence-wait
computeheadless-no-upload-barrier
staging_probe
staging_probe --no-barrier
staging_probe --no-fence-wait
staging_probe --sync2
staging_probe --sync2 --no-barrier
staging_probe --event
staging_probe --event-early
staging_probe --poll
host_threads --mutex
host_threads --none
PROGRAMS
