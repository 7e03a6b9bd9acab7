#!/usr/bin/env bash
# Runs on the GPU machine, from the repository root, with .gpu/ carried: the whole suite on every backend.
# Reports land under $OUT (or ./gpu-out when OUT is unset).
set -uo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
out="${OUT:-$PWD/gpu-out}"
mkdir -p "$out"
log="$out/suite.log"
exec > >(tee "$log") 2>&1

for f in "$here"/debs/*.deb; do dpkg -x "$f" /; done
ldconfig
export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
export __EGL_VENDOR_LIBRARY_FILENAMES=/usr/local/nvidia/share/glvnd/egl_vendor.d/10_nvidia.json
bin="$here/bin/syncstress"
scn="$here/scenarios"
iterations="${ITERATIONS:-1000}"

echo "== date: $(date -u +%FT%TZ)  commit: $(cat "$here/COMMIT" 2>/dev/null || echo unknown)"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader || true
"$bin" backends

echo "== GPU test binaries"
for t in "$here"/bin/*_tests; do
  [ -x "$t" ] || continue
  echo "-- $(basename "$t")"
  timeout 300 "$t" 2>&1 | grep -vE "^\[doctest\] (doctest version|run with)"
done

echo "== the shipped scenarios, every backend, perturbed, $iterations iterations"
timeout 400 "$bin" run "$scn/seeds" "$scn/patterns" --backend all --iterations "$iterations" --perturb 1ms \
  --hang-timeout 2s --json "$out/suite.json" -q
echo "exit $?"

echo "== faults: each must be caught (exit 1)"
for fault in deferred-sync stage-at-submit drop-wait early-signal no-barrier lost-signal; do
  for backend in cuda vulkan+cuda vulkan; do
    timeout 120 "$bin" run "$scn/seeds" --backend "$backend" --iterations 20 --inject "$fault" --hang-timeout 500ms \
      --json "$out/fault-$fault-$backend.json" -q > "$out/fault-$fault-$backend.txt" 2>&1
    rc=$?
    echo "fault $fault on $backend: exit $rc; $(grep -c '^FAIL\|^HANG' "$out/fault-$fault-$backend.txt") failing results"
  done
done

echo "== bench round trips"
"$bin" run "$scn/bench" --backend all --iterations 2000 --json "$out/bench.json" -q
for r in "$here"/bin/syncstress_raw_*; do [ -x "$r" ] && "$r"; done

cd "$out" && tar czf faults.tgz fault-*.json fault-*.txt && rm -f fault-*.json fault-*.txt
