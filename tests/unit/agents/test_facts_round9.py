"""Round nine of the rules distiller: mechanisms, each pinned with lines it must change and
near misses it must leave alone. The lines are written for these tests."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from agents.episodes import is_episode
from agents.facts import extract_facts
from agents.facts_elaboration import is_aside
from agents.rejections import rejected, vague_event

# Wednesday 2025-03-12, noon UTC.
AT = datetime(2025, 3, 12, 12, 0, tzinfo=UTC)


def contents(text: str, lang: str | None = None) -> list[str]:
    return [f.content for f in extract_facts(text, AT, lang)]


def is_rejected(statement: str, lang: str = "en") -> bool:
    return rejected(statement, statement, lang)


# --- a wish or a request after a statement is no part of it ----------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        "Good luck on Friday!",
        "Talk soon",
        "Congrats again",
        "Please, PLEASE save me a slice",
        "Pray for me",
        "Rest that knee and give the dog a biscuit",
        "Night!",
    ],
)
def test_wishes_and_requests_are_asides(sentence: str) -> None:
    assert is_aside(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "Senior analyst, starting in May.",
        "Twelve weeks!",
        "The marine lab in Plymouth",
        "Rest of the week off",
        "Mostly Dutch ovens",
        "Night shifts, mostly",
    ],
)
def test_additions_are_not_asides(sentence: str) -> None:
    assert not is_aside(sentence)


def test_a_wish_after_a_statement_stays_out_of_it() -> None:
    assert contents("I booked the ferry to Bergen. Good luck with the move!") == [
        "I booked the ferry to Bergen"
    ]
    # the contrast: a verbless addition still joins
    assert contents("I got promoted. Head of logistics, starting June.") == [
        "I got promoted. Head of logistics, starting June"
    ]


def test_a_request_after_a_statement_stays_out_of_it() -> None:
    found = contents("I adopted a greyhound called Pepper. Please send walking tips")
    assert found == ["I adopted a greyhound called Pepper"]


# --- the listener called "my friend" is no subject -----------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Okay, my friend, rest that ankle and feed the parrot from me",
        "My dear, take the scenic route home",
    ],
)
def test_a_vocative_is_no_statement_of_the_writer(text: str) -> None:
    assert contents(text) == []


def test_my_friend_as_a_subject_is_kept() -> None:
    assert contents("My friend Tomasz is a locksmith in Gdansk") == [
        "My friend Tomasz is a locksmith in Gdansk"
    ]


# --- an emoji in the middle ends a statement where a full stop would -----------------


def test_a_face_emoji_or_one_before_a_capital_ends_the_statement() -> None:
    assert contents("I passed my driving test 😎 Next up the motorway") == [
        "I passed my driving test"
    ]
    assert contents("My students are growing 🥳 Next term twenty kids") == []


def test_an_emoji_that_pictures_a_word_goes_with_it() -> None:
    assert contents("I bought a campervan 🚐 finally, a 2012 Transit") == [
        "I bought a campervan 🚐 finally, a 2012 Transit"
    ]


# --- a subordinate clause is not cut after its own conjunction -------------------------


def test_a_subject_after_when_inside_a_because_clause_does_not_cut_it() -> None:
    found = contents("The garden is a mess because I work every weekend when I'm on the rota.")
    assert found == ["I work every weekend when I'm on the rota"]


def test_a_statement_never_ends_on_a_conjunction() -> None:
    for statement in ("I keep losing my keys when", "Ich trinke Tee wenn", "Je cours quand"):
        assert is_rejected(statement, "en" if statement.startswith("I ") else "de")
    # "ever since" is whole
    assert not is_rejected("I've been swimming every Sunday since")


# --- feelings, thoughts and bodies of the moment --------------------------------------


@pytest.mark.parametrize(
    ("statement", "lang"),
    [
        ("I'm getting goosebumps reading this", "en"),
        ("I never knew a baby could be this loud", "en"),
        ("I always thought she'd become a pilot", "en"),
        ("I keep staring at the tickets", "en"),
        ("I'm feeling much better now", "en"),
        ("I've been refreshing the tracking page all day", "en"),
        ("Ich bin so stolz", "de"),
        ("Ich hatte die ganze Zeit Gänsehaut", "de"),
        ("Ich sitz hier und heul", "de"),
        ("J'avais des frissons partout", "fr"),
        ("Se me puso la piel de gallina", "es"),
        ("我起鸡皮疙瘩了", "zh"),
    ],
)
def test_a_reaction_of_the_moment_is_rejected(statement: str, lang: str) -> None:
    assert is_rejected(statement, lang)


@pytest.mark.parametrize(
    ("statement", "lang"),
    [
        ("I always wear a helmet on the bike", "en"),
        ("I'm better at chess than my brother", "en"),
        ("I keep bees on the allotment", "en"),
        ("Ich bin stolzer Besitzer eines Kleingartens", "de"),
        ("Ich sitze im Gemeinderat", "de"),
        ("Ich sitz immer noch in der Buchhaltung", "de"),
    ],
)
def test_lasting_facts_with_the_same_words_are_kept(statement: str, lang: str) -> None:
    assert not is_rejected(statement, lang)


# --- pointing, supposing, announcing --------------------------------------------------


def test_that_standing_for_what_was_said_needs_the_conversation() -> None:
    assert is_rejected("I'm taking that as a compliment")
    assert not is_rejected("I'm taking that course in Leeds")


def test_we_would_supposes_unless_it_tells_a_habit() -> None:
    assert is_rejected("We would eat it with brown cheese in Norway")
    assert not is_rejected("We would always spend August in Brittany")


def test_a_hypothetical_without_if() -> None:
    assert is_rejected("Ich komme notfalls mit dem Zug", "de")
    assert is_rejected("I can bring the van if need be")
    assert not is_rejected("Ich komme mit dem Zug", "de")


@pytest.mark.parametrize(
    ("statement", "lang"),
    [
        ("Got my results", "en"),
        ("I finally got my results this morning", "en"),
        ("我这边有个好消息", "zh"),
        ("我们家最近也有大事", "zh"),
        ("我要查一下", "zh"),
    ],
)
def test_news_that_does_not_say_what_it_is(statement: str, lang: str) -> None:
    judged = statement if lang != "en" or statement.startswith("I") else f"I {statement}"
    assert is_rejected(judged, lang)


def test_news_that_says_what_it_is_is_kept() -> None:
    assert not is_rejected("I got my results: a first in chemistry")
    assert not is_rejected("我这边有个好消息，我升职了", "zh")


# --- someone close, and how they took it ----------------------------------------------


def test_how_someone_close_took_something_is_about_them() -> None:
    assert is_rejected("My dentist was very pleased with my gums")
    assert is_rejected("My coach is really impressed with my times")
    assert not is_rejected("My coach is a former Olympic rower")


# --- events told only by how they felt ------------------------------------------------


@pytest.mark.parametrize(
    "body",
    [
        "We had the BEST day",
        "I had such a lovely evening",
        "Wir hatten einen tollen Abend",
        "On a passé une super soirée",
        "Lo pasamos genial",
        "我们玩得很开心",
    ],
)
def test_a_felt_event_says_nothing_happened(body: str) -> None:
    assert vague_event(body)


def test_a_felt_event_with_content_is_kept() -> None:
    assert not vague_event("We had the best day at the Eden Project")
    assert contents("We had the best day at the Eden Project last Saturday") != []
    assert contents("We had the BEST day last Saturday!") == []


def test_went_well_has_no_dropped_i() -> None:
    assert contents("Went like clockwork. So relieved") == []
    assert contents("Went to the dentist in Ghent yesterday") != []


# --- what lasts ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I'm knitting a jumper for my nephew", "I'm knitting a jumper for my nephew"),
        ("we're building a treehouse", "We're building a treehouse"),
        ("I'm self-employed these days", "I'm self-employed these days"),
        ("I've signed up for a pottery course", "I've signed up for a pottery course"),
        ("No more crisps for me, and I started cycling.", "I started cycling"),
        ("We got engaged!!", "We got engaged"),
    ],
)
def test_projects_status_and_changes_of_life_are_kept(text: str, expected: str) -> None:
    assert contents(text) == [expected]


@pytest.mark.parametrize("text", ["I'm making a sandwich", "I'm writing", "I quit."])
def test_the_moment_with_the_same_shape_is_not(text: str) -> None:
    assert contents(text) == []


# --- German: one's own perfect of an act that leaves nothing ----------------


@pytest.mark.parametrize(
    ("judged", "lang"),
    [
        ("Ich hab beim Umzug meine alten Zeugnisse gefunden", "de"),
        ("Wir haben den ganzen Samstag im Garten verbracht", "de"),
        ("Ich habe bis 3 Uhr getanzt", "de"),
    ],
)
def test_an_afternoons_act_in_the_perfect_is_an_episode(judged: str, lang: str) -> None:
    assert is_episode(judged, judged, lang)


@pytest.mark.parametrize(
    ("judged", "lang"),
    [
        ("Ich hab endlich eine Wohnung in Altona gefunden", "de"),
        ("Ich hab einen Job bei der Stadt gefunden", "de"),
        ("Wir haben jeden Sommer auf Rügen verbracht", "de"),
        ("Ich hab mein Auto verkauft", "de"),
    ],
)
def test_a_find_that_stays_or_a_habit_is_no_episode(judged: str, lang: str) -> None:
    assert not is_episode(judged, judged, lang)
