#!/usr/bin/env bash
# cmake/build_info.cmake against a scratch clone: the commit follows HEAD, -dirty marks edited tracked files, the
# header is rewritten only when a value changed (so an unchanged tree rebuilds nothing), `unknown` outside a clone,
# and a given COMMIT wins.   check_build_info.sh SOURCE WORK
set -euo pipefail
source=$1 work=$2
fail() { echo "FAIL: $*" >&2; exit 1; }
command -v git >/dev/null || { echo "SKIPPED: no git"; exit 77; }
rm -rf "$work" && mkdir -p "$work/repo"
header="$work/build_info_values.h"
generate() {  # SOURCE_DIR [COMMIT]
  cmake -DSOURCE_DIR="$1" -DOUTPUT="$header" -DVERSION=1.2.3 -DBUILD_TYPE=Release "-DCOMPILER=GCC 12.2.0" \
        -DBACKENDS=cpu,vulkan -DCOMMIT="${2:-}" -P "$source/cmake/build_info.cmake"
}
commit() { sed -n 's/^#define SYNCSTRESS_COMMIT "\(.*\)"$/\1/p' "$header"; }
git_() { git -C "$work/repo" -c user.name=test -c user.email=test@invalid "$@"; }

git_ init -q
echo one >"$work/repo/file"
git_ add file && git_ commit -qm one
generate "$work/repo"
[ "$(commit)" = "$(git_ rev-parse --short=12 HEAD)" ] || fail "commit $(commit), HEAD $(git_ rev-parse --short=12 HEAD)"
grep -q '^#define SYNCSTRESS_BACKENDS "cpu,vulkan"$' "$header" || fail "backends: $(cat "$header")"

touch -d 2000-01-01 "$header"
generate "$work/repo"
[ "$(stat -c %Y "$header")" = "$(date -d 2000-01-01 +%s)" ] || fail "an unchanged tree rewrote the header"

echo untracked >"$work/repo/new-file"
generate "$work/repo"
[ "$(commit)" = "$(git_ rev-parse --short=12 HEAD)" ] || fail "an untracked file made the build dirty: $(commit)"
echo two >"$work/repo/file"
generate "$work/repo"
[ "$(commit)" = "$(git_ rev-parse --short=12 HEAD)-dirty" ] || fail "an edited file: $(commit)"
git_ commit -qam two
generate "$work/repo"
[ "$(commit)" = "$(git_ rev-parse --short=12 HEAD)" ] || fail "after a new commit: $(commit), HEAD $(git_ rev-parse --short=12 HEAD)"

mkdir -p "$work/repo/unpacked" "$work/plain"
generate "$work/repo/unpacked"
[ "$(commit)" = unknown ] || fail "sources unpacked inside another clone: $(commit)"
generate "$work/plain"
[ "$(commit)" = unknown ] || fail "sources outside any clone: $(commit)"
generate "$work/plain" 0123456789ab
[ "$(commit)" = 0123456789ab ] || fail "COMMIT given: $(commit)"
echo "ok: the commit follows HEAD and edits, the header is rewritten only on change, unknown outside a clone"
