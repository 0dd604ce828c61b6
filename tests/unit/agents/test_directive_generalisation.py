"""General mechanisms added for unseen phrasing: synonym/phrase canonicalisation, future
adverbials after a pointer, work asked for in the sentence before, answer-scoped
instructions, "what I just asked" in every language, replacement ("use this one") and
text dictated to someone else. Example sentences are new, not taken from any corpus."""

from __future__ import annotations

import pytest

from agents.directives import DirectiveAction, detect_directive

REMEMBER = DirectiveAction.REMEMBER
FORGET = DirectiveAction.FORGET


@pytest.mark.parametrize(
    ("text", "action", "fact"),
    [
        # Synonyms and colloquial/regional verbs read as a verb the forms know.
        ("Keep track of this: my dentist is Dr. Patel", REMEMBER, "dentist is Dr. Patel"),
        ("My favourite editor is Vim. Store that for later.", REMEMBER, "editor is Vim"),
        ("Erase what you know about my old job", FORGET, "my old job"),
        ("please unlearn the thing about my cat", FORGET, "cat"),
        ("Would it be possible to remember that I work night shifts?", REMEMBER, "night shifts"),
        ("Toma nota: mi hija se llama Lucía", REMEMBER, "Lucía"),
        ("Tomá nota: mi vecino se llama Ruiz", REMEMBER, "Ruiz"),
        ("borra la info de mi antiguo trabajo en Madrid", FORGET, "antiguo trabajo"),
        ("¿podés recordar que soy celíaco?", REMEMBER, "celíaco"),
        ("note-toi que ma fille s'appelle Inès", REMEMBER, "Inès"),
        ("Mon éditeur préféré c'est Vim. Enregistre-le.", REMEMBER, "Vim"),
        ("supprime le truc comme quoi j'ai un chien", FORGET, "chien"),
        ("oublie pas que chu diabétique", REMEMBER, "diabétique"),
        ("tiens compte du fait que je suis daltonien", REMEMBER, "daltonien"),
        ("Präg dir ein, dass ich Vegetarier bin", REMEMBER, "Vegetarier"),
        ("Mein Lieblingseditor ist Vim. Speicher das.", REMEMBER, "Vim"),
        ("Entferne die Info über meinen alten Job", FORGET, "alten Job"),
        ("streich das mit dem Hund", FORGET, "Hund"),
        ("Kannst du dir notieren, dass meine Tochter Lea heißt", REMEMBER, "Lea"),
        ("Füg zu deinem Gedächtnis hinzu: ich wohne in Graz", REMEMBER, "Graz"),
        ("Für alle künftigen Antworten: ich bin farbenblind", REMEMBER, "farbenblind"),
        ("娘の名前はユイって控えといて", REMEMBER, "ユイ"),
        ("好きなエディタはVim。保存しといて", REMEMBER, "Vim"),
        ("長期記憶に入れといて：テニス部に入ってる", REMEMBER, "テニス部"),
        ("私が教師であることを覚えていただけますでしょうか。", REMEMBER, "教師"),
        ("糖尿病なの忘れないでね", REMEMBER, "糖尿病"),
        ("犬を飼ってるって言った記憶を消去してください", FORGET, "犬を飼ってる"),
        ("备注一下：我对青霉素过敏", REMEMBER, "青霉素过敏"),
        ("写进长期记忆：我女儿叫小雨", REMEMBER, "小雨"),
        ("清掉我在腾讯工作的信息", FORGET, "腾讯"),
        # A future adverbial after a pointer is no statement.
        ("Ich bin Vegetarier. Merk dir das für künftige Chats.", REMEMBER, "Vegetarier"),
        ("I'm vegetarian. Keep that in mind for future chats.", REMEMBER, "vegetarian"),
        ("Soy vegetariano. Tenlo en cuenta para próximas charlas.", REMEMBER, "vegetariano"),
        ("ベジタリアンです。今後のために覚えておいてください。", REMEMBER, "ベジタリアン"),
    ],
)
def test_unseen_wording_is_a_directive(text: str, action: DirectiveAction, fact: str) -> None:
    found = detect_directive(text)
    assert found is not None, text
    assert found.action is action
    assert fact in found.statement
    # The directive words themselves stay out of the statement.
    for word in ("Store", "Speicher", "Enregistre", "控え", "保存", "备注", "for future"):
        assert word not in found.statement


@pytest.mark.parametrize(
    "text",
    [
        # Work asked for in the sentence before: the fact is the task's, not the user's.
        "Rewrite this paragraph more casually. Remember the audience is teenagers.",
        "Übersetz den Text ins Englische. Denk dran, die Leser sind Kinder.",
        "Traduce este texto. Recuerda que el público son niños.",
        "Traduis ce texte. Rappelle-toi que le public, ce sont des enfants.",
        "把这段话翻译成英文。记住读者是小孩。",
        "この文章を英訳して。読者は子供だってこと覚えといて。",
        "for this reply only, remember to use bullet points",
        # "What I just asked" is conversation control in every language.
        "vergiss was ich eben gesagt hab",
        "olvida lo que te acabo de decir",
        "oublie ce que je viens de dire",
        "さっき言ったことは忘れて",
        "忘了我刚才说的",
        # Something forgotten and replaced at once.
        "Forget the old version, use this one.",
        "Vergiss die alte Version, nimm die neue.",
        "Olvida el borrador anterior, usa este.",
        "前のバージョンは忘れて、こっちを使って",
        # Text dictated to someone else.
        "夫にLINE送って：卵買うの忘れないでね",
        "text my sister: don't forget the cake",
        "Schreib meinem Mann: vergiss die Milch nicht",
        # Save/store with a work object stays a task.
        "Save it as a PDF please",
        "Store the file in the shared folder",
        "このファイルを保存しといて",
        "this paragraph should keep the info about pricing",
    ],
)
def test_hard_negatives_stay_none(text: str) -> None:
    assert detect_directive(text) is None, text


def test_a_statement_about_the_speaker_after_a_work_request_is_still_theirs() -> None:
    found = detect_directive("Rewrite this email for me. Also remember that my name is Sam.")
    assert found is not None
    assert found.action is REMEMBER
    assert "Sam" in found.statement


def test_releasing_what_is_remembered_is_unchanged_by_the_reflexive_rewrite() -> None:
    found = detect_directive("Hör auf, dir zu merken, dass ich einen Hund habe.")
    assert found is not None
    assert found.action is FORGET
