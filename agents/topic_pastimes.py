"""How often the user does an activity, and giving one up: one habit per activity.

Hobbies are many and each is its own fact ("I paint on weekends", "I do pottery on
Tuesdays" get no key). How often one does an activity is one value, as its days are
(``schedule <activity>``, :mod:`agents.topic_measures`): "I climb at the gym three times a
week", "juego al pádel dos veces por semana", "我每周打两次羽毛球", "週2でテニス" are keyed
``schedule climbing``, ``schedule padel``, … (:func:`pastime_key`), one word per activity
across the six languages ("Seilklettern", "escalade", "攀岩", "クライミング" are ``climbing``).

Giving up an activity ends that habit, whatever else the statement goes on to say: "dejé
el pádel por la rodilla, ahora solo nado" is about the padel (``schedule padel``), so it
takes the place of "juego al pádel dos veces por semana"; "after the surgery I only
boulder, no more rope stuff" of "I climb at the gym 3x a week"; "I quit tennis" of "I play
tennis every saturday". :func:`given_up` tells :mod:`agents.topics` that "I quit tennis"
gives up an activity, not the job.

No key for: watching or supporting ("I love watching tennis", "fan of"), a wish or plan
("I want to try climbing"), teaching it (work), an injury got doing it ("I tore my ACL
playing soccer"), an addition ("I also swim twice a week": a second habit beside the
first), one outing ("I went swimming on Sunday"), or a statement about someone else (read
before this by :mod:`agents.topics`).

``text`` is normalised as :mod:`agents.topics` reads it (accents folded, case kept).
"""

from __future__ import annotations

import re

from agents.topic_measures import ACTIVITIES

__all__ = ["given_up", "pastime_key"]

_L = r"a-zäöüß"
# Activities beyond those kept on fixed days (:data:`agents.topic_measures.ACTIVITIES`),
# and the verbs and nouns that name them without the measured word.
_MORE: dict[str, str] = {
    "climbing": r"climb|climbs|climber|top[- ]rope|lead climbing|(?<!jump )(?<!skipping )rope|"
    r"boulder|boulders|klettere|klettert|seilklettern|vorstieg|sportklettern|grimpe|"
    r"grimpeur|escalo|escalar|bloc|抱石|登攀",
    "swimming": r"swims|nado|nadar|nage|nager|schwimme",
    "running": r"(?:run|runs)(?! (?:a|an|the|my|our|his|her|it|this|that|late|out|into|errands|"
    r"things|away|over|on|by|low)\b)|runner|trail running|jogging|joggen|jogge|courir|"
    r"(?<=je )cours|correr|corro|"
    r"ジョギング|马拉松|マラソン",
    "padel": r"padel|p[aá]del|パデル|板式网球",
    "squash": r"squash",
    "badminton": r"badminton|羽毛球|バドミントン",
    "table tennis": r"table tennis|ping[- ]?pong|tischtennis|tennis de table|乒乓球|卓球",
    "golf": r"golf|高尔夫|ゴルフ",
    "cycling": r"cycling|biking|mountain biking|radfahren|rennrad|mountainbiken|velo|"
    r"ciclismo|骑行|サイクリング",
    "hiking": r"hiking|hike|hikes|wandern|wandere|randonnee|senderismo|徒步|爬山|登山|ハイキング",
    "skiing": r"skiing|ski|skifahren|esqui|滑雪|スキー",
    "surfing": r"surfing|surf|冲浪|サーフィン",
    "fishing": r"fishing|angeln|peche|pesca|pescar|钓鱼|釣り",
    "pottery": r"pottery|ceramics|topfern|poterie|ceramique|ceramica|陶艺|陶芸",
    "knitting": r"knitting|knit|stricken|stricke|tricot|tejer|tejo|织毛衣|編み物",
    "sewing": r"sewing|nahen|couture|coser|缝纫|裁縫",
    "painting": r"painting|paint(?! (?:a|an|the|my|our|his|her|it|this|that)\b)|malen|peinture|"
    r"pintura|pinto|画画|绘画|油絵|絵を描",
    "drawing": r"drawing|zeichnen|dessin|dibujo|素描|デッサン",
    "photography": r"photography|fotografie|photographie|fotografia|摄影|写真を撮",
    "gardening": r"gardening|gartnern|jardinage|jardineria|园艺|ガーデニング|園芸",
    "baking": r"baking|backen|patisserie|reposteria|烘焙|お菓子作り",
    "chess": r"chess|schach|echecs|ajedrez|象棋|チェス",
    "martial arts": r"karate|judo|taekwondo|jiu[- ]?jitsu|bjj|kung fu|aikido|kendo|空手|柔道|"
    r"跆拳道|剣道|合気道",
    "crossfit": r"crossfit",
    "rowing": r"rowing|rudern|aviron|赛艇",
    "sailing": r"sailing|segeln|voile|帆船|ヨット",
    "drums": r"drums|schlagzeug|batterie|bateria|架子鼓|ドラム",
    "cello": r"cello|violoncelle|violonchelo|大提琴|チェロ",
    "zither": r"zither|cithare|citara",
}
_ACTIVITY = tuple(
    (name, re.compile(rf"(?<![{_L}])(?:{words})(?![{_L}])", re.IGNORECASE))
    for name, words in (
        *((n, w) for n, w in ACTIVITIES.items() if n != "therapy"),
        *_MORE.items(),
    )
)

_QUIT = re.compile(
    r"\b(?:quit|quitted|gave up|given up|give up|stopped|dropped|no more|no longer|"
    r"don'?t \w+ (?:\w+ )?anymore|anymore|done with|finished with|"
    r"aufgehort|aufgegeben|an den nagel|nicht mehr|nimmer|nimma|"
    r"arrete|laisse tomber|abandonne|fini avec|ne \w+ plus|"
    r"deje|he dejado|dejamos|abandone|ya no"
    r")\b|不再|不[玩打练去做]了|放弃|停了|戒了|やめ|辞め|止め",
    re.IGNORECASE,
)
_QUIT_REACH = 30
_NOT_PRACTICE = re.compile(
    r"\b(?:watch|watching|watched|fan|fans|support|supporter|follow|regarde|regarder|"
    r"schaue|gucke|anschauen|ver|mirar|miro|veo|hincha|want to|wanna|would like|'d like|"
    r"plan to|planning|thinking (?:about|of)|hope to|möchte|mochte|will|würde|wurde gern|"
    r"voudrais|aimerais|envie de|quiero|quisiera|me gustaria|pienso|"
    # teaching it is work, whatever else ("I teach yoga on Saturdays")
    r"teach|teaches|teaching|coach|coaching|instructor|unterrichte|trainiere|enseigne|"
    r"enseno|doy clases)\b"
    r"|想|打算|看[^，。]{0,4}(?:比赛|球)|観戦|見るのが|したい|やりたい|予定|教|を教えて",
    re.IGNORECASE,
)
# An injury got doing it is a fact about health ("I tore my ACL playing soccer").
_INJURY = re.compile(
    r"\b(?:injur\w*|tore|torn|broke|broken|sprain\w*|wrecked|hurt|fractur\w*|surgery|"
    r"verletzt|gebrochen|gerissen|casse|cassee|blesse|blessee|entorse|lesion|lesione|"
    r"rompi|roto|rota|esguince)\b|受伤|骨折|扭伤|怪我|ケガ|けが|痛め",
    re.IGNORECASE,
)
# A count per week, day or month ("3x a week", "dos veces por semana", "zweimal die Woche",
# "deux fois par semaine", "每周两次", "週2で"), or every day or week.
_HOW_OFTEN = re.compile(
    r"\b(?:\d+|one|two|three|four|five|six|once|twice|thrice)\s*(?:x|times?)?\s*"
    r"(?:a|per|each|every|/)\s*(?:week|wk|month|day)\b|\b(?:once|twice|thrice)\b|"
    r"\bevery (?:day|morning|evening|night|weekend|week)\b|"
    r"\b(?:daily|weekly)\b|"
    r"\b(?:ein|zwei|drei|vier|fünf|funf|\d)\s*mal (?:die|pro|in der|im|am) (?:woche|monat|tag)\b|"
    r"\b(?:jeden (?:tag|morgen|abend)|jedes wochenende|taglich|täglich|wochentlich|wöchentlich)\b|"
    r"\b(?:une|deux|trois|quatre|\d) fois par (?:semaine|mois|jour)\b|"
    r"\btous les (?:jours|matins|soirs|week-ends)\b|"
    r"\b(?:una|dos|tres|cuatro|\d) veces? (?:por|a la|al|cada) (?:semana|mes|dia)\b|"
    r"\btodos los (?:dias|fines de semana)\b|"
    r"\bcada (?:dia|semana)\b|"
    r"每(?:周|星期|个?礼拜|天|个?月)|一周[一两二三四五六\d]次|週(?:に)?[1-7１-７一二三四五六七](?:回|日)?|毎日|毎朝|毎晩|毎週",
    re.IGNORECASE,
)
_ADDITION = re.compile(
    r"\b(?:also|too|as well|auch|aussi|egalement|tambien|ademas)\b|也|还|も(?!う)",
    re.IGNORECASE,
)


_CLAUSE_END = re.compile(r"[,.;!?，、。！？]")
# The job or the workplace: "I quit my job at the climbing gym" gives up the job.
_JOB = re.compile(
    r"\b(?:job|work|position|role|career|stelle|arbeit|job|travail|boulot|poste|trabajo|curro|"
    r"chamba|puesto|empleo)\b|工作|公司|仕事|会社",
    re.IGNORECASE,
)


def given_up(text: str) -> bool:
    """Does the statement give up an activity (and not a job)?"""
    return _given_up(text, _activities(text)) is not None and not _JOB.search(text)


def _activities(text: str) -> list[tuple[int, int, str]]:
    found = [(m.start(), m.end(), name) for name, p in _ACTIVITY for m in p.finditer(text)]
    return sorted(found)


def _given_up(text: str, found: list[tuple[int, int, str]]) -> str | None:
    """The activity nearest a word of giving up, in the same clause, if any."""
    best: tuple[int, str] | None = None
    for quit in _QUIT.finditer(text):
        for start, end, name in found:
            gap = quit.start() - end if end <= quit.start() else start - quit.end()
            between = text[min(end, quit.end()) : max(start, quit.start())]
            near = 0 <= gap <= _QUIT_REACH and not _CLAUSE_END.search(between)
            if near and (best is None or gap < best[0]):
                best = (gap, name)
    return best[1] if best else None


def pastime_key(text: str) -> str | None:
    """``schedule <activity>`` for how often the user does an activity, or for giving one
    up; None for anything else."""
    found = _activities(text)
    if not found:
        return None
    given_up = _given_up(text, found)
    if given_up is not None:
        return f"schedule {given_up}"
    if (
        not _HOW_OFTEN.search(text)
        or _NOT_PRACTICE.search(text)
        or _ADDITION.search(text)
        or _INJURY.search(text)
    ):
        return None
    return f"schedule {found[0][2]}"
