"""What a statement about the user must not be: the rejections of :mod:`agents.facts`.

``rejected(statement, stripped, lang)`` is true of anything about the listener, a feeling
of the moment or a pleasantry, a quip, a hypothetical or a wish, the next minutes, a
reaction, a need of the moment, an empty announcement, someone close's one act, a guess,
a measure said for effect, what did not happen, a possibility with no time, a statement
that needs the conversation to be understood and one that ends unfinished, a label of
praise or blame said of oneself for effect ("I am a husk now", "Ich bin ein Wrack"), going
off to do something now ("I go make dinner") (see the
docstring of :mod:`agents.facts` for examples), and idle talk: a musing, a glance, talk
about the talk, an idiom of getting by, a routine that does not say what (see
:mod:`agents.facts_idle`). ``stripped`` is the statement from its
subject on, after fillers and a leading time.
"""

from __future__ import annotations

import re
from datetime import UTC, datetime

from agents.event_dates import resolve
from agents.facts_idle import empty_date, idle
from agents.word_count import count_words

__all__ = ["CONDITIONAL", "LISTENER", "REACTION", "rejected", "vague_event"]

LISTENER = {
    "en": re.compile(r"\b(?:you|your|yours|yourself|yourselves|ya|u|ur|y'all)\b", re.I),
    # "du", "dein" … in either case ("Deine Oma hätte ich gern kennengelernt"); "Sie" and
    # "Ihnen" only capitalised, "ihr" only in lower case ("Ihr Mann" is hers at the start)
    "de": re.compile(r"\b(?i:du|dich|dir|dein\w*|euch|euer|eure\w*)\b|\bihr\b|\bSie\b|\bIhnen\b"),
    "fr": re.compile(r"\b(?:tu|toi|te|t'|ton|ta|tes|vous|votre|vos)\b", re.I),
    # Spanish drops "tú": a verb in the second person after "me"/"nos" is the listener's
    # act ("me dejaste en visto", "me llevas en la moto"); "me mudé", "nos vamos" are not.
    "es": re.compile(
        r"\b(?:tú|tu|tus|te|ti|contigo|usted|ustedes|vosotros|vuestro\w*)\b"
        r"|\b(?:me|nos)\s+\w+(?:aste|iste|asteis|isteis|as|es)\b",
        re.I,
    ),
    "zh": re.compile(r"你|您"),
    "ja": re.compile(r"あなた|君|きみ|お前"),
}
# Feelings of the moment, pleasantries, hedges: never a durable fact.
_NOISE = {
    "en": re.compile(
        r"^(?:I(?:'m| am)\s+(?:so\s+|really\s+|just\s+|very\s+|super\s+|totally\s+|not\s+|"
        r"kinda\s+|kind of\s+|a bit\s+|a little\s+|pretty\s+|honestly\s+|still\s+)*"
        r"(?:glad|happy for|excited|so excited|thrilled|sorry|sure|not sure|afraid|fine|good|"
        r"great|ok|okay|alright|jealous|curious|kidding|joking|"
        r"impressed|proud of|touched|flattered|grateful|thankful|relieved|honored|honoured|"
        r"dying|screaming|crying|dead|weak|rooting|cheering|counting|looking forward|"
        r"listening|all ears|just saying|going to go|asleep|awake|"
        r"heading|leaving|signing off|about to|trying|wondering|hoping|guessing|"
        # thinking of doing something is a plan ("I'm thinking of moving to Leeds")
        r"thinking(?!\s+(?:of|about)\s+\w+ing\b)|"
        r"tired|exhausted|bored|hungry|sleepy|stressed|nervous|so nervous|worried|scared|anxious|"
        r"confused|shocked|speechless|sad|bummed|upset|annoyed|mad|amazed|surprised|"
        # "I'm back!", "I'm in": a word that ends the statement ("I'm back at the campus
        # bookstore 10 hrs a week" is a fact).
        r"(?:in|down|back|here|done|with|game|off|out|on it)\W*(?:now|again|lol|haha|too)?"
        r"\W*$)\b)"
        r"|^I(?:'ve|’ve| have)\s+(?:never\s+)?been\s+(?:so|this|that|really|super)\s+\w+"
        # one's posture or spot just now: "I'm sitting on the balcony", "I'm stuck in traffic"
        r"|^(?:I|we)(?:['’]m|['’]re| am| are)\s+(?:(?:just|currently|still|now)\s+)*"
        r"(?:sitting|lying|laying|standing|parked|stuck)\b"
        r"|^I(?:'ve|’ve| have)\s+been\s+(?:wondering|thinking|meaning|dying|waiting|checking|"
        r"refreshing|staring|praying|hoping|counting\s+down)\b"
        # a thought of the moment, whatever the adverb: "I never knew I could love anyone
        # this much", "I always thought he'd do something brave", "I finally knew what to do"
        r"|^I\s+(?:(?:never|always|finally|just|really|honestly|still|also|totally|kinda|"
        r"genuinely|actually|even|secretly)\s+)+(?:think|thought|knew|know|guess|hope|hoped|"
        r"wonder|wondered|believe|believed|realized|realised|imagined|expected|suspected|"
        r"figured)\b"
        # what keeps one busy just now: "I keep looking at the booking like it's not real"
        r"|^(?:I|we)\s+(?:(?:just|still|literally)\s+)*keep\s+(?:looking|thinking|checking|"
        r"staring|wondering|refreshing|pinching|smiling|grinning|laughing|crying|replaying|"
        r"reading\s+(?:it|your|the\s+message)|scrolling)\b"
        # better again, for now: "I'm better now thank God", "I'm feeling much better"
        r"|^I(?:['’]m|\s+am)\s+(?:(?:feeling|doing|now|already|so\s+much|much|a\s+lot|way|"
        r"loads|heaps|far|slightly|getting)\s+)*better\b(?!\s+(?:at|than|off)\b)"
        # giving up on a game of the talk: "no I give up"
        r"|^I\s+give\s+up\W*$"
        r"|^I\s+(?:think|thought|guess|hope|know|knew|mean|meant|feel|felt|agree|bet|wonder|"
        r"see|saw that|suppose|believe|understand|get it|remember when|promise|swear|"
        r"appreciate|miss you|owe|told|said|can't wait|cannot wait|can’t wait|would|could|"
        r"should|might|may|must|need to go|have to go|gotta|wish|wanna|want to see|"
        # wanting a thing is a wish of the moment ("I want a ticket"); wanting to become or
        # do something is a goal, and kept
        r"(?:really\s+|just\s+|never\s+|so\s+)*want\s+(?:a|an|the|some|more|one|another|"
        r"that|this|those|these)|never\s+want\s+to\s+see|"
        r"was wondering|was thinking|was just|just wanted|wanted to|'d|’d|"
        r"love that|love this|love it|like that|like this|like it|hate that|hate it|"
        r"loved that|loved it|doubt|totally|definitely|absolutely|laughed|lol|haha|"
        r"can imagine|can't imagine|can't believe|cannot believe|can relate|relate|"
        r"did not know|didn't know|don't know|dont know|had no idea|have no idea|"
        r"never thought|don't think|do not think|dunno|forgot to mention|just realized|"
        r"have news|have some news|have to tell|have a question|got news|"
        r"have to say|must say|gotta say|can tell|hear|heard|read that|'m sure|am sure|"
        # pleasantries of how things are going
        r"can['’]t complain|cannot complain|mustn['’]t grumble|can['’]t grumble)\b"
        r"|^I(?:'d|’d)\s+(?:love|like|rather|prefer|want|be|have|say|go|do|kill|pay|give)\b"
        r"|^we(?:\s+would|['’]d)\s+(?!(?:always|often|usually|never|sometimes)\b)"
        r"|^(?:we|we'll|we’ll)\s+(?:should|could|will see|'ll see|shall|must|need to catch up|"
        r"have to catch up)\b|^we'll see\b|^my\s+(?:bad|pleasure|god|goodness|gosh|heart|"
        r"condolences|thoughts)\b|^(?:me|my) too\b"
        # how one felt: "I was so tired yesterday", "we were gutted"
        r"|^(?:I|we)\s+(?:was|were|felt|feel)\s+(?:\w+\s+){0,2}(?:tired|exhausted|knackered|"
        r"wrecked|gutted|devastated|thrilled|stoked|nervous|scared|terrified|relieved|sad|"
        r"happy|excited|bored|sick|ill|hungover|starving|full|freezing|soaked|drenched|"
        r"shattered|buzzing|speechless|overwhelmed|emotional|proud|annoyed|furious|fuming|"
        r"stressed|anxious|lonely|homesick)(?:\s+\w+){0,2}\W*$",
        re.IGNORECASE,
    ),
    "zh": re.compile(
        # how one feels, said last: "我跟他妈在家干着急", "我心里还是有点怕"; not a lasting
        # fear ("我一直怕水")
        r"^我(?!.*(?:一直|从小|总是|每次))[^，。！？]{0,8}?(?:着急|怕|担心|紧张|难受|郁闷|焦虑|"
        r"崩溃|感动|激动|开心|高兴|伤心|难过|害怕|慌|无语|羡慕|舍不得|累|困|饿|烦|无聊)"
        r"(?:了|啊|呢|哈+|死了)?\W*$"
        r"|^我(?:也|都|真|太|好|很|超|特别|非常|真的|就|就是|还|可|当时|那时候?|刚才|其实|这么|那么)*"
        # what one said to someone: "我也这么跟自己说", "我跟她说等她长大了自己养"
        r"(?:(?:跟|和|对)[^，。！？]{1,4}?说|"
        r"(?:觉得|感觉|认为|想|猜|怕(?=我|他|她|它|自己|会|万一)|知道|明白|懂|理解|同意|希望|相信|祝|替|为|好|开心|高兴|激动|"
        r"羡慕|哈|笑|哭|服|佩服|去睡|先去|先走|先忙|得走|要走|要去忙|等|期待|好奇|担心|"
        r"看看|试试|会的|没事|也是|也一样|晕|靠|天|记住了|记下了|还好|不错|挺好|累|困|饿|"
        r"紧张|无语|震惊|感动|谢|说|问|听说|听|看到|去看看|查|刚看到|一直在想|在想))"
    ),
    "de": re.compile(
        r"^(?:ich\s+(?:bin\s+(?:so\s+|sehr\s+|echt\s+|total\s+)*(?:froh|gespannt|sicher|"
        r"neidisch|müde|traurig|stolz auf|dabei|gleich|weg|nervös|aufgeregt|fertig|"
        # chat drops the "-e" of the first person ("ich freu mich", "ich glaub"); "hätte" and
        # "wäre" wish or suppose ("Ich hätte lieber Blumen gehabt")
        r"kaputt|platt|halb tot|erleichtert|happy|glücklich|begeistert)|freue?|finde?|"
        r"glaube?|denke?|hoffe?|tippe?|wette?|hätte|wäre|"
        # what one says to someone, as English "I told" ("Ich sag meinem Mitbewohner …")
        r"sag|sage|sagte|erzähl|erzähle|frag|frage|"
        r"weiß|wünsche?|meine|würde|könnte|sollte|muss los|drücke?|versteh|verstehe|kann mir|"
        r"(?:hab|habe)\s+(?:echt\s+|auch\s+|einfach\s+|gar\s+)*keine\s+ahnung|"
        # news of others that one saw, read or heard: "Ich hab gesehen, der VfL hat verloren"
        r"(?:hab|habe)\s+(?:\w+\s+)?(?:gesehen|gelesen|gehört|mitbekommen)\W*(?:,|dass|der|die|"
        r"das|\w+\s+(?:hat|ist|sind|haben)))"
        r"|(?:\w+\s+){1,3}ich\s+(?:dir|dich|euch)|würde\s+ich)\b"
        # a supposition with the verb before its subject: "Würden wir irgendwann an die
        # Ostsee ziehen", "Die hätte ich gern kennengelernt"; a thought of the moment told
        # in the past, "Damals hab ich gedacht"; and news announced, not told yet: "Ich hab
        # noch eine gute Nachricht"
        r"|^(?:\w+\s+){0,3}(?:würde|würden|hätte|hätten|wäre|wären)\s+(?:ich|wir)\b"
        r"|^(?:(?:\w+\s+)?(?:hab|habe|hatte)\s+ich|ich\s+(?:hab|habe|hatte))\s+(?:\w+\s+){0,3}"
        r"(?:gedacht|überlegt)\W*$"
        r"|^(?:ich|wir)\s+(?:hab|habe|haben)\s+(?:(?:noch|auch|übrigens|da)\s+)*(?:eine|ne|"
        r"nen)\s+(?:(?:gute|schlechte|tolle|große|kleine|super)\s+)?(?:nachricht|neuigkeit)"
        r"(?:en)?\W*$"
        # how one feels, whatever the adverbs: "ich bin ziemlich aufgeregt", "ich war
        # immer halb tot"
        r"|^(?:ich|wir)\s+(?:bin|war|sind|waren)\s+(?:\w+\s+){0,3}(?:froh|gespannt|neidisch|"
        r"müde|traurig|nervös|aufgeregt|fertig|kaputt|platt|tot|erleichtert|happy|glücklich|"
        r"begeistert|sprachlos|gerührt|überwältigt|geschockt|gestresst|genervt|stolz)\W*$"
        # where one sits or lies just now: "Ich sitz hier und heul", "ich lieg grad im Bett"
        # ("ich sitz immer noch in der Schadenabteilung" is where one works)
        r"|^ich\s+(?:sitz|sitze|lieg|liege|steh|stehe|hock|hocke)\s+(?:\w+\s+)?"
        r"(?:hier|grad|grade|gerade|jetzt|im\s+(?:bett|zug|bus|auto)\b|(?:auf|an)\s+(?:\w+\s+){0,2}"
        r"(?:balkon|sofa|couch|terrasse|bett|strand))",
        re.IGNORECASE,
    ),
    "fr": re.compile(
        r"^(?:je\s+(?:suis\s+(?:tellement\s+|si\s+|trop\s+|très\s+)*(?:content|contente|"
        r"ravi|ravie|désolé|désolée|sûr|sûre|jaloux|jalouse|fatigué|fatiguée|impatient|"
        r"impatiente|gaga|crevé|crevée|épuisé|épuisée|stressé|stressée|ému|émue|soulagé|"
        r"soulagée)|"
        r"pense|crois|sais|trouve|comprends|espère|voudrais|voulais|vais y aller|dois y aller|"
        r"rêve|t'|te)|j['’](?:espère|imagine|adore ça|avoue|ai hâte|ai trop hâte|ai tellement hâte|"
        r"ai (?:toujours |tellement |trop )?rêvé))\b"
        # how one feels or felt, whatever the adverbs: "je suis déjà complètement gaga",
        # "j'étais au paradis"
        r"|^(?:je suis|j['’]étais|on est|on était)\s+(?:\w+\s+){0,3}(?:content|contente|ravie?|"
        r"gaga|crevée?|épuisée?|stressée?|émue?|soulagée?|fatiguée?|dégoûtée?|deg|choquée?|"
        r"au paradis|aux anges|au taquet|à fond|sur un nuage|mort|morte|ko|k\.o\.)\W*$",
        re.IGNORECASE,
    ),
    "es": re.compile(
        r"^(?:(?:yo\s+)?(?:estoy\s+(?:tan\s+|muy\s+|super\s+)*(?:content[oa]|feliz|segur[oa]|"
        r"emocionad[oa]|cansad[oa])|me alegro|creo|pienso|sé|espero|me imagino|supongo|"
        r"me encanta eso|me muero|me voy|te)|mi (?:amor|vida|pésame))\b",
        re.IGNORECASE,
    ),
    "ja": re.compile(r"^(?:私|僕|俺)(?:は|も)?(?:思|そう|楽しみ|嬉しい|うれしい)"),
}
# Liking a particular thing is an opinion of the moment, not a taste: "Ich mag die
# Stimmung", "Ich liebe die Truppe", "I love the vibe there"; a taste names a kind ("Ich mag
# Katzen", "I love hiking"). Not French or Spanish, which name kinds with the article too
# ("J'adore le fromage", "Me gusta el fútbol").
_LIKES_THE = {
    "en": re.compile(
        r"^(?:I|we)\s+(?:(?:really|just|also|totally|kinda|so|do)\s+)*(?:love|like|hate|adore|"
        r"enjoy|loved|liked|hated|enjoyed)\s+(?:the|this|that|these|those)\s+"
        r"(?!(?:outdoors|cold|heat|sun|snow|rain|sea|ocean|beach|mountains|city|countryside|"
        r"water|smell|sound|taste)\b)",
        re.IGNORECASE,
    ),
    "de": re.compile(
        r"^(?:ich|wir)\s+(?:(?:echt|total|einfach|auch|so|richtig)\s+)*(?:mag|mögen|liebe|"
        r"lieben|hasse|hassen|fand|finde)\s+(?:die|der|das|den|diese\w*)\s",
        re.IGNORECASE,
    ),
}
# How one is, softened, is how one is just now: "Je suis un peu malade", "J'ai un peu peur",
# "I'm like 70% fine", "Ich bin ein bisschen erkältet", "Estoy un poco cansada". A softener
# before a noun is a different thing ("I'm a bit of a night owl" is judged as a quip).
_SOFTENED_STATE = re.compile(
    r"^(?:I['’]m|I\s+am|I\s+feel|I\s+was|we['’]re|we\s+are|je\s+suis|j['’]ai|je\s+me\s+sens|"
    r"ich\s+bin|ich\s+f[üu]hl\w*\s+mich|wir\s+sind|(?:yo\s+)?estoy|me\s+siento)\s+"
    r"(?:(?:still|just|so|really|encore|toujours|noch|echt|todavía)\s+)*"
    r"(?:a\s+(?:bit|little|tad)|kinda|kind\s+of|sort\s+of|like\s+\d+\s*%|un\s+peu|"
    r"ein\s+bisschen|ein\s+bissl|etwas|leicht|un\s+poco|algo)\s+(?!of\b|de\b)"
    r"[^\W\d]+(?:\s+\w+)?\W*$",
    re.IGNORECASE,
)
# What one is, said in jest or by negation: "I'm a person of many talents", "We're a funny
# pair", "I am not a Viking", "I'm more of a Louis L'Amour man", "Wir sind ein schönes
# Paar"; and where one is for now: "I'm 600 miles away".
_SELF = r"^(?:I|we)(?:['’]m|['’]re|\s+am|\s+are)"
_LABEL_ADVERB = r"(?:just|basically|officially|now|such|a\s+total|truly|literally|still)"
_LABEL_TAIL = r"(?:\s+(?:now|again|today|tonight|lol|haha|at\s+this\s+point|tbh|honestly))*\W*$"
_QUIP = {
    "en": re.compile(
        r"^(?:I|we)(?:['’]m|['’]re|\s+am|\s+are|\s+was|\s+were)\s+(?:just\s+|basically\s+)?"
        r"(?:not\s+an?\b|more\s+of\s+an?\b|(?:a\s+)?(?:bit|kind|sort)\s+of\s+an?\b|"
        r"such\s+an?\b|an?\s+(?:\w+\s+)?(?:funny|total|complete|proper|real|terrible|awful|"
        r"hopeless|certified|absolute|person\s+of|\w+\s+freak)\b|(?:\w+\s+){0,3}away\W*$"
        # a reading of the moment: "I'm still at like 1300"
        r"|(?:still\s+|now\s+|only\s+)?at\s+(?:like\s+|about\s+|around\s+)?\d[\d,.]*\W*$)"
        # a label of praise or blame, said of oneself for effect: "I am a husk now", "I'm a
        # disgrace", "I'm a professional now" ("I'm a professional photographer" says work)
        rf"|{_SELF}\s+(?:{_LABEL_ADVERB}\s+)*(?:an?|such\s+an?|the)\s+(?:[\w'’-]+\s+)?"
        r"(?:husk|wreck|mess|zombie|disgrace|legend|genius|idiot|fool|disaster|menace|"
        r"nightmare|hero|champion|champ|pro|professional|natural|machine|beast|ghost|shell|"
        r"pair|duo|team|saint|monster|goblin|gremlin|potato|clown|joke)s?"
        rf"{_LABEL_TAIL}",
        re.IGNORECASE,
    ),
    "de": re.compile(
        r"^(?:ich\s+bin|wir\s+sind)\s+(?:\w+\s+)?(?:ein|eine|einer)\s+(?:schön|toll|lustig|"
        r"komisch|super|echt|richtig|total)\w*\s+\w+\W*$|^(?:ich\s+bin|wir\s+sind)\s+"
        r"(?:\w+\s+){0,3}(?:weg|entfernt)\W*$"
        r"|^(?:ich\s+bin|wir\s+sind)\s+(?:(?:jetzt|echt|total|nur\s+noch|so)\s+)*(?:ein|eine|"
        r"einer)\s+(?:\w+\s+)?(?:wrack|zombie|katastrophe|genie|legende|profi|held|heldin|"
        r"idiot|idiotin|schatten)(?:\s+(?:jetzt|gerade|grad|heute|mittlerweile))?\W*$",
        re.IGNORECASE,
    ),
    "fr": re.compile(
        r"^(?:je\s+suis|on\s+est|nous\s+sommes)\s+(?:pas|plutôt)\s+(?:un|une)\b"
        r"|^(?:je\s+suis|on\s+est)\s+(?:un|une)\s+(?:vraie?|sacrée?|drôle\s+de)\b"
        r"|^(?:je\s+suis|on\s+est)\s+(?:(?:devenue?|maintenant|officiellement|carrément)\s+)*"
        r"(?:un|une)\s+(?:\w+\s+)?(?:épave|loque|zombie|catastrophe|légende|génie|pro|"
        r"héros|héroïne|championne?)(?:\s+(?:maintenant|là|aujourd['’]hui))?\W*$",
        re.IGNORECASE,
    ),
    "es": re.compile(
        r"^(?:(?:yo\s+)?no\s+soy\s+(?:un|una)\b|somos\s+(?:un|una)\s+\w+\s+pareja)"
        r"|^(?:(?:yo\s+)?soy|estoy\s+hech[oa])\s+(?:(?:ya|ahora|oficialmente|todo)\s+)*"
        r"(?:un|una)\s+(?:\w+\s+)?(?:desastre|zombi|zombie|crack|genio|leyenda|máquina|"
        r"héroe|heroína|campeón|campeona|piltrafa|trapo)(?:\s+(?:ya|ahora|hoy))?\W*$",
        re.I,
    ),
}
CONDITIONAL = re.compile(
    # "quand"/"cuando"/"whenever" say when a habit happens ("je fais du kite quand il y a du
    # mistral"), not a hypothetical
    r"\b(?:if|unless|when you|wenn|falls|si|if need be|notfalls|im notfall|zur not|"
    r"au besoin|en cas de besoin|si hace falta|en caso de)\b|如果|要是|假如|万一|もし",
    re.IGNORECASE,
)
# A last word that leaves the statement unfinished.
# ("I got in", "we moved in": after a verb of arriving "in" and "on" are particles.)
_DANGLING = re.compile(
    r"(?<!\bgot )(?<!\bget )(?<!\bmoved )(?<!\bsettled )(?<!\bcarry )(?<!\bcarried )"
    r"\b(?:a|an|the|of|to|for|about|with|in|on|at|from|by|and|or|but|that|this|my|our|"
    # ("since" at the end is "ever since": "I've been going every Saturday since")
    r"is|are|was|am|be|been|so|very|really|just|like|than|as|into|because|never|"
    # (German "ein" ends a clause as a verb's particle, never as an article: "Ich ziehe am
    # 28. September ein")
    r"der|die|das|eine|und|oder|mit|für|von|zu|le|la|les|un|une|de|et|ou|el|los|las|"
    r"y|o|con|para|por|que|"
    # a conjunction whose clause was cut off: "I keep dropping stitches when"
    r"when|whenever|while|if|unless|until|whether|wenn|weil|dass|ob|quand|lorsque|parce|"
    r"cuando|porque|mientras|aunque)$",
    re.IGNORECASE,
)
_PRONOUN_OBJECT = re.compile(
    r"^I\s+(?:really\s+|totally\s+|just\s+|also\s+)*(?:love|like|hate|loved|liked|hated|"
    r"enjoy|enjoyed|need|needed|want|wanted|get|got|did|do|know|knew|mean)\s+"
    r"(?:that|this|it|those|these|them|one|so much|too)\b",
    re.IGNORECASE,
)
# "I'll try", "je vais venir squatter", "voy a hacer bacalao": what one will do, which is
# a plan only with a time (see ``rejected``).
_MODAL_FUTURE = {
    "en": re.compile(
        r"^I(?:'ll|’ll|\s+will|\s+won't|\s+won’t|'m gonna|’m gonna|'m going to|’m going to|"
        r"\s+am going to)\b",
        re.IGNORECASE,
    ),
    # what one wants is a plan only with a time too: "Ich will ein Foto" is a wish of the
    # moment, "Ich will im Sommer nach Japan" a plan
    "de": re.compile(
        r"^(?:ich|wir)\s+(?:werde|werden|will|wollen|möchte|möchten|möcht)\b", re.IGNORECASE
    ),
    # "je vais" before a place is where one goes ("je vais au boulot à vélo"), not a future
    "fr": re.compile(
        r"^(?:je|j['’]|on|nous)\s*(?:vais|va|allons)\s+(?!être\b)"
        r"(?!(?:à|au|aux|en|chez|dans|sur)\b)\w",
        re.IGNORECASE,
    ),
    # "voy a yoga" is where one goes; "voy a hacer bacalao" what one will do
    "es": re.compile(
        r"^(?:(?:yo|nosotros)\s+)?(?:voy|vamos)\s+a\s+(?:\w+\s+)?\w+(?:ar|er|ir)(?:me|te|se|lo|la)?\b",
        re.IGNORECASE,
    ),
}
# What is said of the next minutes: a decision taken in the talk ("那我带点胃药过去", "那我
# 还是少吃点"), a sign-off ("好了我要去接单了"), a suggestion ("我们打个车就行"), a task
# waiting ("I've got a show to call", "I've got a lesson in 10").
_NEXT_MINUTES = {
    "en": re.compile(
        r"^(?:I|we)(?:['’]ve| have)?\s+got\s+(?:an?\s+|some\s+|the\s+)?(?:\w+\s+)?\w+\s+to\s+"
        r"(?!be\b)\w+(?:\s+\w+)?\W*$|\bin\s+\d{1,2}\W*$"
        # going off to do something now, as learners write it: "I go make dinner", "I go lie
        # down"; not a habit ("I go swim every morning")
        r"|^(?:I|we)\s+(?:(?:now|just|quickly|gonna)\s+)*go\s+(?:and\s+)?(?:make|cook|eat|"
        r"sleep|lie|lay|rest|shower|get|grab|have|take|feed|walk|put|pick|fetch|finish|"
        r"clean|wash|check|call|watch|buy|do|try|find|help)\b"
        r"(?!.*\b(?:every|each|always|usually|often|sometimes|twice|once)\b)",
        re.IGNORECASE,
    ),
    "zh": re.compile(
        r"^(?:好了|行了|不说了|先这样|那|那就|那我就)[，,\s]*我|(?:就行|就好|就可以了|算了)\W*$"
        # "我要审核一下": a moment's doing
        r"|^我们?(?:要|得|先|去|来)[^，。！？]{0,6}一下\W*$"
    ),
}
# Words that only point back at what was said before: "我们家黄俊也是", "我们报了同一个
# 班", "I got him in 10th grade", "Did a 14 hr one saturday": without the conversation
# nobody can tell who or what.
_NEEDS_CONTEXT = {
    "en": re.compile(
        # an auxiliary with its verb left out answers the other: "I did actually! last
        # weekend", "We have, twice"
        r"^(?:I|we)\s+(?:did|do|have|had|was|were|am|are|will|can|could)(?:n['’]t|\s+not)?"
        r"(?:\s+(?:actually|too|so|though|already|indeed|once|twice|lol|haha))*\s*(?:[!.,?]|$)"
        r"|\b(?:the same(?: thing| way)?|that one|this one|the other one|same here|likewise)"
        r"\W*$|^[^.!?]*\b(?:an?|the)\s+(?:[\w-]+\s+){0,3}one\b(?!-|\s+of\b)"
        # a pronoun as the verb's object; not "her place" (hers), not "calling it Inti"
        r"|^(?:I|we)(?:['’](?:ve|d|m|re))?(?:\s+(?:have|had|was|were|am|are|been|just|also|"
        r"still|finally|already|then|never|\w+ly|to|need\s+to|want\s+to))*"
        r"\s+(?!(?:is|was|it|a|an|the)\b)\w+\s+"
        r"(?:it|him|them|one|her(?=\s+(?:in|into|on|at|to|for|with|from|up|out|off|back|"
        r"over|a|the)\b|\W*$))\b(?!-|\s+(?-i:[A-Z]))"
        # "that" or "this" standing for what was said: "I'm taking that as a win"
        r"|^(?:I|we)(?:['’](?:ve|d|m|re))?(?:\s+(?:have|had|was|were|am|are|been|just|also|"
        r"still|totally|\w+ly))*\s+(?!(?:is|was|like|love|hate|that)\b)\w+\s+(?:that|this)"
        r"(?=\s+(?:as|with|to|for|in|on|into|back|up|out|off|personally|seriously|"
        r"literally)\b)",
        re.IGNORECASE,
    ),
    "zh": re.compile(
        r"(?:也是|也一样|都一样|一样|也这样|都这样|也差不多|差不多)\W*$|同一[个家所位间]"
    ),
    # a pronoun as the object of a perfect, as in English: "Ich hab sie zuletzt gesehen",
    # "Ich hab ihn mir angeguckt" (French "je l'ai adopté" was measured: it dropped facts)
    "de": re.compile(
        r"\b(?:auch so|genauso|ebenso|das gleiche|das Gleiche|dasselbe)\W*$"
        r"|^(?:ich|wir)\s+(?:hab|habe|haben|hatte|hatten)\s+(?:ihn|sie|es|ihm|ihnen)\b"
        r"(?:\s+\w+){0,3}\s+(?:ge\w+(?:t|en)|\w+ge\w+(?:t|en)|\w+iert)\W*$",
        re.IGNORECASE,
    ),
    "fr": re.compile(r"\b(?:pareil|la même chose|de même)\W*$", re.IGNORECASE),
    # "(pues) me encanta, de verdad": liking what the other said, with nothing named
    "es": re.compile(
        r"\b(?:lo mismo|igual)\W*$|^(?:(?:pues|bueno|ay)\s+)?(?:me|nos)\s+(?:encanta|encantó|"
        r"gusta|gustó|flipa|flipó)(?:\s+(?:mucho|muchísimo|un montón))?\s*(?:[,.!]|$)",
        re.IGNORECASE,
    ),
}
# The moment, not the person: a reaction ("I cried", "我当场就哭了"), a need or duty of the
# moment ("I need to pack", "ich muss jetzt in die Bib"), or an announcement whose object
# says nothing yet ("I have a big update", "I made a decision", "我有个好消息"). Searched
# anywhere in the statement for reactions; at its head for the other two.
# Reactions count only as the statement's own verb, near its head ("I cried at mile 25"),
# not inside a longer account ("my mum came down from Newcastle and cried").
_HEAD = r"^\W*(?:\w+[\s'’]+){0,3}?"
REACTION = {
    "en": re.compile(
        _HEAD + r"(?:cried|cry|crying|sobbed|sobbing|screamed|screaming|yelled|laughed|laughing|"
        r"giggled|teared up|passed out|freaked out|lost it|made me cry|bawled|squealed)\b"
        # the body's reaction of the moment: "I'm getting goosebumps", "I had chills"
        r"|^(?:I|we)\b[^,.!?]{0,20}?\b(?:goosebumps|goose\s+bumps|chills|shivers|"
        r"tears\s+in\s+my\s+eyes|shaking|trembling)\b"
        # a degree and nothing else: "I'm learning so much", "we laughed a lot"
        r"|^(?:I|we)(?:['’]m|['’]re| am| are|['’]ve been| have been)?\s+(?:\w+\s+)?\w+\s+"
        r"(?:so much|so many things|a lot|a ton|tons|loads|like crazy)\W*$",
        re.IGNORECASE,
    ),
    "de": re.compile(
        # German puts the participle last: "… und bin durch die ganze WG gehüpft".
        r"(?:" + _HEAD + r"|\b)(?:geweint|weine|wein|weinte|geheult|heule|heul|geschrien|gelacht|"
        r"ausgeflippt|gehüpft|gekreischt)\b(?:(?:\s+\w+){0,2}\W*$)?"
        r"|\b(?:gänsehaut|tränen\s+in\s+den\s+augen|pipi\s+in\s+den\s+augen)\b",
        re.IGNORECASE,
    ),
    "fr": re.compile(
        _HEAD + r"(?:pleuré|pleure|pleurais|crié|hurlé|rigolé|chialé|tremblais|tremble|tremblé)\b"
        r"|\b(?:des\s+frissons|la\s+chair\s+de\s+poule|les\s+larmes\s+aux\s+yeux)\b",
        re.IGNORECASE,
    ),
    "es": re.compile(
        _HEAD + r"(?:lloré|llorado|llorando|lloro|grité|gritando|me reí|temblando|temblaba)\b"
        r"|\b(?:escalofríos|piel\s+de\s+gallina|la\s+piel\s+de\s+gallina)\b",
        re.IGNORECASE,
    ),
    "zh": re.compile(r"哭|尖叫|笑死|笑疯|吓醒|腿都软|腿都是软|散架|激动死|鸡皮疙瘩|起鸡皮"),
    "ja": re.compile(r"泣い|泣き|叫ん|鳥肌"),
}
_MOMENT_HEAD = {
    "en": re.compile(
        r"^(?:I|we)(?:'ve|’ve| have|'d|’d)?\s+(?:(?:just|really|still|also|totally|kinda|"
        r"seriously|definitely|probably|now)\s+)*"
        r"(?:need(?:ed)?\s+(?:to|a|an|some|more|all)\b|have\s+to|has\s+to|had\s+to|gotta|"
        r"got\s+to|must\b|should\b|better\b|ought\s+to)"
        r"|^(?:I|we)(?:'ve|’ve| have| had|'d|’d)?\s+(?:(?:also|just|finally|got|now)\s+)*"
        r"(?:have|has|had|got|made|decided|heard|learned)\s+"
        r"(?:(?:a|an|some|big|small|little|huge|great|good|bad|exciting|quick|funny|crazy|"
        r"weird|sad|major|real|new|tiny|one|more)\s+)*"
        r"(?:news|update|thing|something|decision|question|moment|story|confession|"
        r"announcement|surprise|favou?r|idea|answers?|request|(?:phone\s+)?call|letter|"
        r"e-?mail|text|message)(?:\s+from\s+(?:the|my|our)\s+\w+)?"
        # what follows says nothing more: "some news of my own", "news too actually"
        r"(?:\s+(?:too|as well|to share|to tell|for you|of (?:my|our) own|actually|though|"
        r"myself|again|lol|haha|then))*\W*$"
        # news that does not say what it is: "Found out this morning", "got the email"
        r"|^(?:I|we)\s+(?:(?:just|finally|only|also)\s+)*(?:found out|heard back|"
        r"got (?:the|my|our) (?:email|call|news|text|letter|results?|answer|reply|verdict))"
        r"(?:\s+\w+){0,2}\W*$",
        re.IGNORECASE,
    ),
    "de": re.compile(
        r"^(?:ich|wir)\s+(?:\w+\s+)?(?:muss|müssen|sollte|sollten|soll|brauch|brauche|brauchen)\b"
        r"|^(?:\w+\s+)?(?:muss|müssen|sollte|soll)\s+(?:ich|wir)\b"
        r"|^(?:ich|wir)\s+(?:hab|habe|haben)\s+(?:(?:auch|noch|übrigens|jetzt)\s+)*"
        r"(?:eine?\s+)?(?:\w+\s+)?(?:neuigkeit|neuigkeiten|news|frage|idee|überraschung|"
        r"entscheidung|(?:was|etwas)\s+(?:neues|großes|wichtiges|lustiges))\w*"
        # "Wir haben eine Entscheidung gefällt": the teaser told as done
        r"(?:\s+(?:zu erzählen|für euch|auch|noch|getroffen|gefällt|bekommen|gekriegt))*\W*$",
        re.IGNORECASE,
    ),
    "fr": re.compile(
        r"^(?:je|j['’]|on|nous)\s*(?:dois|doit|devons|devrais|vais devoir|faut|ai besoin)\b"
        r"|^(?:j['’]ai|on a)\s+(?:(?:aussi|encore|enfin)\s+)*(?:une?\s+)?(?:\w+\s+)?"
        r"(?:nouvelle|news|question|idée|surprise|truc|chose|décision|projet)s?"
        # "un projet de fou": the teaser before the news
        r"(?:\s+(?:de (?:fou|ouf|dingue|malade|folie)|à raconter|aussi|"
        # "une nouvelle assez incroyable"
        r"(?:(?:un\s+peu|très|trop|assez|complètement)\s+)?(?:folle|fou|dingue|incroyable|"
        r"énorme|géniale?|importante?)))*\W*$",
        re.IGNORECASE,
    ),
    "es": re.compile(
        r"^(?:yo\s+)?(?:tengo|tenemos|tuve|tuvimos)\s+que\b|^(?:yo\s+)?(?:debo|debería|"
        r"necesito|necesitamos)\b|^(?:yo\s+)?tengo\s+(?:una?\s+)?(?:\w+\s+)?(?:noticia|"
        r"pregunta|idea|sorpresa|cosa)s?\W*$",
        re.IGNORECASE,
    ),
    "zh": re.compile(
        r"^我们?(?:也|还|就|真|现在|今天|明天)*(?:得|必须|需要|该|应该|要去睡|先去|先走)"
        r"|^我们?(?:家|这边|这儿|这里)?(?:最近|今天|也|还|又|可)*有(?:个|一个|件|一件)?"
        r"(?:好|大|小|天大的)?(?:消息|事|事情|问题|想法|喜事|新闻)\W*$"
    ),
    "ja": re.compile(r"^(?:私|僕|俺)(?:は|も)?(?:[^、。]{0,6})(?:なきゃ|ないと|ねば)"),
}
# Someone close to the user doing something once ("my roommate ate my leftovers again",
# "Mein Vater hat allen Kunden davon erzählt", "我妈在家放鞭炮了"): an anecdote about them,
# not a fact about the user or their people. What they are, do for a living or have is kept.
_PERSON = (
    r"(?:mom|mum|mother|dad|father|parents|sister|brother|wife|husband|partner|boyfriend|"
    r"girlfriend|son|daughter|kids?|children|niece|nephew|cousin|aunt|uncle|grandma|grandpa|"
    r"gran|nan|granny|roommate|flatmate|housemate|friends?|buddy|boss|neighbou?rs?|coworker|"
    r"colleague|teacher|landlord|manager|in-laws|student|students|pupil|client|patient|"
    r"doctor|dentist|therapist|physio|nurse|coach|fiancée?|baby|grandkids|grandson|"
    r"granddaughter|mother-in-law|father-in-law|sister-in-law|brother-in-law)"
)
_PERSON_MOMENT = {
    "en": re.compile(
        # "my sister Layla came round" names her: that is kept.
        rf"^(?:my|our)\s+(?:[\w'’-]+\s+){{0,2}}?{_PERSON}\b(?!,?\s+(?-i:[A-Z]))\s+"
        r"(?:(?:just|finally|also|still|literally|totally|actually|even|always)\s+)*"
        r"(?:ate|sat|said|says|told|asked|asks|texted|called|moved in|made me|"
        r"cooked|sent|gave|brought|stopped by|picked|hugged|showed|thinks|thought|wants|"
        r"wanted|will|would|can|could|won't|won’t|wouldn't|wouldn’t|can't|can’t|didn't|"
        r"didn’t|doesn't|doesn’t|lets? me|keeps|kept|is being|was being|went crazy|reckons|"
        r"swears|insists|laughed|yelled|screamed|freaked|"
        # one thing they made or did once, or keep bringing up: "my dad made a little cross
        # out of chopsticks", "my mom made 3 pies", "my mom still mentions it", "my mom did
        # this with me"; "my dad made partner" is what he became
        r"made\s+(?:an?|some|\d+|two|three|four|five|six|a\s+few|a\s+couple|a\s+lot)\b|"
        r"(?:did|does)\s+(?:this|that|it|the\s+same)\b|(?:mentions|mentioned|brings\s+up|"
        r"brought\s+up)\s+(?:it|this|that|them)\b|(?:brings|brought)\s+(?:it|this|that|them)\s+"
        r"up\b)(?!\w)"
        # how they are or were just then, one adjective and done: "my mom was less
        # convinced", "my mother is getting older"; not a standing condition ("my dad is
        # retired", "my sister is getting married"), nor when it names them ("my girlfriend
        # Renee is thrilled" says who Renee is)
        rf"|^(?:my|our)\s+(?:[\w'’-]+\s+){{0,2}}?{_PERSON}"
        r"(?:\s+is|\s+was|\s+are|\s+were|['’]s|['’]re)\s+"
        r"(?:(?:\w+ly|so|very|pretty|really|less|more|not|kinda|quite|too|a bit|getting|"
        r"being|still|just|all)\s+)*"
        r"(?!(?:retired|pregnant|married|engaged|divorced|single|widowed|diabetic|vegan|"
        r"vegetarian|deaf|blind|autistic|disabled|unemployed|self-employed|sober|dead|"
        r"gone|adopted|sick|ill|home|back|away|here|there|\d)\b)[a-z][\w-]*"
        r"(?:\s+(?:too|now|again|though|lol|haha))?\W*$"
        # "I've got a client who reckons it fixed his knee": the news is what they do
        # how they took something: "my doctor was really happy with my last blood test"
        rf"|^(?:my|our)\s+(?:[\w'’-]+\s+){{0,2}}?{_PERSON}(?:\s+is|\s+was|\s+are|\s+were|['’]s)"
        r"\s+(?:(?:\w+ly|so|very|really|super|pretty|not|quite|less|more|over\s+the\s+moon)\s+)*"
        r"(?:happy|pleased|impressed|thrilled|excited|upset|angry|mad|worried|surprised|shocked|"
        r"disappointed|proud|annoyed|furious|relieved|delighted|convinced|sure|chuffed)\s+"
        r"(?:with|about|by|at|that|for|of)\b"
        r"|^(?:I|we)(?:['’]ve|\s+have)?\s+(?:got|have|had)\s+an?\s+[^,.]{0,40}?\bwho\s+"
        r"(?:(?:\w+ly|already|just|still)\s+)*(?:can|could|can't|reckons|thinks|says|said|"
        r"told|swears|insists|wants|keeps|kept|would|will|did|does)\b",
        re.IGNORECASE,
    ),
    "de": re.compile(
        r"^(?:mein|meine|meinem|meinen|meiner|unser\w*)\s+(?:\w+\s+)?(?:mutter|vater|mama|"
        r"papa|eltern|schwester|bruder|frau|mann|freund|freundin|sohn|tochter|kinder|"
        r"mitbewohner\w*|chef\w*|oma|opa|nachbar\w*)\s+(?:will|wollte|sagt|meint|findet|"
        r"fragt|hat\b.*\b(?:erzählt|gesagt|gefragt|geschickt|angerufen))\b",
        re.IGNORECASE,
    ),
    # what they said, asked, felt or will do just then: "Mi padre solo preguntó cuánto
    # cuesta", "Mi madre lloró", "Mon boss était pas ravi", "Ma mère m'a dit de venir"
    "es": re.compile(
        r"^(?:mi|mis|nuestr[oa]s?)\s+(?:\w+\s+)?(?:madre|padre|padres|mamá|papá|hermana|"
        r"hermano|mujer|marido|novio|novia|hijo|hija|hijos|abuela|abuelo|jefe|jefa|"
        r"compañer[oa]s?|amig[oa]s?|colega|vecin[oa]s?|prim[oa])\s+(?:(?:solo|ya|también|"
        r"casi|fijo)\s+)*(?:(?:me|se|nos|le)\s+)?(?:dijo|dice|preguntó|pregunta|llor\w*|"
        r"gritó|quiere|quiso|va a|cree|piensa|opina)\b",
        re.IGNORECASE,
    ),
    "fr": re.compile(
        r"^(?:mon|ma|mes|notre|nos)\s+(?:\w+\s+)?(?:mère|père|parents|sœur|frère|femme|mari|"
        r"copain|copine|fils|fille|enfants|boss|patron|patronne|chef|collègue|coloc|"
        r"voisin\w*|mamie|papi|grand-mère|grand-père|pote|amie?)\s+(?:(?:m['’]|nous\s+)?a\s+"
        r"(?:dit|demandé|répondu|pleuré|crié)|dit|demande|pense|trouve|veut|voulait|"
        r"(?:n['’])?était\s+pas|pleur\w*)\b",
        re.IGNORECASE,
    ),
    "zh": re.compile(
        r"^我(?:妈|爸|朋友|同学|室友|老婆|老公|女儿|儿子|老伴|们楼下)[^，。是]{0,12}?"
        r"(?:说|会给|放鞭炮|做了|做的|骂|催|问|让我|叫我|给我[^，。]{0,4}了)"
        # how they took it, a degree and an adjective and done: "我老婆倒挺淡定"
        r"|^我(?:妈|爸|老婆|老公|女儿|儿子|老伴|朋友|同事|室友)(?:倒|也|还|都|就|真)?"
        r"(?:挺|很|特别|非常|有点|比较|蛮|好|太)[^，。！？]{1,4}?(?:的|了|啊|呢|哈+)?\W*$"
    ),
}
# What one can do is a possibility, not what one does ("Ich kann nur Brot backen", "我每天
# 早上可以多睡一个小时"), unless a time makes it a plan ("Je peux venir samedi"). English
# "I can …" is left alone: there it tells a skill or a regained ability as often as not
# (measured: the same rule dropped held-out facts).
_MODAL_CAN = {
    "de": re.compile(
        r"^(?:ich|wir)\s+(?:\w+\s+)?(?:kann|können|konnte|konnten)\b"
        r"(?!\s+(?:nicht|kein\w*)\b)|^(?:\w+\s+){1,3}(?:kann|können)\s+(?:ich|wir)\b",
        re.I,
    ),
    "fr": re.compile(r"^(?:je|on|nous)\s+(?:peux|peut|pouvons|pourrais)\b", re.I),
    "es": re.compile(r"^(?:(?:yo|nosotros)\s+)?(?:puedo|podemos|podría)\b", re.I),
    "zh": re.compile(r"^我们?[^，。不]{0,8}?(?:可以|能够|能)"),
}
# A measure said for effect is a complaint of the moment, not a count: "I own way too many
# climbing shoes", "I have so much stuff on a boat", "I have a thousand answers".
_HYPERBOLE = re.compile(
    r"^(?:I|we)\b[^,.!?]*?\b(?:way too|too many|too much|so much|so many|a thousand|"
    r"a million|a hundred|a billion|zillion)\b"
    r"|^(?:ich|wir)\b[^,.!?]*?\b(?:viel zu|so viele|so viel|tausend|millionen)\b"
    r"|^(?:je|j['’]|on|nous)\b[^,.!?]*?\b(?:tellement de|trop de|mille|des millions)\b"
    r"|^(?:yo\s+)?(?:tengo|tenemos|hago|hice)\b[^,.!?]*?\b(?:demasiad\w+|tant[oa]s|mil|millones)\b"
    r"|^我们?[^，。]*?(?:太多|一大堆|一万|好多好多|要命|要死了|累死)",
    re.IGNORECASE,
)
# What did not happen is no event: "We haven't seen each other since Boston", "I didn't
# get to go". "Never" is left alone: "I've never been to Brazil" is what one's life holds.
_NOT_HAPPENED = re.compile(
    r"^(?:I|we)?\s*(?:(?:just|still|really|even)\s+)*(?:didn['’]t|did not|haven['’]t|have not|"
    r"hadn['’]t|had not)"
    # the perfect negated: "Ich hab die Simit nicht vergessen", "je n'ai pas pu venir",
    # "no he ido", "我没去成" (not 没有, which before a noun is what one has not: a fact)
    r"|^(?:ich|wir)\s+(?:hab|habe|haben|hatte|hatten|bin|sind|war|waren)\b[^,.!?]*\b(?:nicht|nie|"
    r"kein\w*)\b[^,.!?]*\s(?:\w*ge\w+(?:t|en)|(?:ver|be|er|ent|zer)\w+(?:t|en)|\w+iert)\W*$"
    r"|^(?:je|j['’]|on|nous)\s*(?:n['’]|ne\s+)(?:ai|a|avons|suis|est|sommes)\s+(?:pas|jamais)\s+"
    r"(?:\w+(?:é|ée|és|i|is|it|u|us)|pu|eu|été|fait|vu|pris|mis|dit)\b"
    r"|^(?:(?:yo|nosotros)\s+)?(?:(?:todavía|aún|al final|pues)\s+)?no\s+(?:he|hemos|fui|"
    r"fuimos|pude|pudimos|hice)\b"
    r"|^我们?(?:也|还|都|就)?没(?!有)",
    re.IGNORECASE,
)
# A hedge makes a statement a guess: "I own too many shoes apparently", "Ich hab
# wahrscheinlich Heuschnupfen", "我可能要换工作".
_HEDGE = re.compile(
    r"\b(?:maybe|perhaps|apparently|possibly|vielleicht|"
    r"wahrscheinlich|eventuell|vermutlich|peut-être|sans doute|probablement|quizás|quizá|"
    r"tal vez|a lo mejor|probablemente)\b"
    # before a number it rounds the number, not the fact: "for maybe eight years"
    r"(?!\s+(?:like\s+|about\s+|around\s+)?(?:\d|a\s+(?:few|couple|dozen)|one|two|three|four|"
    r"five|six|seven|eight|nine|ten|twelve|twenty|thirty|forty|fifty|half)\b)|可能|也许|说不定",
    re.IGNORECASE,
)
# A short statement that ends on a pronoun only points back at the conversation ("I just
# ignore it", "I've never read her"): whoever reads the memory later cannot tell what.
_POINTING_END = re.compile(
    r"\b(?:it|that|this|them|him|her|those|these|there|one|so|too|either)\W*$", re.IGNORECASE
)
POINTING_WORDS = 6
# A time resolved against any day tells whether a statement has one at all.
_EPOCH = datetime(2000, 1, 3, tzinfo=UTC)
# A Wednesday, so that both "Monday" and "Friday" fall on another day than the one said.
_MIDWEEK = datetime(2000, 1, 5, tzinfo=UTC)


def rejected(statement: str, stripped: str, lang: str) -> bool:
    """Whether a statement is not a durable fact about the user (see the module docstring)."""
    listener = LISTENER.get(lang, LISTENER["en"])
    return (
        bool(listener.search(statement))
        or (lang != "en" and statement.isascii() and _english_listener(statement, lang))
        or bool(_NOISE.get(lang, _NOISE["en"]).search(stripped))
        or bool(_NOISE["en"].search(stripped))
        # "I'll try", "I'm gonna go": a plan needs a time.
        or (
            (_modal_future(stripped, lang) or _in_table(_MODAL_CAN, stripped, lang))
            and resolve(stripped, _EPOCH) is None
        )
        or _in_table(_NEXT_MINUTES, statement, lang)
        or _in_table(_NEEDS_CONTEXT, stripped, lang)
        or _in_table(_QUIP, stripped, lang)
        or bool(_SOFTENED_STATE.search(stripped))
        or _in_table(_LIKES_THE, stripped, lang)
        or bool(CONDITIONAL.search(statement) or _PRONOUN_OBJECT.search(stripped))
        or _momentary(stripped, lang)
        or bool(_HEDGE.search(re.split(r"[,;:，；]|\s[-–—]\s", statement)[0]))
        or bool(_NOT_HAPPENED.search(stripped))
        or bool(_HYPERBOLE.search(stripped))
        or (
            lang not in ("zh", "ja")
            and count_words(statement) <= POINTING_WORDS
            and bool(_POINTING_END.search(statement))
        )
        or bool(_DANGLING.search(statement.rstrip(" .!~")))
        or idle(statement, stripped, lang)
    )


# English chat's "ya" is "you", but Spanish "ya" is "already" ("Ya tengo la moto", "ya vivo
# sola"): in a Spanish line it addresses nobody.
_NOT_LISTENER = {"es": re.compile(r"\bya\b", re.IGNORECASE)}


def _english_listener(statement: str, lang: str) -> bool:
    """Whether English words for the listener are mixed into a line of another language."""
    own = _NOT_LISTENER.get(lang)
    return bool(LISTENER["en"].search(own.sub("", statement) if own else statement))


# Becoming someone's kin or sponsor is a change of life, not what one will do: "I'm going to
# be an auntie for the first time", "Ich werde Oma", "voy a ser tía", "je vais être
# parrain". It needs no time to be kept.
_BECOMING = re.compile(
    r"^(?:I(?:['’]m\s+going\s+to|['’]ll|\s+will)\s+be|(?:ich\s+)?werde|(?:je\s+)?vais\s+être|"
    r"(?:yo\s+)?voy\s+a\s+ser)\s+(?:(?:an?|a\s+first[\s-]time|first[\s-]time|the)\s+)?"
    r"(?:aunt|auntie|aunty|uncle|mum|mom|mother|mama|dad|father|papa|parent|grandma|grandpa|"
    r"granny|grandmother|grandfather|nana|godmother|godfather|godparent|big\s+sister|"
    r"big\s+brother|tante|onkel|mutter|vater|oma|opa|patin|pate|tata|tante|tonton|oncle|"
    r"maman|mamie|papi|marraine|parrain|tía|tío|madre|padre|abuela|abuelo|madrina|padrino)\b",
    re.IGNORECASE,
)


def _modal_future(stripped: str, lang: str) -> bool:
    """Whether the statement says what one will do (see ``_MODAL_FUTURE``)."""
    if _BECOMING.search(stripped):
        return False
    own = _MODAL_FUTURE.get(lang)
    return bool((own is not None and own.search(stripped)) or _MODAL_FUTURE["en"].search(stripped))


def _in_table(table: dict[str, re.Pattern[str]], text: str, lang: str) -> bool:
    """Whether the pattern of ``lang`` (or English, mixed into other chat) matches."""
    own = table.get(lang)
    return bool(
        (own is not None and own.search(text))
        or (lang != "en" and "en" in table and table["en"].search(text))
    )


# A duty with a day of its own is a plan, not the moment: "I have to hand in my thesis on
# Friday", "Tengo que entregar las láminas el lunes", "Ich muss im März nach Köln". Said
# for today or tonight it is still the moment ("I need to pack tonight"); a past duty ("I
# had to cancel …") is what did not happen as planned.
_DUTY = re.compile(
    r"^(?:I|we|yo|ich|wir|je|j['’]|on|nous)?\s*(?:(?:\w+ly|just|also|still|really)\s+)*"
    r"(?:need\s+to|have\s+to|has\s+to|must|gotta|got\s+to|"
    r"tengo\s+que|tenemos\s+que|necesito|muss|müssen|dois|devons|ai\s+besoin)\b",
    re.IGNORECASE,
)


def _dated_duty(stripped: str, lang: str) -> bool:
    """Whether a duty is dated to a day after the moment it is said (see ``_DUTY``)."""
    if not _DUTY.search(stripped):
        return False
    when = resolve(stripped, _MIDWEEK, lang)
    return when is not None and when.day != _MIDWEEK.date()


def _momentary(stripped: str, lang: str) -> bool:
    """A reaction, a need of the moment or an empty announcement (see ``REACTION``)."""
    for table in (REACTION, _MOMENT_HEAD, _PERSON_MOMENT):
        if table is _MOMENT_HEAD and _dated_duty(stripped, lang):
            continue
        own = table.get(lang)
        if own is not None and own.search(stripped):
            return True
        if lang != "en" and table["en"].search(stripped):
            return True  # English mixed into other chat
    return False


# An event told only by how it felt: "We had the BEST day", "Ich hatte einen tollen Abend",
# "On a passé une super soirée", "Lo pasamos genial", "我们玩得很开心". Its date says when,
# but nothing says what happened.
_VAGUE_EVENT = re.compile(
    r"^(?:I|we)\s+(?:(?:just|also|really|all|both)\s+)*had\s+(?:a|an|the|such\s+an?|"
    r"the\s+most|one\s+of\s+the)\s+(?:[\w'’-]+\s+){0,2}(?:days?|time|night|weekend|week|"
    r"evening|morning|afternoon|blast|moment|trip|holiday|one|ones)(?:\s+(?:ever|together|"
    r"too|again|lol|haha))*\W*$"
    r"|^(?:ich|wir)\s+(?:hatte|hatten|hab|habe|haben)\s+(?:\w+\s+)?(?:einen|eine|ein|nen|ne)\s+"
    r"(?:\w+\s+){0,2}(?:tag|zeit|abend|wochenende|woche|nacht)(?:\s+gehabt)?\W*$"
    r"|^(?:j['’]ai|on\s+a|nous\s+avons)\s+passé\s+(?:une|un)\s+(?:\w+\s+){0,2}(?:journée|"
    r"soirée|week-end|semaine|moment|nuit)\W*$"
    r"|^(?:(?:lo|la)\s+)?(?:pasé|pasamos)\s+(?:\w+\s+)?(?:genial|bien|fatal|bomba)\W*$"
    r"|^(?:tuve|tuvimos)\s+un\s+(?:\w+\s+){0,2}(?:día|finde|fin de semana|rato)\W*$"
    r"|^我们?[^，。！？]{0,4}(?:玩得|过得)(?:很|超|特别|挺|好|真)?(?:开心|好|愉快|爽)\W*$",
    re.IGNORECASE,
)


def vague_event(body: str, lang: str = "en") -> bool:
    """Whether a dated statement tells only how the event felt (see ``_VAGUE_EVENT``) or
    only that there is a date ("I have an appointment", see :mod:`agents.facts_idle`)."""
    return bool(_VAGUE_EVENT.search(body)) or empty_date(body, lang)
