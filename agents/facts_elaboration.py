"""What a verbless sentence after a statement is when it does not add to it.

Chat states a fact and adds to it in sentences without a verb ("I got promoted. Senior
manager, starting November 1st."); :mod:`agents.facts` joins those to the statement. But
the sentence after a statement is as often turned to the listener, and then it is no part
of the writer's fact. ``is_aside(sentence)`` is true of:

- a wish, a thanks or a sign-off: "Good luck on the 20th", "Talk soon", "Congrats!";
- a request or an order, which chat writes without "you": "Please eat one for me",
  "Pray for me", "Rest that hip and give the cat a treat";
- a quip that picks one thing out and says no more: "Mostly the coffee".

Only English statements take such sentences (see ``agents.facts``), so only English forms
are listed.

A turn to the next topic ("Now, the exhibition") is left alone: measured, the same test on
discourse markers ("so,", "anyway") cut real additions more often than noise.
"""

from __future__ import annotations

import re

__all__ = ["is_aside"]

# Wishes, thanks, greetings and sign-offs; the words open the sentence.
_WISH = (
    r"(?:good\s+luck|best\s+of\s+luck|luck|congrat\w*|well\s+done|happy\s+\w+|"
    r"merry\s+\w+|thanks?|thank\s+you|thx|ty|cheers|sorry|talk\s+(?:soon|later|tomorrow)|"
    r"speak\s+soon|see\s+(?:you|ya|u)|bye|nighty?\s+night|good\s*night|gn|"
    r"good\s+(?:morning|evening)|take\s+care|hugs?|love\s+(?:you|ya|u)|lots\s+of\s+love|"
    r"xx+|fingers\s+crossed|god\s+bless|bless|amen|safe\s+travels|get\s+well)\b"
    r"|(?:nighty?\s+)?night\W*$"
)
# A request or an order: "please" at its head, or a verb that only orders.
_REQUEST = (
    r"(?:please|pls|plz|pray|rest(?!\s+of\b)|give|send|tell|say|let|call|text|wish|"
    r"remember|don['’]t|do\s+not|eat|drink|take|go|come|stay|have\s+fun)\b"
)
# A quip that picks one thing out with nothing more said: "Mostly the coffee", "Mainly the
# cake"; a name or a number adds to the statement ("Mostly Lego", "Mainly 5ks").
_QUIP = (
    r"(?:mostly|mainly|largely|especially|honestly|or\s+rather|more\s+like)\s+(?:just\s+)?"
    r"(?:the|that|this|those|these)\s+[a-z][\w'’-]*\W*$"
)
_ASIDE = re.compile(rf"^[\s¡¿\"'“(]*(?:{_WISH}|{_REQUEST}|{_QUIP})", re.IGNORECASE)


def is_aside(sentence: str) -> bool:
    """Whether a sentence after a statement is turned to the listener rather than adding
    to the statement (see the module docstring)."""
    return bool(_ASIDE.match(sentence))
