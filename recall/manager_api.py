"""The memory manager API (``/v1/memory/…``), scoped like recall.

Reads (settings, items, topics, export) go through the scoped query builder. Writes are
commands on ``memstream.commands``: 202 with the command id, or with ``?wait=true`` the
worker's outcome and the resulting item (404 not in this scope, 409 blocked by a
tombstone, 422 nothing but secrets). A ``?wait=true`` answer comes after the tenant's
indices were refreshed, so the item is then readable through every read endpoint. A
write never reads first, so its answer cannot reveal whether an id exists outside the
caller's scope: the command is keyed to the caller's own subject, whose writer simply
finds nothing.

Topic promote/delete publish ``promote_topic``/``delete_topic`` commands; the worker's
topics/interests code applies them like any other command.
"""

from __future__ import annotations

import logging
from typing import Annotated, Any

from fastapi import APIRouter, Query
from fastapi.responses import JSONResponse
from pydantic import ValidationError

from memstream.errors import ServiceUnavailable
from recall.auth import WORKSPACE_SUBJECT, Principal, require_admin, resolve_scope
from recall.deps import (
    ItemId,
    PrincipalDep,
    Services,
    ServicesDep,
    SubjectParam,
    TopicParam,
    WaitParam,
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

router = APIRouter(prefix="/v1/memory", tags=["manager"])

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


async def _publish(
    services: Services,
    principal: Principal,
    subject: str | None,
    wait: bool,
    action: CommandAction,
    **fields: Any,
) -> JSONResponse:
    scope = resolve_scope(principal, subject)
    return await submit(services, _command(scope, principal, action, **fields), wait)


# -- settings ----------------------------------------------------------------------------


@router.get("/settings", response_model=SettingsView)
async def get_settings(
    principal: PrincipalDep, services: ServicesDep, subject: SubjectParam = None
) -> SettingsView:
    """Effective switch (workspace AND subject), write mode, and the subject's counts."""
    scope = resolve_scope(principal, subject)
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
async def put_settings(
    body: SubjectSwitch,
    principal: PrincipalDep,
    services: ServicesDep,
    subject: SubjectParam = None,
    wait: WaitParam = False,
) -> JSONResponse:
    """Set the subject's own memory switch."""
    return await _publish(
        services,
        principal,
        subject,
        wait,
        CommandAction.SETTINGS,
        subject_settings=SubjectSettings(enabled=body.enabled),
    )


@router.get("/workspace", response_model=WorkspaceSettings)
async def get_workspace(principal: PrincipalDep, services: ServicesDep) -> WorkspaceSettings:
    """The tenant's workspace settings (admin credentials only)."""
    require_admin(principal)
    services.require_settings_view()
    return services.workspaces.get(principal.tenant)


@router.put("/workspace", status_code=202, responses=WRITE_RESPONSES)
async def put_workspace(
    body: WorkspacePatch, principal: PrincipalDep, services: ServicesDep, wait: WaitParam = False
) -> JSONResponse:
    """Change workspace settings (admin only); fields left out keep their current value."""
    require_admin(principal)
    services.require_settings_view()
    command = Command(
        tenant=principal.tenant,
        subject=WORKSPACE_SUBJECT,
        action=CommandAction.WORKSPACE_SETTINGS,
        actor=principal.actor,
        workspace_settings=body.merged(services.workspaces.get(principal.tenant)),
    )
    return await submit(services, command, wait)


# -- items -------------------------------------------------------------------------------


@router.get("/items", response_model=ItemPage)
async def list_items(
    principal: PrincipalDep,
    services: ServicesDep,
    *,
    subject: SubjectParam = None,
    status: Annotated[
        list[Status] | None, Query(description="Default: active and pending.")
    ] = None,
    kind: Annotated[list[MemoryKind] | None, Query()] = None,
    limit: Annotated[int, Query(ge=1, le=500)] = 50,
    cursor: Annotated[str | None, Query(max_length=2000)] = None,
) -> ItemPage:
    """The subject's items, newest first, a page at a time (pass ``next_cursor`` on)."""
    scope = resolve_scope(principal, subject)
    return await services.reads.page(
        scope,
        statuses=frozenset(status) if status else DEFAULT_LIST_STATUSES,
        kinds=frozenset(kind) if kind else None,
        limit=limit,
        cursor=cursor,
    )


@router.get("/items/{item_id}", response_model=Item, responses={404: {}})
async def get_item(
    item_id: ItemId, principal: PrincipalDep, services: ServicesDep, subject: SubjectParam = None
) -> Item | JSONResponse:
    """One item of the subject, in any status."""
    item = await services.reads.get(resolve_scope(principal, subject), item_id)
    if item is None:
        return JSONResponse({"detail": "no such item"}, status_code=404)
    return item


@router.post("/items", status_code=202, responses=WRITE_RESPONSES)
async def create_item(
    body: CreateItem,
    principal: PrincipalDep,
    services: ServicesDep,
    subject: SubjectParam = None,
    wait: WaitParam = False,
) -> JSONResponse:
    """Add a memory by hand (origin manual), through the normal write path."""
    return await _publish(
        services, principal, subject, wait, CommandAction.CREATE, **body.model_dump()
    )


@router.patch("/items/{item_id}", status_code=202, responses=WRITE_RESPONSES)
async def edit_item(
    item_id: ItemId,
    body: EditItem,
    principal: PrincipalDep,
    services: ServicesDep,
    *,
    subject: SubjectParam = None,
    wait: WaitParam = False,
) -> JSONResponse:
    """Edit an item; editing a pending item confirms it."""
    return await _publish(
        services,
        principal,
        subject,
        wait,
        CommandAction.EDIT,
        item_id=item_id,
        **body.model_dump(),
    )


@router.delete("/items/{item_id}", status_code=202, responses=WRITE_RESPONSES)
async def delete_item(
    item_id: ItemId,
    principal: PrincipalDep,
    services: ServicesDep,
    subject: SubjectParam = None,
    wait: WaitParam = False,
) -> JSONResponse:
    """Delete an item; a tombstone keeps it from coming back."""
    return await _publish(services, principal, subject, wait, CommandAction.DELETE, item_id=item_id)


@router.post("/items/{item_id}/confirm", status_code=202, responses=WRITE_RESPONSES)
async def confirm_item(
    item_id: ItemId,
    principal: PrincipalDep,
    services: ServicesDep,
    subject: SubjectParam = None,
    wait: WaitParam = False,
) -> JSONResponse:
    """Confirm a pending (inferred) item: it becomes active."""
    return await _publish(
        services, principal, subject, wait, CommandAction.CONFIRM, item_id=item_id
    )


@router.post("/items/{item_id}/reject", status_code=202, responses=WRITE_RESPONSES)
async def reject_item(
    item_id: ItemId,
    principal: PrincipalDep,
    services: ServicesDep,
    *,
    body: Reason | None = None,
    subject: SubjectParam = None,
    wait: WaitParam = False,
) -> JSONResponse:
    """Reject an item: it is removed and not re-derived from the same message."""
    reason = body.reason if body is not None else None
    return await _publish(
        services, principal, subject, wait, CommandAction.REJECT, item_id=item_id, reason=reason
    )


@router.post("/clear", status_code=202, responses=WRITE_RESPONSES)
async def clear(
    principal: PrincipalDep,
    services: ServicesDep,
    subject: SubjectParam = None,
    wait: WaitParam = False,
) -> JSONResponse:
    """Delete every item of the subject (tombstoning what was in use)."""
    return await _publish(services, principal, subject, wait, CommandAction.CLEAR)


@router.post("/consolidate", status_code=202, responses=WRITE_RESPONSES)
async def consolidate(
    principal: PrincipalDep,
    services: ServicesDep,
    subject: SubjectParam = None,
    wait: WaitParam = False,
) -> JSONResponse:
    """Archive the subject's expired items now (the worker also sweeps periodically)."""
    return await _publish(services, principal, subject, wait, CommandAction.CONSOLIDATE)


# -- topics ------------------------------------------------------------------------------


@router.get("/topics", response_model=TopicList)
async def list_topics(
    principal: PrincipalDep, services: ServicesDep, subject: SubjectParam = None
) -> TopicList:
    """Topics of the subject's active and pending items, with counts and kinds."""
    return await services.reads.topics(resolve_scope(principal, subject))


@router.post("/topics/{topic}/promote", status_code=202, responses=WRITE_RESPONSES)
async def promote_topic(
    topic: TopicParam,
    principal: PrincipalDep,
    services: ServicesDep,
    subject: SubjectParam = None,
    wait: WaitParam = False,
) -> JSONResponse:
    """Promote a recurring topic to an interest (a ``promote_topic`` command)."""
    return await _publish(
        services, principal, subject, wait, CommandAction.PROMOTE_TOPIC, topic=topic
    )


@router.delete("/topics/{topic}", status_code=202, responses=WRITE_RESPONSES)
async def delete_topic(
    topic: TopicParam,
    principal: PrincipalDep,
    services: ServicesDep,
    subject: SubjectParam = None,
    wait: WaitParam = False,
) -> JSONResponse:
    """Forget a topic (a ``delete_topic`` command)."""
    return await _publish(
        services, principal, subject, wait, CommandAction.DELETE_TOPIC, topic=topic
    )


# -- export ------------------------------------------------------------------------------


@router.get("/export", response_model=ExportResponse)
async def export(
    principal: PrincipalDep, services: ServicesDep, subject: SubjectParam = None
) -> ExportResponse:
    """Every item of the subject in every status; ``truncated`` if the safety cap was hit."""
    return await services.reads.export(resolve_scope(principal, subject))
