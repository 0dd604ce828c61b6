"""Where the fact is when a Chinese or Japanese request closes a long message (zh, ja).

Round 13 (long messages, the request buried at the end of a story) put one or two
sentences about the conversation between the fact and the pointer that keeps it:

    "夫が単身赴任で仙台にいて…。平日は基本ワンオペなので、そのつもりで相談に乗ってほしい。覚えておいてね。"
    "我自己开了个小公司，做跨境电商。以后问你运营的问题就按这个背景来，帮我记住。"
    "うち京都に住んでんねん。今後おすすめ聞くときは京都基準で頼むわ、大阪ばっかりも困るし、覚えといてな。"

The pointer ("覚えておいて", "帮我记住", "这一点") points back at what precedes it, but what
immediately precedes it says how the fact is to be *used*: a request to the assistant
("相談に乗ってほしい", "頼むわ", "你就按德国时间帮我算"), a frame of future work ("以后问你…的
问题", "今後おすすめ聞くときは"), the speaker's expectation of asking ("レシピを頼むことがあると
思います", "これから色々相談すると思うので"), or an anaphor that itself resumes the fact ("その
前提で", "その期間は", "按这个背景来", "この予算で"). None of these is the fact: a careful reader
takes the sentence before them as well. :func:`cjk_about_conversation` tells such
material; the caller (:func:`agents.directives._pointed`) then reaches one sentence back.

An anecdote between the fact and the pointer is the same kind of detour ("息子が卵アレルギー
です。保育園で一度ヒヤッとしました。これは絶対に忘れないで"): an episode in the past, set by a
time word of the past ("一度", "この前", "上次", "那次"), illustrates the fact before it
(:func:`cjk_anecdote`).

A noun resumed by the request ("名前はこむぎ、生後3ヶ月です。…名前覚えててね", "スギ花粉症で
…。花粉症のことは覚えておいて") names the fact told earlier: :func:`cjk_resumed_at` finds the
sentence it was told in.

Pure functions on lower-cased text; offsets are the caller's.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from agents.directive_cjk_purpose import cjk_occasion, ja_conversation_reason, zh_usage

__all__ = [
    "cjk_about_conversation",
    "cjk_afterthought",
    "cjk_anecdote",
    "cjk_departure",
    "cjk_elaboration",
    "cjk_pointer_phrase",
    "cjk_resumed_at",
]

_KANA = re.compile(r"[\u3040-\u30ff]")
# A clause ending on a particle of enumeration goes on in the next one ("…とか、…").
_ENUMERATING = re.compile(r"(?:とか|など|なんか|や|和|或者|还有|還有)$")
_EDGE = " \t　、，,。.!！?？~～〜…ー"

# --- Japanese ---------------------------------------------------------------------------
# A request to the assistant closing a clause: "…てほしい", "…てください", "…で頼むわ",
# "…しないでね", "…お願い". A bare て-form is no request here: it joins clauses ("仙台にいて、").
_JA_REQUEST = re.compile(
    r"(?:(?<![のん])(?:て|で)(?:ほしい|欲しい|ください|下さい|くれ|ちょうだい|ね|な|や|よ)"
    r"|ほしい|欲しい|ください|下さい|頼む|頼みます|頼んます|お願い(?:します|ね)?|よろしく)"
    r"(?:わ|ね|よ|な|や|です)*$"
)
# A reason inside a clause states a fact of its own ("高所恐怖症だから…外して").
_JA_INNER_REASON = re.compile(r"(?:から|ので|ため)(?!$)")
# The speaker's expectation of asking: "レシピを頼むことがあると思います", "色々相談すると思う".
_JA_EXPECT = re.compile(
    r"(?:相談|質問|頼む|頼み|聞く|聞き|訊く|尋ね|お願いする|お願い)[^、。]{0,12}?"
    r"(?:と思います|と思う|と思うので|と思うから|かも(?:しれません|しれない)?|予定です|つもりです)$"
)
# A frame of future work opening the material: "今後おすすめ聞くときは…",
# "献立を考えてもらうときは".
_JA_USE_FRAME = re.compile(
    r"^(?:今後|これから|次から|今度から|以降|この先)?[^、。]{0,20}?"
    r"(?:聞く|聞いたら|訊く|相談する|頼む|考えてもらう|提案する|教えてもらう|勧める|すすめる|おすすめ)"
    r"[^、。]{0,4}?(?:とき|時|際|場合)(?:は|に|には)?"
)
# An anaphor resuming the fact: "その前提で", "その期間は", "そのつもりで", "この時期に".
_JA_ANAPHOR = re.compile(
    r"(?:その|この|あの)(?!前(?!提)|間に|頃)(?:つもり|前提|期間|間|時期|予算|条件|辺|あたり|状況|事情|設定|内容"
    r"|こと|件|点|話|情報)"
    r"|それ(?:を)?(?:前提|踏まえて|ふまえて)"
)

# --- Chinese ----------------------------------------------------------------------------
# A frame of future work ("以后问你运营的问题", "以后我让你推荐菜谱", "之后推荐餐厅请以台中为主"):
# a time of the future with the assistant's work or a request in it.
_ZH_FUTURE = re.compile(r"^(?:以后|以後|今后|今後|之后|之後|往后|往後|下次|将来|將來)")
_ZH_WORK = re.compile(
    r"你|您|给我|帮我|推荐|推薦|建议|建議|问|問|请|請|按|照|让你|以[^，,。]{1,8}?为主|別|别|不要"
)
# A request to act in a certain way ("你就按德国时间帮我算", "请以台中为主", "不要一直推台北的").
_ZH_REQUEST = re.compile(
    r"^(?:你就|你要|你得|请|請|麻烦|麻煩|帮我|幫我|别|別|不要|千万别|千萬別)|(?:就行|就好|就可以)$"
)
# An anaphor resuming the fact: "按这个背景来", "照这个来", "这个前提", "这段时间".
_ZH_ANAPHOR = re.compile(
    r"(?:这个|這個|那个|那個|这|這|此)(?:背景|前提|情况|情況|条件|條件|预算|預算|期间|期間|段时间|段時間"
    r"|时期|時期|标准|標準)|以此为|以此為|按这个|按這個|照这个|照這個"
)


# A reproach that the fact was told before ("前も言ったのに", "我都跟你说过了") is about the
# conversation: the fact is what was told, before it.
_JA_REPROACH = re.compile(
    r"^(?:だから|もう)?(?:前|前に|以前|この前|さっき|何度|何回)(?:も|にも)?"
    r"(?:言った|言いました|言ってる|言ってん|伝えた|伝えました|話した|話しました)"
    r"(?:のに|じゃん|でしょ|よね|けど)?$"
)
_ZH_REPROACH = re.compile(
    r"^(?:我)?(?:之前|以前|上次|早就|都|已经|已經)*(?:跟你|和你|给你|給你)?"
    r"(?:说|說|讲|講|告诉你|告訴你)(?:过|過|了)+(?:好几|好幾|八百|无数|無數|很多)?(?:遍|次)?(?:了)?"
    r"(?:啊|吧|嘛|的)?$"
)


def _ja_conversation(body: str) -> bool:
    return (
        (_JA_REQUEST.search(body) is not None and _JA_INNER_REASON.search(body) is None)
        or ja_conversation_reason(body)
        or _JA_EXPECT.search(body) is not None
        or _JA_REPROACH.match(body) is not None
    )


def _zh_conversation(body: str) -> bool:
    return (
        zh_usage(body)
        or cjk_occasion(body)
        or _ZH_REQUEST.search(body) is not None
        or _ZH_REPROACH.match(body) is not None
    )


def cjk_about_conversation(bodies: list[str]) -> bool:
    """Whether the zh/ja clauses just before a pointer (of its sentence, or the whole
    sentence before it) say how a fact is to be used rather than state it: then the fact
    is in the sentence before them (see the module docstring). They do when an anaphor
    resumes the fact ("その前提で", "按这个背景来"), when they open on a frame of future work
    ("今後おすすめ聞くときは…", "以后问你…的问题"), or when every clause is a request, a
    reason of the conversation or the expectation of asking."""
    texts: list[str] = []
    for body in (b.strip(_EDGE) for b in bodies):
        if texts and _ENUMERATING.search(texts[-1]):
            texts[-1] += "、" + body  # "週末のお出かけ先とか、習い事の相談をすることが多いので"
        elif body:
            texts.append(body)
    if not texts or any(t.isascii() for t in texts):
        return False
    if _KANA.search("".join(texts)):
        if _JA_USE_FRAME.match(texts[0]) is not None:
            return True
        return _resumes(texts, _JA_ANAPHOR, _ja_conversation, _JA_SUBORDINATE)
    if _ZH_FUTURE.match(texts[0]) is not None and _ZH_WORK.search(texts[0]) is not None:
        return True
    return _resumes(texts, _ZH_ANAPHOR, _zh_conversation, _ZH_SUBORDINATE)


# A clause subordinate to the one after it: a reason or a connective ("ワンオペなので、",
# "因为…，").
_JA_SUBORDINATE = re.compile(r"(?:ので|から|し|て|で|けど|が)$")
_ZH_SUBORDINATE = re.compile(r"^(?:因为|因為|由于|由於)|(?:所以|因此)$")


def _resumes(
    texts: list[str],
    anaphor: re.Pattern[str],
    conversation: Callable[[str], bool],
    subordinate: re.Pattern[str],
) -> bool:
    """Every clause is about the conversation, or an anaphor resumes a fact told before
    them: no main clause before it states a fact of its own ("代码规范是Google风格，
    以后都按这个来" resumes the clause before it, not the sentence before)."""
    for text in texts:
        if anaphor.search(text) is not None:
            return True
        if not conversation(text) and subordinate.search(text) is None:
            return False
    return all(conversation(t) for t in texts)


# An episode told in the past: a time word of a single past occasion and a past predicate.
_JA_EPISODE = re.compile(
    r"(?:一度|一回|この前|このあいだ|この間|先日|前回|昨日|去年の|その時|そのとき)"
)
_JA_PAST = re.compile(r"(?:た|ました|でした|だった|ちゃった|ちゃいました)(?:よ|ね|わ|笑|w)*$")
_ZH_EPISODE = re.compile(r"(?:上次|那次|有一次|有次|前几天|前幾天|昨天|之前有一次)")
_ZH_PAST = re.compile(r"(?:了|过|過)(?:啊|呀|吧|哈)*$|(?:吓死我了|嚇死我了)")


# A line that only gives a measure of the fact before it ("第22周", "今16週です", "3歳"): a
# number with at most a few words around it, no clause of its own.
_ELABORATION = re.compile(
    r"(?:今|现在|現在|目前)?(?:第)?[0-9０-９一二三四五六七八九十]+[^\s0-9、，,。]{0,3}(?:です|だよ|了)?"
)


# A sentence that only gives the reason of the one before ("…とお呼びください。下の名前で呼ば
# れるのは苦手でして。", "…。因为我信佛。"): an afterthought that leans on it.
_JA_AFTERTHOUGHT = re.compile(r"(?:ので|から|もので|ものですから|でして|まして)(?:ね|よ|な)?$")
_ZH_AFTERTHOUGHT = re.compile(r"^(?:因为|因為|由于|由於)")


# The sentence the reason leans on must be about the speaker ("私のことは…とお呼びください"),
# not a request on the work ("コードの例はPythonでお願いします").
_SPEAKER = re.compile(r"私|僕|俺|わたし|あたし|自分|我")


def cjk_afterthought(sentence: str, before: str) -> bool:
    """Whether a zh/ja sentence only gives the reason of the sentence ``before`` it, which
    is about the speaker."""
    body = sentence.strip(_EDGE)
    if not body or body.isascii() or _SPEAKER.search(before) is None:
        return False
    if _KANA.search(body):
        return _JA_AFTERTHOUGHT.search(body) is not None
    return _ZH_AFTERTHOUGHT.match(body) is not None


# A clause that only reports a death or a departure ("牠上個月走了", "先月亡くなった"): the
# reason a thing is dropped, like "I gave up on it"; the thing is told before it.
_DEPARTURE = re.compile(
    r"(?:它|牠|她|他|あの子|うちの子)?(?:上个月|上個月|上周|上週|去年|前几天|前幾天|昨天|最近|先月|先週"
    r"|去年|昨日|最近)?"
    r"(?:走了|去世了|过世了|過世了|死了|没了|沒了|亡くなった|亡くなりました|死んじゃった|死んだ"
    r"|死にました|旅立った|虹の橋を渡った)(?:んだ|の|よ|ね)?"
)


def cjk_departure(clause: str) -> bool:
    """Whether a zh/ja clause only reports that someone died or left."""
    return _DEPARTURE.fullmatch(clause.strip(_EDGE)) is not None


def cjk_elaboration(sentence: str) -> bool:
    """Whether a zh/ja sentence only measures the fact of the sentence before it."""
    body = sentence.strip(_EDGE)
    return bool(body) and _ELABORATION.fullmatch(body) is not None


def cjk_anecdote(sentence: str) -> bool:
    """Whether a zh/ja sentence tells a single past episode ("保育園で一度ヒヤッとしました",
    "上次幼儿园发蛋糕差点出事"): an illustration of the fact before it, not the fact."""
    body = sentence.strip(_EDGE)
    if not body or body.isascii():
        return False
    if _KANA.search(body):
        return _JA_EPISODE.search(body) is not None and _JA_PAST.search(body) is not None
    return _ZH_EPISODE.search(body) is not None and _ZH_PAST.search(body) is not None


# A demonstrative with a noun standing for what was told: "この学年", "その情報", "这件事",
# "这个背景". A longer phrase, or one with a particle or a verb inside, is no pointer.
_POINTER_PHRASE = re.compile(
    r"(?:この|その|こういう|そういう)[\u4e00-\u9fff\u30a0-\u30ff]{1,4}(?:のこと)?"
    r"|(?:这|這|那)(?:个|個|件|条|條|些|一|段|家|位|只|隻)?[\u4e00-\u9fff]{1,3}"
)
# What the assistant holds, as a noun: "覚えてるやつ", "メモしたこと", "你记住的那个".
_HELD = re.compile(
    r"(?:覚えて|記憶して|メモして|メモって|記録して|保存して)(?:い)?(?:る|た|てる)?(?:やつ|の|こと|内容|情報)"
    r"|(?:你)?(?:记住|記住|记着|記著|记下|記下|存)(?:了)?的(?:那个|那個|那些|东西|東西|内容|內容|信息)?"
)
# … unless it is a place or a time of its own ("这里", "这周", "那时候", "この前", "その後").
_NOT_POINTER = re.compile(
    r"^(?:この|その)(?:前(?!提)|間|後|先|頃)"
    r"|^(?:这|這|那)(?:里|裡|儿|兒|边|邊|么|麼|样|樣|周|週|次|回|天|时|時|会|會|阵|陣|年|月)"
)


# A clause of purpose before the verb ("次のチャットでも使えるようにメモして", "为了以后方便记一下")
# says what the keeping is for; like a pointer, it leaves the fact to the words around it.
_PURPOSE = re.compile(r"[\u3040-\u309f]ように$|(?:る|ない)ために$|^(?:为了|為了)[^，,。]{1,20}$")


def cjk_pointer_phrase(text: str) -> bool:
    """Whether ``text`` (trimmed) is only a demonstrative with a short noun, or a clause of
    purpose."""
    body = text.strip(_EDGE)
    if _HELD.fullmatch(body) is not None or _PURPOSE.search(body) is not None:
        return True
    return _POINTER_PHRASE.fullmatch(body) is not None and _NOT_POINTER.match(body) is None


# A bare noun as the object of the request ("名前", "花粉症のこと", "这个过敏"): short, no
# particle or verb inside.
_RESUMED = re.compile(
    r"(?P<noun>[\u4e00-\u9fff\u30a0-\u30ff]{2,8})(?:のこと|の件|の話|的事|的事情|这事|這事)?"
)


def cjk_resumed_at(lowered: str, statement_start: int, statement_end: int) -> int:
    """Where a bare noun that the request takes as its object was told before, or -1:
    the position of its last earlier mention, in an earlier sentence."""
    body = lowered[statement_start:statement_end].strip(_EDGE)
    found = _RESUMED.fullmatch(body)
    if found is None:
        return -1
    sentence_start = max(lowered.rfind(mark, 0, statement_start) for mark in "。！？!?\n") + 1
    return lowered.rfind(found.group("noun"), 0, sentence_start)


# A third person named by a pronoun only ("关于她的内容", "彼のことは") and a noun that names a
# person ("室友", "元カレ", "同僚").
_THIRD_PERSON = re.compile(
    r"(?:^|关于|關於|把)(?:她|他)(?:们|們)?(?:的|和|跟|那)|^(?:彼女|彼)(?:の|は|と)"
)
_PERSON_NOUN = re.compile(
    r"室友|朋友|同事|同学|同學|前任|前男友|前女友|男朋友|女朋友|老公|老婆|丈夫|妻子|哥|姐|弟|妹|妈|爸|媽"
    r"|儿子|兒子|女儿|女兒|闺蜜|閨蜜|老板|老闆|邻居|鄰居|上司|领导|領導"
    r"|元カレ|元カノ|彼氏|彼女|友達|友人|同僚|上司|夫|妻|息子|娘|兄|姉|弟|妹|母|父|ルームメイト|先輩|後輩"
)
_CLAUSE_MARK = re.compile(r"[，,、；;：:]+|(?<=[^\x00-\x7f])\s+(?=[^\x00-\x7f])")
_QUESTION_END = re.compile(r"(?:[?？]|か|吗|嗎|呢)[\s。!！]*$")


def cjk_story_span(
    lowered: str, span: tuple[int, int], sentences: list[tuple[int, int]]
) -> tuple[int, int] | None:
    """The statement a zh/ja request really keeps when the words it took as its object
    only resume a fact told before, or ``None`` to keep ``span``:

    - a third person named by a pronoun only ("…室友…，关于她的内容全部删掉"): from where the
      person was named, in its sentence or the one before;
    - a bare noun told before ("名前はこむぎ…。…名前覚えててね"): the sentence it was told in;
    - words about the conversation ("その前提で", "その期間は…優先で", "今後…ときは…で頼むわ"):
      the sentence before them is taken in as well."""
    start, end = span
    body = lowered[start:end]
    index = next((i for i, (s, e) in enumerate(sentences) if s <= start < max(e, s + 1)), -1)
    if index < 0 or not body.strip(_EDGE) or body.isascii():
        return None
    if _THIRD_PERSON.search(body) is not None and not _PERSON_NOUN.search(body):
        return _person_named(lowered, span, sentences, index)
    if index == 0:
        return None
    told = cjk_resumed_at(lowered, start, end)
    if told >= 0:
        return next(
            (
                (s, e)
                for s, e in sentences[:index]
                if s <= told < e and not _QUESTION_END.search(lowered[s:e])
            ),
            None,
        )
    # The words before the span in its sentence are read with it ("今後…ときは…で頼むわ、
    # 大阪ばっかりも困るし、覚えといて" took only the reason as its object).
    said = lowered[sentences[index][0] : end]
    previous_start, previous_end = sentences[index - 1]
    if not cjk_about_conversation(_CLAUSE_MARK.split(said)) or _QUESTION_END.search(
        lowered[previous_start:previous_end]
    ):
        return None
    return previous_start, end


def _person_named(
    lowered: str, span: tuple[int, int], sentences: list[tuple[int, int]], index: int
) -> tuple[int, int] | None:
    """From where the person a pronoun stands for was named: earlier in the sentence of
    ``span``, or in the sentence before."""
    start, end = span
    sentence_start = sentences[index][0]
    if sentence_start < start and _PERSON_NOUN.search(lowered, sentence_start, start):
        return sentence_start, end
    if index == 0:
        return None
    previous_start, previous_end = sentences[index - 1]
    if _PERSON_NOUN.search(lowered, previous_start, previous_end):
        return previous_start, end
    return None


# A salutation opening the statement: the assistant's name with a greeting ("小星你好～",
# "ノアさん、こんにちは！"), or a greeting alone ("嗨～", "こんばんは、").
_SALUTATION = re.compile(
    r"^(?:[^\s,，、。!！~～]{1,6}?(?:さん|くん|ちゃん)?[、,，\s]*)?"
    r"(?:你好|您好|嗨|哈喽|哈囉|早上好|晚上好|こんにちは|こんばんは|おはよう(?:ございます)?)"
    r"[\s,，、。!！~～〜]+"
)


# … and a preface that says the fact comes late ("言い忘れてたけど", "忘了说", "顺便说一下") or
# a Japanese cushion word of politeness ("恐れ入りますが", "お手数ですが"): it frames the fact
# and is none of it.
_PREFACE = re.compile(
    r"(?:(?:あ|あっ|そうそう)[、,，\s]*)?"
    r"(?:言い忘れて(?:た|ました)(?:けど|けれど|が)|言い忘れた(?:けど|けれど|が)|そういえば"
    r"|(?:恐れ入ります|恐縮です|お手数です|すみません|申し訳ありません|申し訳ございません)(?:が|けど)"
    r"|(?:差点|差點)?忘了(?:说|說|告诉你|告訴你)|顺便说一下|順便說一下|顺便说一句|順便說一句)"
    r"[\s,，、。!！~～〜]*"
)


def cjk_salutation_end(statement: str) -> int:
    """How many leading characters of a zh/ja statement are a salutation or a preface of
    lateness (0 if none)."""
    found = _SALUTATION.match(statement)
    at = 0 if found is None else found.end()
    preface = _PREFACE.match(statement, at)
    return at if preface is None or preface.end() >= len(statement) else preface.end()


# A sentence that turns to the task at hand after a fact: "然后帮我想想…？", "で、今日は…教えて！".
_SENTENCE_END = re.compile(r"[。！？!?\n]+")
_TURN = re.compile(
    r"(?:然后|然後|另外|还有|還有|对了|對了|顺便|順便|那么|那麼|で|それと|あと|ところで|さて|じゃあ)"
    r"[、，,\s]*"
)
_ASKS = re.compile(
    r"帮我|幫我|请|請|给我|給我|能不能|可不可以|吗|嗎|[?？]|教えて|ください|下さい|お願い|ちょうだい|くれ"
)


def cjk_task_turn(lowered: str, start: int, end: int) -> int:
    """Where, in ``[start, end)``, a sentence turns from the fact to a request for work
    ("…过敏。然后帮我想想…"), or ``end``."""
    for mark in _SENTENCE_END.finditer(lowered, start, end):
        turn = _TURN.match(lowered, mark.end(), end)
        if turn is None:
            continue
        stop = _SENTENCE_END.search(lowered, turn.end(), end)
        sentence = lowered[turn.end() : stop.end() if stop is not None else end]
        if _ASKS.search(sentence) is not None:
            return mark.start()
    return end


# The writer says a note is for themselves: "这是写给自己的", "自分用のメモ", "自分へのメモ".
_SELF_NOTE = re.compile(
    r"(?:写给|寫給|留给|留給|提醒)(?:我)?自己|自己看的|自分(?:用|へ|宛て|あて)|自分の(?:ため|為)の(?:メモ|備忘)"
)


def cjk_note_to_self(lowered: str) -> bool:
    """Whether a zh/ja message says its note is the writer's own, not for the assistant."""
    return _SELF_NOTE.search(lowered) is not None
