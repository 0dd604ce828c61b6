"""A chat line's language, from its function words and its own letters."""

from __future__ import annotations

import pytest

from agents.chat_language import language_of


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Wir haben endlich Urlaub gebucht!", "de"),
        ("Je suis allée au marché ce matin", "fr"),
        ("¿Sabes qué? Me mudé a Sevilla", "es"),
        ("I just adopted a puppy", "en"),
        ("我下周去成都", "zh"),
        ("私は猫が好きです", "ja"),
        # a line with no function word at all is read as English
        ("Pizza", "en"),
    ],
)
def test_language_of_a_line(text: str, lang: str) -> None:
    assert language_of(text) == lang
