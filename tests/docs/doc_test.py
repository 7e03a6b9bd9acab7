#!/usr/bin/env python3
"""The doc test: every command line that README.md and docs/guide.md show is run, and what they say it prints and
exits with is checked.

The convention, which a reader sees as it is (docs/testing.md says it too):
  - A shell command is a line beginning with `$ ` inside a ```console fenced block; a line ending with `\\` goes
    on to the next, and a here-document (`<<'EOF'` ... `EOF`) takes its lines with it. The lines after a command,
    up to the next `$ ` line or the end of the block, are its output as the doc shows it.
  - Shell commands are written only so: a ```sh, ```bash or ```shell block is an error (its commands would be
    shown and never run). A ```powershell block writes its commands as `PS> ` lines; they are listed as skipped
    (Windows only). Other blocks (json, yaml, text) hold no commands.
  - `# exits N` at the end of a command: its exit code must be N (0 where it says nothing).
  - `# not run by the doc test: REASON` at the end of a command: it is not run, and listed as skipped with REASON.
  - The output the doc shows is checked line by line: each line it shows must be a line of the real output (stdout
    and stderr together), in the same order; other lines may come between. Runs of spaces match runs of spaces,
    a duration (`24.1ms`, `2.59 s`) matches any duration, and `...` matches anything, so that the check holds
    where columns and timings vary. A block that shows no output checks none.
  - Links: a relative link must name a file that is there, and its #anchor into Markdown a heading of that file.
  - Options: every `--option` given to `syncstress COMMAND` on a command line (run or skipped) and in an inline
    code span of the text that starts with `syncstress COMMAND` must be one that `syncstress COMMAND --help`
    lists; an inline code span that is only an option (`--until-fail`) must be an option of some command.

Each document's commands run in order, with bash, in a scratch folder of their own that holds a symbolic link to
each top-level entry of the repository (scenarios/, adapters/, docs/, ...; not .git or the build folders): paths
are the repository's, and the files that commands write (reports, logs) land in the scratch folder. `syncstress`
is the built binary (a link to it first on PATH); XDG_CACHE_HOME is the scratch folder's (the calibration cache),
and the CI variables that pick a shard are unset. A command is given 30 s.

Usage: doc_test.py --syncstress BINARY --source REPO DOC...
       doc_test.py --syncstress BINARY --source REPO --self-test   (the fixture of tests/docs/fixtures must fail as
                                                                    it says, each failure caught)
Exits 0 when every command that ran did as its doc says (the skipped ones are listed with their reasons), 1
otherwise (a binary that is not there too), 77 when there is no bash to run the commands (a skip).
"""

import argparse
import contextlib
import io
import os
import re
import shlex
import shutil
import signal
import subprocess
import sys
import tempfile
import time

SKIP = 77
COMMAND_TIMEOUT_S = 30
SHELL_LANGUAGES = {"sh", "bash", "shell", "zsh", "shell-session"}
POWERSHELL_LANGUAGES = {"powershell", "pwsh", "ps1"}
FENCE = re.compile(r"^(\s*)(`{3,}|~{3,})\s*([\w+-]*)")
EXITS = re.compile(r"#.*\bexits (\d+)\b")
NOT_RUN = re.compile(r"#\s*not run by the doc test:\s*(.+?)\s*$")
HEREDOC = re.compile(r"<<-?\s*(['\"]?)([A-Za-z_][A-Za-z0-9_]*)\1")
DURATION = r"\d+(?:\.\d+)?\s?(?:ns|us|µs|ms|s|min|h)\b"
TOKENS = re.compile(r"(?P<gap>\.\.\.)|(?P<duration>" + DURATION + r")|(?P<space>\s+)")
CODE_SPAN = re.compile(r"(?<!`)`([^`\n]+)`(?!`)")
LONG_OPTION = re.compile(r"^--[a-z][a-z0-9-]*")
# Variables that would make a shown `run` or `exec` a shard of the work, or write a job summary.
UNSET = ("GTEST_SHARD_INDEX", "GTEST_TOTAL_SHARDS", "CI_NODE_INDEX", "CI_NODE_TOTAL", "JOB_COMPLETION_INDEX",
         "GITHUB_STEP_SUMMARY")


class Command:
    def __init__(self, doc, line, text, output):
        self.doc, self.line, self.text, self.output = doc, line, text, output
        head = text.split("\n", 1)[0] if HEREDOC.search(text.split("\n", 1)[0]) else text
        exits = EXITS.search(head)
        self.exit_code = int(exits.group(1)) if exits else 0
        not_run = NOT_RUN.search(head)
        self.skip_reason = not_run.group(1) if not_run else None
        self.shell = True

    def where(self):
        return f"{self.doc}:{self.line}"

    def shown(self):
        first = self.text.split("\n", 1)[0]
        return first + (" ..." if "\n" in self.text else "")

    def command_part(self):
        """The command without a here-document's body: what is tokenised for the option check."""
        lines = self.text.split("\n")
        match = HEREDOC.search(lines[0])
        return lines[0] if match else self.text.replace("\\\n", " ")


def parse(doc_name, text):
    """Returns (commands, errors): every command of the document, and each breach of the convention."""
    commands, errors = [], []
    lines = text.split("\n")
    i = 0
    while i < len(lines):
        fence = FENCE.match(lines[i])
        if not fence:
            i += 1
            continue
        indent, marker, language = fence.group(1), fence.group(2), fence.group(3).lower()
        start = i
        body = []
        i += 1
        while i < len(lines) and not lines[i].strip().startswith(marker):
            body.append(lines[i][len(indent):] if lines[i].startswith(indent) else lines[i].lstrip())
            i += 1
        i += 1  # the closing fence
        if language in SHELL_LANGUAGES:
            errors.append(f"{doc_name}:{start + 1}: a ```{language} block: write shell commands as `$ ` lines of a "
                          "```console block, so that the doc test runs them")
        elif language == "console":
            parse_console(doc_name, start + 2, body, commands, errors)
        elif language in POWERSHELL_LANGUAGES:
            prompts = [n for n, line in enumerate(body) if line.startswith("PS> ")]
            if not prompts:
                errors.append(f"{doc_name}:{start + 1}: a ```{language} block with no `PS> ` command line")
            for n in prompts:
                command = Command(doc_name, start + 2 + n, body[n][4:], [])
                command.skip_reason = "PowerShell: Windows only"
                command.shell = False
                commands.append(command)
    return commands, errors


def parse_console(doc_name, first_line, body, commands, errors):
    n = 0
    current = None
    while n < len(body):
        line = body[n]
        if line.startswith("$ "):
            number = first_line + n
            text = line[2:]
            heredoc = HEREDOC.search(text)
            while text.endswith("\\") and n + 1 < len(body):
                n += 1
                text += "\n" + body[n]
            if heredoc:
                word = heredoc.group(2)
                while n + 1 < len(body):
                    n += 1
                    text += "\n" + body[n]
                    if body[n].strip() == word:
                        break
                else:
                    errors.append(f"{doc_name}:{number}: a here-document that never ends (no `{word}` line)")
            current = Command(doc_name, number, text, [])
            commands.append(current)
        elif current is None:
            if line.strip():
                errors.append(f"{doc_name}:{first_line + n}: a ```console block that does not begin with a `$ ` "
                              "command line")
                return
        else:
            current.output.append((first_line + n, line))
        n += 1


def line_pattern(shown):
    """A regular expression that a real output line must match in full for the doc's line `shown`."""
    parts, end = [], 0
    for token in TOKENS.finditer(shown):
        parts.append(re.escape(shown[end:token.start()]))
        if token.group("gap"):
            parts.append(".*")
        elif token.group("duration"):
            parts.append(DURATION)
        else:
            parts.append(r"\s+")
        end = token.end()
    parts.append(re.escape(shown[end:]))
    return re.compile("".join(parts))


def check_output(command, output):
    """The doc's lines of output that the real output lacks (in order), as messages."""
    actual = [line.rstrip() for line in output.split("\n")]
    position = 0
    for number, shown in command.output:
        shown = shown.rstrip()
        if not shown or shown.strip() == "...":
            continue
        pattern = line_pattern(shown)
        found = next((k for k in range(position, len(actual)) if pattern.fullmatch(actual[k])), None)
        if found is None:
            later = any(pattern.fullmatch(line) for line in actual)
            how = "printed, but before the line shown above it" if later else "not printed"
            return [f"{command.doc}:{number}: the output line the doc shows was {how}:\n      {shown}"]
        position = found + 1
    return []


class Options:
    """The options of each command, read from `syncstress COMMAND --help`."""

    def __init__(self, binary):
        self.binary = binary
        self.by_command = {}

    def of(self, command):
        if command not in self.by_command:
            args = [self.binary] + ([command] if command else []) + ["--help"]
            result = subprocess.run(args, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, timeout=30)
            if result.returncode != 0:
                self.by_command[command] = None
            else:
                self.by_command[command] = set(re.findall(r"(?<![\w-])(--[a-z][a-z0-9-]*)", result.stdout))
        return self.by_command[command]

    def commands(self):
        top = subprocess.run([self.binary, "--help"], stdout=subprocess.PIPE, text=True, timeout=30).stdout
        names = re.findall(r"^  ([a-z]+)\s{2,}", top.split("Subcommands:", 1)[-1], re.M)
        return names + ["completion"]

    def any_command(self):
        every = set(self.of(None) or ())
        for name in self.commands():
            every |= self.of(name) or set()
        return every

    def check(self, where, words):
        """Messages for the options of `syncstress COMMAND ...` in words that COMMAND does not have."""
        problems = []
        for k, word in enumerate(words):
            if re.split(r"[\\/]", word)[-1] not in ("syncstress", "syncstress.exe") or k + 1 >= len(words):
                continue
            command = words[k + 1]
            if not re.fullmatch(r"-.*|[a-z]+", command):
                continue  # a placeholder, as in `syncstress COMMAND --help`
            if command.startswith("-"):
                command, rest = None, words[k + 1:]
            else:
                rest = words[k + 2:]
            known = self.of(command)
            if known is None:
                problems.append(f"{where}: `syncstress {command}` is not a command (`syncstress --help`)")
                continue
            for arg in rest:
                if arg == "--" or arg in ("|", "||", "&&", ";", "&", ")", "("):
                    break  # exec's command, or the next command of a pipeline
                option = LONG_OPTION.match(arg)
                if option and option.group(0) not in known:
                    name = f"syncstress {command}" if command else "syncstress"
                    problems.append(f"{where}: `{option.group(0)}` is not an option of `{name}` (`{name} --help`)")
        return problems


def words_of(text):
    lexer = shlex.shlex(text, posix=True, punctuation_chars=True)
    lexer.whitespace_split = True
    lexer.commenters = "#"
    try:
        return list(lexer)
    except ValueError:
        return text.split()


def check_prose(doc_name, text, options, every_option):
    """The options named in inline code spans of the text, outside fenced blocks."""
    problems = []
    in_fence = None
    for number, line in enumerate(text.split("\n"), 1):
        fence = FENCE.match(line)
        if fence:
            in_fence = None if in_fence and line.strip().startswith(in_fence) else (in_fence or fence.group(2))
            continue
        if in_fence:
            continue
        for span in CODE_SPAN.findall(line):
            span = span.strip()
            if span.startswith("syncstress "):
                problems += options.check(f"{doc_name}:{number}", words_of(span))
            elif LONG_OPTION.fullmatch(span.split(" ")[0].split("=")[0]) and span.split(" ")[0].split("=")[0] \
                    not in every_option:
                problems.append(f"{doc_name}:{number}: `{span}`: no command of syncstress has that option "
                                "(another tool's option is written with its tool: `scripts/test --sanitize ...`)")
    return problems


def heading_anchors(path):
    """The anchors GitHub gives the headings of a Markdown file: lower case, punctuation dropped, spaces as dashes."""
    anchors, in_fence = set(), None
    with open(path, encoding="utf-8") as f:
        for line in f:
            fence = FENCE.match(line)
            if fence:
                in_fence = None if in_fence and line.strip().startswith(in_fence) else (in_fence or fence.group(2))
                continue
            heading = None if in_fence else re.match(r"^#{1,6}\s+(.*?)\s*#*\s*$", line)
            if heading:
                anchors.add(re.sub(r"[^\w\- ]", "", heading.group(1).lower()).replace(" ", "-"))
    return anchors


def check_links(doc_path, doc_name, text):
    """Relative links must name a file that is there and, with #anchor into Markdown, a heading of it."""
    problems = []
    for number, line in enumerate(text.split("\n"), 1):
        for link in re.findall(r"\]\(([^)\s]+)\)", line):
            if re.match(r"[a-z]+:", link):
                continue  # https:, mailto:
            target, _, anchor = link.partition("#")
            path = os.path.normpath(os.path.join(os.path.dirname(doc_path), target)) if target else doc_path
            if not os.path.exists(path):
                problems.append(f"{doc_name}:{number}: the link `{link}` names a file that is not there")
            elif anchor and path.endswith(".md") and anchor not in heading_anchors(path):
                problems.append(f"{doc_name}:{number}: the link `{link}` names a heading that is not there")
    return problems


def scratch_folder(source, parent):
    work = tempfile.mkdtemp(prefix="work.", dir=parent)
    for entry in sorted(os.listdir(source)):
        if entry.startswith(".") or entry.startswith("build") or entry == "dist":
            continue
        os.symlink(os.path.join(source, entry), os.path.join(work, entry))
    return work


def run_shell(text, cwd, env):
    """Runs text with bash in a session of its own; returns (output, exit code or None when it ran out of time, its
    whole process group then killed: a child left behind holding the pipe must not hang the test)."""
    process = subprocess.Popen(["bash", "-c", text], cwd=cwd, env=env, stdin=subprocess.DEVNULL,
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT, start_new_session=True)
    try:
        output, _ = process.communicate(timeout=COMMAND_TIMEOUT_S)
        code = process.returncode
        try:
            os.killpg(process.pid, signal.SIGKILL)  # what it left running in the background, if anything
        except ProcessLookupError:
            pass
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        output, _ = process.communicate()
        code = None
    return output.decode("utf-8", "replace"), code


def run_document(doc_name, commands, binary, source, scratch):
    """Runs the commands of one document in order. Returns (failures, skipped, ran)."""
    bin_dir = os.path.join(scratch, "bin")
    os.makedirs(bin_dir, exist_ok=True)
    link = os.path.join(bin_dir, "syncstress")
    if not os.path.lexists(link):
        os.symlink(os.path.abspath(binary), link)
    work = scratch_folder(source, scratch)
    env = {k: v for k, v in os.environ.items() if k not in UNSET}
    env["PATH"] = bin_dir + os.pathsep + env.get("PATH", "")
    env["XDG_CACHE_HOME"] = os.path.join(work, ".cache")
    failures, skipped, ran = [], [], 0
    for command in commands:
        if command.skip_reason:
            skipped.append(command)
            shown = NOT_RUN.sub("", command.shown()).rstrip()
            print(f"skip  {command.where()}  {shown}\n      not run by the doc test: {command.skip_reason}")
            continue
        started = time.monotonic()
        output, code = run_shell(command.text, work, env)
        seconds = time.monotonic() - started
        ran += 1
        problems = []
        if code is None:
            problems.append(f"{command.where()}: still running after {COMMAND_TIMEOUT_S} s (killed)")
        elif code != command.exit_code:
            said = f"`# exits {command.exit_code}`" if command.exit_code else "no `# exits N`, so 0"
            problems.append(f"{command.where()}: exit code {code}; the doc says {said}")
        problems += check_output(command, output)
        status = "FAIL" if problems else "ok"
        print(f"{status:4}  {command.where()}  {command.shown()}  ({seconds:.1f} s)")
        if problems:
            for problem in problems:
                print("      " + problem)
            print("      its output:")
            for line in output.rstrip("\n").split("\n")[-40:]:
                print("      | " + line)
            failures.append((command, problems))
    return failures, skipped, ran


def check_document(doc_path, doc_name, binary, source, scratch, options, every_option):
    with open(doc_path, encoding="utf-8") as f:
        text = f.read()
    commands, errors = parse(doc_name, text)
    for command in commands:
        words = words_of(command.command_part()) if command.shell else command.text.split()
        errors += options.check(command.where(), words)
    errors += check_prose(doc_name, text, options, every_option)
    errors += check_links(doc_path, doc_name, text)
    for error in errors:
        print("FAIL  " + error)
    if not commands:
        errors.append(f"{doc_name}: no `$ ` command line at all")
        print("FAIL  " + errors[-1])
    failures, skipped, ran = run_document(doc_name, commands, binary, source, scratch)
    print(f"{doc_name}: {ran} commands run, {len(failures)} failed; {len(skipped)} not run (above, each with its "
          f"reason); {len(errors)} errors of the convention, the options or the links")
    return errors, failures


# The fixture's breakages: (a text of the fixture's line that breaks, a text of the message that must name it). Every
# message of the run must be one of these, each on its own line of the fixture.
SELF_TEST_EXPECTED = [
    ("$ syncstress analyze tests/golden/inputs/race-without-expect.json",
     "exit code 1; the doc says no `# exits N`"),  # a failing command that does not say `# exits 1`
    ("$ syncstress list scenarios/seeds   # exits 1", "exit code 0; the doc says `# exits 1`"),
    ("no-such-scenario  expect=pass", "the output line the doc shows was not printed"),
    ("device-two-queues-sync  expect=pass  ...", "printed, but before the line shown above it"),
    ("$ syncstress run scenarios --no-such-option", "`--no-such-option` is not an option of `syncstress run`"),
    ("--iteratons 3", "exit code 2; the doc says no `# exits N`"),
    ("--iteratons 3", "`--iteratons` is not an option of `syncstress run`"),
    ("`syncstress run scenarios --iterationz 5`", "`--iterationz` is not an option of `syncstress run`"),
    ("`--frobnicate`", "`--frobnicate`: no command of syncstress has that option"),
    ("```sh", "a ```sh block"),
    ("(no-such-file.md)", "names a file that is not there"),
    ("(#no-such-heading)", "names a heading that is not there"),
]


def self_test(binary, source, scratch):
    fixture = os.path.join(source, "tests", "docs", "fixtures", "broken.md")
    with open(fixture, encoding="utf-8") as f:
        fixture_lines = f.read().split("\n")
    expected = []
    for snippet, message in SELF_TEST_EXPECTED:
        numbers = [n for n, line in enumerate(fixture_lines, 1) if snippet in line]
        assert len(numbers) == 1, f"the fixture has {len(numbers)} lines with {snippet!r}, not one"
        expected.append((f"fixtures/broken.md:{numbers[0]}:", message))
    options = Options(binary)
    captured = io.StringIO()
    with contextlib.redirect_stdout(captured):
        errors, failures = check_document(fixture, "fixtures/broken.md", binary, source, scratch, options,
                                          options.any_command())
    log = captured.getvalue()
    print(log)
    messages = errors + [p for _, problems in failures for p in problems]
    caught = [(where, message) for where, message in expected
              if any(m.startswith(where) and message in m for m in messages)]
    missed = [e for e in expected if e not in caught]
    unexpected = [m for m in messages if not any(m.startswith(w) and e in m for w, e in expected)]
    passed = len(re.findall(r"^ok ", log, re.M))
    for where, message in missed:
        print(f"self-test: the doc test did not catch, at {where} {message}")
    for message in unexpected:
        print(f"self-test: a failure the fixture does not expect: {message}")
    if passed != 2:
        print(f"self-test: {passed} of the fixture's 2 correct commands passed")
    if missed or unexpected or passed != 2:
        return 1
    print(f"self-test: each of the fixture's {len(expected)} breakages was caught, and its 2 correct commands "
          "passed")
    return 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n", 1)[0])
    parser.add_argument("--syncstress", required=True, help="the built binary")
    parser.add_argument("--source", required=True, help="the repository's root")
    parser.add_argument("--self-test", action="store_true")
    parser.add_argument("docs", nargs="*", help="documents, relative to the root")
    args = parser.parse_args()
    if not os.path.isfile(args.syncstress) or not os.access(args.syncstress, os.X_OK):
        print(f"FAILED: no built binary at {args.syncstress} (build the syncstress target first)")
        return 1
    if not shutil.which("bash"):
        print("SKIPPED: no bash to run the commands")
        return SKIP
    args.source = os.path.abspath(args.source)
    scratch = tempfile.mkdtemp(prefix="syncstress-doc-test.")
    try:
        if args.self_test:
            return self_test(args.syncstress, args.source, scratch)
        options = Options(args.syncstress)
        every_option = options.any_command()
        bad = 0
        for doc in args.docs:
            errors, failures = check_document(os.path.join(args.source, doc), doc, args.syncstress, args.source,
                                              scratch, options, every_option)
            bad += len(errors) + len(failures)
        return 1 if bad else 0
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
