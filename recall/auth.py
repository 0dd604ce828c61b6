"""Who is asking: API keys (stored hashed) and, optionally, JWTs; and what they may read.

An API key looks like ``msk_<id>_<secret>``, with 256 random bits of secret. The keys file
keeps, per key, its id (for lookup), tenant, role, bound subject, and an HMAC-SHA256 of
the id and secret under a server-side *pepper* (``MEMSTREAM_RECALL__KEY_PEPPER``, or the
file ``keys.pepper`` beside the keys file that ``memstream keys add`` creates). The secret
itself is printed once and stored nowhere. A high-entropy secret needs no slow hash: the
HMAC takes microseconds, runs on the event loop, and is compared in constant time, and an
unknown id costs exactly the same work as a known one. A leaked keys file alone does not
let anyone test guesses offline (that needs the pepper too).

Keys stored before HMAC carry a salted scrypt hash (``scheme`` absent or ``"scrypt"``).
They still verify, in one dedicated thread (never the pool query embedding uses), and on
their first success the record is rewritten as HMAC when the keys file is writable.

Failed API-key authentications are limited per client address and per key id
(:mod:`recall.throttle`): past the limit the caller gets 429 before any verification.
JWTs are not throttled: a signature cannot be guessed, and one chat backend forwards many
users' tokens, some of them expired, from one address.

The keys file is reloaded when it changes. A change that does not validate makes every API
key fail with 503 until a valid file is back (never the old key set: a key just removed
must not keep working); it is logged as an error and ``/readyz`` reports it.

JWTs are end-user tokens: HS256 (shared secret of at least 32 bytes) or RS256 (public
key), each algorithm accepted only with its own key. ``exp`` is required, must be a JSON
number, and may lie at most ``jwt_max_lifetime_seconds`` ahead; the tenant comes from a
claim (``tenant`` by default) and the subject from ``sub``.

Scope comes from the credential only. A ``user`` credential is bound to one subject; a
``service`` or ``admin`` credential may name any subject of its tenant; no request field
can change the tenant. :func:`resolve_scope` is the only way the API gets a
:class:`~recall.query.Scope`.
"""

from __future__ import annotations

import asyncio
import contextlib
import fcntl
import hashlib
import hmac
import json
import logging
import math
import os
import secrets
import tempfile
import threading
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum
from pathlib import Path
from typing import Any, Literal

import jwt
from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError, model_validator

from memstream.config import RecallSettings
from memstream.errors import ConfigurationError
from recall.errors import (
    Forbidden,
    InvalidRequest,
    KeysUnavailable,
    TooManyAttempts,
    Unauthenticated,
)
from recall.query import Scope
from recall.throttle import FailureThrottle
from schemas.common import SubjectId, TenantId, utcnow

log = logging.getLogger(__name__)

KEY_PREFIX = "msk"
# The subject key of a tenant's workspace settings commands; never a real subject.
WORKSPACE_SUBJECT = "_workspace"
HMAC_SCHEME: Literal["hmac-sha256"] = "hmac-sha256"
SCRYPT_SCHEME: Literal["scrypt"] = "scrypt"
# Legacy scrypt parameters (~16 MiB, tens of milliseconds per check); stored with each
# legacy hash. New keys are never hashed with scrypt.
SCRYPT_N, SCRYPT_R, SCRYPT_P = 2**14, 8, 1
PEPPER_MIN_BYTES = 32
HS256_SECRET_MIN_BYTES = 32
# How often the keys file's modification time is checked (a revoked key dies this fast).
RELOAD_CHECK_SECONDS = 2.0
VERIFIED_CACHE_MAX = 10_000
JWT_LEEWAY_SECONDS = 30
# Threads for legacy scrypt checks: one, so a flood of guesses costs one core at most.
LEGACY_VERIFY_THREADS = 1
_SUBJECT: TypeAdapter[str] = TypeAdapter(SubjectId)
# What an unknown id is compared with, so it costs the same as a known one.
_NO_HASH = bytes(32)
_NO_PEPPER = bytes(PEPPER_MIN_BYTES)


class CredentialRole(StrEnum):
    ADMIN = "admin"  # a service that may also change workspace settings
    SERVICE = "service"  # acts for any subject of its tenant
    USER = "user"  # bound to one subject


class KeyRecord(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str = Field(pattern=r"^[0-9a-f]{12}$")
    tenant: TenantId
    role: CredentialRole
    subject: SubjectId | None = None
    # Files written before HMAC keys carry no scheme: their records are scrypt.
    scheme: Literal["hmac-sha256", "scrypt"] = "scrypt"
    hash: str = Field(pattern=r"^[0-9a-f]{64}$")
    salt: str | None = Field(default=None, pattern=r"^[0-9a-f]{32}$")
    scrypt: tuple[int, int, int] | None = None
    created_at: datetime
    note: str = Field(default="", max_length=200)

    @model_validator(mode="after")
    def _consistent(self) -> KeyRecord:
        if (self.role is CredentialRole.USER) != (self.subject is not None):
            raise ValueError("a user key is bound to exactly one subject; others to none")
        if (self.scheme == SCRYPT_SCHEME) != (self.salt is not None):
            raise ValueError("a scrypt record has a salt; an HMAC record has none")
        return self


class KeysFile(BaseModel):
    model_config = ConfigDict(extra="forbid")

    version: int = 1
    keys: list[KeyRecord] = Field(default_factory=list)


@dataclass(frozen=True)
class Principal:
    """A verified caller."""

    tenant: str
    role: CredentialRole
    subject: str | None  # set for user credentials only
    actor: str  # recorded on commands: "key:<id>" or "jwt:<sub>"


# -- the pepper --------------------------------------------------------------------------


def default_pepper_file(keys_file: Path) -> Path:
    return keys_file.with_name("keys.pepper")


def _checked_pepper(value: bytes, where: str) -> bytes:
    if len(value) < PEPPER_MIN_BYTES:
        raise ConfigurationError(
            f"the key pepper in {where} is {len(value)} bytes; it needs at least "
            f"{PEPPER_MIN_BYTES} random bytes (e.g. `openssl rand -hex 32`)"
        )
    return value


def load_pepper(path: Path, *, create: bool) -> bytes | None:
    """The pepper stored in ``path``; with ``create``, a new random one if there is none."""
    try:
        return _checked_pepper(path.read_bytes().strip(), str(path))
    except FileNotFoundError:
        if not create:
            return None
    path.parent.mkdir(parents=True, exist_ok=True)
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:  # another process created it first: use theirs
        return _checked_pepper(path.read_bytes().strip(), str(path))
    with os.fdopen(fd, "w") as handle:
        handle.write(secrets.token_hex(PEPPER_MIN_BYTES) + "\n")
    return _checked_pepper(path.read_bytes().strip(), str(path))


def pepper_file(options: RecallSettings) -> Path:
    if options.key_pepper_file:
        return Path(options.key_pepper_file).expanduser()
    return default_pepper_file(Path(options.keys_file).expanduser())


def configured_pepper(options: RecallSettings) -> bytes | None:
    """The pepper set directly in the settings (``MEMSTREAM_RECALL__KEY_PEPPER``), if any."""
    if options.key_pepper is None:
        return None
    return _checked_pepper(
        options.key_pepper.get_secret_value().encode(), "MEMSTREAM_RECALL__KEY_PEPPER"
    )


def resolve_pepper(options: RecallSettings, *, create: bool) -> bytes | None:
    """The configured pepper, else the pepper file's (created if ``create``)."""
    return configured_pepper(options) or load_pepper(pepper_file(options), create=create)


def _key_hmac(pepper: bytes, key_id: str, secret: str) -> bytes:
    message = f"{KEY_PREFIX}\x1f{key_id}\x1f{secret}".encode("utf-8", "surrogatepass")
    return hmac.new(pepper, message, hashlib.sha256).digest()


def _scrypt(secret: str, salt: bytes, params: tuple[int, int, int]) -> bytes:
    n, r, p = params
    return hashlib.scrypt(
        secret.encode("utf-8", "surrogatepass"),
        salt=salt,
        n=n,
        r=r,
        p=p,
        maxmem=64 * 1024 * 1024,
        dklen=32,
    )


def split_key(presented: str) -> tuple[str, str] | None:
    """``(id, secret)`` of something shaped like an API key, else ``None``."""
    prefix, _, rest = presented.partition("_")
    key_id, _, secret = rest.partition("_")
    if prefix != KEY_PREFIX or not key_id or not secret:
        return None
    return key_id, secret


# -- the keys file -----------------------------------------------------------------------


def read_keys(path: Path) -> KeysFile:
    if not path.exists():
        return KeysFile()
    try:
        return KeysFile.model_validate_json(path.read_bytes())
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"]) or "file"
        raise ConfigurationError(
            f"keys file {path} is not valid ({exc.error_count()} error(s); first at {where}: "
            f"{first['msg']}); restore it or fix it with `memstream keys`"
        ) from None
    except (OSError, ValueError) as exc:
        raise ConfigurationError(f"keys file {path} cannot be read: {exc}") from None


def write_keys(path: Path, keys: KeysFile) -> None:
    """Replace the file atomically, readable by its owner only."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".keys-")
    try:
        with os.fdopen(fd, "w") as handle:
            handle.write(keys.model_dump_json(indent=2, exclude_none=True))
        os.chmod(tmp, 0o600)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


@contextlib.contextmanager
def _locked(path: Path) -> Iterator[None]:
    """One read-modify-write of the keys file at a time, across processes."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path.with_name(path.name + ".lock"), "a") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


def add_key(
    path: Path,
    *,
    tenant: str,
    role: CredentialRole,
    subject: str | None = None,
    note: str = "",
    pepper: bytes | None = None,
) -> str:
    """Create a key, store only its HMAC, and return the key (shown once). Without a
    ``pepper`` the one in ``keys.pepper`` beside ``path`` is used (created if missing)."""
    if pepper is None:
        pepper = load_pepper(default_pepper_file(path), create=True)
        assert pepper is not None  # created if missing
    with _locked(path):
        keys = read_keys(path)
        taken = {k.id for k in keys.keys}
        key_id = secrets.token_hex(6)
        while key_id in taken:
            key_id = secrets.token_hex(6)
        secret = secrets.token_urlsafe(32)
        record = KeyRecord(
            id=key_id,
            tenant=tenant,
            role=role,
            subject=subject,
            scheme=HMAC_SCHEME,
            hash=_key_hmac(pepper, key_id, secret).hex(),
            created_at=utcnow(),
            note=note,
        )
        keys.keys.append(record)
        write_keys(path, keys)
    return f"{KEY_PREFIX}_{key_id}_{secret}"


def revoke_key(path: Path, key_id: str) -> KeyRecord | None:
    """Delete a key; the record that was removed, or ``None`` if there was no such key."""
    with _locked(path):
        keys = read_keys(path)
        found = next((k for k in keys.keys if k.id == key_id), None)
        if found is None:
            return None
        kept = [k for k in keys.keys if k.id != key_id]
        write_keys(path, KeysFile(version=keys.version, keys=kept))
    return found


class KeyStore:
    """The keys file, reloaded when it changes, with a cache of verified keys.

    Safe to call from the event loop and from the legacy-verification thread at once.
    """

    def __init__(
        self, path: Path, *, pepper: bytes | None = None, pepper_file: Path | None = None
    ) -> None:
        self._path = path
        self._configured_pepper = pepper
        self._pepper_file = pepper_file or default_pepper_file(path)
        self._pepper = pepper
        self._by_id: dict[str, KeyRecord] = {}
        self._stamp: tuple[int, int] | None = None
        self._checked = 0.0
        self._verified: dict[bytes, Principal] = {}
        self._problem: str | None = None
        self._upgrade_failed: set[str] = set()
        self._lock = threading.Lock()
        # At start an invalid file stops the service (ConfigurationError, one line).
        self._stamp = self._file_stamp()
        self._install(read_keys(self._path))

    # -- loading --------------------------------------------------------------------------

    def _file_stamp(self) -> tuple[int, int] | None:
        try:
            stat = self._path.stat()
        except FileNotFoundError:
            return None
        return (stat.st_mtime_ns, stat.st_size)

    def _install(self, keys: KeysFile) -> None:
        if self._pepper is None and any(k.scheme == HMAC_SCHEME for k in keys.keys):
            self._pepper = load_pepper(self._pepper_file, create=False)
            if self._pepper is None:
                raise ConfigurationError(
                    f"keys file {self._path} holds HMAC-hashed keys but there is no pepper: "
                    f"set MEMSTREAM_RECALL__KEY_PEPPER or provide {self._pepper_file} "
                    "(the one `memstream keys add` created)"
                )
        self._by_id = {k.id: k for k in keys.keys}
        self._verified.clear()  # a revoked key must not live on in the cache
        legacy = sum(1 for k in keys.keys if k.scheme == SCRYPT_SCHEME)
        if legacy:
            log.warning(
                "%d API key(s) in %s still have scrypt hashes; each is rewritten as HMAC the "
                "first time it verifies (if the file is writable), or re-issue them with "
                "`memstream keys add`",
                legacy,
                self._path,
            )

    def _maybe_reload(self) -> None:
        now = time.monotonic()
        if now - self._checked < RELOAD_CHECK_SECONDS:
            return
        with self._lock:
            if now - self._checked < RELOAD_CHECK_SECONDS:
                return
            self._checked = now
            stamp = self._file_stamp()
            if stamp == self._stamp:
                return
            self._stamp = stamp
            try:
                self._install(read_keys(self._path))
            except ConfigurationError as exc:
                # Fail closed: neither the old key set (a removed key would live on) nor
                # any part of the new one.
                self._by_id = {}
                self._verified.clear()
                self._problem = str(exc)
                log.error(
                    "KEYS FILE INVALID, EVERY API KEY IS REFUSED (503) UNTIL IT IS FIXED: %s",
                    exc,
                )
                return
            if self._problem is not None:
                log.warning("keys file %s is valid again; API keys are accepted", self._path)
            self._problem = None

    @property
    def problem(self) -> str | None:
        """Why no API key is accepted right now (an invalid keys file), or ``None``."""
        self._maybe_reload()
        return self._problem

    # -- verifying ------------------------------------------------------------------------

    def cached(self, presented: str) -> Principal | None:
        """A key verified before (and not changed since), without verifying it again."""
        self._maybe_reload()
        return self._verified.get(
            hashlib.sha256(presented.encode("utf-8", "surrogatepass")).digest()
        )

    def is_legacy(self, presented: str) -> bool:
        """Whether verifying ``presented`` means a (slow) scrypt check."""
        parts = split_key(presented)
        record = self._by_id.get(parts[0]) if parts else None
        return record is not None and record.scheme == SCRYPT_SCHEME

    def verify(self, presented: str) -> Principal:
        self._maybe_reload()
        if self._problem is not None:
            raise KeysUnavailable(
                "API keys cannot be checked right now: the service's keys file is not valid"
            )
        digest = hashlib.sha256(presented.encode("utf-8", "surrogatepass")).digest()
        cached = self._verified.get(digest)
        if cached is not None:
            return cached
        key_id, secret = split_key(presented) or ("", "")
        record = self._by_id.get(key_id)
        if record is not None and record.scheme == SCRYPT_SCHEME:
            return self._verify_scrypt(record, secret, digest)
        # Equal work whether the id is known or not: one HMAC, one constant-time compare.
        expected = bytes.fromhex(record.hash) if record is not None else _NO_HASH
        actual = _key_hmac(self._pepper or _NO_PEPPER, key_id, secret)
        matches = hmac.compare_digest(expected, actual)
        if record is None:
            raise Unauthenticated("unknown API key")
        if not matches or not secret:
            raise Unauthenticated("API key does not verify")
        return self._remember(digest, record)

    def _remember(self, digest: bytes, record: KeyRecord) -> Principal:
        principal = Principal(
            tenant=record.tenant,
            role=record.role,
            subject=record.subject,
            actor=f"key:{record.id}",
        )
        if len(self._verified) >= VERIFIED_CACHE_MAX:
            self._verified.clear()
        self._verified[digest] = principal
        return principal

    def _verify_scrypt(self, record: KeyRecord, secret: str, digest: bytes) -> Principal:
        assert record.salt is not None  # KeyRecord guarantees it for scrypt records
        params = record.scrypt or (SCRYPT_N, SCRYPT_R, SCRYPT_P)
        actual = _scrypt(secret, bytes.fromhex(record.salt), params)
        if not hmac.compare_digest(bytes.fromhex(record.hash), actual):
            raise Unauthenticated("API key does not verify")
        principal = self._remember(digest, record)
        self._upgrade(record, secret)
        return principal

    def _upgrade(self, record: KeyRecord, secret: str) -> None:
        """Rewrite a verified scrypt record as HMAC (the migration), if the file allows."""
        if record.id in self._upgrade_failed:
            return
        try:
            pepper = self._pepper or load_pepper(self._pepper_file, create=True)
            assert pepper is not None  # created if missing
            with _locked(self._path):
                keys = read_keys(self._path)
                upgraded = [
                    KeyRecord(
                        **k.model_dump(exclude={"scheme", "hash", "salt", "scrypt"}),
                        scheme=HMAC_SCHEME,
                        hash=_key_hmac(pepper, k.id, secret).hex(),
                    )
                    if k.id == record.id and k.hash == record.hash
                    else k
                    for k in keys.keys
                ]
                write_keys(self._path, KeysFile(version=keys.version, keys=upgraded))
            self._pepper = pepper
            log.info("API key %s upgraded from scrypt to HMAC-SHA256", record.id)
        except (OSError, ConfigurationError) as exc:
            self._upgrade_failed.add(record.id)
            log.warning(
                "API key %s keeps its scrypt hash (%s); re-issue it with `memstream keys add`",
                record.id,
                exc,
            )


class _JwtClaims(BaseModel):
    model_config = ConfigDict(extra="ignore")

    tenant: TenantId
    sub: SubjectId


def _is_number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool) and math.isfinite(value)


class JwtVerifier:
    def __init__(self, settings: RecallSettings) -> None:
        self._keys: dict[str, Any] = {}
        if settings.jwt_hs256_secret is not None:
            secret = settings.jwt_hs256_secret.get_secret_value()
            if len(secret.encode()) < HS256_SECRET_MIN_BYTES:
                raise ConfigurationError(
                    f"MEMSTREAM_RECALL__JWT_HS256_SECRET is {len(secret.encode())} byte(s); "
                    f"HS256 needs at least {HS256_SECRET_MIN_BYTES} random bytes "
                    "(e.g. `openssl rand -hex 32`), or leave it unset"
                )
            self._keys["HS256"] = secret
        if settings.jwt_rs256_public_key:
            pem = settings.jwt_rs256_public_key
            if not pem.lstrip().startswith("-----BEGIN"):
                pem = Path(pem).expanduser().read_text()
            self._keys["RS256"] = pem
        self._tenant_claim = settings.jwt_tenant_claim
        self._audience = settings.jwt_audience
        self._issuer = settings.jwt_issuer
        self._max_lifetime = settings.jwt_max_lifetime_seconds

    @property
    def enabled(self) -> bool:
        return bool(self._keys)

    def verify(self, token: str) -> Principal:
        try:
            algorithm = jwt.get_unverified_header(token).get("alg")
        except jwt.PyJWTError as exc:
            raise Unauthenticated("malformed token") from exc
        key = self._keys.get(str(algorithm))
        if key is None:
            raise Unauthenticated("token algorithm not accepted")
        required = ["exp", "sub", self._tenant_claim]
        if self._audience:
            required.append("aud")
        if self._issuer:
            required.append("iss")
        try:
            # Exactly one algorithm per key: an RS256 public key can never be used as an
            # HS256 secret (the classic algorithm-confusion attack).
            claims = jwt.decode(
                token,
                key,
                algorithms=[str(algorithm)],
                audience=self._audience,
                issuer=self._issuer,
                leeway=JWT_LEEWAY_SECONDS,
                options={"require": required},
            )
        except jwt.PyJWTError as exc:
            raise Unauthenticated(f"token rejected: {type(exc).__name__}") from exc
        # PyJWT reads times with int(), so "exp": "9999999999" would pass: RFC 7519 says
        # NumericDate, a JSON number.
        for claim in ("exp", "iat", "nbf"):
            if claim in claims and not _is_number(claims[claim]):
                raise Unauthenticated(f"token {claim} is not a number")
        if claims["exp"] > time.time() + self._max_lifetime + JWT_LEEWAY_SECONDS:
            raise Unauthenticated(
                f"token expires more than {self._max_lifetime}s ahead "
                "(MEMSTREAM_RECALL__JWT_MAX_LIFETIME_SECONDS)"
            )
        try:
            parsed = _JwtClaims.model_validate(
                {"tenant": claims.get(self._tenant_claim), "sub": claims.get("sub")}
            )
        except ValidationError as exc:
            raise Unauthenticated("token claims name no valid tenant and subject") from exc
        return Principal(
            tenant=parsed.tenant,
            role=CredentialRole.USER,
            subject=parsed.sub,
            actor=f"jwt:{parsed.sub}"[:200],
        )


class Authenticator:
    """Turns an ``Authorization: Bearer …`` (or ``X-API-Key``) value into a principal.

    Order of work: a key verified before is answered from the cache; a JWT is verified;
    otherwise the failure throttle may answer 429, then the key's HMAC (on the event loop,
    microseconds) or a legacy scrypt check (in this authenticator's own thread) runs.
    """

    def __init__(
        self, keys: KeyStore, jwts: JwtVerifier, *, throttle: FailureThrottle | None = None
    ) -> None:
        self._keys = keys
        self._jwts = jwts
        self._throttle = throttle
        # Threads start on first use; only legacy scrypt checks ever run here.
        self._legacy = ThreadPoolExecutor(
            max_workers=LEGACY_VERIFY_THREADS, thread_name_prefix="memstream-auth"
        )

    @property
    def keys_problem(self) -> str | None:
        return self._keys.problem

    def cached(self, credential: str) -> Principal | None:
        """The fast path: a key this process verified already."""
        if credential.startswith(f"{KEY_PREFIX}_"):
            return self._keys.cached(credential)
        return None

    async def authenticate(
        self, credential: str | None, *, address: str | None = None
    ) -> Principal:
        if not credential:
            raise Unauthenticated("no credential: send Authorization: Bearer <key or token>")
        cached = self.cached(credential)
        if cached is not None:
            return cached
        if self._is_token(credential):
            # Not throttled: a signature cannot be guessed, checking one is cheap, and one
            # backend forwards many users' tokens (some expired) from a single address.
            return self._jwts.verify(credential)
        parts = split_key(credential)
        key_id = parts[0][:32] if parts else None
        if self._throttle is not None:
            wait = self._throttle.retry_after(address, key_id)
            if wait is not None:
                raise TooManyAttempts(wait)
        try:
            return await self._verify_key(credential)
        except Unauthenticated:
            if self._throttle is not None:
                self._throttle.record_failure(address, key_id)
            raise

    def _is_token(self, credential: str) -> bool:
        return (
            self._jwts.enabled
            and not credential.startswith(f"{KEY_PREFIX}_")
            and credential.count(".") == 2
        )

    async def _verify_key(self, credential: str) -> Principal:
        if not credential.startswith(f"{KEY_PREFIX}_"):
            raise Unauthenticated("credential is neither an API key nor an accepted token")
        if self._keys.is_legacy(credential):
            loop = asyncio.get_running_loop()
            return await loop.run_in_executor(self._legacy, self._keys.verify, credential)
        return self._keys.verify(credential)

    def close(self) -> None:
        self._legacy.shutdown(wait=False, cancel_futures=True)


def resolve_scope(principal: Principal, requested_subject: str | None) -> Scope:
    """The only road from a credential (+ the subject a request names) to a scope."""
    if principal.role is CredentialRole.USER:
        if requested_subject is not None and requested_subject != principal.subject:
            raise Forbidden("this credential may only act for its own subject")
        assert principal.subject is not None  # KeyRecord and JwtVerifier guarantee it
        return Scope(tenant=principal.tenant, subject=principal.subject)
    if requested_subject is None:
        raise InvalidRequest("a service credential must name the subject it acts for")
    if requested_subject == WORKSPACE_SUBJECT:
        raise Forbidden(f"{WORKSPACE_SUBJECT!r} is not a subject")
    try:  # one validator for subjects everywhere (a ?subject= arrives unvalidated)
        subject = _SUBJECT.validate_python(requested_subject)
    except ValidationError as exc:
        raise InvalidRequest(f"subject: {exc.errors()[0]['msg']}") from None
    return Scope(tenant=principal.tenant, subject=subject)


def require_admin(principal: Principal) -> None:
    if principal.role is not CredentialRole.ADMIN:
        raise Forbidden("only an admin credential may change workspace settings")


def describe_keys(path: Path) -> str:
    """The keys file without hashes, for ``memstream keys list``."""
    rows = [
        {
            "id": k.id,
            "tenant": k.tenant,
            "role": k.role.value,
            "subject": k.subject,
            "scheme": k.scheme,
            "created_at": k.created_at.isoformat(),
            "note": k.note,
        }
        for k in read_keys(path).keys
    ]
    return "\n".join(json.dumps(r, ensure_ascii=False) for r in rows)
