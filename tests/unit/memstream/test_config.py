from __future__ import annotations

import json

import pytest

from memstream.cli import main
from memstream.config import Settings


def test_environment_overrides_nested_settings(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MEMSTREAM_KAFKA__BOOTSTRAP_SERVERS", "k1:9092,k2:9092")
    monkeypatch.setenv("MEMSTREAM_LIMITS__MAX_ITEMS_DEFAULT", "500")
    s = Settings()
    assert s.kafka.bootstrap_servers == "k1:9092,k2:9092"
    assert s.limits.max_items_default == 500


def test_out_of_range_limit_is_rejected_naming_the_field(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MEMSTREAM_LIMITS__MAX_ITEMS_DEFAULT", "5000")
    with pytest.raises(ValueError, match="max_items_default"):
        Settings()


def test_config_command_masks_every_secret(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("MEMSTREAM_OPENSEARCH__PASSWORD", "os-hunter2")
    monkeypatch.setenv("MEMSTREAM_LLM__API_KEY", "sk-live-abcdef")
    monkeypatch.setenv("MEMSTREAM_RECALL__JWT_HS256_SECRET", "jwt-secret-value")
    assert main(["config"]) == 0
    out = capsys.readouterr().out
    printed = json.loads(out)
    assert printed["opensearch"]["password"] == "***"
    assert printed["llm"]["api_key"] == "***"
    for secret in ("os-hunter2", "sk-live-abcdef", "jwt-secret-value"):
        assert secret not in out
    # Non-secrets are shown as they are, so the operator can check them.
    assert printed["kafka"]["turns_topic"] == "memstream.turns"
