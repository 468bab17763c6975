#!/usr/bin/env bash
# Prepares, on a build machine, everything test-gpu/run-on-gpu.sh needs on a GPU machine that has the NVIDIA
# driver, CUDA and a C compiler but no JDK, no Maven and no network:
#
#   .jdk-payload/jre/       a jlink'd Java 25 runtime holding only the modules the tests use
#   .jdk-payload/lib/       eventbind's jars (runtime, backends, contract) and the test-gpu test classes
#   .jdk-payload/launcher/  the JUnit console launcher
#   .jdk-payload/c/         the C reference program's source, compiled there against that machine's CUDA
#
# The payload travels beside the working tree, and the two together must stay under 64 MiB; this script fails
# when they would not. Usage: test-gpu/prepare-payload.sh [PAYLOAD_DIR]   (default: .jdk-payload)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
payload=${1:-.jdk-payload}
limit_bytes=$((64 * 1024 * 1024))

# shellcheck source=../.ci/jdk.sh
source .ci/jdk.sh

echo "payload: building test-gpu and what it needs"
rm -rf test-gpu/target/gpu-payload
./mvnw -B -q -Pgpu-payload -DskipTests package -pl test-gpu -am

rm -rf "$payload"
mkdir -p "$payload"/{lib,launcher,c}
cp test-gpu/target/gpu-payload/lib/*.jar "$payload/lib/"
cp test-gpu/target/eventbind-test-gpu-*-tests.jar "$payload/lib/"
cp test-gpu/target/gpu-payload/launcher/junit-platform-console-standalone-*.jar "$payload/launcher/"
cp test-gpu/src/test/c/*.c "$payload/c/"

# Only the modules the jars reach, as jdeps sees them, plus the ones reached by name at run time: java.logging
# backs System.Logger, jdk.zipfs lets the launcher scan the tests jar, jdk.jfr the flight-recorder events
# where the runtime emits them.
modules=$("$JAVA_HOME/bin/jdeps" --multi-release 25 --ignore-missing-deps --print-module-deps \
  "$payload"/lib/*.jar "$payload"/launcher/*.jar)
for module in java.logging jdk.zipfs; do
  [[ ,$modules, == *,$module,* ]] || modules="$modules,$module"
done
if [[ ,$modules, != *,jdk.jfr,* ]] && "$JAVA_HOME/bin/jdeps" --multi-release 25 --ignore-missing-deps \
    --print-module-deps "$payload"/lib/*.jar | grep -q jdk.jfr; then
  modules="$modules,jdk.jfr"
fi
echo "payload: jlink --add-modules $modules"
"$JAVA_HOME/bin/jlink" --add-modules "$modules" --strip-debug --no-header-files --no-man-pages \
  --compress zip-9 --output "$payload/jre"
# The JDK's libjvm.so keeps its symbol table (a third of the runtime's size); the tests never need it.
if command -v strip >/dev/null; then
  chmod u+w "$payload/jre/lib/server/libjvm.so"
  strip --strip-unneeded "$payload/jre/lib/server/libjvm.so"
fi

{
  echo "eventbind GPU payload"
  echo "commit: $(git rev-parse --short HEAD 2>/dev/null || echo unknown)$(git diff --quiet HEAD 2>/dev/null || echo ' (with local changes)')"
  echo "java: $("$payload/jre/bin/java" -version 2>&1 | head -n1)"
  echo "modules: $modules"
  (cd "$payload" && ls lib launcher c)
} > "$payload/MANIFEST.txt"

payload_bytes=$(du -sb "$payload" | cut -f1)
# What travels with it: the files git does not ignore (the whole folder, less build outputs, outside a checkout).
if git rev-parse --git-dir >/dev/null 2>&1; then
  tree_bytes=$(git ls-files -z --cached --others --exclude-standard | du -cb --files0-from=- | tail -n1 | cut -f1)
else
  tree_bytes=$(du -sb --exclude=target --exclude="$payload" . | cut -f1)
fi
total=$((payload_bytes + tree_bytes))
mib() { awk -v b="$1" 'BEGIN { printf "%.1f MiB", b / 1048576 }'; }
echo "payload: $(mib "$payload_bytes") in $root/$payload; tracked tree: $(mib "$tree_bytes"); together $(mib "$total") of 64 MiB"
if ((total >= limit_bytes)); then
  echo "payload: too large to travel with the tree (limit 64 MiB)" >&2
  exit 1
fi
