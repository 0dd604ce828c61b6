"""The people who serve the user in a role held by one at a time: who they are.

A person has one dentist, one family doctor, one therapist, one hairdresser, one vet, one
landlord and one boss at a time, and says who: "my dentist is Dr. Osei", "mein Hausarzt
ist Dr. Brandt", "ma coiffeuse c'est Inès", "mi dentista es la doctora Ruiz", "我的牙医是
王医生", "かかりつけの歯医者は中村歯科です". A new one replaces the old: "switched dentists, it's
Dr. Varga now", "Zahnarzt gewechselt, jetzt Dr. Roth", "j'ai changé de dentiste", "cambié de
dentista", "换了个牙医", "歯医者を変えました", "my new therapist is Jo".

:func:`role_key` gives such a statement the key ``<role> name`` (one word per role across
the languages: "Zahnarzt", "dentiste", "牙医" are ``dentist``) and nothing to anything else
said about the role: "my dentist is great", "my dentist appointment is on Monday", "I'm a
dentist" get no key. Relatives are not roles (two sisters are two people; see
:mod:`agents.topics`).
"""

from __future__ import annotations

import re

__all__ = ["role_key"]

# Each role and its words, folded as the rules read text (accents dropped).
_ROLES: dict[str, tuple[str, ...]] = {
    "dentist": ("dentist", "zahnarzt", "zahnarztin", "dentiste", "dentista", "牙医", "歯医者"),
    "doctor": (
        "doctor",
        "gp",
        "family doctor",
        "hausarzt",
        "hausarztin",
        "medecin traitant",
        "medecin",
        "medico de cabecera",
        "medica de cabecera",
        "medico",
        "家庭医生",
        "主治医生",
        "かかりつけ医",
        "主治医",
    ),
    "therapist": (
        "therapist",
        "therapeut",
        "therapeutin",
        "psychotherapeut",
        "psychotherapeutin",
        "therapeute",
        "psy",
        "terapeuta",
        "psicologo",
        "psicologa",
        "心理医生",
        "心理咨询师",
        "咨询师",
        "カウンセラー",
    ),
    "hairdresser": (
        "hairdresser",
        "barber",
        "hair stylist",
        "hairstylist",
        "friseur",
        "friseurin",
        "coiffeur",
        "coiffeuse",
        "peluquero",
        "peluquera",
        "barbero",
        "理发师",
        "发型师",
        "美容師",
    ),
    "vet": (
        "vet",
        "veterinarian",
        "tierarzt",
        "tierarztin",
        "veterinaire",
        "veto",
        "veterinario",
        "veterinaria",
        "兽医",
        "獣医",
    ),
    "landlord": (
        "landlord",
        "landlady",
        "vermieter",
        "vermieterin",
        "proprio",
        "proprietaire",
        "casero",
        "casera",
        "arrendador",
        "房东",
        "大家さん",
    ),
    "gym": ("gym", "fitnessstudio", "salle de sport", "gimnasio", "gimnasio", "健身房", "ジム"),
    "bank": ("bank", "banque", "banco", "银行", "銀行"),
    "boss": (
        "boss",
        "manager",
        "line manager",
        "chef",
        "chefin",
        "vorgesetzter",
        "vorgesetzte",
        "patron",
        "patronne",
        "cheffe",
        "jefe",
        "jefa",
        "老板",
        "领导",
        "上司",
    ),
}
_CANONICAL = {word: role for role, words in _ROLES.items() for word in words}
_LATIN = sorted((w for w in _CANONICAL if w.isascii()), key=len, reverse=True)
_CJK = sorted((w for w in _CANONICAL if not w.isascii()), key=len, reverse=True)
_WORD = "(?P<role>" + "|".join(re.escape(w) for w in _LATIN) + ")"
_CJK_WORD = "(?P<role>" + "|".join(re.escape(w) for w in _CJK) + ")"

# Who they are: a name with a capital or a title ("Dr. Varga", "la doctora Ruiz").
_WHO = (
    r"(?:(?:dr|doctor|doc|prof|mr|mrs|ms|miss|herr|frau|madame|monsieur|mme|m|docteur|"
    r"doctora|senor|senora|sr|sra|la|el|le)\.?\s+)*(?-i:[A-Z])[\w'-]+"
)
_POSSESSIVE = r"(?:my|mein|meine|meinen|mon|ma|mi|our|unser|unsere|notre|nuestro|nuestra)"
_NEW = r"(?:new|current|neuer?|neuen|nouveau|nouvelle|nuev[oa]|actual)"


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


_STATED = re.compile(
    # "my dentist is Dr. Osei", "my new therapist's name is Jo", "mein Hausarzt ist Dr.
    # Brandt", "ma coiffeuse c'est Inès", "mi dentista es la doctora Ruiz", "new dentist:
    # Dr. Varga"; the possessive or "new" is needed ("the chef is Gordon" is a cook)
    rf"(?:^|(?<=[\s,.;:!?]))(?:{_POSSESSIVE}\s+(?:{_NEW}\s+)?|{_NEW}\s+){_WORD}(?:'s name)?"
    r"(?:\s+(?:is|heißt|heisst|ist|est|c'est|s'appelle|es|se llama|now|jetzt|maintenant|ahora)\b"
    r"|\s*[:=])+"
    rf"\s+{_WHO}",
    re.IGNORECASE,
)
# Chat written all in lower case names people in lower case too ("my manager is greg"): a
# single word ending the clause, that is not a word said of a person ("my boss is mean").
_STATED_LOWER = re.compile(
    rf"(?:^|(?<=[\s,.;:!?]))(?:{_POSSESSIVE}\s+(?:{_NEW}\s+)?|{_NEW}\s+){_WORD}(?:'s name)?"
    r"(?:\s+(?:is|now|called|named)\b)+"
    r"\s+(?P<who>[a-z][a-z'-]{1,15})(?=\s*(?:$|[,.;!?]|now\b|and\b|btw\b|lol\b))",
)
_NOT_LOWER_NAMES = _words(
    """
    a an the so very really super such quite pretty kinda sorta too not still also always
    never away off out on in at back gone here there leaving new nice great cool mean
    strict lovely amazing awesome terrible horrible awful fine ok okay busy young old tough
    chill annoying toxic good bad best worst fab brilliant sweet kind fair weird strange
    crazy lazy rude funny sick ill pregnant retiring changing different same moving
    french german english spanish italian american british
    """
)
_ADJECTIVE_ENDINGS = (
    "ful",
    "ous",
    "ive",
    "ing",
    "ed",
    "ic",
    "ble",
    "ent",
    "ant",
    "ish",
    "less",
    "est",
)
_SWITCHED = tuple(
    re.compile(source, re.IGNORECASE)
    for source in (
        # "switched dentists", "changed doctors", "got a new vet", "found a new hairdresser"
        rf"\b(?:switched|changed|swapped|switching|changing)\s+(?:(?:my|our)\s+)?{_WORD}s?\b"
        r"(?!\s+(?:days?|times?|schedule|hours|sessions?|slots?|appointments?|classes)\b)",
        rf"\b(?:got|found|have)\s+(?:a|an)\s+new\s+{_WORD}\b",
        # "I see a new therapist", "tengo nueva jefa", "j'ai une nouvelle coiffeuse", "ich
        # habe einen neuen Hausarzt" (not "the new manager at the shop")
        rf"(?<!the )(?<!la )(?<!el )(?<!le )(?<!der )(?<!die )(?<!das )"
        rf"\b(?:new|nuev[oa]|nouveau|nouvelle|neue[nr]?)\s+{_WORD}\b",
        # "Zahnarzt gewechselt", "hab den Zahnarzt gewechselt"
        rf"\b{_WORD}\s+gewechselt\b",
        # "j'ai changé de dentiste", "cambié de dentista"
        rf"\b(?:change|cambie|cambiado)\s+de\s+{_WORD}\b",
        # "我的牙医是王医生", "换了个牙医", "新的牙医叫…"
        rf"我的?新?{_CJK_WORD}(?:是|叫)",
        rf"换了?(?:个|一个|新的?)?{_CJK_WORD}",
        rf"新的?{_CJK_WORD}(?:是|叫)",
        # "かかりつけの歯医者は…", "新しい美容師は…", "歯医者を変えました"
        rf"(?:かかりつけの|新しい){_CJK_WORD}(?:は|が)",
        rf"{_CJK_WORD}を(?:変え|替え|かえ)",
        # said with no possessive, as Chinese and Japanese do: "歯医者は田中先生", "牙医是王医生"
        rf"^(?:私の|うちの|我的?)?{_CJK_WORD}(?:は|是|叫)[^、。，,]{{1,10}}?"
        r"(?:先生|さん|医生|大夫|医院|诊所|クリニック|歯科|病院)",
    )
)


def role_key(text: str) -> str | None:
    """``<role> name`` for a statement saying who serves the user in a one-at-a-time role
    (or that they changed who), else None. ``text`` is normalised (accents folded)."""
    m = _STATED.search(text)
    if m is None and not any(c.isupper() for c in text):
        lower = _STATED_LOWER.search(text)
        if lower is not None:
            who = lower.group("who")
            if who not in _NOT_LOWER_NAMES and not who.endswith(_ADJECTIVE_ENDINGS):
                m = lower
    for pattern in _SWITCHED:
        if m is not None:
            break
        m = pattern.search(text)
    if m is None:
        return None
    return f"{_CANONICAL[m.group('role').casefold()]} name"
