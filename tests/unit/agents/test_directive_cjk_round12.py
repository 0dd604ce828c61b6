"""Round 12 (zh, ja): Traditional script and Cantonese read as Simplified, Kansai-ben and
keigo verb forms, statements that run on over several clauses, requests said between a
fact and its pointer, and task-scoped negatives. Example sentences are our own."""

from __future__ import annotations

import pytest

from agents.directive_cjk_continue import cjk_continues, cjk_only_requests
from agents.directive_cjk_purpose import ja_conversation_reason, zh_usage
from agents.directives import DirectiveAction, detect_directive

REMEMBER = DirectiveAction.REMEMBER
FORGET = DirectiveAction.FORGET


def _found(text: str) -> tuple[DirectiveAction, str] | None:
    found = detect_directive(text)
    return None if found is None else (found.action, found.statement)


# --- Traditional characters and Cantonese: folded before respelling, stored as written ---


@pytest.mark.parametrize(
    ("text", "action", "keys"),
    [
        # Cantonese "記低" (note down), Traditional script kept in the statement.
        ("你幫我記低，我老婆叫阿欣，今年讀碩士", REMEMBER, ("我老婆叫阿欣", "讀碩士")),
        # "唔使再記" (no need to keep) over the speaker's object.
        ("我舊電話號碼你唔使再記住喇", FORGET, ("我舊電話號碼",)),
        ("你唔好再記住我間公司喇，我已經轉咗工", FORGET, ("我間公司",)),
        # "唔好唔記得" (don't forget).
        ("唔好唔記得我對芒果敏感", REMEMBER, ("我對芒果敏感",)),
        # A Traditional respelling no longer needs its own entry ("記著點" as "记着").
        ("記著點，我在高雄教書", REMEMBER, ("我在高雄教書",)),
        ("請劃掉關於我舊地址的那條記錄", FORGET, ("我舊地址",)),
    ],
)
def test_traditional_and_cantonese(
    text: str, action: DirectiveAction, keys: tuple[str, ...]
) -> None:
    found = _found(text)
    assert found is not None and found[0] is action
    assert all(key in found[1] for key in keys), found[1]


def test_cantonese_politeness_is_no_directive() -> None:
    # "唔好意思" (sorry) read as "不要意思" must not become a release.
    assert detect_directive("唔好意思，想問多個問題") is None
    assert detect_directive("嗰間餐廳幾點開門？") is None


def test_trailing_cantonese_particle_is_dropped() -> None:
    found = _found("我份兼職你唔使再記住喇")
    assert found is not None and found[1] == "我份兼職"


# --- Chinese statements that run on over clauses with no subject of their own ---------


@pytest.mark.parametrize(
    ("text", "keys"),
    [
        ("记住，我是消防员，上夜班的，所以白天常常在睡觉", ("我是消防员", "上夜班的")),
        ("帮我记一下，我儿子叫豆豆，今年上幼儿园", ("我儿子叫豆豆", "今年上幼儿园")),
        ("以后推荐电影的时候记得，我很喜欢科幻片，尤其是太空题材的", ("科幻片", "太空题材")),
        ("删掉我的旧邮箱，就是之前给你的那个163的", ("旧邮箱", "163")),
    ],
)
def test_zh_statement_runs_on(text: str, keys: tuple[str, ...]) -> None:
    found = _found(text)
    assert found is not None
    assert all(key in found[1] for key in keys), found[1]


@pytest.mark.parametrize(
    ("text", "excluded"),
    [
        # A request to the assistant, a change report or a reason ends the statement.
        ("记住我对虾过敏，别给我推荐海鲜粥", "推荐"),
        ("你不要再记住我的旧公司，我已经辞职了", "辞职"),
        ("记住，我是素食者，所以别推荐肉", "所以"),
    ],
)
def test_zh_statement_stops(text: str, excluded: str) -> None:
    found = _found(text)
    assert found is not None
    assert excluded not in found[1], found[1]


def test_cjk_continues_units() -> None:
    assert cjk_continues("今年读大二", "我妹妹叫小雨")
    assert cjk_continues("叫阿明", "他是我哥")
    assert not cjk_continues("别给我推荐甜的", "我有糖尿病")
    assert not cjk_continues("你记一下", "我住在成都")
    assert not cjk_continues("我已经搬走了", "我住在成都")
    # Japanese: only after a connective form of the clause before.
    assert cjk_continues("転職活動中", "今の会社で3年目のエンジニアで")
    assert not cjk_continues("転職活動中", "今の会社で3年目のエンジニアです")
    assert not cjk_continues("覚えておいてください", "エンジニアで")


# --- a request or a use said between the fact and its pointer ------------------------


@pytest.mark.parametrize(
    ("text", "action", "key"),
    [
        (
            "うち、辛いもん全然あかんねん。料理すすめるとき気ぃつけてや、覚えときや",
            REMEMBER,
            "辛いもん",
        ),
        (
            "私はベジタリアンです。お肉のレシピは出さないでね、覚えておいて",
            REMEMBER,
            "ベジタリアン",
        ),
        (
            "我妈去年摔伤了腰。以后我问康复的事就是替她问的，记住这点。",
            REMEMBER,
            "我妈去年摔伤了腰",
        ),
        ("我有痛风，这个你记着，以后给我推荐吃的都注意一下", REMEMBER, "我有痛风"),
    ],
)
def test_request_between_fact_and_pointer(text: str, action: DirectiveAction, key: str) -> None:
    found = _found(text)
    assert found is not None and found[0] is action
    assert key in found[1], found[1]


def test_only_requests_units() -> None:
    assert cjk_only_requests(["熱いもんすすめるとき気ぃつけてや"])
    assert cjk_only_requests(["以后我问药的事都是给我爸问的"])
    # A reason "…なので" ends in で but asks nothing: it is the fact.
    assert not cjk_only_requests(["私は色覚異常なので"])
    assert not cjk_only_requests(["我在学德语"])
    assert not cjk_only_requests([])
    assert zh_usage("以后给我推荐菜都考虑一下")
    assert not zh_usage("我小时候被狗咬过")


# --- Kansai-ben and keigo -------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "action", "key"),
    [
        ("前に言うたジムの名前な、あれもう忘れてええで。退会したし", FORGET, "ジムの名前"),
        ("ヨガしとるって言うたやつ、もうやめたし忘れてええで笑", FORGET, "ヨガ"),
        ("わし巨人ファンやねん、覚えときや", REMEMBER, "巨人ファン"),
        ("旦那の名前、健太っていうねん。今度から名前で言うから覚えといてな", REMEMBER, "健太"),
        (
            "恐れ入りますが、私はそばアレルギーがございますので、今後のご提案の際にお含みおきいただけますでしょうか。",
            REMEMBER,
            "そばアレルギー",
        ),
        (
            "弊社は月曜定休でございます。今後日程をご提案いただく際のため、ご記憶いただけますと幸いです。",
            REMEMBER,
            "月曜定休",
        ),
        (
            "私、ラテックスにかぶれる体質でございます。今後の会話でもご留意いただけますよう、覚えておいていただけますか。",
            REMEMBER,
            "ラテックス",
        ),
        # A pointer with a connective or a place of memory before the verb is no object.
        (
            "前にお酒飲むって話したけど、やめたの！だからその情報はもう持ってなくていいよ",
            FORGET,
            "お酒",
        ),
        ("これ記憶に保存しておいて、来月から大阪に転勤します", REMEMBER, "大阪に転勤"),
        (
            "息子が今年受験なんです、これから英語の質問は息子のためなので、そこは見失わないでくださいね",
            REMEMBER,
            "息子が今年受験",
        ),
    ],
)
def test_kansai_and_keigo(text: str, action: DirectiveAction, key: str) -> None:
    found = _found(text)
    assert found is not None and found[0] is action
    assert key in found[1], found[1]


@pytest.mark.parametrize(
    "text",
    [
        "あかん、財布忘れてもうた…",  # Kansai "忘れてもうた" = forgot: no forget
        "覚えときます！",  # the speaker will remember
        "パスワード覚えときたいんやけど、ええ方法ある？",  # the speaker's own memory
        "予算は3万までやで、この旅行のプラン作ってる間は覚えときや",  # scoped to the task
        "这次旅行的行程你记得，预算是一人五千",  # scoped to the task
    ],
)
def test_kansai_and_task_scoped_negatives(text: str) -> None:
    assert detect_directive(text) is None


def test_conversation_frames_are_no_fact() -> None:
    assert ja_conversation_reason("今後のご提案の際に")
    assert ja_conversation_reason("今度から名前で言うから")
    assert ja_conversation_reason("今後の会話でもご留意いただけますよう")
    assert not ja_conversation_reason("猫アレルギーなので")


@pytest.mark.parametrize(
    ("text", "statement"),
    [
        ("突然想说，你要记得我最怕的是打雷", "我最怕的是打雷"),
        ("跟你说，记住我对猫过敏", "我对猫过敏"),
    ],
)
def test_announcing_ones_own_words_is_not_reported_speech(text: str, statement: str) -> None:
    found = detect_directive(text)
    assert found is not None and found.statement == statement


@pytest.mark.parametrize("text", ["我妈说，记得多喝水", "他跟我说：记住这个密码"])
def test_someone_elses_words_stay_reported_speech(text: str) -> None:
    assert detect_directive(text) is None
