"""The one settings object, built once at start-up and passed down.

Every value has an explicit default named here; nothing reads the environment at import.
Environment variables use the prefix ``MEMSTREAM_`` and ``__`` for nesting, for example
``MEMSTREAM_KAFKA__BOOTSTRAP_SERVERS`` or ``MEMSTREAM_OPENSEARCH__URL``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal

from pydantic import BaseModel, Field, SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict


class KafkaSettings(BaseModel):
    bootstrap_servers: str = Field(
        "127.0.0.1:9092", description="Kafka bootstrap servers, comma-separated."
    )
    turns_topic: str = Field(
        "memstream.turns", description="Chat turns in, keyed <tenant>/<subject>."
    )
    turns_dlq_topic: str = Field(
        "memstream.turns.dlq", description="Malformed turns with their reason."
    )
    commands_topic: str = Field(
        "memstream.commands", description="Manager commands, keyed like turns."
    )
    changes_topic: str = Field(
        "memstream.changes", description="Change events after each applied write."
    )
    distill_dlq_topic: str = Field("memstream.distill.dlq", description="Parked distillation jobs.")
    partitions: int = Field(
        4, ge=1, le=1024, description="Partitions for topics memstream creates."
    )
    replication_factor: int = Field(
        1, ge=1, le=7, description="Replication for topics memstream creates."
    )


class OpenSearchSettings(BaseModel):
    url: str = Field("http://127.0.0.1:9200", description="OpenSearch base URL.")
    username: str | None = Field(None, description="Basic-auth user, if the cluster needs one.")
    password: SecretStr | None = Field(None, description="Basic-auth password.")
    verify_certs: bool = Field(True, description="Verify TLS certificates on https URLs.")
    index_prefix: str = Field(
        "memstream", description="Indices are <prefix>-<tenant>-memories/audit."
    )
    request_timeout_seconds: float = Field(10.0, gt=0, le=300, description="Per-request timeout.")
    bulk_concurrency: int = Field(2, ge=1, le=64, description="Bulk requests in flight at once.")


class EmbeddingSettings(BaseModel):
    provider: Literal["wordllama", "openai"] = Field(
        "wordllama", description="In-process wordllama or a remote OpenAI-compatible endpoint."
    )
    model: str = Field(
        "wordllama-l2-supercat-256", description="Model id stored beside every vector."
    )
    dimension: int = Field(
        256, ge=2, le=4096, description="Vector size; the index mapping uses it."
    )
    base_url: str | None = Field(
        None, description="OpenAI-compatible /v1 base URL for provider=openai."
    )
    api_key: SecretStr | None = Field(None, description="API key for the remote endpoint.")
    timeout_seconds: float = Field(
        2.0, gt=0, le=60, description="Query-embedding timeout before recall degrades to lexical."
    )


class LLMSettings(BaseModel):
    provider: Literal["rules", "openai"] = Field(
        "rules", description="Deterministic rules extractor or an OpenAI-compatible chat endpoint."
    )
    base_url: str | None = Field(None, description="OpenAI-compatible /v1 base URL.")
    model: str = Field("gpt-4o-mini", description="Chat model name sent to the endpoint.")
    api_key: SecretStr | None = Field(None, description="API key for the endpoint.")
    timeout_seconds: float = Field(30.0, gt=0, le=600, description="Per-call timeout.")
    json_mode: bool = Field(True, description="Ask for response_format=json_object when supported.")
    max_concurrent_jobs: int = Field(
        4, ge=1, le=256, description="Distillation jobs (LLM calls) in flight per worker."
    )
    tick_seconds: float = Field(
        1.0, gt=0, le=60, description="How often the debounce timer looks for due jobs."
    )
    max_retries: int = Field(
        2, ge=0, le=10, description="Retries after a parse error, timeout, 429 or 5xx."
    )


class LimitSettings(BaseModel):
    """The budgets of the architecture, in runes (Python ``len`` of a str)."""

    statement_max_runes: int = Field(
        300, ge=20, le=2000, description="A stored statement is cut to this."
    )
    content_max_bytes: int = Field(
        65536, ge=1024, le=1048576, description="Larger chat turns go to the DLQ."
    )
    resident_budget_runes: int = Field(
        900, ge=0, description="Resident block (profile, preference, interests)."
    )
    situational_budget_runes: int = Field(600, ge=0, description="Situational recall budget.")
    situational_max_items: int = Field(5, ge=0, le=50, description="Situational recall item cap.")
    search_budget_runes: int = Field(2000, ge=0, description="Search tool budget.")
    search_default_limit: int = Field(
        10, ge=1, le=20, description="Search results when no limit is given."
    )
    search_max_limit: int = Field(20, ge=1, le=100, description="Largest search limit accepted.")
    max_items_default: int = Field(
        200, ge=1, le=2000, description="Active items per subject before archiving."
    )
    tombstones_per_subject: int = Field(
        500, ge=10, le=10000, description="Tombstone ledger cap per subject."
    )
    rejection_window_seconds: int = Field(
        3600,
        ge=0,
        description="How long a rejected memory blocks re-derivation from its source message.",
    )
    extract_delay_seconds: int = Field(
        90, ge=5, le=3600, description="Debounce after a session's last turn."
    )
    extract_min_interval_seconds: int = Field(
        300, ge=0, le=86400, description="Minimum gap between a subject's distillation jobs."
    )
    interest_threshold: int = Field(
        3, ge=1, le=20, description="Distinct sessions before a topic becomes an interest."
    )


class WorkerSettings(BaseModel):
    app_id: str = Field("memstream", description="Faust app id (consumer group and table prefix).")
    web_host: str = Field(
        "127.0.0.1", description="Worker web server (metrics, health) bind address."
    )
    web_port: int = Field(6066, ge=1, le=65535, description="Worker web server port.")
    data_dir: str = Field(
        "~/.local/state/memstream/worker", description="Faust data directory (table state)."
    )
    store: str = Field("memory://", description="Faust table store: memory:// or rocksdb://.")
    batch_max_events: int = Field(
        1000, ge=1, le=20000, description="Events decided and indexed together."
    )
    batch_within_seconds: float = Field(
        0.1, gt=0, le=10, description="Longest wait to fill a batch before processing it."
    )
    sweep_interval_seconds: float = Field(
        30.0, gt=0, le=3600, description="How often expired items are archived."
    )
    write_mode: Literal["explicit_only", "auto"] = Field(
        "explicit_only", description="Default workspace write mode."
    )


class RecallSettings(BaseModel):
    host: str = Field("127.0.0.1", description="Recall service bind address.")
    port: int = Field(8080, ge=1, le=65535, description="Recall service port.")
    keys_file: str = Field(
        "~/.config/memstream/keys.json", description="Hashed API keys, one entry per key."
    )
    jwt_hs256_secret: SecretStr | None = Field(
        None, description="Accept HS256 JWTs signed with this secret."
    )
    jwt_rs256_public_key: str | None = Field(
        None, description="Accept RS256 JWTs verified with this PEM key."
    )
    request_timeout_seconds: float = Field(
        5.0, gt=0, le=60, description="Recall answers 503 past this."
    )
    wait_timeout_seconds: float = Field(
        10.0, gt=0, le=120, description="Upper bound for ?wait=true."
    )
    jwt_tenant_claim: str = Field("tenant", description="JWT claim that names the tenant.")
    jwt_audience: str | None = Field(None, description="Required JWT 'aud', if set.")
    jwt_issuer: str | None = Field(None, description="Required JWT 'iss', if set.")
    ranking: Literal["hybrid", "lexical", "vector"] = Field(
        "hybrid", description="Ranking preset: both arms fused, or one arm alone."
    )
    rrf_k: int = Field(60, ge=1, le=1000, description="Reciprocal rank fusion constant.")
    candidates_per_arm: int = Field(
        40, ge=5, le=1000, description="Best hits of each arm that enter the fusion."
    )
    vector_min_similarity: float = Field(
        0.1, ge=-1, le=1, description="Cosine below which a vector hit is not relevant."
    )
    resident_interests_max: int = Field(
        5, ge=0, le=50, description="Interests most related to the message in the resident block."
    )
    query_max_runes: int = Field(
        1000,
        ge=10,
        le=1000,
        # OpenSearch refuses a query of more than 1,024 clauses; CJK text makes one term per
        # character pair, so a longer lexical query could be refused outright.
        description="Message text used as the lexical query is cut here.",
    )
    touch_flush_seconds: float = Field(
        10.0, gt=0, le=300, description="Item uses are batched into touch commands this often."
    )
    touch_max_pending: int = Field(
        10000, ge=1, le=1000000, description="Item uses held before new ones are dropped."
    )
    export_max_items: int = Field(
        20000, ge=1, le=1000000, description="Safety cap of one export response."
    )


class Settings(BaseSettings):
    """memstream's effective configuration."""

    model_config = SettingsConfigDict(
        env_prefix="MEMSTREAM_", env_nested_delimiter="__", extra="ignore"
    )

    kafka: KafkaSettings = KafkaSettings()
    opensearch: OpenSearchSettings = OpenSearchSettings()
    embedding: EmbeddingSettings = EmbeddingSettings()
    llm: LLMSettings = LLMSettings()
    limits: LimitSettings = LimitSettings()
    worker: WorkerSettings = WorkerSettings()
    recall: RecallSettings = RecallSettings()

    def with_sections(self, **sections: Mapping[str, Any]) -> Settings:
        """A copy with some fields of some sections replaced, validated as if configured:
        ``settings.with_sections(llm={"provider": "openai", "base_url": url})``."""
        update = {}
        for name, fields in sections.items():
            section = getattr(self, name)
            update[name] = type(section).model_validate({**section.model_dump(), **fields})
        return self.model_copy(update=update)

    def masked(self) -> dict[str, Any]:
        """The configuration as plain data with every secret replaced by ``***``."""
        masked: dict[str, Any] = _mask(self.model_dump(mode="python"))
        return masked


def _mask(value: Any) -> Any:
    if isinstance(value, SecretStr):
        return "***"
    if isinstance(value, dict):
        return {k: _mask(v) for k, v in value.items()}
    return value
