"""``recall.lexical`` against the real OpenSearch: the same tokens as ``_analyze`` for every
lexical field, and the same hits, order and scores as the real lexical query."""

from __future__ import annotations

import asyncio
import random
from collections.abc import AsyncIterator
from datetime import UTC, datetime
from typing import Any

import numpy as np
import pytest
from opensearchpy import AsyncOpenSearch

from indexers.templates import memories_index, memories_index_body
from memstream.config import Settings
from recall.lexical import FIELD_ANALYZERS, LexicalIndex, analyze
from recall.query import LEXICAL_FIELDS, MemoryQuery, Scope, build_search
from recall.service import lexical_text
from schemas.common import MemoryKind, Origin, Status
from schemas.memory import MemoryDocument, memory_id

pytestmark = pytest.mark.integration

TENANT = "parity"
SUBJECT = "alice"
NOW = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)
SEED = 20260301

# Hand-written lines: what the analyzers must agree on, whatever the generator produces.
LINES = [
    # English: possessives, plurals, stop words, stemming, numbers, punctuation
    "Alice's favourite programming languages are Rust and Python",
    "The kids' bikes were running faster than the neighbours' dogs",
    "I'm allergic to peanuts, tree-nuts and shellfish!!!",
    "She's been working at ACME Corp. since 2019 (remote, 3.5 days/week)",
    "My flight LH-454 leaves at 10:45 from gate B12 on 2026-03-14",
    "generalizations, hopefully, conditional relational sensibly troubling agreed",
    "Don't book the hotel near the station; it's too noisy at night",
    "e-mail me at alice@example.com or call +1 (555) 010-9999",
    "He owns 3 cats, 2 dogs and 1,000,000 ideas about U.S.A. politics",
    "ponies caresses meetings feed agreed plastered motoring sing conflated hopping",
    "The user’s preferred editor is Vim — not Emacs",
    "Bob's and Carol's wedding anniversary is on the 5th of June",
    "Is it possible? Yes: it is, and that's that.",
    "Runs, running, runner, ran: the Porter stemmer's favourite examples",
    "Knows C++, C#, .NET, Node.js and the 80/20 rule",
    "WWW.EXAMPLE.ORG hosts the www docs for the s and t tests",
    "Loves 🍕 pizza and ☕ coffee 👍🏽 every morning ❤️",
    "Family: 👨‍👩‍👧 and flag 🇫🇷, keycap 1️⃣",
    # German
    "Ich trinke gern Kaffee mit Hafermilch und esse keine Nüsse",
    "Die Straße in München heißt Maximilianstraße; größer als Köln",
    "Übermorgen fährt sie mit dem Zug nach Zürich zur Großmutter",
    "Meine Lieblingsfarbe ist Dunkelblau, nicht Grün",
    "Er arbeitet als Softwareentwickler bei der Bahn seit 2020",
    "Fußball, Schokolade und Äpfel mag sie sehr",
    # French
    "J'aime le café au lait et les croissants du matin",
    "L'été dernier, nous sommes allés à Besançon en vélo",
    "Elle préfère les hôtels près de la gare; c'est plus pratique",
    "Il est végétarien depuis l'année 2015 à cause de sa santé",
    "Aujourd'hui, où est-ce qu'on mange? Chez François, naturellement",
    "Les enfants jouent au football après l'école",
    # Spanish
    "Me gustan las montañas y el café con leche por la mañana",
    "¿Dónde está la estación de tren? ¡Está cerca del río!",
    "Mi cumpleaños es el 12 de diciembre, en Málaga",
    "El niño habla español, inglés y un poco de alemán",
    "Prefiere viajar en avión, nunca en autobús nocturno",
    "La señora García trabaja en Buenos Aires como ingeniera",
    # Chinese
    "我对花生过敏，不能吃坚果",
    "我最喜欢的编程语言是Rust和Python",
    "她每天早上喝一杯咖啡，然后去公园跑步",
    "下个月我要去上海出差，住在外滩附近的酒店",
    "我的生日是三月十四日，我喜欢吃蛋糕",
    "他在北京大学学习计算机科学",
    "周末我们全家去爬长城了。",
    # Japanese
    "私はコーヒーが大好きです。毎朝カフェラテを飲みます",
    "来週、東京タワーに行く予定です",
    "ピーナッツアレルギーがあるので、ナッツは食べられません",
    "趣味はプログラミングとギターです",
    "ｶﾀｶﾅの半角とＡＢＣ１２３の全角、ｶﾞｷﾞｸﾞ",
    "京都の秋はとても綺麗で、紅葉が見事です",
    "毎日々々、ラーメンを食べたい！",
    "ヴァイオリンとチェロを習っています",
    # Mixed lines
    "我的 favourite 咖啡 is ラテ with oat milk",
    "Meeting with 田中さん at 3pm about the Q3 roadmap",
    "Lieblingsessen: 寿司 und Ramen (ラーメン)",
    "Café in 東京 — c'est très bon, ¿verdad?",
    "Full-width ＡＢＣ and ＡＰＩ keys: ｋｅｙ＿１２３",
    "",
    "   ",
    "!!! ??? ... ---",
]

# Vocabularies the generator composes documents and queries from, by language: words
# separated by spaces.
WORDS = {
    "en": (
        "coffee tea running runner runs ran marathon dog dogs cat cats kitten allergic "
        "peanuts nuts shellfish vegetarian meat cheese python rust programming languages "
        "language editor vim emacs flight flights hotel hotels station train trains berlin "
        "paris tokyo birthday june december sister brother's mother's father's friend "
        "friends working works worked remote office meeting meetings project projects "
        "deadline deadlines guitar piano violin lessons hiking mountains beach swimming "
        "favourite favorite prefers preferred likes liked loves loving hates morning "
        "evening weekend holidays reading books novel novels science fiction generalization "
        "relational conditional happily sensibly agreement agreed motoring"
    ),
    "stop": "the a an and of to in is it that this with for on at by not no are was",
    "de": (
        "ich trinke gern kaffee mit hafermilch nüsse straße münchen köln zürich großmutter "
        "lieblingsfarbe dunkelblau grün fußball schokolade äpfel arbeitet softwareentwickler "
        "bahn zug übermorgen wochenende bücher lesen wandern berge"
    ),
    "fr": (
        "j'aime café lait croissants l'été vélo préfère hôtels gare végétarien l'année "
        "santé aujourd'hui mange françois enfants football l'école montagne plage lire "
        "livres musique"
    ),
    "es": (
        "gustan montañas café leche mañana dónde estación tren río cumpleaños diciembre "
        "málaga niño español inglés alemán viajar avión autobús señora garcía ingeniera "
        "playa libros música"
    ),
    "zh": (
        "我 对 花生 过敏 不能 吃 坚果 最 喜欢 的 编程 语言 她 每天 早上 喝 一杯 咖啡 然后 去 "
        "公园 跑步 下个月 上海 出差 酒店 生日 三月 蛋糕 北京 大学 学习 计算机 科学 周末 全家 "
        "长城 音乐 电影 猫 狗"
    ),
    "ja": (
        "私 は コーヒー が 大好き です 毎朝 カフェラテ を 飲みます 来週 東京タワー に 行く 予定 "
        "ピーナッツ アレルギー ナッツ 食べられません 趣味 プログラミング ギター 京都 秋 紅葉 "
        "ラーメン ヴァイオリン チェロ 習っています ｶﾀｶﾅ ＡＢＣ１２３ 猫 犬"
    ),
}
TOPICS = [
    "coffee",
    "Programming languages",
    "allergies",
    "Travel plans",
    "family's birthdays",
    "Kaffee und Kuchen",
    "voyages à vélo",
    "música y libros",
    "咖啡",
    "编程语言",
    "旅行の予定",
    "コーヒー",
    "the",
    "",
]
JOINERS = {"en": " ", "stop": " ", "de": " ", "fr": " ", "es": " ", "zh": "", "ja": ""}
PUNCTUATION = ["", "", "", ",", ".", "!", "?", "；", "。", "、", " - "]


def sentence(rnd: random.Random, language: str, size: int) -> str:
    """Words of one language (some stop words mixed in for the alphabetic ones), with
    repeats, so term frequencies, lengths and norms vary."""
    words = [rnd.choice(WORDS[language].split()) for _ in range(size)]
    if JOINERS[language] == " ":
        words += rnd.sample(WORDS["stop"].split(), rnd.randint(0, 3))
        rnd.shuffle(words)
        words = [w.capitalize() if rnd.random() < 0.15 else w for w in words]
    return JOINERS[language].join(words) + rnd.choice(PUNCTUATION)


def content(rnd: random.Random) -> str:
    parts = []
    for _ in range(rnd.randint(1, 4)):
        language = rnd.choice(["en", "en", "en", "de", "fr", "es", "zh", "zh", "ja", "ja"])
        parts.append(sentence(rnd, language, rnd.choice([1, 2, 3, 5, 8, 13, 21, 34])))
    if rnd.random() < 0.2:
        parts.append(rnd.choice(LINES))
    return " ".join(parts).strip() or "coffee"


def generated_lines(rnd: random.Random, count: int) -> list[str]:
    return [content(rnd) for _ in range(count)]


# --- token parity -----------------------------------------------------------------------


@pytest.fixture
async def index(os_client: AsyncOpenSearch, isolated_settings: Settings) -> AsyncIterator[str]:
    """A fresh memories index with the real mapping, one shard, removed afterwards."""
    name = memories_index(isolated_settings.opensearch.index_prefix, TENANT)
    await os_client.indices.create(index=name, body=memories_index_body(4))
    try:
        yield name
    finally:
        await os_client.indices.delete(index=name, params={"ignore_unavailable": "true"})


async def opensearch_tokens(
    client: AsyncOpenSearch, index: str, field: str, text: str
) -> list[str]:
    response = await client.indices.analyze(index=index, body={"field": field, "text": text})
    return [token["token"] for token in response["tokens"]]


async def test_tokens_match_opensearch_analyze(os_client: AsyncOpenSearch, index: str) -> None:
    texts = LINES + generated_lines(random.Random(SEED), 150 - len(LINES))
    jobs = [(field, text) for text in texts for field in LEXICAL_FIELDS]
    expected = await asyncio.gather(
        *(opensearch_tokens(os_client, index, field, text) for field, text in jobs)
    )
    mismatches = [
        f"{field} {text!r}\n  opensearch: {want}\n  lexical:    {got}"
        for (field, text), want in zip(jobs, expected, strict=True)
        if want != (got := analyze(FIELD_ANALYZERS[field], text))
    ]
    assert not mismatches, f"{len(mismatches)} of {len(jobs)} differ:\n" + "\n".join(
        mismatches[:20]
    )


# --- score parity -----------------------------------------------------------------------


def document(rnd: random.Random, n: int) -> MemoryDocument:
    # One in ten is archived: hidden by the query's status filter, yet counted in the
    # statistics, in OpenSearch and (through ``allowed``) in the lexical index alike.
    topic = rnd.choice(TOPICS)
    return MemoryDocument(
        id=memory_id(TENANT, SUBJECT, f"ev-{n}", 0),
        tenant=TENANT,
        subject=SUBJECT,
        kind=rnd.choice(list(MemoryKind)),
        origin=Origin.EXPLICIT,
        status=Status.ARCHIVED if rnd.random() < 0.1 else Status.ACTIVE,
        content=content(rnd)[:2000],
        topic=topic,
        topic_key=topic.lower(),
        fingerprint=f"{n:064x}",
        valid_from=NOW,
        recorded_at=NOW,
    )


def query_text(rnd: random.Random, docs: list[MemoryDocument]) -> str:
    """Mostly pieces of stored documents (so there are hits), sometimes repeated terms,
    a topic, stop words or nothing that matches; half of them through ``lexical_text``."""
    kind = rnd.random()
    if kind < 0.5:
        words = rnd.choice(docs).content.split()
        start = rnd.randrange(len(words))
        text = " ".join(words[start : start + rnd.randint(1, 6)])
    elif kind < 0.65:
        word = rnd.choice(rnd.choice(docs).content.split())
        text = f"{word} {rnd.choice(WORDS['en'].split())} {word}"
    elif kind < 0.8:
        text = " ".join(sentence(rnd, rnd.choice(list(WORDS)), rnd.randint(1, 4)) for _ in "ab")
    elif kind < 0.9:
        text = rnd.choice(TOPICS) or "coffee"
    else:
        text = rnd.choice(docs).content[: rnd.randint(1, 40)]
    stripped = lexical_text(text, 500) if rnd.random() < 0.5 else text
    return stripped or text or "coffee"


async def index_documents(client: AsyncOpenSearch, index: str, docs: list[MemoryDocument]) -> None:
    lines: list[dict[str, Any]] = []
    for doc in docs:
        lines += [{"index": {"_index": index, "_id": doc.id}}, doc.model_dump(mode="json")]
    response = await client.bulk(body=lines, params={"refresh": "true"})
    assert not response["errors"], response


async def opensearch_hits(
    client: AsyncOpenSearch, prefix: str, text: str, size: int
) -> list[tuple[str, float]]:
    request = build_search(
        Scope(tenant=TENANT, subject=SUBJECT),
        MemoryQuery(now=NOW, text=text, sort="relevance", size=size, source="none"),
        index_prefix=prefix,
    )
    response = await client.search(index=request.index, body=request.body, params=request.params)
    return [(hit["_id"], float(hit["_score"])) for hit in response["hits"]["hits"]]


def diff(text: str, want: list[tuple[str, float]], got: list[tuple[str, float]]) -> str:
    rows = [f"query {text!r}: opensearch {len(want)} hits, lexical {len(got)}"]
    for rank in range(max(len(want), len(got))):
        w = want[rank] if rank < len(want) else ("-", float("nan"))
        g = got[rank] if rank < len(got) else ("-", float("nan"))
        mark = "  " if w[0] == g[0] and np.isclose(w[1], g[1], rtol=1e-4) else "!!"
        rows.append(f"{mark} {rank:3d} {w[0][:8]} {w[1]:.7g}  |  {g[0][:8]} {g[1]:.7g}")
    return "\n".join(rows)


async def test_scores_match_the_real_lexical_query(
    os_client: AsyncOpenSearch, index: str, isolated_settings: Settings
) -> None:
    rnd = random.Random(SEED)
    docs = [document(rnd, n) for n in range(200)]
    await index_documents(os_client, index, docs)
    lexical = LexicalIndex()
    for doc in docs:
        lexical.add(doc.id, doc.content, doc.topic)
    active = {doc.id for doc in docs if doc.status is Status.ACTIVE}

    prefix = isolated_settings.opensearch.index_prefix
    failures, compared, exact = [], 0, 0
    for _ in range(100):
        text = query_text(rnd, docs)
        size = rnd.choice([10, 40, len(docs)])
        want = await opensearch_hits(os_client, prefix, text, size)
        got = lexical.search(text, active.__contains__)[:size]
        compared += len(want)
        exact += sum(np.float32(w[1]) == np.float32(g[1]) for w, g in zip(want, got, strict=False))
        same_ids = [i for i, _ in want] == [i for i, _ in got]
        if not same_ids or not np.allclose([s for _, s in want], [s for _, s in got], rtol=1e-4):
            failures.append(diff(text, want, got))
    print(f"{compared} hits compared, {exact} bit-identical float32 scores")
    assert compared > 1000, "the queries should hit"
    assert not failures, f"{len(failures)} of 100 queries differ:\n" + "\n\n".join(failures[:5])
