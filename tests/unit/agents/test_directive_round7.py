"""Round-7 mechanisms: dictated punctuation read as marks, every verb of keeping inside modal
and desiderative frames, a short aside between a statement and its pointer, texting
contractions, the memory-noun lexicon (compounds, removal verbs with "out of"), request
frames and softeners, Japanese role cessation. Each case has a near miss that must not
change. Examples are written for these tests, not taken from any corpus."""

from __future__ import annotations

import pytest

from agents.directives import DirectiveAction, detect_directive

REMEMBER = DirectiveAction.REMEMBER
FORGET = DirectiveAction.FORGET


def _found(text: str, action: DirectiveAction, fact: str, *, absent: str = "") -> None:
    found = detect_directive(text)
    assert found is not None, text
    assert found.action == action, text
    assert fact.casefold() in found.statement.casefold(), found.statement
    if absent:
        assert absent.casefold() not in found.statement.casefold(), found.statement


@pytest.mark.parametrize(
    ("text", "action", "fact", "absent"),
    [
        # Spoken punctuation ends the statement as a typed mark would.
        ("merk dir dass mein Bruder in Linz lebt Punkt er ist Koch", REMEMBER, "in Linz", "Punkt"),
        ("remember that I swim on Mondays full stop it helps my back", REMEMBER, "swim", "stop"),
        ("note that my dentist is Dr Ruiz comma she is great", REMEMBER, "Dr Ruiz", "comma"),
        ("recuerda que trabajo de noche punto gracias", REMEMBER, "trabajo de noche", "punto"),
        ("retiens que je joue du hautbois point merci", REMEMBER, "hautbois", "point"),
        ("efface l'info sur mon ancien numéro point", FORGET, "ancien numéro", "point"),
        ("记住我儿子对芒果过敏句号以后别推荐芒果", REMEMBER, "芒果过敏", "句号"),
        ("那个把我旧地址从记忆里删掉吧句号谢谢", FORGET, "旧地址", "句号"),
    ],
)
def test_dictated_marks(text: str, action: DirectiveAction, fact: str, absent: str) -> None:
    _found(text, action, fact, absent=absent)


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        # A noun with a determiner, an adjective or a complement stays a word.
        ("merk dir, dass das ein wichtiger Punkt ist", "wichtiger Punkt"),
        ("recuerda que llego a las tres en punto", "en punto"),
        ("remember that my period is irregular", "period"),
        # A typed mark in the message: nothing is dictated.
        ("Note that I always forget the comma, it's a habit.", "the comma"),
        ("ok remember my code is 1 comma 5", "1 comma 5"),
    ],
)
def test_dictation_keeps_words(text: str, fact: str) -> None:
    _found(text, REMEMBER, fact)


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        # A modal before an infinitive of keeping, with a pointer back.
        ("Wir nutzen Kotlin im Backend. Das kannst du dir abspeichern.", "Kotlin"),
        ("Ich habe zwei Hunde. Kannst du das behalten?", "zwei Hunde"),
        ("Mon fils a neuf ans. Tu peux l'enregistrer.", "neuf ans"),
        ("Je suis myope, tu peux le conserver pour toutes nos discussions.", "myope"),
        ("Tengo un huerto en casa. Deberías recordarlo.", "huerto"),
        ("Soy celíaca, puedes guardarlo para todas nuestras conversaciones.", "celíaca"),
        ("Our team uses Jira. You can save that.", "Jira"),
        # A desiderative frame with the clitic before the subjunctive.
        ("Mi hermano vive en Quito. Quiero que lo guardes.", "Quito"),
        ("Ma sœur habite à Nantes. Il faut que tu t'en souviennes.", "Nantes"),
        ("Je fais du judo. J'aimerais que tu le gardes en mémoire.", "judo"),
        ("Trabajo en un hospital. Me gustaría que lo tuvieras presente.", "hospital"),
        # Idioms of keeping: "hang on to", "hold onto the fact that", "file that away".
        ("Could you hang on to this for later: I'm flying to Oslo in May.", "Oslo"),
        ("I'd like you to hold onto the fact that I'm a twin.", "twin"),
        ("I play the tuba. Dead serious. File that away.", "tuba"),
    ],
)
def test_modal_frames_take_every_verb_of_keeping(text: str, fact: str) -> None:
    _found(text, REMEMBER, fact)


@pytest.mark.parametrize(
    "text",
    [
        # A verb of storing with a destination or an artefact is work, not memory.
        "Tu peux l'enregistrer en PDF ?",
        "Puedes guardarlo en una carpeta?",
        "Kannst du das als PDF speichern?",
        "You can save that file to disk.",
        # A conditional frame on a chore, not on the speaker.
        "It would be great if you remembered the milk.",
        "I'd like you to know that I'm diabetic.",
        "最好别忘了带伞。",
    ],
)
def test_frames_keep_their_negatives(text: str) -> None:
    assert detect_directive(text) is None, text


def test_short_aside_is_taken_with_the_statement_before_it() -> None:
    _found("Got a new bike last week. Super light. Write that down.", REMEMBER, "new bike")
    # … but a short statement about the speaker is the statement itself.
    _found("Thanks for the tips. I'm vegan. Remember that.", REMEMBER, "vegan", absent="Thanks")


@pytest.mark.parametrize(
    ("text", "action", "fact"),
    [
        ("merkdir ich hab am 3. Mai Geburtstag", REMEMBER, "3. Mai"),
        ("kannste dir merken dass ich Linkshänder bin", REMEMBER, "Linkshänder"),
        ("verges bitte meine alte mailadresse", FORGET, "alte mailadresse"),
        ("acuerdat mi gato se llama Pelusa", REMEMBER, "Pelusa"),
        ("rappelle toi que g deux enfants", REMEMBER, "deux enfants"),
        ("k so remeber I'm left handed", REMEMBER, "left handed"),
        ("帮我记哈 我在深圳上班", REMEMBER, "深圳"),
        ("记住记住！我下周搬去成都了", REMEMBER, "成都"),
        ("Bitte speichern: meine Tochter heißt Ida.", REMEMBER, "Ida"),
    ],
)
def test_texting_contractions(text: str, action: DirectiveAction, fact: str) -> None:
    _found(text, action, fact)


def test_texting_contractions_keep_negatives() -> None:
    assert detect_directive("il faut 200 g de farine") is None
    # "musste" is a word of its own (the past of "müssen"), never "musst du".
    assert detect_directive("Ich musste mir das merken.") is None
    assert detect_directive("Datei bitte speichern: report.pdf") is None


@pytest.mark.parametrize(
    ("text", "action", "fact", "absent"),
    [
        ("Take my old job out of your memory.", FORGET, "old job", ""),
        ("Get my old phone number out of your memory.", FORGET, "phone number", ""),
        ("Store in your memory bank that I'm a nurse.", REMEMBER, "nurse", "bank"),
        ("Speicher im Langzeitgedächtnis: ich bin Schichtarbeiter.", REMEMBER, "Schicht", ""),
        ("Nimm meine alte Nummer aus deinem Gedächtnis raus.", FORGET, "alte Nummer", "raus"),
        ("Sors mon ancien poste de ta mémoire.", FORGET, "ancien poste", ""),
        ("Borra de tus recuerdos mi antiguo trabajo.", FORGET, "antiguo trabajo", ""),
        ("把这个放进你的长期记忆：我是左撇子。", REMEMBER, "左撇子", ""),
    ],
)
def test_memory_noun_lexicon(text: str, action: DirectiveAction, fact: str, absent: str) -> None:
    _found(text, action, fact, absent=absent)


@pytest.mark.parametrize(
    "text", ["Take the trash out of the kitchen.", "Get me out of this meeting."]
)
def test_out_of_needs_a_memory_noun(text: str) -> None:
    assert detect_directive(text) is None, text


@pytest.mark.parametrize(
    ("text", "action", "fact"),
    [
        ("Is it okay if you remember that I'm a night owl?", REMEMBER, "night owl"),
        ("Any chance you could remember I'm a night owl?", REMEMBER, "night owl"),
        ("Can you please not forget that I'm a night owl?", REMEMBER, "night owl"),
        ("Könntest du im Hinterkopf behalten, dass ich Nachtmensch bin?", REMEMBER, "Nachtmensch"),
        ("Kannst du dir vielleicht merken, dass ich Nachtmensch bin?", REMEMBER, "Nachtmensch"),
        ("Merkst du dir bitte, dass ich Nachtmensch bin?", REMEMBER, "Nachtmensch"),
        ("Würden Sie bitte berücksichtigen, dass ich Nachtmensch bin?", REMEMBER, "Nachtmensch"),
        ("Tu pourrais garder à l'esprit que je suis couche-tard ?", REMEMBER, "couche-tard"),
        ("Ça t'embêterait de retenir que je suis couche-tard ?", REMEMBER, "couche-tard"),
        ("Pourriez-vous effacer mon ancien numéro ?", FORGET, "ancien numéro"),
        # Conditional and desiderative frames, knowing for good.
        ("It would be great if you remembered that I'm a night owl.", REMEMBER, "night owl"),
        ("Ich hätte gern, dass du im Kopf behältst, dass ich Nachtmensch bin.", REMEMBER, "Nacht"),
        ("Ich möchte, dass du dauerhaft weißt, dass ich Nachtmensch bin.", REMEMBER, "Nacht"),
        ("Il faudrait que tu te souviennes que je suis couche-tard.", REMEMBER, "couche-tard"),
        ("J'aimerais que tu saches une fois pour toutes que je suis veuve.", REMEMBER, "veuve"),
        ("Sería bueno que recordaras que soy noctámbulo.", REMEMBER, "noctámbulo"),
        ("我想让你一直记着我是夜猫子。", REMEMBER, "夜猫子"),
        ("最好记住我是夜猫子。", REMEMBER, "夜猫子"),
        ("次回からは箇条書きでお願いします。", REMEMBER, "箇条書き"),
    ],
)
def test_request_frames(text: str, action: DirectiveAction, fact: str) -> None:
    _found(text, action, fact)


@pytest.mark.parametrize(
    "text",
    [
        "Is it okay if you remember when we met?",
        "Merkst du dir so was eigentlich?",
    ],
)
def test_request_frames_keep_questions(text: str) -> None:
    assert detect_directive(text) is None, text


def test_released_keeping_is_still_a_release() -> None:
    # "im Kopf behalten" read as "merken" must not break "nicht mehr im Kopf behalten".
    found = detect_directive("Du musst nicht mehr im Kopf behalten, dass ich Diät mache.")
    assert found is not None
    assert found.action == FORGET


def test_japanese_role_no_longer_held() -> None:
    _found("もう大学院生じゃないです。", FORGET, "大学院生")
    _found("お酒はもうやめました。", FORGET, "お酒")
    # Moods and likes are no role.
    assert detect_directive("もう大丈夫じゃない") is None
    assert detect_directive("もう好きじゃない") is None


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        # Negated forgetting, impersonal or idiomatic.
        ("Il ne faut pas oublier que je suis daltonienne.", "daltonienne"),
        ("Je suis daltonienne, faut pas l'oublier.", "daltonienne"),
        ("No se te vaya a olvidar que soy daltónica.", "daltónica"),
        ("Bloß nicht vergessen: ich bin farbenblind.", "farbenblind"),
        # Idioms of keeping in mind, in every language.
        ("Don't let it slip your mind that I work weekends.", "weekends"),
        ("Mark down that I work weekends.", "weekends"),
        ("Schreib dir hinter die Ohren, dass ich am Wochenende arbeite.", "Wochenende"),
        ("Halt fest, dass ich am Wochenende arbeite.", "Wochenende"),
        ("Ich arbeite am Wochenende, halt das fest.", "Wochenende"),
        ("Vermerke, dass ich am Wochenende arbeite.", "Wochenende"),
        ("Mets-toi ça dans la tête : je travaille le week-end.", "week-end"),
        ("Grave-toi ça : je travaille le week-end.", "week-end"),
        ("Je travaille le week-end, prends-en note.", "week-end"),
        ("Je travaille le week-end, tiens-en compte.", "week-end"),
        ("Tenlo en mente: trabajo los fines de semana.", "fines de semana"),
        ("Que no se te pase que trabajo los fines de semana.", "fines de semana"),
        ("Grábate que trabajo los fines de semana.", "fines de semana"),
        ("Quédate con que trabajo los fines de semana.", "fines de semana"),
        ("我周末要上班，你放在心上。", "周末要上班"),
        ("週末は仕事なので、肝に銘じておいて。", "週末は仕事"),
        ("週末は仕事ってこと、頭に叩き込んでおいて。", "週末は仕事"),
    ],
)
def test_idioms_of_keeping_in_mind(text: str, fact: str) -> None:
    _found(text, REMEMBER, fact)


@pytest.mark.parametrize(
    "text",
    [
        "Halt dich fest, ich hab geheiratet!",
        "Halt die Leiter fest.",
        "Mets-toi à l'aise.",
        "Quédate con el cambio.",
        "Grábate un video y mándamelo.",
        "Il ne faut pas oublier de boire de l'eau.",
        "Faut pas oublier que la vie est belle.",
    ],
)
def test_idioms_keep_their_literal_senses(text: str) -> None:
    assert detect_directive(text) is None, text


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        # Taking into account, on a pointer after the statement.
        ("Tengo asma, tómalo en consideración.", "asma"),
        ("Tengo asma, no lo pases por alto.", "asma"),
        ("Tengo asma, hazte una nota mental.", "asma"),
        ("J'ai de l'asthme, prends-le en compte.", "asthme"),
        ("J'ai de l'asthme, fais-en une note.", "asthme"),
        ("Ich habe Asthma, berücksichtige das.", "Asthma"),
        ("Ich habe Asthma, mach dir eine Notiz.", "Asthma"),
        ("Ich habe Asthma, pack dir das in den Kopf.", "Asthma"),
        ("我有哮喘，你心里有个数。", "哮喘"),
        ("我有哮喘，记到小本本上。", "哮喘"),
        ("喘息持ちです。把握しておいてください。", "喘息"),
        ("喘息持ちです。承知しておいてください。", "喘息"),
        ("喘息持ちです。留意してください。", "喘息"),
    ],
)
def test_taking_into_account(text: str, fact: str) -> None:
    _found(text, REMEMBER, fact)


@pytest.mark.parametrize(
    "text",
    [
        "我心里有个数了。",
        "Berücksichtige das Budget bei der Planung.",
        "Prends en compte le budget.",
    ],
)
def test_taking_into_account_keeps_negatives(text: str) -> None:
    assert detect_directive(text) is None, text


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("Mein Sohn spielt Geige. Bitte behalte das.", "Geige"),
        ("Mon fils joue du violon. Ce serait bien que tu t'en souviennes.", "violon"),
        ("Mi hijo toca el violín. Sería bueno que lo recordaras.", "violín"),
        ("息子はバイオリンを習っています。覚えておいてもらえると助かります。", "バイオリン"),
    ],
)
def test_later_sentence_frames(text: str, fact: str) -> None:
    _found(text, REMEMBER, fact, absent="助かります")


@pytest.mark.parametrize(
    "text", ["Behalt das, ich brauch es nicht.", "Behalt es, ich brauch es nicht."]
)
def test_keeping_a_thing_is_no_directive(text: str) -> None:
    assert detect_directive(text) is None, text
