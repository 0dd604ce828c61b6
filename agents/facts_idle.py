"""Statements about the user that say nothing a person would keep: idle talk.

They are first-person and well formed, and still no durable fact, as a reader judges them:

- a musing: the writer turns an idea over ("I'm thinking of knitting the dog a jumper",
  "Ich überlege, den Flur gelb zu streichen", "j'hésite à repeindre la cuisine", "我在想要不要
  剪短发"). Turning over a life decision is a plan and is kept: moving, selling, buying,
  quitting, retiring, studying, adopting … ("I'm thinking of moving to Leeds"). Spanish
  "estoy pensando en …" is left alone: measured, it tells plans there;
- a glance of the moment: the writer looked something up ("I checked the weather in Oslo",
  "Ich hab nachgeschaut", "j'ai vérifié la météo", "miré el tiempo", "我查了一下天气"); a
  habit of checking is a routine and is kept ("I check my sugar every morning");
- talk about the talk: a plan to talk it over ("We'll talk it over at Easter", "Wir reden
  an Ostern drüber", "on en reparle à Noël", "lo hablamos en Navidad", "到时候
  再聊");
- an idiom of getting by or of a move not named, with at most a place or a time to it
  ("Priya and I hold the fort in Leeds", "we're muddling through", "I'll make my
  move on Friday", "wir halten die Stellung", "on tient le coup", "vamos tirando", "凑合着过");
- a routine that does not say what: practising, or a count of hours, with a frequency and
  nothing else ("I'm practising with Ana every night", "I do 2 hours every night",
  "Wir spielen jeden Montag", "on se voit tous les jeudis", "quedamos cada viernes");
  "I'm practising the cello every night" names it. Right after a statement of the same
  line it says what through that statement, and :mod:`agents.facts` joins the two ("My
  Spanish is coming along. I practise every night"). English "We play every Monday", "I go
  twice a week" and "We do 20 lengths and then coffee" are as empty, but measured (twice),
  dropping them lost held-out gold facts: the gold there read the game from the
  conversation;
- the moment just now ("I just got off work", "我们刚到家") and a score of the
  moment ("We're 1-3 this season");
- the body just now, in a figure ("my legs are jelly", "Meine Finger sind Eiszapfen");
- a date with nothing said of it ("I've got an appointment", "Ich hab nen Termin");
- a meal or a chore of the day ("We had pizza last night", "I did the laundry today", "on a
  mangé des pâtes", "我今天吃了火锅"); a diet is a habit and kept ("I eat rice three times a
  day").

``idle(statement, stripped, lang)`` is called by :func:`agents.rejections.rejected`;
``stripped`` is the statement from its subject on. English forms are also tried in other
languages' lines, as chat mixes English in.
"""

from __future__ import annotations

import re

__all__ = ["empty_date", "idle", "vague_routine"]

# Life decisions, which a writer who turns them over is planning.
_DECISION_EN = (
    r"(?:moving|move|selling|sell|buying|buy|renting|rent|quitting|quit|leaving|leave|"
    r"retiring|retire|changing|change|switching|switch|applying|apply|getting|get|adopting|"
    r"adopt|starting|start|going|go|returning|return|studying|study|learning|learn|training|"
    r"train|joining|join|opening|open|having|have|taking|take|doing|do|emigrating|emigrate|"
    r"relocating|relocate|downsizing|downsize|proposing|propose|marrying|enrolling|enrol|"
    r"enroll|signing|sign|visiting|visit|travell?ing|travel|booking|book|building|build|"
    r"renovating|renovate|entering|enter|launching|launch|becoming|become|hiring|hire|"
    r"running|run|setting\s+up|trying\s+for|coming|come|flying|fly|spending|spend)"
)
_MUSING = {
    "en": re.compile(
        r"^(?:I|we)(?:['’]m|['’]re|\s+am|\s+are|['’]ve\s+been|\s+have\s+been|\s+was|\s+were)"
        r"\s+(?:(?:just|also|still|now|kind\s+of|kinda|sort\s+of|seriously|actually|half)\s+)*"
        r"(?:thinking\s+(?:of|about)|(?:considering|contemplating|debating)(?:\s+about)?|"
        r"(?:toying|playing)\s+with(?:\s+the\s+idea\s+of)?|tempted\s+to)\s+"
        rf"(?!(?:\w+\s+)?{_DECISION_EN}\b)(?=\w)",
        re.IGNORECASE,
    ),
    "de": re.compile(
        r"^(?:ich|wir)\s+(?:(?:überlege?|überlegen)\b(?:\s+mir)?|spiel\w*\s+mit\s+dem\s+"
        r"gedanken|denk\w*\s+(?:gerade\s+|grad\s+)?(?:darüber|drüber)\s+nach|bin\s+am\s+"
        r"überlegen)"
        # a zu-infinitive hides the stem inside the word: "umzuziehen", "aufzuhören"
        r"(?!.*(?:zieh|umzug|kauf|kündig|wechsel|bewerb|studier|hör|heirat|adoptier|miet|"
        r"gründ|rente|selbstständig|auswander|ausbildung|job|stelle))",
        re.IGNORECASE,
    ),
    "fr": re.compile(
        r"^(?:je|j['’]|on|nous)\s*(?:(?:pense|songe|réfléchis|réfléchit|hésite)\s+à|"
        r"me\s+tâte|ai\s+envie\s+de)\s+"
        r"(?!(?:\w+\s+)?(?:déménager|vendre|acheter|quitter|démissionner|changer|reprendre|"
        r"postuler|adopter|partir|m['’]installer|louer|prendre\s+ma\s+retraite)\b)",
        re.IGNORECASE,
    ),
    "zh": re.compile(
        r"^我们?(?:最近|也|还|一直|正)?(?:在想|想着|在考虑|考虑|琢磨着?|寻思着?)要不要"
        r"(?![^，。]{0,4}(?:搬|卖|买房|买车|辞|换工作|跳槽|退休|考研|出国|留学|结婚|领养|租))"
    ),
}
_GLANCE = {
    "en": re.compile(
        r"^(?:I|we)\s+(?:(?:just|already|also|quickly|even|literally|actually|then|only)\s+)*"
        r"(?:checked(?!\s+(?:in|out|into|on\s+(?:my|our|him|her|them)))|googled|looked\s+up|"
        r"searched|double[\s-]checked|glanced\s+at|peeked\s+at|"
        r"(?:looked\s+at|read|saw|watched)\s+the\s+(?:weather|forecast|news|headlines|map|"
        r"radar|tide\s+times|scores?|results?|reviews?))\b"
        r"(?!.*\b(?:every|each|always|usually|daily|weekly)\b)",
        re.IGNORECASE,
    ),
    "de": re.compile(
        r"^(?:ich|wir)\s+(?:hab|habe|haben|hatte)\b(?!.*\b(?:jeden|jede|immer|täglich)\b)"
        r"(?:\s+[\w'’.-]+){0,6}\s+(?:nachgeschaut|nachgeguckt|nachgesehen|gegoogelt|"
        r"gegooglet|gecheckt|recherchiert)\W*$"
        r"|^(?:ich|wir)\s+(?:hab|habe|haben)\s+(?:\w+\s+){0,3}(?:das\s+wetter|die\s+"
        r"wettervorhersage|die\s+nachrichten)\b",
        re.IGNORECASE,
    ),
    "fr": re.compile(
        r"^(?:j['’]ai|on\s+a|nous\s+avons)\s+(?:\w+\s+)?(?:vérifié|checké|googlé|"
        r"(?:regardé|consulté|cherché)\s+(?:la\s+météo|le\s+temps|les\s+prévisions|"
        r"les\s+infos|les\s+news|sur\s+(?:google|internet)))\b",
        re.IGNORECASE,
    ),
    "es": re.compile(
        r"^(?:(?:yo|nosotros)\s+)?(?:(?:he|hemos)\s+)?(?:comprobé|comprobado|chequeé|googleé|"
        r"(?:miré|mirado|busqué|buscado|consulté|consultado)\s+(?:el\s+tiempo|la\s+"
        r"previsión|las\s+noticias|en\s+(?:google|internet)))\b",
        re.IGNORECASE,
    ),
    "zh": re.compile(
        r"^我们?(?:刚|刚刚|已经|也|还|昨天|今天|早上|特意)*(?:查了|查过|搜了|搜过|看了)一?下?"
        r"[^，。]{0,6}(?:天气|预报|地图|新闻|攻略)"
    ),
}
_TALK = {
    "en": re.compile(
        # noting down what the other said: "I've put it in my calendar", "saved the date"
        r"^(?:I|we)(?:['’]ll|['’]ve|\s+will|\s+have)?\s+(?:(?:already|just|also)\s+)*"
        r"(?:put|putting|add|added|adding|write|wrote|written|note|noted|mark|marked|pencil|"
        r"pencill?ed|save|saved)\s+(?:it|that|this|the\s+date)(?:\s+(?:down|in|into|on)"
        r"(?:\s+(?:my|the|our)\s+(?:calendar|diary|phone|planner|agenda))?)?\W*$|"
        r"^(?:let['’]s|(?:I|we)(?:['’]ll|\s+will|\s+can|\s+shall|\s+could|['’]re\s+going\s+to|"
        r"\s+are\s+going\s+to|['’]re\s+gonna|\s+are\s+gonna|\s+need\s+to|\s+have\s+to|"
        r"\s+should))\s+(?:(?:properly|definitely|just|all|both|then|probably)\s+)*"
        r"(?:talk|chat|speak|discuss|catch\s+up|natter|go\s+over|hash\s+(?:it|this|that)\s+out"
        r"|(?:figure|sort|work)\s+(?:it|this|that|things|everything)\s+out(?:\s+together)?|"
        r"decide\s+together)\b"
        r"(?:\s+(?:about|over|through|on)\s+(?:it|this|that|everything|things|all\s+of\s+"
        r"(?:it|this|that)|the\s+(?:details|plans?|rest)))?"
        r"(?!\s+(?:every|each|always|daily|weekly|twice)\b)(?:\s+[^\s,.;!?]+){0,4}\W*$",
        re.IGNORECASE,
    ),
    "de": re.compile(
        # "Trag ich mir gleich ein", "ich schreib's mir auf"
        r"^(?:(?:ich|wir)\s+)?(?:trag|trage|tragen|schreib|schreibe|notier|notiere)\s+"
        r"(?:(?:ich|wir|mir|uns|es|das|'s)\s+){1,3}(?:\w+\s+){0,4}(?:ein|auf)\W*$|"
        r"^(?:ich|wir)\s+(?:\w+\s+)?(?:reden|sprechen|quatschen|besprechen|klären|"
        r"unterhalten)\b(?:\s+\w+){0,4}?\s+(?:darüber|drüber|nochmal|später|dann|das)\b"
        r"(?!.*\b(?:jeden|jede|immer|täglich)\b)",
        re.IGNORECASE,
    ),
    "fr": re.compile(
        r"^(?:on|nous|je)\s+(?:en\s+)?(?:re)?(?:parlera|parlerons|discutera|discuterons)\b"
        r"|^(?:on|nous|je)\s+en\s+(?:re)?(?:parle|discute|cause)\b",
        re.IGNORECASE,
    ),
    "es": re.compile(
        r"^(?:(?:ya|luego)\s+)?(?:lo\s+)?(?:hablaremos|comentaremos|lo\s+hablamos|"
        r"lo\s+comentamos|hablamos\s+(?:luego|después|más\s+tarde|mañana|en\s+persona))\b",
        re.IGNORECASE,
    ),
    "zh": re.compile(
        r"^(?:我们?|咱们?)?[^，。]{0,8}(?:再|回头|改天|到时候?)(?:再)?(?:聊|说|商量|细说|谈|讨论)"
        r"(?:吧|呗|啦|哈)?\W*$"
    ),
}
# What may follow an idiom of getting by and still leave it empty: a place, a time.
_BARE_TAIL = (
    r"(?:\s+(?:in|at|here|there|for\s+now|for\s+the\s+moment|these\s+days|as\s+usual|"
    r"again|still|somehow|too|together|ok|okay|on|by|tonight|tomorrow|today|this|next)\b"
    r"(?:\s+[\w'’-]+){0,2})?\W*$"
)
_IDIOM = {
    "en": re.compile(
        r"\b(?:(?:hold|holds|holding|held)\s+(?:down\s+)?the\s+fort|keep(?:ing)?\s+the\s+"
        r"(?:home\s+fires\s+burning|show\s+on\s+the\s+road|ship\s+afloat|wheels\s+turning)|"
        r"(?:soldier|soldiering|plod|plodding|chug|chugging|muddle|muddling|tick|ticking)\s+"
        r"(?:on|along|through|over)|(?:get|getting)\s+by|hanging\s+in\s+there|"
        r"keep(?:ing)?\s+(?:my|our)\s+heads?\s+above\s+water|surviving|keeping\s+busy|"
        r"keeping\s+going|make\s+(?:my|our)\s+move)" + _BARE_TAIL,
        re.IGNORECASE,
    ),
    "de": re.compile(
        r"\b(?:halten?\s+(?:hier\s+)?die\s+stellung|die\s+stellung\s+halten|(?:schlag|schlage|"
        r"schlagen)\s+(?:mich|uns)\s+(?:so\s+)?durch|komm\w*\s+(?:so\s+)?über\s+die\s+runden)"
        r"(?:\s+(?:in|hier|zu\s+hause|noch|gerade|grad|so|irgendwie)\b(?:\s+[\w'’-]+){0,2})?"
        r"\W*$",
        re.IGNORECASE,
    ),
    "fr": re.compile(
        r"^(?:je|on|nous)\s+(?:tiens|tient|tenons)\s+(?:le\s+coup|bon|le\s+fort)\W*$"
        r"|^(?:on|je)\s+(?:fait\s+aller|fais\s+aller|survit|survis|se\s+débrouille|"
        r"me\s+débrouille)\W*$",
        re.IGNORECASE,
    ),
    "es": re.compile(
        r"^(?:(?:yo|nosotros)\s+)?(?:vamos\s+tirando|voy\s+tirando|ahí\s+vamos|aguantando|"
        r"sobreviviendo|sobrevivo|sobrevivimos)\W*$",
        re.IGNORECASE,
    ),
    "zh": re.compile(r"(?:凑合|将就|撑着|熬着|混日子)(?:着|吧|呗|呢|过|吧哈+)?\W*$"),
}
# A date with nothing said of it: "I've got an appointment", "Ich hab jetzt nen Termin",
# "j'ai rendez-vous", "tengo cita", "我有个预约"; what or with whom makes it a fact ("an
# appointment with the ophthalmologist"). Also searched in a dated statement's body, its time
# cut (see :func:`agents.rejections.vague_event`).
_EMPTY_DATE = {
    "en": re.compile(
        r"^(?:I|we)(?:['’]ve|\s+have)?\s+(?:(?:also|now|finally|still|got)\s+)*(?:have|has|had|"
        r"got)\s+(?:an?|another|my|our|the)\s+(?:\w+\s+)?(?:appointment|appt|meeting|"
        r"errand)(?:\s+(?:too|as\s+well|again|then|now|though))*\W*$",
        re.IGNORECASE,
    ),
    "de": re.compile(
        r"^(?:ich|wir)\s+(?:hab|habe|haben|hatte|hatten)\s+(?:(?:jetzt|auch|noch|schon|"
        r"endlich|übrigens)\s+)*(?:einen|nen|n|ein|eine|ne)\s+(?:\w+\s+)?(?:termin|"
        r"besprechung|meeting)(?:\s+(?:gehabt|bekommen|gekriegt))?\W*$",
        re.IGNORECASE,
    ),
    "fr": re.compile(
        r"^(?:j['’]ai|on\s+a|nous\s+avons)\s+(?:(?:aussi|encore|enfin)\s+)*(?:un\s+)?"
        r"(?:rendez-vous|rdv|réunion)\W*$",
        re.IGNORECASE,
    ),
    "es": re.compile(
        r"^(?:(?:yo|nosotros)\s+)?(?:tengo|tenemos|tuve)\s+(?:(?:ya|también)\s+)*(?:una\s+)?"
        r"(?:cita|reunión)\W*$",
        re.IGNORECASE,
    ),
    "zh": re.compile(
        r"^我们?(?:也|还|今天|明天)?有(?:个|一个)?(?:预约|会|事儿?)(?:要开)?(?:呢|了)?\W*$"
    ),
}


def empty_date(body: str, lang: str) -> bool:
    """Whether a dated statement's body names only an appointment (see ``_EMPTY_DATE``)."""
    own = _EMPTY_DATE.get(lang)
    return bool((own is not None and own.search(body)) or _EMPTY_DATE["en"].search(body))


# A frequency with nothing after it, or only "since", a span, a companion.
_EVERY = (
    r"(?:every|each|on\s+\w+days|twice|once|three\s+times|daily|weekly|nightly)\b"
    # a word of the frequency, not a place: "every Monday evening", not "every week to Lidl"
    r"(?:\s+(?!(?:to|at|in|into|on|for|from|near|round|around|down|up)\b)[\w'’-]+){0,3}?"
    r"(?:\s+(?:since|now|still|too|again|together|with\s+[\w'’-]+|"
    r"for\s+[\w'’-]+\s+(?:years?|months?|weeks?)))*"
    # "after the kids go to bed": when in the day, not what
    r"(?:\s+(?:after|before|when|while|once)\s+[^,.;!?]*)?\W*$"
)
# A routine that does not say what (see the module docstring); the frequency is ``_EVERY``.
_UNITS = (
    r"(?:\d+|an?|a\s+couple\s+of|a\s+few|two|three|four|five|six|ten|twenty|thirty|forty|"
    r"fifty)\s+(?:hours?|hrs?|minutes?|mins?|laps?|lengths?|reps?|rounds?|sets?|sessions?)"
)
_BARE_ROUTINE = {
    "en": re.compile(
        r"^(?:I|we)(?:['’]ve\s+been|\s+have\s+been|['’]m|['’]re|\s+am|\s+are)?\s+"
        r"(?:(?:still|usually|always|now|also|just|both|all|normally|mostly|generally)\s+)*"
        rf"(?:practi[cs]e|practi[cs]ing|(?:do|doing)\s+{_UNITS})"
        r"(?:\s+(?:together|there|with\s+[\w'’-]+|it))?\s+" + _EVERY,
        re.IGNORECASE,
    ),
    "de": re.compile(
        r"^(?:ich|wir)\s+(?:(?:spielen|spiele|spiel|treffen\s+uns|treff\w*\s+mich|gehen|gehe|"
        r"geh|üben|übe|trainieren|trainiere)(?:\s+(?:zusammen|dort|da|hin|immer|meistens|"
        r"normalerweise|mit\s+\w+))*\s+(?:jeden|jede|jedes|einmal|zweimal|dreimal|täglich|"
        r"wöchentlich|montags|dienstags|mittwochs|donnerstags|freitags|samstags|sonntags|"
        r"morgens|abends)\b(?:\s+(?!(?:in|im|ins|zum|zur|nach|an|am|auf|bei)\b)[\w'’-]+){0,2}?)"
        r"\W*$",
        re.IGNORECASE,
    ),
    "fr": re.compile(
        r"^(?:on|nous|je)\s+(?:joue|jouons|se\s+voit|se\s+retrouve|nous\s+voyons|"
        r"nous\s+retrouvons|y\s+va|y\s+vais|y\s+allons|m['’]entraîne|s['’]entraîne)"
        r"(?:\s+(?:ensemble|là-bas|avec\s+\w+))*\s+(?:tous\s+les|toutes\s+les|chaque|"
        r"le\s+(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)|une\s+fois|deux\s+fois)"
        r"\b(?:\s+(?!(?:à|au|aux|en|chez|dans|sur)\b)[\w'’-]+){0,2}?\W*$",
        re.IGNORECASE,
    ),
    "es": re.compile(
        r"^(?:(?:yo|nosotros)\s+)?(?:jugamos|juego|quedamos|nos\s+vemos|vamos|voy|entreno|"
        r"entrenamos|practico|practicamos)(?:\s+(?:juntos|juntas|allí|ahí|con\s+\w+))*\s+"
        r"(?:todos\s+los|todas\s+las|cada|los\s+(?:lunes|martes|miércoles|jueves|viernes|"
        r"sábados|domingos)|una\s+vez|dos\s+veces)\b"
        r"(?:\s+(?!(?:a|al|en|de|del|con|por)\b)[\w'’-]+){0,2}?\W*$",
        re.IGNORECASE,
    ),
}


def vague_routine(statement: str, lang: str) -> bool:
    """Whether a statement is a routine that does not say what (see ``_BARE_ROUTINE``)."""
    own = _BARE_ROUTINE.get(lang)
    return bool(
        (own is not None and own.search(statement)) or _BARE_ROUTINE["en"].search(statement)
    )


# The moment just now: "I just got off work", "just got home", "Ich bin grad heim
# gekommen", "je viens de rentrer", "acabo de llegar", "我刚下班"; and a score of the moment:
# "We're 1-3 this season", "we're 3-1 up".
_JUST_NOW = {
    "en": re.compile(
        r"^(?:I|we)(?:['’]ve|\s+have)?\s+(?:only\s+)?just\s+(?:finished\s+(?:my|our|the|work)"
        r"(?:\s+(?:shift|day|run|class|lesson|workout|session))?|got\s+(?:home|in|up|back|off\s+"
        r"(?:work|my\s+shift|the\s+phone))|woke\s+up|clocked\s+(?:off|out)|sat\s+down|"
        r"walked\s+in|came\s+in)\W*$"
        r"|^(?:I|we)(?:['’]m|['’]re|\s+am|\s+are)\s+(?:now\s+|still\s+)?\d{1,2}\s*[-–:]\s*"
        r"\d{1,2}(?:\s+(?:up|down|now|so\s+far|this\s+season))?\W*$",
        re.IGNORECASE,
    ),
    "de": re.compile(
        r"^(?:ich|wir)\s+(?:bin|sind)\s+(?:gerade|grad|grade|eben|jetzt)\s+(?:erst\s+)?"
        r"(?:heim|nach\s+hause|zu\s+hause|angekommen|aufgewacht|aufgestanden|zurück)"
        r"(?:\s+(?:gekommen|angekommen))?\W*$"
        r"|^(?:ich|wir)\s+(?:hab|habe|haben)\s+(?:gerade|grad|grade|eben)\s+(?:erst\s+)?"
        r"(?:feierabend|schluss)(?:\s+gemacht)?\W*$",
        re.IGNORECASE,
    ),
    "fr": re.compile(
        r"^(?:je|on|nous)\s+(?:viens|vient|venons)\s+de\s+(?:rentrer|finir|terminer|"
        r"me\s+réveiller|me\s+lever|sortir\s+du\s+(?:boulot|travail|taf))"
        r"(?:\s+(?:du|de\s+la|de|au|à\s+la|à|le|la|mon|ma)\s+\w+)?\W*$",
        re.IGNORECASE,
    ),
    "es": re.compile(
        r"^(?:(?:yo|nosotros)\s+)?(?:acabo|acabamos)\s+de\s+(?:llegar|terminar|salir|"
        r"despertarme|levantarme)(?:\s+(?:a\s+casa|del\s+(?:trabajo|curro)|el\s+turno|"
        r"mi\s+turno))?\W*$",
        re.IGNORECASE,
    ),
    "zh": re.compile(
        r"^我们?(?:也|才)?(?:刚|刚刚)(?:下班|到家|回家|起床|醒|睡醒|忙完|收工)(?:了|啦|呢)?\W*$"
        r"|^我们?[^，。！？]{0,4}?(?:平安|安全)?到家(?:了|啦|啰|咯)\W*$"
    ),
}
# The body just now, said in a figure: "my legs are jelly", "Meine Finger sind Eiszapfen",
# "mes jambes sont en coton", "tengo las piernas de gelatina", "我腿都软了". A condition with
# a name is a fact and kept ("my knee is arthritic"), and so is a pain ("my back is killing
# me"); German "tot", French "mort" are as figurative as "Pudding".
_BODY = r"(?:legs|arms|feet|toes|fingers|hands|back|knees|body|calves|thighs|shoulders|brain)"
_BODY_NOW = {
    "en": re.compile(
        rf"^my\s+(?:\w+\s+)?{_BODY}(?:\s+(?:is|are|was|were|feel|feels|felt))?\s+"
        r"(?:(?:still|literally|basically|now|just|like|total|complete)\s+)*(?:made\s+of\s+)?"
        # a pain said plainly is health and kept: "my back is killing me"
        r"(?:jelly|pudding|mush|icicles?|ice\s+blocks?|ice|toast|noodles|spaghetti|rubber)\b"
        r"(?:\s+\w+){0,3}\W*$",
        re.IGNORECASE,
    ),
    "de": re.compile(
        r"^meine?\s+(?:beine|arme|füße|finger|hände|zehen|rücken|knie|waden|oberschenkel)\s+"
        r"(?:sind|ist|waren|war|fühlen\s+sich|fühlt\s+sich)\s+(?:\w+\s+){0,2}(?:aus\s+)?"
        r"(?:eiszapfen|eisklötze|pudding|wackelpudding|gummi|matsch|brei|tot|hinüber)\W*$",
        re.IGNORECASE,
    ),
    "fr": re.compile(
        r"^(?:mes|mon|ma)\s+(?:jambes|bras|pieds|doigts|mains|orteils|dos|genoux|mollets)\s+"
        r"(?:sont|est|étaient|était)\s+(?:\w+\s+){0,2}(?:en\s+coton|en\s+compote|en\s+"
        r"bouillie|en\s+feu|des\s+glaçons|gelée?s?|mort(?:e|s|es)?)\W*$",
        re.IGNORECASE,
    ),
    "es": re.compile(
        r"^(?:(?:yo\s+)?tengo\s+las?|mis|mi)\s+(?:piernas|brazos|pies|dedos|manos|espalda|"
        r"rodillas)\s+(?:(?:son|están|estaban|es|está)\s+)?(?:\w+\s+){0,2}(?:de\s+gelatina|"
        r"de\s+mantequilla|de\s+hielo|como\s+témpanos|molidas?|destrozad[oa]s?)\W*$",
        re.IGNORECASE,
    ),
    "zh": re.compile(
        r"^我的?(?:腿|胳膊|手|脚|腰|背|手指)(?:都|已经|快|还)?(?:软了|废了|麻了|僵了|冻僵了|"
        r"不是自己的了|成面条了)\W*$"
    ),
}
# A meal or a chore of the day, with nothing more to it: "We had pizza last night", "I'm
# making soup tonight", "I did the laundry today", "wir hatten Pizza", "on a mangé des
# pâtes", "cenamos pizza", "我今天吃了火锅". A diet is a habit and kept ("I eat rice three times
# a day"), and so is a meal with a name or a number to it ("We had 22 people at …").
_MEAL = (
    r"(?:pizza|pasta|soup|a\s+sandwich|sandwiches|coffee|a\s+coffee|tea|a\s+cuppa|takeaway|"
    r"takeout|a\s+takeaway|curry|a\s+curry|burgers?|a\s+burger|salad|a\s+salad|noodles|"
    r"dinner|lunch|breakfast|brunch|a\s+snack|snacks|chinese|indian|thai|sushi|tacos|chips|"
    r"toast|cereal|leftovers|pancakes|a\s+fry[\s-]up|a\s+roast|stew|chili|chilli|risotto|"
    r"spaghetti|lasagne|lasagna|a\s+pie|cake|a\s+cake|cookies|biscuits|muffins)"
)
_CHORE = (
    r"(?:laundry|dishes|washing(?:\s+up)?|hoovering|vacuuming|ironing|(?:food\s+)?shopping|"
    r"groceries|cleaning|food\s+shop|school\s+run|bins|recycling)"
)
_ERRAND = {
    "en": re.compile(
        r"^(?:I|we)(?:['’]m|['’]re|\s+am|\s+are)?\s+(?:(?:just|also|finally|quickly|then)\s+)*"
        r"(?:(?:had|have|having|ate|eaten|made|make|making|cooked|cooking|ordered|ordering|"
        r"grabbed|grabbing|got|baked|baking)\s+(?:(?:some|a\s+bit\s+of|homemade|leftover)\s+)?"
        rf"{_MEAL}|(?:did|done|doing|do)\s+(?:the|a|our|my)\s+{_CHORE}|"
        r"(?:had|took|having|taking)\s+a\s+(?:quick\s+|long\s+)?(?:nap|shower|bath|kip|snooze))"
        r"(?:\s+(?:for|at)\s+(?:breakfast|lunch|dinner|tea|supper|brunch|home))?"
        # a time or a companion and no more: "last night", "tonight", "with the kids"
        r"(?:\s+(?!(?:every|each|always|usually|for\s+the\s+first)\b)(?-i:[a-z])[\w'’-]*){0,3}"
        r"\W*$",
        re.IGNORECASE,
    ),
    "de": re.compile(
        r"^(?:ich|wir)\s+(?:hab|habe|haben|hatte|hatten)\s+(?:(?:gestern|heute|grad|gerade|"
        r"eben|noch|schnell)\s+)*(?:pizza|nudeln|pasta|suppe|kaffee|döner|sushi|"
        r"(?:die\s+)?wäsche)(?:\s+(?:gegessen|gekocht|bestellt|getrunken|gemacht|gewaschen))?"
        r"\W*$",
        re.IGNORECASE,
    ),
    "fr": re.compile(
        r"^(?:j['’]ai|on\s+a|nous\s+avons)\s+(?:mangé|commandé|cuisiné|fait|bu)\s+(?:des|de\s+la|"
        r"du|une|un|les|la)\s+(?:pizza|pâtes|soupe|café|crêpes|sushis?|lessive|vaisselle|"
        r"courses)(?:\s+(?:hier\s+soir|ce\s+soir|ce\s+midi|hier|aujourd['’]hui))?\W*$",
        re.IGNORECASE,
    ),
    "es": re.compile(
        r"^(?:(?:yo|nosotros)\s+)?(?:(?:he|hemos)\s+)?(?:cenamos|comimos|cené|comí|pedimos|"
        r"pedí|cenado|comido|pedido)\s+(?:una\s+|unas\s+|un\s+)?(?:pizza|pasta|sopa|sushi|"
        r"tacos|hamburguesas?|bocadillos?)(?:\s+(?:anoche|hoy|ayer))?\W*$",
        re.IGNORECASE,
    ),
    "zh": re.compile(
        r"^我们?(?:今天|昨天|刚|刚刚|晚上|中午|早上|也)*(?:吃了|点了|做了|喝了)(?:个|顿|一顿|碗|一碗|杯|一杯)?"
        r"(?:火锅|外卖|披萨|面|饺子|咖啡|奶茶|烧烤|麻辣烫|饭)(?:了|啦)?\W*$"
    ),
}
_TABLES = (
    _MUSING,
    _GLANCE,
    _TALK,
    _IDIOM,
    _BARE_ROUTINE,
    _JUST_NOW,
    _EMPTY_DATE,
    _BODY_NOW,
    _ERRAND,
)


def idle(statement: str, stripped: str, lang: str) -> bool:
    """Whether a statement is idle talk rather than a fact (see the module docstring)."""
    for table in _TABLES:
        own = table.get(lang)
        if own is not None and (own.search(stripped) or own.search(statement)):
            return True
        english = table["en"]
        if lang != "en" and (english.search(stripped) or english.search(statement)):
            return True
    return False
