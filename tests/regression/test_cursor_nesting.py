"""Issue 14, nested cursor: ``?cursor=`` holding 1,400 nested JSON arrays raised
``RecursionError`` and the API answered 500. Now 422, "cursor is not one this service
issued", from a real ``memstream recall``."""

from __future__ import annotations

import base64
from pathlib import Path

import httpx
import pytest

from tests.regression.recall_harness import recall_process, recall_settings
from tests.support.recall import auth, key

pytestmark = pytest.mark.integration


async def test_a_deeply_nested_cursor_is_422_not_500(tmp_path: Path) -> None:
    settings = recall_settings(tmp_path)
    api_key = key(settings, "cursor", "service")
    nested = base64.urlsafe_b64encode(b"[" * 1400).decode().rstrip("=")
    assert len(nested) <= 2000  # within the parameter's length limit: it reaches the decoder
    with recall_process(settings, tmp_path / "recall.log") as base_url:
        async with httpx.AsyncClient(base_url=base_url, timeout=30) as client:
            response = await client.get(
                "/v1/memory/items",
                params={"subject": "alice", "cursor": nested},
                headers=auth(api_key),
            )
    assert response.status_code == 422, response.text
    assert response.json() == {"detail": "cursor is not one this service issued"}
