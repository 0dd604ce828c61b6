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
  it ("I just adopted a puppy, any name ideas?" keeps "I just adopted a puppy"). A question
  or a feeling that only frames the writer's news asserts it: "did I tell you I'm learning
  to surf?", "so glad I switched to days", "turns out I have a torn meniscus"; so does a
  complaint, an aside or a correction ("the worst part is I'm allergic to shellfish",
  "sorry, I meant to say I'm 34"), and a cause or a concession inside a clause ("the
  commute is brutal now that I work in Wakefield"). A condition that trails an asserted
  clause and does not hang on the writer ("I'm selling my Land Rover if you know anyone")
  is left out of it; "I'm moving to Leeds if I get the job" stays a hypothetical.
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
  A clause that goes on to report someone's words keeps the writer's part before the
  conjunction that opens the saying ("I've joined a club and Niamh says I never stop …").
  French and Spanish statements start after a lead of habit or time ("d'habitude je …",
  "moi je …", "desde julio voy a …") and after a concession or a cause ("aunque me estoy
  sacando el carnet"); Chinese chat's spaces part clauses as its commas do.
- A dropped subject is read back in where chat drops it: an English sentence that opens
  on a past verb ("went home to savannah", never an imperative, never after a sentence
  about someone else, never about "his" arm), and in Chinese the clauses after a clause
  about the writer and a sentence that opens on a time or a verb ("上周末带小敏去青城山
  住了两天").
- A statement of three words or fewer ("I'm" counts two, a noun's "'s" none) is a
  fragment and is joined to the clause that continues it ("I'm allergic, to shellfish"),
  else dropped; an age ("I'm 34") and a change of life ("I started jogging", "we got
  engaged") are whole. Verbless sentences right after a statement join it when the
  statement stands on its own: "I got promoted. Senior manager, starting November 1st.",
  but not "I can't quite picture it. Turkey in 35 degrees", nor after a statement closed
  by a laugh or an emoji, nor a wish or a request to the listener ("Good luck on the 20th",
  "Please eat one for me": see :mod:`agents.facts_elaboration`). "my friend," and "my dear,"
  call the listener and start no statement.
  A routine that does not say what ("I practise every night", see
  :mod:`agents.facts_idle`) joins the undated statement of the sentence before it, which
  says it ("My Spanish is coming along. I practise every night"); alone it is dropped.
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
  a statement that ends on a word that needs a complement ("I'm passionate about"); a
  guess ("maybe", "apparently", "vielleicht", "可能"; not before a number: "for maybe
  eight years"); a measure said for effect ("way too many", "so much", "a thousand",
  "太多"); what did not happen ("We haven't seen each other since Boston", "Ich hab es
  nicht vergessen", "我没去成"; not a habit, "I don't eat meat", nor a life's "I've
  never owned a car"); and, but in English, what one can do without a time that makes
  it a plan ("Ich kann nur Brot backen").
- A statement with no date must carry a cue of something lasting (identity, work,
  family, places, health, preference, habit, possession: in English "I have …" only of
  someone or something of one's own, "I have a dog", not "I have a radiator") or name
  something specific, and
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
  statement they end it, as a full stop would: a laugh or a face always, another emoji
  before a capital ("My class is growing 😎 Next stop 1500", not "I bought a car 🚗
  finally"). A dated statement that tells only how it felt ("We had the BEST day") is
  dropped.
- A relative time ("last weekend", "next month", "3 days ago", "上周", "下个月", a holiday
  such as "Christmas" or "清明节", which stays in the statement) is resolved
  against ``at`` by :mod:`agents.event_dates`, and the statement gains the absolute date
  ("We went camping (weekend of 2024-05-04)"); :attr:`Fact.event_at` carries it for the
  document. In English and Chinese the relative phrase is cut where nothing leans on it;
  "vegan since last year", "may 18 to aug 10", "on Thursday mornings", German word order
  and a sentence that would be left with two words keep every word.

This module is the pipeline; its parts live beside it: the line's language in
:mod:`agents.chat_language`, word counts in :mod:`agents.word_count`, what a statement must
not be in :mod:`agents.rejections`, the episode-or-lasting judgement in
:mod:`agents.episodes`, the date added to an event in :mod:`agents.event_stamps`, English
chat's contractions without apostrophes ("im", "ive") in :mod:`agents.facts_chat`, leave
taken of the chat ("ya me voy", "我先去洗澡了") in :mod:`agents.facts_signoff`, and the
writer's home told as "here in Duluth" in :mod:`agents.facts_here`. A laugh or a face
before the writer's own subject ends a sentence ("nope lol i have my recital friday"), an
aside in brackets stays inside the clause it interrupts, and a word in capitals for emphasis
("NOT") names nothing.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from datetime import datetime

from agents.belongings import BELONGING, CONDITION
from agents.chat_language import CJK, language_of
from agents.clauses import Clause, segment
from agents.episodes import is_episode
from agents.event_dates import is_future, resolve
from agents.event_stamps import stamp, time_before
from agents.facts_chat import restore_apostrophes
from agents.facts_elaboration import is_aside
from agents.facts_here import home_place
from agents.facts_idle import vague_routine
from agents.facts_script import fold, unfold
from agents.facts_signoff import signs_off
from agents.rejections import CONDITIONAL, LISTENER, REACTION, rejected, vague_event
from agents.word_count import FRAGMENT_WORDS, count_words

__all__ = ["MAX_FACT_RUNES", "Fact", "extract_facts", "language_of"]

# A statement longer than this is cut at its last clause boundary that fits.
MAX_FACT_RUNES = 240
# Chinese and Japanese statements of this many characters or fewer are fragments.
FRAGMENT_CJK = 3


# A statement without a durable cue is kept when it names something specific: a proper
# noun or a number after its first word, or this many Chinese or Japanese characters.
SPECIFIC_CJK = 8
# A word in capitals for emphasis ("My knee is NOT great", "I am SO over it") is said louder,
# it names nothing; an acronym ("I work for the NHS") does.
_SHOUTED = (
    r"(?:NOT|NEVER|SO|VERY|REALLY|ALL|EVER|ALWAYS|TOO|MUCH|SUCH|BEST|WORST|LOVE|HATE|DO|DID|"
    r"DOES|AM|IS|WAS|ARE|WERE|HAVE|HAS|HAD|NO|YES|OMG|LOL|THE|AND|BUT|JUST|STILL|LITERALLY|"
    r"ACTUALLY|TOTALLY|HUGE|AMAZING|GREAT|NOW|AGAIN|WAY|ONLY|OK|OKAY|FINALLY|OFFICIALLY)\b"
)
_SPECIFIC = re.compile(rf"(?<=\s)(?!I\b|I'|I’|{_SHOUTED})[A-ZÄÖÜÉ][\w'’-]+|\d")


@dataclass(frozen=True)
class Fact:
    content: str
    event_at: datetime | None = None
    planned: bool = False  # the event is still to come


# --- where a statement starts --------------------------------------------------------

_FILLER = (
    r"(?:(?:well|so|oh|ok|okay|yeah|yes|yep|no|nope|actually|honestly|also|and|but|plus|"
    r"anyway|anyways|btw|haha+|hah|lol|lmao|omg|ugh|um+|uh+|hmm+|wow|ah+|aw+|oh man|man|"
    r"dude|hey|hi|hello|now|still|then|though|update|news|fun fact|guess what|funny enough|jk|"
    r"speaking of which|by the way|to be honest|tbh|ngl|fyi|sadly|luckily|finally|"
    r"unfortunately|fortunately|meanwhile|otherwise|basically|literally|seriously|"
    r"annoyingly|thankfully|weirdly|ironically|obviously|funnily enough|"
    r"ja|also|naja|achso|genau|und|aber|übrigens|alors|bon|bah|et|mais|sinon|bueno|pues|"
    r"y|pero|oye|vale|sí|si)\b[\s,!.]*)*"
)
# Chat's answers that open a statement: "nah quit that gym in june", "aye I'm on nights".
_ANSWER = r"(?:(?:nah|aye|yup|yea|welp)\b[\s,!.]*)?"
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
# "me and my sister", "me and Rob", and in chat "me n rob (my bf) just got a rabbit":
# the writer and someone else as one subject. A name in lower case counts when a verb
# follows it; "me and you" is the listener's, not a statement of the writer's own.
_ME_AND = (
    r"me\s+(?:and|n|&)\s+(?:my\b|(?-i:[A-Z])\w+|(?!(?:you|u|ya|him|her|them)\b)[a-z]\w+"
    r"(?=\s+(?:\([^()]*\)\s+)?(?:(?:just|also|finally|both|still|already)\s+)*"
    r"(?:are|were|have|had|got|went|[a-z]+ed)\b))"
)
# "my friend, rest that hip", "my dear, …", "my god, …": the listener called by name or an
# oath, not the writer's own friend as a subject.
_VOCATIVE = (
    r"(?!(?:friend|friends|dear|dears|dearest|love|darling|sweet\w*|honey|man|girl|boy|bro|"
    r"dude|pal|mate|brother|sister)\s*(?:[,!.…]|$)|(?:god|gosh|goodness|lord|word|bad)\b)"
)
_EN_SUBJECT = re.compile(
    rf"^{_ANSWER}{_FILLER}(?:{_TIME_LEAD})?(?:just\s+|also\s+|still\s+|finally\s+|actually\s+)?"
    rf"(?P<s>I(?:'m|'ve|'d|'ll|’m|’ve|’d|’ll)?\b|my\s+{_VOCATIVE}\w|we(?:'re|'ve|'ll|’re|’ve)?\b|our\s+\w"
    rf"|{_ME_AND}|(?:my|our)(?:\s+[\w'’]+){{1,3}}\s+and\s+I\b"
    r"|[\w'’]+\s+and\s+I\b"
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
# The field before the verb may hold a date with its stop ("Am 20. Juli fliege ich …") and
# four words ("In drei Wochen fahre ich …"); the subject after the verb may be the writer
# with someone named or of their own ("Im Juli machen Tom und ich eine Wanderung", "…
# meine Frau und ich …"); "… ist es glatt und ich rutsche" is two clauses, not one subject.
_DE_PREFIELD = r"(?:[\w.'’-]+\s+)"
_DE_WITH_ME = r"(?:(?:(?-i:[A-ZÄÖÜ])\w+|mein\w*\s+\w+)\s+und\s+ich|ich|wir)"
_DE_SUBJECT = re.compile(
    rf"^{_FILLER}(?P<s>(?:ich|mein\w*|wir|unser\w*)\b|{_DE_SUBORDINATE}{_DE_PREFIELD}{{1,4}}"
    rf"{_DE_WITH_ME}\b)",
    re.IGNORECASE,
)
# French opens on a habit or a time as often as Spanish does ("d'habitude j'y vais tous les
# dimanches", "samedi dernier on a signé", "depuis janvier je bosse à Lyon"), and sets the
# writer apart with "moi" ("moi je vais au boulot à vélo"): the subject comes after them.
_FR_LEAD = (
    r"(?:moi(?=[\s,]+(?:je|j['’]))|d['’]habitude|normalement|souvent|parfois|maintenant|"
    r"aujourd['’]hui|hier|demain|du coup|franchement|en ce moment|depuis\s+(?:\w+\s+)?\w+|"
    r"(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)(?:\s+(?:dernier|prochain|"
    r"soir|matin))?|(?:la\s+semaine|le\s+mois|l['’]année|le\s+week-end)\s+(?:dernière|"
    r"dernier|prochaine|prochain)|en\s+(?:janvier|février|mars|avril|mai|juin|juillet|août|"
    r"septembre|octobre|novembre|décembre|\d{4}))[\s,]+"
)
_FR_SUBJECT = re.compile(
    # "Hugo et moi on est ensemble depuis quatre ans": the writer and someone
    rf"^{_FILLER}(?:{_FR_LEAD})*"
    r"(?P<s>(?:je|j'|j’|mon|ma|mes|nous|on|[\w-]+\s+et\s+moi)\b|j['’])",
    re.IGNORECASE,
)
# Spanish drops "yo" and often opens on a time ("el sábado pasado me escapé a Cádiz", "en
# enero me diagnosticaron hipotiroidismo", "desde junio voy a hacer un curso"): after such a
# lead, a verb in the first person ("-o", "-é", "-í", "-amos", "-emos", "-imos") or one
# whose object is "me"/"nos" starts the writer's statement.
_ES_TIME_LEAD = (
    r"(?:(?:el|la|los|las|este|esta|todos los|todas las|cada|un|una)\s+(?:\d+\s+de\s+)?"
    r"(?:lunes|martes|miércoles|jueves|viernes|sábado|domingo|sábados|domingos|día|días|"
    r"semana|mes|año|fin de semana|enero|febrero|marzo|abril|mayo|junio|julio|agosto|"
    r"septiembre|octubre|noviembre|diciembre)(?:\s+y\s+(?:lunes|martes|miércoles|jueves|"
    r"viernes|sábados|domingos))?(?:\s+(?:pasado|pasada|que viene|al mes|"
    r"por la (?:mañana|tarde|noche)))?|(?:en|desde|hasta)\s+(?:enero|febrero|marzo|abril|"
    r"mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|\d{4})|hace\s+\w+\s+"
    r"\w+|ahora|ya|hoy|ayer|por eso|así que|también|todavía|aún|siempre|al final)[\s,]+"
)
_ES_NOT_VERB = (
    # a word drawn out in chat ("bueeeno", "holaaa") is an interjection, not a verb
    r"(?![a-zñáéíóú]*(?:aaa|eee|iii|ooo|uuu|sss|mmm))"
    r"(?!(?:bueno|claro|perfecto|todo|como|cuando|eso|esto|pero|tampoco|solo|muy|mucho|"
    r"poco|tanto|cuanto|algo|nada|ojalá|donde|porque|luego|pronto|seguro|obvio|mismo|otro|"
    r"cada|primero|segundo|tercero|ninguno|alguno|vaya|hombre|fijo|exacto|cierto|vamos|"
    # adverbs of time and manner that end as a verb of one's own does ("hace dos semanas
    # justo", "llegué temprano")
    r"justo|rápido|despacio|temprano|medio|demasiado|dentro|adentro|bajo|alto|largo|"
    r"tremendo|increíble|gracias|menos|pues|qué|café|bebé|también|ayer|hoy|dónde|cómo|"
    r"cuándo|nosotros|vosotros|ellos|todos|unos|otros|estos|esos|aquellos|dos|tres|cuatro|"
    r"cinco|seis|siete|ocho|nueve|diez|once|doce|veinte|treinta|cincuenta|cien|mismo|"
    r"centro|trabajo|piso|barrio|pueblo|verano|invierno|domingo|año|mes|rato|ratito)\b)"
)
# "¡Aprobé el examen!", "no tengo coche", "que soy celíaca y …" (chat's "que" that opens
# what one tells): the writer's own statement all the same.
_ES_OPEN = r"[¡\s]*(?:(?:que|aunque|porque|ya que)\s+)?(?:no\s+)?"
_ES_SUBJECT = re.compile(
    rf"^[¡\s]*{_FILLER}{_ES_OPEN}(?P<s>(?:yo|mi|mis|nosotros|nosotras|me|soy|estoy|tengo|vivo|trabajo|estudio"
    r"|voy|fui|hice|empecé|acabo|llevo|he|estuve|tuve|compré|adopté|juego|corro|cocino"
    r"|odio|prefiero|hago|salgo|viajé|volví|conocí|perdí|gané|terminé|me gusta|me encanta"
    # any verb in the first person, which Spanish marks on the verb: "quiero quedarme un
    # año más", "sigo en el bar", "aprobé el examen" (not a word that only ends that way)
    rf"|{_ES_NOT_VERB}[a-zñáéíú]{{2,}}(?:o|é|amos|emos|imos)"
    # the past of "-er"/"-ir" verbs: "suspendí el práctico", "viví dos años en Lyon"
    rf"|{_ES_NOT_VERB}(?!(?:aquí|allí|ahí|así|jabalí|esquí|colibrí|maniquí)\b)"
    r"[a-zñáéú]{2,}[^aeiouáéíóú\W]í"
    rf")\b|(?:{_ES_TIME_LEAD})+(?!pasad[oa]\b|que\b)"
    r"(?:(?:me|nos)\s+\w+|\w+(?:o|é|í|amos|emos|imos)|voy)\b)",
    re.IGNORECASE,
)
# 我 near the start of the clause; not after a verb of saying ("老师说我…": what someone said
# of me), inside a title (《我和我的祖国》), or after 等 ("等我来广州…": when I come).
_ZH_SUBJECT = re.compile(
    r"^(?:[^我你他她它，。说讲问骂夸让叫《「“\"等住给得]{0,8}?)"
    r"(?:(?<=[但可就还于]是)|(?<!是))(?P<s>我(?!觉得|想想|猜|看|以为|希望|祝|也不知道|不知道|记得你))"
)
_JA_SUBJECT = re.compile(r"^(?:[^、。]{0,8}?)(?P<s>(?:私|僕|俺|わたし|ぼく|うち)(?:は|の|も|が))")

# --- what lasts -------------------------------------------------------------------------

# A scene, not a standing fact, when nothing dates it: a clock time ("We start at 6am",
# "a group meeting at six"), a stretch of minutes or a day ("docked in Ensenada for a
# day"), a one-off ("I had a deep fried Mars bar once").
_SCENE = re.compile(
    r"\b\d{1,2}(?::\d{2})?\s*(?:am|pm)\b|\bat\s+(?:one|two|three|four|five|six|seven|eight|"
    r"nine|ten|eleven|twelve|noon|midnight|(?:[01]?\d|2[0-4])(?::\d{2})?)\b"
    r"(?!\s*(?:years?|months?))"
    r"|\bfor\s+(?:a|an|one|the)\s+(?:day|hour|minute|sec|second|night|moment|bit)\b|\bonce\b"
    r"|\bum\s+\d{1,2}(?::\d{2})?\s*(?:uhr)?\b|\bà\s+\d{1,2}h\d*\b|\ba las\s+\d",
    re.IGNORECASE,
)
# A clock time said of a routine is when the habit happens, not a scene: "I video-call my
# kids every night at 9", "Ich stehe jeden Tag um 5 Uhr auf", "je commence à 6h le lundi".
_ROUTINE = re.compile(
    r"\b(?:every|each|daily|weekly|usually|always|normally|weekdays|weeknights|"
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)days|mornings|evenings|nights|"
    r"jeden|jede|jeder|täglich|immer|meistens|montags|dienstags|mittwochs|donnerstags|"
    r"freitags|samstags|sonntags|morgens|abends|nachts|chaque|tous\s+les|toutes\s+les|"
    r"d['’]habitude|cada|todos\s+los|todas\s+las|siempre|normalmente)\b|每天|每周|每晚|平时",
    re.IGNORECASE,
)
# What makes a statement durable: a cue of identity, work, family, pets, places, health,
# preference, plan, possession or habit. A statement with none (an anecdote, a quip) is
# kept only when it is a dated event.
_DE_VERB = (
    r"(?:bin|sind|arbeite|arbeiten|wohne|wohnen|studiere|studieren|lerne|habe|hab|haben|"
    r"hatte|hatten|spiele|spielen|mache|machen|liebe|mag|mögen|hasse|fahre|laufe|backe|"
    r"koche|gehe|gehen|war|waren|fange|fliege|fliegen|ziehe|ziehen|heirate|heiraten|"
    r"trainiere|male|lese|schreibe|unterrichte|leite|besitze|kenne|singe|tanze|reite)"
)
_DURABLE = {
    "en": re.compile(
        r"^(?:I|we)(?:'m|’m| am|'re|’re| are)\s+"
        # whatever the adverbs: "I'm deathly allergic to peanuts", "I'm officially her
        # godmother now"
        r"(?:(?:now|currently|still|also|finally|(?!(?:basically|literally|practically|"
        r"virtually|genuinely|honestly|totally|seriously|really|only)\b)\w+ly)\s+)*"
        r"(?:an?\s+\w|the\s+\w+\s+(?:at|of|for)|from|based|born|married|engaged|divorced|"
        # what one is to someone: "I'm his caregiver", "I'm their coach", "my own boss"
        r"(?:his|her|their|my\s+own)\s+\w+(?:\s+(?:now|too))?\W*$|"
        r"single|pregnant|expecting|retired|self[\s-]employed|unemployed|freelanc\w*|vegan|vegetarian|allergic\s+to|lactose|diabetic|"
        r"celiac|left-handed|learning|studying|training|taking|starting|moving|planning|"
        # a project under way: "I'm knitting a blanket", "we're building a shed"
        r"(?:knitting|crocheting|sewing|quilting|embroidering|building|writing|painting|"
        r"restoring|carving|composing|recording|designing|planting|brewing)\s+"
        r"(?:a|an|my|our|some|the)\s|"
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
        r"worked|started|always|never|two|three|four|five|\d|been\s+married|"
        # a change that leaves a state: "I've taken up jigsaws", "I've joined a choir"
        r"(?:just\s+|finally\s+|also\s+|now\s+)*(?:taken\s+up|picked\s+up|given\s+up|"
        r"joined|adopted|graduated|enrolled|signed\s+up|registered|qualified|retired|"
        r"been\s+diagnosed))"
        r"|^I(?:'d|’d)\s+(?:never|always)"
        # what one was: "I was a librarian", "I used to be a nurse"
        r"|^(?:I|we)\s+(?:was|were|used\s+to\s+be)\s+(?:an?\s+\w|born|raised|married)"
        r"|^(?:I|we)\s+(?:\w+ly\s+|just\s+|also\s+|still\s+|finally\s+|now\s+|even\s+)*"
        r"(?:work|worked|live|lived|study|studied|teach|taught|own|got|adopted|"
        r"bought|started|joined|moved|signed\s+up|play|played|run|ran|go|went|volunteer|"
        r"take|took|love|like|hate|prefer|adore|enjoy|collect|use|drive|speak|grew\s+up|"
        r"was\s+born|married|got\s+married|graduated|applied|quit|retired|switched|"
        r"finished|completed|passed|failed|won|lost|broke|sprained|tore|had\s+surgery|"
        r"met|visited|traveled|travelled|flew|drove|hiked|climbed|booked|registered|"
        r"enrolled|decided|need|eat|cook|bake|brew|knit|paint|draw|write|read|listen|watch|"
        r"grow|keep|raise|foster|rescued|manage|managed|lead|led|run|ride|swim|surf|ski|"
        r"dance|sing|coach|train|practice|practise|meditate|don't\s+eat|do\s+not\s+eat|"
        # what one does not do or have, for good: "I don't drive", "I don't have a licence"
        r"(?:don['’]t|do\s+not)\s+(?:drive|smoke|drink|own|have\s+an?|have\s+any)|"
        r"can't\s+eat|cannot\s+eat|don't\s+drink|never|always|usually|often|sometimes|"
        r"still|spent|sold|gave\s+up|rented|signed|celebrated|hosted|organized|organised|"
        r"launched|published|opened|closed|built|made|finally|officially|just|handed\s+in)\b"
        # a treatment says what one has: "I'm on amlodipine for the blood pressure", "I
        # take iron tablets for my anaemia"
        r"|^(?:I|we)\b[^,.!?]*?\b(?:on|take|taking|takes)\s+(?:[\w'’-]+\s+){1,3}?for\s+"
        rf"(?:my|the|our)\s+(?:\w+\s+)?{CONDITION}\b"
        rf"|^(?:my|our)\s+(?:\w+\s+)?{BELONGING}\b|^{_NAMED_MINE}"
        # what one has says something lasting when it is someone or something of one's own
        rf"|^(?:I|we)\s+(?:\w+ly\s+|just\s+|also\s+|still\s+|now\s+)*(?:have|has)\s+"
        rf"(?:[\w'’-]+\s+){{0,3}}{BELONGING}\b"
        rf"|^(?:I|we)(?:['’]ve|\s+have)?\s+got\s+(?:[\w'’-]+\s+){{0,3}}{BELONGING}\b"
        rf"|^{_ME_AND}|^(?:my|our) \w+ and I\b",
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
        r"奶奶|外婆|外公|狗|猫|公司|老板|同事|家|房子|车|"
        # one's spouse and kin as older speakers name them, one's body and health, one's
        # age: "我老伴儿腿不好", "我血压高", "我腰椎间盘突出", "我今年三十五了"
        r"老伴|爱人|媳妇|丈夫|妻子|孙子|孙女|外孙|表弟|表妹|表哥|表姐|堂弟|堂妹|婆婆|公公|"
        r"岳父|岳母|(?:血压|血糖|血脂)(?:高|偏高)|高血压|糖尿病|椎间盘突出|哮喘|痛风|"
        # a body part only with a lasting state, not today's ache ("我腰又开始疼了")
        r"(?:腰|腿|膝盖|颈椎|腰椎|胃|心脏|关节)(?:一直)?(?:不好|不太好|有问题|有毛病)|"
        r"[一二三四五六七八九十两\d]+岁|[一二三四五六七八九十\d]{2,}了)"
    ),
    "de": re.compile(
        rf"^(?:ich|wir)\s+(?:\w+\s+)?{_DE_VERB}\b"
        r"|^(?:mein|meine|meinen|meinem|unser|unsere)\s*\w*\b"
        # verb second: "Im Dezember hatten wir …", "Seit drei Jahren spiele ich …"
        rf"|^{_DE_PREFIELD}{{1,3}}{_DE_VERB}\s+{_DE_WITH_ME}\b",
        re.IGNORECASE,
    ),
    "fr": re.compile(
        r"^(?:je|j['’]|nous|on)\s*(?:suis|travaille|habite|vis|étudie|ai|avons|aime|adore|"
        r"déteste|joue|fais|cours|vais|suis allée?|pars|commence|apprends|prépare|viens|"
        r"me suis|m['’]|\w+ais)"
        r"|^(?:mon|ma|mes|notre|nos)\s+\w+"
        # what has lasted, and habits: "on est ensemble depuis quatre ans", "je chante dans
        # une chorale le jeudi soir", "tous les dimanches"
        r"|\bdepuis\s+(?:\w+\s+)?(?:ans?|années?|mois|longtemps|toujours|\d{4})\b"
        r"|^(?:je|j['’]|nous|on)\b.*\b(?:tous les|toutes les|chaque|souvent|toujours|"
        r"le (?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|week-end)s?)\b",
        re.IGNORECASE,
    ),
    "es": re.compile(
        rf"^[¡\s]*(?:que\s+)?(?:{_ES_TIME_LEAD})*(?:(?:yo|nosotros|nosotras)\s+)?"
        r"(?:(?:ya|todavía|también|ahora|aún|siempre|no)\s+)*"
        # what one has done to oneself: "me he comprado una furgoneta", "me he apuntado"
        r"(?:(?:me|nos)\s+(?:he|hemos)\s+\w+(?:ado|ido|cho|to)\b|"
        r"soy|somos|trabajo|trabajamos|vivo|vivimos|estudio|estudiamos|tengo|tenemos|"
        r"juego|jugamos|corro|cocino|odio|prefiero|me gusta|me encanta|nos gusta|hago|empecé|"
        r"llevo|acabo de|he\s+\w+(?:ado|ido|cho|to)|hemos|fui|fuimos|compré|compramos|adopté|"
        r"terminé|gané|ganamos|perdí|conocí|viajé|volví|me mudé|nos mudamos|me casé|me caso|"
        r"nos casamos|me operaron|me rompí|me apunté|me inscribí|empiezo|voy a|vamos a|"
        # what one is in the middle of: "me estoy sacando el carnet", "sigo buscando piso"
        r"(?:me\s+|nos\s+)?(?:estoy|estamos)\s+\w+(?:ando|iendo)\b|sigo|seguimos|hice|"
        r"estoy\s+(?:casad|embarazad|jubilad|soltero|soltera|estudiando|trabajando|"
        r"aprendiendo|entrenando|saliendo|en\s))"
        r"|^(?:mi|mis|nuestro|nuestra|nuestros|nuestras)\s+\w+"
        # Spanish marks the person on the verb: any verb of one's own, done or doing, with
        # what it is done to ("hablo cuatro idiomas", "aprobé el examen de moto"); not a
        # verb of thinking, saying, seeing or wanting, which says the moment
        rf"|^[¡\s]*(?:que\s+)?(?:no\s+)?{_ES_NOT_VERB}(?!(?:creo|pienso|supongo|espero|digo|"
        r"dije|quiero|quise|puedo|pude|miro|veo|vi|oí|imagino|flipo|alucino|muero|río|lloro|"
        r"lloré|grité|necesito|debo|intento|intenté|entiendo|recuerdo|olvidé|pregunto|"
        r"pregunté|dejo|mando|te)\b)(?![a-zñáéíú]+ndo\b)[a-zñáéíú]{2,}(?:o|é|[^aeiouáéíóú\W]í)"
        r"\s+(?:el|la|los|las|un|una|unos|unas|mi|mis|\d+|dos|tres|cuatro|cinco|seis|siete|"
        r"ocho|nueve|diez|varios|varias|muchos|muchas)\s+\w",
        re.IGNORECASE,
    ),
    "ja": re.compile(r"^"),
}


def _is_fragment(text: str, lang: str) -> bool:
    if lang in ("zh", "ja"):
        return len(CJK.findall(text)) <= FRAGMENT_CJK
    return count_words(text) <= FRAGMENT_WORDS and not _AGE.match(text)


# "I'm 34", "Ich bin 34", "J'ai 34 ans", "Tengo 34 años": short, and a whole fact.
_AGE = re.compile(
    r"^(?:I['’]m|I am|ich bin|j['’]ai|tengo)\s+(?:[1-9]\d?)(?:\s+(?:ans|años|jahre))?\W*$"
    # so is a standing condition: "I'm vegan", "Soy celíaca", "Ich bin laktoseintolerant"
    r"|^(?:I['’]m|I am|ich bin|je suis|soy|estoy)\s+(?:now\s+|jetzt\s+|auch\s+)?"
    r"(?:vegan[oa]?|vegetarian[oa]?|vegetarisch|végétarien\w*|végan\w*|diabetic|"
    r"diabetiker\w*|diabétique|diabétic[oa]|coeliac|celiac|celíac[oa]|cœliaque|"
    r"lactose\s+intolerant|laktoseintolerant|intolérant\w*\s+au\s+lactose|pregnant|schwanger|"
    r"enceinte|embarazada|retired|pensioniert|retraité\w*|jubilad[oa]|divorced|geschieden|"
    r"divorcé\w*|divorciad[oa]|widowed|verwitwet|veuf|veuve|viud[oa]|sober|epileptic|"
    r"asthmatic|autistic|deaf|schwerhörig|sourde?|sord[oa])\W*$"
    # and a change of life told in three words: "I started jogging", "we got engaged"
    r"|^(?:I|we)\s+(?:started|quit|stopped|began|took\s+up|gave\s+up)\s+\w+ing\W*$"
    r"|^(?:I|we)\s+(?:got\s+)?(?:married|engaged|divorced|retired|graduated)\W*$",
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
    rf"^{_ANSWER}{_FILLER}(?:{_TIME_LEAD})?(?:(?:just|finally|also|still|already|never|always|"
    r"officially|actually|recently|basically)\s+)*"
    r"(?!(?:tired|excited|stressed|exhausted|obsessed|bored|scared|worried|confused|shocked|"
    r"amazed|surprised|relieved|impressed|interested|annoyed|pissed|stoked|wrecked|cooked|"
    r"used|need|needed|blessed|cursed|fed|red|bed|shed|wed|sled|ted|ned|ed|speed|seed|"
    r"feed|weed|reed|hundred|sacred|naked|wicked|kindred|wretched|crooked|rugged|beloved|"
    r"aged|learned|supposed|sorted|screwed|doomed|booked solid|married to you)\b)"
    # "Went like planned", "went really well": "it" was dropped there, not "I"
    r"(?!went\s+(?:(?:so|really|very|pretty|super|quite|all)\s+)*(?:well|fine|great|ok|okay|"
    r"alright|like|as|smoothly|perfectly|badly|better|worse|amazing|awesome|brilliantly|"
    r"horribly|terribly|according|off\s+without)\b)"
    r"(?P<v>went|bought|booked|got|moved|started|finished|played|caught|adopted|quit|"
    r"joined|signed|passed|won|lost|visited|took|made|did|ran|hiked|climbed|broke|hurt|"
    r"flew|drove|met|saw|found|sold|rented|graduated|applied|tried|spent|baked|built|"
    r"wrote|read|watched|had|left|came|gave|swam|rode|taught|began|grew|kept|paid|sent|"
    r"wore|fell|tore|ate|slept|been|can't|cannot|can’t|didn't|didn’t|"
    r"haven't|haven’t|[a-z]+ed|"
    # a plan with its "I'm" dropped: "Planning to go home for Holy Week", "thinking of
    # selling the bike"
    r"planning\s+(?:to|on)|hoping\s+to|thinking\s+(?:of|about)\s+\w+ing)\b"
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
        chars = len(CJK.findall(text))
        return 0 if _ZH_DROPPED.match(text) and chars >= ZH_DROPPED_CHARS else None
    if lang != "en":
        return None
    match = _EN_DROPPED.match(text)
    if match is None or _THIRD_PERSON.search(text) or count_words(text) < DROPPED_WORDS:
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
    r"刚才|早上|晚上|中午|下午|上午|平时|周[一二三四五六日末]|"
    # the holidays and the ends of the year chat dates things by
    r"春节|过年|清明节?|端午节?|中秋节?|国庆节?|元旦|五一|暑假|寒假|年底|年初|月底|月初|"
    r"(?:\d+|[一二三四五六七八九十]+)"
    r"月(?:份|初|底|中)?(?:(?:\d+|[一二三四五六七八九十]+)[号日])?)"
)
_ZH_ADVERB = r"(?:也|还|就|都|已经|正在|在|刚|刚刚|一直|终于|又|再|准时|天天|经常|总是|不|没)"
_ZH_VERB = (
    r"(?:去|来|回|住|买|租|搬|开|学|练|考|做|当|养|带|报|参加|签|换|跑|打|玩|写|教|拍|种|"
    r"弹|唱|画|骑|游|爬|办|找|申请|入职|辞职|毕业|结婚|订婚|生|怀|查|掉|摔|扭|伤|确诊|住院|"
    r"加入|订|定|约|计划|打算|准备|决定|开始|跳|陪|工作|上班|上课|上学|读|念|搞|负责|接|"
    r"戒)"
)
# A subjectless sentence is the writer's when it tells what they did or will do (a verb
# with 了/过/要), what they do by habit ("现在每周六早上去打羽毛球") or mean to do ("想在高新区
# 开第二家店"); a place may come before the verb ("在浦东金桥租了个两室一厅").
_ZH_PLACE = r"(?:在[^，。！？你他她]{1,8}?)?"
# Whom one does it with, before the verb: "在老家跟爷爷奶奶住", "和老公一起去".
_ZH_WITH = r"(?:(?:跟|和|同|陪着?)[^，。！？你]{1,6}?(?:一起)?)?"
_ZH_GOES_ON = re.compile(
    rf"^(?:{_ZH_TIME_WORD}[，,]?)*{_ZH_ADVERB}*{_ZH_PLACE}{_ZH_WITH}{_ZH_ADVERB}*{_ZH_VERB}"
)
_ZH_DROPPED = re.compile(
    rf"^(?:{_ZH_TIME_WORD}[，,]?)*{_ZH_ADVERB}*{_ZH_PLACE}{_ZH_VERB}.*[了过要]"
    rf"|^(?:现在|平时)?(?:每天|每周[一二三四五六日天末]?|每个?月|每年|每个?周末)[^，。]*?{_ZH_VERB}"
    rf"|^(?:想|打算|准备|计划|决定)(?:{_ZH_TIME_WORD})?{_ZH_PLACE}{_ZH_ADVERB}*{_ZH_VERB}"
    # where one works or studies, with no 了: "还在杭州那家公司做UI", "在儿童医院当护士"
    rf"|^(?:{_ZH_TIME_WORD})?{_ZH_ADVERB}*在[^，。！？你他她]{{1,10}}?"
    r"(?:工作|上班|上学|读书|读|念书|实习|做|当|干)"
)
ZH_DROPPED_CHARS = 6


def _zh_goes_on(clause: str) -> bool:
    """Whether a subjectless Chinese clause goes on with the writer's statement; one that
    would spoil it (the listener, a reaction, an "if") is left out of it instead."""
    return bool(_ZH_GOES_ON.match(clause)) and not (
        LISTENER["zh"].search(clause) or REACTION["zh"].search(clause) or CONDITIONAL.search(clause)
    )


# "Since I'm allergic to peanuts, …": a cause is asserted, so its clause is a statement
# ("if" and "when" clauses are not: see ``CONDITIONAL``).
_SUBORDINATE = re.compile(
    rf"^{_FILLER}(?:since|because|cause|cuz|coz|bc|now that|given that|seeing as|"
    r"even though|although|though)\s+"
    r"(?=(?:I|I['’]\w+|we|we['’]\w+|my)\b)",
    re.IGNORECASE,
)
# The same inside a clause: "the commute is brutal now that I work in Wakefield", "which is
# fine because I work from home on Fridays". A concession is asserted too ("even though
# I've lived in Leeds for ten years"); "when", "if" and "as" are not (see ``CONDITIONAL``),
# and "since" inside a clause dates it ("I've been vegan since I moved to Berlin").
_INNER_SUBORDINATE = re.compile(
    r"[\s,]+(?:because|cause|cuz|coz|now that|given that|seeing as|even though|"
    r"although)\s+(?=(?:I|I['’]\w+|we|we['’]\w+)\s)",
    re.IGNORECASE,
)
# Where the main clause takes over in "Since I retired from the post office I've had to …":
# its own subject, the writer's or another's ("Since my divorce last year it's just me").
_MAIN_SUBJECT = re.compile(
    r"\s(?=(?:I|I['’](?:ve|m|d|ll)|we|we['’](?:ve|re|d|ll)|it['’]s|there['’]s|that['’]s|"
    r"he['’]s|she['’]s|they['’]re)\s)"
)


_ENDS_ON_CONJUNCTION = re.compile(
    r"\b(?:when|whenever|while|if|unless|until|till|because|cause|cuz|as|since|before|after|"
    r"once|that|so|and|but|or|where|though|although)\W*$",
    re.IGNORECASE,
)


# "did I tell you I'm learning to surf?", "did you know I ran a marathon?": the question
# only frames the writer's news; what it frames is asserted, as after "guess what".
_TELLING_FRAME = re.compile(
    rf"^{_FILLER}(?:(?:did|have|had)\s+I\s+(?:ever\s+|already\s+|even\s+)?"
    r"(?:tell|told|mention|mentioned)(?:\s+(?:you|u|ya))?|did\s+(?:you|u)\s+know)"
    r"(?:\s+that)?\s+(?=(?:I|I['’]\w+|we|we['’]\w+|my|our)\s)",
    re.IGNORECASE,
)


# The same for a feeling, a disbelief or a late telling that frames what happened: "I can't
# believe I'm finally a homeowner", "so glad I switched to days", "forgot to tell you I got
# my licence", "turns out I have a torn meniscus". What they frame is asserted all the same.
_FACTIVE_FRAME = re.compile(
    rf"^{_FILLER}(?:(?:I\s+)?(?:(?:still|honestly|really|just)\s+)*(?:can['’]?t|cannot)\s+"
    r"believe|(?:I(?:['’]m|\s+am)\s+)?(?:(?:so|really|super|very|just)\s+)*(?:glad|happy|"
    r"proud|relieved|thrilled|stoked|lucky)|(?:I\s+)?(?:forgot|meant|wanted)\s+to\s+"
    r"(?:tell|mention)(?:\s+(?:you|u|ya))?|(?:I\s+)?(?:just\s+)?(?:realized|realised)|"
    r"(?:it\s+)?turns\s+out|"
    # a complaint or an aside that frames one's news: "the worst part is I'm allergic to
    # shellfish", "thing is, I don't drive", "problem is I work nights"
    r"(?:the\s+)?(?:(?:worst|best|funny|funniest|annoying|sad|saddest|crazy|weird|only|main|"
    r"real|big|other)\s+)?(?:thing|part|problem|issue|trouble|catch|kicker|truth|reason)"
    r"(?:\s+is|['’]s)|"
    # a correction of what one said: "sorry, I meant to say I'm 34", "I mean we're not married"
    r"(?:sorry[\s,]+)?(?:I\s+)?(?:meant|mean)(?:\s+to\s+say)?|correction)"
    r"(?:\s+that)?[\s,:]+(?=(?:I|I['’]\w+|we|we['’]\w+|my|our)\s)"
    # the same in Spanish and German chat: "la verdad es que llevo quince años con la
    # tienda", "es que trabajo de noche", "lo peor es que soy alérgica al polen", "das Blöde
    # ist, ich bin allergisch gegen Katzen"
    r"|^(?:(?:pues|bueno|oye|y|pero)[\s,]+)*(?:la verdad es que|es que|resulta que|"
    r"lo (?:peor|mejor|malo|bueno|gracioso|curioso|raro|único) es que)\s+"
    r"|^(?:das|der)\s+(?:blöde|dumme|gute|lustige|schlimme|einzige)\w*\s+(?:ist|war)[\s,:]+"
    r"(?=(?:ich|wir|mein\w*|unser\w*)\b)",
    re.IGNORECASE,
)


def _told(text: str, clause: Clause) -> Clause:
    """A question or a feeling that frames the writer's own news, as the statement it
    frames."""
    frame = _TELLING_FRAME if clause.question else _FACTIVE_FRAME
    found = frame.match(text[clause.start : clause.end])
    if found is None:
        return clause
    return clause._replace(start=clause.start + found.end(), question=False)


def _subordinate(text: str, clause: Clause) -> list[Clause]:
    """A causal clause without a comma, cut where its main clause's own subject starts."""
    # Patterns anchored with "^" are matched on the clause itself, not at an offset.
    found = _SUBORDINATE.match(text[clause.start : clause.end])
    head: list[Clause] = []
    if found is None:
        found = _INNER_SUBORDINATE.search(text[clause.start : clause.end])
        if found is None:
            return [clause]
        # what comes before is a clause of its own; the subordinate one is the writer's
        head = [clause._replace(end=clause.start + found.start(), mark="", question=False)]
    opens = clause.start + found.end()
    main = _MAIN_SUBJECT.search(text, opens + 2, clause.end)
    # "because I keep dropping stitches when I get excited": a subject right after a
    # conjunction opens a clause inside the subordinate one, not the main clause.
    while main is not None and _ENDS_ON_CONJUNCTION.search(text, opens, main.start()):
        main = _MAIN_SUBJECT.search(text, main.end(), clause.end)
    start = clause._replace(start=opens)
    if main is None:
        return [*head, start]
    return [*head, start._replace(end=main.start(), mark=""), clause._replace(start=main.end())]


_LEAD = re.compile(rf"^{_FILLER}(?:{_TIME_LEAD})?(?:just\s+|also\s+|still\s+|actually\s+)?", re.I)


_FR_STRIP = re.compile(rf"^{_FILLER}(?:{_FR_LEAD})*", re.I)
_FR_ON = re.compile(r"on\s", re.I)


def _strip_lead(text: str, lang: str) -> str:
    if lang in ("zh", "ja"):
        at = text.find("我") if lang == "zh" else -1
        return text[at:] if at > 0 else text
    if lang == "fr":
        text = text[_FR_STRIP.match(text).end() :]  # type: ignore[union-attr]
        if _FR_ON.match(text):
            return text  # "on" is the subject ("on devait partir"), not "on Monday"
    return text[_LEAD.match(text).end() :] if _LEAD.match(text) else text  # type: ignore[union-attr]


# --- the extractor ---------------------------------------------------------------------


def extract_facts(text: str, at: datetime, lang: str | None = None) -> list[Fact]:
    """The durable first-person statements in one chat line (see the module docstring)."""
    lang = lang or language_of(text)
    written = text
    text = _read_as(text, lang)
    seg = segment(text)
    facts: list[Fact] = []
    sentences = [
        [
            part
            for c in _own_words(text, _bracketed(sentence.clauses))
            for sub in _subordinate(text, _told(text, c))
            for spaced in _cjk_spaced(text, sub, lang)
            for coordinated in _coordinated(text, spaced, lang)
            for part in _laughed(text, coordinated, lang)
        ]
        for sentence in seg.sentences
    ]
    last = -len(sentences) - 1  # the sentence of the last fact found
    for number, clauses in enumerate(sentences):
        index = 0
        mine = False
        while index < len(clauses):
            clause = clauses[index]
            index += 1
            if clause.question:
                continue
            piece = text[clause.start : clause.end]
            lead = _subject_at(piece, lang)
            # A dropped subject opens a sentence, or goes on after the writer's own clause
            # ("Went to the vet, got her shots done"): never after someone else's.
            dropped = (
                lead is None
                and (index == 1 or mine or _zh_nobody_before(text, clauses[: index - 1], lang))
                and not _about_someone(text, sentences, number)
            )
            if dropped:
                lead = _dropped_subject_at(piece, lang)
            # only "I"/"we" hand the subject on: after "my brother moved" it is his
            mine = lead is not None and (dropped or bool(_PRONOUN_LEAD.match(piece)))
            if lead is None:
                continue
            run = [clause]
            index = _grow(text, run, clauses, index, lang)
            start = clause.start + lead
            # The sentences that add to a statement join it only when the statement is one
            # on its own: "I can't quite picture it. Turkey in 35 degrees" stays out.
            # A statement closed by a laugh or an emoji has said what it had to say.
            if (
                index == len(clauses)
                and not _TRAILING.search(_span(text, run))
                and _statement(text, run, lang, start, dropped=dropped)
            ):
                run += _elaboration(text, sentences[number + 1 :], lang)
            fact = _fact(text, run, at, lang, start, dropped=dropped)
            if fact is None:
                joined = _joined_routine(
                    text, run, start, lang, facts=facts, distance=number - last
                )
                if joined is not None:
                    facts[-1] = joined
                    last = number
            elif all(f.content != fact.content for f in facts):
                facts.append(fact)
                last = number
    home = home_place(text, lang)
    if home is not None and not any(home.rsplit(" ", 1)[-1] in f.content for f in facts):
        facts.append(Fact(content=home))
    if text != written and lang == "zh":
        facts = [replace(f, content=unfold(f.content, written)) for f in facts]
    return facts


def _read_as(text: str, lang: str) -> str:
    """The line as the rules read it: "im driving buses now" as "I'm driving buses now"
    (see :mod:`agents.facts_chat`), "我們這週末會去" as "我们这周末会去" (see
    :mod:`agents.facts_script`); a Chinese statement is stored in the writer's script."""
    if lang == "en":
        return restore_apostrophes(text)
    if lang == "zh":
        return fold(text)
    return text


def _bracketed(clauses: tuple[Clause, ...]) -> tuple[Clause, ...]:
    """The clauses with an aside in brackets taken into the clause it interrupts: "me n
    rob (my bf) just got a rabbit" is one clause. An aside that ends the sentence ("I
    got a kitten (finally)") adds nothing the statement needs, and is left out."""
    merged: list[Clause] = []
    index = 0
    while index < len(clauses):
        clause = clauses[index]
        aside = clauses[index + 1] if index + 1 < len(clauses) else None
        if clause.mark in ("(", "（") and aside is not None and aside.mark in (")", "）"):
            after = clauses[index + 2] if index + 2 < len(clauses) else None
            if after is None:
                merged.append(clause._replace(mark=aside.mark))
                index += 2
                continue
            clauses = (
                *clauses[:index],
                clause._replace(end=after.end, mark=after.mark, question=after.question),
                *clauses[index + 3 :],
            )
            continue
        merged.append(clause)
        index += 1
    return tuple(merged)


# "My Spanish is coming along. I go every Monday evening": a routine that does not say
# what (see :func:`agents.facts_idle.vague_routine`) says it through the statement just
# before it in the same line, and joins that statement; alone it is dropped.
JOIN_DISTANCE = 1


def _joined_routine(
    text: str, run: list[Clause], start: int, lang: str, *, facts: list[Fact], distance: int
) -> Fact | None:
    """The last fact of the line with a vague routine that follows it joined to it."""
    if not facts or distance > JOIN_DISTANCE or facts[-1].event_at is not None:
        return None
    routine = _asserted_part(_tidy(text[start : run[-1].end]))
    if not routine or not vague_routine(routine, lang):
        return None
    before = facts[-1].content.rstrip(" .!")
    return Fact(content=f"{before}. {routine}")


def _grow(text: str, run: list[Clause], clauses: list[Clause], index: int, lang: str) -> int:
    """Extend ``run`` with the clauses from ``index`` on that belong to its statement, and
    return where the next statement may start."""
    # A statement too short to stand alone takes the clauses that continue it; one that
    # announces a list ("Hablo cuatro idiomas: español, inglés, …") takes the whole list.
    listing = False
    while (
        (listing or _is_fragment(_span(text, run), lang))
        and index < len(clauses)
        and run[-1].mark in (",", "，", "、", "—", "", ":", "：")
        and _continues(text[clauses[index].start : clauses[index].end], lang)
    ):
        listing = listing or (run[-1].mark in (":", "：") and len(run) == 1)
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


def _laughed(text: str, clause: Clause, lang: str) -> list[Clause]:
    """The clause cut where a laugh or a face ends a sentence before the writer's subject."""
    if lang != "en":
        return [clause]
    parts: list[Clause] = []
    start = clause.start
    for found in _LAUGH_BREAK.finditer(text, clause.start, clause.end):
        if found.start() > start:
            parts.append(clause._replace(start=start, end=found.start(), mark=".", question=False))
        start = found.end()
    parts.append(clause._replace(start=start))
    return parts


# Chinese chat writes a space where a comma goes ("还在杭州那家公司做UI 今年第三年了 天天改稿"):
# each spaced run is a clause of its own.
_CJK_SPACE = re.compile(
    r"(?<=[\u3040-\u30ff\u3400-\u9fff\]】！!？?~～])\s+(?=\S)|\s+(?=[\u3040-\u30ff\u3400-\u9fff])"
)


def _cjk_spaced(text: str, clause: Clause, lang: str) -> list[Clause]:
    """The clause cut where Chinese or Japanese chat puts a space for a comma."""
    if lang not in ("zh", "ja"):
        return [clause]
    parts: list[Clause] = []
    start = clause.start
    for gap in _CJK_SPACE.finditer(text, clause.start, clause.end):
        if gap.start() > start:
            parts.append(clause._replace(start=start, end=gap.start(), mark="，", question=False))
        start = gap.end()
    parts.append(clause._replace(start=start))
    return parts


# Someone else named in Chinese: after "他…" a subjectless clause is about him.
_ZH_SOMEONE = re.compile(r"[他她它你您]|(?:爸|妈|老公|老婆|儿子|女儿|朋友|同事|老师|医生)")


def _zh_nobody_before(text: str, before: list[Clause], lang: str) -> bool:
    """Whether the clauses before a subjectless Chinese clause name no one else (a
    greeting, a reaction: "还行还行 就是忙成狗 还在杭州那家公司做UI"), so that it is the
    writer's own."""
    return lang == "zh" and not any(
        _ZH_SOMEONE.search(text, c.start, c.end) or c.question for c in before
    )


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
        elif clause.speech > clause.start:
            before = _before_speech(text, clause)
            if before is not None:
                own.append(before)
    return own


# "Since I retired I've had to fill the days or Darlene says I get underfoot": the words
# before the one who speaks are the writer's own, up to the conjunction or the comma that
# opens the clause of saying. Without one ("My doctor said …", "I told her …") nothing
# before the verb of saying is a statement of its own.
_OPENS_SAYING = re.compile(
    r"(?:[,;]|\s(?:and|or|but|so|then|und|oder|aber|dann|et|ou|mais|puis|y|o|pero))\s+"
    r"(?:[\w'’-]+\s+){0,3}$",
    re.IGNORECASE,
)


def _before_speech(text: str, clause: Clause) -> Clause | None:
    """The writer's own part of a clause that goes on to report someone's words."""
    found = _OPENS_SAYING.search(text, clause.start, clause.speech)
    if found is None:
        return None
    return clause._replace(end=found.start(), mark="", question=False, speech=-1)


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
        if count_words(words) > ELABORATION_WORDS or _FINITE.search(words) or is_aside(words):
            break
        taken += clauses
    return taken


# "…, and I …" / "… but we …": a second statement with its own subject starts a clause.
_COORDINATED = re.compile(
    r"\s+(?:and|but|so|plus|und|aber|et|mais|y|pero)\s+(?=(?:I|I'\w+|I’\w+|my|we|we'\w+|"
    r"ich|wir|mein\w*|je|j'|nous|yo|mi)\b)(?!I\s+(?:are|were)\b)",
    re.IGNORECASE,
)
_POSSESSIVE_LEAD = re.compile(r"(?:my|mein\w*|mi)\b", re.IGNORECASE)
# Only a clause whose own subject is a pronoun is cut there: in "my girlfriend Jess and I
# signed a lease" the "and I" belongs to the subject.
_PRONOUN_LEAD = re.compile(
    rf"^{_FILLER}(?:I|I['’]\w+|we|we['’]\w+|ich|wir|je|j['’]|nous|yo)\b", re.IGNORECASE
)


def _coordinated(text: str, clause: Clause, lang: str) -> list[Clause]:
    """The clause cut where a coordinated statement with its own subject begins."""
    parts: list[Clause] = []
    start = clause.start
    # "with Tobi and my mum on the 23rd": "and my …" with no verb after it joins a noun to
    # a list, it opens no statement.
    cuts = [
        c
        for c in _COORDINATED.finditer(text, clause.start, clause.end)
        if not _POSSESSIVE_LEAD.match(text, c.end()) or _FINITE.search(text, c.end(), clause.end)
    ]
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
        if _is_fragment(text[start : match.start()], lang) and not _AGE.match(
            text[start : match.start()]
        ):
            continue  # "I have coeliac so I bring my own bread": too short to stand alone
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
        return len(CJK.findall(stripped)) >= SPECIFIC_CJK
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
    statement = _asserted_part(_tidy(text[start:end]))
    # A dropped "I" is read back in for judging, and left out of what is stored.
    judged = statement
    if dropped:
        judged = "我" + statement if lang == "zh" else f"I {statement[:1].lower()}{statement[1:]}"
    stripped = _strip_lead(judged, lang)
    if not statement or rejected(judged, stripped, lang) or signs_off(stripped, lang):
        return None
    return statement, judged


# A condition that trails an asserted main clause does not make it a hypothetical: "I'm
# selling my old Land Rover if you know anyone" asserts the sale, "I only drink coffee if
# it's decaf" the habit. The main clause is kept without it, unless the main clause is
# itself a supposition ("I'd move if …", "I could come if …"), too short to stand, or hangs
# on what the writer may or may not do ("I'm moving to Leeds if I get the job").
_TRAILING_CONDITION = re.compile(
    r"[\s,]+(?:if|unless|when\s+you|wenn|falls|si)\s+"
    r"(?!(?:I|I['’]\w+|we|we['’]\w+|my|our|ich|wir|je|j['’]|nous|on|yo|nosotros)\b)",
    re.IGNORECASE,
)
_SUPPOSED = re.compile(
    r"\b(?:would|could|might|should|may|wouldn['’]t|couldn['’]t|\w+['’]d|würde|würden|"
    r"könnte|hätte|wäre|pourrais|pourrait|serais|aurais|podría|sería|haría|tendría)\b",
    re.IGNORECASE,
)


def _asserted_part(statement: str) -> str:
    """The statement without a condition that trails its asserted main clause."""
    found = _TRAILING_CONDITION.search(statement)
    if found is None:
        return statement
    head = statement[: found.start()]
    if count_words(head) <= FRAGMENT_WORDS or _SUPPOSED.search(head):
        return statement
    return head


def _fact(
    text: str, run: list[Clause], at: datetime, lang: str, start: int, *, dropped: bool = False
) -> Fact | None:
    found = _statement(text, run, lang, start, dropped=dropped)
    if found is None or _is_fragment(found[0], lang):
        return None
    statement, judged = found
    when = resolve(statement, at, lang)
    if when is None and lang in ("zh", "ja"):
        when = time_before(text, start, at, lang)
    if when is None:
        durable = (
            _durable(judged, lang)
            and not (_SCENE.search(statement) and not _ROUTINE.search(statement))
            and not is_episode(judged, _strip_lead(judged, lang), lang)
        )
        return Fact(content=statement) if durable else None
    content = stamp(statement, when, lang)
    body = content.split(" (")[0].split("（")[0]
    if count_words(body) < FRAGMENT_WORDS:  # a dated event may be short: "We went camping"
        return None
    # "We got back", "搬过去": when, but not what or where; "We had the BEST day": how it
    # felt, not what happened
    if _bare_event(body, lang) or vague_event(body, lang):
        return None
    planned = when.at > at or is_future(statement)
    return Fact(content=content, event_at=when.at, planned=planned)


# A short dated statement that ends on a particle or a pronoun says when but not what.
BARE_EVENT_WORDS = 4
_BARE_END = re.compile(
    r"\b(?:back|out|up|off|over|away|through|there|it|that|them|one|again|too)\W*$",
    re.IGNORECASE,
)
BARE_EVENT_CJK = 4
_ZH_BARE_END = re.compile(r"(?:过去|过来|回去|回来|进去|出去|上去|下去|去|来)(?:了|啦|吧)?\W*$")


def _bare_event(body: str, lang: str) -> bool:
    """Whether a short dated statement names a direction and no place: "We got back", "I'll
    go back", and in Chinese "搬过去", "我回去"."""
    if lang == "zh" and len(CJK.findall(body)) <= BARE_EVENT_CJK and _ZH_BARE_END.search(body):
        return True
    return count_words(body) <= BARE_EVENT_WORDS and bool(_BARE_END.search(body))


_EDGE = re.compile(r"^[\s,，、;；:：\-–—~¡]+|[\s,，、;；:：\-–—~]+$")
_LEAD_TRIM = re.compile(
    r"^(?:(?:and|but|so|also|plus|oh|well|yeah|ok|okay|haha+|lol|actually|honestly|anyway|"
    r"btw|by the way|fyi|ugh|um+|uh+|jk|pues|bueno|übrigens|sinon|que|aunque|porque|"
    r"und|aber|et|mais|y|pero|yea)\b[\s,]*|"
    # an answer that opens the line is no part of the statement after it ("haha no. I
    # started badminton"); "no" only with its stop, as "no tengo coche" negates the verb
    r"(?:yes|yea|no)\s*[,.!]+\s*(?=\w)|(?:yep|yup|nope|nah|aye)\b[\s,.!]*(?=\w)|(?:哈{2,}|呵{2,}|嗯+|啊+)[，,\s]*)+",
    re.IGNORECASE,
)


# Laughter and stickers say how it was said, not what: "… lol", "…[流泪]", "…😭😭". At the
# end they are dropped; in the middle ("I got him in 10th grade lol he's a whole
# roommate") they end the statement, as a full stop would.
_LAUGH = r"(?:lol|lmao|lmfao|ha(?:ha)+h?|he(?:he)+|xd|fr|tbh|ngl|mdr|ja(?:ja)+|哈{2,}|呵{2,})"
_STICKER = r"(?:\[[\u4e00-\u9fff]{1,4}\]|[\U0001F300-\U0001FAFF\u2600-\u27BF\ufe0f\u200d])"
_TRAILING = re.compile(rf"(?:[\s,]*(?:\b{_LAUGH}\b|{_STICKER}))+[\s.!~]*$", re.IGNORECASE)
# English chat ends a sentence with a laugh or a face where prose puts a full stop: "nope
# lol i have my recital friday", "so tired 😩 I start nights tomorrow". Before the
# writer's own subject such a laugh is a sentence boundary.
_LAUGH_BREAK = re.compile(
    rf"(?:\s+\b(?:lol|lmao|lmfao|ha(?:ha)+h?|he(?:he)+|jk)\b[\s,.!]*|\s*{_STICKER}+\s*)"
    r"(?=(?:I|I['’](?:m|ve|d|ll)|we|we['’](?:re|ve|ll)|my|our)\s)",
    re.IGNORECASE,
)
# An emoji in the middle ends the statement too when it is a face or a gesture ("No I give up
# 😂 good luck") or stands where a full stop would, before a capital ("My student is growing
# 😎 Next stop 1500"); one that pictures a word goes with it ("I bought a car 🚗 finally").
_FACE = r"[\U0001F600-\U0001F64F\U0001F910-\U0001F92F\U0001F970-\U0001F97A\U0001F44D-\U0001F44F]"
_MID_LAUGH = re.compile(
    rf"\s+\b(?:lol|lmao|ha(?:ha)+h?)\b[.!]*\s+(?=\S)"
    rf"|\s*{_STICKER}*{_FACE}{_STICKER}*\s+(?=\S)|\s*{_STICKER}+\s+(?=(?-i:[A-Z]))",
    re.IGNORECASE,
)


# A tag that turns to the listener only to keep the talk going says nothing about them: "I
# started as a bellboy you know", "I've been type 1 since I was 12 u know this", "we're a
# pair, I tell you". It is dropped, so the statement is not taken for one about the
# listener.
_TAG = re.compile(
    r"[\s,]+(?:(?:as\s+)?(?:you|ya|u)\s+know(?:\s+this)?|you\s+see|I\s+tell\s+(?:you|ya)|"
    r"I['’]m\s+telling\s+(?:you|ya)|mind\s+you|believe\s+me|trust\s+me)"
    r"(?=[\s,]*$|,\s)",
    re.IGNORECASE,
)


# Relief said after the fact ("I quit that gym in June thank god") is how the writer
# feels about it, no part of it.
_RELIEF_END = re.compile(
    r"[\s,]+(?:thank\s+(?:god|goodness|heavens|fuck)|thankfully|gott\s+sei\s+dank|"
    r"dieu\s+merci|gracias\s+a\s+dios)(?=[\s,.!]*$)",
    re.IGNORECASE,
)


def _tidy(statement: str) -> str:
    statement = _EDGE.sub("", statement)
    statement = _TAG.sub("", statement)
    statement = _RELIEF_END.sub("", statement)
    statement = _LEAD_TRIM.sub("", statement)
    cut = _MID_LAUGH.search(statement)
    if cut is not None and count_words(statement[: cut.start()]) > FRAGMENT_WORDS:
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
