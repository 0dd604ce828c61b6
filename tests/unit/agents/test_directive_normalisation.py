"""Round-5 mechanisms: spoken fillers dropped, elongated words read once, texting and
learner forms, formal and literary request frames, dictation connectives, headers with
markdown or hyphenated labels, and a short "I stopped" report before a forget pointer.
Examples are written for these tests, not taken from any corpus."""

from __future__ import annotations

import pytest

from agents.directives import DirectiveAction, detect_directive

REMEMBER = DirectiveAction.REMEMBER
FORGET = DirectiveAction.FORGET


@pytest.mark.parametrize(
    ("text", "action", "fact"),
    [
        # Fillers of every language are dropped before matching.
        ("uhm, remember that my sister lives in Leeds", REMEMBER, "sister lives in Leeds"),
        ("ähm merk dir bitte dass ich Linkshänder bin", REMEMBER, "Linkshänder"),
        ("euh retiens que je joue du violoncelle", REMEMBER, "violoncelle"),
        ("えっと私は猫を二匹飼ってるって覚えといて", REMEMBER, "猫を二匹"),
        ("嗯记住我对花生过敏", REMEMBER, "花生过敏"),
        # Elongated words are read once.
        ("pleeease rememberrr that my bike is a Brompton", REMEMBER, "Brompton"),
        ("vergisssss nicht dass ich Veganerin bin", REMEMBER, "Veganerin"),
        # Texting and learner forms.
        ("put this in ur memory my cat is called Pixel", REMEMBER, "Pixel"),
        ("please to remember that I am allergic to kiwi", REMEMBER, "allergic to kiwi"),
        ("you must remembering that I work in Lyon", REMEMBER, "work in Lyon"),
        ("你要记得住我周五要加班", REMEMBER, "周五要加班"),
        # Formal and literary frames.
        ("Je vous prie de bien vouloir noter que je suis veuf.", REMEMBER, "veuf"),
        ("Bitte notieren Sie, dass ich Rollstuhlfahrer bin.", REMEMBER, "Rollstuhlfahrer"),
        ("切莫忘记，我每天要吃两次药。", REMEMBER, "两次药"),
        # Idioms of keeping and dropping.
        ("I manage the Oslo office, keep that on file.", REMEMBER, "Oslo office"),
        ("don't lose track of the fact that I have two kids", REMEMBER, "two kids"),
        ("我说过要学滑雪，当我没说过吧", FORGET, "滑雪"),
        ("Le ruego que tenga en cuenta que soy diabético.", REMEMBER, "diabético"),
        # Dictation: a connective before the verb ends the clause before it.
        ("i cycle to work every day so yeah remember that", REMEMBER, "cycle to work"),
        # Headers: markdown, hyphenated labels, verbs of saving.
        ("**写入长期记忆**：我住在成都", REMEMBER, "成都"),
        ("Gedächtnis-Update: Ich spiele Handball im Verein.", REMEMBER, "Handball"),
        ("For your long-term memory: my partner is called Sam.", REMEMBER, "Sam"),
        # A short "I stopped" report points the forget back to the sentence before.
        ("I told you I was learning Dutch. I quit, so scrap that.", FORGET, "learning Dutch"),
        ("之前说我在学吉他。后来放弃了，你把这条删掉吧。", FORGET, "学吉他"),
    ],
)
def test_normalised_directives(text: str, action: DirectiveAction, fact: str) -> None:
    found = detect_directive(text)
    assert found is not None, text
    assert found.action == action
    assert fact.casefold() in found.statement.casefold()


@pytest.mark.parametrize(
    "text",
    [
        # Hard negatives: the same words, no directive.
        "uhm, do you remember what we talked about yesterday?",
        "ähm ich kann mich nicht erinnern, wo mein Schlüssel ist",
        "sooo I always forget my keys lol",
        "scrap that, give me a shorter version",
        "ok drop that, write it in Go instead",
        "えっと、昨日の話覚えてる？",
        "嗯，我老是忘带钥匙",
        "I quit my job last year and never looked back",
        "Can you keep track of the budget in this spreadsheet?",
        "He said uh remember to buy milk",
        "mon prof m'a dit de noter que la réunion est annulée",
    ],
)
def test_normalisation_keeps_negatives(text: str) -> None:
    assert detect_directive(text) is None, text


def test_filler_is_not_in_the_statement_head() -> None:
    found = detect_directive("äh würdest du dir bitte merken dass ich Imkerin bin")
    assert found is not None
    assert found.statement.startswith("ich Imkerin")
