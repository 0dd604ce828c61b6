"""Which stored memory a "forget …" means: by meaning, reproducibly, and never too many.

A forget phrase is rarely the stored text: "forget where I live" means "I live in Berlin",
"删掉关于我工作的那条" means "我在腾讯工作". :func:`match_forget` decides, in this order:

1. **Exact text**: an item with the phrase's fingerprint.
2. **Same words**: the phrase contains a stored statement or a stored statement contains
   the phrase, word-aligned, with at least two words ("two cats named Tom and Jerry").
3. **Same single-valued topic**: the phrase is itself a statement with a topic key ("that I
   live in Hamburg" → ``residence``): the subject's live item(s) on that key.
4. **Named topic**: the phrase names a topic (``topics.phrase_facets``: "where I live" →
   ``residence``, "the thing about my allergy" → ``allergy``, "where my sister lives" →
   ``sister/residence``; a named diet regime is part of "my diet"). Items about it are the
   candidates — those on the labels it names first, else those it may also mean ("where I
   live" → "I live alone" when no city is stored). One candidate is the match. Several
   single-valued ones ("my job" → the employer and the job title) are all the match: each is
   the one item on its attribute, and together they are what the phrase names. Several
   multi-valued ones (two allergies) are ranked by similarity and the best must clear the
   margin — or the phrase must ask for all of them ("all", "my allergies", "alle", "mes",
   "所有") — else the outcome is ``ambiguous`` and nothing is deleted.
5. **Shared words**: items holding *more than half* of the phrase's content words
   (``lexical_min`` 0.5; a five-letter stem, singular/plural and German compounds count,
   so "the dog allergy" meets "I'm allergic to dogs"; CJK by character bigrams) are the
   candidates, ranked by ``0.6 × word share + 0.4 × cosine``; the best must lead by
   ``margin`` 0.15. Half is not enough: "my dentist appointment" shares "dentist" with "I'm
   a dentist" — and their vectors are close (0.8) — yet means something else.
6. **Vectors alone**: only when the phrase shares no word with any item and names no
   topic ("the baseball thing" for "I'm a huge Yankees fan"): the closest item must reach
   a cosine of ``vector_only_min`` 0.35 *and* lead the next by ``vector_only_margin`` 0.2.
   Measured with both in-process models (wordllama, USE-multilingual), paraphrases reach
   0.37-0.75 while unrelated pairs stay below 0.31; the margin keeps a phrase close to
   two items from deleting either.

Anything else is ``no_matching_memory``: the writer tombstones the phrase, audits and
counts the outcome and reports it on the changes topic. A wrong forget deletes data; an
unmatched one is visible and can be repeated in other words.

Vectors are passed in (text → unit vector), computed for the whole batch before any
decision, so this function does no I/O and a replay decides the same way.
"""

from __future__ import annotations

import math
import re
import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum

from agents.sanitize import fingerprint, normalize_for_fingerprint
from agents.statements import prepare_statement
from agents.topic_births import PREGNANCY
from agents.topic_forget import as_own, forget_object, polarity, without_polarity
from agents.topic_habits import ALCOHOL
from agents.topic_measures import MEASURED_KEYS
from agents.topics import (
    SINGLE_VALUED,
    classify,
    facets,
    fold,
    han_fold,
    names_a_domain,
    phrase_facets,
)
from schemas.memory import MemoryDocument

Vectors = Mapping[str, Sequence[float]]


class ForgetOutcome(StrEnum):
    FORGOTTEN = "forgotten"
    NO_MATCH = "no_matching_memory"
    AMBIGUOUS = "ambiguous"  # candidates, but none a clear winner: nothing deleted


@dataclass(frozen=True)
class ForgetMatchConfig:
    """How sure a forget must be before it deletes (see the module docstring)."""

    lexical_min: float = 0.5  # the share of the phrase's content words must exceed this
    margin: float = 0.15  # the best candidate's score over the runner-up's
    lexical_weight: float = 0.6
    vector_weight: float = 0.4
    vector_only_min: float = 0.35  # cosine, for a phrase that shares no word with any item
    vector_only_margin: float = 0.2


DEFAULT_CONFIG = ForgetMatchConfig()


@dataclass(frozen=True)
class ForgetMatch:
    outcome: ForgetOutcome
    items: tuple[MemoryDocument, ...] = ()
    how: str = ""  # fingerprint, contains, topic, facet, similarity
    score: float = 0.0
    candidates: tuple[str, ...] = field(default=())  # ids considered but not chosen


# -- words ----------------------------------------------------------------------------------

# Function words and forget filler in the six languages: they say nothing about which item.


def _wordset(text: str) -> frozenset[str]:
    return frozenset(text.split())


_STOP = frozenset(
    fold(w)
    for w in _wordset("""
    i me my mine myself we our us you your the a an of to in on at for with about and or but
    is are was were be been am 'm that this these those it its thing things stuff part bit
    memory memories note notes entry fact facts info information detail details everything
    all any some what where when who how which there here please just also from by as not no
    do does did have has had can could would should will one ones said told mentioned
    remember forget delete remove erase say anymore again now thank thanks into really
    anything something pls plz please porfa porfi favor svp stp plait plaît bitte
    very much like kind sort whole previous earlier old
    bad good great nice big small little poor terrible awful same other new latest last
    whatever random weird annoying silly dumb stupid
    ich mich mir mein meine meinen meinem meiner du dein der die das den dem des ein eine
    einen einem und oder über von zu im in an am auf mit ist sind war dass was wo wie wer
    sache sachen eintrag ding bitte vergiss lösch lösche alles alle noch mehr da dem
    vergesst vergessen
    je moi me mon ma mes tu ton ta tes le la les l un une des de du d et ou sur à au aux
    avec est sont que qui quoi où truc chose choses concernant propos oublie efface
    yo me mi mis tu el la los las lo un una unos unas de del y o sobre a al en con es son
    que qué eso esa ese cosa cosas olvida borra todo todos olvídate olvidate olvídalo
    olvidalo olvides bórralo borralo borres
    """)
)
_CJK_STOP = re.compile(
    r"って話|という話|の話|の件|の方|のほう|关于|有关|那条|这条|那个|这个|那些|这些|的事|事情|信息|记忆|内容|删掉|删除|删了|删|忘掉|忘记|忘了|请|帮我|一下|"
    r"我的|我|的|了|吧|吗|呢|把|那|这|条|件|事|"
    r"について|に関する|のこと|こと|を|は|が|の|消して|忘れて|削除|私|僕|俺"
)
_WORD = re.compile(r"[^\W\d_]+|\d+", re.UNICODE)
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+")
_STEM = 5
_COMPOUND = 9


def _content_words(text: str) -> list[str]:
    folded = fold(unicodedata.normalize("NFKC", text).casefold()).replace("'", " ")
    latin = _CJK.sub(" ", folded)
    return [w for w in _WORD.findall(latin) if w not in _STOP and len(w) > 1]


_HIRAGANA = re.compile(r"[\u3040-\u309f]+")


def _cjk_core(text: str) -> str:
    runs = _CJK.findall(han_fold(unicodedata.normalize("NFKC", text)))
    return _CJK_STOP.sub("", "".join(runs))


def _bigrams(text: str) -> set[str]:
    if len(text) < 2:
        return {text} if text else set()
    return {text[i : i + 2] for i in range(len(text) - 1)}


def _cjk_units(core: str) -> set[str]:
    """The content of a CJK phrase: character bigrams; in Japanese, within the kanji and
    katakana runs only (hiragana carries particles and inflection: "腰が痛い" holds 腰 and
    痛, as "腰痛" does), a single-character run standing for itself."""
    if not _HIRAGANA.search(core) or not _HIRAGANA.sub("", core):
        return _bigrams(core)
    units: set[str] = set()
    for run in _HIRAGANA.split(core):
        units |= _bigrams(run)
    return units


def _singular(word: str) -> str:
    if len(word) > 4 and word.endswith("ies"):
        return word[:-3] + "y"
    if len(word) > 3 and word.endswith("s") and not word.endswith("ss"):
        return word[:-1]
    return word


def _word_hit(word: str, others: list[str]) -> bool:
    """Same word, singular or plural, or one stem: "dog"/"dogs", "knit"/"knitting",
    "allergy"/"allergic", "klettern"/"Klettern"."""
    one = _singular(word)
    for other in others:
        two = _singular(other)
        if one == two:
            return True
        short, long_ = sorted((one, two), key=len)
        if len(short) >= 4 and long_.startswith(short):
            return True
        if len(short) >= _STEM and short[:_STEM] == long_[:_STEM]:
            return True
        if len(one) >= _COMPOUND and len(two) >= 4 and two[:4] in (one[:4], one[-4:]):
            return True  # a German compound: "Nussallergie" names "Nüsse"
    return False


def lexical_overlap(phrase: str, statement: str) -> float:
    """The share of the phrase's content (words, CJK bigrams) found in the statement."""
    words = _content_words(phrase)
    cjk = _cjk_units(_cjk_core(phrase))
    total = len(words) + len(cjk)
    if total == 0:
        return 0.0
    theirs = _content_words(statement)
    their_text = "".join(_CJK.findall(han_fold(unicodedata.normalize("NFKC", statement))))
    their_cjk = _bigrams(_cjk_core(statement)) | _bigrams(their_text)
    hits = sum(1 for w in words if _word_hit(w, theirs))
    hits += sum(1 for u in cjk if u in their_cjk or (len(u) == 1 and u in their_text))
    return hits / total


def _cosine(a: Sequence[float] | None, b: Sequence[float] | None) -> float | None:
    if a is None or b is None or len(a) != len(b):
        return None
    dot = sum(x * y for x, y in zip(a, b, strict=True))
    na = math.sqrt(sum(x * x for x in a))
    nb = math.sqrt(sum(y * y for y in b))
    return dot / (na * nb) if na and nb else None


def similarity(
    phrase: str, statement: str, vectors: Vectors, config: ForgetMatchConfig = DEFAULT_CONFIG
) -> float:
    lexical = lexical_overlap(phrase, statement)
    cosine = _cosine(vectors.get(phrase), vectors.get(statement))
    if cosine is None:
        return lexical
    return config.lexical_weight * lexical + config.vector_weight * max(0.0, cosine)


# -- "all" ------------------------------------------------------------------------------------

# The user asks for more than one: a quantifier, a plural possessive, a plural topic noun.
_SEVERAL = re.compile(
    r"\b(?:all|every|everything|both|each|any of|allergies|pets|kids|children|languages|"
    r"medications|meds|hobbies|jobs|alle|alles|sämtliche|beide|allergien|haustiere|kinder|"
    r"sprachen|medikamente|tous|toutes|tout ce|mes|todos|todas|todo lo|mis|ambos)\b"
    r"|所有|全部|一切|那些|这些|都删|全て|すべて|全部|など",
    re.IGNORECASE,
)


def asks_for_several(phrase: str) -> bool:
    return bool(_SEVERAL.search(unicodedata.normalize("NFKC", phrase)))


# -- containment ------------------------------------------------------------------------------


def _words_in(inner: str, outer: str) -> bool:
    """``inner`` occurs in ``outer`` on word boundaries (CJK: as a substring)."""
    if not inner or len(inner) >= len(outer):
        return False
    if _CJK.search(inner):
        return inner in outer
    return f" {inner} " in f" {outer} "


def _contains_match(phrase: str, live: Sequence[MemoryDocument]) -> list[MemoryDocument]:
    norm = normalize_for_fingerprint(phrase)
    if len(norm.split()) < 2 and not (_CJK.search(norm) and len(norm) >= 4):
        return []
    found = []
    for item in live:
        content = normalize_for_fingerprint(item.content)
        if _words_in(norm, content) or (
            _words_in(content, norm)
            and (len(content.split()) >= 2 or (_CJK.search(content) and len(content) >= 4))
        ):
            found.append(item)
    return found


# -- the decision ------------------------------------------------------------------------------


# A named regime (keto, intermittent fasting) is part of what one eats: "forget anything
# about my diet" reaches "went on a low carb diet" (``diet regime keto``) too. Not
# drinking is a habit (``diet regime alcohol``), not the diet.
_REGIME = "diet regime "


def _about(item: MemoryDocument) -> frozenset[str]:
    own = facets(item.content)
    labels = own | {item.topic} if item.topic else own
    if any(label.startswith(_REGIME) and label != ALCOHOL for label in (*labels, item.topic_key)):
        labels = labels | {"diet"}
    return labels


def _single_valued(item: MemoryDocument) -> bool:
    key = item.topic_key or classify(item.content).topic_key
    if not key:
        return False
    attr = item.topic.rsplit("/", 1)[-1] if "/" in item.topic else key
    return attr in SINGLE_VALUED or attr.startswith("favourite ") or attr == PREGNANCY


def _ranked(
    phrase: str, items: Sequence[MemoryDocument], vectors: Vectors, config: ForgetMatchConfig
) -> list[tuple[float, MemoryDocument]]:
    scored = [(similarity(phrase, i.content, vectors, config), i) for i in items]
    # Equal scores: the newer statement first (stable and deterministic: then by id).
    scored.sort(key=lambda p: (-p[0], -p[1].recorded_at.timestamp(), p[1].id))
    return scored


def _pick(
    phrase: str,
    candidates: Sequence[MemoryDocument],
    vectors: Vectors,
    config: ForgetMatchConfig,
    *,
    how: str,
) -> ForgetMatch:
    """One clear winner among candidates, all of them when asked for, or ambiguous."""
    if len(candidates) == 1:
        return ForgetMatch(ForgetOutcome.FORGOTTEN, (candidates[0],), how, 1.0)
    ranked = _ranked(phrase, candidates, vectors, config)
    # A domain ("my health") is every fact on it, as a plural is ("my allergies").
    if asks_for_several(phrase) or (how == "facet" and names_a_domain(phrase)):
        return ForgetMatch(ForgetOutcome.FORGOTTEN, tuple(i for _, i in ranked), how, ranked[-1][0])
    best, item = ranked[0]
    if best - ranked[1][0] >= config.margin:
        return ForgetMatch(ForgetOutcome.FORGOTTEN, (item,), how, best)
    close = tuple(i.id for s, i in ranked if best - s < config.margin)
    return ForgetMatch(ForgetOutcome.AMBIGUOUS, (), how, best, close)


def _by_vector(
    phrase: str, live: Sequence[MemoryDocument], vectors: Vectors, config: ForgetMatchConfig
) -> ForgetMatch:
    """A paraphrase that shares no word with anything ("the baseball thing" for "I'm a huge
    Yankees fan"): only a clearly closest item, by a clear distance, is the match."""
    scored = [(_cosine(vectors.get(phrase), vectors.get(i.content)), i) for i in live]
    known = sorted(((c, i) for c, i in scored if c is not None), key=lambda p: (-p[0], p[1].id))
    if not known or known[0][0] < config.vector_only_min:
        return ForgetMatch(ForgetOutcome.NO_MATCH)
    runner_up = known[1][0] if len(known) > 1 else -1.0
    if known[0][0] - runner_up < config.vector_only_margin:
        close = tuple(i.id for c, i in known if known[0][0] - c < config.vector_only_margin)
        return ForgetMatch(ForgetOutcome.AMBIGUOUS, (), "vector", known[0][0], close)
    return ForgetMatch(ForgetOutcome.FORGOTTEN, (known[0][1],), "vector", known[0][0])


def match_forget(
    phrase: str,
    live: Sequence[MemoryDocument],
    vectors: Vectors | None = None,
    config: ForgetMatchConfig = DEFAULT_CONFIG,
) -> ForgetMatch:
    """Decide which of the subject's live items ``phrase`` asks to forget."""
    vectors = vectors or {}
    if not live:
        return ForgetMatch(ForgetOutcome.NO_MATCH)
    # The reason given after the request names other things ("…, I changed jobs"); "the
    # nickname" after the verb is the user's own, as "my nickname" is.
    target = as_own(forget_object(phrase))
    if target != phrase:
        if phrase in vectors:
            vectors = {**vectors, target: vectors[phrase]}
        found = _by_text(phrase, live, vectors, config)
        if found is not None:
            return found
        phrase = target
    found = (
        _by_text(phrase, live, vectors, config)
        or _by_topic(phrase, live, vectors, config)
        or _by_polarity(phrase, live, vectors, config)
    )
    if found is not None:
        return found
    overlap = {i.id: lexical_overlap(phrase, i.content) for i in live}
    words = [i for i in live if overlap[i.id] > config.lexical_min]
    if words:
        return _pick(phrase, words, vectors, config, how="similarity")
    if phrase_facets(phrase)[0] or any(overlap.values()):
        # It names a topic nothing is stored under, or shares words without enough of
        # them ("my dentist appointment" and "I'm a dentist"): nothing is meant.
        return ForgetMatch(ForgetOutcome.NO_MATCH)
    return _by_vector(phrase, live, vectors, config)


def _by_text(
    phrase: str, live: Sequence[MemoryDocument], vectors: Vectors, config: ForgetMatchConfig
) -> ForgetMatch | None:
    """The stored text itself, or a word-aligned part of it."""
    fp = fingerprint(phrase)
    exact = [i for i in live if i.fingerprint == fp]
    if exact:
        return ForgetMatch(ForgetOutcome.FORGOTTEN, tuple(exact), "fingerprint", 1.0)
    contained = _contains_match(phrase, live)
    return _pick(phrase, contained, vectors, config, how="contains") if contained else None


def _by_topic(
    phrase: str, live: Sequence[MemoryDocument], vectors: Vectors, config: ForgetMatchConfig
) -> ForgetMatch | None:
    """The phrase's own single-valued key, else the topics it names."""
    key = classify(phrase).topic_key
    keyed = [i for i in live if key and i.topic_key == key]
    if keyed:
        return ForgetMatch(ForgetOutcome.FORGOTTEN, tuple(keyed), "topic", 1.0)
    own_label = classify(phrase).topic
    for labels in phrase_facets(phrase):
        candidates = [i for i in live if _about(i) & labels] if labels else []
        if not candidates:
            continue
        # The phrase's own attribute before the subject matters it also touches: "my gym
        # days" is the gym schedule, not the climbing days at a gym (both "sport").
        exact = [i for i in candidates if own_label and i.topic == own_label]
        if exact and own_label in labels and own_label.startswith(MEASURED_KEYS):
            candidates = exact
        if all(_single_valued(i) for i in candidates):
            # An item on the named attribute itself is meant before one that only touches
            # it: "my age" is "I'm 34", not "my birthday is May 5" (which implies it).
            own = [i for i in candidates if i.topic in labels or i.topic_key in labels]
            return ForgetMatch(ForgetOutcome.FORGOTTEN, tuple(own or candidates), "facet", 1.0)
        return _pick(phrase, candidates, vectors, config, how="facet")
    return None


def _shares(what: str, content: str) -> bool:
    """Does ``content`` hold any of ``what``'s content: a word, a CJK bigram or character?"""
    if lexical_overlap(what, content) > 0:
        return True
    return bool(set(_cjk_core(what)) & set(_cjk_core(content)))


def _by_polarity(
    phrase: str, live: Sequence[MemoryDocument], vectors: Vectors, config: ForgetMatchConfig
) -> ForgetMatch | None:
    """A like or a dislike named by its polarity ("forget the thing I don't like", "把我不喜欢
    苦瓜那条删了"): among the items of that polarity, the one that shares what the phrase
    names — or the only one, when the phrase names nothing else."""
    wanted = polarity(han_fold(phrase))
    if wanted is None:
        return None
    same = [i for i in live if polarity(han_fold(i.content)) == wanted]
    what = without_polarity(phrase)
    if _content_words(what) or _cjk_core(what):
        same = [i for i in same if _shares(what, i.content)]
    elif len(same) > 1 and not asks_for_several(phrase):
        return None
    if not same:
        return None
    return _pick(phrase, same, vectors, config, how="polarity")


def forget_texts(
    statements: Sequence[tuple[str, str]],
    live: Mapping[str, Sequence[str]],
    *,
    max_runes: int,
) -> list[str]:
    """The texts a batch's forgets are matched with, each once, in a stable order.

    ``statements`` are the batch's directive statements as (subject key, statement), in
    order; ``live`` the live contents of each subject that has a forget. For such a
    subject: each statement (the forgets, and the remembers that may be live by the time a
    forget is decided) and its live contents. Statements are prepared exactly as the writer
    will see them (sanitised, redacted, capped), so the mapping's keys meet its texts.
    """
    texts: dict[str, None] = {}
    for key, statement in statements:
        if key not in live:
            continue
        prepared = prepare_statement(statement, max_runes=max_runes)
        if not prepared.refused:
            texts[prepared.text] = None
    for contents in live.values():
        texts.update(dict.fromkeys(contents))
    return list(texts)
