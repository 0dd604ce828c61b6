"""API keys (hashed, constant-time), JWTs (HS256/RS256), and scope from the credential only."""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import os
import stat
import time
from pathlib import Path

import jwt
import pytest
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import rsa

from memstream.config import RecallSettings
from recall import auth as auth_module
from recall.auth import (
    Authenticator,
    CredentialRole,
    JwtVerifier,
    KeyStore,
    Principal,
    add_key,
    read_keys,
    require_admin,
    resolve_scope,
    revoke_key,
)
from recall.errors import Forbidden, InvalidRequest, Unauthenticated
from recall.query import Scope


@pytest.fixture
def keys_path(tmp_path: Path) -> Path:
    return tmp_path / "conf" / "keys.json"


def test_a_key_is_printed_once_and_only_its_salted_hash_is_stored(keys_path: Path) -> None:
    key = add_key(keys_path, tenant="acme", role=CredentialRole.SERVICE)
    other = add_key(keys_path, tenant="acme", role=CredentialRole.SERVICE)
    secret = key.split("_", 2)[2]
    text = keys_path.read_text()
    assert secret not in text and key not in text
    records = read_keys(keys_path).keys
    assert len(records) == 2 and records[0].salt != records[1].salt
    assert stat.S_IMODE(os.stat(keys_path).st_mode) == 0o600
    assert key != other


def test_keys_verify_and_bad_ones_do_not(keys_path: Path) -> None:
    key = add_key(keys_path, tenant="acme", role=CredentialRole.USER, subject="alice")
    store = KeyStore(keys_path)
    principal = store.verify(key)
    assert principal == Principal("acme", CredentialRole.USER, "alice", f"key:{key.split('_')[1]}")
    assert store.cached(key) == principal
    for bad in (key[:-1] + ("A" if key[-1] != "A" else "B"), "msk_000000000000_x", "msk_", "x"):
        with pytest.raises(Unauthenticated):
            store.verify(bad)


def test_a_revoked_key_stops_working_without_a_restart(
    keys_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(auth_module, "RELOAD_CHECK_SECONDS", 0.0)
    key = add_key(keys_path, tenant="acme", role=CredentialRole.SERVICE)
    store = KeyStore(keys_path)
    store.verify(key)
    time.sleep(0.01)
    assert revoke_key(keys_path, key.split("_")[1])
    with pytest.raises(Unauthenticated):
        store.verify(key)
    assert not revoke_key(keys_path, "ffffffffffff")


def test_user_keys_need_exactly_one_subject(keys_path: Path) -> None:
    with pytest.raises(ValueError, match="exactly one subject"):
        add_key(keys_path, tenant="acme", role=CredentialRole.USER)
    with pytest.raises(ValueError, match="exactly one subject"):
        add_key(keys_path, tenant="acme", role=CredentialRole.SERVICE, subject="alice")


def _hs_settings(secret: str = "s3cret-for-tests-only-32-bytes-long!") -> RecallSettings:
    return RecallSettings.model_validate({"jwt_hs256_secret": secret})


def _token(claims: dict[str, object], key: object, alg: str) -> str:
    return jwt.encode(claims, key, algorithm=alg)  # type: ignore[arg-type]


def _claims(**extra: object) -> dict[str, object]:
    return {"sub": "alice", "tenant": "acme", "exp": int(time.time()) + 60} | extra


def test_hs256_tokens_bind_tenant_and_subject_from_claims() -> None:
    verifier = JwtVerifier(_hs_settings())
    principal = verifier.verify(_token(_claims(), "s3cret-for-tests-only-32-bytes-long!", "HS256"))
    assert (principal.tenant, principal.subject, principal.role) == (
        "acme",
        "alice",
        CredentialRole.USER,
    )


@pytest.mark.parametrize(
    "claims",
    [
        _claims(exp=int(time.time()) - 3600),
        {"sub": "alice", "tenant": "acme"},  # no exp
        {"sub": "alice", "exp": int(time.time()) + 60},  # no tenant
        _claims(tenant="Not A Tenant"),
        _claims(sub="_workspace"),
    ],
)
def test_bad_claims_are_401(claims: dict[str, object]) -> None:
    verifier = JwtVerifier(_hs_settings())
    with pytest.raises(Unauthenticated):
        verifier.verify(_token(claims, "s3cret-for-tests-only-32-bytes-long!", "HS256"))


def test_wrong_secret_and_alg_none_are_401() -> None:
    verifier = JwtVerifier(_hs_settings())
    with pytest.raises(Unauthenticated):
        verifier.verify(_token(_claims(), "another-secret-that-is-long-enough!!", "HS256"))
    unsigned = jwt.encode(_claims(), None, algorithm="none")  # type: ignore[arg-type]
    with pytest.raises(Unauthenticated):
        verifier.verify(unsigned)


def test_rs256_verifies_with_the_public_key_and_refuses_algorithm_confusion() -> None:
    private = rsa.generate_private_key(public_exponent=65537, key_size=2048)
    public_pem = (
        private.public_key()
        .public_bytes(serialization.Encoding.PEM, serialization.PublicFormat.SubjectPublicKeyInfo)
        .decode()
    )
    verifier = JwtVerifier(RecallSettings(jwt_rs256_public_key=public_pem))
    assert verifier.verify(_token(_claims(), private, "RS256")).subject == "alice"

    # An HS256 token "signed" with the public key must not pass as RS256's key.
    def b64(data: bytes) -> str:
        return base64.urlsafe_b64encode(data).decode().rstrip("=")

    signing_input = (
        f"{b64(json.dumps({'alg': 'HS256', 'typ': 'JWT'}).encode())}."
        f"{b64(json.dumps(_claims()).encode())}"
    )
    mac = hmac.new(public_pem.encode(), signing_input.encode(), hashlib.sha256).digest()
    forged = f"{signing_input}.{b64(mac)}"
    with pytest.raises(Unauthenticated):
        verifier.verify(forged)


def test_audience_and_issuer_are_enforced_when_configured() -> None:
    secret = "s3cret-for-tests-only-32-bytes-long!"
    settings = RecallSettings.model_validate(
        {"jwt_hs256_secret": secret, "jwt_audience": "memstream", "jwt_issuer": "https://idp"}
    )
    verifier = JwtVerifier(settings)
    good = _claims(aud="memstream", iss="https://idp")
    assert verifier.verify(_token(good, secret, "HS256")).tenant == "acme"
    with pytest.raises(Unauthenticated):
        verifier.verify(_token(_claims(aud="other", iss="https://idp"), secret, "HS256"))
    with pytest.raises(Unauthenticated):
        verifier.verify(_token(_claims(), secret, "HS256"))


def test_the_authenticator_needs_a_credential_and_tells_keys_from_tokens(keys_path: Path) -> None:
    key = add_key(keys_path, tenant="acme", role=CredentialRole.SERVICE)
    authenticator = Authenticator(KeyStore(keys_path), JwtVerifier(RecallSettings()))
    assert authenticator.authenticate(key).tenant == "acme"
    for missing in (None, ""):
        with pytest.raises(Unauthenticated):
            authenticator.authenticate(missing)
    # JWTs are not configured: a token is just an unknown credential.
    token = _token(_claims(), "s3cret-for-tests-only-32-bytes-long!", "HS256")
    with pytest.raises(Unauthenticated):
        authenticator.authenticate(token)


USER = Principal("acme", CredentialRole.USER, "alice", "key:u")
SERVICE = Principal("acme", CredentialRole.SERVICE, None, "key:s")
ADMIN = Principal("acme", CredentialRole.ADMIN, None, "key:a")


def test_scope_comes_from_the_credential() -> None:
    assert resolve_scope(USER, None) == Scope(tenant="acme", subject="alice")
    assert resolve_scope(USER, "alice") == Scope(tenant="acme", subject="alice")
    with pytest.raises(Forbidden):
        resolve_scope(USER, "bob")
    assert resolve_scope(SERVICE, "bob") == Scope(tenant="acme", subject="bob")
    with pytest.raises(InvalidRequest):
        resolve_scope(SERVICE, None)
    with pytest.raises(Forbidden):
        resolve_scope(SERVICE, "_workspace")
    # No request field names a tenant: a scope's tenant is always the credential's.
    assert resolve_scope(ADMIN, "x").tenant == "acme"


def test_only_admins_change_workspace_settings() -> None:
    require_admin(ADMIN)
    for principal in (SERVICE, USER):
        with pytest.raises(Forbidden):
            require_admin(principal)
