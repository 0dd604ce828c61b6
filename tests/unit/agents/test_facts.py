"""The rules distiller's extractor: durable first-person facts, never noise, with dates."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from agents.event_dates import Period, resolve
from agents.facts import MAX_FACT_RUNES, extract_facts

# Wednesday 2024-05-08, noon UTC.
AT = datetime(2024, 5, 8, 12, 0, tzinfo=UTC)


def contents(text: str) -> list[str]:
    return [f.content for f in extract_facts(text, AT)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I just adopted a puppy, any name ideas?", ["I just adopted a puppy"]),
        ("My sister Priya is a dentist in Seattle", ["My sister Priya is a dentist in Seattle"]),
        ("I work as a nurse at the ER, mostly nights", ["I work as a nurse at the ER"]),
        ("honestly I'm allergic to shellfish", ["I'm allergic to shellfish"]),
        ("我是一名护士", ["我是一名护士"]),
        ("我对花生过敏，你呢？", ["我对花生过敏"]),
        (
            "Ich arbeite als Werkstudent bei einem Autozulieferer",
            ["Ich arbeite als Werkstudent bei einem Autozulieferer"],
        ),
    ],
)
def test_durable_facts_are_kept_whole(text: str, expected: list[str]) -> None:
    assert contents(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "I'm glad",
        "I'm so excited to tell you",
        "I'm sure you'll find one that's perfect for you",
        "I'm allergic",
        "I'm passionate about",
        "I think so too",
        "I love that idea!",
        "I can't wait to see it",
        "If I had a dog I'd call him Max",
        "I'd love to visit Lisbon someday",
        "Your garden looks amazing and I'm jealous",
        "我觉得你说得对",
        "Ich freue mich für dich",
        "Okay I have news...",
    ],
)
def test_pleasantries_feelings_listener_talk_and_fragments_are_not_stored(text: str) -> None:
    assert contents(text) == []


def test_a_clause_is_never_torn_out_of_a_relative_clause() -> None:
    # The contrast: the same words with the user as subject are a fact.
    assert contents("It's a tech company I like that needs my mechanical skills") == []
    assert contents("I like hiking with my dog Biscuit") == ["I like hiking with my dog Biscuit"]
    stored = contents("I work at a tech company I like that needs my mechanical skills")
    assert stored == ["I work at a tech company I like that needs my mechanical skills"]


def test_a_coordinated_statement_with_its_own_subject_is_its_own_fact() -> None:
    assert contents("I'm a nurse at St. Mary's and I prefer night shifts") == [
        "I'm a nurse at St. Mary's",
        "I prefer night shifts",
    ]


def test_a_long_statement_is_cut_at_a_clause_boundary_never_mid_word() -> None:
    clause = "I restore old Vespa scooters in my parents' garage in Sacramento"
    text = ", ".join([clause] + ["with spare parts from a dealer in Reno"] * 8)
    stored = contents(text)
    assert len(stored) == 1
    assert len(stored[0]) <= MAX_FACT_RUNES
    assert text.startswith(stored[0])
    assert text[len(stored[0])] == ","  # cut where a clause ends


@pytest.mark.parametrize(
    ("text", "content", "day", "planned"),
    [
        (
            "we went camping last weekend",
            "We went camping (weekend of 2024-05-04)",
            "2024-05-04",
            False,
        ),
        (
            "I'm running a half-marathon next month",
            "I'm running a half-marathon (in June 2024)",
            "2024-06-01",
            True,
        ),
        (
            "Yesterday I finally finished my thesis draft",
            "I finally finished my thesis draft (on 2024-05-07)",
            "2024-05-07",
            False,
        ),
        (
            "I started pottery classes 3 weeks ago",
            "I started pottery classes (week of 2024-04-15)",
            "2024-04-15",
            False,
        ),
        ("上周我去了成都", "我去了成都（2024-04-29那周）", "2024-04-29", False),
        ("明天我要去面试", "我要去面试（2024-05-09）", "2024-05-09", True),
        ("下个月我要去日本", "我要去日本（2024-06）", "2024-06-01", True),
    ],
)
def test_events_are_stored_with_an_absolute_date(
    text: str, content: str, day: str, planned: bool
) -> None:
    (fact,) = extract_facts(text, AT)
    assert fact.content == content
    assert fact.event_at is not None and fact.event_at.date().isoformat() == day
    assert fact.planned is planned


@pytest.mark.parametrize(
    ("text", "day", "period"),
    [
        ("I went there on Monday", "2024-05-06", Period.DAY),  # the past Monday
        ("I'm flying out on Monday", "2024-05-13", Period.DAY),  # the coming one
        ("I started in March", "2024-03-01", Period.MONTH),
        ("I'm moving in August", "2024-08-01", Period.MONTH),
        ("I went in September", "2023-09-01", Period.MONTH),  # past tense looks back
        ("3号我搬家了", "2024-05-03", Period.DAY),
        ("20号我要搬家", "2024-05-20", Period.DAY),
        ("我3天前开始学游泳", "2024-05-05", Period.DAY),
        ("letzte Woche war ich in Leipzig", "2024-04-29", Period.WEEK),
        ("je suis parti la semaine dernière", "2024-04-29", Period.WEEK),
        ("fui el mes pasado", "2024-04-01", Period.MONTH),
        ("先週京都に行った", "2024-04-29", Period.WEEK),
        ("last year I quit", "2023-01-01", Period.YEAR),
    ],
)
def test_relative_times_resolve_against_the_turn(text: str, day: str, period: Period) -> None:
    when = resolve(text, AT)
    assert when is not None
    assert (when.day.isoformat(), when.period) == (day, period)


def test_a_bare_weekday_is_a_habit_not_a_date() -> None:
    assert resolve("Monday is leg day", AT) is None
    assert resolve("I go bouldering on Mondays", AT) is None


# --- whose statement, and is it durable ---------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # chat's lower-case "i" is the pronoun
        (
            "i got a job at a nursing home as a CNA",
            ["I got a job at a nursing home as a CNA"],
        ),
        # a dropped "I" before a past verb, at the start of a sentence
        (
            "so good 😌 went home to savannah, ate my grandma's mac n cheese",
            ["Went home to savannah"],
        ),
        # an asserted cause is a statement; its main clause is another
        (
            "Since I'm allergic to peanuts, I have to be careful with desserts",
            ["I'm allergic to peanuts"],
        ),
        (
            "Since I retired from the post office I've had to find hobbies",
            ["I retired from the post office"],
        ),
        # a name said to be one's own
        ("Duke is our basset hound", ["Duke is our basset hound"]),
        ("My paper got accepted!", ["My paper got accepted"]),
        ("I was a librarian", ["I was a librarian"]),
        (
            "I'm back at the campus bookstore 10 hrs a week",
            ["I'm back at the campus bookstore 10 hrs a week"],
        ),
        # a fact before a question, and coordinated facts
        ("I'm an accountant. Do you need help with the forms?", ["I'm an accountant"]),
        (
            "I'm a yoga teacher and I teach at a gym in Alcântara",
            ["I'm a yoga teacher", "I teach at a gym in Alcântara"],
        ),
    ],
)
def test_statements_about_the_user_are_found_in_chat_forms(text: str, expected: list[str]) -> None:
    assert contents(text) == expected


@pytest.mark.parametrize(
    ("noise", "fact"),
    [
        # a reaction of the moment / what happened before it
        ("I cried at mile 25", "I ran the Chicago Marathon in 3:27"),
        ("Meine Mutter hat geweint", "Meine Mutter hat einen Laden in Leipzig"),
        ("我当场就哭了", "我当了四十年钳工"),
        # a need or duty of the moment / a standing fact
        ("I need to pack extra", "I have asthma that gets worse in humid weather"),
        ("Ich muss jetzt in die Bib", "Ich studiere Maschinenbau in Aachen"),
        # an announcement that says nothing yet / what it announces
        ("I have a big update too", "I got into the nursing program"),
        ("我有个好消息", "我女儿帮我办好了签证"),
        # someone close doing something once / what they are
        ("my roommate ate my leftover pastelitos again", "My roommate is a cellist"),
        ("我妈在家放鞭炮了", "我妈是护士"),
        # a statement that only points back at the conversation / one that names its object
        ("I just ignore it", "I just ignore the noise from the bar downstairs"),
        # what someone else said of me / what I say of myself
        ("老师说我横不平竖不直", "我每周三上午在老年大学上书法课"),
        # a relative clause is not a statement / a main clause is
        ("Du warst der beste Verkäufer, den ich je hatte", "Ich hatte eine Bäckerei in Gohlis"),
        # a pronoun is not a name / a name is
        ("She's my favourite", "Banjo's our kelpie"),
        # someone else's arm, after their name / the writer's own
        (
            "Broke his arm on Tuesday falling off the climbing frame",
            "Broke my wrist on Tuesday going up for a rebound",
        ),
        (
            "Gus is thriving. Ate a cricket yesterday",
            "Bought a second-hand Hilux in Hamilton yesterday",
        ),
    ],
)
def test_the_moment_and_other_people_are_not_stored_but_the_facts_next_to_them_are(
    noise: str, fact: str
) -> None:
    assert contents(noise) == []
    assert contents(fact) != []


def test_an_imperative_is_not_a_dropped_i() -> None:
    assert contents("Take care of yourself and sleep well") == []
    assert contents("Don't go out too fast at the start") == []
    assert contents("Ran the half marathon in Bend on Sunday") != []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # verbless sentences that add to the statement join it
        (
            "I got promoted. Senior manager, starting June 1st.",
            ["I got promoted. Senior manager, starting June 1st (on 2024-06-01)"],
        ),
        (
            "I was a librarian. Thirty-eight years at the main branch of the library.",
            ["I was a librarian. Thirty-eight years at the main branch of the library"],
        ),
        # one with its own verb or subject does not
        ("I got promoted. He said it was overdue.", []),
        ("I was a librarian. She was a nurse.", ["I was a librarian"]),
    ],
)
def test_a_statement_takes_the_verbless_sentences_that_add_to_it(
    text: str, expected: list[str]
) -> None:
    assert contents(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I adopted a kitten lol she is tiny", ["I adopted a kitten"]),
        ("我到波士顿了，住在女儿家[玫瑰]", ["我到波士顿了，住在女儿家"]),
        ("I'm pregnant!!! 12 weeks!", ["I'm pregnant! 12 weeks"]),
    ],
)
def test_laughter_stickers_and_repeated_marks_are_tidied_away(
    text: str, expected: list[str]
) -> None:
    assert contents(text) == expected


def test_chinese_drops_the_subject_and_the_clauses_after_i_go_on_about_the_writer() -> None:
    assert contents("我面试在准备了，报了个面试班，阳台可以晒太阳") == [
        "我面试在准备了，报了个面试班"
    ]
    (trip,) = extract_facts("上周末带小敏去青城山住了两天", AT)
    assert trip.content == "带小敏去青城山住了两天（2024-05-04那个周末）"
    assert contents("新公司在浦东") == []  # a clause with its own subject


def test_the_writers_announced_words_are_theirs_not_reported_speech() -> None:
    assert contents("我也有个事要说，我下周去菲律宾考潜水证") == [
        "我去菲律宾考潜水证（2024-05-13那周）"
    ]
    assert contents("她说我下周去菲律宾考潜水证") == []


def test_a_short_line_is_read_in_its_own_language() -> None:
    assert contents("Wir haben endlich Urlaub gebucht!") == ["Wir haben endlich Urlaub gebucht"]
    assert contents("On a trouvé une location à Pornichet") == [
        "On a trouvé une location à Pornichet"
    ]


# --- times: resolved without mangling the words ---------------------------------------------


@pytest.mark.parametrize(
    ("text", "content"),
    [
        # a word leans on the phrase: every word stays
        ("I've been vegan since last year", "I've been vegan since last year (in 2023)"),
        (
            "i'm subletting her place may 18 to aug 10",
            "I'm subletting her place may 18 to aug 10 (on 2024-05-18)",
        ),
        ("My chartership review is May 20th", "My chartership review is May 20th (on 2024-05-20)"),
        ("I'm pregnant! Due in November", "I'm pregnant! Due in November (in November 2024)"),
        # German word order would break if the phrase were cut
        (
            "Im Dezember hatten wir so viele Bestellungen",
            "Im Dezember hatten wir so viele Bestellungen (in December 2023)",
        ),
        # nothing leans on it: cut, and the sentence stays whole
        ("I went to an ENT last week", "I went to an ENT (week of 2024-04-29)"),
        ("I've got an interview on Thursday the 16th", "I've got an interview (on 2024-05-16)"),
    ],
)
def test_a_time_phrase_is_cut_only_where_nothing_leans_on_it(text: str, content: str) -> None:
    (fact,) = extract_facts(text, AT)
    assert fact.content == content


def test_a_habit_on_a_weekday_is_not_dated() -> None:
    (fact,) = extract_facts("I volunteer at the library on Thursday mornings", AT)
    assert fact.content == "I volunteer at the library on Thursday mornings"
    assert fact.event_at is None


# --- a lasting fact or an episode, and what needs the conversation ---------------------------


@pytest.mark.parametrize(
    ("episode", "fact"),
    [
        # a past that leaves nothing behind / one that leaves a state
        ("I slept 10 hours", "I adopted a rescue greyhound"),
        ("We lost 9-2", "I got the job at the library"),
        ("I was in bed by 1", "I was a librarian"),
        # an achievement is kept, whatever its verb
        ("I rewatched all of The Bear", "I ran the Chicago Marathon in 3:27"),
        # a spell of the moment / a stretch said to last
        ("I've been limping around the line all week", "I've been saving for a flat for two years"),
        ("I've been coughing", "I've been going to the climbing gym every Tuesday"),
        # the verb is read after a leading duration, which makes it last
        ("Then I went for a swim", "40 years I worked as a signalman"),
        # Chinese: told with 了 and leaving nothing / 了 on a verb that leaves a state
        ("我和老伴早上六点就出门了", "我们刚买了一只柯基"),
    ],
)
def test_an_undated_episode_is_not_stored_but_a_lasting_past_is(episode: str, fact: str) -> None:
    assert contents(episode) == []
    assert contents(fact) != []


def test_a_dated_episode_is_an_event_and_keeps_its_date() -> None:
    (fact,) = extract_facts("I went surfing in Ericeira last Sunday", AT)
    assert fact.content == "I went surfing in Ericeira (on 2024-05-05)"
    assert contents("I went surfing in Ericeira") == []  # the contrast: no date, an episode


@pytest.mark.parametrize(
    ("noise", "fact"),
    [
        # a pronoun or "one" as the object: who or what is in the talk, not in the memory
        ("I got him in 10th grade", "I got my first guitar in 10th grade"),
        ("Did a 14 hr one saturday", "Did a 14 hr shift at the station saturday"),
        ("My Year 2s would be the same", "My Year 2s are learning to swim"),
        ("我们家老二也是", "我们家老二在读高中"),
        ("我们报了同一个班", "我们报了一个周末的粤语班"),
        # the next minutes / what lasts
        ("那我带点胃药过去", "我有慢性胃炎，不能吃辣"),
        ("好了我要去接单了", "我开网约车三年了"),
        ("I've got a lesson in 10", "I've got a piano lesson every Thursday"),
        ("Je vais venir squatter", "Je vais voir ma sœur à Montpellier en avril"),
        # said in jest or by negation / said of oneself
        ("We're a funny pair", "We're both nurses at St Mary's"),
        ("I am not a Viking", "I am a programmer from Gothenburg"),
        # what someone else does or can do / what they are
        ("My mom won't let me in the kitchen", "My mom runs a restaurant in Killeen"),
        ("我妈给我准备了一堆东西", "我妈是护士"),
        ("I've got a client who reckons it fixed his knee", "I have a sister who lives in Seattle"),
        # how one feels, whatever the adverbs / a state that lasts
        ("Ich bin ziemlich aufgeregt", "Ich bin seit drei Jahren verheiratet"),
        ("Je suis déjà complètement gaga", "Je suis prof de maths à Lyon"),
        ("我跟他妈在家干着急", "我跟他妈在广州卖鱼"),
        ("I was so tired yesterday", "I was a nurse for twenty years"),
        ("I'm learning so much", "I'm learning Portuguese at night school"),
        ("Humbled by a 6 year old", "Bought a second-hand Hilux in Hamilton"),
        # an announcement, however it goes on / the news itself
        ("I've got some news of my own", "I got into the nursing program"),
        ("Ich hab noch was Neues", "Ich hab die Stelle in Hamburg"),
    ],
)
def test_the_moment_the_talk_and_others_are_not_stored_but_the_facts_next_to_them_are(
    noise: str, fact: str
) -> None:
    assert contents(noise) == []
    assert contents(fact) != []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # an age is a whole fact; a noun's "'s" is no word, so "My mom's recipe" is three
        ("I'm 34", ["I'm 34"]),
        ("My mom's recipe", []),
        # a statement that needs the talk takes no sentences to add to it
        ("I can't quite picture it. Turkey in 35 degrees", []),
        ("I got the job! Subway operator", ["I got the job! Subway operator"]),
        # the writer's clause after someone else's; "and I" after a noun joins the subject
        (
            "They've had a cancellation so I'm having the operation on the 7th of June",
            ["I'm having the operation (on 2024-06-07)"],
        ),
        ("My girlfriend Jess and I signed a lease", ["My girlfriend Jess and I signed a lease"]),
        # Spanish: a first-person verb after a leading time; a third person is not one
        (
            "el sábado pasado me escapé a Cádiz con unas amigas",
            ["El sábado pasado me escapé a Cádiz con unas amigas (on 2024-05-04)"],
        ),
        ("el sábado pasado fue increíble", []),
    ],
)
def test_whole_statements_and_whose_they_are(text: str, expected: list[str]) -> None:
    assert contents(text) == expected


@pytest.mark.parametrize(
    ("noise", "fact"),
    [
        # a guess, and the same said plainly; a hedge before a number rounds the number
        ("I'm maybe a bit of a coffee snob", "I'm a coffee snob since college"),
        ("Ich bin vielleicht Vegetarierin", "Ich bin Vegetarierin seit drei Jahren"),
        ("我可能有点贫血", "我有贫血，一直在吃铁剂"),
        (
            "Apparently I own a lot of ugly sweaters",
            "I've worked at the animal shelter for maybe eight years",
        ),
        # a measure said for effect, and a count
        ("I have way too many houseplants", "I have three houseplants named after poets"),
        ("Ich hab so viele Bücher im Flur", "Ich habe zwei Katzen aus dem Tierheim"),
        # what did not happen, and a habit said in the negative
        ("We haven't seen each other since the wedding", "I don't eat pork"),
        # ... and a whole life's "never", which is a fact of its own
        ("I didn't make it to the reunion", "I've never owned a car"),
        ("Ich hab das Rezept nicht vergessen", "Ich habe das Rezept von meiner Oma"),
        ("我没去成那个音乐节", "我去年去了那个音乐节"),
        # what one can do, with no time, and a plan with one
        ("Ich kann nur Pfannkuchen backen", "Ich kann nächsten Samstag nach Köln fahren"),
        ("我们在阳台上可以看到江", "我下周六可以去看房子"),
    ],
)
def test_guesses_hyperbole_non_events_and_possibilities_are_dropped(noise: str, fact: str) -> None:
    assert contents(noise) == []
    assert contents(fact) != []


def test_english_can_is_left_to_the_other_rules() -> None:
    # English "I can …" tells a skill as often as a possibility: no rule of its own.
    assert contents("I can speak Farsi and a bit of Turkish") != []


@pytest.mark.parametrize(
    ("bare", "own"),
    [
        # "I have …" lasts when what one has is someone or something of one's own
        ("I have a radiator", "I have a dog called Pepper"),
        ("I have very odd neighbours upstairs", "I have a bad knee from rugby"),
    ],
)
def test_having_needs_something_of_ones_own(bare: str, own: str) -> None:
    assert contents(bare) == []
    assert contents(own) != []
