#!/usr/bin/env bash
# Stop the model server that deploy/local/llm-up.sh started - found through its pid file
# and checked to still be that program. The model and runtime stay in the cache.
set -euo pipefail
# shellcheck source=llm/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/llm/lib.sh"

mkdir -p "$MS_LLM_DIR"
if command -v flock >/dev/null 2>&1; then
  exec 9>"$MS_LLM_DIR/.lock"
  flock -w 600 9 || ms_die "llm: another llm-up.sh/llm-down.sh still holds $MS_LLM_DIR/.lock"
fi
ms_stop llm "$MS_LLM_PID" "$MS_LLM_MAIN"
