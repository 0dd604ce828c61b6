"""Chinese and Japanese verbs of keeping that ask for nothing lasting (zh, ja).

Round 11 (hard negatives) found three ways a Chinese or Japanese message holds a verb of
keeping or forgetting and yet asks the assistant to keep nothing about the user:

- **Kept for the work asked for in the same sentence.** "予算は三千円くらいって頭に入れて、
  プレゼント考えて", "字数の上限を覚えといて、作文書いて", "记住预算三百以内，帮我挑个礼物": the
  verb of keeping is chained (Japanese て-form, a Chinese comma) to a request for work
  done now, and what is kept is a condition of that work. With no first-person word and
  no mark of permanence ("今後", "以后", "ずっと") it is the task's, not the user's.
- **A habit told with a て-form.** "いつも鍵をどこに置いたか忘れて、怒られる", "すぐ名前を忘れて
  困る": the verb's bare て-form joins a clause of the speaker's own story; a habitual
  adverb ("いつも", "よく", "すぐ") before it says it is no imperative.
- **A hypothetical question.** "もし覚えてって言ったら、覚えてくれるの？", "如果我让你记住，你会
  记住吗？": a sentence opened by "if" and closed by a question wonders about the
  assistant, it asks for nothing.

Round 15 added four forms of the verb itself that ask for nothing:

- **A verb modifying a noun.** "你记得的关于我妈的东西都清掉吧": "记得的" names what the
  assistant holds; the request is the verb after it.
- **A favour done in the past.** "母のこと覚えててくれたと思うけど、…": "くれた" reports.
- **A verb of keeping in a condition.** "メモしてあるなら消しといて", "如果你记了的话就删掉":
  the condition asks whether the thing is held (the erase is read by
  :mod:`agents.directive_cjk_erase`).
- **A forgotten saying.** "忘了说，我是素食者": the speaker forgot to say it, which prefaces
  the fact.

A forward pointer followed only by what the fact is for ("これ頭に入れておいてね、重い物の
話のときに") points back at the fact, not at the occasion: :func:`cjk_occasion_after`.

Pure functions on lower-cased text.
"""

from __future__ import annotations

import re

from agents.directive_cjk_purpose import cjk_occasion

__all__ = [
    "CJK_WORK_CHARS",
    "cjk_hypothetical",
    "cjk_not_asked",
    "cjk_occasion_after",
    "cjk_work_after",
    "ja_habit_te",
    "ja_named_object",
    "list_end",
]

# A character every work request below holds: the gate.
CJK_WORK_CHARS = re.compile(r"[てで帮幫给給]")

_CLAUSE_MARK = re.compile(r"[，,、；;]+")
_SENTENCE_END = re.compile(r"[。！？!?\n]")
# A Japanese request for work done now, closing its clause.
_JA_WORK = re.compile(
    r"(?:考えて|書いて|作って|まとめて|選んで|探して|提案して|答えて|訳して|直して|計算して|組んで"
    r"|見繕って|教えて|出して|ちょうだい)(?:ください|下さい|くれ|ほしい|欲しい|ね|よ|みて)*$"
)
# A Chinese request for work done now, opening its clause.
_ZH_WORK = re.compile(
    r"^(?:请|請|麻烦|麻煩)?(?:帮我|幫我|给我|給我)(?:做|写|寫|想|列|出|挑|选|選|推荐|推薦|制定|安排"
    r"|规划|規劃|编|編|讲|講|算|改|查)"
)
# A mark of permanence: the kept fact outlives the work ("今後", "以后", "ずっと").
_LASTING = re.compile(
    r"今後|これから|次から|次回|以降|ずっと|いつも|毎回|以后|以後|今后|往后|往後|每次|一直|永远|永遠|长期|長期"
)


def cjk_work_after(lowered: str, verb_end: int) -> bool:
    """Whether a clause after the verb of keeping, in its sentence, asks for work now and
    nothing in the sentence makes the kept fact last."""
    found = _SENTENCE_END.search(lowered, verb_end)
    end = found.start() if found is not None else len(lowered)
    rest = lowered[verb_end:end]
    start = lowered.rfind("。", 0, verb_end) + 1
    if _LASTING.search(lowered, start, end) is not None:
        return False
    for clause in _CLAUSE_MARK.split(rest)[1:]:
        body = clause.strip(" 　~～…")
        if _JA_WORK.search(body) is not None or _ZH_WORK.match(body) is not None:
            return True
    return False


_HABIT = re.compile(
    r"^(?:いつも|いっつも|よく|すぐ|すぐに|つい|毎回|しょっちゅう|たまに|毎朝|毎日)"
)
_BARE_TE = re.compile(r"(?:忘れ|覚え)(?:ちゃ|て)$")


def ja_habit_te(statement: str, verb: str, after: str) -> bool:
    """Whether a Japanese verb of memory in its bare て-form, after a habitual adverb and
    before a comma, tells the speaker's habit ("いつも…忘れて、怒られる")."""
    return (
        _BARE_TE.search(verb) is not None
        and _HABIT.match(statement.lstrip(" 、,")) is not None
        and after.lstrip(" ")[:1] in ("、", ",", "，")
    )


# … not a polite "if you could" ("如果你能记住…，可以吗？", "もしよければ覚えて").
_IF = re.compile(
    r"^(?:もし|もしも|仮に|如果|假如|要是|假设|假設)(?!你能|您能|你可以|您可以|可以|可能|方便|よければ"
    r"|よかったら|良ければ|可能なら|できれば|出来れば)"
)


def cjk_hypothetical(sentence: str) -> bool:
    """Whether a sentence opened by "if" asks a question about the assistant."""
    body = sentence.strip(" 　")
    return _IF.match(body) is not None and body.rstrip(" 　").endswith(
        ("?", "？", "の", "か", "吗", "嗎")
    )


# A verb of keeping that modifies a noun ("你记得的关于我妈的东西", "你记住的那些") names what
# the assistant holds; it asks for nothing (the request, if any, is the verb after it).
_ZH_ATTRIBUTIVE = re.compile(r"(?:记得|記得|记住|記住|记下|記下|记着|記著|记|記)(?:了)?的")
# A favour done in the past ("覚えててくれたと思うけど", "メモしてもらった") reports, not asks.
_JA_PAST_FAVOUR = re.compile(
    r"(?:覚え|おぼえ|記憶し|メモし)て(?:て|い)?(?:くれた|もらった|くれてた|くれました|もらいました)"
)


# A verb of keeping in a condition ("メモしてあるなら消して", "如果你记了的话就删掉") asks
# whether something is held; the request is the verb after it.
_HELD_IF = re.compile(
    r"(?:保存|記憶|メモ|記録|登録|覚え|おぼえ)(?:し)?(?:て(?:る|いる|ある|た)|た)(?:ん|の)?"
    r"(?:なら|だったら|ら)"
    r"|(?:记|記|存|保存|记下|記下)(?:了|过|過)?(?:的话|的話)"
)


# "忘了说，…", "忘记告诉你了": the speaker forgot to say something; a preface, no request.
_ZH_FORGOT_TO_SAY = re.compile(r"(?:忘了|忘记|忘記)(?:说|說|讲|講|告诉|告訴|提)")


def cjk_not_asked(lowered: str, match: re.Match[str], verb_at: int) -> bool:
    """Whether a zh/ja candidate asks for nothing: a habit told with a て-form, a
    hypothetical question, a verb modifying a noun, a favour done in the past, a verb of
    keeping in a condition or a forgotten saying (see the module docstring)."""
    if (
        _ZH_ATTRIBUTIVE.match(lowered, verb_at) is not None
        or _JA_PAST_FAVOUR.match(lowered, verb_at) is not None
        or _HELD_IF.match(lowered, verb_at) is not None
        or _ZH_FORGOT_TO_SAY.match(lowered, verb_at) is not None
    ):
        return True
    start = max(lowered.rfind(mark, 0, verb_at) for mark in "。！？!?\n") + 1
    found = _SENTENCE_END.search(lowered, match.end())
    end = found.end() if found is not None else len(lowered)
    if cjk_hypothetical(lowered[start:end]):
        return True
    statement = lowered[match.start() : verb_at] if verb_at > match.start() else ""
    return ja_habit_te(statement, lowered[verb_at : match.end()], lowered[match.end() :])


def cjk_occasion_after(lowered: str, clause_start: int, clause_end: int) -> bool:
    """Whether the clause after a zh/ja forward pointer only says what the fact is for."""
    body = lowered[clause_start:clause_end]
    return not body.isascii() and cjk_occasion(body)


# A topic set off with a copula ("アレルギーの件ですが、…") or a bare noun phrase ("前に伝えた
# 実家の住所、…") names what a verb after a reason clause is about.
_COPULA_END = re.compile(r"(?:なん)?(?:ですが|ですけど|ですけれど|だけど|だけれど|だが)$")
_TOPIC_END = re.compile(r"(?:の件|の話|って話|のこと|ってこと|っていうの|のやつ)(?:は|も)?$")
_NOUN_END = re.compile(r"[\u4e00-\u9fff\u30a1-\u30fa\u30fc]$")
_CLAUSE_VERB = re.compile(r"(?:ので|から|けど|が|て|で|し|たら|れば)$")


def ja_named_object(clause: str) -> bool:
    """Whether a Japanese clause before a reason clause only names the object: a topic,
    a topic with a copula, or a noun phrase ("前に覚えてもらった実家の住所")."""
    body = clause.strip(" 、,，　")
    body = _COPULA_END.sub("", body)
    if _TOPIC_END.search(body) is not None:
        return True
    return (
        _NOUN_END.search(body) is not None and _CLAUSE_VERB.search(body) is None and len(body) <= 24
    )


# A list item opens its line: a bullet, a number, a circled number or a Japanese or Chinese
# ordinal ("一つ、", "第二，", "其次，").
_ITEM = re.compile(
    r"[ \t]*(?:[-*•・·]|\d{1,2}[.)、．]|[①-⑳]|[一二三四五六七八九十]つ(?:目)?[、,，]"
    r"|第[一二三四五六七八九十]|首先|其次|再次|最后)"
)


def _item_at(lowered: str, start: int) -> bool:
    line = max(lowered.rfind("\n", 0, start), lowered.rfind("。", 0, start)) + 1
    return _ITEM.match(lowered, line) is not None and line <= start


def list_end(lowered: str, sentences: list[tuple[int, int]], index: int) -> int:
    """The index of the last sentence of a list whose first item is the sentence
    ``index``: a pointer at "the following" ("请记住以下几点：", "覚えておいて\n- …",
    "二つ覚えておいて。一つ、…。二つ、…") points at every item, not the first."""
    if not _item_at(lowered, sentences[index][0]):
        return index
    last = index
    while last + 1 < len(sentences) and _item_at(lowered, sentences[last + 1][0]):
        last += 1
    return last
