"""A Chinese or Japanese standing preference with no verb of keeping (zh, ja).

"以后再聊代码的话按Go来，我们组去年就从Java全迁过去了", "我在戒糖，以后别再给我推奶茶甜品了好吗",
"今後はMac前提で答えてもらえると助かります", "左手が不自由なものですから、今後はなるべく片手で
できる方法を教えていただけると助かります", "回答は短めでお願いしたい。…。これ毎回ね". People
who set a rule for every later answer seldom say "remember": they say *from now on* and ask
for the answers they want, and usually give the lasting fact behind it (a diet, a job, a
budget, a handicap) in a clause or a sentence beside the request. The rule and its reason
are what is to be kept.

A sentence is read as such a rule when

- a marker of every later time opens one of its clauses: "以后", "今后", "往后", "从现在起",
  "これからは", "今後は", "次から", "次回以降", "この先", "毎回" — after at most the
  speaker's discourse words and the addressee ("跟你说一声", "主要是想让你", "一応") — or
  closes the sentence as a clause of its own ("この先ずっとです", "これ毎回ね",
  "次回以降もそれでお願いします", "ずっとそれで" — a clause before it that only gives a
  reason leans on the rule in the sentence before), and
- the words after an opening marker ask something of the assistant: a request ("请", "麻烦",
  "别再给我", "按…来", "…てください", "…でいいよ", "…ていただけると助かります"); a question
  only as a polite request ("…好吗", "…くれへん？").

It is not a rule when the time is bounded or belongs to this chat or task ("这次对话里",
"このチャットでは", "以降の手順", "下次" alone, "これから出かける"), when the marker opens
the speaker's own plan ("以后我想去日本"), or when the request is a reminder ("以后每天提醒我").

The statement is the sentence of the rule from its first clause (the reason said before it
in the sentence: "我买东西预算一般在3000以内，以后…"), with the sentence before it when that
states a fact (no question, no request) and the sentence after it when that gives a reason
("…。京都住みやねん"). A closing marker keeps the sentences before it. The caller
(:mod:`agents.directive_cjk_closing`) runs this only when no other reading found a
directive, and checks the statement like the other CJK readers: no task, nobody else's
words.

Pure functions on lower-cased text whose offsets are those of the user's text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from agents.cjk_spans import trimmed
from agents.clauses import segment

if TYPE_CHECKING:
    from agents.directives import Directive

__all__ = ["CjkStanding", "cjk_standing", "cjk_standing_directive"]

LONGEST = 240  # characters: a longer message is a story or a document, not a rule


@dataclass(frozen=True)
class CjkStanding:
    language: str
    spans: tuple[tuple[int, int], ...]  # the statement: these [start, end) of the text, joined
    at: int  # where the marker of time is


# Every marker below holds one of these words: the gate of the whole module.
_GATE = re.compile(
    r"以后|以後|今后|今後|往后|往後|现在|現在|from now on|下次|之后|之後|これから|次から|次回"
    r"|今度から|この先|毎回|以降|いつも|ずっと"
)
_KANA = re.compile(r"[\u3040-\u30ff]")
_SENTENCE_END = re.compile(r"[。！？!?\n]+|\.(?=\s|$)")
_CLAUSE_MARK = re.compile(r"[，,、；;：:]+|(?<=[^\x00-\x7f])\s+(?=[^\x00-\x7f])")
_EDGE = " \t…~～〜\u3000*-・•"
_CONTENT = re.compile(r"[^\W_]|[「『“\"'（(」』”）)]")

# Words the speaker may say before the marker in its clause.
_ZH_BEFORE = (
    r"(?:(?:哦|噢|啊|嗯)?(?:对了)?|跟你说(?:一声|一下|下)?|和你说(?:一声|一下|下)?|还有|另外|然后|所以|那|就"
    r"|主要是|(?:我)?(?:想|希望)?(?:让|请|麻烦)?(?:你|您)|请|麻烦(?:你|您)?)*"
)
_ZH_MARKER = re.compile(
    _ZH_BEFORE + r"(?:以后|以後|今后|今後|往后|往後|从今以后|從今以後|从今往后"
    r"|(?:从|從)现在(?:开始|起)|(?:从|從)現在(?:開始|起)|from\s+now\s+on|下次(?:开始|起)|之后都|之後都)"
    # … not "以后的事", nor the time of a bounded stretch ("以后三天").
    r"(?!的|再说|再說|[，,\s]*再说|[，,\s]*(?:到|至|直到)|[一两三四五六七八九十几\d]+(?:天|周|週|个|個|年|次|小时))"
)
_JA_BEFORE = r"(?:あと|それと|それから|なので|だから|で|一応|ちなみに|(?:私|僕|俺|わたし|うち)の)?"
_JA_OCCASION = (
    r"(?:の(?:やり取り|やりとり|回答|ご?提案|会話|ご?相談|返答|返信|アドバイス|説明|おすすめ)"
    r"(?:では|で|は|の際は|の際に|する際は|するときは|の時は|のときは)?)"
)
_JA_MARKER = re.compile(
    _JA_BEFORE
    + r"(?:これから(?:先)?(?:は|も)(?:ずっと)?|これから(?:先)?ずっと|今後(?:とも|は|も)?"
    + _JA_OCCASION
    + r"?(?!の)|次から(?:は)?|次回(?:から|以降)(?:は|も)?|今度から(?:は)?|この先(?:ずっと)?"
    r"|以降は|以後は"
    r"|毎回|いつも(?=[^、。]{0,20}お願い))"
)
# A request to the assistant after the marker.
_ZH_REQUEST = re.compile(
    r"请|請|麻烦|麻煩|帮我|幫我|给我|給我|别|別|不要|不用|按|照|用[^，,。]{0,8}(?:回答|回复|回覆|跟我|和我|说|寫|写)"
    r"|叫我|称呼|稱呼|回答|回复|回覆|推荐|推薦|知道|结合|結合|考虑|考慮|注意|就行|就好|来$|來$|记|記"
)
_ZH_POLITE_QUESTION = re.compile(
    r"好吗|好嗎|好不好|可以[^，,。]{0,8}[吗嗎]|行吗|行嗎|能不能|可不可以|能[^，,。]{0,8}[吗嗎]"
)
_ZH_PLAN = re.compile(
    r"^(?:我|我们|我們)?(?:想|要|会|會|打算|准备|準備|可能|应该|應該|也|还|還|就|得)"
)
_JA_REQUEST = re.compile(
    r"(?:て|で)(?:ください|下さい|ほしい|欲しい|もらえ|もらって|くれ|いただけ|いただき|(?:ね|な|や)$)"
    r"|ないで|お願い|でいい|でええ|で大丈夫|で(?:ok|OK)|ように|にして|助かります|幸いです"
    r"|と思っといて|と思っておいて|お呼び|呼んで|前提で|(?:て|で)$|ください|下さい"
    # … or what a word of the user's will mean: "今後犬の話したらこの子のことね".
    r"|こと(?:ね|で|だよ|です)$"
)
_JA_POLITE_QUESTION = re.compile(
    r"(?:くれ|もらえ|いただけ)[^。]{0,8}[?？]|(?:くれへん|くれん|くれない|もらえない)"
)
_JA_TAIL = 12  # characters: where a Japanese sentence says what it asks
# A clause that is nothing but the rule's time: "この先ずっとです", "これ毎回ね".
_JA_CLOSER = re.compile(
    r"(?:これ|それ|この件)?(?:は|も)?(?:この先|これから(?:先)?|今後|次回以降|次回から|次から)?(?:も)?(?:ずっと|毎回)?"
    r"(?:も)?(?:それで|で)?(?:お願いします|お願い|ええ|いい|です|だ)?(?:ね|よ|な|や|ー|〜|～)*"
)
_ZH_CLOSER = re.compile(
    r"(?:以后|以後|今后|今後)(?:都|也|一直)?(?:这样|這樣|按这个来|按這個來|照这个来)(?:吧|哦|啊|哈)*"
)
# This chat, this task, one occasion: no rule for later.
_SCOPE = re.compile(
    r"这次|這次|本次|这个对话|這個對話|这轮|這輪|这段对话|今天|这篇|這篇|这份|這份|这个文档|這個文檔"
    r"|このチャット|この会話|今回|今日|この文書|このレシピ|この記事|この資料|この後"
    r"|提醒|リマインド|通知して|起こして|アラーム"
)
_ZH_REASON_AFTER = re.compile(r"^(?:因为|因為|我|我们|我們|毕竟|畢竟)")
_JA_REASON_END = re.compile(r"(?:から|ので|んで|ねん|もので|ため|し)$")
# ("ずっとそれで": "always" alone also tells the speaker's past, "ずっと東京に住んでる")
_TIME = re.compile(r"この先|これから|今後|次回|次から|毎回|以后|以後|今后|ずっと(?:それ|これ)で")
# Politeness and discourse that open a sentence and say nothing: "恐れ入りますが", "哎呀".
_PREFACE = re.compile(
    r"(?:恐れ入りますが|恐縮ですが|すみません|すいません|申し訳ありませんが|お手数ですが|ちなみに|一応|あの|えっと"
    r"|(?:哎呀|哎|嗯|哦|那个)?(?:说了|說了)?(?:好多|一堆|这么多|這麼多)?(?:废话|廢話)?|跟你说(?:一声|一下|下)?|对了|對了|另外)"
)
# A rule that points back at what was said: "この前提で", "按这个来".
_POINTER = re.compile(
    r"この前提|その前提|この子|この条件|それで|これで|这个|這個|这样|這樣|这些|這些"
)
_QUESTION = re.compile(r"[?？]|吗$|嗎$|呢$|か$")


def _spans(pattern: re.Pattern[str], text: str, start: int, end: int) -> list[tuple[int, int]]:
    """The pieces of ``text[start:end]`` between matches of ``pattern``."""
    spans, at = [], start
    for mark in pattern.finditer(text, start, end):
        if mark.start() > at:
            spans.append((at, mark.start()))
        at = mark.end()
    if end > at:
        spans.append((at, end))
    return spans


def _stripped(text: str, start: int, end: int) -> tuple[int, int]:
    return trimmed(text, start, end, _EDGE, _CONTENT)


def _asked(lowered: str, start: int, end: int, lang: str) -> bool:
    """Whether the words of a rule ask something of the assistant."""
    body = lowered[start:end]
    question = lowered[end : end + 1] in ("?", "？")
    if lang == "ja":
        if question:
            return _JA_POLITE_QUESTION.search(lowered, start, end + 1) is not None
        return _JA_REQUEST.search(body) is not None
    if _ZH_PLAN.match(body):
        return False
    if question or body.endswith(("吗", "嗎")):
        return _ZH_POLITE_QUESTION.search(body) is not None
    return _ZH_REQUEST.search(body) is not None


def _fact(lowered: str, start: int, end: int, lang: str) -> bool:
    """A sentence that states something: no question and no request of its own."""
    body = lowered[start:end]
    if not body or lowered[end : end + 1] in ("?", "？") or _QUESTION.search(body):
        return False
    if lang == "ja":
        return _JA_REQUEST.search(body[-_JA_TAIL:]) is None  # the request closes the sentence
    return _ZH_REQUEST.search(body) is None


def cjk_standing(lowered: str) -> CjkStanding | None:
    """The first sentence that sets a rule for later answers, with its reason."""
    if lowered.isascii() or len(lowered) > LONGEST or _GATE.search(lowered) is None:
        return None
    if _SCOPE.search(lowered):
        return None
    lang = "ja" if _KANA.search(lowered) else "zh"
    marker = _JA_MARKER if lang == "ja" else _ZH_MARKER
    closer = _JA_CLOSER if lang == "ja" else _ZH_CLOSER
    sentences = _pieces(_SENTENCE_END, lowered, 0, len(lowered))
    for index, (start, end) in enumerate(sentences):
        clauses = _pieces(_CLAUSE_MARK, lowered, start, end)
        for position, (c_start, c_end) in enumerate(clauses):
            closing = closer.fullmatch(lowered, c_start, c_end)
            if closing is not None and _holds_time(lowered[c_start:c_end]):
                return _closed(lowered, sentences, index, clauses, position, lang=lang)
            found = marker.match(lowered, c_start, c_end)
            if found is None or found.end() == c_start:
                continue
            if not _asked(lowered, found.end(), end, lang):
                continue
            spans = [*_facts_before(lowered, sentences, index, lang, lowered[found.end() : end])]
            spans += [c for c in clauses[:position] if not _PREFACE.fullmatch(lowered, *c)]
            spans.append(_stripped(lowered, found.end(), end))
            after = sentences[index + 1] if index + 1 < len(sentences) else None
            if after is not None and _reason(lowered[after[0] : after[1]], lang):
                spans.append(after)
            return CjkStanding(lang, tuple(s for s in spans if s[1] > s[0]), c_start)
    return None


def _pieces(pattern: re.Pattern[str], text: str, start: int, end: int) -> list[tuple[int, int]]:
    spans = (_stripped(text, a, b) for a, b in _spans(pattern, text, start, end))
    return [s for s in spans if s[1] > s[0]]


def _facts_before(
    lowered: str, sentences: list[tuple[int, int]], index: int, lang: str, rule: str
) -> list[tuple[int, int]]:
    """The sentence before a rule when it states a fact; two when the rule points back
    at them ("今後はこの前提で答えて", "以后都按这个来")."""
    back = 2 if _POINTER.search(rule) else 1
    facts: list[tuple[int, int]] = []
    for before in reversed(sentences[max(0, index - back) : index]):
        if not _fact(lowered, *before, lang):
            break
        facts.insert(0, before)
    return facts


def _holds_time(clause: str) -> bool:
    return _TIME.search(clause) is not None


_JA_REASON_END = re.compile(r"(?:ので|から|し)$")


def _closed(
    lowered: str,
    sentences: list[tuple[int, int]],
    index: int,
    clauses: list[tuple[int, int]],
    position: int,
    *,
    lang: str,
) -> CjkStanding | None:
    """The statement of a rule whose time closes it: the clauses before the closer in its
    sentence (with the sentence before when they only give a reason), or else the
    sentences before it (at most two)."""
    # Clauses that only give a reason ("…答えられても困るので、ずっとそれで") lean on the rule
    # in the sentence before.
    reason_only = position > 0 and all(
        _JA_REASON_END.search(lowered, a, b) is not None for a, b in clauses[:position]
    )
    if position > 0 and not (reason_only and index > 0):
        return CjkStanding(lang, ((clauses[0][0], clauses[position - 1][1]),), clauses[position][0])
    if position > 0:
        start = sentences[index - 1][0]
        return CjkStanding(lang, ((start, clauses[position - 1][1]),), clauses[position][0])
    if index == 0:
        return None
    first = max(0, index - 2)
    return CjkStanding(
        lang, ((sentences[first][0], sentences[index - 1][1]),), clauses[position][0]
    )


def _quoted(lowered: str, *positions: int) -> bool:
    """Whether any of ``positions`` is in quotes or code ("母に「これからは…」って言われた");
    a quoted word inside the rule ("次から「彼氏」って言ったら…") is the user's own."""
    seg = segment(lowered)
    for at in positions:
        clause = seg.clauses[seg.clause_at(at)] if seg.clauses else None
        if seg.masked(at) or (clause is not None and (clause.code or clause.quoted)):
            return True
    return False


def _reason(sentence: str, lang: str) -> bool:
    if lang == "ja":
        return _JA_REASON_END.search(sentence) is not None
    return _ZH_REASON_AFTER.match(sentence) is not None and _ZH_REQUEST.search(sentence) is None


def cjk_standing_directive(text: str, lowered: str) -> Directive | None:
    """The directive of :func:`cjk_standing`: a rule and its reason, that is no task and
    nobody else's words."""
    if lowered.isascii() or _GATE.search(lowered) is None:
        return None  # the common case
    from agents import directives as d  # noqa: PLC0415

    user, low = d._folded_head(text)
    found = cjk_standing(low) if len(low) == len(user) else None
    if found is None or not found.spans:
        return None
    first, last = found.spans[0][0], found.spans[-1][1]
    payload = low[first:last]
    if d._task_deixis(payload) or _quoted(low, first, found.at):
        return None
    joint = "、" if found.language == "ja" else "，"
    raw = joint.join(user[a:b] for a, b in found.spans)
    statement = d._clean_statement(raw, found.language, forget=False)
    if statement is None:
        return None
    return d.Directive(
        action=d.DirectiveAction.REMEMBER,
        statement=statement,
        language=found.language,
        form="standing+rule",
        standing=True,
    )
