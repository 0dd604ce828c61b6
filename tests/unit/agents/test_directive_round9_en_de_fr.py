"""Round 9 (en, de, fr): chat-ops commands, labels, markdown, kept-for-now, parentheses.

Each mechanism is tested with positives and the hard negatives next to them, so a test
fails if the rule vanishes or if it fires on its neighbours.
"""

from __future__ import annotations

import pytest

from agents.directive_lat_labels import closing_parenthesis, label, session_only, unmarked
from agents.directives import detect_directive


def _found(text: str) -> tuple[str, str]:
    found = detect_directive(text)
    return ("none", "") if found is None else (found.action.value, found.statement)


# --- sigil commands -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "action", "key"),
    [
        ("mem+ son = Noah, 9yo, plays hockey", "remember", "son = Noah"),
        ("mem- old gym membership (cancelled)", "forget", "old gym membership"),
        ("+mem allergic to latex", "remember", "allergic to latex"),
        ("/remember my flat is on the 4th floor, no lift", "remember", "4th floor"),
        ("/forget my previous employer", "forget", "previous employer"),
        ("/merken arbeite im Schichtdienst", "remember", "Schichtdienst"),
        ("/vergiss meine alte Handynummer", "forget", "alte Handynummer"),
        ("mem+ ich spiele Posaune im Musikverein", "remember", "Posaune"),
        ("/retenir je suis intolérant au gluten", "remember", "intolérant au gluten"),
        ("/oublier mon ancien code postal", "forget", "ancien code postal"),
        ("mem- chat Moustache, il est parti", "forget", "chat Moustache"),
    ],
)
def test_a_sigil_command_hands_over_what_follows(text: str, action: str, key: str) -> None:
    got_action, statement = _found(text)
    assert got_action == action
    assert key in statement
    assert not statement.startswith(("mem", "/", "+"))


@pytest.mark.parametrize(
    "text",
    [
        "/remember isn't working on my phone",
        "/merken funktioniert bei mir nicht",
        "/retenir ne marche pas",
        "memory - is it true goldfish only remember 3 seconds?",
        "mem usage is at 90% on the server",
        "- buy milk\n- call the plumber",
        "/shrug whatever",
    ],
)
def test_talk_about_a_command_and_other_leading_signs_are_none(text: str) -> None:
    assert _found(text) == ("none", "")


# --- labels -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "action", "key", "exclude"),
    [
        ("store this -> my partner is called Sam", "remember", "my partner is called Sam", "store"),
        ("Memory – I work night shifts at a bakery", "remember", "night shifts", "Memory"),
        ("for next time: I'm left-handed", "remember", "left-handed", "next time"),
        ("Zum Merken: ich habe zwei Katzen und einen Hund", "remember", "zwei Katzen", "Merken"),
        ("fürs nächste Mal: ich bin Diabetikerin", "remember", "Diabetikerin", "nächste"),
        ("kurz: in dein Gedächtnis aufnehmen – Laktoseintoleranz", "remember", "Laktose", "kurz"),
        (
            "Pour info, et pour la suite : je suis allergique aux chats",
            "remember",
            "aux chats",
            "info",
        ),
        (
            "aus dem Speicher entfernen: meine Arbeitsadresse. Danke",
            "forget",
            "Arbeitsadresse",
            "Danke",
        ),
        (
            "à retirer de la mémoire : le prénom de mon ex. merci",
            "forget",
            "prénom de mon ex",
            "merci",
        ),
        ("delete from memory - my old address", "forget", "my old address", "delete"),
    ],
)
def test_a_label_of_memory_words_hands_over_what_follows(
    text: str, action: str, key: str, exclude: str
) -> None:
    got_action, statement = _found(text)
    assert got_action == action
    assert key in statement
    assert exclude not in statement


@pytest.mark.parametrize(
    "text",
    [
        # A keeping word without a memory noun needs the speaker: these are notes on work.
        "Remember: the exam is on Friday",
        "À retenir : la réunion commence à 10h",
        "Zum Merken: die Formel gilt nur für Dreiecke",
        # Future words without "for" and plans are no facts.
        "next: I need a recipe for tonight",
        "for next time: I'll bring the charger",
        # Removal without a memory word edits the work.
        "remove: the second paragraph",
        "entfernen: die letzte Zeile",
        # Labels of something else.
        "Note to self: buy milk",
        "Summary - I went to the store and then home",
        "Update: I'm stuck in traffic",
    ],
)
def test_labels_that_are_no_memory_request_are_none(text: str) -> None:
    assert _found(text) == ("none", "")


def test_label_reads_offsets_of_the_message() -> None:
    text = "zum merken: ich bin Linkshänder"
    found = label(text)
    assert found is not None
    assert (found.action, found.language) == ("remember", "de")
    assert text[found.start : found.end] == "ich bin Linkshänder"


# --- markdown emphasis --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("**remember:** I'm studying for the bar exam", "studying for the bar exam"),
        ("please **remember** that I'm a night owl", "night owl"),
        ("**Merken:** ich mache gerade eine Ausbildung zur Pflegerin", "Ausbildung"),
        ("**À retenir :** je suis végétalien depuis 2020", "végétalien"),
        ("_merk dir_, dass ich Brillenträger bin", "Brillenträger"),
    ],
)
def test_markdown_emphasis_does_not_hide_the_directive(text: str, key: str) -> None:
    action, statement = _found(text)
    assert action == "remember"
    assert key in statement
    assert "*" not in statement


def test_unmarked_keeps_offsets_and_leaves_code_alone() -> None:
    assert unmarked("**Remember:** x") == "  Remember:   x"
    assert len(unmarked("a **b** c")) == len("a **b** c")
    assert unmarked("call free_memory() now") == "call free_memory() now"
    assert unmarked("2*3*4 = 24") == "2*3*4 = 24"
    assert _found("don't forget to call free_memory() in the example") == ("none", "")


# --- kept for this conversation only ------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "just for this chat, assume I'm a total beginner",
        "for this conversation only, remember I'm on a Mac",
        "nur für dieses Gespräch: ich bin Anfänger, merk dir das aber nicht",
        "juste pour cette discussion, retiens que je suis débutante",
        "I'm on Windows at the moment, don't save that",
    ],
)
def test_a_fact_for_this_conversation_only_is_none(text: str) -> None:
    assert _found(text) == ("none", "")


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("remember that I'm on a Mac", "on a Mac"),
        ("don't forget that I only eat halal", "only eat halal"),
        ("merk dir, dass ich nur Bahn fahre", "nur Bahn"),
        ("retiens que je ne mange pas de porc", "porc"),
    ],
)
def test_only_and_negation_inside_a_fact_keep_it(text: str, key: str) -> None:
    action, statement = _found(text)
    assert action == "remember"
    assert key in statement


def test_session_only_words() -> None:
    assert session_only("for this session only, i'm a beginner")
    assert session_only("ne l'enregistre pas")
    assert not session_only("i only drink tea")
    assert not session_only("don't save that file twice")


# --- parentheses and erasing everything kept about a topic ---------------------------------


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("Remember I'm short-sighted (minus 6) — bigger fonts please", "(minus 6)"),
        ("Garde en tête que je suis végétarien (pas végétalien), merci", "(pas végétalien)"),
        ("Merk dir, dass ich Typ-1-Diabetiker bin (seit 2012), danke", "(seit 2012)"),
    ],
)
def test_a_parenthesis_cut_by_the_clause_split_is_closed(text: str, key: str) -> None:
    action, statement = _found(text)
    assert action == "remember"
    assert key in statement


def test_closing_parenthesis_only_when_the_text_has_it() -> None:
    assert closing_parenthesis("a (b", "x a (b) c") == "a (b)"
    assert closing_parenthesis("a (b", "x a (b c") == "a (b"
    assert closing_parenthesis("a (b)", "a (b)") == "a (b)"


@pytest.mark.parametrize(
    ("text", "key", "exclude"),
    [
        ("delete everything you've stored on my old job", "my old job", "stored"),
        (
            "Supprime tout ce que tu as noté sur mon ancien appartement.",
            "ancien appartement",
            "noté",
        ),
        ("Efface tout ce que tu as enregistré sur ma sœur, Léa.", "ma sœur, Léa", "enregistré"),
    ],
)
def test_erasing_what_was_kept_about_a_topic(text: str, key: str, exclude: str) -> None:
    action, statement = _found(text)
    assert action == "forget"
    assert key in statement
    assert exclude not in statement


@pytest.mark.parametrize(
    "text",
    [
        "delete everything about my project from the repo",
        "Supprime tout ce que tu as écrit dans le paragraphe 2",
    ],
)
def test_erasing_work_is_none(text: str) -> None:
    assert _found(text) == ("none", "")


# --- pointers ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("remember this about me: I hate cilantro", "I hate cilantro"),
        ("FYI for future chats: I'm colour-blind", "colour-blind"),
    ],
)
def test_a_pointer_about_me_points_forward(text: str, key: str) -> None:
    action, statement = _found(text)
    assert action == "remember"
    assert key in statement
    assert "chats" not in statement
    assert "this about me" not in statement
