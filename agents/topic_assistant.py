"""How the user wants the assistant to treat them: one setting at a time for each.

Standing preferences about the replies are many ("keep answers short", "no emojis" are two),
but a few are settings with one value at a time, and a new value replaces the old one even
with no update word ("answer in English" → "from now on in Spanish"):

======================  ===================================================================
key                     recognised (en/zh/de/fr/es/ja)
======================  ===================================================================
``reply language``      answer/reply/talk to me in <language> / from now on in <language> /
                        antworte auf Deutsch / ab jetzt auf Englisch / réponds-moi en
                        anglais / désormais en français / respóndeme en español / a partir
                        de ahora en inglés / 用中文回答 / 以后用英文 / 英語で答えて / 日本語で
                        お願い
``units``               metric or imperial ("use metric", "give me imperial", "metrisch
                        bitte", "en système métrique", "sistema métrico", "用公制",
                        "メートル法で")
``temperature unit``    celsius or fahrenheit
``register``            formal or familiar address: "be casual with me", "talk to me
                        formally", "du kannst mich duzen", "bitte siezen", "tutoie-moi",
                        "vouvoyez-moi", "tutéame", "háblame de usted", "别用敬语", "敬語で話して",
                        "タメ口でいいよ"
``preferred name``      how to address the user, said without "call me": "address me as
                        Dr. Lee", "sprechen Sie mich mit Frau X an", "sagen Sie einfach
                        Anna", "dites simplement Marc", "dígame Ana" (the key of
                        :mod:`agents.topics`' "call me")
``timezone``            a zone named as the one to use, with no other attribute keyed
                        ("so UTC+0 pls", "Pacific time for anything with dates",
                        "按北京时间", "日本時間で"); a clock time before it ("at 3pm eastern")
                        is an appointment, not the zone
======================  ===================================================================

A language the user speaks or learns ("I speak Spanish", "ich lerne Japanisch") is not the
reply language, and a question ("can you answer in French?") is a one-off request, not a
setting.

``text`` is normalised as :mod:`agents.topics` reads it (accents folded, case kept).
"""

from __future__ import annotations

import re

__all__ = ["assistant_key", "zone_named"]


def _r(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, re.IGNORECASE)


_LANGUAGE = (
    r"(?:english|spanish|french|german|italian|portuguese|chinese|mandarin|japanese|korean|dutch|"
    r"englisch|spanisch|franzosisch|deutsch|italienisch|portugiesisch|chinesisch|japanisch|"
    r"anglais|espagnol|francais|allemand|italien|portugais|chinois|japonais|"
    r"ingles|espanol|castellano|frances|aleman|italiano|portugues|chino|japones|catalan)"
)
_CJK_LANGUAGE = (
    r"(?:中文|汉语|普通话|英文|英语|日语|日文|德语|法语|西班牙语|日本語|英語|中国語|ドイツ語"
    r"|フランス語|スペイン語)"
)
_REPLY_LANGUAGE = _r(
    # English says the verb to the assistant: opening a clause, or with "me"
    rf"(?:^|[,.;:!(]\s*|\b(?:please|pls|plz|just|always|only|and|also|actually|ok|so|now|you|"
    rf"can you|could you|then|on) )(?:answer|reply|respond|write|talk|speak|chat|text)(?: back)?"
    rf"(?: to me| me)?(?: only| always)? in {_LANGUAGE}\b|"
    rf"\b(?:answer|reply|respond|write|talk|speak|chat|text)(?: back)?(?: to me| me)(?: only"
    rf"| always)?"
    rf" in {_LANGUAGE}\b|\b{_LANGUAGE} (?:replies|answers|responses|only|please|pls|plz)\b|"
    rf"\b(?:from now on|going forward|from here on),? (?:in|only in) {_LANGUAGE}\b|"
    # the language beside a standing cue ("english from now on", "Englisch ab jetzt bitte")
    rf"\b(?:in |auf |en )?{_LANGUAGE},? (?:from now on|going forward|ab jetzt|ab sofort|"
    rf"desormais|dorenavant|a partir de ahora|de ahora en adelante)\b|"
    rf"\b(?:antworte|antworten sie|schreib|schreiben sie|sprich|sprechen sie)(?: mir| mit mir)?"
    rf"(?: bitte)?(?: nur| immer)? (?:auf|in) {_LANGUAGE}\b|"
    rf"\b(?:ab jetzt|ab sofort|von jetzt an),? (?:bitte )?(?:nur )?auf {_LANGUAGE}\b|"
    rf"\b(?:reponds|repondez|ecris|ecrivez|parle|parlez)(?:-moi| moi)?(?: toujours| uniquement)?"
    rf" en {_LANGUAGE}\b|\b(?:desormais|dorenavant|a partir de maintenant),? en {_LANGUAGE}\b|"
    rf"\b(?:respondeme|responde(?:me)?|contestame|contesta(?:me)?|escribeme|hablame|respondame)"
    rf"(?: siempre| solo)? en {_LANGUAGE}\b|\b(?:a partir de ahora|de ahora en adelante"
    rf"|desde ahora)"
    rf",? (?:solo |siempre )?en {_LANGUAGE}\b|"
    # switching the conversation over ("let's switch to French", "lass uns auf Englisch
    # weitermachen", "on passe à l'anglais", "cambiemos al inglés", "换成英文", "英語に切り替えて")
    rf"\b(?:switch|change|go) (?:back )?(?:over )?to {_LANGUAGE}\b|\blet'?s (?:talk|speak|chat|"
    rf"continue|do this|keep going) in {_LANGUAGE}\b|\blass uns (?:auf|in) {_LANGUAGE}\b|"
    rf"\b(?:on passe|passons|repassons|on repasse) (?:a l'|au |en ){_LANGUAGE}\b|"
    rf"\b(?:cambiemos|pasemos|cambia|pasa) (?:al |a |el )?{_LANGUAGE}\b|"
    rf"(?:换成|改成|改用|切换到){_CJK_LANGUAGE}|{_CJK_LANGUAGE}に(?:切り替え|変え)|"
    rf"用{_CJK_LANGUAGE}(?:回答|回复|回我|跟我说|和我说|聊|交流|写)|以后(?:都)?(?:跟我)?(?:用"
    rf"|说){_CJK_LANGUAGE}|"
    rf"{_CJK_LANGUAGE}で(?:答え|返事|返信|返し|話し|回答|書い|お願い|よろしく)|"
    # a short statement that is only the language ("jetzt lieber auf Deutsch", "ahora en
    # inglés, porfa", "还是用中文吧", "やっぱり日本語で")
    rf"^(?:(?:now|jetzt|ahora|maintenant|lieber|plutot|mejor|actually|better|eigentlich|bitte|"
    rf"please|pls|ok|so|und|y|et|and|only|nur|solo|seulement)[\s,]+)*(?:in|auf|en) {_LANGUAGE}"
    rf"(?: (?:please|pls|bitte|por favor|porfa|stp|svp|s'il te plait|antworten|schreiben))?"
    rf"[\s,!.]*(?:please|pls|bitte|por favor|porfa|stp|svp)?[\s!.]*$|"
    rf"\b(?:auf|in) {_LANGUAGE} (?:antworten|schreiben|reden)\b|"
    rf"^(?:还是|以后|就|那)?用{_CJK_LANGUAGE}(?:吧|好了|就行|就好)|"
    rf"^(?:やっぱり|これからは|今後は)?{_CJK_LANGUAGE}で(?:いい|頼む)?[。!！ーよ〜]*$"
)
# Lower case (or opening the statement): "at Imperial" is a college.
_UNITS = _r(
    r"(?-i:\b(?:metric|imperial|metrisch\w*|imperiale?s?|metrique|metrico|us units|si units)\b)|"
    r"^(?-i:Metric|Imperial|Metrisch)\b|\bsist(?:ema|eme) metric[oa]?\b|"
    r"公制|英制|メートル法|ヤード・?ポンド法"
)
_NOT_UNITS = _r(r"\bimperial (?:college|stout|war|palace|army|family)|\bmetrics\b")
_TEMPERATURE = _r(r"\b(?:celsius|fahrenheit|centigrade|°c|°f)\b|摄氏|华氏|摂氏|華氏")
_REGISTER = _r(
    r"\b(?:be|talk|speak|write)(?: more)? (?:casual|casually|formal|formally|informal"
    r"|informally)\b|"
    r"\b(?:no need to be|don't be|dont be) (?:so )?formal\b|\b(?:duzen|siezen|duz|siez)\b|"
    r"\bper du\b|\btutoi\w*|\bvouvoi\w*|\btutea\w*|\btuteame\b|\bde usted\b|\bhablame de tu\b|"
    r"敬语|客气点|随意点|说话随便|用您|敬語|タメ口|ため口|ですます|です・ます"
)
# How to address the user, said without "call me".
_ADDRESS = _r(
    r"\b(?:address|refer to) me as (?-i:[A-Z])|"
    r"\b(?:du kannst|sie konnen|ihr konnt) (?:mich )?(?:ruhig |einfach |gerne |auch )*"
    r"(?-i:[A-Z])[\w-]+ (?:sagen|nennen|zu mir sagen)\b|"
    r"\b(?:sprechen|reden) sie mich (?:bitte )?(?:mit|als) .{1,30}? an\b|"
    r"\b(?:sagen sie|sag|sagt) (?:doch |ruhig |einfach |bitte )+(?!bescheid\b|hallo\b|danke\b)"
    r"(?-i:[A-Z])[\w-]+\s*(?:[,.!]|$)|"
    r"\b(?:dites|dis) (?:simplement |juste )+(?-i:[A-Z])[\w-]+\s*(?:[,.!]|$)|"
    r"\b(?:digame|dime|diganme) (?:solo |simplemente )?(?-i:[A-Z])[\w-]+\s*(?:[,.!]|$)"
)
_ZONE = _r(
    r"\b(?:utc|gmt) ?[+-−] ?\d{1,2}(?::?\d\d)?\b|\b(?:utc|gmt)\b|"
    r"\b(?:pacific|mountain|central|eastern|atlantic|alaska|hawaii|central european|"
    r"western european|eastern european|british summer|greenwich)(?: standard| daylight| summer)?"
    r" time\b|\b(?-i:PST|PDT|PT|MST|MDT|MT|CST|CDT|CT|EST|EDT|ET|WET|WEST|CET|CEST|EET|EEST|JST|"
    r"KST|AEST|AEDT|NZST|SGT|HKT|BST|IST|MEZ|MESZ)\b|\bheure de \w+|\bhora (?:peninsular|de \w+)|"
    r"\b(?:pazifik|ostkusten|westkusten|mitteleuropaische|osteuropaische|westeuropaische)zeit\b|"
    r"\bheure (?:du pacifique|de l'est|normale de l'est|des rocheuses)\b|"
    r"\bhora (?:del pacifico|del este|del centro)\b|"
    r"东[一二三四五六七八九十]+区|西[一二三四五六七八九十]+区|(?:按|用)[\u4e00-\u9fff]{2,4}时间|"
    r"[\u4e00-\u9fff]{2,3}(?:标准)?时间(?:算|为准)|"
    r"(?:日本|東部|西部|中部|太平洋|山岳部|グリニッジ|協定世界|現地"
    r"|[\u30a1-\u30fc]{2,8})(?:標準)?時間(?:で|に)"
)
_CLOCK_BEFORE = re.compile(r"\d(?:\s*(?:am|pm|h|uhr|:\d\d))?\s*$", re.IGNORECASE)
# A question: its first sentence ends in a question mark ("soll ich zur TK wechseln? was
# meinst du", "should I switch to metric?").
_QUESTION = re.compile(r"^[^.!?。！？]*[?？]")
# A stay to come ("I'll be in Tokyo next week, JST"): a trip, not the zone to use.
_PLANNED = _r(
    r"\b(?:i'll|i will|we'll|going to|next (?:week|month)|tomorrow|for (?:a|the) (?:week|trip)|"
    r"on (?:a )?(?:trip|holiday|vacation)|nachste woche|morgen|urlaub|la semaine prochaine|demain|"
    r"en vacances|la semana que viene|la proxima semana|manana|de viaje)\b|下周|明天|出差|旅行"
    r"|来週|明日|出張"
)
_SPEAKS = _r(r"\b(?:i|ich|je|yo) (?:speak|spreche|parle|hablo|learn|lerne|apprends|aprendo)\b")


def assistant_key(text: str) -> str | None:
    """``reply language``, ``units``, ``temperature unit``, ``register`` or ``preferred
    name`` (see the module docstring); None for anything else."""
    if _QUESTION.search(text):
        return None
    hits: list[tuple[int, str]] = []
    for key, pattern in _SETTINGS:
        m = pattern.search(text)
        if m is not None:
            hits.append((m.start(), key))
    if not hits:
        return None
    key = min(hits)[1]
    if key == "reply language" and _SPEAKS.search(text) and len(hits) == 1:
        return None
    if key == "units" and _NOT_UNITS.search(text):
        return None
    return key


_SETTINGS = (
    ("reply language", _REPLY_LANGUAGE),
    ("units", _UNITS),
    ("temperature unit", _TEMPERATURE),
    ("register", _REGISTER),
    ("preferred name", _ADDRESS),
)


def zone_named(text: str) -> bool:
    """Does the statement name a time zone to use (not a clock time in one, nor a trip)?"""
    if _QUESTION.search(text) or _PLANNED.search(text):
        return False
    return any(not _CLOCK_BEFORE.search(text, 0, m.start()) for m in _ZONE.finditer(text))
