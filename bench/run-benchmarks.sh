#!/usr/bin/env bash
# Runs every eventbind benchmark in one JMH run (generated backend, hand-written FFM, JNI, JNA, and the
# fence and profiler composites, side by side), then the C floor, and writes BENCHMARKS.md at the
# repository root.
#
#   bench/run-benchmarks.sh [--quick|--full] [--rebuild] [--report-only]
#
# --quick (default): 1 fork, 5 measurements of 0.5 s; warm-ups as the classes declare (2 x 0.5 s, the fence
#                    and profiler 3 x 1 s); about 4 minutes on 2 cores.
# --full:            2 forks, 5 warm-ups and 5 measurements of 1 s each; about 20 minutes on 2 cores.
# --rebuild:         rebuild the bench module and what it depends on even when its outputs exist.
# --report-only:     measure nothing: rewrite BENCHMARKS.md from the last run's results (after editing
#                    bench/ANALYSIS.md, the hand-written reading that is appended to the report).
set -euo pipefail

mode=quick
rebuild=false
report_only=false
for arg in "$@"; do
  case "$arg" in
    --quick) mode=quick ;;
    --full) mode=full ;;
    --rebuild) rebuild=true ;;
    --report-only) report_only=true ;;
    *) echo "usage: $0 [--quick|--full] [--rebuild] [--report-only]" >&2; exit 2 ;;
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
  "$native/libnoop_events.so" "$native/libnoop_jni.so" "$native/noop_floor")
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
# What the last measuring run was, so that --report-only can rewrite the report without measuring.
run_record="$target/run-settings.txt"

measure() {
  case "$mode" in
    quick) jmh_timing=(-f 1 -i 5 -r 500ms); floor_calls=20000000; floor_rounds=5 ;;
    full) jmh_timing=(-f 2 -wi 5 -w 1s -i 5 -r 1s); floor_calls=100000000; floor_rounds=9 ;;
  esac
  jvm_flags=(--enable-native-access=ALL-UNNAMED --sun-misc-unsafe-memory-access=allow)
  jmh_args=("${jmh_timing[@]}" -prof gc -rf csv -rff "$csv" 'dev\.eventbind\.bench\..*')
  classpath="$target/classes:$(cat "$target/bench-classpath.txt")"

  echo "== JMH ($mode): ${jmh_args[*]}"
  rm -f "$csv"
  "$java" "${jvm_flags[@]}" -cp "$classpath" org.openjdk.jmh.Main "${jmh_args[@]}" 2>&1 | tee "$log"
  if grep -q '<failure>' "$log"; then
    echo "WARNING: some benchmarks failed (see $log); the report marks them 'not run'" >&2
  fi

  echo "== C floor: $floor_calls calls x $floor_rounds rounds per operation"
  "$native/noop_floor" "$native/libnoop_events.so" "$floor_calls" "$floor_rounds" | tee "$floor"

  warmups="warm-ups as each class declares: 2 x 0.5 s, fence and profiler 3 x 1 s"
  if [[ "$mode" == full ]]; then
    warmups="warm-ups as the command says"
  fi
  settings="$mode mode ($warmups), measured $(date -u '+%Y-%m-%d %H:%M UTC'). JMH: \`java ${jvm_flags[*]} org.openjdk.jmh.Main ${jmh_args[*]}\`; forks add the same native-access flags. C floor: \`noop_floor libnoop_events.so $floor_calls $floor_rounds\` (median of the rounds)."
  printf '%s\n%s\n' "bench/run-benchmarks.sh --$mode" "$settings" > "$run_record"
}

if $report_only; then
  [[ -f "$run_record" && -f "$csv" ]] || { echo "no earlier run to report on: run without --report-only" >&2; exit 2; }
else
  measure
fi
invocation="$(sed -n 1p "$run_record")"
settings="$(sed -n 2p "$run_record")"
"$java" -cp "$target/classes" dev.eventbind.bench.report.BenchReport "$csv" "$floor" BENCHMARKS.md "$settings" "$invocation"
# The reading of the numbers (what each gap comes from) is written by hand and kept beside the script.
if [[ -f bench/ANALYSIS.md ]]; then
  { echo; cat bench/ANALYSIS.md; } >> BENCHMARKS.md
fi
echo "== wrote BENCHMARKS.md"
