"""Find credentials and identifiers in a chat turn and replace them with typed placeholders.

``redact(text)`` returns the text with every finding replaced by ``[redacted:<kind>]``,
the findings with ``start``/``end`` offsets into the *original* text, and ``refused``.

What is found, and by which module (each module's docstring has the details):

- ``agents.redaction_tokens``: keys and tokens with a shape of their own (AWS, GitHub,
  Slack, OpenAI, Stripe, Google, JWT, PEM and hex private keys, ``Authorization``
  headers, BIP-39 seed phrases of every list), passwords in URLs, e-mail addresses (Unicode too), and
  a generic ``secret`` after "api key" / "token" / "Bearer".
- ``agents.redaction_vendors``: other vendors' keys and tokens by their documented
  prefix and alphabet (Twilio, Mailgun, Square, GitLab, Groq, Vault, Slack and Discord
  webhooks, Telegram bot tokens …) and BitLocker recovery keys.
- ``agents.redaction_numbers``: payment cards, IBANs and national identifiers, each
  checked by python-stdnum.
- ``agents.redaction_phones``: phone numbers validated by ``phonenumbers`` for the
  regions in ``phone_regions`` (default ``DEFAULT_PHONE_REGIONS``).
- ``agents.redaction_labels``: values a label names (passwords, PINs and codes, CVVs,
  passports) in English, Chinese, German, French, Spanish and Japanese, in any word
  order; the code a few words after a thing it opens ("alarm", "Haustür", "门禁"); and
  a password label misspelt by one letter ("Kenwort ist …"). Only the value is
  redacted; the label words stay.
- ``agents.redaction_shapes``: secrets with no label, found by the value's shape and a
  short context window: "user / secret" pairs, the security code just after a card,
  tokens with every class a password policy asks for, and "the new one is X".

- ``agents.redaction_lines``: cards and IBANs split by a line break, and the
  machine-readable zone of a passport (ICAO check digits).
- ``agents.redaction_pairs``: values whose key names a secret in pasted requests (a
  Postman ``{"key": …, "value": …}`` pair, a curl ``-H 'key: …'``), dictated e-mail
  addresses ("j dot smith at gmail dot com"), and a value its label follows at the start
  of a line ("6858 — that's the code for the bike lock").
- ``agents.redaction_answers``: a secret given as the one-token answer, on the next line
  of a pasted chat, to a question that names it ("whats the wifi⏎her: Gr33n-Fern-Hollow").
- ``agents.redaction_keys``: configuration keys glued into one identifier
  ("accessKeySecret=", "PGPASSWORD=", "corpsecret=") and ``curl -u user:password``.
- ``agents.redaction_seedparts``: part of a seed phrase (six words or more) after a seed
  label ("seed phrase part 1: …", "助记词后半部分：…").
- ``agents.redaction_tables``: a Markdown table's cells, each read with its column header
  as its label ("| Name | Teléfono |"), and so are CSV rows under a header line that
  names a secret column ("name,card,exp,cvc") and the values of a SQL ``INSERT``.
- ``agents.redaction_card_back``: a card's security code named by where it is printed
  or how long it is ("the 3 numbers on the back", "背面的三位数"), with a card in the
  message.
- ``agents.redaction_tried_passwords``: a password the user says they tried or typed
  while failing to log in ("I tried …", "j'ai essayé …", "输入了…").
- ``agents.redaction_purposes``: a password named by what it is for, with no label ("use
  Zebra!2024 to log in", "mit Tanne#44 einloggen", "用Zebra2024登录").
- ``agents.redaction_emoji_digits``: numbers with
  emoji between their digit groups ("+1 646 817 📱 2789"), read without them.
- ``agents.redaction_form_lines``: a form's label on one line and its value on the next,
  as text copied from a PDF keeps them ("VERSICHERTENNUMMER⏎I879888662", "個人番号⏎…"):
  every detector reads the pair as one line.
- ``agents.redaction_company_numbers``: a business's registration or tax number after its
  label (EIN, SIREN, TVA, USt-IdNr., 法人番号 …), checked by python-stdnum, is no phone.
- ``agents.redaction_self_answers``: a secret given as the answer to the speaker's own
  question ("the PIN for the card? hmm… 7291", "le code c'est quoi déjà... ah 482193").
- ``agents.redaction_spaced_passwords``: a passphrase of words with spaces after a
  password label ("password Rosie the cat 91 (with spaces)").
- ``agents.redaction_code_lists``: every code of a list of backup or recovery codes after
  its label ("backup codes: 5512 0937, 8841 2206, …", "バックアップコード：…", on the
  lines below too), and a recovery key after its label without its checksum.
- ``agents.redaction_corrections`` (called by the label finder): the other value of a
  correction after a labelled secret: the wrong one ("6130 not 6103", "4471 *4417") and the old one ("the old one
  was 1234", "原来那个是1111").
- ``agents.redaction_code_words``: a password that is a plain word by design after its
  label ("code word", "verbal password", "Codewort", "mot de passe verbal", "合言葉").
- ``agents.redaction_stand_ins``: what stands where a secret would: a template slot
  (``<your-password>``, whose label word labels nothing), a key with its random part
  masked (``sk_test_xxxxxxxx``, dropped here from every detector's findings), and a Git
  host's no-reply address.
- ``agents.redaction_list_siblings`` (after the findings are resolved): the other codes of
  a list of "thing → code" lines one of whose codes was found ("hotel safe → 0926⏎pool
  locker → 3318").
- ``agents.redaction_spoken``: dictated digits in the six languages ("four five one
  two", "quatre-vingt-dix-huit", "幺三八", "いちきゅう"): every detector above runs again
  on a view with them as digits, and a finding there maps back onto the words.

Every detector reads a *probe* of the text (``agents.redaction_probe``): digits of any
script, full-width forms, Unicode spaces and dashes folded to ASCII one character for
one, so offsets need no mapping back.

Overlapping findings: the longest wins; on equal length the one that starts first; on the
same span the more specific kind (``agents.redaction_kinds``). A value found once is
redacted wherever else it stands in the text as a word of its own ("my pin is 4419, yes
4419"), when it has four letters or digits or more.

Refusal: a statement is ``refused`` when it has at least one finding and, after removing
placeholders, punctuation, digits and filler words (pronouns, articles, "is", "remember",
and the labels of the things we redact such as "password", "email", "密码", "手机号"),
fewer than ``MIN_CONTENT_LETTERS`` (3) letters remain (CJK ideographs count as letters).
"my password is hunter2" is refused; "my email is a@b.co and I love hiking" is not. Text
without findings is never refused: refusal is about sensitive content, not brevity.

The words the detectors read around values (labels, stop lists, phone words) are in
``agents.redaction_words``; ``agents.redaction_scan`` runs the regex detectors.

Speed (this runs on every chat turn): patterns are compiled once. All cues (a detector's
prefix or keyword, a label's core word) are found in one Aho-Corasick pass, and each
detector is tried only where its cue occurs; numeric detectors, ``phonenumbers`` and
python-stdnum only around runs of 7+ digits; seed phrases behind one gate pattern that
prose fails within a few words. A message with nothing to redact costs about 1.5× what
the earlier, English-and-Chinese-only redactor cost.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Sequence
from dataclasses import dataclass

from agents.redaction_answers import find_answers
from agents.redaction_bracketed_emails import OBFUSCATED_EMAIL_HANDLER
from agents.redaction_card_back import CARD_BACK_CODE_HANDLER
from agents.redaction_code_lists import CODE_LIST_HANDLER
from agents.redaction_code_words import CODE_WORD_HANDLER
from agents.redaction_command_lines import DETECTORS as SHELL_DETECTORS
from agents.redaction_emoji_digits import EMOJI_DIGITS_HANDLER
from agents.redaction_form_lines import form_line_handler
from agents.redaction_keys import DETECTORS as KEY_DETECTORS
from agents.redaction_kinds import Candidate, FindingKind, rank
from agents.redaction_labels import LABEL_HANDLER, MISSPELT_LABEL_HANDLER
from agents.redaction_lines import find_across_lines, find_mrz
from agents.redaction_list_siblings import list_siblings
from agents.redaction_numbers import DETECTORS as NUMBER_DETECTORS
from agents.redaction_numbers import find_codice_fiscale
from agents.redaction_pairs import find_pairs
from agents.redaction_phones import DEFAULT_PHONE_REGIONS, find_phones
from agents.redaction_probe import make_probe
from agents.redaction_purposes import PURPOSE_HANDLER
from agents.redaction_scan import Scanner
from agents.redaction_seedparts import SEED_PART_HANDLER
from agents.redaction_self_answers import SELF_ANSWER_HANDLER
from agents.redaction_shapes import NEW_ONE_HANDLER, STRONG_SHAPE_HANDLER, find_by_shape
from agents.redaction_social_numbers import DETECTORS as ID_DETECTORS
from agents.redaction_spaced_passwords import SPACED_PASSWORD_HANDLER
from agents.redaction_split_values import PART_HANDLER
from agents.redaction_spoken import spoken_view
from agents.redaction_stand_ins import masked, may_hold_masks
from agents.redaction_tables import csv_handler, sql_handler, table_handler
from agents.redaction_tokens import DETECTORS as TOKEN_DETECTORS
from agents.redaction_tokens import find_seed_phrases
from agents.redaction_tried_passwords import TRIED_VALUE_HANDLER
from agents.redaction_vendors import DETECTORS as VENDOR_DETECTORS

__all__ = [
    "DEFAULT_PHONE_REGIONS",
    "MIN_CONTENT_LETTERS",
    "Finding",
    "FindingKind",
    "Redaction",
    "placeholder",
    "redact",
    "use_phone_regions",
]

MIN_CONTENT_LETTERS = 3


# Plain frozen dataclasses, not pydantic models: redaction runs on every chat message and
# every text field, and validating a result built from values it made itself cost it about
# a twentieth of its time. The boundaries that expose findings (the analysis API, the
# statement models) copy them into their own pydantic models.
@dataclass(frozen=True, slots=True)
class Finding:
    """One detected item; ``text[start:end]`` of the original input is the secret."""

    kind: FindingKind
    start: int
    end: int


@dataclass(frozen=True, slots=True)
class Redaction:
    """The outcome of :func:`redact`."""

    text: str
    findings: tuple[Finding, ...]
    refused: bool


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


def placeholder(kind: FindingKind) -> str:
    return f"[redacted:{kind.value}]"


def _cell_candidates(text: str) -> list[Candidate]:
    # A table cell read with its column header as its label (agents.redaction_tables).
    return _candidates(text, _phone_regions)


_SCANNER = Scanner(
    TOKEN_DETECTORS
    + VENDOR_DETECTORS
    + KEY_DETECTORS
    + NUMBER_DETECTORS
    + ID_DETECTORS
    + SHELL_DETECTORS,
    (
        LABEL_HANDLER,
        MISSPELT_LABEL_HANDLER,
        NEW_ONE_HANDLER,
        STRONG_SHAPE_HANDLER,
        SEED_PART_HANDLER,
        CARD_BACK_CODE_HANDLER,
        TRIED_VALUE_HANDLER,
        PART_HANDLER,
        OBFUSCATED_EMAIL_HANDLER,
        PURPOSE_HANDLER,
        SELF_ANSWER_HANDLER,
        SPACED_PASSWORD_HANDLER,
        EMOJI_DIGITS_HANDLER,
        CODE_LIST_HANDLER,
        CODE_WORD_HANDLER,
        table_handler(_cell_candidates),
        csv_handler(_cell_candidates),
        sql_handler(_cell_candidates),
        form_line_handler(_cell_candidates),
    ),
)


def _candidates(
    text: str, phone_regions: tuple[str, ...], *, spoken: bool = True
) -> list[Candidate]:
    probe = make_probe(text)
    found: list[Candidate] = []
    _SCANNER.scan(probe, found)
    find_seed_phrases(probe, found)
    if probe.codes:
        find_codice_fiscale(probe, found)
    if "\n" in text:
        find_across_lines(probe, found)
        find_answers(probe, found)
    if probe.runs:
        find_phones(probe, found, phone_regions)
    find_by_shape(probe, found)
    find_mrz(probe, found)
    find_pairs(probe, found)
    if spoken:
        view = spoken_view(text, probe.lowered)
        if view is not None:
            # Dictated digits ("four five one two", "幺三九…"): the same detectors on the
            # text with the sequences as digits, mapped back onto the words.
            for start, end, kind in _candidates(view.text, phone_regions, spoken=False):
                if view.touches_sequence(start, end):
                    found.append((*view.original(start, end), kind))
    if may_hold_masks(text):
        # "sk_test_xxxxxxxxxxxx" in a sample file shows where a key goes, not a key.
        found = [c for c in found if not masked(text[c[0] : c[1]])]
    if "[redacted:" not in text:
        return [c for c in found if c[1] > c[0]]
    # Our own placeholders are never (part of) a finding: "postgres://bob:[redacted:…]@",
    # "my password is [redacted:password]".
    held = [m.span() for m in _PLACEHOLDER.finditer(text)]
    return [c for c in found if c[1] > c[0] and not any(s < c[1] and c[0] < e for s, e in held)]


def _resolve(found: list[Candidate]) -> list[Finding]:
    # Longest first, then earliest, then the more specific kind; a candidate that overlaps
    # an already kept one is dropped. Kept spans never overlap, so only the kept span that
    # starts last before a candidate's end can overlap it: one bisect per candidate.
    starts: list[int] = []
    kept: list[tuple[int, int, FindingKind]] = []
    for start, end, kind in sorted(found, key=lambda f: (f[0] - f[1], f[0], rank(f[2]))):
        index = bisect.bisect_left(starts, end)
        if index and kept[index - 1][1] > start:
            continue
        starts.insert(index, start)
        kept.insert(index, (start, end, kind))
    return [Finding(kind=kind, start=start, end=end) for start, end, kind in kept]


_phone_regions: tuple[str, ...] = DEFAULT_PHONE_REGIONS


def use_phone_regions(regions: Sequence[str]) -> None:
    """Set the process's phone regions (``MEMSTREAM_LIMITS__PHONE_REGIONS``), once at start.

    Redaction runs in a dozen places (statements, labels, dead letters, logs, analysis);
    the region list is configuration of the process, not of each call.
    """
    global _phone_regions  # noqa: PLW0603  (set once by the CLI before any work)
    _phone_regions = tuple(regions)


def redact(text: str, *, phone_regions: Sequence[str] | None = None) -> Redaction:
    """Replace every credential or identifier in ``text`` with ``[redacted:<kind>]``.

    ``phone_regions``: the ISO 3166 alpha-2 regions whose national numbers count as
    phones (numbers written with ``+`` or ``00`` count whatever their country); by default
    the process's (:func:`use_phone_regions`); an unknown code raises ``ValueError``.

    Redacting the result again finds nothing: a secret glued to another one ("…1111+44
    7700 900123") fails its detector's boundary check until its neighbour has become a
    placeholder, so the text is rescanned until a pass finds nothing new (up to
    ``_MAX_PASSES``; no rescan when no finding touches anything but white space, see
    ``_may_hide``). Findings keep offsets into ``text``.
    """
    regions = _phone_regions if phone_regions is None else tuple(phone_regions)
    found = _candidates(text, regions)
    if not found:
        return Redaction(text=text, findings=(), refused=False)
    resolved = _resolve(found)
    # Every other occurrence of a value found once, and the other codes of a list one of
    # whose codes was found (agents.redaction_list_siblings).
    more = _echoes(text, resolved)
    if "\n" in text:
        more += list_siblings(text, [(f.start, f.end, f.kind) for f in resolved])
    if more:
        resolved = _resolve(found + more)
    spans = [(f.start, f.end, f.kind) for f in resolved]
    redacted = _replace(text, spans)
    for _ in range(_MAX_PASSES if _may_hide(text, spans) else 0):
        again = _resolve(_candidates(redacted, regions))
        if not again:
            break
        spans = _merge(spans, [_to_original(spans, f) for f in again])
        redacted = _replace(text, spans)
    findings = tuple(Finding(kind=kind, start=start, end=end) for start, end, kind in spans)
    return Redaction(text=redacted, findings=findings, refused=_is_refused(redacted))


# A value shorter than this may recur by chance ("PIN 412 … 412 Main St").
_MIN_ECHO = 4
_ASCII_ALNUM = frozenset("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")


def _echoes(text: str, findings: list[Finding]) -> list[Candidate]:
    """Every other occurrence of a value found once ("my pin is 4419, yes 4419",
    "Passwort ist Sonne123 – also Sonne123"): a label names a secret once, and repeating
    it does not make it less secret. An occurrence counts when it is not part of a longer
    word or number ("14419", "4419.50")."""
    echoes: list[Candidate] = []
    for finding in findings:
        value = text[finding.start : finding.end]
        if text.count(value) < 2 or sum(map(str.isalnum, value)) < _MIN_ECHO or "\n" in value:
            continue
        at = text.find(value)
        while at >= 0:
            end = at + len(value)
            if at != finding.start and _stands_apart(text, at, end):
                echoes.append((at, end, finding.kind))
            at = text.find(value, at + 1)
    return echoes


def _stands_apart(text: str, start: int, end: int) -> bool:
    before, after = text[start - 1 : start], text[end : end + 1]
    if before and before in _ASCII_ALNUM and text[start] in _ASCII_ALNUM:
        return False
    if after and after in _ASCII_ALNUM and text[end - 1] in _ASCII_ALNUM:
        return False
    # a decimal: "4419.50", "4419,5"
    return not (after in ".," and text[end + 1 : end + 2].isdigit() and text[end - 1].isdigit())


# Each pass can only unlock a neighbour of a new placeholder; real text needs one more.
_MAX_PASSES = 4


def _may_hide(text: str, spans: list[tuple[int, int, FindingKind]]) -> bool:
    """Whether a finding may have hidden a neighbour from its detector: it touches
    something other than white space ("…1111+44 7700…", "bob:s3cr3t@db"), or a digit, a
    plus sign or a parenthesis stands just past the spaces beside it (a number whose digit
    run the finding shared: "0201000  4111111111111111"). Otherwise a second pass would
    find nothing, and is skipped."""
    for start, end, _ in spans:
        before = text[max(0, start - 3) : start]
        after = text[end : end + 3]
        if (before and not before[-1].isspace()) or (after and not after[0].isspace()):
            return True
        for near in (before.rstrip()[-1:], after.lstrip()[:1]):
            if near and (near.isdigit() or near in "+()"):
                return True
    return False


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
    again now new old current temp temporary use using used call text reach contact ring
    dial send write number no code pin password passwd passcode pwd pw pass passphrase
    login username user email e mail address phone mobile cell tel telephone card credit
    debit bank account iban ssn social security id passport key keys api token tokens
    secret access aws github slack stripe openai google bearer jwt private url link db
    database wifi wi fi wlan cvv cvc door gate alarm entry verification security seed
    phrase recovery wallet authorization basic header national insurance tax
    mein meine ist passwort kennwort lautet das der die zugangscode geheimzahl
    schlüssel handy telefon nummer reisepass steuer
    mon ma est mot de passe le la code mdp porte accès c téléphone portable numéro
    passeport clé
    mi es contraseña clave el código puerta acceso teléfono móvil número pasaporte
    """
)
_CJK_FILLERS = sorted(
    _words(
        """
    我的 我 的 是 为 叫 请 记住 记一下 记下 帮我 一下 密码 口令 手机号码 手机号 手机
    电话号码 电话 号码 号 码 邮箱 邮件 地址 卡号 银行卡 信用卡 身份证号码 身份证号 身份证
    护照号码 护照 账号 帐号 用户名 登录 支付 这个 那个 吧 了 呢 啊 和 也 还有 打 给 联系
    验证码 安全码 门禁 私钥 助记词 家里 的话
    パスワード 暗証番号 番号 は です 私の 電話 携帯 メール パスポート 秘密鍵
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
