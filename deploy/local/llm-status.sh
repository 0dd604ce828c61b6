#!/usr/bin/env bash
# Show whether the model server of deploy/local/llm-up.sh runs, where, and its counters.
# Exit 0 if it runs and answers, 3 otherwise (like status.sh).
set -euo pipefail
# shellcheck source=llm/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/llm/lib.sh"

rc=0
if pid="$(ms_live_pid "$MS_LLM_PID" "$MS_LLM_MAIN")"; then
  if health="$(ms_http_get "http://127.0.0.1:$MEMSTREAM_LLM_PORT/healthz")"; then
    state="running (pid $pid)"
  else
    state="starting or hung (pid $pid, no answer)"; health=""; rc=3
  fi
else
  state="stopped"; health=""; rc=3
fi
printf '%-11s %-32s %s\n%-11s log: %s\n' llm "$state" "$MEMSTREAM_LLM_BASE_URL" "" "$MS_LLM_LOG"
[[ -n "$health" ]] && printf '%-11s %s\n' "" "$health"
exit "$rc"
