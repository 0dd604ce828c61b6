"""Part of a seed phrase that a seed label names: "recovery phrase (part 2): w1 … w6".

An unlabelled run of BIP-39 words is a phrase only at twelve words
(``agents.redaction_tokens``): fewer happen in prose. People also split a phrase to send
it in halves or thirds, and then a label says what the words are ("seed phrase part 1:",
"助记词后半部分：", "Wiederherstellungsphrase (zweiter Teil):"). After such a label, on
its line and within ``_REACH`` characters, a run of ``_MIN_WORDS`` or more consecutive
words of one BIP-39 list (five different at least) is a ``seed_phrase``. A label alone
("seed phrase: never type it into a website") has no such run: prose breaks it within a
word or two ("it", "a", "into").

The labels are phrases ("seed phrase", "recovery words", "助记词", "リカバリーフレーズ",
"phrase de récupération", "frase semilla" …), and a bare "seed" only with a colon between it
and the words ("Seed (Teil 2): …"; "seed funding" is prose); found by the scanner's one
Aho-Corasick pass, so text without one costs nothing here.
"""

from __future__ import annotations

import re
import unicodedata

from agents.redaction_kinds import Candidate, FindingKind
from agents.redaction_probe import Probe
from agents.redaction_scan import CueHandler
from agents.redaction_tokens import _BIP39, _OTHER_BIP39

__all__ = ["SEED_PART_HANDLER"]

_MIN_WORDS = 6
_MIN_DISTINCT = 5
_REACH = 80
_SEED_LABELS = (
    "seed phrase",
    "seed-phrase",
    "seedphrase",
    "seed words",
    "mnemonic",
    "recovery phrase",
    "recovery words",
    "backup phrase",
    "wallet words",
    "secret phrase",
    "wiederherstellungsphrase",
    "wiederherstellungswörter",
    "seed-wörter",
    "phrase de récupération",
    "phrase de recuperation",
    "phrase secrète",
    "phrase mnémonique",
    "mots de récupération",
    "frase semilla",
    "frase de recuperación",
    "frase de recuperacion",
    "frase mnemónica",
    "palabras de recuperación",
    "palabras semilla",
    "助记词",
    "助記詞",
    "种子短语",
    "恢复短语",
    "シードフレーズ",
    "リカバリーフレーズ",
    "復元フレーズ",
    "ニーモニック",
)
_WORD = re.compile(r"(?:[^\W\d_]|[\u0300-\u036f\u3099\u309a])+")
# Between two words of a phrase: spaces, commas, and an optional list number.
_GAP = re.compile(r"[\s,;、，]*(?:[0-9]{1,2}[.):]\s*)?\Z")
_ENGLISH = 1 << 30


def _lists(word: str) -> int:
    folded = unicodedata.normalize("NFC", word.lower())
    return (_ENGLISH if folded in _BIP39 else 0) | _OTHER_BIP39.get(folded, 0)


# A bare "seed" ("seed: …", "Seed (Teil 2): …") names a phrase only before a colon: "seed
# funding", "sunflower seeds" are prose.
_BARE_LABELS = ("seeds", "seed", "シード", "种子")
_LABEL = re.compile("|".join(map(re.escape, _SEED_LABELS + _BARE_LABELS)))
_COLON = re.compile(r"[:：]")


def _seed_parts(probe: Probe, positions: list[int], found: list[Candidate]) -> None:
    text = probe.text
    done = -1
    for cue in positions:
        label = _LABEL.match(probe.lowered, cue)
        if cue < done or label is None:
            continue
        at = label.end()  # the label's own words ("seed") are not part of the phrase
        bare = label.group() in _BARE_LABELS
        line_end = text.find("\n", at)
        limit = min(len(text) if line_end < 0 else line_end, at + _REACH + 200)
        streak: list[re.Match[str]] = []
        common = 0
        for word in _WORD.finditer(text, at, limit):
            lists = _lists(word.group())
            joined = bool(streak) and _GAP.match(text[streak[-1].end() : word.start()])
            if lists and joined and common & lists:
                streak.append(word)
                common &= lists
                continue
            if _flush(streak, found, text, at if bare else -1):
                done = streak[-1].end()
                break
            if word.start() > at + _REACH:
                break
            streak, common = ([word], lists) if lists else ([], 0)
        else:
            if _flush(streak, found, text, at if bare else -1):
                done = streak[-1].end()


def _flush(streak: list[re.Match[str]], found: list[Candidate], text: str, bare_end: int) -> bool:
    """``bare_end``: where a bare "seed" label ends (-1 for the others): a colon must
    stand between it and the words."""
    words = {m.group().lower() for m in streak}
    if len(streak) < _MIN_WORDS or len(words) < _MIN_DISTINCT:
        return False
    if bare_end >= 0 and _COLON.search(text, bare_end, streak[0].start()) is None:
        return False
    found.append((streak[0].start(), streak[-1].end(), FindingKind.SEED_PHRASE))
    return True


SEED_PART_HANDLER = CueHandler(_SEED_LABELS + _BARE_LABELS, _seed_parts)
