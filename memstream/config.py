"""The one settings object, built once at start-up and passed down.

Every value has an explicit default named here; nothing reads the environment at import.
Environment variables use the prefix ``MEMSTREAM_`` and ``__`` for nesting, for example
``MEMSTREAM_KAFKA__BOOTSTRAP_SERVERS`` or ``MEMSTREAM_OPENSEARCH__URL``.
"""

from __future__ import annotations

import ssl
from collections.abc import Mapping
from typing import Any, Literal, NamedTuple

import phonenumbers
from pydantic import BaseModel, Field, SecretStr, field_validator, model_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

from memstream.errors import ConfigurationError


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
    settings_topic: str = Field(
        "memstream.settings",
        description="Applied workspace settings and subject switches (compacted), keyed "
        "<tenant> and <tenant>/<subject>: what recall reads.",
    )
    partitions: int = Field(
        4, ge=1, le=1024, description="Partitions for topics memstream creates."
    )
    replication_factor: int = Field(
        1, ge=1, le=7, description="Replication for topics memstream creates."
    )
    security_protocol: Literal["PLAINTEXT", "SSL", "SASL_PLAINTEXT", "SASL_SSL"] = Field(
        "PLAINTEXT",
        description="How every Kafka client talks to the brokers: PLAINTEXT, SSL, "
        "SASL_PLAINTEXT or SASL_SSL.",
    )
    sasl_mechanism: Literal["PLAIN", "SCRAM-SHA-256", "SCRAM-SHA-512"] = Field(
        "SCRAM-SHA-512", description="SASL mechanism (SASL_* protocols only)."
    )
    sasl_username: str | None = Field(None, description="SASL user (SASL_* protocols only).")
    sasl_password: SecretStr | None = Field(None, description="SASL password.")
    ssl_cafile: str | None = Field(
        None,
        description="CA bundle (PEM) that signed the brokers' certificates; unset uses the "
        "system trust store (SSL and SASL_SSL only).",
    )
    ssl_certfile: str | None = Field(
        None, description="Client certificate (PEM) for mutual TLS (SSL and SASL_SSL only)."
    )
    ssl_keyfile: str | None = Field(None, description="Private key (PEM) of ssl_certfile.")

    @model_validator(mode="after")
    def _security_is_consistent(self) -> KafkaSettings:
        protocol = self.security_protocol
        where = "MEMSTREAM_KAFKA__"
        if protocol.startswith("SASL_"):
            if not self.sasl_username or self.sasl_password is None:
                raise ValueError(
                    f"security_protocol {protocol} needs sasl_username and sasl_password "
                    f"({where}SASL_USERNAME, {where}SASL_PASSWORD)"
                )
        elif self.sasl_username or self.sasl_password is not None:
            raise ValueError(
                f"SASL credentials are set but security_protocol is {protocol}: set "
                f"{where}SECURITY_PROTOCOL to SASL_SSL (or SASL_PLAINTEXT), or remove them"
            )
        tls_files = [self.ssl_cafile, self.ssl_certfile, self.ssl_keyfile]
        if protocol not in _KAFKA_TLS_PROTOCOLS and any(tls_files):
            raise ValueError(
                f"TLS files are set but security_protocol is {protocol}: set "
                f"{where}SECURITY_PROTOCOL to SSL or SASL_SSL, or remove them"
            )
        if self.ssl_keyfile and not self.ssl_certfile:
            raise ValueError("ssl_keyfile is set without ssl_certfile (the client certificate)")
        return self

    def ssl_context(self) -> ssl.SSLContext | None:
        """The TLS context of every Kafka client, or None when the protocol has no TLS.

        Raises ConfigurationError when a configured file cannot be read."""
        if self.security_protocol not in _KAFKA_TLS_PROTOCOLS:
            return None
        try:
            # With a CA file only that CA is trusted, as a private cluster CA should be.
            context = ssl.create_default_context(cafile=self.ssl_cafile)
            if self.ssl_certfile:
                context.load_cert_chain(self.ssl_certfile, self.ssl_keyfile)
        except (OSError, ssl.SSLError) as exc:
            raise ConfigurationError(
                "cannot load the Kafka TLS files (MEMSTREAM_KAFKA__SSL_CAFILE / "
                f"__SSL_CERTFILE / __SSL_KEYFILE): {exc}; mount readable PEM files there"
            ) from exc
        return context

    def client_options(self) -> dict[str, Any]:
        """Keyword arguments for every aiokafka client (producer, consumer, admin): the
        brokers and how to reach and authenticate to them."""
        options: dict[str, Any] = {
            "bootstrap_servers": self.bootstrap_servers,
            "security_protocol": self.security_protocol,
        }
        context = self.ssl_context()
        if context is not None:
            options["ssl_context"] = context
        if self.security_protocol.startswith("SASL_"):
            assert self.sasl_password is not None  # checked by the validator
            options["sasl_mechanism"] = self.sasl_mechanism
            options["sasl_plain_username"] = self.sasl_username
            options["sasl_plain_password"] = self.sasl_password.get_secret_value()
        return options


_KAFKA_TLS_PROTOCOLS = frozenset({"SSL", "SASL_SSL"})


class OpenSearchSettings(BaseModel):
    url: str = Field("http://127.0.0.1:9200", description="OpenSearch base URL.")
    username: str | None = Field(None, description="Basic-auth user, if the cluster needs one.")
    password: SecretStr | None = Field(None, description="Basic-auth password.")
    verify_certs: bool = Field(True, description="Verify TLS certificates on https URLs.")
    index_prefix: str = Field(
        "memstream", description="Indices are <prefix>-<tenant>-memories/audit."
    )
    request_timeout_seconds: float = Field(10.0, gt=0, le=300, description="Per-request timeout.")
    ca_certs: str | None = Field(
        None,
        description="CA bundle (PEM) that signed the cluster's certificate; unset uses certifi.",
    )
    client_cert: str | None = Field(
        None, description="Client certificate (PEM) for TLS client authentication."
    )
    client_key: str | None = Field(None, description="Private key (PEM) of client_cert.")

    @model_validator(mode="after")
    def _tls_is_consistent(self) -> OpenSearchSettings:
        if self.client_key and not self.client_cert:
            raise ValueError("client_key is set without client_cert (the client certificate)")
        if (self.client_cert or self.ca_certs) and not self.url.startswith("https://"):
            raise ValueError(
                f"TLS files are set but the URL {self.url} is not https: use an https "
                "MEMSTREAM_OPENSEARCH__URL, or remove MEMSTREAM_OPENSEARCH__CA_CERTS / "
                "__CLIENT_CERT / __CLIENT_KEY"
            )
        return self


class EmbeddingModel(NamedTuple):
    """An in-process embedder's model: the id stored beside its vectors, and their size."""

    model_id: str
    dimension: int


# The in-process providers. Each model fixes its vector size (wordllama's wheel ships only
# its 256-dimension weights; USE v3 always answers 512).
IN_PROCESS_EMBEDDING_MODELS: dict[str, EmbeddingModel] = {
    "use-multilingual": EmbeddingModel("use-multilingual-v3-512", 512),
    "wordllama": EmbeddingModel("wordllama-l2-supercat-256", 256),
}
# provider=openai with no dimension configured: the size memstream assumed before.
OPENAI_DEFAULT_DIMENSION = 256


class EmbeddingSettings(BaseModel):
    """Which embedder makes the vectors. ``model`` and ``dimension`` follow the provider
    unless set; they stay out of ``model_fields_set`` then, so a copy validated from
    ``model_dump(exclude_unset=True)`` with another provider follows that one."""

    # use-multilingual is the default (issue 16): an English question finds a Chinese or
    # German memory. wordllama stays for English-only, low-CPU deployments; an index made at
    # another vector size is refused at start (indexers.tenants), never written into.
    provider: Literal["use-multilingual", "wordllama", "openai"] = Field(
        "use-multilingual",
        description="In-process multilingual USE v3 (16 languages), in-process wordllama "
        "(English-only, least CPU) or a remote OpenAI-compatible endpoint.",
    )
    model: str = Field(
        IN_PROCESS_EMBEDDING_MODELS["use-multilingual"].model_id,
        description="Model id stored beside every vector; unset or empty: the in-process "
        "provider's (provider=openai needs it).",
    )
    dimension: int = Field(
        IN_PROCESS_EMBEDDING_MODELS["use-multilingual"].dimension,
        ge=2,
        le=4096,
        description="Vector size; the index mapping uses it. Unset: the provider's (512 "
        "use-multilingual, 256 wordllama and openai).",
    )
    base_url: str | None = Field(
        None, description="OpenAI-compatible /v1 base URL for provider=openai."
    )
    api_key: SecretStr | None = Field(None, description="API key for the remote endpoint.")
    timeout_seconds: float = Field(
        2.0, gt=0, le=60, description="Query-embedding timeout before recall degrades to lexical."
    )

    @model_validator(mode="after")
    def _model_follows_provider(self) -> EmbeddingSettings:
        where = "MEMSTREAM_EMBEDDING__"
        own = IN_PROCESS_EMBEDDING_MODELS.get(self.provider)
        configured = set(self.model_fields_set)
        if not self.model:  # an empty MEMSTREAM_EMBEDDING__MODEL is unset too
            configured.discard("model")
        if "model" not in configured:
            self.model = own.model_id if own is not None else ""
        if "dimension" not in configured:
            self.dimension = own.dimension if own is not None else OPENAI_DEFAULT_DIMENSION
        # Filled in, not configured: keep them out of the set (see the class docstring).
        self.model_fields_set.intersection_update(configured)
        if own is not None and self.dimension != own.dimension:
            raise ValueError(
                f"{where}DIMENSION={self.dimension} does not fit provider {self.provider}, "
                f"whose vectors have {own.dimension} dimensions: unset it or set "
                f"{own.dimension} (an index made at another size needs a new index)"
            )
        for provider, other in IN_PROCESS_EMBEDDING_MODELS.items():
            if provider != self.provider and self.model == other.model_id:
                raise ValueError(
                    f"{where}MODEL={self.model} names the {provider} model, but the provider "
                    f"is {self.provider}: unset the model, or set the provider to {provider}"
                )
        return self


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


# The regions whose national phone formats redaction validates by default (+CC numbers are
# validated whatever the region); agents.redaction_phones.DEFAULT_PHONE_REGIONS is the same.
DEFAULT_PHONE_REGIONS = ("US", "GB", "DE", "FR", "ES", "IT", "NL", "CN", "JP", "IN", "BR")


class LimitSettings(BaseModel):
    """The budgets of the architecture, in runes (Python ``len`` of a str)."""

    @field_validator("phone_regions")
    @classmethod
    def _known_phone_regions(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        codes = tuple(code.upper() for code in value)
        unknown = sorted(set(codes) - phonenumbers.SUPPORTED_REGIONS)
        if unknown:
            raise ValueError(f"unknown phone regions {unknown}: use ISO 3166 alpha-2 codes")
        return codes

    statement_max_runes: int = Field(
        300, ge=20, le=2000, description="A stored statement is cut to this."
    )
    phone_regions: tuple[str, ...] = Field(
        DEFAULT_PHONE_REGIONS,
        min_length=1,
        description="ISO 3166 regions whose nationally written phone numbers are redacted "
        "(+CC numbers always are).",
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
    store: Literal["memory://", "rocksdb://"] = Field(
        "memory://", description="Faust table store: memory:// or rocksdb:// (the chart's default)."
    )
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
    create_topics: bool = Field(
        True,
        description="Create the topics the worker reads and writes at start; false where "
        "operators create topics (the worker then waits, not ready, until they exist).",
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
    # 10, not the literature's 60: a subject holds a few hundred items and each arm offers 40,
    # so an arm's confident first hit must be able to outrank items that are mediocre in both
    # (docs/benchmarks.md, "The fusion constant").
    rrf_k: int = Field(10, ge=1, le=1000, description="Reciprocal rank fusion constant.")
    candidates_per_arm: int = Field(
        40, ge=5, le=1000, description="Best hits of each arm that enter the fusion."
    )
    vector_min_similarity: float = Field(
        0.1,
        ge=-1,
        le=1,
        description="Cosine below which a vector hit does not enter a /v1/recall prompt "
        "(never applied to /v1/search, which returns its limit when the subject has it).",
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
    # Every flush is one command per subject used, which the worker applies to the
    # subject's ledger: a longer interval folds a busy subject's uses into fewer commands.
    touch_flush_seconds: float = Field(
        30.0, gt=0, le=300, description="Item uses are batched into touch commands this often."
    )
    touch_max_pending: int = Field(
        10000,
        ge=1,
        le=1000000,
        description="Distinct items noted between flushes before new ones are dropped.",
    )
    export_max_items: int = Field(
        20000, ge=1, le=1000000, description="Safety cap of one export response."
    )
    max_body_bytes: int = Field(
        1_048_576,
        ge=1024,
        le=67_108_864,
        description="Larger request bodies get 413, from Content-Length or while streaming.",
    )
    body_read_timeout_seconds: float = Field(
        10.0, gt=0, le=300, description="A request body must arrive within this (else 408)."
    )
    cache_max_bytes: int = Field(
        512 * 2**20,
        ge=0,
        description="Memory for the in-process per-subject index (LRU by bytes); 0 turns it "
        "off and every request asks OpenSearch.",
    )
    cache_replay_seconds: float = Field(
        5.0,
        gt=0,
        le=300,
        description="Recent change events kept for replay into a subject being loaded; must "
        "exceed the index refresh interval (1 s) plus the changes listener's lag.",
    )
    cache_replay_max_bytes: int = Field(
        64 * 2**20,
        ge=2**20,
        description="Byte cap of those recent events; a load the window no longer covers is "
        "not cached.",
    )
    key_pepper: SecretStr | None = Field(
        None, description="Server-side secret (32+ bytes) API keys are HMAC'd under."
    )
    key_pepper_file: str | None = Field(
        None, description="File holding the pepper; default: keys.pepper beside the keys file."
    )
    auth_failures_per_address: int = Field(
        20, ge=1, le=100000, description="Failed authentications per client address per window."
    )
    auth_failures_per_key: int = Field(
        50, ge=1, le=100000, description="Failed authentications per API key id per window."
    )
    auth_failure_window_seconds: float = Field(
        60.0, gt=0, le=3600, description="Window of the failed-authentication limits (429)."
    )
    jwt_max_lifetime_seconds: int = Field(
        86400, ge=60, le=31_536_000, description="A JWT's exp may be at most this far ahead."
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
