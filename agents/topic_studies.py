"""Where the user studies: the year of study as a school statement, and the end of studies.

``school`` is single-valued (one place of study at a time; :mod:`agents.topics`). Two ways
of talking about it name no school verb, and are read here:

- **The year of study** names the place one studies at now: "third year history at UCL", "2nd
  year MSc at EPFL", "大学3年です", "今は高校2年". In English the year must open the
  statement, name something studied (a degree, "med", "student") and a capitalised place
  after "at", so "my first year at Google" is not a school; in Japanese the school level
  and the year are one word ("大学3年").
- **The end of studies** ends the school fact: graduating, finishing or dropping out, said
  as done by the user ("graduated!!", "fertig mit dem Studium", "j'ai eu mon diplôme", "me
  gradué", "毕业啦", "大学辞めて"; in English opening the statement or after "I", since
  "Lily graduated" is hers). It carries no key of its own — it updates the stored school
  (``Classification.also``) and nothing when none is stored. A graduation to come ("明年毕业",
  "graduating in june") or long past ("I graduated in 2009") is not an update.

``text`` is normalised as :mod:`agents.topics` reads it (accents folded, case kept).
"""

from __future__ import annotations

import re

__all__ = ["SCHOOL_YEAR", "finished_studies"]


def _r(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, re.IGNORECASE)


_YEAR_ORDINAL = r"(?:first|second|third|fourth|fifth|final|last|1st|2nd|3rd|4th|5th)"
_STUDIED = (
    r"(?:student|undergrad\w*|uni|university|college|ph\.?d|llb|llm|bsc|msc|ba|ma|mba|meng|beng|"
    r"med|medicine|law|engineering|eng|degree|bachelor'?s|master'?s|nursing|pharmacy)"
)
# The year of study, opening the statement, with what is studied and where.
SCHOOL_YEAR = _r(
    rf"^(?:i'm |i am )?(?:in )?(?:my )?{_YEAR_ORDINAL} year (?:[\w&-]+ ){{0,3}}?{_STUDIED}"
    rf"(?: [\w&-]+){{0,3}}? (?:at|@) (?-i:[A-Z])"
    r"|^(?:今は?|現在|いま)?[、,，]?(?:大学院?|高校|中学|短大|専門学校?|[\u4e00-\u9fff]{1,5}大)(?:の)?"
    r"[0-9０-９一二三四五六]年(?:生)?"
    r"(?=$|です|だ|[、。，,!！])"
)
# Studies ended, said as done, in each language.
_FINISHED = _r(
    r"(?:^|(?<=[.,;!?] )|\bi )(?:just |finally |officially )?graduated\b"
    # not high school, nor the idiom "graduated from a walker to a cane"
    r"(?!\s+(?:from )?high school)(?!\s+from [^.,;!?]*\bto\b)"
    r"|\b(?:done with|finished) (?:uni|university|college|school|my degree|my studies)\b"
    r"|(?:^|(?<=[.,;!?] )|\bi )dropped out(?: of (?:uni|university|college|school))?\b"
    r"|\b(?:studium|uni) (?:abgeschlossen|beendet|abgebrochen)\b"
    r"|\bfertig mit (?:dem studium|der uni)\b"
    r"|\b(?:ich )?(?:habe|hab) (?:meinen|den) abschluss\b|\bexmatrikuliert\b"
    r"|\b(?:habe|hab) (?:meinen|den) (?:bachelor|master|diplom)\w* (?:fertig|gemacht|bestanden)\b"
    r"|\bj'ai (?:eu|obtenu) mon diplome\b|\bje suis (?:enfin )?diplomee?\b"
    r"|\bj'ai (?:fini|termine|arrete|lache|quitte) (?:la fac|l'universite|l'ecole|mes etudes)\b"
    r"|(?:^|(?<=[.,;!?] ))(?:enfin )?diplomee?s?(?=\s*(?:$|[.,;!]|depuis\b))"
    r"|\bme (?:gradue|recibi|titule)\b"
    r"|\b(?:termine|acabe|deje) (?:la carrera|la uni|la universidad)\b"
    r"|(?<!明年)(?<!要)(?<!快)(?<!准备)毕业(?:了|啦)|已经毕业|刚毕业|退学了"
    r"|卒業(?:しました|した|しまし|して(?!から|以来|後))|(?:大学|学校)(?:を)?(?:辞め|やめ|中退)|中退(?:しました|した)"
)
# A year named, or a time long past: the graduation is background, not news.
_LONG_PAST = _r(
    r"\b(?:19|20)\d\d\b|\byears ago\b|\bvor \w+ jahren\b|\bil y a \w+ ans\b|\bhace \w+ anos\b|年前"
)


def finished_studies(text: str) -> bool:
    """Does the statement say the user's studies have just ended (graduated, dropped out)?"""
    found = _FINISHED.search(text)
    return found is not None and not _LONG_PAST.search(text)
