"""Issue 14, README example: the recall ``curl`` lacked ``Content-Type: application/json``
and got a 422. The README's recall, keys and CLI examples are run here as written (only
the port and the key are filled in), against a real worker and ``memstream recall``."""

from __future__ import annotations

import asyncio
import json
import os
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from memstream.config import Settings
from tests.regression.recall_harness import recall_process, recall_settings
from tests.support.recall import import_rows, key, running_worker
from tests.support.worker import settings_env

pytestmark = pytest.mark.integration

ROOT = Path(__file__).resolve().parents[2]
README = ROOT / "README.md"
TENANT = "acme"  # the README's tenant; the index prefix and topics are this test's own


def indented_block(after_heading: str) -> list[str]:
    """The commands of the first indented code block under a heading (continuations
    joined, comment-only lines dropped)."""
    lines = README.read_text().splitlines()
    start = next(n for n, line in enumerate(lines) if line.strip() == after_heading)
    block: list[str] = []
    for line in lines[start + 1 :]:
        if line.startswith("    "):
            block.append(line[4:])
        elif block:
            break
    commands: list[str] = []
    pending = ""
    for line in block:
        if not line.strip() or line.strip().startswith("#"):
            continue
        if line.rstrip().endswith("\\"):
            pending += line.rstrip()[:-1] + " "
            continue
        commands.append(pending + line)
        pending = ""
    return commands


def fenced_block(after_text: str) -> list[str]:
    text = README.read_text()
    tail = text[text.index(after_text) :]
    match = re.search(r"```sh\n(.*?)```", tail, re.DOTALL)
    assert match is not None
    return match.group(1).strip().splitlines()


@dataclass
class Ran:
    code: int
    out: str
    err: str


async def sh(command: str, env: dict[str, str], cwd: Path) -> Ran:
    """``command`` through bash, with ``memstream`` on the PATH as it is after install."""
    path = f"{ROOT / '.venv' / 'bin'}:{env.get('PATH', os.defpath)}"
    proc = await asyncio.create_subprocess_exec(
        "bash",
        "-c",
        command,
        env={**env, "PATH": path},
        cwd=cwd,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
    )
    out, err = await asyncio.wait_for(proc.communicate(), 180)
    assert proc.returncode is not None
    return Ran(proc.returncode, out.decode(), err.decode())


@dataclass
class World:
    settings: Settings
    base_url: str
    data: Path
    key: str


@pytest.fixture(scope="module")
def world(tmp_path_factory: pytest.TempPathFactory) -> Iterator[World]:
    data = tmp_path_factory.mktemp("readme")
    settings = recall_settings(data)
    rows = [{"subject": "alice", "kind": "preference", "content": "I am vegetarian"}]
    with running_worker(settings, data):
        report = asyncio.run(import_rows(settings, TENANT, rows, data / "seed.jsonl"))
        assert report.applied == 1, report.as_dict()
        api_key = key(settings, TENANT, "service")
        with recall_process(settings, data / "recall.log", ready=True) as base_url:
            yield World(settings, base_url, data, api_key)


async def test_the_readme_recall_curl_example_works_as_written(world: World) -> None:
    [command] = indented_block("### Recall and search")
    assert command.startswith("curl ")
    port = world.base_url.rsplit(":", 1)[1]
    env = settings_env(world.settings) | {"KEY": world.key}
    ran = await sh(command.replace("localhost:8080", f"127.0.0.1:{port}"), env, world.data)
    assert ran.code == 0, ran.err
    answer = json.loads(ran.out)  # was {"detail": [...]}: a 422 for want of Content-Type
    assert set(answer) >= {"resident", "situational", "prompt", "used", "degraded"}, answer
    assert [i["content"] for i in answer["resident"]] == ["I am vegetarian"]


async def test_the_readme_keys_examples_run_as_written(world: World, tmp_path: Path) -> None:
    settings = world.settings.with_sections(recall={"keys_file": str(tmp_path / "keys.json")})
    env = settings_env(settings)
    commands = indented_block("### Credentials and scope")
    assert any("keys revoke" in c for c in commands)
    for written in commands:
        command = written
        if "<id>" in written:
            listed = await sh("memstream keys list", env, tmp_path)
            command = written.replace("<id>", json.loads(listed.out.splitlines()[0])["id"])
        ran = await sh(command, env, tmp_path)
        assert ran.code == 0, (command, ran.err)
        assert ran.out.strip() or ran.err.strip(), command  # every command says what it did


async def test_the_readme_import_export_examples_run_as_written(world: World) -> None:
    workdir = world.data / "moving"
    workdir.mkdir()
    rows = [
        {"id": "readme-1", "subject": "alice", "kind": "fact", "content": "I sail on Sundays"},
        {"subject": "bob", "kind": "preference", "content": "I prefer aisle seats"},
    ]
    (workdir / "items.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows))
    env = settings_env(world.settings)
    for command in indented_block("### Moving data and changing models"):
        ran = await sh(command, env, workdir)
        assert ran.code == 0, (command, ran.out, ran.err)
    exported = [json.loads(line) for line in (workdir / "alice.jsonl").read_text().splitlines()]
    assert "readme-1" in {d["id"] for d in exported}
    assert {d["subject"] for d in exported} == {"alice"}


async def test_the_readme_analyze_example_prints_what_it_shows() -> None:
    command, shown = fenced_block("Ask the analyzer why")
    ran = await sh(command, dict(os.environ), ROOT)
    assert ran.code == 0, ran.err
    assert json.loads(ran.out) == json.loads(shown)
