"""Round 10, zh/ja: headers before a colon, topics to remove, updates, conversation control."""

from __future__ import annotations

import pytest

from agents.directive_cjk_requests import cjk_request
from agents.directives import detect_directive


def _found(text: str) -> tuple[str, str] | None:
    found = detect_directive(text)
    return None if found is None else (found.action.value, found.statement)


@pytest.mark.parametrize(
    ("text", "action", "key"),
    [
        # A header that asks for what follows the colon to be kept.
        ("给你的备忘：我在杭州开面包店，周一休息", "remember", "面包店"),
        ("长期有效：我不吃香菜", "remember", "不吃香菜"),
        ("今後の参考までに：実家は金沢で、毎年お盆に帰ります", "remember", "実家は金沢"),
        ("できるなら取っておいて：私の妹は看護師をしている", "remember", "妹は看護師"),
        # A topic told before, and a verb of removal.
        ("嗯就是之前说我在学吉他那个忘了吧已经不学了", "forget", "我在学吉他"),
        ("在戒糖那个删了 坚持不下去", "forget", "在戒糖"),
        ("麻烦把我之前给你的护照号码删了好吗", "forget", "护照号码"),
        ("ピアノ習ってるって言ったやつ、取り消しで", "forget", "ピアノ習ってる"),
        ("以前お伝えした引っ越しの件は、記録から削除してください", "forget", "引っ越し"),
        # An update with the fact beside it, without the wrong value.
        ("你记错了，我儿子不是五岁，他已经六岁了，帮我更新一下", "remember", "六岁"),
        ("更正一下：我的血型是B型，不是A型", "remember", "B型"),
        ("息子の学年まちがってるよ、もう中学生だから直しといて", "remember", "中学生"),
    ],
)
def test_round10_cjk_requests(text: str, action: str, key: str) -> None:
    found = _found(text)
    assert found is not None, text
    assert found[0] == action
    assert key in found[1]


def test_update_leaves_the_wrong_value_out() -> None:
    found = _found("更正一下：我的血型是B型，不是A型")
    assert found is not None
    assert "A型" not in found[1]
    assert "B型" in found[1]


@pytest.mark.parametrize(
    "text",
    [
        # A task under a header of keeping.
        "记住这个题目的条件：x>1，y<2，然后帮我解第三问",
        "记住：最多写三段",
        # Redoing an answer is no update of memory.
        "違うよ、日本の首都は東京、京都じゃない、答え直して",
        "さっきの文章をやり直して",
        # Conversation control.
        "あ、やっぱいいや。忘れて",
        "送り間違えた、今の忘れて",
        "えーとちょっと待って今のは消して",
    ],
)
def test_round10_cjk_negatives(text: str) -> None:
    assert _found(text) is None, text


def test_bare_note_header_over_a_shopping_list_is_no_request() -> None:
    assert cjk_request("メモ：牛乳、卵、パン、バター".lower()) is None
    found = cjk_request("メモ：来月から大阪支社の部長になる".lower())
    assert found is not None


def test_matter_with_forget_is_no_topic_removal() -> None:
    assert cjk_request("デザインの件は忘れて、自分で決めた") is None
    assert cjk_request("デザインの件は削除して") is not None


def test_header_and_list_after_a_line_break() -> None:
    found = cjk_request("以下记住\n- 我用的是苹果手机\n- 我住在郊区".lower())
    assert found is not None
    assert not found.forget
