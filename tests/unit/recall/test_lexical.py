"""recall.lexical: Lucene's ``english`` and ``cjk`` analyzers and OpenSearch's BM25, without
OpenSearch. Expected tokens and scores were recorded from OpenSearch 2.19.6 (Lucene 9.12.3)
with the real mapping and query; tests/integration/test_lexical_parity.py checks the same
against the live cluster on generated text."""

from __future__ import annotations

import random

import numpy as np
import pytest

from indexers.templates import memories_index_body
from recall import lexical
from recall.lexical import (
    FIELD_ANALYZERS,
    LexicalIndex,
    analyze,
    length_to_norm,
    norm_to_length,
    porter_stem,
)
from recall.query import LEXICAL_FIELDS


def test_field_analyzers_are_the_mapping_s() -> None:
    properties = memories_index_body(4)["mappings"]["properties"]
    mapped = {}
    for name in ("content", "topic"):
        mapped[name] = properties[name]["analyzer"]
        mapped[f"{name}.cjk"] = properties[name]["fields"]["cjk"]["analyzer"]
    assert mapped == FIELD_ANALYZERS
    assert tuple(FIELD_ANALYZERS) == LEXICAL_FIELDS


ENGLISH_CASES = [
    # possessives, plurals, stop words, stemming
    (
        "Alice's dogs aren't running; the kids' bikes are faster",
        ["alic", "dog", "aren't", "run", "kid", "bike", "faster"],
    ),
    (
        "Generalizations: hopefully, relational conditional sensibly troubling",
        ["gener", "hopefulli", "relat", "condit", "sensibl", "troubl"],
    ),
    (
        "The user’s e-mail: alice@example.com, v2.0 (10:45)",
        ["user", "e", "mail", "alic", "example.com", "v2.0", "10", "45"],
    ),
    # German, French, Spanish: accents kept, no folding; only English stop words go
    (
        "Die Straße in München ist größer als Köln",
        ["die", "straße", "münchen", "ist", "größer", "al", "köln"],
    ),
    (
        "J'aime le café au lait, l'été à Besançon",
        ["j'aim", "le", "café", "au", "lait", "l'été", "à", "besançon"],
    ),
    (
        "¿Dónde está la estación? ¡Mañana temprano!",
        ["dónde", "está", "la", "estación", "mañana", "temprano"],
    ),
    # Chinese and Japanese: one token per ideograph and per hiragana, katakana runs whole
    (
        "我对花生过敏，不能吃坚果",
        ["我", "对", "花", "生", "过", "敏", "不", "能", "吃", "坚", "果"],
    ),
    (
        "私はコーヒーが大好きです。ｶﾌｪﾗﾃも",
        ["私", "は", "コーヒー", "が", "大", "好", "き", "で", "す", "ｶﾌｪﾗﾃ", "も"],
    ),
    ("日々の暮らし", ["日", "々", "の", "暮", "ら", "し"]),
    # full width is only lowercased here; mixed-language lines
    ("ＡＢＣ１２３ and ２０２６年３月", ["ａｂｃ１２３", "２０２６", "年", "３", "月"]),
    ("我的 favourite 咖啡 is ラテ", ["我", "的", "favourit", "咖", "啡", "ラテ"]),
    # emoji sequences are tokens; Java lowercases per code point (no final sigma)
    (
        "Loves 🍕 and 👨\u200d👩\u200d👧 🇫🇷 1️⃣",
        ["love", "🍕", "👨\u200d👩\u200d👧", "🇫🇷", "1️⃣"],
    ),
    ("ΣΑΣ İstanbul", ["σασ", "istanbul"]),
]

CJK_CASES = [
    (
        "Alice's dogs aren't running; the kids' bikes are faster",
        ["alice's", "dogs", "aren't", "running", "kids", "bikes", "faster"],
    ),
    (
        "The user’s e-mail: alice@example.com, v2.0 (10:45)",
        ["user’s", "e", "mail", "alice", "example.com", "v2.0", "10", "45"],
    ),
    (
        "Die Straße in München ist größer als Köln",
        ["die", "straße", "münchen", "ist", "größer", "als", "köln"],
    ),
    (
        "J'aime le café au lait, l'été à Besançon",
        ["j'aime", "le", "café", "au", "lait", "l'été", "à", "besançon"],
    ),
    (
        "¿Dónde está la estación? ¡Mañana temprano!",
        ["dónde", "está", "la", "estación", "mañana", "temprano"],
    ),
    # bigrams across touching ideographs, kana and katakana runs; punctuation breaks them
    (
        "我对花生过敏，不能吃坚果",
        ["我对", "对花", "花生", "生过", "过敏", "不能", "能吃", "吃坚", "坚果"],
    ),
    (
        "コーヒーが大好き。ｶﾌｪﾗﾃも",
        [
            "コー",
            "ーヒ",
            "ヒー",
            "ーが",
            "が大",
            "大好",
            "好き",
            "カフ",
            "フェ",
            "ェラ",
            "ラテ",
            "テも",
        ],
    ),
    # a lone CJK character is a unigram; 々 is a letter, not an ideograph, to the tokenizer
    ("日々の暮らし", ["日", "々", "の暮", "暮ら", "らし"]),
    ("東京 タワー", ["東京", "タワ", "ワー"]),
    # width folding: full-width ASCII narrows, half-width kana widens and takes its marks
    ("ＡＢＣ１２３ and ２０２６年３月", ["abc123", "2026", "年", "3", "月"]),
    ("ｶﾞｷﾞ ﾊﾟ ウﾞ", ["ガギ", "パ", "ヴ"]),
    ("我的 favourite 咖啡 is ラテ", ["我的", "favourite", "咖啡", "ラテ"]),
    # the CJK stop set has "s", "t" and "www" but not "an"
    ("an s t www example", ["an", "example"]),
]


@pytest.mark.parametrize(("text", "tokens"), ENGLISH_CASES)
def test_english_analyzer_matches_lucene(text: str, tokens: list[str]) -> None:
    assert analyze("english", text) == tokens


@pytest.mark.parametrize(("text", "tokens"), CJK_CASES)
def test_cjk_analyzer_matches_lucene(text: str, tokens: list[str]) -> None:
    assert analyze("cjk", text) == tokens


def test_nothing_to_analyze_gives_no_tokens() -> None:
    for text in ("", "   ", "!!! ??? ... ---", "the and of"):
        assert analyze("english", text) == []
    assert analyze("cjk", "the www") == []


def test_a_token_longer_than_255_characters_is_cut() -> None:
    assert [len(t) for t in analyze("english", "x" * 300 + " y")] == [255, 45, 1]


def _spans(scanner: object, text: str) -> list[tuple[int, int]]:
    return [(t.start, t.end) for t in lexical._scan(scanner, text)]


def test_ascii_text_is_cut_where_the_full_grammar_cuts_it() -> None:
    """The ASCII fast path (``re``) against leftmost-longest matching of every rule with
    Unicode properties (``regex`` POSIX), on random text made of the characters whose word
    break class matters: letters, digits, the joiner, mid-letter and mid-number marks."""
    rng = random.Random(20261202)
    alphabet = "abXY09_.:',;!?-\"@#*/()  \t\n&+=$%"
    short = ["".join(rng.choices(alphabet, k=rng.randint(1, 24))) for _ in range(20_000)]
    long = ["".join(rng.choices("ab1_.:',; ", k=rng.randint(1, 4))) * 90 for _ in range(200)]
    for text in short + long:
        assert text.isascii()
        assert _spans(lexical._ASCII_WORD, text) == _spans(lexical._LONGEST, text), text
        # and the cjk analyzer's shortcut for ASCII (lower case, stop words) is the filter
        # chain's answer
        tokens = lexical._tokenize(text)
        assert lexical._analyze_all(text) == {
            name: terms_of(tokens) for name, terms_of in lexical._ANALYZERS.items()
        }


@pytest.mark.parametrize(
    ("word", "stem"),
    [
        # where Lucene's (Porter's C) stemmer and Snowball's "porter" disagree
        ("technology", "technolog"),
        ("terminologies", "terminolog"),
        ("possibly", "possibl"),
        ("assembly", "assembl"),
        ("specced", "spec"),
        # the classic examples
        ("caresses", "caress"),
        ("ponies", "poni"),
        ("agreed", "agre"),
        ("plastered", "plaster"),
        ("motoring", "motor"),
        ("hopping", "hop"),
        ("filing", "file"),
        ("happy", "happi"),
        ("relational", "relat"),
        ("controll", "control"),
        ("generalizations", "gener"),
        # two letters or fewer are left alone; non-ASCII letters are consonants
        ("us", "us"),
        ("cafés", "café"),
    ],
)
def test_porter_stemmer_is_lucenes(word: str, stem: str) -> None:
    assert porter_stem(word) == stem


def test_norms_are_exact_for_short_fields_and_rounded_down_for_long_ones() -> None:
    lengths = range(100_000)
    decoded = [norm_to_length(length_to_norm(n)) for n in lengths]
    assert decoded[:41] == list(range(41))
    assert (decoded[41], decoded[100]) == (40, 96)
    assert all(d <= n for d, n in zip(decoded, lengths, strict=True))
    assert decoded == sorted(decoded)
    assert length_to_norm(2**31 - 1) == 255


# --- scores -------------------------------------------------------------------------------

LONG = (
    "my neighbour walks her old dog every morning before work and then she drinks a large "
    "coffee with oat milk while reading the news about football results from the weekend "
    "matches in the city and the weather for the coming week"
)
DOCS = {
    "a": ("I love running with my dog in the park, running fast", "running"),
    "b": ("我喜欢在公园里跑步", "爱好"),
    "c": ("Dogs are great companions", None),
    "d": ("Mein Hund läuft gern im Park", "Hund"),
    "e": (LONG, "neighbours"),  # 36 terms: its length goes through a lossy norm
}
# OpenSearch 2.19.6's hits for the lexical query over an index of exactly DOCS.
RECORDED = {
    "dog": [("a", 1.5860224), ("e", 0.84107894), ("c", 0.76727736)],
    "dog dog running": [("a", 9.807864), ("e", 1.6821579), ("c", 1.5345547)],
    "公园跑步": [("b", 9.092312)],
    "park": [("d", 2.1454663), ("a", 1.9647492)],
    "Hund park": [("d", 8.058017), ("a", 1.9647492)],
    "coffee": [("e", 1.6509907)],
    "the": [],
}


def build(docs: dict[str, tuple[str, str | None]]) -> LexicalIndex:
    index = LexicalIndex()
    for doc_id, (content, topic) in docs.items():
        index.add(doc_id, content, topic)
    return index


def as_float32(hits: list[tuple[str, float]]) -> list[tuple[str, np.float32]]:
    # Lucene scores in float32; OpenSearch prints the shortest decimal of that float.
    return [(doc_id, np.float32(score)) for doc_id, score in hits]


@pytest.mark.parametrize("query", list(RECORDED))
def test_scores_are_opensearch_s_to_the_bit(query: str) -> None:
    assert as_float32(build(DOCS).search(query)) == as_float32(RECORDED[query])


def test_equal_scores_are_ordered_by_id() -> None:
    index = build({"m2": ("green tea", None), "m1": ("green tea", None), "m3": ("tea", None)})
    hits = index.search("green tea")
    assert [doc_id for doc_id, _ in hits] == ["m1", "m2", "m3"]
    assert hits[0][1] == hits[1][1] > hits[2][1]


def test_allowed_hides_documents_but_they_still_count_in_statistics() -> None:
    index = build(DOCS)
    everything = dict(index.search("dog park"))
    visible = index.search("dog park", allowed=lambda doc_id: doc_id != "a")
    assert [doc_id for doc_id, _ in visible] == ["d", "e", "c"]
    assert all(score == everything[doc_id] for doc_id, score in visible)
    without_a = build({k: v for k, v in DOCS.items() if k != "a"})
    assert dict(without_a.search("dog park")) != dict(visible)


def test_remove_and_replace_leave_the_index_as_if_built_fresh() -> None:
    index = build(DOCS)
    index.remove("c")
    index.remove("unknown")
    index.add("a", "my cat sleeps in the park", None)  # replaces a
    index.add("f", "a dog and a cat", "pets")  # reuses c's slot
    fresh = build(
        {k: v for k, v in DOCS.items() if k not in "ac"}
        | {"a": ("my cat sleeps in the park", None), "f": ("a dog and a cat", "pets")}
    )
    for query in ("dog", "cat park", "running", "公园", "Hund"):
        assert index.search(query) == fresh.search(query)
    assert len(index) == len(fresh) == 5
    assert "c" not in index and "f" in index


def test_size_estimate_follows_the_contents() -> None:
    index = LexicalIndex()
    empty = index.nbytes()
    for n in range(50):
        index.add(f"m{n}", f"{LONG} number {n}", "neighbours")
    full = index.nbytes()
    assert full > empty + 50 * 1000
    for n in range(50):
        index.remove(f"m{n}")
    assert len(index) == 0
    assert index.search("dog") == []
    assert index.nbytes() < empty + 50 * 200  # slot lists keep their capacity
