"""The probe: the text folded one character for one, so offsets need no mapping back."""

from __future__ import annotations

import time

from hypothesis import given
from hypothesis import strategies as st

from agents.redaction import redact
from agents.redaction_probe import fold, make_probe


def test_digits_of_every_script_fold_to_ascii() -> None:
    assert fold("٤١١١ ४१११ ４１１１ ০১২৩ ๑๒๓") == "4111 4111 4111 0123 123"


def test_spaces_dashes_and_zero_width_characters_fold() -> None:
    assert fold("06\u00a012\u202f34\u2009-\u200b56\u2013\u201478") == "06 12 34 - 56--78"


def test_full_width_ascii_folds_and_cjk_stays() -> None:
    assert fold("密码：ＡＢＣ１２３＠ｘ，谢谢") == "密码:ABC123@x,谢谢"


def test_ascii_text_is_its_own_probe() -> None:
    text = "plain ascii 123"
    assert fold(text) is text


@given(st.text())
def test_fold_keeps_length(text: str) -> None:
    assert len(fold(text)) == len(text)
    assert len(make_probe(text).lowered) == len(text)


def test_runs_need_seven_digits_and_codes_mark_a_tax_code_core() -> None:
    probe = make_probe("v2.19.6 and 415 555 2671 and RSSMRA85T10A562S")
    assert [(r.digits) for r in probe.runs] == [10]
    assert len(probe.codes) == 1


def test_offsets_of_a_folded_secret_point_into_the_original() -> None:
    text = "电话１３８１２３４５６７８，card ٤١١١ ١١١١ ١١١١ ١١١١"
    result = redact(text)
    assert [text[f.start : f.end] for f in result.findings] == [
        "１３８１２３４５６７８",
        "٤١١١ ١١١١ ١١١١ ١١١١",
    ]


def test_a_lower_casing_that_changes_length_keeps_offsets() -> None:
    text = "İstanbul: my password is Kestrel#58"
    (finding,) = redact(text).findings
    assert text[finding.start : finding.end] == "Kestrel#58"


def test_hostile_input_stays_fast() -> None:
    # long base64 holding label cues, long digit runs, many labels without values
    token = "eyJhbGciOiJIUzI1NiJ9pinpasskeycodetan" * 200
    digits = " ".join(["0612 3456 78"] * 300)
    labels = "password pin code pass key " * 300
    started = time.process_time()
    for text in (token, digits, labels):
        redact(text)
    assert time.process_time() - started < 5.0
