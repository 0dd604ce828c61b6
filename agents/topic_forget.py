"""What a forget request names, without the reason given for it.

People say why they want something forgotten, in the same message: "forget my gym, I
cancelled it", "pls delete the nickname, I've outgrown it", "oublie mon beau-frère, on ne
se parle plus", "vergiss meinen Verein, ich schau kein Fußball mehr", "把我住哪那条删了，我
搬家了", "前の住所は忘れて、もう引っ越したから". The reason is about the user too, and read as
part of the request it names other things: "I changed jobs" names the employer, "on ne se
parle plus" a language. :func:`forget_object` keeps the
request up to the end of the clause that names what to forget, and drops the clauses after
it that begin as a reason does: a subject of their own ("I", "on", "ich", "我"), a word of
cause ("because", "weil", "parce que", "porque", "因为", "から"), a time word of change ("now",
"最近", "もう").

A clause that goes on describing the item ("forget my allergy, the cat one", "忘掉我住哪，就是
北京那条") is kept: it does not open as a reason.

A forget phrase whose article points at one of the user's own things ("forget the
nickname", "vergiss den Spitznamen", "oublie le surnom", "olvida el apodo") names it as "my
…" does; :func:`as_own` writes it so, for the readers of "my …" phrases.
"""

from __future__ import annotations

import re
import unicodedata

__all__ = ["as_own", "forget_object", "polarity", "without_polarity"]

_FORGET_VERB = re.compile(
    r"\b(?:forget|delete|remove|erase|drop|scrap|wipe|clear|vergiss|vergessen|lösch\w*|"
    r"entfern\w*|oublie\w*|efface\w*|supprime\w*|retire\w*|olvid\w*|borra\w*|elimina\w*|"
    r"quita\w*)\b|忘掉|忘了|忘记|删掉|删了|删除|去掉|刪掉|刪了|刪除|忘記|忘れて|消して|削除",
    re.IGNORECASE,
)
_BREAK = re.compile(r"\s*(?:[,;:.!?，。；：！？、]+|\s[-–—]+)\s*")
# How a reason clause opens: its own subject, a word of cause, a time word of change.
_REASON = re.compile(
    r"^(?:(?:i|i'm|im|i've|ive|i'd|we|we're|it|it's|its|that's|they|he|she|cause|cuz|bc|"
    r"because|since|not|no longer|don't|dont|turns out|honestly|anyway|lol|haha|ich|wir|es|"
    r"das ist|weil|da|bin|hab|habe|stimmt|je|j'|on|c'est|ça|ca|parce|nous|il|elle|yo|"
    r"ya|porque|es que|nos|me|eso|ella|él|"
    # "vergiss des mit da Zither, des mach i nimma": the thing itself as the subject
    r"(?:das|des|dös) (?:mach|mache|tu|tue|hab|habe|brauch|brauche|ist|is|war|stimmt))\b|j'"
    r"|因为|最近|已经|现在|反正|其实|不再|我(?!的)|もう|最近|今は|実は|だって|別に)",
    re.IGNORECASE,
)
# A reason run on without a comma, after the noun that names the item ("forget the barista
# thing i quit", "delete the gym one we cancelled it"): the thing, then its own subject. A
# bare "the thing I don't like" is one phrase: its clause names the item.
_RUN_ON = re.compile(
    r"\b(?!(?:the|that|this|a|an|my|one|any|every|some|other)\b)[\w'-]+ "
    r"(?:thing|things|one|stuff|part|bit|entry|info)\b(?P<cut>) +(?=(?:i|i've|ive|we|we've)\s+"
    r"(?!(?:said|told|mentioned|wrote|gave|sent|asked|like|love|hate|don't|dont|do not|can't|"
    r"cant|enjoy|prefer)\b)\w)",
    re.IGNORECASE,
)
# Chinese and Japanese name the item before the verb ("兼职那条删了吧，机构倒闭了"): what
# follows the verb's clause is a reason, whatever it opens with.
_CJK_BEFORE_VERB = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]{2}")
_CAUSE_INSIDE = re.compile(
    r"\s+(?:because|cuz|weil|parce que|parce qu'|porque)\s.*$|因为.*$",
    re.IGNORECASE,
)


def forget_object(phrase: str) -> str:
    """``phrase`` up to the end of what it asks to forget: "forget my work address, I quit
    that job" → "forget my work address"."""
    text = unicodedata.normalize("NFKC", phrase).strip()
    verb = _FORGET_VERB.search(text)
    start = verb.end() if verb is not None else 0
    object_first = (
        verb is not None
        and not verb.group(0).isascii()
        and _CJK_BEFORE_VERB.search(text[: verb.start()]) is not None
    )
    kept = text
    for brk in _BREAK.finditer(text, start):
        rest = text[brk.end() :]
        if brk.start() >= start and rest and (object_first or _REASON.match(rest)):
            kept = text[: brk.start()]
            break
    run_on = _RUN_ON.search(kept, start)
    if run_on is not None:
        kept = kept[: run_on.start("cut")]
    kept = kept[:start] + _CAUSE_INSIDE.sub("", kept[start:])
    return kept if _FORGET_VERB.sub("", kept).strip(" ,.;:!?，。") else text


_FORGET_EN = r"forget|delete|remove|erase|drop"
_FORGET_DE = r"vergiss|lösche?"
_FORGET_FR = r"oublie|oublier|efface|effacer|supprime|supprimer"
_FORGET_ES = r"olvida|olvidar|borra|borrar|elimina"
_DEFINITE = tuple(
    (re.compile(pattern, re.IGNORECASE), own)
    for pattern, own in (
        # the phrase alone, as a directive hands it over ("the nickname", "den Spitznamen")
        (r"^(?:the|that|this)\s+(?=\w)", "my "),
        (r"^(?:den|die|das|diesen|diese|dieses)\s+(?=\w)", "mein "),
        (r"^(?:le|ce)\s+(?=\w)", "mon "),
        (r"^(?:el|ese|esa)\s+(?=\w)", "mi "),
        # after the verb ("forget the nickname", "oublie la voiture")
        (rf"\b({_FORGET_EN}) (?:the|that|this)\s+(?=\w)", r"\1 my "),
        (rf"\b({_FORGET_DE}) (?:den|die|das|diesen|diese|dieses)\s+(?=\w)", r"\1 mein "),
        (rf"\b({_FORGET_FR}) (?:le|ce)\s+(?=\w)", r"\1 mon "),
        (rf"\b({_FORGET_FR}) (?:la|cette)\s+(?=\w)", r"\1 ma "),
        (rf"\b({_FORGET_ES}) (?:el|la|ese|esa)\s+(?=\w)", r"\1 mi "),
    )
)


def as_own(phrase: str) -> str:
    """A definite article after the forget verb, or opening the phrase, read as "my":
    "forget the nickname" → "forget my nickname" (the user's own things are the only ones
    stored)."""
    for pattern, own in _DEFINITE:
        phrase = pattern.sub(own, phrase)
    return phrase


# -- a like and a dislike ------------------------------------------------------------------------
#
# "I love ramen" and "I hate celery" are two facts that share their kind; a forget names
# which by its polarity ("forget the thing I don't like", "把我不喜欢苦瓜那条删了", "oublie ce
# que je déteste"). The dislike is read first: it contains the like's verb in every language.

_DISLIKE = re.compile(
    r"\b(?:don'?t|do not|doesn'?t|never) (?:really )?(?:like|love|enjoy)|"
    r"\b(?:dislike|hate|can'?t stand|cannot stand|not a fan of|not into)\b|"
    r"\bmag (?:kein\w*|nicht)\b|\bhasse\b|\bnicht ausstehen\b|"
    r"\b(?:n'aime|aime) (?:pas|plus)\b|\b(?:déteste|deteste|supporte pas)\b|"
    r"\bno me gusta|\b(?:odio|detesto)\b|"
    r"不喜欢|不爱|讨厌|受不了|嫌い|苦手|好きじゃない|好きではない",
    re.IGNORECASE,
)
_LIKE = re.compile(
    r"\b(?:like|love|enjoy|adore|mag|liebe|aime|me gusta|me encanta|encantan?)\b"
    r"|喜欢|爱吃|好き",
    re.IGNORECASE,
)


def polarity(text: str) -> str | None:
    """``"dislike"``, ``"like"``, or None for a statement or phrase that states neither."""
    if _DISLIKE.search(text):
        return "dislike"
    if _LIKE.search(text):
        return "like"
    return None


def without_polarity(text: str) -> str:
    """The text with its verbs of liking taken out: what is liked or disliked remains."""
    return _LIKE.sub(" ", _DISLIKE.sub(" ", text))
