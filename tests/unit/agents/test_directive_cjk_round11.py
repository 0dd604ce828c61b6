"""Round 11, zh/ja: verbs of keeping that ask for nothing lasting, wishes, pointers, lists,
requests for later and forget frames (each mechanism with positives and hard negatives)."""

from __future__ import annotations

import pytest

from agents.directive_cjk_work import (
    cjk_hypothetical,
    cjk_work_after,
    ja_habit_te,
    ja_named_object,
    list_end,
)
from tests.support.directive_checks import check as _check
from tests.support.directive_checks import found as _found

# --- kept for the work asked for now, a habit, a hypothetical --------------------------


@pytest.mark.parametrize(
    "text",
    [
        # The kept condition belongs to the work asked for in the same sentence.
        "文字数は八百字までって頭に入れて、感想文書いて",
        "色は青系って覚えといて、ロゴの案を三つ考えて",
        "这是给小学生看的童话故事，记住，别太长",
        "接下来我会贴三段代码，覚えておいて、このあと全部見てから感想ちょうだい",
        # A habit told with a て-form, not an imperative.
        "いつも傘をどこに置いたか忘れて、駅で困る",
        "よく人の名前を忘れて、気まずくなる",
        # A hypothetical question about the assistant.
        "もし住所を覚えてって頼んだら、ずっと覚えてくれるの？",
        "如果我让你记住我的生日，你会一直记住吗？",
        # A bounded stretch of time is a plan, not a standing rule.
        "从现在开始到月底，我每天要跑五公里，帮我排个计划",
        # A quotation closed by "、って" is what to tell others.
        "部長へのメール考えて：月曜は在宅勤務なのを覚えておいてください、って",
    ],
)
def test_round11_not_directives(text: str) -> None:
    assert _found(text) is None, text


@pytest.mark.parametrize(
    ("text", "action", "keys"),
    [
        # Contrast: a lasting mark or the speaker keeps the fact the user's.
        ("私は左利きだから覚えといて、今後はそれでハサミを選んで", "remember", ("左利き",)),
        ("私は乳製品がだめって頭に入れておいて", "remember", ("乳製品",)),
        # Contrast: a bare て-form request with no habit before it.
        ("古い住所は忘れて、もう引っ越したので", "forget", ("古い住所",)),
        # Contrast: "if you could" is a polite request.
        ("如果你能记住我有轻度色弱，那就太好了，可以吗？", "remember", ("色弱",)),
        # Contrast: "from now on" with no end is a standing rule.
        ("从现在开始，回答都用繁体字", "remember", ("繁体字",)),
    ],
)
def test_round11_contrast(text: str, action: str, keys: tuple[str, ...]) -> None:
    _check(text, action, keys)


def test_work_after_needs_a_work_request_and_no_lasting_mark() -> None:
    text = "予算は五千円って頭に入れて、プレゼント選んで"
    assert cjk_work_after(text, text.index("入れて") + 3)
    lasting = "予算は五千円って今後も頭に入れて、プレゼント選んで"
    assert not cjk_work_after(lasting, lasting.index("入れて") + 3)
    plain = "予算は五千円って頭に入れて、よろしく"
    assert not cjk_work_after(plain, plain.index("入れて") + 3)
    zh = "记住预算三百以内，帮我挑个礼物"
    assert cjk_work_after(zh, zh.index("记住") + 2)


def test_habit_te_and_hypothetical() -> None:
    assert ja_habit_te("いつも鍵を", "忘れて", "、怒られる")
    assert not ja_habit_te("鍵のことは", "忘れて", "、もういいから")
    assert not ja_habit_te("いつも鍵を", "忘れてください", "")
    assert cjk_hypothetical("もし覚えてって言ったら、覚えてくれるの？")
    assert cjk_hypothetical("要是我让你忘掉，你会忘吗？")
    assert not cjk_hypothetical("如果可以的话请记住我对花粉过敏")
    assert not cjk_hypothetical("もしよければ、覚えておいて")


# --- wishes and requests placed last -----------------------------------------------------


@pytest.mark.parametrize(
    ("text", "action", "keys"),
    [
        # A wish with "覚えていて" and a reason that is itself a wish to the assistant.
        (
            "実は不眠症で通院しています。夜型の生活を責めないでほしいので、ずっと覚えていてほしい。",
            "remember",
            ("不眠症",),
        ),
        (
            "私、ベジタリアンなんですけど、それを覚えていてもらうことってできますか？",
            "remember",
            ("ベジタリアン",),
        ),
        # "知っておいて": be aware of it from now on.
        ("私は耳が少し遠いと知っておいてほしい", "remember", ("耳が少し遠い",)),
        # A standing time before a verb of keeping keeps the sentence before.
        ("うちは猫を三匹飼ってます。今後は覚えといてね", "remember", ("猫を三匹",)),
        # The gain the speaker names is part of the request.
        ("私は看護師です。これ覚えといてもらえると話が楽", "remember", ("看護師",)),
        # Drawn out and closing particles are no statement.
        ("来週から大阪に転勤！絶対忘れないでよ〜", "remember", ("大阪に転勤",)),
        # A time of use before the verb, the pointer after it.
        ("我在备考教师资格证。以后聊天的时候记得这件事。", "remember", ("教师资格证",)),
        # "for future reference" said before or after the fact.
        ("ちなみに今後のために言っとくと、私は夜勤のある仕事です", "remember", ("夜勤",)),
        ("我女儿在读初二，数学不太好。供你以后参考 📚", "remember", ("初二",)),
        # A standing instruction with a laugh or a reason after it.
        ("次からは私のことを「隊長」って呼んで笑", "remember", ("隊長",)),
        ("これから先ずっと敬語なしで話して、その方が楽だから。", "remember", ("敬語なし",)),
    ],
)
def test_round11_wishes_and_late_requests(text: str, action: str, keys: tuple[str, ...]) -> None:
    _check(text, action, keys)


# --- pointers, lists and forget frames -----------------------------------------------------


@pytest.mark.parametrize(
    ("text", "action", "keys", "absent"),
    [
        # A forward pointer followed by what it is for points back.
        (
            "うちは団地の五階なの。これ頭に入れておいてね、買い物の話のときに",
            "remember",
            ("五階",),
            (),
        ),
        # A noun of the matter told points back.
        (
            "我收入不高，月薪四千左右，以后推荐东西的时候请记得这个前提",
            "remember",
            ("月薪四千",),
            (),
        ),
        # "the following" points at every item of a list.
        (
            "请记住以下几点：\n- 我对芒果过敏\n- 我住在大连\n- 我早上不喝咖啡",
            "remember",
            ("芒果", "大连", "咖啡"),
            (),
        ),
        (
            "覚えておいて\n- 車はハイブリッド\n- 駐車場は地下",
            "remember",
            ("ハイブリッド", "地下"),
            (),
        ),
        (
            "二つ覚えておいて。一つ、毎朝ヨガをしてる。二つ、夜は九時に寝る",
            "remember",
            ("ヨガ", "九時"),
            (),
        ),
        # A statement with "这个信息" is no letter ("信") of the work.
        ("能不能把“我在苏州做会计”这个信息记下来", "remember", ("会计",), ()),
        # A forget after a reason clause takes the object named before it.
        (
            "前に伝えた職場の電話番号、部署が変わったので忘れてください",
            "forget",
            ("職場の電話番号",),
            ("部署",),
        ),
        ("あの、花粉症の件ですが、治ったので忘れてもらって大丈夫です", "forget", ("花粉症",), ()),
        # Release with a closing particle; removal from the speaker's information.
        ("禁煙中ってこと、もう覚えてなくていいから。吸ってないし", "forget", ("禁煙中",), ()),
        (
            "待って、ナッツアレルギーは妹の話で私じゃない、私の情報から外して",
            "forget",
            ("ナッツアレルギー",),
            (),
        ),
    ],
)
def test_round11_pointers_and_lists(
    text: str, action: str, keys: tuple[str, ...], absent: tuple[str, ...]
) -> None:
    _check(text, action, keys, absent)


@pytest.mark.parametrize(
    "text",
    [
        # "記得" reports the speaker's memory; "我" is no pointer.
        "我记得我小时候住在河边",
        # "覚えてもらった" is past, not a request.
        "先生に名前を覚えてもらった日のことはよく覚えてる",
    ],
)
def test_round11_pointer_negatives(text: str) -> None:
    assert _found(text) is None, text


def test_named_object_and_list_end() -> None:
    assert ja_named_object("前に伝えた実家の住所")
    assert ja_named_object("アレルギーの件ですが")
    assert not ja_named_object("両親が引っ越したので")
    text = "覚えておいて\n- 一つ目\n- 二つ目\nありがとう"
    sentences = [(0, 6), (9, 12), (15, 18), (19, 24)]
    assert list_end(text, sentences, 1) == 2
    assert list_end(text, sentences, 3) == 3
