#!/usr/bin/env python3
"""Reads a dashboard written by `syncstress report --html` with Python's own HTML parser (which, like a browser,
ends a <script> at its first "</script") and prints what the tests check, as JSON: the elements the page holds,
the texts of the grid and findings, the JSON block the script reads, links, and whether the Content-Security-
Policy's hashes are those of the inline script and style sheet. An independent reading of the page: escaping
bugs show as extra elements or altered text here.

Usage: html_facts.py PAGE.html
"""
import base64
import hashlib
import json
import re
import sys
from html.parser import HTMLParser

VOID = {'area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr',
        'path', 'line', 'circle', 'polygon', 'polyline'}


class Page(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.stack = []       # open elements: (tag, attrs)
        self.tags = {}
        self.texts = {}       # id(element attrs) -> collected text
        self.captures = []    # (kind, attrs, text parts) being collected
        self.done = {'row_headers': [], 'paths': [], 'cells': [], 'findings': [], 'repros': [], 'shrunk': [], 'scripts': [],
                     'styles': [], 'hrefs': [], 'points': [], 'figures': [], 'timing_rows': 0, 'runs': 0, 'title': ''}
        self.meta_csp = None

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        self.tags[tag] = self.tags.get(tag, 0) + 1
        classes = (a.get('class') or '').split()
        if tag == 'meta' and (a.get('http-equiv') or '').lower() == 'content-security-policy':
            self.meta_csp = a.get('content')
        if tag == 'a' and 'href' in a:
            self.done['hrefs'].append(a['href'])
        if tag == 'circle' and 'point' in classes:
            self.done['points'].append({'run': int(a['data-run']), 'class': a['class'],
                                        'figure': self.figure})
        if tag == 'figure' and 'trend' in classes:
            self.figure = int(a['data-cell'])
            self.done['figures'].append(self.figure)
        if tag == 'tr' and 'timing-row' in classes:
            self.done['timing_rows'] += 1
        if tag == 'tr' and 'run' in classes:
            self.done['runs'] += 1
        kind = None
        if tag == 'th' and a.get('scope') == 'row':
            kind = 'row_header'
        elif tag == 'span' and 'path' in classes and self.capturing('row_header'):
            kind = 'path'
        elif tag == 'td' and 'cell' in classes:
            kind = 'cell'
        elif tag == 'tr' and 'finding' in classes:
            kind = 'finding'
        elif tag == 'tr' and 'shrunk' in classes:
            kind = 'shrunk'
        elif tag == 'code' and self.stack and 'repro' in (self.stack[-1][1].get('class') or ''):
            kind = 'repro'
        elif tag == 'script':
            kind = 'script'
        elif tag == 'style':
            kind = 'style'
        elif tag == 'title' and not self.stack_has('svg'):
            kind = 'title'
        if kind:
            self.captures.append([kind, a, [], len(self.stack)])
        if tag not in VOID:
            self.stack.append((tag, a))

    def handle_startendtag(self, tag, attrs):
        self.handle_starttag(tag, attrs)
        if tag not in VOID:
            self.handle_endtag(tag)

    def stack_has(self, tag):
        return any(t == tag for t, _ in self.stack)

    def capturing(self, kind):
        return any(c[0] == kind for c in self.captures)

    def handle_data(self, data):
        for c in self.captures:
            if c[0] == 'row_header' and self.capturing('path'):
                continue  # the path is reported apart
            c[2].append(data)

    def handle_endtag(self, tag):
        if tag in VOID:
            return
        while self.stack:
            open_tag, _ = self.stack.pop()
            if open_tag == tag:
                break
        while self.captures and self.captures[-1][3] >= len(self.stack):
            kind, a, parts, _ = self.captures.pop()
            text = ''.join(parts)
            if kind == 'row_header':
                self.done['row_headers'].append(text)
            elif kind == 'path':
                self.done['paths'].append(text)
            elif kind == 'cell':
                self.done['cells'].append({'status': a.get('data-status'), 'class': a.get('class'),
                                           'backend': a.get('data-backend'), 'cell': int(a['data-cell']), 'text': text})
            elif kind == 'finding':
                self.done['findings'].append({'backend': a.get('data-backend'), 'statuses': a.get('data-statuses'),
                                              'runs': a.get('data-runs'), 'text': text})
            elif kind == 'repro':
                self.done['repros'].append(text)
            elif kind == 'shrunk':
                self.done['shrunk'].append(text)
            elif kind == 'script':
                self.done['scripts'].append({'type': a.get('type'), 'id': a.get('id'), 'text': text})
            elif kind == 'style':
                self.done['styles'].append(text)
            elif kind == 'title':
                self.done['title'] = text


def sha256(text):
    return base64.b64encode(hashlib.sha256(text.encode('utf-8')).digest()).decode()


def main(path):
    with open(path, encoding='utf-8') as f:
        page_text = f.read()
    page = Page()
    page.figure = None
    page.feed(page_text)
    page.close()
    facts = dict(page.done)
    facts['tags'] = page.tags
    data = [s for s in facts['scripts'] if s['id'] == 'dashboard-data']
    facts['data'] = json.loads(data[0]['text']) if len(data) == 1 else None
    code = [s['text'] for s in facts['scripts'] if s['type'] is None]
    csp = page.meta_csp or ''
    script_hashes = re.findall(r"script-src 'sha256-([^']+)'", csp)
    style_hashes = re.findall(r"style-src 'sha256-([^']+)'", csp)
    facts['csp'] = csp
    facts['csp_matches'] = (len(code) == 1 and script_hashes == [sha256(code[0])] and len(facts['styles']) == 1 and
                            style_hashes == [sha256(facts['styles'][0])])
    for s in facts['scripts']:
        del s['text']
    del facts['styles']
    json.dump(facts, sys.stdout, ensure_ascii=False)


if __name__ == '__main__':
    main(sys.argv[1])
