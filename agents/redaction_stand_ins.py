"""Where a label word, or a value, is a stand-in or a name rather than a secret.

Templates and sample configuration files (``.env.example``, a README) write where a secret
goes, not the secret: ``DB_PASSWORD=<your-password>``, ``{{ api_key }}``,
``<パスワードをここに>``. Their words are no label: the "password" inside
``<tu_contraseña>`` names the slot it stands in, so the token after the slot ("… y
API_KEY=…") is no password. ``inside_template_slot`` tells such an occurrence.

A key written with its random part masked (``sk_test_xxxxxxxxxxxx``,
``AKIAXXXXXXXXXXXXXXXX``) shows where a key goes: ``masked`` tells one, and
``may_hold_masks`` whether a message can hold one at all.

A Git host's no-reply address for an account (``…@users.noreply.github.com``) reaches
nobody and exists so that a commit shows no personal address: ``git_host_no_reply``
tells it.
"""

from __future__ import annotations

import re

# A slot of a template opens with one of these and closes with its partner; the label
# word must lie between them, on one line, within a short reach (a slot is a few words).
_OPENERS = {"<": ">", "{": "}"}
_SLOT_REACH = 40
_SLOT_BREAKERS = frozenset("\n<>{}")


def inside_template_slot(text: str, start: int, end: int) -> bool:
    """Whether ``text[start:end]`` (a label word) stands inside a template slot such as
    ``<your-password>``, ``<パスワードをここに>`` or ``{{password}}``: an opening ``<`` or
    ``{`` before it and its partner after it, on the same line and within a few words,
    and a name between them (see ``_slot_body``)."""
    opener = _opening_before(text, start)
    if opener is None:
        return False
    closer = _OPENERS[text[opener]]
    limit = min(len(text), end + _SLOT_REACH)
    for at in range(end, limit):
        char = text[at]
        if char == closer:
            return _slot_body(text[opener + 1 : at])
        if char in _SLOT_BREAKERS:
            return False
    return False


# Inside a slot stands a name, not data: no address ("<ann.password@example.org>"), no
# quotes, "=" or ":" ('{"password": "…"}' is a JSON object, '<input type="password">' a
# tag; both hold their values).
_NOT_IN_A_SLOT = frozenset("@\"'=:")


def _slot_body(body: str) -> bool:
    return not any(char in _NOT_IN_A_SLOT for char in body)


def _opening_before(text: str, start: int) -> int | None:
    for at in range(start - 1, max(-1, start - _SLOT_REACH - 1), -1):
        char = text[at]
        if char in _OPENERS:
            return at
        if char in _SLOT_BREAKERS:
            return None
    return None


# A Git host gives each account an address that reaches nobody, for commits made public
# ("1234+ann@users.noreply.github.com"): it exists so that no personal address is shown,
# and a commit's author line names it on purpose. A sender's "noreply@…" or a cloud
# service account's address does reach an organisation, and stays redacted.
_GIT_HOST_NO_REPLY = re.compile(r"@users\.noreply\.(?:github\.com|gitlab\.com)\Z")


def git_host_no_reply(address: str) -> bool:
    """Whether an e-mail address is a Git host's no-reply address for an account."""
    return _GIT_HOST_NO_REPLY.search(address.casefold()) is not None


# A key or token written with its random part masked, as documentation and sample files
# print one ("sk_test_xxxxxxxxxxxx", "AKIAXXXXXXXXXXXXXXXX", "ghp_******"): a vendor's
# prefix, if any, then one mask character repeated to the end. No generated secret ends
# in six of the same character.
_MASK_RUN = re.compile(r"(?:x{6}|X{6}|\*{6}|•{6})")
_MASKED = re.compile(r"[A-Za-z0-9]{0,8}(?:[_.-][A-Za-z0-9]{1,8}){0,3}[_.-]?(?:x+|X+|\*+|•+)")


def may_hold_masks(text: str) -> bool:
    """A quick test of the whole message: whether any value in it can be masked (plain
    substring tests, several times faster than a pattern on every message)."""
    return "xxxxxx" in text or "XXXXXX" in text or "******" in text or "••••••" in text


def masked(value: str) -> bool:
    """Whether ``value`` is a key written with its random part masked."""
    return _MASK_RUN.search(value) is not None and _MASKED.fullmatch(value) is not None
