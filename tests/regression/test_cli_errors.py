"""Issue 14, CLI errors: ``memstream keys add --tenant ../x …`` and ``memstream export
--tenant '*'`` printed a pydantic traceback, and ``keys revoke`` printed nothing on
success. Now: one line saying what to do, exit code 2 for a usage error, and every command
says what it did. Each runs the real ``memstream`` command."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from memstream.config import Settings
from tests.regression.recall_harness import cli, recall_settings

pytestmark = pytest.mark.integration


def _one_line_usage_error(code: int, out: str, err: str) -> None:
    assert code == 2, (code, err)
    assert "Traceback" not in err and "validation error" not in err, err
    assert err.count("\n") == 1, err
    assert out == ""


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return recall_settings(tmp_path)


BAD_ARGUMENTS = [
    (("keys", "add", "--tenant", "../x", "--role", "service"), "is not a tenant id"),
    (("export", "--tenant", "*"), "is not a tenant id"),
    (("import", "--tenant", "A B", "items.jsonl"), "is not a tenant id"),
    (("reembed", "--tenant", "../x"), "is not a tenant id"),
    (("export", "--tenant", "acme", "--subject", "_workspace"), "reserved"),
    (
        ("keys", "add", "--tenant", "acme", "--role", "user", "--subject", "\u202eevil"),
        "is not a subject id",
    ),
    (("keys", "add", "--role", "service"), "--tenant"),
    (("keys", "add", "--tenant", "acme", "--role", "user"), "--subject is required"),
    (("keys", "revoke", "0123456789ab"), "keys list"),
]


async def test_a_bad_argument_prints_one_line_saying_what_to_do_and_exits_2(
    settings: Settings,
) -> None:
    ran = await asyncio.gather(*(cli(settings, *args) for args, _ in BAD_ARGUMENTS))
    for (args, says), (code, out, err) in zip(BAD_ARGUMENTS, ran, strict=True):
        _one_line_usage_error(code, out, err)
        assert says in err, (args, err)
        assert err.startswith("memstream "), (args, err)


async def test_keys_commands_say_what_they_did(settings: Settings) -> None:
    code, out, err = await cli(settings, "keys", "list")
    assert code == 0 and "no keys in" in err
    code, out, err = await cli(settings, "keys", "add", "--tenant", "acme", "--role", "service")
    assert code == 0 and out.startswith("msk_")
    key_id = out.split("_")[1]
    assert f"created service key {key_id} for tenant acme" in err
    code, out, err = await cli(settings, "keys", "revoke", key_id)
    assert code == 0, err
    assert f"revoked service key {key_id} of tenant acme" in out  # was silent


async def test_an_invalid_setting_prints_one_line(settings: Settings) -> None:
    code, out, err = await cli(
        settings, "config", env={"MEMSTREAM_LIMITS__MAX_ITEMS_DEFAULT": "5000"}
    )
    _one_line_usage_error(code, out, err)
    assert "MEMSTREAM_LIMITS__MAX_ITEMS_DEFAULT" in err
