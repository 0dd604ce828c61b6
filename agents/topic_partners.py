"""The partner: one at a time, whatever word names them.

A person has one partner at a time, called by many words (German "mein Freund", "meine
Freundin" with the singular possessive are the partner; a friend is "ein Freund"): "my
girlfriend's name is Wren", "mon copain s'appelle Léo", "mi novio se llama Iker", "我老公叫大伟",
"彼氏の名前はケン". The
partner's name is one attribute, ``partner name``, across the words and the languages, so
"my new boyfriend is called Tom" updates "my girlfriend's name is Wren" — while a sister's
or a friend's name keeps its own key (two sisters are two people).

A change of partner is usually said as a relationship status, not as a name: "wren and i
broke up, I'm seeing someone new", "c'est fini avec Léo", "ya no estoy con mi novio",
"和男朋友分手了", "彼女と別れた". Such a statement is keyed ``relationship``; when the user has
told us no status but a partner's name, it updates the name (``Classification.also``, which
the writer applies only when exactly one alternative is stored). A status that keeps the
partner ("we got married", "I have a girlfriend") says nothing against their name and gets
no such alternative.
"""

from __future__ import annotations

import re

__all__ = ["PARTNER_NAME", "ends_or_replaces_partner", "is_partner", "names_the_partner"]

PARTNER_NAME = "partner name"


# Relation words (as :mod:`agents.topics` canonicalises them) that name the partner.
def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


_PARTNERS = _words(
    """
    girlfriend boyfriend partner spouse wife husband fiance fiancee fiancé fiancée
    partnerin ehefrau ehemann frau mann verlobte verlobter freund freundin
    copain copine compagnon compagne conjoint conjointe mari femme epouse époux epoux épouse
    petit ami petite amie fiance fiancee
    novio novia pareja esposo esposa marido mujer pololo polola enamorado enamorada
    prometido prometida
    妻子 丈夫 男朋友 女朋友 对象 未婚妻 未婚夫 先生
    妻 夫 嫁 旦那 主人 彼女 彼氏 恋人 婚約者
    """
) | {"petit ami", "petite amie"}

# A partner parted from, or a new one: "broke up", "split up", "single again", "c'est fini
# avec", "on s'est quittés", "Schluss gemacht", "getrennt", "rompimos", "ya no estoy con",
# "分手", "离婚", "別れ", "someone new", "new girlfriend", "nouveau copain", "neue Freundin",
# "nuevo novio", "新男友", "新しい彼氏".
_ENDS_OR_REPLACES = re.compile(
    r"\b(?:broke up|break up|broken up|split up|split|single|divorced|separated|dumped|"
    r"it'?s over|someone new|somebody new|new (?:girlfriend|boyfriend|partner|gf|bf)|"
    r"getrennt|schluss|geschieden|single|neue(?:n|r)? (?:freundin|freund|partnerin|partner)|"
    r"c'est fini|rompu|quitte|quittes|quittee|quittees|separe|separes|separee|separees|"
    r"celibataire|divorce|nouveau (?:copain|mec)|nouvelle (?:copine|meuf)|"
    r"rompimos|terminamos|cortamos|lo dejamos|la dejamos|ya no estoy con|solter[oa]|"
    r"divorciad[oa]|separad[oa]|nuev[oa] (?:novi[oa]|pareja)|aus mit|se acabo con|"
    r"(?:termine|corte|rompi) con)\b"
    # a partner named with a verb of being together, now ("I'm dating Lisa now", "je sors
    # avec Clara", "bin jetzt mit Mia zusammen", "ahora salgo con Laura")
    r"|\b(?:dating|seeing|going out with|sors avec|sort avec|salgo con|saliendo con|estoy con)\s+"
    r"(?-i:[A-Z])|\bmit (?-i:[A-Z])\w+ zusammen\b"
    r"|分手|分了|离婚|离了|单身|新(?:男|女)(?:朋)?友|新对象|別れ|離婚|独身|新しい(?:彼氏|彼女|恋人)",
    re.IGNORECASE,
)


# The partner named by "is" ("my girlfriend is Mia", "ahora mi novia es Lucía", "mon copain
# c'est Hugo", "mein Freund ist jetzt Ben"): a capitalised name ends the statement. A
# nationality is not a name ("my wife is Italian", "meine Frau ist Italienerin").
_IS_NAME = re.compile(
    r"\b(?:is|'s|es|ist|est|c'est)(?:\s+(?:now|ahora|jetzt|maintenant))?\s+"
    r"(?-i:[A-Z])[a-z\u00c0-\u024f]+(?<!ian)(?<!ese)(?<!ish)(?<!erin)(?<!can)"
    r"(?:\s+(?:now|ahora|jetzt|maintenant))?\s*[.!]*$",
    re.IGNORECASE,
)


# In Chinese and Japanese: "我男朋友是小林", "彼氏はタクミです" (not "是上海人", a place).
# The name follows the partner word itself (or its "name"): "我老公开的是特斯拉" and
# "夫の車はプリウスです" say what he drives, not who he is.
_CJK_PARTNER_WORDS = (
    r"老公|老婆|丈夫|妻子|太太|先生|爱人|男朋友|女朋友|男友|女友|对象|未婚妻|未婚夫|"
    r"妻|夫|嫁|旦那|主人|彼女|彼氏|恋人|婚約者|名前|名字"
)
_CJK_IS_NAME = re.compile(
    rf"(?:{_CJK_PARTNER_WORDS})(?:さん|くん|ちゃん)?(?:现在|如今|今は|今)?(?:是|叫|は)"
    r"(?P<who>[\u30a0-\u30ff\u4e00-\u9fff]{1,6}?)(?:さん|くん|ちゃん)?(?:です|だ)?"
    r"[。!！]*$"
)


def names_the_partner(text: str) -> bool:
    """Does a statement about the partner end by naming them with "is"?"""
    if _IS_NAME.search(text) is not None:
        return True
    m = _CJK_IS_NAME.search(text)
    return m is not None and not m.group("who").endswith("人")


def is_partner(relation: str) -> bool:
    """Does ``relation`` (a canonical relation word) name the user's partner?"""
    return relation in _PARTNERS


def ends_or_replaces_partner(text: str) -> bool:
    """Does a relationship statement part from a partner or name a new one?"""
    return _ENDS_OR_REPLACES.search(text) is not None
