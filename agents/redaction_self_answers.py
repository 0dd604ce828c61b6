"""A secret given as the answer to the speaker's own question: "and the PIN for the card?
hmm let me think... 7730", "le code reçu par SMS c'est quoi déjà... ah 482193", "¿Y el
código que me mandaron? Ah sí, 482193", "what's my password again... oh right Tulip2020".

People who look a secret up while they write ask themselves for it, hesitate, and then
write it down. The question names the secret (a PIN, code or password label of
:mod:`agents.redaction_words`) and ends with a question mark or a trailing-off ("...",
"…") within ``_QUESTION_REACH`` characters of the label, on its line, with no digit or
sentence end between (a colon, too: "PIN: mum's birthday backwards, so 2191"). The
answer is the first token after it, past only hesitation
and confirmation words ("hmm", "let me think", "oh right", "ah oui", "attends", "Moment",
"genau", "a ver", "sí", "えーと", "哦", and "it's", "c'est", "es", "ist", "是"): for a PIN or
a code 4-8 digits, not a year, not a time, an amount or a quantity ("the PIN? no idea,
ask mum, she was born in 1962", "the code? we need 3 of them by 1200"); for a password a
token that looks made (:func:`agents.redaction_shapes.generated_shape`). Any other word
after the question mark ends the search: the answer is said at once, or, for a PIN or a
code, after one short remark and a comma when it then ends the sentence ("the pin? same
as my birthday, 0412").

A question and its answer may be quoted as a dialogue: the question's closing quote, an
optional arrow, dash or colon, and the answer in quotes of its own ("\"and the code for the
back door?\" \"7391\"", "« et le code de la cave ? » « 5582 »", "「暗証番号は？」「1990」",
"\"the padlock?\" → 3-8-1"). The answer is then 4-8 digits, a lock's combination
("3-8-1"), or, for a password, a made token in its quotes; a year too when it stands
alone in its quotes, the whole reply to the question. A dialogue's dash opens an answer
too ("— Et le digicode ? — 4471", "—¿Y el código? —1357").

A word that says what kind of code it is, before the label or after it ("confirmation
code?", "promo code?", "code postal ?", "¿código de descuento?"), or a word in the
question that names another number ("the code of the booking?", "PIN for room 12?"),
ends the search.

The label phrases are cues of the scanner's one Aho-Corasick pass: text without one
costs nothing here, and text with one a look at the characters after it.
"""

from __future__ import annotations

import re

from agents.redaction_kinds import Candidate, FindingKind
from agents.redaction_labels import trie_pattern
from agents.redaction_probe import Probe
from agents.redaction_scan import CueHandler
from agents.redaction_shapes import generated_shape
from agents.redaction_words import (
    CODE_LABELS,
    NOT_A_PHONE_BEFORE,
    PASSWORD_LABELS,
    PIN_LABELS,
    SHORT_PASSWORD_LABELS,
    WEAK_CODE_LABELS,
    WEAK_CODE_NOT_AFTER,
    words,
)

__all__ = ["SELF_ANSWER_HANDLER"]

K = FindingKind

_NUMERIC = frozenset((*PIN_LABELS, *CODE_LABELS, *WEAK_CODE_LABELS))
_WORDY = frozenset((*PASSWORD_LABELS, *SHORT_PASSWORD_LABELS)) - _NUMERIC
_QUESTION_REACH = 48
# The question: no digit, no sentence end, then "?" or a trailing-off.
_QUESTION = re.compile(r"[^\n\d.!?。！？？…:：]{0,48}?(?:[?？]+|\.{2,}|…+|[:：])")
_HESITATIONS = (
    # en
    r"a+h+|o+h+|u+h+|u+m+|hm+|e+r+m*|wait|right|yes|yeah|yep|ok(?:ay)?|so|well"
    r"|let\s+me\s+(?:think|check|see|look)|i\s+think|it'?s|it\s+is|that'?s|here\s+it\s+is"
    r"|got\s+it|found\s+it"
    # fr
    r"|euh+|bon|attends?|attendez|voil[àa]|oui|alors|bah|ben|c['’]est|je\s+crois|ah\s+oui"
    # de
    r"|ä+h+m*|moment|warte|genau|ja|also|ach\s+so|achso|ach\s+ja|ist|das\s+ist|ich\s+glaube"
    # es
    r"|eh+|em+|este|pues|a\s+ver|espera|s[ií]|vale|es|creo\s+que|ya"
)
_CJK_HESITATIONS = (
    r"哦|噢|啊|嗯|呃|对了|对|是|好像是|应该是|就是"
    r"|えーと|ええと|えっと|あっ|ああ|あ|うーん|そう|たしか|確か|は"
)
_FILLER = re.compile(
    rf"(?:[\s,.:;!…、，。：]*(?:(?<![^\W\d_])(?:{_HESITATIONS})(?![^\W\d_])|{_CJK_HESITATIONS}))*"
    r"[\s,.:;!…、，。：]*",
    re.IGNORECASE,
)
# A question and its answer quoted as a dialogue: the question's closing quote, then an
# arrow, a dash or a colon, and the answer's opening quote ("\"the code?\" \"4471\"",
# "« le code ? » « 5582 »", "「暗証番号は？」「1990」", "\"the padlock?\" → 3-8-1").
_QUOTE_CLOSE = '"”’»」』'
_QUOTE_OPEN = '"“‘„‚«「『'
_DIALOGUE = re.compile(
    rf"[ \t]*[{_QUOTE_CLOSE}][ \t]*(?:(?:→|->|=>|—|–|-|:|：)[ \t]*)?"
    rf"(?P<open>[{_QUOTE_OPEN}]?)[ \t]*"
    # the dash of a dialogue's next line: "—¿Y la alarma? —1357", "— le digicode ? — 4471"
    # (the probe has every dash as "-")
    r"|[ \t]+-[ \t]*"
)
_QUOTED_END = re.compile(rf"[ \t]*[{_QUOTE_CLOSE}]")
# A lock's combination read out in dashes or dots: "3-8-1", "12-04-33".
_COMBINATION = re.compile(r"[0-9]{1,2}(?:[-.][0-9]{1,2}){2,5}(?![0-9A-Za-z]|[.,:/-][0-9])")
# A remark about the value before it: a few words with no digit, then a comma or a colon
# (or "so", "also", "donc", "así que", "所以", "だから").
_SO = r"(?:so|also|donc|alors|así\s+que|entonces|所以|だから)"
_REMARK = re.compile(
    rf"[^\W\d_][^\d\n.!?,;:，。！？；：]{{0,40}}?"
    rf"(?:[,:，：、][ \t]*(?:{_SO}[ \t]*)?|[ \t]{_SO}[ \t]*)",
    re.IGNORECASE,
)
_SENTENCE_END = re.compile(r"[ \t]*(?:[.!?。！？\n]|\Z)")
_DIGITS = re.compile(r"[0-9]{4,8}(?![0-9A-Za-z]|[.,:/-][0-9])")
_TOKEN = re.compile(r"[^\s,;，。、]+")
_YEAR = re.compile(r"(?:19|20)[0-9]{2}")
_NEXT_WORD = re.compile(r"[ \t]*([^\W\d_]+|[%€$£¥])")  # CJK text after it is no word here
_CUES = tuple(sorted(_NUMERIC | _WORDY))
# A word that names another number than a secret, in the question: an order's, a
# booking's, a room's (the phone finder's list).
_OTHER_NUMBER = re.compile(
    r"(?<![^\W\d_])(?:"
    + "|".join(map(re.escape, sorted(NOT_A_PHONE_BEFORE, key=len, reverse=True)))
    + r")(?![^\W\d_])"
)
_KIND_AFTER = re.compile(
    r"(?<![^\W\d_])(?:" + "|".join(map(re.escape, sorted(WEAK_CODE_NOT_AFTER))) + r")(?![^\W\d_])"
)
_WORD_BEFORE = re.compile(
    r"(?<![^\W\d_])(?:" + "|".join(map(re.escape, sorted(WEAK_CODE_NOT_AFTER))) + r")[ \t-]*\Z"
)
# The words that may follow an answer in the same clause: a hedge, a tag question.
_MAY_FOLLOW = words(
    """
    i je ich creo glaube pense believe think iirc right ok okay or oder ou o no nein non
    yes ja oui sí si sure sicher seguro maybe vielleicht peut-être quizás
    """
)


def _is_word_at(text: str, start: int, end: int) -> bool:
    # a Latin label is a word of its own ("pin", not "shopping"); a CJK one need not be
    before = text[start - 1 : start]
    after = text[end : end + 1]
    latin = text[start].isascii() and text[start].isalpha()
    if latin and before.isalpha():
        return False
    return not (text[end - 1].isascii() and after.isascii() and after.isalpha())


def _answer(text: str, start: int, *, numeric: bool) -> tuple[int, int] | None:
    if numeric:
        match = _DIGITS.match(text, start)
        if match is None or (len(match.group()) == 4 and _YEAR.fullmatch(match.group())):
            return None
        following = _NEXT_WORD.match(text, match.end())
        if following is not None and following.group(1).casefold() not in _MAY_FOLLOW:
            return None  # "1234 people signed up", "1530 Uhr", "4471 €": a number in prose
        return match.span()
    match = _TOKEN.match(text, start)
    if match is None:
        return None
    value = match.group().rstrip(".!?…)")
    return (start, start + len(value)) if generated_shape(value) else None


def _find(probe: Probe, positions: list[int], found: list[Candidate]) -> None:
    text, lowered = probe.text, probe.lowered
    if not any(mark in text for mark in _ASKS):
        return  # no question, trailing-off or colon: nothing is answered
    done = -1
    for at in positions:
        # the question first, from the label's start (a label holds no "?"): most labels
        # stand in no question, and this fails within the line
        if at < done or _QUESTION.match(text, at) is None:
            continue
        label = _longest(lowered, at)
        if label is None or not _is_word_at(lowered, at, at + len(label)):
            continue
        if _WORD_BEFORE.search(lowered, max(0, at - 24), at) is not None:
            continue  # "confirmation code? …", "promo code: …": no secret's code
        question = _QUESTION.match(text, at + len(label))
        if question is None or _OTHER_NUMBER.search(lowered, at, question.end()) is not None:
            continue  # "the code of the booking? …", "PIN for room 12?": another number
        if _KIND_AFTER.search(lowered, at + len(label), question.end()) is not None:
            continue  # "code postal ?", "¿código de descuento?": the kind follows the label
        numeric = label in _NUMERIC
        span = _dialogue_answer(text, question.end()) or _plain_answer(
            text, question, numeric=numeric
        )
        if span is not None:
            found.append((*span, K.PIN if numeric else K.PASSWORD))
            done = span[1]


def _plain_answer(text: str, question: re.Match[str], *, numeric: bool) -> tuple[int, int] | None:
    filler = _FILLER.match(text, question.end())
    if filler is None or filler.end() >= len(text):
        return None
    # After a colon the label finder reads the value itself; only a remark before it
    # is left to read here.
    colon = question.group()[-1] in ":："
    span = None if colon else _answer(text, filler.end(), numeric=numeric)
    if span is None and numeric:
        # "the pin? same as my birthday, 0412": a short remark, a comma, and the
        # digits, which then end the sentence
        remark = _REMARK.match(text, filler.end())
        if remark is not None:
            span = _answer(text, remark.end(), numeric=True)
            if span is not None and _SENTENCE_END.match(text, span[1]) is None:
                span = None
    return span


def _dialogue_answer(text: str, end: int) -> tuple[int, int] | None:
    dialogue = _DIALOGUE.match(text, end)
    if dialogue is None:
        return None
    return _quoted_answer(text, dialogue.end(), quoted=bool(dialogue.group("open")))


def _quoted_answer(text: str, start: int, *, quoted: bool) -> tuple[int, int] | None:
    """The answer of a quoted dialogue: 4-8 digits or a combination; a year too when it
    stands alone in its quotes ("「1990」"), the whole answer to the question."""
    match = _DIGITS.match(text, start) or _COMBINATION.match(text, start)
    if match is None:
        if not quoted:
            return None
        token = _TOKEN.match(text, start)  # a password: a made token in its quotes
        if token is None:
            return None
        value = token.group()
        # in its quotes, the value ends at the closing one ("Tulip2020!")
        value = value[: min((value.find(q) for q in _QUOTE_CLOSE if q in value), default=None)]
        return (start, start + len(value)) if generated_shape(value) else None
    alone = quoted and _QUOTED_END.match(text, match.end()) is not None
    if not alone:
        following = _NEXT_WORD.match(text, match.end())
        if following is not None and following.group(1).casefold() not in _MAY_FOLLOW:
            return None
        if len(match.group()) == 4 and _YEAR.fullmatch(match.group()):
            return None
    return match.span()


def _longest(lowered: str, at: int) -> str | None:
    # The longest label phrase that starts here ("pin code" before "pin").
    match = _CUE_PATTERN.match(lowered, at)
    return None if match is None else match.group()


_CUE_PATTERN = re.compile(trie_pattern(_CUES))
_ASKS = ("?", ":", "…", "..", "？", "：")

SELF_ANSWER_HANDLER = CueHandler(_CUES, _find)
