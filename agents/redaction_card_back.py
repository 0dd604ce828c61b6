"""A card's security code named by where it is printed or how many digits it has, with the
code a few words on: "the 3 numbers on the back are 907", "le code à l'arrière est 295",
"背面的三位数，我念了908", "cód. seg. 5527", "裏の3桁は 412".

People who do not know the word "CVV" describe the code: where it stands on the card ("on
the back", "à l'arrière", "au dos", "auf der Rückseite", "al dorso", "背面", "裏面") or its
length ("three digits", "drei Ziffern", "三位数", "3桁"); Spanish card forms abbreviate it
("cód. seg.", "cod. seguridad"). The label finder (:mod:`agents.redaction_labels`) reads
such a phrase only with its value just after it and a card named on its line. Here the
value may stand further on: the first 3-4 digit number within ``_REACH`` characters of the
phrase, in the same sentence, with no other number before it and not followed by a unit
or a currency ("3 digits on the back, about 30 €"). The message must name a card or a
payment (a card word, a card we redacted, a run of 13 digits or more, "checkout",
"paiement", "pago", "支付" …),
so "the 3 numbers on the back of the jersey are 23" stays.

A card's PIN is named the same way by its length ("the 4 digits for mum's card are
5590", "die vier Ziffern für Papas Karte", "les 4 chiffres de la carte", "母のカードの4桁は
5590", "六位数"): then the value has exactly four (or six) digits and is a ``pin``, and
"the last 4 digits" or "the card ending in the 4 digits …" (the card number's tail) is
none.

The phrases are cues of the scanner's one Aho-Corasick pass: text without one costs
nothing here.
"""

from __future__ import annotations

import re

from agents.redaction_kinds import Candidate, FindingKind
from agents.redaction_probe import Probe
from agents.redaction_scan import CueHandler
from agents.redaction_words import phrases

__all__ = ["CARD_BACK_CODE_HANDLER"]

_WHERE_PRINTED = phrases(
    """
    on the back
    on back
    at the back
    au dos
    au verso
    à l'arrière
    a l'arrière
    derrière la carte
    rückseite
    hinten auf der karte
    al dorso
    en el dorso
    reverso
    detrás de la tarjeta
    atrás de la tarjeta
    背面
    卡背
    裏面
    カードの裏
    """
)
_HOW_LONG = phrases(
    """
    3 numbers
    three numbers
    3 digits
    three digits
    3-digit
    three-digit
    3 chiffres
    trois chiffres
    3 ziffern
    drei ziffern
    dreistellig
    3 dígitos
    tres dígitos
    3 números
    tres números
    三位数
    三位数字
    3位数
    三个数字
    3桁
    三桁
    """
)
# A card's PIN named by its length ("the 4 digits for mum's card are 5590", "母のカードの
# 4桁は5590", "支付密码六位数"): the value has exactly that many digits.
_PIN_LENGTH = phrases(
    """
    4 digits
    4 digit
    4-digit
    four digits
    four digit
    four-digit
    4 numbers
    four numbers
    4 ziffern
    vier ziffern
    4 zahlen
    vier zahlen
    4-stellig
    vierstellig
    4 chiffres
    quatre chiffres
    4 dígitos
    cuatro dígitos
    4 digitos
    cuatro digitos
    4 números
    cuatro números
    4 numeros
    cuatro numeros
    4 cifras
    cuatro cifras
    四位数
    四位数字
    4位数
    四个数字
    4桁
    四桁
    6 digits
    6 digit
    6-digit
    six digits
    six digit
    six-digit
    6 ziffern
    sechs ziffern
    6-stellig
    sechsstellig
    6 chiffres
    six chiffres
    6 dígitos
    seis dígitos
    6 cifras
    seis cifras
    六位数
    六位数字
    6位数
    六个数字
    6桁
    六桁
    """
)
_PIN_DIGITS = {phrase: 6 if phrase[0] in "6sS六" else 4 for phrase in _PIN_LENGTH}
_ABBREVIATED = phrases(
    """
    cód. seg
    cod. seg
    cód seg
    cod seg
    cód. de seg
    código seg
    """
)
_CUES = _WHERE_PRINTED + _HOW_LONG + _ABBREVIATED + _PIN_LENGTH

_PAYMENT = re.compile(
    r"(?<![a-zà-ÿ])(?:card|credit|debit|visa|mastercard|amex|checkout|payment|pay|karte"
    r"|kreditkarte|ec-karte|zahlung|bezahlen|carte|cb|paiement|payer|tarjeta|pago|pagar"
    r"|redacted:payment_card)(?![a-zà-ÿ])|卡|支付|付款|カード|決済|支払"
)
# The value: 3-4 digits standing alone, not a unit's or a currency's number.
_NUMBER = re.compile(r"(?<![0-9A-Za-z.,/-])[0-9]{3,4}(?![0-9A-Za-z]|[.,/:-][0-9])")
_EXACTLY = {
    n: re.compile(rf"(?<![0-9A-Za-z.,/-])[0-9]{{{n}}}(?![0-9A-Za-z]|[.,/:-][0-9])") for n in (4, 6)
}
_ANY_DIGIT = re.compile(r"[0-9]")
_AFTER_UNIT = re.compile(
    r"[ \t]*(?:%|€|\$|£|¥|元|円|eur|euro|usd|dollars?|pounds?|yuan|yen|km|kg|cm|mm|ml"
    r"|min|mins|minutes?|h|hours?|days?|jours?|tage|días|pts|points|words?|mots?|wörter"
    r"|palabras?|pages?|seiten|páginas?|字|页)(?![a-z])",
    re.IGNORECASE,
)
_SENTENCE_END = re.compile(r"[.!?。！？;\n](?:\s|\Z)|[。！？\n]")
_REACH = 48


# "the last 3 digits" of a card number are no security code.
_NOT_AFTER = re.compile(
    r"(?:last|first|final|letzten|ersten|derniers|premiers|últimos|primeros|ultimos)[ \t]*\Z"
    r"|(?:后|末尾|最后|最後|下|末尾の)\Z"
)


_ENDING = re.compile(
    r"(?:ending|ends|endet|termine|terminée?|termina|terminada|acaba)[^\n.!?]{0,16}\Z"
)


def _value_after(text: str, end: int, digits: int = 0) -> tuple[int, int] | None:
    """The first 3-4 digit number in the phrase's sentence; ``digits``: exactly so many."""
    if text[end : end + 1] in (".", ":", "：", "="):
        end += 1  # "cód. seg.: 5527"
    window = text[end : end + _REACH]
    stop = _SENTENCE_END.search(window)
    if stop is not None:
        window = window[: stop.start()]
    first_digit = _ANY_DIGIT.search(window)
    if first_digit is None:
        return None
    number = (_NUMBER if not digits else _EXACTLY[digits]).match(window, first_digit.start())
    if number is None or _AFTER_UNIT.match(window, number.end()):
        return None
    return end + number.start(), end + number.end()


# "the 3 digits on the back", "les 3 chiffres au dos", "背面的三位数", "裏の3桁": the length
# and the place together, with a few words between at most.
_LENGTH_THEN_PLACE = re.compile(
    rf"(?:{'|'.join(map(re.escape, _HOW_LONG))})[ \t]*(?:[^\W\d_]+[ \t]+){{0,2}}?"
    rf"(?:{'|'.join(map(re.escape, _WHERE_PRINTED))})"
)
_PLACE_THEN_LENGTH = re.compile(
    rf"(?:{'|'.join(map(re.escape, _WHERE_PRINTED))})[ \t]*(?:的|の|上的|にある)?[ \t]*"
    rf"(?:{'|'.join(map(re.escape, _HOW_LONG))})"
)
# "on the back of the jersey": the place is on something else, which may be no card.
_OF_SOMETHING = re.compile(r"[ \t]+(?:of|de|del|des|du|von|vom|der)(?![^\W\d_])")


def _length_and_place(lowered: str, at: int) -> int:
    """Where the phrase naming both a code's length and its place on a card ends (-1 if
    none starts at ``at``): such a phrase names a security code with no card in the
    message ("oh and the 3 digits on the back are 528"), unless the place is on
    something named after it ("on the back of the jersey")."""
    for pattern in (_LENGTH_THEN_PLACE, _PLACE_THEN_LENGTH):
        match = pattern.match(lowered, at)
        if match is not None:
            if pattern is _LENGTH_THEN_PLACE and _OF_SOMETHING.match(lowered, match.end()):
                return -1
            return match.end()
    return -1


def find_card_back_codes(probe: Probe, positions: list[int], found: list[Candidate]) -> None:
    """``positions``: where a phrase for the code's place or length starts."""
    lowered = probe.lowered
    # a card word, or a number as long as a card's ("Tarj: 4111 … / cód. seg. 5527")
    if _PAYMENT.search(lowered) is None and not any(run.digits >= 13 for run in probe.runs):
        _without_a_card(probe, positions, found)
        return
    for at in positions:
        phrase = next(p for p in _CUES if lowered.startswith(p, at))
        end = at + len(phrase)
        before = lowered[at - 1 : at]
        if phrase[0].isascii() and phrase[0].isalnum() and before.isascii() and before.isalnum():
            continue  # "13 digits", "abc4 digits"
        if phrase in _PIN_DIGITS and _ENDING.search(lowered, max(0, at - 24), at):
            continue  # "card ending in the 4 digits 5590" names the card, not its PIN
        if phrase in _HOW_LONG and phrase[0].isdigit() and at and lowered[at - 1].isdigit():
            continue
        if _NOT_AFTER.search(lowered, max(0, at - 12), at):
            continue
        # "3 digits" is the length, not the value: the value comes after the phrase.
        span = _value_after(probe.text, end, _PIN_DIGITS.get(phrase, 0))
        if span is not None:
            kind = FindingKind.PIN if phrase in _PIN_DIGITS else FindingKind.CVV
            found.append((*span, kind))


def _without_a_card(probe: Probe, positions: list[int], found: list[Candidate]) -> None:
    """No card in the message: only a phrase of both length and place names the code,
    and its value has exactly three digits."""
    lowered = probe.lowered
    for at in positions:
        if _NOT_AFTER.search(lowered, max(0, at - 12), at):
            continue  # "the last 3 digits on the back"
        end = _length_and_place(lowered, at)
        if end < 0:
            continue
        span = _value_after(probe.text, end)
        if span is not None and span[1] - span[0] == 3:
            found.append((*span, FindingKind.CVV))


CARD_BACK_CODE_HANDLER = CueHandler(_CUES, find_card_back_codes)
