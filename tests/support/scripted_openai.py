"""A scripted OpenAI-compatible HTTP server on 127.0.0.1 for tests.

It serves ``POST /v1/chat/completions`` and ``POST /v1/embeddings``. Each request takes the
next scripted step for its path (an answer, a delay, an error status, or garbage); when a
path's script is empty its ``default`` callable answers. Every request body is recorded,
so a test can assert what memstream sent (for example that no secret reached the model).

    with ScriptedOpenAI() as server:
        server.script("/v1/chat/completions", Step(status=429), Step(json=chat_answer("{}")))
        settings.llm.base_url = server.base_url
"""

from __future__ import annotations

import json
import threading
import time
from collections import defaultdict, deque
from collections.abc import Callable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

Handler = Callable[[dict[str, Any]], dict[str, Any]]


@dataclass(frozen=True)
class Step:
    """One scripted reply: ``delay`` seconds, then ``status`` with ``json`` or raw ``body``."""

    status: int = 200
    json: dict[str, Any] | None = None
    body: bytes | None = None
    delay: float = 0.0
    use_default: bool = False  # answer with the path's default handler (after ``delay``)


@dataclass
class Recorded:
    path: str
    body: dict[str, Any] | None
    raw: bytes
    headers: dict[str, str] = field(default_factory=dict)


def chat_answer(
    content: str, *, prompt_tokens: int = 10, completion_tokens: int = 5
) -> dict[str, Any]:
    """An OpenAI chat-completions response whose message content is ``content``."""
    return {
        "id": "chatcmpl-test",
        "object": "chat.completion",
        "created": int(time.time()),
        "model": "scripted",
        "choices": [
            {
                "index": 0,
                "finish_reason": "stop",
                "message": {"role": "assistant", "content": content},
            }
        ],
        "usage": {
            "prompt_tokens": prompt_tokens,
            "completion_tokens": completion_tokens,
            "total_tokens": prompt_tokens + completion_tokens,
        },
    }


def embeddings_answer(vectors: list[list[float]]) -> dict[str, Any]:
    return {
        "object": "list",
        "model": "scripted-embedding",
        "data": [
            {"object": "embedding", "index": i, "embedding": v} for i, v in enumerate(vectors)
        ],
        "usage": {"prompt_tokens": 1, "total_tokens": 1},
    }


class ScriptedOpenAI:
    def __init__(self, defaults: dict[str, Handler] | None = None) -> None:
        self._scripts: dict[str, deque[Step]] = defaultdict(deque)
        self._defaults: dict[str, Handler] = dict(defaults or {})
        self._lock = threading.Lock()
        self.requests: list[Recorded] = []
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), self._handler_class())
        self._server.daemon_threads = True
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)

    @property
    def base_url(self) -> str:
        host, port = self._server.server_address[:2]
        return f"http://{host!s}:{port}/v1"

    def script(self, path: str, *steps: Step) -> None:
        with self._lock:
            self._scripts[path].extend(steps)

    def default(self, path: str, handler: Handler) -> None:
        with self._lock:
            self._defaults[path] = handler

    def requests_to(self, path: str) -> list[Recorded]:
        with self._lock:
            return [r for r in self.requests if r.path == path]

    def __enter__(self) -> ScriptedOpenAI:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._server.shutdown()
        self._server.server_close()

    def _next(self, path: str, body: dict[str, Any] | None) -> Step:
        with self._lock:
            step = self._scripts[path].popleft() if self._scripts[path] else None
            handler = self._defaults.get(path)
        if step is not None and not step.use_default:
            return step
        if handler is None:
            return Step(status=404, json={"error": {"message": f"no script for {path}"}})
        return Step(json=handler(body or {}), delay=step.delay if step else 0.0)

    def _handler_class(self) -> type[BaseHTTPRequestHandler]:
        server = self

        class _Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                length = int(self.headers.get("content-length", "0"))
                raw = self.rfile.read(length)
                try:
                    body = json.loads(raw) if raw else None
                except json.JSONDecodeError:
                    body = None
                path = self.path.split("?")[0]
                with server._lock:
                    server.requests.append(Recorded(path, body, raw, dict(self.headers.items())))
                step = server._next(path, body)
                if step.delay:
                    time.sleep(step.delay)
                payload = (
                    step.body if step.body is not None else json.dumps(step.json or {}).encode()
                )
                try:
                    self.send_response(step.status)
                    self.send_header("content-type", "application/json")
                    self.send_header("content-length", str(len(payload)))
                    self.end_headers()
                    self.wfile.write(payload)
                except (BrokenPipeError, ConnectionResetError):
                    pass  # the client gave up (a timeout test): nothing to answer

            def log_message(self, format: str, *args: Any) -> None:
                pass  # keep test output clean

        return _Handler
