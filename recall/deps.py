"""What a request handler may depend on: the app's services and the caller's principal.

:func:`principal` is the only place a credential is read (401 when missing or bad).
:func:`scope` turns it and the request's ``?subject=`` into a scope with
:func:`recall.auth.resolve_scope` (403 outside it), and :func:`admin` admits only an admin
credential (403). FastAPI solves each dependency once per request, so a router that
declares ``principal`` for all its routes and a handler that takes ``ScopeDep``
authenticate the caller once.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from typing import Annotated, Any

from fastapi import Depends, Path, Query, Request
from fastapi.security import APIKeyHeader, HTTPAuthorizationCredentials, HTTPBearer
from opensearchpy import AsyncOpenSearch
from prometheus_client import CollectorRegistry

from memstream.config import Settings
from memstream.errors import ServiceUnavailable
from memstream.metrics import RecallMetrics
from recall.auth import Authenticator, Principal, require_admin, resolve_scope
from recall.cache import MemoryCache
from recall.commands import CommandBus
from recall.embedding import QueryEmbedder
from recall.manager import ManagerReads
from recall.query import Scope
from recall.service import RecallService
from recall.touches import TouchBatcher
from recall.workspaces import SubjectSwitches, WorkspaceView


@dataclass
class Services:
    """Everything one recall app owns, built once by ``create_app``."""

    settings: Settings
    client: AsyncOpenSearch
    recall: RecallService
    reads: ManagerReads
    bus: CommandBus
    touches: TouchBatcher
    workspaces: WorkspaceView
    switches: SubjectSwitches
    auth: Authenticator
    embedder: QueryEmbedder
    metrics: RecallMetrics
    registry: CollectorRegistry
    cache: MemoryCache | None = None  # the in-process index; None when it is off

    def require_settings_view(self) -> None:
        """Recall must not guess whether a workspace switched memory off."""
        if not self.workspaces.ready:
            raise ServiceUnavailable("workspace settings are still loading from Kafka")

    async def bounded(self, endpoint: str, work: Any) -> Any:
        """Answer within the request timeout or say 503: never hang a chat turn."""
        timeout = self.settings.recall.request_timeout_seconds
        try:
            # asyncio.timeout, not wait_for: wait_for wraps the work in a task of its
            # own, a cost paid on every request.
            async with asyncio.timeout(timeout):
                return await work
        except TimeoutError:
            self.metrics.timeouts.labels(endpoint).inc()
            raise ServiceUnavailable(
                f"{endpoint} did not finish within {timeout:g}s; the index is slow or unreachable"
            ) from None


def _services_of(request: Request) -> Services:
    found: Services = request.app.state.services
    return found


async def services(request: Request) -> Services:
    """A coroutine, so FastAPI calls it on the loop: a plain ``def`` dependency would be
    run in a worker thread, a thread hop on every request for one attribute read."""
    return _services_of(request)


_bearer = HTTPBearer(auto_error=False, description="An API key (msk_…) or a JWT.")
_api_key = APIKeyHeader(name="X-API-Key", auto_error=False, description="An API key.")


async def principal(
    request: Request,
    bearer: Annotated[HTTPAuthorizationCredentials | None, Depends(_bearer)],
    api_key: Annotated[str | None, Depends(_api_key)],
) -> Principal:
    credential = bearer.credentials if bearer is not None else api_key
    address = request.client.host if request.client is not None else None
    return await _services_of(request).auth.authenticate(credential, address=address)


PrincipalDep = Annotated[Principal, Depends(principal)]
ServicesDep = Annotated[Services, Depends(services)]
SubjectParam = Annotated[
    str | None,
    Query(max_length=200, description="The subject (service and admin credentials only)."),
]
WaitParam = Annotated[
    bool, Query(description="Wait (bounded) for the worker's outcome and return the item.")
]
ItemId = Annotated[str, Path(min_length=1, max_length=200)]
TopicParam = Annotated[str, Path(min_length=1, max_length=200)]


# async: FastAPI runs a plain ``def`` dependency in its thread pool, a thread hop per
# request for a few microseconds of work.
async def scope(principal: PrincipalDep, subject: SubjectParam = None) -> Scope:
    """The request's scope: the credential's tenant, and its own subject or the one a
    service or admin credential names with ``?subject=`` (403 outside it)."""
    return resolve_scope(principal, subject)


async def admin(principal: PrincipalDep) -> Principal:
    """The caller, who must hold an admin credential (403 otherwise)."""
    require_admin(principal)
    return principal


ScopeDep = Annotated[Scope, Depends(scope)]
AdminDep = Annotated[Principal, Depends(admin)]
