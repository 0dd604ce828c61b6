"""What a statement must not be, judged on its own."""

from __future__ import annotations

import pytest

from agents.rejections import rejected


def reject(statement: str, lang: str = "en") -> bool:
    # These statements open on their subject: the whole is the part from it on.
    return rejected(statement, statement, lang)


@pytest.mark.parametrize(
    ("rejected_one", "kept_one"),
    [
        ("I think your plan is great", "I teach piano to kids on Saturdays"),
        ("I'm so tired", "I'm a night nurse at St Mary's"),
        ("I'm maybe moving to Leeds", "I'm moving to Leeds in June"),
        ("I have way too many mugs", "I have two mugs from Kyoto"),
        ("We didn't get the flat", "We don't eat meat"),
        ("Ich kann nur Nudeln kochen", "Ich koche jeden Abend für meine Familie"),
    ],
)
def test_rejections_and_their_near_misses(rejected_one: str, kept_one: str) -> None:
    lang = "de" if rejected_one.startswith("Ich") else "en"
    assert reject(rejected_one, lang)
    assert not reject(kept_one, lang)


def test_a_possibility_with_a_time_is_a_plan() -> None:
    assert reject("Ich kann nur Nudeln kochen", "de")
    assert not reject("Ich kann am 12. Juni nach Köln fahren", "de")
