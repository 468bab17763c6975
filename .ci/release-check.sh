#!/usr/bin/env bash
# The release as Maven Central would take it: sign with a throwaway key, build Central's bundle with the release
# profile (tests skipped: .ci/run has run them), and check every published artifact in it: its POM's metadata, the
# main jar, -sources.jar and -javadoc.jar (pom-packaging artifacts excepted), an .asc that gpg verifies for each
# file, and .md5/.sha1/.sha256/.sha512 checksums that match. Fails naming the artifact and what it lacks.
# Usage: bash .ci/release-check.sh [extra Maven arguments]
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=.ci/jdk.sh
source .ci/jdk.sh
start=$(date +%s)

work=$(mktemp -d)
trap 'gpgconf --homedir "$work/gnupg" --kill all >/dev/null 2>&1 || true; rm -rf "$work"' EXIT
export GNUPGHOME="$work/gnupg"
mkdir -m 700 "$GNUPGHOME"

# A key without a passphrase, made for this run and gone after it.
gpg --batch --quiet --passphrase '' --quick-gen-key 'eventbind release check <release-check@eventbind.invalid>' \
  ed25519 sign 1d
MAVEN_GPG_KEY=$(gpg --batch --armor --export-secret-keys)
export MAVEN_GPG_KEY
unset MAVEN_GPG_PASSPHRASE

# Central bundles release versions only (a -SNAPSHOT goes to its snapshot repository instead), so the bundle is
# built from a copy of the tree whose POMs carry the version without -SNAPSHOT; the tree itself is left alone.
snapshot=$(sed -n 's|^  <version>\(.*\)</version>|\1|p' pom.xml | head -1)
version=${snapshot%-SNAPSHOT}
mkdir "$work/src"
tar -c --exclude-vcs --exclude=target --exclude=.jdk-payload . | tar -x -C "$work/src"
find "$work/src" -name pom.xml -not -path '*/examples/*' -exec sed -i "s|<version>$snapshot</version>|<version>$version</version>|" {} +

# Not installed: the local repository keeps only the snapshots .ci/run installed. Not with -o: the publishing
# plugin refuses Maven's offline mode, although with skipUpload it sends nothing.
echo "release-check: building the release bundle of $version"
(cd "$work/src" && ./mvnw -B -q -Prelease deploy -DskipTests -Dmaven.install.skip=true -Deventbind.host.cross=required "$@")

bundle=$work/src/target/central-publishing/central-bundle.zip
[[ -f $bundle ]] || { echo "release-check: FAIL: the release build wrote no bundle (target/central-publishing/central-bundle.zip)" >&2; exit 1; }
unzip -q "$bundle" -d "$work/bundle"

# The value of a POM element (a/b/c), else its parent's, looked up among the bundle's POMs by artifactId.
pom_value() {
  local pom=$1 element=$2 value parent
  value=$(xmllint --xpath "string(/*[local-name()='project']/$(sed "s|\([a-z][a-z]*\)|*[local-name()='\1']|g" <<<"$element"))" "$pom" 2>/dev/null || true)
  if [[ -z $value ]]; then
    parent=$(xmllint --xpath "string(/*[local-name()='project']/*[local-name()='parent']/*[local-name()='artifactId'])" "$pom" 2>/dev/null || true)
    if [[ -n $parent ]]; then
      parent=$(find "$work/bundle" -path "*/$parent/*" -name "$parent-*.pom" | head -1)
      [[ -z $parent ]] || value=$(pom_value "$parent" "$element")
    fi
  fi
  printf '%s' "$value"
}

fail() { echo "release-check: FAIL: $*" >&2; failures=$((failures + 1)); }
failures=0
artifacts=0

# One folder per artifact version: <group path>/<artifactId>/<version>/.
while IFS= read -r pom; do
  dir=$(dirname "$pom")
  version=$(basename "$dir")
  artifact=$(basename "$(dirname "$dir")")
  base="$dir/$artifact-$version"
  artifacts=$((artifacts + 1))

  # Central reads a POM with its parents: a value may come from eventbind-parent (in the same bundle).
  for element in name description url licenses/license/name developers/developer/name scm/url scm/connection; do
    [[ -n $(pom_value "$pom" "$element") ]] || fail "$artifact: POM has no <${element//\//> <}> (nor its parents)"
  done

  packaging=$(xmllint --xpath "string(/*[local-name()='project']/*[local-name()='packaging'])" "$pom" 2>/dev/null || true)
  expected=("$base.pom")
  if [[ $packaging != pom ]]; then
    expected+=("$base.jar" "$base-sources.jar" "$base-javadoc.jar")
  fi
  for file in "${expected[@]}"; do
    [[ -f $file ]] || fail "$artifact: missing $(basename "$file")"
  done

  checked=0
  for file in "$dir"/*; do
    case $file in *.asc | *.md5 | *.sha1 | *.sha256 | *.sha512) continue ;; esac
    name=$(basename "$file")
    if [[ ! -f $file.asc ]]; then
      fail "$artifact: $name has no .asc signature"
    elif ! gpg --batch --quiet --verify "$file.asc" "$file" 2>/dev/null; then
      fail "$artifact: $name.asc does not verify"
    fi
    for sum in md5 sha1 sha256 sha512; do
      if [[ ! -f $file.$sum ]]; then
        fail "$artifact: $name has no .$sum"
      elif [[ $(tr -d ' \n' <"$file.$sum") != $("${sum}sum" "$file" | cut -d' ' -f1) ]]; then
        fail "$artifact: $name.$sum does not match the file"
      fi
    done
    if [[ $name == *.jar ]] && [[ $name != *-sources.jar ]] && [[ $name != *-javadoc.jar ]]; then
      for legal in LICENSE NOTICE; do
        unzip -l "$file" "META-INF/$legal" >/dev/null 2>&1 || fail "$artifact: $name has no META-INF/$legal"
      done
    fi
    checked=$((checked + 1))
  done
  echo "release-check: $artifact $version (${packaging:-jar}): $checked files checked for .asc, .md5, .sha1, .sha256, .sha512: $(cd "$dir" && ls | grep -v '\.\(asc\|md5\|sha1\|sha256\|sha512\)$' | tr '\n' ' ')"
done < <(find "$work/bundle" -name '*.pom' | sort)

# The artifacts that must be published, and those that must not.
for artifact in eventbind-parent eventbind-bom eventbind-runtime eventbind-processor eventbind-contract \
  eventbind-backends eventbind-backend-host eventbind-backend-cuda eventbind-backend-hip eventbind-backend-opencl \
  eventbind-backend-levelzero eventbind-backend-vulkan \
  eventbind-backend-cuda-driver eventbind-cli eventbind-otel eventbind-jmh eventbind-distribution; do
  find "$work/bundle" -type d -name "$artifact" | grep -q . || fail "$artifact: not in the bundle"
done
for artifact in eventbind-bench eventbind-test-gpu eventbind-reliability; do
  if find "$work/bundle" -type d -name "$artifact" | grep -q .; then fail "$artifact: in the bundle, but not published"; fi
done

if ((failures)); then
  echo "release-check: $failures problem(s) in $bundle" >&2
  exit 1
fi
echo "release-check: $artifacts artifacts in $bundle complete and signed ($(($(date +%s) - start)) s)"
