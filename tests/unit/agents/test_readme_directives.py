"""The README's table of directive forms is a promise: every example in it is detected."""

from __future__ import annotations

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
