"""A trip, and the dates it is on: one value per destination.

The user may have several trips planned, so trips are many; but one trip has one set of
dates at a time. A trip is named by where it goes, so its key is ``trip <destination>``:
"my trip to Rome is May 4 to 11" and "rome got pushed to June 1-8" are one trip, "flying to
Oslo Aug 2-6" another. The destination is read

- after a trip word ("trip to Rome", "Reise nach Wien", "voyage à Rome", "viaje a Roma",
  "去杭州出差", "大阪に出張", "台湾旅行") or before it ("the Oslo trip", "Wien-Urlaub");
- after a verb of travelling, when the statement also gives a date ("flying to Lisbon Oct
  12-19", "fliege im Juli nach Porto", "je pars à Montréal du 3 au 15", "en agosto voy a
  Oslo");
- as the subject of a date said alone, the way an update is often put ("Rome is June 1-8
  now", "nairobi's Feb 17-24 now", "Wien ist jetzt vom 10. bis 16. Mai", "finalement Rome
  c'est du 1er au 8 juin", "al final Cartagena es del 19 al 26") or moved to a date ("rome
  got pushed to June", "oslo moved to september").

Moving house is not a trip ("moving to Lisbon in May" is a plan for the residence), and a
trip word that names a kind of trip ("business trip", "road trip") names no destination.
``text`` is normalised as :mod:`agents.topics` reads it (accents folded, case kept).
"""

from __future__ import annotations

import re
import unicodedata

__all__ = ["trip_key"]


def _r(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, re.IGNORECASE)


_MONTHS = (
    r"jan(?:uary|uar|vier)?|feb(?:ruary|ruar)?|f[eé]vr(?:ier)?|m[aä]r(?:ch|z|s)?|apr(?:il)?|"
    r"avr(?:il)?|may|mai|mayo|june?|juni|juin|july?|juli|juil(?:let)?|aug(?:ust)?|ao[uû]t|"
    r"sep(?:t|tember|tembre)?|oct(?:ober|obre)?|okt(?:ober)?|nov(?:ember|embre)?|"
    r"dec(?:ember)?|dez(?:ember)?|d[eé]c(?:embre)?|enero|febrero|marzo|abril|junio|julio|"
    r"agosto|septiembre|setiembre|octubre|noviembre|diciembre"
)
_DAY = r"\d{1,2}(?:st|nd|rd|th|er|\.)?"
# A date or dates: "Feb 3 to 10", "17-24", "du 3 au 15 juillet", "vom 10. bis 16. Mai",
# "del 19 al 26", "3/14", "in August", "next week", "18号", "15日から".
_DATE = (
    rf"(?:\b(?:{_MONTHS})\b\.?(?:\s+{_DAY}\b)?"
    rf"|\b{_DAY}\s*(?:-|–|to|till|until|bis|au|al|a|y)\s*{_DAY}(?!\s*(?:h|uhr|am|pm|%))"
    rf"|\b{_DAY}\s+(?:of\s+|de\s+)?(?:{_MONTHS})\b"
    r"|\b\d{1,2}/\d{1,2}\b"
    r"|\b(?:on the|the|le|el|am|au|al|del|ab dem|from the) \d{1,2}(?:st|nd|rd|th|er|\.)?"
    r"(?!\s*(?:h|uhr|am|pm|%|:))\b"
    r"|\b\d{1,2}(?:st|nd|rd|th)\b"
    r"|\b(?:next|this) (?:week|month|weekend|summer|winter|spring|fall|autumn)\b"
    r"|\b(?:n[aä]chste[nr]?|diese[nr]?) (?:woche|monat|wochenende|sommer|winter)\b"
    r"|\b(?:la semaine|le mois|le week-end) prochain\b|\b(?:la semana|el mes) que viene\b"
    r"|\b(?:la )?pr[oó]xima semana\b|\bel pr[oó]ximo mes\b"
    r"|[0-9０-９一二三十]{1,3}(?:号|日|月)|下周|下个月|下星期|周[一二三四五六日天末]|来週|来月|再来週)"
)
_DATED = _r(_DATE)

# The destination: a name (a capital, or in text written all in lower case any word but the
# small ones below), one or two words.
_PLACE = rf"(?P<d>(?-i:[A-Z])[\w'-]+(?:\s(?!(?:{_MONTHS})\b)(?-i:[A-Z])[\w'-]+)?)"
_LOWER_PLACE = (
    r"(?!(?:the|a|an|my|our|see|visit|work|home|bed|town|school|meet)\b)(?P<d>[a-z][\w'-]+)"
)
_TRIP_WORD = (
    r"trip|journey|holiday|vacation|getaway|flight|visit|reise|urlaub|flug|dienstreise|"
    r"voyage|vacances|vol|sejour|viaje|vacaciones|vuelo|escapada"
)
_AFTER_TRIP_WORD = (
    rf"\b(?:{_TRIP_WORD})\s+(?:back\s+)?(?:to|in|nach|a|au|en|aux|para|pour|de)\s+"
    r"(?:the\s+)?"
)
_BEFORE_TRIP_WORD = _r(
    r"(?:^|(?<=[\s,;:]))(?!(?:the|a|an|my|our|this|that|next|last|first|big|little|"
    r"business|road|work|ski|family|school|camping|day|weekend|girls|boys|fishing|hiking|"
    r"beach|field|class|company|team|solo|summer|winter|spring|fall|autumn|christmas|"
    r"easter|birthday|shopping|surf|golf|bike|cycling|train|boat|return|round|long|short|"
    r"quick|annual|yearly|upcoming|whole|entire|cancelled|canceled|own|dream)\b)"
    r"(?!(?:im|in|on|en|au|de|del|der|die|das|dem|den|mein|meine|meinem|unser|le|la|el|mi|ma|mon|"
    r"mes|zum|zur|vom|en|un|une|ein|eine|einem|einen|for|of|per|pour|para|por)\b)"
    r"(?P<d>[A-Za-z][\w'-]+)(?:'s)?[ -](?:trip|holiday|vacation|flight|reise|urlaub|flug)\b"
)
_TRAVEL = (
    r"\b(?:flying|going|heading|travell?ing|off|fly|driving|flight|fliege|fliegen|fahre|"
    r"fahren|reise|reisen|pars|partons|part|vais|va|allons|m'envole|voy|vamos|viajo|viajamos|"
    r"vuelo|volamos)\s+(?:ich\s+|wir\s+)?(?:back\s+)?(?:(?:im|in|en|el|le)\s+\S+\s+)?"
    r"(?:to|nach|a|au|en|aux|para|pour)\s+(?:the\s+)?"
)
# Each with a capitalised name, and with any word for text written all in lower case.
_NAMED_AFTER = {
    place: (_r(_AFTER_TRIP_WORD + place), _r(_TRAVEL + place)) for place in (_PLACE, _LOWER_PLACE)
}
# A date said of a destination alone, or the destination moved to a date.
_OPENERS = (
    r"(?:(?:and|so|ok|okay|update|al final|finalmente|finally|en fait|finalement|"
    r"eigentlich|doch|also|bueno|pues|btw)[\s,:!]+)*"
)
_DATED_NAME = _r(
    rf"^{_OPENERS}(?!(?:it|this|that|today|tomorrow|tonight|he|she|they|we|i|es|das|"
    r"c|ce|ca|eso|esto|hoy|heute|morgen|birthday|anniversary|geburtstag|anniversaire|"
    r"cumpleanos|cumple|aniversario|rent|payday|deadline|exam)\b)"
    r"(?P<d>[A-Za-z][\w-]+)(?:'s|\s+(?:is|ist|c'est|est|es|sera|wird|will be|got|was|has been|"
    r"wurde|a ete|fue|se)(?:\s+(?:now|jetzt|nun|maintenant|ahora|finalement|finally|"
    r"definitivamente))?)"
    r"\s+(?:(?:now|jetzt|maintenant|ahora)\s+)?"
    rf"(?:(?:on|from|in|du|del|vom|von|el|le|am|im|en|au|les|los|the)\s+)?(?={_DATE})"
    r"|"
    rf"^{_OPENERS}(?:the\s+)?(?!(?:they|we|he|she|it|i|you|company|work|office|boss|"
    r"everything|everyone|meeting|class|lesson|appointment)\b)(?P<d2>[A-Za-z][\w-]+)(?:\s+(?:trip|visit|flight|reise|flug|voyage|vol|viaje|vuelo))?\s+"
    r"(?:(?:got|was|has been|is|wurde|ist|a ete|est|fue)\s+)?(?:pushed|moved|postponed|"
    r"rescheduled|bumped|delayed|brought forward|verschoben|decale|decalee|reporte|reportee|"
    r"repousse|repoussee|aplazado|movido|pasado)\b"
    r"(?:\s+(?:back|forward|out|up))?\s+(?:to|until|till|auf|au|a|al|para|into)\s+(?:the\s+|early\s+|late\s+|mid\s+)?"
    rf"(?={_DATE})"
)
_MOVING_HOUSE = _r(
    rf"\b(?:mov(?:e|ed|ing) (?:back )?(?:to|into|in)\b(?!\s+(?:the\s+)?(?:{_DATE}))|relocat\w*|"
    r"umzieh\w*|umzug|ziehen|demenag\w*|emmenag\w*|"
    r"mudar\w*|mudanza|mudo|mudamos)\b|搬家|搬到|引っ越"
)

# Chinese and Japanese: the place before the kind of trip, after a verb of going ("去杭州出差",
# "五一去三亚旅游", "成都出差改到18号", "大阪に出張", "3月に台湾旅行").
_ZH_TRIP = re.compile(
    r"(?:去|到|飞|飞去|回)(?P<d>[\u4e00-\u9fff]{2,5}?)(?:出差|旅游|旅行|玩|度假|开会|培训|探亲)"
    r"|(?:^|[，,。\s]|(?<=我))(?P<d2>[^去到飞回在和跟，,。\s\W\d]{2,6}?)(?:出差|旅游|旅行|之行|的行程)"
)
_JA_TRIP = re.compile(
    r"(?P<d>[\u4e00-\u9fff\u30a0-\u30ffA-Za-z]{2,8}?)(?:への|に|へ|で)?(?:出張|旅行|遠征)"
)
_CJK_TIME_WORDS = re.compile(
    r"^(?:下个?月|下周|下星期|这个?月|这周|明天|后天|周末|五一|十一|国庆|春节|暑假|寒假|元旦|"
    r"过年|年底|月底|我们|我|和|跟|今年|明年|来週|来月|再来週|今週|今月|明日|明後日|週末|年末|"
    r"年始|夏休み|冬休み|春休み|連休|お盆|正月|今度|次の|[0-9一二三四五六七八九十]+(?:号|日|月))+"
)
_NOT_A_DESTINATION = frozenset(
    {
        "国内",
        "国外",
        "海外",
        "外地",
        "外国",
        "出国",
        "公司",
        "家族",
        "一人",
        "社員",
        "研修",
        "修学",
        "卒業",
        "新婚",
        "日帰り",
        "一起",
        "经常",
        "常常",
        "要",
        "又",
        "再",
    }
)


def _destination(word: str) -> str:
    word = unicodedata.normalize("NFKC", word).casefold().strip(" '-")
    word = re.sub(r"'s$", "", word)
    return "".join(c for c in unicodedata.normalize("NFD", word) if not unicodedata.combining(c))


def _cjk_destination(found: str) -> str | None:
    place = _CJK_TIME_WORDS.sub("", found)
    if len(place) < 2 or place in _NOT_A_DESTINATION:
        return None
    return place


# A trip that is over ("我去成都出差了", "大阪に出張してきた") has no dates left to change,
# unless the statement moves them ("改到", "延期").
_CJK_DONE = re.compile(
    r"(?:出差|旅游|旅行|玩|度假|开会)了|去了|回来了|してきた|して来た|行ってきた|行ってきました|行きました|でした"
)
_CJK_CHANGED = re.compile(r"改到|改成|推迟|提前|延期|延后|调到|変更|延期|ずれ|早ま|遅れ")


def trip_key(text: str) -> str | None:
    """``trip <destination>`` for a statement about a trip (see the module docstring),
    else None."""
    if re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", text):
        if _CJK_DONE.search(text) and not _CJK_CHANGED.search(text):
            return None
        pattern = _JA_TRIP if re.search(r"[\u3040-\u30ff]", text) else _ZH_TRIP
        for cjk in pattern.finditer(text):
            found = next(g for g in cjk.groups() if g)
            place = _cjk_destination(found)
            if place is not None:
                return f"trip {place}"
        return None
    if _MOVING_HOUSE.search(text):
        return None
    lower = not any(c.isupper() for c in text[1:])
    after, travel = _NAMED_AFTER[_LOWER_PLACE if lower else _PLACE]
    m: re.Match[str] | None = after.search(text) or _BEFORE_TRIP_WORD.search(text)
    if m is None and _DATED.search(text):
        m = travel.search(text)
    if m is None:
        m = _DATED_NAME.search(text)
    if m is None:
        return None
    return f"trip {_destination(next(g for g in m.groups() if g))}"
