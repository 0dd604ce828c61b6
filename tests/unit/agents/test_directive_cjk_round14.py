"""Round 14, zh/ja: standing rules said without a verb of keeping, rules kept for this chat
only, retractions ("もういいや", "なかったことに", "撤回"), annoyed repeats and a fact said
again after a check of the memory (each mechanism with positives and hard negatives)."""

from __future__ import annotations

import pytest

from agents.directive_cjk_repeat import cjk_repeat_directive
from agents.directive_cjk_standing import cjk_standing
from tests.support.directive_checks import check as _check
from tests.support.directive_checks import found as _found

# --- a standing rule with its reason, no verb of keeping ------------------------------


@pytest.mark.parametrize(
    ("text", "keys", "absent"),
    [
        # The rule and the lasting fact in the sentence before it.
        ("我血糖偏高。以后给我推荐零食的时候别推荐含糖的", ("血糖偏高", "别推荐含糖的"), ("以后",)),
        ("我膝盖做过手术，以后给我安排运动的时候别安排跑步", ("膝盖做过手术",), ()),
        ("我在学西班牙语，从现在起回答我的时候多夹点西语单词好吗", ("学西班牙语",), ()),
        (
            "夜勤明けで昼間は寝てるので、今後は連絡の提案を夕方以降にしてください",
            ("夜勤明け",),
            ("今後は",),
        ),
        (
            "猫アレルギーです。これからはペット可の宿を勧めないで",
            ("猫アレルギー",),
            ("これからは",),
        ),
        # A rule whose time closes it, after the fact: "この先ずっとです", "これ毎回ね".
        ("視力が弱いので、表は使わないでください。この先ずっとです", ("視力が弱い",), ()),
        ("返事は箇条書きでお願い。通勤中に読むから。これ毎回ね", ("箇条書き",), ()),
        # A word of the user's that the rule defines.
        ("相棒の名前はレオ。次から「相棒」って言ったらレオのことだと思っといて", ("レオ",), ()),
    ],
)
def test_standing_rule_with_reason(
    text: str, keys: tuple[str, ...], absent: tuple[str, ...]
) -> None:
    _check(text, "remember", keys, absent)


@pytest.mark.parametrize(
    "text",
    [
        # A plan, a bounded stretch, a wish for the future: no rule for the answers.
        "以后再聊吧，我先去吃饭",
        "我以后想去冰岛看极光",
        "从现在开始到下周三我都在出差",
        "毕业以后我打算考公务员",
        "これからは忙しくなりそう",
        "今後の展開が楽しみです",
        "次回から気をつけます",
        "この先どうなるか分からない",
        # Set phrases and complaints that name nothing to keep.
        "今後ともどうぞよろしくお願いいたします",
        "以后也请多多关照",
        "これからも頑張ってください",
        "以后别这样了",
        "次から気をつけてね",
        # A reminder is a task, not a memory.
        "以后每天晚上十点提醒我吃药",
        # This chat, this task only.
        "这次对话里以后都用英文回答我",
        "このチャットでは、今後は英語で答えて",
        "このレシピ、塩は控えめで。以降の工程も控えめでお願い",
        # Someone else's rule, in quotes.
        "母に「これからは早く寝なさい」って言われた",
    ],
)
def test_no_standing_rule(text: str) -> None:
    assert _found(text) is None, text


def test_standing_reader_offsets_are_the_users() -> None:
    text = "我对猫过敏。以后推荐民宿的时候别选养猫的"
    found = cjk_standing(text)
    assert found is not None
    assert text[slice(*found.spans[0])] == "我对猫过敏"
    assert cjk_standing("今天天气不错") is None


# --- the speaker's reason before a rule "from now on" ---------------------------------


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("我是糖尿病人，以后给我推荐甜点的时候要选无糖的", "我是糖尿病人"),
        ("我住在成都，以后推荐活动的时候按成都来", "我住在成都"),
    ],
)
def test_reason_clause_kept_with_rule(text: str, key: str) -> None:
    _check(text, "remember", (key,))


def test_reason_clause_must_be_the_speakers() -> None:
    # A request before the rule is no reason of the speaker's.
    found = _found("帮我看看这段，以后都用英文回答我")
    assert found is None or "帮我看看" not in found[1]


# --- retractions ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "keys"),
    [
        ("絵文字多めのやつ もういいや 普通で", ("絵文字多め",)),
        ("関西弁で話すってルールはもういいや、標準語で", ("関西弁で話す",)),
        ("転職したいって言ったのなかったことにして", ("転職したい",)),
        ("留学の件、やっぱり撤回で。行かないことにした", ()),
        ("昔の住所はもう保存しとかなくていいです", ("昔の住所",)),
    ],
)
def test_retraction(text: str, keys: tuple[str, ...]) -> None:
    found = _found(text)
    if not keys:  # a retraction the readers may word either way: no "remember" of it
        assert found is None or found[0] == "forget", (text, found)
        return
    _check(text, "forget", keys)


@pytest.mark.parametrize(
    "text",
    [
        "もういいや、自分で調べる",
        "その話はもういいや",
        "さっきのやつもういいや",
        "今のやつもういいや",
        "忘了我上一条吧，重新问：怎么煮饺子",
        "啊算了 忘了吧 当我没问",
    ],
)
def test_conversation_control_is_no_retraction(text: str) -> None:
    assert _found(text) is None, text


# --- annoyed repeats and a fact said again after a check ------------------------------


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("跟你讲过好几次了！我对芒果过敏！这回给我记牢了 谢谢", "我对芒果过敏"),
        ("我的姓是“欧阳”不是“欧”，请记准", "欧阳"),
        ("ちゃんとメモした？してないならもう一回言うね、娘の誕生日は五月三日", "五月三日"),
        ("覚えてる？念のためもう一度言うけど、私は左利き", "左利き"),
    ],
)
def test_annoyed_or_testing_user(text: str, key: str) -> None:
    _check(text, "remember", (key,))


@pytest.mark.parametrize(
    "text",
    [
        # A repetition without a check of the memory, or of a question or a task.
        "もう一回言うね、明日の会議は十時から",
        "你记住了吗？我再说一遍刚才的问题：怎么把列表排序",
        "覚えてる？",
    ],
)
def test_no_repeat_directive(text: str) -> None:
    assert cjk_repeat_directive(text, text.lower()) is None, text


def test_habit_is_no_cessation() -> None:
    # "我不吃香菜" is a habit; "我不吃肉了" tells of a change.
    assert _found("我不吃香菜") is None
    _check("我不吃肉了", "forget", ("不吃肉",))


@pytest.mark.parametrize(
    ("text", "key", "absent"),
    [
        ("私の誕生日は十月八日だって覚えておいてほしいんです", "十月八日", "ほしいんです"),
        ("うちの犬は柴犬だって知っておいてほしいの", "柴犬", "ほしいの"),
    ],
)
def test_wish_ending_is_no_statement(text: str, key: str, absent: str) -> None:
    _check(text, "remember", (key,), (absent,))
