"""Chinese and Japanese requests the verb-first forms miss: a header, a topic, an update.

Round 10 (people who are not power users) phrased three kinds of request around the fact
rather than with a verb that opens its clause:

- **A header before a colon or a list.** "给你的备忘：…", "长期有效：…", "方便的话帮我记住：…",
  "今後の参考までに：…", "できるなら取っておいて：…", "以下記憶よろしく\\n・…". The words before
  the colon ask for what follows to be kept (a verb of keeping, a memory noun, "for future
  reference"); the statement is everything after it. A bare note header ("メモ：", "备忘：")
  is the speaker's own note unless what follows is about the speaker or a sentence, not a
  shopping list of short nouns.
- **A topic and a verb of removal.** Chinese names the thing to drop as a topic and closes
  on the verb ("之前说我在考驾照那个忘了吧", "在减肥那个删了", "把我之前给你的银行卡信息删了",
  "…，那条删了吧"); Japanese names it as something said ("…って言ったやつ、取り消しで",
  "…の件は削除して", "…っていうのはもう忘れちゃって", "…って言いましたよね。やめたので、
  取り消してください"). The topic must be something told before (a pointer "那个/那条", a
  frame "之前说", "って言った", "の件") — a bare "忘れて" after "いつもメガネをどこに置いたか"
  is the speaker's own memory, not a request.
- **An update.** "…，帮我更新一下", "…から直しといて", "…のでそこ更新しといてください",
  "更正一下：…", "記憶を更新して！…": the fact beside the request is kept, without the
  clauses that state the wrong value ("你记错了", "不是3月18号", "前に横浜って言ったけど").

Round 15 (filing, updating and withdrawing by people who do not say "remember") widened each:

- headers that file a record ("这条给你存档：", "幫我記在你那邊：") or ask for the assistant's
  knowledge of the speaker to be brought up to date ("更新下你那边的资料：", "更正一下你对我的
  了解：", "情報を更新してください：", "前に伝えた情報の修正："), whose statement leaves out
  the clauses that state the old value; "for next time" ("次回以降のために一応：");
- topics "about" a subject after a demonstrative or what the assistant holds ("那些关于…的
  内容请你都忘掉吧", "你记得的关于…的东西都清掉吧"), a bare "忘掉吧" after a topic told to the
  assistant before ("之前让你记的…，忘掉吧"), and withdrawing a rule told before ("…那个取消吧",
  "…って言ったの撤回", "…って設定、解除で");
- an erase on the condition that the thing is held (:mod:`agents.directive_cjk_erase`) and
  a Japanese "keep no record of …" (:mod:`agents.directive_cjk_records`).

Each returns offsets into the lower-cased text, whose offsets are those of the user's text;
:func:`cjk_request_directive` checks the statement like the other CJK readers (about the
user or short, no task, nobody else's words). Called only when nothing else was found.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from agents.cjk_spans import trimmed
from agents.directive_cjk_erase import cjk_held_erase, cjk_unknowing
from agents.directive_cjk_records import ja_no_record
from agents.directive_cjk_story import cjk_note_to_self, cjk_task_turn

if TYPE_CHECKING:
    from agents.directives import Directive

__all__ = ["CjkRequest", "cjk_request", "cjk_request_directive", "cjk_update_header_directive"]

SHORT_FACT = 32  # characters: a statement with no first-person word is kept up to this


@dataclass(frozen=True)
class CjkRequest:
    language: str
    forget: bool
    start: int  # the statement: [start, end) of the text, or several spans joined
    end: int
    drop: tuple[tuple[int, int], ...] = ()  # spans inside [start, end) left out


# Characters one of the requests below must hold: the gate of the whole module.
_GATE = re.compile(r"[记記存备備忘效参參留删刪撤废廢抹更纠糾覚憶メ控消除抜訂直取後修放戻]")
_KANA = re.compile(r"[\u3040-\u30ff]")
_SENTENCE_END = re.compile(r"[。！？!?\n]+|\.(?=\s|$)")
_CLAUSE_MARK = re.compile(r"[，,、；;：:]+|(?<=[^\x00-\x7f])\s+|\s+(?=[^\x00-\x7f])")
_EDGE = " \t…~～\u3000*-・•"
_CONTENT = re.compile(r"[^\W_]")

# --- headers -------------------------------------------------------------------------
_ZH_HEADER = re.compile(
    r"(?:记住|記住|记好|記好|记下|記下|记一下|記一下|记着|記著|存着|存著|存一下|留着|留著|放在你那|放你那"
    r"|记忆|記憶|备忘|備忘|长期有效|長期有效|长期记忆|長期記憶|供你参考|供你參考|以后参考|以後參考"
    # Filing verbs keep a record, and "记在…" names where it is kept ("这条给你存档：",
    # "幫我記在你那邊：").
    r"|存档|存檔|归档|歸檔|建档|建檔|记档|記檔|记在|記在"
    # "记得" reports the speaker's memory unless the addressee keeps it ("有件事想让你一直记得：").
    r"|(?:你|您|请|請|要)[^：:，,。]{0,4}?(?:记得|記得))"
)
_JA_HEADER = re.compile(
    r"(?:覚えて|覚えと|おぼえて|おぼえと|記憶|参考まで|参考に|控えて|取っておいて|取っといて|保存して"
    r"|保存しと|メモして|メモっと|メモしと|メモよろしく|追加して"
    # "for next time" tells what follows for later, like "参考までに" ("次回以降のために一応：").
    r"|(?:次回以降|次回|次|今後|これから)のために)"
)
# A request to bring the assistant's knowledge of the speaker up to date names that
# knowledge, so it needs no first-person word after it: "更新下你那边的资料：", "更正一下你
# 对我的了解：", "情報を更新してください：", "前に伝えた情報の修正：". The knowledge must be the
# addressee's (Chinese "你…的") or a noun of information (Japanese), never a document.
_ZH_UPDATE_HEADER = re.compile(
    r"(?:更新|更正|纠正|糾正|修正|修改)(?:一下|下)?(?:你|您)[^:：，,]{0,8}?"
    r"(?:资料|資料|记录|記錄|了解|信息|資訊|档案|檔案|记忆|記憶)"
)
_JA_UPDATE_HEADER = re.compile(
    r"(?:情報|記憶|登録内容|プロフィール)(?:を|の)(?:更新|修正|訂正|アップデート)"
)
_HEADER_LONGEST = 40  # characters before the colon of an update header
_MEMORY_NOUN = re.compile(r"记忆|記憶|备忘|備忘|长期|長期|参考|參考|メモ")
_NOTE_HEADER = re.compile(r"(?:メモ|备忘|備忘|笔记|筆記|ノート)$")
_BULLET = re.compile(r"\n\s*(?:[-*•・·]|\d+[.)、])\s*")
_LIST_ITEM = re.compile(r"[^、，,]{1,6}")


# "今後のために言っとくと、…", "FYI 今後の参考までに伝えておくけど、…": the speaker tells
# what follows for later, which asks for it to be kept.
_JA_FOR_LATER = re.compile(
    r"^(?:fyi|ちなみに|あと|それと|一応)?[\s、,]*(?:今後|これから|後々|あとあと|この先)の(?:ために|参考に"
    r"|参考までに|参考として)[\s、,]*(?:一応)?(?:言っ|伝え|話し|お伝えし)(?:とく|ておく|ておきます|ときます"
    r"|とき|ておき)(?:と|けど|けれど|ね|が|ますと|ますが)?[\s、,]*"
)


def _for_later(lowered: str) -> CjkRequest | None:
    """A Japanese lead that tells what follows in its sentence for later."""
    lead = _JA_FOR_LATER.match(lowered)
    if lead is None:
        return None
    found = _SENTENCE_END.search(lowered, lead.end())
    start, end = _stripped(lowered, lead.end(), found.start() if found else len(lowered))
    return CjkRequest("ja", forget=False, start=start, end=end) if start < end else None


def _header(lowered: str, lang: str) -> CjkRequest | None:  # noqa: PLR0911
    """A first line or clause ending on a colon (or on a line break before a list) that asks
    for what follows to be kept."""
    if lang == "ja" and (later := _for_later(lowered)) is not None:
        return later
    colon = min((i for i in (lowered.find("："), lowered.find(":")) if i >= 0), default=-1)
    line_end = lowered.find("\n")
    if colon < 0 or (0 <= line_end < colon):
        if line_end < 0 or _BULLET.match(lowered, line_end) is None:
            return None
        colon = line_end
    head = lowered[:colon]
    clauses = _spans(_CLAUSE_MARK, head, 0, len(head))
    if not clauses:
        return None
    last = head[clauses[-1][0] : clauses[-1][1]].strip(_EDGE)
    if not last or len(last) > 24:
        return None
    from agents import directives as d  # noqa: PLC0415

    if d._task_word(last) or d._task_deixis(last):
        return None  # "记住这个题目的条件：…"
    update = (_JA_UPDATE_HEADER if lang == "ja" else _ZH_UPDATE_HEADER).search(last)
    cue = update or (_JA_HEADER if lang == "ja" else _ZH_HEADER).search(last)
    note = _NOTE_HEADER.search(last) is not None
    if (cue is None and not note) or cjk_note_to_self(lowered):
        return None  # "备忘：…。这是写给自己的"
    # The list ends where the message turns to the work ("…。然后帮我想想…？").
    start, end = _stripped(lowered, colon + 1, cjk_task_turn(lowered, colon + 1, len(lowered)))
    if start >= end:
        return None
    if cue is None and _shopping_list(lowered[start:end]):
        return None
    # A bare verb of keeping ("记住：最多三段") may head a constraint on the work: what
    # follows must be about the speaker, unless the header names the memory itself.
    if (
        cue is not None
        and update is None
        and _MEMORY_NOUN.search(last) is None
        and not d._has_user(lowered[start:end], lang)
    ):
        return None
    if update is not None:
        return _updated(lowered, lang, start, end)
    return CjkRequest(lang, forget=False, start=start, end=end)


def _updated(lowered: str, lang: str, start: int, end: int) -> CjkRequest | None:
    """The new facts after an update header, without the clauses that state the old value
    ("…：我家狗叫豆包，不叫馒头了" keeps the name it has now)."""
    clauses = _spans(_CLAUSE_MARK_NO_SPACE, lowered, start, end)
    kept = _kept(lowered, clauses, _JA_WRONG if lang == "ja" else _ZH_WRONG)
    if kept is None:
        return None
    return CjkRequest(lang, forget=False, start=kept[0], end=kept[1], drop=kept[2])


def _shopping_list(body: str) -> bool:
    items = [p.strip(_EDGE) for p in re.split(r"[、，,\n]", body) if p.strip(_EDGE)]
    return len(items) >= 3 and all(_LIST_ITEM.fullmatch(i) for i in items)


# --- topics to remove --------------------------------------------------------------------
_ZH_REMOVE = r"(?:删了|删掉|删除|删去|删|撤掉|撤了|撤销|作废|清除|清掉|抹掉|抹了|去掉|不要了)"
# "取消" (call off) withdraws a rule told before ("之前让你叫我…那个取消吧"), like "忘了"
# it needs a topic told before: "明天的会那个取消吧" cancels a meeting.
_ZH_FORGET = rf"(?:{_ZH_REMOVE}|忘了吧|忘掉|忘了|取消)"
_ZH_POINTER = r"(?:那个|那条|这条|那件事|那些|那段)"
# "X那个删了", "之前说X那个忘了吧": a topic closed by a pointer, then the verb.
_ZH_TOPIC_VERB = re.compile(
    rf"(?P<t>.{{2,40}}?{_ZH_POINTER})(?:信息|规则|记录|内容)?\s*(?:你|就|也|都)*(?:可以|能)?(?:直接|帮我)?"
    rf"(?P<v>{_ZH_FORGET})"
)
# "把/将 X 删了": the disposal construction.
_ZH_DISPOSAL = re.compile(
    rf"(?:把|将)(?P<t>[^，,。]{{2,40}}?)(?:从[^，,。]{{1,12}}?)?(?P<v>{_ZH_REMOVE})"
)
# "X可以删了", "你那边记的X可以删了": a topic told before, left to the assistant.
_ZH_TOPIC_LEAVE = re.compile(rf"(?P<t>.{{2,40}}?)(?:你|就|也|都)*(?:可以|能)(?P<v>{_ZH_REMOVE})")
# "那些关于婆婆的内容请你都忘掉吧", "你记得的关于…的东西都清掉吧": a demonstrative or what the
# assistant holds opening a phrase "about" something, then the verb. The "about" marks the
# things told on a subject, so no conversation unit.
_ZH_POINTED_ABOUT = re.compile(
    rf"(?P<t>(?:那些|那个|那條|那条|这些|那段|(?:你)?(?:记得|記得|记住|記住|记下|記下|记|記)的)"
    rf"(?:关于|有关|關於|有關)[^，,。]{{1,24}}?"
    rf"(?:的(?:内容|事|事情|东西|信息|记录|话)|的))"
    rf"(?:请你|请|你|就|也|都|帮我|全部)*(?P<v>{_ZH_FORGET})"
)
# A clause that is only the removal: "删掉删掉删掉", "那条删了吧", "从你脑子里抹掉吧".
_ZH_BARE_REMOVE = re.compile(
    rf"(?:你|就|可以|帮我|麻烦|请|那就|直接|都|把)*(?:{_ZH_POINTER}|它)?(?:规则|信息|记录)?"
    rf"(?:从你?(?:的)?(?:脑子|记忆|这儿|那儿|那边)(?:里|中)?)?(?:{_ZH_REMOVE})(?:{_ZH_REMOVE}|吧|了|啦|哈|掉|吧)*"
)
# A bare "forget" after a topic: "忘掉吧", "忘了它" ("忘了" alone also says "I forgot"), with a
# topic told to the assistant before ("之前让你记的…"), not someone's words ("我老婆说…").
_ZH_BARE_FORGET = re.compile(
    r"(?:你|就|都|请|帮我|那就)*(?:忘掉(?:它|吧|啦|哈)*|忘了(?:它|吧)(?:吧|啦|哈)*)"
)
_ZH_TOLD_YOU = re.compile(r"之前|此前|上次|以前|让你记|你记的|给你的|告诉你|跟你说过|说过")
# Something the user told before: the topic must carry one of these.
_ZH_TOLD = re.compile(
    r"之前|此前|上次|以前|刚才|你记的|记的|说的|说过|给你的|告诉你|提到|提及|那个|那条"
)
_ZH_FILLER = re.compile(
    r"^(?:嗯|呃|那个|就是|然后|对了|另外|还有|麻烦|请|帮我|你|那)*(?:之前|此前|上次|刚才)?(?:说的|说过|说|提到的|记的)?"
)

_JA_REMOVE = (
    r"(?:削除|消して|消しと|消しちゃ|取り消し|取消し|外して|外しと|抜いて|抜いと|抜いてお|忘れて|忘れちゃ"
    r"|忘れと|なかったことに|もういい"
    # Withdrawing what was said or set: "…って言ったの撤回", "…って設定、解除で".
    r"|撤回|解除|取り下げ|消去)"
)
# A topic named as something said or as a matter: "…って言ったやつ", "…の件", "…っていうメモ".
_JA_SAID = re.compile(
    r"(?:って(?:いう|言った|言いました|言ってた|話した)|と言った)(?:の|やつ|こと|メモ|ルール|話|件)?"
    r"|って(?:の|やつ|こと|メモ|ルール|設定)"
)
# A matter ("…の件", "…の情報") is a topic for a verb of deleting, not for "忘れて" ("フォント
# の件は忘れて" drops a subject of the conversation), and not when it is the source ("…から").
# "…に関する記録", "…関連のメモ": a record named by its subject is a matter too.
_JA_MATTER = re.compile(
    r"の(?:件|話|情報|やつ)(?!から)|(?:に関する|についての|関連の)(?:記録|情報|メモ|データ)"
)
# … and a thing of the speaker's that is "enough now" ("英語で返事のやつ もういいや"); "その話は
# もういい" drops a subject of the conversation.
_JA_THING = re.compile(r"(?<!その)(?<!あの)(?<!この)のやつ(?!から)")
_JA_DELETE = re.compile(r"削除|消|取り?消|外|抜")
_JA_FILLER = re.compile(r"^(?:えーと|えっと|あの|あ|その|前に|以前|まあ|うーん)+")


def _zh_topic(lowered: str, sentences: list[tuple[int, int]]) -> CjkRequest | None:
    for index, (start, end) in enumerate(sentences):
        for rx in (_ZH_POINTED_ABOUT, _ZH_TOPIC_VERB, _ZH_DISPOSAL, _ZH_TOPIC_LEAVE):
            for clause in _spans(_CLAUSE_MARK_NO_SPACE, lowered, start, end):
                found = rx.search(lowered, *clause)
                if found is None:
                    continue
                t_start, t_end = found.span("t")
                topic = lowered[t_start:t_end]
                if rx in (_ZH_DISPOSAL, _ZH_TOPIC_LEAVE) and _ZH_TOLD.search(topic) is None:
                    continue
                if (
                    rx is _ZH_TOPIC_VERB
                    and found.group("v").startswith(("忘", "取消"))
                    and not _told(topic)
                ):
                    continue
                skip = None if rx is _ZH_POINTED_ABOUT else _ZH_FILLER.match(topic)
                t_start += skip.end() if skip is not None else 0
                if t_end - t_start >= 2:
                    return CjkRequest("zh", forget=True, start=t_start, end=t_end)
        clauses = _spans(_CLAUSE_MARK, lowered, start, end)
        for position, (c_start, c_end) in enumerate(clauses):
            at, stop = _stripped(lowered, c_start, c_end)
            if position == 0:
                continue
            first, last = clauses[0][0], clauses[position - 1][1]
            if _ZH_BARE_REMOVE.fullmatch(lowered, at, stop) is None and not (
                # "之前让你记的那个地址，忘掉吧": a bare "forget" needs a topic told before.
                _ZH_BARE_FORGET.fullmatch(lowered, at, stop) is not None
                and _ZH_TOLD_YOU.search(lowered, first, last) is not None
            ):
                continue
            # (matched on the slice: "^" does not anchor at a ``pos`` argument)
            skip = _ZH_FILLER.match(lowered[first:last])
            first += skip.end() if skip is not None else 0
            a, b = _stripped(lowered, first, last)
            if a < b:
                return CjkRequest("zh", forget=True, start=a, end=b)
        del index
    return None


def _told(topic: str) -> bool:
    return (
        re.search(r"之前|此前|上次|以前|刚才|你记的|说的|说过|说|给你的|提到|提及", topic)
        is not None
    )


_CLAUSE_MARK_NO_SPACE = re.compile(r"[，,、；;：:]+")
_JA_REMOVE_RX = re.compile(_JA_REMOVE)


def _ja_topic(lowered: str, sentences: list[tuple[int, int]]) -> CjkRequest | None:
    for index, (start, end) in enumerate(sentences):
        verb = _JA_REMOVE_RX.search(lowered, start, end)
        if verb is None:
            continue
        if (
            verb.group().startswith("もういい")
            and lowered[verb.end() : verb.end() + 1] not in "や よ、 \n"
        ):
            continue
        spans = [(start, verb.start())]
        if index > 0:
            spans.append(sentences[index - 1])
        for s_start, s_end in spans:
            said = list(_JA_SAID.finditer(lowered, s_start, s_end))
            matter = (
                list(_JA_THING.finditer(lowered, s_start, s_end))
                if _JA_DELETE.match(verb.group()) is None
                else list(_JA_MATTER.finditer(lowered, s_start, s_end))
            )
            if not said and not matter:
                continue
            marker = said[0] if said else matter[-1]
            clause_start = s_start
            for mark in _CLAUSE_MARK.finditer(lowered, s_start, marker.start()):
                clause_start = mark.end()
            skip = _JA_FILLER.match(lowered, clause_start)
            clause_start = skip.end() if skip is not None else clause_start
            a, b = _stripped(lowered, clause_start, marker.end())
            if b - a >= 2 and b - a <= 40:
                return CjkRequest("ja", forget=True, start=a, end=b)
        return None
    return None


# --- updates -----------------------------------------------------------------------------
_ZH_UPDATE_CLOSE = re.compile(
    r"(?:帮我|麻烦|请|你|给我)*(?:更新|更正|改|修改)(?:一下|过来|過來)?(?:记忆|記憶|记录|記錄|资料|資料)?"
    r"(?:吧|哈|哦|啊|呀)*"
    r"|(?:以后|以後)?按新(?:的|名字)来(?:吧)?|记对的那个|記對的那個"
)
_ZH_UPDATE_OPEN = re.compile(
    r"(?:帮我|请|麻烦)?(?:更正|纠正|糾正|更新)一下(?:记忆|記憶|你的记忆)?|你记错了|你記錯了|(?:我)?改名了"
)
# (and the speaker's own slip: "之前说错了", "我不是在上海工作，是在苏州"; "我不是单身了" is
# a change, the new fact)
_ZH_WRONG = re.compile(
    r"记错|記錯|搞错|搞錯|弄错|弄錯|搞混|说错|說錯|写错|寫錯|^(?:而|我)?不是(?!.*了$)|^不叫|^不对|^不對|^你记错"
)
_JA_UPDATE_CLOSE = re.compile(
    r"(?:(?:ので|から|んで)\s*)?(?:そこ|それ|その情報)?(?:を|は)?(?:新しい方|正しい方)?(?:で|を)?"
    r"(?:(?:更新|訂正|修正|登録し直)(?:し)?(?:て|と)(?:いて|おいて)?|直し(?:といて|ておいて))"
    r"(?:ください|ね|ほしい|欲しい|よ|や|な|ー|〜|～)*$"
    r"|正しい方を控えて(?:おいて)?(?:ください)?$"
)
_JA_UPDATE_OPEN = re.compile(
    r"(?:訂正です|記憶を更新して(?:ほしい|ください)?|記憶の更新(?:です|を)?)$"
)
# (an opening "no, no" — "ちがうちがう", "ちゃうねん" — rejects the old value too)
_JA_WRONG = re.compile(
    r"まちが|間違|って言ったけど|と言いましたが|って言いましたが|じゃなかった|^(?:ちがう|違う|ちゃう)"
)


def _update(lowered: str, lang: str, sentences: list[tuple[int, int]]) -> CjkRequest | None:
    close = _JA_UPDATE_CLOSE if lang == "ja" else _ZH_UPDATE_CLOSE
    opening = _JA_UPDATE_OPEN if lang == "ja" else _ZH_UPDATE_OPEN
    wrong = _JA_WRONG if lang == "ja" else _ZH_WRONG
    for index, (start, end) in enumerate(sentences):
        clauses = _spans(_CLAUSE_MARK, lowered, start, end)
        if not clauses:
            continue
        head = _stripped(lowered, *clauses[0])
        opened = opening.fullmatch(lowered, *head) is not None
        at, stop = _stripped(lowered, *clauses[-1])
        # A closing request: the fact is before it, in its sentence or the one before.
        if lang == "ja":
            found = close.search(lowered, at, stop)
            fact_end = found.start() if found is not None else -1
            fact = [c for c in clauses[:-1]]
            if found is not None and found.start() > at:
                fact.append((clauses[-1][0], found.start()))
        else:
            found = close.fullmatch(lowered, at, stop)
            fact_end = at
            fact = list(clauses[:-1])
        if found is not None and not opened:
            kept = _kept(lowered, fact, wrong)
            if kept is None and index > 0:
                # Nothing before the request but the admission of the error ("前に言ったの
                # 間違いだったから直しといて"): the right value is in the sentence before.
                kept = _kept(lowered, _spans(_CLAUSE_MARK, lowered, *sentences[index - 1]), wrong)
            if kept is not None and fact_end >= 0:
                return CjkRequest(lang, False, kept[0], kept[1], kept[2])
        # An opening request: the fact follows, in its sentence or the next one.
        if not opened:
            continue
        rest = [c for c in clauses[1:] if close.fullmatch(lowered, *_stripped(lowered, *c)) is None]
        if not rest and index + 1 < len(sentences):
            rest = _spans(_CLAUSE_MARK, lowered, *sentences[index + 1])
        kept = _kept(lowered, rest, wrong)
        if kept is not None:
            return CjkRequest(lang, False, kept[0], kept[1], kept[2])
    return None


def _kept(
    lowered: str, clauses: list[tuple[int, int]], wrong: re.Pattern[str]
) -> tuple[int, int, tuple[tuple[int, int], ...]] | None:
    """The span of ``clauses`` without those that state the wrong value."""
    trimmed_clauses = [_stripped(lowered, a, b) for a, b in clauses]
    bad = [(a, b) for a, b in trimmed_clauses if a < b and wrong.search(lowered[a:b]) is not None]
    good = [(a, b) for a, b in trimmed_clauses if a < b and (a, b) not in bad]
    if not good:
        return None
    start, end = good[0][0], good[-1][1]
    # A gap between two kept clauses is dropped when a wrong clause lies in it: the gap
    # itself starts on a comma, which anchored words ("^不叫") would not see.
    drop = tuple(
        (good[i][1], good[i + 1][0])
        for i in range(len(good) - 1)
        if any(good[i][1] <= a and b <= good[i + 1][0] for a, b in bad)
    )
    return start, end, drop


# --- shared ------------------------------------------------------------------------------
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


def cjk_request(lowered: str, *, gated: bool = False) -> CjkRequest | None:
    """The first header, topic removal or update request in a zh/ja message; ``gated``
    when the caller found a word of retraction ("もういいや", "なかったことに") the gate
    characters miss."""
    if lowered.isascii() or (not gated and _GATE.search(lowered) is None):
        return None
    lang = "ja" if _KANA.search(lowered) else "zh"
    found = _header(lowered, lang)
    if found is not None:
        return found
    sentences = _spans(_SENTENCE_END, lowered, 0, len(lowered))
    topic = _ja_topic(lowered, sentences) if lang == "ja" else _zh_topic(lowered, sentences)
    if topic is None and (held := cjk_held_erase(lowered, lang, sentences)) is not None:
        topic = CjkRequest(lang, True, *held)  # "電話番号、保存してるなら消しといて"
    if topic is None and lang == "ja" and (kept := ja_no_record(lowered)) is not None:
        topic = CjkRequest(lang, True, *kept)  # "離婚のことは一切記録に残さないで"
    if topic is None and (unknown := cjk_unknowing(lowered, lang)) is not None:
        topic = CjkRequest(lang, True, *unknown)  # "想让你不记得我家地址了"
    return topic or _update(lowered, lang, sentences)


def cjk_update_header_directive(text: str, lowered: str) -> Directive | None:
    """The directive of a message that opens with an update header ("更正一下你对我的了解：…",
    "情報を更新してください：…"), read before the speaker's ended states: under such a header
    "我已经不在上海工作了" is the change to be kept, not the only thing to forget."""
    if lowered.isascii():
        return None  # the common case
    colon = min((i for i in (lowered.find("："), lowered.find(":")) if i >= 0), default=-1)
    if colon < 0 or colon > _HEADER_LONGEST:
        return None
    head = lowered[:colon]
    if _ZH_UPDATE_HEADER.search(head) is None and _JA_UPDATE_HEADER.search(head) is None:
        return None
    return cjk_request_directive(text, lowered, gated=True)


def cjk_request_directive(  # noqa: PLR0911
    text: str, lowered: str, *, gated: bool = False
) -> Directive | None:
    """The directive of :func:`cjk_request`: a statement about the user or a short fact,
    that is no task, no question and nobody else's words."""
    if lowered.isascii() or (not gated and _GATE.search(lowered) is None):
        return None  # the common case
    from agents import directives as d  # noqa: PLC0415

    user, low = d._folded_head(text)
    found = cjk_request(low, gated=gated) if len(low) == len(user) else None
    if found is None or found.end <= found.start:
        return None
    payload = low[found.start : found.end]
    if found.forget and d._CONTROL.search(payload):
        return None  # "さっきのやつもういいや": a turn of the conversation, no memory
    if not found.forget and not (
        d._has_user(payload, found.language) or len(payload) <= SHORT_FACT
    ):
        return None
    if d._task_deixis(payload) or (
        d._task_word(payload) and not d._singular(payload, found.language)
    ):
        return None  # "…の翻訳" is the work's, "私は翻訳の仕事してます" the speaker's
    # A topic "…って言ったやつ" is the user's own words; anything else may not be quoted.
    if not found.forget and d._relayed(low, found.start, found.end):
        return None
    raw = user[found.start : found.end]
    for a, b in reversed(found.drop):
        raw = raw[: a - found.start] + "，" + raw[b - found.start :]
    statement = d._clean_statement(raw, found.language, forget=found.forget)
    if statement is None:
        return None
    return d.Directive(
        action=d.DirectiveAction.FORGET if found.forget else d.DirectiveAction.REMEMBER,
        statement=statement,
        language=found.language,
        form="forget+topic" if found.forget else "memory+postposed",
    )
