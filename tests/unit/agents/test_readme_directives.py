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


# The README's paragraph on requests in people's own words: (text, action, statement).
OWN_WORDS = [
    ("You have my son's age wrong, he is 12 now. Please update it.", "remember", "he is 12 now"),
    ("你记错了，我女儿今年9岁了，帮我更新一下", "remember", "我女儿今年9岁"),
    ("For future reference: I'm left-handed.", "remember", "I'm left-handed"),
    ("今後の参考までに：私は左利きです。", "remember", "私は左利きです"),
    ("No need to keep the bit about my divorce anymore.", "forget", "my divorce"),
    ("Das mit meiner Scheidung brauchst du nicht mehr aufzuheben.", "forget", "meiner Scheidung"),
    ("離婚の話は覚えてなくていいよ。", "forget", "離婚の話"),
    ("I'd rather you forgot my old address.", "forget", "my old address"),
    ("Es wäre schön, wenn du dir merkst, dass ich Linkshänder bin.", "remember", "Linkshänder"),
    ("J'aimerais que tu retiennes que je suis végétarienne.", "remember", "végétarienne"),
    ("Me gustaría que recordaras que soy diabético.", "remember", "soy diabético"),
]


@pytest.mark.parametrize("text", ["I'd like a coffee", "I want you to know how grateful I am"])
def test_a_wish_in_the_readme_with_no_memory_word_is_no_directive(text: str) -> None:
    assert text in " ".join(README.read_text(encoding="utf-8").split())
    assert detect_directive(text) is None


@pytest.mark.parametrize(("text", "action", "statement"), OWN_WORDS)
def test_every_request_in_own_words_in_the_readme_is_detected(
    text: str, action: str, statement: str
) -> None:
    assert text in " ".join(README.read_text(encoding="utf-8").split())  # lines rewrapped
    found = detect_directive(text)
    assert found is not None, text
    assert found.action == DirectiveAction(action)
    assert statement in found.statement


def regional_examples() -> tuple[list[str], list[str]]:
    """The quoted examples of the README's paragraph on regional ways of asking: those
    before "and to forget:" remember, those after it forget."""
    text = README.read_text(encoding="utf-8")
    start = text.index("Regional ways of asking")
    paragraph = " ".join(text[start : text.index("\n\n", start)].split())
    asking, forgetting = paragraph.split("and to forget:")
    quoted = re.compile(r'"([^"]+)"')
    return quoted.findall(asking), quoted.findall(forgetting)


REMEMBERING, FORGETTING = regional_examples()


def test_the_regional_paragraph_gives_examples_of_both_kinds() -> None:
    assert len(REMEMBERING) >= 6 and len(FORGETTING) >= 3


@pytest.mark.parametrize(
    ("text", "action"),
    [(t, DirectiveAction.REMEMBER) for t in REMEMBERING]
    + [(t, DirectiveAction.FORGET) for t in FORGETTING],
)
def test_every_regional_example_is_the_directive_it_illustrates(
    text: str, action: DirectiveAction
) -> None:
    found = detect_directive(text)
    assert found is not None, f"{text!r} not detected"
    assert found.action is action
    # The statement is the user's own words (Traditional characters stay as written).
    assert found.statement in text
