"""What a Chinese or Japanese request to keep something is *for*, told from what is kept.

Round 9 (busy writers, requests placed last) wrapped the fact to keep in words about the
conversation: why they ask ("毎回言うの面倒なので覚えておいて", "いろいろ相談すると思うので、
心に留めておいて") and what the kept fact will be used for ("这个你记住，以后买礼物的时候用得
上", "…，省得每次都要解释"). Neither is the fact: a reason whose verb is one of talking to the
assistant (asking, consulting, explaining, saying again) speaks of the conversation, and
an occasion ("when …", "so that …", "it will come in handy") says when the fact is used.
The detector then takes the fact from the other side of the request.

A reason about anything else is kept: "猫アレルギーなので覚えておいて" (the allergy is the
fact). Pure functions on lower-cased text.
"""

from __future__ import annotations

import re

__all__ = ["cjk_occasion", "ja_conversation_reason", "zh_usage"]

# A Japanese reason or purpose clause ("…ので", "…から", "…し", "…ため", "…の参考に")
# whose verb is one of talking to the assistant, or the speaker's expectation of it.
# A wish to the assistant is one too ("…みたいな言い方はしないでほしいので").
_JA_CONVERSATION = re.compile(
    r"(?:相談|質問|聞かれ|訊かれ|尋ね|毎回|いちいち|何度も|参考|[てで](?:ほしい|欲しい)"
    # … or of talking, calling or suggesting ("今度から名前で言うから", "ご提案の際のため",
    # "今後の会話でもご留意いただけますよう").
    r"|言う|言います|話す|話します|呼ぶ|呼びます|会話|やり取り|やりとり|提案|勧め|すすめ"
    # … or of the speaker asking later ("筋トレメニューを聞くときのために").
    r"|(?:聞く|訊く|聞いた|尋ねる)(?:とき|時|際|場合))"
)
_JA_REASON_END = re.compile(
    r"(?:ので|から|んで|し|ため(?:に)?|の参考に|参考までに|の?参考のために?|念のため(?:に)?"
    r"|よう(?:に)?)$"
)
# A frame of the conversation to come ("今後のご提案の際に", "今後の会話でも"): when the fact
# is to be used, not the fact.
_JA_CONVERSATION_FRAME = re.compile(
    r"^(?:今後|これから|次回|以降|この先)?の?(?:ご|お)?(?:提案|会話|やり取り|やりとり|回答|返答|返事|話)"
    r"[^、。]{0,6}?(?:の際|の(?:とき|時)|際)?(?:に|で|でも|では|には|にも)?$"
)
_PURPOSE_ENDS = ("参考に", "参考までに", "参考のため", "参考のために", "念のため", "念のために")


def ja_conversation_reason(text: str) -> bool:
    """Whether the words before a Japanese verb only say why the speaker asks, in terms
    of the conversation ("毎回聞かれるのもあれなので", "今後の参考に"), or when the fact is
    to be used in it ("今後のご提案の際に")."""
    body = text.strip(" 、,，")
    if not body or len(body) > 40:
        return False
    if _JA_CONVERSATION_FRAME.match(body) is not None:
        return True
    if _JA_REASON_END.search(body) is None:
        return False
    if body.endswith(
        ("参考に", "参考までに", "参考のため", "参考のために", "念のため", "念のために")
    ):
        return True
    return _JA_CONVERSATION.search(body) is not None


# A Chinese or Japanese clause after a pointer that says what the kept fact is for: an
# occasion ("以后买礼物的时候用得上", "做图表的时候…", "重い物の話のときに") or a purpose
# ("省得每次都要解释", "免得…", "好让你…").
_ZH_PURPOSE = re.compile(
    r"^(?:省得|免得|好让|以便|以免|方便(?:你|以后|日后)?|这样(?:你|以后)|不然|否则|要不然)"
    # … so that the speaker need not say it again, and not just for now ("不用我每次都提醒",
    # "不只是这次").
    r"|^(?:不用|不必|省得)我?(?:每次|再|一直|老是)?都?(?:提醒|说|說|解释|解釋|重复|重複|交代)"
    r"|^不(?:只|止)(?:是)?(?:这|這)(?:一)?次"
    # … or that the speaker will ask for help with it ("接下来一个多月我会经常找你帮忙…").
    r"|^(?:接下来|接下來|之后|之後|以后|以後|这段时间|這段時間)?[^，,。]{0,8}?我?(?:会|會|可能会|可能會|还会|還會)"
    r"(?:经常|經常|常常|时不时|時不時|不时|不時|陆续|陸續)?(?:找你|问你|問你|请你|請你|麻烦你|麻煩你)"
    # … or how the assistant is to use it later ("以后给我推荐吃的都考虑一下", "以后我问康复的事
    # 你就知道…"): the request the fact serves, not the fact.
    r"|^(?:以后|以後|今后|今後|下次|往后|往後|这段时间|這段時間|这期间|這期間|这几天|這幾天)(?:你)?(?:都|就|再)?(?:给我|給我|帮我|幫我|推荐|推薦|别|別"
    r"|按|用|我(?:问|問|说|說|提|找))"
)
_ZH_USE = re.compile(
    r"(?:用得上|用得着|用得到|会用到|要用到|能用上|有用|参考一下|参考)(?:的|哈|啊|呀|哦|呢)?$"
)
# A frame of the assistant's work ("做图表建议的时候别只靠颜色区分", "推荐餐厅时…").
_ZH_FRAME = re.compile(
    r"^(?:以后|以後|今后|今後)?[^，,。]{1,12}?(?:的时候|的時候|时候|時候|(?:时|時)(?![间間差代刻区區长長]))"
)
_JA_OCCASION = re.compile(r"(?:とき|時|際|場合)(?:に|は|には|にでも)?(?:ね|よ|な)?$")


def cjk_occasion(lowered: str) -> bool:
    """Whether a zh/ja clause after a pointer only says what the kept fact is for."""
    body = lowered.strip(" ,，、;；")
    if not body or body.isascii() or len(body) > 30:
        return False
    return (
        _ZH_PURPOSE.match(body) is not None
        or _ZH_USE.search(body) is not None
        or _ZH_FRAME.match(body) is not None
        or _JA_OCCASION.search(body) is not None
    )


def zh_usage(lowered: str) -> bool:
    """Whether a Chinese clause before a pointer only says how the fact is to be used
    ("我爸去年中风了。以后我问康复的事你就知道是给他问的，记住这点"): the pointer keeps the
    fact before it."""
    body = lowered.strip(" ,，、;；")
    return bool(body) and not body.isascii() and _ZH_PURPOSE.match(body) is not None
