"""One family of errors: every class memstream declares derives from ``MemstreamError`` and is
drawn in ``memstream/errors.py``; every exception class opensearch-py and aiokafka export is
converted at the boundary (httpx's ``test_httpcore_all_exceptions_mapped``), so an upgrade
that adds one fails here instead of leaking a raw client error to callers."""

from __future__ import annotations

import importlib
import pkgutil
from types import ModuleType
from typing import Any

import aiokafka.errors as kafka_exc
import opensearchpy.exceptions as os_exc
import pytest

import agents
import indexers
import memstream
import memstream.errors as errors
import recall
import schemas
import streams
from indexers.client import call
from memstream.errors import (
    KAFKA_ERRORS,
    OPENSEARCH_ERRORS,
    BrokerUnavailable,
    ConfigurationError,
    IndexRequestRejected,
    IndexUnavailable,
    MemstreamError,
    convert_kafka_error,
    convert_opensearch_error,
)
from recall.kafka import kafka_call

# Exported, but deliberately not converted (with the reason; httpx leaves
# ConnectionNotAvailable out the same way).
NOT_CONVERTED = {
    # A warning category (warnings.warn), never raised by the client.
    os_exc.OpenSearchWarning: "a warning, not an error",
    # aiokafka raises it from getone()/getmany() after our own stop(): shutdown.
    kafka_exc.ConsumerStoppedError: "our own consumer was stopped",
    # Raised only by the transactional producer API, which memstream does not use.
    kafka_exc.IllegalOperation: "transactions are not used; a bug if seen",
}


def _exported(module: ModuleType) -> set[type[BaseException]]:
    package = module.__name__.split(".")[0]
    return {
        value
        for value in vars(module).values()
        if isinstance(value, type)
        and issubclass(value, BaseException)
        and value.__module__.split(".")[0] == package
    }


def _instance(cls: type[BaseException]) -> Exception:
    if issubclass(cls, os_exc.TransportError):
        return cls(400, "some_exception", {"error": "details"})
    try:
        exc = cls("boom")
    except TypeError:
        exc = cls()
    assert isinstance(exc, Exception)
    return exc


OPENSEARCH = sorted(_exported(os_exc) - set(NOT_CONVERTED), key=lambda c: c.__name__)
KAFKA = sorted(_exported(kafka_exc) - set(NOT_CONVERTED), key=lambda c: c.__name__)


def test_the_client_modules_export_what_this_test_expects() -> None:
    """Guards the enumeration itself: an import change must not make the lists empty."""
    assert os_exc.ConnectionTimeout in OPENSEARCH
    assert os_exc.ImproperlyConfigured in OPENSEARCH
    assert len(KAFKA) > 100  # one class per broker error code, and the client's own
    assert set(NOT_CONVERTED) <= _exported(os_exc) | _exported(kafka_exc)


def test_every_opensearch_exception_is_mapped() -> None:
    unmapped = [c.__name__ for c in OPENSEARCH if not issubclass(c, OPENSEARCH_ERRORS)]
    assert not unmapped, f"opensearch-py exceptions no boundary catches: {unmapped}"
    for cls in OPENSEARCH:
        converted = convert_opensearch_error(_instance(cls), "testing")
        assert isinstance(converted, MemstreamError), cls


def test_every_aiokafka_exception_is_mapped() -> None:
    unmapped = [c.__name__ for c in KAFKA if not issubclass(c, KAFKA_ERRORS)]
    assert not unmapped, f"aiokafka exceptions no boundary catches: {unmapped}"
    for cls in KAFKA:
        converted = convert_kafka_error(_instance(cls), "testing")
        assert isinstance(converted, BrokerUnavailable), cls


@pytest.mark.parametrize(
    ("exc", "expected"),
    [
        (os_exc.ConnectionTimeout("TIMEOUT", "timed out", None), IndexUnavailable),
        (os_exc.TransportError(503, "unavailable", {}), IndexUnavailable),
        (os_exc.TransportError(429, "too_many_requests", {}), IndexUnavailable),
        (os_exc.NotFoundError(404, "index_not_found_exception", {}), IndexRequestRejected),
        (os_exc.AuthenticationException(401, "security_exception", {}), IndexRequestRejected),
        (os_exc.SerializationError("cannot encode"), IndexRequestRejected),
        (os_exc.ImproperlyConfigured("bad connection class"), ConfigurationError),
        (os_exc.UnknownDslObject("nope"), IndexRequestRejected),
    ],
)
def test_opensearch_errors_become_the_class_callers_act_on(
    exc: Exception, expected: type[MemstreamError]
) -> None:
    """Retryable ones are IndexUnavailable, and only those: a 404 retried forever would
    hide a bug, a 503 reported as a bug would crash a worker that should wait."""
    converted = convert_opensearch_error(exc, "searching")
    assert type(converted) is expected
    assert "searching" in str(converted)


def test_kafka_messages_say_what_to_check() -> None:
    refused = convert_kafka_error(kafka_exc.TopicAuthorizationFailedError(), "publishing")
    unreachable = convert_kafka_error(kafka_exc.KafkaConnectionError(), "publishing")
    too_old = convert_kafka_error(kafka_exc.UnsupportedVersionError(), "publishing")
    assert "ACLs" in str(refused) and "BOOTSTRAP_SERVERS" not in str(refused)
    assert "BOOTSTRAP_SERVERS" in str(unreachable) and "ACLs" not in str(unreachable)
    assert "version" in str(too_old) and "ACLs" not in str(too_old)
    for converted in (refused, unreachable, too_old):
        assert "while publishing" in str(converted)


def test_an_error_from_elsewhere_is_not_converted() -> None:
    with pytest.raises(TypeError):
        convert_opensearch_error(ValueError("x"), "testing")
    with pytest.raises(TypeError):
        convert_kafka_error(os_exc.ConnectionError("N/A", "x", None), "testing")
    with pytest.raises(TypeError):
        convert_kafka_error(kafka_exc.ConsumerStoppedError(), "testing")


async def _raise(exc: Exception) -> Any:
    raise exc


async def test_the_boundaries_convert_every_class_they_catch() -> None:
    """``call`` and ``kafka_call`` catch the same tuples the mapping covers: a client
    configuration error (not an OpenSearchException) is converted too."""
    with pytest.raises(ConfigurationError) as caught:
        await call("searching", _raise(os_exc.ImproperlyConfigured("bad")))
    assert isinstance(caught.value.__cause__, os_exc.ImproperlyConfigured)
    with pytest.raises(BrokerUnavailable) as refused:
        await kafka_call("listing topics", _raise(kafka_exc.GroupAuthorizationFailedError()))
    assert isinstance(refused.value.__cause__, kafka_exc.GroupAuthorizationFailedError)


def _all_modules() -> list[ModuleType]:
    modules = []
    for package in (agents, indexers, memstream, recall, schemas, streams):
        for info in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
            modules.append(importlib.import_module(info.name))
    return modules


def test_every_memstream_error_derives_from_the_root_and_is_drawn() -> None:
    """The tree in ``memstream/errors.py`` names every error class memstream declares, and
    every one of them derives from ``MemstreamError``."""
    declared = {
        value
        for module in _all_modules()
        for value in vars(module).values()
        if isinstance(value, type)
        and issubclass(value, Exception)
        and value.__module__ == module.__name__
        and not value.__name__.startswith("_")
    }
    assert declared, "no modules were imported"
    tree = errors.__doc__ or ""
    assert "\n    MemstreamError\n" in tree
    for cls in declared - {MemstreamError}:
        assert issubclass(cls, MemstreamError), f"{cls.__module__}.{cls.__name__}"
        assert f"── {cls.__name__} " in tree, f"{cls.__name__} is missing from the tree"


def test_the_dead_classes_are_gone() -> None:
    assert not hasattr(errors, "IndexWriteFailed")
    assert not hasattr(errors, "SensitiveContentRefused")
