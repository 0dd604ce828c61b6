"""API keys (HMAC under a pepper, constant-time; legacy scrypt migrated), the keys file's
reload (fails closed), JWTs (HS256/RS256, numeric and bounded exp), and scope from the
credential only."""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import os
import secrets
import stat
import time
from datetime import UTC, datetime
from pathlib import Path

import jwt
import pytest
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import rsa

from memstream.config import RecallSettings
from memstream.errors import ConfigurationError
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
from recall.errors import (
    Forbidden,
    InvalidRequest,
    KeysUnavailable,
    TooManyAttempts,
    Unauthenticated,
)
from recall.query import Scope
from recall.throttle import FailureThrottle


@pytest.fixture
def keys_path(tmp_path: Path) -> Path:
    return tmp_path / "conf" / "keys.json"


def test_a_key_is_printed_once_and_only_its_peppered_hmac_is_stored(keys_path: Path) -> None:
    key = add_key(keys_path, tenant="acme", role=CredentialRole.SERVICE)
    other = add_key(keys_path, tenant="acme", role=CredentialRole.SERVICE)
    key_id, secret = key.split("_", 2)[1:]
    text = keys_path.read_text()
    assert secret not in text and key not in text
    records = read_keys(keys_path).keys
    assert [r.scheme for r in records] == ["hmac-sha256", "hmac-sha256"]
    assert all(r.salt is None for r in records)
    pepper_file = keys_path.with_name("keys.pepper")
    pepper = pepper_file.read_bytes().strip()
    expected = hmac.new(pepper, f"msk\x1f{key_id}\x1f{secret}".encode(), hashlib.sha256)
    assert records[0].hash == expected.hexdigest()
    # Without the pepper the stored hash is no use: an HMAC under no key does not match.
    assert records[0].hash != hashlib.sha256(f"{key_id}{secret}".encode()).hexdigest()
    for path in (keys_path, pepper_file):
        assert stat.S_IMODE(os.stat(path).st_mode) == 0o600
    assert key != other


def test_a_configured_pepper_is_used_and_must_be_long_enough(keys_path: Path) -> None:
    pepper = secrets.token_bytes(32)
    key = add_key(keys_path, tenant="acme", role=CredentialRole.SERVICE, pepper=pepper)
    assert not keys_path.with_name("keys.pepper").exists()
    assert KeyStore(keys_path, pepper=pepper).verify(key).tenant == "acme"
    with pytest.raises(Unauthenticated):
        KeyStore(keys_path, pepper=secrets.token_bytes(32)).verify(key)
    # HMAC keys with no pepper anywhere: the service refuses to start, saying why.
    with pytest.raises(ConfigurationError, match="no pepper"):
        KeyStore(keys_path)
    settings = RecallSettings.model_validate({"key_pepper": "short"})
    with pytest.raises(ConfigurationError, match="at least 32"):
        auth_module.configured_pepper(settings)


def _legacy_record(key_id: str, secret: str, tenant: str = "acme") -> dict[str, object]:
    """A keys-file entry as memstream wrote them before HMAC: no scheme, salted scrypt."""
    salt = secrets.token_bytes(16)
    digest = hashlib.scrypt(secret.encode(), salt=salt, n=2**14, r=8, p=1, dklen=32)
    return {
        "id": key_id,
        "tenant": tenant,
        "role": "service",
        "salt": salt.hex(),
        "hash": digest.hex(),
        "scrypt": [2**14, 8, 1],
        "created_at": datetime.now(UTC).isoformat(),
    }


def _write_legacy(keys_path: Path) -> str:
    keys_path.parent.mkdir(parents=True)
    secret = secrets.token_urlsafe(32)
    keys_path.write_text(json.dumps({"keys": [_legacy_record("0123456789ab", secret)]}))
    return secret


def test_a_legacy_scrypt_key_still_verifies_and_is_rewritten_as_hmac(keys_path: Path) -> None:
    secret = _write_legacy(keys_path)
    store = KeyStore(keys_path)
    key = f"msk_0123456789ab_{secret}"
    assert store.is_legacy(key)
    assert store.verify(key).tenant == "acme"
    [record] = read_keys(keys_path).keys
    assert record.scheme == "hmac-sha256" and record.salt is None
    # The rewritten record verifies by HMAC in a fresh process; a wrong secret still fails.
    fresh = KeyStore(keys_path)
    assert not fresh.is_legacy(key)
    assert fresh.verify(key).actor == "key:0123456789ab"
    with pytest.raises(Unauthenticated):
        fresh.verify(key[:-2] + "zz")


def test_a_legacy_key_keeps_working_when_its_file_cannot_be_rewritten(
    keys_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    secret = _write_legacy(keys_path)

    def read_only(path: Path, keys: object) -> None:
        raise PermissionError(13, "Read-only file system", str(path))

    monkeypatch.setattr(auth_module, "write_keys", read_only)
    store = KeyStore(keys_path)
    assert store.verify(f"msk_0123456789ab_{secret}").tenant == "acme"
    assert read_keys(keys_path).keys[0].scheme == "scrypt"


def test_a_revoked_key_stops_working_without_a_restart(
    keys_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(auth_module, "RELOAD_CHECK_SECONDS", 0.0)
    key = add_key(keys_path, tenant="acme", role=CredentialRole.SERVICE)
    store = KeyStore(keys_path)
    store.verify(key)
    time.sleep(0.01)
    revoked = revoke_key(keys_path, key.split("_")[1])
    assert revoked is not None and revoked.tenant == "acme"
    with pytest.raises(Unauthenticated):
        store.verify(key)
    assert revoke_key(keys_path, "ffffffffffff") is None


def test_an_invalid_keys_file_refuses_every_key_until_it_is_valid_again(
    keys_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(auth_module, "RELOAD_CHECK_SECONDS", 0.0)
    kept = add_key(keys_path, tenant="acme", role=CredentialRole.SERVICE)
    removed = add_key(keys_path, tenant="acme", role=CredentialRole.SERVICE)
    store = KeyStore(keys_path)
    assert store.verify(kept) and store.verify(removed) and store.problem is None
    good = json.loads(keys_path.read_text())
    broken = {"keys": [good["keys"][0] | {"role": "superuser"}]}  # `removed` is gone
    keys_path.write_text(json.dumps(broken))
    for key in (kept, removed):  # neither the old set nor a part of the new one
        with pytest.raises(KeysUnavailable):
            store.verify(key)
    assert store.problem is not None and "not valid" in store.problem
    keys_path.write_text(json.dumps({"keys": [good["keys"][0]]}))
    assert store.problem is None
    assert store.verify(kept).tenant == "acme"
    with pytest.raises(Unauthenticated):
        store.verify(removed)


def test_user_keys_need_exactly_one_subject(keys_path: Path) -> None:
    with pytest.raises(ValueError, match="exactly one subject"):
        add_key(keys_path, tenant="acme", role=CredentialRole.USER)
    with pytest.raises(ValueError, match="exactly one subject"):
        add_key(keys_path, tenant="acme", role=CredentialRole.SERVICE, subject="alice")


def _hs_settings(
    secret: str = "s3cret-for-tests-only-32-bytes-long!", **more: object
) -> RecallSettings:
    return RecallSettings.model_validate({"jwt_hs256_secret": secret, **more})


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


@pytest.mark.parametrize(
    "exp",
    [
        str(int(time.time()) + 60),  # a numeric string: PyJWT's int() would accept it
        1e20,  # a number, but centuries away
        int(time.time()) + 2 * 86400,  # beyond the default 24 h lifetime
        True,
    ],
)
def test_exp_must_be_a_number_within_the_maximum_lifetime(exp: object) -> None:
    secret = "s3cret-for-tests-only-32-bytes-long!"
    verifier = JwtVerifier(_hs_settings())
    with pytest.raises(Unauthenticated):
        verifier.verify(_token(_claims(exp=exp), secret, "HS256"))
    assert verifier.verify(_token(_claims(exp=time.time() + 3600.5), secret, "HS256"))
    longer = JwtVerifier(_hs_settings(jwt_max_lifetime_seconds=3 * 86400))
    assert longer.verify(_token(_claims(exp=int(time.time()) + 2 * 86400), secret, "HS256"))


@pytest.mark.parametrize("secret", ["", "x", "31-bytes-is-one-short-of-enough"])
def test_a_short_hs256_secret_is_refused_at_start(secret: str) -> None:
    with pytest.raises(ConfigurationError, match="at least 32") as raised:
        JwtVerifier(_hs_settings(secret))
    assert "\n" not in str(raised.value)


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


async def test_the_authenticator_needs_a_credential_and_tells_keys_from_tokens(
    keys_path: Path,
) -> None:
    key = add_key(keys_path, tenant="acme", role=CredentialRole.SERVICE)
    authenticator = Authenticator(KeyStore(keys_path), JwtVerifier(RecallSettings()))
    assert (await authenticator.authenticate(key)).tenant == "acme"
    for missing in (None, ""):
        with pytest.raises(Unauthenticated):
            await authenticator.authenticate(missing)
    # JWTs are not configured: a token is just an unknown credential.
    token = _token(_claims(), "s3cret-for-tests-only-32-bytes-long!", "HS256")
    with pytest.raises(Unauthenticated):
        await authenticator.authenticate(token)


async def test_failed_authentications_are_throttled_per_address_and_per_key_id(
    keys_path: Path,
) -> None:
    good = add_key(keys_path, tenant="acme", role=CredentialRole.SERVICE)
    other = add_key(keys_path, tenant="acme", role=CredentialRole.SERVICE)
    throttle = FailureThrottle(per_address=3, per_key=5, window_seconds=60)
    authenticator = Authenticator(
        KeyStore(keys_path), JwtVerifier(RecallSettings()), throttle=throttle
    )
    wrong = good[:-3] + "xyz"
    for _ in range(3):
        with pytest.raises(Unauthenticated):
            await authenticator.authenticate(wrong, address="10.0.0.1")
    with pytest.raises(TooManyAttempts):  # this address: nothing is verified any more
        await authenticator.authenticate(other, address="10.0.0.1")
    assert (await authenticator.authenticate(other, address="10.0.0.2")).tenant == "acme"
    for n in range(2):  # the key id's own limit, from addresses each under theirs
        with pytest.raises(Unauthenticated):
            await authenticator.authenticate(wrong, address=f"10.0.1.{n}")
    with pytest.raises(TooManyAttempts):
        await authenticator.authenticate(good, address="10.0.2.1")
    # A key verified before is answered from the cache, attack or not.
    assert (await authenticator.authenticate(other, address="10.0.0.1")).tenant == "acme"
    authenticator.close()


@pytest.fixture
def legacy_secret(keys_path: Path) -> str:
    return _write_legacy(keys_path)


async def test_legacy_scrypt_checks_run_in_the_authenticators_own_thread(
    keys_path: Path, legacy_secret: str
) -> None:
    secret = legacy_secret
    store = KeyStore(keys_path)
    seen: list[str] = []
    verify = store.verify

    def spy(presented: str) -> Principal:
        import threading  # noqa: PLC0415

        seen.append(threading.current_thread().name)
        return verify(presented)

    store.verify = spy  # type: ignore[method-assign]
    authenticator = Authenticator(store, JwtVerifier(RecallSettings()))
    await authenticator.authenticate(f"msk_0123456789ab_{secret}")
    assert seen and seen[0].startswith("memstream-auth")
    authenticator.close()


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
    for unsafe in (" ", "\u202eevil", "_other", "bob "):  # the one subject validator
        with pytest.raises(InvalidRequest):
            resolve_scope(SERVICE, unsafe)
    # No request field names a tenant: a scope's tenant is always the credential's.
    assert resolve_scope(ADMIN, "x").tenant == "acme"


def test_only_admins_change_workspace_settings() -> None:
    require_admin(ADMIN)
    for principal in (SERVICE, USER):
        with pytest.raises(Forbidden):
            require_admin(principal)
