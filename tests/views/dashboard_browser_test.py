#!/usr/bin/env python3
"""The dashboard of `syncstress report --html` in a real browser: headless Chromium driven through chromedriver
(W3C WebDriver over urllib, tests/views/webdriver.py).

30 reports written by the real binary: 29 runs of the cpu backend (scenarios/seeds and one broken scenario; every
fourth run with --inject stage-at-submit, which makes the luisa scenarios fail; labels fault=... and runner=...)
and one `analyze`. The runs take seconds; their started_at/finished_at are then rewritten to one a day, as nightly
runs, so that the trends span a month. Then `syncstress report --html`, loaded in Chromium:
  - the page's script ran under its Content-Security-Policy, and the console shows no error;
  - the grid has scenarios x backends cells; a failing cell is coloured as failing (computed style);
  - the trends have a point per run and scenario x backend that ran iterations;
  - clicking the status, label and backend filters hides and shows rows, as the reports say they should;
  - a copy button puts the repro command on the clipboard;
  - a screenshot is not blank (PNG decoded here: grey-level variance, colours, failing-red pixels);
  - a report whose scenario name and label carry <script> and an onerror handler runs none of it and shows it as
    text.
Exit 0 passed, 1 failed, 77 skipped (no chromium or chromedriver: the reason is printed).

Usage: dashboard_browser_test.py --syncstress BIN --source REPO --work DIR [--screenshot OUT.png]
"""
import argparse
import datetime
import glob
import json
import os
import shutil
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import webdriver  # noqa: E402

SKIP = 77
FAIL_BACKGROUND = (251, 218, 218)  # --fail-bg of core/report/dashboard.css
PASS_BACKGROUND = (227, 243, 228)
FAILING = ('fail', 'hang', 'error')
HOSTILE_NAME = '</script><script>window.__pwned=1</script><img src=x onerror="window.__pwned=2">'
HOSTILE_LABEL = '</script><script>window.__pwned=3</script>'

failures = []


def check(condition, what):
    print(('ok   ' if condition else 'FAIL ') + what)
    if not condition:
        failures.append(what)
    return condition


def rgb(colour):
    return 'rgb(%d, %d, %d)' % colour


def generate_reports(binary, source, folder):
    # Run from the repository with relative paths, as a CI job does: the reports say scenarios/seeds/....
    scenarios = ['scenarios/seeds', 'scenarios/broken/slangpy-direct-read-no-sync.json']
    os.makedirs(folder)
    base = datetime.datetime(2026, 11, 1, 2, 0, 0, tzinfo=datetime.timezone.utc)
    for i in range(30):
        out = os.path.join(folder, 'night-%02d.json' % i)
        fault = 'stage-at-submit' if i % 4 == 3 else 'none'
        labels = ['--label', 'fault=' + fault, '--label', 'runner=' + ('vm-a' if i % 2 else 'vm-b')]
        if i == 29:
            argv = [binary, 'analyze'] + scenarios + labels + ['--json', out, '-q']
        else:
            argv = [binary, 'run'] + scenarios + ['--backend', 'cpu', '-n', '5', '--seed', str(i + 1), '--json', out, '-q'] + labels
            if fault != 'none':
                argv += ['--inject', fault]
        done = subprocess.run(argv, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, cwd=source)
        if done.returncode not in (0, 1):
            raise RuntimeError('%s exited %d:\n%s' % (' '.join(argv), done.returncode, done.stdout.decode(errors='replace')))
        with open(out, encoding='utf-8') as f:
            report = json.load(f)
        started = base + datetime.timedelta(days=i)
        report['started_at'] = started.strftime('%Y-%m-%dT%H:%M:%SZ')
        report['finished_at'] = (started + datetime.timedelta(seconds=max(1, round(report['duration_s'])))).strftime('%Y-%m-%dT%H:%M:%SZ')
        with open(out, 'w', encoding='utf-8') as f:
            json.dump(report, f, indent=2)
    return sorted(glob.glob(os.path.join(folder, '*.json')))


def expectations(files):
    """What the reports say the page must show."""
    scenarios, backends, cells, runs_of_cell, fault_of_run = [], [], {}, {}, {}
    for run, path in enumerate(files):  # files sort as the runs started: night-00 first
        with open(path, encoding='utf-8') as f:
            report = json.load(f)
        fault_of_run[run] = report['labels']['fault']
        for r in report['results']:
            if r['scenario'] not in scenarios:
                scenarios.append(r['scenario'])
            if r['backend'] not in backends:
                backends.append(r['backend'])
            key = (r['scenario'], r['backend'])
            cells.setdefault(key, []).append(r['status'])
            if r['iterations'] > 0:
                runs_of_cell.setdefault(key, set()).add(run)
    failing = [key for key, statuses in cells.items() if any(s in FAILING for s in statuses)]
    return {'scenarios': scenarios, 'backends': backends, 'cells': cells, 'failing': failing,
            'points': sum(len(runs) for runs in runs_of_cell.values()),
            'points_fault_none': sum(1 for runs in runs_of_cell.values() for run in runs if fault_of_run[run] == 'none'),
            'failing_scenarios': sorted({s for s, _ in failing})}


def run_report(binary, inputs, html):
    done = subprocess.run([binary, 'report'] + inputs + ['--html', html], stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    if done.returncode != 0:
        raise RuntimeError('syncstress report exited %d: %s' % (done.returncode, done.stdout.decode(errors='replace')))


VISIBLE_ROWS = "return Array.from(document.querySelectorAll(arguments[0])).filter(e => e.getClientRects().length > 0).length;"


def select(browser, select_id, value):
    """Clicks the option VALUE of the filter SELECT_ID, as a person would."""
    browser.click(browser.find('#%s option[value="%s"]' % (select_id, value)))


def option_value(browser, select_id, text_prefix):
    return browser.execute("return Array.from(document.querySelectorAll('#' + arguments[0] + ' option'))"
                           ".find(o => o.textContent.startsWith(arguments[1])).value;", select_id, text_prefix)


def dashboard_checks(browser, page, want, screenshot_path):
    browser.get('file://' + page)
    ready = browser.wait_for("return document.documentElement.dataset.ready;")
    check(ready is not None, 'the page script ran under its Content-Security-Policy (init took %s ms)' % ready)
    errors = [entry for entry in browser.console() if entry.get('level') == 'SEVERE']
    check(not errors, 'no error on the console: %s' % errors)

    s, b = len(want['scenarios']), len(want['backends'])
    check(len(browser.find_all('td.cell')) == s * b, 'grid cells: %d scenarios x %d backends = %d' % (s, b, s * b))
    check(len(browser.find_all('#grid tr.grid-row')) == s, 'grid rows: one per scenario (%d)' % s)
    check(len(browser.find_all('circle.point')) == want['points'],
          'trend points: one per run and scenario x backend that ran iterations (%d)' % want['points'])
    check(want['failing'], 'the reports hold failing results (the stage-at-submit runs)')
    scenario, backend = want['failing'][0]
    style = browser.execute("""
        const row = Array.from(document.querySelectorAll('#grid tr.grid-row'))
            .find(r => r.querySelector('th').firstChild.textContent === arguments[0]);
        const cell = Array.from(row.querySelectorAll('td.cell')).find(c => c.dataset.backend === arguments[1]);
        const pass = document.querySelector('td.cell.st-pass');
        return [cell.className, getComputedStyle(cell).backgroundColor, getComputedStyle(pass).backgroundColor,
                cell.querySelector('.status').textContent];""", scenario, backend)
    check(style[0] == 'cell st-fail' and style[1] == rgb(FAIL_BACKGROUND),
          'the failing cell %s on %s is coloured as failing: %s, %s' % (scenario, backend, style[0], style[1]))
    check(style[2] == rgb(PASS_BACKGROUND) and style[2] != style[1], 'a passing cell is coloured apart: %s' % style[2])

    png = browser.screenshot()
    stats = webdriver.pixel_statistics(png, [FAIL_BACKGROUND, PASS_BACKGROUND])
    check(stats['variance'] > 200 and stats['colours'] > 50,
          'the screenshot is not blank: %dx%d, grey mean %.0f, variance %.0f, %d colours' %
          (stats['width'], stats['height'], stats['mean'], stats['variance'], stats['colours']))
    check(stats['counts'][0] > 500 and stats['counts'][1] > 500,
          'failing and passing cells are painted: %d failing-red and %d passing-green pixels' % tuple(stats['counts']))
    with open(screenshot_path, 'wb') as f:
        f.write(png)

    rows = browser.execute(VISIBLE_ROWS, '#grid tr.grid-row')
    findings = browser.execute(VISIBLE_ROWS, 'tr.finding')
    check(rows == s, 'every grid row shown before filtering (%d)' % rows)
    select(browser, 'filter-status', 'failing')
    failing_rows = browser.execute(VISIBLE_ROWS, '#grid tr.grid-row')
    failing_findings = browser.execute(VISIBLE_ROWS, 'tr.finding')
    check(failing_rows == len(want['failing_scenarios']),
          'status "failing": %d rows shown, the scenarios that failed somewhere (%d)' % (failing_rows, len(want['failing_scenarios'])))
    check(0 < failing_findings < findings, 'status "failing": %d of %d finding rows shown' % (failing_findings, findings))

    select(browser, 'filter-label', option_value(browser, 'filter-label', 'fault=none'))
    rows_none = browser.execute(VISIBLE_ROWS, '#grid tr.grid-row')
    check(rows_none == 0, 'label fault=none and status "failing": no row (those runs had no fault): %d' % rows_none)
    select(browser, 'filter-status', '')
    status = browser.execute("""
        const row = Array.from(document.querySelectorAll('#grid tr.grid-row'))
            .find(r => r.querySelector('th').firstChild.textContent === arguments[0]);
        return Array.from(row.querySelectorAll('td.cell')).find(c => c.dataset.backend === arguments[1]).dataset.status;""",
                             scenario, backend)
    check(status == 'pass', 'label fault=none: %s on %s shows that label\'s runs alone: %s' % (scenario, backend, status))
    points = browser.execute(VISIBLE_ROWS, 'circle.point')
    check(points == want['points_fault_none'], 'label fault=none: %d trend points shown, those runs\' (%d)' %
          (points, want['points_fault_none']))
    select(browser, 'filter-label', '')
    select(browser, 'filter-backend', 'analysis')
    header = browser.find('#grid th[data-column="cpu"]')
    check(not browser.displayed(header), 'backend "analysis": the cpu column is hidden')
    check(browser.execute(VISIBLE_ROWS, '#grid td.cell') == s, 'backend "analysis": one cell per scenario shown')
    select(browser, 'filter-backend', '')
    check(browser.execute(VISIBLE_ROWS, '#grid td.cell') == s * b, 'filters cleared: every cell shown again')

    browser.grant('clipboard-read')
    browser.grant('clipboard-write')
    button = browser.find('tr.finding button.copy')
    code = browser.execute("return arguments[0].parentElement.querySelector('code').textContent;", button)
    browser.click(button)
    label = browser.wait_for("return document.querySelector('tr.finding button.copy').textContent !== 'copy' && "
                             "document.querySelector('tr.finding button.copy').textContent;")
    copied = browser.execute("return navigator.clipboard.readText();")  # a promise: WebDriver waits for it
    check(label == 'copied' and copied == code, 'copy puts the repro on the clipboard: %r' % copied)


def hostile_checks(browser, binary, files, work):
    """A scenario name and a label that carry markup: shown as text, never run."""
    with open(files[3], encoding='utf-8') as f:
        report = json.load(f)
    report['results'][0]['scenario'] = HOSTILE_NAME
    report['labels']['note'] = HOSTILE_LABEL
    hostile = os.path.join(work, 'hostile.json')
    with open(hostile, 'w', encoding='utf-8') as f:
        json.dump(report, f)
    page = os.path.join(work, 'hostile.html')
    run_report(binary, [hostile], page)
    browser.get('file://' + page)
    browser.wait_for("return document.documentElement.dataset.ready;")
    state = browser.execute("""return [window.__pwned === undefined, document.querySelectorAll('img').length,
        document.querySelectorAll('script').length,
        Array.from(document.querySelectorAll('#grid tr.grid-row th')).map(th => th.firstChild.textContent),
        Array.from(document.querySelectorAll('#filter-label option')).map(o => o.textContent)];""")
    check(state[0], 'no script from the report ran (window.__pwned unset)')
    check(state[1] == 0 and state[2] == 2, 'no element from the report: %d img, %d script (the page\'s two)' % (state[1], state[2]))
    check(HOSTILE_NAME in state[3], 'the scenario name is shown as text, unchanged')
    check(any(option.startswith('note=' + HOSTILE_LABEL) for option in state[4]), 'the label is shown as text, unchanged')


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument('--syncstress', required=True)
    parser.add_argument('--source', required=True)
    parser.add_argument('--work', required=True)
    parser.add_argument('--screenshot', help='where to keep the screenshot (default: WORK/dashboard.png)')
    args = parser.parse_args()

    chromium, chromedriver, why_not = webdriver.find_browser()
    if why_not:
        print('SKIPPED: ' + why_not)
        return SKIP

    started = time.time()
    args.work = os.path.abspath(args.work)
    shutil.rmtree(args.work, ignore_errors=True)
    os.makedirs(args.work)
    files = generate_reports(args.syncstress, args.source, os.path.join(args.work, 'reports'))
    want = expectations(files)
    page = os.path.join(args.work, 'dashboard.html')
    run_report(args.syncstress, files, page)
    print('30 reports and the dashboard in %.1f s' % (time.time() - started))

    with webdriver.Chrome(chromium, chromedriver, width=1280, height=1400, log=os.path.join(args.work, 'chromedriver.log')) as browser:
        dashboard_checks(browser, os.path.abspath(page), want, args.screenshot or os.path.join(args.work, 'dashboard.png'))
        hostile_checks(browser, args.syncstress, files, args.work)
    print('%d checks failed; %.1f s in all' % (len(failures), time.time() - started))
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main())
