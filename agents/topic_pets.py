"""A pet by its name: one animal, one statement of who it is; its death retires it.

"our yellow lab is called Biscuit", "Unser Hund heißt Bruno", "notre chatte s'appelle
Noisette", "mi gato se llama Simón", "我家狗狗叫豆豆", "うちの犬はハナ" each say that the user
has this animal: :func:`pet_key` gives them ``pet <name>``. Two pets are two names, two
keys ("we also have a terrier called Pickle" stays beside Biscuit); the same name said
again is the same animal, restated.

A death ("Bruno mussten wir einschläfern lassen", "Pepito est mort cet été", "Simón murió
en marzo", "豆豆去年走了", "ハナは去年亡くなりました", "we had to put Rex down") ends what the
user has: :func:`pet_death_alternatives` lets the statement take the place of the one that
named the animal (``pet <name>``), so the animal adopted after it — often named in the
same message ("ahora tenemos una gatita que se llama Mora") — is what stays. The death is
matched by the name only, never by kind alone: "our dog died" with two animals stored
names neither.

``text`` is normalised as :mod:`agents.topics` reads it (accents folded, case kept).
"""

from __future__ import annotations

import re

__all__ = ["PET_KEY", "pet_death_alternatives", "pet_key"]

PET_KEY = "pet"

# Kinds and common breeds, singular (the rules read "a dog", "our cats" is a count).
_LATIN_PETS = (
    r"dog|doggo|doggy|pup|puppy|cat|kitty|kitten|rabbit|bunny|hamster|guinea pig|parrot|"
    r"budgie|horse|pony|tortoise|turtle|ferret|lab|labrador|retriever|golden|poodle|beagle|"
    r"terrier|spaniel|bulldog|husky|corgi|dachshund|chihuahua|pug|collie|schnauzer|greyhound|"
    r"whippet|shepherd|tabby|moggy|"
    r"hund|hundin|welpe|katze|kater|katzchen|hase|kaninchen|pferd|dackel|"
    r"chien|chienne|chiot|chat|chatte|chaton|lapin|cheval|"
    r"perro|perra|perrito|perrita|gato|gata|gatito|gatita|conejo|caballo"
)
_CJK_PETS = (
    r"狗狗|狗|猫咪|猫|兔子|兔|仓鼠|鹦鹉|乌龟|柯基|金毛|泰迪|哈士奇|拉布拉多|柴犬|布偶|英短|"
    r"犬|ネコ|イヌ|ねこ|いぬ|うさぎ|ウサギ|ハムスター|インコ|プードル|チワワ|ダックス|レトリバー"
)
_NAME = r"(?P<name>(?-i:[A-Z])[\w-]{1,20})"
_OWNER = r"(?:my|our|the|mein|meine|meinen|unser|unsere|unseren|mon|ma|notre|mi|nuestro|nuestra)"
_MODS = r"(?:[\w-]+ ){0,3}?"

_LATIN_NAMED = tuple(
    re.compile(source, re.IGNORECASE)
    for source in (
        # "our yellow lab is called Biscuit", "the dog's name is Rufus", "my cat: Mochi",
        # "Unser Hund heißt Bruno", "notre chatte s'appelle Noisette", "mi gato se llama X"
        rf"\b{_OWNER} {_MODS}(?:{_LATIN_PETS})(?:'s name| name)?"
        r"(?: (?:is called|is named|'s called|'s named|is|heisst|heißt|ist|s'appelle|"
        r"c'est|se llama|es)| ?[=:]|,)"
        rf" {_NAME}",
        # "cat = Mochi" (a note, with no owner)
        rf"^(?:{_LATIN_PETS}) ?[=:] ?{_NAME}",
        # "we have a dog, Pepito", "we adopted a kitten called Mora", "on a un chien,
        # Pepito", "tenemos una gatita que se llama Mora", "wir haben einen Hund namens X"
        r"\b(?:have|got|adopted|rescued|a|avons|on a|on a pris|on a adopte|tenemos|"
        r"adoptamos|haben|hab|habe)"
        r" (?:a|an|another|un|une|una|uno|einen|eine|ein|noch einen|noch eine)"
        rf" {_MODS}(?:{_LATIN_PETS})"
        r"(?:,| called| named| namens| qui s'appelle| que se llama| llamad[oa]| appele?e?)"
        rf" {_NAME}",
        # "… elle s'appelle Olive" after a new pet in the same sentence
        rf"\b(?:{_LATIN_PETS})\b[^.;!?]{{0,30}}?(?:\b(?:elle|il|she|he|sie|er)|,) "
        rf"(?:s'appelle|is called|'s called|heisst|heißt|se llama) {_NAME}",
        # "Mochi is our cat", "Bruno ist unser Hund"
        rf"^{_NAME} (?:is|ist|est|es) {_OWNER} {_MODS}(?:{_LATIN_PETS})\b",
        # "et le lapin des enfants c'est Caramel", "the kids' rabbit is Caramel"
        rf"\b(?:le|la|el|the|der|die|das) (?:{_LATIN_PETS})\b[^.;!?]{{0,20}}?"
        rf"(?:c'est|se llama|s'appelle|is called|heisst|heißt) {_NAME}",
    )
)
_CJK_NAMED = re.compile(
    # "我家狗狗叫豆豆", "还有一只橘猫叫大黄", "养了一只柴犬，叫可乐"
    rf"(?:{_CJK_PETS})[，,、 ]?(?:名字)?叫(?P<name>[\u4e00-\u9fff]{{1,4}}?)(?=[，。！,.!\s]|是|$)"
    # "うちの犬はハナ、柴犬です", "猫の名前はむぎ"
    rf"|(?:{_CJK_PETS})(?:の名前)?は(?P<ja>[\u30a0-\u30ffー]{{1,8}}|[\u3041-\u309f]{{1,6}}(?<!い))"
    r"(?=[、。！!\s]|です|だよ|ちゃん|くん|$)"
    # "名前はむぎ" after a pet in the same sentence
    rf"|(?:{_CJK_PETS})[^。]{{0,20}}名前は(?P<ja2>[\u30a0-\u30ffー]{{1,8}}|[\u3041-\u309f]{{1,6}}(?<!い))"
    r"(?=[、。！!\s]|です|だよ|ちゃん|くん|$)"
)

_DIED = tuple(
    re.compile(source, re.IGNORECASE)
    for source in (
        rf"\b{_NAME} (?:(?:sadly|just|finally|has|had) )*(?:died|passed away|passed on|"
        r"passed|is gone|crossed the rainbow bridge|was put down|was put to sleep|"
        r"had to be put (?:down|to sleep))\b",
        rf"\b(?:lost|put down|said goodbye to|had to put|had to say goodbye to) {_NAME}\b",
        rf"\b{_NAME} (?:ist|sind|musste|mussten wir|haben wir|hat)\b[^.;!?]{{0,40}}?"
        r"\b(?:gestorben|verstorben|eingeschlafert|einschlafern|eingeschläfert|einschläfern|"
        r"uber die regenbogenbrucke|über die regenbogenbrücke)\b",
        rf"\b{_NAME} (?:est|nous a) (?:\w+ )?(?:mort|morte|decede|decedee|partie?|quittes?|"
        r"quittee?s?)\b",
        rf"\b(?:on a du|nous avons du) (?:faire )?(?:piquer|endormir|euthanasier) {_NAME}\b",
        rf"\b{_NAME} (?:se )?(?:murio|fallecio|se nos fue|se fue al cielo)\b",
    )
)
_CJK_DIED = re.compile(
    r"^(?:我家|我们家)?(?P<name>[\u4e00-\u9fff]{1,4}?)(?:去年|上个月|前几天|上周|今年|最近|已经|前阵子)*"
    r"(?:走了|去世|死了|离开了?我们|去汪星|去喵星|没了|过世)"
    r"|^(?P<ja>[^、。はが\s]{1,8})(?:は|が)[^、。]{0,8}?(?:亡くなり|死んじゃ|死んで|死にま|虹の橋|旅立)"
)


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


# Words that open a statement with a capital and are not a pet's name.
_NOT_NAMES = _words(
    """
    i it he she they we you this that there here today yesterday my our the his her their
    er sie es das wir heute il elle on ce nous el ella ellos nosotros hoy ya
    mom mum dad mama papa maman grandma grandpa oma opa abuela abuelo
    """
)


def _first_name(patterns: tuple[re.Pattern[str], ...], text: str) -> str | None:
    for pattern in patterns:
        name = _name(pattern.search(text))
        if name is not None:
            return name
    return None


def _name(m: re.Match[str] | None) -> str | None:
    if m is None:
        return None
    groups = m.groupdict()
    name = groups.get("name") or groups.get("ja") or groups.get("ja2") or ""
    folded = name.casefold()
    if not folded or folded in _NOT_NAMES or re.fullmatch(_LATIN_PETS, folded):
        return None
    return folded


def pet_key(text: str) -> str | None:
    """``pet <name>`` for a statement that names one of the user's animals, else None."""
    name = _first_name(_LATIN_NAMED, text) or _name(_CJK_NAMED.search(text))
    return f"{PET_KEY} {name}" if name else None


def pet_death_alternatives(text: str) -> tuple[str, ...]:
    """The key of the animal whose death the statement tells (``pet <name>``), else ()."""
    name = _first_name(_DIED, text) or _name(_CJK_DIED.search(text))
    return (f"{PET_KEY} {name}",) if name else ()
