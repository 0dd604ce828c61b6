"""Which question topics may become interests: meaningful noun phrases, nothing else.

A label a model (or the rules provider) gives a question is cleaned word by word, and
whatever is not a candidate noun is dropped: greetings ("hey", "你好", "こんにちは"), the
other party's names (a capitalised word after a greeting or thanks, or set off by a comma at
the start or end of a line: "Hey Jon, …", "…, Maria?"), fillers and interjections ("sorry",
"wow", "lol"), evaluative words ("awesome", "great"), common verbs ("think", "going"),
function words of the six languages, and the fragments a split contraction leaves ("s", "t",
"re", "ve", "ll", "d", "m"). A label with no content word left is not a topic at all — so
"hey <name> sorry" and "wow s awesome" never become "Interested in …".

CJK labels are cleaned of greetings, particles and question words; at least two content
characters must remain.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable

# Most content words a topic label keeps.
MAX_TOPIC_WORDS = 4


def _wordset(text: str) -> frozenset[str]:
    return frozenset(text.split())


GREETINGS = _wordset(
    """
    hi hey hello hiya heya howdy yo sup hallo servus moin tschüss ciao bonjour salut coucou
    bonsoir hola buenas buenos adiós adios bye goodbye cheers thanks thank thx ty danke merci
    gracias dear morning evening night afternoon welcome
    """
)
FILLER = _wordset(
    """
    sorry oh ah ahh uh um umm hmm hm huh wow whoa lol lmao haha hahaha hehe omg ok okay
    yeah yea yep yes no nope nah well anyway anyways btw so like just really actually
    literally basically totally please pls plz also too again still though hey guys man dude
    bro buddy mate ja nein naja genau halt mal eben doch oui non bah ben euh quoi bref alors
    sí si vale bueno pues eh oye vaya
    """
)
EVALUATIVE = _wordset(
    """
    awesome great cool nice amazing good bad terrible awful wonderful fantastic lovely
    beautiful perfect fine sad happy glad fun funny crazy weird interesting best worst
    better worse sure true right wrong real super excellent brilliant stupid silly cute
    toll super schön gut schlecht genial génial super bien mal bon bonne génial genial
    bueno buena malo mala bonito
    """
)
VERBS = _wordset(
    """
    be am is are was were been being do does did doing done have has had having go goes
    going went gone get gets getting got gotten make makes making made know knows knew
    known think thinks thinking thought see sees seeing saw seen say says saying said tell
    tells telling told want wants wanted need needs needed feel feels feeling felt look
    looks looking looked come comes coming came take takes taking took give gives gave
    use uses using used find finds found try tries trying tried work works working worked
    call calls calling called mean means meant keep keeps kept let lets put seem seems
    help helps helping start started show showed hear heard play played run ran like likes
    liked love loves loved hope hoped wish wonder wondering guess suppose happen happened
    happening miss missed tune fix fixing learn learning understand explain recommend
    suggest doing done
    hältst halte denkst denke weißt weiß kennst kenne gibt gibst machst mache empfiehlst
    penses pense sais connais recommandes conseilles fais fait opinas piensas pienso crees
    sabes conoces recomiendas haces hago
    """
)
STOP = _wordset(
    """
    a an the of to in on at for with about from by as into onto over under than then that
    this these those there here it its it's i me my mine we us our you your yours he him
    his she her they them their what which who whom whose when where why how whether if or
    and but not any some all each every much many more most other such own same can could
    would should will shall may might must also very way thing things stuff something
    anything everything one ones last next today tonight yesterday tomorrow week weekend
    month year time day days tips tip idea ideas question questions
    der die das den dem des ein eine einen einem einer und oder aber nicht was wie wo
    warum wer welche ich du er sie es wir ihr mein dein sein mit von zu für auf über ist
    sind war kann können soll
    le la les un une des du de et ou mais pas que qui quoi comment pourquoi où quand je tu
    il elle nous vous ils mon ton son ce cette ces est sont avec pour sur dans
    el la los las un una unos unas de del y o pero no que qué quién cómo como por porqué
    dónde donde cuándo yo tú él ella mi tu su es son con para en
    """
)
# What is left of a contraction split at its apostrophe: "that's" → "that", "s".
FRAGMENTS = _wordset("s t re ve ll d m")

# Greetings, particles, pronouns, question and time words: never a CJK topic. Longest
# first, so "です" goes before "で".
_CJK_NOISE_WORDS = _wordset(
    """
    你好 您好 嗨 哈喽 哈啰 谢谢 多谢 对不起 不好意思 抱歉 哈哈 嘿嘿 呵呵 嗯 哇 哦 噢 啊 呀
    呢 吧 吗 么 请问 请 怎么样 怎么 如何 什么 为什么 哪里 哪儿 哪个 是不是 有没有 能不能
    可以 可不可以 我们 你们 他们 我 你 他 她 的 了 是 在 有 和 跟 也 都 就 还 很 太 这个
    那个 这 那 一下 最近 现在 今天 昨天 明天 今年 去年 刚才 一直 到底
    こんにちは こんばんは おはよう ありがとう すみません ごめん どうも ねえ ね よ か の
    は が を に で と も って です ます でしょう ですか どう なに 何 どこ なぜ どうして
    いつ 私 僕 俺 あなた 今日 おすすめ
    """
)
_CJK_NOISE = re.compile("|".join(sorted(map(re.escape, _CJK_NOISE_WORDS), key=len, reverse=True)))
# A verb opening what is left ("做红烧肉" → "红烧肉").
_CJK_LEADING_VERB = re.compile(
    r"^(?:学习|了解|知道|觉得|认为|推荐|做|学|用|买|去|看|吃|喝|找|写|选|想|要)+"
)
_CJK_TRAILING_VERB = re.compile(r"(?:学习|学|做|用|买|选|弄|办)$")
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")
_TOKEN = re.compile(r"[^\W_]+(?:[+#.][^\W_]*)*", re.UNICODE)
_SENTENCE = re.compile(r"[^.!?。！？\n]+[.!?。！？]*")
_GREETING_NAME = re.compile(
    r"\b(?:hi|hey|hello|hiya|heya|yo|thanks|thank you|thx|cheers|dear|morning|bye|hallo|"
    r"danke|merci|salut|bonjour|hola|gracias|ciao)\b[ ,!]+(?P<name>[A-Z][\w'-]+)",
    re.IGNORECASE,
)
_LEADING_NAME = re.compile(r"^\s*(?P<name>[A-Z][a-z][\w'-]*)\s*,")
_CJK_NAME = re.compile(
    r"(?:你好|您好|嗨|哈喽|哈啰|谢谢|早上好|晚上好)[，,！!\s]*(?P<name>[\u4e00-\u9fff]{2,3})(?=[，,！!。\s]|$)"
    r"|^\s*(?P<lead>[\u4e00-\u9fff]{2,3})[，,]"
    r"|(?P<san>[\u3040-\u30ff\u4e00-\u9fff]{1,4})(?:さん|くん|ちゃん)"
)
_TRAILING_NAME = re.compile(r",\s*(?P<name>[A-Z][a-z][\w'-]*)\s*[.!?]*\s*$")


def vocative_names(lines: Iterable[str]) -> frozenset[str]:
    """Names the user addresses the other party by, lower-cased ("Hey Jon, …" → "jon")."""
    names: set[str] = set()
    for line in lines:
        for sentence in _SENTENCE.findall(line):
            for pattern in (_GREETING_NAME, _LEADING_NAME, _TRAILING_NAME):
                for m in pattern.finditer(sentence):
                    name = m.group("name")
                    # "Hey Jon" is a name; "Hey So" / "thanks Again" are not.
                    if name[:1].isupper() and name.casefold() not in _NOT_NAMES:
                        names.add(name.casefold())
        for m in _CJK_NAME.finditer(line):
            name = m.group("name") or m.group("lead") or m.group("san")
            if name and not _CJK_NOISE.fullmatch(name):
                names.add(name)
    return frozenset(names)


_NOT_NAMES = GREETINGS | FILLER | EVALUATIVE | VERBS | STOP | frozenset({"everyone", "all"})


def _is_noise(token: str, original: str, names: frozenset[str]) -> bool:
    word = token.casefold()
    if word in names or word in FRAGMENTS:
        return True
    if word in GREETINGS or word in FILLER or word in EVALUATIVE or word in VERBS or word in STOP:
        return True
    if word.isdigit():
        return True
    # Two letters are a topic only as an acronym written so ("AI", "UX"), never "re"/"ll".
    return len(word) < 3 and not (original.isupper() and len(original) >= 2)


def interest_label(
    text: str, *, names: frozenset[str] = frozenset(), max_words: int = MAX_TOPIC_WORDS
) -> str | None:
    """The topic a question or label is about, as a cleaned noun phrase, or None."""
    text = unicodedata.normalize("NFKC", text).strip()
    if not text:
        return None
    if _CJK.search(text):
        core = re.sub(r"[\W_]+", "", text)
        for name in sorted(names, key=len, reverse=True):
            core = core.replace(name, "")
        core = _CJK_NOISE.sub("", re.sub(r"(?:さん|くん|ちゃん)", "", core))
        core = _CJK_TRAILING_VERB.sub("", _CJK_LEADING_VERB.sub("", core))
        meaningful = len(_CJK.findall(core)) >= 2 or re.search(r"[A-Za-z]{3,}", core)
        return core[:12] if meaningful else None
    kept = [
        token.casefold()
        for token in _TOKEN.findall(text.replace("'", " ").replace("’", " "))
        if not _is_noise(token, token, names)
    ]
    return " ".join(kept[:max_words]) if kept else None


def question_label(question: str, *, names: frozenset[str] = frozenset()) -> str | None:
    """The topic of the question sentence in a chat line ("Hey Jon, sorry! How do I tune
    Kafka consumer lag?" → "kafka consumer lag")."""
    sentences = [s.strip() for s in _SENTENCE.findall(question) if s.strip()]
    asked = [s for s in sentences if s.endswith(("?", "？"))] or sentences[-1:]
    if not asked:
        return None
    every = names | vocative_names([question])
    for sentence in reversed(asked):
        label = interest_label(sentence, names=every, max_words=3)
        if label is not None:
            return label
    return None
