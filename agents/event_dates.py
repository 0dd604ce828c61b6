"""Relative times in a statement, resolved against the turn's own timestamp.

``resolve(text, at, lang)`` finds the first time expression of a statement ("last weekend",
"next month", "3 days ago", "on Monday", "in May", "昨天", "上周", "下个月", "5号", "gestern",
"la semaine dernière", "el mes pasado", "先週", a holiday: "Christmas", "Thanksgiving",
"Ostern", "春节", "清明节") and returns a :class:`When`: the span it
covers, the calendar period it names and how to render it ("weekend of 2024-05-04").
Deterministic and offline: a weekday or a month without "last"/"next" is placed by the
tense of its own clause, or of its sentence when the clause has none (past verbs look
back, plans look forward: "I applied! find out in march" is the coming March); with no
tense at all a month is the nearest one. A day of the month may stand alone ("on the
2nd", "on Thursday the 15th", "5号") or be written in Chinese numerals ("十二月十八号"). A
weekday that recurs ("on Thursday mornings") is a habit, not a date; a bare one is a date
after the verb of a sentence with a tense ("Played rugby saturday") and a habit where it
opens its clause ("Monday is leg day"). Weeks start on Monday; a weekend is named by its
Saturday. Labels are ISO dates; a month is "(in April 2026)" in the Latin languages and
"（2026-04）" in Chinese and Japanese.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta
from enum import StrEnum

__all__ = ["Period", "When", "is_future", "resolve"]


class Period(StrEnum):
    DAY = "day"
    WEEK = "week"
    WEEKEND = "weekend"
    MONTH = "month"
    YEAR = "year"


@dataclass(frozen=True)
class When:
    start: int  # span of the time expression in the text
    end: int
    day: date  # first day of the period
    period: Period
    named: bool = False  # a holiday's name ("Christmas"): part of what is told, never cut

    @property
    def at(self) -> datetime:
        return datetime(self.day.year, self.day.month, self.day.day, tzinfo=UTC)

    def label(self, lang: str) -> str:
        iso = self.day.isoformat()
        if lang in ("zh", "ja"):
            return {
                Period.DAY: f"（{iso}）",
                Period.WEEK: f"（{iso}那周）" if lang == "zh" else f"（{iso}の週）",
                Period.WEEKEND: f"（{iso}那个周末）" if lang == "zh" else f"（{iso}の週末）",
                Period.MONTH: f"（{iso[:7]}）",
                Period.YEAR: f"（{self.day.year}年）",
            }[self.period]
        return {
            Period.DAY: f"(on {iso})",
            Period.WEEK: f"(week of {iso})",
            Period.WEEKEND: f"(weekend of {iso})",
            Period.MONTH: f"(in {self.day.strftime('%B')} {self.day.year})",
            Period.YEAR: f"(in {self.day.year})",
        }[self.period]


_NUMBERS = {
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
    "seven": 7, "eight": 8, "nine": 9, "ten": 10, "a couple of": 2, "couple": 2,
    "ein": 1, "einem": 1, "einer": 1, "zwei": 2, "drei": 3, "vier": 4, "fünf": 5,
    "un": 1, "une": 1, "deux": 2, "trois": 3, "quatre": 4, "cinq": 5,
    "uno": 1, "una": 1, "dos": 2, "tres": 3, "cuatro": 4, "cinco": 5,
    "一": 1, "两": 2, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9,
    "十": 10, "半": 0,
}  # fmt: skip


def _indexed(words: str, start: int = 0) -> dict[str, int]:
    return {word: number for number, word in enumerate(words.split(), start=start)}


_MONTHS = {
    **_indexed(
        "january february march april may june july august september october november december",
        1,
    ),
    **_indexed(
        "januar februar märz april mai juni juli august september oktober november dezember", 1
    ),
    **_indexed(
        "janvier février mars avril mai juin juillet août septembre octobre novembre décembre",
        1,
    ),
    **_indexed(
        "enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre",
        1,
    ),
}
_WEEKDAYS = {
    **_indexed("monday tuesday wednesday thursday friday saturday sunday"),
    **_indexed("montag dienstag mittwoch donnerstag freitag samstag sonntag"),
    **_indexed("lundi mardi mercredi jeudi vendredi samedi dimanche"),
    **_indexed("lunes martes miércoles jueves viernes sábado domingo"),
}
_ZH_DAY = {"一": 0, "二": 1, "三": 2, "四": 3, "五": 4, "六": 5, "日": 6, "天": 6, "末": 5}
_UNITS = {
    "day": Period.DAY, "days": Period.DAY, "tag": Period.DAY, "tagen": Period.DAY,
    "jour": Period.DAY, "jours": Period.DAY, "día": Period.DAY, "días": Period.DAY,
    "week": Period.WEEK, "weeks": Period.WEEK, "woche": Period.WEEK, "wochen": Period.WEEK,
    "semaine": Period.WEEK, "semaines": Period.WEEK, "semana": Period.WEEK,
    "semanas": Period.WEEK, "month": Period.MONTH, "months": Period.MONTH,
    "monat": Period.MONTH, "monaten": Period.MONTH, "mois": Period.MONTH,
    "mes": Period.MONTH, "meses": Period.MONTH, "year": Period.YEAR, "years": Period.YEAR,
    "jahr": Period.YEAR, "jahren": Period.YEAR, "an": Period.YEAR, "ans": Period.YEAR,
    "año": Period.YEAR, "años": Period.YEAR,
    "天": Period.DAY, "日": Period.DAY, "周": Period.WEEK, "个星期": Period.WEEK,
    "星期": Period.WEEK, "个月": Period.MONTH, "月": Period.MONTH, "年": Period.YEAR,
}  # fmt: skip

_NUM = (
    r"(?P<n>\d{1,2}|a couple of|couple|an?|one|two|three|four|five|six|seven|eight|nine|ten"
    r"|ein(?:em|er)?|zwei|drei|vier|fünf|une?|deux|trois|quatre|cinq|un[oa]?|dos|tres"
    r"|cuatro|cinco)"
)
_UNIT = (
    r"(?P<u>days?|weeks?|months?|years?|tag(?:en)?|wochen?|monat(?:en)?|jahr(?:en)?|jours?"
    r"|semaines?|mois|ans?|días?|semanas?|mes(?:es)?|años?)"
)
_MONTH = "|".join(sorted(_MONTHS, key=len, reverse=True))
_WEEKDAY = "|".join(_WEEKDAYS)
_ZH_NUM = r"(?P<n>\d{1,2}|[一两二三四五六七八九十半])"

# Holidays date what people tell ("we spent Christmas in Bristol", "清明节回富阳扫墓"): each
# name gives its day in a year. Fixed days, days reckoned by rule (Easter, Thanksgiving)
# and, for the lunar and Islamic ones, a table of the years chat is likely to speak of.
_FIXED_HOLIDAYS = {
    **dict.fromkeys(("christmas", "xmas", "christmas day", "weihnachten", "noël", "noel",
                     "navidad", "圣诞", "圣诞节"), (12, 25)),
    **dict.fromkeys(("christmas eve", "heiligabend", "nochebuena", "平安夜"), (12, 24)),
    **dict.fromkeys(("new year's eve", "new years eve", "nye", "silvester", "nochevieja",
                     "saint-sylvestre", "跨年"), (12, 31)),
    **dict.fromkeys(("new year's day", "neujahr", "año nuevo", "jour de l'an", "元旦"),
                    (1, 1)),
    **dict.fromkeys(("halloween",), (10, 31)),
    **dict.fromkeys(("valentine's day", "valentines day", "valentine's", "saint-valentin",
                     "san valentín", "情人节"), (2, 14)),
    **dict.fromkeys(("bonfire night", "guy fawkes night"), (11, 5)),
    **dict.fromkeys(("st patrick's day", "st. patrick's day", "paddy's day"), (3, 17)),
    **dict.fromkeys(("reyes", "día de reyes", "epiphany"), (1, 6)),
    **dict.fromkeys(("国庆", "国庆节"), (10, 1)),
    **dict.fromkeys(("五一", "劳动节"), (5, 1)),
    **dict.fromkeys(("清明", "清明节"), (4, 4)),
}  # fmt: skip
_TABLE_HOLIDAYS = {
    "春节": ("2022-02-01 2023-01-22 2024-02-10 2025-01-29 2026-02-17 2027-02-06"),
    "端午": ("2022-06-03 2023-06-22 2024-06-10 2025-05-31 2026-06-19 2027-06-09"),
    "中秋": ("2022-09-10 2023-09-29 2024-09-17 2025-10-06 2026-09-25 2027-09-15"),
    "eid": ("2022-05-02 2023-04-21 2024-04-10 2025-03-30 2026-03-20 2027-03-09"),
    "diwali": ("2022-10-24 2023-11-12 2024-11-01 2025-10-20 2026-11-08 2027-10-29"),
}
_HOLIDAY_ALIASES = {
    "过年": "春节", "春节": "春节", "端午": "端午", "端午节": "端午", "中秋": "中秋",
    "中秋节": "中秋", "eid": "eid", "eid al-fitr": "eid", "diwali": "diwali",
    "easter": "easter", "ostern": "easter", "pâques": "easter", "semana santa": "easter",
    "easter sunday": "easter", "thanksgiving": "thanksgiving", "labor day": "labor day",
    "memorial day": "memorial day",
}  # fmt: skip
_HOLIDAY_NAMES = sorted({*_FIXED_HOLIDAYS, *_HOLIDAY_ALIASES}, key=len, reverse=True)
_ZH_HOLIDAY = "|".join(n for n in _HOLIDAY_NAMES if re.match(r"[\u4e00-\u9fff]", n))
_HOLIDAY_WORDS = "|".join(
    re.escape(n).replace(r"\ ", r"\s+").replace("'", "['’]?")
    for n in _HOLIDAY_NAMES
    if not re.match(r"[\u4e00-\u9fff]", n)
)

# Each pattern names its meaning in its group names: offset sign (``last``/``next``),
# the unit, a count, a weekday or month.
_PATTERNS: tuple[tuple[str, re.Pattern[str]], ...] = tuple(
    (name, re.compile(pattern, re.IGNORECASE))
    for name, pattern in (
        (
            "holiday",
            rf"(?:\b(?P<rel>last|next|this)\s+)?(?:\b(?P<h>{_HOLIDAY_WORDS})\b|(?P<zh>{_ZH_HOLIDAY}))"
            r"(?:\s*(?P<y>\d{4}))?",
        ),
        ("ago", rf"\b{_NUM}\s+{_UNIT}\s+ago\b"),
        ("ago", rf"\bvor\s+{_NUM}\s+{_UNIT}\b"),
        ("ago", rf"\bil y a\s+{_NUM}\s+{_UNIT}\b"),
        ("ago", rf"\bhace\s+{_NUM}\s+{_UNIT}\b"),
        ("ago", rf"{_ZH_NUM}(?P<u>天|个星期|星期|周|个月|年)(?:以|之)?前"),
        ("ago", r"(?P<n>\d{1,2}|[一二三四五六七八九十])(?P<u>日|週間|ヶ月|か月|年)前"),
        # and ahead: "in two weeks", "in zwei Wochen", "dans trois jours", "dentro de un
        # mes", "两周后" (a stretch in a past sentence is a duration: "lost 5 kg in a month")
        ("ahead", rf"\b(?:in|dans|dentro de|en)\s+{_NUM}\s+{_UNIT}\b"),
        ("ahead", rf"{_ZH_NUM}(?P<u>天|个星期|星期|周|个月|年)(?:以|之)?后"),
        ("day-3", r"大前天"),
        (
            "day-2",
            r"\bday before yesterday\b|\bvorgestern\b|\bavant-hier\b|\banteayer\b"
            r"|前天|一昨日|おととい",
        ),
        (
            "day+2",
            r"\bday after tomorrow\b|\bübermorgen\b|\baprès-demain\b"
            r"|\bpasado mañana\b|后天|明後日|あさって",
        ),
        (
            "day-1",
            r"\byesterday\b|\blast night\b|\bgestern\b|\bhier\b|\bayer\b|昨天|昨晚"
            r"|昨日|昨夜",
        ),
        (
            "day+1",
            r"\btomorrow\b|(?<!heute )(?<!\bam )\bmorgen\b(?! früh)|\bdemain\b"
            r"|(?<!la )(?<!por la )\bmañana\b|明天|明晚|明日",
        ),
        (
            "day0",
            r"\btoday\b|\btonight\b|\bthis morning\b|\bthis afternoon\b|\bthis evening\b"
            r"|\bheute\b|\baujourd'hui\b|\bce soir\b|\bhoy\b|\besta noche\b|今天|今晚"
            r"|今早|今日|今夜",
        ),
        (
            "weekend-1",
            r"\blast weekend\b|\bthis past weekend\b|\bletztes wochenende\b"
            r"|\ble week-end dernier\b|\bel (?:fin de semana|finde) pasado\b|上周末|上个周末"
            r"|上週末|先週末",
        ),
        (
            "weekend+1",
            r"\bnext weekend\b|\bnächstes wochenende\b"
            r"|\ble week-end prochain\b|\bel próximo (?:fin de semana|finde)\b"
            r"|\bel finde que viene\b|下周末|下个周末"
            r"|来週末",
        ),
        (
            "weekend0",
            # "the weekend of the 25th" names its own date.
            r"(?:\b(?:this|over the|on the) weekend\b|\bthe weekend\b)(?!\s+of\b)"
            r"|\b(?:am|dieses|übers) wochenende\b|\bce week-end\b"
            r"|\b(?:este|el) (?:fin de semana|finde)\b|这周末|这个周末|周末|週末",
        ),
        (
            "week-1",
            r"\blast week\b|\bletzte woche\b|\bvergangene woche\b"
            r"|\bla semaine dernière\b|\bla semana pasada\b|上周|上个星期|上星期"
            r"|上礼拜|上個星期|先週",
        ),
        (
            "week+1",
            r"\bnext week\b|\bnächste woche\b|\bla semaine prochaine\b"
            r"|\bla (?:próxima semana|semana que viene)\b|下周|下个星期|下星期|下礼拜"
            r"|下個星期|来週",
        ),
        (
            "month-1",
            r"\blast month\b|\bletzten monat\b|\ble mois dernier\b"
            r"|\bel mes pasado\b|上个月|上月|上個月|先月",
        ),
        (
            # the end or start of this month: "end of the month", "Ende des Monats", "月底"
            "month0",
            r"\b(?:(?:the\s+)?(?:end|start|beginning)\s+of\s+(?:the|this)\s+month|"
            r"(?:ende|anfang)\s+(?:des|diesen)\s+monats|(?:la\s+)?fin\s+du\s+mois|"
            r"(?:a\s+)?(?:finales|principios)\s+de(?:l)?\s+mes)\b|(?<![上下])(?:这个)?月(?:底|初)",
        ),
        (
            "month+1",
            r"\bnext month\b|\bnächsten monat\b|\ble mois prochain\b"
            r"|\bel (?:próximo mes|mes que viene)\b|下个月|下月|下個月|来月",
        ),
        (
            "year-1",
            r"\blast year\b|\bletztes jahr\b|\bl'année dernière\b|\bl'an dernier\b"
            r"|\bel año pasado\b|去年|昨年",
        ),
        (
            "year+1",
            r"\bnext year\b|\bnächstes jahr\b|\bl'année prochaine\b"
            r"|\bel (?:próximo año|año que viene)\b|明年|来年",
        ),
        (
            "weekday",
            # "on a Wednesday", "every Sunday", "jeden Montag": a habit, not a date.
            rf"\b(?P<rel>last|next|this|on|letzten|nächsten|am|)\s*"
            r"(?<!\ba\s)(?<!\bevery\s)(?<!\beach\s)(?<!\bany\s)(?<!\bjeden\s)"
            r"(?<!\bchaque\s)(?<!\bcada\s)"
            rf"(?P<d>{_WEEKDAY})"
            r"(?:\s+(?P<rel2>dernier|prochain|pasado|que viene))?\b"
            # "on Thursday mornings", "on Monday and Wednesday mornings": a habit.
            r"(?!\s+(?:mornings|nights|evenings|afternoons|and\s+\w+days?\s+\w+ings)\b)",
        ),
        ("zh_weekday", r"(?P<rel>上|下|这|這|本)?(?:周|星期|礼拜|週)(?P<d>[一二三四五六日天])"),
        (
            "date",
            rf"\b(?:(?:on|in)\s+)?(?P<m>{_MONTH})\s+(?P<day>\d{{1,2}})(?:st|nd|rd|th)?\b"
            r"(?:,?\s+(?P<y>\d{4}))?",
        ),
        (
            "date",
            rf"\b(?:(?:on|the|on the)\s+)?(?P<day>\d{{1,2}})(?:st|nd|rd|th|\.|er)?\s+"
            rf"(?:de\s+|of\s+)?(?P<m>{_MONTH})\b"
            r"(?:\s+(?P<y>\d{4}))?",
        ),
        (
            "zh_date",
            r"(?:(?P<y>\d{4})年)?(?P<m>\d{1,2}|十[一二]?|[一二三四五六七八九])月"
            r"(?P<day>\d{1,2}|[一二三]?十[一二三四五六七八九]?|[一二三四五六七八九])[日号號]",
        ),
        ("zh_day", r"(?<![\d月])(?P<day>\d{1,2})[号號]"),
        # "on the 2nd", "on Thursday the 15th": a day of this month (or the next one).
        (
            "zh_day",
            rf"\b(?:on\s+)?(?:(?:{_WEEKDAY}),?\s+)?the\s+(?P<day>\d{{1,2}})(?:st|nd|rd|th)\b"
            rf"(?!\s+of\s+(?:{_MONTH}))",
        ),
        (
            "month",
            rf"\b(?:in|since|im|seit|en|depuis|desde|this|last|next)\s+"
            rf"(?P<m>{_MONTH})\b(?:\s+(?P<y>\d{{4}}))?",
        ),
        (
            "zh_month",
            r"(?P<rel>去年|今年|明年)?(?P<m>\d{1,2}|[一二三四五六七八九十]|十[一二])月"
            r"(?:份|初|底|中)?(?![\d日号號])",
        ),
    )
)

# Tense: words that point forward make a bare weekday or month a plan.
_FUTURE = re.compile(
    r"\b(?:will|'ll|going to|gonna|plan(?:ning)?|hoping to|about to|scheduled|booked"
    r"|'ve got an?|have got an?|got an? (?:interview|appointment|exam|test|date|meeting)"
    r"|coming|heading|flying|leaving"
    # what one has on a day is still ahead: "I have my driving test thursday", "I have the day
    # off on Monday" (what one had is told with "had")
    r"|signed up|have (?:an?|my|our|the)"
    r"|'m (?:\w+ing)|am (?:\w+ing)|are (?:\w+ing)|'re (?:\w+ing)|next"
    r"|due|expecting|werde|wird|werden|will|vor|plane|demain|vais|va|allons|prochain|voy a"
    r"|vamos a|voy"
    # a duty is still to come: "I have to hand it in on Friday", "tengo que entregar el lunes"
    r"|have to|has to|need to|needs to|must|tengo que|tenemos que|muss|müssen|dois|devons"
    r"|próximo|que viene)\b"
    r"|要|会|打算|准备|计划|将|下周|下个|明天|后天|予定|つもり",
    re.IGNORECASE,
)
_PAST = re.compile(
    r"\b(?:was|were|went|did|had|got|ago|last|yesterday|\w+ed)\b|了|过|昨天|上周|上个",
    re.IGNORECASE,
)


# A bare month in a sentence with no tense is the nearest one: at most this many months on.
MONTHS_AHEAD = 6


def is_future(text: str) -> bool:
    """Whether the statement speaks of something still to come (a plan)."""
    return bool(_FUTURE.search(text)) and not _PAST.search(_FUTURE.sub(" ", text))


def resolve(text: str, at: datetime, lang: str = "en") -> When | None:
    """The first time expression in ``text``, resolved against ``at`` (the turn's time)."""
    found: list[When] = []
    today = at.astimezone(UTC).date()
    for name, pattern in _PATTERNS:
        for match in pattern.finditer(text):
            when = _resolve(name, match, today, text)
            if when is not None:
                found.append(when)
                break
    if not found:
        return None
    # The earliest, and at one position the longest ("last weekend" over "weekend").
    return min(found, key=lambda w: (w.start, -(w.end - w.start)))


def _resolve(name: str, match: re.Match[str], today: date, text: str) -> When | None:
    handler = _HANDLERS.get(name, _relative)
    # The tense that places a bare weekday or month is the tense of its own sentence: in
    # "I applied to the nursing program! find out in march" the past verb is not the one.
    return handler(name, match, today, _sentence_around(text, match.start(), match.end()))


_SENTENCE_MARK = re.compile(r"[.!?。！？\n](?=\s|$)|[。！？]")


_CLAUSE_MARK = re.compile(r"[,;，；、](?=\s|$)|[，；、]")


def _sentence_around(text: str, start: int, end: int) -> str:
    """The clause around the time phrase when it has a tense of its own ("报了个面试班，三月
    二号开课" reads "三月二号开课"), else its sentence."""
    sentence, at, until = _around(_SENTENCE_MARK, text, start, end)
    clause = _around(_CLAUSE_MARK, sentence, at, until)[0]
    if _FUTURE.search(clause) or _PAST.search(clause):
        return clause
    return sentence


def _around(marks: re.Pattern[str], text: str, start: int, end: int) -> tuple[str, int, int]:
    """``text`` cut to the span between the marks around [start, end), and the span's place
    in the cut text."""
    before = [m.end() for m in marks.finditer(text, 0, start)]
    after = marks.search(text, end)
    left = before[-1] if before else 0
    cut = text[left : after.start() if after else len(text)]
    return cut, start - left, end - left


def _ago(name: str, match: re.Match[str], today: date, text: str) -> When | None:
    count = _count(match.group("n"))
    unit = _UNITS.get(match.group("u").lower(), Period.DAY)
    if count is None or count == 0:
        return None
    return When(match.start(), match.end(), *_shift(today, unit, -count))


# Pasts and perfects that ``_PAST`` does not know, before a stretch that is a duration.
_TOOK = re.compile(
    r"\b(?:lost|won|took|made|ran|saved|gained|built|wrote|read|been|have|has|hab\w*|hat|"
    r"habe|ai|avons|hemos|he\s+\w+(?:ado|ido))\b|['’]ve\b",
    re.IGNORECASE,
)


def _ahead(name: str, match: re.Match[str], today: date, text: str) -> When | None:
    """A period that many units on ("in two weeks"), unless the sentence tells a past (then
    it is how long something took)."""
    count = _count(match.group("n"))
    unit = _UNITS.get(match.group("u").lower(), Period.DAY)
    told = _PAST.search(text) or _TOOK.search(text)
    if count is None or count == 0 or (told and not is_future(text)):
        return None
    return When(match.start(), match.end(), *_shift(today, unit, count))


def _relative(name: str, match: re.Match[str], today: date, text: str) -> When | None:
    """``day-1``, ``week+1``, ``weekend0`` …: a period and a step from the turn's own."""
    found = re.fullmatch(r"(day|weekend|week|month|year)([+-]\d|0)", name)
    if found is None:
        return None
    base, step = found.group(1), int(found.group(2))
    if base == "weekend":
        saturday = _weekend(today, step, future=is_future(text))
        return When(match.start(), match.end(), saturday, Period.WEEKEND)
    return When(match.start(), match.end(), *_shift(today, Period(base), step))


def _on_date(name: str, match: re.Match[str], today: date, text: str) -> When | None:
    year = match.group("y")
    day = _day(match.group("day"))
    if day is None:
        return None
    return _dated(
        match,
        today,
        month=_month(match.group("m")),
        day=day,
        year=int(year) if year else None,
        future=is_future(text),
    )


def _on_day_of_month(name: str, match: re.Match[str], today: date, text: str) -> When | None:
    return _dated(
        match,
        today,
        month=today.month,
        day=int(match.group("day")),
        year=None,
        future=is_future(text),
        by_month=True,
    )


def _holiday_day(name: str, year: int) -> date | None:
    """The day of a holiday (see ``_FIXED_HOLIDAYS``) in ``year``, or None if unknown."""
    name = re.sub(r"\s+", " ", name.lower().replace("’", "'"))
    if name in _FIXED_HOLIDAYS:
        month, day = _FIXED_HOLIDAYS[name]
        return date(year, month, day)
    key = _HOLIDAY_ALIASES.get(name) or _HOLIDAY_ALIASES.get(name.replace("'", ""))
    if key in _TABLE_HOLIDAYS:
        return next((date.fromisoformat(d) for d in _TABLE_HOLIDAYS[key].split()
                     if d.startswith(str(year))), None)  # fmt: skip
    if key == "easter":
        return _easter(year)
    if key in ("thanksgiving", "labor day", "memorial day"):
        month, weekday, nth = {"thanksgiving": (11, 3, 4), "labor day": (9, 0, 1),
                               "memorial day": (5, 0, -1)}[key]  # fmt: skip
        days = [date(year, month, d) for d in range(1, 32) if _valid(year, month, d)]
        return [d for d in days if d.weekday() == weekday][nth - 1 if nth > 0 else nth]
    return None


def _valid(year: int, month: int, day: int) -> bool:
    try:
        date(year, month, day)
    except ValueError:
        return False
    return True


def _easter(year: int) -> date:
    """Western Easter Sunday (the anonymous Gregorian computus)."""
    a, b, c = year % 19, year // 100, year % 100
    d, e = b // 4, b % 4
    g = (8 * b + 13) // 25
    h = (19 * a + b - d - g + 15) % 30
    i, k = c // 4, c % 4
    leap = (32 + 2 * e + 2 * i - h - k) % 7
    m = (a + 11 * h + 22 * leap) // 451
    month = (h + leap - 7 * m + 114) // 31
    return date(year, month, (h + leap - 7 * m + 114) % 31 + 1)


_HOLIDAY_HABIT = re.compile(
    r"\b(?:every|each|always|usually|jedes|jeden|immer|chaque|toujours|cada|siempre)\b|每年|每次",
    re.IGNORECASE,
)
_HOLIDAY_LIKED = re.compile(
    r"\b(?:love|loves|loved|hate|hates|like|likes|adore|favou?rite|lieblings\w*|liebe|"
    r"adore|j['’]adore|encanta)\s+$",
    re.IGNORECASE,
)
_HOLIDAY_THING = re.compile(
    r"\s+(?:trees?|jumpers?|sweaters?|cards?|lights|music|songs?|movies?|films?|"
    r"decorations?|costumes?|candy|pudding|cookies|spirit|vibes|playlist|eggs?|bunny|"
    r"specials?|episodes?|albums?|ads?|adverts?)\b",
    re.IGNORECASE,
)


def _holiday(name: str, match: re.Match[str], today: date, text: str) -> When | None:
    """A holiday, placed in the year its tense points to: past verbs look back, plans look
    forward, "last"/"next" say which; with no tense, the nearest one."""
    holiday = match.group("h") or match.group("zh") or ""
    rel = (match.group("rel") or "").lower()
    before = text[: match.start()]
    if _HOLIDAY_HABIT.search(text) or _HOLIDAY_LIKED.search(before):
        return None  # "every Christmas", "I love Halloween": no one day
    if _HOLIDAY_THING.match(text, match.end()):
        return None  # "a Christmas jumper", "Easter eggs": a thing, not the day
    if match.group("y"):
        day = _holiday_day(holiday, int(match.group("y")))
    else:
        days = [d for y in (-1, 0, 1) if (d := _holiday_day(holiday, today.year + y))]
        if not days:
            return None
        ahead = [d for d in days if d >= today]
        behind = [d for d in days if d <= today]
        if rel == "next" or (rel != "last" and is_future(text)):
            day = min(ahead, default=None)
        elif rel == "last" or _PAST.search(text):
            day = max(behind, default=None)
        else:
            day = min(days, key=lambda d: abs((d - today).days))
    if day is None:
        return None
    return When(match.start(), match.end(), day, Period.DAY, named=True)


def _in_month(name: str, match: re.Match[str], today: date, text: str) -> When | None:
    month = _month(match.group("m"))
    if month is None:
        return None
    groups = match.groupdict()
    relative_year = {"去年": -1, "今年": 0, "明年": 1}
    year = int(groups["y"]) if groups.get("y") else None
    if groups.get("rel") in relative_year:
        year = today.year + relative_year[groups["rel"] or ""]
    if year is None:
        word = match.group().split()[0].lower() if " " in match.group() else ""
        year = today.year
        if word == "this":
            pass  # "married 46 years this June": this year's June, whatever the tense
        elif word == "next" or (word != "last" and is_future(text)):
            year += 1 if month < today.month else 0
        elif word == "last" or _PAST.search(text):
            year -= 1 if month > today.month else 0
        elif month - today.month > MONTHS_AHEAD:
            year -= 1  # no tense: the nearest such month ("find out in march")
        elif today.month - month >= MONTHS_AHEAD:
            year += 1  # half a year either way: chat names a month to come
    return When(match.start(), match.end(), date(year, month, 1), Period.MONTH)


def _count(word: str) -> int | None:
    word = word.lower()
    return int(word) if word.isdigit() else _NUMBERS.get(word)


def _month(word: str | None) -> int | None:
    if word is None:
        return None
    value = int(word) if word.isdigit() else _MONTHS.get(word.lower()) or _chinese_number(word)
    value = value or 0
    return value if 1 <= value <= 12 else None


def _day(word: str) -> int | None:
    """A day of the month in digits or Chinese numerals ("18", "十八", "二十三")."""
    if word.isdigit():
        return int(word)
    tens, _, units = word.partition("十")
    if "十" not in word:
        return _NUMBERS.get(word)
    value = (_NUMBERS.get(tens, 0) if tens else 1) * 10 + (_NUMBERS.get(units, 0) if units else 0)
    return value if 1 <= value <= 31 else None


def _chinese_number(word: str) -> int | None:
    if word.startswith("十"):
        return 10 + (_NUMBERS.get(word[1:], 0) if len(word) > 1 else 0)
    return _NUMBERS.get(word)


def _shift(today: date, unit: Period, step: int) -> tuple[date, Period]:
    if unit is Period.DAY:
        return today + timedelta(days=step), Period.DAY
    if unit is Period.WEEK:
        monday = today - timedelta(days=today.weekday())
        return monday + timedelta(weeks=step), Period.WEEK
    if unit is Period.MONTH:
        index = today.year * 12 + today.month - 1 + step
        return date(index // 12, index % 12 + 1, 1), Period.MONTH
    return date(today.year + step, 1, 1), Period.YEAR


def _weekend(today: date, step: int, *, future: bool) -> date:
    """The Saturday of the weekend: this one (0), the last (-1) or the next (+1). A bare
    "the weekend" is the coming one for a plan, the last one otherwise."""
    saturday = today + timedelta(days=5 - today.weekday())  # this week's Saturday
    if step == 0:
        if today.weekday() >= 5 or future:
            return saturday
        return saturday - timedelta(weeks=1)
    if today.weekday() >= 5 and step < 0:  # "last weekend" said on a Sunday
        return saturday - timedelta(weeks=1)
    return saturday + timedelta(weeks=step)


def _weekday(name: str, match: re.Match[str], today: date, text: str) -> When | None:
    groups = match.groupdict()
    start, end = match.span()
    rel = (groups.get("rel") or groups.get("rel2") or "").lower()
    if name == "weekday":
        key = (groups["d"] or "").lower()
        if key not in _WEEKDAYS:
            return None
        wanted = _WEEKDAYS[key]
        if not rel and not _bare_weekday_dates(match, text):
            return None  # a bare weekday ("Monday is leg day") is usually a habit
    else:
        wanted = _ZH_DAY.get(groups["d"] or "", 6)
    monday = today - timedelta(days=today.weekday())
    if rel in ("上", "last", "letzten", "dernier", "pasado"):
        return When(start, end, monday - timedelta(weeks=1) + timedelta(days=wanted), Period.DAY)
    if rel in ("下", "next", "nächsten", "prochain", "que viene"):
        return When(start, end, monday + timedelta(weeks=1) + timedelta(days=wanted), Period.DAY)
    candidate = monday + timedelta(days=wanted)
    if is_future(text):
        if candidate < today:
            candidate += timedelta(weeks=1)
    elif candidate > today:
        candidate -= timedelta(weeks=1)
    return When(start, end, candidate, Period.DAY)


# "Played rugby saturday", "Ran it Sunday": a bare weekday after the verb of a sentence with
# a tense is the day it happened or will. One that opens its clause or is what the clause is
# about ("Monday is leg day") names a habit.
_CLAUSE_OPEN = re.compile(
    r"(?:^|[.,;:!?]\s*)\W*$|\b(?:every|each|other|all|most|some|jeden|chaque|cada)\s*$",
    re.IGNORECASE,
)
_IS_NEXT = re.compile(r"\s*(?:is|was|are|were|'s|’s|ist|est|es)\b", re.IGNORECASE)


def _bare_weekday_dates(match: re.Match[str], sentence: str) -> bool:
    before = match.string[: match.start()]
    if _CLAUSE_OPEN.search(before) or _IS_NEXT.match(match.string, match.end()):
        return False
    return bool(_PAST.search(sentence) or _FUTURE.search(sentence))


def _dated(
    match: re.Match[str],
    today: date,
    *,
    month: int | None,
    day: int,
    year: int | None,
    future: bool,
    by_month: bool = False,
) -> When | None:
    """A day of a month; without a year, this year's. A bare day of the month ("5号") is
    this month's, or the next month's for a plan whose day has passed (the last month's
    for a past event whose day is still to come)."""
    if month is None:
        return None
    year = today.year if year is None else year
    if by_month:
        step = 1 if future and day < today.day else -1 if not future and day > today.day else 0
        index = year * 12 + month - 1 + step
        year, month = index // 12, index % 12 + 1
    try:
        return When(match.start(), match.end(), date(year, month, day), Period.DAY)
    except ValueError:
        return None


_HANDLERS = {
    "ago": _ago,
    "ahead": _ahead,
    "weekday": _weekday,
    "zh_weekday": _weekday,
    "date": _on_date,
    "zh_date": _on_date,
    "zh_day": _on_day_of_month,
    "month": _in_month,
    "zh_month": _in_month,
    "holiday": _holiday,
}
