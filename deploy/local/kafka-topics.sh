#!/usr/bin/env bash
# kafka-topics for the local broker, without a Kafka tarball: runs
# org.apache.kafka.tools.TopicCommand from the jars up.sh fetched.
# --bootstrap-server defaults to the local broker. Examples:
#   deploy/local/kafka-topics.sh --list
#   deploy/local/kafka-topics.sh --create --topic demo --partitions 4
#   deploy/local/kafka-topics.sh --describe --topic demo
set -euo pipefail
# shellcheck source=lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

ms_find_java
[[ -f "$MS_KAFKA_HOME/.memstream-ready" ]] || ms_die "Kafka jars not installed yet: run deploy/local/up.sh first"

args=("$@")
if [[ " $* " != *" --bootstrap-server "* ]]; then
  args=(--bootstrap-server "$MEMSTREAM_KAFKA_BOOTSTRAP" "${args[@]}")
fi
# tools-log4j.properties is written by up.sh: warnings only, to stderr.
exec "$MS_JAVA" -Xmx256m -XX:TieredStopAtLevel=1 -Xshare:auto \
  "-Dlog4j.configuration=file:$MS_KAFKA_CONF/tools-log4j.properties" \
  -cp "$MS_KAFKA_HOME/libs/*" org.apache.kafka.tools.TopicCommand "${args[@]}"
