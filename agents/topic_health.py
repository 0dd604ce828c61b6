"""The user's body and regimes: which injury, which diet regime, which personal best.

Conditions, allergies, intolerances and medications are many at a time ("I have IBS" and
"I get migraines" are two facts; a second allergy is added), so a key names *which* one a
statement is about, and only a statement about the same one replaces it:

========================  =================================================================
key                       recognised (en/zh/de/fr/es/ja)
========================  =================================================================
``condition <name>``      a named condition, and its end: "I have eczema" → "my eczema
                          cleared up", "Heuschnupfen", "j'ai de l'asthme", "tengo anemia" →
                          "ya no tengo anemia", "我有胃炎" → "胃炎已经好了", "偏頭痛持ちです";
                          two conditions are two keys; episodes ("I often get migraines",
                          "ich hab oft Migräne") get none
``injury <part>``         an injury, pain or its healing beside a part of the body: "stress
                          fracture in my left foot" → "my foot is healed", "Sehnenentzündung
                          in der Schulter", "entorse à la cheville", "tendinitis en el
                          hombro" → "me dieron el alta del hombro", "膝盖韧带拉伤了",
                          "足首を捻挫" → "足首が治った"; two parts are two keys
``diet regime <name>``    following or giving up one named regime: keto, whole30, paleo,
                          intermittent fasting (16:8), low carb, carnivore, low FODMAP;
                          "doing keto" → "keto is over, back to normal food", "Intervall-
                          fasten", "jeûne intermittent", "ayuno intermitente", "在搞生酮" →
                          "生酮坚持不下去了", "糖質制限中" → "糖質制限やめた"; not drinking
                          ("dry january", "je ne bois plus", "戒酒") and sugar given up
                          ("quit sugar", "zuckerfrei", "戒糖") are regimes too
``habit smoking``         smoking, and drinking as a habit (:mod:`agents.topic_habits`)
``personal best <what>``  a lift or a distance with the user's value: "bench max 80 kg" →
                          "hit 85 on bench today", "Kreuzheben 140", "85 au DC aujourd'hui",
                          "sentadilla 100 kilos", "卧推60公斤", "ベンチ65上がった"; "my 10k
                          PB is 48:10", "record sur semi : 1h52", "马拉松最好成绩"
========================  =================================================================

A goal is not a best ("goal: sub-50 10k", "mon objectif : 100 au DC", "目标卧推100") and gets
none of these keys; nor does a wish or plan ("I want to try keto"), a question, or a regime
named as food ("keto recipes", "keto bread"). The meat-eating spectrum (vegetarian, vegan)
is ``diet`` in :mod:`agents.topics`; restrictions (gluten-free, halal) stay multi-valued.

``text`` is normalised as :mod:`agents.topics` reads it (accents folded, case kept).
"""

from __future__ import annotations

import re

from agents.topic_habits import habit_key

__all__ = ["body_key"]


def _r(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, re.IGNORECASE)


def _alternation(words: dict[str, str]) -> list[tuple[str, re.Pattern[str]]]:
    return [(name, _r(pattern)) for name, pattern in words.items()]


# Parts of the body, one name across the languages (accents folded: "épaule" is "epaule").
_PARTS = _alternation(
    {
        "foot": (
            r"\b(?:foot|feet|fu(?:ß|ss)|pieds?|(?:el|del|mi|los|mis) pies?)\b|脚(?!踝)"
            r"|(?<![手満])足(?![首りし])"
        ),
        "ankle": r"\b(?:ankle|knochel|sprunggelenk|cheville|tobillo)\b|脚踝|足首",
        "knee": r"\b(?:knee|knie|genou|rodilla|menisc\w*|acl)\b|膝",
        "shoulder": r"\b(?:shoulder|schulter|epaule|hombro|rotator cuff)\b|肩",
        "back": r"\b(?:(?:my|lower|upper|bad) back|back (?:pain|injury|surgery|is)|slipped disc"
        r"|herniated disc|rucken\w*|bandscheibe|(?:au|du|le|mon) dos|lombaires?|espalda"
        r"|lumbares?)\b"
        r"|腰|椎间盘|后背|背部|背疼|背痛",
        "wrist": r"\b(?:wrist|handgelenk|poignet|muneca)\b|手腕|手首",
        "elbow": r"\b(?:elbow|ellbogen|ellenbogen|coude|codo)\b|(?<!手)肘|ひじ",
        "hip": r"\b(?:hip|hufte|hanche|cadera)\b|髋|股関節",
        "neck": r"\b(?:neck|nacken|cou|cuello)\b|脖子|颈椎|首(?!都)",
        "hamstring": r"\b(?:hamstring|oberschenkel|ischio\w*|isquio\w*)\b|腘绳肌|ハムストリング",
        "achilles": r"\b(?:achilles|achilles?sehne|achille|aquiles)\b|跟腱|アキレス腱",
        "hand": r"\b(?:hand|main|mano)\b|(?<![\u4e00-\u9fff])手(?![腕首机術术])",
    }
)
# An injury, a pain, a treatment of one, or its end.
_HURT = _r(
    r"\b(?:fracture[ds]?|broke|broken|sprain\w*|tendinitis|tendonitis|tendinite|torn|tore|tear|"
    r"strain(?:ed)?|pulled|injur\w*|hurt\w*|pain(?:ful)?|sore|dislocated|surgery|"
    r"healed|recovered|cleared|physio\w*|bruch|gebrochen|verstaucht|sehnenentzundung|zerrung|"
    r"verletz\w*|operiert|verheilt|\w*schmerz\w*|kaputt|physio|casse|entorse|blesse\w*|blessure|"
    r"dechirure|gueri\w*|opere\w*|douleur|kine|fractura|roto|rota|esguince|lesion\w*|operad[oa]|"
    r"curad[oa]|alta|fisio|dolor|duele)\b"
    # or it is well again ("ankle is fine now", "Knie ist wieder fit", "la rodilla ya está bien")
    r"|\b(?:fine|better|good as new|back to normal|all good|good now|ok(?:ay)? now|healed up|gone|"
    r"wieder (?:fit|gut|ok|okay|heil|in ordnung)|besser|weg|mal (?:au|a la|a l'|aux)|"
    r"va mieux|ca va|bien|mejor|recuperad[oa])\b"
    r"|骨折|扭伤|扭了|拉伤|受伤|伤了|腱鞘炎|韧带|疼|痛|好了|好多了|没事了|康复|痊愈|突出|"
    r"捻挫|怪我|ケガ|痛め|治った|治りました|完治|肉離れ|ヘルニア"
)
# Named conditions, one name each across the languages: "I have eczema" → "my eczema has
# cleared up", "j'ai de l'eczéma" → "mon eczéma a disparu", "我有胃炎" → "胃炎已经好了".
_CONDITIONS = _alternation(
    {
        "asthma": r"\b(?:asthma|asthmatic|asthme|asthmatique|asma|asmatic[oa])\b|哮喘|喘息",
        "eczema": r"\b(?:eczema|ekzem|neurodermitis|dermatitis|atopic)\b|湿疹|皮炎|アトピー",
        "psoriasis": r"\b(?:psoriasis|schuppenflechte)\b|银屑病|牛皮癣|乾癬",
        "migraine": r"\b(?:migraines?|migrane\w*|migrana\w*)\b|偏头痛|偏頭痛",
        "ibs": r"\b(?:ibs|irritable bowel|reizdarm\w*|colon irritable|sii)\b|肠易激|過敏性腸",
        "gastritis": r"\b(?:gastritis|gastrite)\b|胃炎",
        "reflux": r"\b(?:acid reflux|reflux|gerd|sodbrennen|reflujo)\b|反流|逆流性食道炎",
        "anemia": r"\b(?:anemi[ac]|anaemi[ac]|anamie|blutarmut|anemie)\b|贫血|貧血",
        "hay fever": (
            r"\b(?:hay ?fever|heuschnupfen|rhume des foins|rinitis alergica)\b|花粉症|过敏性鼻炎"
        ),
        "diabetes": (
            r"\b(?:diabetes|diabetic|diabetiker\w*|diabete|diabetique|diabetic[oa])\b|糖尿病"
        ),
        "hypertension": (
            r"\b(?:hypertension|high blood pressure|bluthochdruck|hipertension)\b|高血压|高血圧"
        ),
        "depression": r"\b(?:depression|depressed|depressionen|deprime|depresion)\b|抑郁|うつ病",
        "anxiety": r"\b(?:anxiety|angststorung|anxiete|ansiedad)\b|焦虑症|不安障害",
        "insomnia": r"\b(?:insomnia|schlafstorung\w*|insomnie|insomnio)\b|失眠|不眠症",
        "acne": r"\b(?:acne|akne)\b|痤疮|ニキビ",
        "covid": r"\b(?:covid|corona)\b|新冠|コロナ",
        "gout": r"\b(?:gout|gicht|goutte|gota)\b|痛风|痛風",
        "sciatica": r"\b(?:sciatica|ischias|sciatique|ciatica)\b|坐骨神经痛|坐骨神経痛",
        "shin splints": r"\bshin splints\b|periostitis|periostite|schienbeinkantensyndrom",
        "plantar fasciitis": (
            r"\bplantar fasci\w*|plantarfasz\w*|fasciite plantaire|fascitis plantar|足底筋膜炎"
        ),
        # a cold or the flu, said with an article ("I have a cold", "the cold is gone")
        "cold": (
            r"\b(?:a|my|the) cold\b(?! (?:brew|beer|drink|shower|one|day|snap|case|call|email))"
            r"|^cold (?:is|has)\b|\berkalt(?:ung|et)\b|\brhume\b(?! des)"
            r"|\bresfriad[oa]\b|感冒|風邪"
        ),
        "flu": r"\b(?:the |a |my )?flu\b|\bgrippe\b|\bgripe\b|流感|インフル",
    }
)
# How often a complaint comes back ("I often get migraines", "Ich hab oft Migräne", "j'ai
# parfois de l'eczéma"): episodes, not a state that ends.
_EPISODES = _r(
    r"\b(?:often|sometimes|occasionally|every now and then|times a|oft|manchmal|ab und zu|mal im|"
    r"parfois|souvent|fois par|a veces|seguido|veces al|de vez en cuando)\b|经常|时不时|有时|偶尔"
    r"|よく|たまに|時々"
)
# A regime by its names: one per regime across the languages.
_REGIMES = _alternation(
    {
        "keto": r"\b(?:keto|ketogenic|ketogen\w*|cetogen\w*|ceto)\b|生酮|ケト",
        "whole30": r"\bwhole ?30\b",
        "paleo": r"\bpal[eé]o\b",
        "intermittent fasting": r"\b(?:intermittent fasting|if 16:8|16:8|18:6|omad|intervallfasten"
        r"|jeune intermittent|ayuno intermitente)\b|轻断食|间歇性断食|断食|ファスティング",
        "low carb": r"\b(?:low[- ]carb|atkins|low carb|lchf|faible en glucides)\b|低碳|糖質制限",
        "carnivore": r"\bcarnivore diet\b",
        "low fodmap": r"\b(?:low[- ]?fodmap|fodmap)\b",
        # not drinking, and drinking again ("dry january is over", "je ne bois plus", "戒酒")
        "alcohol": r"\b(?:dry (?:january|july)|"
        r"(?:not|stopped|quit|started) drinking|"
        r"drinking again|quit (?:alcohol|booze)|alcohol[- ]free|teetotal|kein(?:en)? alkohol|"
        r"trinke (?:keinen alkohol|nicht mehr|wieder)|sans alcool|arrete l'alcool|ne bois plus|"
        r"sin alcohol|no bebo|deje (?:el alcohol|de beber)|dejado de beber)\b|戒酒|不喝酒了|禁酒"
        r"|断酒"
        r"|お酒(?:を|は)(?:やめ|控え)",
        # sugar given up, and taken again ("quit sugar", "back on sugar", "zuckerfrei")
        "sugar": r"\b(?:quit sugar|off sugar|sugar[- ]free|no[- ]sugar (?:diet|challenge)|"
        r"(?:back on|eating) sugar(?: again)?|zuckerfrei|ohne zucker|sans sucre|sin azucar)\b|"
        r"戒糖|控糖|糖断ち",
    }
)
# Food named after a regime ("keto bread", "pan keto", "生酮食谱"): not the regime.
_REGIME_FOOD = _r(
    r"\b(?:keto|paleo|low[- ]carb)[- ](?:bread|recipes?|snacks?|friendly|brot|rezepte?|pain|"
    r"recettes?|recetas?|galletas)\b|\b(?:pan|recetas?|recettes?) (?:keto|paleo)\b|生酮食谱"
)
# Lifts and distances, one name each.
_LIFTS = _alternation(
    {
        "bench press": (
            r"\b(?:bench(?: press)?|benched|bankdrucken|developpe couche|(?-i:DC)|press banca"
            r"|banca)\b|卧推|ベンチ"
        ),
        "squat": r"\b(?:squats?|squatted|kniebeuge\w*|sentadillas?)\b|深蹲|スクワット",
        "deadlift": (
            r"\b(?:deadlifts?|deadlifted|kreuzheben|souleve de terre|peso muerto)\b|硬拉"
            r"|デッドリフト"
        ),
        "overhead press": r"\b(?:ohp|overhead press|military press|schulterdrucken"
        r"|developpe militaire|press militar)\b|推举|ショルダープレス",
    }
)
_DISTANCES = _alternation(
    {
        "half marathon": r"\b(?:half[- ]marathon|half|halbmarathon|semi(?:[- ]marathon)?"
        r"|media marat[oó]n|medio marat[oó]n)\b|半马|半程马拉松|ハーフ",
        "marathon": (
            r"(?<!half )(?<!half-)(?<!halb)\b(?:marathon|marat[oó]n)\b|全马|(?<!半程)马拉松"
            r"|フルマラソン"
        ),
        "10k": r"\b10 ?(?:k|km|kilometers?|kilometres?)\b|10公里|10キロ",
        "5k": r"\b5 ?(?:k|km|kilometers?|kilometres?)\b|5公里|5キロ",
    }
)
_BEST = _r(
    r"\b(?:pb|pr|prs|pbs|1rm|max|personal (?:best|record)|best(?: time)?|new best"
    r"|record(?: perso)?|"
    r"bestzeit|bestleistung|beste zeit|meilleure? (?:perf|performance|temps|chrono)|mejor marca|"
    r"marca personal|mejor tiempo|mi mejor)\b|最好成绩|最佳|最高记录|自己ベスト|ベスト"
)
_WEIGHT_NUMBER = r"\d{2,3}(?:[.,]\d+)?"
# A lifted weight beside the lift, either order ("bench 80kg", "85 au DC", "卧推60公斤",
# "ベンチ65上がった"), or a time beside a distance.
_LIFTED = _r(
    rf"(?<![\d:.])(?<!\d,){_WEIGHT_NUMBER}(?![\d:])\s*(?:kg|kgs|kilos?|lbs?|pounds|公斤|キロ)?"
)
_TIME_VALUE = _r(
    r"\b\d{1,2}:\d\d(?::\d\d)?\b|\b\d{1,2} ?h ?\d\d\b|\bsub[- ]?\d|\d+\s*(?:min|minutes|分)"
)
# Not a best: a goal, a wish, a question.
_GOAL = _r(
    r"\b(?:goal|aim|aiming|target|want|wanna|hope|hoping|trying to|plan|objecti[fv]o?|ziel|"
    r"mochte|will|veux|voudrais|quiero|quisiera|meta|espero)\b|目标|目標|想|したい|めざ|目指"
)
_WISH = _r(
    r"\b(?:want to|wanna|thinking (?:of|about)|considering|might|maybe|should i|planning|"
    r"going to try|möchte|mochte|uberlege|vielleicht|je pense|j'aimerais|peut-etre|pienso|"
    r"quiero probar|quizas|tal vez)\b|想试|打算|考虑|要不要|してみたい|しようかな|かな[？?]?$"
)
# A question: its first sentence ends in a question mark ("soll ich zur TK wechseln? was
# meinst du", "should I switch to metric?").
_QUESTION = re.compile(r"^[^.!?。！？]*[?？]")
# An injury long past is history, not the present state ("I hurt my back last year").
_LONG_AGO = _r(
    r"\b(?:last year|years ago|as a (?:kid|child|teen)|when i was|in high school|letztes jahr|"
    r"vor \w+ jahren|als kind|l'an dernier|l'annee derniere|il y a \w+ ans|quand j'etais|"
    r"el ano pasado|hace \w+ anos|de nin[oa]|cuando era)\b|去年|前年|几年前|小时候|以前|昔"
    r"|子供の頃|子どもの頃|年前"
)


def body_key(text: str) -> str | None:
    """``injury <part>``, ``diet regime <name>`` or ``personal best <what>`` (see the
    module docstring); None for anything else."""
    if _QUESTION.search(text) or _WISH.search(text):
        return None
    return _regime(text) or habit_key(text) or _best(text) or _condition(text) or _injury(text)


def _first(found: list[tuple[str, re.Pattern[str]]], text: str) -> tuple[int, str] | None:
    hits = [(m.start(), name) for name, p in found if (m := p.search(text)) is not None]
    return min(hits) if hits else None


def _regime(text: str) -> str | None:
    regime = _first(_REGIMES, text)
    if regime is None or _REGIME_FOOD.search(text):
        return None
    return f"diet regime {regime[1]}"


def _best(text: str) -> str | None:
    if _GOAL.search(text):
        return None
    lift = _first(_LIFTS, text)
    if lift is not None and _LIFTED.search(text):
        return f"personal best {lift[1]}"
    distance = _first(_DISTANCES, text)
    if distance is not None and _BEST.search(text) and _TIME_VALUE.search(text):
        return f"personal best {distance[1]}"
    return None


def _condition(text: str) -> str | None:
    if _EPISODES.search(text):
        return None
    condition = _first(_CONDITIONS, text)
    return f"condition {condition[1]}" if condition is not None else None


def _injury(text: str) -> str | None:
    if not _HURT.search(text) or _LONG_AGO.search(text):
        return None
    part = _first(_PARTS, text)
    return f"injury {part[1]}" if part is not None else None
