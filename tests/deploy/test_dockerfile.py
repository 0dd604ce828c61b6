"""The Dockerfile builds the image the chart runs (it cannot be built in the test
environment, so its structure is checked against the project and the chart)."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import yaml

REPO = Path(__file__).resolve().parents[2]
DOCKERFILE = (REPO / "Dockerfile").read_text()
DOCKERIGNORE = (REPO / ".dockerignore").read_text().splitlines()
VALUES = yaml.safe_load((REPO / "deploy" / "helm" / "memstream" / "values.yaml").read_text())
PYPROJECT = tomllib.loads((REPO / "pyproject.toml").read_text())


def stages() -> list[tuple[str, list[str]]]:
    """(FROM line, instructions) per stage, with line continuations joined."""
    text = re.sub(r"\\\n\s*", " ", DOCKERFILE)
    lines = [
        ln.strip() for ln in text.splitlines() if ln.strip() and not ln.lstrip().startswith("#")
    ]
    found: list[tuple[str, list[str]]] = []
    for line in lines:
        if line.startswith("FROM "):
            found.append((line, []))
        elif found:
            found[-1][1].append(line)
    return found


def packages() -> list[str]:
    """The top-level packages pyproject.toml ships (`memstream*` -> memstream)."""
    include = PYPROJECT["tool"]["setuptools"]["packages"]["find"]["include"]
    return sorted(pattern.rstrip("*") for pattern in include)


def test_two_stages_and_a_slim_runtime() -> None:
    (builder_from, builder), (runtime_from, runtime) = stages()
    default_image = re.search(r"^ARG PYTHON_IMAGE=(\S+)$", DOCKERFILE, re.MULTILINE)
    assert default_image and default_image[1] == "python:3.11-slim"
    assert builder_from == "FROM ${PYTHON_IMAGE} AS builder"
    assert runtime_from == "FROM ${PYTHON_IMAGE} AS runtime"
    # The project with its rocksdict extra: the chart's default store is rocksdb://.
    assert 'RUN pip wheel --wheel-dir /wheels ".[rocksdict]"' in builder
    runtime_text = "\n".join(runtime)
    for tool in ("build-essential", "gcc", "apt-get install", "COPY --from=builder /wheels"):
        assert tool not in runtime_text, f"{tool!r} in the runtime stage"
    assert 'pip install --no-index --find-links /wheels "memstream[rocksdict]"' in runtime_text


def test_runs_as_the_chart_user_with_memstream_as_entrypoint() -> None:
    (_, runtime) = stages()[-1]
    user = [i for i in runtime if i.startswith("USER ")]
    assert user == [
        f"USER {VALUES['podSecurityContext']['runAsUser']}:{VALUES['podSecurityContext']['runAsGroup']}"
    ]
    assert f"--uid {VALUES['podSecurityContext']['runAsUser']}" in "\n".join(runtime)
    assert runtime[-2:] == ['ENTRYPOINT ["memstream"]', 'CMD ["--help"]']
    exposed = {int(p) for i in runtime if i.startswith("EXPOSE ") for p in i.split()[1:]}
    assert exposed == {VALUES["worker"]["webPort"], VALUES["recall"]["port"]}


def test_build_context_holds_every_package_and_nothing_else() -> None:
    (_, builder) = stages()[0]
    copied = {m[1] for i in builder if (m := re.match(r"COPY (\w+)/ \1/$", i))}
    assert copied == set(packages()), "a package pyproject.toml ships is not copied"
    assert "COPY pyproject.toml README.md ./" in builder  # README.md is the package readme
    rules = [line for line in DOCKERIGNORE if line and not line.startswith("#")]
    assert rules[0] == "*"  # everything is excluded, then re-included one by one
    included = {line[1:].rstrip("/") for line in rules if line.startswith("!")}
    assert included == set(packages()) | {"pyproject.toml", "README.md"}
