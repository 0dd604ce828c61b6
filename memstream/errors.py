"""Every error memstream raises on purpose derives from :class:`MemstreamError`.

Hierarchy::

    MemstreamError
    ├── ConfigurationError        a setting is missing or contradicts another
    ├── ServiceUnavailable        a backing service cannot be reached (retry later)
    │   ├── BrokerUnavailable     Kafka
    │   ├── IndexUnavailable      OpenSearch
    │   └── ModelUnavailable      the LLM or a remote embedding endpoint
    ├── IndexWriteFailed          OpenSearch refused some items of a bulk write
    ├── IndexRequestRejected      OpenSearch refused a request as malformed (a bug)
    ├── InvalidEvent              an inbound event fails validation (becomes a DLQ record)
    └── SensitiveContentRefused   a statement is nothing but secrets and is never stored

Errors from aiokafka, opensearch-py and HTTP clients are converted at the boundary
(``raise IndexUnavailable(...) from exc``) so callers handle one family.
"""

from __future__ import annotations


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


class ModelUnavailable(ServiceUnavailable):
    """The LLM or remote embedding endpoint failed or timed out."""


class IndexWriteFailed(MemstreamError):
    """OpenSearch rejected items of a bulk write for a non-retryable reason."""


class InvalidEvent(MemstreamError):
    """An inbound event failed validation; ``reason`` is machine-readable."""

    def __init__(self, reason: str, detail: str) -> None:
        super().__init__(f"{reason}: {detail}")
        self.reason = reason
        self.detail = detail


class SensitiveContentRefused(MemstreamError):
    """A statement consisted of secrets only; it is counted and audited, never stored."""


class IndexRequestRejected(MemstreamError):
    """OpenSearch refused a request as malformed (4xx other than 429): a bug to report."""
