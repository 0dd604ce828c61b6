"""Retention and erasure requests named by a whole word family, not one phrase at a time.

Round 8 (non-technical writers) asked to be remembered with any verb of keeping ("save
that", "hang onto it", "keep that on file", "make sure you have it right for next time",
"这个你记着点", "これ覚えといて") and to be forgotten with any verb of removal plus
something the assistant holds ("take that off whatever list you have", "scrap what I told
you about X", "clear it"). Each family here is a closed list of verbs crossed with a closed
list of objects and anchors, so a verb or anchor the corpora never showed is covered too:

- *retention + pointer*: a verb of keeping whose object is a pronoun ("that", "it",
  "this") and that ends its clause or is followed by a future/record anchor ("for next
  time", "on file", "in your records", "going forward"). The pronoun is resolved by the
  detector's pointer rules to the adjacent statement (before it, or after a colon).
- *retention + anchor*: a weaker verb ("put", "add", "have", "know") counts only with an
  anchor that names the assistant's record or the future.
- *erasure + pointer*: a verb of removal with a pronoun object that ends its clause or
  names where it is removed from ("off your list", "from my stuff").
- *erasure + holding*: a verb of removal whose object is what the assistant holds about
  a topic ("everything you know about my salary", "what I told you about Biscuit").

The forms are data: ``directives.py`` builds them with its own ``_form`` so that they go
through the same gate, frame, pointer and object checks as every other form. A line with
none of these cue words costs nothing more.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from agents.directive_cjk_purpose import cjk_occasion, ja_conversation_reason

__all__ = [
    "RETENTION_FORMS",
    "Spec",
    "cjk_topic",
    "ja_adverb_prefix",
    "ja_reason",
    "ja_topic",
    "occasion_before",
    "occasion_clause",
    "pointer_then_purpose",
]


class Spec(NamedTuple):
    """Arguments for ``directives._form``; ``shape``/``accepts`` use its constant values."""

    language: str
    action: str  # "remember" | "forget"
    name: str
    cues: str
    pattern: str
    shape: str = "after"
    accepts: str = "say"
    lead: bool = True


_L = r"(?<![a-zà-öø-ÿœß'])"
_R = r"(?![a-zà-öø-ÿœß])"
_POINTER = r"(?P<pron>this|that|it|these|those)(?:\s+(?:one|bit|info|detail|fact))?"
# Where a pointer's clause may end: punctuation, a polite word, or an anchor.
_CLAUSE_END = (
    r"(?=\s*(?:$|[,.!?;:\n…)—–-]|(?:please|pls|plz|too|as\s+well|ok|okay|thanks)(?![\w'])))"
)
# A future or record anchor: what makes "keep that" a request to be remembered.
_ANCHOR = (
    r"(?:for\s+(?:(?:the\s+)?next\s+time|later|the\s+future|future\s+reference|good"
    r"|all\s+(?:our|my|future)\s+(?:chats?|conversations?)|(?:all\s+)?future\s+(?:chats?|conversations?))"
    r"|on\s+file|on\s+record"
    r"|in\s+(?:your|ur|my|the)\s+(?:records?|files?|notes|memory|system|profile|head|brain|list)"
    r"|in\s+the\s+back\s+of\s+(?:your|ur)\s+(?:mind|head)"
    r"|going\s+forward|from\s+now\s+on|long[-\s]?term|next\s+time|tomorrow|forever|for\s+good"
    r"|in\s+all\s+(?:our|future)\s+(?:chats?|conversations?))"
)
_KEEP_VERB = (
    r"(?:save|saving|keep|keeping|kept|retain|retaining|store|storing|stash|file|log"
    r"|hang\s+on(?:to|\s+to)|hold\s+on(?:to|\s+to)|hanging\s+on(?:to|\s+to)|holding\s+on(?:to|\s+to))"
)
_WEAK_VERB = (
    r"(?:make\s+sure\s+(?:you|u)\s+(?:have|know|remember|get)|(?:have|know)|put|add|write|note)"
)
_ERASE_VERB = (
    r"(?:delete|remove|erase|wipe(?:\s+out)?|clear|scrap|ditch|drop|bin|purge|scratch|scrub"
    r"|unlearn|un-?remember|get\s+rid\s+of|take)"
)
# "Scratch that", "scrap that", "drop that" take back the last words (conversation
# control), so a pointer object is erased only by verbs that name removal.
_POINTER_ERASE = (
    r"(?:delete|remove|erase|wipe(?:\s+out)?|clear|ditch|bin|purge|scrub|unlearn|un-?remember"
    r"|get\s+rid\s+of)"
)
# Leave given to remove ("you can take that off …") belongs to the request, it is no statement.
_LEAVE = r"(?:(?:you|u)\s+(?:can|could|may)\s+(?:now\s+|just\s+|safely\s+|go\s+ahead\s+and\s+)?)?"
# Places the assistant holds things about the user: "off whatever list you have".
_HOLDING = (
    r"(?:(?:off|from|out\s+of)\s+(?:(?:whatever|the|your|ur|my|any)\s+)?(?:list|lists|notes"
    r"|records?|files?|memory|stuff|profile|info|system)(?:\s+(?:you\s+(?:have|keep|got)|on\s+me"
    r"|about\s+me))?)"
)
_WHAT_HELD = (
    r"(?:what|everything|anything|all|whatever|the\s+(?:stuff|things?|info|information|notes?|bits?))"
    r"\s+(?:(?:that\s+)?(?:you(?:'ve|\s+have)?\s+(?:know|remember|have|got|saved|stored|kept|noted)"
    r"|you'?ve\s+got|you\s+have\s+(?:on\s+file|saved|stored)|i\s+(?:told\s+you|said|mentioned|shared"
    r"|gave\s+you))\s+)"
)


def _pairs(firsts: str, seconds: str) -> str:
    """Phrase cues ``first_second``. The gate looks a phrase up by its longest word, so
    every first word here is at least as long as the pointer after it: the key is the
    verb, never "that" or "this" (which would send most chat lines down the slow path)."""
    return " ".join(f"{a}_{b}" for a in firsts.split() for b in seconds.split())


_POINTER_CUES = "this that it"
# Anchors, checked only after the verb's own cue has hit (a second cue group).
_ANCHOR_CUES = (
    "next_time later future file record records notes memory system profile head brain list"
    " back_of forward from_now long-term long_term longterm tomorrow forever for_good chats"
)
_KEEP_CUES = (
    _pairs("save saving keep keeping kept retain retaining store storing stash file", _POINTER_CUES)
    + " hang_on hold_on hanging_on holding_on hang_onto hold_onto hanging_onto holding_onto log"
)
_ERASE_CUES = (
    _pairs(
        "delete remove erase wipe clear ditch purge scrub unlearn unremember un-remember",
        _POINTER_CUES,
    )
    # Short verbs as whole words (a key of three letters is a whole word, "bin", not "that").
    + " wipe_out rid_of bin"
)
# The verbs alone: each already opens an older form, so no new key is added.
_HELD_CUES = "delete remove erase wipe clear scrap ditch drop purge scratch scrub forget unlearn"

RETENTION_FORMS: tuple[Spec, ...] = (
    # "save that", "hang onto it for later", "keep this for later: …", "Keep that on file".
    Spec(
        "en",
        "remember",
        "retain",
        _KEEP_CUES,
        rf"{_L}{_KEEP_VERB}\s+{_POINTER}(?:\s+(?:right|straight|safe|handy))?"
        rf"(?:{_CLAUSE_END}|(?=\s+{_ANCHOR}{_R}))",
        accepts="note",
    ),
    # "make sure you have it right for next time", "put this in your file", "know that
    # going forward": a weaker verb needs the anchor.
    Spec(
        "en",
        "remember",
        "retain",
        _pairs("have know note write", _POINTER_CUES) + "; " + _ANCHOR_CUES,
        rf"{_L}{_WEAK_VERB}\s+{_POINTER}(?:\s+(?:right|straight|down))?\s+{_ANCHOR}{_R}",
        accepts="note",
    ),
    # "I want you to know going forward that …", "have you know it long-term": knowing
    # with an anchor of time is keeping; the object follows ("that …") or is pointed at.
    Spec(
        "en",
        "remember",
        "retain",
        "know; " + _ANCHOR_CUES,
        rf"{_L}know\s+(?:(?:this|that|it)\s+)?{_ANCHOR}(?:\s+that)?{_R}",
    ),
    # "keep track of the fact that my laptop is locked down": the fact names a statement.
    Spec(
        "en",
        "remember",
        "retain",
        "track",
        rf"{_L}(?:keep|kept|keeping)\s+track\s+of\s+the\s+fact(?:\s+that)?{_R}",
        accepts="note",
    ),
    # "ditch that", "please clear it", "take that off whatever list you have": what the
    # pronoun stands for must be about the user ("That's not true anymore, delete that").
    Spec(
        "en",
        "forget",
        "erase",
        _ERASE_CUES,
        rf"{_L}{_LEAVE}{_POINTER_ERASE}\s+{_POINTER}(?:\s+{_HOLDING}{_R}|{_CLAUSE_END})",
        accepts="forget",
    ),
    # "Take that" alone is no erasure ("I'll take that"): it needs the place it leaves.
    Spec(
        "en",
        "forget",
        "erase",
        _pairs("take", _POINTER_CUES),
        rf"{_L}{_LEAVE}take\s+{_POINTER}\s+{_HOLDING}{_R}",
        accepts="forget",
    ),
    # "scrap what I told you about Biscuit", "clear everything you remember about my
    # health stuff", "wipe out anything you've got about my old job".
    Spec(
        "en",
        "forget",
        "erase",
        _HELD_CUES + "; about on regarding",
        rf"{_L}{_ERASE_VERB}\s+{_WHAT_HELD}(?P<s>(?:about|on|regarding)\s+[^.!?。！？\n]{{1,120}}?)"
        rf"(?=\s*(?:$|[,.!?;:\n…—–]|\s-\s))",
        shape="capture",
        accepts="release",
    ),
    # "erase everything about my old job", "delete anything about me": a totality about the
    # speaker is what the assistant holds, with no verb of knowing (round 15). A one-word
    # appositive that closes the sentence stays ("…about my old job, Fintrex."); a place it is
    # removed from is the work's ("delete everything about my project from the repo") and
    # a memory is left to the forms that name it.
    Spec(
        "en",
        "forget",
        "erase",
        _HELD_CUES + "; everything anything",
        rf"{_L}{_ERASE_VERB}\s+(?:everything|anything|all)\s+(?P<s>(?:about|regarding)\s+"
        rf"(?:me|my|myself)(?![\w'])(?:(?!\s(?:from|in|out\s+of|off)\s)[^.!?。！？\n,;:]){{0,120}}?"
        rf"(?:,\s+[^\W\d_]+(?=\s*[.!?]))?)"
        rf"(?=\s*(?:$|[,.!?;:\n…—–]|\s-\s))",
        shape="capture",
        accepts="release",
    ),
    # "Lösch bitte alles, was du zum Hauskauf gespeichert hast", "Könnten Sie alles löschen,
    # was Sie über meinen Bruder wissen?": all that the assistant stored or knows on a topic
    # is the user's memory, whatever the topic names (round 15). The statement is the
    # topic with its preposition; the verb of storing is not part of it.
    Spec(
        "de",
        "forget",
        "erase",
        "gespeichert notiert gemerkt abgespeichert festgehalten weißt wissen; alles",
        rf"{_L}(?:(?:lösch(?:e|en)?|streich(?:e|en)?|entfern(?:e|en)?|vergiss)\s+"
        rf"(?:(?:bitte|mal|doch|einfach)\s+)*alles"
        rf"|alles\s+(?:wieder\s+)?(?:löschen|streichen|entfernen|vergessen))\s*,?\s*"
        rf"was\s+(?:du|sie)\s+(?:(?:bisher|so|schon|alles)\s+)*"
        rf"(?P<s>(?:zu[mr]?|über|von|bezüglich|wegen)\s+[^.!?\n,;:]{{1,80}}?)\s+"
        rf"(?:(?:gespeichert|notiert|gemerkt|abgespeichert|festgehalten|aufgeschrieben)\s+"
        rf"(?:hast|haben)|weißt|wissen){_R}",
        shape="capture",
        accepts="release",
    ),
    # Chinese topic–comment erasure: the object first, then any verb of removal
    # ("关于我前任的事全部忘了吧", "高血压那条可以删了", "老周那个作废", "这条规则撤掉").
    Spec(
        "zh",
        "forget",
        "erase",
        "删 清除 清掉 抹 去掉 移除 撤 作废 划掉 忘了 忘掉",
        r"(?P<s>[^。！？!?\n，,]{2,40}?)(?:你|您)?(?:就|也|都|全部|全都|统统|一律)?(?:可以|能)?(?:直接)?"
        r"(?:删除|删掉|删去|删了|删|清除|清掉|抹掉|抹去|去掉|移除|撤掉|撤了|撤销|作废|划掉|忘了|忘掉)"
        r"(?:掉)?(?:吧|啊|哦|好吗|好不好|了)*(?=$|[。！？!?\n，,~～\s])",
        shape="capture",
        accepts="forget",
    ),
    # Chinese verbs of keeping that take no object of their own: what they keep is the
    # statement next to them ("我家宽带是联通的。你留着。", "我是回民，你放心里头").
    Spec(
        "zh",
        "remember",
        "retain",
        "留着 存着 存好 收好 心里 有个数 有数",
        r"(?:你|您)?(?:帮我|给我|替我)?(?:就|要|得|可)?(?:留着|存着|存好|收好|放(?:在)?心里(?:头|面)?"
        r"|心里有(?:个)?数)(?:吧|啊|哦|哈|啦|就行|就好)*(?=$|[。！？!?\n，,~～\s])",
    ),
    # Japanese negated keeping: any verb of recording in the negative request form
    # ("住所はもう保存しないでほしい", "食事内容を記録しないで", "病気のことは覚えておかないで").
    Spec(
        "ja",
        "forget",
        "release",
        "記録し メモし 保存し 記憶し 登録し 覚えておか 覚えとか",
        r"(?:(?P<s>[^。！？!?\n]{1,60}?)(?:を|は|って|も|の|こと)?)?(?:もう)?"
        r"(?:(?:記録|メモ|保存|記憶|登録)し|覚えておか|覚えとか)(?:ないで|なくていい|なくても(?:いい|大丈夫))"
        r"(?:ほしい|欲しい|ください|下さい|くれ|ね|よ)*",
        shape="capture",
        accepts="release",
    ),
    # "unlearn the peanut allergy thing": a verb that can only mean un-remembering.
    Spec(
        "en",
        "forget",
        "erase",
        "unlearn",
        rf"{_L}unlearn{_R}",
        accepts="release",
    ),
)


# Between a CJK pointer topic and its verb stand adverbs of permanence, modals, a topic
# particle or the addressee ("这一点请一直记着", "这个要记住", "この点は覚えておいて",
# "これ、ちゃんと覚えといて"); none of them is part of the topic.
_CJK_TOPIC_TAIL = re.compile(
    r"(?:[\s,，、]*(?:请|請|麻烦你|麻烦|帮我|给我|替我|你|您|一直|永远|始终|长期|一定|务必|千万|要|得|可|就|也|都"
    r"|は|も|を|ちゃんと|ずっと|しっかり|絶対|必ず|ぜひ|是非))+$"
)


def cjk_topic(topic: str) -> str:
    """``topic`` without the CJK adverbs, modals and particles that may close it."""
    if topic.isascii():
        return topic
    return _CJK_TOPIC_TAIL.sub("", topic)


# Adverbs and a place of memory before a Japanese verb are no object of their own
# ("入院の件は、どうか記録から削除して", "毎回そのことを頭に置いといて"): what follows them
# is the object, and when nothing does, the verb points back.
_JA_ADVERBS = re.compile(
    r"(?:[\s、,，]*(?:(?:記憶|メモリー?|メモ|記録|情報|リスト)から|(?:記憶|メモリー?)に|どうか|もう|全部"
    r"|ぜんぶ|すべて|全て"
    # A pointer resuming the topic before it ("会社の名前な、あれもう忘れて", "これは記憶して
    # おいて", "これ記憶に保存しておいて") is no object; nor is a connective ("だからその情報は…").
    r"|(?:あれ|それ|これ|そこ)(?:は|も)?(?=$|[\s、,，]|もう|全部|ちゃんと|ずっと|記憶|メモ)"
    r"|だから|なので|それで|ですから"
    r"|ちゃんと|できれば|なるべく|やっぱり|やっぱ|とりあえず|毎回|いつも|常に|ずっと"
    # … adverbs of time and insistence ("次からはちゃんと覚えといて", "これは絶対に忘れないで"),
    # and a demonstrative with a noun of matter resuming what was told ("このことはずっと…").
    r"|(?:次|今度|これ|今日)から(?:は|も)?|今後(?:は|も)?|以降(?:は|も)?|この先|絶対(?:に)?|必ず"
    r"|きちんと|しっかり(?:と)?|(?:この|その)(?:こと|件|点|話)(?:は|も)"
    # A softener and a count announce what follows, they are no object ("ちょっと覚えといて、…",
    # "二つ覚えておいて。一つ、…").
    r"|ちょっと|ちょっとだけ|一応|[一二三四五六七八九十2-9２-９]つ(?:とも)?|両方(?:とも|と)?))+[\s、,，]*"
)


def ja_adverb_prefix(text: str) -> int:
    """How many leading characters of ``text`` are adverbs or a place of memory."""
    found = _JA_ADVERBS.match(text)
    skipped = 0 if found is None else found.end()
    if ja_conversation_reason(text):
        return len(text)  # "毎回言うの面倒なので覚えておいて": why, not what
    return skipped


# What follows a bare "keep that" may be what it is for ("…, for exercise tips", "…, so you
# stop giving me US times", "…, in case I ask"): an occasion, not the statement kept.
_OCCASION = re.compile(
    r"^(?:for\s|when(?:ever)?\s|in\s+case\s|so\s+(?:that\s+)?(?:you|u)\s|next\s+time\s|if\s+i\s"
    r"|it\s+comes\s+up\s"
    # es (round 13): a reason or purpose, "…, que me sigues dando recetas", "…, por si te
    # pregunto", "…, así no me …" (a "que" before the speaker's own words states the fact:
    # "apúntalo, que soy celíaco")
    r"|(?:porque|para\s+que|pa\s+que|por\s+si|así|cuando|cada\s+vez\s+que|siempre\s+que|ya\s+que)\s"
    r"|que\s+(?!(?:yo|soy|estoy|tengo|mi|mis|vivo|trabajo|no|ya)\s))"
)


def occasion_clause(lowered: str) -> bool:
    """Whether a clause after a pointer only says what the kept fact is for."""
    return _OCCASION.match(lowered.lstrip(" ,;—–-")) is not None or cjk_occasion(lowered)


# A condition of use before a pointer: "If I ask about hiking, remember that", "wenn's mal
# ums Grillen geht, bitte dran denken". It says when the fact is used, so the pointer
# points past it at the sentence before. A condition in the past is a fact of its own
# ("when I was a teenager I broke my arm, remember that").
_OCCASION_BEFORE = re.compile(
    r"^(?:(?:and|so|also|und|also)\s+)?(?:"
    r"(?:when(?:ever)?|if|next\s+time|every\s+time|any\s*time)\s+(?:(?:you|u)\s"
    r"|i\s+(?!(?:was|were|had|did|used|got|went|said|told)(?![\w']))(?![a-z]+ed(?![\w']))"
    r"|it\s+comes\s+up)"
    r"|(?:wenn|falls|sobald|immer\s+wenn)(?:'s(?![\w'])|\s+(?!(?:ich|du|wir|es)\s+"
    r"(?:war|warst|waren|hatte|hattest|hatten)(?![\w'])))"
    r")"
)


def occasion_before(lowered: str) -> bool:
    """Whether a clause before a pointer only says when the kept fact is used."""
    return _OCCASION_BEFORE.match(lowered.lstrip(" ,;—–-")) is not None


# A pointer followed by a purpose: "remember that so you stop giving me US times", "keep
# it in case I ask later". The purpose is no statement; the pointer stands for one.
_POINTER_PURPOSE = re.compile(
    r"^\s*(?:that|this|it)\s+(?:so\s+(?:that\s+)?(?:you|u)\s|in\s+case\s)"
)


def pointer_then_purpose(complement: str) -> bool:
    """Whether the words after a verb are a pointer and then only a purpose."""
    return _POINTER_PURPOSE.match(complement) is not None


# A Japanese reason clause right before the verb ("あれ弟のことだったから消して", "もう
# 辞めたので消して") says why, it is not what is removed or kept: the verb points back
# to the topic before it.
_JA_REASON = re.compile(
    r"(?:だった|でした|です|だ|した|たい|ない|てる|ている|た|る|い)(?:から|ので|んで|し)$"
)


def ja_reason(text: str) -> bool:
    """Whether the words before a Japanese verb are only a reason clause."""
    return _JA_REASON.search(text.rstrip(" 、,，")) is not None


_JA_TOPIC = re.compile(
    r"(?:の件|の話|って話|のこと|ってこと|っていうの|のやつ"
    # … or what the speaker said before ("ダイエットしとるって言うたやつ", "前に話したの").
    r"|(?:言った|言うた|話した|言ってた|言うてた|伝えた)(?:やつ|の|こと|件|話))(?:は|も|な)?$"
)


def ja_topic(clause: str) -> bool:
    """Whether a Japanese clause is only a topic ("猫アレルギーの件", "バイトの話は")."""
    return _JA_TOPIC.search(clause.rstrip(" 、,，")) is not None
