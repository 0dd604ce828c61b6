"""A lasting fact or a single past episode: the aspect judgement on its own."""

from __future__ import annotations

import pytest

from agents.episodes import is_episode


def episode(statement: str, lang: str) -> bool:
    # The statements here open on their subject, so the whole is also the part from it on.
    return is_episode(statement, statement, lang)


@pytest.mark.parametrize(
    ("once", "lasting"),
    [
        # English: a past whose verb leaves nothing, and one that leaves a state
        ("I napped on the sofa", "I adopted a greyhound"),
        ("We watched the fireworks from the roof", "We moved to Bristol"),
        # ... or said to last
        ("I swam in the lake", "I swam in the lake every summer"),
        # Chinese: told with 了 and nothing left, or a verb that leaves something
        ("我们吃了火锅", "我们买了房子"),
        # German: someone close's one act, and one that changes their life
        ("Meine Schwester hat Lasagne gekocht", "Meine Schwester hat geheiratet"),
        ("Mein Vater hat die Zeitung weggeworfen", "Mein Vater hat den Laden verkauft"),
    ],
)
def test_one_past_act_is_an_episode_a_lasting_one_is_not(once: str, lasting: str) -> None:
    lang = "zh" if once.startswith("我") else "de" if once.startswith("Mein") else "en"
    assert episode(once, lang)
    assert not episode(lasting, lang)


@pytest.mark.parametrize(
    "statement",
    [
        # the writer's own German perfect is kept: that is how events are told there
        "Ich habe Lasagne gekocht",
        # someone close doing it for years is a habit, not one act
        "Meine Mutter hat jeden Sonntag gekocht",
        # a present is no past
        "Meine Mutter kocht gern",
    ],
)
def test_german_statements_that_are_not_an_anecdote(statement: str) -> None:
    assert not episode(statement, "de")


def test_other_languages_are_not_judged() -> None:
    assert not episode("J'ai mangé une crêpe", "fr")
    assert not episode("Comí paella", "es")
