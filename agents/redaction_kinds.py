"""What the redactor can find: the kinds (also metric labels), and a candidate finding.

The set of kinds is small and fixed: each is a ``kind`` label on
``memstream_redaction_findings_total``, so a new detector reuses a kind where one fits
(every checksummed national identifier other than the CN and US ones is ``national_id``;
door, access and verification codes are ``pin``).
"""

from __future__ import annotations

from enum import StrEnum

__all__ = ["Candidate", "FindingKind", "Span", "rank"]


class FindingKind(StrEnum):
    EMAIL = "email"
    PHONE = "phone"
    PAYMENT_CARD = "payment_card"
    IBAN = "iban"
    CN_RESIDENT_ID = "cn_resident_id"
    US_SSN = "us_ssn"
    NATIONAL_ID = "national_id"
    PASSPORT = "passport"
    AWS_ACCESS_KEY = "aws_access_key"
    AWS_SECRET_KEY = "aws_secret_key"  # noqa: S105 - a kind name, not a credential
    GITHUB_TOKEN = "github_token"  # noqa: S105 - a kind name, not a credential
    SLACK_TOKEN = "slack_token"  # noqa: S105 - a kind name, not a credential
    OPENAI_KEY = "openai_key"
    STRIPE_KEY = "stripe_key"
    GOOGLE_API_KEY = "google_api_key"
    JWT = "jwt"
    PRIVATE_KEY = "private_key"
    SEED_PHRASE = "seed_phrase"
    AUTH_HEADER = "auth_header"
    PASSWORD = "password"  # noqa: S105 - a kind name, not a credential
    PIN = "pin"
    CVV = "cvv"
    URL_PASSWORD = "url_password"  # noqa: S105 - a kind name, not a credential
    SECRET = "secret"  # noqa: S105 - a kind name, not a credential


# On the same span, the kind listed first wins: specific shapes before label-anchored
# values, label-anchored values before the generic ``secret``.
_PRIORITY = (
    FindingKind.PRIVATE_KEY,
    FindingKind.JWT,
    FindingKind.URL_PASSWORD,
    FindingKind.AWS_ACCESS_KEY,
    FindingKind.AWS_SECRET_KEY,
    FindingKind.GITHUB_TOKEN,
    FindingKind.SLACK_TOKEN,
    FindingKind.OPENAI_KEY,
    FindingKind.STRIPE_KEY,
    FindingKind.GOOGLE_API_KEY,
    FindingKind.AUTH_HEADER,
    FindingKind.EMAIL,
    FindingKind.SEED_PHRASE,
    FindingKind.CN_RESIDENT_ID,
    FindingKind.PAYMENT_CARD,
    FindingKind.IBAN,
    FindingKind.US_SSN,
    FindingKind.NATIONAL_ID,
    FindingKind.PHONE,
    FindingKind.PASSPORT,
    FindingKind.CVV,
    FindingKind.PIN,
    FindingKind.PASSWORD,
    FindingKind.SECRET,
)
_RANK = {kind: index for index, kind in enumerate(_PRIORITY)}
assert len(_RANK) == len(FindingKind), "every kind needs a priority"


def rank(kind: FindingKind) -> int:
    """Lower wins when two kinds claim the same span."""
    return _RANK[kind]


Span = tuple[int, int]
# start, end (offsets into the probe, which are offsets into the original text), kind
Candidate = tuple[int, int, FindingKind]
