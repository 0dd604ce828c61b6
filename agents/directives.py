"""Explicit "remember …" / "forget …" directives, detected without a model.

``detect_directive(text)`` returns a :class:`Directive` (action, statement, language) or
``None``. The rules, and the choices made where intent is ambiguous:

- Only the START of the message counts, after leading greetings and politeness ("hi,",
  "hey there!", "ok so", "please", "pls", "kindly", "你好，", "嗨，", "请", "麻烦你",
  "bitte", "s'il te plaît", "por favor", "すみません"). A directive buried later in the
  message ("my mom told me to remember that …", "he said 'remember …'") is not one.
- The statement is the rest of the directive's sentence: it ends at ``. ! ?`` followed by
  a space, a quote or the end (not in "v2.19.5", "Dr. Smith" or "..."), at ``。！？`` or
  at a line break. "Remember that I'm vegetarian. What's for dinner?" → "I'm vegetarian".
  Surrounding spaces, punctuation and paired quotes are trimmed, as is a trailing
  "please"/"thanks"/"谢谢"; whitespace and invisible characters collapse to single spaces.
- Not directives: a sentence that ends in ``?``/``？`` or a Chinese question particle
  (吗/呢/么) — "remember that I'm vegan?" is a question, "记住了吗" too — unless the
  question is only a tag ("…, ok?", "…，好吗？"), which is dropped; a message that opens
  with a quote, a backtick or a code fence (quoted or code text); a statement that is
  empty or only a pronoun or particle ("remember that.", "forget it", "forget about it",
  "vergiss es", "别记这个", "记住了"; also "forget everything": clearing a whole memory is
  the manager's ``clear`` command); the user talking about their own memory ("I can't
  remember my password", "I always forget my keys", "我记不住密码") — these never start
  with a directive verb.
- Forgetting deletes memories, so a bare forget verb counts only before a first-person
  word ("forget my old address", "vergiss meine Adresse", "oublie mon adresse", "olvida mi
  número"); otherwise it needs "that/about", "dass", "que", "de" or a colon: "Forget the
  tests, just ship it" is none. A bare remember verb counts ("remember I'm vegetarian"): a wrong
  remember is visible and reversible. "Vergiss X nicht" is *remember* X.
- English choices: "don't/do not/never forget (that|to) …" is *remember*; "remember to X"
  keeps "X" ("remember to reply in French" → "reply in French"); "remember when/how/what/
  why/where/who/which/if/whether/the time …" is reminiscing, not a directive;
  "don't remember …" is *none* because chat drops the subject ("(I) don't remember that");
  "never mind" is *none*; "note that …" is *none* (in a technical chat it introduces
  context, not a memory) while "make a note that …"/"note down …"/"memorize …" are
  *remember*; "can you remember …" is *none* (a request phrased as a question is left to
  the distiller, keeping false positives low).
- Chinese choices: "别忘了/不要忘记 …" is *remember*; "别记/不要记住/不用记 …" is *forget*;
  bare "忘记 …" is *forget* only after a politeness word ("请忘记 …") or before "我/关于"
  when the sentence does not end in "了" ("忘记我的密码了" is "I forgot my password").

The rules are a data table, ``RULES``: one row per (language, action, anchored pattern).
A row's pattern either matches the directive words (the statement is what follows) or
captures the statement in a group named ``s`` (for verb-final forms such as Japanese
"…を覚えて"). Each row names a ``cue``, a lower-case literal its pattern cannot match
without; a message that contains no cue is rejected with a few substring tests, which is
what keeps this cheap on the hot path; a row without an ``s`` group must also have its cue
within the first 48 characters after the preamble. Adding a language is adding rows (and,
if needed, its greetings to ``_PREAMBLE``). Rows are tried in order; the first match
decides. Only the first 2,000 characters of a message are examined.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from enum import StrEnum

from pydantic import BaseModel, ConfigDict

from agents.sanitize import sanitize

__all__ = ["RULES", "Directive", "DirectiveAction", "DirectiveRule", "detect_directive"]


class DirectiveAction(StrEnum):
    REMEMBER = "remember"
    FORGET = "forget"


class Directive(BaseModel):
    """An explicit instruction from the user about their own memory."""

    model_config = ConfigDict(frozen=True)

    action: DirectiveAction
    statement: str
    language: str


@dataclass(frozen=True, slots=True)
class DirectiveRule:
    language: str
    action: DirectiveAction
    pattern: re.Pattern[str]
    cue: str
    polite_only: bool = False


_REMEMBER = DirectiveAction.REMEMBER
_FORGET = DirectiveAction.FORGET


def _rule(
    language: str, action: DirectiveAction, pattern: str, cue: str, *, polite_only: bool = False
) -> DirectiveRule:
    return DirectiveRule(
        language, action, re.compile(pattern, re.IGNORECASE), cue, polite_only=polite_only
    )


# "(?![a-z])" instead of "\b": \b sees no boundary between a Latin word and CJK.
_W = r"(?![a-zà-ÿ])"
# A verb-final statement: anything up to the verb, within the sentence.
_S = r"(?P<s>.+?)"
# First-person openers that let a bare forget verb ("forget my …") count.
_MINE_EN = rf"(?:my|mine|me|i|i'm|i've|i'd|what\s+i){_W}"
_MINE_DE = rf"(?:mein|meine|meinen|meinem|meiner|mich|mir){_W}"
_MINE_FR = rf"(?:mon|ma|mes|moi){_W}"
_MINE_ES = rf"(?:mi|mis){_W}"

RULES: tuple[DirectiveRule, ...] = (
    # English
    _rule(
        "en", _REMEMBER, rf"(?:do\s+not|don'?t|never)\s+forget{_W}(?:\s+(?:that|to){_W})?", "forget"
    ),
    _rule(
        "en",
        _REMEMBER,
        rf"remember{_W}"
        rf"(?!\s+(?:when|how|what|why|where|who|whom|which|whether|if|the\s+time|that\s+time){_W})"
        rf"(?:\s+(?:that|to){_W}|\s+this(?=\s*[:,\-–—]))?",
        "remember",
    ),
    _rule("en", _REMEMBER, rf"keep\s+in\s+mind{_W}(?:\s+that{_W})?", "mind"),
    _rule("en", _REMEMBER, rf"from\s+now\s+on{_W}", "now"),
    _rule("en", _REMEMBER, rf"memori[sz]e{_W}(?:\s+(?:that|this){_W})?", "memori"),
    _rule(
        "en",
        _REMEMBER,
        rf"(?:(?:make|take)\s+a\s+note(?:\s+(?:that|of))?|note\s+down(?:\s+that)?){_W}",
        "note",
    ),
    _rule(
        "en",
        _REMEMBER,
        rf"(?:save|store|add)\s+(?:this|that)\s+(?:to|in)\s+(?:your\s+)?memory{_W}",
        "memory",
    ),
    _rule("en", _FORGET, rf"stop\s+remembering{_W}(?:\s+that{_W})?", "remembering"),
    _rule(
        "en",
        _FORGET,
        rf"(?:delete|remove|erase)\s+{_S}\s+from\s+(?:your\s+)?memory{_W}\s*$",
        "memory",
    ),
    _rule(
        "en",
        _FORGET,
        rf"(?:delete|remove|erase)\s+(?:(?:the|this|that|your|my)\s+)?memor(?:y|ies){_W}"
        rf"(?:\s+(?:that|about|of){_W})?",
        "memor",
    ),
    # Bare "forget X" only about the user ("forget my old address"): "Forget the tests,
    # just ship it" is an idiom, and a wrong forget deletes memories.
    _rule("en", _FORGET, rf"forget{_W}(?:\s+(?:that|about){_W}|\s*:|(?=\s+{_MINE_EN}))", "forget"),
    # Chinese
    _rule("zh", _REMEMBER, r"(?:别|不要|不许|千万别|千万不要)忘(?:了|记|掉)?", "忘"),
    _rule("zh", _REMEMBER, r"(?:帮我|帮忙|给我)?记(?:下来|一下|住|下|着|得)", "记"),
    _rule("zh", _FORGET, r"(?:别|不要|不用|不必|无需|不需要)记(?:下来|住|着|下|得)?", "记"),
    _rule("zh", _FORGET, r"(?:帮我)?忘(?:记)?掉", "忘"),
    _rule("zh", _FORGET, r"忘记(?=我|关于)(?!.*了\s*$)", "忘"),
    _rule("zh", _FORGET, r"忘记", "忘", polite_only=True),
    _rule("zh", _FORGET, rf"(?:删除|删掉|去掉|清除)关于{_S}的(?:记忆|记录)\s*$", "关于"),
    _rule("zh", _FORGET, r"(?:删除|删掉|去掉|清除)(?:这条|这个|那条|那个|该)?(?:记忆|记录)", "删"),
    # German
    _rule("de", _REMEMBER, rf"merk(?:e)?\s+dir{_W}(?:\s*,?\s*dass{_W})?", "merk"),
    _rule("de", _REMEMBER, rf"merken\s+sie\s+sich{_W}(?:\s*,?\s*dass{_W})?", "merk"),
    _rule("de", _REMEMBER, rf"vergiss\s+nicht{_W}(?:\s*,?\s*dass{_W})?", "vergiss"),
    _rule("de", _REMEMBER, rf"vergiss\s+{_S}\s+nicht{_W}\s*$", "vergiss"),
    _rule("de", _FORGET, rf"vergiss{_W}(?:\s*,?\s*dass{_W}|\s*:|(?=\s+{_MINE_DE}))", "vergiss"),
    _rule("de", _FORGET, rf"vergessen\s+sie{_W}(?:\s*,?\s*dass{_W})?", "vergessen"),
    # French
    _rule("fr", _REMEMBER, rf"souviens[-\s]toi{_W}(?:\s+(?:que{_W}|qu'|de{_W}))?", "souviens"),
    _rule("fr", _REMEMBER, rf"rappelle[-\s]toi{_W}(?:\s+(?:que{_W}|qu'|de{_W}))?", "rappelle"),
    _rule("fr", _REMEMBER, rf"retiens{_W}(?:\s+(?:bien\s+)?(?:que{_W}|qu'))?", "retiens"),
    _rule("fr", _REMEMBER, rf"n'oublie\s+pas{_W}(?:\s+(?:que{_W}|qu'))?", "oublie"),
    _rule(
        "fr", _FORGET, rf"oublie(?:z)?{_W}(?:\s+(?:que{_W}|qu')|\s*:|(?=\s+{_MINE_FR}))", "oublie"
    ),
    # Spanish
    _rule("es", _REMEMBER, rf"no\s+olvides{_W}(?:\s+que{_W})?", "olvid"),
    _rule("es", _REMEMBER, rf"recuerda{_W}(?:\s+que{_W})?", "recuerda"),
    _rule(
        "es",
        _FORGET,
        rf"olv[ií]da(?:te)?{_W}(?:\s+(?:que|de(?:\s+que)?){_W}|\s*:|(?=\s+{_MINE_ES}))",
        "olv",
    ),
    # Japanese
    _rule("ja", _REMEMBER, r"覚え(?:ておいて|といて)(?:ください|下さい|ね)?", "覚え"),
    _rule(
        "ja", _REMEMBER, rf"{_S}[をと]覚え(?:ておいて|といて|て)(?:ください|下さい|ね)?\s*$", "覚え"
    ),
    _rule("ja", _REMEMBER, r"忘れないで(?:ください|下さい|ね)?", "忘れ"),
    _rule("ja", _REMEMBER, rf"{_S}を忘れないで(?:ください|下さい|ね)?\s*$", "忘れ"),
    _rule("ja", _FORGET, r"忘れて(?:ください|下さい)?(?=\s*[、,:]|\s)", "忘れ"),
    _rule("ja", _FORGET, rf"{_S}を忘れて(?:ください|下さい)?\s*$", "忘れ"),
)


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


_CUES: tuple[str, ...] = tuple(dict.fromkeys(rule.cue for rule in RULES))

# Greetings and politeness before the directive; the group "polite" records a
# politeness word (some rows, like bare 忘记, only count after one).
_PREAMBLE = re.compile(
    r"(?:"
    r"(?:hi|hey|hello|dear)\s+(?!remember|forget)[^\W\d_]+\s*[,!:]"
    r"|(?:hi|hiya|hey|hello|howdy|yo|greetings|good\s+(?:morning|afternoon|evening)"
    r"|ok(?:ay)?|so|well|alright|also|and|actually|oh|ah|wait|oh\s+wait|one\s+more\s+thing"
    r"|by\s+the\s+way|btw|oops|sorry|hallo|servus|moin|bonjour|salut|coucou|hola|buenas"
    r"|buenos\s+d[ií]as)(?![a-zà-ÿ])"
    r"|你好|您好|嗨|哈喽|喂|早上好|晚上好|こんにちは|こんばんは|おはよう(?:ございます)?"
    r"|(?P<polite>(?:please|pls|plz|kindly|bitte|por\s+favor|s'il\s+(?:te|vous)\s+pla[iî]t"
    r"|stp|svp)(?![a-zà-ÿ])|请你?|麻烦(?:你|您)?|劳驾|拜托(?:你|您)?|お願い(?:します)?|すみません)"
    r")[\s,.!:;~\-、。，！：；～]*",
    re.IGNORECASE,
)
_MAX_PREAMBLE_WORDS = 6

_QUOTE_OR_CODE = frozenset("\"'`“‘「『«„¿")

# A sentence ends at ". ! ?" (not "..." and not "v2.19.5") before a space, a quote,
# non-ASCII text or the end; at "。" (full-width ! and ? are folded to ASCII); or at a
# line break. The search only finds candidate marks; _sentence_end decides.
_SENTENCE_MARK = re.compile(r"[.!?。\n]")
# "Dr. Smith", "e.g. tofu", "No. 5", "J. Smith": a dot after these does not end a sentence.
_ABBREVIATION = re.compile(
    r"(?<![^\s(])(?:dr|mr|mrs|ms|prof|st|jr|sr|e\.g|i\.e|vs|no|approx|mt|[a-z])$", re.IGNORECASE
)
_TAG_QUESTION = re.compile(
    r"(?:\s*,\s*|\s+)(?:ok|okay|alright|right|please|yes|ja|d'accord|vale|oui)\s*$"
    r"|\s*,?\s*(?:好吗|好不好|行吗|行不行|可以吗|好么|ok吗|好嘛)\s*$",
    re.IGNORECASE,
)
_QUESTION_PARTICLE = re.compile(r"(?:吗|(?<!什)么|呢)\s*$")
# "…, thanks" is politeness, "remember to say thanks" is content: the comma decides,
# except for "please", which people append without one.
_TRAILING_THANKS = re.compile(
    r"(?:\s*[,!]\s*(?:thanks|thank\s+you|thx|ty|danke|merci|gracias)"
    r"|[\s,!]*(?:please|pls|plz|bitte|谢谢|谢啦|多谢|ありがとう(?:ございます)?))+\s*$",
    re.IGNORECASE,
)
# Substrings every _TRAILING_THANKS match contains: most statements skip the regex.
_THANKS_CUES = (
    "pleas",
    "pls",
    "plz",
    "thank",
    "thx",
    "ty",
    "bitte",
    "danke",
    "merci",
    "gracias",
    "谢",
    "ありがとう",
)
_EDGE_PUNCTUATION = " \t,.;:!?~-–—…，。；：、！？～"
_PAIRED_QUOTES = {'"': '"', "'": "'", "“": "”", "‘": "’", "「": "」", "『": "』", "«": "»"}
_OPEN_QUOTES = '"“‘「『«'
_CLOSE_QUOTES = '"”’」』»'
# Statements that point at something instead of saying it ("forget it", "记住了").
# "everything" is here too: clearing a whole memory is the manager's `clear` command,
# not a chat phrase.
_EMPTY_STATEMENTS = _words(
    """
    it this that these those them me you us everything all es das ça cela ceci le la lo
    eso esto 它 这 那 这个 那个 这些 那些 这条 那条 了 吧 啊 哦 呀 嘛 それ これ あれ
    """
) | {"about it", "about that", "about this", "all that", "all this"}

# Full-width ASCII variants map one-to-one onto ASCII, the typographic apostrophe onto
# "'" (phones type "don’t"), line separators onto "\n" and invisible characters onto a
# space, so the patterns see one form while slices of the original keep the user's text.
_FOLD = (
    {chr(0xFF01 + i): chr(0x21 + i) for i in range(94)}
    | {"\u3000": " ", "\u2028": "\n", "\u2029": "\n", "\x85": "\n", "\r": "\n", "\u2019": "'"}
    | dict.fromkeys(map(chr, [*range(0x200B, 0x2010), *range(0x202A, 0x202F), 0xFEFF]), " ")
)
_FOLDABLE = re.compile("[" + "".join(map(re.escape, _FOLD)) + "]")
# Only the head of a long message is examined: a directive opens the message, and its
# statement is capped far below this downstream.
_HEAD_LIMIT = 2000

# Rules that capture their statement (verb-final forms) can have their cue anywhere in the
# first sentence; every other rule's cue lies within its leading words.
_PREFIX_CUES = tuple(dict.fromkeys(r.cue for r in RULES if "s" not in r.pattern.groupindex))
_CAPTURE_CUES = tuple(dict.fromkeys(r.cue for r in RULES if "s" in r.pattern.groupindex))
_LEAD_WINDOW = 48


def detect_directive(text: str) -> Directive | None:
    """Return the directive that opens ``text``, or ``None`` (see the module docstring)."""
    lowered = text.lower()
    if not any(cue in lowered for cue in _CUES) or not _may_open_with_directive(text, lowered):
        return None
    original = unicodedata.normalize("NFC", text[:_HEAD_LIMIT])
    probe = _fold(original)
    start, polite = _skip_preamble(probe)
    if start >= len(probe) or probe[start] in _QUOTE_OR_CODE:
        return None
    end = _question_free_end(probe, start)
    if end is None:
        return None
    return _apply_rules(original, probe, start, end, polite=polite)


def _may_open_with_directive(text: str, lowered: str) -> bool:
    """Cheap pre-check: a rule's cue sits within the leading words after the preamble."""
    if any(cue in lowered for cue in _CAPTURE_CUES):
        return True
    start, _ = _skip_preamble(text)
    lead = text[start : start + _LEAD_WINDOW].lower()
    return any(cue in lead for cue in _PREFIX_CUES)


def _fold(text: str) -> str:
    # A few str.replace calls beat a per-character callback on CJK text full of "，".
    for char in set(_FOLDABLE.findall(text)):
        text = text.replace(char, _FOLD[char])
    return text


def _apply_rules(
    original: str, probe: str, start: int, end: int, *, polite: bool
) -> Directive | None:
    sentence = probe[start:end]
    lowered_sentence = sentence.lower()
    for rule in RULES:
        if (rule.polite_only and not polite) or rule.cue not in lowered_sentence:
            continue
        match = rule.pattern.match(sentence)
        if match is None:
            continue
        if "s" in rule.pattern.groupindex:
            raw = original[start + match.start("s") : start + match.end("s")]
        else:
            raw_start = start + match.end()
            if end < len(probe) and probe[end] == "\n" and _is_blank(probe[raw_start:end]):
                # "remember:\n- I'm vegan": the content starts on the next line.
                next_end = _question_free_end(probe, end)
                if next_end is None:
                    return None
                end = next_end
            raw = original[raw_start:end]
        statement = _clean_statement(raw)
        if statement is None:
            return None
        return Directive(action=rule.action, statement=statement, language=rule.language)
    return None


def _question_free_end(probe: str, start: int) -> int | None:
    """Return where the sentence at ``start`` ends, or ``None`` if it is a question."""
    start += len(probe) - start - len(probe[start:].lstrip())
    end, question = _sentence_end(probe, start)
    # Tags and particles sit at the very end: search only the tail, not the sentence.
    tag = _TAG_QUESTION.search(probe, max(start, end - 24), end) if question else None
    if tag is not None:
        end, question = tag.start(), False
    if question or _QUESTION_PARTICLE.search(probe, max(start, end - 4), end):
        return None
    return end


def _is_blank(fragment: str) -> bool:
    return not fragment.strip(_EDGE_PUNCTUATION + "\n")


def _skip_preamble(probe: str) -> tuple[int, bool]:
    position = len(probe) - len(probe.lstrip())
    polite = False
    for _ in range(_MAX_PREAMBLE_WORDS):
        match = _PREAMBLE.match(probe, position)
        if match is None or match.end() == position:
            break
        polite = polite or match.group("polite") is not None
        position = match.end()
    return position, polite


def _sentence_end(probe: str, start: int) -> tuple[int, bool]:
    """Return where the sentence opened at ``start`` ends and whether it is a question."""
    position = start
    while True:
        match = _SENTENCE_MARK.search(probe, position)
        if match is None:
            return len(probe), False
        mark_at = match.start()
        mark = probe[mark_at]
        if mark in "。\n":
            return mark_at, False
        after = mark_at + 1
        while after < len(probe) and probe[after] == mark:
            after += 1
        if mark == "." and after - mark_at > 1:  # an ellipsis continues the sentence
            position = after
            continue
        if mark != ".":
            while after < len(probe) and probe[after] in "!?":
                after += 1
        if _closes_sentence(probe, after) and not (
            mark == "." and _ABBREVIATION.search(probe, max(start, mark_at - 8), mark_at)
        ):
            return mark_at, "?" in probe[mark_at:after]
        position = after


def _closes_sentence(probe: str, after: int) -> bool:
    """A mark ends a sentence before a space, a closing quote, non-ASCII text or the end."""
    if after >= len(probe):
        return True
    follower = probe[after]
    return follower.isspace() or follower in "\"'”’」』)]" or not follower.isascii()


def _clean_statement(raw: str) -> str | None:
    statement = sanitize(raw, max_runes=max(len(raw), 1))
    tail = statement[-40:].lower()
    if any(cue in tail for cue in _THANKS_CUES):
        thanks = _TRAILING_THANKS.search(statement, max(0, len(statement) - 40))
        if thanks is not None:
            statement = statement[: thanks.start()]
    statement = statement.strip(_EDGE_PUNCTUATION)
    statement = _strip_quotes(statement)
    if statement.lower() in _EMPTY_STATEMENTS or not any(ch.isalnum() for ch in statement):
        return None
    return statement


def _strip_quotes(statement: str) -> str:
    while len(statement) >= 2 and _PAIRED_QUOTES.get(statement[0]) == statement[-1]:
        statement = statement[1:-1].strip(_EDGE_PUNCTUATION)
    # An unbalanced typographic quote at one edge is leftover punctuation; an ASCII
    # apostrophe is not stripped alone ("'90s", "kids'").
    if statement[:1] in _OPEN_QUOTES.replace("'", "") and not any(
        q in statement[1:] for q in _CLOSE_QUOTES
    ):
        statement = statement[1:].lstrip()
    if statement[-1:] in _CLOSE_QUOTES and not any(q in statement[:-1] for q in _OPEN_QUOTES):
        statement = statement[:-1].rstrip()
    return statement
