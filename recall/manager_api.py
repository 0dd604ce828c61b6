"""The memory manager API (``/v1/memory/…``), scoped like recall.

Reads (settings, items, topics, export) go through the scoped query builder. Writes are
commands on ``memstream.commands``: 202 with the command id, or with ``?wait=true`` the
worker's outcome and the resulting item (404 not in this scope, 409 blocked by a
tombstone, 422 nothing but secrets). A ``?wait=true`` answer comes after the tenant's
indices were refreshed, so the item is then readable through every read endpoint. A
write never reads first, so its answer cannot reveal whether an id exists outside the
caller's scope: the command is keyed to the caller's own subject, whose writer simply
finds nothing.

Who may do what comes from dependencies, not from each handler (FastAPI's "bigger
applications" layout): the router authenticates every route (``principal``, 401); a
subject's routes take their scope from :data:`~recall.deps.ScopeDep` or, for writes,
:data:`PublishDep` (403 outside the credential's scope); the workspace routes take
:data:`~recall.deps.AdminDep` (403 for any other role). These run before the body is
read, so a caller outside its scope learns nothing from a validation error.

Topic promote/delete publish ``promote_topic``/``delete_topic`` commands; the worker's
topics/interests code applies them like any other command.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import Annotated, Any

from fastapi import APIRouter, Depends, Query
from fastapi.responses import JSONResponse
from pydantic import ValidationError

from memstream.errors import ServiceUnavailable
from recall.auth import WORKSPACE_SUBJECT, Principal
from recall.deps import (
    AdminDep,
    ItemId,
    PrincipalDep,
    ScopeDep,
    Services,
    ServicesDep,
    SubjectParam,
    TopicParam,
    WaitParam,
    principal,
    scope,
)
from recall.errors import InvalidRequest
from recall.models import (
    Accepted,
    CreateItem,
    EditItem,
    ExportResponse,
    Item,
    ItemPage,
    Reason,
    SettingsView,
    SubjectSwitch,
    TopicList,
    WorkspacePatch,
)
from recall.query import Scope
from schemas.commands import Command, CommandAction
from schemas.common import MemoryKind, Status
from schemas.settings import SubjectSettings, WorkspaceSettings

log = logging.getLogger(__name__)

# Every route of the manager needs a verified caller; a route added later cannot forget it.
router = APIRouter(prefix="/v1/memory", tags=["manager"], dependencies=[Depends(principal)])

# Worker outcomes that are the caller's problem, as HTTP statuses (with ?wait=true).
_OUTCOME_STATUS = {"not_found": 404, "refused_sensitive": 422, "blocked": 409}
_OUTCOME_DETAIL = {
    "not_found": "no such item",
    "refused_sensitive": "the statement is nothing but secrets and was not stored",
    "blocked": "a tombstone blocks this statement (it was deleted or rejected before)",
}
WRITE_RESPONSES: dict[int | str, dict[str, Any]] = {
    200: {"model": Accepted, "description": "With wait=true: applied; the resulting item."},
    202: {"model": Accepted, "description": "Published; not (yet) applied."},
    404: {"description": "With wait=true: no such item in this scope."},
    409: {"description": "With wait=true: a tombstone blocks the statement."},
    422: {"description": "With wait=true: the statement is nothing but secrets."},
}
DEFAULT_LIST_STATUSES = frozenset({Status.ACTIVE, Status.PENDING})


async def submit(services: Services, command: Command, wait: bool) -> JSONResponse:
    timeout = services.settings.recall.wait_timeout_seconds if wait else None
    submitted = await services.bus.submit(command, wait=timeout)
    event = submitted.event
    if event is None:
        body = Accepted(command_id=command.command_id, status="pending" if wait else "accepted")
        return JSONResponse(body.model_dump(mode="json"), status_code=202)
    outcome = event.outcome or "applied"
    if outcome in _OUTCOME_STATUS:
        return JSONResponse(
            {"detail": _OUTCOME_DETAIL[outcome], "command_id": command.command_id},
            status_code=_OUTCOME_STATUS[outcome],
        )
    try:
        await services.reads.make_visible(command.tenant)
    except ServiceUnavailable as exc:
        # The write is applied; a 503 would make the caller repeat it. Say so in the log.
        log.warning("a waited write is applied but may not be searchable yet: %s", exc)
    # Read-your-writes for switches: the index and the changelog catch up a moment later.
    if command.subject_settings is not None:
        services.switches.remember(
            command.tenant, command.subject, command.subject_settings.enabled
        )
    if command.workspace_settings is not None:
        services.workspaces.apply_local(command.tenant, command.workspace_settings)
    item = Item.model_validate(event.item.model_dump()) if event.item is not None else None
    body = Accepted(command_id=command.command_id, status=outcome, item=item)
    return JSONResponse(body.model_dump(mode="json"), status_code=200)


def _command(scope: Scope, principal: Principal, action: CommandAction, **fields: Any) -> Command:
    try:
        return Command(
            tenant=scope.tenant,
            subject=scope.subject,
            action=action,
            actor=principal.actor,
            **fields,
        )
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"]) or "command"
        raise InvalidRequest(f"{where}: {first['msg']}") from None


@dataclass(frozen=True)
class Publisher:
    """The shape every write to a subject shares: one command, keyed to the caller's
    scope, published and (with ``?wait=true``) waited for."""

    services: Services
    principal: Principal
    scope: Scope
    wait: bool

    async def __call__(self, action: CommandAction, **fields: Any) -> JSONResponse:
        command = _command(self.scope, self.principal, action, **fields)
        return await submit(self.services, command, self.wait)


async def publisher(
    principal: PrincipalDep,
    services: ServicesDep,
    subject: SubjectParam = None,
    wait: WaitParam = False,
) -> Publisher:
    # ?subject= and ?wait= are this dependency's own parameters, in this order, so the
    # OpenAPI document lists them as it always has (a dependency's own parameters come
    # before those of the dependencies it uses); the scope is still recall.deps.scope's.
    return Publisher(services, principal, await scope(principal, subject), wait)


PublishDep = Annotated[Publisher, Depends(publisher)]


@dataclass(frozen=True)
class ItemFilter:
    statuses: frozenset[Status]
    kinds: frozenset[MemoryKind] | None
    limit: int
    cursor: str | None


async def item_filter(
    status: Annotated[
        list[Status] | None, Query(description="Default: active and pending.")
    ] = None,
    kind: Annotated[list[MemoryKind] | None, Query()] = None,
    limit: Annotated[int, Query(ge=1, le=500)] = 50,
    cursor: Annotated[str | None, Query(max_length=2000)] = None,
) -> ItemFilter:
    """The listing's filters: a dependency solved after the scope, so ``?subject=`` stays
    the first query parameter in the OpenAPI document."""
    return ItemFilter(
        statuses=frozenset(status) if status else DEFAULT_LIST_STATUSES,
        kinds=frozenset(kind) if kind else None,
        limit=limit,
        cursor=cursor,
    )


# -- settings ----------------------------------------------------------------------------


@router.get("/settings", response_model=SettingsView)
async def get_settings(scope: ScopeDep, services: ServicesDep) -> SettingsView:
    """Effective switch (workspace AND subject), write mode, and the subject's counts."""
    services.require_settings_view()
    workspace = services.workspaces.get(scope.tenant)
    recent = services.switches.get(scope.tenant, scope.subject)
    subject_on = (
        recent
        if recent is not None
        else services.workspaces.subject_enabled(scope.tenant, scope.subject)
    )
    counts = await services.reads.counts(scope)
    return SettingsView(
        enabled=workspace.enabled and subject_on,
        workspace_enabled=workspace.enabled,
        subject_enabled=subject_on,
        write_mode=workspace.write_mode,
        max_items=workspace.max_items,
        counts=counts,
    )


@router.put("/settings", status_code=202, responses=WRITE_RESPONSES)
async def put_settings(body: SubjectSwitch, publish: PublishDep) -> JSONResponse:
    """Set the subject's own memory switch."""
    return await publish(
        CommandAction.SETTINGS, subject_settings=SubjectSettings(enabled=body.enabled)
    )


@router.get("/workspace", response_model=WorkspaceSettings)
async def get_workspace(admin: AdminDep, services: ServicesDep) -> WorkspaceSettings:
    """The tenant's workspace settings (admin credentials only)."""
    services.require_settings_view()
    return services.workspaces.get(admin.tenant)


@router.put("/workspace", status_code=202, responses=WRITE_RESPONSES)
async def put_workspace(
    body: WorkspacePatch, admin: AdminDep, services: ServicesDep, wait: WaitParam = False
) -> JSONResponse:
    """Change workspace settings (admin only); fields left out keep their current value."""
    services.require_settings_view()
    command = Command(
        tenant=admin.tenant,
        subject=WORKSPACE_SUBJECT,
        action=CommandAction.WORKSPACE_SETTINGS,
        actor=admin.actor,
        workspace_settings=body.merged(services.workspaces.get(admin.tenant)),
    )
    return await submit(services, command, wait)


# -- items -------------------------------------------------------------------------------


@router.get("/items", response_model=ItemPage)
async def list_items(
    scope: ScopeDep, services: ServicesDep, listing: Annotated[ItemFilter, Depends(item_filter)]
) -> ItemPage:
    """The subject's items, newest first, a page at a time (pass ``next_cursor`` on)."""
    return await services.reads.page(
        scope,
        statuses=listing.statuses,
        kinds=listing.kinds,
        limit=listing.limit,
        cursor=listing.cursor,
    )


@router.get("/items/{item_id}", response_model=Item, responses={404: {}})
async def get_item(item_id: ItemId, scope: ScopeDep, services: ServicesDep) -> Item | JSONResponse:
    """One item of the subject, in any status."""
    item = await services.reads.get(scope, item_id)
    if item is None:
        return JSONResponse({"detail": "no such item"}, status_code=404)
    return item


@router.post("/items", status_code=202, responses=WRITE_RESPONSES)
async def create_item(body: CreateItem, publish: PublishDep) -> JSONResponse:
    """Add a memory by hand (origin manual), through the normal write path."""
    return await publish(CommandAction.CREATE, **body.model_dump())


@router.patch("/items/{item_id}", status_code=202, responses=WRITE_RESPONSES)
async def edit_item(item_id: ItemId, body: EditItem, publish: PublishDep) -> JSONResponse:
    """Edit an item; editing a pending item confirms it."""
    return await publish(CommandAction.EDIT, item_id=item_id, **body.model_dump())


@router.delete("/items/{item_id}", status_code=202, responses=WRITE_RESPONSES)
async def delete_item(item_id: ItemId, publish: PublishDep) -> JSONResponse:
    """Delete an item; a tombstone keeps it from coming back."""
    return await publish(CommandAction.DELETE, item_id=item_id)


@router.post("/items/{item_id}/confirm", status_code=202, responses=WRITE_RESPONSES)
async def confirm_item(item_id: ItemId, publish: PublishDep) -> JSONResponse:
    """Confirm a pending (inferred) item: it becomes active."""
    return await publish(CommandAction.CONFIRM, item_id=item_id)


@router.post("/items/{item_id}/reject", status_code=202, responses=WRITE_RESPONSES)
async def reject_item(
    item_id: ItemId, publish: PublishDep, body: Reason | None = None
) -> JSONResponse:
    """Reject an item: it is removed and not re-derived from the same message."""
    reason = body.reason if body is not None else None
    return await publish(CommandAction.REJECT, item_id=item_id, reason=reason)


@router.post("/clear", status_code=202, responses=WRITE_RESPONSES)
async def clear(publish: PublishDep) -> JSONResponse:
    """Delete every item of the subject (tombstoning what was in use)."""
    return await publish(CommandAction.CLEAR)


@router.post("/consolidate", status_code=202, responses=WRITE_RESPONSES)
async def consolidate(publish: PublishDep) -> JSONResponse:
    """Archive the subject's expired items now (the worker also sweeps periodically)."""
    return await publish(CommandAction.CONSOLIDATE)


# -- topics ------------------------------------------------------------------------------


@router.get("/topics", response_model=TopicList)
async def list_topics(scope: ScopeDep, services: ServicesDep) -> TopicList:
    """Topics of the subject's active and pending items, with counts and kinds."""
    return await services.reads.topics(scope)


@router.post("/topics/{topic}/promote", status_code=202, responses=WRITE_RESPONSES)
async def promote_topic(topic: TopicParam, publish: PublishDep) -> JSONResponse:
    """Promote a recurring topic to an interest (a ``promote_topic`` command)."""
    return await publish(CommandAction.PROMOTE_TOPIC, topic=topic)


@router.delete("/topics/{topic}", status_code=202, responses=WRITE_RESPONSES)
async def delete_topic(topic: TopicParam, publish: PublishDep) -> JSONResponse:
    """Forget a topic (a ``delete_topic`` command)."""
    return await publish(CommandAction.DELETE_TOPIC, topic=topic)


# -- export ------------------------------------------------------------------------------


@router.get("/export", response_model=ExportResponse)
async def export(scope: ScopeDep, services: ServicesDep) -> ExportResponse:
    """Every item of the subject in every status; ``truncated`` if the safety cap was hit."""
    return await services.reads.export(scope)
