#!/bin/sh
# The host library's glibc floor. JDK 25 itself needs nothing newer than GLIBC_2.17 (objdump -T of Temurin's
# lib/server/libjvm.so), so a host library that imports no newer symbol version loads wherever the JVM runs.
# A plain build on Debian 12 (glibc 2.36) takes each symbol's newest version instead (pthread_create@GLIBC_2.34);
# glibc-2.17.h, forced into every translation unit, binds each imported symbol to its newest version at or below
# the floor.
#
#   glibc-floor.sh check LIBRARY ARCH
#       fails, naming every symbol and version, when LIBRARY imports a GLIBC_ version above the floor (or
#       GLIBC_PRIVATE), calls pthread functions without needing libpthread.so.0, or is not a library for ARCH
#       (x86_64, aarch64)
#   glibc-floor.sh header
#       rewrites glibc-2.17.h from objdump -T: the symbols an unpinned build of src/main/c imports, for x86_64 and
#       for aarch64 (both compilers needed), each with its newest version at or below the floor in that
#       architecture's C library
set -eu
build=$(cd "$(dirname "$0")" && pwd)
# shellcheck source=toolchain.sh
. "$build/toolchain.sh"
floor=2.17

# Prints "SYMBOL VERSION" for every GLIBC_-versioned symbol in objdump -T output read from stdin; undefined_only
# keeps the imports, defined_only the definitions.
versioned() {
  awk -v want="$1" '
    /\*UND\*/ { if (want == "defined_only") next }
    !/\*UND\*/ { if (want == "undefined_only") next }
    {
      for (i = 1; i < NF; i++) {
        v = $i
        gsub(/[()]/, "", v)
        if (v ~ /^GLIBC_/) { print $NF, substr(v, 7); break }
      }
    }'
}

# awk functions over glibc version numbers ("2.2.5"): cmp(a, b) is -1, 0 or 1; within(v) is 1 when v is a
# number at or below the floor (GLIBC_PRIVATE never is).
versions_awk='
  function cmp(a, b,   x, y, i, n) {
    n = split(a, x, ".")
    if (split(b, y, ".") > n) n = split(b, y, ".")
    for (i = 1; i <= n; i++) {
      if (x[i] + 0 < y[i] + 0) return -1
      if (x[i] + 0 > y[i] + 0) return 1
    }
    return 0
  }
  function within(v) { return v ~ /^[0-9]+(\.[0-9]+)*$/ && cmp(v, floor) <= 0 }
'

check() {
  library=$1
  arch=$2
  toolchain "$arch"
  if [ ! -f "$library" ]; then
    echo "eventbind: no library to check at $library" >&2
    exit 1
  fi
  if ! command -v "$tc_objdump" >/dev/null 2>&1; then
    echo "eventbind: checking the glibc floor of $library needs $tc_objdump (Debian: ${tc_missing:-binutils})" >&2
    exit 1
  fi
  # e_machine of the ELF header, read without binutils so that any library is named correctly.
  case $(od -An -tu2 -j18 -N2 "$library" | tr -d ' ') in
    62) found=x86_64 ;;
    183) found=aarch64 ;;
    *) found="another machine (ELF e_machine $(od -An -tu2 -j18 -N2 "$library" | tr -d ' '))" ;;
  esac
  if [ "$(od -An -c -N4 "$library" | tr -d ' ')" != '177ELF' ]; then
    echo "eventbind: $library is not an ELF file" >&2
    exit 1
  fi
  if [ "$found" != "$arch" ]; then
    echo "eventbind: $library is for $found, but its folder is $tc_platform" >&2
    exit 1
  fi
  # One line: the count of versioned imports, the newest within the floor, then each import above it.
  summary=$("$tc_objdump" -T "$library" | versioned undefined_only | awk -v floor="$floor" "$versions_awk"'
    { count++ }
    within($2) && (newest == "" || cmp($2, newest) > 0) { newest = $2 }
    !within($2) { too_new = too_new " " $1 "@GLIBC_" $2 }
    END { print count + 0, (newest == "" ? "none" : newest) too_new }')
  count=${summary%% *}
  rest=${summary#* }
  newest=${rest%% *}
  too_new=${rest#"$newest"}
  if [ -n "$too_new" ]; then
    echo "eventbind: the host library for $tc_platform imports symbols newer than GLIBC_$floor (the oldest" >&2
    echo "glibc JDK 25 runs on):$too_new" >&2
    echo "($library). Pin the symbol in src/build/glibc-2.17.h (sh src/build/glibc-floor.sh header writes it" >&2
    echo "from objdump), or stop using a function that has no version at or below the floor." >&2
    exit 1
  fi
  if [ "$count" -eq 0 ]; then
    echo "eventbind: $library imports no GLIBC_ symbol at all: not a library built against glibc" >&2
    exit 1
  fi
  # Below glibc 2.34 the pinned pthread functions are defined in libpthread.so.0 only: without it among the
  # library's needed libraries they resolve on such a system only where something else loaded it first.
  if "$tc_objdump" -T "$library" | grep -q '\*UND\*.* pthread_' &&
    ! "$tc_objdump" -p "$library" | grep -q 'NEEDED *libpthread\.so\.0$'; then
    echo "eventbind: $library calls pthread functions but does not list libpthread.so.0 as needed, where they" >&2
    echo "are defined below glibc 2.34: link it with -Wl,--no-as-needed -l:libpthread.so.0" >&2
    exit 1
  fi
  echo "eventbind: host library for $tc_platform: $count glibc symbols, newest GLIBC_$newest (floor GLIBC_$floor)"
}

# Prints the .symver lines for one architecture.
pins() {
  arch=$1
  toolchain "$arch"
  if [ -n "$tc_missing" ]; then
    echo "eventbind: writing the pins for $tc_platform needs $tc_missing" >&2
    exit 1
  fi
  work=$(mktemp -d)
  # shellcheck disable=SC2064
  trap "rm -rf '$work'" EXIT
  sources=$build/../main/c
  for c in "$sources"/*.c; do
    "$tc_cc" -std=c11 -D_POSIX_C_SOURCE=200809L -O2 -fPIC -pthread -fvisibility=hidden -I"$sources" \
      -c -o "$work/$(basename "$c" .c).o" "$c"
  done
  "$tc_cc" -shared -pthread -o "$work/unpinned.so" "$work"/*.o -lm
  # What the sources call (the C runtime's start files add imports of their own, such as __cxa_finalize, that
  # no directive here reaches).
  "$tc_nm" -u "$work"/*.o | awk 'NF == 2 { print $2 }' | sort -u >"$work/called"
  libraries=
  for name in libc.so.6 libpthread.so.0 libm.so.6; do
    libraries="$libraries $("$tc_cc" -print-file-name=$name)"
  done
  # shellcheck disable=SC2086
  for library in $libraries; do "$tc_objdump" -T "$library"; done | versioned defined_only >"$work/defined"
  "$tc_objdump" -T "$work/unpinned.so" | versioned undefined_only | sort -u |
    while read -r symbol version; do
      grep -qx "$symbol" "$work/called" || continue
      pin=$(awk -v floor="$floor" -v s="$symbol" "$versions_awk"'
        $1 == s && within($2) && (pin == "" || cmp($2, pin) > 0) { pin = $2 }
        END { print pin }' "$work/defined")
      if [ -z "$pin" ]; then
        echo "eventbind: $symbol has no version at or below GLIBC_$floor in the $arch C library" >&2
        exit 1
      fi
      echo "__asm__(\".symver $symbol,$symbol@GLIBC_$pin\");"
    done
  rm -rf "$work"
  trap - EXIT
}

header() {
  out=$build/glibc-$floor.h
  x86=$(pins x86_64)
  arm=$(pins aarch64)
  version=$(ldd --version | sed -n '1s/.* \([0-9][0-9.]*\)$/\1/p')
  cat >"$out.tmp" <<EOF
/*
 * Written by src/build/glibc-floor.sh header (from objdump -T, against glibc $version); regenerate rather than
 * edit. Forced into every translation unit of the shipped host library (-include): each C library function
 * the sources call is bound to its newest version at or below GLIBC_$floor, the oldest glibc JDK 25 runs on.
 * Below glibc 2.34 the pthread functions live in libpthread.so.0, so the library also links that (not as
 * needed) and these references resolve there on an older system.
 */
#if defined(__x86_64__)
$x86
#elif defined(__aarch64__)
$arm
#else
#error "glibc-$floor.h pins symbol versions for x86_64 and aarch64 only"
#endif
EOF
  mv "$out.tmp" "$out"
  echo "eventbind: wrote $out"
}

case ${1:-} in
  check)
    [ "$#" -eq 3 ] || { echo "usage: glibc-floor.sh check LIBRARY ARCH" >&2; exit 2; }
    check "$2" "$3"
    ;;
  header)
    header
    ;;
  *)
    echo "usage: glibc-floor.sh check LIBRARY ARCH | glibc-floor.sh header" >&2
    exit 2
    ;;
esac
