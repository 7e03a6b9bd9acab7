#!/usr/bin/env bash
# The packages as a user gets them, made by cpack from a build folder (cmake/packaging.cmake):
#   check_package.sh tgz BUILD WORK SOURCE   installs the .tar.gz into a scratch prefix; the installed binary runs the
#                                           installed scenarios and its report follows the installed schema
#   check_package.sh deb BUILD WORK SOURCE   the .deb's metadata (Depends covers every library the binary links, and
#                                           the Vulkan loader it opens) and its files; its binary runs
set -euo pipefail
mode=$1 build=$2 work=$3 source=$4
fail() { echo "FAIL: $*" >&2; exit 1; }
rm -rf "$work" && mkdir -p "$work"
cpack -G "${mode^^}" -B "$work" --config "$build/CPackConfig.cmake" >"$work/cpack.log" 2>&1 || { cat "$work/cpack.log"; fail "cpack -G ${mode^^}"; }

# The installed WebGPU adapter, where node is: `backends` names it and its adapter process ran (available, or unavailable
# for want of Dawn's npm package, which the package leaves to `npm ci`; not for a missing or broken file).
check_webgpu() {
  local manifest=$1/share/syncstress/adapters/webgpu/webgpu.json
  if ! command -v node >/dev/null; then echo "note: node is not installed: the packaged WebGPU adapter was not started"; return; fi
  "$1/bin/syncstress" backends --backend "adapter:$manifest" >"$work/webgpu.txt" 2>&1 || true
  grep -q "^adapter:$manifest: " "$work/webgpu.txt" || { cat "$work/webgpu.txt"; fail "backends does not name the packaged WebGPU adapter"; }
  grep -q "^adapter:$manifest: available\|the npm package webgpu is not installed in $1/share/syncstress/adapters/webgpu/node_modules" \
    "$work/webgpu.txt" || { cat "$work/webgpu.txt"; fail "the packaged WebGPU adapter did not start"; }
}

# Every file a user is promised, under PREFIX.
check_files() {
  local prefix=$1 f
  for f in bin/syncstress share/syncstress/scenarios/patterns/kernels.json share/syncstress/scenarios/seeds \
           share/syncstress/report.schema.json share/doc/syncstress/SCENARIO-FORMAT.md share/doc/syncstress/README.md \
           share/doc/syncstress/guide.md share/doc/syncstress/cli.md \
           include/syncstress/adapter.h share/man/man1/syncstress.1 share/bash-completion/completions/syncstress \
           share/zsh/vendor-completions/_syncstress share/syncstress/completion/syncstress.ps1 \
           share/syncstress/adapters/webgpu/webgpu.json share/syncstress/adapters/webgpu/webgpu_adapter.mjs \
           share/syncstress/adapters/webgpu/webgpu_kernels.mjs share/syncstress/adapters/webgpu/package.json \
           share/syncstress/adapters/webgpu/package-lock.json; do
    [ -e "$prefix/$f" ] || fail "$f is not in the package"
  done
  [ -z "$(find "$prefix/share/syncstress/scenarios" -type f ! -name '*.json')" ] || fail "scenarios/ holds files other than *.json"
  if readelf -S "$prefix/bin/syncstress" | grep -q debug_info; then fail "bin/syncstress is not stripped"; fi
  check_webgpu "$prefix"
  "$prefix/bin/syncstress" --version >"$work/version.txt" || fail "syncstress --version"
  head -1 "$work/version.txt" | grep -qx "syncstress version [0-9.]*" || fail "--version: $(head -1 "$work/version.txt")"
}

if [ "$mode" = tgz ]; then
  archive=$(ls "$work"/syncstress-*-Linux.tar.gz)
  mkdir "$work/prefix"
  tar -xzf "$archive" -C "$work/prefix" --strip-components=1
  prefix="$work/prefix"
  check_files "$prefix"
  # Unpacked into a folder of another name than the install prefix, it imports its own Python module, not the source tree's.
  grep -qx "python adapter module: $prefix/lib/python3/dist-packages" "$work/version.txt" ||
    fail "the unpacked binary does not find its own Python module: $(grep 'python adapter module' "$work/version.txt")"
  "$prefix/bin/syncstress" run "$prefix/share/syncstress/scenarios/patterns" --backend cpu -n 5 -q \
    --json "$work/run.json" >"$work/run.log" 2>&1 || { cat "$work/run.log"; fail "the installed binary on the installed scenarios"; }
  python3 "$source/scripts/validate_report.py" "$prefix/share/syncstress/report.schema.json" "$work/run.json" ||
    fail "the report does not follow the installed schema"
  echo "ok: $(basename "$archive"): installed into $prefix; $(tail -1 "$work/run.log")"
  exit 0
fi

deb=$(ls "$work"/syncstress_*.deb)
field() { dpkg-deb -f "$deb" "$1"; }
[ "$(field Package)" = syncstress ] || fail "Package: $(field Package)"
[ "$(field Architecture)" = "$(dpkg --print-architecture)" ] || fail "Architecture: $(field Architecture)"
depends=$(field Depends)
[ "$(field Recommends)" = "mesa-vulkan-drivers, ocl-icd-libopencl1" ] || fail "Recommends: $(field Recommends)"
case ", $depends," in *", libvulkan1,"*) ;; *) fail "Depends lacks libvulkan1 (the loader the binary opens): $depends" ;; esac
case "$depends" in *ocl-icd*|*opencl*) fail "Depends names OpenCL, which only the adapter uses: $depends" ;; esac
dpkg-deb -c "$deb" | awk '{ print $NF }' >"$work/contents.txt"
for f in ./usr/bin/syncstress ./usr/share/syncstress/scenarios/patterns/kernels.json ./usr/share/man/man1/syncstress.1 \
         ./usr/include/syncstress/adapter.h ./usr/share/doc/syncstress/SCENARIO-FORMAT.md; do
  grep -qx "$f" "$work/contents.txt" || fail "$f is not in the .deb"
done
dpkg-deb -x "$deb" "$work/root"
check_files "$work/root/usr"
# Each library the binary links comes from a package Depends names.
for lib in $(readelf -d "$work/root/usr/bin/syncstress" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p'); do
  package=$(dpkg -S "*/$lib" 2>/dev/null | grep ":$(dpkg --print-architecture): " | head -1 | cut -d: -f1)
  [ -n "$package" ] || fail "no installed package holds $lib"
  case ", $depends" in *", $package"*) ;; *) fail "$lib comes from $package, which Depends does not name: $depends" ;; esac
done
grep -q "libvulkan.so.1" "$work/root/usr/bin/syncstress" || fail "the binary no longer opens libvulkan.so.1: is libvulkan1 still needed?"
echo "ok: $(basename "$deb"): Depends: $depends; Recommends: $(field Recommends); $(wc -l <"$work/contents.txt") entries"
