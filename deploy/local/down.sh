#!/usr/bin/env bash
# Stop the Kafka and OpenSearch that deploy/local/up.sh started - and nothing
# else: each is found through its pid file and checked to still be that
# program before it is signalled. Data and downloads stay in the cache.
set -euo pipefail
# shellcheck source=lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

ms_lock

# Independent services; stopping them in parallel halves the wait.
ms_stop opensearch "$MS_OS_PID" "$MS_OS_MAIN" &
os_job=$!
ms_stop kafka "$MS_KAFKA_PID" "$MS_KAFKA_MAIN" &
kafka_job=$!
rc=0
wait "$os_job" || rc=1
wait "$kafka_job" || rc=1
exit "$rc"
