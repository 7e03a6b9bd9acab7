#!/usr/bin/env bash
# Writes the report reader's seed corpus, tests/fuzz/corpus/report/seed-*.json, with a build of the tool: reports of
# run, analyze, exec and merge that together hold every member of docs/report.schema.json (tests/fuzz/census.py
# checks that they do). Usage: tests/fuzz/write_report_seeds.sh [SYNCSTRESS] (default build/tool/syncstress); needs
# the Vulkan backend (lavapipe will do) with the Khronos validation layer, the OpenCL adapter built (adapters/opencl)
# with pocl, and python3. Besides every member, the seeds hold the values of each member that takes one of a set,
# but for the mismatch classifications initial, torn and other (what a run's data happens to show), the error kinds
# bad_input, io and internal and the exit code 2 (no run here ends so).
#
# Three seeds are today's reports edited, where no run of today's tool writes the member:
#   seed-report-v1*.json      @1 reports, with the option names written before @2 (argv, exec, duration, ...) and
#                             results of status error without their error's kind
#   seed-devices.json         a device the backend cannot use (unusable: written for a GPU the backend refuses),
#                             given to the run through SYNCSTRESS_WORKER_HOST_BACKENDS as a run gives it to a worker
#   seed-order-late-next.json an order whose late site is in the next iteration: the analysis writes none (an
#                             iteration's semaphore values are above every earlier iteration's, so the one landing
#                             late, the lower, is never the later iteration's)
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
tool="$(realpath "${1:-$root/build/tool/syncstress}")"
out="$root/tests/fuzz/corpus/report"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cd "$work"
quiet() { "$@" >/dev/null 2>&1 || true; }  # a run that finds what it was given exits 1
scenarios="$root/tests/fuzz/seed_scenarios"

# Findings with call sites, orders across iterations, steps of several threads, shrinking (one shrunk scenario not writable: its error), CI,
# labels, isolation and sharding.
mkdir timeline-lowered-next-iteration.cpu.shrunk.json
quiet env GITHUB_ACTIONS=true GITHUB_SHA=0123456789abcdef0123456789abcdef01234567 GITHUB_REF_NAME=main GITHUB_JOB=fuzz \
  GITHUB_SERVER_URL=https://github.com GITHUB_REPOSITORY=example/app GITHUB_RUN_ID=7 \
  "$tool" run "$scenarios" "$root/tests/scenario/inputs/race-with-call-sites.json" \
  "$root/scenarios/broken/submission-thread-deadlock.json" --backend cpu -n 2 --shrink \
  --shrink-budget 5s --label fuzz=seed --isolate --shard 1/1 --json seed-shrink.json -q
# Mismatches and hangs (a sync core rule switched off), random perturbation, a duration, workers.
quiet "$tool" run "$root/scenarios/seeds/device-two-queues-sync.json" "$root/scenarios/seeds/luisa-staging-reuse-after-wait.json" \
  --backend cpu --duration 100ms --inject drop-wait --perturb 1ms,200us -j 2 --json seed-mismatch.json -q
quiet "$tool" run "$root/scenarios/patterns/timeline-semaphores.json" --backend cpu -n 2 --inject lost-signal --hang-timeout 200ms \
  --json seed-hang.json -q
# Validation messages (vuid), the most capable backend of each scenario.
quiet "$tool" run "$root/scenarios/broken/vulkan-dispatch-then-download-no-barrier.json" --backend vulkan -n 2 --validate \
  --json seed-validate.json -q
quiet "$tool" run "$root/scenarios/seeds/device-two-queues-sync.json" --backend auto -n 2 --json seed-auto.json -q
# A runtime adapter (its identity), and one that ends at once (a result of status error).
quiet "$tool" run "$root/scenarios/seeds/device-two-queues-sync.json" -n 2 \
  --backend "adapter:python:$root/tests/adapters/python_cpu_adapter.py,adapter:python:$root/tests/adapters/python_exit_adapter.py" \
  --json seed-adapter.json -q
# exec with every option of its own.
mkdir logs
# shellcheck disable=SC2016 # the run's shell expands it
quiet "$tool" exec -n 8 -j 2 --shard 1/2 --timeout 5s --kill-after 1s --keep-hung --failure 'fails' --fail-on-output 'FATAL' \
  --ignore 'flaky' --logs logs --cpu-stress 1 --json seed-exec.json -q -- sh -c 'echo fails; exit $((SYNCSTRESS_RUN_INDEX % 4 == 0))'
quiet "$tool" merge seed-exec.json seed-auto.json --json seed-merge.json
# analyze under each CI system but GitHub's (above).
seed="$root/scenarios/seeds/device-two-queues-sync.json"
quiet env GITLAB_CI=true CI_COMMIT_SHA=0123abc CI_COMMIT_REF_NAME=main CI_JOB_NAME=fuzz CI_JOB_URL=https://gitlab.example/j/1 \
  "$tool" analyze "$seed" --json seed-ci-gitlab.json -q
quiet env BUILDKITE=true BUILDKITE_COMMIT=0123abc BUILDKITE_BRANCH=main BUILDKITE_LABEL=fuzz \
  BUILDKITE_BUILD_URL=https://buildkite.example/b/1 BUILDKITE_JOB_ID=2 "$tool" analyze "$seed" --json seed-ci-buildkite.json -q
quiet env TF_BUILD=True BUILD_SOURCEVERSION=0123abc BUILD_SOURCEBRANCHNAME=main SYSTEM_JOBDISPLAYNAME=fuzz \
  SYSTEM_COLLECTIONURI=https://dev.azure.example/ SYSTEM_TEAMPROJECT=p BUILD_BUILDID=3 \
  "$tool" analyze "$seed" --json seed-ci-azure.json -q
quiet env CIRCLECI=true CIRCLE_SHA1=0123abc CIRCLE_BRANCH=main CIRCLE_JOB=fuzz CIRCLE_BUILD_URL=https://circleci.example/4 \
  "$tool" analyze "$seed" --json seed-ci-circleci.json -q
quiet env JENKINS_URL=https://jenkins.example/ GIT_COMMIT=0123abc BRANCH_NAME=main JOB_NAME=fuzz BUILD_URL=https://jenkins.example/5 \
  "$tool" analyze "$seed" --json seed-ci-jenkins.json -q
# A scenario the backend cannot run (skip), no perturbation; an adapter that loses its device and one that fails.
quiet "$tool" run "$root/scenarios/seeds/slangpy-buffer-to-torch-synced.json" --backend vulkan -n 1 --perturb off \
  --json seed-skip.json -q
for behave in lose_device_in_submit error_in_submit; do
  quiet "$tool" run "$seed" -n 1 --backend "adapter:python:$root/tests/adapters/python_misbehaving_adapter.py" \
    --adapter-option "behave=$behave" --json "seed-$behave.json" -q
done
# A runtime whose uploads may read, and downloads write, until they complete: contract findings.
quiet "$tool" run "$root/scenarios/seeds/luisa-host-roundtrip-split.json" -n 1 \
  --backend "adapter:$(dirname "$(dirname "$tool")")/adapters/opencl/libsyncstress_opencl.so" --json seed-contract.json -q
# Runs stopped by SIGINT and SIGTERM.
for signal in INT TERM; do
  "$tool" run "$seed" "$root/scenarios/seeds/luisa-host-roundtrip-split.json" --backend cpu --duration 1s \
    --json "seed-stopped-$signal.json" -q >/dev/null 2>&1 &
  sleep 1.5
  kill "-$signal" $! 2>/dev/null || true
  wait $! 2>/dev/null || true
done
# A run killed outright: complete false, not_run listing the jobs it did not reach.
"$tool" run "$root/scenarios/seeds/device-two-queues-sync.json" "$root/scenarios/seeds/luisa-host-roundtrip-split.json" \
  "$root/scenarios/seeds/slangpy-custom-stream-synced.json" --backend cpu --duration 1s --json seed-killed.json -q >/dev/null 2>&1 &
sleep 1.5
kill -KILL $! 2>/dev/null || true
wait 2>/dev/null || true

python3 - "$tool" "$root" <<'EOF'
import json, subprocess, sys
tool, root = sys.argv[1], sys.argv[2]

def load(name):
    with open(name, encoding="utf-8") as f:
        return json.load(f)

def save(report, name):
    with open(name, "w", encoding="utf-8") as f:
        json.dump(report, f, indent=2)
        f.write("\n")

# @1: no run identity, hosts, not_run or result hosts; the options' older names; of run, results of status error
# without their error's kind (read from the reason).
def v1_of(name):
    v1 = load(name)
    for key in ["run_id", "started_at", "finished_at", "duration_s", "complete", "labels", "ci", "hosts", "not_run"]:
        del v1[key]
    for r in v1["results"]:
        del r["host"]
        r.pop("error", None)
    v1["format"] = "syncstress/report@1"
    return v1

run = v1_of("seed-adapter.json")
run["results"].append(dict(run["results"][-1], reason="an error of syncstress's own", backend="cpu"))
run["summary"]["results"] += 1
run["summary"]["error"] += 1
o = run["options"]
o["hang_timeout"] = "2s"  # argv was exec's alone
del o["hang_timeout_s"]
save(run, "seed-report-v1-run.json")

v1 = v1_of("seed-exec.json")
o = v1["options"]
o["argv"], o["exec"] = o.pop("command_line"), o.pop("exec_command")
o["duration"], o["timeout"], o["kill_after"], o["hang_timeout"] = "2s", "5s", "1s", "2s"
del o["timeout_s"], o["kill_after_s"]
o["perturb"] = {"delay_us": 1000, "jitter_us": 200}
save(v1, "seed-report-v1.json")

# A device the backend cannot use, as a worker is told of its host's backends.
backends = json.loads(subprocess.run([tool, "backends", "--json", "--backend", "cpu,vulkan"], capture_output=True,
                                     text=True, check=True).stdout)
for b in backends:
    for d in b.get("devices", []):
        d["unusable"] = "no timeline semaphores (Vulkan 1.2 or VK_KHR_timeline_semaphore)"
env = {"SYNCSTRESS_WORKER_HOST_BACKENDS": json.dumps(backends)}
import os
subprocess.run([tool, "run", f"{root}/scenarios/seeds/device-two-queues-sync.json", "--backend", "vulkan", "-n", "2",
                "--json", "seed-devices.json", "-q"], env={**os.environ, **env}, capture_output=True)

# An order's late site in the next iteration.
late = load("seed-shrink.json")
for r in late["results"]:
    for f in r["findings"]:
        if f.get("order", {}).get("early", {}).get("next_iteration"):
            f["order"]["late"]["next_iteration"] = True
save(late, "seed-order-late-next.json")
EOF
rm -f "$out"/seed-*.json
for report in seed-*.json; do
  # Paths of this machine as the reports would hold them anywhere.
  sed -e "s|$root|/src/syncstress|g" -e "s|$work|/tmp/seeds|g" "$report" >"$out/$report"
done
ls "$out"
