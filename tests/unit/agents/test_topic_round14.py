"""Round 14: health, body, food, money and the assistant's settings keyed by *which* one.

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


UPDATES = [
    # a dose changed, a drug stopped, a brand name with its dose
    ("on concerta 36mg", "concerta got bumped up to 54mg"),
    ("I take warfarin 5mg", "stopped the warfarin after the op"),
    ("ich nehme Bisoprolol 2,5mg", "Bisoprolol wurde abgesetzt"),
    ("tomo sertralina 50mg", "dejé la sertralina en verano"),
    ("我在吃缬沙坦，每天一次，一次80mg", "缬沙坦改成160mg了"),
    # a condition or an injury cleared up
    ("I have psoriasis on my elbows", "psoriasis has completely cleared up"),
    ("j'ai de l'asthme", "mon asthme a disparu depuis le déménagement"),
    ("tengo anemia", "ya no tengo anemia"),
    ("我有贫血", "贫血已经好了"),
    ("pulled my hamstring at football", "hamstring is fine now"),
    ("Sehnenentzündung im Ellbogen", "Ellbogen ist wieder fit"),
    ("手首を痛めました", "手首はもう治りました"),
    # a diet regime abandoned
    ("started paleo in january", "paleo is over, back to bread"),
    ("je fais du jeûne intermittent 16:8", "j'ai arrêté le jeûne intermittent"),
    ("quit keto after two weeks", "doing keto again"),
    ("轻断食第三周了", "轻断食坚持不下去了"),
    # a new personal best
    ("squat PR is 120kg", "hit 125 on squat today"),
    ("mi récord en peso muerto es 110 kilos", "hoy levanté 115 en peso muerto"),
    ("my half marathon PB is 1:58:30", "new half marathon PB: 1:55:02"),
    ("硬拉最好成绩100公斤", "硬拉拉起了105公斤"),
    # a budget for one category, said with or without the word
    ("eating out budget is $200 a month", "eating out now $150/month"),
    ("Kleidung-Budget 60€", "Kleidung ab jetzt 40€ im Monat"),
    ("presupuesto para ocio 100€ al mes", "ocio ahora 80€ al mes"),
    ("服代の予算は月1万", "服代は月8千にします"),
    # the bank, an insurer, a pension plan
    ("I bank with Barclays", "moved all my money to Starling, Barclays is gone"),
    ("meine Bank ist die Volksbank", "Girokonto jetzt bei der DKB"),
    ("mi banco es Santander", "cambié de banco, ahora tengo la cuenta en ING"),
    ("my pet insurance is with Petplan", "switched the pet insurance to Bought By Many"),
    ("ich bin bei der DAK versichert", "bin jetzt bei der IKK"),
    ("my 401k is with Vanguard", "rolled my 401k over to Schwab"),
    # the assistant's settings
    ("reply in English please", "from now on in German"),
    ("antworte bitte auf Englisch", "ab jetzt auf Deutsch bitte"),
    ("réponds-moi en anglais", "on passe au français"),
    ("以后用英文回答我", "换成中文吧"),
    ("give me imperial units", "metric from now on please"),
    ("temperatures in fahrenheit please", "celsius from now on"),
    ("du kannst mich duzen", "bitte siezen Sie mich wieder"),
    ("tutoie-moi", "vouvoie-moi plutôt"),
    ("敬語でお願いします", "タメ口でいいよ"),
    ("address me as Professor Lind", "call me Ada, no titles"),
    ("sprechen Sie mich bitte mit Herr Doktor an", "sagen Sie einfach Jonas"),
    # the time zone, named with a move or alone
    ("我在东八区", "以后按美西时间"),
    ("日本時間でお願いします", "これからはパリ時間で"),
    ("current weight 91 kg", "weighed in at 88.6 today"),
]


@pytest.mark.parametrize(("old", "new"), UPDATES)
def test_an_update_shares_the_key_of_what_it_replaces(old: str, new: str) -> None:
    assert _key(old)
    assert _key(old) == _key(new)


DISTINCT = [
    # two drugs, two conditions, an allergy beside an intolerance
    ("on concerta 36mg", "also on lexapro 10mg"),
    ("I have asthma", "and eczema on my hands"),
    ("ich habe Heuschnupfen", "und Schuppenflechte"),
    # a diet regime beside a favourite food or a restriction
    ("doing paleo", "my favourite food is ramen"),
    # a goal beside a best, two lifts, two distances
    ("my goal is a sub-45 10k", "my 10k PB is 47:12"),
    ("squat PR is 120kg", "deadlift PR is 160kg"),
    ("my 5k PB is 22:10", "my 10k PB is 47:12"),
    # a budget beside a saving, two categories
    ("grocery budget is $500 a month", "eating out budget is $200 a month"),
    # the bank beside insurers and a pension
    ("I bank with Barclays", "my car insurance is with Admiral"),
    ("my car insurance is with Admiral", "my home insurance is with Aviva"),
    ("meine Bank ist die Volksbank", "Riester läuft über die Volksbank"),
    # the assistant's settings are several
    ("reply in English please", "call me Ada"),
    ("give me metric units", "I'm on Pacific time"),
    ("temperatures in celsius please", "give me imperial units"),
    ("敬語でお願いします", "英語で答えて"),
    # two injuries
    ("sprained my ankle", "my shoulder hurts after climbing"),
]


@pytest.mark.parametrize(("first", "second"), DISTINCT)
def test_distinct_facts_keep_their_own_keys(first: str, second: str) -> None:
    assert _key(first) != _key(second) or not _key(first)


UNKEYED = [
    # working at a bank, a food bank, a question, a fee
    "I work at a bank in the city",
    "ich arbeite bei der Sparkasse",
    "I volunteer at the food bank",
    "should I switch banks?",
    "soll ich zur DAK wechseln? was meinst du",
    "my bank charged me a fee again",
    "the insurance company called about the claim",
    # languages spoken, someone else replying, a college named Imperial
    "I speak English and Portuguese",
    "my kids answer in English when I talk to them in German",
    "I study at Imperial College",
    # an appointment in a zone, a stay to come
    "the call is at 3pm eastern",
    "I'll be in Seoul next week, KST",
    # a wish or plan, a regime as food, someone else's regime, an outing
    "I'm thinking about trying keto",
    "keto bread is so dry",
    "I want to bench 100kg by summer",
    "I ran a 10k last weekend",
    # a past injury, episodes, a trip budget word without an amount
    "I hurt my knee years ago",
    "I often get migraines",
    "j'ai parfois de l'eczéma",
    "I'm back from holiday",
    # allergies and intolerances stay multi-valued
    "I'm allergic to penicillin",
    "I'm lactose intolerant",
]


@pytest.mark.parametrize("statement", UNKEYED)
def test_near_misses_get_no_new_key(statement: str) -> None:
    key = _key(statement)
    assert not key.startswith(
        (
            "bank",
            "insurance",
            "pension",
            "reply language",
            "units",
            "timezone",
            "diet regime",
            "personal best",
            "injury",
            "condition",
            "register",
        )
    )


def test_someone_elses_condition_or_regime_is_not_the_users() -> None:
    assert _key("my mom has diabetes") == ""
    assert _key("我妈妈有高血压") == ""
    assert _key("my wife is doing keto") == ""


def test_a_new_value_replaces_the_old_and_a_distinct_fact_stays() -> None:
    assert _replay("tengo gastritis", "y también migraña", "la gastritis ya está curada") == [
        "y también migraña",
        "la gastritis ya está curada",
    ]
    assert _replay("I bank with Barclays", "401k is with Vanguard", "switched banks to Monzo") == [
        "401k is with Vanguard",
        "switched banks to Monzo",
    ]
    assert _replay("reply in English please", "use metric", "from now on in Spanish") == [
        "use metric",
        "from now on in Spanish",
    ]


def test_a_move_with_its_zone_may_update_the_stored_zone() -> None:
    found = classify("moved to Boston, so eastern time now")
    assert (found.topic_key, found.also) == ("residence", ("timezone",))
    assert _replay("I'm on Central European Time", "moved to Boston, so eastern time now") == [
        "moved to Boston, so eastern time now"
    ]


def test_a_bare_level_updates_a_stored_weight_only() -> None:
    assert _replay("I weigh 84 kg", "down to 81 finally") == ["down to 81 finally"]
    assert _replay("je pèse 70 kilos", "j'en suis à 67") == ["j'en suis à 67"]
    # with no weight stored, nothing is replaced
    assert _replay("I'm 34", "down to 81 finally") == ["I'm 34", "down to 81 finally"]


REPLAYED_UPDATES = [
    # a change of provider that does not say of what: the one provider stored
    ("I bank with Barclays", "switched to Monzo last month"),
    ("mein Konto ist bei der Volksbank", "bin zur DKB gewechselt"),
    ("ma banque c'est la Société Générale", "je suis passé chez Fortuneo"),
    # a name beside a number: the dose stored under that name
    ("tomo Eutirox 88", "ahora Eutirox 100"),
    ("je prends du Levothyrox 50", "Levothyrox augmenté à 75"),
    ("优甲乐每天50微克", "优甲乐加到75了"),
    ("チラーヂン50飲んでます", "チラーヂンが75に増えました"),
    # savings, a budget said with a bare amount, a Japanese amount after the category
    ("I save 400 a month", "now saving 600 a month"),
    ("ich spare 200€ im Monat", "spare jetzt 250€ im Monat"),
    ("my savings goal is 8k", "raised my savings goal to 10k"),
    ("groceries 350 a month", "groceries now 420 a month"),
    ("お小遣いは月3万", "今月からお小遣い2万に減った"),
    # the language alone, the name alone, a place alone after "and now"
    ("bitte auf Englisch antworten", "jetzt lieber auf Deutsch"),
    ("contéstame en español", "ahora en inglés, porfa"),
    ("用英文跟我说", "还是用中文吧"),
    ("英語で返して", "やっぱり日本語で"),
    ("please call me Katherine", "actually Kate is fine now"),
    ("nenn mich Tom", "jetzt lieber Thomas"),
    ("moved to Leeds for uni", "and now York, closer to work"),
    # a cold, a condition cleared, a weigh-in
    ("I have a cold", "the cold is gone"),
    ("我有痛风", "痛风好了"),
    ("weight: 180 lbs", "down to 172 lbs"),
]


@pytest.mark.parametrize(("old", "new"), REPLAYED_UPDATES)
def test_the_newer_statement_replaces_the_older(old: str, new: str) -> None:
    assert _replay(old, new) == [new]


REPLAYED_DISTINCT = [
    # a switch with two providers stored updates neither; nor one with none of its kind
    ("I bank with Barclays", "my car insurance is with Admiral", "switched to Monzo last month"),
    # a number beside another name is not that drug's dose
    ("tomo Eutirox 88", "ahora Pilates 2 veces", None),
    # a budget beside savings
    ("groceries 350 a month", "I save 400 a month", None),
    # "and now" with a job and a town stored names neither
    ("I live in Leeds", "I work at Asda", "and now York"),
    # a cold drink is not a cold
    ("I have a cold", "I love a cold brew in summer", None),
]


@pytest.mark.parametrize(("first", "second", "third"), REPLAYED_DISTINCT)
def test_unrelated_or_ambiguous_statements_replace_nothing(
    first: str, second: str, third: str | None
) -> None:
    steps = [first, second] if third is None else [first, second, third]
    assert _replay(*steps) == steps
