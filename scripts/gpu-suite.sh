#!/usr/bin/env bash
# Runs on the GPU machine, from the repository root, with .gpu/ carried: the whole suite on every backend.
# Reports land under $OUT (or ./gpu-out when OUT is unset). PART picks what runs, a comma list of: suite (the GPU
# test binaries and the shipped scenarios on every backend), faults (each fault injected on each GPU backend),
# bench (the round trips through the tool, then the raw API loops), opencl (the OpenCL adapter on NVIDIA's OpenCL:
# run_opencl_adapter; its ABI test runs with suite's test binaries), openclstaging (opencl_staging_probe: when NVIDIA's
# OpenCL reads an upload's host memory; then the staging-reuse race on the OpenCL adapter, ITERATIONS). Unset: suite, faults and bench, which at ITERATIONS=1000
# takes longer than one 10-minute device call; suite alone, or faults,bench, fits. BACKENDS=LIST limits the
# shipped-scenario run to those backends (default all). diag: the cuda deadlock scenario under `timeout -s QUIT`
# (SIGQUIT prints every thread's stack: where a wedged run is) and the --validate timeline case. detection: the
# detection benchmark (scripts/bench_detection.py) on the GPU backends, SEEDS seeds (default 5), DETECTION_PARTS of
# it (default broken,faults; both together do not fit in one call), DETECTION_TIMEOUT seconds at most (default 500),
# DETECTION_BACKENDS (default cuda,vulkan,vulkan+cuda), DETECTION_ONLY (broken scenario names, default all),
# DETECTION_MODES (default all three), DETECTION_FAULTS (default all six). cpu: the cpu backend against the raw loops
# and exec against the spawn loop on the machine's quiet host, alternating with every bin/syncstress-NAME and
# bin/syncstress_raw_cpu-old the bundle has (earlier builds or variants, to compare), ROUNDS rounds (default 5), and the
# trivial iteration through the layers under the engine (bench/layers_cpu.cpp). pyopencl: the PyOpenCL adapter on
# NVIDIA's OpenCL through Debian's Python 3.11 brought in debs-python (run_pyopencl_adapter). startup: whole-process start-up of
# `run -n 1 --perturb off` on vulkan, cuda and vulkan+cuda and of `backends` against the raw initialisation of the
# same APIs (bench_startup.sh, bin/syncstress_raw_init_*), RUNS runs each (default 9), then where each run's start-up goes
# (SYNCSTRESS_TRACE_STARTUP). workers: the shipped seeds and patterns with `-j 4` against `-j 1` on each GPU backend
# (bench_workers.sh), RUNS runs each (default 5), then every shipped scenario on every backend with -j 4. check: ROUNDS rounds (default 3) of the engine's share of
# large-download.json and the Vulkan blocking submit + wait on each backend, --perturb off, with the raw loops between
# (their large-download and submit-wait lines). orders: the deadlock that needs an order on cuda and vulkan+cuda, each finding's verdict.
# cudacapture: `syncstress capture` of the bundle's CUDA programs and cuda-samples through the CUDA subscriber, each
# summary and analysis, and whether each exit code is the expected one; then the samples again with pinned memory
# tracked by page (SYNCSTRESS_CAPTURE_PINNED=1, which PART=bridge takes from the environment too).
# cudabench: the CUDA capture benchmark (bench_capture_cuda.sh: a launch loop's cost, the samples' wall times, memory).
# capture: `syncstress capture` on the GPU's Vulkan driver: computeheadless as pinned and with each of its patches,
# the staging probe's and host_threads' cases, each exit code against the one lavapipe gives, syncstress's own vulkan
# backend running each shipped scenario (host synchronisation seen and unseen), the same programs under Khronos'
# synchronization validation beside capture (capture_vs_syncval.sh), then the capture benchmark
# (bench_capture.sh, ROUNDS rounds, default 5).
# bridge: `syncstress capture` of shared_timeline (a Vulkan+CUDA program sharing a buffer and a timeline, fixed and
# --broken), then of syncstress's own run of every shipped scenario on each of BRIDGE_BACKENDS (default vulkan+cuda,cuda:
# cuda's host waits are polls of stream-written words):
# one line each (calls, joins, races, whether the capture's analysis agrees with the scenario's expect); each
# capture's summary, analysis and scenario in $OUT/bridge.tgz. BRIDGE_CAPTURE_FLAGS: more options of every capture
# (--no-host-tracking: the vulkan+cuda backend then registers its host arrays' real mappings with CUDA);
# BRIDGE_SCENARIOS: the folders of scenarios/ captured (default "seeds patterns broken"); BRIDGE_PINNED=0 leaves out
# the second round with pinned memory tracked by page.
# shrink: `run --shrink --isolate` of the broken scenarios on each of SHRINK_BACKENDS (default cuda,vulkan,vulkan+cuda),
# the shrunk files and reports under $OUT/shrink; then `shrink --kind mismatch` (else hang) of each with the run oracle
# on each of them, at most 40 s each: seconds, steps left, and whether a run of the result still fails there.
set -uo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
out="${OUT:-$PWD/gpu-out}"
mkdir -p "$out"
part=",${PART:-suite,faults,bench},"
log="$out/$(echo "${PART:-all}" | tr ',' '-').log"
wants() { [[ "$part" == *",$1,"* ]]; }
exec > >(tee "$log") 2>&1

for f in "$here"/debs/*.deb; do dpkg -x "$f" /; done
ldconfig
export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
export __EGL_VENDOR_LIBRARY_FILENAMES=/usr/local/nvidia/share/glvnd/egl_vendor.d/10_nvidia.json
# OpenCL: the ICD loader and clinfo unpacked inside the bundle, and a vendors folder (OCL_ICD_VENDORS) whose one .icd
# names NVIDIA's OpenCL driver; the adapter's tests find the adapter through SYNCSTRESS_OPENCL_ADAPTER.
opencl_adapter="$here/lib/libsyncstress_opencl.so"
if [ -f "$opencl_adapter" ]; then
  for f in "$here"/debs-opencl/*.deb; do dpkg -x "$f" "$here/opencl-root"; done
  mkdir -p "$here/opencl-vendors"
  nvidia_opencl=libnvidia-opencl.so.1
  for d in /usr/local/nvidia/lib64 /usr/local/nvidia/lib /usr/lib/x86_64-linux-gnu; do
    [ -e "$d/libnvidia-opencl.so.1" ] && nvidia_opencl="$d/libnvidia-opencl.so.1" && break
  done
  echo "$nvidia_opencl" > "$here/opencl-vendors/nvidia.icd"
  export OCL_ICD_VENDORS="$here/opencl-vendors" SYNCSTRESS_OPENCL_ADAPTER="$opencl_adapter" SYNCSTRESS_REQUIRE_OPENCL=1
  export LD_LIBRARY_PATH="$here/opencl-root/usr/lib/x86_64-linux-gnu${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
fi
# Here every backend and the validation layer must run: a test that would skip fails instead (tests/common/skip.h).
export SYNCSTRESS_REQUIRE_CUDA=1 SYNCSTRESS_REQUIRE_VULKAN=1 SYNCSTRESS_REQUIRE_VALIDATION=1
bin="$here/bin/syncstress"
scn="$here/scenarios"
iterations="${ITERATIONS:-1000}"

echo "== date: $(date -u +%FT%TZ)  commit: $(cat "$here/COMMIT" 2>/dev/null || echo unknown)"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader || true
"$bin" backends

if wants suite; then
echo "== GPU test binaries"
for t in "$here"/bin/*_tests; do
  [ -x "$t" ] || continue
  echo "-- $(basename "$t")"
  timeout 120 "$t" 2>&1 | grep -vE "^\[doctest\] (doctest version|run with)"
done

echo "== syncstress conformance, each GPU backend (the checks every adapter runs too)"
for b in cuda vulkan vulkan+cuda; do
  timeout 120 "$bin" conformance --backend "$b" --json "$out/conformance-$b.json" | tail -1
  echo "conformance $b: exit ${PIPESTATUS[0]}"
done

echo "== the shipped scenarios, every backend, --perturb auto, $iterations iterations"
timeout 450 "$bin" run "$scn/seeds" "$scn/patterns" --backend "${BACKENDS:-all}" --iterations "$iterations" --perturb auto \
  --hang-timeout 2s --json "$out/suite.json" -q
echo "exit $?"

echo "== the broken scenarios, every backend: each proved bug expected, deadlocks shown by the watchdog"
timeout 120 "$bin" run "$scn/broken" --backend "${BACKENDS:-all}" --iterations 20 --hang-timeout 1s \
  --json "$out/broken.json"
echo "exit $?"
fi

# Format 2 on the GPU: the barrier and unordered-queue conformance checks and test cases on each GPU backend, then the
# broken barrier and host-thread scenarios (ITERATIONS, default 1000 here too) with --perturb auto: which show, and
# at which iteration first.
if wants capture; then
cap="$here/capture"
if [ -x "$cap/computeheadless" ]; then
  echo "== capture: computeheadless and the staging probe under syncstress capture"
  # computeheadless reads its shader from the folder it was built against.
  data="$(cat "$cap/DATA_DIR")"
  [ -d "$data" ] || { mkdir -p "$data" && cp -r "$cap/computeheadless-data/." "$data"; }
  work="$out/capture"
  mkdir -p "$work"
  # program [arguments] : the exit code expected (0 no finding, 1 a race).
  while read -r expected program args; do
    name="$program${args:+ $args}"
    (cd "$work" && timeout 60 "$bin" capture -o "$work/${name// /_}.json" -- "$cap/$program" $args >"$work/${name// /_}.txt" 2>&1)
    got=$?
    echo "-- $name: exit $got, expected $expected$([ "$got" = "$expected" ] && echo "" || echo "  UNEXPECTED")"
    grep -E "^(captured|not modelled|  vk|PASS|FAIL|    race|syncstress:)" "$work/${name// /_}.txt"
  done <<'CASES'
0 computeheadless
1 computeheadless-no-readback-barrier
1 computeheadless-no-fence-wait
0 computeheadless-no-upload-barrier
0 staging_probe
1 staging_probe --no-barrier
1 staging_probe --no-fence-wait
0 staging_probe --sync2
0 staging_probe --event
1 staging_probe --event-early
0 staging_probe --poll
1 staging_probe --child-exec
1 staging_probe --child-fork
0 host_threads --mutex
0 host_threads --condvar
0 host_threads --rwlock
0 host_threads --join
0 host_threads --start
1 host_threads --none
1 host_threads --early
CASES
  # syncstress's own vulkan backend as the program: each shipped scenario run once under capture, with the program's
  # thread synchronisation seen (the default) and unseen; the program's exit code (a broken scenario's expected
  # finding is 0) or the analysis' 1, and the races and deadlocks the capture's analysis found.
  # CAPTURE_SELF=0 leaves these out (about 70 captures, a few minutes).
  [ "${CAPTURE_SELF:-1}" = 0 ] || for f in "$scn"/seeds/*.json "$scn"/patterns/*.json "$scn"/broken/*.json; do
    for flag in "" --no-host-sync; do
      txt="$work/self-$(basename "$f" .json)${flag}.txt"
      (cd "$work" && XDG_CACHE_HOME="$work/cache" timeout 120 "$bin" capture $flag -o "$work/self.json" -- "$bin" run "$f" --backend vulkan -n 1 --hang-timeout 1s >"$txt" 2>&1)
      got=$?
      echo "-- self $(basename "$(dirname "$f")")/$(basename "$f" .json) ${flag:-(host sync seen)}: exit $got, $(grep -cE '^    (race|deadlock)' "$txt") finding(s)$(grep -q '^SKIP' "$txt" && echo ', skipped by the vulkan backend')"
      grep -E "^    (race|deadlock)" "$txt" | cut -c1-400
    done
  done
  TOOL="$bin" PROGRAMS="$cap" bash "$here/capture_vs_syncval.sh"
  TOOL="$bin" LOOP="$cap/submit_loop" bash "$here/bench_capture.sh"
else
  echo "== capture: not in this bundle (scripts/gpu builds it with the tests: GPU_TESTS=1)"
fi
fi

if wants format2; then
echo "== format 2: the test cases of unordered queues and barriers"
for t in "$here"/bin/syncstress_cuda_tests "$here"/bin/syncstress_vulkan_tests "$here"/bin/syncstress_conformance_tests; do
  [ -x "$t" ] && timeout 120 "$t" -tc='*nordered*,*arrier*' 2>&1 | grep -vE "^\[doctest\] (doctest version|run with)"
done
echo "== format 2: syncstress conformance, each GPU backend"
for b in cuda vulkan vulkan+cuda; do
  timeout 120 "$bin" conformance --backend "$b" --json "$out/conformance2-${b/+/-}.json" | grep -iE "unordered|barrier|passed"
done
echo "== format 2: the broken barrier and thread scenarios, every backend, $iterations iterations"
timeout 300 "$bin" run "$scn"/broken/vulkan-*.json "$scn"/broken/pytorch-*.json --backend "${BACKENDS:-all}" \
  --iterations "$iterations" --perturb auto --hang-timeout 1s --json "$out/format2-broken.json"
echo "exit $?"
fi

# The OpenCL adapter on NVIDIA's OpenCL: what clinfo sees, the conformance suite through the adapter, the shipped
# scenarios and the broken ones, and the trivial iteration through the adapter against bench/raw/raw_opencl.cpp.
run_opencl_adapter() {
  local adapter=(--backend "adapter:$opencl_adapter" --adapter-option platform=NVIDIA) i
  echo "== OpenCL: clinfo -l (OCL_ICD_VENDORS=$OCL_ICD_VENDORS: $(cat "$OCL_ICD_VENDORS/nvidia.icd"))"
  "$here/opencl-root/usr/bin/clinfo" -l
  echo "== OpenCL adapter: conformance"
  timeout 300 "$bin" conformance "${adapter[@]}" --json "$out/opencl-conformance.json"
  echo "exit $?"
  echo "== OpenCL adapter: the shipped scenarios, $iterations iterations"
  timeout 300 "$bin" run "$scn/seeds" "$scn/patterns" "${adapter[@]}" --iterations "$iterations" --perturb auto \
    --hang-timeout 2s --json "$out/opencl-suite.json" -q
  echo "exit $?"
  echo "== OpenCL adapter: the broken scenarios"
  timeout 120 "$bin" run "$scn/broken" "${adapter[@]}" --iterations 20 --hang-timeout 1s --json "$out/opencl-broken.json"
  echo "exit $?"
  echo "== OpenCL adapter: the trivial iteration, through the tool and raw (target: the tool at most 1.10x)"
  for i in 1 2 3; do
    "$bin" run "$scn/bench/cpu-trivial.json" "${adapter[@]}" --perturb off -n 20000 --json /tmp/ocl-trivial.json -q >/dev/null
    python3 -c "import json; r=json.load(open('/tmp/ocl-trivial.json'))['results'][0]; t=r['timing']['iteration_us']; print('tool', r['status'], round(r['duration_s']/r['iterations']*1e6, 2), 'us per iteration with the adapter start,', round(t['histogram']['sum_us']/t['count'], 2), 'the loop alone, p50', t['p50'])"
    "$here/bin/syncstress_raw_opencl" trivial 20000 NVIDIA
    "$here/bin/syncstress_raw_opencl" flushed 20000 NVIDIA
    "$here/bin/syncstress_raw_opencl" evented 20000 NVIDIA
  done
}
if wants opencl; then
  if [ -f "$opencl_adapter" ]; then run_opencl_adapter; else echo "== OpenCL adapter: not in the bundle (built without it)"; fi
fi

if wants openclstaging && [ -f "$opencl_adapter" ]; then
  echo "== OpenCL: when the driver reads an upload's host memory (a refilled staging slot shows only if it is read late)"
  timeout 60 "$here/bin/syncstress_opencl_staging_probe" NVIDIA
  echo "exit $?"
  timeout 120 "$bin" run "$scn/broken/luisa-staging-reused-no-wait.json" --backend "adapter:$opencl_adapter" \
    --adapter-option platform=NVIDIA --iterations "$iterations" --perturb auto --json "$out/opencl-staging.json"
  echo "exit $?"
fi

# The PyOpenCL adapter on NVIDIA's OpenCL, through Debian's Python 3.11, numpy and PyOpenCL unpacked into
# python-root (a wrapper sets PYTHONHOME and the libraries for that interpreter alone): conformance, the shipped
# scenarios, the broken ones.
run_pyopencl_adapter() {
  local root="$here/python-root" wrapper="$here/python3.11" f
  for f in "$here"/debs-python/*.deb; do dpkg -x "$f" "$root"; done
  local libs="$root/usr/lib/x86_64-linux-gnu"
  printf '#!/bin/sh\nPYTHONHOME="%s" LD_LIBRARY_PATH="%s:%s/blas:%s/lapack${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" exec "%s" "$@"\n' \
    "$root/usr" "$libs" "$libs" "$libs" "$root/usr/bin/python3.11" >"$wrapper"
  chmod +x "$wrapper"
  echo "== PyOpenCL adapter: $("$wrapper" -c 'import sys, numpy, pyopencl as cl; print("Python", sys.version.split()[0], "numpy", numpy.__version__, "PyOpenCL", cl.VERSION_TEXT, [p.name for p in cl.get_platforms()])' 2>&1 | tail -1)"
  local adapter=(--backend "adapter:python:$PWD/adapters/pyopencl/pyopencl_adapter.py" --adapter-option platform=NVIDIA)
  echo "== PyOpenCL adapter: conformance"
  SYNCSTRESS_PYTHON="$wrapper" timeout 300 "$bin" conformance "${adapter[@]}" --json "$out/pyopencl-conformance.json" | tail -3
  echo "exit ${PIPESTATUS[0]}"
  echo "== PyOpenCL adapter: the shipped scenarios, 200 iterations"
  SYNCSTRESS_PYTHON="$wrapper" timeout 300 "$bin" run "$scn/seeds" "$scn/patterns" "${adapter[@]}" --iterations 200 --perturb auto \
    --hang-timeout 2s --json "$out/pyopencl-suite.json" -q
  echo "exit $?"
  echo "== PyOpenCL adapter: the broken scenarios"
  SYNCSTRESS_PYTHON="$wrapper" timeout 120 "$bin" run "$scn/broken" "${adapter[@]}" --iterations 20 --hang-timeout 1s \
    --json "$out/pyopencl-broken.json" -q
  echo "exit $?"
}
if wants pyopencl; then
  if [ -d "$here/debs-python" ] && [ -f "$opencl_adapter" ]; then run_pyopencl_adapter; else echo "== PyOpenCL adapter: not in the bundle"; fi
fi

if wants diag; then
echo "== diag: the host-gated deadlock on cuda; SIGQUIT after 30 s prints the stacks of a wedged run"
timeout -s QUIT 30 "$bin" run "$scn/broken/host-waits-before-opening-the-gate.json" --backend cuda --iterations 3 --hang-timeout 1s \
  --json "$out/diag-gate-cuda.json" > "$out/diag-gate-cuda.txt" 2>&1
echo "exit $?"; cat "$out/diag-gate-cuda.txt" | head -150
echo "== diag: --validate, waits met by a larger signal (VUID-03259 was reported here)"
timeout 120 "$bin" run "$scn/patterns/wait-below-the-signal.json" "$scn/patterns/timeline-semaphores.json" --backend vulkan,vulkan+cuda \
  --iterations 1000 --validate --hang-timeout 2s --json "$out/diag-validate.json"
echo "exit $?"
fi

if wants orders; then
echo "== orders: the deadlock that needs an order, --perturb auto, each finding's verdict"
for b in cuda vulkan+cuda; do
  timeout 120 "$bin" run "$scn/broken/slangpy-double-sync-deadlock.json" --backend "$b" --iterations 5 --hang-timeout 1s \
    --json "$out/orders-$b.json"
  echo "exit $?"
  python3 -c "
import json, sys
for r in json.load(open(sys.argv[1]))['results']:
    print(r['backend'], r['status'], r.get('reason', ''), 'iterations', r['iterations'], 'hangs', r.get('hangs'))
    for f in r['findings']:
        print('  ', f['kind'], f.get('object', ''), 'certain' if f.get('certain', True) else 'order ' + json.dumps(f.get('order')), 'shown' if f.get('shown') else 'not shown: ' + str(f.get('not_shown')), f.get('message', '')[:200])
" "$out/orders-$b.json"
done
fi

if wants detection; then
echo "== detection: iterations to the first failing one, --perturb off / 1ms,200us / auto"
timeout "${DETECTION_TIMEOUT:-500}" python3 "$here/bench_detection.py" --binary "$bin" --scenarios "$scn" \
  --backends "${DETECTION_BACKENDS:-cuda,vulkan,vulkan+cuda}" --only "${DETECTION_ONLY:-}" --modes "${DETECTION_MODES:-auto,off,1ms,200us}" --faults "${DETECTION_FAULTS:-deferred-sync,stage-at-submit,drop-wait,early-signal,no-barrier,lost-signal}" --parts "${DETECTION_PARTS:-broken,faults}" --seeds "${SEEDS:-5}" --cap 20 \
  --json "$out/detection.json" | tee "$out/detection.md"
echo "exit $?"
fi

if wants faults; then
echo "== faults: each must be caught (exit 1)"
for fault in deferred-sync stage-at-submit drop-wait early-signal no-barrier lost-signal; do
  for backend in cuda vulkan+cuda vulkan; do
    timeout 120 "$bin" run "$scn/seeds" "$scn/patterns/one-submission-chain.json" --backend "$backend" --iterations 20 --inject "$fault" --hang-timeout 500ms \
      --json "$out/fault-$fault-$backend.json" -q > "$out/fault-$fault-$backend.txt" 2>&1
    rc=$?
    echo "fault $fault on $backend: exit $rc; $(grep -c '^FAIL\|^HANG' "$out/fault-$fault-$backend.txt") failing results: $(grep '^FAIL\|^HANG' "$out/fault-$fault-$backend.txt" | awk '{print $2}' | tr '\n' ' ')"
  done
done
cd "$out" && tar czf faults.tgz fault-*.json fault-*.txt && rm -f fault-*.json fault-*.txt && cd - >/dev/null
fi

if wants cpu; then
echo "== cpu: $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg); the tool and the raw loops alternating, ${ROUNDS:-5} rounds"
tools=(); for b in "$here"/bin/syncstress-* "$here/bin/syncstress"; do [ -x "$b" ] && tools+=("$(basename "$b")"); done
# The trivial runs' two threads (host and worker) on two CPUs of different cores, the same two for every run: left to
# the scheduler of a 16-CPU host, where they landed moved a run by +-20% (the chain, whose model runs on a third thread
# beside, is left free).
pin=()
if [ "$(nproc)" -gt 2 ] && command -v taskset >/dev/null; then
  cpus=$(lscpu -p=CPU,CORE | grep -v '^#' | sort -t, -k2,2n -u | awk -F, 'NR == 2 || NR == 3 {print $1}' | paste -sd,)
  [[ "$cpus" == *,* ]] && pin=(taskset -c "$cpus") && echo "trivial runs pinned to CPUs $cpus (cores of their own)"
fi
raws=(); for r in syncstress_raw_cpu-old syncstress_raw_cpu; do [ -x "$here/bin/$r" ] && raws+=("$r"); done
for round in $(seq "${ROUNDS:-5}"); do
  for b in "${tools[@]}"; do
    "$here/bin/$b" run "$scn/patterns/one-submission-chain.json" --backend cpu --perturb off -n 200 --json /tmp/c.json -q >/dev/null
    python3 -c "import json,sys; r=json.load(open('/tmp/c.json'))['results'][0]; t=r['timing']; print('chain', sys.argv[1], r['status'], round(r['duration_s']/r['iterations']*1e6), 'us, engine p50', t['engine_us']['p50'])" "$b"
    "${pin[@]}" "$here/bin/$b" run "$scn/bench/cpu-trivial.json" --backend cpu --perturb off -n 200000 --json /tmp/t.json -q >/dev/null
    python3 -c "import json,sys; r=json.load(open('/tmp/t.json'))['results'][0]; t=r['timing']; print('trivial', sys.argv[1], r['status'], round(r['duration_s']/r['iterations']*1e6, 3), 'us, engine p50', t['engine_us']['p50'], 'device p50', t['device_us']['p50'], 'ops', {k: v['p50'] for k, v in t['ops'].items()})" "$b"
  done
  for r in "${raws[@]}"; do echo "$r: $("$here/bin/$r" chain 200)"; echo "$r: $("${pin[@]}" "$here/bin/$r" trivial 200000)"; done
  if [ -x "$here/bin/syncstress_layers_cpu" ]; then  # the trivial iteration through the cpu backend, then the sync core
    for layer in backend device; do echo "layers: $("${pin[@]}" "$here/bin/syncstress_layers_cpu" "$layer" 200000)"; done
  fi
done
for round in 1 2 3; do
  for b in "${tools[@]}"; do
    s=$(date +%s.%N); "$here/bin/$b" exec --runs 2000 -q -- true >/dev/null 2>&1; e=$(date +%s.%N)
    echo "exec $b: $(python3 -c "print(round($e - $s, 3))") s for 2000 runs of true"
  done
  [ -x "$here/bin/syncstress_raw_spawn" ] && "$here/bin/syncstress_raw_spawn" 2000 true
done
fi

if wants bench; then
echo "== bench round trips"
# --perturb off: the figures are the engine's own cost against the raw loops, not the delays it adds on purpose.
"$bin" run "$scn/bench" --backend all --iterations 2000 --perturb off --json "$out/bench.json" -q
for r in "$here"/bin/syncstress_raw_*; do
  [ "$(basename "$r")" = syncstress_raw_opencl ] && continue  # PART=opencl runs it, with its arguments
  case "$(basename "$r")" in syncstress_raw_init_*) continue ;; esac  # PART=startup's baselines
  [ -x "$r" ] && { "$r"; echo "$(basename "$r"): exit $?"; }
done
fi

if wants check; then
echo "== check path and round trips: engine_us p50 of large-download.json, iteration p50 of device-submit-wait.json"
for round in $(seq "${ROUNDS:-3}"); do
  for b in cpu vulkan cuda vulkan+cuda; do
    "$bin" run "$scn/bench/large-download.json" --backend "$b" -n 2000 --perturb off --json /tmp/ld.json -q >/dev/null
    python3 -c "import json,sys; r=json.load(open('/tmp/ld.json'))['results'][0]; t=r['timing']; print('round', sys.argv[2], 'large-download', sys.argv[1], r['status'], 'engine p50', t['engine_us']['p50'], 'iteration p50', t['iteration_us']['p50'])" "$b" "$round"
  done
  "$bin" run "$scn/bench/device-submit-wait.json" --backend vulkan -n 2000 --perturb off --json /tmp/sw.json -q >/dev/null
  python3 -c "import json,sys; r=json.load(open('/tmp/sw.json'))['results'][0]; t=r['timing']; print('round', sys.argv[1], 'submit-wait vulkan', r['status'], 'iteration p50', t['iteration_us']['p50'], 'ops', {k: v['p50'] for k, v in t['ops'].items()})" "$round"
  "$here/bin/syncstress_raw_vulkan" | grep -E "large-download|submit" | sed "s/^/round $round /"
  "$here/bin/syncstress_raw_cuda" | grep -E "large-download" | sed "s/^/round $round /"
done
fi

if wants workers; then
echo "== workers"
BACKENDS="${BACKENDS:-vulkan,cuda,vulkan+cuda,all}" bash "$here/bench_workers.sh" "$bin" "$scn/seeds" "$scn/patterns"
echo "== workers: every shipped scenario on every backend with -j 4 (a GPU backend's jobs as threads), 200 iterations"
"$bin" run "$scn" --backend all -n 200 -j 4 --hang-timeout 2s --json "$out/threads-all.json" -q
echo "exit $?"
fi

if wants startup; then
echo "== start-up"
bash "$here/bench_startup.sh" "$bin" "$here/bin" "$scn/bench/cpu-trivial.json"
echo "== start-up: where it goes (SYNCSTRESS_TRACE_STARTUP), two runs each"
for b in vulkan cuda vulkan+cuda; do
  for i in 1 2; do
    start=$(date +%s%N)
    SYNCSTRESS_TRACE_STARTUP=1 "$bin" run "$scn/bench/cpu-trivial.json" --backend "$b" -n 1 --perturb off -q 2>&1 | grep startup: | tr '\n' '|'
    echo " whole $((($(date +%s%N) - start) / 1000000)) ms ($b)"
  done
done
start=$(date +%s%N)
SYNCSTRESS_TRACE_STARTUP=1 "$bin" backends 2>&1 | grep startup: | tr '\n' '|'
echo " whole $((($(date +%s%N) - start) / 1000000)) ms (backends)"
fi

if wants cudacapture; then
# `syncstress capture` of CUDA programs through the CUDA subscriber: the bundle's test programs (each correct one and
# one with its synchronisation removed) and NVIDIA's cuda-samples (the patched ones have one synchronisation removed).
# Each capture prints the program's output, the summary and the analysis, then a PASS or FAIL line.
# Host functions' trampoline is on by default: this part is where a driver is seen to run it.
echo "== cudacapture: the subscriber's own log of one run (SYNCSTRESS_CAPTURE_LOG, CUDA_INJECTION64_PATH set by hand)"
subscriber="$here/lib/syncstress/layer/libsyncstress_capture_cuda.so"
ldd "$subscriber" | grep -E "cupti|capture_log|not found"
rm -f "$out"/cudacapture-upload.log*  # the first process to open the log has it; a log already there goes to LOG.PID
SYNCSTRESS_CAPTURE_LOG="$out/cudacapture-upload.log" CUDA_INJECTION64_PATH="$subscriber" "$here/capture/upload_kernel_download"
echo "exit $?; $(wc -l < "$out/cudacapture-upload.log") records; the first 80:"
head -80 "$out/cudacapture-upload.log"
echo "== cudacapture: simpleCallback's host functions run through the subscriber's trampoline (function=N, their runs' begin and end)"
rm -f "$out"/cudacapture-callback.log*
SYNCSTRESS_CAPTURE_LOG="$out/cudacapture-callback.log" CUDA_INJECTION64_PATH="$subscriber" "$here/capture/simpleCallback" > "$out/cudacapture-callback.txt" 2>&1
echo "exit $?, $(tail -1 "$out/cudacapture-callback.txt"); $(grep -c ' cuda_host_function_begin ' "$out/cudacapture-callback.log") begins, $(grep -c ' cuda_host_function_end ' "$out/cudacapture-callback.log") ends:"
grep -E " (cuStreamAddCallback|cuLaunchHostFunc|cuda_host_function_begin|cuda_host_function_end)" "$out/cudacapture-callback.log" | head -20
# A broken program may also fail on its own (its result wrong), which `capture` passes on as its exit code: the
# verdict is whether the analysis printed a race, and for a correct one also whether the exit code is 0.
capture_one() {  # race|clean, name, program, its arguments
  local expect="$1" name="$2"
  shift 2
  echo "-- capture $name: $*"
  (cd "$out" && timeout 120 "$bin" capture -o "$out/capture-$name.json" -- "$@") > "$out/capture-$name.txt" 2>&1
  local rc=$?
  cat "$out/capture-$name.txt"
  local raced=clean
  grep -q "race:" "$out/capture-$name.txt" && raced=race
  if [ "$raced" = "$expect" ] && { [ "$expect" = race ] || [ "$rc" = 0 ]; }; then
    echo "cudacapture $name: PASS ($raced, exit $rc)"
  else
    echo "cudacapture $name: FAIL ($raced, exit $rc; expected $expect)"
  fi
}
echo "== cudacapture: the test programs"
capture_one clean upload "$here/capture/upload_kernel_download"
capture_one race upload-no-sync "$here/capture/upload_kernel_download" --no-sync
capture_one clean handoff "$here/capture/event_handoff"
capture_one race handoff-no-wait "$here/capture/event_handoff" --no-wait
echo "== cudacapture: a captured scenario replayed with run (its streams are cuda-side queues)"
"$bin" run "$out/capture-upload.json" --backend cpu -n 20 -q; echo "run cpu: exit $?"
"$bin" run "$out/capture-upload.json" --backend cuda -n 20 -q; echo "run cuda: exit $?"
echo "== cudacapture: NVIDIA's cuda-samples"
for sample in "$here"/capture/*; do
  name="$(basename "$sample")"
  # The Vulkan programs beside them (PART=capture runs those, with computeheadless's data in place).
  case "$name" in upload_kernel_download|event_handoff|shared_timeline|patches|computeheadless*|staging_probe|submit_loop|host_threads|export_probe|DATA_DIR) continue ;; esac
  [ -x "$sample" ] || continue
  # StreamPriorities' and graphMemoryNodes' races are real by CUDA's own rule (docs/capture.md): a kernel on a
  # non-blocking stream reads what a synchronous copy from pageable memory may not have written yet.
  case "$name" in *-broken|StreamPriorities|graphMemoryNodes) capture_one race "$name" "$sample" ;; *) capture_one clean "$name" "$sample" ;; esac
done
echo "== cudacapture: the samples with pinned memory tracked by page (SYNCSTRESS_CAPTURE_PINNED=1, opt-in until this shows them as without)"
for sample in "$here"/capture/*; do
  name="$(basename "$sample")"
  case "$name" in upload_kernel_download|event_handoff|shared_timeline|patches|computeheadless*|staging_probe|submit_loop|host_threads|export_probe|DATA_DIR) continue ;; esac
  [ -x "$sample" ] || continue
  case "$name" in *-broken|StreamPriorities|graphMemoryNodes) expect=race ;; *) expect=clean ;; esac
  export SYNCSTRESS_CAPTURE_PINNED=1
  capture_one "$expect" "$name-pinned" "$sample"
  unset SYNCSTRESS_CAPTURE_PINNED
done
export SYNCSTRESS_CAPTURE_PINNED=1
capture_one race upload-no-sync-pinned "$here/capture/upload_kernel_download" --no-sync
unset SYNCSTRESS_CAPTURE_PINNED
echo "== cudacapture: the sliced samples with --kernel-ranges whole (each kernel to the end of its allocation), for comparison"
for name in simpleStreams simpleHyperQ; do
  (cd "$out" && timeout 120 "$bin" capture --kernel-ranges whole -o "$out/capture-$name-whole.json" -- "$here/capture/$name") 2>&1 |
    grep -E "^captured|race:" | head -5
done
fi

if wants cudabench; then
# The CUDA capture benchmark (bench_capture_cuda.sh): a launch + stream-sync loop plain and captured, each cuda-sample's
# wall time plain and captured, the memory at 10,000 and 100,000 launches; ROUNDS rounds (default 5).
TOOL="$bin" LOOP="$here/capture/launch_loop" SAMPLES="$here/capture" bash "$here/bench_capture_cuda.sh"
echo "bench_capture_cuda: exit $?"
fi

if wants bridge; then
mkdir -p "$out/bridge"
# One capture: its summary and analysis go to bridge/NAME.txt, one line here. expect: race, clean, or any (a
# scenario that deadlocks: the capture is of a run the hang timeout ended).
bridge_one() {  # expect, name, program and its arguments
  local expect="$1" name="$2"
  shift 2
  (cd "$out/bridge" && timeout 60 "$bin" capture "${bridge_flags[@]}" -o "$out/bridge/$name.json" -- "$@") > "$out/bridge/$name.txt" 2>&1
  local rc=$? raced=clean verdict calls races joined analysis findings
  # The capture's own lines, from its summary on (a captured `syncstress run` prints its own results before them).
  analysis=$(sed -n '/^captured .*calls recorded/,$p' "$out/bridge/$name.txt")
  races=$(grep -c "race:" <<<"$analysis")
  [ "$races" -gt 0 ] && raced=race
  calls=$(grep -o '[0-9]* calls recorded' <<<"$analysis" | head -1 | cut -d' ' -f1)
  joined=$(grep -o 'joined: [0-9]* memory import(s) and [0-9]* semaphore' <<<"$analysis" | grep -o '[0-9][0-9]*' | paste -sd+)
  findings=$(grep -oE '^ *(race|deadlock|contract|timeline|oversync):' <<<"$analysis" | tr -d ' :' | sort | uniq -c |
    awk '{printf "%s%s %s", sep, $1, $2; sep=", "}')
  verdict=AGREE
  [ "$expect" != any ] && [ "$raced" != "$expect" ] && verdict=DISAGREE
  [ -z "$calls" ] && verdict=NOT-CAPTURED  # the program did not start, or used neither API under the recorders
  case $verdict in AGREE) bridge_agree=$((bridge_agree + 1)) ;; *) bridge_disagree=$((bridge_disagree + 1)) ;; esac
  echo "bridge $name: $verdict ($raced, expected $expect; exit $rc; ${calls:-?} calls; joined memory+semaphores ${joined:-none}; findings: ${findings:-none})"
}
bridge_agree=0 bridge_disagree=0
read -ra bridge_flags <<< "${BRIDGE_CAPTURE_FLAGS:-}"
echo "== bridge: shared_timeline, slangpy's protocol between Vulkan and CUDA"
bridge_one clean shared-timeline "$here/capture/shared_timeline"
bridge_one race shared-timeline-broken "$here/capture/shared_timeline" --broken
sed -n '/^captured .*calls recorded/,$p' "$out/bridge/shared-timeline.txt" | head -12
grep -h -A3 "race:" "$out/bridge/shared-timeline-broken.txt" | head -8
# BRIDGE_PINNED=1 (the default) runs each backend a second time with pinned memory tracked by page
# (SYNCSTRESS_CAPTURE_PINNED=1, opt-in until this shows it as clean as without): names end in -pinned.
for pinned in "" $([ "${BRIDGE_PINNED:-1}" = 1 ] && echo pinned); do
  [ -n "$pinned" ] && export SYNCSTRESS_CAPTURE_PINNED=1
  for b in $(echo "${BRIDGE_BACKENDS:-vulkan+cuda,cuda}" | tr ',' ' '); do
    echo "== bridge: syncstress's own $b backend running each shipped scenario once, captured${pinned:+, pinned memory tracked by page}"
    for f in $(for d in ${BRIDGE_SCENARIOS:-seeds patterns broken}; do echo "$scn/$d"/*.json; done); do
      expect=$(python3 -c "import json,sys; e=json.load(open(sys.argv[1])).get('expect','pass'); print({'pass':'clean','race':'race'}.get(e,'any'))" "$f")
      bridge_one "$expect" "${b/+/-}-$(basename "$f" .json)${pinned:+-pinned}" "$bin" run "$f" --backend "$b" -n 1 --perturb off --hang-timeout 1s -q
    done
  done
  unset SYNCSTRESS_CAPTURE_PINNED
done
echo "== bridge: $bridge_agree agree, $bridge_disagree disagree or not captured"
(cd "$out" && tar czf bridge.tgz bridge && rm -rf bridge)  # a few files come back from the GPU machine: one archive
fi

if wants shrink; then
mkdir -p "$out/shrink"
for b in $(echo "${SHRINK_BACKENDS:-cuda,vulkan,vulkan+cuda}" | tr ',' ' '); do
  echo "== shrink: run --shrink --isolate of the broken scenarios on $b"
  timeout 240 "$bin" run "$scn/broken" --backend "$b" -n 100 --hang-timeout 1s --shrink --shrink-budget 20s --isolate -q \
    --json "$out/shrink/run-${b/+/-}.json"
  echo "exit $?"
  echo "== shrink: the run oracle on $b, each broken scenario"
  for f in "$scn"/broken/*.json; do
    name=$(basename "$f" .json) min="$out/shrink/${name}.${b/+/-}.min.json" kept=""
    for kind in mismatch hang; do
      start=$(date +%s%N)
      said=$(timeout 40 "$bin" shrink "$f" --kind "$kind" --backend "$b" -o "$min" 2>&1)
      code=$?
      [ $code -eq 2 ] && [[ "$said" == *"shows no"* ]] && continue
      seconds=$(((($(date +%s%N) - start) / 1000000)))
      left=$(echo "$said" | grep -o '[0-9]* steps\? left' | head -1)
      "$bin" run "$min" --backend "$b" -n 200 --until-fail -q --json "$out/shrink/check.json" >/dev/null 2>&1
      shown=$(python3 -c "import json,sys; r=json.load(open(sys.argv[1]))['results'][0]; print('yes' if r['failures'] or r['hangs'] else 'NO')" \
        "$out/shrink/check.json" 2>/dev/null || echo "?")
      echo "$name $b $kind: exit $code, ${seconds} ms, ${left:-?}, still shown: $shown"
      kept=$kind
      break
    done
    [ -n "$kept" ] || echo "$name $b: its own run shows no mismatch or hang"
  done
done
fi
