"""detect_directive(): each form in each language, next to the look-alike that must not count.

Every story pairs a directive with its negative twin (the same words where the intent is
something else), so a test fails if the distinction itself disappears.
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from agents.directives import FORMS, Directive, DirectiveAction, detect_directive

REMEMBER = DirectiveAction.REMEMBER
FORGET = DirectiveAction.FORGET


def found(text: str) -> Directive:
    directive = detect_directive(text)
    assert directive is not None, text
    return directive


def assert_directive(text: str, action: DirectiveAction, statement: str, language: str) -> None:
    directive = found(text)
    assert (directive.action, directive.statement, directive.language) == (
        action,
        statement,
        language,
    )


def assert_contains(text: str, action: DirectiveAction, *pieces: str) -> Directive:
    directive = found(text)
    assert directive.action is action, (text, directive)
    for piece in pieces:
        assert piece in directive.statement, (text, directive.statement)
    return directive


def assert_none(text: str) -> None:
    assert detect_directive(text) is None, (text, detect_directive(text))


# --- the imperative verbs, one story per language --------------------------------------


@pytest.mark.parametrize(
    ("text", "action", "statement", "language", "twin"),
    [
        ("remember that I'm vegetarian", REMEMBER, "I'm vegetarian", "en", "I can't remember that"),
        (
            "keep in mind that I hate olives",
            REMEMBER,
            "I hate olives",
            "en",
            "mind you, I hate olives",
        ),
        ("forget that I like jazz", FORGET, "I like jazz", "en", "I forgot that I like jazz"),
        ("记住我对花生过敏", REMEMBER, "我对花生过敏", "zh", "我记不住我对什么过敏"),
        ("忘掉我喜欢爵士乐", FORGET, "我喜欢爵士乐", "zh", "我老是忘掉带钥匙"),
        (
            "Merk dir, dass ich Vegetarier bin",
            REMEMBER,
            "ich Vegetarier bin",
            "de",
            "Ich merke mir nie Namen",
        ),
        (
            "Vergiss, dass ich in Berlin wohne",
            FORGET,
            "ich in Berlin wohne",
            "de",
            "Ich vergesse immer, wo ich wohne",
        ),
        (
            "souviens-toi que je suis végétarien",
            REMEMBER,
            "je suis végétarien",
            "fr",
            "je me souviens que j'étais petit",
        ),
        (
            "oublie que j'habite à Paris",
            FORGET,
            "j'habite à Paris",
            "fr",
            "j'oublie toujours mon code",
        ),
        (
            "recuerda que soy vegetariano",
            REMEMBER,
            "soy vegetariano",
            "es",
            "no recuerdo si soy alérgico",
        ),
        ("olvida que vivo en Madrid", FORGET, "vivo en Madrid", "es", "siempre olvido dónde vivo"),
        (
            "猫の名前はタマだと覚えてください。",
            REMEMBER,
            "猫の名前はタマだ",
            "ja",
            "猫の名前を覚えていない",
        ),
        ("私の古い住所を忘れてください", FORGET, "私の古い住所", "ja", "傘を電車に忘れてきた"),
    ],
)
def test_imperative_verbs_and_the_users_own_memory(
    text: str, action: DirectiveAction, statement: str, language: str, twin: str
) -> None:
    assert_directive(text, action, statement, language)
    assert found(text).form == "imperative"
    assert_none(twin)  # the user talking about their own memory


@pytest.mark.parametrize(
    ("text", "statement"),
    [
        ("remember that I'm vegetarian", "I'm vegetarian"),
        ("Remember: I'm vegetarian.", "I'm vegetarian"),
        ("remember, my sister is called Ana", "my sister is called Ana"),
        ("remember this: I'm allergic to nuts", "I'm allergic to nuts"),
        ("remember my name is Sam", "my name is Sam"),
        ("please remember I'm vegetarian", "I'm vegetarian"),
        ("pls remember that I use vim", "I use vim"),
        ("kindly remember I work nights", "I work nights"),
        ("don't forget that my birthday is May 3", "my birthday is May 3"),
        ("do not forget I'm diabetic", "I'm diabetic"),
        ("never forget that I'm left-handed", "I'm left-handed"),
        ("Don’t forget that I'm a nurse", "I'm a nurse"),
        ("memorize that my locker is 42", "my locker is 42"),
        ("REMEMBER THAT I'M VEGAN", "I'M VEGAN"),
        ('remember that "I\'m vegan"', "I'm vegan"),
        ("remember that 'I'm vegan'", "I'm vegan"),
        ("remember that I'm vegan please", "I'm vegan"),
        ("remember that I'm vegan, thanks!", "I'm vegan"),
        ("remember that I always say thanks", "I always say thanks"),
        ("Remember that… I'm vegan", "I'm vegan"),
        ("remember that I use v2.19.5 of the lib", "I use v2.19.5 of the lib"),
        ("remember that Dr. Smith is my GP.", "Dr. Smith is my GP"),
        ("remember   that\tI'm\u200b vegan", "I'm vegan"),
        ("\ufeffremember that I'm vegan", "I'm vegan"),
        ("remember that my daughter is 5 and my son is 7", "my daughter is 5 and my son is 7"),
        ("remember that I'm vegan, and my partner is too", "I'm vegan, and my partner is too"),
    ],
)
def test_english_statement_is_trimmed_of_framing_politeness_and_quotes(
    text: str, statement: str
) -> None:
    assert_directive(text, REMEMBER, statement, "en")


@pytest.mark.parametrize(
    ("text", "statement"),
    [
        ("Remember that I'm vegetarian. What's for dinner?", "I'm vegetarian"),
        ("remember that I'm vegan! Also I like tea.", "I'm vegan"),
        ("remember that I'm vegan\nand what about lunch?", "I'm vegan"),
        ("remember:\n- I'm vegan\n- I like tea", "I'm vegan"),
        ("记住我不吃辣。今天吃什么？", "我不吃辣"),
        ("remember that I'm vegan, ok?", "I'm vegan"),
        ("记住我不吃辣，好吗？", "我不吃辣"),
        ("remember that I'm vegan, can you suggest a recipe?", "I'm vegan"),
        ("forget that I smoke, I quit last year", "I smoke"),
        ("please remember\nmy password is hunter2", "my password is hunter2"),
    ],
)
def test_statement_stops_where_the_sentence_or_a_new_request_starts(
    text: str, statement: str
) -> None:
    assert found(text).statement == statement


# --- any clause may carry the directive ------------------------------------------------


@pytest.mark.parametrize(
    ("text", "action", "piece", "twin"),
    [
        (
            "Long week. Please remember that I'm vegan.",
            REMEMBER,
            "I'm vegan",
            "Long week. Lunch ideas?",
        ),
        (
            "Lunch ideas? Remember that I'm vegan.",
            REMEMBER,
            "I'm vegan",
            "Lunch ideas? Do you remember me?",
        ),
        (
            "ugh what a day. anyway, please remember I switched to night shifts",
            REMEMBER,
            "night shifts",
            "ugh what a day. anyway, I switched to night shifts",
        ),
        (
            "Wir sind umgezogen. Vergiss bitte meine alte Adresse.",
            FORGET,
            "meine alte Adresse",
            "Wir sind umgezogen. Vergiss es.",
        ),
        (
            "Petite mise à jour. Oublie que je travaille chez Orange.",
            FORGET,
            "je travaille chez Orange",
            "Petite mise à jour. Laisse tomber.",
        ),
        (
            "Qué día. Bueno, recuerda que no tomo alcohol.",
            REMEMBER,
            "no tomo alcohol",
            "Qué día. Bueno, no me acuerdo.",
        ),
        ("好累啊。对了，记住我下周出差", REMEMBER, "我下周出差", "好累啊。对了，我老是记不住"),
        (
            "今日は疲れた。あと、私は辛いものが苦手だと覚えておいて。",
            REMEMBER,
            "辛いものが苦手",
            "今日は疲れた。鍵をどこに置いたか覚えてない。",
        ),
    ],
)
def test_the_directive_may_follow_other_sentences(
    text: str, action: DirectiveAction, piece: str, twin: str
) -> None:
    assert_contains(text, action, piece)
    assert_none(twin)


# --- polite requests phrased as questions ----------------------------------------------


@pytest.mark.parametrize(
    ("text", "action", "piece", "twin"),
    [
        (
            "Could you please remember that I take my coffee black?",
            REMEMBER,
            "coffee black",
            "Could you remember anything from last time?",
        ),
        (
            "can you remember that my flight is on the 14th?",
            REMEMBER,
            "flight is on the 14th",
            "can you remember stuff from one chat to the next?",
        ),
        (
            "Would you mind remembering that I'm colorblind?",
            REMEMBER,
            "colorblind",
            "Do you remember that I'm colorblind?",
        ),
        (
            "can you forget my ex's name please?",
            FORGET,
            "my ex's name",
            "are you able to forget things when I ask?",
        ),
        (
            "Kannst du dir merken, dass meine Frau Jana heißt?",
            REMEMBER,
            "Jana",
            "Erinnerst du dich an meinen Namen?",
        ),
        (
            "Könntest du bitte vergessen, dass ich getrennt lebe?",
            FORGET,
            "getrennt",
            "Kannst du Dinge vergessen?",
        ),
        (
            "Pourrais-tu retenir que je suis enceinte ?",
            REMEMBER,
            "enceinte",
            "Tu te souviens de mon prénom ?",
        ),
        (
            "Est-ce que tu pourrais oublier que je suis sans emploi ?",
            FORGET,
            "sans emploi",
            "Est-ce que tu peux oublier des choses ?",
        ),
        (
            "¿Puedes recordar que mi hijo se llama Mateo?",
            REMEMBER,
            "Mateo",
            "¿Recuerdas cómo se llama mi hijo?",
        ),
        (
            "¿podrías borrar lo que te conté de mi salario?",
            FORGET,
            "salario",
            "¿Puedes olvidar cosas?",
        ),
        ("你能不能记住我女儿叫小雨？", REMEMBER, "小雨", "你还记得我女儿叫什么吗？"),
        ("能不能忘掉我之前说的前男友的名字？", FORGET, "前男友", "你能记住以前聊过的话吗"),
        (
            "夫が甘いもの苦手なこと、覚えておいてもらえますか？",
            REMEMBER,
            "甘いもの苦手",
            "夫の名前、覚えてる？",
        ),
    ],
)
def test_polite_requests_are_directives_and_real_questions_are_not(
    text: str, action: DirectiveAction, piece: str, twin: str
) -> None:
    directive = assert_contains(text, action, piece)
    assert directive.form.startswith(("request", "memory", "release", "imperative"))
    assert_none(twin)


# --- postposed directives: the statement comes first ------------------------------------


@pytest.mark.parametrize(
    ("text", "action", "piece", "language", "twin"),
    [
        (
            "My brother is called Tomás, remember that.",
            REMEMBER,
            "My brother is called Tomás",
            "en",
            "remember that.",
        ),
        (
            "My partner's name is Priya. Remember that.",
            REMEMBER,
            "Priya",
            "en",
            "What's for dinner? Remember that?",
        ),
        (
            "I'm moving to Leeds in March, keep that in mind.",
            REMEMBER,
            "Leeds",
            "en",
            "keep that in mind.",
        ),
        (
            "My old number was 555-0101, please forget that one.",
            FORGET,
            "555-0101",
            "en",
            "That was a dumb question, forget it.",
        ),
        ("我下个月搬去成都，记住哦", REMEMBER, "我下个月搬去成都", "zh", "记住了吗"),
        ("我以前说我在厦门上班，那个删掉吧", FORGET, "厦门", "zh", "算了，当我没说"),
        ("Ich arbeite jetzt bei BMW. Merk dir das.", REMEMBER, "BMW", "de", "Merk dir das."),
        (
            "Das mit meinem Triathlontraining, das kannst du löschen.",
            FORGET,
            "Triathlontraining",
            "de",
            "Vergiss es.",
        ),
        ("Mon chat s'appelle Pixel, retiens-le.", REMEMBER, "Pixel", "fr", "Retiens-le."),
        (
            "Trabajo en remoto los viernes, tenlo en cuenta.",
            REMEMBER,
            "remoto",
            "es",
            "Tenlo en cuenta.",
        ),
        ("Soy asmático, apúntalo porfa", REMEMBER, "asmático", "es", "Apúntalo."),
        ("娘の名前はさくらです。覚えておいてね。", REMEMBER, "さくら", "ja", "覚えておいてね。"),
    ],
)
def test_postposed_directives_take_the_clause_or_sentence_before(
    text: str, action: DirectiveAction, piece: str, language: str, twin: str
) -> None:
    directive = assert_contains(text, action, piece)
    assert directive.language == language
    assert directive.form.endswith("+postposed")
    assert_none(twin)  # nothing before it, a question, or conversation control


def test_a_pronoun_that_points_forward_takes_what_follows() -> None:
    assert found("remember this, I'm vegan").statement == "I'm vegan"
    assert found("Write this down somewhere safe — I'm allergic to latex.").statement == (
        "I'm allergic to latex"
    )
    assert found("记住，我不吃辣").statement == "我不吃辣"
    assert found("覚えておいて、私はベジタリアンです").statement == "私はベジタリアンです"
    assert_none("I'm vegan, remember this?")


# --- memory nouns ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "action", "piece", "twin"),
    [
        (
            "Save this to your memory: I run a bakery.",
            REMEMBER,
            "I run a bakery",
            "That memory leak is still there.",
        ),
        (
            "Please add to your memory that I play the oboe.",
            REMEMBER,
            "I play the oboe",
            "Please add more memory to the server.",
        ),
        (
            "Make a note that my landlord is called Dave.",
            REMEMBER,
            "Dave",
            "Make a note of the error in this function.",
        ),
        ("save my new address to memory", REMEMBER, "my new address", "save the file to disk"),
        (
            "Can you delete my address from your memory?",
            FORGET,
            "my address",
            "Can you delete the temp files?",
        ),
        (
            "Delete from your memory that I have a stepbrother.",
            FORGET,
            "I have a stepbrother",
            "Delete the last row from the table.",
        ),
        ("remove the memory about my ex", FORGET, "my ex", "remove the memory leak"),
        ("帮我记一下：我的车牌是沪A12345", REMEMBER, "沪A12345", "帮我看看这个订单"),
        ("把我前任的名字从记忆里删掉", FORGET, "前任", "把这段代码删掉"),
        ("删除关于我前任的记忆", FORGET, "我前任", "删除这个文件"),
        (
            "Lösch aus deinem Gedächtnis, dass ich Schichtarbeiter bin.",
            FORGET,
            "Schichtarbeiter",
            "Lösch die Datei.",
        ),
        (
            "Notier dir, dass ich Linkshänder bin.",
            REMEMBER,
            "Linkshänder",
            "Ich notiere mir das später.",
        ),
        (
            "Efface de ta mémoire que je bois du café.",
            FORGET,
            "je bois du café",
            "Efface le tableau.",
        ),
        ("Garde en mémoire que je suis diabétique.", REMEMBER, "diabétique", "Garde le fichier."),
        ("Borra de tu memoria que tengo deudas.", FORGET, "deudas", "Borra esa línea."),
        (
            "Apunta que mi cumpleaños es el 3 de mayo.",
            REMEMBER,
            "3 de mayo",
            "Apunta la respuesta en la tabla.",
        ),
        (
            "メモしておいて：私はピーナッツが苦手",
            REMEMBER,
            "ピーナッツ",
            "この関数名を記憶しておいて、あとで使うから",
        ),
        ("私の体重のこと、記憶から消して", FORGET, "体重", "このファイルを削除して"),
    ],
)
def test_memory_nouns_and_note_taking(
    text: str, action: DirectiveAction, piece: str, twin: str
) -> None:
    assert_contains(text, action, piece)
    assert_none(twin)


# --- release: you no longer need to remember ---------------------------------------------


@pytest.mark.parametrize(
    ("text", "piece", "twin"),
    [
        (
            "You don't need to remember my gym schedule anymore.",
            "my gym schedule",
            "I don't need to remember my gym schedule.",
        ),
        ("stop remembering that I smoke", "I smoke", "I can't stop remembering that day."),
        (
            "unremember my old username, kestrel_41",
            "kestrel_41",
            "I don't remember my old username.",
        ),
        ("You can forget where I live now.", "where I live", "You can forget the tests for now."),
        ("不用再记得我在减肥了", "减肥", "我不记得我在减肥"),
        ("Du musst dir nicht mehr merken, dass ich rauche.", "rauche", "Ich muss mir das merken."),
        (
            "Tu n'as plus besoin de retenir que je suis au chômage.",
            "chômage",
            "Je n'ai plus besoin de mon vélo.",
        ),
        ("Ya no necesitas recordar que estoy a dieta.", "dieta", "Ya no necesito recordar eso."),
        ("もう私が転職活動中だって覚えておかなくていいよ", "転職活動中", "鍵をかけたか覚えてない"),
    ],
)
def test_release_phrasing_is_forget(text: str, piece: str, twin: str) -> None:
    directive = assert_contains(text, FORGET, piece)
    assert directive.form in ("release", "release+postposed")
    assert_none(twin)


# --- that's no longer true -------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "piece", "twin"),
    [
        ("The bit about me owning a cat is no longer true.", "owning a cat", "That's not true."),
        (
            "I told you I work at Acme. That's no longer true.",
            "Acme",
            "The store opens at 9. That's no longer true.",
        ),
        ("我说过我住在杭州，那个已经不对了", "杭州", "你说的不对"),
        ("Es stimmt nicht mehr, dass ich bei Bosch arbeite.", "Bosch", "Das stimmt nicht."),
        ("Ce n'est plus vrai que je travaille chez Michelin.", "Michelin", "Ce n'est pas vrai."),
        ("Lo de que tengo novia ya no es cierto.", "tengo novia", "No es cierto."),
        ("犬を飼ってるって話、もう違うよ", "犬を飼ってる", "違うよ"),
    ],
)
def test_outdated_facts_are_forgotten(text: str, piece: str, twin: str) -> None:
    directive = assert_contains(text, FORGET, piece)
    assert directive.form.startswith("outdated")
    assert_none(twin)  # a plain correction, or a statement not about the user


# --- standing instructions ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "statement", "twin"),
    [
        ("from now on call me Sam", "call me Sam", "From now on I'm going to run every day."),
        (
            "From now on, answer in French.",
            "answer in French",
            "From now on the endpoint returns JSON.",
        ),
        (
            "Answer in Dutch from now on.",
            "Answer in Dutch",
            "We should save results to disk from now on.",
        ),
        (
            "Going forward, please keep answers under 100 words.",
            "keep answers under 100 words",
            "In the future I might learn Japanese.",
        ),
        ("以后请用繁体字回答我。", "用繁体字回答我", "毕业以后我想当医生。"),
        (
            "Ab jetzt bitte immer auf Englisch antworten.",
            "immer auf Englisch antworten",
            "Ab jetzt werde ich mehr Sport machen.",
        ),
        (
            "Désormais, réponds-moi en espagnol.",
            "réponds-moi en espagnol",
            "Désormais je vais courir le matin.",
        ),
        (
            "A partir de ahora, háblame de usted.",
            "háblame de usted",
            "A partir de ahora voy a correr.",
        ),
        ("これからは敬語で話してください。", "敬語で話して", "これから出かけます。"),
    ],
)
def test_standing_instructions_are_remembered_as_standing(
    text: str, statement: str, twin: str
) -> None:
    directive = found(text)
    assert directive.action is REMEMBER
    assert statement in directive.statement
    assert directive.standing is True
    assert directive.form == "standing"
    assert_none(twin)  # a plan of the user's, or a statement about something else


def test_remember_to_always_is_a_standing_preference_but_remember_to_is_a_task() -> None:
    directive = found("remember to always answer in French")
    assert directive.statement == "always answer in French"
    assert directive.standing is True
    assert found("remember to reply in French").standing is True
    assert found("remember to call me Sam").standing is True
    assert found("remember that I'm vegan").standing is False
    assert_none("remember to escape the quotes in that regex")
    assert_none("Remember to close the file handle in that function.")


def test_a_first_person_fact_after_from_now_on_is_remembered_but_not_standing() -> None:
    directive = found("From now on I'm vegetarian.")
    assert (directive.statement, directive.standing) == ("I'm vegetarian", False)


def test_for_future_reference_is_remember() -> None:
    assert_directive(
        "For future reference, I'm lactose intolerant.", REMEMBER, "I'm lactose intolerant", "en"
    )
    assert_none("For future reference, you should back up your files.")


# --- don't forget = remember --------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "piece", "language", "twin"),
    [
        (
            "Don't forget that I'm training for a triathlon.",
            "triathlon",
            "en",
            "Don't forget to drink water today!",
        ),
        ("don't forget my birthday!", "my birthday", "en", "don't forget your umbrella!"),
        ("别忘了我是左撇子。", "我是左撇子", "zh", "别忘了带伞"),
        (
            "Vergiss nicht, dass ich Laktose nicht vertrage.",
            "Laktose",
            "de",
            "Vergiss die Milch nicht!",
        ),
        (
            "N'oublie pas que je suis végétarien.",
            "végétarien",
            "fr",
            "N'oublie pas que tu es génial !",
        ),
        ("No olvides que soy vegana.", "vegana", "es", "No olvides llevar paraguas."),
        ("私の誕生日を忘れないでね。", "誕生日", "ja", "忘れないでね、傘を持っていくのを"),
    ],
)
def test_dont_forget_is_remember_when_it_is_about_the_user(
    text: str, piece: str, language: str, twin: str
) -> None:
    directive = assert_contains(text, REMEMBER, piece)
    assert directive.language == language
    assert_none(twin)  # an errand or advice for someone else


# --- not directives -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("directive", "task"),
    [
        ("remember that I use tabs", "remember to use tabs in this file"),
        ("don't forget that I'm vegan", "don't forget the null check in this function"),
        ("keep in mind that I'm a beginner", "keep in mind it has to fit on one slide"),
        ("remember my address", "remember this table, we'll sort it next"),
        (
            "Merk dir, dass ich Linkshänder bin.",
            "Merk dir die Spaltennamen, gleich kommt die Tabelle.",
        ),
        (
            "Rappelle-toi que je suis médecin.",
            "Rappelle-toi que le texte doit tenir en 150 mots.",
        ),
        ("Ten en cuenta que soy celíaco.", "Ten en cuenta que el texto es para niños."),
        ("记住我不吃香菜", "记住这个函数的参数，等会要用"),
        ("私が猫アレルギーだと覚えておいて", "このコードを覚えておいて、後で使うから"),
    ],
)
def test_instructions_about_the_task_at_hand_are_not_directives(directive: str, task: str) -> None:
    assert detect_directive(directive) is not None
    assert_none(task)


@pytest.mark.parametrize(
    ("directive", "advice"),
    [
        ("Remember, I'm allergic to nuts!", "Remember, you've got this!"),
        ("Remember Sam's birthday is Friday", "Remember Jon, just breathe"),
        ("remember: call me Robbie", "remember: breathe"),
        ("Remember that I take things slowly.", "Remember, these things take time!"),
        ("Denk dran, dass ich morgen frei habe.", "Denk dran, du schaffst das!"),
        (
            "Souviens-toi que je suis végétarien.",
            "Souvenez-vous, l'important c'est d'essayer !",
        ),
        ("Recuerda que soy diabético.", "Recuerda que eres increíble."),
        ("记住我不喝酒", "宝贝，记住出门要带围巾"),
    ],
)
def test_advice_to_someone_else_is_not_a_directive(directive: str, advice: str) -> None:
    assert detect_directive(directive) is not None
    assert_none(advice)


@pytest.mark.parametrize(
    ("directive", "control"),
    [
        ("forget that I mentioned my divorce", "forget my previous question"),
        ("forget my old address", "forget what I just said"),
        ("forget about my old address", "forget about it"),
        ("Forget that I have a peanut allergy.", "Forget that question, it was silly."),
        ("forget where I live", "forget the code I pasted, it was the wrong one"),
        ("忘掉我以前的手机号吧", "忘了我刚才问的吧"),
        ("Vergiss meine alte Nummer.", "Vergiss es."),
        ("Oublie mon ancienne adresse mail.", "Laisse tomber, oublie ça."),
        ("Olvida mi número viejo.", "Olvídalo, no importa."),
        ("前の住所は忘れてください。", "今のは忘れて"),
    ],
)
def test_conversation_control_is_not_a_forget(directive: str, control: str) -> None:
    assert found(directive).action is FORGET
    assert_none(control)
    assert_none("never mind, scratch that")
    assert_none("算了，当我没说")


@pytest.mark.parametrize(
    ("directive", "reminiscing"),
    [
        ("remember that I met Ana in Rome", "remember when we met in Rome?"),
        ("remember that my dog is called Rex", "remember that trip we took to Rome"),
        ("Remember that I hate horror films.", "Remember the time we watched that horror film?"),
        ("记住我们下周去上海", "你还记得我们上次聊什么吗？"),
        ("Merk dir, dass wir im Mai heiraten.", "Weißt du noch, wie wir in Rom waren?"),
        ("Rappelle-toi que je pars lundi.", "Tu te souviens quand on est allés à Nice ?"),
        ("Acuérdate de que me mudo en mayo.", "¿Te acuerdas cuando fuimos a la playa?"),
        ("私の誕生日は五月三日だと覚えておいて", "昨日の会議の内容、覚えてる？"),
    ],
)
def test_reminiscing_and_memory_questions_are_not_directives(
    directive: str, reminiscing: str
) -> None:
    assert found(directive).action is REMEMBER
    assert_none(reminiscing)


@pytest.mark.parametrize(
    "text",
    [
        "he said 'remember that I'm vegetarian'",
        "'remember that I'm vegetarian'",
        "“remember that I'm vegetarian”",
        "`remember that x`",
        "```\nremember that x\n```",
        "# remember to refactor this later",
        "my mom told me to remember that I'm allergic",
        "I told her: remember that I'm vegan",
        "She told me to remember that the store closes at 5.",
        "Er hat gesagt: merk dir das gut.",
        "Elle m'a dit : retiens que la vie est courte.",
        "Mi madre me dijo: recuerda que la familia es lo primero.",
        "他说：记住我是老板",
        "母に「覚えておいて」と言われた",
    ],
)
def test_quotes_code_and_reported_speech_are_not_directives(text: str) -> None:
    assert_none(text)
    # Contrast: the same directive said by the user is one.
    assert detect_directive("remember that I'm vegetarian") is not None


@pytest.mark.parametrize(
    "text",
    [
        "do you remember my name?",
        "can you remember things?",
        "remember that I'm vegan?",
        "Remember me?",
        "What do you remember about me so far?",
        "你还记得我的名字吗",
        "记住了吗",
        "¿Recuerdas mi nombre?",
        "私の名前を覚えてる？",
        "I'll remember that, thanks!",
        "don't remember that",
        "note that the API changed",
        "Remind me to call the dentist tomorrow.",
        "What should I remember for the exam?",
        "the remembrance day parade",
        "remember that.",
        "remember:",
        "Remember!",
        "请记住",
        "forget it",
        "Forget about it!",
        "Forget about perfect, just aim for finished.",
        "forget the tests, just ship it",
        "oublie le passé",
        "olvida el pasado",
        "vergiss die Vergangenheit",
        "忘记我的密码了",
        "",
        "   ",
    ],
)
def test_not_a_directive(text: str) -> None:
    assert_none(text)


# --- how people really write: the families a rule list fitted to examples missed -------
#
# Each story is a directive next to its twin: the same words where the intent is something
# else, so the mechanism (not one sentence) is what passes.


@pytest.mark.parametrize(
    ("text", "action", "piece", "twin"),
    [
        (
            "remeber that my locker code is 3141",
            REMEMBER,
            "my locker code is 3141",
            "I never remeber my locker code",
        ),
        (
            "pls dont 4get i use a wheelchair",
            REMEMBER,
            "i use a wheelchair",
            "i always 4get my keys",
        ),
        (
            "frget what I said about my old flat",
            FORGET,
            "my old flat",
            "we forge ahead with the old flat",
        ),
        (
            "Vergis nicht, dass ich nachts arbeite",
            REMEMBER,
            "ich nachts arbeite",
            "Ich vergess immer, wann ich arbeite",
        ),
        (
            "souvien-toi que j'ai un chien",
            REMEMBER,
            "j'ai un chien",
            "je me souvien pas de son nom",
        ),
        (
            "oubli pas que je suis gauchère",
            REMEMBER,
            "je suis gauchère",
            "un oubli de ma part, désolée",
        ),
        ("acuerdate q trabajo de noche", REMEMBER, "trabajo de noche", "no me acuerdo q día es"),
        ("记主我对芒果过敏", REMEMBER, "我对芒果过敏", "我老是记不住我对什么过敏"),
        ("私が夜勤だってこと、わすれないでね", REMEMBER, "私が夜勤", "昨日は傘をわすれてきた"),
    ],
)
def test_misspelt_directive_words_are_read_in_their_standard_spelling(
    text: str, action: DirectiveAction, piece: str, twin: str
) -> None:
    directive = assert_contains(text, action, piece)
    assert piece in text  # the statement is the user's own text, not the respelt one
    assert directive.statement in text
    assert_none(twin)


def test_traditional_chinese_reads_like_simplified() -> None:
    assert_contains("請記住我住在台中", REMEMBER, "我住在台中")
    assert_contains("請幫我記下來：我女兒對蛋過敏", REMEMBER, "我女兒對蛋過敏")
    assert_contains("以後推薦書的時候記得我只看電子書", REMEMBER, "我只看電子書")
    assert_none("我記不住我女兒的生日")
    assert_none("你還記得我的生日嗎？")


@pytest.mark.parametrize(
    ("text", "piece", "twin"),
    [
        (
            "would you be so kind as to remember that I'm a night nurse?",
            "I'm a night nurse",
            "would you be able to remember things?",
        ),
        (
            "do u mind remembering that I'm left-handed",
            "I'm left-handed",
            "do you remember that I'm left-handed?",
        ),
        (
            "Wärst du so lieb und merkst dir, dass ich Schicht arbeite?",
            "ich Schicht arbeite",
            "Kannst du dir Sachen merken?",
        ),
        (
            "Würden Sie sich bitte merken, dass ich Diabetikerin bin?",
            "ich Diabetikerin bin",
            "Würden Sie sich an mich erinnern?",
        ),
        (
            "Veuillez retenir que je suis sourd d'une oreille.",
            "je suis sourd d'une oreille",
            "Pouvez-vous retenir des choses ?",
        ),
        (
            "Auriez-vous la gentillesse de retenir que je ne bois pas ?",
            "je ne bois pas",
            "Vous souvenez-vous de moi ?",
        ),
        ("Por favor, recuerde que soy celíaca.", "soy celíaca", "¿Usted recuerda cosas de antes?"),
        (
            "¿Sería tan amable de tener presente que uso silla de ruedas?",
            "uso silla de ruedas",
            "¿Puede recordar cosas?",
        ),
        (
            "¿Vos podrías acordarte de que vivo en Córdoba?",
            "vivo en Córdoba",
            "¿Vos te acordás de mí?",
        ),
        ("可以麻烦你记住我不喝咖啡吗？", "我不喝咖啡", "你能记得东西吗？"),
        ("請問您可以記住我是素食者嗎？", "我是素食者", "您還記得我嗎？"),
        ("車を持っていないことをお忘れなく", "車を持っていない", "車の鍵、覚えてる？"),
        ("猫を二匹飼ってるねん、覚えとってな", "猫を二匹飼ってる", "猫の名前、覚えとる？"),
    ],
)
def test_requests_in_every_register_are_directives(text: str, piece: str, twin: str) -> None:
    assert_contains(text, REMEMBER, piece)
    assert_none(twin)  # a real question about memory


@pytest.mark.parametrize(
    ("text", "remembered", "forgotten"),
    [
        ("don't ever forget that I'm diabetic", "I'm diabetic", "forget that I'm diabetic"),
        (
            "can u not forget that I'm deaf in one ear",
            "I'm deaf in one ear",
            "forget that I'm deaf in one ear",
        ),
        ("vergiss nöd, dass ich vegan bin", "ich vegan bin", "vergiss, dass ich vegan bin"),
        (
            "Oublie surtout pas que mon fils s'appelle Noé",
            "mon fils s'appelle Noé",
            "Oublie que mon fils s'appelle Noé",
        ),
        ("No olvide que soy autónomo.", "soy autónomo", "Olvide que soy autónomo."),
        ("千万别忘了我是色盲", "我是色盲", "忘掉我是色盲"),
        (
            "ワンルームに住んでるの忘れないでね",
            "ワンルームに住んでる",
            "ワンルームに住んでるのは忘れて",
        ),
    ],
)
def test_a_negated_forget_is_remember_whatever_stands_between(
    text: str, remembered: str, forgotten: str
) -> None:
    assert_contains(text, REMEMBER, remembered)
    assert_contains(forgotten, FORGET, remembered)


@pytest.mark.parametrize(
    ("text", "piece", "twin"),
    [
        (
            "please stop keeping track of my calories",
            "my calories",
            "I stopped keeping track of my calories",
        ),
        (
            "you don't have to keep my old number in mind anymore",
            "my old number",
            "I don't have to keep it in mind",
        ),
        (
            "My ex's name, you don't need to remember that anymore",
            "My ex's name",
            "I don't need to remember that anymore",
        ),
        (
            "Du brauchst dir meine alte Adresse nicht mehr zu merken",
            "meine alte Adresse",
            "Ich muss mir die Adresse merken",
        ),
        (
            "Hör auf, mein Gewicht zu notieren.",
            "mein Gewicht",
            "Ich habe aufgehört, mein Gewicht zu notieren.",
        ),
        (
            "Arrête de noter mes dépenses, ça me stresse",
            "mes dépenses",
            "J'ai arrêté de noter mes dépenses",
        ),
        (
            "Mon ancienne adresse, pas la peine de t'en souvenir",
            "Mon ancienne adresse",
            "Je ne me souviens pas de mon ancienne adresse",
        ),
        ("Deja de apuntar mis gastos, me agobia", "mis gastos", "Dejé de apuntar mis gastos"),
        (
            "Mi antiguo número ya no hace falta que lo recuerdes",
            "Mi antiguo número",
            "Ya no recuerdo mi antiguo número",
        ),
        ("我以前的手机号你不用再记了", "我以前的手机号", "考完试了，我不用再记单词了"),
        ("别再帮我记录体重了", "体重", "我不再记录体重了"),
        ("私の睡眠時間を記録するのはやめて", "私の睡眠時間", "睡眠時間を記録するのをやめた"),
    ],
)
def test_releasing_what_is_kept_is_forget_wherever_the_object_stands(
    text: str, piece: str, twin: str
) -> None:
    assert found(text).form.startswith("release")
    assert_contains(text, FORGET, piece)
    assert_none(twin)  # the speaker's own habit


@pytest.mark.parametrize(
    ("text", "statement_has", "statement_lacks"),
    [
        ("forget that I'm vegetarian, I eat fish again", "I'm vegetarian", "fish"),
        ("Vergiss, dass ich in Köln wohne, bin umgezogen", "ich in Köln wohne", "umgezogen"),
        ("Oublie que je fais du yoga, j'ai arrêté", "je fais du yoga", "arrêté"),
        ("Olvida que tengo moto, la vendí", "tengo moto", "vendí"),
        ("忘掉我在吃素这件事，我现在吃肉了", "我在吃素", "吃肉"),
        ("ヨガを習ってるってことは忘れて、もうやめたから", "ヨガを習ってる", "やめた"),
        ("Olvida mi número viejo y anota el nuevo, acaba en 12", "mi número viejo", "anota"),
        (
            "Merk dir, dass ich Laktose nicht vertrage, danke dir!",
            "ich Laktose nicht vertrage",
            "danke",
        ),
        ("forget about me being in Leeds, I'm home now", "me being in Leeds", "home now"),
    ],
)
def test_the_statement_ends_where_a_new_clause_or_directive_begins(
    text: str, statement_has: str, statement_lacks: str
) -> None:
    statement = found(text).statement
    assert statement_has in statement
    assert statement_lacks not in statement


@pytest.mark.parametrize(
    ("text", "piece", "twin"),
    [
        (
            "I only drink decaf — keep that in mind, ok?",
            "I only drink decaf",
            "can you keep things in mind?",
        ),
        (
            "Ich arbeite nur vormittags, merk dir das, ja?",
            "Ich arbeite nur vormittags",
            "Kannst du dir das merken?",
        ),
        ("J'habite à Rennes, retiens-le, d'accord ?", "J'habite à Rennes", "Tu peux retenir ça ?"),
        ("De ahora en más hablame de vos, ¿dale?", "hablame de vos", "¿Te acordás de eso?"),
        ("我是左撇子，记住了，好吗？", "我是左撇子", "你记住了吗？"),
    ],
)
def test_a_closing_tag_question_does_not_make_a_question(text: str, piece: str, twin: str) -> None:
    assert_contains(text, REMEMBER, piece)
    assert_none(twin)


@pytest.mark.parametrize(
    ("text", "fact", "frame", "task"),
    [
        (
            "whenever you plan meals for me, remember that I can't have dairy",
            "I can't have dairy",
            "plan meals",
            "when you write the story, keep in mind the readers are six",
        ),
        (
            "Wenn du mir Rezepte gibst, denk dran, dass ich kein Schwein esse",
            "ich kein Schwein esse",
            "Rezepte",
            "Wenn du die Geschichte schreibst, denk dran, dass die Leser klein sind",
        ),
        (
            "Quand tu me proposes des recettes, souviens-toi que je ne mange pas de porc",
            "je ne mange pas de porc",
            "recettes",
            "Quand tu écris l'histoire, souviens-toi que les lecteurs sont petits",
        ),
        (
            "Cuando me recomiendes recetas, recuerda que no como cerdo",
            "no como cerdo",
            "recetas",
            "Cuando escribas el cuento, recuerda que los lectores son niños",
        ),
        (
            "以后推荐菜谱的时候，记得我不吃猪肉",
            "我不吃猪肉",
            "菜谱",
            "写这篇作文的时候记得要引用出处",
        ),
        (
            "レシピを提案するときは、卵が食べられないって覚えておいて",
            "卵が食べられない",
            "レシピ",
            "このレポートを書くときは出典を入れるのを忘れないで",
        ),
    ],
)
def test_a_directive_inside_a_frame_of_the_assistants_work_keeps_only_the_fact(
    text: str, fact: str, frame: str, task: str
) -> None:
    statement = assert_contains(text, REMEMBER, fact).statement
    assert frame not in statement
    assert_none(task)  # about the work itself, not the user


@pytest.mark.parametrize(
    ("text", "fact", "premise"),
    [
        (
            "always assume I'm on Linux when giving me commands",
            "I'm on Linux",
            "assume the list is already sorted",
        ),
        (
            "Geh bitte immer davon aus, dass ich einen Mac habe.",
            "ich einen Mac habe",
            "Geh davon aus, dass die Liste sortiert ist.",
        ),
        (
            "Pars du principe que j'utilise Windows.",
            "j'utilise Windows",
            "Pars du principe que la liste est triée.",
        ),
        (
            "Da siempre por hecho que uso Android.",
            "uso Android",
            "Da por hecho que los datos están limpios.",
        ),
        ("默认我用的是安卓手机", "我用的是安卓手机", "默认输入已经排好序了"),
        (
            "私がMacを使っている前提で答えてください",
            "私がMacを使っている",
            "入力がソート済みの前提で書いてください",
        ),
    ],
)
def test_assume_remembers_a_fact_about_the_speaker_not_a_premise_of_the_task(
    text: str, fact: str, premise: str
) -> None:
    directive = assert_contains(text, REMEMBER, fact)
    assert directive.form == "assume"
    assert_none(premise)


@pytest.mark.parametrize(
    ("user", "task"),
    [
        (
            "remember to use APA style whenever I ask for citations",
            "remember to use APA citations in this lit review",
        ),
        (
            "keep in mind I can only read 200 words at a time",
            "Keep in mind we only get 150 words for the summary.",
        ),
        ("make a note that my venue is Hall B", "Make a note in the doc that the venue is Hall B."),
        (
            "Notier dir, dass ich im Erdgeschoss wohne",
            "Notier im Dokument, dass das Meeting im Erdgeschoss ist.",
        ),
        (
            "N'oublie pas que je suis daltonien",
            "N'oublie pas de mettre des sources dans cet exposé",
        ),
        (
            "Ten en cuenta que soy maestra",
            "Ten en cuenta que los lectores son niños para esta fábula.",
        ),
        ("记住我在做跨境电商", "记住这次回复要控制在三百字以内"),
        ("私がベジタリアンだって覚えておいて", "このレポートには出典を入れるのを忘れないで"),
    ],
)
def test_an_instruction_is_the_users_when_about_the_speaker_and_a_task_when_about_the_work(
    user: str, task: str
) -> None:
    assert found(user).action is REMEMBER
    assert_none(task)


@pytest.mark.parametrize(
    ("directive", "advice"),
    [
        ("Don't forget, I'm allergic to bees", "Don't forget, kiddo, we're all rooting for you"),
        ("remember that I'm moving in May", "Don't forget me when you're famous!"),
        ("Vergiss nicht, dass ich umziehe", "Vergiss mich nicht, wenn du berühmt bist!"),
        ("Souviens-toi que je déménage en mai", "Souviens-toi, ma chérie, tu n'es pas seule"),
        ("Recuerda que me mudo en mayo", "Recuerda, mi vida, que no estás sola"),
        ("¡No te olvides de que me mudo!", "¡No te olvides de mí cuando seas famoso!"),
        ("记住，我五月搬家", "记住，小林，每次失败都是经验"),
        (
            "五月に引っ越すって覚えておいて",
            "みなさん、失敗は成長のチャンスだってことを覚えておいてください",
        ),
        (
            "大阪に住んでるって忘れないで",
            "もっと大変なことも乗り越えてきたって忘れないで、あなたならできる",
        ),
    ],
)
def test_advice_to_someone_named_or_cheered_is_not_a_directive(directive: str, advice: str) -> None:
    assert found(directive).action is REMEMBER
    assert_none(advice)


@pytest.mark.parametrize(
    ("memory", "control"),
    [
        ("forget that I live in Oslo, I moved", "forget the bug I mentioned, I fixed it myself"),
        (
            "Vergiss, dass ich rauche, hab aufgehört",
            "Vergiss den Fehler von vorhin, hab ihn selbst gefunden",
        ),
        ("Oublie que je fume, j'ai arrêté", "Oublie le souci de police, j'ai trouvé la solution"),
        ("Olvida que fumo, lo dejé", "Olvídate de lo del margen, ya lo arreglé."),
        ("忘掉我抽烟这件事，我戒了", "刚才那个报错忘了吧，我自己搞定了"),
        ("タバコを吸ってるってことは忘れて、やめたから", "余白の件は忘れて、自己解決した"),
    ],
)
def test_forgetting_a_solved_problem_is_conversation_control(memory: str, control: str) -> None:
    assert found(memory).action is FORGET
    assert_none(control)


@pytest.mark.parametrize(
    ("text", "piece", "twin"),
    [
        (
            "That I'm learning Korean — not true anymore, I gave up",
            "I'm learning Korean",
            "The store opens at 9 — not true anymore",
        ),
        (
            "Dass ich bei Siemens arbeite – stimmt nicht mehr",
            "ich bei Siemens arbeite",
            "Stimmt das nicht mehr?",
        ),
        (
            "Que je travaille chez Renault, ce n'est plus vrai",
            "je travaille chez Renault",
            "Ce n'est plus vrai ?",
        ),
        (
            "Que trabajo en Telefónica, ya no es cierto",
            "trabajo en Telefónica",
            "¿Ya no es cierto?",
        ),
        ("我在华为上班这个已经不对了", "我在华为上班", "这个已经不对了吗？"),
        ("アマゾンで働いてるっていうの、もう違います。", "アマゾンで働いてる", "もう違いますか？"),
    ],
)
def test_no_longer_true_takes_the_clause_it_comments_on(text: str, piece: str, twin: str) -> None:
    assert_contains(text, FORGET, piece)
    assert_none(twin)


def test_japanese_dont_forget_is_an_errand_before_a_plain_verb_and_a_fact_before_a_state() -> None:
    assert_contains("ワンルームに住んでるの忘れないでね", REMEMBER, "ワンルームに住んでる")
    assert_contains("車を持っていないことを忘れないで", REMEMBER, "車を持っていない")
    assert_none("見出しを太字にするのを忘れないで")
    assert_none("ゴミを出すの忘れないでね")


def test_note_that_counts_when_the_note_is_about_the_speaker() -> None:
    assert_contains(
        "note that my son's dentist is Dr. Park", REMEMBER, "my son's dentist is Dr. Park"
    )
    assert_contains("Note que je travaille de nuit", REMEMBER, "je travaille de nuit")
    assert_none("note that the endpoint is rate-limited")
    assert_none("Note que la colonne B contient des doublons")


@pytest.mark.parametrize(
    ("text", "piece", "twin"),
    [
        (
            "Thanks for earlier (oh and remember I have two cats)",
            "I have two cats",
            "Thanks for earlier (oh and I have two cats)",
        ),
        (
            "Peux-tu m'aider ? (souviens-toi au passage que je suis graphiste)",
            "je suis graphiste",
            "Peux-tu m'aider ? (je suis graphiste)",
        ),
        (
            "¿Me ayudas? (recuerda de paso que soy diseñador)",
            "soy diseñador",
            "¿Me ayudas? (soy diseñador)",
        ),
    ],
)
def test_a_parenthesis_is_a_clause_of_its_own(text: str, piece: str, twin: str) -> None:
    statement = assert_contains(text, REMEMBER, piece).statement
    assert "(" not in statement
    assert_none(twin)


@pytest.mark.parametrize(
    ("text", "piece", "twin"),
    [
        ("I don't have a dog anymore, so you can remove that", "dog", "you can remove that file"),
        (
            "Ich arbeite nicht mehr bei der Post, lösch das bitte",
            "Post",
            "Lösch das bitte, die Datei ist alt",
        ),
        ("Lösch alles, was du über meinen Ex weißt", "meinen Ex", "Lösch alles, was im Ordner ist"),
        (
            "Efface tout ce que tu sais sur mon ex",
            "mon ex",
            "Efface tout ce qui est dans le dossier",
        ),
        ("Ya no tengo perro, puedes borrar eso", "perro", "puedes borrar ese archivo"),
        ("我已经不养狗了，那条可以删了", "狗", "这个文件可以删了"),
        ("もう銀行では働いてないから、その情報は消して", "銀行", "このファイルを削除して"),
    ],
)
def test_erasing_a_pointer_forgets_the_speakers_statement_before_it(
    text: str, piece: str, twin: str
) -> None:
    assert_contains(text, FORGET, piece)
    assert_none(twin)


@pytest.mark.parametrize(
    ("user", "study"),
    [
        (
            "my exam moved... remember that it's now on the 12th",
            "Don't forget that Rome is the capital of Italy, that's on the quiz",
        ),
        (
            "Merk dir, dass meine Prüfung am Montag ist",
            "Merk dir, dass Bern die Hauptstadt ist, das kommt in der Prüfung",
        ),
        (
            "Retiens que mon examen est lundi",
            "Retiens que Berne est la capitale, c'est dans le contrôle",
        ),
        (
            "Recuerda que mi examen es el lunes",
            "Recuerda que Lima es la capital, sale en el examen",
        ),
        ("记住我的考试在周一", "记住堪培拉是首都，考试会考"),
        (
            "私の試験は月曜日だって覚えておいて",
            "キャンベラが首都だって覚えておいて、テストに出るから",
        ),
    ],
)
def test_a_fact_to_learn_for_a_test_is_no_memory_of_the_user(user: str, study: str) -> None:
    assert found(user).action is REMEMBER
    assert_none(study)


@pytest.mark.parametrize(
    ("text", "piece", "twin"),
    [
        (
            "please stop tracking my sleep",
            "my sleep",
            "Please stop tracking the parcel and just give me a refund",
        ),
        (
            "Arrête de suivre mon poids",
            "mon poids",
            "Arrête de suivre le colis, je veux être remboursé",
        ),
        (
            "Deja de llevar la cuenta de mis pasos",
            "mis pasos",
            "Deja de llevar la cuenta de los pedidos",
        ),
        ("别再帮我记录体重了", "体重", "别再记录那个包裹的物流了"),
    ],
)
def test_what_is_no_longer_tracked_must_be_the_speakers(text: str, piece: str, twin: str) -> None:
    assert_contains(text, FORGET, piece)
    assert_none(twin)


@pytest.mark.parametrize(
    ("instruction", "news"),
    [
        ("Ab jetzt antworte mir bitte auf Englisch", "Ab jetzt gilt die neue Regel für alle"),
        ("从现在开始用英文回答我", "从现在开始新规定对所有员工生效"),
        ("from now on call me Dee", "from now on the office opens at 8"),
    ],
)
def test_after_from_now_on_an_instruction_is_about_the_answers_not_the_world(
    instruction: str, news: str
) -> None:
    assert found(instruction).standing
    assert_none(news)


def test_a_first_person_fact_after_ab_jetzt_is_remembered_but_not_standing() -> None:
    directive = assert_contains("Ab jetzt bin ich Vegetarierin", REMEMBER, "Vegetarierin")
    assert not directive.standing


@pytest.mark.parametrize(
    ("text", "piece"),
    [
        (
            "I moved to Austin last month. Keep that in mind when recommending stuff",
            "I moved to Austin",
        ),
        (
            "I teach third grade, so remember that when you suggest activities",
            "I teach third grade",
        ),
        ("Remember: no nuts in anything you suggest for me", "no nuts"),
    ],
)
def test_a_pointer_before_a_frame_points_back_and_for_me_counts_as_the_speaker(
    text: str, piece: str
) -> None:
    assert_contains(text, REMEMBER, piece)
    assert_none("Remember when you suggested activities for my class?")  # reminiscing


def test_never_mind_in_japanese_is_conversation_control() -> None:
    assert_none("やっぱり忘れて、ただの思いつきだから")
    assert_none("やっぱりいいや、忘れて")
    assert_contains("やっぱり、昔のあだ名は忘れて", FORGET, "昔のあだ名")


def test_a_bare_gerund_is_the_speakers_own_memory_but_a_framed_one_is_a_request() -> None:
    assert_none("forgetting my keys again, classic me")
    assert_none("remembering my dad today")
    assert_contains("would you mind remembering that I'm a night owl", REMEMBER, "night owl")
    assert_contains("I use a screen reader — worth remembering.", REMEMBER, "screen reader")


@pytest.mark.parametrize(
    ("exchange", "fact"),
    [
        (
            "keep in mind that I asked you this before and you said no",
            "keep in mind that I asked for a refund in May",
        ),
        (
            "Denk dran, dass ich dich das schon gefragt habe",
            "Denk dran, dass ich im Mai eine Erstattung beantragt habe",
        ),
        (
            "N'oublie pas que je te l'ai déjà demandé",
            "N'oublie pas que j'ai demandé un remboursement en mai",
        ),
        ("Recuerda que ya te lo pregunté antes", "Recuerda que pedí un reembolso en mayo"),
        ("记住我之前问过你这个", "记住我五月申请过退款"),
        ("前にも聞いたって覚えておいて", "5月に返金を申請したって覚えておいて"),
    ],
)
def test_the_exchange_itself_is_no_fact_to_keep(exchange: str, fact: str) -> None:
    assert_none(exchange)
    assert found(fact).action is REMEMBER


@pytest.mark.parametrize(
    ("topic", "after"),
    [
        (
            "The Spain trip, you can forget it, it got cancelled",
            "you can forget about dinner tonight, I'm exhausted",
        ),
        ("Die Reise nach Spanien kannst du vergessen", "Du kannst das Abendessen heute vergessen"),
        ("Le voyage en Espagne, tu peux l'oublier", "Tu peux oublier le dîner ce soir"),
        ("El viaje a Italia ya puedes olvidarlo", "Puedes olvidar la cena de esta noche"),
        ("去西班牙旅行的事你可以忘了", "今晚的晚饭你可以不用管了"),
    ],
)
def test_you_can_forget_lets_go_of_a_topic_handed_over_not_of_any_object(
    topic: str, after: str
) -> None:
    assert found(topic).action is FORGET
    assert_none(after)


@pytest.mark.parametrize(
    ("text", "piece", "twin"),
    [
        ("Forget the old name, it's Kat now", "old name", "Forget the name, it doesn't matter"),
        ("Olvida el nombre viejo, ahora soy Kat", "nombre viejo", "Olvida el nombre, no importa"),
        (
            "Oublie le prénom d'avant, c'est Kat maintenant",
            "prénom d'avant",
            "Oublie le prénom, peu importe",
        ),
        ("忘掉以前的名字吧，我现在叫凯特", "以前的名字", "忘掉名字吧，不重要"),
    ],
)
def test_forgetting_a_former_thing_forgets_the_users_old_fact(
    text: str, piece: str, twin: str
) -> None:
    assert_contains(text, FORGET, piece)
    assert_none(twin)


def test_a_japanese_clause_ending_in_a_connective_runs_into_the_statement() -> None:
    statement = found("私は2型糖尿病で、5人分の料理を作ってるって覚えておいて").statement
    assert "2型糖尿病" in statement
    assert "5人分の料理を作ってる" in statement
    # Contrast: a greeting before it is no part of it.
    assert "こんにちは" not in found("こんにちは、私は猫アレルギーだって覚えておいて").statement


def test_a_german_modal_after_the_infinitive_belongs_to_the_verb() -> None:
    assert_contains(
        "Es wäre nett, wenn du dir merken könntest, dass ich in Graz wohne", REMEMBER, "Graz"
    )
    assert_none("Es wäre nett, wenn du dir Namen merken könntest")


def test_a_latin_verb_in_a_japanese_frame_points_forward() -> None:
    assert_contains("remember して、僕は大阪で働いてる", REMEMBER, "僕は大阪で働いてる")
    assert_none("remember して")


def test_a_purpose_after_a_pointer_points_back() -> None:
    assert_contains(
        "I'm hard of hearing, so remember that for video call tips", REMEMBER, "hard of hearing"
    )
    assert_none("remember that for the exam")


def test_japanese_no_longer_needed_may_carry_its_reason() -> None:
    assert_contains("前に教えた私の住所、もう引っ越したから要らないよ", FORGET, "私の住所")
    assert_none("もう引っ越したから要らないよ")


# --- the data: forms, languages, cues --------------------------------------------------


def test_forms_cover_every_language_and_both_actions() -> None:
    pairs = {(form.language, form.action) for form in FORMS}
    names = {(form.language, form.name) for form in FORMS}
    for language in ("en", "zh", "de", "fr", "es", "ja"):
        assert (language, REMEMBER) in pairs
        assert (language, FORGET) in pairs
        for name in ("imperative", "memory", "release", "outdated", "standing"):
            assert (language, name) in names, (language, name)


@pytest.mark.parametrize("form", FORMS, ids=lambda f: f"{f.language}-{f.action}-{f.name}")
def test_each_form_names_cue_groups(form: object) -> None:
    # The gate only searches a form whose every cue group is present in the message; an
    # empty group would make the form unreachable.
    assert form.cues  # type: ignore[attr-defined]
    assert all(group for group in form.cues)  # type: ignore[attr-defined]


def test_a_message_without_cue_words_is_rejected() -> None:
    assert_none("can you help me plan a trip to the coast next month with my family")
    assert_none("帮我看看这个订单为什么还没有发货，已经等了三天了")


def test_the_directive_fields_keep_their_defaults_for_callers() -> None:
    directive = Directive(action=REMEMBER, statement="I'm vegan", language="en")
    assert (directive.form, directive.standing) == ("imperative", False)


@given(st.text(max_size=300))
def test_detect_never_raises_and_statement_is_one_clean_line(text: str) -> None:
    directive = detect_directive(text)
    if directive is not None:
        assert directive.statement
        assert "\n" not in directive.statement
        assert directive.statement == directive.statement.strip()


@given(
    st.lists(
        st.sampled_from(
            [
                "remember that ",
                "forget ",
                "记住",
                "忘掉",
                "覚えておいて",
                "merk dir, dass ",
                "from now on ",
                "以后",
                "I'm vegan",
                "你好，",
                ". ",
                "? ",
                "\n",
                "- ",
                '"',
                "`",
                "、",
                "…",
                " — ",
                "¿",
                "🎉 ",
                "\u200b",
            ]
        ),
        max_size=10,
    ).map("".join)
)
def test_directive_shaped_noise_never_breaks_the_statement(text: str) -> None:
    directive = detect_directive(text)
    if directive is not None:
        assert directive.statement == directive.statement.strip()
        assert "\n" not in directive.statement


# --- Round 3: what no directive verb says ------------------------------------------------


@pytest.mark.parametrize(
    ("text", "piece", "language", "twin"),
    [
        # A lasting state of the speaker that ended, next to a complaint, a mood, another
        # person, a need and a question with the same marker.
        (
            "I don't teach at Riverside High anymore.",
            "Riverside High",
            "en",
            "I don't have the patience anymore.",
        ),
        ("i no longer drive a Prius", "Prius", "en", "I'm not angry anymore."),
        (
            "I'm not on the swim team any more",
            "swim team",
            "en",
            "She doesn't work at the bakery anymore.",
        ),
        (
            "Ich spiele nicht mehr im Posaunenchor.",
            "Posaunenchor",
            "de",
            "Ich habe keine Lust mehr.",
        ),
        ("Je ne joue plus au rugby.", "rugby", "fr", "Je n'ai plus besoin de ça."),
        ("Ya no juego al pádel.", "pádel", "es", "Ya no tengo ganas de nada."),
        ("我已经不养猫了", "养猫", "zh", "我不用再写周报了"),
        ("もう車には乗っていません。", "車", "ja", "彼はもう車に乗っていません。"),
    ],
)
def test_a_state_that_ended_is_forget(text: str, piece: str, language: str, twin: str) -> None:
    directive = assert_contains(text, FORGET, piece)
    assert (directive.form, directive.language) == ("cessation", language)
    assert_none(twin)


def test_a_state_that_ended_is_not_read_from_a_question() -> None:
    assert_none("Do you still work at Acme anymore?")
    assert_contains("I don't work at Acme anymore.", FORGET, "Acme")


@pytest.mark.parametrize(
    ("text", "piece", "twin"),
    [
        # An imperative with always/never and the speaker as beneficiary, next to advice to
        # someone else, a habit of the speaker and a rule about the code at hand.
        ("Always write me dates as DD/MM.", "DD/MM", "Always give yourself a break."),
        ("never call me by my surname", "surname", "I always give my kids fruit."),
        (
            "Schreib mir Zahlen immer mit Punkt.",
            "Punkt",
            "Never use global variables in this script.",
        ),
        ("Réponds-moi toujours en anglais.", "anglais", "Never give up!"),
        ("Nunca me hables de usted.", "usted", "Siempre llego tarde a todo."),
        ("いつも敬語なしで話して。", "敬語", "私はいつも敬語で話します。"),
    ],
)
def test_a_habitual_instruction_is_standing(text: str, piece: str, twin: str) -> None:
    directive = assert_contains(text, REMEMBER, piece)
    assert directive.standing
    assert_none(twin)


@pytest.mark.parametrize(
    ("text", "statement", "language"),
    [
        ("memory: I'm left-handed", "I'm left-handed", "en"),
        ("for your notes about me: two cats, both rescues", "two cats, both rescues", "en"),
        ("Notiz: Laktoseintoleranz", "Laktoseintoleranz", "de"),
        ("Mémoire : je suis gaucher", "je suis gaucher", "fr"),
        ("Nota: vegetariano", "vegetariano", "es"),
        ("記憶更新：犬を飼い始めた", "犬を飼い始めた", "ja"),
        ("记忆更新：我开始学大提琴了", "我开始学大提琴", "zh"),
    ],
)
def test_a_memory_header_puts_what_follows_into_memory(
    text: str, statement: str, language: str
) -> None:
    assert_directive(text, REMEMBER, statement, language)


@pytest.mark.parametrize(
    "text",
    [
        "Note: the endpoint returns JSON, not XML",  # an aside in technical chat
        "Note: this function needs a docstring",  # the task at hand
        "Note to self: buy milk",  # the label is not made of memory words
        "Summary: I moved to Oslo",  # no memory noun
        "memory: what does this error mean?",  # a question
    ],
)
def test_a_colon_label_without_memory_words_or_about_the_task_is_none(text: str) -> None:
    assert_none(text)
