"""Round 4 mechanisms: whole word classes rather than sentences.

- formal and conditional request frames in every language ("I would ask you to", "it
  would help me if you could", "je vous saurais gré de", "le agradecería que", "ich wäre
  dir dankbar, wenn du", "如果你能"), a request frame sharing its "que" with the verb
  ("te pido que no olvides"), and a closing "is that possible?" tag;
- the persons a request uses for a memory verb (Spanish usted and subjunctive forms of
  borrar/eliminar/tomar nota/guardar, French infinitives after "veuillez"), and keigo
  endings that keep their own て-form;
- phrases that end on an elision ("je vous prie d'"), and every phrase indexed by a word;
- a standing instruction keeps the speaker's reason for it;
- "that's no longer true" with nothing before it takes the news given after it;
- the conversation's units and a bygone era in every language (conversation control and
  reminiscing are no memory);
- "we" for the household in cessation, Rioplatense "no … más", Japanese "もう…辞めた".

Every sentence here was written for these tests, not taken from any corpus.
"""

from __future__ import annotations

import pytest

from agents import directives
from agents.directives import DirectiveAction, detect_directive

REMEMBER = DirectiveAction.REMEMBER
FORGET = DirectiveAction.FORGET


def _assert_found(text: str, action: DirectiveAction, fact: str) -> str:
    found = detect_directive(text)
    assert found is not None, text
    assert found.action is action, text
    assert fact.casefold() in found.statement.casefold(), (text, found.statement)
    return found.statement


@pytest.mark.parametrize(
    ("text", "action", "fact"),
    [
        ("I would ask you to remember that my husband is diabetic.", REMEMBER, "diabetic"),
        ("I'd be grateful if you could remember that I use a wheelchair.", REMEMBER, "wheelchair"),
        ("It would help me a lot if you could remember that I'm colour-blind.", REMEMBER, "colour"),
        ("I would ask you to erase what I told you about my knee surgery.", FORGET, "knee"),
        (
            "Ich wäre dir dankbar, wenn du dir merken könntest, dass ich Nachtschicht habe.",
            REMEMBER,
            "Nachtschicht",
        ),
        (
            "Es würde mir sehr helfen, wenn du dir merken könntest, dass ich Linkshänder bin.",
            REMEMBER,
            "Linkshänder",
        ),
        ("Je vous saurais gré de retenir que je suis veuve.", REMEMBER, "veuve"),
        (
            "Cela m'aiderait si vous pouviez garder en mémoire que je suis sourd, c'est possible ?",
            REMEMBER,
            "sourd",
        ),
        ("Auriez-vous l'obligeance de noter que j'habite à Brest ?", REMEMBER, "Brest"),
        ("Le agradecería que recuerde que soy hipertenso.", REMEMBER, "hipertenso"),
        ("¿Sería usted tan amable de anotar que mi nieto vive en Vigo?", REMEMBER, "Vigo"),
        ("Me ayudaría mucho que tuvieras presente que soy zurda.", REMEMBER, "zurda"),
        ("如果你能记住我对海鲜过敏，那就太好了。", REMEMBER, "海鲜过敏"),
        # The form's own "que" also closes the frame.
        ("Te pido que no olvides que trabajo los domingos.", REMEMBER, "domingos"),
        ("Es importante que no olvides que mi hijo es celíaco.", REMEMBER, "celíaco"),
        # A closing "is that possible?" is a tag, not a question about the statement.
        ("Kannst du dir merken, dass ich in Linz wohne, geht das?", REMEMBER, "Linz"),
        ("Recuerda que soy alérgica al látex, ¿es posible?", REMEMBER, "látex"),
        ("Remember that I'm hard of hearing, is that ok?", REMEMBER, "hard of hearing"),
    ],
)
def test_formal_and_conditional_requests(text: str, action: DirectiveAction, fact: str) -> None:
    _assert_found(text, action, fact)


@pytest.mark.parametrize(
    "text",
    [
        # Contrasts: the same frames around no memory verb, or someone else's wish.
        "I would ask you to rewrite the second paragraph.",
        "It would help me a lot if you could summarise this article.",
        "Mi madre quiere que no olvides que ella cumple años.",
        "Dice que no olvides el paraguas.",
        "Je vous saurais gré de corriger ce texte.",
    ],
)
def test_request_frames_need_a_memory_verb(text: str) -> None:
    assert detect_directive(text) is None


@pytest.mark.parametrize(
    ("text", "action", "fact"),
    [
        # Spanish: the persons a request uses (usted, subjunctive), not only tú.
        ("Por favor, borre lo que le conté sobre mi exsocio.", FORGET, "exsocio"),
        ("Quiero que borres lo que te dije de mi antiguo piso.", FORGET, "antiguo piso"),
        ("Elimine mi teléfono viejo de su memoria.", FORGET, "teléfono viejo"),
        ("Tome nota de que mi mujer es enfermera.", REMEMBER, "enfermera"),
        ("Necesito que tomes nota de que soy vegano.", REMEMBER, "vegano"),
        ("Guarde en su memoria que padezco de asma.", REMEMBER, "asma"),
        # French infinitives after a request frame, and "je vous prie d'" with its elision.
        ("Veuillez supprimer ce que je vous ai dit sur mon ancien poste.", FORGET, "ancien poste"),
        (
            "Je vous prie d'effacer ce que je vous ai confié au sujet de mon divorce.",
            FORGET,
            "divorce",
        ),
        # Keigo: "ていただけますか" keeps the て-form the user wrote.
        ("息子が春から高校生だって覚えておいていただけますか", REMEMBER, "高校生"),
        ("私が花粉症であることを覚えておいていただけますでしょうか", REMEMBER, "花粉症"),
        ("夫が単身赴任中だと覚えていただけますか", REMEMBER, "単身赴任"),
        # Chat spellings of request verbs.
        ("tu peut retenir que je suis daltonien ?", REMEMBER, "daltonien"),
        ("¿podes recordar que soy sorda?", REMEMBER, "sorda"),
    ],
)
def test_every_person_of_a_memory_verb(text: str, action: DirectiveAction, fact: str) -> None:
    _assert_found(text, action, fact)


@pytest.mark.parametrize(
    "text",
    [
        "Borre el archivo temporal.",
        "Quite la sal de la receta.",
        "Tome nota de los puntos clave del texto.",
        "この資料をまとめていただけますか",
    ],
)
def test_request_persons_keep_their_filters(text: str) -> None:
    assert detect_directive(text) is None


def test_every_phrase_is_indexed_by_one_of_its_words() -> None:
    # A phrase none of whose words is in the index is never searched (it was dead code).
    words = directives._PHRASE_WORDS.split()
    unindexed = [src for src, _ in directives._PHRASES if not any(w in src for w in words)]
    assert unindexed == []


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("Soy profesora de música. Tómalo en cuenta.", "profesora de música"),
        ("Mein Plan, Pilot zu werden? Schmeiß den raus, zu teuer.", "Pilot"),
    ],
)
def test_revived_phrases(text: str, fact: str) -> None:
    found = detect_directive(text)
    assert found is not None, text
    assert fact in found.statement


@pytest.mark.parametrize(
    ("text", "reason", "instruction"),
    [
        (
            "Since I'm colour-blind, from now on avoid red and green charts.",
            "colour-blind",
            "avoid",
        ),
        (
            "As my hands shake, I would ask that in all your future replies you keep steps short.",
            "hands shake",
            "keep steps short",
        ),
        (
            "Da ich einen Screenreader nutze, möchte ich Sie bitten, in Ihren künftigen Antworten "
            "auf Tabellen zu verzichten.",
            "Screenreader",
            "Tabellen",
        ),
        (
            "Compte tenu de mon daltonisme, je vous saurais gré, à l'avenir, d'éviter le rouge.",
            "daltonisme",
            "éviter le rouge",
        ),
        ("Como soy daltónica, de ahora en adelante evita el rojo.", "daltónica", "evita el rojo"),
        ("因为我是左撇子，以后别推荐右手工具。", "左撇子", "别推荐右手工具"),
        ("腰が悪いので、今後は立ってできる運動を教えてください。", "腰が悪い", "運動"),
    ],
)
def test_a_standing_instruction_keeps_its_reason(text: str, reason: str, instruction: str) -> None:
    found = detect_directive(text)
    assert found is not None, text
    assert found.standing, text
    assert reason in found.statement and instruction in found.statement, found.statement
    assert "would ask" not in found.statement and "saurais" not in found.statement


@pytest.mark.parametrize(
    ("text", "instruction"),
    [
        # Contrast: a reason that is not the speaker's, or a reference to what was said.
        ("Since the client changed the spec, from now on use the new template.", "new template"),
        ("As I said, from now on answer in Italian.", None),
    ],
)
def test_only_the_speakers_reason_is_kept(text: str, instruction: str | None) -> None:
    found = detect_directive(text)
    if instruction is None:
        assert found is None or "said" not in found.statement
        return
    assert found is not None
    assert found.statement == "use the new template"


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("that's not true anymore, scrap it — I sold the boat in June", "sold the boat"),
        ("Das stimmt nicht mehr, weg damit – ich habe das Auto verkauft", "Auto verkauft"),
        ("eso ya no es cierto, bórralo — me mudé a Cádiz", "Cádiz"),
        ("c'est plus d'actualité, raye ça : j'ai quitté la chorale", "chorale"),
        ("それもう違うから消して。名古屋からは引っ越した", "名古屋"),
    ],
)
def test_outdated_takes_the_news_after_it(text: str, fact: str) -> None:
    _assert_found(text, FORGET, fact)


@pytest.mark.parametrize(
    "text",
    [
        "That's no longer true. The shop opens at ten now.",
        "That's not true anymore, delete that, the API changed.",
    ],
)
def test_outdated_news_must_be_the_speakers(text: str) -> None:
    assert detect_directive(text) is None


@pytest.mark.parametrize(
    "text",
    [
        "Je reformule, oublie ma dernière remarque.",
        "Vergiss meinen letzten Satz, ich formuliere neu.",
        "Olvida mi último mensaje, me equivoqué.",
        "忘掉上一个方案，重新想。",
        "さっきの提案は忘れて、別の案を出して。",
        "忘掉我刚才发的那段话。",
        "さっき送った文章は忘れて。",
        "My question about pandas? Forget it.",
        "Souviens-toi des années fac, on était fous.",
        "¿Te acuerdas de aquellos tiempos en la playa?",
        "Remember the good old days?",
        "完璧なんて忘れて、まず出そう。",
        "Keep in mind the word limit is 250.",
        "Notiere dir die Vokabeln für den Test.",
    ],
)
def test_conversation_units_eras_and_work_are_no_memory(text: str) -> None:
    assert detect_directive(text) is None


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        # Contrast: the same verbs on the speaker's own facts still count.
        ("Oublie ma dernière adresse, j'ai déménagé.", "adresse"),
        ("Souviens-toi que je suis végane.", "végane"),
        ("Olvida mi antigua dirección.", "dirección"),
    ],
)
def test_near_misses_of_control_still_count(text: str, fact: str) -> None:
    found = detect_directive(text)
    assert found is not None, text
    assert fact in found.statement


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("we don't have the rabbit anymore, she died in May", "rabbit"),
        ("We no longer live in Bristol.", "Bristol"),
        ("Wir haben keinen Garten mehr.", "Garten"),
        ("on n'a plus de voiture depuis l'été", "voiture"),
        ("ya no tenemos el gato", "gato"),
        ("Yo no estoy más casada, me separé.", "casada"),
        ("我们家已经不养鱼了", "养鱼"),
        ("もうバレエ教室は辞めたの、足が痛くて", "バレエ教室"),
    ],
)
def test_household_and_dialect_cessation(text: str, fact: str) -> None:
    _assert_found(text, FORGET, fact)


@pytest.mark.parametrize(
    "text",
    [
        "we don't have the bug anymore",
        "we don't have time anymore",
        "on n'a plus le temps",
        "ya no tenemos tiempo",
        "no tengo más preguntas",
        "もうやめた",
        "もう考えるのをやめた",
        "娘はもうピアノを辞めた",
    ],
)
def test_cessation_contrasts(text: str) -> None:
    assert detect_directive(text) is None


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        # Headers: every imperative of updating, and an arrow as the label's end.
        ("Aktualisiere dein Gedächtnis: ich arbeite jetzt in Ulm.", "Ulm"),
        ("Mets à jour ta mémoire : j'habite à Tours.", "Tours"),
        ("Actualiza tu memoria: ahora trabajo en Bilbao.", "Bilbao"),
        ("更新一下你的记忆：我现在在杭州。", "杭州"),
        ("記憶を更新して：今は仙台に住んでる。", "仙台"),
        ("new memory pls -> I'm training for a triathlon", "triathlon"),
        # After a colon the whole sentence is the content.
        ("recuerda esto: entreno martes, jueves y sábados", "martes, jueves y sábados"),
        # A topic named before a bare verb; politeness between a pointer and its verb.
        ("之前说我在学吉他那条，删了吧，已经不学了。", "吉他"),
        ("这个请记住：我每周五晚上游泳。", "游泳"),
        ("请记录：我有低血糖。", "低血糖"),
        ("你可以忘掉我以前的邮箱了。", "邮箱"),
        # A demonstrative with a noun of information points back.
        ("Ich habe Rheuma. Bitte speichern diese Information.", "Rheuma"),
        ("Je suis intolérant au gluten. Retiens cette information.", "gluten"),
        # A topic raised as a question before "scrap that".
        ("That whole 'I'm going to learn Dutch' thing? Yeah, scrap that.", "Dutch"),
        ("Mon projet de potager ? Fais une croix dessus.", "potager"),
        ("¿Mi idea de adoptar un perro? Bórrala, no tengo espacio.", "adoptar un perro"),
    ],
)
def test_headers_topics_and_pointers(text: str, fact: str) -> None:
    found = detect_directive(text)
    assert found is not None, text
    assert fact in found.statement, found.statement


@pytest.mark.parametrize(
    "text",
    [
        "Mi memoria: fatal hoy.",
        "Ma mémoire : une passoire.",
        "What's my schedule tomorrow? Forget it.",
        "¿Qué hora es? Olvídalo.",
        "我忘掉我以前的手机号了。",
        "之后我们去吃饭吧。",
    ],
)
def test_header_topic_and_pointer_contrasts(text: str) -> None:
    assert detect_directive(text) is None


@pytest.mark.parametrize(
    ("text", "statement"),
    [
        ("In future chats, call me Doc.", "call me Doc"),
        ("今后回答简短一点。", "回答简短一点"),
        ("以降、回答は短めで。", "回答は短めで"),
        ("これからはタメ口でいいよ。", "タメ口でいい"),
        ("之后每次回答都加个总结。", "加个总结"),
    ],
)
def test_standing_markers(text: str, statement: str) -> None:
    found = detect_directive(text)
    assert found is not None, text
    assert found.standing
    assert statement in found.statement, found.statement


@pytest.mark.parametrize(
    ("text", "statement"),
    [
        # A rewritten phrase leads back to the user's words: a statement that starts inside
        # it starts after it, one that ends at an inserted particle ends before it.
        ("supprime le truc comme quoi je bois du café", "je bois du café"),
        ("部活の話消して もう辞めたし", "部活の話"),
        ("rember that I'm left-handed", "I'm left-handed"),
    ],
)
def test_respelt_phrases_map_back_to_the_users_words(text: str, statement: str) -> None:
    found = detect_directive(text)
    assert found is not None, text
    assert found.statement == statement


@pytest.mark.parametrize(
    ("text", "action", "fact"),
    [
        # "anymore" ends the state that ended; the pointer after the news is no news.
        ("we don't have the tortoise anymore RIP Speedy so stop asking", FORGET, "tortoise"),
        ("那个已经不对了，我早就搬离成都了，划掉", FORGET, "搬离成都"),
        # An apposition with a name is part of the statement; an endearment is not.
        ("Olvida lo que te conté de mi ex, Marcos.", FORGET, "Marcos"),
        # The relative clause of what the assistant knows is the memory itself.
        ("Lösch alles, was du über meine alte Firma weißt", FORGET, "alte Firma"),
    ],
)
def test_statement_boundaries(text: str, action: DirectiveAction, fact: str) -> None:
    statement = _assert_found(text, action, fact)
    assert "stop asking" not in statement and "划掉" not in statement


@pytest.mark.parametrize(
    "text",
    [
        "Vergiss nie, wer du bist, mein Schatz.",
        "Never forget who you are, sweetheart.",
        "忘れないで、あなたは一人じゃない。",
        "Vergiss alles, was ich gesagt habe.",
        "Forget everything, let's start over.",
        "Forget what I asked earlier, new question: why is the sky blue?",
        "Vergiss das mit der Tabelle, ich mach's selbst.",
        "Oublie le format, donne-moi juste les chiffres.",
        "Oublie la partie sur les sources.",
        "フォーマットは忘れて、数字だけちょうだい。",
        "今のなし、忘れて。",
        "记住客户不喜欢蓝色。",
        "写故事的时候记住主角怕水。",
        "记住：最多三段。",
        "別忘了我们周五要交报告。",
        "Merk dir, dass die Variablen englisch benannt werden.",
        "Keep in mind we only have 10 minutes for the talk.",
        "記事を要約して、読者は子供だって覚えといて。",
    ],
)
def test_advice_control_and_work_in_every_language(text: str) -> None:
    assert detect_directive(text) is None


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        # Contrasts: the speaker's own facts in the same shapes.
        ("Forget the part about my allergy, it was wrong.", "allergy"),
        ("Efface la partie sur mon ex.", "mon ex"),
        ("记住我老公不喜欢蓝色。", "老公"),
        ("Remember I need 20 minutes to get ready in the morning.", "20 minutes"),
        ("私は2型糖尿病で、5人分の料理を作ってるって覚えておいて", "2型糖尿病"),
    ],
)
def test_speaker_facts_in_work_shapes_still_count(text: str, fact: str) -> None:
    found = detect_directive(text)
    assert found is not None, text
    assert fact in found.statement


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        # A clause of its own that asks before the verb's clause.
        ("Wäre es möglich, dass du dir merkst, dass ich Pescetarier bin?", "Pescetarier"),
        ("Geht es, dass du dir merkst, dass ich kein Fahrrad habe?", "Fahrrad"),
        ("Dürfte ich Sie bitten, sich zu merken, dass ich Brillenträger bin?", "Brillenträger"),
        ("Wärst du so lieb, dir zu notieren, dass ich Nachtdienst habe?", "Nachtdienst"),
        ("¿Es posible que recuerdes que soy sonámbula?", "sonámbula"),
        # French clitics before an infinitive, after any request frame.
        ("Je suis gauchère, tu peux t'en souvenir ?", "gauchère"),
        ("Je suis gauchère. Merci de le noter.", "gauchère"),
        ("Je suis gauchère, garde-le en mémoire.", "gauchère"),
        ("Je suis gauchère, à retenir.", "gauchère"),
    ],
)
def test_asking_clauses_and_clitics(text: str, fact: str) -> None:
    _assert_found(text, REMEMBER, fact)


@pytest.mark.parametrize(
    "text",
    [
        "Ist es möglich, dass du dir Dinge merkst?",
        "Je vais le noter dans mon agenda.",
        "Il faut le retenir pour l'examen.",
        "C'est une leçon à retenir.",
        "Je n'arrive pas à m'en souvenir.",
    ],
)
def test_asking_clause_and_clitic_contrasts(text: str) -> None:
    assert detect_directive(text) is None


@pytest.mark.parametrize(
    ("text", "statement"),
    [
        # A sentence pointed at from the one before is the content as a whole.
        (
            "どうかお忘れなきよう。私は腰が弱く、重い物が持てません。",
            "私は腰が弱く、重い物が持てません",
        ),
        ("覚えておいてくださいませ。私は右耳が聞こえません。", "私は右耳が聞こえません"),
        (
            "Remember this. I'm a nurse, retired since June, thanks!",
            "I'm a nurse, retired since June",
        ),
        # A pointer followed by a time frame, and "note that" at the end, point back.
        ("I'm allergic to kiwi, so remember that next time.", "I'm allergic to kiwi"),
        ("I'm allergic to kiwi - note that.", "I'm allergic to kiwi"),
    ],
)
def test_whole_sentences_and_pointers(text: str, statement: str) -> None:
    found = detect_directive(text)
    assert found is not None, text
    assert found.statement == statement


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("I'm no longer vegetarian.", "vegetarian"),
        ("I'm not learning Italian anymore.", "Italian"),
        ("Not vegan anymore btw.", "vegan"),
        ("No longer at Siemens, fyi.", "Siemens"),
        ("My daughter doesn't go to ballet anymore.", "ballet"),
        ("Mein Sohn geht nicht mehr in die Kita Regenbogen.", "Kita Regenbogen"),
        ("Mon fils ne va plus au club de judo.", "judo"),
        ("Mi hija ya no va al colegio San José.", "San José"),
        ("我儿子已经不上那个幼儿园了", "幼儿园"),
    ],
)
def test_cessation_of_the_speaker_and_their_people(text: str, fact: str) -> None:
    _assert_found(text, FORGET, fact)


@pytest.mark.parametrize(
    "text",
    [
        "Not in the mood anymore.",
        "My wife doesn't have time anymore.",
        "I'm not sure anymore.",
        "Mein Sohn hat keine Lust mehr.",
        "Mon fils ne fait plus rien.",
        "Mi hijo ya no hace nada.",
    ],
)
def test_cessation_of_moods_and_abstracts_is_none(text: str) -> None:
    assert detect_directive(text) is None


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        # "Take into account" is "keep in mind", in every language.
        ("Take into account that I'm asthmatic.", "asthmatic"),
        ("Please factor in that I work weekends.", "weekends"),
        ("Berücksichtige bitte, dass ich Asthmatiker bin.", "Asthmatiker"),
        ("Prends en compte que je suis asthmatique.", "asthmatique"),
        ("Toma en cuenta que soy asmático.", "asmático"),
        ("私が喘息持ちなのを考慮して。", "喘息"),
        # Words that close a digression and come to the point.
        ("我刚下班，累死了。总之你记住我现在住在厦门。", "厦门"),
        ("Bref, retiens que j'habite à Metz.", "Metz"),
        ("Long story short, remember that I moved to York.", "York"),
        # The user's own request as a frame ("when I ask…", "每次…都").
        ("以后我问菜谱的时候记得我不吃香菜", "不吃香菜"),
        ("之后每次给我推荐酒店都默认我在西安", "西安"),
    ],
)
def test_keep_in_mind_class_discourse_and_frames(text: str, fact: str) -> None:
    _assert_found(text, REMEMBER, fact)


@pytest.mark.parametrize(
    "text",
    [
        "Beachte, dass die Abgabe am Montag ist.",
        "我小时候记得我家有条狗",
    ],
)
def test_keep_in_mind_contrasts(text: str) -> None:
    assert detect_directive(text) is None


@pytest.mark.parametrize(
    ("text", "statement"),
    [
        # The words naming the memory are command words, in every language.
        ("Delete the memory where I told you I was engaged.", "I was engaged"),
        ("Wipe the memory that says my brother lives with me.", "my brother lives with me"),
        ("Lösch die Info über meinen alten Verein aus deinem Speicher.", "meinen alten Verein"),
        ("Retire de ta mémoire l'info sur mon ancien club.", "mon ancien club"),
        ("从你的记忆里删掉我养鱼这件事。", "我养鱼"),
        ("私が犬を飼ってるっていう記憶は消して。", "私が犬を飼ってる"),
        ("元カノの記憶を消して。", "元カノ"),
    ],
)
def test_memory_nouns_are_dropped_from_a_forget(text: str, statement: str) -> None:
    found = detect_directive(text)
    assert found is not None, text
    assert found.action is FORGET
    assert found.statement == statement


@pytest.mark.parametrize(
    "text",
    [
        "Vergiss meine Anweisung mit den Tabellen.",
        "Vergiss alles bisher, wir fangen von vorne an.",
        "Oublie ce que j'ai dit tout à l'heure.",
        "Oublie mes consignes précédentes.",
        "Oublie l'exemple d'avant.",
        "Olvida mis instrucciones anteriores.",
        "これまでの指示は全部忘れて。",
        "Forget everything we've discussed so far, start fresh.",
    ],
)
def test_instructions_and_the_conversation_so_far_are_control(text: str) -> None:
    assert detect_directive(text) is None


@pytest.mark.parametrize(
    "text",
    [
        # Japanese: a habit ("忘れてばかり"), a message relayed to someone else, wondering,
        # and "君" as the one addressed.
        "息子が鍵を忘れてばかりで困ってる。",
        "娘に水筒を忘れないでって言っておいて。",
        "夫に卵買うの忘れないでって伝えて。",
        "どうしたら息子が持ち物を覚えてくれるのか分からない。",
        "忘れないで、君は一人じゃない。",
    ],
)
def test_japanese_relayed_habitual_and_wondering(text: str) -> None:
    assert detect_directive(text) is None


def test_japanese_soft_request_still_counts() -> None:
    _assert_found("私が花粉症だって覚えておいてくれるかな？", REMEMBER, "花粉症")


def test_someone_elses_words_are_not_the_speakers_statement() -> None:
    assert detect_directive("我妈说今年的聚会就别想了，忘了吧。") is None
    # Contrast: the speaker's own earlier words are.
    _assert_found("我以前说我在杭州工作，那个删掉吧", FORGET, "杭州")


@pytest.mark.parametrize(
    ("text", "statement"),
    [
        ("No se le olvide que soy asmático.", "soy asmático"),
        ("Acuérdate siempre de que soy zurda.", "soy zurda"),
        ("Ni se te ocurra olvidar que soy zurda.", "soy zurda"),
        ("Don't you dare forget that I'm left-handed.", "I'm left-handed"),
        ("Ne t'avise pas d'oublier que je suis gauchère.", "je suis gauchère"),
        ("可千万不要忘了我儿子在成都。", "我儿子在成都"),
        ("记得别忘了我有哮喘。", "我有哮喘"),
    ],
)
def test_every_shape_of_dont_forget(text: str, statement: str) -> None:
    found = detect_directive(text)
    assert found is not None, text
    assert found.action is REMEMBER
    assert found.statement == statement


@pytest.mark.parametrize(
    ("text", "statement"),
    [
        # A request frame with a pointer after the fact, and a separable particle.
        ("My brother's name is Teo. Can you remember that?", "My brother's name is Teo"),
        ("Mi hermano se llama Teo. ¿Lo puedes recordar?", "Mi hermano se llama Teo"),
        ("Mein Bruder heißt Teo – speicher das ab.", "Mein Bruder heißt Teo"),
    ],
)
def test_pointers_after_a_fact(text: str, statement: str) -> None:
    found = detect_directive(text)
    assert found is not None, text
    assert found.statement == statement


@pytest.mark.parametrize(
    "text",
    ["Do you remember that?", "I went to Rome in 2015. Remember that?", "Can you remember that?"],
)
def test_remember_that_question_is_recall(text: str) -> None:
    assert detect_directive(text) is None


@pytest.mark.parametrize(
    "text",
    [
        # A maxim names an abstraction and no one, in Chinese and Japanese too.
        "记住，努力总会有回报。",
        "记住这句话：机会总是留给有准备的人。",
        "记住一点：永远不要放弃梦想。",
        "覚えておいて、人生は短いよ。",
        "これだけは覚えておいて：諦めたらそこで終わり。",
    ],
)
def test_cjk_maxims_are_no_memory(text: str) -> None:
    assert detect_directive(text) is None


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("记住我在学书法，坚持了两年。", "学书法"),
        ("记住一点：我不喝酒。", "不喝酒"),
        ("私が健康オタクだって覚えておいて。", "健康オタク"),
    ],
)
def test_cjk_facts_with_abstract_words_still_count(text: str, fact: str) -> None:
    _assert_found(text, REMEMBER, fact)


@pytest.mark.parametrize(
    "text",
    [
        # Japanese and Chinese work: a request for work just before, its conditions, and a
        # proximal demonstrative on a project.
        "紹介文を書いて。読者は大学生ってこと忘れないで。",
        "その条件は忘れていいよ。",
        "制限は忘れて自由に書いて。",
        "このアプリはSwiftで書くって覚えておいて。",
        "记住这个项目要用Go写。",
    ],
)
def test_cjk_work_conditions(text: str) -> None:
    assert detect_directive(text) is None


@pytest.mark.parametrize(
    "text",
    [
        "Vergiss meinen Kommentar.",
        "Vergiss den ersten Teil meiner Nachricht.",
        "Vergiss, dass ich gefragt habe.",
        "Oublie mon commentaire.",
        "Oublie la première partie de mon message.",
        "Oublie que j'ai demandé.",
        "Oublie ce que je viens de dire sur la recette.",
        "Olvida mi comentario.",
        "Forget I asked about the weather.",
    ],
)
def test_units_of_the_conversation_with_a_possessive(text: str) -> None:
    assert detect_directive(text) is None


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("Vergiss, dass ich in Köln wohne.", "Köln"),
        ("Oublie mon ancienne adresse.", "adresse"),
        ("Forget I said I live in Paris.", "Paris"),
    ],
)
def test_the_speakers_facts_next_to_conversation_units(text: str, fact: str) -> None:
    _assert_found(text, FORGET, fact)


@pytest.mark.parametrize(
    "text",
    [
        "やっぱり今のは忘れて。",
        "ごめん、今の忘れて。",
        "あ、それ忘れて。",
        "それは忘れて、別の質問。",
        "さっきのやつ忘れて。",
        "前回の会話は忘れて。",
        "Forget that, new question: what's a good pasta shape?",
    ],
)
def test_japanese_turns_of_the_conversation(text: str) -> None:
    assert detect_directive(text) is None


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("私は犬を飼ってる。それ忘れて。", "犬を飼ってる"),
        ("留学の計画、あれ忘れて。", "留学の計画"),
    ],
)
def test_japanese_pointers_after_a_fact_still_count(text: str, fact: str) -> None:
    _assert_found(text, FORGET, fact)


def test_after_all_before_a_bare_forget_takes_words_back() -> None:
    assert detect_directive("やっぱり忘れて、ちょっと思っただけ") is None
    # Contrast: with a memory named, it is a forget; "やっぱり" before a remember is a lead.
    _assert_found("やっぱり前の電話番号は忘れて。", FORGET, "前の電話番号")
    _assert_found("やっぱり覚えておいて、私は乳製品がダメ。", REMEMBER, "乳製品")


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        # Striking out a pointer after the speaker's statement, in every language.
        ("I used to play the cello, cross that out.", "cello"),
        ("I play the cello — strike that, I quit.", "cello"),
        ("Ich spiele Cello. Streich das.", "Cello"),
        ("Ich spiele Cello – nimm das raus, hab aufgehört.", "Cello"),
        ("Je joue du violoncelle. Raye ça.", "violoncelle"),
        ("Je joue du violoncelle, barre ça.", "violoncelle"),
        ("Toco el chelo. Tacha eso.", "chelo"),
        ("Toco el chelo, táchalo.", "chelo"),
        ("チェロの話、外していいよ。", "チェロ"),
    ],
)
def test_striking_out_a_pointer(text: str, fact: str) -> None:
    _assert_found(text, FORGET, fact)


@pytest.mark.parametrize(
    "text",
    [
        "Scratch that, I meant Thursday.",
        "Strike that, wrong chat.",
        "Efface ça.",
        "Supprime ça, c'est faux.",
        "Borra eso.",
        "Quita eso de la lista.",
        "このファイルは消していいよ。",
    ],
)
def test_striking_out_with_nothing_before_is_control(text: str) -> None:
    assert detect_directive(text) is None
