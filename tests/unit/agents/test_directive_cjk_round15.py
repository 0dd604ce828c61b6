"""Round 15, zh/ja: update and filing headers, closing verbs of record and blunt imperatives,
erasing on the condition that a thing is held, "keep no record of …", topics "about" a
subject and withdrawn rules (each mechanism with positives and hard negatives)."""

from __future__ import annotations

import pytest

from agents.directive_cjk_erase import cjk_held_erase
from agents.directive_cjk_records import ja_no_record
from agents.directives import detect_directive
from tests.support.directive_checks import check as _check
from tests.support.directive_checks import found as _found

# --- headers: update the assistant's knowledge, file a record, "for next time" ----------


@pytest.mark.parametrize(
    ("text", "keys", "absent"),
    [
        # An update of what the assistant knows keeps the new value, not the old one.
        ("更新一下你那边的信息：我女儿叫小雨，不叫小雪了", ("我女儿叫小雨",), ("不叫小雪",)),
        # … and is read before an ended state: the change is what is kept.
        (
            "纠正一下你对我的了解：我已经不在银行上班了，现在在学校当老师",
            ("在学校当老师",),
            (),
        ),
        ("プロフィールを更新してください：今は福岡で保育士をしています", ("福岡で保育士",), ()),
        ("登録内容の訂正：犬は2匹です", ("犬は2匹",), ()),
        # Filing verbs and a place of keeping name the record.
        ("这个帮我存档：我的护照号码下个月到期", ("护照",), ()),
        ("幫我記在你那邊：我兒子對蝦過敏", ("對蝦過敏",), ()),
        # "For next time" asks for the speaker's fact to be kept.
        ("今後のために一応：私は右耳が聞こえにくいです", ("右耳",), ()),
    ],
)
def test_header_keeps_what_follows(
    text: str, keys: tuple[str, ...], absent: tuple[str, ...]
) -> None:
    _check(text, "remember", keys, absent)


@pytest.mark.parametrize(
    "text",
    [
        # An update of a document is the work's, not the assistant's knowledge of the user.
        "更新一下这份文档：把第三段删掉",
        "この記事の情報を更新してください：価格を1000円に",
        # "for next time" heading a task, with nothing about the speaker.
        "今後のために：このリストをアルファベット順に並べて",
        # A game save is no record of the user.
        "我的游戏存档坏了，怎么办",
    ],
)
def test_header_negatives(text: str) -> None:
    assert _found(text) is None, text


# --- closing requests: verbs of record, tags, blunt imperatives, reproaches ------------


@pytest.mark.parametrize(
    ("text", "keys"),
    [
        ("我是左撇子，你记档一下", ("左撇子",)),
        ("我不能喝酒！！这回给我记牢了好不好", ("不能喝酒",)),
        ("ピーナッツはダメだって。いい加減覚えろ", ("ピーナッツはダメ",)),
        ("私は夜勤の看護師です。これずっと有効ね", ("夜勤の看護師",)),
        # A reproach between the fact and the request is about the conversation.
        ("我对芒果过敏。我之前跟你说过了，记住", ("对芒果过敏",)),
        ("息子は小学3年生です。前にも言ったのに…今度こそ覚えてね", ("小学3年生",)),
        # A later conversation is a frame of the assistant's work.
        ("下次聊天的时候也请记得我在学吉他", ("在学吉他",)),
    ],
)
def test_closing_and_blunt_requests(text: str, keys: tuple[str, ...]) -> None:
    _check(text, "remember", keys)


@pytest.mark.parametrize(
    "text",
    [
        # A question about the memory, not a tag on a request.
        "你记住了吗？",
        # Coupons and tickets are valid; nothing is kept.
        "このクーポンはずっと有効ね",
        # The speaker's own memory with a reproach in it.
        "我之前跟你说过了吗？我忘了",
        # A relative clause of "remember" asks for nothing.
        "记得的人不多了",
    ],
)
def test_closing_negatives(text: str) -> None:
    found = _found(text)
    assert found is None or found[0] != "remember", (text, found)


# --- erasing: on condition, no record, topics about a subject, withdrawn rules ---------


@pytest.mark.parametrize(
    ("text", "keys"),
    [
        ("私のメールアドレス、メモしてあるなら消しといて", ("メールアドレス",)),
        ("我的车牌号，如果你记了的话就删掉", ("车牌号",)),
        ("我家地址你之前是不是存了？有的话删了吧", ("我家地址",)),
        ("元カノのことは一切記録に残さないでください", ("元カノのこと",)),
        ("祖父の病気のことはもう記録しないで", ("祖父の病気",)),
        ("那些关于我前男友的内容都删掉吧", ("关于我前男友的内容",)),
        ("你记住的关于我前任的东西都删掉吧", ("关于我前任的东西",)),
        ("之前让你记的那个银行卡号，忘掉吧", ("银行卡号",)),
        ("之前让你叫我“大师”那个取消吧", ("大师",)),
        ("「先生」って呼んでって言ったの撤回！", ("先生",)),
        ("夜型って設定、解除で", ("夜型",)),
    ],
)
def test_erase_requests(text: str, keys: tuple[str, ...]) -> None:
    _check(text, "forget", keys)


@pytest.mark.parametrize(
    "text",
    [
        # Someone else's words and the speaker's own memory are no request.
        "我老婆说今年的旅行就别想了，忘了吧。",
        "刚才想说什么来着，忘了",
        # Cancelling a meeting is a task, not a withdrawn rule.
        "明天的会那个取消吧",
        # A work artefact is not recorded by the assistant.
        "この記事は記録しないで",
        # A unit of the conversation.
        "さっきのプランはなかったことにして、予算5万で作り直して",
    ],
)
def test_erase_negatives(text: str) -> None:
    found = _found(text)
    assert found is None or found[0] != "forget", (text, found)


def test_held_erase_needs_a_verb_of_keeping_in_the_condition() -> None:
    """ "if it is raining, delete it" is no condition on the assistant's memory."""
    text = "その写真、雨なら消して"
    assert cjk_held_erase(text, "ja", [(0, len(text))]) is None
    held = "その写真、保存してるなら消して"
    assert cjk_held_erase(held, "ja", [(0, len(held))]) == (0, 4)


def test_no_record_takes_the_topic_of_its_own_clause() -> None:
    text = "猫が死んだ😢 あの子のことはもう記録しないで"
    span = ja_no_record(text)
    assert span is not None
    assert text[span[0] : span[1]] == "あの子のこと"
    assert ja_no_record("記録しないで") is None


# --- statements: corrections, prefaces, measures, refused records ---------------------


@pytest.mark.parametrize(
    ("text", "keys", "absent"),
    [
        # An admission of the error alone before "fix it": the right value is before.
        (
            "ちがうちがう、娘は5歳じゃなくて6歳！前に言ったの間違いだったから直しといて",
            ("6歳",),
            (),
        ),
        ("住んでんのは神戸。直しといてや", ("神戸",), ()),
        # A preface of lateness is none of the fact.
        ("あ、言い忘れてたけど薬剤師やってます。覚えといてください", ("薬剤師",), ("言い忘れ",)),
        ("忘了说，我是素食者，记住哦", ("素食者",), ("忘了说",)),
        # A line that only measures the fact leads back to the fact.
        ("我骨折了\n第3周\n以后给我推荐运动都考虑一下这个，拜托记住", ("骨折",), ()),
    ],
)
def test_statement_is_the_fact(text: str, keys: tuple[str, ...], absent: tuple[str, ...]) -> None:
    _check(text, "remember", keys, absent)


def test_refused_record_keeps_its_topic() -> None:
    _check("关于我住院的事，请不要保留任何记录", "forget", ("我住院的事",), ("任何记录",))


@pytest.mark.parametrize(
    "text",
    [
        # "this function is wrong, fix it" is work.
        "この関数、間違ってるから直しといて",
        # A verb of keeping that modifies a noun is no request.
        "记得的人不多了",
    ],
)
def test_statement_negatives(text: str) -> None:
    assert _found(text) is None, text


@pytest.mark.parametrize(
    ("text", "action", "keys", "absent"),
    [
        # A cushion word of politeness is none of the fact.
        (
            "お手数ですが、私は卵が食べられません。覚えておいてください",
            "remember",
            ("卵が食べられません",),
            ("お手数",),
        ),
        # A reason said as a sentence of its own leans on the speaker's sentence before it.
        (
            "私のことは「ケイ」と呼んでください。本名は長いので。覚えておいてください",
            "remember",
            ("ケイ",),
            (),
        ),
        # An email address is the speaker's, not a letter to write.
        ("古いメールアドレスは忘れて", "forget", ("古いメールアドレス",), ()),
        # Keeping something "at your side" asks for it to be kept.
        ("能帮我把这个放在你那儿吗：我女儿下周三生日", "remember", ("女儿下周三生日",), ()),
        # A correction keeps the right value, without the slip.
        (
            "更正一下，我不是在北京上学，是在天津，之前说错了，你更新一下记录",
            "remember",
            ("天津",),
            ("北京",),
        ),
    ],
)
def test_more_statements(
    text: str, action: str, keys: tuple[str, ...], absent: tuple[str, ...]
) -> None:
    _check(text, action, keys, absent)


@pytest.mark.parametrize(
    "text",
    [
        # A reason after a request on the work does not pull the work into the memory.
        "このメールの下書きを丁寧にしてください。取引先向けなので。",
        # Putting a thing on the table is no memory.
        "可以帮我把这个放在桌上吗：我等会儿来拿",
        # A letter to write stays a task.
        "这封邮件忘掉吧",
    ],
)
def test_more_negatives(text: str) -> None:
    found = _found(text)
    assert found is None, (text, found)


@pytest.mark.parametrize(
    ("text", "keys"),
    [
        # A death reported after the fact is the reason of the erase, not its object.
        ("我已经不养狗了😢 它上周走了 那条就删了吧", ("不养狗",)),
        ("犬はもういないんだ😢 先週亡くなった。メモから外してくれる？", ("犬はもういない",)),
    ],
)
def test_departure_leads_back_to_the_fact(text: str, keys: tuple[str, ...]) -> None:
    _check(text, "forget", keys)


@pytest.mark.parametrize(
    ("text", "keys", "absent"),
    [
        # An arrow after the request points forward, as a colon does.
        ("メモしといて→ 娘は小麦アレルギー", ("小麦アレルギー",), ()),
        # A clause of purpose before the verb is not what is kept.
        (
            "次回も使えるようにメモしといてほしい→ 妻は辛いものが苦手",
            ("辛いものが苦手",),
            ("使えるように",),
        ),
        ("为了以后方便记一下：我住在西安", ("我住在西安",), ("为了",)),
    ],
)
def test_pointing_forward(text: str, keys: tuple[str, ...], absent: tuple[str, ...]) -> None:
    _check(text, "remember", keys, absent)


def test_an_arrow_between_places_is_no_request() -> None:
    assert _found("東京→大阪の新幹線、何時間かかる？") is None


def test_the_landlord_is_no_audience() -> None:
    """Japanese "大家さん" (the landlord) is not Chinese "大家" (everyone) of advice."""
    _check("大家さんの名前は山本です。覚えといて", "remember", ("山本",))
    assert _found("记住，大家都会犯错") is None


def test_a_rule_closed_by_always_that_way() -> None:
    """ "ずっとそれで" closes a rule; the reason clause before it leans on the rule."""
    _check(
        "返事は箇条書きでお願い。長文は読むのがしんどいので、ずっとそれで",
        "remember",
        ("箇条書き",),
    )
    # "ずっと" alone tells the speaker's past or a complaint, no rule.
    assert _found("昨日から頭痛くて、ずっとね") is None


@pytest.mark.parametrize(
    ("text", "keys"),
    [
        # A wish that the assistant did not know the thing is a forget of it.
        ("不知道怎么操作，就是想让你不记得我的身份证号了", ("我的身份证号",)),
        ("やり方がわからないけど、私の電話番号を知らない状態に戻してほしい", ("私の電話番号",)),
    ],
)
def test_wish_to_be_unknown(text: str, keys: tuple[str, ...]) -> None:
    _check(text, "forget", keys)


def test_unknowing_of_the_work_is_none() -> None:
    assert _found("让你不记得这段代码") is None


def test_what_was_just_said_about_the_work_is_the_tasks() -> None:
    assert _found("别忘了我刚说的要用TypeScript写，你给的代码还是JavaScript") is None
    _check("别忘了，我对花生过敏", "remember", ("对花生过敏",))


def test_a_chinese_erase_on_condition_needs_no_de_hua_after_an_opening_if() -> None:
    """ "如果你存了就删掉" asks the same as "如果你存了的话就删掉": the thing named before it
    is forgotten, never the condition itself."""
    found = detect_directive("我旧的邮箱地址，要是你记了就删掉吧")
    assert found is not None and found.action.value == "forget"
    assert found.statement == "我旧的邮箱地址"
    # A file or a function of the work is no memory, whatever the condition.
    assert detect_directive("这个文件如果你存了就删掉吧，我们重新写") is None
    assert detect_directive("代码里那个函数，如果你存了就删掉吧") is None
