"""Vendor keys and tokens told by their documented structure, with no label needed.

Each vendor prints its secrets with a prefix of its own and a body of a fixed alphabet
and length (its docs, or the secret-scanning patterns it registers with code hosts), so a
match is a key whatever the words around it. All are kind ``secret``:

- prefixed tokens: Twilio API keys and account SIDs (``SK``/``AC`` + 32 hex), Mailgun
  (``key-``), Square (``sq0atp-``, ``sq0csp-``, ``EAAA``), Meta (``EAA``), Atlassian
  (``ATATT``), GitLab (``glpat-`` is in the tokens module; ``gldt-``, ``glrt-``,
  ``glptt-`` …), Groq (``gsk_``), xAI (``xai-``), Replicate (``r8_``), Perplexity
  (``pplx-``), Databricks (``dapi``), Postman (``PMAK-``), Notion (``secret_``,
  ``ntn_``), Airtable (``pat….``), Figma (``figd_``), Sentry (``sntrys_``), Pulumi
  (``pul-``), Grafana (``glc_``, ``glsa_``), New Relic (``NRAK-``), Dropbox (``sl.``),
  Stripe webhooks (``whsec_``), Supabase (``sbp_``), PlanetScale (``pscale_``), Fly.io
  (``fo1_``, ``fm2_``), age (``AGE-SECRET-KEY-1``), Nostr (``nsec1``), HashiCorp Vault
  (``hvs.``), Docker Hub (``dckr_pat_``), Google OAuth (``GOCSPX-``, ``ya29.``),
  Tailscale (``tskey-``), Contentful (``CFPAT-``), Bitbucket (``ATBB``), RubyGems,
  NuGet (``oy2``), LangSmith
  (``lsv2_``), Pinecone (``pcsk_``), ElevenLabs (``sk_`` + 48 hex), Mapbox secret
  tokens (``sk.eyJ``), Alibaba (``LTAI``), Tencent (``AKID``), Shippo, Razorpay,
  Brevo (``xkeysib-``), HubSpot (``pat-na1-``), Heroku (``HRKU-``), Typeform
  (``tfp_``), Netlify (``nfp_``), Render (``rnd_``), Prefect (``pnu_``), Doppler service
  and CLI tokens (``dp.st.``, ``dp.ct.``), Flutterwave (``FLWSECK``), EasyPost (``EZAK``),
  Twitch (``oauth:``), Plaid (``access-production-…``), SendGrid (``SG.``), Slack
  app-level tokens (``xapp-``), npm (``npm_``), X/Twitter app bearer tokens (21 ``A``),
  Volcengine (``AKLT``), Okta API tokens (``SSWS 00…``);
- webhook URLs whose path is the secret: Slack (``hooks.slack.com/services/T…/B…/…``),
  Discord (``/api/webhooks/<id>/<token>``): the path after the host goes;
- shapes with the mark inside: Telegram bot tokens (``123456789:AA…``), Mailchimp keys
  (32 hex, ``-us12``), Azure AD client secrets (``…8Q~…``), Terraform Cloud tokens
  (``….atlasv1.…``), Firebase server keys (``…:APA91b…``), and the account key of an
  Azure connection string (``AccountKey=…``, ``SharedAccessKey=…``);
- BitLocker recovery keys: eight groups of six digits, each a multiple of 11 below
  720896 (how Windows builds them), so a chance run of 48 digits is not one.

Every pattern is anchored at a literal cue of the scanner's one Aho-Corasick pass, so
text without a cue costs nothing here.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from agents.redaction_kinds import FindingKind, Span
from agents.redaction_scan import Detector, Scope, one, whole

__all__ = ["DETECTORS"]

K = FindingKind
_AT_CUE = Scope.AT_CUE
_NEAR_NUMBER = Scope.NEAR_NUMBER

# Not glued to a token before or after.
_START = r"(?<![A-Za-z0-9_.+/-])"
_END = r"(?![A-Za-z0-9_+/-])"

# (cue, body): the body starts with the cue's characters, in any case the vendor uses.
_PREFIXED: tuple[tuple[tuple[str, ...], str], ...] = (
    (("sk", "ac"), r"(?:SK|AC)[0-9a-fA-F]{32}"),
    (("key-",), r"key-[0-9a-z]{32}"),
    (("sq0",), r"sq0(?:atp|csp|idp)-[0-9A-Za-z_-]{22,60}"),
    (("eaa",), r"EAA(?:A[A-Za-z0-9_-]{60,}|[A-Z][A-Za-z0-9]{80,})"),
    (("atatt",), r"ATATT[A-Za-z0-9_=-]{100,}"),
    (
        ("gldt-", "glrt-", "glptt-", "glft-", "glsoat-", "glcbt-", "glimt-", "gloas-"),
        r"gl(?:dt|rt|ptt|ft|soat|cbt|imt|oas)-[A-Za-z0-9_-]{20,}",
    ),
    (("gsk_",), r"gsk_[A-Za-z0-9]{40,}"),
    (("xai-",), r"xai-[A-Za-z0-9]{60,}"),
    (("r8_",), r"r8_[A-Za-z0-9]{37}"),
    (("pplx-",), r"pplx-[A-Za-z0-9]{40,}"),
    (("dapi",), r"dapi[a-f0-9]{32}(?:-[0-9])?"),
    (("pmak-",), r"PMAK-[a-f0-9]{24}-[a-f0-9]{34}"),
    (("secret_",), r"secret_[A-Za-z0-9]{43}"),
    (("ntn_",), r"ntn_[A-Za-z0-9]{40,}"),
    (("pat",), r"pat[A-Za-z0-9]{14}\.[a-f0-9]{64}"),
    (("figd_",), r"figd_[A-Za-z0-9_-]{30,}"),
    (("sntrys_", "sntryu_"), r"sntr[yu]s?_[A-Za-z0-9+/=_-]{40,}"),
    (("pul-",), r"pul-[a-f0-9]{40}"),
    (("glc_", "glsa_"), r"(?:glc_[A-Za-z0-9+/=]{32,}|glsa_[A-Za-z0-9]{32}_[a-f0-9]{8})"),
    (("nrak-", "nrjs-", "nrii-"), r"NR(?:AK|JS|II)-[A-Z0-9]{19,27}"),
    (("sl.",), r"sl\.[A-Za-z0-9_-]{130,}"),
    (("whsec_",), r"whsec_[A-Za-z0-9+/=]{24,}"),
    (("sbp_",), r"sbp_[a-f0-9]{40}"),
    (("pscale_",), r"pscale_(?:tkn|pw|oauth)_[A-Za-z0-9_.-]{32,}"),
    (("fo1_", "fm2_"), r"f(?:o1|m2)_[A-Za-z0-9_+/=-]{40,}"),
    (("age-secret-key-1",), r"AGE-SECRET-KEY-1[0-9A-Z]{58}"),
    (("nsec1",), r"nsec1[02-9ac-hj-np-z]{58}"),
    (("hvs.", "hvb.", "hvr."), r"hv[sbr]\.[A-Za-z0-9_-]{24,}"),
    (("dckr_pat_",), r"dckr_pat_[A-Za-z0-9_-]{27,}"),
    (("gocspx-",), r"GOCSPX-[A-Za-z0-9_-]{28}"),
    (("ya29.",), r"ya29\.[0-9A-Za-z_-]{30,}"),
    (("tskey-",), r"tskey-(?:auth|api|client|webhook)-[A-Za-z0-9-]{20,}"),
    (("cfpat-",), r"CFPAT-[A-Za-z0-9_-]{43}"),
    (("atbb",), r"ATBB[A-Za-z0-9_=.-]{28,}"),
    (("rubygems_",), r"rubygems_[a-f0-9]{48}"),
    (("oy2",), r"oy2[a-z0-9]{43}"),
    (("lsv2_",), r"lsv2_(?:pt|sk)_[a-f0-9]{32}_[a-f0-9]{10}"),
    (("pcsk_",), r"pcsk_[A-Za-z0-9_]{40,}"),
    (("sk_",), r"sk_[a-f0-9]{48}"),
    (("sk.eyj",), r"sk\.eyJ[A-Za-z0-9_-]{20,}\.[A-Za-z0-9_-]{10,}"),
    (("ltai",), r"LTAI[A-Za-z0-9]{12,20}"),
    (("akid",), r"AKID[A-Za-z0-9]{32}"),
    (("shippo_",), r"shippo_(?:live|test)_[a-f0-9]{40}"),
    (("rzp_",), r"rzp_(?:live|test)_[A-Za-z0-9]{14}"),
    (("xkeysib-",), r"xkeysib-[a-f0-9]{64}-[A-Za-z0-9]{16}"),
    (("pat-na1-", "pat-eu1-"), r"pat-(?:na|eu)1-[a-f0-9-]{36}"),
    (("hrku-",), r"HRKU-[A-Za-z0-9_-]{40,}"),
    (("tfp_",), r"tfp_[A-Za-z0-9_-]{40,}"),
    (("nfp_",), r"nfp_[A-Za-z0-9]{36}"),
    (("rnd_",), r"rnd_[A-Za-z0-9]{32}"),
    (("pnu_",), r"pnu_[A-Za-z0-9]{36}"),
    (("dp.st.", "dp.ct.", "dp.sa.", "dp.scim."), r"dp\.(?:st|ct|sa|scim)\.[A-Za-z0-9_.-]{40,}"),
    (("flwseck",), r"FLWSECK(?:_TEST)?-[a-h0-9]{32}-X"),
    (("ezak", "eztk"), r"EZ[AT]K[a-z0-9]{54}"),
    (("oauth:",), r"oauth:[a-z0-9]{30}"),
    (("sg.",), r"SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}"),
    (("xapp-",), r"xapp-[0-9]-[A-Z0-9]{8,}-[0-9]{10,}-[a-f0-9]{32,}"),
    (("npm_",), r"npm_[A-Za-z0-9]{36}"),
    (("aaaaaaaaaaaaaaaaaaaaa",), r"A{21,22}[A-Za-z0-9%]{30,}"),
    (("aklt",), r"AKLT[A-Za-z0-9_-]{36,60}"),
    (("ssws 00",), r"SSWS 00[A-Za-z0-9_-]{38,40}"),
    (
        ("access-production-", "access-sandbox-", "access-development-"),
        r"access-(?:production|sandbox|development)-[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}",
    ),
)


def _prefixed(cues: tuple[str, ...], body: str) -> Detector:
    # The cue is matched lower-cased; the pattern keeps the vendor's own case.
    return Detector(
        K.SECRET, re.compile(rf"{_START}(?:{body}){_END}"), one(whole), _AT_CUE, cues=cues
    )


def _with_mark(cue: str, pattern: str, rewind: str) -> Detector:
    # A cue inside the token ("-us12", ":AA…"): ``rewind`` finds where the token starts.
    return Detector(
        K.SECRET,
        re.compile(rf"{_START}(?:{pattern}){_END}"),
        one(whole),
        _AT_CUE,
        cues=(cue,),
        rewind=re.compile(rf"{rewind}\Z"),
    )


def _value(match: re.Match[str]) -> Span:
    return match.span("v")


# --- BitLocker recovery keys -------------------------------------------------------------

_BITLOCKER = re.compile(r"(?<![0-9-])[0-9]{6}(?:-[0-9]{6}){7}(?![0-9]|-[0-9])")


def _bitlocker(match: re.Match[str]) -> Iterable[Span]:
    blocks = [int(block) for block in match.group().split("-")]
    return (match.span(),) if all(b % 11 == 0 and b < 720896 for b in blocks) else ()


DETECTORS: tuple[Detector, ...] = (
    *(_prefixed(cues, body) for cues, body in _PREFIXED),
    # Telegram bot tokens: the bot's id, a colon, "AA" and 33 characters.
    _with_mark(":aa", r"[0-9]{8,10}:AA[A-Za-z0-9_-]{33}", r"(?<![0-9])[0-9]{8,10}"),
    # Mailchimp: 32 hex digits and the data centre.
    _with_mark("-us", r"[0-9a-f]{32}-us[0-9]{1,2}", r"[0-9a-f]{32}"),
    # Azure AD client secrets: three characters, a digit, "Q~", 31-34 more.
    _with_mark("q~", r"[A-Za-z0-9_~.]{3}[0-9]Q~[A-Za-z0-9_~.-]{31,34}", r"[A-Za-z0-9_~.]{4}"),
    # Terraform Cloud / Enterprise API tokens.
    _with_mark(".atlasv1.", r"[A-Za-z0-9]{14}\.atlasv1\.[A-Za-z0-9_=-]{60,}", r"[A-Za-z0-9]{14}"),
    # Firebase Cloud Messaging server keys.
    _with_mark(
        ":apa91b", r"AAAA[A-Za-z0-9_-]{7}:APA91b[A-Za-z0-9_-]{100,}", r"AAAA[A-Za-z0-9_-]{7}"
    ),
    # Webhook URLs: the path after the host is the secret.
    Detector(
        K.SECRET,
        re.compile(r"hooks\.slack\.com/(?P<v>(?:services|workflows|triggers)/[A-Za-z0-9_/-]{20,})"),
        one(_value),
        _AT_CUE,
        cues=("hooks.slack.com/",),
    ),
    Detector(
        K.SECRET,
        re.compile(r"/api/webhooks/(?P<v>[0-9]{15,20}/[A-Za-z0-9_-]{40,})"),
        one(_value),
        _AT_CUE,
        cues=("/api/webhooks/",),
    ),
    # Azure connection strings.
    Detector(
        K.SECRET,
        re.compile(
            r"(?:shared)?(?:access)?(?:account)?key=(?P<v>[A-Za-z0-9+/]{40,}={0,2})",
            re.IGNORECASE,
        ),
        one(_value),
        _AT_CUE,
        cues=("accountkey=", "sharedaccesskey=", "accesskey="),
    ),
    Detector(K.SECRET, _BITLOCKER, _bitlocker, _NEAR_NUMBER, min_digits=48, before=0, after=0),
)
