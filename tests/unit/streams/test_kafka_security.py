"""Kafka security settings reach every client the same way: aiokafka's keyword arguments
(producers, consumers, admin clients, the CLI) and faust's broker credentials (the
worker), which faust turns back into the same aiokafka arguments."""

from __future__ import annotations

import ssl
from pathlib import Path

import pytest
from faust.auth import SASLCredentials, SSLCredentials
from faust.transport.drivers.aiokafka import credentials_to_aiokafka_auth
from pydantic import ValidationError

from memstream.config import KafkaSettings, Settings
from memstream.errors import ConfigurationError
from streams.app import broker_credentials, create_app

SASL = {"sasl_username": "memstream", "sasl_password": "s3cret-pass"}


def test_plaintext_by_default_with_no_credentials() -> None:
    kafka = KafkaSettings()
    assert kafka.client_options() == {
        "bootstrap_servers": "127.0.0.1:9092",
        "security_protocol": "PLAINTEXT",
    }
    assert broker_credentials(kafka) is None


@pytest.mark.parametrize("mechanism", ["PLAIN", "SCRAM-SHA-256", "SCRAM-SHA-512"])
def test_sasl_ssl_gives_aiokafka_and_faust_the_same_arguments(mechanism: str) -> None:
    kafka = KafkaSettings(security_protocol="SASL_SSL", sasl_mechanism=mechanism, **SASL)
    options = kafka.client_options()
    assert options["security_protocol"] == "SASL_SSL"
    assert options["sasl_mechanism"] == mechanism
    assert (options["sasl_plain_username"], options["sasl_plain_password"]) == (
        "memstream",
        "s3cret-pass",
    )
    assert isinstance(options["ssl_context"], ssl.SSLContext)
    assert options["ssl_context"].check_hostname is True
    assert options["ssl_context"].verify_mode is ssl.CERT_REQUIRED

    credentials = broker_credentials(kafka)
    assert isinstance(credentials, SASLCredentials)
    faust_options = credentials_to_aiokafka_auth(credentials)
    for name in ("security_protocol", "sasl_mechanism", "sasl_plain_username"):
        assert faust_options[name] == options[name], name
    assert faust_options["sasl_plain_password"] == "s3cret-pass"


def test_sasl_plaintext_has_no_tls_context() -> None:
    kafka = KafkaSettings(security_protocol="SASL_PLAINTEXT", **SASL)
    assert "ssl_context" not in kafka.client_options()
    auth = credentials_to_aiokafka_auth(broker_credentials(kafka))
    assert auth["security_protocol"] == "SASL_PLAINTEXT"
    assert auth["ssl_context"] is None


def test_ssl_with_a_private_ca_trusts_that_ca(tmp_path: Path) -> None:
    ca = tmp_path / "ca.crt"
    ca.write_text(_SELF_SIGNED_CA)
    kafka = KafkaSettings(security_protocol="SSL", ssl_cafile=str(ca))
    context = kafka.client_options()["ssl_context"]
    assert [c["subject"] for c in context.get_ca_certs()] == [
        ((("commonName", "memstream test CA"),),)
    ]
    credentials = broker_credentials(kafka)
    assert isinstance(credentials, SSLCredentials)
    assert credentials_to_aiokafka_auth(credentials)["security_protocol"] == "SSL"


def test_the_faust_app_carries_the_credentials(tmp_path: Path) -> None:
    settings = Settings().with_sections(
        kafka={"security_protocol": "SASL_SSL", "sasl_mechanism": "SCRAM-SHA-256", **SASL},
        worker={"data_dir": str(tmp_path)},
    )
    app = create_app(settings)
    auth = credentials_to_aiokafka_auth(app.conf.broker_credentials)
    assert auth["sasl_mechanism"] == "SCRAM-SHA-256"
    assert auth["security_protocol"] == "SASL_SSL"


@pytest.mark.parametrize(
    ("fields", "message"),
    [
        ({"security_protocol": "SASL_SSL"}, "needs sasl_username and sasl_password"),
        ({"security_protocol": "SASL_SSL", "sasl_username": "u"}, "needs sasl_username and sasl_password"),
        ({**SASL}, "set MEMSTREAM_KAFKA__SECURITY_PROTOCOL to SASL_SSL"),
        ({"ssl_cafile": "/ca.crt"}, "TLS files are set but security_protocol is PLAINTEXT"),
        ({"security_protocol": "SASL_PLAINTEXT", "ssl_cafile": "/ca.crt", **SASL}, "TLS files are set"),
        ({"security_protocol": "SSL", "ssl_keyfile": "/k.pem"}, "ssl_keyfile is set without ssl_certfile"),
        ({"security_protocol": "SASL_SSL", "sasl_mechanism": "GSSAPI", **SASL}, "sasl_mechanism"),
    ],
)  # fmt: skip
def test_contradictory_security_settings_are_refused_at_start(
    fields: dict[str, str], message: str
) -> None:
    with pytest.raises(ValidationError, match=message):
        KafkaSettings.model_validate(fields)


def test_an_unreadable_tls_file_is_one_clear_error() -> None:
    kafka = KafkaSettings(security_protocol="SSL", ssl_cafile="/nonexistent/ca.crt")
    with pytest.raises(ConfigurationError, match="MEMSTREAM_KAFKA__SSL_CAFILE"):
        kafka.client_options()


def test_settings_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MEMSTREAM_KAFKA__SECURITY_PROTOCOL", "SASL_SSL")
    monkeypatch.setenv("MEMSTREAM_KAFKA__SASL_MECHANISM", "SCRAM-SHA-512")
    monkeypatch.setenv("MEMSTREAM_KAFKA__SASL_USERNAME", "memstream")
    monkeypatch.setenv("MEMSTREAM_KAFKA__SASL_PASSWORD", "s3cret-pass")
    settings = Settings()
    assert settings.kafka.sasl_password is not None
    assert settings.masked()["kafka"]["sasl_password"] == "***"


# A self-signed CA certificate (CN "memstream test CA"), PEM: only parsed, never trusted
# for a connection.
_SELF_SIGNED_CA = """\
-----BEGIN CERTIFICATE-----
MIIBkDCCATWgAwIBAgIUBGwF2oySJ3gO/xu7LF4df69u7XQwCgYIKoZIzj0EAwIw
HDEaMBgGA1UEAwwRbWVtc3RyZWFtIHRlc3QgQ0EwIBcNMjYxMjAxMTc1ODIyWhgP
MjEyNjExMDcxNzU4MjJaMBwxGjAYBgNVBAMMEW1lbXN0cmVhbSB0ZXN0IENBMFkw
EwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE9qKM9Ke/O0kb6yzGjUMJYO+MhZAT3FDS
mSK91s8Nr5o/RAGsYvMqmvfpHwR75nDB/bf8YPaIHNIh5AUtcmJgnKNTMFEwHQYD
VR0OBBYEFFLtiiiTbnsijXy9RiZFMUGimP+HMB8GA1UdIwQYMBaAFFLtiiiTbnsi
jXy9RiZFMUGimP+HMA8GA1UdEwEB/wQFMAMBAf8wCgYIKoZIzj0EAwIDSQAwRgIh
AIuTjyPCVs73gytE88qLpWoGWUubIz5H7mOWpLXkWDNEAiEAnogjssUCzTWDPywK
p/GQU6tN4rfPCTlscBpIzfhjNzc=
-----END CERTIFICATE-----
"""
