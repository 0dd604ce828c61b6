"""Durable first-person facts in a chat line: the ``rules`` distiller's extractor.

``extract_facts(text, at)`` returns the statements worth remembering about the user who
wrote ``text`` at ``at``: who they are, their work, family, pets, places, health,
preferences, plans, possessions, recurring activities and dated events. Plain and
deterministic; the languages are en and zh, with the common forms of de, fr, es and ja.

How a statement is found:

- The line is cut into sentences and clauses by :func:`agents.clauses.segment`, so a
  statement is always whole clauses, never a cut mid-word. Quoted text, code and reported
  speech are skipped; so are question clauses, but a question does not hide the clauses
  before it ("I just adopted a puppy, any name ideas?" keeps "I just adopted a puppy").
- A statement starts at a clause whose subject is the user, at its start: "I", "my …",
  "we", "our …" (after fillers such as "well", "so", "haha", and after a leading time such
  as "last weekend"); 我/我们/我的 near the start of a Chinese clause; ich/mein/wir, je/mon,
  yo/mi or a first-person verb, 私/僕. "I" in the middle of a clause is not a statement's
  start, so "a company I like that needs …" never yields "I like that needs …".
- A statement of three words or fewer is a fragment and is joined to the clause that
  follows it when that clause continues it ("I'm allergic, to shellfish"), else dropped.
- Rejected: anything about the listener ("you", 你, "du", "vous" …); feelings of the
  moment and pleasantries ("I'm glad", "I'm so excited to tell you", "I think so",
  "I can't wait"); hypotheticals and wishes ("if I …", "I'd love to", "I wish"); a
  statement whose object is only "that/it/this"; and a statement that ends on a word that
  needs a complement ("I'm passionate about").
- A relative time ("last weekend", "next month", "3 days ago", "上周", "下个月") is resolved
  against ``at`` by :mod:`agents.event_dates`; the statement keeps its words without the
  relative phrase and gains the absolute date ("We went camping (weekend of 2024-05-04)"),
  and :attr:`Fact.event_at` carries the date for the document.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from datetime import UTC, datetime

from agents.clauses import Clause, segment
from agents.event_dates import When, is_future, resolve

__all__ = ["MAX_FACT_RUNES", "Fact", "extract_facts", "language_of"]

# A statement longer than this is cut at its last clause boundary that fits.
MAX_FACT_RUNES = 240
# Statements of this many words or fewer are fragments ("I'm allergic").
FRAGMENT_WORDS = 3
# Chinese and Japanese statements of this many characters or fewer are fragments.
FRAGMENT_CJK = 3


# A statement without a durable cue is kept when it names something specific: a proper
# noun or a number after its first word, or this many Chinese or Japanese characters.
SPECIFIC_CJK = 8
_SPECIFIC = re.compile(r"(?<=\s)(?!I\b|I'|I’)[A-ZÄÖÜÉ][\w'’-]+|\d")


@dataclass(frozen=True)
class Fact:
    content: str
    event_at: datetime | None = None
    planned: bool = False  # the event is still to come


_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")
_KANA = re.compile(r"[\u3040-\u30ff]")


def language_of(text: str) -> str:
    if _KANA.search(text):
        return "ja"
    if _CJK.search(text):
        return "zh"
    lowered = f" {text.lower()} "
    scores = {
        "de": sum(lowered.count(w) for w in (" ich ", " und ", " nicht ", " ist ", " mein")),
        "fr": sum(lowered.count(w) for w in (" je ", " j'", " et ", " pas ", " mon ", " est ")),
        "es": sum(lowered.count(w) for w in (" yo ", " que ", " mi ", " es ", " el ", " pero ")),
        "en": sum(lowered.count(w) for w in (" i ", " i'm ", " the ", " and ", " my ", " is ")),
    }
    best = max(scores, key=lambda k: scores[k])
    return best if scores[best] else "en"


# --- where a statement starts --------------------------------------------------------

_FILLER = (
    r"(?:(?:well|so|oh|ok|okay|yeah|yes|yep|no|nope|actually|honestly|also|and|but|plus|"
    r"anyway|anyways|btw|haha+|hah|lol|lmao|omg|ugh|um+|uh+|hmm+|wow|ah+|aw+|oh man|man|"
    r"dude|hey|hi|hello|now|still|then|though|update|news|fun fact|guess what|funny enough|"
    r"speaking of which|by the way|to be honest|tbh|ngl|fyi|sadly|luckily|finally|"
    r"unfortunately|fortunately|meanwhile|otherwise|basically|literally|seriously|"
    r"ja|also|naja|achso|genau|und|aber|übrigens|alors|bon|bah|et|mais|sinon|bueno|pues|"
    r"y|pero|oye|vale|sí|si)\b[\s,!.]*)*"
)
_TIME_LEAD = (
    r"(?:(?:last|this|next|on|over the)\s+\w+|yesterday|today|tonight|tomorrow|"
    r"\w+\s+(?:days?|weeks?|months?|years?)\s+ago|in\s+\w+|since\s+\w+|"
    r"a few \w+ ago|recently|lately|these days|every \w+|back in \w+)[\s,]+"
)
_EN_SUBJECT = re.compile(
    rf"^{_FILLER}(?:{_TIME_LEAD})?(?:just\s+|also\s+|still\s+|finally\s+|actually\s+)?"
    r"(?P<s>I(?:'m|'ve|'d|'ll|’m|’ve|’d|’ll)?\b|my\s+\w|we(?:'re|'ve|'ll|’re|’ve)?\b|our\s+\w"
    r"|me and my\b|(?:my|our)(?:\s+[\w'’]+){1,3}\s+and\s+I\b|[\w'’]+\s+and\s+I\b)",
    re.IGNORECASE,
)
_EN_I = re.compile(r"(?<![\w'])I(?![\w])")
_DE_SUBJECT = re.compile(
    rf"^{_FILLER}(?P<s>(?:ich|mein\w*|wir|unser\w*)\b|(?:\w+\s+){{1,3}}(?:ich|wir)\b)",
    re.IGNORECASE,
)
_FR_SUBJECT = re.compile(
    rf"^{_FILLER}(?P<s>(?:je|j'|j’|moi,? je|mon|ma|mes|nous|on)\b|j['’])", re.IGNORECASE
)
_ES_SUBJECT = re.compile(
    rf"^{_FILLER}(?P<s>(?:yo|mi|mis|nosotros|nosotras|me|soy|estoy|tengo|vivo|trabajo|estudio"
    r"|voy|fui|hice|empecé|acabo|llevo|he|estuve|tuve|compré|adopté|juego|corro|cocino"
    r"|odio|prefiero|hago|salgo|viajé|volví|conocí|perdí|gané|terminé|me gusta|me encanta"
    r")\b)",
    re.IGNORECASE,
)
_ZH_SUBJECT = re.compile(
    r"^(?:[^我你他她它，。]{0,8}?)(?P<s>我(?!觉得|想想|猜|看|以为|希望|祝|也不知道|不知道|记得你))"
)
_JA_SUBJECT = re.compile(r"^(?:[^、。]{0,8}?)(?P<s>(?:私|僕|俺|わたし|ぼく|うち)(?:は|の|も|が))")

# --- what a statement must not be ------------------------------------------------------

_LISTENER = {
    "en": re.compile(r"\b(?:you|your|yours|yourself|yourselves|ya|u|ur|y'all)\b", re.I),
    "de": re.compile(r"\b(?:du|dich|dir|dein\w*|euch|euer|eure\w*|ihr)\b|\bSie\b|\bIhnen\b"),
    "fr": re.compile(r"\b(?:tu|toi|te|t'|ton|ta|tes|vous|votre|vos)\b", re.I),
    "es": re.compile(r"\b(?:tú|tu|tus|te|ti|contigo|usted|ustedes|vosotros|vuestro\w*)\b", re.I),
    "zh": re.compile(r"你|您"),
    "ja": re.compile(r"あなた|君|きみ|お前"),
}
# Feelings of the moment, pleasantries, hedges: never a durable fact.
_NOISE = {
    "en": re.compile(
        r"^(?:I(?:'m| am)\s+(?:so\s+|really\s+|just\s+|very\s+|super\s+|totally\s+|not\s+|"
        r"kinda\s+|kind of\s+|a bit\s+|a little\s+|pretty\s+|honestly\s+|still\s+)*"
        r"(?:glad|happy for|excited|so excited|thrilled|sorry|sure|not sure|afraid|fine|good|"
        r"great|ok|okay|alright|jealous|curious|kidding|joking|in|down|back|here|done|"
        r"impressed|proud of|touched|flattered|grateful|thankful|relieved|honored|honoured|"
        r"obsessed|dying|screaming|crying|dead|weak|rooting|cheering|counting|looking forward|"
        r"on it|listening|all ears|with|game|just saying|going to go|off|out|"
        r"heading|leaving|signing off|about to|trying|thinking|wondering|hoping|guessing|"
        r"tired|exhausted|bored|hungry|sleepy|stressed|nervous|so nervous|worried|scared|"
        r"confused|shocked|speechless|sad|bummed|upset|annoyed|mad|amazed|surprised)\b)"
        r"|^I\s+(?:think|thought|guess|hope|know|knew|mean|meant|feel|felt|agree|bet|wonder|"
        r"see|saw that|suppose|believe|understand|get it|remember when|promise|swear|"
        r"appreciate|miss you|owe|told|said|can't wait|cannot wait|can’t wait|would|could|"
        r"should|might|may|must|need to go|have to go|gotta|wish|wanna|want to see|"
        r"was wondering|was thinking|was just|just wanted|wanted to|'d|’d|"
        r"love that|love this|love it|like that|like this|like it|hate that|hate it|"
        r"loved that|loved it|doubt|totally|definitely|absolutely|laughed|lol|haha|"
        r"can imagine|can't imagine|can't believe|cannot believe|can relate|relate|"
        r"did not know|didn't know|don't know|dont know|had no idea|have no idea|"
        r"never thought|don't think|do not think|dunno|forgot to mention|just realized|"
        r"have news|have some news|have to tell|have a question|got news|"
        r"have to say|must say|gotta say|can tell|hear|heard|read that|'m sure|am sure)\b"
        r"|^I(?:'d|’d)\s+(?:love|like|rather|prefer|want|be|have|say|go|do|kill|pay|give)\b"
        r"|^(?:we|we'll|we’ll)\s+(?:should|could|will see|'ll see|shall|must|need to catch up|"
        r"have to catch up)\b|^we'll see\b|^my\s+(?:bad|pleasure|god|goodness|gosh|heart|"
        r"condolences|thoughts)\b|^(?:me|my) too\b",
        re.IGNORECASE,
    ),
    "zh": re.compile(
        r"^我(?:也|都|真|太|好|很|超|特别|非常|真的|就|还|可)*"
        r"(?:觉得|认为|想|猜|知道|明白|懂|理解|同意|希望|相信|祝|替|为|好|开心|高兴|激动|"
        r"羡慕|哈|笑|哭|服|佩服|去睡|先去|先走|先忙|得走|要走|要去忙|等|期待|好奇|担心|"
        r"看看|试试|会的|没事|也是|也一样|晕|靠|天|记住了|记下了|还好|不错|挺好|累|困|饿|"
        r"紧张|无语|震惊|感动|谢|说|问|听说|听|看到|去看看|查|刚看到|一直在想|在想)"
    ),
    "de": re.compile(
        r"^(?:ich\s+(?:bin\s+(?:so\s+|sehr\s+|echt\s+|total\s+)*(?:froh|gespannt|sicher|"
        r"neidisch|müde|traurig|stolz auf|dabei|gleich|weg)|freue|finde|glaube|denke|hoffe|"
        r"weiß|wünsche|meine|würde|könnte|sollte|muss los|drücke|verstehe|kann mir)"
        r"|(?:\w+\s+){1,3}ich\s+(?:dir|dich|euch))\b",
        re.IGNORECASE,
    ),
    "fr": re.compile(
        r"^(?:je\s+(?:suis\s+(?:tellement\s+|si\s+|trop\s+|très\s+)*(?:content|contente|"
        r"ravi|ravie|désolé|désolée|sûr|sûre|jaloux|jalouse|fatigué|fatiguée|impatient)|"
        r"pense|crois|sais|trouve|comprends|espère|voudrais|vais y aller|dois y aller|"
        r"t'|te)|j['’](?:espère|imagine|adore ça|avoue|ai hâte))\b",
        re.IGNORECASE,
    ),
    "es": re.compile(
        r"^(?:(?:yo\s+)?(?:estoy\s+(?:tan\s+|muy\s+|super\s+)*(?:content[oa]|feliz|segur[oa]|"
        r"emocionad[oa]|cansad[oa])|me alegro|creo|pienso|sé|espero|me imagino|supongo|"
        r"me encanta eso|me muero|me voy|te)|mi (?:amor|vida|pésame))\b",
        re.IGNORECASE,
    ),
    "ja": re.compile(r"^(?:私|僕|俺)(?:は|も)?(?:思|そう|楽しみ|嬉しい|うれしい)"),
}
_CONDITIONAL = re.compile(
    r"\b(?:if|unless|when you|whenever|wenn|falls|si|quand|cuando)\b|如果|要是|假如|もし",
    re.IGNORECASE,
)
# A last word that leaves the statement unfinished.
_DANGLING = re.compile(
    r"\b(?:a|an|the|of|to|for|about|with|in|on|at|from|by|and|or|but|that|this|my|our|"
    r"is|are|was|am|be|been|so|very|really|just|like|than|as|into|because|since|"
    r"der|die|das|ein|eine|und|oder|mit|für|von|zu|le|la|les|un|une|de|et|ou|el|los|las|"
    r"y|o|con|para|por|que)$",
    re.IGNORECASE,
)
_PRONOUN_OBJECT = re.compile(
    r"^I\s+(?:really\s+|totally\s+|just\s+|also\s+)*(?:love|like|hate|loved|liked|hated|"
    r"enjoy|enjoyed|need|needed|want|wanted|get|got|did|do|know|knew|mean)\s+"
    r"(?:that|this|it|those|these|them|one|so much|too)\b",
    re.IGNORECASE,
)
_MODAL_FUTURE = re.compile(
    r"^I(?:'ll|’ll|\s+will|'m gonna|’m gonna|'m going to|’m going to|\s+am going to)\b",
    re.IGNORECASE,
)
_EPOCH = datetime(2000, 1, 3, tzinfo=UTC)
# What makes a statement durable: a cue of identity, work, family, pets, places, health,
# preference, plan, possession or habit. A statement with none (an anecdote, a quip) is
# kept only when it is a dated event.
_KIN = (
    r"(?:wife|husband|partner|boyfriend|girlfriend|fianc[ée]e?|son|daughter|kids?|children|"
    r"baby|mom|mum|mother|dad|father|parents|sister|brother|siblings?|grandma|grandpa|"
    r"grandmother|grandfather|aunt|uncle|cousin|niece|nephew|family|in-laws|roommate|"
    r"flatmate|dog|cat|puppy|kitten|pup|rabbit|bunny|hamster|parrot|fish|horse|boss|team|"
    r"job|company|apartment|house|flat|place|car|bike|doctor|therapist|landlord|"
    r"band|club|class|classes|school|college|university|degree|thesis|garden|birthday)"
)
_DURABLE = {
    "en": re.compile(
        r"^(?:I|we)(?:'m|’m| am|'re|’re| are)\s+(?:now\s+|currently\s+|still\s+|also\s+)?"
        r"(?:an?\s+\w|the\s+\w+\s+(?:at|of|for)|from|based|born|married|engaged|divorced|"
        r"single|pregnant|expecting|retired|vegan|vegetarian|allergic\s+to|lactose|diabetic|"
        r"celiac|left-handed|learning|studying|training|taking|starting|moving|planning|"
        r"running|working|teaching|volunteering|saving|applying|renovating|going\s+to|"
        r"gonna|trying\s+to\s+learn|into\b|obsessed\s+with|a\s+huge|in\s+(?:my|a)\s+"
        r"\w+\s+(?:year|semester)|on\s+(?:nights|days|call|leave|maternity|medication)|"
        r"\d+|twenty|thirty|forty|fifty|sixty|seventy|eighty)"
        r"|^I(?:'ve|’ve| have)\s+(?:been\s+(?:\w+ing|a|an|with|at|in|to)|had|got|lived|"
        r"worked|started|always|never|a|an|two|three|four|five|\d|my|our|been\s+married)"
        r"|^I(?:'d|’d)\s+(?:never|always)"
        r"|^(?:I|we)\s+(?:\w+ly\s+|just\s+|also\s+|still\s+|finally\s+|now\s+|even\s+)*"
        r"(?:work|worked|live|lived|study|studied|teach|taught|own|have|has|got|adopted|"
        r"bought|started|joined|moved|signed\s+up|play|played|run|ran|go|went|volunteer|"
        r"take|took|love|like|hate|prefer|adore|enjoy|collect|use|drive|speak|grew\s+up|"
        r"was\s+born|married|got\s+married|graduated|applied|quit|retired|switched|"
        r"finished|completed|passed|failed|won|lost|broke|sprained|tore|had\s+surgery|"
        r"met|visited|traveled|travelled|flew|drove|hiked|climbed|booked|registered|"
        r"enrolled|decided|need|eat|cook|bake|brew|knit|paint|draw|write|read|listen|watch|"
        r"grow|keep|raise|foster|rescued|manage|managed|lead|led|run|ride|swim|surf|ski|"
        r"dance|sing|coach|train|practice|practise|meditate|don't\s+eat|do\s+not\s+eat|"
        r"can't\s+eat|cannot\s+eat|don't\s+drink|never|always|usually|often|sometimes|"
        r"still|spent|sold|gave\s+up|rented|signed|celebrated|hosted|organized|organised|"
        r"launched|published|opened|closed|built|made|finally|officially|just)\b"
        rf"|^(?:my|our)\s+(?:\w+\s+)?{_KIN}\b"
        r"|^me and my\b|^(?:my|our) \w+ and I\b",
        re.IGNORECASE,
    ),
    "zh": re.compile(
        r"我(?:们|家|的)?(?:现在|目前|还|也|都|已经|刚|刚刚|终于|一直|每天|每周|每个月|平时|"
        r"经常|正在|在|从小|去年|今年)*"
        r"(?:是|在.{1,12}(?:工作|上班|上学|读|念|实习)|住|养|有|喜欢|爱|讨厌|不吃|不喝|吃素|"
        r"对.{1,8}过敏|过敏|开始|报了|报名|学|练|打|跑|去了|去过|回|搬|考|毕业|结婚|订婚|"
        r"离婚|怀孕|生了|买了|卖了|换了|辞职|入职|升职|加入|参加|打算|准备|计划|要去|要|会去|"
        r"想去|做|当|教|带|种|弹|唱|画|写|拍|玩|骑|游|爬|得了|确诊|受伤|扭伤|摔|住院|"
        r"手术|老公|老婆|男朋友|女朋友|对象|儿子|女儿|孩子|爸|妈|父母|哥|姐|弟|妹|爷爷|"
        r"奶奶|外婆|外公|狗|猫|公司|老板|同事|家|房子|车)"
    ),
    "de": re.compile(
        r"^(?:ich|wir)\s+(?:\w+\s+)?(?:bin|sind|arbeite|arbeiten|wohne|wohnen|studiere|"
        r"lerne|habe|hab|haben|spiele|spielen|mache|liebe|mag|hasse|fahre|laufe|backe|koche|"
        r"gehe|war|waren|bin\s+\w+|hatte|fange|fliege|ziehe|heirate|trainiere|male|lese)\b"
        r"|^(?:mein|meine|meinen|meinem|unser|unsere)\s*\w*\b"
        r"|^(?:\w+\s+){1,3}(?:ich|wir)\b",
        re.IGNORECASE,
    ),
    "fr": re.compile(
        r"^(?:je|j['’]|nous|on)\s*(?:suis|travaille|habite|vis|étudie|ai|avons|aime|adore|"
        r"déteste|joue|fais|cours|vais|suis allée?|pars|commence|apprends|prépare|viens|"
        r"me suis|m['’]|\w+ais)"
        r"|^(?:mon|ma|mes|notre|nos)\s+\w+",
        re.IGNORECASE,
    ),
    "es": re.compile(r"^\w+", re.IGNORECASE),  # the subject pattern is already a verb list
    "ja": re.compile(r"^"),
}
_WORD = re.compile(r"[\w'’-]+")


def _words(text: str) -> int:
    cjk = len(_CJK.findall(text))
    if cjk:
        return cjk
    return len(_WORD.findall(text))


def _is_fragment(text: str, lang: str) -> bool:
    if lang in ("zh", "ja"):
        return len(_CJK.findall(text)) <= FRAGMENT_CJK
    return _words(text) <= FRAGMENT_WORDS


def _subject_at(text: str, lang: str) -> int | None:
    """Where the first-person subject of a clause starts, or None when it has none."""
    patterns = {
        "en": _EN_SUBJECT,
        "de": _DE_SUBJECT,
        "fr": _FR_SUBJECT,
        "es": _ES_SUBJECT,
        "zh": _ZH_SUBJECT,
        "ja": _JA_SUBJECT,
    }
    match = patterns.get(lang, _EN_SUBJECT).match(text)
    if match is None and lang != "en":
        match = _EN_SUBJECT.match(text)  # English mixed into other chat
    if match is None:
        return None
    if lang == "en" and match.group("s")[:1] in "Ii" and not _EN_I.match(text, match.start("s")):
        return None  # "in", "it", "is" are not "I"
    return match.start()


def _rejected(statement: str, lang: str) -> bool:
    core = statement
    if _LISTENER.get(lang, _LISTENER["en"]).search(core) or (
        lang != "en" and _LISTENER["en"].search(core) and core.isascii()
    ):
        return True
    stripped = _strip_lead(core, lang)
    noise = _NOISE.get(lang, _NOISE["en"])
    if noise.search(stripped) or _NOISE["en"].search(stripped):
        return True
    if _MODAL_FUTURE.search(stripped) and resolve(stripped, _EPOCH) is None:
        return True  # "I'll try", "I'm gonna go": a plan needs a time
    if _CONDITIONAL.search(core) or _PRONOUN_OBJECT.search(stripped):
        return True
    return bool(_DANGLING.search(core.rstrip(" .!~")))


_LEAD = re.compile(rf"^{_FILLER}(?:{_TIME_LEAD})?(?:just\s+|also\s+|still\s+|actually\s+)?", re.I)


def _strip_lead(text: str, lang: str) -> str:
    if lang in ("zh", "ja"):
        at = text.find("我") if lang == "zh" else -1
        return text[at:] if at > 0 else text
    return text[_LEAD.match(text).end() :] if _LEAD.match(text) else text  # type: ignore[union-attr]


# --- the extractor ---------------------------------------------------------------------


def extract_facts(text: str, at: datetime, lang: str | None = None) -> list[Fact]:
    """The durable first-person statements in one chat line (see the module docstring)."""
    lang = lang or language_of(text)
    seg = segment(text)
    facts: list[Fact] = []
    for sentence in seg.sentences:
        clauses = [
            part
            for c in sentence.clauses
            if not (c.quoted or c.code or c.speech >= 0)
            for part in _coordinated(text, c)
        ]
        index = 0
        while index < len(clauses):
            clause = clauses[index]
            index += 1
            if clause.question:
                continue
            piece = text[clause.start : clause.end]
            lead = _subject_at(piece, lang)
            if lead is None:
                continue
            run = [clause]
            # A statement too short to stand alone takes the clauses that continue it.
            while (
                _is_fragment(_span(text, run), lang)
                and index < len(clauses)
                and not clauses[index].question
                and _subject_at(text[clauses[index].start : clauses[index].end], lang) is None
                and clause.mark in (",", "，", "、", "—", "")
            ):
                run.append(clauses[index])
                index += 1
            fact = _fact(text, run, at, lang, clause.start + lead)
            if fact is not None and all(f.content != fact.content for f in facts):
                facts.append(fact)
    return facts


# "…, and I …" / "… but we …": a second statement with its own subject starts a clause.
_COORDINATED = re.compile(
    r"\s+(?:and|but|so|plus|und|aber|et|mais|y|pero)\s+(?=(?:I|I'\w+|I’\w+|my|we|we'\w+|"
    r"ich|wir|mein\w*|je|j'|nous|yo|mi)\b)(?!I\s+(?:are|were)\b)",
)
# Only a clause whose own subject is a pronoun is cut there: in "my girlfriend Jess and I
# signed a lease" the "and I" belongs to the subject.
_PRONOUN_LEAD = re.compile(
    rf"^{_FILLER}(?:I|I['’]\w+|we|we['’]\w+|ich|wir|je|j['’]|nous|yo)\b", re.IGNORECASE
)


def _coordinated(text: str, clause: Clause) -> list[Clause]:
    """The clause cut where a coordinated statement with its own subject begins."""
    parts: list[Clause] = []
    start = clause.start
    if not _PRONOUN_LEAD.match(text, clause.start, clause.end):
        return [clause]
    for match in _COORDINATED.finditer(text, clause.start, clause.end):
        parts.append(clause._replace(start=start, end=match.start(), mark="", question=False))
        start = match.end()
    parts.append(clause._replace(start=start))
    return parts


def _durable(statement: str, lang: str) -> bool:
    """A cue of a lasting fact, or specifics: a name, a number, a long Chinese clause."""
    stripped = _strip_lead(statement, lang)
    cue = _DURABLE.get(lang, _DURABLE["en"])
    if cue.search(stripped) or (lang != "en" and _DURABLE["en"].search(stripped)):
        return True
    if lang in ("zh", "ja"):
        return len(_CJK.findall(stripped)) >= SPECIFIC_CJK
    return bool(_SPECIFIC.search(stripped))


def _span(text: str, run: list[Clause]) -> str:
    return text[run[0].start : run[-1].end]


def _fact(text: str, run: list[Clause], at: datetime, lang: str, start: int) -> Fact | None:
    end = run[-1].end
    # Cut at the last clause boundary that fits, never inside a clause.
    while end - start > MAX_FACT_RUNES and len(run) > 1:
        run = run[:-1]
        end = run[-1].end
    if end - start > MAX_FACT_RUNES:
        return None
    statement = _tidy(text[start:end])
    if not statement or _is_fragment(statement, lang) or _rejected(statement, lang):
        return None
    when = resolve(statement, at, lang)
    if when is None:
        sentence_when = resolve(_sentence_of(text, start), at, lang)
        if sentence_when is not None and lang in ("zh", "ja"):
            # "上周，我去了成都": the time is its own clause, so nothing of ours is cut.
            when = replace(sentence_when, start=0, end=0)
    if when is None:
        return Fact(content=statement) if _durable(statement, lang) else None
    content = _dated(statement, when, lang)
    body = content.split(" (")[0].split("（")[0]
    if _words(body) < FRAGMENT_WORDS:  # a dated event may be short: "We went camping"
        return None
    planned = when.at > at or is_future(statement)
    return Fact(content=content, event_at=when.at, planned=planned)


def _sentence_of(text: str, position: int) -> str:
    for sentence in segment(text).sentences:
        if sentence.start <= position < sentence.end:
            return text[sentence.start : sentence.end]
    return ""


_EDGE = re.compile(r"^[\s,，、;；:：\-–—~]+|[\s,，、;；:：\-–—~]+$")
_LEAD_TRIM = re.compile(
    r"^(?:(?:and|but|so|also|plus|oh|well|yeah|ok|okay|haha+|lol|actually|honestly|anyway|"
    r"und|aber|et|mais|y|pero)\b[\s,]*)+",
    re.IGNORECASE,
)


def _tidy(statement: str) -> str:
    statement = _EDGE.sub("", statement)
    statement = _LEAD_TRIM.sub("", statement)
    statement = statement.rstrip("!~ ")
    statement = re.sub(r"[!?]{2,}|\s{2,}", " ", statement).strip()
    if statement[:1].islower() and statement[:2] != "i'":
        statement = statement[0].upper() + statement[1:]
    return statement


def _dated(statement: str, when: When, lang: str) -> str:
    """The statement without its relative time phrase, with the absolute date added."""
    head, tail = statement[: when.start], statement[when.end :]
    if lang in ("zh", "ja"):
        body = (head + tail).strip("，, ")
        return body + when.label(lang)
    head = re.sub(r"\b(?:on|in|since|over|during|am|im|en|el|le|la)\s*$", "", head.rstrip())
    body = re.sub(r"\s{2,}", " ", f"{head.rstrip(' ,')} {tail.lstrip(' ,')}").strip(" ,")
    body = body[0].upper() + body[1:] if body else body
    return f"{body} {when.label(lang)}"
