"""The request around a statement, taken off before the statement is read.

A user asking to be remembered wraps the fact in the request: "remember my nickname is
Bea", "im 38 pls remember", "wohne in Ulm btw, merk dir das", "retiens que mon copain
s'appelle Léo", "recuerda que trabajo de noche", "记住我住在成都", "猫を二匹飼ってるって
覚えておいて". The request says nothing about the user, but it hides the statement's edges
from the rules that read them: a frame anchored at the start ("my sister …" is about her)
or a claim that must end where its grammar ends ("I'm 38" and nothing after it).

:func:`without_request` takes off one request at the start and the requests, "btw" and
politeness at the end; what is left is the statement as the user would have said it
unprompted. Text that is nothing but a request is left as it is.
"""

from __future__ import annotations

import re

__all__ = ["without_request"]

# "remember (that)", "pls note:", "merk dir, dass", "retiens que", "recuerda que", "记住",
# "請記得": at the start, followed by the statement.
_LEADING = re.compile(
    r"^(?:(?:pls|plz|please|hey|ok|okay|and|also|btw|bitte|stp|porfa|por favor)[\s,]+)*"
    r"(?:(?:remember|don't forget|dont forget|do not forget|keep in mind)(?:\s+(?:that|this))?"
    r"(?:\s*[:,\-]\s*|\s+)|(?:note|make a note)(?:\s+that\s+|\s*:\s*)"
    r"|(?:merk(?:e)? dir|notier(?:e)? dir|vergiss nicht)(?:\s+bitte)?"
    r"(?:\s*,?\s*dass\s+|\s*[:,\-]\s*|\s+)"
    r"|(?:retiens|rappelle-toi|souviens-toi|n'oublie pas)(?:\s+bien)?"
    r"(?:\s+que\s+|\s+qu'|\s*[:,\-]\s*|\s+)"
    r"|note(?:\s+que\s+|\s+qu'|\s*:\s*)"
    r"|(?:recuerda|acuérdate|acuerdate|apunta|anota|no olvides)"
    r"(?:\s+(?:de )?que\s+|\s*[:,\-]\s*|\s+)"
    r"|(?:请|請)?(?:帮我)?(?:记住|記住|记一下|記一下|记得|記得)(?:一下)?[，,:：\s]*)",
    re.IGNORECASE,
)
# "… remember that", "…, merk dir das", "… retiens-le stp", "… recuérdalo", "…，记住哦",
# "…って覚えておいて", and a closing "btw" or "pls": at the end, after the statement.
_TRAILING = re.compile(
    r"(?:[\s,.;:!\-]*(?:"
    r"\b(?:(?:pls|plz|please|so|and|ok|okay)\s+)*(?:remember(?:\s+(?:that|this|it))?|"
    r"don'?t forget(?:\s+(?:that|this|it))?|keep (?:that|this|it) in mind|note (?:that|this|it))\b"
    r"|\b(?:merk(?:e)? dir (?:das|des|es)|bitte merken|nicht vergessen)\b"
    r"|\b(?:retiens(?:[- ](?:le|ça|ca|bien))?|note[- ]le|n'oublie pas)(?![\w'])"
    r"|\b(?:recuérdalo|recuerdalo|apúntalo|apuntalo|anótalo|anotalo|no lo olvides)\b"
    r"|\b(?:btw|fyi|pls|plz|please|thx|thanks|ty|stp|svp|porfa|bitte|danke)\b"
    r"|(?:请|請)?(?:记住|記住|记一下|記一下|记好|別忘了|别忘了)(?:了|哦|啊|喔|哈|呀|噢|吧)*"
    r"|(?:って|と)?(?:覚えて(?:おいて|といて|て)?|メモして)(?:ね|ください|下さい|ほしい)?"
    r"))+[\s.!！。~～]*$",
    re.IGNORECASE,
)


def without_request(text: str) -> str:
    """``text`` with the remember request around it taken off ("im 38 pls remember" →
    "im 38"); unchanged when nothing of the statement would be left."""
    bare = _TRAILING.sub("", _LEADING.sub("", text, count=1))
    left = bare.strip(" ,.;:!?-").casefold()
    return bare if left and left not in _FILLERS else text


# What is left of a request that holds no statement ("remember that").
_FILLERS = frozenset({"that", "this", "it", "das", "es", "ça", "ca", "eso", "esto"})
