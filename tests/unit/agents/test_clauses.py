"""segment(): sentences and clauses of a chat message in en/zh/de/fr/es/ja, with flags."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from agents.clauses import Segmentation, segment


def clauses(text: str) -> list[str]:
    return [text[c.start : c.end] for c in segment(text).clauses]


def sentences(text: str) -> list[str]:
    return [text[s.start : s.end] for s in segment(text).sentences]


def flagged(text: str, flag: str) -> list[str]:
    seg = segment(text)
    return [text[c.start : c.end] for c in seg.clauses if getattr(c, flag)]


# --- sentences -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Long week. Remember that I'm vegan!", ["Long week", "Remember that I'm vegan"]),
        ("Is it done? Yes", ["Is it done", "Yes"]),
        ("Really?! Ok", ["Really", "Ok"]),
        ("第一句。第二句！第三句？", ["第一句", "第二句", "第三句"]),
        ("今日は雨。覚えておいて", ["今日は雨", "覚えておいて"]),
        ("line one\nline two", ["line one", "line two"]),
        ("Hola. ¿Qué tal?", ["Hola", "¿Qué tal"]),
        ("I got the job 🎉 Remember that", ["I got the job", "Remember that"]),
        # A letter after an apostrophe ends a possessive or a contraction, not an initial
        (
            "The key is at Brigid's. Keep that in mind",
            ["The key is at Brigid's", "Keep that in mind"],
        ),
        ("I really don't. Forget it", ["I really don't", "Forget it"]),
    ],
)
def test_sentences_end_at_the_marks_of_each_language(text: str, expected: list[str]) -> None:
    assert sentences(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "Dr. Smith is my GP",
        "e.g. tofu is fine",
        "I use v2.19.5 of the lib",
        "it costs 3.5 euros",
        "Mein Geburtstag ist am 3. Juli",
        "J. Smith called",
        "ask (J. Doe) first",
        "see https://example.com/a.b for more",
    ],
)
def test_abbreviations_decimals_versions_and_ordinals_do_not_end_a_sentence(text: str) -> None:
    # Contrast: the same text followed by a real sentence end does split there.
    assert sentences(text) == [text]
    assert sentences(text + ". Next one") == [text, "Next one"]


# --- clauses -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I'm vegan, remember that", ["I'm vegan", "remember that"]),
        ("remember: I'm vegan; no eggs", ["remember", "I'm vegan", "no eggs"]),
        ("我不吃辣，记住哦", ["我不吃辣", "记住哦"]),
        ("猫が好き、覚えておいて", ["猫が好き", "覚えておいて"]),
        ("我的生日是5月 别忘了", ["我的生日是5月", "别忘了"]),
        ("My old job — you can delete that", ["My old job", "you can delete that"]),
        ("Remember that… I'm vegan", ["Remember that", "I'm vegan"]),
        ("Hola ¿puedes recordar que soy vegano?", ["Hola", "¿puedes recordar que soy vegano"]),
    ],
)
def test_clauses_split_at_commas_colons_dashes_and_cjk_spaces(
    text: str, expected: list[str]
) -> None:
    assert clauses(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Help? (btw remember I'm vegan)", ["Help", "btw remember I'm vegan"]),
        (
            "J'ai faim (souviens-toi que je suis végane)",
            ["J'ai faim", "souviens-toi que je suis végane"],
        ),
        ("饿了（记住我吃素）", ["饿了", "记住我吃素"]),
    ],
)
def test_a_parenthesis_around_words_is_a_clause(text: str, expected: list[str]) -> None:
    assert clauses(text) == expected


@pytest.mark.parametrize("text", ["call f(x) twice", "the item(s) you sent"])
def test_a_parenthesis_inside_a_word_or_call_is_no_clause_mark(text: str) -> None:
    assert clauses(text) == [text]
    assert clauses("see (the list)") == ["see", "the list"]  # contrast: around words it is


@pytest.mark.parametrize("text", ["it has 1,000 rows", "meet at 10:30 today", "falcon-44 is mine"])
def test_number_commas_times_and_hyphens_are_not_clause_marks(text: str) -> None:
    assert clauses(text) == [text]
    assert clauses("a - b") == ["a", "b"]  # a spaced hyphen is one


def test_bullets_are_skipped_and_each_item_is_its_own_sentence() -> None:
    assert sentences("remember:\n- I'm vegan\n* I like tea\n2) no nuts") == [
        "remember",
        "I'm vegan",
        "I like tea",
        "no nuts",
    ]


def test_spans_point_into_the_original_text() -> None:
    text = "  Hi there!  记住：我住在上海。 "
    seg = segment(text)
    assert [text[c.start : c.end] for c in seg.clauses] == ["Hi there", "记住", "我住在上海"]
    assert [c.sentence for c in seg.clauses] == [0, 1, 1]
    assert seg.clauses[seg.clause_at(text.index("上海"))] == seg.clauses[2]


# --- questions -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "question"),
    [
        ("do you remember my name?", ["do you remember my name"]),
        ("你还记得我的名字吗", ["你还记得我的名字吗"]),
        ("覚えていますか", ["覚えていますか"]),
        ("Est-ce que tu te souviens ?", ["Est-ce que tu te souviens"]),
        ("remember that I'm vegan, ok?", ["ok"]),
        ("remember that I'm vegan", []),
        ("记住我不吃辣", []),
    ],
)
def test_a_clause_is_a_question_by_its_mark_or_particle(text: str, question: list[str]) -> None:
    assert flagged(text, "question") == question


def test_a_sentence_is_a_question_when_its_last_clause_is() -> None:
    seg = segment("I'm vegan, can you suggest a recipe? Thanks")
    assert [s.question for s in seg.sentences] == [True, False]


# --- quotes and code -------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "he said 'remember that I'm vegetarian'",
        'she wrote "remember that. I am vegan." on the card',
        "“remember that I'm vegetarian”",
        "母に「覚えておいて」と言われた",
        "Il a écrit « retiens que je suis là »",
    ],
)
def test_quoted_text_is_masked_and_never_split(text: str) -> None:
    seg = segment(text)
    quoted_at = max(text.find("remember"), text.find("覚え"), text.find("retiens"))
    assert seg.masked(quoted_at)
    assert not seg.masked(0) or text[0] in "“"


def test_apostrophes_inside_words_are_not_quotes() -> None:
    seg = segment("I'm sure don't forget it's mine, kids' toys")
    assert seg.quotes == ()


@pytest.mark.parametrize(
    "text",
    [
        "```\nremember that x\n```",
        "use `remember(x)` here",
        "// remember to free the buffer",
        "# remember to refactor this",
        "x = remember(y);",
        "def remember(self):",
        ">>> remember('x')",
    ],
)
def test_code_is_flagged(text: str) -> None:
    seg = segment(text)
    assert seg.in_code(text.index("remember"))
    # Contrast: prose with the same word is not code.
    assert not segment("please remember that I use vim").in_code(7)


def test_a_fence_is_code_but_the_prose_after_it_is_not() -> None:
    text = "```\nx = 1\n```\nremember that I use tabs"
    seg = segment(text)
    assert seg.in_code(text.index("x = 1"))
    assert not seg.in_code(text.index("remember"))


# --- reported speech ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "reported"),
    [
        ("my mom told me to remember that I'm allergic", "remember"),
        ("She said, remember to call", "remember"),
        ("I told her: remember that I'm vegan", "remember"),
        ("Er hat gesagt, merk dir das", "merk"),
        ("Il m'a dit de retenir ça", "retenir"),
        ("Mi madre me dijo: recuerda que", "recuerda"),
        ("老师告诉我要记住这个", "记住"),
        ("妈妈说：记住我是你妈", "记住"),
        ("覚えておいてって言われた", "覚え"),
    ],
)
def test_reported_speech_covers_what_follows_the_verb_of_saying(text: str, reported: str) -> None:
    seg = segment(text)
    at = text.index(reported)
    clause = seg.clauses[seg.clause_at(at)]
    assert 0 <= clause.speech <= at


@pytest.mark.parametrize(
    ("negated", "reported"),
    [
        ("算了不说了，你记住我下个月搬家", "他说，你记住我下个月搬家"),
        ("对了差点忘了说，记住我女儿叫小雨", "妈妈说，记住我女儿叫小雨"),
    ],
)
def test_a_negated_or_forgotten_verb_of_saying_reports_nothing(negated: str, reported: str) -> None:
    for text, expected in ((negated, False), (reported, True)):
        seg = segment(text)
        clause = seg.clauses[seg.clause_at(text.index("记住"))]
        assert clause.reported is expected, text


def test_speech_after_the_directive_does_not_report_it() -> None:
    text = "remember that my mom said I'm allergic"
    seg = segment(text)
    clause = seg.clauses[seg.clause_at(0)]
    assert clause.speech > 0
    assert not clause.reported
    # … and speech ends with its sentence.
    text = "He said hi. Remember that I'm vegan"
    seg = segment(text)
    assert seg.clauses[seg.clause_at(text.index("Remember"))].speech == -1


# --- robustness ------------------------------------------------------------------------


@given(st.text(max_size=200))
def test_segment_never_raises_and_clauses_are_ordered_trimmed_spans(text: str) -> None:
    seg: Segmentation = segment(text)
    previous_end = 0
    for clause in seg.clauses:
        assert previous_end <= clause.start < clause.end <= len(text)
        body = text[clause.start : clause.end]
        assert body == body.strip()
        previous_end = clause.end
    for index, sentence in enumerate(seg.sentences):
        assert all(c.sentence == index for c in sentence.clauses)
