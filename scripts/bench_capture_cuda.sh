#!/usr/bin/env bash
# The CUDA capture benchmark (`scripts/bench capture-cuda [BUILD]`, or the GPU bundle's scripts/gpu-suite.sh with
# PART=cudabench): what `syncstress capture` costs a CUDA program and what memory it takes, with
# tests/capture/cuda/launch_loop.cu (a kernel launched and its stream synchronized, LAUNCHES times) and the pinned
# cuda-samples, from BUILD (a build with the tests, default build/), or TOOL, LOOP and SAMPLES (a folder of the
# samples' binaries) where given.
# 1. The time a launch takes in the loop, plain and under `capture`, alternating, ROUNDS rounds (default 5) of
#    LAUNCHES (default 10000): medians of wall and of CPU time (the program's own, all its threads, the subscriber's
#    work included); target at most 1.5x.
# 2. Each cuda-sample's wall time, plain and the whole `syncstress capture` of it (the run, the log's conversion and
#    the analysis), the median of ROUNDS; target at most 2x. The -broken samples are left out (the same programs), and
#    the bundle's other programs in the folder.
# 3. Peak RSS of the program (its own getrusage, under capture) and of the whole capture (GNU time: the larger of
#    capture and the program) at 10,000 and 100,000 launches; target flat. Then the conversion alone: `capture` of a
#    stand-in program (python3) that writes the subscriber's records of N launches and stream syncs into the log
#    itself, its peak RSS (capture's own: the stand-in's is small) and time, folded and with --no-fold: the launches
#    alone, each launch followed by a download into pinned memory, and graph launches. With CONVERSION_ONLY=1 (`scripts/bench
#    capture-cuda-log [BUILD]`) only this part runs, and no GPU is needed.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build="${1:-$root/build}"
tool="$(realpath -m "${TOOL:-$build/tool/syncstress}")" loop="$(realpath -m "${LOOP:-$build/tests/capture/cuda/launch_loop}")"
samples="$(realpath -m "${SAMPLES:-$build/tests/capture/third_party/cuda-samples/bin}")"
rounds="${ROUNDS:-5}" launches="${LAUNCHES:-10000}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cd "$work"

# The stand-in writes what the subscriber would write for the loop: a stream, an allocation, N launches and syncs;
# with "copy", each launch followed by a download into pinned memory; with "graph", N launches of a graph of an
# upload, a kernel and a download, each followed by a stream sync.
conversion_alone() {
  cat >"$work/stand_in.py" <<'PY'
import os, sys
n, what = int(sys.argv[1]), sys.argv[2]
with open(os.environ["SYNCSTRESS_CAPTURE_LOG"], "w") as log:
    log.write("0 t0 cuda_loaded\n1 t0 cuda_hello param_info=1\n2 t0 cuStreamCreate stream=500 flags=1\n"
              "3 t0 cuMemAlloc_v2 ptr=1048576 size=1024 stream=0\n4 t0 cuMemAllocHost_v2 ptr=67108864 size=1024 stream=0\n")
    if what == "graph":
        log.write("5 t0 cuGraphAddMemcpyNode graph=7000 node=1 type=1 dst=1048576 src=67108864 size=1024 src_host=1\n"
                  "6 t0 cuGraphAddKernelNode_v2 graph=7000 node=2 type=0 dep=1 function=77 ptr=1048576\n"
                  "7 t0 cuGraphAddMemcpyNode graph=7000 node=3 type=1 dep=2 dst=67108864 src=1048576 size=1024 dst_host=1\n"
                  "8 t0 cuGraphInstantiate_v2 exec=8000 graph=7000\n")
        for i in range(9, 9 + 2 * n, 2):
            log.write(f"{i} t0 cuGraphLaunch exec=8000 stream=500\n{i + 1} t0 cuStreamSynchronize stream=500\n")
        sys.exit(0)
    for i in range(5, 5 + 3 * n, 3):
        log.write(f"{i} t0 cuLaunchKernel function=77 stream=500 ptr=1048576\n")
        if what == "copy":
            log.write(f"{i + 1} t0 cuMemcpyDtoHAsync_v2 dst=67108864 src=1048576 size=1024 stream=500\n")
        log.write(f"{i + 2} t0 cuStreamSynchronize stream=500\n")
PY
  local fold n what seconds kib
  for what in launch copy graph; do
    # --no-fold of the copies and graphs at 100,000 writes a scenario past the 64 MiB a scenario file may have.
    for fold in "" $([ "$what" = launch ] && echo --no-fold); do
      for n in 10000 100000; do
        /usr/bin/time -f "%e %M" -o "$work/time" "$tool" capture -q $fold -o "$work/stand-in.json" -- python3 "$work/stand_in.py" "$n" "$what" >/dev/null ||
          { echo "the conversion of $n launches ($what) failed"; continue; }
        read -r seconds kib <"$work/time"
        local of="$n launches and syncs"
        [ "$what" = copy ] && of="$n launches and syncs, each with a download"
        [ "$what" = graph ] && of="$n launches of a graph (an upload, a kernel, a download) and syncs"
        echo "the conversion alone${fold:+ ($fold)} of $of: ${seconds} s, peak RSS $((kib / 1024)) MiB"
      done
    done
  done
}

[ -x "$tool" ] || { echo "bench capture-cuda: $tool is not built (ninja -C $build syncstress)"; exit 2; }
if [ "${CONVERSION_ONLY:-0}" = 1 ]; then
  echo "== capture-cuda: the conversion alone of a stand-in's log ($("$tool" --version 2>/dev/null | head -1); load average $(cut -d' ' -f1-3 /proc/loadavg), $(nproc) cores)"
  conversion_alone
  exit 0
fi
[ -x "$loop" ] || { echo "bench capture-cuda: $loop is not built (ninja -C $build capture_cuda_launch_loop)"; exit 2; }
"$loop" --launches 1 >/dev/null || { echo "bench capture-cuda: the loop does not run here (no CUDA device?)"; exit 77; }

median() { sort -g | awk '{v[NR] = $1} END {print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2}'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN {printf "%.2f", a / b}'; }
now_ms() { echo $(($(date +%s%N) / 1000000)); }

# Prints the loop's microseconds a launch, wall and CPU; under capture when the first argument is "capture".
per_launch() {
  local line
  if [ "$1" = capture ]; then
    line="$("$tool" capture -q -o "$work/loop.json" -- "$loop" --launches "$launches" | grep '^launch_loop:')" || { echo "the captured loop failed" >&2; return 1; }
  else
    line="$("$loop" --launches "$launches" | grep '^launch_loop:')" || { echo "the loop failed" >&2; return 1; }
  fi
  sed -E 's/.*, ([0-9.]+) us a launch, ([0-9.]+) us CPU a launch.*/\1 \2/' <<<"$line"
}

echo "== capture-cuda: $rounds rounds of $launches launches on $("$loop" --launches 1 | sed -E 's/.* on (.*), [0-9.]+ us a launch.*/\1/');" \
     "load average $(cut -d' ' -f1-3 /proc/loadavg), $(nproc) cores"
: >"$work/plain" && : >"$work/captured"
for _ in $(seq "$rounds"); do
  per_launch plain >>"$work/plain"
  per_launch capture >>"$work/captured"
done
p="$(awk '{print $1}' "$work/plain" | median)" c="$(awk '{print $1}' "$work/captured" | median)"
pc="$(awk '{print $2}' "$work/plain" | median)" cc="$(awk '{print $2}' "$work/captured" | median)"
echo "launch + stream sync: plain $p us wall, $pc us CPU; captured $c us wall, $cc us CPU: $(ratio "$c" "$p")x wall," \
     "$(ratio "$cc" "$pc")x CPU (target: at most 1.5x)"
echo "  rounds (wall CPU): plain $(paste -sd, "$work/plain"); captured $(paste -sd, "$work/captured")"

echo "== capture-cuda: each sample's wall time, plain and captured (run, conversion, analysis), median of $rounds"
printf '%-26s %10s %10s %7s  %s\n' sample "plain ms" "capture ms" ratio "capture's exit"
for sample in "$samples"/*; do
  name="$(basename "$sample")"
  { [ -x "$sample" ] && [ -f "$sample" ]; } || continue
  case "$name" in *-broken | upload_kernel_download | event_handoff | launch_loop | shared_timeline | staging_probe | submit_loop | computeheadless*) continue ;; esac
  : >"$work/p" && : >"$work/c"
  code=0
  for _ in $(seq "$rounds"); do
    start=$(now_ms) && { "$sample" >/dev/null 2>&1 || true; }
    echo $(($(now_ms) - start)) >>"$work/p"
    start=$(now_ms) && { "$tool" capture -q -o "$work/sample.json" -- "$sample" >/dev/null 2>&1 || code=$?; }
    echo $(($(now_ms) - start)) >>"$work/c"
  done
  sp="$(median <"$work/p")" sc="$(median <"$work/c")"
  printf '%-26s %10s %10s %6sx  %s\n' "$name" "$sp" "$sc" "$(ratio "$sc" "$((sp > 0 ? sp : 1))")" "$code"
done
echo "(target: at most 2x; exit 1 is a capture that found a race, reported by PART=cudacapture)"

echo "== capture-cuda: memory"
rss_mib() { echo $(($(sed -E 's/.*peak RSS ([0-9]+) KiB.*/\1/' <<<"$1") / 1024)); }
for n in 10000 100000; do
  plain="$("$loop" --launches "$n" | grep '^launch_loop:')" || { echo "the loop of $n launches failed"; continue; }
  line="$(/usr/bin/time -f "%e %M" -o "$work/time" "$tool" capture -q -o "$work/capture-$n.json" -- "$loop" --launches "$n" |
    grep '^launch_loop:')" || { echo "the captured loop of $n launches failed (or found a race)"; continue; }
  read -r seconds tree_kib <"$work/time"
  echo "$n launches: the program's peak RSS $(rss_mib "$plain") MiB plain, $(rss_mib "$line") MiB under capture; the whole" \
       "capture's (the larger of capture and the program) $((tree_kib / 1024)) MiB, ${seconds} s; the scenario" \
       "$(($(stat -c %s "$work/capture-$n.json") / 1000)) kB"
done

conversion_alone
