#!/bin/sh
# Builds the native libraries the runtime tests load. Arguments: source file, output folder,
# classpath folder (for the library shipped as a resource).
set -eu
src=$1 out=$2 classes=$3
if ! command -v gcc >/dev/null 2>&1; then
  echo "eventbind runtime tests need a C compiler: gcc was not found on PATH (Debian: apt-get install gcc)." >&2
  exit 1
fi
mkdir -p "$out" "$classes/dev/eventbind/ffm/native"
gcc -std=c11 -O2 -Wall -Werror -shared -fPIC -Wl,-soname,libebtest.so -o "$out/libebtest.so" "$src"
gcc -std=c11 -O2 -Wall -Werror -shared -fPIC -Wl,-soname,libebresource.so \
    -o "$classes/dev/eventbind/ffm/native/libebresource.so" "$src"
