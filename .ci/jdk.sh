# Sourced by .ci/run and ./eventbind: export JAVA_HOME pointing at a JDK 25 or newer, or exit with a message.
eventbind_java_major() {
  "$1" -XshowSettings:properties -version 2>&1 | sed -n 's/^ *java.specification.version = //p' | head -n1
}
if [[ -n "${JAVA_HOME:-}" && -x "$JAVA_HOME/bin/java" && $(eventbind_java_major "$JAVA_HOME/bin/java") -ge 25 ]]; then
  :
elif command -v java >/dev/null && [[ $(eventbind_java_major "$(command -v java)") -ge 25 ]]; then
  JAVA_HOME=$(dirname "$(dirname "$(readlink -f "$(command -v java)")")")
else
  JAVA_HOME=
  for candidate in /usr/lib/jvm/temurin-25-jdk-amd64 /usr/lib/jvm/*25* /usr/lib/jvm/*; do
    if [[ -x "$candidate/bin/java" && $(eventbind_java_major "$candidate/bin/java") -ge 25 ]]; then
      JAVA_HOME=$candidate
      break
    fi
  done
  if [[ -z "$JAVA_HOME" ]]; then
    echo "eventbind needs JDK 25 or newer; the default java is older and none was found under /usr/lib/jvm." >&2
    echo "Install Temurin 25 (or set JAVA_HOME to a JDK 25)." >&2
    exit 1
  fi
fi
export JAVA_HOME
export PATH="$JAVA_HOME/bin:$PATH"
