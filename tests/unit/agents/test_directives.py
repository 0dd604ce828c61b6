"""detect_directive(): every supported form, and every look-alike that must not count."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from agents.directives import RULES, Directive, DirectiveAction, DirectiveRule, detect_directive

REMEMBER = DirectiveAction.REMEMBER
FORGET = DirectiveAction.FORGET


def directive(action: DirectiveAction, statement: str, language: str) -> Directive:
    return Directive(action=action, statement=statement, language=language)


@pytest.mark.parametrize(
    ("text", "statement"),
    [
        ("remember that I'm vegetarian", "I'm vegetarian"),
        ("Remember: I'm vegetarian.", "I'm vegetarian"),
        ("remember, my sister is called Ana", "my sister is called Ana"),
        ("remember this: I'm allergic to nuts", "I'm allergic to nuts"),
        ("remember my name is Sam", "my name is Sam"),
        ("please remember I'm vegetarian", "I'm vegetarian"),
        ("pls remember that I use vim", "I use vim"),
        ("kindly remember I work nights", "I work nights"),
        ("keep in mind that I hate olives", "I hate olives"),
        ("from now on call me Sam", "call me Sam"),
        ("From now on, answer in French.", "answer in French"),
        ("don't forget that my birthday is May 3", "my birthday is May 3"),
        ("Don’t forget to water the plants", "water the plants"),
        ("do not forget I'm diabetic", "I'm diabetic"),
        ("never forget that I'm left-handed", "I'm left-handed"),
        ("remember to reply in French", "reply in French"),
        ("memorize that my locker is 42", "my locker is 42"),
        ("make a note that I'm moving in June", "I'm moving in June"),
        ("note down that the wifi is slow", "the wifi is slow"),
        ("save this to memory: I drink oat milk", "I drink oat milk"),
        ("REMEMBER THAT I'M VEGAN", "I'M VEGAN"),
        ('remember that "I\'m vegan"', "I'm vegan"),
        ("remember that 'I'm vegan'", "I'm vegan"),
        ("remember that I'm vegan please", "I'm vegan"),
        ("remember that I'm vegan, thanks!", "I'm vegan"),
        ("remember to say thanks", "say thanks"),
        ("Remember that… I'm vegan", "I'm vegan"),
        ("remember that I use v2.19.5 of the lib", "I use v2.19.5 of the lib"),
        ("remember that Dr. Smith is my GP.", "Dr. Smith is my GP"),
        ("remember   that\tI'm\u200b vegan", "I'm vegan"),
        ("\ufeffremember that I'm vegan", "I'm vegan"),
    ],
)
def test_english_remember(text: str, statement: str) -> None:
    assert detect_directive(text) == directive(REMEMBER, statement, "en")


@pytest.mark.parametrize(
    ("text", "statement"),
    [
        ("forget that I like jazz", "I like jazz"),
        ("forget about my old address", "my old address"),
        ("forget about the old office", "the old office"),
        ("forget I said I like jazz", "I said I like jazz"),
        ("please forget my address", "my address"),
        ("Forget: I smoke.", "I smoke"),
        ("stop remembering that I smoke", "I smoke"),
        ("delete the memory that I live in Paris", "I live in Paris"),
        ("remove the memory about my ex", "my ex"),
        ("remove my old address from your memory", "my old address"),
    ],
)
def test_english_forget(text: str, statement: str) -> None:
    assert detect_directive(text) == directive(FORGET, statement, "en")


@pytest.mark.parametrize(
    ("text", "action", "statement"),
    [
        ("记住我对花生过敏", REMEMBER, "我对花生过敏"),
        ("请记住我不吃辣。", REMEMBER, "我不吃辣"),
        ("帮我记一下：我的车牌是沪A12345", REMEMBER, "我的车牌是沪A12345"),
        ("帮我记住我女儿叫小美", REMEMBER, "我女儿叫小美"),
        ("记一下明天下午三点开会", REMEMBER, "明天下午三点开会"),
        ("记得我周末不上班", REMEMBER, "我周末不上班"),
        ("别忘了我对花生过敏", REMEMBER, "我对花生过敏"),
        ("不要忘记我下周去上海", REMEMBER, "我下周去上海"),
        ("请记住“我不吃香菜”", REMEMBER, "我不吃香菜"),
        ("记住：我住在上海！还有别的事", REMEMBER, "我住在上海"),
        ("忘掉我喜欢爵士乐", FORGET, "我喜欢爵士乐"),
        ("请忘记我的旧地址", FORGET, "我的旧地址"),
        ("忘记我以前的电话", FORGET, "我以前的电话"),
        ("删除这条记忆：我喜欢爵士乐", FORGET, "我喜欢爵士乐"),
        ("删除关于我前任的记忆", FORGET, "我前任"),
        ("别记我的生日", FORGET, "我的生日"),
        ("不要记住我的地址", FORGET, "我的地址"),
    ],
)
def test_chinese(text: str, action: DirectiveAction, statement: str) -> None:
    assert detect_directive(text) == directive(action, statement, "zh")


@pytest.mark.parametrize(
    ("text", "action", "statement", "language"),
    [
        ("Merk dir, dass ich Vegetarier bin", REMEMBER, "ich Vegetarier bin", "de"),
        ("bitte merk dir meine Adresse", REMEMBER, "meine Adresse", "de"),
        ("Vergiss nicht, dass ich Diabetiker bin", REMEMBER, "ich Diabetiker bin", "de"),
        ("Vergiss, dass ich in Berlin wohne", FORGET, "ich in Berlin wohne", "de"),
        ("vergiss meine alte Adresse", FORGET, "meine alte Adresse", "de"),
        ("Vergiss die Milch nicht!", REMEMBER, "die Milch", "de"),
        ("oublie mon ancienne adresse", FORGET, "mon ancienne adresse", "fr"),
        ("olvida mi número viejo", FORGET, "mi número viejo", "es"),
        ("souviens-toi que je suis végétarien", REMEMBER, "je suis végétarien", "fr"),
        ("rappelle-toi que j'ai un chat", REMEMBER, "j'ai un chat", "fr"),
        ("n'oublie pas que je pars lundi", REMEMBER, "je pars lundi", "fr"),
        ("oublie que j'habite à Paris", FORGET, "j'habite à Paris", "fr"),
        ("recuerda que soy vegetariano", REMEMBER, "soy vegetariano", "es"),
        ("no olvides que tengo dos gatos", REMEMBER, "tengo dos gatos", "es"),
        ("olvida que vivo en Madrid", FORGET, "vivo en Madrid", "es"),
        ("olvídate de mi número viejo", FORGET, "mi número viejo", "es"),
        ("覚えておいて、私はベジタリアンです", REMEMBER, "私はベジタリアンです", "ja"),
        (
            "私の誕生日は五月三日だということを覚えておいて",
            REMEMBER,
            "私の誕生日は五月三日だということ",
            "ja",
        ),
        ("猫の名前はタマだと覚えてください。", REMEMBER, "猫の名前はタマだ", "ja"),
        ("私の古い住所を忘れてください", FORGET, "私の古い住所", "ja"),
        ("忘れて、私の古い住所", FORGET, "私の古い住所", "ja"),
    ],
)
def test_other_languages(text: str, action: DirectiveAction, statement: str, language: str) -> None:
    assert detect_directive(text) == directive(action, statement, language)


@pytest.mark.parametrize(
    ("text", "statement"),
    [
        ("hi, remember that I'm vegan", "I'm vegan"),
        ("Hey there! remember that I'm vegan", "I'm vegan"),
        ("hey Sam, remember I'm vegan", "I'm vegan"),
        ("ok so remember I'm vegan", "I'm vegan"),
        ("Good morning! Please remember I'm vegan", "I'm vegan"),
        ("你好，请记住我是素食者。", "我是素食者"),
        ("嗨，记住我叫小王", "我叫小王"),
        ("麻烦你记住我住在上海", "我住在上海"),
        ("您好！帮我记一下：我不喝酒", "我不喝酒"),
        ("btw remember that I'm vegan", "I'm vegan"),
        ("Oh wait, one more thing: remember I'm vegan", "I'm vegan"),
    ],
)
def test_greetings_and_politeness_before_the_directive(text: str, statement: str) -> None:
    found = detect_directive(text)
    assert found is not None
    assert found.action is REMEMBER
    assert found.statement == statement


@pytest.mark.parametrize(
    ("text", "statement"),
    [
        ("Remember that I'm vegetarian. What's for dinner?", "I'm vegetarian"),
        ("remember that I'm vegan! Also I like tea.", "I'm vegan"),
        ("remember that I'm vegan\nand what about lunch?", "I'm vegan"),
        ("remember:\n- I'm vegan\n- I like tea", "I'm vegan"),
        ("记住我不吃辣。今天吃什么？", "我不吃辣"),
        ("remember that I'm vegan, ok?", "I'm vegan"),
        ("记住我不吃辣，好吗？", "我不吃辣"),
    ],
)
def test_statement_is_the_directive_sentence_only(text: str, statement: str) -> None:
    found = detect_directive(text)
    assert found is not None
    assert found.statement == statement


@pytest.mark.parametrize(
    "text",
    [
        # asides that merely start like a correction
        "and I always forget my keys",
        "actually I remember that film",
        # questions about remembering
        "do you remember my name?",
        "can you remember things?",
        "remember that I'm vegan?",
        "Remember me?",
        "你还记得我的名字吗",
        "你记得吗？",
        "记得吗？",
        "记住了吗",
        "¿Recuerdas mi nombre?",
        "私の名前を覚えてる？",
        # the user's own memory
        "I can't remember my password",
        "I always forget my keys",
        "I remember when we went to Paris",
        "remember when we went to Paris",
        "remember how we met",
        "我记不住密码",
        "忘记我的密码了",
        # negations and idioms
        "don't remember that",
        "never mind",
        "forget it",
        "Forget about it!",
        "vergiss es",
        "oublie ça",
        "别记这个",
        "记住了",
        # quoted, code and reported speech
        "he said 'remember that I'm vegetarian'",
        "'remember that I'm vegetarian'",
        "“remember that I'm vegetarian”",
        "`remember that x`",
        "```\nremember that x\n```",
        "my mom told me to remember that I'm allergic",
        "I told her: remember that I'm vegan",
        # empty after stripping
        "remember that.",
        "remember:",
        "remember:\n",
        "Remember!",
        "请记住",
        # a bare forget verb about something other than the user
        "Forget the tests, just ship it",
        "forget the small stuff",
        "oublie le passé",
        "olvida el pasado",
        "vergiss die Vergangenheit",
        # not a directive verb at the start
        "Note that I'm vegetarian",
        "note that the API changed",
        "I'm vegetarian, remember that",
        "What should I remember for the exam?",
        "the remembrance day parade",
        "",
        "   ",
    ],
)
def test_not_a_directive(text: str) -> None:
    assert detect_directive(text) is None


def test_directive_must_open_the_message() -> None:
    assert detect_directive("remember that I'm vegan. Lunch ideas?") is not None
    assert detect_directive("Lunch ideas? Remember that I'm vegan.") is None


@pytest.mark.parametrize("rule", RULES, ids=lambda r: f"{r.language}-{r.action}-{r.cue}")
def test_each_rule_names_a_cue_its_pattern_cannot_match_without(rule: DirectiveRule) -> None:
    # The cheap pre-check skips a message that contains no cue; a cue that is not
    # literally in the pattern would silently disable its rule.
    assert rule.cue
    assert rule.cue in rule.pattern.pattern.lower()


def test_rules_cover_every_documented_language_and_both_actions() -> None:
    pairs = {(rule.language, rule.action) for rule in RULES}
    for language in ("en", "zh", "de", "fr", "es", "ja"):
        assert (language, REMEMBER) in pairs
        assert (language, FORGET) in pairs


@given(st.text(max_size=300))
def test_detect_never_raises_and_statement_is_one_clean_line(text: str) -> None:
    found = detect_directive(text)
    if found is not None:
        assert found.statement
        assert "\n" not in found.statement
        assert found.statement == found.statement.strip()


def test_a_correction_preamble_before_forget() -> None:
    found = detect_directive("Actually, forget that I play the cello on weekends.")
    assert found is not None
    assert found.action is DirectiveAction.FORGET
    assert found.statement == "I play the cello on weekends"
