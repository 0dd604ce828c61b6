# shellcheck shell=bash
# Settings for the local Kafka + OpenSearch started by deploy/local/up.sh.
#
# Sourced, not executed: by up.sh/down.sh/status.sh, and by anyone who wants
# the same addresses in their shell or tests:
#     source deploy/local/env.sh
#     echo "$MEMSTREAM_KAFKA_BOOTSTRAP $MEMSTREAM_OPENSEARCH_URL"
# Every value can be overridden by exporting it before sourcing/running.
# No `set -e` here on purpose: sourcing must not change the caller's shell.

# Everything this stack downloads, unpacks, stores, logs or pid-files lives
# here, outside the repo, so `git clean` never costs a re-download and a
# second `make up` only starts processes.
: "${MEMSTREAM_CACHE_DIR:=${HOME:-/root}/.cache/memstream}"

# Kafka 3.9.x, not 4.x: Kafka 4 removed the old protocol versions that the
# Python clients (aiokafka/faust) still use.
: "${MEMSTREAM_KAFKA_VERSION:=3.9.1}"
: "${MEMSTREAM_KAFKA_PORT:=9092}"
: "${MEMSTREAM_KAFKA_CONTROLLER_PORT:=9093}"
: "${MEMSTREAM_KAFKA_HEAP_OPTS:=-Xms256m -Xmx512m}"

# The k-NN plugin must be built for the exact OpenSearch version, and Maven
# Central only carries some of them (2.19.1.0 and 2.19.6.0 on the 2.x line;
# no 2.19.5.0). 3.x would need Java 21. See opensearch-pom.xml.
: "${MEMSTREAM_OPENSEARCH_VERSION:=2.19.6}"
: "${MEMSTREAM_KNN_VERSION:=${MEMSTREAM_OPENSEARCH_VERSION}.0}"
: "${MEMSTREAM_OPENSEARCH_PORT:=9200}"
: "${MEMSTREAM_OPENSEARCH_TRANSPORT_PORT:=9300}"
: "${MEMSTREAM_OPENSEARCH_JAVA_OPTS:=-Xms512m -Xmx512m}"
# OpenSearch refuses to run as root; when up.sh runs as root it runs
# OpenSearch as this system user (created if missing).
: "${MEMSTREAM_OPENSEARCH_USER:=memstream}"

# How long up.sh waits for each service to answer before giving up.
: "${MEMSTREAM_START_TIMEOUT:=180}"

# Optional: a Maven local repository other than ~/.m2/repository
# (passed as -Dmaven.repo.local). Empty = Maven's default.
: "${MEMSTREAM_MAVEN_REPO:=}"

export MEMSTREAM_CACHE_DIR MEMSTREAM_KAFKA_VERSION MEMSTREAM_KAFKA_PORT \
  MEMSTREAM_KAFKA_CONTROLLER_PORT MEMSTREAM_KAFKA_HEAP_OPTS \
  MEMSTREAM_OPENSEARCH_VERSION MEMSTREAM_KNN_VERSION MEMSTREAM_OPENSEARCH_PORT \
  MEMSTREAM_OPENSEARCH_TRANSPORT_PORT MEMSTREAM_OPENSEARCH_JAVA_OPTS \
  MEMSTREAM_OPENSEARCH_USER MEMSTREAM_START_TIMEOUT MEMSTREAM_MAVEN_REPO

# What clients should connect to (both services bind 127.0.0.1 only).
export MEMSTREAM_KAFKA_BOOTSTRAP="127.0.0.1:${MEMSTREAM_KAFKA_PORT}"
export MEMSTREAM_OPENSEARCH_URL="http://127.0.0.1:${MEMSTREAM_OPENSEARCH_PORT}"
