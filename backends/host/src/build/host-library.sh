#!/bin/sh
# Builds the host library the jar ships, once per Linux architecture, each under its platform folder:
#   host-library.sh FOLDER   -> FOLDER/linux-x86_64/libeventbind_host.so, FOLDER/linux-aarch64/libeventbind_host.so
# Each is stripped, pinned to the glibc floor (glibc-2.17.h: no symbol version newer than GLIBC_2.17, JDK 25's
# own) and checked with objdump -T (glibc-floor.sh check), which fails the build naming any symbol above it.
#
# The library for this machine's architecture is always built. The other one needs Debian's cross compiler
# (gcc-aarch64-linux-gnu libc6-dev-arm64-cross on x86_64): with CI=true or EVENTBIND_HOST_CROSS=required
# (-Deventbind.host.cross=required) its absence fails the build; otherwise the build goes on without that
# library and says so, and the jar then serves this machine's architecture only.
set -eu
if [ "$#" -ne 1 ]; then
  echo "usage: host-library.sh FOLDER" >&2
  exit 2
fi
folder=$1
build=$(cd "$(dirname "$0")" && pwd)
sources=$build/../main/c
# shellcheck source=toolchain.sh
. "$build/toolchain.sh"
check_cross_setting

for arch in x86_64 aarch64; do
  toolchain "$arch"
  output=$folder/$tc_platform/libeventbind_host.so
  # A library left by an earlier build must not reach the jar when this one does not build it.
  rm -f "$output"
  if [ -n "$tc_missing" ]; then
    if [ -z "$tc_cross" ] || cross_required; then
      echo "eventbind: the host library for $tc_platform cannot be built: $tc_cc or its C library is missing." >&2
      echo "eventbind: install $tc_missing (Debian: apt-get install --no-install-recommends $tc_missing)." >&2
      exit 1
    fi
    echo "eventbind: WARNING: the host library for $tc_platform is NOT built: $tc_cc or its C library is missing,"
    echo "eventbind: WARNING: so the jar will have no $tc_platform library. Install $tc_missing to build it"
    echo "eventbind: WARNING: (CI=true or -Deventbind.host.cross=required make this an error)."
    continue
  fi
  # The pthread functions' pinned (pre-2.34) versions live in libpthread.so.0 on an older glibc: linked by its
  # file name, since the unversioned libpthread.so is absent on glibc 2.34 and later (-lpthread would take the
  # empty libpthread.a), and not as needed, since nothing in today's libpthread.so.0 is used.
  CC=$tc_cc sh "$build/cc.sh" "$output" "$sources" \
    -include "$build/glibc-2.17.h" \
    -Wl,-soname,libeventbind_host.so -s \
    -Wl,--push-state,--no-as-needed -l:libpthread.so.0 -Wl,--pop-state
  sh "$build/glibc-floor.sh" check "$output" "$arch"
done
