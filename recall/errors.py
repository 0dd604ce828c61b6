"""Errors of the recall service, all under memstream's root.

Hierarchy (the rest of the family is drawn in :mod:`memstream.errors`)::

    MemstreamError
    ├── AccessError            a caller may not do what it asked (the API answers 401/403/429)
    │   ├── Unauthenticated    no credential, or one that does not verify       -> 401
    │   ├── Forbidden          a valid credential asking outside its scope      -> 403
    │   └── TooManyAttempts    too many failed authentications lately           -> 429
    ├── InvalidRequest         a well-authenticated request that cannot be served -> 422
    └── ServiceUnavailable
        └── KeysUnavailable    the keys file is invalid: API keys are refused    -> 503

Other backing-service failures reuse :class:`memstream.errors.ServiceUnavailable` (-> 503).
Messages never say whether an item or subject exists: a 403 is decided from the
credential and the requested scope alone, before anything is read.
"""

from __future__ import annotations

from memstream.errors import MemstreamError, ServiceUnavailable


class AccessError(MemstreamError):
    """The caller may not do what it asked."""


class Unauthenticated(AccessError):
    """No credential was presented, or it did not verify (unknown, expired, bad signature)."""


class Forbidden(AccessError):
    """The credential is valid but the request reaches outside its tenant, subject or role."""


class TooManyAttempts(AccessError):
    """The caller's address, or the key id it presents, failed to authenticate too often in
    the current window; nothing is verified until ``retry_after`` seconds have passed."""

    def __init__(self, retry_after: float) -> None:
        super().__init__(f"too many failed authentications; retry in {retry_after:.0f}s")
        self.retry_after = retry_after


class InvalidRequest(MemstreamError):
    """The request is incomplete or contradictory, e.g. a service caller names no subject."""


class KeysUnavailable(ServiceUnavailable):
    """The keys file changed into something that does not validate. Until a valid file is
    back no API key is accepted (failing open would keep a just-removed key working)."""
