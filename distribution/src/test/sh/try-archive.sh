#!/usr/bin/env bash
# The distribution archive as a user gets it: unpacked into a temporary folder outside the build (with a space
# in its name), its layout checked, then bin/eventbind run from another folder: --version, backends, profile
# --format json (parsed), profile --backend vulkan where a Vulkan driver is ready (it must be under CI=true), and a
# usage error's exit status. Usage: try-archive.sh ARCHIVE (.tar.gz or .zip).
set -euo pipefail
archive=$(readlink -f "$1")
name=$(basename "$archive")
name=${name%.tar.gz}
name=${name%.zip}

work=$(mktemp -d "${TMPDIR:-/tmp}/eventbind archive.XXXXXX")
trap 'rm -rf "$work"' EXIT
fail() {
  echo "try-archive: $*" >&2
  exit 1
}

case "$archive" in
  *.tar.gz) tar -xzf "$archive" -C "$work" ;;
  *.zip) (cd "$work" && unzip -q "$archive") ;;
  *) fail "not a .tar.gz or .zip: $archive" ;;
esac
dist="$work/$name"
[[ -x "$dist/bin/eventbind" ]] || fail "bin/eventbind is missing or not executable"
for file in bin/eventbind.cmd bin/jdk.sh LICENSE NOTICE README.txt; do
  [[ -f "$dist/$file" ]] || fail "$file is missing"
done
for jar in cli runtime backend-host backend-opencl backend-levelzero backend-vulkan backend-cuda backend-cuda-driver \
  backend-hip; do
  compgen -G "$dist/lib/eventbind-$jar-*.jar" >/dev/null || fail "lib/eventbind-$jar-*.jar is missing"
done
[[ -z $(find "$dist" -mindepth 1 -maxdepth 1 ! -name bin ! -name lib ! -name LICENSE ! -name NOTICE \
  ! -name README.txt) ]] || fail "unexpected files at the top: $(ls "$dist")"

# Run from a folder of its own, as a user would, with no COLUMNS and no user jars.
mkdir "$work/elsewhere"
cd "$work/elsewhere"
unset COLUMNS EVENTBIND_CLASSPATH
eventbind="$dist/bin/eventbind"

version=$("$eventbind" --version)
[[ $version == "eventbind "* ]] || fail "--version printed: $version"
echo "try-archive: $(head -n1 <<<"$version") from $name"

backends=$("$eventbind" backends) || fail "backends exited $?: $backends"
grep -q '^host .*ready' <<<"$backends" || fail "host is not listed ready:"$'\n'"$backends"
grep -q '^best ready backend: ' <<<"$backends" || fail "no best ready backend line:"$'\n'"$backends"
echo "try-archive: backends listed, host ready"

json=$("$eventbind" profile --format json --iterations 2)
[[ -s "$work/elsewhere/eventbind-trace.json" ]] || fail "no trace in the current folder"
parse='import json, sys
report = json.load(sys.stdin)
assert report["schema"] == "eventbind-profile/1", report["schema"]
assert report["windows"][0]["window"] == "iteration", report["windows"][0]
print(report["backend"], len(report["windows"]), "windows")'
if command -v python3 >/dev/null && python3 -c 'import json' 2>/dev/null; then
  summary=$(python3 -c "$parse" <<<"$json") || fail "profile --format json did not parse:"$'\n'"$json"
else
  summary=$(node -e 'let s = ""; process.stdin.on("data", d => s += d).on("end", () => {
    const report = JSON.parse(s);
    if (report.schema !== "eventbind-profile/1" || report.windows[0].window !== "iteration") process.exit(1);
    console.log(report.backend, report.windows.length, "windows"); });' <<<"$json") \
    || fail "profile --format json did not parse:"$'\n'"$json"
fi
echo "try-archive: profile --format json parsed: $summary"

# The Vulkan backend from the archive, as a new user would time a compute dispatch with it: on a machine with a
# Vulkan driver (CI installs Mesa's lavapipe, so there it must be ready).
if grep -q '^Vulkan (.*): ready' <<<"$backends"; then
  rm -f "$work/elsewhere/eventbind-trace.json"
  vulkan=$("$eventbind" profile --backend vulkan --format json --iterations 2) \
    || fail "profile --backend vulkan exited $?: $vulkan"
  [[ -s "$work/elsewhere/eventbind-trace.json" ]] || fail "no Vulkan trace in the current folder"
  grep -q '"backend": "Vulkan"' <<<"$vulkan" || fail "profile --backend vulkan timed another backend:"$'\n'"$vulkan"
  grep -q '"timing": "DEVICE"' <<<"$vulkan" || fail "profile --backend vulkan has no device-timed window:"$'\n'"$vulkan"
  echo "try-archive: profile --backend vulkan wrote its trace: $(grep -o '"workload": "[^"]*"' <<<"$vulkan")"
elif [[ "${CI:-}" == true ]]; then
  fail "Vulkan is not ready, though CI installs lavapipe:"$'\n'"$backends"
else
  echo "try-archive: no Vulkan driver here; profile --backend vulkan not tried"
fi

set +e
"$eventbind" profile --iterations 99999999999999 >/dev/null 2>"$work/err.txt"
status=$?
set -e
[[ $status -eq 2 ]] || fail "an out-of-range number exited $status, not 2"
grep -q 'out of range' "$work/err.txt" || fail "no 'out of range' in: $(cat "$work/err.txt")"
echo "try-archive: a bad argument is exit 2; $name works unpacked outside the build"
