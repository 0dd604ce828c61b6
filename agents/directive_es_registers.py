"""Spanish: the registers a verb of keeping or removal is said in, read as the plain verb.

Round 12.

Regional and social varieties put the same request in other verb forms; each is read as the
imperative the forms know, and the statement is still sliced from what the user wrote (the
detector's offset map). Closed word classes, each with the context that makes it a request:

- *the verb with its clitic of interest*: "guárdate que …", "guardame que …" (voseo and
  Mexican usage drop the accent), "guárdeme/guárdese …" (usted), "grabate de una vez que …",
  "apúntese que …". A reflexive or dative clitic on a verb of keeping marks the keeping as
  the assistant's own ("keep it for yourself / for me"); it counts before a complementizer,
  a cataphoric pointer or a colon, with politeness and adverbs of insistence between ("de
  una vez", "bien", "por favor"). "Guárdate tus comentarios", "guárdate de él" keep nothing.
- *removal with a dative clitic*: "bórrame lo de mi sueldo", "quítame mis datos", and the
  indicative asked as a request, as in every Spanish-speaking country ("¿me borrás lo de mi
  laburo?", "¿me quitas eso de mi ex?"); only before a topic of the user ("lo de", "mi",
  "eso de", "todo lo", "lo que te dije").
- *ustedes*: a support desk or a family is addressed in the plural ("recuerden que …",
  "tengan en cuenta que …", "bórrenme …"); read as the usted form.
- *the speaker as the object of keeping in mind*: "tenme en cuenta que …" ("keep in mind,
  about me, that …"), only before "que" ("tenme en cuenta para el partido" is no memory).
- *a formal nominal request*: "solicito la eliminación de …", "les pido la supresión de
  …", "solicito que eliminen …" is "borra …".
- *code-switching*: an English verb of keeping or removal before a Spanish function word
  ("please forget el nombre de …", "remember que …") is the Spanish verb.
- *the indicative with a dative and its pointer before a colon*: "me lo guarda por favor: …"
  (round 15), the Andean and Caribbean usted request.
- *the pseudo-cleft*: "lo que (sí) quiero que recuerdes (siempre) es que …", "lo que
  tienes que tener en cuenta es que …" puts the request in a relative and the statement
  after "es": it is "recuerda que …".

The detector gates each phrase by the first four letters of its rare words
(``ES_PHRASE_WORDS``).
"""

from __future__ import annotations

__all__ = ["ES_PHRASES", "ES_PHRASE_WORDS"]

# Politeness and insistence between a verb and its complement.
_BETWEEN = (
    r"(?:\s*,?\s*(?:por\s+favor|porfa|porfis|plis|pls|xfa|de\s+una\s+vez(?:\s+por\s+todas)?"
    r"|bien|siempre|también|tú|vos|usted|ahí|ahi|nomás|no\s+más|ya|pues|de\s+verdad|en\s+serio))*"
)
# What a verb of keeping must be followed by to be a request to keep a fact.
_TAG = r"(?:\s*,?\s*(?:po|pos|pue|pues|wey|güey|mano|bro|che|vos|tú|porfa|por\s+favor))+"
_KEPT = (
    r"(?=\s*,?\s*(?:que|esto|este\s+dato|esta\s+info(?:rmación)?|lo\s+siguiente)(?![\w])"
    rf"(?!{_TAG}\s*:)|\s*:)"
)
# A topic of the user after a verb of removal.
_TOPIC = (
    r"(?=\s+(?:lo\s+(?:de|del|que\s+te\s+(?:dije|conté|comenté|di))|mi|mis|eso\s+de|todo\s+lo"
    r"|todos\s+mis|todo\s+eso\s+de)(?![\w]))"
)
_KEEP_CLITIC = (
    r"(?:guárdate|guardate|guárdame|guardame|guardáme|guárdeme|guardeme|guárdese|guardese"
    r"|guárdense|guárdenme|grábate|grabate|grábame|grábese|apúntese|apuntese|anótese|anotese"
    r"|apúntenme|anótenme)"
)
# The plain imperatives of keeping, before a noun of information that resumes a fact.
_KEEP_PLAIN = (
    r"(?:guarda|guardá|guarde|apunta|apuntá|apunte|anota|anotá|anote|recuerda|recordá|recuerde"
    r"|memoriza|memorizá|memorice)"
)
_REMOVE_CLITIC = (
    r"(?:bórrame|borrame|borráme|bórreme|bórrenme|elimíname|eliminame|elimíneme|quítame|quíteme"
    r"|borren|eliminen|supriman)"
)
# The indicative asked as a request: "¿me borrás lo de …?"
_REMOVE_ASKED = r"me\s+(?:borrás|borras|eliminás|eliminas|quitás)"

# The formal letter's opening and the records named: "Por medio de la presente solicito
# que eliminen de sus registros …".
_FORMAL_LEAD = r"(?:por\s+(?:medio\s+de\s+)?la\s+presente\s*,?\s*)?"
_FROM_RECORDS = (
    r"(?:\s+de\s+(?:sus|tus|su|tu)\s+(?:registros|archivos|bases?\s+de\s+datos|sistemas"
    r"|servidores|ficheros))?"
)

ES_PHRASES: tuple[tuple[str, str], ...] = (
    (rf"{_KEEP_CLITIC}{_BETWEEN}{_KEPT}", "recuerda"),
    # (a tag between the pointer and the colon: "guárdate esto po: …", "anota esto, wey: …")
    (
        rf"{_KEEP_CLITIC}{_BETWEEN}\s+(?:esto|lo\s+siguiente){_TAG}(?=\s*:)",
        "recuerda esto",
    ),
    # (insistence between a pointer and the colon: "anotalo de una vez: odio el cilantro")
    (
        r"(?:anótalo|anotalo|anótatelo|anotatelo|apúntalo|apuntalo|apúntatelo|apuntatelo|guárdalo"
        r"|guardalo|guárdatelo|guardatelo|grabalo|grábatelo|grabatelo|recuérdalo|recordalo)"
        r"(?:\s*,?\s*(?:de\s+una\s+vez(?:\s+por\s+todas)?|por\s+favor|porfa|bien|ya|ahí|ahi))+(?=\s*:)",
        "anótalo",
    ),
    # (round 14: leaving it noted, "déjalo anotado: …", "…, déjatelo apuntado", "deja anotado
    # que …"; the participle names the keeping as "que quede anotado" does)
    (
        r"(?:déjalo|dejalo|déjatelo|dejatelo|déjamelo|dejamelo|déjelo|dejelo)\s+(?:bien\s+)?"
        r"(?:anotado|apuntado|guardado|grabado|registrado)",
        "anótalo",
    ),
    (
        r"(?:deja|dejá|déjate|dejate|déjame|dejame|deje|déjese)\s+(?:bien\s+)?(?:anotado|apuntado"
        r"|guardado|grabado|registrado)(?=\s*,?\s*(?:que|esto|lo\s+siguiente)(?![\w])|\s*:)",
        "anota",
    ),
    (rf"{_REMOVE_CLITIC}{_TOPIC}", "borra"),
    (rf"{_REMOVE_ASKED}{_TOPIC}", "puedes borrar"),
    # (a pointer to a piece of information after the fact: "…, guárdate ese dato"; round 13:
    # a definite noun of information resumes what was just said, "guárdate el nombre")
    (
        rf"(?:{_KEEP_CLITIC}|{_KEEP_PLAIN})\s+(?:(?:ese|este|el)\s+(?:dato|nombre|número|detalle)"
        rf"|(?:esa|esta|la)\s+(?:fecha|info|información|dirección))"
        rf"(?={_BETWEEN}\s*(?:[.!,;]|$))",
        "guárdalo",
    ),
    # (round 13: the indicative with a dative asked as a request, "me guarda que …", "¿me
    # apuntas que …?", as "me borrás lo de …" is for removal)
    (
        r"me\s+(?:guarda|guardas|guardás|apunta|apuntas|apuntás|anota|anotas|anotás)(?=\s+que\b)",
        "recuerda",
    ),
    # (round 15: the same with its pointer, before a colon: "le cuento y me lo guarda por
    # favor: …"; without the colon "me lo guarda" may report someone else's keeping)
    (
        r"me\s+lo\s+(?:guarda|guardas|guardás|apunta|apuntas|apuntás|anota|anotas|anotás)"
        rf"(?={_BETWEEN}\s*:)",
        "recuerda esto",
    ),
    # Round 13: the jussive of record, "que quede registrado (en tu memoria)": the fact kept
    # is what was just said, or what follows "que".
    (
        r"que\s+(?:se\s+)?quede\s+(?:bien\s+)?(?:registrad|guardad|anotad|apuntad)[oa](?=\s+que\b)",
        "recuerda",
    ),
    (
        r"que\s+(?:se\s+)?quede\s+(?:bien\s+)?(?:registrad|guardad|anotad|apuntad)[oa](?!\s+que\b)",
        "recuérdalo",
    ),
    # (round 13: the subjunctive with its clitic of interest and an anchor before "que": "que
    # me guardes para la próxima que …")
    (
        r"(?:me\s+|te\s+)?(?:guardes|guardaras|apuntes|anotes)(?=(?:\s+(?:para\s+la\s+próxima"
        r"(?:\s+vez)?|para\s+siempre|para\s+el\s+futuro|en\s+tu\s+memoria|bien|siempre))+\s+que\b)",
        "recuerdes",
    ),
    (r"recuerden(?=\s*,?\s*(?:que|esto|lo\s+siguiente)(?![\w])|\s*:)", "recuerde"),
    (r"(?:acuérdense|acuerdense)(?=\s+(?:de\s+)?que(?![\w]))", "acuérdese"),
    (
        r"tengan\s+(?:en\s+cuenta|presente)(?=\s*,?\s*(?:que|esto|lo\s+siguiente)(?![\w])|\s*:)",
        "tenga en cuenta",
    ),
    (r"(?:anoten|apunten|guarden)(?=\s+que(?![\w]))", "anote"),
    (
        r"(?:tenme|tenéme|téngame|tengame)\s+(?:en\s+cuenta|presente)(?=\s*,?\s*que(?![\w]))",
        "ten en cuenta",
    ),
    # (the rare words are the nouns of removal: "solicito" shares its letters with "solid")
    (
        rf"{_FORMAL_LEAD}(?:(?:le|les)\s+)?(?:solicito|solicitamos|pido|pedimos|requiero|exijo|ruego)"
        r"(?:\s+(?:formalmente|expresamente|por\s+la\s+presente))?\s+(?:la|el)\s+"
        r"(?:eliminación|supresión|borrado)\s+(?:inmediata\s+|inmediato\s+|definitiva\s+"
        rf"|definitivo\s+|total\s+|completa\s+|completo\s+)?de{_FROM_RECORDS}(?=\s)",
        "borra",
    ),
    (
        rf"{_FORMAL_LEAD}(?:(?:le|les)\s+)?(?:solicito|solicitamos|pido|pedimos|requiero|exijo|ruego)"
        rf"\s+que\s+(?:se\s+)?(?:eliminen|borren|supriman){_FROM_RECORDS}(?=\s)",
        "borra",
    ),
    # A second request joined by "y" without a comma opens a clause of its own, when the verb
    # can only be an imperative ("nada de emojis y además acuérdate de que soy fontanero";
    # not "recuerda", which is also "he remembers").
    (
        r"y(?:\s+(?:además|también|encima|de\s+paso))?\s+(?=(?:acuérdate|acordate"
        r"|olvídate|olvidate|apúntate|apuntate|anótate|anotate|guárdate|ten\s+en\s+cuenta"
        r"|tenlo\s+en\s+cuenta|no\s+te\s+olvides|no\s+olvides)(?![\w]))",
        ", y además ",
    ),
    # (round 13: and after "pero": "no es grave pero acuérdate de que …")
    (
        r"pero(?:\s+(?:eso\s+sí|igual|además|también|por\s+favor|porfa))?\s+(?=(?:acuérdate"
        r"|acordate|acuérdese|apúntate|apuntate|anótate|anotate|guárdate|ten\s+en\s+cuenta"
        r"|tenlo\s+en\s+cuenta|ten\s+presente|no\s+te\s+olvides|no\s+olvides)(?![\w]))",
        ", pero ",
    ),
    (r"remember(?=\s+(?:que|esto|eso|lo\s+de|mi|mis)(?![\w]))", "recuerda"),
    (r"forget(?=\s+(?:el|los|las|lo\s+de|lo\s+que|mi|mis|todo\s+lo)(?![\w]))", "olvida"),
    (
        r"lo\s+(?:único\s+|importante\s+)?que\s+(?:sí\s+|de\s+verdad\s+)?(?:(?:quiero|necesito"
        r"|te\s+pido|me\s+importa)\s+(?:de\s+verdad\s+)?que\s+(?:recuerdes|tengas\s+en\s+cuenta"
        r"|tengas\s+presente|sepas|no\s+olvides|guardes)|(?:tienes|debes)\s+que\s+(?:recordar"
        r"|tener\s+en\s+cuenta|tener\s+presente)|debes\s+recordar)"
        r"(?:\s+(?:siempre|bien|sí|de\s+mí|sobre\s+mí|para\s+siempre))*\s+es(?=\s+que(?![\w]))",
        "recuerda",
    ),
)

# The rare word of each phrase, by which the detector's gate finds it.
ES_PHRASE_WORDS = (
    " guárdate guardate guárdame guardame guardáme guárdeme guardeme guárdese guardese guárdense"
    " guárdenme grábate grabate grábame grábese apúntese apuntese anótese anotese"
    " apúntenme anótenme"
    " bórrame borrame borráme bórreme bórrenme elimíname eliminame elimíneme quítame quíteme"
    " borrás borras eliminás eliminas quitás borren eliminen supriman"
    " recuerden acuérdense acuerdense cuenta presente anoten apunten guarden"
    " tenme tenéme téngame tengame eliminación supresión borrado"
    " anótalo anotalo anótatelo anotatelo apúntalo apuntalo apúntatelo apuntatelo guárdalo guardalo"
    " guárdatelo guardatelo grábatelo grabatelo recuérdalo recordalo"
    " acuérdate acordate olvídate olvidate apúntate apuntate anótate anotate olvides"
    " remember forget recuerdes tengas sepas olvides guardes recordar quede guardas guardás"
    " apuntas apuntás anotas anotás guarda guardá apunta apuntá anota anotá"
    " déjalo dejalo déjatelo dejatelo déjamelo dejamelo déjelo dejelo deja dejá déjate dejate"
    " déjame dejame deje déjese"
)
