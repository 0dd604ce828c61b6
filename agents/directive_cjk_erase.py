"""An erase request made on the condition that the assistant holds the thing (zh, ja).

"電話番号、そっちで保存してるなら消しといて", "私の住所、覚えてるなら消して", "我公司名字你之前
是不是存了？有的话删了吧", "我的手机号，如果你记了的话就删掉". A careful speaker who is not
sure what the assistant kept names the thing first, then makes the erasing conditional on
its being held: "if you saved it", "if you remember it", "if there is one". The condition
names a verb of keeping with the assistant as its subject, so the named thing is something
the assistant may hold — a memory, not a file of the work ("このファイル、保存してるなら消して"
is left to the caller's task checks).

The thing is the clauses before the condition in its sentence; in Chinese, when the
condition opens its sentence ("有的话删了吧"), the sentence before asks whether it was kept
("我公司名字你之前是不是存了？") and the thing is the words before its "你".

A speaker who does not know how to ask for an erase describes the state they want instead:
the assistant not knowing the thing ("就是想让你不记得我家地址了", "私の住所を知らない状態に戻して
ほしい"). That wish is a forget of the thing (:func:`cjk_unknowing`).

Pure functions on lower-cased text whose offsets are those of the user's text.
"""

from __future__ import annotations

import re

__all__ = ["cjk_condition_only", "cjk_held_erase", "cjk_unknowing"]

# "保存してるなら", "覚えてるなら", "メモしてあるんだったら", "もし記録してたら".
_JA_CONDITION = re.compile(
    r"(?:もし)?(?:そっち|そちら|あなた)?(?:で|が|に)?(?:まだ)?"
    r"(?:保存|記憶|メモ|記録|登録|覚え|おぼえ)(?:し)?(?:て(?:る|いる|ある|た|ます)|た|ました)"
    r"(?:ん|の)?(?:なら|んだったら|のであれば|のなら|だったら|ら)"
    r"[、,\s]*(?:それ|全部)?(?:は|を|も)?"
    r"(?=消して|消しと|消しちゃ|消しておいて|削除|忘れて)"
)
# "有的话删了吧", "如果你存了的话就删掉", "记下了的话帮我清掉"; an opening "if" makes
# "的话" optional ("如果你存了就删掉").
_ZH_KEPT = r"(?:有|存了|记了|記了|记下了|記下了|保存了|存过|存過|记过|記過)"
_ZH_IF = rf"(?:(?:如果|要是)(?:你)?{_ZH_KEPT}(?:的话|的話)?|(?:你)?{_ZH_KEPT}(?:的话|的話))"
_ZH_CONDITION = re.compile(
    rf"{_ZH_IF}[，,\s]*(?:就|那就)?(?:帮我|幫我|直接)?(?=删|刪|清掉|忘掉|去掉)"
)
# The sentence before asks whether the thing was kept: "我公司名字你之前是不是存了".
_ZH_ASKED = re.compile(
    r"(?P<t>[^，,。？?]{2,24}?)(?:你|您)(?:之前|以前|上次)?(?:是不是|有没有|有沒有)?"
    r"(?:存|记|記|保存)(?:了|过|過|下|下来|下來)*(?:吗|嗎|没|沒|没有|沒有)?$"
)
# A statement that is only the condition names nothing to erase ("メモしてあるなら",
# "如果你记了的话"): the thing is before it.
_CONDITION_ONLY = re.compile(
    r"(?:もし)?(?:そっち|そちら|あなた)?(?:で|が|に)?(?:まだ)?"
    r"(?:保存|記憶|メモ|記録|登録|覚え|おぼえ)(?:し)?(?:て(?:る|いる|ある|た|ます)|た|ました)"
    r"(?:ん|の)?(?:なら|んだったら|のであれば|のなら|だったら|ら)"
    # The statement may have lost its closing "了" to the statement's trimming ("如果你存").
    r"|(?:如果|要是)(?:你)?(?:有|存|记|記|保存|记下|記下)(?:了|过|過)?(?:的话|的話)?"
    r"|(?:你)?(?:有|存|记|記|保存|记下|記下)(?:了|过|過)?(?:的话|的話)"
)
_CLAUSE_MARK = re.compile(r"[，,、；;：:]+")
_EDGE = " \t…~～\u3000「」“”\"'"


def cjk_held_erase(
    lowered: str, lang: str, sentences: list[tuple[int, int]]
) -> tuple[int, int] | None:
    """The span of the thing to erase under a condition that it is held, or ``None``."""
    condition = _JA_CONDITION if lang == "ja" else _ZH_CONDITION
    for index, (start, end) in enumerate(sentences):
        found = condition.search(lowered, start, end)
        if found is None:
            continue
        opens = start
        for mark in _CLAUSE_MARK.finditer(lowered, start, found.start()):
            opens = mark.end()
        if opens > start:
            return _trimmed(lowered, start, _last_mark_before(lowered, start, opens))
        if lang == "zh" and index > 0:
            before_start, before_end = sentences[index - 1]
            asked = _ZH_ASKED.search(lowered[before_start:before_end].rstrip(_EDGE))
            if asked is not None:
                return _trimmed(
                    lowered, before_start + asked.start("t"), before_start + asked.end("t")
                )
        return None
    return None


def _last_mark_before(lowered: str, start: int, opens: int) -> int:
    """The end of the words before the clause mark that ends at ``opens``."""
    at = opens
    while at > start and _CLAUSE_MARK.match(lowered[at - 1]):
        at -= 1
    return at


def _trimmed(lowered: str, start: int, end: int) -> tuple[int, int] | None:
    while start < end and lowered[start] in _EDGE:
        start += 1
    while end > start and lowered[end - 1] in _EDGE:
        end -= 1
    return (start, end) if end - start >= 2 else None


def cjk_condition_only(statement: str) -> bool:
    """Whether a statement is only the condition that the thing is held."""
    return _CONDITION_ONLY.fullmatch(statement.strip(_EDGE + "、，,")) is not None


# "(想)让你不记得X了", "希望你忘掉X": the assistant made not to know the thing.
_ZH_UNKNOWING = re.compile(
    r"(?:让|讓|叫)(?:你|您)(?:不再|不要再|别再|別再|不)(?:记得|記得|记住|記住)"
    r"(?P<t>[^，,。！？!?\s]{2,30}?)(?:了|吧|啦)*(?=$|[，,。！？!?\s])"
)
# "Xを知らない状態に戻して": back to the state of not knowing the thing.
_JA_UNKNOWING = re.compile(
    r"(?P<t>[^、。！？!?\s]{2,30}?)を(?:知らない|覚えていない|覚えてない)(?:状態|ところ)に戻して"
)


def cjk_unknowing(lowered: str, lang: str) -> tuple[int, int] | None:
    """The span of the thing the speaker wishes the assistant did not know, or ``None``."""
    found = (_JA_UNKNOWING if lang == "ja" else _ZH_UNKNOWING).search(lowered)
    return None if found is None else _trimmed(lowered, *found.span("t"))
