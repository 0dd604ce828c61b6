"""The labelled sample set behind the benchmark's recall@5.

Each case plants one target memory (and two near-miss distractors that share its words
or its theme) among a subject's generated memories, and asks one question whose answer
is the target. ``style`` says which arm the case leans on:

- ``paraphrase``: no content word in common with the target (the vector arm's job);
- ``keyword``: a rare token, a name or a code the embedding model barely knows
  (the lexical arm's job);
- ``direct``: shared words and shared meaning (either arm);
- ``cjk``: Chinese text (the CJK analysis and the multilingual vectors).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

Style = Literal["paraphrase", "keyword", "direct", "cjk"]


@dataclass(frozen=True)
class Case:
    style: Style
    kind: str
    target: str
    query: str
    distractors: tuple[str, str]


CASES: tuple[Case, ...] = (
    # -- paraphrase ---------------------------------------------------------------------
    Case(
        "paraphrase",
        "fact",
        "My dog is called Rex",
        "any ideas for my pet",
        ("I walked to the park on Sunday", "Rex Harrison films bore me"),
    ),
    Case(
        "paraphrase",
        "preference",
        "I never eat meat or fish",
        "suggest a dinner recipe",
        ("I bought a new fishing rod", "Meat Loaf is a singer I know"),
    ),
    Case(
        "paraphrase",
        "fact",
        "My daughter starts school in September",
        "when does my kid begin classes",
        ("September is my favourite month", "I left school early"),
    ),
    Case(
        "paraphrase",
        "fact",
        "I am allergic to penicillin",
        "which antibiotics should I avoid",
        ("I visited a pharmacy museum", "Penny is my neighbour"),
    ),
    Case(
        "paraphrase",
        "preference",
        "I love jazz saxophone records",
        "recommend some music",
        ("I sold my old records player", "Saxony is a German state"),
    ),
    Case(
        "paraphrase",
        "fact",
        "I drive an electric hatchback",
        "what car do I have",
        ("I walked past an electric shop", "Hatchback is a word I like"),
    ),
    Case(
        "paraphrase",
        "task",
        "Renew my passport before the trip to Japan",
        "what travel paperwork is pending",
        ("I read a book about Japan", "My trip to Spain was fun"),
    ),
    Case(
        "paraphrase",
        "fact",
        "My wife is a cardiologist",
        "what does my spouse do for work",
        ("Cardio workouts tire me", "My sister lives in Rome"),
    ),
    Case(
        "paraphrase",
        "preference",
        "I go to bed before ten",
        "am I a night owl",
        ("Ten friends came to my party", "My bed frame is oak"),
    ),
    Case(
        "paraphrase",
        "fact",
        "I moved to Lisbon last year",
        "where do I reside these days",
        ("Lisbon has great tiles", "Last year I learned to ski"),
    ),
    Case(
        "paraphrase",
        "fact",
        "I run a small bakery",
        "what is my business",
        ("I like small cats", "I run every morning"),
    ),
    Case(
        "paraphrase",
        "preference",
        "Spicy food gives me heartburn",
        "can I eat hot curry",
        ("My heart is healthy", "Food trucks are fun"),
    ),
    Case(
        "paraphrase",
        "fact",
        "My grandmother turns ninety in May",
        "any family birthdays coming up",
        ("May is rainy here", "I am ninety percent sure"),
    ),
    Case(
        "paraphrase",
        "fact",
        "I am training for a marathon",
        "what sport am I preparing for",
        ("Marathon is a town in Greece", "I am training a puppy"),
    ),
    Case(
        "paraphrase",
        "preference",
        "I dislike crowded beaches",
        "plan a quiet holiday for me",
        ("Beaches in Brazil are famous", "Crowded trains annoy commuters"),
    ),
    # -- keyword ------------------------------------------------------------------------
    Case(
        "keyword",
        "fact",
        "My employee badge number is ZX-4471",
        "ZX-4471",
        ("My employee number is long", "Badge collectors meet monthly"),
    ),
    Case(
        "keyword",
        "fact",
        "I collect Zyxcorp memorabilia",
        "zyxcorp",
        ("I collect stamps", "Memorabilia fairs are crowded"),
    ),
    Case(
        "keyword",
        "fact",
        "My cat is named Quillfeather",
        "Quillfeather",
        ("My cat is named Tom", "Feathers make me sneeze"),
    ),
    Case(
        "keyword",
        "task",
        "Email Dr. Okonkwo about the MRI results",
        "Okonkwo",
        ("Email the landlord about rent", "MRI machines are loud"),
    ),
    Case(
        "keyword",
        "fact",
        "I use a Keychron Q8 keyboard",
        "Keychron",
        ("I use a standing desk", "Keyboards come in many layouts"),
    ),
    Case(
        "keyword",
        "fact",
        "My flight code is LX318",
        "LX318",
        ("My flight was delayed once", "Codes can be tricky"),
    ),
    Case(
        "keyword",
        "fact",
        "I play the hurdy-gurdy",
        "hurdy-gurdy",
        ("I play the guitar", "Hurdles are an athletics event"),
    ),
    Case(
        "keyword",
        "fact",
        "My favourite cheese is Époisses",
        "Époisses",
        ("My favourite cheese is cheddar", "Cheese shops smell strong"),
    ),
    Case(
        "keyword",
        "task",
        "Cancel the Wexworth subscription",
        "Wexworth",
        ("Cancel the gym plan", "Subscriptions renew monthly"),
    ),
    Case(
        "keyword",
        "fact",
        "My boat is called Tangerine Dream",
        "tangerine",
        ("I ate an orange", "My boat is moored in the bay"),
    ),
    Case(
        "keyword",
        "fact",
        "I was born in Tromsø",
        "Tromsø",
        ("I was born in spring", "Norway has fjords"),
    ),
    Case(
        "keyword",
        "fact",
        "My bike is a Brompton",
        "Brompton",
        ("My bike has a bell", "Folding chairs are handy"),
    ),
    # -- direct -------------------------------------------------------------------------
    Case(
        "direct",
        "fact",
        "My favourite board game is Carcassonne",
        "what is my favourite board game",
        ("I play chess at the club", "Board meetings bore me"),
    ),
    Case(
        "direct",
        "preference",
        "I prefer aisle seats on long flights",
        "aisle or window seat?",
        ("Long flights tire me", "The aisle at the shop was blocked"),
    ),
    Case(
        "direct",
        "fact",
        "My brother lives in Toronto",
        "where does my brother live",
        ("Toronto has a tall tower", "My brother likes hockey"),
    ),
    Case(
        "direct",
        "task",
        "Book the dentist appointment for March",
        "dentist appointment",
        ("March is a busy month", "Book clubs meet on Tuesdays"),
    ),
    Case(
        "direct",
        "fact",
        "I studied chemistry at university",
        "what did I study",
        ("University fees are high", "Chemistry sets are fun for kids"),
    ),
    Case(
        "direct",
        "preference",
        "I drink oat milk in my coffee",
        "how do I take my coffee",
        ("Coffee shops are busy", "Oats are healthy"),
    ),
    Case(
        "direct",
        "fact",
        "My son plays the violin",
        "what instrument does my son play",
        ("Violins are expensive", "My son likes football"),
    ),
    Case(
        "direct",
        "task",
        "Pay the electricity bill on Friday",
        "electricity bill",
        ("Friday is pizza night", "Bills pile up quickly"),
    ),
    Case(
        "direct",
        "fact",
        "My office is on the fourth floor",
        "which floor is my office on",
        ("The floor needs cleaning", "Office chairs squeak"),
    ),
    Case(
        "direct",
        "preference",
        "I hate cilantro in salads",
        "do I like cilantro",
        ("Salads are light", "Cilantro is also called coriander"),
    ),
    # -- cjk ----------------------------------------------------------------------------
    Case("cjk", "fact", "我对花生过敏", "我对什么过敏", ("我喜欢吃苹果", "花生酱很甜")),
    Case("cjk", "fact", "我住在上海", "我住在哪里", ("上海有很多高楼", "我喜欢旅行")),
    Case("cjk", "preference", "我喜欢喝绿茶", "我喜欢喝什么茶", ("红茶很香", "我喜欢跑步")),
    Case("cjk", "fact", "我的女儿叫小美", "我女儿叫什么名字", ("小猫很可爱", "我的朋友叫小王")),
)
