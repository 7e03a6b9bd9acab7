"""A small client of the W3C WebDriver protocol for chromedriver, over urllib (Python's standard library only),
and a PNG reader (zlib) for checking screenshots. Used by the dashboard's browser test and scripts/bench.
"""
import base64
import json
import os
import shutil
import socket
import struct
import subprocess
import tempfile
import time
import urllib.error
import urllib.request
import zlib

ELEMENT = 'element-6066-11e4-a52e-4f735466cecf'  # the key of an element reference (W3C WebDriver)


class WebDriverError(Exception):
    pass


def find_browser():
    """(chromium, chromedriver) paths, or a reason why they are not there."""
    chromium = os.environ.get('SYNCSTRESS_CHROMIUM') or shutil.which('chromium') or shutil.which('chromium-browser')
    driver = os.environ.get('SYNCSTRESS_CHROMEDRIVER') or shutil.which('chromedriver')
    if not driver and os.path.exists('/usr/bin/chromedriver'):
        driver = '/usr/bin/chromedriver'
    missing = [name for name, path in (('chromium', chromium), ('chromedriver', driver)) if not path]
    if missing:
        return None, None, ' and '.join(missing) + ' not installed (Debian: apt-get install chromium chromium-driver; scripts/setup does)'
    return chromium, driver, None


def _free_port():
    with socket.socket() as s:
        s.bind(('127.0.0.1', 0))
        return s.getsockname()[1]


class Chrome:
    """Headless Chromium driven through chromedriver; a context manager that ends both."""

    def __init__(self, chromium, chromedriver, width=1280, height=1000, log=None):
        self.profile = tempfile.mkdtemp(prefix='syncstress-chromium-')
        self.port = _free_port()
        self.log = open(log, 'wb') if log else subprocess.DEVNULL
        self.process = subprocess.Popen([chromedriver, '--port=%d' % self.port], stdout=self.log, stderr=subprocess.STDOUT)
        self.base = 'http://127.0.0.1:%d' % self.port
        # No proxy for the local driver, whatever the environment says.
        self.opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))
        self.session = None
        deadline = time.time() + 30
        while True:
            try:
                if self._request('GET', '/status').get('value', {}).get('ready'):
                    break
            except (OSError, WebDriverError):
                pass
            if time.time() > deadline or self.process.poll() is not None:
                self.close()
                raise WebDriverError('chromedriver did not start on port %d' % self.port)
            time.sleep(0.05)
        options = {'binary': chromium,
                   'args': ['--headless=new', '--no-sandbox', '--disable-gpu', '--window-size=%d,%d' % (width, height),
                            '--hide-scrollbars', '--force-device-scale-factor=1', '--user-data-dir=' + self.profile,
                            '--no-first-run', '--disable-extensions', '--disable-background-networking']}
        capabilities = {'capabilities': {'alwaysMatch': {'browserName': 'chrome', 'goog:chromeOptions': options,
                                                         'goog:loggingPrefs': {'browser': 'ALL'}}}}
        try:
            self.session = self._request('POST', '/session', capabilities)['value']['sessionId']
        except Exception:
            self.close()
            raise

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def _request(self, method, path, body=None):
        data = json.dumps(body).encode() if body is not None else (b'{}' if method == 'POST' else None)
        request = urllib.request.Request(self.base + path, data=data, method=method,
                                         headers={'Content-Type': 'application/json'})
        try:
            with self.opener.open(request, timeout=60) as response:
                return json.loads(response.read().decode() or '{}')
        except urllib.error.HTTPError as e:
            try:
                value = json.loads(e.read().decode()).get('value', {})
                raise WebDriverError('%s %s: %s: %s' % (method, path, value.get('error'), value.get('message', '').split('\n')[0]))
            except ValueError:
                raise WebDriverError('%s %s: HTTP %d' % (method, path, e.code))

    def command(self, method, path, body=None):
        return self._request(method, '/session/%s%s' % (self.session, path), body).get('value')

    def get(self, url):
        self.command('POST', '/url', {'url': url})

    def execute(self, script, *args):
        return self.command('POST', '/execute/sync', {'script': script, 'args': list(args)})

    def find(self, css):
        return self.command('POST', '/element', {'using': 'css selector', 'value': css})

    def find_all(self, css):
        return self.command('POST', '/elements', {'using': 'css selector', 'value': css})

    def click(self, element):
        self.command('POST', '/element/%s/click' % element[ELEMENT])

    def text(self, element):
        return self.command('GET', '/element/%s/text' % element[ELEMENT])

    def displayed(self, element):
        return self.command('GET', '/element/%s/displayed' % element[ELEMENT])

    def set_window(self, width, height):
        self.command('POST', '/window/rect', {'width': width, 'height': height})

    def grant(self, permission):
        self.command('POST', '/permissions', {'descriptor': {'name': permission}, 'state': 'granted'})

    def screenshot(self):
        return base64.b64decode(self.command('GET', '/screenshot'))

    def console(self):
        """The browser's console messages since the last call (chromedriver's log extension)."""
        for path in ('/se/log', '/log'):
            try:
                return self.command('POST', path, {'type': 'browser'})
            except WebDriverError:
                continue
        return []

    def wait_for(self, script, timeout=20):
        deadline = time.time() + timeout
        while time.time() < deadline:
            value = self.execute(script)
            if value:
                return value
            time.sleep(0.02)
        raise WebDriverError('timed out waiting for: ' + script)

    def close(self):
        if self.session:
            try:
                self._request('DELETE', '/session/' + self.session)
            except (OSError, WebDriverError):
                pass
            self.session = None
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        if self.log is not subprocess.DEVNULL:
            self.log.close()
        shutil.rmtree(self.profile, ignore_errors=True)


def read_png(data):
    """(width, height, channels, rows): an 8-bit RGB or RGBA PNG, not interlaced, as rows of bytes."""
    if data[:8] != b'\x89PNG\r\n\x1a\n':
        raise ValueError('not a PNG')
    pos, idat, header = 8, [], None
    while pos < len(data):
        length, kind = struct.unpack('>I4s', data[pos:pos + 8])
        chunk = data[pos + 8:pos + 8 + length]
        pos += 12 + length
        if kind == b'IHDR':
            header = struct.unpack('>IIBBBBB', chunk)
        elif kind == b'IDAT':
            idat.append(chunk)
        elif kind == b'IEND':
            break
    width, height, depth, color, _, _, interlace = header
    if depth != 8 or color not in (2, 6) or interlace:
        raise ValueError('unsupported PNG: depth %d, colour type %d, interlace %d' % (depth, color, interlace))
    channels = 3 if color == 2 else 4
    raw = zlib.decompress(b''.join(idat))
    stride = width * channels
    rows, previous = [], bytearray(stride)
    for y in range(height):
        start = y * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        if kind == 1:    # Sub
            for i in range(channels, stride):
                line[i] = (line[i] + line[i - channels]) & 255
        elif kind == 2:  # Up
            line = bytearray((a + b) & 255 for a, b in zip(line, previous))
        elif kind == 3:  # Average
            for i in range(stride):
                left = line[i - channels] if i >= channels else 0
                line[i] = (line[i] + ((left + previous[i]) >> 1)) & 255
        elif kind == 4:  # Paeth
            for i in range(stride):
                a = line[i - channels] if i >= channels else 0
                b = previous[i]
                c = previous[i - channels] if i >= channels else 0
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        elif kind != 0:
            raise ValueError('unknown PNG filter %d in row %d' % (kind, y))
        rows.append(line)
        previous = line
    return width, height, channels, rows


def pixel_statistics(png, colours=()):
    """Mean and variance of the grey level over every pixel, the number of distinct colours, and how many pixels
    have each of COLOURS ((r, g, b) tuples, within 3 per channel)."""
    width, height, channels, rows = read_png(png)
    total = sum_grey = sum_square = 0
    distinct = set()
    counts = [0] * len(colours)
    for line in rows:
        for x in range(0, width * channels, channels):
            r, g, b = line[x], line[x + 1], line[x + 2]
            grey = (r * 299 + g * 587 + b * 114) // 1000
            total += 1
            sum_grey += grey
            sum_square += grey * grey
            if len(distinct) < 4096:
                distinct.add((r, g, b))
            for k, (cr, cg, cb) in enumerate(colours):
                if abs(r - cr) <= 3 and abs(g - cg) <= 3 and abs(b - cb) <= 3:
                    counts[k] += 1
    mean = sum_grey / total
    return {'width': width, 'height': height, 'mean': mean, 'variance': sum_square / total - mean * mean,
            'colours': len(distinct), 'counts': counts}
