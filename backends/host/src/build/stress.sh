#!/bin/sh
# Runs the host library's plain thread stress (src/test/c/stress.c, no sanitizer) against each library the jar
# ships, linked to that very file: this machine's architecture natively (3,000 rounds per thread), the other one
# under Debian's qemu-user with the cross C library as its prefix (300 rounds: emulated thread starts are slow).
#   stress.sh FOLDER WORK_DIR   (FOLDER as host-library.sh was given it)
# A library host-library.sh skipped is skipped here too, with a message; with CI=true or
# EVENTBIND_HOST_CROSS=required a missing library or a missing qemu fails instead.
set -eu
if [ "$#" -ne 2 ]; then
  echo "usage: stress.sh FOLDER WORK_DIR" >&2
  exit 2
fi
folder=$1
work=$2
build=$(cd "$(dirname "$0")" && pwd)
here=$build/../..
# shellcheck source=toolchain.sh
. "$build/toolchain.sh"
check_cross_setting
mkdir -p "$work"

for arch in x86_64 aarch64; do
  toolchain "$arch"
  library=$folder/$tc_platform/libeventbind_host.so
  rounds=3000
  missing=
  if [ -n "$tc_cross" ]; then
    rounds=300
    [ -f "$library" ] || missing="the library (its cross compiler: ${tc_missing:-present, yet nothing was built})"
    [ -z "$tc_run_missing" ] || missing="${missing:+$missing; }qemu-$arch ($tc_run_missing)"
  elif [ ! -f "$library" ]; then
    echo "eventbind: no host library for $tc_platform at $library: run host-library.sh first" >&2
    exit 1
  fi
  if [ -n "$missing" ]; then
    if cross_required; then
      echo "eventbind: the stress run for $tc_platform cannot run: missing $missing" >&2
      exit 1
    fi
    echo "eventbind: WARNING: the stress run for $tc_platform is SKIPPED: missing $missing"
    continue
  fi
  binary=$work/stress-$arch
  # Linked to the shipped file itself and found at run time through its folder (rpath), so what runs is the
  # stripped, glibc-pinned library of the jar.
  "$tc_cc" -std=c11 -D_POSIX_C_SOURCE=200809L -O2 -pthread -Wall -Wextra -Werror -I"$here/src/main/c" \
    -o "$binary" "$here/src/test/c/stress.c" "$library" -Wl,-rpath,"$(cd "$(dirname "$library")" && pwd)"
  echo "eventbind: stress on $tc_platform${tc_run:+ under $tc_run}"
  # A hang fails the run instead of stalling the build.
  # shellcheck disable=SC2086
  timeout 300 $tc_run "$binary" "$rounds"
done
