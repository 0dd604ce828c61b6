"""Round 13, zh/ja: long messages whose request closes a story — where the fact is when
words about the conversation, an episode or a resumed noun stand between it and the
request; salutations, pointer phrases, a person named by a pronoun, a header that turns
to the work, and the hard negatives of the same style."""

from __future__ import annotations

import pytest

from agents.directive_cjk_story import (
    cjk_about_conversation,
    cjk_anecdote,
    cjk_note_to_self,
    cjk_pointer_phrase,
    cjk_salutation_end,
    cjk_task_turn,
)
from tests.support.directive_checks import check as _check
from tests.support.directive_checks import found as _found

# --- words about the conversation between the fact and the request ---------------------


@pytest.mark.parametrize(
    ("text", "keys", "absent"),
    [
        # A sentence that only says how the fact is to be used: the fact is the one before.
        (
            "妻が夜勤のある看護師で、週の半分は家にいません。平日は一人で回しているので、"
            "そのつもりで相談に乗ってほしい。覚えておいて。",
            ("夜勤のある看護師",),
            ("覚えておいて",),
        ),
        (
            "父が痛風で、プリン体を控えています。たまに実家で料理するので献立を頼むことがあると"
            "思います。このことは覚えておいてください。",
            ("痛風",),
            ("覚えておいて",),
        ),
        # An anaphor resuming the fact in the request's own sentence.
        (
            "来月から半年間シンガポールに駐在します。その期間は現地の情報優先で、覚えといてね。",
            ("シンガポール",),
            (),
        ),
        # A frame of future work opening the request's sentence (Kansai).
        (
            "うち神戸の垂水に住んでんねん。今後おすすめ聞くときは神戸基準で頼むわ、覚えといてな。",
            ("神戸の垂水",),
            (),
        ),
        # What the fact is for, after a pointer to it: "…のために".
        (
            "腰椎ヘルニアの持病があって、重いものは持てません。筋トレを聞くときのために覚えておいてほしい。",
            ("腰椎ヘルニア",),
            (),
        ),
    ],
)
def test_ja_fact_before_conversation(
    text: str, keys: tuple[str, ...], absent: tuple[str, ...]
) -> None:
    _check(text, "remember", keys, absent)


@pytest.mark.parametrize(
    ("text", "keys"),
    [
        (
            "我开了一家咖啡馆，在成都玉林路。以后问你营销的问题就按这个背景来，帮我记住。",
            ("咖啡馆",),
        ),
        (
            "我爸有高血压，平时要少盐。以后我让你推荐菜谱，尤其是回家做饭那种，请一直记着这一点，不用我每次都提醒。",
            ("高血压",),
        ),
        # A purpose after the pointer is no statement: "不用我每次都提醒", "不只是这次".
        (
            "我男朋友是穆斯林，不吃猪肉。以后约会选餐厅的时候你要一直记得这件事，不只是这次。",
            ("穆斯林",),
        ),
        # Traditional Chinese, Taiwanese "幫我記起來", and a usage sentence before the request.
        (
            "我住在高雄左營，家裡有一隻狗。之後推薦景點請以高雄為主，幫我記起來喔！",
            ("高雄左營",),
        ),
        # The fact named as the topic of the pointer: "X这事你记住".
        (
            "我姐在加拿大温哥华工作。以后我要给她打电话，你就按那边的时间算，她在温哥华这事你记住。",
            ("温哥华",),
        ),
        # A frame of the work asked for before the verb: "以后给我…建议请记住这个".
        ("我腰椎间盘突出，久坐不行。以后给我工作建议请记住这个。", ("腰椎间盘突出",)),
        # An expectation of asking after the pointer: "接下来我会经常找你帮忙…".
        (
            "我表妹下个月在苏州办婚礼，我是伴娘！这事你先记着，接下来我会经常找你帮忙写致辞。",
            ("苏州",),
        ),
    ],
)
def test_zh_fact_before_conversation(text: str, keys: tuple[str, ...]) -> None:
    _check(text, "remember", keys)


def test_episode_between_fact_and_pointer_is_left_out() -> None:
    _check(
        "娘がそばアレルギーです。この前の給食で一度ヒヤッとしました。これは絶対に忘れないでほしい。",
        "remember",
        ("そばアレルギー",),
        ("給食",),
    )


# --- pointers and resumed nouns ---------------------------------------------------------


def test_resumed_noun_takes_the_sentence_it_was_told_in() -> None:
    _check(
        "保護猫を引き取りました！名前はきなこ、たぶん2歳です。色々相談すると思うので、名前覚えててね",
        "remember",
        ("きなこ",),
    )


def test_demonstrative_noun_points_back() -> None:
    _check(
        "うちは長女が中2、次女が小5です。塾とか、習い事の相談をすることが多いので、この学年を記憶しておいてもらえますか。",
        "remember",
        ("中2", "小5"),
    )


def test_adverbs_before_the_verb_are_no_object() -> None:
    # "ちゃんと", "次からは": no object of their own, the verb points back.
    _check(
        "言ってなかったけど、妻はナッツアレルギーです。次からはちゃんと覚えといてね。",
        "remember",
        ("ナッツアレルギー",),
        ("ちゃん",),
    )


def test_what_the_assistant_holds_points_back() -> None:
    _check("月3万円の貯金目標、もうなしでいいよ。覚えてるやつ削除して。", "forget", ("貯金目標",))


def test_diet_restriction_is_no_task_limit() -> None:
    _check(
        "塩分制限中って前に言ったけど、終わりました。その情報は消しといて",
        "forget",
        ("塩分制限",),
    )


@pytest.mark.parametrize(
    "text",
    [
        # A demonstrative with an object of the task at hand is no pointer to a fact.
        "这段代码你记住，等下我要你帮我重构",
        "把这个表格记住，下一个问题会用到",
        "この数字を覚えといて：42、17、8。あとで使う",
    ],
)
def test_task_objects_stay_none(text: str) -> None:
    assert _found(text) is None


def test_pointer_phrase() -> None:
    assert cjk_pointer_phrase("この学年")
    assert cjk_pointer_phrase("这件事")
    assert cjk_pointer_phrase("覚えてるやつ")
    assert not cjk_pointer_phrase("この前")  # "the other day"
    assert not cjk_pointer_phrase("这里")
    assert not cjk_pointer_phrase("私の誕生日")


# --- salutations, forget about a person, a header turning to the work -------------------


def test_salutation_with_assistant_name_is_stripped() -> None:
    _check(
        "小月你好～我叫王晓明，朋友都叫我明明，以后你也这么叫我吧，记住哦",
        "remember",
        ("明明",),
        ("小月",),
    )
    assert cjk_salutation_end("ノアさん、こんにちは！私は猫を二匹飼っています") > 0
    assert cjk_salutation_end("你好像忘了我是素食者") == 0  # "你好像" is no greeting


def test_forget_about_a_person_named_before() -> None:
    _check(
        "我和之前的同事闹翻了，她已经离职了，关于她的内容全部从你的记忆里删掉。",
        "forget",
        ("同事",),
    )


def test_header_ends_where_the_message_turns_to_work() -> None:
    _check(
        "我女儿对芒果过敏。请永久记住：孩子对芒果过敏。然后帮我想想周末野餐带什么水果？",
        "remember",
        ("对芒果过敏",),
        ("野餐",),
    )
    text = "备忘：我对花生过敏。然后帮我推荐一家餐厅？"
    assert cjk_task_turn(text, 3, len(text)) == text.index("。然后")


def test_note_to_self_stays_none() -> None:
    assert cjk_note_to_self("备忘：周五交水费。这是写给自己的")
    assert (
        _found("备忘：周五交水费、取快递。哈哈这是写给自己的。顺便问一下，水费能在网上交吗？")
        is None
    )


# --- the readers of conversation material -----------------------------------------------


def test_about_conversation() -> None:
    assert cjk_about_conversation(["その前提で"])
    assert cjk_about_conversation(
        ["今後おすすめ聞くときは京都基準で頼むわ", "大阪ばっかりも困るし"]
    )
    assert cjk_about_conversation(["以后问你运营的问题就按这个背景来"])
    # A fact with a request in the same sentence is a statement of its own.
    assert not cjk_about_conversation(["ちなみに私", "高所恐怖症だから今後も展望台とかは外して"])
    assert not cjk_about_conversation(["私は乳製品がダメなので"])
    assert not cjk_about_conversation(["我对花生过敏"])


def test_anecdote() -> None:
    assert cjk_anecdote("保育園のお誕生会で一度ヒヤッとしました")
    assert cjk_anecdote("上次幼儿园发蛋糕差点出事了")
    assert not cjk_anecdote("息子が卵アレルギーです")
    assert not cjk_anecdote("我儿子对鸡蛋过敏")


@pytest.mark.parametrize(
    ("text", "keys", "absent"),
    [
        # Hard negatives of the same style keep working: a side remark before the fact.
        (
            "旅行プランありがと。ちなみに私、閉所恐怖症だから今後もロープウェイとかは外して。覚えといて",
            ("閉所恐怖症",),
            ("ありがと",),
        ),
        (
            "了解です。あ、それと、私は色弱なので、それ覚えておいてください。",
            ("色弱",),
            ("了解",),
        ),
    ],
)
def test_self_contained_request_sentence_keeps_its_fact(
    text: str, keys: tuple[str, ...], absent: tuple[str, ...]
) -> None:
    _check(text, "remember", keys, absent)


def test_both_after_an_enumeration_points_back() -> None:
    _check(
        "私の誕生日は五月五日、それと夫の誕生日は九月九日、両方とも覚えておいて",
        "remember",
        ("五月五日", "九月九日"),
        ("両方",),
    )


def test_zh_header_with_addressee_and_jide() -> None:
    _check(
        "今天好累…不过有件事想让你一直记得：我的狗叫豆包，是前年在公园捡的",
        "remember",
        ("我的狗叫豆包",),
        ("好累",),
    )
    # "记得" without an addressee reports the speaker's memory.
    assert _found("我记得：那年我们一起去了西安") is None


def test_zh_period_request_after_pointer_is_usage() -> None:
    _check(
        "我下周开始到月底都在西安出差，白天没法看手机。记一下，这段时间别给我推荐需要白天操作的东西。",
        "remember",
        ("西安",),
        ("记一下",),
    )


def test_zh_fillers_before_the_verb() -> None:
    _check("那个就是说呃请你记住我在学韩语现在是中级水平", "remember", ("中级水平",), ("那个",))
