"""Topic keys: only single-valued attributes of the user get one, in all six languages.

Every case goes through the real writer, so a key that is too broad shows up as a fact
lost (wrong supersession) and a key that is missing as a stale fact left active (missed
supersession). Each language has both kinds.
"""

from __future__ import annotations

import pytest

from agents.sequences import replay_sequence
from agents.topics import classify, facets, phrase_facets, single_valued_key
from schemas.common import MemoryKind

# (language, older statement, newer statement)
UPDATES = [
    ("en", "I live in Leeds", "I've moved to York"),
    ("en", "I live in Austin, TX", "relocated again, we're in Portland now"),
    ("en", "I work at Google", "I just started a new job at Stripe"),
    ("en", "I work at Shopify", "I quit Shopify and joined Canva"),
    ("en", "I'm a pharmacist", "I'm a data analyst now"),
    ("en", "I'm a barista", "I'm no longer a barista but a sous chef"),
    ("en", "I'm 40", "I'm 41 now"),
    ("en", "I'm 33", "I just turned 34 last week"),
    ("en", "I'm single", "I got engaged last month"),
    ("en", "I'm vegetarian", "I went vegan in January"),
    ("en", "My name is Sarah Collins", "I took my wife's name so I'm Sarah Okafor now"),
    ("en", "my phone is an iPhone 12", "I switched to a Pixel 8"),
    ("en", "I drive a Honda Civic", "I bought a Tesla"),
    ("en", "I'm on Eastern time", "I'm on GMT+8 now that I'm based in Singapore"),
    ("en", "my favourite colour is blue", "my favourite colour is green now"),
    ("en", "My sister lives in Boston", "My sister moved to Denver"),
    ("zh", "我住在杭州", "我现在住在成都了"),
    ("zh", "我住在北京", "我搬到深圳了"),
    ("zh", "我在阿里巴巴工作", "我跳槽到字节跳动了"),
    ("zh", "我是一名会计", "我改行了，现在是律师"),
    ("zh", "我今年30岁", "我31岁了"),
    ("zh", "我是单身", "我上个月结婚了"),
    ("zh", "我吃素", "我现在吃纯素"),
    ("zh", "我开的是丰田", "我换了一辆特斯拉"),
    ("de", "Ich wohne in Bremen", "Ich wohne jetzt in Dresden"),
    ("de", "Ich wohne in Köln", "Ich bin nach Berlin umgezogen"),
    ("de", "Ich arbeite bei SAP", "Ich arbeite inzwischen bei Siemens"),
    ("de", "Ich bin Elektriker", "Ich hab umgeschult und bin jetzt Krankenpfleger"),
    ("de", "Ich bin 38", "Ich bin letzte Woche 39 geworden"),
    ("de", "Ich bin ledig", "Ich habe geheiratet"),
    ("de", "Ich heiße Anna Schulz", "Seit der Hochzeit heiße ich Anna Becker"),
    ("fr", "J'habite à Lyon", "J'habite maintenant à Bordeaux"),
    ("fr", "j'habite a grenoble", "j'ai demenagé a annecy"),
    ("fr", "Je travaille chez Orange", "Je bosse maintenant chez Airbus"),
    ("fr", "Je suis infirmière", "Je suis devenue sage-femme"),
    ("fr", "J'ai 30 ans", "J'ai 31 ans maintenant"),
    ("fr", "Je suis végétarien", "Je suis devenu végan"),
    ("fr", "J'ai un iPhone 11", "Je suis passé à un Xiaomi 14"),
    ("es", "Vivo en Madrid", "Ahora vivo en Valencia"),
    ("es", "Vivo en Quito", "Nos mudamos a Guayaquil"),
    ("es", "Trabajo en Telefónica", "Ahora trabajo para Repsol"),
    ("es", "Soy mesero", "Ahora soy cocinero en un restaurante"),
    ("es", "Tengo 33 años", "Cumplí 34 la semana pasada"),
    ("es", "Estoy soltera", "Me casé el año pasado"),
    ("es", "Soy vegetariano", "Ahora soy vegano"),
    ("ja", "福岡に住んでいます", "今は名古屋に住んでいます"),
    ("ja", "東京に住んでいます", "大阪に引っ越しました"),
    ("ja", "楽天で働いています", "メルカリに転職しました"),
    ("ja", "看護師です", "今は医師です"),
    ("ja", "34歳です", "先月35歳になりました"),
    ("ja", "婚約中です", "婚約は解消して、今は独身です"),
    ("ja", "iPhone 13を使っています", "今はGalaxy S24を使っています"),
]

# (language, first fact, second fact): both stay true.
DISTINCT = [
    ("en", "I'm a pharmacist", "I'm a pescatarian"),
    ("en", "I'm a pharmacist", "I'm a huge fan of opera"),
    ("en", "I'm a pharmacist", "I'm an early riser"),
    ("en", "I'm a pharmacist", "I'm a stepmom"),
    ("en", "I'm a bartender", "I'm a Scorpio"),
    ("en", "I'm a nurse", "I'm a dog person"),
    ("en", "I'm a software engineer", "I'm a proud grandpa"),
    ("en", "I'm vegetarian", "I'm lactose intolerant"),
    ("en", "I'm vegan", "I love vegetarian burgers"),
    ("en", "I'm allergic to peanuts", "I'm allergic to shellfish"),
    ("en", "I have a golden retriever", "I also have two cats"),
    ("en", "I speak Spanish", "I speak German"),
    ("en", "I take metformin every morning", "I'm on lisinopril for my blood pressure"),
    ("en", "I play chess online", "I go bouldering twice a week"),
    ("en", "My wife works at Amazon", "I work at Microsoft"),
    ("en", "My parents live in Lagos", "I live in London"),
    ("en", "My son Leo is 9", "My daughter Mia is 6"),
    ("en", "I live in Berlin", "I used to live in Paris"),
    ("en", "I live in Berlin", "I'd love to live in Lisbon one day"),
    ("en", "I have a cat", "I have a cat allergy"),
    ("en", "My name is Tom", "call me Tommy"),
    ("zh", "我是一名药剂师", "我是素食者"),
    ("zh", "我是护士", "我是猫奴"),
    ("zh", "我是狮子座", "我是外卖骑手"),
    ("zh", "我对花生过敏", "我对海鲜过敏"),
    ("zh", "我住在北京", "我妹妹住在上海"),
    ("zh", "我在西安工作", "我哥哥在新加坡工作"),
    ("zh", "我住在北京", "以前住在南京"),
    ("de", "Ich bin Lehrerin", "Ich bin Frühaufsteherin"),
    ("de", "Ich bin Lehrer", "Ich bin Veganer"),
    ("de", "Ich bin Lehrer", "Ich bin ein großer Fan von Opern"),
    ("de", "Ich bin allergisch gegen Nüsse", "Ich bin allergisch gegen Katzen"),
    ("de", "Meine Schwester wohnt in Kiel", "Ich wohne in Lübeck"),
    ("de", "Ich spreche Englisch", "Ich spreche auch Französisch"),
    ("fr", "Je suis infirmière", "Je suis lève-tôt"),
    ("fr", "Je suis infirmière", "Je suis végétarienne"),
    ("fr", "Je suis allergique aux noix", "Je suis allergique au pollen"),
    ("fr", "Mon père travaille chez Total", "Je travaille chez Capgemini"),
    ("fr", "J'ai un chat", "J'ai aussi un chien"),
    ("es", "Soy profesora", "Soy madrugadora"),
    ("es", "Soy zurdo", "Soy mesero"),
    ("es", "Soy alérgico al polen", "Soy alérgico a los mariscos"),
    ("es", "Mi madre tiene 68 años", "Tengo 40 años"),
    ("es", "Tengo un perro", "También tengo un gato"),
    ("ja", "看護師です", "朝型人間です"),
    ("ja", "看護師です", "ベジタリアンです"),
    ("ja", "母は仙台に住んでいます", "私は横浜に住んでいます"),
    ("ja", "ピーナッツアレルギーです", "卵アレルギーもあります"),
    ("ja", "犬を飼っています", "猫も飼っています"),
]


@pytest.mark.parametrize(("lang", "old", "new"), UPDATES)
def test_an_update_supersedes_the_fact_it_replaces(lang: str, old: str, new: str) -> None:
    assert replay_sequence([{"remember": old}, {"remember": new}]) == [new]


@pytest.mark.parametrize(("lang", "first", "second"), DISTINCT)
def test_two_distinct_facts_both_stay_active(lang: str, first: str, second: str) -> None:
    assert replay_sequence([{"remember": first}, {"remember": second}]) == [first, second]


def test_every_language_is_tested_both_ways() -> None:
    languages = {"en", "zh", "de", "fr", "es", "ja"}
    assert {lang for lang, _, _ in UPDATES} == languages
    assert {lang for lang, _, _ in DISTINCT} == languages


@pytest.mark.parametrize(
    "statement",
    [
        "I'm a huge fan of opera",
        "I'm an early riser",
        "I'm a stepmom",
        "I'm a Leo",
        "I'm a morning person",
        "I'm a dog person",
        "I'm a good cook",
        "I'm a careful driver",
        "I'm an aspiring writer",
        "I'm a hard worker",
        "I'm a twin",
        "Ich bin Frühaufsteher",
        "Ich bin Hobbykoch",
        "Je suis fan de jazz",
        "Soy madrugador",
        "我是吃货",
        "夜型です",
    ],
)
def test_a_trait_after_i_am_a_is_not_an_occupation(statement: str) -> None:
    assert classify(statement).topic_key != "occupation"


@pytest.mark.parametrize(
    "statement",
    [
        "I'm a pharmacist",
        "I'm a truck driver",
        "I'm a real estate agent",
        "I'm a freelance graphic designer",
        "Ich bin Softwareentwicklerin",
        "Je suis infirmiere",
        "Soy ingeniera eléctrica",
        "我是一名网约车司机",
        "私はエンジニアです",
    ],
)
def test_a_job_noun_after_i_am_a_is_an_occupation(statement: str) -> None:
    assert classify(statement).topic_key == "occupation"


def test_someone_elses_attribute_gets_their_own_key_never_the_users() -> None:
    assert classify("my sister lives in Rome").topic_key == "sister residence"
    assert classify("My husband works at Google").topic_key == "husband employer"
    assert classify("My son Leo is 9").topic_key == "son leo age"
    assert classify("我妹妹住在罗马").topic_key == "妹妹 residence"
    assert classify("I live in Rome").topic_key == "residence"
    # Their multi-valued facts get no key at all.
    assert classify("my sister is vegan").topic_key == ""


def test_multi_valued_facts_get_a_label_and_no_key() -> None:
    for statement, label in [
        ("I'm allergic to peanuts", "allergy"),
        ("I have two cats", "pets"),
        ("I have three kids", "children"),
        ("我对花生过敏", "allergy"),
        ("Ich spreche Französisch", "languages"),
    ]:
        found = classify(statement)
        assert (found.topic, found.topic_key) == (label, "")


def test_a_statement_naming_two_attributes_is_keyed_by_the_first() -> None:
    assert classify("I'm on GMT+8 now that I'm based in Singapore").topic_key == "timezone"
    assert classify("I live in York and I'm a teacher").topic_key == "residence"


def test_the_kinds_follow_the_attribute() -> None:
    assert classify("I live in Berlin").kind is MemoryKind.PROFILE
    assert classify("I'm vegan").kind is MemoryKind.PREFERENCE
    assert classify("I like green tea").kind is MemoryKind.PREFERENCE
    assert classify("remind me to call the bank tomorrow").kind is MemoryKind.TASK


def test_forget_phrases_name_topics_in_every_language() -> None:
    assert "residence" in phrase_facets("where I live")[0]
    assert "allergy" in phrase_facets("the thing about my allergy")[0]
    assert phrase_facets("关于我工作的那条")[0] >= {"employer", "occupation"}
    assert "residence" in phrase_facets("wo ich wohne")[0]
    assert "residence" in phrase_facets("l'endroit où j'habite")[0]
    assert "employer" in phrase_facets("dónde trabajo")[0]
    assert "residence" in phrase_facets("どこに住んでいるか")[0]
    # About someone else: their attribute, never the user's.
    first, _ = phrase_facets("where my sister lives")
    assert "sister/residence" in first and "residence" not in first
    assert "residence" not in facets("My sister lives in Boston")


def test_a_models_label_is_a_key_only_for_a_single_valued_attribute() -> None:
    assert single_valued_key("residence", "Lives in Porto") == "residence"
    assert single_valued_key("job", "Works as a nurse") == "occupation"
    assert single_valued_key("allergy", "Allergic to peanuts") == ""
    assert single_valued_key("pets", "Has two cats") == ""
    # The statement's own classification wins over the label.
    assert single_valued_key("misc", "I live in Porto") == "residence"


@pytest.mark.parametrize(
    "statement",
    [
        "I went to Paris last summer",
        "I'm in London this weekend",
        "I'm moving to Lisbon next year",
        "I want to work at Google",
        "I used to be a teacher",
        "I'm on a diet",
        "I switched to decaf",
        "I'm 30 minutes late",
        "I'm an introvert",
        "我下个月要搬到上海",
        "我是i人",
        "Ich möchte in Spanien leben",
        "Je voudrais habiter à Nice",
        "Quiero vivir en Barcelona",
        "東京に住みたいです",
    ],
)
def test_trips_plans_wishes_and_past_states_get_no_key(statement: str) -> None:
    assert classify(statement).topic_key == ""


def test_an_ambiguous_update_applies_to_the_one_attribute_the_user_has_told_us_about() -> None:
    # "I'm at X now" is the employer or the school: whichever is stored.
    school = [{"remember": "I study at UCLA"}, {"remember": "I'm at Berkeley now"}]
    assert replay_sequence(school) == ["I'm at Berkeley now"]
    job = [{"remember": "I work at Google"}, {"remember": "I'm at Meta now"}]
    assert replay_sequence(job) == ["I'm at Meta now"]
    # Both stored: its own reading (employer) is taken, never a guess at the other.
    both = [
        {"remember": "I work at Google"},
        {"remember": "I study at Stanford"},
        {"remember": "I'm at Meta now"},
    ]
    assert replay_sequence(both) == ["I study at Stanford", "I'm at Meta now"]
    # Neither stored: nothing is superseded.
    neither = [{"remember": "I live in Oslo"}, {"remember": "I'm at Meta now"}]
    assert replay_sequence(neither) == ["I live in Oslo", "I'm at Meta now"]


# -- families found on text written outside the team ------------------------------------------
# Each family: updates that must supersede (a stale fact otherwise stays active) beside
# neighbours that share words or shape and must not (a fact otherwise lost).

FAMILY_UPDATES = [
    # traditional Chinese is read as simplified (Japanese kanji are left alone)
    ("zh-hant", "我住在台南", "我現在搬到花蓮了"),
    ("zh-hant", "我在鴻海當會計", "我轉職到華碩了"),
    # relationship status through a partner named in the sentence, and without apostrophes
    ("en", "I'm dating someone", "Priya and I split up, im single now"),
    ("de", "Ich bin mit Tobias zusammen", "Tobias und ich haben Schluss gemacht"),
    ("de", "ich bin verheiratet", "ich bin seit Juni mit Mia zusammen"),
    ("fr", "je suis célibataire", "je sors avec Julien depuis l'été"),
    ("es", "estoy soltera", "estoy saliendo con Andrés"),
    ("zh", "我是单身", "我跟女朋友在一起两年了"),
    ("ja", "独身です", "彼女と同棲しています"),
    # job titles: without an article, held "since", ranks
    ("en", "I'm a staff nurse", "I'm head nurse on the night ward now"),
    ("en", "I'm a line cook", "I've been a paramedic since the spring"),
    ("fr", "je suis vendeuse", "je suis cheffe de rayon depuis mars"),
    ("zh", "我是程序员", "我现在是经理了"),
    ("ja", "総務部の主任です", "今は部長になりました"),
    # a surname taken or changed; a full name when no surname is stored
    ("en", "my last name is Rossi", "I changed my last name to Bauer"),
    ("en", "My name is Dana Rossi", "I took my husband's last name, Dana Bauer now"),
    # a favourite with a time word before "is"
    ("en", "my favourite film is Heat", "my favourite film right now is Past Lives"),
    # a car traded in, a laptop replaced
    ("en", "I drive a Corolla", "traded the corolla in for a Kia"),
    ("en", "I use a Dell XPS for work", "my work laptop is a ThinkPad now"),
    # enrolled in a degree at a school
    ("fr", "je suis en licence à Nanterre", "je suis en master à Dauphine"),
    ("en", "I'm doing a bachelor's at Leeds", "I'm doing a master's at Edinburgh"),
    # moving back is moving
    ("fr", "j'habite à Lille", "je suis rentrée vivre à Lyon"),
    ("es", "vivo en Lima", "volví a vivir a Quito"),
    # a time zone named as a regional time
    ("es", "mi zona horaria es la de Bogotá", "ahora uso la hora peninsular"),
    ("ja", "タイムゾーンは日本時間", "今は太平洋時間です"),
]

FAMILY_DISTINCT = [
    ("zh-hant", "我住在台南", "我現在很喜歡花蓮"),
    ("en", "I'm dating someone", "we are together on this project"),
    ("de", "Ich bin mit Tobias zusammen", "ich bin mit Anna zusammen ins Kino gegangen"),
    ("es", "estoy soltera", "salgo con mis amigos los viernes"),
    ("zh", "我是单身", "我和同事在一起吃饭"),
    ("en", "I'm a line cook", "I've been a fan of jazz forever"),
    ("en", "I'm a line cook", "I'm the oldest of four kids"),
    ("ja", "総務部の主任です", "身長は180センチです"),
    ("ja", "総務部の主任です", "家長として頑張っています"),
    ("en", "my last name is Rossi", "my brother took his wife's last name"),
    ("en", "my favourite film is Heat", "my favourite films these days are Heat and Alien"),
    ("en", "I use a MacBook Air at home", "I use a ThinkPad for work"),
    ("en", "I use a Dell XPS for work", "my laptop keeps crashing"),
    ("en", "I live in Lyon", "I went back to Paris for the weekend"),
    ("es", "vivo en Lima", "volví a llamar a Marta"),
    ("ja", "タイムゾーンは日本時間", "日本の時間の流れが好き"),
]


@pytest.mark.parametrize(("lang", "old", "new"), FAMILY_UPDATES)
def test_family_updates_supersede(lang: str, old: str, new: str) -> None:
    assert replay_sequence([{"remember": old}, {"remember": new}]) == [new], lang


@pytest.mark.parametrize(("lang", "old", "new"), FAMILY_DISTINCT)
def test_family_neighbours_are_kept(lang: str, old: str, new: str) -> None:
    assert replay_sequence([{"remember": old}, {"remember": new}]) == [old, new], lang


def test_japanese_kanji_are_not_folded_as_traditional_chinese() -> None:
    assert classify("今は課長になりました").topic_key == "occupation"
    assert classify("現在はエンジニアです").topic_key == "occupation"


def test_a_relation_has_one_name_and_a_person_may_be_named() -> None:
    # "mum" and "mother", "妈" and "妈妈" are one relation; "Eli's" names a person.
    assert "mother/residence" in phrase_facets("where my mum lives")[0]
    assert "mother/residence" in facets("my mother lives in Leeds")
    assert "妈妈/residence" in phrase_facets("我妈住哪儿")[0]
    assert "eli/school" in phrase_facets("Eli's school")[0]
    assert "eli/school" in facets("my son Eli goes to Hillside Elementary")
    assert "june/school" not in facets("my son Eli goes to Hillside Elementary")
    assert "bruder/occupation" in phrase_facets("den Beruf meines Bruders")[0]
