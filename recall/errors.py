"""Errors of the recall service, all under memstream's root.

Hierarchy (the rest of the family is drawn in :mod:`memstream.errors`)::

    MemstreamError
    ├── AccessError            a caller may not do what it asked (the API answers 401/403)
    │   ├── Unauthenticated    no credential, or one that does not verify       -> 401
    │   └── Forbidden          a valid credential asking outside its scope      -> 403
    └── InvalidRequest         a well-authenticated request that cannot be served -> 422

Backing-service failures reuse :class:`memstream.errors.ServiceUnavailable` (-> 503).
Messages never say whether an item or subject exists: a 403 is decided from the
credential and the requested scope alone, before anything is read.
"""

from __future__ import annotations

from memstream.errors import MemstreamError


class AccessError(MemstreamError):
    """The caller may not do what it asked."""


class Unauthenticated(AccessError):
    """No credential was presented, or it did not verify (unknown, expired, bad signature)."""


class Forbidden(AccessError):
    """The credential is valid but the request reaches outside its tenant, subject or role."""


class InvalidRequest(MemstreamError):
    """The request is incomplete or contradictory, e.g. a service caller names no subject."""
