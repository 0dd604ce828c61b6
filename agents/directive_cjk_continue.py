"""When a Chinese or Japanese clause carries on the statement before it (zh, ja).

Round 12 (Traditional Chinese, Cantonese, Kansai-ben, requests made in passing) stated a
fact about the speaker in several clauses after one request: "記住，我是護士，上夜班的",
"幫我記低，我個仔叫朗朗，今年讀K2", "记住我换工作了，现在在字节做产品经理", "覚えといてほしい
んだけど、俺今の会社で5年目のSEで、転職活動中". Chinese and Japanese drop the subject of such a
clause, so a missing subject alone tells nothing (":func:`agents.directives._continue`" joins
only conjunctions for that reason). A careful reading tells these continuations by their
opening and by the clause before:

- Chinese: a clause with no subject of its own that goes on describing the same person,
  opened by a time or frequency word ("今年…", "现在…", "平时…"), by a verb of identity,
  name, place or schooling ("叫…", "住在…", "在…上班", "读…", "上夜班的"), or by an
  elaboration ("尤其…", "特别是…", "包括…", "就是…"); an origin after a name ("…，越南人"); or a
  clause about the speaker again ("我专业是护理"). It must not be a request, a question, a
  plan or a wish, nor talk to "you": "…，别再给我推荐了", "…，你记一下", "…，我想要一个食谱"
  end the statement, and so does a report of a change ("…，我已经辞职了"), the reason of a
  forget.
- Japanese: the clause before ends in a connective form (…て, …で, …し, the enumerating
  …たり) and so does not end its predicate: "5年目のSEで、転職活動中" is one statement.
  A clause that asks or requests ("…てください", "…てほしい") is no continuation.

Pure functions on lower-cased text of one clause; offsets stay the caller's.
"""

from __future__ import annotations

import re

from agents.directive_cjk_purpose import zh_usage

__all__ = ["cjk_continues", "cjk_only_requests"]

_KANA = re.compile(r"[\u3040-\u30ff]")

# A Chinese clause that goes on about the same person without a subject of its own.
_ZH_GOES_ON = re.compile(
    r"^(?:(?:今年|去年|明年|现在|目前|平时|平常|每天|每周|每週|每个月|每年|经常|常常|一般|一直|从小)"
    r"|(?:叫|名叫|住在|在[^，,。]{1,10}?(?:上班|工作|上学|读书|念书|读|念|住)|读|念|上[^，,。]{0,3}?班"
    r"|做|当|是[^，,。]{1,12}?的$)"
    r"|(?:尤其|特别是|尤其是|包括|比如|例如|主要是)"
    r"|[^，,。\s]{1,4}人$)"  # an origin after a name: "…，越南人"
)
# … or a clause of the speaker again: "我专业是护理", "我的生日是…".
_ZH_SPEAKER = re.compile(r"^(?:我|我的|我们家|我家)(?!们)")
# What ends a statement: a request or address to the assistant, a question, a plan or
# wish, a reason or consequence of the conversation.
_ZH_ENDS = re.compile(
    r"你|您|请|帮我|给我|别|不要|不用|麻烦|吗|呢$|吧$|想|打算|准备|希望|需要|记|忘|删|以后|以後|下次"
    r"|所以|因为|不然|否则|省得|免得|谢"
    # … or a report of a change, which is the reason of a forget ("…，我已经辞职了").
    r"|已经|了[啦喇吧啊呀]?$"
)
# An elaboration of what was just named ("…，就是之前给你的那个138开头的") goes on even when it
# mentions "you", unless it asks something of you.
_ZH_ELABORATION = re.compile(r"^(?:就是|也就是|即)")
_ZH_ASKS = re.compile(r"请|帮我|给我|别|不要|不用|麻烦|吗|呢$|吧$|记|忘|删")
_ZH_LIMIT = 24  # characters: a continuation is short; a long clause is a statement of its own

# A Japanese clause that does not end its predicate.
_JA_CONNECTIVE_END = re.compile(r"(?:[てで]|[^\W\d_]し|たり|だり|であり|ており)$")
_JA_ENDS = re.compile(
    r"(?:ください|下さい|ほしい|欲しい|もらえ|くれ|いただ|お願い|覚え|忘れ|メモ|記憶|消し|教えて|か[?？]?$)"
)
_JA_LIMIT = 40


def cjk_continues(body: str, previous: str) -> bool:
    """Whether the zh/ja clause ``body`` carries on the statement ending with the clause
    ``previous`` (both lower-cased, punctuation at the edges allowed)."""
    text = body.strip(" \t、，,～~")
    if not text:
        return False
    if _KANA.search(text) or _KANA.search(previous):
        before = previous.strip(" \t、，,～~")
        return (
            len(text) <= _JA_LIMIT
            and _JA_CONNECTIVE_END.search(before) is not None
            and _JA_ENDS.search(text) is None
        )
    if len(text) > _ZH_LIMIT:
        return False
    if _ZH_ELABORATION.match(text) is not None:
        return _ZH_ASKS.search(text) is None
    if _ZH_ENDS.search(text):
        return False
    return _ZH_GOES_ON.match(text) is not None or _ZH_SPEAKER.match(text) is not None


# A request to the assistant on how to act ("熱いもんすすめるとき気ぃつけてや", "巨人の話
# 振らんといてや", "别再给我推荐了") or how the fact will be used ("以后我问康复的事你就知道是给他
# 问的"): said between a fact and the pointer that keeps it.
_JA_REQUEST_END = re.compile(
    r"(?:(?<![のん])[てで](?:や|な|ね|よ|ください|下さい|くれ|ほしい|欲しい)?|(?:ないで|んといて|んとって|へんといて"
    r"|んでいて|んどいて)(?:や|な|ね|よ|ください|下さい|くれ|ほしい)?|ください|下さい)[ー〜～!！]*$"
)
_ZH_REQUEST_START = re.compile(
    r"^(?:以后|以後|今后|今後|下次)?(?:请|請|你)?(?:别|別|不要|少|多|千万别|千萬別)"
)


def cjk_only_requests(bodies: list[str]) -> bool:
    """Whether the zh/ja clauses before a pointer ("…、覚えとき") are all requests on how
    to act: then the fact they act on is the sentence before, and the pointer keeps both
    ("ワイ、猫舌やねん。熱いもんすすめるとき気ぃつけてや、覚えときや")."""
    if not bodies:
        return False
    for body in bodies:
        text = body.strip(" \t、，,。")
        if not text or text.isascii():
            return False
        if _KANA.search(text):
            if _JA_REQUEST_END.search(text) is None:
                return False
        elif _ZH_REQUEST_START.match(text) is None and not zh_usage(text):
            return False
    return True
