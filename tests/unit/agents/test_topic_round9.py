"""Round nine mechanisms: the remember request around a statement, the partner across
words, devices and addresses for work beside the own, roles held by one person at a time,
shifts, ages said by the birthday or a correction, leaving one place for another, a named
pet's age, and forgets that give a reason, say "the", or name a like or a dislike. Each
mechanism has its near misses, which must not change."""

from __future__ import annotations

import pytest

from agents.sequences import replay_sequence
from agents.topic_forget import as_own, forget_object, polarity
from agents.topic_requests import without_request
from agents.topics import classify


def _replay(*steps: str) -> list[str]:
    return replay_sequence(
        [{"forget": s[7:]} if s.startswith("FORGET ") else {"remember": s} for s in steps]
    )


# -- the request around the statement ------------------------------------------------------

REQUESTS = [
    ("im 31 remember that", "age"),
    ("ich bin 52 btw, merk dir das", "age"),
    ("retiens que j'habite à Quimper", "residence"),
    ("recuerda que vivo en Cádiz", "residence"),
    ("记住我住在成都", "residence"),
    ("福岡に住んでるって覚えておいて", "residence"),
    ("please remember: I'm 27", "age"),
]


@pytest.mark.parametrize(("statement", "key"), REQUESTS)
def test_the_remember_request_does_not_hide_the_statement(statement: str, key: str) -> None:
    assert classify(statement).topic_key == key


def test_a_request_with_no_statement_in_it_keeps_no_key() -> None:
    assert classify("remember to water the plants").topic_key == ""
    assert classify("remember when I lived in Oslo").topic_key == ""
    # "note" opens a request only with "that" or a colon
    assert without_request("note taking helps me study") == "note taking helps me study"
    assert without_request("note that I'm 30") == "I'm 30"
    assert without_request("remember that") == "remember that"


# -- the partner -----------------------------------------------------------------------------

PARTNER_NAMES = [
    "my boyfriend's name is Idris",
    "my wife is called Mireille",
    "mon copain s'appelle Bastien",
    "mi novia se llama Noelia",
    "meine Freundin heißt Svenja",
    "我老婆叫小雨",
    "彼女の名前はあかりです",
]


@pytest.mark.parametrize("statement", PARTNER_NAMES)
def test_the_partners_name_is_one_key_across_words(statement: str) -> None:
    assert classify(statement).topic_key == "partner name"


def test_a_new_partner_updates_the_old_ones_name() -> None:
    for old, new in [
        ("my girlfriend is called Priya", "Priya and I broke up, I'm seeing someone new"),
        ("mon copain s'appelle Bastien", "c'est fini avec Bastien, je suis avec Malik"),
        ("mi novio se llama Iker", "rompimos, ahora salgo con Dani"),
        ("mi novia se llama Noelia", "ahora mi novia es Lucía"),
        ("my boyfriend's name is Idris", "my new boyfriend is called Theo"),
    ]:
        assert _replay(old, new) == [new], (old, new)


def test_relatives_and_friends_are_not_the_partner() -> None:
    assert classify("my sister's name is Oona").topic_key == "sister name"
    assert _replay("my sister's name is Oona", "my girlfriend's name is Priya") == [
        "my sister's name is Oona",
        "my girlfriend's name is Priya",
    ]
    # a status that keeps the partner says nothing against their name
    assert _replay("my girlfriend is called Priya", "we got engaged last week") == [
        "my girlfriend is called Priya",
        "we got engaged last week",
    ]
    # a nationality is not a name
    assert classify("my wife is Italian").topic_key == ""


# -- work things beside the own -----------------------------------------------------------------


def test_a_work_phone_and_the_own_phone_are_two() -> None:
    for work, own in [
        ("my work phone is a Pixel 7", "my own phone is an iPhone 12"),
        ("mein Diensthandy ist ein Samsung", "privat hab ich ein Fairphone"),
        ("mon téléphone pro c'est un iPhone", "j'ai un Xiaomi perso"),
        ("工作手机是华为", "我自己用的是小米"),
    ]:
        assert classify(work).topic_key == "work phone", work
        assert classify(own).topic_key == "phone", own
    # a phone used for work is still the phone
    assert classify("I use my Pixel for work emails").topic_key != "work phone"


def test_a_work_address_and_the_home_address_are_two() -> None:
    assert classify("work address: 9 Quay St, 2nd floor").topic_key == "work address"
    assert classify("home address is 3 Birch Lane").topic_key == "residence"
    assert _replay(
        "work address: 9 Quay St, 2nd floor",
        "home address is 3 Birch Lane",
        "FORGET my work address, I changed jobs",
    ) == ["home address is 3 Birch Lane"]


# -- roles held by one person at a time ---------------------------------------------------------

ROLES = [
    ("my dentist is Dr. Osei", "dentist name"),
    ("switched dentists, it's Dr. Varga now", "dentist name"),
    ("mein Hausarzt ist Dr. Lenz", "doctor name"),
    ("Zahnarzt gewechselt, jetzt Dr. Haas", "dentist name"),
    ("ma coiffeuse c'est Aurélie", "hairdresser name"),
    ("j'ai changé de médecin traitant", "doctor name"),
    ("mi dentista es la doctora Vidal", "dentist name"),
    ("tengo nueva jefa, se llama Rocío", "boss name"),
    ("我的牙医是刘医生", "dentist name"),
    ("换了个理发师", "hairdresser name"),
    ("歯医者を変えました", "dentist name"),
]


@pytest.mark.parametrize(("statement", "key"), ROLES)
def test_who_serves_the_user_in_a_role_is_keyed_by_the_role(statement: str, key: str) -> None:
    assert classify(statement).topic_key == key


@pytest.mark.parametrize(
    "statement",
    [
        "my dentist is really gentle",
        "my dentist appointment is on Friday",
        "the chef is Marco",
        "the new manager at the shop is rude",
        "歯医者は苦手です",
    ],
)
def test_what_is_said_about_a_role_is_not_who(statement: str) -> None:
    assert not classify(statement).topic_key.endswith(" name")


def test_two_roles_are_two_people() -> None:
    assert _replay("my dentist is Dr. Osei", "my GP is Dr. Lenz") == [
        "my dentist is Dr. Osei",
        "my GP is Dr. Lenz",
    ]


# -- shifts, ages, corrections ---------------------------------------------------------------

SHIFTS = [
    "I'm back on nights from monday",
    "now doing early shifts at the depot",
    "bin wieder in der Spätschicht",
    "je suis repassée de nuit",
    "me pasaron al turno de noche",
    "又回到夜班了",
    "夜勤に戻りました",
]


@pytest.mark.parametrize("statement", SHIFTS)
def test_the_shift_one_is_back_on_is_the_work_schedule(statement: str) -> None:
    assert classify(statement).topic_key == "work schedule"


def test_on_days_that_are_not_shifts_is_no_schedule() -> None:
    assert classify("on days when it rains I work from home").topic_key != "work schedule"


def test_an_age_said_after_the_birthday_or_put_right() -> None:
    assert classify("昨天过生日了，现在33啦").topic_key == "age"
    assert classify("过生日了，现在去吃饭").topic_key == ""
    assert _replay("bin 37", "korrektur: 38, hab mich vertippt") == [
        "korrektur: 38, hab mich vertippt"
    ]
    assert _replay("I'm 44", "sorry I meant 45") == ["sorry I meant 45"]
    # a number put right touches nothing when no age is stored
    assert _replay("my shoe size is 42", "sorry I meant 43") == [
        "my shoe size is 42",
        "sorry I meant 43",
    ]


def test_a_correction_naming_the_old_value_updates_the_one_named_attribute() -> None:
    assert _replay("I work at Fabrikam", "actually it's Contoso, not Fabrikam") == [
        "actually it's Contoso, not Fabrikam"
    ]
    assert _replay("j'habite à Rouen", "en fait c'est Caen, pas Rouen") == [
        "en fait c'est Caen, pas Rouen"
    ]
    # with two named attributes stored, it guesses neither
    both = ["I work at Fabrikam", "I live in Dover", "actually it's Deal, not Dover"]
    assert _replay(*both) == both


def test_leaving_one_place_for_another() -> None:
    assert _replay("trabajo en Indra", "ya no estoy en Indra, desde marzo estoy en Sngular") == [
        "ya no estoy en Indra, desde marzo estoy en Sngular"
    ]
    assert _replay("i live in Tromsø", "not in Tromsø anymore, we're in Bodø") == [
        "not in Tromsø anymore, we're in Bodø"
    ]
    assert (
        classify("plus chez Boulanger depuis mars, j'ai été embauchée à la RATP").topic_key
        == "employer"
    )
    # one place only, no other: nothing to update
    assert classify("no longer at Acme").also == ()


def test_quitting_beside_a_new_job_reaches_the_job_stored_either_way() -> None:
    assert _replay("教師です", "教師を辞めて、今はパン屋で働いています") == [
        "教師を辞めて、今はパン屋で働いています"
    ]


def test_a_named_pets_age_is_one_key_per_name() -> None:
    assert _replay("mi gata Luna tiene 4 años", "Luna ya cumplió 5") == ["Luna ya cumplió 5"]
    assert _replay("my dog Biscuit is 6", "my dog Pepper is 2") == [
        "my dog Biscuit is 6",
        "my dog Pepper is 2",
    ]
    assert classify("Biscuit is in the garden").topic_key == ""
    assert classify("My son Leo is 9").topic_key == "son leo age"


def test_the_name_one_is_called_by_is_what_a_name_and_nickname_statement_updates() -> None:
    first = "ich heiße Friederike, nenn mich Fritzi"
    assert _replay(first, "nenn mich lieber Rike") == ["nenn mich lieber Rike"]
    assert _replay("my name is Friederike", "call me Rike") == [
        "my name is Friederike",
        "call me Rike",
    ]


def test_an_in_law_is_not_the_parent() -> None:
    assert _replay("my mom lives in Ohio", "my mother-in-law lives in Texas") == [
        "my mom lives in Ohio",
        "my mother-in-law lives in Texas",
    ]


# -- forgets -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("phrase", "kept"),
    [
        ("forget my gym, I cancelled it", "forget my gym"),
        ("vergiss meinen Verein, ich schau kein Fußball mehr", "vergiss meinen Verein"),
        ("oublie ma belle-sœur, on ne se voit plus", "oublie ma belle-sœur"),
        ("olvida lo de mi jefe porque ya no trabajo ahí", "olvida lo de mi jefe"),
        ("把我住哪那条删了，我搬家了", "把我住哪那条删了"),
        ("前の住所は忘れて、もう引っ越したから", "前の住所は忘れて"),
        # a description after the request is kept
        ("forget my allergy, the cat one", "forget my allergy, the cat one"),
        ("which car I drive", "which car I drive"),
    ],
)
def test_the_reason_after_a_forget_is_not_what_it_names(phrase: str, kept: str) -> None:
    assert forget_object(phrase) == kept


def test_the_article_after_the_forget_verb_is_the_users_own() -> None:
    assert as_own("forget the nickname") == "forget my nickname"
    assert as_own("oublie la voiture") == "oublie ma voiture"
    assert as_own("the nickname") == "my nickname"
    assert as_own("what the nickname is") == "what the nickname is"


def test_forgetting_the_nickname_keeps_the_name() -> None:
    assert _replay(
        "my nickname is Bea",
        "my full name is Beatriz Ortega",
        "FORGET the nickname pls, I've outgrown it",
    ) == ["my full name is Beatriz Ortega"]


def test_a_like_and_a_dislike_are_forgotten_by_their_polarity() -> None:
    assert polarity("I can't stand coriander") == "dislike"
    assert polarity("j'adore les huîtres") == "like"
    assert polarity("my car is red") is None
    assert _replay("I love ramen", "I hate celery", "FORGET the thing I don't like") == [
        "I love ramen"
    ]
    assert _replay("我喜欢吃酸的", "我不爱吃苦瓜", "FORGET 把我不喜欢苦的那条删了") == [
        "我喜欢吃酸的"
    ]
    # two dislikes and nothing to tell them apart: neither
    two = ["I hate celery", "I hate mornings", "FORGET the thing I don't like"]
    assert _replay(*two) == two[:2]


def test_finishing_studies_ends_the_student_and_a_job_follows() -> None:
    assert _replay("I'm a student", "graduated in june, now I work at Contoso") == [
        "graduated in june, now I work at Contoso"
    ]
    # a job named without leaving anything adds to a stored occupation's neighbour
    assert _replay("I'm a nurse", "I work at St Mary's") == ["I'm a nurse", "I work at St Mary's"]


def test_the_partner_named_in_chinese_and_japanese() -> None:
    assert classify("彼氏はハルトです").topic_key == "partner name"
    assert classify("我女朋友是小周").topic_key == "partner name"
    assert classify("我老公是杭州人").topic_key != "partner name"
    assert classify("彼女は優しいです").topic_key == ""


def test_french_chat_moves_with_bouger() -> None:
    assert classify("j'ai bougé à Angers").topic_key == "residence"
