"""Why a found "remember"/"forget" is still no memory request (en, de, fr).

The detector's verb rules find a directive verb opening its clause; some of those clauses
ask nothing of the assistant's memory. Checked once on the directive found, so ordinary
chat pays nothing. Each reason is a class of phrasings, in every language here:

- *the assistant's own commitment*: the statement's subject is the addressee and its verb
  a promise or an announced intention ("don't forget you promised me a poem", "vergiss
  nicht, du hast mir … versprochen", "n'oublie pas que tu m'as promis …", "remember you
  said you'd help me"): a reminder about the conversation, not a fact about the user;
- *the task's premise*: the statement says what the work is for ("remember, this is for a
  6 year old", "denk dran, das ist für Kinder", "c'est pour un enfant"; unless a lasting
  attribute of that person follows: "c'est pour ma fille, elle est en CE2") or names a detail
  of the work being done ("don't forget the apostrophe when you fix my letter");
- *a task in the same sentence*: a request for work opens the sentence and the memory verb
  is joined to it ("write a card for my granddaughter … and keep in mind she loves horses",
  "schreib … und denk dran, sie liebt Rosen"), and what is to be kept is not about the user:
  it is the brief of that task;
- *never mind*: a bare forget followed by the reason the question is moot ("oublie, c'est
  bon j'ai trouvé", "vergiss es, schon gut", "forget it, found it") or by the speaker
  coping alone ("bref oublie, je vais me débrouiller", "ach vergiss, ich mach das selbst",
  "forget, I'll figure it out");
- *the moment's constraint*: the statement limits the time of the present exchange ("keep
  in mind I only have 20 minutes for this, so give me the short version", "denk dran, ich
  hab nur 20 Minuten – gib mir die Kurzversion", "garde en tête que j'ai que 20 minutes,
  donc version courte"), and the answer is asked for right after it: a constraint on the
  answer, not a fact to keep. A habitual limit ("I only have 20 minutes to cook on
  weekdays") is the user's;
- *the output or the moment*: what is to be remembered is a thing to put in the piece of
  work being written ("don't forget to mention I led the project", "vergiss nicht, die
  Frist zu erwähnen", "n'oublie pas de préciser mon poste"), a cue the user wants during
  an activity under way ("remember to tell me when to add the garlic, I'm cooking along
  right now"), or a value needed in a moment ("merk dir die Zahlen, die brauchen wir
  gleich", "keep those numbers, we need them in a minute"); "always"/"immer"/"toujours"
  keeps it standing;
- *a title or a slogan*: the object is a capitalised name with its article, alone or judged
  ("Remember the Alamo!", "Remember the Titans is such a good movie");
- *reported instructions*: a standing marker inside what the user told someone else ("I
  told my husband from now on he does the washing up", "ich hab meinem Sohn gesagt, ab
  jetzt …", "j'ai dit à mon fils qu'à partir de maintenant …").
"""

from __future__ import annotations

import re

__all__ = ["not_a_request"]

_ADDRESSEE_COMMITMENT = re.compile(
    r"^\W*(?:that\s+)?(?:you|u)\s+(?:(?:already|just|still)\s+)?(?:promised|said\s+(?:you|u)(?:'d|\s+would|\s+will|'ll)"
    r"|were\s+going\s+to|owe\s+me|offered|agreed|told\s+me\s+(?:you|u)(?:'d|\s+would|'ll|\s+will))"
    r"|^\W*(?:dass\s+)?du\s+(?:hast\s+)?(?:mir\s+)?(?:(?:noch|schon|doch)\s+)*(?:\w+\s+){0,6}?"
    r"(?:versprochen|zugesagt|angeboten)(?!\w)"
    r"|^\W*(?:dass\s+)?du\s+(?:wolltest|schuldest\s+mir|wollt(?:e|est)\s+mir)"
    r"|^\W*(?:que\s+|qu')?tu\s+(?:m'as|nous\s+as)\s+(?:(?:déjà|bien)\s+)?(?:promis|proposé)"
    r"|^\W*(?:que\s+)?tu\s+(?:devais|allais|me\s+dois)(?![\w'])"
)
_PREMISE = re.compile(
    r"^\W*(?:this|it|that)(?:'s|\s+is|\s+will\s+be|\s+has\s+to\s+be)\s+(?:for|meant\s+for|aimed\s+at)\s"
    r"|^\W*(?:das|es|der\s+text|die\s+geschichte)\s+(?:ist|wird|soll)\s+(?:\w+\s+)?für\s"
    r"|^\W*(?:c'est|ce\s+sera|ça\s+doit\s+être|c'est\s+destiné)\s+(?:pour|à)\s"
)
# A lasting attribute of the person the work is for, after the premise ("c'est pour les
# devoirs de ma fille, elle est en CE2"): the premise carries a fact to keep.
_PERSON_FACT = re.compile(
    r"[,;]\s*(?:he|she|they|er|sie|il|elle|ils|elles)(?:'s|\s+(?:is|are|has|ist|hat|sind|est|a|sont"
    r"|geht|va))(?![\w'])"
)
# A detail of the work at hand: a bare noun phrase, then "when you fix my letter".
_WORK_DETAIL = re.compile(
    r"^\W*(?:the|a|an|das|den|die|der|le|la|les|l'|un|une)\s*(?:[\w'-]+\s+){0,3}?"
    r"(?:when|while|wenn|beim|quand|lorsque|en)\s+(?:you|u|du|tu)?\s*\w+\s+(?:my|meinen|meine|mein|ma|mon|mes)\s"
)
_TASK_OPENER = re.compile(
    r"^\W*(?:(?:hi|hey|hello|ok|okay|so|please|pls|can\s+you|could\s+you|bitte|kannst\s+du|hallo"
    r"|salut|bonjour|stp|peux[-\s]tu|tu\s+peux)[\s,!]+)*"
    r"(?:write|draft|make|create|plan|design|compose|translate|suggest|recommend|help\s+me"
    r"|give\s+me|come\s+up\s+with|prepare|generate|schreib\w*|entwirf|erstell\w*|mach\w*|plan\w*"
    r"|überse\w+|schlag\w*|gib\s+mir|hilf\s+mir|écri\w*|rédige\w*|fai[st]\w*|crée\w*|prépare\w*"
    r"|propose\w*|tradui\w*|aide[-\s]moi|donne[-\s]moi|planifie\w*)(?![\w'])"
)
_NOT_A_NOTE = re.compile(
    r"^\W*(?:write|schreib\w*|écri\w*)\s+(?:(?:this|that|it|das|es|ça)\s+)?(?:down|auf|note)"
)
_FIRST_PERSON = re.compile(
    r"(?<![\w'])(?:i|i'm|i've|i'd|me|my|mine|we|our|us|ich|mich|mir|mein\w*|wir|uns|unser\w*"
    r"|je|j'|moi|mon|ma|mes|nous|notre|nos)(?![\w'])"
)
_NEVER_MIND = re.compile(
    r"^\W*(?:c'est\s+bon|j'ai\s+trouvé|ça\s+y\s+est|pas\s+grave|tant\s+pis|laisse\s+tomber(?!\s+(?:l'|le\s|la\s|les\s|ce\s|cette\s|ces\s|mon\s|ma\s|mes\s))|c'est\s+réglé"
    r"|schon\s+gut|hab'?s\s+|habe?\s+es\s+gefunden|egal|hat\s+sich\s+erledigt|passt\s+schon"
    r"|never\s*mind|nvm|found\s+it|got\s+it|figured\s+it\s+out|no\s+worries|all\s+good|sorted"
    # the speaker will cope alone (round 14: "bref oublie, je vais me débrouiller", "forget
    # it, I'll figure it out", "vergiss es, ich mach das selbst")
    r"|je\s+(?:vais\s+)?(?:me\s+(?:débrouiller|débrouille|démerder|démerde)|(?:trouver|faire|chercher)"
    r"\s+(?:autrement|moi[-\s]même|seule?|tout\s+seule?)|m'en\s+(?:occuper|occupe|charger|sortir))"
    r"|i(?:'ll|\s+will|'m\s+gonna|\s+can)\s+(?:just\s+)?(?:manage|figure\s+it\s+out|sort\s+it(?:\s+out)?"
    r"|do\s+it\s+myself|handle\s+it|work\s+it\s+out|find\s+(?:it|another\s+way|out)|google\s+it|ask"
    r"\s+someone)"
    r"|ich\s+(?:mach|mache|schaff|schaffe|krieg|kriege|find|finde|kläre|klär)\s+(?:das|es|'s)\s+"
    r"(?:schon\s+)?(?:selbst|selber|alleine?|hin|raus|irgendwie))(?![\w'])"
)
_REPORTED = re.compile(
    r"^\W*(?:i\s+(?:told|asked)\s+(?:my|him|her|them|the|our)|ich\s+hab(?:e)?\s+(?:meine[mnr]?|ihm|ihr|ihnen|unsere[mnr]?)\s"
    r"|j'ai\s+dit\s+à\s+(?:mon|ma|mes|son|sa)\s)"
)
_SENTENCE_START = re.compile(r"[.!?\n]\s*")
_MOMENT = re.compile(
    r"(?<![\w'])(?:only\s+(?:have|got)\s+(?:like\s+|about\s+)?\d+\s*(?:min|mins|minutes?|hours?|h)"
    r"|(?:i'?m|i\s+am)\s+(?:in\s+a\s+(?:hurry|rush)|short\s+on\s+time)"
    r"|nur\s+(?:noch\s+)?(?:so\s+)?\d+\s*(?:min|minuten|stunden?)|(?:hab|habe)'?s\s+eilig"
    r"|(?:que|seulement|juste)\s+\d+\s*(?:min|minutes?|heures?)|je\s+suis\s+pressée?)(?![\w'])"
)
_HABIT = re.compile(
    r"(?<![\w'])(?:every|each|usually|always|on\s+weekdays|weekdays|jeden|jede|immer|meistens"
    r"|unter\s+der\s+woche|chaque|toujours|d'habitude|en\s+semaine|normalement)(?![\w'])"
)
# The answer asked for now: a request for it, or a question after the constraint.
_ANSWER_NOW = re.compile(
    r"\?|(?<![\w'])(?:give\s+me|gib\s+mir|donne[-\s]moi|short\s+version|quick\s+version"
    r"|kurzversion|kurzfassung|kurze\s+version|version\s+courte|réponse\s+courte|how\s+do\s+i"
    r"|wie\s+(?:ich|kann\s+ich)|comment\s+(?:je|faire))(?![\w'])"
)
_ANSWER_REACH = 160
_OUTPUT_VERB = re.compile(
    r"^(?:mention|include|add|cite|attach|sign|cc|list|put\s+in|say|thank|credit|highlight"
    r"|mentionner|préciser|ajouter|citer|joindre|signer|indiquer|remercier|mettre)(?![\w'])"
)
_OUTPUT_VERB_DE = re.compile(
    r"(?<![\w'])zu\s+(?:erwähnen|nennen|anhängen|einfügen|erwähnen|unterschreiben|schreiben|danken"
    r"|zitieren|ergänzen)\s*[.!]*$"
)
_TO_BEFORE = re.compile(r"(?:(?<![\w'])to|(?<![\w'])de|d')\s*$")
_CUE_NOW = re.compile(
    r"^(?:tell|remind|warn|ping)\s+me\s+when|^(?:let\s+me\s+know)\s+when"
    r"|^(?:sag|sage)\s+mir,?\s+wann|^(?:dis|préviens)[-\s]moi\s+quand"
)
_NOW = re.compile(
    r"(?<![\w'])(?:right\s+now|as\s+we\s+speak|currently|gerade|jetzt\s+gerade|grad"
    r"|en\s+ce\s+moment|là\s+maintenant)(?![\w'])|when\s+to\s|wann\s+ich\s|quand\s+(?:il\s+faut|je\s+dois)"
)
_NEEDED_NOW = re.compile(
    r"(?<![\w'])(?:(?:brauchen|brauch|brauche)\s+(?:wir|ich)\s+(?:\w+\s+)?(?:gleich|sofort|nachher)"
    r"|need\s+(?:them|it|those|that)\s+(?:right\s+away|in\s+a\s+(?:minute|sec|second|moment)|for\s+the\s+next\s+step)"
    r"|en\s+(?:a|aura)\s+besoin\s+(?:tout\s+de\s+suite|juste\s+après|dans\s+une\s+minute))(?![\w'])"
)


_NEED_HINT = re.compile(r"brauch|need|besoin")
_MOMENT_HINT = re.compile(r"only|nur|que |seulement|juste|hurry|rush|short on|eilig|press")


def _momentary(text: str, statement: str) -> bool:
    """A limit of the present exchange with the answer asked for right after it."""
    lowered = statement.lower()
    if _MOMENT_HINT.search(lowered) is None:
        return False  # the common case: no limit of time at all
    if _MOMENT.search(lowered) is None or _HABIT.search(lowered) is not None:
        return False
    at = text.find(statement)
    after = text[at : at + len(statement) + _ANSWER_REACH].lower() if at >= 0 else ""
    return _ANSWER_NOW.search(after) is not None


def _output_or_moment(text: str, statement: str) -> bool:
    """A thing to put in the work being written, a cue during an activity under way, or a
    value needed in a moment (see the module docstring). Cheap word tests go first: this
    runs on every directive found."""
    lowered = statement.lower()
    infinitive = lowered.startswith(("to ", "de ", "d'"))
    if infinitive:
        lowered = lowered[2 if lowered.startswith("d'") else 3 :].lstrip()
    head = lowered.split(None, 1)[0] if lowered else ""
    found = False
    if head in _OUTPUT_WORDS or head == "put":
        at = text.find(statement)
        before = "to" if infinitive else text[max(0, at - 12) : max(0, at)].lower()
        found = _OUTPUT_VERB.match(lowered) is not None and _TO_BEFORE.search(before) is not None
    elif "zu " in lowered:
        found = _OUTPUT_VERB_DE.search(lowered) is not None  # "die Frist zu erwähnen"
    elif head in _CUE_WORDS:
        found = _CUE_NOW.match(lowered) is not None and _NOW.search(text.lower()) is not None
    else:
        at = text.find(statement)
        if at >= 0:
            after = text[at + len(statement) : at + len(statement) + 60].lower()
            found = _NEED_HINT.search(after) is not None and _NEEDED_NOW.search(after) is not None
    # "always", "immer", "toujours" keep it standing
    return found and _HABIT.search(lowered) is None


_OUTPUT_WORDS = frozenset(
    [
        "mention",
        "include",
        "add",
        "cite",
        "attach",
        "sign",
        "cc",
        "list",
        "say",
        "thank",
        "credit",
        "highlight",
        "mentionner",
        "préciser",
        "ajouter",
        "citer",
        "joindre",
        "signer",
        "indiquer",
        "remercier",
        "mettre",
    ]
)
_CUE_WORDS = frozenset(("tell", "remind", "warn", "ping", "let", "sag", "sage", "dis", "préviens"))


# A statement of answer words and interjections only ("Non non, pas besoin de retenir
# ça", "No no, no need to remember that", "Nein nein, das musst du dir nicht merken"):
# the pointer points at nothing the user said about themselves.
_ONLY_INTERJECTIONS = re.compile(
    r"^(?:(?:no|nope|non|nein|nee|ne|ok|okay|oh|ah|eh|hmm+|bon|ben|ah\s+bon|ach|na|naja|well"
    r"|yes|yeah|oui|ja|d'accord|alright)[\s,.!?…]*)+$"
)


# A name with its article as the whole object, or judged by the next words ("Remember the
# Alamo!", "Remember the Titans is such a good movie"): a slogan or a title, nothing kept.
_TITLE = re.compile(
    r"^\W*the\s+(?:[A-Z][\w'-]*\s*){1,4}(?:[.!?]*$|(?:is|was|are|were)\s+(?:(?:such|so|a|an|the|my|one"
    r"|of|all[-\s]time|really|very)\s+){0,3}(?:good|great|classic|best|amazing|awesome|underrated|fun|sad"
    r"|favou?rite|movie|film|song|book|show|game|album))"
)


def _task_before(text: str, statement: str) -> bool:
    """A request for work opens the sentence that holds ``statement``, before it."""
    at = text.find(statement)
    if at <= 0:
        return False
    starts = [m.end() for m in _SENTENCE_START.finditer(text, 0, at)]
    head = text[starts[-1] if starts else 0 : at].lower()
    return _TASK_OPENER.match(head) is not None and _NOT_A_NOTE.match(head) is None


def not_a_request(action: str, form: str, statement: str, text: str) -> bool:
    """Whether the directive found (``action``, ``form``, ``statement`` in ``text``) asks
    nothing of the assistant's memory, for one of the reasons in the module docstring."""
    lowered = statement.lower()
    if _ONLY_INTERJECTIONS.match(lowered) is not None:
        return True
    if action == "forget":
        return _NEVER_MIND.match(lowered) is not None
    if form.startswith("standing") and _REPORTED.match(lowered) is not None:
        return True
    return (
        _momentary(text, statement)
        or _output_or_moment(text, statement)
        or _ADDRESSEE_COMMITMENT.match(lowered) is not None
        or (_TITLE.match(statement) is not None and _FIRST_PERSON.search(lowered) is None)
        or (_PREMISE.match(lowered) is not None and _PERSON_FACT.search(lowered) is None)
        or (_WORK_DETAIL.match(lowered) is not None and _FIRST_PERSON.match(lowered) is None)
        or (_FIRST_PERSON.search(lowered) is None and _task_before(text, statement))
    )
