"""Floors on the language layer, measured on the labelled corpora in ``tests/data/``.

The corpora were written apart from the rules; ``make eval`` prints the full tables. A
change that drops a figure below its floor fails here. The floors sit a little below the
figures measured when they were set (see the closing notes), so noise in a single line
does not fail CI but a real regression does.
"""

from __future__ import annotations

import pytest

from memstream.shell.evaluation import (
    BLIND_DIRECTIVES,
    BLIND_REDACTION,
    directive_report,
    distillation_report,
    integrity_report,
    load_conversation_turns,
    load_conversations,
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


def test_the_blind_directive_set_holds_its_floor() -> None:
    blind = directive_report(load_directive_cases(folder=BLIND_DIRECTIVES))
    assert blind.accuracy.total >= 600
    assert blind.accuracy.value >= FLOORS["directive_blind"]
    assert blind.false_on_conversational.value <= FLOORS["false_on_conversational"]


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


def test_the_blind_redaction_set_holds_its_floor() -> None:
    blind = redaction_report(load_redaction_cases(folder=BLIND_REDACTION))
    assert blind.removed.total >= 300
    assert blind.removed.value >= FLOORS["secrets_removed_blind"]
    assert blind.kept.value >= FLOORS["kept"]
    assert blind.clean_lines_touched.hits == 0


def test_no_turn_of_the_real_chat_corpus_has_any_finding() -> None:
    report = redaction_report([], conversation=load_conversation_turns())
    assert report.conversation_turns_touched.total >= 2000
    assert report.conversation_turns_touched.hits == 0


@pytest.mark.parametrize("lang", LANGUAGES)
def test_secrets_are_removed_in_every_language(redaction, lang: str) -> None:  # type: ignore[no-untyped-def]
    assert redaction.removed_by[("all", lang)].value >= FLOORS["secrets_removed_per_language"]


def test_integrity_sequences_keep_every_distinct_fact() -> None:
    cases = load_integrity_cases()
    assert len(cases) >= 150
    report = integrity_report(cases, replay_with_writer())
    assert report.passed.value >= FLOORS["integrity"]


# Set from the figures measured when the rules landed (closing note of issues 12 and 13),
# over all three corpus rounds: directives 0.963 (held-out 0.914, blind 0.945, every
# language ≥ 0.954), false directives 2.1 % of negatives and 1 of 206 ordinary lines;
# secrets removed 0.987 (held-out 0.974, blind 0.985, every language ≥ 0.969), must-keep
# kept 1.000; integrity 0.933.
# Round four (fresh, deliberately harder text by new writers) scored 0.800 on directives
# and 0.955 on secrets as it arrived; round five (written through personas: texting,
# dictation, non-native speakers) scored 0.700 and 0.854. After a fix round on each one's
# dev lines, over all five rounds: directives 0.930 (held-out 0.877, blind 0.953; Japanese
# 0.902 and German 0.920 the lowest), false directives 1.9 % of negatives; secrets removed
# 0.986 (held-out 0.968, blind 0.985, every language >= 0.981), kept 0.999.
# Round six (fresh again) scored 0.786 on directives and 0.927 on secrets as it arrived,
# and 0.803 and 0.959 after the fix round on the older rounds' dev lines. With it, over all
# six rounds: directives 0.930 (held-out 0.881, blind 0.958), false directives 1.5 %;
# secrets removed 0.986 (held-out 0.974, blind 0.988), kept 0.998; integrity 0.952
# (held-out 0.863).
# Round seven (fresh: 737 directive lines, 540 redaction lines, 187 integrity sequences)
# scored 0.786 on directives, 0.905 on secrets (kept 0.924) and 0.690 on integrity as it
# arrived. After its fix round, over all seven rounds: directives 0.922 (held-out 0.883,
# blind 0.963), false directives 1.7 %; secrets removed 0.984 (held-out 0.967, blind
# 0.988), kept 0.996; integrity 0.955 (held-out 0.876).
# Round eight (fresh, written as people who are not tech-savvy: requests buried in long
# messages, indirect, corrections; 681 directive lines, 551 redaction lines, 216 integrity
# sequences) scored 0.658 on directives, 0.911 on secrets (kept 0.976) and 0.722 on
# integrity as it arrived. After its fix round, over all eight rounds: directives 0.918
# (held-out 0.871, blind 0.963, every language >= 0.881), false directives 1.9 %; secrets
# removed 0.983 (held-out 0.970, blind 0.988, every language >= 0.978), kept 0.995;
# integrity 0.938 (held-out 0.825). The kept floor follows the harder corpus (round
# eight's look-alikes: 0.987) and so do the directive and integrity floors; the others
# are back where they were.
# Round nine (fresh, written as busy people and power users: chat-ops prefixes, lists,
# dictation, requests placed last; 440 directive lines, 387 redaction lines, 90 integrity
# sequences) scored 0.777 on directives (its held-out third 0.755), 0.925 on secrets (kept
# 0.984) and 0.700 on integrity as it arrived; after its fix round 0.889 (0.803), 0.976
# (kept 1.000) and 0.889. Over all nine rounds: directives 0.922 (held-out 0.870, blind
# 0.961, every language >= 0.882), false directives 1.9 %; secrets removed 0.983 (held-out
# 0.970, blind 0.990, every language >= 0.976), kept 0.995; integrity 0.936 (held-out
# 0.822).
# Round ten (fresh, written as people who are not power users: formal letters, teenagers,
# learners' grammar, code-switching, a reason before the request, corrections, wishes,
# indirect forgets; 460 directive lines, 380 redaction lines, 91 integrity sequences of
# quantities and schedules) scored 0.694 on directives (its held-out third 0.654), 0.970
# on secrets (kept 0.993) and 0.593 on integrity as it arrived. Over all ten rounds, before
# its fix round and after: directives 0.907 -> 0.920 (held-out 0.856 -> 0.862, blind
# 0.964), false directives 1.8 % -> 1.4 %; secrets removed 0.982 -> 0.988 (held-out 0.970
# -> 0.972), kept 0.997; integrity 0.905 -> 0.919 (held-out 0.806 both). The directive
# held-out and integrity floors follow the harder corpus.
# Round eleven (a fix round only, no new corpus: wishes with a memory word in six
# languages, Spanish registers, zh/ja task requests, work schedules and activity keys,
# password and PIN phrasings): directives 0.933 (held-out 0.869, blind 0.969), false
# directives 1.1 %; secrets removed 0.988 (held-out 0.972); integrity 0.935 (held-out
# 0.815). The directive floors rise with it.
# Round twelve (regional varieties: Indian, Nigerian, Singaporean, Australian English,
# Swiss and Austrian German, Québécois, Belgian and African French, voseo, Traditional
# Chinese and Cantonese, Kansai-ben and keigo; requests made in passing during another
# task; the people and pets in a user's life) scored 0.727 on directives, 0.938 on
# secrets and 0.620 on integrity as it arrived (its own lines 0.843, 0.988, 0.890 after).
# Over all rounds, before its fix round and after: directives 0.920 -> 0.931 (held-out
# 0.859 -> 0.864, blind 0.969), false directives 1.4 % -> 1.3 %; secrets removed 0.985 ->
# 0.989 (held-out 0.971 -> 0.973; the eval no longer counts a half of a value that the
# message itself holds elsewhere, "Welcom" of "Welcome aboard", as a leak), kept 0.998;
# integrity 0.906 -> 0.931 (held-out 0.802 -> 0.810). The integrity floor rises with it.
# Round thirteen (long messages with the request buried in a story or a list, a named
# assistant, the people around the user, time-bound facts; life admin and paperwork for
# secrets, national ids of fourteen countries; work, places, routines and things for
# integrity) scored 0.696 on directives, 0.959 on secrets and 0.710 on integrity as it
# arrived. Over all rounds, with it, before its fix round and after: directives 0.918 ->
# 0.931 (held-out 0.855 -> 0.859, blind 0.970), false directives 1.4 % -> 1.2 %; secrets
# removed 0.987 -> 0.990 (held-out 0.971 -> 0.973, blind 0.993), kept 0.997; integrity
# 0.912 -> 0.938 (held-out 0.799 -> 0.826; an expected statement is now compared as the
# writer stores it, redacted, and an emoji's joiner is no longer stripped). The held-out
# directive floor follows the harder corpus (0.862 -> 0.855); the integrity floor rises.
# Round fourteen (standing preferences, retractions and talk about the memory itself;
# security events, devices and the home for secrets; health, body, food, money and
# preferences about the assistant for integrity) scored 0.703 on directives, 0.725 on
# secrets and 0.610 on integrity as it arrived (its own lines 0.825, 0.977, 0.820 after;
# their held-out third only 0.717 -> 0.732, 0.764 -> 0.925, 0.471 -> 0.500). Over all
# rounds, with it, before its fix round and after: directives 0.919 -> 0.929 (held-out
# 0.852 -> 0.856, blind 0.971), false directives 1.3 % -> 1.1 %; secrets removed 0.973 ->
# 0.989 (held-out 0.961 -> 0.970, blind 0.993), kept 0.996 -> 0.998; integrity 0.912 ->
# 0.930 (held-out 0.799 -> 0.803). The integrity floor follows the harder corpus.
# Round fifteen (directives buried in long, dictated and code-switched messages; secrets
# pasted from mails, configs and exports beside hard look-alike numbers; life changes for
# integrity) scored 0.744 on directives, 0.933 on secrets and 0.709 on integrity as it
# arrived (its own lines 0.883, 0.980, 0.900 after; their held-out third 0.730 -> 0.736,
# 0.940 -> 0.952, 0.730 -> 0.757). Over all rounds, with it, before its fix round and after:
# directives 0.920 -> 0.934 (held-out 0.850 -> 0.855, blind 0.973), false directives 1.2 %
# -> 1.0 %; secrets removed 0.987 -> 0.989 (held-out 0.969 -> 0.970, blind 0.993), kept
# 0.995 -> 0.997; integrity 0.913 -> 0.930 (held-out 0.797 -> 0.806). The directive floor
# rises with it.
FLOORS = {
    "directive_accuracy": 0.93,
    "directive_held_out": 0.855,
    "directive_blind": 0.94,
    "directive_per_language": 0.87,
    "false_on_conversational": 0.01,
    "false_directives": 0.02,
    "secrets_removed": 0.98,
    "secrets_removed_held_out": 0.965,
    "secrets_removed_blind": 0.98,
    "secrets_removed_per_language": 0.975,
    "kept": 0.99,
    "integrity": 0.925,
}


# --- distillation (issue 17): the rules distiller over tests/data/conversations ----------
# Measured when it landed (all / held-out): precision 0.568 / 0.561, coverage 0.470 / 0.392,
# support turns with a memory 0.474 / 0.489, hit@5 0.276 / 0.318. After two fix rounds and
# twelve fresh conversations (r2-*, 1,307 turns): precision 0.740 / 0.650, coverage
# 0.581 / 0.494, support turns 0.548 / 0.557, hit@5 0.314 / 0.293. Eight fresh
# conversations (r3-*, 1,022 turns) scored precision 0.557 and coverage 0.480 as they
# arrived, 0.566 / 0.466 after round three; with them, over 44 conversations: precision
# 0.723 / 0.669, coverage 0.560 / 0.486, support turns 0.543 / 0.526, hit@5 0.304 / 0.269.
# Eight more (r4-*, 1,095 turns of ordinary people's long chit-chat) scored precision 0.571,
# coverage 0.405, hit@5 0.208 as they arrived. After round four, over the first 44 every
# figure rose (precision 0.729 / 0.673, hit@5 0.308 / 0.274); over all 52: precision
# 0.718 / 0.679, coverage 0.547 / 0.497, support turns 0.542 / 0.536, hit@5 0.293 / 0.254.
# The held-out hit@5 floor follows the harder corpus (0.26 -> 0.25), not a regression.
# Eight more (r5-*, 878 turns: a farmer, a night guard, a new parent, an exchange student…)
# scored precision 0.688 and coverage 0.435 as they arrived. After round five, over all
# 60: precision 0.725 / 0.653, coverage 0.543 / 0.487, support turns 0.542 / 0.554,
# hit@5 0.291 / 0.278.
# Nine more (r6-*, 1,393 turns of warm catch-up chats between friends, in the style of
# the public multi-session corpora) scored precision 0.729, coverage 0.559, hit@5 0.320 as
# they arrived. After round six (noise, recall, then the noise a person's sample of 20
# found), over all 69: precision 0.759 / 0.679, coverage 0.564 / 0.492, support turns
# 0.547 / 0.550, hit@5 0.308 / 0.291.
# Six more (r8-*, 452 turns: ex-colleagues, old neighbours and classmates in en, zh (in
# traditional characters), de, es) scored precision 0.709, coverage 0.411, hit@5 0.250 as
# they arrived, 0.736 / 0.435 / 0.283 after round fifteen; over all 83: precision 0.753 /
# 0.689, coverage 0.560 / 0.513, support turns 0.548 / 0.558, hit@5 0.317 / 0.300.
DISTILLATION_FLOORS = {
    "precision": 0.73,
    "coverage": 0.55,
    "support_turns": 0.53,
    "hit_at_5": 0.295,
    "held_out_precision": 0.66,
    "held_out_coverage": 0.475,
    "held_out_hit_at_5": 0.28,
}


@pytest.fixture(scope="module")
def distillation():  # type: ignore[no-untyped-def]
    return distillation_report(load_conversations())


def test_the_conversation_corpus_is_large_and_multi_session() -> None:
    conversations = load_conversations()
    assert len(conversations) >= 20
    turns = sum(len(s["turns"]) for c in conversations for s in c.sessions)
    assert turns >= 2000
    assert all(len(c.sessions) >= 2 for c in conversations)


def test_distillation_stores_facts_and_covers_the_gold_ones(distillation) -> None:  # type: ignore[no-untyped-def]
    floors = DISTILLATION_FLOORS
    assert distillation.precision.value >= floors["precision"]
    assert distillation.coverage.value >= floors["coverage"]
    assert distillation.support_turns.value >= floors["support_turns"]
    assert distillation.hit_at_5.value >= floors["hit_at_5"]
    assert distillation.held_out["precision"].value >= floors["held_out_precision"]
    assert distillation.held_out["coverage"].value >= floors["held_out_coverage"]
    assert distillation.held_out["hit_at_5"].value >= floors["held_out_hit_at_5"]


def test_distillation_stores_nothing_about_the_listener_and_nothing_cut(distillation) -> None:  # type: ignore[no-untyped-def]
    assert distillation.listener.total >= 300
    assert distillation.listener.hits == 0
    assert distillation.cut.hits == 0
    assert distillation.fragments.value <= 0.01
