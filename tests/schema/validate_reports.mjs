// The JSON reports the real binary writes, validated against docs/report.schema.json with Ajv (JSON Schema draft
// 2020-12, strict mode, every error listed): a second, independent validator beside scripts/validate_report.py.
// Reports of: run (passing, failing, -j 2 workers, a shard), analyze (the broken scenarios, and one with call sites),
// exec (failing runs and a timeout), merge (two runs; an @2 with an @1 report), and a run stopped by SIGINT: the report
// written while it ran (incomplete) and the final one (interrupted). A broken copy must be refused, so that the check
// can fail.
//
// Usage: node validate_reports.mjs --syncstress BIN --source REPO --work DIR
// Exit 0 all valid, 1 a report is not valid (the errors printed), 77 skipped: Ajv is not installed here
// (scripts/setup runs npm ci in tests/schema).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const SKIP = 77;

function option(name) {
  const at = process.argv.indexOf(name);
  if (at < 0 || at + 1 >= process.argv.length) {
    console.error(`usage: node validate_reports.mjs --syncstress BIN --source REPO --work DIR (${name} missing)`);
    process.exit(2);
  }
  return path.resolve(process.argv[at + 1]);
}

let Ajv2020, addFormats;
try {
  Ajv2020 = (await import('ajv/dist/2020.js')).default;
  addFormats = (await import('ajv-formats')).default;
} catch (error) {
  console.log(`SKIPPED: Ajv is not installed in tests/schema/node_modules (scripts/setup runs npm ci there): ${error.message.split('\n')[0]}`);
  process.exit(SKIP);
}

const binary = option('--syncstress');
const source = option('--source');
const work = option('--work');
fs.rmSync(work, { recursive: true, force: true });
fs.mkdirSync(work, { recursive: true });
const out = (name) => path.join(work, name);

// Runs the binary from the repository (relative scenario paths, as a CI job has them); exits unless the code is one of WANT.
function syncstress(args, want) {
  const done = spawnSync(binary, args, { cwd: source, encoding: 'utf8' });
  if (!want.includes(done.status)) {
    console.error(`syncstress ${args.join(' ')} exited ${done.status} (${done.signal ?? 'no signal'}), not ${want.join(' or ')}:\n${done.stdout}${done.stderr}`);
    process.exit(1);
  }
}

const node = process.execPath;  // the command exec runs: this Node, so that nothing else need be installed
syncstress(['run', 'scenarios/seeds', '--backend', 'cpu', '-n', '3', '--label', 'suite=seeds', '--json', out('run.json'), '-q'], [0]);
syncstress(['run', 'scenarios/seeds', '--backend', 'cpu', '-n', '3', '--inject', 'stage-at-submit', '--json', out('run-failing.json'), '-q'], [1]);
syncstress(['run', 'scenarios/seeds', '--backend', 'cpu', '-n', '3', '-j', '2', '--json', out('run-jobs.json'), '-q'], [0]);
syncstress(['run', 'scenarios/seeds', '--backend', 'cpu', '-n', '3', '--shard', '2/3', '--json', out('run-shard.json'), '-q'], [0]);
syncstress(['analyze', 'scenarios/broken', '--json', out('analyze.json'), '-q'], [0]);
// A scenario whose steps give call sites: its races' accesses carry call_site objects.
syncstress(['analyze', 'tests/scenario/inputs/race-with-call-sites.json', '--json', out('analyze-call-sites.json'), '-q'], [0]);
syncstress(['exec', '--runs', '6', '-j', '2', '--json', out('exec.json'), '-q', '--', node, '-e',
            'process.exit(Number(process.env.SYNCSTRESS_RUN_INDEX) % 3 === 1 ? 1 : 0)'], [1]);
syncstress(['exec', '--runs', '1', '--timeout', '300ms', '--kill-after', '0s', '--json', out('exec-timeout.json'), '-q', '--', node, '-e',
            'setTimeout(() => {}, 20000)'], [1]);
syncstress(['merge', out('run.json'), out('run-failing.json'), '--json', out('merge.json'), '-q'], [1]);

// An @1 report, as the release before run identity wrote it, merged with an @2 one: the output is @2.
const v1 = JSON.parse(fs.readFileSync(out('run.json'), 'utf8'));
v1.format = 'syncstress/report@1';
for (const key of ['run_id', 'started_at', 'finished_at', 'duration_s', 'complete', 'labels', 'ci', 'hosts', 'not_run']) delete v1[key];
for (const result of v1.results) delete result.host;
fs.writeFileSync(out('v1.json'), JSON.stringify(v1));
syncstress(['merge', out('v1.json'), out('run-shard.json'), '--json', out('merge-v1.json'), '-q'], [0]);

// A run stopped by Ctrl-C: the report rewritten after each result says complete: false until the final write.
async function interrupted() {
  const report = out('interrupted.json');
  const child = spawn(binary, ['run', 'scenarios/seeds', '--backend', 'cpu', '--duration', '2s', '--json', report, '-q'],
                      { cwd: source, stdio: 'ignore' });
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  const deadline = Date.now() + 20000;
  while (!fs.existsSync(report) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  fs.copyFileSync(report, out('incomplete.json'));
  child.kill('SIGINT');
  const { code, signal } = await exited;
  if (code !== 130) {
    console.error(`the interrupted run exited ${code} (${signal}), not 130`);
    process.exit(1);
  }
}
await interrupted();

const schema = JSON.parse(fs.readFileSync(path.join(source, 'docs', 'report.schema.json'), 'utf8'));
const ajv = new Ajv2020({ strict: true, allErrors: true });
addFormats(ajv);
const validate = ajv.compile(schema);

let failed = 0;
function expect(file, valid, why) {
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  const ok = validate(report);
  const extra = [];
  if (ok === valid && why) extra.push(why(report));
  if (ok === valid) {
    console.log(`ok   ${path.basename(file)}: ${valid ? 'valid' : 'refused, as it must be'}${extra.length ? ' (' + extra.join(', ') + ')' : ''}`);
    return;
  }
  failed += 1;
  console.log(`FAIL ${path.basename(file)}: ${valid ? 'not valid' : 'accepted, but it is broken'}`);
  for (const error of validate.errors ?? []) console.log(`     ${error.instancePath || '(top)'} ${error.message} ${JSON.stringify(error.params)}`);
}

const summary = (r) => `${r.results.length} results, exit_code ${r.summary.exit_code}, complete ${r.complete}, interrupted ${r.summary.interrupted}`;
for (const name of ['run.json', 'run-failing.json', 'run-jobs.json', 'run-shard.json', 'analyze.json', 'analyze-call-sites.json',
                    'exec.json', 'exec-timeout.json', 'merge.json', 'merge-v1.json', 'incomplete.json', 'interrupted.json']) {
  expect(out(name), true, summary);
}
const sited = JSON.parse(fs.readFileSync(out('analyze-call-sites.json'), 'utf8'));
if (!sited.results[0].findings.some((f) => (f.accesses ?? []).some((a) => a.call_site?.call === 'vkCmdCopyBuffer'))) {
  failed += 1;
  console.log('FAIL analyze-call-sites.json: no access carries the call site vkCmdCopyBuffer that the scenario gives');
}
const incomplete = JSON.parse(fs.readFileSync(out('incomplete.json'), 'utf8'));
const stopped = JSON.parse(fs.readFileSync(out('interrupted.json'), 'utf8'));
if (incomplete.complete !== false || incomplete.not_run.length === 0 || stopped.summary.interrupted !== true) {
  failed += 1;
  console.log('FAIL the reports of the stopped run are not the incomplete and the interrupted ones they should be');
}

// The schema is @2: the @1 report is not one. And a report with an unknown status is refused.
expect(out('v1.json'), false);
const broken = JSON.parse(fs.readFileSync(out('run.json'), 'utf8'));
broken.results[0].status = 'flaky';
fs.writeFileSync(out('broken.json'), JSON.stringify(broken));
expect(out('broken.json'), false);

console.log(`${failed} failed (Ajv ${JSON.parse(fs.readFileSync(new URL('./node_modules/ajv/package.json', import.meta.url), 'utf8')).version})`);
process.exit(failed ? 1 : 0);
