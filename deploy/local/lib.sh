# shellcheck shell=bash
# shellcheck disable=SC2034  # paths are used by the scripts that source this
# Shared paths and helpers for up.sh / down.sh / status.sh. Sourced only.

MS_HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=env.sh
source "$MS_HERE/env.sh"

# --- layout of the cache ----------------------------------------------------
# Version-named dirs hold only what was downloaded/unpacked (replaceable);
# data/ and logs/ are shared across versions so a version bump keeps state.
MS_CACHE="$MEMSTREAM_CACHE_DIR"
MS_DOWNLOADS="$MS_CACHE/downloads"
# Pid files of both services. Owned by the OpenSearch user because OpenSearch
# writes its own pid file (-p) after it has dropped root.
MS_RUN="$MS_CACHE/run"

MS_KAFKA_DIR="$MS_CACHE/kafka"
MS_KAFKA_HOME="$MS_KAFKA_DIR/kafka-$MEMSTREAM_KAFKA_VERSION"
MS_KAFKA_CONF="$MS_KAFKA_DIR/config"
MS_KAFKA_DATA="$MS_KAFKA_DIR/data"
MS_KAFKA_LOGS="$MS_KAFKA_DIR/logs"
MS_KAFKA_LOG="$MS_KAFKA_LOGS/server.log"   # broker log (log4j)
MS_KAFKA_OUT="$MS_KAFKA_LOGS/kafka.out"    # JVM stdout/stderr (crashes)
MS_KAFKA_PID="$MS_RUN/kafka.pid"
MS_KAFKA_MAIN="kafka.Kafka"

# Everything under here is owned by the OpenSearch user.
MS_OS_DIR="$MS_CACHE/opensearch"
MS_OS_HOME="$MS_OS_DIR/opensearch-$MEMSTREAM_OPENSEARCH_VERSION"
MS_OS_DATA="$MS_OS_DIR/data"
MS_OS_LOGS="$MS_OS_DIR/logs"
MS_OS_LOG="$MS_OS_LOGS/memstream.log"      # named after cluster.name
MS_OS_OUT="$MS_OS_LOGS/opensearch.out"     # launcher output (early failures)
MS_OS_PID="$MS_RUN/opensearch.pid"
MS_OS_MAIN="org.opensearch.bootstrap.OpenSearch"
# Marks a finished unpack + plugin install; its content says which versions.
MS_OS_READY="$MS_OS_HOME/.memstream-ready"
MS_OS_READY_CONTENT="opensearch=$MEMSTREAM_OPENSEARCH_VERSION knn=$MEMSTREAM_KNN_VERSION layout=4"

# --- small helpers ------------------------------------------------------------
ms_say() { printf '[memstream] %s\n' "$*" >&2; }
ms_die() { printf '[memstream] ERROR: %s\n' "$*" >&2; exit 1; }

# True if something accepts TCP connections on 127.0.0.1:$1. Loopback refuses
# instantly, so no timeout is needed and no client tool is required.
ms_port_open() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

# Print the pid from pid file $1 if that process is alive AND is still the
# program we started ($2 = main class): pids get reused after reboots/crashes,
# and we must never report or signal somebody else's process.
ms_live_pid() {
  local pidfile="$1" main="$2" pid
  [[ -s "$pidfile" ]] || return 1
  pid="$(tr -dc '0-9' <"$pidfile")"
  [[ -n "$pid" && -r "/proc/$pid/cmdline" ]] || return 1
  tr '\0' ' ' <"/proc/$pid/cmdline" | grep -qF -- "$main" || return 1
  printf '%s\n' "$pid"
}

# GET a URL on loopback; prints the body, fails on connection error/HTTP error.
# curl is usual but not guaranteed on a fresh box; python3 is.
ms_http_get() {
  if command -v curl >/dev/null 2>&1; then
    curl -fsS -m 5 "$1" 2>/dev/null
  else
    python3 - "$1" <<'PY' 2>/dev/null
import sys, urllib.request
sys.stdout.write(urllib.request.urlopen(sys.argv[1], timeout=5).read().decode())
PY
  fi
}

ms_tail_logs() {
  local f
  for f in "$@"; do
    [[ -s "$f" ]] || continue
    printf -- '----- last lines of %s -----\n' "$f" >&2
    tail -n 40 "$f" >&2
  done
}

# Java major version of a JDK/JRE home, from its `release` file (no JVM start).
ms_java_major() {
  local v
  v="$(sed -n 's/^JAVA_VERSION="\([0-9.]*\).*/\1/p' "$1/release" 2>/dev/null)"
  [[ -n "$v" ]] || return 1
  v="${v#1.}"                      # 1.8 -> 8
  printf '%s\n' "${v%%.*}"
}

# Pick the Java both servers run on, into MS_JAVA_HOME / MS_JAVA.
# OpenSearch 2.x needs Java 11+ and still uses the SecurityManager, which
# Java 24 removed; so accept 17..23. The integ-test-zip has no bundled JDK.
ms_find_java() {
  [[ -n "${MS_JAVA:-}" ]] && return 0
  local cand major j
  local -a cands=()
  [[ -n "${MEMSTREAM_JAVA_HOME:-}" ]] && cands+=("$MEMSTREAM_JAVA_HOME")
  if j="$(command -v java 2>/dev/null)"; then
    cands+=("$(dirname "$(dirname "$(readlink -f "$j")")")")
  fi
  [[ -n "${JAVA_HOME:-}" ]] && cands+=("$JAVA_HOME")
  for cand in /usr/lib/jvm/*; do cands+=("$cand"); done
  for cand in "${cands[@]}"; do
    [[ -x "$cand/bin/java" ]] || continue
    major="$(ms_java_major "$cand")" || continue
    if (( major >= 17 && major <= 23 )); then
      MS_JAVA_HOME="$cand"
      MS_JAVA="$cand/bin/java"
      return 0
    fi
  done
  ms_die "no Java 17..23 found (tried: ${cands[*]:-none}). Install openjdk-17-jre-headless or set MEMSTREAM_JAVA_HOME."
}

# Run a noisy one-time step with its output in log file $1, shown only if
# the step fails: a first `make up` should read as a short list of steps.
ms_logged() {
  local log="$1"
  shift
  if ! "$@" >"$log" 2>&1; then
    ms_tail_logs "$log"
    ms_say "failed: $* (full output: $log)"
    return 1
  fi
}

# Maven, optionally with a separate local repository.
ms_mvn() {
  command -v mvn >/dev/null 2>&1 || ms_die "mvn not found (apt-get install maven)"
  local -a extra=()
  [[ -n "$MEMSTREAM_MAVEN_REPO" ]] && extra+=("-Dmaven.repo.local=$MEMSTREAM_MAVEN_REPO")
  ms_logged "$MS_CACHE/mvn.log" mvn -B -q -Dstyle.color=never "${extra[@]}" "$@"
}

# Extract zip $1 into dir $2. `unzip` keeps the executable bits of bin/
# scripts; Python's zipfile does not, so restore them after the fallback.
ms_unzip() {
  if command -v unzip >/dev/null 2>&1; then
    unzip -q "$1" -d "$2"
  else
    python3 -m zipfile -e "$1" "$2"
    find "$2" -path '*/bin/*' -type f -exec chmod a+x {} +
  fi
}

# --- the unprivileged OpenSearch user ---------------------------------------
ms_is_root() { [[ "$(id -u)" -eq 0 ]]; }

# The user OpenSearch runs as: the system user when we are root, else ourselves.
ms_os_user() {
  if ms_is_root; then printf '%s\n' "$MEMSTREAM_OPENSEARCH_USER"; else id -un; fi
}

ms_ensure_os_user() {
  ms_is_root || return 0
  local u="$MEMSTREAM_OPENSEARCH_USER"
  id -u "$u" >/dev/null 2>&1 && return 0
  ms_say "creating system user '$u' (OpenSearch refuses to run as root)"
  if command -v useradd >/dev/null 2>&1; then
    useradd --system --user-group --no-create-home --home-dir /nonexistent \
      --shell /usr/sbin/nologin "$u"
  elif command -v adduser >/dev/null 2>&1; then
    adduser --system --group --no-create-home --shell /usr/sbin/nologin "$u"
  else
    ms_die "cannot create user '$u': neither useradd nor adduser exists"
  fi
}

# Run a command as the OpenSearch user. runuser -u execs the command directly
# (no login shell), so a nologin shell is fine.
ms_as_os_user() {
  if ! ms_is_root; then
    "$@"
  elif command -v runuser >/dev/null 2>&1; then
    runuser -u "$MEMSTREAM_OPENSEARCH_USER" -- "$@"
  else
    su -s /bin/sh "$MEMSTREAM_OPENSEARCH_USER" -c "$(printf '%q ' "$@")"
  fi
}

# ms_chown_os [-R] PATH...: hand paths to the OpenSearch user (no-op unless root).
ms_chown_os() {
  ms_is_root || return 0
  local -a opts=()
  if [[ "${1:-}" == -R ]]; then opts+=(-R); shift; fi
  chown "${opts[@]}" "$MEMSTREAM_OPENSEARCH_USER:" "$@"
}

# The default cache is under /root (mode 700): the OpenSearch user could not
# even reach its own files. Grant search (x, not read) on each ancestor it
# cannot pass, which lets it walk the path without listing anything.
ms_make_cache_traversable() {
  ms_is_root || return 0
  ms_as_os_user test -x "$MS_CACHE" 2>/dev/null && return 0
  local d="$MS_CACHE"
  local -a fixed=()
  while [[ "$d" != "/" && -n "$d" ]]; do
    if ! ms_as_os_user test -x "$d" 2>/dev/null; then
      chmod o+x "$d"
      fixed+=("$d")
    fi
    d="$(dirname "$d")"
  done
  ((${#fixed[@]})) && ms_say "granted o+x (traverse only) on: ${fixed[*]}"
  ms_as_os_user test -x "$MS_CACHE" ||
    ms_die "user $MEMSTREAM_OPENSEARCH_USER still cannot reach $MS_CACHE; set MEMSTREAM_CACHE_DIR elsewhere"
}

# --- one up/down at a time -------------------------------------------------------
# Two `make up` at once (two terminals, parallel test jobs) would both decide
# to start, and one would lose the port race. The lock is fd 9: the servers we
# launch must not inherit it (see `9>&-` in up.sh) or it would outlive us.
ms_lock() {
  mkdir -p "$MS_CACHE"
  command -v flock >/dev/null 2>&1 || return 0
  exec 9>"$MS_CACHE/.lock"
  flock -w 900 9 || ms_die "another up.sh/down.sh still holds $MS_CACHE/.lock"
}

# --- stopping -------------------------------------------------------------------
# SIGTERM lets Kafka flush and close its log cleanly (no recovery on next start)
# and OpenSearch close its shards; SIGKILL only if that hangs.
ms_stop() {
  local name="$1" pidfile="$2" main="$3" pid i
  if ! pid="$(ms_live_pid "$pidfile" "$main")"; then
    [[ -e "$pidfile" ]] && ms_say "$name: not running (removing stale $pidfile)"
    rm -f -- "$pidfile"
    return 0
  fi
  ms_say "$name: stopping pid $pid"
  kill -TERM "$pid" 2>/dev/null || true
  for ((i = 0; i < 60; i++)); do
    [[ -d "/proc/$pid" ]] || break
    # Zombie = exited but not yet reaped by its parent: as good as gone.
    [[ "$(awk '{print $3}' "/proc/$pid/stat" 2>/dev/null)" == Z ]] && break
    sleep 0.5
  done
  if [[ -d "/proc/$pid" ]] && [[ "$(awk '{print $3}' "/proc/$pid/stat" 2>/dev/null)" != Z ]]; then
    ms_say "$name: still alive after 30 s, sending SIGKILL"
    kill -KILL "$pid" 2>/dev/null || true
    sleep 0.5
  fi
  rm -f -- "$pidfile"
  ms_say "$name: stopped"
}
