"""Issue 14, JWT strictness: ``exp`` as a numeric string and ``exp=1e20`` were accepted, and
an empty or 1-byte HS256 secret was accepted at start.

Against a real ``memstream recall``: ``exp`` must be a JSON number no further ahead than
``jwt_max_lifetime_seconds``; an HS256 secret under 32 bytes stops the service at start
with one line and exit code 2.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import jwt
import pytest
from pydantic import SecretStr

from tests.regression.recall_harness import cli, recall_process, recall_settings

pytestmark = pytest.mark.integration

SECRET = "a-test-secret-of-at-least-32-bytes!!"
MAX_LIFETIME = 3600


@pytest.fixture(scope="module")
def base_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    data = tmp_path_factory.mktemp("jwt")
    settings = recall_settings(
        data, jwt_hs256_secret=SecretStr(SECRET), jwt_max_lifetime_seconds=MAX_LIFETIME
    )
    with recall_process(settings, data / "recall.log") as url:
        yield url


async def _status(base_url: str, exp: object) -> int:
    token = jwt.encode({"tenant": "acme", "sub": "alice", "exp": exp}, SECRET, algorithm="HS256")
    async with httpx.AsyncClient(base_url=base_url, timeout=30) as client:
        response = await client.post(
            "/v1/recall", json={}, headers={"authorization": f"Bearer {token}"}
        )
        return response.status_code


@pytest.mark.parametrize(
    "exp",
    [
        pytest.param(str(int(time.time()) + 600), id="numeric-string"),
        pytest.param(1e20, id="1e20"),
        pytest.param(int(time.time()) + 2 * MAX_LIFETIME, id="beyond-max-lifetime"),
    ],
)
async def test_a_token_whose_exp_is_not_a_near_number_is_401(base_url: str, exp: object) -> None:
    assert await _status(base_url, exp) == 401


async def test_a_token_with_a_numeric_exp_within_the_lifetime_is_accepted(base_url: str) -> None:
    # 422: authenticated; only the empty body is refused.
    assert await _status(base_url, int(time.time()) + 600) == 422
    assert await _status(base_url, time.time() + 600.5) == 422


@pytest.mark.parametrize("secret", ["", "x"])
async def test_a_short_hs256_secret_stops_the_service_with_one_line(
    tmp_path: Path, secret: str
) -> None:
    settings = recall_settings(tmp_path, jwt_hs256_secret=SecretStr(secret))
    code, _, err = await cli(settings, "recall", "--loglevel", "warning", timeout=60)
    assert code == 2, err
    assert err.count("\n") == 1 and "at least 32" in err, err
