"""The user's things that one has one of at a time: the car, the phone, the laptop, the
tablet, the motorbike — and what makes a new one replace the old.

A new car replaces the old one when the statement says the user got it, whatever else it
says ("corolla finally died RIP, got a 2021 mazda3", "sold the golf, I'm driving a Kia Niro
now", "der Astra ist hinüber, hab jetzt einen Skoda", "la Clio a rendu l'âme, j'ai pris une
208", "vendí el Ibiza y me compré un Corolla", "朗逸卖了，换了辆特斯拉", "プリウス手放して
N-BOXにした"); so does a phone ("dropped it in the canal lol, on a galaxy s23 now", "j'ai
changé de téléphone, maintenant c'est un Pixel 8", "スマホをPixel 8に変えました") or a laptop
("new laptop is a Framework 13", "电脑换成MacBook Pro了", "パソコンをMacBookに買い替えた").
Which thing it is comes from the make or model named after the verb of getting (or before
it, in Japanese), or from the noun after "new" ("new laptop", "neues Handy", "新しいスマホ").

A thing added beside the first is not a replacement: "we also picked up a Leaf for my
wife's commute", "zusätzlich noch einen Fiat 500 für meine Frau", "y también una moto",
"我老婆开一辆飞度" (someone else's is read before this, by :mod:`agents.topics`), a second one,
another one. Neither is a repair, a case, a number or a plan for the phone.

:data:`CAR_BRANDS`, :data:`PHONE_BRANDS` and :data:`LAPTOP_BRANDS` are also the lexicons of
the ``car``, ``phone`` and ``laptop`` rules of :mod:`agents.topics`. ``text`` is
normalised as :mod:`agents.topics` reads it (accents folded, case kept).
"""

from __future__ import annotations

import re

__all__ = ["CAR_BRANDS", "LAPTOP_BRANDS", "PHONE_BRANDS", "THING_KEYS", "thing_key"]

# Car makers and models (not the ones that are common words: "focus", "polo", "leaf").
CAR_BRANDS = (
    r"toyota|honda|nissan|mazda|subaru|mitsubishi|suzuki|lexus|daihatsu|ford|chevrolet|chevy|"
    r"dodge|jeep|tesla|cadillac|buick|chrysler|volkswagen|vw|audi|bmw|mercedes|mercedes-benz|"
    r"porsche|opel|skoda|škoda|seat|cupra|renault|peugeot|citroën|citroen|dacia|fiat|"
    r"alfa romeo|ferrari|lamborghini|maserati|volvo|saab|kia|hyundai|mini cooper|land rover|"
    r"range rover|jaguar|polestar|byd|nio|geely|rivian|prius|corolla|camry|civic|clio|yaris|"
    r"model [3sxy]|outback|mustang|rav4|cr-v|qashqai|tiguan|passat|e-golf|id\.[34]|twingo|"
    r"zoé|zoe|mégane|megane|captur|3008|2008|c3|c4|corsa|astra|ibiza|leon|octavia|fabia|"
    r"sandero|duster|jetta|sentra|aveo|tucson|sportage|ioniq|niro|208|308|"
    r"大众|比亚迪|特斯拉|丰田|本田|日产|马自达|宝马|奔驰|奥迪|吉利|长城|蔚来|理想|小鹏|红旗|五菱|哈弗|"
    r"别克|雪佛兰|福特|现代|起亚|沃尔沃|保时捷|问界|小米汽车|卡罗拉|凯美瑞|雅阁|思域|轩逸|朗逸|"
    r"速腾|帕萨特|飞度|海豹|宏光|"
    r"トヨタ|ホンダ|日産|マツダ|スバル|スズキ|ダイハツ|レクサス|プリウス|アクア|フィット|ヴィッツ|"
    r"カローラ|ノート|n-box|テスラ|ベンツ|アウディ|フォルクスワーゲン|ヤリス|ノア|ヴォクシー|"
    r"セレナ|タント|ハスラー|ジムニー|スイフト|デミオ|フリード|ヴェゼル|ステップワゴン"
)
PHONE_BRANDS = (
    r"iphone|android|samsung|pixel|galaxy s\d*|galaxy z|galaxy|fairphone|xiaomi|redmi|"
    r"oneplus|huawei|oppo|realme|nokia|motorola|moto g|xperia|nothing phone|blackberry|"
    r"华为|小米手机|小米|苹果手机|荣耀|三星手机|魅族|一加|安卓|"
    r"アイフォン|ギャラクシー|エクスペリア|アクオス|aquos|グーグルピクセル|ピクセル|アンドロイド"
)
LAPTOP_BRANDS = (
    r"macbook(?: air| pro)?|thinkpad|xps|dell|lenovo|chromebook|surface (?:laptop|pro|book)|"
    r"zenbook|vivobook|elitebook|spectre|framework laptop|ideapad|latitude|inspiron|"
    r"razer blade|alienware|matebook|"
    r"笔记本电脑|笔记本|ノートパソコン|ノートpc|マックブック"
)
# The same, with makers and words that only a sentence about a computer takes as one.
_LAPTOP_MORE = (
    r"|framework|asus|acer|legion|拯救者|联想|小新|华硕|戴尔|惠普|苹果电脑|macbook|"
    r"レッツノート|ダイナブック|dynabook"
)
_TABLET_BRANDS = r"ipad|galaxy tab|surface go|kindle fire"
_MOTORBIKE_BRANDS = r"yamaha|kawasaki|ducati|harley|vespa|ktm|triumph|italika|mt-0\d"

# The nouns for each thing, in the six languages.
_NOUNS = {
    "car": r"car|auto|wagen|voiture|bagnole|caisse|coche|carro|车(?!站|票|位|库)|車",
    "phone": r"phone|smartphone|mobile|cell|cellphone|handy|telefon|telephone|portable|tel|"
    r"movil|celular|手机|スマホ|携帯|ケータイ",
    "laptop": r"laptop|notebook|computer|pc|ordi|ordinateur|portatil|computadora|ordenador|"
    r"rechner|电脑|パソコン|ノートpc|ノートパソコン",
    "tablet": r"tablet|tablette|tableta|平板|タブレット",
    "motorbike": r"motorbike|motorcycle|moto|motorrad|scooter|摩托车?|バイク|原付",
}
THING_KEYS = tuple(_NOUNS)
_MAKES = {
    "car": CAR_BRANDS,
    "phone": PHONE_BRANDS,
    "laptop": LAPTOP_BRANDS + _LAPTOP_MORE,
    "tablet": _TABLET_BRANDS,
    "motorbike": _MOTORBIKE_BRANDS,
}
# A make or model: not inside a longer word ("seats"), but a model number may follow
# ("mazda3", "galaxy s23"). Earlier things win a tie ("galaxy tab" is the tablet's).
_MAKE = re.compile(
    "|".join(
        rf"(?P<{thing}>(?<![a-z0-9])(?:{words})(?![a-z]))"
        for thing, words in sorted(_MAKES.items(), key=lambda item: item[0] != "tablet")
    ),
    re.IGNORECASE,
)

# Getting it, or using it now: the verb before the make (after it, in Japanese).
_GOT = re.compile(
    r"\b(?:got|bought|picked up|drove home|driving|drive|using|went with|"
    r"replaced (?:it |her |him )?with|"
    r"upgraded to|switched to|traded (?:it |her |him |the \S+ |my \S+ )?in for|now have|have now|"
    r"i'm on|i am on|on an?|now on|it's an?|its an?)\b"
    r"|\b(?:geholt|gekauft|zugelegt|(?:hab|habe|haben) (?:jetzt|nun|mir|uns|seit \S+)|"
    r"fahre (?:jetzt|nun)|"
    r"ist jetzt|j'ai pris|j'ai achete|on a pris|on a achete|je roule (?:en|maintenant en)|"
    r"maintenant (?:j'ai|c'est|je roule|on a)|pour remplacer|remplacee? par|passee? (?:a|sur)|"
    r"me compre|nos compramos|compre|ahora (?:tengo|es|uso|manejo|conduzco|traigo|llevo)|"
    r"tengo (?:ahora|ya))\b"
    r"|换了|换成|买了|提了|入手了?|现在(?:开|用)",
    re.IGNORECASE,
)
_JA_GOT = re.compile(
    r"^(?:に|へ)(?:した|しました|する|買い替え|買い換え|替え|換え|乗り換え|変え|変更|機種変)|^を買っ|^を買い|^が来"
)
# "new laptop is a Framework", "neues Handy: Pixel", "nouveau téléphone", "新手机", "新しい車".
_NEW = re.compile(
    r"\b(?:new|neue[snrm]?|nouveau|nouvel|nouvelle|nuev[oa]|otro)\s+(?P<noun>\w+)"
    r"(?!\s+(?:case|number|plan|contract|charger|screen|cover|battery|bill|tariff|tires|tyres|"
    r"insurance|vertrag|hulle|nummer|tarif|numero|forfait|coque|funda|seguro|key|keys))\b"
    r"|(?:新的?|新しい)(?P<cjk>[\u4e00-\u9fff\u30a0-\u30ff]{1,4})"
    r"|\b(?:switched|changed|swapped|upgraded|new) (?P<plural>\w+?)s\b"
    r"|\b(?:change|cambie|cambiado) de (?P<de>\w+)\b|\b(?P<de2>\w+) gewechselt\b"
    r"|(?:换了|换)(?:个|部|台|辆)?(?P<zh>手机|电脑|车|笔记本)|(?P<ja>スマホ|携帯|車|パソコン)を"
    r"(?:[^、。]{1,20})(?:に)(?:買い替え|買い換え|替え|換え|乗り換え|変え|機種変)"
    r"|機種変更",
    re.IGNORECASE,
)
# A second one beside the first, or one for someone else.
_ADDED = re.compile(
    r"\b(?:also|too|as well|second|another|additional|extra|both|zusatzlich|auch noch|"
    r"noch (?:ein|einen|eine|nen)|"
    r"zweite[nrs]?|aussi|en plus|deuxieme|seconde?|tambien|ademas|segund[oa]|otr[oa] mas)\b"
    r"|\b(?:for|fur|pour|para) (?:my|our|meine[nm]?|unsere[nm]?|mon|ma|mes|notre|mi|mis|"
    r"nuestr[oa]s?|the kids?)\b"
    r"|\bgot (?:my|our) \w+ (?:a|an)\b"
    r"|也|又|还有|第二|给(?:我)?(?:老婆|老公|儿子|女儿|孩子|妈|爸)|もう一台|二台目|も買|用に",
    re.IGNORECASE,
)
# A thing for work is another one ("my work phone": :mod:`agents.topics`).
_FOR_WORK = re.compile(
    r"\b(?:work|job|office|company|business|dienst|firmen|arbeits|pro|professionnel|trabajo|empresa)\b"
    r"|工作|公司|单位|仕事|会社|社用",
    re.IGNORECASE,
)


def _noun_thing(word: str) -> str | None:
    for thing, nouns in _NOUNS.items():
        if re.fullmatch(nouns, word, re.IGNORECASE):
            return thing
    return None


def _got_make(text: str) -> str | None:
    """The thing whose make is named after a verb of getting it (before it in Japanese)."""
    for m in _MAKE.finditer(text):
        before = text[max(0, m.start() - 40) : m.start()]
        got = list(_GOT.finditer(before))
        if got and not re.search(r"[.;!?。！？]", before[got[-1].end() :]):
            return m.lastgroup
        if _JA_GOT.match(
            re.sub(r"^[\w\s-]{0,12}?(?=[にへをが])", "", text[m.end() : m.end() + 20])
        ):
            return m.lastgroup
    return None


def thing_key(text: str) -> str | None:
    """The thing (``car``, ``phone``, ``laptop``, ``tablet``, ``motorbike``) a statement
    says the user got in place of the one they had, else None (see the module docstring)."""
    if _ADDED.search(text):
        return None
    found = _got_make(text)
    if found is None:
        new = _NEW.search(text)
        if new is None:
            return None
        word = next((g for g in new.groups() if g), "")
        found = _noun_thing(word) if word else None
        if found is None:
            found = "phone" if new.group(0) == "機種変更" else _make_named(text)
        if found is None:
            return None
    if found in ("phone", "laptop") and _FOR_WORK.search(text):
        return None
    return found


def _make_named(text: str) -> str | None:
    m = _MAKE.search(text)
    return m.lastgroup if m is not None else None
