"""Issue 14, keys file reload fails open: an edit that failed validation kept the *old* key
set, so a key just removed kept working.

Against a real ``memstream recall``: while the keys file does not validate, every API key
gets 503 (neither the old set nor part of the new one), the log says so loudly, and
``/readyz`` reports ``keys_file: false``; once a valid file is back, exactly its keys work.
"""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import httpx
import pytest

from tests.regression.recall_harness import recall_process, recall_settings
from tests.support.recall import auth, key
from tests.support.worker import wait_for

pytestmark = pytest.mark.integration


async def test_an_invalid_keys_file_refuses_every_key_until_a_valid_one_is_back(
    tmp_path: Path,
) -> None:
    settings = recall_settings(tmp_path)
    keys_file = Path(settings.recall.keys_file)
    kept = key(settings, "reload", "service")
    removed = key(settings, "reload", "service")
    good = json.loads(await asyncio.to_thread(keys_file.read_text))
    log = tmp_path / "recall.log"
    with recall_process(settings, log) as base_url:
        async with httpx.AsyncClient(base_url=base_url, timeout=30) as client:

            async def status(api_key: str) -> int:
                # 422 means authenticated: only the empty body is wrong.
                return (await client.post("/v1/recall", json={}, headers=auth(api_key))).status_code

            assert await status(kept) == 422 and await status(removed) == 422
            # The operator removes a key and, in the same edit, breaks another record.
            broken = {"keys": [good["keys"][0] | {"role": "superuser"}]}
            await asyncio.to_thread(keys_file.write_text, json.dumps(broken))

            async def refused() -> bool:
                return await status(removed) == 503

            await wait_for(refused, timeout=10, interval=0.2)
            assert await status(kept) == 503
            readyz = (await client.get("/readyz")).json()
            assert readyz["ready"] is False and readyz["checks"]["keys_file"] is False
            assert "KEYS FILE INVALID" in await asyncio.to_thread(log.read_text)

            fixed = {"keys": [good["keys"][0]]}
            await asyncio.to_thread(keys_file.write_text, json.dumps(fixed))

            async def accepted() -> bool:
                return await status(kept) == 422

            await wait_for(accepted, timeout=10, interval=0.2)
            assert await status(removed) == 401
            assert (await client.get("/readyz")).json()["checks"]["keys_file"] is True
