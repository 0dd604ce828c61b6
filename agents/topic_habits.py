"""The user's smoking and drinking: one habit each, which a newer statement replaces.

A person smokes or does not, drinks or has stopped, at any one time: "I smoke about ten a
day" is replaced by "I quit smoking in March", "I drink most weekends" by "not drinking at
all any more". So each habit is a single-valued key, and every statement of its state —
doing it, cutting down, giving it up, taking it up again — carries that key:

=======================  ====================================================================
key                      recognised (en/zh/de/fr/es/ja)
=======================  ====================================================================
``habit smoking``        the verb of smoking or vaping with the user as subject, giving it up
                         or taking it up again, being a (non-)smoker: "I smoke", "quit
                         smoking", "ich rauche", "Nichtraucherin", "je fume", "j'ai arrêté
                         de fumer", "fumo", "dejé de fumar", "我在戒烟", "抽烟", "禁煙",
                         "タバコやめた"
``diet regime alcohol``  drinking as a habit: English "drink" without an object or with a
                         drink of alcohol ("I drink most weekends", "I drink wine"), and in
                         every language a verb of drinking with an alcoholic drink ("ich
                         trinke Bier", "je bois du vin", "tomo cerveza", "喝啤酒",
                         "ビールを飲む"); the same key as not drinking
                         (:mod:`agents.topic_health`), so one replaces the other
=======================  ====================================================================

English "drink" with any other object ("I drink a lot of water", "I drink coffee every
morning") is not the habit. Someone else's smoking ("my dad smokes") never reaches this
module: :func:`agents.topics.classify` gives statements about another person their own
label first. A wish or plan ("I want to quit smoking") is filtered by the caller
(:func:`agents.topic_health.body_key`), as for a regime.

``text`` is normalised as :mod:`agents.topics` reads it (accents folded, case kept).
"""

from __future__ import annotations

import re

__all__ = ["ALCOHOL", "SMOKING", "habit_key"]

SMOKING = "habit smoking"
ALCOHOL = "diet regime alcohol"


def _r(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, re.IGNORECASE)


# Smoking said of oneself: the verb with "I", giving it up or taking it up, or the noun of
# being a smoker. Chinese and Japanese name the act without a subject (戒烟, 禁煙).
_SMOKING = _r(
    r"\bi (?:still |also |only |usually |don't |do not |no longer |never |barely |rarely |"
    r"sometimes |occasionally )?(?:smoke|vape)\b|\bi(?:'m| am) (?:still |not |no longer )?"
    r"(?:smoking|vaping)\b|\bi(?:'m| am) (?:a |an )?(?:heavy |light |social |former )?"
    r"(?:non-?smoker|smoker)\b|\bnon-?smoker\b"
    r"|\b(?:quit|stopped|quitting|gave up|giving up|started) (?:smoking|vaping|cigarettes|"
    r"the cigs|nicotine)\b|\b(?:smoking|vaping) again\b"
    r"|\bsmoke[- ]free\b|\brauchfrei\b|\boff (?:the )?(?:cigarettes|cigs|smokes)\b"
    r"|\bich rauche\b|\brauche ich\b|^rauche\b|\b(?:mit dem )?rauchen aufgehort\b"
    r"|\bnichtraucher(?:in)?\b"
    r"|\bich bin (?:\w+ )?raucher(?:in)?\b"
    r"|\bje (?:ne )?fume\b|\bne fume (?:plus|pas)\b"
    r"|\b(?:arrete|arreter) (?:de fumer|la clope|la cigarette)\b"
    r"|\bje suis (?:une? )?(?:\w+ )?fumeu(?:r|se)\b|\bje refume\b"
    r"|\b(?:no )?fumo\b|\b(?:deje|dejar|dejado) de fumar\b|\bvolvi a fumar\b"
    r"|\bsoy (?:\w+ )?fumador(?:a)?\b"
    # Chinese and Japanese name giving it up without a subject (戒烟, 禁煙中); smoking
    # itself only with 我, so "讨厌别人抽烟" is not the user's habit
    r"|戒烟|戒了烟|烟戒了|复吸|我[^，,。]{0,4}?(?:抽烟|吸烟)|不抽(?:烟)?了"
    r"|禁煙(?:し|中|して|を始め|成功|[0-9０-９一二三四五六七八九十]+)|喫煙者(?:です|だ)"
    r"|(?:タバコ|たばこ|煙草)(?:を|は|も)?[^。、，,]{0,8}?(?:やめ|止め|吸(?:う|います|ってい|ってる|わな|いませ))"
)
# Drinks of alcohol, one alternation across the languages.
_ALCOHOL_DRINKS = (
    r"(?:beers?|wine|alcohol|booze|pints?|spirits|cocktails|whiske?y|vodka|gin|rum|"
    r"bier|wein|alkohol|schnaps|biere|vin|alcool|cerveza|cheve|chela|vino|tragos?|copas)"
)
_DRINKING = _r(
    # English "drink" with no object but how often or how much ("I drink most weekends")
    r"\bi (?:\w+ )?drink (?=(?:most|every|on|at|socially|heavily|occasionally|rarely|too much|"
    r"quite a bit|a lot|a few)\b(?! of\b)(?!\s+(?:water|coffee|tea|milk|juice|soda)\b))"
    rf"|\bi (?:\w+ )?drink (?:\w+ )?{_ALCOHOL_DRINKS}\b"
    # sober, or no longer drinking with the verb alone ("4 months sober", "ya no tomo")
    r"|\bsober\b(?! up\b)|\bya no (?:tomo|bebo)\b|\b(?:deje|dejado) de (?:tomar|beber)\b"
    r"|\bllevo [^.,;!?]{1,20} sin (?:tomar|beber)\b|\bkeinen tropfen\b"
    # French and Spanish "boire", "tomar" without an object but how much or how often
    r"|\bje (?:ne )?bois (?=(?:pas mal|beaucoup|souvent|rarement|trop|presque|tous les|le week-end|"
    r"le soir|plus|pas)\b)(?!\S+ (?:d'eau|de l'eau|de cafe|de the|de lait)\b)"
    r"|\b(?:tomo|bebo) (?=(?:bastante|mucho|poco|seguido|todos los|los fines)\b)"
    r"(?!\S+ (?:agua|cafe|te)\b)"
    rf"|(?:\bich |^)trinke (?:\w+ ){{0,3}}?{_ALCOHOL_DRINKS}\b"
    rf"|\bje bois (?:\w+ ){{0,3}}?(?:de la |du |de l'|des )?{_ALCOHOL_DRINKS}\b"
    rf"|\b(?:tomo|bebo) (?:\w+ ){{0,3}}?{_ALCOHOL_DRINKS}\b"
    r"|喝[^，。,.！!？?]{0,4}?(?:酒|啤酒|白酒|红酒|黄酒)"
    # a habit, not one evening: "飲む", "飲んでいる", "飲んでない", never "飲んだ"
    r"|(?:お酒|ビール|ワイン|日本酒|焼酎|ハイボール)(?:を|は|も)?[^。、，,]{0,6}?"
    r"飲(?:む|みます|まない|みません|んでい|んでる|んでな|んでま)"
    r"|お酒(?:を|は)?(?:やめ|止め|控え)"
)


# Smoking food is cooking ("started smoking briskets again", "I smoke my own salmon"): the
# verb with an object is not the habit.
_SMOKED_FOOD = _r(
    r"\bsmok(?:e|ing|ed) (?:a |an |the |some |my |our |his |her |their |own )*(?:meats?|briskets?|"
    r"ribs|fish|salmon|pork|chicken|cheese|turkey|sausages?|bacon|ham|wings|jerky|weed|pot)\b"
)
# In Chinese and Japanese the habit is named without a subject; a second or third person
# before it in its clause ("你戒烟还坚持着吗", "他在戒烟") makes it someone else's.
_CJK_OTHER_BEFORE = re.compile(r"[你您他她][^，,。！!？?、]{0,6}$")
_CJK_QUESTION_END = re.compile(r"[吗嗎][？?]?$|[？?]$")


def _own(found: re.Match[str] | None, text: str) -> bool:
    """Is a habit found, and is it the user's?"""
    if found is None:
        return False
    if found.group(0).isascii():
        return _SMOKED_FOOD.search(text) is None
    clause_end = re.search(r"[，,。！!]", text[found.end() :])
    clause = text[found.end() : found.end() + clause_end.start()] if clause_end else text
    return not (_CJK_OTHER_BEFORE.search(text[: found.start()]) or _CJK_QUESTION_END.search(clause))


def habit_key(text: str) -> str | None:
    """``habit smoking`` or ``diet regime alcohol`` for a statement of the user's habit;
    None for anything else."""
    if _own(_SMOKING.search(text), text):
        return SMOKING
    if _own(_DRINKING.search(text), text):
        return ALCOHOL
    return None
