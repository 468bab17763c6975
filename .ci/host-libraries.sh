#!/usr/bin/env bash
# Run by .ci/run after the build: the host backend's jar as shipped holds a library for each Linux architecture,
# neither importing a glibc symbol version newer than 2.17 (objdump -T, src/build/glibc-floor.sh). The build
# checked each library as it built it; this checks what the jar holds. JAVA_HOME is a JDK (for its jar tool).
set -euo pipefail
cd "$(dirname "$0")/.."

host_jars=()
for jar in backends/host/target/eventbind-backend-host-*.jar; do
  case $jar in *-sources.jar | *-javadoc.jar) ;; *) host_jars+=("$jar") ;; esac
done
if ((${#host_jars[@]} != 1)); then
  echo "ci: expected one host backend jar in backends/host/target, found ${#host_jars[@]}" >&2
  exit 1
fi
host_jar=$PWD/${host_jars[0]}
host_libraries=$(mktemp -d)
entry() { echo "dev/eventbind/backend/host/linux-$1/libeventbind_host.so"; }
(cd "$host_libraries" && "$JAVA_HOME/bin/jar" xf "$host_jar" "$(entry x86_64)" "$(entry aarch64)")
for arch in x86_64 aarch64; do
  entry=$(entry "$arch")
  if [[ ! -f "$host_libraries/$entry" ]]; then
    echo "ci: $host_jar has no $entry" >&2
    exit 1
  fi
  sh backends/host/src/build/glibc-floor.sh check "$host_libraries/$entry" "$arch"
done
rm -rf "$host_libraries"
echo "ci: the host jar carries linux-x86_64 and linux-aarch64 libraries within the glibc floor"
