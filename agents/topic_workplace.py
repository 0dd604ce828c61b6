"""Where the user works: the office, said as a place, apart from where they live.

The workplace has one place at a time (``work location``): "my office is downtown, on 17th
st", "company moved everyone to the Oakland office", "Mein Büro ist in Frankfurt", "mon
bureau est à La Défense", "mi oficina está en el centro", "我公司在深圳南山", "会社は大阪の
本町にあるよ", "勤務地は京都です". A later one replaces it ("office moved to Bradford",
"unser Büro ist jetzt in Ludwigsburg", "mon bureau a déménagé à Vaise", "ahora la oficina
está en Burjassot", "公司搬到徐汇了", "会社が栄に移転しました"); the home is another key
(``residence``), so the office never replaces it, nor it the office.

Only the place is read here: what the office is like ("my office is freezing", "会社は
大変です") and who the employer is ("会社は楽天です", :mod:`agents.topics`) are not places.
``text`` is normalised as :mod:`agents.topics` reads it (accents folded, case kept).
"""

from __future__ import annotations

import re

__all__ = ["work_location"]


def _r(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, re.IGNORECASE)


_EN_OFFICE = (
    r"(?:office|workplace|work ?place|company'?s? office|firm'?s? office|job site|worksite)"
)
_EN_AT = (
    r"(?:in|at|on|near|downtown|uptown|midtown|located|based|over|by|across|next to|"
    r"right|just|off|out in|\d|(?-i:[A-Z]))"
)
_WORKPLACE = _r(
    # "my office is downtown Denver", "the office is now in Leeds", "our office is on King St"
    rf"(?:^|(?<=[\s,;:]))(?:my|our|the)\s+(?:work\s+)?{_EN_OFFICE}(?:'s|\s+is|\s+has been)\s+"
    rf"(?:now\s+|still\s+|currently\s+)?(?-i:{_EN_AT})"
    # "office moved to Bradford", "the company relocated us to the Mississauga office"
    rf"|\b(?:{_EN_OFFICE}|company|firm|employer)\s+(?:has\s+|just\s+)?"
    r"(?:moved|relocated|transferred|shifted)\s+(?:(?:me|us|everyone|everybody|the team|"
    r"the whole team|all of us|our team)\s+)?(?:to|over to)\s+"
    rf"(?:(?:the|a|our)\s+)?(?:(?-i:[A-Z])[\w'-]+|[\w'-]+\s+{_EN_OFFICE})"
    r"|\b(?:moved|relocated|transferred|shifted|sent)\s+(?:me|us|everyone|everybody|the team|"
    r"the whole team|all of us|our team)\s+(?:to|over to)\s+(?:the|a|our)\s+"
    r"(?:[\w'-]+\s+){1,2}office\b"
    # "I work out of the Boston office", "I'm at the Leeds office now"
    rf"|\b(?:work|working|i'm|i am|based)\s+(?:out of|from|at|in)\s+(?:the|our)\s+"
    rf"(?:[\w'-]+\s+){{1,2}}office\b"
    # "we moved offices, now in Shoreditch", "new office is in Leeds", "office move to Leeds"
    r"|\b(?:moved|changed|switched) offices\b|\bnew office (?:is )?(?:in|at|on)\b"
    r"|\boffice (?:move|relocation) to\b"
    # German: "Mein Büro ist in Frankfurt", "unser Büro ist jetzt in Ludwigsburg", "das Büro
    # ist nach Bonn umgezogen", "die Firma ist nach Bonn gezogen", "ich arbeite im Büro in
    # Köln", "mein Arbeitsort ist Mainz"
    r"|(?:\b(?:mein|unser|das)\s+|^)(?:buro|büro|arbeitsplatz|arbeitsort|office)\s+(?:ist|liegt|"
    r"befindet sich)\s+(?:jetzt\s+|nun\s+|inzwischen\s+|seit \S+\s+)?(?:in|am|an|im|bei|auf|"
    r"direkt|mitten|zentral|nach|(?-i:[A-Z]))"
    r"|\b(?:buro|büro|firma|arbeitgeber|office)\s+(?:ist|sind|hat)\s+(?:jetzt\s+)?"
    r"(?:nach|in)\s+\S+(?:\s+\S+)?\s+(?:umgezogen|gezogen|verlegt)"
    r"|\barbeite\s+(?:jetzt\s+)?(?:im|in unserem|in meinem)\s+(?:buro|büro)\s+in\b"
    # French: "mon bureau est à La Défense", "mon bureau a déménagé à Vaise", "la boîte a
    # déménagé à Massy", "je bosse au bureau de Lille"
    r"|\b(?:mon|notre|le)\s+(?:bureau|lieu de travail|boulot|taf)\s+(?:est|c'est|se trouve)\s+"
    r"(?:maintenant\s+|desormais\s+)?(?:a|au|aux|en|dans|sur|pres|rue|boulevard|avenue|"
    r"(?-i:[A-Z]))"
    r"|\b(?:mon|notre|le)?\s*(?:bureau|boite|entreprise|societe)\s+(?:a|ont)\s+"
    r"(?:demenage|bouge|ete demenagee?|ete transferee?)\s+(?:a|au|en|dans|sur)\b"
    r"|\b(?:je (?:bosse|travaille)|on (?:bosse|travaille))\s+(?:maintenant\s+)?"
    r"(?:au|dans le) bureau (?:de|d')\s*(?-i:[A-Z])"
    # Spanish: "mi oficina está en el centro", "ahora la oficina está en Burjassot", "la
    # oficina se mudó a Getafe", "la empresa nos cambió a la oficina de Lyon"
    r"|\b(?:mi|nuestra|la)\s+(?:oficina|chamba)\s+(?:esta|queda|se encuentra|es)\s+"
    r"(?:ahora\s+)?(?:en|cerca|por|junto|frente|a una|(?-i:[A-Z]))"
    r"|\b(?:oficina|empresa)\s+(?:se\s+)?(?:mudo|traslado|cambio|movio|paso)\s+(?:a|al)\b"
    r"|\b(?:nos|me)\s+(?:mandaron|mudaron|trasladaron|cambiaron|pasaron)\s+a la oficina\b"
    # Chinese: "我公司在深圳南山", "单位在海淀", "公司搬到徐汇了", "我们办公室搬去了浦东"
    r"|(?:^|我|我们|(?<=[，,。]))(?:的)?(?:公司|单位|办公室|工作地点|上班的地方|写字楼)"
    r"(?:现在|已经|也)?(?:在|位于|搬到|搬去了?|迁到|迁去|搬家到|换到)(?!家)"
    r"[\u4e00-\u9fff]"
    # Japanese: "会社は大阪の本町にあるよ", "勤務地は京都です", "会社が栄に移転しました",
    # "オフィスは渋谷にあります"
    r"|(?:会社|職場|オフィス|事務所|勤め先)(?:は|が|も)[^、。]{1,15}?(?:にあ(?:る|り)|に移転|へ移転|"
    r"に移り|に移っ|に変わ|に引っ越)"
    r"|勤務地(?:は|が)[^、。]{1,15}?(?:です|だ|に変わ|になり|になった|$|[、。])"
)
_NOT_A_PLACE = _r(
    r"^(?:my|our|the)\s+(?:work\s+)?office\s+is\s+(?:(?:now|still|currently)\s+)?"
    r"(?:at home|in my (?:house|flat|apartment|bedroom|kitchen)|(?:a|an|so|very|really|"
    r"freezing|closed|open|empty|quiet|noisy|great|nice)\b)"
    r"|[?？]|吗$|ますか"
)


def work_location(text: str) -> re.Match[str] | None:
    """Where a statement says the user's workplace is (see the module docstring)."""
    m = _WORKPLACE.search(text)
    if m is None or _NOT_A_PLACE.search(text):
        return None
    return m
