#!/bin/sh
# Compiles every C file of a folder into one shared library with the system C compiler.
#   cc.sh OUTPUT SOURCE_DIR [EXTRA_COMPILER_FLAGS...]
# The host backend's jar carries the result; the CUDA and HIP test builds reuse it with vendor symbol names.
set -eu
if [ "$#" -lt 2 ]; then
  echo "usage: cc.sh OUTPUT SOURCE_DIR [EXTRA_COMPILER_FLAGS...]" >&2
  exit 2
fi
output=$1
sources=$2
shift 2
cc=${CC:-gcc}
if ! "$cc" --version >/dev/null 2>&1; then
  echo "eventbind: the host backend's native library is built from C sources ($sources) and needs a C" >&2
  echo "compiler, but '$cc' could not be run. Install one (Debian/Ubuntu: apt-get install gcc) or set CC." >&2
  exit 1
fi
mkdir -p "$(dirname "$output")"
# -fvisibility=hidden: only the EBH_EXPORT functions are exported.
exec "$cc" -std=c11 -D_POSIX_C_SOURCE=200809L -O2 -fPIC -shared -pthread -fvisibility=hidden \
  -Wall -Wextra -Werror "$@" -I"$sources" -o "$output" "$sources"/*.c -lm
