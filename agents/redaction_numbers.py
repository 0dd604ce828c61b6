"""Numbers that carry their own check: payment cards, IBANs and national identifiers.

Every check is python-stdnum's, never a hand-written one:

- ``payment_card``: 13-19 digits that start like a card network number (2-6), at a length
  that network issues (the IIN table in ``_ISSUERS``: a 15-digit IMEI from "35" is no
  JCB card, Visa has 13, 16 or 19 digits), and pass ``stdnum.luhn``; contiguous, or in
  groups of 3-6 split by one of `` -./_,`` (one
  character, the same throughout: "4111.1111.1111.1111", "4111_1111…"), starting and
  ending at a space or at the run's ends. Digits of any script count (the probe folds
  them). A number that fails Luhn is left alone, and so is one with a fraction: two
  groups joined by a point or a comma ("4733212345.123456", a timer's seconds in a log).
- ``iban``: ``stdnum.iban`` (check digits and the country's BBAN format; not the
  country modules, which also look bank codes up in a registry); contiguous, or in groups
  of any length split by one space, hyphen or dot ("DE89-3704-0044-…").
- ``cn_resident_id``: ``stdnum.cn.ric`` (18 characters, birth date, GB 11643 check),
  also grouped 6-8-4.
- ``us_ssn``: ``stdnum.us.ssn`` rules (no 000/666/9xx area, 00 group, 0000 serial).
  Unlabelled only as ``ddd-dd-dddd``, or as ``ddd dd dddd`` on a line that names an
  identity number ("SIN", "ID", "social", "tax" …); after an SSN label ("SSN", "social security",
  "seguro social" …) with any single separator or none; there an ITIN
  (``stdnum.us.itin``) counts too.
- ``national_id``, unlabelled where the number's own structure makes a chance hit rare:
  ES DNI/NIE (``stdnum.es.dni``/``nie``: 8 digits and a check letter), FR NIR
  (``stdnum.fr.nir``: 15 digits with a mod-97 key), IT codice fiscale
  (``stdnum.it.codicefiscale``), BR CPF written ``ddd.ddd.ddd-dd`` (``stdnum.br.cpf``),
  DE Steuer-ID grouped ``dd ddd ddd ddd`` (``stdnum.de.idnr``). Only after their label,
  because a plain run of 9-12 digits is common: NL BSN (``stdnum.nl.bsn``), DE Steuer-ID
  ungrouped, IN Aadhaar (``stdnum.in_.aadhaar``), GB NHS number (``stdnum.gb.nhs``), JP
  My Number (``stdnum.jp.in_``), IN PAN (``stdnum.in_.pan``), BR CPF ungrouped, the BE
  national register and BIS numbers (``stdnum.be.ssn``), the CA SIN (``stdnum.ca.sin``,
  also after another language's social insurance label), the GB UTR (``stdnum.gb.utr``),
  the ES social security number (NUSS, mod 97), the MX NSS (Luhn), the German health
  insurance number (a capital and nine digits, its check written here), and the
  GB National Insurance number (format only: stdnum has no module for it). A person's
  tax number is named the same way in the six languages ("tax ID", "Steuer-ID", "numéro
  fiscal", "número de identificación fiscal", "税号", "税務番号"): the check says whose
  it is, so a company's tax number after those words stays. A bare "ID" after a word
  that names what the number identifies ("order ID number", "Meeting ID #") is that
  thing's number. A labelled
  value is looked for after its label on the same line, past any words ("social security
  no. → 120 76 8137", "マイナンバーが必要なので送ります：657904392056"), then just before
  it ("122641966698 ←母のマイナンバー"); the check keeps a stray number out. After the
  label, further values of the first one's length count too ("Steuer-ID X, die von meiner
  Frau Y"), each within reach of the one before. Identity
  documents with no check stdnum knows (driving licences, ID cards, health insurance and
  residence cards: "Medicare number", "green card number", "Versichertennummer",
  "健康保険証の番号") take 6-20 letters and digits with five digits or more.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from stdnum import iban, luhn
from stdnum.ar import cuit
from stdnum.au import tfn
from stdnum.be import ssn as be_ssn
from stdnum.br import cpf
from stdnum.ca import sin
from stdnum.cl import rut
from stdnum.cn import ric
from stdnum.de import idnr
from stdnum.es import dni, nie
from stdnum.exceptions import ValidationError
from stdnum.fr import nif as fr_nif
from stdnum.fr import nir
from stdnum.gb import nhs, utr
from stdnum.in_ import aadhaar, pan
from stdnum.it import codicefiscale
from stdnum.jp import in_ as my_number
from stdnum.mx import curp, rfc
from stdnum.nl import bsn
from stdnum.pl import pesel
from stdnum.se import personnummer
from stdnum.us import itin, ssn

from agents.redaction_kinds import Candidate, FindingKind, Span
from agents.redaction_probe import Probe
from agents.redaction_scan import Detector, Scope
from agents.redaction_words import CARD_WORDS, NOT_A_CARD_BEFORE, NOT_A_PHONE_BEFORE, words

__all__ = ["DETECTORS", "find_codice_fiscale"]

K = FindingKind
_I = re.IGNORECASE
_NEAR_NUMBER = Scope.NEAR_NUMBER
_AT_CUE = Scope.AT_CUE

_NA = r"(?![0-9A-Za-z])"
_DIGIT_GROUP = re.compile(r"[0-9]+")
_NOT_ALNUM = re.compile(r"[^0-9A-Za-z]")


def _compact(value: str) -> str:
    return _NOT_ALNUM.sub("", value).upper()


# --- payment cards -----------------------------------------------------------------------


def _cards(match: re.Match[str]) -> list[Span]:
    # However it is grouped ("4111 1111 1111 1111", "4 111111111111111"), a number may
    # run on into a neighbour ("2 4111…", "… 1111 2024") or the next card: take windows
    # of whole groups, the widest that checks from each start, left to right. A window
    # starts and ends at a space or at the match's ends (not inside "555-2671 4111…"),
    # keeps one separator throughout, and a group of one or two digits after the first
    # ends it ("… 0130 01" of an IBAN).
    value = match.group()
    groups = list(_DIGIT_GROUP.finditer(value))
    seps = [value[groups[i].end() : groups[i + 1].start()] for i in range(len(groups) - 1)]
    found: list[Span] = []
    first = 0
    while first < len(groups):
        last = _card_end(groups, seps, first)
        if last is None:
            first += 1
            continue
        start = match.start() + groups[first].start()
        if not _named_otherwise(match.string, start):
            found.append((start, match.start() + groups[last].end()))
        first = last + 1
    return found


def _latin_or_not(entries: Iterable[str]) -> str:
    # Latin words need a boundary before them ("card" is not in "postcard"); CJK none.
    latin = [re.escape(e) for e in entries if e[0].isascii()]
    other = [re.escape(e) for e in entries if not e[0].isascii()]
    return rf"(?<![^\W\d_])(?:{'|'.join(latin)})|{'|'.join(other)}"


_HEAD = r"number|numbers|num|no|nr|n°|nº|#|id|nummer|numéro|numero|número|号|号码|番号|コード"
# The label, its head noun, then only spaces, a colon, "#" or "." up to the number.
_OTHER_NUMBER = re.compile(
    rf"(?:{_latin_or_not(NOT_A_CARD_BEFORE)})(?![^\W\d_])"
    rf"(?:[ \t.\-]*(?:{_HEAD})(?![^\W\d_]))?[ \t.:#：=\-]*\Z"
)
_CARD_WORD = re.compile(_latin_or_not(CARD_WORDS))
_LABEL_REACH = 40


def _named_otherwise(text: str, start: int) -> bool:
    """A label just before the number names it an order, an invoice, an article … and no
    card word stands before it in its line ("order no. 3003…", "Artikelnummer 4002…",
    "Clubcard 6340…", "test card 4242…"; not "Karte für die Bestellung: 4111…")."""
    line_start = text.rfind("\n", 0, start) + 1
    window_start = max(line_start, start - _LABEL_REACH)
    label = _OTHER_NUMBER.search(text[window_start:start].lower())
    if label is None:
        return False
    # a card word before the label, not in it ("test card", "Kundenkarte")
    return _CARD_WORD.search(text[line_start : window_start + label.start()].lower()) is None


def _card_end(groups: list[re.Match[str]], seps: list[str], first: int) -> int | None:
    if first and seps[first - 1] != " ":
        return None
    window = ""
    last: int | None = None
    for index in range(first, len(groups)):
        group = groups[index].group()
        if index > first and (len(group) < 3 or seps[index - 1] != seps[first]):
            break
        window += group
        if len(window) > 19:
            break
        closed = index == len(groups) - 1 or seps[index] == " "
        # two groups joined by a point or a comma are a number with a fraction
        # ("1733212345.123456", a timer's seconds), never a card
        decimal = index == first + 1 and seps[first] in ".,"
        if (
            closed
            and not decimal
            and len(window) >= 13
            and _network(window)
            and luhn.is_valid(window)
        ):
            last = index
    return last


# Issuer prefixes (IIN ranges) and the lengths each network issues, lowest and highest
# prefix of a range with the same number of digits: Luhn alone passes one number in ten,
# and a 15-digit IMEI ("35 …", its reporting body) or a list of years ("2019 2020 …")
# passes it too. Mir 2200-2204, Mastercard 2221-2720 and 51-55, Diners 300-305, 3095,
# 36, 38-39, China T-Union 31, Amex 34 and 37, JCB 3528-3589, Visa 4 (13, 16 or 19
# digits), Maestro 50 and 56-69 (12-19), Discover, UnionPay, RuPay and the rest in 6.
_ANY = range(13, 20)
_ISSUERS: tuple[tuple[str, str, range | tuple[int, ...]], ...] = (
    ("2200", "2204", range(16, 20)),
    ("2221", "2720", (16,)),
    ("300", "305", range(14, 20)),
    ("3095", "3095", range(14, 20)),
    ("31", "31", (19,)),
    ("34", "34", (15,)),
    ("3528", "3589", range(16, 20)),
    ("36", "36", range(14, 20)),
    ("37", "37", (15,)),
    ("38", "39", range(14, 20)),
    ("4", "4", (13, 16, 19)),
    ("50", "50", _ANY),
    ("51", "55", (16,)),
    ("56", "69", _ANY),
)


def _network(digits: str) -> bool:
    """Whether a card network issues a number with this prefix at this length.

    Sixteen digits is the length nearly every network issues, and a 16-digit number that
    starts 3-6 (or 22-27) cannot be told from a card we do not know: kept a card (a leak
    costs more than a lost number). The table decides the other lengths, where IMEIs
    (15), Amex (15) and Visa's 13 and 19 differ."""
    if len(digits) == 16:
        return digits[0] in "3456" or "22" <= digits[:2] <= "27"
    return any(
        low <= digits[: len(low)] <= high and len(digits) in lengths
        for low, high, lengths in _ISSUERS
    )


# --- checks ------------------------------------------------------------------------------


def _checked(
    is_valid: Callable[[str], bool], group: str | int = 0
) -> Callable[[re.Match[str]], Iterable[Span]]:
    def accept(match: re.Match[str]) -> Iterable[Span]:
        return (match.span(group),) if is_valid(_compact(match.group(group))) else ()

    return accept


def _iban(match: re.Match[str]) -> Iterable[Span]:
    # Grouped IBANs may have swallowed a following word ("… 7034 THAT", "… 00 - ok"):
    # drop trailing groups until the check holds.
    start, end = match.start() - 2, match.end()
    text = match.string
    while end - start >= 15:
        if _iban_ok(_compact(text[start:end])):
            return ((start, end),)
        end = max(text.rfind(sep, start, end) for sep in " .-")
        if end < 0:
            break
    return ()


def _iban_ok(value: str) -> bool:
    # The check digits and the country's BBAN format; not the country modules, which
    # also look bank codes up in a registry that lags behind the banks.
    try:
        iban.validate(value, check_country=False)
    except ValidationError:
        return False
    return True


def _spanish_social_security(value: str) -> bool:
    """The NUSS: twelve digits, the last two the first ten modulo 97 (a serial below ten
    million is counted as written after its province: 28 0123456 → 28 × 10⁷ + serial)."""
    if len(value) != 12 or not value.isdigit():
        return False
    province, serial, control = int(value[:2]), int(value[2:10]), int(value[10:])
    whole = province * 10**7 + serial if serial < 10**7 else int(value[:10])
    return whole % 97 == control


def _spanish_id(value: str) -> bool:
    return nie.is_valid(value) if value[0] in "XYZ" else dni.is_valid(value)


# The provinces of GB/T 2260 (and 71, 81, 82, 83: Taiwan, Hong Kong, Macau residents).
_CN_PROVINCES = frozenset(
    f"{code}"
    for code in (
        *(11, 12, 13, 14, 15, 21, 22, 23, 31, 32, 33, 34, 35, 36, 37, 41, 42, 43, 44, 45),
        *(46, 50, 51, 52, 53, 54, 61, 62, 63, 64, 65, 71, 81, 82, 83),
    )
)


def _cn_resident_id(value: str) -> bool:
    """stdnum's check digit and birth date, and a province code. Not stdnum's county
    table by birth year: a county renamed or created later ("440305" Nanshan, 1990)
    reissues numbers to people born before, and they are valid."""
    if len(value) != 18 or not value[:17].isdigit() or value[:2] not in _CN_PROVINCES:
        return False
    try:
        if ric.calc_check_digit(value) != value[17]:
            return False
        born = ric.get_birth_date(value)
    except ValidationError:
        return False
    return 1900 <= born.year <= 2100


# Spaced ("536 90 4399") the shape is only digits with spaces; it is an SSN when the
# line speaks of an identity number anywhere ("Canadian SIN? no. my US one is …").
_IDENTITY_WORD = re.compile(
    r"(?<![A-Za-z])(?:ssn|sin|social|security|ss#|itin|ids?|identity|tax|seguro|sécurité)"
    r"(?![A-Za-z])|社会|社保|身份",
    re.IGNORECASE,
)


def _ssn_written(match: re.Match[str]) -> Iterable[Span]:
    if not _ssn_shape(_compact(match.group())):
        return ()
    if match.group("s") == " ":
        text = match.string
        start = text.rfind("\n", 0, match.start()) + 1
        end = text.find("\n", match.end())
        if not _IDENTITY_WORD.search(text, start, len(text) if end < 0 else end):
            return ()
    return (match.span(),)


# HMRC never issues these: D, F, I, Q, U, V anywhere in the prefix, O second, and the
# prefixes BG, GB, KN, NK, NT, TN, ZZ.
_NINO_BAD_PREFIXES = frozenset({"BG", "GB", "KN", "NK", "NT", "TN", "ZZ"})


def _nino(value: str) -> bool:
    """A UK National Insurance number's format (stdnum has no module for it)."""
    if len(value) != 9 or value[:2] in _NINO_BAD_PREFIXES:
        return False
    if value[:2] == "QQ":
        return True  # the example HMRC itself prints, and people copy
    first, second = value[0], value[1]
    return first not in "DFIQUV" and second not in "DFIOQUV"


def _ssn_shape(value: str) -> bool:
    return len(value) == 9 and ssn.is_valid(value)


# --- labelled identifiers ----------------------------------------------------------------

# A labelled value is looked for after its label on the same line, past any words
# ("social security no. → 120 76 8137", "マイナンバーが必要なので送ります：657904392056"),
# and, failing that, just before it ("122641966698 ←母のマイナンバー"). The checksum or
# the format keeps a stray number out.
_AFTER = 48
# "X ← das ist meine Steuer-Identifikationsnummer": a few words may stand between.
_BEFORE = 40
_NEAR_BEFORE = 24
_CLAUSE_MARK = re.compile(
    r"[,;.!?。，；！？]|(?<![^\W\d_])(?:and|und|et|y|but|aber|mais|pero)(?![^\W\d_])"
)
_SEP = r"[ .\-/_]?"


_FIRST_WORDS = {phrase.split()[0] for phrase in NOT_A_PHONE_BEFORE if " " in phrase}
# The words of that list that name an identity document themselves ("carte ID", "DNI").
_IDENTITY_WORDS = words(
    """
    id no. nr. n° nº # numéro número documento identificación tarjeta carte dni nie nif
    pasaporte pasaportes passeport passeports seguro sécurité sécu license licence
    """
)
# "order ID number 4471229", "Meeting ID #309877", "customer id no. 88123456": a bare "ID"
# label after a word that names what the number identifies is that thing's number.
_ID_OF = re.compile(
    r"(?<![^\W\d_])(?:"
    + "|".join(
        map(
            re.escape,
            sorted({*NOT_A_PHONE_BEFORE, *_FIRST_WORDS} - _IDENTITY_WORDS, key=len, reverse=True),
        )
    )
    + r")[ \t-]*\Z"
)


def _names_another_id(text: str, match: re.Match[str]) -> bool:
    if match.group()[:2].lower() != "id":
        return False
    return _ID_OF.search(text.lower(), max(0, match.start() - 32), match.start()) is not None


def _labelled(
    kind: FindingKind,
    labels: str,
    value: str,
    *,
    is_valid: Callable[[str], bool],
    cues: tuple[str, ...],
    min_digits: int = 9,
    more: bool = True,
) -> Detector:
    """``more``: whether values after the first count too (checked ones: a format alone
    would take an order number after a licence number)."""
    value_pattern = re.compile(rf"(?<![0-9A-Za-z])(?:{value}){_NA}")

    def accept(match: re.Match[str]) -> Iterable[Span]:
        text = match.string
        if _names_another_id(text, match):
            return ()
        line_end = text.find("\n", match.end())
        line_limit = len(text) if line_end < 0 else line_end
        limit = min(match.end() + _AFTER, line_limit)
        spans: list[tuple[int, int, int]] = []  # start, end, length of the value
        for found in value_pattern.finditer(text, match.end(), line_limit):
            if found.start() > limit:
                break
            value = _compact(found.group())
            # More values than the first, of its length, each within reach of the last:
            # "Steuer-ID X, die von meiner Frau Y" (the check keeps a stray number out).
            if (not spans or (more and len(value) == spans[0][2])) and is_valid(value):
                spans.append((*found.span(), len(value)))
                limit = min(found.end() + _AFTER, line_limit)
        if spans:
            return [(start, end) for start, end, _ in spans]
        line_start = text.rfind("\n", 0, match.start()) + 1
        before = list(
            value_pattern.finditer(text, max(line_start, match.start() - _BEFORE), match.start())
        )
        if before and is_valid(_compact(before[-1].group())):
            # Past the old reach of 24, only within one clause: "Booking 4471829, and
            # bring your driver's licence" names no licence number.
            gap = text[before[-1].end() : match.start()]
            near = match.start() - before[-1].start() <= _NEAR_BEFORE
            if near or _CLAUSE_MARK.search(gap) is None:
                return (before[-1].span(),)
        return ()

    return Detector(
        kind,
        re.compile(rf"(?<![A-Za-z])(?:{labels})", _I),
        accept,
        _AT_CUE,
        cues=cues,
        min_digits=min_digits,
    )


_SSN_LABELS = (
    r"ssn|social\s+security(?:\s+number)?|social(?!\s+(?:media|insurance))|soc\.?\s*sec\.?"
    r"|ss\s*#|ss\s+no|itin"
    r"|(?:número\s+de\s+)?seguro\s+social|社会安全号(?:码)?|社会保障号(?:码)?|社会保险号(?:码)?"
    r"|社保号(?:码)?"
    r"|ソーシャルセキュリティ(?:番号)?"
)
_ID_DOCUMENT_LABELS = (
    r"driver'?s?\s+licen[cs]e(?:\s+(?:number|no\.?|#))?|driving\s+licen[cs]e(?:\s+number)?"
    r"|licen[cs]e\s+(?:number|no\.?)|dl\s*#|national\s+id(?:\s+(?:number|card))?"
    r"|id\s+card(?:\s+number)?|identity\s+card(?:\s+number)?|personalausweis(?:nummer)?"
    r"|ausweisnummer|führerschein(?:nummer)?|carte\s+d'identité|numéro\s+de\s+cni|cni"
    r"|permis\s+de\s+conduire|documento\s+de\s+identidad|cédula|carnet\s+de\s+conducir"
    r"|licencia\s+de\s+conducir|驾照|驾驶证|驾驶执照|運転免許証(?:番号)?|免許証番号|在留カード(?:番号)?"
    r"|(?:resident|personal|national|citizen|voter|government|gov't|state|identity)\s+id"
    r"(?:\s+(?:number|no\.?|#))?|id\s+(?:number|no\.?|#)|identification\s+number"
    r"|identity\s+number|hkid|身份证(?:号码|号)?|身份證(?:號碼|號)?|身分證(?:字號|號碼)?"
    r"|居民身份证|证件号(?:码)?|證件號(?:碼)?|港澳通行证|台胞证|回乡证|居留证|居留許可"
    r"|numéro\s+d'identité|número\s+de\s+identificación|número\s+de\s+documento"
    r"|personalausweis-?nr\.?|ausweis-?nr\.?|ausweis|身分証(?:明書)?(?:番号)?"
    # health insurance and residence documents, named with their number, and the short
    # forms of a licence's ("DL:", "license #")
    r"|medicare\s+(?:card\s+)?(?:number|no\.?|#|id)|medicare\s*:|medicaid\s+(?:number|id)"
    r"|green\s+card\s+(?:number|no\.?|#)|alien\s+(?:registration\s+)?number|a-number"
    r"|uscis\s+number|health\s+card\s+(?:number|no\.?|#)|health\s+insurance\s+number"
    r"|ohip(?:\s+number)?|dl\s*:|licen[cs]e\s*#"
    r"|krankenversicherungsnummer|versichertennummer|sozialversicherungsnummer"
    r"|kranken(?:versicherten|versicherungs)-?(?:nummer|nr\.?|karte)|versichertenkarte"
    r"|gesundheitskarte|krankenkassenkarte|kvnr"
    # the German pension insurance number by its short names, the Swiss AHV/AVS number
    r"|sv-?\s?(?:nummer|nr\.?)|sozialversicherungs-?nr\.?|rentenversicherungsnummer"
    r"|rv-?\s?(?:nummer|nr\.?)|versicherungsnummer|ahv-?(?:\s?(?:nummer|nr\.?))?"
    r"|avs-?(?:\s?(?:numéro|no\.?|n°))?|num[ée]ro\s+avs"
    r"|tarjeta\s+sanitaria|número\s+de\s+la\s+seguridad\s+social|nuss"
    r"|健康保険証(?:の番号)?|保険証(?:の)?番号|住民票コード|医保卡号?|社保卡号?"
    # the NRIC of Singapore, Taiwan's health insurance and resident certificates
    r"|nric|健保卡(?:號碼|號|号码|号)?|居留證(?:號碼|號)?|統一證號"
)
_ID_DOCUMENT_CUES = (
    "medicare",
    "medicaid",
    "green card",
    "alien",
    "a-number",
    "uscis",
    "health card",
    "health insurance",
    "ohip",
    "krankenversicherungsnummer",
    "versichertennummer",
    "sozialversicherungsnummer",
    "krankenversicherten",
    "krankenversicherungs",
    "versichertenkarte",
    "gesundheitskarte",
    "krankenkassenkarte",
    "kvnr",
    "sv-",
    "sv nr",
    "sv nummer",
    "sozialversicherungs",
    "rentenversicherungsnummer",
    "rv-",
    "versicherungsnummer",
    "ahv",
    "avs",
    "tarjeta sanitaria",
    "número de la seguridad",
    "nuss",
    "健康保険証",
    "保険証",
    "住民票コード",
    "医保卡",
    "社保卡",
    "driver",
    "driving",
    "license",
    "licence",
    "dl",
    "national id",
    "id card",
    "identity card",
    "personalausweis",
    "ausweisnummer",
    "führerschein",
    "carte d'identité",
    "cni",
    "permis",
    "documento de identidad",
    "cédula",
    "carnet de conducir",
    "licencia",
    "驾照",
    "驾驶",
    "運転免許",
    "免許証",
    "在留カード",
    "resident id",
    "personal id",
    "national id",
    "citizen id",
    "voter id",
    "government id",
    "gov't id",
    "state id",
    "identity id",
    "id number",
    "id no",
    "id #",
    "identification number",
    "identity number",
    "hkid",
    "身份证",
    "身份證",
    "身分證",
    "居民身份证",
    "证件号",
    "證件號",
    "港澳通行证",
    "台胞证",
    "回乡证",
    "居留证",
    "居留許可",
    "numéro d'identité",
    "número de identificación",
    "número de documento",
    "ausweis",
    "身分証",
    "nric",
    "健保卡",
    "居留證",
    "統一證號",
)


# The German identity card's number: nine of these (no vowel, no B, D, Q, S), and its check
# digit as the tenth on the card's back ("L01X00T47", "LJJPMZT8M8").
_DE_ID_CARD = re.compile(r"[CFGHJKLMNPRTVWXYZ][CFGHJKLMNPRTVWXYZ0-9]{8}[0-9]?")


_TIMESTAMP = re.compile(r"(?:19|20)[0-9]{6}T[0-9]{0,6}")


def _document_number(value: str) -> bool:
    if value.isdigit() and len(value) == 8 and value[:2] in ("19", "20"):
        return False  # a date: "expires 2025-12-31"
    if _TIMESTAMP.fullmatch(value):
        return False  # a date and hour: "2000-01-01T00:00:00" next to an "ID" in a record
    if _DE_ID_CARD.fullmatch(value) and any(ch.isdigit() for ch in value):
        return True
    return 6 <= len(value) <= 20 and sum(ch.isdigit() for ch in value) >= 5


# An identity number grouped in thousands, the way Latin America writes it ("DNI
# 25.951.100", "cédula 1.057.210.574", "C.I. 4.123.456-7", "V-12.345.678"): after any
# identity label, and the Latin-American ones (the RUT of Chile and Uruguay).
# The DNI of Argentina and Peru has no check letter (Spain's has, and its own detector).
_DNI_LABELS = r"d\.?n\.?i(?![A-Za-z])\.?"
_DNI_CUES = ("dni", "d.n.i")
_DOTTED_ID_LABELS = (
    _ID_DOCUMENT_LABELS
    + r"|cedula|c\.\s?[ic]\.|carn[eé]t?\s+de\s+identidad|documento|rut(?![A-Za-z])|"
    + _DNI_LABELS
)
_DOTTED_ID_CUES = (
    *_ID_DOCUMENT_CUES,
    *_DNI_CUES,
    *("cedula", "c.i.", "c.c.", "c. i.", "c. c.", "carn", "documento", "rut"),
)
_DOTTED_ID = (
    # not an amount: no currency sign before it, no currency or "million" after it
    r"(?<![$€£¥₡₲] )(?<![$€£¥₡₲])(?:[VEve]-?)?[0-9]{1,3}(?:\.[0-9]{3}){2,3}(?:-[0-9Kk])?"
    r"(?![ \t]*(?:[$€£¥%]|pesos?|soles?|bol[ií]vares|colones|d[oó]lares|euros?|usd|ars|cop"
    r"|clp|mxn|mil(?:es|lones?)?|habitantes|personas|km|kg)(?![A-Za-z]))"
)


def _dotted_id(value: str) -> bool:
    digits = sum(ch.isdigit() for ch in value)
    return 7 <= digits <= 11


# Quebec's health insurance number (RAMQ): four letters of the name, the birth date as
# YYMMDD (the month plus 50 for women) and two digits: "TREM 8504 1512".
def _ramq(value: str) -> bool:
    if len(value) != 12 or not value[:4].isalpha() or not value[4:].isdigit():
        return False
    month, day = int(value[6:8]), int(value[8:10])
    return (1 <= month <= 12 or 51 <= month <= 62) and 1 <= day <= 31


def _health_insurance_number(value: str) -> bool:
    """The German health insurance number (*Krankenversichertennummer*, on the front of
    the eGK): a capital and nine digits, the last a check digit. stdnum has no module
    for it, so the check is written here as the GKV-Spitzenverband publishes it: the
    letter becomes its two-digit place in the alphabet, the ten digits before the check
    are weighted 1, 2, 1, 2 …, the digit sums of the products are added, and the total
    modulo 10 is the check digit."""
    if len(value) != 10 or not ("A" <= value[0] <= "Z") or not value[1:].isdigit():
        return False
    digits = f"{ord(value[0]) - 64:02d}" + value[1:9]
    total = sum(sum(divmod(int(d) * (1 + i % 2), 10)) for i, d in enumerate(digits))
    return total % 10 == int(value[9])


# A health insurance card or number in the six languages: the German one has its check
# (above), the rest are taken by the identity-document detector's format.
_HEALTH_INSURANCE_LABELS = (
    r"kranken(?:versicherten|versicherungs)(?:nummer|-?nr\.?|karte)|versichertennummer"
    r"|versicherten-?nr\.?|versichertenkarte|gesundheitskarte|krankenkassenkarte"
    r"|krankenkasse|krankenversicherung|kvnr|egk(?![A-Za-z])"
    r"|health\s+insurance(?:\s+(?:number|card|id|no\.?))?|insurance\s+(?:card|id)"
    r"|carte\s+d['’]assur[ée]|assurance\s+maladie|mutuelle|num[ée]ro\s+d['’]assur[ée]"
    r"|tarjeta\s+sanitaria|seguro\s+(?:m[eé]dico|de\s+salud)|n[uú]mero\s+de\s+(?:asegurado|afiliado)"
    r"|医保(?:卡)?(?:号码|号)?|医疗保险|健康保险|健康保険(?:証)?|保険証|被保険者番号"
)
_HEALTH_INSURANCE_CUES = (
    *("kranken", "versicherten", "gesundheitskarte", "kvnr", "egk", "health insurance"),
    *("insurance card", "insurance id", "carte d'assur", "carte d’assur", "assurance maladie"),
    *("mutuelle", "numéro d'assur", "numero d'assur", "numéro d’assur", "tarjeta sanitaria"),
    *("seguro médico", "seguro medico", "seguro de salud", "número de asegurado"),
    *("numero de asegurado", "número de afiliado", "numero de afiliado"),
    *("医保", "医疗保险", "健康保险", "健康保険", "保険証", "被保険者番号"),
)

_BSN_LABELS = (
    r"bsn|burger\s*service\s*nummer|burgerservicenummer|sofi-?nummer|citizen\s+service\s+number"
)
# A person's tax number in the six languages (the German Steuer-ID, the French numéro
# fiscal, the Dutch BSN are each one): the value's own check says whose it is, so a
# company's tax number after the same words (a VAT or a Chinese USCC) stays.
_TAX_ID_LABELS = (
    r"tax\s+(?:id(?:entification)?|identification|number|code)(?:\s+(?:number|no\.?))?"
    r"|taxpayer\s+id(?:entification)?(?:\s+number)?|tin(?![A-Za-z])"
    r"|steuer-?\s?id(?:entifikationsnummer|-?nr\.?)?|steueridentifikationsnummer"
    r"|steuerliche\s+identifikationsnummer|identifikationsnummer|idnr"
    r"|identifiant\s+fiscal|num[ée]ro\s+(?:d['’]\s?)?identification\s+fiscale"
    r"|n[uú]mero\s+(?:de\s+)?identificaci[oó]n\s+fiscal|identificaci[oó]n\s+fiscal"
    r"|n(?:[uú]mero|um[ée]ro)\s+fiscal|税号|税務?号码?|税务(?:登记|识别)?(?:编号|号码|号)|纳税(?:人)?识别号(?:码)?"
    r"|納税(?:者)?(?:番号|識別番号)|税務番号|税番号|税金番号"
)
_TAX_ID_CUES = (
    *("tax", "tin", "steuer", "identifikation", "idnr", "identifiant fiscal"),
    *("identification fiscal", "identificación fiscal", "identificacion fiscal"),
    *(
        "número fiscal",
        "numero fiscal",
        "numéro fiscal",
        "税号",
        "税务",
        "税務",
        "纳税",
        "納税",
        "税番号",
    ),
    "税金番号",
)
_IDNR_LABELS = _TAX_ID_LABELS
_FR_NIF_LABELS = r"num[ée]ro\s+fiscal(?:\s+de\s+r[ée]f[ée]rence)?|spi|nif|" + _TAX_ID_LABELS

DETECTORS: tuple[Detector, ...] = (
    Detector(
        K.CN_RESIDENT_ID,
        re.compile(rf"[1-9](?<![0-9A-Za-z].)[0-9]{{5}}[ -]?[0-9]{{8}}[ -]?[0-9]{{3}}[0-9Xx]{_NA}"),
        _checked(_cn_resident_id),
        _NEAR_NUMBER,
        min_digits=17,
    ),
    Detector(
        K.PAYMENT_CARD,
        re.compile(
            # digits, each optionally after one separator; _cards finds the number's end
            # and not glued to a word, unless a word and a hyphen or underscore prefix it
            # as in an identifier ("chat-4532-…", "user_4111…")
            r"[2-6](?:(?<![0-9A-Za-z+\-.,/_].)|(?<=[A-Za-z]{2}[-_].))(?:[ \-./_,]?[0-9]){12,}"
            r"(?![0-9A-Za-z])"
        ),
        _cards,
        _NEAR_NUMBER,
        min_digits=13,
    ),
    Detector(
        K.IBAN,
        re.compile(
            # starts at the check digits; the country code is checked behind them, on
            # its own or glued to its label ("IBANGB60…", typed without the space)
            r"[0-9]{2}(?<=(?:(?<![0-9A-Za-z])|(?<=[Ii][Bb][Aa][Nn]))[A-Za-z]{2}[0-9]{2})"
            # then contiguous, or in groups of any length split by one space, hyphen or
            # dot ("DE89-3704-0044-…", "DE89 3704 0044 0532 013000"): the check decides
            r"(?:[A-Za-z0-9]{11,30}|(?:[ .\-][A-Za-z0-9]{1,10}){2,12})"
            rf"{_NA}"
        ),
        _iban,
        _NEAR_NUMBER,
        # Every IBAN holds a run of 10+ digits starting at most 10 characters after the
        # country code ("GB82 WEST 1234…"); what follows the run is at most 34 long.
        before=12,
        after=34,
        min_digits=10,
    ),
    Detector(
        K.US_SSN,
        # 123-45-6789, and 123 45 6789 (one separator throughout, not inside a longer run)
        re.compile(
            r"[0-8](?<![0-9A-Za-z-].)(?<![0-9] .)[0-9]{2}(?P<s>[- ])[0-9]{2}(?P=s)[0-9]{4}"
            r"(?![0-9A-Za-z]|[- ][0-9])"
        ),
        _ssn_written,
        _NEAR_NUMBER,
        min_digits=9,
    ),
    Detector(
        K.NATIONAL_ID,
        # ES DNI (12345678Z, and grouped like an amount: 12.345.678-Z) and NIE (X1234567L)
        re.compile(
            r"(?<![0-9A-Za-z])(?:[XYZxyz][ .-]?[0-9]{7}|[0-9]{2}(?P<g>[. ]?)[0-9]{3}(?P=g)[0-9]{3})"
            rf"[ .-]?[A-Za-z]{_NA}"
        ),
        _checked(lambda v: len(v) == 9 and _spanish_id(v)),
        _NEAR_NUMBER,
        before=3,
        after=3,
        min_digits=7,
    ),
    Detector(
        K.NATIONAL_ID,
        # FR NIR: 1 85 05 78 006 084 36 (Corsica: 2A/2B department)
        re.compile(
            r"[1-478](?<![0-9A-Za-z].)(?:[ .-]?[0-9]{2}){2}[ .-]?(?:[0-9]{2}|2[ABab])"
            rf"[ .-]?[0-9]{{3}}[ .-]?[0-9]{{3}}[ .-]?[0-9]{{2}}{_NA}"
        ),
        _checked(nir.is_valid),
        _NEAR_NUMBER,
        min_digits=13,
    ),
    Detector(
        K.NATIONAL_ID,
        # BR CPF in its written form: 123.456.789-09
        re.compile(rf"[0-9](?<![0-9A-Za-z.].)[0-9]{{2}}\.[0-9]{{3}}\.[0-9]{{3}}-[0-9]{{2}}{_NA}"),
        _checked(cpf.is_valid),
        _NEAR_NUMBER,
        min_digits=11,
    ),
    Detector(
        K.NATIONAL_ID,
        # DE Steuer-ID in its written form: 12 345 678 903
        re.compile(rf"[1-9](?<![0-9A-Za-z].)[0-9] [0-9]{{3}} [0-9]{{3}} [0-9]{{3}}{_NA}"),
        _checked(idnr.is_valid),
        _NEAR_NUMBER,
        min_digits=11,
    ),
    _labelled(
        K.US_SSN,
        _SSN_LABELS,
        rf"[0-9]{{3}}{_SEP}[0-9]{{2}}{_SEP}[0-9]{{4}}",
        # an ITIN (9xx-7x-xxxx) is the SSN of those who cannot have one
        is_valid=lambda v: (
            ssn.is_valid(v) or itin.is_valid(v) or v in {"078051120", "457555462", "219099999"}
        ),
        cues=("ssn", "social", "soc", "ss", "itin", "seguro", "社会", "社保号", "ソーシャル"),
    ),
    _labelled(
        K.NATIONAL_ID,
        _BSN_LABELS,
        rf"[0-9]{{3,4}}{_SEP}[0-9]{{2,3}}{_SEP}[0-9]{{3}}",
        is_valid=lambda v: len(v) == 9 and bsn.is_valid(v),
        cues=("bsn", "burger", "sofi", "citizen"),
    ),
    _labelled(
        K.NATIONAL_ID,
        _IDNR_LABELS,
        rf"[0-9]{{2}}{_SEP}[0-9]{{3}}{_SEP}[0-9]{{3}}{_SEP}[0-9]{{3}}",
        is_valid=idnr.is_valid,
        cues=_TAX_ID_CUES,
    ),
    _labelled(
        K.NATIONAL_ID,
        _FR_NIF_LABELS,
        rf"[0-3][0-9]{_SEP}[0-9]{{2}}{_SEP}[0-9]{{3}}{_SEP}[0-9]{{3}}{_SEP}[0-9]{{3}}",
        is_valid=fr_nif.is_valid,
        cues=("numéro fiscal", "numero fiscal", "spi", "nif", *_TAX_ID_CUES),
        min_digits=13,
    ),
    _labelled(
        K.NATIONAL_ID,
        _HEALTH_INSURANCE_LABELS,
        r"[A-Za-z] ?[0-9]{9}",
        is_valid=_health_insurance_number,
        cues=_HEALTH_INSURANCE_CUES,
        min_digits=0,
    ),
    _labelled(
        K.NATIONAL_ID,
        r"pesel",
        r"[0-9]{11}",
        is_valid=pesel.is_valid,
        cues=("pesel",),
        min_digits=11,
    ),
    _labelled(
        K.NATIONAL_ID,
        # the Belgian national register number (and the BIS number of the foreigners'
        # register: stdnum.be.ssn checks both), by its name in the six languages
        r"rijksregisternummer|rijksregister|registre\s+national|num[ée]ro\s+national"
        r"|national\s+(?:register|registry)\s+number|national\s+number|niss|insz"
        r"|nationalregister(?:nummer)?|registro\s+nacional|n[uú]mero\s+nacional"
        r"|国民番号|国家登记号(?:码)?|国民登记号(?:码)?|bis-?\s?(?:nummer|number|numéro|número)",
        rf"[0-9]{{2}}{_SEP}[0-9]{{2}}{_SEP}[0-9]{{2}}{_SEP}[0-9]{{3}}{_SEP}[0-9]{{2}}",
        is_valid=be_ssn.is_valid,
        cues=(
            "rijksregister",
            "registre national",
            "national",
            "numéro national",
            "numero national",
            "niss",
            "insz",
            "registro nacional",
            "número nacional",
            "国民番号",
            "国家登记号",
            "国民登记号",
            "bis",
        ),
        min_digits=11,
    ),
    _labelled(
        K.NATIONAL_ID,
        r"personnummer|personnr|samordningsnummer|personal\s+(?:identity\s+)?number",
        r"(?:[0-9]{2})?[0-9]{6}[-+ ]?[0-9]{4}",
        is_valid=personnummer.is_valid,
        cues=(
            "personnummer",
            "personnr",
            "samordningsnummer",
            "personal identity",
            "personal number",
        ),
        min_digits=10,
    ),
    _labelled(
        K.NATIONAL_ID,
        r"aadhaar|aadhar|आधार",
        rf"[2-9][0-9]{{3}}{_SEP}[0-9]{{4}}{_SEP}[0-9]{{4}}",
        is_valid=aadhaar.is_valid,
        cues=("aadha", "आधार"),
    ),
    _labelled(
        K.NATIONAL_ID,
        r"nhs(?:\s+(?:number|no))?",
        rf"[0-9]{{3}}{_SEP}[0-9]{{3}}{_SEP}[0-9]{{4}}",
        is_valid=nhs.is_valid,
        cues=("nhs",),
    ),
    _labelled(
        K.NATIONAL_ID,
        r"マイナンバー|個人番号|my\s+number(?:\s+card)?|个人编号|個人編號|个人番号|个人号码",
        rf"[0-9]{{4}}{_SEP}[0-9]{{4}}{_SEP}[0-9]{{4}}",
        is_valid=my_number.is_valid,
        cues=(
            "マイナンバー",
            "個人番号",
            "my number",
            "个人编号",
            "個人編號",
            "个人番号",
            "个人号码",
        ),
    ),
    _labelled(
        K.NATIONAL_ID,
        r"cpf",
        rf"[0-9]{{3}}{_SEP}[0-9]{{3}}{_SEP}[0-9]{{3}}{_SEP}[0-9]{{2}}",
        is_valid=cpf.is_valid,
        cues=("cpf",),
    ),
    _labelled(
        K.NATIONAL_ID,
        r"pan(?:\s+card|\s+number|\s+no)?(?=\s*[:#]|\s+(?:card|number|no|is))",
        r"[A-Za-z]{5}[0-9]{4}[A-Za-z]",
        is_valid=pan.is_valid,
        cues=("pan",),
        min_digits=0,
    ),
    _labelled(
        K.NATIONAL_ID,
        # any two letters: "QQ 12 34 56 C" is the example HMRC itself prints
        r"(?:national\s+)?insurance(?:\s+number)?|nino"
        r"|ni(?![A-Za-z])(?:\s*(?:number|no\.?|nr\.?|#|号码|号|番号|ナンバー))?",
        r"[A-Za-z]{2} ?[0-9]{2} ?[0-9]{2} ?[0-9]{2} ?[A-Da-d]",
        is_valid=_nino,
        cues=("national", "insurance", "nino", "ni"),
        min_digits=0,
    ),
    _labelled(
        K.NATIONAL_ID,
        # the Canadian SIN; a social insurance label of another language takes it too
        r"sin|social\s+insurance(?:\s+number)?|(?:num[ée]ro\s+d['’]\s?)?assurance\s+sociale"
        r"|nas|(?:n[uú]mero\s+de(?:l)?\s+)?seguro\s+social|社会保险号(?:码)?|社會保險號(?:碼)?"
        r"|社会保険番号|sozialversicherungsnummer",
        rf"[0-9]{{3}}{_SEP}[0-9]{{3}}{_SEP}[0-9]{{3}}",
        is_valid=sin.is_valid,
        cues=(
            *("sin", "social insurance", "assurance sociale", "nas", "seguro"),
            *("社会保险号", "社會保險號", "社会保険番号", "sozialversicherungsnummer"),
        ),
    ),
    _labelled(
        K.NATIONAL_ID,
        # Spain's social security number (NUSS, "número de afiliación"): province, serial
        # and two control digits, the first ten modulo 97
        r"nuss|naf(?![A-Za-z])|n[uú]mero\s+de\s+afiliaci[oó]n|afiliaci[oó]n"
        r"|n[uú]mero\s+de\s+(?:la\s+)?seguridad\s+social|seguridad\s+social",
        rf"[0-9]{{2}}{_SEP}[0-9]{{8}}{_SEP}[0-9]{{2}}",
        is_valid=_spanish_social_security,
        cues=(
            "nuss",
            "naf",
            "afiliación",
            "afiliacion",
            "seguridad social",
            "número de",
            "numero de",
        ),
        min_digits=10,
    ),
    _labelled(
        K.NATIONAL_ID,
        # Mexico's social security number (IMSS): 11 digits with a Luhn check digit
        r"nss|imss|n[uú]mero\s+de\s+(?:afiliaci[oó]n|segur(?:o|idad)\s+social)",
        rf"[0-9]{{2}}{_SEP}[0-9]{{2}}{_SEP}[0-9]{{2}}{_SEP}[0-9]{{4}}{_SEP}[0-9]",
        is_valid=lambda v: len(v) == 11 and luhn.is_valid(v),
        cues=("nss", "imss", "número de", "numero de"),
        min_digits=11,
    ),
    _labelled(
        K.NATIONAL_ID,
        # the UK's Unique Taxpayer Reference of a self-assessment taxpayer
        r"utr(?![A-Za-z])|unique\s+taxpayer\s+reference|self[\s-]assessment(?:\s+number)?",
        rf"[0-9]{{5}}{_SEP}[0-9]{{5}}",
        is_valid=utr.is_valid,
        cues=("utr", "unique taxpayer", "self assessment", "self-assessment"),
        min_digits=10,
    ),
    _labelled(
        K.NATIONAL_ID,
        r"tfn|tax\s+file\s+number",
        rf"[0-9]{{3}}{_SEP}[0-9]{{3}}{_SEP}[0-9]{{2,3}}",
        is_valid=tfn.is_valid,
        cues=("tfn", "tax file"),
        min_digits=8,
    ),
    # Latin-American identity and tax numbers, each checked by its own stdnum module
    _labelled(
        K.NATIONAL_ID,
        r"curp",
        r"[A-Za-z]{4}[0-9]{6}[HMhmXx][A-Za-z]{5}[0-9A-Za-z][0-9]",
        is_valid=curp.is_valid,
        cues=("curp",),
        min_digits=0,
    ),
    _labelled(
        K.NATIONAL_ID,
        r"rfc(?![A-Za-z])",
        r"[A-Za-z&]{4}[0-9]{6}[A-Za-z0-9]{3}",
        is_valid=rfc.is_valid,
        cues=("rfc",),
        min_digits=0,
    ),
    _labelled(
        K.NATIONAL_ID,
        r"cuit|cuil",
        rf"[0-9]{{2}}{_SEP}[0-9]{{8}}{_SEP}[0-9]",
        is_valid=cuit.is_valid,
        cues=("cuit", "cuil"),
        min_digits=8,
    ),
    _labelled(
        K.NATIONAL_ID,
        r"rut(?![A-Za-z])|r\.u\.t\.?|run(?=\s*[:#])",
        r"[0-9]{1,2}\.?[0-9]{3}\.?[0-9]{3}-?[0-9Kk]",
        is_valid=rut.is_valid,
        cues=("rut", "r.u.t", "run"),
        min_digits=6,
    ),
    _labelled(
        K.NATIONAL_ID,
        _DOTTED_ID_LABELS,
        _DOTTED_ID,
        is_valid=_dotted_id,
        cues=_DOTTED_ID_CUES,
        min_digits=7,
        more=False,
    ),
    _labelled(
        K.NATIONAL_ID,
        _DNI_LABELS,
        r"[0-9]{7,8}",
        is_valid=lambda v: 7 <= len(v) <= 8,
        cues=_DNI_CUES,
        min_digits=7,
    ),
    _labelled(
        K.NATIONAL_ID,
        r"(?:num[ée]ro\s+d['’])?assurance[\s-]maladie|carte\s+soleil|ramq",
        r"[A-Za-z]{4} ?[0-9]{4} ?[0-9]{4}",
        is_valid=_ramq,
        cues=("assurance maladie", "assurance-maladie", "carte soleil", "ramq"),
        min_digits=0,
    ),
    _labelled(
        K.NATIONAL_ID,
        # Nigeria's National Identification Number and Bank Verification Number
        r"nin(?![A-Za-z])|bvn(?![A-Za-z])|national\s+identification\s+number"
        r"|bank\s+verification\s+number",
        rf"[0-9]{{3}}{_SEP}[0-9]{{4}}{_SEP}[0-9]{{4}}",
        is_valid=lambda v: len(v) == 11,
        cues=("nin", "bvn", "national identification", "bank verification"),
        min_digits=11,
    ),
    # Identity documents without a check digit stdnum knows: a labelled token of 6-15
    # letters and digits with five digits or more.
    _labelled(
        K.NATIONAL_ID,
        _ID_DOCUMENT_LABELS,
        # "D1234-56789-01234", "A123456(7)" (Hong Kong), 18 digits (a CN id failing its check)
        r"(?=[A-Z]{1,3}[ -][0-9]|[A-Za-z]{0,4}[0-9]|[A-Z][A-Z0-9]{8,9}(?![0-9A-Za-z]))"
        r"[A-Za-z0-9]{1,18}"
        r"(?:[- ][A-Za-z0-9]{2,10}|-[A-Za-z0-9]|[ -][A-Z0-9](?![A-Za-z0-9])){0,3}"
        r"(?:\([0-9A]\))?",
        is_valid=_document_number,
        cues=_ID_DOCUMENT_CUES,
        min_digits=0,
        more=False,
    ),
)


# --- codice fiscale ----------------------------------------------------------------------

# RSSMRA85T10A562S: the digits of year and day, then the letter of a place, then its
# digits. The probe marks where "85T10A" occurs; the full pattern is tried only there.
_CF = re.compile(
    r"(?<![0-9A-Za-z])[A-Za-z]{6}[0-9]{2}[ABCDEHLMPRSTabcdehlmprst][0-9]{2}[A-Za-z]"
    r"[0-9A-Za-z]{3}[A-Za-z](?![0-9A-Za-z])"
)


def find_codice_fiscale(probe: Probe, found: list[Candidate]) -> None:
    text = probe.text
    for at in probe.codes:
        match = _CF.search(text, max(0, at - 6), at + 11)
        if match and codicefiscale.is_valid(match.group().upper()):
            found.append((match.start(), match.end(), K.NATIONAL_ID))
