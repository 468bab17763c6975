#!/bin/sh
# Runs the host library's thread stress (src/test/c/stress.c) under AddressSanitizer with UndefinedBehavior-
# Sanitizer, then under ThreadSanitizer: use-after-free, data races and undefined behaviour in the C code fail it.
#   sanitize.sh [WORK_DIR]   (default target/sanitize)
set -eu
here=$(cd "$(dirname "$0")/../.." && pwd)
work=${1:-$here/target/sanitize}
cc=${CC:-gcc}
mkdir -p "$work"
for sanitizer in address,undefined thread; do
  binary="$work/stress-$(echo "$sanitizer" | tr ',' '-')"
  "$cc" -std=c11 -D_POSIX_C_SOURCE=200809L -O1 -g -fno-omit-frame-pointer -fsanitize="$sanitizer" \
    -fno-sanitize-recover=all -pthread -Wall -Wextra -Werror -I"$here/src/main/c" \
    -o "$binary" "$here"/src/main/c/*.c "$here/src/test/c/stress.c" -lm
  echo "== $sanitizer"
  TSAN_OPTIONS=halt_on_error=1 ASAN_OPTIONS=detect_leaks=1 "$binary"
done
