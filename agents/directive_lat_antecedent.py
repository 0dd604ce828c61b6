"""What a pointer at the end of a long message points back at, in English, German and French.

A request that closes a story ("…so yeah that's her, keep her in mind next time",
"Das gilt bis Ende August, bitte merk's dir", "Voilà, c'est elle, pense à elle") points
at the fact told before it, and the detector took the words nearest to the verb: a
closing remark ("so yeah that's her", "Nur damit du Bescheid weißt", "C'est super
important"), an occasion ("when I ask you for recipes with her you need to know that"),
or the last sentence of a story that began one sentence earlier ("his name is Pretzel,
he's 6"). Three questions a reader asks of the text before a pointer decide instead:

- *Is the text next to the pointer content at all?* A closing remark, an evaluation, an
  occasion or purpose of the assistant's work, a clause about the conversation itself,
  or a clause that itself only points back ("you need to know that", "musst du das
  wissen", "il faut que tu le saches") carries no fact: the pointer reaches past it to
  the sentence before.
- *Is the sentence before a comment on the fact, not the fact?* A first-person past clause
  that takes the referent as a pronoun object ("I forgot it last year", "Letztes Jahr
  hab ich ihn verpennt", "Je l'ai zappé l'an dernier") is a story about the fact: the
  fact is the sentence before it.
- *Does the sentence taken go on from the one before?* A sentence that opens on a
  personal or demonstrative pronoun or an adverb of reference ("she does love …", "his
  name is …", "Sie liebt aber …", "Die heißen …", "Bis dahin …", "Par contre elle
  adore …") continues its antecedent, which is taken too (two sentences at most).

A person or a whole story may be the pointer itself: "remember him", "keep her in mind",
"behalt sie im Hinterkopf", "merk dir die beiden", "souviens-toi de lui", "pense à
elle", "keep all of this about her in mind", "das alles über sie" (:func:`person_pointer`).

Pure functions over the segmentation and the lower-cased text; called only for a verb
that points back, so ordinary chat pays nothing.
"""

from __future__ import annotations

import re

from agents.clauses import Clause, Segmentation

__all__ = ["antecedent", "changed", "person_antecedent", "person_pointer"]

Target = tuple[tuple[int, int], int, bool]  # (span, last clause index, postposed)

# --- the pointer itself -----------------------------------------------------------------

_PERSON = (
    r"him|her|them|them\s+both|both\s+of\s+them|the\s+two\s+of\s+them|the\s+two|those\s+two"
    r"|ihn|sie|die\s+beiden|die\s+zwei|beide|die|den"
    r"|lui|elle|eux|elles|les\s+deux|de\s+lui|d'elle|d'eux|à\s+lui|à\s+elle|à\s+eux"
)
_STORY = (
    r"ça|ca|cela|ceci|das|dies|this|all\s+(?:of\s+)?(?:this|that|it)|(?:das|dies)\s+alles|alles"
    r"|tout\s+ça|tout\s+cela|tout\s+ca"
)
_ABOUT = (
    r"\s+(?:about|on|regarding|über|von|sur|de|concernant)\s+(?:him|her|them|ihn|sie|ihm|ihr|lui"
    r"|elle|eux|elles)"
)
_ADJUNCT = (
    r"please|pls|plz|bitte|stp|svp|s'il\s+te\s+pla[iî]t|too|as\s+well|for\s+good|forever"
    r"|from\s+now\s+on|going\s+forward|for\s+the\s+future|in\s+(?:the\s+)?future|for\s+later"
    r"|ab\s+jetzt|ab\s+sofort|künftig|in\s+zukunft|für\s+später|einfach|mal|gut|auch"
    r"|désormais|dorénavant|à\s+l'avenir|pour\s+la\s+suite|aussi|bien"
    r"|in\s+(?:your\s+|ur\s+|the\s+back\s+of\s+your\s+)?(?:mind|memory|head)"
    r"|im\s+(?:kopf|hinterkopf|gedächtnis)|en\s+(?:tête|mémoire)|dans\s+(?:ta|votre)\s+(?:tête|mémoire)"
)
# After the pointer and its adjuncts: an occasion or a purpose, no statement of its own.
_OCCASION = (
    r"next\s+time|when|whenever|if\s+i|for\s+when|so\s+(?:that\s+)?(?:you|u|i)|because|cause"
    r"|wenn|sobald|falls|damit|weil|beim\s+nächsten|das\s+nächste\s+mal|nächstes\s+mal"
    r"|quand|lorsque|la\s+prochaine\s+fois|pour\s+que|afin|parce|car|si\s+je"
)
_PERSON_POINTER = re.compile(
    rf"(?:(?:{_PERSON})(?:{_ABOUT})?|(?:{_STORY})(?:{_ABOUT})?)"
    rf"(?:[\s,]+(?:{_ADJUNCT}))*(?:[\s,]+(?:{_OCCASION})(?![\w'])[^.!?]*)?[\s,.!?]*"
)


# Only the next occasion, no object at all: "la prochaine fois que je te demande …" (the
# object "ça" stood before it, inside the verb's own words).
_NEXT_OCCASION = re.compile(
    r"(?:next\s+time\s+(?:i|you|u|we)|la\s+prochaine\s+fois\s+(?:que|qu')|(?:beim|das)\s+nächste\s+mal"
    r"|nächstes\s+mal\s+wenn)(?![\w'])"
)


def person_pointer(text: str) -> bool:
    """Whether ``text`` (lower-cased words after or inside a verb of keeping) is a person
    or a whole story as the object, with only adjuncts and an occasion after it: "him
    pls", "her in mind next time I ask", "das alles über sie bitte ab jetzt", "de lui
    stp"."""
    text = text.strip(" ,")
    return _PERSON_POINTER.fullmatch(text) is not None or _NEXT_OCCASION.match(text) is not None


# --- what is no content next to a pointer ----------------------------------------------

_CONNECTIVE = (
    r"(?:(?:so|and|but|yeah|ok|okay|well|anyway|also|und|aber|also|na\s+ja|jedenfalls|et|mais"
    r"|donc|bref|bon|alors|enfin|du\s+coup)[\s,]+)*"
)
_NO_CONTENT = re.compile(
    rf"^{_CONNECTIVE}(?:"
    # a closing remark: "so yeah that's her", "that's all", "voilà, c'est elle", "das war's"
    r"yeah|so\s+yeah|that'?s\s+(?:her|him|them|it|all|the\s+story|everything)|there\s+you\s+go"
    r"|voilà|voila|c'est\s+(?:elle|lui|eux|tout|ça)|das\s+war'?s|das\s+(?:ist|wär'?s)\s+(?:sie|er|alles)"
    # why the speaker tells it: "just so you know", "nur damit du Bescheid weißt", "pour info"
    r"|just\s+so\s+(?:you|u)\s+know|(?:nur\s+)?damit\s+du(?:'s)?\s+(?:bescheid\s+)?weißt"
    r"|nur\s+dass\s+du'?s\s+weißt|pour\s+info|juste\s+pour\s+que\s+tu\s+(?:le\s+)?saches"
    # an evaluation: "it's super important", "das ist mega wichtig", "c'est très important"
    r"|(?:it'?s|this\s+is|that'?s|it\s+is|it\s+really)\s+(?:\w+\s+)?(?:important|crucial|serious"
    r"|matters)\b.*|(?:really\s+|very\s+|super\s+)?important"
    r"|(?:das\s+ist|ist)\s+(?:\w+\s+)?wichtig|(?:sehr|mega|super|echt)\s+wichtig"
    r"|c'est\s+(?:\w+\s+)?(?:important|grave|essentiel|primordial)|(?:très|super)\s+important"
    # a clause that only says why the speaker asks: "c'est pour ça", "that's why"
    r"|c'est\s+pour\s+ça|c'est\s+pour\s+cela|that'?s\s+why|das\s+ist\s+der\s+grund|darum|deshalb"
    # what the fact may be good for: "it might come in handy", "ça pourra servir"
    r"|(?:it|that)\s+(?:might|may|could|will)\s+(?:come\s+in\s+handy|be\s+useful|help)\b.*"
    r"|(?:ça|cela)\s+(?:pourra|peut|pourrait)\s+(?:servir|être\s+utile)\b.*"
    r"|(?:das\s+)?(?:kann|könnte)\s+(?:(?:mal|noch)\s+)*(?:nützlich|hilfreich|wichtig)\s+(?:sein|werden)\b.*"
    # the speaker's promise to say more: "I'll let you know when I'm back", "ich sag dir Bescheid"
    r"|i'?ll\s+(?:let\s+(?:you|u)\s+know|tell\s+(?:you|u)|update\s+(?:you|u))\b.*"
    r"|ich\s+(?:sag|sage)\s+(?:dir|euch)\s+(?:dann\s+)?bescheid\b.*|(?:ich\s+)?melde\s+mich\b.*"
    r"|je\s+te\s+(?:dirai|préviendrai|tiendrai\s+au\s+courant)\b.*"
    # the occasion of the assistant's work: "when I ask you for …", "wenn ich dich … frag"
    r"|(?:when(?:ever)?|next\s+time|every\s+time)\s+i\s+ask\b.*|(?:wenn|sobald)\s+ich\s+(?:dich\s+)?.*\bfrag[e']?"
    r"|(?:quand|lorsque|chaque\s+fois\s+que)\s+je\s+te\s+(?:demande|pose)\b.*"
    # the conversation itself: "most of what I ask you lately is about …"
    r"|(?:most\s+of\s+)?what\s+i\s+ask\s+(?:you|u)\b.*|(?:das\s+meiste|alles),?\s+was\s+ich\s+dich\s+.*"
    r"|(?:la\s+plupart\s+de\s+)?ce\s+que\s+je\s+te\s+demande\b.*"
    r")[\s,.!?]*$"
)


# A clause that itself only points back: "when I ask …, you need to know that", "…, musst
# du das wissen", "…, il faut que tu le saches" (looked for only when the clause ends so).
_POINTS_BACK = re.compile(
    r"(?<![\w'])(?:(?:you|u)\s+(?:need|have|should|must|gotta|will\s+need)\s+(?:to\s+)?know"
    r"\s+(?:that|this|it)|(?:musst|solltest|sollst)\s+du\s+(?:das|es|dies)\s+wissen"
    r"|du\s+(?:musst|solltest)\s+(?:das|es)\s+wissen|il\s+faut\s+que\s+(?:tu|vous)\s+(?:le|la)"
    r"\s+sach(?:es|iez)|tu\s+dois\s+le\s+savoir)$"
)
_BACK_ENDS = ("that", "this", "it", "wissen", "saches", "sachiez", "savoir")


def _no_content(text: str) -> bool:
    text = text.strip(" ,;:—–-….!?")
    if _NO_CONTENT.match(text) is not None:
        return True
    return text.endswith(_BACK_ENDS) and _POINTS_BACK.search(text) is not None


# A first-person past clause taking the referent as a pronoun object: a story about the
# fact ("I forgot it last year", "hab ich ihn verpennt", "je l'ai zappé").
_COMMENT = re.compile(
    r"\bi\s+(?:totally\s+|completely\s+)?(?:forgot|missed|lost|blew|messed\s+up|\w+ed)\s+(?:it|him|her|them)\b"
    r"|\b(?:hab|habe|hatte)\s+ich\s+(?:ihn|sie|es|den|die|das)\b|\bich\s+(?:hab|habe|hatte)\s+(?:ihn|sie|es)\b"
    r"|\bje\s+(?:l'|les\s+)(?:ai|avais)\b|\bj'(?:ai|avais)\s+(?:oublié|zappé|raté)\b"
)

# A sentence that goes on from the one before: a personal or demonstrative pronoun or an
# adverb of reference opens it.
_GOES_ON = re.compile(
    r"^(?:(?:and|but|also|though|plus|und|aber|auch|doch|et|mais|par\s+contre|en\s+plus|aussi"
    r"|d'ailleurs|du\s+coup)[\s,]+)?"
    r"(?:he|she|they|his|her|their|he's|she's|they're|until\s+then|till\s+then"
    r"|er|sie|ihr|ihre|sein|seine|bis\s+dahin|solange|dann"
    r"|il|elle|ils|elles|son|sa|ses|leur|leurs|jusque-là|d'ici\s+là)(?![\w'])"
)
# German "der/die/das" opens a sentence as a pronoun when a verb follows (lower case).
_DE_DEMONSTRATIVE = re.compile(r"^[Dd](?:er|ie|as|en|em)\s+(?=[a-zäöüß])")
_DE_ARTICLE = re.compile(r"^(?:der|die|das|den|dem)\s+")


def _goes_on(sentence_text: str, original: str) -> bool:
    if _GOES_ON.match(sentence_text):
        return True
    # "Die heißen …", "Das gilt bis …" (a pronoun), not "Die Zwillinge sind …" (an article)
    return _DE_ARTICLE.match(sentence_text) is not None and (
        _DE_DEMONSTRATIVE.match(original) is not None
    )


_MAX_BACK = 2  # sentences a pointer reaches back past the nearest one


_LANGUAGES = frozenset(("en", "de", "fr"))


def antecedent(
    target: Target,
    clause_index: int,
    seg: Segmentation,
    lowered: str,
    original: str,
    *,
    lang: str = "en",
) -> Target:
    """``target`` (what a pointer was read to point at) revised by the three questions of
    the module docstring; the same target when none applies or ``lang`` is not en/de/fr."""
    if lang not in _LANGUAGES:
        return target
    span, end_index, postposed = target
    pointer_sentence = seg.clauses[clause_index].sentence
    if not postposed:
        back = _back_from_nothing(span, clause_index, seg, lowered)
        if back is None:
            return target
        return antecedent((*back, True), clause_index, seg, lowered, original, lang=lang)
    taken = seg.clauses[seg.clause_at(span[0])].sentence
    start_sentence, start = taken, span[0]
    if taken == pointer_sentence:
        inside = [c for c in seg.clauses if span[0] <= c.start and c.end <= span[1]]
        if inside and all(_no_content(lowered[c.start : c.end]) for c in inside):
            previous = _usable(pointer_sentence - 1, seg, lowered)
            if previous is None:
                return target
            span, end_index = previous
            start_sentence, start = pointer_sentence - 1, span[0]
    elif _remark(taken, seg, lowered) and (earlier := _usable(taken - 1, seg, lowered)) is not None:
        span, end_index = earlier  # "…17 September. I forgot it last year … remember it"
        start_sentence, start = taken - 1, span[0]
    for _ in range(_MAX_BACK):
        head = lowered[start : start + 40]
        if not _goes_on(head, original[start : start + 40]):
            break
        previous = _usable(start_sentence - 1, seg, lowered)
        if previous is None:
            break
        start_sentence, start = start_sentence - 1, previous[0][0]
    return (start, span[1]), end_index, True


def _back_from_nothing(
    span: tuple[int, int], clause_index: int, seg: Segmentation, lowered: str
) -> tuple[tuple[int, int], int] | None:
    """What a pointer reaches back at when what follows it says nothing ("Please commit
    that to memory, it really matters whenever I ask …", "Keep this in mind for the next
    few months, I'll let you know when I'm back"): the content before it in its sentence,
    or the sentence before."""
    verb = seg.clauses[clause_index]
    ahead = [c for c in seg.clauses if span[0] <= c.start and c.end <= span[1]]
    if not ahead or ahead[0].start <= verb.start:
        return None
    if not all(_no_content(lowered[c.start : c.end]) for c in ahead):
        return None
    before = [
        c
        for c in seg.sentences[verb.sentence].clauses
        if c.end <= verb.start and not _no_content(lowered[c.start : c.end])
    ]
    before = _without_greeting(before, lowered)
    if before:
        return (before[0].start, before[-1].end), seg.clauses.index(before[-1])
    return _usable(verb.sentence - 1, seg, lowered)


def _remark(index: int, seg: Segmentation, lowered: str) -> bool:
    """A sentence that comments on the fact before it, or says nothing of its own."""
    sentence = seg.sentences[index]
    return _COMMENT.search(lowered[sentence.start : sentence.end]) is not None or all(
        _no_content(lowered[c.start : c.end]) for c in sentence.clauses
    )


def _usable(index: int, seg: Segmentation, lowered: str) -> tuple[tuple[int, int], int] | None:
    """The content of sentence ``index``: no question, no code or quote, no remark."""
    if index < 0:
        return None
    sentence = seg.sentences[index]
    if sentence.question or any(c.code or c.quoted for c in sentence.clauses):
        return None
    content = [c for c in sentence.clauses if not _no_content(lowered[c.start : c.end])]
    content = _without_greeting(content, lowered)
    if not content:
        return None
    last = content[-1]
    return (content[0].start, last.end), seg.clauses.index(last)


_GREETING = re.compile(
    r"^(?:hey|hi|hello|hallo|hi|servus|moin|salut|coucou|bonjour|bonsoir)(?:\s+\w+)?[\s,!.]*$"
    r"|^(?:sorry|sorry,?\s+(?:this|it)\s+(?:is|'s|will\s+be)\s+(?:long|a\s+lot)|this\s+is\s+long"
    r"|sorry,?\s+wird\s+lang|wird\s+lang|désolé,?\s+c'est\s+long|c'est\s+long)[\s,!.]*$"
)


def _without_greeting(clauses: list[Clause], lowered: str) -> list[Clause]:
    kept = list(clauses)
    while kept and _GREETING.match(lowered[kept[0].start : kept[0].end].strip()):
        kept.pop(0)
    return kept


# --- a person as what is to be forgotten ------------------------------------------------

# What the assistant keeps about someone named only by a pronoun: "him", "what you saved
# about him", "was du über ihn gespeichert hast", "ce que tu as gardé sur elle".
_PERSON_OBJECT = re.compile(
    r"(?:about|on|über|von|sur)\s+(?:him|her|them|ihn|sie|ihm|ihr|lui|elle|eux|elles)"
    r"|(?:(?:what|everything|anything|all|the\s+(?:stuff|info|bits?|things))\s+(?:that\s+)?"
    r"(?:you|u)(?:'ve|\s+have)?\s+(?:saved|stored|know|kept|have|remember|got|noted|learned)\s+"
    r"(?:about|on)\s+|(?:everything|anything|all|the\s+info|the\s+stuff)\s+(?:about|on)\s+)?"
    r"(?:him|her|them)"
    r"|(?:(?:alles,?\s+)?was\s+du\s+(?:(?:alles|so)\s+)?(?:über|von|zu)\s+|alles\s+(?:über|zu)\s+)?"
    r"(?:ihn|sie|ihm|ihr|die\s+beiden)(?:\s+(?:gespeichert|weißt|gemerkt|notiert|abgespeichert)"
    r"(?:\s+hast)?)?"
    r"|(?:(?:tout\s+)?ce\s+(?:que|qu')\s*(?:tu|vous)\s+(?:as|avez|sais|savez|connais|gardes?|retiens)"
    r"(?:\s+(?:gardé|retenu|enregistré|noté|stocké|mémorisé))?\s+(?:sur\s+|de\s+|à\s+propos\s+d(?:e\s+|'))"
    r"|tout\s+(?:sur|de)\s+)?(?:lui|elle|eux|elles)"
)
_POLITE_END = re.compile(
    r"(?:[\s,]+(?:please|pls|plz|bitte|stp|svp|s'il\s+te\s+pla[iî]t))*[\s,.!?]*$"
)


def person_antecedent(
    span: tuple[int, int], seg: Segmentation, lowered: str, original: str
) -> tuple[int, int] | None:
    """Where the person a forget object names by a pronoun was told of ("Pretzel passed
    away on Sunday. Please delete what you saved about him"): the content of the sentence
    before the object's (and the ones it goes on from), or ``None`` when the object is no
    such pronoun or nothing before names anyone."""
    text = lowered[span[0] : span[1]].strip(" ,")
    polite = _POLITE_END.search(text)
    core = text[: polite.start()] if polite is not None else text
    if _PERSON_OBJECT.fullmatch(core) is None:
        return None
    index = seg.clauses[seg.clause_at(span[0])].sentence
    previous = _usable(index - 1, seg, lowered)
    if previous is None:
        return None
    start_sentence, start = index - 1, previous[0][0]
    for _ in range(_MAX_BACK):
        if not _goes_on(lowered[start : start + 40], original[start : start + 40]):
            break
        earlier = _usable(start_sentence - 1, seg, lowered)
        if earlier is None:
            break
        start_sentence, start = start_sentence - 1, earlier[0][0]
    return start, previous[0][1]


# --- a change of the speaker's life next to a forget request ----------------------------

# The speaker's situation changed, said next to a forget object that has no first-person
# word: "Felix moved out, so you can forget the bit about cooking for 4", "oublie la limite
# des 50 €, j'ai eu une augmentation", "tu peux oublier le truc des repas pour 4, on est de
# nouveau trois". Closed word classes of change (moving, leaving, a raise, back to before).
_CHANGE = re.compile(
    r"(?<![\w'])(?:moved\s+(?:out|away|back)|passed\s+away|died|(?:i|we)\s+(?:quit|sold|left)"
    r"|broke\s+up|split\s+up|got\s+a\s+raise|got\s+promoted|it'?s\s+back\s+to|back\s+to\s+(?:the|just)"
    r"|retired|divorced|separated|graduated"
    r"|ausgezogen|weggezogen|umgezogen|gehaltserhöhung|wieder\s+(?:nur\s+)?(?:zu\s+)?(?:dritt|zweit|viert|allein)"
    r"|getrennt|in\s+rente|gestorben"
    r"|reparti|repartie|déménagé|augmentation|de\s+nouveau|à\s+nouveau"
    r"|séparés?|séparée?s?|à\s+la\s+retraite|décédée?)(?![\w'])"
)
_THEREFORE = re.compile(
    r"(?<![\w'])(?:so|and\s+so|donc|du\s+coup|alors|also|deshalb|daher|deswegen)[\s,]+"
    r"(?:[\w'-]+[\s,]+){0,4}$"
)
_CHANGE_WINDOW = 80


def changed(lowered: str, span: tuple[int, int]) -> bool:
    """Whether a change of the speaker's life is told right after a forget object, or
    right before its verb, joined to it by a consequence ("so", "donc", "also")."""
    if _CHANGE.search(lowered, span[1], span[1] + _CHANGE_WINDOW) is not None:
        return True
    head = lowered[max(0, span[0] - _CHANGE_WINDOW) : span[0]].rstrip() + " "
    therefore = _THEREFORE.search(head)
    return therefore is not None and _CHANGE.search(head, 0, therefore.start()) is not None
