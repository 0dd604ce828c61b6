"""A Chinese or Japanese request to keep something that closes its sentence (zh, ja).

"我在学日语 目标是考过N2 你记着点", "犬子一家定居温哥华已有十年，此事烦请记取", "我晚上上夜班，
白天睡觉。这个以后要知道", "毎週土曜はテニスの日、メモよろしく", "毎週木曜の午前は透析に行ってる
から、そのつもりでいてね". Busy and spoken writers state the fact first and then, as an
afterthought, ask for it to be kept — in a clause of its own that holds nothing but the
request: a pointer ("这个", "此事", "以上", "これ"), the addressee and politeness ("你",
"烦请", "帮我"), adverbs of permanence ("一直", "以后", "ずっと") and a verb of keeping
("记着", "记取", "留着", "心里有个数", "记档", "メモよろしく", "そのつもりでいて", "これずっと
有効ね"), perhaps with a tag asking for agreement ("…给我记牢了行不行"). Chinese casual text
often marks the clause only with a space, so a space between CJK characters separates
clauses here.

The mechanism is the Chinese and Japanese twin of :mod:`agents.directive_closing`: the
last clause of a sentence must be such a request (clauses after it may only say what the
fact is for: "…，省得每次都要解释", see :mod:`agents.directive_cjk_purpose`); what
precedes it in its sentence — or, when it is a sentence of its own, the sentence before —
is the statement. A subject before the verb ("我记住了"), a negation ("记不住") or a
question ("你记得吗") is no request, since the clause must be made of request words only.
The caller checks that the statement is no task and no question.

Pure functions on lower-cased text whose offsets are those of the user's text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from agents.cjk_spans import trimmed
from agents.directive_cjk_purpose import cjk_occasion
from agents.directive_cjk_repeat import cjk_repeat_directive
from agents.directive_cjk_requests import cjk_request_directive
from agents.directive_cjk_standing import cjk_standing_directive
from agents.directive_cjk_story import cjk_about_conversation

if TYPE_CHECKING:
    from agents.directives import Directive

__all__ = ["CJK_CLOSING_CHARS", "CjkClosing", "cjk_closing_directive", "cjk_closing_request"]

# A statement with no first-person word is kept when it is a short fact ("毎週土曜はテニスの日").
SHORT_FACT = 32  # characters


@dataclass(frozen=True)
class CjkClosing:
    language: str
    start: int  # the statement: [start, end) of the text
    end: int


_ZH_POINTER = (
    r"(?:(?:这个|這個|这件事|這件事|这事儿?|這事兒?|此事|这点|這點|这一点|這一點|这些|這些|以上|上面这些"
    r"|上面的|这条|這條|这个信息|這個信息|这些信息|這些信息|这个事儿?|這個事兒?)(?:信息|情况|事)?)"
)
# Addressee, politeness, modals and adverbs of permanence that may stand before the verb.
_ZH_AROUND = (
    r"(?:你|您|请|請|烦请|煩請|麻烦你|麻煩你|麻烦|麻煩|帮我|幫我|给我|給我|希望你|希望您|一定|务必|務必"
    r"|一直|永远|永遠|以后|以後|今后|今後|往后|往後|都|要|得|可以|能|就|先|也|好好|千万|千萬"
    # … and the "this time" of an annoyed repeat: "这次给我记牢了", "这回记住".
    r"|这次|這次|这回|這回)*"
)
_ZH_VERB = (
    r"(?:记住|記住|记着|記著|记牢|記牢|记好|記好|记准|記準|记下来|記下來|记下|記下|记一下|記一下|记取|記取|记得|記得"
    r"|留着|留著|存着|存著|存一下|保存一下|放心里(?:头|面)?|放心裡(?:頭|面)?|心里有个数|心裡有個數"
    r"|有个数|有個數|放在心上|供(?:你|您)(?:以后|以後|日后|日後)?(?:参考|參考)"
    # Putting on record ("你记档一下吧", "这个存档") and the blunt "记死" (keep it for good).
    r"|记档|記檔|存档|存檔|归档|歸檔|记死|記死"
    # Taiwanese "幫我記起來" notes a thing down; "记起来" alone is recalling.
    r"|(?<=帮我|幫我|给我|給我)(?:记起来|記起來))"
)
# "知道" keeps only with a modal or a time of the future: "这个以后要知道"; "你知道" is a filler.
_ZH_KNOW = r"(?:(?:以后|以後|今后|今後)?(?:要|得|需要)(?:知道|清楚))"
# A tag that asks for agreement closes a request, not a question ("给我记牢了行不行"); a
# question mark after it is skipped by the sentence reader.
_ZH_TAIL = (
    r"(?:点|點|一下|哦|喔|噢|啊|呀|哈|吧|了|啦|呢|嘛|就行|就好|～|~)*"
    r"(?:行不行|好不好|行吗|行嗎|好吗|好嗎|成不成)?"
)
# A time of use may open the clause, and the pointer may follow the verb ("以后聊天的时候
# 记得这件事"): both say when and what, and nothing else.
_ZH_WHEN = (
    r"(?:(?:以后|以後|今后|今後)(?:[^，,。\s]{0,10}?(?:的时候|的時候|时|時)"
    # … or the work asked for ("以后给我健身建议请记住这个").
    r"|(?:你)?(?:给我|給我|帮我|幫我)[^，,。\s]{1,8}?(?=请|請|你|您|都|要|记|記)))"
)
_ZH_CLOSE = re.compile(
    rf"(?:然后|然後|所以|那|反正|总之|總之)?{_ZH_WHEN}?{_ZH_POINTER}?{_ZH_AROUND}(?:{_ZH_VERB}|{_ZH_KNOW})"
    rf"{_ZH_POINTER}?{_ZH_TAIL}"
)
# The fact named as a topic of the pointer in the same clause: "他在慕尼黑这事你记住".
_ZH_TOPIC_CLOSE = re.compile(
    rf"(?P<topic>[^，,。\s]{{2,24}}?)(?:这事儿?|這事兒?|这件事|這件事|这一点|這一點|这点|這點)"
    rf"{_ZH_AROUND}(?:{_ZH_VERB}|{_ZH_KNOW}){_ZH_TAIL}"
)

_JA_POINTER = (
    r"(?:(?:これ|それ|このこと|そのこと|この件|その件|この点|その点|以上|上記)(?:は|も|を)?)"
)
_JA_AROUND = r"(?:ちゃんと|しっかり|ずっと|絶対|必ず|ぜひ|一応)*"
_JA_VERB = (
    r"(?:メモ(?:よろしく|お願い(?:します)?|で|ね|しといて|っといて)|記憶よろしく|記録よろしく"
    r"|(?:その|この)つもりで(?:いて|いてね|いてください|お願い(?:します)?|よろしく)"
    # A rule declared lasting: "これずっと有効ね", "今後も有効でお願いします".
    r"|(?:ずっと|今後も|この先も|これからも|永久に)有効(?:で|です)?(?:お願い(?:します)?|よろしく)?)"
)
_JA_CLOSE = re.compile(rf"{_JA_POINTER}?{_JA_AROUND}{_JA_VERB}(?:ね|よ|な|ー|〜|～)*")

# A character every verb above holds ("つもりで" is looked up as a whole: "つ" is common).
CJK_CLOSING_CHARS = re.compile(r"[记記留存心数數知楚メ参參効]")
_CLOSING_SET = frozenset("记記留存心数數知楚メ参參効")
_REQUEST_SET = frozenset("记記存备備忘效参參留删刪撤废廢抹更纠糾覚憶メ控消除抜訂直取後修放戻")
# A character of every word of :data:`_LATER` ("以后" 后, "これから" れ, "もう一回" う …).
_LATER_SET = frozenset("后後现現w次れ度先毎降つう改再重なず")
_ANY_READER = _CLOSING_SET | _REQUEST_SET | _LATER_SET
_GATE_CHARS = re.compile("[" + "".join(sorted(_ANY_READER)) + "]")
_KANA = re.compile(r"[\u3040-\u30ff]")
# The words of a retraction, a rule for later and a repetition (the gates of
# :mod:`agents.directive_cjk_standing` and :mod:`agents.directive_cjk_repeat`), in one scan.
_LATER = re.compile(
    r"もういい|なかったこと|以后|以後|今后|今後|往后|往後|现在|現在|from now on|下次|之后|之後"
    r"|これから|次から"
    r"|次回|今度から|この先|毎回|以降|いつも|ずっと(?:それ|これ)で|もう(?:一回|一度|いっかい|いちど)|改めて"
    r"|再(?:说|說|讲|講|发|發|写|寫)|重新(?:说|說|讲|講)"
)
# Thanks after the request: "…，这次给我记牢了 谢谢", "…、メモよろしく ありがとう".
_THANKS = re.compile(
    r"(?:谢谢|謝謝|多谢|多謝|感谢|感謝|thx|thanks|ありがとう|ありがと|サンキュー)[啦了哦呀!！~～🙏]*"
)
_SENTENCE_END = re.compile(r"[。！？!?\n]+|\.(?=\s|$)")
# A clause mark, or a space next to a CJK character (casual Chinese).
_CLAUSE_MARK = re.compile(r"[，,、；;：:]+|(?<=[^\x00-\x7f])\s+|\s+(?=[^\x00-\x7f])")
_EDGE = " \t…~～\u3000"
_CONTENT = re.compile(r"[^\W\d_]|\d")


def _spans(pattern: re.Pattern[str], text: str, start: int, end: int) -> list[tuple[int, int]]:
    spans: list[tuple[int, int]] = []
    at = start
    for mark in pattern.finditer(text, start, end):
        if text[at : mark.start()].strip(_EDGE):
            spans.append((at, mark.start()))
        at = mark.end()
    if text[at:end].strip(_EDGE):
        spans.append((at, end))
    return spans


def _stripped(text: str, start: int, end: int) -> tuple[int, int]:
    return trimmed(text, start, end, _EDGE, _CONTENT)


# "记得" also reports the speaker's memory ("这些都记得"): as a request it needs the
# addressee or a modal ("希望你以后能记得", "要记得").
_ZH_REQUEST = re.compile(r"你|您|请|請|要|希望|一定|千万|千萬|务必|務必|能|以后|以後|今后|今後")


def _closes(clause: str, lang: str) -> bool:
    if lang == "ja":
        return _JA_CLOSE.fullmatch(clause) is not None
    found = _ZH_CLOSE.fullmatch(clause)
    if found is None:
        return False
    return (
        not clause.rstrip("点點一下哦喔噢啊呀哈吧了啦呢嘛就行好～~").endswith(("记得", "記得"))
        or _ZH_REQUEST.search(clause) is not None
    )


def _whole_above(clause: str) -> bool:
    """A pointer at everything above ("以上记下来", "上面这些你记着", "以上メモよろしく")."""
    return clause.startswith(("以上", "上面", "上記"))


def cjk_closing_request(lowered: str) -> CjkClosing | None:  # noqa: PLR0911
    """The first sentence that closes on a request to keep what precedes it."""
    if lowered.isascii():
        return None
    lang = "ja" if _KANA.search(lowered) else "zh"
    sentences = _spans(_SENTENCE_END, lowered, 0, len(lowered))
    for index, (start, end) in enumerate(sentences):
        if lowered[end : end + 1] in ("?", "？"):
            continue
        clauses = _spans(_CLAUSE_MARK, lowered, start, end)
        if not clauses:
            continue  # a sentence of marks only ("、")
        # "…，省得每次都要解释": what the fact is for, with the clauses enumerated in it
        # ("…，接下来我会经常找你帮忙写致辞、挑礼服"); " 🐱": no words.
        last = next(
            (i - 1 for i in range(1, len(clauses)) if cjk_occasion(lowered[slice(*clauses[i])])),
            len(clauses) - 1,
        )
        while last > 0 and (
            _CONTENT.search(lowered, *clauses[last]) is None
            or _THANKS.fullmatch(lowered, *_stripped(lowered, *clauses[last])) is not None
        ):
            last -= 1
        at, stop = _stripped(lowered, *clauses[last])
        topic = _ZH_TOPIC_CLOSE.fullmatch(lowered, at, stop) if lang == "zh" else None
        if topic is not None:
            return CjkClosing(lang, *_stripped(lowered, at, topic.end("topic")))
        if at >= stop or not _closes(lowered[at:stop], lang):
            continue
        if _whole_above(lowered[at:stop]) and index > 0:
            return CjkClosing(lang, *_stripped(lowered, 0, sentences[index - 1][1]))
        said = [lowered[a:b] for a, b in clauses[:last]]
        if last > 0 and not (index > 0 and cjk_about_conversation(said)):
            first, _ = clauses[0]
            return CjkClosing(lang, *_stripped(lowered, first, clauses[last - 1][1]))
        if index > 0:
            # The sentence before, and the words about the conversation between it and
            # the request ("…。之后推荐餐厅请以台中为主，帮我记起来"; see
            # :mod:`agents.directive_cjk_story`).
            before_start, before_end = sentences[index - 1]
            if lowered[before_end : before_end + 1] in ("?", "？"):
                return None
            end_at = clauses[last - 1][1] if last > 0 else before_end
            return CjkClosing(lang, *_stripped(lowered, before_start, end_at))
        return None
    return None


def cjk_closing_directive(text: str, lowered: str) -> Directive | None:
    """The directive of :func:`cjk_closing_request`, or else of a header, a topic removal
    or an update request (:mod:`agents.directive_cjk_requests`), or else of a standing
    rule said without a verb of keeping (:mod:`agents.directive_cjk_standing`), or else of a
    fact said again after asking whether it was kept (:mod:`agents.directive_cjk_repeat`)."""
    if lowered.isascii():
        return None
    # One scan for the gate characters of every reader below; each reader runs only when
    # one of its own characters is there.
    hits = frozenset(_GATE_CHARS.findall(lowered))
    if hits.isdisjoint(_ANY_READER):
        return None  # the common case
    found = None
    if not hits.isdisjoint(_CLOSING_SET) or "つもりで" in lowered:
        found = _closing_directive(text, lowered)
    if found is None and not hits.isdisjoint(_REQUEST_SET):
        found = cjk_request_directive(text, lowered, gated=True)
    if found is not None or hits.isdisjoint(_LATER_SET) or _LATER.search(lowered) is None:
        return found
    return (
        cjk_request_directive(text, lowered, gated=True)  # "…ってルールはもういいや"
        or cjk_standing_directive(text, lowered)
        or cjk_repeat_directive(text, lowered)  # "保存した？してないならもう一回言うね、…"
    )


def _closing_directive(text: str, lowered: str) -> Directive | None:
    """The directive of :func:`cjk_closing_request`: a statement about the user or a short
    fact, that is no task, no question and nobody else's words. (Gated by the caller.)"""
    # The detector's own judges of a statement (imported here: it imports this module).
    from agents import directives as d  # noqa: PLC0415

    user, low = d._folded_head(text)
    found = cjk_closing_request(low) if len(low) == len(user) else None
    if found is None or found.end <= found.start:
        return None
    payload = low[found.start : found.end]
    if not (d._has_user(payload, found.language) or len(payload) <= SHORT_FACT):
        return None
    if d._task_word(payload) or d._task_deixis(payload) or d._relayed(low, found.start, found.end):
        return None
    statement = d._clean_statement(user[found.start : found.end], found.language, forget=False)
    if statement is None:
        return None
    return d.Directive(
        action=d.DirectiveAction.REMEMBER,
        statement=statement,
        language=found.language,
        form="memory+postposed",
    )
