"""A lasting fact or a single past episode: the aspect of a statement about the user.

``is_episode(judged, statement, lang)`` tells whether an undated statement says what
happened once ("I slept 10 hours", "我和秀兰早上六点就出门了") rather than what is true of
the user. English and Chinese are judged; German only when the subject is someone close
to the writer ("Meine Mutter hat gekocht"), as German and French speakers tell their
own events worth remembering in an undated past; but a German writer's own perfect of an
act that leaves nothing ("Ich hab alte Fotos gefunden") is an episode.
"""

from __future__ import annotations

import re

from agents.belongings import BELONGING
from agents.chat_language import wordset
from agents.word_count import count_words

__all__ = ["is_episode"]

# Aspect decides: a single past episode ("I slept 10 hours", "We lost 9-2", "I saw the
# Milky Way") says what happened once, not what is true of the user, unless its verb leaves
# a lasting state behind (adopted, moved, got the job, broke a wrist) or the statement says
# the state lasts (a habit, "for two years", "since", a first time). An undated episode is
# not stored; a dated one is an event and is kept (see ``agents.facts``).
_EN_PAST_HEAD = re.compile(
    r"^(?:I|we|me and my \w+|(?:my|our)(?:\s+[\w'’]+){1,3}\s+and\s+I|[\w'’]+\s+and\s+I)"
    r"(?P<aux>['’]ve|\s+have|['’]d|\s+had)?\s+"
    r"(?:(?:\w+ly|just|also|still|finally|already|even|then|only|ever|never|all|both|"
    r"kinda|actually|totally|basically|officially|recently)\s+)*"
    r"(?P<v>[a-z]+)\b",
    re.IGNORECASE,
)
_EN_IRREGULAR_PAST = wordset(
    """was were went did had made saw got ate drank slept sat stood lay ran swam rode drove
    flew took came left gave found lost won met spent bought sold broke tore fell threw caught
    kept told said thought felt heard wore wrote read sang began became built grew taught
    brought fought sent paid put let hit cut shut quit set woke forgot froze stole hid spoke
    chose drew blew bit shook"""
)
# Verbs whose past is their present ("I read", "we cut"): past only when something says so.
_EN_SAME_IN_PAST = wordset("read put cut hit set let shut spread cost hurt bet")
_EN_WHEN_PAST = re.compile(
    r"\b(?:yesterday|last|ago|once|earlier|just|already|finally|then|the other day|"
    r"this (?:morning|afternoon|evening|week))\b",
    re.IGNORECASE,
)
# A habit's object is a kind, in quantity: "a lot of romance novels", "mostly sci-fi".
_EN_KINDS = re.compile(
    r"\b(?:a lot of|lots of|loads of|tons of|plenty of|all kinds of|all sorts of|mostly|"
    r"mainly|a bit of|a little)\b",
    re.IGNORECASE,
)
# Participles after "have" that do not end in -ed or -en.
_EN_PARTICIPLES = _EN_IRREGULAR_PAST | wordset(
    "done seen gone run swum flown ridden driven begun sung drunk become been"
)
# Words ending in -ed that are no past tense.
_EN_NOT_PAST = wordset("need feed bleed speed seed shed bed red wed proceed succeed")
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
    r"grew\s+up|was\s+born|(?:put|made)\s+(?:in\s+)?an?\s+offer|"
    # a stretch of one's life: where one lived, worked or studied ("I lived in Boston",
    # "I worked at a shoe factory", "I did my master's in Boston")
    r"lived\s+(?:in|on|at|near|with|abroad|overseas)\b|"
    r"worked\s+(?:in|at|for|on|with|as|abroad|overseas)\b|studied\b|"
    r"did\s+(?:my|our|an?)\s+(?:\w+\s+)?(?:undergrad|undergraduate|degree|master['’]?s|"
    r"masters|phd|doctorate|residency|internship|apprenticeship|erasmus|exchange|"
    r"semester|year|training|service|postdoc)\b)",
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
_EN_NAMES_KIN = re.compile(rf"\b(?:my|our)\s+(?:\w+\s+)?{BELONGING}\s+(?-i:[A-Z])\w+", re.I)
# "Got a pet tarantula called Gus", "we bought a van named Big Blue": what is named is kept.
_EN_NAMES_IT = re.compile(
    r"^(?:I|we)(?:['’]ve|\s+have)?\s+(?:(?:\w+ly|just|finally|also)\s+)*(?:got|gotten|"
    r"bought|adopted|rescued|had|took\s+in|inherited)\b.*\b(?:named|called)\s+(?-i:[A-Z])",
    re.IGNORECASE,
)
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

# German tells a past in the perfect, its participle last. Said of someone close ("Meine
# Mutter hat gekocht") it is their one act, an anecdote, unless the participle leaves a
# state ("verkauft", "umgezogen", "geheiratet", "gebrochen") or the statement says it lasts.
# The writer's own undated perfects are kept: German speakers tell the events worth
# remembering that way (measured: judging them too dropped held-out facts).
_DE_PERFECT = re.compile(
    r"^(?:mein\w*|unser\w*)\b[^,.!?]*?\b(?:haben|hat|hatte|hatten|sind|ist|war|waren)\b[^,.!?]*\s(?P<p>(?:ge|\w+ge)\w+(?:t|en)|\w+iert)\W*$",
    re.IGNORECASE,
)
_DE_LASTING = re.compile(
    r"kauf|verkauf|zog|zogen|adoptier|fang|geheiratet|verlobt|getrennt|geschieden|geboren|"
    r"bekommen|gewonnen|gebrochen|gerissen|verletzt|operiert|bestanden|abgeschlossen|"
    r"gekündigt|kündig|angemeldet|eingeschrieben|gebucht|eröffnet|gegründet|gewechselt|"
    r"befördert|eingestellt|angenommen|diagnostiziert|gelernt|entschieden|beschlossen|"
    r"gemietet|übernommen|aufgehört|gestartet|begonnen|angestellt|studiert|gearbeitet|"
    r"gewohnt|gelebt|aufgewachsen|erkrankt|schwanger",
    re.IGNORECASE,
)
_DE_LASTS = re.compile(
    r"\b(?:immer|seit|jede[nmrs]?|jahre?n?|monate?n?|oft|meistens|regelmäßig|schon lange|"
    r"zum ersten mal|erste[nmrs]?|nie|noch nie|wieder)\b",
    re.IGNORECASE,
)


# The writer's own perfect is judged only by its participle: one whose act leaves nothing
# behind and is told of an afternoon ("Ich hab alte Fotos gefunden", "Ich hab den Sonntag
# auf dem Sofa verbracht"). French is left alone: its undated passé composé tells events
# worth keeping as often as not (measured: the same list there changed nothing held out).
_DE_TRIVIAL_PERFECT = re.compile(
    # (what one finds to live or work in stays: "ein WG-Zimmer gefunden")
    r"^(?:ich|wir)\s+(?:hab|habe|haben|hatte|hatten|bin|sind)\b"
    r"(?![^,.!?]*(?:wohnung|zimmer|wg|job|stelle|arbeit|haus|platz|praktikum|ausbildung|"
    r"partner|freundin|freund|mitbewohner))[^,.!?]*\s(?:gefunden|"
    r"gegessen|getrunken|verbracht|geschlafen|getanzt|geguckt|angeguckt|angeschaut|"
    r"aufgeräumt|geputzt|gequatscht|unterhalten|telefoniert|geleert|abgedeckt|gehängt|"
    r"aufgehängt|gewartet|gesessen|gelegen|rumgelegen|gechillt)\W*$",
    re.IGNORECASE,
)


def is_episode(judged: str, statement: str, lang: str) -> bool:
    """A single past episode without a lasting consequence (see above). The verb is read
    after the lead ("40 years I worked …"): ``statement`` is ``judged`` from its subject on;
    what makes it last is looked for anywhere in ``judged``."""
    if lang == "zh":
        return bool(_ZH_TOLD.search(statement)) and not _ZH_LASTING.search(statement)
    if lang == "de":
        if _DE_TRIVIAL_PERFECT.search(statement):
            return not _DE_LASTS.search(judged)
        return _de_episode(judged, statement)
    return lang == "en" and _en_episode(judged, statement)


def _de_episode(judged: str, statement: str) -> bool:
    """Someone close's one past act in the perfect (see ``_DE_PERFECT``)."""
    perfect = _DE_PERFECT.match(statement)
    return (
        perfect is not None
        and not _DE_LASTING.search(perfect.group("p"))
        and not _DE_LASTS.search(judged)
    )


def _en_episode(judged: str, statement: str) -> bool:
    """An English past whose verb leaves no state behind (see ``_EN_PAST_HEAD``)."""
    head = _EN_PAST_HEAD.match(statement)
    if head is None:
        return False
    verb, at = head.group("v").lower(), head.start("v")
    if head.group("aux") is None and verb in _EN_SAME_IN_PAST:
        # "I read a lot of thrillers" is a habit, "I read the book" a past
        past = bool(_EN_WHEN_PAST.search(judged)) or not _EN_KINDS.search(statement)
    elif head.group("aux") is None:
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
            bare = count_words(statement[head.end() :]) <= 1  # "I've been coughing"
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
        or _EN_NAMES_IT.search(statement)
    )
