"""Who holds the user's money: the bank, each insurance policy, each pension plan.

A person banks with one main bank at a time, holds each kind of insurance with one insurer
and each pension plan with one provider; a new one named replaces the old ("moved
everything to <bank>, closed my old accounts", "bin jetzt bei der AOK", "j'ai clôturé mon
compte, maintenant c'est <banque>", "工资卡换成<银行>了"). Each is keyed by *which* one it is,
so the bank, the health insurer, the car insurer and the pension plan never replace one
another:

=========================  ================================================================
key                        recognised (en/zh/de/fr/es/ja)
=========================  ================================================================
``bank name``              I bank with / my bank is / I'm with <X> for checking / switched
                           banks / closed my <X> account / meine Bank ist / Konto bei /
                           Sparkasse, Volksbank / ma banque / mon compte au / je suis au
                           Crédit … / mi banco es / tengo la cuenta en / 工资卡 / 银行卡 /
                           我的银行 / メインバンク / 口座は
``insurance <kind>``       an insurer named for one kind of cover: health (Krankenkasse, the
                           German statutory funds by name, mutuelle, seguro médico, 医保,
                           健康保険), home (renters, contents, Hausrat, habitation, hogar,
                           火災保険), car, life, pet, travel, dental, liability
``pension <plan>``         a pension plan with its provider: 401k, IRA, workplace pension,
                           Riester, Rürup, Betriebsrente, PER, plan de pensiones, iDeCo,
                           个人养老金 ("401k is with <X>", "Riester läuft über die <X>")
=========================  ================================================================

``bank name`` is the key :mod:`agents.topic_roles` gives "my bank is …" and "switched
banks", so the frames read here and there update one another.

Only a provider named (or a change of provider) gives a key: "my bank charged me a fee",
"insurance is so expensive", "I work at a bank", "bank holiday", "food bank" get none, nor
does working for one ("ich arbeite bei der Sparkasse").

``text`` is normalised as :mod:`agents.topics` reads it (accents folded, case kept).
"""

from __future__ import annotations

import re

__all__ = ["PROVIDER_KEYS", "money_key", "switched_provider"]

# The keys a change of provider may update when it does not say which one it is.
PROVIDER_KEYS = ("bank name", "insurance *", "pension *")


def _r(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, re.IGNORECASE)


# A name after the frame: a capitalised word or an acronym (case-sensitive).
_NAME = r"(?:the |der |die |la |le |el |l')?(?-i:[A-Z0-9])"
_WORKS = _r(
    r"\b(?:i|we) (?:work|worked) (?:at|for|in)\b|\bworking (?:at|for|in)\b|\bmy job (?:at|with)\b|"
    r"\barbeite\w* (?:bei|in|fur)\b|\btravaille\w* (?:a|au|chez|pour|dans)\b|"
    r"\btrabaj\w* (?:en|para)\b|在\S{1,12}(?:工作|上班)|で働|に勤め|に入社|に就職"
)
_NOT_A_BANK = _r(
    r"\b(?:food ?bank|blood ?bank|bank holiday|river ?bank|sperm bank|power ?bank|bank ?robber\w*"
    r"|banco de alimentos|banque alimentaire|tafel)\b"
)
_BANK = _r(
    # the bank named by a frame
    rf"\bi bank (?:with|at)\b|\bmy (?:main |new |current )?bank(?: account)? is\b|"
    rf"\bbanking (?:with|at) {_NAME}|\bis my (?:main |new )?bank\b"
    rf"|\bfor (?:all )?(?:my )?banking\b|"
    rf"\b(?:i'm|i am|we're|im) (?:with|w) {_NAME}[\w&.-]*(?: [A-Z][\w&.-]*)? for (?:my )?"
    rf"(?:checking|savings|banking|current account|everything|my accounts?)\b|"
    rf"\b(?:checking|current|savings|bank) accounts? (?:is |are )?(?:with|at|w) {_NAME}|"
    rf"\b(?:switched|changed|moved) (?:banks|bank accounts?|my banking|(?:everything|all my "
    rf"(?:money|accounts?|banking)) (?:over )?to {_NAME})|\bclosed (?:my|the|our) "
    rf"(?:{_NAME}[\w&.-]* )?(?:bank )?accounts?\b|"
    # German: the bank's word, or an account held at it
    r"\bmeine (?:haus)?bank ist\b|\bbank gewechselt\b|\b(?:giro)?konto (?:ist )?(?:jetzt )?bei\b|"
    r"\b(?:ich bin|bin) (?:jetzt |seit \w+ )?bei (?:der|einer) (?:\w+ )?(?:sparkasse|volksbank|"
    r"raiffeisenbank|\w*bank)\b|"
    # French
    r"\bma banque (?:c'est|est|:)|\bchange de banque\b|\bmon compte (?:est |courant )?(?:au"
    r"|a la|chez)"
    r"\b|\bj'ai (?:cloture|ferme) mon compte\b|\bje suis (?:au|a la|chez) (?:credit|banque|caisse|"
    r"la banque|societe generale|la poste|bnp)\b|"
    # Spanish
    r"\bmi banco es\b|\bcambie de banco\b|\b(?:tengo|tenemos) (?:la|mi|las|mis) cuentas? "
    r"(?:en|con)\b|\bmi cuenta (?:esta |es )?(?:en|con)\b|\bestoy con (?:el |la )?(?:banco|caja|"
    r"caixa)\b|"
    # Chinese, Japanese
    r"工资卡|银行卡|储蓄卡|我的银行|开户行|主要用的银行|メインバンク|(?:銀行|口座)(?:は|を)|"
    r"(?:换成|换到|改用|用的是|办了)[\u4e00-\u9fff]{0,6}(?:银行|建行|工行|农行|中行|招行|交行)|"
    r"銀行(?:に|へ)(?:乗り換え|変え|移し)|"
    r"(?:银行|銀行)(?:换|変え|替え)"
)
# Kinds of insurance, one name each across the languages (folded).
_KINDS: tuple[tuple[str, re.Pattern[str]], ...] = tuple(
    (kind, _r(pattern))
    for kind, pattern in (
        (
            "health",
            r"\b(?:health|medical|kranken\w*|krankenkasse|mutuelle|sante|salud|medic[oa]|"
            r"(?-i:AOK|TK|DAK|IKK|BKK|KKH|HEK)|barmer)\b|医保|医疗险|医疗保险|健康保険|医療保険",
        ),
        (
            "home",
            r"\b(?:renters?'?s?|home(?:owners?'?s?)?|contents|house(?:hold)?|hausrat\w*|"
            r"wohngebaude\w*|habitation|hogar|vivienda)\b|家财险|房屋保险|火災保険|家財保険",
        ),
        (
            "car",
            r"\b(?:car|auto|motor|kfz|vehicle|coche|voiture)\b|车险|自動車保険|自動車|車両保険",
        ),
        ("life", r"\b(?:life|lebens\w*|vie|vida)\b|寿险|人寿|生命保険"),
        ("pet", r"\b(?:pet|tier\w*|animaux|mascotas?)\b|宠物险|ペット保険"),
        ("travel", r"\b(?:travel|reise\w*|voyage|viaje)\b|旅行险|旅行保険"),
        ("dental", r"\b(?:dental|zahn\w*|dentaire|dental)\b|牙科|歯科"),
        ("liability", r"\b(?:liability|haftpflicht\w*|responsabilite civile|rc)\b|責任保険"),
    )
)
_INSURANCE = _r(
    r"\b\w*(?:insurance|insurer|insured|versicher\w*|assurance|assure[e]?|assureur|mutuelle|"
    r"seguro|asegurad\w*|aseguradora|mutua|krankenkasse|kasse)\b|保险|保險|医保|保険"
)
# German statutory health funds said alone ("bin jetzt bei der AOK"): a closed set.
_DE_FUND = re.compile(r"\b(?:bei|zur|zu) (?:der |meiner )?(?:AOK|TK|DAK|IKK|BKK|KKH|HEK|Barmer)\b")
# An insurer named: a preposition and a name, a change, a cancellation.
_INSURER_NAMED = _r(
    rf"\b(?:is|are|with|w|at|through|thru|via|from|bei|uber|chez|avec|c'est|con|en|es)\s+{_NAME}"
    rf"|[:=]\s*{_NAME}"
    r"|\b(?:switched|changed|cancell?ed|moved|bundled|gewechselt|gekundigt|change|resilie|"
    r"cambie|cancele)\b|(?:换|换成|改成|是)[\u4e00-\u9fff\w]|(?:は|を"
    r"|に)[\u30a0-\u30ff\u4e00-\u9fff\w]"
    r"|(?-i:[A-Z]{2,})"
)
_PLANS: tuple[tuple[str, re.Pattern[str]], ...] = tuple(
    (plan, _r(pattern))
    for plan, pattern in (
        ("401k", r"\b401\(?k\)?|\b403\(?b\)?"),
        ("ira", r"\b(?:roth ira|roth|ira)\b"),
        ("riester", r"\briester\w*"),
        ("rurup", r"\brurup\w*"),
        ("ideco", r"\bideco\b|个人养老金"),
        (
            "workplace",
            r"\b(?:pension|betriebsrente|betriebliche altersvorsorge|bav|retraite complementaire|"
            r"(?-i:PER|PERCO)|plan de pensiones|plan de jubilacion|superannuation|super fund)\b"
            r"|养老金|企業年金|年金",
        ),
    )
)
_PROVIDER = _r(
    rf"\b(?:is|are|with|w|at|through|thru|via|in|bei|uber|chez|avec|en|con)\s+{_NAME}|"
    r"\b(?:rolled|moved|switched|transferred|gewechselt|transfere|traspase|cambie)\b|"
    r"(?:は|を)[\u30a0-\u30ff\u4e00-\u9fff\w]|(?:在|是)[\u4e00-\u9fff\w]"
)
# A question: its first sentence ends in a question mark ("soll ich zur TK wechseln? was
# meinst du", "should I switch to metric?").
_QUESTION = re.compile(r"^[^.!?。！？]*[?？]")


# A change to a named provider that does not say of what ("switched to Ally", "moved my
# accounts to Starling", "bin zur DKB gewechselt", "je suis passé chez Boursorama", "me pasé
# a ING", "换成招行了", "楽天に乗り換えました"): see :data:`PROVIDER_KEYS`.
_SWITCHED = _r(
    rf"\b(?:switched|changed|moved|went|transferred)(?: over)?(?: (?:my|all my|everything|it all)"
    rf"(?: \w+)?)? (?:to|over to) {_NAME}|\bnow (?:banking |insured )?with {_NAME}|"
    rf"\b(?:zur?|zum) {_NAME}[\w-]* gewechselt\b|\bgewechselt (?:zur?|zum) {_NAME}|"
    rf"\b(?:je suis passee?|on est passes?) (?:chez|a|au) {_NAME}|"
    rf"\bme (?:pase|cambie) (?:a|al) {_NAME}|"
    r"(?:换成|换到|转到|改用)[\u4e00-\u9fff\w]{2,8}了"
    r"|[\u30a0-\u30ff\u4e00-\u9fff\w]{2,10}に乗り換え"
)


def switched_provider(text: str) -> bool:
    """Does the statement change to a named provider without saying of what?"""
    return not _QUESTION.search(text) and _SWITCHED.search(text) is not None


def money_key(text: str) -> str | None:
    """``bank name``, ``insurance <kind>`` or ``pension <plan>`` (see the module docstring);
    None for anything else."""
    if _QUESTION.search(text) or _WORKS.search(text):
        return None
    return _insurance(text) or _pension(text) or _bank(text)


def _first(found: tuple[tuple[str, re.Pattern[str]], ...], text: str, end: int) -> str | None:
    hits = [(m.start(), name) for name, p in found if (m := p.search(text, 0, end)) is not None]
    return min(hits)[1] if hits else None


def _insurance(text: str) -> str | None:
    fund = _DE_FUND.search(text)
    if fund is not None:
        return "insurance health"
    word = _INSURANCE.search(text)
    if word is None or not _INSURER_NAMED.search(text):
        return None
    # the kind named first, before the word or in it ("renters with my car insurance",
    # "Krankenkasse", "seguro del coche"); German "versichert" alone is the health fund
    kind = _first(_KINDS, text, word.end()) or _first(_KINDS, text, len(text))
    if kind is None and word.group(0).casefold().startswith(("versichert", "kasse")):
        kind = "health"
    return f"insurance {kind}" if kind is not None else None


def _pension(text: str) -> str | None:
    plan = _first(_PLANS, text, len(text))
    if plan is None or not _PROVIDER.search(text):
        return None
    return f"pension {plan}"


def _bank(text: str) -> str | None:
    if _NOT_A_BANK.search(text) or not _BANK.search(text):
        return None
    return "bank name"
