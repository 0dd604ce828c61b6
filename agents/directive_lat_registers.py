"""en/de/fr: regional and situational request forms read as the plain verb (round 12).

The varieties of a language put a request for memory in forms the forms do not list; each
is read as the imperative they know, and the statement is still sliced from what the user
wrote (the detector's offset map, as for :mod:`agents.directive_es_registers`). Closed word
classes, each with the context that makes it a request:

- *the pseudo-cleft*: "what I need you to remember is that …", "the one thing you should
  remember: …", "was du dir merken sollst, ist, dass …", "ce que je veux que tu retiennes,
  c'est que …" put the request in a relative clause and the statement after the copula;
  it is "remember that …". A verb of knowing is not taken ("what I want you to know is
  that I'm grateful" keeps nothing).
- *an adverbial between a French verb of noting and its "que"*: "note une fois (Belgian)
  pour les prochaines fois que …", "enregistre donc (Québécois) que …", "note pour plus
  tard que …" is "note que …".
- *Belgian "savoir" for "pouvoir"* before a memory infinitive: "tu sais retenir que …?",
  "vous savez oublier …?" is "tu peux retenir …?".
- *Austrian and Bavarian forms*: "merk da" (dir), "behalt des im Hinterkopf".
- *the German infinitive as a request, with an adverbial before it*: "bitte für künftige
  Anfragen festhalten, dass …", "bitte im Kundenkonto vermerken, dass …", "speicher dir
  bitte dauerhaft ab, dass …", and "bitte merken" before a consequence ("…, bitte merken,
  dann …"); a topic released by "bitte (wieder) vergessen" ("Das Gespräch bei X bitte
  wieder vergessen, …") is "kannst du vergessen".
- *permission as a soft request*: "du kannst dir gern merken, dass …".
- *the record as the place of memory*: "store on my account notes that …", "put this in
  your file on me: …"; "all the stuff/info you've stored about …" is "the info about …";
  "toutes les données que vous avez sur …" is "tout ce que vous savez sur …".
- *a formal nominal request (GDPR register)*: "je demande la suppression de …" is "efface
  …" (the same class in Spanish is :mod:`agents.directive_es_registers`').
- *Singlish "can … already"*: "…, can forget already" (you can forget it now).
- *a span of future conversations after "note"*: "kindly note for all future conversations:
  …" is "note for later: …".

The detector gates each phrase by the first four letters of its rare words
(``LAT_PHRASE_WORDS``); a message with none of them pays nothing.
"""

from __future__ import annotations

__all__ = ["LAT_PHRASES", "LAT_PHRASE_WORDS"]

# --- pseudo-clefts ----------------------------------------------------------------------

_EN_KEEP = (
    r"(?:remember|keep\s+in\s+mind|hang\s+on(?:\s+to|to)|hold\s+on(?:\s+to|to)|retain|note"
    r"|store|save)"
)
_EN_LASTING = (
    r"(?:\s+(?:for\s+good|permanently|going\s+forward|from\s+now\s+on|long[-\s]term|forever"
    r"|for\s+(?:the\s+)?future|always))?"
)
# "what I need you to remember is (that) …", "the one thing you should remember: …": one
# regex (its first letters are a small set, so the search skips ahead), read as "remember".
_EN_CLEFT = (
    r"(?:what|the\s+(?:(?:one|main|only)\s+)?thing|one\s+thing)\s+(?:that\s+)?"
    r"(?:i\s+(?:really\s+|actually\s+)?(?:want|need|would\s+like)(?:\s+(?:you|u)\s+to)?"
    r"|i'd\s+(?:really\s+)?like\s+(?:you|u)\s+to"
    r"|(?:you|u)\s+(?:really\s+)?(?:should|need\s+to|must|have\s+to|gotta|ought\s+to))"
    rf"\s+(?:permanently\s+|really\s+|always\s+)?{_EN_KEEP}{_EN_LASTING}"
    r"(?:\s*,?\s+is(?:\s*:)?|(?=\s*[-–—:]))"
)
_DE_CLEFT = (
    r"was\s+(?:du\s+dir|sie\s+sich)\s+(?:(?:bitte|unbedingt|wirklich|dauerhaft|für\s+immer)\s+)*"
    r"merken\s+(?:sollst|solltest|musst|müssen|sollten)\s*,?\s+ist\s*,?\s*(?=da(?:ss|ß)\s)"
)
_FR_SUBJ = (
    r"(?:retiennes|reteniez|gardes\s+en\s+(?:tête|mémoire)|gardiez\s+en\s+(?:tête|mémoire)"
    r"|mémorises|mémorisiez|notes|notiez)"
)
_FR_INF = r"(?:retenir|garder\s+en\s+(?:tête|mémoire)|mémoriser|noter)"
_FR_CLEFT = (
    r"ce\s+(?:que|qu')\s*(?:(?:je\s+(?:veux|voudrais|souhaite)|j'aimerais|il\s+faut)\s+que\s+(?:tu|vous)"
    rf"\s+{_FR_SUBJ}|(?:tu\s+dois|vous\s+devez)\s+{_FR_INF})"
    r"(?:\s+(?:pour\s+de\s+vrai|vraiment|surtout|bien|pour\s+(?:la\s+suite|toujours|plus\s+tard)))*"
    r"\s*,?\s*c'est(?=\s+(?:que|qu')|\s*:)"
)

# --- French and German adverbials between a verb of noting and its clause ---------------

_FR_BETWEEN = (
    r"(?:une\s+fois|donc|bien|stp|svp|pour\s+(?:plus\s+tard|la\s+suite|l'avenir|le\s+futur"
    r"|toujours|de\s+bon|(?:les|la)\s+prochaines?\s+fois))(?:\s+(?:une\s+fois|donc|bien|stp|svp"
    r"|pour\s+(?:plus\s+tard|la\s+suite|l'avenir|le\s+futur|toujours|de\s+bon"
    r"|(?:les|la)\s+prochaines?\s+fois)))*"
)
_FR_MEMORY_INF = (
    r"(?:retenir|oublier|noter|enregistrer|effacer|supprimer|garder|mémoriser|l'oublier"
    r"|le\s+retenir|la\s+retenir|l'effacer|(?:te|vous)\s+(?:souvenir|rappeler))"
)
_DE_NOTE_INF = r"(?:festhalten|notieren|vermerken|merken|speichern|abspeichern|vormerken)"
_DE_PLACE = (
    r"(?:(?:für|in|im|bei|auf|zu|zur|zum)\s+(?:[^\W\d_]+\s+){1,3})"  # "für künftige Anfragen"
)

LAT_PHRASES: tuple[tuple[str, str], ...] = (
    (_EN_CLEFT, "remember"),
    (_DE_CLEFT, "merk dir, "),
    (_FR_CLEFT, "retiens"),
    (rf"(?:note|retiens|enregistre|mémorise)\s+{_FR_BETWEEN}(?=\s+(?:que\b|qu'))", "note"),
    (rf"(?:tu\s+sais|sais[-\s]tu)\s+(?={_FR_MEMORY_INF}(?![\w']))", "tu peux "),
    (rf"(?:vous\s+savez|savez[-\s]vous)\s+(?={_FR_MEMORY_INF}(?![\w']))", "vous pouvez "),
    (r"(?:souviens|rappelle)[-\s]toi\s+(?:de\s+)?(?:ça|ca|cela|ceci)", "retiens ça"),
    # Candour is no report: "Ehrlich gesagt wär's mir lieb, wenn …" is "Ehrlich, …" (the
    # word of saying would read as reported speech).
    (r"(?:ehrlich|offen)\s+gesagt(?=\s*,?\s)", "ehrlich"),
    # A person as the object of a verb of keeping points back at what was told about them
    # (:mod:`agents.directive_lat_antecedent`): "souviens-toi de lui", "pense à elle la
    # prochaine fois …", "merk ihn dir", "merk dir die beiden".
    (r"(?:souviens|rappelle)[-\s]toi\s+(?:de\s+|d')(?:lui|elle|eux|elles)(?![\w'])", "retiens ça"),
    (r"(?<![\w'])pense\s+(?:bien\s+)?à\s+(?:lui|elle|eux|elles)(?![\w'])", "retiens ça"),
    (r"merk(?:e)?\s+(?:ihn|sie|es|die\s+beiden|die\s+zwei)\s+dir(?![\w'])", "merk dir das"),
    # A topic handed over with an adverb or the place of memory between the modal and the
    # verb: "Die Kita kannst du (ruhig) aus deinem Gedächtnis streichen", "Meine Zeit in X
    # kannst du komplett abhaken", "Mes années à X, tu peux tout oublier".
    (
        r"(?<=\s)kannst\s+du\s+(?:(?:komplett|ganz|gern(?:e)?|ruhig|einfach|auch|gleich|getrost"
        r"|alles)\s+)*(?:aus\s+(?:deinem|dem)\s+(?:gedächtnis|speicher|kopf)\s+)?"
        r"(?:streichen|löschen|vergessen|abhaken)(?=\s*(?:[.!,;–—-]|$))",
        "kannst du vergessen",
    ),
    (r"(?<=,\s)tu\s+peux\s+tout\s+(?:oublier|effacer|supprimer)(?![\w'])", "tu peux les oublier"),
    # "Mets ça dans un coin de ta mémoire": the corner of memory is memory.
    (
        r"(?:mets|garde|range)[-\s](?:ça|ca|le|la|cela)\s+dans\s+un\s+coin\s+de\s+(?:ta|votre)"
        r"\s+(?:tête|mémoire)",
        "retiens ça",
    ),
    # A pointer topic before a German infinitive request: "Das bitte für alle künftigen
    # Rezepte im Kopf behalten, wenn …" is "merk dir das, wenn …".
    (
        r"(?<![\w'])das\s+bitte\s+(?:[^.!?,;]{1,60}?\s+)?(?:im\s+(?:hinter)?kopf\s+behalten|merken"
        r"|vormerken|notieren)(?=\s*(?:[.!,;]|$))",
        "merk dir das",
    ),
    # The German infinitive request with an adverb of permanence before it, or a purpose or
    # an occasion after it: "also bitte ein für alle Mal merken.", "Bitte merken, damit …".
    (
        r"(?:bitte\s+)?(?:(?:ein\s+für\s+alle\s+mal|dauerhaft|für\s+immer|unbedingt|gut|auch"
        r"|diesmal|endlich)\s+)+merken(?=\s*[.!]*\s*$)",
        "merk dir das",
    ),
    (
        r"(?<![\w'])bitte\s+(?:merken|vormerken)(?=\s*,\s*(?:damit|wenn|sobald|falls|weil|denn|dann"
        r"|sonst)(?![\w']))",
        "merk dir das",
    ),
    # Austrian and Bavarian: "merk da", "behalt des (bitte) im Hinterkopf".
    (
        r"merk(?:e)?\s+da(?=\s*[:,]|\s+(?:bitte|ab\s+jetzt|ab\s+sofort|dass|daß|mal|fei)\b)",
        "merk dir",
    ),
    (
        r"behalt(?:e)?\s+(?:des|das|dies|es)\s+(?:bitte\s+|a\s+|auch\s+)*im\s+(?:hinter)?kopf",
        "merk dir das",
    ),
    # (the adverbial is required: "kannst du dir bitte merken, dass" is the modal's)
    (rf"bitte\s+{_DE_PLACE}{_DE_NOTE_INF}(?=\s*,?\s*da(?:ss|ß)\s)", "merk dir"),
    (
        r"speicher(?:e)?\s+(?:dir\s+)?(?:(?:bitte|dauerhaft|für\s+immer|fest|mal)\s+)*ab"
        r"(?=\s*,?\s*da(?:ss|ß)\s)",
        "merk dir",
    ),
    (
        r"(?<=\w\s[–—-]\s)(?:bitte\s+)?(?:merken|merkn|vormerken)"
        r"(?=\s*[,;]\s*(?:dann|damit|so\s+dass|sodass|weil|denn)\b|\s+für\s)",
        "merk dir das",
    ),
    (
        r"(?<=,\s)(?:bitte\s+)?(?:merken|merkn|vormerken)(?=\s+für\s)",
        "merk dir das",
    ),
    (
        # (after a topic, not after the subject of a modal: "Könnten Sie bitte vergessen, …")
        r"(?<!\bsie\s)(?<!\bdu\s)(?<!\bihr\s)(?<!\bdir\s)(?<!\bsich\s)"
        r"bitte\s+(?:(?:wieder|einfach|auch|gleich|ganz)\s+)*(?:vergessen|löschen|streichen)"
        r"(?=\s*(?:[.!,;]|$))",
        "kannst du vergessen",
    ),
    (
        r"(?:du\s+kannst\s+dir|sie\s+können\s+sich)\s+(?:(?:gern(?:e)?|ruhig|auch|gleich|schon\s+mal"
        r"|mal)\s+)*(?:merken|notieren|vormerken)(?=\s*,?\s*da(?:ss|ß)\s)",
        "merk dir",
    ),
    # A span of future conversations after a verb of noting, before a colon ("Kindly note
    # for all future conversations: …").
    (
        r"note\s+for\s+(?:all\s+)?(?:our\s+|my\s+)?(?:future|upcoming|next|later)\s+(?:conversations"
        r"|chats|sessions|requests|questions|answers)(?=\s*:)",
        "note for later",
    ),
    # The record as the place of memory.
    (
        r"(?:store|save|put|add|keep|note|log)\s+(?:this\s+|that\s+|it\s+)?(?:on|in|to|into)\s+"
        r"(?:my\s+account(?:'s)?\s+(?:notes|file|records?)|(?:your|ur)\s+(?:notes|file|records?)"
        r"(?:\s+(?:on|about)\s+me)?)(?=\s+that\s|\s*:)",
        "remember",
    ),
    (
        r"(?:all\s+)?(?:the\s+)?(?:stuff|info|information|data|details|things)\s+(?:that\s+)?"
        r"(?:you'?ve|you\s+have|u\s+have|you|u)\s+(?:stored|saved|got|kept|collected|recorded|have"
        r"|hold)(?:\s+(?:on\s+(?:file|record)|in\s+(?:your\s+)?memory))?\s+(?=about\s|on\s+(?:my|me)\b)",
        "the info ",
    ),
    (
        r"(?:toutes\s+les|les)\s+(?:données|informations|infos)\s+(?:que|qu')\s*(?:vous|tu|on)\s+"
        r"(?:avez|as|a|détenez|détiens|conservez|gardes|gardez|stockez)"
        r"(?:\s+(?:enregistrées|stockées|gardées|conservées))?\s+(?=sur\s|à\s+propos|concernant)",
        "tout ce que tu sais ",
    ),
    # A German verb of removal before a bare relative clause of what the assistant keeps:
    # "Bitte lösch, was du über ihn gespeichert hast" is "lösch alles, was …".
    (
        r"(?:lösch(?:e)?|streich(?:e)?)\s*,\s*(?=was\s+du\s+(?:(?:alles|so)\s+)?(?:über|von|zu)\s)",
        "lösch alles, ",
    ),
    # The formal nominal request of removal.
    (
        r"je\s+(?:vous\s+)?(?:demande|réclame|souhaite|exige|sollicite)\s+(?:la\s+suppression|l'effacement)"
        r"\s+(?:de\s+|d')",
        "efface ",
    ),
    # (round 14) The tester who repeats the fact: "did you save that? if not, again: …",
    # "Hast du das gespeichert? Falls nicht nochmal: …", "tu l'as retenu ? sinon je répète : …".
    (
        r"(?:if\s+not|otherwise),?\s+(?:here\s+it\s+is\s+|here's\s+|i'll\s+say\s+it\s+|once\s+more\s+)?"
        r"(?:again|once\s+more)(?=\s*:)",
        "remember",
    ),
    (
        r"(?:falls|wenn|sonst)\s+nicht,?\s+(?:hier\s+)?(?:nochmal|noch\s+mal|noch\s+einmal)(?=\s*:)",
        "merk dir",
    ),
    (
        r"(?:sinon|si\s+non|si\s+c'est\s+pas\s+le\s+cas),?\s+(?:je\s+(?:te\s+le\s+)?répète|je\s+te\s+le\s+redis"
        r"|encore\s+une\s+fois|une\s+fois\s+de\s+plus)(?=\s*:)",
        "retiens",
    ),
    # (round 14) A German infinitive with its pointer after "bitte": "Bitte das neue merken",
    # "Bitte so abspeichern", "bitte immer dran denken".
    (
        r"(?<![\w'])bitte\s+(?:(?:das|dies|es|so|das\s+neue|die\s+neue|den\s+neuen)\s+)"
        r"(?:(?:so|auch|dauerhaft)\s+)?(?:abspeichern|speichern|merken|notieren|vormerken|festhalten"
        r"|übernehmen)(?=\s*(?:[.!,;]|$))",
        "merk dir das",
    ),
    (
        r"(?<![\w'])bitte\s+(?:(?:immer|auch|unbedingt|stets|jedes\s+mal|jedesmal)\s+)*(?:dran|daran)"
        r"\s+denken(?=\s*(?:[.!,;]|$))",
        "merk dir das",
    ),
    # (round 14) A topic named by a vague noun after a verb of removal, and then the change
    # that ended it: "you can drop the night shift stuff, I haven't done nights since April",
    # "clear the pescatarian thing. Full vegan now". "the X stuff/thing/bit" is the user's
    # topic, as "das mit X" and "le truc du X" are (:mod:`agents.directive_handover`).
    (
        r"(?:drop|clear|scrap|ditch|scratch|delete|remove|erase|forget)\s+the(?=\s+(?!(?:whole|entire"
        r"|other|last|first|same|next|previous|rest|formatting|code|intro)\b)(?:[\w'/-]+\s+){1,3}?"
        r"(?:stuff|thing|bit)(?:[\s,.;:!—–-]+(?:i|i've|i'm|i'd|we|we've|we're|not|no\s+longer|now"
        r"|full|that's\s+(?:over|done|old))(?![\w'])))",
        "delete my",
    ),
    # Singlish: "…, can forget already".
    (
        r"(?<=,\s)can\s+(?:forget|delete|remove|drop|clear)(?:\s+(?:it|that))?\s+(?:already|liao)",
        "you can forget it",
    ),
)

# The rare word of each phrase: the detector looks a phrase up by the first four letters.
LAT_PHRASE_WORDS = (
    " remember retain store save note retiens merken sollst retiennes reteniez mémorises gardes"
    " retenir noter enregistre mémorise oublier souviens rappelle merk behalt festhalten"
    " notieren vermerken speichern abspeichern vormerken speicher merkn vergessen löschen"
    " streichen données suppression l'effacement forget"
    " pense lösch streich abhaken coin behalten ehrlich"  # (round 13)
    " again falls sonst sinon abspeichern übernehmen denken drop ditch scrap"  # (round 14)
)
