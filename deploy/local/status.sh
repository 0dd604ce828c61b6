#!/usr/bin/env bash
# Show whether the services of deploy/local/up.sh are running, where they
# listen and where they log. Exit 0 if both run and answer, 3 otherwise
# (the LSB/systemctl convention), so scripts can test it.
set -euo pipefail
# shellcheck source=lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

rc=0
line() { printf '%-11s %-32s %s\n%-11s log: %s\n' "$1" "$2" "$3" "" "$4"; }

# Kafka: an open port is enough for a status line; starting a JVM just to
# send a Metadata request would make `make status` take seconds.
if pid="$(ms_live_pid "$MS_KAFKA_PID" "$MS_KAFKA_MAIN")"; then
  if ms_port_open "$MEMSTREAM_KAFKA_PORT"; then state="running (pid $pid)"
  else state="starting or hung (pid $pid, port closed)"; rc=3; fi
else
  state="stopped"; rc=3
fi
line kafka "$state" "127.0.0.1:$MEMSTREAM_KAFKA_PORT" "$MS_KAFKA_LOG"

if pid="$(ms_live_pid "$MS_OS_PID" "$MS_OS_MAIN")"; then
  health="$(ms_http_get "http://127.0.0.1:$MEMSTREAM_OPENSEARCH_PORT/_cluster/health" |
    sed -n 's/.*"status":"\([a-z]*\)".*/\1/p' || true)"
  # Red still counts as running: the node answers, some index is broken.
  if [[ -n "$health" ]]; then state="running (pid $pid, $health)"
  else state="starting or hung (pid $pid, no answer)"; rc=3; fi
else
  state="stopped"; rc=3
fi
line opensearch "$state" "http://127.0.0.1:$MEMSTREAM_OPENSEARCH_PORT" "$MS_OS_LOG"
printf 'cache: %s\n' "$MS_CACHE"
exit "$rc"
