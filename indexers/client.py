"""The async OpenSearch client, and :func:`call`, which converts its errors at this boundary
(with :func:`memstream.errors.convert_opensearch_error`)."""

from __future__ import annotations

import ssl
from collections.abc import Awaitable
from typing import Any, TypeVar

import certifi
import orjson
from opensearchpy import AsyncOpenSearch
from opensearchpy.exceptions import SerializationError
from opensearchpy.serializer import JSONSerializer

from memstream.config import OpenSearchSettings
from memstream.errors import OPENSEARCH_ERRORS, ConfigurationError, convert_opensearch_error

T = TypeVar("T")


class FastJSONSerializer(JSONSerializer):
    """opensearch-py's serializer, parsing answers with orjson: the recall cache loads a
    subject's items with their vectors in one answer, and the standard library's parser
    took most of that load's CPU. Requests are written as before."""

    def loads(self, s: str) -> Any:
        try:
            return orjson.loads(s)
        except orjson.JSONDecodeError as exc:
            raise SerializationError(s, exc) from exc


def make_client(settings: OpenSearchSettings) -> AsyncOpenSearch:
    auth: tuple[str, str] | None = None
    if settings.username and settings.password is not None:
        auth = (settings.username, settings.password.get_secret_value())
    tls: dict[str, Any] = {"verify_certs": settings.verify_certs}
    context = _tls_context(settings)
    if context is not None:  # the client then ignores (and warns about) verify_certs
        tls = {"ssl_context": context}
    return AsyncOpenSearch(
        hosts=[settings.url],
        http_auth=auth,
        **tls,
        timeout=settings.request_timeout_seconds,
        max_retries=0,  # retries are ours (tenacity), so they are counted and bounded
        retry_on_timeout=False,
        serializer=FastJSONSerializer(),
    )


def _tls_context(settings: OpenSearchSettings) -> ssl.SSLContext | None:
    """A TLS context with our own CA and/or client certificate, built (and its files read)
    at start-up so a bad path is one clear error, not a failure on the first request."""
    if not (settings.ca_certs or settings.client_cert):
        return None
    try:
        context = ssl.create_default_context(cafile=settings.ca_certs or certifi.where())
        if settings.client_cert:
            context.load_cert_chain(settings.client_cert, settings.client_key)
    except (OSError, ssl.SSLError) as exc:
        raise ConfigurationError(
            "cannot load the OpenSearch TLS files (MEMSTREAM_OPENSEARCH__CA_CERTS / "
            f"__CLIENT_CERT / __CLIENT_KEY): {exc}; mount readable PEM files there"
        ) from exc
    if not settings.verify_certs:
        context.check_hostname = False
        context.verify_mode = ssl.CERT_NONE
    return context


async def call(what: str, awaitable: Awaitable[T]) -> T:
    """Await an OpenSearch call, converting its errors at this boundary."""
    try:
        return await awaitable
    except OPENSEARCH_ERRORS as exc:
        raise convert_opensearch_error(exc, what) from exc


def hits(response: dict[str, Any]) -> list[dict[str, Any]]:
    found: list[dict[str, Any]] = response.get("hits", {}).get("hits", [])
    return found
