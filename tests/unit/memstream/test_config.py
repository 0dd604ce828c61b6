from __future__ import annotations

import json

import pytest
from pydantic import ValidationError

from memstream.config import EmbeddingSettings, Settings
from memstream.shell.cli import main


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


def test_each_in_process_embedder_comes_at_its_own_size(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("MEMSTREAM_EMBEDDING__PROVIDER", raising=False)
    default = Settings().embedding
    assert (default.provider, default.model, default.dimension) == (
        "use-multilingual",
        "use-multilingual-v3-512",
        512,
    )
    embedding = EmbeddingSettings(provider="wordllama")
    assert (embedding.model, embedding.dimension) == ("wordllama-l2-supercat-256", 256)


def test_model_and_dimension_follow_the_provider_unless_set(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("MEMSTREAM_EMBEDDING__PROVIDER", "wordllama")
    embedding = Settings().embedding
    assert (embedding.model, embedding.dimension) == ("wordllama-l2-supercat-256", 256)
    # A model id of one's own stays; the size still follows the provider.
    monkeypatch.setenv("MEMSTREAM_EMBEDDING__MODEL", "wordllama-renamed")
    assert (Settings().embedding.model, Settings().embedding.dimension) == (
        "wordllama-renamed",
        256,
    )
    # A remote model has no size memstream can know: the one set is taken as it is.
    remote = EmbeddingSettings(provider="openai", model="text-embedding-3-small", dimension=1536)
    assert remote.dimension == 1536


@pytest.mark.parametrize(
    ("fields", "message"),
    [
        (
            {"provider": "use-multilingual", "dimension": 256},
            "DIMENSION=256 does not fit provider use-multilingual",
        ),
        (
            {"provider": "wordllama", "dimension": 512},
            "DIMENSION=512 does not fit provider wordllama",
        ),
        (
            {"provider": "wordllama", "model": "use-multilingual-v3-512"},
            "MODEL=use-multilingual-v3-512 names the use-multilingual model",
        ),
        (
            {"provider": "use-multilingual", "model": "wordllama-l2-supercat-256"},
            "MODEL=wordllama-l2-supercat-256 names the wordllama model",
        ),
    ],
)
def test_a_size_or_model_id_the_provider_cannot_have_is_refused(
    fields: dict[str, object], message: str
) -> None:
    with pytest.raises(ValidationError, match=message):
        EmbeddingSettings.model_validate(fields)
    # Contrast: the same provider with its own size and model id is accepted.
    provider = fields.get("provider", "use-multilingual")
    assert EmbeddingSettings.model_validate({"provider": provider}).provider == provider


def test_derived_model_and_dimension_are_not_counted_as_configured() -> None:
    """So a copy made from what was configured can switch provider cleanly."""
    default = EmbeddingSettings(provider="use-multilingual")
    assert default.model_fields_set == {"provider"}
    switched = EmbeddingSettings.model_validate(
        {**default.model_dump(exclude_unset=True), "provider": "wordllama"}
    )
    assert (switched.model, switched.dimension) == ("wordllama-l2-supercat-256", 256)
    configured = EmbeddingSettings(provider="use-multilingual", dimension=512)
    assert configured.model_fields_set == {"provider", "dimension"}


def test_an_empty_model_id_is_the_providers(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MEMSTREAM_EMBEDDING__MODEL", "")
    monkeypatch.setenv("MEMSTREAM_EMBEDDING__PROVIDER", "use-multilingual")
    assert Settings().embedding.model == "use-multilingual-v3-512"
    assert EmbeddingSettings(provider="wordllama", model="").model == "wordllama-l2-supercat-256"
