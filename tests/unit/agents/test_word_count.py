"""Words counted as a reader counts them."""

from __future__ import annotations

import pytest

from agents.word_count import count_words


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("I'm allergic", 3),  # "I'm" is "I am"
        ("My mom's recipe", 3),  # a noun's "'s" is no word
        ("she's a vet", 4),  # a pronoun's "'s" is "is"
        ("we lost 38-7", 4),
        ("我是护士", 4),  # Chinese counts characters
    ],
)
def test_words_are_counted_as_read(text: str, words: int) -> None:
    assert count_words(text) == words
