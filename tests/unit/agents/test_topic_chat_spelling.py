"""Chat spellings are written out before the rules read a statement: the dropped German
subject and verb ending, the French elisions, the English "im" and dropped "I", and the
space that separates Chinese and Japanese clauses."""

from __future__ import annotations

import pytest

from agents.sequences import replay_sequence
from agents.topics import chat_forms, classify

WRITTEN_OUT = [
    ("bin seit April verlobt", "ich bin seit April verlobt"),
    ("Umzug geschafft, wohn jetzt in Kassel", "Umzug geschafft, ich wohne jetzt in Kassel"),
    ("wohn ich eigentlich noch in Jena", "wohne ich eigentlich noch in Jena"),
    ("hab bei Zeiss angefangen", "ich habe bei Zeiss angefangen"),
    ("fahr jetzt nen Kombi", "ich fahre jetzt einen Kombi"),
    ("sind jetzt verheiratet", "wir sind jetzt verheiratet"),
    ("chui infirmière", "je suis infirmière"),
    ("jai 40 ans", "j'ai 40 ans"),
    ("im a plumber", "i'm a plumber"),
    ("finally moved to Leeds", "I finally moved to Leeds"),
    ("搬完家了 现在住在苏州", "搬完家了，现在住在苏州"),
]


@pytest.mark.parametrize(("chat", "full"), WRITTEN_OUT)
def test_chat_spellings_are_written_out(chat: str, full: str) -> None:
    assert chat_forms(chat) == full


# Near misses: the same letters where they are something else.
LEFT_ALONE = [
    "bin day is on Thursday",  # the English noun
    "Ich wohne im Norden",  # German "im" stays
    "je ne mange pas de viande",  # French "ne" is not the German article
    "Jai is my cousin",  # a name
    "I live in New York",  # spaces between Latin words
]


@pytest.mark.parametrize("text", LEFT_ALONE)
def test_look_alikes_are_left_alone(text: str) -> None:
    assert chat_forms(text) == text


UPDATES = [
    ("Ich bin ledig", "bin jetzt verheiratet"),
    ("ich wohne in Erfurt", "und jetzt wohn ich in Gotha"),
    ("Ich bin Lehrling als Maler", "Gesellenprüfung geschafft, bin jetzt Geselle"),
    ("je suis en licence à Dauphine", "chui à l'ENS maintenant, j'ai changé de fac"),
    ("j'ai 30 ans", "jai eu 31 ans dimanche"),
    ("我在浙大读本科", "本科读完了 现在在清华读研"),
]


@pytest.mark.parametrize(("old", "new"), UPDATES)
def test_an_update_in_chat_spelling_supersedes(old: str, new: str) -> None:
    assert replay_sequence([{"remember": old}, {"remember": new}]) == [new]


def test_a_written_out_subject_still_respects_other_people() -> None:
    # "wohnt" is the third person: nothing is added, and the sister keeps her own key.
    assert classify("meine Schwester wohnt jetzt in Gotha").topic_key == "schwester residence"
    kept = ["ich wohne in Erfurt", "meine Schwester wohnt jetzt in Gotha"]
    assert replay_sequence([{"remember": s} for s in kept]) == kept
