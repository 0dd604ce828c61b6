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
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from aiokafka.admin import AIOKafkaAdminClient, NewTopic
from aiokafka.errors import for_code
from opensearchpy import NotFoundError
from pydantic import SecretStr

from indexers.client import make_client
from memstream.config import Settings
from memstream.errors import (
    KAFKA_ERRORS,
    ConfigurationError,
    MemstreamError,
    convert_kafka_error,
)


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


@dataclass(frozen=True)
class TopicSpec:
    """A topic to create. ``partitions`` defaults to the settings' count; ``configs`` are
    Kafka's topic configs (``{"cleanup.policy": "compact"}``)."""

    name: str
    partitions: int | None = None
    configs: Mapping[str, str] = field(default_factory=dict)


# Kafka's TOPIC_ALREADY_EXISTS: another worker created it first, which is the goal.
_TOPIC_EXISTS = 36


class TopicCreationRefused(ConfigurationError):
    """Kafka refused to create a topic (typically: the principal lacks Create)."""


def admin_client(settings: Settings) -> AIOKafkaAdminClient:
    """An admin client with the same security as every other Kafka client of memstream."""
    return AIOKafkaAdminClient(**settings.kafka.client_options())


async def create_topics(
    settings: Settings, topics: Iterable[str | TopicSpec], *, wait_seconds: float = 30
) -> None:
    """Create the topics that do not exist yet, and wait until the broker lists them all
    (a consumer that joins before then may be assigned nothing of them)."""
    specs = {s.name: s for s in (t if isinstance(t, TopicSpec) else TopicSpec(t) for t in topics)}
    admin = admin_client(settings)
    await _start(admin, settings)
    try:
        existing = set(await admin.list_topics())
        new = [spec for name, spec in specs.items() if name not in existing]
        if new:
            response = await admin.create_topics(
                [
                    NewTopic(
                        spec.name,
                        num_partitions=spec.partitions or settings.kafka.partitions,
                        replication_factor=settings.kafka.replication_factor,
                        topic_configs=dict(spec.configs),
                    )
                    for spec in new
                ]
            )
            _raise_for_topic_errors(response)
        deadline = time.monotonic() + wait_seconds
        while not set(specs) <= set(await admin.list_topics()):
            if time.monotonic() > deadline:
                raise MemstreamError(
                    f"topics {sorted(specs)} did not appear within {wait_seconds:.0f}s; "
                    "is Kafka healthy (make status)?"
                )
            await asyncio.sleep(0.1)
    finally:
        await admin.close()


async def missing_topics(settings: Settings, names: Iterable[str]) -> list[str]:
    """Which of ``names`` the broker does not list (yet), sorted."""
    admin = admin_client(settings)
    await _start(admin, settings)
    try:
        existing = set(await admin.list_topics())
    except KAFKA_ERRORS as exc:
        raise convert_kafka_error(exc, "listing topics") from exc
    finally:
        await admin.close()
    return sorted(set(names) - existing)


async def _start(admin: AIOKafkaAdminClient, settings: Settings) -> None:
    try:
        await admin.start()
    except KAFKA_ERRORS as exc:
        await admin.close()
        what = f"connecting to {settings.kafka.bootstrap_servers}"
        raise convert_kafka_error(exc, what) from exc


def _raise_for_topic_errors(response: Any) -> None:
    refused = []
    for entry in getattr(response, "topic_errors", []):
        name, code = entry[0], entry[1]
        if code not in (0, _TOPIC_EXISTS):
            refused.append(f"{name} ({for_code(code).__name__})")
    if refused:
        raise TopicCreationRefused(
            f"Kafka refused to create {', '.join(refused)}: grant the principal Create on "
            "these topics, or create them yourself and set MEMSTREAM_WORKER__CREATE_TOPICS="
            "false"
        )


async def delete_topics(settings: Settings, prefix: str) -> None:
    admin = admin_client(settings)
    await admin.start()
    try:
        doomed = [t for t in await admin.list_topics() if t.startswith(prefix)]
        if doomed:
            await admin.delete_topics(doomed)
    finally:
        await admin.close()


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


COMPACTED = {"cleanup.policy": "compact"}


def all_topics(settings: Settings) -> list[TopicSpec]:
    """The topics memstream itself reads and writes (not the worker's table changelogs);
    the settings topic is compacted: it holds the newest record per key for good."""
    k = settings.kafka
    return [
        TopicSpec(k.turns_topic),
        TopicSpec(k.turns_dlq_topic),
        TopicSpec(k.commands_topic),
        TopicSpec(k.changes_topic),
        TopicSpec(k.distill_dlq_topic),
        TopicSpec(k.settings_topic, configs=COMPACTED),
    ]


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
                    "memstream.cli",
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
