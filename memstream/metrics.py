"""Every Prometheus metric memstream exports, defined once against an injectable registry.

Labels come only from small fixed sets (roles, reasons, kinds, outcomes); never a tenant,
subject or any text, so cardinality stays bounded whatever the traffic.
"""

from __future__ import annotations

from dataclasses import dataclass

from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram

PREFIX = "memstream"
# Why the recall service refused a request before parsing it (recall.body_limit): its body
# was over the cap (413), or did not arrive within the read deadline (408).
REFUSAL_REASONS = ("body_too_large", "body_timeout")
LATENCY_BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0)


@dataclass(frozen=True)
class WorkerMetrics:
    turns_consumed: Counter
    commands_applied: Counter
    dlq_events: Counter
    directives: Counter
    redaction_findings: Counter
    refused_sensitive: Counter
    tombstone_blocks: Counter
    memories_written: Counter
    memories_touched: Counter
    supersessions: Counter
    archivals: Counter
    deduplicated: Counter
    replays_skipped: Counter
    bulk_seconds: Histogram
    bulk_retries: Counter
    bulk_item_failures: Counter
    ledger_compensations: Counter
    directive_to_indexed_seconds: Histogram
    batch_size: Histogram
    distill_jobs: Counter
    llm_calls: Counter
    llm_seconds: Histogram
    llm_tokens: Counter
    debounce_queue_depth: Gauge
    distill_ops_dropped: Counter
    interests_promoted: Counter
    forget_outcomes: Counter
    consumer_lag: Gauge
    inputs_not_read: Gauge

    @classmethod
    def create(cls, registry: CollectorRegistry, prefix: str = PREFIX) -> WorkerMetrics:
        def c(name: str, doc: str, labels: tuple[str, ...] = ()) -> Counter:
            return Counter(f"{prefix}_{name}", doc, labels, registry=registry)

        def h(
            name: str,
            doc: str,
            labels: tuple[str, ...] = (),
            buckets: tuple[float, ...] = LATENCY_BUCKETS,
        ) -> Histogram:
            return Histogram(f"{prefix}_{name}", doc, labels, registry=registry, buckets=buckets)

        return cls(
            turns_consumed=c("turns_consumed_total", "Chat turns consumed, by role.", ("role",)),
            commands_applied=c(
                "commands_applied_total", "Manager commands applied, by action.", ("action",)
            ),
            dlq_events=c(
                "dlq_events_total", "Events sent to a dead-letter topic, by reason.", ("reason",)
            ),
            directives=c(
                "directives_total",
                "Explicit directives detected, by action and language.",
                ("action", "language"),
            ),
            redaction_findings=c(
                "redaction_findings_total", "Redacted findings, by kind.", ("kind",)
            ),
            refused_sensitive=c(
                "refused_sensitive_total", "Statements refused as nothing but secrets."
            ),
            tombstone_blocks=c(
                "tombstone_blocks_total", "Writes blocked by a tombstone, by check.", ("check",)
            ),
            memories_written=c(
                "memories_written_total",
                "Memory documents written, by origin and status (usage touches are not writes: "
                "see memories_touched_total).",
                ("origin", "status"),
            ),
            memories_touched=c(
                "memories_touched_total",
                "Uses of memories that recall reported (its touch commands), one per item "
                "returned, counted as they arrive; only use_count and last_used_at change.",
            ),
            supersessions=c("supersessions_total", "Memories superseded by a newer statement."),
            archivals=c("archivals_total", "Memories archived by the capacity cap or expiry."),
            deduplicated=c(
                "deduplicated_total", "Statements dropped as duplicates of a stored one."
            ),
            replays_skipped=c(
                "replays_skipped_total", "Events skipped because they were already applied."
            ),
            bulk_seconds=h("bulk_index_seconds", "Time to index one batch, retries included."),
            bulk_retries=c("bulk_index_retries_total", "Bulk index attempts that were retried."),
            bulk_item_failures=c(
                "bulk_item_failures_total",
                "Documents OpenSearch refused as malformed; each is dead-lettered.",
            ),
            ledger_compensations=c(
                "ledger_compensations_total",
                "Refused documents whose ledger state was already persisted; each has a "
                "compensating audit record.",
            ),
            directive_to_indexed_seconds=h(
                "directive_produce_to_indexed_seconds",
                "From a directive's Kafka record timestamp (the worker's receive time when the "
                "record has none, or one ahead of it) to its index acknowledgement; never the "
                "turn's own, possibly back-dated, timestamp.",
            ),
            batch_size=h(
                "batch_events",
                "Events per processed batch.",
                buckets=(1, 10, 50, 100, 250, 500, 1000, 2000),
            ),
            distill_jobs=c("distill_jobs_total", "Distillation jobs, by outcome.", ("outcome",)),
            llm_calls=c(
                "llm_calls_total", "LLM calls, by provider and outcome.", ("provider", "outcome")
            ),
            llm_seconds=h("llm_call_seconds", "LLM call latency, by provider.", ("provider",)),
            llm_tokens=c(
                "llm_tokens_total",
                "LLM tokens, by provider and direction.",
                ("provider", "direction"),
            ),
            distill_ops_dropped=c(
                "distill_ops_dropped_total",
                "Distiller operations dropped, by reason: foreign_id, refused_sensitive, "
                "unknown_line.",
                ("reason",),
            ),
            interests_promoted=c(
                "interests_promoted_total", "Question topics promoted to interests."
            ),
            forget_outcomes=c(
                "forget_outcomes_total",
                "Forget directives, by outcome: forgotten, no_matching_memory (the statement "
                "is tombstoned, nothing deleted), ambiguous (several memories fit equally; "
                "none deleted).",
                ("outcome",),
            ),
            consumer_lag=Gauge(
                f"{prefix}_consumer_lag",
                "Messages between the committed offset and the end of each input partition.",
                ("topic", "partition"),
                registry=registry,
            ),
            inputs_not_read=Gauge(
                f"{prefix}_inputs_not_read",
                "Input partitions with records waiting whose read offset has not moved for "
                "30 s: back-pressure from a slow index, or a fetch that stopped (the worker "
                "logs faust's fetch state for them).",
                registry=registry,
            ),
            debounce_queue_depth=Gauge(
                f"{prefix}_debounce_queue_depth",
                "Sessions waiting for distillation.",
                registry=registry,
            ),
        )


@dataclass(frozen=True)
class RecallMetrics:
    request_seconds: Histogram
    results_returned: Counter
    degraded: Counter
    auth_failures: Counter
    touches_published: Counter
    embed_seconds: Histogram
    search_seconds: Histogram
    timeouts: Counter
    commands_published: Counter
    command_waits: Counter
    touches_dropped: Counter
    requests_refused: Counter
    cache_requests: Counter
    cache_loads: Counter
    cache_load_seconds: Histogram
    cache_replayed: Counter
    cache_evictions: Counter
    cache_invalidations: Counter
    cache_bytes: Gauge
    cache_subjects: Gauge
    cache_apply_lag: Histogram

    @classmethod
    def create(cls, registry: CollectorRegistry, prefix: str = PREFIX) -> RecallMetrics:
        requests_refused = Counter(
            f"{prefix}_recall_requests_refused_total",
            "Requests refused before parsing or authentication, by reason: body_too_large "
            "(413, over max_body_bytes), body_timeout (408, body not in within "
            "body_read_timeout_seconds).",
            ("reason",),
            registry=registry,
        )
        for reason in REFUSAL_REASONS:  # both series exist from the start, at 0
            requests_refused.labels(reason)
        return cls(
            request_seconds=Histogram(
                f"{prefix}_recall_seconds",
                "Recall service request latency, by endpoint and degradation.",
                ("endpoint", "degraded"),
                registry=registry,
                buckets=LATENCY_BUCKETS,
            ),
            results_returned=Counter(
                f"{prefix}_recall_results_total",
                "Items returned, by endpoint.",
                ("endpoint",),
                registry=registry,
            ),
            degraded=Counter(
                f"{prefix}_recall_degraded_total",
                "Answers that fell back to lexical, by cause.",
                ("cause",),
                registry=registry,
            ),
            auth_failures=Counter(
                f"{prefix}_auth_failures_total",
                "Rejected credentials, by status.",
                ("status",),
                registry=registry,
            ),
            touches_published=Counter(
                f"{prefix}_recall_touches_total",
                "Item uses published as touch commands.",
                registry=registry,
            ),
            embed_seconds=Histogram(
                f"{prefix}_recall_embed_seconds",
                "Query embedding latency, by outcome.",
                ("outcome",),
                registry=registry,
                buckets=LATENCY_BUCKETS,
            ),
            search_seconds=Histogram(
                f"{prefix}_recall_search_seconds",
                "OpenSearch round trips of the recall service, by endpoint.",
                ("endpoint",),
                registry=registry,
                buckets=LATENCY_BUCKETS,
            ),
            timeouts=Counter(
                f"{prefix}_recall_timeouts_total",
                "Requests answered 503 because they ran past the request timeout, by endpoint.",
                ("endpoint",),
                registry=registry,
            ),
            commands_published=Counter(
                f"{prefix}_recall_commands_published_total",
                "Manager commands published, by action.",
                ("action",),
                registry=registry,
            ),
            command_waits=Counter(
                f"{prefix}_recall_command_waits_total",
                "Waits for a command's outcome (?wait=true), by outcome or timeout.",
                ("outcome",),
                registry=registry,
            ),
            touches_dropped=Counter(
                f"{prefix}_recall_touches_dropped_total",
                "Item uses dropped because the touch queue was full or Kafka was down.",
                registry=registry,
            ),
            requests_refused=requests_refused,
            cache_requests=Counter(
                f"{prefix}_recall_cache_requests_total",
                "Recall and search requests by what the in-process index had: hit or miss "
                "(a miss loads the subject, or asks OpenSearch while it loads).",
                ("result",),
                registry=registry,
            ),
            cache_loads=Counter(
                f"{prefix}_recall_cache_loads_total",
                "Subject loads: loaded; uncovered (the replay window could not vouch for "
                "the read) or too_large (more items than one read holds), both not cached.",
                ("result",),
                registry=registry,
            ),
            cache_load_seconds=Histogram(
                f"{prefix}_recall_cache_load_seconds",
                "Time to load one subject into the in-process index.",
                registry=registry,
                buckets=LATENCY_BUCKETS,
            ),
            cache_replayed=Counter(
                f"{prefix}_recall_cache_replayed_total",
                "Change events replayed into a subject as it loaded (writes the index did "
                "not show yet, or heard while the load read).",
                registry=registry,
            ),
            cache_evictions=Counter(
                f"{prefix}_recall_cache_evictions_total",
                "Subjects evicted, least recently used first, to stay under cache_max_bytes.",
                registry=registry,
            ),
            cache_invalidations=Counter(
                f"{prefix}_recall_cache_invalidations_total",
                "Subjects dropped because the changes listener (re)attached and may have "
                "missed events.",
                registry=registry,
            ),
            cache_bytes=Gauge(
                f"{prefix}_recall_cache_bytes",
                "Estimated bytes held by the in-process index.",
                registry=registry,
            ),
            cache_subjects=Gauge(
                f"{prefix}_recall_cache_subjects",
                "Subjects held by the in-process index.",
                registry=registry,
            ),
            cache_apply_lag=Histogram(
                f"{prefix}_recall_cache_apply_lag_seconds",
                "From a change event's Kafka timestamp to this process applying it.",
                registry=registry,
                buckets=LATENCY_BUCKETS,
            ),
        )
