"""Credentials with a shape of their own: keys, tokens, URLs with a password, e-mail
addresses, ``Authorization`` headers and BIP-39 seed phrases.

- Vendor tokens by prefix: AWS access key ids (``AKIA``/``ASIA``), GitHub (``ghp_ gho_
  ghu_ ghs_ ghr_ github_pat_``), Slack (``xox[abprs]-``), OpenAI-style (``sk-``,
  ``sk-proj-``; must hold a digit so "sk-learn-…" prose survives), Stripe
  (``sk_/rk_/pk_`` + ``live_/test_``), Google API keys (``AIza``), JWTs, PEM private
  key blocks (to the end of the text when the END line is missing), BIP-32 extended
  private keys (``xprv…``).
- AWS secret keys: 40 characters of base64 with upper- and lower-case letters, within
  240 characters of an access key id, or after a secret-key label.
- Hex private keys (64 hex digits, optionally ``0x``) and WIF keys, after a private-key
  label in any of the six languages ("private key", "私钥", "clé privée", "clave
  privada", "Privatschlüssel", "秘密鍵").
- ``secret``: a value of 12+ characters with a letter and a digit after "api key",
  "secret", "token" (in six languages) and "is", ":" or "=", or "Bearer"; with no
  separator ("twilio api key 8f3a…"), 20+ characters with four letters and four digits.
- ``auth_header``: the credentials of an ``Authorization:`` header, whatever the scheme
  (a Digest or AWS4 header to the end of its line), and a ``Basic`` value anywhere when
  it decodes to ``user:password``.
- ``url_password``: the password in ``scheme://user:password@host``. It wins over the
  e-mail address that the ``password@host`` part also looks like, so
  ``postgres://admin:Zebra!x@db.example.com/app`` loses the whole password.
- ``email``: addresses with a Unicode local part and domain ("josé@ejemplo.es",
  "用户@例子.广告"). In CJK text the local part starts after 是/为/は, and a local part
  that turns from CJK text to ASCII starts at the turn ("密码…账号k.lee@mail.com").
  Not an address: a stand-in name at a stand-in domain ("usuario@dominio.com",
  "name@domain.com"), the user name of a URL ("ssh://git@host/…"), a git remote
  ("git@github.com:org/repo.git"), a Git host's no-reply address for an account
  ("…@users.noreply.github.com", see ``agents.redaction_stand_ins``).
- Private keys also: a PuTTY key file's ``Private-Lines``, a PEM block whose dashes a
  copy lost, and 32 bytes of base64 after a private-key label (WireGuard).
- ``seed_phrase``: 12 or more consecutive words of one BIP-39 list (the lists as
  shipped by the ``mnemonic`` package, Trezor's reference implementation: English, and
  Spanish, French, Italian, Portuguese, Czech, Turkish, Russian, Korean, Japanese and
  both Chinese lists), split by spaces (ideographic ones too), commas or line breaks and
  optionally numbered; six different words at least, or a standard length with a valid
  checksum ("abandon × 11 about"), so "word word word …" is none. Words match with or
  without their accents, composed or decomposed as the lists ship them ("o\u0301xido").
  A gate pattern that prose fails within a few words runs first; the other lists are
  looked at only in text that is not all ASCII, or that passed the English gate with no
  English phrase.
"""

from __future__ import annotations

import base64
import binascii
import re
import unicodedata
from collections.abc import Iterable

from mnemonic import Mnemonic

from agents.redaction_kinds import Candidate, FindingKind, Span
from agents.redaction_probe import Probe
from agents.redaction_scan import Detector, Scope, one, whole
from agents.redaction_stand_ins import git_host_no_reply
from agents.redaction_words import words

__all__ = ["DETECTORS", "find_seed_phrases"]

_I = re.IGNORECASE
_AT_CUE = Scope.AT_CUE
K = FindingKind

# Separator between a label and its value: "is", ":", "=", 是, 为, は (the probe has
# full-width colons folded to ":").
_SAY = r"""["']?\s*(?:(?:is|was|ist|lautet|est|es)(?![A-Za-z])\s*[:=]?|[:=]|是|为|は)\s*"""


def _has_letter_and_digit(value: str) -> bool:
    return any(ch.isdigit() for ch in value) and any(ch.isalpha() for ch in value)


def _token(match: re.Match[str]) -> Span | None:
    return match.span() if _has_letter_and_digit(match.group()) else None


def _labelled_token(match: re.Match[str]) -> Span | None:
    if match.group("n") is not None:
        # No separator ("twilio api key 8f3a…"): a long token, letters and digits well mixed.
        value = match.group("n")
        digits = sum(ch.isdigit() for ch in value)
        letters = sum(ch.isalpha() for ch in value)
        return match.span("n") if digits >= 4 and letters >= 4 else None
    group = "v" if match.group("v") is not None else "b"
    return match.span(group) if _has_letter_and_digit(match.group(group)) else None


def _value(match: re.Match[str]) -> Span:
    return match.span("v")


def _private_lines(match: re.Match[str]) -> Span:
    start, end = match.span("v")
    return start, end - 1 if match.string[end - 1 : end] == "\n" else end


# --- AWS secret keys ---------------------------------------------------------------------

_AWS_SECRET = re.compile(r"(?<![A-Za-z0-9/+])[A-Za-z0-9/+]{40}(?![A-Za-z0-9/+=])")


def _looks_like_aws_secret(value: str) -> bool:
    # Mixed case rules out hex digests (git SHA-1s are 40 lower-case hex digits).
    return (
        any(ch.isupper() for ch in value)
        and any(ch.islower() for ch in value)
        and any(ch.isdigit() or ch in "/+" for ch in value)
    )


def _aws_secrets_near_key_id(match: re.Match[str]) -> Iterable[Span]:
    text = match.string
    spans: list[Span] = [match.span()]
    window = _AWS_SECRET.finditer(text, max(0, match.start() - 240), match.end() + 240)
    spans.extend(m.span() for m in window if _looks_like_aws_secret(m.group()))
    return spans


def _aws_secret_after_label(match: re.Match[str]) -> Span | None:
    return match.span("v") if _looks_like_aws_secret(match.group("v")) else None


# --- URLs and e-mail ---------------------------------------------------------------------

_PORT = re.compile(r"[0-9]+(?:[/?#]|\Z)")
_USERINFO = re.compile(r"(?<=[A-Za-z0-9+.-])://[^\s/?#@:]*:(?P<v>[^\s/?#]+|[^\s@]+)@")


# A template's stand-in: "postgres://USER:PASSWORD@host", "…:<password>@", "…:${DB_PASS}@".
_URL_PLACEHOLDER = re.compile(
    r"[<{$\[%].*|[A-Z_]*(?:PASS|PASSWD|PASSWORD|PWD|SECRET|TOKEN)[A-Z_0-9]*"
    r"|your[-_]?password|x{3,}|\*{3,}"
)


def _url_password(match: re.Match[str]) -> Span | None:
    value = match.group("v")
    if _PORT.match(value):  # "https://host:8080/path?mail=a@b.com" is a port, not a password
        return None
    if _URL_PLACEHOLDER.fullmatch(value):
        return None
    return match.span("v")


_USER_ONLY = re.compile(r"://[A-Za-z0-9._~-]+@")
_REMOTE_PATH = re.compile(r":[A-Za-z0-9~_.-]*/|:[A-Za-z0-9_.-]+\.git(?![A-Za-z0-9])")
# Addresses that reach nobody: a stand-in name at a stand-in domain ("usuario@dominio.com",
# "name@domain.com", "vorname.nachname@beispiel.de", "you@yourcompany.com").
_STAND_IN_LOCAL = words(
    """user username name yourname your.name you me email mail test foo example someone
    somebody firstname.lastname first.last john.doe jane.doe usuario nombre tu tuemail
    tucorreo correo nom prenom prénom prenom.nom prénom.nom vous utilisateur benutzer
    vorname.nachname max.mustermann name.nachname 名前 用户"""
)
_STAND_IN_DOMAIN = re.compile(
    r"(?:example|domain|yourdomain|yourcompany|company|email|mail|test|dominio|ejemplo"
    r"|tudominio|tuempresa|empresa|correo|exemple|domaine|beispiel|firma|musterfirma"
    r"|foo|bar|xxx)\.[a-z]{2,3}(?:\.[a-z]{2})?",
    re.IGNORECASE,
)


def _stand_in_address(address: str) -> bool:
    local, _, domain = address.rpartition("@")
    return local.casefold() in _STAND_IN_LOCAL and _STAND_IN_DOMAIN.fullmatch(domain) is not None


_CJK_THEN_ASCII = re.compile(r"[\u2e80-\u9fff\uf900-\ufaff\uac00-\ud7af]+(?=[\x21-\x7e]+\Z)")


def _email(match: re.Match[str]) -> Span | None:
    # In "scheme://user:secret@host.tld" the part after the password's first character
    # class break looks like an address; the URL password detector owns it.
    start = match.start()
    text = match.string
    token_start = max(text.rfind(" ", 0, start), text.rfind("\n", 0, start)) + 1
    scheme = text.find("://", token_start, start)
    if scheme >= 0:
        userinfo = _USERINFO.match(text, scheme)
        at = start + match.group().index("@")
        if userinfo is not None and userinfo.end() - 1 == at and _url_password(userinfo):
            return None  # but "…:8080/path?mail=a@b.c" is an address
        if _USER_ONLY.match(text, scheme) and text.find("@", scheme) == at:
            return None  # "https://deploy@host/…", "ssh://git@host/…": a user name, no address
    if _REMOTE_PATH.match(text, match.end()) and "@" not in text[token_start:start]:
        return None  # "git@github.com:org/repo.git": a remote, as scp and git write it
    if _stand_in_address(match.group()) or git_host_no_reply(match.group()):
        return None
    # "密码Xy7#n账号k.lee@mail.com": a local part that turns from CJK text to ASCII
    # starts at the turn; "用户@例子.广告" is CJK throughout.
    local = match.group()[: match.group().index("@")]
    turn = _CJK_THEN_ASCII.search(local)
    if turn is not None:
        start += turn.end()
    return start, match.end()


# Local-part characters: Unicode letters and digits and ._%+- ; in CJK text the address
# starts after the copula ("邮箱是用户@例子.中国").
_LOCAL = r"(?:[^\W是为はがの]|[.%+-])"
_DOMAIN_LABEL = r"[^\W_](?:[^\W_]|-)*"
_TLD = r"(?:[A-Za-z]{2,63}(?![A-Za-z0-9-])|[^\W\d_A-Za-z]{2,63})"

# --- Authorization headers ----------------------------------------------------------------

_PARAM_SCHEMES = ("digest", "aws4-hmac-sha256", "hmac", "oauth", "signature")


def _auth_header(match: re.Match[str]) -> Span | None:
    start, end = match.span("v")
    scheme = (match.group("scheme") or "").lower()
    if scheme in _PARAM_SCHEMES:
        line_end = match.string.find("\n", start)
        end = len(match.string) if line_end < 0 else line_end
        while end > start and match.string[end - 1] in " \t\"'`":
            end -= 1
    else:
        while end > start and match.string[end - 1] in ".,;)":
            end -= 1
    return (start, end) if end - start >= 4 else None


def _basic_credentials(match: re.Match[str]) -> Span | None:
    value = match.group("v")
    try:
        decoded = base64.b64decode(value + "=" * (-len(value) % 4), validate=True)
    except (binascii.Error, ValueError):
        return None
    text = decoded.decode("utf-8", "replace")
    return match.span("v") if ":" in text and text.isprintable() else None


# --- labels ------------------------------------------------------------------------------

# "api" alone too: "clé API : …", "clave de API: …".
_KEY_LABEL = (
    r"(?:api(?:[_\s-]?(?:key|secret|schlüssel|密钥|キー))?|secret(?:[_\s-]?key)?|token"
    r"|密钥|令牌|トークン|シークレット)"
)
# Starts where its cue starts: "secr" of "secret key", "clé secrète", "clave secreta".
_AWS_KEY_LABEL = (
    r"(?:secr(?:et[_\s-]?(?:access[_\s-]?)?key|ète|ete|eta)|geheimer\s+schlüssel|密钥"
    r"|シークレット(?:アクセス)?キー)"
)
# Starts where its cue "priv" starts: "clé privée", "clave privada" keep their first word.
_PRIVATE_KEY_LABEL = (
    r"(?:priv(?:ate[_\s-]?key|[_\s-]?key|key|[ée]e|ada|at(?:e|er)?[\s-]?schlüssel)"
    r"|私钥|私鑰|秘密鍵|プライベートキー)"
)
# 32 bytes as hex, a WIF key, or as base64 (WireGuard, Ed25519 seeds): "yAnz…fBmk=".
_HEX_OR_WIF = (
    r"(?:0x)?[0-9a-fA-F]{64}|[5KL][1-9A-HJ-NP-Za-km-z]{50,51}|[A-Za-z0-9+/]{42}[AEIMQUYcgkosw048]="
)

DETECTORS: tuple[Detector, ...] = (
    Detector(
        K.PRIVATE_KEY,
        re.compile(
            # the dashes may be lost in a copy: "BEGIN RSA PRIVATE KEY⏎MIIE…⏎END RSA …"
            r"(?:-{5}|(?<![A-Za-z0-9-]))BEGIN [A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?(?:-{5}|[ \t]*\n)"
            r"[\s\S]*?(?:-{0,5}END [A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-{0,5}|\Z)"
        ),
        one(whole),
        _AT_CUE,
        cues=("-----begin", "begin "),
    ),
    Detector(
        K.PRIVATE_KEY,
        # A PuTTY key file: the lines its "Private-Lines: N" header announces.
        re.compile(
            r"private-lines:[ \t]*[0-9]{1,3}[ \t]*\n(?P<v>(?:[A-Za-z0-9+/=]{4,}(?:\n|\Z))+)", _I
        ),
        one(_private_lines),
        _AT_CUE,
        cues=("private-lines:",),
    ),
    Detector(
        K.PRIVATE_KEY,
        re.compile(r"(?<![A-Za-z0-9])[xyzt]prv[1-9A-HJ-NP-Za-km-z]{100,112}(?![A-Za-z0-9])"),
        one(whole),
        _AT_CUE,
        cues=("prv",),
        rewind=re.compile(r"[xyzt]\Z", re.IGNORECASE),
    ),
    Detector(
        K.PRIVATE_KEY,
        re.compile(
            # on the label's line, or alone on the next: "clé privée ETH⏎e3b0…"
            rf"{_PRIVATE_KEY_LABEL}[^\n\[\]0-9]{{0,40}}?(?:\n[ \t]*)?(?<![0-9A-Za-z])"
            rf"(?P<v>{_HEX_OR_WIF})(?![0-9A-Za-z+/=])",
            _I,
        ),
        one(_value),
        _AT_CUE,
        cues=("priv", "私钥", "私鑰", "秘密鍵", "プライベートキー"),
    ),
    Detector(
        K.JWT,
        re.compile(r"(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{2,}\.[A-Za-z0-9_-]*"),
        one(whole),
        _AT_CUE,
        cues=("eyj",),
    ),
    Detector(
        K.URL_PASSWORD,
        _USERINFO,
        one(_url_password),
        _AT_CUE,
        cues=("://",),
    ),
    Detector(
        K.AWS_ACCESS_KEY,
        re.compile(r"(?<![0-9A-Za-z])(?:AKIA|ASIA)[A-Z0-9]{16}(?![0-9A-Za-z])"),
        one(whole),
        _AT_CUE,
        cues=("akia", "asia"),
    ),
    Detector(
        K.AWS_SECRET_KEY,
        re.compile(r"(?<![0-9A-Za-z])(?:AKIA|ASIA)[A-Z0-9]{16}(?![0-9A-Za-z])"),
        _aws_secrets_near_key_id,
        _AT_CUE,
        cues=("akia", "asia"),
    ),
    Detector(
        K.AWS_SECRET_KEY,
        re.compile(
            rf"{_AWS_KEY_LABEL}[^\n\[\]]{{0,30}}?(?<![A-Za-z0-9/+])(?P<v>[A-Za-z0-9/+]{{40}})"
            r"(?![A-Za-z0-9/+=])",
            _I,
        ),
        one(_aws_secret_after_label),
        _AT_CUE,
        cues=("secr", "geheim", "密钥", "シークレット"),
    ),
    Detector(
        K.GITHUB_TOKEN,
        re.compile(
            r"(?<![A-Za-z0-9_])(?:gh[pousr]_[A-Za-z0-9]{36,251}|github_pat_[A-Za-z0-9_]{22,247})"
            r"(?![A-Za-z0-9_])"
        ),
        one(whole),
        _AT_CUE,
        cues=("ghp_", "gho_", "ghu_", "ghs_", "ghr_", "github_pat_"),
    ),
    Detector(
        K.SLACK_TOKEN,
        re.compile(r"(?<![A-Za-z0-9_-])xox[abprs]-[A-Za-z0-9-]{10,}"),
        one(whole),
        _AT_CUE,
        cues=("xox",),
    ),
    Detector(
        K.STRIPE_KEY,
        re.compile(r"(?<![A-Za-z0-9_])(?:sk|rk|pk)_(?:live|test)_[A-Za-z0-9]{10,}"),
        one(whole),
        _AT_CUE,
        cues=("sk_live_", "sk_test_", "rk_live_", "rk_test_", "pk_live_", "pk_test_"),
    ),
    Detector(
        K.OPENAI_KEY,
        re.compile(r"(?<![A-Za-z0-9_-])sk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,}"),
        one(_token),
        _AT_CUE,
        cues=("sk-",),
    ),
    # Vendor prefixes: Hugging Face, GitLab, npm, PyPI, Shopify, DigitalOcean, Doppler,
    # Linear, SendGrid. The prefix names the secret, so the body needs no digit.
    Detector(
        K.SECRET,
        re.compile(
            r"(?<![A-Za-z0-9_-])(?:hf_[A-Za-z0-9]{30,}|glpat-[A-Za-z0-9_-]{20,}"
            r"|npm_[A-Za-z0-9]{36}|pypi-[A-Za-z0-9_-]{50,}|shp(?:at|ca|pa|ss)_[a-fA-F0-9]{32}"
            r"|dop_v1_[a-f0-9]{64}|dp\.pt\.[A-Za-z0-9]{40,}|lin_api_[A-Za-z0-9]{40}"
            r"|SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43})"
        ),
        one(whole),
        _AT_CUE,
        cues=(
            "hf_",
            "glpat-",
            "npm_",
            "pypi-",
            "shpat_",
            "shpca_",
            "shppa_",
            "shpss_",
            "dop_v1_",
            "dp.pt.",
            "lin_api_",
            "sg.",
        ),
    ),
    # "Token 7f1f…", "Bearer …" written as an Authorization value without the header name:
    # the scheme word capitalised before 32+ hex or base64url characters.
    Detector(
        K.AUTH_HEADER,
        re.compile(r"(?<![A-Za-z])Token\s+(?P<v>[A-Za-z0-9_-]{32,}={0,2})(?![A-Za-z0-9+/=_-])"),
        one(_value),
        _AT_CUE,
        cues=("token",),
    ),
    Detector(
        K.GOOGLE_API_KEY,
        re.compile(r"(?<![A-Za-z0-9_-])AIza[0-9A-Za-z_-]{35}(?![0-9A-Za-z_-])"),
        one(whole),
        _AT_CUE,
        cues=("aiza",),
    ),
    Detector(
        K.AUTH_HEADER,
        re.compile(
            r"(?<![A-Za-z])(?:proxy-)?authori[sz]ation[\"']?\s*[:=]\s*[\"']?"
            r"(?:(?P<scheme>basic|bearer|token|digest|negotiate|ntlm|apikey|api-key|hmac"
            r"|aws4-hmac-sha256|sso-key|oauth|signature|key)\s+"
            # any other scheme word before a long credential ("SSWS 00…", RFC 7235)
            r"|[A-Za-z][A-Za-z0-9_-]{1,20}\s+(?=[A-Za-z0-9._~+/=-]{16,}|\[redacted:))?"
            r"(?P<v>[^\s\"'`]+)",
            _I,
        ),
        one(_auth_header),
        _AT_CUE,
        cues=("authori",),
    ),
    Detector(
        K.AUTH_HEADER,
        re.compile(r"(?<![A-Za-z])basic\s+(?P<v>[A-Za-z0-9+/]{6,}={0,2})(?![A-Za-z0-9+/=])", _I),
        one(_basic_credentials),
        _AT_CUE,
        cues=("basic",),
    ),
    Detector(
        K.EMAIL,
        re.compile(rf"(?<!{_LOCAL}){_LOCAL}+@{_DOMAIN_LABEL}(?:\.{_DOMAIN_LABEL})*\.{_TLD}"),
        one(_email),
        _AT_CUE,
        cues=("@",),
        rewind=re.compile(rf"{_LOCAL}{{1,64}}\Z"),
    ),
    Detector(
        K.SECRET,
        re.compile(
            rf"(?<![A-Za-z]){_KEY_LABEL}{_SAY}[\"']?(?P<v>[A-Za-z0-9._~+/=-]{{12,}})"
            rf"|(?<![A-Za-z]){_KEY_LABEL}[ \t]+(?P<n>[A-Za-z0-9_~+/=-]{{20,}})"
            r"(?![A-Za-z0-9._~+/=-])"
            r"|(?<![A-Za-z])bearer\s+(?P<b>[A-Za-z0-9._~+/=-]{12,})",
            _I,
        ),
        one(_labelled_token),
        _AT_CUE,
        cues=("api", "secr", "token", "bearer", "密钥", "令牌", "トークン", "シークレット"),
    ),
)


# --- seed phrases ------------------------------------------------------------------------

_MNEMONIC = Mnemonic("english")
_BIP39 = frozenset(_MNEMONIC.wordlist)


def _without_accents(word: str) -> str:
    if word.isascii():
        return word
    return "".join(ch for ch in unicodedata.normalize("NFD", word) if not unicodedata.combining(ch))


def _other_lists() -> dict[str, int]:
    """Every word of the other BIP-39 lists (NFC, as people type them), with a bit per
    list that holds it: a phrase is words of one list."""
    lists: dict[str, int] = {}
    others = [name for name in Mnemonic.list_languages() if name != "english"]
    for bit, name in enumerate(sorted(others)):
        for word in Mnemonic(name).wordlist:
            key = unicodedata.normalize("NFC", word)
            bare = _without_accents(key)  # "abaco" typed for "ábaco"
            for form in {key, bare}:
                lists[form] = lists.get(form, 0) | 1 << bit
    return lists


_OTHER_BIP39 = _other_lists()
_MIN_DISTINCT = 6
_STANDARD = frozenset({12, 15, 18, 21, 24})
_SEED_WORDS = 12
# Eleven or more words of 3-8 letters, each after spaces, commas or a line break and
# optionally a number ("1. abandon 2. ability …"); with the word before them, twelve.
# Starting at a separator lets re skip everything else in C.
_UNIT = r"[\s,;]*(?:[0-9]{1,2}[.):]\s*)?[A-Za-z]{3,8}+(?![A-Za-z])"
_WORD_RUN = re.compile(rf"[\s,;]{_UNIT}(?:[\s,;]{_UNIT}){{{_SEED_WORDS - 2},}}")
_WORD = re.compile(r"[A-Za-z]+")
_WORD_BEFORE = re.compile(r"(?<![A-Za-z])[A-Za-z]{3,8}\Z")


# The gate: twelve lower-case words of 3-8 letters split by single spaces, once commas,
# line breaks and list numbers are gone. It starts with a literal space, so re jumps from
# space to space in C; prose fails it within a few words ("a", "to", "I").
# (Written out eleven times: re runs an unrolled pattern a third faster than a repeat.)
_GATE = re.compile(" [a-z]{3,8}+" * (_SEED_WORDS - 1) + "(?![a-z])")
# An Italian, Spanish, French … phrase typed without accents is ASCII, and its words may
# have nine or ten letters ("nanometro"): twelve words of 4-10 letters, which prose fails
# at its first short word ("you", "the"), send it to the other lists.
_LATIN_GATE = re.compile(" [a-z]{4,10}+" * (_SEED_WORDS - 1) + "(?![a-z])")
# What both gates need, in one pass: prose that fails it (most prose) fails both.
_EITHER_GATE = re.compile(" [a-z]{3,10}+" * (_SEED_WORDS - 1) + "(?![a-z])")
_NUMBERING = re.compile(r"(?<![0-9])[0-9]{1,2}[.):] ?")
# The other lists (Chinese words are one character, Korean two): twelve words of 1-9
# letters of any script split by single spaces. Tried only on text that is not all
# ASCII, or that passed the English gate without an English phrase in it. A letter may
# carry combining marks: the lists ship decomposed ("o\u0301xido", "こ\u3099"), and text
# copied from them keeps that form.
_LETTER = r"(?:[^\W\d_]|[\u0300-\u036f\u3099\u309a])"
# (The gate only has to let every phrase through, so its class may be wider: \w. A run
# through a digit is no phrase, see ``_other_gate``.)
_GATE_LETTER = r"[\w\u0300-\u036f\u3099\u309a]"
_OTHER_GATE = re.compile(f" {_GATE_LETTER}{{1,14}}+" * (_SEED_WORDS - 1) + f"(?!{_GATE_LETTER})")
_DIGIT = re.compile(r"\d")
_OTHER_WORD = re.compile(rf"{_LETTER}+")
_OTHER_GAP = re.compile(r"[\s,;、，]*(?:[0-9]{1,2}[.):]\s*)?\Z")


def find_seed_phrases(probe: Probe, found: list[Candidate]) -> None:
    gate = probe.lowered
    if "," in gate:
        gate = gate.replace(",", "")
    if "\n" in gate:
        gate = gate.replace("\n", " ")
    # a numbered list, with or without a space after the number ("2. abandon", "2.abandon",
    # as a scan of a recovery sheet reads)
    if " 2." in gate or " 2)" in gate or " 2:" in gate:
        gate = _NUMBERING.sub("", gate)
    spaces = gate.count(" ")
    # Every gate needs eleven words after a space; the English one gets one space for free
    # from the " " it is searched with.
    if spaces < _SEED_WORDS - 2:
        return
    padded = " " + gate
    if _EITHER_GATE.search(padded) is None:
        if spaces >= _SEED_WORDS - 1 and not probe.is_ascii and _other_gate(gate):
            _other_seed_phrases(probe.text, found)
        return
    if _GATE.search(padded) is None:
        if spaces < _SEED_WORDS - 1:
            return
        if (not probe.is_ascii and _other_gate(gate)) or _LATIN_GATE.search(padded) is not None:
            _other_seed_phrases(probe.text, found)
        return
    before = len(found)
    _english_seed_phrases(probe.text, found)
    if len(found) == before:
        _other_seed_phrases(probe.text, found)


def _other_gate(gate: str) -> bool:
    """Twelve words of the other lists' shape in a row, none of them with a digit.

    A class without digits makes ``re`` several times slower at every space, so runs are
    found with ``\\w`` and one that holds a digit ("my card is 4111 1111 …" before Chinese
    prose) is looked for again after it: the leftmost run without one starts there.
    """
    at = 0
    while (run := _OTHER_GATE.search(gate, at)) is not None:
        digit = _DIGIT.search(gate, run.start(), run.end())
        if digit is None:
            return True
        at = digit.end()
    return False


def _english_seed_phrases(text: str, found: list[Candidate]) -> None:
    for run in _WORD_RUN.finditer(text):
        words = list(_WORD.finditer(text, run.start(), run.end()))
        head = _WORD_BEFORE.search(text, max(0, run.start() - 8), run.start())
        if head is not None:
            words.insert(0, head)
        streak: list[re.Match[str]] = []
        for word in words:
            if word.group().lower() in _BIP39:
                streak.append(word)
                continue
            _flush(streak, found)
            streak = []
        _flush(streak, found)


def _other_seed_phrases(text: str, found: list[Candidate]) -> None:
    """12+ consecutive words of one of the other lists ("ábaco", "あいさつ", "的"), split
    by spaces, commas or list numbers."""
    streak: list[re.Match[str]] = []
    common = 0
    for word in _OTHER_WORD.finditer(text):
        lists = _OTHER_BIP39.get(unicodedata.normalize("NFC", word.group().lower()), 0)
        joined = bool(streak) and _OTHER_GAP.match(text[streak[-1].end() : word.start()])
        if lists and joined and common & lists:
            streak.append(word)
            common &= lists
            continue
        _flush(streak, found)
        streak, common = ([word], lists) if lists else ([], 0)
    _flush(streak, found)


def _flush(streak: list[re.Match[str]], found: list[Candidate]) -> None:
    if len(streak) >= _SEED_WORDS and _is_seed(streak):
        found.append((streak[0].start(), streak[-1].end(), K.SEED_PHRASE))


def _is_seed(streak: list[re.Match[str]]) -> bool:
    """Six different words or more; or, for a phrase that repeats words ("abandon × 11
    about", the test vector), a length of the standard and a valid BIP-39 checksum
    ("word word word …" is neither)."""
    words = [m.group().lower() for m in streak]
    if len(set(words)) >= _MIN_DISTINCT:
        return True
    return len(set(words)) >= 2 and len(words) in _STANDARD and _MNEMONIC.check(" ".join(words))
