"""Find credentials and identifiers in a chat turn and replace them with typed placeholders.

``redact(text)`` returns the text with every finding replaced by ``[redacted:<kind>]``,
the findings with ``start``/``end`` offsets into the *original* text, and ``refused``.

What is found (``FindingKind``):

- ``email``; ``phone``: international ``+CC …`` (8-15 digits), US ``(415) 555-2671`` and
  ``415-555-2671``/``415.555.2671``, UK mobile ``07xxx xxxxxx``, Chinese mobile
  ``1[3-9]x xxxx xxxx`` with optional ``+86``/``0086``.
- ``payment_card``: 13-19 digits, contiguous or in groups of 3-6 split by one consistent
  space or dash, starting like a card network number (2-6), and passing Luhn. A number
  that fails Luhn is left alone.
- ``iban`` (ISO 13616 mod-97), ``cn_resident_id`` (18 characters, GB 11643 checksum),
  ``us_ssn`` (``ddd-dd-dddd`` without the never-issued 000/666/9xx areas, 00 group or
  0000 serial), ``passport`` (only after a passport label: "passport number X1234567",
  "护照号码 E12345678").
- Keys and tokens: AWS access key ids (AKIA/ASIA), AWS secret keys (40 characters) after
  a "secret access key" label, GitHub (``ghp_ gho_ ghu_ ghs_ ghr_ github_pat_``), Slack (``xox[abprs]-``),
  OpenAI-style (``sk-``, ``sk-proj-``; must contain a digit so "sk-learn-…" prose
  survives), Stripe (``sk_/rk_/pk_`` + ``live_/test_``), Google API keys (``AIza``), JWTs,
  PEM private key blocks (to the end of the text when the END line is missing), and a
  generic ``secret`` after "api key", "secret", "token" (also "access_token", …) or
  "Bearer" (a value of 12+ characters with a letter and a digit).
- ``password`` / ``pin`` stated as such ("my password is hunter2", "pwd=…", "密码是abc123",
  "PIN码是1234"): only the value is redacted, the label words stay. A password label needs
  "is"/"was"/":"/"="/"是"/"为" before the value, and a value that is a plain word of
  grammar ("not", "wrong", "reset", "什么") is not a secret. A quoted value is taken
  whole. Trailing ``.,;:`` and quotes stay outside the finding; ``!`` and ``?`` are kept
  inside because passwords end in them more often than sentences are damaged by it.
- ``url_password``: the password in ``scheme://user:password@host``.

Full-width digits, letters and symbols (``１３８…``, ``＠``) are matched as their ASCII
twins: the text is mapped one character to one character first, so offsets stay exact.
The full-width colon is accepted wherever a label separator is expected (``密码：…``).

Overlapping findings: the longest wins; on equal length the one that starts first; on the
same span the kind listed first in ``_DETECTORS`` (specific kinds before generic ones).

Refusal: a statement is ``refused`` when it has at least one finding and, after removing
placeholders, punctuation, digits and filler words (pronouns, articles, "is", "remember",
and the labels of the things we redact such as "password", "email", "密码", "手机号"),
fewer than ``MIN_CONTENT_LETTERS`` (3) letters remain (CJK ideographs count as letters).
"my password is hunter2" is refused; "my email is a@b.co and I love hiking" is not. Text
without findings is never refused: refusal is about sensitive content, not brevity.

Speed (this runs on every chat turn): patterns are compiled once. A keyword or prefix
detector names cues (lower-case literals its match starts with) and is tried only with
``pattern.match`` where a cue occurs; cues that contain a rarer character ("_", "@", "-",
CJK) are skipped together when that character is absent. Numeric detectors run only
around runs of 7+ digits that hold enough digits for their kind, so dates, prices,
versions and order numbers never reach them. Plain prose costs one ``lower()``, about
fifteen substring tests and one digit scan.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from enum import Enum, StrEnum

from pydantic import BaseModel, ConfigDict

__all__ = [
    "MIN_CONTENT_LETTERS",
    "Finding",
    "FindingKind",
    "Redaction",
    "placeholder",
    "redact",
]

MIN_CONTENT_LETTERS = 3


class FindingKind(StrEnum):
    EMAIL = "email"
    PHONE = "phone"
    PAYMENT_CARD = "payment_card"
    IBAN = "iban"
    CN_RESIDENT_ID = "cn_resident_id"
    US_SSN = "us_ssn"
    PASSPORT = "passport"
    AWS_ACCESS_KEY = "aws_access_key"
    AWS_SECRET_KEY = "aws_secret_key"  # noqa: S105 - a kind name, not a credential
    GITHUB_TOKEN = "github_token"  # noqa: S105 - a kind name, not a credential
    SLACK_TOKEN = "slack_token"  # noqa: S105 - a kind name, not a credential
    OPENAI_KEY = "openai_key"
    STRIPE_KEY = "stripe_key"
    GOOGLE_API_KEY = "google_api_key"
    JWT = "jwt"
    PRIVATE_KEY = "private_key"
    PASSWORD = "password"  # noqa: S105 - a kind name, not a credential
    PIN = "pin"
    URL_PASSWORD = "url_password"  # noqa: S105 - a kind name, not a credential
    SECRET = "secret"  # noqa: S105 - a kind name, not a credential


class Finding(BaseModel):
    """One detected item; ``text[start:end]`` of the original input is the secret."""

    model_config = ConfigDict(frozen=True)

    kind: FindingKind
    start: int
    end: int


class Redaction(BaseModel):
    """The outcome of :func:`redact`."""

    model_config = ConfigDict(frozen=True)

    text: str
    findings: tuple[Finding, ...]
    refused: bool


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


def placeholder(kind: FindingKind) -> str:
    return f"[redacted:{kind.value}]"


Span = tuple[int, int]
# The parts of one match that are findings: most accept a match or a group of it; one
# match of the card pattern can hold several cards.
Accept = Callable[[re.Match[str]], Iterable[Span]]


def _one(check: Callable[[re.Match[str]], Span | None]) -> Accept:
    def accept(match: re.Match[str]) -> Iterable[Span]:
        span = check(match)
        return () if span is None else (span,)

    return accept


class _Scope(Enum):
    # pattern.match where one of the detector's cues starts (cues are found with str.find
    # on the lower-cased text, so most detectors cost nothing when their cue is absent)
    AT_CUE = "at_cue"
    # pattern.finditer in a window around each run of 7+ digits; numbers with
    # fewer digits (prices, dates, versions, order numbers) never reach the regexes
    NEAR_NUMBER = "near_number"


@dataclass(frozen=True, slots=True)
class _Detector:
    kind: FindingKind
    pattern: re.Pattern[str]
    accept: Accept
    scope: _Scope
    cues: tuple[str, ...] = ()
    # NEAR_NUMBER only: how far before and after a digit run to look, and how many
    # digits the run must hold for this kind to be possible at all.
    before: int = 2
    after: int = 2
    min_digits: int = 7
    # For a cue inside the match (the "@" of an e-mail): finds where the match starts.
    rewind: re.Pattern[str] | None = None


# --- acceptance checks -------------------------------------------------------------------


def _whole(match: re.Match[str]) -> Span:
    return match.span()


def _digits(value: str) -> str:
    return "".join(ch for ch in value if "0" <= ch <= "9")


def _luhn_ok(digits: str) -> bool:
    total = 0
    for index, ch in enumerate(reversed(digits)):
        value = ord(ch) - 48
        if index % 2:
            value *= 2
            if value > 9:
                value -= 9
        total += value
    return total % 10 == 0


_DIGIT_GROUP = re.compile(r"[0-9]+")


def _cards(match: re.Match[str]) -> list[Span]:
    # However it is grouped ("4111 1111 1111 1111", "4 111111111111111"), a number may
    # run on into a neighbour ("2 4111…", "… 1111 2024") or the next card: take windows
    # of whole groups, the widest that checks from each start, left to right. A group of
    # one or two digits after the first ends a window ("… 0130 01" of an IBAN).
    groups = list(_DIGIT_GROUP.finditer(match.group()))
    found: list[Span] = []
    first = 0
    while first < len(groups):
        window = ""
        last: int | None = None
        for index in range(first, len(groups)):
            group = groups[index].group()
            if index > first and len(group) < 3:
                break
            window += group
            if len(window) > 19:
                break
            if len(window) >= 13 and _network(window) and _luhn_ok(window):
                last = index
        if last is None:
            first += 1
            continue
        found.append((match.start() + groups[first].start(), match.start() + groups[last].end()))
        first = last + 1
    return found


def _network(digits: str) -> bool:
    # 2221-2720 Mastercard, 3 Amex/Diners/JCB, 4 Visa, 5 Mastercard, 6 Discover/UnionPay.
    # Excludes lists of years ("2019 2020 2021 2022").
    return digits[0] in "3456" or "22" <= digits[:2] <= "27"


_ID_WEIGHTS = (7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2)
_ID_CHECK = "10X98765432"


def _cn_id(match: re.Match[str]) -> Span | None:
    value = match.group().upper()
    total = sum(int(ch) * weight for ch, weight in zip(value[:17], _ID_WEIGHTS, strict=True))
    return match.span() if _ID_CHECK[total % 11] == value[17] else None


def _iban_ok(compact: str) -> bool:
    if not 15 <= len(compact) <= 34:
        return False
    rearranged = compact[4:] + compact[:4]
    return int("".join(str(int(ch, 36)) for ch in rearranged)) % 97 == 1


def _iban(match: re.Match[str]) -> Span | None:
    # Grouped IBANs may have swallowed a following four-letter word ("… 7034 THAT"):
    # drop trailing groups until the checksum holds.
    start, end = match.start() - 2, match.end()
    text = match.string
    while end - start >= 15:
        if _iban_ok(text[start:end].replace(" ", "").upper()):
            return start, end
        end = text.rfind(" ", start, end)
        if end < 0:
            break
    return None


def _phone(match: re.Match[str]) -> Span | None:
    value = match.group()
    low = 8 if value.startswith("+") else 7
    # Digit groups may run on into a number after it ("+44 7700 900123 13812345678"):
    # the longest run of whole groups that can be one phone number (E.164: ≤ 15 digits).
    count = 0
    end: int | None = None
    for group in _DIGIT_GROUP.finditer(value):
        count += len(group.group())
        if count > 15:
            break
        if count >= low:
            end = group.end()
    return None if end is None else (match.start(), match.start() + end)


_URL_USERINFO_TAIL = re.compile(r"://[^\s/@]*:\Z")


def _email(match: re.Match[str]) -> Span | None:
    # "scheme://user:secret@host.tld" is a URL password, not an e-mail address.
    start = match.start()
    if _URL_USERINFO_TAIL.search(match.string, max(0, start - 256), start):
        return None
    return match.span()


def _has_letter_and_digit(value: str) -> bool:
    return any(ch.isdigit() for ch in value) and any(ch.isalpha() for ch in value)


def _token(match: re.Match[str]) -> Span | None:
    return match.span() if _has_letter_and_digit(match.group()) else None


def _labelled_token(match: re.Match[str]) -> Span | None:
    group = "v" if match.group("v") is not None else "b"
    return match.span(group) if _has_letter_and_digit(match.group(group)) else None


def _value(match: re.Match[str]) -> Span:
    return match.span("v")


_TRAILING_PUNCTUATION = ".,;:\"'。，；：、”’」』"
_NOT_A_SECRET = _words(
    """
    not wrong incorrect invalid expired changed reset too the a an still now same
    different required needed weak strong correct right set saved stored hidden empty
    blank missing locked long short easy hard my your our their his her in on at for of
    to and being going very so also what which this that it here there below above
    attached unknown protected encrypted case-sensitive none null
    什么 多少 啥 错的 对的 不对 错误 正确 空的
    """
)


def _password(match: re.Match[str]) -> Span | None:
    if match.group("q") is not None:
        return match.span("q")
    start, end = match.span("v")
    text = match.string
    while end > start and text[end - 1] in _TRAILING_PUNCTUATION:
        end -= 1
    value = text[start:end]
    if value.startswith("[redacted:"):
        return None  # already redacted: "my password is [redacted:password]"
    if value.lower() in _NOT_A_SECRET or not any(ch.isalnum() for ch in value):
        return None
    return start, end


# --- patterns ----------------------------------------------------------------------------

# Neither an ASCII letter nor an ASCII digit may touch a number on either side; CJK may
# (Chinese writes "电话13812345678" without a space).
_NB = r"(?<![0-9A-Za-z])"
_NA = r"(?![0-9A-Za-z])"
_CJK = "\u2e80-\u9fff\uf900-\ufaff"
# Separator between a password label and its value: "is", "was", ":", "=", 是, 为, は.
_SAY = r"""["']?\s*(?:(?:is|was|ist|est|es)(?![A-Za-z])\s*[:=：]?|[:=：]|是|为|は)\s*"""
_QUOTED = r"""(?:["'“‘「『](?P<q>[^"'”’」』\n]{1,128})["'”’」』])"""
_BARE = rf"(?P<v>[^\s{_CJK}]+|[{_CJK}]+)"

# Labels start where their cue starts, so detectors can be tried only at cue positions;
# words before the cue ("mot de passe", "access_token", "aws_secret…") stay as text.
_LOGIN_LABEL = (
    r"(?:pass(?:word|wd|code|phrase|wort)|(?<=mot de )passe|pwd|kennwort|contraseña"
    r"|密码|口令|パスワード)"
)
_KEY_LABEL = r"(?:api[_\s-]?key|secret(?:[_\s-]?key)?|token)"
_AWS_KEY_LABEL = r"secret[_\s-]?(?:access[_\s-]?)?key"


_I = re.IGNORECASE

_AT_CUE = _Scope.AT_CUE
_NEAR_NUMBER = _Scope.NEAR_NUMBER

# Numeric patterns begin with a character class and check the boundary in a lookbehind
# after it: a leading class lets re skip to candidate characters in C, a leading
# lookbehind makes it try every position.

_DETECTORS: tuple[_Detector, ...] = (
    _Detector(
        FindingKind.PRIVATE_KEY,
        re.compile(
            r"-----BEGIN [A-Z0-9 ]*PRIVATE KEY-----[\s\S]*?"
            r"(?:-----END [A-Z0-9 ]*PRIVATE KEY-----|\Z)"
        ),
        _one(_whole),
        _AT_CUE,
        cues=("-----begin",),
    ),
    _Detector(
        FindingKind.JWT,
        re.compile(r"(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{2,}\.[A-Za-z0-9_-]*"),
        _one(_whole),
        _AT_CUE,
        cues=("eyj",),
    ),
    _Detector(
        FindingKind.URL_PASSWORD,
        re.compile(r"(?<=[A-Za-z0-9+.-])://[^\s/?#@:]*:(?P<v>[^\s/?#]+)@"),
        _one(_value),
        _AT_CUE,
        cues=("://",),
    ),
    _Detector(
        FindingKind.AWS_ACCESS_KEY,
        re.compile(rf"{_NB}(?:AKIA|ASIA)[A-Z0-9]{{16}}{_NA}"),
        _one(_whole),
        _AT_CUE,
        cues=("akia", "asia"),
    ),
    _Detector(
        FindingKind.AWS_SECRET_KEY,
        re.compile(
            rf"{_AWS_KEY_LABEL}{_SAY}[\"']?(?P<v>[A-Za-z0-9/+=]{{40}})(?![A-Za-z0-9/+=])",
            _I,
        ),
        _one(_value),
        _AT_CUE,
        cues=("secret",),
    ),
    _Detector(
        FindingKind.GITHUB_TOKEN,
        re.compile(
            r"(?<![A-Za-z0-9_])(?:gh[pousr]_[A-Za-z0-9]{36,251}|github_pat_[A-Za-z0-9_]{22,247})"
            r"(?![A-Za-z0-9_])"
        ),
        _one(_whole),
        _AT_CUE,
        cues=("ghp_", "gho_", "ghu_", "ghs_", "ghr_", "github_pat_"),
    ),
    _Detector(
        FindingKind.SLACK_TOKEN,
        re.compile(r"(?<![A-Za-z0-9_-])xox[abprs]-[A-Za-z0-9-]{10,}"),
        _one(_whole),
        _AT_CUE,
        cues=("xox",),
    ),
    _Detector(
        FindingKind.STRIPE_KEY,
        re.compile(r"(?<![A-Za-z0-9_])(?:sk|rk|pk)_(?:live|test)_[A-Za-z0-9]{10,}"),
        _one(_whole),
        _AT_CUE,
        cues=("sk_live_", "sk_test_", "rk_live_", "rk_test_", "pk_live_", "pk_test_"),
    ),
    _Detector(
        FindingKind.OPENAI_KEY,
        re.compile(r"(?<![A-Za-z0-9_-])sk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,}"),
        _one(_token),
        _AT_CUE,
        cues=("sk-",),
    ),
    _Detector(
        FindingKind.GOOGLE_API_KEY,
        re.compile(r"(?<![A-Za-z0-9_-])AIza[0-9A-Za-z_-]{35}(?![0-9A-Za-z_-])"),
        _one(_whole),
        _AT_CUE,
        cues=("aiza",),
    ),
    _Detector(
        FindingKind.EMAIL,
        re.compile(
            r"(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*"
            r"\.[A-Za-z]{2,}(?![A-Za-z0-9-])"
        ),
        _one(_email),
        _AT_CUE,
        cues=("@",),
        rewind=re.compile(r"[A-Za-z0-9._%+-]{1,64}\Z"),
    ),
    _Detector(
        FindingKind.CN_RESIDENT_ID,
        re.compile(rf"[1-9](?<![0-9A-Za-z].)[0-9]{{16}}[0-9Xx]{_NA}"),
        _one(_cn_id),
        _NEAR_NUMBER,
        min_digits=17,
    ),
    _Detector(
        FindingKind.PAYMENT_CARD,
        re.compile(
            # digits, single spaces or dashes between them; _card finds the number's end
            r"[2-6](?<![0-9A-Za-z+-].)(?:[ -]?[0-9]){12,}"
            r"(?![0-9A-Za-z])"
        ),
        _cards,
        _NEAR_NUMBER,
        min_digits=13,
    ),
    _Detector(
        FindingKind.IBAN,
        re.compile(
            # starts at the check digits; the country code is checked behind them
            r"[0-9]{2}(?<=(?<![0-9A-Za-z])[A-Za-z]{2}[0-9]{2})"
            r"(?:[A-Za-z0-9]{11,30}|(?: [A-Za-z0-9]{4}){2,7}(?: [A-Za-z0-9]{1,3})?)"
            rf"{_NA}"
        ),
        _one(_iban),
        _NEAR_NUMBER,
        # Every IBAN holds a run of 10+ digits starting at most 10 characters after the
        # country code ("GB82 WEST 1234…"); what follows the run is at most 34 long.
        before=12,
        after=34,
        min_digits=10,
    ),
    _Detector(
        FindingKind.US_SSN,
        re.compile(
            r"[0-8][0-9]{2}(?<![0-9A-Za-z-][0-9]{3})(?<!000)(?<!666)"
            r"-(?!00)[0-9]{2}-(?!0000)[0-9]{4}"
            r"(?![0-9A-Za-z]|-[0-9])"
        ),
        _one(_whole),
        _NEAR_NUMBER,
        min_digits=9,
    ),
    _Detector(
        FindingKind.PHONE,
        re.compile(
            # Every alternative opens with the class [+(0-9] so re can skip ahead in C;
            # a lookbehind on that first character then selects the alternative.
            r"[+(0-9](?<![0-9A-Za-z+].)"
            # international: +CC then digit groups, optionally "(area)"
            r"(?:(?<=\+)[0-9]++(?:[ .-]?\([0-9]++\))?+(?:[ .-][0-9]++){0,6}"
            # US: (415) 555-2671
            r"|(?<=\()(?<!\)\()[0-9]{3}\)[ .-]?[0-9]{3}[ .-][0-9]{4}"
            # US: 415-555-2671, 415.555.2671 (not inside 1-800-… or a dotted version)
            r"|(?<=[2-9])(?<![.-].)[0-9]{2}(?P<sep>[.-])[0-9]{3}(?P=sep)[0-9]{4}(?![.-][0-9])"
            # UK mobile: 07911 123456, 07911 123 456
            r"|(?<=0)7[0-9]{3}[ -]?(?:[0-9]{6}|[0-9]{3}[ -][0-9]{3})"
            # Chinese mobile: 0086 138 1234 5678 (+86 is international), 13812345678
            r"|(?<=0)086[ -]?1[3-9][0-9](?:[ -]?[0-9]{4}){2}"
            r"|(?<=1)[3-9][0-9](?:[ -]?[0-9]{4}){2})"
            r"(?![0-9A-Za-z])"
        ),
        _one(_phone),
        _NEAR_NUMBER,
        min_digits=7,
    ),
    _Detector(
        FindingKind.PASSPORT,
        re.compile(
            r"(?:passport(?:\s*(?:number|no\.?|num|#))?|passeport|护照(?:号码|号)?|パスポート(?:番号)?)"
            rf"(?:{_SAY}|\s*)(?P<v>[A-Za-z]{{0,2}}[0-9]{{6,9}}){_NA}",
            _I,
        ),
        _one(_value),
        _AT_CUE,
        cues=("pass", "护照", "パスポート"),
    ),
    _Detector(
        FindingKind.PIN,
        re.compile(
            rf"(?<![A-Za-z])pin(?:\s*(?:code|number)|码)?(?:{_SAY}|\s+)"
            r"(?P<v>[0-9]{3,12})(?![0-9])",
            _I,
        ),
        _one(_value),
        _AT_CUE,
        cues=("pin",),
    ),
    _Detector(
        FindingKind.PASSWORD,
        re.compile(
            rf"(?<![A-Za-z]){_LOGIN_LABEL}"
            # "my password for gmail is …": up to two words between label and verb
            r"(?:\s+(?:for|on|to|of|at)(?:\s+[^\s:=]+){1,2}?)?"
            rf"{_SAY}(?:{_QUOTED}|{_BARE})",
            _I,
        ),
        _one(_password),
        _AT_CUE,
        cues=("pass", "pwd", "kennwort", "contraseña", "密码", "口令", "パスワード"),
    ),
    _Detector(
        FindingKind.SECRET,
        re.compile(
            rf"(?<![A-Za-z]){_KEY_LABEL}{_SAY}[\"']?(?P<v>[A-Za-z0-9._~+/=-]{{12,}})"
            r"|(?<![A-Za-z])bearer\s+(?P<b>[A-Za-z0-9._~+/=-]{12,})",
            _I,
        ),
        _one(_labelled_token),
        _AT_CUE,
        cues=("api", "secret", "token", "bearer"),
    ),
)


# --- scanning ----------------------------------------------------------------------------

# Full-width digits, letters and the symbols that occur inside secrets ("１３８…", "＠",
# "＿") map one-to-one onto ASCII, so patterns need only ASCII classes and offsets stay
# valid. The CJK sentence punctuation ，！？：；（） is left alone (patterns name "："
# where it matters): it is in almost every Chinese line and folding it would cost time.
_FULLWIDTH = re.compile("[\uff02-\uff07\uff0a\uff0b\uff0d-\uff19\uff1c-\uff1e\uff20-\uff5e]")
# Seven digits, possibly split by up to two of " ().-" between each: the smallest phone.
_NUMBER_RUN = re.compile(r"[0-9](?:[ ().-]{0,2}[0-9]){6,}")

Candidate = tuple[int, int, int, FindingKind]


def _to_ascii(text: str) -> str:
    for char in set(_FULLWIDTH.findall(text)):
        text = text.replace(char, chr(ord(char) - 0xFEE0))
    return text


def _index_cues() -> dict[str, tuple[tuple[int, _Detector], ...]]:
    index: dict[str, list[tuple[int, _Detector]]] = {}
    for order, detector in enumerate(_DETECTORS):
        for cue in detector.cues:
            index.setdefault(cue, []).append((order, detector))
    return {cue: tuple(entries) for cue, entries in index.items()}


def _group_cues(cues: Iterable[str]) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """Group cues by their first character that is not an ASCII letter or digit.

    One substring test of that rarer character ("_", "-", "@", ":", a CJK character)
    rules out its whole group, so plain prose pays for only the all-letter cues.
    """
    groups: dict[str, list[str]] = {}
    for cue in cues:
        gate = next((ch for ch in cue if not (ch.isascii() and ch.isalnum())), "")
        groups.setdefault(gate, []).append(cue)
    return tuple((gate, tuple(members)) for gate, members in groups.items())


_BY_CUE = _index_cues()
_CUE_GROUPS = _group_cues(_BY_CUE)
_NUMBER_DETECTORS = tuple(
    (order, detector)
    for order, detector in enumerate(_DETECTORS)
    if detector.scope is _Scope.NEAR_NUMBER
)
_RUN_SEPARATORS = str.maketrans("", "", " ().-")


def _candidates(text: str) -> list[Candidate]:
    is_ascii = text.isascii()
    probe = text if is_ascii else _to_ascii(text)
    lowered = probe.lower()
    present = [
        cue
        for gate, cues in _CUE_GROUPS
        if not gate or ((gate.isascii() or not is_ascii) and gate in lowered)
        for cue in cues
        if cue in lowered
    ]
    found: list[Candidate] = []
    # lower() keeps offsets unless a character lower-cases to two ("İ"); then scan.
    aligned = len(lowered) == len(probe)
    for cue in present:
        for order, detector in _BY_CUE[cue]:
            if aligned:
                matches = _at_cue(detector, cue, probe, lowered)
            else:
                matches = detector.pattern.finditer(probe)
            _collect(found, probe, order, detector, _spans(detector, matches))
    runs = [
        (m.start(), m.end(), len(m.group().translate(_RUN_SEPARATORS)))
        for m in _NUMBER_RUN.finditer(probe)
    ]
    if runs:
        for order, detector in _NUMBER_DETECTORS:
            _collect(
                found,
                probe,
                order,
                detector,
                _spans(detector, _near_numbers(detector, probe, runs)),
            )
    return found


def _spans(detector: _Detector, matches: Iterator[re.Match[str]]) -> Iterator[Span]:
    for match in matches:
        yield from detector.accept(match)


def _collect(
    found: list[Candidate], probe: str, order: int, detector: _Detector, spans: Iterator[Span]
) -> None:
    for start, end in spans:
        # One of our own placeholders is never a finding ("postgres://bob:[redacted:…]@").
        if end > start and not _PLACEHOLDER.fullmatch(probe, start, end):
            found.append((start, end, order, detector.kind))


def _at_cue(detector: _Detector, cue: str, probe: str, lowered: str) -> Iterator[re.Match[str]]:
    position = lowered.find(cue)
    while position >= 0:
        start = position
        if detector.rewind is not None:
            head = detector.rewind.search(probe, max(0, position - 64), position)
            start = position if head is None else head.start()
        match = detector.pattern.match(probe, start)
        resume = position + 1
        if match is not None:
            yield match
            # A cue inside this match ("-----BEGIN" repeated, "password is password")
            # cannot start a better one of the same kind; skipping keeps long input linear.
            resume = max(resume, match.end())
        position = lowered.find(cue, resume)


def _near_numbers(
    detector: _Detector, probe: str, runs: list[tuple[int, int, int]]
) -> Iterator[re.Match[str]]:
    for start, end, digits in runs:
        if digits >= detector.min_digits:
            yield from detector.pattern.finditer(
                probe, max(0, start - detector.before), min(len(probe), end + detector.after)
            )


def _resolve(found: list[Candidate]) -> list[Finding]:
    # Longest first, then earliest, then detector order; a candidate that overlaps an
    # already kept one is dropped. Kept spans never overlap, so only the kept span that
    # starts last before a candidate's end can overlap it: one bisect per candidate.
    starts: list[int] = []
    kept: list[tuple[int, int, FindingKind]] = []
    for start, end, _order, kind in sorted(found, key=lambda f: (f[0] - f[1], f[0], f[2])):
        index = bisect.bisect_left(starts, end)
        if index and kept[index - 1][1] > start:
            continue
        starts.insert(index, start)
        kept.insert(index, (start, end, kind))
    return [Finding(kind=kind, start=start, end=end) for start, end, kind in kept]


def redact(text: str) -> Redaction:
    """Replace every credential or identifier in ``text`` with ``[redacted:<kind>]``.

    Redacting the result again finds nothing: a secret glued to another one ("…1111+44
    7700 900123") fails its detector's boundary check until its neighbour has become a
    placeholder, so the text is rescanned until a pass finds nothing new. Findings keep
    offsets into ``text``.
    """
    found = _candidates(text)
    if not found:
        return Redaction(text=text, findings=(), refused=False)
    spans = [(f.start, f.end, f.kind) for f in _resolve(found)]
    redacted = _replace(text, spans)
    for _ in range(_MAX_PASSES):
        again = _resolve(_candidates(redacted))
        if not again:
            break
        spans = _merge(spans, [_to_original(spans, f) for f in again])
        redacted = _replace(text, spans)
    findings = tuple(Finding(kind=kind, start=start, end=end) for start, end, kind in spans)
    return Redaction(text=redacted, findings=findings, refused=_is_refused(redacted))


# Each pass can only unlock a neighbour of a new placeholder; real text needs one more.
_MAX_PASSES = 4

_Span = tuple[int, int, FindingKind]


def _replace(text: str, spans: list[_Span]) -> str:
    parts: list[str] = []
    cursor = 0
    for start, end, kind in spans:
        parts.append(text[cursor:start])
        parts.append(placeholder(kind))
        cursor = end
    parts.append(text[cursor:])
    return "".join(parts)


def _to_original(spans: list[_Span], finding: Finding) -> _Span:
    """Map a finding in the redacted text back onto ``text``; a placeholder it touches
    maps to the whole span that placeholder stands for."""

    def position(at: int, *, is_end: bool) -> int:
        shift = 0
        for start, end, kind in spans:
            red_start = start + shift
            red_end = red_start + len(placeholder(kind))
            if at < red_start or (is_end and at == red_start):
                break
            if at < red_end or (is_end and at == red_end):
                return end if is_end else start
            shift = red_end - end
        return at - shift

    return position(finding.start, is_end=False), position(finding.end, is_end=True), finding.kind


def _merge(spans: list[_Span], extra: list[_Span]) -> list[_Span]:
    # A later finding that covers earlier ones swallows them (and names the whole span).
    merged: list[_Span] = []
    for start, end, kind in sorted(spans + extra, key=lambda s: (s[0], s[0] - s[1])):
        if merged and start < merged[-1][1]:
            last = merged[-1]
            merged[-1] = (last[0], max(last[1], end), last[2] if last[1] >= end else kind)
        else:
            merged.append((start, end, kind))
    return merged


# --- refusal -----------------------------------------------------------------------------

_PLACEHOLDER = re.compile(r"\[redacted:[a-z_]+\]")
_LETTER_RUN = re.compile(r"[^\W\d_]+")
_FILLER_WORDS = _words(
    """
    i me my mine we our us you your it its this that these those here there is are was
    were be been am m s re ve ll d t the a an and or of for to in on at by with as from
    please pls plz remember note keep mind save store don dont do not forget also just
    again now new old current use using used call text reach contact ring dial send write
    number no code pin password passwd passcode pwd passphrase login username user
    email e mail address phone mobile cell tel telephone card credit debit bank account
    iban ssn social security id passport key keys api token tokens secret access aws
    github slack stripe openai google bearer jwt private url link db database
    mein meine ist passwort kennwort mon ma est mot de passe mi es contraseña
    """
)
_CJK_FILLERS = sorted(
    _words(
        """
    我的 我 的 是 为 叫 请 记住 记一下 记下 帮我 一下 密码 口令 手机号码 手机号 手机
    电话号码 电话 号码 号 码 邮箱 邮件 地址 卡号 银行卡 信用卡 身份证号码 身份证号 身份证
    护照号码 护照 账号 帐号 用户名 登录 支付 这个 那个 吧 了 呢 啊 和 也 还有 打 给 联系
    パスワード 番号 は です 私の
    """
    ),
    key=len,
    reverse=True,
)
_CJK_FILLER = re.compile("|".join(map(re.escape, _CJK_FILLERS)))


def _is_refused(redacted: str) -> bool:
    rest = _PLACEHOLDER.sub(" ", redacted)
    if not rest.isascii():
        rest = _CJK_FILLER.sub(" ", rest)
    letters = 0
    for word in _LETTER_RUN.finditer(rest):
        folded = word.group().casefold()
        if folded not in _FILLER_WORDS:
            letters += len(folded)
            if letters >= MIN_CONTENT_LETTERS:
                return False
    return True
