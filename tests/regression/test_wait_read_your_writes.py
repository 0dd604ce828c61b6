"""Issue 14, ``?wait=true`` is not read-your-writes: ``POST /v1/memory/items?wait=true``
returned the item, yet an immediate ``GET`` by id answered 404 (10 of 10 runs).

Against a real worker and ``memstream recall``: once a waited write is answered, the item
is readable through every read endpoint at once: by id, in the list, the export, the
counts, search and recall.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from tests.regression.recall_harness import recall_process, recall_settings
from tests.support.recall import auth, key, running_worker, unique_token

pytestmark = pytest.mark.integration

RUNS = 10


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, dict[str, str]]]:
    data: Path = tmp_path_factory.mktemp("wait")
    settings = recall_settings(data)
    api_key = key(settings, f"w{unique_token()}", "service")
    with (
        running_worker(settings, data),
        recall_process(settings, data / "recall.log", ready=True) as base_url,
    ):
        yield base_url, auth(api_key)


async def test_after_wait_true_the_item_is_readable_through_every_read_endpoint(
    served: tuple[str, dict[str, str]],
) -> None:
    base_url, headers = served
    subject = {"subject": "ann"}
    async with httpx.AsyncClient(base_url=base_url, headers=headers, timeout=30) as client:
        for run in range(RUNS):
            word = f"quokka{run}x{unique_token()}"
            created = await client.post(
                "/v1/memory/items",
                params={**subject, "wait": "true"},
                json={"content": f"I keep a {word} in my garden", "kind": "fact"},
            )
            assert created.status_code == 200, created.text
            item_id = created.json()["item"]["id"]
            # No sleeping, no retrying: every read right away.
            one = await client.get(f"/v1/memory/items/{item_id}", params=subject)
            assert one.status_code == 200, (run, one.text)
            listed = await client.get("/v1/memory/items", params={**subject, "limit": 500})
            assert item_id in [i["id"] for i in listed.json()["items"]], run
            exported = await client.get("/v1/memory/export", params=subject)
            assert item_id in [i["id"] for i in exported.json()["items"]], run
            counts = (await client.get("/v1/memory/settings", params=subject)).json()["counts"]
            assert counts["active"] == run + 1, (run, counts)
            found = await client.post("/v1/search", json={**subject, "query": word})
            assert item_id in [i["id"] for i in found.json()["items"]], (run, found.text)
            recalled = await client.post(
                "/v1/recall", json={**subject, "message": f"how is my {word}?"}
            )
            assert item_id in [u["id"] for u in recalled.json()["used"]], (run, recalled.text)
