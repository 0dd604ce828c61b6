"""Wishes and other frames read as the imperative they mean (en, de, fr): wishes and
conditionals with a memory verb, "the following" with adjuncts, a comment between a fact
and its removal, "what you know about me" as the place of memory, a verb of removal
before a clause, and a request after "so"/"donc"/"also"."""

from __future__ import annotations

import pytest

from agents.clauses import segment
from agents.directive_lat_comment import comment_skipped
from agents.directive_lat_following import announced_following
from agents.directive_lat_place import memory_place
from agents.directive_lat_wishes import in_user_words, wished
from agents.directives import detect_directive


def _found(text: str) -> tuple[str, str] | None:
    found = detect_directive(text)
    return None if found is None else (found.action.value, found.statement)


# --- wishes and conditionals with a memory verb -----------------------------------------


@pytest.mark.parametrize(
    ("text", "action", "fact"),
    [
        # knowing, made to last by an anchor or a pointer back elsewhere
        ("I want you to know from now on that I work night shifts.", "remember", "night shifts"),
        (
            "I'd like you to know that I'm diabetic. Thanks for keeping that in mind.",
            "remember",
            "diabetic",
        ),
        ("Ich möchte, dass du ab jetzt weißt, dass ich Veganerin bin.", "remember", "Veganerin"),
        (
            "Ich hätte gern, dass Sie wissen, dass ich im Rollstuhl sitze. Danke fürs Merken.",
            "remember",
            "Rollstuhl",
        ),
        (
            "J'aimerais que tu saches que je suis daltonien, garde-le en tête.",
            "remember",
            "daltonien",
        ),
        # keeping, in the subjunctive, the past or at the end of the clause
        ("It would help if you kept track of the fact that I use Linux.", "remember", "Linux"),
        ("Es wäre schön, wenn du dir merkst, dass ich Linkshänder bin.", "remember", "Linkshänder"),
        ("Ce serait bien que tu gardes en tête que j'ai trois enfants.", "remember", "trois"),
        ("Ce serait bien si tu pouvais retenir que je joue du violon.", "remember", "violon"),
        ("Serait-il possible que tu retiennes que je suis infirmier ?", "remember", "infirmier"),
        ("J'aimerais bien que tu te souviennes que j'habite à Nantes.", "remember", "Nantes"),
        # the forget side: preferences
        ("I'd rather you didn't keep my home address.", "forget", "home address"),
        ("I'd prefer you forgot my old phone number.", "forget", "old phone number"),
        ("Mir wäre lieber, du vergisst meine alte Adresse.", "forget", "alte Adresse"),
        ("Ich hätte gern, dass du meinen Geburtsort vergisst.", "forget", "Geburtsort"),
        ("Je préférerais que tu oublies mon ancien numéro.", "forget", "ancien numéro"),
    ],
)
def test_wish_with_a_memory_verb_is_a_directive(text: str, action: str, fact: str) -> None:
    found = _found(text)
    assert found is not None and found[0] == action and fact in found[1], found


@pytest.mark.parametrize(
    "text",
    [
        # a wish with no memory word
        "I'd like a coffee.",
        "I'd like you to write a short poem about autumn.",
        "Ich hätte gern einen Tee.",
        "J'aimerais un croissant.",
        # knowing that does not last: no anchor, no pointer back
        "I want you to know that I really appreciate your help.",
        "Ich möchte, dass du weißt, wie dankbar ich bin.",
        "J'aimerais que tu saches que tu m'as beaucoup aidé.",
        # "never forget" in a wish asks to remember, never to forget
        "Ich möchte, dass du das nie vergisst.",
        # a preference about the work, not about memory
        "I'd rather you didn't keep it short.",
        "I'd rather you didn't keep asking me that.",
    ],
)
def test_wish_without_a_lasting_memory_verb_is_none(text: str) -> None:
    found = _found(text)
    assert found is None or found[0] != "forget", found


def test_knowing_takes_a_pointer_back_not_a_request_of_its_own() -> None:
    # "Also remember I'm vegan" has its own object: it does not make the wish a directive.
    assert _found("I want you to know I'm grateful. Also remember I'm vegan.") == (
        "remember",
        "I'm vegan",
    )


def test_wished_reading_keeps_every_offset() -> None:
    text = "I'd prefer you forgot my old phone number."
    read = wished(text)
    assert read is not None and len(read) == len(text)
    assert read.endswith("my old phone number.")
    assert wished("Can you help me with my essay?") is None


# --- "the following" with adjuncts before the colon --------------------------------------


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        (
            "Hello, I am writing to ask that you retain the following for future chats: I am a"
            " nurse in Leeds.",
            "nurse in Leeds",
        ),
        ("Keep the following in mind for all future answers: my son is deaf.", "son is deaf"),
        ("Ich bitte Sie, Folgendes für künftige Gespräche festzuhalten: Ich bin Imker.", "Imker"),
        ("Halten Sie bitte Folgendes für später fest: Ich wohne in Kiel.", "Kiel"),
        (
            "Je vous prie de bien vouloir noter ce qui suit pour la suite : je suis pilote.",
            "pilote",
        ),
        ("Notez les informations suivantes pour nos échanges : j'ai deux chiens.", "deux chiens"),
    ],
)
def test_following_with_adjuncts_points_forward(text: str, fact: str) -> None:
    found = _found(text)
    assert found is not None and found[0] == "remember" and fact in found[1], found


@pytest.mark.parametrize(
    "text",
    [
        "Please note the following changes to the schedule: the office is closed on Monday.",
        "Please remember the following steps for the recipe: preheat the oven.",
        "Bitte notieren Sie Folgendes für das Protokoll: Die Sitzung beginnt um neun.",
    ],
)
def test_following_that_is_not_about_the_speaker_is_none(text: str) -> None:
    assert announced_following(text) is None


# --- a comment between a fact and its removal -------------------------------------------


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        (
            "I mentioned before that I was in rehab. Sadly that's no longer the case. Please"
            " remove it from your memory.",
            "rehab",
        ),
        (
            "Ich hatte dir erzählt, dass ich bei der Feuerwehr bin. Das ist leider nicht mehr so."
            " Bitte lösch das.",
            "Feuerwehr",
        ),
        (
            "Je t'avais dit que j'étais au chômage. Ce n'est plus le cas. Efface-le de ta mémoire.",
            "chômage",
        ),
    ],
)
def test_pointer_reads_through_a_comment(text: str, fact: str) -> None:
    found = _found(text)
    assert found is not None and found[0] == "forget" and fact in found[1], found


def test_a_clause_with_more_than_the_comment_is_kept() -> None:
    # "That's great, isn't it" is no comment on the fact's end: nothing is blanked.
    assert comment_skipped("I work at Acme. That's great news for me. Remember that.") is None


# --- "what you know about me" as the place of memory -----------------------------------


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("I was a smoker. Please take it out of whatever you know about me.", "smoker"),
        ("Ich war Raucher. Bitte nimm das aus dem raus, was du über mich weißt.", "Raucher"),
        ("J'étais fumeur. Retire ça de ce que tu sais sur moi.", "fumeur"),
    ],
)
def test_what_you_know_about_me_is_the_memory(text: str, fact: str) -> None:
    found = _found(text)
    assert found is not None and found[0] == "forget" and fact in found[1], found


def test_what_you_know_about_me_without_removal_is_a_question() -> None:
    assert memory_place("Tell me what you know about me.") is None


def test_statement_is_given_back_in_the_users_words() -> None:
    text = "x de ce que tu sais sur moi. Supprime-les."
    read = memory_place(text)
    assert read is not None and "de ta mémoire" in read
    statement = read[: read.index(".")].rstrip()
    assert in_user_words(statement, read, text) == "x de ce que tu sais sur moi"


# --- a verb of removal before a clause about the speaker --------------------------------


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("Please delete that I work at the bakery.", "work at the bakery"),
        ("Scrap the note that my sister lives in Oslo.", "sister lives in Oslo"),
        ("Bitte lösche, dass ich in Bonn wohne.", "in Bonn wohne"),
        ("Efface le fait que je travaille à la poste.", "travaille à la poste"),
    ],
)
def test_removal_verb_before_a_clause_forgets_the_clause(text: str, fact: str) -> None:
    found = _found(text)
    assert found is not None and found[0] == "forget" and fact in found[1], found


@pytest.mark.parametrize(
    "text",
    ["Delete that file, it's broken.", "Lösch das, das ist Spam.", "Efface ça, c'est moche."],
)
def test_removal_of_a_thing_is_no_clause_forget(text: str) -> None:
    found = _found(text)
    assert found is None or "file" not in found[1], found


# --- a conjunction before a request opens a clause -------------------------------------


@pytest.mark.parametrize(
    ("text", "asked"),
    [
        ("I moved to Leipzig so please update that", "please update that"),
        ("ich hab gekündigt deshalb bitte lösch das", "bitte lösch das"),
        ("j'ai déménagé à Lille donc retiens ma nouvelle ville", "retiens ma nouvelle ville"),
    ],
)
def test_conjunction_before_a_request_splits_the_clause(text: str, asked: str) -> None:
    clauses = [text[c.start : c.end] for c in segment(text).clauses]
    assert clauses[-1] == asked and len(clauses) == 2, clauses


@pytest.mark.parametrize(
    "text",
    ["I am so tired of this", "it was cold but we went out", "also gut bis morgen", "donc voilà"],
)
def test_conjunction_without_a_request_runs_on(text: str) -> None:
    assert len(segment(text).clauses) == 1


def test_number_then_lowercase_word_is_no_sentence_end() -> None:
    text = "meet me at 5. then remember I'm vegan"
    assert len(segment(text).sentences) == 1
