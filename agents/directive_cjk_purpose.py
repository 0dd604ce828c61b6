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

__all__ = ["cjk_occasion", "ja_conversation_reason"]

# A Japanese reason or purpose clause ("…ので", "…から", "…し", "…ため", "…の参考に")
# whose verb is one of talking to the assistant, or the speaker's expectation of it.
# A wish to the assistant is one too ("…みたいな言い方はしないでほしいので").
_JA_CONVERSATION = re.compile(
    r"(?:相談|質問|聞かれ|訊かれ|尋ね|毎回|いちいち|何度も|参考|[てで](?:ほしい|欲しい))"
)
_JA_REASON_END = re.compile(
    r"(?:ので|から|んで|し|ため(?:に)?|の参考に|参考までに|の?参考のために?|念のため(?:に)?)$"
)
_PURPOSE_ENDS = ("参考に", "参考までに", "参考のため", "参考のために", "念のため", "念のために")


def ja_conversation_reason(text: str) -> bool:
    """Whether the words before a Japanese verb only say why the speaker asks, in terms
    of the conversation ("毎回聞かれるのもあれなので", "今後の参考に")."""
    body = text.strip(" 、,，")
    if not body or len(body) > 40 or _JA_REASON_END.search(body) is None:
        return False
    if body.endswith(
        ("参考に", "参考までに", "参考のため", "参考のために", "念のため", "念のために")
    ):
        return True
    return _JA_CONVERSATION.search(body) is not None


# A Chinese or Japanese clause after a pointer that says what the kept fact is for: an
# occasion ("以后买礼物的时候用得上", "做图表的时候…", "重い物の話のときに") or a purpose
# ("省得每次都要解释", "免得…", "好让你…").
_ZH_PURPOSE = re.compile(r"^(?:省得|免得|好让|以便|以免|方便(?:你|以后|日后)?|这样(?:你|以后))")
_ZH_USE = re.compile(
    r"(?:用得上|用得着|用得到|会用到|要用到|能用上|有用|参考一下|参考)(?:的|哈|啊|呀|哦|呢)?$"
)
# A frame of the assistant's work ("做图表建议的时候别只靠颜色区分", "推荐餐厅时…").
_ZH_FRAME = re.compile(r"^(?:以后|以後|今后|今後)?[^，,。]{1,12}?(?:的时候|的時候|时候|時候|时|時)")
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
