#!/usr/bin/env bash
# Runs eventbind's GPU tests on a machine with the NVIDIA driver and CUDA but no JDK or Maven, from the payload
# test-gpu/prepare-payload.sh made (default .jdk-payload at the repository root), and writes a short report.
#
#   test-gpu/run-on-gpu.sh [PAYLOAD_DIR]
#
# Output goes to $OUT when set (the device tool's folder), else to test-gpu/target/gpu-run: report.md (the GPU,
# each test's result, the accuracy figures), tests.log (the launcher's output), junit/ (XML reports).
# On a machine without a GPU every backend skips with one line and the script exits 0. Exit status: the console
# launcher's (non-zero when a test failed), or 3 when the payload is missing.
set -uo pipefail
cd "$(dirname "$0")/.."
payload=$(realpath -m "${1:-.jdk-payload}")
out=${OUT:-test-gpu/target/gpu-run}
mkdir -p "$out" && out=$(realpath "$out")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
report=$out/report.md
started=$(date +%s)

# The toolkit's own folder, where nvcc lives when it is not on PATH.
cuda_home=${CUDA_HOME:-${CUDA_PATH:-/usr/local/cuda}}
[[ -d $cuda_home/bin ]] && export PATH="$PATH:$cuda_home/bin"
java=$payload/jre/bin/java
if [[ ! -x $java ]]; then
  echo "run-on-gpu: no payload at $payload; run test-gpu/prepare-payload.sh on a build machine first" | tee "$report" >&2
  exit 3
fi

gpu_line() {
  if command -v nvidia-smi >/dev/null 2>&1; then
    nvidia-smi --query-gpu=name,driver_version,memory.total,clocks.max.sm --format=csv,noheader 2>&1 | head -n1
  else
    echo "no GPU: nvidia-smi not found"
  fi
}

toolkit() {
  if command -v nvcc >/dev/null 2>&1; then
    nvcc --version | tail -n1
  else
    echo "no nvcc (the tests build the C reference with gcc against \${CUDA_HOME:-/usr/local/cuda})"
  fi
}

echo "run-on-gpu: GPU: $(gpu_line); toolkit: $(toolkit)"

figures=$work/figures.md
results=$work/results.md
timeout 240 "$java" --enable-native-access=ALL-UNNAMED \
  -Deventbind.gpu.referenceSource="$payload/c/memset_reference.c" -Deventbind.gpu.workDir="$work" \
  -Deventbind.gpu.reportDir="$work" \
  -jar "$payload"/launcher/junit-platform-console-standalone-*.jar execute \
  --class-path "$(printf '%s:' "$payload"/lib/*.jar)" --scan-class-path "$(echo "$payload"/lib/eventbind-test-gpu-*-tests.jar)" \
  --fail-if-no-tests --details=tree --disable-banner --disable-ansi-colors \
  --reports-dir "$out/junit" >"$out/tests.log" 2>&1
status=$?
cat "$out/tests.log"

{
  echo "# eventbind on a GPU"
  echo
  echo "- GPU: $(gpu_line)"
  echo "- toolkit: $(toolkit)"
  echo "- payload: $(sed -n '2,3p' "$payload/MANIFEST.txt" 2>/dev/null | paste -sd ';' - | sed 's/;/; /')"
  echo "- launcher exit status: $status$( ((status == 124)) && echo ' (timed out after 240 s)'); wall time $(( $(date +%s) - started )) s"
  echo
  echo "## Summary"
  echo
  grep -E '^\[ *[0-9]+ (tests|containers) (successful|failed|skipped|aborted|found)' "$out/tests.log" | sed 's/^/    /'
  echo
  echo "## Accuracy and placement figures"
  echo
  if [[ -s $figures ]]; then cat "$figures"; else echo "(none: no backend ran the device checks)"; fi
  echo
  echo "## Results"
  echo
  if [[ -s $results ]]; then cat "$results"; else echo "(no per-test results were written; see tests.log)"; fi
} >"$report"
echo "run-on-gpu: report in $report"
exit "$status"
