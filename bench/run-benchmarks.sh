#!/usr/bin/env bash
# Runs every eventbind benchmark in one JMH run (generated backend, hand-written FFM, JNI, JNA, the fence and
# profiler composites side by side, and known device work whose device time the JMH profiler of eventbind-jmh
# reports), then the C floor; then the peer suite (the OpenCL backend,
# LWJGL and JOCL on PoCL in a JMH run of its own, and the same calls from C); and writes BENCHMARKS.md at the
# repository root.
#
#   bench/run-benchmarks.sh [--quick|--full|--smoke] [--peers] [--rebuild] [--report-only]
#
# --quick (default): 1 fork, 5 measurements of 0.5 s; warm-ups as the classes declare (2 x 0.5 s, the fence
#                    and profiler 3 x 1 s); about 4 minutes on 2 cores, the peers about 1.5 more.
# --full:            2 forks, 5 warm-ups and 5 measurements of 1 s each; about 20 minutes on 2 cores, the
#                    peers about 6 more.
# --smoke:           1 fork, 1 warm-up and 1 measurement of 0.5 s: checks that everything runs; no error bars.
# --peers:           only the peer suite; the report keeps the other figures of the last run.
# --rebuild:         rebuild the bench module and what it depends on even when its outputs exist.
# --report-only:     measure nothing: rewrite BENCHMARKS.md from the last runs' results (after editing
#                    bench/ANALYSIS.md, the hand-written reading that is appended to the report).
set -euo pipefail

mode=quick
rebuild=false
report_only=false
peers_only=false
for arg in "$@"; do
  case "$arg" in
    --quick) mode=quick ;;
    --full) mode=full ;;
    --smoke) mode=smoke ;;
    --peers) peers_only=true ;;
    --rebuild) rebuild=true ;;
    --report-only) report_only=true ;;
    *) echo "usage: $0 [--quick|--full|--smoke] [--peers] [--rebuild] [--report-only]" >&2; exit 2 ;;
  esac
done

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
if [[ -z "${JAVA_HOME:-}" || ! -x "$JAVA_HOME/bin/java" ]] && [[ -d /usr/lib/jvm/temurin-25-jdk-amd64 ]]; then
  export JAVA_HOME=/usr/lib/jvm/temurin-25-jdk-amd64
fi
java="${JAVA_HOME:+$JAVA_HOME/bin/}java"
export LC_ALL=C

target=bench/target
native="$target/native"
outputs=("$target/classes/META-INF/BenchmarkList" "$target/bench-classpath.txt"
  "$native/libnoop_events.so" "$native/libnoop_jni.so" "$native/noop_floor" "$native/peer_floor"
  "$native/vulkan_floor")
missing=false
for output in "${outputs[@]}"; do
  [[ -e "$output" ]] || missing=true
done
if ! $report_only && { $rebuild || $missing; }; then
  echo "== building the bench module"
  ./mvnw -B -q -o package -pl bench -am -DskipTests || ./mvnw -B -q package -pl bench -am -DskipTests
fi

csv="$target/jmh-result.csv"
log="$target/jmh.log"
floor="$target/floor.txt"
peer_csv="$target/jmh-peers.csv"
peer_log="$target/jmh-peers.log"
peer_floor="$target/peer-floor.txt"
vulkan_floor="$target/vulkan-floor.txt"
# What the last measuring runs were, so that --report-only (and --peers) can rewrite the report without
# measuring the other half again.
run_record="$target/run-settings.txt"
peer_record="$target/peer-run-settings.txt"
jvm_flags=(--enable-native-access=ALL-UNNAMED --sun-misc-unsafe-memory-access=allow)

timing() {
  case "$mode" in
    quick) jmh_timing=(-f 1 -i 5 -r 500ms); floor_calls=20000000; floor_rounds=5; peer_scale=1 ;;
    full) jmh_timing=(-f 2 -wi 5 -w 1s -i 5 -r 1s); floor_calls=100000000; floor_rounds=9; peer_scale=5 ;;
    smoke) jmh_timing=(-f 1 -wi 1 -w 500ms -i 1 -r 500ms); floor_calls=2000000; floor_rounds=3; peer_scale=1 ;;
  esac
  warmups="warm-ups as each class declares: 2 x 0.5 s, fence and profiler 3 x 1 s"
  if [[ "$mode" != quick ]]; then
    warmups="warm-ups as the command says"
  fi
  classpath="$target/classes:$(cat "$target/bench-classpath.txt")"
}

jmh() { # <csv> <log> <selector>
  # The device time profiler reports the windows of the benchmarks that open them (DeviceTimeBench) and nothing
  # for the others.
  local args=("${jmh_timing[@]}" -prof gc -prof dev.eventbind.jmh.DeviceTimeProfiler -rf csv -rff "$1" "$3")
  echo "== JMH ($mode): ${args[*]}"
  rm -f "$1"
  "$java" "${jvm_flags[@]}" -cp "$classpath" org.openjdk.jmh.Main "${args[@]}" 2>&1 | tee "$2"
  if grep -q '<failure>' "$2"; then
    echo "WARNING: some benchmarks failed (see $2); the report marks them 'not run'" >&2
  fi
  jmh_command="java ${jvm_flags[*]} org.openjdk.jmh.Main ${args[*]}"
}

measure() {
  timing
  # Everything but the peers and the Vulkan rows, which have a run of their own, the batch sizes (one row per
  # parameter) and the adapters (run by name: AdapterBench).
  jmh "$csv" "$log" '^dev\.eventbind\.bench\.(?!peers\.|adapters\.|vulkan\.|ProfilerBatchSizeBench).*'
  echo "== C floor: $floor_calls calls x $floor_rounds rounds per operation"
  "$native/noop_floor" "$native/libnoop_events.so" "$floor_calls" "$floor_rounds" | tee "$floor"
  settings="$mode mode ($warmups), measured $(date -u '+%Y-%m-%d %H:%M UTC'). JMH: \`$jmh_command\`; forks add the same native-access flags. C floor: \`noop_floor libnoop_events.so $floor_calls $floor_rounds\` (median of the rounds)."
  printf '%s\n%s\n' "bench/run-benchmarks.sh --$mode" "$settings" > "$run_record"
}

measure_peers() {
  timing
  # The OpenCL peers on PoCL, and beside them the same rows on the Vulkan driver the loader finds.
  jmh "$peer_csv" "$peer_log" 'dev\.eventbind\.bench\.(peers|vulkan)\..*'
  echo "== peers' C floor: scale $peer_scale x $floor_rounds rounds"
  if ! "$native/peer_floor" "$peer_scale" "$floor_rounds" | tee "$peer_floor"; then
    echo "WARNING: peer_floor failed (no OpenCL platform?); the report marks C 'not run'" >&2
  fi
  echo "== Vulkan's C floor: scale $peer_scale x $floor_rounds rounds"
  if ! "$native/vulkan_floor" "$peer_scale" "$floor_rounds" | tee "$vulkan_floor"; then
    echo "WARNING: vulkan_floor failed (no Vulkan driver?); the report marks C 'not run'" >&2
    rm -f "$vulkan_floor"
  fi
  settings="Peers and Vulkan: $mode mode ($warmups), measured $(date -u '+%Y-%m-%d %H:%M UTC'). JMH: \`$jmh_command\`. C: \`peer_floor $peer_scale $floor_rounds\`, \`vulkan_floor $peer_scale $floor_rounds\` (median of the rounds)."
  printf '%s\n%s\n' "bench/run-benchmarks.sh --peers --$mode" "$settings" > "$peer_record"
}

if ! $report_only; then
  if ! $peers_only; then
    measure
  fi
  measure_peers
fi
if [[ ! -f "$run_record" && ! -f "$peer_record" ]]; then
  echo "no earlier run to report on: run without --report-only" >&2
  exit 2
fi
record_line() { # <file> <line>
  if [[ -f "$1" ]]; then sed -n "$2p" "$1"; fi
}
invocation="$(record_line "$run_record" 1)"
settings="$(record_line "$run_record" 2)"
if [[ -f "$peer_record" ]]; then
  invocation="${invocation:+$invocation; }$(record_line "$peer_record" 1)"
  settings="${settings:+$settings }$(record_line "$peer_record" 2)"
fi
"$java" -cp "$target/classes" dev.eventbind.bench.report.BenchReport "$csv" "$floor" BENCHMARKS.md "$settings" \
  "$invocation" "$peer_csv" "$peer_floor" "$vulkan_floor"
# The reading of the numbers (what each gap comes from) is written by hand and kept beside the script.
if [[ -f bench/ANALYSIS.md ]]; then
  { echo; cat bench/ANALYSIS.md; } >> BENCHMARKS.md
fi
echo "== wrote BENCHMARKS.md"
