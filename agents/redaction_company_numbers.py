"""A business's registration or tax number, which is public and must be kept.

"the EIN 87-2261043 of my LLC", "SIREN 828 804 500, TVA FR 04 128 020 856", "USt-IdNr.
DE 136 695 976", "法人番号 7000012050002", "CNPJ 11.222.333/0001-81": a company's number
is printed on every invoice and in public registers; it is no secret and no one's phone,
though a nine- to fourteen-digit run grouped in threes passes for a phone number in
several numbering plans. A run is a company's number when a company-number label
stands before it in the same clause (``_LABEL``, in the six languages) and its digits,
with the country prefix written before them if any ("FR", "DE", "CHE"), pass the check
of one of python-stdnum's company-number modules (``_CHECKS``). A label alone is not
enough, and a valid number without a label is not one either: a person's phone after
"VAT number of the shop is on the receipt, call me on …" keeps its own label.

Only what the phone finder would take is asked about here
(:func:`agents.redaction_phones.find_phones`); the identity-number detectors never take
these shapes after these labels.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from stdnum import vatin
from stdnum.br import cnpj
from stdnum.ca import bn
from stdnum.ch import uid
from stdnum.cn import uscc
from stdnum.fr import siren, siret
from stdnum.it import iva
from stdnum.jp import cn as corporate_number
from stdnum.us import ein

__all__ = ["company_number_before"]

# "EIN" is also the German article "ein": matched in capitals only. The Dutch VAT
# ("btw") only with its head noun: "BTW" is also the English "by the way".
_EIN = re.compile(r"(?<![^\W\d_])(?:EIN|FEIN|E\.I\.N\.)(?![^\W\d_])")
_LABEL = re.compile(
    r"(?<![^\W\d_])(?:employer\s+identification(?:\s+number)?|siren|siret|tva"
    r"|vat(?:\s+(?:id|number|no\.?|reg(?:istration)?))?|ust-?\s?id(?:nr)?\.?"
    r"|umsatzsteuer[\w-]*|handelsregister|hrb|kvk|btw[-\s]?(?:nummer|nr\.?|id)|cif|partita\s+iva|p\.\s?iva"
    r"|company\s+(?:number|no\.?|registration|id)|business\s+number|abn|uid|cnpj"
    r"|n[uú]mero\s+de\s+(?:iva|cif)|num[ée]ro\s+(?:de\s+)?(?:tva|siren|siret)"
    r"|法人番号|事業者番号|登録番号|统一社会信用代码|信用代码|营业执照|统一编号|統一編號)"
    r"(?![^\W\d_])",
    re.IGNORECASE,
)
_REACH = 40
_CLAUSE_BREAK = re.compile(r"[;!?。；！？]|[.,](?!\d)|，")
_COUNTRY_BEFORE = re.compile(r"(?<![A-Za-z])([A-Za-z]{2,3})[ \t.\-]?\Z")


def _vat(prefix: str, digits: str) -> bool:
    return bool(prefix) and vatin.is_valid(prefix + digits)


_CHECKS: tuple[Callable[[str, str], bool], ...] = (
    lambda _, d: len(d) == 9 and (ein.is_valid(d) or siren.is_valid(d) or bn.is_valid(d)),
    lambda _, d: len(d) == 14 and (siret.is_valid(d) or cnpj.is_valid(d)),
    lambda _, d: len(d) == 13 and corporate_number.is_valid(d),
    lambda _, d: len(d) == 11 and iva.is_valid(d),
    lambda p, d: p.upper() == "CHE" and uid.is_valid("CHE" + d),
    lambda _, d: len(d) == 18 and uscc.is_valid(d),
    _vat,
)


def company_number_before(text: str, start: int, digits: str) -> bool:
    """Whether the number whose digits are ``digits``, written from ``start`` on, is a
    business's registration or tax number that a label before it names."""
    window_start = max(0, start - _REACH)
    labels = [m.end() for m in _LABEL.finditer(text, window_start, start)]
    labels += [m.end() for m in _EIN.finditer(text, window_start, start)]
    if not labels:
        return False
    gap = text[max(labels) : start]
    if _CLAUSE_BREAK.search(gap):
        return False
    country = _COUNTRY_BEFORE.search(gap)
    prefix = country.group(1) if country else ""
    return any(check(prefix, digits) for check in _CHECKS)
