"""Single-valued attributes found by their frame and a word class, with contrasts that must
stay unkeyed or keep their own key: students at a school, titles and ranks, relationship
status without a subject, an age given on a birthday, nicknames, salaries, and a Japanese
"名前は" that names the pet or child just introduced."""

from __future__ import annotations

import pytest

from agents.sequences import replay_sequence
from agents.topics import classify

KEYED = [
    # a student at a named place is at that school
    ("I'm a grad student at McGill", "school"),
    ("im a sophomore at Rutgers now", "school"),
    ("我是浙大的学生", "school"),
    ("東北大の院生です", "school"),
    ("the kids and I moved, I go to Westfield High now", "school"),
    ("me cambié de facultad", "school"),
    ("entré a la universidad de Lima", "school"),
    ("慶應の4年です", "school"),
    # ranks, grades and chat fillers after a job noun
    ("i'm a 2nd grade teacher at Oak Park", "occupation"),
    ("i'm a data analyst lol", "occupation"),
    ("bin jetzt Meisterin", "occupation"),
    ("いま係長やってます", "occupation"),
    ("経理担当です", "occupation"),
    ("became a paramedic this spring", "occupation"),
    # relationship status with no "I"
    ("engaged as of saturday!!", "relationship"),
    ("me and my bf split up", "relationship"),
    ("our divorce went through in april", "relationship"),
    ("还是单身", "relationship"),
    ("彼女できました", "relationship"),
    # a birthday gives the age
    ("birthday yesterday, 44 now", "age"),
    ("生日快乐我自己，35了", "age"),
    ("誕生日で50になった", "age"),
    # what people call one
    ("everyone calls me Dee", "nickname"),
    ("mes collègues m'appellent Fanfan", "nickname"),
    ("会社ではみんなにマッちゃんと呼ばれてます", "nickname"),
    # pay
    ("I make 70k a year", "salary"),
    ("ich verdiene 4200 brutto", "salary"),
    ("我年薪三十万", "salary"),
]


@pytest.mark.parametrize(("statement", "key"), KEYED)
def test_the_frame_and_word_class_give_the_key(statement: str, key: str) -> None:
    assert classify(statement).topic_key == key


UNKEYED = [
    "we split the rent",  # "split" with an object is no break-up
    "I'm a huge fan lol",  # a filler ends the phrase, the head is still no job
    "学校は楽しいです",  # a school judged, not named
    "I make bread on sundays",  # no figure earned
    "my sister got engaged",  # someone else's status keeps her own key
    "生日那天去了三家店",  # a birthday with no age
]


@pytest.mark.parametrize("statement", UNKEYED)
def test_near_misses_do_not_get_the_users_key(statement: str) -> None:
    key = classify(statement).topic_key
    assert key in ("", "sister relationship"), (statement, key)


def test_a_student_with_no_place_named_is_left_to_the_job_lexicon() -> None:
    assert classify("I'm a student of history").topic_key == "occupation"
    assert classify("I'm a freshman lol").topic_key == ""  # no job noun, no school named


def test_nickname_and_preferred_name_update_each_other() -> None:
    assert replay_sequence([{"remember": "my nickname is Bo"}, {"remember": "call me Bobby"}]) == [
        "call me Bobby"
    ]
    assert replay_sequence(
        [{"remember": "あだ名はモモです"}, {"remember": "最近はみんなにモッチって呼ばれてる"}]
    ) == ["最近はみんなにモッチって呼ばれてる"]


def test_a_pets_name_is_not_the_users_name() -> None:
    dog = "うちに猫がいます、名前はミケ"
    assert classify(dog).topic_key != "name"
    assert classify("名前は佐藤です").topic_key == "name"
    kept = ["猫を飼っています、名前はタマ", "娘がいます、名前はユイ"]
    assert replay_sequence([{"remember": s} for s in kept]) == kept


CHAINS = [
    ["I'm a junior engineer at Acme", "got promoted, i'm a senior engineer now lol"],
    ["I go to Ridgemont High", "graduated!! im a freshman at Boston College now"],
    ["my salary is 50k", "got a raise, my salary is 58k now"],
    ["Ich bin single", "bin seit Mai verheiratet"],
    ["我今年30岁", "过完生日，31了"],
]


@pytest.mark.parametrize("chain", CHAINS)
def test_the_last_statement_of_a_chain_stays(chain: list[str]) -> None:
    assert replay_sequence([{"remember": s} for s in chain]) == [chain[-1]]


MORE_KEYED = [
    # a household that names a city is the residence
    ("I live with two flatmates in Cardiff", "residence"),
    ("je vis avec ma copine à Rennes", "residence"),
    # a job with no verb after "now", or reached by a promotion
    ("and now a staff nurse at St Mary's", "occupation"),
    ("und jetzt Schichtleiter", "occupation"),
    ("promue cheffe de projet", "occupation"),
    ("我升主管了", "occupation"),
    # leaving a job, and what one does full time
    ("hab gekündigt", "employer"),
    ("j'ai démissionné hier", "employer"),
    ("doing bike repairs full time", "occupation"),
    # "now I'm in <city>"
    ("now I'm in Cork, loving it", "residence"),
]


@pytest.mark.parametrize(("statement", "key"), MORE_KEYED)
def test_more_frames_give_the_key(statement: str, key: str) -> None:
    assert classify(statement).topic_key == key


MORE_UNKEYED = [
    "I live with my parents",  # no place: the household, checked below
    "und jetzt Feierabend",  # no job noun after "jetzt"
    "now a proud cat owner",  # no job noun after "now"
    "I quit smoking",  # quitting a habit, not a job
    "I make 3 trips a year",  # no amount of money
    "now I'm in Rome for a wedding",  # a trip says what for
]


@pytest.mark.parametrize("statement", MORE_UNKEYED)
def test_more_near_misses(statement: str) -> None:
    # quitting smoking is the smoking habit's own key (agents.topic_habits), never a job's
    assert classify(statement).topic_key in ("", "household", "habit smoking")


def test_a_household_without_a_place_keeps_its_own_key() -> None:
    assert classify("I live with my parents").topic_key == "household"


def test_quitting_a_job_replaces_the_job_stored() -> None:
    steps = [
        {"remember": "ich bin Bäcker"},
        {"remember": "hab gekündigt, mach jetzt Yoga in Vollzeit"},
    ]
    assert replay_sequence(steps) == ["hab gekündigt, mach jetzt Yoga in Vollzeit"]


OPENER_AND_ALONE = [
    ("news: living in Ghent now", "residence"),
    ("fyi relocated to Perth", "residence"),
    ("finally 18!!", "age"),
    ("25 as of today", "age"),
    ("I work for myself these days", "occupation"),
    ("still between jobs", "employer"),
    ("trabajo en mercadona", "employer"),  # a company written in lower case
    ("trabajo en logística", "work field"),  # a field named by its noun
    ("公司调整了 我也跟着去了成都了 新家离公司很近", "residence"),
]


@pytest.mark.parametrize(("statement", "key"), OPENER_AND_ALONE)
def test_openers_bare_ages_and_field_nouns(statement: str, key: str) -> None:
    assert classify(statement).topic_key == key


def test_their_contrasts() -> None:
    # not an age: being sober is the drinking habit (agents.topic_habits)
    assert classify("officially 2 years sober").topic_key == "diet regime alcohol"
    assert classify("我去成都出差了，新家的钥匙忘带了").topic_key == ""  # a trip
    # "also" keeps its additive sense after an opener: a second job is not the job
    steps = [{"remember": "I'm a pharmacist"}, {"remember": "btw I'm also a dj"}]
    assert replay_sequence(steps) == ["I'm a pharmacist", "btw I'm also a dj"]


def test_taking_a_spouses_name_renames() -> None:
    steps = [{"remember": "my name is Jo Park"}, {"remember": "I took my wife's name, Jo Lane now"}]
    assert replay_sequence(steps) == ["I took my wife's name, Jo Lane now"]


LATE_FAMILIES = [
    ("on a rompu la semaine dernière", "relationship"),
    ("ya no estoy con mi novia", "relationship"),
    ("和女友分了", "relationship"),
    ("付き合い始めたよ", "relationship"),
    ("mi apodo ahora es Rulo", "nickname"),
    ("new job, I'm with Accenture", "employer"),
]


@pytest.mark.parametrize(("statement", "key"), LATE_FAMILIES)
def test_late_families(statement: str, key: str) -> None:
    assert classify(statement).topic_key == key


def test_late_contrasts() -> None:
    assert classify("I'm with Accenture on a call").topic_key == ""  # no new job named
    assert classify("mi hermano ya no está con su novia").topic_key == ""  # his, not mine


def test_two_word_titles_whose_head_alone_is_no_job() -> None:
    assert classify("I'm a shop owner").topic_key == "occupation"
    assert classify("I'm a scrum master at a bank").topic_key == "occupation"
    assert classify("I'm a cat owner").topic_key == ""  # the head alone stays no job
    assert classify("I'm a master of procrastination").topic_key == ""


def test_a_new_nickname_and_a_move_inside_work() -> None:
    assert classify("nuevo apodo: la Flaca").topic_key == "nickname"
    assert classify("新外号：小胖").topic_key == "nickname"
    assert classify("HR moved me to the payments team").topic_key == "occupation"
    assert classify("wurde in den Vertrieb versetzt").topic_key == "occupation"
    assert classify("they moved me to a bigger desk").topic_key == ""  # no team or grade


HOMES = [
    ["I live with two roommates", "moved in with my boyfriend"],
    ["ich wohne in einer WG", "hab endlich ne eigene Wohnung"],
    ["je vis en coloc", "j'ai mon propre appart maintenant"],
    ["我和同学合租", "现在一个人住了"],
]


@pytest.mark.parametrize("chain", HOMES)
def test_who_one_lives_with_and_a_home_of_ones_own(chain: list[str]) -> None:
    assert replay_sequence([{"remember": s} for s in chain]) == [chain[-1]]


def test_a_home_of_ones_own_in_a_named_city_is_the_residence() -> None:
    assert classify("got my own place in Kraków").topic_key == "residence"
    assert classify("got my own place").topic_key == "housing"
