"""A topic handed over for removal: "<the thing with X> you can <remove>" (de, fr, es).

"ok das mit dem Veganer kannst du wieder wegmachen", "le coup du végan tu peux virer", "lo
de vegetariano ya lo puedes quitar". The user names a topic of their own with a topic frame
("das mit …", "die Sache mit …", "le truc du …", "l'histoire de …", "lo de …") and then gives
leave to remove it, with any verb of removal — not only the few the verb forms list. The
topic is the statement. A closed list of topic frames, of modals of leave and of removal
verbs; nothing else in between but adverbs of time and politeness.

The same topic frames with an imperative of removal, either order: "das mit der Diät vergiss
das bitte", "le truc du régime oublie ça", "Lo de mi embarazo, bórralo", "Den Teil mit …
bitte streichen", "Quita lo del bebé, lo perdimos", "Enlève le truc du bébé".
"""

from __future__ import annotations

import re
from dataclasses import dataclass

__all__ = ["HANDOVER_KEYS", "Handover", "handed_over"]


@dataclass(frozen=True)
class Handover:
    language: str
    start: int  # the topic: [start, end) of the text
    end: int
    # The topic is handed over: named first, then leave or an order to remove it ("das mit
    # X kannst du löschen", "das mit X, vergiss es"). An imperative before the topic
    # ("laisse tomber le truc de …") is also how a conversation is steered, so the caller
    # asks more of it.
    leave: bool = True


_TOPIC_END = r"[^,.;:!?\n]{2,60}?"
_PATTERNS = {
    "de": re.compile(
        r"(?<!\w)(?P<s>(?:das|die\s+sache|dieses\s+ding|dies\s+ding|den\s+teil|die\s+info|die\s+angabe)"
        rf"\s+(?:mit|über|zu|von)\s+{_TOPIC_END})\s*,?\s+(?:(?:das|den|die|es)\s+)?"
        r"(?:kannst|darfst|könntest|kannste|können\s+sie|dürfen\s+sie)\s+(?:du\s+)?"
        r"(?:(?:bitte|ruhig|jetzt|wieder|gern|gerne|auch|echt|einfach|dann)\s+)*"
        r"(?:(?:aus\s+\w+\s+\w+|raus)\s+)?(?:löschen|streichen|wegmachen|entfernen|vergessen"
        r"|rausnehmen|rausstreichen|weglassen|wegwerfen|wegtun|rauswerfen|killen)(?!\w)"
    ),
    "fr": re.compile(
        r"(?<![\w'])(?P<s>(?:le\s+truc|le\s+coup|l'histoire|l'info|la\s+partie|le\s+passage"
        r"|la\s+question|le\s+sujet)\s+(?:du|de\s+la|de\s+l'|des|de|d'|sur|avec)\s*"
        rf"{_TOPIC_END})\s*,?\s+(?:tu\s+peux|vous\s+pouvez)\s+(?:(?:le|la|l')\s*)?"
        r"(?:(?:maintenant|bien|aussi|carrément|direct)\s+)*"
        r"(?:virer|effacer|supprimer|oublier|enlever|retirer|rayer|jeter|zapper|dégager)(?![\w'])"
    ),
    "es": re.compile(
        r"(?<!\w)(?P<s>lo\s+de(?:l)?\s+" + _TOPIC_END + r")\s*,?\s+(?:(?:ya|también)\s+)?"
        r"(?:(?:lo|la)\s+)?(?:puedes|podés|puede|podéis)\s+(?:(?:ya|también)\s+)?"
        r"(?:borrar|quitar|eliminar|olvidar|tachar|sacar)(?:lo|la)?(?!\w)"
    ),
}
# The topic frames of each language, and the imperatives of removal.
_FRAME = {
    "de": r"(?:das|die\s+sache|dieses\s+ding|dies\s+ding|den\s+teil|die\s+info|die\s+angabe)"
    r"\s+(?:mit|über|zu|von)\s+",
    "fr": r"(?:le\s+truc|le\s+coup|l'histoire|l'info|la\s+partie|le\s+passage)\s+"
    r"(?:du|de\s+la|de\s+l'|des|de|d'|sur|avec)\s*",
    # (and what the user told: "lo que te conté de …", "eso de que …", "el tema de …")
    "es": r"(?:(?:lo|eso)\s+(?:(?:que|q)\s+te\s+(?:dije|conté|comenté|mencioné|expliqué)\s+)?"
    r"(?:de(?:l)?|sobre)|el\s+tema\s+de(?:l)?)\s+",
}
_ERASE = {
    "de": r"(?:vergiss|lösch|lösche|streich|streiche|entfern|entferne|nimm)",
    "fr": r"(?:oublie|efface|supprime|enlève|retire|raye|vire|laisse\s+tomber)",
    # (the stress mark an enclitic adds: "olvídalo", "bórralo", "quítalo")
    "es": r"(?:olv[ií]da|b[oó]rra|qu[ií]ta|elim[ií]na|s[aá]ca|t[aá]cha)",
}
_POINTER = {
    "de": r"(?:\s+(?:das|es|den|die|ihn|sie))?",
    "fr": r"(?:[-\s](?:le|la|les)|\s+ça)?",
    # (not from another place than memory: "bórralo del calendario" edits the work)
    "es": r"(?:lo|la|\s+eso)?"
    r"(?!\s+(?:del?|en)\s+(?!(?:tu|la|su)\s+memoria|(?:tus|sus)\s+recuerdos)\w)",
}
_INFINITIVE = {
    "de": r"(?:aus\s+(?:dem|deinem)\s+(?:speicher|gedächtnis)\s+)?"
    r"(?:streichen|löschen|vergessen|entfernen|rausnehmen)(?=\s*[.!]|\s*$)",
    "fr": r"à\s+(?:supprimer|effacer|oublier|enlever|retirer)",
    "es": r"(?:a\s+)?(?:borrar|quitar|eliminar|olvidar)(?=\s*[.!]|\s*$)",
}
_END = r"(?=\s*[,.;!?]|\s*$)"
_POLITE = (
    r"(?:(?:bitte|einfach|auch|doch|s'il\s+te\s+plaît|stp|svp|por\s+favor|porfa|ya|mejor|también"
    r"|simplemente)\s+)*"
)
_IMPERATIVE = {
    lang: re.compile(
        # "<topic>, vergiss das" / "<topic> oublie ça" / "<topic>, bitte streichen"
        rf"(?<![\w'])(?P<s>{_FRAME[lang]}{_TOPIC_END})\s*,?\s+{_POLITE}"
        rf"(?:{_ERASE[lang]}{_POINTER[lang]}(?![\w'])|{_INFINITIVE[lang]})"
        # "vergiss das mit X" / "enlève le truc du X" / "quita lo de X"
        rf"|(?<![\w']){_ERASE[lang]}\s+{_POLITE}(?P<t>{_FRAME[lang]}{_TOPIC_END})"
        rf"(?:\s+raus)?{_END}"
    )
    for lang in ("de", "fr", "es")
}
# A topic of the conversation, not of the user's life: "das mit der Frage", "le truc
# d'avant", "lo de antes".
_CONVERSATION = re.compile(
    r"(?<![\w'])(?:frage|nachricht|vorhin|eben|gerade|question|message|avant|tout\s+à\s+l'heure"
    r"|pregunta|mensaje|antes|hace\s+rato)(?![\w'])"
)

# The cue keys (first four letters) of the removal verbs and modals above that the
# detector's gate knows: a message with none of them is not read.
HANDOVER_KEYS = frozenset(
    (
        *("lösc", "stre", "entf", "verg", "wegm", "kann", "borr", "quit", "elim", "olvi"),
        *("tach", "pued", "effa", "supp", "oubl", "enle", "reti", "raye", "vire"),
        *("nimm", "enlè", "olví", "bórr", "quít", "sáca", "tách", "lais"),
    )
)


def handed_over(lowered: str) -> Handover | None:
    """The first topic handed over for removal, in de/fr/es."""
    for lang, pattern in _PATTERNS.items():
        found = pattern.search(lowered)
        if found is not None:
            return _topic(lang, found, "s", leave=True)
    for lang, pattern in _IMPERATIVE.items():
        found = pattern.search(lowered)
        if found is not None:
            # A topic named first and then dropped ("das mit X, vergiss es") hands it over;
            # an imperative before the topic ("laisse tomber le truc de …") also steers talk.
            first = found.group("s") is not None
            return _topic(lang, found, "s" if first else "t", leave=first)
    return None


def _topic(lang: str, found: re.Match[str], group: str, *, leave: bool) -> Handover | None:
    if _CONVERSATION.search(found.group(group)):
        return None
    return Handover(lang, found.start(group), found.end(group), leave=leave)
