"""Round 14 (en/de/fr): standing knowledge anchored in the future, retractions, testing
users, remarks after a bare request, and the negatives of the same style. Own example
sentences."""

from __future__ import annotations

import pytest

from agents.directive_lat_aftercomment import remark_only
from agents.directive_lat_reason import trailing_reason
from agents.directives import detect_directive


def _found(text: str) -> tuple[str, str]:
    found = detect_directive(text)
    assert found is not None, text
    return found.action.value, found.statement


# --- knowing anchored in the future, and headers of future conversations ----------------


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("just so you know for next time, my brother Karim is a pilot", "brother Karim is a pilot"),
        ("so u know for the future: I work weekends at a bakery", "weekends at a bakery"),
        ("For each future chat: I'm training for a triathlon", "training for a triathlon"),
        ("nur damit du's fürs nächste Mal weißt: ich spiele Posaune", "ich spiele Posaune"),
        ("Zur Info für alle kommenden Chats: ich bin Linkshänderin", "ich bin Linkshänderin"),
        (
            "juste pour que tu le saches pour la prochaine fois, ma sœur vit à Lille",
            "ma sœur vit à Lille",
        ),
    ],
)
def test_future_anchored_knowing(text: str, kept: str) -> None:
    action, statement = _found(text)
    assert action == "remember"
    assert kept in statement, statement


@pytest.mark.parametrize(
    "text",
    [
        # knowing with no anchor in the future is news
        "just so you know, the bakery closes at six",
        "nur damit du es weißt: der Zug fällt heute aus",
        "pour que tu le saches, la réunion est annulée",
        "damit du weißt, wie das geht: klick auf Start",
    ],
)
def test_unanchored_knowing_is_news(text: str) -> None:
    assert detect_directive(text) is None


# --- a forget of the speaker as a whole -------------------------------------------------


@pytest.mark.parametrize(
    ("text", "statement"),
    [
        ("erase everything you know about me, new start", "everything you know about me"),
        ("oublie tout ce que tu sais de moi, on recommence", "tout ce que tu sais de moi"),
        ("Vergiss alles, was du über mich weißt.", "alles, was du über mich weißt"),
    ],
)
def test_forget_the_whole_speaker(text: str, statement: str) -> None:
    action, found = _found(text)
    assert action == "forget"
    assert found.startswith(statement), found


def test_forget_a_topic_still_names_the_topic() -> None:
    assert _found("erase everything you know about my landlord.") == ("forget", "my landlord")


# --- never mind, titles and slogans -----------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "bah oublie, je vais me débrouiller",
        "ach vergiss, ich mach das schon selbst",
        "nah forget it, I'll figure it out",
        "Remember the Maine! anyway who won that war",
        "Remember the Titans was such a great film",
    ],
)
def test_never_mind_and_titles(text: str) -> None:
    assert detect_directive(text) is None


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("oublie, je ne suis plus végétarienne", "plus végétarienne"),
        ("remember the Hendersons next door are my cousins", "my cousins"),
    ],
)
def test_never_mind_contrast(text: str, kept: str) -> None:
    _, statement = _found(text)
    assert kept in statement, statement


def test_laisse_tomber_with_an_object_is_a_retraction() -> None:
    action, statement = _found(
        "Laisse tomber l'info sur mon vélo, on me l'a volé. Tu peux l'effacer."
    )
    assert action == "forget"
    assert statement.startswith("mon vélo"), statement
    assert detect_directive("laisse tomber, je vais me débrouiller") is None


# --- a remark after a bare request: the request still points back ----------------------


@pytest.mark.parametrize(
    ("text", "kept", "left"),
    [
        (
            "My grandma Ines lives with us since June. Please keep that on file, it'll come "
            "up a lot",
            "grandma Ines",
            "come up",
        ),
        (
            "my name is spelled Zoë with the dots. please remember for next time, you used Zoe "
            "last time",
            "spelled Zoë",
            "you used",
        ),
        (
            "Ich spiele Cello, nicht Bratsche. Bitte so abspeichern, ist mir wichtig.",
            "Cello",
            "wichtig",
        ),
        ("Je suis diabétique. Retiens-le, c'est important.", "diabétique", "important"),
        ("I'm a night nurse. remember that, I'll ask you tomorrow", "night nurse", "ask you"),
    ],
)
def test_remark_after_bare_request(text: str, kept: str, left: str) -> None:
    action, statement = _found(text)
    assert action == "remember"
    assert kept in statement, statement
    assert left not in statement, statement


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        # a fact after the verb is still read forward
        ("Long day. Please remember, my son Leo is allergic to eggs", "allergic to eggs"),
        ("Heute war viel los. Bitte merk dir, dass sie Vegetarierin ist.", "Vegetarierin"),
        ("Je suis fatiguée. Retiens bien, c'est mon anniversaire demain", "mon anniversaire"),
    ],
)
def test_fact_after_bare_request_still_forward(text: str, kept: str) -> None:
    _, statement = _found(text)
    assert kept in statement, statement


def test_remark_words() -> None:
    assert remark_only(["it'll come up a lot"])
    assert remark_only(["ist für Geiger ein Unterschied"])
    assert remark_only(["je te redemande demain"])
    assert not remark_only(["my son is 4"])
    assert not remark_only(["dass sie Vegetarierin ist"])
    assert not remark_only(["die Gutachter hassen Passiv"])
    assert not remark_only(["我是素食者"])


# --- adjuncts of completeness and replacement after a pointer --------------------------


@pytest.mark.parametrize(
    ("text", "action", "kept"),
    [
        (
            "I said my flat was in Hove, it's in Brighton. remember that instead",
            "remember",
            "Brighton",
        ),
        ("we got a cat named Olive. save that over the old info", "remember", "cat named Olive"),
        ("Wir ziehen nach Jena. Merk dir das stattdessen.", "remember", "Jena"),
        (
            "Je t'avais parlé d'un stage à Nice, c'est annulé. Oublie ça complètement.",
            "forget",
            "stage à Nice",
        ),
    ],
)
def test_pointer_adjuncts(text: str, action: str, kept: str) -> None:
    found_action, statement = _found(text)
    assert found_action == action
    assert kept in statement, statement


# --- testing users, German infinitives with a pointer, a vague topic dropped ----------


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("did you even save it? if not, again: my wife is called Noor", "my wife is called Noor"),
        (
            "Hast du das gespeichert? Falls nicht nochmal: mein Sohn heißt Ole.",
            "mein Sohn heißt Ole",
        ),
        ("tu l'as noté ? sinon je répète : mon fils s'appelle Noé.", "mon fils s'appelle Noé"),
        ("Wir ziehen nach Jena statt nach Gera. Bitte das neue merken", "nach Jena"),
        ("Mein Vater ist Diabetiker. Bitte immer dran denken.", "Diabetiker"),
        ("can you make a permanent note that I hate cilantro?", "I hate cilantro"),
    ],
)
def test_testing_and_infinitives(text: str, kept: str) -> None:
    action, statement = _found(text)
    assert action == "remember"
    assert kept in statement, statement


def test_if_not_without_a_colon_is_none() -> None:
    assert detect_directive("Ich will kein Fleisch, ok? Falls nicht, sag Bescheid.") is None


def test_vague_topic_dropped_with_its_change() -> None:
    action, statement = _found("you can drop the marathon stuff, I stopped running in May")
    assert action == "forget"
    assert "marathon" in statement
    assert detect_directive("forget the whole thing, I'll manage") is None
    assert detect_directive("drop the intro bit, I don't like it") is None


# --- standing instructions: a reason after them, a vocative before ---------------------


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        (
            "Antworte mir ab jetzt immer auf Spanisch, ich ziehe im Herbst nach Sevilla.",
            ["auf Spanisch", "nach Sevilla"],
        ),
        (
            "Réponds-moi toujours en italien désormais, je pars vivre à Turin.",
            ["en italien", "à Turin"],
        ),
        ("Schatz, da ich schwerhörig bin, ab jetzt bitte nur schriftlich", ["schwerhörig"]),
        ("Anna, since I'm colour-blind, from now on describe charts in words", ["colour-blind"]),
    ],
)
def test_standing_reasons(text: str, kept: list[str]) -> None:
    action, statement = _found(text)
    assert action == "remember"
    assert all(k in statement for k in kept), statement


def test_thanks_after_standing_is_no_reason() -> None:
    _, statement = _found("Ab jetzt bitte immer kurze Antworten, danke dir")
    assert "danke" not in statement
    assert not trailing_reason("danke dir vielmals", question=False)
    assert trailing_reason("ich bereite mich auf eine prüfung vor", question=False)
    assert not trailing_reason("je vais bien ?", question=True)


def test_name_in_brackets_is_no_vocative() -> None:
    _, statement = _found(
        "My nieces are 7 now (Lou & Mia), both in Year 2. pls remember so I don't have to repeat it"
    )
    assert "nieces are 7" in statement


# --- a premise that carries a person's attribute; an adverb before "davon aus" -----------


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("it's for my son's maths, he's in Year 4. keep that in mind", "he's in Year 4"),
        ("c'est pour le piano de ma fille, elle a 9 ans. Retiens-le.", "elle a 9 ans"),
        ("Geh künftig bitte davon aus, dass ich in Wien wohne.", "ich in Wien wohne"),
    ],
)
def test_premise_with_attribute_and_assume(text: str, kept: str) -> None:
    action, statement = _found(text)
    assert action == "remember"
    assert kept in statement, statement


@pytest.mark.parametrize(
    "text",
    [
        "remember, this is for an 8 year old",
        "Denk dran, das ist für Anfänger",
        "Geh ab jetzt davon aus, dass die Liste sortiert ist",
    ],
)
def test_premise_and_task_assumption_negatives(text: str) -> None:
    assert detect_directive(text) is None
