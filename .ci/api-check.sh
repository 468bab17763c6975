#!/usr/bin/env bash
# The public API dump: api/<artifact>.txt holds every public and protected type and member of a published jar's
# exported packages (the backends' generated XxxEvents/XxxFunctions included), one sorted line each, written by
# .ci/api/ApiDump.java from the built jar.
#
#   bash .ci/api-check.sh            compare the jars the build made (target/) with the committed dumps
#   bash .ci/api-check.sh --update   build the published jars (tests skipped) and rewrite every dump
#
# An API change lands with its dump and a CHANGELOG entry: when api/ differs from the last commit (uncommitted), or
# the last commit changed api/ (on main: what the merge brought), CHANGELOG.md's [Unreleased] section must have
# changed too. Without that history (a shallow clone, no git) that part is skipped and says so.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=.ci/jdk.sh
source .ci/jdk.sh

update_command='bash .ci/api-check.sh --update'
modules=(runtime processor contract cli otel jmh backends/host backends/cuda backends/hip backends/opencl backends/cuda-driver backends/levelzero
  backends/vulkan)

mode=check
if [[ ${1:-} == --update ]]; then
  mode=update
  shift
  list=$(IFS=,; echo "${modules[*]}")
  echo "api: building ${list}"
  ./mvnw -B -q package -DskipTests -Dmaven.javadoc.skip=true -Dmaven.source.skip=true -pl "$list" -am "$@"
fi

pairs=()
for module in "${modules[@]}"; do
  artifact=$(sed -n 's|^  <artifactId>\(.*\)</artifactId>|\1|p' "$module/pom.xml" | head -1)
  jar=$(ls "$module"/target/"$artifact"-*.jar 2>/dev/null | grep -v -- '-\(sources\|javadoc\|tests\)\.jar$' | head -1 || true)
  if [[ -z $jar ]]; then
    echo "api: FAIL: no $artifact jar in $module/target: build first (./mvnw -B package), or run $update_command" >&2
    exit 1
  fi
  pairs+=("$jar" "api/$artifact.txt")
done
java .ci/api/ApiDump.java "$mode" "$update_command" "${pairs[@]}"
[[ $mode == check ]] || exit 0

# The CHANGELOG rule.
unreleased() { awk '/^## \[Unreleased\]/{on=1; next} /^## \[/{on=0} on'; }
if ! git rev-parse -q --verify HEAD >/dev/null 2>&1; then
  echo "api: no git history here: the CHANGELOG rule is not checked"
  exit 0
fi
if ! git diff --quiet HEAD -- api/; then
  if [[ $(git show HEAD:CHANGELOG.md | unreleased) == $(unreleased <CHANGELOG.md) ]]; then
    echo "api: FAIL: api/ differs from the last commit ($(git diff --name-only HEAD -- api/ | tr '\n' ' '))" \
      "but CHANGELOG.md's [Unreleased] section does not: say what changed and how to migrate" >&2
    exit 1
  fi
  echo "api: api/ changed, and so did CHANGELOG.md's [Unreleased] section"
elif git rev-parse -q --verify HEAD~1 >/dev/null 2>&1; then
  if [[ -z $(git ls-tree HEAD~1 api/) ]]; then
    echo "api: the dumps are new in the last commit: nothing to compare them with"
  elif ! git diff --quiet HEAD~1 HEAD -- api/; then
    if [[ $(git show HEAD~1:CHANGELOG.md 2>/dev/null | unreleased) == $(git show HEAD:CHANGELOG.md | unreleased) ]]; then
      echo "api: FAIL: the last commit changed $(git diff --name-only HEAD~1 HEAD -- api/ | tr '\n' ' ')" \
        "but not CHANGELOG.md's [Unreleased] section: say what changed and how to migrate" >&2
      exit 1
    fi
    echo "api: the last commit changed api/, and CHANGELOG.md's [Unreleased] section with it"
  fi
else
  echo "api: no previous commit (shallow clone?): the CHANGELOG rule is not checked"
fi
