"""The async OpenSearch client and the one place its errors become memstream errors."""

from __future__ import annotations

from collections.abc import Awaitable
from typing import Any, TypeVar

from opensearchpy import AsyncOpenSearch
from opensearchpy import exceptions as os_exc

from memstream.config import OpenSearchSettings
from memstream.errors import IndexRequestRejected, IndexUnavailable, MemstreamError

T = TypeVar("T")

# Statuses worth waiting out: the cluster is busy or briefly broken, not the request.
RETRYABLE_STATUSES = frozenset({408, 429, 500, 502, 503, 504})


def make_client(settings: OpenSearchSettings) -> AsyncOpenSearch:
    auth: tuple[str, str] | None = None
    if settings.username and settings.password is not None:
        auth = (settings.username, settings.password.get_secret_value())
    return AsyncOpenSearch(
        hosts=[settings.url],
        http_auth=auth,
        verify_certs=settings.verify_certs,
        timeout=settings.request_timeout_seconds,
        max_retries=0,  # retries are ours (tenacity), so they are counted and bounded
        retry_on_timeout=False,
    )


def convert_error(exc: Exception, what: str) -> MemstreamError:
    """Map an opensearch-py exception to memstream's family; unknown ones are bugs."""
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
    if isinstance(exc, os_exc.OpenSearchException):
        return IndexRequestRejected(f"OpenSearch client error while {what}: {exc}")
    raise TypeError(f"not an OpenSearch error: {type(exc).__name__}") from exc


async def call(what: str, awaitable: Awaitable[T]) -> T:
    """Await an OpenSearch call, converting its errors at this boundary."""
    try:
        return await awaitable
    except os_exc.OpenSearchException as exc:
        raise convert_error(exc, what) from exc


def hits(response: dict[str, Any]) -> list[dict[str, Any]]:
    found: list[dict[str, Any]] = response.get("hits", {}).get("hits", [])
    return found
