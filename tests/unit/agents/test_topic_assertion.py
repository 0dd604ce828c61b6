"""A key says "this is now true": questions, suppositions, plans, hedges and additions
assert nothing about the present, so they get none, while the plain statement next to each
still does."""

from __future__ import annotations

import pytest

from agents.sequences import replay_sequence
from agents.topics import classify

# (statement that asks / supposes / plans, plain statement with the same verb and key)
UNASSERTED = [
    ("Where should I live in Bremen?", "I live in Bremen", "residence"),
    ("Should I work for Spotify or Zalando?", "I work for Spotify", "employer"),
    ("If I moved to Halifax, would I need a car?", "I moved to Halifax", "residence"),
    ("I'll be 45 next month", "I'm 45", "age"),
    ("Wohne ich in der falschen Stadt?", "Ich wohne in Kassel", "residence"),
    ("Wenn ich nach Graz ziehe, suche ich eine Wohnung", "Ich bin nach Graz gezogen", "residence"),
    ("Est-ce que je devrais travailler chez Thales ?", "Je travaille chez Thales", "employer"),
    ("Si je déménage à Brest, je prendrai le train", "J'ai déménagé à Brest", "residence"),
    ("¿Debería mudarme a Arequipa?", "Me mudé a Arequipa", "residence"),
    ("Si me mudo a Arequipa, buscaré piso", "Vivo en Arequipa", "residence"),
    ("我要不要搬到厦门？", "我搬到厦门了", "residence"),
    ("如果我搬到厦门，离海更近", "我住在厦门", "residence"),
    ("我明年搬到厦门", "我去年搬到厦门了", "residence"),
    ("来月名古屋に引っ越します", "先月名古屋に引っ越しました", "residence"),
    ("名古屋に住みたいです", "名古屋に住んでいます", "residence"),
    ("名古屋に引っ越したら、車が要りますか？", "名古屋に引っ越しました", "residence"),
    ("任天堂に入社する予定です", "任天堂に入社しました", "employer"),
]


@pytest.mark.parametrize(("unasserted", "plain", "key"), UNASSERTED)
def test_questions_suppositions_and_plans_get_no_key(unasserted: str, plain: str, key: str) -> None:
    assert classify(unasserted).topic_key == ""
    assert classify(plain).topic_key == key


def test_a_question_elsewhere_in_the_message_does_not_void_the_statement() -> None:
    # The question is its own clause; the move is stated.
    assert classify("I moved to Leeds, any tips for a dentist?").topic_key == "residence"
    assert classify("Now that I live in Leeds, can you suggest a dentist?").topic_key == (
        "residence"
    )
    # A later clause joined by "and" or "but" keeps its own time and condition.
    assert classify("I moved to Derby and start my new job soon").topic_key == "residence"
    assert classify("I live in Derby but if I moved I'd pick Bath").topic_key == "residence"


def test_a_japanese_state_is_not_read_as_a_plan() -> None:
    # "しています" and "です" are the present; only a change verb's non-past is a future.
    assert classify("結婚しています").topic_key == "relationship"
    assert classify("独身です").topic_key == "relationship"
    assert classify("野菜をまた食べるようになりました").topic_key == ""  # no diet word at all
    assert classify("お肉をまた食べるようになりました").topic_key == "diet"


HEDGES = [
    ("I'm not a lawyer, but that contract looks odd", "I'm not a lawyer anymore"),
    ("Ich bin kein Arzt, aber das klingt ernst", "Ich bin kein Arzt mehr"),
    ("No soy médica, pero eso parece grave", "Ya no soy médica"),
    ("我不是医生，但我觉得你该休息", "我已经不是医生了"),
]


@pytest.mark.parametrize(("hedge", "ended"), HEDGES)
def test_a_hedged_job_is_no_job_but_an_ended_one_updates(hedge: str, ended: str) -> None:
    assert classify(hedge).topic_key == ""
    assert classify(ended).topic_key == "occupation"


ADDITIONS = [
    ("I'm a midwife", "I'm also a swimming instructor"),
    ("I'm a midwife", "I'm a swimming instructor too"),
    ("I work at Lidl", "I also work at a cinema on Sundays"),
    ("Ich bin Hebamme", "Ich bin auch Schwimmlehrerin"),
    ("Je suis sage-femme", "Je suis aussi prof de natation"),
    ("Soy matrona", "También soy profesora de natación"),
    ("我是护士", "我也是游泳教练"),
    ("助産師です", "私は水泳のインストラクターでもあります"),
]


@pytest.mark.parametrize(("job", "second"), ADDITIONS)
def test_a_second_job_is_kept_beside_the_first(job: str, second: str) -> None:
    assert replay_sequence([{"remember": job}, {"remember": second}]) == [job, second]


def test_a_new_job_without_an_addition_marker_still_replaces_the_old() -> None:
    old, new = "I'm a midwife", "I'm a swimming instructor now"
    assert replay_sequence([{"remember": old}, {"remember": new}]) == [new]
    old, new = "Soy matrona", "Ahora soy profesora de natación"
    assert replay_sequence([{"remember": old}, {"remember": new}]) == [new]
