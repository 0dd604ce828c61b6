"""Every error memstream raises on purpose derives from :class:`MemstreamError`, and the
errors of the clients it uses (aiokafka, opensearch-py) become one of them at the boundary.

Hierarchy (where each class lives in brackets when it is not this module; a package keeps
an error that only it raises, as a subclass of one of these)::

    MemstreamError
    ├── ConfigurationError          a setting is missing or contradicts another
    │   ├── TopicCreationRefused    Kafka refused to create a topic  [memstream.shell.runtime]
    │   └── IndexDimensionMismatch  a tenant index holds vectors of another size than the
    │                               configured embedder makes
    ├── ServiceUnavailable          a backing service cannot be reached (retry later)
    │   ├── BrokerUnavailable       Kafka
    │   ├── IndexUnavailable        OpenSearch
    │   │   └── IndexWriteBlocked   OpenSearch refused bulk items for a reason not in the
    │   │                           documents (auth, cluster block, disk watermark, overload)
    │   ├── ModelUnavailable        the LLM or a remote embedding endpoint
    │   ├── LoadRequestFailed       the recall service gave the benchmark's load no
    │   │                           readable answer  [memstream.shell.benchmarks.http_load]
    │   └── KeysUnavailable         the recall keys file does not validate  [recall.errors]
    ├── IndexRequestRejected        OpenSearch refused a request as malformed (a bug)
    ├── InvalidEvent                an inbound event fails validation (a DLQ record)
    ├── ModelRequestRejected        the LLM refused the request itself (4xx)  [agents.llm]
    ├── DistillParseError           the LLM answered no usable JSON  [agents.distiller]
    ├── LedgerRecordsBroken         a ledger's journal does not apply to its base
    │                               [agents.ledger_records]
    ├── InvalidInputLine            a line of a produce file is not a turn  [streams.producer]
    ├── AccessError                 recall refuses the caller  [recall.errors]
    │   ├── Unauthenticated         no credential, or one that does not verify
    │   ├── Forbidden               a valid one reaching outside its tenant, subject, role
    │   └── TooManyAttempts         too many failed attempts; wait ``retry_after``
    ├── InvalidRequest              a recall request is incomplete or contradictory
    │                               [recall.errors]
    ├── WorkerFailed                a worker process exited or never became ready
    │                               [memstream.shell.runtime]
    ├── LedgersLost                 a restarted worker came up without its ledgers
    │                               [memstream.shell.benchmarks.restart]
    └── DemoFailed                  a step of ``make demo`` failed  [memstream.shell.demo_run]

At the boundary, :func:`convert_opensearch_error` and :func:`convert_kafka_error` turn the
clients' errors into this family (``raise convert_kafka_error(exc, what) from exc``); catch
:data:`OPENSEARCH_ERRORS` and :data:`KAFKA_ERRORS`, which hold every error class those
clients raise. ``tests/unit/memstream/test_errors.py`` checks that each class they export
is covered.
"""

from __future__ import annotations

from aiokafka import errors as kafka_exc
from opensearchpy import exceptions as os_exc


class MemstreamError(Exception):
    """Root of memstream's own errors."""


class ConfigurationError(MemstreamError):
    """A setting is missing, malformed, or contradicts another one."""


class ServiceUnavailable(MemstreamError):
    """A backing service did not answer; the operation may succeed when retried."""


class BrokerUnavailable(ServiceUnavailable):
    """Kafka could not be reached."""


class IndexUnavailable(ServiceUnavailable):
    """OpenSearch could not be reached or answered with a retryable status."""


class IndexWriteBlocked(IndexUnavailable):
    """OpenSearch refused bulk items for a reason that is not in the documents: missing
    permissions (401/403), a cluster or index block (read-only, disk flood stage), or a
    rejected execution. The batch is retried and its offsets do not advance meanwhile."""


class ModelUnavailable(ServiceUnavailable):
    """The LLM or remote embedding endpoint failed or timed out."""


class InvalidEvent(MemstreamError):
    """An inbound event failed validation; ``reason`` is machine-readable."""

    def __init__(self, reason: str, detail: str) -> None:
        super().__init__(f"{reason}: {detail}")
        self.reason = reason
        self.detail = detail


class IndexRequestRejected(MemstreamError):
    """OpenSearch refused a request as malformed (4xx other than 429): a bug to report."""


# --- opensearch-py -------------------------------------------------------------------

# Every error class opensearch-py raises: its client's (OpenSearchException), a bad client
# configuration, and its query DSL's (which memstream does not use; a bug if seen).
OPENSEARCH_ERRORS: tuple[type[Exception], ...] = (
    os_exc.OpenSearchException,
    os_exc.ImproperlyConfigured,
    os_exc.OpenSearchDslException,
)

# Statuses worth waiting out: the cluster is busy or briefly broken, not the request.
RETRYABLE_STATUSES = frozenset({408, 429, 500, 502, 503, 504})


def convert_opensearch_error(exc: Exception, what: str) -> MemstreamError:
    """The memstream error for an opensearch-py error raised while doing ``what``:
    unreachable or overloaded is :class:`IndexUnavailable` (retried), a refused request
    :class:`IndexRequestRejected`, a bad client setting :class:`ConfigurationError`.
    Anything not in :data:`OPENSEARCH_ERRORS` is a bug: ``TypeError``."""
    if isinstance(exc, os_exc.ConnectionError):  # includes ConnectionTimeout and SSLError
        return IndexUnavailable(
            f"OpenSearch could not be reached while {what}: {type(exc).__name__}. "
            "Check MEMSTREAM_OPENSEARCH__URL and that the cluster is up (make status)."
        )
    if isinstance(exc, os_exc.TransportError):
        status = exc.status_code if isinstance(exc.status_code, int) else 0
        if status in RETRYABLE_STATUSES:
            return IndexUnavailable(
                f"OpenSearch answered {status} while {what}; it is overloaded or recovering."
            )
        if status in (401, 403):
            return IndexRequestRejected(
                f"OpenSearch refused our credentials ({status}) while {what}: "
                "check MEMSTREAM_OPENSEARCH__USERNAME / __PASSWORD."
            )
        return IndexRequestRejected(
            f"OpenSearch rejected the request ({status}) while {what}: {exc.error}"
        )
    if isinstance(exc, os_exc.ImproperlyConfigured):
        return ConfigurationError(
            f"the OpenSearch client is misconfigured ({exc}) while {what}: check the "
            "MEMSTREAM_OPENSEARCH__* settings."
        )
    if isinstance(exc, OPENSEARCH_ERRORS):
        return IndexRequestRejected(f"OpenSearch client error while {what}: {exc}")
    raise TypeError(f"not an OpenSearch error: {type(exc).__name__}") from exc


# --- aiokafka ------------------------------------------------------------------------

# Every aiokafka error memstream converts. Two classes of aiokafka.errors are left out on
# purpose: ConsumerStoppedError (our own consumer was stopped: shutdown, not a failure) and
# IllegalOperation (raised only by the transactional producer API, which memstream does
# not use: a bug if seen, so it surfaces as itself).
KAFKA_ERRORS: tuple[type[Exception], ...] = (kafka_exc.KafkaError,)

_KAFKA_ACCESS = (
    kafka_exc.AuthenticationFailedError,
    kafka_exc.AuthenticationMethodNotSupported,
    kafka_exc.SaslAuthenticationFailed,
    kafka_exc.UnsupportedSaslMechanismError,
    kafka_exc.IllegalSaslStateError,
    kafka_exc.TopicAuthorizationFailedError,
    kafka_exc.GroupAuthorizationFailedError,
    kafka_exc.ClusterAuthorizationFailedError,
    kafka_exc.TransactionalIdAuthorizationFailed,
    kafka_exc.DelegationTokenAuthDisabled,
    kafka_exc.DelegationTokenAuthorizationFailed,
)
_KAFKA_COMPATIBILITY = (
    kafka_exc.IncompatibleBrokerVersion,
    kafka_exc.UnrecognizedBrokerVersion,
    kafka_exc.UnsupportedVersionError,
    kafka_exc.UnsupportedCodecError,
    kafka_exc.KafkaConfigurationError,
    kafka_exc.InvalidConfigurationError,
)


def convert_kafka_error(exc: Exception, what: str) -> BrokerUnavailable:
    """The memstream error for an aiokafka error raised while doing ``what``.

    Always :class:`BrokerUnavailable`, which every caller retries or reports: a refused
    login or ACL is fixable while the service waits, like an unreachable broker. The
    message says which of the three to check. Anything not in :data:`KAFKA_ERRORS` is a
    bug: ``TypeError``."""
    if not isinstance(exc, KAFKA_ERRORS):
        raise TypeError(f"not a Kafka error: {type(exc).__name__}") from exc
    if isinstance(exc, _KAFKA_ACCESS):
        hint = (
            "Kafka refused our credentials or ACLs: check MEMSTREAM_KAFKA__SECURITY_PROTOCOL "
            "and __SASL_*, and grant the principal access to memstream's topics and group."
        )
    elif isinstance(exc, _KAFKA_COMPATIBILITY):
        hint = "check the broker's version and the MEMSTREAM_KAFKA__* settings."
    else:
        hint = (
            "check MEMSTREAM_KAFKA__BOOTSTRAP_SERVERS and its security settings, and that "
            "the brokers are up (make status)."
        )
    return BrokerUnavailable(f"Kafka failed while {what} ({type(exc).__name__}): {hint}")


class IndexDimensionMismatch(ConfigurationError):
    """A tenant's memories index exists with another vector size than the configured
    embedder makes (an index made before a provider change). Every document written to it
    would be refused, so the worker stops instead; the message names the index, both sizes
    and what to do. ``found`` is None when the index has no vector field at all."""

    def __init__(self, message: str, *, index: str, found: int | None, expected: int) -> None:
        super().__init__(message)
        self.index = index
        self.found = found
        self.expected = expected
