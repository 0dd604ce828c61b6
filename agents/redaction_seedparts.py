"""Part of a seed phrase that a seed label names: "recovery phrase (part 2): w1 … w6".

An unlabelled run of BIP-39 words is a phrase only at twelve words
(``agents.redaction_tokens``): fewer happen in prose. People also split a phrase to send
it in halves or thirds, and then a label says what the words are ("seed phrase part 1:",
"助记词后半部分：", "Wiederherstellungsphrase (zweiter Teil):"). After such a label, on
its line and within ``_REACH`` characters, a run of ``_MIN_WORDS`` or more consecutive
words of one BIP-39 list (five different at least) is a ``seed_phrase``. A label alone
("seed phrase: never type it into a website") has no such run: prose breaks it within a
word or two ("it", "a", "into").

A phrase written from memory or from a photo may hold a word of no list ("ventana" among the
Spanish words, "teapot" among the English ones): the run may hold one such word for every
five list words, between two list words.

The labels are phrases ("seed phrase", "recovery words", "助记词", "リカバリーフレーズ",
"phrase de récupération", "frase semilla" …), and a bare "seed" or "wallet" only with a
colon between it and the words ("Seed (Teil 2): …", "wallet : garden robot …"; "seed
funding" is prose); found by the scanner's one
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
_WORDS_PER_SLIP = 5
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


# A bare "seed" ("seed: …", "Seed (Teil 2): …") or "wallet" names a phrase only before a
# colon: "seed funding", "sunflower seeds", "wallet app" are prose.
_BARE_LABELS = (
    "seeds",
    "seed",
    "シード",
    "种子",
    # a wallet's words after a colon ("wallet : garden robot …", "钱包：…")
    "wallet",
    "portefeuille",
    "billetera",
    "cartera",
    "monedero",
    "钱包",
    "錢包",
    "ウォレット",
)
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
        run: list[tuple[re.Match[str], int]] = []
        for word in _WORD.finditer(text, at, limit):
            joined = bool(run) and _GAP.match(text[run[-1][0].end() : word.start()])
            if run and not joined:
                if _flush(run, found, text, at if bare else -1):
                    done = found[-1][1]
                    break
                run = []
            if not run and word.start() > at + _REACH:
                break
            run.append((word, _lists(word.group())))
        else:
            if run and _flush(run, found, text, at if bare else -1):
                done = found[-1][1]


def _flush(
    run: list[tuple[re.Match[str], int]], found: list[Candidate], text: str, bare_end: int
) -> bool:
    """A run of joined words is a phrase where the words of one list, from its first to its
    last, number ``_MIN_WORDS`` or more, with at most one other word for every
    ``_WORDS_PER_SLIP`` of them (a misspelt or misremembered word: "ventana" among Spanish
    list words). ``bare_end``: where a bare "seed" label ends (-1 for the others): a colon
    must stand between it and the words."""
    counts: dict[int, int] = {}
    for _, lists in run:
        bits = lists
        while bits:
            bit = bits & -bits
            counts[bit] = counts.get(bit, 0) + 1
            bits ^= bit
    if not counts:
        return False
    best = max(counts, key=counts.__getitem__)
    inside = [i for i, (_, lists) in enumerate(run) if lists & best]
    # the most list words from one to another with few enough others between
    hits, first_at, last_at = 0, 0, -1
    for a in range(len(inside)):
        for b in range(len(inside) - 1, a + hits - 1, -1):
            count = b - a + 1
            if (inside[b] - inside[a] + 1 - count) * _WORDS_PER_SLIP <= count:
                hits, first_at, last_at = count, inside[a], inside[b]
                break
    if hits < _MIN_WORDS:
        return False
    words = run[first_at : last_at + 1]
    if len({m.group().lower() for m, lists in words if lists & best}) < _MIN_DISTINCT:
        return False
    first, last = words[0][0], words[-1][0]
    if bare_end >= 0 and _COLON.search(text, bare_end, first.start()) is None:
        return False
    found.append((first.start(), last.end(), FindingKind.SEED_PHRASE))
    return True


SEED_PART_HANDLER = CueHandler(_SEED_LABELS + _BARE_LABELS, _seed_parts)
