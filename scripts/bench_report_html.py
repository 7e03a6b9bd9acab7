#!/usr/bin/env python3
"""Benchmark of `syncstress report --html` on 10,000 results (scripts/bench report-html): how long the binary takes
to write the dashboard, how big it is, and how long headless Chromium takes to load it (median of 5 loads).

The results are real ones multiplied: one `syncstress run` of scenarios/seeds on the cpu backend (half of it with
--inject stage-at-submit, so that there are failures and findings), its results copied under 250 scenario names x
2 backends into 20 reports a day apart (20 x 500 = 10,000 results). Target: the page loads in under 2 s.

Usage: bench_report_html.py SYNCSTRESS WORK_DIR
"""
import copy
import datetime
import json
import os
import statistics
import subprocess
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'tests', 'views'))
import webdriver  # noqa: E402

RUNS, SCENARIOS, BACKENDS, LOADS = 20, 250, ('cpu', 'vulkan'), 5


def base_results(binary, source, work):
    results = []
    for name, extra in (('clean', []), ('faulty', ['--inject', 'stage-at-submit'])):
        out = os.path.join(work, name + '.json')
        subprocess.run([binary, 'run', 'scenarios/seeds', '--backend', 'cpu', '-n', '50', '--json', out, '-q'] + extra,
                       cwd=source, stdout=subprocess.DEVNULL, check=False)
        with open(out, encoding='utf-8') as f:
            report = json.load(f)
        results += report['results']
    return report, results


def main():
    binary, work = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    source = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..')
    os.makedirs(work, exist_ok=True)
    template, results = base_results(binary, source, work)
    base = datetime.datetime(2026, 11, 1, 2, 0, 0, tzinfo=datetime.timezone.utc)
    files = []
    for run in range(RUNS):
        report = copy.deepcopy(template)
        report['run_id'] = '%016x' % (0xbe0c0000 + run)
        started = base + datetime.timedelta(days=run)
        report['started_at'] = started.strftime('%Y-%m-%dT%H:%M:%SZ')
        report['finished_at'] = (started + datetime.timedelta(minutes=20)).strftime('%Y-%m-%dT%H:%M:%SZ')
        report['labels'] = {'night': str(run), 'runner': 'vm-%d' % (run % 3)}
        report['results'] = []
        for s in range(SCENARIOS):
            for b, backend in enumerate(BACKENDS):
                # The same 500 scenario x backend pairs every night, each night another real result for each.
                r = copy.deepcopy(results[(s * len(BACKENDS) + b + run) % len(results)])
                r['scenario'] = 'scenario-%03d' % s
                r['file'] = 'scenarios/generated/%s.json' % r['scenario']
                r['backend'] = backend
                report['results'].append(r)
        path = os.path.join(work, 'night-%02d.json' % run)
        with open(path, 'w', encoding='utf-8') as f:
            json.dump(report, f)
        files.append(path)
    total = sum(len(json.load(open(p, encoding='utf-8'))['results']) for p in files)

    page = os.path.join(work, 'dashboard.html')
    started = time.perf_counter()
    subprocess.run([binary, 'report'] + files + ['--html', page], check=True)
    write_s = time.perf_counter() - started
    size_mb = os.path.getsize(page) / 1e6
    print('%d results in %d reports: syncstress report --html took %.2f s, wrote %.1f MB' % (total, len(files), write_s, size_mb))

    chromium, chromedriver, why_not = webdriver.find_browser()
    if why_not:
        print('no browser: ' + why_not)
        return 1
    loads = []
    with webdriver.Chrome(chromium, chromedriver, width=1280, height=1000) as browser:
        for _ in range(LOADS + 1):  # the first load warms the browser's caches of its own code; not counted
            browser.get('about:blank')
            started = time.perf_counter()
            browser.get('file://' + page)  # returns once the page has loaded
            wall = time.perf_counter() - started
            timing = browser.execute("""
                const nav = performance.getEntriesByType('navigation')[0];
                const paint = performance.getEntriesByType('paint').find(p => p.name === 'first-contentful-paint');
                return [nav.domContentLoadedEventEnd, nav.loadEventEnd, paint ? paint.startTime : null,
                        Number(document.documentElement.dataset.ready), document.querySelectorAll('td.cell').length,
                        document.querySelectorAll('circle.point').length, document.querySelectorAll('tr.finding').length];""")
            loads.append((wall, timing))
    counted = loads[1:]
    median = lambda values: statistics.median(values)
    wall = median([w for w, _ in counted])
    dom = median([t[0] for _, t in counted]) / 1e3
    load = median([t[1] for _, t in counted]) / 1e3
    paint = [t[2] for _, t in counted if t[2] is not None]
    init = median([t[3] for _, t in counted])
    cells, points, findings = counted[0][1][4:7]
    print('page: %d grid cells, %d trend points, %d finding rows' % (cells, points, findings))
    print('load in headless Chromium, median of %d: DOMContentLoaded %.2f s, load event %.2f s, first contentful paint %s, '
          'script %.0f ms; WebDriver navigation %.2f s (target: load under 2 s)' %
          (LOADS, dom, load, '%.2f s' % (median(paint) / 1e3) if paint else 'not reported', init, wall))
    return 0


if __name__ == '__main__':
    sys.exit(main())
