"""The packages' layers (docs/architecture.md, "Where the code is"), checked on the imports
themselves, so a shortcut across a layer fails here rather than in a design review.

- ``schemas`` is a leaf; the floor (``memstream`` without ``memstream.shell``) imports
  only schemas (and, lazily, the one redaction path its logging passes every line through);
- ``agents`` is pure: it imports neither ``streams``, ``indexers`` nor ``recall``;
- the services (``streams``, ``recall``) and ``indexers`` never import the application
  shell (``memstream.shell``: cli, demo, benchmarks, runtime helpers for tests);
- the worker and the recall service do not import each other;
- the recall service does not import its batch tools (``recall.tools``).
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("schemas", "memstream", "agents", "indexers", "streams", "recall")


def imports_of(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module)
            found.update(f"{node.module}.{alias.name}" for alias in node.names)
    return found


def module_name(path: Path) -> str:
    return ".".join(path.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")


def modules(package: str) -> list[tuple[str, set[str]]]:
    return [
        (module_name(path), imports_of(path))
        for path in sorted((ROOT / package).rglob("*.py"))
        if "__pycache__" not in path.parts
    ]


def inside(name: str, prefix: str) -> bool:
    return name == prefix or name.startswith(prefix + ".")


# (who, whom it must not import)
FORBIDDEN = [
    ("schemas", ("memstream", "agents", "indexers", "streams", "recall")),
    ("memstream", ("agents", "indexers", "streams", "recall")),  # the floor
    ("agents", ("streams", "indexers", "recall", "memstream.shell")),
    ("indexers", ("streams", "recall", "memstream.shell")),
    ("streams", ("recall", "memstream.shell")),
    ("recall", ("streams", "memstream.shell")),
]
SHELL = "memstream.shell"
# The one exception, by design: every log line passes the one redaction path, which the
# floor's logging imports lazily, when the first record is made (memstream/logs.py).
ALLOWED = {("memstream.logs", "agents.redaction")}
TOOLS = "recall.tools"


def allowed(name: str, target: str) -> bool:
    return any(name == who and inside(target, whom) for who, whom in ALLOWED)


def violations(who: str, banned: tuple[str, ...]) -> list[str]:
    found = []
    for name, imported in modules(who.split(".", maxsplit=1)[0]):
        if not inside(name, who) or inside(name, SHELL):
            continue  # the shell sits on top of everything
        for target in sorted(imported):
            if any(inside(target, b) for b in banned) and not allowed(name, target):
                found.append(f"{name} imports {target}")
    return found


@pytest.mark.parametrize(("who", "banned"), FORBIDDEN, ids=[who for who, _ in FORBIDDEN])
def test_no_package_reaches_across_its_layer(who: str, banned: tuple[str, ...]) -> None:
    assert violations(who, banned) == []


def test_the_recall_service_does_not_import_its_batch_tools() -> None:
    found = [
        f"{name} imports {target}"
        for name, imported in modules("recall")
        if not inside(name, TOOLS)
        for target in imported
        if inside(target, TOOLS)
    ]
    assert found == []


def test_the_check_sees_a_violation() -> None:
    # The contrast: the shell imports the services, which the floor may not.
    shell_imports = {
        t for name, imported in modules("memstream") if inside(name, SHELL) for t in imported
    }
    assert any(inside(t, "streams") for t in shell_imports)
    assert any(inside(t, "recall") for t in shell_imports)


def test_no_test_app_ships_in_a_production_package() -> None:
    assert not (ROOT / "streams" / "smoke.py").exists()
    assert all((ROOT / package).is_dir() for package in PACKAGES)
