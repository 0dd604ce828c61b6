"""Who is asking: API keys (stored hashed) and, optionally, JWTs; and what they may read.

An API key looks like ``msk_<id>_<secret>``. The keys file keeps, per key, its id (for
lookup), tenant, role, bound subject, and a salted scrypt hash of the secret; the secret
itself is printed once by ``memstream keys add`` and stored nowhere. Verification is a
constant-time comparison. scrypt is deliberately slow, so a verified key is remembered
in memory (by a SHA-256 of the presented key) until the keys file changes.

JWTs are end-user tokens: HS256 (shared secret) or RS256 (public key), each algorithm
accepted only with its own key, ``exp`` required; the tenant comes from a claim
(``tenant`` by default) and the subject from ``sub``.

Scope comes from the credential only. A ``user`` credential is bound to one subject; a
``service`` or ``admin`` credential may name any subject of its tenant; no request field
can change the tenant. :func:`resolve_scope` is the only way the API gets a
:class:`~recall.query.Scope`.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import os
import secrets
import tempfile
import time
from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum
from pathlib import Path
from typing import Any

import jwt
from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from memstream.config import RecallSettings
from memstream.errors import ConfigurationError
from recall.errors import Forbidden, InvalidRequest, Unauthenticated
from recall.query import Scope
from schemas.common import Identifier, TenantId, utcnow

KEY_PREFIX = "msk"
# The subject key of a tenant's workspace settings commands; never a real subject.
WORKSPACE_SUBJECT = "_workspace"
# scrypt parameters: ~16 MiB and tens of milliseconds per check; stored with each hash
# so they can be raised later without invalidating existing keys.
SCRYPT_N, SCRYPT_R, SCRYPT_P = 2**14, 8, 1
# How often the keys file's modification time is checked (a revoked key dies this fast).
RELOAD_CHECK_SECONDS = 2.0
VERIFIED_CACHE_MAX = 10_000
JWT_LEEWAY_SECONDS = 30


class CredentialRole(StrEnum):
    ADMIN = "admin"  # a service that may also change workspace settings
    SERVICE = "service"  # acts for any subject of its tenant
    USER = "user"  # bound to one subject


class KeyRecord(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str = Field(pattern=r"^[0-9a-f]{12}$")
    tenant: TenantId
    role: CredentialRole
    subject: Identifier | None = None
    salt: str = Field(pattern=r"^[0-9a-f]{32}$")
    hash: str = Field(pattern=r"^[0-9a-f]{64}$")
    scrypt: tuple[int, int, int] = (SCRYPT_N, SCRYPT_R, SCRYPT_P)
    created_at: datetime
    note: str = Field(default="", max_length=200)

    @model_validator(mode="after")
    def _user_has_subject(self) -> KeyRecord:
        if (self.role is CredentialRole.USER) != (self.subject is not None):
            raise ValueError("a user key is bound to exactly one subject; others to none")
        if self.subject == WORKSPACE_SUBJECT:
            raise ValueError(f"{WORKSPACE_SUBJECT!r} is reserved")
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


def _scrypt(secret: str, salt: bytes, params: tuple[int, int, int]) -> bytes:
    n, r, p = params
    return hashlib.scrypt(
        secret.encode(), salt=salt, n=n, r=r, p=p, maxmem=64 * 1024 * 1024, dklen=32
    )


def read_keys(path: Path) -> KeysFile:
    if not path.exists():
        return KeysFile()
    try:
        return KeysFile.model_validate_json(path.read_bytes())
    except (ValidationError, ValueError) as exc:
        raise ConfigurationError(f"keys file {path} is not valid: {exc}") from exc


def write_keys(path: Path, keys: KeysFile) -> None:
    """Replace the file atomically, readable by its owner only."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".keys-")
    try:
        with os.fdopen(fd, "w") as handle:
            handle.write(keys.model_dump_json(indent=2))
        os.chmod(tmp, 0o600)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def add_key(
    path: Path,
    *,
    tenant: str,
    role: CredentialRole,
    subject: str | None = None,
    note: str = "",
) -> str:
    """Create a key, store only its hash, and return the key (shown once)."""
    keys = read_keys(path)
    taken = {k.id for k in keys.keys}
    key_id = secrets.token_hex(6)
    while key_id in taken:
        key_id = secrets.token_hex(6)
    secret = secrets.token_urlsafe(32)
    salt = secrets.token_bytes(16)
    record = KeyRecord(
        id=key_id,
        tenant=tenant,
        role=role,
        subject=subject,
        salt=salt.hex(),
        hash=_scrypt(secret, salt, (SCRYPT_N, SCRYPT_R, SCRYPT_P)).hex(),
        created_at=utcnow(),
        note=note,
    )
    keys.keys.append(record)
    write_keys(path, keys)
    return f"{KEY_PREFIX}_{key_id}_{secret}"


def revoke_key(path: Path, key_id: str) -> bool:
    keys = read_keys(path)
    kept = [k for k in keys.keys if k.id != key_id]
    if len(kept) == len(keys.keys):
        return False
    write_keys(path, KeysFile(version=keys.version, keys=kept))
    return True


class KeyStore:
    """The keys file, reloaded when it changes, with a cache of verified keys."""

    def __init__(self, path: Path) -> None:
        self._path = path
        self._by_id: dict[str, KeyRecord] = {}
        self._stamp: tuple[int, int] | None = None
        self._checked = 0.0
        self._verified: dict[bytes, Principal] = {}
        self._reload()

    def _file_stamp(self) -> tuple[int, int] | None:
        try:
            stat = self._path.stat()
        except FileNotFoundError:
            return None
        return (stat.st_mtime_ns, stat.st_size)

    def _reload(self) -> None:
        self._stamp = self._file_stamp()
        self._by_id = {k.id: k for k in read_keys(self._path).keys}
        self._verified.clear()  # a revoked key must not live on in the cache

    def _maybe_reload(self) -> None:
        now = time.monotonic()
        if now - self._checked < RELOAD_CHECK_SECONDS:
            return
        self._checked = now
        if self._file_stamp() != self._stamp:
            self._reload()

    def cached(self, presented: str) -> Principal | None:
        """A key verified before (and not changed since), without paying for scrypt."""
        self._maybe_reload()
        return self._verified.get(hashlib.sha256(presented.encode()).digest())

    def verify(self, presented: str) -> Principal:
        cached = self.cached(presented)
        if cached is not None:
            return cached
        digest = hashlib.sha256(presented.encode()).digest()
        prefix, _, rest = presented.partition("_")
        key_id, _, secret = rest.partition("_")
        record = self._by_id.get(key_id) if prefix == KEY_PREFIX else None
        if record is None or not secret:
            raise Unauthenticated("unknown API key")
        expected = bytes.fromhex(record.hash)
        actual = _scrypt(secret, bytes.fromhex(record.salt), record.scrypt)
        if not hmac.compare_digest(expected, actual):
            raise Unauthenticated("API key does not verify")
        principal = Principal(
            tenant=record.tenant, role=record.role, subject=record.subject, actor=f"key:{key_id}"
        )
        if len(self._verified) >= VERIFIED_CACHE_MAX:
            self._verified.clear()
        self._verified[digest] = principal
        return principal


class _JwtClaims(BaseModel):
    model_config = ConfigDict(extra="ignore")

    tenant: TenantId
    sub: Identifier


class JwtVerifier:
    def __init__(self, settings: RecallSettings) -> None:
        self._keys: dict[str, Any] = {}
        if settings.jwt_hs256_secret is not None:
            self._keys["HS256"] = settings.jwt_hs256_secret.get_secret_value()
        if settings.jwt_rs256_public_key:
            pem = settings.jwt_rs256_public_key
            if not pem.lstrip().startswith("-----BEGIN"):
                pem = Path(pem).expanduser().read_text()
            self._keys["RS256"] = pem
        self._tenant_claim = settings.jwt_tenant_claim
        self._audience = settings.jwt_audience
        self._issuer = settings.jwt_issuer

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
        try:
            parsed = _JwtClaims.model_validate(
                {"tenant": claims.get(self._tenant_claim), "sub": claims.get("sub")}
            )
        except ValidationError as exc:
            raise Unauthenticated("token claims name no valid tenant and subject") from exc
        if parsed.sub == WORKSPACE_SUBJECT:
            raise Unauthenticated("token subject is reserved")
        return Principal(
            tenant=parsed.tenant,
            role=CredentialRole.USER,
            subject=parsed.sub,
            actor=f"jwt:{parsed.sub}"[:200],
        )


class Authenticator:
    """Turns an ``Authorization: Bearer …`` (or ``X-API-Key``) value into a principal."""

    def __init__(self, keys: KeyStore, jwts: JwtVerifier) -> None:
        self._keys = keys
        self._jwts = jwts

    def cached(self, credential: str) -> Principal | None:
        """The fast path: a key this process verified already."""
        if credential.startswith(f"{KEY_PREFIX}_"):
            return self._keys.cached(credential)
        return None

    def authenticate(self, credential: str | None) -> Principal:
        if not credential:
            raise Unauthenticated("no credential: send Authorization: Bearer <key or token>")
        if credential.startswith(f"{KEY_PREFIX}_"):
            return self._keys.verify(credential)
        if credential.count(".") == 2 and self._jwts.enabled:
            return self._jwts.verify(credential)
        raise Unauthenticated("credential is neither an API key nor an accepted token")


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
    try:
        return Scope(tenant=principal.tenant, subject=requested_subject)
    except ValidationError as exc:  # a ?subject= query parameter arrives unvalidated
        raise InvalidRequest(f"subject: {exc.errors()[0]['msg']}") from None


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
            "created_at": k.created_at.isoformat(),
            "note": k.note,
        }
        for k in read_keys(path).keys
    ]
    return "\n".join(json.dumps(r, ensure_ascii=False) for r in rows)
