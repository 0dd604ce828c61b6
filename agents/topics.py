"""What a statement is about: its kind, its topic label, and — only for single-valued
attributes — the topic key that lets a newer statement supersede an older one.

A topic key is a promise that two statements cannot both be true: "I live in Munich"
supersedes "I live in Berlin" (both ``residence``), "I'm 41 now" supersedes "I'm 40"
(``age``). A wrong key deletes a fact ("I'm a pharmacist" and "I'm a pescatarian" are two),
so keys are given only to attributes a person has one of at a time, and only when the
statement is about the user:

===================  =======================================================================
key                  recognised (first person; en/zh/de/fr/es/ja, with update phrasing)
===================  =======================================================================
``name``             my name is / 我叫 / ich heiße / je m'appelle / me llamo / 名前は
``preferred name``   call me / 叫我 / nenn mich / appelle-moi / llámame / と呼んで
``surname``          my last name is / 我姓 / mein Nachname / mon nom de famille / mi apellido
``age``              I'm 41 (now) / I turned 41 / 我41岁 / ich bin 41 / j'ai 41 ans / tengo 41
                     años / 41歳です
``birthday``         my birthday is / 我的生日是 / mein Geburtstag / mon anniversaire / mi
                     cumpleaños / 誕生日は
``residence``        I live in / moved to / I'm based in / 我住在 / 搬到 / ich wohne (jetzt) in /
                     umgezogen nach / j'habite à / j'ai déménagé à / vivo en / me mudé a /
                     に住んでいる / に引っ越した / 札幌住み; an address ("I live at 14 Elm
                     Row", "my address is", "我家地址是"); the place with a time word only
                     ("im in Porto as of this week", "seit dieser Woche bin ich in Jena")
``housing``          I live in a flat / in einer WG / dans un appartement / en un piso /
                     我住在宿舍 / マンションに住んでいます ("東京のマンション" is the residence)
``household``        I live alone / with my parents / 一个人住 / wohne allein / 一人暮らし
``employer``         I work at/for / I joined <Org> / started at / 我在X工作 / 跳槽到 /
                     ich arbeite bei / je travaille chez / trabajo para / で働いている / に転職
``occupation``       I'm a <job noun> / I work as / my job is / I'm retired / 我是<职业> /
                     ich bin <Beruf> / je suis <métier> / soy <oficio> / <職業>です
``work field``       I work in marketing (a lower-case field; "in Berlin" is ``work location``)
``relationship``     I'm married/single/engaged/divorced / I have a girlfriend / 我结婚了 /
                     ich bin verheiratet / je suis célibataire / estoy casado / 結婚しています
``diet``             the meat-eating spectrum only: vegetarian, vegan, pescatarian,
                     flexitarian, "I don't eat meat", "I eat meat again" (+ 6 languages)
``school``           I study at / I go to <X> University / 我在X上学 / ich studiere an
``field of study``   my major is / I major in / 我的专业是 / ich studiere <Fach>
``origin``           I'm from / I come from / 我来自 / 我是X人 / ich komme aus / je viens de /
                     soy de / 出身
``hometown``         I grew up in / 我在X长大 / ich bin in X aufgewachsen / j'ai grandi à
``birthplace``       I was born in <place> (a year is ``birth year``)
``favourite <x>``    my favourite <x> is / <v> is my favourite <x> (one value; "one of my
                     favourite bands", "my favourite bands are" get no key) / 我最喜欢的X是 /
                     mein Lieblings-X ist / mon X préféré est / mi X favorito es / 一番好きなXは
``phone``, ``car``   a brand lexicon with have/use/drive/switch/buy verbs ("I switched to a
                     Pixel 8", "Bin auf ein Fairphone umgestiegen", "我现在开比亚迪汉")
``timezone``         my time zone is / I'm on GMT+8 / Central European Time / MEZ / à l'heure
                     de Paris
``current project``  my current project is / I'm working on a … / 我负责的项目
``work schedule``    I work nights / switched to day shifts / ich arbeite nachts / je
                     travaille de nuit / trabajo de noche / 我上夜班 / 夜勤です
``salary``           my salary is / I make 85k / ich verdiene 4000 / je gagne 3000 / gano 1500 /
                     我月薪两万 / 年収は500万 (a verb of earning only with an amount of money)
``handle``           my username is / changed my handle to / mein Benutzername ist / mon pseudo
                     est / mi usuario es / 我的网名是 / ユーザー名は (one online name at a time)
``work phone``,      a phone or address named as the one for work ("my work phone", "Diensthandy",
``work address``     "work address:", "公司地址"): a second one beside the own, not an update
``partner name``     the partner's name, whatever word names them (girlfriend, copain, novio,
                     老公, 彼氏; :mod:`agents.topic_partners`)
``<role> name``      who serves the user in a one-at-a-time role: dentist, doctor, therapist,
                     hairdresser, vet, landlord, gym, bank, boss (:mod:`agents.topic_roles`)
``<name> age``       the age of a named pet, or of a name said alone ("Kira ya cumplió 6";
                     :mod:`agents.topic_named_age`)
``work schedule``,   also the hours and days of work ("I work 9 to 5", "entro a las 8 y salgo
``height``, …        a las 4", "9時から18時まで働いています"), the height ("ich bin 1,80 groß"),
                     doses, sizes, budgets, schedules of activities, routine times
                     (:mod:`agents.topic_measures`)
``pregnancy``        a baby on the way; the birth updates it (:mod:`agents.topic_births`)
``habit smoking``    smoking or not, and drinking as a habit (``diet regime alcohol``, the key
                     of not drinking): "I smoke" → "quit smoking", "i drink most weekends" →
                     "4 months sober", "我在戒烟", "お酒やめました" (:mod:`agents.topic_habits`)
``school``           also the year of study ("third year history at UCL", "大学3年"); graduating
                     or dropping out ends it (``also``; :mod:`agents.topic_studies`)
``<rel> car``        someone else's car ("my wife drives a RAV4", "夫の車はプリウス",
                     "celle de mon mari c'est une Peugeot")
``native language``, ``pronouns``, ``birth year``
===================  =======================================================================

The remember request around a statement ("im 38 pls remember", "retiens que …", "记住…") is
taken off before any rule reads it (:mod:`agents.topic_requests`). A statement with no key
of its own may still update one stored attribute (``Classification.also``): leaving one
named place for another ("ya no estoy en X, desde enero estoy en Y": employer, school or
town), a correction naming the old value ("actually it's Contoso, not Fabrikam") or only a
number ("korrektur: 57": the age), a name preferred from now on ("actually I prefer Beth
now": the name one goes by). A correction or a change that does not name which member of
an open family it puts right ("typo, thursdays not tuesdays", "医生让我改成每次850mg了")
gets a family glob (``*schedule*``, ``*dose *``; :mod:`agents.topic_families`).

Chat spellings are written out before any rule reads a statement (:func:`chat_forms`): the
dropped German subject and verb ending ("bin jetzt Geselle", "wohn ich"), Swiss German ("ich
schaffe bi de Post"), French elisions ("chui", "jai") and a dropped "j'ai" ("déménagé à
Québec"), English "im" and a dropped "I" before a past-tense verb ("got married in
june"), an opener ("fyi", "update:") and the space between Chinese or Japanese clauses.

An update may name only the new value with a time word ("since last month I go by Sam",
"seit gestern 46", "24 depuis samedi", "过完生日28了", "got a new job at Ocado", "nouveau taf
chez Doctolib"); chat laughter and emoji after it are dropped first, and in text that writes
no name with a capital a lower-case name counts where a frame needs one ("im in leeds now",
"working for google now"), unless it is a common word those frames take ("in love", "at
work"). An intention before the verb ("I'm planning to quit Google", "ich will nach Wien
ziehen") changes nothing.

Update phrasing is recognised with the subject dropped ("moved to Tucson", "bin nach Linz
gezogen", "turned 53 today", "mittlerweile geschieden", "vegetarian since 2015"), after "and" ("I quit Shopify and joined Canva"), with time
words between subject and verb ("我上个月结婚了", "先月35歳になりました") and without accents
("j'ai demenagé a annecy"). When a statement names two attributes, the first one named is its
key ("I'm on GMT+8 now that I'm based in Singapore" → ``timezone``).

A few update forms are ambiguous between two attributes: "I'm at Berkeley now" (employer or
school), "I transferred to Michigan State", "me cambié al Tec", "I lost my job" (employer or
occupation). Their ``Classification.also`` lists the alternatives, and the writer applies
the one the subject has a live item on — only when exactly one has (never guessing between
two stored facts).

The diet decision: "vegetarian" → "vegan" is an update (one position on one scale), so the
meat-eating spectrum is single-valued; "lactose intolerant", "gluten-free", "halal",
"kosher", "keto" are restrictions or regimes that combine with it and each other, so they
are multi-valued and get no key.

Statements about someone else never get the user's key. "my sister lives in Rome" gets
``sister/residence`` (her own single-valued attribute), "my husband works at Google"
``husband/employer``; "my sister is vegan" gets no key at all. A relation keeps its
modifiers and name ("older sister", "sister anna"), so two sisters do not collide.

A statement that asserts nothing about the present gets no key, whatever verb it uses:
a question ("Should I move to Lisbon?", "我要不要搬到广州？"), a supposition ("If I moved to
Canada, …", "大阪に引っ越したら"), a plan or wish (a future time word in its clause, "来月大阪に
引っ越します", "転職したいです"), a hedge ("I'm not a doctor, but …"; "not … anymore" does
retire the job) and an addition ("I'm also a yoga teacher", "Ich bin auch Yogalehrerin",
"我也是瑜伽老师": a second job is not the job). Someone else's past ("my dad used to live in
Cork", "父は以前大阪に住んでいました") keeps its label and gets no key.

Multi-valued facts — allergies, children, pets, languages, medications, hobbies, fandoms,
beliefs, likes — get a topic label (for search and for "forget the thing about my allergy")
and never a key. The label is found without its own word: drugs by their name stems
("levothyroxine", "ramipril"), pets by kind and breed or the verb of keeping one ("我养了一只
金毛", "柴犬を飼っています"), languages named after a verb of speaking or learning, hobbies by
the activity or the lessons ("I take pottery classes", "茶道を習っています"). So do past states ("I used to live in Paris", "以前住在北京"), wishes ("I'd
love to live in Spain") and plans ("I'm moving to Lisbon next year"): they do not replace
the present.

:func:`facets` names what a statement *or a forget phrase* is about ("where I live" →
``residence``, "关于我工作的那条" → ``employer``/``occupation``), so a forget can find the
stored item by meaning; it lives here so statements and phrases are read by one lexicon.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

from agents.occupations import (
    ES,
    FR,
    TRAIT_MODIFIERS,
    is_chinese_job,
    is_english_job,
    is_english_title,
    is_german_job,
    is_japanese_job,
    is_romance_job,
)
from agents.topic_assistant import assistant_key, zone_named
from agents.topic_births import birth_alternatives, pregnancy_key
from agents.topic_families import family_alternatives, member_alternatives
from agents.topic_health import body_key
from agents.topic_kin import CHANGE_ATTRIBUTES, bare_name, person_alternatives, switches_place
from agents.topic_measures import dose_alternatives, height, measure, work_hours
from agents.topic_money import PROVIDER_KEYS, money_key, switched_provider
from agents.topic_named_age import named_age_key
from agents.topic_partners import (
    PARTNER_NAME,
    ends_or_replaces_partner,
    is_partner,
    names_the_partner,
)
from agents.topic_pastimes import given_up, pastime_key
from agents.topic_pets import pet_death_alternatives, pet_key
from agents.topic_requests import without_request
from agents.topic_roles import role_key
from agents.topic_studies import SCHOOL_YEAR, finished_studies
from agents.topic_things import CAR_BRANDS, LAPTOP_BRANDS, PHONE_BRANDS, thing_key
from agents.topic_trips import trip_key
from agents.topic_workplace import work_location
from schemas.common import MemoryKind

__all__ = [
    "SINGLE_VALUED",
    "Classification",
    "bigrams",
    "classify",
    "dice",
    "facets",
    "names_a_domain",
    "single_valued_key",
    "topic_key",
]


@dataclass(frozen=True)
class Classification:
    kind: MemoryKind
    topic: str  # a label, also for multi-valued facts ("allergy")
    topic_key: str  # "" unless the topic is a single-valued attribute
    # Other keys the statement may update when its own is not stored: "I'm at Berkeley
    # now" is the employer or the school, whichever the user has told us about.
    also: tuple[str, ...] = ()


# -- normalising ----------------------------------------------------------------------------

_APOSTROPHES = str.maketrans({"’": "'", "ʼ": "'", "`": "'", "´": "'", "‘": "'"})
_SPACES = re.compile(r"\s+")


_LATIN_MARKS = re.compile("[\u0300-\u036f]")


def fold(text: str) -> str:
    """Latin accents dropped ("déménagé" → "demenage"), as chat often writes them; kana
    voicing marks and everything else kept."""
    if text.isascii():
        return text
    return unicodedata.normalize("NFC", _LATIN_MARKS.sub("", unicodedata.normalize("NFD", text)))


# Traditional Chinese characters the rules name, mapped to the simplified ones they are
# written with ("我現在搬到高雄了" reads as "我现在搬到高雄了"). Applied only to text with no
# kana: Japanese writes several of these forms (現在, 職) as its own.
_TRADITIONAL = str.maketrans(
    "現當轉職離開聯發們個歲車買換單後這來過對兒裡裏頭書學業經號藥寵貓話語說讀關於與麼點長東寫項資負責專電腦機師員醫護結訂戀愛談氣婚區縣搬遷"
    "會計記設銷術編輯務產運營測試數據財築導農廚攝銀飛軍駕藝歡婦灣鄉廣華國貝嗎歷剛斷絕衛線習練級層處組隊團齡齒"
    "刪劇韓綜媽爺養隻還聽樂幾週體魚雞馬鳥龜畫釣遊戲動網鋼親戶",
    "现当转职离开联发们个岁车买换单后这来过对儿里里头书学业经号药宠猫话语说读关于与么点长东写项资负责专电脑机师员医护结订恋爱谈气婚区县搬迁"
    "会计记设销术编辑务产运营测试数据财筑导农厨摄银飞军驾艺欢妇湾乡广华国贝吗历刚断绝卫线习练级层处组队团龄齿"
    "删剧韩综妈爷养只还听乐几周体鱼鸡马鸟龟画钓游戏动网钢亲户",
)
_KANA = re.compile(r"[\u3040-\u30ff]")
_HAN = re.compile(r"[\u4e00-\u9fff]")


def han_fold(text: str) -> str:
    """Traditional Chinese folded to simplified for the characters the rules use; text
    with kana (Japanese) is left as it is."""
    if not _HAN.search(text) or _KANA.search(text):
        return text
    return text.translate(_TRADITIONAL)


# Chat drops "j'ai" before a past participle opening the statement ("déménagé à Rennes le
# mois passé", "commencé chez Fnac lundi"): a participle cannot open a French sentence,
# so the auxiliary is written back. Read before accents are folded, since folded
# "demenage", "commence" are also the present tense ("je déménage", "je commence").
_FR_DROPPED_AUX = re.compile(
    r"^(?=(?:(?:enfin|finalement|bien|officiellement) )?(?:déménagé|emménagé|commencé|quitté|"
    r"changé|divorcé|démissionné|arrêté|acheté)(?![\wé]))",
    re.IGNORECASE,
)


@lru_cache(maxsize=8192)
def _norm(text: str) -> str:
    """NFKC, straight apostrophes, single spaces, Latin accents and traditional Chinese
    folded, chat spellings written out (see :func:`chat_forms`); case is kept."""
    text = _FR_DROPPED_AUX.sub("j'ai ", unicodedata.normalize("NFKC", text).lstrip())
    clean = han_fold(fold(text.translate(_APOSTROPHES)))
    return chat_forms(_SPACES.sub(" ", clean).strip())


# -- chat spellings ---------------------------------------------------------------------------
#
# Chat drops what the rules' grammar expects: the German subject and verb ending ("bin jetzt
# Geselle", "wohn ich", "hab bei Audi angefangen", "fahr nen Cupra"), the French elisions
# ("chui", "jai"), the English apostrophe ("im a nurse") and, in Chinese and Japanese, the
# punctuation between clauses (a space: "研究生读完了 现在在港大读博"). Writing them out once
# lets every attribute's rules read them, instead of one more pattern per attribute.

_DE_CLAUSE_START = (
    r"(?:^|(?<=[,.;:!?])\s*|(?<=\bund )|(?<=\baber )|(?<=\bund jetzt )|(?<=\bjetzt ))"
)
# First-person verbs that are not also nouns or other persons' forms when they open a clause.
_DE_DROPPED_I = re.compile(
    rf"{_DE_CLAUSE_START}(bin|hab|habe|wohne|wohn|fahre|fahr|arbeite|lebe|studiere|heiße|heisse|wurde|wiege)"
    # not before another subject, nor the English nouns ("bin day", "bin bags")
    r"(?= (?!ich\b|du\b|er\b|sie\b|es\b|wir\b|ihr\b|day|bags?\b|liners?\b|lids?\b|is\b|was\b)[\wäöüß])",
    re.IGNORECASE,
)
# The first person with its -e dropped ("ich wohn", "wohn ich", "ich hab").
_DE_APOCOPE = re.compile(
    r"(?<=\bich )(wohn|fahr|leb|hab|heiß|heiss|studier|komm)\b|\b(wohn|fahr|leb|hab|studier|komm)(?= ich\b)",
    re.IGNORECASE,
)
_DE_ARTICLE = re.compile(r"(?<=\s)nen(?=\s+[\wäöüß])", re.IGNORECASE)
# "ne" is French too ("je ne suis"): read as "eine" only after a German first-person verb.
_DE_NE = re.compile(r"(\bich (?:habe|fahre|bin|suche)\b[^.,;!?]{0,30}?\s)ne(?=\s)", re.IGNORECASE)
_FR_ELISIONS = (
    (re.compile(r"\b(?:chui|chuis|chu|jsuis|jsui|j'suis|shuis)\b", re.IGNORECASE), "je suis"),
    (re.compile(r"(?<![\w'])jai(?= )"), "j'ai"),
    (
        re.compile(
            r"(?<![\w'])Jai(?= (?:eu|un|une|des|été|fini|pris|quitté|déménagé|commencé|\d))"
        ),
        "J'ai",
    ),
    (re.compile(r"\bjhabite\b", re.IGNORECASE), "j'habite"),
    (re.compile(r"\bjtravaille\b", re.IGNORECASE), "je travaille"),
    (re.compile(r"\bmtn\b", re.IGNORECASE), "maintenant"),
)
# "im" is German "in dem" too ("im Norden"): written out only before words German never
# puts there.
_EN_IM = re.compile(
    r"(?:^|(?<=[\s,;.!?]))(?:im|Im)(?= (?:a|an|now|currently|still|also|not|so|married|single|"
    r"engaged|divorced|doing|working|living|based|moving|from|finally|officially|at|with|in|[a-z]+ing)\b|"
    r" \d{1,3}(?=(?: (?:now|years?|yrs?|yo|y/o|and|but|this|as of|since|today)\b|\s*$|\s*[,!?])))"
)
# A chat opener ("update:", "fyi", "btw", "ok so", "guess what") is a clause of its own:
# what follows starts a clause, as after a full stop.
_OPENER = re.compile(
    r"^(?:quick update|update|fyi|btw|ok so|okay so|so|well|anyway|guess what|big news|news|"
    r"omg|lol|ok|okay|oh|hey|übrigens|bueno|pues|oye)\b\s*[:\-!,.]*\s+(?=\w)",
    re.IGNORECASE,
)
# English chat drops "I" before a past-tense verb at a clause start ("got a new Honda",
# "went vegan last month", "finally moved to Denver").
_EN_DROPPED_I = re.compile(
    r"(?:^|(?<=[.,;!?] )|(?<=[.,;!?]))(?=(?:(?:just|finally|recently|officially|legally|also|then) )?"
    r"(?:got|went|moved|became|started|joined|switched|quit|turned|bought|left|sold|traded|"
    r"relocated|graduated|retired|transferred|changed)\b)",
    re.IGNORECASE,
)
_CJK_GAP = re.compile(r"(?<=[\u3040-\u30ff\u3400-\u9fff])\s+(?=[\u3040-\u30ff\u3400-\u9fff])")
# What chat puts after a statement says nothing about it: laughter and emoji ("seit gestern
# 46 lol", "24 depuis samedi 🥳"). Dropped, the statement ends where its grammar ends.
_TRAILING_CHAT = re.compile(
    r"(?:[\s,]*(?:\b(?:lol|lmao|lmfao|rofl|haha\w*|hehe\w*|xd|jaja\w*|mdr|ptdr)\b|"
    r"[\U0001f000-\U0001faff\u2600-\u27bf\ufe0f\u200d]+))+\s*$",
    re.IGNORECASE,
)
# A spelling chat keeps: the doubled consonant dropped ("transfered to Swansea").
_EN_MISSPELT = re.compile(r"\btransfered\b", re.IGNORECASE)
# English chat shorthand, written out: the dropped g ("livin in leeds", "workin at asda"),
# "@" and "2" for "at" and "to" ("got a job @ google", "moved 2 leeds"), "ive", "n" for "and".
_EN_G_DROPPED = re.compile(
    r"\b(liv|work|stay|mov|dat|see|study|teach|rent|do|go|gett|start|look|think|hav|mak|tak|"
    r"plann|runn|train|us|relocat)in'?(?=\s|$)",
    re.IGNORECASE,
)
_EN_SHORTHAND = (
    (re.compile(r"(?<=\w) @ (?=\w)"), " at "),
    (
        re.compile(
            r"\b(moved|moving|relocated|relocating|transferred|went|going|back) 2 (?=[a-z])",
            re.IGNORECASE,
        ),
        r"\1 to ",
    ),
    (re.compile(r"\bive\b"), "i've"),
    (re.compile(r"\b(me|my \w+) n (?=my |me\b|i\b)"), r"\1 and "),
)


# Japanese chat drops the い of ている ("通ってます", "住んでる", "してた"): written back after
# the te-forms of godan verbs and する (っ, ん, い, し before て/で), where it cannot be a
# verb stem ("捨てます" keeps its form).
_JA_TE_IRU = re.compile(
    r"(?<=[っんいし])(て|で)(?=ます|ました|ません|る(?![ぁ-ゖ])|た(?![ぁ-ゖ])|たけど)"
)


def chat_forms(text: str) -> str:
    """Chat spellings written out: "bin jetzt Geselle" → "ich bin jetzt Geselle", "chui à"
    → "je suis à", "im a nurse" → "i'm a nurse", "读完了 现在" → "读完了，现在"."""
    text = _TRAILING_CHAT.sub("", without_request(_TRAILING_CHAT.sub("", text) or text)) or text
    if text.isascii() or _LATIN_WORD.search(text):
        text = _EN_MISSPELT.sub("transferred", text)
        text = _EN_G_DROPPED.sub(r"\1ing", text)
        for pattern, full in _EN_SHORTHAND:
            text = pattern.sub(full, text)
        text = _OPENER.sub(lambda m: m.group(0).rstrip(" :-!,.") + ", ", text)
        for pattern, full in _CH_FORMS:
            text = pattern.sub(full, text)
        text = _DE_DROPPED_I.sub(_with_ich, text)
        text = _DE_DROPPED_WE.sub(
            lambda m: f"{m.group(0)[: m.start(1) - m.start()]}wir {m.group(1)}", text
        )
        text = _DE_APOCOPE.sub(lambda m: (m.group(1) or m.group(2)) + "e", text)
        text = _DE_ARTICLE.sub("einen", text)
        text = _DE_NE.sub(r"\1eine", text)
        for pattern, full in _FR_ELISIONS:
            text = pattern.sub(full, text)
        text = _EN_IM.sub("i'm", text)
        if _EN_DROPPED_I.search(text):
            text = _EN_DROPPED_I.sub("I ", text)
    if _KANA.search(text):
        text = _JA_TE_IRU.sub(r"\1い", text)
    return _CJK_GAP.sub("，", text)


_DE_FULL = {"hab": "habe", "wohn": "wohne", "fahr": "fahre"}
# Swiss German chat, written out where the rules' Standard German needs it: "bi de Coop"
# (bei der), "ich bi" and a clause-opening "bi jetzt" (bin), "ich schaffe" (arbeite, as in
# Swabian too). Only forms no other language the rules read writes this way.
_CH_FORMS = (
    (re.compile(r"\bbi (?=(?:de|dr)\s+(?-i:[A-Z]))", re.IGNORECASE), "bei "),
    (re.compile(r"(?<=\bbei )(?:de|dr)(?=\s+(?-i:[A-Z]))", re.IGNORECASE), "der"),
    (re.compile(r"\bich bi(?= )", re.IGNORECASE), "ich bin"),
    (
        re.compile(r"(?:^|(?<=[,.;!?] )|(?<=[,.;!?]))bi(?= (?:jetzt|etz|jetz|nümme|scho|sit)\b)"),
        "bin",
    ),
    (
        re.compile(r"\bich schaffe(?= (?:bi|bei|als|im|in|sit|seit)\b)", re.IGNORECASE),
        "ich arbeite",
    ),
)
# "sind jetzt verlobt", "haben geheiratet": a dropped "wir" at a clause start.
_DE_DROPPED_WE = re.compile(
    rf"{_DE_CLAUSE_START}(sind|haben)(?= (?:jetzt|seit|inzwischen|endlich|nun|nach|verheiratet|verlobt|geschieden|getrennt|zusammen|umgezogen|gezogen|geheiratet)\b)",
    re.IGNORECASE,
)


def _with_ich(m: re.Match[str]) -> str:
    lead = m.group(0)[: m.start(1) - m.start()]
    return f"{lead}ich {_DE_FULL.get(m.group(1).casefold(), m.group(1))}"


def _r(pattern: str) -> re.Pattern[str]:
    """Patterns are written with accents and matched without (see :func:`fold`)."""
    return re.compile(fold(pattern), re.IGNORECASE)


# Adverbs that may sit between the subject and the verb without changing who or when.
_EN_ADV = (
    r"(?:\s+(?:now|currently|actually|still|also|just|recently|finally|already|officially|both|"
    r"remotely|full-time|full time|part-time|part time|legally|mostly|mainly|primarily|usually|"
    r"really|presently|permanently|happily|no longer|don't|do not|dont|right now|at the moment|"
    r"these days|nowadays|not|no more|officially now))*"
)
_DE_ADV = (
    r"(?:\s+(?:jetzt|inzwischen|mittlerweile|nun|derzeit|zurzeit|momentan|aktuell|gerade|"
    r"schon|noch|wieder|nicht mehr|seit kurzem|seit \S+(?: \S+)?|endlich|auch|ja|übrigens|"
    r"eigentlich|offiziell))*"
)
_FR_ADV = (
    r"(?:\s+(?:maintenant|désormais|actuellement|à présent|toujours|encore|depuis \S+(?: \S+)?|"
    r"aussi|enfin|officiellement|en ce moment|aujourd'hui))*"
)
_ES_ADV = (
    r"(?:\s+(?:ahora|actualmente|todavía|aún|ya|ya no|hoy|hoy en día|desde hace \S+(?: \S+)?|"
    r"también|finalmente|oficialmente|en este momento))*"
)
# Chinese adverbs and time phrases between 我 and the verb ("我上个月结婚了", "我现在住在").
_ZH_TIME = (
    r"(?:上个?|这个?|下个?|去|今|前|明|本)(?:月|年|周|星期|礼拜)|\d+月(?:份)?|\d+年|昨天|前天|今天|"
    r"刚才|前几天|前阵子|最近|年初|年底|月初|月底|上半年|下半年|后来|然后|之后|接着|最后"
)
_ZH_ADV = (
    rf"(?:现在|目前|如今|已经|已|刚|刚刚|也|还|一直|仍然|依然|暂时|终于|都|就|又|不再|不|正在|"
    rf"早就|本人|其实|马上|总算|开始|在|{_ZH_TIME})*"
)
_JA_NOW = (
    r"(?:(?:今は|今|現在は?|いまは|いま|もう|最近|ついに|この度|先月|先週|去年|昨年|今年|先日|この前|"
    r"今月|春から|4月から|来月から)、?)*"
)
# A clause start: the message start or after a clause's punctuation.
_CLAUSE = r"(?:^|(?<=[，,。；;、:：!！?？]))\s*"

# A first-person subject at a clause start, or nothing (chat drops the pronoun).
# "I"/"we", or a pronoun dropped after "and" ("I quit Shopify and joined Canva").
_EN_I = r"(?:(?:^|(?<=[\s,;:(]))(?:i|we|(?:my|our) [\w-]+(?: [\w-]+)? and i|me and (?:my|our) [\w-]+(?: [\w-]+)?(?: both)?)|\band)"
_ZH_I = rf"(?:{_CLAUSE}|我们(?:全家|一家人?|俩|两个)|我家|我|我们|本人)"

# Words that mark a past or hypothetical state: no longer the present, so no key.
_PAST = _r(
    r"\b(?:used to|previously|formerly|back then|as a (?:kid|child|teen|teenager)|when i was|"
    r"in the past|früher|damals|als kind|ehemals|autrefois|quand j'étais|à l'époque|auparavant|"
    r"solía|solia|de niñ[oa]|de pequeñ[oa]|cuando era)\b"
    r"|以前|之前|曾经|过去|小时候|当年|早年|昔|かつて|子供の頃|子どもの頃|若い頃|(?<![名午駅目手直])前は"
)
_PRESENT = _r(
    r"\b(?:now|currently|these days|nowadays|jetzt|inzwischen|mittlerweile|heute|maintenant|"
    r"désormais|actuellement|ahora|actualmente|hoy)\b|现在|目前|如今|今は|現在|いまは"
)
# A Japanese state in the past ("住んでいました", "エンジニアでした"); "になりました" and
# "結婚しました" are changes, not past states.
_JA_PAST_TENSE = re.compile(r"(?:ていました|でいました|ていた|でいた|でした)(?:が|けど)?[。.!！]?$")


# -- numbers (for ages) ---------------------------------------------------------------------

_EN_NUM = (
    r"(?:\d{1,3}|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)"
    r"(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?|"
    r"nineteen|eighteen|seventeen|sixteen|fifteen|fourteen|thirteen|twelve|eleven|ten)"
)
_DE_UNITS = r"(?:ein|zwei|drei|vier|fünf|sechs|sieben|acht|neun)"
_DE_TENS = r"(?:zwanzig|dreißig|dreissig|vierzig|fünfzig|sechzig|siebzig|achtzig|neunzig)"
_DE_NUM = rf"(?:\d{{1,3}}|(?:{_DE_UNITS}und)?{_DE_TENS}|achtzehn|neunzehn|siebzehn|sechzehn)"


def _wordset(text: str) -> frozenset[str]:
    return frozenset(text.split())


_FR_NUM_WORDS = _wordset(
    "un une deux trois quatre cinq six sept huit neuf dix onze douze treize quatorze quinze "
    "seize dix-sept dix-huit dix-neuf vingt trente quarante cinquante soixante soixante-dix "
    "quatre-vingt quatre-vingts quatre-vingt-dix cent et"
)
_ES_NUM_WORDS = _wordset(
    "uno un una dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce "
    "quince dieciséis dieciseis diecisiete dieciocho diecinueve veinte veintiuno veintiún "
    "veintidós veintitrés veinticuatro veinticinco veintiséis veintisiete veintiocho "
    "veintinueve treinta cuarenta cincuenta sesenta setenta ochenta noventa cien y"
)
_CJK_NUM = r"[0-9０-９一二三四五六七八九十两百]+"
# An amount of money: a currency sign, thousands ("52k", "3000", "2.400") or a currency word.
_MONEY = (
    r"(?:[$€£]\s?\d|\d[\d.,]*\s?(?:k\b|grand\b|mil\b|euros?\b|dollars?\b|bucks\b|quid\b|€|\$|£)|"
    r"\d{3,}|\d{1,3}[.,]\d{3})"
)


def _all_number_words(words: str, vocab: frozenset[str]) -> bool:
    tokens = [t for t in re.split(r"[\s-]+", words.casefold()) if t]
    if not tokens:
        return False
    return all(t.isdigit() or t in vocab for t in tokens) or (
        len(tokens) == 1 and tokens[0].isdigit()
    )


# -- the rules --------------------------------------------------------------------------------

Check = Callable[[re.Match[str], str], str | None]  # returns the key, or None to reject


@dataclass(frozen=True)
class Rule:
    key: str
    kind: MemoryKind
    pattern: re.Pattern[str]
    check: Check | None = None
    stative: bool = True  # a past marker ("used to") voids it; "moved to" is not stative
    also: tuple[str, ...] = ()  # see Classification.also
    # A cheap pre-check: the rule runs only when this finds something (a brand lexicon).
    gate: re.Pattern[str] | None = None

    @property
    def scripts(self) -> tuple[bool, bool]:
        """(names Latin words, names CJK words): a rule with no CJK cannot match text
        without a Latin letter, and one with only CJK cannot match text without CJK."""
        return _rule_scripts(self.pattern.pattern)


_SYNTAX = re.compile(r"\\[A-Za-z]|\(\?P<\w+>|\(\?-?[a-z]+[:)]|\[\^?[^\]]*\]")
_CJK_CHAR = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff]")
_LATIN_WORD = re.compile(r"[a-zA-Z\u00c0-\u024f]{2,}")


@lru_cache(maxsize=256)
def _rule_scripts(source: str) -> tuple[bool, bool]:
    bare = _SYNTAX.sub(" ", source)
    return bool(_LATIN_WORD.search(bare)), bool(_CJK_CHAR.search(source))


def _key_if(key: str, ok: bool) -> str | None:
    return key if ok else None


def _tail(m: re.Match[str], text: str, n: int = 60) -> str:
    return text[m.end() : m.end() + n]


_HOUSING_EN = re.compile(
    r"^\s*(?:a|an|the)\s+(?:[\w-]+\s+){0,2}?(?:flat|apartment|house|condo|studio|dorm|dormitory|"
    r"bungalow|cottage|loft|townhouse|duplex|trailer|caravan|houseboat|shared flat|flatshare|"
    r"room|basement|villa|cabin|tiny house|mobile home|hostel)\b",
    re.IGNORECASE,
)
_HOUSING_DE = re.compile(
    r"^\s*(?:einer|einem|ein|eine)\s+(?:[\wäöüß-]+\s+){0,2}?(?:wg|wohnung|haus|altbau|neubau|"
    r"wohngemeinschaft|zimmer|studentenwohnheim|wohnheim|einfamilienhaus|reihenhaus|villa)\b",
    re.IGNORECASE,
)
_HOUSING_FR = re.compile(
    r"^\s*(?:(?:un|une)\s+(?:[\wéèàç'-]+\s+){0,2}?(?:appartement|appart|maison|studio|colocation|"
    r"coloc|chambre|résidence|villa|pavillon|loft)|(?:en )?coloc(?:ation)?)\b",
    re.IGNORECASE,
)
_HOUSING_ES = re.compile(
    r"^\s*(?:un|una)\s+(?:[\wéáíóúñ-]+\s+){0,2}?(?:piso|apartamento|departamento|casa|estudio|"
    r"habitación|chalet|ático|residencia)\b",
    re.IGNORECASE,
)
_HOUSEHOLD_OBJ = re.compile(r"^\s*(?:meinen|meiner|meinem|mes|ma|mon|mis|mi|with)\b", re.IGNORECASE)
_PLACE_AFTER = re.compile(r"\b(?:in|near|im|in der|à|en|au|dans|cerca de)\s+[A-ZÄÖÜÉ]")


# After "moved into", a home has an article, a possessive or a name; a bare lower-case
# noun is a line of work or a stage ("into product management", "into sales").
_NOT_A_PLACE_AFTER = re.compile(r"^\s+(?!(?:a|an|the|my|our|his|her|their|this|that|new)\b)[a-z]")


def _residence(housing: re.Pattern[str]) -> Check:
    def check(m: re.Match[str], text: str) -> str | None:
        tail = _tail(m, text)
        if _HOUSEHOLD_OBJ.match(tail):
            return "household"
        home = housing.match(tail)
        if home is not None:
            return "residence" if _PLACE_AFTER.search(tail[home.end() :]) else "housing"
        if m.group(0).casefold().endswith("into") and _NOT_A_PLACE_AFTER.match(tail):
            return None  # "moved into product management": a field, not a home
        return "residence"

    return check


# German writes every noun with a capital: "in Elternzeit", "in Therapie" are states.
_DE_NOT_A_PLACE = (
    r"(?:Elternzeit|Rente|Pension|Therapie|Behandlung|Kurzarbeit|Quarantäne|Urlaub|"
    r"Mutterschutz|Ausbildung|Teilzeit|Vollzeit|Form|Ordnung|Eile|Sicherheit|Gefahr|Reha|Kur|"
    r"Schule|Uni|Arbeit|Bett|Krankenhaus|Klinik|Elternteilzeit|Karenz|Bildungsurlaub|"
    r"Rufbereitschaft|Bereitschaft|Homeoffice|Home-Office|Kontakt|Stimmung|Sorge)\b"
)
# A word for a new home: with it, being in a place is living there.
_HOME_WORD = _r(
    r"\bnew (?:flat|apartment|place|house|home|condo)\b(?! hunt| search)|\bmoved in\b|\bmoving in\b|\bunpack|"
    r"\bdéménag|\bemménag|\bnouvel (?:appart|appartement)|\bnouvelle maison\b|\bpiso nuevo\b|"
    r"\bya tengo (?:piso|casa|depa)\b|\bcasa nueva\b|\bmudanza\b|\bneue (?:wohnung|bude)\b|"
    r"\bumzug\b|\beingezogen\b"
)
# Where one is at the moment, not where one lives ("现在在公司", "现在在上班" — 在 before a
# verb is "-ing"; "今は会社にいます").
_ZH_NOT_A_TOWN = (
    r"公司|上班|家|学校|路上|开会|医院|外面|加班|工作|睡|吃|忙|看|学|写|做|玩|休息|等|开车|健身|"
    r"跑步|办公室|单位|宿舍|床|车上|地铁|机场|酒店|店里|楼下|楼上|这|那|哪"
)
_JA_NOT_A_TOWN = (
    r"会社|家|自宅|学校|大学|駅|病院|店|カフェ|オフィス|職場|ホテル|空港|外|電車|部屋|ここ|そこ|"
    r"あそこ|実家|近く|車"
)
# A stay that says what it is for is a trip, not a home.
_TRIP = _r(
    r"出差|旅游|旅行|度假|开会|探亲|出張|帰省|旅行中|"
    r"\b(?:for (?:a |the )?(?:work|business|conference|wedding|funeral|week|weekend|few days)|on (?:a |the )?(?:holiday|vacation|trip|business)|visiting|holiday|vacation|urlaub|reise|dienstreise|besuch|konferenz|vacances|voyage|en visite|vacaciones|viaje|de visita|congreso)\b"
)


# Words the name frames also take in lower case: not a place or an employer.
_NOT_A_NAME = _wordset(
    """the a an my our your his her their this that these those it there here home work
    school uni college class bed hospital love trouble pain charge shock debt therapy rehab
    town city area village country office gym church lunch dinner breakfast meeting traffic
    touch contact luck shape labour labor a-levels quarantine lockdown isolation hiding
    recovery remission mourning tears bits pieces heaven hell limbo shambles denial love
    family friends someone somebody me him them us you everyone nobody peace awe debt
    myself yourself himself herself ourselves themselves free fun charity cash
    training treatment prison jail court care hospice halls dorms student housing
    smoking drinking vaping sugar caffeine coffee alcohol meat dairy carbs social media
    twitter instagram tiktok facebook reddit it all everything nothing now today tonight
    zu hause haus arbeit schule uni urlaub rente ruhe kur therapie behandlung der die das
    den dem ein eine einem einer meinem meiner mama papa oma opa freunden
    casa trabajo clase el la los las un una mi mis vacaciones paro tratamiento
    moi la le les un une mon ma mes maison travail vacances"""
)


_PRONOUN_I = frozenset({"i", "i'm", "i've", "i'd", "i'll", "im"})


def _lower_name(m: re.Match[str], text: str, key: str) -> str | None:
    """A lower-case name in a frame that needs one: only in text that writes no name with
    a capital, and not a common word (see ``_NOT_A_NAME``)."""
    words = text.split()[1:]  # the first word may be capitalised, as may "I"
    if any(c.isupper() for w in words if w.casefold() not in _PRONOUN_I for c in w):
        return None
    word = next(w for w in m.groups() if w)
    if word.casefold() in _NOT_A_NAME or word.endswith("ing") or word.isdigit():
        return None
    return key if key != "residence" else _not_a_trip(m, text)


def _not_a_trip(m: re.Match[str], text: str) -> str | None:
    """ "I'm in Rome since Friday" is a home, "… for a wedding" a trip."""
    return None if _TRIP.search(text[max(0, m.start() - 40) :]) else "residence"


_ZH_TRIP = re.compile(r"出差|旅游|旅行|度假|玩|开会|探亲|培训")
_ZH_HOME_WORD = re.compile(r"房子|租了|租好|住处|住的地方|安家|落户|定居|搬家|搬过去|新家")


_OFFICE_WORDS = _r(
    r"\b(?:office|work|job|company|clinic|shop|store|studio|gym|buro|arbeit|firma|bureau|"
    r"travail|boulot|oficina|trabajo|empresa)\b|公司|单位|办公|会社|職場|オフィス|事務所"
    # someone else's ("22 Rosewood Ave is my dentist's")
    r"|\b(?!(?:it|that|what|there|here|he|she|let|who|where)'s\b)\w+'s\b"
)


def _not_office_address(m: re.Match[str], text: str) -> str | None:
    """An address said alone is the home's, unless it is said of a workplace."""
    return None if _OFFICE_WORDS.search(text) else "residence"


def _household(m: re.Match[str], text: str) -> str | None:
    """ "I live with my parents in Pune" names the city too, and the city is what a later
    "got my own place in Bangalore" replaces: a household with a place is the residence."""
    clause = _CLAUSE_BREAK.split(text[m.end() :], maxsplit=1)[0]
    return "residence" if _PLACE_NAMED.search(clause) else "household"


# A place after a preposition, in folded text ("à Lyon" reads "a Lyon").
_PLACE_NAMED = _r(r"\b(?:in|near|im|in der|à|en|au|dans|cerca de)\s+(?-i:[A-Z])")


# Chinese and Japanese name the kind of home as the place one lives in ("我住在宿舍",
# "マンションに住んでいます"): that is housing, unless a place comes first ("上海的一套公寓",
# "東京のマンション"), which makes it the residence as in English "a flat in Berlin".
_ZH_HOMES = (
    r"公寓|宿舍|出租屋|合租房?|别墅|平房|两居室|一居室|三居室|单间|房子|老房子|四合院|筒子楼|"
    r"学区房|loft|地下室"
)
_ZH_HOUSING = re.compile(
    rf"^(?:(?:一|这|那)?(?:套|间|个|栋|座|处)[^，。,.]{{0,8}}?|[^，。,.的]{{0,6}}?)(?:{_ZH_HOMES})"
    r"(?:里|中|了)*(?:$|[，。,.!！])"
)
_JA_HOUSING = re.compile(
    r"(?:^|[、。は])(?:[^、。はの]{0,6}?)(?:マンション|アパート|一軒家|一戸建て|戸建て|シェアハウス|"
    r"寮|社宅|団地|ワンルーム|賃貸)$"
)


def _zh_residence(m: re.Match[str], text: str) -> str | None:
    tail = text[m.end() :].lstrip("在")
    if tail.startswith(("父母家", "爸妈家", "家里", "老家")):
        return "household"
    return "housing" if _ZH_HOUSING.match(tail) else "residence"


def _ja_residence(m: re.Match[str], text: str) -> str | None:
    before = text[: m.start()]
    if before.endswith(("実家", "親元")):
        return "household"
    return "housing" if _JA_HOUSING.search(before) else "residence"


_WORK_NOT_EMPLOYER = re.compile(
    r"^\s*(?:home|night|nights|weekends?|the weekend|the moment|a distance|my desk|"
    r"the same time|\d|myself|la maison|domicile|distance|casa|distancia|remoto|l[ií]nea|turnos|"
    r"teletrabajo|remote|remotely|equipo|proyectos?|lo mismo|esto|eso|silencio|équipe|"
    r"l'urgence|le même|la même|le calme|le bruit|le silence|le stress|the bottom|the top|"
    r"the beginning|the start|the end)\b",
    re.IGNORECASE,
)


# After "trabajo en" / "je travaille dans", a field of work is a bare noun or a sector
# ("en marketing", "en el sector público", "dans la finance"); a named or counted place
# is the employer ("en Google", "en una consultora", "dans une banque").
_ES_FIELDS = (
    r"marketing|ventas|finanzas|contabilidad|auditoría|educación|enseñanza|docencia|salud|"
    r"sanidad|medicina|enfermería|construcción|hostelería|restauración|turismo|informática|"
    r"it|ti|tecnología|software|sistemas|diseño|rrhh|recursos humanos|logística|transporte|"
    r"banca|seguros|publicidad|comunicación|periodismo|derecho|abogacía|investigación|ciencia|"
    r"ingeniería|arquitectura|administración|gestión|consultoría|atención al cliente|"
    r"servicio al cliente|comercio|retail|moda|producción|mantenimiento|limpieza|seguridad|"
    r"agricultura|minería|energía|telecomunicaciones|farmacia|cine|televisión|radio|música|"
    r"arte|cultura|deportes?|eventos|inmobiliaria|bienes raíces|compras|calidad|operaciones|"
    r"soporte|desarrollo|programación|datos|ciberseguridad|recepción|cocina|ventas|call center|"
    r"atención|rrpp|relaciones públicas|economía|política|ong|ongs|startups?|tech|biotecnología|"
    r"química|física|matemáticas|traducción|idiomas|fotografía|edición|videojuegos|"
    r"animación|legal|fiscal|impuestos|aduanas|importación|exportación|aviación|hospital|hospitales"
)
_FIELD_AFTER = {
    "en": _r(
        r"^\s*(?:(?:el|la|los|las) (?:sector|industria|área|mundo|campo|rubro|ámbito|ramo)\b|"
        # A bare lower-case word is a field only when it names one: chat writes company
        # names in lower case too ("trabajo en telefonica" is the employer).
        rf"(?:{_ES_FIELDS})\b)"
    ),
    "dans": _r(
        r"^\s*(?:le |la |les |l')(?!(?:même|meme)\b)|^\s*(?:le|un|une) (?:secteur|domaine|milieu|monde)\b"
    ),
}


# "Entré a la universidad de Chile", "je suis entré à la fac": a school, not an employer.
_SCHOOL_AFTER = _r(
    r"^\s*(?:la |el |l'|der |die |an der |an die )?(?:universidad|uni|facultad|facu|escuela|colegio|prepa|université|fac|école|lycée|universität|hochschule|schule)\b"
)


# A subject studied at a named place ("I study nursing at Cardiff Uni", "ich studiere Jura an
# der LMU", "estudio derecho en la Complutense") says where one studies: the school, which a
# transfer replaces; the subject alone ("my major is …") is the field.
_AT_SCHOOL = _r(
    r"^[^.,;!?]{1,40}?\s(?:at|an der|an die|à|a la|en la|en el)\s+(?:the\s+)?(?-i:[A-Z])"
)


def _field_or_school(m: re.Match[str], text: str) -> str | None:
    return "school" if _AT_SCHOOL.match(_tail(m, text)) else "field of study"


def _employer(m: re.Match[str], text: str) -> str | None:
    tail = _tail(m, text)
    if _WORK_NOT_EMPLOYER.match(tail):
        return None
    if _SCHOOL_AFTER.match(tail):
        return "school"
    field = _FIELD_AFTER.get(m.group(0).rsplit(None, 1)[-1].casefold())
    return "work field" if field is not None and field.match(tail) else "employer"


def _place_not_product(m: re.Match[str], text: str) -> str | None:
    """ "Me cambié a Telefónica" is a new employer (or school); "me cambié a Android" a
    new phone, for the brand rules to find."""
    around = text[max(0, m.end() - 2) : m.end() + 24]
    return None if _PHONE_GATE.search(around) or _CAR_GATE.search(around) else "employer"


def _joined(m: re.Match[str], text: str) -> str | None:
    """ "I joined Siemens" (a capitalised organisation), not "I joined a choir"."""
    tail = _tail(m, text).lstrip()
    if not tail[:1].isupper():
        return None
    first = tail.split(" ", 1)[0].strip(".,;:!?")
    return None if first.casefold() in {"the", "a", "an"} else "employer"


def _work_in(m: re.Match[str], text: str) -> str | None:
    tail = _tail(m, text).lstrip()
    word = tail.split(" ", 1)[0].strip(".,;:!?") if tail else ""
    if not word or word.casefold() in {"a", "an", "the", "home", "my", "our"}:
        return None
    if word.isupper() and len(word) <= 3:  # IT, HR, PR, QA
        return "work field"
    return "work location" if word[:1].isupper() else "work field"


_EN_NP_END = (
    r"(?=$|[.,;:!?)]|\s(?:and|but|at|in|for|with|by|who|from|since|now|on|of|here|there|"
    r"working|based|specialising|specializing|to|these|nowadays|currently|so|because|as|"
    r"anymore|any more|again|either|lol|lmao|haha|hahaha|tbh|btw|rn|tho|though|ig|fyi|xd|omg|"
    r"same|finally|full[- ]time|part[- ]time|officially|this|last|yesterday|today|recently|"
    r"like|just like|too|myself|just|if|when|after|before|until|while)\b|\s*[\U0001F300-\U0001FAFF\u2600-\u27BF])"
)

# "I'm not a doctor, but …" hedges: it says nothing about the job one has. Only a negation
# that ends something ("not … anymore", "kein … mehr", "ya no soy", "不再是") retires a job.
_JOB_NEGATION = _r(r"\bnot\b|n't\b|\bkein(?:e|en)?\b|\bnicht\b|\bno (?=soy\b)|不是")
_CESSATION = _r(r"\b(?:anymore|any more|no longer|mehr|ya no)\b|不再|已经不|不是[^，。,.]*了")


def _hedged(m: re.Match[str], text: str) -> bool:
    lead = text[max(0, m.start() - 6) : m.end()]
    return _JOB_NEGATION.search(lead) is not None and _CESSATION.search(text) is None


# Who studies somewhere: "a PhD student at ETH", "a freshman at UCLA" name the school.
_EN_STUDENTS = _wordset(
    "student freshman sophomore undergrad undergraduate postgrad postgraduate grad pupil "
    "fresher phd candidate"
)
_AT_PLACE = re.compile(r"^\s+(?:at|in)\s+(?:the\s+)?(?-i:[A-Z])")


def _en_job(m: re.Match[str], text: str) -> str | None:
    words = m.group("np").casefold().split()
    if words and words[-1] in _EN_STUDENTS and _AT_PLACE.match(_tail(m, text)):
        return "school"
    return _key_if("occupation", is_english_job(m.group("np")) and not _hedged(m, text))


def _job_at_org(m: re.Match[str], text: str) -> str | None:
    """A title at an organisation: a student's is the school, anyone else's the job."""
    return "school" if m.group("np").strip().casefold() in _EN_STUDENTS else _en_job(m, text)


def _fr_job(m: re.Match[str], text: str) -> str | None:
    return _key_if("occupation", is_romance_job(m.group("np"), FR))


def _np_of(m: re.Match[str]) -> str:
    return m.group("np") or m.group("np2") or ""


def _fr_job_np(m: re.Match[str], text: str) -> str | None:
    return _key_if("occupation", is_romance_job(_np_of(m), FR))


def _es_job_np(m: re.Match[str], text: str) -> str | None:
    return _key_if("occupation", is_romance_job(_np_of(m), ES) and not _hedged(m, text))


def _occupation_or_fr_job(m: re.Match[str], text: str) -> str | None:
    """A work phrase is an occupation as it stands; "je suis devenu X" only when X is a job."""
    return "occupation" if m.group("np") is None else _fr_job(m, text)


def _es_job(m: re.Match[str], text: str) -> str | None:
    return _key_if("occupation", is_romance_job(m.group("np"), ES) and not _hedged(m, text))


def _de_job(m: re.Match[str], text: str) -> str | None:
    if _hedged(m, text):
        return None
    words = [w.strip(".,;:!?") for w in m.group("np").split()]
    if is_english_title([w.casefold() for w in words]):  # "Ich bin Data Scientist"
        return "occupation"
    for n, word in enumerate(words):
        if word.casefold() in TRAIT_MODIFIERS:
            return None
        if is_german_job(word):
            return "occupation" if n < 3 else None
    return None


_CJK_TRAIL = re.compile(r"[了啊呀哦呢吧的嘛啦喔]+$")


def _zh_job(m: re.Match[str], text: str) -> str | None:
    if _CJK_STUDENT_OF.match(_CJK_TRAIL.sub("", m.group("np"))):
        return "school"
    job = is_chinese_job(_CJK_TRAIL.sub("", m.group("np")))
    return _key_if("occupation", job and not _hedged(m, text))


# A student of a named school ("京大の学生", "北大的学生") is at that school: no job.
_CJK_STUDENT_OF = re.compile(r".+[のの的](?:大学院生|院生|学生|研究生|本科生|博士生)$")


def _ja_job(m: re.Match[str], text: str) -> str | None:
    # "教師ではありません" hedges; "もう教師ではありません" ends the job (see ``_hedged``).
    ended = "neg" not in m.groupdict() or m.group("neg") is None or "もう" in text
    if ended and _CJK_STUDENT_OF.match(m.group("np")):
        return "school"
    return _key_if("occupation", is_japanese_job(m.group("np")) and ended)


def _ja_transfer(m: re.Match[str], text: str) -> str | None:
    """に転職: to a job ("エンジニアに転職") is an occupation, to a company an employer."""
    return "occupation" if is_japanese_job(m.group("np")) else "employer"


# A clause that brings someone in ("犬を飼ってます", "息子がいます"): a bare "名前は" after it
# names them, not the user.
_JA_INTRODUCED = re.compile(r"(?:が|も)(?:い|居)(?:ます|る)|を?飼って|が生まれ|を拾っ|を迎え")


def _own_name(m: re.Match[str], text: str) -> str | None:
    bare = m.group("ja") is not None and not m.group("ja").startswith("私の")
    return None if bare and _JA_INTRODUCED.search(text[: m.start()]) else "name"


def _en_age(m: re.Match[str], text: str) -> str | None:
    return "age"


def _fr_age(m: re.Match[str], text: str) -> str | None:
    return _key_if("age", _all_number_words(m.group("n"), _FR_NUM_WORDS))


def _es_age(m: re.Match[str], text: str) -> str | None:
    return _key_if("age", _all_number_words(m.group("n"), _ES_NUM_WORDS))


def _favourite(m: re.Match[str], text: str) -> str | None:
    """ "my favourite colour is …" is one value; "one of my favourite bands is …", "my
    favourite bands are …" are several, and get no key."""
    if re.search(
        r"\bone of my\b|\b(?:uno|una) de mis\b|\bl'une? de mes\b|\beine[rs]? meiner\b", text, re.I
    ):
        return None
    what = next((g for name, g in m.groupdict().items() if g and name.startswith("x")), "")
    what = what.strip().casefold()
    if not what or (what.isascii() and what.endswith("s") and not what.endswith("ss")):
        return None
    return f"favourite {_FAVOURITE_SAME.get(what, what)}"


# Words for one favourite ("my favourite dish" and "my favourite food" are one value).
_FAVOURITE_SAME = {
    "dish": "food",
    "meal": "food",
    "thing to eat": "food",
    "gericht": "essen",
    "plat": "nourriture",
    "plato": "comida",
    "菜": "食物",
    "吃的": "食物",
    "料理": "食べ物",
}


_WORK_MACHINE = re.compile(
    r"\b(?:work|job|office|employer|arbeit|dienst|travail|boulot|trabajo|oficina)\b|工作|公司|仕事|会社",
    re.IGNORECASE,
)


def _laptop(m: re.Match[str], text: str) -> str | None:
    return "work laptop" if _WORK_MACHINE.search(text) else "laptop"


# A phone named as the one for work ("my work phone", "Diensthandy", "téléphone pro", "móvil
# del trabajo", "工作手机", "社用携帯"): a second device beside the own, not a replacement.
# Narrower than the laptop's test: a phone is often said to be used *for* work.
_WORK_PHONE = _r(
    r"\b(?:work|job|office|company|business|corporate)(?:'s)? (?:phone|cell|cellphone|mobile|smartphone)\b"
    r"|\b(?:dienst|firmen|arbeits|geschäfts)(?:handy|telefon|smartphone)\b"
    r"|\b(?:téléphone|portable|tel|tél|smartphone) (?:pro|professionnel|du (?:travail|boulot|taf))\b"
    r"|\b(?:móvil|teléfono|celular) (?:del trabajo|de (?:la )?(?:empresa|oficina|trabajo)|corporativo)\b"
    r"|(?:工作|公司|单位)(?:用的)?手机|工作机|(?:仕事用|社用|会社)の?(?:スマホ|携帯)|^(?:仕事用|社用)(?:は|の)"
)


def _phone(m: re.Match[str], text: str) -> str | None:
    return "work phone" if _WORK_PHONE.search(text) else "phone"


# What is ridden, when it is not a car ("バイクはカブに乗ってます", "自転車は…に乗ってる").
_RIDDEN = _r(
    r"バイク|原付|スクーター|モペット|自転車|ロードバイク|チャリ|\bmotorbike\b|\bmoto\b|\bbike\b"
)


def _not_a_bike(m: re.Match[str], text: str) -> str | None:
    """A motorbike ridden is the ``motorbike``, a bicycle nothing; else the car."""
    ridden = _RIDDEN.search(text[: m.end()])
    if ridden is None:
        return "car"
    return None if ridden.group(0) in ("自転車", "ロードバイク", "チャリ", "bike") else "motorbike"


def _born(m: re.Match[str], text: str) -> str | None:
    tail = _tail(m, text, 20).strip()
    return "birth year" if re.match(r"^\d{4}\b", tail) else "birthplace"


_P = MemoryKind.PROFILE
_PREF = MemoryKind.PREFERENCE

# Verbs of replacing one thing by another ("switched to", "umgestiegen", "换成", "機種変更").
_SWITCH = (
    r"switched to|switched over to|upgraded to|changed to|moved over to|bought|purchased|"
    r"acheté|achete|gekauft|compré|compre|买了|購入|"
    r"traded (?:in )?(?:it|mine|my \S+(?: \S+)?)? ?(?:in )?for|traded(?: \S+){1,3}? in for|"
    r"umgestiegen|gewechselt|geholt|zugelegt|passée? (?:à|a|sur)|changée? pour|me cambié a|cambié a|"
    r"换成|换了|换到|改用|买了|入手了|機種変更|買い替え|乗り換え|に替え|に変え"
)

# The brand and model lexicons behind the ``car``, ``phone`` and ``laptop`` keys live
# with the possessions they name (:mod:`agents.topic_things`).
_CAR_BRANDS = CAR_BRANDS
_PHONE_BRANDS = PHONE_BRANDS
_LAPTOP_BRANDS = LAPTOP_BRANDS
# Time zone names and abbreviations ("GMT+8", "CET", "Pacific time").
_TZ = (
    r"(?:(?:gmt|utc)\s?[+-]\s?\d{1,2}(?::?\d\d)?|gmt|utc|(?-i:[A-Z]{1,3}[SD]?T)\b|"
    r"(?:pst|pdt|mst|mdt|cst|cdt|edt|akst|hst|bst|cet|cest|eet|eest|jst|kst|aest|aedt|nzst|sgt|hkt|msk)\b|"
    r"(?:pacific|mountain|central|eastern|atlantic|alaska|hawaii|central european|"
    r"western european|eastern european|british summer|greenwich|japan|china|india|"
    r"australian eastern)(?: standard| daylight| summer)? time|mez|mesz|osz)"
)

_CAR_GATE = _r(_CAR_BRANDS)
_PHONE_GATE = _r(_PHONE_BRANDS)

_EN_DIET = (
    r"(?:vegetarian|vegan|pescatarian|pescetarian|flexitarian|omnivore|carnivore|plant-based|"
    r"lacto-ovo vegetarian|lacto-vegetarian|ovo-vegetarian)"
)
_EN_DIET_NOT = r"(?!\s+(?:food|restaurant|recipe|dish|meal|option|cooking|cuisine|place|friend|cafe|burger)s?\b)"
_EN_REL = (
    r"(?:married|single|engaged|divorced|widowed|a widow|a widower|separated|in a relationship|"
    r"dating (?:someone|somebody|again)|seeing someone|in a civil partnership|taken|newly married|"
    r"newlywed|a newlywed|no longer single|not single|not married|no longer married)"
)

# A marital status said without its subject and verb (see the rule in RULES): the words
# of now before it, the status, the words of since or now after it.
_STATUS_NOW = (
    r"(?:now|officially|finally|recently|newly|happily|jetzt|inzwischen|mittlerweile|nun|endlich|"
    r"offiziell|frisch|wieder|maintenant|désormais|enfin|officiellement|ahora|ya|oficialmente|"
    r"felizmente|recien)"
)
_STATUS = (
    r"(?:married|divorced|engaged|separated|widowed|single|verheiratet|geschieden|verlobt|"
    r"verwitwet|getrennt|ledig|mariée?|divorcée?|fiancée?|séparée?|veuve|veuf|célibataire|"
    r"pacsée?|casad[oa]|divorciad[oa]|comprometid[oa]|separad[oa]|viud[oa]|solter[oa])"
)
_STATUS_SINCE = (
    r"(?:now|again|since|as of|jetzt|wieder|seit|maintenant|depuis|ahora|desde|de nuevo|otra vez)"
)

RULES: tuple[Rule, ...] = (
    # ---- names --------------------------------------------------------------------------
    Rule(
        "surname",
        _P,
        _r(
            rf"{_EN_I}?\bmy (?:last|family|sur) ?name(?:'s| is)\b|\bmein (?:nachname|familienname) ist\b|\bmon nom de famille (?:est|c'est)\b|\bmi apellido es\b|^我姓|我姓(?!名)|(?:苗字|名字|姓)は"
        ),
    ),
    # A surname taken or changed: the surname, or — when only a full name is stored — the
    # name it is part of.
    Rule(
        "surname",
        _P,
        _r(
            r"\b(?:took|taken|take|changed|went back to|kept|use) (?:my \w+'s |his |her |their |my (?:maiden |old )?)?(?:last|family|sur|maiden) ?name\b|\b(?:took|taken|take) (?:my \w+'s|his|her|their) name\b|\b(?:nach|familien|mädchen)namen\b.{0,40}\b(?:angenommen|geändert|zurück)|\bj'ai (?:pris|repris|gardé) (?:le nom|son nom)\b|\b(?:tomé|adopté|recuperé) el apellido\b|改姓|随夫姓|跟夫姓|冠夫姓|(?:苗字|名字|姓)が変わ|旧姓に戻"
        ),
        stative=False,
        also=("name",),
    ),
    Rule(
        "name",
        _P,
        _r(
            r"\bmy (?:first |full |given |real )?name(?:'s| is)\b|\bi(?:'ve| have)?(?: just| legally| officially)* changed my (?:first |full )?name to\b|\bi(?:'m| am) called\b|\bi am named\b|\bi(?:'m| am)(?: now)? (?-i:[A-Z][a-z]+(?:[- ][A-Z][a-z]+)+)(?: now)?(?=$|[.,;!?]| now\b)|\b(?:ich heiße|heiße ich|ich heisse|heisse ich)\b|\bmein (?:vor)?name ist\b|\bje m'appelle\b|\bje m'appelle maintenant\b|\bje m'appelle\b|\bmon (?:pré)?nom (?:est|c'est)\b|\bme llamo\b|\bmi nombre es\b|我叫|我的名字(?:是|叫)|我名叫|我(?:已经)?改名(?:叫|为|成)?|(?P<ja>(?:私の)?名前(?:は|が))|と申します|といいます|と言います|名前を変え|改名し"
        ),
        _own_name,
    ),
    # Chat drops "my" before "name's" when the statement opens with it ("name's Ines
    # Duarte, Ines is fine").
    Rule("name", _P, _r(r"^name(?:'s| is) (?-i:[A-Z])")),
    Rule(
        "preferred name",
        _PREF,
        _r(
            r"\b(?:call me|please call me|you can call me|address me as|refer to me as)\b|\b(?:i go by|i'm (?:now )?going by)\b(?! (?:train|bus|bike|car|foot|plane|air|tube|metro|subway|taxi|cab|boat|ferry|coach|rail|scooter|the|a|an|my|our|feel|feeling|instinct|gut|ear|rules?|what|whatever|how|appearances|experience|numbers|sight|memory|default)\b)|\bnenn(?:e|t|en sie)? mich\b|\bappel(?:le|ez)[- ]moi\b|\btu peux m'appeler\b|\bll[áa]m(?:ame|enme|adme)\b|\bpuedes llamarme\b|叫我|称呼我|と呼んで|って呼んで"
        ),
        also=("nickname",),
    ),
    Rule(
        "nickname",
        _P,
        _r(
            r"\bmy nickname(?: now)? is\b|\bmein spitzname(?: jetzt)? ist\b|\bmon surnom(?: maintenant)? (?:est|c'est)\b|\bmi apodo(?: ahora)? es\b|我的(?:小名|外号|昵称)是|あだ名は|ニックネームは"
        ),
        also=("preferred name",),
    ),
    Rule(
        "pronouns",
        _PREF,
        _r(
            r"\bmy pronouns are\b|\bmeine pronomen sind\b|\bmes pronoms sont\b|\bmis pronombres son\b"
        ),
    ),
    # ---- age and dates --------------------------------------------------------------------
    Rule(
        "age",
        _P,
        _r(
            rf"\bi(?:'m| am){_EN_ADV}\s+(?:{_EN_NUM})(?:\s*(?:years?|yrs?) old|\s*y/?o|\s*years of age)?(?=\s*(?:$|[.,;!?)]|now\b|and\b|but\b|as of\b|since\b|this year\b|today\b|already\b|not\b))"
        ),
        _en_age,
    ),
    Rule(
        "age",
        _P,
        _r(
            rf"\bi(?:'ve| have)?{_EN_ADV} turned {_EN_NUM}\b|\bmy age is\b|\bi(?:'m| am) in my (?:early |mid |mid-|late )?(?:twenties|thirties|forties|fifties|sixties|seventies|eighties|\d0s)\b"
        ),
        _en_age,
        stative=False,
    ),
    Rule(
        "age",
        _P,
        _r(
            rf"(?:^|\bich bin|\bbin ich){_DE_ADV}\s+{_DE_NUM}(?:\s+jahre?(?:\s+alt)?|\s+geworden)?(?=\s*(?:$|[.,;!?]|und\b|geworden\b|alt\b))|\bmein alter ist\b"
        ),
        _en_age,
    ),
    Rule(
        "age",
        _P,
        _r(
            rf"\b(?:ich bin|bin ich)\b[^.,;!?]{{0,30}}?\b{_DE_NUM}(?:\s+jahre?(?:\s+alt)?)?\s+geworden\b|\bich werde heute {_DE_NUM}\b"
        ),
        _en_age,
        stative=False,
    ),
    Rule(
        "age",
        _P,
        _r(
            rf"\bj'ai(?: eu)?{_FR_ADV}\s+(?P<n>[\w-]+(?:[ -][\w-]+){{0,3}}?)\s+ans\b|\bje viens d'avoir\s+(?P<n2>\S+)\s+ans\b|\bmon âge est\b"
        ),
        lambda m, t: "age" if m.group("n") is None or _fr_age(m, t) else None,
    ),
    Rule(
        "age",
        _P,
        _r(
            rf"\btengo{_ES_ADV}\s+(?P<n>[\w-]+(?:\s[\w-]+){{0,3}}?)\s+años\b|\b(?:cumplí|acabo de cumplir|ya cumplí|hoy cumplo)\s+\S+(?:\s+años)?\b|\bmi edad es\b"
        ),
        lambda m, t: "age" if m.group("n") is None or _es_age(m, t) else None,
    ),
    Rule(
        "age",
        _P,
        _r(rf"{_ZH_I}{_ZH_ADV}(?:满|快)?{_CJK_NUM}(?:周)?岁|我(?:的)?年龄是|^我今年{_CJK_NUM}了?$"),
    ),
    Rule(
        "age",
        _P,
        _r(
            rf"(?:{_CLAUSE}|私は|僕は|俺は|わたしは){_JA_NOW}(?:で)?{_CJK_NUM}(?:歳|才)(?:です|だ|になりました|になった|に|$)|年齢は"
        ),
        stative=False,
    ),
    Rule(
        "birthday",
        _P,
        _r(
            r"\bmy birthday is\b|\bcumplo años el\b|\bje fête mon anniversaire le\b|\bich habe am \d{1,2}\.? ?\S+ geburtstag\b|\bi was born on\b|\bmein geburtstag ist\b|\bmon anniversaire (?:est|c'est)\b|\bmi cumpleaños es\b|我的生日是|我生日是|誕生日は"
        ),
    ),
    # ---- relationship status -------------------------------------------------------------
    Rule(
        "relationship",
        _P,
        _r(
            rf"\bi(?:'m| am|m){_EN_ADV} {_EN_REL}\b|\bi(?:'ve| have)?{_EN_ADV} (?:got|gotten) (?:married|engaged|divorced|hitched)\b|\bi(?:'ve| have)?{_EN_ADV} (?:have|got) a (?:girlfriend|boyfriend|partner|fiancée?)\b|\bi(?:'ve| have)? (?:just )?broke(?:n)? up with\b|\bi(?:'m| am) (?:now )?dating\b|\bi(?:'ve| have)?{_EN_ADV} (?:got )?(?:remarried|married again|split up|separated|divorced)\b|\b(?:we|(?:(?:my|our) )?\w+ and i)(?:'ve| have|'re| are)?{_EN_ADV} (?:got |gotten |just got )?(?:married|engaged|divorced|separated|remarried|broke up|split up)\b"
        ),
    ),
    Rule(
        "relationship",
        _P,
        _r(
            rf"\bich bin{_DE_ADV}\s+(?:verheiratet|ledig|single|geschieden|verlobt|verwitwet|getrennt|in einer beziehung|vergeben|wieder single|solo|wieder solo|frisch verheiratet)\b|\bich habe{_DE_ADV}\s+(?:geheiratet|(?:eine |einen )(?:neue |neuen )?(?:freundin|freund|partner|partnerin))\b|\bich habe mich\b(?:\s+[\wäöüß.]+){{0,4}}?\s+(?:verlobt|getrennt|scheiden lassen)\b|\bich bin{_DE_ADV}\s+mit \S+(?: \S+)?{_DE_ADV}\s+(?:verheiratet|verlobt)\b|\bwir (?:haben|sind)\b(?:\s+[\wäöüß.]+){{0,3}}?\s+(?:geheiratet|uns verlobt|uns getrennt|uns scheiden lassen|verheiratet|verlobt|geschieden|getrennt)\b|\bich habe\b(?:\s+[\wäöüß.]+){{0,3}}?\s+geheiratet\b|\bich bin{_DE_ADV}\s+mit \S+(?: \S+)?{_DE_ADV}\s+zusammen(?=\s*(?:$|[.,;!?]|seit\b|und\b))|\b(?:wir|\S+ und ich|ich)\b(?:\s+[\wäöüß.]+){{0,4}}?\s+schluss gemacht\b|\b(?:wir|\S+ und ich) sind{_DE_ADV}\s+(?:zusammen|getrennt|verheiratet|verlobt|geschieden)(?=\s*(?:$|[.,;!?]|seit\b))"
        ),
    ),
    Rule(
        "relationship",
        _P,
        _r(
            rf"\bje (?:suis|ne suis plus){_FR_ADV}\s+(?:mariée?|célibataire|divorcée?|fiancée?|veuf|veuve|séparée?|en couple|pacsée?|de nouveau célibataire)\b|\bje me suis{_FR_ADV}\s+(?:mariée?|fiancée?|séparée?|pacsée?)\b|\b(?:nous avons|on a) divorcé\b|\bj'ai{_FR_ADV}\s+(?:divorcé|une copine|un copain|une petite amie|un petit ami)\b|\bje sors{_FR_ADV}\s+avec (?-i:[A-Z])|\b(?:on est|nous sommes){_FR_ADV}\s+(?:ensemble|en couple|mariée?s|fiancée?s|pacsée?s|séparée?s|divorcée?s)\b|\b(?:on s'est|nous nous sommes){_FR_ADV}\s+(?:mariés|mariées|fiancés|fiancées|pacsés|séparés|séparées)\b"
        ),
    ),
    Rule(
        "relationship",
        _P,
        _r(
            rf"\b(?:estoy|soy){_ES_ADV}\s+(?:casad[oa]|solter[oa]|divorciad[oa]|comprometid[oa]|separad[oa]|viud[oa]|en una relación|en pareja|de novi[oa])\b|\bme (?:casé|divorcié|comprometí|separé)\b|\bnos (?:casamos|comprometimos|separamos|divorciamos|hemos casado|hemos separado)\b|\b(?:rompimos|terminamos)\b|\bme junté con\b|\bquedé viud[oa]\b|\bme volví a casar\b|\btengo{_ES_ADV}\s+(?:novia|novio|pareja)\b|\b(?:estoy saliendo|salgo|ando) con (?:(?-i:[A-Z])|alguien\b)"
        ),
    ),
    Rule(
        "relationship",
        _P,
        _r(
            rf"{_ZH_I}{_ZH_ADV}(?:结婚了|结婚|已婚|单身|离婚|离异|订婚|丧偶|分手了|恋爱了|在谈恋爱|谈恋爱了|有女朋友|有男朋友|有对象|脱单|是单身)|{_ZH_I}{_ZH_ADV}(?:和|跟|与)(?:男朋友|女朋友|男友|女友|对象|[^，。,.]{{1,6}}?)(?:在一起|在交往|交往|谈恋爱|同居|分手|离婚|分开)(?=了|$|[，。,.!！]|\d|[一二三四五六七八九十两几半]+(?:年|个月))"
        ),
    ),
    Rule(
        "relationship",
        _P,
        _r(
            r"(?:結婚して(?:い(?!た|まし)|る)|独身|既婚|未婚|離婚し|婚約し|婚約中|婚約を解消|婚約は解消|彼女がいます|彼氏がいます|恋人がいます|付き合って(?!いた|いまし|た)|付き合い始め|付き合うことに|交際し|同棲(?:中|して|し始め)|バツイチ|結婚しました|再婚|入籍|(?:彼氏|彼女|恋人)(?:が|も)?でき)"
        ),
        stative=False,
    ),
    # ---- diet (the meat-eating spectrum; see the module docstring) -----------------------
    Rule(
        "diet",
        _PREF,
        _r(
            rf"\bi(?:'m| am){_EN_ADV} (?:a |an )?(?:strict |full |fully |mostly |strictly |practically |basically )?{_EN_DIET}\b{_EN_DIET_NOT}|\bi(?:'ve| have)?{_EN_ADV} (?:gone|went|became|become|turned|been|switched to being) (?:a |an |fully |completely |full )?{_EN_DIET}\b|\bi{_EN_ADV} (?:don't|do not|no longer|never) eat (?:any )?meat\b|\bi{_EN_ADV} (?:don't|do not|no longer|never) eat\b[^.,;!?]{{0,20}}\b(?:or|and) meat\b|\bi(?:'m| am){_EN_ADV} (?:eating|back to eating) meat\b|\bi eat meat (?:again|now)\b|\bi(?:'m| am) no longer (?:a |an )?{_EN_DIET}\b|\bi{_EN_ADV} (?:follow|eat|have|keep) an? {_EN_DIET} diet\b|\bi(?:'m| am) on an? {_EN_DIET} diet\b|\bi eat {_EN_DIET}\b|\bmy diet is\b"
        ),
        stative=False,
    ),
    Rule(
        "diet",
        _PREF,
        _r(
            rf"\b(?:ich (?:bin|lebe|esse|ernähre mich)|(?:bin|lebe|esse) ich|ernähre ich mich){_DE_ADV}\s+(?:ein |eine |streng |komplett )?(?:vegetarier(?:in)?|veganer(?:in)?|pescetarier(?:in)?|flexitarier(?:in)?|vegetarisch|vegan|pescetarisch|fleischlos)\b|\bich esse{_DE_ADV}\s+(?:kein|keinerlei|wieder)\s+fleisch\b|\bich bin kein(?:e)? (?:vegetarier|veganer)(?:in)? mehr\b"
        ),
        stative=False,
    ),
    Rule(
        "diet",
        _PREF,
        _r(
            rf"\bje suis{_FR_ADV}\s+(?:devenue? )?(?:végétarien(?:ne)?|végétalien(?:ne)?|végane?|vegan|pescétarien(?:ne)?|pescetarien(?:ne)?|flexitarien(?:ne)?)\b|\bje (?:ne mange (?:plus|pas|jamais) |mange (?:à nouveau |de nouveau )?|remange )(?:de |du )?(?:la )?viande\b|\bje ne mange (?:plus|pas|jamais)\b[^.,;!?]{{0,30}}\b(?:ni|et) (?:de |du )?(?:la )?viande\b|\bje ne suis plus (?:végétarien|végane?|vegan)|\bje suis passée? au (?:végétarisme|végétalisme|véganisme|flexitarisme)\b"
        ),
        stative=False,
    ),
    Rule(
        "diet",
        _PREF,
        _r(
            rf"\b(?:soy|me hice|me volví|me he hecho){_ES_ADV}\s+(?:vegetarian[oa]|vegan[oa]|pescetarian[oa]|flexitarian[oa])\b|\b(?:ya )?no como carne\b|\b(?:ya )?no como\b[^.,;!?]{{0,20}}\b(?:ni|y) carne\b|\b(?:vuelvo a comer|volví a comer|he vuelto a comer|ahora como|como) carne\b|\bya no soy (?:vegetarian[oa]|vegan[oa])\b"
        ),
        stative=False,
    ),
    Rule(
        "diet",
        _PREF,
        _r(
            rf"{_ZH_I}{_ZH_ADV}(?:是)?(?:素食者|素食主义者|纯素食者|纯素主义者|蛋奶素食者|鱼素者|严格的素食者)|{_ZH_I}{_ZH_ADV}(?:只)?(?:吃素|吃全素|吃纯素|吃蛋奶素|不吃肉|开始吃肉|恢复吃肉|重新吃肉|不吃荤|吃荤)"
        ),
        stative=False,
    ),
    Rule(
        "diet",
        _PREF,
        _r(
            r"(?:ベジタリアン|ヴィーガン|ビーガン|菜食主義者?|ペスカタリアン|フレキシタリアン)(?:です|だ|になりました|になった|をやめ|になって|$)|肉(?:を|は)(?:食べません|食べない|食べなくなった|また食べ|食べるようにな|食べています)"
        ),
        stative=False,
    ),
    # ---- residence, housing, household ---------------------------------------------------
    Rule(
        "household",
        _P,
        _r(
            rf"{_EN_I}{_EN_ADV} live(?: all)? (?:alone|by myself|on my own|with (?:my|a|two|three|some|roommates|flatmates|housemates|friends|family)\b)|(?:^|\bich\b){_DE_ADV}\s*(?:wohne|lebe){_DE_ADV}\s+(?:allein|alleine|mit (?:meine[mnr]?|einer|einem|zwei|drei)|bei meine[mnr]?)\b|\b(?:je vis|j'habite|je vis){_FR_ADV}\s+(?:seule?|avec (?:mon|ma|mes|des|deux|trois)|chez (?:mon|ma|mes))\b|\bvivo{_ES_ADV}\s+(?:sol[oa]|con (?:mi|mis|un|una|dos|tres))\b|{_ZH_I}{_ZH_ADV}(?:一个人住|独居|自己住|(?:和|跟)[^，。,.]{{1,8}}?合租|和[^，。,.]{{1,8}}?一起住|跟[^，。,.]{{1,8}}?一起住|跟[^，。,.]{{1,8}}?住)|一人暮らし|実家暮らし|(?:両親|家族|彼女|彼氏|夫|妻|ルームメイト)と(?:一緒に)?(?:住んで|暮らして)"
        ),
        _household,
    ),
    Rule(
        "residence",
        _P,
        _r(
            rf"{_EN_I}{_EN_ADV} (?:live|reside)(?:s)?{_EN_ADV}\s+(?:in|near|outside|just outside|on|close to)\b|{_EN_I}(?:'m| am|'re| are){_EN_ADV} (?:living|residing|based|settled|now based|located) (?:in|near|outside|out of|close to)\b|\bmy (?:new |current )?(?:home|place|flat|apartment|house) is (?:in|near)\b|\bi(?:'ve| have) been (?:living|residing|based) (?:in|near|out of)\b|(?:^|(?<=[.,;:!?])\s*)(?:currently |now |still )?(?:living|based|residing) (?:in|near|out of)\b|\bmy (?:current )?(?:city|city of residence|place of residence|residence|location|home town now) is\b|\bi call \S+(?: \S+)? home\b|^(?:live|living) in\b"
        ),
        _residence(_HOUSING_EN),
    ),
    Rule(
        "residence",
        _P,
        _r(
            rf"{_EN_I}(?:'ve| have)?{_EN_ADV} (?:moved|relocated|emigrated|immigrated|settled down|finally moved|ended up (?:settling|moving|living))(?: back| over| house| home| out| up| down| across| away)?\s+(?:to|into|in)\b|(?:^|[,;]\s*)(?:just |finally |we |i )?(?:moved|relocated)(?: again| back| over| house)?(?=$|[,;.!]| to\b| in\b| into\b)|\b(?:i'm|i am|we're|we are){_EN_ADV} (?:in|living in|based in|settled in) (?![\w .'-]{{0,30}}?\btime\b)(?-i:[A-Z])[\w .'-]{{0,30}}?,? (?:now|these days|nowadays)\b"
        ),
        _residence(_HOUSING_EN),
        stative=False,
    ),
    Rule(
        "residence",
        _P,
        _r(
            rf"(?:^|\bich\b|\bwir\b){_DE_ADV}\s*(?:wohne|lebe|wohnen|leben){_DE_ADV}\s+(?:in|im|bei|nahe|außerhalb von|am|an der|auf)\b|\b(?:(?:wohne|lebe) ich|(?:wohnen|leben) wir){_DE_ADV}\s+(?:in|im|bei|nahe|am|auf)\b|\bmein wohnort ist\b|\bich bin{_DE_ADV}\s+in \S+(?: \S+)? (?:zu ?hause|daheim)\b|\b(?:mein )?(?:neues |jetziges )?zuhause (?:ist|liegt)(?: jetzt| nun)? (?:in )?(?-i:[A-Z])"
        ),
        _residence(_HOUSING_DE),
    ),
    Rule(
        "residence",
        _P,
        _r(
            rf"\b(?:ich bin|wir sind|bin ich|sind wir)\b.{{0,40}}?\b(?:nach|in|ins)\b.{{1,40}}?\b(?:gezogen|umgezogen)\b|\b(?:umgezogen|gezogen) nach\b|\b(?:ich bin|wir sind){_DE_ADV}\s+umgezogen\b"
        ),
        stative=False,
    ),
    Rule(
        "residence",
        _P,
        _r(
            rf"\b(?:j'habite|je vis|je réside|je demeure|nous habitons|on habite|nous vivons|on vit|je suis installée?|je suis basée?|j'habite maintenant){_FR_ADV}\s+(?:à|a|en|au|aux|dans|près de|sur|chez|vers|en banlieue)\b|\bje n'habite plus\b"
        ),
        _residence(_HOUSING_FR),
    ),
    Rule(
        "residence",
        _P,
        _r(
            rf"\b(?:j'ai déménagé|j'ai bougé|on a bougé|je viens de déménager|on a déménagé|nous avons déménagé|je me suis installée?|nous nous sommes installés|on s'est installée?s?|je suis partie? vivre|j'ai emménagé){_FR_ADV}\s+(?:à|a|en|au|aux|dans|pour|sur|chez)\b"
        ),
        _residence(_HOUSING_FR),
        stative=False,
    ),
    Rule(
        "residence",
        _P,
        _r(
            rf"(?:^|\b)(?:vivo|resido|vivimos|estoy viviendo|estamos viviendo|radico|estoy instalad[oa]|estamos instalad[oa]s){_ES_ADV}\s+(?:en|cerca de|a las afueras de|por|junto a)\b|\bya no vivo en\b"
        ),
        _residence(_HOUSING_ES),
    ),
    Rule(
        "residence",
        _P,
        _r(
            rf"\b(?:me mudé|me he mudado|nos mudamos|nos hemos mudado|me trasladé|me he trasladado|me fui a vivir|me vine a vivir|me cambié de casa){_ES_ADV}\s+(?:a|en|para|al)\b"
        ),
        _residence(_HOUSING_ES),
        stative=False,
    ),
    Rule(
        "residence",
        _P,
        _r(
            rf"{_ZH_I}{_ZH_ADV}(?:住在|住|居住在|居住于|生活在|定居在|定居于|定居|常住在|常住)(?!院|宿(?!舍)|过|了一晚|酒店|宾馆|民宿|旅馆)|{_ZH_I}(?:和|跟|与)[^，。,.]{{1,8}}?(?:一起)?住在|我家(?:现在)?在|(?:^|(?<=[，,。！!]))(?:我们?)?家(?:现在|目前|就)?(?:住在?|在)(?![家里外])|我(?:现在|目前)?在[^，。,.]{{1,10}}?(?:生活|定居|买了房|买房了|安家|安了家)"
        ),
        _zh_residence,
    ),
    Rule(
        "residence",
        _P,
        _r(rf"{_ZH_I}{_ZH_ADV}(?:搬到|搬去|搬家到|搬回|搬来|移居|移民到|迁居|搬到了|搬去了)"),
        stative=False,
    ),
    Rule(
        "residence",
        _P,
        _r(
            r"(?:に|で)(?:は|も)?(?:住んで|暮らして|在住|暮らし始め|住み始め)|在住です|住まいは|住んでいるのは|住所は"
            # "家は奈良の生駒です", "自宅は横浜です": the home named as a place (not "家は狭い")
            r"|^(?:私の|僕の|俺の|うちの)?(?:家|自宅)(?:は|が)(?:今は|いまは|現在は)?(?=[^、。]{1,12}?(?:です|だ|にあ|[、。]|$))"
            r"(?![^、。]{0,3}(?:狭|広|遠|近|古|新し|賃貸|持ち家|マンション|アパート|一軒家|戸建|寮|社宅|団地|ワンルーム|駅近|静か|うるさ|寒|暑|散らか|汚|きれい|綺麗))"
        ),
        _ja_residence,
    ),
    Rule(
        "residence",
        _P,
        _r(r"(?:に|へ)(?:引っ越し|引越し|引っ越|移住|転居|移り住|転勤)"),
        stative=False,
    ),
    # Being somewhere now, said with a time word, in French and Spanish ("maintenant on est à
    # Grenoble", "je suis désormais à Nancy", "ahora estoy en Cusco", "estamos ya en Toledo"):
    # the home, unless it is a stay for something ("… pour le boulot cette semaine").
    Rule(
        "residence",
        _P,
        _r(
            r"\b(?:maintenant|desormais|depuis peu|a present),? (?:je suis|on est|nous sommes|on vit|"
            r"on habite|je vis|j'habite) (?:a|au|en|sur) (?-i:[A-Z])"
            r"|\b(?:je suis|on est|nous sommes) (?:maintenant|desormais) (?:a|au|en|sur) (?-i:[A-Z])"
            r"|\b(?:ahora|ya|desde hace poco),? (?:estoy|estamos) (?:viviendo )?en (?-i:[A-Z])"
            r"|\b(?:estoy|estamos) (?:ahora|ya) (?:viviendo )?en (?-i:[A-Z])"
        ),
        _not_a_trip,
    ),
    # A job title said alone with a time word, the way a change is often put ("senior dev
    # now, same team", "head nurse as of monday", "chef de rayon maintenant", "ahora
    # encargada"): the job, when the words name one.
    Rule(
        "occupation",
        _P,
        _r(
            r"^(?:(?:and|so|ok|okay|update|btw|fyi|officially)[,:!]?\s+)*(?:an? |the )?"
            r"(?P<np>[a-z][a-z' -]{1,40}?),? (?:now|these days|as of \w+|since \w+|from \w+ on)\b"
        ),
        _en_job,
        stative=False,
    ),
    Rule(
        "occupation",
        _P,
        _r(
            r"^(?:(?:et|bon|donc|bref|voila)[,:!]?\s+)*(?:(?:une?|le|la) )?"
            r"(?P<np>[a-z][a-z' -]{1,40}?),? (?:maintenant|desormais|depuis \w+)\b"
            r"|^(?:maintenant|desormais),? (?:je suis )?(?:une? )?(?P<np2>[a-z][a-z' -]{1,40}?)(?=\s*$|\s*[.,;!?]|\s+(?:chez|a|au|dans|depuis)\b)"
        ),
        _fr_job_np,
        stative=False,
    ),
    Rule(
        "occupation",
        _P,
        _r(
            r"^(?:(?:y|bueno|pues|oye)[,:!]?\s+)*(?:(?:un|una|el|la) )?"
            r"(?P<np>[a-z][a-z' -]{1,40}?),? (?:ahora|desde \w+)\b"
            r"|^(?:ahora|ya),? (?:soy )?(?:un |una )?(?P<np2>[a-z][a-z' -]{1,40}?)(?=\s*$|\s*[.,;!?]|\s+(?:en|de|del|desde)\b)"
        ),
        _es_job_np,
        stative=False,
    ),
    # Retired, said with its own words ("seit Januar bin ich in Rente", "im Ruhestand",
    # "je suis retraitée depuis janvier", "一月份退休了", "定年退職しました"): the job ends.
    Rule(
        "occupation",
        _P,
        _r(
            r"\b(?:ich bin|bin ich|bin)\b[^.,;!?]{0,20}?\b(?:in rente|im ruhestand|in pension|pensioniert|rentnerin|rentner|pensionar|pensionarin)\b"
            r"|\b(?:je suis|suis)\b[^.,;!?]{0,12}?\b(?:a la retraite|retraitee?)\b|\bj'ai pris ma retraite\b|\bpartie? a la retraite\b"
            r"|(?:^|[，,。]|我|已经|刚)(?:[^，。,.]{0,6}?)退休了|(?:定年)?退職(?:しました|した)|定年(?:を迎え|になり)|リタイアしました"
            r"|\b(?:retired|retiring) (?:in|last|this|as of|since|after|from)\b|^retired\b"
        ),
        stative=False,
    ),
    # A new home named with its place ("new flat in York", "neue Wohnung in Rostock",
    # "nouvel appart à Grenoble", "casa nueva en Cusco"): the residence.
    Rule(
        "residence",
        _P,
        _r(
            r"\b(?:new (?:flat|apartment|place|house|home|condo)|neue (?:wohnung|bude)|neues (?:haus|zuhause)|"
            r"nouvel (?:appart|appartement)|nouvelle maison|nouveau logement|"
            r"(?:casa|piso|departamento|depa|apartamento) nuev[oa]|nuev[oa] (?:casa|piso|departamento|depa|apartamento))"
            r"\b[^.;!?]{0,12}?\b(?:in|im|a|en|au)\s+(?-i:[A-Z])"
        ),
        stative=False,
    ),
    # Hired, said from the employer's side ("KPMG hired me", "got hired at Ocado", "got the
    # job at Lidl", "Bosch hat mich eingestellt", "Decathlon m'a embauché", "me contrataron en
    # Indra"): the employer.
    Rule(
        "employer",
        _P,
        _r(
            r"(?:^|(?<=[.,;!?] ))(?-i:[A-Z])[\w&.'-]+(?: (?-i:[A-Z])[\w&.'-]+)? (?:hired|offered|took on) me\b"
            r"|\bgot (?:hired|taken on) (?:at|by) (?-i:[A-Z])|\bgot the job at (?-i:[A-Z])"
            r"|\b(?-i:[A-Z])\w+ hat mich (?:eingestellt|genommen)\b|\b(?-i:[A-Z])\w+ m'a (?:embauchee?|recrutee?)\b"
            r"|\bme (?:contrataron|contrato|cogieron) en (?-i:[A-Z])"
        ),
        stative=False,
    ),
    # Eating meat or fish again, however said ("esse jetzt auch wieder Fisch", "ahora como
    # pescado otra vez", "je remange du poisson", "又开始吃鱼了", "お肉も食べるようになりました"):
    # a new position on the one scale the diet is.
    Rule(
        "diet",
        _PREF,
        _r(
            rf"\b(?:ich )?esse{_DE_ADV}\s+(?:auch |jetzt |nun )*wieder (?:fleisch|fisch|huhn|hähnchen)\b"
            r"|\b(?:como|comemos) (?:carne|pescado|pollo) (?:otra vez|de nuevo)\b|\bvolvi a comer (?:carne|pescado|pollo)\b"
            r"|\bje (?:remange|mange a nouveau|mange de nouveau) (?:de |du )?(?:la )?(?:viande|poisson|poulet)\b"
            r"|(?:又|重新|开始|恢复)(?:开始)?吃(?:肉|鱼|荤)"
            r"|(?:お?肉|魚)(?:も|を)(?:また)?食べる(?:ように(?:なり|なった|なりました)|ことにし)"
        ),
        stative=False,
    ),
    # A street address said alone, as the home's ("14/2 Hyndland St, still glasgow", "we're
    # at 4 Mill Road now", "neue Adresse: Lindenstraße 5", "nouvelle adresse : 12 rue des
    # Lilas", "calle Mayor 3, 2ºB", "新地址是中山路88号", "住所は3丁目5番"); the one named as the
    # work's is the ``work address``, read before this.
    Rule(
        "residence",
        _P,
        _r(
            r"^(?:(?:new |my |our |home )*(?:home )?address(?: is)?:?\s*|(?:we're|we are|i'm|i am|"
            r"now|living|we live|i live|just moved|we moved|i moved|moved)(?: now)? (?:at|to|into)\s+|"
            r"neue adresse:?\s*|(?:ich wohne|wir wohnen|wohne) jetzt (?:in der |am |im )?|"
            r"nouvelle adresse ?:?\s*|nueva direcci[oó]n:?\s*)?"
            r"(?:(?:flat|apt|apartment|unit|suite)\s*\d+[a-z]?,?\s+)?"
            r"(?:\d+[a-z]?(?:/\d+)?,?\s+(?:[\w'-]+\s+){1,3}?(?:st|street|rd|road|ave|avenue|lane|ln|drive|"
            r"dr|way|blvd|boulevard|court|ct|place|pl|row|terrace|crescent|close|gardens|square|sq|"
            r"grove|mews|parade)\b(?!\s*(?:station|stop|gym|office))"
            r"|\d+(?:bis|ter)?,? (?:rue|avenue|av\.|boulevard|bd|place|allee|impasse|chemin|quai|cours) "
            r"|(?-i:[A-Z])[\w-]*(?:stra(?:ß|ss)e|str\.|weg|gasse|allee|platz|ring|damm)\s+\d+"
            r"|(?:c/|calle|avenida|av\.|avda\.|paseo|plaza|carrera|cra\.?)\s+[\w ]{2,30},?\s*(?:n[º°o]\.?\s*)?\d+)"
            r"|^(?:新|我的?|我家)?(?:新)?(?:地址|住址)(?:是|改成|换成|:|：)?\s*[\u4e00-\u9fff]{2,12}(?:路|街|道|大道|弄|巷)\d+号"
            r"|^[\u4e00-\u9fff]{2,12}(?:路|街|大道)\d+号"
            r"|^(?:新しい住所は|住所は)?[^、。]{0,12}?(?:[0-9０-９一二三四五六七八九十]+丁目|番地)"
        ),
        _not_office_address,
    ),
    # ---- work ------------------------------------------------------------------------------
    Rule(
        "occupation",
        _P,
        _r(
            rf"{_EN_I}{_EN_ADV} work(?:s|ing)? as\b|\bmy (?:new |current )?(?:job|job title|profession|occupation|role|position|line of work|day job) is\b(?! (?:at|with)\b)|\bi(?:'m| am){_EN_ADV} (?:retired|self[- ]employed|a retiree|a pensioner|on pension|freelancing|freelance)\b|\bi(?:'ve| have)?{_EN_ADV} (?:retired|changed careers?)\b|\bi(?:'m| am){_EN_ADV} (?:a |an )?(?:full-time|part-time) (?:student|employee)\b"
        ),
        stative=False,
    ),
    Rule(
        "occupation",
        _P,
        _r(
            rf"\bi(?:'m| am|m){_EN_ADV}\s+(?:(?:now|also|still|currently|officially|just) )?(?:(?:an?|the) )?(?P<np>(?:\d{{1,2}}(?:st|nd|rd|th) )?[a-z][a-z' -]{{1,60}}?){_EN_NP_END}"
        ),
        _en_job,
    ),
    Rule(
        "occupation",
        _P,
        _r(
            rf"(?:\bi(?:'ve| have)?{_EN_ADV} |^(?:just |finally |recently )?)(?:become|became|started working as|trained as|qualified as|retrained as) (?:an? )?(?P<np>[a-z][a-z' -]{{1,60}}?){_EN_NP_END}"
        ),
        _en_job,
        stative=False,
    ),
    Rule(
        "employer",
        _P,
        _r(
            rf"{_EN_I}{_EN_ADV} work{_EN_ADV} (?:at|for)\b|{_EN_I}(?:'m| am|'re| are){_EN_ADV} (?:employed|working|hired|contracting|interning) (?:at|by|for)\b|\bmy (?:employer|company|firm|workplace) is\b|\bi(?:'ve| have)?{_EN_ADV} (?:started at|started working (?:at|for)|began working (?:at|for)|got a job (?:at|with)|landed a job (?:at|with)|took a job (?:at|with)|(?:took|accepted|got|landed) the (?:job|position|role|offer) (?:at|with|from)|handed in my notice at|accepted (?:a job|an offer|a position) (?:at|from|with)|switched jobs to|switched to a job at|moved to a job at|been hired (?:by|at)|got hired (?:by|at)|switched employers to|changed jobs to|now work at)\b|(?:\bi(?:'ve| have)?{_EN_ADV} |^(?:just |recently )?)(?:started|got|landed|took|accepted|found|begun|began|have|start) (?:a |my )?(?:new |first |dream )?(?:job|position|role|gig|internship|post) (?:at|with)\b|(?:^|[,;]\s*|\bi(?:'ve| have)?\s+)(?:been|now|currently) (?:working )?at (?-i:[A-Z])"
        ),
        _employer,
        stative=False,
    ),
    Rule("employer", _P, _r(rf"\bi(?:'ve| have)?{_EN_ADV} joined\b"), _joined, stative=False),
    Rule("work", _P, _r(rf"{_EN_I}{_EN_ADV} work{_EN_ADV} in\b"), _work_in),
    Rule(
        "occupation",
        _P,
        _r(
            rf"\bich arbeite{_DE_ADV}\s+als\b|\barbeite ich{_DE_ADV}\s+als\b|\bmein beruf ist\b|\bvon beruf bin ich\b|\bich bin{_DE_ADV}\s+von beruf\b|\bich habe mich selbstständig gemacht\b|\bich bin{_DE_ADV}\s+(?:in rente|im ruhestand|pensioniert|arbeitslos|selbstständig|selbständig|freiberufler(?:in)?|freiberuflich tätig|rentner(?:in)?|in pension)\b|\bich habe (?:meinen job|meine stelle) (?:verloren|gekündigt)\b|\bich mache{_DE_ADV}\s+(?:eine |meine )?(?:ausbildung|lehre|umschulung) (?:zum|zur|als)\b|\bich (?:habe|bin){_DE_ADV}\s+(?:eine |meine |die |in der )?(?:ausbildung|lehre|umschulung) (?:zum|zur|als)\b"
        ),
        stative=False,
    ),
    Rule(
        "occupation",
        _P,
        _r(
            rf"(?:\bich bin|\bbin ich|(?:^|\bund |, ?)bin){_DE_ADV}\s+(?:ein |eine |als )?(?P<np>[\wäöüß-]+(?: [\wäöüß-]+){{0,2}})"
        ),
        _de_job,
    ),
    Rule(
        "employer",
        _P,
        _r(
            rf"(?:\bich|\bwir|^){_DE_ADV}\s*(?:arbeite|arbeiten|jobbe){_DE_ADV}\s+(?:bei|für)\b|\barbeite ich{_DE_ADV}\s+(?:bei|für)\b|\bich bin{_DE_ADV}\s+bei \S+(?: \S+)? (?:angestellt|beschäftigt|tätig)\b|\bich (?:habe|hab){_DE_ADV}\s+bei .{{1,40}}?(?:angefangen|angeheuert)\b|\bich bin{_DE_ADV}\s+zu .{{1,40}}?gewechselt\b|\bmein (?:arbeitgeber|betrieb) ist\b|\bich (?:habe|hab){_DE_ADV}\s+(?:einen |eine )?(?:neuen |neue )?(?:job|stelle|arbeit|anstellung) (?:bei|in)\b"
        ),
        _employer,
        stative=False,
    ),
    Rule(
        "occupation",
        _P,
        _r(
            rf"\bje (?:travaille|bosse){_FR_ADV}\s+(?:comme|en tant que)\b|\bmon (?:métier|travail|poste|boulot) (?:est|c'est)\b|\bma profession (?:est|c'est)\b|\bj'ai pris ma retraite\b|\bje suis{_FR_ADV}\s+(?:à la retraite|retraitée?|au chômage|sans emploi|en recherche d'emploi|indépendante?|freelance|auto-entrepreneur|auto-entrepreneuse)\b|\bje suis devenue?\s+(?:une? )?(?P<np>[\w'-]+)"
        ),
        _occupation_or_fr_job,
        stative=False,
    ),
    Rule(
        "occupation",
        _P,
        _r(
            rf"\bje (?:suis|ne suis plus){_FR_ADV}\s+(?:un |une )?(?P<np>[\w'-]+(?: [\w'-]+){{0,2}})"
        ),
        _fr_job,
    ),
    Rule(
        "employer",
        _P,
        _r(
            rf"\b(?:je travaille|je bosse|nous travaillons|on travaille|je suis employée?|je suis salariée?|je suis en (?:cdi|cdd|stage|alternance|intérim|interim)|je ne (?:travaille|bosse) plus|j'ai été (?:embauchée?|recrutée?|engagée?)|je suis entrée?|je viens d'entrer|j'ai commencé à travailler|j'ai commencé|je suis passée?(?: en (?:cdi|cdd|stage|alternance))?){_FR_ADV}\s+(?:chez|pour|par)\b|\bje (?:travaille|bosse){_FR_ADV}\s+dans\b|\bj'ai rejoint\b|\bje viens de rejoindre\b|\bmon employeur (?:est|c'est)\b"
            # hired "à la RATP", "au Crédit Agricole": after a verb of hiring, the employer
            rf"|\b(?:j'ai été|je suis|je me suis fait) (?:embauchée?|recrutée?|engagée?|prise?){_FR_ADV}\s+(?:à|a|au|aux)\s+(?:la |l')?(?-i:[A-Z])"
            # working "à la Poste", "au CHU", "à l'Inserm": an article before the name makes it
            # an organisation ("je travaille à Lyon" is where)
            rf"|\b(?:je travaille|je bosse|on travaille|on bosse){_FR_ADV}\s+(?:à la|a la|au|aux|à l'|a l')\s*(?-i:[A-Z])"
        ),
        _employer,
        stative=False,
    ),
    Rule(
        "occupation",
        _P,
        _r(
            rf"\b(?:trabajo|estoy trabajando|trabajaré){_ES_ADV}\s+como\b|\bme dedico{_ES_ADV}\s+a\b|\b(?:me desempeño|ejerzo){_ES_ADV}\s+(?:como|de)\b|\btrabajo por (?:mi cuenta|cuenta propia)\b|\bmi (?:profesión|oficio|puesto|trabajo) es\b|\bestoy{_ES_ADV}\s+(?:jubilad[oa]|en paro|desemplead[oa]|parad[oa]|retirad[oa])\b|\bme (?:jubilé|quedé sin trabajo)\b|\bsoy{_ES_ADV}\s+(?:autónom[oa]|freelance|jubilad[oa])\b"
        ),
        stative=False,
    ),
    Rule(
        "occupation",
        _P,
        _r(
            rf"(?:^|\b)(?:soy|me hice|me he hecho|trabajo de|curro de|laburo de|chambeo de){_ES_ADV}\s+(?:un |una )?(?P<np>[\w-]+(?: [\w-]+){{0,2}})"
        ),
        _es_job,
    ),
    Rule(
        "employer",
        _P,
        _r(
            rf"(?:^|\b)(?:trabajo|trabajamos|estoy trabajando|curro|laburo|chambeo|llevo \S+(?: \S+)? trabajando){_ES_ADV}\s+(?:en|para)\b|\bmi (?:nuevo )?trabajo (?:es|está) en\b|\b(?:empecé a trabajar|entré a trabajar|me contrataron|me fui a trabajar|empecé|entré){_ES_ADV}\s+(?:en|para|a)\b|\bmi (?:empresa|empleador) es\b|\bme (?:fichó|ficharon|contrató|contrataron)\b"
        ),
        _employer,
        stative=False,
    ),
    Rule(
        "occupation",
        _P,
        _r(rf"{_ZH_I}{_ZH_ADV}是(?:一名|一个|一位|个|名|位)?(?P<np>[^，。！？,.!?、]{{1,12}})"),
        _zh_job,
    ),
    Rule(
        "occupation",
        _P,
        _r(
            rf"{_ZH_I}{_ZH_ADV}(?:当|做|干|转行做|转行当|改行做|改行当|当上了?|成为了?|成了|升职做|升职当|升为|升职为|晋升为)(?:了)?(?:一名|一个|一位)?(?P<np>[^，。！？,.!?、]{{1,12}})"
        ),
        _zh_job,
        stative=False,
    ),
    Rule(
        "occupation",
        _P,
        _r(
            rf"我的(?:职业|工作|职位|岗位|本职)是|{_ZH_I}{_ZH_ADV}(?:从事|做)[^，。,.]{{1,10}}(?:工作|行业)|{_ZH_I}{_ZH_ADV}(?:退休了|退休)"
        ),
        stative=False,
    ),
    Rule(
        "employer",
        _P,
        _r(
            rf"{_ZH_I}{_ZH_ADV}(?:在|于)(?!家|家里|家中|公司里?上班|这里|那里|外地)[^，。！？,.!?]{{1,20}}?(?:工作|上班|任职|打工|实习)|{_ZH_I}{_ZH_ADV}(?:加入了|入职了?|跳槽到了?|跳槽去了?|转职到了?|转职去了?|换到了?[^，。,.]{{0,12}}(?:公司|上班|工作)|去了?[^，。,.]{{1,12}}(?:上班|工作))|我的(?:公司|雇主|东家|单位)是"
        ),
        stative=False,
    ),
    Rule(
        "occupation",
        _P,
        _r(
            r"(?:仕事|職業|本業)は|として働|(?:会社|仕事)を(?:辞め|やめ)|(?:を)?退職し|定年退職|無職です|リタイアし"
        ),
    ),
    Rule(
        "occupation",
        _P,
        _r(
            rf"(?:^|(?<=[、。])|私は|僕は|俺は|わたしは|自分は){_JA_NOW}(?P<np>[^、。！？!?,.\sはがを]{{1,12}}?)(?:です|だ|をしています|をしてる|をやっています|になりました|になった|として|(?P<neg>では|じゃ)(?:ありません|ない))"
        ),
        _ja_job,
    ),
    Rule("employer", _P, _r(r"(?P<np>[^、。\s]{1,16}?)に転職"), _ja_transfer, stative=False),
    Rule(
        "employer",
        _P,
        _r(
            r"(?<!家)(?<!自宅)(?<!在宅)(?<!夜勤)(?<!日勤)(?<!シフト)(?<!リモート)(?<!テレワーク)(?<!フルタイム)(?<!パート)(?:で(?:は|も)?働いて|で働く|で働き|で勤務|に(?:は|も)?勤めて|に勤務|に入社|に就職|で仕事をして|で仕事して|で[^、。でにを]{1,10}の仕事を?(?:して|し)(?=て?(?:い|ま|る)))|勤務先は|勤め先は|の社員です"
            r"|(?:^|(?<=[、。!！])|(?<=今は)|(?<=いまは)|(?<=現在は)|(?<=最近は))(?:[\u30a0-\u30ffA-Za-z0-9&.\u4e00-\u9fff]{1,12}?)(?<!在宅)(?<!夜)(?<!日)(?<!リモート)(?<!テレワーク)勤務(?=$|[、。!！]|です|だ|中)"
        ),
    ),
    # ---- school, origin ---------------------------------------------------------------------
    Rule(
        "field of study",
        _P,
        _r(
            rf"\bmy major is\b|\bi(?:'ve| have)?{_EN_ADV} (?:switched|changed) my major to\b|\bi(?:'m| am)?{_EN_ADV} (?:study|studying)\s+(?!(?:at|in|for|to|with|abroad|hard|online|together|on|from|the|my|a|an|every|all|late|english|spanish|french|german|italian|japanese|chinese|mandarin|cantonese|korean|portuguese|russian|arabic|hindi|dutch|swedish|greek|turkish|polish|hebrew|latin)\b)(?-i:[a-zA-Z])|\bj'étudie{_FR_ADV}\s+(?:le |la |l')(?!(?:anglais|espagnol|allemand|italien|japonais|chinois|arabe|russe|portugais|coréen)\b)|\bi(?:'m| am)? ?(?:now )?major(?:ing)? in\b|\bich studiere (?!(?:jetzt |inzwischen |nun |seit \S+ |wieder )?(?:an|in)\b)|\bmein studienfach ist\b|\bje suis en (?:licence|master) d[e']|\bje fais des études de\b|\bestudio (?!en\b)(?:la carrera de )?|\bestoy estudiando (?!(?:en|para|mucho|a|con|ahora)\b)|\bmi carrera es\b|我的专业是|我(?:学的|读的)是[^，。]{{1,10}}专业|我(?:学|读)[^，。]{{1,10}}专业|専攻は"
        ),
        _field_or_school,
    ),
    Rule(
        "school",
        _P,
        _r(
            rf"\bi{_EN_ADV} (?:study|studying) at\b|\bi(?:'m| am){_EN_ADV} (?:studying|enrolled|a student|a freshman|a sophomore|a junior|a senior) at\b|\bi{_EN_ADV} (?:go|attend) (?:to )?[A-Za-z .]{{1,40}}?(?:university|college|school|academy|uni)\b|\bich studiere{_DE_ADV}\s+(?:an|in)\b|\bj'étudie{_FR_ADV}\s+(?:à|a|en)\b|\bje suis étudiante? (?:à|a|en)\b|\b(?:estudio|estoy estudiando){_ES_ADV}\s+en\b|\b(?:voy|asisto) a la (?:universidad|uni|facultad|escuela)\b|{_ZH_I}{_ZH_ADV}在[^，。,.]{{1,15}}?(?:上学|读书|读大学|念书|读研|读博|上大学|读本科|读高中)|{_ZH_I}{_ZH_ADV}(?:转到|转学到|转学去|考上了?|考进了?|去了?)[^，。,.]{{1,15}}?(?:上学|读书|读大学|念书|读研|读博|上大学|读本科|读高中|大学|学院)|\b(?:ich bin|bin ich|ich habe|habe ich){_DE_ADV}\s+(?:an die|an der|auf die|zur|an eine) (?:[\w-]+ ){{0,3}}?(?:uni|universität|hochschule|fh|tu|schule|akademie)\b.{{0,30}}\bgewechselt\b|に通っています|に通っている|大学の学生|に転校|に編入"
        ),
    ),
    Rule(
        "birthplace",
        _P,
        _r(
            r"\bi was born in\b|(?:^|(?<=[,;.!?] )|\band |\bbut )(?:was )?born (?:and (?:raised|bred) )?in\b|\bgeboren (?:bin|wurde) ich\b[^.,;]{0,20}? in\b|(?:^|\bmais )nee? (?:a|en|au)\b|\bnacid[oa] en\b|生まれは(?=[^、。]{1,10}(?:です|だ|$|[、。]))|出生地是|\bich bin in \S+(?: \S+)? geboren\b|\bje suis née? (?:à|a|en|au)\b|\bnací en\b|我出生(?:在|于)|我是?在[^，。,.]{1,10}出生|(?:で|に)生まれ|(?:^|(?<=[、。は]))(?![\d０-９]+年)[^、。\s]{1,8}?生まれ(?=です|だ|$|[、。!！]|の)"
        ),
        _born,
        stative=False,
    ),
    Rule(
        "hometown",
        _P,
        _r(
            r"\bi grew up in\b|\bi was (?:raised|brought up) in\b|(?:^|(?<=[,;.!?] )|\band |\bbut )(?:grew up|was raised|raised)(?: mostly| mainly| partly| mostly| largely)? in\b|\baufgewachsen bin ich\b[^.,;]{0,20}? in\b|\bme crie en\b|(?:^|[，,])在[^，。,.]{1,10}长大|育ちは|(?:^|(?<=[、。は]))[^、。\s]{1,8}?育ち(?=です|だ|$|[、。!！]|の)|\bmy hometown is\b|\bich bin\b(?: [\wäöüß]+){0,3}? in \S+(?: \S+)? aufgewachsen\b|\bmeine heimatstadt ist\b|\bj'ai grandi (?:à|a|en|au)\b|\bma ville natale (?:est|c'est)\b|\bcrecí en\b|\bmi ciudad natal es\b|我(?:是)?在[^，。,.]{1,10}长大|我的家乡是|我老家(?:是|在)|で育ち|で育った|地元は"
        ),
        stative=False,
    ),
    Rule(
        "origin",
        _P,
        _r(
            rf"\bi(?:'m| am){_EN_ADV} (?:originally )?from\b|\bi come from\b|\bich komme{_DE_ADV}\s+(?:ursprünglich )?aus\b|\bich stamme aus\b|\bje viens{_FR_ADV}\s+(?:de |d'|du |des )(?!(?:m'|me |s'|se )?\w+(?:er|ir|re)\b)|\bje suis originaire\b|\b(?:soy|vengo){_ES_ADV}\s+(?:originalmente )?(?:de|del)\b|我来自|我是(?!(?:好|坏|老实|普通|怪|懒|穷|有钱|文化|读书|年轻|成年|老|俗|闲|忙|外星|机器|社恐|一个|个)人)(?![^，。,.]{{0,6}}的人)[\u4e00-\u9fff]{{1,6}}人(?:$|[，。,.])|出身(?:です|だ|は)|の出身"
        ),
        stative=False,
    ),
    # ---- favourites and other single-valued preferences ----------------------------------
    Rule(
        "favourite",
        _PREF,
        _r(
            rf"(?:\bmy |^)(?:all-time )?(?:favou?rite|fave|fav) (?P<x>[a-z][a-z -]{{1,30}}?)(?: (?:these days|right now|at the moment|now|currently|nowadays|lately|of all time|ever))? is\b|\bmein(?:e|en)? lieblings(?P<x2>[a-zäöüß]+){_DE_ADV} ist\b|\b(?:mon|ma) (?P<x3>[\w-]+) préférée?{_FR_ADV},? (?:est|c'est)\b|\bmi (?P<x4>[\w-]+) (?:favorit[oa]|preferid[oa]){_ES_ADV} es\b|我(?:现在|目前)?最喜欢的(?P<x5>[^是，。]{{1,8}})是|(?:一番|いちばん)?好きな(?P<x6>[^はがを、。]{{1,8}})(?:は|です)"
        ),
        _favourite,
    ),
    Rule(
        "timezone",
        _P,
        _r(
            rf"\bmy time ?zone is\b|\bi(?:'m| am|'ve been|'re| are){_EN_ADV} (?:in|on|using) (?:the )?(?:[\w/+-]+ ){{0,3}}?(?:time ?zone|time\b|{_TZ})|\b(?:meine|die) zeitzone ist\b|\bich bin{_DE_ADV}\s+(?:in der|auf) [\w ]{{1,30}}zeitzone\b|\bich (?:bin|lebe){_DE_ADV}\s+(?:in|auf) (?:der )?{_TZ}\b|\bmon fuseau(?: horaire)? (?:est|c'est)\b|\bje suis{_FR_ADV}\s+(?:à l'heure|a l'heure|sur l'heure|sur le fuseau|en heure)\b|\bmi zona horaria es\b|\bestoy{_ES_ADV}\s+(?:en|con) (?:la )?(?:hora|zona horaria)\b|我的时区是|我(?:现在|目前)?(?:在|用|是)[^，。]{{0,8}}(?:时区|时间)|タイムゾーンは|時間帯は|時間で生活"
        ),
    ),
    Rule(
        "current project",
        _P,
        _r(
            rf"\bmy (?:current|main|latest|big|side) project(?: right now| these days| at the moment)? is\b|\bi(?:'m| am){_EN_ADV} (?:working on|building|writing|developing|focused on|busy with) (?:a|an|my|this)\b|\bmein(?:e)? (?:aktuelles|derzeitiges|momentanes|neues) projekt ist\b|\b(?:ich arbeite|arbeite ich){_DE_ADV}\s+(?:gerade |momentan |derzeit )?(?:[\w-]+ ){{0,5}}?an (?:einem|einer|meinem|meiner)\b|\bmon (?:projet|projet principal)(?: du moment| actuel| en cours)?,? (?:est|c'est)\b|\bje (?:travaille|bosse){_FR_ADV}\s+sur (?:un|une|mon|ma)\b|\bmi proyecto(?: actual| principal| del momento)? es\b|\bestoy{_ES_ADV}\s+(?:trabajando en|enfocad[oa] en|centrad[oa] en|metid[oa] en) (?:un|una|mi)\b|我(?:现在|目前)?(?:在做|负责|做的)[^，。]{{0,20}}项目|我(?:现在|目前)?负责的项目|项目换成|(?:今|現在)(?:は)?[^、。]{{0,10}}プロジェクト|プロジェクトは"
        ),
    ),
    Rule(
        "car",
        _P,
        _r(
            rf"\bi{_EN_ADV} drive an? \b|\bmy (?:new |current )?(?:car|ride) is\b|\bich fahre{_DE_ADV}\s+(?:jetzt\s+)?(?:einen|ein|eine)\b|\bfahre? ich{_DE_ADV}\s+(?:einen|ein|eine)\b|\bmein (?:auto|wagen) ist\b|\bje (?:conduis|roule){_FR_ADV}\s+(?:une?|en)\b|\bma voiture (?:est|c'est)\b|\b(?:conduzco|manejo){_ES_ADV}\s+(?:un|una)\b|\bmi (?:coche|carro|auto) es\b|我(?:现在|目前)?开的是|我的车是|車は|(?:に|へ)乗って(?:い|る|ま)|車を[^、。]{{1,20}}に(?:買い替え|乗り換え)"
        ),
        _not_a_bike,
    ),
    Rule(
        "car",
        _P,
        _r(
            rf"\bi{_EN_ADV} drive (?:{_CAR_BRANDS})\b|\bi(?:'ve| have)?{_EN_ADV} (?:got|have|own|bought|switched to|traded (?:it |my car )?in for) (?:a |an |my )?(?:new |used )?(?:{_CAR_BRANDS})\b|{_ZH_I}{_ZH_ADV}(?:开|换了|买了|换成)(?:一辆|辆)?(?:{_CAR_BRANDS})|(?:{_CAR_BRANDS})に(?:乗って|買い替え|乗り換え)"
        ),
        gate=_CAR_GATE,
    ),
    Rule(
        "phone",
        _P,
        _r(
            r"\bmy (?:current |new |work |personal |private |own )?(?:phone|smartphone|mobile|cell) is\b|\bmein (?:handy|smartphone|telefon) ist\b|\bmon (?:téléphone|portable|smartphone|tel) (?:est|c'est)\b|\bmi (?:móvil|teléfono|celular|smartphone) es\b|我的手机是|我(?:现在|目前)?用的(?:手机)?是|スマホは|携帯は"
        ),
        _phone,
    ),
    Rule(
        "phone",
        _P,
        _r(
            rf"(?:\bi|\bich|\bj'|^|\b(?:tengo|uso|bin|je|me)\b|我|私|(?<=[，,。；;])(?:现在|目前|如今)?在?用)[^.,;!?。，、]{{0,30}}?(?:{_PHONE_BRANDS})(?![^，。,.]{{0,4}}(?:上班|工作|实习|裁|入职|离职|员工|で働|に勤め|に入社))|(?:{_PHONE_BRANDS})[^、。]{{0,12}}(?:を使って|を使ってる|にした|に機種変更|に買い替え|に替え|に変え|です)"
        ),
        _phone,
        gate=_PHONE_GATE,
    ),
    Rule(
        "car",
        _P,
        _r(
            rf"(?:{_SWITCH})[^.,;!?。，、]{{0,30}}?(?:{_CAR_BRANDS})|(?:{_CAR_BRANDS})[^.,;!?。，、]{{0,30}}?(?:{_SWITCH})|\b(?:sold|verkauft|vendu|vendí) (?:the |my |mein(?:en)? |ma |mon |mi )?(?:car|auto|voiture|coche|{_CAR_BRANDS})\b"
        ),
        stative=False,
        gate=_r(rf"{_CAR_BRANDS}|\b(?:car|auto|voiture|coche)\b"),
    ),
    # Studying, said without a school ("我在读研", "我还在上大学"): the user is a student, as
    # "I'm a student" says (a school named is the school: "我在浙大读书").
    Rule(
        "occupation",
        _P,
        _r(
            r"(?:^|我|[，,])(?:现在|目前|还)?(?:在)?(?:读研|读博|读研究生|读本科|上大学|读大学)(?:呢|中)?(?:[，,。！!]|$)"
        ),
    ),
    # Living together with someone, in Chinese ("我和女朋友住一起", "跟爸妈住在一起").
    Rule(
        "household",
        _P,
        _r(r"(?:和|跟)[^，。,]{1,8}?(?:住一起|住在一起|一起住|合租)"),
    ),
    # An age reached, in Chinese ("上个月满29了", "刚满30岁").
    Rule(
        "age",
        _P,
        _r(
            r"(?:^|[，,。]|我|刚|已经|上个月|昨天|今天)满(?:\d{1,3}|[一二三四五六七八九十]{1,3})(?:岁|周岁)?了?(?:[，,。！!]|$)"
        ),
        stative=False,
    ),
    # The company named as "my company is …" in Japanese ("会社は楽天です", "職場はABC商事"):
    # a name (katakana, Latin) or an organisation noun, not an adjective ("会社は遠いです").
    Rule(
        "employer",
        _P,
        _r(
            r"^(?:私の|僕の|俺の)?(?:会社|職場|勤務先|勤め先)は(?:[\u30a0-\u30ffA-Za-z0-9&.\s-]{2,20}|"
            r"(?!大変|有名|好き|嫌い|静か|綺麗|近所|駅前|遠|近)[\u4e00-\u9fff\u30a0-\u30ff]{2,10}|"
            r"[^、。]{1,12}(?:社|銀行|商事|病院|役所|大学|店|工場|事務所))(?:です|だ|。|$)"
        ),
    ),
    # Settling into a new home, said with its own verbs ("on vient d'emménager à Toulouse",
    # "j'ai emménagé à Brest", "引っ越して今は札幌です", "引っ越して、今は福岡住み").
    Rule(
        "residence",
        _P,
        _r(
            r"\b(?:on|nous|je|j'|tout juste)\s*(?:vient|viens|venons|viennent) d'(?:emménager|emmenager|"
            r"déménager|demenager|arriver) (?:à|a|au|en|sur|dans)\s+(?-i:[A-Z])"
            r"|\b(?:j'ai|on a|nous avons) (?:emménagé|emmenage) (?:à|a|au|en|sur|dans)\s+(?-i:[A-Z])"
            r"|引っ越し(?:て|ました|た)[、。,]?\s*(?:今は|いまは|現在は)[^、。！!]{1,12}?(?:です|だ|に住|住み|在住)"
        ),
        stative=False,
    ),
    # A new car named with its make ("got a new car, a Kia", "neues Auto: ein Skoda", "nouvelle
    # voiture, une Clio", "coche nuevo, un Seat", "新车是比亚迪", "新しい車はプリウス").
    Rule(
        "car",
        _P,
        _r(
            rf"\b(?:new|neues|neuen|nouvelle|nuevo|nueva) (?:car|auto|wagen|voiture|coche|carro)\b[^.;!?]{{0,25}}?(?:{_CAR_BRANDS})"
            rf"|\b(?:coche|carro|auto) (?:nuevo|nueva)\b[^.;!?]{{0,25}}?(?:{_CAR_BRANDS})"
            rf"|(?:新车|新しい車)[^。！!]{{0,10}}?(?:{_CAR_BRANDS})"
        ),
        stative=False,
        gate=_CAR_GATE,
    ),
    Rule(
        "phone",
        _P,
        _r(
            rf"(?:{_SWITCH})[^.,;!?。，、]{{0,30}}?(?:{_PHONE_BRANDS})|(?:{_PHONE_BRANDS})[^.,;!?。，、]{{0,30}}?(?:{_SWITCH})"
        ),
        _phone,
        stative=False,
        gate=_PHONE_GATE,
    ),
    Rule(
        "occupation",
        _P,
        _r(
            r"\b(?:got |been |was |just got )?promoted to\b|\bich (?:wurde|bin)\b.{0,30}\bzu[mr]? \S+(?: \S+)? befördert\b|\bj'ai été promue?\b|\bje suis passée? (?:au poste de|chef)\b|\bme (?:ascendieron|promovieron) a\b|升职(?:做|当|为|成)|晋升为|被提拔为|に昇進|に昇格"
            # a title reached, said with its own verb ("made senior accountant", "made
            # partner", "passé responsable régional", "ascendí a jefa", "当上了主管",
            # "課長になりました")
            r"|(?:^|\bi |\bjust |\bfinally |\bofficially )(?:got |was |been )?(?:made|became|become) (?:a |an |the )?(?:senior|lead|head|chief|principal|staff|associate|partner|manager|director|supervisor|team lead|vp|vice president|deputy|assistant manager|foreman)\b"
            r"|(?:^|\bje suis |\bj'suis |\bchui )passee? (?:au poste de |chef|cheffe|responsable|directeur|directrice|manager|superviseur|superviseuse|senior|adjointe?|gerante?|cadre|titulaire|associee?|coordinat|contremaitre)"
            r"|\b(?:ascend[ií] a|me hicieron|ya soy|ahora soy) (?:jef[ea]|encargad[oa]|gerente|supervisor[a]?|coordinador[a]?|director[a]?|subdirector[a]?|socio|socia|capataz)\b"
            r"|(?:升(?:为|任|到)?|当上了?|提拔(?:成|为)?|升职成?)(?:了)?(?:主管|经理|组长|总监|主任|店长|科长|部长|副总|合伙人|领班|队长|处长|局长|校长|主编)"
            r"|(?:課長|部長|係長|主任|店長|マネージャー|リーダー|チーフ|副店長|次長|室長|所長|支店長|工場長|班長|主査|教頭|校長)(?:に|へ)(?:なり|なった|就任|昇格|昇進)"
        ),
        stative=False,
    ),
    Rule(
        "employer",
        _P,
        _r(
            rf"\b(?:i(?:'ve| have)? )?quit (?-i:[A-Z])|\bj'ai quitté (?-i:[A-Z])\S+ pour\b|\b(?:dejé|deje) (?-i:[A-Z])\S+ (?:por|para irme a)\b|(?:^|[,;]\s*|\band )(?:just )?started (?:at|with) (?-i:[A-Z])|\bich (?:habe|hab){_DE_ADV}\s+zu .{{1,40}}?gewechselt\b|从[^，。]{{1,12}}跳槽"
        ),
        stative=False,
    ),
    Rule(
        "residence",
        _P,
        _r(
            r"(?-i:[A-Z])[\w .'-]{1,30}? is (?:my )?home(?: now)?\b|\bhome is (?:now )?(?-i:[A-Z])|我家(?:现在|已经|刚|也)*(?:搬到|搬去|搬回|搬家到)"
        ),
        stative=False,
    ),
    Rule(
        "age",
        _P,
        _r(
            rf"(?:^|[,;]\s*)(?:just )?turned {_EN_NUM}\b|\bmy \d{{1,3}}(?:st|nd|rd|th) birthday\b|\bmeinen \d{{1,3}}\. geburtstag\b|\bmes \d{{1,3}} ans\b|\bmis \d{{1,3}} años\b|{_CJK_NUM}岁生日|{_CJK_NUM}(?:歳|才)(?:になりました|になった|の誕生日を迎え)"
        ),
        stative=False,
    ),
    Rule(
        "diet",
        _PREF,
        _r(
            rf"(?:^|(?<=[.,;!?])\s*)(?:eating|eat) (?:meat|fish|chicken) again\b|\b(?:so|now|and|i'm|im)\s+(?:a |an |fully |strictly )?{_EN_DIET}(?: now)?\b|(?:^|[,;]\s*)(?:now )?{_EN_DIET}(?: now)?(?=$|[,.;!])|\b(?:started|start|am|i'm|back to) eating (?:meat|fish|chicken) again\b|\b(?:went|go|going|gone) back to eating (?:meat|fish|chicken)\b"
        ),
        stative=False,
    ),
    Rule(
        "current project",
        _P,
        _r(
            r"我(?:现在|目前)?的(?:主要)?项目是|我(?:现在|目前)?(?:在)?(?:写|做|开发|搞)[^，。]{1,15}(?:项目|小说|书|app|应用|游戏)"
        ),
        stative=False,
    ),
    # ---- more update phrasing (found by writing each attribute's updates out in full) ----
    Rule(
        "residence",
        _P,
        _r(
            rf"\bi(?:'m| am){_EN_ADV} an? (?-i:[A-Z])[\w.'-]*(?: (?-i:[A-Z])[\w.'-]*)* (?:resident|local)\b|\b(?:bought|rented|got|found) (?:a |an |our |my )?(?:new |own )?(?:house|flat|apartment|place|condo|home) in\b|(?:^|(?<=[.,;!?])\s*)(?:a |my |our )?(?:new|own) (?:house|flat|apartment|place|condo|home) in (?-i:[A-Z])|(?:^|(?<=[.,;!?])\s*)(?:eine |meine |unsere )?(?:neue|eigene) (?:wohnung|bude) in (?-i:[A-Z])|(?:^|(?<=[.,;!?])\s*)(?:ein |unser |mein )?(?:neues|eigenes) haus in (?-i:[A-Z])|\b(?:nouvel|nouveau) (?:appart|appartement|logement|chez-moi) (?:à|a|en) (?-i:[A-Z])|\b(?:nuevo|nueva) (?:piso|casa|depa|departamento|apartamento) en (?-i:[A-Z])|(?:^|(?<=[.,;!?])\s*)(?:jetzt |nun |inzwischen )?in (?-i:[A-Z])\S*(?: \S+)? zu hause\b|\bi(?:'m| am){_EN_ADV} renting (?:a \w+ )?in\b|\b(?:rento|alquilo|arriendo) (?:un|una) \w+(?: \w+)? en\b|\bje loue (?:un|une) \w+(?: \w+)? (?:à|a|en|au)\b|\bich miete (?:eine|ein|einen) \w+(?: \w+)? in\b|\b(?:haus|wohnung|eigentumswohnung) in \S+(?: \S+)? gekauft\b|\b(?:neuer wohnort|new (?:city|address|home town)|nouvelle (?:ville|adresse)|nueva (?:ciudad|dirección))\b|\bllevo \S+(?: \S+)? viviendo en\b|\bje viens d'emménager\b|\bje viens de m'installer\b|\b(?:j'ai|on a|nous avons) déménagé(?=\s*(?:$|[,.;!]))|\b(?:nos fuimos|me fui|nos vinimos|me vine) a vivir\b|(?:^|\bich )bin\b.{{0,40}}?\b(?:nach|in|ins)\b.{{1,40}}?\b(?:gezogen|umgezogen)\b|に移り(?:ました|まし|た|住)|に移った|に越して|我们家(?:现在|已经|刚|也)*(?:搬到|搬去|搬回|搬家到)"
        ),
        stative=False,
    ),
    Rule(
        "employer",
        _P,
        _r(
            rf"\b(?:i'm|i am) (?:unemployed|between jobs|out of work|job hunting|looking for (?:a )?work)\b|(?:^|(?<=[.,;!?])\s*)(?:currently |still |now )?(?:unemployed|between jobs|out of work)\b|\bi(?:'ve| have)?{_EN_ADV} (?:lost my job|quit my job|left my job|been laid off|got laid off|was laid off|got fired|been let go)\b|^(?:now |currently )?work(?:ing)? (?:at|for) (?-i:[A-Z])|\b(?:laid me off|let me go)\b|\b(?:bin ich|ich bin|und bin|^bin){_DE_ADV}\s+(?:jetzt |inzwischen |seit \S+ )?bei (?:der |dem |den )?(?!(?:Oma|Opa|Mama|Papa|Mutti|Vati|Tante|Onkel|Eltern|Freunden|Freundin|Freund|Schwester|Bruder|Arzt|Ärztin|Zahnarzt|Friseur)\b)(?-i:[A-Z])|\b(?:den|meinen) job gewechselt\b|\bich (?:habe|hab)\b[^.,;!?]{{0,30}}\bbei (?-i:[A-Z])\S*[^.,;!?]{{0,20}}\bgekündigt\b|\bmir wurde\b[^.,;!?]{{0,20}}\bgekündigt\b|\bich wurde\b[^.,;!?]{{0,30}}\b(?:entlassen|gefeuert|gekündigt)\b|クビにな|解雇され|リストラされ|\bje suis{_FR_ADV}\s+chez (?-i:[A-Z])|(?:离职|辞职|跳槽|换工作|换了工作|换了份工作|被裁|失业)|我?被[^，。,.]{{1,8}}(?:裁|辞退|开除|解雇)|\b(?:me quedé sin trabajo|estoy sin trabajo|perdí mi trabajo)\b"
        ),
        stative=False,
        also=("occupation",),
    ),
    Rule(
        "employer",
        _P,
        _r(
            rf"\bi(?:'m| am) now (?:at|with) (?-i:[A-Z])|\bi(?:'m| am) (?:at|with) (?-i:[A-Z])[\w&.-]*(?: (?-i:[A-Z])[\w&.-]*)*,? now\b|\bi(?:'ve| have)?{_EN_ADV} transferred (?:schools |jobs )?to (?-i:[A-Z])|\bme (?:cambié|pasé) (?:a|al|a la) (?-i:[A-Z])|\bje suis (?:maintenant |désormais )?(?:à|a) (?-i:[A-Z])\w*(?: (?-i:[A-Z])\w*)* (?:maintenant|désormais)\b|我(?:现在|已经)?转到"
        ),
        _place_not_product,
        stative=False,
        also=("school",),
    ),
    Rule(
        "school",
        _P,
        _r(
            r"转学(?:去了?|到了?)|转到[^，。]{1,12}(?:大学|学院|读)|(?:大学|学院)に(?:編入|転学)|に編入|に転校|(?:大学|学校)を(?:変え|変わ|替え|移)|(?:大学|学校)が変わ"
        ),
        stative=False,
    ),
    Rule(
        "occupation",
        _P,
        _r(
            rf"\b(?:went back to work|started work|started working|now working|back at work|returned to work) as\b|\bi(?:'m| am){_EN_ADV} (?:a )?stay[- ]at[- ]home (?:mom|mum|dad|parent|mother|father)\b|\bi{_EN_ADV} work for myself\b|\bje (?:suis|me suis mise?|me suis mis){_FR_ADV}\s+à mon compte\b|\btrabajo por mi cuenta\b|\bje suis (?:devenue?|passée?)\s+(?:une? )?(?P<np>[\w'-]+)"
        ),
        _occupation_or_fr_job,
        stative=False,
    ),
    # A job taken or accepted, in each language's words ("I took the job at Pfizer", "Ich
    # habe den Job bei Siemens angenommen", "j'ai accepté le poste chez Airbus", "我接受了
    # 腾讯的offer").
    Rule(
        "employer",
        _P,
        _r(
            r"\bmy (?:new |current )?(?:job|position|role) is (?:at|with)\b|\b(?:den|einen|die) (?:job|stelle|posten|position) bei (?-i:[A-Z])\S*[^.,;!?]{0,20}\bangenommen\b|\bj'ai accepté (?:le|un) (?:poste|job|travail|emploi) (?:chez|à|a)\b|\bj'ai accepté l'offre (?:de|d')\b|\b(?:acepté|tomé) (?:el|un) (?:trabajo|puesto|empleo) (?:en|de)\b|(?:接受|拿到|收到)了?[^，。,.]{1,10}的\s?offer"
        ),
        _employer,
        stative=False,
    ),
    # A status said without its subject and verb, as chat drops them: the predicate opens
    # a clause, alone or with a word of now or of since ("mittlerweile geschieden, seit
    # Februar", "divorced now", "casada desde 2019", "célibataire depuis mars",
    # "vegetarian since 2015", "Veganerin seit Jahren"). Another person's status is read
    # before (:func:`_about_someone`), so what is left is the user's.
    Rule(
        "relationship",
        _P,
        _r(
            rf"(?:^|(?<=[.,;!?])\s*)(?:{_STATUS_NOW}\s+)+{_STATUS}(?=\s*(?:$|[.,;!]|{_STATUS_SINCE}\b))"
            rf"|(?:^|(?<=[.,;!?])\s*){_STATUS}\s*,?\s*{_STATUS_SINCE}\b"
            # the status alone is the whole statement ("divorced!!")
            rf"|^{_STATUS}\s*[.!]*$"
        ),
    ),
    Rule(
        "diet",
        _PREF,
        _r(
            rf"(?:^|(?<=[.,;!?])\s*)(?:(?:now|fully|strictly|mostly|jetzt|komplett|streng|"
            rf"maintenant|ahora)\s+)*(?:{_EN_DIET}|vegetarier(?:in)?|veganer(?:in)?|"
            rf"pescetarier(?:in)?|végétarien(?:ne)?|végétalien(?:ne)?|végane?|pescétarien(?:ne)?|"
            rf"vegetarian[oa]|vegan[oa]|pescetarian[oa])"
            rf"\s+(?:since|for|seit|depuis|desde|hace)\b"
            # the time first: "seit Januar vegan", "since may vegetarian"
            rf"|(?:^|(?<=[.,;!?])\s*)(?:since|seit|depuis|desde) \S+(?: \S+)? (?:{_EN_DIET}|"
            rf"vegetarier(?:in)?|veganer(?:in)?|vegetarisch|végétarien(?:ne)?|végane?|"
            rf"vegetarian[oa]|vegan[oa])(?=\s*(?:$|[.,;!]))"
            # "je suis passée vegan"
            rf"|\bje suis passée? (?:végane?|vegan|végétarien(?:ne)?|végétalien(?:ne)?)\b"
        ),
        stative=False,
    ),
    # The year of study names the school ("third year history at UCL", "大学3年です";
    # :mod:`agents.topic_studies`).
    Rule("school", _P, SCHOOL_YEAR),
    # The user's own wedding in English idiom.
    Rule("relationship", _P, _r(r"\b(?:we|i) (?:just )?tied the knot\b"), stative=False),
    # Teaching a grade or at a school is a teacher's job ("I teach third grade").
    Rule(
        "occupation",
        _P,
        _r(
            rf"\bi{_EN_ADV} teach (?:\w+ ){{0,2}}(?:grade|graders|kindergarten|high school|middle school|primary school|elementary school)\b|\bi{_EN_ADV} teach (?:\w+ ){{0,2}}at (?:a |the )?(?:\w+ )?(?:school|university|college)\b"
        ),
        stative=False,
    ),
    # Leaving one line of work for another ("I left teaching to become a chef").
    Rule(
        "occupation",
        _P,
        _r(
            rf"\b(?:left|quit) \S+(?: \S+)? to (?:become|be|work as|train as) (?:an? )?(?P<np>[a-z][a-z' -]{{1,60}}?){_EN_NP_END}"
        ),
        _en_job,
        stative=False,
    ),
    # Spanish changes of city, job and diet said with their own verbs.
    Rule(
        "residence",
        _P,
        _r(
            r"\b(?:me|nos) (?:cambié|cambiamos|mudé|mudamos|he cambiado|hemos cambiado) de (?:ciudad|casa|país|departamento|piso|barrio)\b|\b(?:estoy|estamos) radicad[oa]s? en\b"
        ),
        stative=False,
    ),
    Rule(
        "employer",
        _P,
        _r(
            r"\b(?:cambié|he cambiado) de (?:trabajo|empleo|chamba|curro|empresa)\b|\brenuncié\b|\bme (?:echaron|despidieron|corrieron)\b|\blaboro en\b"
        ),
        stative=False,
        also=("occupation",),
    ),
    Rule(
        "diet",
        _PREF,
        _r(r"\b(?:dejé|he dejado) de comer (?:carne|pescado)\b"),
        stative=False,
    ),
    # The working hours in the other five languages (English is the rule below).
    Rule(
        "work schedule",
        _P,
        _r(
            rf"\bich arbeite{_DE_ADV}\s+(?:nachts|tagsüber|in (?:der )?(?:nacht|früh|spät)schicht|im schichtdienst|(?:in )?teilzeit|(?:in )?vollzeit|nur vormittags|nur nachmittags|am wochenende)\b|\bje travaille{_FR_ADV}\s+(?:de nuit|de jour|à temps partiel|à mi-temps|à temps plein|le week-end|en horaires décalés)\b|\btrabajo{_ES_ADV}\s+(?:de noche|de día|por las noches|por las mañanas|a tiempo parcial|a tiempo completo|media jornada|jornada completa|los fines de semana|en el turno de (?:noche|día|mañana|tarde))\b|{_ZH_I}{_ZH_ADV}(?:改上|换成|上|值|倒)(?:夜班|白班|早班|晚班|中班|三班倒|两班倒)|(?:夜勤|日勤|早番|遅番)(?:で働|です|に(?:なり|変わ|移)|をして|のシフト)"
        ),
        stative=False,
    ),
    Rule(
        "occupation",
        _P,
        _r(r"(?P<np>[^、。\s]{1,12}?)に(?:就き|就い|就く|就職し)"),
        _ja_job,
        stative=False,
    ),
    Rule(
        "work schedule",
        _P,
        _r(
            r"\bi work (?:nights|days|night shifts?|day shifts?|weekends|evenings|mornings|part-time|full-time)\b|\b(?:switched|moved|changed) to (?:day|night|evening|morning|early|late) shifts?\b|^(?:i )?(?:switched|moved|changed|went|i'm back|back) (?:back )?to (?:days|nights|earlies|lates)\b|\bi(?:'m| am) (?:on|working) (?:the )?(?:day|night|evening|early|late) shifts?\b"
        ),
        stative=False,
    ),
    # The shift one is on, said with "back", "now" or no subject, in the six languages ("I'm
    # back on earlies from monday", "now working night shifts at …", "bin wieder in der Frühschicht", "je
    # suis repassé de jour", "vuelvo al turno de día", "又回到白班了", "日勤に戻りました").
    Rule(
        "work schedule",
        _P,
        _r(
            r"\bi(?:'m| am)(?: (?:now|back|currently|still))* on (?:the )?(?:days|nights|earlies|lates|(?:day|night|evening|morning|early|late|graveyard) shifts?)\b"
            r"|(?:^|(?<=[.,;!?])\s*)(?:now |currently |back )*(?:doing|working|on) (?:the )?(?:day|night|evening|morning|early|late|graveyard) shifts?\b"
            r"|\bback on (?:the )?(?:days|nights|(?:day|night|early|late) shifts?)\b"
            r"|\b(?:ich (?:bin|habe|hab|arbeite)|bin ich|habe ich)\b[^.,;!?]{0,20}?\b(?:in der |auf )?(?:nacht|früh|spät|tag)schicht\b"
            r"|\bje (?:suis|bosse|travaille)(?: de nouveau| maintenant| à nouveau)? (?:de nuit|de jour|en (?:poste|équipe) de (?:nuit|jour|matin|soir))\b|\bje (?:suis )?(?:repassée?|passée?|revenue?) (?:de|en) (?:nuit|jour)\b"
            r"|\b(?:estoy|vuelvo|volví|paso|pasé|me pasaron)(?: de nuevo| otra vez| ahora)? (?:en|al|a) (?:el )?turno de (?:noche|día|mañana|tarde)\b"
            r"|(?:^|(?<=[，,。！!]))(?:又|现在|目前|已经|最近)*(?:回到|改成|换到|调到|调回|改上|上)了?(?:夜班|白班|早班|晚班)"
            r"|(?:日勤|夜勤|早番|遅番)に(?:戻り|戻っ|戻った)"
        ),
        stative=False,
    ),
    Rule(
        "favourite",
        _PREF,
        _r(
            r"\b(?P<v>[\w'-]+(?: [\w'-]+){0,3}) (?:is|are) (?:now )?my (?:new )?(?:all-time )?(?:favou?rite|fave|fav) (?P<x>[a-z][a-z -]{1,30}?)(?: now)?(?=$|[.,;!?])"
        ),
        _favourite,
        stative=False,
    ),
    Rule(
        "diet",
        _PREF,
        _r(
            rf"\bback to (?:being )?(?:a |an )?{_EN_DIET}\b|^(?:i'm |i am |im )?going (?:fully |full )?{_EN_DIET}\b|\b(?:ahora|ya) soy (?:vegetarian[oa]|vegan[oa]|pescetarian[oa])\b|\bvolví a comer (?:carne|pescado|pollo)\b"
        ),
        stative=False,
    ),
    Rule(
        "age",
        _P,
        _r(
            rf"\b(?:ya )?tengo (?:\d{{1,3}})(?=$|[.,;!?])|(?:\bich bin|\bbin ich|^bin)\b[^.,;!?]{{0,30}}?\b{_DE_NUM}(?:\s+jahre?(?:\s+alt)?)?\s+geworden\b|\bi(?:'m| am) {_EN_NUM} as of\b"
        ),
        stative=False,
    ),
    Rule(
        "employer",
        _P,
        _r(
            rf"{_ZH_I}{_ZH_ADV}在(?!家|家里)[^，。,.]{{1,15}}?(?:做|当|干|负责)(?:后端|前端|开发|运营|产品|设计|销售|测试|研发|市场|财务|人事|客服|行政|法务|会计|算法|数据|技术|编辑|程序员|工程师"
            # Chinese chat names a job by its English letters ("在字节做PM")
            r"|(?:PM|HR|QA|UI|UX|BD|SRE|DBA|CTO|CEO|CFO|COO)(?![A-Za-z]))"
        ),
        stative=False,
        also=("occupation",),
    ),
    Rule(
        "age",
        _P,
        _r(
            rf"今年我?(?:满|刚满)?{_CJK_NUM}(?:岁|了)|我(?:今年)?(?:刚)?满{_CJK_NUM}(?:岁|了)|我(?:都|已经|也)?[1-9一二三四五六七八九][0-9十一二三四五六七八九]?了(?=$|[，。！!~～])"
        ),
        stative=False,
    ),
    Rule(
        "relationship",
        _P,
        _r(
            r"(?:领证|扯证|同居|奉子成婚)|(?:別れました|別れた|別れて|破局)|\bon s'est (?:quittés|quittées|séparés)\b|\bnous nous sommes quittés\b"
        ),
        stative=False,
    ),
    Rule(
        "diet",
        _PREF,
        _r(
            rf"{_ZH_I}{_ZH_ADV}(?:是)?(?:蛋奶素|纯素|全素|鱼素)|\bje mange (?:végétarien|végétalien|végan|vegan)\b|\bcomo (?:vegetarian[oa]|vegan[oa])\b|\bich ernähre mich (?:vegetarisch|vegan)\b"
        ),
        stative=False,
    ),
    Rule(
        "car",
        _P,
        _r(
            rf"提了(?:一辆|辆)|提车了|\b(?:i have|i've got|i own|j'ai|ich habe|ich hab|tengo|yo tengo)(?:{_EN_ADV}|{_DE_ADV}|{_FR_ADV}|{_ES_ADV})\s+(?:a|an|une?|einen|ein|eine|una?)\s+(?:new |nouvelle |nouveau |neuen |nuevo |nueva )?(?:{_CAR_BRANDS})\b"
        ),
        stative=False,
    ),
    Rule(
        "nickname",
        _P,
        _r(r"我的(?:网名|昵称|外号|小名)(?:叫|是|改成|换成)|(?:網名|ハンドルネーム)は"),
        stative=False,
    ),
    Rule(
        "residence",
        _P,
        _r(r"\bumzug nach\b|\bposé mes valises (?:à|a|en|au)\b|搬来|搬过来|搬回来"),
        stative=False,
    ),
    Rule(
        "field of study",
        _P,
        _r(rf"\bje fais{_FR_ADV}\s+des études de\b|学部(?:の学生|生|に在籍)|に転部|に転科"),
        stative=False,
    ),
    Rule(
        "native language",
        _P,
        _r(
            r"\bmy (?:native language|mother tongue|first language) is\b|\bmeine muttersprache ist\b|\bma langue maternelle est\b|\bmi (?:lengua materna|idioma materno) es\b|我的母语是|母語は"
        ),
    ),
    # ---- families found on text written by others ----------------------------------------
    # A job held since some time ("I've been head chef at …"): the present, by its tense.
    Rule(
        "occupation",
        _P,
        _r(
            rf"\bi(?:'ve| have){_EN_ADV} been (?:(?:an?|the) )?(?P<np>[a-z][a-z' -]{{1,60}}?){_EN_NP_END}"
        ),
        _en_job,
    ),
    # Enrolled in a degree at an institution: the school ("je suis en master à …").
    Rule(
        "school",
        _P,
        _r(
            rf"\bje suis{_FR_ADV}\s+en (?:licence|master|doctorat|thèse|prépa|bts|dut|but|l[123]|m[12]|(?:première|deuxième|troisième) année)\b[^.;!?]{{0,30}}?\b(?:à|a|au|aux)\b|\bi(?:'m| am|m){_EN_ADV} (?:doing|in|taking|finishing) (?:a |an |my )?(?:bachelor'?s|master'?s|masters|phd|doctorate|mba|degree|grad school|law school|med school)\b[^.;!?]{{0,30}}?\bat\b|\bich mache{_DE_ADV}\s+(?:meinen|den|einen|mein) (?:bachelor|master|doktor|abschluss)\b[^.;!?]{{0,30}}?\ban\b|\bestoy{_ES_ADV}\s+(?:haciendo|cursando|estudiando) (?:el |un |mi )?(?:grado|máster|master|doctorado|carrera|licenciatura)\b[^.;!?]{{0,30}}?\ben\b"
        ),
    ),
    # Moving back is moving ("je suis revenue vivre à …", "regresé a vivir a …"), and
    # living "there" / "here" is where one lives.
    Rule(
        "residence",
        _P,
        _r(
            rf"\bje suis{_FR_ADV}\s+(?:revenue?|rentrée?|retournée?|repartie?)\s+(?:vivre|habiter|m'installer|m'établir|m'etablir)\b|\b(?:j'habite|je vis){_FR_ADV}\s+(?:là-bas|ici)\b|\b(?:me regresé|regresé|volví|me volví|me devolví|me fui de vuelta)(?: a vivir)? (?:a|al|para) (?-i:[A-Z])|\b(?:vivo|estoy viviendo|vivimos){_ES_ADV}\s+(?:allá|allí|aquí|acá)\b|\b(?:i'm|i am|im) (?:living|based) (?:there|here) now\b|\bich (?:wohne|lebe){_DE_ADV}\s+(?:wieder |jetzt )*(?:dort|hier)\b(?=\s*(?:$|[.,;!?]))"
        ),
        stative=False,
    ),
    # The clock one lives by, named as a regional time ("uso la hora peninsular", "東部時間").
    Rule(
        "timezone",
        _P,
        _r(
            r"\b(?:uso|tengo|sigo|me rijo por|vivo con) (?:la |el )?(?:hora|horario)\b|\bj'(?:utilise|ai|vis à) l'heure\b|\bich (?:nutze|habe|lebe nach) (?:die )?(?:\S+ )?\S*zeit\b(?=\s*(?:$|[.,;!?]))|(?:日本|東部|西部|中部|太平洋|山岳部?|欧州|中央ヨーロッパ|イギリス|グリニッジ|[^\s、。]{1,6}標準)時間(?:です|だ|で|に|$|。)|(?:北京|东部|西部|中部|太平洋|格林尼治|东[一二三四五六七八九]区)时间|我(?:现在|目前)?(?:在|用)东[一二三四五六七八九]区"
        ),
    ),
    # The user's laptop, by its maker or model ("I use a ThinkPad", "it's a MacBook now");
    # the work machine and the own one are two ("laptop" / "work laptop").
    Rule(
        "laptop",
        _P,
        _r(
            rf"(?:\bi\b|\bmy\b|\bich\b|\bmein|\bj'|\bje\b|\bmon\b|\bmi\b|\b(?:uso|tengo)\b|我|私)[^.;!?。]{{0,40}}?(?:{_LAPTOP_BRANDS})"
        ),
        _laptop,
        gate=_r(_LAPTOP_BRANDS),
    ),
    # The computer named with its noun, as Chinese and Japanese say it ("我电脑是联想小新",
    # "ノートPCはMacBook Air M3です"): a make or a model in Latin letters after it.
    Rule(
        "laptop",
        _P,
        _r(
            r"(?:^|我的?|(?<=[，,。]))(?:电脑|笔记本(?:电脑)?)(?:是|用的是)"
            r"(?=[^，。]{0,6}?(?:[A-Za-z]|联想|华为|小米|戴尔|惠普|华硕|苹果|宏碁|拯救者|荣耀))"
            r"|^(?:私の|僕の|俺の)?(?:パソコン|ノートpc|ノートパソコン|pc|ノート)(?:は)"
            r"(?=[^、。]{0,6}?[A-Za-z]|[^、。]{0,6}?(?:レッツノート|ダイナブック))"
        ),
        _laptop,
    ),
    # ---- families found on the third integrity round ---------------------------------
    # A school by its kind of name ("I go to Hillcrest High"), a school year ("早稲田の3年
    # です"), and changing schools said as such ("j'ai changé de fac", "me cambié de uni").
    Rule(
        "school",
        _P,
        _r(
            rf"\bi{_EN_ADV} (?:go|attend) (?:to )?(?-i:[A-Z])[\w.'-]*(?: (?-i:[A-Z])[\w.'-]*)* (?:high|elementary|prep|middle|grammar|secondary)\b|(?<![\d年月日])の[1-6一二三四五六]年(?:生)?(?:です|だ|。|$)"
        ),
    ),
    Rule(
        "school",
        _P,
        _r(
            rf"\b(?:started|starting|at|in|back at|off to) (?:uni|university|college|grad school|law school|med school|medical school) (?:at|in) (?-i:[A-Z])|\bje suis{_FR_ADV}\s+(?:à la|a la|en) fac\b|\bestoy{_ES_ADV}\s+en la (?:uni|universidad|facultad|facu)\b|{_ZH_I}{_ZH_ADV}(?:考上了?|考进了?|被[^，。,.]{{1,10}}录取)|(?:^|(?<=[、。]))(?:大学|大学院|高校|学校)は[^、。\s]{{0,11}}[^、。\sいなくた](?:です|だ)(?=$|[。!！〜~])"
        ),
    ),
    Rule(
        "school",
        _P,
        _r(
            r"\bj'ai changé (?:de fac|de faculté|d'école|d'université|d'universite|de lycée|de collège|d'établissement)\b|\b(?:me|nos) (?:cambié|cambie|he cambiado) de (?:uni|universidad|escuela|facultad|colegio|instituto|prepa|insti)\b|\b(?:die )?(?:uni|universität|hochschule|schule) gewechselt\b|\b(?:switched|changed|transferred) (?:schools|universities|unis|colleges)\b"
        ),
        stative=False,
    ),
    # The change said without "I", or with the partner as "me and X" ("got married in june",
    # "me and my gf broke up", "we split last month").
    Rule(
        "relationship",
        _P,
        _r(
            r"(?:^|(?<=[.,;!?])\s*)(?:just |finally |recently |officially )?(?:got|getting) (?:married|engaged|divorced|hitched|remarried)\b|(?:^|(?<=[.,;!?])\s*)(?:just |finally )?(?:broke up|split up) with\b|\b(?:me and (?:my )?\w+|\w+ and me|we) (?:just |finally |recently |officially )?(?:broke up|split up|split(?=\s*$|\s*[.,;!?]| (?:last|in|after|this|for good|months?|weeks?|years?)\b)|separated|got married|got engaged|got divorced)\b|\bi(?:'ve| have)? (?:got |have )?(?:a )?(?:gf|bf)\b"
        ),
        stative=False,
    ),
    # Breaking up and getting together in French and Spanish chat ("on a rompu", "on s'est
    # mis ensemble", "lo dejamos", "ya no estoy con mi novio").
    Rule(
        "relationship",
        _P,
        _r(
            r"(?:和|跟|与)(?:男朋友|女朋友|男友|女友|对象|老公|老婆)分了|\b(?:on a|nous avons|j'ai) rompu\b|\bon s'est mise?s? ensemble\b|\bon est ensemble\b|\b(?:lo|la) dejamos\b|\bya no estoy con (?:mi )?(?:novi[oa]|pareja|espos[oa]|marido|mujer)\b|\bcorté con (?:mi )?(?:novi[oa]|pareja)\b|\bje ne suis plus avec (?:mon|ma)\b|\bich bin nicht mehr mit\b"
            # a breakup said by the partner's name ("c'est fini avec Léo", "se acabó con Iker")
            r"|\bc'est (?:fini|terminé) avec (?:(?-i:[A-Z])|mon |ma )|\bit'?s over (?:with|between) (?:(?-i:[A-Z])|me and |my )|\bschluss mit (?:(?-i:[A-Z])|meine[mr]? )|\bes ist aus mit (?-i:[A-Z])|\b(?:terminé|corté|rompí) con (?-i:[A-Z])|\bse acabó con (?:(?-i:[A-Z])|mi )"
        ),
        stative=False,
    ),
    # A status said without its subject ("single now i guess", "divorce was finalized"),
    # and Chinese chat words for being single ("母胎solo", "单身狗").
    Rule(
        "relationship",
        _P,
        _r(
            r"(?:^|(?<=[.,;!?])\s*)(?:happily |newly |officially |finally )?(?:single|married|engaged|divorced|separated|widowed)(?= now\b| again\b| as of\b|\s*$|\s*[.,;!?])|\b(?:my |the |our )?divorce (?:was|is|got|has been|went) (?:finali[sz]ed|final|through|official)\b|母胎(?:solo|单身)|单身狗|一直(?:是)?单身|还是单身"
        ),
        stative=False,
    ),
    # A home of one's own, with no place named ("got my own place", "hab jetzt ne eigene
    # Wohnung", "j'ai mon propre appart"): the kind of home, as "I live in a shared flat".
    Rule(
        "housing",
        _P,
        _r(
            r"(?:\b(?:i got|i have|i've got) (?:my own|a place of my own)(?: place| flat| apartment| house)?\b|\bich (?:habe|hab)(?: jetzt| endlich| nun)? (?:eine |ne )?eigene (?:wohnung|bude)\b|\bj'ai(?: maintenant| enfin)? (?:mon propre|mon) (?:appart|appartement|logement|studio)\b|\btengo(?: ya| por fin)? (?:mi propio (?:piso|depa|departamento|apartamento)|(?:piso|casa) propi[oa])\b)"
            # with a place named it is the residence, for the rule that names it
            r"(?![^.,;!?]{0,12}\b(?:in|near|à|a|en|au|dans)\s+(?-i:[A-Z]))"
        ),
        stative=False,
    ),
    # An age said alone, marked as new ("officially 40", "30 today!!", "finally 21").
    Rule(
        "age",
        _P,
        _r(
            r"(?:^|(?<=[.,;!?])\s*)(?:(?:officially|finally|just turned|now) (?:\d{1,3})|(?:\d{1,3}) (?:today|as of today|as of yesterday)|(?:[1-9]\d) now)(?=\s*$|\s*[!.,🎂🎉🥳]|\s+(?:lol|haha|yay|woo+)\b)"
        ),
        stative=False,
    ),
    # A birthday with the new age and no age word ("过完生日了，29了", "誕生日きたので33に
    # なりました", "birthday today, now 31").
    Rule(
        "age",
        _P,
        _r(
            rf"(?:^|(?<=[，,。！!\s]))(?:已经|都|终于)?{_CJK_NUM}(?:岁)?了|{_CJK_NUM}(?:歳|才)?に(?:なりました|なった|なっちゃった)|(?:^|(?<=[.,;!?]))\s*(?:\d{{1,3}}) (?:años|ans|jahre)\b|\b(?:\d{{1,3}}) now\b|\b(?:jetzt|nun|maintenant|ahora|ya)\s+\d{{1,3}}(?=\s*$|\s*[.,;!?]|\s+(?:jahre|ans|años)\b|\s+\W)|\bnow {_EN_NUM}\b(?!\s*(?:years? (?:ago|later)|times|days|weeks|months|kids|cats|dogs))"
        ),
        stative=False,
        gate=_r(r"生日|誕生日|birthday|\bbday\b|geburtstag|anniversaire|cumpleaños|\bcumple\b"),
    ),
    # A nickname given as new ("new nickname, go with Bean") or as what people call one
    # ("みんなにユズって呼ばれてる"), and a Spanish "call me" ("dime Pepe").
    Rule(
        "nickname",
        _P,
        _r(
            r"\bnew nickname\b|\bneuer spitzname\b|\bnouveau surnom\b|\bnuevo apodo\b|新(?:的)?(?:外号|昵称|小名)|新しいあだ名|\bgo with (?-i:[A-Z])\w+ instead\b|(?:って|と)呼ばれて(?:る|ます|います)|\bme (?:dicen|llaman) (?:el |la )?(?-i:[A-Z])|\b(?:alle|meine freunde|die meisten|viele) nennen mich\b|\bm'appell(?:e|ent) (?-i:[A-Z])|\b(?:everyone|everybody|people|most people|they|friends|my friends|folks) (?:all )?(?:calls?|called) me (?-i:[A-Z])"
        ),
        stative=False,
        also=("preferred name",),
    ),
    Rule(
        "preferred name",
        _PREF,
        _r(
            r"(?:^|(?<=[.,;!?])\s*)(?:mejor |solo |sólo )?dime (?-i:[A-Z])[\wáéíóúñ]+(?=\s*$|\s*[.,;!])"
        ),
        also=("nickname",),
    ),
    # Hired away, changing jobs in Japanese ("転職しました", "任天堂の京都本社勤務です"),
    # and a move inside the company (異動) that changes the role.
    Rule(
        "employer",
        _P,
        _r(
            r"\b(?:got |been |was |just got )?poached by\b|(?:^|(?<=[.,;!?])\s*)(?:just |finally |recently |officially )?(?:joined|got hired (?:by|at)|hired by|new job (?:at|with)|started a new job (?:at|with)) (?-i:[A-Z])|\b(?:débauchée?|recrutée?|embauchée?) (?:par|chez) (?-i:[A-Z])|\babgeworben\b|転職し(?:ました|た|て)|の[^、。\s]{0,8}勤務(?:です|だ|して(?:ます|います|る))"
        ),
        stative=False,
    ),
    Rule("occupation", _P, _r(r"に異動(?:に)?(?:なり|なっ|し)"), stative=False),
    # Moved inside the workplace: to another grade, team or department is a new role
    # ("principal moved me to 3rd grade", "in die Buchhaltung versetzt", "调到市场部了").
    Rule(
        "occupation",
        _P,
        _r(
            r"\b(?:moved|switched|transferred|put|assigned|reassigned|promoted) me (?:to|into|onto) (?:the )?(?:[\w-]+ ){0,2}(?:grade|class|team|department|dept|unit|ward|division)\b|\bi (?:got|was|have been|'ve been) (?:moved|transferred|reassigned) (?:to|into) (?:the )?(?:[\w-]+ ){0,2}(?:grade|team|department|dept|unit|ward|division)\b|\b(?:in|zur|zum) (?:die |den |das )?\S+ versetzt\b|(?:调到|调去|转到)(?:了)?[^，。,.]{1,8}(?:部|部门|组|科|团队)"
        ),
        stative=False,
    ),
    # Being somewhere, said beside "new job": the place is the employer ("ok so new job,
    # I'm at Figma", "new job! im with Deloitte now").
    Rule(
        "employer",
        _P,
        _r(
            r"\b(?:i'm|i am|je suis|ich bin|estoy) (?:now )?(?:at|with|chez|bei|en) (?:el |la |der |dem )?(?-i:[A-Z])|\b(?:seit|ab|jetzt|nun) \w* ?bei (?-i:[A-Z])|\b(?:depuis|maintenant) \w* ?chez (?-i:[A-Z])|\b(?:desde|ahora) \w* ?en (?-i:[A-Z])"
        ),
        stative=False,
        gate=_r(
            r"\bnew (?:job|gig|role|position|employer)\b|\bnouveau (?:job|poste|boulot|travail)\b|\bneue[rn]? (?:job|stelle|arbeit)\b|\bnuevo (?:trabajo|curro|empleo|puesto)\b"
        ),
    ),
    # The change of job said without "I" ("became a teacher this year", "got a job as a
    # barista"): the frame and the job-noun lexicon, as with the subject.
    Rule(
        "occupation",
        _P,
        _r(
            rf"(?:^|(?<=[.,;!?])\s*)(?:just |finally |recently |officially |now )?(?:became|become|started working as|started as|got a job as|working as|work as|trained as|qualified as|hired as) (?:an? )?(?P<np>(?:\d{{1,2}}(?:st|nd|rd|th) )?[a-z][a-z' -]{{1,60}}?){_EN_NP_END}"
        ),
        _en_job,
        stative=False,
    ),
    # Doing something for a living ("I'm doing dog walking full time now"), and a title one
    # holds ("いま主任やってます").
    Rule(
        "occupation",
        _P,
        _r(
            rf"\bi(?:'m| am){_EN_ADV} doing (?:[a-z-]+ ){{1,3}}(?:full[- ]time|for a living|professionally)\b"
        ),
        stative=False,
    ),
    Rule(
        "occupation",
        _P,
        _r(
            rf"(?:^|(?<=[、。])|私は|僕は|俺は|わたしは|自分は){_JA_NOW}(?P<np>[^、。！？!?,.\sはがを]{{1,12}}?)を?(?:やってます|やってる|やっています)"
        ),
        _ja_job,
    ),
    # Chinese says a move by going somewhere, with the new home named beside it ("公司搬了
    # 我也跟着去上海了 房子都租好了"): going to a city counts only with a word for the home.
    Rule(
        "residence",
        _P,
        _r(
            rf"{_ZH_I}{_ZH_ADV}(?:跟着[^，。,.]{{0,4}}|随[^，。,.]{{0,4}})?(?:去|到|来)了?[\u4e00-\u9fff]{{2,4}}?了"
        ),
        lambda m, t: _key_if("residence", bool(_ZH_HOME_WORD.search(t)) and not _ZH_TRIP.search(t)),
        stative=False,
    ),
    # "and now I'm in Bath": a place named with "in" after "now" is where one lives (a trip
    # says what for: "… for a conference", "… on holiday").
    Rule(
        "residence",
        _P,
        _r(
            r"\b(?:now|these days),? (?:i'm|i am|we're|we are) (?:in|living in|based in|settled in) (?-i:[A-Z])(?![^.;!?]{0,40}\b(?:for (?:a|the|work|business)|on (?:a |the )?(?:holiday|vacation|trip|business)|visiting|this week|today|tonight)\b)"
        ),
        stative=False,
    ),
    # A job named with no verb after "now" ("and now a senior dev", "jetzt Teamleiter"), or
    # reached by a promotion ("promu chef de projet", "升高级工程师了"): the job lexicon decides.
    Rule(
        "occupation",
        _P,
        _r(
            rf"(?:^|(?<=[.,;!?])\s*)(?:and |so )?(?:now|officially|now officially|finally|officially now) (?:an? )?(?P<np>(?:\d{{1,2}}(?:st|nd|rd|th) )?[a-z][a-z' -]{{1,60}}?){_EN_NP_END}"
        ),
        _en_job,
        stative=False,
    ),
    Rule(
        "occupation",
        _P,
        _r(
            r"(?:^|(?<=[.,;!?])\s*)(?:und |aber )?(?:jetzt|nun|inzwischen|mittlerweile|seit \S+) (?:als )?(?P<np>[\wäöüß-]+(?: [\wäöüß-]+){0,2})(?=\s*$|\s*[.,;!?]|\s+\W)"
        ),
        _de_job,
        stative=False,
    ),
    Rule(
        "occupation",
        _P,
        _r(
            r"(?:^|(?<=[.,;!?])\s*|\bj'ai été |\bje suis |\bje viens d'être )promue? (?:au poste de |comme |en tant que )?(?P<np>[\w'-]+(?: [\w'-]+){0,2})"
        ),
        _fr_job,
        stative=False,
    ),
    Rule(
        "occupation",
        _P,
        _r(
            rf"{_ZH_I}{_ZH_ADV}(?:升|升到|升成|升为|升职成|提拔为|提拔成|转正成为?)(?:了)?(?P<np>[^，。！？,.!?、]{{1,12}})"
        ),
        _zh_job,
        stative=False,
    ),
    # Leaving a job ("hab gekündigt", "j'ai démissionné") ends the employer, and doing
    # something "full time" is the job now ("mach jetzt Hundetraining in Vollzeit").
    Rule(
        "employer",
        _P,
        _r(
            rf"\bich habe{_DE_ADV}\s+gekündigt\b|\bj'ai{_FR_ADV}\s+démissionné\b|\bje suis partie? de chez\b|\bi(?:'ve| have)?{_EN_ADV} (?:quit|resigned|handed in my notice)(?=\s*$|\s*[.,;!?]| (?:last|this|yesterday|today)\b)"
        ),
        stative=False,
        also=("occupation",),
    ),
    Rule(
        "occupation",
        _P,
        _r(
            r"\b(?:ich mache|mach|je fais|hago|i do|i'm doing|doing)\b[^.,;!?]{1,30}?\b(?:in vollzeit|vollzeit|hauptberuflich|à plein temps|à temps plein|a tiempo completo|full[- ]time|for a living|professionally|pour gagner ma vie)\b|全职(?:做|当|在|搞)"
        ),
        stative=False,
    ),
    # What one earns: one figure at a time ("my salary is 85k", "我月薪两万", "je gagne 3000").
    # A verb of earning counts only with an amount of money ("I make 3 trips a year" does not).
    Rule(
        "salary",
        _P,
        _r(
            rf"\bmy (?:salary|pay|income|wage|take-home)(?: now)? is\b|\bi(?:'m| am)? (?:make|making|earn|earning) (?:about |around |like |roughly )?{_MONEY}|\bich verdiene{_DE_ADV}\s+(?:etwa |ca\.? |rund |so )?{_MONEY}|\bmein (?:gehalt|lohn|einkommen) (?:ist|liegt|beträgt)\b|\bje gagne{_FR_ADV}\s+(?:environ |à peu près |dans les )?{_MONEY}|\bmon (?:salaire|revenu) (?:est|c'est|fait)\b|\bgano{_ES_ADV}\s+(?:unos |como |alrededor de )?{_MONEY}|\bmi (?:sueldo|salario) es\b|我?(?:的)?(?:月薪|年薪|工资|薪水|收入)(?:是|有|才|大概)?{_CJK_NUM}|我一个月(?:挣|赚)|(?:年収|月給|給料|手取り)(?:は|が)?[^、。]{{0,6}}?{_CJK_NUM}"
        ),
    ),
    # ---- updates said by the new value alone, and frames found missing per language ----
    # A partner or a relationship begun, said without "I'm" ("seeing someone named Tomás
    # since january", "dating Alex now", "je me suis mise en couple avec Inès"); having no
    # partner ("彼氏いないです") is a status too.
    Rule(
        "relationship",
        _P,
        _r(
            rf"(?:^|(?<=[.,;!?])\s*)(?:now |currently |finally |officially )?(?:(?:seeing|dating) (?:someone|somebody|a (?:guy|girl|man|woman)\b)|dating (?!(?:Dr|Doc|Doctor|Prof|Mr|Mrs|Ms|Miss)\b)(?-i:[A-Z]))|(?:^|(?<=[.,;!?])\s*)(?:officially |now |happily |newly )?(?:engaged|married|divorced|separated|single again|newly single|in a relationship)(?=\s*$|\s*[.,;!?]| (?:now|since|as of|again)\b)|\bje me suis{_FR_ADV}\s+(?:mise?|remise?) en (?:couple|ménage)\b|\b(?:on s'est|nous nous sommes){_FR_ADV}\s+mis en couple\b|{_ZH_I}{_ZH_ADV}离了(?=[，。,.!！]|$)|(?:彼氏|彼女|恋人|パートナー)(?:は|が|も)?(?:い|居)(?:ない|ません)|結婚して(?:ます|ま[。.!！]|る)"
        ),
        stative=False,
    ),
    # An age said by the number and the time it came ("seit gestern 46", "24 depuis samedi",
    # "过完生日28了", "誕生日で30になりました"): the number is the whole claim.
    Rule(
        "age",
        _P,
        _r(
            rf"^(?P<n>\d{{1,3}})\s+(?:since|as of|depuis|seit|desde|ab)\b|^(?:since|as of|depuis|seit|desde|ab) [^\d\s]\S*(?: [^\d\s]\S*){{0,2}}?\s+(?P<n2>\d{{1,3}})(?=\s*$|\s*[.,;!?])|^(?:heute|gestern|grad|gerade|endlich|jetzt|am \w+)(?: \w+)? (?P<n3>\d{{1,3}}) geworden\b|(?:^|(?<=[、。]))(?:先週|昨日|今日|先月|この前|誕生日で|ついに|とうとう)、?(?P<n4>\d{{1,3}})(?:歳|才)?に(?:なりました|なった)|(?:过完|过了)(?:生日|年)[，,]?(?:就|我就|我)?{_CJK_NUM}(?:岁|周岁)?了|誕生日(?:で|が来て|を迎えて)、?{_CJK_NUM}(?:歳|才)?に(?:なりました|なった|なって)"
            # the birthday, then the number now ("前天过完生日了，我现在41了")
            rf"|过(?:完|了)?生日了?[^。，,]{{0,6}}?[，,](?:我)?(?:现在|如今)?(?:就|已经|都)?(?P<n5>\d{{1,3}}|{_CJK_NUM})(?:岁|周岁)?(?:了|啦|咯)"
        ),
        lambda m, t: _key_if(
            "age",
            10
            <= int(
                next((g for g in m.group("n", "n2", "n3", "n4", "n5") if g and g.isdigit()), "30")
            )
            <= 120,
        ),
        stative=False,
    ),
    # Where one lives now, said by the place and the time the move took ("im in Trondheim as
    # of this week", "seit dieser Woche bin ich in Karlsruhe", "desde esta semana estoy en
    # Murcia"); a trip says what it is for.
    Rule(
        "residence",
        _P,
        _r(
            rf"\b(?:i'm|i am|we're|we are) (?:in|living in|based in|settled in) (?-i:[A-Z])[\w .'-]{{0,30}}?,? (?:as of|since) (?:this|last|today|yesterday|\w+day|january|february|march|april|may|june|july|august|september|october|november|december)\b|\b(?:as of|since) (?:this|last) \w+,? (?:i'm|i am|we're|we are) (?:in|living in|based in) (?-i:[A-Z])|\b(?:seit|ab) (?:dieser|diesem|letzter|letztem|kurzem|heute|gestern|\w+tag)(?: \w+)?,? (?:bin ich|sind wir|wohne ich|leben wir|lebe ich) (?:jetzt |nun )?in (?!{_DE_NOT_A_PLACE})(?-i:[A-Z])|\bich bin (?:jetzt |nun |seit (?:dieser|diesem|letzter|letztem|kurzem) \w+ )+in (?!{_DE_NOT_A_PLACE})(?-i:[A-Z])\S+(?=\s*$|\s*[.,;!?])|\b(?:desde|a partir de) (?:esta|este|el|la|hace) \w+(?: \w+)?,? (?:estoy|estamos|vivo|vivimos) en (?-i:[A-Z])|\bdepuis (?:cette|ce|la|le|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche) ?\w*,? (?:je suis|on est|nous sommes) (?:à|a|au|en) (?-i:[A-Z])|\bsince \w+(?: \w+)?,? (?:i've|i have|we've|we have) been (?:in|living in|based in) (?-i:[A-Z])|^(?:now|jetzt|mittlerweile|inzwischen|nun|maintenant|désormais|ahora|ya) (?:in|à|a|en) (?-i:[A-Z])[\w'-]+(?:[ -](?-i:[A-Z])[\w'-]+)?\s*[.!]*$|^(?:in|à|en) (?-i:[A-Z])[\w'-]+(?:[ -](?-i:[A-Z])[\w'-]+)? (?:now|these days|jetzt|maintenant|désormais|ahora)\s*[.!]*$|\bya estoy (?:viviendo )?en (?-i:[A-Z])\w+(?: (?-i:[A-Z])\w+)?\s*[.!]*$|{_ZH_I}{_ZH_ADV}在[^，。,.]{{1,10}}?(?:定居|安家|安了家|落户)|^我?(?:现在|目前|如今)(?:人)?在(?!{_ZH_NOT_A_TOWN})[\u4e00-\u9fff]{{2,4}}(?:了|啦)?$|(?:今は|現在は?|最近は)(?!{_JA_NOT_A_TOWN})[^、。はが]{{1,10}}に(?:い|居)(?:ます|る)(?!ので|から|けど|けれど|ため)"
        ),
        _not_a_trip,
    ),
    # A move said by the participle alone ("installée à Lille depuis l'automne") or by
    # coming to the place ("me vine a Málaga el otoño pasado").
    Rule(
        "residence",
        _P,
        _r(
            r"(?:^|(?<=[.,;!?])\s*)(?:enfin |bien |maintenant )?(?:installée?s?|établie?s?|basée?s?) (?:à|a|en|au|dans|sur) (?-i:[A-Z])|\b(?:me|nos) (?:vine|vinimos|he venido|hemos venido) (?:a|para) (?-i:[A-Z])"
        ),
        _not_a_trip,
        stative=False,
    ),
    # Chat in lower case names places and employers in lower case ("im in leeds now",
    # "working for google now", "bin jetzt bei siemens"). Where a frame needs a name, a
    # lower-case word counts in text with no capital at all, when it is not one of the
    # common words those frames also take ("in love", "at work", "with family").
    Rule(
        "residence",
        _P,
        _r(
            r"\b(?:i'm|i am|we're|we are) (?:in|living in|based in) (?P<w>[a-z][\w'-]+)(?: [a-z][\w'-]+)?,? (?:now|these days|nowadays|for good|as of|since)\b|\b(?:now|these days),? (?:i'm|i am|we're|we are) (?:in|living in|based in) (?P<w2>[a-z][\w'-]+)\b|\b(?:bin ich|ich bin|sind wir|wir sind) (?:jetzt|inzwischen|mittlerweile|seit \w+(?: \w+)?) in (?P<w3>[a-zäöüß][\wäöüß-]+)(?=\s*$|\s*[.,;!?])|\b(?:ahora|ya) (?:estoy|vivo) en (?P<w4>[a-zñ][\wñ-]+)(?=\s*$|\s*[.,;!?])|\bje suis (?:maintenant|désormais) (?:à|a) (?P<w5>[a-z][\w-]+)(?=\s*$|\s*[.,;!?])"
        ),
        lambda m, t: _lower_name(m, t, "residence"),
    ),
    Rule(
        "employer",
        _P,
        _r(
            r"\b(?:i'm|i am) (?:now )?(?:at|with) (?P<w>[a-z][\w&'-]+)(?: [a-z][\w&'-]+)?,? (?:now|these days|nowadays|as of|since)\b|(?:^|\bi'm |\bi am |\bi )(?:now |currently )?work(?:ing)? (?:at|for) (?P<w2>[a-z][\w&'-]+)\b|(?:^|\bi(?:'ve| have)? )(?:just )?(?:joined|quit) (?P<w3>[a-z][\w&'-]+)(?=\s*$|\s*[.,;!?]| (?:last|this|in|on|and|as|now|today|yesterday)\b)|\b(?:bin ich|ich bin|und bin|^bin) (?:jetzt |inzwischen |seit \w+ )?bei (?P<w4>[a-zäöüß][\wäöüß&-]+)(?=\s*$|\s*[.,;!?]| (?:angestellt|seit|jetzt)\b)|\bje suis (?:maintenant |désormais )?chez (?P<w5>[a-z][\w&-]+)(?=\s*$|\s*[.,;!?]| (?:maintenant|depuis)\b)"
        ),
        lambda m, t: _lower_name(m, t, "employer"),
        stative=False,
        also=("occupation",),
    ),
    # A transfer to a place named in lower case ("transferred to strathclyde this
    # september"): the school or the employer, as with a capital (see above).
    Rule(
        "employer",
        _P,
        _r(
            r"(?:^|\bi(?:'ve| have)? )(?:just |recently |finally |officially )?transferred "
            r"(?:schools |jobs |unis )?to (?!(?:another|other|nights|days|night|day|part|full|"
            r"remote|online|weekends)\b)(?P<w>[a-z][\w&'-]+)"
            r"(?=\s*$|\s*[.,;!?]| (?:this|last|in|on|now|today|for|since)\b)"
        ),
        lambda m, t: _lower_name(m, t, "employer"),
        stative=False,
        also=("school",),
    ),
    # Being in a place, said with a word for the new home beside it ("je suis enfin à
    # Bordeaux, le déménagement est fini", "por fin en Valencia, ya tengo piso", "finally
    # in Denver, new flat"): the home says it is not a visit.
    Rule(
        "residence",
        _P,
        _r(
            r"(?:^|(?<=[.,;:!?])\s*)(?:(?:i'm|i am|we're|we are|je suis|on est|nous sommes|estoy|estamos|ich bin|wir sind|bin|sind) )?(?:finally |enfin |endlich |por fin |now |ahora |jetzt |maintenant |officially |officiellement |ya |bien )*(?:in|à|a|en) (?-i:[A-Z])"
        ),
        lambda m, t: _key_if("residence", bool(_HOME_WORD.search(t)) and not _TRIP.search(t)),
    ),
    # A job title at an organisation from a date ("senior designer at Figma as of this
    # week"): the job lexicon decides.
    Rule(
        "occupation",
        _P,
        _r(
            r"(?:^|(?<=[.,;:!?])\s*)(?:now |officially )?(?:an? )?(?P<np>[a-z][a-z' -]{1,40}?) at (?-i:[A-Z])[\w&.'-]*(?: (?:&|(?-i:[A-Z])[\w&.'-]*))*,? (?:as of|since|starting|from) (?:this|last|today|yesterday|monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december)\b"
        ),
        _job_at_org,
        stative=False,
    ),
    # "札幌住み": the place with the noun of living in it.
    Rule(
        "residence",
        _P,
        _r(
            r"(?:^|(?<=[、。!！])|(?<=今は)|(?<=いまは)|(?<=現在は)|(?<=最近は))[\u4e00-\u9fff\u30a0-\u30ff]{1,8}(?:住み|暮らし)(?=$|[、。!！]|です|だ|で|中)"
        ),
    ),
    # An address is where one lives: "I live at 14 Elm Row", "my address is …", "我家地址是…".
    Rule(
        "residence",
        _P,
        _r(
            rf"{_EN_I}{_EN_ADV} live at (?=\d)|(?:\bmy (?:home |postal |street |current |new )?|^(?:home|postal|street|current|new) )address(?:'s| is\b|\s*:)|\bmeine (?:neue |aktuelle )?(?:adresse|anschrift|wohnadresse) (?:ist|lautet)\b|\bmon (?:adresse|domicile) (?:est|c'est)\b|\bmi (?:dirección|domicilio) es\b|我(?:家|的)?(?:家庭)?(?:住址|地址)(?:是|在)"
        ),
    ),
    # The workplace's address is not the home's: a key of its own ("work address: 1 Main St",
    # "meine Büroadresse ist …", "l'adresse du bureau c'est …", "公司地址是…", "会社の住所は…").
    Rule(
        "work address",
        _P,
        _r(
            r"\b(?:work|office|business|company) address(?:'s| is\b|\s*:)|\b(?:arbeits|büro|firmen)(?:adresse|anschrift)\b|\badresse (?:du|de mon) (?:travail|bureau|boulot|taf)\b|\badresse pro\b|\bdirección (?:del|de mi) (?:trabajo|oficina|empresa)\b|(?:公司|单位|办公室)的?地址|(?:会社|職場|勤務先)の住所"
        ),
    ),
    # A new job named by the job, not the verb ("got a new job at Ocado", "nouveau taf chez
    # Doctolib", "curro nuevo en Glovo", "neuen Job bei Zalando", "找到新工作了，在字节").
    Rule(
        "employer",
        _P,
        _r(
            r"\bnew (?:job|gig|role|position) (?:at|with) (?-i:[A-Z])|\bnouve(?:au|l) (?:taf|job|boulot|travail|poste|emploi) (?:chez|à|a) (?-i:[A-Z])|\b(?:curro|trabajo|empleo|chamba|laburo|puesto) nuevo (?:en|con) (?-i:[A-Z])|\bnuevo (?:curro|trabajo|empleo|puesto) (?:en|con) (?-i:[A-Z])|\bneue[nr]? (?:job|stelle|arbeit) (?:bei|in der|im) (?-i:[A-Z])|新工作[^，。]{0,3}在|(?:找到|换了)(?:一份)?新工作"
        ),
        stative=False,
        also=("occupation",),
    ),
    # A workplace with the work done there ("楽天でエンジニアしてます"): the employer.
    Rule(
        "employer",
        _P,
        _r(
            r"(?:^|(?<=[、。])|私は|僕は|俺は)(?P<org>[^、。\sはがを]{1,12}?)で(?P<np>[^、。\sはがを]{1,10}?)を?(?:して|やって)(?:い|る|ま)"
        ),
        lambda m, t: _key_if("employer", is_japanese_job(m.group("np"))),
    ),
    # A school changed: "an die LMU gewechselt", "j'ai été transférée à Nanterre".
    Rule(
        "school",
        _P,
        _r(
            rf"\b(?:ich habe|habe ich|ich bin|bin ich){_DE_ADV}\s+(?:an die|an der|auf die) (?-i:[A-Z])\S*(?: \S+)?\s+gewechselt\b|\bj'ai été transférée? (?:à|a|en|au) |\bje (?:suis|me suis fait) transférée? (?:à|a|en|au) |\bme (?:trasladé|transferí|cambié) a la (?:universidad|uni|facultad) "
        ),
        stative=False,
    ),
    # A degree under way at a named place is where one studies ("now doing my masters at
    # UCL", "je fais mon master à Dauphine", "hago el máster en la UAM").
    Rule(
        "school",
        _P,
        _r(
            r"\b(?:doing|starting|started) (?:my|a) (?:masters?|master's|phd|doctorate|degree|bachelor'?s|mba|msc|ba|bsc|pgce) at (?-i:[A-Z])|\bje fais (?:mon|un) (?:master|doctorat|licence|bts|dut) (?:à|a|en) (?-i:[A-Z])|\b(?:hago|estoy haciendo|empecé) (?:el|un|mi) (?:máster|master|doctorado|grado) en (?:la )?(?-i:[A-Z])|\bich mache (?:meinen|den|einen) (?:master|bachelor|doktor) (?:an|in) (?:der )?(?-i:[A-Z])"
        ),
        stative=False,
    ),
    # A name one goes by from now ("since last month I go by Sam", "我改叫阿雨了", "lass mich
    # Florian nennen", "je me fais appeler Maxence", "prefiero que me digan Ignacio").
    Rule(
        "preferred name",
        _PREF,
        _r(
            rf"\bi(?:'m| am)? (?:now )?(?:go|going) by\b(?! (?:train|bus|bike|car|foot|plane|air|tube|metro|subway|taxi|cab|boat|ferry|coach|rail|scooter|the|a|an|my|our|feel|feeling|instinct|gut|ear|rules?|what|whatever|how|appearances|experience|numbers|sight|memory|default)\b)|{_ZH_I}{_ZH_ADV}改叫|\b(?:lass|lasse) (?:ich )?mich\b[^.,;!?]{{0,20}}\bnennen\b|\bich heiße jetzt\b|\bje me fais (?:maintenant |désormais )?appeler\b(?! (?:un|une|le|la|les|des|du)\b)|\b(?:prefiero|quiero) que me (?:digan|llamen)\b(?! (?:la|el|lo|los|las|un|una|que|qué|si|cosas|algo|nada|todo)\b)|\bahora me (?:dicen|llaman)\b|(?:って|と)呼ばれて(?:い(?!た|まし)|る|ま)|(?:って|と)呼んでもら"
        ),
        stative=False,
        also=("nickname",),
    ),
    # One handle at a time: "my username is …", "changed my handle to …".
    Rule(
        "handle",
        _P,
        _r(
            r"\bmy (?:user ?name|handle|gamertag|screen ?name|online name)(?: everywhere| online| now)?(?:'s| is)\b|\bchanged my (?:user ?name|handle|gamertag|screen ?name) to\b|\bmein (?:benutzername|nutzername|username|nickname|gamertag) (?:ist|lautet)\b|\bmon (?:pseudo|identifiant|nom d'utilisateur) (?:est|c'est)\b|\bmi (?:usuario|nombre de usuario|nick|gamertag) es\b|我的(?:网名|用户名|游戏ID|ID)是|ユーザー名は|ハンドルネームは"
        ),
    ),
)


# -- other people -------------------------------------------------------------------------------

_EN_RELATIONS = (
    r"sister|brother|mom|mum|mother|dad|father|wife|husband|partner|spouse|girlfriend|"
    r"boyfriend|fiancée?|son|daughter|kid|child|grandma|grandmother|grandpa|grandfather|"
    r"granny|aunt|uncle|cousin|niece|nephew|friend|roommate|flatmate|housemate|boss|manager|"
    r"colleague|coworker|co-worker|neighbou?r|sibling|parents|mother-in-law|father-in-law|"
    r"sister-in-law|brother-in-law|in-laws|stepmom|stepmother|stepdad|stepfather|stepson|"
    r"stepdaughter|twin|ex|ex-wife|ex-husband|teacher|doctor|therapist|landlord|landlady|"
    r"youngest|oldest|eldest|"
    # chat forms of the same people
    r"gf|bf|hubby|wifey|bestie|bff|sis|bro|ex-boyfriend|ex-girlfriend|ex-partner"
)
_EN_MODS = (
    r"(?:(?:older|younger|big|little|elder|eldest|youngest|oldest|twin|best|new|late|baby|"
    r"step|half|favourite|favorite)[- ])*"
)
_DE_RELATIONS = (
    r"schwester|bruder|mutter|mama|vater|papa|frau|mann|ehefrau|ehemann|partner|partnerin|"
    r"freundin|freund|sohn|tochter|kind|kinder|oma|opa|großmutter|großvater|tante|onkel|"
    r"cousin|cousine|nichte|neffe|mitbewohner|mitbewohnerin|chef|chefin|kollege|kollegin|"
    r"nachbar|nachbarin|eltern|schwiegermutter|schwiegervater|verlobte|verlobter|ex|ex-freund|"
    r"ex-freundin|ex-mann|ex-frau"
)
_FR_RELATIONS = (
    r"sœur|soeur|frère|frere|mère|mere|maman|père|pere|papa|femme|mari|épouse|époux|"
    r"conjoint|conjointe|copine|copain|compagne|compagnon|petite amie|petit ami|fils|fille|"
    r"enfant|enfants|grand-mère|grand-père|mamie|papi|tante|oncle|cousin|cousine|nièce|neveu|"
    r"ami|amie|colocataire|coloc|patron|patronne|chef|collègue|voisin|voisine|parents|"
    r"belle-mère|beau-père|fiancé|fiancée|ex|ex-copain|ex-copine|ex-mari|ex-femme|"
    # Quebec French names the partner "mon chum" and "ma blonde"
    r"chum|blonde"
)
_ES_RELATIONS = (
    r"hermana|hermano|madre|mamá|mama|padre|papá|papa|esposa|esposo|mujer|marido|pareja|"
    r"novia|novio|hijo|hija|hijos|niño|niña|abuela|abuelo|tía|tio|tío|tia|primo|prima|sobrina|"
    r"sobrino|amigo|amiga|compañero de piso|compañera de piso|jefe|jefa|colega|vecino|vecina|"
    r"señora|pololo|polola|enamorado|enamorada|"
    r"padres|suegra|suegro|prometido|prometida|ex|exnovio|exnovia|ex-novio|ex-novia|exmarido|"
    r"exmujer|exesposo|exesposa"
)
_ZH_RELATIONS = (
    r"姐姐|妹妹|哥哥|弟弟|妈妈|母亲|爸爸|父亲|老婆|妻子|太太|老公|丈夫|先生|爱人|男朋友|女朋友|男友|女友|"
    r"对象|儿子|女儿|孩子|奶奶|爷爷|外婆|外公|姥姥|姥爷|阿姨|叔叔|舅舅|姑姑|表哥|表姐|表妹|表弟|堂哥|"
    r"堂姐|朋友|室友|老板|领导|同事|邻居|父母|爸妈|婆婆|公公|岳母|岳父|未婚妻|未婚夫|闺蜜|兄弟|姐妹|"
    # in-laws first, then the one-character forms of speech ("我姐", "我哥")
    r"前男友|前女友|前任|前夫|前妻|姐夫|妹夫|嫂子|弟媳|姐|妹|哥|弟|爸|妈"
)
_JA_RELATIONS = (
    r"お姉さん|お兄さん|お母さん|お父さん|母親|父親|おばあちゃん|おじいちゃん|ルームメイト|婚約者|"
    r"妹|弟|兄|姉|母|父|妻|夫|嫁|旦那|主人|彼女|彼氏|恋人|息子|娘|子供|子ども|祖母|祖父|叔母|叔父|"
    r"元カレ|元カノ|元彼|元夫|元妻|伯母|伯父|おば|おじ|いとこ|友達|友人|上司|同僚|隣人|両親|義母|義父|彼"
)
# A first name after the relation ("ma fille Inès", "mi marido Javi", "meine Freundin Lisa"):
# a capitalised word that is not a German noun the relation is often followed by.
_NAMED_AFTER = (
    r"(?: (?P<name>(?-i:[A-Z][a-z]{1,15}))\b(?! (?:und|et|y) (?:ich|moi|yo)\b)"
    r"(?<!\bArbeit)(?<!\bZuhause)(?<!\bHause))?"
)
_OTHER_SOURCES = (
    rf"(?:and |also |oh |btw |so |well )*(?:my|our) (?P<rel>{_EN_MODS}(?:{_EN_RELATIONS}))\b(?!-)"
    r"(?![- ](?:tongue|language|country|land|nature|board|ship|figure)\b)"
    # someone of theirs: "my daughter's best friend", "my son's teacher"
    rf"(?:'s (?P<of>{_EN_MODS}(?:{_EN_RELATIONS}))\b(?!-))?"
    r"(?:(?:'s)? (?P<name>(?-i:[A-Z][a-z]+))\b)?(?! and (?:i|me)\b)",
    rf"(?:und |auch )*(?:mein|meine|meiner|meinem|meines|unser|unsere) (?P<rel>(?:(?:ältere|jüngere|große|kleine|älterer|jüngerer|großer|kleiner|beste|bester|neue|neuer)[rsn]? )?(?:{_DE_RELATIONS}))(?:e?s)?\b{_NAMED_AFTER}",
    # Modifiers stay in the relation ("ma grande sœur", "mi hijo mayor", "我大姐"): two
    # sisters are two people, with two keys.
    rf"(?:et |aussi )*(?:mon|ma|mes|notre|nos) (?P<rel>(?:(?:grande|petite|grand|petit|meilleure?|nouvelle|nouveau) )?(?:{_FR_RELATIONS})(?: (?:aînée?|cadette?))?)\b{_NAMED_AFTER}",
    rf"(?:y |también )*(?:mi|mis|nuestro|nuestra|nuestros) (?P<rel>(?:mejor )?(?:{_ES_RELATIONS})(?: (?:mayor|menor|pequeñ[oa]))?)\b{_NAMED_AFTER}",
    rf"(?:我的?|我们的?)(?:现在的|新的?)?(?P<rel>(?:大|小|二|三|亲|好|最好的)?(?:{_ZH_RELATIONS}))",
)
# At the start of a statement, the relation is its subject ("my sister lives in Rome"); in
# a forget phrase it may be anywhere ("forget where my sister lives").
_OTHER_SUBJECT = (
    *(_r("^" + source) for source in _OTHER_SOURCES),
    re.compile(
        rf"^(?:(?:私の|僕の|俺の|うちの)?(?:今の|新しい)?(?P<rel>{_JA_RELATIONS})(?:さん|ちゃん|くん)?"
        r"|[^、。\s]{1,8}(?:さん|くん|君|(?<!赤)ちゃん|様|(?<!彼)氏))(?:は|が|も|、(?=[^、。]{0,20}(?:に|で|を)))"
        # "彼氏がいます" is the user having a boyfriend, not something about him.
        r"(?!(?:[一二三四五六七八九十\d]+人|ひとり|ふたり)?(?:い|居)(?:ます|る|ない|ません)|できた|できました)"
    ),
    # A parent or grandparent is named without "my" ("Mum lives in York", "Mama wohnt in
    # Graz", "Mamá vive en Cádiz", "老妈住在成都"): the kin word is the subject.
    _r(
        r"^(?P<rel>mum|mom|mommy|mummy|mam|dad|daddy|papa|mama|maman|mamá|papá|mutti|vati|oma|"
        r"opa|grandma|grandpa|granny|nana|mamie|papi|papy|abuela|abuelo)(?:'s)?\b"
        r"(?!\s*(?:and|&|und|et|y)\s+(?:i|me|ich|moi|yo)\b)(?!\s*[,:]\s*(?:i|ich|je|yo)\b)"
    ),
    re.compile(r"^(?P<rel>老妈|老爸)"),
    # Chat drops "my" before the people one talks about every day ("daughter is in 3rd
    # grade now", "hubby works at Kroger", "儿子今年8岁了", "老公在腾讯上班"): at the start, a
    # child's or partner's word followed by its verb is the subject.
    _r(
        r"^(?P<rel>son|daughter|wife|husband|hubby|wifey|boyfriend|girlfriend|bf|gf|fiancée?|"
        r"kid|oldest|youngest|sis|bro)(?:'s)?\b(?=(?:'s| is| just| now| started| turned| works|"
        r" lives| moved| goes| got| has| drives| starts)\b)"
    ),
    re.compile(r"^(?P<rel>儿子|女儿|老公|老婆|孩子|大儿子|小儿子|大女儿|小女儿)(?![们子])"),
    # "the one of my husband" names his thing without repeating it ("celle de mon mari c'est
    # une Peugeot", "la de mi marido es un Seat", "die von meinem Mann ist ein Golf").
    _r(
        rf"^(?:celle|celui|ceux|celles) (?:de |d')(?:mon|ma|mes) (?P<rel>{_FR_RELATIONS})\b"
        rf"|^(?:la|el|los|las) de (?:mi|mis) (?P<rel2>{_ES_RELATIONS})\b"
        rf"|^(?:die|der|das) (?:von )?(?:meinem|meiner|meines) (?P<rel3>{_DE_RELATIONS})\b"
    ),
    # "娘の名前は…", "夫の職場は…": the relation owns the attribute named after it.
    re.compile(
        rf"^(?:私の|僕の|俺の|うちの)?(?P<rel>{_JA_RELATIONS})(?:さん|ちゃん|くん)?の(?=[^、。の]{{1,6}}(?:は|が))"
    ),
)
# Someone named first and then said to be someone of the user's ("Amira is my daughter's
# best friend now", "Sarah from accounts is my new boss"): their name is the attribute.
_NAMED_AS = _r(
    r"^(?P<who>(?-i:[A-Z])[a-z]{1,15})\b[^,.;!?]{0,40}? (?:is|'s) (?:now |also )?(?:my|our) "
    rf"(?P<rel>{_EN_MODS}(?:{_EN_RELATIONS}))\b(?!-)(?:'s (?P<of>{_EN_MODS}(?:{_EN_RELATIONS}))\b(?!-))?"
)
# One at a time by what the word means: the best friend ("my best friend is Tom").
_ONLY_ONE = re.compile(
    r"(?:^|\s)(?:best friend|bestie|bff|beste freundin|bester freund|meilleure? amie?|"
    r"mejor amig[oa]|最好的朋友|闺蜜|親友)$"
)
_OTHER_MENTIONED = (
    # The ex needs no possessive in a forget phrase ("忘掉前任那条", "forget the ex").
    _r(
        r"\b(?:the |l'|el |la |der |die )(?P<rel>ex)\b|(?P<rel2>前男友|前女友|前任|元カレ|元カノ|元彼)"
    ),
    # Chinese has no spaces: "忘掉我老公在哪上班" names him after a verb, with no boundary.
    *(_r(r"(?:^|(?<=\W))" + source) for source in _OTHER_SOURCES if not _CJK_CHAR.search(source)),
    *(_r(source) for source in _OTHER_SOURCES if _CJK_CHAR.search(source)),
    re.compile(
        rf"(?:私の|僕の|俺の|うちの)(?P<rel>{_JA_RELATIONS})|(?P<rel2>{_JA_RELATIONS})(?:さん)?(?:の|について|に関する)"
    ),
)
# "He" before a participle is Spanish "I have" ("He vuelto a comer carne"), not "he".
_OTHER_PLAIN = re.compile(
    r"^(?:he(?!\s+\w+(?:ado|ada|ido|ida|to|cho|sto)\b)|she|they)\b|^(?:他|她|他们|她们)(?!的)",
    re.IGNORECASE,
)

_OTHER_ATTRS: tuple[tuple[str, re.Pattern[str]], ...] = (
    (
        "name",
        _r(
            r"\b(?:'s )?name(?:'s| is)\b|\bis (?:called|named)\b|\bis an? (?:girl|boy|guy|woman|man|lady|kid|lad|chap) (?:called|named)\b|\bheißt\b|\bheisst\b|\bs'appelle\b|\bse llama\b|^[^，。]{0,8}叫|名前は|という名前"
        ),
    ),
    (
        "residence",
        _r(
            r"\b(?:lives|live|is living|are living|'s living|is staying|'s staying|resides|is based|'s based|are based|has moved|have moved|moved|relocated|used to live) (?:in|to|near|back to)\b|"
            # how and with whom: "lives on her own in Swansea", "'s living with us now",
            # "moved back in with us", "is back in Ohio"
            r"\b(?:lives|live|is living|are living|'s living|living|stays|is staying|'s staying)(?: (?:on (?:her|his|their) own|alone|by (?:her|him|them)sel(?:f|ves)|together|full[- ]time|permanently|still|now))+ (?:in|with|near)\b|"
            r"\b(?:lives|live|is living|are living|'s living|living|moved (?:back )?in|is moving in) with (?:us|me|them|her|him|his|my|our|their)\b|\b(?:lives|is living|'s living) (?:alone|on (?:her|his|their) own)\b|"
            r"\b(?:is|'s|are) (?:now )?back (?:home )?in (?-i:[A-Z])|"
            r"\bkot(?:e|ent)\b|\b(?:revient|est revenue?|rentre|est rentree?) (?:dormir |vivre |habiter )?(?:a la maison|chez nous|chez moi)\b|"
            r"\b(?:volvio|ha vuelto|regreso) a (?:casa|vivir)\b|\b(?:ist|is) (?:wieder |jetzt )*(?:zu uns|bei uns) (?:gezogen|eingezogen)\b|\bzieht (?:jetzt )?(?:zu uns|bei uns ein)\b|"
            r"\b(?:is|'s) (?:now )?in (?:a )?(?:care|nursing|retirement|old people's) home\b|\b(?:is|'s) now (?:living )?in (?-i:[A-Z])|\b(?:is|'s) (?:living )?in (?-i:[A-Z])[\w-]+(?:,? (?-i:[A-Z])[\w-]+)? now\b|"
            r"\b(?:ist|is) (?:jetzt |nun )?im (?:pflegeheim|altersheim|seniorenheim)\b|\b(?:est|vit) (?:maintenant )?(?:en|dans un) (?:ehpad|maison de retraite)\b|\b(?:esta|vive) (?:ahora )?en una residencia\b|养老院|老人ホーム|施設に入|"
            r"回家住|搬回家|住回家|跟我们住|和我们住|と同居|同居して|\b(?:wohnt|lebt)\b.{0,20}\b(?:in|im|bei|nahe)\b|\bist\b.{0,40}\b(?:gezogen|umgezogen)\b|\b(?:habite|vit|a déménagé|s'est installée?)\b|\b(?:vive|se mudó|se ha mudado|se trasladó|se fue a vivir|se vino a vivir)\b|住在|搬到|搬去|搬来|搬过来|搬回|一起住|定居|に住んで|に引っ越|で暮らして"
        ),
    ),
    (
        "employer",
        _r(
            r"\bworks (?:at|for)\b|\bis (?:employed|working) (?:at|by|for)\b|"
            # dialect verbs of working ("hackelt bei der Post", "schafft beim Daimler",
            # "curra en", "chambea en", "labura en") and a time word before "bei" ("ist
            # seit März bei der ÖBB"); "商社勤務", "IT企業でエンジニアやってます"
            r"\b(?:hackelt|schafft|jobbt)\b.{0,20}\b(?:bei|beim|für)\b|\b(?:ist|is)\b (?:(?:jetzt|seit \w+|inzwischen|mittlerweile|nun|neu) )+(?:bei|beim) (?:der |dem |den |de |d' |die )?\w|"
            r"\b(?:curra|chambea|labura) (?:en|para)\b|\b(?:travaille|taffe|bosse) (?:maintenant |desormais |depuis \w+ )+(?:chez|pour)\b|\b(?:taffe|bosse) (?:chez|pour)\b|\best (?:maintenant )?chez (?-i:[A-Z])|"
            r"\b(?:is|'s) now (?:at|with) (?-i:[A-Z])|\b(?:is|'s) (?:at|with) (?-i:[A-Z])[\w&.-]*(?: (?-i:[A-Z])[\w&.-]*)? now\b|\b(?:trabaja|esta) ahora (?:en|para) (?-i:[A-Z])|"
            r"[^、。はが\s]{1,12}(?:勤務|勤め)(?:です|して|だ|$|。)|(?:企業|会社|銀行|病院|役所|事務所|メーカー|商社|工場|学校)で[^、。]{0,12}(?:働|やって|勤|をして)|\b(?:started|joined) at\b|\bgot (?:a|an) (?:new )?(?:job|position|role|offer) (?:at|with)\b|\bstarted (?:a )?(?:new )?(?:job|work) (?:at|with)\b|\barbeitet\b.{0,20}\b(?:bei|für)\b|\b(?:travaille|bosse) (?:chez|pour)\b|\btrabaja (?:en|para)\b|在[^，。,.]{1,20}?(?:工作|上班)|で働いて|に勤めて|に勤務|に転職"
        ),
    ),
    (
        "occupation",
        _r(
            r"\bworks as\b|\barbeitet als\b|\btravaille comme\b|\btrabaja (?:como|de)\b"
            # the job by its verb: "teaches year 5 at Parkside", "unterrichtet Mathe"
            # (a grade, a school or a subject makes teaching the job; yoga on Saturdays not)
            r"|\bteaches\b[^.,;!?]{0,25}\b(?:year \d+|grade|class|classes|school|primary|secondary|college|university|uni|kindergarten|students|pupils|maths?|english|science|history|physics|chemistry|biology|geography|french|spanish|german)\b"
            r"|\b(?:unterrichtet|enseigne|ensena|da clases)\b(?! (?:moi|nous|a mi|a nosotros)\b)(?![^.,;!?]{0,12}\b(?:yoga|pilates|tanz|danse|baile|zumba|surf|ski)\b)|(?:在|当)[^，。]{0,10}(?:教书|当老师)|教[^，。]{0,4}(?:年级|课)|を教えて(?:い|ます)"
        ),
    ),
    (
        "age",
        _r(
            rf"\b(?:is|turned|just turned) (?:{_EN_NUM})(?:\s*(?:years?|months?) old)?(?=\s*(?:$|[.,;!?]|now\b|and\b))|\bist {_DE_NUM}(?: jahre(?: alt)?)?(?=\s*(?:$|[.,;!?]|und\b))|\ba \S+(?: \S+)? ans\b|\b(?:vient d'avoir|a eu) \S+(?: \S+)? ans\b|\b(?:ya )?cumpli[óo] \d{{1,2}}\b|\bwurde \d{{1,2}}\b|\btiene \S+(?: \S+)? años\b|\btiene \d{{1,2}}(?=\s*(?:$|[.,;!?]|y\b|ya\b|ahora\b))|{_CJK_NUM}(?:周)?岁|{_CJK_NUM}歳"
        ),
    ),
)
_OTHER_SCHOOL = (
    "school",
    _r(
        r"\b(?:is|'s) (?:now )?(?:at|in) [\w .'-]{0,30}?\b(?:school|primary|elementary|kindergarten|nursery|college|university|uni|academy|middle|high)\b|"
        r"\b(?:goes|go|is going|started|starts|is starting|moved|switched|transferred) (?:to |at )?[\w .'-]{0,30}?\b(?:primary|secondary|sixth form|infants|juniors|prep|grammar|montessori|academy)\b|"
        r"\b(?:ist|kommt|geht|wechselt|wechselte) (?:(?:jetzt|seit \w+|nun|inzwischen|schon|bald|ab \w+) )*(?:auf (?:das|dem|die|der|den)|aufs|an (?:die|der|das|den)|in (?:die|der|den)|zur|zum|ins) [\wäöüß-]*(?:schule|gymnasium|kita|kindergarten|uni|universitat|hochschule|realschule|gesamtschule|klasse)\b|"
        r"\b(?:est |va |)(?:entree?|passee?|rentree?) (?:en|au|a|dans) (?:l'|la |le )?(?:ecole|college|lycee|creche|maternelle|fac|universite|primaire|prepa|cp|ce1|ce2|cm1|cm2|6e|5e|4e|3e|seconde|premiere|terminale|sixieme)\b|"
        r"\b(?:va|empezo|entro|paso) (?:al|a la|a|en el|en la) (?:cole|colegio|escuela|guarderia|kinder|jardin|insti|instituto|uni|universidad|facu|facultad|prepa|secu|primaria|secundaria)\b|"
        r"(?:小学生|中学生|高校生|大学生|[一二三四五六1-6１-６]年生)(?:に|で)|(?:上|升|读)(?:了)?(?:小学|初中|高中|大学)|"
        r"\b(?:est|entre|passe|va) (?:maintenant )?(?:a|au|en|dans) (?:l'|la |le |une |un )?(?:ecole|college|lycee|creche|maternelle|fac|universite|primaire|prepa)\b|"
        r"\b(?:va|esta|entro|empezo) (?:en|a) (?:la |el )?(?:secu|secundaria|prepa|primaria|kinder|cole|colegio|escuela|uni|universidad|facu|facultad|guarderia|jardin)\b|\bva (?:al|a la) (?-i:[A-Z])|"
        r"(?:转|换)(?:学)?(?:到|去)[^，。]{0,12}(?:学校|小学|中学|初中|高中|幼儿园|大学|学院)|转学|"
        r"(?:小|中|高|小学校|中学校|高校|幼稚園|保育園|大学|学校)(?:に|へ)(?:通って|通う|通い|入学|入っ|転校|進学)|転校|転園|(?:小|中|高)の[1-6１-６一二三]年|"
        r"\b(?:goes|go|is going|started|starts|switched|moved|transferred|changed schools) (?:to )?[\w .'-]{0,30}?\b(?:school|elementary|kindergarten|daycare|preschool|nursery|college|university|uni|academy|high)\b|\bis in (?:daycare|kindergarten|preschool|nursery|first grade|\w+ grade)\b|\b(?:started|starts|is starting|moved up to|is going into|goes into|is now in|is in) (?:the )?(?:\w+ grade|grade \d+|year \d+|kindergarten|preschool|daycare|reception|middle school|high school)\b|\b(?:kommt|ist|geht) (?:jetzt )?in (?:die|der) \d+\. klasse\b|\b(?:est|entre|passe) (?:en|au) (?:cp|ce1|ce2|cm1|cm2|6e|5e|4e|3e|seconde|maternelle|crèche)\b|\b(?:está en|pasó a|entró a) (?:primero|segundo|tercero|cuarto|quinto|sexto|kínder|kinder|preescolar)\b|(?:上|读|升)(?:了)?(?:[一二三四五六]年级|幼儿园|初[一二三]|高[一二三])|(?:小学|中学)?[1-6１-６一二三四五六]年生|年長|年中|年少|\bgeht (?:in|auf|zur) (?:die |den |das )?[\wäöüß-]*(?:schule|kita|kindergarten|uni|gymnasium)\b|\bva (?:à|a) (?:l'|la )?(?:école|crèche|université|maternelle|collège|lycée)|\bva (?:a la|al) (?:escuela|colegio|guardería|universidad|kínder|kinder)\b|在[^，。,.]{1,12}(?:上学|读书|上幼儿园|上小学|上初中|上高中|上大学)|(?:保育園|幼稚園|小学校|中学|高校|大学)に(?:通って|行って|入)"
    ),
)
# Their relationship status is single-valued too: "my brother got divorced" updates "my
# brother is married".
_OTHER_RELATIONSHIP = (
    "relationship",
    _r(
        r"\b(?:is|got|just got|has got|'s) (?:now )?(?:married|engaged|divorced|single|separated|widowed)\b|\bbroke up\b|\bsplit up\b|"
        r"\b(?:ist|hat) (?:jetzt )?(?:verheiratet|verlobt|geschieden|single|geheiratet)\b|\bhat sich (?:verlobt|getrennt|scheiden lassen)\b|"
        r"\best (?:maintenant )?(?:mariée?|célibataire|divorcée?|fiancée?|séparée?)\b|\bs'est (?:mariée?|fiancée?|séparée?)\b|\ba divorcé\b|"
        r"\b(?:está|es) (?:casad[oa]|solter[oa]|divorciad[oa]|comprometid[oa]|separad[oa])\b|\bse (?:casó|divorció|comprometió|separó)\b|"
        r"结婚了|离婚了|订婚了|是单身|还单身|分手了|脱单了|結婚し|離婚し|婚約し|独身|別れ"
    ),
)
# Their car is one at a time too, named by the word or by a make ("my wife's car is a RAV4",
# "meine Frau fährt einen Skoda", "celle de mon mari c'est une Peugeot", "夫の車はプリウス"):
# a second car beside the user's own, never an update of it.
_OTHER_CAR = (
    "car",
    _r(
        rf"\b(?:car|auto|wagen|voiture|bagnole|coche|carro)\b|(?<![a-z0-9-])(?:{_CAR_BRANDS})(?![a-z0-9-])|"
        r"\bdrives (?:a|an)\b|\bconduit (?:une?)\b|\b(?:conduce|maneja) (?:un|una)\b|"
        r"开(?:的是|一辆|着)|"
        r"(?:的|の)?(?:车|車)(?:は|是|が)"
    ),
)
# Their birthday: one date a year, whoever's it is ("my mum's birthday is 3 May", "der
# Geburtstag meiner Mutter", "l'anniversaire de ma mère", "我妈生日是", "母の誕生日は").
_OTHER_BIRTHDAY = (
    "birthday",
    _r(r"\b(?:birthday|bday|b-day|geburtstag|anniversaire|anniv|cumpleaños|cumple)\b|生日|誕生日"),
)
_OTHER_ATTRS = (
    *_OTHER_ATTRS,
    _OTHER_SCHOOL,
    _OTHER_RELATIONSHIP,
    _OTHER_CAR,
    _OTHER_BIRTHDAY,
)
_OTHER_JOB: tuple[tuple[re.Pattern[str], Callable[[str], bool]], ...] = (
    (
        _r(
            rf"\b(?:is|'s|became|has become|now works as|retrained as) (?:now |also |still )?an? (?P<np>[a-z][a-z' -]{{1,60}}?){_EN_NP_END}"
        ),
        is_english_job,
    ),
    # a title said with no article ("my wife is deputy head at Parkside")
    (
        _r(
            rf"\b(?:is|'s|became) (?:now |also |still )?(?:the )?(?P<np>(?:deputy|assistant|vice|department|acting|head|senior|lead|chief) [a-z -]{{1,40}}?){_EN_NP_END}"
        ),
        is_english_job,
    ),
    (_r(r"\bist (?:jetzt |inzwischen )?(?:ein |eine )?(?P<np>[\wäöüß-]+)"), is_german_job),
    (
        _r(r"\best (?:maintenant )?(?:un |une )?(?P<np>[\w'-]+(?: [\w'-]+){0,2})"),
        lambda np: is_romance_job(np, FR),
    ),
    (
        _r(r"\bes (?:ahora )?(?:un |una )?(?P<np>[\w-]+(?: [\w-]+){0,2})"),
        lambda np: is_romance_job(np, ES),
    ),
    (
        re.compile(r"是(?:一名|一个|一位|个|名)?(?P<np>[^，。！？,.!?、]{1,12})"),
        lambda np: is_chinese_job(_CJK_TRAIL.sub("", np)),
    ),
    (
        re.compile(
            r"(?:は|が)(?P<np>[^、。！？!?,.\sはが]{1,12}?)(?:です|だ|として|をしています|$|。)"
        ),
        is_japanese_job,
    ),
)


_REL_MODIFIERS = re.compile(
    r"^(?:(?:older|younger|big|little|elder|eldest|youngest|oldest|twin|best|new|late|baby|"
    r"half|favourite|favorite|ältere|jüngere|große|kleine|älterer|jüngerer|großer|kleiner|beste|"
    r"bester|neue|neuer|grande|petite|grand|petit|meilleure?|nouvelle|nouveau|mejor)[rsn]?[- ])+"
    r"|\s+(?:mayor|menor|pequeñ[oa]|aînée?|ainee?|cadette?)$|^(?:大|小|二|三|亲|好|最好的)(?=.)",
    re.IGNORECASE,
)


# One relation, several words for it: "where my mum lives" meets "my mother lives in Leeds",
# "我妈住哪儿" meets "我妈妈住在青岛".
_RELATION_FORMS = {
    "canonical": "",
    **dict.fromkeys(["mum", "mom", "mother", "mommy", "mummy", "ma"], "mother"),
    **dict.fromkeys(["dad", "father", "daddy", "papa", "pa"], "father"),
    **dict.fromkeys(["kid", "child"], "child"),
    # A former partner is "the ex" in every language: one person, whatever word names them.
    **dict.fromkeys(
        [
            "ex",
            "ex-boyfriend",
            "ex-girlfriend",
            "ex-partner",
            "ex-freund",
            "ex-freundin",
            "ex-copain",
            "ex-copine",
            "exnovio",
            "exnovia",
            "ex-novio",
            "ex-novia",
            "前男友",
            "前女友",
            "前任",
            "元カレ",
            "元カノ",
            "元彼",
        ],
        "ex",
    ),
    # Quebec French: "mon chum" is the boyfriend, "ma blonde" the girlfriend.
    "chum": "copain",
    "blonde": "copine",
    **dict.fromkeys(["gf", "girlfriend"], "girlfriend"),
    **dict.fromkeys(["bf", "boyfriend"], "boyfriend"),
    **dict.fromkeys(["hubby", "husband"], "husband"),
    **dict.fromkeys(["wifey", "wife"], "wife"),
    # Folded, "mama" and "papa" are German, French and Spanish at once: one parent word.
    **dict.fromkeys(["mutter", "mama", "mère", "mere", "maman", "madre", "mamá"], "mother"),
    **dict.fromkeys(["vater", "père", "pere", "padre", "papá"], "father"),
    **dict.fromkeys(["妈", "妈妈", "母亲", "老妈"], "妈妈"),
    **dict.fromkeys(["爸", "爸爸", "父亲", "老爸"], "爸爸"),
    **dict.fromkeys(["老婆", "妻子", "太太", "爱人"], "妻子"),
    **dict.fromkeys(["老公", "丈夫"], "丈夫"),
    **dict.fromkeys(["男朋友", "男友"], "男朋友"),
    **dict.fromkeys(["女朋友", "女友"], "女朋友"),
    **dict.fromkeys(["母", "お母さん", "母親"], "母"),
    **dict.fromkeys(["父", "お父さん", "父親"], "父"),
    **dict.fromkeys(["姉", "お姉さん"], "姉"),
    **dict.fromkeys(["兄", "お兄さん"], "兄"),
    **dict.fromkeys(["子供", "子ども"], "子供"),
    **dict.fromkeys(["姐", "姐姐"], "姐姐"),
    **dict.fromkeys(["哥", "哥哥"], "哥哥"),
    # Japanese writes 妹 and 弟 alone; as labels they join the Chinese two-character form.
    **dict.fromkeys(["妹", "妹妹"], "妹妹"),
    **dict.fromkeys(["弟", "弟弟"], "弟弟"),
}


@dataclass(frozen=True)
class _Other:
    phrase: str  # "older sister", "sister anna", "husband"
    relation: str  # "sister", "husband" (one word per relation: "mum" is "mother")
    name: str = ""  # "anna"

    @property
    def whom(self) -> set[str]:
        """Every label the person is known by: phrase, relation, name."""
        return {self.phrase, self.relation, self.name} - {"someone", ""}


# In a forget phrase, a person by name ("Eli's school"): stored statements
# name them beside their relation ("my son Eli …").
_NAMED_POSSESSOR = re.compile(
    r"(?<![\w'])(?!(?:Let|That|It|What|He|She|There|Here|Who|Where|How|Today|Everyone|"
    r"Nobody|Somebody|Someone|Anyone|One|Mom|Mum|Dad)'s)(?P<name>[A-Z][a-z]{1,20})'s\b"
)


_LEAD_IN = re.compile(
    r"^(?:(?:quick update|update|fyi|btw|ok so|okay so|so|well|anyway|guess what|big news|news|"
    r"omg|ok|okay|oh|hey|übrigens|ubrigens|bueno|pues|oye|bref|bon|alors|du coup|en fait|"
    r"sinon|tiens|now|ahora|jetzt|nun|inzwischen|maintenant|désormais|desormais|actually|"
    r"eigentlich|en realidad|de hecho|oops|whoops|sorry|correction|wait|ugh|sadly|sad news|"
    r"heads up|quick note|note|reminder|hmm+|oups|pardon|perdon|ups|huch|achso|ach so)\b[\s:,\-!.]*)+(?=\w)",
    re.IGNORECASE,
)


def _other_person(
    text: str, patterns: tuple[re.Pattern[str], ...] = _OTHER_SUBJECT
) -> _Other | None:
    """Whom a statement is about when not the user ("my older sister …"), else None."""
    if patterns is _OTHER_SUBJECT:
        # A chat opener comes before the subject ("btw my sister lives in Rome", "pues mi
        # madre se mudó a Cádiz"): the subject is who comes after it.
        text = _LEAD_IN.sub("", text) or text
    for pattern in patterns:
        m = pattern.search(text)
        if m is not None:
            groups = m.groupdict()
            rel = (
                groups.get("rel") or groups.get("rel2") or groups.get("rel3") or ""
            ).strip().casefold() or "someone"
            name = groups.get("name")
            owner = ""
            if groups.get("of"):
                # "my daughter's best friend": the friend, known by whose friend they are
                owner = (_REL_MODIFIERS.sub("", rel) or rel) + " "
                owner = _RELATION_FORMS.get(owner.strip(), owner.strip()) + " "
                rel = groups["of"].strip().casefold()
            word = _REL_MODIFIERS.sub("", rel) or rel
            base = _RELATION_FORMS.get(word, word)
            # One key per person: "my mum" and "my mother" are one, "older sister" stays.
            at = rel.find(word)
            rel = rel[:at] + base + rel[at + len(word) :]
            base = owner + base  # her husband is not the user's: "sister husband"
            if name:
                return _Other(f"{owner}{rel} {name.casefold()}", base, name.casefold())
            return _Other(f"{owner}{rel}", base)
    if patterns is _OTHER_SUBJECT and _OTHER_PLAIN.search(text):
        return _Other("someone", "someone")
    return None


def _about_someone(text: str) -> Classification | None:
    """A statement about someone else: their attribute, keyed by whose it is."""
    other = _other_person(text)
    if other is None:
        return _named_as(text)
    measured = measure(text)  # "my husband's shoe size is 44": the size, not an age
    attr = measured.label if measured is not None and measured.valued else None
    attr = attr or _other_attribute(text)
    label = f"{other.phrase}/{attr}" if attr is not None else other.phrase
    # Where my father used to live is not where he lives: labelled, never a key.
    key = topic_key(label) if attr and not _past_state(text) else ""
    if is_partner(other.relation) and (
        (key and attr == "name") or (attr is None and names_the_partner(text))
    ):
        key = PARTNER_NAME  # one partner at a time, whatever word names them
    elif attr is None and _ONLY_ONE.search(other.phrase) and names_the_partner(text):
        label = f"{other.phrase}/name"  # "my best friend is Tom": one at a time
        key = topic_key(label)
    return Classification(MemoryKind.FACT, label, key, _whose_alternatives(other, key, text))


def _named_as(text: str) -> Classification | None:
    """ "Amira is my daughter's best friend now", "Sarah is my new boss": a name given to
    one of the user's people, said name first."""
    m = _NAMED_AS.search(text)
    if m is None:
        return None
    of = f"'s {m.group('of')}" if m.group("of") else ""
    who = _other_person(f"my {m.group('rel')}{of}")
    if who is None or who.name:
        return None
    label = f"{who.phrase}/name"
    key = PARTNER_NAME if is_partner(who.relation) and not of else topic_key(label)
    return Classification(MemoryKind.FACT, label, key)


def _whose_alternatives(other: _Other, key: str, text: str) -> tuple[str, ...]:
    """The keys the same person's attribute may be stored under: by name, by relation,
    or both (:mod:`agents.topic_kin`); a change of place with no attribute named is their
    school or their employer."""
    phrase, name = topic_key(other.phrase), topic_key(other.name)
    if key and key != PARTNER_NAME and key.startswith(phrase + " "):
        attr = key[len(phrase) + 1 :]
        also = person_alternatives(phrase, name, attr)
        for other_attr in _RELATED_ATTRIBUTES.get(attr, ()):
            if other_attr == "school" and other.relation not in _CHILDREN:
                continue
            # a job for a job only when it changed or is said with its place: "妻は今、病院で
            # 看護師をしています"
            job_for_job = other_attr == "occupation" or attr == "occupation"
            if job_for_job and not (_JOB_CHANGED.search(text) or _names_job_and_place(text)):
                continue
            also += (f"{phrase} {other_attr}", *person_alternatives(phrase, name, other_attr))
        return also
    if not key and not _past_state(text) and switches_place(text):
        return tuple(
            alt
            for attr in CHANGE_ATTRIBUTES
            for alt in (f"{phrase} {attr}", *person_alternatives(phrase, name, attr))
        )
    return ()


# What else the same person's attribute may have been told as: a job by its title or by
# its place; a child's place of learning or of work ("my son started at Hillside").
_RELATED_ATTRIBUTES = {
    "occupation": ("employer",),
    "employer": ("occupation", "school"),
    "school": ("employer",),
}
_CHILDREN = _wordset(
    """son daughter kid child children kids youngest oldest eldest stepson stepdaughter
    sohn tochter kind kinder fils fille enfant enfants hijo hija hijos niño niña nino nina
    儿子 女儿 孩子 息子 娘 子供 someone"""
)
_JOB_CHANGED = _r(
    r"\b(?:now|new|these days|nowadays|left|quit|switched|moved|got a job|retrained|became|"
    r"jetzt|inzwischen|mittlerweile|neu|neue|neuen|gewechselt|maintenant|desormais|nouveau|"
    r"nouvelle|a change|ahora|ya|nuevo|nueva|cambio)\b"
    r"|现在|如今|目前|改|换|跳槽|今|(?<![てで])いま(?![すせし])|現在|転職"
)


def _names_job_and_place(text: str) -> bool:
    """Does a statement about someone name both their job and where they do it?"""
    employer = dict(_OTHER_ATTRS)["employer"]
    if not employer.search(text):
        return False
    return dict(_OTHER_ATTRS)["occupation"].search(text) is not None or any(
        (m := pattern.search(text)) is not None and is_job(m.group("np"))
        for pattern, is_job in _OTHER_JOB
    )


def _named_alone(text: str) -> Classification | None:
    """A statement about someone the user names alone ("Finn is in reception at …",
    "Sofi se cambió al Pellegrini"): keyed by the name, updating the same person's
    attribute stored under their relation (:mod:`agents.topic_kin`)."""
    name = bare_name(text)
    if name is None:
        return None
    other = _Other(name, "someone", name)
    attr = _other_attribute(text)
    key = topic_key(f"{name}/{attr}") if attr is not None and not _past_state(text) else ""
    also = _whose_alternatives(other, key, text)
    if not key and not also:
        return None
    return Classification(MemoryKind.FACT, f"{name}/{attr}" if attr else name, key, also)


def _other_attribute(text: str) -> str | None:
    for attr, pattern in _OTHER_ATTRS:
        if pattern.search(text):
            return attr
    for pattern, is_job in _OTHER_JOB:
        m = pattern.search(text)
        if m is not None and is_job(m.group("np")):
            return "occupation"
    return None


# -- multi-valued subject matters (a label, never a key) ----------------------------------------

# What people do for pleasure, by name, and the lessons they take: "I take pottery classes",
# "Ich spiele Geige", "je fais de la poterie", "toco la guitarra", "我在学书法", "茶道を習って
# います" are hobbies, found by "forget my hobby" though none says "hobby".
_LEISURE = (
    r"\b(?:piano|guitar|cello|violin|viola|drums|flute|saxophone|ukulele|harp|trumpet|clarinet|"
    r"banjo|bass guitar|tennis|squash|badminton|table tennis|ping pong|volleyball|basketball|"
    r"football|soccer|rugby|golf|chess|poker|bridge|yoga|pilates|tai chi|climbing|bouldering|"
    r"hiking|running|jogging|swimming|cycling|surfing|skiing|snowboarding|skating|fishing|"
    r"sailing|rowing|kayaking|knitting|crochet|sewing|quilting|embroidery|pottery|ceramics|"
    r"painting|drawing|sketching|watercolou?rs?|calligraphy|photography|gardening|baking|"
    r"woodworking|dancing|salsa|tango|ballet|choir|karate|judo|taekwondo|boxing|fencing|"
    r"archery|martial arts|birdwatching|bird watching|board games|video games|gaming|"
    r"meditation|scrapbooking|origami|lessons|classes|camping|crossfit|knit|knits|yarn|"
    # the activity as the first person's verb ("I paint on weekends", "I knit"): not "I
    # paint the fence", "I run a shop"
    r"i (?:also |still |really |mostly )?(?:paint|draw|knit|crochet|sew|bake|surf|ski|skate|"
    r"dance|sing|sketch|garden|hike|climb|swim|cycle|fish)(?! (?:a|an|the|my|our|his|her|it|them|that|this)\b)|"
    r"needlework|crafts|crafting|learning to (?:play|knit|sew|paint|draw|dance|sing|surf|ski|skate|swim|climb|bake|crochet)|"
    r"gitarre|klavier|geige|cello|schlagzeug|querflöte|fußball|fussball|schach|klettern|"
    r"bouldern|wandern|joggen|schwimmen|radfahren|stricken|häkeln|nähen|töpfern|malen|"
    r"zeichnen|tanzen|chor|singen|angeln|segeln|kurs|unterricht|verein|"
    r"guitare|violon|violoncelle|batterie|flûte|foot|échecs|escalade|randonnée|natation|"
    r"vélo|tricot|poterie|céramique|peinture|dessin|danse|chorale|chant|jardinage|"
    r"photographie|pâtisserie|cours de|atelier|"
    r"guitarra|violín|batería|tenis|fútbol|ajedrez|escalada|senderismo|natación|ciclismo|"
    r"tejer|tejo|cerámica|pintura|dibujo|baile|coro|canto|jardinería|fotografía|"
    r"clases de|taller)\b|"
    r"钢琴|吉他|小提琴|大提琴|网球|足球|篮球|羽毛球|乒乓球|排球|象棋|围棋|瑜伽|攀岩|爬山|徒步|"
    r"跑步|游泳|骑行|钓鱼|织毛衣|陶艺|画画|绘画|书法|跳舞|舞蹈|唱歌|合唱|摄影|烘焙|园艺|太极|"
    r"学[^，。,.]{0,4}(?:课|班)|兴趣|社团|健身|滑雪|冲浪|露营|马拉松|下棋|打游戏|玩游戏|"
    r"ピアノ|ギター|バイオリン|チェロ|ドラム|テニス|サッカー|バレーボール|野球|将棋|囲碁|ヨガ|"
    r"クライミング|ボルダリング|登山|ハイキング|ランニング|ジョギング|水泳|サイクリング|釣り|"
    r"編み物|陶芸|絵を描|書道|ダンス|合唱|写真を撮|茶道|華道|生け花|いけばな|ガーデニング|園芸|"
    r"習って|習い事|教室|稽古|レッスン|サークル|バドミントン|卓球|ゴルフ|スキー|スノボ|サーフィン|"
    r"マラソン|筋トレ|キャンプ|カラオケ|手芸|読書"
)

# Drugs by their international name stems (-pril, -olol, -sartan, -statin …) and the
# common brand and household names: "I take levothyroxine" is about medication though it
# never says so.
_DRUGS = (
    # stems without their final vowel, which each language writes its own way
    # ("omeprazole", "omeprazol", "Omeprazol"; "levothyroxine", "levotiroxina")
    r"\b\w+(?:pril|olol|sartan|statin|prazol|oxetin|azepam|azolam|dipin|formin|gliptin|"
    r"thyroxin|tiroxin|thyrox|cillin|cilin|mycin|micin|cyclin|ciclin|floxacin|triptan|lukast|"
    r"gabalin|profen|coxib|semid|parin|xaban|triptylin|pramin|peridon|setron|tidin|afaxin|"
    r"tralin|alopram|propion|quetiapin|trigin|racetam|glutid|pidem|fenidat|phenidat)(?:e|a|o|um)?\b|"
    r"\b(?:ibuprofen|paracetamol|acetaminophen|aspirin|tylenol|advil|lithium|adderall|"
    r"ritalin|prozac|zoloft|xanax|melatonin|antibiotics?|antidepressants?|birth control|"
    r"lexapro|cipralex|wellbutrin|effexor|cymbalta|paxil|celexa|seroquel|abilify|lamictal|"
    r"lyrica|concerta|vyvanse|elvanse|synthroid|levothyrox|euthyrox|l-thyrox|ozempic|"
    r"wegovy|mounjaro|accutane|roaccutane|valium|ambien|ventolin|salbutamol|albuterol|"
    r"symbicort|doliprane|dafalgan|efferalgan|nurofen|voltaren|aspirina|paracetamol|"
    r"epipen|traitement|pastillas?|pillen?|cachets?|comprimés?)\b"
)
# Kinds and breeds of pet, and the verbs of keeping one ("我养了一只金毛", "柴犬を飼っています").
# A medicine by the habit of taking it, whatever its name: a dose, or a name (capitalised,
# as brands are) taken every day ("je prends du Doliprane tous les jours"). Taking the bus
# or coffee every day is not it, so a lower-case thing taken daily does not count.
_TAKING = (
    r"\b(?:i take|i'm taking|i am taking|je prends|ich nehme|tomo|estoy tomando)"
    r"(?: du| de la| des| de l'| d')? (?-i:[A-Z])[\w-]+ (?:[^.,;!?]{0,12}\b)?"
    r"(?:daily|every (?:day|morning|night|evening)|each (?:day|morning|night)|twice a day|"
    r"tous les jours|chaque (?:jour|matin|soir)|jeden (?:tag|morgen|abend)|täglich|"
    r"todos los días|cada (?:día|mañana|noche)|a diario)\b|\b\d+ ?mg\b|"
    r"(?:吃|服|服用)[^，。,.]{0,6}药|薬を飲んで|服薬"
)
_TAKEN = _r(
    _TAKING
    + r"|\b(?:take|taking|on|prends|nehme|tomo)\b[^.,;!?]{0,20}\b(?:for|pour|für|para)\b|吃药|服用|飲んで"
)
_PET_KINDS = (
    r"\b(?:retrievers?|labradors?|labs?|poodles?|beagles?|terriers?|spaniels?|bulldogs?|"
    r"huskies|husky|corgis?|dachshunds?|chihuahuas?|pugs?|collies?|schnauzers?|greyhounds?|"
    r"whippets?|tabby|budgies?|parakeets?|cockatiels?|geckos?|iguanas?|lizards?|snakes?|"
    r"ferrets?|chinchillas?|gerbils?|aquarium|dackel|wellensittich\w*|meerschweinchen|"
    r"kaninchen|pferd\w*|lapins?|cochons? d'inde|perruches?|poissons? rouges?|chevaux|cheval|"
    r"conejos?|hámsters?|hamster|tortugas?|loros?|periquitos?|caballos?|peces|pez|animals?|"
    r"animal|animales)\b|"
    r"金毛|柯基|泰迪|哈士奇|拉布拉多|柴犬|布偶|英短|橘猫|兔子|仓鼠|鹦鹉|乌龟|金鱼|"
    r"养了?(?:一|两|二|三|几)?(?:只|条|匹)|"
    r"トイプードル|プードル|チワワ|ダックス|レトリバー|ハムスター|インコ|金魚|カメ(?![ラ-ロ])|フェレット|飼って|飼い"
)
# Languages by name, after a verb of speaking or learning ("I'm learning Japanese",
# "estoy aprendiendo japonés", "我在学日语"): a nationality or a cuisine alone is not one.
_LANGUAGE_NAMES = (
    r"english|spanish|french|german|italian|japanese|chinese|mandarin|cantonese|korean|"
    r"portuguese|russian|arabic|hindi|dutch|swedish|norwegian|danish|greek|turkish|polish|"
    r"hebrew|latin|sign language|asl|englisch|spanisch|französisch|italienisch|japanisch|"
    r"chinesisch|koreanisch|russisch|arabisch|portugiesisch|türkisch|niederländisch|polnisch|"
    r"anglais|espagnol|allemand|italien|japonais|chinois|coréen|russe|arabe|portugais|"
    r"inglés|francés|alemán|italiano|japonés|chino|coreano|ruso|árabe|portugués|catalán|"
    r"euskera|gallego|quechua"
)
_LANGUAGE_USE = (
    r"\b(?:speak|speaking|learn|learning|study|studying|practi[cs]e|practi[cs]ing|fluent in|"
    r"taking|spreche|lerne|sprechen|lernen|parle|apprends|j'apprends|étudie|hablo|aprendo|"
    r"aprendiendo|estudio|estudiando|practico)\b[^.,;!?]{0,20}?\b(?:" + _LANGUAGE_NAMES + r")\b|"
    r"(?:说|会|学|讲|练)[^，。,.]{0,4}(?:[日英法德韩俄]语|西班牙语|意大利语|葡萄牙语|阿拉伯语|粤语|"
    r"普通话|中文|英文|日文)|"
    r"(?:英語|中国語|韓国語|フランス語|ドイツ語|スペイン語|イタリア語|ロシア語|語学)"
)

SUBJECT_MATTERS: tuple[tuple[str, MemoryKind, re.Pattern[str]], ...] = (
    (
        "allergy",
        _P,
        _r(
            r"allerg|\balergi|\bintoleran|unverträglich|\blactos[ea]|\blaktose|\bgluten|过敏|不耐受|乳糖|麸质|アレルギー|不耐症|乳糖"
        ),
    ),
    (
        "medication",
        _P,
        _r(
            _TAKING
            + r"|\bmedication|\bmedicine\b|\bmeds\b|\bmédocs?\b|\bmedocs?\b|\bpills?\b|\bprescri|\binhaler\b|\binsulin\b|\bmedikament|\bmédicament|\bmedicamento|\btabletten\b|药|薬|服用|"
            + _DRUGS
        ),
    ),
    (
        "health",
        _P,
        _r(
            r"\bdiabet|\basthma|\basthme|\basma\b|\bmigraine|\bepilep|\bdepressi|\banxiety disorder|\badhd\b|\bautis|\bcoeliac|\bceliac|\bzöliakie|\bcœliaque|\bceliaqu|"
            r"\bblood pressure|\bhypertensi|\bhipertensi|\bbluthochdruck|\bcholesterol|\bcholestérol|\bcolesterol|\barthritis|\barthrite|\bartritis|\bibs\b|\bcrohn|\bthyroid|\bschilddrüse|\bthyroïd|\btiroides|\bcancer\b|\bkrebs\b|\bpregnan|\bschwanger|\benceinte\b|\bembarazada|\beczema|\bneurodermitis|\bpsoriasis|\btinnitus|\binsomnia|\binsomnie|\binsomnio|\bsleep apnea|\bptsd\b|\bocd\b|\bbipolar|\bhealth\b|\bburn-?out\b|\binjur|\bfractur|\bsprain|\btore my\b|\btorn\b|\bbroke my (?:arm|leg|wrist|ankle|foot|hand|nose|collarbone|back|finger|toe|hip|rib)|\bacl\b|\bmeniscus|\bconcussion|\bsurgery\b|\bverletz|\bgebrochen\b|\bbänderriss|\bblessure|\bblessée?\b|\bcassé (?:le|la|les|l')|\bentorse|\blesión|\blesion\b|\bme (?:rompí|rompi|torcí) (?:el|la)\b|\besguince|\boperación|\bgesundheit|\bsanté\b|\bsalud\b|\b(?:medical )?conditions?\b|\billness|\bdisease|\bdiagnos|\bmaladie|\bkrankheit|\berkrankung|\benfermedad|\bpadecimiento|"
            r"\bmigr[aä]ne|\bmigra[nñ]a|\bback pain\b|\bbad back\b|\brücken(?:schmerzen|probleme)|\bbandscheibe|\bmal (?:de dos|au dos)\b|\bdolor de espalda\b|\b(?:me )?operaron\b|\bme oper[eé]\b|\bj'ai été opérée?\b|\bwurde\b[^.,;!?]{0,30}\boperiert\b|\bhernia|\bhernie|\bheart condition\b|\bherzfehler|"
            r"腰(?:を痛め|痛|が痛|を悪く)|ぎっくり腰|ヘルニア|頭痛|偏頭痛|腰伤|腰疼|腰椎|头疼|头痛|"
            r"骨折|受伤|扭伤|韧带|手术|怪我|ケガ|捻挫|手術|糖尿病|哮喘|偏头痛|抑郁|喘息|片頭痛|持病|病情|疾病|病気|高血压|甲状腺|怀孕|关节炎|失眠|胃病|健康|高血圧|妊娠|花粉症|不眠"
        ),
    ),
    # Work beside the job, whatever it is ("side hustle is wedding photography", "nebenbei
    # repariere ich Radios", "à côté je fais des gâteaux", "aparte tengo un canal", "业余在b站
    # 当up主", "副業でカメラマン"): many at once, and what a forget of "the side job" means.
    (
        "side job",
        _P,
        _r(
            r"\bside (?:hustle|gig|job|business|project|income|thing)s?\b|\bon the side\b|\bmoonlight"
            r"|\bnebenjob|\bnebenbei\b|\bnebenher\b|\bnebenberuf|\bnebengewerbe|\bnebenerwerb"
            r"|\ba cote\b|\bpetit boulot\b|\bactivite (?:annexe|secondaire)|\bauto-?entrepren"
            r"|\b(?:y |por )?aparte\b|\btrabajo extra\b|\bchamba extra\b|\bpor mi cuenta\b"
            r"|副业|兼职|业余|副業|兼業|掛け持ち"
        ),
    ),
    (
        "children",
        _P,
        _r(
            r"\b(?:kids?|children|child|sons?|daughters?|baby|toddler|twins)\b|\b(?:have|got) (?:a|one|two|three|four|\d) (?:boys?|girls?)\b|\b(?:twin|baby) (?:girls?|boys?)\b|\b(?:mom|mum|mother|dad|father|parent) of (?:one|two|three|four|five|\d)\b|\b(?:kinder|kindern|kind|sohn|söhne|söhnen|tochter|töchter|töchtern)\b|\b(?:enfants?|fils|filles?|bébé)\b|\b(?:hij[oa]s?|niñ[oa]s?|bebé)\b|孩子|儿子|女儿|宝宝|子供|子ども|息子|娘"
        ),
    ),
    (
        "pets",
        _P,
        _r(
            r"\b(?:pets?|dogs?|cats?|puppy|kitten|hamsters?|parrots?|rabbits?|bunny|guinea pigs?|tortoise|turtle|goldfish|horse)\b|\b(?:haustier\w*|hund\w*|katze\w*|kater)\b|\b(?:chiens?|chats?|chienne|chatte|animaux|animal de compagnie)\b|\b(?:perr[oa]s?|gat[oa]s?|mascotas?)\b|宠物|狗|猫|犬|ペット|ウサギ|うさぎ|"
            + _PET_KINDS
        ),
    ),
    (
        "languages",
        _P,
        _r(
            r"\bspeak\b|\blanguages?\b|\bfluent\b|\bbilingual\b|\bnative speaker\b|\bspreche\b|\bsprachen?\b|\bparle\b|\blangues?\b|\bhablo\b|\bidiomas?\b|说[^，。]{0,4}语|会[^，。]{0,4}(?:语|话)|语言|母语|話せ|言語|語を話|"
            + _LANGUAGE_USE
        ),
    ),
    (
        "hobby",
        _PREF,
        _r(
            r"\bhobby|\bhobbies|\bin my (?:free|spare) time\b|\bfreizeit|\bpasse-temps\b|\btemps libre\b|\bpasatiempo|\btiempo libre\b|\bloisirs?\b|\bafici[oó]n(?:es)?\b|爱好|业余|趣味|课外活动|兴趣班|消遣|练字|毛笔字|習字|"
            + _LEISURE
        ),
    ),
    (
        "belief",
        _P,
        _r(
            r"\bi believe\b|\bbeliever\b|\bchristian\b|\bcatholic\b|\bmuslim\b|\bbuddhist\b|\bhindu\b|\bjewish\b|\batheist\b|\bagnostic\b|\bglaube\b|\bcroyante?\b|\bcreyente\b|\breligio|\bfaith\b|\bfoi\b|\bfe\b|\bchurch\b|\bkirche\b|\béglise\b|\biglesia\b|\bmosque|\bsynagog|信仰|信教|基督|佛教|无神论|宗教|キリスト教|仏教"
        ),
    ),
    # Star signs, music, fears and goals: named when forgotten ("forget my star sign").
    (
        "zodiac",
        _P,
        _r(
            r"\b(?:aries|taurus|gemini|leo|virgo|libra|scorpio|sagittarius|capricorn|aquarius|pisces|star sign|zodiac|horoscope|sternzeichen|signe astrologique|signo del zodiaco|signo)\b|星座|干支|"
            # a sign said of oneself in the other languages ("ich bin Waage", "je suis
            # Balance", "soy Escorpio", "我是天蝎座", "さそり座です"): the frame, as the
            # words are also animals and things
            r"\b(?:ich bin|je suis|soy)(?: (?:ein|eine|un|une))? (?:widder|stier|zwilling|zwillinge|krebs|löwe|jungfrau|waage|skorpion|schütze|steinbock|wassermann|fisch|fische|bélier|taureau|gémeaux|cancer|lion|vierge|balance|scorpion|sagittaire|capricorne|verseau|poissons|tauro|géminis|cáncer|escorpio|escorpión|sagitario|capricornio|acuario|piscis)(?=\s*$|\s*[.,;!?]| (?:ascendant|aszendent|ascendente)\b)|(?:白羊|金牛|双子|巨蟹|狮子|处女|天秤|天蝎|射手|摩羯|水瓶|双鱼|おひつじ|牡羊|おうし|牡牛|ふたご|かに|蟹|しし|獅子|おとめ|乙女|てんびん|さそり|蠍|いて|やぎ|山羊|みずがめ|うお|魚)座"
        ),
    ),
    (
        "music",
        _PREF,
        _r(
            r"\b(?:music|jazz|hip[- ]hop|rap|classical|heavy metal|punk|techno|reggae|blues|k-pop|opera|musik|musique|música)\b|音乐|音楽"
        ),
    ),
    (
        "fear",
        _P,
        _r(
            r"\b(?:phobias?|afraid of|scared of|terrified of|fear of|angst vor|peur d|miedo a|phobie|fobia)\b|害怕|恐惧|怖い|恐怖症"
        ),
    ),
    (
        "goal",
        _P,
        _r(
            r"\bsaving (?:up )?for\b|\bgoals?\b|\bsparen auf\b|\bziel\b|\bobjectifs?\b|\béconomise pour\b|\bahorrando para\b|\bmetas?\b|目标|攒钱|目標|貯金"
        ),
    ),
    # Teams and stars one follows: "I support Liverpool", "je suis fan du PSG", "我是湖人的球迷".
    (
        "fandom",
        _PREF,
        _r(
            r"\bfans?\b|\bsupport(?:er|ers)?\b|\bteam\b|mannschaft\b|verein\b|\béquipe\b|\bequipo\b|\bhincha\b|\bfanátic[oa]|\bfanatique|\bstan\b|\bfandom|球迷|粉丝|追星|球队|ファン|推し|球団|チーム"
        ),
    ),
    (
        "sport",
        _PREF,
        _r(
            r"\bplay (?:tennis|football|soccer|basketball|golf|chess|volleyball|hockey|badminton)\b|\b(?:run|swim|climb|cycle|hike)s? (?:every|each|on|twice|three)\b|\bmarathon|\byoga\b|\bgym\b|\bsports?\b|\bexercis|\bworkouts?\b|\bfitness|\bdeportes?\b|\bejercicio|\bentrenamiento|\bsportif|\bsportive|\btraining\b|運動|スポーツ|ジョギング|运动|体育|锻炼"
        ),
    ),
)

_PREFERENCE = _r(
    r"\b(?:i (?:really |absolutely |just |also )?(?:prefer|like|love|enjoy|adore|hate|dislike|can't stand|don't like|do not like)|i'm (?:a (?:big |huge )?fan of|into|obsessed with)|ich (?:mag|liebe|hasse|bevorzuge)|j'aime|j'adore|je déteste|je préfère|me gusta|me encanta|odio|prefiero)\b|我(?:很|特别|非常|超|也|最)?(?:喜欢|不喜欢|爱|讨厌|偏好|更喜欢)|(?:が|は)好き|が嫌い|大好き"
)
_TASK = _r(
    r"\b(?:remind me|i need to|i have to|i must|todo|to-do|deadline|this week|tomorrow|next (?:week|month|monday|tuesday|wednesday|thursday|friday))\b|提醒我|我需要|我得|明天|这周|本周|下周"
)


# -- statements that assert nothing about the present -----------------------------------------
#
# A key says "this is now true". A clause that asks ("Should I move to Lisbon?", "我要不要搬到
# 广州？"), supposes ("If I moved to Canada, …", "如果我搬到广州", "大阪に引っ越したら") or
# plans ("来月大阪に引っ越します", "我明年搬到广州", "I'm moving there next month") says
# nothing about the present, whatever verb it uses. The test is on the clause the matched
# verb is in, so "I moved to Leeds, any tips?" and "Now that I live in Leeds, …" still count.

_CLAUSE_BREAK = re.compile(r"[,;:.!?，。；：！？、\n]")
_QUESTION_END = re.compile(r"[?？]")
# Latin-script questions put a verb before the subject ("Should I …", "Wohne ich …", "Dois-je");
# a bare "?" after a statement ("I live in Leeds, right?") is not enough on its own.
_LATIN_QUESTION = _r(
    r"\b(?:do|does|did|am|are|can|could|should|would|will|shall|may|might|must|have|has|had|"
    r"was|were|is)(?:n't)?\s+(?:i|we)\b|"
    r"^\s*(?:wo|wann|warum|wie|was|welche[rsnm]?|wohin|woher|ob\s+)?\s*\w+\s+(?:ich|wir)\b|"
    r"\best-ce que\b|\w-(?:je|nous)\b|¿"
)
# Chinese and Japanese questions need no inversion: the particle or the "?" marks them.
_CJK_QUESTION = re.compile(
    r"[吗嘛呢][？?]?$|是不是|要不要|该不该|应不应该|能不能|可不可以|会不会|[？?]$|(?:か|かな|でしょうか)[？?。]?$"
)
_SUPPOSE = _r(
    r"\b(?:if|unless|whether|what if|suppose|supposing|in case|wenn|falls|sofern|ob)\b|"
    r"\bsi (?:je|j'|on|nous|me|yo|vivo|trabajo|vivimos|tengo|soy|estoy)\b|\bs'il\b|"
    r"如果|要是|假如|假设|万一|若是|倘若|的话"
)
# Japanese puts modality after the verb: wishes (たい), plans (予定, つもり), advice
# (ほうがいい) and conditions (たら, なら, れば).
_JA_UNREAL = re.compile(
    r"たい|たく|予定|つもり|ようと|よう[かと]|かも|ほうが|方が|べき|ましょう|たら|だら|なら|れば"
    # the volitional of a godan verb, musing ("引っ越そうかな", "転職しようと思う" above)
    r"|[おこそとのほもろごぞどぼぽ]う(?:かな|と思|かしら|か[。？?]?$)"
)
# A change verb in the Japanese non-past is a future ("大阪に引っ越します" — I will move).
# The ending is read right after the matched stem; "しています" (a state) is not it.
_JA_FUTURE = re.compile(
    r"^(?:し|す)?(?:ます|する|る|す)(?=$|[。.!！]|[よね][。.!！]?$|けど|から|ので)"
)
# Time words that put a change in the future ("next month", "明年", "来月").
_FUTURE = _r(
    r"\bnext (?:week|month|year|spring|summer|fall|autumn|winter|monday|tuesday|wednesday|"
    r"thursday|friday|saturday|sunday)\b|\btomorrow\b|\bsoon\b|\bin (?:a|an|one|two|three|a few|\d+) "
    r"(?:days?|weeks?|months?|years?)\b|\bnächste[nrsm]? (?:woche|monat|jahr|sommer|winter)\b|"
    r"(?<!guten )(?<!heute )(?<!gestern )\bmorgen\b|\bbald\b|\b(?:la semaine|le mois|l'année|l'an) prochaine?\b|\bdemain\b|\bbientôt\b|"
    r"\bpróxim[oa] (?:semana|mes|año)\b|\b(?:la semana|el mes|el año) (?:que viene|próxim[oa])\b|"
    r"下个?月|下周|下星期|下礼拜|明年|明天|后天|过几天|将来|即将|快要|马上|来月|来年|来週|明日|近いうちに"
)


# A second job, a side gig, a second home: "I'm also a yoga teacher", "Ich bin auch
# Yogalehrerin", "también soy profesora de yoga", "我也是瑜伽老师" add to what is stored.
_ADDITIVE = _r(
    r"\b(?:also|too|as well|on the side|additionally|auch|nebenbei|nebenberuflich|zusätzlich|"
    r"aussi|également|en plus|à côté|también|además|plus(?= i\b)|"
    # a second one named by its ordinal ("un segundo trabajo en Zara", "a second job at")
    r"(?:second|2nd|extra|deuxième|segund[oa]|zweite[nrms]?) (?:job|gig|home|house|flat|"
    r"apartment|place|car|phone|laptop|trabajo|empleo|curro|casa|piso|coche|móvil|boulot|taf|"
    r"travail|maison|appart|voiture|téléphone|wohnung|haus|auto|handy|stelle)|"
    r"side (?:gig|job|hustle)|nebenjob|minijob)\b|"
    r"也(?!跟着|随着|一起)|兼职|副业|第二份|另一份|でもあ|も(?:して|やって)|副業|兼業"
)
_ADDITIVE_KEYS = frozenset(
    {
        "occupation",
        "employer",
        "work field",
        "residence",
        "school",
        "phone",
        "car",
        "laptop",
        "work schedule",
    }
)
_CONJUNCTION = _r(r"\s(?:and|but|und|aber|et|mais|y|pero)\s|[,;]")


def _additive(text: str, m: re.Match[str]) -> bool:
    """Is the matched statement marked as one more, not the one (see ``_ADDITIVE``)?"""
    tail = _CONJUNCTION.split(text[m.end() : m.end() + 40], maxsplit=1)[0]
    lead = _CLAUSE_BREAK.split(text[max(0, m.start() - 12) : m.start()])[-1]
    return _ADDITIVE.search(lead + m.group(0) + tail) is not None


def _clause(text: str, start: int, end: int, breaks: re.Pattern[str] = _CLAUSE_BREAK) -> str:
    """The clause holding text[start:end], with the punctuation that closes it."""
    before = max((b.end() for b in breaks.finditer(text, 0, start)), default=0)
    after = breaks.search(text, end)
    return text[before : after.end() if after is not None else len(text)]


# Clauses joined by a conjunction are read apart for conditions and times: in "I moved to
# Leeds and start work next week" the move is done.
_CLAUSE_OR_CONJUNCTION = _r(
    r"[,;:.!?，。；：！？、\n]|\s(?:and|but|und|aber|et|mais|y|pero)\s|但是|不过"
)


# An intention put before the verb ("I'm planning to quit Google", "ich will nach Wien
# ziehen", "je compte déménager à Lyon", "pienso mudarme a Valencia"): nothing has changed.
_INTENT = _r(
    r"\b(?:planning|plan|planned|going|hoping|hope|want|wanting|trying|about|intend|intending|"
    r"need|have|has|got|would like|'d like|'d love|would love|wish|ready) to\s|\bgonna\b|\bwanna\b|"
    r"\bthinking (?:about|of)\b|\bconsidering\b|\bmight\b|\bmaybe\b|\bcould\b|"
    r"\b(?:ich|wir) (?:will|wollen|möchte|möchten|würde gerne?|plane|planen|überlege|muss|soll|könnte)\b|"
    r"\b(?:will|möchte|plane|muss) ich\b|"
    r"\bje (?:veux|voudrais|compte|vais|pense|dois|pourrais|envisage|aimerais)\b|\bj'(?:aimerais|envisage|hésite)\b|"
    r"\b(?:quiero|quisiera|pienso|planeo|voy a|tengo que|debería|podría|me gustaría|estoy pensando en)\b"
)


def _intended(text: str, m: re.Match[str]) -> bool:
    """Is the matched verb put as an intention in its own clause ("planning to quit …")?"""
    lead = _CLAUSE_OR_CONJUNCTION.split(text[: m.start()])[-1]
    return _INTENT.search(lead) is not None


def _unasserted(text: str, m: re.Match[str], stative: bool) -> bool:
    """Does the matched clause ask, suppose or plan rather than state the present?"""
    return (not stative and _intended(text, m)) or _asked_or_supposed(text, m, stative)


def _asked_or_supposed(text: str, m: re.Match[str], stative: bool) -> bool:
    clause = _clause(text, m.start(), m.end())
    if _QUESTION_END.search(clause[-1:]) and (
        _LATIN_QUESTION.search(clause) or _CJK_QUESTION.search(clause.strip())
    ):
        return True
    part = _clause(text, m.start(), m.end(), _CLAUSE_OR_CONJUNCTION)
    if _SUPPOSE.search(part):
        return True
    if _FUTURE.search(part):  # "I'll be 30 next month", "我下个月就30岁了"
        return True
    if not _KANA.search(text):
        return False
    tail = _CLAUSE_BREAK.split(text[m.end() :], maxsplit=1)[0]  # the verb's ending
    if _JA_UNREAL.search(tail):
        return True
    state = text[: m.end()].endswith(("い", "て", "で"))
    return not stative and not state and _JA_FUTURE.search(tail) is not None


def _past_state(text: str) -> bool:
    """Marked as over ("used to", "以前", "住んでいました") and not as now."""
    marked = _PAST.search(text) is not None or _JA_PAST_TENSE.search(text) is not None
    return marked and _PRESENT.search(text) is None


def _rule_key(rule: Rule, text: str, before: int) -> tuple[int, str] | None:
    """Where and with which key ``rule`` first states something, starting before
    ``before``; a rejected match gives way to the rule's next one ("No soy cocinero,
    soy panadero")."""
    for m in rule.pattern.finditer(text):
        if m.start() >= before:
            return None
        if _unasserted(text, m, rule.stative):
            continue
        key = rule.key if rule.check is None else rule.check(m, text)
        if key is None or (key in _ADDITIVE_KEYS and _additive(text, m)):
            continue
        return m.start(), key
    return None


def _first_person_key(text: str) -> tuple[str, MemoryKind, tuple[str, ...]] | None:
    past = _past_state(text)
    best: tuple[int, str, MemoryKind, tuple[str, ...]] | None = None
    gates: dict[re.Pattern[str], bool] = {}  # each pre-check runs once per statement
    has_latin = _ANY_LATIN.search(text) is not None
    has_cjk = _CJK_CHAR.search(text) is not None
    for rule in RULES:
        latin, cjk = _SCRIPTS[rule.pattern]
        if not ((latin and has_latin) or (cjk and has_cjk)):
            continue
        if rule.gate is not None:
            if rule.gate not in gates:
                gates[rule.gate] = rule.gate.search(text) is not None
            if not gates[rule.gate]:
                continue
        if rule.stative and past:
            continue
        found = _rule_key(rule, text, len(text) if best is None else best[0])
        if found is not None:
            best = (found[0], found[1], rule.kind, rule.also)
            if best[0] == 0:  # no later rule can start earlier; ties go to this one
                break
    # The attribute named first is the statement's subject ("I'm on GMT+8 now that I'm
    # based in Singapore" is about the time zone); ties go to the earlier rule.
    return best[1:] if best is not None else None


_ANY_LATIN = re.compile(r"[A-Za-z]")
_CALLED_BY = tuple(rule for rule in RULES if rule.key == "preferred name")
_TIMEZONE_RULES = tuple(rule for rule in RULES if rule.key == "timezone")
_NAME_RULES = tuple(rule for rule in RULES if rule.key in ("name", "surname"))
# No longer at one named place, now at another ("no longer at Acme, now at Globex", "nicht
# mehr bei Otto, jetzt bei Zalando", "plus chez Fnac, maintenant chez Darty", "ya no estoy en
# Indra, desde enero estoy en Everis"): a named organisation or a town, said alike.
_LEFT_FOR = _r(
    r"(?:(?:\bno longer (?:at|with|in)|\bnicht mehr (?:bei|in)|(?:\bje ne suis |^|(?<=[.,;!?] ))plus (?:chez|à|a)|"
    r"\bya no (?:estoy|trabajo|sigo|vivo) en)\s+(?-i:[A-Z])|\bnot (?:at|with|in) (?-i:[A-Z])\S* any ?more\b)"
    r".{0,60}?\b(?:at|with|in|bei|chez|à|a|en)\s+(?:the |la |el |der |die |l')?(?-i:[A-Z])"
)
# Gone over to a named place of study or work ("je suis passée à la Sorbonne", "bin jetzt an
# der Uni Köln", "me pasé a la Complutense"): the school or the employer.
_MOVED_ON_TO = _r(
    r"\bje suis passee? (?:a|au) (?:la |l')?(?-i:[A-Z])|\b(?:ich bin|bin) (?:jetzt|nun|seit \w+) "
    r"(?:an der|an die|bei|auf der) (?:uni |universitat |hochschule |fh |tu )?(?-i:[A-Z])"
    r"|\bme (?:pase|cambie) (?:a la|al|a) (?-i:[A-Z])"
)
# Leaving a job, said beside the new one ("quit teaching, now I work at a bakery", "hab bei
# Otto gekündigt", "j'ai quitté Fnac", "dejé Indra", "辞职了", "教師を辞めて").
_QUIT = _r(
    r"\b(?:quit|quitting|left|resigned|retired from|gekündigt|aufgehört|j'ai quitté|démissionné|"
    r"dejé|renuncié)\b|辞职|离职|不干了|辞めて|辞めました|退職"
    # finishing one's studies ends "student" ("graduated and now I work at …")
    r"|\b(?:graduated|finished (?:uni|school|my degree|my studies)|fertig mit dem studium|"
    r"studium abgeschlossen|j'ai fini mes études|diplômée?|me gradué|terminé la carrera)\b|毕业|卒業"
)
_JOB_KEYS = ("employer", "occupation")
# Retiring ends the job and the workplace alike.
_RETIRED = _r(
    r"\bretir(?:ed|ing|ement)\b|\brente\b|\bruhestand\b|\bpensioniert|\bretraite|\bjubil|\bretirad[oa]\b"
    r"|退休|退職|定年|リタイア"
)
# A new workplace named with the role taken there ("joined Figma as a staff engineer", "bei
# Bosch als Teamleiterin angefangen", "entré chez Decathlon comme vendeur", "entré en Indra
# como analista", "以工程师的身份加入", "エンジニアとして入社"): both job attributes at once.
_AS_ROLE = _r(
    r"\bas (?!(?:soon|well|long|much|many|far|if|though|usual|always|of|a result|part|planned|"
    r"expected|agreed|promised|discussed|mentioned|said|per|such|for|from|they|we|it|you|he|she|"
    r"my|i)\b)(?:an? |the |their |our )?(?:new )?[a-z]{3,}|\bals (?-i:[A-Z])\w+|\b(?:comme|en tant que) "
    r"(?:une? )?[a-z]{3,}|\bcomo (?:un |una )?[a-z]{3,}|的身份|として(?:入社|転職|就職|採用|働)"
)
# A correction that names the new value and the old one ("actually it's Bosch, not Siemens",
# "sorry I meant York, not Leeds", "eigentlich Bosch, nicht Siemens", "en fait c'est Grenoble,
# pas Lyon", "perdón, quise decir Málaga, no Sevilla", "不是上海，是杭州", "大阪じゃなくて京都"):
# it updates the attribute whose value was a name — the employer, the town, the school, a
# name — when the user has told us exactly one of them (see ``Classification.also``).
_NAMED_CORRECTION = _r(
    r"^(?:(?:oops|sorry|sry|pardon|perdón|my bad|nein|non|no)[\s,!.]*)?(?:actually|i meant|correction:?|"
    r"eigentlich|ich meinte|korrektur:?|en fait|je voulais dire|correction ?:|en realidad|quise decir|"
    r"corrección:?)[\s,]*(?:it's |it is |es |c'est |es ist |ist )?(?-i:[A-Z])[\w'-]+(?: (?-i:[A-Z])[\w'-]+)?"
    r",? (?:not|nicht|pas|no) (?-i:[A-Z])[\w'-]+(?: (?-i:[A-Z])[\w'-]+)?\s*[.!]*$"
    r"|^(?:我)?(?:说错了[，,]?)?不是[\u4e00-\u9fff\w]{1,10}[，,]\s*(?:而)?是[\u4e00-\u9fff\w]{1,10}[。!！]*$"
    r"|^(?:訂正[：:]?)?[\u4e00-\u9fff\u30a0-\u30ff\w]{1,10}じゃなくて[\u4e00-\u9fff\u30a0-\u30ff\w]{1,10}(?:です|だ)?[。!！]*$"
)
_NAMED_ATTRIBUTES = (
    "employer",
    "residence",
    "school",
    "name",
    "preferred name",
    "origin",
    "hometown",
    "work location",
)
# A correction that gives only a number ("correction: 57", "sorry I meant 57", "korrektur: 57,
# hab mich verzählt", "je voulais dire 42", "quise decir 42", "更正：42岁", "訂正：42歳").
_BARE_CORRECTION = _r(
    r"^(?:(?:oops|sorry|sry|pardon|perdón|perdon)[\s,!.]*)?(?:correction|correcting myself|"
    r"korrektur|ich meinte|i meant|je voulais dire|quise decir|quería decir|corrección|更正|纠正|"
    r"我是说|訂正)\s*[:：,，]?\s*(?:it's |it is |es |c'est |es ist )?\d{1,3}"
    r"(?:\s*(?:years?|yrs|jahre|ans|años|岁|歳|才))?(?=\s*$|\s*[.,;!?，。！])"
)
# A name preferred from now on, said without "call me" ("actually I prefer Beth now", "lieber
# Maxi jetzt", "en fait je préfère Nono maintenant", "mejor dime Pepito"): one capitalised
# word ending its clause. Given only as an alternative: "I prefer Python now" updates nothing
# unless a name one goes by is stored.
_PREFERS_NAME = _r(
    r"(?:^|(?<=[,.;!?] ))(?:(?:actually|en fait|eigentlich|en realidad|but|mais|pero|aber|so|now|"
    r"jetzt|ahora|maintenant|ok)[\s,]+)*"
    r"(?:i(?:'d)? prefer|i go by|je préfère|je prefere|prefiero|mejor dime|mejor llámame|mejor llamame|"
    r"lieber|mejor)\s+(?-i:[A-Z])[\w-]+"
    r"(?:\s+(?:now|maintenant|ahora|jetzt|instead|plutôt|from now on))?\s*(?:[,.!]|$)"
    # "actually Kate is fine now", "Anna reicht", "Paul ça suffit", "con Carmen basta"
    r"|^(?:(?:actually|just|oh|ok|okay|eigentlich|en fait|en realidad)[\s,]+)*(?-i:[A-Z])[\w-]+"
    r" (?:is (?:fine|ok|okay|good|enough)|reicht|genugt|ist (?:ok|gut|in ordnung)|ca suffit|"
    r"c'est bien|suffit|basta|esta bien)(?: now| jetzt| maintenant| ahora)?\s*(?:[,.!]|$)"
    # "これからはトーマスで", "やっぱりケンでお願い"
    r"|^(?:これからは|今後は|やっぱり)[\u30a1-\u30fc]{2,}(?:で|でお願い(?:します)?)[。!！]*$"
)
# Only a new named place, continuing the last statement ("and now Swansea, closer to family",
# "und jetzt Bremen", "et maintenant Lyon", "y ahora Valencia").
_AND_NOW = re.compile(
    r"^(?i:(?:and |but |& ?|und |et |y )?(?:now|jetzt|nun|maintenant|ahora)[\s,:]+"
    r"(?:(?:it's|its|in|at|es|c'est|ist|en|a|in der|bei) )?)"
    r"[A-Z][\w'-]+(?: [A-Z][\w'-]+)?\s*(?:[,.!;]|$)"
)
# A bare number as the level the user is at now ("ya estoy en 64!!", "down to 79 finally",
# "bin jetzt bei 71", "j'en suis à 64"): the body weight, if one is stored.
_BARE_LEVEL = _r(
    r"^(?:(?:ya|now|finally|already|jetzt|endlich|schon|maintenant|enfin|deja|ahora|ok|so)[\s,]+)*"
    r"(?:estoy en|i'm at|im at|i am at|(?:i'm |im )?down to|bin (?:jetzt |endlich |schon |nur noch )*"
    r"(?:bei|auf)|je suis a|j'en suis a|je suis descendue? a|baje a|he bajado a)\s+\d{2,3}(?:[.,]\d)?"
    r"(?:(?!\s*[\w%])|(?=\s+(?:now|ya|jetzt|maintenant|ahora|finally|lol)\b))"
)
# A number changed or said as the present one: the word of change or of now that lets a name
# beside a number update a stored dose (see :func:`agents.topic_measures.dose_alternatives`).
_DOSE_CHANGE = _r(
    r"\b(?:now|ahora|jetzt|maintenant|nun|upped|raised|lowered|increased|decreased|reduced|"
    r"doubled|halved|bumped|changed|erhoht|reduziert|gesenkt|augmente|baisse|diminue|passee? a|"
    r"subieron|bajaron|subio|bajo|aumentaron|redujeron|cambiaron)\b"
    r"|加到|减到|改成|改为|调到|增加到|减少到|现在|増え|減っ|減り|変わ|になった|になりました|に変更"
)
_SCRIPTS = {rule.pattern: rule.scripts for rule in RULES}


@lru_cache(maxsize=4096)
def classify(statement: str) -> Classification:
    """Kind, topic label and (single-valued attributes only) topic key of a statement."""
    text = _norm(statement)
    found = _someone_named(text) or _pet_named(text) or _about_someone(text)
    if found is not None and (found.topic_key or found.also):
        return found
    office = work_location(text)
    early = _office_or_trip(text, office, found is not None) or found
    if early is not None:
        return early
    for read in (work_hours, height):
        # "I work 9 to 5" is the hours, not a workplace; "ich bin 1,80 groß" not an age
        value = read(text)
        if value is not None and value.valued:
            return Classification(MemoryKind.PROFILE, value.label, topic_key(value.label))
    own, setting = _own_or_setting(text)
    if own is None or setting is not None:
        named = setting or _office_or_thing(text, office) or _pet_died(text) or _named_alone(text)
        if named is not None:
            return named
    if own is None or own[0] in _PLACES_GONE_TO:
        # "毎週火曜にヨガに通ってます" goes to a class, not to a school or a workplace
        class_days = measure(text)
        if (
            own is None
            or (class_days is not None and class_days.label.startswith("schedule "))
            # "週3でジムに通ってます": how often one goes, not a school
            or (own[0] == "school" and pastime_key(text) is not None)
        ):
            return (
                _expected_baby(text)
                or _measured(text)
                or _pastime(text)
                or _body(text)
                or _alternatives_only(text)
                or _unkeyed(text)
            )
    return _own_attribute(text, *own)


def _office_or_trip(
    text: str, office: re.Match[str] | None, about_someone: bool
) -> Classification | None:
    """The workplace when the statement is about it (:mod:`agents.topic_workplace`), or a
    trip by its destination (:mod:`agents.topic_trips`), before any other attribute."""
    if office is not None and (
        office.start() <= 4 or (about_someone and _OWN_OFFICE.search(office.group(0)))
    ):
        # "my office is in Leeds", "they moved me to the Chicago office"
        return Classification(MemoryKind.PROFILE, "work location", "work location")
    # a trip's dates, by where it goes ("my trip to Rome is May 4-11"; a trip with someone
    # is still the user's: "heading to Tokyo with my sister in March")
    trip = trip_key(text)
    if trip is not None:
        return Classification(MemoryKind.FACT, "trip", topic_key(trip))
    return None


def _office_or_thing(text: str, office: re.Match[str] | None) -> Classification | None:
    """With no attribute of the user's named: the workplace anywhere in the statement, or a
    thing got in place of the old one ("corolla died, got a mazda3": the car)."""
    if office is not None:
        return Classification(MemoryKind.PROFILE, "work location", "work location")
    thing = thing_key(text)
    if thing is not None:
        return Classification(MemoryKind.PROFILE, thing, topic_key(thing))
    return None


# A full name given as the present one ("it's Ines Duarte now", "c'est Anne Roux
# maintenant", "ahora soy Marta Gil"): read beside a wedding, it is the name taken.
_NEW_FULL_NAME = _r(
    r"\b(?:it's|its|it is|c'est|es|ist|soy|i'm|je suis)\s+(?-i:[A-Z][\w'-]+ [A-Z][\w'-]+)"
    r"(?:\s+(?:now|maintenant|desormais|ahora|jetzt|nun))\b"
    r"|\b(?:now|maintenant|desormais|ahora|jetzt|nun),? (?:it's|its|it is|c'est|es|ist|soy|i'm|je suis)"
    r"\s+(?-i:[A-Z][\w'-]+ [A-Z][\w'-]+)(?=\s*(?:$|[.,;!?]))"
)


# Being at a named place in a role ("ahora estoy en Telefónica como analista", "I'm at Acme as
# a data analyst"): one is there to work, so the place is the employer, not the town. "à"
# and "in" name towns as often as workplaces ("à Dijon comme infirmière") and stay the
# residence.
_IN_ROLE = _r(
    r"\b(?:en|at|chez|bei) (?:el |la |der |dem |the )?(?-i:[A-Z])[\w&.-]*(?: (?-i:[A-Z])[\w&.-]*)*"
    r" (?:como|comme|en tant que|as|als) (?:an? |un |una |une )?(?P<role>[\w-]+(?: [\w-]+)?)"
)


def _in_role(text: str) -> bool:
    """Is the named place followed by the job the user holds there?"""
    m = _IN_ROLE.search(text)
    if m is None:
        return False
    role = m.group("role")
    first = role.split()[0]
    return (
        is_english_job(role)
        or is_english_job(first)
        or is_romance_job(role, ES)
        or is_romance_job(first, ES)
        or is_romance_job(role, FR)
        or is_romance_job(first, FR)
        or is_german_job(first)
    )


def _own_attribute(text: str, key: str, kind: MemoryKind, also: tuple[str, ...]) -> Classification:
    """The user's own attribute, with the others the statement may update instead."""
    if key == "residence" and _in_role(text):
        key, kind, also = "employer", MemoryKind.PROFILE, ("occupation",)
    if key == "name" and any(_rule_key(r, text, len(text)) for r in _CALLED_BY):
        # "my name's Friederike but call me Fritzi": the name one is called by is what
        # changes ("I go by Fritz now" updates it); the given name rides along
        key, kind, also = "preferred name", MemoryKind.PREFERENCE, ("nickname",)
    if key == "relationship" and ends_or_replaces_partner(text):
        also = (*also, PARTNER_NAME)
    if key == "relationship" and (
        _NEW_FULL_NAME.search(text) or any(_rule_key(r, text, len(text)) for r in _NAME_RULES)
    ):
        # "married last spring, it's Ines Duarte now": the wedding brings the new name
        also = (*also, "name", "surname")
    if key == "residence" and (
        any(_rule_key(r, text, len(text)) for r in _TIMEZONE_RULES) or zone_named(text)
    ):
        # "ahora estoy en Madrid, uso la hora peninsular": the time zone comes with the move
        also = (*also, "timezone")
    if key in _JOB_KEYS and switched_provider(text):
        # "je suis passé chez Boursorama": the workplace, or the bank if that is stored
        also = (*also, *PROVIDER_KEYS)
    if key in _JOB_KEYS and (_QUIT.search(text) or _AS_ROLE.search(text) or _RETIRED.search(text)):
        # "quit teaching, now at a bakery": the old job may be stored as the other one;
        # "joined Figma as a staff engineer" names both; retiring ends both
        also = (*also, *(k for k in _JOB_KEYS if k != key and k not in also))
    if key in _JOB_KEYS and finished_studies(text) and "school" not in also:
        # "毕业啦，现在在一家startup上班": the new job, or the school it ends if no job is stored
        also = (*also, "school")
    # a glob ("insurance *") is kept as it is: the writer matches stored keys with it
    alternatives = tuple(k if "*" in k else topic_key(k) for k in also)
    return Classification(kind, key, topic_key(key), alternatives)


# Attributes read from a verb of going somewhere regularly, which a class one goes to on
# fixed days also uses ("通って", "I go to … on mondays").
_PLACES_GONE_TO = frozenset({"school", "employer", "work location"})
# The user's own workplace, when someone else is named around it ("they moved me to the
# Chicago office", "la empresa nos cambió a la oficina de Lyon").
_OWN_OFFICE = _r(
    r"\b(?:me|us|my|our|everyone|everybody|the (?:whole )?team|all of us|mein|unser|mon|notre|"
    r"mi|nuestra|nos)\b|我"
)


def _measured(text: str) -> Classification | None:
    """A measured attribute of the user's (:mod:`agents.topic_measures`): "I weigh 82 kg",
    "10mg lisinopril", "gym days are mon and wed". Keyed only when a value is stated."""
    found = measure(text)
    if found is None:
        return None
    label = found.label
    whose = _MEASURE_OWNER.search(text)
    if whose is not None:
        # "夫の靴のサイズは27cm", "my husband's shoe size": his attribute, beside mine
        other = _other_person(whose.group(0), _OTHER_MENTIONED)
        if other is not None:
            label = f"{other.phrase}/{label}"
    if not found.valued:
        return Classification(_unkeyed(text).kind, label, "")
    key = topic_key(label)
    return Classification(_unkeyed(text).kind, label, key, member_alternatives(key, text))


# Keys read from frames that also name a workplace or a school ("bin jetzt bei der AOK",
# "je suis au Crédit Agricole"): the setting or the provider is what the statement is about.
_SETTING_BEFORE = frozenset(
    {"employer", "school", "work location", "occupation", "native language", "phone"}
)


def _own_or_setting(
    text: str,
) -> tuple[tuple[str, MemoryKind, tuple[str, ...]] | None, Classification | None]:
    """The user's own attribute, and a setting or provider that takes its place ("bin jetzt
    bei der AOK" is the health insurer, not a workplace; "answer in English" the reply
    language; "quit keto" a regime given up, not the job)."""
    # "I quit tennis", "dejé el pádel": an activity, not the job (:mod:`agents.topic_pastimes`)
    own = None if given_up(text) else _first_person_key(text)
    if own is not None and own[0] == "age" and _weighed(text):
        own = None  # "weighed in at 88.6 today" is the weight, not the age
    if own is not None and own[0] not in _SETTING_BEFORE:
        return own, None
    setting = _setting(text)
    if setting is None and own is not None:
        body = body_key(text)
        if body is not None:
            base = _unkeyed(text)
            setting = Classification(base.kind, base.topic or body, topic_key(body))
    return own, setting


def _weighed(text: str) -> bool:
    found = measure(text)
    return found is not None and found.label == "weight" and found.valued


def _setting(text: str) -> Classification | None:
    """A setting of the assistant's (:mod:`agents.topic_assistant`) or who holds the user's
    money (:mod:`agents.topic_money`): one value at a time each."""
    key = assistant_key(text)
    if key is not None:
        return Classification(MemoryKind.PREFERENCE, key, topic_key(key))
    key = money_key(text)
    if key is not None:
        return Classification(MemoryKind.PROFILE, key, topic_key(key))
    return None


def _body(text: str) -> Classification | None:
    """Which injury, diet regime or personal best (:mod:`agents.topic_health`), or, with
    nothing else keyed, the time zone to use ("so UTC+0 pls")."""
    key = body_key(text)
    if key is not None:
        base = _unkeyed(text)  # the subject-matter label ("health", "pets") is kept
        return Classification(base.kind, base.topic or key, topic_key(key))
    if zone_named(text):
        return Classification(MemoryKind.PREFERENCE, "timezone", "timezone")
    return None


def _pet_named(text: str) -> Classification | None:
    """One of the user's animals by its name, with the death of the one before it if the
    statement tells it (:mod:`agents.topic_pets`)."""
    key = pet_key(text)
    if key is None:
        return None
    return Classification(MemoryKind.FACT, "pets", key, pet_death_alternatives(text))


def _pet_died(text: str) -> Classification | None:
    """A named animal's death, with nothing else keyed: it takes the animal's place."""
    died = pet_death_alternatives(text)
    return Classification(MemoryKind.FACT, "pets", "", died) if died else None


def _pastime(text: str) -> Classification | None:
    """How often the user does an activity, or giving one up (:mod:`agents.topic_pastimes`)."""
    key = pastime_key(text)
    if key is None:
        return None
    return Classification(_unkeyed(text).kind, "hobby", key)


def _expected_baby(text: str) -> Classification | None:
    """A baby on the way (:mod:`agents.topic_births`)."""
    key = pregnancy_key(text)
    if key is None:
        return None
    return Classification(MemoryKind.FACT, key, topic_key(key))


# Whose a measured attribute is, when not the user's: a relation with a possessive mark.
_MEASURE_OWNER = re.compile(
    rf"(?:^|(?<=[\s,]))(?:my|our) {_EN_MODS}(?:{_EN_RELATIONS})'s\b"
    rf"|\b(?:de|d') (?:mon|ma|mes|mi|mis) (?:{_FR_RELATIONS}|{_ES_RELATIONS})\b"
    rf"|(?:{_JA_RELATIONS})(?:さん)?の|(?:我)?(?:{_ZH_RELATIONS})的",
    re.IGNORECASE,
)


def _someone_named(text: str) -> Classification | None:
    """Who serves the user in a one-at-a-time role ("my dentist is …"), or the age of a
    named pet ("mi perra Kira tiene 5 años" → "Kira ya cumplió 6"), which updates the same
    name's age stored under a relation ("my daughter Ava is 7" → "Ava turned 8")."""
    key = role_key(text)
    if key is not None:
        return Classification(MemoryKind.FACT, key.replace(" ", "/"), key)
    key = named_age_key(text)
    if key is None:
        return None
    return Classification(MemoryKind.FACT, key.replace(" ", "/"), key, (f"* {key}",))


def _alternatives_only(text: str) -> Classification | None:
    """A statement with no key of its own that updates whichever one of its alternative
    attributes the user has told us about (``Classification.also``)."""
    family = family_alternatives(text)
    if family:
        # "typo, wednesdays not mondays", "月曜じゃなくて金曜": the one schedule (or dose)
        # stored, before any named attribute (:mod:`agents.topic_families`)
        return Classification(_unkeyed(text).kind, _unkeyed(text).topic, "", family)
    if _MOVED_ON_TO.search(text):
        # "je suis passée à la Sorbonne": a school or a workplace, whichever is stored
        also: tuple[str, ...] = ("school", "employer")
    elif _LEFT_FOR.search(text):
        # "ya no estoy en X, ahora estoy en Y": the employer, the school or the city
        also = ("employer", "school", "residence")
    elif _NAMED_CORRECTION.search(text):
        # "actually it's Bosch, not Siemens": whichever named attribute is stored
        also = _NAMED_ATTRIBUTES
    elif _AND_NOW.search(text):
        # "and now Swansea, closer to family": the next value of the place the user was
        # telling about (the town, the employer or the school, whichever one is stored)
        also = ("residence", "employer", "school")
    elif _PREFERS_NAME.search(text):
        # "actually I prefer Beth now": the name the user goes by, if one is stored
        also = ("preferred name", "nickname")
    elif _BARE_CORRECTION.search(text):
        # "korrektur: 57": a number put right updates the age, if an age is stored
        also = ("age",)
    elif _BARE_LEVEL.search(text):
        also = ("weight",)
    elif dose_alternatives(text) and _DOSE_CHANGE.search(text):
        # "ahora Eutirox 75", "优甲乐加到75了": the dose stored under that name, if any
        also = dose_alternatives(text)
    elif switched_provider(text):
        # "switched to Ally", "bin zur DKB gewechselt": the bank, an insurer or a pension
        # plan, whichever one is stored (:mod:`agents.topic_money`)
        also = PROVIDER_KEYS
    else:
        # "the baby is here!" ends the pregnancy; "typo, thursdays not tuesdays" puts
        # right the one schedule stored (:mod:`agents.topic_families`); "graduated!!",
        # "me gradué", "大学辞めて" end the stored school (:mod:`agents.topic_studies`)
        also = birth_alternatives(text) or (("school",) if finished_studies(text) else ())
        if not also:
            return None
    base = _unkeyed(text)
    return Classification(base.kind, base.topic, "", also)


def _unkeyed(text: str) -> Classification:
    """A statement with no single-valued attribute: a subject-matter label and a kind."""
    for label, kind, pattern in SUBJECT_MATTERS:
        if pattern.search(text):
            return Classification(kind, label, "")
    if _PREFERENCE.search(text):
        return Classification(MemoryKind.PREFERENCE, "", "")
    kind = MemoryKind.TASK if _TASK.search(text) else MemoryKind.FACT
    return Classification(kind, "", "")


# Every key classify can give to the user's own attributes, and the label synonyms a model
# (the distiller) may use for them; anything else is multi-valued for supersession.
SINGLE_VALUED = frozenset(
    {
        "current project",
        "work schedule",
        "name",
        "preferred name",
        "surname",
        "nickname",
        "pronouns",
        "age",
        "birthday",
        "birth year",
        "relationship",
        "diet",
        "household",
        "residence",
        "housing",
        "occupation",
        "employer",
        "work field",
        "work location",
        "field of study",
        "school",
        "birthplace",
        "hometown",
        "origin",
        "timezone",
        "car",
        "phone",
        "laptop",
        "tablet",
        "motorbike",
        "work laptop",
        "work phone",
        "work address",
        "native language",
        "salary",
        "handle",
    }
)
_LABEL_SYNONYMS = {
    "location": "residence",
    "city": "residence",
    "home": "residence",
    "home city": "residence",
    "address": "residence",
    "where i live": "residence",
    "current city": "residence",
    "job": "occupation",
    "job title": "occupation",
    "profession": "occupation",
    "role": "occupation",
    "work": "employer",
    "company": "employer",
    "workplace": "employer",
    "relationship status": "relationship",
    "marital status": "relationship",
    "first name": "name",
    "full name": "name",
    "last name": "surname",
    "family name": "surname",
    "university": "school",
    "college": "school",
    "major": "field of study",
    "time zone": "timezone",
    "mother tongue": "native language",
    "diet type": "diet",
    "dietary preference": "diet",
    "nationality": "",  # dual citizenship exists
    "income": "salary",
    "pay": "salary",
}


def single_valued_key(label: str, statement: str) -> str:
    """The supersession key for a labelled statement (e.g. from the distiller).

    The statement's own classification wins; a label counts only when it names a
    single-valued attribute ("residence", "job"); "allergy" or "pets" give no key.
    """
    own = classify(statement)
    if own.topic_key:
        return own.topic_key
    if "/" in own.topic:  # about someone else, with no attribute of theirs recognised
        return ""
    key = topic_key(label)
    key = _LABEL_SYNONYMS.get(key, key)
    if key in SINGLE_VALUED or key.startswith("favourite "):
        return topic_key(key)
    return ""


# -- facets: what a statement or a forget phrase is about ----------------------------------------


# Descriptive phrases a user forgets by ("where I live", "my job", "关于我工作的那条"): the
# attributes they name first, and the related ones they may also mean when the first are
# not stored ("where I live" is the city; failing that, "I live alone").
@dataclass(frozen=True)
class Descriptor:
    primary: frozenset[str]
    secondary: frozenset[str]
    pattern: re.Pattern[str]


def _d(primary: str, secondary: str, pattern: str) -> Descriptor:
    return Descriptor(
        frozenset(primary.split(",")), frozenset(filter(None, secondary.split(","))), _r(pattern)
    )


DESCRIPTORS: tuple[Descriptor, ...] = (
    # When one works ("my schedule", "my shifts", "meine Arbeitszeiten", "mes horaires").
    _d(
        "work schedule",
        "",
        r"\bmy (?:work |working )?(?:schedule|shifts?|hours|rota)\b|\bwhen i work\b|\bmeine (?:arbeitszeiten?|schichten?)\b|\bwann ich arbeite\b|\bmes horaires\b|\bquand je travaille\b|\bmis (?:horarios|turnos)\b|\bmi (?:horario|turno)\b|\bcuándo trabajo\b|上班时间|排班|班次|夜班|白班|シフト|勤務時間|夜勤|日勤",
    ),
    # What one earns, asked by its paraphrase ("how much I make", "combien je gagne", "工资").
    _d(
        "salary",
        "",
        r"\bhow much i (?:make|earn|get paid)\b|\bwhat i (?:make|earn)\b|\bmy (?:salary|pay|income|wages?|paycheck|earnings)\b|\bwie ?viel ich verdiene\b|\bwas ich verdiene\b|\bmein(?:e|en|em|er)? (?:gehalt|lohn|einkommen|verdienst)\b|\bcombien je gagne\b|\bce que je gagne\b|\bmon (?:salaire|revenu)\b|\b(?:cuánto|cuanto|lo que) gano\b|\bmi (?:sueldo|salario)\b|工资|薪水|月薪|年薪|收入|挣多少|赚多少|年収|給料|月給|手取り|収入",
    ),
    # One's health takes in the medicines taken for it ("everything about my health").
    _d(
        "health,medication,allergy",
        "",
        r"\b(?:my|mein\w*|ma|mi) (?:health|gesundheit|santé|salud)\b|\bgesundheitlich|\b(?:medical|medizinisch\w*|médica(?:l|les|ux)|médic[oa]s?) (?:stuff|things?|history|sachen|zeug|infos?|trucs?|choses|cosas|temas|historial)\b|\bmy (?:medical|health)\b|\b(?:médicaux|médicales?|médicos|médicas)\b|健康|体調|身体|病史|病歴|持病|病気|体のこと|からだ|医療",
    ),
    # A part of the body names what happened to it ("the thing about my knee", "le truc du
    # poignet", "膝のこと"): an injury or a condition, never the sport it happened in.
    _d(
        "health",
        "medication",
        r"\b(?:knees?|wrists?|ankles?|shoulders?|elbows?|hips?|acl|spine|neck|back injury|genoux?|poignets?|chevilles?|épaules?|coudes?|hanches?|knie|handgelenk|knöchel|sprunggelenk|schulter|ellbogen|hüfte|bandscheibe|rodillas?|muñecas?|tobillos?|hombros?|codos?|caderas?)\b|膝盖|手腕|脚踝|肩膀|腰伤|膝|手首|足首",
    ),
    _d(
        "residence",
        "housing,household",
        r"\bwhere (?:i|we) (?:live|stay|am based|'m based|moved|reside)\b|\b(?:which|what) (?:city|town|country|place|neighbou?rhood|area)\b.{0,12}\b(?:i|we) (?:live|moved|'m living|am living)\b|\bwelche[rmns]? (?:stadt|ort|land|gegend)\b.{0,12}\b(?:wohne|lebe|wohnen|leben)\b|\bquel(?:le)? (?:ville|pays|quartier|coin)\b.{0,14}\b(?:j'habite|je vis|nous habitons)\b|\b(?:qué|que) (?:ciudad|país|barrio|pueblo)\b.{0,8}\b(?:vivo|vivimos|resido)\b|\bwhere (?:i'm|i am|we're) (?:living|based|staying)\b|\bwhere\b.{1,30}\b(?:lives|is living|live now|moved to)\b|\bmy (?:home )?address\b|\bmy (?:city|location|place of residence|residence|home town now|current city)\b|\bmy (?:move|relocation)\b|\bwo (?:ich|wir) (?:wohne|lebe|wohnen|leben)\b|\bwo\b.{1,30}\b(?:wohnt|lebt)\b|\bmein(?:e|en)? (?:adresse|anschrift|wohnadresse|postanschrift|wohnort|umzug|stadt)\b|\banschrift\b|\bmy (?:street|postal|mailing|home) address\b|\bmon adresse (?:postale|perso)\b|\bmi dirección postal\b|(?:我的|我家的?|家庭)(?:住址|地址)|住所|\bwohnort\b|\bumzug\b|\boù (?:j'habite|je vis|je réside|nous habitons)\b|\boù\b.{1,30}\b(?:habite|vit)\b|\bmon (?:adresse|domicile|déménagement|lieu de résidence)\b|\bma ville\b|\b(?:dónde|donde) (?:vivo|vivimos|resido)\b|\b(?:dónde|donde)\b.{1,30}\bvive\b|\bmi (?:dirección|domicilio|ciudad|mudanza)\b|住在哪|住哪|住址|住的地方|住处|搬家|居住地|在哪(?:儿|里)?住|住所|(?:住んでいる|住んでる)(?:場所|所|ところ)|どこに住|住まい|引っ越し|住んでいる(?:町|街|都市)",
    ),
    _d(
        "housing",
        "residence",
        r"\bmy (?:flat|apartment|house|home)\b|\bmeine (?:wohnung|wg)\b|\bmein haus\b|\bmon (?:appartement|appart|logement)\b|\bma maison\b|\bmi (?:piso|apartamento|casa)\b|房子|公寓|マンション|アパート",
    ),
    _d(
        "work address",
        "work location",
        r"\b(?:work|office|business|company) address\b|\b(?:arbeits|büro|firmen)(?:adresse|anschrift)\b|\badresse (?:du|de mon) (?:travail|bureau|boulot|taf)\b|\badresse pro\b|\bdirección (?:del|de mi) (?:trabajo|oficina|empresa)\b|(?:公司|单位|办公室)的?地址|(?:会社|職場|勤務先)の住所",
    ),
    _d(
        "household",
        "",
        r"\bwho i live with\b|\bmit wem ich wohne\b|\bavec qui je (?:vis|habite)\b|\bcon quién vivo\b|和谁住|跟谁住|誰と住",
    ),
    _d(
        "employer,occupation",
        "work field,work location",
        r"\bmy (?:job|work|career|day job)\b(?! (?:hours|schedule|shifts?|laptop|computer|phone|email|address|week)\b)|\bmein(?:e|en)? (?:job|arbeit|stelle)\b|\bmon (?:travail|boulot|job|emploi)\b|\bmi (?:trabajo|empleo|curro)\b|\b(?:curro|chamba|laburo|boulot|taf|job)\b|\b(?:del|el) (?:trabajo|empleo)\b|工作|上班|仕事",
    ),
    _d(
        "employer",
        "work location,occupation",
        r"\bwhere (?:i|we) work\b|\bwho i work for\b|\b(?:which|what) (?:company|firm|employer|organi[sz]ation)\b|\bbei welche[rmns]? (?:firma|unternehmen|arbeitgeber)\b|\b(?:dans|pour|chez) quel(?:le)? (?:entreprise|boîte|société|boite)\b|\b(?:en|para) (?:qué|que) (?:empresa|compañía)\b|\bmy (?:employer|company|firm|workplace|boss)\b|\bwo ich arbeite\b|\bfür wen ich arbeite\b|\boù je (?:bosse|taffe)\b|\b(?:dónde|donde) (?:curro|chambeo|laburo)\b|\bmein(?:e|en)? (?:arbeitgeber|firma|arbeitsstelle|betrieb)\b|\boù je travaille\b|\bpour qui je travaille\b|\bmon (?:employeur|entreprise)\b|\bma (?:boîte|société)\b|\b(?:dónde|donde) trabajo\b|\bpara quién trabajo\b|\bmi (?:empresa|empleador|jefe)\b|公司|单位|雇主|东家|在哪(?:儿|里)?(?:工作|上班)|会社|勤務先|勤め先|職場",
    ),
    # The office as a place ("forget the office one", "vergiss das mit dem Büro", "公司地址那条").
    _d(
        "work location",
        "work address,employer",
        r"\b(?:my|the|our) office\b|\boffice (?:one|thing|location|address|city)\b|\bwhere (?:my|the|our) office is\b|\bmein(?:em|en)? büro\b|\b(?:das|dem|den) büro\b|\b(?:mon|le|notre) bureau\b|\b(?:mi|la) oficina\b|办公室|(?:公司|单位)(?:在哪|的位置|地点|地址|位置)|勤務地|オフィス|会社の場所",
    ),
    _d(
        "occupation",
        "work field,employer",
        r"\bwhat (?:i|we) do(?: for (?:a )?(?:living|work))?\b(?! (?:in my (?:free|spare) time|for fun|on (?:the )?weekends?)\b)|\b(?:den|der|dem) beruf\b|\bmy (?:profession|occupation|job title|line of work|trade|role)\b|\bwas ich (?:beruflich )?mache\b|\bmein(?:en)? beruf\b|\bce que je fais(?: dans la vie)?\b|\bmon (?:métier|poste)\b|\bma profession\b|\ba qué me dedico\b|\bmi (?:profesión|oficio|puesto)\b|职业|做什么工作|干什么的|职位|职务|職業|何の仕事",
    ),
    _d(
        "name",
        "preferred name,surname,nickname",
        r"\bmy (?:first |full |real |given )?name\b|\bwhat i'?m called\b|\bmein(?:en)? (?:vor)?namen?\b|\bwie ich heiße\b|\bmon (?:pré)?nom\b|\bcomment je m'appelle\b|\bmi nombre\b|\bcómo me llamo\b|名字|叫什么|名前",
    ),
    _d(
        "preferred name,nickname",
        "name",
        r"\bwhat (?:to|you should|you) call me\b|\bhow to address me\b|\bmy nickname\b|\bwie du mich nennst\b|\bmein spitzname\b|\bcomment m'appeler\b|\bmon surnom\b|\bcómo llamarme\b|\bmi apodo\b|称呼|怎么叫我|小名|外号|呼び方|あだ名|ニックネーム",
    ),
    _d(
        "surname",
        "name",
        r"\bmy (?:last|family|sur) ?name\b|\bmein(?:en)? (?:nach|familien)namen?\b|\bmon nom de famille\b|\bmi apellido\b|姓氏|我姓|苗字|名字は",
    ),
    _d(
        "age",
        "birthday,birth year",
        r"\bmy age\b|\bhow old i am\b|\bmein alter\b|\bwie alt ich bin\b|\bmon âge\b|\bmi edad\b|\bcuántos años tengo\b|年龄|岁数|多大|几岁|年齢|何歳|歳",
    ),
    _d(
        "birthday",
        "birth year,age",
        r"\bmy (?:birthday|birth date|date of birth|bday)\b|\bwhen i was born\b|\bmein geburtstag\b|\bmon anniversaire\b|\bdate d'anniversaire\b|\bma date de naissance\b|\bmi cumpleaños\b|\bmi fecha de nacimiento\b|生日|出生日期|誕生日|生年月日",
    ),
    _d(
        "relationship",
        "",
        r"\bmy (?:relationship|marriage|marital status|dating life|love life|relationship status|divorce|breakup|break-up)\b|\b(?:scheidung|trennung|divorce|divorcio|séparation|separación|ruptura|rupture)\b|离婚|離婚|\bthat i'?m (?:married|single|engaged|divorced|dating)\b|\bmein(?:en)? (?:beziehungsstatus|familienstand)\b|\bmeine (?:ehe|beziehung)\b|\bma (?:situation amoureuse|relation|vie amoureuse)\b|\b(?:boyfriend|girlfriend|fiancée?|novi[oa]|prometid[oa]|copain|copine|petite? amie?|freundin|verlobter?)\b|男朋友|女朋友|对象|彼氏|恋人|婚約者|\bmon (?:mariage|couple)\b|\bmi (?:estado civil|relación|matrimonio)\b|婚姻|感情状况|恋爱|单身|结婚|恋愛|結婚|独身|婚約",
    ),
    _d(
        "diet",
        "",
        r"\bmy diet\b|\bdietary\b|食生活|饮食习惯|\beating habits\b|\bessgewohnheiten\b|\balimentaci[oó]n\b|\balimentation\b|\bwhat i (?:eat|don't eat)\b|\bvegetarian|\bvegan\b|\bpescatarian|\bmein\w* (?:ernährung|diät)\b|\bvegetari|\bveganer|\bmon régime\b|\bvégé|\bmi dieta\b|\bvegetarian|\bvegan[oa]\b|饮食|吃素|素食|食事|ベジタリアン|ヴィーガン|ビーガン|菜食",
    ),
    _d(
        "school",
        "field of study",
        r"\bmy (?:school|university|uni|college)\b|\b(?:which|what) (?:school|university|uni|college)\b|\b(?:an )?welche[rmns]? (?:uni|universität|hochschule|schule)\b|\b(?:dans )?quel(?:le)? (?:école|université|fac)\b|\b(?:en )?(?:qué|que) (?:universidad|escuela|facultad)\b|'s (?:school|daycare|kindergarten|preschool|college|university)\b|\bwhere i study\b|\bmein(?:e|en)? (?:uni|universität|schule|hochschule)\b|\bwo ich studiere\b|\bmon (?:école|université|lycée)\b|\boù j'étudie\b|\bmi (?:universidad|escuela|facultad)\b|\b(?:dónde|donde) estudio\b|\b(?:der|die|la|el|le|the|l') ?(?:uni|universität|hochschule|fac|faculté|université|universidad|facultad|facu|university|college)\b|学校|大学|在哪(?:儿|里)?(?:上学|读书)",
    ),
    _d(
        "field of study",
        "school",
        r"\bmy (?:major|degree|studies|field of study)\b|\b(?:phd|doctorate|master'?s|bachelor'?s|degree|mba|msc|bsc|ba|bs) in (?-i:[a-zA-Z])|\bwhat i study\b|\bmein(?:e|en)? (?:studium|studienfach|abschluss)\b|\bwas ich studiere\b|\bmes études\b|\bmon diplôme\b|\bce que j'étudie\b|\bmis estudios\b|\bmi carrera\b|\bqué estudio\b|专业|学业|学什么|専攻",
    ),
    _d(
        "origin",
        "hometown,birthplace",
        r"\bwhere i'?m from\b|\bwhere i come from\b|\bmy (?:origins?|roots|nationality)\b|\bwoher ich komme\b|\bmeine herkunft\b|\bd'où je viens\b|\bmes origines\b|\bde dónde soy\b|\bmi origen\b|来自哪|哪里人|出身",
    ),
    _d(
        "hometown",
        "origin,birthplace",
        r"\bwhere i grew up\b|\bmy (?:hometown|home town)\b|\bwo ich aufgewachsen bin\b|\bmeine heimat(?:stadt)?\b|\boù j'ai grandi\b|\bma ville natale\b|\b(?:dónde|donde) crecí\b|\bmi ciudad natal\b|老家|家乡|故乡|地元|故郷",
    ),
    _d(
        "car",
        "",
        r"\b(?:what|which) (?:car|vehicle) i (?:have|drive|own|got)\b|\bwhat i drive\b|\bmy (?:car|vehicle|ride)\b|\bmein(?:en)? (?:auto|wagen)\b|\bwas ich fahre\b|\bwelche[sn]? (?:auto|wagen)\b|\bma voiture\b|\bquelle voiture\b|\b(?:qué|que|cuál) (?:coche|carro|auto)\b|\bmon (?:auto|véhicule)\b|\bce que je conduis\b|\bmi (?:coche|carro|auto|vehículo)\b|\bqué (?:coche|carro) (?:tengo|manejo)\b|我的车|开什么车|什么车|(?:乗っている|乗ってる)車|車のこと|愛車|\b(?:del|el) (?:coche|carro|auto)\b|\b(?:de )?la voiture\b|\b(?:das|dem|den) (?:auto|wagen)\b|\bthe car\b|(?:^|[^火汽电公单])车(?:那条|的事|那个)",
    ),
    _d(
        "phone",
        "",
        r"\b(?:what|which) (?:phone|mobile|smartphone) i (?:have|use|got)\b|\b(?:welches|was für ein) (?:handy|smartphone|telefon) ich (?:habe|hab|benutze|nutze)\b|\bquel (?:téléphone|portable|smartphone|tél) j'ai\b|\b(?:qué|que|cuál|cual) (?:celular|móvil|movil|teléfono|telefono|smartphone|cel) (?:tengo|uso)\b|\bmy (?:phone|smartphone|mobile|cell ?phone)\b(?! (?:number|no\b|#))|\bmein(?:en)? (?:handy|smartphone|telefon)\b|\bmon (?:téléphone|portable|smartphone)\b|\bmi (?:móvil|teléfono|celular|smartphone)\b|我的手机|什么手机|用的手机|スマホ|携帯|機種|\b(?:del|el) (?:m[oó]vil|celular|tel[eé]fono)\b|\b(?:du|le) (?:t[eé]l[eé]phone|portable|t[eé]l)\b|\b(?:das|dem) (?:handy|smartphone)\b|\bthe phone\b(?! (?:number|no\b|#))|手机(?:那条|的事|那个)",
    ),
    # The number one is reached on is not the phone one owns ("forget my phone number").
    _d(
        "phone number",
        "",
        r"\bmy (?:phone |mobile |cell |cellphone |home |work )?(?:number|no\.)(?!\s*(?:one|1)\b)|\bmeine (?:handy|telefon|mobil)?nummer\b|\bmon (?:numéro|num|06|portable)(?: de (?:téléphone|portable|tel|tél))?\b|\bmi (?:número|numero|celular|móvil)(?: de (?:teléfono|celular|móvil))?\b|电话号码|手机号|電話番号|携帯番号",
    ),
    # The habits of :mod:`agents.topic_habits`, asked by their activity ("the smoking
    # thing", "das mit dem Rauchen", "lo de fumar", "抽烟那条", "タバコのこと").
    _d(
        "habit smoking",
        "",
        r"\bsmoking\b|\bcigarettes?\b|\bcigs\b|\bvaping\b|\brauchen\b|\bzigaretten?\b|\bfumer\b|\bclopes?\b|\bfumar\b|\btabaco\b|\bcigarros?\b|抽烟|吸烟|香烟|戒烟|タバコ|たばこ|煙草|喫煙|禁煙",
    ),
    _d(
        "diet regime alcohol",
        "",
        r"\b(?:my |the )?drinking\b|\balcohol\b|\bbooze\b|\bsober|\balkohol\b|\bdas trinken\b|\balcool\b|\bl'apéro\b|\balcohol\b|\blo de (?:tomar|beber|chupar)\b|喝酒|饮酒|戒酒|お酒|飲酒|禁酒|断酒",
    ),
    # The body's measures, asked by name or paraphrase ("my weight", "das mit meinem
    # Gewicht", "combien je pèse", "我的体重"; "how tall I am", "meine Größe", "身長").
    _d(
        "weight",
        "",
        r"\bmy (?:body )?weight\b|\bhow much i weigh\b|\bwhat i weigh\b|\bmein(?:em|en)? (?:körper)?gewicht\b|\bwie ?viel ich wiege\b|\b(?:mon|du) poids\b|\bcombien je pèse\b|\b(?:mi|del) peso\b|\bcuánto peso\b|体重",
    ),
    _d(
        "height",
        "",
        r"\bmy height\b|\bhow tall i am\b|\bmein(?:e|er)? (?:körper)?größe\b|\bwie groß ich bin\b|\bma taille\b|\bcombien je mesure\b|\b(?:mi|de mi) (?:estatura|altura)\b|\bcuánto mido\b|身高|身長",
    ),
    _d(
        "timezone",
        "",
        r"\bmy time ?zone\b|\bwhat time zone\b|\bmeine zeitzone\b|\bzeitzone\b|\bmon fuseau(?: horaire)?\b|\bmi zona horaria\b|\bzona horaria\b|时区|タイムゾーン",
    ),
    _d(
        "current project",
        "",
        r"\bproject\b|\bprojekt\b|\bprojet\b|\bproyecto\b|\bwhat i'?m working on\b|\bmein(?:e|em|en)? (?:aktuelles |derzeitiges )?projekt\b|\bworan ich arbeite\b|\bmon projet\b|\bce sur quoi je travaille\b|\bmi proyecto\b|\ben qué estoy trabajando\b|项目|プロジェクト",
    ),
    _d(
        "birthplace",
        "hometown,origin",
        r"\bwhere i was born\b|\bmy (?:birthplace|place of birth)\b|\bwo ich geboren bin\b|\bgeburtsort\b|\bmon lieu de naissance\b|\boù je suis née?\b|\blieu de naissance\b|\b(?:dónde|donde) nací\b|\blugar de nacimiento\b|出生地|在哪(?:儿|里)?出生|生まれ|出身地",
    ),
)


# A topic named with a vague noun after it ("the work stuff", "the uni thing", "health
# related stuff", "das Arbeitszeug") is the topic: read as "my work", "my uni".
_VAGUE_NOUN = _r(
    r"\b(?:the|all the|any|that|this) ([a-z]+(?: [a-z]+)?)(?:-| )(?:stuff|things?|bits?|parts?|details|info|related(?: stuff| things)?|side)\b"
)


def described(phrase: str) -> tuple[frozenset[str], frozenset[str]]:
    """The attributes a descriptive phrase names: (first meant, also possibly meant)."""
    norm = _VAGUE_NOUN.sub(r"my \1", _norm(phrase))
    primary: set[str] = set()
    secondary: set[str] = set()
    for d in DESCRIPTORS:
        if d.pattern.search(norm):
            primary |= d.primary
            secondary |= d.secondary
    subjects = {subject for subject, _, pattern in SUBJECT_MATTERS if pattern.search(norm)}
    if "allergy" in subjects and not _TAKEN.search(norm):
        subjects.discard("medication")  # "allergic to penicillin": the drug is the allergen
    if "sport" in subjects:  # a sport one does is a hobby: "forget my hobby" may mean it
        subjects.add("hobby")
    favourite = _FAVOURITE_NAMED.search(norm)
    if favourite is not None:  # "mi serie preferida" names the key "favourite serie"
        what = next(g for g in favourite.groups() if g)
        primary.add(f"favourite {what.strip().casefold()}")
    return frozenset(primary | subjects), frozenset(secondary - primary - subjects)


# A whole domain, not one fact in it: "forget the stuff about my health" means the migraine,
# the intolerance and the knee surgery alike, as "all my allergies" means each allergy.
_DOMAIN = _r(
    r"\b(?:health|gesundheit|santé|salud|medical|medizinisch\w*|médica(?:l|les|ux)|médic[oa]s?)\b|健康|体調|身体|病史|病歴|持病|病気|体のこと|からだ|医療"
)


def names_a_domain(phrase: str) -> bool:
    """Does a forget phrase name a whole domain (health), so every fact in it is meant?"""
    return _DOMAIN.search(_norm(phrase)) is not None


# A favourite named without its value, as forget phrases do ("my favourite band", "mein
# Lieblingsessen", "mi serie preferida", "我最喜欢的颜色"); the words are the statement's.
_FAVOURITE_NAMED = _r(
    r"\bmy (?:all-time )?(?:favou?rite|fave|fav) ([a-z][a-z-]{1,30})\b|"
    r"\bmein(?:e|en)? lieblings([a-zäöüß]+)|\b(?:mon|ma) ([\w-]+) préférée?\b|"
    r"\bmi ([\w-]+) (?:favorit[oa]|preferid[oa])\b|最喜欢的([^是，。的]{1,8}?)(?=是|$|[，。的])|"
    r"好きな([^はがを、。のこ]{1,8})"
)


def phrase_facets(phrase: str) -> tuple[frozenset[str], frozenset[str]]:
    """What a forget phrase points at: (the labels it names, labels it may mean instead).

    "where I live" → ({residence}, {housing, household}); "where my sister lives" →
    ({sister/residence}, {sister/housing, …}); "everything about my sister" → ({sister}, {}).
    A full statement ("that I live in Hamburg") points at its own topic.
    """
    norm = _norm(phrase)
    label = classify(norm)
    primary, secondary = described(norm)
    subject = _other_person(norm)
    mentioned = subject or _other_person(norm, _OTHER_MENTIONED)
    if mentioned is None:
        named = _NAMED_POSSESSOR.search(norm)
        if named is not None:
            who = named.group("name").casefold()
            mentioned = _Other(who, who, who)
    if mentioned is not None and (subject is not None or not label.topic_key):
        whom = mentioned.whom
        # What the relation word itself names ("my kids" → children) is not their attribute.
        implied = described(mentioned.relation)[0]
        first = {f"{who}/{attr}" for who in whom for attr in primary - implied}
        if "/" in label.topic:
            attr = label.topic.rsplit("/", 1)[1]
            first |= {f"{who}/{attr}" for who in whom}
        then = {f"{who}/{attr}" for who in whom for attr in secondary}
        if not first:
            # "forget about my kids": them, and what is stored about having them.
            first = set(whom) | set(implied)
        return frozenset(first), frozenset(then)
    first = set(primary) | ({label.topic} if label.topic else set())
    return frozenset(first), frozenset(secondary - first)


@lru_cache(maxsize=8192)
def facets(text: str) -> frozenset[str]:
    """What a statement or a descriptive phrase is about, as topic labels.

    About the user: the statement's topic label, every attribute a descriptor names ("where
    I live" → ``residence``) and every subject matter (``allergy``). About someone else: the
    relation ("sister", "older sister") and ``relation/attribute`` labels instead, so "where
    I live" never reaches "my sister lives in Rome" and "where my sister lives" never reaches
    "I live in Berlin".
    """
    norm = _norm(text)
    label = classify(norm)
    primary, secondary = described(norm)
    about = set(primary | secondary)
    subject = _other_person(norm)
    mentioned = subject or _other_person(norm, _OTHER_MENTIONED)
    if mentioned is not None and (subject is not None or not label.topic_key):
        whom = mentioned.whom
        found = set(whom) | {f"{who}/{attr}" for who in whom for attr in about}
        if "/" in label.topic:
            attr = label.topic.rsplit("/", 1)[1]
            found |= {f"{who}/{attr}" for who in whom}
        return frozenset(found)
    found = about | ({label.topic} if label.topic else set())
    if mentioned is not None:  # "I live with my sister" is about her too
        found.add(mentioned.relation)
    return frozenset(found)


# -- normalised keys and similarity -----------------------------------------------------------

_FUNCTION_WORDS = frozenset(
    [
        "the",
        "a",
        "an",
        "of",
        "my",
        "your",
        "our",
        "their",
        "his",
        "her",
        "its",
        "to",
        "for",
        "on",
        "in",
        "at",
        "and",
        "or",
        "about",
        "with",
        "的",
        "了",
        "和",
        "与",
        "关于",
    ]
)
_TRAILING_WORDS = (
    "issues",
    "issue",
    "problems",
    "problem",
    "questions",
    "相关问题",
    "问题",
    "相关",
)
_NON_WORD = re.compile(r"[\W_]+", re.UNICODE)


@lru_cache(maxsize=4096)
def topic_key(label: str) -> str:
    """Normalise a topic label: width, case, function words and trailing filler words."""
    text = unicodedata.normalize("NFKC", label).casefold()
    for suffix in _TRAILING_WORDS:
        if text.endswith(suffix) and len(text) > len(suffix):
            text = text[: -len(suffix)]
    words = [w for w in _NON_WORD.split(text) if w and w not in _FUNCTION_WORDS]
    key = " ".join(words)
    for word in ("的", "了"):
        key = key.replace(word, "")
    return key.strip()


def bigrams(text: str) -> frozenset[str]:
    compact = _NON_WORD.sub(" ", unicodedata.normalize("NFKC", text).casefold()).strip()
    if len(compact) < 2:
        return frozenset({compact}) if compact else frozenset()
    return frozenset(compact[i : i + 2] for i in range(len(compact) - 1))


def dice(a: str, b: str) -> float:
    """Character-bigram Dice similarity in [0, 1]; works for CJK without a tokenizer."""
    x, y = bigrams(a), bigrams(b)
    if not x or not y:
        return 0.0
    return 2 * len(x & y) / (len(x) + len(y))
