"""A fact said again after asking whether it was kept (zh, ja).

"ねえちゃんと保存した？してないならもう一回言うね、息子の名前は…",
"你到底记住没有？没记的话我再说一遍：我对…过敏", "覚えてる？念のため改めて言うと、…".
An annoyed or testing user first asks whether the assistant kept something and then says it
again, announced as a repetition ("もう一回言う", "改めて言うと", "再说一遍", "我再说一次").
The repetition is a request to keep what follows: the statement is the rest of the message
after the announcement.

Both parts are needed: "もう一回言うね" alone repeats anything (a question, a task), and a
question about the memory alone ("ちゃんと覚えてる？") asks and keeps nothing.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from agents.directives import Directive

__all__ = ["cjk_repeat_directive"]

LONGEST = 200  # characters of the repeated fact

# Words every announcement of a repetition holds: the gate of the module.
_GATE = re.compile(
    r"もう(?:一回|一度|いっかい|いちど)|改めて|再(?:说|說|讲|講|发|發|写|寫)|重新(?:说|說|讲|講)"
)
# A question whether something was kept: "保存した？", "覚えてる？", "记住了吗", "存了没".
_CHECK = re.compile(
    r"(?:保存|記憶|メモ|覚え|おぼえ|登録)(?:した|して(?:る|ある|くれた)|てる|ている|られた)?(?:の|よね|かな|か)?[?？]"
    r"|(?:记住|記住|记下|記下|存|保存|记|記)(?:了|下|好)?(?:吗|嗎|没有?|沒有?)[?？]?"
)
# The repetition announced, and what may follow it before the fact.
_AGAIN = re.compile(
    r"(?:もう(?:一回|一度|いっかい|いちど)|改めて|念のため(?:もう一回|もう一度)?)(?:だけ)?"
    r"(?:言う|いう|言います|書く|書きます|伝える|伝えます)(?:ね|よ|けど|けれど|と|から|わ)?"
    r"|(?:我)?(?:再|重新)(?:说|說|讲|講|发|發|写|寫)(?:一遍|一次|一下)"
)
# What is said again is a question or a request, not a fact.
_ASKS = re.compile(
    r"[?？]|问题|問題|怎么|怎麼|如何|什么|什麼|为什么|為什麼|質問|どう(?:やって|すれば)|教えて|帮我|幫我"
)
_LEAD = re.compile(r"[\s,，、:：。!！~～\-—]*")


def cjk_repeat_directive(text: str, lowered: str) -> Directive | None:  # noqa: PLR0911
    """The fact said again after a question whether it was kept, or ``None``."""
    if lowered.isascii() or _GATE.search(lowered) is None:
        return None  # the common case
    check = _CHECK.search(lowered)
    if check is None:
        return None
    again = _AGAIN.search(lowered, check.end())
    if again is None:
        return None
    from agents import directives as d  # noqa: PLC0415

    user, low = d._folded_head(text)
    if len(low) != len(user):
        return None
    start = _LEAD.match(low, again.end())
    at = start.end() if start is not None else again.end()
    if at >= len(low) or len(low) - at > LONGEST:
        return None
    lang = "ja" if re.search(r"[\u3040-\u30ff]", low) else "zh"
    payload = low[at:]
    if (
        _ASKS.search(payload)
        or d._task_word(payload)
        or d._task_deixis(payload)
        or d._relayed(low, at)
    ):
        return None  # a question or a task said again: "我再说一遍刚才的问题：怎么…"
    statement = d._clean_statement(user[at:], lang, forget=False)
    if statement is None:
        return None
    return d.Directive(
        action=d.DirectiveAction.REMEMBER, statement=statement, language=lang, form="memory+repeat"
    )
