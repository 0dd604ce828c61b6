"""Round 12: the people and animals in the user's life, and their habits.

Whose attribute (a relation, a name, both), a pet by its name and its death, how often an
activity is done and giving it up, a name in lower-case chat, a best friend, and forget
phrases in chat and dialect. Own sentences, positives beside hard negatives.
"""

from __future__ import annotations

import pytest

from agents.forget_match import match_forget
from agents.sequences import replay_sequence
from agents.topics import classify


def _replay(*statements: str) -> list[str]:
    return replay_sequence([{"remember": s} for s in statements])


# -- pets ------------------------------------------------------------------------------------

PET_REPLACED = [
    ("our cat is called Pumpkin", "Pumpkin died in May, we adopted a kitten named Fig"),
    ("we have a beagle, Ziggy", "we had to put Ziggy down, now there's a rescue called Olli"),
    ("Unsere Katze heißt Minka", "Minka ist gestorben, jetzt haben wir einen Kater namens Rudi"),
    ("notre chien s'appelle Gaston", "Gaston est mort en avril, on a pris un chiot"),
    ("mi perra se llama Canela", "Canela se murió el verano pasado"),
    ("我家猫叫团子", "团子上个月走了，现在养了一只狗叫豆包"),
    ("うちの猫はタマです", "タマは先月亡くなりました"),
]


@pytest.mark.parametrize(("before", "after"), PET_REPLACED)
def test_a_pets_death_takes_its_place(before: str, after: str) -> None:
    assert _replay(before, after) == [after]


TWO_PETS = [
    ("our dog is called Pepper", "we also have a cat called Salt"),
    ("meine Katze heißt Luna", "mein Hund heißt Balu"),
    ("mon chat s'appelle Tigrou", "et notre lapin s'appelle Noisette"),
    ("mi gato se llama Milo", "también tenemos una perrita que se llama Kiara"),
    ("我家狗叫旺旺", "还有一只猫叫咪咪"),
    ("うちの犬はポチです", "猫の名前はミケ"),
    # a person's death is not a pet's: the status is the user's own
    ("I'm married to Helen", "Helen passed away last spring, I'm a widower now"),
]


@pytest.mark.parametrize(("first", "second"), TWO_PETS)
def test_two_animals_are_two_facts(first: str, second: str) -> None:
    if "widower" in second:
        assert classify(second).topic_key == "relationship"
        return
    assert _replay(first, second) == [first, second]


# -- whose attribute ---------------------------------------------------------------------------

SAME_PERSON = [
    # by relation and name, then by name alone
    ("my son Theo goes to Brookfield Primary", "Theo is at Westgate Academy now"),
    ("ma fille Chloé va à l'école Pasteur", "Chloé est à l'école Montessori depuis septembre"),
    ("mi hija Vera va al colegio Alemán", "Vera se cambió al Liceo Francés"),
    ("Meine Freundin Jana arbeitet bei der Sparkasse", "die Jana ist seit Mai bei Zalando"),
    # no word of change at all
    ("my husband teaches year 3 at Oak Hill", "my husband is deputy head at Oak Hill"),
    ("my mum lives on her own in Derby", "mum's living with us now"),
    ("my dad lives in Leeds", "my dad's back in Cardiff"),
    ("我女儿在实验小学上学", "女儿这学期转到外国语学校了"),
    ("娘は近所の小学校に通っています", "娘、4月から私立に転校しました"),
    ("夫は銀行勤務です", "夫はいま保険会社で営業をやってます"),
    ("我老婆在医院上班", "我老婆现在在学校当老师"),
    ("my mum's birthday is 3 May", "oops, my mum's birthday is actually 5 May"),
    ("my daughter's best friend is a boy called Sam", "Leo is my daughter's best friend now"),
    ("my best friend is Tom", "my best friend is Jake now"),
    ("my manager is kevin", "my manager is now priya"),
]


@pytest.mark.parametrize(("before", "after"), SAME_PERSON)
def test_one_persons_attribute_is_updated(before: str, after: str) -> None:
    assert _replay(before, after) == [after]


TWO_PEOPLE = [
    ("my son goes to Brookfield Primary", "my daughter goes to Westgate Academy"),
    ("my son Theo goes to Brookfield", "my son Max goes to Westgate"),
    ("my mum's birthday is 3 May", "my dad's birthday is 9 June"),
    ("my wife is a midwife", "I'm a plumber"),
    ("my sister's husband works at BP", "my husband works at Shell"),
    ("my son's teacher is Mr Reid", "my daughter's teacher is Ms Khan"),
    ("Mon fils aîné travaille chez Airbus", "Mon fils travaille chez Dassault"),
    ("mi hijo va a la primaria", "mi hija va a la secundaria"),
    ("我妈生日是5月3号", "我爸生日是6月9号"),
    ("母の誕生日は5月3日", "父の誕生日は6月9日"),
    # the same person's job and workplace, said apart with no change
    ("my wife is a nurse", "my wife works at St Anne's"),
]


@pytest.mark.parametrize(("first", "second"), TWO_PEOPLE)
def test_two_peoples_attributes_both_stay(first: str, second: str) -> None:
    assert _replay(first, second) == [first, second]


def test_a_name_alone_is_no_subject_before_a_preposition() -> None:
    assert classify("Lives in Porto").topic_key != "lives residence"
    assert classify("Finn is in reception at Elm Primary").topic_key == "finn school"


def test_lower_case_names_are_not_adjectives() -> None:
    assert classify("my boss is steve").topic_key == "boss name"
    assert classify("my boss is awful").topic_key == ""
    assert classify("my manager is leaving").topic_key == ""


def test_teaching_is_the_job_only_with_a_class_or_subject() -> None:
    assert classify("my wife teaches maths at a grammar school").topic_key == "wife occupation"
    assert classify("my wife teaches yoga on sundays").topic_key != "wife occupation"


# -- habits ------------------------------------------------------------------------------------

GIVEN_UP = [
    ("I swim three times a week", "I quit swimming, my shoulder is done"),
    ("I climb 2x a week at the wall", "no more rope climbing for me, I only boulder now"),
    ("ich spiele zweimal die Woche Tennis", "Tennis hab ich aufgehört, ich jogge jetzt"),
    ("je cours deux fois par semaine", "j'ai arrêté de courir à cause du genou"),
    ("juego al pádel dos veces por semana", "dejé el pádel, ahora solo nado"),
    ("我每周打三次羽毛球", "羽毛球不打了，改游泳了"),
    ("週2でテニスをしています", "テニスはやめて、今はヨガだけ"),
    ("I play tennis every saturday", "I quit tennis"),
]


@pytest.mark.parametrize(("before", "after"), GIVEN_UP)
def test_giving_up_an_activity_ends_its_habit(before: str, after: str) -> None:
    assert _replay(before, after) == [after]


TWO_HABITS = [
    ("I swim three times a week", "I also run twice a week"),
    ("I do pottery every tuesday", "started trail running on weekends too"),
    ("I paint on weekends", "I climb at the wall"),
    ("I tore my ACL playing football", "I play football twice a week again"),
]


@pytest.mark.parametrize(("first", "second"), TWO_HABITS)
def test_two_habits_both_stay(first: str, second: str) -> None:
    assert _replay(first, second) == [first, second]


def test_quitting_the_job_is_not_quitting_an_activity() -> None:
    assert classify("I quit my job at the climbing gym").topic_key != "schedule climbing"
    assert classify("I quit tennis").topic_key == "schedule tennis"


# -- forget phrases ----------------------------------------------------------------------------

FORGETS = [
    (["my ex is called Marco", "my partner is Jo"], "forget anything about Marco pls", 0),
    (
        ["I spui Gitarr in a Band", "i geh gern wandern"],
        "vergiss des mit da Gitarr, des mach i nimma",
        0,
    ),
    (["me encantan los tamales", "odio la cebolla cruda"], "olvídate de lo de la cebolla porfa", 1),
    (["我很喜歡看韓劇", "日綜我也愛看"], "喜歡韓劇那個刪掉吧", 0),
    (["我喜欢爵士乐", "我也喜欢摇滚"], "把爵士那条删了", 0),
]


@pytest.mark.parametrize(("stored", "phrase", "meant"), FORGETS)
def test_forget_names_the_thing_in_chat_and_dialect(
    stored: list[str], phrase: str, meant: int
) -> None:
    active = replay_sequence([*({"remember": s} for s in stored), {"forget": phrase}])
    assert active == [s for n, s in enumerate(stored) if n != meant]


def test_a_forget_filler_word_alone_matches_nothing() -> None:
    live = replay_sequence([{"remember": "I like tea"}])
    assert live == ["I like tea"]
    assert match_forget("forget anything pls", []).items == ()
