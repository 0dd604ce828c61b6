"""Round-8 mechanisms for en/zh/ja: word families of keeping and removing
(agents/directive_retention.py) with a pronoun resolved to the adjacent statement, anchors
of the future or of the assistant's record, politeness wrappers in the past tense, Chinese
and Japanese pointer topics with adverbs before the verb, a pointer set off by a comma, and
Japanese negated recording. Each family has near misses that must not change. Examples are
written for these tests, not taken from any corpus."""

from __future__ import annotations

import re

import pytest

from agents.directive_retention import (
    RETENTION_FORMS,
    cjk_topic,
    ja_adverb_prefix,
    ja_reason,
    ja_topic,
    occasion_clause,
    pointer_then_purpose,
)
from agents.directives import DirectiveAction, detect_directive

REMEMBER = DirectiveAction.REMEMBER
FORGET = DirectiveAction.FORGET


def _found(text: str, action: DirectiveAction, fact: str, absent: str = "") -> None:
    found = detect_directive(text)
    assert found is not None, text
    assert found.action == action, text
    assert fact.casefold() in found.statement.casefold(), found.statement
    if absent:
        assert absent.casefold() not in found.statement.casefold(), found.statement


@pytest.mark.parametrize(
    ("text", "fact", "absent"),
    [
        # A verb of keeping with a pronoun: the statement before it (postposed) …
        ("I own a tandem bike and a kayak, save that", "tandem bike", "save"),
        ("My allotment is plot 14 in Croydon. Keep that on file.", "plot 14", "file"),
        ("I'm based in Oslo, please retain that.", "based in Oslo", "retain"),
        ("I do night shifts at the depot, hang onto that for later", "night shifts", "hang"),
        ("my son is called Ebo. make sure you have it right for next time", "Ebo", "sure"),
        # … or after a colon (preposed).
        ("keep this for later: our anniversary is 2 May", "2 May", "keep"),
        ("Save this — I rent a flat in Hull", "flat in Hull", "save"),
        # A purpose after the pointer is not the statement.
        ("I'm based in Perth, please remember that so you stop giving me UK times.", "Perth", "UK"),
        # What the kept fact is for is not the fact.
        ("I had knee surgery in 2021. Keep that on file please, for gym tips.", "knee", "gym"),
        # "knowing" with an anchor of time is keeping.
        ("I want you to know from now on that my name is Mags", "Mags", "know"),
    ],
)
def test_retention_family(text: str, fact: str, absent: str) -> None:
    _found(text, REMEMBER, fact, absent)


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("I'm allergic to sesame. I'd appreciate it if you'd forget that I smoke", "I smoke"),
        ("I'd really appreciate it if you kept in mind that Welsh is my first language", "Welsh"),
        ("it'd be great if you could remember that I cycle to work", "cycle to work"),
    ],
)
def test_polite_wrappers(text: str, fact: str) -> None:
    found = detect_directive(text)
    assert found is not None, text
    assert fact.casefold() in found.statement.casefold(), found.statement


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("I quit my job at the bakery, please delete that", "bakery"),
        ("I used to run marathons. you can take that off whatever list you have", "marathons"),
        ("scrap what you know about my pension", "pension"),
        ("clear everything you remember about my health stuff", "health stuff"),
        ("wipe out anything you've got about my old job at Argos", "Argos"),
    ],
)
def test_erasure_family(text: str, fact: str) -> None:
    _found(text, FORGET, fact)


@pytest.mark.parametrize(
    "text",
    [
        # Conversation control takes back the last words, it names no memory.
        "scratch that, wrong chat",
        "scrap that, let me rephrase",
        # A task object, not a pronoun standing for a statement.
        "keep it short please",
        "save that file as a PDF",
        "delete that paragraph and tighten the intro",
        "I'll take that, thanks",
        # Knowing without an anchor is no request.
        "I want you to know I loved the recipe",
        # Questions about memory, and a pointer at work rather than at a fact.
        "do you keep that on file?",
        "My cache is full. How do I clear it?",
        "Here is my essay draft. Save it.",
    ],
)
def test_retention_and_erasure_near_misses(text: str) -> None:
    assert detect_directive(text) is None, text


@pytest.mark.parametrize(
    ("text", "action", "fact", "absent"),
    [
        # A pointer topic with adverbs or modals before the verb.
        ("我对芒果过敏 这个要记住的", REMEMBER, "芒果过敏", "的"),
        ("我是左撇子，这一点请一直记着。", REMEMBER, "左撇子", "一直"),
        ("私は教師です。この点は覚えておいてください。", REMEMBER, "教師", "この"),
        # A pointer set off by a comma is the verb's object, not the statement.
        ("夫はカナダ出身です。これ、覚えておいてね。", REMEMBER, "カナダ出身", "これ"),
        ("I live in Hull, that, keep it", REMEMBER, "Hull", "keep"),
        # Adverbs and a place of memory before a Japanese verb: the verb points back.
        ("あの先輩の話、記憶から全部消して！", FORGET, "先輩", "全部"),
        # Chinese topic–comment erasure.
        ("关于我前男友的事全部忘了吧", FORGET, "前男友", "忘"),
        ("我在学吉他，那个撤了吧", FORGET, "学吉他", "撤"),
        ("我妈住院那件事你别存了", FORGET, "住院", "存"),
        ("别再保存我的手机号了", FORGET, "手机号", "保存"),
        # Verbs of keeping with no object of their own keep the statement next to them.
        ("我家宽带是联通的。你留着。", REMEMBER, "联通", "留着"),
        ("我是回民，你放心里头", REMEMBER, "回民", "心里"),
        # "以后能" between a desire frame and the verb is no object.
        ("我不吃辣，希望你以后能记得。", REMEMBER, "不吃辣", "以后"),
        # A reason clause between a topic and the verb says why, the topic is the object.
        ("猫アレルギーの件、あれ弟のことだったから消して", FORGET, "猫アレルギー", "だったから"),
        ("バイトの話、もう辞めたので消して", FORGET, "バイト", "辞めた"),
        # Conditional requests ask as "もらえる" does; the request words are not the fact.
        ("私は耳が遠いです。覚えておいてもらえれば。", REMEMBER, "耳が遠い", "もらえれば"),
        (
            "私が看護師をしていることを記憶しておいてもらえると助かります",
            REMEMBER,
            "看護師",
            "助かり",
        ),
        # Japanese verbs of the same families.
        ("京都出張の件は忘れといて、なくなった", FORGET, "京都出張", "忘れ"),
        ("電話番号はもう保存しないでほしい。", FORGET, "電話番号", "保存"),
        ("これ以上私の体重を記録しないで", FORGET, "体重", "記録"),
        (
            "うちは二階でエレベーターがないの、これ頭の片隅に入れておいてね",
            REMEMBER,
            "エレベーター",
            "片隅",
        ),
        ("管理人の名前は田中さんね、インプットしといて", REMEMBER, "田中", "インプット"),
    ],
)
def test_cjk_families(text: str, action: DirectiveAction, fact: str, absent: str) -> None:
    _found(text, action, fact, absent)


@pytest.mark.parametrize(
    "text",
    [
        "这段代码删了吧",  # a task object, not about the user
        "这个文件别保存了",
        "このファイルは保存しないで",
        "この物語は小学生向けってことを念頭に置いて書いて",  # a premise of the task
        "全部消して",  # nothing to point at
        "这本书你留着吧",  # keep a thing, no statement about the user
        "你心里有数就行",
        "你以后会记得吗",  # a question about memory
    ],
)
def test_cjk_near_misses(text: str) -> None:
    assert detect_directive(text) is None, text


def test_cjk_topic_strips_only_adverbs_and_particles() -> None:
    assert cjk_topic("这一点请一直") == "这一点"
    assert cjk_topic("この点は") == "この点"
    assert cjk_topic("我的生日") == "我的生日"  # a noun phrase keeps its words
    assert cjk_topic("that one") == "that one"  # Latin text is left alone


def test_ja_adverb_prefix() -> None:
    assert ja_adverb_prefix("どうか記録から") == len("どうか記録から")
    assert ja_adverb_prefix("毎回そのこと") == len("毎回")
    assert ja_adverb_prefix("私の住所") == 0


def test_specs_compile_with_known_shapes() -> None:
    for spec in RETENTION_FORMS:
        re.compile(spec.pattern)
        assert spec.action in ("remember", "forget")
        assert spec.shape in ("after", "capture")
        assert spec.accepts in ("say", "note", "release", "forget")
        assert all(group.split() for group in spec.cues.split(";")), spec.name


def test_occasion_clause() -> None:
    assert occasion_clause(", for exercise tips")
    assert occasion_clause("so you stop giving me US times")
    assert occasion_clause("in case I ask about the deposit")
    assert not occasion_clause("I'm vegan")
    assert not occasion_clause("forty is my age")  # "for" must be a word of its own


def test_ja_reason_and_topic() -> None:
    # Without a topic before it, a reason clause is the statement ("色弱なので、覚えておいて").
    found = detect_directive("色弱なので、覚えておいて")
    assert found is not None and "色弱" in found.statement
    assert ja_reason("もう辞めたので")
    assert not ja_reason("東京から")  # "from Tokyo": no predicate before から
    assert ja_topic("バイトの話、")
    assert not ja_topic("私は学生です")


def test_pointer_then_purpose() -> None:
    assert pointer_then_purpose("that so you stop giving me US times")
    assert pointer_then_purpose("it in case I ask later")
    assert not pointer_then_purpose("that so many people came")  # "so" without "you"
    assert not pointer_then_purpose("so you know")  # no pointer first
