"""Durable first-person facts in a chat line: the ``rules`` distiller's extractor.

``extract_facts(text, at)`` returns the statements worth remembering about the user who
wrote ``text`` at ``at``: who they are, their work, family, pets, places, health,
preferences, plans, possessions, recurring activities and dated events. Plain and
deterministic; the languages are en and zh, with the common forms of de, fr, es and ja.
A line's language is judged from its function words and the letters only one language
writes, so a short line ("Wir haben endlich Urlaub gebucht!") is read as what it is.

How a statement is found:

- The line is cut into sentences and clauses by :func:`agents.clauses.segment`, so a
  statement is always whole clauses, never a cut mid-word. Quoted text, code and reported
  speech are skipped (unless the writer announced the words as their own: "我也有个事要说，
  我下周去…"); so are question clauses, but a question does not hide the clauses before
  it ("I just adopted a puppy, any name ideas?" keeps "I just adopted a puppy").
- A statement starts at a clause whose subject is the user, at its start: "I" (chat's
  "i" too), "my …", "we", "our …" (after fillers such as "well", "so", "haha", and after
  a leading time such as "last weekend"); a name said to be the user's own ("Duke is our
  basset hound"); 我/我们/我的 near the start of a Chinese clause (not after a verb of
  saying, "老师说我…"); ich/mein/wir, also after a verb in second place, but not in a
  relative or subordinate clause ("den ich je hatte"); je/mon, yo/mi or a first-person
  verb, also after a leading time ("el sábado pasado me escapé a Cádiz"), 私/僕. "I" in
  the middle of a clause is not a statement's start, so "a company I like that needs …"
  never yields "I like that needs …"; but an asserted cause is ("Since I'm allergic to
  peanuts, …" gives "I'm allergic to peanuts"), and so is the writer's clause after
  someone else's ("They've had a cancellation so I'm having the operation on the 7th").
- A dropped subject is read back in where chat drops it: an English sentence that opens
  on a past verb ("went home to savannah", never an imperative, never after a sentence
  about someone else, never about "his" arm), and in Chinese the clauses after a clause
  about the writer and a sentence that opens on a time or a verb ("上周末带小敏去青城山
  住了两天").
- A statement of three words or fewer ("I'm" counts two, a noun's "'s" none) is a
  fragment and is joined to the clause that continues it ("I'm allergic, to shellfish"),
  else dropped; an age ("I'm 34") is whole. Verbless sentences right after a statement
  join it when the statement stands on its own: "I got promoted. Senior manager, starting
  November 1st.", but not "I can't quite picture it. Turkey in 35 degrees".
- Rejected: anything about the listener ("you", 你, "du", "vous" …); feelings of the
  moment and pleasantries ("I'm glad", "I'm so excited to tell you", "I think so",
  "I can't wait"); reactions ("I cried at mile 25", "我当场就哭了"), needs and duties of
  the moment ("I need to pack extra", "ich muss jetzt in die Bib") and announcements
  that say nothing yet ("I have a big update", "我有个好消息"); someone close doing
  something once ("my roommate ate my leftovers again", "My mom won't let me in the
  kitchen", "我妈给我准备了一堆东西"); hypotheticals and wishes ("if I …", "I'd love to",
  "I wish"); what one is said in jest or by negation ("We're a funny pair", "I am not a
  Viking"); the next minutes ("那我带点胃药过去", "好了我要去接单了", "我们打个车就行",
  "I've got a lesson in 10") and "I'll …"/"je vais …"/"voy a …" without a time; a
  statement that needs the conversation to be understood: a pronoun or "one" as its
  object ("I got him in 10th grade", "Did a 14 hr one"), "the same", "也是", "同一个";
  and a statement that ends on a word that needs a complement ("I'm passionate about").
- A statement with no date must carry a cue of something lasting (identity, work,
  family, places, health, preference, habit, possession) or name something specific, and
  must not be a scene ("We start at 6am", "docked in Ensenada for a day") nor a single
  past episode: in English a past whose verb leaves no state behind ("I slept 10 hours",
  "We lost 9-2", "I've been limping around the line all week"; not "I adopted a puppy",
  "I got the job", "I ran the Chicago Marathon", nor anything said to last: "every
  Sunday", "for two years", "my first"), in Chinese a clause told with 了/过 whose verb
  leaves nothing ("我和秀兰早上六点就出门了"; not "买了", "报了", "在一起了"). A dated
  episode is an event and is kept; German and French keep their undated pasts too, as
  their speakers tell events worth remembering that way (measured: the same test there
  dropped facts, not noise).
- Laughter and stickers are tidied away ("… lol", "…[流泪]"); in the middle of a
  statement they end it, as a full stop would.
- A relative time ("last weekend", "next month", "3 days ago", "上周", "下个月") is resolved
  against ``at`` by :mod:`agents.event_dates`, and the statement gains the absolute date
  ("We went camping (weekend of 2024-05-04)"); :attr:`Fact.event_at` carries it for the
  document. In English and Chinese the relative phrase is cut where nothing leans on it;
  "vegan since last year", "may 18 to aug 10", "on Thursday mornings", German word order
  and a sentence that would be left with two words keep every word.
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


def _wordset(words: str) -> frozenset[str]:
    return frozenset(words.split())


# Function words of each language (none that two of them share: "a", "la", "que", "de",
# "en"), and the letters only it writes: a short line ("Wir haben endlich Urlaub
# gebucht!") has few of the first, so the second decide as well.
_FUNCTION_WORDS = {
    "de": _wordset(
        "ich und nicht ist mein meine meinen wir haben habe hab sind der die das den dem ein "
        "eine einen mit auf für auch noch schon war bin hat uns unser unsere im zum zur vom "
        "aber oder wie nach bei"
    ),
    "fr": _wordset(
        "je j et pas mon ma mes est on le les des une avec pour dans c ça très nous "
        "notre nos suis ai au aux du qui mais ou sur"
    ),
    "es": _wordset(
        "yo mi mis es el pero los las una con por para muy estoy tengo nosotros y del al "
        "lo su fui soy voy estaba tenía hice vivo trabajo está hay también"
    ),
    "en": _wordset(
        "i i'm the and my is to of it we was our have has had with for at just so but "
        "this that what you she he her his they them be been are were will would can not "
        "got get about from up out off there some all like really when how"
    ),
}
_OWN_LETTERS = {"de": "äöüß", "fr": "èêàçœùâîôû", "es": "ñáíóú¿¡"}
_LATIN_WORD = re.compile(r"[a-zà-öø-ÿß]+(?:'m)?")


def language_of(text: str) -> str:
    if _KANA.search(text):
        return "ja"
    if _CJK.search(text):
        return "zh"
    lowered = text.lower().replace("’", "'")
    words = _LATIN_WORD.findall(lowered)
    scores = {lang: sum(w in table for w in words) for lang, table in _FUNCTION_WORDS.items()}
    for lang, letters in _OWN_LETTERS.items():
        scores[lang] += sum(lowered.count(ch) for ch in letters)
    best = max(scores, key=lambda k: (scores[k], k == "en"))
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
    r"a few \w+ ago|recently|lately|these days|every \w+|back in \w+|"
    # "40 years I worked as a signalman"
    r"(?:\d+|ten|twenty|thirty|forty|fifty|sixty)\s+years)[\s,]+"
)
# "Duke is our basset hound", "Banjo's our kelpie": a name said to be the user's own.
_NAMED_MINE = (
    r"(?!(?:she|he|it|they|this|that|there|here|what|who|which|you|today|tonight|"
    r"tomorrow|yesterday|everything|nothing|life|home|work)\b)(?-i:[A-Z])[\w-]+(?:\s+(?-i:[A-Z])[\w-]+)?(?:['’]s|\s+is|\s+was)"
    r"\s+(?:my|our)\s"
)
_EN_SUBJECT = re.compile(
    rf"^{_FILLER}(?:{_TIME_LEAD})?(?:just\s+|also\s+|still\s+|finally\s+|actually\s+)?"
    r"(?P<s>I(?:'m|'ve|'d|'ll|’m|’ve|’d|’ll)?\b|my\s+\w|we(?:'re|'ve|'ll|’re|’ve)?\b|our\s+\w"
    r"|me and my\b|(?:my|our)(?:\s+[\w'’]+){1,3}\s+and\s+I\b|[\w'’]+\s+and\s+I\b"
    rf"|{_NAMED_MINE})",
    re.IGNORECASE,
)
# "I" as a word, in either case: chat often writes "i'm", "i got"; "i.e." is no subject.
_EN_I = re.compile(r"(?<![\w'’])[Ii](?![\w]|\.\w)")
# German puts the verb second, so "Im Dezember hatten wir …" has its subject after a verb;
# a clause opened by a relative pronoun or a conjunction ("den ich je hatte", "ob ich …",
# "wenn ich …") or by "da"/"dann" ("da will ich hin") is no statement of its own.
_DE_SUBORDINATE = (
    r"(?!(?:den|die|das|der|dem|denen|deren|dessen|ob|dass|daß|wenn|weil|als|wie|wo|was|"
    r"obwohl|damit|da|dann|bevor|nachdem|sobald|bis|falls|womit|wofür|worauf)\b)"
)
_DE_SUBJECT = re.compile(
    rf"^{_FILLER}(?P<s>(?:ich|mein\w*|wir|unser\w*)\b|{_DE_SUBORDINATE}(?:\w+\s+){{1,3}}"
    r"(?:ich|wir)\b)",
    re.IGNORECASE,
)
_FR_SUBJECT = re.compile(
    rf"^{_FILLER}(?P<s>(?:je|j'|j’|moi,? je|mon|ma|mes|nous|on)\b|j['’])", re.IGNORECASE
)
# Spanish drops "yo" and often opens on a time ("el sábado pasado me escapé a Cádiz", "en
# enero me diagnosticaron hipotiroidismo", "desde junio voy a hacer un curso"): after such a
# lead, a verb in the first person ("-o", "-é", "-í", "-amos", "-emos", "-imos") or one
# whose object is "me"/"nos" starts the writer's statement.
_ES_TIME_LEAD = (
    r"(?:(?:el|la|los|las|este|esta|todos los|todas las|cada|un|una)\s+(?:\d+\s+de\s+)?"
    r"(?:lunes|martes|miércoles|jueves|viernes|sábado|domingo|sábados|domingos|día|días|"
    r"semana|mes|año|fin de semana|enero|febrero|marzo|abril|mayo|junio|julio|agosto|"
    r"septiembre|octubre|noviembre|diciembre)(?:\s+(?:pasado|pasada|que viene|al mes|"
    r"por la (?:mañana|tarde|noche)))?|(?:en|desde|hasta)\s+(?:enero|febrero|marzo|abril|"
    r"mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|\d{4})|hace\s+\w+\s+"
    r"\w+|ahora|ya|hoy|ayer|por eso|así que|también|todavía|aún|siempre|al final)[\s,]+"
)
_ES_SUBJECT = re.compile(
    rf"^{_FILLER}(?P<s>(?:yo|mi|mis|nosotros|nosotras|me|soy|estoy|tengo|vivo|trabajo|estudio"
    r"|voy|fui|hice|empecé|acabo|llevo|he|estuve|tuve|compré|adopté|juego|corro|cocino"
    r"|odio|prefiero|hago|salgo|viajé|volví|conocí|perdí|gané|terminé|me gusta|me encanta"
    rf")\b|(?:{_ES_TIME_LEAD})+(?!pasad[oa]\b|que\b)"
    r"(?:(?:me|nos)\s+\w+|\w+(?:o|é|í|amos|emos|imos))\b)",
    re.IGNORECASE,
)
# 我 near the start of the clause; not after a verb of saying ("老师说我…": what someone said
# of me), inside a title (《我和我的祖国》), or after 等 ("等我来广州…": when I come).
_ZH_SUBJECT = re.compile(
    r"^(?:[^我你他她它，。说讲问骂夸让叫《「“\"等住给]{0,8}?)"
    r"(?:(?<=[但可就还于]是)|(?<!是))(?P<s>我(?!觉得|想想|猜|看|以为|希望|祝|也不知道|不知道|记得你))"
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
        r"great|ok|okay|alright|jealous|curious|kidding|joking|"
        r"impressed|proud of|touched|flattered|grateful|thankful|relieved|honored|honoured|"
        r"dying|screaming|crying|dead|weak|rooting|cheering|counting|looking forward|"
        r"listening|all ears|just saying|going to go|asleep|awake|"
        r"heading|leaving|signing off|about to|trying|thinking|wondering|hoping|guessing|"
        r"tired|exhausted|bored|hungry|sleepy|stressed|nervous|so nervous|worried|scared|anxious|"
        r"confused|shocked|speechless|sad|bummed|upset|annoyed|mad|amazed|surprised|"
        # "I'm back!", "I'm in": a word that ends the statement ("I'm back at the campus
        # bookstore 10 hrs a week" is a fact).
        r"(?:in|down|back|here|done|with|game|off|out|on it)\W*(?:now|again|lol|haha|too)?"
        r"\W*$)\b)"
        r"|^I(?:'ve|’ve| have)\s+(?:never\s+)?been\s+(?:so|this|that|really|super)\s+\w+"
        r"|^I(?:'ve|’ve| have)\s+been\s+(?:wondering|thinking|meaning|dying|waiting)\b"
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
        r"condolences|thoughts)\b|^(?:me|my) too\b"
        # how one felt: "I was so tired yesterday", "we were gutted"
        r"|^(?:I|we)\s+(?:was|were|felt|feel)\s+(?:\w+\s+){0,2}(?:tired|exhausted|knackered|"
        r"wrecked|gutted|devastated|thrilled|stoked|nervous|scared|terrified|relieved|sad|"
        r"happy|excited|bored|sick|ill|hungover|starving|full|freezing|soaked|drenched|"
        r"shattered|buzzing|speechless|overwhelmed|emotional|proud|annoyed|furious|fuming|"
        r"stressed|anxious|lonely|homesick)(?:\s+\w+){0,2}\W*$",
        re.IGNORECASE,
    ),
    "zh": re.compile(
        # how one feels, said last: "我跟他妈在家干着急", "我心里还是有点怕"; not a lasting
        # fear ("我一直怕水")
        r"^我(?!.*(?:一直|从小|总是|每次))[^，。！？]{0,8}?(?:着急|怕|担心|紧张|难受|郁闷|焦虑|"
        r"崩溃|感动|激动|开心|高兴|伤心|难过|害怕|慌|无语|羡慕|舍不得|累|困|饿|烦|无聊)"
        r"(?:了|啊|呢|哈+|死了)?\W*$"
        r"|^我(?:也|都|真|太|好|很|超|特别|非常|真的|就|就是|还|可)*"
        r"(?:觉得|认为|想|猜|知道|明白|懂|理解|同意|希望|相信|祝|替|为|好|开心|高兴|激动|"
        r"羡慕|哈|笑|哭|服|佩服|去睡|先去|先走|先忙|得走|要走|要去忙|等|期待|好奇|担心|"
        r"看看|试试|会的|没事|也是|也一样|晕|靠|天|记住了|记下了|还好|不错|挺好|累|困|饿|"
        r"紧张|无语|震惊|感动|谢|说|问|听说|听|看到|去看看|查|刚看到|一直在想|在想)"
    ),
    "de": re.compile(
        r"^(?:ich\s+(?:bin\s+(?:so\s+|sehr\s+|echt\s+|total\s+)*(?:froh|gespannt|sicher|"
        r"neidisch|müde|traurig|stolz auf|dabei|gleich|weg|nervös|aufgeregt|fertig|"
        r"kaputt|platt|halb tot|erleichtert|happy|glücklich|begeistert)|freue|finde|glaube|"
        r"denke|hoffe|tippe|wette|"
        r"weiß|wünsche|meine|würde|könnte|sollte|muss los|drücke|verstehe|kann mir)"
        r"|(?:\w+\s+){1,3}ich\s+(?:dir|dich|euch)|würde\s+ich)\b"
        # how one feels, whatever the adverbs: "ich bin ziemlich aufgeregt", "ich war
        # immer halb tot"
        r"|^(?:ich|wir)\s+(?:bin|war|sind|waren)\s+(?:\w+\s+){0,3}(?:froh|gespannt|neidisch|"
        r"müde|traurig|nervös|aufgeregt|fertig|kaputt|platt|tot|erleichtert|happy|glücklich|"
        r"begeistert|sprachlos|gerührt|überwältigt|geschockt|gestresst|genervt)\W*$",
        re.IGNORECASE,
    ),
    "fr": re.compile(
        r"^(?:je\s+(?:suis\s+(?:tellement\s+|si\s+|trop\s+|très\s+)*(?:content|contente|"
        r"ravi|ravie|désolé|désolée|sûr|sûre|jaloux|jalouse|fatigué|fatiguée|impatient|"
        r"impatiente|gaga|crevé|crevée|épuisé|épuisée|stressé|stressée|ému|émue|soulagé|"
        r"soulagée)|"
        r"pense|crois|sais|trouve|comprends|espère|voudrais|vais y aller|dois y aller|"
        r"rêve|t'|te)|j['’](?:espère|imagine|adore ça|avoue|ai hâte|ai trop hâte|ai tellement hâte|"
        r"ai (?:toujours |tellement |trop )?rêvé))\b"
        # how one feels or felt, whatever the adverbs: "je suis déjà complètement gaga",
        # "j'étais au paradis"
        r"|^(?:je suis|j['’]étais|on est|on était)\s+(?:\w+\s+){0,3}(?:content|contente|ravie?|"
        r"gaga|crevée?|épuisée?|stressée?|émue?|soulagée?|fatiguée?|dégoûtée?|deg|choquée?|"
        r"au paradis|aux anges|au taquet|à fond|sur un nuage|mort|morte|ko|k\.o\.)\W*$",
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
# What one is, said in jest or by negation: "I'm a person of many talents", "We're a funny
# pair", "I am not a Viking", "I'm more of a Louis L'Amour man", "Wir sind ein schönes
# Paar"; and where one is for now: "I'm 600 miles away".
_QUIP = {
    "en": re.compile(
        r"^(?:I|we)(?:['’]m|['’]re|\s+am|\s+are|\s+was|\s+were)\s+(?:just\s+|basically\s+)?"
        r"(?:not\s+an?\b|more\s+of\s+an?\b|(?:a\s+)?(?:bit|kind|sort)\s+of\s+an?\b|"
        r"such\s+an?\b|an?\s+(?:\w+\s+)?(?:funny|total|complete|proper|real|terrible|awful|"
        r"hopeless|certified|absolute|person\s+of|\w+\s+freak)\b|(?:\w+\s+){0,3}away\W*$"
        # a reading of the moment: "I'm still at like 1300"
        r"|(?:still\s+|now\s+|only\s+)?at\s+(?:like\s+|about\s+|around\s+)?\d[\d,.]*\W*$)",
        re.IGNORECASE,
    ),
    "de": re.compile(
        r"^(?:ich\s+bin|wir\s+sind)\s+(?:\w+\s+)?(?:ein|eine|einer)\s+(?:schön|toll|lustig|"
        r"komisch|super|echt|richtig|total)\w*\s+\w+\W*$|^(?:ich\s+bin|wir\s+sind)\s+"
        r"(?:\w+\s+){0,3}(?:weg|entfernt)\W*$",
        re.IGNORECASE,
    ),
    "fr": re.compile(
        r"^(?:je\s+suis|on\s+est|nous\s+sommes)\s+(?:pas|plutôt)\s+(?:un|une)\b"
        r"|^(?:je\s+suis|on\s+est)\s+(?:un|une)\s+(?:vraie?|sacrée?|drôle\s+de)\b",
        re.IGNORECASE,
    ),
    "es": re.compile(
        r"^(?:(?:yo\s+)?no\s+soy\s+(?:un|una)\b|somos\s+(?:un|una)\s+\w+\s+pareja)", re.I
    ),
}
_CONDITIONAL = re.compile(
    r"\b(?:if|unless|when you|whenever|wenn|falls|si|quand|cuando)\b|如果|要是|假如|もし",
    re.IGNORECASE,
)
# A last word that leaves the statement unfinished.
# ("I got in", "we moved in": after a verb of arriving "in" and "on" are particles.)
_DANGLING = re.compile(
    r"(?<!\bgot )(?<!\bget )(?<!\bmoved )(?<!\bsettled )(?<!\bcarry )(?<!\bcarried )"
    r"\b(?:a|an|the|of|to|for|about|with|in|on|at|from|by|and|or|but|that|this|my|our|"
    r"is|are|was|am|be|been|so|very|really|just|like|than|as|into|because|since|never|"
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
# "I'll try", "je vais venir squatter", "voy a hacer bacalao": what one will do, which is
# a plan only with a time (see ``_rejected``).
_MODAL_FUTURE = {
    "en": re.compile(
        r"^I(?:'ll|’ll|\s+will|\s+won't|\s+won’t|'m gonna|’m gonna|'m going to|’m going to|"
        r"\s+am going to)\b",
        re.IGNORECASE,
    ),
    "de": re.compile(r"^(?:ich|wir)\s+(?:werde|werden)\b", re.IGNORECASE),
    "fr": re.compile(r"^(?:je|j['’]|on|nous)\s*(?:vais|va|allons)\s+(?!être\b)\w", re.IGNORECASE),
    "es": re.compile(r"^(?:(?:yo|nosotros)\s+)?(?:voy|vamos)\s+a\s", re.IGNORECASE),
}
# What is said of the next minutes: a decision taken in the talk ("那我带点胃药过去", "那我
# 还是少吃点"), a sign-off ("好了我要去接单了"), a suggestion ("我们打个车就行"), a task
# waiting ("I've got a show to call", "I've got a lesson in 10").
_NEXT_MINUTES = {
    "en": re.compile(
        r"^(?:I|we)(?:['’]ve| have)?\s+got\s+(?:an?\s+|some\s+|the\s+)?(?:\w+\s+)?\w+\s+to\s+"
        r"(?!be\b)\w+(?:\s+\w+)?\W*$|\bin\s+\d{1,2}\W*$",
        re.IGNORECASE,
    ),
    "zh": re.compile(
        r"^(?:好了|行了|不说了|先这样|那|那就|那我就)[，,\s]*我|(?:就行|就好|就可以了|算了)\W*$"
    ),
}
# Words that only point back at what was said before: "我们家黄俊也是", "我们报了同一个
# 班", "I got him in 10th grade", "Did a 14 hr one saturday": without the conversation
# nobody can tell who or what.
_NEEDS_CONTEXT = {
    "en": re.compile(
        r"\b(?:the same(?: thing| way)?|that one|this one|the other one|same here|likewise)"
        r"\W*$|^[^.!?]*\b(?:an?|the)\s+(?:[\w-]+\s+){0,3}one\b(?!-|\s+of\b)"
        # a pronoun as the verb's object; not "her place" (hers), not "calling it Inti"
        r"|^(?:I|we)(?:['’](?:ve|d|m|re))?(?:\s+(?:have|had|was|were|am|are|been|just|also|"
        r"still|finally|already|then|never|\w+ly))*\s+(?!(?:is|was|it|a|an|the)\b)\w+\s+"
        r"(?:it|him|them|one|her(?=\s+(?:in|into|on|at|to|for|with|from|up|out|off|back|"
        r"over|a|the)\b|\W*$))\b(?!-|\s+(?-i:[A-Z]))",
        re.IGNORECASE,
    ),
    "zh": re.compile(r"(?:也是|也一样|都一样|一样|也这样|都这样)\W*$|同一[个家所位间]"),
    "de": re.compile(
        r"\b(?:auch so|genauso|ebenso|das gleiche|das Gleiche|dasselbe)\W*$", re.IGNORECASE
    ),
    "fr": re.compile(r"\b(?:pareil|la même chose|de même)\W*$", re.IGNORECASE),
    "es": re.compile(r"\b(?:lo mismo|igual)\W*$", re.IGNORECASE),
}
# The moment, not the person: a reaction ("I cried", "我当场就哭了"), a need or duty of the
# moment ("I need to pack", "ich muss jetzt in die Bib"), or an announcement whose object
# says nothing yet ("I have a big update", "I made a decision", "我有个好消息"). Searched
# anywhere in the statement for reactions; at its head for the other two.
# Reactions count only as the statement's own verb, near its head ("I cried at mile 25"),
# not inside a longer account ("my mum came down from Newcastle and cried").
_HEAD = r"^\W*(?:\w+[\s'’]+){0,3}?"
_REACTION = {
    "en": re.compile(
        _HEAD + r"(?:cried|cry|crying|sobbed|sobbing|screamed|screaming|yelled|laughed|laughing|"
        r"giggled|teared up|passed out|freaked out|lost it|made me cry|bawled|squealed)\b"
        # a degree and nothing else: "I'm learning so much", "we laughed a lot"
        r"|^(?:I|we)(?:['’]m|['’]re| am| are|['’]ve been| have been)?\s+(?:\w+\s+)?\w+\s+"
        r"(?:so much|so many things|a lot|a ton|tons|loads|like crazy)\W*$",
        re.IGNORECASE,
    ),
    "de": re.compile(
        # German puts the participle last: "… und bin durch die ganze WG gehüpft".
        r"(?:" + _HEAD + r"|\b)(?:geweint|weine|weinte|geheult|heule|geschrien|gelacht|"
        r"ausgeflippt|gehüpft|gekreischt)\b(?:(?:\s+\w+){0,2}\W*$)?",
        re.IGNORECASE,
    ),
    "fr": re.compile(
        _HEAD + r"(?:pleuré|pleure|pleurais|crié|hurlé|rigolé|chialé)\b", re.IGNORECASE
    ),
    "es": re.compile(
        _HEAD + r"(?:lloré|llorado|llorando|lloro|grité|gritando|me reí)\b", re.IGNORECASE
    ),
    "zh": re.compile(r"哭|尖叫|笑死|笑疯|吓醒|腿都软|腿都是软|散架|激动死"),
    "ja": re.compile(r"泣い|泣き|叫ん"),
}
_MOMENT_HEAD = {
    "en": re.compile(
        r"^(?:I|we)(?:'ve|’ve| have|'d|’d)?\s+(?:(?:just|really|still|also|totally|kinda|"
        r"seriously|definitely|probably|now)\s+)*"
        r"(?:need(?:ed)?\s+(?:to|a|an|some|more)\b|have\s+to|has\s+to|had\s+to|gotta|"
        r"got\s+to|must\b|should\b|better\b|ought\s+to)"
        r"|^(?:I|we)(?:'ve|’ve| have| had|'d|’d)?\s+(?:(?:also|just|finally|got|now)\s+)*"
        r"(?:have|has|had|got|made|decided|heard|learned)\s+"
        r"(?:(?:a|an|some|big|small|little|huge|great|good|bad|exciting|quick|funny|crazy|"
        r"weird|sad|major|real|new|tiny|one|more)\s+)*"
        r"(?:news|update|thing|something|decision|question|moment|story|confession|"
        r"announcement|surprise|favou?r|idea|answers?|request|(?:phone\s+)?call|letter|"
        r"e-?mail|text|message)(?:\s+from\s+(?:the|my|our)\s+\w+)?"
        # what follows says nothing more: "some news of my own", "news too actually"
        r"(?:\s+(?:too|as well|to share|to tell|for you|of (?:my|our) own|actually|though|"
        r"myself|again|lol|haha|then))*\W*$"
        # news that does not say what it is: "Found out this morning", "got the email"
        r"|^(?:I|we)\s+(?:(?:just|finally|only)\s+)*(?:found out|heard back|got the "
        r"(?:email|call|news|text|letter|results?))(?:\s+\w+){0,2}\W*$",
        re.IGNORECASE,
    ),
    "de": re.compile(
        r"^(?:ich|wir)\s+(?:\w+\s+)?(?:muss|müssen|sollte|sollten|soll|brauche|brauchen)\b"
        r"|^(?:\w+\s+)?(?:muss|müssen|sollte|soll)\s+(?:ich|wir)\b"
        r"|^(?:ich|wir)\s+(?:hab|habe|haben)\s+(?:(?:auch|noch|übrigens|jetzt)\s+)*"
        r"(?:eine?\s+)?(?:\w+\s+)?(?:neuigkeit|neuigkeiten|news|frage|idee|überraschung|"
        r"entscheidung|(?:was|etwas)\s+(?:neues|großes|wichtiges|lustiges))\w*"
        r"(?:\s+(?:zu erzählen|für euch|auch|noch))*\W*$",
        re.IGNORECASE,
    ),
    "fr": re.compile(
        r"^(?:je|j['’]|on|nous)\s*(?:dois|doit|devons|devrais|vais devoir|faut|ai besoin)\b"
        r"|^(?:j['’]ai|on a)\s+(?:(?:aussi|encore|enfin)\s+)*(?:une?\s+)?(?:\w+\s+)?"
        r"(?:nouvelle|news|question|idée|surprise|truc|chose|décision|projet)s?"
        # "un projet de fou": the teaser before the news
        r"(?:\s+(?:de (?:fou|ouf|dingue|malade|folie)|à raconter|aussi))*\W*$",
        re.IGNORECASE,
    ),
    "es": re.compile(
        r"^(?:yo\s+)?(?:tengo|tenemos|tuve|tuvimos)\s+que\b|^(?:yo\s+)?(?:debo|debería|"
        r"necesito|necesitamos)\b|^(?:yo\s+)?tengo\s+(?:una?\s+)?(?:\w+\s+)?(?:noticia|"
        r"pregunta|idea|sorpresa|cosa)s?\W*$",
        re.IGNORECASE,
    ),
    "zh": re.compile(
        r"^我们?(?:也|还|就|真|现在|今天|明天)*(?:得|必须|需要|该|应该|要去睡|先去|先走)"
        r"|^我们?(?:也|还)?有(?:个|一个|件|一件)?(?:好|大|小)?(?:消息|事|事情|问题|想法)\W*$"
    ),
    "ja": re.compile(r"^(?:私|僕|俺)(?:は|も)?(?:[^、。]{0,6})(?:なきゃ|ないと|ねば)"),
}
# Someone close to the user doing something once ("my roommate ate my leftovers again",
# "Mein Vater hat allen Kunden davon erzählt", "我妈在家放鞭炮了"): an anecdote about them,
# not a fact about the user or their people. What they are, do for a living or have is kept.
_PERSON = (
    r"(?:mom|mum|mother|dad|father|parents|sister|brother|wife|husband|partner|boyfriend|"
    r"girlfriend|son|daughter|kids?|children|niece|nephew|cousin|aunt|uncle|grandma|grandpa|"
    r"gran|nan|granny|roommate|flatmate|housemate|friends?|buddy|boss|neighbou?rs?|coworker|"
    r"colleague|teacher|landlord|manager|in-laws)"
)
_PERSON_MOMENT = {
    "en": re.compile(
        # "my sister Layla came round" names her: that is kept.
        rf"^(?:my|our)\s+(?:[\w'’-]+\s+){{0,2}}?{_PERSON}\b(?!,?\s+(?-i:[A-Z]))\s+"
        r"(?:(?:just|finally|also|still|literally|totally|actually|even|always)\s+)*"
        r"(?:ate|sat|said|says|told|asked|asks|texted|called|moved in|made me|"
        r"cooked|sent|gave|brought|stopped by|picked|hugged|showed|thinks|thought|wants|"
        r"wanted|will|would|can|could|won't|won’t|wouldn't|wouldn’t|can't|can’t|didn't|"
        r"didn’t|doesn't|doesn’t|lets? me|keeps|kept|is being|was being|went crazy|reckons|"
        r"swears|insists|laughed|yelled|screamed|freaked)(?!\w)"
        # "I've got a client who reckons it fixed his knee": the news is what they do
        r"|^(?:I|we)(?:['’]ve|\s+have)?\s+(?:got|have|had)\s+an?\s+[^,.]{0,40}?\bwho\s+"
        r"(?:(?:\w+ly|already|just|still)\s+)*(?:can|could|can't|reckons|thinks|says|said|"
        r"told|swears|insists|wants|keeps|kept|would|will|did|does)\b",
        re.IGNORECASE,
    ),
    "de": re.compile(
        r"^(?:mein|meine|meinem|meinen|meiner|unser\w*)\s+(?:\w+\s+)?(?:mutter|vater|mama|"
        r"papa|eltern|schwester|bruder|frau|mann|freund|freundin|sohn|tochter|kinder|"
        r"mitbewohner\w*|chef\w*|oma|opa|nachbar\w*)\s+(?:will|wollte|sagt|meint|findet|"
        r"fragt|hat\b.*\b(?:erzählt|gesagt|gefragt|geschickt|angerufen))\b",
        re.IGNORECASE,
    ),
    "zh": re.compile(
        r"^我(?:妈|爸|朋友|同学|室友|老婆|老公|女儿|儿子|老伴|们楼下)[^，。是]{0,12}?"
        r"(?:说|会给|放鞭炮|做了|做的|骂|催|问|让我|叫我|给我[^，。]{0,4}了)"
    ),
}
# A short statement that ends on a pronoun only points back at the conversation ("I just
# ignore it", "I've never read her"): whoever reads the memory later cannot tell what.
_POINTING_END = re.compile(
    r"\b(?:it|that|this|them|him|her|those|these|there|one|so|too|either)\W*$", re.IGNORECASE
)
POINTING_WORDS = 6
# A scene, not a standing fact, when nothing dates it: a clock time ("We start at 6am",
# "a group meeting at six"), a stretch of minutes or a day ("docked in Ensenada for a
# day"), a one-off ("I had a deep fried Mars bar once").
_SCENE = re.compile(
    r"\b\d{1,2}(?::\d{2})?\s*(?:am|pm)\b|\bat\s+(?:one|two|three|four|five|six|seven|eight|"
    r"nine|ten|eleven|twelve|noon|midnight|\d{1,2}(?::\d{2})?)\b(?!\s*(?:years?|months?))"
    r"|\bfor\s+(?:a|an|one|the)\s+(?:day|hour|minute|sec|second|night|moment|bit)\b|\bonce\b"
    r"|\bum\s+\d{1,2}(?::\d{2})?\s*(?:uhr)?\b|\bà\s+\d{1,2}h\d*\b|\ba las\s+\d",
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
    r"band|club|class|classes|school|college|university|degree|thesis|garden|birthday|"
    # work and what one makes, owns or lives with: "my paper got accepted", "my studio
    # gave me a raise", "my asthma's always worse in the humidity".
    r"studio|office|firm|shop|store|restaurant|bakery|truck|business|lab|paper|album|book|"
    r"project|lease|mortgage|ute|van|boat|farm|knee|back|hip|shoulder|wrist|arm|leg|ankle|"
    r"foot|eyes?|ears?|asthma|allergy|diabetes|migraines?|tinnitus|surgery|cast|diagnosis|"
    r"physio|diet|tortoise|lizard|snake|dragon|hens?|chickens?|goats?|cows?)"
)
_DE_VERB = (
    r"(?:bin|sind|arbeite|arbeiten|wohne|wohnen|studiere|studieren|lerne|habe|hab|haben|"
    r"hatte|hatten|spiele|spielen|mache|machen|liebe|mag|mögen|hasse|fahre|laufe|backe|"
    r"koche|gehe|gehen|war|waren|fange|fliege|fliegen|ziehe|ziehen|heirate|heiraten|"
    r"trainiere|male|lese|schreibe|unterrichte|leite|besitze|kenne|singe|tanze|reite)"
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
        r"|^(?:I|we)(?:'ve|’ve| have)\s+been\s+(?:together|married|friends|dating|sober|"
        r"vegan|vegetarian)\b"
        # a habit: "I fall off the board every time", "we go out every Tuesday night"
        r"|^(?:I|we)\b.*\b(?:(?:every|each)\s+(?:\w+\s+)?(?:day|week|month|year|morning|"
        r"evening|night|time|weekend|summer|winter|season|\w+day)|always|usually|often|"
        r"rarely|twice\s+a|once\s+a|\w+\s+times\s+a|mornings|evenings|nights|weekends|"
        r"(?:mon|tues|wednes|thurs|fri|satur|sun)days)\b"
        r"|^I(?:'ve|’ve| have)\s+(?:been\s+(?:\w+ing|a|an|with|at|in|to)|had|got|lived|"
        r"worked|started|always|never|a|an|two|three|four|five|\d|my|our|been\s+married)"
        r"|^I(?:'d|’d)\s+(?:never|always)"
        # what one was: "I was a librarian", "I used to be a nurse"
        r"|^(?:I|we)\s+(?:was|were|used\s+to\s+be)\s+(?:an?\s+\w|born|raised|married)"
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
        rf"|^(?:my|our)\s+(?:\w+\s+)?{_KIN}\b|^{_NAMED_MINE}"
        r"|^me and my\b|^(?:my|our) \w+ and I\b",
        re.IGNORECASE,
    ),
    "zh": re.compile(
        r"我(?:们|家|的)?(?:现在|目前|还|也|都|已经|刚|刚刚|终于|一直|每天|每周|每个月|平时|"
        r"经常|正在|在|从小|去年|今年)*"
        r"(?:是|在.{1,12}(?:工作|上班|上学|读|念|实习|做|当)|住|养|有|喜欢|爱|讨厌|不吃|不喝|吃素|"
        r"对.{1,8}过敏|过敏|开始|报了|报名|学|练|打|跑|去了|去过|回|搬|考|毕业|结婚|订婚|"
        r"离婚|怀孕|生了|买了|卖了|换了|辞职|入职|升职|加入|参加|打算|准备|计划|要去|要|会去|"
        r"想去|做|当|教|带|种|弹|唱|画|写|拍|玩|骑|游|爬|得了|确诊|受伤|扭伤|摔|住院|"
        r"手术|老公|老婆|男朋友|女朋友|对象|儿子|女儿|孩子|爸|妈|父母|哥|姐|弟|妹|爷爷|"
        r"奶奶|外婆|外公|狗|猫|公司|老板|同事|家|房子|车)"
    ),
    "de": re.compile(
        rf"^(?:ich|wir)\s+(?:\w+\s+)?{_DE_VERB}\b"
        r"|^(?:mein|meine|meinen|meinem|unser|unsere)\s*\w*\b"
        # verb second: "Im Dezember hatten wir …", "Seit drei Jahren spiele ich …"
        rf"|^(?:\w+\s+){{1,3}}{_DE_VERB}\s+(?:ich|wir)\b",
        re.IGNORECASE,
    ),
    "fr": re.compile(
        r"^(?:je|j['’]|nous|on)\s*(?:suis|travaille|habite|vis|étudie|ai|avons|aime|adore|"
        r"déteste|joue|fais|cours|vais|suis allée?|pars|commence|apprends|prépare|viens|"
        r"me suis|m['’]|\w+ais)"
        r"|^(?:mon|ma|mes|notre|nos)\s+\w+",
        re.IGNORECASE,
    ),
    "es": re.compile(
        r"^(?:(?:yo|nosotros|nosotras)\s+)?(?:(?:ya|todavía|también|ahora|aún|siempre)\s+)*"
        r"(?:soy|somos|trabajo|trabajamos|vivo|vivimos|estudio|estudiamos|tengo|tenemos|"
        r"juego|jugamos|corro|cocino|odio|prefiero|me gusta|me encanta|nos gusta|hago|empecé|"
        r"llevo|acabo de|he\s+\w+(?:ado|ido|cho|to)|hemos|fui|fuimos|compré|compramos|adopté|"
        r"terminé|gané|ganamos|perdí|conocí|viajé|volví|me mudé|nos mudamos|me casé|me caso|"
        r"nos casamos|me operaron|me rompí|me apunté|me inscribí|empiezo|voy a|vamos a|"
        r"estoy\s+(?:casad|embarazad|jubilad|soltero|soltera|estudiando|trabajando|"
        r"aprendiendo|entrenando|saliendo|en\s))"
        r"|^(?:mi|mis|nuestro|nuestra|nuestros|nuestras)\s+\w+",
        re.IGNORECASE,
    ),
    "ja": re.compile(r"^"),
}
# --- a lasting fact or an episode -----------------------------------------------------
#
# Aspect decides: a single past episode ("I slept 10 hours", "We lost 9-2", "I saw the
# Milky Way") says what happened once, not what is true of the user, unless its verb leaves
# a lasting state behind (adopted, moved, got the job, broke a wrist) or the statement says
# the state lasts (a habit, "for two years", "since", a first time). An undated episode is
# not stored; a dated one is an event and is kept (see ``_fact``).
_EN_PAST_HEAD = re.compile(
    r"^(?:I|we|me and my \w+|(?:my|our)(?:\s+[\w'’]+){1,3}\s+and\s+I|[\w'’]+\s+and\s+I)"
    r"(?P<aux>['’]ve|\s+have|['’]d|\s+had)?\s+"
    r"(?:(?:\w+ly|just|also|still|finally|already|even|then|only|ever|never|all|both|"
    r"kinda|actually|totally|basically|officially|recently)\s+)*"
    r"(?P<v>[a-z]+)\b",
    re.IGNORECASE,
)
_EN_IRREGULAR_PAST = _wordset(
    """was were went did had made saw got ate drank slept sat stood lay ran swam rode drove
    flew took came left gave found lost won met spent bought sold broke tore fell threw caught
    kept told said thought felt heard wore wrote read sang began became built grew taught
    brought fought sent paid put let hit cut shut quit set woke forgot froze stole hid spoke
    chose drew blew bit shook"""
)
# Participles after "have" that do not end in -ed or -en.
_EN_PARTICIPLES = _EN_IRREGULAR_PAST | _wordset(
    "done seen gone run swum flown ridden driven begun sung drunk become been"
)
# Words ending in -ed that are no past tense.
_EN_NOT_PAST = _wordset("need feed bleed speed seed shed bed red wed proceed succeed")
# A verb whose past leaves a state behind: what one has, where one lives, what one does.
_EN_LASTING_VERB = re.compile(
    r"(?:adopt|buy|bought|sell|sold|move|relocat|start|began|begun|join|sign|quit|retir|"
    r"graduat|marri|engag|divorc|promot|accept|hir|diagnos|broke|broken|tore|torn|sprain|"
    r"fractur|dislocat|pass|fail|appl|book|regist|enrol|switch|chang|open|launch|publish|"
    r"won|nam|rescu|founded|finish|complet|stop|becam|become|inherit|rais|built|rent|leas|"
    r"convert|transferr|qualif|certif|learn|taught|decid|invest|own|foster|volunteer|"
    r"enlist|elect|admit|offer|award|receiv|turn|hired|add|took\s+on|"
    r"hand(?:ed)?\s+(?:in\s+)?(?:my|our)\s+(?:notice|resignation)|worked\s+as\b|"
    r"(?:gave|given|took|taken|picked|cut|set|took)\s+(?:\w+\s+)?(?:up|out|over)\b|"
    r"grew\s+up|was\s+born)",
    re.IGNORECASE,
)
# ... and the generic verbs that leave one when their object says so.
_EN_LASTING_OBJECT = re.compile(
    # what one was: "I was a librarian", "we were married in Lagos"
    r"^(?:I|we)\s+(?:was|were)\s+(?:\w+ly\s+|also\s+|still\s+)?(?:an?\s|born|raised|married|"
    r"engaged|diagnosed|adopted|promoted|hired|accepted|offered|named|going to move|"
    r"going to be)\b"
    r"|\b(?:went|moved|came)\s+(?:back\s+)?home\b"
    r"|\b(?:got|get|gotten|found|had|have|lost|left|went|gone|came|made|did|ran|run|won|"
    r"finished|completed|took|passed)\s+"
    r"(?:(?:\w+ly|just|finally|also)\s+)*"
    r"(?:in|into|back into|accepted|married|engaged|promoted|hired|diagnosed|pregnant|"
    r"sober|vegan|vegetarian|back to work|part-time|full-time|"
    r"freelance|(?:a|an|the|my|our|\d+)\s+(?:new\s+|first\s+|own\s+|\w+\s+){0,2}"
    r"(?:job|position|role|offer|promotion|raise|transfer|place|spot|flat|apartment|house|"
    r"home|room|condo|keys|lease|contract|interview|scholarship|degree|diploma|licen[cs]e|"
    r"certificate|visa|diagnosis|surgery|operation|baby|puppy|dog|cat|kitten|car|bike|van|"
    r"truck|boat|tattoo|decision|results?|acceptance|cast|stent|implant|braces|"
    r"migraines?|seizures?|flare-?ups?|relapse|miscarriage|concussion|fracture|"
    # what one achieved: "I ran the Chicago Marathon in 3:27"
    r"(?:\w+\s+)?(?:marathon|half|triathlon|ultra|race|exam|test|championship|tournament|"
    r"competition|award|prize|medal|title)))\b",
    re.IGNORECASE,
)
# What makes a past statement a lasting one all the same: a habit, a duration, a first.
_EN_LASTS = re.compile(
    r"\b(?:always|usually|often|(?:every|each)\s+(?:other\s+|single\s+)?(?:\w+day|day|week|"
    r"month|year|morning|afternoon|evening|night|time|weekend|summer|winter|season)|"
    r"weekly|daily|monthly|twice|times a|a week|"
    r"a month|a year|per (?:week|month|year)|since|first|ever|anymore|any more|these days|"
    r"for (?:(?:\w+|\d+)\s+){1,2}(?:years?|months?|decades?)|years?|decades?|now|"
    r"(?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+months|"
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)days|mornings|evenings|nights|weekends)\b",
    re.IGNORECASE,
)
# The time of one sitting: "I've been limping around the line all week".
_EN_SPELL = re.compile(
    r"\b(?:all (?:day|week|night|morning|afternoon|evening|weekend)|today|tonight|"
    r"this (?:morning|afternoon|evening|week)|right now)\b",
    re.IGNORECASE,
)
# "my sister Priya", "our dog Biscuit": a statement that names someone close says who
# they are, whatever else it tells.
_EN_NAMES_KIN = re.compile(rf"\b(?:my|our)\s+(?:\w+\s+)?{_KIN}\s+(?-i:[A-Z])\w+", re.I)
_NEXT_WORD = re.compile(r"\s+([a-z]+)", re.IGNORECASE)
_HAVE_GOT = re.compile(
    r"\s+(?:an?|the|some|my|our|his|her|their|no|two|three|four|five|lots|loads|plenty|so|"
    r"too|\d|[A-Z])",
)


# Chinese: a clause told with 了 or 过 is one episode unless its verb leaves a state ("买了",
# "搬", "报了", "在一起了") or the statement says it lasts ("每天", "一直", "四十年").
_ZH_TOLD = re.compile(
    r"了|(?<![不难超经通])过(?!来|去|敏|年|节|冬|夏|日子|生日|得|程|期|度|分|于|头|路|夜|瘾)"
)
_ZH_LASTING = re.compile(
    r"买|卖|搬|养|报|换|辞|入职|毕业|结婚|订婚|离婚|怀孕|怀上|生了|确诊|得了|查出|开了|开业|"
    r"签|考上|考到|考过|上岸|录取|录用|学会|戒|退休|升|加入|租|装修|领证|分手|在一起|领养|"
    r"收养|骨折|断了|住院|手术|开始|办好|拿到|通过|跳槽|转正|定了|订了|约了|决定|打算|计划|"
    r"准备|要|回|当了|研[一二三]|大[一二三四]|年级|岁|商量好|每|一直|经常|总是|常常|年|"
    r"以前|现在|第一次|终于|从小|小时候|再也|不再|犯了|住"
)


def _episode(judged: str, lang: str) -> bool:
    """A single past episode without a lasting consequence (see above). The verb is read
    after the lead ("40 years I worked …"), what makes it last anywhere in the statement."""
    statement = _strip_lead(judged, lang)
    if lang == "zh":
        return bool(_ZH_TOLD.search(statement)) and not _ZH_LASTING.search(statement)
    if lang != "en":
        return False
    head = _EN_PAST_HEAD.match(statement)
    if head is None:
        return False
    verb, at = head.group("v").lower(), head.start("v")
    if head.group("aux") is None:
        past = verb in _EN_IRREGULAR_PAST or (verb.endswith("ed") and verb not in _EN_NOT_PAST)
    elif verb == "got" and "d" not in head.group("aux") and _HAVE_GOT.match(statement, head.end()):
        past = False  # "I've got a little shop": what one has ("I've got lost" is a past)
    elif verb.endswith(("ed", "en")) or verb in _EN_PARTICIPLES:
        past = True
    else:  # "We had snow", "I have tulips up": the auxiliary is the verb
        past = "d" in head.group("aux")
    if verb == "been":
        after = _NEXT_WORD.match(statement, head.end())
        following = after.group(1).lower() if after else ""
        if following.endswith("ing"):  # going on: an episode for a spell of time, or bare
            bare = _words(statement[head.end() :]) <= 1  # "I've been coughing"
            spell = bare or bool(_EN_SPELL.search(statement))
            return spell and not _EN_LASTS.search(statement)
        if following.endswith("ed") or following in _EN_PARTICIPLES:
            verb, at = following, after.start(1) if after else at  # "been offered the job"
    if not past:
        return False
    return not (
        _EN_LASTING_VERB.match(statement, at)
        or _EN_LASTING_OBJECT.search(statement)
        or _EN_LASTS.search(judged)
        or _EN_NAMES_KIN.search(statement)
    )


# Words are counted as a reader counts them: "I'm" is two ("I am"), "38-7" is two.
_WORD = re.compile(r"[^\W\d_]+|\d+")


def _words(text: str) -> int:
    cjk = len(_CJK.findall(text))
    if cjk:
        return cjk
    return len(_WORD.findall(_POSSESSIVE.sub(_drop_possessive, text)))


# "My mom's recipe" is three words: the "'s" of a noun is no word of its own ("she's" is).
_POSSESSIVE = re.compile(
    r"\b(\w+)['’]s\b(?!\s+(?:a|an|the|my|our|his|her|their|in|at|on|from|so|very|not|been|"
    r"got|always|still|just|now|also|back|up|\w+ing|\w+ed)\b|\W*$)",
    re.IGNORECASE,
)
_PRONOUN_S = _wordset("it he she that what who there here where how let")


def _drop_possessive(match: re.Match[str]) -> str:
    word = match.group(1)
    return match.group() if word.lower() in _PRONOUN_S else word


def _is_fragment(text: str, lang: str) -> bool:
    if lang in ("zh", "ja"):
        return len(_CJK.findall(text)) <= FRAGMENT_CJK
    return _words(text) <= FRAGMENT_WORDS and not _AGE.match(text)


# "I'm 34", "Ich bin 34", "J'ai 34 ans", "Tengo 34 años": short, and a whole fact.
_AGE = re.compile(
    r"^(?:I['’]m|I am|ich bin|j['’]ai|tengo)\s+(?:[1-9]\d?)(?:\s+(?:ans|años|jahre))?\W*$",
    re.IGNORECASE,
)


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


# Chat drops the "I" before a verb of what one did: "went home to savannah", "bought a
# second-hand Hilux off a bloke in Hamilton", "can't drive big blue for a bit". Only a
# sentence's first clause, only English, only verbs whose dropped subject is the writer
# (a past verb, a negated or perfect one; never a bare present, which is an imperative).
_EN_DROPPED = re.compile(
    rf"^{_FILLER}(?:{_TIME_LEAD})?(?:(?:just|finally|also|still|already|never|always|"
    r"officially|actually|recently|basically)\s+)*"
    r"(?!(?:tired|excited|stressed|exhausted|obsessed|bored|scared|worried|confused|shocked|"
    r"amazed|surprised|relieved|impressed|interested|annoyed|pissed|stoked|wrecked|cooked|"
    r"used|need|needed|blessed|cursed|fed|red|bed|shed|wed|sled|ted|ned|ed|speed|seed|"
    r"feed|weed|reed|hundred|sacred|naked|wicked|kindred|wretched|crooked|rugged|beloved|"
    r"aged|learned|supposed|sorted|screwed|doomed|booked solid|married to you)\b)"
    r"(?P<v>went|bought|booked|got|moved|started|finished|played|caught|adopted|quit|"
    r"joined|signed|passed|won|lost|visited|took|made|did|ran|hiked|climbed|broke|hurt|"
    r"flew|drove|met|saw|found|sold|rented|graduated|applied|tried|spent|baked|built|"
    r"wrote|read|watched|had|left|came|gave|swam|rode|taught|began|grew|kept|paid|sent|"
    r"wore|fell|tore|ate|slept|been|can't|cannot|can’t|didn't|didn’t|"
    r"haven't|haven’t|[a-z]+ed)\b"
    # "Humbled by a 6 year old": a participle with its agent is how one was made to feel
    r"(?!\s+by\b)",
    re.IGNORECASE,
)


# What someone else did: "Broke his arm on Tuesday" is the son's arm, not the writer's.
_THIRD_PERSON = re.compile(r"\b(?:his|her|hers|their|theirs|him|them|he|she|they)\b", re.I)
DROPPED_WORDS = 3


def _dropped_subject_at(text: str, lang: str) -> int | None:
    """Where a statement with a dropped "I" starts (see ``_EN_DROPPED``), or None."""
    if lang == "zh":
        chars = len(_CJK.findall(text))
        return 0 if _ZH_DROPPED.match(text) and chars >= ZH_DROPPED_CHARS else None
    if lang != "en":
        return None
    match = _EN_DROPPED.match(text)
    if match is None or _THIRD_PERSON.search(text) or _words(text) < DROPPED_WORDS:
        return None
    return match.start()


# Chinese drops the subject. After a clause about the writer the clauses of the same
# sentence that open on a time, an adverb or a verb go on about the writer ("我面试在准备了，
# 报了个面试班，三月二号开课"); a sentence that opens that way with no subject at all is the
# writer's too ("上周末带小敏去青城山住了两天"). A clause that opens on a noun has a subject
# of its own ("新公司在浦东", "阳台可以晒太阳") and ends the statement.
_ZH_TIME_WORD = (
    r"(?:(?:上|下|这|本|每)个?(?:周|星期|礼拜|月)[一二三四五六日天末]?|每天|每周|每晚|每年|"
    r"现在|最近|昨天|今天|明天|前天|后天|去年|今年|明年|小时候|当年|年轻时|以前|之前|后来|"
    r"刚才|早上|晚上|中午|下午|上午|平时|周[一二三四五六日末]|(?:\d+|[一二三四五六七八九十]+)"
    r"月(?:份|初|底|中)?(?:(?:\d+|[一二三四五六七八九十]+)[号日])?)"
)
_ZH_ADVERB = r"(?:也|还|就|都|已经|正在|在|刚|刚刚|一直|终于|又|再|准时|天天|经常|总是|不|没)"
_ZH_VERB = (
    r"(?:去|来|回|住|买|租|搬|开|学|练|考|做|当|养|带|报|参加|签|换|跑|打|玩|写|教|拍|种|"
    r"弹|唱|画|骑|游|爬|办|找|申请|入职|辞职|毕业|结婚|订婚|生|怀|查|掉|摔|扭|伤|确诊|住院|"
    r"加入|订|定|约|计划|打算|准备|决定|开始|跳|陪|工作|上班|上课|上学|读|念|搞|负责|接)"
)
_ZH_GOES_ON = re.compile(rf"^(?:{_ZH_TIME_WORD}[，,]?)*{_ZH_ADVERB}*{_ZH_VERB}")
# A subjectless sentence is the writer's when it tells what they did or will do (a verb
# with 了/过/要), what they do by habit ("现在每周六早上去打羽毛球") or mean to do ("想在高新区
# 开第二家店"); a place may come before the verb ("在浦东金桥租了个两室一厅").
_ZH_PLACE = r"(?:在[^，。！？你他她]{1,8}?)?"
_ZH_DROPPED = re.compile(
    rf"^(?:{_ZH_TIME_WORD}[，,]?)*{_ZH_ADVERB}*{_ZH_PLACE}{_ZH_VERB}.*[了过要]"
    rf"|^(?:现在|平时)?(?:每天|每周[一二三四五六日天末]?|每个?月|每年|每个?周末)[^，。]*?{_ZH_VERB}"
    rf"|^(?:想|打算|准备|计划|决定){_ZH_PLACE}{_ZH_VERB}"
)
ZH_DROPPED_CHARS = 6


def _zh_goes_on(clause: str) -> bool:
    """Whether a subjectless Chinese clause goes on with the writer's statement; one that
    would spoil it (the listener, a reaction, an "if") is left out of it instead."""
    return bool(_ZH_GOES_ON.match(clause)) and not (
        _LISTENER["zh"].search(clause)
        or _REACTION["zh"].search(clause)
        or _CONDITIONAL.search(clause)
    )


# "Since I'm allergic to peanuts, …": a cause is asserted, so its clause is a statement
# ("if" and "when" clauses are not: see ``_CONDITIONAL``).
_SUBORDINATE = re.compile(
    rf"^{_FILLER}(?:since|because|cause|cuz|coz|bc|now that|given that|seeing as)\s+"
    r"(?=(?:I|I['’]\w+|we|we['’]\w+|my)\b)",
    re.IGNORECASE,
)
# Where the main clause takes over in "Since I retired from the post office I've had to …".
_MAIN_SUBJECT = re.compile(r"\s(?=(?:I|I['’](?:ve|m|d|ll)|we|we['’](?:ve|re|d|ll))\s)")


def _subordinate(text: str, clause: Clause) -> list[Clause]:
    """A causal clause without a comma, cut where its main clause's own subject starts."""
    # Patterns anchored with "^" are matched on the clause itself, not at an offset.
    found = _SUBORDINATE.match(text[clause.start : clause.end])
    if found is None:
        return [clause]
    opens = clause.start + found.end()
    main = _MAIN_SUBJECT.search(text, opens + 2, clause.end)
    start = clause._replace(start=opens)
    if main is None:
        return [start]
    return [start._replace(end=main.start(), mark=""), clause._replace(start=main.end())]


def _rejected(statement: str, lang: str) -> bool:
    """Whether a statement is not a durable fact about the user (see the module docstring)."""
    stripped = _strip_lead(statement, lang)
    listener = _LISTENER.get(lang, _LISTENER["en"])
    return (
        bool(listener.search(statement))
        or (lang != "en" and statement.isascii() and bool(_LISTENER["en"].search(statement)))
        or bool(_NOISE.get(lang, _NOISE["en"]).search(stripped))
        or bool(_NOISE["en"].search(stripped))
        # "I'll try", "I'm gonna go": a plan needs a time.
        or (_modal_future(stripped, lang) and resolve(stripped, _EPOCH) is None)
        or _in_table(_NEXT_MINUTES, statement, lang)
        or _in_table(_NEEDS_CONTEXT, stripped, lang)
        or _in_table(_QUIP, stripped, lang)
        or bool(_CONDITIONAL.search(statement) or _PRONOUN_OBJECT.search(stripped))
        or _momentary(stripped, lang)
        or (
            lang not in ("zh", "ja")
            and _words(statement) <= POINTING_WORDS
            and bool(_POINTING_END.search(statement))
        )
        or bool(_DANGLING.search(statement.rstrip(" .!~")))
    )


def _modal_future(stripped: str, lang: str) -> bool:
    """Whether the statement says what one will do (see ``_MODAL_FUTURE``)."""
    own = _MODAL_FUTURE.get(lang)
    return bool((own is not None and own.search(stripped)) or _MODAL_FUTURE["en"].search(stripped))


def _in_table(table: dict[str, re.Pattern[str]], text: str, lang: str) -> bool:
    """Whether the pattern of ``lang`` (or English, mixed into other chat) matches."""
    own = table.get(lang)
    return bool(
        (own is not None and own.search(text))
        or (lang != "en" and "en" in table and table["en"].search(text))
    )


def _momentary(stripped: str, lang: str) -> bool:
    """A reaction, a need of the moment or an empty announcement (see ``_REACTION``)."""
    for table in (_REACTION, _MOMENT_HEAD, _PERSON_MOMENT):
        own = table.get(lang)
        if own is not None and own.search(stripped):
            return True
        if lang != "en" and table["en"].search(stripped):
            return True  # English mixed into other chat
    return False


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
    sentences = [
        [
            part
            for c in _own_words(text, sentence.clauses)
            for sub in _subordinate(text, c)
            for part in _coordinated(text, sub, lang)
        ]
        for sentence in seg.sentences
    ]
    for number, clauses in enumerate(sentences):
        index = 0
        while index < len(clauses):
            clause = clauses[index]
            index += 1
            if clause.question:
                continue
            piece = text[clause.start : clause.end]
            lead = _subject_at(piece, lang)
            dropped = lead is None and index == 1 and not _about_someone(text, sentences, number)
            if dropped:
                lead = _dropped_subject_at(piece, lang)
            if lead is None:
                continue
            run = [clause]
            index = _grow(text, run, clauses, index, lang)
            start = clause.start + lead
            # The sentences that add to a statement join it only when the statement is one
            # on its own: "I can't quite picture it. Turkey in 35 degrees" stays out.
            if index == len(clauses) and _statement(text, run, lang, start, dropped=dropped):
                run += _elaboration(text, sentences[number + 1 :], lang)
            fact = _fact(text, run, at, lang, start, dropped=dropped)
            if fact is not None and all(f.content != fact.content for f in facts):
                facts.append(fact)
    return facts


def _grow(text: str, run: list[Clause], clauses: list[Clause], index: int, lang: str) -> int:
    """Extend ``run`` with the clauses from ``index`` on that belong to its statement, and
    return where the next statement may start."""
    # A statement too short to stand alone takes the clauses that continue it.
    while (
        _is_fragment(_span(text, run), lang)
        and index < len(clauses)
        and run[-1].mark in (",", "，", "、", "—", "")
        and _continues(text[clauses[index].start : clauses[index].end], lang)
    ):
        run.append(clauses[index])
        index += 1
    # In Chinese the subject carries on through the sentence.
    while (
        lang == "zh"
        and index < len(clauses)
        and not clauses[index].question
        and _zh_goes_on(text[clauses[index].start : clauses[index].end])
    ):
        run.append(clauses[index])
        index += 1
    return index


def _about_someone(text: str, sentences: list[list[Clause]], number: int) -> bool:
    """Whether the sentence before this one is about someone else ("Gus is thriving. Ate a
    cricket yesterday"): a dropped subject then carries that one, not the writer."""
    if number == 0 or not sentences[number - 1]:
        return False
    first = sentences[number - 1][0]
    return bool(_OTHER_SUBJECT.match(text[first.start : first.end]))


# "我也有个事要说，我下周去…", "跟你说个事，她怀孕了": the writer announcing what they say
# next. What follows is their own statement, not someone else's words reported.
_ANNOUNCES = re.compile(
    r"(?:要|想|跟你|和你|给你|跟您)说|说个事|告诉你|let me tell you|have to tell you", re.I
)


def _own_words(text: str, clauses: tuple[Clause, ...]) -> list[Clause]:
    """The clauses of a sentence that are the writer's own: no quotes, no code, and no
    reported speech unless the writer announced it as theirs."""
    own: list[Clause] = []
    announced = False
    for clause in clauses:
        if clause.quoted or clause.code:
            continue
        if clause.speech > clause.start and _ANNOUNCES.search(text, clause.start, clause.end):
            announced = True  # the announcement itself says nothing yet
        elif clause.speech < 0 or (announced and clause.speech == clause.start):
            own.append(clause._replace(speech=-1))
    return own


# Another subject at the head of a clause: it is not the user's statement going on.
_OTHER_SUBJECT = re.compile(
    rf"^{_FILLER}(?:he|she|it|they|you|u|this|that|there|these|those|who|which|"
    r"(?:he|she|it|they|you|that|there)['’]\w+|[A-Z][\w-]+(?:['’]s)?\s+(?:is|was|are|were|has|"
    r"had|says|said|thinks|wants|will|can|did|does|got|gets|made|makes)\b)\b",
    re.IGNORECASE,
)


# A clause that opens with a conjunction of its own is a new clause, not the rest of ours.
_OPENS_CLAUSE = re.compile(
    r"^(?:ob|dass|daß|wenn|weil|if|whether|when|because|unless|si|que|qu['’]|quand|porque|"
    r"cuando|aunque)\b",
    re.IGNORECASE,
)


def _continues(clause: str, lang: str) -> bool:
    """Whether ``clause`` goes on with the statement before it rather than starting one."""
    if _subject_at(clause, lang) is not None or _OPENS_CLAUSE.match(clause):
        return False
    return lang in ("zh", "ja") or not _OTHER_SUBJECT.match(clause)


# Chat states a fact and then adds to it in sentences without a verb of their own:
# "I'm pregnant!!! 12 weeks! Due in May", "I got promoted. Senior manager, starting November
# 1st.", "I was a librarian. Thirty-eight years at the main branch …". Such a sentence
# joins the statement before it; one with its own verb or subject, or a question, does not.
_FINITE = re.compile(
    r"\b(?:is|are|was|were|am|be|been|has|have|had|do|does|did|will|would|can|could|"
    r"should|went|got|made|took|came|ran|saw|said|says|told|won|lost|lemme|gimme|imma|"
    r"felt|left|found|gave|thought|knew|became|began|bought|brought|caught|fell|flew|grew|"
    r"kept|met|paid|sat|sold|sent|spent|stood|taught|wore|wrote|ate|drove|put|let|think|"
    r"know|want|love|like|hate|need|feel|mean|guess|hope|wish|see|look|looks|sounds?|"
    r"gonna|wanna|gotta|\w+ed|\w+n't|\w+['’](?:s|re|ve|ll|d|m))\b"
    r"|\b(?:i|he|she|it|they|you|we|u|ur|your|this|that|these|those|there|here|lol|lmao|"
    r"omg|haha\w*)\b",
    re.IGNORECASE,
)
ELABORATION_SENTENCES = 2
ELABORATION_WORDS = 20


def _elaboration(text: str, following: list[list[Clause]], lang: str) -> list[Clause]:
    """The verbless sentences right after a statement that add to it (English only)."""
    if lang != "en":
        return []
    taken: list[Clause] = []
    for clauses in following[:ELABORATION_SENTENCES]:
        if not clauses or any(c.question for c in clauses):
            break
        words = text[clauses[0].start : clauses[-1].end]
        if _words(words) > ELABORATION_WORDS or _FINITE.search(words):
            break
        taken += clauses
    return taken


# "…, and I …" / "… but we …": a second statement with its own subject starts a clause.
_COORDINATED = re.compile(
    r"\s+(?:and|but|so|plus|und|aber|et|mais|y|pero)\s+(?=(?:I|I'\w+|I’\w+|my|we|we'\w+|"
    r"ich|wir|mein\w*|je|j'|nous|yo|mi)\b)(?!I\s+(?:are|were)\b)",
    re.IGNORECASE,
)
# Only a clause whose own subject is a pronoun is cut there: in "my girlfriend Jess and I
# signed a lease" the "and I" belongs to the subject.
_PRONOUN_LEAD = re.compile(
    rf"^{_FILLER}(?:I|I['’]\w+|we|we['’]\w+|ich|wir|je|j['’]|nous|yo)\b", re.IGNORECASE
)


def _coordinated(text: str, clause: Clause, lang: str) -> list[Clause]:
    """The clause cut where a coordinated statement with its own subject begins."""
    parts: list[Clause] = []
    start = clause.start
    cuts = list(_COORDINATED.finditer(text, clause.start, clause.end))
    if not _PRONOUN_LEAD.match(text[clause.start : clause.end]):
        if lang != "en":
            return [clause]
        # After someone else's clause ("They've had a cancellation so I'm having the
        # operation on the 7th of May") the writer's own statement is cut out too, but "and"
        # only after a verb: in "my girlfriend Jess and I signed a lease" it joins subjects.
        cuts = [
            c
            for c in cuts
            if not c.group().strip().lower().startswith("and")
            or _FINITE.search(text, clause.start, c.start())
        ][:1]
        if not cuts:
            return [clause]
        parts.append(clause._replace(end=cuts[0].start(), mark="", question=False))
        return [*parts, clause._replace(start=cuts[0].end())]
    for match in cuts:
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


def _statement(
    text: str, run: list[Clause], lang: str, start: int, *, dropped: bool
) -> tuple[str, str] | None:
    """The words of ``run`` from ``start`` as stored, and as judged (a dropped "I" read back
    in), or None when they are not a statement about the user."""
    end = run[-1].end
    # Cut at the last clause boundary that fits, never inside a clause.
    while end - start > MAX_FACT_RUNES and len(run) > 1:
        run = run[:-1]
        end = run[-1].end
    if end - start > MAX_FACT_RUNES:
        return None
    statement = _tidy(text[start:end])
    # A dropped "I" is read back in for judging, and left out of what is stored.
    judged = statement
    if dropped:
        judged = "我" + statement if lang == "zh" else f"I {statement[:1].lower()}{statement[1:]}"
    if not statement or _rejected(judged, lang):
        return None
    return statement, judged


def _fact(
    text: str, run: list[Clause], at: datetime, lang: str, start: int, *, dropped: bool = False
) -> Fact | None:
    found = _statement(text, run, lang, start, dropped=dropped)
    if found is None or _is_fragment(found[0], lang):
        return None
    statement, judged = found
    when = resolve(statement, at, lang)
    if when is None and lang in ("zh", "ja"):
        when = _time_clause(text, start, at, lang)
    if when is None:
        durable = (
            _durable(judged, lang) and not _SCENE.search(statement) and not _episode(judged, lang)
        )
        return Fact(content=statement) if durable else None
    content = _dated(statement, when, lang)
    body = content.split(" (")[0].split("（")[0]
    if _words(body) < FRAGMENT_WORDS:  # a dated event may be short: "We went camping"
        return None
    planned = when.at > at or is_future(statement)
    return Fact(content=content, event_at=when.at, planned=planned)


def _time_clause(text: str, position: int, at: datetime, lang: str) -> When | None:
    """A time that opens a clause before the statement, in its sentence ("上周，我去了成都",
    "上周六去香山，我和老伴…"): the statement keeps all its words. A time inside a clause
    that says something else ("说是四月初，…") dates nothing."""
    for sentence in segment(text).sentences:
        if not sentence.start <= position < sentence.end:
            continue
        for clause in sentence.clauses:
            if clause.end > position:
                break
            words = text[clause.start : clause.end]
            when = resolve(words, at, lang)
            # A time that opens its clause is the topic the sentence goes on about
            # ("上周五签的合同，计划十二月开业"); one inside a clause is that clause's own.
            if when is not None and (
                not _CJK.search(words[: when.start])
                or len(_CJK.findall(words[: when.start] + words[when.end :])) <= 1
            ):
                return replace(when, start=0, end=0)
    return None


_EDGE = re.compile(r"^[\s,，、;；:：\-–—~]+|[\s,，、;；:：\-–—~]+$")
_LEAD_TRIM = re.compile(
    r"^(?:(?:and|but|so|also|plus|oh|well|yeah|ok|okay|haha+|lol|actually|honestly|anyway|"
    r"und|aber|et|mais|y|pero)\b[\s,]*|(?:哈{2,}|呵{2,}|嗯+|啊+)[，,\s]*)+",
    re.IGNORECASE,
)


# Laughter and stickers say how it was said, not what: "… lol", "…[流泪]", "…😭😭". At the
# end they are dropped; in the middle ("I got him in 10th grade lol he's a whole
# roommate") they end the statement, as a full stop would.
_LAUGH = r"(?:lol|lmao|lmfao|ha(?:ha)+h?|he(?:he)+|xd|fr|tbh|ngl|mdr|ja(?:ja)+|哈{2,}|呵{2,})"
_STICKER = r"(?:\[[\u4e00-\u9fff]{1,4}\]|[\U0001F300-\U0001FAFF\u2600-\u27BF\ufe0f\u200d])"
_TRAILING = re.compile(rf"(?:[\s,]*(?:\b{_LAUGH}\b|{_STICKER}))+[\s.!~]*$", re.IGNORECASE)
_MID_LAUGH = re.compile(r"\s+\b(?:lol|lmao|ha(?:ha)+h?)\b\s+(?=\S)", re.IGNORECASE)


def _tidy(statement: str) -> str:
    statement = _EDGE.sub("", statement)
    statement = _LEAD_TRIM.sub("", statement)
    cut = _MID_LAUGH.search(statement)
    if cut is not None and _words(statement[: cut.start()]) > FRAGMENT_WORDS:
        statement = statement[: cut.start()]
    statement = _TRAILING.sub("", statement)
    statement = statement.rstrip("!~ ")
    statement = re.sub(r"([!?])[!?]+", r"\1", statement)
    statement = re.sub(r"\s{2,}", " ", statement).strip()
    statement = _LOWER_I.sub("I", statement)  # chat's "i'm" is the pronoun "I'm"
    if statement[:1].islower():
        statement = statement[0].upper() + statement[1:]
    return statement


_LOWER_I = re.compile(r"(?<![\w'’-])i(?=['’](?:m|ve|d|ll)\b|\s)")


# A time phrase is cut from an English statement only where nothing leans on it: not after
# "since"/"until"/"from" ("vegan since last year" keeps its "since"), not before a word that
# continues it ("on Thursday mornings") or a range ("may 18 to aug 10").
_LEANS_BEFORE = re.compile(
    r"\b(?:since|until|till|til|by|before|after|from|through|starting|between|to|than|"
    r"of|for|is|are|was|were|be|been|'s|’s)\s*$",
    re.IGNORECASE,
)
_LEANS_AFTER = re.compile(
    r"^\s*(?:mornings?|nights?|evenings?|afternoons?|lunch|dinner|breakfast|night's|of|"
    r"morning's|to|till|until|through|thru|and|or|-|–|—|\d)",
    re.IGNORECASE,
)


def _own_sentence(head: str, tail: str) -> str:
    """What is left of the time phrase's own sentence once it is cut ("Due in May." would
    leave "Due")."""
    marks = list(re.finditer(r"[.!?](?:\s|$)", head))
    after = re.search(r"[.!?](?:\s|$)", tail)
    return head[marks[-1].end() if marks else 0 :] + tail[: after.start() if after else None]


def _dated(statement: str, when: When, lang: str) -> str:
    """The statement with the absolute date added. In English and Chinese the relative
    phrase is cut where that leaves a whole sentence ("We went camping (weekend of
    2024-05-04)"); elsewhere, and where a word leans on the phrase, every word stays."""
    head, tail = statement[: when.start], statement[when.end :]
    if lang in ("zh", "ja"):
        body = (head + tail).strip("，, ")
        return body + when.label(lang)
    if (
        lang != "en"
        or when.start == when.end
        or _LEANS_BEFORE.search(head)
        or _LEANS_AFTER.match(tail)
        or _words(_own_sentence(head, tail)) < FRAGMENT_WORDS
    ):
        return f"{statement} {when.label(lang)}"
    head = re.sub(r"\b(?:on|in|over|during)\s*$", "", head.rstrip(), flags=re.IGNORECASE)
    body = re.sub(r"\s{2,}", " ", f"{head.rstrip(' ,')} {tail.lstrip(' ,')}").strip(" ,")
    # A sentence that was only the time leaves its mark behind: "Richmond. June 21st."
    body = re.sub(r"\s+(?=[.,;:!?])|(?<=[.!?])[\s.!?]+$", "", body).rstrip(" ,;:")
    body = body[0].upper() + body[1:] if body else body
    return f"{body} {when.label(lang)}"
