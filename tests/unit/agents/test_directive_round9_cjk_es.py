"""Round 9 (zh, ja): requests placed last, softeners and reasons before the verb.

Each mechanism is tested with positives and the hard negatives next to them, so that a
test fails if the rule vanishes or if it fires on the neighbouring non-directive.
"""

from __future__ import annotations

import pytest

from agents.directive_cjk_closing import cjk_closing_request
from agents.directive_cjk_purpose import cjk_occasion, ja_conversation_reason
from agents.directives import DirectiveAction, detect_directive


def _remembered(text: str) -> str:
    found = detect_directive(text)
    assert found is not None, text
    assert found.action is DirectiveAction.REMEMBER, text
    return found.statement


# --- a closing request to keep what precedes it (zh, ja) --------------------------------


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("我周末在奶茶店打工 一般是下午 你记着点", "奶茶店打工"),
        ("家父已年过八旬，耳朵不太好，此事烦请记取。", "耳朵不太好"),
        ("我对芒果过敏。这个以后要知道。", "对芒果过敏"),
        ("我女儿在读初二，希望你以后能记得，省得我老重复。", "女儿在读初二"),
        ("毎週水曜はヨガの日、メモよろしく", "ヨガの日"),
        ("火曜の夜は塾の送迎があるから、そのつもりでいてね", "塾の送迎"),
    ],
)
def test_closing_request_takes_what_precedes_it(text: str, key: str) -> None:
    assert key in _remembered(text)


def test_closing_request_above_takes_every_line() -> None:
    statement = _remembered("- 编辑器用 Neovim\n- 终端用 kitty\n\n以上记下来。")
    assert "Neovim" in statement and "kitty" in statement


@pytest.mark.parametrize(
    "text",
    [
        "这段代码的逻辑有点绕，你记着点",  # the work, not the user
        "我把他的电话号码记住了",  # a subject: a report
        "你还记得我们去年去的那家店吗？",  # a question
        "明天的会议资料，以上记下来了吗？",
    ],
)
def test_closing_request_hard_negatives(text: str) -> None:
    assert detect_directive(text) is None


def test_closing_request_needs_a_request_clause_of_its_own() -> None:
    assert cjk_closing_request("我记得你说过这家店不错") is None
    assert cjk_closing_request("小时候的事情，这些都记得") is None  # the speaker's memory
    found = cjk_closing_request("我养了一只柯基 你记着")
    assert found is not None and found.language == "zh"


# --- what a request is for: a reason or an occasion, not the fact ------------------------


def test_occasion_after_pointer_points_back() -> None:
    statement = _remembered("我儿子对花生过敏，这个你记住，以后推荐零食的时候用得上")
    assert "花生过敏" in statement


@pytest.mark.parametrize(
    ("clause", "expected"),
    [
        ("以后买书的时候用得上", True),
        ("省得我每次解释", True),
        ("重い物の話のときに", True),
        ("我住在杭州", False),
        ("甲殻類がダメ", False),
    ],
)
def test_cjk_occasion(clause: str, expected: bool) -> None:
    assert cjk_occasion(clause) is expected


@pytest.mark.parametrize(
    ("reason", "expected"),
    [
        ("毎回聞かれるのも面倒なので", True),
        ("これから色々相談すると思うので", True),
        ("今後の参考に", True),
        ("猫アレルギーなので", False),  # the reason is the fact
        ("耳が聞こえにくいので", False),
    ],
)
def test_ja_conversation_reason(reason: str, expected: bool) -> None:
    assert ja_conversation_reason(reason) is expected


def test_ja_reason_about_the_conversation_is_no_statement() -> None:
    assert "名古屋在住" in _remembered(
        "何度も聞かれるのもあれなので覚えておいて。私は名古屋在住です。"
    )
    assert "シングルマザー" in _remembered(
        "私はシングルマザーです。色々相談すると思うので、心に留めておいてください。"
    )
    # A reason that is the fact itself stays the statement.
    assert "猫アレルギー" in _remembered("猫アレルギーなので覚えておいて")


# --- softeners and counts before a Japanese verb ---------------------------------------


def test_ja_softener_is_no_object_and_no_quotative() -> None:
    assert "ベジタリアン" in _remembered("ずっと覚えといてほしいんだけど、私ベジタリアンです。")
    assert "大阪に転勤" in _remembered(
        "ちょっと覚えといてもらっていいですか 来月から大阪に転勤です"
    )


def test_ja_quotative_to_still_quotes() -> None:
    assert "夜勤" in _remembered("私は夜勤が多いと覚えておいて")
