"""analyze() / analyze_lines(): the operator's view of what the worker would do."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from agents.analysis import analyze, analyze_lines
from agents.sanitize import DEFAULT_MAX_RUNES, ELLIPSIS


def test_directive_statement_is_sanitised_and_redacted_and_refused_when_only_a_secret() -> None:
    text = "please remember\nmy password is hunter2"
    result = analyze(text).model_dump(mode="json")
    assert result == {
        "directive": {"action": "remember", "statement": "my password is [redacted:password]"},
        "redacted": "please remember\nmy password is [redacted:password]",
        "findings": [{"kind": "password", "start": 31, "end": 38}],
        "refused": True,
    }
    assert text[31:38] == "hunter2"


def test_directive_with_content_beside_the_secret_is_kept() -> None:
    text = "remember that I'm vegan,  mail me at  sam@example.com"
    result = analyze(text)
    assert result.directive is not None
    assert result.directive.action == "remember"
    assert result.directive.statement == "I'm vegan, mail me at [redacted:email]"
    assert result.refused is False
    (finding,) = result.findings
    assert text[finding.start : finding.end] == "sam@example.com"


def test_refusal_follows_the_statement_not_the_whole_message() -> None:
    # The whole message has content ("I'm vegan"), the forget statement is only a number.
    text = "forget my number 13812345678. I'm vegan by the way"
    result = analyze(text)
    assert result.directive is not None
    assert result.directive.statement == "my number [redacted:phone]"
    assert result.refused is True
    assert analyze("my number 13812345678. I'm vegan by the way").refused is False


def test_without_directive_refusal_judges_the_whole_text() -> None:
    assert analyze("my email is sam@example.com").refused is True
    assert analyze("my email is sam@example.com, I love hiking").refused is False
    assert analyze("what's the weather like?").model_dump(mode="json") == {
        "directive": None,
        "redacted": "what's the weather like?",
        "findings": [],
        "refused": False,
    }


def test_findings_point_into_the_raw_input_not_the_sanitised_text() -> None:
    text = "remember that\r\n\t  my  card is\u200b 4111 1111 1111 1111"
    result = analyze(text)
    (finding,) = result.findings
    assert text[finding.start : finding.end] == "4111 1111 1111 1111"
    assert result.redacted == "remember that\r\n\t  my  card is\u200b [redacted:payment_card]"
    assert result.directive is not None
    assert result.directive.statement == "my card is [redacted:payment_card]"


def test_a_capped_statement_never_keeps_part_of_a_secret() -> None:
    text = "remember that " + "word " * 58 + "card 4111 1111 1111 1111"
    result = analyze(text)
    assert result.directive is not None
    statement = result.directive.statement
    assert len(statement) <= DEFAULT_MAX_RUNES
    assert statement.endswith(ELLIPSIS)
    assert "4111" not in statement
    assert "1111" not in statement


def test_analyze_lines_output_shape_and_order() -> None:
    lines = [
        '{"text": "记住我的手机号是13812345678"}\n',
        '{"text": "hello there", "user": "ignored"}\n',
    ]
    first, second = (json.loads(line) for line in analyze_lines(lines))
    assert list(first) == ["directive", "redacted", "findings", "refused"]
    assert first == {
        "directive": {"action": "remember", "statement": "我的手机号是[redacted:phone]"},
        "redacted": "记住我的手机号是[redacted:phone]",
        "findings": [{"kind": "phone", "start": 8, "end": 19}],
        "refused": True,
    }
    assert second == {
        "directive": None,
        "redacted": "hello there",
        "findings": [],
        "refused": False,
    }


def test_analyze_lines_keeps_cjk_readable() -> None:
    (line,) = analyze_lines(['{"text": "记住我不吃辣"}'])
    assert "我不吃辣" in line


@pytest.mark.parametrize(
    ("line", "reason"),
    [
        ("not json at all", "not valid JSON"),
        ('{"text": "unterminated', "not valid JSON"),
        ("", "empty line"),
        ("   \n", "empty line"),
        ("[1, 2]", "got an array"),
        ('"just a string"', "got a string"),
        ('{"txt": "typo"}', 'no "text" field'),
        ('{"text": 5}', '"text" must be a string, got a number'),
        ('{"text": null}', '"text" must be a string, got null'),
        ('{"text": ["a"]}', '"text" must be a string, got an array'),
        ('{"text": "\\ud800"}', "unpaired surrogate"),
        ("[" * 100_000, "nested too deeply"),
    ],
)
def test_a_bad_line_becomes_an_error_line(line: str, reason: str) -> None:
    (out,) = analyze_lines([line])
    payload = json.loads(out)
    assert list(payload) == ["error"]
    assert payload["error"].startswith("line 1: ")
    assert reason in payload["error"]


def test_a_bad_line_does_not_stop_the_lines_after_it() -> None:
    lines = ['{"text": "remember that I\'m vegan"}', "oops", '{"text": "forget that I smoke"}']
    out = [json.loads(line) for line in analyze_lines(lines)]
    assert out[0]["directive"] == {"action": "remember", "statement": "I'm vegan"}
    assert out[1] == {"error": out[1]["error"]}
    assert out[1]["error"].startswith("line 2: ")
    assert out[2]["directive"] == {"action": "forget", "statement": "I smoke"}


@given(
    st.lists(
        st.one_of(st.text(max_size=60), st.builds(lambda t: json.dumps({"text": t}), st.text()))
    )
)
def test_analyze_lines_yields_one_json_line_per_input(lines: list[str]) -> None:
    out = list(analyze_lines(lines))
    assert len(out) == len(lines)
    for line in out:
        assert "\n" not in line
        payload = json.loads(line)
        assert set(payload) in ({"error"}, {"directive", "redacted", "findings", "refused"})
