"""The README's table of directive forms is a promise: every example in it is detected."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from agents.directives import DirectiveAction, detect_directive

README = Path(__file__).resolve().parents[3] / "README.md"
FORGET_FORMS = {"forget", "delete from memory", "no longer needed", "no longer true"}


def table_examples() -> list[tuple[str, str, str]]:
    lines = README.read_text(encoding="utf-8").splitlines()
    start = lines.index("| form | en | zh | de | fr | es | ja |")
    languages = ["en", "zh", "de", "fr", "es", "ja"]
    rows = []
    for line in lines[start + 2 :]:
        if not line.startswith("|"):
            break
        form, *cells = [c.strip() for c in line.strip("|").split("|")]
        rows += [(form, lang, text) for lang, text in zip(languages, cells, strict=True)]
    return rows


EXAMPLES = table_examples()


def test_the_table_covers_every_language_for_at_least_eight_forms() -> None:
    assert len(EXAMPLES) >= 8 * 6


@pytest.mark.parametrize(("form", "lang", "text"), EXAMPLES)
def test_every_readme_example_is_the_directive_it_illustrates(
    form: str, lang: str, text: str
) -> None:
    found = detect_directive(text)
    expected = DirectiveAction.FORGET if form in FORGET_FORMS else DirectiveAction.REMEMBER
    assert found is not None, f"{form} ({lang}): {text!r} not detected"
    assert (found.action, found.language) == (expected, lang)
    if form.startswith("standing"):
        assert found.standing


def command_examples() -> list[str]:
    """The backticked commands of the README's paragraph on short commands."""
    text = README.read_text(encoding="utf-8")
    start = text.index("Short commands work too")
    paragraph = " ".join(text[start : text.index("\n\n", start)].split())
    return re.findall(r"`([^`]+)`", paragraph)


COMMANDS = command_examples()
REMOVING = ("mem-", "/vergiss", "/oublier", "/forget")


def test_the_commands_paragraph_gives_examples_of_each_kind() -> None:
    assert len(COMMANDS) >= 6
    assert any(c.startswith(REMOVING) for c in COMMANDS)


@pytest.mark.parametrize("text", COMMANDS)
def test_every_readme_command_is_the_directive_it_illustrates(text: str) -> None:
    found = detect_directive(text)
    expected = DirectiveAction.FORGET if text.startswith(REMOVING) else DirectiveAction.REMEMBER
    assert found is not None, f"{text!r} not detected"
    assert found.action is expected
    assert found.statement and found.statement not in text[:4]


def test_a_request_kept_for_this_chat_only_stores_nothing() -> None:
    assert detect_directive("for this conversation only, assume I'm a beginner") is None
    assert detect_directive("remember that I'm a beginner") is not None
