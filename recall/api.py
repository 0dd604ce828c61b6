"""The recall service's HTTP API (FastAPI): recall, search, health, and the app itself.

Every route that touches memory takes its principal from :func:`recall.deps.principal`
(401 when missing or bad) and its scope from :func:`recall.auth.resolve_scope` (403
outside it), so the tenant — and for a user credential the subject — come from the
credential only. Reads go through the scoped query builder; the manager's writes are
commands (``recall.manager_api``).

OpenAPI docs are served at ``/docs``; ``/healthz``, ``/readyz`` and ``/metrics`` are
unauthenticated and carry no memory data.

Every request passes :class:`recall.body_limit.BodyLimit` first (413 for a body over the
cap, 408 for one that does not arrive in time), before any parsing or authentication.
Validation errors are answered with at most ``VALIDATION_ERRORS_SHOWN`` entries, each
naming where and why in a bounded string, never what was sent.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import logging
import os
import time
from collections.abc import AsyncIterator, Callable
from datetime import datetime
from pathlib import Path
from typing import Any

from fastapi import APIRouter, FastAPI, Request, Response
from fastapi.encoders import jsonable_encoder
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse, PlainTextResponse
from prometheus_client import (
    CONTENT_TYPE_LATEST,
    CollectorRegistry,
    Info,
    ProcessCollector,
    generate_latest,
)
from tenacity import AsyncRetrying, before_sleep_log, retry_if_exception_type, wait_exponential

from agents.embedder import Embedder, make_embedder
from indexers.client import make_client
from memstream.background import BackgroundTask
from memstream.config import Settings
from memstream.errors import IndexRequestRejected, ServiceUnavailable
from memstream.metrics import RecallMetrics
from recall.auth import (
    Authenticator,
    JwtVerifier,
    KeyStore,
    configured_pepper,
    pepper_file,
    resolve_scope,
)
from recall.body_limit import BodyLimit
from recall.cache import MemoryCache
from recall.commands import CommandBus
from recall.deps import PrincipalDep, Services, ServicesDep
from recall.embedding import QueryEmbedder
from recall.errors import Forbidden, InvalidRequest, TooManyAttempts, Unauthenticated
from recall.manager import ManagerReads
from recall.manager_api import router as manager_router
from recall.models import RecallRequest, RecallResponse, SearchRequest, SearchResponse
from recall.ranking import preset
from recall.service import RecallService
from recall.throttle import FailureThrottle
from recall.touches import TouchBatcher
from recall.workspaces import SubjectSwitches, WorkspaceView
from schemas.common import utcnow

log = logging.getLogger(__name__)

# Connecting to Kafka at start-up is retried after 1 s, 2, 4, ... at most 30 s, for as
# long as it takes (one connection: the attempts are consecutive failures).
KAFKA_RETRY_SECONDS = 1.0
KAFKA_RETRY_MAX_SECONDS = 30.0
READY_PING_SECONDS = 2.0
# A 422 lists at most this many validation errors, each location part and message cut.
VALIDATION_ERRORS_SHOWN = 10
VALIDATION_LOC_PARTS = 8
VALIDATION_TEXT_CHARS = 200


def build_services(
    settings: Settings,
    *,
    registry: CollectorRegistry,
    embedder: Embedder | None,
    clock: Callable[[], datetime],
) -> Services:
    metrics = RecallMetrics.create(registry)
    client = make_client(settings.opensearch)
    options = settings.recall
    query_embedder = QueryEmbedder(
        embedder if embedder is not None else make_embedder(settings.embedding),
        timeout_seconds=settings.embedding.timeout_seconds,
        metrics=metrics,
    )
    ranking = preset(
        options.ranking,
        rrf_k=options.rrf_k,
        candidates=options.candidates_per_arm,
        vector_min_similarity=options.vector_min_similarity,
    )
    workspaces = WorkspaceView(settings)
    switches = SubjectSwitches()
    cache = (
        MemoryCache(
            client,
            index_prefix=settings.opensearch.index_prefix,
            max_bytes=options.cache_max_bytes,
            replay_seconds=options.cache_replay_seconds,
            replay_max_bytes=options.cache_replay_max_bytes,
            metrics=metrics,
        )
        if options.cache_max_bytes > 0
        else None
    )
    bus = CommandBus(
        settings.kafka,
        metrics=metrics,
        followers=(cache,) if cache is not None else (),
        replay_seconds=options.cache_replay_seconds if cache is not None else 0.0,
    )
    return Services(
        settings=settings,
        client=client,
        recall=RecallService(
            client,
            settings=settings,
            embedder=query_embedder,
            ranking=ranking,
            workspaces=workspaces,
            switches=switches,
            metrics=metrics,
            cache=cache,
            clock=clock,
        ),
        reads=ManagerReads(
            client,
            index_prefix=settings.opensearch.index_prefix,
            export_max_items=options.export_max_items,
            clock=clock,
        ),
        bus=bus,
        touches=TouchBatcher(
            bus,
            flush_seconds=options.touch_flush_seconds,
            max_pending=options.touch_max_pending,
            metrics=metrics,
        ),
        workspaces=workspaces,
        switches=switches,
        auth=Authenticator(
            KeyStore(
                Path(options.keys_file).expanduser(),
                pepper=configured_pepper(options),
                pepper_file=pepper_file(options),
            ),
            JwtVerifier(options),
            throttle=FailureThrottle(
                per_address=options.auth_failures_per_address,
                per_key=options.auth_failures_per_key,
                window_seconds=options.auth_failure_window_seconds,
            ),
        ),
        embedder=query_embedder,
        metrics=metrics,
        registry=registry,
        cache=cache,
    )


async def _connect_kafka(services: Services) -> None:
    """Keep trying: recall reads work without Kafka; writes and readiness wait for it. The
    error's message says what to check (the bootstrap servers, credentials, ACLs)."""
    await AsyncRetrying(
        retry=retry_if_exception_type(ServiceUnavailable),
        wait=wait_exponential(multiplier=KAFKA_RETRY_SECONDS, max=KAFKA_RETRY_MAX_SECONDS),
        before_sleep=before_sleep_log(log, logging.WARNING),
    )(services.bus.start)


def create_app(
    settings: Settings,
    *,
    registry: CollectorRegistry | None = None,
    embedder: Embedder | None = None,
    clock: Callable[[], datetime] = utcnow,
) -> FastAPI:
    """The recall app. ``embedder`` and ``clock`` are injectable for tests and benchmarks."""
    if registry is None:
        registry = CollectorRegistry()
        # CPU, resident memory and start time of this process, and its pid: with
        # --workers each process has its own cache, so its memory is what an operator
        # watches, and a scrape says which process answered.
        ProcessCollector(registry=registry)
        Info(
            "memstream_recall_process", "The serving process that answered.", registry=registry
        ).info({"pid": str(os.getpid())})
    services = build_services(settings, registry=registry, embedder=embedder, clock=clock)

    @contextlib.asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        await services.embedder.warm_up()
        await services.workspaces.start()
        connecting = BackgroundTask("memstream-kafka")
        connecting.start(functools.partial(_connect_kafka, services))
        await services.touches.start()
        try:
            yield
        finally:
            await services.touches.stop()
            await connecting.stop()
            await services.bus.stop()
            await services.workspaces.stop()
            await services.embedder.aclose()
            services.auth.close()
            await services.client.close()

    app = FastAPI(
        title="memstream recall",
        version="1",
        summary="Hybrid recall, search and the memory manager, scoped by credential.",
        lifespan=lifespan,
    )
    app.state.services = services
    app.add_middleware(
        BodyLimit,
        max_bytes=settings.recall.max_body_bytes,
        read_timeout_seconds=settings.recall.body_read_timeout_seconds,
        metrics=services.metrics,
    )
    _install_error_handlers(app, services.metrics)
    app.include_router(health_router)
    app.include_router(recall_router)
    app.include_router(manager_router)
    return app


def _install_error_handlers(app: FastAPI, metrics: RecallMetrics) -> None:
    @app.exception_handler(Unauthenticated)
    async def unauthenticated(request: Request, exc: Unauthenticated) -> JSONResponse:
        metrics.auth_failures.labels("401").inc()
        # Which check failed is logged for the operator, not told to the caller.
        log.info("rejected a credential: %s", exc)
        return JSONResponse(
            {"detail": "missing or invalid credential"},
            status_code=401,
            headers={"WWW-Authenticate": "Bearer"},
        )

    @app.exception_handler(TooManyAttempts)
    async def throttled(request: Request, exc: TooManyAttempts) -> JSONResponse:
        metrics.auth_failures.labels("429").inc()
        return JSONResponse(
            {"detail": "too many failed authentications; retry later"},
            status_code=429,
            headers={"Retry-After": str(max(1, int(exc.retry_after + 0.999)))},
        )

    @app.exception_handler(Forbidden)
    async def forbidden(request: Request, exc: Forbidden) -> JSONResponse:
        metrics.auth_failures.labels("403").inc()
        return JSONResponse({"detail": str(exc)}, status_code=403)

    @app.exception_handler(InvalidRequest)
    async def invalid(request: Request, exc: InvalidRequest) -> JSONResponse:
        return JSONResponse({"detail": str(exc)}, status_code=422)

    @app.exception_handler(RequestValidationError)
    async def malformed(request: Request, exc: RequestValidationError) -> JSONResponse:
        # FastAPI's default handler echoes each rejected input back: a lone surrogate cannot
        # be encoded (a 500 instead of a 422), and a body with 200,000 unknown keys came back
        # as 13 MB. Name where and why, never what was sent, and only the first few.
        errors = exc.errors()
        body: dict[str, Any] = {
            "detail": [
                {
                    "loc": [_bounded(p) for p in e.get("loc", ())][:VALIDATION_LOC_PARTS],
                    "msg": _bounded(e.get("msg", "")),
                }
                for e in errors[:VALIDATION_ERRORS_SHOWN]
            ]
        }
        if len(errors) > VALIDATION_ERRORS_SHOWN:
            body["more_errors"] = len(errors) - VALIDATION_ERRORS_SHOWN
        return JSONResponse(jsonable_encoder(body), status_code=422)

    @app.exception_handler(ServiceUnavailable)
    async def unavailable(request: Request, exc: ServiceUnavailable) -> JSONResponse:
        return JSONResponse({"detail": str(exc)}, status_code=503, headers={"Retry-After": "1"})

    @app.exception_handler(IndexRequestRejected)
    async def rejected(request: Request, exc: IndexRequestRejected) -> JSONResponse:
        log.error("OpenSearch rejected a recall query: %s", exc)
        return JSONResponse({"detail": "the index refused the query"}, status_code=500)


def _bounded(part: object) -> str | int:
    if isinstance(part, int) and not isinstance(part, bool):
        return part
    text = str(part)[:VALIDATION_TEXT_CHARS]
    return text.encode("utf-8", "replace").decode("utf-8")


# -- health ------------------------------------------------------------------------------

health_router = APIRouter(tags=["health"])


@health_router.get("/healthz")
async def healthz() -> dict[str, str]:
    """Liveness: the process answers."""
    return {"status": "ok"}


@health_router.get("/readyz")
async def readyz(services: ServicesDep) -> JSONResponse:
    """Readiness: OpenSearch answers, Kafka is connected, workspace settings are loaded,
    and the keys file is valid (while it is not, every API key is refused)."""
    try:
        opensearch = bool(await asyncio.wait_for(services.client.ping(), READY_PING_SECONDS))
    except Exception:
        opensearch = False  # any failure, whatever its kind, means "not ready"
    checks = {
        "opensearch": opensearch,
        "kafka": services.bus.ready,
        "changes_listener": services.bus.listening,
        "memory_cache": services.recall.cache_ready,
        "workspace_settings": services.workspaces.ready,
        "keys_file": services.auth.keys_problem is None,
    }
    # The changes listener is not required: without it, writes answer 202 unwaited.
    ready = (
        checks["opensearch"]
        and checks["kafka"]
        and checks["workspace_settings"]
        and checks["keys_file"]
    )
    return JSONResponse({"ready": ready, "checks": checks}, status_code=200 if ready else 503)


@health_router.get("/metrics", response_class=PlainTextResponse)
async def metrics(services: ServicesDep) -> Response:
    """Prometheus text format."""
    return Response(generate_latest(services.registry), media_type=CONTENT_TYPE_LATEST)


# -- recall and search -------------------------------------------------------------------

recall_router = APIRouter(prefix="/v1", tags=["recall"])


@recall_router.post("/recall", response_model=RecallResponse)
async def recall(
    body: RecallRequest, principal: PrincipalDep, services: ServicesDep
) -> RecallResponse:
    """Memory for the next turn: the resident block, situational recall, the prompt."""
    scope = resolve_scope(principal, body.subject)
    services.require_settings_view()
    started = time.perf_counter()
    answer: RecallResponse = await services.bounded(
        "recall", services.recall.recall(scope, body.message, as_of=body.as_of)
    )
    services.metrics.request_seconds.labels("recall", str(answer.degraded).lower()).observe(
        time.perf_counter() - started
    )
    services.metrics.results_returned.labels("recall").inc(len(answer.used))
    if body.as_of is None:  # an as-of answer inspects history; it is not a use
        services.touches.record(scope, (u.id for u in answer.used))
    return answer


@recall_router.post("/search", response_model=SearchResponse)
async def search(
    body: SearchRequest, principal: PrincipalDep, services: ServicesDep
) -> SearchResponse:
    """The agent's memory-search tool: hybrid search, at most 20 items and 2,000 runes."""
    scope = resolve_scope(principal, body.subject)
    services.require_settings_view()
    limits = services.settings.limits
    limit = min(body.limit or limits.search_default_limit, limits.search_max_limit)
    started = time.perf_counter()
    answer: SearchResponse = await services.bounded(
        "search", services.recall.search(scope, body.query, limit=limit)
    )
    services.metrics.request_seconds.labels("search", str(answer.degraded).lower()).observe(
        time.perf_counter() - started
    )
    services.metrics.results_returned.labels("search").inc(len(answer.items))
    services.touches.record(scope, (i.id for i in answer.items))
    return answer
