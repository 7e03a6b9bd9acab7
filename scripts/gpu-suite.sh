#!/usr/bin/env bash
# Runs on the GPU machine, from the repository root, with .gpu/ carried: the whole suite on every backend.
# Reports land under $OUT (or ./gpu-out when OUT is unset). PART=suite runs the GPU test binaries and the shipped
# scenarios, PART=faults the fault injections, the round trips and the raw loops; unset, both (each part fits one
# 10-minute device call; both together may not at ITERATIONS=1000).
set -uo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
out="${OUT:-$PWD/gpu-out}"
mkdir -p "$out"
part="${PART:-all}"
log="$out/${part}.log"
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

if [ "$part" != faults ]; then
echo "== GPU test binaries"
for t in "$here"/bin/*_tests; do
  [ -x "$t" ] || continue
  echo "-- $(basename "$t")"
  timeout 120 "$t" 2>&1 | grep -vE "^\[doctest\] (doctest version|run with)"
done

echo "== the shipped scenarios, every backend, perturbed, $iterations iterations"
timeout 400 "$bin" run "$scn/seeds" "$scn/patterns" --backend all --iterations "$iterations" --perturb 1ms \
  --hang-timeout 2s --json "$out/suite.json" -q
echo "exit $?"
fi
[ "$part" = suite ] && exit 0

echo "== faults: each must be caught (exit 1)"
for fault in deferred-sync stage-at-submit drop-wait early-signal no-barrier lost-signal; do
  for backend in cuda vulkan+cuda vulkan; do
    timeout 120 "$bin" run "$scn/seeds" "$scn/patterns/one-submission-chain.json" --backend "$backend" --iterations 20 --inject "$fault" --hang-timeout 500ms \
      --json "$out/fault-$fault-$backend.json" -q > "$out/fault-$fault-$backend.txt" 2>&1
    rc=$?
    echo "fault $fault on $backend: exit $rc; $(grep -c '^FAIL\|^HANG' "$out/fault-$fault-$backend.txt") failing results: $(grep '^FAIL\|^HANG' "$out/fault-$fault-$backend.txt" | awk '{print $2}' | tr '\n' ' ')"
  done
done

echo "== bench round trips"
"$bin" run "$scn/bench" --backend all --iterations 2000 --json "$out/bench.json" -q
for r in "$here"/bin/syncstress_raw_*; do [ -x "$r" ] && "$r"; done

cd "$out" && tar czf faults.tgz fault-*.json fault-*.txt && rm -f fault-*.json fault-*.txt
