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
                    are two keys; a known activity (gym, yoga, piano, swimming, …) beside a
                    recurring day is keyed by the activity whatever the sentence ("I go to
                    the gym on mondays", "ich gehe montags ins Fitnessstudio", "健身房我周一
                    周三去", "ジムは火木に変えました": all ``schedule gym``)
``height``          I'm 180 cm / I'm 1m80 / ich bin 1,80 groß / je mesure 1m68 / mido 1,70 /
                    我身高172 / 身長は160cm (read before the age: "ich bin 1,80 groß")
``wake-up time``,   I wake up at 7 / ich stehe um 6 auf / je me lève à 7h / me levanto a las
``bedtime``         7 / 6点起床 / 6時に起きる; I go to bed at 11 / je me couche à 23h / 11点睡觉
``training goal``   I'm training for a half marathon / my running goal is / ich trainiere für
                    einen Marathon / je m'entraîne pour un trail / 在准备全马
``work schedule``   the hours or days of work, however said: "I work 9 to 5", "my hours
                    are 8-4", "ich arbeite von 8 bis 16 Uhr", "je travaille de 9h à 17h",
                    "entro a las 8 y salgo a las 4", "我每天9点上班", "朝九晚五",
                    "9時から18時まで働いています", "my work days are tue-fri" (one key
                    with the shifts of :mod:`agents.topics`, "I work nights")
==================  =====================================================================

The label is given whenever the attribute is named ("the ring size", "体重的事"), so a
forget phrase finds it; the key only when a value is stated, so "I want to lose weight"
replaces nothing.
"""

from __future__ import annotations

import re
import unicodedata

__all__ = [
    "MEASURED_KEYS",
    "Measure",
    "day_type",
    "dose_alternatives",
    "drugs_named",
    "height",
    "measure",
    "work_hours",
]


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
    r"gabalin|profen|proxen|profène|coxib|semid|parin|farin|xaban|triptylin|pramin|setron|tidin"
    r"|afaxin|"
    r"tralin|alopram|glutid|pidem|phenidat|fenidat|cetamol|cétamol|tamol|zepin|apin|idon|"
    r"mazol|pirin|irin)(?:e|a|o|um)?|"
    r"vitamin[ea]? [a-z]\d?|magnesium|magnésium|zinc|zink|iron|eisen|fer|hierro|omega-?3|"
    r"melatonin[ea]?|lithium|insulin[ea]?|ibuprofen[oe]?|ibuprofène|aspirin[ea]?|"
    r"paracetamol|paracétamol|acetaminophen"
)
# A bare number followed by no unit of anything else (its dose unit understood).
_NO_OTHER_UNIT = (
    r"(?![\d.,:/])(?!\s*(?:%|x\b|times|mal\b|fois|veces|kg|km|g\b|h\b|min|cm|m\b|ans\b|jahre|anos|"
    r"years|days|jours|tage|dias|weeks|tabs?\b|pills?|capsules?|comprim|pastill|tablet|uhr|am\b"
    r"|pm\b))"
)
# Words before a dose that are not a drug's name.
_NOT_A_DRUG = (
    r"(?:tablets?|pills?|capsules?|caps|daily|about|around|takes?|taking|dose|doses|twice|once|"
    r"morning|evening|every|night|tabletten|taglich|comprimes?|gelules?|pastillas?|capsulas?|cada|"
    r"jeden|chaque|only|just|then|plus|also|auch|aussi|tambien|extra|another|weitere|those|these|"
    r"total|grams?|went|upped|bumped|increased|reduced|lowered|raised|doubled|halved|now|jetzt|"
    r"maintenant|ahora|usually|sometimes|normally|instead|dosis|prends|nehme|tomo|with|without)"
)
_DRUG_BY_DOSE = (
    _r(rf"(?:^|[\s(])(?P<drug>{_DRUG_WORD})\b[^.;!?，。\d]{{0,16}}?{_DOSE}"),
    _r(rf"{_DOSE}\s+(?:of |de |d'|von |an )?(?P<drug>{_DRUG_WORD})\b"),
    # Chinese: the drug after a verb of taking, or just before the dose ("吃二甲双胍500mg")
    re.compile(rf"(?:吃|服用|服|用)(?P<drug>[\u4e00-\u9fff]{{2,6}}?)\s*{_DOSE}"),
    # Any drug name after a verb of taking, with its dose ("je prends 20mg de Lexomil", "I
    # take Eliquis 5mg"): brand names are too many to list
    _r(
        rf"\b(?:i take|i'm on|i am on|ich nehme|je prends|tomo|estoy tomando)\s+(?:{_DOSE}\s+"
        rf"(?:of |de |d'|von )?(?P<drug>[a-zäöüéè][a-zäöüéè-]{{3,}})\b(?<!\bevery)"
        rf"|(?P<drug2>[a-zäöüéè][a-zäöüéè-]{{3,}})\s+{_DOSE})"
    ),
    # Chinese: the drug, then its daily dose ("优甲乐每天50微克")
    re.compile(
        rf"(?:^|[，,。；]|药)(?P<drug>[\u4e00-\u9fff]{{2,5}}?)(?:每天|每次|一天|每日)\s*{_DOSE}"
    ),
    # Chinese: the drug, then the change to its new dose ("二甲双胍改成850mg了", "把优甲乐加到
    # 75微克")
    re.compile(
        rf"(?:^|[，,。；]|把"
        rf"|将)(?P<drug>(?:(?![我你他她让给把将])[\u4e00-\u9fff]){{2,6}}?)(?:的剂量|的量)?"
        rf"(?:改成|改为|改到|加到|减到|调到|调成|换成|增加到|减少到|现在是?|是)\s*(?:每次|每天"
        rf"|一天)?\s*{_DOSE}"
    ),
    # Japanese: a katakana name with a bare number and a verb of taking ("チラーヂン50飲んで
    # ます", "チラーヂンを75で服用")
    re.compile(r"(?P<drug>[\u30a1-\u30fc]{3,})(?:を|は)?\s*\d{2,4}(?:で)?(?:を)?(?:飲|服用)"),
    # Japanese: a katakana drug name before the dose ("アムロジピン2.5mg", "…が5mgに")
    re.compile(rf"(?P<drug>[\u30a1-\u30fc]{{3,}})(?:が|を|は)?\s*{_DOSE}"),
    # A known drug changed to a bare number, its unit the one stored ("doc upped my
    # sertraline to 100", "Ramipril jetzt auf 10", "la fluoxétine passe à 40")
    _r(
        rf"(?:^|[\s(])(?P<drug>{_DRUG_WORD})\b[^.;!?，。\d]{{0,20}}?\b(?:to|up to|down to|auf|a|à|"
        rf"hasta|en)\s+{_NUMBER}(?!\s*(?:%|x\b|times|days|weeks|tabs|pills|[a-zµμ]))"
    ),
    # A known drug with a bare number, its unit understood ("tomo metformina 850",
    # "metformina 1000 ahora"), or a capitalised brand after a verb of taking ("je prends du
    # Lévothyrox 50", "ich nehme Euthyrox 75")
    _r(rf"(?:^|[\s(])(?P<drug>{_DRUG_WORD})\s+\d{{2,4}}(?:[.,]\d+)?{_NO_OTHER_UNIT}"),
    re.compile(
        r"(?i:\b(?:i take|i'm on|ich nehme?|je prends|tomo|estoy tomando)\s+(?:du |de la |de l'"
        r"|le |la "
        r"|el |la |my |mein |meine )?)(?i:(?!(?:bus|train|tram|line|linie|ligne|route|exit|room"
        r"|size|"
        rf"bahn|metro"
        rf"|autobus)\b))(?P<drug>[A-ZÄÖÜÉ][\w-]{{3,}})\s+\d{{2,4}}(?:[.,]\d+)?{_NO_OTHER_UNIT}"
    ),
    # A capitalised brand of the user's changed to a bare number ("mon Lévothyrox passe à
    # 75", "my Lipitor went up to 40", "mein Euthyrox ist jetzt 100")
    re.compile(
        r"(?i:\b(?:my|mon|ma|mein|meine|mi)\s+)(?P<drug>[A-ZÄÖÜÉ][\w-]{3,})\s+(?i:(?:passe|geht|"
        r"ist jetzt|is now|pasa|went up|went down|was upped|got upped|augmente|baisse|sube|baja)"
        rf"\s+(?:a |to |auf |de )?)\d{{2,4}}(?:[.,]\d+)?{_NO_OTHER_UNIT}"
    ),
    # Chinese: the drug after a verb of taking, its dose in the next clause ("我在吃二甲双胍，
    # 一天两次，一次500mg")
    re.compile(
        rf"(?:吃|服用)(?P<drug>[\u4e00-\u9fff]{{2,6}}?)[，,](?:[^，。]{{0,6}}[，,])?(?:一次|每次"
        rf"|每天)\s*{_DOSE}"
    ),
    # Any other name directly before its dose, or changed to a new one ("on adderall 20mg",
    # "adderall went up to 30mg"): brand names are too many to list
    _r(rf"(?:^|[\s(])(?!{_NOT_A_DRUG}\b)(?P<drug>[a-zäöüéè][a-zäöüéè-]{{4,}})\s+{_DOSE}"),
    _r(
        rf"(?:^|[\s(])(?!{_NOT_A_DRUG}\b)(?P<drug>[a-zäöüéè][a-zäöüéè-]{{4,}})\s+"
        r"(?:(?:went|was|got|has been|is|ist|wurde|a ete|fue|ha sido) )?(?:up|down|upped|bumped|"
        r"increased|reduced|lowered|raised|doubled|halved|erhoht|reduziert|augmente|baisse|subio|"
        rf"bajo|aumentado)(?: up| down)? (?:to|auf|a|à) {_DOSE}"
    ),
)

_WEIGHT_UNIT = r"(?:kg|kgs|kilos?|kilogramm|lbs?|pounds|公斤|斤|キロ)"
_WEIGHT_NAMED = _r(
    r"\b(?:i weigh|my weight|body weight|ich wiege|wiege (?:jetzt|nun|gerade|noch|nur)"
    r"|mein gewicht|je pèse|je pese|mon poids|"
    r"peso(?! muerto)|mi peso)\b|体重"
)
_WEIGHT_VALUE = _r(
    r"\b(?:i weigh|ich wiege|wiege(?: jetzt| nun| gerade| noch| nur)?|je pèse|je pese|peso)\s+"
    rf"(?:about |around |ca\.? |environ |unos )?{_NUMBER}"
    rf"|{_NUMBER}\s*{_WEIGHT_UNIT}(?![a-z])"
)
# A weight said without the word: "down to 78kg", "up to 80 kilos", "现在62公斤了",
# "62キロになりました" — a body weight that changed, the user's own.
_WEIGHT_CHANGE = _r(
    rf"^(?:(?:i'?m|i am|now|finally)\s+)*(?:down|up|back)\s+to\s+{_NUMBER}\s*{_WEIGHT_UNIT}\b"
    rf"|^(?:我)?(?:现在|目前|已经)?{_NUMBER}\s*(?:公斤|斤|kg)了"
    rf"|^{_NUMBER}\s*(?:キロ|kg)(?:に(?:なり|減り|増え)|まで)"
    # a weight lost or gained to a value: "j'ai perdu 3 kilos, je suis à 67", "ya bajé a 76
    # kilos", "瘦到57公斤了", "57キロまで痩せた", "lost 4 kg, down to 78"
    rf"|\b(?:lost|gained|dropped|put on)\b[^.;!?]{{0,12}}?{_NUMBER}\s*{_WEIGHT_UNIT}(?![a-z])"
    rf"|\bj'ai (?:perdu|pris)\s+{_NUMBER}\s*{_WEIGHT_UNIT}(?![a-z])"
    # a weigh-in: "weighed in at 79.4 this morning", "current weight 82kg", "weight: 180 lbs"
    rf"|(?<!goal )(?<!target )(?<!ideal )\bweight\s*(?:[:=]|is|now|at)\s*{_NUMBER}"
    rf"|\bweigh(?:ed|s)? in at {_NUMBER}|\b(?:current|starting"
    rf"|today's) weight\b[^.;!?]{{0,6}}?{_NUMBER}"
    rf"|\bich habe {_NUMBER}\s*{_WEIGHT_UNIT} (?:ab|zu)genommen"
    rf"|{_NUMBER}\s*{_WEIGHT_UNIT} (?:abgenommen|zugenommen)"
    rf"|\b(?:bajé|baje|subí|subi)(?: de peso)? (?:a |hasta )?{_NUMBER}\s*{_WEIGHT_UNIT}"
    rf"|(?:瘦到|胖到|减到|降到|涨到|瘦了|胖了)\s*{_NUMBER}\s*(?:公斤|斤|kg)"
    rf"|{_NUMBER}\s*(?:キロ|kg)(?:まで)?(?:痩せ|やせ|太っ|減っ|増え)"
    # the user is so many kilos now: "I'm 76 kg now", "jetzt 76 kg", "je fais 66 kilos
    # maintenant", "今は65キロです" (a weight said with a time word or as what one is)
    rf"|^(?:(?:i'?m|i am|ich bin|bin|je fais|je suis à|estoy en|now|jetzt|nun|maintenant|ahora|"
    rf"现在|今は|今)\s*(?:at |bei |à |en |only |actually |now |jetzt |nur )*)"
    rf"{_NUMBER}\s*{_WEIGHT_UNIT}"
    rf"(?![a-z])(?!\s*(?:of|von|de|du)\b)"
)

_RENT = _r(r"\b(?:my|our|the)? ?(?:rent|miete|loyer|alquiler|arriendo|renta)\b|房租|租金|家賃")
_MONEY_VALUE = _r(
    rf"\d+(?:[.,]\d+)?\s*(?:k\b|€|\$|eur|euros?|dollars?|元|块|万|円)?|[$€£¥]\s*{_NUMBER}"
)
_BUDGET = (
    _r(r"\b(?P<what>[a-zäöüéè]{3,})(?:-| )budget\b"),
    _r(r"\b(?P<what>[a-zäöüß]{3,})budget\b"),
    # "budget vacances 1500€", "presupuesto viaje": the thing after the word, French order
    _r(
        r"^(?:(?:le|mon|notre|mi|el|nuestro) )?(?:budget|presupuesto) "
        r"(?!(?:for|pour|für|de|du|para|is|est|es|ist|was|of|del|des"
        r"|now)\b)(?P<what>[a-zäöüéèáíóúñß]{4,})"
    ),
    _r(
        r"\bbudget (?:for|pour|für|de|du|para) "
        r"(?:the |my |our |mon |ma |le |la |l'|das |die |den )?(?P<what>[a-zäöüéèß]{3,})"
    ),
    _r(
        r"\bpresupuesto (?:para|de|del) (?:la |el |mi |nuestra "
        r"|nuestro )?(?P<what>[a-záéíóúñ]{3,})"
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
    {
        "the",
        "our",
        "tight",
        "low",
        "big",
        "small",
        "new",
        "total",
        "monthly",
        "mon",
        "notre",
        "my",
        "mein",
        "unser",
        "this",
        "votre",
        "ton",
        "your",
        "mi",
        "tu",
        "nuestro",
    }
)

# What a budget is for, one name each across the languages: "grocery budget", "fun money
# to £120/month", "Lebensmittel ab jetzt 400€ im Monat", "courses 300€/mois", "伙食预算",
# "食費は月4万" are the budget of one category of spending, whichever words frame it.
_SPENDING = tuple(
    (what, _r(pattern))
    for what, pattern in (
        (
            "food",
            r"\b(?:groceries|grocery|food|lebensmittel|einkauf(?:en)?|courses|alimentation|bouffe|"
            r"comida|compra|supermercado)\b|伙食|饭钱|餐费|买菜|食費|食料品|食费",
        ),
        (
            "fun",
            r"\b(?:fun money|spending money|pocket money|entertainment|going out|freizeit|"
            r"taschengeld|loisirs|sorties|argent de poche|ocio|salidas)\b|娱乐|零花钱|零用钱"
            r"|娯楽費?|"
            r"小遣い|交際費",
        ),
        (
            "eating out",
            r"\b(?:eating out|dining out|restaurants?|takeaways?|takeout|essen ?gehen"
            r"|auswarts essen|restos?|"
            r"restaurantes?)\b|外食|下馆子",
        ),
        (
            "clothes",
            r"\b(?:clothes|clothing|kleidung|klamotten|vetements|fringues|ropa)\b|衣服|服代",
        ),
        (
            "travel",
            r"\b(?:travel|vacations?|holidays?|urlaub\w*|reisen|reise|vacances|voyages?|vacaciones|"
            r"viajes?)\b|旅行|旅游",
        ),
        ("living", r"\b(?:living expenses|haushaltsgeld|lebenshaltung\w*)\b|生活费|生活費"),
        (
            "transport",
            r"\b(?:gas|petrol|fuel|transport|benzin|tanken|sprit|essence|carburant|gasolina)\b|"
            r"交通费|油费|交通費|ガソリン代",
        ),
    )
)
_BUDGET_WORD = _r(r"budget|presupuesto|预算|予算")
_BARE_AMOUNT = r"\d[\d.,]*k?"
_AMOUNT = (
    r"(?:[$€£¥]\s*\d[\d.,]*k?|\d[\d.,]*\s*(?:k\b|€|\$|£|eur\b|euros?\b|dollars?\b|pounds\b|"
    r"bucks\b|元|块|万|千|円))"
)
# An amount for a period ("£120/month", "400€ im Monat", "300€ par mois", "月4万", "每月2000").
_PER_PERIOD = _r(
    rf"(?:{_AMOUNT}|{_BARE_AMOUNT})\s*(?:a|per|/|each|every|im|pro|par|au|al|por|a la|cada)\s*"
    r"(?:month|mo|week|wk|monat|woche|mois|semaine|mes|semana)\b"
    rf"|{_AMOUNT}\s*(?:monthly|weekly|monatlich|mensuel|mensual)\b"
    r"|(?:每月|每个月|一个月|毎月|月額|(?<![来先今再毎每个])月)\s*\d[\d.,]*\s*(?:元|块|万|千|円)?"
)
# A Chinese or Japanese amount just after the category ("お小遣い2万に", "生活费3000块").
_CJK_AMOUNT_AFTER = re.compile(
    r"[はをがも是]?\s*(?:每月|月)?\s*(?:\d[\d.,]*\s*(?:元|块|万|千|円)|\d{3,})"
)


def _cjk_amount_after(text: str) -> bool:
    for _, pattern in _SPENDING:
        for m in pattern.finditer(text):
            if text[m.end() - 1] >= "\u3040" and _CJK_AMOUNT_AFTER.match(text, m.end()):
                return True
    return False


def _spending(text: str, near: int | None) -> str | None:
    """The category of spending named first (near ``near``, when given)."""
    hits = []
    for what, pattern in _SPENDING:
        for m in pattern.finditer(text):
            if near is None or abs(m.start() - near) <= 25:
                hits.append((m.start(), what))
                break
    return min(hits)[1] if hits else None


_HOURLY = _r(
    r"\b(?:my|our)(?: \w+)? rate\b|\bi charge\b|\braised my (?:\w+ )?rates?\b|"
    r"\bstundensatz\b|\btarif horaire\b|\btarifa por hora\b|时薪|時給"
)
_PER_HOUR = _r(
    r"(?:/\s*(?:hr|hour|h|std)\b|\b(?:an|per|a|pro|de l'|la|por) (?:hour|hr|stunde|heure"
    r"|hora)\b|"
    r"\bstundensatz\b|\btarif horaire\b|\bhourly\b|\bpor hora\b|时薪|時給)"
)

_PACE = _r(r"\bpace\b|\btempo\b|\ballure\b|\britmo\b|配速|ペース")
_PACE_VALUE = _r(
    r"\b\d{1,2}:\d{2}\s*(?:/\s*|per |pro |par |por )(?:km|mi|mile|kilometer|kilomètre"
    r"|kilómetro)\b"
)

_SIZE = (
    (
        "shoe",
        _r(
            r"\bshoe size\b|\bschuhgr(?:ö|oe|o)(?:ß|ss)e\b|\bpointure\b|"
            r"\bn[uú]mero de (?:zapato|calzado)\b|"
            r"\btalla de (?:zapato|calzado)\b|鞋码|鞋子尺码|靴のサイズ|"
            r"\bsize \d{1,2}(?:[.,]5)? (?:shoes?|sneakers|boots)\b|"
            r"\b(?:size |a )?\d{1,2}(?:[.,]5)? in (?:shoes|sneakers)\b|"
            r"\bje chausse\b|\bcalzo\b|穿\d{2}(?:码|號|号)|靴は\d{2}(?:[.,]5)?(?:センチ|cm)"
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
    r"(?:mon|tue|tues|wed|wednes|thu|thur|thurs|fri|sat|satur|sun)(?:day)?s?|"
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
        r"(?P<what>[\u4e00-\u9fff\u30a0-\u30ff]{2,8}?)(?:是|在|は)(?:每)?(?:毎週)?(?:周|星期|礼拜"
        r"|[月火水木金土日]曜)"
    ),
)
# A schedule named without its days, as a forget phrase names it ("my gym days", "meine
# Fitnessstudio-Tage", "mes jours de salle", "mis días de gimnasio", "健身的安排", "ジムの予定").
_SCHEDULE_NAMED = _r(
    r"\b(?:my|our|the) (?P<what>[a-z][a-z-]{2,20}) (?:days|schedule)\b"
    r"|\b(?P<what2>[a-zäöüß]{3,20})-?(?:tage|termine|zeiten)\b"
    r"|\b(?:jours|horaires?|créneaux) (?:de|du|d') ?(?:la )?(?P<what3>[a-zéè]{3,20})\b"
    r"|\b(?:días|dias|horario) (?:de|del) (?:la )?(?P<what4>[a-záéíóú]{3,20})\b"
    r"|(?P<what5>[\u4e00-\u9fff]{2,6}?)(?:的)?(?:安排|时间表|日子|课表)"
    r"|(?P<what6>[\u30a0-\u30ff\u4e00-\u9fff]{2,8}?)の(?:予定|スケジュール|曜日)"
)
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


# The keys measured here start with these (the attribute, then which thing it measures):
# each names one value at a time.
MEASURED_KEYS = (
    "dose ",
    "size ",
    "budget ",
    "schedule ",
    "weight",
    "rent",
    "hourly rate",
    "running pace",
    "work schedule",
    "height",
    "wake-up time",
    "bedtime",
    "training goal",
    "savings ",
)

# Work, in the words the days or hours of it are given with: "work days" / "Arbeitstage"
# are the work schedule, as the shifts are.
_WORK_WHAT = frozenset(
    {
        "work",
        "working",
        "arbeit",
        "arbeits",
        "travail",
        "boulot",
        "taf",
        "trabajo",
        "chamba",
        "工作",
        "上班",
        "仕事",
        "勤務",
    }
)
_CLOCK = r"\d{1,2}(?:[:.h]\d\d)?\s*(?:h|uhr|am|pm|a\.m\.|p\.m\.|hrs)?"
_RANGE = rf"{_CLOCK}\s*(?:-|–|~|〜|to|till|til|until|bis|à|a|au|hasta|ate)\s*{_CLOCK}"
_WORK_HOURS = (
    # "I work 9 to 5", "i work 7-3 now", "my (work) hours are 8-4", "my shift is 6am-2pm",
    # "I start at 8 and finish at 4", "I clock in at 7"
    _r(
        rf"\b(?:i|we) (?:now |still |usually |currently )?work\w* (?:from )?{_RANGE}"
        rf"|\bmy (?:work(?:ing)? |office )?(?:hours|shift|shifts|work ?day) (?:is"
        rf"|are)(?: now)? (?:from )?{_RANGE}"
        r"|\bi (?:now )?(?:start|begin|clock in|get in) (?:work )?at \d{1,2}\S*(?: \w+)? and "
        r"(?:finish|leave|clock out|get off|get out) at \d"
        r"|\bmy (?:work(?:ing)? hours|work schedule|working days|work days|shifts?)\b"
    ),
    # "ich arbeite von 8 bis 16 Uhr", "meine Arbeitszeit ist 7-15 Uhr", "ich fange um 7 an"
    _r(
        rf"\bich arbeite\w*(?: jetzt| nun| nur| immer)? (?:von )?{_RANGE}"
        r"|\bmeine arbeitszeit(?:en)?\b|\bich fange (?:jetzt "
        r"|nun )?(?:um \d{1,2}\S* )?an\b[^.;!?]{0,20}\bum \d"
        r"|\b(?:arbeitsbeginn|dienstbeginn|schichtbeginn) (?:ist )?(?:jetzt )?um \d"
    ),
    # "je travaille de 9h à 17h", "mes horaires (de travail) sont …", "je commence à 8h et je
    # finis à 16h"
    _r(
        rf"\bje (?:travaille|bosse|bosses)(?: maintenant| désormais)? (?:de )?{_RANGE}"
        r"|\bmes horaires(?: de (?:travail|boulot))?\b"
        r"|\bje (?:commence|démarre|demarre|embauche) à \d{1,2}\S*(?: \w+)? et (?:je )?(?:finis"
        r"|termine|sors|débauche|debauche)\b"
    ),
    # "trabajo de 9 a 5", "mi horario (de trabajo) es …", "entro a las 8 y salgo a las 4"
    _r(
        rf"\btrabajo(?: ahora)? (?:de |desde las? )?{_RANGE}"
        r"|\bmi horario(?: de (?:trabajo|oficina|curro|chamba))?\b|\bmi jornada\b"
        r"|\b(?:entro|empiezo|comienzo) a las? \d{1,2}\S*(?: \w+)? y (?:salgo|termino|acabo)\b"
    ),
    # "我每天9点上班", "朝九晚五", "上班时间是…", "9時から18時まで働いています", "勤務時間は…"
    re.compile(
        r"(?:\d{1,2}|[一二三四五六七八九十]{1,3})(?:点|點)(?:半)?(?:上班|下班)|朝九晚五|上班时间"
        r"|工作时间|"
        r"(?:\d{1,2}|[一二三四五六七八九十]{1,3})時(?:半)?(?:から|～|〜"
        r"|~)[^、。]{0,6}?時(?:半)?まで(?:の)?(?:働"
        r"|勤務|仕事)|"
        r"勤務時間|就業時間|仕事は[^、。]{0,8}(?:曜|[0-9０-９]時)"
    ),
)
_WORK_HOURS_VALUE = re.compile(r"\d|[一二三四五六七八九十]|朝九晚五|曜")


# The user's height, by its verb or noun with a length: "I'm 180 cm tall", "I'm 1m80", "my
# height is 5'10", "ich bin 1,80 groß", "je mesure 1m68", "mido 1,70", "我身高172", "身長は160cm".
_HEIGHT = _r(
    r"\b(?:i'm|i am|im)\s+(?:(?:actually|now|only|about|around) )?(?:\d\.\d\d\s*m"
    r"|\d[.,]?\d{2}\s*cm|\d{3}\s*cm|\d\s*m\s*\d\d|\d'\s*\d{1,2}\"?)(?:\s+tall)?\b"
    r"|\bmy height\b|\bich bin\s+(?:\d[.,]\d\d\s*m?|\d{3}\s*cm)\s+gro(?:ß|ss)\b"
    r"|\bmeine gr(?:ö|o)(?:ß|ss)e\b"
    r"|\bje mesure\b|\bma taille\b\s*(?:est|:)\s*\d|\bmido\s+\d"
    r"|\bmi (?:estatura|altura)\b|身高|身長"
)


def height(text: str) -> Measure | None:
    """The user's height (``height``), valued when a number is given."""
    if _HEIGHT.search(text) is None:
        return None
    return Measure("height", re.search(r"\d", text) is not None)


def work_hours(text: str) -> Measure | None:
    """The user's working hours or days ("I work 9 to 5", "entro a las 8 y salgo a las 4"):
    ``work schedule``, valued when a time or a day is given ("my work hours" names it)."""
    for pattern in _WORK_HOURS:
        m = pattern.search(text)
        if m is not None:
            valued = _WORK_HOURS_VALUE.search(text) is not None or _WEEKDAY.search(text) is not None
            # weekend hours beside weekday ones are two ("on saturdays I work 10 to 4")
            return Measure(
                "work schedule weekend" if day_type(text) == "weekend" else "work schedule", valued
            )
    return None


_NOT_A_CJK_ACTIVITY = re.compile(r"[是不周曜]|星期|礼拜|じゃ|ではな")
_CJK_OWNER = re.compile(
    r"^(?:我的?|我们的?|我家|私の|うちの)?(?:孩子|儿子|女儿|老公|老婆|小孩|宝宝|息子|娘|子供"
    r"|子ども|夫|妻)(?:的|の)?(?=.)"
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


def _drug_of(m: re.Match[str]) -> str:
    groups = m.groupdict()
    return _drug(
        groups.get("drug2") or groups.get("drug3") or groups.get("drug4") or m.group("drug") or ""
    )


def _dose(text: str) -> Measure | None:
    for pattern in _DRUG_BY_DOSE:
        m = pattern.search(text)
        if m is not None:
            return Measure(f"dose {_drug_of(m)}", True)
    m = _DRUG_STOPPED.search(text)
    if m is not None:
        # "stopped the warfarin", "Ramipril abgesetzt": the dose is now none
        return Measure(f"dose {_drug_of(m)}", True)
    return None


# A drug stopped ("stopped the warfarin", "came off sertraline", "no longer on metformin",
# "Ramipril abgesetzt", "j'ai arrêté le Xanax", "dejé el omeprazol", "停用二甲双胍",
# "アムロジピンの服用をやめました").
_DRUG_STOPPED = _r(
    rf"\b(?:stopped|quit|came off|coming off|weaned off|off|no longer (?:on|taking)|not taking|"
    rf"arrete|j'ai arrete|dejado|deje|ya no tomo|dejé de tomar|deje de tomar|abgesetzt|"
    rf"nehme kein(?:en?)?)(?: taking| de tomar)?\s+(?:the |my |le |la |les |l'|el |mi |mein |"
    rf"meine |das |den )?(?P<drug>{_DRUG_WORD})\b"
    rf"|(?:^|[\s(])(?P<drug2>{_DRUG_WORD})\b[^.;!?\d]{{0,16}}?\b(?:abgesetzt|gestoppt|stopped|"
    rf"arrete|suspendido|dejado)\b"
    r"|停用了?(?P<drug3>[\u4e00-\u9fff]{2,6})"
    r"|(?P<drug4>[\u30a1-\u30fc]{3,})(?:の服用|を飲むの)(?:を|は)?(?:やめ|止め|中止)"
)


_DRUG_NAMED = _r(rf"(?:^|(?<=[\s(,]))(?P<drug>{_DRUG_WORD})\b")


# Any name beside a number: a dose stored under it may be what the number changes ("ahora
# Eutirox 75", "Lévothyrox augmenté à 75", "优甲乐加到75了", "チラーヂンが75に増えました").
_NAME_BY_NUMBER = (
    # (lookaheads, so that every name is tried, not only the first of a run of words)
    re.compile(
        r"(?<![\w-])(?=(?P<drug>[A-Za-zÄÖÜÉäöüéèß][\w-]{3,})(?:\s+\S+){0,3}?\s+"
        r"(?:a |à |to |auf |de )?\d{2,4}\b)"
    ),
    re.compile(r"\d{2,4}\s*(?:er\s+|de |of |mg |mcg )?(?P<drug>[A-Za-zÄÖÜÉäöüéèß][\w-]{3,})"),
    re.compile(
        r"(?<![\u30a1-\u30fc])(?=(?P<drug>[\u30a1-\u30fc]{3,})(?:が|を|は)?[^\d。]{0,4}\d{2,4})"
    ),
    re.compile(
        r"(?P<drug>[\u4e00-\u9fff]{2,5}?)(?:加到|减到|改成|改为|调到|增加到|减少到|现在)\s*\d{2,4}"
    ),
    re.compile(r"\d{2,4}\s*(?:微克|毫克|mg)?(?:的)?(?P<drug>[\u4e00-\u9fff]{2,5})$"),
)


def dose_alternatives(text: str) -> tuple[str, ...]:
    """``dose <name>`` for each name said beside a number: the writer applies the one the
    user has a dose stored under, if exactly one."""
    names = {
        _drug(m.group("drug"))
        for pattern in _NAME_BY_NUMBER
        for m in pattern.finditer(text)
        if not re.fullmatch(_NOT_A_DRUG, m.group("drug"), re.IGNORECASE)
    }
    return tuple(sorted(f"dose {name}" for name in names))[:6]


def drugs_named(text: str, *, with_dose: bool = True) -> tuple[str, ...]:
    """The drugs a statement names (as keyed: "omeprazole" is "omeprazol"); without
    ``with_dose``, only those named with no dose of their own ("… the paracetamol didn't
    work")."""
    dosed = {_drug_of(m) for p in _DRUG_BY_DOSE for m in p.finditer(text)}
    named = {_drug(m.group("drug")) for m in _DRUG_NAMED.finditer(text)}
    return tuple(sorted(named | dosed if with_dose else named - dosed))


# Saving: a monthly amount put aside ("I save 500 a month", "je mets 150€ de côté chaque
# mois", "ich spare 200€ im Monat", "ahorro 100 al mes", "每月存3000", "毎月2万円貯金"), or
# the target ("my savings goal is 10k", "Sparziel 5000€", "存钱目标5万"): one value each.
_SAVING = _r(
    r"\b(?:save|saving|saves|put(?:ting)? (?:aside|away)|set(?:ting)? aside|spare|sparen|"
    r"zurucklegen|lege \w+ zuruck|zur seite|mets de cote|met de cote|mettre de cote|epargne|"
    r"economise|ahorro|ahorrar|aparto|guardo)\b|存|攒|貯金|積立"
)
_PERIOD_WORD = _r(
    r"\b(?:a|per|each|every|im|pro|par|chaque|al|por|cada) (?:month|monat|mois|mes)\b|"
    r"\b(?:monthly|monatlich|mensuel\w*|mensual\w*)\b|/\s*(?:month|mo|monat|mois|mes)\b|每月|每个月|毎月|月に"
)
_SAVINGS_GOAL = _r(
    r"\b(?:savings? goal|sparziel|objectif d'epargne|meta de ahorro|objetivo de ahorro)\b|"
    r"存钱目标|储蓄目标|攒钱目标|貯金目標|目標貯金"
)


def _savings(text: str) -> Measure | None:
    if _BUDGET_WORD.search(text) or not re.search(r"\d", text):
        return None
    if _SAVINGS_GOAL.search(text):
        return Measure("savings goal", True)
    if _SAVING.search(text) and _PERIOD_WORD.search(text):
        return Measure("savings monthly", True)
    return None


def _budget(text: str) -> Measure | None:
    word = _BUDGET_WORD.search(text)
    what = _spending(text, word.start() if word is not None else None)
    if what is not None and word is not None:
        return Measure(f"budget {what}", _MONEY_VALUE.search(text, word.end()) is not None)
    if what is not None and (_PER_PERIOD.search(text) or _cjk_amount_after(text)):
        return Measure(f"budget {what}", True)
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
        # Whose lesson it is is said before it ("孩子钢琴课", "息子のピアノ"): the activity
        # is what follows (the owner is the statement's subject, found elsewhere).
        what = _CJK_OWNER.sub("", what) or what
        if _NOT_A_CJK_ACTIVITY.search(what):
            continue  # "是周五不是周一": the days themselves, not what is on them
        if not what or what in _NOT_AN_ACTIVITY or _WEEKDAY.fullmatch(what):
            continue
        if what in _WORK_WHAT:
            return Measure("work schedule", True)
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


# Activities people keep on fixed days, by their words in the six languages: the schedule
# is keyed by the activity, however the sentence is built ("I go to the gym on mondays",
# "gym days changed to tuesdays", "ich gehe montags ins Fitnessstudio", "voy al gimnasio los
# lunes", "健身房我周一周三去", "ジムは火木に変えました" are all ``schedule gym``).
_ACTIVITIES = {
    "gym": r"gym|fitness|fitnessstudio|salle de sport|salle de muscu|muscu|gimnasio|gimnasia|"
    r"salle(?! de bains?| à manger| d'attente)|"
    r"健身房|健身|ジム",
    "yoga": r"yoga|瑜伽|ヨガ",
    "pilates": r"pilates|普拉提|ピラティス",
    "climbing": r"climbing|bouldering|klettern|bouldern|kletterhalle|escalade|escalada|攀岩|"
    r"ボルダリング|クライミング",
    "swimming": r"swim|swimming|schwimmen|schwimmkurs|natation|piscine|natación|nataci[oó]n|"
    r"游泳|水泳|スイミング",
    "running": r"running|run club|laufen|lauftreff|course à pied|footing|correr|跑步|ランニング",
    "football": r"soccer|football|fußball|fussball|foot|fútbol|futbol|足球|サッカー",
    "basketball": r"basketball|basket|baloncesto|b[áa]squet|篮球|バスケ",
    "volleyball": r"volleyball|volley|voleibol|v[óo]ley|排球|バレー",
    "tennis": r"tennis|tenis|网球|テニス",
    "dance": r"dance|dancing|tanzen|tanzkurs|danse|baile|bailar|跳舞|舞蹈|ダンス",
    "boxing": r"boxing|boxen|boxe|boxeo|拳击|ボクシング",
    "piano": r"piano|klavier|钢琴|ピアノ",
    "guitar": r"guitar|gitarre|guitare|guitarra|吉他|ギター",
    "violin": r"violin|geige|violon|violín|小提琴|バイオリン",
    "choir": r"choir|chor|chorale|coro|合唱",
    "therapy": r"therapy|therapie|thérapie|terapia|therapist|therapeut(?:in)?|therapeute|"
    r"terapeuta|counsell?ing|counsell?or|psychologist|psychologue|psicologa?|心理咨询|"
    r"カウンセリング",
    "physio": r"physio|physiotherapy|physical therapy|physiotherapie|physiotherapeut(?:in)?|"
    r"krankengymnastik|kine|kinesitherapie|kinesitherapeute|fisio|fisioterapia|"
    r"fisioterapeuta|rehab|reha|理疗|康复|リハビリ|整体",
    "padel": r"padel|p[áa]del|パデル|板式网球",
    "badminton": r"badminton|羽毛球|バドミントン",
    "cycling": r"spin class|spinning|cycling class|radkurs|骑行|スピニング",
    "crossfit": r"crossfit",
    # lessons of a language: one schedule per language ("English class", "Englischkurs",
    # "cours d'anglais", "clase de inglés", "英语课", "英会話")
    "english": r"english|englisch(?:kurs)?|anglais|ingl[ée]s|英语|英文|英会話|英語",
    "spanish": r"spanish|spanisch(?:kurs)?|espagnol|espa[ñn]ol|西班牙语|スペイン語",
    "french": r"french|franz[öo]sisch(?:kurs)?|fran[çc]ais|franc[ée]s|法语|フランス語",
    "german": r"german|deutsch(?:kurs)?|allemand|alem[áa]n|德语|ドイツ語",
    "italian": r"italian|italienisch(?:kurs)?|italien|italiano|意大利语|イタリア語",
    "japanese": r"japanese|japanisch(?:kurs)?|japonais|japon[ée]s|日语|日本語",
    "chinese": r"chinese|mandarin|chinesisch(?:kurs)?|chinois|chino|mandar[íi]n|中文|汉语|"
    r"中国語",
}
ACTIVITIES = _ACTIVITIES  # also the pastimes' words (:mod:`agents.topic_pastimes`)
_ACTIVITY_WORD = re.compile(
    "|".join(
        rf"(?P<{name}>(?<![a-zäöüéèáíóúñ]){words}(?![a-zäöüéèáíóúñ]))"
        for name, words in _ACTIVITIES.items()
    ),
    re.IGNORECASE,
)
# A day that recurs ("mondays", "montags", "le lundi", "los lunes", "mon/wed", "每周一",
# "毎週火曜", "月水金"), not one date ("on Saturday" is one outing).
_RECURRING = re.compile(
    r"\b(?:mon|tue|tues|wed|wednes|thu|thur|thurs|fri|sat|satur|sun)(?:day)?s\b"
    r"|\b(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)\b"
    r"|\b(?:every|each)(?: other| second)? (?:mon|tue|wed|thu|fri|sat|sun)"
    r"|\b(?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)s\b|\bjeden (?:mo"
    r"|di|mi|do"
    r"|fr|sa|so)"
    r"|\b(?:le|les|tous les|chaque) (?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)"
    r"|\b(?:los|cada|todos los) (?:lunes|martes|mi[ée]rcoles|jueves|viernes|s[áa]bados"
    r"|domingos)"
    r"|(?:每周|每个?星期|每个?礼拜|周|星期|礼拜)[一二三四五六日天]|毎週|[月火水木金土日]曜"
    r"|[月火水木金土日]{2,}"
    # two days joined ("martes y jueves", "Dienstag und Donnerstag"): a weekly pattern
    rf"|\b(?:{_WEEKDAYS})\s*(?:and|und|et|y|&|/|,)\s*(?:{_WEEKDAYS})\b",
    re.IGNORECASE,
)


# A lesson moved to another day is a schedule too ("passe au samedi", "moved to saturday",
# "auf Samstag verlegt", "cambió al sábado", "改到周日", "木曜に変わりました").
_MOVED_TO_DAY = _r(
    rf"\b(?:(?:moved|changed|switched|pushed|bumped|shifted)(?: (?:me|us|it|them|him|her))? to"
    rf"|now on|passe (?:au|à|a)|pass[ée]e? (?:au|à|a)|d[ée]plac[ée]e? (?:au|à|a)|auf"
    rf"|(?:cambi|pas|mov)(?:[óo]|aron|amos|e|é)(?: (?:la|lo|las|los|me|nos))?"
    rf" (?:al|a|a los|para el|"
    rf"para los)|ahora (?:el|los))\s+(?:{_WEEKDAYS})\b"
    r"|(?:改到|改成|换到|调到)(?:每周|周|星期|礼拜)|[月火水木金土日]曜(?:日)?に(?:変わ|変更|なり)"
)


def _activity_schedule(text: str) -> Measure | None:
    """The schedule of a known activity named beside recurring days."""
    if _RECURRING.search(text) is None and _MOVED_TO_DAY.search(text) is None:
        return None
    m = _ACTIVITY_WORD.search(text)
    if m is None or m.lastgroup is None or _OPENING_HOURS.search(text) or _TEACHING.search(text):
        return None
    return Measure(f"schedule {m.lastgroup}", True)


# Teaching an activity is work, not a class one goes to ("I teach yoga on Saturdays").
_TEACHING = _r(
    r"\b(?:teach|teaches|teaching|coach|coaches|coaching|instruct|unterrichte|unterrichtet|gebe|"
    r"enseigne|donne des cours|enseno|ensen[oa]|doy clases?)\b|教(?:える|えて|课|授)|を教え"
)


# When a place is open is not when the user goes ("the gym is closed on sundays").
_OPENING_HOURS = _r(
    r"\b(?:closed|open|opens|closes|geschlossen|ge(?:ö|o)ffnet|ferm[ée]e?|ouverte?|cerrad[oa]|"
    r"abiert[oa])\b|定休|休館|关门|不开门|休息日"
)


def _days(text: str) -> Measure | None:
    if _WEEKDAY.search(text) or _CJK_WEEKDAY.search(text) or _RECURRING.search(text):
        # (a day moved to is a weekday too, so _MOVED_TO_DAY needs no gate of its own)
        return _activity_schedule(text) or _schedule(text)
    m = _SCHEDULE_NAMED.search(text)
    if m is None:
        return None
    what = next(g for g in m.groups() if g).casefold()
    if what in _NOT_AN_ACTIVITY or what in _NOT_A_SCHEDULE_OWNER:
        return None
    if what in _WORK_WHAT:
        return Measure("work schedule", False)
    found = _ACTIVITY_WORD.search(what)
    if found is None and m.group("what") is None:
        return None  # in the other languages, only a known activity's schedule is named
    return Measure(f"schedule {found.lastgroup if found else what}", False)


# Words before "-tage", "的安排" that are not activities ("Feiertage", "这周的安排").
_NOT_A_SCHEDULE_OWNER = frozenset(
    {"feier", "wochen", "urlaubs", "这周", "今天", "明天", "今週", "来週"}
)


# The times of a day's routine, one each: "I wake up at 7", "my alarm is set for 6:30",
# "ich stehe um 6 auf", "je me lève à 7h", "me levanto a las 7", "我每天6点起床", "6時に起きる";
# "I go to bed at 11", "my bedtime is 10pm", "ich gehe um 23 Uhr ins Bett", "je me couche à
# 23h", "me acuesto a las 11", "11点睡觉", "23時に寝る".
# Events one trains for (a race, a fight, a tournament), in the six languages' words.
_RACE = (
    r"(?:half|full|marathon|marat[oó]n|marathons?|halbmarathon|semi|semi-marathon|"
    r"medio marat[oó]n|\d+k|10 ?km|triathlon|triatl[oó]n|ironman|ultra|trail|race|rennen|"
    r"course|carrera|competition|wettkampf|comp[eé]tition|competici[oó]n|tournament|turnier|"
    r"tournoi|torneo|fight|kampf|combat|pelea|century|gran fondo)\b"
)
_ROUTINE = (
    (
        "wake-up time",
        _r(
            r"\b(?:wake up|woke up|waking up|get up|getting up|am up)\b[^.;!?]{0,15}?\b(?:at"
            r"|around|by) \d"
            r"|\bmy alarm(?: is)?(?: set)? (?:for|at) \d|\bwake-?up time\b"
            r"|\bstehe\b[^.;!?]{0,20}?\bum \d{1,2}\S*(?: uhr)? auf\b|\baufstehen um \d"
            r"|\bje me (?:lève|leve|réveille|reveille) (?:à|a|vers) \d"
            r"|\bme (?:levanto|despierto) (?:a las|sobre las|como a las) \d"
            r"|\d{1,2}(?:点|點)(?:半)?起床|起床时间|\d{1,2}時(?:半)?(?:に|ごろ|頃)?(?:起き|起床)"
            r"|起床時間"
        ),
    ),
    (
        "bedtime",
        _r(
            r"\b(?:go|going|get|head|went) to (?:bed|sleep)\b[^.;!?]{0,10}?\b(?:at|around"
            r"|by) \d"
            r"|\bmy bedtime\b|\bbedtime is\b"
            r"|\b(?:gehe|geh)\b[^.;!?]{0,20}?\bum \d{1,2}\S*(?: uhr)? (?:ins bett|schlafen)\b"
            r"|\bje me (?:couche|mets au lit) (?:à|a|vers) \d|\bme (?:acuesto|duermo) (?:a las"
            r"|sobre las|como a las) \d"
            r"|\d{1,2}(?:点|點)(?:半)?(?:睡觉|上床|睡)|睡觉时间|\d{1,2}時(?:半)?(?:に|ごろ"
            r"|頃)?(?:寝|就寝)|就寝時間"
        ),
    ),
    # What the user trains for, one goal at a time: "I'm training for a half marathon" →
    # "training for the full marathon now", "ich trainiere für einen Marathon", "je
    # m'entraîne pour un trail", "me estoy preparando para un maratón", "在准备全马",
    # "マラソンに向けて練習中".
    (
        "training goal",
        _r(
            r"\b(?:i'm|i am|im|i've been|currently|now) training for (?:a|an|the|my)"
            rf"(?: \S+){{0,3}}? {_RACE}"
            r"|\bmy (?:running|race|training|marathon) goal\b"
            rf"|\btrainiere\b[^.;!?]{{0,10}}?\bf(?:ü|u)r (?:einen|den|meinen"
            rf"|ein)(?: \S+){{0,2}}? {_RACE}"
            rf"|\bje m'entra[iî]ne pour (?:un|le|mon)(?: \S+){{0,2}}? {_RACE}"
            r"|\b(?:me estoy preparando|estoy entrenando|entreno) para (?:un|el|mi)"
            rf"(?: \S+){{0,2}}? {_RACE}"
            r"|在(?:准备|备战|练)(?:半马|全马|半程马拉松|全程马拉松|马拉松|铁人三项)"
            r"|(?:マラソン|ハーフ|トライアスロン)(?:大会)?に向けて(?:練習|トレーニング)"
        ),
    ),
)


# Which days a routine is for: weekday and weekend times are two ("on weekdays I get up at
# 6", "weekends I sleep in till 10"; "unter der Woche" / "am Wochenende", "en semaine" /
# "le week-end", "entre semana" / "los fines de semana", "工作日" / "周末", "平日" / "休日").
_WEEKEND = _r(
    r"\bweek-?ends?\b|\bsaturdays? and sundays?\b|\bwochenende[n]?\b|\bsamstags? und sonntags?\b"
    r"|\bfin(?:es)? de semana\b|\bfinde\b|\bsabados y domingos\b|周末|週末|土日|休日|休みの日"
)
_WEEKDAYS_ONLY = _r(
    r"\bweekdays?\b|\bduring the week\b|\bworkdays?\b|\bwork days\b"
    r"|\bmon(?:day)?\s*(?:-|–|to|thru|through)\s*fri(?:day)?\b"
    r"|\bunter der woche\b|\bwochentags\b|\bwerktags\b|\ban werktagen\b|\ben semaine\b"
    r"|\bentre semana\b|\bde lunes a viernes\b|\bdias de semana\b|工作日|上班日|平日"
)


def day_type(text: str) -> str | None:
    """``weekend`` or ``weekdays`` when a routine is said for one of them, else None."""
    weekend = _WEEKEND.search(text)
    weekdays = _WEEKDAYS_ONLY.search(text)
    if weekend is not None and weekdays is not None:
        return None  # both in one statement: the routine of the whole week
    if weekend is not None:
        return "weekend"
    return "weekdays" if weekdays is not None else None


def _routine(text: str) -> Measure | None:
    for label, pattern in _ROUTINE:
        if pattern.search(text):
            days = day_type(text) if label in _DAILY else None
            return Measure(f"{label} {days}" if days else label, True)
    return None


_DAILY = frozenset({"wake-up time", "bedtime"})


# In this order: a dose names its drug before anything else it says.
_READERS = (
    _dose,
    _weight,
    _size,
    _rate_or_pace,
    _savings,
    _budget,
    _rent,
    work_hours,
    _days,
    _routine,
)


def measure(text: str) -> Measure | None:
    """The measured attribute a statement names, if any (see the module docstring);
    ``text`` is already normalised (case does not matter)."""
    for read in _READERS:
        found = read(text)
        if found is not None:
            return found
    return None
