"""Measured attributes of the user: what a quantity is the value *of*.

A number alone never makes two statements one topic ("I have 2 cats" and "I ran 2 km"
are not one fact); the attribute it measures does. Each of these has one value at a time,
so a new value supersedes the old one, and each is named by *which* thing it measures:

==================  =====================================================================
key                 recognised (en/zh/de/fr/es/ja)
==================  =====================================================================
``dose <drug>``     a dose beside a drug's name: "10mg lisinopril", "lisinopril to 20mg",
                    "50 µg L-Thyroxin", "omeprazol a 40mg", "二甲双胍500mg",
                    "アムロジピンが5mg"; two drugs are two keys ("vitamin D 2000 IU")
``weight``          I weigh / my weight / down to 78 kg / ich wiege / je pèse / peso /
                    体重 / 現在62公斤了 / 体重は
``rent``            my rent is / Miete ist / mon loyer / mi alquiler / 房租 / 家賃
``budget <what>``   wedding budget / budget for rent / can go up to 1500 for rent /
                    Urlaubsbudget / budget pour / presupuesto para / 装修预算 / 旅行の予算
``hourly rate``     my (freelance) rate is $45/hr / I charge / Stundensatz / tarif horaire
                    / tarifa por hora / 时薪 / 時給
``running pace``    my 5k pace / 5:35 per km / min/km
``size <what>``     shoe size / ring size / Schuhgröße / Ringgröße / pointure / taille de
                    bague / talla / número de zapato / 鞋码 / 戒指 / 靴のサイズ
``schedule <x>``    the days or hours of one activity: "gym days are mon and wed",
                    "my piano lessons are on tuesdays at 5", "thursdays at 5 for piano",
                    "mein Spanischkurs ist dienstags", "mi clase de inglés es los martes",
                    "钢琴课是周四", "英会話レッスンは毎週火曜"; gym days and climbing days
                    are two keys
==================  =====================================================================

The label is given whenever the attribute is named ("the ring size", "体重的事"), so a
forget phrase finds it; the key only when a value is stated, so "I want to lose weight"
replaces nothing.
"""

from __future__ import annotations

import re
import unicodedata

__all__ = ["Measure", "measure"]


def _r(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, re.IGNORECASE)


_NUMBER = r"\d+(?:[.,]\d+)?"
_DOSE_UNIT = r"(?:mg|mcg|µg|μg|ug|iu|i\.e\.|ie|ui|ml|毫克|微克|ミリ(?:グラム)?)"
_DOSE = rf"{_NUMBER}\s*{_DOSE_UNIT}(?![a-z])"
# International non-proprietary name endings (the final vowel each language writes its
# own way: "omeprazole", "omeprazol"), supplements, and a hyphenated stereo prefix.
_DRUG_WORD = (
    r"(?:[a-z]-)?[a-z]*(?:pril|olol|sartan|statin|prazol|oxetin|azepam|azolam|dipin|formin|"
    r"gliptin|thyroxin|tiroxin|cillin|cilin|mycin|micin|cyclin|ciclin|floxacin|triptan|lukast|"
    r"gabalin|profen|profène|coxib|semid|parin|xaban|triptylin|pramin|setron|tidin|afaxin|"
    r"tralin|alopram|glutid|pidem|phenidat|fenidat|cetamol|cétamol|tamol|zepin|apin|idon|"
    r"mazol|pirin|irin)(?:e|a|o|um)?|"
    r"vitamin[ea]? [a-z]\d?|magnesium|magnésium|zinc|zink|iron|eisen|fer|hierro|omega-?3|"
    r"melatonin[ea]?|lithium|insulin[ea]?|ibuprofen[oe]?|ibuprofène|aspirin[ea]?|"
    r"paracetamol|paracétamol|acetaminophen"
)
_DRUG_BY_DOSE = (
    _r(rf"(?:^|[\s(])(?P<drug>{_DRUG_WORD})\b[^.;!?，。\d]{{0,16}}?{_DOSE}"),
    _r(rf"{_DOSE}\s+(?:of |de |d'|von |an )?(?P<drug>{_DRUG_WORD})\b"),
    # Chinese: the drug after a verb of taking, or just before the dose ("吃二甲双胍500mg")
    re.compile(rf"(?:吃|服用|服|用)(?P<drug>[\u4e00-\u9fff]{{2,6}}?)\s*{_DOSE}"),
    # Japanese: a katakana drug name before the dose ("アムロジピン2.5mg", "…が5mgに")
    re.compile(rf"(?P<drug>[\u30a1-\u30fc]{{3,}})(?:が|を|は)?\s*{_DOSE}"),
)

_WEIGHT_UNIT = r"(?:kg|kgs|kilos?|kilogramm|lbs?|pounds|公斤|斤|キロ)"
_WEIGHT_NAMED = _r(
    r"\b(?:i weigh|my weight|body weight|ich wiege|mein gewicht|je pèse|je pese|mon poids|"
    r"peso|mi peso)\b|体重"
)
_WEIGHT_VALUE = _r(
    r"\b(?:i weigh|ich wiege|je pèse|je pese|peso)\s+"
    rf"(?:about |around |ca\.? |environ |unos )?{_NUMBER}"
    rf"|{_NUMBER}\s*{_WEIGHT_UNIT}(?![a-z])"
)
# A weight said without the word: "down to 78kg", "up to 80 kilos", "现在62公斤了",
# "62キロになりました" — a body weight that changed, the user's own.
_WEIGHT_CHANGE = _r(
    rf"^(?:(?:i'?m|i am|now|finally)\s+)*(?:down|up|back)\s+to\s+{_NUMBER}\s*{_WEIGHT_UNIT}\b"
    rf"|^(?:我)?(?:现在|目前|已经)?{_NUMBER}\s*(?:公斤|斤|kg)了"
    rf"|^{_NUMBER}\s*(?:キロ|kg)(?:に(?:なり|減り|増え)|まで)"
)

_RENT = _r(r"\b(?:my|our|the)? ?(?:rent|miete|loyer|alquiler|arriendo)\b|房租|租金|家賃")
_MONEY_VALUE = _r(
    rf"\d+(?:[.,]\d+)?\s*(?:k\b|€|\$|eur|euros?|dollars?|元|块|万|円)?|[$€£¥]\s*{_NUMBER}"
)
_BUDGET = (
    _r(r"\b(?P<what>[a-zäöüéè]{3,})(?:-| )budget\b"),
    _r(r"\b(?P<what>[a-zäöüß]{3,})budget\b"),
    _r(
        r"\bbudget (?:for|pour|für|de|du|para) "
        r"(?:the |my |our |mon |ma |le |la |l'|das |die |den )?(?P<what>[a-zäöüéèß]{3,})"
    ),
    _r(
        r"\bpresupuesto (?:para|de|del) (?:la |el |mi |nuestra |nuestro )?(?P<what>[a-záéíóúñ]{3,})"
    ),
    _r(
        rf"\b(?:can|could) (?:go|spend|pay|afford)(?: up)? to {_NUMBER}k?\s*(?:€|\$|eur)?\s*"
        r"(?:for|on) (?:the |my |our )?(?P<what>[a-z]{3,})"
    ),
    re.compile(r"(?P<what>[\u4e00-\u9fff]{2,4})预算"),
    re.compile(r"(?P<what>[\u4e00-\u9fff\u30a0-\u30ff]{2,6})の予算"),
)
_BUDGET_WHAT_FORMS = {
    "miete": "rent",
    "loyer": "rent",
    "alquiler": "rent",
    "hochzeit": "wedding",
    "mariage": "wedding",
    "boda": "wedding",
}
_NOT_A_BUDGET_THING = frozenset(
    {"the", "our", "tight", "low", "big", "small", "new", "total", "monthly"}
)

_HOURLY = _r(
    r"\b(?:my|our)(?: \w+)? rate\b|\bi charge\b|\braised my (?:\w+ )?rates?\b|"
    r"\bstundensatz\b|\btarif horaire\b|\btarifa por hora\b|时薪|時給"
)
_PER_HOUR = _r(
    r"(?:/\s*(?:hr|hour|h|std)\b|\b(?:an|per|a|pro|de l'|la|por) (?:hour|hr|stunde|heure|hora)\b|"
    r"\bstundensatz\b|\btarif horaire\b|时薪|時給)"
)

_PACE = _r(r"\bpace\b|\btempo\b|\ballure\b|\britmo\b|配速|ペース")
_PACE_VALUE = _r(
    r"\b\d{1,2}:\d{2}\s*(?:/\s*|per |pro |par |por )(?:km|mi|mile|kilometer|kilomètre|kilómetro)\b"
)

_SIZE = (
    (
        "shoe",
        _r(
            r"\bshoe size\b|\bschuhgr(?:ö|oe|o)(?:ß|ss)e\b|\bpointure\b|"
            r"\bn[uú]mero de (?:zapato|calzado)\b|"
            r"\btalla de (?:zapato|calzado)\b|鞋码|鞋子尺码|靴のサイズ"
        ),
    ),
    (
        "ring",
        _r(
            r"\bring size\b|\bringgr(?:ö|oe|o)(?:ß|ss)e\b|\btaille de (?:bague|doigt)\b|"
            r"\btalla de anillo\b|戒指(?:尺寸|尺码|号|是?\d+号)|指輪のサイズ|リングサイズ"
        ),
    ),
    (
        "clothes",
        _r(
            r"\b(?:dress|clothes|clothing|shirt|t-shirt) size\b|"
            r"\b(?:konfektions|kleider)gr(?:ö|oe|o)(?:ß|ss)e\b|"
            r"\btaille de vêtements?\b|\btalla de ropa\b|衣服尺码|服のサイズ"
        ),
    ),
)

_WEEKDAYS = (
    r"(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day)?s?|"
    r"(?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)s?|"
    r"(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)s?|"
    r"(?:lunes|martes|miércoles|miercoles|jueves|viernes|sábados?|sabados?|domingos?)"
)
_WEEKDAY = _r(rf"\b(?:{_WEEKDAYS})\b")
_CJK_WEEKDAY = re.compile(r"(?:周|星期|礼拜)[一二三四五六日天末]|[月火水木金土日]曜")
_ACTIVITY_TAIL = r"(?: (?:days?|lessons?|classes|class|sessions?|practice|training|night))?"
_SCHEDULE = (
    # "gym days are mon and wed", "my piano lessons are on tuesdays", "gym is tue/thu"
    _r(
        r"^(?:(?:new schedule|update|fyi|btw|so|ok)[,:!]?\s+)*(?:my |our )?"
        rf"(?P<what>[a-z][a-z-]{{2,20}}(?: [a-z][a-z-]{{2,20}})?){_ACTIVITY_TAIL}"
        rf" (?:is|are)(?: now| still)?(?: on)?(?: (?:every|the|all))? (?:{_WEEKDAYS})\b"
    ),
    # "thursdays at 5 for piano"
    _r(rf"\b(?:{_WEEKDAYS})\b[^.;!?]{{0,20}}? for (?P<what>[a-z][a-z-]{{2,20}}){_ACTIVITY_TAIL}\b"),
    # "mein Spanischkurs ist dienstags", "mon cours de danse est le mardi", "mi clase de
    # inglés es los martes"
    _r(
        r"^(?:mein|meine|unser|mon|ma|notre|mi|mis|nuestra|nuestro)? ?"
        r"(?P<what>[\wäöüéèáíóúñ-]{3,30}(?: (?:de|d') ?[\wäöüéèáíóúñ-]{3,20})?)"
        r" (?:ist|sind|est|sont|c'est|es|son)(?: jetzt| maintenant| ahora)?"
        rf" (?:immer |toujours |siempre )?(?:le |les |los |el |am |jeden )?(?:{_WEEKDAYS})\b"
    ),
    # "钢琴课是周四", "英会話レッスンは毎週火曜"
    re.compile(
        r"(?P<what>[\u4e00-\u9fff\u30a0-\u30ff]{2,8}?)(?:是|在|は)(?:每)?(?:毎週)?(?:周|星期|礼拜|[月火水木金土日]曜)"
    ),
)
# A schedule named without its days, as a forget phrase names it ("my gym days").
_SCHEDULE_NAMED = _r(r"\b(?:my|our|the) (?P<what>[a-z][a-z-]{2,20}) (?:days|schedule)\b")
_ACTIVITY_FORMS = re.compile(
    r"^(?:clases? de |cours de |cours d')"
    r"|(?: (?:days?|lessons?|classes|class|sessions?|practice|training|night))$"
)
_NOT_AN_ACTIVITY = frozenset(
    {
        "it",
        "that",
        "this",
        "today",
        "tomorrow",
        "meeting",
        "birthday",
        "party",
        "appointment",
        "es",
        "das",
        "ce",
        "eso",
        "which",
        "what",
        "there",
        "heute",
        "hoy",
    }
)


class Measure:
    """A measured attribute: its label, and whether the statement gives its value."""

    __slots__ = ("label", "valued")

    def __init__(self, label: str, valued: bool) -> None:
        self.label = label
        self.valued = valued

    def __repr__(self) -> str:
        return f"Measure({self.label!r}, {self.valued})"


def _word(text: str) -> str:
    text = unicodedata.normalize("NFKC", text).casefold().strip()
    return re.sub(r"[^\w\u3040-\u30ff\u4e00-\u9fff]+", " ", text).strip()


def _drug(name: str) -> str:
    word = _word(name)
    if word.isascii() or re.match(r"[a-z\u00c0-\u024f]", word):
        word = unicodedata.normalize("NFKD", word)
        word = "".join(c for c in word if not unicodedata.combining(c))
    # "omeprazole" / "omeprazol", "paracetamol"/"paracétamol": one drug
    return re.sub(r"(?<=[a-z]{4})(?:e|a|o|um)$", "", word)


def _dose(text: str) -> Measure | None:
    for pattern in _DRUG_BY_DOSE:
        m = pattern.search(text)
        if m is not None:
            return Measure(f"dose {_drug(m.group('drug'))}", True)
    return None


def _budget(text: str) -> Measure | None:
    for pattern in _BUDGET:
        m = pattern.search(text)
        if m is None:
            continue
        what = _word(m.group("what"))
        if what in _NOT_A_BUDGET_THING:
            continue
        what = _BUDGET_WHAT_FORMS.get(what, what)
        return Measure(
            f"budget {what}",
            _MONEY_VALUE.search(text, m.end()) is not None or "can" in m.group(0).casefold(),
        )
    return None


def _schedule(text: str) -> Measure | None:
    for pattern in _SCHEDULE:
        m = pattern.search(text)
        if m is None:
            continue
        what = _ACTIVITY_FORMS.sub("", _word(m.group("what")))
        if not what or what in _NOT_AN_ACTIVITY or _WEEKDAY.fullmatch(what):
            continue
        return Measure(f"schedule {what}", True)
    return None


def _weight(text: str) -> Measure | None:
    if _WEIGHT_CHANGE.search(text):
        return Measure("weight", True)
    if _WEIGHT_NAMED.search(text):
        return Measure("weight", _WEIGHT_VALUE.search(text) is not None)
    return None


def _size(text: str) -> Measure | None:
    # the size named first is the statement's ("戒指是13号，别跟鞋码搞混了" is the ring's)
    sizes = [(m.start(), what) for what, p in _SIZE if (m := p.search(text)) is not None]
    if not sizes:
        return None
    return Measure(f"size {min(sizes)[1]}", re.search(r"\d", text) is not None)


def _rate_or_pace(text: str) -> Measure | None:
    if _HOURLY.search(text) and _PER_HOUR.search(text):
        return Measure("hourly rate", True)
    if _PACE_VALUE.search(text) or (_PACE.search(text) and re.search(r"\d:\d\d", text)):
        return Measure("running pace", True)
    return None


def _rent(text: str) -> Measure | None:
    if not _RENT.search(text):
        return None
    return Measure("rent", re.search(r"\d", text) is not None)


def _days(text: str) -> Measure | None:
    if _WEEKDAY.search(text) or _CJK_WEEKDAY.search(text):
        return _schedule(text)
    m = _SCHEDULE_NAMED.search(text)
    if m is not None and m.group("what") not in _NOT_AN_ACTIVITY:
        return Measure(f"schedule {m.group('what').casefold()}", False)
    return None


# In this order: a dose names its drug before anything else it says.
_READERS = (_dose, _weight, _size, _rate_or_pace, _budget, _rent, _days)


def measure(text: str) -> Measure | None:
    """The measured attribute a statement names, if any (see the module docstring);
    ``text`` is already normalised (case does not matter)."""
    for read in _READERS:
        found = read(text)
        if found is not None:
            return found
    return None
