"""The labelled sample set behind the benchmark's recall@5.

Each case plants one target memory (and two near-miss distractors that share its words,
its theme or its people) among a subject's generated memories, and asks one question
whose answer is the target. ``style`` says which arm the case leans on:

- ``paraphrase``: no content word in common with the target (the vector arm's job);
- ``keyword``: a rare token, a name or a code the embedding model barely knows
  (the lexical arm's job);
- ``direct``: shared words and shared meaning (either arm);
- ``multilingual``: memory and question in the same language, not English (zh, ja, de,
  fr, es: the CJK analysis and the multilingual vectors);
- ``crosslingual``: the memory in one of zh, ja, de, fr, es, en and the question in
  another, so only a multilingual embedding can connect them.

``langs`` is ``"<memory language>><question language>"`` (``"de>en"``). The questions
stay clear of what the generated memories talk about (jobs, hometowns, hobbies, food
likes, relatives' cities), so the target is the one right answer in its subject.

Two sets, told apart by ``origin``:

- ``first``: the 91 cases below, written with the benchmark;
- ``second``: 150 cases in ``recall_set_second.jsonl``, written on 2026-12-02 by someone who
  had seen neither the code nor the first set, to check the first one's figure. Its
  paraphrases mostly need an inference ("can I eat the bread rolls?" for "I have celiac
  disease"). As it arrived it scored recall@5 0.820 in process (the cache's arms, k = 60)
  where the first set scored 0.956.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

Style = Literal["paraphrase", "keyword", "direct", "multilingual", "crosslingual"]
Origin = Literal["first", "second"]
LANGUAGES = ("en", "zh", "ja", "de", "fr", "es")


@dataclass(frozen=True)
class Case:
    style: Style
    kind: str
    target: str
    query: str
    distractors: tuple[str, str]
    langs: str = "en>en"
    origin: Origin = "first"

    @property
    def set_name(self) -> str:
        """The column the benchmarks report this case's set under ("second set")."""
        return f"{self.origin} set"

    @property
    def columns(self) -> tuple[str, str, str]:
        """Every recall@5 column this case counts in: all, its set, its style."""
        return ("all", self.set_name, self.style)

    @property
    def memory_language(self) -> str:
        return self.langs.split(">")[0]

    @property
    def query_language(self) -> str:
        return self.langs.split(">")[1]


_FIRST: tuple[Case, ...] = (
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
    # -- multilingual: one language, not English --------------------------------------
    Case(
        "multilingual",
        "fact",
        "我对花生过敏",
        "我对什么过敏",
        ("我喜欢吃苹果", "花生酱很甜"),
        "zh>zh",
    ),
    Case(
        "multilingual",
        "fact",
        "我住在上海",
        "我住在哪里",
        ("上海有很多高楼", "我喜欢旅行"),
        "zh>zh",
    ),
    Case(
        "multilingual",
        "preference",
        "我喜欢喝绿茶",
        "我喜欢喝什么茶",
        ("红茶很香", "我喜欢跑步"),
        "zh>zh",
    ),
    Case(
        "multilingual",
        "fact",
        "我的女儿叫小美",
        "我女儿叫什么名字",
        ("小猫很可爱", "我的朋友叫小王"),
        "zh>zh",
    ),
    Case(
        "multilingual",
        "task",
        "我每周三晚上上钢琴课",
        "我什么时候上钢琴课？",
        ("我的邻居弹钢琴很好听", "周三我通常加班到很晚"),
        "zh>zh",
    ),
    Case(
        "multilingual",
        "fact",
        "私はそばアレルギーです",
        "私は何のアレルギーがありますか？",
        ("そばよりうどんのほうが好きです", "花粉症の季節が来ました"),
        "ja>ja",
    ),
    Case(
        "multilingual",
        "fact",
        "妻は看護師です",
        "妻の仕事は何ですか？",
        ("姉は銀行で働いています", "病院は駅の近くにあります"),
        "ja>ja",
    ),
    Case(
        "multilingual",
        "task",
        "来週の金曜日に健康診断があります",
        "健康診断はいつですか？",
        ("金曜日は映画を見に行きます", "去年の健康診断は問題ありませんでした"),
        "ja>ja",
    ),
    Case(
        "multilingual",
        "fact",
        "Ich habe eine Laktoseintoleranz",
        "Darf ich Milch trinken?",
        ("Ich kaufe Milch im Supermarkt um die Ecke", "Meine Tante hat eine Katze"),
        "de>de",
    ),
    Case(
        "multilingual",
        "fact",
        "Mein Hund heißt Bruno",
        "Wie heißt mein Hund?",
        ("Bruno ist mein Nachbar", "Mein Hund schläft gern auf dem Sofa"),
        "de>de",
    ),
    Case(
        "multilingual",
        "fact",
        "Ich fahre jeden Tag mit dem Fahrrad zur Arbeit",
        "Wie komme ich morgens ins Büro?",
        ("Mein Fahrrad hat einen Platten", "Die Arbeit war heute stressig"),
        "de>de",
    ),
    Case(
        "multilingual",
        "fact",
        "Je suis allergique aux noix",
        "À quoi suis-je allergique ?",
        ("Mon fils est allergique au pollen", "J'ai acheté des noix de coco au marché"),
        "fr>fr",
    ),
    Case(
        "multilingual",
        "task",
        "Mon train pour Marseille part à 8 heures",
        "À quelle heure part mon train ?",
        ("Le train était en retard hier soir", "Marseille est au bord de la mer"),
        "fr>fr",
    ),
    Case(
        "multilingual",
        "fact",
        "Mi hija se llama Lucía",
        "¿Cómo se llama mi hija?",
        ("Mi sobrina se llama Carmen", "Lucía es un nombre muy bonito"),
        "es>es",
    ),
    Case(
        "multilingual",
        "task",
        "Tengo cita con el médico el jueves",
        "¿Cuándo es mi cita médica?",
        ("El jueves hay mercado en la plaza", "Mi médico es muy simpático"),
        "es>es",
    ),
    Case(
        "multilingual",
        "preference",
        "No bebo alcohol",
        "¿Puedo tomar vino en la cena?",
        ("El vino tinto de Rioja es famoso", "Cenamos en casa de mis suegros"),
        "es>es",
    ),
    # -- crosslingual: the memory in one language, the question in another -------------
    Case(
        "crosslingual",
        "fact",
        "Ich bin allergisch gegen Erdnüsse",
        "do I have any food allergies?",
        ("Mein Bruder hat im Frühling Heuschnupfen", "Ich esse gern Erdbeeren zum Frühstück"),
        "de>en",
    ),
    Case(
        "crosslingual",
        "fact",
        "My daughter plays the cello in the school orchestra",
        "Welches Instrument spielt meine Tochter?",
        ("My son quit the football team", "The orchestra concert last week was sold out"),
        "en>de",
    ),
    Case(
        "crosslingual",
        "fact",
        "我每天早上跑步五公里",
        "how far do I run in the morning?",
        ("我晚上喜欢散步", "我的早餐通常是粥"),
        "zh>en",
    ),
    Case(
        "crosslingual",
        "fact",
        "I take insulin for type 1 diabetes",
        "我有什么慢性病吗？",
        ("My grandfather had high blood pressure", "I gave up sugar in my coffee"),
        "en>zh",
    ),
    Case(
        "crosslingual",
        "fact",
        "猫を二匹飼っています",
        "do I have any pets at home?",
        ("友達の犬はとても大きい", "先週、猫カフェに行きました"),
        "ja>en",
    ),
    Case(
        "crosslingual",
        "fact",
        "I am learning to play the piano",
        "私は何の楽器を習っていますか？",
        ("My neighbour's piano is very loud", "I stopped taking Spanish lessons"),
        "en>ja",
    ),
    Case(
        "crosslingual",
        "preference",
        "Je suis végétarien depuis dix ans",
        "do I eat meat?",
        ("Mon père adore la viande grillée", "J'ai dîné dans un restaurant italien hier"),
        "fr>en",
    ),
    Case(
        "crosslingual",
        "task",
        "My flight to Montreal leaves on Thursday morning",
        "Quand est-ce que je pars au Canada ?",
        ("I missed a connecting flight in Chicago once", "Thursday evenings are my yoga class"),
        "en>fr",
    ),
    Case(
        "crosslingual",
        "fact",
        "Mi esposa es profesora de matemáticas",
        "what subject does my wife teach?",
        ("Mi hermana estudia medicina en Granada", "Las matemáticas nunca me gustaron"),
        "es>en",
    ),
    Case(
        "crosslingual",
        "fact",
        "My son is afraid of the dark",
        "¿A qué le tiene miedo mi hijo?",
        ("My son sleeps with a teddy bear", "The power went out during the storm"),
        "en>es",
    ),
    Case(
        "crosslingual",
        "preference",
        "Ich trinke keinen Kaffee, nur Tee",
        "我喝咖啡吗？",
        ("Das Café an der Ecke ist immer voll", "Meine Mutter trinkt viel Kaffee"),
        "de>zh",
    ),
    Case(
        "crosslingual",
        "fact",
        "我的生日是十月三日",
        "Wann habe ich Geburtstag?",
        ("我妈妈的生日在五月", "十月的天气很凉快"),
        "zh>de",
    ),
    Case(
        "crosslingual",
        "fact",
        "J'ai peur de prendre l'avion",
        "飛行機に乗るのは怖いですか？",
        ("J'ai pris le train pour Lyon", "Mon frère est pilote de ligne"),
        "fr>ja",
    ),
    Case(
        "crosslingual",
        "fact",
        "私の車は青いトヨタです",
        "Quelle voiture est-ce que je conduis ?",
        ("駅まで歩いて十分です", "兄は赤い自転車に乗っています"),
        "ja>fr",
    ),
    Case(
        "crosslingual",
        "fact",
        "Trabajo desde casa los lunes y los viernes",
        "An welchen Tagen arbeite ich im Homeoffice?",
        ("Los viernes ceno con mis amigos", "Mi casa tiene un jardín pequeño"),
        "es>de",
    ),
    Case(
        "crosslingual",
        "fact",
        "Mein Sohn Lukas ist sieben Jahre alt",
        "¿Cuántos años tiene mi hijo?",
        ("Meine Nichte wird bald zehn", "Mein Großvater ist achtzig geworden"),
        "de>es",
    ),
    Case(
        "crosslingual",
        "fact",
        "I have coeliac disease and cannot eat gluten",
        "我可以吃面包吗？",
        ("I bake sourdough bread for my neighbours", "My doctor's appointment is on Monday"),
        "en>zh",
    ),
    Case(
        "crosslingual",
        "fact",
        "我女朋友在东京读研究生",
        "彼女は東京で何をしていますか？",
        ("我去年去东京旅游了", "我的同事在读博士"),
        "zh>ja",
    ),
    Case(
        "crosslingual",
        "fact",
        "毎朝七時に起きます",
        "我一般几点起床？",
        ("父は夜遅くまで働いています", "目覚まし時計が壊れました"),
        "ja>zh",
    ),
    Case(
        "crosslingual",
        "fact",
        "Ma sœur est enceinte de son premier enfant",
        "Bekommt meine Schwester ein Baby?",
        ("Ma sœur adore le chocolat", "Mon amie vient d'adopter un chat"),
        "fr>de",
    ),
    Case(
        "crosslingual",
        "task",
        "Ich habe im Juni einen Termin beim Zahnarzt",
        "Quand est mon rendez-vous chez le dentiste ?",
        ("Mein Zahnarzt ist mit seiner Praxis umgezogen", "Im Juni fahren wir an die Ostsee"),
        "de>fr",
    ),
    Case(
        "crosslingual",
        "fact",
        "Colecciono monedas romanas antiguas",
        "我收藏什么东西？",
        ("Mi abuelo tenía muchos libros viejos", "Compré un marco para una foto antigua"),
        "es>zh",
    ),
    Case(
        "crosslingual",
        "fact",
        "我不会游泳",
        "¿Sé nadar?",
        ("我喜欢去海边看日落", "我的儿子在学游泳"),
        "zh>es",
    ),
    Case(
        "crosslingual",
        "task",
        "来月、大阪に引っ越します",
        "Wohin ziehe ich nächsten Monat um?",
        ("大阪のたこ焼きはおいしい", "先月、部屋を掃除しました"),
        "ja>de",
    ),
    Case(
        "crosslingual",
        "fact",
        "Ich spreche fließend Portugiesisch",
        "私は何語が話せますか？",
        ("Portugal war unser letztes Urlaubsziel", "Mein Kollege lernt Japanisch"),
        "de>ja",
    ),
    Case(
        "crosslingual",
        "fact",
        "I am colour-blind and mix up red and green",
        "Kann ich Farben gut unterscheiden?",
        ("My favourite colour is dark green", "The traffic lights on our street are broken"),
        "en>de",
    ),
    Case(
        "crosslingual",
        "fact",
        "Je travaille de nuit à l'hôpital",
        "我是上夜班吗？",
        ("Mon médecin m'a conseillé de dormir plus", "L'hôpital est près de la gare"),
        "fr>zh",
    ),
    Case(
        "crosslingual",
        "fact",
        "我对猫毛过敏",
        "Est-ce que je peux avoir un chat ?",
        ("我朋友养了一只狗", "我喜欢看猫的视频"),
        "zh>fr",
    ),
    Case(
        "crosslingual",
        "fact",
        "Mi madre vive sola en Sevilla",
        "母はどこに住んでいますか？",
        ("Sevilla es muy calurosa en verano", "Mi madre cocina muy bien"),
        "es>ja",
    ),
    Case(
        "crosslingual",
        "fact",
        "日曜日の朝はいつも教会に行きます",
        "¿Voy a la iglesia?",
        ("日曜日のスーパーは混んでいます", "あの教会の建物はとても古い"),
        "ja>es",
    ),
    Case(
        "crosslingual",
        "fact",
        "I wear glasses for reading",
        "Est-ce que j'ai besoin de lunettes ?",
        ("My sunglasses broke at the beach", "I read two novels a month"),
        "en>fr",
    ),
    Case(
        "crosslingual",
        "preference",
        "Mon mari ne supporte pas le bruit",
        "¿Qué le molesta a mi marido?",
        ("Mon mari joue de la batterie le samedi", "Le quartier est calme le dimanche"),
        "fr>es",
    ),
    Case(
        "crosslingual",
        "fact",
        "Estoy embarazada de cinco meses",
        "Est-ce que j'attends un bébé ?",
        ("Mi prima tuvo gemelos el año pasado", "Compré ropa para el bebé de mi vecina"),
        "es>fr",
    ),
    Case(
        "crosslingual",
        "fact",
        "Meine Frau und ich haben am 12. Mai geheiratet",
        "when is our wedding anniversary?",
        ("Meine Schwester hat im Mai Geburtstag", "Die Hochzeit meines Cousins war in Hamburg"),
        "de>en",
    ),
    Case(
        "crosslingual",
        "task",
        "我下周二要去北京出差",
        "when is my business trip?",
        ("北京的冬天很冷", "我上个月请了三天假"),
        "zh>en",
    ),
    Case(
        "crosslingual",
        "fact",
        "高所恐怖症です",
        "am I ok with heights?",
        ("東京タワーに登ったことがあります", "山登りが好きな友達がいます"),
        "ja>en",
    ),
    Case(
        "crosslingual",
        "fact",
        "I am allergic to shellfish",
        "エビを食べても大丈夫ですか？",
        ("I had fish and chips in Brighton", "My brother is allergic to cats"),
        "en>ja",
    ),
    Case(
        "crosslingual",
        "task",
        "My passport expires in April",
        "¿Cuándo caduca mi pasaporte?",
        ("I lost my wallet in April", "My passport photo is terrible"),
        "en>es",
    ),
)

SECOND_SET = Path(__file__).with_name("recall_set_second.jsonl")


def _second() -> tuple[Case, ...]:
    rows = [json.loads(line) for line in SECOND_SET.read_text(encoding="utf-8").splitlines()]
    return tuple(
        Case(
            row["style"],
            row["kind"],
            row["target"],
            row["query"],
            (row["distractors"][0], row["distractors"][1]),
            row["langs"],
            origin="second",
        )
        for row in rows
    )


CASES: tuple[Case, ...] = _FIRST + _second()
