"""Passwords handed to a command on its command line: shell history, Dockerfiles, scripts.

A command names its password argument by its own syntax, not by a word a label finder
reads, so "RUN echo 'deploy:Ch3rry!' | chpasswd" or "sshpass -p s3cret ssh …" hold no
label. Each command is a cue of the scanner's one Aho-Corasick pass, so text without one
costs nothing here:

- piped in: ``echo 'user:pw' | chpasswd`` (the part after the colon, chpasswd's format),
  ``echo 'pw' | passwd --stdin user``, ``echo pw | sudo -S …``, ``echo pw | docker login
  --password-stdin``: the echoed value;
- as an option: ``sshpass -p pw``, ``mysql -u root -ppw`` (glued: mysql's own syntax,
  ``-p`` alone asks at a prompt), ``redis-cli -a pw``, ``docker login -u u -p pw``,
  ``htpasswd -b file user pw``, ``openssl … -passin pass:pw``.

A stand-in (``$PASSWORD``, ``${PW}``, ``<password>``, ``***``) is no value.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from agents.redaction_kinds import FindingKind, Span
from agents.redaction_scan import Detector, Scope

__all__ = ["DETECTORS"]

_VALUE = r"""(?P<q>["']?)(?P<v>[^\s"'|;&]{3,128})(?P=q)"""
_STAND_IN = re.compile(r"\A(?:[$<{%*\[]|\[redacted:)|\A(?i:x{3,}|\*+|password|secret)\Z")

# echo 'user:pw' | chpasswd; echo pw | passwd --stdin; echo pw | sudo -S; … --password-stdin
_PIPED = re.compile(
    rf"echo[ \t]+(?:-[ne]+[ \t]+)?{_VALUE}[ \t]*\|[ \t]*(?:sudo[ \t]+)?"
    r"(?P<cmd>chpasswd|passwd[ \t]+--stdin|sudo[ \t]+-S|sudo[ \t]+--stdin"
    r"|docker[ \t]+login[^\n|]*--password-stdin|podman[ \t]+login[^\n|]*--password-stdin)"
)
_ECHO = re.compile(r"(?<![\w-])echo[ \t]")
_OPTION = re.compile(
    r"(?:sshpass[ \t]+-p[ \t]*"
    r"|(?:mysql|mysqldump|mariadb|mysqladmin)"
    r"(?:[ \t]+-[-\w=.@]+(?:[ \t]+[-\w.@]+)?)*?[ \t]+-p(?=[^\s])"
    r"|redis-cli(?:[ \t]+-[-\w]+(?:[ \t]+[-\w.:]+)?)*?[ \t]+-a[ \t]+"
    r"|(?:docker|podman)[ \t]+login(?:[ \t]+-[-\w]+(?:[ \t]+[^\s-][^\s]*)?)*?"
    r"[ \t]+(?:-p|--password)(?:[ \t]+|=)"
    r"|htpasswd[ \t]+-[a-zA-Z]*b[a-zA-Z]*[ \t]+[^\s]+[ \t]+[^\s]+[ \t]+"
    r"|-pass(?:in|out)?[ \t]+pass:)" + _VALUE
)


def _value(match: re.Match[str], colon: bool) -> Iterable[Span]:
    value = match.group("v")
    start = match.start("v")
    if colon:
        if ":" not in value:
            return ()
        start += value.index(":") + 1
        value = value[value.index(":") + 1 :]
    if len(value) < 3 or _STAND_IN.search(value) is not None:
        return ()
    return ((start, match.end("v")),)


def _piped(match: re.Match[str]) -> Iterable[Span]:
    return _value(match, match.group("cmd") == "chpasswd")


def _option(match: re.Match[str]) -> Iterable[Span]:
    return _value(match, colon=False)


DETECTORS: tuple[Detector, ...] = (
    Detector(
        FindingKind.PASSWORD,
        _PIPED,
        _piped,
        Scope.AT_CUE,
        cues=("chpasswd", "passwd --stdin", "sudo -s", "sudo --stdin", "password-stdin"),
        rewind=_ECHO,
    ),
    Detector(
        FindingKind.PASSWORD,
        _OPTION,
        _option,
        Scope.AT_CUE,
        cues=(
            "sshpass",
            "mysql",
            "mariadb",
            "redis-cli",
            "docker login",
            "podman login",
            "htpasswd",
            "-pass pass:",
            "-passin pass:",
            "-passout pass:",
        ),
    ),
)
