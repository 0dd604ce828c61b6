"""Running memstream's own processes and topics: used by the demo, the benchmarks and the
tests, so all three start a worker the same way production does (its own process)."""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import re
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from opensearchpy import NotFoundError
from pydantic import SecretStr

from indexers.client import make_client
from memstream.config import Settings
from memstream.errors import MemstreamError
from memstream.kafka_admin import delete_topics


class WorkerFailed(MemstreamError):
    """A worker process exited or did not become ready; its log tail is in the message."""


def settings_env(settings: Settings) -> dict[str, str]:
    """The environment that makes a subprocess use exactly these settings."""
    env = dict(os.environ)
    for section in ("kafka", "worker", "opensearch", "limits", "llm", "embedding", "recall"):
        for name, value in getattr(settings, section).model_dump(mode="python").items():
            plain = value.get_secret_value() if isinstance(value, SecretStr) else value
            if isinstance(plain, tuple | list | dict):
                plain = json.dumps(plain)  # complex settings are read back as JSON
            if plain is not None:
                env[f"MEMSTREAM_{section.upper()}__{name.upper()}"] = str(plain)
    return env


async def drop_indices(settings: Settings) -> None:
    """Delete the indices and index templates under the settings' index prefix."""
    client = make_client(settings.opensearch)
    prefix = settings.opensearch.index_prefix
    try:
        await client.indices.delete(index=f"{prefix}-*", params={"ignore_unavailable": "true"})
        for name in ("memories", "audit"):
            with contextlib.suppress(NotFoundError):
                await client.indices.delete_index_template(name=f"{prefix}-{name}")
    finally:
        await client.close()


def remove_run(settings: Settings) -> None:
    """Delete what a run on :func:`isolated_settings` left: its topics, its worker's
    changelog and leader topics, its indices and index templates."""
    tag = settings.kafka.turns_topic.split(".")[0]
    asyncio.run(delete_topics(settings, f"{tag}."))
    asyncio.run(delete_topics(settings, settings.worker.app_id + "-"))
    asyncio.run(drop_indices(settings))


_TAG = re.compile(r"[a-z0-9]+")


def isolated_settings(
    base: Settings, tag: str, data_dir: Path, **sections: Mapping[str, Any]
) -> Settings:
    """A copy of ``base`` for one run (a test module, a benchmark) that shares nothing with
    other runs on the same Kafka, OpenSearch and host:

    - topics ``<tag>.turns``, ``<tag>.turns.dlq``, ``<tag>.commands``, ``<tag>.changes``,
      ``<tag>.distill.dlq`` and ``<tag>.settings``, so
      ``delete_topics(settings, f"{tag}.")`` removes them all;
    - worker app id ``memstream-<tag>`` (its consumer group, and the prefix of its table
      changelog topics);
    - index prefix ``<tag>``;
    - worker table state in ``data_dir / "worker"``, recall keys in ``data_dir / "keys.json"``;
    - a free worker web port and a free recall port.

    ``tag`` is lowercase letters and digits only: without ``-`` one run's index templates
    (pattern ``<prefix>-*-memories``) match no other run's indices, nor does the default
    ``memstream`` prefix's match this run's. ``sections`` replace fields of any section,
    these included, validated as if configured:
    ``isolated_settings(base, "w1a2b", tmp, llm={"provider": "openai"}, worker={...})``.
    """
    if not _TAG.fullmatch(tag):
        raise ValueError(f"tag must be lowercase letters and digits, not {tag!r}")
    fields: dict[str, dict[str, Any]] = {
        "kafka": {
            "turns_topic": f"{tag}.turns",
            "turns_dlq_topic": f"{tag}.turns.dlq",
            "commands_topic": f"{tag}.commands",
            "changes_topic": f"{tag}.changes",
            "distill_dlq_topic": f"{tag}.distill.dlq",
            "settings_topic": f"{tag}.settings",
        },
        "worker": {
            "app_id": f"memstream-{tag}",
            "data_dir": str(data_dir / "worker"),
            "web_port": free_port(),
        },
        "opensearch": {"index_prefix": tag},
        "recall": {"keys_file": str(data_dir / "keys.json"), "port": free_port()},
    }
    for name, overrides in sections.items():
        fields[name] = {**fields.get(name, {}), **overrides}
    return base.with_sections(**fields)


class ServiceProcess:
    """A ``memstream`` subcommand as a child process with its own settings and log file,
    started and waited for the way an orchestrator would (its ``/readyz``)."""

    command = "worker"

    def __init__(
        self,
        settings: Settings,
        log_path: Path,
        *,
        loglevel: str = "info",
        args: Sequence[str] = (),
    ) -> None:
        self.settings = settings
        self.log_path = log_path
        self.loglevel = loglevel
        self.args = tuple(args)  # more command-line arguments, e.g. ("--workers", "2")
        self.proc: subprocess.Popen[bytes] | None = None

    @property
    def base_url(self) -> str:
        w = self.settings.worker
        return f"http://{w.web_host}:{w.web_port}"

    def start(self, *, detach: bool = False) -> None:
        """Start and wait until ready; ``detach`` lets it outlive this process (the demo)."""
        self.launch(detach=detach)
        self.wait_ready()

    def launch(self, *, detach: bool = False) -> None:
        """Start the process without waiting for it."""
        with self.log_path.open("ab") as log:  # the child keeps its own descriptor
            self.proc = subprocess.Popen(  # noqa: S603 - our own CLI, fixed arguments
                [
                    sys.executable,
                    "-m",
                    "memstream.shell.cli",
                    self.command,
                    "--loglevel",
                    self.loglevel,
                    *self.args,
                ],
                env=self.environment(),
                stdout=log,
                stderr=subprocess.STDOUT,
                start_new_session=detach,
            )

    def environment(self) -> dict[str, str]:
        return settings_env(self.settings)

    def wait_ready(self, timeout: float = 60) -> None:
        url = f"{self.base_url}/readyz"
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc is None or self.proc.poll() is not None:
                code = self.proc.returncode if self.proc else None
                raise WorkerFailed(f"{self.command} exited with {code}:\n{self.logs()[-3000:]}")
            try:
                with urllib.request.urlopen(url, timeout=1) as response:  # noqa: S310 - http only
                    if json.loads(response.read()).get("ready"):
                        return
            except OSError:
                pass
            time.sleep(0.3)
        raise WorkerFailed(f"{self.command} not ready in {timeout}s:\n{self.logs()[-3000:]}")

    def metric(self, name: str, **labels: str) -> float:
        """The current value of one sample on the /metrics page (0 when absent)."""
        wanted = ",".join(f'{k}="{v}"' for k, v in sorted(labels.items()))
        for line in self.metrics().splitlines():
            sample, _, value = line.rpartition(" ")
            metric_name, _, label_text = sample.partition("{")
            got = ",".join(sorted(label_text.rstrip("}").split(","))) if label_text else ""
            if metric_name == name and got == wanted:
                return float(value)
        return 0.0

    def metrics(self) -> str:
        with urllib.request.urlopen(f"{self.base_url}/metrics", timeout=5) as response:  # noqa: S310
            text: str = response.read().decode()
            return text

    def stop(self, *, kill: bool = False) -> None:
        if self.proc is None or self.proc.poll() is not None:
            return
        if kill:
            self.proc.kill()
        else:
            self.proc.terminate()
        try:
            self.proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait(timeout=10)

    def logs(self) -> str:
        return self.log_path.read_text(errors="replace") if self.log_path.exists() else ""


class WorkerProcess(ServiceProcess):
    """``memstream worker``: metrics and health on the worker's web port."""

    command = "worker"


class RecallProcess(ServiceProcess):
    """``memstream recall``: the HTTP API, health and metrics on the recall port."""

    command = "recall"

    @property
    def base_url(self) -> str:
        r = self.settings.recall
        return f"http://{r.host}:{r.port}"


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port
