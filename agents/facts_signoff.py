"""Taking leave of the chat: "ya me voy", "我要去吃饭了", "I'm off to bed", "ich muss los".

A writer who says they are going now says what they do in the next minutes, not who they
are; the reason they give with it ("ya me voy que mañana madrugo") is the day's
timetable, not a plan worth remembering. ``signs_off(statement, lang)`` is true of such a
statement, from its start, so :mod:`agents.facts` drops it whole.

Only leave that names no destination is taken: "me voy a Madrid en mayo", "我要去日本了"
and "I'm off to Lisbon next week" are news and stay. In Chinese the leave is "going to do"
one of the day's chores or rests, with the final 了 of what starts now ("我先去洗澡了",
"好啦我要去改作业了"); a time before the verb ("我下个月要去上班了") makes it a plan.
"""

from __future__ import annotations

import re

__all__ = ["signs_off"]

_SIGN_OFF = {
    # "I'm off", "I'm off to bed", "I gotta go", "I'm heading out now"; not "I'm off to Lisbon"
    "en": re.compile(
        r"^(?:I(?:['’]m|\s+am)\s+(?:(?:just|now|gonna)\s+)*(?:off(?:\s+to\s+(?:bed|sleep))?|"
        r"heading\s+(?:out|off|to\s+bed)|going\s+to\s+(?:bed|sleep))"
        r"|I\s+(?:(?:really|better|should|gotta|have\s+to|need\s+to|must)\s+)+"
        r"(?:go|run|dash|head\s+off|get\s+going|sleep))"
        r"(?:\s+(?:now|then|too))?\W*$",
        re.IGNORECASE,
    ),
    # "ya me voy", "me voy que mañana madrugo", "me tengo que ir", "me voy a dormir"; not
    # "me voy a Madrid en mayo", where "a" names where one goes
    "es": re.compile(
        r"^(?:(?:ya|bueno|pues|yo)\s+)*(?:me\s+voy(?:\s+ya)?|(?:ya\s+)?me\s+tengo\s+que\s+ir)"
        r"(?=\W*$|\s*[,.!]|\s+(?:que|porque|ya)\b|\s+a\s+(?:dormir|descansar|comer|cenar|"
        r"acostarme|bañarme|la\s+cama)\b)",
        re.IGNORECASE,
    ),
    # "je file", "j'y vais", "je vais me coucher", "je dois y aller"; not "j'y vais chaque
    # samedi", a habit, so nothing may follow but "now"
    "fr": re.compile(
        r"^(?:je|j['’])\s*(?:file|y\s+vais|vais\s+(?:me\s+coucher|dormir|y\s+aller)|"
        r"dois\s+(?:y\s+aller|filer|partir))(?:\s+(?:maintenant|là|moi))?\W*$",
        re.IGNORECASE,
    ),
    # "ich muss los", "ich geh jetzt schlafen", "ich geh ins Bett"
    "de": re.compile(
        r"^ich\s+(?:muss|geh|gehe)\s+(?:(?:jetzt|dann|mal|auch)\s+)*(?:los|schlafen|"
        r"ins\s+bett|pennen)\W*$",
        re.IGNORECASE,
    ),
    # "我先去洗澡了", "好啦我要去吃饭了", "我得去上班了": a chore or a rest of the day, now
    "zh": re.compile(
        r"^(?:好啦|好了|好|那|那就|先)?[，,\s]*我(?:先|要|得|该|該|就)*去"
        r"(?:睡|吃|洗|上课|上課|上班|做饭|做飯|煮|改|写|寫|备课|備課|批|开会|開會|忙|休息|"
        r"接|买菜|買菜|收拾|躺)[^，,。！？!?]{0,6}了[啦喔哦囉啰~～!！。.\s]*$"
    ),
}


def signs_off(statement: str, lang: str) -> bool:
    """Whether ``statement`` only takes leave of the chat (see the module docstring)."""
    pattern = _SIGN_OFF.get(lang)
    return pattern is not None and pattern.search(statement) is not None
