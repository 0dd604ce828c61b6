"""Chinese and Japanese directives that keep nothing for later (zh, ja).

A found directive is checked once more against the whole message (from
``agents.directives._settled``). It is dropped when

- the message scopes what it asks to this chat or this task: "这次对话里以后都用英文回答",
  "这个聊天里先别…", "このチャットでは今後は英語で", "この会話の間だけ…", "今回だけ…" — the
  twin of the Latin "for this conversation only" (:mod:`agents.directive_lat_labels`);
- a rule "from now on" asks for a reminder, not for something to be kept: "以后每天早上提醒我
  喝水", "今後は毎朝リマインドして" (a reminder is a task for the scheduler);
- a rule "from now on" is a set phrase or a complaint that names nothing to keep:
  "今後ともよろしくお願いします", "以后也请多多关照", "これからも頑張ってください", "以后别这样了",
  "次から気をつけてね", "今後はそうしてください";
- what is to be kept is what the speaker just said, in a message about the work ("你别忘了
  我刚说的要兼容Python 3.8，你给的代码…"): a constraint of the task.

Round 15 also settles two forget statements here: "any record" refused of a topic ("关于…
的事，请不要保留任何记录") keeps the topic (:func:`agents.directive_cjk_records.zh_record_topic`),
and a statement that is only the condition of the erase ("…、メモしてあるなら消して") is read
again by the erase reader (:mod:`agents.directive_cjk_erase`).

Pure functions over the found directive and the user's text.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from agents.directive_cjk_erase import cjk_condition_only
from agents.directive_cjk_records import zh_record_topic

if TYPE_CHECKING:
    from agents.directives import Directive

__all__ = ["cjk_not_kept", "cjk_settled"]

_STANDING_FORMS = frozenset(("standing", "standing+rule"))

# This chat or this task only.
_SESSION = re.compile(
    r"(?:这次|這次|本次|这个|這個|这轮|這輪|这段|這段|当前|當前)(?:的)?(?:对话|對話|聊天|会话|會話)"
    r"|(?:このチャット|この会話|このスレッド|このセッション|今回の(?:会話|チャット|やり取り|やりとり))"
    r"(?:の間|内|中|では|で|だけ|に限って|限り)"
    r"|今回(?:だけ|限り|に限って)|只(?:在|限)?(?:这次|這次|本次)|仅限(?:这次|本次)|僅限(?:這次|本次)"
)
# A reminder asked for.
_REMINDER = re.compile(r"提醒|リマインド|通知し|知らせて|思い出させ|アラーム|起こして|叫醒")
# A rule that names nothing: a set phrase, a cheer, or a pointer at what just happened.
_EMPTY_RULE = re.compile(
    r"(?:也|还|還)?(?:请|請)?(?:多多)?(?:关照|關照|指教)(?:了|哦|啊)?"
    r"|(?:どうぞ)?(?:よろしく|宜しく)(?:お願い(?:します|いたします|致します)?|ね|な)?"
    r"|同じこと\w*"
    r"|(?:頑張|がんば)\w*|加油\w*"
    r"|(?:别|不要|不许|不準|不准)(?:再)?(?:这样|那样|這樣|那樣)(?:子)?(?:了|做|弄|搞|干)?"
    r"|(?:そう|こう|ああ)(?:して|しろ)\w*|(?:こういう|そういう|ああいう)(?:ミス|こと)(?:が|は)?(?:ない|しない)\w*"
    r"|気をつけ\w*|注意(?:して|しろ)\w*|小心(?:点|點|一点|一點)?"
)
_CHARS = re.compile(r"[话話会會チ回提リ通知思ア起叫关關指よ宜頑が加别不そこあ気注小]")


def cjk_not_kept(found: Directive, text: str) -> bool:
    """Whether a zh/ja directive keeps nothing for later (see the module docstring)."""
    if found.action.value != "remember" or _CHARS.search(text) is None:
        return False
    if _SESSION.search(text):
        return True
    if found.form not in _STANDING_FORMS:
        return False
    return bool(_REMINDER.search(found.statement) or _EMPTY_RULE.fullmatch(found.statement))


# What the speaker just said in this conversation ("我刚说的要兼容Python 3.8", "さっき言った
# …"): with the work in the message it is a constraint of the task, not a fact about them.
_JUST_SAID = re.compile(
    r"^(?:我)?(?:刚|刚才|刚刚|剛|剛才|剛剛|方才)(?:说|說|讲|講|提)(?:过|過)?的"
    r"|^(?:さっき|先ほど|今)(?:言った|書いた|伝えた)"
)


def _task_said_just_now(found: Directive, text: str) -> bool:
    if found.action.value != "remember" or _JUST_SAID.match(found.statement) is None:
        return False
    from agents.directives import _task_word  # noqa: PLC0415 (directives imports this module)

    return _task_word(text.lower())


def cjk_settled(found: Directive, text: str) -> Directive | None:
    """``found`` checked against the whole message: ``None`` when it keeps nothing for later
    (:func:`cjk_not_kept`); a standing rule with the speaker's reason said before it in its
    sentence ("我是素食者，以后推荐餐厅的时候别推荐烤肉店")."""
    if cjk_not_kept(found, text) or _task_said_just_now(found, text):
        return None  # "你别忘了我刚说的要兼容Python 3.8，你给的代码里…"
    if found.action.value == "forget" and (topic := zh_record_topic(text, found.statement)):
        # "关于我离婚的事，请不要保留任何记录": "any record" is kept of the topic.
        return found.model_copy(update={"statement": topic})
    if found.action.value == "forget" and cjk_condition_only(found.statement):
        # "私のメールアドレス、メモしてあるなら消しといて": the verb's reading took the
        # condition for its object; the thing named before it is read by the erase reader.
        from agents.directive_cjk_requests import cjk_request_directive  # noqa: PLC0415

        return cjk_request_directive(text, text.lower(), gated=True)
    if found.form != "standing" or not found.standing:
        return found
    reason = _reason_before(found, text)
    if reason is None:
        return found
    joint = "、" if found.language == "ja" else ","  # as the statement folds "，"
    return found.model_copy(update={"statement": f"{reason}{joint}{found.statement}"})


_SENTENCE_END = re.compile(r"[。！？!?\n]")
_CLAUSE_MARK = re.compile(r"[，,、；;]")
_ZH_SPEAKER = re.compile(r"^(?:我|咱)")
_ASKS = re.compile(r"请|請|麻烦|麻煩|帮我|幫我|别|別|不要|吗|嗎|呢|[?？]|ください|て$|で$")
_LEAD = re.compile(
    r"^(?:哦|噢|啊|嗯|对了|對了|另外|还有|還有|然后|然後|跟你说一声|跟你说下|あと|それと|ちなみに|一応)+"
)


def _reason_before(found: Directive, text: str) -> str | None:  # noqa: PLR0911
    """The clause just before the rule in its sentence when it states the speaker's own
    condition ("我买东西预算一般在3000以内，以后…"): first person, no request."""
    from agents.directives import _fold  # noqa: PLC0415 (directives imports this module)

    probe = _fold(text)  # the statement's own folding, one character for one
    at = probe.find(found.statement) if len(probe) == len(text) else -1
    if at <= 0:
        return None
    ends = [m.end() for m in _SENTENCE_END.finditer(text, 0, at)]
    start = ends[-1] if ends else 0
    clauses = [c.strip() for c in _CLAUSE_MARK.split(text[start:at])]
    if clauses[-1] and len(clauses[-1]) > _MARKER_ONLY:
        return None  # the rule does not open a clause after the reason
    if len(clauses) >= 2:
        reason = clauses[-2]
    elif ends and text[ends[-1] - 1] in "。.\n":
        # The rule opens its sentence: the sentence before, when short ("我血糖偏高。以后…").
        reason = text[ends[-2] if len(ends) > 1 else 0 : ends[-1] - 1].strip()
        if len(reason) > _SHORT_SENTENCE or _CLAUSE_MARK.search(reason):
            return None
    else:
        return None
    lead = _LEAD.match(reason)
    reason = reason[lead.end() if lead is not None else 0 :].strip()
    if not reason or reason in found.statement or _ASKS.search(reason) or _NO_FACT.match(reason):
        return None
    if found.language == "zh" and not _ZH_SPEAKER.match(reason):
        return None  # "我是素食者", "我血压高": the speaker's own condition
    if found.language == "ja" and not (
        _JA_REASON.search(reason)
        or _JA_COPULA.search(reason)  # "猫アレルギーです": the subject is the speaker's to drop
        or (_JA_FACT.search(reason) and _JA_SPEAKER.search(reason))
    ):
        return None
    return reason


# An answer or a pointer, not a fact: "そうなんだ", "なるほどね", "好的".
_NO_FACT = re.compile(
    r"(?:そう|こう|ああ|それ|これ|あれ|なるほど|了解|はい|うん|ええ|好的|好吧|嗯|哦|是的|对|對|这样|這樣)"
)
_SHORT_SENTENCE = 24  # characters: a sentence before the rule that is one plain fact
_MARKER_ONLY = 8  # characters: the words before the rule in its clause are its time only
_JA_REASON = re.compile(r"(?:ので|から|だし|し|んで|ねん)$")
_JA_FACT = re.compile(r"(?:です|でした|だ|なの|んです|ます)$")
_JA_COPULA = re.compile(r"(?<![ょし])(?:です|なんです|なの|だ)$")
_JA_SPEAKER = re.compile(r"私|僕|俺|わたし|あたし|うち|ぼく|おれ|家族|妻|夫|息子|娘|母|父")
