"""Round 15, en/de: adjuncts of a request to keep, a topic named before its removal, a
condition of use before a pointer, corrections over an "out of date", lists closed by
"etc." and ordinals before a counted noun (own example sentences)."""

from __future__ import annotations

import pytest

from agents.clauses import segment
from agents.directive_lat_adjuncts import adjuncts_read
from agents.directives import detect_directive


def _found(text: str) -> tuple[str, str]:
    found = detect_directive(text)
    return ("none", "") if found is None else (found.action.value, found.statement)


@pytest.mark.parametrize(
    ("text", "action", "key"),
    [
        # a purpose or role phrase between the pointer and a verb-final verb of keeping
        (
            "Ich fahre einen Kombi mit Anhängerkupplung, das sollst du dir für die Reiseplanung merken.",
            "remember",
            "Kombi mit Anhängerkupplung",
        ),
        (
            "Ich spiele Cello im Orchester. Das bitte als feste Info für mich speichern.",
            "remember",
            "Cello im Orchester",
        ),
        ("Ich trinke keinen Kaffee.\nbitte für alle Cafétipps speichern", "remember", "Kaffee"),
        # permission offers the fact as "kannst" does
        ("Meine Tochter heißt Ida. Das darfst du dir merken.", "remember", "Tochter heißt Ida"),
        # a condition of use after a bare infinitive, and before a pointer
        (
            "Ich habe eine Nussallergie. Bitte abspeichern, falls ich nach Kuchen frage.",
            "remember",
            "Nussallergie",
        ),
        (
            "Meine Frau ist Zöliakie-Patientin. Wenn ich nach Brot frag bitte dran denken.",
            "remember",
            "Zöliakie-Patientin",
        ),
        (
            "I take lithium daily. If I ask about painkillers, remember that.",
            "remember",
            "I take lithium daily",
        ),
        # a purpose phrase of later use before the colon
        ("note for later chats: my brother is a pilot", "remember", "my brother is a pilot"),
        ("Notier bitte fürs Protokoll: ich fahre kein Auto.", "remember", "ich fahre kein Auto"),
        ("For every future convo: my partner is deaf", "remember", "my partner is deaf"),
        # a closing tag without a comma; a clause of the assistant's work after the fact
        ("remember i work night shifts ok??", "remember", "i work night shifts"),
        (
            "dont forget im vegetarian next time u suggest restaurants",
            "remember",
            "im vegetarian",
        ),
        # idioms of record-keeping
        ("put it on record that my mother tongue is Welsh.", "remember", "mother tongue is Welsh"),
        ("Aktualisier bitte deine Infos: ich arbeite jetzt in Graz.", "remember", "in Graz"),
        # a topic named before its removal
        (
            "the whole thing about my banjo lessons\nforget that, gave up",
            "forget",
            "my banjo lessons",
        ),
        (
            "whatever I told you about my landlord, don't store any of it.",
            "forget",
            "my landlord",
        ),
        ("Des mit meinem Umzug kannst vergessen, bleib doch hier.", "forget", "meinem Umzug"),
        ("das mit meiner Diät\nbitte raus aus deinem Gedächtnis", "forget", "meiner Diät"),
        ("kannst du das mit meiner Tinder-Bio deleten?", "forget", "Tinder-Bio"),
        # the relative of storing names the memory
        ("remove my birthday from whatever you've saved", "forget", "my birthday"),
        # a correction stores the new fact, not the deletion of the old one
        (
            "Im Chor singe ich nicht mehr, das ist veraltet. Seit Mai bin ich Lehrerin. "
            "Bitte aktualisier das bei dir.",
            "remember",
            "Seit Mai bin ich Lehrerin",
        ),
        # "etc." closes the list, and a request after it opens a sentence
        (
            "we need paint, brushes etc. could you remember that my daughter is allergic to latex",
            "remember",
            "my daughter is allergic to latex",
        ),
        # a name set off by commas keeps the predicate after it in the fact
        (
            "remember that my youngest, Nora, starts kindergarten in May",
            "remember",
            "my youngest, Nora, starts kindergarten in May",
        ),
        # a totality about the speaker is what the assistant holds
        ("Delete everything about my old flatmate.", "forget", "my old flatmate"),
        # all that is stored on a topic, whatever the topic names
        ("Streich bitte alles, was du zum Umzug gespeichert hast.", "forget", "Umzug"),
        (
            "Würden Sie bitte alles löschen, was Sie über meine Eltern wissen?",
            "forget",
            "meine Eltern",
        ),
        # the place of memory is no part of what is removed
        ("please wipe the note about my surgery from memory", "forget", "my surgery"),
        # a polite condition asks, and a run-on cataphoric "this" announces the fact
        (
            "I told you I'd joined a choir. if you could just forget that, thanks a lot",
            "forget",
            "joined a choir",
        ),
        ("ok save this my dog is named Pepper", "remember", "my dog is named Pepper"),
        # an ordinal before a counted noun does not end the sentence
        (
            "Meine Tochter geht in die 3. Klasse 🎒 Das kannst du dir merken.",
            "remember",
            "3. Klasse",
        ),
    ],
)
def test_round15_directives(text: str, action: str, key: str) -> None:
    found_action, statement = _found(text)
    assert found_action == action
    assert key.lower() in statement.lower()


@pytest.mark.parametrize(
    "text",
    [
        # a phrase of the present task scopes the note to it
        "Merk dir für diese Antwort: bitte keine Fachbegriffe.",
        "Das bitte für diese Antwort merken.",
        # the part of a text being written is released, not a memory
        "Das Fazit kannst du vergessen, das ist zu lang. Kürz nur die Einleitung.",
        # the work names what to include; no fact about the speaker
        "remember my grandma when you write the toast",
        # a pronoun before "bitte" keeps it inside the condition
        "Wenn du bitte dran denkst, wäre das toll.",
        # a past condition is no condition of use
        "When I was little we had a dog, remember that?",
        # "the whole thing about …" with no request of removal
        "the whole thing about the launch was a mess",
        # "put it on record" with no clause
        "they put it on record in the minutes",
        # a totality about a work topic is the task's
        "remove everything about logging from this function",
        # the speaker erasing, not the assistant
        "Ich lösche alles, was du zum Thema geschrieben hast.",
        # "this" before a clause that is not about the speaker
        "save this file as a PDF",
    ],
)
def test_round15_negatives(text: str) -> None:
    assert _found(text) == ("none", "")


def test_adjunct_reading_keeps_offsets() -> None:
    """Every reading has the length of the user's text, so offsets point at their words."""
    text = "Das sollst du dir für die Steuer merken."
    read = adjuncts_read(text)
    assert read is not None
    assert len(read) == len(text)
    assert "Steuer" not in read
    assert read.startswith("Das sollst du dir ")


def test_past_condition_keeps_its_fact() -> None:
    """A condition in the past is a fact of its own: the pointer takes it."""
    assert _found("When I was a teenager I broke my arm, remember that.") == (
        "remember",
        "When I was a teenager I broke my arm",
    )


def test_etc_before_a_request_ends_the_sentence() -> None:
    text = "bring plates, cups etc. can you note that my brother is vegan"
    sentences = segment(text).sentences
    assert len(sentences) == 2
    assert text[sentences[1].start : sentences[1].end].startswith("can you")
    # without a request after it, "etc." stays inside its sentence
    assert len(segment("plates, cups etc. and some napkins").sentences) == 1
