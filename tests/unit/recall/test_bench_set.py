"""The recall benchmark's labelled set and generated corpus (no services)."""

from __future__ import annotations

import re
from collections import Counter
from typing import get_args

import pytest

from memstream.errors import ConfigurationError
from memstream.shell.benchmarks.recall import (
    BenchOptions,
    Checks,
    cold_jobs,
    corpus,
    corpus_subjects,
    directive_subjects,
    inactive_per_subject,
    other_tenant_corpus,
    percentile,
    split_jobs,
    subject_name,
)
from memstream.shell.benchmarks.recall_set import CASES, LANGUAGES, Style

_KANA = re.compile(r"[\u3040-\u30ff]")
_HAN = re.compile(r"[\u4e00-\u9fff]")


def _script_fits(text: str, language: str) -> bool:
    if language == "ja":
        return bool(_KANA.search(text))
    if language == "zh":
        return bool(_HAN.search(text)) and not _KANA.search(text)
    return not (_HAN.search(text) or _KANA.search(text))


def test_every_case_is_well_formed() -> None:
    assert len({case.target for case in CASES}) == len(CASES)
    for case in CASES:
        assert case.style in get_args(Style)
        assert case.target not in case.distractors
        assert len(set(case.distractors)) == 2
        assert case.memory_language in LANGUAGES and case.query_language in LANGUAGES
        assert _script_fits(case.target, case.memory_language), case
        assert all(_script_fits(d, case.memory_language) for d in case.distractors), case
        assert _script_fits(case.query, case.query_language), case


def test_the_crosslingual_part_pairs_every_language_with_others() -> None:
    cross = [case for case in CASES if case.style == "crosslingual"]
    assert len(cross) >= 30
    assert all(case.memory_language != case.query_language for case in cross)
    assert set(Counter(case.memory_language for case in cross)) == set(LANGUAGES)
    assert set(Counter(case.query_language for case in cross)) == set(LANGUAGES)
    # Mostly between two non-English languages or English and another, both ways.
    assert len({case.langs for case in cross}) >= 25


def test_the_multilingual_part_stays_in_one_language_other_than_english() -> None:
    same = [case for case in CASES if case.style == "multilingual"]
    assert {case.memory_language for case in same} == set(LANGUAGES) - {"en"}
    assert all(case.memory_language == case.query_language for case in same)


def test_every_subject_holds_its_memories_with_ids_naming_it() -> None:
    options = BenchOptions(subjects=5, memories=30)
    rows = list(corpus(options))
    subjects = Counter(row["subject"] for row in rows)
    assert len(subjects) == corpus_subjects(options) == len(CASES)  # the cases need more
    assert set(subjects.values()) == {30}
    assert len({row["id"] for row in rows}) == len(rows)
    assert all(row["id"].partition("-")[0] == row["subject"] for row in rows)
    labelled = {row["subject"]: row["content"] for row in rows if row["id"].endswith("-label")}
    assert labelled == {subject_name(n): case.target for n, case in enumerate(CASES)}
    inactive = [row for row in rows if row["subject"] == "s00007" and "-old" in row["id"]]
    assert len(inactive) == inactive_per_subject(30)
    assert all(row.get("status", "active") != "active" or "expires_at" in row for row in inactive)


def test_the_other_tenant_reuses_the_subject_names_not_the_ids() -> None:
    options = BenchOptions(subjects=100, memories=10)
    other = list(other_tenant_corpus(options))
    names = {subject_name(n) for n in range(corpus_subjects(options))}  # >= the cases
    assert {row["subject"] for row in other} == names
    assert not {row["id"] for row in other} & {row["id"] for row in corpus(options)}


def test_directives_go_to_subjects_without_a_labelled_case_when_there_are_any() -> None:
    assert directive_subjects(BenchOptions(subjects=len(CASES) + 3)) == [
        subject_name(len(CASES) + n) for n in range(3)
    ]
    assert len(directive_subjects(BenchOptions(subjects=10))) == 10


def test_checks_count_scope_and_status_violations() -> None:
    checks = Checks(directive_owners={"uuid-1": "s00001"})
    live = {"status": "active", "expires_at": None}
    checks.check(
        "s00001",
        [
            {"id": "s00001-3", **live},
            {"id": "uuid-1", **live},  # a directive's memory, looked up
            {"id": "s00002-3", **live},  # another subject
            {"id": "xs00001-0", **live},  # the other tenant's same subject
            {"id": "s00001-old0", **live},  # planted inactive
            {"id": "s00001-4", "status": "superseded", "expires_at": None},
            {"id": "s00001-5", "status": "active", "expires_at": "2001-01-01T00:00:00+00:00"},
        ],
    )
    assert (checks.answers, checks.scope, checks.status) == (1, 2, 3)


def test_options_are_checked() -> None:
    with pytest.raises(ConfigurationError, match="embedder"):
        BenchOptions(embedders=("openai",))
    with pytest.raises(ConfigurationError, match="ranking"):
        BenchOptions(rankings=("fuzzy",))
    with pytest.raises(ConfigurationError):
        BenchOptions(clients=(0,))


def test_percentile() -> None:
    assert percentile([3.0, 1.0, 2.0], 0.5) == 2.0
    assert percentile(list(map(float, range(1, 101))), 0.99) == 99.0
    assert percentile([], 0.5) != percentile([], 0.5)  # NaN


def test_the_cold_pass_shares_every_subject_out_once() -> None:
    """Half the first requests at 1 client, half at 8 (by default): each subject's first
    request is sent exactly once, so no share measures a warm request."""
    jobs = cold_jobs(BenchOptions(subjects=101), seed=3)
    shares = split_jobs(jobs, len(BenchOptions().cold_clients))
    assert [len(share) for share in shares] == [51, 50]
    assert [job for share in shares for job in share] == jobs
    assert BenchOptions().cold_clients == (1, 8)
    with pytest.raises(ConfigurationError):
        BenchOptions(cold_clients=(1, 0))
