"""Values that a label names: passwords, PINs and codes, CVVs and passports, in English,
Chinese, German, French, Spanish and Japanese, whatever the word order.

A *label* is a phrase from :mod:`agents.redaction_words` ("password", "wifi key", "PIN",
"door code", "CVV", "密码", "验证码", "Kennwort", "Geheimzahl", "mot de passe", "mdp",
"code d'accès", "contraseña", "clave", "パスワード", "暗証番号", "passport", "护照" …), also
ending a German compound ("WLAN-Passwort", "Routerkennwort", "Zugangscode"). Only the
value is redacted; the label words stay. The value is the token the label governs:

- **after it**: past a qualifier that opens with a preposition ("for the office wifi",
  "de l'ordi", "für den PC"), a clause set off by commas ("the code for the side gate,
  if you get there first, is X"; in CJK "密码锁，要是你们先到的话，是X" for 4-8 digits) and
  adverbs ("literally", "jetzt", "übrigens", "por cierto"), a verb
  ("is", "'s", "was", "says", "ist", "lautet", "est", "c'est", "es", "sería", 是, 为, は);
  or, before a strong separator (``:``, ``=``, ``→``), past up to five words of any kind
  ("mot de passe provisoire : X", "code de la boîte à clés : X"); or, after a CJK label,
  past a few CJK characters ("パスワード覚えておいて：X", "オートロックの番号は0877"); or
  with no separator at all ("password X", "PIN 4471", "密码123456", and German verb-final
  "… dass mein Passwort X ist");
- **before it**: "X is my password", "X ist mein Passwort", "X es mi contraseña",
  "X是我的密码", "Xが私のパスワードです"; "I use 'X' as my password", "X comme mot de
  passe", "用X作为密码", "「X」をパスに";
- **after a change phrase** in the same message: "changed it to X", "set the new password
  to X", "it's X", "auf X geändert", "改成X", "changé en X", "cambié a X", "今はX";
- **a second value**, named by a pronoun just after the first: "her passport X, mine is
  Y", "my PIN is X, hers is Y";
- **the speaker's own**, after a label asked of someone else: "need your passport number.
  mine is X", "c'est quoi ton code PIN ? le mien c'est 4471";
- **a correction** in the same breath: "my pin is 3 3 … no wait, it's 3 9 0 6", "mein PIN
  ist 4471, nein warte, 4417", "密码是4471，不对，是4417" (the corrected value too);
- **appended after a comma** at the end of a PIN's sentence: "my pin's the same as the
  garage one, 0481." (4-8 digits, no word between that says time, quantity or place);
- **past a relative clause** with no comma, before the verb: "the code the bank sent is
  8821", "le code qu'on m'a donné est 8821", "el pin que me dio el banco es 8821" (a
  code's digits, or a value that looks like a password);
- **before a bracket** that holds only the label: "4417 (pin)", "Otter42 (mot de
  passe)", "8832（暗証番号）", not "ext 4471 (pin not needed)" nor "room 1204 (door code)";
  and **in a bracket** of its own after the label and what it opens, read as after a
  verb: "Digicode (47B29)", "Clave de la caja fuerte (190385)", not "password manager
  (1Password)" nor "password (optional)";
- **the old one** after the new: "(old was Saturn8!)", "the old one was X"; and both
  values of a change: "PIN changed from 4471 to 8812", "cambié la clave de X a Y";
- **in blocks** of four digits after a password, network or key label: a router's key
  as its sticker prints it ("WLAN-Schlüssel: 4829 1057 3366 2210");
- **a few words on**, when grammar gives no value: the first token within five words of
  the label, in the same sentence, that looks generated ("mein passwort merken?
  Tanne!891", "Mi contraseña? Tiburon5095!?"). Credentials labels ("login",
  "Zugangsdaten", "identifiants") work this way only: "login: jdoe / Sunflower#88" loses
  the second token, not the user name.

A candidate is a value only if it looks like one. A quoted value is taken whole; a value
that a line break cuts after a "-" or "_" goes on with the next line's first token. A bare
value is one token, cut at white space, CJK text and JSON escapes, with trailing
sentence punctuation and closing quotes left outside ("hunter2!" loses "hunter2"). It
must not be a word from the stop lists (grammar words and the words people say *about* a
password: "wrong", "expired", "on the fridge", "什么", "falsch", "trop", "funciona"),
punctuation, a mask ("****"), a placeholder (``<password>``, ``${PW}``), code
(``getpass()``, ``arr[i]``), a URL, nor a number followed by a unit ("12 characters",
"10 minutes"). Then, by how strongly the position says "value":

- after ``:``, ``=`` or an arrow: any such token of four letters or more that ends its
  clause ("password: sunshine"; a remark on how it is written, "all lowercase", "no
  spaces", "alles klein", or an arrow back at it, "← on the card", ends the clause too);
- after a verb, with no separator, before the label, or after a change phrase: a token
  with a digit, a symbol or an inner capital ("hunter2", "Tr0ub4dor&3", "BlueHorse"),
  and a capitalised noun in German verb-final position ("dass das Passwort Sonnenschein
  ist");
- a few words on: six characters or more, letters with digits or symbols, not a version,
  a date or an address ("v2.19.5", "2026-03-01T12:00", "ann@example.org").

A *device* word names what a code opens or arms, with no "code" after it ("alarm",
"gate", "door", "keypad", "the safe", "Alarmanlage", "Haustür", "portail", "puerta",
"门禁", "玄関"): its value is the first 4-8 digit number (and "#"/"*") within six words
in the same clause ("alarm disarm 0261", "the safe opens with 134958", "Haustür geht mit
0421 auf"), or just after a comma and a verb of the keypad ("For the front door, punch
in 4471", "Pour la porte, tapez 4471", "到了大门，输入4471"), unless a word between says
time, quantity or another number ("alarm for 0645", "door number 1204", "3 times"), or
it is a year.

A lock's *combination* ("combination", "combo", "Kombination", "combinaison") also takes
two to six numbers of one or two digits with any joiner ("4-27-13", "12 - 04 - 33", "22,
14, 8"); a bare "combo" takes nothing else, and no commas ("the lunch combo is 12, 50, 3").
A machine or a verb of unlocking ("ATM", "Geldautomat", "distributeur", "cajero", "unlocks",
"entsperren", "desbloquea", "Kindersicherung") is a device whose number counts only where
it is keyed in ("at the ATM just put in 6281", "am Geldautomaten 6281 eingeben", "unlocks
with 4471") or, for unlocking, said to be it ("die Nummer zum Entsperren ist 190384").

A *key* word names a key or a token a service issues ("api key", "access token",
"jeton", "Zugriffstoken", "clave de API", "アクセスキー", "令牌", and a bare "key" or
"token" away from a network word): its value, after it or before it ("8f3a… is the api
key"), is 16 characters or more of a token alphabet with letters and digits (20, four of
each, with no separator), not after "public", "primary", "sort" … nor before "publique",
"pública". A *network* word ("wifi", "WLAN") where its password is meant ("wifi:
Gr33n-Fern-Hollow", "das WLAN ist Tannenbaum88") takes a generated-looking value or a
passphrase after ":" or a verb, unless a name word stands between ("wifi network: …") or
a password label follows on the line ("wifi: Cabana_2G, clave …").

More values than the first: a list of values of the first one's shape after a joiner
("the PINs are 4419 and 8812", "4419 (old) / 8812 (new)", "4419 und der von Anna 8812"),
the same number of digits for a code, a generated-looking token for a password; a word
between that names another number ("room", "until") or another kind of value
("username") ends the list.

A plain "code" also takes its digits after a phrase that says what it opens and opens with
a preposition ("code du casier 7305", "Code vom Fahrradschloss 2946") or after a comma
("le code, 8802"), unless a word of that phrase says time, quantity, another number or a
place in a text ("code du travail article 1234"); a number said with its article after
the verb ("le code c'est le 4471", "es el 9034") is the value; a code read out in groups
("4 4 1 9", "12 34") is taken whole. German compounds end in "code" only after a thing it
opens ("Spindcode", not "Fehlercode"). After a CJK secret label, a few CJK words may
stand before 4-8 digits ("密码是我生日738291"). The abbreviations that only ever mean
"password" ("mdp", "pw", "pwd") take plain words like the full labels; "pass", "clave"
and "key" do not, except as the last part of a configuration key ("ADMIN_PASS=…",
"smtp.pass: …") or just after a user name ("username bob77 pass maple2024", "usuario
jlopez y la clave luna2020": letters with digits will do). "passcode" takes a password's
value when it has no PIN's ("the passcode is Tr0mbone-Lake"); after a network word on
its line, a full password label takes a long plain word with no separator ("Wi-Fi: X /
Passwort girasolamarillo"); a plain "code" just after a bank's or an authority's name is
that body's own code ("Banco de España, código 9000"). A stand-in that names itself
("YOUR_PASSWORD", "tu_contraseña", "{{password}}") is no value, nor is a field's name in
code ("password_hash"); a label inside a template slot ("<tu_contraseña>") labels nothing.

Labels match without their accents too ("cle de securite", "contrasena"). A code with
letters is taken when it is five to eight capitals and digits ("login code 9KT4R", and a
plain "code" said to be one: "the code is R4T8K"). A qualifier may name a payee and an
amount ("TAN für die Zahlung an M. Roth über 2.480,00 EUR lautet X"), and a chain of
phrases that open with a preposition may stand before a colon ("Clave del candado del
trastero del piso de mi hermana: X"). A lock just before a bare "combo" makes it a lock's
("bike lock at the station combo 7-21-33"). A network key printed in groups of four
letters and digits is one value ("Clave WPA2 → aB3d Xy7K m9Pq R2tz"). A network word as
the subject of a copula ("le réseau c'est X") names the network: neither a change phrase
nor a password label's later value takes X. A quotation of labelled text ("「SSID: X
暗号化キー: Y」って…キー") is no one value before a label.

No label's value is a device's MAC address ("mac 5A:11:0C:9E:41:D2" after a "wifi" word),
nor a network's name that the words after it say is a name ("Wi-Fiはbuffalo-a1b2c3って名前").
A PIN acronym in capitals glued to its digits ("PIN550913", "PUK12345678") takes them. A
device word before a colon takes its digits past words that say where it is, not when
("Kindersicherung an der Konsole: 7720", "the keysafe at the lake house: 3146").

The other value of a correction after a value found here ("4471, not 4417", "the old
one was 1234", "neu: Mond456") is found by :mod:`agents.redaction_corrections`.

A *misspelt* label is a word one letter off a one-word password label of seven letters
or more ("Kenwort", "Pasword", "Contraseda"), just before ``:``, ``=`` or "ist"/"es"/
"est": it is read as the label it misspells.

PINs and codes take 3-12 digits, optionally split by dashes or dots and ending in ``#``,
``*`` or a letter (4+ digits with no separator); a plain "code"/"código" only 4-8 digits
that are not a year, and not after "error", "zip", "promo" …; "pass", "clave" and "key"
need a separator ("key" also a network word before it: "wifi: … / key: …") or, without
one, a long mix of letters and digits with a capital or a symbol ("clave Olivo7731!"), or
after a network word a passphrase of four hyphenated words ("wifi pass lark-stone-mild-
oak"). A door or PIN label (not a plain "code") also takes a keypad letter before 4-8
digits ("digicode : B4738"). A katakana label one kana into a katakana word is none
("ブロック", "クロック" hold "ロック"). A plain "code" also takes the number just before it
("530914 as the code"). After a CJK label, an opening bracket, a bracketed qualifier or
"の番号" may stand before the digits ("取件码【7-2-4406】", "暗証番号（ネット）730543",
"オートロックの番号5190#"). CVVs are 3-4 digits. Passports are 6-10 letters and digits
after a passport label and its glue words
("passport number", "numéro de passeport", "Reisepassnummer", "护照号码", "旅券番号"):
upper case with a digit or of eight characters or more, or six digits or more.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from enum import Enum
from itertools import pairwise

from agents.redaction_corrections import find_corrections
from agents.redaction_kinds import Candidate, FindingKind, Span
from agents.redaction_probe import Probe
from agents.redaction_scan import CueHandler
from agents.redaction_shapes import passphrase
from agents.redaction_stand_ins import inside_template_slot
from agents.redaction_words import (
    ABOUT_A_PASSWORD,
    CARD_BACK_LABELS,
    CODE_LABELS,
    CREDENTIAL_LABELS,
    CVV_LABELS,
    DEVICE_LABELS,
    DEVICE_NEEDS_A_KEYING,
    DEVICE_NEEDS_BEFORE,
    DEVICE_NOT_BETWEEN,
    KEY_LABELS,
    KEY_NOT_AFTER,
    KEY_NOT_BEFORE,
    NETWORK_LABELS,
    NOT_A_VALUE,
    PASSPORT_LABELS,
    PASSWORD_LABELS,
    PIN_LABELS,
    SHORT_PASSWORD_LABELS,
    UNITS_AFTER_A_NUMBER,
    WEAK_CODE_LABELS,
    WEAK_CODE_NOT_AFTER,
    WEAK_PASS_NOT_AFTER,
    words,
)

__all__ = [
    "LABEL_CUES",
    "LABEL_HANDLER",
    "MISSPELT_LABEL_HANDLER",
    "find_labelled_values",
    "looks_secret",
    "trie_pattern",
]

K = FindingKind


class _Label(Enum):
    PASSWORD = "password"  # noqa: S105 - a label class, not a credential
    SHORT = "short"  # pass, pw, pwd, mdp, clave, key, パス
    PIN = "pin"
    CODE = "code"
    WEAK_CODE = "weak_code"  # a bare "code", "código"
    DEVICE = "device"  # alarm, gate, door, safe: the code a few words on
    CVV = "cvv"
    PASSPORT = "passport"
    CREDENTIALS = "credentials"  # login, Zugangsdaten: a generated-looking token nearby
    KEY = "key"  # api key, token, jeton, Schlüssel: a long machine-made string
    NETWORK = "network"  # "wifi: X", "das WLAN ist X": a generated-looking value only


_KIND = {
    _Label.PASSWORD: K.PASSWORD,
    _Label.SHORT: K.PASSWORD,
    _Label.PIN: K.PIN,
    _Label.CODE: K.PIN,
    _Label.WEAK_CODE: K.PIN,
    _Label.DEVICE: K.PIN,
    _Label.CVV: K.CVV,
    _Label.PASSPORT: K.PASSPORT,
    _Label.CREDENTIALS: K.PASSWORD,
    _Label.KEY: K.SECRET,
    _Label.NETWORK: K.PASSWORD,
}
_SECRET_LABELS = frozenset({_Label.PASSWORD, _Label.SHORT, _Label.PIN, _Label.CODE})
_NUMERIC_LABELS = frozenset({_Label.PIN, _Label.CODE, _Label.WEAK_CODE})


_Trie = dict[str, "_Trie"]


def trie_pattern(entries: Iterable[str]) -> str:
    """One alternation with shared prefixes factored out: ``re`` then tests one character
    per branch point instead of every entry at every position."""
    trie: _Trie = {}
    for entry in entries:
        node = trie
        for char in entry:
            node = node.setdefault(char, {})
        node[""] = {}

    def build(node: _Trie) -> str:
        branches = [re.escape(char) + build(child) for char, child in sorted(node.items()) if char]
        if not branches:
            return ""
        body = branches[0] if len(branches) == 1 else "(?:" + "|".join(branches) + ")"
        return f"(?:{body})?" if "" in node else body

    return build(trie)


def _classes() -> dict[str, _Label]:
    table: dict[str, _Label] = {}
    # Later entries win a tie: the more specific class goes last.
    for label, entries in (
        (_Label.DEVICE, DEVICE_LABELS),
        (_Label.KEY, KEY_LABELS),
        (_Label.NETWORK, NETWORK_LABELS),
        (_Label.CREDENTIALS, CREDENTIAL_LABELS),
        (_Label.WEAK_CODE, WEAK_CODE_LABELS),
        (_Label.SHORT, SHORT_PASSWORD_LABELS),
        (_Label.PASSWORD, PASSWORD_LABELS),
        (_Label.CODE, CODE_LABELS),
        (_Label.PIN, PIN_LABELS),
        (_Label.CVV, CVV_LABELS + CARD_BACK_LABELS),
        (_Label.PASSPORT, PASSPORT_LABELS),
    ):
        for entry in entries:
            table[entry] = label
    # People often type labels without their accents ("cle de securite", "contrasena",
    # "codigo"): each accented label also stands for its plain-letter spelling, unless
    # that spelling is a label of its own, or shorter than five characters: "cle" and
    # "tur" are parts of too many words ("article", "return") to be cues.
    for entry, label in list(table.items()):
        plain = _without_accents(entry)
        if len(plain) >= _MIN_PLAIN_SPELLING:
            table.setdefault(plain, label)
    return table


_MIN_PLAIN_SPELLING = 5


def _without_accents(phrase: str) -> str:
    # Only Latin letters lose their marks; CJK (whose decompositions would change a kana)
    # is left as it is.
    if all(char < "\u0250" for char in phrase):
        decomposed = unicodedata.normalize("NFD", phrase)
        return "".join(char for char in decomposed if not unicodedata.combining(char))
    return phrase


_CLASS = _classes()
# The words of multi-word labels, for stand-ins written with joiners ("mot_de_passe").
_LABEL_PARTS = frozenset(
    part for phrase in _CLASS if " " in phrase for part in phrase.split() if len(part) > 2
)
_LABELS = re.compile(trie_pattern(_CLASS))


def _is_latin_letter(char: str) -> bool:
    return char < "\u0250" and char.isalpha()


def _is_cjk(char: str) -> bool:
    return "\u2e80" <= char <= "\u9fff" or "\uf900" <= char <= "\ufaff"


# German compounds end in these labels ("WLAN-Passwort", "Routerkennwort", "Zugangscode").
_COMPOUND_TAILS = (
    *("passwort", "kennwort", "password", "passcode", "pin", "code"),
    *("token", "schlüssel"),  # "Zugriffstoken", "Lizenzschlüssel"
)
# German nouns of things a code opens, as the head of a "…code" compound.
_OPENS = (
    *("spind", "schließfach", "schliessfach", "fach", "tresor", "safe", "schloss", "tür"),
    *("tor", "garage", "garagen", "briefkasten", "alarm", "handy", "tablet", "laptop"),
    *("karten", "bank", "wohnungs", "haus", "keller", "büro", "zimmer", "box", "kasten"),
)
# Short labels that mean nothing but "password".
_ABBREVIATIONS = frozenset(
    {"mdp", "pw", "pwd", "pword", "psw", "pswd", "pswrd", "paswd", "passw", "p/w", "p.w."}
)
# Short labels that need a separator and a value with a digit or a symbol.
_NEED_SEPARATOR = frozenset({"pass", "clave", "key", "clé", "パス", "キー"})

# --- the pieces of a labelled statement -------------------------------------------------

_QUOTES_OPEN = "\"'“‘„«‹「『`"
_QUOTES_CLOSE = "\"'”’“»›」』`"
_CJK = "\u2e80-\u9fff\uf900-\ufaff\u3000-\u303f"
# A word between a label and its separator: a "." inside, not at its end; no quote or
# comma, which would end the label's phrase ('"content": "密码", "time": "…"').
_WORD = r"[^\s:=→!?.,;\"“”]++(?:\.[^\s:=→!?.,;\"“”]++)*+"
# and a dash between spaces, and "#" glued to a label ("cvv# 552", "PIN# 4471")
_STRONG = r"(?::|=|→|->|=>|⇒|➜|(?<=[ \t])[-–—](?=[ \t])|(?<=[^\W\d_])#(?=[ \t]))"
_LATIN_VERBS = (
    r"is|was|are|were|will\s+be|would\s+be|should\s+be|says|reads|shows|ist|war|lautet"
    r"|lauten|heißt|heisst|wäre|wird|sei|est|était|etait|sera|serait|c'est|c’est|fait|es|era"
    r"|será|sería|seria|fue|dice|queda"
)
_CJK_VERBS = r"是|为|為|就是|係|は|が|も"  # 係: Cantonese "is"
_ADVERBS = (
    r"now|still|currently|literally|just|actually|simply|basically|always|again|jetzt|nun"
    r"|noch|immer\s+noch|einfach|wieder|maintenant|toujours|juste|simplement|encore"
    r"|désormais|ahora|todavía|aún|simplemente|literalmente|siempre|ya|sigue\s+siendo"
    # discourse markers: "ist übrigens 7722", "is by the way …", "es por cierto …"
    r"|btw|by\s+the\s+way|übrigens|uebrigens|eigentlich|d['’]ailleurs|au\s+fait"
    r"|por\s+cierto|en\s+realidad"
    # hesitations, as a voice transcript writes them: "the code is uh 4471", "c'est euh"
    r"|uh+|um+|uhm|erm|euh|heu|äh+m?|öhm|ehm|mm+|hm+"
)
# The whole word class in each language, not the few seen so far: "Prüfnummer auf der
# Rückseite ist 139", "code dans la boîte est …", "PIN under the keyboard is …".
_PREPOSITIONS = (
    r"for|of|on|at|to|from|in|with|into|inside|under|behind|by|near|over|without|about"
    r"|für|fürs|vom|von|zum|zur|bei|beim|im|am|an|auf|aufs|aus|unter|über|hinter|vor|neben"
    r"|mit|ohne|ins"
    r"|de|du|des|d'|d’|pour|sur|à|au|aux|dans|chez|sous|derrière|avec|sans|par|près"
    r"|del|al|para|en|con|sin|por|sobre|tras|detrás|debajo|da|di"
)
_ADVERB = rf"(?:[ \t]+(?:{_ADVERBS})(?![^\W\d_]))"
_VERB = (
    rf"(?:(?<![^\W\d_])(?:{_LATIN_VERBS})(?![^\W\d_])|(?<=[^\W\d_])['’]s(?![^\W\d_])|{_CJK_VERBS})"
)
# "… for the office wifi now is X", "… de l'ordi est maintenant X", "… 's X"
# The noun a label may take before its verb: "the cvv number is …", "PIN-Nummer ist …".
_HEAD_NOUNS = r"number|num|no|nr|code|nummer|numéro|numero|número|番号|号码"
# A word of a qualifier, not a dash set off by spaces before a value, which is a
# separator: "Passwort fürs Portal (Untis) – X9 – Benutzername ist Y" gives X9, not Y;
# "celui de la cave — enfin bref c'est 661" goes on past the dash.
# A qualifier may also name a payee by an initial and an amount with its separators, as a
# bank's message does: "Ihre TAN für die Zahlung an M. Brandt über 980,50 EUR lautet X".
_INITIAL = r"[A-ZÀ-Þ]\.(?=[ \t])"
_AMOUNT = r"[€$£]?[0-9]{1,3}(?:[.,'’ ][0-9]{3})*(?:[.,][0-9]{2})?[€$£]?(?=[ \t])"
_QUALIFIER_WORD = rf"(?![-–—][ \t]+[^\s]*[0-9])(?:{_INITIAL}|{_AMOUNT}|{_WORD})"
_VERB_ROUTE = re.compile(
    rf"(?:[ \t-]*(?:{_HEAD_NOUNS})(?![^\W\d_]))?"
    rf"(?:[ \t]+(?:{_PREPOSITIONS})(?![^\W\d_])(?:[ \t]+{_QUALIFIER_WORD}){{1,8}}?)?{_ADVERB}*"
    r"[\"'”’]?[ \t]*(?:\([^()\n]{1,30}\)[ \t]*)?"
    # a clause set off by commas: "the code for the side gate, if you get there first, is"
    rf"(?:,[ \t]*[^\W\d_][^,\n.;:!?=]{{0,60}}?,[ \t]*(?=(?:{_LATIN_VERBS})(?![^\W\d_])))?"
    # French sets the subject off with a comma: "le code, c'est X", "mon mdp, c'est X"
    r"(?:,[ \t]*(?=c['’]est))?"
    rf"(?P<sep>{_VERB}){_ADVERB}*[ \t]*(?P<colon>{_STRONG})?[ \t]*"
    # a number said with its article: "le code c'est le 4419", "es el 4419", "ist die 4419"
    r"(?:(?:le|la|el|die|der|das|the)[ \t]+(?=[#*]?[0-9]))?",
    # a message in capitals, or a form's labels: "EL PIN DE LA TARJETA ES 6203"
    re.IGNORECASE,
)
# "password: X", "mot de passe provisoire : X", "code de la boîte à clés : X"
_STRONG_ROUTE = re.compile(
    rf"[\"'”’]?(?:[ \t]+(?:\([^()\n]{{1,30}}\)|{_WORD})){{0,7}}?"
    # or a chain of phrases that open with a preposition: "Código del portón de la casa
    # de mi abuela en Toledo: X" names whose code it is, at any length a line allows
    rf"(?:(?:[ \t]+(?:{_PREPOSITIONS})(?![^\W\d_])(?:[ \t]+{_WORD}){{1,3}}?){{0,3}}?)"
    # and a clause set off by a comma: "code de carte, au cas où je l'oublie : X"
    rf"(?:,[ \t]*[^\W\d_][^,\n.;:!?=→]{{0,60}}?)?[ \t]*{_STRONG}[ \t]*"
)
# "Digicode (47B29)", "Clave de la caja fuerte del hotel (190385)", "Mon code de carte,
# au cas où je l'oublie (6332)": the value alone in brackets after its label and what it
# opens; read as after a verb (a made token, a PIN's digits), so "password manager
# (1Password)" (no preposition) and "password (optional)" (a plain word) stay.
_BRACKET_ROUTE = re.compile(
    rf"(?:[ \t-]*(?:{_HEAD_NOUNS})(?![^\W\d_]))?"
    rf"(?:[ \t]+(?:{_PREPOSITIONS})(?![^\W\d_])(?:[ \t]+{_WORD}){{1,8}}?)?"
    r"(?:,[ \t]*[^\W\d_][^,\n.;:!?=→()]{0,60}?)?[ \t]*[(（](?=[^()（）\s]{3,64}[)）])",
    re.IGNORECASE,
)
# "パスワード覚えておいて：X", "オートロックの番号は0877"
_CJK_ROUTE = re.compile(rf"[{_CJK}]{{0,12}}?(?:(?P<strong>{_STRONG})|{_CJK_VERBS})[ \t]*")
_SPACE = re.compile(rf"[ \t]*(?:[\"'”’“‘„«][ \t]*)?{_ADVERB}*[ \t]*")
_QUOTED = re.compile(
    rf"[{re.escape(_QUOTES_OPEN)}](?P<q>[^{re.escape(_QUOTES_OPEN + _QUOTES_CLOSE)}\n]{{1,128}})"
    rf"[{re.escape(_QUOTES_CLOSE)}]"
)
# One token: up to white space, CJK text, or a JSON escape ("密码0\u001f" in a record).
_BARE = re.compile(rf"(?:(?!\\[uU][0-9a-fA-F]{{4}})[^\s{_CJK}]){{1,128}}")
# 4471, 4471#, 1984B (a door code with a letter), 9-3-1-7
_PIN_VALUE = re.compile(r"[#*]?[0-9](?:[-.]?[0-9]){2,11}[A-Za-z#*]?(?![0-9A-Za-z])")
# An entry keypad's letter key (A-D: French digicodes, door panels) before 4-8 digits.
_KEYPAD_VALUE = re.compile(
    r"(?:[A-Da-d][0-9]{4,8}|(?=(?:[0-9][A-Da-d]?){4,8}(?![0-9A-Za-z]))[0-9]{1,6}[A-Da-d][0-9]{1,6})"
    r"(?![0-9A-Za-z])"
)
_CVV_VALUE = re.compile(r"[0-9]{3,4}(?![0-9A-Za-z])")
# A password the way a service prints it, in four groups of four small letters (an app
# password: "qwer tyui asdf ghjk"): one value, spaces and all.
_LETTER_GROUPS = re.compile(r"[a-z]{4}(?: [a-z]{4}){3}(?![0-9A-Za-z])")
# A network key as a router's sticker prints it, in groups of four letters and digits: one
# value, spaces and all, when its groups mix letters with digits as generated keys do
# ("pQ7x Kd9m Tz4R Wn2v"), not words ("blue moon over town").
_ALNUM_GROUPS = re.compile(r"[A-Za-z0-9]{4}(?: [A-Za-z0-9]{4}){2,7}(?![0-9A-Za-z])")
_MIXED_GROUP = re.compile(r"(?=[A-Za-z]*[0-9])(?=[0-9]*[A-Za-z])[A-Za-z0-9]{4}")


def _printed_key(text: str, start: int) -> re.Match[str] | None:
    grouped = _ALNUM_GROUPS.match(text, start)
    if grouped is None:
        return None
    mixed = sum(_MIXED_GROUP.fullmatch(group) is not None for group in grouped.group().split())
    return grouped if mixed * 2 >= len(grouped.group().split()) else None


_PASSPORT_GLUE = (
    # "问：我的护照号？答：E…", "Q: passport? A: …": a question the next words answer
    r"(?:[\s:=#.,()\-→º°\"'“‘„«「『?¿]|答え?|回答|answer|antwort|réponse|respuesta|a(?=[ \t]*:)"
    r"|n|no|nr|num|number|número|numéro|nummer|is|was|est|es|ist|lautet"
    r"|de|du|del|el|la|le|der|die|das|mi|my|mein|meine|ma|mon|son|sa|su|是|为|号码|号|は|番号"
    r"|です)*?(?<![0-9A-Za-z])"
)
_PASSPORT_VALUE = re.compile(
    rf"{_PASSPORT_GLUE}(?P<v>[A-Za-z0-9]{{6,10}})(?![0-9A-Za-z])", re.IGNORECASE
)
# Written in groups: "AB 1234567", "X-1234567", "123 456 789", "E 1234 5678".
_PASSPORT_GROUPED = re.compile(
    # the letters in upper case: "is 1234 56789" is no "IS" prefix
    rf"{_PASSPORT_GLUE}(?P<v>(?:(?-i:[A-Z]{{1,3}})[ .\-])?[0-9]{{2,5}}(?:[ .\-][0-9]{{3,5}}){{1,2}}"
    r"|(?-i:[A-Z]{1,3})[ .\-][0-9]{6,9})(?![0-9A-Za-z]|[ .\-][0-9])",
    re.IGNORECASE,
)

# Left outside a bare value: sentence punctuation and closing quotes. A value that ends
# in "!" or "?" loses it ("hunter2!" → "hunter2"): the secret is gone either way, and
# "Passwort vergessen?" is not a value.
_TRAILING = ".,;:!?\"'”’」』»›`…([{"
_LEADING = _QUOTES_OPEN + "([<¿¡?!,;:.→"
# How a password is written, said just after it: "kartoffelsalat all lowercase", "… no
# spaces", "… alles klein", "… tout en minuscules", "… todo en minúsculas" (the whole
# class of letter-case and spacing remarks; CJK ones end the clause as CJK text does).
_HOW_WRITTEN = (
    r"(?:all[ \t]+)?(?:lower|upper|small|capital)[ \t-]?case|all[ \t]+(?:caps|lower|upper|small)"
    r"|no[ \t]+spaces?|case[ \t-]sensitive|with(?:out)?[ \t]+(?:a[ \t]+)?(?:capital|space)s?"
    r"|(?:alles[ \t]+)?(?:klein|groß|gross)(?:[ \t-]?geschrieben)?|ohne[ \t]+leerzeichen"
    r"|(?:tout[ \t]+)?en[ \t]+(?:minuscules?|majuscules?)|sans[ \t]+espaces?"
    r"|(?:todo[ \t]+)?en[ \t]+(?:minúsculas?|mayúsculas?|minusculas?|mayusculas?)"
    r"|sin[ \t]+espacios?"
)
_CLAUSE_END = re.compile(
    # an arrow pointing back at the value: "purplemonkeydishwasher  ← written on the card"
    rf"[ \t]*(?:\Z|[\n,;.!?)\]}}。，；！？{_CJK}&(—–/←⇐⟵^-]|<-|(?:{_HOW_WRITTEN})(?![^\W\d_])"
    r"|(?:and|und|et|y|or|oder|ou|o|but|aber"
    r"|mais|pero|please|pls|thanks|merci|danke|gracias|for|für|pour|para|at|on"
    # laughter and emoji after a value: "… es cervezafria jajaja", "… is otter lol 😅"
    r"|(?:ja|je|ha|he|hi|ah|js)(?:ja|je|ha|he|hi|ah|js)+|lol|lmao|xd|mdr|ptdr|jk|haha+"
    r"|[\U0001f300-\U0001faff\u2600-\u27bf])(?![^\W\d_]))",
    re.IGNORECASE,
)
_NEXT_WORD = re.compile(r"[ \t]*([^\W\d_]+|[^\s\w])")
# Masks, placeholders and escapes: "****", "<password>", "{pw}", "${PW}", "%s", "[…]",
# "\u001f" (a JSON escape of a control character).
_MASK = re.compile(
    r"[*•●xX#._-]+|<[^<>]*>|\{+[^{}]*\}+|\$\{?\w+\}?|%\w|\[[^\[\]]*\]"
    r"|(?:\\(?:u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|[nrt0]))+"
)
_CODE = re.compile(
    r"\w[(\[]|^(?:os|process|env|self|this|config|settings|request|req|args)\.|^(?:https?://|www\.)"
)
_NETWORK_KEYS = frozenset({"key", "キー", "clé"})
# "key" names a secret only next to a network word: "wifi: HomeNet / key: M*oG…", not
# "key = arr[i]" or "primary key".
_NETWORK = re.compile(
    r"(?<![a-zà-ÿ])(?:wi-?fi|wlan|wpa[23]?|wep|network|router|hotspot|ssid|netzwerk|réseau|red)"
    r"(?![a-zà-ÿ])|ネットワーク|ルーター|ワイファイ|无线|路由器",
    re.IGNORECASE,
)
_VERSION = re.compile(r"v?[0-9]+(?:\.[0-9]+)+")


# "le wifi c'est X", "le réseau c'est X", "the network is X", "el nombre de red es X": a
# network word as the subject of a copula just before the value. Such a value is the
# network label's to judge (a password only where nothing else on the line is one); the
# change phrases and a password label's later value do not take it.
_NETWORK_SUBJECT = re.compile(
    r"(?<![a-zà-ÿ])(?:wi-?fi|wlan|network|hotspot|ssid|netzwerk|netz|réseau|reseau|red)"
    r"[ \t]*(?:c['’]est|est|is|es|ist|heißt|heisst|s['’]appelle|se[ \t]+llama|:)?[ \t]*\Z",
    re.IGNORECASE,
)


def _network_subject(text: str, start: int) -> bool:
    """Whether the value at ``start`` is what a network word just before it is said to be."""
    return _NETWORK_SUBJECT.search(text, max(0, start - 24), start) is not None


def _after_network_word(text: str, start: int) -> bool:
    line_start = text.rfind("\n", 0, start) + 1
    return _NETWORK.search(text, max(line_start, start - 48), start) is not None


def _network_value(value: str) -> bool:
    """Generated-looking, a passphrase of three or more words with a digit
    ("tilleul-vert7-orage"), or of four or more words without one ("lark-stone-mild-oak")."""
    if _looks_generated(value) or (value.count("-") >= 2 and _has_digit(value)):
        return True
    words = value.split("-")  # "river-correct-north-otter": four words or more
    if len(words) >= 4 and all(len(word) >= 3 and word.isalpha() for word in words):
        return True
    return passphrase(value)


_YEAR = re.compile(r"(?:19|20)[0-9]{2}")
_EMAIL = re.compile(r"@[^@\s]+\.[^\W\d_]{2,}")
_DATE = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}(?:[T ]|\Z)")


def _has_digit(value: str) -> bool:
    return any("0" <= ch <= "9" for ch in value)


def _looks_secret(value: str) -> bool:
    """A digit, a symbol other than a hyphen or apostrophe, or a capital inside a word."""
    if _has_digit(value):
        return True
    if any(not ch.isalnum() and ch not in "-'’" for ch in value) or value.count("-") >= 2:
        return True
    return any(a.islower() and b.isupper() for a, b in pairwise(value))


looks_secret = _looks_secret


def _looks_generated(value: str) -> bool:
    """Stronger: what a password looks like even where no grammar says "value" ("mon mdp
    stp ? TpjimXGv7bCgGr"): six characters or more, letters with digits or symbols, or
    a long mix of cases; not a version, an address or a URL."""
    if len(value) < 6 or not any(ch.isalpha() for ch in value):
        return False
    if _EMAIL.search(value) or "://" in value or _VERSION.fullmatch(value) or _DATE.match(value):
        return False
    digits = sum("0" <= ch <= "9" for ch in value)
    if digits >= 2 or any(not ch.isalnum() and ch not in ".-'’," for ch in value):
        return True  # not "1Password": a name with a digit
    upper = sum(ch.isupper() for ch in value[1:])
    lower = sum(ch.islower() for ch in value)
    return len(value) >= 10 and upper >= 2 and lower >= 3


def _mixed(value: str) -> bool:
    """Letters and digits with a symbol or a capital: "Sunflower#88", not "0x80070005"."""
    symbol_or_capital = any(not ch.isalnum() or ch.isupper() for ch in value)
    return _has_digit(value) and any(ch.isalpha() for ch in value) and symbol_or_capital


def _ornament(char: str) -> bool:
    """An emoji or other non-ASCII symbol at a token's edge: not part of a password."""
    return not char.isascii() and not char.isalnum()


def _bare(text: str, start: int) -> Span | None:
    match = _BARE.match(text, start)
    if match is None:
        return None
    begin, end = match.span()
    while begin < end and (text[begin] in _LEADING or _ornament(text[begin])):
        begin += 1
    while end > begin and (text[end - 1] in _TRAILING or _ornament(text[end - 1])):
        end -= 1
    if end > begin and text[end - 1] in ")]}>" and not any(c in "([{<" for c in text[begin:end]):
        end -= 1
    return (begin, end) if end > begin else None


def _ordinary(text: str, begin: int, end: int) -> bool:
    """Not a value: a stop word, punctuation, a mask, a placeholder, code, a URL, or a
    count with its unit."""
    value = text[begin:end]
    if value.casefold() in NOT_A_VALUE or value.startswith("[redacted:"):
        return True
    if not any(ch.isalnum() for ch in value):
        return True
    if (
        _MASK.fullmatch(value)
        or _CODE.search(value)
        or _names_itself(value)
        or _field_name(value)
        or _assigned_default(text, begin, value)
        or _OPTION.fullmatch(value)  # a command's option: "passwd --stdin"
    ):
        return True
    if value.rstrip("+").isdigit():
        if text[end : end + 1] in _COUNTERS:
            return True  # "3000円", "2つ", "12人": a price or a count
        following = _NEXT_WORD.match(text, end)
        if following and following.group(1).casefold() in UNITS_AFTER_A_NUMBER:
            return True
    return False


_OPTION = re.compile(r"--[a-z][a-z-]*")


# Glued to a number, these make it an amount, a count, a date or a measure.
_COUNTERS = frozenset(
    "円元块圓年月日時时分秒個个つ人名回次件号號番階楼室本枚台杯歳岁行页頁章条條位%€$£¥°"
)


# A stand-in that names what goes there: "YOUR_PASSWORD", "tu_contraseña", "new-pin",
# "mot_de_passe_ici": only label words and these, joined by "_", "-" or ".".
_STAND_IN_WORDS = words(
    """your my the a new old here enter insert tu su mi nuevo nueva aquí aqui tuya dein
    deine ihr ihre mein meine neues neue hier votre ton ta mon ma nouveau nouvelle ici
    le la de du 你的 我的 あなたの"""
)
_STAND_IN_PARTS = re.compile(r"[_.\-]+")


# The words a sample configuration file assigns where a secret goes ("JWT_SECRET=changeme"):
# a stand-in by convention in an assignment; said as a password ("my password is
# changeme"), the same word is one.
_DEFAULT_STAND_INS = frozenset({"changeme", "change_me", "change-me", "changeit", "replaceme"})
_ASSIGNED = re.compile(r"=[ \t]*[\"']?\Z")


def _assigned_default(text: str, begin: int, value: str) -> bool:
    if value.casefold() not in _DEFAULT_STAND_INS:
        return False
    return _ASSIGNED.search(text, max(0, begin - 4), begin) is not None


# A field's name in code: small letters joined by "_", one part a one-word label
# ("password_hash", "reset_token", "hash_mdp"); it names where a secret is kept, and a
# chosen password is not written that way (one with digits or capitals is, and stays a
# value).
_SNAKE_CASE = re.compile(r"[a-z]+(?:_[a-z]+)+")


def _field_name(value: str) -> bool:
    if _SNAKE_CASE.fullmatch(value) is None:
        return False
    return any(part in _CLASS and " " not in part for part in value.split("_"))


def _names_itself(value: str) -> bool:
    if not any(sep in value for sep in "_-.") or _has_digit(value):
        return False
    parts = [part for part in _STAND_IN_PARTS.split(value.casefold()) if part]
    named = [part for part in parts if part in _CLASS or part in _LABEL_PARTS]
    return bool(named) and all(part in _STAND_IN_WORDS or part in named for part in parts)


class _Strength(Enum):
    STRONG = "strong"  # ":" or "=" or an arrow
    VERB = "verb"
    NONE = "none"
    WEAK = "weak"  # before the label, after a change phrase


# A dial lock's combination is two or three numbers of one or two digits each, said with
# any joiner: "4-27-13", "12 - 04 - 33", "22, 14, 8", "31/07/19" ("the safe combo is …").
_COMBINATIONS = ("combo", "combination", "kombination", "combinaison", "combinación", "combinacion")
_COMBINATION_VALUE = re.compile(
    r"[0-9]{1,2}(?:[ \t]*[-–/,][ \t]*[0-9]{1,2}|[ \t]+[0-9]{1,2}){2,5}(?![0-9A-Za-z]|[.,][0-9])"
)


_ASSIGNMENT = re.compile(r"[ \t]*=")
# A lock a few words before a bare "combo" ("pool locker 42 combo …", "bike lock combo"),
# in the same clause.
_LOCK_BEFORE = re.compile(
    r"(?<![^\W\d_])(?:lock|locker|padlock|safe|schloss|spind|cadenas|casier|candado|taquilla)"
    r"(?![^\W\d_])[^\n.!?;,:]{0,24}\Z",
    re.IGNORECASE,
)


def _after_a_lock(text: str, start: int) -> bool:
    return _LOCK_BEFORE.search(text, max(0, start - 40), start) is not None


def _combination(
    text: str, start: int, label: _Label, strength: _Strength, phrase: str
) -> Span | None:
    if not any(word in phrase for word in _COMBINATIONS):
        return _code_at(text, start, label, strength)
    combination = _COMBINATION_VALUE.match(text, start)
    # a bare "combo" with commas may be a list of anything ("the combo is 2, 3, 4")
    listed = phrase == "combo" and combination is not None and "," in combination.group()
    if combination is not None and not listed and not _ordinary(text, *combination.span()):
        return combination.span()
    if phrase == "combo":
        return None  # a bare "combo" is also a meal's or a game's
    return _code_at(text, start, label, strength)


def _value_at(
    text: str, start: int, label: _Label, strength: _Strength, phrase: str = ""
) -> Span | None:
    return _digit_blocks(text, start, label, strength) or _label_value(
        text, start, label, strength, phrase
    )


# A device's MAC address ("5A:11:0C:9E:41:D2", "5a-11-0c-9e-41-d2") is printed on its
# label next to the network's, and is no secret.
_MAC = re.compile(r"[0-9A-Fa-f]{2}(?P<s>[:-])[0-9A-Fa-f]{2}(?:(?P=s)[0-9A-Fa-f]{2}){4}")
_HEX_OR_JOINER = frozenset("0123456789abcdefABCDEF:-")
_MAC_LENGTH = 17
# After the value, words that make it a name: "Wi-Fiはbuffalo-a1b2c3って名前" (is called).
_NAMED_AFTER = re.compile(r"[」』\"']?[ \t]*(?:って|という|っていう)(?:名前|名)")


def _hardware_address(text: str, span: Span) -> bool:
    start, end = span
    if end - start > _MAC_LENGTH or not _HEX_OR_JOINER.issuperset(text[start:end]):
        return False
    start = max(0, end - _MAC_LENGTH)
    while start < span[0] and not _HEX_OR_JOINER.issuperset(text[start : span[0]]):
        start += 1
    return _MAC.search(text[start : min(len(text), span[0] + _MAC_LENGTH)]) is not None


def _label_value(
    text: str, start: int, label: _Label, strength: _Strength, phrase: str
) -> Span | None:
    if label is _Label.KEY:
        return _token_code(text, start, strength, phrase) or _key_value(text, start, strength)
    quoted = _QUOTED.match(text, start)
    if quoted is not None and label is not _Label.CVV:
        begin, end = quoted.span("q")
        plain = label is _Label.SHORT and not _looks_secret(text[begin:end])
        return None if plain or _ordinary(text, begin, end) else (begin, end)
    if label in _NUMERIC_LABELS:
        return _combination(text, start, label, strength, phrase)
    if label is _Label.CVV:
        match = _CVV_VALUE.match(text, start)
        return match.span() if match else None
    if label in (_Label.PASSWORD, _Label.SHORT) and strength is not _Strength.NONE:
        spaced = _spaced_code(text, start)  # "密码：4 4 1 9", "la clave es 44 19"
        if spaced is None or " " not in text[spaced[0] : spaced[1]]:
            grouped = _LETTER_GROUPS.match(text, start)  # "app password: abcd efgh ijkl mnop"
            if grouped is None and strength is _Strength.STRONG:
                grouped = _printed_key(text, start)  # "Clave WPA2 → hT6w Qe2N z8Lk P4vr"
            spaced = None if grouped is None else grouped.span()
        if spaced is not None:
            return spaced
    return _word_value(text, start, label, strength, phrase)


_TOKEN_DIGITS = re.compile(r"[0-9]{6,8}(?![0-9A-Za-z]|[.,:/-][0-9])")
# A router's network key as printed on its label, in blocks of four digits: the whole run
# is the value, not its first block.
_DIGIT_BLOCKS = re.compile(r"[0-9]{4}(?P<s>[ -])[0-9]{4}(?:(?P=s)[0-9]{4}){1,6}(?![0-9A-Za-z])")
_BLOCK_LABELS = frozenset({_Label.PASSWORD, _Label.SHORT, _Label.NETWORK, _Label.KEY})


def _digit_blocks(text: str, start: int, label: _Label, strength: _Strength) -> Span | None:
    """ "WLAN-Schlüssel: 4829 1057 3366 2210": a key in blocks of four digits, whole."""
    if label not in _BLOCK_LABELS or strength is _Strength.NONE:
        return None
    blocks = _DIGIT_BLOCKS.match(text, start)
    return None if blocks is None else blocks.span()


def _token_code(text: str, start: int, strength: _Strength, phrase: str) -> Span | None:
    """A bank's token device shows a one-time code: "mi token es 482913", "token: 480215"."""
    if phrase != "token" or strength not in (_Strength.VERB, _Strength.STRONG):
        return None
    digits = _TOKEN_DIGITS.match(text, start)
    return None if digits is None else digits.span()


# What a service issues as a key or a token: one run of these, long, letters and digits.
_KEY_VALUE = re.compile(r"[\"'`“‘]?(?P<v>[A-Za-z0-9._~+/=-]{16,512})(?![A-Za-z0-9._~+/=-])")


def _key_value(text: str, start: int, strength: _Strength) -> Span | None:
    """A key word's value: 16 characters or more of a token alphabet with letters and
    digits well mixed (two of each; with no separator, 20 and four of each, as in "license
    key 8F3K…"), not a URL, an e-mail address, a version or a date. "the key is to
    practise", "token 3 of 10" and "Schlüssel liegt unter der Matte" have none."""
    match = _KEY_VALUE.match(text, start)
    if match is None:
        return None
    begin, end = match.span("v")
    while end > begin and text[end - 1] in ".-":
        end -= 1  # sentence punctuation
    value = text[begin:end]
    digits = sum(map(str.isdigit, value))
    letters = sum(map(str.isalpha, value))
    least, need = (20, 4) if strength is _Strength.NONE else (16, 2)
    if len(value) < least or digits < need or letters < need:
        return None
    if _VERSION.fullmatch(value.lstrip("v")) or _DATE.match(value) or "//" in value:
        return None
    return begin, end


def _word_value(
    text: str, start: int, label: _Label, strength: _Strength, phrase: str
) -> Span | None:
    span = _bare(text, start)
    if span is None or _ordinary(text, *span):
        return None
    value = text[span[0] : span[1]]
    if phrase in _NETWORK_KEYS:
        accepted = _looks_generated(value)
    elif _looks_secret(value):
        accepted = len(value) >= 3
    else:
        # A plain word, alone in its clause: after ":" or "=" ("password: sunshine"), or
        # after a verb when a full password label names it and the word is not one said
        # about a password ("my password is bluebird", not "… is hashed", "… is weird").
        # An abbreviation that only ever means "password" ("mdp", "pw") is a full label;
        # "pass" and "clave" are words of their own ("bus pass", "la clave es la paciencia").
        full = label is _Label.PASSWORD or phrase in _ABBREVIATIONS
        accepted = (
            full
            and len(value) >= 4
            and (strength is _Strength.STRONG or (strength is _Strength.VERB and _plain(value)))
            and _CLAUSE_END.match(text, span[1]) is not None
        )
    return span if accepted else None


# Endings of participles and adverbs, the words said *about* a password ("hashed",
# "expiring", "usually", "guardada", "compliqué", "ridiculously").
_DESCRIPTIVE_ENDINGS = (
    *("ed", "ing", "ly", "able", "ible", "ful", "less", "ous", "ive", "ado", "ada", "ido"),
    *("ida", "mente", "é", "ée", "és", "ées", "ment", "ich", "ig", "lich", "isch", "bar"),
    # abstract nouns, as in a figure of speech: "the password to happiness is patience"
    *("ness", "tude", "ence", "ance", "ity", "tion", "sion", "ism", "ship", "ción", "dad"),
    *("cia", "té", "heit", "keit", "ung", "schaft"),
)


def _plain(value: str) -> bool:
    """A word that may be a password after a verb: letters only, four to 32 of them, not a
    word about passwords, nor a participle or an adverb."""
    folded = value.casefold()
    return (
        4 <= len(value) <= 32
        and value.isalpha()
        and folded not in NOT_A_VALUE
        and folded not in ABOUT_A_PASSWORD
        and not folded.endswith(_DESCRIPTIVE_ENDINGS)
    )


# A code read out in groups: "4 4 1 9", "12 34", "441 920".
_SPACED_PIN = re.compile(r"[0-9]{1,4}(?: [0-9]{1,4}){1,7}(?![0-9A-Za-z])")


def _spaced_code(text: str, start: int) -> Span | None:
    """Digits split by single spaces, 4-12 of them, none of them a year, not before a unit
    ("PIN 4 4 1 9", not "code 1234 3 times" nor "the pin is 4 digits")."""
    match = _SPACED_PIN.match(text, start)
    if match is None:
        return None
    groups = match.group().split(" ")
    digits = sum(len(group) for group in groups)
    following = _NEXT_WORD.match(text, match.end())
    if not 4 <= digits <= 12 or any(_YEAR.fullmatch(group) for group in groups):
        return None
    if following and following.group(1).casefold() in UNITS_AFTER_A_NUMBER:
        return None
    return match.span()


# A one-time code as senders print it, two groups of three: "845 203", "407-291".
_ONE_TIME_GROUPS = re.compile(r"[0-9]{3}[ -][0-9]{3}(?![0-9A-Za-z]|[.,:/-][0-9])")


# A code a service issues to be typed back is often five to eight capitals and digits,
# two of each at least ("login code 7QX2F", "code d'activation : K7P2Q"): shorter than
# what looks generated, and taken only after a label that names such a code.
_ISSUED_CODE = re.compile(r"(?=(?:[A-Z]*[0-9]){2})(?=(?:[0-9]*[A-Z]){2})[A-Z0-9]{5,8}")


def _code_at(text: str, start: int, label: _Label, strength: _Strength) -> Span | None:
    spaced = _spaced_code(text, start)
    if spaced is not None and (label is not _Label.WEAK_CODE or strength is _Strength.STRONG):
        return spaced
    if label is _Label.WEAK_CODE and strength in (_Strength.VERB, _Strength.WEAK):
        # "Ihr Code lautet 845 203", "le code est le 619 304": a plain code said to be
        # two groups of three digits is the one-time code a bank or an app sent; and
        # after a verb, any code read out in groups of 4-8 digits ("the code is 77 30 19")
        grouped = _ONE_TIME_GROUPS.match(text, start)
        if grouped is not None and not _ordinary(text, *grouped.span()):
            return grouped.span()
        if spaced is not None and strength is _Strength.VERB and not _ordinary(text, *spaced):
            digits = sum(ch.isdigit() for ch in text[spaced[0] : spaced[1]])
            if 4 <= digits <= 8:
                return spaced
    match = _PIN_VALUE.match(text, start)
    if match is None and label is not _Label.WEAK_CODE:
        # A keypad with letter keys: "digicode : B4738", "door code A1947".
        match = _KEYPAD_VALUE.match(text, start)
    if match is None:
        return _lettered_code(text, start, label, strength)
    digits = sum(ch.isdigit() for ch in match.group())
    rejected = (
        _ordinary(text, *match.span())
        or (label is _Label.WEAK_CODE and (not 4 <= digits <= 8 or _YEAR.fullmatch(match.group())))
        or (strength is _Strength.NONE and digits < 4)
    )
    return None if rejected else match.span()


def _lettered_code(text: str, start: int, label: _Label, strength: _Strength) -> Span | None:
    """A code with letters in it: "verification code: A7K9P2", "recovery code
    7QXM-4K2P-9TRA"; and a plain "code" said to be one issued ("the code is 7QX2F")."""
    span = _bare(text, start)
    if span is None or _ordinary(text, *span):
        return None
    value = text[span[0] : span[1]]
    issued = _ISSUED_CODE.fullmatch(value) is not None
    if label is _Label.WEAK_CODE:
        return span if issued and strength in (_Strength.STRONG, _Strength.VERB) else None
    # with no separator, only a code made of letters and digits, never a plain word
    made = strength is not _Strength.NONE or (label is _Label.CODE and _mixed(value))
    return span if made and (_looks_generated(value) or issued) else None


def _passport(text: str, end: int) -> Span | None:
    grouped = _PASSPORT_GROUPED.match(text, end)
    if grouped is not None:
        value = grouped.group("v")
        groups = re.split(r"[ .\-]", value)
        compact = "".join(groups)
        # not a date ("expires 12 03 2030"): no group is a year
        no_year = not any(_YEAR.fullmatch(group) for group in groups)
        if no_year and _passport_number(compact):
            return grouped.span("v")
    match = _PASSPORT_VALUE.match(text, end)
    if match is None:
        return None
    return match.span("v") if _passport_number(match.group("v")) else None


def _passport_number(value: str) -> bool:
    """6-10 letters and digits: upper case with a digit or of eight or more, or six
    digits or more."""
    if not 6 <= len(value) <= 10 or not value.isalnum() or not value.isascii():
        return False
    digits = sum(ch.isdigit() for ch in value)
    uppercase = value.upper() == value
    return (uppercase and (digits > 0 or len(value) >= 8)) or digits >= 6


# The formats of passport numbers that prose never has: France (2 digits, 2 letters, 5
# digits), Spain (3 letters, 6 digits), Germany (9 of "CFGHJKLMNPRTVWXYZ0-9", no vowel
# but Y), one or two letters and 6-8 digits (IT, CN, JP, NL, IN …), 9 digits (US, GB).
_PASSPORT_SHAPE = re.compile(
    r"(?<![0-9A-Za-z])(?:[0-9]{2}[A-Z]{2}[0-9]{5}|[A-Z]{3}[0-9]{6}|[A-Z]{1,2}[0-9]{6,8}"
    r"|[CFGHJK][CFGHJKLMNPRTVWXYZ0-9]{8}|[0-9]{9})(?![0-9A-Za-z])"
)
_PASSPORT_CLAUSE = re.compile(r"[^\n.;!?。！？]{0,100}")


def _passport_list(text: str, end: int) -> list[Span]:
    """Every number of a passport's shape in the rest of the clause after a passport
    label: "Reisepass Vater HHYZWCCGP, Mutter K1CX1Y3JH", "passeports 64SY32579 et
    59FB65451", "Pasaporte de Carmen: WSF789474"."""
    clause = _PASSPORT_CLAUSE.match(text, end)
    stop = end if clause is None else clause.end()
    return [m.span() for m in _PASSPORT_SHAPE.finditer(text, end, stop)]


def _device_value(text: str, end: int, phrase: str) -> Span | None:
    span = _device_code(text, end)
    if span is not None and phrase in DEVICE_NEEDS_A_KEYING:
        span = _keyed(text, end, span, phrase)
    if span is None and _is_cjk(phrase[-1]):
        span = _cjk_clauses_then_digits(text, end)
    return span


def _forward(text: str, end: int, label: _Label, phrase: str) -> Span | None:
    if label is _Label.PASSPORT:
        return _passport(text, end)
    if label is _Label.CREDENTIALS:
        return _nearby(text, end, label)
    if label is _Label.DEVICE:
        return _device_value(text, end, phrase)
    if label is _Label.NETWORK:
        return _network_password(text, end, phrase)
    for position, strength in _routes(text, end, phrase):
        span = _value_at(text, position, label, strength, phrase)
        if span is not None:
            return span
    span = None
    if label in (_Label.PIN, _Label.CODE) and _is_cjk(phrase[-1]):
        # "オートロックの番号6321#", "取件码【4-3-9309】": an opening bracket or "の番号",
        # then the digits with no separator ("验证码…尾号1234" is a phone's tail).
        # Tried first: the digits right after the gap are nearer than a token further on.
        gap = _CJK_GAP.match(text, end)
        if gap is not None and gap.end() > end:
            span = _code_at(text, gap.end(), label, _Strength.NONE)
    if span is None:
        span = _after_a_relative_clause(text, end, label)
    if span is None and phrase == "combo" and _after_a_lock(text, end - len(phrase)):
        # "shed padlock combo 4-18-29": a lock named just before makes it a lock's
        space = _SPACE.match(text, end)
        span = _combination(
            text, space.end() if space else end, label, _Strength.VERB, "combination"
        )
    # A bare "combo" takes no value on its own; and an assignment's value was read after
    # its "=" and turned down there (a stand-in, "DB_PASSWORD=<your-password>"): the same
    # token with the "=" is no other value.
    if span is None and phrase != "combo" and not _ASSIGNMENT.match(text, end):
        span = _without_separator(text, end, label, phrase)
    if span is None and label in _SECRET_LABELS and _is_cjk(phrase[-1]):
        span = _cjk_words_then_digits(text, end) or _cjk_clauses_then_digits(text, end)
    return span


# "the code the bank sent is 8821", "le code que la banque m'a donné est 8821", "el pin que
# me dio el banco es 8821", "die PIN die ich bekommen habe ist 8821": a relative clause with
# no comma between a Latin label and its verb. It opens with a relative word or a subject
# pronoun (English drops "that"), holds a few words and no digit (not "the code 4471 is
# for the door"), and the verb ends it; a password then needs a value that looks like one
# ("the password I chose is simple" has none), a code its digits.
_RELATIVE_OPENERS = (
    r"that|which|i|you|he|she|we|they|someone|somebody|the|my|your|his|her|our|their"
    r"|que|qui|dont|lo\s+que|la\s+que|el\s+que|cual"
    r"|den|die|das|der|welchen|welche|welches|was"
)
_RELATIVE_CLAUSE = re.compile(
    rf"[ \t]+(?:(?:{_RELATIVE_OPENERS})(?![^\W\d_])|qu['’])"
    r"(?:[ \t]*[^\W\d_]+(?:['’][^\W\d_]+)?){1,7}?"
    rf"[ \t]+(?={_VERB})",
    re.IGNORECASE,
)
_RELATIVE_LABELS = frozenset(
    {_Label.PASSWORD, _Label.PIN, _Label.CODE, _Label.WEAK_CODE, _Label.CVV}
)


def _after_a_relative_clause(text: str, end: int, label: _Label) -> Span | None:
    clause = _RELATIVE_CLAUSE.match(text, end) if label in _RELATIVE_LABELS else None
    verb = None if clause is None else _VERB_ROUTE.match(text, clause.end())
    if clause is None or verb is None or verb.start("sep") != clause.end():
        return None
    start = verb.end()
    if _QUOTED.match(text, start) is not None:
        return None  # a quoted value is read whole after the clause (``_later``)
    if label is _Label.CVV:
        match = _CVV_VALUE.match(text, start)
        return match.span() if match else None
    if label in _NUMERIC_LABELS:
        return _code_at(text, start, label, _Strength.VERB)
    span = _bare(text, start)
    if span is None or _ordinary(text, *span):
        return None
    value = text[span[0] : span[1]]
    return span if len(value) >= 4 and _looks_secret(value) else None


# "密码是我生日738291", "密码就是生日738291": a few CJK words between a CJK label and its
# digits (a PIN's, so 4-8 of them, not a year, a date or a count).
_CJK_WORDS_GAP = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]{1,8}?(?=[0-9])")


def _cjk_words_then_digits(text: str, end: int) -> Span | None:
    return _pin_after_gap(_CJK_WORDS_GAP, text, end)


def _pin_after_gap(gap_pattern: re.Pattern[str], text: str, end: int) -> Span | None:
    """A PIN's 4-8 digits right after what ``gap_pattern`` skips from ``end`` (a label's
    end), unless they are a year or an ordinary number."""
    gap = gap_pattern.match(text, end)
    if gap is None:
        return None
    match = _PIN_VALUE.match(text, gap.end())
    if match is None or not 4 <= sum(ch.isdigit() for ch in match.group()) <= 8:
        return None
    if _YEAR.fullmatch(match.group()) or _ordinary(text, *match.span()):
        return None
    return match.span()


# "后门的密码锁，要是你们先到的话，是279949", "密码，就是你上次问的那个，其实很简单：8553":
# CJK clauses set off by commas between the label and the verb or colon that gives the
# digits. Only within the sentence ("。" ends it), and only a PIN's 4-8 digits.
_CJK_CLAUSES = re.compile(
    r"[\u3040-\u30ff\u4e00-\u9fff]{0,4},[\u3040-\u30ff\u4e00-\u9fff,]{1,30}?"
    r"(?:[:=]|是|为|は)[ \t]*(?=[0-9])"
)


def _cjk_clauses_then_digits(text: str, end: int) -> Span | None:
    return _pin_after_gap(_CJK_CLAUSES, text, end)


# A device's code: a few words on in the same clause, 4-8 digits and an optional "#"/"*",
# not a part of a longer number, a decimal, a time, a price or a measure.
_DEVICE_CODE = re.compile(
    r"(?P<gap>[^\n,;.!?。，；！？()\[\]]{0,40}?)(?<![0-9A-Za-z.,:/$€£¥#+\-])"
    # 4-8 digits, or 4-8 single digits read out with dashes ("geht mit 4-7-1-1 auf")
    r"(?P<v>[0-9]{4,8}[#*]?|[0-9](?:-[0-9]){3,7})(?![0-9A-Za-z%°/:\-]|[.,][0-9])"
)
# ... or a qualifier in brackets: "暗証番号（ネットバンキング）730543".
_CJK_GAP = re.compile(r"(?:[【〔「『]|の(?:番号|ナンバー)|\([^()\n]{1,20}\)[ \t]*)(?=[0-9])")
_GAP_WORD = re.compile(r"[^\W\d_]+")


_NOT_BEFORE_COLON = DEVICE_NOT_BETWEEN - words(
    """
    at by from before after around am à vers avant après desde antes después an bei im
    in on of the au la le del de
    """
)


def _device_code(text: str, end: int) -> Span | None:
    """ "alarm disarm 0261", "Gate: 3399", "the safe opens with 134958", "Haustür geht
    mit 0421 auf", "玄関は1234": the first 4-8 digit number in the clause, within six
    words, that no word between calls a time, a quantity or another number."""
    match = _DEVICE_CODE.match(text, end)
    if match is None:
        return _keyed_in(text, end)
    gap = match.group("gap")
    words = _GAP_WORD.findall(gap.lower())
    # Before a colon the words between say where the device is, not when ("Kindersicherung
    # an der Konsole: 7720", "the keysafe at the lake house: 3146"): only another
    # number's word counts.
    between = _NOT_BEFORE_COLON if gap.rstrip().endswith((":", "：")) else DEVICE_NOT_BETWEEN
    if len(words) > 6 or any(word in between for word in words):
        return None
    value = match.group("v")
    if _YEAR.fullmatch(value) or _ordinary(text, *match.span("v")):
        return None
    return match.span("v")


# "For the front door, punch in 4471", "Pour la porte du bas, tapez 4471", "Para la
# puerta, marca 4471", "到了大门，输入4471": the device, a comma, then a verb of the
# keypad (the whole class in each language: type, enter, key, dial, press …) and the
# digits right after it.
_KEYPAD_VERBS = (
    r"type|enter|punch(?:[ \t]+in)?|key(?:[ \t]+in)?|dial|press|tap(?:[ \t]+in)?"
    r"|put[ \t]+in|use"
    r"|tipp(?:e|en|t)?|gib|geben[ \t]+sie|drück(?:e|en)?|drueck(?:e|en)?|wähl(?:e|en)?"
    r"|tape[sz]?|compose[sz]?|entre[sz]?|saisi[st]|saisissez|fais|faites"
    r"|marca|marque|marcad|teclea|teclee|introduce|introduzca|pon|ponga|mete|escribe"
)
_KEYED_IN = re.compile(
    r"[^\n.;!?。！？]{0,30}?[,，、][ \t]*"
    r"(?:(?:then|just|dann|einfach|puis|juste|luego|solo|sólo)[ \t]+)?"
    rf"(?:(?<![^\W\d_])(?:{_KEYPAD_VERBS})(?![^\W\d_])[ \t]*|输入|按|入力して?)"
    r"(?:(?:le|el|the|die|den)[ \t]+)?"  # "fais le 4471", "marca el 4471"
    # not the first group of a phone number ("For the alarm, dial 0800 123 456")
    r"(?P<v>[0-9]{4,8}[#*]?)(?![0-9A-Za-z%°/:\-]|[.,][0-9]|[ \t]+[0-9])",
    re.IGNORECASE,
)


def _keyed_in(text: str, end: int) -> Span | None:
    match = _KEYED_IN.match(text, end)
    if match is None:
        return None
    value = match.group("v")
    if _YEAR.fullmatch(value.rstrip("#*")) or _ordinary(text, *match.span("v")):
        return None
    return match.span("v")


# How a number is keyed into a machine or opens a lock: a keypad verb or "with" just before
# it ("at the ATM just put in 6281", "au distributeur tu tapes 6281", "my phone unlocks
# with 4471", "se desbloquea con 4471"), a German keypad verb just after it ("am
# Geldautomaten 6281 eingeben"), or a separator ("Kindersicherung: 4471").
_KEYING_BEFORE = re.compile(
    rf"(?:(?<![^\W\d_])(?:{_KEYPAD_VERBS}|with|using|mit|avec|con|via)(?![^\W\d_])"
    r"(?:[ \t]+(?:le|el|the|die|den))?|[:=]|输入|用|で|を)[ \t#*]*\Z",
    re.IGNORECASE,
)
_KEYING_AFTER = re.compile(
    r"[#*]?[ \t]+(?:ein)?(?:geben|tippen|drücken|druecken|wählen)"
    r"|[#*]?[ \t]*(?:って|を|と)?(?:入れ|入力|押)",
    re.IGNORECASE,
)


_UNLOCKING = ("unlock", "entsperr", "déverrouill", "desbloque", "解锁")
_VERB_BEFORE = re.compile(rf"{_VERB}[ \t]*\Z")


def _keyed(text: str, end: int, span: Span, phrase: str) -> Span | None:
    """The device's number when it is keyed in; what unlocks a thing may also be said to
    be the number ("die Nummer zum Entsperren vom Handy ist 190384", not "the ATM fee is
    2500")."""
    if _KEYING_BEFORE.search(text, end, span[0]) or _KEYING_AFTER.match(text, span[1]):
        return span
    if phrase.startswith(_UNLOCKING) and _VERB_BEFORE.search(text, end, span[0]):
        return span
    return None


_NETWORK_NAME = re.compile(
    r"(?<![^\W\d_])(?:network|name|ssid|netz|netzwerk|netzname|réseau|nom|nombre|red)"
    r"(?![^\W\d_])|名",
    re.IGNORECASE,
)


_PASSWORD_CLASSES = frozenset({_Label.PASSWORD, _Label.SHORT})


# The first words of the next line, before a separator: where a card's next item is named
# ("pw → …"; "password manager is …" names none).
_NEXT_LINE_HEAD = re.compile(r"\n[ \t]*[^\n:=→]{0,24}(?=(?::|=|→|->))")


def _password_label_follows(text: str, end: int) -> bool:
    """A password label later on the line, or at the start of the next one (a card lists
    "wifi → GuestNet-301⏎pw → …"), a word of its own."""
    line_end = text.find("\n", end)
    if line_end >= 0:
        next_line = _NEXT_LINE_HEAD.match(text, line_end)
        line_end = line_end if next_line is None else next_line.end()
    lowered = text[end : len(text) if line_end < 0 else line_end].lower()
    for match in _LABELS.finditer(lowered):
        start, end = match.span()
        alone = not lowered[start - 1 : start].isalpha() and not lowered[end : end + 1].isalpha()
        if alone and _CLASS.get(match.group()) in _PASSWORD_CLASSES:
            return True
    return False


def _network_password(text: str, end: int, phrase: str) -> Span | None:
    """ "wifi: Gr33n-Fern-Hollow", "das WLAN ist Tannenbaum88": a network named where its
    password is meant, after ":", "=" or a verb, with a value that looks generated or is a
    passphrase; a network's name ("wifi: HomeNet", "wifi is Vodafone-5G") does not."""
    if _password_label_follows(text, end):
        return None  # "wifi: Cabana_2G, clave …": the network's name, then its password
    for position, strength in _routes(text, end, phrase):
        if strength is _Strength.NONE or _NETWORK_NAME.search(text, end, position):
            continue  # "wifi network: Telekom-AB12", "WLAN-Name ist …": its name
        span = _bare(text, position)
        if span is None or span[0] != position or _ordinary(text, *span):
            continue
        if _network_value(text[span[0] : span[1]]):
            return span
    return None


def _routes(text: str, end: int, phrase: str) -> list[tuple[int, _Strength]]:
    """Where a value may start after the label, and how strongly the position says so."""
    routes: list[tuple[int, _Strength]] = []
    verb = _VERB_ROUTE.match(text, end)
    if verb is not None:
        strong = verb.group("colon") is not None
        routes.append((verb.end(), _Strength.STRONG if strong else _Strength.VERB))
    strong_route = _STRONG_ROUTE.match(text, end)
    if strong_route is not None:
        routes.append((strong_route.end(), _Strength.STRONG))
    bracket = _BRACKET_ROUTE.match(text, end)
    if bracket is not None:
        routes.append((bracket.end(), _Strength.VERB))
    if _is_cjk(phrase[-1]) or _is_cjk(text[end : end + 1]):
        cjk = _CJK_ROUTE.match(text, end)
        if cjk is not None:
            strength = _Strength.STRONG if cjk.group("strong") else _Strength.VERB
            routes.append((cjk.end(), strength))
    return routes


# An acronym label in capitals glued to its digits: "PIN550913", "PUK12345678".
_GLUED_PIN = re.compile(r"[0-9]{4,8}(?![0-9A-Za-z]|[.,:/-][0-9])")


def _glued_pin(text: str, end: int, label: _Label, phrase: str) -> Span | None:
    if label is not _Label.PIN or not text[end - len(phrase) : end].isupper():
        return None
    glued = _GLUED_PIN.match(text, end)
    return None if glued is None else glued.span()


def _without_separator(text: str, end: int, label: _Label, phrase: str) -> Span | None:
    """ "password X", "PIN 4471", "密码123456", "… dass mein Passwort X ist", and a
    generated-looking token a few words on ("mein passwort merken? Tanne!891")."""
    space = _SPACE.match(text, end)
    start = space.end() if space else end
    if label is _Label.WEAK_CODE:
        # "lockbox at the airbnb — code 6460": 4-8 digits, not a year
        if start == end:
            return _qualified_code(text, end)
        return _code_at(text, start, label, _Strength.WEAK) or _qualified_code(text, end)
    if label is _Label.SHORT and phrase in _NEED_SEPARATOR:
        # "wifi: HomeNet, key Gr33nTr33s", "ワイファイのパスAb12cdEF": a short label
        # with no separator takes, after a network word on its line, a value that
        # looks generated; elsewhere only a long strong mix ("clave Maple6060!").
        return _short_label_value(text, end, start, phrase) or _qualified_code(text, end)
    if label is _Label.CVV and start == end:
        glued = _CVV_VALUE.match(text, start)  # "CVV381", "CID4417"
        return glued.span() if glued else None
    if start == end and not _is_cjk(text[end - 1]) and text[end : end + 1].isalnum():
        # "password123": the label is part of a word; but "PIN550913" takes its digits
        return _glued_pin(text, end, label, phrase)
    span = _value_at(text, start, label, _Strength.NONE, phrase)
    if span is None and label in (_Label.PASSWORD, _Label.SHORT, _Label.PIN, _Label.CODE):
        # "contraseña del cajero 4419", "mdp du tel 4417"
        span = _qualified_code(text, end, label)
    if span is None and label in (_Label.PASSWORD, _Label.SHORT):
        span = _verb_final(text, start)
    if span is None and label is _Label.PASSWORD and start > end:
        span = _network_word_value(text, start, end - len(phrase))
    if span is None and label in _SECRET_LABELS:
        span = _nearby(text, end, label)
    if span is None and label in (_Label.PIN, _Label.CODE):
        span = _appended_number(text, end)
    return span


# "my pin's the same as the garage one, 0481.", "mein PIN ist wie immer, 4471", "el pin,
# como siempre, 7302": the digits added after a comma at the end of the label's sentence.
_APPENDED = re.compile(
    r"(?P<between>[^\n.!?;0-9]{0,64}?),[ \t]*(?P<v>[0-9]{4,8})(?=[ \t]*(?:[.!?;)]|\n|\Z))"
)


def _appended_number(text: str, end: int) -> Span | None:
    if "," not in text[end : end + 66]:
        return None
    match = _APPENDED.match(text, end)
    if match is None or _YEAR.fullmatch(match.group("v")):
        return None
    for word in re.split(r"[^\w]+", match.group("between").lower()):
        if word in DEVICE_NOT_BETWEEN or word in WEAK_CODE_NOT_AFTER or word in _COUNTERS:
            return None
    return match.span("v")


# "code du casier 7305", "código del candado 7305", "Code vom Fahrradschloss 7305": what
# the code opens, as a phrase that opens with a preposition, then the digits; or the
# digits set off by a comma ("le code, 4419", "la clave de la alarma, 4419").
_QUALIFIER = re.compile(
    rf"(?:[ \t]+(?:{_PREPOSITIONS})(?![^\W\d_])"
    r"(?P<words>(?:[ \t]*[^\W\d_]+(?:['’-][^\W\d_]+)?){1,4}?))?"
    r"(?P<comma>[ \t]*,)?[ \t]+(?=[0-9#*]|[A-Da-d][0-9])"
)


# A place in a text: "code du travail article 1234" cites a law, it opens nothing.
_LOCATORS = words(
    """article artículo articulo artikel page pages página seite chapter chapitre capítulo
    kapitel section sección abschnitt paragraph paragraphe párrafo absatz line ligne línea
    zeile verse"""
)


def _qualified_code(text: str, end: int, label: _Label = _Label.WEAK_CODE) -> Span | None:
    """A plain "code" and what it opens, then its digits (4-8, not a year); no word of
    the phrase may say time, quantity or another number ("code for room 1204"), nor what
    a code that is no secret belongs to ("code of the promo 2025")."""
    match = _QUALIFIER.match(text, end)
    if match is None or (match.group("words") is None and match.group("comma") is None):
        return None
    for word in re.split(r"[ \t'’-]+", (match.group("words") or "").lower()):
        if word in DEVICE_NOT_BETWEEN or word in WEAK_CODE_NOT_AFTER or word in _LOCATORS:
            return None
    span = _code_at(text, match.end(), _Label.WEAK_CODE, _Strength.WEAK)
    if span is None and label in (_Label.PIN, _Label.CODE):
        # "le digicode de l'immeuble A1947": a door's keypad has letter keys
        keypad = _KEYPAD_VALUE.match(text, match.end())
        span = None if keypad is None or _ordinary(text, *keypad.span()) else keypad.span()
    return span


_VERB_FINAL = re.compile(
    r"[ \t]+(?:ist|lautet|war|sei|wäre|sein\s+wird|heißt)(?![^\W\d_])[ \t]*(?:[.,;!?)]|\Z|\n)"
)


def _short_label_value(text: str, end: int, start: int, phrase: str) -> Span | None:
    if not (start > end or _is_cjk(phrase[-1])):
        return None
    span = _bare(text, start)
    if span is None or _ordinary(text, *span):
        return None
    value = text[span[0] : span[1]]
    if _after_network_word(text, end - len(phrase)):
        # "wifi: MiCasa, clave girasolamarillo": a long plain word alone in its clause too
        long_word = len(value) >= 8 and _plain(value) and _CLAUSE_END.match(text, span[1])
        return span if _network_value(value) or long_word else None
    # "clave Maple6060!", "pass Rk8#wq2z": with no network word, only a long mix of
    # letters and digits with a capital or a symbol ("bus pass 2", "clave 5" stay), or a
    # PIN's 4-8 digits ("clave 7305"), not a year nor a count ("clave 2024", "pass 1000
    # points").
    strong = len(value) >= 8 and _mixed(value) and phrase not in _NETWORK_KEYS
    if not strong and _after_a_user_name(text, end - len(phrase)):
        # "username grizzly77 pass maple2024", "usuario pgarcia y la clave luna2020": after
        # a user name, "pass"/"clave" names the password: letters with digits will do.
        strong = len(value) >= 6 and _has_digit(value) and not value.isdigit()
    pin = value.isdigit() and 4 <= len(value) <= 8 and not _YEAR.fullmatch(value)
    pin = pin and _CLAUSE_END.match(text, span[1]) is not None
    return span if strong or (pin and span[0] == start) else None


# A user name given just before, in the same clause: "username X", "user: X /", "Mi usuario
# es X y", "Benutzer X,", "identifiant X et".
_USER_NAME_BEFORE = re.compile(
    r"(?<![^\W\d_])(?:user(?:[ \t]?name)?|login|usuari[oa]|nombre[ \t]+de[ \t]+usuario"
    r"|benutzer(?:name)?|utilisateur|identifiant|username)"
    r"(?:[ \t]+(?:is|es|ist|est|c'est|lautet))?[ \t]*[:=]?[ \t]*[^\s,/]+[ \t]*"
    r"(?:,|/|\||;|and|y|und|et|e|&)?[ \t]*"
    r"(?:(?:the|my|la|mi|su|das|mein|sein|le|mon|son)[ \t]+)?\Z",
    re.IGNORECASE,
)


def _after_a_user_name(text: str, start: int) -> bool:
    return _USER_NAME_BEFORE.search(text, max(0, start - 64), start) is not None


def _network_word_value(text: str, start: int, label_start: int) -> Span | None:
    """ "Wi-Fi: CasaLuna / Passwort girasolamarillo": after a network word on its line, a
    full password label takes a long plain word alone in its clause, as "clave" does."""
    if not _after_network_word(text, label_start):
        return None
    span = _bare(text, start)
    if span is None or _ordinary(text, *span):
        return None
    value = text[span[0] : span[1]]
    if len(value) >= 8 and _plain(value) and _CLAUSE_END.match(text, span[1]):
        return span
    return None


def _verb_final(text: str, start: int) -> Span | None:
    # "…, dass mein Passwort Sonnenschein ist": a capitalised noun in the verb-final slot.
    span = _bare(text, start)
    if span is None or _ordinary(text, *span):
        return None
    value = text[span[0] : span[1]]
    if value[:1].isupper() and value.isalpha() and _VERB_FINAL.match(text, span[1]):
        return span
    return None


# A closing quote before a comma or a colon ends a quoted phrase ('"… 密码", "time": …').
_PHRASE_END = re.compile(r"[\"”»」』][,:;]|[,:;][\"“«「『]")
_SENTENCE_END = re.compile(r"[.!。！](?:\s|\Z)|\n")


def _nearby(text: str, end: int, label: _Label) -> Span | None:
    """The first token within a few words after the label that looks generated: "mein
    passwort merken? Tanne!891", "Mi contraseña? Tiburon5095!?"."""
    stop = _SENTENCE_END.search(text, end, end + 48)
    limit = stop.start() if stop else min(len(text), end + 48)
    for count, token in enumerate(_BARE.finditer(text, end, limit)):
        if count >= 5 or "[redacted:" in token.group() or _PHRASE_END.search(token.group()):
            break  # the value is already gone, or the label's phrase has ended
        span = _bare(text, token.start())
        if span is None or _ordinary(text, *span):
            continue
        value = text[span[0] : span[1]]
        if label in _NUMERIC_LABELS:
            if value.isdigit() and 4 <= len(value) <= 8 and not _YEAR.fullmatch(value):
                return span
        elif label is _Label.CREDENTIALS:
            if _looks_generated(value) and _mixed(value):
                return span
        elif _looks_generated(value):
            return span
    return None


_LATER_SPAN = 160


def _later(text: str, end: int) -> Span | None:
    """A password label with no value near it: the last token of a clause, further on in
    the line, shaped like a password written with joiners: capitals, small letters, a
    digit and "_" or "-" ("so Harbor_Lights7"). Such tokens have no password mark, so the
    strong-shape family cannot see them without the label."""
    line_end = text.find("\n", end)
    limit = min(end + _LATER_SPAN, len(text) if line_end < 0 else line_end)
    quoted = _quoted_after_verb(text, end, limit)
    if quoted is not None:
        return quoted
    for token in _BARE.finditer(text, end, limit):
        span = _bare(text, token.start())
        if span is None or "[redacted:" in token.group():
            continue
        if _network_subject(text, span[0]):
            continue  # "…, le réseau c'est Bbox-4F2A": the network's name
        value = text[span[0] : span[1]]
        if _concluded(text, span, value):
            return span
        if (
            8 <= len(value) <= 64
            and value.isascii()
            and any(ch in "_-" for ch in value)
            and any(ch.isupper() for ch in value)
            and any(ch.islower() for ch in value)
            and _has_digit(value)
            and not (_EMAIL.search(value) or "://" in value)
            and not any(_YEAR.fullmatch(part) for part in re.split(r"[-_]", value))
            and not _ordinary(text, *span)
            # the end of its clause, or just after a separator ("just copy it: X idk")
            and (
                _CLAUSE_END.match(text, span[1]) is not None
                or _AFTER_SEPARATOR.search(text, max(0, span[0] - 4), span[0]) is not None
            )
        ):
            return span
    return None


_AFTER_SEPARATOR = re.compile(r"[:=→][ \t]*\Z")
# A password described, then given: "my password is just my name and birth year,
# sarah1990", "mot de passe = prénom + année, donc Lucas2012", "Passwort: erst Hund, dann
# Geburtsjahr → Bello1987". After a separator, a comma or a word that draws the
# conclusion, a word with a number in it (letters, then two digits or more) is the value.
_CONCLUSION = re.compile(
    r"(?:[:=→,]|(?<![^\W\d_])(?:so|thus|i\.e\.|donc|alors|soit|also|entonces|así[ \t]+que"
    r"|o[ \t]+sea|es[ \t]+decir|所以|也就是|就是|つまり))[ \t]*\Z",
    re.IGNORECASE,
)
_NAME_AND_NUMBER = re.compile(r"[^\W\d_]{3,}[^\W\d_0-9!#$%&*@.+_-]*[0-9]{2,}[!#$%&*@.?]?")


def _concluded(text: str, span: Span, value: str) -> bool:
    return (
        _NAME_AND_NUMBER.fullmatch(value) is not None
        and _looks_generated(value)
        and _CONCLUSION.search(text, max(0, span[0] - 16), span[0]) is not None
        and not _ordinary(text, *span)
    )


# "the password IT gave me on day one was "Welcome2025!"": a clause between the label and
# its verb (a relative clause with no comma, which the verb route does not cross), then a
# quoted value made like a password, in the same sentence.
_VERB_THEN_QUOTE = re.compile(rf"{_VERB}{_ADVERB}*[ \t]*[:=]?[ \t]*(?=[{re.escape(_QUOTES_OPEN)}])")
_CLAUSE_WORDS = re.compile(r"[^.!?;:\n。！？]*")


def _quoted_after_verb(text: str, end: int, limit: int) -> Span | None:
    clause = _CLAUSE_WORDS.match(text, end, limit)
    stop = limit if clause is None else clause.end()
    verb = _VERB_THEN_QUOTE.search(text, end, stop)
    if verb is None:
        return None
    quoted = _QUOTED.match(text, verb.end())
    if quoted is None:
        return None
    begin, finish = quoted.span("q")
    while begin < finish and text[begin] in " \u00a0\u202f":  # « Soleil2024! »
        begin += 1
    while finish > begin and text[finish - 1] in " \u00a0\u202f":
        finish -= 1
    value = text[begin:finish]
    if " " in value or not _looks_generated(value) or _ordinary(text, begin, finish):
        return None
    return begin, finish


_POSSESSIVES = (
    r"my|our|your|his|her|their|the|mein|meine|unser|unsere|das|der|die|dein|deine|mon|ma"
    r"|notre|le|la|votre|ton|ta|mi|nuestra|nuestro|el|tu|su"
)
_B = r"(?![^\W\d_])"  # the end of a Latin word
_BEFORE_VALUE = (
    rf"(?:[{re.escape(_QUOTES_OPEN)}](?P<q>[^{re.escape(_QUOTES_OPEN + _QUOTES_CLOSE)}\n]{{1,64}})"
    rf"[{re.escape(_QUOTES_CLOSE)}]|(?<![^\s{_CJK}])(?P<v>[^\s{_CJK}]{{1,64}}))"
)
# "X is my (new) password", "X ist mein Passwort", "X es mi contraseña"
_IS_MY = (
    rf"(?:(?<![^\W\d_])(?:is|was|ist|war|est|c'est|c’est|es|era){_B}|=)"
    rf"[ \t]*(?:(?:{_POSSESSIVES}){_B}[ \t]*)?(?:[^\s]{{1,20}}[ \t]+){{0,2}}?"
)
# "I use X as my password", "X comme mot de passe", "X como contraseña"
_AS_MY = (
    rf"(?<![^\W\d_])(?:as|als|comme|como|de){_B}[ \t]*"
    rf"(?:(?:my|the|a|mein|meine|das|mon|ma|le|la|mi|el|nuevo|nueva|new|neues|nouveau){_B}"
    r"[ \t]*)?(?:[^\s]{1,20}[ \t]+)?"
)
# "X是我的密码", "用X作为密码", "Xが私のパスワード", "「X」をパスに"
_CJK_IS_MY = (
    r"(?:是|为|為|就是|係|作为|作為|当作|当|當|做|が|は|を|って|という|とかいう)"
    rf"[{_CJK}]{{0,10}}?[ \t]*"
    rf"(?:[^\s{_CJK}]{{1,12}}[ \t]*)?"
)
_BACKWARD = re.compile(
    # ... and the head of a compound the label ends ("das WLAN-Passwort", "Routerpasswort")
    rf"{_BEFORE_VALUE}[ \t]*[,—–-]?[ \t]*(?:{_IS_MY}|{_AS_MY}|{_CJK_IS_MY})"
    r"(?:(?<=[ \t])[^\W\d_]{2,20}-?)?\Z",
    re.IGNORECASE,
)


_LABELLED_INSIDE = re.compile(r"[^\W\d_][ \t]*[:：][ \t]+[^\s]")


def _backward(text: str, start: int) -> Span | None:
    match = _BACKWARD.search(text, max(0, start - 96), start)
    if match is None:
        return None
    if match.group("q") is not None:
        # a quotation of labelled text ("「SSID: X 暗号化キー: Y」って出た") is no one
        # value: the labels inside it name theirs
        return None if _LABELLED_INSIDE.search(match.group("q")) else match.span("q")
    span = _bare(text, match.start("v"))
    if span is None or span[1] > match.end("v") or _ordinary(text, *span):
        return None
    return span if _looks_secret(text[span[0] : span[1]]) else None


_GROUPED_BEFORE = re.compile(
    rf"(?<![0-9A-Za-z.,:/-])[0-9]{{3}}[ -][0-9]{{3}}[ \t]*[,—–-]?[ \t]*"
    rf"(?:{_IS_MY}|{_AS_MY}|{_CJK_IS_MY})\Z",
    re.IGNORECASE,
)


def _grouped_before(text: str, start: int) -> Span | None:
    """ "407 291 es tu código", "845 203 ist Ihr Code": a one-time code in two groups of
    three before the label (a bare value before a label is one token)."""
    match = _GROUPED_BEFORE.search(text, max(0, start - 64), start)
    return None if match is None else (match.start(), match.start() + 7)


_OBJECT = r"(?:it|this|that|mine|them|(?:the|my|our|his|her|their)(?:[ \t]+[^\W\d_]+){1,2})"
_CHANGE = re.compile(
    r"(?<![^\W\d_])(?:(?:changed?|changing|set|reset|updated?|switched?|modified|made|turned)"
    rf"(?:[ \t]+{_OBJECT})?(?:[ \t]+back)?[ \t]+(?:to|into)"
    r"|(?:geändert|geaendert|gesetzt|umgestellt|gewechselt|ändern)[ \t]+(?:auf|in|zu)"
    r"|(?:changé|changée|modifié|modifiée|mis|remplacé|passé)[ \t]+(?:en|pour|par|à)"
    r"|(?:cambié|cambiado|cambiamos|cambió|cambiada|puse|puesto|actualicé|actualizado)"
    r"(?:[ \t]+[^\W\d_]+)?[ \t]+(?:a|por|en)"
    r"|(?:now|jetzt|maintenant|ahora)[ \t]+(?:it's|it’s|it[ \t]+is|ist[ \t]+es|es[ \t]+ist"
    r"|c'est|c’est|es)"
    r"|(?:it's|it’s|it[ \t]+is|es[ \t]+ist|c'est|c’est)(?:[ \t]+(?:now|jetzt|maintenant|ahora))?"
    r"|(?:new[ \t]+one|the[ \t]+new[ \t]+one)[ \t]+(?:is|will[ \t]+be))(?![^\W\d_])"
    r"[ \t]*:?[ \t]*"
    r"|(?:改成|改为|改為|换成|換成|设置为|设置成|设为|设成|更新为|修改为|修改成|变成|變成"
    r"|现在是|今は|今のは|新しいのは|新しいのが)了?[ \t]*",
    re.IGNORECASE,
)
_CHANGE_BEFORE = re.compile(
    rf"(?:(?<![^\W\d_])(?:auf|in|zu)[ \t]+|(?<![^\s{_CJK}]))(?P<v>[^\s{_CJK}]{{1,64}})"
    r"(?:[ \t]+(?:geändert|gesetzt|umgestellt)(?![^\W\d_])|[ \t]*に(?:変更|変え|設定))",
    re.IGNORECASE,
)


# "PIN changed from 4471 to 8812", "j'ai changé le code de 4471 à 8812", "cambié la clave
# de Luna20 a Sol21", "PIN von 4471 auf 8812 geändert": both the old and the new value.
_CHANGE_FROM = re.compile(
    r"(?<![^\W\d_])(?:(?:changed?|changing|reset|updated?|switched?|modified)"
    rf"(?:[ \t]+{_OBJECT})?[ \t]+from|(?:changé|changée|modifié|modifiée|passé)"
    r"(?:[ \t]+(?:le|la|mon|ma|son|sa)(?:[ \t]+[^\W\d_]+){1,2})?[ \t]+de"
    r"|(?:cambié|cambiado|cambió|cambiada|actualicé)"
    r"(?:[ \t]+(?:el|la|mi|su)(?:[ \t]+[^\W\d_]+){1,2})?[ \t]+de|(?<![^\W\d_])von)"
    r"[ \t]+(?P<old>[^\s]{1,64})[ \t]+(?:to|into|à|en|a|por|auf)(?![^\W\d_])[ \t]*",
    re.IGNORECASE,
)


def _changes(text: str, start: int) -> Iterable[Span]:
    for match in _CHANGE_FROM.finditer(text, start):
        for at in (match.start("old"), match.end()):
            span = _bare(text, at)
            if span is None or _ordinary(text, *span):
                continue
            value = text[span[0] : span[1]]
            if len(value) >= 4 and _looks_secret(value):
                yield span
    for match in _CHANGE.finditer(text, start):
        span = _bare(text, match.end())
        if span and not _ordinary(text, *span) and not _network_subject(text, span[0]):
            value = text[span[0] : span[1]]
            if _looks_secret(value) and not _YEAR.fullmatch(value) and len(value) >= 4:
                yield span
    for match in _CHANGE_BEFORE.finditer(text, start):
        span = _bare(text, match.start("v"))
        if span and not _ordinary(text, *span) and _looks_secret(text[span[0] : span[1]]):
            yield span


# "his passport X, mine is Y", "mein PIN ist X, ihrer 5521": a second value of the same
# kind, named by a possessive pronoun just after the first.
_MINE = re.compile(
    r"[ \t]*[,;/—–(（-]?[ \t]*(?:and|und|et|y|but|aber|mais|pero)?[ \t]*"
    # "…, the old one was Y", "(old was Y)", "the previous one: Y"
    r"(?<![^\W\d_])(?:(?:the[ \t]+)?(?:old|previous|former)(?:[ \t]+one)?"
    r"|mine|yours|his|hers|ours|theirs|meins|meiner|meine|deins|deiner|seiner"
    r"|ihrer|ihres|le\s+mien|la\s+mienne|le\s+tien|la\s+tienne|le\s+sien|la\s+sienne"
    r"|el\s+mío|la\s+mía|el\s+tuyo|la\s+tuya|el\s+suyo|la\s+suya|我的|他的|她的|你的)"
    rf"(?![^\W\d_])(?:[ \t]*(?:{_LATIN_VERBS}|{_CJK_VERBS})(?![^\W\d_]))?[ \t]*:?[ \t]*",
    re.IGNORECASE,
)


# "…, my wife's is Y", "… el de mi marido es Y", "… celui de ma femme est Y", "… die von
# meiner Frau ist Y", "…，我老公的是Y", "…、妻のはY": the same kind of value for someone
# else, a little later on the same line (past a clause or a sentence).
_SOMEONE = r"(?:[^\W\d_]+[ \t]+)?[^\W\d_]+"
_OTHERS_VALUE = re.compile(
    r"(?<![^\W\d_])(?:(?:my|his|her|their|our|your)[ \t]+" + _SOMEONE + r"['’]s"
    r"|(?:el|la|los|las)[ \t]+de[ \t]+(?:(?:mi|tu|su|mis|tus|sus|nuestr[oa])[ \t]+)?"
    + _SOMEONE
    + r"|(?:celui|celle)[ \t]+(?:de[ \t]+|d['’])(?:(?:ma|mon|ta|ton|sa|son|notre)[ \t]+)?"
    + _SOMEONE
    + r"|(?:der|die|das)[ \t]+(?:von[ \t]+)?(?:meine[mrs]?|deine[mrs]?|seine[mrs]?|ihre[mrs]?"
    r"|unsere[mrs]?)[ \t]+[^\W\d_]+)(?![^\W\d_])[ \t]*"
    rf"(?:(?:{_LATIN_VERBS})(?![^\W\d_])[ \t]*)?:?[ \t]*"
    r"|[\u4e00-\u9fff]{1,4}的(?:是|为|：|:)[ \t]*|[\u3040-\u9fff]{1,4}の(?:は|が)[ \t]*",
    re.IGNORECASE,
)
_OTHERS_WINDOW = 120
# A second person's device code, network or service key is not said this way.
_NO_SECOND_VALUE = frozenset({_Label.CREDENTIALS, _Label.DEVICE, _Label.KEY, _Label.NETWORK})


def _and_mine(text: str, end: int, label: _Label, *, others: bool = True) -> Span | None:
    if label in _NO_SECOND_VALUE:
        return None
    match = _MINE.match(text, end)
    if match is None and not others:
        return None
    if match is None:
        line_end = text.find("\n", end)
        limit = min(end + _OTHERS_WINDOW, len(text) if line_end < 0 else line_end)
        match = _OTHERS_VALUE.search(text, end, limit)
        if match is None:
            return None
    if label is _Label.PASSPORT:
        return _passport(text, match.end())
    return _value_at(text, match.end(), label, _Strength.VERB)


# "need your passport number. mine is X", "what's your PIN? mine's 4471", "brauche deine
# Passnummer, meine ist X", "ton code ? le mien c'est 4471": the label is asked of someone
# else, and the speaker gives their own value in the next clause or sentence.
_ASKED_THEN = re.compile(r"[^\n.?!,;:。？！，]{0,24}[.?!,;:。？！，]+[ \t]*")


_POSSESSIVE_MARKERS = (
    "mine",
    "yours",
    "his",
    "hers",
    "ours",
    "theirs",
    "meine",
    "meins",
    "deine",
    "seine",
    "ihre",
    "mien",
    "tien",
    "sien",
    "mío",
    "mía",
    "tuy",
    "suy",
    "的",
)


def _asked_then_mine(text: str, end: int, label: _Label) -> Span | None:
    if label in _NO_SECOND_VALUE:
        return None
    window = text[end : end + 48].lower()
    if not any(word in window for word in _POSSESSIVE_MARKERS):
        return None  # most labels: a few substring tests, not the patterns
    asked = _ASKED_THEN.match(text, end)
    if asked is None:
        return None
    return _and_mine(text, asked.end(), label, others=False)


# "4419 and 8812", "4419 (old) / 8812 (new)", "4419 und der von Anna 8812", "4419，我老婆
# 的8812": a joiner, then at most four words that name whose or which, then the next value.
_JOINER = re.compile(
    r"[ \t]*(?:\([^()\n]{1,16}\)[ \t]*)?"
    r"(?:[,;/&+|，、;]|(?<![^\W\d_])(?:and|und|et|y|or|oder|ou|o|plus|sowie|和|与|跟|或|或者|还是|還是|か|または|もしくは"
    # a correction names the wrong value too: "4471 nicht 4417", "Luna2020 no Luna2021"
    r"|not|nicht|pas|no|non|ni)"
    r"(?![^\W\d_]))[ \t]*[:=]?[ \t]*"
)
_JOINED_WORD = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)?[ \t]*[:=]?[ \t]*")
# After a joiner, these name a value of another kind: "Tanne!891 and the username anna2x".
_NAMES_ANOTHER = words(
    """user username login email mail e-mail id name account host server ssid network
    benutzer benutzername nutzer konto utilisateur identifiant compte usuario cuenta
    correo 用户名 账号 帐号 邮箱 ユーザー名 ユーザー アカウント"""
)
_MOST_COORDINATED = 3
_MOST_JOINED_WORDS = 4


def _coordinated(text: str, first: Span) -> list[Span]:
    """Values of the first one's shape that follow it in a list: the same number of digits
    for a code ("the PINs are 4419 and 8812"), a generated-looking token for a password
    ("Tanne!891 oder Fichte#22"). Within the line, three at most."""
    if _JOINER.match(text, first[1]) is None:
        return []  # nearly always: no list goes on from here
    value = text[first[0] : first[1]]
    digits = sum(ch.isdigit() for ch in value)
    numeric = digits == sum(ch.isalnum() for ch in value)
    if not numeric and not _looks_generated(value):
        return []
    found: list[Span] = []
    end = first[1]
    for _ in range(_MOST_COORDINATED):
        joiner = _JOINER.match(text, end)
        if joiner is None or joiner.end() == end:
            break
        span = _joined_value(text, joiner.end(), digits if numeric else 0)
        if span is None:
            break
        found.append(span)
        end = span[1]
    return found


def _generated_at(text: str, span: Span) -> bool:
    return not _ordinary(text, *span) and _looks_generated(text[span[0] : span[1]])


def _joined_value(text: str, start: int, digits: int) -> Span | None:
    """The value after a joiner, past up to four words ("der von Anna", "我老婆的")."""
    for _ in range(_MOST_JOINED_WORDS + 1):
        if digits:
            match = _PIN_VALUE.match(text, start)
            if match is not None:
                if sum(ch.isdigit() for ch in match.group()) != digits:
                    return None
                value = match.group()
                ok = not _YEAR.fullmatch(value) and not _ordinary(text, *match.span())
                return match.span() if ok else None
        else:
            span = _bare(text, start)
            if span is not None and span[0] == start and _generated_at(text, span):
                return span
        word = _JOINED_WORD.match(text, start)
        if word is None:
            return None
        said = word.group().rstrip(" \t:=").casefold()
        if said in DEVICE_NOT_BETWEEN or said in _NAMES_ANOTHER:
            return None  # "code 4419, room 1204", "4419 until 2300": another number
        start = word.end()
    return None


def _label_at(probe: Probe, match: re.Match[str]) -> _Label | None:
    phrase = match.group()
    label = _CLASS.get(phrase)
    if label is None or not _stands_alone(probe, match, label):
        return None
    lowered = probe.lowered
    start = match.start()
    if phrase in _NETWORK_KEYS:
        line_start = lowered.rfind("\n", 0, start) + 1
        if not _NETWORK.search(lowered, max(line_start, start - 48), start):
            label = _Label.KEY  # not a network's: any key, with a machine-made value only
    if label is _Label.KEY or phrase in _NEED_SEPARATOR:
        # "public key", "clave pública": a key meant to be shared
        if not _names_a_secret_key(lowered, start, match.end()):
            return None
        if label is _Label.KEY:
            return label
    if label is _Label.SHORT and _ends_a_config_key(lowered, start, match.end()):
        return _Label.PASSWORD
    if label is _Label.WEAK_CODE and _after_an_institution(probe.text, start):
        return None  # "Banco de España, código 9000": the bank's own code
    return None if _said_of_something_else(lowered, start, phrase, label) else label


# A plain "code" right after the name of a bank or an authority that opens its clause names
# that body's public code (an entity code, a sort code, a branch), not a secret: "Banco de
# España, código 9000", "Deutsche Bundesbank, Code 5000", "Banque de France, code 30001".
_INSTITUTION_BEFORE = re.compile(
    r"(?:^|(?<=[\n.;:(]))[ \t]*(?:[A-ZÀ-Ý][^\W\d_]*[ \t]+){0,2}"
    r"(?:Banco|Bank|Banque|Banca|Caja|Caixa|Sparkasse|Volksbank|Bundesbank|Agencia|Agence)"
    r"(?:[ \t]+(?:de|del|of|von|der|la|du|des|d'))*(?:[ \t]+[A-ZÀ-Ý][^\W\d_]*){0,3}"
    r"[ \t]*,[ \t]*\Z"
)


def _after_an_institution(text: str, start: int) -> bool:
    if "," not in text[max(0, start - 3) : start]:
        return False
    return _INSTITUTION_BEFORE.search(text, max(0, start - 48), start) is not None


# "ADMIN_PASS=…", "smtp.pass: …": a short label as the last part of a configuration key,
# before "=" or ":", is a password's name, never a "bus pass".
_CONFIG_ASSIGN = re.compile(r"[\"']?[ \t]*[=:]")


def _ends_a_config_key(lowered: str, start: int, end: int) -> bool:
    return (
        start >= 2
        and lowered[start - 1] in "_."
        and lowered[start - 2].isascii()
        and lowered[start - 2].isalnum()
        and _CONFIG_ASSIGN.match(lowered, end) is not None
    )


def _said_of_something_else(lowered: str, start: int, phrase: str, label: _Label) -> bool:
    """ "on the back" with no card named, "safe" with no article, "error code", "bus
    pass": the label's words, meaning something other than a secret here."""
    if phrase in _CARD_BACK and not _CARD_WORD.search(lowered, *_line(lowered, start)):
        return True  # "on the back" names a card's code only when a card is named
    previous = lowered[max(0, start - 24) : start].split()
    if phrase in DEVICE_NEEDS_BEFORE and (
        not previous or previous[-1] not in DEVICE_NEEDS_BEFORE[phrase]
    ):
        return True
    if label is _Label.WEAK_CODE or phrase in _NEED_SEPARATOR:
        stop = WEAK_CODE_NOT_AFTER if label is _Label.WEAK_CODE else WEAK_PASS_NOT_AFTER
        if previous and previous[-1].strip("-_'’") in stop:
            return True
    return phrase in _POSTAL_PIN_LABELS and _postal_pin(lowered, start, start + len(phrase))


# India's postal code is its "PIN code" (Postal Index Number): six digits, the first not
# 0, closing an address ("…, 3rd cross, Bengaluru, PIN code 560034", "Ship to: …, pincode
# 400001"). A PIN of six digits is read as a postal code only at the end of an address: a
# comma list before it on its line, with an address word.
_POSTAL_PIN_LABELS = frozenset({"pin", "pin code", "pincode", "pin-code"})
_POSTAL_DIGITS = re.compile(r"[ \t]*(?:[:#\-]|no\.?)?[ \t]*[1-9][0-9]{2}[ ]?[0-9]{3}(?![0-9])")
_ADDRESS_WORD = re.compile(
    r"(?<![a-z])(?:address|addr|ship|shipping|deliver|delivery|courier|road|rd|street|lane"
    r"|nagar|cross|main|layout|colony|sector|block|marg|district|dist|city|state|village"
    r"|taluk|tehsil|floor|flat|house|apartment|apt|near|opp|post|p\.o)(?![a-z])"
)


def _postal_pin(lowered: str, start: int, end: int) -> bool:
    if _POSTAL_DIGITS.match(lowered, end) is None:
        return False
    line_start = lowered.rfind("\n", 0, start) + 1
    before = lowered[line_start:start]
    return before.count(",") >= 2 and _ADDRESS_WORD.search(before) is not None


def _names_a_secret_key(lowered: str, start: int, end: int) -> bool:
    """Not "public key", "primary key", "clé publique": keys meant to be shared, and
    database terms."""
    previous = lowered[max(0, start - 24) : start].split()
    following = lowered[end : end + 24].split()
    if previous and previous[-1].strip("-_'’") in KEY_NOT_AFTER:
        return False
    return not (following and following[0].strip(".,:;") in KEY_NOT_BEFORE)


_CARD_BACK = frozenset(CARD_BACK_LABELS)
_CARD_WORD = re.compile(
    r"(?<![a-zà-ÿ])(?:card|cards|karte|kreditkarte|carte|cb|tarjeta|visa|mastercard|amex"
    r"|redacted:payment_card)(?![a-zà-ÿ])|卡|カード"
)


def _line(text: str, at: int) -> tuple[int, int]:
    end = text.find("\n", at)
    return text.rfind("\n", 0, at) + 1, len(text) if end < 0 else end


def _stands_alone(probe: Probe, match: re.Match[str], label: _Label) -> bool:
    """Not inside a longer word, unless it ends a compound ("Routerkennwort",
    "Zugangscode") that is a word of letters capitalised at most at its start, not a
    stretch of base64 that happens to hold "pin"."""
    phrase = match.group()
    start, end = match.span()
    before = probe.lowered[start - 1 : start]
    after = probe.lowered[end : end + 1]
    if _is_latin_letter(phrase[-1]) and after and _is_latin_letter(after):
        return False
    if _is_latin_letter(phrase[0]) and before.isdigit():
        return False  # a name: "1Password is great"
    if _in_identifier(probe.lowered, start, end):
        return False
    if _inside_katakana_word(probe.lowered, start, phrase):
        return False
    if not (_is_latin_letter(phrase[0]) and before and _is_latin_letter(before)):
        return True
    return _ends_a_compound(probe.text, match, label)


def _ends_a_compound(text: str, match: re.Match[str], label: _Label) -> bool:
    start, end = match.span()
    if not match.group().endswith(_COMPOUND_TAILS) or label is _Label.SHORT:
        return False
    head = _WORD_BEFORE.search(text, max(0, start - 30), start)
    if head is None or not (head.group() + text[start:end])[1:].islower():
        return False
    # "Spindcode", "Schließfachcode": a plain "code" ends a compound only after a thing
    # it opens, not "Fehlercode", "Rabattcode", "Quellcode", "Ländercode".
    return label is not _Label.WEAK_CODE or head.group().lower().endswith(_OPENS)


_WORD_BEFORE = re.compile(r"(?<![0-9A-Za-z])[^\W\d_]+\Z")


def _is_katakana(char: str) -> bool:
    return "\u30a1" <= char <= "\u30fc"


def _inside_katakana_word(lowered: str, start: int, phrase: str) -> bool:
    """A katakana label one kana into a katakana word is no label: "ブロック" (block) and
    "クロック" (clock) hold "ロック" (lock). The head of a compound is a word of its own,
    of two kana or more ("スマートロック", "ドアロック")."""
    if start < 1 or not _is_katakana(phrase[0]) or not _is_katakana(lowered[start - 1]):
        return False
    return start < 2 or not _is_katakana(lowered[start - 2])


def _in_identifier(lowered: str, start: int, end: int) -> bool:
    """An identifier ("check_password_strength", "pin_length") or a URL template's
    stand-in ("postgres://USER:PASSWORD@host")."""
    after = lowered[end : end + 1]
    if after == "_" and _is_latin_letter(lowered[end + 1 : end + 2] or "0"):
        return True
    if after != "@" or "://" not in lowered[max(0, start - 64) : start]:
        return False
    token_start = max(lowered.rfind(" ", 0, start), lowered.rfind("\n", 0, start)) + 1
    return "://" in lowered[token_start:start]


def _label_matches(probe: Probe, positions: list[int]) -> list[re.Match[str]]:
    """The labels that start at ``positions`` (where the scanner saw a label phrase), the
    longest at each, none overlapping another."""
    lowered = probe.lowered
    matches: list[re.Match[str]] = []
    for at in positions:
        if matches and at < matches[-1].end():
            continue
        match = _LABELS.match(lowered, at)
        if match is not None:
            matches.append(match)
    return matches


# PIN labels that name a password as well: a value that is no PIN is read as a password.
_PIN_OR_PASSWORD = frozenset({"passcode", "passcodes", "code secret", "código secreto"})


# "my pin is 3 3 … no wait, it's 3 9 0 6", "mein PIN ist 4471, nein warte, 4417", "mon
# code est 4471, non attends, c'est 4417", "密码是4471，不对，是4417": the speaker corrects
# the value in the same breath; the corrected value is the label's too.
_CORRECTION = re.compile(
    r"[^\n]{0,40}?(?<![^\W\d_])(?:(?:no[ \t,]+wait|wait[ \t,]+no|sorry|i[ \t]+mean|actually|oops"
    r"|nein[ \t,]+warte|quatsch|ich[ \t]+meine|sorry|non[ \t,]+attends|pardon|je[ \t]+veux"
    r"[ \t]+dire|en[ \t]+fait|no[ \t,]+espera|perdón|perdon|quiero[ \t]+decir|mejor[ \t]+dicho"
    r")(?![^\W\d_])[ \t,.…:;!-]*)+"
    r"(?:(?:it's|it’s|it[ \t]+is|it[ \t]+was|es[ \t]+ist|ist[ \t]+es|c'est|c’est|es)"
    r"(?![^\W\d_])[ \t]*:?[ \t]*)?"
    r"|[^\n]{0,40}?(?:不对|不是|说错了|錯了|打错了|打錯了|写错了|寫錯了|搞错了|输错了|記错了|记错了"
    r"|いや|じゃなくて|間違えた|間違い|訂正)[，,、：: \t]*(?:应该|應該)?(?:是|は)?[ \t]*",
    re.IGNORECASE,
)


_CORRECTION_MARKERS = (
    "wait",
    "sorry",
    "mean",
    "actually",
    "oops",
    "warte",
    "quatsch",
    "meine",
    "attends",
    "pardon",
    "dire",
    "en fait",
    "espera",
    "perd",
    "decir",
    "dicho",
    "不对",
    "不是",
    "说错",
    "錯了",
    "错了",
    "いや",
    "じゃなくて",
    "間違",
    "訂正",
)
_CORRECTED = frozenset({_Label.PIN, _Label.CODE, _Label.WEAK_CODE, _Label.PASSWORD, _Label.SHORT})


def _add_correction(text: str, end: int, label: _Label, found: list[Candidate]) -> None:
    if label not in _CORRECTED:
        return
    window = text[end : end + 64].lower()
    if not any(marker in window for marker in _CORRECTION_MARKERS):
        return  # most labels: a few substring tests, not the pattern
    corrected = _CORRECTION.match(text, end)
    if corrected is None:
        return
    span = _spaced_code(text, corrected.end()) or _value_at(
        text, corrected.end(), label, _Strength.VERB
    )
    if span is not None and _long_enough(text, span):
        found.append((span[0], span[1], _KIND[label]))


def _forward_value(
    text: str, match: re.Match[str], label: _Label
) -> tuple[Span | None, FindingKind]:
    span = _forward(text, match.end(), label, match.group())
    if span is None and match.group() in _PIN_OR_PASSWORD:
        # "the passcode is Tr0mbone-Lake": a word for both, with a password's value
        span = _forward(text, match.end(), _Label.PASSWORD, match.group())
        if span is not None:
            return span, K.PASSWORD
    return span, _KIND[label]


def _add_asked_then_mine(
    text: str, end: int, label: _Label, span: Span | None, found: list[Candidate]
) -> None:
    if span is None:
        mine = _asked_then_mine(text, end, label)
        if mine is not None and _long_enough(text, mine):
            found.append((mine[0], mine[1], _KIND[label]))


def find_labelled_values(probe: Probe, positions: list[int], found: list[Candidate]) -> None:
    """``positions``: where a cue of ``LABEL_CUES`` occurs in ``probe.lowered``."""
    text = probe.text
    first_secret_label = -1
    before = len(found)
    for match in _label_matches(probe, positions):
        label = _label_at(probe, match)
        if (
            label is None
            or (label is _Label.KEY and _taken_after(found, match.end()))
            # "<tu_contraseña>" names a slot to fill, it labels no value
            or inside_template_slot(text, match.start(), match.end())
        ):
            continue
        span, kind = _forward_value(text, match, label)
        if span is not None and _long_enough(text, span):
            span = _continued(text, span)
            found.append((span[0], span[1], kind))
            _more_values(text, span, label, found)
        if label is _Label.PASSPORT:
            found.extend((start, end, kind) for start, end in _passport_list(text, match.end()))
        _add_asked_then_mine(text, match.end(), label, span, found)
        if label in (_Label.PASSPORT, _Label.KEY) and span is None:
            back = _backward_value(text, match.start(), label)
            if back is not None:
                found.append((back[0], back[1], kind))
        _add_correction(text, match.end(), label, found)
        _add_device_setting(text, match, label, span, found)
        named = None if span is not None else _named_in_brackets(text, match, label)
        found.extend([] if named is None else [(named[0], named[1], kind)])
        if label in _SECRET_LABELS:
            _before_or_later(text, match, kind, found, found_forward=span is not None)
            if first_secret_label < 0:
                first_secret_label = match.start()
        elif label is _Label.WEAK_CODE:
            back = _grouped_before(text, match.start()) or _backward(text, match.start())
            # "they sent 781375 as the code", "407 291 es tu código"
            if back is not None and _code_at(text, back[0], label, _Strength.WEAK) == back:
                found.append((back[0], back[1], kind))
    if first_secret_label >= 0:
        for start, end in _changes(text, max(0, first_secret_label - 48)):
            found.append((start, end, K.PASSWORD))
    _checked(text, found, before)


# A safe or a lock keeps no time, so a change phrase after one gives its code ("the safe
# in our room I set to 7391", "Tresor: auf 7391 gesetzt"); an alarm or a door may be a
# clock's or a schedule's ("set the alarm to 0645"), and stays out.
_CLOCKLESS = frozenset(
    {"safe", "tresor", "coffre", "coffre-fort", "caja fuerte", "保险柜", "bike lock"}
    | {"bicycle lock", "fahrradschloss", "radschloss", "vorhängeschloss", "antivol"}
)


def _add_device_setting(
    text: str, match: re.Match[str], label: _Label, span: Span | None, found: list[Candidate]
) -> None:
    if label is not _Label.DEVICE or span is not None or match.group() not in _CLOCKLESS:
        return
    line_end = text.find("\n", match.end())
    line = text if line_end < 0 else text[:line_end]
    for start, end in _changes(line, match.end()):
        if text[start:end].isdigit() and 4 <= end - start <= 8:
            found.append((start, end, K.PIN))
    # The change phrases pass over a year ("changed it in 2019"); a safe set to one has
    # it as its code (people pick a year of their own).
    for setting in _SET_TO.finditer(line, match.end()):
        found.append((*setting.span("v"), K.PIN))


_SET_TO = re.compile(
    r"(?<![^\W\d_])set(?:[ \t]+(?:it|the[ \t]+code))?[ \t]+to[ \t]+(?P<v>[0-9]{4,8})(?![0-9])",
    re.IGNORECASE,
)


def _checked(text: str, found: list[Candidate], before: int) -> None:
    """The values found from ``before`` on: a MAC address, a network's name ("…って名前")
    is no value of any label; the other value of a correction is one too."""
    if len(found) > before:
        found[before:] = [c for c in found[before:] if not _not_a_value(text, c[0], c[1])]
        find_corrections(text, found, before)


def _not_a_value(text: str, start: int, end: int) -> bool:
    return _hardware_address(text, (start, end)) or _NAMED_AFTER.match(text, end) is not None


# A value that a line break cuts after a joiner ("Gr33n-⏎Fern-Hollow", "blue_⏎moon_77"):
# the token that opens the next line is the rest of it.
_CONTINUATION = re.compile(r"\n[ \t]*(?P<rest>[^\s]+)")


def _continued(text: str, span: Span) -> Span:
    start, end = span
    if end - start < 3 or text[end - 1 : end] not in ("-", "_") or text[end : end + 1] != "\n":
        return span
    rest = _CONTINUATION.match(text, end)
    if rest is None:
        return span
    tail = _bare(text, rest.start("rest"))
    return span if tail is None else (start, tail[1])


def _taken_after(found: list[Candidate], end: int) -> bool:
    """A token detector has already found the value a key word names ("api key is sk-…")."""
    return any(end <= start <= end + _KEY_GAP for start, _, _ in found)


_KEY_GAP = 24


def _more_values(text: str, span: Span, label: _Label, found: list[Candidate]) -> None:
    """After a value: another named by a pronoun ("mine is Y"), and a list of values of its
    shape ("4419 and 8812")."""
    kind = _KIND[label]
    second = _and_mine(text, span[1], label)
    if second is not None and _long_enough(text, second):
        found.append((second[0], second[1], kind))
    for more in _coordinated(text, span):
        if not _network_subject(text, more[0]):  # "…, le réseau c'est X": its name
            found.append((more[0], more[1], kind))


# "4417 (pin)", "Dolphin88 (mot de passe)", "7305 (code du casier)", "4471（暗証番号）",
# "X1234567 [passport]": a value, then a bracket that holds only its label, with a
# determiner or an adjective before it and a qualifier that opens with a preposition after
# it ("(the old pin)", "(pin de la CB)"), and nothing else: "(pin not needed)" says
# something about a PIN, it does not name the value before it.
_BRACKET_OPEN = re.compile(
    r"(?P<v>[^\s()\[\]（）【】]{3,64})[ \t]*[(\[（【][ \t]*"
    r"(?:(?:my|the|her|his|our|your|their|old|new|current|mon|ma|mes|le|la|ancien|nouveau"
    r"|nouvelle|mi|el|su|viejo|nuevo|nueva|mein|meine|der|die|das|alte|alter|neue|neuer)"
    r"[ \t]+){0,2}\Z",
    re.IGNORECASE,
)
_BRACKET_CLOSE = re.compile(
    rf"(?:[ \t]+(?:{_PREPOSITIONS})(?![^\W\d_])(?:[ \t]+[^\W\d_]+(?:['’][^\W\d_]+)?){{1,3}})?"
    r"[ \t]*[)\]）】]",
    re.IGNORECASE,
)
_BRACKETED_LABELS = frozenset(
    {_Label.PASSWORD, _Label.SHORT, _Label.PIN, _Label.CODE, _Label.CVV, _Label.PASSPORT}
)


def _named_in_brackets(text: str, match: re.Match[str], label: _Label) -> Span | None:
    start, end = match.span()
    if label not in _BRACKETED_LABELS or "(" not in text[max(0, start - 40) : start].translate(
        _BRACKETS
    ):
        return None
    if label is _Label.SHORT and match.group() not in _ABBREVIATIONS:
        return None  # "(pass)", "(clave)", "(key)" are words of their own
    opened = _BRACKET_OPEN.search(text, max(0, start - 96), start)
    if opened is None or _BRACKET_CLOSE.match(text, end) is None:
        return None
    span = _bare(text, opened.start("v"))
    if span is None or span[1] != opened.end("v") or _ordinary(text, *span):
        return None
    before = _WORD_BEFORE.search(text, max(0, span[0] - 24), _gap_start(text, span[0]))
    if before is not None and before.group().casefold() in DEVICE_NOT_BETWEEN:
        return None  # "room 1204 (door code)": the number is the room's
    value = text[span[0] : span[1]]
    if label is _Label.CVV:
        accepted = _CVV_VALUE.fullmatch(value) is not None
    elif label is _Label.PASSPORT:
        accepted = _passport_number(value)
    elif label in _NUMERIC_LABELS:
        accepted = _PIN_VALUE.fullmatch(value) is not None and sum(map(str.isdigit, value)) >= 4
    else:
        accepted = len(value) >= 4 and _looks_secret(value) and not _EMAIL.search(value)
    return span if accepted and "://" not in value else None


_BRACKETS = str.maketrans("[（【", "(((")


def _gap_start(text: str, at: int) -> int:
    """Where the white space and separators just before ``at`` begin."""
    while at > 0 and text[at - 1] in " \t:#":
        at -= 1
    return at


def _backward_value(text: str, start: int, label: _Label) -> Span | None:
    """ "X1234567 is my passport number", "8f3a… is the api key": the value before the
    label, of the label's own shape."""
    back = _backward(text, start)
    if back is None:
        return None
    if label is _Label.PASSPORT:
        return back if _passport_number(text[back[0] : back[1]]) else None
    return back if _key_value(text, back[0], _Strength.WEAK) == back else None


def _before_or_later(
    text: str,
    match: re.Match[str],
    kind: FindingKind,
    found: list[Candidate],
    *,
    found_forward: bool,
) -> None:
    """A secret label's value before it ("X is my password"), or, when it has none on
    either side, a joined password further on ("… at the end, so Harbor_Lights7")."""
    back = _backward(text, match.start())
    if back is not None and _long_enough(text, back):
        found.append((back[0], back[1], kind))
    elif not found_forward and kind is K.PASSWORD:
        later = _later(text, match.end())
        if later is not None:
            found.append((later[0], later[1], kind))


# No secret a label governs is shorter than a CVV: "0" next to "PASS" is noise.
_MIN_VALUE_CHARACTERS = 3


def _long_enough(text: str, span: Span) -> bool:
    return sum(map(str.isalnum, text[span[0] : span[1]])) >= _MIN_VALUE_CHARACTERS


# The scanner reports where any label phrase starts; the label pattern then runs there.
LABEL_CUES = tuple(_CLASS)
LABEL_HANDLER = CueHandler(LABEL_CUES, find_labelled_values)


# --- misspelt labels ----------------------------------------------------------------------

# "Kennwrt ist X", "Contrasela: X", "pasword = X": a word one edit (a letter dropped,
# added or changed) from a one-word password label of seven letters or more, just before
# a separator or a verb. Both sides are reduced to their one-letter deletions, so a
# lookup is a set test ("kennwrt" is "kennwort" less an "o"; "contrasela" and
# "contraseña" share "contrasea").


def _deletions(word: str) -> set[str]:
    return {word[:i] + word[i + 1 :] for i in range(len(word))}


def _fuzzy_labels() -> tuple[frozenset[str], frozenset[str]]:
    labels = {
        entry
        for entry in PASSWORD_LABELS
        if len(entry) >= 7 and all(_is_latin_letter(ch) for ch in entry)
    }
    deleted = set().union(*(_deletions(label) for label in labels))
    return frozenset(labels), frozenset(deleted)


_FUZZY_LABELS, _FUZZY_DELETED = _fuzzy_labels()
# A misspelling keeps the first letter or the second: "kenwort", "pasword", "contrasela".
_FUZZY_FIRST = frozenset(label[0] for label in _FUZZY_LABELS)
_FUZZY_SECOND = frozenset(label[1] for label in _FUZZY_LABELS)
# One edit in a word of seven letters or more leaves its first three letters or its last
# three as they were: a word that shares neither with any label is no misspelling of one,
# and most words before an " is " are turned away here, before their deletions are built.
_FUZZY_HEADS = frozenset(label[:3] for label in _FUZZY_LABELS)
_FUZZY_TAILS = frozenset(label[-3:] for label in _FUZZY_LABELS)
_WORD_BEFORE_CUE = re.compile(r"(?<![^\W\d_])[^\W\d_]{6,13}[ \t]*\Z")


def _misspelt(word: str) -> bool:
    if word[0] not in _FUZZY_FIRST and word[1] not in _FUZZY_SECOND:
        return False
    if word[:3] not in _FUZZY_HEADS and word[-3:] not in _FUZZY_TAILS:
        return False
    if word in _FUZZY_LABELS or word in _CLASS:
        return False  # the label handler reads it
    if word in _FUZZY_DELETED:
        return True  # a letter dropped
    return any(
        part in _FUZZY_LABELS or part in _FUZZY_DELETED for part in _deletions(word)
    )  # a letter added or changed


def find_misspelt_labels(probe: Probe, positions: list[int], found: list[Candidate]) -> None:
    """``positions``: where a separator or a verb of ``_MISSPELT_CUES`` occurs. The
    misspelt label is the word just before it, or, before a verb, one of the few words
    before a qualifier ("la constraseña del wifi del bar es …")."""
    text = probe.text
    lowered = probe.lowered
    for at in positions:
        for word in _words_before(lowered, at):
            phrase = word.group()
            if not _misspelt(phrase):
                continue
            span = _forward(text, word.end(), _Label.PASSWORD, phrase)
            if span is not None and _long_enough(text, span):
                found.append((span[0], span[1], K.PASSWORD))
            break


_CANDIDATE_WORD = re.compile(r"(?<![^\W\d_])[^\W\d_]{6,13}(?![^\W\d_])")
_QUALIFIER_SPAN = 40


def _words_before(lowered: str, at: int) -> list[re.Match[str]]:
    """The word just before ``at``; before a verb, also the words of the same clause up
    to ``_QUALIFIER_SPAN`` characters back, nearest first."""
    word = _WORD_BEFORE_CUE.search(lowered, max(0, at - 16), at)
    if lowered[at] in ":=":
        return [word] if word is not None else []
    start = max(0, at - _QUALIFIER_SPAN)
    for stop in ".,;:!?\n":
        start = max(start, lowered.rfind(stop, start, at) + 1)
    return list(reversed(list(_CANDIDATE_WORD.finditer(lowered, start, at))))


_MISSPELT_CUES = (":", "=", " is ", " ist ", " es ", " est ")
MISSPELT_LABEL_HANDLER = CueHandler(_MISSPELT_CUES, find_misspelt_labels)
