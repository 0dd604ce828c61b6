"""The bulk writer judges each refused item by its OpenSearch error type, as the Kafka
Connect OpenSearch sink does: a malformed document is reported (to be dead-lettered), a
version conflict of an externally versioned write is done, anything else fails the batch.

The responses are OpenSearch's own: each item below was captured from OpenSearch 2.19.6
(the release `make up` runs) answering the request it stands for, and has the shape of
the bulk API examples in the OpenSearch documentation (``took``, ``errors``, ``items``
of ``{"<action>": {"_index", "_id", "status", "error": {"type", "reason", "caused_by"}}}``).
Only the index names and ids were changed.
"""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any, cast

import orjson
import pytest
from opensearchpy import exceptions as os_exc

from indexers.bulk import (
    MALFORMED_DOCUMENT_ERRORS,
    BulkReport,
    BulkWriter,
    ItemVerdict,
    Operation,
    WriteSet,
    classify_item,
    item_summary,
    requests_of,
)
from memstream.errors import IndexUnavailable, IndexWriteBlocked
from schemas.commands import AuditRecord
from schemas.common import utcnow

MEMORIES = "memstream-acme-memories"
AUDIT = "memstream-acme-audit"

# -- items as OpenSearch 2.19.6 answered them -----------------------------------------

CREATED = {
    "_index": MEMORIES,
    "_id": "a",
    "_version": 2,
    "result": "created",
    "_shards": {"total": 1, "successful": 1, "failed": 0},
    "_seq_no": 0,
    "_primary_term": 1,
    "status": 201,
}
DELETE_NOT_FOUND = {
    "_index": MEMORIES,
    "_id": "gone",
    "_version": 1,
    "result": "not_found",
    "_shards": {"total": 1, "successful": 1, "failed": 0},
    "_seq_no": 1,
    "_primary_term": 1,
    "status": 404,
}
VERSION_CONFLICT = {
    "_index": MEMORIES,
    "_id": "a",
    "status": 409,
    "error": {
        "type": "version_conflict_engine_exception",
        "reason": "[a]: version conflict, current version [2] is higher than the one provided [1]",
        "index": MEMORIES,
        "shard": "0",
        "index_uuid": "CfNePNjkR5mXLGm1k7dj6g",
    },
}
MAPPER_PARSING = {
    "_index": MEMORIES,
    "_id": "b",
    "status": 400,
    "error": {
        "type": "mapper_parsing_exception",
        "reason": "failed to parse field [importance] of type [byte] in document with id 'b'. "
        "Preview of field's value: 'my PIN is 4921'",
        "caused_by": {
            "type": "number_format_exception",
            "reason": 'For input string: "my PIN is 4921"',
        },
    },
}
VECTOR_DIMENSION = {
    "_index": MEMORIES,
    "_id": "v",
    "status": 400,
    "error": {
        "type": "mapper_parsing_exception",
        "reason": "failed to parse field [embedding] of type [knn_vector] in document with id "
        "'v'. Preview of field's value: 'null'",
        "caused_by": {
            "type": "illegal_argument_exception",
            "reason": "Vector dimension mismatch. Expected: 3, Given: 4",
        },
    },
}
STRICT_MAPPING = {
    "_index": MEMORIES,
    "_id": "c",
    "status": 400,
    "error": {
        "type": "strict_dynamic_mapping_exception",
        "reason": "mapping set to strict, dynamic introduction of [extra] within [_doc] is not "
        "allowed",
    },
}
FLOOD_STAGE = {
    "_index": MEMORIES,
    "_id": "e",
    "status": 429,
    "error": {
        "type": "cluster_block_exception",
        "reason": f"index [{MEMORIES}] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded "
        "flood-stage watermark, index has read-only-allow-delete block];",
    },
}
WRITE_BLOCK = {
    "_index": MEMORIES,
    "_id": "e",
    "status": 403,
    "error": {
        "type": "cluster_block_exception",
        "reason": f"index [{MEMORIES}] blocked by: [FORBIDDEN/8/index write (api)];",
    },
}
# The security plugin's refusal and the indexing-pressure rejection, as OpenSearch
# reports them (security_exception; rejected_execution_exception, not es_…).
NO_PERMISSION = {
    "_index": MEMORIES,
    "_id": "f",
    "status": 403,
    "error": {
        "type": "security_exception",
        "reason": "no permissions for [indices:data/write/bulk[s]] and User [name=memstream, "
        "backend_roles=[], requestedTenant=null]",
    },
}
REJECTED = {
    "_index": MEMORIES,
    "_id": "g",
    "status": 429,
    "error": {
        "type": "rejected_execution_exception",
        "reason": "rejected execution of coordinating operation [coordinating_and_primary_bytes="
        "95396333, replica_bytes=0, all_bytes=95396333, coordinating_operation_bytes=22949230, "
        "max_coordinating_and_primary_bytes=107374182]",
    },
}


def response(*items: tuple[str, dict[str, Any]]) -> dict[str, Any]:
    errors = any("error" in outcome for _, outcome in items)
    return {"took": 9, "errors": errors, "items": [{kind: outcome} for kind, outcome in items]}


# -- operations as the writer builds them ----------------------------------------------


def upsert(doc_id: str, version: int = 2, **fields: Any) -> Operation:
    meta = {"_index": MEMORIES, "_id": doc_id, "version": version, "version_type": "external_gte"}
    body = {"id": doc_id, "content": "I am vegetarian", "embedding": [0.1, 0.2], **fields}
    return ({"index": meta}, body)


def delete(doc_id: str, version: int = 3) -> Operation:
    meta = {"_index": MEMORIES, "_id": doc_id, "version": version, "version_type": "external_gte"}
    return ({"delete": meta}, None)


def audit_op(doc_id: str) -> Operation:
    """Audit records are written without a version: a later write simply replaces."""
    return ({"index": {"_index": AUDIT, "_id": doc_id}}, {"id": doc_id, "action": "create"})


class CannedBulk:
    """Stands in for the client's ``bulk``: answers each request with the next canned
    response (or raises it), and keeps the bodies it was sent."""

    def __init__(self, *answers: dict[str, Any] | Exception) -> None:
        self.answers = list(answers)
        self.bodies: list[list[dict[str, Any]]] = []

    async def bulk(self, body: list[dict[str, Any]]) -> dict[str, Any]:
        self.bodies.append(body)
        answer = self.answers.pop(0)
        if isinstance(answer, Exception):
            raise answer
        return answer


class OneTenant:
    """Index names of one tenant; its indices already exist."""

    def memories(self, tenant: str) -> str:
        return MEMORIES

    def audit(self, tenant: str) -> str:
        return AUDIT

    async def ensure(self, tenant: str) -> None:
        return None


def writer(client: CannedBulk, **kwargs: Any) -> BulkWriter:
    embedder = SimpleNamespace(model_id="unused")  # these writes carry no memory documents
    return BulkWriter(cast(Any, client), cast(Any, OneTenant()), cast(Any, embedder), **kwargs)


# -- _send -----------------------------------------------------------------------------


async def test_written_stale_and_malformed_items_all_settle_in_one_request() -> None:
    ops = [upsert("a"), delete("gone"), upsert("a", version=1), upsert("b"), upsert("c")]
    client = CannedBulk(
        response(
            ("index", CREATED),
            ("delete", DELETE_NOT_FOUND),
            ("index", VERSION_CONFLICT),
            ("index", MAPPER_PARSING),
            ("index", STRICT_MAPPING),
        )
    )
    report = BulkReport()
    left = await writer(client)._send(list(ops), report)
    assert left == []
    assert (report.written, report.stale) == (2, 1)
    assert [(f.doc_id, f.error_type) for f in report.failures] == [
        ("b", "mapper_parsing_exception"),
        ("c", "strict_dynamic_mapping_exception"),
    ]
    body_sent = client.bodies[0]
    assert body_sent[0] == ops[0][0] and body_sent[1] == ops[0][1]


async def test_a_malformed_document_is_reported_with_its_body_and_without_its_values() -> None:
    report = BulkReport()
    await writer(CannedBulk(response(("index", MAPPER_PARSING))))._send([upsert("b")], report)
    (failure,) = report.failures
    assert failure.action == "index"
    assert (failure.index, failure.doc_id, failure.status) == (MEMORIES, "b", 400)
    # The document goes to the dead-letter topic (redacted there), without its vector.
    assert failure.document == {"id": "b", "content": "I am vegetarian"}
    # OpenSearch quotes the value it could not parse; the summary never does.
    assert failure.summary == (
        "mapper_parsing_exception <- number_format_exception on field [importance]"
    )
    assert "4921" not in failure.summary


async def test_a_vector_of_the_wrong_dimension_is_a_malformed_document() -> None:
    report = BulkReport()
    await writer(CannedBulk(response(("index", VECTOR_DIMENSION))))._send([upsert("v")], report)
    (failure,) = report.failures
    assert failure.summary == (
        "mapper_parsing_exception <- illegal_argument_exception on field [embedding]"
    )


@pytest.mark.parametrize(
    ("item", "hint"),
    [
        (WRITE_BLOCK, "index or cluster block"),
        (FLOOD_STAGE, "free disk space"),
        (NO_PERMISSION, "grant the OpenSearch user write access"),
        (REJECTED, "write queue or indexing pressure"),
    ],
    ids=["403-index-write-block", "429-flood-stage", "403-no-permission", "429-rejected"],
)
async def test_a_refusal_that_is_not_the_documents_fault_fails_the_batch(
    item: dict[str, Any], hint: str
) -> None:
    """Before: judged by status alone, a 403 item was dead-lettered and its offset
    advanced, so the memory was lost while the index was merely blocked."""
    ops = [upsert("a"), upsert("e")]
    report = BulkReport()
    with pytest.raises(IndexWriteBlocked) as raised:
        await writer(CannedBulk(response(("index", CREATED), ("index", item))))._send(ops, report)
    assert report.failures == []  # nothing dead-lettered
    assert report.written == 1
    assert ops == [upsert("e")]  # only the refused item is sent again
    message = str(raised.value)
    assert item["error"]["type"] in message and hint in message
    assert "offsets do not advance" in message
    assert isinstance(raised.value, IndexUnavailable)  # so the writer waits it out


async def test_a_version_conflict_is_done_only_for_an_externally_versioned_write() -> None:
    conflict = {**VERSION_CONFLICT, "_index": AUDIT, "_id": "x"}
    report = BulkReport()
    await writer(CannedBulk(response(("index", VERSION_CONFLICT))))._send([upsert("a")], report)
    assert report.stale == 1

    report = BulkReport()
    ops = [audit_op("x")]
    with pytest.raises(IndexWriteBlocked, match="version_conflict_engine_exception"):
        await writer(CannedBulk(response(("index", conflict))))._send(ops, report)
    assert report.stale == 0 and report.failures == []
    assert ops == [audit_op("x")]


async def test_a_401_for_the_whole_request_is_waited_out_not_a_crash() -> None:
    refused = os_exc.AuthenticationException(401, "security_exception", {})
    with pytest.raises(IndexWriteBlocked, match="MEMSTREAM_OPENSEARCH__USERNAME"):
        await writer(CannedBulk(refused))._send([upsert("a")], BulkReport())


async def test_write_retries_only_the_blocked_items_until_the_block_is_lifted() -> None:
    audits = [
        AuditRecord(id=i, tenant="acme", subject="alice", actor="a", action="create", at=utcnow())
        for i in ("x", "y")
    ]
    x, y = (({"index": {"_index": AUDIT, "_id": i}}) for i in ("x", "y"))
    client = CannedBulk(
        response(("index", {**CREATED, "_index": AUDIT, "_id": "x"}), ("index", WRITE_BLOCK)),
        response(("index", {**CREATED, "_index": AUDIT, "_id": "y"})),
    )
    retried: list[int] = []
    report = await writer(client, on_retry=lambda: retried.append(1)).write(WriteSet(audits=audits))
    assert (report.written, report.attempts, report.failures) == (2, 2, [])
    assert retried == [1]
    assert [part for part in client.bodies[0] if "index" in part] == [x, y]
    assert [part for part in client.bodies[1] if "index" in part] == [y]


# -- requests of bounded size ------------------------------------------------------------


def _bytes(ops: list[Operation]) -> int:
    return sum(len(orjson.dumps(part)) + 1 for op in ops for part in op if part is not None)


def test_a_write_set_is_cut_into_requests_of_bounded_bytes_in_order() -> None:
    ops = [upsert(f"d{n}", content="x" * 300) for n in range(10)] + [delete("gone")]
    requests = requests_of(ops, 1000)
    assert [op for request in requests for op in request] == ops  # nothing lost or moved
    assert len(requests) > 3 and all(_bytes(r) <= 1000 for r in requests)
    assert requests_of(ops, 10**6) == [ops]  # under the cap: one request
    # One operation bigger than the cap goes alone rather than being refused.
    big = upsert("big", content="y" * 5000)
    assert requests_of([ops[0], big, ops[1]], 1000) == [[ops[0]], [big], [ops[1]]]


async def test_a_request_refused_midway_resends_only_what_is_not_settled() -> None:
    a, b, c = (upsert(i, content="z" * 300) for i in ("a", "b", "c"))
    overloaded = os_exc.TransportError(429, "rejected_execution_exception", {})
    client = CannedBulk(
        response(("index", {**CREATED, "_id": "a"})),
        overloaded,  # the second request is refused whole: OpenSearch is overloaded
        response(("index", {**CREATED, "_id": "b"})),
        response(("index", {**CREATED, "_id": "c"})),
    )
    ops = [a, b, c]
    report = BulkReport()
    small = writer(client, max_request_bytes=_bytes([a]) + 10)
    with pytest.raises(IndexUnavailable):
        await small._send(ops, report)
    assert ops == [b, c] and report.written == 1  # "a" was written: not sent again
    assert await small._send(ops, report) == []
    assert (report.written, report.requests) == (3, 3)
    assert [body[0]["index"]["_id"] for body in client.bodies] == ["a", "b", "b", "c"]


# -- classify_item, item by item --------------------------------------------------------


@pytest.mark.parametrize(
    ("kind", "item", "external", "verdict"),
    [
        ("index", CREATED, True, ItemVerdict.WRITTEN),
        ("delete", DELETE_NOT_FOUND, True, ItemVerdict.WRITTEN),
        ("index", VERSION_CONFLICT, True, ItemVerdict.STALE),
        ("index", VERSION_CONFLICT, False, ItemVerdict.BLOCKED),
        ("index", MAPPER_PARSING, True, ItemVerdict.MALFORMED),
        ("index", STRICT_MAPPING, True, ItemVerdict.MALFORMED),
        ("index", VECTOR_DIMENSION, True, ItemVerdict.MALFORMED),
        ("index", FLOOD_STAGE, True, ItemVerdict.BLOCKED),
        ("index", WRITE_BLOCK, True, ItemVerdict.BLOCKED),
        ("index", NO_PERMISSION, True, ItemVerdict.BLOCKED),
        ("index", REJECTED, True, ItemVerdict.BLOCKED),
        # a 400 that names no malformed-document type is not dead-lettered on its status
        ("index", {"status": 400, "error": {"type": "index_closed_exception"}}, True, ItemVerdict.BLOCKED),
        # a 404 delete that is an error (the index is gone), not "nothing to delete"
        ("delete", {"status": 404, "error": {"type": "index_not_found_exception"}}, True, ItemVerdict.BLOCKED),
        ("index", {"status": 503, "error": {"type": "unavailable_shards_exception"}}, True, ItemVerdict.BLOCKED),
    ],
)  # fmt: skip
def test_items_are_judged_by_their_error_type(
    kind: str, item: dict[str, Any], external: bool, verdict: ItemVerdict
) -> None:
    assert classify_item(kind, item, externally_versioned=external) is verdict


def test_the_malformed_types_are_the_kafka_connect_sinks_and_newer_ones() -> None:
    assert {
        "mapper_parsing_exception",
        "strict_dynamic_mapping_exception",
        "illegal_argument_exception",
        "action_request_validation_exception",
        "document_parsing_exception",
    } == MALFORMED_DOCUMENT_ERRORS


def test_the_summary_of_an_error_without_details() -> None:
    assert item_summary({"status": 500}) == "status 500"
    assert item_summary({"status": 400, "error": "bad"}) == "bad"
