"""When each subject's next memory expires, as its last persisted ledger says.

The processor notes each ledger it persists; the sweep timer asks which subjects are due
and sends each a ``consolidate`` command, which the subject's writer applies in order with
its other events. The timer never reaches into the processor.
"""

from __future__ import annotations

from datetime import datetime


class ExpirySchedule:
    def __init__(self) -> None:
        self._earliest: dict[bytes, datetime] = {}

    def note(self, key: bytes, earliest: datetime | None) -> None:
        """``key``'s ledger was persisted with ``earliest`` as its first expiry (or none)."""
        if earliest is None:
            self._earliest.pop(key, None)
        else:
            self._earliest[key] = earliest

    def due(self, now: datetime) -> list[tuple[bytes, datetime]]:
        """The subjects with an item expired by ``now``, and the expiry each was noted with."""
        return [(key, when) for key, when in self._earliest.items() if when <= now]

    def asked(self, key: bytes, when: datetime) -> None:
        """A consolidate command went out for the expiry noted as ``when``: drop it, unless
        a later persist noted another one meanwhile."""
        if self._earliest.get(key) == when:
            del self._earliest[key]

    def __len__(self) -> int:
        return len(self._earliest)
