"""A private Kafka + OpenSearch pair for fault tests, and switches to fail each of them.

Fault tests stop and restart services; the pair that ``make up`` starts on :9092/:9200 is
shared with everyone else's integration tests, so it is never touched. Instead
``deploy/local/up.sh`` runs a second pair from its own cache directory on other ports
(``MEMSTREAM_CACHE_DIR`` and the ``MEMSTREAM_*_PORT`` variables, see
``deploy/local/env.sh``). The Maven repository (``~/.m2``) is shared, so the first start
only unpacks and formats (about 30 s); later starts take about 12 s.

Single services are stopped through the pid files up.sh keeps under ``<cache>/run/``
(checked, like ``ms_live_pid`` does, to still belong to the program up.sh started), and
started again with up.sh, which starts what is down and reuses what runs.

Settings (environment variables, defaults in brackets):

- ``MEMSTREAM_FAULTS_CACHE_DIR`` [``${MEMSTREAM_CACHE_DIR:-~/.cache/memstream}-faults``]
- ``MEMSTREAM_FAULTS_KAFKA_PORT`` [19492], ``MEMSTREAM_FAULTS_KAFKA_CONTROLLER_PORT``
  [19493], ``MEMSTREAM_FAULTS_OPENSEARCH_PORT`` [19700],
  ``MEMSTREAM_FAULTS_OPENSEARCH_TRANSPORT_PORT`` [19800]
- ``MEMSTREAM_FAULTS_KEEP=1`` leaves the pair running after the session (the next run
  then starts in about a second); by default a pair the session started is stopped.
"""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[2]
DEPLOY = REPO / "deploy" / "local"

KAFKA_MAIN = "kafka.Kafka"
OPENSEARCH_MAIN = "org.opensearch.bootstrap.OpenSearch"

# up.sh waits MEMSTREAM_START_TIMEOUT (180 s) per service; a first run also unpacks.
UP_TIMEOUT_SECONDS = 600.0


class ServiceError(AssertionError):
    """A private service did not start, stop or answer as asked (fails the test)."""


@dataclass(frozen=True)
class Ports:
    kafka: int = 19492
    kafka_controller: int = 19493
    opensearch: int = 19700
    opensearch_transport: int = 19800


def default_cache_dir() -> Path:
    base = os.environ.get("MEMSTREAM_CACHE_DIR") or str(Path.home() / ".cache" / "memstream")
    return Path(os.environ.get("MEMSTREAM_FAULTS_CACHE_DIR") or f"{base}-faults").expanduser()


def ports_from_env() -> Ports:
    defaults = Ports()

    def port(name: str, default: int) -> int:
        return int(os.environ.get(f"MEMSTREAM_FAULTS_{name}", default))

    return Ports(
        kafka=port("KAFKA_PORT", defaults.kafka),
        kafka_controller=port("KAFKA_CONTROLLER_PORT", defaults.kafka_controller),
        opensearch=port("OPENSEARCH_PORT", defaults.opensearch),
        opensearch_transport=port("OPENSEARCH_TRANSPORT_PORT", defaults.opensearch_transport),
    )


def port_open(port: int) -> bool:
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=1):
            return True
    except OSError:
        return False


class PrivateServices:
    """One Kafka and one OpenSearch of deploy/local, in their own cache dir and ports."""

    def __init__(self, cache_dir: Path, ports: Ports) -> None:
        self.cache_dir = cache_dir
        self.ports = ports
        self.log_path = cache_dir.parent / f"{cache_dir.name}.updown.log"

    # -- addresses --------------------------------------------------------------------

    @property
    def bootstrap_servers(self) -> str:
        return f"127.0.0.1:{self.ports.kafka}"

    @property
    def opensearch_url(self) -> str:
        return f"http://127.0.0.1:{self.ports.opensearch}"

    def settings_sections(self) -> dict[str, dict[str, Any]]:
        """Overrides for ``isolated_settings(..., **sections)`` that point at this pair."""
        return {
            "kafka": {"bootstrap_servers": self.bootstrap_servers},
            "opensearch": {"url": self.opensearch_url},
        }

    def env(self) -> dict[str, str]:
        """The environment for deploy/local scripts that selects this pair."""
        env = dict(os.environ)
        env.update(
            MEMSTREAM_CACHE_DIR=str(self.cache_dir),
            MEMSTREAM_KAFKA_PORT=str(self.ports.kafka),
            MEMSTREAM_KAFKA_CONTROLLER_PORT=str(self.ports.kafka_controller),
            MEMSTREAM_OPENSEARCH_PORT=str(self.ports.opensearch),
            MEMSTREAM_OPENSEARCH_TRANSPORT_PORT=str(self.ports.opensearch_transport),
        )
        return env

    # -- the whole pair ----------------------------------------------------------------

    def up(self, timeout: float = UP_TIMEOUT_SECONDS) -> float:
        """Start (or reuse) both services and wait until they answer; return seconds."""
        return self._script("up.sh", timeout)

    def down(self, timeout: float = 120.0) -> float:
        return self._script("down.sh", timeout)

    def running(self) -> bool:
        return self.kafka_pid() is not None and self.opensearch_pid() is not None

    def _script(self, name: str, timeout: float) -> float:
        started = time.monotonic()
        self.cache_dir.parent.mkdir(parents=True, exist_ok=True)
        with self.log_path.open("ab") as log:
            log.write(f"\n==== {name} at {time.strftime('%H:%M:%S')} ====\n".encode())
            log.flush()
            try:
                result = subprocess.run(
                    ["bash", str(DEPLOY / name)],
                    env=self.env(),
                    stdout=log,
                    stderr=subprocess.STDOUT,
                    stdin=subprocess.DEVNULL,
                    timeout=timeout,
                    check=False,
                )
            except subprocess.TimeoutExpired:
                raise ServiceError(
                    f"{name} took longer than {timeout}s; see {self.log_path}"
                ) from None
        if result.returncode != 0:
            tail = self.log_path.read_text(errors="replace")[-3000:]
            raise ServiceError(f"{name} failed ({result.returncode}):\n{tail}")
        return time.monotonic() - started

    # -- single services ---------------------------------------------------------------

    def kafka_pid(self) -> int | None:
        return _live_pid(self.cache_dir / "run" / "kafka.pid", KAFKA_MAIN)

    def opensearch_pid(self) -> int | None:
        return _live_pid(self.cache_dir / "run" / "opensearch.pid", OPENSEARCH_MAIN)

    def stop_kafka(self, *, kill: bool = False, timeout: float = 60.0) -> float:
        """Stop the broker (SIGTERM: controlled shutdown; ``kill``: SIGKILL)."""
        return _stop(self.kafka_pid(), "kafka", kill=kill, timeout=timeout)

    def stop_opensearch(self, *, kill: bool = False, timeout: float = 60.0) -> float:
        return _stop(self.opensearch_pid(), "opensearch", kill=kill, timeout=timeout)

    def start_kafka(self) -> float:
        """up.sh starts what is down and reuses what runs: here, the broker."""
        if self.kafka_pid() is not None:
            raise ServiceError("kafka is still running")
        return self.up()

    def start_opensearch(self) -> float:
        if self.opensearch_pid() is not None:
            raise ServiceError("opensearch is still running")
        return self.up()

    def pause_opensearch(self) -> None:
        """Freeze the node (SIGSTOP): connections hang instead of being refused."""
        _signal(self.opensearch_pid(), "opensearch", signal.SIGSTOP)

    def resume_opensearch(self) -> None:
        _signal(self.opensearch_pid(), "opensearch", signal.SIGCONT)

    def opensearch_answers(self) -> bool:
        try:
            with urllib.request.urlopen(
                f"{self.opensearch_url}/_cluster/health", timeout=2
            ) as response:
                return bool(response.status == 200)
        except OSError:
            return False


def _live_pid(pidfile: Path, main: str) -> int | None:
    """The pid in ``pidfile`` if that process is alive and still runs ``main``."""
    try:
        pid = int("".join(c for c in pidfile.read_text() if c.isdigit()))
        cmdline = Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ")
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (OSError, ValueError):
        return None
    if main.encode() not in cmdline or state == "Z":
        return None
    return pid


def _signal(pid: int | None, name: str, sig: signal.Signals) -> None:
    if pid is None:
        raise ServiceError(f"{name} is not running")
    os.kill(pid, sig)


def _gone(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return True
    return state == "Z"  # exited, not yet reaped by its parent: as good as gone


def _stop(pid: int | None, name: str, *, kill: bool, timeout: float) -> float:
    """Signal one service by its pid and wait until it is gone; return seconds."""
    if pid is None:
        raise ServiceError(f"{name} is not running")
    started = time.monotonic()
    os.kill(pid, signal.SIGCONT)  # a paused process cannot act on SIGTERM
    os.kill(pid, signal.SIGKILL if kill else signal.SIGTERM)
    deadline = started + timeout
    while time.monotonic() < deadline:
        if _gone(pid):
            return time.monotonic() - started
        time.sleep(0.1)
    os.kill(pid, signal.SIGKILL)
    raise ServiceError(f"{name} (pid {pid}) did not stop within {timeout}s; killed it")


@contextmanager
def private_services(
    cache_dir: Path | None = None, ports: Ports | None = None
) -> Iterator[PrivateServices]:
    """Bring the private pair up for the duration; stop it afterwards if we started it."""
    services = PrivateServices(cache_dir or default_cache_dir(), ports or ports_from_env())
    was_running = services.running()
    if not was_running:
        for port in (
            services.ports.kafka,
            services.ports.kafka_controller,
            services.ports.opensearch,
            services.ports.opensearch_transport,
        ):
            if port_open(port):
                raise ServiceError(
                    f"port 127.0.0.1:{port} for the private fault-test services is taken by "
                    "another process; set MEMSTREAM_FAULTS_*_PORT (tests/support/services.py)"
                )
    services.up()
    try:
        yield services
    finally:
        if not was_running and os.environ.get("MEMSTREAM_FAULTS_KEEP") != "1":
            services.down()
