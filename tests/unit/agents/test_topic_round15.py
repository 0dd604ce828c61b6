"""Round 15: habits, the end of studies, statuses said without a subject, and forgetting
the body's measures, a phone or a habit by what it is.

Each update pair must share a key (the newer statement replaces the older); each distinct
pair must not (both stay). Sentences are our own, not corpus lines.
"""

from __future__ import annotations

import pytest

from agents.sequences import replay_sequence
from agents.topics import classify


def _key(statement: str) -> str:
    return classify(statement).topic_key


def _replay(*statements: str) -> list[str]:
    return replay_sequence([{"remember": s} for s in statements])


def _replay_then_forget(phrase: str, *statements: str) -> list[str]:
    return replay_sequence([*({"remember": s} for s in statements), {"forget": phrase}])


UPDATES = [
    # smoking and drinking: one habit each, in every language
    ("I smoke about a pack a week", "quit smoking three weeks ago"),
    ("ich rauche seit der Uni", "bin jetzt Nichtraucherin"),
    ("je fume le soir surtout", "ne fume plus depuis la rentrée"),
    ("fumo como cinco al día", "dejé de fumar en marzo"),
    ("我每天抽烟", "烟戒了，两个月了"),
    ("タバコは一日10本くらい吸います", "禁煙3ヶ月目です"),
    ("I drink most friday nights", "sober since new year"),
    ("ich trinke jeden Abend ein Bier", "trinke keinen Alkohol mehr"),
    ("je bois du vin presque tous les soirs", "je ne bois plus depuis janvier"),
    ("tomo cerveza los fines de semana", "ya no tomo, lo dejé"),
    ("周末喝点啤酒", "我现在不喝酒了"),
    ("毎晩ワインを飲んでいます", "お酒やめました"),
    # a status opening the statement without its subject and verb
    ("I'm married", "divorced now, since the spring"),
    ("ich bin verlobt", "inzwischen verheiratet, seit Juni"),
    ("estoy casada", "recién divorciada, desde abril"),
    ("I'm vegetarian", "vegan since last summer"),
    ("je suis végétarienne", "végane depuis deux ans"),
    # the year of study names the school; the end of studies ends it
    ("I study at the University of York", "final year nursing at Leeds"),
    ("second year law at Durham", "graduated!! no more exams"),
    ("estudio en la Universidad de Sevilla", "me gradué por fin"),
    ("ich studiere an der Uni Bremen", "Studium abgeschlossen, endlich"),
    ("我在复旦读本科", "毕业了，在找工作"),
    ("今は高校2年です", "高校を中退しました"),
    # a transfer to a school written in lower case
    ("i study at leeds uni", "transferred to york this term"),
    # a place with the job held there is the workplace
    ("trabajo en Telefónica", "ahora estoy en Accenture como consultora"),
    # Chinese chat names a job by its English letters
    ("我在华为做产品经理", "现在在小米做HR"),
    # Swiss German chat
    ("ich schaffe bi de Post", "bi jetzt bi de Swisscom als Technikerin"),
    # French chat drops "j'ai" before the participle
    ("j'habite à Lyon", "déménagé à Grenoble en septembre"),
    # a name opening the statement without "my"
    ("name's Priya Shah", "my name is Priya Patel"),
]


@pytest.mark.parametrize(("older", "newer"), UPDATES)
def test_update_replaces_the_older_statement(older: str, newer: str) -> None:
    assert _replay(older, newer) == [newer]


def test_a_wedding_with_the_new_full_name_replaces_the_stored_name() -> None:
    name = "my name is Julia Weber"
    wedding = "we got married in May, it's Julia Hartmann now"
    assert _replay(name, wedding) == [wedding]
    nom = "mon nom c'est Léa Roux"
    mariage = "c'est Léa Girard maintenant, je me suis mariée en juin"
    assert _replay(nom, mariage) == [mariage]


KEPT_APART = [
    # someone else's habit is not the user's
    ("I quit smoking last year", "my dad smokes a lot"),
    # drinking something other than alcohol is not the habit
    ("I never drink alcohol", "I drink a lot of water"),
    ("I drink wine most nights", "I drink coffee every morning"),
    # one evening out is not the habit
    ("お酒やめました", "昨日ビールを飲んだ"),
    # a graduation long past, or to come, is background and not an update
    ("I study at the University of York", "I graduated from high school in 2014"),
    ("我在北大读研", "明年毕业"),
    # a first year at a job is not a year of study
    ("I study at the University of York", "my first year at Google was great"),
    # Quebec French: the boyfriend's new phone is his, not the user's
    ("j'ai un Galaxy S21", "mon chum s'est acheté un Pixel 8"),
    # a town with the job held there stays a town in French
    ("je travaille chez Airbus", "je suis maintenant à Nantes comme infirmière"),
    # a subject-dropped status is not a smoker's device or a beer
    ("I'm a non-smoker", "I bought a smoker for brisket"),
]


@pytest.mark.parametrize(("first", "second"), KEPT_APART)
def test_distinct_facts_both_stay(first: str, second: str) -> None:
    assert _replay(first, second) == [first, second]


def test_quitting_and_smoking_share_the_habit_key() -> None:
    assert _key("I smoke") == _key("quit smoking") == "habit smoking"
    assert _key("i drink most weekends") == _key("not drinking anymore") == "diet regime alcohol"
    assert _key("I hate smoke") == ""
    assert _key("禁煙席がいい") == ""


def test_a_present_tense_french_verb_is_not_read_as_done() -> None:
    # "déménage" (present, a plan) must not become "j'ai déménagé"
    assert _key("déménage à Lyon le mois prochain") == ""
    assert _key("déménagé à Lyon le mois dernier") == "residence"


@pytest.mark.parametrize(
    ("phrase", "stored", "kept"),
    [
        ("vergiss alles zu meinem Gewicht", "ich wiege 72 kg", "bin 1,75 groß"),
        ("forget my weight", "I weigh 80 kg", "my height is 1,80"),
        ("olvida qué celular tengo", "tengo un Pixel 7", "juego pádel los martes"),
        ("forget the smoking thing", "I smoke about ten a day", "I run 5k every morning"),
        ("抽烟那条删掉", "我在戒烟", "每天游泳一小时"),
        ("olvida lo de fumar", "dejé de fumar en marzo", "tengo un Pixel 7"),
    ],
)
def test_forget_by_what_it_is(phrase: str, stored: str, kept: str) -> None:
    assert _replay_then_forget(phrase, stored, kept) == [kept]


def test_forgetting_the_diet_reaches_a_named_regime_but_not_a_condition() -> None:
    regime = "went on a low carb diet in january"
    condition = "I have type 2 diabetes"
    assert _replay_then_forget("forget what you know about my diet", condition, regime) == [
        condition
    ]


def test_forgetting_a_habit_leaves_the_other_habit() -> None:
    smoking = "I quit smoking in march"
    drinking = "I drink most weekends"
    assert _replay_then_forget("forget the smoking thing", smoking, drinking) == [drinking]
