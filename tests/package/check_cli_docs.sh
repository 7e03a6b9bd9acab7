#!/usr/bin/env bash
# The generated man page and completions, used as man, bash and zsh use them:
#   check_cli_docs.sh man|bash|zsh SYNCSTRESS GENERATED_DIR
# Exits 77 (skipped) with the reason where the shell or groff is not installed.
set -euo pipefail
what=$1 binary=$2 generated=$3
fail() { echo "FAIL: $*" >&2; exit 1; }
skip() { echo "SKIPPED: $*"; exit 77; }
# The subcommands --help lists (the hidden ones are not): every file must name each.
commands=$("$binary" --help | awk '/^Subcommands:/ { on = 1; next } on && /^  [a-z]/ { print $1 }')
[ -n "$commands" ] || fail "no subcommands found in syncstress --help"

case $what in
man)
  command -v groff >/dev/null || skip "no groff (apt-get install groff-base) to render the man page"
  warnings=$(groff -man -Tutf8 -ww -z "$generated/syncstress.1" 2>&1)
  [ -z "$warnings" ] || fail "groff warns about syncstress.1: $warnings"
  text=$(groff -man -Tutf8 "$generated/syncstress.1" 2>/dev/null | sed 's/.\x08//g')
  for c in $commands; do grep -q "^   $c\$" <<<"$text" || fail "the man page has no section for $c"; done
  grep -q -- "--backend" <<<"$text" || fail "the man page does not show --backend"
  echo "ok: syncstress.1 renders without warnings, a section per command: $(echo $commands)"
  ;;
bash)
  # Completes as bash does on Tab: COMP_WORDS and COMP_CWORD set, the function called, COMPREPLY read.
  complete_line() {
    bash --norc --noprofile -c 'source "$1"; shift; COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); _syncstress; echo "${COMPREPLY[*]}"' \
      bash "$generated/syncstress.bash" "$@"
  }
  expect() {  # EXPECTED WORDS...
    local want=$1 got
    shift
    got=$(complete_line "$@")
    [ "$got" = "$want" ] || fail "completing '$*': got '$got', expected '$want'"
  }
  top=$(complete_line syncstress "")
  for c in $commands; do grep -qw -- "$c" <<<"$top" || fail "'syncstress <Tab>' does not offer $c: $top"; done
  for hidden in help-man completion; do if grep -qw -- "$hidden" <<<"$top"; then fail "'syncstress <Tab>' offers the hidden $hidden"; fi; done
  expect "--progress --progress-interval" syncstress run --progress
  expect "auto tty lines off" syncstress run --progress ""
  expect "lines" syncstress exec -n 5 --progress l
  expect "" syncstress run --json ""       # a file: bash's own completion (complete -o default)
  expect "" syncstress exec -- ""          # another command's words
  expect "--html" syncstress report --ht
  echo "ok: the bash completion offers every command and the options and values tried"
  ;;
zsh)
  command -v zsh >/dev/null || skip "no zsh (scripts/setup --test installs it)"
  zsh -n "$generated/_syncstress" || fail "_syncstress is not valid zsh"
  got=$(zsh -f -c 'autoload -Uz compinit && compinit -u -D && source "$1" && print -r -- ${_comps[syncstress]}' zsh "$generated/_syncstress")
  [ "$got" = _syncstress ] || fail "sourcing _syncstress did not register it for syncstress: '$got'"
  for c in $commands; do grep -q "^        '$c:" "$generated/_syncstress" || fail "_syncstress does not offer $c"; done
  echo "ok: _syncstress parses and registers, and offers every command"
  ;;
*) fail "unknown check $what" ;;
esac
