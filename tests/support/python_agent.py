#!/usr/bin/env python3
"""Runs this machine's Python for the Windows tests under Wine, which cannot wait for a Linux program it starts.

scripts/test-windows starts it on a folder; a test (tests/support run_python) writes NAME.request there (JSON:
the arguments, Windows paths), this runs `python3 ARGS` with Z: paths as the Unix paths they are and C: paths
under $WINEPREFIX/drive_c, and writes NAME.response (JSON: exit code and output) by rename, whole or not at all.
It ends when the folder's `stop` file appears.
"""
import json
import os
import subprocess
import sys
import time


def unix_path(arg):
    if len(arg) > 2 and arg[1] == ':' and arg[0].upper() in 'CZ':
        rest = arg[2:].replace('\\', '/')
        return rest if arg[0].upper() == 'Z' else os.environ['WINEPREFIX'] + '/drive_c' + rest
    return arg


def main(folder):
    while not os.path.exists(os.path.join(folder, 'stop')):
        requests = [n for n in os.listdir(folder) if n.endswith('.request')]
        if not requests:
            time.sleep(0.02)
            continue
        for name in requests:
            path = os.path.join(folder, name)
            with open(path) as f:
                args = [unix_path(a) for a in json.load(f)['args']]
            os.remove(path)
            done = subprocess.run([sys.executable] + args, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
            response = os.path.join(folder, name[:-len('.request')] + '.response')
            with open(response + '.tmp', 'w') as f:
                json.dump({'exit_code': done.returncode, 'output': done.stdout.decode('utf-8', 'replace')}, f)
            os.rename(response + '.tmp', response)


if __name__ == '__main__':
    main(sys.argv[1])
